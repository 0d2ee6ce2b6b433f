"""subprocess: running child processes, as CPython 3.11's on POSIX. Popen starts a
program (a list of arguments, or a shell command with shell=True) with its standard
streams inherited, redirected to files or descriptors, to DEVNULL, or to PIPEs the
parent reads and writes (binary, or text with text=/universal_newlines=/encoding=/
errors=); communicate() feeds input and collects output without deadlocking (a poll loop
over the pipes), with an optional timeout; wait(), poll(), send_signal(), terminate(),
kill(). run(), call(), check_call(), check_output(), getoutput() and getstatusoutput()
are built on it; CompletedProcess, CalledProcessError and TimeoutExpired carry results.
The child is started by posix._fork_exec (Note [fork and exec] in
src/stdlib/posix_proc.cpp); a failure to start it raises the OSError CPython raises
(FileNotFoundError naming the program or the cwd). Not supported: preexec_fn, user,
group, extra_groups, umask, pipesize (they raise ValueError when given), Windows-only
arguments beyond their defaults."""

import io
import os
import sys
import time
import signal
import _select
import posix as _posix

__all__ = ["Popen", "PIPE", "STDOUT", "call", "check_call", "getstatusoutput",
           "getoutput", "check_output", "run", "CalledProcessError", "DEVNULL",
           "SubprocessError", "TimeoutExpired", "CompletedProcess"]

PIPE = -1
STDOUT = -2
DEVNULL = -3

_PIPE_BUF = 512
_READ_CHUNK = 32768


class SubprocessError(Exception):
    pass


class CalledProcessError(SubprocessError):
    """Raised by check_call/check_output/run(check=True) for a non-zero exit status."""

    def __init__(self, returncode, cmd, output=None, stderr=None):
        self.returncode = returncode
        self.cmd = cmd
        self.output = output
        self.stderr = stderr

    def __str__(self):
        if self.returncode and self.returncode < 0:
            try:
                return "Command '%s' died with %r." % (self.cmd, signal.Signals(-self.returncode))
            except ValueError:
                return "Command '%s' died with unknown signal %d." % (self.cmd, -self.returncode)
        return "Command '%s' returned non-zero exit status %d." % (self.cmd, self.returncode)

    @property
    def stdout(self):
        """Alias for output attribute, to match stderr"""
        return self.output

    @stdout.setter
    def stdout(self, value):
        self.output = value


class TimeoutExpired(SubprocessError):
    """Raised when a timeout expires while waiting for a child process."""

    def __init__(self, cmd, timeout, output=None, stderr=None):
        self.cmd = cmd
        self.timeout = timeout
        self.output = output
        self.stderr = stderr

    def __str__(self):
        return "Command '%s' timed out after %s seconds" % (self.cmd, self.timeout)

    @property
    def stdout(self):
        return self.output

    @stdout.setter
    def stdout(self, value):
        self.output = value


class CompletedProcess:
    """What run() returns: args, returncode, stdout and stderr (None when not captured)."""

    def __init__(self, args, returncode, stdout=None, stderr=None):
        self.args = args
        self.returncode = returncode
        self.stdout = stdout
        self.stderr = stderr

    def __repr__(self):
        args = ['args={!r}'.format(self.args), 'returncode={!r}'.format(self.returncode)]
        if self.stdout is not None:
            args.append('stdout={!r}'.format(self.stdout))
        if self.stderr is not None:
            args.append('stderr={!r}'.format(self.stderr))
        return "{}({})".format(type(self).__name__, ', '.join(args))

    def check_returncode(self):
        """Raises CalledProcessError if the exit code is non-zero."""
        if self.returncode:
            raise CalledProcessError(self.returncode, self.args, self.stdout, self.stderr)


def _translate_newlines(data, encoding, errors):
    text = data.decode(encoding or 'utf-8', errors or 'strict')
    return text.replace("\r\n", "\n").replace("\r", "\n")


