"""socket: BSD sockets, as CPython 3.11's for AF_INET, AF_INET6 and AF_UNIX stream and
datagram sockets, on the native _socket module (calls on descriptor numbers). The socket
class holds the descriptor and a timeout (Note [Socket timeouts]); it offers bind,
listen, accept, connect/connect_ex, send/sendall/sendto, recv/recv_into/recvfrom,
shutdown, get/setsockopt, getsockname/getpeername, settimeout/setblocking, makefile,
dup/detach/close and the context manager. Module functions: create_connection,
create_server, socketpair, fromfd, getaddrinfo, getnameinfo, gethostname,
gethostbyname(_ex), gethostbyaddr, getfqdn, inet_aton/ntoa/pton/ntop, hton*/ntoh*,
get/setdefaulttimeout; the AddressFamily, SocketKind, MsgFlag and AddressInfo enums;
errors OSError, gaierror, herror and timeout (= TimeoutError).

Note [Socket timeouts]
As in CPython, a socket with a timeout (not None) has its descriptor in non-blocking
mode. Each call tries the operation; when it would block (EAGAIN/EINPROGRESS) it waits
with poll() for the time left and tries again, raising TimeoutError('timed out') once
the time is spent. Timeout 0.0 is plain non-blocking: BlockingIOError comes through.
Blocking sockets (timeout None) make the blocking system call directly; a signal during
it runs the handler and the call resumes."""

import os
import sys
import time
import errno as _errno
import _socket
import _select
from _socket import *  # noqa: F401,F403  (the constants)
from _socket import (AF_INET, AF_INET6, AF_UNIX, AF_UNSPEC, SOCK_STREAM, SOCK_DGRAM,
                     SOCK_NONBLOCK, SOCK_CLOEXEC, SOL_SOCKET, SO_ERROR, SO_TYPE,
                     SOMAXCONN, SO_REUSEADDR, IPPROTO_IPV6, IPV6_V6ONLY, AI_PASSIVE)
from enum import IntEnum as _IntEnum, IntFlag as _IntFlag

__all__ = ["fromfd", "getfqdn", "create_connection", "create_server", "has_dualstack_ipv6",
           "AddressFamily", "SocketKind", "socket", "socketpair", "SocketType", "error",
           "herror", "gaierror", "timeout", "getaddrinfo", "getnameinfo", "gethostname",
           "gethostbyname", "gethostbyname_ex", "gethostbyaddr", "inet_aton", "inet_ntoa",
           "inet_pton", "inet_ntop", "htons", "ntohs", "htonl", "ntohl",
           "getdefaulttimeout", "setdefaulttimeout", "close"]
__all__.extend(n for n in dir(_socket) if n.isupper())

error = OSError
timeout = TimeoutError
has_ipv6 = True
_SO_DOMAIN = 39
_SO_PROTOCOL = 38


class herror(OSError):
    """A host-name lookup failed (gethostbyaddr)."""


class gaierror(OSError):
    """An address lookup failed (getaddrinfo, getnameinfo)."""


def _members(pred):
    found = [(n, getattr(_socket, n)) for n in dir(_socket) if pred(n)]
    found.sort(key=lambda t: (t[1], t[0]))
    return found


AddressFamily = _IntEnum('AddressFamily', _members(lambda n: n.startswith('AF_')),
                         module=__name__)
SocketKind = _IntEnum('SocketKind', _members(
    lambda n: n.startswith('SOCK_') and n not in ('SOCK_NONBLOCK', 'SOCK_CLOEXEC')),
    module=__name__)
MsgFlag = _IntFlag('MsgFlag', _members(lambda n: n.startswith('MSG_')), module=__name__)
AddressInfo = _IntFlag('AddressInfo', _members(lambda n: n.startswith('AI_')),
                       module=__name__)
for _enum in (AddressFamily, SocketKind, MsgFlag, AddressInfo):
    globals().update(_enum.__members__)
del _enum


def _intenum_or(value, klass):
    try:
        return klass(value)
    except ValueError:
        return value


_default_timeout = None


def getdefaulttimeout():
    """The timeout new sockets get (None: blocking)."""
    return _default_timeout


