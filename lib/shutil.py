"""shutil: high-level file operations, as CPython 3.11's: copying file contents, modes and
times (copyfileobj, copyfile, copymode, copystat, copy, copy2), whole trees (copytree
with ignore/ignore_patterns, symlinks, dirs_exist_ok; rmtree with ignore_errors/onerror;
move across file systems), which(), disk_usage(), get_terminal_size(), chown() where os
has it, and the exceptions Error, SameFileError, SpecialFileError, ExecError, ReadError,
RegistryError, and archives: make_archive/unpack_archive ("zip", "tar", "gztar" through
zipfile and tarfile) with their format registries (module state, so per Context)."""

import os
import sys
import stat
import fnmatch
from collections import namedtuple

__all__ = ["copyfileobj", "copyfile", "copymode", "copystat", "copy", "copy2",
           "copytree", "move", "rmtree", "Error", "SpecialFileError", "ExecError",
           "disk_usage", "get_terminal_size", "which", "ignore_patterns", "chown",
           "SameFileError", "make_archive", "get_archive_formats",
           "register_archive_format", "unregister_archive_format", "get_unpack_formats",
           "register_unpack_format", "unregister_unpack_format", "unpack_archive"]

COPY_BUFSIZE = 64 * 1024


class Error(OSError):
    pass


class SameFileError(Error):
    """Raised when source and destination are the same file."""


class SpecialFileError(OSError):
    """Raised when trying to do a kind of operation (e.g. copying) which is not supported
    on a special file (e.g. a named pipe)."""


class ExecError(OSError):
    """Raised when a command could not be executed."""


class ReadError(OSError):
    """Raised when an archive cannot be read."""


class RegistryError(Exception):
    """Raised when a registry operation with the archiving and unpacking registries
    fails."""


def copyfileobj(fsrc, fdst, length=0):
    """Copies the data of file-like `fsrc` to `fdst` in chunks of `length` bytes."""
    chunk = length or COPY_BUFSIZE
    data = fsrc.read(chunk)
    while data:
        fdst.write(data)
        data = fsrc.read(chunk)


def _samefile(src, dst):
    if hasattr(os.path, 'samefile'):
        try:
            return os.path.samefile(src, dst)
        except OSError:
            return False
    return os.path.normcase(os.path.abspath(src)) == os.path.normcase(os.path.abspath(dst))


def _islink(fn):
    return os.path.islink(fn)


def copyfile(src, dst, *, follow_symlinks=True):
    """Copies the contents of `src` to `dst` (created or truncated); returns dst. A
    symbolic link is copied as a link when follow_symlinks is false."""
    sys.audit("shutil.copyfile", src, dst) if hasattr(sys, 'audit') else None
    if _samefile(src, dst):
        raise SameFileError("{!r} and {!r} are the same file".format(src, dst))
    for i, fn in enumerate([src, dst]):
        try:
            st = os.stat(fn)
        except OSError:
            pass
        else:
            if stat.S_ISFIFO(st.st_mode):
                fn = fn.path if hasattr(fn, 'path') else fn
                raise SpecialFileError("`%s` is a named pipe" % fn)
    if not follow_symlinks and _islink(src):
        os.symlink(os.readlink(src), dst)
    else:
        with open(src, 'rb') as fsrc:
            try:
                with open(dst, 'wb') as fdst:
                    copyfileobj(fsrc, fdst)
            except IsADirectoryError as e:
                if not os.path.exists(dst):
                    raise FileNotFoundError(f'Directory does not exist: {dst}') from e
                raise
    return dst


def copymode(src, dst, *, follow_symlinks=True):
    """Copies the permission bits of `src` to `dst`."""
    if not follow_symlinks and _islink(src) and os.path.islink(dst):
        return  # no lchmod on Linux
    st = os.stat(src)
    os.chmod(dst, stat.S_IMODE(st.st_mode))


