# atexit: register/unregister, last-registered-first order, arguments, exceptions in
# callbacks reported on stderr without changing the exit status, callbacks run at normal
# exit, at sys.exit() and after an uncaught exception, after non-daemon threads finish,
# and not at os._exit(). Children run under this interpreter (sys.executable).
import atexit
import re
import subprocess
import sys


def run(code):
    p = subprocess.run([sys.executable, '-c', code], capture_output=True, text=True)
    # Addresses vary; CPython's caret lines under the source are not compared.
    err = re.sub(r'0x[0-9a-f]+', 'ADDR', p.stderr)
    err = [l for l in err.splitlines() if l.strip() and set(l.strip()) != {'^'}
           and set(l.strip()) != {'^', '~'}]
    print('rc', p.returncode if p.returncode in (0, 3, 4) else 'nonzero')
    print(p.stdout, end='')
    for line in err:
        print('err:', line)


run('''
import atexit
def f(*a, **k): print('f', a, k)
def g(): print('g')
print(atexit.register(f, 1, 2, x=3) is f)
atexit.register(g)
atexit.register(f, 'again')
atexit.register(g)
atexit.unregister(g)
@atexit.register
def deco(): print('decorated')
print('main done')
''')

run('''
import atexit, sys
def bad(): raise ValueError('boom')
def ex(): print('ex'); sys.exit(5)
def late(): print('late')
def reg(): print('reg'); atexit.register(late)
atexit.register(print, 'first registered')
atexit.register(bad)
atexit.register(reg)
atexit.register(ex)
sys.exit(3)
''')

run('''
import atexit
atexit.register(print, 'after the traceback')
def h(): raise KeyError('k')
h()
''')

run('''
import atexit, threading, time
atexit.register(print, 'atexit sees', threading.active_count(), 'thread(s) when registered')
def work():
    time.sleep(0.05)
    print('thread done')
threading.Thread(target=work).start()
print('main done')
''')

run('''
import atexit, os, sys
atexit.register(print, 'never')
sys.stdout.flush()
os._exit(4)
''')

run('''
import atexit
def one(): print('one')
atexit.register(one)
atexit._run_exitfuncs()
print('ran explicitly, now', atexit._ncallbacks())
atexit.register(one)
atexit._clear()
print('cleared', atexit._ncallbacks())
''')

# In this process: the API surface and its errors.
before = atexit._ncallbacks()
def g():
    print('g')
atexit.register(g)
atexit.register(g)
atexit.register(print, 'kept')
print(atexit._ncallbacks() - before)
atexit.unregister(g)
print(atexit._ncallbacks() - before)
print(atexit.unregister(42))
for bad in [lambda: atexit.register(1), lambda: atexit.register(), lambda: atexit.unregister(),
            lambda: atexit.unregister(g, g)]:
    try:
        bad()
    except TypeError as e:
        print('TypeError', e)


class E:
    def __eq__(self, other):
        raise RuntimeError('eq')


try:
    atexit.unregister(E())
except RuntimeError as e:
    print('RuntimeError', e)
print(sorted(atexit.__all__) if hasattr(atexit, '__all__') else None)
print(callable(atexit.register), atexit.register.__name__, atexit.unregister.__name__)
print('end of main')
