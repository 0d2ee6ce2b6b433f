# socket and select on 127.0.0.1: a TCP server and client in one process (listen,
# connect, accept, send/sendall/recv, makefile, shutdown), timeouts, non-blocking mode,
# socketpair, UDP, select.select and select.poll, address helpers and errors.
import os
import select
import socket

srv = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
srv.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
srv.bind(('127.0.0.1', 0))
srv.listen()
host, port = srv.getsockname()
print(host, port > 0, srv.family, repr(srv.type), srv.proto, srv.gettimeout(), srv.getblocking(),
      srv.getsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR) != 0)
print(repr(srv).replace(str(port), 'PORT').replace('fd=%d' % srv.fileno(), 'fd=N'))
cli = socket.create_connection(('127.0.0.1', port))
conn, addr = srv.accept()
print(addr[0], addr[1] == cli.getsockname()[1], conn.getpeername() == cli.getsockname(),
      cli.getpeername() == ('127.0.0.1', port))
print(cli.send(b'hello'), conn.recv(100))
cli.sendall(b'x' * 300000)
got = 0
while got < 300000:
    got += len(conn.recv(65536))
print(got)
r, w, x = select.select([conn, srv], [cli], [], 0)
print(r, w == [cli], x)
conn.sendall(b'reply')
r, w, x = select.select([cli, srv], [], [], 1.0)
print(r == [cli], cli.recv(5))
p = select.poll()
p.register(cli, select.POLLIN)
p.register(conn.fileno(), select.POLLIN | select.POLLOUT)
print(sorted(p.poll(0)) == [(conn.fileno(), select.POLLOUT)])
conn.send(b'!')
print(sorted(p.poll(1000)) == sorted([(cli.fileno(), select.POLLIN), (conn.fileno(), select.POLLOUT)]))
print(cli.recv(1))
p.modify(cli, select.POLLOUT)
p.unregister(conn)
print(p.poll(100) == [(cli.fileno(), select.POLLOUT)])
try:
    p.unregister(conn)
except KeyError as e:
    print('KeyError')
try:
    p.modify(12345, select.POLLIN)
except FileNotFoundError as e:
    print('FileNotFoundError', e)

cli.settimeout(0.2)
print(cli.gettimeout(), cli.getblocking())
try:
    cli.recv(10)
except socket.timeout as e:
    print('timeout', e, type(e).__name__, socket.timeout is TimeoutError)
cli.setblocking(False)
print(cli.gettimeout(), cli.getblocking())
try:
    cli.recv(10)
except BlockingIOError as e:
    print('BlockingIOError', e.errno)
cli.setblocking(True)

wf = cli.makefile('wb')
rf = conn.makefile('r', encoding='utf-8')
wf.write(b'line one\nline two\n\xc3\xa9 three\n')
wf.flush()
print(repr(rf.readline()), repr(rf.readline()), repr(rf.readline()))
wf.write(b'tail')
wf.close()
cli.shutdown(socket.SHUT_WR)
print(repr(rf.read()), repr(rf.read()))
rf.close()
print(conn.recv(10))
cli.close()
conn.close()
print(cli.fileno(), repr(cli).startswith('<socket.socket [closed] fd=-1'))
try:
    cli.send(b'x')
except OSError as e:
    print('OSError', e.errno)

c2 = socket.socket()
c2.settimeout(2)
c2.connect(('127.0.0.1', port))
s2, _ = srv.accept()
with s2, c2:
    f = s2.makefile('rwb')
    c2.sendall(b'a\nb\n')
    print(f.readline(), next(iter(f)))
    f.write(b'back')
    f.flush()
    print(c2.recv(4))
    f.close()
print(s2.fileno(), c2.fileno())

a, b = socket.socketpair()
print(a.family, b.type, a.send(b'pair'), b.recv(10))
a.close()
print(b.recv(10))
b.close()

u1 = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
u1.bind(('127.0.0.1', 0))
u2 = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
u2.sendto(b'datagram', u1.getsockname())
data, frm = u1.recvfrom(100)
print(data, frm[0], repr(u1.type))
u2.sendto(b'd2', 0, u1.getsockname())
buf = bytearray(10)
print(u1.recv_into(buf), buf)
u1.close()
u2.close()

free = socket.socket()
free.bind(('127.0.0.1', 0))
free_port = free.getsockname()[1]
free.close()
c = socket.socket()
try:
    c.connect(('127.0.0.1', free_port))
