"""tarfile's archive layer: TarFile (read, write, append, exclusive create on a path or
file object; members loaded lazily as iteration goes; add/addfile/gettarinfo;
extract/extractall through an extraction filter; extractfile; list) and ExFileObject,
the reader over one member's data. Compression is the job of tarfile.open (gzip through
lib/gzip). Written for TensorPy from the library reference, black-box compared with
CPython 3.11.
"""

import copy
import os
import stat
import time

from ._info import (TarInfo, NUL, BLOCKSIZE, RECORDSIZE, DEFAULT_FORMAT, ENCODING,
                    SUPPORTED_TYPES, LNKTYPE, REGTYPE, DIRTYPE, FIFOTYPE, SYMTYPE, CHRTYPE,
                    BLKTYPE, HeaderError, EOFHeaderError, InvalidHeaderError,
                    EmptyHeaderError, TruncatedHeaderError, SubsequentHeaderError,
                    ReadError, ExtractError, StreamError)
from ._filters import FilterError, fully_trusted_filter, _NAMED_FILTERS


def copyfileobj(src, dst, length=None, exception=OSError, bufsize=None):
    """Copy length bytes from fileobj src to fileobj dst (all when length is None);
    `exception`("unexpected end of data") when src ends first."""
    bufsize = bufsize or 16 * 1024
    if length == 0:
        return
    if length is None:
        while True:
            buf = src.read(bufsize)
            if not buf:
                return
            dst.write(buf)
    blocks, remainder = divmod(length, bufsize)
    for _ in range(blocks):
        buf = src.read(bufsize)
        if len(buf) < bufsize:
            raise exception("unexpected end of data")
        dst.write(buf)
    if remainder:
        buf = src.read(remainder)
        if len(buf) < remainder:
            raise exception("unexpected end of data")
        dst.write(buf)


