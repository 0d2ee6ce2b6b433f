"""Drives the TensorPy REPL through a pseudo-terminal (tests/cli/run, case repl_pty).

Usage: pty_repl.py TENSORPY [CHECK...]. Starts TENSORPY (no arguments, so stdin is a
terminal and libedit is in charge) with HOME set to a fresh temporary directory, waits for
the '>>> ' prompt, types lines and checks what the terminal shows. Every wait has a timeout
and the whole run is bounded (~10 s), so a wedged REPL fails the check instead of hanging.
Prints one line "ok NAME" or "FAIL NAME: why" per check, in a fixed order, and exits 0 only
if all passed. CPython is only the driver here (stdlib pty/os.fork/select), not an oracle.
"""
import os
import pty
import re
import select
import shutil
import signal
import sys
import tempfile
import time

DEADLINE = time.monotonic() + 10.0
STEP = 3.0  # the most one expectation may wait
ANSI = re.compile(rb"\x1b\[[0-9;?]*[A-Za-z]|\x1b[=>()][0-9A-Za-z]?|\x07|\r")


class Timeout(Exception):
    pass


class Repl:
    def __init__(self, exe, home):
        env = dict(os.environ, HOME=home, TERM="xterm")
        env.pop("INPUTRC", None)
        pid, fd = pty.fork()
        if pid == 0:
            try:
                os.execve(exe, [exe], env)
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        self.buf = b""  # everything not yet consumed by expect()
        self.status = None

    def _read(self, until):
        while True:
            left = min(until, DEADLINE) - time.monotonic()
            if left <= 0:
                return False
            r, _, _ = select.select([self.fd], [], [], left)
            if r:
                try:
                    data = os.read(self.fd, 4096)
                except OSError:  # EIO: the child closed the terminal
                    data = b""
                if not data:
                    return None
                self.buf += data
                return True

    def expect(self, pattern, timeout=STEP):
        """Waits for a regex (bytes) in the output; returns the text before it (consumed)."""
        until = time.monotonic() + timeout
        rx = re.compile(pattern)
        while True:
            m = rx.search(self.buf)
            if m:
                before = self.buf[: m.start()]
                self.buf = self.buf[m.end():]
                return before
            got = self._read(until)
            if not got:
                tail = ANSI.sub(b"", self.buf[-200:])
                raise Timeout("no %r within %.0f s%s; saw %r" % (
                    pattern, timeout, " (EOF)" if got is None else "", tail))

    def send(self, s):
        # A pause first, as a person leaves: typeahead sent before libedit has put the
        # terminal in raw mode is echoed twice (by the kernel, then by libedit), in any
        # readline-based REPL, CPython's included.
        time.sleep(0.05)
        os.write(self.fd, s.encode())

    def line(self, s):
        self.send(s + "\r")

    def wait_exit(self, timeout=STEP):
        until = min(time.monotonic() + timeout, DEADLINE)
        while time.monotonic() < until:
            pid, st = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = st
                return os.waitstatus_to_exitcode(st)
            self._read(time.monotonic() + 0.05)  # drain, so the child never blocks writing
        raise Timeout("still running after %.0f s; saw %r" % (timeout, clean(self.buf[-200:])))

    def kill(self):
        if self.status is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
            except OSError:
                pass
        try:
            os.close(self.fd)
        except OSError:
            pass


def clean(b):
    return ANSI.sub(b"", b).decode("utf-8", "replace")


PROMPT = rb">>> "
results = []


def check(name, fn):
    if time.monotonic() >= DEADLINE:
        results.append("FAIL %s: overall timeout" % name)
        return False
    try:
        fn()
        results.append("ok " + name)
        return True
    except (Timeout, AssertionError) as e:
        results.append("FAIL %s: %s" % (name, e))
        return False


