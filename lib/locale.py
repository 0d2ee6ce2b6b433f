"""locale: the C library's locale settings (native _locale: setlocale, localeconv,
nl_langinfo, strcoll, strxfrm) and the Python layer CPython 3.11 puts on top: getlocale,
getdefaultlocale, getencoding, getpreferredencoding, normalize (Note [Locale names]),
format_string/format/currency/str with grouping and the locale's decimal point, atof,
atoi, delocalize, localize, and locale.Error for an unsupported locale. As in CPython,
LC_CTYPE follows the environment from the first import (the C library's other
categories stay "C" until setlocale is called).

Note [Locale names]
normalize() maps a user-typed name to what the C library expects: lower-case, language
aliases ('english' -> 'en_EN'), the default encoding of a bare language or territory
('de_DE' -> 'de_DE.ISO8859-1'), canonical encoding spellings ('utf8' -> 'UTF-8',
'latin1' -> 'ISO8859-1'), and modifiers ('@euro' selects ISO8859-15). The tables hold the
common locales, not CPython's full list; an unknown name comes back unchanged."""

import sys
import _locale
from _locale import (setlocale as _setlocale, localeconv, strcoll, strxfrm, nl_langinfo,
                     LC_CTYPE, LC_COLLATE, LC_TIME, LC_MONETARY, LC_NUMERIC, LC_ALL,
                     LC_MESSAGES, CHAR_MAX, CODESET, D_T_FMT, D_FMT, T_FMT, T_FMT_AMPM,
                     RADIXCHAR, THOUSEP, YESEXPR, NOEXPR, CRNCYSTR, ERA, ERA_D_FMT,
                     ERA_D_T_FMT, ERA_T_FMT, ALT_DIGITS, AM_STR, PM_STR)

for _name in dir(_locale):
    if _name[:4] in ('DAY_', 'MON_') or _name[:5] in ('ABDAY', 'ABMON'):
        globals()[_name] = getattr(_locale, _name)
del _name

__all__ = ["getlocale", "getdefaultlocale", "getpreferredencoding", "Error",
           "setlocale", "resetlocale", "localeconv", "strcoll", "strxfrm",
           "str", "atof", "atoi", "format", "format_string", "currency",
           "normalize", "LC_CTYPE", "LC_COLLATE", "LC_TIME", "LC_MONETARY",
           "LC_NUMERIC", "LC_ALL", "CHAR_MAX", "getencoding", "LC_MESSAGES"]

_builtin_str = str


class Error(Exception):
    """An unsupported locale setting."""


def setlocale(category, locale=None):
    """Sets the locale of `category` (a name, or a (language, encoding) pair, normalised
    first); with no locale, returns the current setting."""
    if locale and not isinstance(locale, _builtin_str):
        locale = normalize(_build_localename(locale))
    result = _setlocale(category, locale)
    if result is None:
        raise Error('unsupported locale setting')
    return result


# --- names (Note [Locale names]) ---

locale_encoding_alias = {
    '437': 'C', 'c': 'C', 'en': 'ISO8859-1', 'jis': 'JIS7', 'jis7': 'JIS7', 'ajec': 'eucJP',
    'koi8c': 'KOI8-C', 'microsoftcp1251': 'CP1251', 'microsoftcp1255': 'CP1255',
    'microsoftcp1256': 'CP1256', '88591': 'ISO8859-1', '88592': 'ISO8859-2',
    '88595': 'ISO8859-5', '885915': 'ISO8859-15', 'ascii': 'ISO8859-1', 'latin_1': 'ISO8859-1',
    'iso8859_1': 'ISO8859-1', 'iso8859_10': 'ISO8859-10', 'iso8859_11': 'ISO8859-11',
    'iso8859_13': 'ISO8859-13', 'iso8859_14': 'ISO8859-14', 'iso8859_15': 'ISO8859-15',
    'iso8859_16': 'ISO8859-16', 'iso8859_2': 'ISO8859-2', 'iso8859_3': 'ISO8859-3',
    'iso8859_4': 'ISO8859-4', 'iso8859_5': 'ISO8859-5', 'iso8859_6': 'ISO8859-6',
    'iso8859_7': 'ISO8859-7', 'iso8859_8': 'ISO8859-8', 'iso8859_9': 'ISO8859-9',
    'iso2022_jp': 'JIS7', 'shift_jis': 'SJIS', 'tactis': 'TACTIS', 'euc_jp': 'eucJP',
    'euc_kr': 'eucKR', 'utf_8': 'UTF-8', 'koi8_r': 'KOI8-R', 'koi8_t': 'KOI8-T',
    'koi8_u': 'KOI8-U', 'kz1048': 'RK1048', 'cp1251': 'CP1251', 'cp1255': 'CP1255',
    'cp1256': 'CP1256', 'latin1': 'ISO8859-1', 'latin9': 'ISO8859-15', 'utf8': 'UTF-8',
    'iso88591': 'ISO8859-1', 'iso88592': 'ISO8859-2', 'iso88595': 'ISO8859-5',
    'iso885915': 'ISO8859-15', 'iso885913': 'ISO8859-13', 'iso88597': 'ISO8859-7',
    'iso88599': 'ISO8859-9', 'eucjp': 'eucJP', 'euckr': 'eucKR', 'gb2312': 'gb2312',
    'gbk': 'GBK', 'gb18030': 'gb18030', 'big5': 'big5', 'sjis': 'SJIS', 'cp1252': 'CP1252',
}

