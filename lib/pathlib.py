"""pathlib: object-oriented file-system paths, as CPython 3.11's. The pure classes
(PurePath, PurePosixPath, PureWindowsPath) live in _pathlib_pure.py; this file adds the
concrete ones, Path and PosixPath (WindowsPath exists but cannot be instantiated on
POSIX), whose methods reach the file system through os, os.path and io: stat and the
is_* predicates, iterdir, glob/rglob (Note [Path globbing]), mkdir/rmdir/unlink/touch,
rename/replace, symlinks and hard links, open and the read_/write_ shortcuts, resolve,
absolute, expanduser, home, cwd, samefile, chmod.

Note [Path globbing]
A pattern is split into components and each becomes a selector chained to the next: a
literal name (kept if it exists, or is a directory when more components follow), a
wildcard component (fnmatch over the directory's entries; hidden names included, unlike
glob.glob), '**' (the directory itself and every directory below it, not following
symbolic links, each path produced once), and a final selector that yields the path. A
pattern ending in a separator, or in '**', yields directories only. Results come in
directory-listing order, as CPython's."""

import os
import io
import re
import fnmatch
import stat as _stat
from _pathlib_pure import PurePath, PurePosixPath, PureWindowsPath, _posix_flavour

__all__ = ["PurePath", "PurePosixPath", "PureWindowsPath", "Path", "PosixPath",
           "WindowsPath"]

# errno values that mean "not there" for exists()/is_*() (ENOENT, ENOTDIR, EBADF, ELOOP).
_IGNORED_ERRNOS = (2, 20, 9, 40)


def _ignore_error(e):
    return getattr(e, 'errno', None) in _IGNORED_ERRNOS


# --- glob selectors (Note [Path globbing]) ---

class _Terminating:
    def select(self, path):
        yield path


class _Literal:
    def __init__(self, name, rest, dironly):
        self.name = name
        self.rest = rest
        self.dironly = dironly

    def select(self, path):
        child = path._child(self.name)
        if child.is_dir() if self.dironly else child.exists():
            yield from self.rest.select(child)


class _Wildcard:
    def __init__(self, pattern, rest, dironly):
        self.match = re.compile(fnmatch.translate(pattern)).fullmatch
        self.rest = rest
        self.dironly = dironly

    def select(self, path):
        try:
            with os.scandir(path) as it:
                entries = list(it)
        except PermissionError:
            return
        for entry in entries:
            if self.dironly:
                try:
                    if not entry.is_dir():
                        continue
                except OSError:
                    continue
            if self.match(entry.name):
                yield from self.rest.select(path._child(entry.name))


class _Recursive:
    def __init__(self, rest):
        self.rest = rest

    def _dirs(self, path):
        yield path
        try:
            with os.scandir(path) as it:
                entries = list(it)
        except PermissionError:
            return
        for entry in entries:
            try:
                is_dir = entry.is_dir() and not entry.is_symlink()
            except OSError:
                is_dir = False
            if is_dir:
                yield from self._dirs(path._child(entry.name))

    def select(self, path):
        seen = set()
        for d in self._dirs(path):
            for p in self.rest.select(d):
                if p not in seen:
                    yield p
                    seen.add(p)


def _make_selector(parts):
    if not parts:
        return _Terminating()
    pat = parts[0]
    rest = parts[1:]
    if not pat:
        return _Terminating()
    after = _make_selector(rest)
    if pat == '**':
        return _Recursive(after)
    if '**' in pat:
        raise ValueError("Invalid pattern: '**' can only be an entire path component")
    if any(c in pat for c in '*?['):
        return _Wildcard(pat, after, bool(rest))
    return _Literal(pat, after, bool(rest))


