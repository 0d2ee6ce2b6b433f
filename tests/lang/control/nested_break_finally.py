def f():
    for i in range(3):
        try:
            if i == 1:
                break
            print("body", i)
        finally:
            print("finally", i)
    return "end"
print(f())
def g():
    for i in range(3):
        try:
            if i == 0:
                continue
            return i
        finally:
            print("fin", i)
print(g())
def h():
    try:
        return "try"
    finally:
        print("cleanup")
print(h())
def k():
    try:
        return "try"
    finally:
        return "finally wins"
print(k())
def w():
    while True:
        try:
            try:
                break
            finally:
                print("inner")
        finally:
            print("outer")
    return "after"
print(w())
