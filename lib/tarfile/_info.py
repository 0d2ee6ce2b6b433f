"""tarfile's header layer: the constants, the exceptions, the 512-byte header codecs
(octal and GNU base-256 numbers, NUL-padded strings, checksums) and TarInfo, which turns
one member into ustar, GNU (././@LongLink records for long names) or pax (././@PaxHeader
records with UTF-8 keywords) header blocks and reads them back, including the GNU long
name/link records and pax extended and global headers. Written for TensorPy from the
POSIX pax/ustar and GNU tar format descriptions and the library reference; the headers
are byte-identical to CPython 3.11's for the same members.
"""

import copy
import re
import struct
import sys

NUL = b"\0"
BLOCKSIZE = 512
RECORDSIZE = BLOCKSIZE * 20
GNU_MAGIC = b"ustar  \0"
POSIX_MAGIC = b"ustar\x0000"

LENGTH_NAME = 100
LENGTH_LINK = 100
LENGTH_PREFIX = 155

REGTYPE = b"0"
AREGTYPE = b"\0"
LNKTYPE = b"1"
SYMTYPE = b"2"
CHRTYPE = b"3"
BLKTYPE = b"4"
DIRTYPE = b"5"
FIFOTYPE = b"6"
CONTTYPE = b"7"
GNUTYPE_LONGNAME = b"L"
GNUTYPE_LONGLINK = b"K"
GNUTYPE_SPARSE = b"S"
XHDTYPE = b"x"
XGLTYPE = b"g"
SOLARIS_XHDTYPE = b"X"

USTAR_FORMAT = 0
GNU_FORMAT = 1
PAX_FORMAT = 2
DEFAULT_FORMAT = PAX_FORMAT

SUPPORTED_TYPES = (REGTYPE, AREGTYPE, LNKTYPE, SYMTYPE, DIRTYPE, FIFOTYPE, CONTTYPE,
                   CHRTYPE, BLKTYPE, GNUTYPE_LONGNAME, GNUTYPE_LONGLINK, GNUTYPE_SPARSE)
REGULAR_TYPES = (REGTYPE, AREGTYPE, CONTTYPE, GNUTYPE_SPARSE)
GNU_TYPES = (GNUTYPE_LONGNAME, GNUTYPE_LONGLINK, GNUTYPE_SPARSE)
PAX_FIELDS = ("path", "linkpath", "size", "mtime", "uid", "gid", "uname", "gname")
PAX_NAME_FIELDS = {"path", "linkpath", "uname", "gname"}
PAX_NUMBER_FIELDS = {"atime": float, "ctime": float, "mtime": float, "uid": int,
                     "gid": int, "size": int}

ENCODING = sys.getfilesystemencoding()


class TarError(Exception):
    """Base exception."""


class ExtractError(TarError):
    """General exception for extract errors."""


class ReadError(TarError):
    """Exception for unreadable tar archives."""


class CompressionError(TarError):
    """Exception for unavailable compression methods."""


class StreamError(TarError):
    """Exception for unsupported operations on stream-like TarFiles."""


class HeaderError(TarError):
    """Base exception for header errors."""


class EmptyHeaderError(HeaderError):
    """Exception for empty headers."""


class TruncatedHeaderError(HeaderError):
    """Exception for truncated headers."""


class EOFHeaderError(HeaderError):
    """Exception for end of file headers."""


class InvalidHeaderError(HeaderError):
    """Exception for invalid headers."""


class SubsequentHeaderError(HeaderError):
    """Exception for missing and invalid extended headers."""


for _cls in (TarError, ExtractError, ReadError, CompressionError, StreamError, HeaderError,
             EmptyHeaderError, TruncatedHeaderError, EOFHeaderError, InvalidHeaderError,
             SubsequentHeaderError):
    _cls.__module__ = 'tarfile'


