"""tarfile: read and write tar archives, as CPython 3.11's tarfile (with the 3.11.4
extraction filters).

The package splits the module by layer: _info (format constants, exceptions, header
codecs, TarInfo), _filters (extraction filters), _tarfile (TarFile, ExFileObject); this
file holds tarfile.open with its compression methods (uncompressed and gzip; bz2 and xz
raise CompressionError: TensorPy has no bz2/lzma module), the stream modes ("r|", "w|gz"
...: buffered whole in memory here) and is_tarfile. Written for TensorPy from the library
reference and the tar format descriptions, black-box compared with CPython.
"""

import io
import os

from ._info import (NUL, BLOCKSIZE, RECORDSIZE, GNU_MAGIC, POSIX_MAGIC, LENGTH_NAME,
                    LENGTH_LINK, LENGTH_PREFIX, REGTYPE, AREGTYPE, LNKTYPE, SYMTYPE,
                    CHRTYPE, BLKTYPE, DIRTYPE, FIFOTYPE, CONTTYPE, GNUTYPE_LONGNAME,
                    GNUTYPE_LONGLINK, GNUTYPE_SPARSE, XHDTYPE, XGLTYPE, SOLARIS_XHDTYPE,
                    USTAR_FORMAT, GNU_FORMAT, PAX_FORMAT, DEFAULT_FORMAT, SUPPORTED_TYPES,
                    REGULAR_TYPES, GNU_TYPES, PAX_FIELDS, PAX_NAME_FIELDS, PAX_NUMBER_FIELDS,
                    ENCODING, TarError, ExtractError, ReadError, CompressionError,
                    StreamError, HeaderError, EmptyHeaderError, TruncatedHeaderError,
                    EOFHeaderError, InvalidHeaderError, SubsequentHeaderError, TarInfo,
                    stn, nts, nti, itn, calc_chksums)
from ._filters import (FilterError, AbsolutePathError, OutsideDestinationError,
                       SpecialFileError, AbsoluteLinkError, LinkOutsideDestinationError,
                       fully_trusted_filter, tar_filter, data_filter)
from ._tarfile import TarFile, ExFileObject, copyfileobj

__all__ = ["TarFile", "TarInfo", "is_tarfile", "TarError", "ReadError", "CompressionError",
           "StreamError", "ExtractError", "HeaderError", "ENCODING", "USTAR_FORMAT",
           "GNU_FORMAT", "PAX_FORMAT", "DEFAULT_FORMAT", "open", "fully_trusted_filter",
           "data_filter", "tar_filter", "FilterError", "AbsoluteLinkError",
           "OutsideDestinationError", "SpecialFileError", "AbsolutePathError",
           "LinkOutsideDestinationError"]

_bltn_open = open


class _StreamWriter:
    """The target of a "w|..." stream: collects the archive, compresses it at close."""

    def __init__(self, name, fileobj, comptype, compresslevel=9):
        self.name = name
        self._target = fileobj
        self._own = fileobj is None
        self._comptype = comptype
        self._level = compresslevel
        self._buf = io.BytesIO()

    def write(self, data):
        return self._buf.write(data)

    def tell(self):
        return self._buf.tell()

    def close(self):
        data = self._buf.getvalue()
        if self._comptype == "gz":
            import gzip
            out = io.BytesIO()
            name = os.path.basename(self.name or "")
            if name.endswith(".gz"):
                name = name[:-3]
            with gzip.GzipFile(name, "wb", self._level, out) as g:
                g.write(data)
            data = out.getvalue()
        target = self._target
        if target is None:
            target = _bltn_open(self.name, "wb")
        try:
            target.write(data)
        finally:
            if self._own:
                target.close()


def _taropen(cls, name, mode="r", fileobj=None, **kwargs):
    """Open uncompressed tar archive name for reading or writing."""
    if mode not in ("r", "a", "w", "x"):
        raise ValueError("mode must be 'r', 'a', 'w' or 'x'")
    return cls(name, mode, fileobj, **kwargs)


def _gzopen(cls, name, mode="r", fileobj=None, compresslevel=9, **kwargs):
    """Open gzip compressed tar archive name for reading or writing. Appending is not
    allowed."""
    if mode not in ("r", "w", "x"):
        raise ValueError("mode must be 'r', 'w' or 'x'")
    import gzip
    try:
        fileobj = gzip.GzipFile(name, mode + "b", compresslevel, fileobj)
    except OSError as e:
        if fileobj is not None and mode == 'r':
            raise ReadError("not a gzip file") from e
        raise
    try:
        t = cls.taropen(name, mode, fileobj, **kwargs)
    except OSError as e:
        fileobj.close()
        if mode == 'r':
            raise ReadError("not a gzip file") from e
        raise
    except BaseException:
        fileobj.close()
        raise
    t._extfileobj = False
    return t


