"""zipfile's member streams: ZipExtFile, the file object ZipFile.open() returns for
reading (decompresses on the fly, checks the CRC-32 at the end, seeks by restarting the
decompression when going backwards), and _ZipWriteFile, the one ZipFile.open(name, 'w')
returns (compresses as it is written, then completes the member's header or writes a data
descriptor). Stored and deflated members (raw deflate through the native zlib module).
Written for TensorPy from the library reference and the ZIP specification.
"""

import struct
import zlib

from ._info import (BadZipFile, ZIP_STORED, ZIP_DEFLATED, ZIP64_LIMIT,
                    _DD_SIGNATURE, _MASK_USE_DATA_DESCRIPTOR, compressor_names,
                    _check_compression)

_CHUNK = 1 << 16


def _compressor(compress_type, level=None):
    if compress_type == ZIP_DEFLATED:
        if level is None:
            level = zlib.Z_DEFAULT_COMPRESSION
        return zlib.compressobj(level, zlib.DEFLATED, -15)
    return None


def _decompressor(compress_type):
    _check_compression(compress_type)
    if compress_type == ZIP_DEFLATED:
        return zlib.decompressobj(-15)
    return None


class ZipExtFile:
    """File-like object for reading an archive member.
    Is returned by ZipFile.open()."""

    MAX_N = 1 << 31 - 1
    MIN_READ_SIZE = 4096
    MAX_SEEK_READ = 1 << 24

    def __init__(self, fileobj, mode, zipinfo, pwd=None, close_fileobj=False):
        self._fileobj = fileobj
        self._close_fileobj = close_fileobj
        self._compress_type = zipinfo.compress_type
        self._decompressor = _decompressor(zipinfo.compress_type)
        self._orig_compress_left = self._compress_left = zipinfo.compress_size
        self._orig_file_size = self._left = zipinfo.file_size
        self._eof = False
        self._readbuffer = b''
        self._offset = 0
        self._pos = 0
        self.newlines = None
        self.mode = mode
        self.name = zipinfo.filename
        self._expected_crc = getattr(zipinfo, 'CRC', None)
        self._running_crc = 0
        self._closed = False
        try:
            self._seekable = fileobj.seekable()
            self._orig_compress_start = fileobj.tell()
        except (AttributeError, OSError):
            self._seekable = False

    def __repr__(self):
        out = ['<%s.%s' % (self.__class__.__module__, self.__class__.__qualname__)]
        if not self.closed:
            out.append(' name=%r mode=%r' % (self.name, self.mode))
            if self._compress_type != ZIP_STORED:
                out.append(' compress_type=%s' % compressor_names.get(self._compress_type,
                                                                      self._compress_type))
        else:
            out.append(' [closed]')
        out.append('>')
        return ''.join(out)

    @property
    def closed(self):
        return self._closed

    def _check_open(self):
        if self._closed:
            raise ValueError("I/O operation on closed file.")

    def _update_crc(self, data):
        if self._expected_crc is None:
            return
        self._running_crc = zlib.crc32(data, self._running_crc)
        if self._eof and self._running_crc != self._expected_crc:
            raise BadZipFile("Bad CRC-32 for file %r" % self.name)

    def _read_compressed(self, n):
        n = min(max(n, self.MIN_READ_SIZE), self._compress_left)
        data = self._fileobj.read(n)
        self._compress_left -= len(data)
        if not data:
            raise EOFError
        return data

    def _read_chunk(self, n):
        """Up to about `n` more decompressed bytes (b'' at the end)."""
        if self._eof or n <= 0:
            return b''
        if self._compress_type == ZIP_STORED:
            n = min(n, self._left)
            data = self._fileobj.read(n) if n else b''
            self._compress_left -= len(data)
            if n and not data:
                raise EOFError
        else:
            d = self._decompressor
            data = d.unconsumed_tail
            if not data and self._compress_left > 0:
                data = self._read_compressed(n)
            data = d.decompress(data, max(n, self.MIN_READ_SIZE))
            if d.eof or (self._compress_left <= 0 and not d.unconsumed_tail):
                data += d.flush()
                self._eof = True
        data = data[:self._left]
        self._left -= len(data)
        if self._left <= 0:
            self._eof = True
        self._update_crc(data)
        return data

    def read(self, n=-1):
        """Read and return up to n bytes.
        If the argument is omitted, None, or negative, data is read and returned until
        EOF is reached."""
        self._check_open()
        if n is None or n < 0:
            buf = self._readbuffer[self._offset:]
            self._readbuffer = b''
            self._offset = 0
            parts = [buf]
            while not self._eof:
                parts.append(self._read_chunk(self.MAX_N if self._left > _CHUNK else _CHUNK))
            data = b''.join(parts)
            self._pos += len(data)
            return data
        end = n + self._offset
        if end < len(self._readbuffer):
            buf = self._readbuffer[self._offset:end]
            self._offset = end
            self._pos += len(buf)
            return buf
        parts = [self._readbuffer[self._offset:]]
        have = len(parts[0])
        self._readbuffer = b''
        self._offset = 0
        while have < n and not self._eof:
            data = self._read_chunk(n - have)
            if have + len(data) > n:
                self._readbuffer = data[n - have:]
                data = data[:n - have]
            parts.append(data)
            have += len(data)
        out = b''.join(parts)
        self._pos += len(out)
        return out

    def read1(self, n=-1):
        """Read up to n bytes with at most one read() system call."""
        self._check_open()
        if n is None or n < 0:
            return self.read()
        if self._offset < len(self._readbuffer):
            return self.read(min(n, len(self._readbuffer) - self._offset))
        data = self._read_chunk(n)
        if len(data) > n:
            self._readbuffer = data[n:]
            self._offset = 0
            data = data[:n]
        self._pos += len(data)
        return data

    def peek(self, n=1):
        """Returns buffered bytes without advancing the position."""
        self._check_open()
        if n > len(self._readbuffer) - self._offset:
            chunk = self._read_chunk(max(n, 512))
            self._readbuffer = self._readbuffer[self._offset:] + chunk
            self._offset = 0
        return self._readbuffer[self._offset:self._offset + 512]

    def readline(self, limit=-1):
        """Read and return a line from the stream.
        If limit is specified, at most limit bytes will be read."""
        self._check_open()
        parts = []
        have = 0
        while limit is None or limit < 0 or have < limit:
            buf = self.peek(1)
            if not buf:
                break
            i = buf.find(b'\n')
            take = len(buf) if i < 0 else i + 1
            if limit is not None and limit >= 0:
                take = min(take, limit - have)
            parts.append(self.read(take))
            have += take
            if i >= 0 and take == i + 1:
                break
        return b''.join(parts)

    def readlines(self, hint=-1):
        lines = []
        total = 0
        for line in self:
            lines.append(line)
            total += len(line)
            if hint is not None and 0 < hint <= total:
                break
        return lines

    def __iter__(self):
        self._check_open()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def readable(self):
        self._check_open()
        return True

    def writable(self):
        self._check_open()
        return False

    def seekable(self):
        self._check_open()
        return self._seekable

    def tell(self):
        self._check_open()
        if not self._seekable:
            raise OSError("underlying stream is not seekable")
        return self._pos

    def seek(self, offset, whence=0):
        self._check_open()
        if not self._seekable:
            raise OSError("underlying stream is not seekable")
        if whence == 0:
            target = offset
        elif whence == 1:
            target = self._pos + offset
        elif whence == 2:
            target = self._orig_file_size + offset
        else:
            raise ValueError("whence must be os.SEEK_SET (0), os.SEEK_CUR (1), or "
                             "os.SEEK_END (2)")
        target = max(0, min(target, self._orig_file_size))
        if target < self._pos:
            # Backwards: restart the member from its first byte.
            self._fileobj.seek(self._orig_compress_start)
            self._running_crc = 0
            self._compress_left = self._orig_compress_left
            self._left = self._orig_file_size
            self._readbuffer = b''
            self._offset = 0
            self._decompressor = _decompressor(self._compress_type)
            self._eof = False
            self._pos = 0
        while self._pos < target:
            if not self.read(min(target - self._pos, self.MAX_SEEK_READ)):
                break
        return self._pos

    def close(self):
        if self._closed:
            return
        self._closed = True
        if self._close_fileobj:
            self._fileobj.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def fileno(self):
        raise OSError("fileno")


