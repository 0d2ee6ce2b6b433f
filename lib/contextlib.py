"""contextlib: utilities for with-statement context managers (CPython 3.11).

Owns AbstractContextManager / AbstractAsyncContextManager (ABCs recognised
structurally), ContextDecorator / AsyncContextDecorator, contextmanager and
asynccontextmanager (generator-based managers with CPython's RuntimeError texts),
closing, aclosing, nullcontext, suppress, redirect_stdout, redirect_stderr, chdir,
ExitStack and AsyncExitStack.

Note [ExitStack unwinding]: callbacks run last-in first-out. A callback that returns a
true value suppresses the exception in flight (later callbacks see no exception); one that
raises replaces it, and the new exception's `__context__` chain is re-pointed so that it
ends at the exception it replaced, exactly as nested with-statements would chain them. If
anything raised, the last exception is re-raised with that context preserved (a raise
inside __exit__ would otherwise set the context again).
"""

import abc
import os
import sys
from collections import deque
from functools import wraps
from types import MethodType

__all__ = ["asynccontextmanager", "contextmanager", "closing", "nullcontext",
           "AbstractContextManager", "AbstractAsyncContextManager", "AsyncExitStack",
           "ContextDecorator", "ExitStack", "redirect_stdout", "redirect_stderr",
           "suppress", "aclosing", "chdir"]


def _defines(C, *methods):
    """True when each method is defined (not None) along C's MRO, else NotImplemented."""
    for method in methods:
        for B in C.__mro__:
            if method in B.__dict__:
                if B.__dict__[method] is None:
                    return NotImplemented
                break
        else:
            return NotImplemented
    return True


def _class_getitem(cls, params):
    import types
    return types.GenericAlias(cls, params)


class AbstractContextManager(abc.ABC):
    """An ABC for classes that implement __enter__ (default: return self) and __exit__."""

    __class_getitem__ = classmethod(_class_getitem)

    def __enter__(self):
        return self

    @abc.abstractmethod
    def __exit__(self, exc_type, exc_value, traceback):
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AbstractContextManager:
            return _defines(C, "__enter__", "__exit__")
        return NotImplemented


class AbstractAsyncContextManager(abc.ABC):
    """An ABC for classes that implement __aenter__ (default: return self) and
    __aexit__. Its async methods come from _contextlib_async when the parser has async
    def (see the end of this module)."""

    __class_getitem__ = classmethod(_class_getitem)

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AbstractAsyncContextManager:
            return _defines(C, "__aenter__", "__aexit__")
        return NotImplemented


class ContextDecorator(object):
    """A base class that lets a context manager also be used as a decorator: the
    decorated function runs inside `with self._recreate_cm():`."""

    def _recreate_cm(self):
        """The manager to use for one call (self; one-shot managers return a copy)."""
        return self

    def __call__(self, func):
        @wraps(func)
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        return inner


class _GeneratorContextManagerBase:
    """Shared by the sync and async generator managers: holds the generator."""

    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds
        doc = getattr(func, "__doc__", None)
        if doc is None:
            doc = type(self).__doc__
        self.__doc__ = doc

    def _recreate_cm(self):
        return self.__class__(self.func, self.args, self.kwds)


class _GeneratorContextManager(_GeneratorContextManagerBase, AbstractContextManager,
                               ContextDecorator):
    """Helper for @contextmanager."""

    def __enter__(self):
        # Arguments are dropped once used, so a decorator call recreates the manager.
        del self.args, self.kwds, self.func
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            self.gen.throw(typ, value, traceback)
        except StopIteration as exc:
            # The generator swallowed the exception unless what stopped it is the
            # StopIteration we threw in.
            return exc is not value
        except RuntimeError as exc:
            if exc is value:
                exc.__traceback__ = traceback
                return False
            # A StopIteration raised inside a generator surfaces as RuntimeError.
            if isinstance(value, StopIteration) and exc.__cause__ is value:
                value.__traceback__ = traceback
                return False
            raise
        except BaseException as exc:
            if exc is not value:
                raise
            exc.__traceback__ = traceback
            return False
        raise RuntimeError("generator didn't stop after throw()")


def contextmanager(func):
    """Decorator: a generator function yielding once becomes a context manager factory;
    the yielded value is what `as` binds, and an exception in the block is raised at the
    yield."""
    @wraps(func)
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return helper


class closing(AbstractContextManager):
    """Calls thing.close() on exit; __enter__ returns thing."""

    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class _RedirectStream(AbstractContextManager):
    _stream = None

    def __init__(self, new_target):
        self._new_target = new_target
        # A stack, so one instance can be entered again while active.
        self._old_targets = []

    def __enter__(self):
        self._old_targets.append(getattr(sys, self._stream))
        setattr(sys, self._stream, self._new_target)
        return self._new_target

    def __exit__(self, exctype, excinst, exctb):
        setattr(sys, self._stream, self._old_targets.pop())


class redirect_stdout(_RedirectStream):
    """Temporarily replaces sys.stdout with new_target."""
    _stream = "stdout"


class redirect_stderr(_RedirectStream):
    """Temporarily replaces sys.stderr with new_target."""
    _stream = "stderr"


