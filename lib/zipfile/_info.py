"""zipfile's record layer: the ZIP format's constants and structures (PKWARE's APPNOTE:
local file header, central directory entry, end of central directory record, the Zip64
end record and locator, the data descriptor), the exceptions, ZipInfo (one member's
metadata: its repr, is_dir, from_file, FileHeader) and _read_end_record, which finds the
end record of an archive. Written for TensorPy from the format specification and the
library reference, black-box compared with CPython 3.11.
"""

import os
import stat
import struct
import sys
import time


class BadZipFile(Exception):
    pass


class LargeZipFile(Exception):
    """Raised when writing a zipfile, the zipfile requires ZIP64 extensions and those
    extensions are disabled."""


BadZipFile.__module__ = LargeZipFile.__module__ = 'zipfile'
error = BadZipfile = BadZipFile

ZIP64_LIMIT = (1 << 31) - 1
ZIP_FILECOUNT_LIMIT = (1 << 16) - 1
ZIP_MAX_COMMENT = (1 << 16) - 1

ZIP_STORED = 0
ZIP_DEFLATED = 8
ZIP_BZIP2 = 12
ZIP_LZMA = 14

DEFAULT_VERSION = 20
ZIP64_VERSION = 45
BZIP2_VERSION = 46
LZMA_VERSION = 63
MAX_EXTRACT_VERSION = 63

compressor_names = {
    0: 'store', 1: 'shrink', 2: 'reduce', 3: 'reduce', 4: 'reduce', 5: 'reduce',
    6: 'implode', 7: 'tokenize', 8: 'deflate', 9: 'deflate64', 10: 'implode',
    12: 'bzip2', 14: 'lzma', 18: 'terse', 19: 'lz77', 97: 'wavpack', 98: 'ppmd',
}

# General purpose flag bits.
_MASK_ENCRYPTED = 1 << 0
_MASK_COMPRESS_OPTION_1 = 1 << 1
_MASK_USE_DATA_DESCRIPTOR = 1 << 3
_MASK_COMPRESSED_PATCH = 1 << 5
_MASK_STRONG_ENCRYPTION = 1 << 6
_MASK_UTF_FILENAME = 1 << 11

# The records (little-endian): signature first.
structEndArchive = b"<4s4H2LH"
stringEndArchive = b"PK\005\006"
sizeEndCentDir = struct.calcsize(structEndArchive)            # 22
structCentralDir = "<4s4B4HL2L5H2L"
stringCentralDir = b"PK\001\002"
sizeCentralDir = struct.calcsize(structCentralDir)            # 46
structFileHeader = "<4s2B4HL2L2H"
stringFileHeader = b"PK\003\004"
sizeFileHeader = struct.calcsize(structFileHeader)            # 30
structEndArchive64Locator = "<4sLQL"
stringEndArchive64Locator = b"PK\x06\x07"
sizeEndCentDir64Locator = struct.calcsize(structEndArchive64Locator)   # 20
structEndArchive64 = "<4sQ2H2L4Q"
stringEndArchive64 = b"PK\x06\x06"
sizeEndCentDir64 = struct.calcsize(structEndArchive64)        # 56
_DD_SIGNATURE = 0x08074b50

_SUPPORTED = (ZIP_STORED, ZIP_DEFLATED)


def _check_compression(compression):
    """NotImplementedError for a method this zipfile cannot write or read (bzip2 and
    lzma need modules TensorPy lacks: RuntimeError as CPython without them)."""
    if compression in _SUPPORTED:
        return
    if compression == ZIP_BZIP2:
        raise RuntimeError("Compression requires the (missing) bz2 module")
    if compression == ZIP_LZMA:
        raise RuntimeError("Compression requires the (missing) lzma module")
    raise NotImplementedError("That compression method is not supported")


def _strip_extra(extra, ids):
    """`extra` without the fields whose header id is in `ids`."""
    out = []
    i = 0
    while i + 4 <= len(extra):
        xid, size = struct.unpack('<HH', extra[i:i + 4])
        j = i + 4 + size
        if xid not in ids:
            out.append(extra[i:j])
        i = j
    return b''.join(out) + extra[i:]


