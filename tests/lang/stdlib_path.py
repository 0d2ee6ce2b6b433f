# path: the original project's path module (CPython has none: expected values are asserted
# here against os.path and literal results; the .exp holds the printed lines).
import path
import os

assert path.join("a", "b", "c.txt") == "a/b/c.txt"
assert path.join("/x", "/y") == "/y"
assert path.normpath("a//b/../c/./d") == "a/c/d"
assert path.normpath("") == "."
assert path.isabs("/a") and not path.isabs("a")
assert path.abspath("x") == os.path.join(os.getcwd(), "x")
assert path.basename("/a/b.tar.gz") == "b.tar.gz"
assert path.dirname("/a/b.tar.gz") == "/a"
assert path.splitext("/a/b.tar.gz") == ("/a/b.tar", ".gz")
assert path.splitext(".bashrc") == (".bashrc", "")
assert path.split("/a/b/c") == ("/a/b", "c")
assert path.split("c") == ("", "c")
assert path.relpath("/a/b/c", "/a") == "b/c"
assert path.relpath("/a", "/a/b/c") == "../.."
assert path.ext("x/y.py") == ".py" and path.ext("noext") == ""
assert path.cwd() == os.getcwd()
print("pure functions ok")
name = "stdlib_path_tmp_dir"
if os.path.isdir(name):
    for leftover in os.listdir(name):
        os.remove(os.path.join(name, leftover))
    os.rmdir(name)
os.mkdir(name)
fname = path.join(name, "f.txt")
with open(fname, "w") as f:
    f.write("hi")
assert path.exists(name) and path.isdir(name) and not path.isfile(name)
assert path.exists(fname) and path.isfile(fname) and not path.isdir(fname)
assert not path.exists(path.join(name, "missing"))
os.remove(fname)
os.rmdir(name)
assert not path.exists(name)
print("filesystem ok")
try:
    path.join("a", 5)
except TypeError as e:
    print("TypeError raised")