def stn(s, length, encoding, errors):
    """A str as a NUL-padded field of `length` bytes (truncated when longer)."""
    if s is None:
        raise ValueError("metadata cannot contain None")
    s = s.encode(encoding, errors)
    return s[:length] + (length - len(s)) * NUL


def nts(s, encoding, errors):
    """A NUL-terminated field as str."""
    p = s.find(b"\0")
    if p != -1:
        s = s[:p]
    return s.decode(encoding, errors)


def nti(s):
    """A number field: octal text, or GNU base-256 when the first byte is 0x80/0xff."""
    if s[0] in (0o200, 0o377):
        n = 0
        for b in s[1:]:
            n = (n << 8) + b
        if s[0] == 0o377:
            n = -(256 ** (len(s) - 1) - n)
        return n
    try:
        text = nts(s, "ascii", "strict")
        return int(text.strip() or "0", 8)
    except ValueError:
        raise InvalidHeaderError("invalid header") from None


def itn(n, digits=8, format=DEFAULT_FORMAT):
    """A number as a field of `digits` bytes: octal and a NUL, or base-256 (GNU format)
    when it does not fit; ValueError "overflow in number field" otherwise."""
    n = int(n)
    if 0 <= n < 8 ** (digits - 1):
        return bytes("%0*o" % (digits - 1, n), "ascii") + NUL
    if format == GNU_FORMAT and -256 ** (digits - 1) <= n < 256 ** (digits - 1):
        if n >= 0:
            out = [0o200]
        else:
            out = [0o377]
            n = 256 ** digits + n
        tail = []
        for _ in range(digits - 1):
            tail.append(n & 0o377)
            n >>= 8
        return bytearray(out + tail[::-1])
    raise ValueError("overflow in number field")


def calc_chksums(buf):
    """The unsigned and signed sums of a header with its checksum field as spaces."""
    unsigned = 256 + sum(struct.unpack_from("148B8x356B", buf))
    signed = 256 + sum(struct.unpack_from("148b8x356b", buf))
    return unsigned, signed


def _payload(data):
    """`data` padded with NULs to whole blocks."""
    rem = len(data) % BLOCKSIZE
    return data + (BLOCKSIZE - rem) * NUL if rem else data


_KEEP = object()


