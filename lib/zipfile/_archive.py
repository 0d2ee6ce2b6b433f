"""zipfile's archive layer: ZipFile (modes r/w/x/a on a path or a file object; the
central directory read at open and written at close, Zip64 records when an archive needs
them, prepended data such as a self-extracting stub tolerated as CPython does) and
is_zipfile. Members are read through _SharedFile, so several open members of one archive
keep their own positions. Written for TensorPy from the library reference and the ZIP
specification, black-box compared with CPython 3.11 (archives written here are
byte-identical to CPython's for the same members and timestamps).
"""

import io
import os
import shutil
import struct
import time

from ._info import (BadZipFile, LargeZipFile, ZipInfo, ZIP_STORED, ZIP_LZMA, ZIP64_LIMIT,
                    ZIP_FILECOUNT_LIMIT, ZIP_MAX_COMMENT, ZIP64_VERSION, MAX_EXTRACT_VERSION,
                    structCentralDir, stringCentralDir, sizeCentralDir, structFileHeader,
                    stringFileHeader, sizeFileHeader, structEndArchive, stringEndArchive,
                    structEndArchive64, stringEndArchive64, sizeEndCentDir64,
                    structEndArchive64Locator, stringEndArchive64Locator,
                    sizeEndCentDir64Locator, _MASK_ENCRYPTED, _MASK_USE_DATA_DESCRIPTOR,
                    _MASK_COMPRESS_OPTION_1, _MASK_UTF_FILENAME, _MASK_COMPRESSED_PATCH,
                    _MASK_STRONG_ENCRYPTION, _check_compression, _strip_extra,
                    _read_end_record)
from ._streams import ZipExtFile, _ZipWriteFile

# CP437's upper half: names without the UTF-8 flag are decoded with it, as CPython does.
_CP437_HIGH = ('\xc7\xfc\xe9\xe2\xe4\xe0\xe5\xe7\xea\xeb\xe8\xef\xee\xec\xc4\xc5\xc9\xe6'
               '\xc6\xf4\xf6\xf2\xfb\xf9\xff\xd6\xdc\xa2\xa3\xa5\u20a7\u0192\xe1\xed\xf3'
               '\xfa\xf1\xd1\xaa\xba\xbf\u2310\xac\xbd\xbc\xa1\xab\xbb\u2591\u2592\u2593'
               '\u2502\u2524\u2561\u2562\u2556\u2555\u2563\u2551\u2557\u255d\u255c\u255b'
               '\u2510\u2514\u2534\u252c\u251c\u2500\u253c\u255e\u255f\u255a\u2554\u2569'
               '\u2566\u2560\u2550\u256c\u2567\u2568\u2564\u2565\u2559\u2558\u2552\u2553'
               '\u256b\u256a\u2518\u250c\u2588\u2584\u258c\u2590\u2580\u03b1\xdf\u0393'
               '\u03c0\u03a3\u03c3\xb5\u03c4\u03a6\u0398\u03a9\u03b4\u221e\u03c6\u03b5'
               '\u2229\u2261\xb1\u2265\u2264\u2320\u2321\xf7\u2248\xb0\u2219\xb7\u221a'
               '\u207f\xb2\u25a0\xa0')


def _decode_name(raw, flags, encoding):
    if flags & _MASK_UTF_FILENAME:
        return raw.decode('utf-8')
    if encoding:
        return raw.decode(encoding)
    return ''.join(chr(b) if b < 128 else _CP437_HIGH[b - 128] for b in raw)


def _check_zipfile(fp):
    try:
        if _read_end_record(fp):
            return True
    except OSError:
        pass
    return False


def is_zipfile(filename):
    """Quickly see if a file is a ZIP file by checking the magic number.

    The filename argument may be a file or file-like object too."""
    result = False
    try:
        if hasattr(filename, "read"):
            result = _check_zipfile(fp=filename)
        else:
            with open(filename, "rb") as fp:
                result = _check_zipfile(fp)
    except OSError:
        pass
    return result


