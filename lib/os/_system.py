"""The lower-level half of os, re-exported by os/__init__.py: file descriptors (open,
read, write, pipe, dup2, fdopen...), utime, link, statvfs, uname, user ids, processes
(waitpid and the W* status macros, kill, killpg, process groups), fsencode/fsdecode,
get_exec_path, get_terminal_size and popen. The calls themselves are native (posix);
this file adds the structured results (uname_result, statvfs_result, terminal_size) as
CPython's struct-sequence tuples."""

import posix as _posix
from posix import (open, close, closerange, read, write, lseek, dup, dup2, pipe,
                   get_inheritable, set_inheritable, get_blocking, set_blocking, ftruncate,
                   fsync, utime, link, getuid, geteuid, getgid, getegid, waitpid, kill,
                   killpg, getpgid, getpgrp, setsid, WIFEXITED, WEXITSTATUS, WIFSIGNALED,
                   WTERMSIG, WIFSTOPPED, WSTOPSIG, WIFCONTINUED, WCOREDUMP,
                   waitstatus_to_exitcode, WNOHANG, WUNTRACED, WCONTINUED, O_NONBLOCK,
                   O_CLOEXEC, O_NOFOLLOW, O_DIRECTORY, O_NOCTTY, O_SYNC, O_DSYNC, O_NDELAY,
                   O_ACCMODE, confstr)

confstr_names = {'CS_PATH': 0, 'CS_GNU_LIBC_VERSION': 2, 'CS_GNU_LIBPTHREAD_VERSION': 3}

P_NOWAIT = 1
P_WAIT = 0


def _struct_seq(type_name, module, fields):
    """A tuple subclass with named read-only fields and CPython's struct-sequence repr."""

    def make_getter(i):
        return property(lambda self: tuple.__getitem__(self, i))

    def __new__(cls, seq):
        seq = tuple(seq)
        if len(seq) != len(fields):
            raise TypeError('%s.%s() takes a %d-sequence (%d-sequence given)'
                            % (module, type_name, len(fields), len(seq)))
        return tuple.__new__(cls, seq)

    def __repr__(self):
        return '%s.%s(%s)' % (module, type_name, ', '.join(
            '%s=%r' % (f, v) for f, v in zip(fields, tuple(self))))

    ns = {'__new__': __new__, '__repr__': __repr__, '__module__': module,
          'n_fields': len(fields), 'n_sequence_fields': len(fields),
          'n_unnamed_fields': 0, '_fields': fields}
    for i, f in enumerate(fields):
        ns[f] = make_getter(i)
    return type(type_name, (tuple,), ns)


uname_result = _struct_seq('uname_result', 'posix',
                           ('sysname', 'nodename', 'release', 'version', 'machine'))
statvfs_result = _struct_seq('statvfs_result', 'os',
                             ('f_bsize', 'f_frsize', 'f_blocks', 'f_bfree', 'f_bavail',
                              'f_files', 'f_ffree', 'f_favail', 'f_flag', 'f_namemax'))
terminal_size = _struct_seq('terminal_size', 'os', ('columns', 'lines'))


def fstat(fd):
    """os.stat() of an open file descriptor."""
    from os import stat_result
    if not isinstance(fd, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(fd).__name__)
    return stat_result(_posix.stat(fd))


def uname():
    """(sysname, nodename, release, version, machine) of the running kernel."""
    return uname_result(_posix.uname())


def statvfs(path):
    """File-system statistics of the file system holding `path`."""
    return statvfs_result(_posix.statvfs(path))


def _terminal_size_from_env(fd=1):
    """The terminal's (columns, lines) from $COLUMNS/$LINES (there is no ioctl here);
    OSError as for a descriptor that is not a terminal when they are unset."""
    try:
        columns = int(_env_get('COLUMNS', '0'))
    except ValueError:
        columns = 0
    try:
        lines = int(_env_get('LINES', '0'))
    except ValueError:
        lines = 0
    if columns > 0 and lines > 0:
        return terminal_size((columns, lines))
    raise OSError(25, 'Inappropriate ioctl for device')


def _env_get(key, default):
    from os import environ
    return environ.get(key, default)


get_terminal_size = _terminal_size_from_env


def fsencode(filename):
    """`filename` (str or path-like) as bytes: UTF-8 with surrogateescape."""
    from os import fspath
    filename = fspath(filename)
    if isinstance(filename, str):
        return filename.encode('utf-8', 'surrogateescape')
    return filename


def fsdecode(filename):
    """`filename` (bytes or path-like) as str: UTF-8 with surrogateescape."""
    from os import fspath
    filename = fspath(filename)
    if isinstance(filename, bytes):
        return filename.decode('utf-8', 'surrogateescape')
    return filename


def get_exec_path(env=None):
    """The directories searched for a program: PATH of `env` (default os.environ)."""
    from os import environ, defpath
    if env is None:
        env = environ
    path = env.get('PATH', None)
    if path is None:
        path = defpath
    return path.split(':')


def fdopen(fd, mode='r', buffering=-1, encoding=None, *args, **kwargs):
    """A file object over the descriptor `fd` (the built-in open() of an int)."""
    if not isinstance(fd, int):
        raise TypeError("invalid fd type (%s, expected integer)" % type(fd))
    import io
    return io.open(fd, mode, buffering, encoding, *args, **kwargs)


class _wrap_close:
    """popen()'s file: closing it waits for the command and returns its status (None for
    success, else the wait status as os.system would give)."""

    def __init__(self, stream, proc):
        self._stream = stream
        self._proc = proc

    def close(self):
        self._stream.close()
        returncode = self._proc.wait()
        if returncode == 0:
            return None
        return returncode << 8 if returncode > 0 else -returncode

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()

    def __getattr__(self, name):
        return getattr(self._stream, name)

    def __iter__(self):
        return iter(self._stream)


def popen(cmd, mode="r", buffering=-1):
    """Runs the shell command `cmd`; a file reading its output (mode 'r') or writing its
    input (mode 'w')."""
    if not isinstance(cmd, str):
        raise TypeError("invalid cmd type (%s, expected string)" % type(cmd))
    if mode not in ("r", "w"):
        raise ValueError("invalid mode %r" % mode)
    if buffering == 0 or buffering is None:
        raise ValueError("popen() does not support unbuffered streams")
    import subprocess
    if mode == "r":
        proc = subprocess.Popen(cmd, shell=True, text=True, stdout=subprocess.PIPE,
                                bufsize=buffering)
        return _wrap_close(proc.stdout, proc)
    proc = subprocess.Popen(cmd, shell=True, text=True, stdin=subprocess.PIPE,
                            bufsize=buffering)
    return _wrap_close(proc.stdin, proc)
