"""Seeded generator of small Python programs for the differential tester (tests/difftest).

generate(seed) returns the source of one program. The same seed always gives the same
program (random.Random seeded with a string is deterministic across runs and machines).

Contract of a generated program:
- valid CPython 3.11 source using only what TensorPy implements (no imports, no async,
  no complex, no sets printed in hash order, no object addresses printed);
- terminates: every loop is bounded (range, a literal, or a while counter stepped by a
  walrus in the condition), calls only reach functions defined earlier (no recursion),
  calls and `yield from` never sit inside loops (no exponential call trees);
- deterministic output: everything observable is printed with print(): return values,
  exceptions (type and message), generator items and return values, variable values;
- every generator is run to its end or closed explicitly (TensorPy does not finalize an
  abandoned generator when its last reference goes, docs/differences.md).

Shapes covered: nested if/elif/else; for/while loops with break/continue/else; try with
except/else/finally and return/break/continue inside finally; with (a context manager
that may swallow the exception); closures with nonlocal; lambdas; generators with
yield, `x = yield`, yield from, send and throw; comprehensions and walrus; global;
decorators; an exception subclass; match statements (literal, or, capture, wildcard,
sequence with star, mapping with **rest, class patterns with __match_args__ and keywords,
`as`, guards) over ints, lists, tuples, dicts and P instances; `while True` left by break; tuple/star unpacking;
f-strings; returns in random places; and the function endings of issue 19 (the end of the
function reachable after a trailing `if x: return`, an if-branch falling through before a returning else,
for/while-else returning when left by break, pass/global/docstring after a return), in
functions, generators, methods and nested functions.
"""
import random
from collections import namedtuple

# Printed helpers every program starts with (kept in the program text so that a minimised
# program is self-contained; the minimiser drops the parts it does not need).
PRELUDE = '''\
def show(label, f, *a):
    try:
        r = f(*a)
    except Exception as e:
        print(label, 'raised', type(e).__name__, e)
    else:
        print(label, '->', repr(r))

def showgen(label, mode, f, *a):
    out = []
    try:
        g = f(*a)
        out.append(next(g))
        for k in range(30):
            if mode == 1:
                out.append(g.send(k))
            elif mode == 2 and k == 1:
                out.append(g.throw(ValueError('thrown')))
            else:
                out.append(next(g))
        g.close()
        print(label, 'yielded', out, 'closed')
    except StopIteration as e:
        print(label, 'yielded', out, 'returned', repr(e.value))
    except Exception as e:
        print(label, 'yielded', out, 'raised', type(e).__name__, e)

def deco(f):
    def wrapper(*a, **k):
        print('call', f.__name__)
        return f(*a, **k)
    return wrapper

class Err(ValueError):
    pass

class P:
    __match_args__ = ('x', 'y')
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return 'P(%r, %r)' % (self.x, self.y)

class CM:
    def __init__(self, name, swallow):
        self.name = name
        self.swallow = swallow
    def __enter__(self):
        print('enter', self.name)
        return self.name
    def __exit__(self, t, v, tb):
        print('exit', self.name, t.__name__ if t else None, v)
        return self.swallow
'''

# Values a function's first parameter `x` is called with (truthy and falsy ones).
X_VALUES = ['0', '1', "''", "'ab'", 'None', '[]', '[3]', 'True', 'False', '2', '-1', '()']
FALSY_X = ['0', "''", 'None', '[]', 'False', '()']

# loop: break/continue allowed; func: return allowed; gen: yield allowed;
# exc: name bound by the enclosing except clause (or None); ivars: loop variables in scope;
# calls: calls allowed here (not inside a loop).
Ctx = namedtuple('Ctx', 'loop func gen exc ivars calls')


