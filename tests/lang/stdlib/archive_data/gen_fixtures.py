"""Writes the archives tests/lang/stdlib/stdlib_zipfile*.py and stdlib_tarfile*.py read:
made by CPython 3.11 (run this file with /root/.pyenv/versions/3.11.7/bin/python3 from
this directory; the outputs are committed, so the tests need no CPython)."""
import io
import os
import tarfile
import zipfile

T = (2021, 5, 6, 7, 8, 10)


def member(name, compress=zipfile.ZIP_STORED, attr=0o644):
    zi = zipfile.ZipInfo(name, T)
    zi.compress_type = compress
    zi.external_attr = attr << 16
    return zi


def make_zip():
    with zipfile.ZipFile('cpython.zip', 'w') as z:
        z.writestr(member('readme.txt'), b'stored text\nsecond line\n')
        z.writestr(member('data/deflated.bin', zipfile.ZIP_DEFLATED), bytes(range(256)) * 40)
        z.writestr(member('data/empty.txt', zipfile.ZIP_DEFLATED), b'')
        d = member('emptydir/', attr=0o40755)
        d.CRC = 0
        z.mkdir(d)
        z.writestr(member('unicod\u00e9/\u00fc.txt', zipfile.ZIP_DEFLATED), 'gr\u00fc\u00dfe\n'.encode())
        zi = member('commented.txt')
        zi.comment = b'a member comment'
        z.writestr(zi, b'x' * 10)
        with z.open(member('zip64.txt', zipfile.ZIP_DEFLATED), 'w', force_zip64=True) as f:
            f.write(b'forced zip64 sizes\n' * 3)
        z.comment = b'archive comment'

    # Written to a stream that cannot seek: data descriptors after each member.
    class Unseekable:
        def __init__(self):
            self.buf = io.BytesIO()

        def write(self, b):
            return self.buf.write(b)

        def flush(self):
            pass

    out = Unseekable()
    with zipfile.ZipFile(out, 'w', zipfile.ZIP_DEFLATED) as z:
        z.writestr(member('streamed.txt', zipfile.ZIP_DEFLATED), b'streamed data\n' * 5)
        z.writestr(member('stored.txt'), b'stored in a stream')
    with open('cpython_stream.zip', 'wb') as f:
        f.write(out.buf.getvalue())

    # A self-extracting-style stub before the archive.
    with open('cpython_stream.zip', 'rb') as f:
        inner = f.read()
    b = io.BytesIO()
    b.write(b'#!/bin/sh\necho stub\nexit 0\n')
    with zipfile.ZipFile(b, 'a') as z:
        z.writestr(member('after_stub.txt'), b'after the stub')
    with open('cpython_prefixed.zip', 'wb') as f:
        f.write(b.getvalue())
    del inner


def info(name, data=None, type=tarfile.REGTYPE, mode=0o644, **kw):
    ti = tarfile.TarInfo(name)
    ti.mtime = 1620284890
    ti.mode = mode
    ti.type = type
    ti.uid, ti.gid, ti.uname, ti.gname = 1000, 1000, 'user', 'group'
    for k, v in kw.items():
        setattr(ti, k, v)
    if data is not None:
        ti.size = len(data)
    return ti, (io.BytesIO(data) if data is not None else None)


def tar_members():
    return [
        info('top', type=tarfile.DIRTYPE, mode=0o755),
        info('top/hello.txt', b'hello tar\n'),
        info('top/big.bin', bytes(range(256)) * 50),
        info('top/link', type=tarfile.SYMTYPE, linkname='hello.txt', mode=0o777),
        info('top/hard', type=tarfile.LNKTYPE, linkname='top/hello.txt'),
        info('top/' + 'long_name_' * 12 + '.txt', b'a long name\n'),
        info('top/unicod\u00e9.txt', b'utf-8 name\n'),
        info('top/exec.sh', b'#!/bin/sh\n', mode=0o755),
    ]


def make_tar():
    for name, mode, fmt in [('cpython.tar', 'w', tarfile.PAX_FORMAT),
                            ('cpython_gnu.tar', 'w', tarfile.GNU_FORMAT),
                            ('cpython.tar.gz', 'w:gz', tarfile.PAX_FORMAT)]:
        with tarfile.open(name, mode, format=fmt) as t:
            for ti, f in tar_members():
                t.addfile(ti, f)
    # Members a data filter refuses.
    with tarfile.open('cpython_unsafe.tar', 'w', format=tarfile.PAX_FORMAT) as t:
        for ti, f in [info('../escape.txt', b'up\n'), info('/abs.txt', b'abs\n'),
                      info('ok.txt', b'ok\n'),
                      info('badlink', type=tarfile.SYMTYPE, linkname='/etc/passwd'),
                      info('dev', type=tarfile.CHRTYPE, devmajor=1, devminor=3),
                      info('setuid', b'x', mode=0o4755)]:
            t.addfile(ti, f)


if __name__ == '__main__':
    make_zip()
    make_tar()
