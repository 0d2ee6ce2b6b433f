def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print("%s %d %i %f" % ("a", 3, 4, 1.5), "%5s|%-5s|" % ("x", "y"), "%05d|%-5d|%+d" % (42, 42, 42), "%x %X %o %#x %#o" % (255, 255, 8, 255, 8))
print("%.2f %10.3f %-10.1f| %e %.2E %g %G" % (3.14159, 2.5, 1.25, 12345.678, 0.000123, 1e-10, 1e20))
print("%c%c" % (72, "i"), "%r %a" % ("é", "é"), "%%", "%s" % [1, 2], "%s" % (1,), "%(a)s-%(b)d" % {"a": "x", "b": 5})
print("%*d|%-*d|%.*f" % (5, 1, 4, 2, 2, 3.14159), "%d" % 3.99, "%s" % None, "%.3s" % "abcdef", "%5.1s|" % "xyz")
check(lambda: "%d" % "x")
check(lambda: "%d %d" % (1,))
check(lambda: "%d" % (1, 2))
check(lambda: "%z" % 1)
check(lambda: "%(a)s" % 1)
check(lambda: "%x" % 1.5)
check(lambda: "%c" % "ab")
check(lambda: "%" % ())
print("%s" % "x", "abc" % (), "%.0f %.0f %.0f" % (0.5, 1.5, 2.5), "%i" % True, "%5.2f%%" % 99.5)
