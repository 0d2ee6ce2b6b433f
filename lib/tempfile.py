"""tempfile: temporary files and directories, as CPython 3.11's. The low-level pair
mkstemp() (an open descriptor and an absolute name, created O_EXCL with mode 0600) and
mkdtemp() (mode 0700); the objects TemporaryFile (unnamed: unlinked at once),
NamedTemporaryFile (deleted on close unless delete=False), SpooledTemporaryFile (in
memory until max_size, then a TemporaryFile) and TemporaryDirectory (removed by
cleanup() or at the end of a with block); gettempdir()/gettempdirb() (TMPDIR, TEMP, TMP,
then /tmp, /var/tmp, /usr/tmp, the current directory: the first where a file can be
created), gettempprefix(), the `tempdir` override and the deprecated mktemp(). Names are
prefix + 8 characters from [a-z0-9_] + suffix."""

import io
import os
import sys
import errno as _errno
import shutil as _shutil
from random import Random as _Random

__all__ = ["NamedTemporaryFile", "TemporaryFile", "SpooledTemporaryFile",
           "TemporaryDirectory", "mkstemp", "mkdtemp", "mktemp", "TMP_MAX",
           "gettempprefix", "tempdir", "gettempdir", "gettempprefixb", "gettempdirb"]

TMP_MAX = 238328  # os.TMP_MAX on Linux
template = "tmp"
tempdir = None

_bin_openflags = os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, 'O_NOFOLLOW', 0)
_text_openflags = _bin_openflags


class _Names:
    """An endless supply of random 8-character names ([a-z0-9_]), one generator per
    process (reseeded after a fork)."""
    characters = "abcdefghijklmnopqrstuvwxyz0123456789_"

    def __init__(self):
        self._pid = None
        self._rng = None

    def __iter__(self):
        return self

    def __next__(self):
        if self._pid != os.getpid():
            self._rng = _Random()
            self._pid = os.getpid()
        return ''.join(self._rng.choice(self.characters) for _ in range(8))


_names = None


def _get_names():
    global _names
    if _names is None:
        _names = _Names()
    return _names


def _candidate_dirs():
    dirlist = []
    for envname in ('TMPDIR', 'TEMP', 'TMP'):
        dirname = os.environ.get(envname)
        if dirname:
            dirlist.append(dirname)
    dirlist.extend(['/tmp', '/var/tmp', '/usr/tmp'])
    try:
        dirlist.append(os.getcwd())
    except (AttributeError, OSError):
        dirlist.append(os.curdir)
    return dirlist


def _find_tempdir():
    names = _get_names()
    for d in _candidate_dirs():
        if d != os.curdir:
            d = os.path.abspath(d)
        for _ in range(100):
            name = os.path.join(d, next(names))
            try:
                fd = os.open(name, _bin_openflags, 0o600)
                try:
                    os.write(fd, b'blat')
                finally:
                    os.close(fd)
                os.unlink(name)
                return d
            except FileExistsError:
                pass
            except PermissionError:
                break
            except OSError:
                break
    raise FileNotFoundError(_errno.ENOENT, "No usable temporary directory found in %s"
                            % _candidate_dirs())


def gettempdir():
    """The directory temporary files go to (found once, then cached in `tempdir`)."""
    global tempdir
    if tempdir is None:
        tempdir = _find_tempdir()
    return os.fsdecode(tempdir)


def gettempdirb():
    """gettempdir() as bytes."""
    return os.fsencode(gettempdir())


def gettempprefix():
    """The default prefix of temporary names: 'tmp'."""
    return os.fsdecode(template)


def gettempprefixb():
    """gettempprefix() as bytes."""
    return os.fsencode(template)


def _sanitize(prefix, suffix, dir):
    """(prefix, suffix, dir, output type) with defaults filled; str and bytes may not mix."""
    kinds = set()
    for arg in (prefix, suffix, dir):
        if arg is None:
            continue
        if isinstance(arg, os.PathLike if hasattr(os, 'PathLike') else ()):
            arg = os.fspath(arg)
        kinds.add(bytes if isinstance(arg, bytes) else str)
    if len(kinds) > 1:
        raise TypeError("Can't mix bytes and non-bytes in path components.")
    output = kinds.pop() if kinds else str
    if suffix is None:
        suffix = output()
    if prefix is None:
        prefix = template if output is str else os.fsencode(template)
    if dir is None:
        dir = gettempdir() if output is str else gettempdirb()
    return prefix, suffix, dir, output


