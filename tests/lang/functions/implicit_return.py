# The implicit `return None` at the end of a function body, for every shape whose last
# emitted instruction is a return although the end of the body is still reachable
# (issue 19: these ran past the end of the code object). Each function is called on the
# path that falls off the end and on the path that returns.


def if_return(x):
    if x:
        return 1


def if_elif_return(x):
    if x == 1:
        return "one"
    elif x == 2:
        return "two"


def falls_through_before_returning_else(x):
    if x:
        y = x + 1
    else:
        return "else"


def nested_if_return(x, y):
    if x:
        if y:
            return "both"


def for_else_return(xs, stop):
    for v in xs:
        if v == stop:
            break
    else:
        return "no break"


def while_else_return(n, stop):
    i = 0
    while i < n:
        if i == stop:
            break
        i += 1
    else:
        return "exhausted"


def for_return_inside(xs):
    for v in xs:
        if v < 0:
            return v


def while_return_inside(n):
    while n > 0:
        n -= 1
        if n == 7:
            return n


def try_return(x):
    try:
        if x:
            return "try"
    except ValueError:
        return "except"


def try_except_return(x):
    try:
        if x:
            raise ValueError
    except ValueError:
        return "caught"


def try_finally_return(x, log):
    try:
        if x:
            return "try"
    finally:
        log.append("finally")


def with_return(x, log):
    class CM:
        def __enter__(self):
            log.append("enter")

        def __exit__(self, *exc):
            log.append("exit")

    with CM():
        if x:
            return "with"


def trailing_pass(x):
    if x:
        return 1
    pass


def trailing_global(x):
    if x:
        return 1
    global G


def docstring_then_return():
    """Only a docstring and a conditional return."""
    if G:
        return 1


def only_docstring():
    """Nothing else."""


def genr(x):
    yield 0
    if x:
        return 5


def gen_for_else(xs):
    for v in xs:
        yield v
        if v == 2:
            break
    else:
        return "done"


class Shapes:
    def method(self, x):
        if x:
            return "method"

    @staticmethod
    def static(x):
        for _ in range(x):
            return "loop"

    @classmethod
    def klass(cls, x):
        if x:
            pass
        else:
            return cls.__name__

    @property
    def prop(self):
        if self is None:
            return 1


def outer(x):
    def inner():
        if x:
            return "inner"

    return inner()


lam = lambda x: (1 if x else None)

G = 0
print(if_return(0), if_return(1))
print(if_elif_return(0), if_elif_return(1), if_elif_return(2))
print(falls_through_before_returning_else(1), falls_through_before_returning_else(0))
print(nested_if_return(1, 0), nested_if_return(0, 1), nested_if_return(1, 1))
print(for_else_return([1, 2, 3], 2), for_else_return([1, 2, 3], 9))
print(while_else_return(5, 2), while_else_return(5, 9))
print(for_return_inside([1, 2]), for_return_inside([1, -2]))
print(while_return_inside(3), while_return_inside(9))
print(try_return(0), try_return(1))
print(try_except_return(0), try_except_return(1))
log = []
print(try_finally_return(0, log), try_finally_return(1, log), log)
log = []
print(with_return(0, log), with_return(1, log), log)
print(trailing_pass(0), trailing_pass(1))
print(trailing_global(0), trailing_global(1))
print(docstring_then_return(), only_docstring())
G = 1
print(docstring_then_return())


def drain(g):
    out = []
    try:
        while True:
            out.append(next(g))
    except StopIteration as e:
        out.append(("stop", e.value))
    return out


print(drain(genr(0)), drain(genr(1)))
print(drain(gen_for_else([1, 2, 3])), drain(gen_for_else([1])))
s = Shapes()
print(s.method(0), s.method(1), Shapes.static(0), Shapes.static(3))
print(Shapes.klass(1), Shapes.klass(0), s.prop)
print(outer(0), outer(1), lam(0), lam(1))
# Called many times: a function that ran past its end used to corrupt the heap.
print(sum(1 for i in range(2000) if if_return(i % 2) is None))
