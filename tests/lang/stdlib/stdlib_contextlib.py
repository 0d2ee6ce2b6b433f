# contextlib: contextmanager (values, exceptions, errors), ContextDecorator, suppress,
# closing, nullcontext, redirect_stdout/stderr, chdir, AbstractContextManager and
# ExitStack (callbacks, enter_context, push, pop_all, suppression and exception chaining).
import contextlib
import io
import os
import sys
from contextlib import (contextmanager, suppress, closing, nullcontext, ExitStack,
                        redirect_stdout, redirect_stderr, AbstractContextManager,
                        ContextDecorator)

log = []


@contextmanager
def tag(name):
    """Tag docs."""
    log.append("enter " + name)
    try:
        yield name.upper()
    except KeyError as e:
        log.append("caught " + repr(e))
    finally:
        log.append("exit " + name)


with tag("a") as t:
    log.append("body " + t)
with tag("b"):
    raise KeyError("k")
try:
    with tag("c"):
        raise ValueError("v")
except ValueError as e:
    log.append("outer " + repr(e))
print(log)
print(tag.__name__, tag.__doc__, type(tag("x")).__name__)


@contextmanager
def twice():
    yield 1
    yield 2


@contextmanager
def never():
    if False:
        yield


@contextmanager
def swallow_throw():
    try:
        yield
    except Exception:
        yield


for cm in (twice, never):
    try:
        with cm():
            pass
    except RuntimeError as e:
        print("RuntimeError:", e)
try:
    with swallow_throw():
        raise ValueError
except RuntimeError as e:
    print("RuntimeError:", e)


@contextmanager
def reraiser():
    try:
        yield
    except ZeroDivisionError as e:
        raise ValueError("converted") from e


try:
    with reraiser():
        1 / 0
except ValueError as e:
    print("ValueError", e, type(e.__cause__).__name__)


@contextmanager
def stops():
    yield


try:
    with stops():
        raise StopIteration("si")
except StopIteration as e:
    print("StopIteration passes through:", e)


# as a decorator: a fresh manager per call
@tag("deco")
def work(x):
    log.append(f"work {x}")
    return x * 2


log.clear()
print(work(1), work(2), log)


class Announce(ContextDecorator):
    def __enter__(self):
        print("start")
        return self

    def __exit__(self, *exc):
        print("end", exc[0].__name__ if exc[0] else None)
        return False


@Announce()
def f(n):
    print("f", n)
    return n


print(f(3))

# suppress
with suppress(KeyError, IndexError):
    {}["x"]
with suppress():
    pass
with suppress(LookupError):
    [][1]
try:
    with suppress(KeyError):
        raise ValueError("not suppressed")
except ValueError as e:
    print("ValueError", e)
print(suppress(KeyError).__exit__(None, None, None))


# closing, nullcontext
class Res:
    def close(self):
        print("closed")


with closing(Res()) as r:
    print(type(r).__name__)
with nullcontext(5) as v:
    print(v)
with nullcontext() as v:
    print(v)

# redirect_stdout / redirect_stderr
buf = io.StringIO()
with redirect_stdout(buf) as target:
    print("to buffer")
    print(target is buf)
print(repr(buf.getvalue()))
ebuf = io.StringIO()
with redirect_stderr(ebuf):
    sys.stderr.write("err text")
print(repr(ebuf.getvalue()), sys.stderr is not ebuf)
rd = redirect_stdout(io.StringIO())
with rd:
    with rd:
        pass
print(sys.stdout is sys.__stdout__ or type(sys.stdout).__name__)

# chdir
start = os.getcwd()
with contextlib.chdir(".."):
    print(os.getcwd() == os.path.dirname(start))
print(os.getcwd() == start)


# AbstractContextManager
class CM(AbstractContextManager):
    def __exit__(self, *a):
        return None


class Duck:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        pass


cm = CM()
with cm as got:
    print(got is cm)
print(isinstance(Duck(), AbstractContextManager), isinstance(object(), AbstractContextManager))
try:
    AbstractContextManager()
except TypeError as e:
    print(e)

# ExitStack
order = []
with ExitStack() as stack:
    stack.callback(order.append, "cb1")
    stack.callback(lambda *a, **k: order.append(("cb2", a, k)), 1, x=2)
    val = stack.enter_context(tag("s1"))
    order.append(val)
    stack.push(lambda et, ev, tb: order.append(("push", et)))
print(order)

with ExitStack() as stack:
    stack.push(lambda et, ev, tb: True)
    raise KeyError("suppressed by push")
print("after suppression")


def raiser(exc):
    def cb(*args):
        raise exc
    return cb


try:
    with ExitStack() as stack:
        stack.callback(raiser(KeyError("first")))
        stack.callback(raiser(IndexError("second")))
        raise ValueError("body")
except Exception as e:
    chain = []
    while e is not None:
        chain.append(repr(e))
        e = e.__context__
    print(chain)

try:
    with ExitStack() as stack:
        stack.callback(raiser(KeyError("only")))
except KeyError as e:
    print("KeyError", e, e.__context__)

with ExitStack() as stack:
    stack.callback(order.append, "moved")
    moved = stack.pop_all()
print(order[-1], type(moved).__name__)
moved.close()
print(order[-1])

stack = ExitStack()
try:
    stack.enter_context(42)
except TypeError as e:
    print("TypeError:", e)
try:
    stack.enter_context(Res())
except TypeError as e:
    print("TypeError:", e)


class Exiter:
    def __enter__(self):
        return "entered"

    def __exit__(self, *exc):
        print("Exiter exit", exc[0])
        return True


with ExitStack() as stack:
    print(stack.push(Exiter()).__class__.__name__)
    raise IndexError
print(all(n in contextlib.__all__ for n in ("contextmanager", "suppress", "ExitStack", "closing", "nullcontext", "redirect_stdout", "redirect_stderr", "chdir", "ContextDecorator", "AbstractContextManager")))