class Scope:
    """Names usable in one function body (or the module)."""

    def __init__(self, kind, reads, targets, lst='lst', s='s'):
        self.kind = kind          # 'module', 'func', 'gen', 'method', 'inner'
        self.reads = list(reads)  # int-valued names that may be read
        self.targets = list(targets)  # int-valued names that may be assigned
        self.lst = lst            # a list of ints
        self.s = s                # a str
        self.calls_left = 2       # call sites of earlier functions still allowed
        self.has_yield = False


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.n_label = 0
        self.n_name = 0
        self.funcs = []   # (name, is_generator) of top-level functions defined so far

    # ---- helpers
    def label(self):
        self.n_label += 1
        return 'p%d' % self.n_label

    def fresh(self, prefix):
        self.n_name += 1
        return '%s%d' % (prefix, self.n_name)

    def chance(self, p):
        return self.r.random() < p

    def pick(self, weighted):
        total = sum(w for _, w in weighted)
        x = self.r.random() * total
        for item, w in weighted:
            x -= w
            if x < 0:
                return item
        return weighted[-1][0]

    @staticmethod
    def indent(lines):
        return ['    ' + ln for ln in lines]

    # ---- expressions
    def name(self, sc, ctx):
        names = sc.reads + list(ctx.ivars)
        return self.r.choice(names)

    def iexpr(self, sc, ctx, d=0):
        r = self.r
        c = r.random()
        if d >= 2 or c < 0.35:
            return self.name(sc, ctx) if self.chance(0.75) else str(r.randint(-2, 5))
        if c < 0.55:
            return '%s %s %s' % (self.iexpr(sc, ctx, d + 1), r.choice('+-+'),
                                 self.iexpr(sc, ctx, d + 1))
        if c < 0.62:
            return '(%s * %d %% %d)' % (self.iexpr(sc, ctx, d + 1), r.randint(0, 3),
                                         r.randint(2, 9))
        if c < 0.68:
            return 'len(%s)' % sc.lst
        if c < 0.76:
            return '(%s if %s else %s)' % (self.iexpr(sc, ctx, d + 1), self.cond(sc, ctx, d + 1),
                                           self.iexpr(sc, ctx, d + 1))
        if c < 0.81:
            return '%s(%s, %s)' % (r.choice(['min', 'max']), self.iexpr(sc, ctx, d + 1),
                                   self.iexpr(sc, ctx, d + 1))
        if c < 0.86:
            return 'sum(v * %d for v in range(%s %% 4))' % (r.randint(1, 3), self.name(sc, ctx))
        if c < 0.91 and sc.targets:
            return '(%s := %s)' % (r.choice(sc.targets), self.iexpr(sc, ctx, d + 1))
        if c < 0.93:
            return r.choice(['G0', 'G1'])
        if c < 0.95:
            return r.choice(['(%s %% 5) ** 2', '-%s %% 3', '%s // -2', 'abs(%s)']) % self.name(sc, ctx)
        return '%s // %s' % (self.iexpr(sc, ctx, d + 1), self.r.choice(['2', '3', '-2', '(n - n)']))

    def cond(self, sc, ctx, d=0):
        r = self.r
        c = r.random()
        if c < 0.25:
            return 'x' if self.chance(0.6) else 'not x'
        if c < 0.55:
            return '%s %s %s' % (self.iexpr(sc, ctx, d + 1), r.choice(['<', '>', '==', '!=', '<=']),
                                 self.iexpr(sc, ctx, d + 1))
        if c < 0.65:
            return '%s %% 2' % self.name(sc, ctx)
        if c < 0.75:
            return '%s %s %s' % (self.cond(sc, ctx, d + 2), r.choice(['and', 'or']),
                                 self.cond(sc, ctx, d + 2))
        if c < 0.82:
            return '%s' % sc.lst
        if c < 0.88 and sc.targets:
            return '(%s := %s) > %d' % (r.choice(sc.targets), self.iexpr(sc, ctx, d + 1),
                                        r.randint(0, 4))
        if c < 0.92:
            return '%s in %s' % (self.iexpr(sc, ctx, d + 1), sc.lst)
        if c < 0.96:
            return '%d %s %s %s %d' % (r.randint(-1, 2), r.choice(['<', '<=']), self.name(sc, ctx),
                                      r.choice(['<', '<=', '!=']), r.randint(1, 5))
        return 'not %s' % self.name(sc, ctx)

    def rexpr(self, sc, ctx):
        """A return value."""
        return self.pick([
            (lambda: self.iexpr(sc, ctx), 5), (lambda: 'None', 1), (lambda: '', 1),
            (lambda: '(%s, %s)' % (self.iexpr(sc, ctx), sc.s), 1),
            (lambda: '%s[:]' % sc.lst, 1), (lambda: 'x', 1),
            (lambda: '[%s for v in range(3)]' % self.iexpr(sc, ctx), 0.5),
        ])()

    def iterable(self, sc, ctx):
        r = self.r
        return self.pick([
            ('range(%d)' % r.randint(0, 4), 3),
            ('range(%s %% 4)' % self.name(sc, ctx), 2),
            ('[%d, %d, %d]' % (r.randint(-1, 3), r.randint(0, 5), r.randint(0, 2)), 1),
            ('%s[:]' % sc.lst, 1),
            ('(%d, %d)' % (r.randint(0, 3), r.randint(0, 3)), 0.5),
        ])

    # ---- statements
    def block(self, sc, ctx, depth, lo=1, hi=3):
        out = []
        for _ in range(self.r.randint(lo, hi)):
            out += self.stmt(sc, ctx, depth)
        return out or ['pass']

    def guarded(self, sc, ctx, line):
        if self.chance(0.65):
            return ['if %s:' % self.cond(sc, ctx)] + self.indent([line])
        return [line]

    def stmt(self, sc, ctx, depth):
        opts = [('print', 3), ('assign', 3), ('aug', 2), ('mutate', 1), ('pass', 0.2),
                ('raise', 0.7), ('comp', 1), ('assert', 0.2), ('misc', 0.8)]
        if depth < 3:
            opts += [('if', 3), ('for', 2), ('while', 1.2), ('try', 2), ('with', 0.8),
                     ('match', 1.2)]
        if ctx.loop:
            opts += [('break', 1.2), ('continue', 0.9)]
        if ctx.func:
            opts += [('return', 1.3)]
        if ctx.gen:
            opts += [('yield', 3), ('yieldrecv', 0.7)]
            if ctx.calls and sc.calls_left:
                opts += [('yieldfrom', 1)]
        if ctx.func and depth < 2 and sc.kind in ('func', 'gen', 'method'):
            opts += [('inner', 0.7), ('lambda', 0.5)]
        if ctx.calls and sc.calls_left and self.funcs:
            opts += [('call', 0.8)]
        return getattr(self, 's_' + self.pick(opts))(sc, ctx, depth)

    def s_print(self, sc, ctx, depth):
        args = [self.iexpr(sc, ctx) for _ in range(self.r.randint(1, 2))]
        if self.chance(0.3):
            args.append(sc.s)
        if self.chance(0.2):
            args.append(sc.lst)
        if ctx.exc and self.chance(0.5):
            args.append('type(%s).__name__, %s' % (ctx.exc, ctx.exc))
        return ['print(%r, %s)' % (self.label(), ', '.join(args))]

    def s_assign(self, sc, ctx, depth):
        if self.chance(0.2):
            return ['%s = %s + %r' % (sc.s, sc.s, self.r.choice('xyz'))]
        return ['%s = %s' % (self.r.choice(sc.targets), self.iexpr(sc, ctx))]

    def s_aug(self, sc, ctx, depth):
        if self.chance(0.15):
            return ['%s += %r' % (sc.s, self.r.choice(['a', 'b', 'cd']))]
        return ['%s %s= %d' % (self.r.choice(sc.targets), self.r.choice('+-+*'),
                               self.r.randint(1, 3))]

    def s_mutate(self, sc, ctx, depth):
        r = self.r
        return [r.choice([
            '%s.append(%s)' % (sc.lst, self.iexpr(sc, ctx)),
            '%s.pop()' % sc.lst,
            '%s.insert(0, %s)' % (sc.lst, self.iexpr(sc, ctx)),
            '%s[:] = %s[1:]' % (sc.lst, sc.lst),
            'del %s[0]' % sc.lst,
            '%s.extend(range(%d))' % (sc.lst, r.randint(0, 2)),
        ])]

    def s_misc(self, sc, ctx, depth):
        r = self.r
        t = r.choice(sc.targets) if sc.targets else None
        forms = ["print(%r, f'{%s}-{%s!r}-{%s:>3}')" % (self.label(), self.iexpr(sc, ctx), sc.s,
                                                       self.name(sc, ctx)),
                 '%s[0] += %d' % (sc.lst, r.randint(1, 3)),
                 'print(%r, %s[::-1], %s[1:], %s * 2)' % (self.label(), sc.lst, sc.s, sc.s),
                 'print(%r, [f() for f in [lambda: v for v in range(3)]], '
                 '[f() for f in [lambda v=v: v for v in range(3)]])' % self.label(),
                 'print(%r, %s or %s, %s and %s)' % (self.label(), sc.s, self.iexpr(sc, ctx), sc.lst,
                                                    self.iexpr(sc, ctx)),
                 'print(%r, [v for v in range(4) if (%s := v) %% 2], %s)' % (self.label(), t, t)
                 if t else 'pass']
        if t:
            u = r.choice(sc.targets)
            forms += ['%s, %s = %s, %s' % (t, u, self.iexpr(sc, ctx), self.iexpr(sc, ctx)),
                      '%s, *rest = %s + [%d]' % (t, sc.lst, r.randint(0, 3)),
                      '%s = %s = %s' % (t, u, self.iexpr(sc, ctx))]
        return [r.choice(forms)]

    def s_pass(self, sc, ctx, depth):
        return ['pass']

    def s_assert(self, sc, ctx, depth):
        return ['assert %s, %r' % (self.cond(sc, ctx), self.label())]

    def s_raise(self, sc, ctx, depth):
        r = self.r
        lab = self.label()
        options = [('raise ValueError(%r)' % lab, 2.5), ('raise Err(%r)' % lab, 0.5), ('raise KeyError(%s)' % self.iexpr(sc, ctx), 1),
                   ('raise TypeError(%r, %s)' % (lab, self.iexpr(sc, ctx)), 0.5),
                   ('print(%r, %s // (n - n))' % (lab, self.iexpr(sc, ctx)), 0.3),
                   ('print(%r, %s[%d])' % (lab, sc.lst, r.randint(0, 4)), 0.5)]
        if ctx.exc:
            options += [('raise RuntimeError(%r) from %s' % (lab, ctx.exc), 0.5)]
            if not ctx.gen:  # a generator resumed in an except block: docs/differences.md
                options += [('raise', 1)]
        return self.guarded(sc, ctx, self.pick(options))

    def s_break(self, sc, ctx, depth):
        return self.guarded(sc, ctx, 'break')

    def s_continue(self, sc, ctx, depth):
        return self.guarded(sc, ctx, 'continue')

    def s_return(self, sc, ctx, depth):
        return self.guarded(sc, ctx, ('return %s' % self.rexpr(sc, ctx)).rstrip())

    def s_yield(self, sc, ctx, depth):
        sc.has_yield = True
        return ['yield %s' % self.iexpr(sc, ctx)]

    def s_yieldrecv(self, sc, ctx, depth):
        sc.has_yield = True
        got = self.fresh('got')
        return ['%s = yield %s' % (got, self.iexpr(sc, ctx)), 'print(%r, %s)' % (self.label(), got)]

    def s_yieldfrom(self, sc, ctx, depth):
        sc.has_yield = True
        sc.calls_left -= 1
        gens = [f for f, is_gen in self.funcs if is_gen]
        if gens and self.chance(0.7):
            src = '%s(%s, %s)' % (self.r.choice(gens), self.r.choice(X_VALUES), self.iexpr(sc, ctx))
        else:
            src = self.r.choice(['range(%d)' % self.r.randint(0, 3), '%s[:]' % sc.lst])
        if self.chance(0.5):
            return ['print(%r, (yield from %s))' % (self.label(), src)]
        return ['yield from %s' % src]

    def s_call(self, sc, ctx, depth):
        sc.calls_left -= 1
        f, is_gen = self.r.choice(self.funcs)
        call = '%s(%s, %s)' % (f, self.r.choice(X_VALUES), self.iexpr(sc, ctx))
        if is_gen:
            call = 'list(%s)' % call
        return ['print(%r, %s)' % (self.label(), call)]

    def s_comp(self, sc, ctx, depth):
        r = self.r
        lab = self.label()
        e = self.iexpr(sc, ctx)
        forms = [
            'print(%r, {v: v + %s for v in range(%d)})' % (lab, e, r.randint(0, 3)),
            'print(%r, sum(v for v in %s if v %% 2))' % (lab, sc.lst),
            'print(%r, [w for v in range(3) for w in range(v) if w != %s])' % (lab, e),
            'print(%r, sorted({v %% 3 for v in %s}))' % (lab, sc.lst),
            'print(%r, [(v, w) for v, w in enumerate(%s)])' % (lab, self.iterable(sc, ctx)),
        ]
        if sc.kind != 'inner':  # an inner function only mutates the enclosing list
            forms.append('%s = [v * %d for v in range(%s %% 4) if v != %s]' % (
                sc.lst, r.randint(1, 3), self.name(sc, ctx), self.name(sc, ctx)))
        if sc.targets:
            t = r.choice(sc.targets)
            forms += [
                'print(%r, [(%s := %s + v) for v in range(%d)], %s)' % (lab, t, t, r.randint(0, 3), t),
                'print(%r, any((%s := v) > %d for v in %s), %s)' % (lab, t, r.randint(0, 3),
                                                                  self.iterable(sc, ctx), t),
            ]
        return [r.choice(forms)]

    def s_if(self, sc, ctx, depth):
        out = ['if %s:' % self.cond(sc, ctx)] + self.indent(self.block(sc, ctx, depth + 1))
        for _ in range(self.r.choice([0, 0, 1, 2])):
            out += ['elif %s:' % self.cond(sc, ctx)] + self.indent(self.block(sc, ctx, depth + 1))
        if self.chance(0.5):
            out += ['else:'] + self.indent(self.block(sc, ctx, depth + 1))
        return out

    def loop_else(self, sc, ctx, depth):
        if self.chance(0.35):
            return ['else:'] + self.indent(self.block(sc, ctx, depth + 1, 1, 2))
        return []

    def s_for(self, sc, ctx, depth):
        v = self.fresh('i')
        if self.chance(0.2):
            v2 = self.fresh('j')
            head = 'for %s, %s in enumerate(%s):' % (v, v2, self.iterable(sc, ctx))
            ivars = ctx.ivars + (v, v2)
        else:
            head = 'for %s in %s:' % (v, self.iterable(sc, ctx))
            ivars = ctx.ivars + (v,)
        inner = ctx._replace(loop=True, ivars=ivars, calls=False)
        return [head] + self.indent(self.block(sc, inner, depth + 1)) + self.loop_else(sc, ctx, depth)

    def s_while(self, sc, ctx, depth):
        w = self.fresh('w')
        inner = ctx._replace(loop=True, calls=False)
        k = self.r.randint(0, 4)
        c = self.r.random()
        if c < 0.5:
            head = ['%s = 0' % w, 'while (%s := %s + 1) <= %d:' % (w, w, k)]
            body = self.block(sc, inner, depth + 1)
        elif c < 0.75:
            head = ['%s = 0' % w, 'while True:']
            body = ['%s += 1' % w, 'if %s > %d:' % (w, k), '    break'] + self.block(sc, inner, depth + 1)
        else:
            head = ['%s = 0' % w, 'while %s < %d:' % (w, k)]
            body = ['%s += 1' % w] + self.block(sc, inner, depth + 1)
        return head + self.indent(body) + self.loop_else(sc, ctx, depth)

    def s_try(self, sc, ctx, depth):
        r = self.r
        out = ['try:'] + self.indent(self.block(sc, ctx, depth + 1))
        form = self.pick([('except', 3), ('finally', 1.5), ('both', 1.5)])
        if form in ('except', 'both'):
            for _ in range(r.choice([1, 1, 2])):
                exc = r.choice(['ValueError', 'KeyError', 'ZeroDivisionError', 'Exception', 'Err',
                                '(ValueError, TypeError)', 'IndexError', 'RuntimeError', None])
                if exc is None:
                    out += ['except:'] + self.indent(self.block(sc, ctx, depth + 1, 1, 2))
                    break
                e = self.fresh('e')
                hctx = ctx._replace(exc=e)
                out += ['except %s as %s:' % (exc, e)] + self.indent(self.block(sc, hctx, depth + 1, 1, 2))
            if self.chance(0.3):
                out += ['else:'] + self.indent(self.block(sc, ctx, depth + 1, 1, 2))
        if form in ('finally', 'both'):
            out += ['finally:'] + self.indent(self.block(sc, ctx, depth + 1, 1, 2))
        return out

    def s_match(self, sc, ctx, depth):
        """A match statement whose cases print what they captured."""
        r = self.r
        kind = r.choice(['int', 'seq', 'seq', 'dict', 'point'])
        e = lambda: self.iexpr(sc, ctx, 1)
        lit = lambda: str(r.randint(-1, 3))
        if kind == 'int':
            subject = e()
        elif kind == 'seq':
            subject = r.choice(['[%s, %s]' % (e(), e()), '%s[:]' % sc.lst, '(%s,)' % e(),
                                '[%s, %s, %s]' % (e(), lit(), e()), '%s, %s' % (e(), e()),
                                '[]', '%s[:%d]' % (sc.lst, r.randint(0, 3))])
        elif kind == 'dict':
            subject = r.choice(["{'a': %s, 'b': %s}" % (e(), e()), "{'a': %s}" % e(),
                                "dict(zip('ab', %s))" % sc.lst, "{'b': [%s]}" % e()])
        else:
            subject = 'P(%s, %s)' % (e(), r.choice([e(), '[%s]' % e(), "'s'"]))
        names = []

        def cap():
            v = self.fresh('m')
            names.append(v)
            return v

        def pattern(d=0):
            """(text, irrefutable)"""
            c = r.random()
            if d >= 2 or c < 0.25:
                k = r.choice(['lit', 'lit', 'cap', '_', 'None'])
                if k == 'cap':
                    return cap(), True
                return {'lit': lit, '_': lambda: '_', 'None': lambda: 'None'}[k](), k == '_'
            if c < 0.35:
                return ' | '.join(lit() for _ in range(r.randint(2, 3))), False
            if c < 0.55:
                items = [pattern(d + 1)[0] for _ in range(r.randint(0, 3))]
                if self.chance(0.4):
                    items.insert(r.randint(0, len(items)), '*' + r.choice(['_', cap()]))
                open_, close = r.choice([('[', ']'), ('(', ',)' if len(items) == 1 else ')')])
                return open_ + ', '.join(items) + close, False
            if c < 0.7:
                items = ["'%s': %s" % (k, pattern(d + 1)[0]) for k in r.sample('ab', r.randint(0, 2))]
                if self.chance(0.4):
                    items.append('**' + cap())
                return '{' + ', '.join(items) + '}', False
            if c < 0.82:
                args = [pattern(d + 1)[0] for _ in range(r.randint(0, 2))]
                if len(args) < 2 and self.chance(0.5):
                    args.append('y=' + pattern(d + 1)[0])
                return 'P(%s)' % ', '.join(args), False
            if c < 0.9:
                return r.choice(['int', 'list', 'tuple', 'str', 'dict']) + '(%s)' % (
                    cap() if self.chance(0.5) else ''), False
            inner, irrefutable = pattern(d + 1)
            return '(%s) as %s' % (inner, cap()), irrefutable

        cases = []
        for _ in range(r.randint(1, 3)):
            names.clear()
            p, irrefutable = pattern()
            # An irrefutable top-level pattern needs a guard unless it is the last case.
            guard = ''
            if irrefutable or self.chance(0.3):
                guard = ' if %s' % self.cond(sc, ctx)
            shown = ', '.join(names)
            body = ['print(%r%s)' % (self.label(), ', ' + shown if shown else '')]
            cases += ['case %s%s:' % (p, guard)] + self.indent(body + self.block(sc, ctx, depth + 1, 0, 2))
        if self.chance(0.5):
            cases += ['case %s:' % r.choice(['_', self.fresh('m')])] + self.indent(
                ['print(%r)' % self.label()] + self.block(sc, ctx, depth + 1, 0, 2))
        return ['match %s:' % subject] + self.indent(cases)

    def s_with(self, sc, ctx, depth):
        v = self.fresh('cm')
        head = 'with CM(%r, %s) as %s:' % (v, self.r.choice(['True', 'False']), v)
        body = ['print(%r, %s)' % (self.label(), v)] + self.block(sc, ctx, depth + 1)
        return [head] + self.indent(body)

    def s_inner(self, sc, ctx, depth):
        """A nested function (maybe a generator) closing over the enclosing scope."""
        name = self.fresh('inner')
        is_gen = self.chance(0.3)
        nonlocal_ = self.chance(0.5) and 'a' in sc.targets
        targets = ['m'] + (['a'] if nonlocal_ else [])
        reads = ['q', 'm', 'r'] + [t for t in sc.reads if t not in ('m', 'q', 'r')]
        isc = Scope('inner', reads, targets, lst=sc.lst, s='t')
        isc.calls_left = 0
        ictx = Ctx(loop=False, func=True, gen=is_gen, exc=None, ivars=(), calls=False)
        body = (['nonlocal a'] if nonlocal_ else []) + ['m = q + 1', "t = ''"]
        blk = self.block(isc, ictx, 2, 1, 3)
        if is_gen and not isc.has_yield:
            blk = blk + ['yield m'] if self.chance(0.5) else ['yield m'] + blk
        body += blk + self.tail(isc, ictx)
        call = '%s(%s)' % (name, self.iexpr(sc, ctx))
        if self.chance(0.4):
            call = call[:-1] + ', r=%d)' % self.r.randint(-1, 3)
        if is_gen:
            call = 'list(%s)' % call
        head = 'def %s(q, r=%d):' % (name, self.r.randint(0, 2))
        if self.chance(0.2):
            head = '@deco\n' + head
        return head.split('\n') + self.indent(body) + [
            'print(%r, %s)' % (self.label(), call),
            'print(%r, %s)' % (self.label(), call.replace('%s(' % name, '%s(-1 + ' % name))]

    def s_lambda(self, sc, ctx, depth):
        name = self.fresh('lam')
        lsc = Scope('lambda', ['q'] + sc.reads, [], lst=sc.lst, s=sc.s)
        lctx = Ctx(loop=False, func=False, gen=False, exc=None, ivars=(), calls=False)
        body = self.r.choice([
            '%s if %s else %s' % (self.iexpr(lsc, lctx, 1), self.cond(lsc, lctx, 1), self.iexpr(lsc, lctx, 1)),
            '(q, %s)' % self.iexpr(lsc, lctx, 1),
            'q + %s if x else None' % self.iexpr(lsc, lctx, 1),
            '[q * v for v in range(%d)]' % self.r.randint(0, 3),
        ])
        return ['%s = lambda q: %s' % (name, body),
                'print(%r, %s(%s), %s(0))' % (self.label(), name, self.iexpr(sc, ctx), name)]

    # ---- function endings (issue 19)
    def tail(self, sc, ctx):
        r = self.r
        kind = self.pick([('if_return', 3), ('if_fall_else_return', 2), ('for_else_return', 1.5),
                          ('while_else_return', 1.5), ('return_pass', 1), ('return_global', 1),
                          ('return_doc', 1), ('elif_returns', 1.5), ('try_return', 1),
                          ('with_return', 1), ('nested_if_return', 1), ('loop_return', 1),
                          ('plain_return', 0.5), ('none', 1), ('if_return_else_fall', 1)])
        e = lambda: ('return %s' % self.rexpr(sc, ctx)).rstrip()  # noqa: E731
        nc = ctx._replace(calls=False)
        if kind == 'if_return':
            return ['if %s:' % self.cond(sc, ctx), '    ' + e()]
        if kind == 'if_fall_else_return':
            return (['if %s:' % self.cond(sc, ctx)] + self.indent(self.block(sc, nc._replace(func=False), 3, 1, 2))
                    + ['else:', '    ' + e()])
        if kind == 'if_return_else_fall':
            return (['if %s:' % self.cond(sc, ctx), '    ' + e(), 'else:']
                    + self.indent(self.block(sc, nc._replace(func=False), 3, 1, 2)))
        if kind == 'for_else_return':
            v = self.fresh('i')
            lctx = nc._replace(loop=True, ivars=ctx.ivars + (v,))
            return (['for %s in %s:' % (v, self.iterable(sc, ctx))]
                    + self.indent(['if %s:' % self.cond(sc, lctx), '    break'] + self.block(sc, lctx, 3, 0, 1))
                    + ['else:', '    ' + e()])
        if kind == 'while_else_return':
            w = self.fresh('w')
            return (['%s = 0' % w, 'while (%s := %s + 1) <= %d:' % (w, w, r.randint(0, 3))]
                    + self.indent(['if %s:' % self.cond(sc, ctx), '    break'])
                    + ['else:', '    ' + e()])
        if kind == 'return_pass':
            return [e(), 'pass']
        if kind == 'return_global':
            return [e(), 'global %s' % self.fresh('GT')]
        if kind == 'return_doc':
            return [e(), r.choice(['"""trailing docstring"""', "'doc'"])]
        if kind == 'elif_returns':
            out = ['if %s:' % self.cond(sc, ctx), '    ' + e()]
            for _ in range(r.randint(1, 2)):
                out += ['elif %s:' % self.cond(sc, ctx), '    ' + e()]
            return out
        if kind == 'try_return':
            return (['try:'] + self.indent(self.guarded(sc, ctx, 'raise ValueError(%r)' % self.label()) + [e()])
                    + ['except ValueError:', '    pass'])
        if kind == 'with_return':
            return (['with CM(%r, %s):' % (self.fresh('cm'), r.choice(['True', 'False']))]
                    + self.indent(['if %s:' % self.cond(sc, ctx), '    ' + e()]))
        if kind == 'nested_if_return':
            return (['if %s:' % self.cond(sc, ctx)]
                    + self.indent(['if %s:' % self.cond(sc, ctx), '    ' + e()]))
        if kind == 'loop_return':
            v = self.fresh('i')
            lctx = nc._replace(loop=True, ivars=ctx.ivars + (v,))
            return ['for %s in %s:' % (v, self.iterable(sc, ctx))] + self.indent(
                ['if %s:' % self.cond(sc, lctx), '    ' + e()])
        if kind == 'plain_return':
            return [e()]
        return []

    # ---- definitions
    def func_body(self, sc, is_gen, first=(), last=()):
        ctx = Ctx(loop=False, func=True, gen=is_gen, exc=None, ivars=(), calls=True)
        body = list(first)
        if self.chance(0.15):
            body.insert(0, '"""docstring"""')
        if self.chance(0.25):
            body.append('global G0')
            sc.targets.append('G0')
        body += ['a = %s' % self.r.choice(['n', '0', '1', 'n + 1']),
                 'b = %d' % self.r.randint(0, 2), "s = ''",
                 'lst = %s' % self.r.choice(['[]', '[1, 2]', '[n]', 'list(range(n % 3))'])]
        blk = self.block(sc, ctx, 1, 1, 4)
        if is_gen and not sc.has_yield:
            y = self.r.choice([['yield a'], ['if x:', '    yield b'], ['yield from range(2)']])
            blk = blk + y if self.chance(0.5) else y + blk
        return body + list(last) + blk + self.tail(sc, ctx)

    def function(self):
        is_gen = self.chance(0.35)
        name = self.fresh('g' if is_gen else 'f')
        sc = Scope('gen' if is_gen else 'func', ['n', 'a', 'b'], ['a', 'b'])
        body = self.func_body(sc, is_gen)
        self.funcs.append((name, is_gen))
        deco = ['@deco'] if self.chance(0.1) else []
        return deco + ['def %s(x, n):' % name] + self.indent(body), [(name, name, is_gen)]

    def klass(self):
        name = self.fresh('C')
        out = ['class %s:' % name]
        if self.chance(0.3):
            out += ['    k = %d' % self.r.randint(0, 3)]
        out += self.indent(['def __init__(self, v):', '    self.v = v'])
        calls = []
        for _ in range(self.r.randint(1, 2)):
            is_gen = self.chance(0.35)
            m = self.fresh('gm' if is_gen else 'm')
            sc = Scope('method', ['n', 'a', 'b'], ['a', 'b'])
            sc.calls_left = 1
            body = self.func_body(sc, is_gen, first=['self.v += 1'] if self.chance(0.5) else (),
                                  last=['print(%r, self.v)' % self.label()])
            out += self.indent(['def %s(self, x, n):' % m] + self.indent(body))
            calls.append(('%s.%s' % (name, m), '%s(%d).%s' % (name, self.r.randint(0, 3), m), is_gen))
        return out, calls

    def module_code(self):
        sc = Scope('module', ['n', 'a', 'b'], ['a', 'b'])
        sc.calls_left = 1
        ctx = Ctx(loop=False, func=False, gen=False, exc=None, ivars=(), calls=True)
        out = self.block(sc, ctx, 1, 1, 2)
        if self.chance(0.1):
            out.append('global %s' % self.fresh('GT'))
        return out

    def program(self):
        r = self.r
        out = [PRELUDE, 'G0 = %d' % r.randint(0, 3), 'G1 = %d' % r.randint(0, 3),
               'x = %s' % r.choice(X_VALUES), 'n = %d' % r.randint(0, 4),
               'a = 1', 'b = 2', "s = ''", 'lst = [1, 2]']
        calls = []
        for _ in range(r.randint(1, 4)):
            if self.chance(0.2):
                lines, c = self.klass()
            else:
                lines, c = self.function()
            out += lines
            calls += c
        # Top-level code comes after the definitions; wrapped so that an exception in it
        # still lets the calls below run.
        out += ['try:'] + self.indent(self.module_code()) + [
            'except Exception as e:', "    print('module raised', type(e).__name__, e)"]
        for label, target, is_gen in calls:
            xs = [r.choice(FALSY_X)] + r.sample(X_VALUES, 2)
            for xv in xs:
                nv = r.randint(-1, 4)
                if is_gen:
                    out.append('showgen(%r, %d, %s, %s, %d)' % (label, r.choice([0, 0, 1, 2]), target, xv, nv))
                else:
                    out.append('show(%r, %s, %s, %d)' % (label, target, xv, nv))
        out.append("print('end', G0, G1, a, b, s, lst)")
        return '\n'.join(out) + '\n'


def generate(seed):
    return Gen(seed).program()


if __name__ == '__main__':
    import sys
    print(generate(sys.argv[1] if len(sys.argv) > 1 else '0'))