def _create(dir, prefix, suffix, make):
    """Tries up to TMP_MAX random names with make(path); returns (path, make's result)."""
    names = _get_names()
    for _ in range(TMP_MAX):
        name = next(names)
        if isinstance(dir, bytes):
            name = os.fsencode(name)
        path = os.path.join(dir, prefix + name + suffix)
        try:
            result = make(path)
        except FileExistsError:
            continue
        except PermissionError:
            # An existing directory with that name looks like this on some systems.
            if os.path.isdir(dir) and os.access(dir, os.W_OK):
                continue
            raise
        return path, result
    raise FileExistsError(_errno.EEXIST, "No usable temporary file name found")


def mkstemp(suffix=None, prefix=None, dir=None, text=False):
    """Creates a new file (readable and writable only by its owner); returns (fd,
    absolute path). The caller closes and deletes it."""
    prefix, suffix, dir, output = _sanitize(prefix, suffix, dir)
    flags = _text_openflags if text else _bin_openflags
    path, fd = _create(dir, prefix, suffix, lambda p: os.open(p, flags, 0o600))
    return fd, os.path.abspath(path)


def mkdtemp(suffix=None, prefix=None, dir=None):
    """Creates a new directory (accessible only by its owner); returns its absolute
    path. The caller deletes it."""
    prefix, suffix, dir, output = _sanitize(prefix, suffix, dir)
    path, _ = _create(dir, prefix, suffix, lambda p: os.mkdir(p, 0o700))
    return os.path.abspath(path)


def mktemp(suffix="", prefix=template, dir=None):
    """A name that did not exist when asked (deprecated: another process may take it)."""
    if dir is None:
        dir = gettempdir()
    names = _get_names()
    for _ in range(TMP_MAX):
        file = os.path.join(dir, prefix + next(names) + suffix)
        if not os.path.lexists(file):
            return file
    raise FileExistsError(_errno.EEXIST, "No usable temporary filename found")


class _TemporaryFileWrapper:
    """NamedTemporaryFile's object: the open file (`.file`) plus its `.name`; attribute
    access goes to the file; closing it (or leaving the with block) deletes the file when
    `delete` is true."""

    def __init__(self, file, name, delete=True):
        self.file = file
        self.name = name
        self.delete = delete
        self._closed = False

    def __getattr__(self, name):
        return getattr(self.__dict__['file'], name)

    def __enter__(self):
        self.file.__enter__()
        return self

    def __exit__(self, exc, value, tb):
        result = self.file.__exit__(exc, value, tb)
        self._cleanup()
        return result

    def close(self):
        """Closes the file, deleting it when `delete` is true."""
        try:
            self.file.close()
        finally:
            self._cleanup()

    def _cleanup(self):
        if self._closed:
            return
        self._closed = True
        if self.delete:
            try:
                os.unlink(self.name)
            except FileNotFoundError:
                pass

    def __iter__(self):
        for line in self.file:
            yield line

    def __del__(self):
        try:
            if not self._closed:
                self.close()
        except Exception:
            pass

    def __repr__(self):
        return '<tempfile._TemporaryFileWrapper object at 0x%x>' % id(self)


def NamedTemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None,
                       suffix=None, prefix=None, dir=None, delete=True, *, errors=None):
    """A temporary file with a visible name (`.name`), deleted when closed if `delete`."""
    prefix, suffix, dir, output = _sanitize(prefix, suffix, dir)
    flags = _bin_openflags
    fd, name = mkstemp(suffix, prefix, dir)
    try:
        file = io.open(fd, mode, buffering=buffering, newline=newline, encoding=encoding,
                       errors=errors)
    except BaseException:
        os.unlink(name)
        os.close(fd)
        raise
    try:
        file.name = name
    except (AttributeError, TypeError):
        pass
    return _TemporaryFileWrapper(file, name, delete)


def TemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None, suffix=None,
                  prefix=None, dir=None, *, errors=None):
    """A temporary file with no name in the file system (its `.name` is the descriptor);
    gone when closed."""
    prefix, suffix, dir, output = _sanitize(prefix, suffix, dir)
    fd, name = mkstemp(suffix, prefix, dir)
    try:
        os.unlink(name)
        return io.open(fd, mode, buffering=buffering, newline=newline, encoding=encoding,
                       errors=errors)
    except BaseException:
        os.close(fd)
        raise


