"""pwd: the password database (user accounts), as CPython 3.11's pwd on Linux.

Read from /etc/passwd on each call (CPython asks the C library, which may also consult
other NSS sources such as LDAP or systemd: only the local file's accounts are seen here;
docs/stdlib.md). Entries are struct_passwd tuples (pw_name, pw_passwd, pw_uid, pw_gid,
pw_gecos, pw_dir, pw_shell). Argument checks and messages are CPython's: uids outside a
uid_t (other than -1) are simply not found. Written for TensorPy from the library
reference and black-box comparison.
"""

from os._system import _struct_seq

struct_passwd = _struct_seq('struct_passwd', 'pwd',
                            ('pw_name', 'pw_passwd', 'pw_uid', 'pw_gid', 'pw_gecos',
                             'pw_dir', 'pw_shell'))


def _entries():
    try:
        with open('/etc/passwd', encoding='utf-8', errors='surrogateescape') as f:
            lines = f.read().splitlines()
    except OSError:
        return []
    out = []
    for line in lines:
        fields = line.split(':')
        if len(fields) != 7 or line.startswith(('#', '+', '-')):
            continue
        try:
            uid, gid = int(fields[2]), int(fields[3])
        except ValueError:
            continue
        out.append(struct_passwd((fields[0], fields[1], uid, gid, fields[4], fields[5],
                                  fields[6])))
    return out


def _one_argument(name, args, kwargs):
    if kwargs:
        raise TypeError("pwd.%s() takes no keyword arguments" % name)
    if len(args) != 1:
        raise TypeError("pwd.%s() takes exactly one argument (%d given)" % (name, len(args)))
    return args[0]


def getpwuid(*args, **kwargs):
    """Return the password database entry for the given numeric user ID.

    See `help(pwd)` for more on password database entries."""
    uid = _one_argument('getpwuid', args, kwargs)
    try:
        import operator
        uid = operator.index(uid)
    except TypeError:
        raise TypeError("uid should be integer, not %s" % type(uid).__name__) from None
    if uid == 2 ** 32 - 1:
        uid = -1
    if not (uid == -1 or 0 <= uid < 2 ** 32):
        raise KeyError('getpwuid(): uid not found')
    for e in _entries():
        if e.pw_uid == uid:
            return e
    raise KeyError('getpwuid(): uid not found: %d' % uid)


def getpwnam(*args, **kwargs):
    """Return the password database entry for the given user name.

    See `help(pwd)` for more on password database entries."""
    name = _one_argument('getpwnam', args, kwargs)
    if not isinstance(name, str):
        raise TypeError("getpwnam() argument must be str, not %s" % type(name).__name__)
    if '\0' in name:
        raise ValueError("embedded null byte")
    for e in _entries():
        if e.pw_name == name:
            return e
    raise KeyError("getpwnam(): name not found: %r" % name)


def getpwall():
    """Return a list of all available password database entries, in arbitrary order.

    See help(pwd) for more on password database entries."""
    return _entries()