class _SharedFile:
    """One reader's view of the archive file: its own position, restored before each
    read, so interleaved members do not disturb each other."""

    def __init__(self, file, pos, close, writing):
        self._file = file
        self._pos = pos
        self._close = close
        self._writing = writing
        self.seekable = file.seekable

    def tell(self):
        return self._pos

    def seek(self, offset, whence=0):
        if self._writing():
            raise ValueError("Can't reposition in the ZIP file while there is an open "
                             "writing handle on it. Close the writing handle before "
                             "trying to read.")
        self._file.seek(offset, whence)
        self._pos = self._file.tell()
        return self._pos

    def read(self, n=-1):
        if self._writing():
            raise ValueError("Can't read from the ZIP file while there is an open writing "
                             "handle on it. Close the writing handle before trying to read.")
        self._file.seek(self._pos)
        data = self._file.read(n)
        self._pos = self._file.tell()
        return data

    def close(self):
        if self._file is not None:
            fileobj = self._file
            self._file = None
            self._close(fileobj)


class _Tellable:
    """A write-only stream that cannot tell(): counts what was written instead."""

    def __init__(self, fp):
        self.fp = fp
        self.offset = 0

    def write(self, data):
        n = self.fp.write(data)
        self.offset += n
        return n

    def tell(self):
        return self.offset

    def flush(self):
        self.fp.flush()

    def close(self):
        self.fp.close()


