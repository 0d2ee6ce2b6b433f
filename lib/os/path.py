"""os.path for POSIX: pure string operations on paths plus a few stat-based queries.

Every function takes str, bytes or an os.PathLike object and answers in the same type as
its argument (str in, str out; bytes in, bytes out). The stat-based predicates (exists,
isfile, isdir, islink, ...) answer False instead of raising when the path cannot be
examined. Matches CPython 3.11's posixpath in results and error messages; "~user" is not
expanded (there is no password database here). Also importable as `import os.path`.
"""

import posix as _posix

curdir = "."
pardir = ".."
extsep = "."
sep = "/"
pathsep = ":"
defpath = "/bin:/usr/bin"
altsep = None
devnull = "/dev/null"

# File-type bits of st_mode.
_TYPE_MASK = 0o170000
_TYPE_BITS = {"dir": 0o040000, "file": 0o100000, "link": 0o120000}

# The literal pieces path code needs, in both flavours.
_TEXT_PIECES = {"sep": "/", "dot": ".", "up": "..", "home": "~", "var": "$"}
_BYTE_PIECES = {key: val.encode() for key, val in _TEXT_PIECES.items()}


def _pieces(path):
    return _BYTE_PIECES if isinstance(path, bytes) else _TEXT_PIECES


def _fspath(path):
    """`path` as str or bytes, calling __fspath__ on path-like objects."""
    if isinstance(path, (str, bytes)):
        return path
    kind = type(path)
    hook = getattr(kind, "__fspath__", None)
    if hook is None:
        raise TypeError("expected str, bytes or os.PathLike object, not " + kind.__name__)
    result = hook(path)
    if not isinstance(result, (str, bytes)):
        raise TypeError("expected %s.__fspath__() to return str or bytes, not %s"
                        % (kind.__name__, type(result).__name__))
    return result


# ---- pure string operations -------------------------------------------------------------

def normcase(s):
    return _fspath(s)


def isabs(s):
    text = _fspath(s)
    return text.startswith(_pieces(text)["sep"])


def join(a, *p):
    """Join components with "/"; a component starting with "/" restarts the result."""
    result = _fspath(a)
    slash = _pieces(result)["sep"]
    for piece in p:
        piece = _fspath(piece)
        if type(piece) is not type(result):
            raise TypeError("Can't mix strings and bytes in path components")
        if piece.startswith(slash) or not result:
            result = piece
        elif result.endswith(slash):
            result = result + piece
        else:
            result = result + slash + piece
    return result


def _cut_at_last_slash(text):
    """(everything up to and including the last "/", the rest)."""
    cut = text.rfind(_pieces(text)["sep"]) + 1
    return text[:cut], text[cut:]


def _trim_head(head):
    """Drop trailing slashes from a directory part, unless it is nothing but slashes."""
    slash = _pieces(head)["sep"]
    stripped = head.rstrip(slash)
    return stripped if stripped else head


def split(p):
    head, tail = _cut_at_last_slash(_fspath(p))
    return _trim_head(head), tail


def dirname(p):
    return _trim_head(_cut_at_last_slash(_fspath(p))[0])


def basename(p):
    return _cut_at_last_slash(_fspath(p))[1]


def splitdrive(p):
    text = _fspath(p)
    return text[:0], text


def splitext(p):
    """(root, extension): the extension is the last dot onwards in the final component,
    unless that component is only dots before it (".bashrc" has no extension)."""
    text = _fspath(p)
    marks = _pieces(text)
    name_start = text.rfind(marks["sep"]) + 1
    dot_at = text.rfind(marks["dot"])
    if dot_at <= name_start:
        return text, text[:0]
    if text[name_start:dot_at].strip(marks["dot"]):
        return text[:dot_at], text[dot_at:]
    return text, text[:0]


def commonprefix(m):
    """The longest leading run (character by character) shared by every item."""
    if not m:
        return ""
    items = m if isinstance(m[0], (list, tuple)) else [_fspath(item) for item in m]
    low, high = min(items), max(items)
    size = 0
    while size < len(low) and low[size] == high[size]:
        size += 1
    return low[:size]


