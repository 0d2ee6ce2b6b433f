def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print("{} {} {}".format(1, "a", [2]), "{0}{1}{0}".format("a", "b"), "{x}-{y}".format(x=1, y=2))
print("{:>6}|{:<6}|{:^6}".format("a", "b", "c"), "{0:.2f} {0:e}".format(3.14159), "{!r} {!s} {!a}".format("é", "é", "é"))
print("{0[0]} {0[1]} {1[k]} {2.real}".format([10, 20], {"k": "v"}, 5), "{{}} {{{}}}".format(7))
print("{:{w}.{p}f}".format(3.14159, w=10, p=3), "{:{}}".format("x", 4), "{0:{1}}".format(5, "03"))
print("{a.__class__.__name__}".format(a=1.5), "{:,}".format(10 ** 9), "{0!r:>8}".format("hi"))
check(lambda: "{} {0}".format(1, 2))
check(lambda: "{0} {}".format(1, 2))
check(lambda: "{2}".format(1))
check(lambda: "{}".format())
check(lambda: "{x}".format(y=1))
check(lambda: "{".format(1))
check(lambda: "}".format(1))
check(lambda: "{!z}".format(1))
check(lambda: "{0.nope}".format(1))
check(lambda: "{0[5]}".format([1]))
print("{name} is {age}".format_map({"name": "Bob", "age": 3}))
class D(dict):
    def __missing__(self, k):
        return "<" + k + ">"
print("{a} {b}".format_map(D(a=1)))
