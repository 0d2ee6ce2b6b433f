# subprocess: run (capture_output, text, check, input, timeout, cwd, env, shell), Popen
# with pipes (communicate, wait, poll, kill, returncode, context manager), check_output,
# check_call, call, getoutput/getstatusoutput, DEVNULL/PIPE/STDOUT, errors and messages.
import os
import signal
import subprocess
import sys

PY = sys.executable
r = subprocess.run(['echo', 'hello', 'world'], capture_output=True)
print(r, r.returncode, r.stdout, r.stderr, r.args)
r = subprocess.run(['sh', '-c', 'echo out; echo err >&2; exit 3'], capture_output=True, text=True)
print(repr(r.stdout), repr(r.stderr), r.returncode)
try:
    r.check_returncode()
except subprocess.CalledProcessError as e:
    print('CalledProcessError', e, e.returncode, e.cmd, repr(e.output), repr(e.stdout), repr(e.stderr))
print(subprocess.run(['true']), subprocess.run('exit 7', shell=True).returncode)
r = subprocess.run(['cat'], input=b'fed via stdin\x00\xff', capture_output=True)
print(r.stdout)
r = subprocess.run(['cat'], input='text\r\nline2\rx\n', capture_output=True, text=True)
print(repr(r.stdout))
r = subprocess.run(['sh', '-c', 'printf "a\\r\\nb"'], stdout=subprocess.PIPE, universal_newlines=True)
print(repr(r.stdout), r.stderr)
r = subprocess.run(['pwd'], capture_output=True, text=True, cwd='/')
print(r.stdout)
r = subprocess.run(['sh', '-c', 'echo $TP_X-$HOME'], capture_output=True, text=True, env={'TP_X': 'val'})
print(r.stdout)
os.environ['TP_INHERIT'] = 'inherited'
print(subprocess.run(['sh', '-c', 'echo $TP_INHERIT'], capture_output=True).stdout)
r = subprocess.run(['sh', '-c', 'echo to-stderr >&2'], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
print(r.stdout, r.stderr)
r = subprocess.run(['sh', '-c', 'echo gone; echo gone2 >&2'], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(r)
r = subprocess.run(['cat'], stdin=subprocess.DEVNULL, capture_output=True)
print(r.stdout)
r = subprocess.run('echo $0 "$1"', shell=True, capture_output=True, text=True, encoding='utf-8')
print(repr(r.stdout))
r = subprocess.run(['printf', '\xe9\u20ac'], capture_output=True, encoding='latin-1')
print(repr(r.stdout))
r = subprocess.run(['printf', '\\377'], capture_output=True, text=True, errors='replace')
print(repr(r.stdout))

try:
    subprocess.run(['sh', '-c', 'exit 2'], check=True)
except subprocess.CalledProcessError as e:
    print('CalledProcessError', e)
try:
    subprocess.run(['sh', '-c', 'kill -9 $$'], check=True)
except subprocess.CalledProcessError as e:
    print('CalledProcessError', e, e.returncode)
try:
    subprocess.run(['sleep', '5'], timeout=0.2)
except subprocess.TimeoutExpired as e:
    print('TimeoutExpired', round(e.timeout, 1), e.cmd, e.output, e.stdout, e.stderr)
try:
    subprocess.run(['sh', '-c', 'echo partial; sleep 5'], timeout=1.5, capture_output=True)
except subprocess.TimeoutExpired as e:
    print('TimeoutExpired', e, e.output, e.stderr)
for bad in [lambda: subprocess.run(['cat'], input=b'x', stdin=subprocess.PIPE),
            lambda: subprocess.run(['true'], capture_output=True, stdout=subprocess.PIPE),
            lambda: subprocess.check_output(['true'], stdout=subprocess.PIPE)]:
    try:
        bad()
    except ValueError as e:
        print('ValueError', e)
for args, kw in [(['no-such-program-xyz'], {}), (['/no/such/path'], {}), (['true'], {'cwd': '/no/such/dir'}),
                 ('no-such-program-xyz', {}), (['/etc/passwd'], {})]:
    try:
        subprocess.run(args, **kw)
    except OSError as e:
        print(type(e).__name__, e.errno, e.strerror, e.filename, '|', e)

print(subprocess.check_output(['echo', 'hi']), subprocess.check_output('echo $((6*7))', shell=True, text=True))
print(subprocess.check_output(['cat'], input=b'in'), subprocess.check_output(['cat'], input=None, text=True) == '')
print(subprocess.check_output(['sh', '-c', 'echo e >&2; echo o'], stderr=subprocess.STDOUT))
try:
    subprocess.check_output(['sh', '-c', 'echo before; exit 4'])
except subprocess.CalledProcessError as e:
    print('CalledProcessError', e.returncode, e.output, e.stdout)
print(subprocess.check_call(['true']), subprocess.call(['false']), subprocess.call('exit 5', shell=True))
try:
    subprocess.check_call(['false'])
except subprocess.CalledProcessError as e:
    print('CalledProcessError', e)
try:
    subprocess.check_call(args=['sh', '-c', 'exit 9'])
except subprocess.CalledProcessError as e:
    print('CalledProcessError', e)
try:
    subprocess.call(['sleep', '5'], timeout=0.1)
except subprocess.TimeoutExpired as e:
    print('TimeoutExpired', e)
print(subprocess.getoutput('echo one; echo two >&2'), subprocess.getstatusoutput('echo x; exit 3'),
      subprocess.getstatusoutput('true'))

p = subprocess.Popen(['cat'], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
print(p.returncode, p.poll(), type(p.pid).__name__, p.args)
out, err = p.communicate(b'via communicate')
print(out, err, p.returncode, p.poll(), p.wait())
p = subprocess.Popen(['sh', '-c', 'echo o; echo e >&2'], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
print(p.communicate(), p.returncode)
p = subprocess.Popen(['sh', '-c', 'read x; echo got $x; exit 1'], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
p.stdin.write('line\n')
p.stdin.flush()
print(repr(p.stdout.readline()), p.wait(), p.returncode)
p.stdin.close()
p.stdout.close()
p = subprocess.Popen(['sh', '-c', 'for i in 1 2 3; do echo $i; done'], stdout=subprocess.PIPE)
print([line for line in p.stdout], p.wait())
p.stdout.close()
p = subprocess.Popen(['sleep', '10'])
print(p.poll())
try:
    p.wait(timeout=0.1)
except subprocess.TimeoutExpired as e:
    print('TimeoutExpired', e)
p.kill()
print(p.wait(), p.returncode, p.poll())
p.kill()
p = subprocess.Popen(['sleep', '10'])
p.terminate()
print(p.wait())
p = subprocess.Popen(['sleep', '10'])
p.send_signal(signal.SIGINT)
print(p.wait())
p = subprocess.Popen(['sh', '-c', 'echo big; sleep 5'], stdout=subprocess.PIPE)
try:
    p.communicate(timeout=1.5)
except subprocess.TimeoutExpired as e:
    print('TimeoutExpired', e.output)
p.kill()
print(p.communicate())
with subprocess.Popen(['sh', '-c', 'echo ctx'], stdout=subprocess.PIPE) as p:
    print(p.stdout.read())
print(p.returncode, p.stdout.closed)
data = b'x' * 200000
p = subprocess.Popen(['cat'], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
out, err = p.communicate(data)
print(len(out), out == data, err)
p = subprocess.Popen(['true'])
print(repr(p).startswith('<Popen: returncode: None args:'), p.wait(), repr(p))
p = subprocess.Popen(['sh', '-c', 'echo $0'], stdout=subprocess.PIPE, executable='/bin/sh')
print(p.communicate()[0])
p = subprocess.Popen('echo shell-string', shell=True, stdout=subprocess.PIPE)
print(p.communicate())
r, w = os.pipe()
p = subprocess.Popen(['sh', '-c', 'echo to-fd'], stdout=w)
p.wait()
os.close(w)
print(os.read(r, 100))
os.close(r)
r, w = os.pipe()
p = subprocess.Popen(['sh', '-c', 'echo passed >&%d' % w], pass_fds=[w])
p.wait()
os.close(w)
print(os.read(r, 100))
os.close(r)
import tempfile
with tempfile.TemporaryFile() as f:
    subprocess.run(['echo', 'into file'], stdout=f)
    f.seek(0)
    print(f.read())
print(subprocess.PIPE, subprocess.STDOUT, subprocess.DEVNULL,
      issubclass(subprocess.CalledProcessError, subprocess.SubprocessError),
      issubclass(subprocess.TimeoutExpired, subprocess.SubprocessError))
print(subprocess.CompletedProcess(['a'], 0), subprocess.CompletedProcess('x', 1, b'o', b'e'),
      str(subprocess.CalledProcessError(-99, 'c')), str(subprocess.TimeoutExpired(['x'], 1.5)))
print(subprocess.run([PY, '-c', 'import sys; print(sys.argv[1:])', 'a b', "c'd"], capture_output=True, text=True).stdout, end='')
