# inspect: signature and parameters, predicates, getmembers, getdoc.
import inspect
import functools
from inspect import signature, Parameter


def show_error(fn):
    try:
        fn()
    except Exception as e:
        print(type(e).__name__, e)


def f(a, b=2, *args, c, d=4, **kwargs):
    """Do f.

        Indented more.
    Back.
    """


def g(x, y, /, z=None, *, w):
    pass


def annotated(a: int, b: str = "s", *rest: float) -> bool:
    pass


def nothing():
    pass


sig = signature(f)
print(sig)
print(repr(sig))
for name, p in sig.parameters.items():
    print(name, p.kind, p.default if p.default is not p.empty else "-", repr(p), str(p))
print(signature(g), signature(annotated), signature(nothing), signature(lambda x, *y: 0))
print([p.kind.description for p in signature(g).parameters.values()])
print(signature(annotated).return_annotation, signature(annotated).parameters["a"].annotation)
print(Parameter.POSITIONAL_ONLY < Parameter.KEYWORD_ONLY, repr(Parameter.VAR_KEYWORD),
      Parameter.empty, inspect.Signature.empty is Parameter.empty)
print(str(Parameter.POSITIONAL_OR_KEYWORD), int(Parameter.KEYWORD_ONLY))


class Point:
    """A point."""

    def __init__(self, x, y=0):
        self.x = x
        self.y = y

    def move(self, dx, dy=0):
        """Move it."""
        return dx

    def __call__(self, k):
        return k


print(signature(Point), signature(Point.move), signature(Point(1).move), signature(Point(1)))
print(signature(functools.partial(f, 1, c=3)), signature(functools.partial(g, 1, 2)))


@functools.wraps(f)
def wrapper(*args, **kwargs):
    return f(*args, **kwargs)


print(signature(wrapper), signature(wrapper, follow_wrapped=False))
show_error(lambda: signature(5))

ba = sig.bind(1, 2, 3, c=5, e=6)
print(ba, ba.args, ba.kwargs, ba.arguments)
ba = sig.bind(1, c=5)
ba.apply_defaults()
print(ba)
show_error(lambda: sig.bind())
show_error(lambda: sig.bind(1))
show_error(lambda: signature(nothing).bind(1))
show_error(lambda: signature(g).bind(1, 2, w=1, x=3))
show_error(lambda: signature(g).bind(1, y=2, w=1))
show_error(lambda: signature(lambda a: 0).bind(1, a=2))
print(signature(g).bind_partial(1))

p = Parameter("q", Parameter.KEYWORD_ONLY, default=3)
print(p, p.replace(name="r", default=None), p == Parameter("q", Parameter.KEYWORD_ONLY, default=3))
show_error(lambda: Parameter("1x", Parameter.POSITIONAL_ONLY))
show_error(lambda: Parameter("a", Parameter.VAR_POSITIONAL, default=1))
show_error(lambda: inspect.Signature([Parameter("a", Parameter.KEYWORD_ONLY),
                                      Parameter("b", Parameter.POSITIONAL_ONLY)]))
show_error(lambda: inspect.Signature([Parameter("a", Parameter.POSITIONAL_ONLY),
                                      Parameter("a", Parameter.KEYWORD_ONLY)]))
print(inspect.Signature([Parameter("a", Parameter.POSITIONAL_ONLY),
                         Parameter("b", Parameter.KEYWORD_ONLY)], return_annotation=int))


def gen():
    yield 1


print(inspect.isfunction(f), inspect.isfunction(len), inspect.isclass(Point),
      inspect.isclass(Point(1)), inspect.ismodule(inspect), inspect.ismethod(Point(1).move),
      inspect.ismethod(Point.move), inspect.isgenerator(gen()), inspect.isgeneratorfunction(gen),
      inspect.isgeneratorfunction(f), inspect.isbuiltin(len), inspect.isroutine(f),
      inspect.isroutine(len), inspect.iscoroutinefunction(f))
print(inspect.getdoc(f))
print(inspect.getdoc(Point), inspect.getdoc(Point.move), inspect.getdoc(nothing))
print(inspect.cleandoc("  first\n    second\n      third\n"))


class Members:
    b = 2
    a = 1

    def meth(self):
        pass


print([name for name, v in inspect.getmembers(Members) if not name.startswith("__")])
print([name for name, v in inspect.getmembers(Members, inspect.isfunction)])
obj = Members()
obj.z = 9
print([(n, v) for n, v in inspect.getmembers(obj) if not n.startswith("_") and not callable(v)])
print(inspect.getsource(nothing), end="")
print(inspect.getsourcelines(gen)[1] > 0, inspect.getfile(f) == __file__)