# language[_territory] -> its default full name.
_DEFAULTS = {
    'c': 'C', 'posix': 'C', 'c.ascii': 'C', 'c.en': 'C', 'c.iso88591': 'en_US.ISO8859-1',
    'c.utf8': 'en_US.UTF-8', 'en': 'en_US.ISO8859-1', 'en_us': 'en_US.ISO8859-1',
    'en_gb': 'en_GB.ISO8859-1', 'en_au': 'en_AU.ISO8859-1', 'en_ca': 'en_CA.ISO8859-1',
    'en_ie': 'en_IE.ISO8859-1', 'en_nz': 'en_NZ.ISO8859-1', 'en_in': 'en_IN.ISO8859-1',
    'en_za': 'en_ZA.ISO8859-1', 'english': 'en_EN.ISO8859-1', 'english_us': 'en_US.ISO8859-1',
    'american': 'en_US.ISO8859-1', 'de': 'de_DE.ISO8859-1', 'de_de': 'de_DE.ISO8859-1',
    'de_at': 'de_AT.ISO8859-1', 'de_ch': 'de_CH.ISO8859-1', 'german': 'de_DE.ISO8859-1',
    'fr': 'fr_FR.ISO8859-1', 'fr_fr': 'fr_FR.ISO8859-1', 'fr_be': 'fr_BE.ISO8859-1',
    'fr_ca': 'fr_CA.ISO8859-1', 'fr_ch': 'fr_CH.ISO8859-1', 'french': 'fr_FR.ISO8859-1',
    'es': 'es_ES.ISO8859-1', 'es_es': 'es_ES.ISO8859-1', 'es_mx': 'es_MX.ISO8859-1',
    'es_ar': 'es_AR.ISO8859-1', 'spanish': 'es_ES.ISO8859-1', 'it': 'it_IT.ISO8859-1',
    'it_it': 'it_IT.ISO8859-1', 'italian': 'it_IT.ISO8859-1', 'pt': 'pt_PT.ISO8859-1',
    'pt_pt': 'pt_PT.ISO8859-1', 'pt_br': 'pt_BR.ISO8859-1', 'nl': 'nl_NL.ISO8859-1',
    'nl_nl': 'nl_NL.ISO8859-1', 'nl_be': 'nl_BE.ISO8859-1', 'sv': 'sv_SE.ISO8859-1',
    'sv_se': 'sv_SE.ISO8859-1', 'da': 'da_DK.ISO8859-1', 'da_dk': 'da_DK.ISO8859-1',
    'fi': 'fi_FI.ISO8859-1', 'fi_fi': 'fi_FI.ISO8859-1', 'no': 'no_NO.ISO8859-1',
    'no_no': 'no_NO.ISO8859-1', 'nb_no': 'nb_NO.ISO8859-1', 'is': 'is_IS.ISO8859-1',
    'is_is': 'is_IS.ISO8859-1', 'ca': 'ca_ES.ISO8859-1', 'ca_es': 'ca_ES.ISO8859-1',
    'pl': 'pl_PL.ISO8859-2', 'pl_pl': 'pl_PL.ISO8859-2', 'cs': 'cs_CZ.ISO8859-2',
    'cs_cz': 'cs_CZ.ISO8859-2', 'hu': 'hu_HU.ISO8859-2', 'hu_hu': 'hu_HU.ISO8859-2',
    'sk': 'sk_SK.ISO8859-2', 'sk_sk': 'sk_SK.ISO8859-2', 'ro': 'ro_RO.ISO8859-2',
    'ro_ro': 'ro_RO.ISO8859-2', 'hr': 'hr_HR.ISO8859-2', 'hr_hr': 'hr_HR.ISO8859-2',
    'sl': 'sl_SI.ISO8859-2', 'sl_si': 'sl_SI.ISO8859-2', 'ru': 'ru_RU.UTF-8',
    'ru_ru': 'ru_RU.UTF-8', 'uk': 'uk_UA.KOI8-U', 'uk_ua': 'uk_UA.KOI8-U',
    'el': 'el_GR.ISO8859-7', 'el_gr': 'el_GR.ISO8859-7', 'tr': 'tr_TR.ISO8859-9',
    'tr_tr': 'tr_TR.ISO8859-9', 'he': 'he_IL.ISO8859-8', 'he_il': 'he_IL.ISO8859-8',
    'ja': 'ja_JP.eucJP', 'ja_jp': 'ja_JP.eucJP', 'japanese': 'ja_JP.eucJP',
    'ko': 'ko_KR.eucKR', 'ko_kr': 'ko_KR.eucKR', 'korean': 'ko_KR.eucKR',
    'zh': 'zh_CN.eucCN', 'zh_cn': 'zh_CN.gb2312', 'zh_tw': 'zh_TW.big5',
    'zh_hk': 'zh_HK.big5hkscs', 'th': 'th_TH.ISO8859-11', 'th_th': 'th_TH.ISO8859-11',
    'vi': 'vi_VN.TCVN', 'vi_vn': 'vi_VN.TCVN', 'ar': 'ar_AA.ISO8859-6',
    'ar_sa': 'ar_SA.ISO8859-6', 'ar_eg': 'ar_EG.ISO8859-6', 'hi_in': 'hi_IN.ISCII-DEV',
    'sr': 'sr_RS.UTF-8', 'sr_rs': 'sr_RS.UTF-8', 'sr_rs@latin': 'sr_RS.UTF-8@latin',
    'sr@latin': 'sr_RS.UTF-8@latin', 'et': 'et_EE.ISO8859-15', 'et_ee': 'et_EE.ISO8859-15',
    'lt': 'lt_LT.ISO8859-13', 'lt_lt': 'lt_LT.ISO8859-13', 'lv': 'lv_LV.ISO8859-13',
    'lv_lv': 'lv_LV.ISO8859-13', 'bg': 'bg_BG.CP1251', 'bg_bg': 'bg_BG.CP1251',
    'id': 'id_ID.ISO8859-1', 'id_id': 'id_ID.ISO8859-1',
}

