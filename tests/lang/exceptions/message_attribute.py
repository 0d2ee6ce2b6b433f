# CPython idioms around an exception attribute named `message` keep working now that
# TensorPy's BaseException has a default `message` (the original's; Note [Exception
# message] in src/objects/exception_object.cpp): instance assignment, __init__ storing it,
# class attributes, properties, slots-free deletion, and __dict__/vars contents.


class AppError(Exception):
    def __init__(self, message, code=0):
        super().__init__(message)
        self.message = message
        self.code = code

    def __str__(self):
        return "[%d] %s" % (self.code, self.message)


class WithClassAttr(Exception):
    message = "class default"


class WithProperty(Exception):
    @property
    def message(self):
        return "prop:" + ",".join(map(str, self.args))


class ReadOnly(Exception):
    @property
    def message(self):
        return "ro"


class Plain(Exception):
    pass


e = AppError("disk full", 28)
print(e.message, e.code, str(e), repr(e), e.args)
print(sorted(vars(e)), e.__dict__["message"])
try:
    raise AppError("nested", 1)
except AppError as caught:
    print(caught.message, caught)

w = WithClassAttr("x")
print(w.message, str(w), vars(w))
w.message = "instance value"
print(w.message, vars(w), WithClassAttr.message)
del w.message
print(w.message)

p = WithProperty(1, 2)
print(p.message)
try:
    ReadOnly().message = "no"
except AttributeError as err:
    print("AttributeError", err)

v = ValueError("text")
v.message = "assigned"
print(v.message, str(v), v.args, vars(v))
del v.message
print(vars(v), str(v))
x = Plain()
x.message = 5
print(x.message, vars(x))
print(getattr(AppError("g", 2), "message", "none"))
