"""os: the operating-system interface most programs use, on top of the native `posix`
module: file and directory calls re-exported from it, stat_result, os.environ, scandir and
DirEntry, makedirs/removedirs/renames and walk. Results, reprs and errors follow CPython
3.11. TensorPy extras (the original TensorPy's): os.exists, os.isdir and os.isfile (the
os.path functions) and mkdir's exist_ok keyword."""

import posix as _posix
from posix import (getcwd, chdir, listdir, rmdir, remove, unlink, rename, replace,
                   access, chmod, chown, lchown, fchown, getpid, getppid, cpu_count, urandom, system, strerror,
                   isatty, umask, readlink, symlink, _exit, putenv, unsetenv,
                   F_OK, R_OK, W_OK, X_OK, O_RDONLY, O_WRONLY, O_RDWR, O_CREAT, O_EXCL,
                   O_TRUNC, O_APPEND, SEEK_SET, SEEK_CUR, SEEK_END)
from . import path
_isdir = path.isdir

name = 'posix'
sep = '/'
altsep = None
extsep = '.'
pathsep = ':'
linesep = '\n'
defpath = '/bin:/usr/bin'
devnull = '/dev/null'
curdir = '.'
pardir = '..'
error = OSError

exists = path.exists
isdir = path.isdir
isfile = path.isfile


def fspath(p):
    """`p` as str or bytes; path-like objects are asked through __fspath__."""
    return path._fspath(p)


class stat_result:
    """The result of os.stat(): st_mode, st_ino, st_dev, st_nlink, st_uid, st_gid,
    st_size, st_atime, st_mtime, st_ctime (and the *_ns forms); indexable like
    CPython's, where items 7..9 are whole seconds."""
    _fields = ('st_mode', 'st_ino', 'st_dev', 'st_nlink', 'st_uid', 'st_gid', 'st_size',
               'st_atime', 'st_mtime', 'st_ctime')

    def __init__(self, raw):
        (self.st_mode, self.st_ino, self.st_dev, self.st_nlink, self.st_uid, self.st_gid,
         self.st_size, self.st_atime, self.st_mtime, self.st_ctime, self.st_atime_ns,
         self.st_mtime_ns, self.st_ctime_ns) = raw
        self._tuple = raw[:7] + (int(raw[7]), int(raw[8]), int(raw[9]))

    def __getitem__(self, i):
        return self._tuple[i]

    def __len__(self):
        return 10

    def __iter__(self):
        return iter(self._tuple)

    def __eq__(self, other):
        if isinstance(other, stat_result):
            return self._tuple == other._tuple
        return self._tuple == other

    def __repr__(self):
        parts = ', '.join('%s=%r' % (f, v) for f, v in zip(self._fields, self._tuple))
        return 'os.stat_result(' + parts + ')'


def stat(path, *, dir_fd=None, follow_symlinks=True):
    """Perform a stat system call on the given path."""
    if follow_symlinks:
        return stat_result(_posix.stat(path))
    return stat_result(_posix.lstat(path))


def lstat(path, *, dir_fd=None):
    """Like stat(), but do not follow symbolic links."""
    return stat_result(_posix.lstat(path))


class _Environ:
    """os.environ: the process environment as a str -> str mapping. Writes go through
    putenv/unsetenv so that child processes see them."""

    def __init__(self, data):
        self._data = data

    @staticmethod
    def _require_str(item):
        if not isinstance(item, str):
            raise TypeError("str expected, not %s" % type(item).__name__)

    def __getitem__(self, key):
        if key not in self._data:
            raise KeyError(key)
        return self._data[key]

    def __setitem__(self, key, value):
        self._require_str(key)
        self._require_str(value)
        putenv(key, value)
        self._data[key] = value

    def __delitem__(self, key):
        if key not in self._data:
            raise KeyError(key)
        unsetenv(key)
        del self._data[key]

    def __contains__(self, key):
        return key in self._data

    def __iter__(self):
        return iter(list(self._data))

    def __len__(self):
        return len(self._data)

    def __eq__(self, other):
        mine = self._data
        return mine == (other._data if isinstance(other, _Environ) else other)

    def __repr__(self):
        body = ", ".join("%r: %r" % pair for pair in self._data.items())
        return "environ({%s})" % body

    def get(self, key, default=None):
        return self._data.get(key, default)

    def keys(self):
        return self._data.keys()

    def values(self):
        return self._data.values()

    def items(self):
        return self._data.items()

    def copy(self):
        return dict(self._data)

    def setdefault(self, key, value):
        if key not in self:
            self[key] = value
        return self[key]

    def pop(self, key, *default):
        if key not in self:
            if default:
                return default[0]
            raise KeyError(key)
        found = self._data[key]
        del self[key]
        return found

    def update(self, other=(), **kwds):
        pairs = [(k, other[k]) for k in other.keys()] if hasattr(other, "keys") else other
        for key, value in list(pairs) + list(kwds.items()):
            self[key] = value

    def clear(self):
        for key in list(self._data):
            del self[key]


environ = _Environ(_posix._environ())


def getenv(key, default=None):
    """os.environ.get(key, default)."""
    if key in environ:
        return environ[key]
    return default


