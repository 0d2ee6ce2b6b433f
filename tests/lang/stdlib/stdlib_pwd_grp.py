# pwd and grp: lookups by id and name, struct fields, errors; pathlib owner()/group() and
# shutil.chown's name lookup use them.
import os
import pwd
import grp
from pathlib import Path

p = pwd.getpwuid(0)
print(repr(p), p[0], len(p), p.pw_uid, p.pw_dir, type(p).__name__, isinstance(p, tuple))
print(pwd.getpwnam('root') == p, pwd.getpwuid(os.getuid()).pw_uid == os.getuid())
g = grp.getgrgid(0)
print(repr(g), g.gr_name, g.gr_gid, isinstance(g.gr_mem, list), grp.getgrnam('root') == g)
for bad in [lambda: pwd.getpwnam('nosuchuser'), lambda: pwd.getpwuid(99999),
            lambda: grp.getgrnam('nosuch'), lambda: grp.getgrgid(99999)]:
    try:
        bad()
    except KeyError as e:
        print(repr(e))
for bad in [lambda: pwd.getpwuid('x'), lambda: grp.getgrgid('x')]:
    try:
        bad()
    except TypeError as e:
        print('TypeError', e)
print(len(pwd.getpwall()) > 0, any(e.pw_name == 'root' for e in pwd.getpwall()),
      any(e.gr_name == 'root' for e in grp.getgrall()))
print(Path('/').owner(), Path('/').group())
for f, a in [(pwd.getpwnam, 1), (grp.getgrnam, 1), (pwd.getpwuid, -1), (pwd.getpwuid, 2 ** 40)]:
    try:
        f(a)
    except Exception as e:
        print(type(e).__name__, e)
for f, a in [(pwd.getpwuid, False), (pwd.getpwuid, 2**70), (pwd.getpwuid, 1.5), (pwd.getpwnam, 'ro\0ot'),
             (grp.getgrgid, -1), (grp.getgrgid, 2**40), (grp.getgrgid, 2**70), (grp.getgrnam, 'a\0b'), (grp.getgrgid, 1.5),
             (pwd.getpwnam, b'root'), (pwd.getpwuid, -2**40), (pwd.struct_passwd, ('a',)*6), (grp.struct_group, 'abcd')]:
    try:
        print(repr(f(a)))
    except Exception as e:
        print(type(e).__name__, e)
print(pwd.struct_passwd.n_fields, pwd.getpwuid(0)[-1], pwd.getpwuid(0)[1:3], grp.getgrall()[0] == grp.getgrgid(0))
print(pwd.getpwall() == sorted(pwd.getpwall(), key=lambda e: 0), type(pwd.getpwall()), type(grp.getgrall()))
print(pwd.getpwnam.__doc__ is not None)
try: pwd.getpwnam()
except TypeError as e: print(e)
try: pwd.getpwnam(name='root')
except TypeError as e: print(e)
for f in (pwd.getpwuid, grp.getgrgid, pwd.getpwnam, grp.getgrnam):
    for a, k in [((), {}), ((1, 2), {}), ((), {'x': 1}), ((0,), {'id': 0}), ((), {'id': 0}), ((), {'name': 'root'})]:
        try:
            r = f(*a, **k)
            print(r[0])
        except Exception as e:
            print(type(e).__name__, e)
for v in [2**32, 2**33, 2**63-1, 2**63, 2**64, -2**63, -2, 0, 2**31-1, 2**32-1]:
    for f in (pwd.getpwuid, grp.getgrgid):
        try:
            print(f(v)[0])
        except Exception as e:
            print(v, type(e).__name__, e)
class I:
    def __index__(self): return 0
print(pwd.getpwuid(I())[0], grp.getgrgid(I())[0])

# shutil.chown looks names up in pwd/grp.
import shutil
import tempfile
with tempfile.TemporaryDirectory() as d:
    f = os.path.join(d, 'f')
    open(f, 'w').close()
    me = pwd.getpwuid(os.getuid()).pw_name
    mygroup = grp.getgrgid(os.getgid()).gr_name
    shutil.chown(f, user=me)
    shutil.chown(f, group=mygroup)
    shutil.chown(f, me, os.getgid())
    st = os.stat(f)
    print(st.st_uid == os.getuid(), st.st_gid == os.getgid())
    for u, g in [('nosuchuser', None), (None, 'nosuchgroup'), (None, None)]:
        try:
            shutil.chown(f, u, g)
        except (LookupError, ValueError) as e:
            print(type(e).__name__, e)
    os.chown(f, -1, -1)
    os.lchown(f, os.getuid(), -1)
    with open(f) as fh:
        os.fchown(fh.fileno(), -1, os.getgid())
        os.chown(fh.fileno(), -1, -1)
for args in [('/nonexistent', 0, 0), ('/', 'a', 0), ('/', 0, 2 ** 40), ('/', -2, 0),
             ('/', 0, 2 ** 70)]:
    try:
        os.chown(*args)
    except Exception as e:
        print(type(e).__name__, e)
for call in [lambda: os.fchown(999, -1, -1), lambda: os.lchown('/nonexistent', -1, -1),
             lambda: os.fchown('x', -1, -1), lambda: os.chown(0, -1, -1, follow_symlinks=False),
             lambda: os.chown(99, -1, -1, follow_symlinks=False)]:
    try:
        call()
    except Exception as e:
        print(type(e).__name__, e)
