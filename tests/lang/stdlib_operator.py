# operator: every operator as a function, in-place forms, itemgetter/attrgetter/
# methodcaller (reprs, dotted names, errors), index, concat, length_hint.
import operator
from operator import itemgetter, attrgetter, methodcaller


def show_error(fn):
    try:
        print(fn())
    except Exception as e:
        print(type(e).__name__, e)


print(operator.add(2, 3), operator.sub(2, 3), operator.mul(4, 5), operator.truediv(7, 2),
      operator.floordiv(7, 2), operator.mod(7, 3), operator.pow(2, 10), operator.neg(5),
      operator.pos(-5), operator.abs(-3))
print(operator.and_(12, 10), operator.or_(12, 10), operator.xor(12, 10), operator.invert(5),
      operator.inv(0), operator.lshift(1, 4), operator.rshift(256, 3))
print(operator.eq(1, 1), operator.ne(1, 1), operator.lt(1, 2), operator.le(2, 2),
      operator.gt(1, 2), operator.ge(3, 2))
print(operator.not_([]), operator.truth([0]), operator.is_(None, None),
      operator.is_not(1, None), operator.contains([1, 2], 2), operator.contains("abc", "z"))
print(operator.concat([1], [2]), operator.concat("a", "b"), operator.index(7),
      operator.countOf([1, 2, 1], 1), operator.indexOf("abc", "c"))
d = {"a": 1}
operator.setitem(d, "b", 2)
print(operator.getitem(d, "b"), operator.getitem([10, 20, 30], slice(1, None)))
operator.delitem(d, "a")
print(d)


class Vec:
    def __init__(self, x):
        self.x = x

    def __matmul__(self, other):
        return self.x * other.x

    def __imatmul__(self, other):
        self.x = self.x * other.x
        return self

    def __index__(self):
        return self.x

    def __repr__(self):
        return "Vec(%r)" % self.x


print(operator.matmul(Vec(3), Vec(4)), operator.imatmul(Vec(3), Vec(4)), operator.index(Vec(9)))
print(operator.iadd(1, 2), operator.isub(5, 1), operator.imul(3, 3), operator.itruediv(9, 2),
      operator.ifloordiv(9, 2), operator.imod(9, 4), operator.ipow(3, 3), operator.iand(6, 3),
      operator.ior(6, 3), operator.ixor(6, 3), operator.ilshift(1, 3), operator.irshift(64, 2))
lst = [1]
same = operator.iadd(lst, [2])
print(same is lst, lst, operator.iconcat([0], (5,)))
t = (1,)
print(operator.iadd(t, (2,)), t)
print(operator.__add__ is operator.add, operator.__not__ is operator.not_,
      operator.__and__ is operator.and_, operator.__inv__ is operator.inv)

rows = [("b", 2, "x"), ("a", 3, "y"), ("c", 1, "z")]
print(sorted(rows, key=itemgetter(1)), list(map(itemgetter(0, 2), rows)))
print(itemgetter("k")({"k": "v"}), itemgetter(slice(0, 2))("hello"))
print(repr(itemgetter(1)), repr(itemgetter(1, "a")))


class Node:
    def __init__(self, name, child=None):
        self.name = name
        self.child = child

    def greet(self, greeting, punct="!"):
        return greeting + " " + self.name + punct


n = Node("root", Node("leaf"))
print(attrgetter("name")(n), attrgetter("child.name")(n), attrgetter("name", "child.name")(n))
print(repr(attrgetter("a.b")), repr(attrgetter("a", "b")))
print(methodcaller("greet", "hi")(n), methodcaller("greet", "yo", punct="?")(n),
      methodcaller("upper")("abc"), repr(methodcaller("f", 1, k=2)))
show_error(lambda: attrgetter("missing")(n))
show_error(lambda: attrgetter("child.missing")(n))
show_error(lambda: itemgetter())
show_error(lambda: attrgetter())
show_error(lambda: attrgetter(1))
show_error(lambda: methodcaller())
show_error(lambda: methodcaller(1))
show_error(lambda: itemgetter(5)([1]))
show_error(lambda: operator.index(1.5))
show_error(lambda: operator.concat(1, 2))
show_error(lambda: operator.indexOf([1], 5))


class Hinted:
    def __init__(self, n):
        self.n = n

    def __length_hint__(self):
        return self.n


class NoHint:
    pass


print(operator.length_hint([1, 2, 3]), operator.length_hint(Hinted(4)),
      operator.length_hint(NoHint(), 7), operator.length_hint(iter([])))
show_error(lambda: operator.length_hint(Hinted(-1)))
show_error(lambda: operator.length_hint(Hinted("x")))
show_error(lambda: operator.length_hint([], "x"))
print(operator.call(max, 3, 9, key=operator.neg))