class DirEntry:
    """An entry yielded by scandir(): name, path, is_dir(), is_file(), is_symlink(), stat()."""

    def __init__(self, dirpath, name, kind):
        self.name = name
        self.path = path.join(dirpath, name)
        self._kind = kind
        self._stat = None

    def is_dir(self, *, follow_symlinks=True):
        if self._kind == 3 and follow_symlinks:
            return path.isdir(self.path)
        return self._kind == 1

    def is_file(self, *, follow_symlinks=True):
        if self._kind == 3 and follow_symlinks:
            return path.isfile(self.path)
        return self._kind == 2

    def is_symlink(self):
        return self._kind == 3

    def stat(self, *, follow_symlinks=True):
        if follow_symlinks:
            return stat(self.path)
        return lstat(self.path)

    def inode(self):
        return lstat(self.path).st_ino

    def __fspath__(self):
        return self.path

    def __repr__(self):
        return '<DirEntry %r>' % (self.name,)


class _ScandirIterator:
    def __init__(self, dirpath):
        self._entries = [DirEntry(dirpath, n, k) for n, k in _posix._scandir(dirpath)]
        self._index = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self._index >= len(self._entries):
            raise StopIteration
        entry = self._entries[self._index]
        self._index += 1
        return entry

    def close(self):
        self._index = len(self._entries)

    def __enter__(self):
        return self

    def __exit__(self, *exc_details):
        self.close()


def scandir(path='.'):
    """Return an iterator of DirEntry objects for the entries of the directory."""
    return _ScandirIterator(fspath(path))


def mkdir(path, mode=0o777, *, dir_fd=None, exist_ok=False):
    """Create a directory. TensorPy addition (the original's): with exist_ok=True an
    existing directory is not an error (an existing file still is)."""
    if dir_fd is not None:
        raise NotImplementedError("dir_fd unavailable on this platform")
    try:
        _posix.mkdir(path, mode)
    except FileExistsError:
        if not (exist_ok and _isdir(path)):
            raise


def makedirs(name, mode=0o777, exist_ok=False):
    """mkdir for `name` after creating whichever of its ancestors are missing (those with
    the default mode). An existing `name` is an error unless exist_ok and it is a
    directory."""
    missing = []
    here = name
    while True:
        parent, leaf = path.split(here)
        if not leaf:
            parent, leaf = path.split(parent)
        if not (parent and leaf) or path.exists(parent):
            break
        missing.append(parent)
        here = parent
    for ancestor in reversed(missing):
        try:
            mkdir(ancestor)
        except FileExistsError:
            pass  # e.g. "a/." after "a", or made meanwhile by someone else
    final = path.basename(name.rstrip(path._pieces(name)["sep"]) or name)
    if missing and final == path._pieces(name)["dot"]:
        return
    try:
        mkdir(name, mode)
    except OSError:
        if not (exist_ok and path.isdir(name)):
            raise


def _ancestors(name):
    """The directories above `name`, innermost first, as written in `name`."""
    here = name
    while True:
        parent, leaf = path.split(here)
        if not leaf:
            parent, leaf = path.split(parent)
        if not (parent and leaf):
            return
        yield parent
        here = parent


def removedirs(name):
    """rmdir `name`, then each ancestor in turn until one cannot be removed."""
    rmdir(name)
    for ancestor in _ancestors(name):
        try:
            rmdir(ancestor)
        except OSError:
            return


def renames(old, new):
    """rename that first creates the directories `new` needs and afterwards prunes the
    directories `old` leaves empty."""
    target_dir, target_leaf = path.split(new)
    if target_dir and target_leaf and not path.exists(target_dir):
        makedirs(target_dir)
    rename(old, new)
    source_dir, source_leaf = path.split(old)
    if source_dir and source_leaf:
        try:
            removedirs(source_dir)
        except OSError:
            pass


def _safe_test(entry, method):
    try:
        return getattr(entry, method)()
    except OSError:
        return False


def walk(top, topdown=True, onerror=None, followlinks=False):
    """Yield (dirpath, dirnames, filenames) for `top` and every directory below it.

    Top-down, a directory comes before its subdirectories and the caller may prune or
    reorder `dirnames` in place to steer the descent. Bottom-up, it comes after them.
    Symbolic links to directories are listed but only entered when followlinks is true.
    Errors listing a directory go to onerror(exc) when given and are otherwise ignored.
    """
    root_dir = fspath(top)
    try:
        entries = list(scandir(root_dir))
    except OSError as failure:
        if onerror is not None:
            onerror(failure)
        return
    subdirs, files, enter_later = [], [], []
    for entry in entries:
        if _safe_test(entry, "is_dir"):
            subdirs.append(entry.name)
            if followlinks or not _safe_test(entry, "is_symlink"):
                enter_later.append(entry.path)
        else:
            files.append(entry.name)
    if topdown:
        yield root_dir, subdirs, files
        for child in subdirs:
            below = path.join(root_dir, child)
            if followlinks or not path.islink(below):
                yield from walk(below, topdown, onerror, followlinks)
    else:
        for below in enter_later:
            yield from walk(below, topdown, onerror, followlinks)
        yield root_dir, subdirs, files


from ._system import *  # noqa: E402,F401,F403  (fds, processes, uname, statvfs, popen)
from ._system import _wrap_close  # noqa: E402,F401