def setdefaulttimeout(timeout):
    """Sets the timeout new sockets get."""
    global _default_timeout
    _default_timeout = _check_timeout(timeout)


def _check_timeout(value):
    if value is None:
        return None
    try:
        value = float(value)
    except (TypeError, ValueError):
        raise TypeError("Timeout value must be int, float or None") from None
    if value != value:
        raise ValueError("Invalid value NaN (not a number)")
    if value < 0:
        raise ValueError("Timeout value out of range")
    return value


def _gai_raise(result):
    if isinstance(result, tuple) and len(result) == 2 and isinstance(result[0], int) \
            and isinstance(result[1], str):
        raise gaierror(result[0], result[1])
    return result


def _host_text(host):
    if isinstance(host, (bytes, bytearray)):
        return bytes(host).decode('ascii')
    if isinstance(host, str):
        try:
            host.encode('ascii')
        except UnicodeEncodeError:
            return host.encode('idna').decode('ascii')
        return host
    raise TypeError("str, bytes or bytearray expected, not %s" % type(host).__name__)


class socket:
    """A network socket (see the module's description)."""

    def __init__(self, family=-1, type=-1, proto=-1, fileno=None):
        if fileno is None:
            if family == -1:
                family = AF_INET
            if type == -1:
                type = SOCK_STREAM
            if proto == -1:
                proto = 0
            self._fd = _socket.socket(int(family), int(type), int(proto))
        else:
            if not isinstance(fileno, int):
                raise TypeError("'%s' object cannot be interpreted as an integer"
                                % fileno.__class__.__name__)
            if fileno < 0:
                raise ValueError("negative file descriptor")
            self._fd = fileno
            if family == -1:
                family = _socket.getsockopt(fileno, SOL_SOCKET, _SO_DOMAIN, 0)
            if type == -1:
                type = _socket.getsockopt(fileno, SOL_SOCKET, SO_TYPE, 0)
            if proto == -1:
                proto = _socket.getsockopt(fileno, SOL_SOCKET, _SO_PROTOCOL, 0)
        self._family = int(family)
        self._type = int(type) & ~(SOCK_NONBLOCK | SOCK_CLOEXEC)
        self._proto = int(proto)
        self._timeout = None
        self._io_refs = 0
        self._closed = False
        if int(type) & SOCK_NONBLOCK:
            self.settimeout(0.0)
        elif _default_timeout is not None:
            self.settimeout(_default_timeout)

    # --- identity ---
    @property
    def family(self):
        return _intenum_or(self._family, AddressFamily)

    @property
    def type(self):
        return _intenum_or(self._type, SocketKind)

    @property
    def proto(self):
        return self._proto

    def fileno(self):
        """The descriptor (-1 once closed)."""
        return self._fd

    def __repr__(self):
        closed = getattr(self, '_closed', False)
        s = "<%s.%s%s fd=%i, family=%s, type=%s, proto=%i" % (
            self.__class__.__module__, self.__class__.__qualname__,
            " [closed]" if closed else "", self.fileno(), self._family, self._type,
            self._proto)
        if not closed:
            try:
                laddr = self.getsockname()
                if laddr:
                    s += ", laddr=%s" % str(laddr)
            except OSError:
                pass
            try:
                raddr = self.getpeername()
                if raddr:
                    s += ", raddr=%s" % str(raddr)
            except OSError:
                pass
        return s + '>'

    def __getstate__(self):
        raise TypeError(f"cannot pickle {self.__class__.__name__!r} object")

    def __enter__(self):
        return self

    def __exit__(self, *args):
        if not self._closed:
            self.close()

    def _check_open(self):
        if self._fd < 0:
            raise OSError(_errno.EBADF, 'Bad file descriptor')

    # --- timeouts (Note [Socket timeouts]) ---
    def settimeout(self, value):
        """None: blocking; 0.0: non-blocking; > 0: operations time out after it."""
        value = _check_timeout(value)
        self._timeout = value
        if self._fd >= 0:
            os.set_blocking(self._fd, value is None)

    def gettimeout(self):
        return self._timeout

    def setblocking(self, flag):
        """setblocking(True) is settimeout(None), setblocking(False) settimeout(0.0)."""
        self.settimeout(None if flag else 0.0)

    def getblocking(self):
        return self._timeout != 0.0

    def _wait(self, events, deadline):
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError('timed out')
        ready = _select.poll([(self._fd, events)], left * 1000)
        if not ready:
            raise TimeoutError('timed out')

    def _call(self, events, func, *args):
        """func(*args), waiting out EAGAIN per the timeout."""
        self._check_open()
        if not self._timeout:
            return func(*args)
        deadline = time.monotonic() + self._timeout
        while True:
            try:
                return func(*args)
            except BlockingIOError:
                self._wait(events, deadline)

    # --- addresses ---
    def _split_address(self, address, what='bind'):
        if self._family == AF_UNIX:
            if isinstance(address, (str, bytes, bytearray)) or hasattr(address, '__fspath__'):
                path = os.fspath(address) if hasattr(address, '__fspath__') else address
                if isinstance(path, str):
                    path = path.encode('utf-8', 'surrogateescape')
                return [bytes(path), 0]
            raise TypeError("a bytes-like object is required, not '%s'" % type(address).__name__)
        if not isinstance(address, tuple):
            raise TypeError("%s(): AF_INET address must be tuple, not %s"
                            % (what, type(address).__name__) if self._family == AF_INET else
                            "%s(): AF_INET6 address must be tuple, not %s"
                            % (what, type(address).__name__))
        if self._family == AF_INET:
            if len(address) != 2:
                raise TypeError("AF_INET address must be a pair (host, port)")
            host, port = address
            if not isinstance(port, int):
                raise TypeError("'%s' object cannot be interpreted as an integer"
                                % type(port).__name__)
            if not 0 <= port <= 65535:
                raise OverflowError("%s(): port must be 0-65535." % what)
            return [_host_text(host), port]
        if self._family == AF_INET6:
            if not 2 <= len(address) <= 4:
                raise TypeError("AF_INET6 address must be a tuple (host, port[, flowinfo[, scopeid]])")
            host, port = address[0], address[1]
            if not 0 <= port <= 65535:
                raise OverflowError("%s(): port must be 0-65535." % what)
            flow = address[2] if len(address) > 2 else 0
            scope = address[3] if len(address) > 3 else 0
            return [_host_text(host), port, flow, scope]
        raise OSError(_errno.EAFNOSUPPORT, 'Address family not supported by protocol')

    def bind(self, address):
        """Binds the socket to `address` ((host, port), or a path for AF_UNIX)."""
        self._check_open()
        _gai_raise(_socket.bind(self._fd, self._family, *self._split_address(address, 'bind')))

    def listen(self, backlog=None):
        """Starts accepting connections (backlog default: min(SOMAXCONN, 128))."""
        self._check_open()
        if backlog is None:
            backlog = min(SOMAXCONN, 128)
        _socket.listen(self._fd, max(backlog, 0))

    def accept(self):
        """(new connected socket, peer address)."""
        fd, addr = self._call(_select.POLLIN, _socket.accept, self._fd)
        sock = socket(self._family, self._type, self._proto, fileno=fd)
        if getdefaulttimeout() is None and self.gettimeout():
            sock.setblocking(True)
        return sock, addr

    def _connect(self, address, raise_errors):
        self._check_open()
        args = self._split_address(address, 'connect')
        err = _gai_raise(_socket.connect(self._fd, self._family, *args))
        if err == _errno.EINPROGRESS and self._timeout != 0.0:
            deadline = None if self._timeout is None else time.monotonic() + self._timeout
            while True:
                left = None if deadline is None else (deadline - time.monotonic()) * 1000
                if left is not None and left <= 0:
                    if raise_errors:
                        raise TimeoutError('timed out')
                    return _errno.EWOULDBLOCK
                if _select.poll([(self._fd, _select.POLLOUT)], left):
                    break
            err = _socket.getsockopt(self._fd, SOL_SOCKET, SO_ERROR, 0)
        if err and raise_errors:
            raise OSError(err, os.strerror(err))
        return err

    def connect(self, address):
        """Connects to a remote socket at `address`."""
        self._connect(address, True)

    def connect_ex(self, address):
        """connect(), returning the error number (0 on success) instead of raising."""
        return self._connect(address, False)

    def getsockname(self):
        self._check_open()
        return _socket.getsockname(self._fd)

    def getpeername(self):
        self._check_open()
        return _socket.getpeername(self._fd)

    # --- data ---
    def send(self, data, flags=0):
        """Sends (some of) `data`; returns the number of bytes sent."""
        return self._call(_select.POLLOUT, _socket.send, self._fd, data, flags)

    def sendall(self, data, flags=0):
        """Sends all of `data` (None on success)."""
        self._check_open()
        view = bytes(data)
        deadline = None if not self._timeout else time.monotonic() + self._timeout
        sent = 0
        while sent < len(view):
            try:
                sent += _socket.send(self._fd, view[sent:], flags)
            except BlockingIOError:
                if deadline is None:
                    raise
                self._wait(_select.POLLOUT, deadline)

    def sendto(self, data, flags_or_addr, addr=None):
        """Sends a datagram to `addr`: sendto(data[, flags], address)."""
        if addr is None:
            flags, addr = 0, flags_or_addr
        else:
            flags = flags_or_addr
        args = self._split_address(addr, 'sendto')
        return _gai_raise(self._call(_select.POLLOUT, _socket.sendto, self._fd, data, flags,
                                     self._family, args[0], args[1]))

    def recv(self, bufsize, flags=0):
        """Up to `bufsize` bytes (b'' once the peer has closed)."""
        return self._call(_select.POLLIN, _socket.recv, self._fd, bufsize, flags)

    def recvfrom(self, bufsize, flags=0):
        """(data, sender address)."""
        return self._call(_select.POLLIN, _socket.recvfrom, self._fd, bufsize, flags)

    def recv_into(self, buffer, nbytes=0, flags=0):
        """Receives into a writable buffer; returns the count."""
        if nbytes < 0:
            raise ValueError("negative buffersize in recv_into")
        n = nbytes or len(buffer)
        data = self.recv(n, flags)
        buffer[:len(data)] = data
        return len(data)

    def recvfrom_into(self, buffer, nbytes=0, flags=0):
        n = nbytes or len(buffer)
        data, addr = self.recvfrom(n, flags)
        buffer[:len(data)] = data
        return len(data), addr

    def shutdown(self, how):
        """Shuts down reading (SHUT_RD), writing (SHUT_WR) or both (SHUT_RDWR)."""
        self._check_open()
        _socket.shutdown(self._fd, how)

    def setsockopt(self, level, optname, value, optlen=None):
        self._check_open()
        if value is None:
            value = b'\0' * (optlen or 0)
        if isinstance(value, bool):
            value = int(value)
        _socket.setsockopt(self._fd, level, optname, value)

    def getsockopt(self, level, optname, buflen=0):
        self._check_open()
        return _socket.getsockopt(self._fd, level, optname, buflen)

    # --- life cycle ---
    def close(self):
        """Closes the socket (the descriptor stays open while makefile() objects use it)."""
        self._closed = True
        if self._io_refs <= 0:
            self._real_close()

    def _real_close(self):
        fd, self._fd = self._fd, -1
        if fd >= 0:
            os.close(fd)

    def _decref_socketios(self):
        if self._io_refs > 0:
            self._io_refs -= 1
        if self._closed:
            self.close()

    def detach(self):
        """Closes the socket object without closing the descriptor; returns it."""
        self._closed = True
        fd, self._fd = self._fd, -1
        return fd

    def dup(self):
        """A new socket object on a duplicate of the descriptor."""
        self._check_open()
        fd = os.dup(self._fd)
        sock = self.__class__(self._family, self._type, self._proto, fileno=fd)
        sock.settimeout(self.gettimeout())
        return sock

    def get_inheritable(self):
        return os.get_inheritable(self._fd)

    def set_inheritable(self, inheritable):
        os.set_inheritable(self._fd, inheritable)

    def makefile(self, mode="r", buffering=None, *, encoding=None, errors=None, newline=None):
        """A file object reading and/or writing the socket ('r', 'w', 'rw', with 'b'
        for bytes)."""
        if not set(mode) <= {"r", "w", "b"}:
            raise ValueError("invalid mode %r (only r, w, b allowed)" % (mode,))
        self._io_refs += 1
        return _SocketFile(self, 'r' in mode, 'w' in mode, 'b' in mode, encoding, errors,
                           newline)

    def __del__(self):
        try:
            if getattr(self, '_fd', -1) >= 0 and not getattr(self, '_closed', True):
                self._real_close()
        except Exception:
            pass


