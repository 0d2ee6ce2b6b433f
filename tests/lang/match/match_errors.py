# SyntaxErrors of invalid patterns and the runtime errors of class and mapping patterns,
# with CPython 3.11's messages and positions.
sources = [
    "match x:\n case y: pass\n case 1: pass",
    "match x:\n case _: pass\n case 1: pass",
    "match x:\n case y if y: pass\n case 1: pass",
    "match x:\n case 1 | y: pass",
    "match x:\n case y | 1: pass",
    "match x:\n case _ | 1: pass",
    "match x:\n case [a, a]: pass",
    "match x:\n case [a, *b, *c]: pass",
    "match x:\n case {1: a, 1: b}: pass",
    "match x:\n case {'a': a, **a}: pass",
    "match x:\n case C(a=1, a=2): pass",
    "match x:\n case C(a=1, 2): pass",
    "match x:\n case C(a=1, 2, b=3, 4): pass",
    "match x:\n case 1+1: pass",
    "match x:\n case 1j+1j: pass",
    "match x:\n case -1j+1: pass",
    "match x:\n case f'a': pass",
    "match x:\n case *a: pass",
    "match x:\n case {**_}: pass",
    "match x:\n case a as _: pass",
    "match x:\n case a as 1: pass",
    "match x:\n case a as b.c: pass",
    "match x:\n case (a as b) | c: pass",
    "match x:\n case a | b: pass",
    "match x:\n case [x] | (y): pass",
    "match x:\n case {**r, 'a': 1}: pass",
    "match x\n case 1: pass",
    "match x:\ncase 1: pass",
    "match x:\n case 1:\n pass",
    "match x:\n case 1\n  pass",
    "match x:\n case __debug__: pass",
    "match x:\n case C(__debug__=1): pass",
    "match x:\n case -x: pass",
    "match x:\n case (1 | y) as z: pass\n case 2: pass",
    "match x:\n case [y]: pass\n case z: pass\n case 3: pass",
    "match x:\n case {1: _, 1.0: _}: pass",
    "match x:\n case {'a': _, 'a': _}: pass",
    "match x:\n case {-0: _, 0: _}: pass",
    "match x:\n  case 0 | x as y: pass",
    "match x:\n  case (x | y) as y: pass",
    "match x:\n  case y | 1 as z: pass\n  case 2: pass",
    "match x:\n  case [*_, *_]: pass",
    "match x:\n  case C(x, x): pass",
    "match x:\n  case {**x, 'a': x}: pass",
    "match x:\n case b'a' 'b': pass",
    "match *x:\n case _: pass",
    "match x:\n  pass",
    "match x:\n  case [a, (b | c)]: pass",
    "match x:\n  case [a, b] | [b, a]: pass",
    "match x:\n  case [a, b] | [b, c]: pass",
    "match x:\n  case [a, (a | b)]: pass",
    "match x:\n  case {'k': a} | [a]: pass\n  case {'k': b} | [a]: pass",
    "match x:\n  case [1, 2] as x as y: pass",
    "match x:\n  case 1 if x: pass\n  case _: pass\n  case _: pass",
    "match x:\n  case C(1)(2): pass",
    "match x:\n  case {'a' : 1, }: pass\n  case (1, ): pass\n  case [1, ]: pass",
]
for source in sources:
    try:
        compile(source, "<case>", "exec")
        print("compiles:", repr(source))
    except SyntaxError as e:
        print(type(e).__name__, repr(e.msg), e.lineno, e.offset, repr(source))


def run(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__, e)


class A:
    pass
class ListArgs:
    __match_args__ = ["a"]
class IntArgs:
    __match_args__ = (1,)
class Twice:
    __match_args__ = ("a", "a")
    a = 1
class One:
    __match_args__ = ("a",)
    a = 1
class Raising:
    __match_args__ = ("boom",)
    @property
    def boom(self):
        raise KeyError("from property")
class Missing:
    __match_args__ = ("nothere",)

def not_a_type():
    match 1:
        case len():
            return 1
def no_match_args():
    match A():
        case A(1):
            return 1
def list_match_args():
    match ListArgs():
        case ListArgs(1):
            return 1
def int_match_args():
    match IntArgs():
        case IntArgs(1):
            return 1
def twice():
    match Twice():
        case Twice(1, 2):
            return 1
def positional_and_keyword():
    match One():
        case One(1, a=2):
            return 1
def builtin_too_many():
    match 5:
        case int(1, 2):
            return 1
def raising_attribute():
    match Raising():
        case Raising(1):
            return 1
def missing_attribute():
    match Missing():
        case Missing(1):
            return "matched"
        case _:
            return "missing attribute fails the pattern"
def unhashable_key():
    class N:
        a = []
    match {1: 2}:
        case {N.a: 1}:
            return 1
def duplicate_value_keys():
    class N:
        a = 1
        b = 1.0
    match {1: 2, 3: 4}:
        case {N.a: 1, N.b: 2}:
            return 1
def not_a_type_no_instance():
    match "s":
        case str.upper():
            return 1
def zero_args_of_non_type():
    t = (int,)
    match 3:
        case t():
            return 1
def instancecheck():
    class Meta(type):
        def __instancecheck__(cls, obj):
            return obj == "yes"
    class Any(metaclass=Meta):
        pass
    out = []
    for v in ["yes", "no"]:
        match v:
            case Any():
                out.append(v)
    return out
def guard_raises():
    match 1:
        case x if 1 / 0:
            return x
def len_raises():
    class Bad(list):
        def __len__(self):
            raise RuntimeError("no len")
    match Bad([1]):
        case [x]:
            return x

for f in [not_a_type, no_match_args, list_match_args, int_match_args, twice,
          positional_and_keyword, builtin_too_many, raising_attribute, missing_attribute,
          unhashable_key, duplicate_value_keys, not_a_type_no_instance, zero_args_of_non_type,
          instancecheck, guard_raises, len_raises]:
    run(f.__name__, f)