class ZipInfo:
    """Class with attributes describing each file in the ZIP archive."""

    __slots__ = ('orig_filename', 'filename', 'date_time', 'compress_type', '_compresslevel',
                 'comment', 'extra', 'create_system', 'create_version', 'extract_version',
                 'reserved', 'flag_bits', 'volume', 'internal_attr', 'external_attr',
                 'header_offset', 'CRC', 'compress_size', 'file_size', '_raw_time',
                 '_end_offset')

    def __init__(self, filename="NoName", date_time=(1980, 1, 1, 0, 0, 0)):
        self.orig_filename = filename
        # A NUL ends the name (some archivers pad names with them).
        null = filename.find(chr(0))
        if null >= 0:
            filename = filename[:null]
        if os.sep != '/' and os.sep in filename:
            filename = filename.replace(os.sep, '/')
        self.filename = filename
        self.date_time = date_time
        if date_time[0] < 1980:
            raise ValueError('ZIP does not support timestamps before 1980')
        self.compress_type = ZIP_STORED
        self._compresslevel = None
        self.comment = b""
        self.extra = b""
        self.create_system = 0 if sys.platform == 'win32' else 3
        self.create_version = DEFAULT_VERSION
        self.extract_version = DEFAULT_VERSION
        self.reserved = 0
        self.flag_bits = 0
        self.volume = 0
        self.internal_attr = 0
        self.external_attr = 0
        self.compress_size = 0
        self.file_size = 0
        self._end_offset = None

    def __repr__(self):
        out = ['<%s filename=%r' % (self.__class__.__name__, self.filename)]
        if self.compress_type != ZIP_STORED:
            out.append(' compress_type=%s' % compressor_names.get(self.compress_type,
                                                                   self.compress_type))
        hi = self.external_attr >> 16
        lo = self.external_attr & 0xFFFF
        if hi:
            out.append(' filemode=%r' % stat.filemode(hi))
        if lo:
            out.append(' external_attr=%#x' % lo)
        isdir = self.is_dir()
        if not isdir or self.file_size:
            out.append(' file_size=%r' % self.file_size)
        if ((not isdir or self.compress_size) and
                (self.compress_type != ZIP_STORED or self.file_size != self.compress_size)):
            out.append(' compress_size=%r' % self.compress_size)
        out.append('>')
        return ''.join(out)

    def _dos_time(self):
        dt = self.date_time
        dosdate = (dt[0] - 1980) << 9 | dt[1] << 5 | dt[2]
        dostime = dt[3] << 11 | dt[4] << 5 | (dt[5] // 2)
        return dostime, dosdate

    def FileHeader(self, zip64=None):
        """Return the per-file header as a bytes object."""
        dostime, dosdate = self._dos_time()
        if self.flag_bits & _MASK_USE_DATA_DESCRIPTOR:
            crc = compress_size = file_size = 0
        else:
            crc, compress_size, file_size = self.CRC, self.compress_size, self.file_size
        extra = self.extra
        min_version = 0
        if zip64 is None:
            zip64 = file_size > ZIP64_LIMIT or compress_size > ZIP64_LIMIT
        if zip64:
            extra = extra + struct.pack('<HHQQ', 1, 16, file_size, compress_size)
            file_size = compress_size = 0xffffffff
            min_version = ZIP64_VERSION
        self.extract_version = max(min_version, self.extract_version)
        self.create_version = max(min_version, self.create_version)
        filename, flag_bits = self._encodeFilenameFlags()
        header = struct.pack(structFileHeader, stringFileHeader, self.extract_version,
                             self.reserved, flag_bits, self.compress_type, dostime, dosdate,
                             crc, compress_size, file_size, len(filename), len(extra))
        return header + filename + extra

    def _encodeFilenameFlags(self):
        try:
            return self.filename.encode('ascii'), self.flag_bits
        except UnicodeEncodeError:
            return self.filename.encode('utf-8'), self.flag_bits | _MASK_UTF_FILENAME

    def _decodeExtra(self):
        """Reads the Zip64 extra field (id 1): the sizes and offset the fixed fields hold
        as 0xffffffff."""
        extra = self.extra
        i = 0
        while i + 4 <= len(extra):
            xid, size = struct.unpack('<HH', extra[i:i + 4])
            if i + 4 + size > len(extra):
                raise BadZipFile("Corrupt extra field %04x (size=%d)" % (xid, size))
            if xid == 1:
                data = extra[i + 4:i + 4 + size]
                for field, what in (('file_size', 'File size'), ('compress_size', 'Compress size'),
                                    ('header_offset', 'Header offset')):
                    if getattr(self, field) not in (0xFFFFFFFF, 0xFFFFFFFFFFFFFFFF):
                        continue
                    if len(data) < 8:
                        raise BadZipFile("Corrupt zip64 extra field. %s not found." % what)
                    setattr(self, field, struct.unpack('<Q', data[:8])[0])
                    data = data[8:]
            i += 4 + size

    @classmethod
    def from_file(cls, filename, arcname=None, *, strict_timestamps=True):
        """Construct an appropriate ZipInfo for a file on the filesystem."""
        if hasattr(filename, '__fspath__'):
            filename = os.fspath(filename)
        st = os.stat(filename)
        isdir = stat.S_ISDIR(st.st_mode)
        mtime = time.localtime(st.st_mtime)
        date_time = mtime[0:6]
        if not strict_timestamps and date_time[0] < 1980:
            date_time = (1980, 1, 1, 0, 0, 0)
        elif not strict_timestamps and date_time[0] > 2107:
            date_time = (2107, 12, 31, 23, 59, 59)
        if arcname is None:
            arcname = filename
        arcname = os.path.normpath(os.path.splitdrive(arcname)[1])
        while arcname[0] in (os.sep, os.altsep):
            arcname = arcname[1:]
        if isdir:
            arcname += '/'
        zinfo = cls(arcname, date_time)
        zinfo.external_attr = (st.st_mode & 0xFFFF) << 16
        if isdir:
            zinfo.file_size = 0
            zinfo.external_attr |= 0x10
        else:
            zinfo.file_size = st.st_size
        return zinfo

    def is_dir(self):
        """Return True if this archive member is a directory."""
        return self.filename[-1] == '/'


ZipInfo.__module__ = 'zipfile'


def _read_end_record(fpin):
    """The end of central directory record of the open archive `fpin` as a list
    [signature, disk, cd disk, entries on disk, entries, cd size, cd offset, comment
    length, comment, record offset], with the Zip64 values when a Zip64 end record
    precedes it; None when there is none (not a ZIP file)."""
    fpin.seek(0, 2)
    filesize = fpin.tell()
    # The usual case: no archive comment, the record is the last 22 bytes.
    try:
        fpin.seek(-sizeEndCentDir, 2)
    except OSError:
        return None
    data = fpin.read(sizeEndCentDir)
    if (len(data) == sizeEndCentDir and data[0:4] == stringEndArchive
            and data[-2:] == b"\000\000"):
        rec = list(struct.unpack(structEndArchive, data))
        rec.append(b"")
        rec.append(filesize - sizeEndCentDir)
        return _end_record_64(fpin, -sizeEndCentDir, rec)
    # A comment of up to 64 KiB follows the record: search backwards for its signature.
    start = max(filesize - ZIP_MAX_COMMENT - sizeEndCentDir, 0)
    fpin.seek(start, 0)
    data = fpin.read()
    pos = data.rfind(stringEndArchive)
    if pos >= 0:
        rec_data = data[pos:pos + sizeEndCentDir]
        if len(rec_data) != sizeEndCentDir:
            return None
        rec = list(struct.unpack(structEndArchive, rec_data))
        comment_size = rec[7]
        comment = data[pos + sizeEndCentDir:pos + sizeEndCentDir + comment_size]
        rec.append(comment)
        rec.append(start + pos)
        return _end_record_64(fpin, start + pos - filesize, rec)
    return None


def _end_record_64(fpin, offset, rec):
    """`rec` updated from the Zip64 end record when its locator precedes the end record
    at `offset` (from the end of the file)."""
    try:
        fpin.seek(offset - sizeEndCentDir64Locator, 2)
    except OSError:
        return rec
    data = fpin.read(sizeEndCentDir64Locator)
    if len(data) != sizeEndCentDir64Locator:
        return rec
    sig, diskno, reloff, disks = struct.unpack(structEndArchive64Locator, data)
    if sig != stringEndArchive64Locator:
        return rec
    if diskno != 0 or disks > 1:
        raise BadZipFile("zipfiles that span multiple disks are not supported")
    fpin.seek(offset - sizeEndCentDir64Locator - sizeEndCentDir64, 2)
    data = fpin.read(sizeEndCentDir64)
    if len(data) != sizeEndCentDir64:
        return rec
    (sig, sz, create_version, read_version, disk_num, disk_dir, dircount, dircount2,
     dirsize, diroffset) = struct.unpack(structEndArchive64, data)
    if sig != stringEndArchive64:
        return rec
    rec[0] = sig
    rec[1] = disk_num
    rec[2] = disk_dir
    rec[3] = dircount
    rec[4] = dircount2
    rec[5] = dirsize
    rec[6] = diroffset
    return rec