locale_alias = dict(_DEFAULTS)
# Modifiers that pick an encoding: '@euro' is ISO8859-15.
_MODIFIER_ENCODINGS = {'euro': 'ISO8859-15'}


def _replace_encoding(code, encoding):
    # Puts `encoding` (canonicalised) in place of `code`'s own, keeping any modifier.
    lang, _, rest = code.partition('.')
    modifier = ''
    if '@' in rest:
        modifier = '@' + rest.split('@', 1)[1]
    elif '@' in lang:
        lang, modifier = lang.split('@', 1)
        modifier = '@' + modifier
    norm = encoding.lower().replace('-', '').replace('_', '')
    canon = locale_encoding_alias.get(norm) or locale_encoding_alias.get(encoding.lower())
    return lang + '.' + (canon or encoding) + modifier


def normalize(localename):
    """The C library's spelling of a locale name (Note [Locale names])."""
    code = localename.lower()
    if ':' in code:
        code = code.replace(':', '.')
    modifier = ''
    if '@' in code:
        code, modifier = code.split('@', 1)
    if '.' in code:
        langname, encoding = code.split('.')[:2]
    else:
        langname, encoding = code, ''
    norm_encoding = encoding.replace('-', '').replace('_', '')
    key = langname + ('.' + norm_encoding if norm_encoding else '')
    if modifier:
        full = locale_alias.get(key + '@' + modifier)
        if full is not None:
            return full
    if norm_encoding:
        if key in locale_alias:
            return locale_alias[key]
        base = locale_alias.get(langname)
        canon = locale_encoding_alias.get(norm_encoding)
        if base is not None and canon is not None:
            return _replace_encoding(base, canon).split('@')[0]
        return localename
    base = locale_alias.get(langname)
    if base is None:
        return localename
    if modifier:
        enc = _MODIFIER_ENCODINGS.get(modifier)
        if enc is not None:
            return base.split('.')[0] + '.' + enc
        return base + '@' + modifier
    return base