def copystat(src, dst, *, follow_symlinks=True):
    """Copies the permission bits, access and modification times of `src` to `dst`."""
    follow = follow_symlinks or not (_islink(src) and os.path.islink(dst))
    if follow:
        st = os.stat(src)
    else:
        st = os.lstat(src)
    os.utime(dst, ns=(st.st_atime_ns, st.st_mtime_ns), follow_symlinks=follow)
    if follow:
        os.chmod(dst, stat.S_IMODE(st.st_mode))


def copy(src, dst, *, follow_symlinks=True):
    """Copies data and mode bits ("cp src dst"); `dst` may be a directory. Returns the
    file's destination."""
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(src))
    copyfile(src, dst, follow_symlinks=follow_symlinks)
    copymode(src, dst, follow_symlinks=follow_symlinks)
    return dst


def copy2(src, dst, *, follow_symlinks=True):
    """copy() that also keeps the times ("cp -p src dst")."""
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(src))
    copyfile(src, dst, follow_symlinks=follow_symlinks)
    copystat(src, dst, follow_symlinks=follow_symlinks)
    return dst


def ignore_patterns(*patterns):
    """A copytree() `ignore` callable that skips names matching any glob pattern."""
    def _ignore_patterns(path, names):
        return {n for n in names if any(fnmatch.fnmatch(n, p) for p in patterns)}
    return _ignore_patterns


def copytree(src, dst, symlinks=False, ignore=None, copy_function=copy2,
             ignore_dangling_symlinks=False, dirs_exist_ok=False):
    """Recursively copies the directory tree `src` to `dst`; returns dst. Failures are
    gathered and raised together as Error([(src, dst, reason), ...])."""
    with os.scandir(src) as itr:
        entries = list(itr)
    return _copytree(entries, src, dst, symlinks, ignore, copy_function,
                     ignore_dangling_symlinks, dirs_exist_ok)


def _copytree(entries, src, dst, symlinks, ignore, copy_function,
              ignore_dangling_symlinks, dirs_exist_ok):
    if ignore is not None:
        ignored_names = ignore(os.fspath(src), [x.name for x in entries])
    else:
        ignored_names = set()
    os.makedirs(dst, exist_ok=dirs_exist_ok)
    errors = []
    for srcentry in entries:
        if srcentry.name in ignored_names:
            continue
        srcname = os.path.join(src, srcentry.name)
        dstname = os.path.join(dst, srcentry.name)
        try:
            is_symlink = srcentry.is_symlink()
            if is_symlink:
                linkto = os.readlink(srcname)
                if symlinks:
                    os.symlink(linkto, dstname)
                    copystat(srcname, dstname, follow_symlinks=not symlinks)
                else:
                    # As CPython: a relative target is checked against the current
                    # directory, not the link's.
                    if not os.path.exists(linkto) and ignore_dangling_symlinks:
                        continue
                    if srcentry.is_dir():
                        copytree(srcname, dstname, symlinks, ignore, copy_function,
                                 ignore_dangling_symlinks, dirs_exist_ok)
                    else:
                        copy_function(srcname, dstname)
            elif srcentry.is_dir():
                copytree(srcname, dstname, symlinks, ignore, copy_function,
                         ignore_dangling_symlinks, dirs_exist_ok)
            else:
                copy_function(srcname, dstname)
        except Error as err:
            errors.extend(err.args[0])
        except OSError as why:
            errors.append((srcname, dstname, str(why)))
    try:
        copystat(src, dst)
    except OSError as why:
        errors.append((src, dst, str(why)))
    if errors:
        raise Error(errors)
    return dst


def _rmtree_inner(path, onerror):
    try:
        with os.scandir(path) as scandir_it:
            entries = list(scandir_it)
    except OSError:
        onerror(os.scandir, path, sys.exc_info())
        entries = []
    for entry in entries:
        fullname = entry.path
        try:
            is_dir = entry.is_dir(follow_symlinks=False)
        except OSError:
            is_dir = False
        if is_dir:
            try:
                if entry.is_symlink():
                    raise OSError("Cannot call rmtree on a symbolic link")
            except OSError:
                onerror(os.path.islink, fullname, sys.exc_info())
                continue
            _rmtree_inner(fullname, onerror)
        else:
            try:
                os.unlink(fullname)
            except OSError:
                onerror(os.unlink, fullname, sys.exc_info())
    try:
        os.rmdir(path)
    except OSError:
        onerror(os.rmdir, path, sys.exc_info())


