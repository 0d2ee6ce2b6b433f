"""inspect: questions about live objects.

Owns the is* predicates, getmembers, cleandoc/getdoc (with docstrings inherited from base
classes), getmodule, getfile/getsourcefile, getsourcelines/getsource (read from the file on
disk, the block found by indentation), currentframe and unwrap. The signature machinery
(Signature, Parameter, BoundArguments, signature) lives in inspect/_signature.py and is
re-exported here. Builtins have no signature and no source.
"""

import sys
import types

# Code-object flag bits (co_flags), by name.
_CODE_FLAGS = (("CO_OPTIMIZED", 1), ("CO_NEWLOCALS", 2), ("CO_VARARGS", 4),
               ("CO_VARKEYWORDS", 8), ("CO_NESTED", 16), ("CO_GENERATOR", 32),
               ("CO_NOFREE", 64), ("CO_COROUTINE", 128), ("CO_ITERABLE_COROUTINE", 256),
               ("CO_ASYNC_GENERATOR", 512))
for _flag_name, _flag_bit in _CODE_FLAGS:
    globals()[_flag_name] = _flag_bit

# ---- predicates ------------------------------------------------------------------------
# The ones that are a plain isinstance test, generated from (name, type) pairs.

def _instance_test(name, kind):
    def test(object):
        return isinstance(object, kind)
    test.__name__ = test.__qualname__ = name
    return test


for _test_name, _test_type in (("ismodule", types.ModuleType), ("isclass", type),
                               ("ismethod", types.MethodType),
                               ("isfunction", types.FunctionType),
                               ("isgenerator", types.GeneratorType),
                               ("istraceback", types.TracebackType),
                               ("isframe", types.FrameType), ("iscode", types.CodeType),
                               ("isbuiltin", types.BuiltinFunctionType)):
    globals()[_test_name] = _instance_test(_test_name, _test_type)


def _flag_test(name, bit):
    def test(obj):
        target = obj
        while isinstance(target, types.MethodType):
            target = target.__func__
        return isinstance(target, types.FunctionType) and bool(target.__code__.co_flags & bit)
    test.__name__ = test.__qualname__ = name
    return test


isgeneratorfunction = _flag_test("isgeneratorfunction", 32)
iscoroutinefunction = _flag_test("iscoroutinefunction", 128)
isasyncgenfunction = _flag_test("isasyncgenfunction", 512)


def iscoroutine(object):
    """True for a coroutine object (made by calling an async def function)."""
    return isinstance(object, types.CoroutineType)


def isasyncgen(object):
    """True for an asynchronous generator object."""
    return isinstance(object, types.AsyncGeneratorType)


def isawaitable(object):
    """True for an object `await` accepts."""
    return (isinstance(object, types.CoroutineType) or
            isinstance(object, types.GeneratorType) and
            bool(object.gi_code.co_flags & CO_ITERABLE_COROUTINE) or
            hasattr(type(object), "__await__"))


def isroutine(object):
    """Any kind of function or method, Python-level or builtin."""
    routine_types = (types.BuiltinFunctionType, types.FunctionType, types.MethodType,
                     types.BuiltinMethodType)
    return isinstance(object, routine_types)


def isabstract(object):
    return bool(getattr(object, "__abstractmethods__", False))


def _plain_descriptor_type(object):
    """type(object), or None when object is a class, function or method."""
    if isinstance(object, (type, types.MethodType, types.FunctionType)):
        return None
    return type(object)


def isdatadescriptor(object):
    kind = _plain_descriptor_type(object)
    return kind is not None and (hasattr(kind, "__set__") or hasattr(kind, "__delete__"))


def ismethoddescriptor(object):
    kind = _plain_descriptor_type(object)
    return kind is not None and hasattr(kind, "__get__") and not hasattr(kind, "__set__")


# ---- members and documentation ---------------------------------------------------------

def getmembers(object, predicate=None):
    """(name, value) for every attribute dir() lists that can be read, sorted by name,
    kept only where predicate(value) holds when a predicate is given."""
    found = []
    for name in dir(object):
        try:
            value = getattr(object, name)
        except AttributeError:
            continue
        if predicate is None or predicate(value):
            found.append((name, value))
    found.sort(key=lambda pair: pair[0])
    return found


def _indent_of(line):
    return len(line) - len(line.lstrip())


def cleandoc(doc):
    """Tabs expanded, the first line's leading blanks removed, the common indentation of
    the other lines removed, and blank lines dropped from both ends."""
    lines = doc.expandtabs().split("\n")
    lines[0] = lines[0].lstrip()
    indents = [_indent_of(line) for line in lines[1:] if line.strip()]
    if indents:
        cut = min(indents)
        lines[1:] = [line[cut:] for line in lines[1:]]
    start, stop = 0, len(lines)
    while start < stop and not lines[start].strip():
        start += 1
    while stop > start and not lines[stop - 1].strip():
        stop -= 1
    return "\n".join(lines[start:stop])


def _owner_and_name(obj):
    """(class to search, attribute name) for a method or function defined in a class."""
    if isinstance(obj, types.MethodType):
        bound_to = obj.__self__
        owner = bound_to if isinstance(bound_to, type) else type(bound_to)
        return owner, obj.__func__.__name__
    if isinstance(obj, types.FunctionType):
        path = obj.__qualname__.split(".")
        owner = obj.__globals__.get(path[-2]) if len(path) > 1 else None
        if isinstance(owner, type):
            return owner, obj.__name__
    return None, None


