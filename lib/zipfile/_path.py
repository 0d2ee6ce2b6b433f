"""zipfile.Path: a pathlib-style view of an archive's members (CPython 3.11's
interface: open in text or binary mode, read_text/read_bytes, iterdir, is_dir/is_file/
exists, joinpath and `/`, name/suffix/suffixes/stem, parent, filename). Directories that
only appear as the parents of members ("implied" directories) are listed too. Text mode
decodes the whole member on open (TensorPy's io.TextIOWrapper cannot wrap a Python file
object) and writes encode on each write. Written for TensorPy from the library reference.
"""

import io
import pathlib
from os import path as posixpath  # POSIX only: os.path is posixpath

from ._archive import ZipFile


def _ancestry(path):
    """'a/b/c' -> 'a/b/c', 'a/b', 'a'."""
    path = path.rstrip(posixpath.sep)
    while path and path != posixpath.sep:
        yield path
        path, _tail = posixpath.split(path)


def _names(root):
    """The archive's names followed by the implied directories ('a/' for 'a/b.txt')."""
    names = root.namelist()
    seen = set(names)
    implied = []
    for name in names:
        for parent in list(_ancestry(posixpath.dirname(name))):
            d = parent + posixpath.sep
            if d not in seen:
                seen.add(d)
                implied.append(d)
    return names + implied


class _TextReader:
    """A decoded member: the text of an io.StringIO (newlines already translated)."""

    def __init__(self, text, name):
        self._text = io.StringIO(text, newline='')
        self.name = name
        self.encoding = 'utf-8'

    def __getattr__(self, attr):
        if attr.startswith('__'):
            raise AttributeError(attr)
        return getattr(self._text, attr)

    def __iter__(self):
        return iter(self._text)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self._text.close()


class _TextWriter:
    def __init__(self, stream, encoding, errors, newline):
        self._stream = stream
        self._encoding = encoding
        self._errors = errors
        self._newline = newline
        self.name = getattr(stream, 'name', None)

    def write(self, s):
        if not isinstance(s, str):
            raise TypeError("write() argument must be str, not %s" % type(s).__name__)
        if self._newline not in (None, '', '\n'):
            s = s.replace('\n', self._newline)
        self._stream.write(s.encode(self._encoding, self._errors))
        return len(s)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    @property
    def closed(self):
        return self._stream.closed

    def close(self):
        self._stream.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def _text_args(args, kwargs):
    names = ('encoding', 'errors', 'newline', 'line_buffering', 'write_through')
    if len(args) > len(names):
        raise TypeError("TextIOWrapper() takes at most 5 arguments (%d given)"
                        % (len(args) + 1))
    opts = dict(zip(names, args))
    for k, v in kwargs.items():
        if k not in names:
            raise TypeError("'%s' is an invalid keyword argument for TextIOWrapper()" % k)
        opts[k] = v
    return (opts.get('encoding') or 'utf-8', opts.get('errors') or 'strict',
            opts.get('newline'))


class Path:
    """A pathlib-compatible interface for zip files."""

    _REPR = "{self.__class__.__name__}({self.root.filename!r}, {self.at!r})"

    def __init__(self, root, at=""):
        if not isinstance(root, ZipFile):
            root = ZipFile(root)
        self.root = root
        self.at = at

    def open(self, mode='r', *args, pwd=None, **kwargs):
        """Open this entry as text or binary following the semantics of
        ``pathlib.Path.open()`` by passing arguments through to io.TextIOWrapper()."""
        if self.is_dir():
            raise IsADirectoryError(self)
        zip_mode = mode[0]
        if not self.exists() and zip_mode == 'r':
            raise FileNotFoundError(self)
        stream = self.root.open(self.at, zip_mode, pwd=pwd)
        if 'b' in mode:
            if args or kwargs:
                raise ValueError("encoding args invalid for binary operation")
            return stream
        try:
            encoding, errors, newline = _text_args(args, kwargs)
        except BaseException:
            stream.close()
            raise
        if zip_mode == 'w':
            return _TextWriter(stream, encoding, errors, newline)
        with stream:
            text = stream.read().decode(encoding, errors)
        if newline is None:
            text = text.replace('\r\n', '\n').replace('\r', '\n')
        reader = _TextReader(text, self.at)
        reader.encoding = encoding
        return reader

    @property
    def name(self):
        return pathlib.Path(self.at).name or self.filename.name

    @property
    def suffix(self):
        return pathlib.Path(self.at).suffix or self.filename.suffix

    @property
    def suffixes(self):
        return pathlib.Path(self.at).suffixes or self.filename.suffixes

    @property
    def stem(self):
        return pathlib.Path(self.at).stem or self.filename.stem

    @property
    def filename(self):
        return pathlib.Path(self.root.filename).joinpath(self.at)

    def read_text(self, *args, **kwargs):
        with self.open('r', *args, **kwargs) as strm:
            return strm.read()

    def read_bytes(self):
        with self.open('rb') as strm:
            return strm.read()

    def _is_child(self, path):
        return posixpath.dirname(path.at.rstrip("/")) == self.at.rstrip("/")

    def _next(self, at):
        return self.__class__(self.root, at)

    def is_dir(self):
        return not self.at or self.at.endswith("/")

    def is_file(self):
        return self.exists() and not self.is_dir()

    def exists(self):
        return self.at in set(_names(self.root))

    def iterdir(self):
        if not self.is_dir():
            raise ValueError("Can't listdir a file")
        subs = map(self._next, _names(self.root))
        return filter(self._is_child, subs)

    def __str__(self):
        return posixpath.join(self.root.filename, self.at)

    def __repr__(self):
        return self._REPR.format(self=self)

    def joinpath(self, *other):
        nxt = posixpath.join(self.at, *other)
        names = set(_names(self.root))
        dirname = nxt + '/'
        if nxt not in names and dirname in names:
            nxt = dirname
        return self._next(nxt)

    __truediv__ = joinpath

    @property
    def parent(self):
        if not self.at:
            return self.filename.parent
        parent_at = posixpath.dirname(self.at.rstrip('/'))
        if parent_at:
            parent_at += '/'
        return self._next(parent_at)


Path.__module__ = 'zipfile'
