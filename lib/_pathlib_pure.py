"""The pure half of pathlib: PurePath, PurePosixPath and PureWindowsPath, path arithmetic
without any file-system access, as CPython 3.11's. A path is parsed once into a drive, a
root and a list of parts (Note [Path parsing] below); str(), parts, parents, name/suffix
arithmetic, relative_to, match and comparisons work on those. pathlib.py re-exports these
and adds the concrete Path classes.

Note [Path parsing]
Each flavour (_PosixFlavour, _WindowsFlavour) splits an argument into (drive, root,
parts). POSIX: no drive; root '/' (or '//' for exactly two leading slashes, which POSIX
leaves implementation-defined); empty and '.' components vanish, '..' stays. Windows: '/'
is read as '\\'; a drive is 'X:' or a UNC '\\\\server\\share'; comparisons fold case.
Joining several arguments parses each in turn: an argument with a drive replaces
everything before it (as 3.11 does, even for the same drive: 'c:/a' + 'c:b' is 'c:b'); one
with only a root replaces all but the drive."""

import os
import re
import fnmatch

__all__ = ["PurePath", "PurePosixPath", "PureWindowsPath"]


class _PosixFlavour:
    sep = '/'
    altsep = ''
    has_drv = False
    is_supported = (os.name != 'nt')

    def split_one(self, text):
        """(drive, root, parts) of one argument."""
        root = ''
        if text.startswith('/'):
            stripped = text.lstrip('/')
            root = '//' if len(text) - len(stripped) == 2 else '/'
            text = stripped
        parts = [p for p in text.split('/') if p and p != '.']
        return '', root, parts

    def casefold(self, s):
        return s

    def casefold_parts(self, parts):
        return parts

    def is_reserved(self, drv, root, parts):
        return False

    def make_uri(self, path):
        from urllib.parse import quote_from_bytes
        return 'file://' + quote_from_bytes(os.fsencode(str(path)) if hasattr(os, 'fsencode')
                                            else str(path).encode('utf-8', 'surrogateescape'))


_RESERVED = ({'CON', 'PRN', 'AUX', 'NUL', 'CONIN$', 'CONOUT$'} |
             {'COM%s' % c for c in '123456789\xb9\xb2\xb3'} |
             {'LPT%s' % c for c in '123456789\xb9\xb2\xb3'})


class _WindowsFlavour:
    sep = '\\'
    altsep = '/'
    has_drv = True
    is_supported = (os.name == 'nt')

    def split_one(self, text):
        text = text.replace('/', '\\')
        drv = ''
        root = ''
        rest = text
        if text[:2] == '\\\\' and text[2:3] != '\\':
            # UNC: \\server\share[\...]
            idx = text.find('\\', 2)
            if idx != -1:
                idx2 = text.find('\\', idx + 1)
                if idx2 != idx + 1:
                    if idx2 == -1:
                        idx2 = len(text)
                    drv = text[:idx2]
                    rest = text[idx2:]
                    if drv.startswith('\\\\?\\') or drv.startswith('\\\\.\\'):
                        pass
        elif text[1:2] == ':' and text[:1].isalpha():
            drv = text[:2]
            rest = text[2:]
        if rest.startswith('\\'):
            root = '\\'
            rest = rest.lstrip('\\')
        elif drv.startswith('\\\\'):
            root = '\\'
        parts = [p for p in rest.split('\\') if p and p != '.']
        return drv, root, parts

    def casefold(self, s):
        return s.lower()

    def casefold_parts(self, parts):
        return [p.lower() for p in parts]

    def is_reserved(self, drv, root, parts):
        if not parts:
            return False
        if drv.startswith('\\\\'):
            return False
        name = parts[-1].partition('.')[0].partition(':')[0].rstrip(' ')
        return name.upper() in _RESERVED

    def make_uri(self, path):
        from urllib.parse import quote_from_bytes
        drv = path.drive
        if len(drv) == 2 and drv[1] == ':':
            rest = path.as_posix()[2:].lstrip('/')
            return 'file:///%s/%s' % (drv, quote_from_bytes(rest.encode('utf-8')))
        return 'file:' + quote_from_bytes(path.as_posix().encode('utf-8'))


_posix_flavour = _PosixFlavour()
_windows_flavour = _WindowsFlavour()


def _arg_text(a):
    if isinstance(a, str):
        return a
    if not isinstance(a, bytes):
        if not hasattr(type(a), '__fspath__'):
            raise TypeError("expected str, bytes or os.PathLike object, not %s"
                            % type(a).__name__)
        a = a.__fspath__()
        if isinstance(a, str):
            return a
    raise TypeError("argument should be a str object or an os.PathLike object returning "
                    "str, not %r" % (type(a),))