def _parse_localename(localename):
    code = normalize(localename)
    if '@' in code:
        code, modifier = code.split('@', 1)
        if modifier == 'euro' and '.' not in code:
            return code, 'iso-8859-15'
    if '.' in code:
        return tuple(code.split('.')[:2])
    if code == 'C':
        return None, None
    if code == 'UTF-8':
        return None, 'UTF-8'
    raise ValueError('unknown locale: %s' % localename)


def _build_localename(localetuple):
    try:
        language, encoding = localetuple
        if language is None:
            language = 'C'
        if encoding is None:
            return language
        return language + '.' + encoding
    except (TypeError, ValueError):
        raise TypeError('Locale must be None, a string, or an iterable of two strings '
                        '-- language code, encoding.') from None


def getlocale(category=LC_CTYPE):
    """(language code, encoding) of `category`'s current setting; (None, None) for C."""
    localename = _setlocale(category)
    if category == LC_ALL and ';' in localename:
        raise TypeError('category LC_ALL is not supported')
    return _parse_localename(localename)


def getdefaultlocale(envvars=('LC_ALL', 'LC_CTYPE', 'LANG', 'LANGUAGE')):
    """(language code, encoding) from the environment (deprecated since 3.11)."""
    import warnings
    warnings.warn("'locale.getdefaultlocale' is deprecated and slated for removal in "
                  "Python 3.15. Use setlocale(), getencoding() and getlocale() instead.",
                  DeprecationWarning, stacklevel=2)
    import os
    for variable in envvars:
        localename = os.environ.get(variable)
        if localename:
            if variable == 'LANGUAGE':
                localename = localename.split(':')[0]
            break
    else:
        localename = 'C'
    return _parse_localename(localename)


def resetlocale(category=LC_ALL):
    """Sets `category` to the environment's default (deprecated since 3.11)."""
    import warnings
    warnings.warn('Use locale.setlocale(locale.LC_ALL, "") instead', DeprecationWarning,
                  stacklevel=2)
    _setlocale(category, '')


def _utf8_mode():
    flags = getattr(sys, 'flags', None)
    return bool(getattr(flags, 'utf8_mode', 0))


def getencoding():
    """The locale encoding: LC_CTYPE's codeset, e.g. 'UTF-8' ('ANSI_X3.4-1968' in C)."""
    return nl_langinfo(CODESET) or 'utf-8'


def getpreferredencoding(do_setlocale=True):
    """The encoding text data is assumed to use: 'utf-8' in UTF-8 mode; otherwise the
    codeset of the user's locale (do_setlocale=True sets LC_CTYPE from the environment
    for the question, then restores it) or of the current LC_CTYPE."""
    if _utf8_mode():
        return 'utf-8'
    if not do_setlocale:
        return getencoding()
    old = _setlocale(LC_CTYPE)
    try:
        _setlocale(LC_CTYPE, '')
        return getencoding()
    finally:
        _setlocale(LC_CTYPE, old)


# --- number formatting ---

def _grouping_intervals(grouping):
    last_interval = None
    for interval in grouping:
        if interval == CHAR_MAX:
            return
        if interval == 0:
            if last_interval is None:
                raise ValueError("invalid grouping")
            while True:
                yield last_interval
        yield interval
        last_interval = interval


def _group(s, monetary=False):
    conv = localeconv()
    thousands_sep = conv[monetary and 'mon_thousands_sep' or 'thousands_sep']
    grouping = conv[monetary and 'mon_grouping' or 'grouping']
    if not grouping:
        return s, 0
    if s[-1] == ' ':
        stripped = s.rstrip()
        right_spaces = s[len(stripped):]
        s = stripped
    else:
        right_spaces = ''
    left_spaces = ''
    groups = []
    for interval in _grouping_intervals(grouping):
        if not s or s[-1] not in "0123456789":
            left_spaces = s
            s = ''
            break
        groups.append(s[-interval:])
        s = s[:-interval]
    if s:
        groups.append(s)
    groups.reverse()
    return (left_spaces + thousands_sep.join(groups) + right_spaces,
            len(thousands_sep) * (len(groups) - 1))


def _strip_padding(s, amount):
    lpos = 0
    while amount and s[lpos] == ' ':
        lpos += 1
        amount -= 1
    rpos = len(s) - 1
    while amount and s[rpos] == ' ':
        rpos -= 1
        amount -= 1
    return s[lpos:rpos + 1]


def _format_one(percent, value, grouping=False, monetary=False, *additional):
    if additional:
        formatted = percent % ((value,) + additional)
    else:
        formatted = percent % value
    if percent[-1] in 'eEfFgGdiu':
        seps = 0
        parts = formatted.split('.')
        if grouping:
            parts[0], seps = _group(parts[0], monetary=monetary)
        decimal_point = localeconv()[monetary and 'mon_decimal_point' or 'decimal_point']
        formatted = decimal_point.join(parts)
        if seps:
            formatted = _strip_padding(formatted, seps)
    return formatted


