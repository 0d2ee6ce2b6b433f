def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = [1, "two", 3.0, None, True, [4], (5,), {"six": 6}, {7}]
print(a, repr(a), str(a))
b = [1]
b.append(b)
print(b, [b, b])
d = {}
d["self"] = d
print(d)
t = ([],)
t[0].append(t)
print(t)
print([[]], [()], [{}], [set()], [""], ["'"], ['"'])
