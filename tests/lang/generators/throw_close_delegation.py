# throw()/close() through `yield from`: forwarded to a delegate generator, to a delegate
# iterator's own throw/close methods, GeneratorExit re-raised by the delegating generator,
# the value of StopIteration returned from `yield from`, a caught exception followed by a
# yield, and the RuntimeError when a generator yields after GeneratorExit.


def inner(log):
    try:
        x = yield 1
        log.append(("inner got", x))
        yield 2
    except ValueError as e:
        log.append(("inner caught", str(e)))
        yield "after-catch"
        return "inner-ret"
    except GeneratorExit:
        log.append("inner GeneratorExit")
        raise
    finally:
        log.append("inner finally")
    return "inner-end"


def outer(log):
    try:
        r = yield from inner(log)
        log.append(("outer got", r))
        yield "outer-next"
    except GeneratorExit:
        log.append("outer GeneratorExit")
        raise
    finally:
        log.append("outer finally")


def scenario(name, steps):
    log = []
    g = outer(log)
    out = []
    for step in steps:
        try:
            if step == "next":
                out.append(next(g))
            elif step == "close":
                out.append(("close", g.close()))
            elif isinstance(step, tuple) and step[0] == "send":
                out.append(g.send(step[1]))
            else:
                out.append(g.throw(step))
        except StopIteration as e:
            out.append(("StopIteration", e.value))
        except BaseException as e:
            out.append((type(e).__name__, str(e)))
    print(name, out)
    print("  log", log)


scenario("throw caught, yields after", ["next", ValueError("v"), "next", "next", "next"])
scenario("throw uncaught", ["next", KeyError("k"), "next"])
scenario("close while delegating", ["next", "close", "next", "close"])
scenario("send then close", ["next", ("send", 5), "close"])
scenario("throw before start", [ValueError("early"), "next"])
scenario("close before start", ["close", "next"])
scenario("throw GeneratorExit", ["next", GeneratorExit("ge")])
scenario("throw StopIteration", ["next", StopIteration(3)])
scenario("throw type only", ["next", ValueError, "next"])


# A delegate iterator that is not a generator: its throw/close are called when it has them.
class Delegate:
    def __init__(self, name, has_throw, has_close, log):
        self.name, self.i, self.log = name, 0, log
        if has_throw:
            self.throw = self._throw
        if has_close:
            self.close = self._close

    def __iter__(self):
        return self

    def __next__(self):
        self.i += 1
        if self.i > 3:
            raise StopIteration("done-%s" % self.name)
        return self.i

    def send(self, v):
        self.log.append(("send", v))
        return self.__next__()

    def _throw(self, typ, val=None, tb=None):
        self.log.append(("throw", typ.__name__ if isinstance(typ, type) else type(typ).__name__))
        if isinstance(typ, type) and issubclass(typ, KeyError) or isinstance(typ, KeyError):
            return "recovered"
        raise typ if val is None else val

    def _close(self):
        self.log.append("close")


def wrap(d, log):
    try:
        r = yield from d
        log.append(("returned", r))
    except BaseException as e:
        log.append(("wrap saw", type(e).__name__))
        raise


for has_throw in (False, True):
    for has_close in (False, True):
        for action in ("throw-key", "throw-value", "close", "run", "send"):
            log = []
            d = Delegate("d", has_throw, has_close, log)
            g = wrap(d, log)
            res = [next(g)]
            try:
                if action == "throw-key":
                    res.append(g.throw(KeyError("k")))
                    res.append(next(g))
                elif action == "throw-value":
                    res.append(g.throw(ValueError("v")))
                elif action == "close":
                    res.append(g.close())
                elif action == "send":
                    res.append(g.send(10))
                    res.append(g.send(None))
                else:
                    res.extend(g)
            except StopIteration as e:
                res.append(("StopIteration", e.value))
            except BaseException as e:
                res.append((type(e).__name__, str(e)))
            print(has_throw, has_close, action, res, log)


# A delegate whose close raises: the exception propagates from close().
class BadClose:
    def __iter__(self): return self
    def __next__(self): return 1
    def close(self): raise OSError("close failed")


def wrap2():
    yield from BadClose()


g = wrap2()
next(g)
try:
    g.close()
except OSError as e:
    print("close raised", e)


# Sending a value to a delegate without send(): AttributeError as CPython? no: sending
# non-None to an iterator without send raises AttributeError.
class NoSend:
    def __iter__(self): return self
    def __next__(self): return 7


def wrap3():
    yield from NoSend()


g = wrap3()
next(g)
try:
    g.send(1)
except AttributeError as e:
    print("AttributeError", e)


# StopIteration values through `yield from`, nested.
def leaf(v):
    yield v
    return v * 2


def mid(v):
    a = yield from leaf(v)
    b = yield from leaf(a)
    return (a, b)


def top():
    r = yield from mid(1)
    return ("top", r)


g = top()
print(list(g))
g = top()
try:
    while True:
        next(g)
except StopIteration as e:
    print("value", e.value)


def ret_stop():
    return StopIteration("x")
    yield


def gen_returning_tuple():
    return (1, 2)
    yield


def user():
    r = yield from gen_returning_tuple()
    s = yield from ret_stop()
    yield r, type(s).__name__


print(list(user()))


# close() of a generator that yields in finally / in except GeneratorExit.
def yields_in_finally():
    try:
        yield 1
    finally:
        yield 2


def yields_in_except():
    try:
        yield 1
    except GeneratorExit:
        yield 2


def returns_in_except():
    try:
        yield 1
    except GeneratorExit:
        return "ignored value"


def raises_other():
    try:
        yield 1
    except GeneratorExit:
        raise ValueError("from close")


for fn in (yields_in_finally, yields_in_except, returns_in_except, raises_other):
    g = fn()
    next(g)
    try:
        print(fn.__name__, "close ->", g.close())
    except BaseException as e:
        print(fn.__name__, type(e).__name__, e)
    try:
        print("  after", next(g))
    except BaseException as e:
        print("  after", type(e).__name__, e)


# The same through yield from: the delegating generator's close reaches the inner one.
def outer_of(fn):
    yield from fn()


for fn in (yields_in_finally, yields_in_except, returns_in_except, raises_other):
    g = outer_of(fn)
    next(g)
    try:
        print("via yield from", fn.__name__, "close ->", g.close())
    except BaseException as e:
        print("via yield from", fn.__name__, type(e).__name__, e)


# throw() into a generator that catches and yields, repeatedly; gi_running/gi_frame states.
def catcher():
    n = 0
    while True:
        try:
            yield n
        except ZeroDivisionError:
            n += 10
        except IndexError:
            return "bye"


g = catcher()
print(next(g), g.throw(ZeroDivisionError), g.throw(ZeroDivisionError()), next(g))
try:
    g.throw(IndexError)
except StopIteration as e:
    print("returned", e.value)
print(g.gi_frame, g.gi_running)
try:
    g.throw(ValueError("after end"))
except ValueError as e:
    print("closed generator throw", e)
print(g.close())

# throw with a traceback argument and with a non-exception.
g = catcher()
next(g)
try:
    g.throw(42)
except TypeError as e:
    print("TypeError", e)
try:
    g.throw(ValueError, ValueError("inst"))
except ValueError as e:
    print("ValueError", e)


# A generator closing itself / throwing into itself while running.
def selfref():
    yield me.throw(ValueError)


me = selfref()
try:
    next(me)
except ValueError as e:
    print("ValueError", e)


def selfclose():
    me2.close()
    yield


me2 = selfclose()
try:
    next(me2)
except ValueError as e:
    print("ValueError", e)