def rmtree(path, ignore_errors=False, onerror=None, *, dir_fd=None):
    """Deletes the directory tree `path`. With ignore_errors, failures are ignored;
    otherwise onerror(function, path, exc_info) is called for each, or the error raised."""
    if ignore_errors:
        def onerror(*args):
            pass
    elif onerror is None:
        def onerror(*args):
            raise
    try:
        st = os.lstat(path)
    except OSError:
        onerror(os.lstat, path, sys.exc_info())
        return
    try:
        if stat.S_ISLNK(st.st_mode):
            raise OSError("Cannot call rmtree on a symbolic link")
    except OSError:
        onerror(os.path.islink, path, sys.exc_info())
        return
    _rmtree_inner(path, onerror)


rmtree.avoids_symlink_attacks = False


def _basename(path):
    path = os.fspath(path)
    sep = os.path.sep + (os.path.altsep or '')
    return os.path.basename(path.rstrip(sep))


def _destinsrc(src, dst):
    src = os.path.abspath(src)
    dst = os.path.abspath(dst)
    if not src.endswith(os.path.sep):
        src += os.path.sep
    if not dst.endswith(os.path.sep):
        dst += os.path.sep
    return dst.startswith(src)


def move(src, dst, copy_function=copy2):
    """Moves a file or directory to `dst` ("mv"): a rename when possible, else a copy
    and a delete. Returns the destination."""
    real_dst = dst
    if os.path.isdir(dst):
        if _samefile(src, dst):
            os.rename(src, dst)
            return
        real_dst = os.path.join(dst, _basename(src))
        if os.path.exists(real_dst):
            raise Error("Destination path '%s' already exists" % real_dst)
    try:
        os.rename(src, real_dst)
    except OSError:
        if os.path.islink(src):
            linkto = os.readlink(src)
            os.symlink(linkto, real_dst)
            os.unlink(src)
        elif os.path.isdir(src):
            if _destinsrc(src, dst):
                raise Error("Cannot move a directory '%s' into itself '%s'." % (src, dst))
            copytree(src, real_dst, copy_function=copy_function, symlinks=True)
            rmtree(src)
        else:
            copy_function(src, real_dst)
            os.unlink(src)
    return real_dst


_ntuple_diskusage = namedtuple('usage', 'total used free')


def disk_usage(path):
    """usage(total, used, free) of the file system holding `path`, in bytes."""
    st = os.statvfs(path)
    free = st.f_bavail * st.f_frsize
    total = st.f_blocks * st.f_frsize
    used = (st.f_blocks - st.f_bfree) * st.f_frsize
    return _ntuple_diskusage(total, used, free)


def chown(path, user=None, group=None):
    """Changes owner user and group of `path`; `user` and `group` are ids or names (looked
    up in pwd/grp: LookupError when there is no such user or group), None keeps one."""
    if user is None and group is None:
        raise ValueError("user and/or group must be set")
    uid = -1
    if isinstance(user, str):
        import pwd
        try:
            uid = pwd.getpwnam(user).pw_uid
        except KeyError:
            raise LookupError("no such user: {!r}".format(user)) from None
    elif user is not None:
        uid = user
    gid = -1
    if group is not None and not isinstance(group, int):
        import grp
        try:
            gid = grp.getgrnam(group).gr_gid
        except KeyError:
            raise LookupError("no such group: {!r}".format(group)) from None
    elif group is not None:
        gid = group
    os.chown(path, uid, gid)