SocketType = socket


class _SocketFile:
    """socket.makefile()'s object: buffered reads (read, readline, iteration) and writes
    (write, flush) over the socket, in bytes or text."""

    def __init__(self, sock, reading, writing, binary, encoding, errors, newline):
        self._sock = sock
        self._reading = reading
        self._writing = writing
        self._binary = binary
        self._encoding = encoding or 'utf-8'
        self._errors = errors or 'strict'
        self._newline = newline
        self._rbuf = b''
        self._wbuf = []
        self._eof = False
        self.closed = False
        self.mode = ('r' if reading else '') + ('w' if writing else '') + ('b' if binary else '')
        self.name = sock.fileno()

    def fileno(self):
        return self._sock.fileno()

    def readable(self):
        return self._reading

    def writable(self):
        return self._writing

    def seekable(self):
        return False

    def _check(self, reading):
        if self.closed:
            raise ValueError("I/O operation on closed file.")
        if reading and not self._reading:
            raise OSError("File not open for reading")
        if not reading and not self._writing:
            raise OSError("File not open for writing")

    def _fill(self):
        if self._eof:
            return False
        data = self._sock.recv(8192)
        if not data:
            self._eof = True
            return False
        self._rbuf += data
        return True

    def _out(self, data):
        if self._binary:
            return data
        text = data.decode(self._encoding, self._errors)
        if self._newline is None:
            text = text.replace('\r\n', '\n').replace('\r', '\n')
        return text

    def read(self, size=-1):
        self._check(True)
        if size is None or size < 0:
            while self._fill():
                pass
            data, self._rbuf = self._rbuf, b''
            return self._out(data)
        while len(self._rbuf) < size and self._fill():
            pass
        data, self._rbuf = self._rbuf[:size], self._rbuf[size:]
        return self._out(data)

    def readline(self, size=-1):
        self._check(True)
        while True:
            i = self._rbuf.find(b'\n')
            if i >= 0 and (size is None or size < 0 or i < size):
                data, self._rbuf = self._rbuf[:i + 1], self._rbuf[i + 1:]
                return self._out(data)
            if size is not None and 0 <= size <= len(self._rbuf):
                data, self._rbuf = self._rbuf[:size], self._rbuf[size:]
                return self._out(data)
            if not self._fill():
                data, self._rbuf = self._rbuf, b''
                return self._out(data)

    def readlines(self, hint=-1):
        lines = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                return lines
            lines.append(line)
            total += len(line)
            if hint is not None and 0 < hint <= total:
                return lines

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def write(self, data):
        self._check(False)
        if self._binary:
            b = bytes(data)
        else:
            if not isinstance(data, str):
                raise TypeError("write() argument must be str, not %s" % type(data).__name__)
            text = data
            if self._newline not in (None, '', '\n'):
                text = text.replace('\n', self._newline)
            b = text.encode(self._encoding, self._errors)
        self._wbuf.append(b)
        return len(data)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def flush(self):
        if self._wbuf:
            data = b''.join(self._wbuf)
            self._wbuf = []
            self._sock.sendall(data)

    def close(self):
        if self.closed:
            return
        try:
            if self._writing:
                self.flush()
        finally:
            self.closed = True
            self._sock._decref_socketios()

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()


