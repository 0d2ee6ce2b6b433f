"""tarfile's extraction filters (PEP 706, in CPython from 3.11.4): fully_trusted_filter,
tar_filter and data_filter with their exceptions (FilterError, AbsolutePathError,
OutsideDestinationError, SpecialFileError, AbsoluteLinkError,
LinkOutsideDestinationError). Written for TensorPy from the library reference's
description of each filter.
"""

import os

from ._info import TarError


class FilterError(TarError):
    pass


class AbsolutePathError(FilterError):
    def __init__(self, tarinfo):
        self.tarinfo = tarinfo
        super().__init__(f'member {tarinfo.name!r} has an absolute path')


class OutsideDestinationError(FilterError):
    def __init__(self, tarinfo, path):
        self.tarinfo = tarinfo
        self._path = path
        super().__init__(f'{tarinfo.name!r} would be extracted to {path!r}, '
                         + 'which is outside the destination')


class SpecialFileError(FilterError):
    def __init__(self, tarinfo):
        self.tarinfo = tarinfo
        super().__init__(f'{tarinfo.name!r} is a special file')


class AbsoluteLinkError(FilterError):
    def __init__(self, tarinfo):
        self.tarinfo = tarinfo
        super().__init__(f'{tarinfo.name!r} is a link to an absolute path')


class LinkOutsideDestinationError(FilterError):
    def __init__(self, tarinfo, path):
        self.tarinfo = tarinfo
        self._path = path
        super().__init__(f'{tarinfo.name!r} would link to {path!r}, '
                         + 'which is outside the destination')


for _cls in (FilterError, AbsolutePathError, OutsideDestinationError, SpecialFileError,
             AbsoluteLinkError, LinkOutsideDestinationError):
    _cls.__module__ = 'tarfile'


def _filtered_attrs(member, dest_path, for_data):
    """The attributes the tar ("tar") or data ("data") filter changes, or an error."""
    new_attrs = {}
    name = member.name
    dest_path = os.path.realpath(dest_path)
    # Leading slashes are dropped: members land below the destination.
    if name.startswith(('/', os.sep)):
        name = new_attrs['name'] = member.path.lstrip('/' + os.sep)
    if os.path.isabs(name):
        raise AbsolutePathError(member)
    target_path = os.path.realpath(os.path.join(dest_path, name))
    if os.path.commonpath([target_path, dest_path]) != dest_path:
        raise OutsideDestinationError(member, target_path)
    mode = member.mode
    if mode is not None:
        # No set-id/sticky bits, no group/other write.
        mode = mode & 0o755
        if for_data:
            if member.isreg() or member.islnk():
                if not mode & 0o100:
                    mode &= ~0o111
                mode |= 0o600
            elif member.isdir() or member.issym():
                mode = None
            else:
                raise SpecialFileError(member)
        if mode != member.mode:
            new_attrs['mode'] = mode
    if for_data:
        for attr in ('uid', 'gid', 'uname', 'gname'):
            if getattr(member, attr) is not None:
                new_attrs[attr] = None
        if member.islnk() or member.issym():
            if os.path.isabs(member.linkname):
                raise AbsoluteLinkError(member)
            if member.issym():
                target_path = os.path.join(dest_path, os.path.dirname(name),
                                           member.linkname)
            else:
                target_path = os.path.join(dest_path, member.linkname)
            target_path = os.path.realpath(target_path)
            if os.path.commonpath([target_path, dest_path]) != dest_path:
                raise LinkOutsideDestinationError(member, target_path)
    return new_attrs


def fully_trusted_filter(member, dest_path):
    return member


def tar_filter(member, dest_path):
    new_attrs = _filtered_attrs(member, dest_path, False)
    if new_attrs:
        return member.replace(**new_attrs, deep=False)
    return member


def data_filter(member, dest_path):
    new_attrs = _filtered_attrs(member, dest_path, True)
    if new_attrs:
        return member.replace(**new_attrs, deep=False)
    return member


_NAMED_FILTERS = {
    "fully_trusted": fully_trusted_filter,
    "tar": tar_filter,
    "data": data_filter,
}
