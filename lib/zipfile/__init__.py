"""zipfile: read and write ZIP archives, as CPython 3.11's zipfile.

The package splits the module by layer: _info (format constants, exceptions, ZipInfo),
_streams (ZipExtFile and the writing stream), _archive (ZipFile, is_zipfile), _path
(zipfile.Path); this file re-exports them and holds the command line (`tensorpy -m
zipfile -l/-e/-c/-t`). Stored and deflated members; Zip64; no encryption, bzip2 or lzma
(docs/stdlib.md). Written for TensorPy from the library reference and the ZIP
specification (PKWARE APPNOTE), black-box compared with CPython.
"""

import os

from ._info import (BadZipFile, BadZipfile, error, LargeZipFile, ZipInfo, ZIP_STORED,
                    ZIP_DEFLATED, ZIP_BZIP2, ZIP_LZMA, ZIP64_LIMIT, ZIP_FILECOUNT_LIMIT,
                    ZIP_MAX_COMMENT, DEFAULT_VERSION, ZIP64_VERSION, BZIP2_VERSION,
                    LZMA_VERSION, MAX_EXTRACT_VERSION, compressor_names, sizeEndCentDir,
                    sizeCentralDir, sizeFileHeader, sizeEndCentDir64,
                    sizeEndCentDir64Locator, structEndArchive, stringEndArchive,
                    structCentralDir, stringCentralDir, structFileHeader, stringFileHeader,
                    structEndArchive64, stringEndArchive64, structEndArchive64Locator,
                    stringEndArchive64Locator)
from ._streams import ZipExtFile
from ._archive import ZipFile, is_zipfile
from ._path import Path

__all__ = ["BadZipFile", "BadZipfile", "error", "ZIP_STORED", "ZIP_DEFLATED", "ZIP_BZIP2",
           "ZIP_LZMA", "is_zipfile", "ZipInfo", "ZipFile", "PyZipFile", "LargeZipFile",
           "Path"]


class PyZipFile(ZipFile):
    """Class to create ZIP archives with Python library files and packages. TensorPy
    compiles no .pyc files: writepy() stores the .py sources."""

    def __init__(self, file, mode="r", compression=ZIP_STORED, allowZip64=True,
                 optimize=-1):
        ZipFile.__init__(self, file, mode=mode, compression=compression,
                         allowZip64=allowZip64)
        self._optimize = optimize

    def writepy(self, pathname, basename="", filterfunc=None):
        """Add the .py files of a module file or a package directory (recursively)."""
        pathname = os.fspath(pathname)
        if filterfunc and not filterfunc(pathname):
            return
        if os.path.isdir(pathname):
            name = os.path.basename(pathname)
            if os.path.isfile(os.path.join(pathname, "__init__.py")):
                basename = "%s/%s" % (basename, name) if basename else name
                for entry in sorted(os.listdir(pathname)):
                    path = os.path.join(pathname, entry)
                    if os.path.isdir(path):
                        if os.path.isfile(os.path.join(path, "__init__.py")):
                            self.writepy(path, basename, filterfunc=filterfunc)
                    elif entry.endswith(".py"):
                        if filterfunc and not filterfunc(path):
                            continue
                        self.write(path, basename + "/" + entry)
            else:
                for entry in sorted(os.listdir(pathname)):
                    path = os.path.join(pathname, entry)
                    if entry.endswith(".py") and (not filterfunc or filterfunc(path)):
                        self.write(path, (basename + "/" if basename else "") + entry)
        else:
            if not pathname.endswith(".py"):
                raise RuntimeError('Files added with writepy() must end with ".py"')
            arcname = os.path.basename(pathname)
            self.write(pathname, basename + "/" + arcname if basename else arcname)


PyZipFile.__module__ = 'zipfile'


def main(args=None):
    import argparse
    description = 'A simple command-line interface for zipfile module.'
    parser = argparse.ArgumentParser(description=description)
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument('-l', '--list', metavar='<zipfile>',
                       help='Show listing of a zipfile')
    group.add_argument('-e', '--extract', nargs=2, metavar=('<zipfile>', '<output_dir>'),
                       help='Extract zipfile into target dir')
    group.add_argument('-c', '--create', nargs='+', metavar=('<name>', '<file>'),
                       help='Create zipfile from sources')
    group.add_argument('-t', '--test', metavar='<zipfile>',
                       help='Test if a zipfile is valid')
    parser.add_argument('--metadata-encoding', metavar='<encoding>',
                        help='Specify encoding of member names for -l, -e and -t')
    args = parser.parse_args(args)
    encoding = args.metadata_encoding
    if args.test is not None:
        with ZipFile(args.test, 'r', metadata_encoding=encoding) as zf:
            badfile = zf.testzip()
        if badfile:
            print("The following enclosed file is corrupted: {!r}".format(badfile))
        print("Done testing")
    elif args.list is not None:
        with ZipFile(args.list, 'r', metadata_encoding=encoding) as zf:
            zf.printdir()
    elif args.extract is not None:
        src, curdir = args.extract
        with ZipFile(src, 'r', metadata_encoding=encoding) as zf:
            zf.extractall(curdir)
    elif args.create is not None:
        if encoding:
            print("Non-conforming encodings not supported with -c.")
            raise SystemExit(1)
        zip_name = args.create.pop(0)
        files = args.create

        def add(zf, path, zippath):
            if os.path.isfile(path):
                zf.write(path, zippath, ZIP_DEFLATED)
            elif os.path.isdir(path):
                if zippath:
                    zf.write(path, zippath)
                for nm in sorted(os.listdir(path)):
                    add(zf, os.path.join(path, nm), os.path.join(zippath, nm))

        with ZipFile(zip_name, 'w') as zf:
            for path in files:
                zippath = os.path.basename(path)
                if not zippath:
                    zippath = os.path.basename(os.path.dirname(path))
                if zippath in ('', os.curdir, os.pardir):
                    zippath = ''
                add(zf, path, zippath)
