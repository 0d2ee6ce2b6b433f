"""grp: the group database, as CPython 3.11's grp on Linux.

Read from /etc/group on each call (CPython's C library may also consult other NSS sources;
only the local file's groups are seen here, docs/stdlib.md). Entries are struct_group
tuples (gr_name, gr_passwd, gr_gid, gr_mem). Argument checks and messages are CPython's,
including its OverflowErrors for gids outside a gid_t. Written for TensorPy from the
library reference and black-box comparison.
"""

from os._system import _struct_seq

struct_group = _struct_seq('struct_group', 'grp', ('gr_name', 'gr_passwd', 'gr_gid', 'gr_mem'))

def _entries():
    try:
        with open('/etc/group', encoding='utf-8', errors='surrogateescape') as f:
            lines = f.read().splitlines()
    except OSError:
        return []
    out = []
    for line in lines:
        fields = line.split(':')
        if len(fields) != 4 or line.startswith(('#', '+', '-')):
            continue
        try:
            gid = int(fields[2])
        except ValueError:
            continue
        members = [m for m in fields[3].split(',') if m]
        out.append(struct_group((fields[0], fields[1], gid, members)))
    return out


def _argument(fname, pname, args, kwargs):
    given = len(args) + len(kwargs)
    if given > 1:
        raise TypeError("%s() takes at most 1 argument (%d given)" % (fname, given))
    if args:
        return args[0]
    if pname in kwargs:
        return kwargs[pname]
    raise TypeError("%s() missing required argument '%s' (pos 1)" % (fname, pname))


def getgrgid(*args, **kwargs):
    """Return the group database entry for the given numeric group ID.

    If id is not valid, raise KeyError."""
    gid = _argument('getgrgid', 'id', args, kwargs)
    try:
        import operator
        gid = operator.index(gid)
    except TypeError:
        raise TypeError("gid should be integer, not %s" % type(gid).__name__) from None
    if gid == 2 ** 32 - 1:
        gid = -1
    if gid >= 2 ** 63:
        raise OverflowError("gid is greater than maximum")
    if not (gid == -1 or 0 <= gid < 2 ** 32):
        raise OverflowError("gid is less than minimum")
    for e in _entries():
        if e.gr_gid == gid:
            return e
    raise KeyError('getgrgid(): gid not found: %d' % gid)


def getgrnam(*args, **kwargs):
    """Return the group database entry for the given group name.

    If name is not valid, raise KeyError."""
    name = _argument('getgrnam', 'name', args, kwargs)
    if not isinstance(name, str):
        raise TypeError("getgrnam() argument 'name' must be str, not %s" % type(name).__name__)
    if '\0' in name:
        raise ValueError("embedded null byte")
    for e in _entries():
        if e.gr_name == name:
            return e
    raise KeyError("getgrnam(): name not found: %r" % name)


def getgrall():
    """Return a list of all available group entries, in arbitrary order.

    An entry whose name starts with '+' or '-' represents an instruction
    to use YP/NIS and may not be accessible via getgrnam or getgrgid."""
    return _entries()
