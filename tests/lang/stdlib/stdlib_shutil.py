# shutil: copyfileobj/copyfile/copymode/copystat/copy/copy2, copytree (ignore, symlinks,
# dirs_exist_ok, errors), rmtree (ignore_errors, onerror, symlink refusal), move (file,
# directory, into a directory, errors), which, disk_usage, get_terminal_size, exceptions.
import io
import os
import shutil
import stat

base = '/tmp/tp_shutil_test_%d' % os.getpid()
os.mkdir(base)
old = os.getcwd()
os.chdir(base)

def tree(top):
    out = []
    for root, dirs, files in os.walk(top):
        dirs.sort()
        for name in sorted(dirs + files):
            p = os.path.join(root, name)
            kind = 'L' if os.path.islink(p) else 'D' if os.path.isdir(p) else 'F'
            out.append(kind + ':' + os.path.relpath(p, top))
    return out

src, dst = io.BytesIO(b'x' * 100000), io.BytesIO()
shutil.copyfileobj(src, dst)
print(len(dst.getvalue()))
src, dst = io.StringIO('abcdef'), io.StringIO()
shutil.copyfileobj(src, dst, 2)
print(dst.getvalue())

with open('a.txt', 'w') as f:
    f.write('alpha\n')
os.chmod('a.txt', 0o640)
os.utime('a.txt', (1000000, 2000000))
print(shutil.copyfile('a.txt', 'b.txt'), open('b.txt').read(), oct(os.stat('b.txt').st_mode & 0o777) != '0o640' or True)
print(shutil.copy('a.txt', 'c.txt'), oct(os.stat('c.txt').st_mode & 0o777), os.stat('c.txt').st_mtime == 2000000)
print(shutil.copy2('a.txt', 'd.txt'), oct(os.stat('d.txt').st_mode & 0o777), os.stat('d.txt').st_mtime)
os.mkdir('sub')
print(shutil.copy('a.txt', 'sub'), shutil.copy2('a.txt', 'sub/'), os.listdir('sub'))
shutil.copymode('a.txt', 'b.txt')
print(oct(os.stat('b.txt').st_mode & 0o777))
shutil.copystat('a.txt', 'b.txt')
print(os.stat('b.txt').st_mtime)
for args in [('a.txt', 'a.txt'), ('nope', 'x'), ('a.txt', 'nodir/x'), ('sub', 'x')]:
    try:
        shutil.copyfile(*args)
    except shutil.SameFileError as e:
        print('SameFileError', e, isinstance(e, OSError), isinstance(e, shutil.Error))
    except OSError as e:
        print(type(e).__name__, e.errno, e.filename)
os.symlink('a.txt', 'lnk')
print(shutil.copyfile('lnk', 'fromlink'), os.path.islink('fromlink'))
print(shutil.copyfile('lnk', 'keeplink', follow_symlinks=False), os.path.islink('keeplink'), os.readlink('keeplink'))
print(shutil.copy('lnk', 'keeplink2', follow_symlinks=False), os.path.islink('keeplink2'))

os.makedirs('t/x/y')
for p in ['t/1.txt', 't/2.py', 't/x/3.txt', 't/x/y/4.py', 't/x/y/.hid']:
    with open(p, 'w') as f:
        f.write(p)
os.symlink('1.txt', 't/l1')
os.symlink('missing', 't/dangling')
try:
    shutil.copytree('t', 'u')
except shutil.Error as e:
    print('Error', [(os.path.relpath(a), os.path.relpath(b), m.split(':')[0]) for a, b, m in e.args[0]])
print(tree('u'))
shutil.rmtree('u')
print(shutil.copytree('t', 'u', symlinks=True), tree('u'))
try:
    shutil.copytree('t', 'u', symlinks=True)
except FileExistsError as e:
    print('FileExistsError', e.filename)
try:
    shutil.copytree('t', 'u', symlinks=True, dirs_exist_ok=True)
except shutil.Error as e:
    print('Error', [(a, b, m.replace(base, 'BASE')) for a, b, m in e.args[0]])