def _inherited_doc(obj):
    """A docstring from a base class (for a class) or from the same-named attribute
    further along the owner's MRO (for a method)."""
    if isinstance(obj, type):
        for base in obj.__mro__:
            if base is not object and base.__doc__ is not None:
                return base.__doc__
        return None
    owner, name = _owner_and_name(obj)
    if owner is None:
        return None
    for base in owner.__mro__:
        attribute = base.__dict__.get(name)
        text = getattr(attribute, "__doc__", None) if attribute is not None else None
        if text is not None:
            return text
    return None


def getdoc(object):
    """The cleaned docstring of `object`, inherited when it has none; None if none."""
    try:
        text = object.__doc__
    except AttributeError:
        return None
    if text is None:
        try:
            text = _inherited_doc(object)
        except (AttributeError, TypeError):
            return None
    return cleandoc(text) if isinstance(text, str) else None


def getmodule(object):
    if isinstance(object, types.ModuleType):
        return object
    module_name = getattr(object, "__module__", None)
    return None if module_name is None else sys.modules.get(module_name)


# ---- files and source ------------------------------------------------------------------

def _wrong_kind(object):
    return TypeError("module, class, method, function, traceback, frame, or code object "
                     "was expected, got %s" % type(object).__name__)


def _code_of(object):
    """Follow method -> function -> code and traceback -> frame -> code; None if stuck."""
    steps = ((types.MethodType, "__func__"), (types.FunctionType, "__code__"),
             (types.TracebackType, "tb_frame"), (types.FrameType, "f_code"))
    for kind, attribute in steps:
        if isinstance(object, kind):
            object = getattr(object, attribute)
    return object if isinstance(object, types.CodeType) else None


def getfile(object):
    """The file an object was defined in."""
    if isinstance(object, types.ModuleType):
        location = getattr(object, "__file__", None)
        if not location:
            raise TypeError("%r is a built-in module" % (object,))
        return location
    if isinstance(object, type):
        home = sys.modules.get(object.__module__)
        location = getattr(home, "__file__", None) if home is not None else None
        if not location:
            raise TypeError("%r is a built-in class" % (object,))
        return location
    code = _code_of(object)
    if code is None:
        raise _wrong_kind(object)
    return code.co_filename


def getsourcefile(object):
    location = getfile(object)
    return location if location.endswith(".py") else None


def _file_lines(location):
    try:
        handle = open(location)
    except OSError:
        raise OSError("could not get source code")
    try:
        return handle.read().splitlines(True)
    finally:
        handle.close()


def _block_end(lines, first):
    """Index just past the definition starting at lines[first]: every following line
    indented deeper (or blank), plus continuation lines of a decorator or a header that
    spans several lines."""
    header = lines[first]
    base = _indent_of(header)
    end = first + 1
    body_seen = False
    while end < len(lines):
        line = lines[end]
        if line.strip() and _indent_of(line) <= base:
            continues_header = (header.lstrip().startswith("@")
                                or lines[end - 1].rstrip().endswith((",", "(", "\\")))
            if body_seen or not continues_header:
                break
        elif line.strip():
            body_seen = True
        end += 1
    while end > first + 1 and not lines[end - 1].strip():
        end -= 1
    return end


def getsourcelines(object):
    """(source lines of object, number of its first line)."""
    code = _code_of(object) if not isinstance(object, (types.TracebackType,
                                                       types.FrameType)) else None
    if code is None:
        raise _wrong_kind(object)
    lines = _file_lines(code.co_filename)
    first = code.co_firstlineno - 1
    if first >= len(lines):
        raise OSError("could not get source code")
    return lines[first:_block_end(lines, first)], code.co_firstlineno


def getsource(object):
    return "".join(getsourcelines(object)[0])


def currentframe():
    getter = getattr(sys, "_getframe", None)
    return getter(1) if getter is not None else None


def unwrap(func, *, stop=None):
    """Follow __wrapped__ links to the innermost function (or until stop(f) is true)."""
    current = func
    while hasattr(current, "__wrapped__") and not (stop is not None and stop(current)):
        current = current.__wrapped__
    return current


# ---- signatures ------------------------------------------------------------------------

from inspect._signature import (Parameter, Signature, BoundArguments, signature,  # noqa
                               _empty, _ParameterKind, formatannotation)


# ---- the original TensorPy's helpers ---------------------------------------------------
# Names CPython's inspect lacks (so no CPython behaviour changes); type() returned a name
# string in the original, type_name() gives that name here.

type_name = types.type_name


def is_callable(value):
    return callable(value)


def is_function(value):
    """True for functions, lambdas and built-in functions (not bound methods or classes)."""
    return isinstance(value, (types.FunctionType, types.BuiltinFunctionType))


def is_class(value):
    return isinstance(value, type)


def is_module(value):
    return isinstance(value, types.ModuleType)


def members(value):
    """[(name, attribute)] for every name dir(value) lists that can be read, sorted."""
    return getmembers(value)
