"""os.path: pathname manipulation for POSIX (a port of CPython 3.11's posixpath and
genericpath). Also importable as `import os.path`."""

import posix as _posix

__all__ = ["normcase", "isabs", "join", "splitdrive", "split", "splitext", "basename",
           "dirname", "commonprefix", "getsize", "getmtime", "getatime", "getctime",
           "islink", "exists", "lexists", "isdir", "isfile", "ismount", "expanduser",
           "expandvars", "normpath", "abspath", "samefile", "sameopenfile", "samestat",
           "curdir", "pardir", "sep", "pathsep", "defpath", "altsep", "extsep", "devnull",
           "realpath", "relpath", "commonpath"]

curdir = '.'
pardir = '..'
extsep = '.'
sep = '/'
pathsep = ':'
defpath = '/bin:/usr/bin'
altsep = None
devnull = '/dev/null'

_S_IFMT = 0o170000
_S_IFDIR = 0o040000
_S_IFREG = 0o100000
_S_IFLNK = 0o120000


def _fspath(path):
    if isinstance(path, (str, bytes)):
        return path
    path_type = type(path)
    try:
        path_repr = path_type.__fspath__(path)
    except AttributeError:
        if hasattr(path_type, '__fspath__'):
            raise
        raise TypeError("expected str, bytes or os.PathLike object, not " + path_type.__name__)
    if isinstance(path_repr, (str, bytes)):
        return path_repr
    raise TypeError("expected {}.__fspath__() to return str or bytes, not {}".format(
        path_type.__name__, type(path_repr).__name__))


def _get_sep(path):
    return b'/' if isinstance(path, bytes) else '/'


def normcase(s):
    return _fspath(s)


def isabs(s):
    s = _fspath(s)
    return s.startswith(_get_sep(s))


def join(a, *p):
    a = _fspath(a)
    sep = _get_sep(a)
    path = a
    if not p:
        path[:0] + sep
    for b in map(_fspath, p):
        if type(b) is not type(a):
            raise TypeError("Can't mix strings and bytes in path components")
        if b.startswith(sep):
            path = b
        elif not path or path.endswith(sep):
            path += b
        else:
            path += sep + b
    return path


def split(p):
    p = _fspath(p)
    sep = _get_sep(p)
    i = p.rfind(sep) + 1
    head, tail = p[:i], p[i:]
    if head and head != sep * len(head):
        head = head.rstrip(sep)
    return head, tail


def splitext(p):
    p = _fspath(p)
    if isinstance(p, bytes):
        sep, extsep_ = b'/', b'.'
    else:
        sep, extsep_ = '/', '.'
    sep_index = p.rfind(sep)
    dot_index = p.rfind(extsep_)
    if dot_index > sep_index:
        filename_index = sep_index + 1
        while filename_index < dot_index:
            if p[filename_index:filename_index + 1] != extsep_:
                return p[:dot_index], p[dot_index:]
            filename_index += 1
    return p, p[:0]


def splitdrive(p):
    p = _fspath(p)
    return p[:0], p


def basename(p):
    p = _fspath(p)
    i = p.rfind(_get_sep(p)) + 1
    return p[i:]


def dirname(p):
    p = _fspath(p)
    sep = _get_sep(p)
    i = p.rfind(sep) + 1
    head = p[:i]
    if head and head != sep * len(head):
        head = head.rstrip(sep)
    return head


def _stat(path):
    st = _posix.stat(_fspath(path))
    return st


def exists(path):
    try:
        _posix.stat(_fspath(path))
    except (OSError, ValueError):
        return False
    return True


def lexists(path):
    try:
        _posix.lstat(_fspath(path))
    except (OSError, ValueError):
        return False
    return True


def isfile(path):
    try:
        st = _posix.stat(_fspath(path))
    except (OSError, ValueError):
        return False
    return st[0] & _S_IFMT == _S_IFREG


def isdir(s):
    try:
        st = _posix.stat(_fspath(s))
    except (OSError, ValueError):
        return False
    return st[0] & _S_IFMT == _S_IFDIR


def islink(path):
    try:
        st = _posix.lstat(_fspath(path))
    except (OSError, ValueError, AttributeError):
        return False
    return st[0] & _S_IFMT == _S_IFLNK


def ismount(path):
    path = _fspath(path)
    try:
        s1 = _posix.lstat(path)
    except (OSError, ValueError):
        return False
    if s1[0] & _S_IFMT == _S_IFLNK:
        return False
    parent = join(path, b'..' if isinstance(path, bytes) else '..')
    try:
        s2 = _posix.lstat(parent)
    except (OSError, ValueError):
        return False
    if s1[2] != s2[2]:
        return True
    if s1[1] == s2[1]:
        return True
    return False


def getsize(filename):
    return _posix.stat(_fspath(filename))[6]


def getmtime(filename):
    return _posix.stat(_fspath(filename))[8]


def getatime(filename):
    return _posix.stat(_fspath(filename))[7]


def getctime(filename):
    return _posix.stat(_fspath(filename))[9]


def samestat(s1, s2):
    return s1.st_ino == s2.st_ino and s1.st_dev == s2.st_dev


def samefile(f1, f2):
    a = _posix.stat(_fspath(f1))
    b = _posix.stat(_fspath(f2))
    return a[1] == b[1] and a[2] == b[2]


def sameopenfile(fp1, fp2):
    a = _posix.stat(fp1)
    b = _posix.stat(fp2)
    return a[1] == b[1] and a[2] == b[2]


def commonprefix(m):
    if not m:
        return ''
    if not isinstance(m[0], (list, tuple)):
        m = tuple(map(_fspath, m))
    s1 = min(m)
    s2 = max(m)
    for i, c in enumerate(s1):
        if c != s2[i]:
            return s1[:i]
    return s1