class ExFileObject:
    """A member's data, read from the archive file: read, readline, readlines,
    iteration, seek and tell within the member."""

    def __init__(self, tarfile, tarinfo):
        self.fileobj = tarfile.fileobj
        self.offset = tarinfo.offset_data
        self.size = tarinfo.size
        self.name = tarinfo.name
        self.mode = 'rb'
        self.position = 0
        self.closed = False

    def _check(self):
        if self.closed:
            raise ValueError("I/O operation on closed file")

    def readable(self):
        return True

    def writable(self):
        return False

    def seekable(self):
        return self.fileobj.seekable()

    def tell(self):
        self._check()
        return self.position

    def seek(self, position, whence=0):
        self._check()
        if whence == 0:
            self.position = min(max(position, 0), self.size)
        elif whence == 1:
            self.position = max(min(self.position + position, self.size), 0)
        elif whence == 2:
            self.position = max(min(self.size + position, self.size), 0)
        else:
            raise ValueError("Invalid argument")
        return self.position

    def read(self, size=-1):
        self._check()
        left = self.size - self.position
        if size is None or size < 0 or size > left:
            size = left
        if size <= 0:
            return b""
        self.fileobj.seek(self.offset + self.position)
        data = self.fileobj.read(size)
        if len(data) != size:
            raise ReadError("unexpected end of data")
        self.position += len(data)
        return data

    read1 = read

    def readinto(self, b):
        data = self.read(len(b))
        b[:len(data)] = data
        return len(data)

    def peek(self, size=1):
        pos = self.position
        data = self.read(max(size, 1))
        self.position = pos
        return data

    def readline(self, size=-1):
        self._check()
        out = []
        have = 0
        while size is None or size < 0 or have < size:
            want = 256 if size is None or size < 0 else min(256, size - have)
            pos = self.position
            chunk = self.read(want)
            if not chunk:
                break
            i = chunk.find(b"\n")
            if i >= 0:
                chunk = chunk[:i + 1]
                self.position = pos + len(chunk)
                out.append(chunk)
                break
            out.append(chunk)
            have += len(chunk)
        return b"".join(out)

    def readlines(self, hint=-1):
        lines = []
        for line in self:
            lines.append(line)
        return lines

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def close(self):
        self.closed = True

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class TarFile(object):
    """The TarFile Class provides an interface to tar archives."""

    debug = 0
    dereference = False
    ignore_zeros = False
    errorlevel = 1
    format = DEFAULT_FORMAT
    encoding = ENCODING
    errors = None
    tarinfo = TarInfo
    fileobject = ExFileObject
    extraction_filter = None

    def __init__(self, name=None, mode="r", fileobj=None, format=None, tarinfo=None,
                 dereference=None, ignore_zeros=None, encoding=None,
                 errors="surrogateescape", pax_headers=None, debug=None, errorlevel=None,
                 copybufsize=None):
        modes = {"r": "rb", "a": "r+b", "w": "wb", "x": "xb"}
        if mode not in modes:
            raise ValueError("mode must be 'r', 'a', 'w' or 'x'")
        self.mode = mode
        self._mode = modes[mode]
        if not fileobj:
            if self.mode == "a" and not os.path.exists(name):
                self.mode = "w"
                self._mode = "wb"
            fileobj = open(name, self._mode)
            self._extfileobj = False
        else:
            if name is None and isinstance(getattr(fileobj, "name", None), (str, bytes)):
                name = fileobj.name
            if hasattr(fileobj, "mode"):
                self._mode = fileobj.mode
            self._extfileobj = True
        self.name = os.path.abspath(name) if name else None
        self.fileobj = fileobj
        if format is not None:
            self.format = format
        if tarinfo is not None:
            self.tarinfo = tarinfo
        if dereference is not None:
            self.dereference = dereference
        if ignore_zeros is not None:
            self.ignore_zeros = ignore_zeros
        if encoding is not None:
            self.encoding = encoding
        self.errors = errors
        if pax_headers is not None and self.format == 2:
            self.pax_headers = pax_headers
        else:
            self.pax_headers = {}
        if debug is not None:
            self.debug = debug
        if errorlevel is not None:
            self.errorlevel = errorlevel
        self.copybufsize = copybufsize
        self.closed = False
        self.members = []
        self._loaded = False
        self.offset = self.fileobj.tell()
        self.inodes = {}
        try:
            if self.mode == "r":
                self.firstmember = None
                self.firstmember = self.next()
            if self.mode == "a":
                while True:
                    self.fileobj.seek(self.offset)
                    try:
                        tarinfo = self.tarinfo.fromtarfile(self)
                        self.members.append(tarinfo)
                    except EOFHeaderError:
                        self.fileobj.seek(self.offset)
                        break
                    except HeaderError as e:
                        raise ReadError(str(e)) from None
            if self.mode in ("a", "w", "x"):
                self._loaded = True
                if self.pax_headers:
                    buf = self.tarinfo.create_pax_global_header(self.pax_headers.copy())
                    self.fileobj.write(buf)
                    self.offset += len(buf)
        except BaseException:
            if not self._extfileobj:
                self.fileobj.close()
            self.closed = True
            raise

    def close(self):
        """Close the TarFile. In write-mode, two finishing zero blocks are appended to
        the archive."""
        if self.closed:
            return
        self.closed = True
        try:
            if self.mode in ("a", "w", "x"):
                self.fileobj.write(NUL * (BLOCKSIZE * 2))
                self.offset += BLOCKSIZE * 2
                remainder = self.offset % RECORDSIZE
                if remainder > 0:
                    self.fileobj.write(NUL * (RECORDSIZE - remainder))
        finally:
            if not self._extfileobj:
                self.fileobj.close()

    def getmember(self, name):
        """Return a TarInfo object for member ``name``; KeyError if it is not found. The
        last occurrence is assumed to be the most up-to-date version."""
        tarinfo = self._getmember(name.rstrip('/'))
        if tarinfo is None:
            raise KeyError("filename %r not found" % name)
        return tarinfo

    def getmembers(self):
        """Return the members of the archive as a list of TarInfo objects."""
        self._check()
        if not self._loaded:
            self._load()
        return self.members

    def getnames(self):
        """Return the members of the archive as a list of their names."""
        return [tarinfo.name for tarinfo in self.getmembers()]

    def gettarinfo(self, name=None, arcname=None, fileobj=None):
        """Create a TarInfo object from the result of os.stat or equivalent on an
        existing file (by name, or an open file object's descriptor)."""
        self._check("awx")
        if fileobj is not None:
            name = fileobj.name
        if arcname is None:
            arcname = name
        drv, arcname = os.path.splitdrive(arcname)
        arcname = arcname.replace(os.sep, "/").lstrip("/")
        tarinfo = self.tarinfo()
        tarinfo.tarfile = self
        if fileobj is None:
            statres = os.stat(name) if self.dereference else os.lstat(name)
        else:
            statres = os.fstat(fileobj.fileno())
        linkname = ""
        stmd = statres.st_mode
        if stat.S_ISREG(stmd):
            inode = (statres.st_ino, statres.st_dev)
            if not self.dereference and statres.st_nlink > 1 and \
                    inode in self.inodes and arcname != self.inodes[inode]:
                type = LNKTYPE
                linkname = self.inodes[inode]
            else:
                type = REGTYPE
                if inode[0]:
                    self.inodes[inode] = arcname
        elif stat.S_ISDIR(stmd):
            type = DIRTYPE
        elif stat.S_ISFIFO(stmd):
            type = FIFOTYPE
        elif stat.S_ISLNK(stmd):
            type = SYMTYPE
            linkname = os.readlink(name)
        elif stat.S_ISCHR(stmd):
            type = CHRTYPE
        elif stat.S_ISBLK(stmd):
            type = BLKTYPE
        else:
            return None
        tarinfo.name = arcname
        tarinfo.mode = stmd
        tarinfo.uid = statres.st_uid
        tarinfo.gid = statres.st_gid
        tarinfo.size = statres.st_size if type == REGTYPE else 0
        tarinfo.mtime = statres.st_mtime
        tarinfo.type = type
        tarinfo.linkname = linkname
        try:
            import pwd
            tarinfo.uname = pwd.getpwuid(tarinfo.uid)[0]
        except (ImportError, KeyError):
            pass
        try:
            import grp
            tarinfo.gname = grp.getgrgid(tarinfo.gid)[0]
        except (ImportError, KeyError):
            pass
        if type in (CHRTYPE, BLKTYPE) and hasattr(os, "major"):
            tarinfo.devmajor = os.major(statres.st_rdev)
            tarinfo.devminor = os.minor(statres.st_rdev)
        return tarinfo

    def list(self, verbose=True, *, members=None):
        """Print a table of contents to sys.stdout (ls -l style when verbose)."""
        self._check()
        if members is None:
            members = self
        for tarinfo in members:
            if verbose:
                if tarinfo.mode is None:
                    print("??????????", end=' ')
                else:
                    print(stat.filemode(tarinfo.mode), end=' ')
                print("%s/%s" % (tarinfo.uname or tarinfo.uid, tarinfo.gname or tarinfo.gid),
                      end=' ')
                if tarinfo.ischr() or tarinfo.isblk():
                    print("%10s" % ("%d,%d" % (tarinfo.devmajor, tarinfo.devminor)),
                          end=' ')
                else:
                    print("%10d" % tarinfo.size, end=' ')
                if tarinfo.mtime is None:
                    print("????-??-?? ??:??:??", end=' ')
                else:
                    print("%d-%02d-%02d %02d:%02d:%02d"
                          % time.localtime(tarinfo.mtime)[:6], end=' ')
            print(tarinfo.name + ("/" if tarinfo.isdir() else ""), end=' ')
            if verbose:
                if tarinfo.issym():
                    print("-> " + tarinfo.linkname, end=' ')
                if tarinfo.islnk():
                    print("link to " + tarinfo.linkname, end=' ')
            print()

    def add(self, name, arcname=None, recursive=True, *, filter=None):
        """Add the file `name` to the archive (directories recursively, in sorted
        order); `filter` may change or drop (None) each TarInfo."""
        self._check("awx")
        if arcname is None:
            arcname = name
        if self.name is not None and os.path.abspath(name) == self.name:
            return
        tarinfo = self.gettarinfo(name, arcname)
        if tarinfo is None:
            return
        if filter is not None:
            tarinfo = filter(tarinfo)
            if tarinfo is None:
                return
        if tarinfo.isreg():
            with open(name, "rb") as f:
                self.addfile(tarinfo, f)
        elif tarinfo.isdir():
            self.addfile(tarinfo)
            if recursive:
                for f in sorted(os.listdir(name)):
                    self.add(os.path.join(name, f), os.path.join(arcname, f), recursive,
                             filter=filter)
        else:
            self.addfile(tarinfo)

    def addfile(self, tarinfo, fileobj=None):
        """Add the TarInfo object `tarinfo` to the archive, with tarinfo.size bytes
        read from `fileobj` when given."""
        self._check("awx")
        tarinfo = copy.copy(tarinfo)
        buf = tarinfo.tobuf(self.format, self.encoding, self.errors)
        self.fileobj.write(buf)
        self.offset += len(buf)
        if fileobj is not None:
            copyfileobj(fileobj, self.fileobj, tarinfo.size, bufsize=self.copybufsize)
            blocks, remainder = divmod(tarinfo.size, BLOCKSIZE)
            if remainder > 0:
                self.fileobj.write(NUL * (BLOCKSIZE - remainder))
                blocks += 1
            self.offset += blocks * BLOCKSIZE
        self.members.append(tarinfo)

    def _get_filter_function(self, filter):
        if filter is None:
            filter = self.extraction_filter
            if filter is None:
                return fully_trusted_filter
            if isinstance(filter, str):
                raise TypeError('String names are not supported for '
                                + 'TarFile.extraction_filter. Use a function such as '
                                + 'tarfile.data_filter directly.')
            return filter
        if callable(filter):
            return filter
        try:
            return _NAMED_FILTERS[filter]
        except KeyError:
            raise ValueError(f"filter {filter!r} not found") from None

    def extractall(self, path=".", members=None, *, numeric_owner=False, filter=None):
        """Extract all members to `path`; directory attributes are set last."""
        directories = []
        filter_function = self._get_filter_function(filter)
        if members is None:
            members = self
        for member in members:
            tarinfo = self._get_extract_tarinfo(member, filter_function, path)
            if tarinfo is None:
                continue
            if tarinfo.isdir():
                directories.append(tarinfo)
            self._extract_one(tarinfo, path, set_attrs=not tarinfo.isdir(),
                              numeric_owner=numeric_owner)
        directories.sort(key=lambda a: a.name, reverse=True)
        for tarinfo in directories:
            dirpath = os.path.join(path, tarinfo.name)
            try:
                self.chown(tarinfo, dirpath, numeric_owner=numeric_owner)
                self.utime(tarinfo, dirpath)
                self.chmod(tarinfo, dirpath)
            except ExtractError as e:
                self._handle_nonfatal_error(e)

    def extract(self, member, path="", set_attrs=True, *, numeric_owner=False,
                filter=None):
        """Extract one member (a name or TarInfo) to `path`."""
        filter_function = self._get_filter_function(filter)
        tarinfo = self._get_extract_tarinfo(member, filter_function, path)
        if tarinfo is not None:
            self._extract_one(tarinfo, path, set_attrs, numeric_owner)

    def _get_extract_tarinfo(self, member, filter_function, path):
        unfiltered = self.getmember(member) if isinstance(member, str) else member
        filtered = None
        try:
            filtered = filter_function(unfiltered, path)
        except (OSError, FilterError) as e:
            self._handle_fatal_error(e)
        except ExtractError as e:
            self._handle_nonfatal_error(e)
        if filtered is None:
            return None
        if filtered.islnk():
            filtered = copy.copy(filtered)
            filtered._link_target = os.path.join(path, filtered.linkname)
        return filtered

    def _extract_one(self, tarinfo, path, set_attrs, numeric_owner):
        self._check("r")
        try:
            self._extract_member(tarinfo, os.path.join(path, tarinfo.name),
                                 set_attrs=set_attrs, numeric_owner=numeric_owner)
        except OSError as e:
            self._handle_fatal_error(e)
        except ExtractError as e:
            self._handle_nonfatal_error(e)

    def _handle_nonfatal_error(self, e):
        if self.errorlevel > 1:
            raise

    def _handle_fatal_error(self, e):
        if self.errorlevel > 0:
            raise

    def extractfile(self, member):
        """A file object for a regular member (or a link's target); None for others."""
        self._check("r")
        tarinfo = self.getmember(member) if isinstance(member, str) else member
        if tarinfo.isreg() or tarinfo.type not in SUPPORTED_TYPES:
            return self.fileobject(self, tarinfo)
        if tarinfo.islnk() or tarinfo.issym():
            if getattr(self, '_stream', False):
                raise StreamError("cannot extract (sym)link as file object")
            return self.extractfile(self._find_link_target(tarinfo))
        return None

    def _extract_member(self, tarinfo, targetpath, set_attrs=True, numeric_owner=False):
        targetpath = targetpath.rstrip("/").replace("/", os.sep)
        upperdirs = os.path.dirname(targetpath)
        if upperdirs and not os.path.exists(upperdirs):
            os.makedirs(upperdirs)
        if tarinfo.isreg():
            self.makefile(tarinfo, targetpath)
        elif tarinfo.isdir():
            self.makedir(tarinfo, targetpath)
        elif tarinfo.isfifo():
            self.makefifo(tarinfo, targetpath)
        elif tarinfo.ischr() or tarinfo.isblk():
            self.makedev(tarinfo, targetpath)
        elif tarinfo.islnk() or tarinfo.issym():
            self.makelink(tarinfo, targetpath)
        elif tarinfo.type not in SUPPORTED_TYPES:
            self.makeunknown(tarinfo, targetpath)
        else:
            self.makefile(tarinfo, targetpath)
        if set_attrs:
            self.chown(tarinfo, targetpath, numeric_owner)
            if not tarinfo.issym():
                self.chmod(tarinfo, targetpath)
                self.utime(tarinfo, targetpath)

    def makedir(self, tarinfo, targetpath):
        try:
            if tarinfo.mode is None:
                os.mkdir(targetpath)
            else:
                os.mkdir(targetpath, 0o700)
        except FileExistsError:
            if not os.path.isdir(targetpath):
                raise

    def makefile(self, tarinfo, targetpath):
        source = self.fileobj
        source.seek(tarinfo.offset_data)
        with open(targetpath, "wb") as target:
            copyfileobj(source, target, tarinfo.size, ReadError, self.copybufsize)

    def makeunknown(self, tarinfo, targetpath):
        self.makefile(tarinfo, targetpath)

    def makefifo(self, tarinfo, targetpath):
        if hasattr(os, "mkfifo"):
            os.mkfifo(targetpath)
        else:
            raise ExtractError("fifo not supported by system")

    def makedev(self, tarinfo, targetpath):
        if not hasattr(os, "mknod") or not hasattr(os, "makedev"):
            raise ExtractError("special devices not supported by system")
        mode = tarinfo.mode
        mode = 0o600 if mode is None else mode
        mode |= stat.S_IFBLK if tarinfo.isblk() else stat.S_IFCHR
        os.mknod(targetpath, mode, os.makedev(tarinfo.devmajor, tarinfo.devminor))

    def makelink(self, tarinfo, targetpath):
        try:
            if tarinfo.issym():
                if os.path.lexists(targetpath):
                    os.unlink(targetpath)
                os.symlink(tarinfo.linkname, targetpath)
            elif os.path.exists(tarinfo._link_target):
                os.link(tarinfo._link_target, targetpath)
            else:
                self._extract_member(self._find_link_target(tarinfo), targetpath)
        except (OSError, NotImplementedError):
            try:
                self._extract_member(self._find_link_target(tarinfo), targetpath)
            except KeyError:
                raise ExtractError("unable to resolve link inside archive") from None

    def chown(self, tarinfo, targetpath, numeric_owner):
        """Set the owner when running as root (names first unless numeric_owner)."""
        if not hasattr(os, "geteuid") or os.geteuid() != 0:
            return
        g = tarinfo.gid
        u = tarinfo.uid
        if not numeric_owner:
            try:
                import grp
                if tarinfo.gname:
                    g = grp.getgrnam(tarinfo.gname)[2]
            except KeyError:
                pass
            try:
                import pwd
                if tarinfo.uname:
                    u = pwd.getpwnam(tarinfo.uname)[2]
            except KeyError:
                pass
        if g is None:
            g = -1
        if u is None:
            u = -1
        try:
            if tarinfo.issym() and hasattr(os, "lchown"):
                os.lchown(targetpath, u, g)
            else:
                os.chown(targetpath, u, g)
        except OSError as e:
            raise ExtractError("could not change owner") from e

    def chmod(self, tarinfo, targetpath):
        if tarinfo.mode is None:
            return
        try:
            os.chmod(targetpath, tarinfo.mode)
        except OSError as e:
            raise ExtractError("could not change mode") from e

    def utime(self, tarinfo, targetpath):
        mtime = tarinfo.mtime
        if mtime is None:
            return
        try:
            os.utime(targetpath, (mtime, mtime))
        except OSError as e:
            raise ExtractError("could not change modification time") from e

    def next(self):
        """The next member of the archive as a TarInfo, or None at the end."""
        self._check("ra")
        if self.firstmember is not None:
            m = self.firstmember
            self.firstmember = None
            return m
        if self.offset != self.fileobj.tell():
            if self.offset == 0:
                return None
            self.fileobj.seek(self.offset - 1)
            if not self.fileobj.read(1):
                raise ReadError("unexpected end of data")
        tarinfo = None
        while True:
            try:
                tarinfo = self.tarinfo.fromtarfile(self)
            except EOFHeaderError:
                if self.ignore_zeros:
                    self.offset += BLOCKSIZE
                    continue
            except InvalidHeaderError as e:
                if self.ignore_zeros:
                    self.offset += BLOCKSIZE
                    continue
                elif self.offset == 0:
                    raise ReadError(str(e)) from None
            except EmptyHeaderError:
                if self.offset == 0:
                    raise ReadError("empty file") from None
            except TruncatedHeaderError as e:
                if self.offset == 0:
                    raise ReadError(str(e)) from None
            except SubsequentHeaderError as e:
                raise ReadError(str(e)) from None
            except Exception as e:
                import zlib
                if isinstance(e, zlib.error):
                    raise ReadError(f'zlib error: {e}') from None
                raise
            break
        if tarinfo is not None:
            self.members.append(tarinfo)
        else:
            self._loaded = True
        return tarinfo

    def _getmember(self, name, tarinfo=None, normalize=False):
        members = self.getmembers()
        skipping = False
        if tarinfo is not None:
            try:
                index = members.index(tarinfo)
            except ValueError:
                skipping = True
            else:
                members = members[:index]
        if normalize:
            name = os.path.normpath(name)
        for member in reversed(members):
            if skipping:
                if tarinfo.offset == member.offset:
                    skipping = False
                continue
            member_name = os.path.normpath(member.name) if normalize else member.name
            if name == member_name:
                return member
        if skipping:
            raise ValueError(tarinfo)
        return None

    def _load(self):
        while self.next() is not None:
            pass
        self._loaded = True

    def _check(self, mode=None):
        if self.closed:
            raise OSError("%s is closed" % self.__class__.__name__)
        if mode is not None and self.mode not in mode:
            raise OSError("bad operation for mode %r" % self.mode)

    def _find_link_target(self, tarinfo):
        if tarinfo.issym():
            linkname = "/".join(filter(None, (os.path.dirname(tarinfo.name),
                                              tarinfo.linkname)))
            limit = None
        else:
            linkname = tarinfo.linkname
            limit = tarinfo
        member = self._getmember(linkname, tarinfo=limit, normalize=True)
        if member is None:
            raise KeyError("linkname %r not found" % linkname)
        return member

    def __iter__(self):
        if self._loaded:
            yield from self.members
            return
        index = 0
        if self.firstmember is not None:
            tarinfo = self.next()
            index += 1
            yield tarinfo
        while True:
            if index < len(self.members):
                tarinfo = self.members[index]
            elif not self._loaded:
                tarinfo = self.next()
                if not tarinfo:
                    self._loaded = True
                    return
            else:
                return
            index += 1
            yield tarinfo

    def __enter__(self):
        self._check()
        return self

    def __exit__(self, type, value, traceback):
        if type is None:
            self.close()
        else:
            if not self._extfileobj:
                self.fileobj.close()
            self.closed = True


TarFile.__module__ = ExFileObject.__module__ = 'tarfile'