def get_terminal_size(fallback=(80, 24)):
    """os.terminal_size(columns, lines): $COLUMNS/$LINES, else the terminal's, else
    `fallback`."""
    try:
        columns = int(os.environ['COLUMNS'])
    except (KeyError, ValueError):
        columns = 0
    try:
        lines = int(os.environ['LINES'])
    except (KeyError, ValueError):
        lines = 0
    if columns <= 0 or lines <= 0:
        try:
            size = os.get_terminal_size(sys.__stdout__.fileno())
        except (AttributeError, ValueError, OSError):
            size = os.terminal_size(fallback)
        if columns <= 0:
            columns = size.columns or fallback[0]
        if lines <= 0:
            lines = size.lines or fallback[1]
    return os.terminal_size((columns, lines))


def _access_check(fn, mode):
    return os.path.exists(fn) and os.access(fn, mode) and not os.path.isdir(fn)


def which(cmd, mode=os.F_OK | os.X_OK, path=None):
    """The path of the executable `cmd` found on `path` (default $PATH), or None."""
    if os.path.dirname(cmd):
        # A name with a directory part is checked as it is, not searched for.
        return cmd if _access_check(cmd, mode) else None
    if path is None:
        path = os.environ.get("PATH")
        if path is None:
            path = os.defpath
    if not path:
        return None
    if isinstance(cmd, bytes):
        dirs = os.fsencode(path).split(b':')
    else:
        dirs = os.fsdecode(path).split(':')
    tried = set()
    for d in dirs:
        if d in tried:
            continue
        tried.add(d)
        candidate = os.path.join(d, cmd)
        if _access_check(candidate, mode):
            return candidate
    return None


# --- Archives: make_archive/unpack_archive and their registries (zipfile, tarfile) ---

def _get_gid(name):
    if name is None:
        return None
    try:
        import grp
        return grp.getgrnam(name)[2]
    except (ImportError, KeyError):
        return None


def _get_uid(name):
    if name is None:
        return None
    try:
        import pwd
        return pwd.getpwnam(name)[2]
    except (ImportError, KeyError):
        return None


def _make_tarball(base_name, base_dir, compress="gzip", verbose=0, dry_run=0, owner=None,
                  group=None, logger=None, root_dir=None):
    """A tar archive of base_dir (below root_dir) as base_name + '.tar[.gz]'; owner and
    group names replace the members' owners."""
    tar_compression = {'gzip': 'gz', None: ''}
    compress_ext = {'gzip': '.gz'}
    if compress is not None and compress not in compress_ext:
        raise ValueError("bad value for 'compress', or compression format not "
                         "supported : {0}".format(compress))
    archive_name = base_name + '.tar' + compress_ext.get(compress, '')
    archive_dir = os.path.dirname(archive_name)
    if archive_dir and not os.path.exists(archive_dir):
        if logger is not None:
            logger.info("creating %s", archive_dir)
        if not dry_run:
            os.makedirs(archive_dir)
    import tarfile
    uid = _get_uid(owner)
    gid = _get_gid(group)

    def _set_uid_gid(tarinfo):
        if gid is not None:
            tarinfo.gid = gid
            tarinfo.gname = group
        if uid is not None:
            tarinfo.uid = uid
            tarinfo.uname = owner
        return tarinfo

    if not dry_run:
        tar = tarfile.open(archive_name, 'w|%s' % tar_compression[compress])
        arcname = base_dir
        if root_dir is not None:
            base_dir = os.path.join(root_dir, base_dir)
        try:
            tar.add(base_dir, arcname, filter=_set_uid_gid)
        finally:
            tar.close()
    if root_dir is not None:
        archive_name = os.path.abspath(archive_name)
    return archive_name