def _bz2open(cls, name, mode="r", fileobj=None, compresslevel=9, **kwargs):
    if mode not in ("r", "w", "x"):
        raise ValueError("mode must be 'r', 'w' or 'x'")
    raise CompressionError("bz2 module is not available")


def _xzopen(cls, name, mode="r", fileobj=None, preset=None, **kwargs):
    if mode not in ("r", "w", "x"):
        raise ValueError("mode must be 'r', 'w' or 'x'")
    raise CompressionError("lzma module is not available")


def _open(cls, name=None, mode="r", fileobj=None, bufsize=RECORDSIZE, **kwargs):
    """Open a tar archive for reading, writing or appending; see the library reference
    for the modes ("r", "r:*", "r:", "r:gz", "a", "w", "w:gz", "x", "r|*", "w|gz", ...)."""
    if not name and not fileobj:
        raise ValueError("nothing to open")
    if mode in ("r", "r:*"):
        def not_compressed(comptype):
            return cls.OPEN_METH[comptype] == 'taropen'
        error_msgs = []
        for comptype in sorted(cls.OPEN_METH, key=not_compressed):
            func = getattr(cls, cls.OPEN_METH[comptype])
            saved_pos = fileobj.tell() if fileobj is not None else None
            try:
                return func(name, "r", fileobj, **kwargs)
            except (ReadError, CompressionError) as e:
                error_msgs.append(f'- method {comptype}: {e!r}')
                if fileobj is not None:
                    fileobj.seek(saved_pos)
                continue
        error_msgs_summary = '\n'.join(error_msgs)
        raise ReadError(f"file could not be opened successfully:\n{error_msgs_summary}")
    if ":" in mode:
        filemode, comptype = mode.split(":", 1)
        filemode = filemode or "r"
        comptype = comptype or "tar"
        if comptype in cls.OPEN_METH:
            func = getattr(cls, cls.OPEN_METH[comptype])
        else:
            raise CompressionError("unknown compression type %r" % comptype)
        return func(name, filemode, fileobj, **kwargs)
    if "|" in mode:
        filemode, comptype = mode.split("|", 1)
        filemode = filemode or "r"
        comptype = comptype or "tar"
        if filemode not in ("r", "w"):
            raise ValueError("mode must be 'r' or 'w'")
        if comptype not in ("*", "tar", "gz", "bz2", "xz"):
            raise CompressionError("unknown compression type %r" % comptype)
        if comptype in ("bz2", "xz"):
            raise CompressionError("%s module is not available"
                                   % ("bz2" if comptype == "bz2" else "lzma"))
        if filemode == "r":
            src = fileobj if fileobj is not None else _bltn_open(name, "rb")
            try:
                data = src.read()
            finally:
                if fileobj is None:
                    src.close()
            if data[:2] == b"\037\213" and comptype in ("*", "gz"):
                import gzip
                try:
                    data = gzip.decompress(data)
                except (OSError, EOFError) as e:
                    raise ReadError(str(e)) from None
            elif comptype == "gz":
                raise ReadError("not a gzip file")
            t = cls(name, "r", io.BytesIO(data), **kwargs)
        else:
            writer = _StreamWriter(name, fileobj, comptype if comptype != "tar" else None)
            t = cls(name, "w", writer, **kwargs)
        t._extfileobj = False
        t._stream = True
        return t
    if mode in ("a", "w", "x"):
        return cls.taropen(name, mode, fileobj, **kwargs)
    raise ValueError("undiscernible mode")


TarFile.open = classmethod(_open)
TarFile.taropen = classmethod(_taropen)
TarFile.gzopen = classmethod(_gzopen)
TarFile.bz2open = classmethod(_bz2open)
TarFile.xzopen = classmethod(_xzopen)
TarFile.OPEN_METH = {"tar": "taropen", "gz": "gzopen", "bz2": "bz2open", "xz": "xzopen"}

open = TarFile.open


def is_tarfile(name):
    """Return True if name points to a tar archive that we are able to handle, else
    return False. 'name' should be a string, file, or file-like object."""
    try:
        if hasattr(name, "read"):
            pos = name.tell()
            t = open(fileobj=name)
            name.seek(pos)
        else:
            t = open(name)
        t.close()
        return True
    except TarError:
        return False
