# platform (values checked against os.uname and sys rather than printed) and locale
# basics: setlocale/getlocale/normalize/encodings, localeconv in the C locale,
# format_string, str/atof/atoi/delocalize/localize, currency and errors.
import os
import sys
import platform
import locale

u = platform.uname()
ou = os.uname()
print(type(u).__name__, u._fields, len(u), u.system == ou.sysname == platform.system() == 'Linux',
      u.node == ou.nodename == platform.node(), u.release == platform.release() == ou.release,
      u.version == platform.version(), u.machine == platform.machine() == ou.machine,
      u.processor == platform.processor(), u[0] == u.system, u[-1] == u.processor)
print(platform.python_version() == '%d.%d.%d' % sys.version_info[:3],
      platform.python_version_tuple() == tuple(str(x) for x in sys.version_info[:3]),
      platform.python_implementation() in ('CPython', 'TensorPy'),
      platform.architecture()[0] == '64bit', platform.architecture()[1] in ('ELF', ''),
      platform.libc_ver()[0] in ('glibc', ''), isinstance(platform.python_compiler(), str),
      len(platform.python_build()) == 2)
p = platform.platform()
print(p.startswith('Linux-' + ou.release.replace('/', '_')), ou.machine in p,
      platform.platform(terse=True) == 'Linux-' + ou.release,
      platform.platform(aliased=True) == p)
print(platform.system_alias('Linux', 'x', 'y'), platform.mac_ver(), platform.win32_ver(),
      platform.java_ver()[0] == '', platform.win32_is_iot(), platform.win32_edition())
try:
    r = platform.freedesktop_os_release()
    print('ID' in r, 'NAME' in r)
except OSError:
    print(True, True)

print(locale.setlocale(locale.LC_ALL, 'C'), locale.setlocale(locale.LC_NUMERIC),
      locale.getlocale(locale.LC_NUMERIC), locale.getlocale(locale.LC_TIME))
try:
    locale.setlocale(locale.LC_ALL, 'xx_YY')
except locale.Error as e:
    print('Error', e, isinstance(e, Exception))
print(locale.setlocale(locale.LC_NUMERIC, ('C', None)) if False else '', locale.localeconv())
for n in ['en_US', 'en_US.utf8', 'en_US.UTF-8', 'C', 'POSIX', 'C.UTF-8', 'c.utf8', 'de_DE',
          'de_DE@euro', 'fr_FR.ISO-8859-1', 'ja_JP', 'ja_JP.utf8', 'zh_CN', 'ru_RU', 'pt_BR',
          'en', 'english', 'xx_YY', 'xx_YY.utf8', 'en_GB.latin1', 'sr_RS@latin',
          'es_ES.UTF-8@euro', 'EN_us.Utf-8', 'nl_NL.iso885915', 'ko_KR', 'it', 'pl_PL']:
    print(repr(n), repr(locale.normalize(n)))
for s in ['C', 'en_US.UTF-8', 'de_DE@euro', 'xx']:
    try:
        print(locale._parse_localename(s))
    except ValueError as e:
        print('ValueError', e)
print(locale.getpreferredencoding() in ('UTF-8', 'ANSI_X3.4-1968'), locale.getencoding().upper().replace('-', ''),
      locale.getpreferredencoding(False))
print(locale.format_string('%d|%s|%5.1f|%%', (1234567, 'x', 2.25)),
      locale.format_string('%(a)s %(b).2f', {'a': 1, 'b': 2.5}), locale.format_string('%d', 5),
      locale.format_string('%.3f', 1234.5, grouping=True), locale.format_string('%*d', (5, 42)))
try:
    locale.currency(1)
except ValueError as e:
    print('ValueError', e)
print(locale.str(3.5), locale.str(1e20), locale.delocalize('1,234.5'),
      locale.localize('1234.5', grouping=True), locale.atof('2.5'), locale.atoi('7'),
      locale.atof('3', int))
try:
    locale.atoi('x')
except ValueError as e:
    print('ValueError', e)
print(locale.strcoll('a', 'b'), locale.strcoll('b', 'a'), locale.strcoll('a', 'a'),
      locale.strxfrm('abc'), locale.nl_langinfo(locale.RADIXCHAR), locale.nl_langinfo(locale.ABDAY_1),
      locale.nl_langinfo(locale.MON_1), locale.nl_langinfo(locale.D_FMT))
print(locale.LC_ALL, locale.LC_CTYPE, locale.LC_NUMERIC, locale.CHAR_MAX, sorted(locale.__all__))
