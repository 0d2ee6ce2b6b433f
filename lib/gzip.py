"""gzip: the gzip file format (RFC 1952) on the zlib module, as CPython 3.11's gzip:
compress (the zlib-made header when mtime=0, the gzip module's own otherwise), decompress
(multi-member data, CRC and length checks), GzipFile (read and write, append, exclusive
create, multi-member reading, seek/tell by decompression, readline/iteration, peek,
read1, mtime, the FNAME header), open (binary or text mode) and BadGzipFile.

Text mode wraps the GzipFile in a small text layer here (the io module's TextIOWrapper
does not wrap Python objects): encoding, errors, and newline=None/''/'\\n'/'\\r'/'\\r\\n'
translation are supported."""
import builtins
import io
import os
import struct
import time
import zlib

__all__ = ["BadGzipFile", "GzipFile", "open", "compress", "decompress"]

FTEXT, FHCRC, FEXTRA, FNAME, FCOMMENT = 1, 2, 4, 8, 16
READ, WRITE = 1, 2
_COMPRESS_LEVEL_FAST = 1
_COMPRESS_LEVEL_TRADEOFF = 6
_COMPRESS_LEVEL_BEST = 9
READ_BUFFER_SIZE = 128 * 1024


class BadGzipFile(OSError):
    """Raised for files that are not valid gzip data."""


def _pathlike(obj):
    return isinstance(obj, (str, bytes)) or hasattr(obj, '__fspath__')


def open(filename, mode="rb", compresslevel=_COMPRESS_LEVEL_BEST, encoding=None,
         errors=None, newline=None):
    """A GzipFile for filename (a path or a file object) in binary mode ('rb', 'wb',
    'ab', 'xb'), or a text stream over one in text mode ('rt', 'wt', 'at', 'xt')."""
    if "t" in mode:
        if "b" in mode:
            raise ValueError("Invalid mode: %r" % (mode,))
    else:
        if encoding is not None:
            raise ValueError("Argument 'encoding' not supported in binary mode")
        if errors is not None:
            raise ValueError("Argument 'errors' not supported in binary mode")
        if newline is not None:
            raise ValueError("Argument 'newline' not supported in binary mode")
    gz_mode = mode.replace("t", "")
    if _pathlike(filename):
        binary_file = GzipFile(filename, gz_mode, compresslevel)
    elif hasattr(filename, "read") or hasattr(filename, "write"):
        binary_file = GzipFile(None, gz_mode, compresslevel, filename)
    else:
        raise TypeError("filename must be a str or bytes object, or a file")
    if "t" in mode:
        return _TextFile(binary_file, encoding or 'utf-8', errors or 'strict', newline)
    return binary_file


def write32u(output, value):
    output.write(struct.pack("<L", value))


def _read_exact(fp, n):
    data = fp.read(n)
    while len(data) < n:
        b = fp.read(n - len(data))
        if not b:
            raise EOFError("Compressed file ended before the end-of-stream marker was "
                           "reached")
        data += b
    return data


def _read_gzip_header(fp):
    """Reads a member header from fp; returns its mtime, or None at the end of the
    data."""
    magic = fp.read(2)
    if magic == b'':
        return None
    if magic != b'\037\213':
        raise BadGzipFile('Not a gzipped file (%r)' % magic)
    method, flag, last_mtime = struct.unpack("<BBIxx", _read_exact(fp, 8))
    if method != 8:
        raise BadGzipFile('Unknown compression method')
    if flag & FEXTRA:
        extra_len, = struct.unpack("<H", _read_exact(fp, 2))
        _read_exact(fp, extra_len)
    if flag & FNAME:
        while True:
            s = fp.read(1)
            if not s or s == b'\000':
                break
    if flag & FCOMMENT:
        while True:
            s = fp.read(1)
            if not s or s == b'\000':
                break
    if flag & FHCRC:
        _read_exact(fp, 2)
    return last_mtime


