print(hash(1) == hash(1.0), hash("a") == hash("a"), hash((1, "a")) == hash((1, "a")))
a = [1]
b = a
print(id(a) == id(b), a is b, id(a) == id([1]))
print(hash(None) == hash(None), hash(True) == 1, hash(0) == 0)
d = {1: "int", 1.0: "float", True: "bool"}
print(d)
