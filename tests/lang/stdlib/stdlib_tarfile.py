# tarfile: writing ustar/GNU/pax archives byte-identical to CPython's (sha256 printed),
# reading them back (members, long and non-ASCII names, links, extractfile), gzip, append,
# stream modes, extraction with the 3.11.4 filters (data_filter refusals and changes),
# add() of a directory tree, is_tarfile, errors, and archives CPython wrote
# (archive_data/, made by archive_data/gen_fixtures.py).
import hashlib
import io
import os
import shutil
import tarfile
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, 'archive_data')


def err(f):
    try:
        r = f()
        print('ok', r)
    except Exception as e:
        print(type(e).__name__, str(e).replace(TMP, 'TMP') if TMP else e)


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


def members():
    return [
        info('top', type=tarfile.DIRTYPE, mode=0o755),
        info('top/hello.txt', b'hello tar\n'),
        info('top/big.bin', bytes(range(256)) * 50),
        info('top/link', type=tarfile.SYMTYPE, linkname='hello.txt', mode=0o777),
        info('top/hard', type=tarfile.LNKTYPE, linkname='top/hello.txt'),
        info('top/' + 'long_name_' * 12 + '.txt', b'a long name\n'),
        info('top/unicod\u00e9.txt', b'utf-8 name\n'),
        info('top/frac.txt', b'fractional mtime', mtime=1620284890.5),
        info('top/bigid.txt', b'', uid=8 ** 8, gid=3),
    ]


TMP = None
outputs = {}
for fmt in (tarfile.PAX_FORMAT, tarfile.GNU_FORMAT, tarfile.USTAR_FORMAT):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode='w', format=fmt) as t:
        for ti, f in members():
            try:
                t.addfile(ti, f)
            except ValueError as e:
                print('ValueError', fmt, ti.name[:12], e)
    data = buf.getvalue()
    outputs[fmt] = data
    print(fmt, len(data), hashlib.sha256(data).hexdigest())

t = tarfile.open(fileobj=io.BytesIO(outputs[tarfile.PAX_FORMAT]))
print(repr(t.next())[:18], t.getnames())
for m in t.getmembers():
    print(m.name, m.type, oct(m.mode), m.size, m.mtime, m.uid, m.gid, m.uname, m.gname,
          m.linkname, m.isreg(), m.isdir(), m.issym(), m.islnk(), m.offset, m.offset_data,
          sorted(m.pax_headers))
f = t.extractfile('top/hello.txt')
print(f.read(5), f.tell(), f.read(), f.seek(0), f.readline(), f.read())
print(t.extractfile('top/link').read(), t.extractfile('top/hard').read(),
      t.extractfile('top'), len(t.extractfile('top/big.bin').read()))
with t.extractfile('top/' + 'long_name_' * 12 + '.txt') as f:
    print(list(f))
print(t.getmember('top/').name, t.getmember('top/unicod\u00e9.txt').size)
err(lambda: t.getmember('nope'))
err(lambda: t.addfile(tarfile.TarInfo('x')))
t.list(verbose=False)
t.close()
err(lambda: t.getmembers())
g = tarfile.open(fileobj=io.BytesIO(outputs[tarfile.GNU_FORMAT]))
print([(m.name[:20], m.uid, m.mtime) for m in g])

# TarInfo itself.
ti = tarfile.TarInfo('name')
print(ti.get_info(), ti.path, ti.linkpath, ti.isfile())
ti.path = 'other'
print(ti.name, len(ti.tobuf()), len(ti.tobuf(tarfile.GNU_FORMAT)))
r = ti.replace(name='new', mode=0o600)
print(r.name, oct(r.mode), ti.name)
for bad in [lambda: tarfile.TarInfo('x' * 300).tobuf(tarfile.USTAR_FORMAT),
            lambda: tarfile.TarInfo.frombuf(b'\0' * 512, 'utf-8', 'strict'),
            lambda: tarfile.TarInfo.frombuf(b'x' * 512, 'utf-8', 'strict'),
            lambda: tarfile.TarInfo.frombuf(b'x' * 100, 'utf-8', 'strict'),
            lambda: tarfile.TarInfo.frombuf(b'', 'utf-8', 'strict'),
            lambda: tarfile.itn(8 ** 12, 12, tarfile.USTAR_FORMAT)]:
    err(bad)
print(tarfile.itn(8 ** 12, 12, tarfile.GNU_FORMAT), tarfile.nti(tarfile.itn(-5, 8, 1)),
      tarfile.nti(b'0000644\0'), tarfile.nts(b'abc\0def', 'ascii', 'strict'))

# Opening errors and modes.
err(lambda: tarfile.open(fileobj=io.BytesIO(b'x' * 600), mode='r:'))
err(lambda: tarfile.open(fileobj=io.BytesIO(b''), mode='r:'))
err(lambda: tarfile.open(fileobj=io.BytesIO(b'x' * 600), mode='r:gz'))
err(lambda: tarfile.open())
err(lambda: tarfile.open(fileobj=io.BytesIO(), mode='q'))
err(lambda: tarfile.open(fileobj=io.BytesIO(), mode='w:zz'))
err(lambda: tarfile.open(fileobj=io.BytesIO(), mode='a:gz'))
err(lambda: tarfile.TarFile(fileobj=io.BytesIO(), mode='z'))
print(tarfile.is_tarfile(io.BytesIO(outputs[0])), tarfile.is_tarfile(io.BytesIO(b'junk')),
      tarfile.is_tarfile(os.path.join(DATA, 'cpython.tar.gz')))