class _PaddedFile:
    # A file with bytes pushed back in front (what a member's decompressor did not use).
    def __init__(self, f, prepend=b''):
        self._buffer = prepend
        self.file = f

    def read(self, size):
        if self._buffer:
            if size < 0 or size >= len(self._buffer):
                data = self._buffer
                self._buffer = b''
                if size >= 0 and len(data) < size:
                    more = self.file.read(size - len(data))
                    return data + more
                return data
            data = self._buffer[:size]
            self._buffer = self._buffer[size:]
            return data
        return self.file.read(size)

    def prepend(self, prepend=b''):
        self._buffer = prepend + self._buffer

    def seek(self, off):
        self._buffer = b''
        return self.file.seek(off)

    def seekable(self):
        return True


class _GzipReader:
    # Decompresses the members of a gzip stream one after another.
    def __init__(self, fp):
        self._fp = _PaddedFile(fp)
        self._new_member = True
        self._last_mtime = None
        self._decompressor = None
        self._eof = False
        self._pos = 0
        self._size = -1

    def _init_read(self):
        self._crc = zlib.crc32(b"")
        self._stream_size = 0

    def _read_eof(self):
        crc32, isize = struct.unpack("<II", _read_exact(self._fp, 8))
        if crc32 != self._crc:
            raise BadGzipFile("CRC check failed %s != %s" % (hex(crc32), hex(self._crc)))
        elif isize != (self._stream_size & 0xffffffff):
            raise BadGzipFile("Incorrect length of data produced")
        c = b"\x00"
        while c == b"\x00":
            c = self._fp.read(1)
        if c:
            self._fp.prepend(c)

    def read(self, size=-1):
        if size < 0:
            chunks = []
            while True:
                data = self.read(io.DEFAULT_BUFFER_SIZE)
                if not data:
                    break
                chunks.append(data)
            return b"".join(chunks)
        if size == 0 or self._eof:
            return b""
        while True:
            if self._decompressor is None or self._decompressor.eof:
                if self._decompressor is not None:
                    # A finished member: check its trailer, then look for another.
                    self._fp.prepend(self._decompressor.unused_data)
                    self._read_eof()
                    self._decompressor = None
                self._init_read()
                mtime = _read_gzip_header(self._fp)
                if mtime is None:
                    self._eof = True
                    self._size = self._pos
                    return b""
                self._last_mtime = mtime
                self._decompressor = zlib.decompressobj(-zlib.MAX_WBITS)
            buf = self._fp.read(READ_BUFFER_SIZE)
            uncompress = self._decompressor.decompress(buf, size)
            if self._decompressor.unconsumed_tail != b"":
                self._fp.prepend(self._decompressor.unconsumed_tail)
            elif self._decompressor.unused_data != b"" and not self._decompressor.eof:
                self._fp.prepend(self._decompressor.unused_data)
            if uncompress != b"":
                break
            if buf == b"" and not self._decompressor.eof:
                raise EOFError("Compressed file ended before the end-of-stream marker was "
                               "reached")
        self._crc = zlib.crc32(uncompress, self._crc)
        self._stream_size += len(uncompress)
        self._pos += len(uncompress)
        return uncompress

    def _rewind(self):
        self._fp.seek(0)
        self._new_member = True
        self._decompressor = None
        self._eof = False
        self._pos = 0


