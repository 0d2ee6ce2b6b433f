# shutil.make_archive/unpack_archive on zipfile and tarfile, the format registries and
# their errors.
import os
import shutil
import tarfile
import tempfile
import zipfile

print(shutil.get_archive_formats() == sorted(shutil.get_archive_formats()),
      [f for f in shutil.get_archive_formats() if f[0] in ('zip', 'tar', 'gztar')])
print([f for f in shutil.get_unpack_formats() if f[0] in ('zip', 'tar', 'gztar')])
tmp = tempfile.mkdtemp()
try:
    root = os.path.join(tmp, 'root')
    os.makedirs(os.path.join(root, 'pkg', 'sub'))
    for rel, text in [('pkg/a.txt', 'a'), ('pkg/sub/b.txt', 'bb'), ('top.txt', 'top')]:
        with open(os.path.join(root, rel), 'w') as f:
            f.write(text)
    for fmt in ('zip', 'tar', 'gztar'):
        name = shutil.make_archive(os.path.join(tmp, 'out', fmt), fmt, root_dir=root)
        print(fmt, os.path.relpath(name, tmp))
        if fmt == 'zip':
            with zipfile.ZipFile(name) as z:
                print(sorted(z.namelist()))
        else:
            with tarfile.open(name) as t:
                print(sorted(t.getnames()))
        dest = os.path.join(tmp, 'un_' + fmt)
        shutil.unpack_archive(name, dest)
        found = sorted(os.path.relpath(os.path.join(d, f), dest)
                       for d, _, fs in os.walk(dest) for f in fs)
        print(found, open(os.path.join(dest, 'pkg', 'sub', 'b.txt')).read())
    name = shutil.make_archive(os.path.join(tmp, 'sub'), 'gztar', root_dir=root,
                               base_dir='pkg', owner='root', group='root')
    with tarfile.open(name) as t:
        print(sorted((m.name, m.uname, m.gname, m.uid) for m in t))
    shutil.unpack_archive(name, os.path.join(tmp, 'filtered'), filter='data')
    print(sorted(os.listdir(os.path.join(tmp, 'filtered', 'pkg'))))
    shutil.unpack_archive(os.path.join(tmp, 'out', 'tar.tar'), os.path.join(tmp, 'fmt'), 'tar')
    print(sorted(os.listdir(os.path.join(tmp, 'fmt'))))
    cwd = os.getcwd()
    os.chdir(root)
    try:
        name = shutil.make_archive(os.path.join(tmp, 'cwd'), 'zip', base_dir='pkg')
        with zipfile.ZipFile(name) as z:
            print(os.path.relpath(name, tmp), sorted(z.namelist()))
    finally:
        os.chdir(cwd)
    bad = os.path.join(tmp, 'bad.zip')
    with open(bad, 'w') as f:
        f.write('not an archive')
    for call in [lambda: shutil.make_archive(os.path.join(tmp, 'x'), 'nope'),
                 lambda: shutil.unpack_archive(bad, tmp),
                 lambda: shutil.unpack_archive(os.path.join(tmp, 'x.unknown'), tmp),
                 lambda: shutil.unpack_archive(bad, tmp, 'nope'),
                 lambda: shutil.unpack_archive(bad, tmp, 'gztar'),
                 lambda: shutil.register_archive_format('x', 1),
                 lambda: shutil.register_archive_format('x', print, 5),
                 lambda: shutil.register_archive_format('x', print, [1]),
                 lambda: shutil.register_unpack_format('x', ['.zip'], print),
                 lambda: shutil.register_unpack_format('x', ['.xx'], 5)]:
        try:
            call()
        except (ValueError, TypeError, shutil.ReadError, shutil.RegistryError) as e:
            print(type(e).__name__, str(e).replace(tmp, 'TMP'))
    calls = []

    def maker(base_name, base_dir, **kw):
        calls.append((os.path.basename(base_name), base_dir, sorted(kw)))
        return base_name + '.mine'

    def unpacker(filename, extract_dir, **kw):
        calls.append((os.path.basename(filename), sorted(kw)))

    shutil.register_archive_format('mine', maker, [('level', 3)], 'my format')
    shutil.register_unpack_format('mine', ['.mine'], unpacker, [('opt', 1)], 'mine')
    print(('mine', 'my format') in shutil.get_archive_formats(),
          ('mine', ['.mine'], 'mine') in shutil.get_unpack_formats())
    print(os.path.basename(shutil.make_archive(os.path.join(tmp, 'm'), 'mine')))
    shutil.unpack_archive(os.path.join(tmp, 'm.mine'), tmp)
    print(calls)
    shutil.unregister_archive_format('mine')
    shutil.unregister_unpack_format('mine')
    print(('mine', 'my format') in shutil.get_archive_formats())
finally:
    shutil.rmtree(tmp)