class SpooledTemporaryFile(io.IOBase if hasattr(io, 'IOBase') else object):
    """A temporary file kept in memory (BytesIO or StringIO) until its size passes
    max_size or fileno() is called; then it is rolled over to a TemporaryFile."""
    _rolled = False

    def __init__(self, max_size=0, mode='w+b', buffering=-1, encoding=None, newline=None,
                 suffix=None, prefix=None, dir=None, *, errors=None):
        if 'b' in mode:
            self._file = io.BytesIO()
        else:
            encoding = encoding or 'locale'
            self._file = io.StringIO(newline=newline)
        self._max_size = max_size
        self._rolled = False
        self._TemporaryFileArgs = {'mode': mode, 'buffering': buffering, 'suffix': suffix,
                                   'prefix': prefix, 'encoding': encoding,
                                   'newline': newline, 'dir': dir, 'errors': errors}

    def _check(self, file):
        if self._rolled:
            return
        max_size = self._max_size
        if max_size and file.tell() > max_size:
            self.rollover()

    def rollover(self):
        """Moves the data to a real TemporaryFile (once)."""
        if self._rolled:
            return
        file = self._file
        args = dict(self._TemporaryFileArgs)
        if args['encoding'] == 'locale':
            args['encoding'] = None
        newfile = self._file = TemporaryFile(**args)
        del self._TemporaryFileArgs
        pos = file.tell()
        if hasattr(newfile, 'buffer'):
            newfile.buffer.write(file.getvalue().encode(newfile.encoding or 'utf-8'))
        else:
            newfile.write(file.getvalue())
        newfile.seek(pos, 0)
        self._rolled = True

    def __enter__(self):
        if self._file.closed:
            raise ValueError("Cannot enter context with closed file")
        return self

    def __exit__(self, exc, value, tb):
        self._file.close()

    def __iter__(self):
        return self._file.__iter__()

    def __next__(self):
        return self._file.__next__()

    def close(self):
        self._file.close()

    @property
    def closed(self):
        return self._file.closed

    @property
    def encoding(self):
        return self._file.encoding

    @property
    def errors(self):
        return self._file.errors

    def fileno(self):
        self.rollover()
        return self._file.fileno()

    def flush(self):
        self._file.flush()

    def isatty(self):
        return self._file.isatty()

    @property
    def mode(self):
        try:
            return self._file.mode
        except AttributeError:
            return self._TemporaryFileArgs['mode']

    @property
    def name(self):
        try:
            return self._file.name
        except AttributeError:
            return None

    @property
    def newlines(self):
        return self._file.newlines

    def readable(self):
        return self._file.readable()

    def read(self, *args):
        return self._file.read(*args)

    def read1(self, *args):
        return self._file.read1(*args)

    def readinto(self, b):
        return self._file.readinto(b)

    def readline(self, *args):
        return self._file.readline(*args)

    def readlines(self, *args):
        return self._file.readlines(*args)

    def seekable(self):
        return self._file.seekable()

    def seek(self, *args):
        return self._file.seek(*args)

    def tell(self):
        return self._file.tell()

    def truncate(self, size=None):
        if size is None:
            return self._file.truncate()
        if self._max_size and size > self._max_size:
            self.rollover()
        return self._file.truncate(size)

    def writable(self):
        return self._file.writable()

    def write(self, s):
        file = self._file
        rv = file.write(s)
        self._check(file)
        return rv

    def writelines(self, iterable):
        file = self._file
        rv = file.writelines(iterable)
        self._check(file)
        return rv

    def detach(self):
        return self._file.detach()


class TemporaryDirectory:
    """A new directory (`.name`) removed with its contents by cleanup() or at the end of
    a with block (which gives the name)."""

    def __init__(self, suffix=None, prefix=None, dir=None, ignore_cleanup_errors=False):
        self.name = mkdtemp(suffix, prefix, dir)
        self._ignore_cleanup_errors = ignore_cleanup_errors
        self._done = False

    def _remove(self):
        def on_error(func, path, exc_info):
            if issubclass(exc_info[0], PermissionError):
                try:
                    if path != self.name:
                        os.chmod(os.path.dirname(path), 0o700)
                    os.chmod(path, 0o700)
                    if os.path.isdir(path) and not os.path.islink(path):
                        _shutil.rmtree(path, onerror=on_error)
                    else:
                        os.unlink(path)
                    return
                except FileNotFoundError:
                    return
                except OSError:
                    pass
            elif issubclass(exc_info[0], FileNotFoundError):
                return
            if not self._ignore_cleanup_errors:
                raise exc_info[1]
        _shutil.rmtree(self.name, onerror=on_error)

    def __repr__(self):
        return "<{} {!r}>".format(self.__class__.__name__, self.name)

    def __enter__(self):
        return self.name

    def __exit__(self, exc, value, tb):
        self.cleanup()

    def cleanup(self):
        """Removes the directory and everything in it (once)."""
        if not self._done and os.path.exists(self.name):
            self._done = True
            self._remove()
        self._done = True

    def __del__(self):
        try:
            if not self._done:
                self._done = True
                _shutil.rmtree(self.name, ignore_errors=True)
        except Exception:
            pass

    @classmethod
    def __class_getitem__(cls, item):
        return cls