# gzip and stream modes round trip.
gz = io.BytesIO()
with tarfile.open(fileobj=gz, mode='w:gz') as t:
    for ti, f in members()[:3]:
        t.addfile(ti, f)
gz.seek(0)
with tarfile.open(fileobj=gz) as t:
    print(t.getnames(), t.extractfile('top/hello.txt').read())
st = io.BytesIO()
with tarfile.open(fileobj=st, mode='w|gz') as t:
    for ti, f in members()[:2]:
        t.addfile(ti, f)
st.seek(0)
with tarfile.open(fileobj=st, mode='r|*') as t:
    for m in t:
        print(m.name, t.extractfile(m).read() if m.isreg() else None)
st2 = io.BytesIO()
with tarfile.open(fileobj=st2, mode='w|') as t:
    t.addfile(*info('s.txt', b'stream'))
print(st2.getvalue() == tarfile.open(fileobj=io.BytesIO(st2.getvalue())).fileobj.getvalue())

TMP = tempfile.mkdtemp()
try:
    # Append to an archive file, then extract everything (fully trusted).
    path = os.path.join(TMP, 'a.tar')
    with tarfile.open(path, 'w') as t:
        for ti, f in members()[:4]:
            t.addfile(ti, f)
    with tarfile.open(path, 'a') as t:
        t.addfile(*info('top/appended.txt', b'appended'))
    with tarfile.open(path) as t:
        print(t.getnames())
        t.extractall(os.path.join(TMP, 'x'))
    top = os.path.join(TMP, 'x', 'top')
    print(sorted(os.listdir(top)), os.readlink(os.path.join(top, 'link')),
          oct(os.stat(os.path.join(top, 'hello.txt')).st_mode & 0o777),
          os.stat(os.path.join(top, 'hello.txt')).st_mtime, oct(os.stat(top).st_mode & 0o777))
    # add() of a real tree, and gettarinfo.
    src = os.path.join(TMP, 'src')
    os.makedirs(os.path.join(src, 'd'))
    with open(os.path.join(src, 'd', 'f.txt'), 'w') as fh:
        fh.write('tree file')
    os.symlink('d/f.txt', os.path.join(src, 'ln'))
    os.chmod(os.path.join(src, 'd', 'f.txt'), 0o640)
    tree = os.path.join(TMP, 'tree.tar.gz')
    with tarfile.open(tree, 'w:gz') as t:
        t.add(src, arcname='src')
        t.add(os.path.join(src, 'd', 'f.txt'), arcname='dropped',
              filter=lambda ti: None)
        gi = t.gettarinfo(os.path.join(src, 'd', 'f.txt'), arcname='/abs/f.txt')
        print(gi.name, gi.size, oct(gi.mode), gi.type, gi.uname == __import__('pwd').getpwuid(os.getuid()).pw_name)
    with tarfile.open(tree) as t:
        print([(m.name, m.type, m.size, oct(m.mode & 0o777), m.linkname) for m in t])
    # Filters.
    with tarfile.open(os.path.join(DATA, 'cpython_unsafe.tar')) as t:
        for name in t.getnames():
            m = t.getmember(name)
            for flt in (tarfile.data_filter, tarfile.tar_filter,
                        tarfile.fully_trusted_filter):
                try:
                    r = flt(m, os.path.join(TMP, 'dest'))
                    print(name, flt.__name__, r.name, r.mode if r.mode is None else oct(r.mode),
                          r.uid, r.uname)
                except tarfile.FilterError as e:
                    print(name, flt.__name__, type(e).__name__,
                          str(e).replace(TMP, 'TMP'), e.tarinfo.name)
        err(lambda: t.extractall(os.path.join(TMP, 'd1'), filter='data'))
        err(lambda: t.extract('ok.txt', os.path.join(TMP, 'd2'), filter='data'))
        err(lambda: t.extractall(os.path.join(TMP, 'd3'), filter='nosuch'))
        t.extraction_filter = 'data'
        err(lambda: t.extractall(os.path.join(TMP, 'd3')))
        t.extraction_filter = None
        t.errorlevel = 0
        t.extractall(os.path.join(TMP, 'd4'),
                     members=[m for m in t if m.name in ('ok.txt', 'setuid')],
                     filter='data')
        print(sorted(os.listdir(os.path.join(TMP, 'd4'))),
              oct(os.stat(os.path.join(TMP, 'd4', 'setuid')).st_mode & 0o7777))
    print(sorted(os.listdir(os.path.join(TMP, 'd2'))))
    with tarfile.open(os.path.join(DATA, 'cpython.tar')) as t:
        t.extractall(os.path.join(TMP, 'y'), filter='data')
        ytop = os.path.join(TMP, 'y', 'top')
        print(sorted(os.listdir(ytop)), oct(os.stat(os.path.join(ytop, 'exec.sh')).st_mode & 0o777),
              open(os.path.join(ytop, 'hard'), 'rb').read())
finally:
    shutil.rmtree(TMP)
    TMP = None

# Archives CPython wrote.
for name in ['cpython.tar', 'cpython_gnu.tar', 'cpython.tar.gz']:
    with tarfile.open(os.path.join(DATA, name)) as t:
        print(name)
        for m in t:
            body = t.extractfile(m).read() if m.isreg() or m.islnk() or m.issym() else b''
            print(' ', m.name[:30], m.type, oct(m.mode), m.size, m.mtime, m.uname, m.linkname,
                  hashlib.md5(body).hexdigest()[:8])
with open(os.path.join(DATA, 'cpython.tar'), 'rb') as f:
    print(hashlib.sha256(f.read()).hexdigest())