def main():
    exe = sys.argv[1]
    home = tempfile.mkdtemp(prefix="tp_pty_home.")
    r = Repl(exe, home)
    alive = True
    try:
        def start():
            r.expect(PROMPT)

        def assign_and_echo():
            r.line("x = 2")
            out = clean(r.expect(PROMPT))
            assert out.strip() == "x = 2", "assignment printed %r" % out
            r.line("x * 21")
            out = clean(r.expect(PROMPT))
            assert out.split("\n")[1:] == ["42", ""], "x * 21 showed %r" % out

        def block():
            r.line("def f():")
            r.expect(rb"\.\.\. ")
            r.line("    return 5")
            r.expect(rb"\.\.\. ")
            r.line("")
            r.expect(PROMPT)
            r.line("f()")
            out = clean(r.expect(PROMPT))
            assert out.split("\n")[1:] == ["5", ""], "f() showed %r" % out

        def traceback_continues():
            r.line("1/0")
            out = clean(r.expect(PROMPT))
            lines = [l for l in out.split("\n") if l]
            assert "Traceback (most recent call last):" in lines, "no traceback in %r" % out
            assert lines[-1] == "ZeroDivisionError: division by zero", "traceback %r" % out
            r.line("x")
            out = clean(r.expect(PROMPT))
            assert out.split("\n")[1:] == ["2", ""], "x after traceback showed %r" % out

        def none_silent():
            r.line("None")
            out = clean(r.expect(PROMPT))
            assert out.split("\n") == ["None", ""], "None showed %r" % out

        def ctrl_c_prompt():
            r.send("abc")
            r.expect(rb"abc")
            r.send("\x03")
            r.expect(rb"KeyboardInterrupt\s*\n")
            r.expect(PROMPT)
            r.line("x + 1")  # the discarded 'abc' must not come back
            out = clean(r.expect(PROMPT))
            assert out.split("\n") == ["x + 1", "3", ""], "after Ctrl-C: %r" % out

        def ctrl_c_loop():
            r.line("while True: pass")
            r.expect(rb"\.\.\. ")
            r.line("")
            r.expect(rb"\n")  # the empty line has been taken; the loop is running
            time.sleep(0.3)
            assert not r.buf.strip(b"\r\n"), "loop printed %r" % r.buf
            r.send("\x03")
            out = clean(r.expect(PROMPT))
            lines = [l for l in out.split("\n") if l]
            assert lines and lines[-1] == "KeyboardInterrupt", "interrupted loop: %r" % out
            r.line("x")
            out = clean(r.expect(PROMPT))
            assert out.split("\n")[1:] == ["2", ""], "x after interrupt showed %r" % out

        def editing():
            # libedit redraws the line (prompt included) as it edits, so the check waits for
            # the result line followed by a fresh prompt rather than for the next '>>> '.
            # Backspace: '7' erased, so 4+1 = 5 (not 75).
            r.line("7\x7f4+1")
            r.expect(rb"\n5\r?\n>>> ")
            # Left arrow: '12', cursor back over '2', insert '3' -> 132 (not 123).
            r.line("12\x1b[D3")
            r.expect(rb"\n132\r?\n>>> ")

        def history():
            r.line("6 * 7 + 100")
            out = clean(r.expect(PROMPT))
            assert out.split("\n")[-2:] == ["142", ""], "6 * 7 + 100 showed %r" % out
            r.send("\x1b[A")
            r.expect(rb"6 \* 7 \+ 100")  # the recalled line is shown
            r.send("\r")
            out = clean(r.expect(PROMPT))
            assert out.split("\n")[-2:] == ["142", ""], "recalled line showed %r" % out

        def ctrl_d_exits():
            r.send("\x04")
            code = r.wait_exit()
            assert code == 0, "exit status %d" % code
            hist = os.path.join(home, ".tensorpy_history")
            assert os.path.exists(hist), "no history file in HOME"

        if not check("prompt", start):
            alive = False
        for name, fn in [("assign_and_echo", assign_and_echo), ("block", block),
                         ("traceback_continues", traceback_continues),
                         ("none_silent", none_silent), ("ctrl_c_prompt", ctrl_c_prompt),
                         ("ctrl_c_loop", ctrl_c_loop), ("editing", editing),
                         ("history", history), ("ctrl_d_exits", ctrl_d_exits)]:
            if not alive:
                results.append("FAIL %s: skipped (REPL not usable)" % name)
                continue
            if not check(name, fn):
                # Resynchronise on a fresh prompt so one failure does not cascade.
                try:
                    r.send("\x03")
                    r.expect(PROMPT, timeout=1.5)
                    r.buf = b""
                except Timeout:
                    alive = False
    finally:
        r.kill()
        shutil.rmtree(home, ignore_errors=True)
    print("\n".join(results))
    return 0 if all(l.startswith("ok ") for l in results) else 1


if __name__ == "__main__":
    sys.exit(main())
