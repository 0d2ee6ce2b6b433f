"""os: operating-system interfaces (the CPython 3.11 surface people use), built on the
native `posix` module as CPython's os.py is. Also the original project's additions:
os.exists, os.isdir, os.isfile (as os.path's), os.getenv and os.system."""

import posix as _posix
from posix import (getcwd, chdir, listdir, mkdir, rmdir, remove, unlink, rename, replace,
                   access, chmod, getpid, getppid, cpu_count, urandom, system, strerror,
                   isatty, umask, readlink, symlink, _exit, putenv, unsetenv,
                   F_OK, R_OK, W_OK, X_OK, O_RDONLY, O_WRONLY, O_RDWR, O_CREAT, O_EXCL,
                   O_TRUNC, O_APPEND, SEEK_SET, SEEK_CUR, SEEK_END)
from . import path

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
    """Return the file system path representation of the object."""
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
    """os.environ: a mapping of the process environment; assignments call putenv."""

    def __init__(self, data):
        self._data = data

    def __getitem__(self, key):
        try:
            return self._data[key]
        except KeyError:
            raise KeyError(key) from None

    def __setitem__(self, key, value):
        if not isinstance(key, str):
            raise TypeError("str expected, not %s" % type(key).__name__)
        if not isinstance(value, str):
            raise TypeError("str expected, not %s" % type(value).__name__)
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

    def __repr__(self):
        return 'environ({' + ', '.join('%r: %r' % (k, v) for k, v in self._data.items()) + '})'

    def __eq__(self, other):
        if isinstance(other, _Environ):
            return self._data == other._data
        return self._data == other

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
        if key not in self._data:
            self[key] = value
        return self._data[key]

    def pop(self, key, *default):
        if key in self._data:
            value = self._data[key]
            del self[key]
            return value
        if default:
            return default[0]
        raise KeyError(key)

    def update(self, other=(), **kwds):
        if hasattr(other, 'keys'):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def clear(self):
        for key in list(self._data):
            del self[key]


environ = _Environ(_posix._environ())


def getenv(key, default=None):
    """Get an environment variable, return None (or default) if it doesn't exist."""
    return environ.get(key, default)


class DirEntry:
    """An entry yielded by scandir(): name, path, is_dir(), is_file(), is_symlink(), stat()."""

    def __init__(self, dirpath, name, kind):
        self.name = name
        if dirpath == '.' and False:
            self.path = name
        else:
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

    def __exit__(self, *args):
        self.close()


def scandir(path='.'):
    """Return an iterator of DirEntry objects for the entries of the directory."""
    return _ScandirIterator(fspath(path))


def makedirs(name, mode=0o777, exist_ok=False):
    """Super-mkdir; create a leaf directory and all intermediate ones."""
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    if head and tail and not path.exists(head):
        try:
            makedirs(head, exist_ok=exist_ok)
        except FileExistsError:
            pass
        cdir = curdir
        if isinstance(tail, bytes):
            cdir = bytes(curdir, 'ASCII')
        if tail == cdir:
            return
    try:
        mkdir(name, mode)
    except OSError:
        if not exist_ok or not path.isdir(name):
            raise


def removedirs(name):
    """Super-rmdir; remove a leaf directory and all empty intermediate ones."""
    rmdir(name)
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    while head and tail:
        try:
            rmdir(head)
        except OSError:
            break
        head, tail = path.split(head)


def renames(old, new):
    """Super-rename; create directories as necessary and delete any left empty."""
    head, tail = path.split(new)
    if head and tail and not path.exists(head):
        makedirs(head)
    rename(old, new)
    head, tail = path.split(old)
    if head and tail:
        try:
            removedirs(head)
        except OSError:
            pass


def walk(top, topdown=True, onerror=None, followlinks=False):
    """Directory tree generator: yields (dirpath, dirnames, filenames)."""
    top = fspath(top)
    stack = [top]
    while stack:
        top = stack.pop()
        if isinstance(top, tuple):
            yield top
            continue
        dirs = []
        nondirs = []
        walk_dirs = []
        try:
            entries = list(scandir(top))
        except OSError as error:
            if onerror is not None:
                onerror(error)
            continue
        for entry in entries:
            try:
                is_dir = entry.is_dir()
            except OSError:
                is_dir = False
            if is_dir:
                dirs.append(entry.name)
            else:
                nondirs.append(entry.name)
            if not topdown and is_dir:
                if followlinks:
                    walk_into = True
                else:
                    try:
                        is_symlink = entry.is_symlink()
                    except OSError:
                        is_symlink = False
                    walk_into = not is_symlink
                if walk_into:
                    walk_dirs.append(entry.path)
        if topdown:
            yield top, dirs, nondirs
            for dirname in reversed(dirs):
                new_path = path.join(top, dirname)
                if followlinks or not path.islink(new_path):
                    stack.append(new_path)
        else:
            stack.append((top, dirs, nondirs))
            for new_path in reversed(walk_dirs):
                stack.append(new_path)