class suppress(AbstractContextManager):
    """Suppresses the listed exception types (and their subclasses) raised in the block;
    execution resumes after the with statement."""

    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        return exctype is not None and issubclass(exctype, self._exceptions)


class _BaseExitStack:
    """The callback stack shared by ExitStack and AsyncExitStack."""

    @staticmethod
    def _create_exit_wrapper(cm, cm_exit):
        return MethodType(cm_exit, cm)

    @staticmethod
    def _create_cb_wrapper(callback, /, *args, **kwds):
        def _exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)
        return _exit_wrapper

    def __init__(self):
        self._exit_callbacks = deque()

    def pop_all(self):
        """Moves every callback to a new stack of the same type and returns it; this
        stack is left empty."""
        new_stack = type(self)()
        new_stack._exit_callbacks = self._exit_callbacks
        self._exit_callbacks = deque()
        return new_stack

    def push(self, exit):
        """Registers an exit callback: a context manager's __exit__ (the object itself
        may be passed) or any callable with __exit__'s signature. Returns exit."""
        _cb_type = type(exit)
        try:
            exit_method = _cb_type.__exit__
        except AttributeError:
            self._push_exit_callback(exit)
        else:
            self._push_cm_exit(exit, exit_method)
        return exit

    def enter_context(self, cm):
        """Enters cm and pushes its __exit__; returns what __enter__ returned."""
        cls = type(cm)
        try:
            _enter = cls.__enter__
            _exit = cls.__exit__
        except AttributeError:
            raise TypeError(f"'{cls.__module__}.{cls.__qualname__}' object does "
                            f"not support the context manager protocol") from None
        result = _enter(cm)
        self._push_cm_exit(cm, _exit)
        return result

    def callback(self, callback, /, *args, **kwds):
        """Registers callback(*args, **kwds) to run on exit (exception details are not
        passed to it, and it cannot suppress). Returns callback."""
        _exit_wrapper = self._create_cb_wrapper(callback, *args, **kwds)
        _exit_wrapper.__wrapped__ = callback
        self._push_exit_callback(_exit_wrapper)
        return callback

    def _push_cm_exit(self, cm, cm_exit):
        _exit_wrapper = self._create_exit_wrapper(cm, cm_exit)
        self._push_exit_callback(_exit_wrapper, True)

    def _push_exit_callback(self, callback, is_sync=True):
        self._exit_callbacks.append((is_sync, callback))


def _relink_context(new_exc, old_exc, frame_exc):
    """Points the end of new_exc's context chain at old_exc (Note [ExitStack
    unwinding]); stops at old_exc itself or at the exception being handled around the
    with statement (frame_exc)."""
    while True:
        exc_context = new_exc.__context__
        if exc_context is None or exc_context is old_exc:
            return
        if exc_context is frame_exc:
            break
        new_exc = exc_context
    new_exc.__context__ = old_exc


def _reraise_keeping_context(exc):
    fixed_ctx = exc.__context__
    try:
        raise exc
    except BaseException:
        exc.__context__ = fixed_ctx
        raise


class ExitStack(_BaseExitStack, AbstractContextManager):
    """A context manager that unwinds a stack of other managers and callbacks on exit;
    see Note [ExitStack unwinding]."""

    def __enter__(self):
        return self

    def __exit__(self, *exc_details):
        received_exc = exc_details[0] is not None
        frame_exc = sys.exc_info()[1]
        suppressed_exc = False
        pending_raise = False
        while self._exit_callbacks:
            is_sync, cb = self._exit_callbacks.pop()
            assert is_sync
            try:
                if cb(*exc_details):
                    suppressed_exc = True
                    pending_raise = False
                    exc_details = (None, None, None)
            except:
                new_exc_details = sys.exc_info()
                _relink_context(new_exc_details[1], exc_details[1], frame_exc)
                pending_raise = True
                exc_details = new_exc_details
        if pending_raise:
            _reraise_keeping_context(exc_details[1])
        return received_exc and suppressed_exc

    def close(self):
        """Unwinds the stack now, as leaving the with statement would."""
        self.__exit__(None, None, None)


class nullcontext(AbstractContextManager, AbstractAsyncContextManager):
    """A manager that does nothing; __enter__ returns enter_result. For code that
    optionally uses a real manager."""

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass


class chdir(AbstractContextManager):
    """Changes the working directory to path for the block, then back."""

    def __init__(self, path):
        self.path = path
        self._old_cwd = []

    def __enter__(self):
        self._old_cwd.append(os.getcwd())
        os.chdir(self.path)

    def __exit__(self, *excinfo):
        os.chdir(self._old_cwd.pop())


# The async half (asynccontextmanager, AsyncExitStack, aclosing, AsyncContextDecorator and
# the async methods of AbstractAsyncContextManager and nullcontext) needs async def; it
# lives in _contextlib_async and is absent while the parser lacks async.
try:
    from _contextlib_async import (AsyncContextDecorator, asynccontextmanager, aclosing,
                                   AsyncExitStack, _install_async_methods)
    _install_async_methods()
except SyntaxError:
    __all__ = [n for n in __all__ if n not in ("asynccontextmanager", "AsyncExitStack",
                                                "aclosing")]