# --- module functions ---

def close(fd):
    """Closes a socket descriptor."""
    os.close(fd)


def fromfd(fd, family, type, proto=0):
    """A socket object on a duplicate of descriptor `fd`."""
    nfd = os.dup(fd)
    return socket(family, type, proto, nfd)


def socketpair(family=None, type=SOCK_STREAM, proto=0):
    """A pair of connected sockets (AF_UNIX by default)."""
    if family is None:
        family = AF_UNIX
    a, b = _socket.socketpair(int(family), int(type), int(proto))
    return socket(family, type, proto, a), socket(family, type, proto, b)


def getaddrinfo(host, port, family=0, type=0, proto=0, flags=0):
    """[(family, type, proto, canonname, sockaddr), ...] for host and port."""
    if host is not None:
        host = _host_text(host)
    if isinstance(port, int):
        port = str(port)
    elif isinstance(port, (bytes, bytearray)):
        port = bytes(port).decode('ascii')
    elif port is not None and not isinstance(port, str):
        raise OSError("Int or String expected")
    result = _gai_raise(_socket.getaddrinfo(host, port, int(family), int(type), int(proto),
                                            int(flags)))
    return [(_intenum_or(f, AddressFamily), _intenum_or(t, SocketKind), p, c, a)
            for f, t, p, c, a in result]


