# try/except* (PEP 654) as CPython 3.11: splitting by clause, naked exceptions wrapped,
# re-raise and new exceptions combined, else/finally, the SyntaxErrors and TypeErrors.
import sys
def show(f):
    try:
        f()
        print("no exception")
    except BaseException as e:
        print(type(e).__name__, repr(e))
def t1():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), KeyError(3)])
    except* ValueError as e:
        print("caught V", repr(e), repr(sys.exc_info()[1]))
    except* TypeError:
        print("caught T")
        raise RuntimeError("new")
show(t1)
def t2():
    try:
        raise ValueError("naked")
    except* ValueError as e:
        print("naked", repr(e), e.exceptions[0] is not None)
show(t2)
def t3():
    try:
        raise ValueError("naked")
    except* ValueError:
        raise
show(t3)
def t4():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise
    except* TypeError as e:
        raise KeyError("k") from None
show(t4)
def t5():
    try:
        raise TypeError("x")
    except* ValueError:
        print("no")
show(t5)
def t6():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ExceptionGroup:
        pass
show(t6)
def t7():
    try:
        pass
    except* ValueError:
        pass
    else:
        print("else")
    finally:
        print("finally")
show(t7)
def t8():
    try:
        raise ExceptionGroup("eg", [ValueError(1), ExceptionGroup("in", [ValueError(2), TypeError(3)])])
    except* ValueError as e:
        print("t8 match", repr(e))
    except* TypeError as e:
        print("t8 match2", repr(e))
        raise
show(t8)
def t9():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* (ValueError, TypeError) as e:
        print("t9", repr(e))
show(t9)
for src in ["try:\n pass\nexcept*:\n pass", "for x in y:\n try:\n  pass\n except* E:\n  break", "try:\n pass\nexcept* E:\n pass\nexcept F:\n pass"]:
    try: compile(src, "s", "exec")
    except SyntaxError as e: print("SyntaxError", e.msg, e.lineno, e.offset)
def t10():
    log = []
    for i in range(3):
        try:
            if i == 1:
                raise ExceptionGroup("loop", [ValueError(i), OSError(i)])
            log.append(i)
        except* ValueError as e:
            log.append(("V", e.exceptions))
        except* OSError as e:
            log.append(("O", len(e.exceptions)))
        finally:
            log.append("f")
    print(log)
show(t10)
def t11():
    try:
        try:
            raise ExceptionGroup("outer", [ValueError(1), TypeError(2)])
        except* ValueError:
            print("inner handled V")
    except* TypeError as e:
        print("outer got", repr(e))
show(t11)
def t12():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError:
        try:
            raise KeyError("in handler")
        except KeyError as k:
            print("nested plain except in except*", repr(k), repr(k.__context__))
    print("after", sys.exc_info())
show(t12)
def t13():
    def gen():
        try:
            yield 1
            raise ExceptionGroup("g", [ValueError("from gen")])
        except* ValueError as e:
            yield repr(e)
    return list(gen())
show(t13)
def t14():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError as e:
        raise e.exceptions[0]
show(t14)
def t15():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* (ValueError, 3):
        pass
show(t15)
def t16():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError as e:
        pass
    try:
        e
    except NameError as ne:
        print("name unbound after the clause:", ne)
show(t16)
def t17():
    eg = ExceptionGroup("eg", [ValueError(1)])
    try:
        raise eg
    except* TypeError:
        pass
show(t17)
def t18():
    eg = ExceptionGroup("same", [ValueError(1)])
    try:
        try:
            raise eg
        except* TypeError:
            pass
    except ExceptionGroup as caught:
        print("unmatched group is re-raised as itself:", caught is eg)
show(t18)
def t19():
    try:
        raise KeyboardInterrupt()
    except* KeyboardInterrupt as e:
        print("base", type(e).__name__, repr(e))
show(t19)
