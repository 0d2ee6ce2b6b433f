# Files written without close() read back complete (CPython closes them at once by
# refcounting; TensorPy flushes every open writable file when another file is opened and
# at exit -- Note [Unclosed files] in src/stdlib/io_file.cpp).
import json
import os

d = "/tmp/tp_io_unclosed_%d" % os.getpid()
os.makedirs(d, exist_ok=True)
p = os.path.join(d, "f.txt")

open(p, "w").write("hello")
print(repr(open(p).read()))

f = open(p, "w")
f.write("kept open")
f.write(" and more")
f.close()
print(repr(open(p).read()))

open(p, "a").write("\nappended")
print(repr(open(p).read()))

b = os.path.join(d, "f.bin")
open(b, "wb").write(b"\x00\x01bytes")
print(open(b, "rb").read())

j = os.path.join(d, "f.json")
json.dump({"a": [1, 2, 3], "b": "x"}, open(j, "w"))
print(json.load(open(j)))
json.dump([1, 2], open(j, "w"), indent=2)
with open(j) as g:
    print(g.read())


def write_in_function(path, text):
    out = open(path, "w")
    out.write(text)


write_in_function(p, "from a function")
print(repr(open(p).read()))

for i in range(3):
    open(p, "w").write("round %d" % i)
    print(repr(open(p).read()))

for name in os.listdir(d):
    os.remove(os.path.join(d, name))
os.rmdir(d)
print("done")
