"""_contextlib_async: contextlib's async half (needs async def).

Owns AsyncContextDecorator, asynccontextmanager (with its generator manager),
aclosing, AsyncExitStack and the async methods installed on contextlib's
AbstractAsyncContextManager and nullcontext. contextlib imports it when the parser
accepts async def; the names are contextlib's (their __module__ is set to it).
"""

import sys
from abc import abstractmethod
from functools import wraps
from types import MethodType

from contextlib import (AbstractAsyncContextManager, _GeneratorContextManagerBase,
                        _BaseExitStack, _relink_context, _reraise_keeping_context,
                        nullcontext)


def _install_async_methods():
    """Gives AbstractAsyncContextManager its default __aenter__ and abstract __aexit__,
    and nullcontext its async methods."""
    AbstractAsyncContextManager.__aenter__ = _aenter_self
    AbstractAsyncContextManager.__aexit__ = abstractmethod(_aexit_abstract)
    AbstractAsyncContextManager.__abstractmethods__ = frozenset({"__aexit__"})
    nullcontext.__aenter__ = _null_aenter
    nullcontext.__aexit__ = _null_aexit


async def _aenter_self(self):
    return self


async def _aexit_abstract(self, exc_type, exc_value, traceback):
    return None


async def _null_aenter(self):
    return self.enter_result


async def _null_aexit(self, *excinfo):
    pass


class AsyncContextDecorator(object):
    """ContextDecorator's asynchronous form, for coroutine functions."""

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        @wraps(func)
        async def inner(*args, **kwds):
            async with self._recreate_cm():
                return await func(*args, **kwds)
        return inner


class _AsyncGeneratorContextManager(_GeneratorContextManagerBase,
                                    AbstractAsyncContextManager, AsyncContextDecorator):
    """Helper for @asynccontextmanager."""

    async def __aenter__(self):
        del self.args, self.kwds, self.func
        try:
            return await self.gen.__anext__()
        except StopAsyncIteration:
            raise RuntimeError("generator didn't yield") from None

    async def __aexit__(self, typ, value, traceback):
        if typ is None:
            try:
                await self.gen.__anext__()
            except StopAsyncIteration:
                return False
            raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            await self.gen.athrow(typ, value, traceback)
        except StopAsyncIteration as exc:
            return exc is not value
        except RuntimeError as exc:
            if exc is value:
                exc.__traceback__ = traceback
                return False
            if isinstance(value, (StopIteration, StopAsyncIteration)):
                if exc.__cause__ is value:
                    value.__traceback__ = traceback
                    return False
            raise
        except BaseException as exc:
            if exc is not value:
                raise
            exc.__traceback__ = traceback
            return False
        raise RuntimeError("generator didn't stop after athrow()")


def asynccontextmanager(func):
    """Decorator: an async generator function yielding once becomes an async context
    manager factory."""
    @wraps(func)
    def helper(*args, **kwds):
        return _AsyncGeneratorContextManager(func, args, kwds)
    return helper


class aclosing(AbstractAsyncContextManager):
    """Awaits thing.aclose() on exit; __aenter__ returns thing."""

    def __init__(self, thing):
        self.thing = thing

    async def __aenter__(self):
        return self.thing

    async def __aexit__(self, *exc_info):
        await self.thing.aclose()


class AsyncExitStack(_BaseExitStack, AbstractAsyncContextManager):
    """ExitStack for async with: also takes async context managers and coroutine
    callbacks."""

    @staticmethod
    def _create_async_exit_wrapper(cm, cm_exit):
        return MethodType(cm_exit, cm)

    @staticmethod
    def _create_async_cb_wrapper(callback, /, *args, **kwds):
        async def _exit_wrapper(exc_type, exc, tb):
            await callback(*args, **kwds)
        return _exit_wrapper

    async def enter_async_context(self, cm):
        """Enters an async context manager and pushes its __aexit__."""
        cls = type(cm)
        try:
            _enter = cls.__aenter__
            _exit = cls.__aexit__
        except AttributeError:
            raise TypeError(f"'{cls.__module__}.{cls.__qualname__}' object does "
                            f"not support the asynchronous context manager protocol"
                            ) from None
        result = await _enter(cm)
        self._push_async_cm_exit(cm, _exit)
        return result

    def push_async_exit(self, exit):
        """Registers an async manager's __aexit__ or a coroutine function with its
        signature; returns exit."""
        _cb_type = type(exit)
        try:
            exit_method = _cb_type.__aexit__
        except AttributeError:
            self._push_exit_callback(exit, False)
        else:
            self._push_async_cm_exit(exit, exit_method)
        return exit

    def push_async_callback(self, callback, /, *args, **kwds):
        """Registers a coroutine function to be awaited on exit."""
        _exit_wrapper = self._create_async_cb_wrapper(callback, *args, **kwds)
        _exit_wrapper.__wrapped__ = callback
        self._push_exit_callback(_exit_wrapper, False)
        return callback

    async def aclose(self):
        await self.__aexit__(None, None, None)

    def _push_async_cm_exit(self, cm, cm_exit):
        _exit_wrapper = self._create_async_exit_wrapper(cm, cm_exit)
        self._push_exit_callback(_exit_wrapper, False)

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc_details):
        received_exc = exc_details[0] is not None
        frame_exc = sys.exc_info()[1]
        suppressed_exc = False
        pending_raise = False
        while self._exit_callbacks:
            is_sync, cb = self._exit_callbacks.pop()
            try:
                if is_sync:
                    cb_suppress = cb(*exc_details)
                else:
                    cb_suppress = await cb(*exc_details)
                if cb_suppress:
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



for _obj in (AsyncContextDecorator, _AsyncGeneratorContextManager, asynccontextmanager,
             aclosing, AsyncExitStack):
    _obj.__module__ = "contextlib"
