# zipfile: writing (stored, deflated, levels, writestr/write/mkdir/open('w'), comments,
# Zip64 forced, unseekable output with data descriptors), byte-identical output to
# CPython's for the same members (sha256 printed), reading (infolist reprs, read, open
# streams: read(n), readline, iteration, seek/tell, peek), append mode, extract with unsafe
# names, testzip and CRC errors, is_zipfile, error messages, zipfile.Path, and archives
# CPython wrote (archive_data/, made by archive_data/gen_fixtures.py).
import hashlib
import io
import os
import shutil
import tempfile
import warnings
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, 'archive_data')
T = (2020, 1, 2, 3, 4, 6)


def zi(name, compress=zipfile.ZIP_STORED, attr=None):
    z = zipfile.ZipInfo(name, T)
    z.compress_type = compress
    if attr is not None:
        z.external_attr = attr << 16
    return z


def err(f):
    try:
        r = f()
        print('ok', r)
    except Exception as e:
        print(type(e).__name__, e)


# Writing to memory; the bytes must equal CPython's.
buf = io.BytesIO()
with zipfile.ZipFile(buf, 'w', zipfile.ZIP_DEFLATED) as z:
    z.writestr(zi('stored.txt'), b'hello ' * 20)
    z.writestr(zi('deflated.txt', zipfile.ZIP_DEFLATED), b'hello ' * 200)
    z.writestr(zi('level1.txt'), b'abc' * 500, compress_type=zipfile.ZIP_DEFLATED,
               compresslevel=1)
    z.writestr(zi('level9.txt', zipfile.ZIP_DEFLATED), b'xyz' * 500, compresslevel=9)
    z.writestr(zi('text.txt', attr=0o644), 'unicode text \u00e9\u4e2d\n')
    z.writestr(zi('na\u00efve/\u00fc.txt', zipfile.ZIP_DEFLATED), b'utf-8 name')
    z.writestr(zi('sub/'), b'')
    d = zi('dir2/', attr=0o40755)
    d.external_attr |= 0x10
    d.CRC = 0  # CPython 3.11's mkdir(ZipInfo) needs it (AttributeError otherwise)
    z.mkdir(d)
    c = zi('comment.txt')
    c.comment = b'member comment'
    z.writestr(c, b'')
    with z.open(zi('opened.txt', zipfile.ZIP_DEFLATED), 'w') as f:
        print(f.write(b'written '), f.write(bytearray(b'through open')), f.writable())
    with z.open(zi('forced64.txt'), 'w', force_zip64=True) as f:
        f.write(b'zip64 member')
    z.comment = b'the archive'
    print(len(z.infolist()), repr(z)[:22])
data = buf.getvalue()
print(len(data), hashlib.sha256(data).hexdigest())

z = zipfile.ZipFile(io.BytesIO(data))
print(z.comment, z.namelist())
for info in z.infolist():
    print(repr(info), info.date_time, info.CRC, info.compress_size, info.flag_bits,
          info.create_version, info.extract_version, info.header_offset, info.comment,
          info.is_dir(), len(info.extra))
print(z.read('deflated.txt')[:12], len(z.read('level9.txt')), z.read('text.txt').decode())
print(z.read(z.getinfo('na\u00efve/\u00fc.txt')), z.read('forced64.txt'))
with z.open('deflated.txt') as f:
    print(repr(f), f.readable(), f.seekable(), f.read(5), f.tell(), f.read1(3))
    print(f.seek(100), f.read(6), f.seek(-6, 1), f.read(6), f.seek(0), f.read(4))
    print(f.seek(-3, 2), f.read(), f.read(), f.tell())
print(repr(f), f.closed)
with z.open('text.txt') as f, z.open('stored.txt') as g:
    print(f.read(3), g.read(3), f.read(3), g.read(3))
lb = io.BytesIO()
with zipfile.ZipFile(lb, 'w') as w:
    w.writestr(zi('lines.txt', zipfile.ZIP_DEFLATED), b'one\ntwo\n\nthree\nlast')
with zipfile.ZipFile(lb) as r:
    with r.open('lines.txt') as f:
        print(f.readline(), f.readline(2), f.readline(), f.peek(1)[:1], f.readlines())
    with r.open('lines.txt') as f:
        print(list(f))
    r.printdir()
z.close()
print(repr(z))
err(lambda: z.read('stored.txt'))
err(lambda: z.namelist())

