"""signal: setting handlers for asynchronous events, as CPython 3.11's, on the native
_signal module. Python handlers run between bytecodes, at the interpreter's next safe
point after the signal arrives, or when a blocking call (sleep, read, wait, select,
recv...) is interrupted (Note [Signals at safe points] in src/stdlib/signal_module.cpp).
Numbers come back as the IntEnums CPython uses: Signals (SIGINT...), Handlers (SIG_DFL,
SIG_IGN) and Sigmasks (SIG_BLOCK, SIG_UNBLOCK, SIG_SETMASK)."""

import _signal
from _signal import (default_int_handler, alarm, pause, raise_signal, strsignal,
                     setitimer, getitimer, siginterrupt, set_wakeup_fd, pthread_kill,
                     NSIG, ITIMER_REAL, ITIMER_VIRTUAL, ITIMER_PROF)
from enum import IntEnum as _IntEnum


def _collect(pred):
    found = [(name, getattr(_signal, name)) for name in dir(_signal) if pred(name)]
    found.sort(key=lambda t: (t[1], t[0]))
    return found


Signals = _IntEnum('Signals', _collect(
    lambda n: (n.startswith('SIG') and not n.startswith('SIG_')) or n.startswith('CTRL_')),
    module=__name__)
Handlers = _IntEnum('Handlers', _collect(lambda n: n in ('SIG_DFL', 'SIG_IGN')),
                    module=__name__)
Sigmasks = _IntEnum('Sigmasks', _collect(lambda n: n in ('SIG_BLOCK', 'SIG_UNBLOCK',
                                                         'SIG_SETMASK')),
                    module=__name__)

globals().update(Signals.__members__)
globals().update(Handlers.__members__)
globals().update(Sigmasks.__members__)


class ItimerError(OSError):
    """setitimer()/getitimer() failed."""


_signal._set_itimer_error(ItimerError)


def _int_to_enum(value, enum_klass):
    """`value` as a member of `enum_klass` when it is one, else unchanged (a callable,
    None, or an unknown number)."""
    if not isinstance(value, int):
        return value
    try:
        return enum_klass(value)
    except ValueError:
        return value


def _enum_to_int(value):
    """An IntEnum member as a plain int (other values unchanged)."""
    try:
        return int(value)
    except (ValueError, TypeError):
        return value


def signal(signalnum, handler):
    """Sets the handler of `signalnum` (SIG_DFL, SIG_IGN or a callable taking (signum,
    frame)); returns the previous one."""
    if isinstance(handler, int) and not callable(handler):
        handler = int(handler)
    handler = _signal.signal(_enum_to_int(signalnum), handler)
    return _int_to_enum(handler, Handlers)


def getsignal(signalnum):
    """The current handler of `signalnum`: SIG_DFL, SIG_IGN, a callable, or None when
    the handler was not installed from Python."""
    handler = _signal.getsignal(_enum_to_int(signalnum))
    return _int_to_enum(handler, Handlers)


def pthread_sigmask(how, mask):
    """Changes the blocked signals of the calling thread; returns the old mask (a set)."""
    sigs_set = _signal.pthread_sigmask(int(how), [int(s) for s in mask])
    return set(_int_to_enum(x, Signals) for x in sigs_set)


def sigpending():
    """The set of signals pending for delivery while blocked."""
    return {_int_to_enum(x, Signals) for x in _signal.sigpending()}


def valid_signals():
    """The set of valid signal numbers on this platform."""
    return {_int_to_enum(x, Signals) for x in _signal.valid_signals()}
