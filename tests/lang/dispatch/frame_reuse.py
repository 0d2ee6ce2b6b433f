# Frame free lists (Note [Frame free lists]): a frame that anything outside the VM has seen
# (sys._getframe, f_back, a traceback) is never reused, so what holds it keeps seeing its
# own code, line and locals after many later calls.
import sys


def helper(a, b):
    c = a + b
    return c


def churn(n=500):
    s = 0
    for i in range(n):
        s = helper(s, i)
    return s


def keep_frame(tag):
    local_value = tag * 2
    return sys._getframe()


def keep_caller(tag):
    caller_local = tag
    return inner_back()


def inner_back():
    return sys._getframe().f_back


frames = [keep_frame(i) for i in range(100)]
callers = [keep_caller(i) for i in range(100)]
churn()
print(sorted(set(f.f_code.co_name for f in frames)), frames[7].f_locals, frames[99].f_locals["local_value"])
print(sorted(set(f.f_code.co_name for f in callers)), callers[5].f_locals)
print(frames[3].f_lineno == frames[4].f_lineno, frames[0] is not frames[1])


def fails(x):
    y = x * 10
    raise ValueError(x)


tracebacks = []
for i in range(80):
    try:
        fails(i)
    except ValueError as e:
        tracebacks.append(e.__traceback__)
churn()
tb = tracebacks[42]
while tb.tb_next:
    tb = tb.tb_next
print(tb.tb_frame.f_code.co_name, tb.tb_frame.f_locals, tb.tb_lineno)


# exceptions caught in the callee itself
def catches(x):
    try:
        raise KeyError(x)
    except KeyError as e:
        return e


errs = [catches(i) for i in range(70)]
churn()
print([e.__traceback__.tb_frame.f_locals["x"] for e in errs[:5]], errs[69].__traceback__.tb_frame.f_code.co_name)


# deep recursion (more frames than a free list keeps) and closures outliving their frame
def depth(n):
    if n == 0:
        return 0
    return 1 + depth(n - 1)


print(depth(900), depth(5), churn(10))


def make_counter(start):
    count = start

    def incr():
        nonlocal count
        count += 1
        return count

    return incr


counters = [make_counter(i) for i in range(100)]
churn()
print([c() for c in counters[:5]], counters[99](), counters[99]())


# generators keep their own frames across calls between their steps
def gen(n):
    total = 0
    for i in range(n):
        total += i
        yield total, sys._getframe().f_code.co_name


gens = [gen(5) for _ in range(30)]
out = []
for step in range(5):
    for g in gens:
        out.append(next(g))
        churn(3)
print(out[-1], len(out))


# default and keyword arguments, *args and **kwargs through recycled frames
def kw(a, b=2, *args, c=3, **kw):
    return a, b, args, c, sorted(kw.items())


for i in range(200):
    r = kw(i, c=i, z=1)
print(r, kw(1, 2, 3, 4, c=5, d=6))


# a frame's f_back chain read while the calls run, kept after they returned
def level3():
    f = sys._getframe()
    return f, f.f_back, f.f_back.f_back


def level2():
    return level3()


def level1():
    return level2()


fs = level1()
churn()
print([f.f_code.co_name for f in fs], [sorted(f.f_locals) for f in fs])
