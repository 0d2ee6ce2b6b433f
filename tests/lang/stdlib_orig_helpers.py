# The original TensorPy's helper functions, names CPython lacks (collections.flatten/chunked,
# itertools.take, functools.compose, array list helpers, types/inspect helpers, io helpers,
# traceback.as_dict, json.JSON, logging.set_level and positional basicConfig, exception
# `message`, the __gc_* builtins). The expected values are asserted here; the .exp holds
# the "ok" lines (docs/stdlib.md).
import array
import collections
import functools
import inspect
import io
import itertools
import json
import logging
import os
import sys
import traceback
import types

# collections
assert collections.flatten([[1, 2], (3,), [], "ab"]) == [1, 2, 3, "a", "b"]
assert collections.flatten(iter([[1], [2, [3]]])) == [1, 2, [3]]
assert collections.chunked([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]
assert collections.chunked(range(4), 2) == [[0, 1], [2, 3]]
assert collections.chunked([], 3) == []
for bad, exc in ((0, ValueError), (-1, ValueError), (1.5, TypeError)):
    try:
        collections.chunked([1], bad)
        assert False, bad
    except exc:
        pass
dd = collections.defaultdict(list)
dd.set("a", [1])
dd["b"].append(2)
assert dd == {"a": [1], "b": [2]}
print("collections ok")

# itertools: take (a list), batched (3.12: tuples)
assert itertools.take(3, range(10)) == [0, 1, 2]
assert itertools.take(5, [1, 2]) == [1, 2]
assert itertools.take(0, [1]) == []
it = iter(range(5))
assert itertools.take(2, it) == [0, 1] and next(it) == 2
assert list(itertools.batched([1, 2, 3, 4, 5], 2)) == [(1, 2), (3, 4), (5,)]
print("itertools ok")

# functools.compose
inc = lambda x: x + 1
dbl = lambda x: x * 2
assert functools.compose(inc, dbl)(5) == 11
assert functools.compose(dbl, inc)(5) == 12
assert functools.compose(str, inc, dbl)(1) == "3"
assert functools.compose(len)("abcd") == 4
assert functools.compose()(7) == 7
assert functools.compose(inc, max)(3, 9) == 10
try:
    functools.compose(inc, 3)
    assert False
except TypeError:
    pass
print("functools ok")

# array list helpers (the array.array type is unchanged)
assert array.zeros(3) == [0, 0, 0]
assert array.zeros(0) == []
assert array.full(2, 1.5) == [1.5, 1.5]
assert array.full((2, 3), 0) == [[0, 0, 0], [0, 0, 0]]
grid = array.zeros((2, 2))
grid[0][0] = 9
assert grid == [[9, 0], [0, 0]]
assert array.shape([[1, 2, 3], [4, 5, 6]]) == [2, 3]
assert array.shape([1, 2]) == [2] and array.shape(5) == [] and array.shape([]) == [0]
assert array.add([1, 2, 3], [10, 20, 30]) == [11, 22, 33]
assert array.add([1, 2], 1) == [2, 3]
assert array.add([[1, 2], [3, 4]], [[1, 1], [1, 1]]) == [[2, 3], [4, 5]]
assert array.mul([1, 2, 3], 2) == [2, 4, 6]
assert array.mul([1, 2], [3, 4]) == [3, 8]
assert array.matmul([[1, 2], [3, 4]], [[5, 6], [7, 8]]) == [[19, 22], [43, 50]]
assert array.matmul([[1, 2, 3]], [[1], [2], [3]]) == [[14]]
assert array.matmul([[1, 0], [0, 1]], [4, 5]) == [4, 5]
assert array.matmul([1, 2], [3, 4]) == 11
for bad in (lambda: array.add([1, 2], [1]), lambda: array.matmul([[1, 2]], [[1, 2]])):
    try:
        bad()
        assert False
    except ValueError:
        pass
assert array.array("i", [1, 2]).tolist() == [1, 2]
print("array ok")

# types and inspect helpers
assert types.type_name(1) == "int" and types.type_name([]) == "list"
assert types.type_name("x") == types.StringType and types.type_name({}) == types.DictType
assert types.type_name(len) == types.BuiltinFunctionType
assert types.type_name(inc) == types.FunctionType and types.type_name(inc) == "function"
assert types.type_name(types) == types.ModuleType and types.type_name(None) == "NoneType"
assert types.type_name(2.5) == types.NumberType and types.type_name(True) == types.BoolType
assert types.type_name(1) != "float" and types.type_name(1) != list
assert str(types.type_name(3)) == "int" and repr(types.type_name(3)) == "'int'"
assert {types.type_name(1): 1}["int"] == 1
assert types.is_number(1) and types.is_number(2.5) and not types.is_number("1")
assert not types.is_number(True)
assert types.is_string("a") and types.is_list([]) and types.is_dict({}) and types.is_tuple(())
assert types.is_bytes(b"") and types.is_module(sys) and not types.is_module("sys")
assert types.is_bool(False) and types.is_none(None) and types.is_function(len)
t = ml.tensor([1.0, 2.0])
assert types.is_tensor(t) and not types.is_tensor([1.0])
assert types.type_name(t) == "Tensor"
assert types.is_dtype(ml.float32) and types.is_dtype(t.dtype) and not types.is_dtype("float32")
assert types.is_device(t.device) and not types.is_device("cpu")
assert inspect.type_name([]) == "list"
assert inspect.is_callable(len) and inspect.is_callable(inc) and not inspect.is_callable(3)


class K:
    x = 1

    def m(self):
        return 2


assert inspect.is_function(inc) and inspect.is_function(len)
assert not inspect.is_function(K) and not inspect.is_function(K().m)
assert inspect.is_class(K) and not inspect.is_class(K())
assert inspect.is_module(json) and not inspect.is_module(K)
names = [n for n, v in inspect.members(K())]
assert names == sorted(names) and "x" in names and "m" in names
assert dict(inspect.members(K()))["x"] == 1
print("types/inspect ok")

# io whole-file helpers
p = "stdlib_orig_helpers_tmp.txt"
assert io.write_text(p, "a\nb") is None
assert io.read_text(p) == "a\nb"
io.append_text(p, "\nc\n")
assert io.read_text(p) == "a\nb\nc\n"
assert io.read_lines(p) == ["a", "b", "c", ""]
assert io.write_lines(p, ["x", "y"]) is None
assert io.read_text(p) == "x\ny" and io.read_lines(p) == ["x", "y"]
io.write_lines(p, [])
assert io.read_lines(p) == [""]
assert io.write_bytes(p, b"\x00\x01") is None
assert io.append_bytes(p, b"\xff") is None
assert io.read_bytes(p) == b"\x00\x01\xff"
os.remove(p)
try:
    io.read_text(p)
    assert False
except OSError as e:
    assert isinstance(e, FileNotFoundError)
d = "stdlib_orig_helpers_dir"
os.mkdir(d)
os.mkdir(d, exist_ok=True)
try:
    os.mkdir(d)
    assert False
except FileExistsError:
    pass
io.write_text(d + "/f", "")
try:
    os.mkdir(d + "/f", exist_ok=True)
    assert False
except FileExistsError:
    pass
assert os.exists(d) and os.isdir(d) and os.isfile(d + "/f") and not os.isfile(d)
os.remove(d + "/f")
os.rmdir(d)
assert os.getenv("TP_NO_SUCH_VARIABLE") is None and os.system("true") == 0
print("io ok")

# exceptions: message, traceback.as_dict
e = ValueError("bad value")
assert e.message == "bad value" and hasattr(e, "message")
assert KeyError("k").message == "k" and Exception().message == ""
assert FileNotFoundError(2, "No such file", "f").message == "[Errno 2] No such file: 'f'"
assert Exception("a", 1).message == "('a', 1)"
e.message = "changed"
assert e.message == "changed" and str(e) == "bad value" and e.__dict__ == {"message": "changed"}
del e.message
assert e.message == "bad value"


class AppError(Exception):
    def __init__(self, message, code):
        super().__init__(message)
        self.message = message
        self.code = code


class Fixed(Exception):
    message = "fixed text"


class Computed(Exception):
    @property
    def message(self):
        return "computed " + str(self.args[0])


class SelfRef(Exception):
    def __str__(self):
        return "selfref " + self.message


assert AppError("boom", 3).message == "boom"
assert Fixed("x").message == "fixed text"
assert Computed(4).message == "computed 4"
assert str(SelfRef("m")) == "selfref m" and SelfRef("m").message == "m"
assert traceback.as_dict(KeyError("k"))["text"] == "KeyError: k"
try:
    raise RuntimeError("from raise")
except RuntimeError as caught:
    assert caught.message == "from raise"
    d = traceback.as_dict(caught)
assert d == {"type": "RuntimeError", "message": "from raise", "text": "RuntimeError: from raise"}, d
assert traceback.as_dict(ValueError()) == {"type": "ValueError", "message": "", "text": "ValueError"}
assert traceback.as_dict(AppError("m", 1))["text"] == "AppError: m"
print("exceptions ok")

# json.JSON
assert json.JSON('{"a": [1, 2.5, null, true]}').parse() == {"a": [1, 2.5, None, True]}
assert json.JSON("3").parse() == 3
try:
    json.JSON("[1,").parse()
    assert False
except ValueError as err:
    assert isinstance(err, json.JSONDecodeError)
print("json ok")

# logging.set_level/get_level, basicConfig(level) positionally
logging.basicConfig(logging.ERROR)
assert logging.get_level() == logging.ERROR == logging.getLogger().level
logging.set_level(logging.DEBUG)
assert logging.get_level() == 10 and logging.getLogger().isEnabledFor(logging.DEBUG)
logging.set_level("INFO")
assert logging.get_level() == 20
for call in (lambda: logging.basicConfig(1, 2), lambda: logging.basicConfig(1, level=2)):
    try:
        call()
        assert False
    except TypeError:
        pass
print("logging ok")

# __gc_* builtins
keep = [[i] for i in range(50)]
assert __gc_reachable_count(keep) == 51
assert __gc_reachable_count(5) == 0 and __gc_reachable_count([]) == 1
before = __gc_object_count()
garbage = [[i] for i in range(100)]
assert __gc_object_count() >= before + 100
del garbage
freed = __gc_collect()
assert freed >= 101, freed
assert __gc_mark_count() == __gc_object_count()
assert __gc_object_count() < before + 100
print("gc builtins ok")

# sys additions
assert sys.getdefaultencoding() == "utf-8"
assert os.path.isabs(sys.executable) and os.path.exists(sys.executable)
assert sys.path[-1] == "<embedded>" and sys.path[0] == os.path.dirname(os.path.abspath(__file__))
print("sys ok")