def normpath(path):
    """Collapse repeated slashes and "." parts, and resolve ".." lexically."""
    text = _fspath(path)
    marks = _pieces(text)
    slash, dot, up = marks["sep"], marks["dot"], marks["up"]
    if not text:
        return dot
    leading = len(text) - len(text.lstrip(slash))
    # POSIX gives exactly two leading slashes an implementation-defined meaning: keep them.
    leading = 2 if leading == 2 else min(leading, 1)
    kept = []
    for part in text.split(slash):
        if not part or part == dot:
            continue
        if part == up:
            if kept and kept[-1] != up:
                kept.pop()
                continue
            if leading:
                continue
        kept.append(part)
    return (slash * leading + slash.join(kept)) or dot


def abspath(path):
    text = _fspath(path)
    if not isabs(text):
        here = _posix.getcwd()
        if isinstance(text, bytes):
            here = here.encode()
        text = join(here, text)
    return normpath(text)


def relpath(path, start=None):
    """`path` expressed relative to `start` (default: the current directory)."""
    if not path:
        raise ValueError("no path specified")
    text = _fspath(path)
    marks = _pieces(text)
    origin = marks["dot"] if start is None else _fspath(start)
    slash = marks["sep"]
    origin_parts = [part for part in abspath(origin).split(slash) if part]
    target_parts = [part for part in abspath(text).split(slash) if part]
    shared = len(commonprefix([origin_parts, target_parts]))
    steps = [marks["up"]] * (len(origin_parts) - shared) + target_parts[shared:]
    return join(*steps) if steps else marks["dot"]


def commonpath(paths):
    """The longest common sub-path (whole components) of the given paths."""
    if not paths:
        raise ValueError("commonpath() arg is an empty sequence")
    texts = [_fspath(item) for item in paths]
    marks = _pieces(texts[0])
    slash, dot = marks["sep"], marks["dot"]
    rooted = {text.startswith(slash) for text in texts}
    if len(rooted) != 1:
        raise ValueError("Can't mix absolute and relative paths")
    split_up = [[part for part in text.split(slash) if part and part != dot]
                for text in texts]
    common = commonprefix(split_up)
    return (slash if rooted.pop() else slash[:0]) + slash.join(common)


def expanduser(path):
    """Replace a leading "~" (alone or before "/") with $HOME."""
    text = _fspath(path)
    marks = _pieces(text)
    if not text.startswith(marks["home"]):
        return text
    end = text.find(marks["sep"], 1)
    if end < 0:
        end = len(text)
    env = _posix._environ()
    if end != 1 or "HOME" not in env:
        return text
    home = env["HOME"]
    if isinstance(text, bytes):
        home = home.encode()
    home = home.rstrip(marks["sep"])
    return (home + text[end:]) or marks["sep"]


def _is_name_char(ch):
    return ch.isalnum() or ch == "_"


def expandvars(path):
    """Replace $name and ${name} with environment values; unknown names stay as written."""
    text = _fspath(path)
    if isinstance(text, bytes) or "$" not in text:
        return text
    env = _posix._environ()
    out = []
    pos = 0
    while pos < len(text):
        dollar = text.find("$", pos)
        if dollar < 0:
            out.append(text[pos:])
            break
        out.append(text[pos:dollar])
        if text.startswith("{", dollar + 1):
            close = text.find("}", dollar + 2)
            if close < 0:
                out.append(text[dollar:])
                break
            name, after = text[dollar + 2:close], close + 1
        else:
            after = dollar + 1
            while after < len(text) and _is_name_char(text[after]):
                after += 1
            name = text[dollar + 1:after]
        out.append(env[name] if name and name in env else text[dollar:after])
        pos = after
    return "".join(out)


# ---- queries that look at the file system -------------------------------------------------

def _mode_or_none(path, follow_links=True):
    """st_mode of `path`, or None when it cannot be examined."""
    probe = _posix.stat if follow_links else _posix.lstat
    try:
        return probe(_fspath(path))[0]
    except (OSError, ValueError):
        return None