def _make_zipfile(base_name, base_dir, verbose=0, dry_run=0, logger=None, owner=None,
                  group=None, root_dir=None):
    """A deflated ZIP archive of base_dir (below root_dir) as base_name + '.zip'."""
    import zipfile
    zip_filename = base_name + ".zip"
    archive_dir = os.path.dirname(base_name)
    if archive_dir and not os.path.exists(archive_dir):
        if logger is not None:
            logger.info("creating %s", archive_dir)
        if not dry_run:
            os.makedirs(archive_dir)
    if not dry_run:
        with zipfile.ZipFile(zip_filename, "w", compression=zipfile.ZIP_DEFLATED) as zf:
            arcname = os.path.normpath(base_dir)
            if root_dir is not None:
                base_dir = os.path.join(root_dir, base_dir)
            base_dir = os.path.normpath(base_dir)
            if arcname != os.curdir:
                zf.write(base_dir, arcname)
            for dirpath, dirnames, filenames in os.walk(base_dir):
                arcdirpath = dirpath
                if root_dir is not None:
                    arcdirpath = os.path.relpath(arcdirpath, root_dir)
                arcdirpath = os.path.normpath(arcdirpath)
                for name in sorted(dirnames):
                    zf.write(os.path.join(dirpath, name), os.path.join(arcdirpath, name))
                for name in filenames:
                    path = os.path.normpath(os.path.join(dirpath, name))
                    if os.path.isfile(path):
                        zf.write(path, os.path.join(arcdirpath, name))
    if root_dir is not None:
        zip_filename = os.path.abspath(zip_filename)
    return zip_filename


# name -> (function, extra keyword arguments as (name, value) pairs, description); the
# built-in makers take root_dir themselves (no chdir).
_ARCHIVE_FORMATS = {
    'tar': (_make_tarball, [('compress', None)], "uncompressed tar file"),
    'gztar': (_make_tarball, [('compress', 'gzip')], "gzip'ed tar-file"),
    'zip': (_make_zipfile, [], "ZIP file"),
}
_ROOT_DIR_AWARE = {_make_tarball, _make_zipfile}


def get_archive_formats():
    """Returns a list of supported formats for archiving and unarchiving.

    Each element of the returned sequence is a tuple (name, description)"""
    formats = [(name, registry[2]) for name, registry in _ARCHIVE_FORMATS.items()]
    formats.sort()
    return formats


def register_archive_format(name, function, extra_args=None, description=''):
    """Registers an archive format: `function` is called as function(base_name,
    base_dir, **kwargs), `extra_args` a sequence of (name, value) pairs."""
    if extra_args is None:
        extra_args = []
    if not callable(function):
        raise TypeError('The %s object is not callable' % function)
    if not isinstance(extra_args, (tuple, list)):
        raise TypeError('extra_args needs to be a sequence')
    for element in extra_args:
        if not isinstance(element, (tuple, list)) or len(element) != 2:
            raise TypeError('extra_args elements are : (arg_name, value)')
    _ARCHIVE_FORMATS[name] = (function, extra_args, description)


def unregister_archive_format(name):
    del _ARCHIVE_FORMATS[name]


def make_archive(base_name, format, root_dir=None, base_dir=None, verbose=0, dry_run=0,
                 owner=None, group=None, logger=None):
    """Create an archive file (eg. zip or tar) and return its name.

    'base_name' is the name of the file to create, minus any format-specific extension;
    'format' is the archive format: one of "zip", "tar", "gztar" (and any registered
    format). 'root_dir' is a directory that will be the root directory of the archive;
    'base_dir' is the directory where we start archiving from (relative to root_dir)."""
    try:
        format_info = _ARCHIVE_FORMATS[format]
    except KeyError:
        raise ValueError("unknown archive format '%s'" % format) from None
    kwargs = {'dry_run': dry_run, 'logger': logger}
    func = format_info[0]
    for arg, val in format_info[1]:
        kwargs[arg] = val
    if format != 'zip':
        kwargs['owner'] = owner
        kwargs['group'] = group
    if base_dir is None:
        base_dir = os.curdir
    if root_dir is not None and func in _ROOT_DIR_AWARE:
        if not os.path.isdir(root_dir):
            raise FileNotFoundError(2, 'No such file or directory', root_dir)
        kwargs['root_dir'] = root_dir
        return func(base_name, base_dir, **kwargs)
    save_cwd = None
    if root_dir is not None:
        if logger is not None:
            logger.debug("changing into '%s'", root_dir)
        base_name = os.path.abspath(base_name)
        save_cwd = os.getcwd()
        if not dry_run:
            os.chdir(root_dir)
    try:
        return func(base_name, base_dir, **kwargs)
    finally:
        if save_cwd is not None:
            os.chdir(save_cwd)