class TarInfo(object):
    """Informational class which holds the details about an archive member given by a
    tar header block."""

    __slots__ = dict(
        name='Name of the archive member.',
        mode='Permission bits.',
        uid='User ID of the user who originally stored this member.',
        gid='Group ID of the user who originally stored this member.',
        size='Size in bytes.',
        mtime='Time of last modification.',
        chksum='Header checksum.',
        type='File type.',
        linkname='Name of the target file name.',
        uname='User name.',
        gname='Group name.',
        devmajor='Device major number.',
        devminor='Device minor number.',
        offset='The tar header starts here.',
        offset_data="The file's data starts here.",
        pax_headers='A dictionary containing key-value pairs of an associated pax '
                    'extended header.',
        sparse='Sparse member information.',
        tarfile=None,
        _sparse_structs=None,
        _link_target=None,
    )

    def __init__(self, name=""):
        self.name = name
        self.mode = 0o644
        self.uid = 0
        self.gid = 0
        self.size = 0
        self.mtime = 0
        self.chksum = 0
        self.type = REGTYPE
        self.linkname = ""
        self.uname = ""
        self.gname = ""
        self.devmajor = 0
        self.devminor = 0
        self.offset = 0
        self.offset_data = 0
        self.sparse = None
        self.pax_headers = {}
        self.tarfile = None

    @property
    def path(self):
        """In pax headers, "name" is called "path"."""
        return self.name

    @path.setter
    def path(self, name):
        self.name = name

    @property
    def linkpath(self):
        """In pax headers, "linkname" is called "linkpath"."""
        return self.linkname

    @linkpath.setter
    def linkpath(self, linkname):
        self.linkname = linkname

    def __repr__(self):
        return "<%s %r at %#x>" % (self.__class__.__name__, self.name, id(self))

    def replace(self, *, name=_KEEP, mtime=_KEEP, mode=_KEEP, linkname=_KEEP, uid=_KEEP,
                gid=_KEEP, uname=_KEEP, gname=_KEEP, deep=True):
        """Return a deep copy of self with the given attributes replaced."""
        result = copy.deepcopy(self) if deep else copy.copy(self)
        for attr, value in (('name', name), ('mtime', mtime), ('mode', mode),
                            ('linkname', linkname), ('uid', uid), ('gid', gid),
                            ('uname', uname), ('gname', gname)):
            if value is not _KEEP:
                setattr(result, attr, value)
        return result

    def __copy__(self):
        new = TarInfo.__new__(self.__class__)
        for attr in TarInfo.__slots__:
            try:
                setattr(new, attr, getattr(self, attr))
            except AttributeError:
                pass
        return new

    def __deepcopy__(self, memo):
        new = self.__copy__()
        new.pax_headers = dict(self.pax_headers)
        return new

    def get_info(self):
        """Return the TarInfo's attributes as a dictionary."""
        mode = None if self.mode is None else self.mode & 0o7777
        info = {"name": self.name, "mode": mode, "uid": self.uid, "gid": self.gid,
                "size": self.size, "mtime": self.mtime, "chksum": self.chksum,
                "type": self.type, "linkname": self.linkname, "uname": self.uname,
                "gname": self.gname, "devmajor": self.devmajor,
                "devminor": self.devminor}
        if info["type"] == DIRTYPE and not info["name"].endswith("/"):
            info["name"] += "/"
        return info

    def tobuf(self, format=DEFAULT_FORMAT, encoding=ENCODING, errors="surrogateescape"):
        """Return a tar header as a string of 512 byte blocks."""
        info = self.get_info()
        for name, value in info.items():
            if value is None:
                raise ValueError("%s may not be None" % name)
        if format == USTAR_FORMAT:
            return self.create_ustar_header(info, encoding, errors)
        if format == GNU_FORMAT:
            return self.create_gnu_header(info, encoding, errors)
        if format == PAX_FORMAT:
            return self.create_pax_header(info, encoding)
        raise ValueError("invalid format")

    def create_ustar_header(self, info, encoding, errors):
        """Return the object as a ustar header block."""
        info["magic"] = POSIX_MAGIC
        if len(info["linkname"].encode(encoding, errors)) > LENGTH_LINK:
            raise ValueError("linkname is too long")
        if len(info["name"].encode(encoding, errors)) > LENGTH_NAME:
            info["prefix"], info["name"] = self._posix_split_name(info["name"], encoding,
                                                                  errors)
        return self._create_header(info, USTAR_FORMAT, encoding, errors)

    def create_gnu_header(self, info, encoding, errors):
        """Return the object as a GNU header block sequence."""
        info["magic"] = GNU_MAGIC
        buf = b""
        if len(info["linkname"].encode(encoding, errors)) > LENGTH_LINK:
            buf += self._create_gnu_long_header(info["linkname"], GNUTYPE_LONGLINK,
                                                encoding, errors)
        if len(info["name"].encode(encoding, errors)) > LENGTH_NAME:
            buf += self._create_gnu_long_header(info["name"], GNUTYPE_LONGNAME, encoding,
                                                errors)
        return buf + self._create_header(info, GNU_FORMAT, encoding, errors)

    def create_pax_header(self, info, encoding):
        """Return the object as a ustar header block; what ustar cannot hold (non-ASCII
        or long names, numbers out of range, fractional times) goes into a pax extended
        header before it."""
        info["magic"] = POSIX_MAGIC
        pax_headers = self.pax_headers.copy()
        for name, hname, length in (("name", "path", LENGTH_NAME),
                                    ("linkname", "linkpath", LENGTH_LINK),
                                    ("uname", "uname", 32), ("gname", "gname", 32)):
            if hname in pax_headers:
                continue
            try:
                info[name].encode("ascii", "strict")
            except UnicodeEncodeError:
                pax_headers[hname] = info[name]
                continue
            if len(info[name]) > length:
                pax_headers[hname] = info[name]
        for name, digits in (("uid", 8), ("gid", 8), ("size", 12), ("mtime", 12)):
            value = info[name]
            is_float = isinstance(value, float)
            as_int = round(value) if is_float else value
            needs_pax = False
            if not 0 <= as_int < 8 ** (digits - 1):
                info[name] = 0
                needs_pax = True
            elif is_float:
                info[name] = as_int
                needs_pax = True
            if needs_pax and name not in pax_headers:
                pax_headers[name] = str(value)
        buf = self._create_pax_generic_header(pax_headers, XHDTYPE, encoding) \
            if pax_headers else b""
        return buf + self._create_header(info, USTAR_FORMAT, "ascii", "replace")

    @classmethod
    def create_pax_global_header(cls, pax_headers):
        """Return the object as a pax global header block sequence."""
        return cls._create_pax_generic_header(pax_headers, XGLTYPE, "utf-8")

    def _posix_split_name(self, name, encoding, errors):
        """Split a name longer than 100 chars into a prefix and a name part."""
        components = name.split("/")
        for i in range(1, len(components)):
            prefix = "/".join(components[:i])
            rest = "/".join(components[i:])
            if len(prefix.encode(encoding, errors)) <= LENGTH_PREFIX and \
                    len(rest.encode(encoding, errors)) <= LENGTH_NAME:
                return prefix, rest
        raise ValueError("name is too long")

    @staticmethod
    def _create_header(info, format, encoding, errors):
        """One 512-byte header block with its checksum."""
        if info.get("type") in (CHRTYPE, BLKTYPE):
            devmajor = itn(info.get("devmajor", 0), 8, format)
            devminor = itn(info.get("devminor", 0), 8, format)
        else:
            devmajor = stn("", 8, encoding, errors)
            devminor = stn("", 8, encoding, errors)
        filetype = info.get("type", REGTYPE)
        if filetype is None:
            raise ValueError("TarInfo.type must not be None")
        parts = [
            stn(info.get("name", ""), 100, encoding, errors),
            itn(info.get("mode", 0) & 0o7777, 8, format),
            itn(info.get("uid", 0), 8, format),
            itn(info.get("gid", 0), 8, format),
            itn(info.get("size", 0), 12, format),
            itn(info.get("mtime", 0), 12, format),
            b"        ",
            filetype,
            stn(info.get("linkname", ""), 100, encoding, errors),
            info.get("magic", POSIX_MAGIC),
            stn(info.get("uname", ""), 32, encoding, errors),
            stn(info.get("gname", ""), 32, encoding, errors),
            devmajor,
            devminor,
            stn(info.get("prefix", ""), 155, encoding, errors),
        ]
        buf = struct.pack("%ds" % BLOCKSIZE, b"".join(parts))
        chksum = calc_chksums(buf[-BLOCKSIZE:])[0]
        return buf[:-364] + bytes("%06o\0" % chksum, "ascii") + buf[-357:]

    @staticmethod
    def _create_payload(payload):
        return _payload(payload)

    @classmethod
    def _create_gnu_long_header(cls, name, type, encoding, errors):
        name = name.encode(encoding, errors) + NUL
        info = {"name": "././@LongLink", "type": type, "size": len(name),
                "magic": GNU_MAGIC}
        return cls._create_header(info, USTAR_FORMAT, encoding, errors) + _payload(name)

    @classmethod
    def _create_pax_generic_header(cls, pax_headers, type, encoding):
        """A pax header record block: "%d %s=%s\\n" records whose length prefix counts
        itself; values that are not valid UTF-8 make the header hdrcharset=BINARY."""
        binary = False
        for value in pax_headers.values():
            try:
                value.encode("utf-8", "strict")
            except UnicodeEncodeError:
                binary = True
                break
        records = b""
        if binary:
            records += b"21 hdrcharset=BINARY\n"
        for keyword, value in pax_headers.items():
            keyword = keyword.encode("utf-8")
            value = value.encode(encoding, "surrogateescape") if binary else \
                value.encode("utf-8")
            base = len(keyword) + len(value) + 3
            n = p = 0
            while True:
                n = base + len(str(p))
                if n == p:
                    break
                p = n
            records += bytes(str(p), "ascii") + b" " + keyword + b"=" + value + b"\n"
        info = {"name": "././@PaxHeader", "type": type, "size": len(records),
                "magic": POSIX_MAGIC}
        return cls._create_header(info, USTAR_FORMAT, "ascii", "replace") + \
            _payload(records)

    @classmethod
    def frombuf(cls, buf, encoding, errors):
        """Construct a TarInfo object from a 512 byte bytes object."""
        if len(buf) == 0:
            raise EmptyHeaderError("empty header")
        if len(buf) != BLOCKSIZE:
            raise TruncatedHeaderError("truncated header")
        if buf.count(NUL) == BLOCKSIZE:
            raise EOFHeaderError("end of file header")
        chksum = nti(buf[148:156])
        if chksum not in calc_chksums(buf):
            raise InvalidHeaderError("bad checksum")
        obj = cls()
        obj.name = nts(buf[0:100], encoding, errors)
        obj.mode = nti(buf[100:108])
        obj.uid = nti(buf[108:116])
        obj.gid = nti(buf[116:124])
        obj.size = nti(buf[124:136])
        obj.mtime = nti(buf[136:148])
        obj.chksum = chksum
        obj.type = buf[156:157]
        obj.linkname = nts(buf[157:257], encoding, errors)
        obj.uname = nts(buf[265:297], encoding, errors)
        obj.gname = nts(buf[297:329], encoding, errors)
        obj.devmajor = nti(buf[329:337])
        obj.devminor = nti(buf[337:345])
        prefix = nts(buf[345:500], encoding, errors)
        if obj.type == AREGTYPE and obj.name.endswith("/"):
            obj.type = DIRTYPE
        if obj.isdir():
            obj.name = obj.name.rstrip("/")
        if prefix and obj.type not in GNU_TYPES:
            obj.name = prefix + "/" + obj.name
        return obj

    @classmethod
    def fromtarfile(cls, tarfile):
        """Return the next TarInfo object from TarFile object tarfile."""
        buf = tarfile.fileobj.read(BLOCKSIZE)
        obj = cls.frombuf(buf, tarfile.encoding, tarfile.errors)
        obj.offset = tarfile.fileobj.tell() - BLOCKSIZE
        return obj._proc_member(tarfile)

    def _proc_member(self, tarfile):
        if self.type in (GNUTYPE_LONGNAME, GNUTYPE_LONGLINK):
            return self._proc_gnulong(tarfile)
        if self.type in (XHDTYPE, XGLTYPE, SOLARIS_XHDTYPE):
            return self._proc_pax(tarfile)
        return self._proc_builtin(tarfile)

    def _proc_builtin(self, tarfile):
        self.offset_data = tarfile.fileobj.tell()
        offset = self.offset_data
        if self.isreg() or self.type not in SUPPORTED_TYPES:
            offset += self._block(self.size)
        tarfile.offset = offset
        self._apply_pax_info(tarfile.pax_headers, tarfile.encoding, tarfile.errors)
        if self.isdir():
            self.name = self.name.rstrip("/")
        return self

    def _next_header(self, tarfile):
        try:
            return self.fromtarfile(tarfile)
        except HeaderError as e:
            raise SubsequentHeaderError(str(e)) from None

    def _proc_gnulong(self, tarfile):
        buf = tarfile.fileobj.read(self._block(self.size))
        nxt = self._next_header(tarfile)
        nxt.offset = self.offset
        if self.type == GNUTYPE_LONGNAME:
            nxt.name = nts(buf, tarfile.encoding, tarfile.errors)
        else:
            nxt.linkname = nts(buf, tarfile.encoding, tarfile.errors)
        if nxt.isdir():
            nxt.name = nxt.name.rstrip("/")
        return nxt

    def _proc_pax(self, tarfile):
        buf = tarfile.fileobj.read(self._block(self.size))
        if self.type == XGLTYPE:
            pax_headers = tarfile.pax_headers
        else:
            pax_headers = tarfile.pax_headers.copy()
        binary = re.search(rb"\d+ hdrcharset=([^\n]+)\n", buf)
        binary = binary is not None and binary.group(1) == b"BINARY"
        pos = 0
        while True:
            match = re.compile(rb"(\d+) ([^=]+)=").match(buf, pos)
            if not match:
                break
            length, keyword = match.groups()
            length = int(length)
            if length == 0:
                raise InvalidHeaderError("invalid header")
            value = buf[match.end(2) + 1:match.start(1) + length - 1]
            keyword = keyword.decode("utf-8", "surrogateescape")
            if keyword in PAX_NAME_FIELDS:
                if binary:
                    value = value.decode(tarfile.encoding, tarfile.errors)
                else:
                    try:
                        value = value.decode("utf-8", "strict")
                    except UnicodeDecodeError:
                        value = value.decode(tarfile.encoding, tarfile.errors)
            else:
                value = value.decode("utf-8", "surrogateescape")
            pax_headers[keyword] = value
            pos += length
        nxt = self._next_header(tarfile)
        if self.type in (XHDTYPE, SOLARIS_XHDTYPE):
            nxt._apply_pax_info(pax_headers, tarfile.encoding, tarfile.errors)
            nxt.offset = self.offset
            if "size" in pax_headers:
                offset = nxt.offset_data
                if nxt.isreg() or nxt.type not in SUPPORTED_TYPES:
                    offset += nxt._block(nxt.size)
                tarfile.offset = offset
        return nxt

    def _apply_pax_info(self, pax_headers, encoding, errors):
        for keyword, value in pax_headers.items():
            if keyword in PAX_FIELDS:
                if keyword in PAX_NUMBER_FIELDS:
                    try:
                        value = PAX_NUMBER_FIELDS[keyword](value)
                    except ValueError:
                        value = 0
                if keyword == "path":
                    value = value.rstrip("/")
                setattr(self, keyword, value)
        self.pax_headers = pax_headers.copy()

    def _block(self, count):
        """Round up a byte count by BLOCKSIZE and return it."""
        blocks, remainder = divmod(count, BLOCKSIZE)
        if remainder:
            blocks += 1
        return blocks * BLOCKSIZE

    def isreg(self):
        """Return True if the Tarinfo object is a regular file."""
        return self.type in REGULAR_TYPES

    def isfile(self):
        """Return True if the Tarinfo object is a regular file."""
        return self.isreg()

    def isdir(self):
        """Return True if it is a directory."""
        return self.type == DIRTYPE

    def issym(self):
        """Return True if it is a symbolic link."""
        return self.type == SYMTYPE

    def islnk(self):
        """Return True if it is a hard link."""
        return self.type == LNKTYPE

    def ischr(self):
        """Return True if it is a character device."""
        return self.type == CHRTYPE

    def isblk(self):
        """Return True if it is a block device."""
        return self.type == BLKTYPE

    def isfifo(self):
        """Return True if it is a FIFO."""
        return self.type == FIFOTYPE

    def issparse(self):
        return self.sparse is not None

    def isdev(self):
        """Return True if it is one of character device, block device or FIFO."""
        return self.type in (CHRTYPE, BLKTYPE, FIFOTYPE)


TarInfo.__module__ = 'tarfile'
