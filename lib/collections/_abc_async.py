"""collections._abc_async: the parts of collections.abc written with async def.

Kept apart so collections.abc imports on an interpreter whose parser lacks async: the
coroutine and async generator types to register, and AsyncGenerator.aclose.
"""


async def aclose(self):
    """Raises GeneratorExit inside the async generator; RuntimeError if it yields."""
    try:
        await self.athrow(GeneratorExit)
    except (GeneratorExit, StopAsyncIteration):
        pass
    else:
        raise RuntimeError("asynchronous generator ignored GeneratorExit")


async def _coro():
    pass


async def _agen():
    yield


_c = _coro()
coroutine_type = type(_c)
_c.close()
async_generator_type = type(_agen())
del _c