def exists(path):
    return _mode_or_none(path) is not None


def lexists(path):
    return _mode_or_none(path, follow_links=False) is not None


def _type_test(kind, follow_links, name):
    def test(path):
        mode = _mode_or_none(path, follow_links)
        return mode is not None and mode & _TYPE_MASK == _TYPE_BITS[kind]
    test.__name__ = test.__qualname__ = name
    return test


isfile = _type_test("file", True, "isfile")
isdir = _type_test("dir", True, "isdir")
islink = _type_test("link", False, "islink")


def ismount(path):
    """True when `path` is a mount point: its parent is on another device, or is itself."""
    text = _fspath(path)
    try:
        here = _posix.lstat(text)
        if here[0] & _TYPE_MASK == _TYPE_BITS["link"]:
            return False
        above = _posix.lstat(join(text, _pieces(text)["up"]))
    except (OSError, ValueError):
        return False
    return here[2] != above[2] or here[1] == above[1]


def _stat_field(index):
    def field(filename):
        return _posix.stat(_fspath(filename))[index]
    return field


# Index into the stat result: 6 size, 7 atime, 8 mtime, 9 ctime.
getsize = _stat_field(6)
getatime = _stat_field(7)
getmtime = _stat_field(8)
getctime = _stat_field(9)


def samestat(s1, s2):
    return (s1.st_dev, s1.st_ino) == (s2.st_dev, s2.st_ino)


def _identity(target):
    info = _posix.stat(target)
    return info[2], info[1]


def samefile(f1, f2):
    return _identity(_fspath(f1)) == _identity(_fspath(f2))


def sameopenfile(fp1, fp2):
    return _identity(fp1) == _identity(fp2)


# ---- symbolic links ------------------------------------------------------------------------

def _is_symlink(candidate, strict):
    try:
        mode = _posix.lstat(candidate)[0]
    except OSError:
        if strict:
            raise
        return False
    return mode & _TYPE_MASK == _TYPE_BITS["link"]


def _follow(base, rest, strict, known):
    """Append `rest` to the resolved `base`, resolving links on the way.

    `known` maps each link met so far to its resolved form (None while it is being
    resolved, which is how a loop is recognised). Returns (path, completed); on a loop in
    non-strict mode the unresolved remainder is appended and completed is False.
    """
    marks = _pieces(rest)
    slash = marks["sep"]
    if rest.startswith(slash):
        base = slash
    parts = rest.split(slash)
    for index, name in enumerate(parts):
        if not name or name == marks["dot"]:
            continue
        if name == marks["up"]:
            if not base:
                base = marks["up"]
                continue
            head, tail = split(base)
            base = join(head, marks["up"], marks["up"]) if tail == marks["up"] else head
            continue
        candidate = join(base, name)
        if not _is_symlink(candidate, strict):
            base = candidate
            continue
        remainder = slash.join(parts[index + 1:])
        if candidate in known:
            if known[candidate] is not None:
                base = known[candidate]
                continue
            if strict:
                _posix.stat(candidate)  # raises the "too many levels of links" error
            return join(candidate, remainder), False
        known[candidate] = None
        base, completed = _follow(base, _posix.readlink(candidate), strict, known)
        if not completed:
            return join(base, remainder), False
        known[candidate] = base
    return base, True


def realpath(filename, *, strict=False):
    """The absolute, normalised path with every symbolic link resolved."""
    text = _fspath(filename)
    return abspath(_follow(text[:0], text, strict, {})[0])


__all__ = ["normcase", "isabs", "join", "splitdrive", "split", "splitext", "basename",
           "dirname", "commonprefix", "getsize", "getmtime", "getatime", "getctime",
           "islink", "exists", "lexists", "isdir", "isfile", "ismount", "expanduser",
           "expandvars", "normpath", "abspath", "samefile", "sameopenfile", "samestat",
           "curdir", "pardir", "sep", "pathsep", "defpath", "altsep", "extsep", "devnull",
           "realpath", "relpath", "commonpath"]
