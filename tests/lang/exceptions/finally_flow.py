def f(x):
    try:
        if x == 0:
            raise ValueError("zero")
        return "ok"
    except ValueError:
        return "error"
    finally:
        print("finally for", x)
print(f(0), f(1))
def g():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
        finally:
            print("cleanup", i)
g()
def h():
    try:
        raise KeyError("lost")
    finally:
        return "swallowed"
print(h())
def order():
    log = []
    try:
        try:
            log.append("try")
            raise ValueError
        finally:
            log.append("inner finally")
    except ValueError:
        log.append("except")
    finally:
        log.append("outer finally")
    return log
print(order())
