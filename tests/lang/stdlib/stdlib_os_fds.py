# os file-descriptor and process calls: open/read/write/lseek/close, pipe, dup/dup2,
# inheritable and blocking flags, ftruncate, utime, link, statvfs, uname, fsencode, W*
# status macros, kill errors, errors carrying errno and filename.
import os

base = '/tmp/tp_os_fds_%d' % os.getpid()
os.mkdir(base)
p = base + '/f.bin'
fd = os.open(p, os.O_CREAT | os.O_RDWR | os.O_TRUNC, 0o644)
print(type(fd).__name__, os.write(fd, b'hello world'), os.lseek(fd, 0, os.SEEK_SET),
      os.read(fd, 5), os.lseek(fd, 0, os.SEEK_CUR), os.read(fd, 100), os.read(fd, 10),
      os.lseek(fd, -5, os.SEEK_END), os.read(fd, 2), os.get_inheritable(fd), os.get_blocking(fd))
os.set_inheritable(fd, True)
os.set_blocking(fd, False)
print(os.get_inheritable(fd), os.get_blocking(fd))
os.ftruncate(fd, 4)
print(os.fstat(fd).st_size, os.stat(p).st_size)
fd2 = os.dup(fd)
print(fd2 != fd, os.get_inheritable(fd2), os.lseek(fd2, 0, 0), os.read(fd2, 10))
fd3 = os.open(p, os.O_RDONLY)
print(os.dup2(fd, fd3) == fd3, os.get_inheritable(fd3), os.dup2(fd, fd3, inheritable=False) == fd3,
      os.get_inheritable(fd3))
for f in (fd, fd2, fd3):
    os.close(f)
try:
    os.close(fd)
except OSError as e:
    print(type(e).__name__, e.errno, e.strerror)
for call in [lambda: os.read(fd, 1), lambda: os.write(fd, b'x'), lambda: os.lseek(fd, 0, 0)]:
    try:
        call()
    except OSError as e:
        print(type(e).__name__, e.errno)
try:
    os.open(base + '/missing/x', os.O_RDONLY)
except FileNotFoundError as e:
    print('FileNotFoundError', e.errno, e.filename[len(base):])
try:
    os.open(p, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
except FileExistsError as e:
    print('FileExistsError', e.filename == p)
try:
    os.write(1, 'str')
except TypeError as e:
    print('TypeError', e)

r, w = os.pipe()
print(os.get_inheritable(r), os.get_inheritable(w), os.write(w, b'abc'), os.read(r, 2), os.read(r, 2))
os.close(w)
print(os.read(r, 10))
os.close(r)

os.utime(p, (1000000000, 1500000000.5))
st = os.stat(p)
print(st.st_atime, st.st_mtime)
os.utime(p, ns=(1 * 10**9, 2 * 10**9 + 5))
st = os.stat(p)
print(st.st_atime_ns, st.st_mtime_ns)
os.utime(p)
print(os.stat(p).st_mtime > 1600000000)
for bad in [dict(times=(1, 2), ns=(1, 2)), dict(times=1), dict(ns=1)]:
    try:
        os.utime(p, **bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    os.utime(base + '/nope')
except FileNotFoundError as e:
    print('FileNotFoundError', e.filename)

os.link(p, base + '/hard')
print(os.stat(p).st_nlink, os.path.samefile(p, base + '/hard'))
try:
    os.link(p, base + '/hard')
except FileExistsError as e:
    print('FileExistsError', e.filename[len(base):], e.filename2[len(base):])
os.remove(base + '/hard')

sv = os.statvfs(base)
print(type(sv).__name__, len(sv), sv.f_bsize == sv[0], sv.f_namemax > 0, sv.f_blocks >= sv.f_bfree >= sv.f_bavail)
u = os.uname()
print(type(u).__name__, len(u), u.sysname, u[0] == u.sysname, isinstance(u.release, str), repr(u).startswith('posix.uname_result(sysname='))
print(os.getuid() == os.geteuid(), os.getgid() >= 0, os.getegid() >= 0, os.getpgrp() > 0,
      os.getpgid(0) == os.getpgrp())
print(os.fsencode('a\xe9'), os.fsdecode(b'a\xc3\xa9'), os.fsencode(b'x'), os.fsdecode('y'))
print(os.get_exec_path({'PATH': '/a:/b'}), os.get_exec_path({}), isinstance(os.get_exec_path(), list))
for st in [0, 256, 9, 0x7f | 0x100 * 19, 0xffff]:
    print(st, os.WIFEXITED(st), os.WEXITSTATUS(st), os.WIFSIGNALED(st), os.WTERMSIG(st),
          os.WIFSTOPPED(st), os.WIFCONTINUED(st))
print(os.waitstatus_to_exitcode(0), os.waitstatus_to_exitcode(3 << 8), os.waitstatus_to_exitcode(9))
try:
    os.waitstatus_to_exitcode(0x137f)
except ValueError as e:
    print('ValueError', e)
try:
    os.waitpid(-1, 0)
except ChildProcessError as e:
    print('ChildProcessError', e.errno, e.strerror)
try:
    os.kill(999999999, 0)
except ProcessLookupError as e:
    print('ProcessLookupError', e.errno)
os.kill(os.getpid(), 0)
print(os.WNOHANG, os.O_NONBLOCK == 2048, os.O_CLOEXEC > 0)
with os.fdopen(os.open(p, os.O_RDONLY), 'rb') as f:
    print(f.read())
try:
    os.fdopen('x')
except TypeError as e:
    print('TypeError', e)
os.remove(p)
os.rmdir(base)
