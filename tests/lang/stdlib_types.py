# types: SimpleNamespace and the built-in type names.
import types
import sys
from types import SimpleNamespace


def show_error(fn):
    try:
        fn()
    except Exception as e:
        print(type(e).__name__, e)


ns = SimpleNamespace(a=1, b="x")
print(ns, ns.a, ns.b)
ns.c = [1]
del ns.a
print(ns, vars(ns))
print(SimpleNamespace(), SimpleNamespace(x=1) == SimpleNamespace(x=1),
      SimpleNamespace(x=1) == SimpleNamespace(x=2), SimpleNamespace(x=1) != SimpleNamespace(x=1))
show_error(lambda: SimpleNamespace(1))
show_error(lambda: ns.missing)


class Sub(SimpleNamespace):
    pass


print(Sub(q=2))


def f():
    pass


def gen():
    yield 1


class C:
    def m(self):
        pass


print(isinstance(f, types.FunctionType), isinstance(lambda: 0, types.LambdaType),
      isinstance(gen(), types.GeneratorType), isinstance(C().m, types.MethodType),
      isinstance(len, types.BuiltinFunctionType), isinstance(sys, types.ModuleType),
      isinstance(None, types.NoneType), isinstance(f.__code__, types.CodeType),
      isinstance([].append, types.BuiltinMethodType))
print(types.FunctionType.__name__, types.GeneratorType.__name__, types.MethodType.__name__,
      types.ModuleType.__name__, types.NoneType.__name__, types.BuiltinFunctionType.__name__)
print(types.FunctionType is types.LambdaType, isinstance(f, types.MethodType),
      isinstance(C.m, types.FunctionType))
m = types.ModuleType("mymod")
m.x = 5
print(m.__name__, m.x)
try:
    raise ValueError("v")
except ValueError as e:
    print(isinstance(e.__traceback__, types.TracebackType),
          isinstance(e.__traceback__.tb_frame, types.FrameType))
bound = types.MethodType(lambda self, y: (self, y), "obj")
print(bound(2))