def expanduser(path):
    path = _fspath(path)
    tilde = b'~' if isinstance(path, bytes) else '~'
    if not path.startswith(tilde):
        return path
    sep = _get_sep(path)
    i = path.find(sep, 1)
    if i < 0:
        i = len(path)
    if i == 1:
        env = _posix._environ()
        if 'HOME' not in env:
            return path
        userhome = env['HOME']
    else:
        return path
    if isinstance(path, bytes):
        userhome = userhome.encode()
    root = b'/' if isinstance(path, bytes) else '/'
    userhome = userhome.rstrip(root)
    return (userhome + path[i:]) or root


def expandvars(path):
    path = _fspath(path)
    if isinstance(path, bytes):
        return path
    if '$' not in path:
        return path
    env = _posix._environ()
    res = []
    i = 0
    n = len(path)
    while i < n:
        c = path[i]
        if c != '$':
            res.append(c)
            i += 1
            continue
        if i + 1 < n and path[i + 1] == '{':
            j = path.find('}', i + 2)
            if j < 0:
                res.append(path[i:])
                break
            name = path[i + 2:j]
            if name in env:
                res.append(env[name])
            else:
                res.append(path[i:j + 1])
            i = j + 1
            continue
        j = i + 1
        while j < n and (path[j].isalnum() or path[j] == '_'):
            j += 1
        name = path[i + 1:j]
        if name and name in env:
            res.append(env[name])
        else:
            res.append(path[i:j])
        i = j
    return ''.join(res)


def normpath(path):
    path = _fspath(path)
    if isinstance(path, bytes):
        sep, empty, dot, dotdot = b'/', b'', b'.', b'..'
    else:
        sep, empty, dot, dotdot = '/', '', '.', '..'
    if path == empty:
        return dot
    initial_slashes = path.startswith(sep)
    if initial_slashes and path.startswith(sep * 2) and not path.startswith(sep * 3):
        initial_slashes = 2
    comps = path.split(sep)
    new_comps = []
    for comp in comps:
        if comp in (empty, dot):
            continue
        if (comp != dotdot or (not initial_slashes and not new_comps) or
                (new_comps and new_comps[-1] == dotdot)):
            new_comps.append(comp)
        elif new_comps:
            new_comps.pop()
    comps = new_comps
    path = sep.join(comps)
    if initial_slashes:
        path = sep * initial_slashes + path
    return path or dot


def abspath(path):
    path = _fspath(path)
    if not isabs(path):
        if isinstance(path, bytes):
            cwd = _posix.getcwd().encode()
        else:
            cwd = _posix.getcwd()
        path = join(cwd, path)
    return normpath(path)


def realpath(filename, *, strict=False):
    filename = _fspath(filename)
    path, ok = _joinrealpath(filename[:0], filename, strict, {})
    return abspath(path)


def _joinrealpath(path, rest, strict, seen):
    if isinstance(path, bytes):
        sep, curdir_, pardir_ = b'/', b'.', b'..'
    else:
        sep, curdir_, pardir_ = '/', '.', '..'
    if isabs(rest):
        rest = rest[1:]
        path = sep
    while rest:
        name, _, rest = rest.partition(sep)
        if not name or name == curdir_:
            continue
        if name == pardir_:
            if path:
                path, name = split(path)
                if name == pardir_:
                    path = join(path, pardir_, pardir_)
            else:
                path = pardir_
            continue
        newpath = join(path, name)
        try:
            st = _posix.lstat(newpath)
        except OSError:
            if strict:
                raise
            is_link = False
        else:
            is_link = st[0] & _S_IFMT == _S_IFLNK
        if not is_link:
            path = newpath
            continue
        if newpath in seen:
            path = seen[newpath]
            if path is not None:
                continue
            if strict:
                _posix.stat(newpath)
            else:
                return join(newpath, rest), False
        seen[newpath] = None
        path, ok = _joinrealpath(path, _posix.readlink(newpath), strict, seen)
        if not ok:
            return join(path, rest), False
        seen[newpath] = path
    return path, True


def relpath(path, start=None):
    if not path:
        raise ValueError("no path specified")
    path = _fspath(path)
    if isinstance(path, bytes):
        curdir_, sep, pardir_ = b'.', b'/', b'..'
    else:
        curdir_, sep, pardir_ = '.', '/', '..'
    if start is None:
        start = curdir_
    else:
        start = _fspath(start)
    start_list = [x for x in abspath(start).split(sep) if x]
    path_list = [x for x in abspath(path).split(sep) if x]
    i = len(commonprefix([start_list, path_list]))
    rel_list = [pardir_] * (len(start_list) - i) + path_list[i:]
    if not rel_list:
        return curdir_
    return join(*rel_list)


def commonpath(paths):
    if not paths:
        raise ValueError('commonpath() arg is an empty sequence')
    paths = tuple(map(_fspath, paths))
    if isinstance(paths[0], bytes):
        sep, curdir_ = b'/', b'.'
    else:
        sep, curdir_ = '/', '.'
    split_paths = [path.split(sep) for path in paths]
    try:
        isabs_, = set(p[:1] == sep for p in paths)
    except ValueError:
        raise ValueError("Can't mix absolute and relative paths") from None
    split_paths = [[c for c in s if c and c != curdir_] for s in split_paths]
    s1 = min(split_paths)
    s2 = max(split_paths)
    common = s1
    for i, c in enumerate(s1):
        if c != s2[i]:
            common = s1[:i]
            break
    prefix = sep if isabs_ else sep[:0]
    return prefix + sep.join(common)