class Path(PurePath):
    """A concrete path: PurePath plus the file-system operations."""
    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        if cls is Path:
            cls = WindowsPath if os.name == 'nt' else PosixPath
        self = cls._from_args(args)
        if not self._flavour.is_supported:
            raise NotImplementedError("cannot instantiate %r on your system" % (cls.__name__,))
        return self

    def _child(self, name):
        return self._from_parts(self._drv, self._root, self._tail + [name])

    def __enter__(self):
        import warnings
        warnings.warn("pathlib.Path.__enter__() is deprecated and scheduled for removal in "
                      "Python 3.13; Path objects as a context manager is a no-op",
                      DeprecationWarning, stacklevel=2)
        return self

    def __exit__(self, t, v, tb):
        pass

    # --- where ---
    @classmethod
    def cwd(cls):
        """The current working directory."""
        return cls(os.getcwd())

    @classmethod
    def home(cls):
        """The user's home directory (what '~' expands to)."""
        return cls('~').expanduser()

    def absolute(self):
        """This path made absolute by the current directory, without resolving '..' or
        symbolic links."""
        if self.is_absolute():
            return self
        return type(self)._from_args((os.getcwd(), self))

    def resolve(self, strict=False):
        """The absolute path with symbolic links and '..' resolved; with strict=True a
        missing path raises FileNotFoundError, and a symlink loop raises RuntimeError."""
        try:
            s = os.path.realpath(str(self), strict=strict)
        except OSError as e:
            if getattr(e, 'errno', None) == 40:
                raise RuntimeError("Symlink loop from %r" % e.filename)
            raise
        p = type(self)._from_args((s,))
        if not strict:
            try:
                p.stat()
            except OSError as e:
                if getattr(e, 'errno', None) == 40:
                    raise RuntimeError("Symlink loop from %r" % e.filename)
        return p

    def expanduser(self):
        """The path with a leading '~' or '~user' expanded."""
        if not (self._drv or self._root) and self._tail and self._tail[0][:1] == '~':
            home = os.path.expanduser(self._tail[0])
            if home[:1] == '~':
                raise RuntimeError("Could not determine home directory.")
            return type(self)._from_args((home,) + tuple(self._tail[1:]))
        return self

    def readlink(self):
        """The path a symbolic link points to."""
        return type(self)._from_args((os.readlink(self),))

    # --- stat and predicates ---
    def stat(self, *, follow_symlinks=True):
        """os.stat() of this path."""
        return os.stat(self, follow_symlinks=follow_symlinks)

    def lstat(self):
        """os.lstat() of this path (a symbolic link itself, not its target)."""
        return os.lstat(self)

    def owner(self):
        """The name of the file's owner."""
        import pwd
        return pwd.getpwuid(self.stat().st_uid).pw_name

    def group(self):
        """The name of the file's group."""
        import grp
        return grp.getgrgid(self.stat().st_gid).gr_name

    def exists(self):
        """True if the path exists (following symbolic links)."""
        try:
            self.stat()
        except OSError as e:
            if not _ignore_error(e):
                raise
            return False
        except ValueError:
            return False
        return True

    def _mode_test(self, test, follow=True):
        try:
            st = self.stat() if follow else self.lstat()
        except OSError as e:
            if not _ignore_error(e):
                raise
            return False
        except ValueError:
            return False
        return test(st.st_mode)

    def is_dir(self):
        return self._mode_test(_stat.S_ISDIR)

    def is_file(self):
        return self._mode_test(_stat.S_ISREG)

    def is_symlink(self):
        return self._mode_test(_stat.S_ISLNK, False)

    def is_socket(self):
        return self._mode_test(_stat.S_ISSOCK)

    def is_fifo(self):
        return self._mode_test(_stat.S_ISFIFO)

    def is_block_device(self):
        return self._mode_test(_stat.S_ISBLK)

    def is_char_device(self):
        return self._mode_test(_stat.S_ISCHR)

    def is_mount(self):
        """True if the path is a mount point."""
        return os.path.ismount(self)

    def samefile(self, other_path):
        """True if both paths name the same file (same device and inode)."""
        st = self.stat()
        try:
            other = other_path.stat()
        except AttributeError:
            other = type(self)(other_path).stat()
        return os.path.samestat(st, other)

    # --- directories ---
    def iterdir(self):
        """The entries of this directory as paths ('.' and '..' excluded)."""
        for name in os.listdir(self):
            yield self._child(name)

    def glob(self, pattern):
        """The existing paths below this one matching the relative pattern
        (Note [Path globbing])."""
        if not pattern:
            raise ValueError("Unacceptable pattern: {!r}".format(pattern))
        pat = PurePosixPath(pattern) if self._flavour is _posix_flavour else PureWindowsPath(pattern)
        if pat.drive or pat.root:
            raise NotImplementedError("Non-relative patterns are unsupported")
        parts = list(pat._tail)
        if pattern[-1] in (self._flavour.sep, self._flavour.altsep or self._flavour.sep):
            parts.append('')
        return self._run_selector(parts)

    def rglob(self, pattern):
        """glob() of '**/' + pattern: matches at any depth."""
        pat = PurePosixPath(pattern) if self._flavour is _posix_flavour else PureWindowsPath(pattern)
        if pat.drive or pat.root:
            raise NotImplementedError("Non-relative patterns are unsupported")
        parts = list(pat._tail)
        if pattern and pattern[-1] in (self._flavour.sep, self._flavour.altsep or self._flavour.sep):
            parts.append('')
        return self._run_selector(['**'] + parts)

    def _run_selector(self, parts):
        selector = _make_selector(parts)
        if not self.is_dir():
            return
        yield from selector.select(self)

    def mkdir(self, mode=0o777, parents=False, exist_ok=False):
        """Creates the directory; parents=True creates missing ancestors, exist_ok=True
        accepts an existing directory."""
        try:
            os.mkdir(self, mode)
        except FileNotFoundError:
            if not parents or self.parent == self:
                raise
            self.parent.mkdir(parents=True, exist_ok=True)
            self.mkdir(mode, parents=False, exist_ok=exist_ok)
        except OSError:
            if not exist_ok or not self.is_dir():
                raise

    def rmdir(self):
        """Removes this (empty) directory."""
        os.rmdir(self)

    # --- files ---
    def touch(self, mode=0o666, exist_ok=True):
        """Creates the file, or updates its modification time when it exists (with
        exist_ok=False an existing file raises FileExistsError)."""
        if exist_ok:
            try:
                os.utime(self, None)
            except OSError:
                pass
            else:
                return
        flags = os.O_CREAT | os.O_WRONLY
        if not exist_ok:
            flags |= os.O_EXCL
        fd = os.open(self, flags, mode)
        os.close(fd)

    def unlink(self, missing_ok=False):
        """Removes this file or symbolic link; missing_ok=True ignores a missing one."""
        try:
            os.unlink(self)
        except FileNotFoundError:
            if not missing_ok:
                raise

    def rename(self, target):
        """Renames this path to `target`; returns the new path."""
        os.rename(self, target)
        return type(self)(target)

    def replace(self, target):
        """Renames this path to `target`, replacing an existing file; returns the new path."""
        os.replace(self, target)
        return type(self)(target)

    def symlink_to(self, target, target_is_directory=False):
        """Makes this path a symbolic link to `target`."""
        os.symlink(target, self)

    def hardlink_to(self, target):
        """Makes this path a hard link to the same file as `target`."""
        os.link(target, self)

    def link_to(self, target):
        """Makes `target` a hard link to this path (deprecated in 3.10)."""
        os.link(self, target)

    def chmod(self, mode, *, follow_symlinks=True):
        """Changes the file's permission bits."""
        if follow_symlinks:
            os.chmod(self, mode)
        else:
            os.chmod(self, mode, follow_symlinks=False)

    def lchmod(self, mode):
        """chmod() of a symbolic link itself."""
        self.chmod(mode, follow_symlinks=False)

    def open(self, mode='r', buffering=-1, encoding=None, errors=None, newline=None):
        """Opens the file as the built-in open() does."""
        if 'b' not in mode and encoding is None:
            encoding = 'utf-8' if not hasattr(io, 'text_encoding') else io.text_encoding(encoding)
        return io.open(str(self), mode, buffering, encoding, errors, newline)

    def read_bytes(self):
        """The file's contents as bytes."""
        with self.open(mode='rb') as f:
            return f.read()

    def read_text(self, encoding=None, errors=None):
        """The file's contents decoded as text."""
        with self.open(mode='r', encoding=encoding, errors=errors) as f:
            return f.read()

    def write_bytes(self, data):
        """Writes bytes-like `data` to the file (replacing it); returns the count written."""
        try:
            view = memoryview(data)
        except NameError:
            view = bytes(data)
        with self.open(mode='wb') as f:
            return f.write(view)

    def write_text(self, data, encoding=None, errors=None, newline=None):
        """Writes the str `data` to the file (replacing it); returns the count written."""
        if not isinstance(data, str):
            raise TypeError('data must be str, not %s' % data.__class__.__name__)
        with self.open(mode='w', encoding=encoding, errors=errors, newline=newline) as f:
            return f.write(data)


class PosixPath(Path, PurePosixPath):
    """A concrete POSIX path."""
    __slots__ = ()


class WindowsPath(Path, PureWindowsPath):
    """A concrete Windows path (cannot be instantiated on POSIX)."""
    __slots__ = ()