class GzipFile(io.BufferedIOBase if hasattr(io, 'BufferedIOBase') else object):
    """A gzip file: read (mode 'rb') or written ('wb', 'ab', 'xb'); filename or fileobj
    gives the underlying file."""

    myfileobj = None

    def __init__(self, filename=None, mode=None, compresslevel=_COMPRESS_LEVEL_BEST,
                 fileobj=None, mtime=None):
        if mode and ('t' in mode or 'U' in mode):
            raise ValueError("Invalid mode: {!r}".format(mode))
        if mode and 'b' not in mode:
            mode += 'b'
        if fileobj is None:
            fileobj = self.myfileobj = builtins.open(filename, mode or 'rb')
        if filename is None:
            filename = getattr(fileobj, 'name', '')
            if not isinstance(filename, (str, bytes)):
                filename = ''
        else:
            filename = os.fspath(filename)
        origmode = mode
        if mode is None:
            mode = getattr(fileobj, 'mode', 'rb')
        self._rbuf = b''
        if mode.startswith('r'):
            self.mode = READ
            self._reader = _GzipReader(fileobj)
            self.name = filename
        elif mode.startswith(('w', 'a', 'x')):
            if origmode is None:
                import warnings
                warnings.warn("GzipFile was opened for writing, but this will change in "
                              "future Python releases.  Specify the mode argument for "
                              "opening it for writing.", FutureWarning, 2)
            self.mode = WRITE
            self._init_write(filename)
            self.compress = zlib.compressobj(compresslevel, zlib.DEFLATED, -zlib.MAX_WBITS,
                                             zlib.DEF_MEM_LEVEL, 0)
            self._write_mtime = mtime
        else:
            raise ValueError("Invalid mode: {!r}".format(mode))
        self.fileobj = fileobj
        if self.mode == WRITE:
            self._write_gzip_header(compresslevel)

    @property
    def mtime(self):
        """The mtime of the last member read."""
        return self._reader._last_mtime

    def __repr__(self):
        s = repr(self.fileobj)
        return '<gzip ' + s[1:-1] + ' ' + hex(id(self)) + '>'

    def _init_write(self, filename):
        self.name = filename
        self.crc = zlib.crc32(b"")
        self.size = 0
        self.writebuf = []
        self.bufsize = 0
        self.offset = 0

    def _write_gzip_header(self, compresslevel):
        self.fileobj.write(b'\037\213')
        self.fileobj.write(b'\010')
        try:
            fname = os.path.basename(self.name)
            if not isinstance(fname, bytes):
                fname = fname.encode('latin-1')
            if fname.endswith(b'.gz'):
                fname = fname[:-3]
        except UnicodeEncodeError:
            fname = b''
        flags = FNAME if fname else 0
        self.fileobj.write(bytes([flags]))
        mtime = self._write_mtime
        if mtime is None:
            mtime = time.time()
        write32u(self.fileobj, int(mtime))
        if compresslevel == _COMPRESS_LEVEL_BEST:
            xfl = b'\002'
        elif compresslevel == _COMPRESS_LEVEL_FAST:
            xfl = b'\004'
        else:
            xfl = b'\000'
        self.fileobj.write(xfl)
        self.fileobj.write(b'\377')
        if fname:
            self.fileobj.write(fname + b'\000')

    def _check_not_closed(self):
        if self.closed:
            raise ValueError('I/O operation on closed file')

    def write(self, data):
        self._check_not_closed()
        if self.mode != WRITE:
            raise OSError(9, "write() on read-only GzipFile object")  # EBADF
        if self.fileobj is None:
            raise ValueError("write() on closed GzipFile object")
        if isinstance(data, (bytes, bytearray)):
            length = len(data)
        else:
            data = bytes(data)
            length = len(data)
        if length > 0:
            self.fileobj.write(self.compress.compress(data))
            self.size += length
            self.crc = zlib.crc32(data, self.crc)
            self.offset += length
        return length

    def _check_read(self, what):
        self._check_not_closed()
        if self.mode != READ:
            raise OSError(9, "%s() on write-only GzipFile object" % what)  # EBADF

    def _fill(self, n):
        # Ensures at least n bytes are buffered (or the end was reached).
        while len(self._rbuf) < n:
            chunk = self._reader.read(max(n - len(self._rbuf), io.DEFAULT_BUFFER_SIZE))
            if not chunk:
                break
            self._rbuf += chunk

    def read(self, size=-1):
        self._check_read('read')
        if size is None or size < 0:
            data = self._rbuf + self._reader.read(-1)
            self._rbuf = b''
            return data
        self._fill(size)
        data, self._rbuf = self._rbuf[:size], self._rbuf[size:]
        return data

    def read1(self, size=-1):
        self._check_read('read1')
        if size < 0:
            size = io.DEFAULT_BUFFER_SIZE
        if not self._rbuf:
            self._rbuf = self._reader.read(size)
        data, self._rbuf = self._rbuf[:size], self._rbuf[size:]
        return data

    def readinto(self, b):
        data = self.read(len(b))
        b[:len(data)] = data
        return len(data)

    def peek(self, n):
        self._check_read('peek')
        self._fill(max(n, 1))
        return self._rbuf

    def readline(self, size=-1):
        self._check_not_closed()
        if size is None:
            size = -1
        while True:
            i = self._rbuf.find(b'\n')
            if i >= 0 and (size < 0 or i < size):
                line, self._rbuf = self._rbuf[:i + 1], self._rbuf[i + 1:]
                return line
            if 0 <= size <= len(self._rbuf):
                line, self._rbuf = self._rbuf[:size], self._rbuf[size:]
                return line
            chunk = self._reader.read(io.DEFAULT_BUFFER_SIZE)
            if not chunk:
                line, self._rbuf = self._rbuf, b''
                return line
            self._rbuf += chunk

    def readlines(self, hint=-1):
        lines = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                break
            lines.append(line)
            total += len(line)
            if 0 < hint <= total:
                break
        return lines

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def __iter__(self):
        self._check_not_closed()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    @property
    def closed(self):
        return self.fileobj is None

    def close(self):
        fileobj = self.fileobj
        if fileobj is None:
            return
        self.fileobj = None
        try:
            if self.mode == WRITE:
                fileobj.write(self.compress.flush())
                write32u(fileobj, self.crc)
                write32u(fileobj, self.size & 0xffffffff)
        finally:
            myfileobj = self.myfileobj
            if myfileobj:
                self.myfileobj = None
                myfileobj.close()

    def flush(self, zlib_mode=zlib.Z_SYNC_FLUSH):
        self._check_not_closed()
        if self.mode == WRITE:
            self.fileobj.write(self.compress.flush(zlib_mode))
            self.fileobj.flush()

    def fileno(self):
        return self.fileobj.fileno()

    def rewind(self):
        """Returns to the start of the (read-mode) file."""
        if self.mode != READ:
            raise OSError("Can't rewind in write mode")
        self._reader._rewind()
        self._rbuf = b''

    def readable(self):
        return self.mode == READ

    def writable(self):
        return self.mode == WRITE

    def seekable(self):
        return True

    def tell(self):
        self._check_not_closed()
        if self.mode == WRITE:
            return self.offset
        return self._reader._pos - len(self._rbuf)

    def seek(self, offset, whence=io.SEEK_SET if hasattr(io, 'SEEK_SET') else 0):
        if self.mode == WRITE:
            if whence != 0:
                if whence == 1:
                    offset = self.offset + offset
                else:
                    raise ValueError('Seek from end not supported')
            if offset < self.offset:
                raise OSError('Negative seek in write mode')
            count = offset - self.offset
            chunk = b'\0' * 1024
            for i in range(count // 1024):
                self.write(chunk)
            self.write(b'\0' * (count % 1024))
            return self.offset
        self._check_not_closed()
        if whence == 1:
            offset = self.tell() + offset
        elif whence == 2:
            # Relative to the end: decompress to the end once to learn the size.
            if self._reader._size < 0:
                while self.read(io.DEFAULT_BUFFER_SIZE):
                    pass
            offset = self._reader._size + offset
        elif whence != 0:
            raise ValueError("Invalid whence (%r, should be 0, 1 or 2)" % (whence,))
        if offset < self.tell():
            self.rewind()
        skip = offset - self.tell()
        while skip > 0:
            data = self.read(min(skip, io.DEFAULT_BUFFER_SIZE))
            if not data:
                break
            skip -= len(data)
        return self.tell()

    def __enter__(self):
        self._check_not_closed()
        return self

    def __exit__(self, *args):
        self.close()

    def __del__(self):
        try:
            if self.fileobj is not None and self.mode == WRITE:
                self.close()
        except Exception:
            pass


class _TextFile:
    # Text over a GzipFile: decodes on read (with newline translation), encodes on write.
    def __init__(self, binary, encoding, errors, newline):
        if newline not in (None, '', '\n', '\r', '\r\n'):
            raise ValueError("illegal newline value: %r" % (newline,))
        self.buffer = binary
        self.encoding = encoding
        self.errors = errors
        self._newline = newline
        self._pending = ''
        self._decoder = None

    def _decode_more(self):
        # The whole rest of the file is decoded at once (no incremental decoders here).
        if self._decoder is not None:
            return False
        self._decoder = True
        text = self.buffer.read().decode(self.encoding, self.errors)
        if self._newline is None:
            text = text.replace('\r\n', '\n').replace('\r', '\n')
        self._pending += text
        return bool(text)

    def read(self, size=-1):
        if size is None or size < 0:
            while self._decode_more():
                pass
            text, self._pending = self._pending, ''
            return text
        while len(self._pending) < size and self._decode_more():
            pass
        text, self._pending = self._pending[:size], self._pending[size:]
        return text

    def _line_end(self):
        nl = self._newline
        if nl in (None, ''):
            if nl is None:
                i = self._pending.find('\n')
                return i + 1 if i >= 0 else -1
            for i, c in enumerate(self._pending):
                if c == '\n':
                    return i + 1
                if c == '\r':
                    if i + 1 < len(self._pending):
                        return i + 2 if self._pending[i + 1] == '\n' else i + 1
                    return -1
            return -1
        i = self._pending.find(nl)
        return i + len(nl) if i >= 0 else -1

    def readline(self, size=-1):
        while True:
            end = self._line_end()
            if end >= 0:
                break
            if not self._decode_more():
                end = len(self._pending)
                break
        if size is not None and 0 <= size < end:
            end = size
        line, self._pending = self._pending[:end], self._pending[end:]
        return line

    def readlines(self, hint=-1):
        return list(self)

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def write(self, s):
        if not isinstance(s, str):
            raise TypeError("write() argument must be str, not %s" % type(s).__name__)
        text = s
        if self._newline not in (None, '', '\n'):
            text = text.replace('\n', self._newline)
        self.buffer.write(text.encode(self.encoding, self.errors))
        return len(s)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def close(self):
        self.buffer.close()

    @property
    def closed(self):
        return self.buffer.closed

    @property
    def name(self):
        return self.buffer.name

    def flush(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()


def _create_simple_gzip_header(compresslevel, mtime=None):
    if mtime is None:
        mtime = time.time()
    if compresslevel == _COMPRESS_LEVEL_BEST:
        xfl = 2
    elif compresslevel == _COMPRESS_LEVEL_FAST:
        xfl = 4
    else:
        xfl = 0
    return struct.pack("<BBBBLBB", 0x1f, 0x8b, 8, 0, int(mtime), xfl, 255)


def compress(data, compresslevel=_COMPRESS_LEVEL_BEST, *, mtime=None):
    """data compressed into one gzip member (mtime: the header's time, default now)."""
    if mtime is None:
        mtime = time.time()
    if mtime == 0:
        return zlib.compress(data, level=compresslevel, wbits=31)
    header = _create_simple_gzip_header(compresslevel, mtime)
    trailer = struct.pack("<LL", zlib.crc32(data), (len(data) & 0xffffffff))
    return header + zlib.compress(data, level=compresslevel, wbits=-15) + trailer


def decompress(data):
    """The data of every member of gzip data, joined."""
    members = []
    while True:
        fp = io.BytesIO(data)
        if _read_gzip_header(fp) is None:
            return b"".join(members)
        do = zlib.decompressobj(wbits=-zlib.MAX_WBITS)
        decompressed = do.decompress(data[fp.tell():])
        if not do.eof or len(do.unused_data) < 8:
            raise EOFError("Compressed file ended before the end-of-stream marker was "
                           "reached")
        crc, length = struct.unpack("<II", do.unused_data[:8])
        if crc != zlib.crc32(decompressed):
            raise BadGzipFile("CRC check failed")
        if length != (len(decompressed) & 0xffffffff):
            raise BadGzipFile("Incorrect length of data produced")
        members.append(decompressed)
        data = do.unused_data[8:].lstrip(b"\x00")