def getnameinfo(sockaddr, flags):
    """(host, port) names of a socket address."""
    if not isinstance(sockaddr, tuple) or len(sockaddr) < 2:
        raise TypeError("getnameinfo() argument 1 must be a tuple")
    host, port = sockaddr[0], sockaddr[1]
    info = getaddrinfo(host, port, AF_UNSPEC, SOCK_DGRAM, 0, 0)
    if len(info) != 1:
        raise OSError("sockaddr resolved to multiple addresses")
    family = info[0][0]
    return _gai_raise(_socket.getnameinfo(int(family), info[0][4][0], port, flags))


def gethostname():
    """The machine's host name."""
    return _socket.gethostname()


def gethostbyname(hostname):
    """The IPv4 address (a dotted string) of `hostname`."""
    return getaddrinfo(hostname, None, AF_INET)[0][4][0]


def gethostbyname_ex(hostname):
    """(canonical name, aliases, IPv4 addresses) of `hostname`."""
    infos = getaddrinfo(hostname, None, AF_INET, SOCK_STREAM, 0, _socket.AI_CANONNAME)
    name = infos[0][3] or hostname
    addrs = []
    for info in infos:
        if info[4][0] not in addrs:
            addrs.append(info[4][0])
    return name, [], addrs


def gethostbyaddr(ip_address):
    """(host name, aliases, addresses) of an address."""
    try:
        infos = getaddrinfo(ip_address, None, AF_UNSPEC, SOCK_STREAM)
    except gaierror as e:
        raise herror(1, 'Unknown host') from None
    addr = infos[0][4][0]
    try:
        name, _ = getnameinfo((addr, 0), _socket.NI_NAMEREQD)
    except gaierror:
        raise herror(1, 'Unknown host') from None
    return name, [], [addr]