def _parse_args(flavour, args):
    """(drive, root, parts) of the arguments joined (Note [Path parsing])."""
    drv = ''
    root = ''
    parts = []
    for a in args:
        if isinstance(a, PurePath) and a._flavour is flavour:
            d, r, p = a._drv, a._root, list(a._tail)
        else:
            if isinstance(a, PurePath):
                text = str(a)
            else:
                text = _arg_text(a)
            d, r, p = flavour.split_one(text)
        if d:
            drv, root, parts = d, r, list(p)
        elif r:
            root = r
            parts = list(p)
        else:
            parts.extend(p)
    return drv, root, parts


class _PathParents:
    """The immutable sequence of a path's logical ancestors (path.parents)."""

    def __init__(self, path):
        self._path = path
        self._count = len(path._tail)

    def __len__(self):
        return self._count

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return tuple(self[i] for i in range(*idx.indices(self._count)))
        if not isinstance(idx, int):
            idx = idx.__index__()
        if idx >= self._count or idx < -self._count:
            raise IndexError(idx)
        if idx < 0:
            idx += self._count
        p = self._path
        return p._from_parts(p._drv, p._root, p._tail[:self._count - idx - 1])

    def __iter__(self):
        for i in range(self._count):
            yield self[i]

    def __repr__(self):
        return '<%s.parents>' % type(self._path).__name__