class Popen:
    """A child process (see the module's description)."""

    def __init__(self, args, bufsize=-1, executable=None, stdin=None, stdout=None,
                 stderr=None, preexec_fn=None, close_fds=True, shell=False, cwd=None,
                 env=None, universal_newlines=None, startupinfo=None, creationflags=0,
                 restore_signals=True, start_new_session=False, pass_fds=(), *, user=None,
                 group=None, extra_groups=None, encoding=None, errors=None, text=None,
                 umask=-1, pipesize=-1, process_group=None):
        self.args = args
        self.stdin = None
        self.stdout = None
        self.stderr = None
        self.pid = None
        self.returncode = None
        self.encoding = encoding
        self.errors = errors
        self.pipesize = pipesize
        self._input = None
        self._communication_started = False
        if bufsize is None:
            bufsize = -1
        if not isinstance(bufsize, int):
            raise TypeError("bufsize must be an integer")
        if startupinfo is not None:
            raise ValueError("startupinfo is only supported on Windows platforms")
        if creationflags != 0:
            raise ValueError("creationflags is only supported on Windows platforms")
        for name, value, default in (('preexec_fn', preexec_fn, None), ('user', user, None),
                                     ('group', group, None), ('extra_groups', extra_groups, None),
                                     ('umask', umask, -1)):
            if value != default:
                raise ValueError("%s is not supported by TensorPy's subprocess" % name)
        if pass_fds and not close_fds:
            close_fds = True
        if (text is not None and universal_newlines is not None
                and bool(universal_newlines) != bool(text)):
            raise SubprocessError('Cannot disambiguate when both text '
                                  'and universal_newlines are supplied but '
                                  'different. Pass one or the other.')
        self.text_mode = bool(encoding or errors or text or universal_newlines)
        self.universal_newlines = self.text_mode
        if self.text_mode and encoding is None:
            self.encoding = 'utf-8'

        to_close = []
        p2cread = p2cwrite = c2pread = c2pwrite = errread = errwrite = -1
        stderr_to_stdout = False
        try:
            p2cread, p2cwrite = self._child_end(stdin, True, to_close)
            c2pwrite, c2pread = self._child_end(stdout, False, to_close)
            if stderr == STDOUT:
                stderr_to_stdout = True
            else:
                errwrite, errread = self._child_end(stderr, False, to_close)

            if isinstance(args, (str, bytes)) or hasattr(args, '__fspath__'):
                args = [args]
            else:
                args = list(args)
            if shell:
                unix_shell = '/bin/sh'
                args = [unix_shell, '-c'] + args
                if executable:
                    args[0] = executable
            if executable is None:
                executable = args[0]
            orig_executable = executable
            executable = os.fsencode(executable) if not isinstance(executable, bytes) else executable
            if os.path.dirname(executable):
                candidates = [executable]
            else:
                candidates = [os.path.join(os.fsencode(d), executable)
                              for d in os.get_exec_path(env)]
            if env is not None:
                env_list = []
                for k, v in env.items():
                    k = os.fsencode(k)
                    if b'=' in k:
                        raise ValueError("illegal environment variable name")
                    env_list.append(k + b'=' + os.fsencode(v))
            else:
                env_list = None
            if cwd is not None:
                cwd = os.fspath(cwd)
            if process_group is None:
                process_group = -1
            pid, err, step = _posix._fork_exec(
                [os.fsencode(a) for a in args], candidates, cwd, env_list, p2cread, c2pwrite,
                errwrite, stderr_to_stdout, close_fds, sorted(int(fd) for fd in pass_fds),
                start_new_session, process_group)
            if err:
                # Step 4 is the exec itself: the error names the program; an earlier
                # step (chdir, setsid, dup2) names the cwd, as CPython's does.
                filename = orig_executable if step == 4 else cwd
                raise OSError(err, os.strerror(err), filename)
            self.pid = pid
        except BaseException:
            for fd in (p2cwrite, c2pread, errread):
                if fd != -1:
                    try:
                        os.close(fd)
                    except OSError:
                        pass
            for fd in to_close:
                try:
                    os.close(fd)
                except OSError:
                    pass
            raise
        for fd in to_close:
            try:
                os.close(fd)
            except OSError:
                pass
        # Text-mode pipes are text files over the descriptors (TensorPy's io cannot wrap
        # a binary file in a TextIOWrapper); universal newlines on reading, as CPython's.
        if p2cwrite != -1:
            if self.text_mode:
                self.stdin = io.open(p2cwrite, 'w', bufsize, encoding=self.encoding,
                                     errors=errors)
            else:
                self.stdin = io.open(p2cwrite, 'wb', bufsize)
        if c2pread != -1:
            self.stdout = self._reader(c2pread, bufsize, errors)
        if errread != -1:
            self.stderr = self._reader(errread, bufsize, errors)

    def _reader(self, fd, bufsize, errors):
        if self.text_mode:
            return io.open(fd, 'r', bufsize, encoding=self.encoding, errors=errors)
        return io.open(fd, 'rb', bufsize)

    @staticmethod
    def _child_end(spec, is_input, to_close):
        """(child's descriptor, parent's descriptor or -1) for a stream argument."""
        if spec is None:
            return -1, -1
        if spec == PIPE:
            r, w = os.pipe()
            if is_input:
                to_close.append(r)
                return r, w
            to_close.append(w)
            return w, r
        if spec == DEVNULL:
            fd = os.open(os.devnull, os.O_RDONLY if is_input else os.O_WRONLY)
            to_close.append(fd)
            return fd, -1
        if spec == STDOUT:
            raise ValueError("STDOUT can only be used for stderr")
        if isinstance(spec, int):
            if spec < 0:
                raise ValueError("bad file descriptor %d" % spec)
            return spec, -1
        return spec.fileno(), -1

    def __repr__(self):
        obj_repr = "<%s: returncode: %s args: %r>" % (self.__class__.__name__,
                                                     self.returncode, self.args)
        if len(obj_repr) > 80:
            obj_repr = obj_repr[:76] + "...>"
        return obj_repr

    def __enter__(self):
        return self

    def __exit__(self, exc_type, value, traceback):
        if self.stdout:
            self.stdout.close()
        if self.stderr:
            self.stderr.close()
        try:
            if self.stdin:
                self.stdin.close()
        finally:
            if exc_type == KeyboardInterrupt:
                if self._sigint_wait_secs > 0:
                    try:
                        self._wait(timeout=self._sigint_wait_secs)
                    except TimeoutExpired:
                        pass
                self._sigint_wait_secs = 0
                return
            self.wait()

    _sigint_wait_secs = 0.25

    def __del__(self):
        pass

    # --- status ---
    def _handle_status(self, status):
        if os.WIFSIGNALED(status):
            self.returncode = -os.WTERMSIG(status)
        elif os.WIFEXITED(status):
            self.returncode = os.WEXITSTATUS(status)
        elif os.WIFSTOPPED(status):
            self.returncode = -os.WSTOPSIG(status)
        else:
            self.returncode = status

    def poll(self):
        """The exit code if the child has finished (None otherwise)."""
        if self.returncode is None:
            try:
                pid, status = os.waitpid(self.pid, os.WNOHANG)
                if pid == self.pid:
                    self._handle_status(status)
            except ChildProcessError:
                if self.returncode is None:
                    self.returncode = 0
        return self.returncode

    def _wait(self, timeout):
        if self.returncode is not None:
            return self.returncode
        if timeout is not None:
            endtime = time.monotonic() + timeout
            delay = 0.0005
            while True:
                if self.poll() is not None:
                    break
                remaining = endtime - time.monotonic()
                if remaining <= 0:
                    raise TimeoutExpired(self.args, timeout)
                delay = min(delay * 2, remaining, .05)
                time.sleep(delay)
        else:
            while self.returncode is None:
                try:
                    pid, status = os.waitpid(self.pid, 0)
                except ChildProcessError:
                    self.returncode = 0
                    break
                if pid == self.pid:
                    self._handle_status(status)
        return self.returncode

    def wait(self, timeout=None):
        """Waits for the child; returns its exit code (-N when killed by signal N).
        TimeoutExpired when `timeout` seconds pass first."""
        return self._wait(timeout=timeout)

    def send_signal(self, sig):
        """Sends signal `sig` to the child (nothing once it has been reaped)."""
        self.poll()
        if self.returncode is not None:
            return
        try:
            os.kill(self.pid, sig)
        except ProcessLookupError:
            pass

    def terminate(self):
        """SIGTERM to the child."""
        self.send_signal(signal.SIGTERM)

    def kill(self):
        """SIGKILL to the child."""
        self.send_signal(signal.SIGKILL)

    # --- communicate ---
    def communicate(self, input=None, timeout=None):
        """Sends `input` to stdin (then closes it), reads stdout and stderr to the end and
        waits for the child. Returns (stdout_data, stderr_data), None for streams that are
        not pipes. With a timeout, TimeoutExpired may be raised; calling communicate()
        again continues where it stopped."""
        if self._communication_started and input:
            raise ValueError("Cannot send input after starting communication")
        if (timeout is None and not self._communication_started and
                [self.stdin, self.stdout, self.stderr].count(None) >= 2):
            stdout = None
            stderr = None
            if self.stdin:
                self._stdin_write(input)
            elif self.stdout:
                stdout = self.stdout.read()
                self.stdout.close()
            elif self.stderr:
                stderr = self.stderr.read()
                self.stderr.close()
            self.wait()
            return stdout, stderr
        endtime = None if timeout is None else time.monotonic() + timeout
        try:
            stdout, stderr = self._communicate(input, endtime, timeout)
        finally:
            self._communication_started = True
        sts = self.wait(timeout=self._remaining_time(endtime))
        return stdout, stderr

    def _remaining_time(self, endtime):
        if endtime is None:
            return None
        return endtime - time.monotonic()

    def _stdin_write(self, input):
        if input:
            try:
                self.stdin.write(input)
            except BrokenPipeError:
                pass
        try:
            self.stdin.close()
        except BrokenPipeError:
            pass

    def _communicate(self, input, endtime, orig_timeout):
        if self.stdin and not self._communication_started:
            try:
                self.stdin.flush()
            except BrokenPipeError:
                pass
            if not input:
                try:
                    self.stdin.close()
                except BrokenPipeError:
                    pass
        if not self._communication_started:
            self._fileobj2output = {}
            if self.stdout:
                self._fileobj2output[self.stdout] = []
            if self.stderr:
                self._fileobj2output[self.stderr] = []
            self._save_input(input)
            self._open = {}
            if self.stdin and input:
                self._open[self.stdin.fileno()] = ('w', self.stdin)
            for f in (self.stdout, self.stderr):
                if f:
                    self._open[f.fileno()] = ('r', f)
        stdout = self._fileobj2output.get(self.stdout) if self.stdout else None
        stderr = self._fileobj2output.get(self.stderr) if self.stderr else None
        while self._open:
            timeout = self._remaining_time(endtime)
            if timeout is not None and timeout < 0:
                self._check_timeout(endtime, orig_timeout, stdout, stderr)
            pairs = [(fd, _select.POLLOUT if kind == 'w' else _select.POLLIN)
                     for fd, (kind, f) in self._open.items()]
            ready = _select.poll(pairs, None if timeout is None else max(timeout, 0) * 1000)
            self._check_timeout(endtime, orig_timeout, stdout, stderr)
            for fd, events in ready:
                kind, f = self._open[fd]
                if kind == 'w':
                    chunk = self._input[self._input_offset:self._input_offset + _PIPE_BUF]
                    try:
                        self._input_offset += os.write(fd, chunk)
                    except BrokenPipeError:
                        del self._open[fd]
                        f.close()
                    else:
                        if self._input_offset >= len(self._input):
                            del self._open[fd]
                            f.close()
                else:
                    data = os.read(fd, _READ_CHUNK)
                    if not data:
                        del self._open[fd]
                        f.close()
                    else:
                        self._fileobj2output[f].append(data)
        self.wait(timeout=self._remaining_time(endtime))
        if stdout is not None:
            stdout = b''.join(stdout)
        if stderr is not None:
            stderr = b''.join(stderr)
        if self.text_mode:
            if stdout is not None:
                stdout = _translate_newlines(stdout, self.stdout.encoding, self.stdout.errors)
            if stderr is not None:
                stderr = _translate_newlines(stderr, self.stderr.encoding, self.stderr.errors)
        return stdout, stderr

    def _save_input(self, input):
        if self.stdin and self._input is None:
            self._input_offset = 0
            self._input = input
            if input is not None and self.text_mode:
                self._input = self._input.encode(self.stdin.encoding, self.stdin.errors or 'strict')
            elif input is not None:
                self._input = bytes(input)

    def _check_timeout(self, endtime, orig_timeout, stdout_seq, stderr_seq):
        if endtime is None:
            return
        if time.monotonic() > endtime:
            raise TimeoutExpired(self.args, orig_timeout,
                                 output=b''.join(stdout_seq) if stdout_seq else None,
                                 stderr=b''.join(stderr_seq) if stderr_seq else None)


