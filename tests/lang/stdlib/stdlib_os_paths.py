# os and os.path: path manipulation, files and directories, stat, environ, walk, errors.
import os
import os.path

print(os.path.join('a', 'b', 'c.txt'), os.path.join('/a', '/b'), os.path.join('a/', 'b'))
for p in ['x/y.tar.gz', '.bashrc', 'a/b', '/a/b/', 'noext', '..']:
    print(os.path.splitext(p), os.path.split(p), os.path.basename(p), os.path.dirname(p))
for p in ['/a/./b/../c', 'a//b', '../x/..', '', '//a', '///a']:
    print(repr(os.path.normpath(p)))
print(os.path.isabs('/x'), os.path.isabs('x'), os.path.relpath('/a/b/c', '/a'), os.path.relpath('/a', '/a/b/c'))
print(os.path.commonprefix(['/usr/lib', '/usr/local']), os.path.commonpath(['/usr/lib', '/usr/local']))
print(os.sep, os.linesep == '\n', os.name, os.curdir, os.pardir, os.devnull, os.pathsep)

base = '/tmp/tp_stdlib_os_test'
os.makedirs(base + '/sub/deep', exist_ok=True)
os.makedirs(base + '/sub/deep', exist_ok=True)
with open(base + '/f.txt', 'w') as f:
    f.write('hello')
with open(base + '/sub/g.txt', 'w') as f:
    f.write('x' * 10)
print(sorted(os.listdir(base)))
print(sorted((e.name, e.is_file(), e.is_dir()) for e in os.scandir(base)))
for root, dirs, files in os.walk(base):
    dirs.sort()
    print(root[len(base):], sorted(dirs), sorted(files))
st = os.stat(base + '/f.txt')
print(st.st_size, os.path.getsize(base + '/sub/g.txt'), st.st_mtime > 0, os.path.isfile(base + '/f.txt'))
os.rename(base + '/f.txt', base + '/h.txt')
print(os.path.exists(base + '/f.txt'), os.path.exists(base + '/h.txt'))
for fn, args in [(os.remove, (base + '/nope',)), (os.mkdir, (base,)), (os.rmdir, (base + '/sub',)),
                 (os.listdir, (base + '/h.txt',)), (os.rename, (base + '/nope', base + '/x'))]:
    try:
        fn(*args)
    except OSError as e:
        print(type(e).__name__, e.errno, e.strerror, e.filename == args[0])
try:
    os.makedirs(base)
except FileExistsError as e:
    print(type(e).__name__, e.errno)
os.remove(base + '/h.txt')
os.remove(base + '/sub/g.txt')
os.removedirs(base + '/sub/deep')
print(os.path.exists(base))

os.environ['TP_TEST_VAR'] = 'value'
print(os.environ['TP_TEST_VAR'], os.getenv('TP_TEST_VAR'), os.environ.get('TP_NOPE'), os.getenv('TP_NOPE', 'd'))
print('TP_TEST_VAR' in os.environ)
del os.environ['TP_TEST_VAR']
try:
    os.environ['TP_TEST_VAR']
except KeyError as e:
    print(type(e).__name__, e)
print(type(os.getpid()), os.cpu_count() > 0, len(os.urandom(8)), os.getcwd() == os.path.abspath('.'))
