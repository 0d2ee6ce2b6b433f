"""asyncio.coroutines: iscoroutine and iscoroutinefunction."""

import types

__all__ = ("iscoroutinefunction", "iscoroutine")

_CO_COROUTINE = 0x80
_is_coroutine = object()


def iscoroutinefunction(func):
    """True for an `async def` function (or one marked by asyncio's legacy decorator)."""
    while hasattr(func, "__func__"):
        func = func.__func__
    while type(func).__name__ == "partial" and hasattr(func, "func"):
        func = func.func
    code = getattr(func, "__code__", None)
    if code is not None and type(func) is types.FunctionType:
        return bool(code.co_flags & _CO_COROUTINE)
    return getattr(func, "_is_coroutine", None) is _is_coroutine


def iscoroutine(obj):
    """True for a coroutine object (anything registered as collections.abc.Coroutine)."""
    if type(obj) is types.CoroutineType:
        return True
    import collections.abc
    return isinstance(obj, collections.abc.Coroutine)