def getfqdn(name=''):
    """A fully qualified domain name for `name` (default: this host)."""
    name = name.strip()
    if not name or name in ('0.0.0.0', '::'):
        name = gethostname()
    try:
        hostname, aliases, ipaddrs = gethostbyaddr(name)
    except OSError:
        return name
    for candidate in [hostname] + aliases:
        if '.' in candidate:
            return candidate
    return hostname


def inet_pton(address_family, ip_string):
    return _socket.inet_pton(int(address_family), ip_string)


def inet_ntop(address_family, packed_ip):
    return _socket.inet_ntop(int(address_family), packed_ip)


def inet_aton(ip_string):
    """The 4-byte packed form of a dotted IPv4 address (inet_aton's lenient forms)."""
    if not isinstance(ip_string, str):
        raise TypeError("inet_aton() argument 1 must be str, not %s" % type(ip_string).__name__)
    parts = ip_string.split('.')
    try:
        if not 1 <= len(parts) <= 4 or any(p == '' for p in parts):
            raise ValueError
        nums = [int(p, 0) if p[:2].lower() != '0x' and not (len(p) > 1 and p[0] == '0')
                else int(p, 16 if p[:2].lower() == '0x' else 8) for p in parts]
        limits = {1: [2 ** 32], 2: [256, 2 ** 24], 3: [256, 256, 2 ** 16],
                  4: [256, 256, 256, 256]}[len(nums)]
        if any(n < 0 or n >= lim for n, lim in zip(nums, limits)):
            raise ValueError
        value = 0
        shift = 32
        for n, lim in zip(nums[:-1], limits[:-1]):
            shift -= 8
            value |= n << shift
        value |= nums[-1]
    except ValueError:
        raise OSError("illegal IP address string passed to inet_aton") from None
    return value.to_bytes(4, 'big')


