"""inspect: introspection of live objects.

Owns signature() (Signature, Parameter, BoundArguments, the parameter kinds, str/repr as
CPython) for Python functions, methods, classes and partials; the is* predicates;
getmembers, getdoc/cleandoc, getfile/getsourcefile/getsourcelines/getsource (read from the
file on disk), getmodule, currentframe, stack-free helpers. Builtins have no signature.
"""

import sys
import types

CO_OPTIMIZED = 1
CO_NEWLOCALS = 2
CO_VARARGS = 4
CO_VARKEYWORDS = 8
CO_NESTED = 16
CO_GENERATOR = 32
CO_NOFREE = 64
CO_COROUTINE = 128
CO_ITERABLE_COROUTINE = 256
CO_ASYNC_GENERATOR = 512


# ---- predicates ------------------------------------------------------------------------

def ismodule(object):
    return isinstance(object, types.ModuleType)


def isclass(object):
    return isinstance(object, type)


def ismethod(object):
    return isinstance(object, types.MethodType)


def isfunction(object):
    return isinstance(object, types.FunctionType)


def isgenerator(object):
    return isinstance(object, types.GeneratorType)


def _has_code_flag(f, flag):
    while ismethod(f):
        f = f.__func__
    if not isfunction(f):
        return False
    return bool(f.__code__.co_flags & flag)


def isgeneratorfunction(obj):
    return _has_code_flag(obj, CO_GENERATOR)


def iscoroutinefunction(obj):
    return _has_code_flag(obj, CO_COROUTINE)


def isasyncgenfunction(obj):
    return _has_code_flag(obj, CO_ASYNC_GENERATOR)


def iscoroutine(object):
    return False


def isawaitable(object):
    return False


def istraceback(object):
    return isinstance(object, types.TracebackType)


def isframe(object):
    return isinstance(object, types.FrameType)


def iscode(object):
    return isinstance(object, types.CodeType)


def isbuiltin(object):
    return isinstance(object, types.BuiltinFunctionType)


def isroutine(object):
    return (isbuiltin(object) or isfunction(object) or ismethod(object)
            or isinstance(object, types.BuiltinMethodType))


def isabstract(object):
    return bool(getattr(object, "__abstractmethods__", False))


def isdatadescriptor(object):
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    tp = type(object)
    return hasattr(tp, "__set__") or hasattr(tp, "__delete__")


def ismethoddescriptor(object):
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    tp = type(object)
    return hasattr(tp, "__get__") and not hasattr(tp, "__set__")


# ---- members and docs ------------------------------------------------------------------

def getmembers(object, predicate=None):
    results = []
    names = dir(object)
    for key in names:
        try:
            value = getattr(object, key)
        except AttributeError:
            continue
        if not predicate or predicate(value):
            results.append((key, value))
    results.sort(key=lambda pair: pair[0])
    return results


def cleandoc(doc):
    lines = doc.expandtabs().split("\n")
    margin = sys.maxsize
    for line in lines[1:]:
        content = len(line.lstrip())
        if content:
            indent = len(line) - content
            margin = min(margin, indent)
    if lines:
        lines[0] = lines[0].lstrip()
    if margin < sys.maxsize:
        for i in range(1, len(lines)):
            lines[i] = lines[i][margin:]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return "\n".join(lines)


def getdoc(object):
    try:
        doc = object.__doc__
    except AttributeError:
        return None
    if doc is None:
        try:
            doc = _finddoc(object)
        except (AttributeError, TypeError):
            return None
    if not isinstance(doc, str):
        return None
    return cleandoc(doc)


def _finddoc(obj):
    if isclass(obj):
        for base in obj.__mro__:
            if base is not object:
                doc = base.__doc__
                if doc is not None:
                    return doc
        return None
    if ismethod(obj):
        name = obj.__func__.__name__
        self = obj.__self__
        cls = self if isclass(self) else type(self)
    elif isfunction(obj):
        name = obj.__name__
        qual = obj.__qualname__.split(".")
        if len(qual) < 2:
            return None
        cls = obj.__globals__.get(qual[-2])
        if not isclass(cls):
            return None
    else:
        return None
    for base in cls.__mro__:
        if name in base.__dict__:
            doc = getattr(base.__dict__[name], "__doc__", None)
            if doc is not None:
                return doc
    return None


def getmodule(object):
    if ismodule(object):
        return object
    name = getattr(object, "__module__", None)
    if name is not None:
        return sys.modules.get(name)
    return None


def getfile(object):
    if ismodule(object):
        f = getattr(object, "__file__", None)
        if f:
            return f
        raise TypeError("{!r} is a built-in module".format(object))
    if isclass(object):
        module = sys.modules.get(object.__module__)
        if module is not None and getattr(module, "__file__", None):
            return module.__file__
        raise TypeError("{!r} is a built-in class".format(object))
    if ismethod(object):
        object = object.__func__
    if isfunction(object):
        object = object.__code__
    if istraceback(object):
        object = object.tb_frame
    if isframe(object):
        object = object.f_code
    if iscode(object):
        return object.co_filename
    raise TypeError("module, class, method, function, traceback, frame, or "
                    "code object was expected, got {}".format(type(object).__name__))


def getsourcefile(object):
    filename = getfile(object)
    if filename.endswith(".py"):
        return filename
    return None


def _read_lines(filename):
    try:
        f = open(filename)
    except OSError:
        raise OSError("could not get source code")
    try:
        return f.read().splitlines(True)
    finally:
        f.close()


def getsourcelines(object):
    if ismethod(object):
        object = object.__func__
    if isfunction(object):
        object = object.__code__
    if not iscode(object):
        raise TypeError("module, class, method, function, traceback, frame, or "
                        "code object was expected, got {}".format(type(object).__name__))
    lines = _read_lines(object.co_filename)
    start = object.co_firstlineno - 1
    if start >= len(lines):
        raise OSError("could not get source code")
    first = lines[start]
    indent = len(first) - len(first.lstrip())
    end = start + 1
    in_body = False
    while end < len(lines):
        line = lines[end]
        stripped = line.strip()
        if not stripped:
            end += 1
            continue
        cur = len(line) - len(line.lstrip())
        if cur <= indent:
            if not in_body and (first.lstrip().startswith("@")
                                or lines[end - 1].rstrip().endswith((",", "(", "\\"))):
                end += 1
                continue
            break
        in_body = True
        end += 1
    while end > start + 1 and not lines[end - 1].strip():
        end -= 1
    return lines[start:end], object.co_firstlineno


def getsource(object):
    lines, lnum = getsourcelines(object)
    return "".join(lines)


def currentframe():
    return sys._getframe(1) if hasattr(sys, "_getframe") else None


def unwrap(func, *, stop=None):
    f = func
    while hasattr(f, "__wrapped__"):
        if stop is not None and stop(f):
            break
        f = f.__wrapped__
    return f


# ---- signatures ------------------------------------------------------------------------

from inspect._signature import (Parameter, Signature, BoundArguments, signature,  # noqa
                               _empty, _ParameterKind, formatannotation)
