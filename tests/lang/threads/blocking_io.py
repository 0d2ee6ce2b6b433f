# A thread blocked in I/O (pipe and file reads and writes, sockets, select, selectors,
# subprocess waits, stdin) lets the other threads run: while it waits, another thread
# counts to the end and the main thread sees that, and only then unblocks the waiter. If
# the blocked call kept the interpreter lock, nothing else could run and the script
# would hang (the runner's timeout fails it). Asserts on the order of events only.
import os
import select
import selectors
import socket
import subprocess
import sys
import threading
import time


def progress():
    # Python work in another thread: must finish while the waiter is blocked.
    done = threading.Event()
    total = []

    def count():
        for i in range(500):
            total.append(i)
        done.set()

    t = threading.Thread(target=count)
    t.start()
    ok = done.wait(10)
    t.join()
    return ok and len(total) == 500


def check(name, block, unblock):
    log = []
    started = threading.Event()

    def waiter():
        started.set()
        result = block()
        log.append(("unblocked", result))

    t = threading.Thread(target=waiter)
    t.start()
    started.wait()
    time.sleep(0.02)  # let the waiter reach its system call (the order holds either way)
    log.append(("progress", progress()))
    unblock()
    t.join()
    print(name, log)


# The child interpreter of the last case: input() and sys.stdin.readline() block.
if len(sys.argv) > 1:
    check("input", lambda: input(), lambda: print("ready", flush=True))
    check("sys.stdin.readline", lambda: sys.stdin.readline(), lambda: print("again", flush=True))
    sys.exit(0)

# os.read on a pipe
r, w = os.pipe()
check("os.read", lambda: os.read(r, 100), lambda: os.write(w, b"hello"))
os.close(r)
os.close(w)

# a binary file object over a pipe
r, w = os.pipe()
rf = open(r, "rb")
check("BufferedReader.read", lambda: rf.read(5), lambda: os.write(w, b"abcde"))
rf.close()
os.close(w)

# a text file object's readline over a pipe
r, w = os.pipe()
rf = open(r, "r")
check("TextIOWrapper.readline", lambda: rf.readline(), lambda: os.write(w, b"line one\nline two\n"))
rf.close()
os.close(w)

# os.write into a full pipe: blocks until the main thread drains it
r, w = os.pipe()
big = b"x" * (1 << 18)
got = []


def drain():
    while sum(len(c) for c in got) < len(big):
        got.append(os.read(r, 1 << 16))


def write_all_os():
    view = memoryview(big)
    n = 0
    while n < len(big):
        n += os.write(w, view[n:])
    return n


check("os.write full pipe", write_all_os, drain)
print(sum(len(c) for c in got))
os.close(r)
os.close(w)

# a file object's write + flush into a full pipe
r, w = os.pipe()
wf = open(w, "wb")
got = []


def file_write():
    n = wf.write(big)
    wf.flush()
    return n


check("BufferedWriter.flush full pipe", file_write, drain)
print(sum(len(c) for c in got))
wf.close()
os.close(r)

# socket recv on a socketpair
a, b = socket.socketpair()
check("socket.recv", lambda: a.recv(100), lambda: b.sendall(b"ping"))
a.close()
b.close()

# accept on a listening socket
srv = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
srv.bind(("127.0.0.1", 0))
srv.listen(1)
port = srv.getsockname()[1]
client = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
conns = []


def accept():
    c, _ = srv.accept()
    conns.append(c)
    return c.recv(10)


def connect_and_send():
    client.connect(("127.0.0.1", port))
    client.sendall(b"hi there")


check("socket.accept", accept, connect_and_send)
for c in conns:
    c.close()
client.close()
srv.close()

# select.select and a selector on a pipe
r, w = os.pipe()
check("select.select", lambda: select.select([r], [], [])[0] == [r], lambda: os.write(w, b"!"))
os.read(r, 1)
sel = selectors.DefaultSelector()
sel.register(r, selectors.EVENT_READ, "data")
check("selector.select", lambda: [k.data for k, ev in sel.select()], lambda: os.write(w, b"!"))
sel.close()
os.close(r)
os.close(w)

# a subprocess wait: the child (cat) ends when the main thread closes its stdin
p = subprocess.Popen(["cat"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
check("Popen.wait", p.wait, p.stdin.close)

# reading a child's stdout through a pipe
p = subprocess.Popen(["cat"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
check("child stdout readline", p.stdout.readline, lambda: (p.stdin.write(b"from child\n"), p.stdin.flush()))
p.stdin.close()
p.stdout.close()
p.wait()

# input() and sys.stdin.readline() in a child interpreter (this script with an argument,
# run at the top) reading its stdin
# (without TensorPy's collector stress mode: its start-up would dominate the stress run)
env = {k: v for k, v in os.environ.items() if k != "TP_GC_STRESS"}
child = subprocess.Popen([sys.executable, __file__, "child"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
lines = [child.stdout.readline()]
child.stdin.write(b"typed line\n")
child.stdin.flush()
lines.append(child.stdout.readline())
lines.append(child.stdout.readline())
child.stdin.write(b"second\n")
child.stdin.close()
lines.append(child.stdout.read())
for line in lines:
    print(line.decode(), end="")
print("child exit", child.wait())