# Errors.
z = zipfile.ZipFile(io.BytesIO(data))
err(lambda: z.getinfo('missing'))
err(lambda: z.read('missing'))
err(lambda: z.open('stored.txt', 'a'))
err(lambda: z.open('stored.txt', 'w', pwd=b'x'))
err(lambda: z.writestr('x', b'y'))
err(lambda: z.setpassword('str'))
z.setpassword(b'pw')
print(z.pwd)
err(lambda: setattr(z, 'comment', 'str'))
err(lambda: zipfile.ZipFile(io.BytesIO(data), 'q'))
err(lambda: zipfile.ZipFile(io.BytesIO(), 'w', compression=99))
err(lambda: zipfile.ZipFile(io.BytesIO(), 'w', metadata_encoding='cp437'))
err(lambda: zipfile.ZipFile(io.BytesIO(b'not a zip file at all, no no no')))
err(lambda: zipfile.ZipFile(io.BytesIO(b'')))
err(lambda: zipfile.ZipInfo('old', (1979, 1, 1, 0, 0, 0)))
print(repr(zipfile.ZipInfo('a\x00b')), zipfile.ZipInfo().filename)
w = zipfile.ZipFile(io.BytesIO(), 'w')
h = w.open('first', 'w')
err(lambda: w.open('second', 'w'))
err(lambda: w.writestr('x', b''))
err(lambda: w.close())
h.close()
err(lambda: w.mkdir(zi('notdir')))
err(lambda: w.mkdir(5))
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter('always')
    w.writestr('first', b'again')
    print([str(c.message) for c in caught], [c.category.__name__ for c in caught])
w.close()
err(lambda: w.writestr('y', b''))
err(lambda: w.open('y', 'w'))
err(lambda: zipfile.ZipFile(io.BytesIO(), 'w', allowZip64=False).open('x', 'w',
                                                                          force_zip64=True))
print(zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED, zipfile.ZIP_BZIP2, zipfile.ZIP_LZMA,
      zipfile.BadZipfile is zipfile.BadZipFile, zipfile.error is zipfile.BadZipFile,
      issubclass(zipfile.LargeZipFile, Exception), zipfile.ZIP64_LIMIT)

# A corrupted CRC: testzip names the member, reading it raises.
bad = bytearray(data)
i = bad.find(b'hello hello')
bad[i] = ord('J')
z = zipfile.ZipFile(io.BytesIO(bytes(bad)))
print(z.testzip())
err(lambda: z.read('stored.txt'))
print(zipfile.ZipFile(io.BytesIO(data)).testzip())
err(lambda: zipfile.ZipFile(io.BytesIO(data[:-30])))
moved = bytearray(data)
moved[0:4] = b'PK\x09\x09'
err(lambda: zipfile.ZipFile(io.BytesIO(bytes(moved))).read('stored.txt'))

# is_zipfile.
print(zipfile.is_zipfile(io.BytesIO(data)), zipfile.is_zipfile(io.BytesIO(b'PK\x03\x04')),
      zipfile.is_zipfile(io.BytesIO(b'')), zipfile.is_zipfile('/nonexistent/x.zip'))

# Unseekable output: data descriptors.
class Unseekable:
    def __init__(self):
        self.buf = io.BytesIO()

    def write(self, b):
        return self.buf.write(b)

    def flush(self):
        pass


out = Unseekable()
with zipfile.ZipFile(out, 'w', zipfile.ZIP_DEFLATED) as z:
    z.writestr(zi('a.txt'), b'streamed ' * 10)
    z.writestr(zi('b.txt', zipfile.ZIP_STORED), b'plain')
sdata = out.buf.getvalue()
print(len(sdata), hashlib.sha256(sdata).hexdigest())
z = zipfile.ZipFile(io.BytesIO(sdata))
print([(i.filename, i.flag_bits, i.file_size) for i in z.infolist()], z.read('a.txt')[:9],
      z.testzip())