def call(*popenargs, timeout=None, **kwargs):
    """Runs the command and returns its exit code."""
    with Popen(*popenargs, **kwargs) as p:
        try:
            return p.wait(timeout=timeout)
        except BaseException:
            p.kill()
            raise


def check_call(*popenargs, **kwargs):
    """call(), raising CalledProcessError for a non-zero exit code; returns 0."""
    retcode = call(*popenargs, **kwargs)
    if retcode:
        cmd = kwargs.get("args")
        if cmd is None:
            cmd = popenargs[0]
        raise CalledProcessError(retcode, cmd)
    return 0


def check_output(*popenargs, timeout=None, **kwargs):
    """The command's stdout (bytes, or str in text mode); CalledProcessError for a
    non-zero exit code."""
    for kw in ('stdout', 'check'):
        if kw in kwargs:
            raise ValueError('%s argument not allowed, it will be overridden.' % kw)
    if 'input' in kwargs and kwargs['input'] is None:
        if (kwargs.get('universal_newlines') or kwargs.get('text') or kwargs.get('encoding')
                or kwargs.get('errors')):
            empty = ''
        else:
            empty = b''
        kwargs['input'] = empty
    return run(*popenargs, stdout=PIPE, timeout=timeout, check=True, **kwargs).stdout


def run(*popenargs, input=None, capture_output=False, timeout=None, check=False, **kwargs):
    """Runs the command, waits for it, returns a CompletedProcess. input= feeds stdin,
    capture_output=True collects stdout and stderr, timeout= kills the child and raises
    TimeoutExpired, check=True raises CalledProcessError for a non-zero exit code."""
    if input is not None:
        if kwargs.get('stdin') is not None:
            raise ValueError('stdin and input arguments may not both be used.')
        kwargs['stdin'] = PIPE
    if capture_output:
        if kwargs.get('stdout') is not None or kwargs.get('stderr') is not None:
            raise ValueError('stdout and stderr arguments may not be used '
                             'with capture_output.')
        kwargs['stdout'] = PIPE
        kwargs['stderr'] = PIPE
    with Popen(*popenargs, **kwargs) as process:
        try:
            stdout, stderr = process.communicate(input, timeout=timeout)
        except TimeoutExpired:
            # The exception already carries the output read so far (as on POSIX CPython).
            process.kill()
            process.wait()
            raise
        except BaseException:
            process.kill()
            raise
        retcode = process.poll()
        if check and retcode:
            raise CalledProcessError(retcode, process.args, output=stdout, stderr=stderr)
    return CompletedProcess(process.args, retcode, stdout, stderr)


