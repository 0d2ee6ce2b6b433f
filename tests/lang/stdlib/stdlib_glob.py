# glob: glob/iglob with *, ?, [..], recursive **, hidden files, root_dir, escape, has_magic.
import glob
import os

base = '/tmp/tp_glob_test_%d' % os.getpid()
os.makedirs(base)
old = os.getcwd()
os.chdir(base)
for d in ['a/b/c', 'a/x', 'd', '.hid/in', 'sp[ec]*al']:
    os.makedirs(d)
for f in ['f1.txt', 'f2.txt', 'g.py', '.dot.txt', 'a/a1.txt', 'a/b/b1.py', 'a/b/c/c1.txt',
          'a/x/.h.txt', '.hid/in/z.txt', 'd/q?.txt', 'sp[ec]*al/k.txt']:
    open(f, 'w').close()
os.symlink('a/b', 'lnk')

def show(*args, **kw):
    print(args, kw, sorted(glob.glob(*args, **kw)))

show('*')
show('*.txt')
show('f?.txt')
show('[fg]*')
show('[!f]*')
show('.*')
show('*', include_hidden=True)
show('a/*')
show('a/*/*')
show('*/*.txt')
show('**', recursive=True)
show('**')
show('**/*.txt', recursive=True)
show('**/*.txt', recursive=True, include_hidden=True)
show('a/**', recursive=True)
show('a/**/', recursive=True)
show('**/', recursive=True)
show('a/**/*.py', recursive=True)
show('a/**/c1.txt', recursive=True)
show('*/')
show('a/')
show('nope/')
show('a')
show('nope')
show('')
show('d/q?.txt')
show(glob.escape('d/q?.txt'))
show(glob.escape('sp[ec]*al') + '/*')
show('lnk/*')
show('lnk/**', recursive=True)
show('*', root_dir='a')
show('**/*.txt', root_dir='a', recursive=True)
print(sorted(glob.glob('b/*', root_dir=base + '/a')))
print([p[len(base):] for p in glob.glob(base + '/a/*.txt')])
print(sorted(p[len(base):] for p in glob.glob(base + '/**/b1.py', recursive=True)))
print(sorted(glob.iglob('*.txt')), type(glob.iglob('*')).__name__)
it = glob.iglob('**/*.py', recursive=True)
print(sorted(it))
print(glob.escape('a*b?c[d]e'), glob.escape('/x/[y]'), glob.escape(b'q*?'))
print(glob.has_magic('abc'), glob.has_magic('a*'), glob.has_magic('a[b'), glob.has_magic(b'?'))
print(sorted(glob.glob(b'*.txt')), sorted(glob.glob(b'a/*')))
from pathlib import Path
print(sorted(glob.glob('*.py', root_dir=Path(base))))

os.chdir(old)
for root, dirs, files in os.walk(base, topdown=False):
    for f in files:
        os.remove(os.path.join(root, f))
    for d in dirs:
        p = os.path.join(root, d)
        if os.path.islink(p):
            os.remove(p)
        else:
            os.rmdir(p)
os.rmdir(base)
print(os.path.exists(base))
