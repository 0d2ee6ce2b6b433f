"""platform: facts about the machine and the interpreter, as CPython 3.11's on Linux:
uname() (system, node, release, version, machine, processor) and each field on its own,
platform() ('Linux-<release>-<machine>-with-glibc<version>', aliased/terse forms),
architecture(), libc_ver(), freedesktop_os_release(), system_alias(), and the Python
facts python_version(), python_version_tuple(), python_implementation() ('TensorPy',
from sys.implementation), python_compiler(), python_build(), python_branch(),
python_revision(); mac_ver/win32_ver/win32_edition/win32_is_iot/java_ver answer with
their "not this system" defaults."""

import os
import sys
from collections import namedtuple

__version__ = '1.0.8'


class uname_result(namedtuple("uname_result", "system node release version machine")):
    """uname()'s result: five fields, plus `processor` computed on demand (as in 3.9+)."""
    __slots__ = ()
    _fields = ('system', 'node', 'release', 'version', 'machine', 'processor')

    @property
    def processor(self):
        return _processor()

    def __iter__(self):
        yield from tuple.__iter__(self)
        yield self.processor

    def __getitem__(self, key):
        return tuple(iter(self))[key]

    def __len__(self):
        return len(tuple(iter(self)))

    def __reduce__(self):
        return uname_result, tuple(self)[:5]


_uname_cache = None


def uname():
    """The uname_result of this machine (cached)."""
    global _uname_cache
    if _uname_cache is None:
        u = os.uname()
        _uname_cache = uname_result(u.sysname, u.nodename, u.release, u.version, u.machine)
    return _uname_cache


def _processor():
    # CPython asks `uname -p` on Linux, which answers 'unknown' on most distributions;
    # platform then reports ''.
    return ''


def system():
    """The OS name, e.g. 'Linux'."""
    return uname().system


def node():
    """The network name of the machine."""
    return uname().node


def release():
    """The kernel release, e.g. '6.1.0-13-amd64'."""
    return uname().release


def version():
    """The kernel's version string."""
    return uname().version


def machine():
    """The machine type, e.g. 'x86_64'."""
    return uname().machine


def processor():
    """The processor name ('' when it cannot be determined, as on most Linux systems)."""
    return uname().processor


def system_alias(system, release, version):
    """(system, release, version) with marketing names where CPython has them (none
    apply on Linux)."""
    if system == 'SunOS':
        if release < '5':
            return system, release, version
        parts = release.split('.')
        if parts:
            try:
                major = int(parts[0])
            except ValueError:
                pass
            else:
                parts[0] = str(major - 3)
                release = '.'.join(parts)
        system = 'Solaris' if release < '6' else 'Solaris'
    elif system in ('win32', 'win16'):
        system = 'Windows'
    return system, release, version


def libc_ver(executable=None, lib='', version='', chunksize=16384):
    """('glibc', version) of the C library this interpreter runs on."""
    if executable is None:
        try:
            ver = os.confstr('CS_GNU_LIBC_VERSION')
            parts = ver.split(maxsplit=1)
            if len(parts) == 2:
                return tuple(parts)
        except (AttributeError, ValueError, OSError):
            pass
    return lib, version


def architecture(executable=sys.executable, bits='', linkage=''):
    """(bits, linkage) of the interpreter binary: ('64bit', 'ELF') here."""
    if not bits:
        bits = '64bit' if sys.maxsize > 2 ** 32 else '32bit'
    if executable:
        try:
            with open(executable, 'rb') as f:
                magic = f.read(4)
            if magic == b'\x7fELF':
                linkage = 'ELF'
        except OSError:
            pass
    return bits, linkage


def _platform_text(*args):
    text = '-'.join(x.strip() for x in filter(len, args))
    for c in ' /\\:;"()':
        text = text.replace(c, '_')
    while '--' in text:
        text = text.replace('--', '-')
    return text.rstrip('-')


def platform(aliased=False, terse=False):
    """One string naming the platform, e.g. 'Linux-6.1.0-13-amd64-x86_64-with-glibc2.36'."""
    system_, node_, release_, version_, machine_, processor_ = uname()
    if machine_ == processor_:
        processor_ = ''
    if aliased:
        system_, release_, version_ = system_alias(system_, release_, version_)
    # On Linux, terse=True changes nothing (as in CPython 3.11: the glibc form is used).
    libcname, libcversion = libc_ver()
    return _platform_text(system_, release_, machine_, processor_, 'with',
                          libcname + libcversion)


def freedesktop_os_release():
    """The fields of /etc/os-release (or /usr/lib/os-release) as a dict; OSError when
    neither exists."""
    errno = None
    for candidate in ("/etc/os-release", "/usr/lib/os-release"):
        try:
            with open(candidate, encoding="utf-8") as f:
                lines = f.read().splitlines()
            break
        except OSError as e:
            errno = e.errno
    else:
        raise OSError(errno, "Unable to read files %s" % ", ".join(
            ("/etc/os-release", "/usr/lib/os-release")))
    info = {"NAME": "Linux", "ID": "linux", "PRETTY_NAME": "Linux"}
    for line in lines:
        line = line.strip()
        if not line or line.startswith('#') or '=' not in line:
            continue
        key, _, value = line.partition('=')
        if not key.replace('_', '').isalnum():
            continue
        if len(value) >= 2 and value[0] == value[-1] and value[0] in '"\'':
            value = value[1:-1]
            for a, b in (('\\\\', '\\'), ('\\"', '"'), ("\\'", "'"), ('\\$', '$'),
                         ('\\`', '`')):
                value = value.replace(a, b)
        info[key] = value
    return info


def _version_parts():
    v = sys.version_info
    return str(v[0]), str(v[1]), str(v[2])


def python_version():
    """'major.minor.patchlevel' of the language version implemented."""
    return '.'.join(_version_parts())


def python_version_tuple():
    """(major, minor, patchlevel) as strings."""
    return _version_parts()


def python_implementation():
    """The interpreter's name: 'TensorPy' (CPython's says 'CPython')."""
    name = getattr(sys.implementation, 'name', 'tensorpy')
    return {'tensorpy': 'TensorPy', 'cpython': 'CPython', 'pypy': 'PyPy'}.get(name, name)


def python_compiler():
    """The compiler that built the interpreter."""
    text = sys.version
    if '[' in text and ']' in text:
        return text[text.index('[') + 1:text.rindex(']')]
    return ''


def python_build():
    """(build number, build date) of the interpreter."""
    return ('main', '')


def python_branch():
    return ''


def python_revision():
    return ''


def mac_ver(release='', versioninfo=('', '', ''), machine=''):
    """('', ('', '', ''), '') off macOS."""
    return release, versioninfo, machine


def win32_ver(release='', version='', csd='', ptype=''):
    """('', '', '', '') off Windows."""
    return release, version, csd, ptype


def win32_edition():
    return None


def win32_is_iot():
    return False


def java_ver(release='', vendor='', vminfo=('', '', ''), osinfo=('', '', '')):
    """The defaults: this is not Jython."""
    return release, vendor, vminfo, osinfo