class ZipFile:
    """Class with methods to open, read, write, close, list zip files.

    z = ZipFile(file, mode="r", compression=ZIP_STORED, allowZip64=True,
                compresslevel=None)
    """

    fp = None
    _windows_illegal_name_trans_table = None

    def __init__(self, file, mode="r", compression=ZIP_STORED, allowZip64=True,
                 compresslevel=None, *, strict_timestamps=True, metadata_encoding=None):
        if mode not in ('r', 'w', 'x', 'a'):
            raise ValueError("ZipFile requires mode 'r', 'w', 'x', or 'a'")
        _check_compression(compression)
        self._allowZip64 = allowZip64
        self._didModify = False
        self.debug = 0
        self.NameToInfo = {}
        self.filelist = []
        self.compression = compression
        self.compresslevel = compresslevel
        self.mode = mode
        self.pwd = None
        self._comment = b''
        self._strict_timestamps = strict_timestamps
        self.metadata_encoding = metadata_encoding
        if self.metadata_encoding and mode != 'r':
            raise ValueError("metadata_encoding is only supported for reading files")
        if hasattr(file, '__fspath__'):
            file = os.fspath(file)
        if isinstance(file, str):
            self._filePassed = 0
            self.filename = file
            modes = {'r': 'rb', 'w': 'w+b', 'x': 'x+b', 'a': 'r+b', 'r+b': 'w+b',
                     'w+b': 'wb', 'x+b': 'xb'}
            filemode = modes[mode]
            while True:
                try:
                    self.fp = io.open(file, filemode)
                except OSError:
                    if filemode in modes:
                        filemode = modes[filemode]
                        continue
                    raise
                break
        else:
            self._filePassed = 1
            self.fp = file
            self.filename = getattr(file, 'name', None)
        self._fileRefCnt = 1
        self._seekable = True
        self._writing = False
        try:
            if mode == 'r':
                self._RealGetContents()
            elif mode in ('w', 'x'):
                self._didModify = True
                try:
                    self.start_dir = self.fp.tell()
                except (AttributeError, OSError):
                    self.fp = _Tellable(self.fp)
                    self.start_dir = 0
                    self._seekable = False
                else:
                    try:
                        self.fp.seek(self.start_dir)
                    except (AttributeError, OSError):
                        self._seekable = False
            else:
                try:
                    self._RealGetContents()
                    self.fp.seek(self.start_dir)
                except BadZipFile:
                    # Not an archive: a new one is appended to the file.
                    self.fp.seek(0, 2)
                    self._didModify = True
                    self.start_dir = self.fp.tell()
        except BaseException:
            fp = self.fp
            self.fp = None
            self._fpclose(fp)
            raise

    def __enter__(self):
        return self

    def __exit__(self, type, value, traceback):
        self.close()

    def __repr__(self):
        out = ['<%s.%s' % (self.__class__.__module__, self.__class__.__qualname__)]
        if self.fp is not None:
            if self._filePassed:
                out.append(' file=%r' % self.fp)
            elif self.filename is not None:
                out.append(' filename=%r' % self.filename)
            out.append(' mode=%r' % self.mode)
        else:
            out.append(' [closed]')
        out.append('>')
        return ''.join(out)

    def _RealGetContents(self):
        """Read in the table of contents for the ZIP file."""
        fp = self.fp
        try:
            endrec = _read_end_record(fp)
        except OSError:
            raise BadZipFile("File is not a zip file") from None
        if not endrec:
            raise BadZipFile("File is not a zip file")
        size_cd = endrec[5]
        offset_cd = endrec[6]
        self._comment = endrec[8]
        # Bytes before the archive (a self-extracting stub) shift every offset.
        concat = endrec[9] - size_cd - offset_cd
        if endrec[0] == stringEndArchive64:
            concat -= sizeEndCentDir64 + sizeEndCentDir64Locator
        self.start_dir = offset_cd + concat
        if self.start_dir < 0:
            raise BadZipFile("Bad offset for central directory")
        fp.seek(self.start_dir, 0)
        data = io.BytesIO(fp.read(size_cd))
        total = 0
        while total < size_cd:
            centdir = data.read(sizeCentralDir)
            if len(centdir) != sizeCentralDir:
                raise BadZipFile("Truncated central directory")
            centdir = struct.unpack(structCentralDir, centdir)
            if centdir[0] != stringCentralDir:
                raise BadZipFile("Bad magic number for central directory")
            flags = centdir[5]
            filename = _decode_name(data.read(centdir[12]), flags, self.metadata_encoding)
            x = ZipInfo(filename)
            x.extra = data.read(centdir[13])
            x.comment = data.read(centdir[14])
            x.header_offset = centdir[18]
            (x.create_version, x.create_system, x.extract_version, x.reserved, x.flag_bits,
             x.compress_type, t, d, x.CRC, x.compress_size, x.file_size) = centdir[1:12]
            if x.extract_version > MAX_EXTRACT_VERSION:
                raise NotImplementedError("zip file version %.1f" % (x.extract_version / 10))
            x.volume, x.internal_attr, x.external_attr = centdir[15:18]
            x._raw_time = t
            x.date_time = ((d >> 9) + 1980, (d >> 5) & 0xF, d & 0x1F,
                           t >> 11, (t >> 5) & 0x3F, (t & 0x1F) * 2)
            x._decodeExtra()
            x.header_offset = x.header_offset + concat
            self.filelist.append(x)
            self.NameToInfo[x.filename] = x
            total += sizeCentralDir + centdir[12] + centdir[13] + centdir[14]
        # Each member must end before the next one starts (overlaps are zip bombs).
        end_offset = self.start_dir
        for zinfo in sorted(self.filelist, key=lambda z: z.header_offset, reverse=True):
            zinfo._end_offset = end_offset
            end_offset = zinfo.header_offset

    def namelist(self):
        """Return a list of file names in the archive."""
        return [data.filename for data in self.filelist]

    def infolist(self):
        """Return a list of class ZipInfo instances for files in the archive."""
        return self.filelist

    def printdir(self, file=None):
        """Print a table of contents for the zip file."""
        print("%-46s %19s %12s" % ("File Name", "Modified    ", "Size"), file=file)
        for zinfo in self.filelist:
            date = "%d-%02d-%02d %02d:%02d:%02d" % zinfo.date_time[:6]
            print("%-46s %s %12d" % (zinfo.filename, date, zinfo.file_size), file=file)

    def testzip(self):
        """Read all the files and check the CRC.

        Return None if all files could be read successfully, or the name of the
        offending file otherwise."""
        for zinfo in self.filelist:
            try:
                with self.open(zinfo.filename, "r") as f:
                    while f.read(1 << 20):
                        pass
            except BadZipFile:
                return zinfo.filename
        return None

    def getinfo(self, name):
        """Return the instance of ZipInfo given 'name'."""
        info = self.NameToInfo.get(name)
        if info is None:
            raise KeyError('There is no item named %r in the archive' % name)
        return info

    def setpassword(self, pwd):
        """Set default password for encrypted files."""
        if pwd and not isinstance(pwd, bytes):
            raise TypeError("pwd: expected bytes, got %s" % type(pwd).__name__)
        self.pwd = pwd if pwd else None

    @property
    def comment(self):
        """The comment text associated with the ZIP file."""
        return self._comment

    @comment.setter
    def comment(self, comment):
        if not isinstance(comment, bytes):
            raise TypeError("comment: expected bytes, got %s" % type(comment).__name__)
        if len(comment) > ZIP_MAX_COMMENT:
            import warnings
            warnings.warn('Archive comment is too long; truncating to %d bytes'
                          % ZIP_MAX_COMMENT, stacklevel=2)
            comment = comment[:ZIP_MAX_COMMENT]
        self._comment = comment
        self._didModify = True

    def read(self, name, pwd=None):
        """Return file bytes for name."""
        with self.open(name, "r", pwd) as fp:
            return fp.read()

    def open(self, name, mode="r", pwd=None, *, force_zip64=False):
        """Return file-like object for 'name' ('r' to read, 'w' to write)."""
        if mode not in {"r", "w"}:
            raise ValueError('open() requires mode "r" or "w"')
        if pwd and (mode == "w"):
            raise ValueError("pwd is only supported for reading files")
        if pwd and not isinstance(pwd, bytes):
            raise TypeError("pwd: expected bytes, got %s" % type(pwd).__name__)
        if not self.fp:
            raise ValueError("Attempt to use ZIP archive that was already closed")
        if isinstance(name, ZipInfo):
            zinfo = name
        elif mode == 'w':
            zinfo = ZipInfo(name)
            zinfo.compress_type = self.compression
            zinfo._compresslevel = self.compresslevel
        else:
            zinfo = self.getinfo(name)
        if mode == 'w':
            return self._open_to_write(zinfo, force_zip64=force_zip64)
        if self._writing:
            raise ValueError("Can't read from the ZIP file while there is an open writing "
                             "handle on it. Close the writing handle before trying to read.")
        self._fileRefCnt += 1
        zef_file = _SharedFile(self.fp, zinfo.header_offset, self._fpclose,
                               lambda: self._writing)
        try:
            fheader = zef_file.read(sizeFileHeader)
            if len(fheader) != sizeFileHeader:
                raise BadZipFile("Truncated file header")
            fheader = struct.unpack(structFileHeader, fheader)
            if fheader[0] != stringFileHeader:
                raise BadZipFile("Bad magic number for file header")
            fname = zef_file.read(fheader[10])
            if fheader[11]:
                zef_file.read(fheader[11])
            if zinfo.flag_bits & _MASK_COMPRESSED_PATCH:
                raise NotImplementedError("compressed patched data (flag bit 5)")
            if zinfo.flag_bits & _MASK_STRONG_ENCRYPTION:
                raise NotImplementedError("strong encryption (flag bit 6)")
            fname_str = _decode_name(fname, fheader[3], self.metadata_encoding)
            if fname_str != zinfo.orig_filename:
                raise BadZipFile('File name in directory %r and header %r differ.'
                                 % (zinfo.orig_filename, fname))
            if (zinfo._end_offset is not None and
                    zef_file.tell() + zinfo.compress_size > zinfo._end_offset):
                raise BadZipFile("Overlapped entries: %r (possible zip bomb)"
                                 % (zinfo.orig_filename,))
            if zinfo.flag_bits & _MASK_ENCRYPTED:
                if not pwd:
                    pwd = self.pwd
                if not pwd:
                    raise RuntimeError("File %r is encrypted, password required for "
                                       "extraction" % name)
                raise NotImplementedError("encrypted members (ZipCrypto) are not supported "
                                          "by TensorPy's zipfile")
            return ZipExtFile(zef_file, mode, zinfo, pwd, True)
        except BaseException:
            zef_file.close()
            raise

    def _open_to_write(self, zinfo, force_zip64=False):
        if force_zip64 and not self._allowZip64:
            raise ValueError("force_zip64 is True, but allowZip64 was False when opening "
                             "the ZIP file.")
        if self._writing:
            raise ValueError("Can't write to the ZIP file while there is another write "
                             "handle open on it. Close the first handle before opening "
                             "another.")
        zinfo.compress_size = 0
        zinfo.CRC = 0
        zinfo.flag_bits = 0x00
        if zinfo.compress_type == ZIP_LZMA:
            zinfo.flag_bits |= _MASK_COMPRESS_OPTION_1
        if not self._seekable:
            zinfo.flag_bits |= _MASK_USE_DATA_DESCRIPTOR
        if not zinfo.external_attr:
            zinfo.external_attr = 0o600 << 16   # ?rw-------
        # A member that may pass 2 GiB gets Zip64 sizes from the start.
        zip64 = self._allowZip64 and (force_zip64 or zinfo.file_size * 1.05 > ZIP64_LIMIT)
        if self._seekable:
            self.fp.seek(self.start_dir)
        zinfo.header_offset = self.fp.tell()
        self._writecheck(zinfo)
        self._didModify = True
        self.fp.write(zinfo.FileHeader(zip64))
        self._writing = True
        return _ZipWriteFile(self, zinfo, zip64)

    def extract(self, member, path=None, pwd=None):
        """Extract a member from the archive to the current working directory (or `path`),
        using its full name; returns the normalized path created."""
        path = os.getcwd() if path is None else os.fspath(path)
        return self._extract_member(member, path, pwd)

    def extractall(self, path=None, members=None, pwd=None):
        """Extract all members from the archive to the current working directory (or
        `path`); `members` is optional and must be a subset of namelist()."""
        if members is None:
            members = self.namelist()
        path = os.getcwd() if path is None else os.fspath(path)
        for zipinfo in members:
            self._extract_member(zipinfo, path, pwd)

    def _extract_member(self, member, targetpath, pwd):
        """The member's path made safe (no drive, no absolute root, no '.' or '..'
        components) below `targetpath`, then the member written there."""
        if not isinstance(member, ZipInfo):
            member = self.getinfo(member)
        arcname = member.filename.replace('/', os.path.sep)
        if os.path.altsep:
            arcname = arcname.replace(os.path.altsep, os.path.sep)
        arcname = os.path.splitdrive(arcname)[1]
        skip = ('', os.path.curdir, os.path.pardir)
        arcname = os.path.sep.join(x for x in arcname.split(os.path.sep) if x not in skip)
        targetpath = os.path.normpath(os.path.join(targetpath, arcname))
        upperdirs = os.path.dirname(targetpath)
        if upperdirs and not os.path.exists(upperdirs):
            os.makedirs(upperdirs)
        if member.is_dir():
            if not os.path.isdir(targetpath):
                os.mkdir(targetpath)
            return targetpath
        with self.open(member, pwd=pwd) as source, open(targetpath, "wb") as target:
            shutil.copyfileobj(source, target)
        return targetpath

    def _writecheck(self, zinfo):
        """Check for errors before writing a file to the archive."""
        if zinfo.filename in self.NameToInfo:
            import warnings
            warnings.warn('Duplicate name: %r' % zinfo.filename, stacklevel=3)
        if self.mode not in ('w', 'x', 'a'):
            raise ValueError("write() requires mode 'w', 'x', or 'a'")
        if not self.fp:
            raise ValueError("Attempt to write ZIP archive that was already closed")
        _check_compression(zinfo.compress_type)
        if not self._allowZip64:
            requires_zip64 = None
            if len(self.filelist) >= ZIP_FILECOUNT_LIMIT:
                requires_zip64 = "Files count"
            elif zinfo.file_size > ZIP64_LIMIT:
                requires_zip64 = "Filesize"
            elif zinfo.header_offset > ZIP64_LIMIT:
                requires_zip64 = "Zipfile size"
            if requires_zip64:
                raise LargeZipFile(requires_zip64 + " would require ZIP64 extensions")

    def write(self, filename, arcname=None, compress_type=None, compresslevel=None):
        """Put the bytes from filename into the archive under the name arcname."""
        if not self.fp:
            raise ValueError("Attempt to write to ZIP archive that was already closed")
        if self._writing:
            raise ValueError("Can't write to ZIP archive while an open writing handle exists")
        zinfo = ZipInfo.from_file(filename, arcname,
                                  strict_timestamps=self._strict_timestamps)
        if zinfo.is_dir():
            zinfo.compress_size = 0
            zinfo.CRC = 0
            self.mkdir(zinfo)
            return
        zinfo.compress_type = self.compression if compress_type is None else compress_type
        zinfo._compresslevel = self.compresslevel if compresslevel is None else compresslevel
        with open(filename, "rb") as src, self.open(zinfo, 'w') as dest:
            shutil.copyfileobj(src, dest, 1024 * 8)

    def writestr(self, zinfo_or_arcname, data, compress_type=None, compresslevel=None):
        """Write a file into the archive.  The contents is 'data', which may be either a
        'str' or a 'bytes' instance; if it is a 'str', it is encoded as UTF-8 first.
        'zinfo_or_arcname' is either a ZipInfo instance or the name of the file in the
        archive."""
        if isinstance(data, str):
            data = data.encode("utf-8")
        if not isinstance(zinfo_or_arcname, ZipInfo):
            zinfo = ZipInfo(filename=zinfo_or_arcname,
                            date_time=time.localtime(time.time())[:6])
            zinfo.compress_type = self.compression
            zinfo._compresslevel = self.compresslevel
            if zinfo.filename[-1] == '/':
                zinfo.external_attr = 0o40775 << 16   # drwxrwxr-x
                zinfo.external_attr |= 0x10           # MS-DOS directory flag
            else:
                zinfo.external_attr = 0o600 << 16     # ?rw-------
        else:
            zinfo = zinfo_or_arcname
        if not self.fp:
            raise ValueError("Attempt to write to ZIP archive that was already closed")
        if self._writing:
            raise ValueError("Can't write to ZIP archive while an open writing handle exists.")
        if compress_type is not None:
            zinfo.compress_type = compress_type
        if compresslevel is not None:
            zinfo._compresslevel = compresslevel
        zinfo.file_size = len(data)
        with self.open(zinfo, mode='w') as dest:
            dest.write(data)

    def mkdir(self, zinfo_or_directory_name, mode=511):
        """Creates a directory inside the zip archive."""
        if isinstance(zinfo_or_directory_name, ZipInfo):
            zinfo = zinfo_or_directory_name
            if not zinfo.is_dir():
                raise ValueError("The given ZipInfo does not describe a directory")
            if not hasattr(zinfo, 'CRC'):
                zinfo.CRC = 0
        elif isinstance(zinfo_or_directory_name, str):
            directory_name = zinfo_or_directory_name
            if not directory_name.endswith("/"):
                directory_name += "/"
            zinfo = ZipInfo(directory_name, time.localtime(time.time())[:6])
            zinfo.compress_size = 0
            zinfo.CRC = 0
            zinfo.external_attr = ((0o40000 | mode) & 0xFFFF) << 16
            zinfo.file_size = 0
            zinfo.external_attr |= 0x10
        else:
            raise TypeError("Expected type str or ZipInfo")
        if self._seekable:
            self.fp.seek(self.start_dir)
        zinfo.header_offset = self.fp.tell()
        if zinfo.compress_type == ZIP_LZMA:
            zinfo.flag_bits |= _MASK_COMPRESS_OPTION_1
        self._writecheck(zinfo)
        self._didModify = True
        self.filelist.append(zinfo)
        self.NameToInfo[zinfo.filename] = zinfo
        self.fp.write(zinfo.FileHeader(False))
        self.start_dir = self.fp.tell()

    def close(self):
        """Close the file, and for mode 'w', 'x' and 'a' write the ending records."""
        if self.fp is None:
            return
        if self._writing:
            raise ValueError("Can't close the ZIP file while there is an open writing "
                             "handle on it. Close the writing handle before closing the zip.")
        try:
            if self.mode in ('w', 'x', 'a') and self._didModify:
                if self._seekable:
                    self.fp.seek(self.start_dir)
                self._write_end_record()
        finally:
            fp = self.fp
            self.fp = None
            self._fpclose(fp)

    def _write_end_record(self):
        for zinfo in self.filelist:
            dostime, dosdate = zinfo._dos_time()
            extra = []
            if zinfo.file_size > ZIP64_LIMIT or zinfo.compress_size > ZIP64_LIMIT:
                extra.append(zinfo.file_size)
                extra.append(zinfo.compress_size)
                file_size = compress_size = 0xffffffff
            else:
                file_size = zinfo.file_size
                compress_size = zinfo.compress_size
            if zinfo.header_offset > ZIP64_LIMIT:
                extra.append(zinfo.header_offset)
                header_offset = 0xffffffff
            else:
                header_offset = zinfo.header_offset
            extra_data = zinfo.extra
            min_version = 0
            if extra:
                extra_data = _strip_extra(extra_data, (1,))
                extra_data = struct.pack('<HH' + 'Q' * len(extra), 1, 8 * len(extra),
                                         *extra) + extra_data
                min_version = ZIP64_VERSION
            extract_version = max(min_version, zinfo.extract_version)
            create_version = max(min_version, zinfo.create_version)
            filename, flag_bits = zinfo._encodeFilenameFlags()
            centdir = struct.pack(structCentralDir, stringCentralDir, create_version,
                                  zinfo.create_system, extract_version, zinfo.reserved,
                                  flag_bits, zinfo.compress_type, dostime, dosdate, zinfo.CRC,
                                  compress_size, file_size, len(filename), len(extra_data),
                                  len(zinfo.comment), 0, zinfo.internal_attr,
                                  zinfo.external_attr, header_offset)
            self.fp.write(centdir + filename + extra_data + zinfo.comment)
        pos2 = self.fp.tell()
        count = len(self.filelist)
        size = pos2 - self.start_dir
        offset = self.start_dir
        requires_zip64 = None
        if count > ZIP_FILECOUNT_LIMIT:
            requires_zip64 = "Files count"
        elif offset > ZIP64_LIMIT:
            requires_zip64 = "Central directory offset"
        elif size > ZIP64_LIMIT:
            requires_zip64 = "Central directory size"
        if requires_zip64:
            if not self._allowZip64:
                raise LargeZipFile(requires_zip64 + " would require ZIP64 extensions")
            self.fp.write(struct.pack(structEndArchive64, stringEndArchive64, 44, 45, 45, 0,
                                      0, count, count, size, offset))
            self.fp.write(struct.pack(structEndArchive64Locator, stringEndArchive64Locator,
                                      0, pos2, 1))
            count = min(count, 0xFFFF)
            size = min(size, 0xFFFFFFFF)
            offset = min(offset, 0xFFFFFFFF)
        self.fp.write(struct.pack(structEndArchive, stringEndArchive, 0, 0, count, count,
                                  size, offset, len(self._comment)))
        self.fp.write(self._comment)
        if self.mode == "a":
            self.fp.truncate()
        self.fp.flush()

    def _fpclose(self, fp):
        assert self._fileRefCnt > 0
        self._fileRefCnt -= 1
        if not self._fileRefCnt and not self._filePassed:
            fp.close()


ZipFile.__module__ = 'zipfile'
