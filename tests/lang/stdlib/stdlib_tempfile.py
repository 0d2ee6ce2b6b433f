# tempfile: gettempdir/prefix, mkstemp, mkdtemp, mktemp, TemporaryFile, NamedTemporaryFile
# (delete, text mode, suffix/prefix/dir), SpooledTemporaryFile (rollover), and
# TemporaryDirectory (context manager, cleanup, repr), errors.
import os
import re
import stat
import tempfile

print(tempfile.gettempprefix(), tempfile.gettempprefixb(), os.path.isdir(tempfile.gettempdir()),
      tempfile.gettempdir() == tempfile.gettempdir(), isinstance(tempfile.gettempdirb(), bytes),
      tempfile.TMP_MAX, tempfile.template)
base = tempfile.mkdtemp(prefix='tp_tf_', suffix='.d')
print(os.path.basename(base).startswith('tp_tf_'), base.endswith('.d'), os.path.isabs(base),
      oct(os.stat(base).st_mode & 0o777), re.fullmatch(r'tp_tf_[a-z0-9_]{8}\.d', os.path.basename(base)) is not None)

fd, path = tempfile.mkstemp(dir=base)
print(type(fd).__name__, os.path.dirname(path) == base, os.path.basename(path).startswith('tmp'),
      oct(os.stat(path).st_mode & 0o777), os.write(fd, b'data'), os.get_inheritable(fd))
os.close(fd)
fd, path2 = tempfile.mkstemp(suffix='.txt', prefix='pre', dir=base, text=True)
os.close(fd)
print(os.path.basename(path2)[:3], path2[-4:], len(os.path.basename(path2)), path != path2)
fd, bpath = tempfile.mkstemp(dir=base.encode())
os.close(fd)
print(type(bpath).__name__)
for bad in [dict(prefix=b'x', suffix='y'), dict(dir=base, prefix=b'x')]:
    try:
        tempfile.mkstemp(**bad)
    except TypeError as e:
        print('TypeError', e)
try:
    tempfile.mkstemp(dir=base + '/nope')
except FileNotFoundError as e:
    print('FileNotFoundError', e.errno)
d2 = tempfile.mkdtemp(dir=base)
print(os.path.isdir(d2), os.path.dirname(d2) == base)
m = tempfile.mktemp(dir=base)
print(os.path.exists(m), os.path.dirname(m) == base)

with tempfile.TemporaryFile(dir=base) as f:
    print(f.write(b'hello'), f.seek(0), f.read(), sorted(os.listdir(base)) == sorted([os.path.basename(path), os.path.basename(path2), os.path.basename(bpath.decode()), os.path.basename(d2)]))
with tempfile.TemporaryFile('w+', dir=base) as f:
    f.write('text\n')
    f.seek(0)
    print(repr(f.read()), f.mode)
print(f.closed)

with tempfile.NamedTemporaryFile(dir=base, suffix='.bin') as f:
    name = f.name
    print(os.path.exists(name), name.endswith('.bin'), f.write(b'abc'), f.tell())
    f.flush()
    print(open(name, 'rb').read(), f.delete, f.file.closed)
print(os.path.exists(name))
f = tempfile.NamedTemporaryFile('w+', dir=base, delete=False, encoding='utf-8')
f.write('\xe9t\xe9')
f.close()
print(os.path.exists(f.name), open(f.name, encoding='utf-8').read(), f.closed)
os.unlink(f.name)
f = tempfile.NamedTemporaryFile(dir=base)
n = f.name
f.close()
f.close()
print(os.path.exists(n))
with tempfile.NamedTemporaryFile('w+t', dir=base, prefix='p_') as f:
    f.write('line1\nline2\n')
    f.seek(0)
    print([line for line in f], os.path.basename(f.name)[:2])

with tempfile.SpooledTemporaryFile(max_size=10, dir=base) as s:
    print(s.write(b'12345'), s._rolled, s.name, s.tell())
    s.write(b'678901')
    print(s._rolled, s.tell(), s.seek(0), s.read(), type(s.name).__name__)
with tempfile.SpooledTemporaryFile(mode='w+', dir=base) as s:
    s.write('abc\ndef\n')
    s.seek(0)
    print(s.readline(), s.readlines(), s._rolled, s.closed)
    s.rollover()
    print(s._rolled)
    s.seek(0)
    print(repr(s.read()))
print(s.closed)
s = tempfile.SpooledTemporaryFile(max_size=100)
s.write(b'x' * 10)
print(s.fileno() >= 0, s._rolled)
s.close()

with tempfile.TemporaryDirectory(dir=base, prefix='td_') as td:
    print(os.path.isdir(td), os.path.basename(td)[:3])
    os.makedirs(os.path.join(td, 'a/b'))
    open(os.path.join(td, 'a/b/f'), 'w').close()
print(os.path.exists(td))
t = tempfile.TemporaryDirectory(dir=base)
print(repr(t).startswith("<TemporaryDirectory '"), os.path.isdir(t.name))
t.cleanup()
t.cleanup()
print(os.path.exists(t.name))
t = tempfile.TemporaryDirectory(dir=base)
os.rmdir(t.name)
t.cleanup()
print('cleanup of a removed directory ok')

import shutil
shutil.rmtree(base)
print(os.path.exists(base))