def _ensure_directory(path):
    dirname = os.path.dirname(path)
    if not os.path.isdir(dirname):
        os.makedirs(dirname)


def _unpack_zipfile(filename, extract_dir):
    """Unpack zip `filename` to `extract_dir` (members with absolute paths or '..' are
    skipped)."""
    import zipfile
    if not zipfile.is_zipfile(filename):
        raise ReadError("%s is not a zip file" % filename)
    zf = zipfile.ZipFile(filename)
    try:
        for info in zf.infolist():
            name = info.filename
            if name.startswith('/') or '..' in name:
                continue
            targetpath = os.path.join(extract_dir, *name.split('/'))
            if not targetpath:
                continue
            _ensure_directory(targetpath)
            if not name.endswith('/'):
                with zf.open(name, 'r') as source, open(targetpath, 'wb') as target:
                    copyfileobj(source, target)
    finally:
        zf.close()


def _unpack_tarfile(filename, extract_dir, *, filter=None):
    """Unpack tar/tar.gz `filename` to `extract_dir`."""
    import tarfile
    try:
        tarobj = tarfile.open(filename)
    except tarfile.TarError:
        raise ReadError("%s is not a compressed or uncompressed tar file" % filename)
    try:
        tarobj.extractall(extract_dir, filter=filter)
    finally:
        tarobj.close()


# name -> (extensions, function, extra keyword arguments, description)
_UNPACK_FORMATS = {
    'tar': (['.tar'], _unpack_tarfile, [], "uncompressed tar file"),
    'zip': (['.zip'], _unpack_zipfile, [], "ZIP file"),
    'gztar': (['.tar.gz', '.tgz'], _unpack_tarfile, [], "gzip'ed tar-file"),
}


def get_unpack_formats():
    """Returns a list of supported formats for unpacking.

    Each element of the returned sequence is a tuple (name, extensions, description)"""
    formats = [(name, info[0], info[3]) for name, info in _UNPACK_FORMATS.items()]
    formats.sort()
    return formats


def register_unpack_format(name, extensions, function, extra_args=None, description=''):
    """Registers an unpack format: `function` is called as function(filename,
    extract_dir, **kwargs); RegistryError when an extension is already taken."""
    if extra_args is None:
        extra_args = []
    existing = {ext: n for n, info in _UNPACK_FORMATS.items() for ext in info[0]}
    for extension in extensions:
        if extension in existing:
            raise RegistryError('%s is already registered for "%s"'
                                % (extension, existing[extension]))
    if not callable(function):
        raise TypeError('The registered function must be a callable')
    _UNPACK_FORMATS[name] = extensions, function, extra_args, description


def unregister_unpack_format(name):
    """Removes the pack format from the registry."""
    del _UNPACK_FORMATS[name]


def _find_unpack_format(filename):
    for name, info in _UNPACK_FORMATS.items():
        for extension in info[0]:
            if filename.endswith(extension):
                return name
    return None


def unpack_archive(filename, extract_dir=None, format=None, *, filter=None):
    """Unpack an archive (format from `format` or the file name's extension) into
    `extract_dir` (default: the current directory); `filter` goes to tarfile's
    extractall."""
    if extract_dir is None:
        extract_dir = os.getcwd()
    extract_dir = os.fspath(extract_dir)
    filename = os.fspath(filename)
    filter_kwargs = {} if filter is None else {'filter': filter}
    if format is not None:
        try:
            format_info = _UNPACK_FORMATS[format]
        except KeyError:
            raise ValueError("Unknown unpack format '{0}'".format(format)) from None
        func = format_info[1]
        func(filename, extract_dir, **dict(format_info[2]), **filter_kwargs)
    else:
        format = _find_unpack_format(filename)
        if format is None:
            raise ReadError("Unknown archive format '{0}'".format(filename))
        func = _UNPACK_FORMATS[format][1]
        kwargs = dict(_UNPACK_FORMATS[format][2])
        kwargs.update(filter_kwargs)
        func(filename, extract_dir, **kwargs)
