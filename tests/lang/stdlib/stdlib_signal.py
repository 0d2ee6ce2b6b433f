# signal: Signals/Handlers enums, signal/getsignal, handlers run at safe points (kill,
# raise_signal, alarm during a loop and during time.sleep), exceptions from handlers,
# SIG_IGN, default_int_handler, setitimer/getitimer, pthread_sigmask, strsignal, errors.
import os
import signal
import time

print(repr(signal.SIGINT), signal.SIGINT, int(signal.SIGTERM), repr(signal.SIG_DFL), signal.SIG_IGN,
      signal.Signals(15), signal.Signals['SIGHUP'], repr(signal.SIGABRT), signal.SIGIOT is signal.SIGABRT,
      repr(signal.SIGRTMIN), signal.NSIG, repr(signal.SIG_BLOCK), signal.Signals.SIGUSR1.name)
print(signal.getsignal(signal.SIGINT) is signal.default_int_handler, signal.getsignal(signal.SIGPIPE),
      signal.getsignal(signal.SIGTERM), repr(signal.getsignal(signal.SIGUSR1)))
print(signal.strsignal(signal.SIGINT), signal.strsignal(9), len(signal.valid_signals()),
      signal.SIGKILL in signal.valid_signals())

got = []
def handler(signum, frame):
    got.append((signum, type(signum).__name__, frame is not None))

old = signal.signal(signal.SIGUSR1, handler)
print(repr(old), signal.getsignal(signal.SIGUSR1) is handler)
os.kill(os.getpid(), signal.SIGUSR1)
print(got)
signal.raise_signal(signal.SIGUSR1)
print(len(got))
print(signal.signal(signal.SIGUSR1, signal.SIG_IGN) is handler, repr(signal.getsignal(signal.SIGUSR1)))
os.kill(os.getpid(), signal.SIGUSR1)
print(len(got), 'ignored')
signal.signal(signal.SIGUSR1, signal.SIG_DFL)
print(repr(signal.getsignal(signal.SIGUSR1)))

class Alarm(Exception):
    pass

def on_alarm(signum, frame):
    raise Alarm('alarm %d' % signum)

signal.signal(signal.SIGALRM, on_alarm)
print(signal.alarm(1), signal.alarm(0) in (0, 1))
signal.setitimer(signal.ITIMER_REAL, 0.05)
try:
    n = 0
    while True:
        n += 1
except Alarm as e:
    print('Alarm', e, n > 0)
signal.setitimer(signal.ITIMER_REAL, 0.05)
t0 = time.monotonic()
try:
    time.sleep(3)
except Alarm as e:
    print('Alarm during sleep', e, time.monotonic() - t0 < 2)
ticks = []
signal.signal(signal.SIGALRM, lambda s, f: ticks.append(s))
signal.setitimer(signal.ITIMER_REAL, 0.05)
time.sleep(0.3)
print(ticks, 'sleep resumed after the handler')
print(signal.getitimer(signal.ITIMER_REAL), signal.setitimer(signal.ITIMER_REAL, 0))
try:
    signal.setitimer(12345, 1)
except signal.ItimerError as e:
    print('ItimerError', e.errno, isinstance(e, OSError))

try:
    os.kill(os.getpid(), signal.SIGINT)
    for i in range(1000):
        pass
except KeyboardInterrupt as e:
    print('KeyboardInterrupt', repr(e))
try:
    signal.default_int_handler(2, None)
except KeyboardInterrupt:
    print('default_int_handler raises KeyboardInterrupt')
signal.signal(signal.SIGINT, handler)
os.kill(os.getpid(), signal.SIGINT)
print(got[-1][0])
signal.signal(signal.SIGINT, signal.default_int_handler)

old_mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGUSR2})
signal.signal(signal.SIGUSR2, handler)
os.kill(os.getpid(), signal.SIGUSR2)
print(old_mask, signal.sigpending(), len(got))
print(signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGUSR2]), len(got), got[-1][0])
print(signal.pthread_sigmask(signal.SIG_SETMASK, []))

for bad in [lambda: signal.signal(99, signal.SIG_DFL), lambda: signal.signal(0, signal.SIG_DFL),
            lambda: signal.getsignal(1000), lambda: signal.strsignal(0)]:
    try:
        bad()
    except ValueError as e:
        print('ValueError', e)
for bad in [lambda: signal.signal(signal.SIGKILL, signal.SIG_IGN),
            lambda: signal.signal(signal.SIGSTOP, handler)]:
    try:
        bad()
    except OSError as e:
        print('OSError', e)
for bad in [lambda: signal.signal(signal.SIGUSR1, 5), lambda: signal.signal(signal.SIGUSR1, 'x'),
            lambda: signal.signal(signal.SIGUSR1, None)]:
    try:
        bad()
    except TypeError as e:
        print('TypeError', e)
print(signal.siginterrupt(signal.SIGUSR1, True), signal.set_wakeup_fd(-1))
