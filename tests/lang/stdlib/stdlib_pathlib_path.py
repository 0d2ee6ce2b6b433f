# pathlib.Path: file-system methods (mkdir/touch/read/write/stat/is_*/iterdir/glob/rglob/
# rename/replace/unlink/rmdir/symlinks/resolve/absolute/expanduser/samefile/chmod/open)
# on a private temporary tree; printed paths are relative to it.
import os
from pathlib import Path, PosixPath, WindowsPath, PurePosixPath

base = Path('/tmp') / ('tp_pathlib_test_%d' % os.getpid())
base.mkdir()
old = os.getcwd()
os.chdir(base)

def rel(p):
    return str(Path(p).relative_to(base)) if Path(p).is_absolute() else str(p)

print(type(Path('x')).__name__, Path('x') == PosixPath('x'), isinstance(Path('x'), PurePosixPath))
try:
    WindowsPath('x')
except NotImplementedError as e:
    print('NotImplementedError', e)
print(Path.cwd() == base, rel(Path.cwd()), Path('.').absolute() == base, rel(Path('a/../b').absolute()),
      Path('/x').absolute())
print(Path('~').expanduser() == Path(os.path.expanduser('~')), Path.home() == Path(os.path.expanduser('~')),
      Path('~/q').expanduser().name, Path('a/~').expanduser(), Path('/~').expanduser())

d = Path('d1/d2/d3')
try:
    d.mkdir()
except FileNotFoundError as e:
    print('FileNotFoundError', e.errno, rel(e.filename))
d.mkdir(parents=True)
d.mkdir(parents=True, exist_ok=True)
try:
    d.mkdir(parents=True)
except FileExistsError as e:
    print('FileExistsError', e.errno, e.strerror, e.filename)
f = Path('d1/file.txt')
print(f.exists(), f.is_file(), f.write_text('hello\nworld\n'), f.exists(), f.is_file(), f.is_dir(),
      f.read_text(), f.read_bytes(), f.stat().st_size, f.lstat().st_size)
try:
    f.mkdir(exist_ok=True)
except FileExistsError as e:
    print('FileExistsError', e.filename)
print(Path('d1/b.bin').write_bytes(b'\x00\x01\xff'), Path('d1/b.bin').read_bytes(),
      Path('d1/b.bin').write_bytes(bytearray(b'xy')), Path('d1/u.txt').write_text('\xe9\u20ac', encoding='utf-8'),
      Path('d1/u.txt').read_bytes(), Path('d1/u.txt').read_text(encoding='latin-1'),
      Path('d1/n.txt').write_text('a\nb', newline='\r\n'), Path('d1/n.txt').read_bytes())
try:
    f.write_text(b'x')
except TypeError as e:
    print('TypeError', e)
with f.open() as fh:
    print(fh.readline(), end='')
with f.open('a') as fh:
    fh.write('more\n')
with f.open('rb') as fh:
    print(fh.read())
t = Path('d1/touched')
t.touch()
print(t.exists(), t.stat().st_size)
t.touch()
try:
    t.touch(exist_ok=False)
except FileExistsError as e:
    print('FileExistsError', e.filename)
os.utime(t, (1, 1))
t.touch()
print(t.stat().st_mtime > 100)
print(sorted(rel(p) for p in Path('d1').iterdir()), sorted(p.name for p in base.iterdir()))
try:
    list(Path('nope').iterdir())
except FileNotFoundError as e:
    print('FileNotFoundError', e.filename)
print(Path('nope').exists(), Path('nope').is_dir(), Path('nope').is_file(), Path('nope').is_symlink(),
      Path('d1').is_dir(), Path('d1/file.txt/x').exists(), Path('d1').is_mount(), Path('/').is_mount(),
      Path('d1').is_socket(), Path('d1').is_fifo(), Path('d1').is_block_device(),
      Path('/dev/null').is_char_device())
try:
    Path('nope').stat()
except FileNotFoundError as e:
    print('FileNotFoundError', e.errno, e.filename)

Path('d1/d2/a.py').touch()
Path('d1/d2/d3/b.py').touch()
Path('d1/.hidden.py').touch()
Path('top.py').touch()
def g(p, pat, fn='glob'):
    print(fn, pat, sorted(rel(x) for x in getattr(Path(p), fn)(pat)))
g('.', '*')
g('.', '*.py')
g('d1', '*')
g('.', '*/*')
g('.', '**/*.py')
g('.', '**')
g('.', '**/')
g('.', 'd1/**/*.py')
g('.', 'd1/')
g('.', 'd1/d2')
g('.', 'nope/*')
g('d1', '.*')
g('.', '*.py', 'rglob')
g('d1', 'd3', 'rglob')
g('.', '*/', 'rglob')
g('nope', '*')
g('d1/file.txt', '*')
g('.', '**/**/*.py')
for bad in ['', '/abs', 'a**/b']:
    try:
        list(Path('.').glob(bad))
    except (ValueError, NotImplementedError) as e:
        print(type(e).__name__, e)

r = Path('d1/b.bin').rename('d1/c.bin')
print(type(r).__name__, r, Path('d1/b.bin').exists(), r.exists())
r2 = Path('d1/c.bin').replace('d1/u.txt')
print(r2, r2.read_bytes())
Path('d1/n.txt').unlink()
Path('d1/n.txt').unlink(missing_ok=True)
try:
    Path('d1/n.txt').unlink()
except FileNotFoundError as e:
    print('FileNotFoundError', e.filename)
try:
    Path('d1').rmdir()
except OSError as e:
    print(type(e).__name__, e.errno, e.filename)
try:
    Path('d1').unlink()
except OSError as e:
    print(type(e).__name__, e.filename)

link = Path('lnk')
link.symlink_to('d1/file.txt')
print(link.is_symlink(), link.is_file(), link.readlink(), link.read_text()[:5], rel(link.resolve()),
      link.lstat().st_size != link.stat().st_size, link.samefile('d1/file.txt'),
      link.samefile(Path('d1/file.txt')), Path('d1/file.txt').samefile('d1/u.txt'))
dl = Path('dlink')
dl.symlink_to('d1', target_is_directory=True)
print(dl.is_dir(), dl.is_symlink(), sorted(p.name for p in dl.iterdir())[:3])
print(rel(Path('d1/d2/../file.txt').resolve()), rel(Path('.').resolve()), rel(Path('nope/x').resolve()))
try:
    Path('nope/x').resolve(strict=True)
except FileNotFoundError as e:
    print('FileNotFoundError', e.filename)
Path('loop').symlink_to('loop')
try:
    Path('loop').resolve(strict=True)
except (RuntimeError, OSError) as e:
    print(type(e).__name__, e)
print(Path('loop').is_symlink(), Path('loop').exists())
h = Path('hard')
h.hardlink_to('d1/file.txt')
print(h.stat().st_nlink, h.samefile('d1/file.txt'))
Path('d1/u.txt').chmod(0o600)
print(oct(Path('d1/u.txt').stat().st_mode & 0o777))
Path('d1/u.txt').chmod(0o644)
print(oct(Path('d1/u.txt').stat().st_mode & 0o777))
with Path('x') as p:
    print(p)

for p in ['loop', 'hard', 'dlink', 'lnk', 'top.py']:
    Path(p).unlink()
for root, dirs, files in os.walk(base, topdown=False):
    for name in files:
        (Path(root) / name).unlink()
    for name in dirs:
        (Path(root) / name).rmdir()
os.chdir(old)
base.rmdir()
print(base.exists())