# Files on disk: write, append, extract.
tmp = tempfile.mkdtemp()
try:
    src = os.path.join(tmp, 'src')
    os.makedirs(os.path.join(src, 'inner'))
    with open(os.path.join(src, 'f.txt'), 'w') as f:
        f.write('file on disk\n')
    with open(os.path.join(src, 'inner', 'g.bin'), 'wb') as f:
        f.write(bytes(300))
    path = os.path.join(tmp, 'out.zip')
    with zipfile.ZipFile(path, 'w', compression=zipfile.ZIP_DEFLATED) as z:
        z.write(os.path.join(src, 'f.txt'), 'f.txt')
        z.write(os.path.join(src, 'inner'), 'inner')
        z.write(os.path.join(src, 'inner', 'g.bin'), '/inner/g.bin')
        z.write(os.path.join(src, 'f.txt'), 'stored.txt', compress_type=zipfile.ZIP_STORED)
        print(repr(z).replace(tmp, 'TMP'))
    with zipfile.ZipFile(path) as z:
        print([(i.filename, i.compress_type, i.file_size, oct(i.external_attr >> 16)[-3:],
                i.external_attr & 0xFFFF) for i in z.infolist()])
    with zipfile.ZipFile(path, 'a') as z:
        z.writestr(zi('added.txt'), b'appended')
    with zipfile.ZipFile(path) as z:
        print(z.namelist(), z.read('added.txt'), z.read('f.txt'))
        out_dir = os.path.join(tmp, 'x')
        print(z.extract('inner/g.bin', out_dir).replace(tmp, 'TMP'))
        z.extractall(out_dir)
        print(sorted(os.listdir(out_dir)), sorted(os.listdir(os.path.join(out_dir, 'inner'))))
    notzip = os.path.join(tmp, 'plain.bin')
    with open(notzip, 'wb') as f:
        f.write(b'leading data ')
    with zipfile.ZipFile(notzip, 'a') as z:
        z.writestr(zi('new.txt'), b'new')
    with open(notzip, 'rb') as f:
        print(f.read(13))
    with zipfile.ZipFile(notzip) as z:
        print(z.namelist(), z.read('new.txt'), z.infolist()[0].header_offset)
    with zipfile.ZipFile(os.path.join(tmp, 'created.zip'), 'a') as z:
        z.writestr(zi('c.txt'), b'c')
    print(zipfile.is_zipfile(os.path.join(tmp, 'created.zip')), zipfile.is_zipfile(notzip))
    for args in [('created.zip', 'x'), ('missing.zip',)]:
        try:
            zipfile.ZipFile(os.path.join(tmp, args[0]), *args[1:])
        except OSError as e:
            print(type(e).__name__, e.errno, e.filename.replace(tmp, 'TMP'))
    # Unsafe member names stay inside the target directory.
    evil = os.path.join(tmp, 'evil.zip')
    with zipfile.ZipFile(evil, 'w') as z:
        for name in ['../up.txt', '/abs/root.txt', 'a/./../b.txt', './c.txt']:
            z.writestr(zi(name), name.encode())
    ex = os.path.join(tmp, 'ex')
    with zipfile.ZipFile(evil) as z:
        z.extractall(ex)
    found = []
    for root, dirs, files in os.walk(tmp):
        for n in files:
            found.append(os.path.relpath(os.path.join(root, n), tmp))
    print(sorted(x for x in found if x.startswith('ex') or x == 'up.txt'))
finally:
    shutil.rmtree(tmp)

# zipfile.Path.
class Named(io.BytesIO):
    name = 'mem.zip'


pb = Named()
with zipfile.ZipFile(pb, 'w') as z:
    z.writestr(zi('a.txt'), b'content of a\r\nline 2')
    z.writestr(zi('b/c.txt'), b'deep')
    z.writestr(zi('b/d/e.txt'), b'deeper')
    z.writestr(zi('f/'), b'')
root = zipfile.Path(zipfile.ZipFile(pb))
print(repr(root), str(root), root.name, root.is_dir(), root.exists())
print(sorted(p.name for p in root.iterdir()))
b = root / 'b'
print(repr(b), b.is_dir(), b.is_file(), sorted(repr(p) for p in b.iterdir()))
e = root.joinpath('b', 'd', 'e.txt')
print(repr(e), e.name, e.suffix, e.stem, e.suffixes, e.read_bytes(), e.read_text(),
      e.is_file(), repr(e.parent), repr(e.parent.parent), str(e.filename))
a = root / 'a.txt'
print(repr(a.read_text()), repr(a.read_text(newline='')), a.open('rb').read(7))
with a.open() as f:
    print(f.readline(), f.read())
print((root / 'missing').exists(), (root / 'f').is_dir(), root / 'b' == b)
err(lambda: (root / 'missing').open())
err(lambda: b.open())
err(lambda: a.open('rb', encoding='utf-8'))
err(lambda: list(a.iterdir()))

# Archives CPython wrote.
for name in ['cpython.zip', 'cpython_stream.zip', 'cpython_prefixed.zip']:
    with zipfile.ZipFile(os.path.join(DATA, name)) as z:
        print(name, z.comment, z.testzip())
        for info in z.infolist():
            body = z.read(info)
            print(' ', repr(info), info.date_time, info.comment, len(body),
                  hashlib.md5(body).hexdigest()[:8])