class PurePath:
    """A file-system path without I/O; PurePath(...) builds the flavour of the host."""
    _flavour = _posix_flavour

    def __new__(cls, *args):
        if cls is PurePath:
            cls = PureWindowsPath if os.name == 'nt' else PurePosixPath
        return cls._from_args(args)

    @classmethod
    def _from_args(cls, args):
        self = object.__new__(cls)
        self._drv, self._root, self._tail = _parse_args(cls._flavour, args)
        self._str = None
        return self

    def _from_parts(self, drv, root, parts):
        new = object.__new__(type(self))
        new._drv = drv
        new._root = root
        new._tail = list(parts)
        new._str = None
        return new

    def __reduce__(self):
        return (self.__class__, tuple(self.parts))

    # --- text forms ---
    def __str__(self):
        if self._str is None:
            anchor = self._drv + self._root
            body = self._flavour.sep.join(self._tail)
            self._str = anchor + body if (anchor or body) else '.'
        return self._str

    def __fspath__(self):
        return str(self)

    def as_posix(self):
        """The path's text with forward slashes."""
        return str(self).replace(self._flavour.sep, '/')

    def __bytes__(self):
        return str(self).encode('utf-8', 'surrogateescape')

    def __repr__(self):
        return "%s(%r)" % (type(self).__name__, self.as_posix())

    def as_uri(self):
        """The path as a 'file:' URI; ValueError for a relative path."""
        if not self.is_absolute():
            raise ValueError("relative path can't be expressed as a file URI")
        return self._flavour.make_uri(self)

    # --- comparisons ---
    def _key(self):
        # The comparison key: the parts, case-folded on Windows.
        return self._flavour.casefold_parts(list(self.parts))

    def _anchored(self):
        # [anchor] + tail (the anchor '' when relative), case-folded: for relative_to.
        f = self._flavour
        return [f.casefold(self._drv + self._root)] + f.casefold_parts(self._tail)

    def _same_kind(self, other):
        return isinstance(other, PurePath) and self._flavour is other._flavour

    def __eq__(self, other):
        if not self._same_kind(other):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self):
        return hash(tuple(self._key()))

    def __lt__(self, other):
        if not self._same_kind(other):
            return NotImplemented
        return self._key() < other._key()

    def __le__(self, other):
        if not self._same_kind(other):
            return NotImplemented
        return self._key() <= other._key()

    def __gt__(self, other):
        if not self._same_kind(other):
            return NotImplemented
        return self._key() > other._key()

    def __ge__(self, other):
        if not self._same_kind(other):
            return NotImplemented
        return self._key() >= other._key()

    # --- components ---
    @property
    def drive(self):
        return self._drv

    @property
    def root(self):
        return self._root

    @property
    def anchor(self):
        return self._drv + self._root

    @property
    def parts(self):
        anchor = self._drv + self._root
        if anchor:
            return (anchor,) + tuple(self._tail)
        return tuple(self._tail)

    @property
    def name(self):
        if not self._tail:
            return ''
        return self._tail[-1]

    @property
    def suffix(self):
        name = self.name
        i = name.rfind('.')
        if 0 < i < len(name) - 1:
            return name[i:]
        return ''

    @property
    def suffixes(self):
        name = self.name
        if name.endswith('.'):
            return []
        name = name.lstrip('.')
        return ['.' + s for s in name.split('.')[1:]]

    @property
    def stem(self):
        name = self.name
        i = name.rfind('.')
        if 0 < i < len(name) - 1:
            return name[:i]
        return name

    @property
    def parent(self):
        if not self._tail:
            return self
        return self._from_parts(self._drv, self._root, self._tail[:-1])

    @property
    def parents(self):
        return _PathParents(self)

    # --- derived paths ---
    def with_name(self, name):
        """This path with its final component replaced by `name`."""
        if not self.name:
            raise ValueError("%r has an empty name" % (self,))
        f = self._flavour
        drv, root, parts = f.split_one(name) if isinstance(name, str) else ('', '', [])
        if (not name or name[-1] in (f.sep, f.altsep) or drv or root or len(parts) != 1):
            raise ValueError("Invalid name %r" % (name,))
        return self._from_parts(self._drv, self._root, self._tail[:-1] + [name])

    def with_stem(self, stem):
        """This path with its stem replaced (the suffix kept)."""
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix):
        """This path with its suffix replaced; '' removes the suffix."""
        f = self._flavour
        if f.sep in suffix or (f.altsep and f.altsep in suffix):
            raise ValueError("Invalid suffix %r" % (suffix,))
        if suffix and not suffix.startswith('.') or suffix == '.':
            raise ValueError("Invalid suffix %r" % (suffix,))
        name = self.name
        if not name:
            raise ValueError("%r has an empty name" % (self,))
        old = self.suffix
        name = name + suffix if not old else name[:-len(old)] + suffix
        return self._from_parts(self._drv, self._root, self._tail[:-1] + [name])

    def relative_to(self, *other):
        """This path relative to the path `other` names; ValueError when it is not below it."""
        if not other:
            raise TypeError("need at least one argument")
        base = type(self)._from_args(other)
        mine = self._anchored()
        theirs = base._anchored()
        n = len(theirs)
        if len(mine) < n or mine[:n] != theirs:
            raise ValueError("{!r} is not in the subpath of {!r} OR one path is relative and "
                             "the other is absolute.".format(str(self), str(base)))
        return self._from_parts('', '', self._tail[n - 1:])

    def is_relative_to(self, *other):
        """True if this path is relative to the `other` path."""
        try:
            self.relative_to(*other)
            return True
        except ValueError:
            return False

    def joinpath(self, *args):
        """This path joined with each argument in turn."""
        return type(self)._from_args((self,) + args)

    def __truediv__(self, key):
        try:
            return type(self)._from_args((self, key))
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, key):
        try:
            return type(self)._from_args((key, self))
        except TypeError:
            return NotImplemented

    # --- predicates ---
    def is_absolute(self):
        if not self._root:
            return False
        return not self._flavour.has_drv or bool(self._drv)

    def is_reserved(self):
        return self._flavour.is_reserved(self._drv, self._root, self._tail)

    def match(self, path_pattern):
        """True if this path matches the glob-style pattern, compared from the right
        (from the left too when the pattern is absolute)."""
        f = self._flavour
        pat = type(self)._from_args((path_pattern,))
        if not pat.parts:
            raise ValueError("empty pattern")
        if pat._drv and f.casefold(pat._drv) != f.casefold(self._drv):
            return False
        if pat._root and pat._root != self._root:
            return False
        parts = self._tail
        pat_parts = pat._tail
        if pat._drv or pat._root:
            if len(pat_parts) != len(parts):
                return False
        elif len(pat_parts) > len(parts):
            return False
        for part, p in zip(reversed(parts), reversed(pat_parts)):
            if f is _windows_flavour:
                if not fnmatch.fnmatchcase(part.lower(), p.lower()):
                    return False
            elif not fnmatch.fnmatchcase(part, p):
                return False
        return True


class PurePosixPath(PurePath):
    """A PurePath with POSIX semantics ('/' separators, no drives)."""
    _flavour = _posix_flavour
    __slots__ = ()


class PureWindowsPath(PurePath):
    """A PurePath with Windows semantics (drives, '\\' separators, case-insensitive)."""
    _flavour = _windows_flavour
    __slots__ = ()