def inet_ntoa(packed_ip):
    """The dotted form of a 4-byte packed IPv4 address."""
    if not isinstance(packed_ip, (bytes, bytearray)):
        raise TypeError("a bytes-like object is required, not '%s'" % type(packed_ip).__name__)
    if len(packed_ip) != 4:
        raise OSError("packed IP wrong length for inet_ntoa")
    return '.'.join(str(b) for b in packed_ip)


def _check_uint(x, bits, name):
    if not isinstance(x, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(x).__name__)
    if x < 0:
        raise OverflowError("%s: can't convert negative Python int to C %s"
                            % (name, '16-bit unsigned integer' if bits == 16 else 'unsigned long'))
    if x >= 1 << bits:
        raise OverflowError("%s: Python int too large to convert to C %s"
                            % (name, '16-bit unsigned integer' if bits == 16 else 'unsigned long'))


def htons(x):
    _check_uint(x, 16, 'htons')
    return int.from_bytes(x.to_bytes(2, 'big'), 'little')


def ntohs(x):
    _check_uint(x, 16, 'ntohs')
    return int.from_bytes(x.to_bytes(2, 'big'), 'little')


def htonl(x):
    _check_uint(x, 32, 'htonl')
    return int.from_bytes(x.to_bytes(4, 'big'), 'little')


def ntohl(x):
    _check_uint(x, 32, 'ntohl')
    return int.from_bytes(x.to_bytes(4, 'big'), 'little')


_GLOBAL_DEFAULT_TIMEOUT = object()


def create_connection(address, timeout=_GLOBAL_DEFAULT_TIMEOUT, source_address=None, *,
                      all_errors=False):
    """A socket connected to (host, port), trying each address getaddrinfo gives."""
    host, port = address
    exceptions = []
    for res in getaddrinfo(host, port, 0, SOCK_STREAM):
        af, socktype, proto, canonname, sa = res
        sock = None
        try:
            sock = socket(af, socktype, proto)
            if timeout is not _GLOBAL_DEFAULT_TIMEOUT:
                sock.settimeout(timeout)
            if source_address:
                sock.bind(source_address)
            sock.connect(sa)
            exceptions.clear()
            return sock
        except OSError as exc:
            if not all_errors:
                exceptions.clear()
            exceptions.append(exc)
            if sock is not None:
                sock.close()
    if len(exceptions):
        try:
            if not all_errors:
                raise exceptions[0]
            raise ExceptionGroup("create_connection failed", exceptions)
        finally:
            exceptions.clear()
    raise OSError("getaddrinfo returns an empty list")


def has_dualstack_ipv6():
    """True if this platform can make one IPv6 socket accept IPv4 connections too."""
    try:
        with socket(AF_INET6, SOCK_STREAM) as sock:
            sock.setsockopt(IPPROTO_IPV6, IPV6_V6ONLY, 0)
            return True
    except OSError:
        return False


def create_server(address, *, family=AF_INET, backlog=None, reuse_port=False,
                  dualstack_ipv6=False):
    """A listening TCP socket bound to `address` (SO_REUSEADDR set)."""
    if reuse_port and not hasattr(_socket, "SO_REUSEPORT"):
        raise ValueError("SO_REUSEPORT not supported on this platform")
    if dualstack_ipv6:
        if not has_dualstack_ipv6():
            raise ValueError("dualstack_ipv6 not supported on this platform")
        if family != AF_INET6:
            raise ValueError("dualstack_ipv6 requires AF_INET6 family")
    sock = socket(family, SOCK_STREAM)
    try:
        sock.setsockopt(SOL_SOCKET, SO_REUSEADDR, 1)
        if reuse_port:
            sock.setsockopt(SOL_SOCKET, _socket.SO_REUSEPORT, 1)
        if family == AF_INET6:
            sock.setsockopt(IPPROTO_IPV6, IPV6_V6ONLY, 0 if dualstack_ipv6 else 1)
        try:
            sock.bind(address)
        except OSError as err:
            msg = '%s (while attempting to bind on address %r)' % (err.strerror, address)
            raise OSError(err.errno, msg) from None
        if backlog is None:
            sock.listen()
        else:
            sock.listen(backlog)
        return sock
    except OSError:
        sock.close()
        raise
