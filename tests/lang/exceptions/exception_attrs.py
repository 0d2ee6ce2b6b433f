e = ValueError("a", 2)
print(e.args, str(e), repr(e))
print(str(KeyError("k")), repr(KeyError("k")), str(Exception()), repr(Exception()))
try:
    raise OSError(2, "No such file")
except OSError as err:
    print(err.errno, err.strerror, err)
try:
    raise StopIteration(5)
except StopIteration as s:
    print(s.value)
try:
    raise SystemExit(3)
except SystemExit as s:
    print("code", s.code)
print(isinstance(KeyboardInterrupt(), Exception), issubclass(KeyboardInterrupt, BaseException))
try:
    raise 5
except TypeError as t:
    print(t)
try:
    raise ValueError from 5
except TypeError as t:
    print(t)
try:
    try:
        pass
    except 5:
        pass
    raise ValueError
except ValueError:
    print("bad except clause unevaluated")
try:
    try:
        raise ValueError
    except 5:
        pass
except TypeError as t:
    print(t)