except ConnectionRefusedError as e:
    print('ConnectionRefusedError', e.errno, e)
print(c.connect_ex(('127.0.0.1', free_port)) == 111)
c.close()
srv.close()

s = socket.create_server(('127.0.0.1', 0))
print(s.getsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR) != 0, s.gettimeout())
s.settimeout(0.1)
try:
    s.accept()
except TimeoutError as e:
    print('TimeoutError', e)
s.close()

print(socket.getaddrinfo('127.0.0.1', 80, type=socket.SOCK_STREAM))
print(socket.getaddrinfo('127.0.0.1', '53', socket.AF_INET, socket.SOCK_DGRAM))
print(socket.getaddrinfo(None, 0, socket.AF_INET, socket.SOCK_STREAM, 0, socket.AI_PASSIVE))
try:
    socket.getaddrinfo('no.such.host.invalid', 80)
except socket.gaierror as e:
    print('gaierror', e.errno, e)
print(socket.gethostbyname('127.0.0.1'), socket.gethostbyname('localhost'), isinstance(socket.gethostname(), str))
print(socket.inet_aton('127.0.0.1'), socket.inet_aton('1.2.3'), socket.inet_ntoa(b'\x7f\x00\x00\x01'),
      socket.inet_pton(socket.AF_INET6, '::1'), socket.inet_ntop(socket.AF_INET6, b'\x00' * 15 + b'\x01'),
      socket.inet_pton(socket.AF_INET, '10.0.0.1'), socket.inet_ntop(socket.AF_INET, b'\x0a\x00\x00\x01'))
for bad in [lambda: socket.inet_aton('300.1.1.1'), lambda: socket.inet_ntoa(b'123'),
            lambda: socket.inet_pton(socket.AF_INET, 'x')]:
    try:
        bad()
    except OSError as e:
        print('OSError', e)
print(socket.htons(1), socket.ntohs(256), socket.htonl(1), socket.ntohl(16777216))
try:
    socket.htons(70000)
except OverflowError as e:
    print('OverflowError', e)
print(repr(socket.AF_INET), socket.AF_INET, repr(socket.SOCK_DGRAM), socket.SOMAXCONN > 0,
      socket.error is OSError, issubclass(socket.gaierror, OSError), socket.getdefaulttimeout())
try:
    socket.socket().bind(('127.0.0.1', 70000))
except OverflowError as e:
    print('OverflowError', e)
try:
    select.select([object()], [], [])
except TypeError as e:
    print('TypeError', e)
try:
    select.select([-1], [], [])
except ValueError as e:
    print('ValueError', e)
try:
    select.select([], [], [], -1)
except ValueError as e:
    print('ValueError', e)
try:
    select.select([], [], [], 'x')
except TypeError as e:
    print('TypeError', e)
r, w = os.pipe()
print(select.select([r], [w], [], 0) == ([], [w], []))
os.write(w, b'z')
print(select.select([r], [], [], 0) == ([r], [], []))
os.close(r)
os.close(w)

import selectors
a, b = socket.socketpair()
with selectors.DefaultSelector() as sel:
    ka = sel.register(a, selectors.EVENT_READ, data='A')
    kb = sel.register(b, selectors.EVENT_READ | selectors.EVENT_WRITE, data='b')
    print(ka.events, ka.data, kb.fd == b.fileno(), len(sel.get_map()), sel.get_key(a) == ka)
    print(sorted((k.data, ev) for k, ev in sel.select(0)))
    b.send(b'ping')
    print(sorted((k.data, ev) for k, ev in sel.select(1)))
    sel.modify(b, selectors.EVENT_READ, data='B')
    print(sorted((k.data, ev) for k, ev in sel.select(0)), a.recv(4))
    sel.unregister(a)
    for bad in [lambda: sel.register(b, selectors.EVENT_READ), lambda: sel.unregister(a),
                lambda: sel.get_key(a)]:
        try:
            bad()
        except KeyError as e:
            print('KeyError', str(e).replace(repr(a), 'A').replace(repr(b), 'B').replace('FD %d' % b.fileno(), 'FD N'))
    try:
        sel.register(b'x', selectors.EVENT_READ)
    except ValueError as e:
        print('ValueError', e)
    try:
        sel.register(a, 0)
    except ValueError as e:
        print('ValueError', e)
s2 = selectors.SelectSelector()
s2.register(a, selectors.EVENT_WRITE)
print([(k.fileobj is a, ev) for k, ev in s2.select(0)])
s2.close()
a.close()
b.close()
