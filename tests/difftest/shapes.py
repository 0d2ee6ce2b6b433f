"""The exact function endings of issue 19, written by hand; every run of the differential
tester runs these first (ids shape:NAME). Each function is called with falsy and truthy
arguments, so both the returning path and the path that reaches the end (implicit
`return None`) run."""
from gen import PRELUDE

_CALLS = '''
for v in (0, 1, '', 'a', None, [], [0], False, True):
    show('f', f, v)
'''

_GEN_CALLS = '''
for v in (0, 1, '', None, [], True):
    showgen('g', 0, g, v)
'''

_BODIES = {
    'if_return': '''
def f(x):
    if x:
        return 1
''',
    'if_return_after_code': '''
def f(x):
    y = [x]
    if x:
        return y
''',
    'if_elif_return': '''
def f(x):
    if x == 1:
        return 'one'
    elif x:
        return 'other'
''',
    'if_nested_return': '''
def f(x):
    if x is not None:
        if x:
            return 'yes'
''',
    'if_falls_through_before_returning_else': '''
def f(x):
    if x:
        y = 1
    else:
        return 2
''',
    'if_print_before_returning_else': '''
def f(x):
    if x:
        print('then', x)
    else:
        return 'else'
''',
    'for_else_return_left_by_break': '''
def f(x):
    for i in range(3):
        if x:
            break
    else:
        return 'exhausted'
''',
    'while_else_return_left_by_break': '''
def f(x):
    i = 0
    while i < 3:
        i += 1
        if x:
            break
    else:
        return 'exhausted'
''',
    'while_true_break': '''
def f(x):
    while True:
        if x:
            return 1
        break
''',
    'return_then_pass': '''
def f(x):
    if x:
        return 1
        pass
''',
    'return_then_pass_at_end': '''
def f(x):
    return x
    pass
''',
    'return_then_global': '''
def f(x):
    if x:
        return 1
    global some_unused_name
''',
    'return_then_global_at_end': '''
def f(x):
    return [x]
    global some_unused_name
''',
    'return_then_docstring': '''
def f(x):
    if x:
        return 1
    """not a docstring"""
''',
    'return_then_docstring_at_end': '''
def f(x):
    return (x,)
    "still not a docstring"
''',
    'try_return_except_pass': '''
def f(x):
    try:
        if x:
            return 1
    except ValueError:
        pass
''',
    'try_finally_return_inside': '''
def f(x):
    try:
        if x:
            return 1
    finally:
        print('finally', x)
''',
    'with_if_return': '''
def f(x):
    with CM('c', False):
        if x:
            return 1
''',
    'generator_if_return': '''
def g(x):
    yield 1
    if x:
        return 'r'
''',
    'generator_if_return_no_value': '''
def g(x):
    yield x
    if x:
        return
''',
    'generator_for_else_return': '''
def g(x):
    for i in range(2):
        yield i
        if x:
            break
    else:
        return 'exhausted'
''',
    'method_if_return': '''
class K:
    def m(self, x):
        if x:
            return 1
    def n(self, x):
        if x:
            y = 1
        else:
            return 2
    def w(self, x):
        for i in range(2):
            if x:
                break
        else:
            return 3
f = lambda x: (K().m(x), K().n(x), K().w(x))
''',
    'method_generator_if_return': '''
class K:
    def g(self, x):
        yield 1
        if x:
            return 2
g = K().g
''',
    'nested_function_if_return': '''
def f(x):
    def inner(y):
        if y:
            return 'inner'
    def inner2(y):
        if y:
            z = 1
        else:
            return 'else'
    return inner(x), inner2(x), inner(not x)
''',
    'closure_nonlocal_if_return': '''
def f(x):
    c = 0
    def bump(y):
        nonlocal c
        c += 1
        if y:
            return c
    return bump(x), bump(x), c
''',
    'lambda_conditional': '''
f = lambda x: (lambda y: y if y else None)(x)
''',
    'staticmethod_classmethod_if_return': '''
class K:
    @staticmethod
    def s(x):
        if x:
            return 's'
    @classmethod
    def c(cls, x):
        if x:
            return cls.__name__
f = lambda x: (K.s(x), K.c(x))
''',
    'return_in_finally_with_break': '''
def f(x):
    for i in range(3):
        try:
            if x:
                return i
        finally:
            if i == 1:
                break
''',
    'continue_in_finally': '''
def f(x):
    out = []
    for i in range(3):
        try:
            if x:
                continue
            out.append(i)
        finally:
            out.append(-i)
            continue
    if out:
        return out
''',
}

SHAPES = []
for _name, _body in _BODIES.items():
    _calls = _GEN_CALLS if 'generator' in _name else _CALLS
    SHAPES.append((_name, PRELUDE + _body + _calls))