print(shutil.copytree('t', 'u', dirs_exist_ok=True, ignore=shutil.ignore_patterns('l1', 'dangling')) == 'u')
print(tree(shutil.copytree('t', 'v', ignore=shutil.ignore_patterns('*.py', 'dang*'))))
print(tree(shutil.copytree('t', 'w', ignore_dangling_symlinks=True)))
seen = []
def ign(path, names):
    seen.append((os.path.relpath(path), sorted(names)))
    return ['y']
shutil.copytree('t', 'z', ignore=ign, symlinks=True)
print(seen, tree('z'))
print(sorted(shutil.ignore_patterns('*.txt', 'a*')('.', ['a.py', 'b.txt', 'c'])))
try:
    shutil.copytree('nope', 'q')
except FileNotFoundError as e:
    print('FileNotFoundError', e.filename)

shutil.rmtree('v')
print(os.path.exists('v'))
try:
    shutil.rmtree('nope')
except FileNotFoundError as e:
    print('FileNotFoundError', e.filename)
shutil.rmtree('nope', ignore_errors=True)
calls = []
shutil.rmtree('nope', onerror=lambda f, p, ei: calls.append((f.__name__, p, ei[0].__name__)))
print(calls)
os.symlink('t', 'tlink')
try:
    shutil.rmtree('tlink')
except OSError as e:
    print('OSError', e)
calls = []
shutil.rmtree('tlink', onerror=lambda f, p, ei: calls.append((f.__name__, p, str(ei[1]))))
print(calls, os.path.exists('t'))
try:
    shutil.rmtree('a.txt')
except NotADirectoryError as e:
    print('NotADirectoryError', e.filename)

print(shutil.move('b.txt', 'moved.txt'), os.path.exists('b.txt'), open('moved.txt').read())
print(shutil.move('moved.txt', 'sub'), os.path.exists('sub/moved.txt'))
print(shutil.move('w', 'sub'), tree('sub'))
print(shutil.move('z', 'zz'), os.path.isdir('zz'))
try:
    shutil.move('a.txt', 'sub') and shutil.move('c.txt', 'sub/a.txt') and shutil.copy('c.txt', 'a2.txt') and shutil.move('a2.txt', 'sub')
    with open('a.txt', 'w') as f:
        f.write('again')
    shutil.move('a.txt', 'sub')
except shutil.Error as e:
    print('Error', str(e).replace(base, 'BASE'))
try:
    shutil.move('zz', 'zz/inner')
except shutil.Error as e:
    print('Error', e)
try:
    shutil.move('nope', 'x')
except FileNotFoundError as e:
    print('FileNotFoundError', e.filename)
print(shutil.move('/tmp/../tmp/' + os.path.basename(base) + '/d.txt', 'e.txt'), os.path.exists('e.txt'))

print(shutil.which('sh'), shutil.which('definitely-not-a-command-xyz'), shutil.which('/bin/sh'),
      shutil.which('sh', path='/nonexistent'), shutil.which('sh', path=''), shutil.which('e.txt', path='.'),
      shutil.which(b'sh'), shutil.which('ls', mode=os.F_OK))
os.chmod('e.txt', 0o755)
print(shutil.which('e.txt', path='.'), shutil.which('./e.txt'))
u = shutil.disk_usage('.')
print(type(u).__name__, u._fields, u.total >= u.used, u.total >= u.free, u.total > 0)
try:
    shutil.disk_usage('nope')
except FileNotFoundError as e:
    print('FileNotFoundError', e.filename)
os.environ['COLUMNS'] = '100'
os.environ['LINES'] = '40'
print(shutil.get_terminal_size(), tuple(shutil.get_terminal_size()))
del os.environ['COLUMNS']
del os.environ['LINES']
print(shutil.get_terminal_size((33, 11)))
print(issubclass(shutil.Error, OSError), issubclass(shutil.SameFileError, shutil.Error),
      issubclass(shutil.SpecialFileError, OSError), issubclass(shutil.ExecError, OSError),
      shutil.COPY_BUFSIZE > 0)
try:
    shutil.chown('e.txt')
except ValueError as e:
    print('ValueError', e)

os.chdir(old)
shutil.rmtree(base)
print(os.path.exists(base))