def getstatusoutput(cmd, *, encoding=None, errors=None):
    """(exit code, output) of the shell command `cmd`, stdout and stderr together, one
    trailing newline removed."""
    try:
        data = check_output(cmd, shell=True, text=True, stderr=STDOUT, encoding=encoding,
                            errors=errors)
        exitcode = 0
    except CalledProcessError as ex:
        data = ex.output
        exitcode = ex.returncode
    if data[-1:] == '\n':
        data = data[:-1]
    return exitcode, data


def getoutput(cmd, *, encoding=None, errors=None):
    """The output of the shell command `cmd` (stdout and stderr, trailing newline removed)."""
    return getstatusoutput(cmd, encoding=encoding, errors=errors)[1]


def list2cmdline(seq):
    """The command line Windows' MS C runtime would parse back into `seq`."""
    result = []
    for arg in map(os.fsdecode, seq):
        bs_buf = []
        if result:
            result.append(' ')
        needquote = (" " in arg) or ("\t" in arg) or not arg
        if needquote:
            result.append('"')
        for c in arg:
            if c == '\\':
                bs_buf.append(c)
            elif c == '"':
                result.append('\\' * len(bs_buf) * 2)
                bs_buf = []
                result.append('\\"')
            else:
                if bs_buf:
                    result.extend(bs_buf)
                    bs_buf = []
                result.append(c)
        if bs_buf:
            result.extend(bs_buf)
        if needquote:
            result.extend(bs_buf)
            result.append('"')
    return ''.join(result)