def _directives(f):
    """(start, end) of each %-directive of `f`, '%%' included."""
    spans = []
    i = 0
    n = len(f)
    while i < n:
        if f[i] != '%':
            i += 1
            continue
        j = i + 1
        if j < n and f[j] == '(':
            close = f.find(')', j)
            if close < 0:
                break
            j = close + 1
        while j < n and f[j] in '#0- +*.0123456789':
            j += 1
        while j < n and f[j] in 'hlL':
            j += 1
        if j >= n:
            break
        spans.append((i, j + 1))
        i = j + 1
    return spans


def format_string(f, val, grouping=False, monetary=False):
    """f % val, with each number formatted per the locale (decimal point; thousands
    separators when grouping is true)."""
    spans = _directives(f)
    template = []
    last = 0
    for start, end in spans:
        template.append(f[last:start])
        template.append('%s')
        last = end
    template.append(f[last:])
    results = []
    if hasattr(val, 'keys') and hasattr(val, '__getitem__'):
        for start, end in spans:
            spec = f[start:end]
            results.append('%' if spec[-1] == '%' else _format_one(spec, val, grouping, monetary))
    else:
        if not isinstance(val, tuple):
            val = (val,)
        k = 0
        for start, end in spans:
            spec = f[start:end]
            if spec[-1] == '%':
                results.append('%')
                continue
            stars = spec.count('*')
            results.append(_format_one(spec, val[k], grouping, monetary, *val[k + 1:k + 1 + stars]))
            k += 1 + stars
    return ''.join(template) % tuple(results)


def format(percent, value, grouping=False, monetary=False, *additional):
    """format_string() of exactly one %-directive (deprecated)."""
    import warnings
    warnings.warn("This method will be removed in a future version of Python. "
                  "Use 'locale.format_string()' instead.", DeprecationWarning, stacklevel=2)
    spans = _directives(percent)
    if len(spans) != 1 or spans[0] != (0, len(percent)):
        raise ValueError(("format() must be given exactly one %%char "
                          "format specifier, %s not valid") % repr(percent))
    return _format_one(percent, value, grouping, monetary, *additional)


def currency(val, symbol=True, grouping=False, international=False):
    """`val` formatted as money in the current locale (ValueError in the C locale)."""
    conv = localeconv()
    digits = conv[international and 'int_frac_digits' or 'frac_digits']
    if digits == 127:
        raise ValueError("Currency formatting is not possible using the 'C' locale.")
    s = _format_one('%%.%if' % digits, abs(val), grouping, monetary=True)
    s = '<' + s + '>'
    if symbol:
        smb = conv[international and 'int_curr_symbol' or 'currency_symbol']
        precedes = conv[val < 0 and 'n_cs_precedes' or 'p_cs_precedes']
        separated = conv[val < 0 and 'n_sep_by_space' or 'p_sep_by_space']
        if precedes:
            s = smb + (separated and ' ' or '') + s
        else:
            if international and smb[-1] == ' ':
                smb = smb[:-1]
            s = s + (separated and ' ' or '') + smb
    sign_pos = conv[val < 0 and 'n_sign_posn' or 'p_sign_posn']
    sign = conv[val < 0 and 'negative_sign' or 'positive_sign']
    if sign_pos == 0:
        s = '(' + s + ')'
    elif sign_pos == 1:
        s = sign + s
    elif sign_pos == 2:
        s = s + sign
    elif sign_pos == 3:
        s = s.replace('<', sign)
    elif sign_pos == 4:
        s = s.replace('>', sign)
    else:
        s = sign + s
    return s.replace('<', '').replace('>', '')


def str(val):
    """`val` as '%.12g' with the locale's decimal point."""
    return _format_one("%.12g", val)


def delocalize(string):
    """A locale-formatted number string in plain form (no separators, '.' point)."""
    conv = localeconv()
    ts = conv['thousands_sep']
    if ts:
        string = string.replace(ts, '')
    dd = conv['decimal_point']
    if dd:
        string = string.replace(dd, '.')
    return string


def localize(string, grouping=False, monetary=False):
    """A plain number string in the locale's format."""
    return _format_one('%s', string, grouping, monetary)


def atof(string, func=float):
    """A locale-formatted number string as a float (or func(...))."""
    return func(delocalize(string))


def atoi(string):
    """A locale-formatted integer string as an int."""
    return int(delocalize(string))
