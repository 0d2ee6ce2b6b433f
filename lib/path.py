"""path: the original project's path helpers, a thin layer over os.path.

Owns the `path` module: join, normpath, abspath, isabs, exists, isdir, isfile, basename,
dirname, splitext, split, relpath (all exactly os.path's functions, so results and errors
are CPython's), plus the common extras realpath, expanduser, getsize, commonpath, cwd() and
ext() (the extension of a path, '' if none).
"""

import os

join = os.path.join
normpath = os.path.normpath
abspath = os.path.abspath
isabs = os.path.isabs
exists = os.path.exists
isdir = os.path.isdir
isfile = os.path.isfile
basename = os.path.basename
dirname = os.path.dirname
splitext = os.path.splitext
split = os.path.split
relpath = os.path.relpath
sep = os.sep

for _name in ("realpath", "expanduser", "getsize", "commonpath", "islink", "normcase",
              "getmtime", "samefile"):
    if hasattr(os.path, _name):
        globals()[_name] = getattr(os.path, _name)
del _name


def cwd():
    """The current working directory (os.getcwd())."""
    return os.getcwd()


def ext(p):
    """The extension of p including the dot ('' if none): ext('a/b.txt') == '.txt'."""
    return os.path.splitext(p)[1]