class _ZipWriteFile:
    """The file object of ZipFile.open(name, 'w'): compresses what is written into the
    archive and completes the member when closed."""

    def __init__(self, zf, zinfo, zip64):
        self._zinfo = zinfo
        self._zip64 = zip64
        self._zipfile = zf
        self._compressor = _compressor(zinfo.compress_type, zinfo._compresslevel)
        self._file_size = 0
        self._compress_size = 0
        self._crc = 0
        self._closed = False

    @property
    def _fileobj(self):
        return self._zipfile.fp

    @property
    def closed(self):
        return self._closed

    def writable(self):
        return True

    def readable(self):
        return False

    def seekable(self):
        return False

    def write(self, data):
        if self._closed:
            raise ValueError('I/O operation on closed file.')
        if isinstance(data, (bytes, bytearray)):
            nbytes = len(data)
        else:
            data = memoryview(data)
            nbytes = data.nbytes
            data = bytes(data)
        self._file_size += nbytes
        self._crc = zlib.crc32(data, self._crc)
        if self._compressor:
            data = self._compressor.compress(data)
        self._compress_size += len(data)
        self._fileobj.write(data)
        return nbytes

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def close(self):
        if self._closed:
            return
        try:
            self._closed = True
            if self._compressor:
                buf = self._compressor.flush()
                self._compress_size += len(buf)
                self._fileobj.write(buf)
                self._zinfo.compress_size = self._compress_size
            else:
                self._zinfo.compress_size = self._file_size
            self._zinfo.CRC = self._crc
            self._zinfo.file_size = self._file_size
            if not self._zip64:
                if self._file_size > ZIP64_LIMIT:
                    raise RuntimeError("File size too large, try using force_zip64")
                if self._compress_size > ZIP64_LIMIT:
                    raise RuntimeError("Compressed size too large, try using force_zip64")
            if self._zinfo.flag_bits & _MASK_USE_DATA_DESCRIPTOR:
                fmt = '<LLQQ' if self._zip64 else '<LLLL'
                self._fileobj.write(struct.pack(fmt, _DD_SIGNATURE, self._zinfo.CRC,
                                                self._zinfo.compress_size,
                                                self._zinfo.file_size))
                self._zipfile.start_dir = self._fileobj.tell()
            else:
                # Go back and complete the local header with the CRC and the sizes.
                self._zipfile.start_dir = self._fileobj.tell()
                self._fileobj.seek(self._zinfo.header_offset)
                self._fileobj.write(self._zinfo.FileHeader(self._zip64))
                self._fileobj.seek(self._zipfile.start_dir)
            self._zipfile.filelist.append(self._zinfo)
            self._zipfile.NameToInfo[self._zinfo.filename] = self._zinfo
        finally:
            self._zipfile._writing = False

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


ZipExtFile.__module__ = _ZipWriteFile.__module__ = 'zipfile'
