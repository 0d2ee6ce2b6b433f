"""glob: path names matching a shell pattern, as CPython 3.11's glob does. glob() returns a
list, iglob() the same names lazily; both take root_dir (patterns are matched relative to
it, results stay relative), dir_fd (accepted, unused: TensorPy's os has no *at calls),
recursive ('**' matches any files and zero or more directories) and include_hidden (names
starting with '.' match '*', '?' and '[...]' too). Results come in directory-listing
order, unsorted, as in CPython. escape() quotes the magic characters; has_magic() tells
whether a pattern has any. Unreadable directories are silently skipped."""

import os
import re
import fnmatch

__all__ = ["escape", "glob", "iglob"]

_MAGIC = re.compile('([*?[])')
_MAGIC_BYTES = re.compile(b'([*?[])')


def has_magic(s):
    """True if `s` contains any of the wildcard characters '*', '?' or '['."""
    if isinstance(s, bytes):
        return _MAGIC_BYTES.search(s) is not None
    return _MAGIC.search(s) is not None


def _is_hidden(name):
    return name[:1] in ('.', b'.')


def _is_recursive(pattern):
    return pattern in ('**', b'**')


def escape(pathname):
    """`pathname` with '*', '?' and '[' each wrapped as '[*]', '[?]', '[[]'."""
    drive, rest = os.path.splitdrive(pathname)
    if isinstance(rest, bytes):
        rest = _MAGIC_BYTES.sub(br'[\1]', rest)
    else:
        rest = _MAGIC.sub(r'[\1]', rest)
    return drive + rest


def glob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    """A list of the path names matching `pathname` (see the module's description)."""
    return list(iglob(pathname, root_dir=root_dir, dir_fd=dir_fd, recursive=recursive,
                      include_hidden=include_hidden))


def iglob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    """An iterator over the path names matching `pathname`."""
    pathname = os.fspath(pathname)
    if root_dir is not None:
        root_dir = os.fspath(root_dir)
    else:
        root_dir = pathname[:0]
    walker = _Walker(root_dir, recursive, include_hidden)
    results = walker.matches(pathname, False)
    if not pathname or (recursive and _is_recursive(pathname[:2])):
        # '**' first yields the empty name (for "this directory"); a bare '**' drops it.
        return _drop_leading_empty(results)
    return results


def _drop_leading_empty(results):
    first = True
    for name in results:
        if first:
            first = False
            if not name:
                continue
        yield name


class _Walker:
    """One glob run: where to look (root) and the options that shape matching."""

    def __init__(self, root, recursive, include_hidden):
        self.root = root
        self.recursive = recursive
        self.include_hidden = include_hidden

    def _on_disk(self, path):
        # The file-system path for a result-relative path.
        if not self.root or os.path.isabs(path):
            return path
        if not path:
            return self.root
        return os.path.join(self.root, path)

    def matches(self, pathname, dironly):
        dirname, basename = os.path.split(pathname)
        if not has_magic(pathname):
            if basename:
                if os.path.lexists(self._on_disk(pathname)):
                    yield pathname
            elif os.path.isdir(self._on_disk(dirname)):
                yield pathname
            return
        if not dirname:
            if self.recursive and _is_recursive(basename):
                yield from self._recurse(dirname, basename, dironly)
            else:
                yield from self._one_level(dirname, basename, dironly)
            return
        if dirname != pathname and has_magic(dirname):
            dirs = self.matches(dirname, True)
        else:
            dirs = [dirname]
        if has_magic(basename):
            if self.recursive and _is_recursive(basename):
                finder = self._recurse
            else:
                finder = self._one_level
        else:
            finder = self._literal
        for d in dirs:
            for name in finder(d, basename, dironly):
                yield os.path.join(d, name)

    def _literal(self, dirname, basename, dironly):
        if not basename:
            # 'dir/' matches only a directory.
            if os.path.isdir(self._on_disk(dirname)):
                return [basename]
        elif os.path.lexists(self._on_disk(os.path.join(dirname, basename))):
            return [basename]
        return []

    def _one_level(self, dirname, pattern, dironly):
        names = self._listdir(dirname, dironly)
        if not self.include_hidden and not _is_hidden(pattern):
            names = [n for n in names if not _is_hidden(n)]
        return fnmatch.filter(names, pattern)

    def _recurse(self, dirname, pattern, dironly):
        yield pattern[:0]
        yield from self._below(dirname, dironly)

    def _below(self, dirname, dironly):
        for name in self._listdir(dirname, dironly):
            if self.include_hidden or not _is_hidden(name):
                yield name
                sub = os.path.join(dirname, name) if dirname else name
                for rest in self._below(sub, dironly):
                    yield os.path.join(name, rest)

    def _listdir(self, dirname, dironly):
        path = self._on_disk(dirname)
        if not path:
            path = '.' if isinstance(dirname, str) else b'.'
        as_bytes = isinstance(path, bytes)
        if as_bytes:
            path = path.decode('utf-8', 'surrogateescape')
        names = []
        try:
            with os.scandir(path) as it:
                for entry in it:
                    try:
                        if not dironly or entry.is_dir():
                            name = entry.name
                            if as_bytes and isinstance(name, str):
                                name = name.encode('utf-8', 'surrogateescape')
                            names.append(name)
                    except OSError:
                        pass
        except OSError:
            return []
        return names
