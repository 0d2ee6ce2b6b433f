"""inspect's signature objects: Parameter and its five kinds, Signature, BoundArguments, and
signature() which builds a Signature for a callable.

A Python function's parameters are read from its code object (argument counts, flags and
variable names) together with __defaults__, __kwdefaults__ and __annotations__. Methods
lose their first parameter; classes are described by their __init__ (or __new__);
functools.partial objects by what remains of the wrapped function's parameters. Text forms
and error messages are CPython 3.11's. Builtins carry no signature here.
"""

import types


class _empty:
    """Stands for "no default" / "no annotation" (Parameter.empty, Signature.empty)."""
    __module__ = "inspect"


class _void:
    """Stands for "argument not passed" in the replace() methods."""
    __module__ = "inspect"


class _ParameterKind:
    """One of the five kinds of parameter; ordered (and comparable with ints) by value."""
    __module__ = "inspect"

    def __init__(self, value, name, description):
        self.value = value
        self.name = self._name_ = name
        self.description = description

    def __str__(self):
        return self.name

    def __repr__(self):
        return "<_ParameterKind.%s: %d>" % (self.name, self.value)

    def __int__(self):
        return self.value

    __index__ = __int__

    def __hash__(self):
        return hash(self.value)

    def _compare(self, other, test):
        other_value = other.value if isinstance(other, _ParameterKind) else other
        return test(self.value, other_value)

    def __eq__(self, other):
        return self._compare(other, lambda a, b: a == b)

    def __ne__(self, other):
        return self._compare(other, lambda a, b: a != b)

    def __lt__(self, other):
        return self._compare(other, lambda a, b: a < b)

    def __le__(self, other):
        return self._compare(other, lambda a, b: a <= b)

    def __gt__(self, other):
        return self._compare(other, lambda a, b: a > b)

    def __ge__(self, other):
        return self._compare(other, lambda a, b: a >= b)


# In declaration order, which is also the order parameters must appear in.
_KINDS = [_ParameterKind(number, label, words) for number, (label, words) in enumerate((
    ("POSITIONAL_ONLY", "positional-only"),
    ("POSITIONAL_OR_KEYWORD", "positional or keyword"),
    ("VAR_POSITIONAL", "variadic positional"),
    ("KEYWORD_ONLY", "keyword-only"),
    ("VAR_KEYWORD", "variadic keyword"),
))]
_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD, _VAR_POSITIONAL, _KEYWORD_ONLY, _VAR_KEYWORD = _KINDS
_TAKES_POSITIONAL = (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD)
_STAR_PREFIX = {2: "*", 4: "**"}


def formatannotation(annotation, base_module=None):
    """How an annotation appears in a signature: bare names for builtins (and classes of
    `base_module`), module-qualified names for other classes, repr() for the rest."""
    if getattr(annotation, "__module__", None) == "typing":
        return repr(annotation).replace("typing.", "")
    if not isinstance(annotation, type):
        return repr(annotation)
    if annotation.__module__ in ("builtins", base_module):
        return annotation.__qualname__
    return "%s.%s" % (annotation.__module__, annotation.__qualname__)


class Parameter:
    """One parameter of a signature: name, kind, default and annotation (immutable)."""
    __module__ = "inspect"

    empty = _empty

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        if type(kind) is int and 0 <= kind < len(_KINDS):
            kind = _KINDS[kind]
        if not isinstance(kind, _ParameterKind):
            raise ValueError("value %r is not a valid Parameter.kind" % (kind,))
        if default is not _empty and kind in (_VAR_POSITIONAL, _VAR_KEYWORD):
            raise ValueError("%s parameters cannot have default values" % kind.description)
        if name is _empty:
            raise ValueError("name is a required attribute for Parameter")
        if not isinstance(name, str):
            raise TypeError("name must be a str, not a %s" % type(name).__name__)
        if not name.isidentifier():
            raise ValueError("%r is not a valid parameter name" % (name,))
        self._name, self._kind = name, kind
        self._default, self._annotation = default, annotation

    name = property(lambda self: self._name)
    kind = property(lambda self: self._kind)
    default = property(lambda self: self._default)
    annotation = property(lambda self: self._annotation)

    def replace(self, *, name=_void, kind=_void, annotation=_void, default=_void):
        """A copy with the given fields changed."""
        def pick(given, current):
            return current if given is _void else given
        return type(self)(pick(name, self._name), pick(kind, self._kind),
                          default=pick(default, self._default),
                          annotation=pick(annotation, self._annotation))

    def _key(self):
        return (self._name, self._kind, self._annotation, self._default)

    def __str__(self):
        text = _STAR_PREFIX.get(self._kind.value, "") + self._name
        has_annotation = self._annotation is not _empty
        if has_annotation:
            text += ": " + formatannotation(self._annotation)
        if self._default is not _empty:
            text += (" = " if has_annotation else "=") + repr(self._default)
        return text

    def __repr__(self):
        return '<%s "%s">' % (type(self).__name__, self)

    def __hash__(self):
        return hash(self._key())

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Parameter):
            return NotImplemented
        return self._key() == other._key()


for _kind in _KINDS:
    setattr(Parameter, _kind.name, _kind)


class BoundArguments:
    """What Signature.bind produced: `arguments` maps parameter names to values, in
    parameter order; .args and .kwargs rebuild a call from it."""
    __module__ = "inspect"

    def __init__(self, signature, arguments):
        self.arguments = arguments
        self._signature = signature

    signature = property(lambda self: self._signature)

    def _call_parts(self):
        """(positional values, keyword values) for calling the function."""
        positional, keywords = [], {}
        keywords_now = False
        for name, param in self._signature.parameters.items():
            present = name in self.arguments
            if not keywords_now:
                if param.kind in (_KEYWORD_ONLY, _VAR_KEYWORD):
                    keywords_now = True
                elif not present:
                    keywords_now = True
                    continue
                elif param.kind == _VAR_POSITIONAL:
                    positional.extend(self.arguments[name])
                    continue
                else:
                    positional.append(self.arguments[name])
                    continue
            if not present:
                continue
            if param.kind == _VAR_KEYWORD:
                keywords.update(self.arguments[name])
            else:
                keywords[name] = self.arguments[name]
        return tuple(positional), keywords

    @property
    def args(self):
        return self._call_parts()[0]

    @property
    def kwargs(self):
        return self._call_parts()[1]

    def apply_defaults(self):
        """Fill in defaults for parameters left unbound (() for *args, {} for **kwargs)."""
        filled = {}
        for name, param in self._signature.parameters.items():
            if name in self.arguments:
                filled[name] = self.arguments[name]
            elif param.default is not _empty:
                filled[name] = param.default
            elif param.kind == _VAR_POSITIONAL:
                filled[name] = ()
            elif param.kind == _VAR_KEYWORD:
                filled[name] = {}
        self.arguments = filled

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, BoundArguments):
            return NotImplemented
        return (self._signature, self.arguments) == (other._signature, other.arguments)

    def __repr__(self):
        shown = ", ".join("%s=%r" % item for item in self.arguments.items())
        return "<%s (%s)>" % (type(self).__name__, shown)


def _check_order(parameters):
    """name -> parameter, after checking kind order, default order and unique names."""
    table = {}
    highest = _POSITIONAL_ONLY
    defaults_started = False
    for param in parameters:
        if param.kind < highest:
            raise ValueError("wrong parameter order: %s parameter before %s parameter"
                             % (highest.description, param.kind.description))
        highest = param.kind
        if param.kind in _TAKES_POSITIONAL:
            if param.default is not _empty:
                defaults_started = True
            elif defaults_started:
                raise ValueError("non-default argument follows default argument")
        if param.name in table:
            raise ValueError("duplicate parameter name: %r" % (param.name,))
        table[param.name] = param
    return table


class Signature:
    """The parameters of a callable, in order, and its return annotation (immutable)."""
    __module__ = "inspect"

    empty = _empty

    def __init__(self, parameters=None, *, return_annotation=_empty,
                 __validate_parameters__=True):
        given = list(parameters) if parameters is not None else []
        if __validate_parameters__:
            self._parameters = _check_order(given)
        else:
            self._parameters = {param.name: param for param in given}
        self._return_annotation = return_annotation

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True):
        return signature(obj, follow_wrapped=follow_wrapped)

    parameters = property(lambda self: self._parameters)
    return_annotation = property(lambda self: self._return_annotation)

    def replace(self, *, parameters=_void, return_annotation=_void):
        if parameters is _void:
            parameters = self._parameters.values()
        if return_annotation is _void:
            return_annotation = self._return_annotation
        return type(self)(parameters, return_annotation=return_annotation)

    def _key(self):
        return (tuple(self._parameters.values()), self._return_annotation)

    def __hash__(self):
        return hash(self._key())

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Signature):
            return NotImplemented
        return self._key() == other._key()

    def _bind(self, args, kwargs, partial=False):
        """Match a call's arguments to the parameters, raising TypeError as a call would.

        Positional values are taken first, in order, until they or the positional
        parameters run out; every parameter after that is looked up among the keywords.
        """
        bound = {}
        next_value = 0
        keywords_param = None
        for param in self._parameters.values():
            name, kind = param.name, param.kind
            if next_value < len(args):
                if kind in (_KEYWORD_ONLY, _VAR_KEYWORD):
                    raise TypeError("too many positional arguments")
                if kind == _VAR_POSITIONAL:
                    bound[name] = tuple(args[next_value:])
                    next_value = len(args)
                    continue
                if name in kwargs and kind != _POSITIONAL_ONLY:
                    raise TypeError("multiple values for argument %r" % (name,))
                bound[name] = args[next_value]
                next_value += 1
                continue
            if kind == _VAR_KEYWORD:
                keywords_param = param
            elif kind == _VAR_POSITIONAL:
                continue
            elif name in kwargs:
                if kind == _POSITIONAL_ONLY:
                    raise TypeError("%r parameter is positional only, but was passed as a "
                                    "keyword" % (name,))
                bound[name] = kwargs.pop(name)
            elif not partial and param.default is _empty:
                raise TypeError("missing a required argument: %r" % (name,))
        if next_value < len(args):
            raise TypeError("too many positional arguments")
        if kwargs:
            if keywords_param is None:
                raise TypeError("got an unexpected keyword argument %r" % (next(iter(kwargs)),))
            bound[keywords_param.name] = kwargs
        return BoundArguments(self, bound)

    def bind(self, /, *args, **kwargs):
        return self._bind(args, kwargs)

    def bind_partial(self, /, *args, **kwargs):
        return self._bind(args, kwargs, partial=True)

    def __str__(self):
        pieces = []
        params = list(self._parameters.values())
        for index, param in enumerate(params):
            before = params[index - 1].kind if index else None
            if before == _POSITIONAL_ONLY and param.kind != _POSITIONAL_ONLY:
                pieces.append("/")
            if param.kind == _KEYWORD_ONLY and before not in (_KEYWORD_ONLY, _VAR_POSITIONAL):
                pieces.append("*")
            pieces.append(str(param))
        if params and params[-1].kind == _POSITIONAL_ONLY:
            pieces.append("/")
        text = "(%s)" % ", ".join(pieces)
        if self._return_annotation is not _empty:
            text += " -> " + formatannotation(self._return_annotation)
        return text

    def __repr__(self):
        return "<%s %s>" % (type(self).__name__, self)


# ---- building signatures ---------------------------------------------------------------

_CODE_VARARGS = 4
_CODE_VARKEYWORDS = 8


def _from_function(func):
    """Signature of a Python function, from its code object and attributes."""
    code = func.__code__
    names = code.co_varnames
    positional_count = code.co_argcount
    keyword_count = code.co_kwonlyargcount
    notes = getattr(func, "__annotations__", None) or {}
    defaults = func.__defaults__ or ()
    kw_defaults = func.__kwdefaults__ or {}
    first_default = positional_count - len(defaults)
    params = []

    def add(name, kind, default=_empty):
        params.append(Parameter(name, kind, default=default,
                                annotation=notes.get(name, _empty)))

    for index in range(positional_count):
        kind = _POSITIONAL_ONLY if index < code.co_posonlyargcount else _POSITIONAL_OR_KEYWORD
        add(names[index], kind,
            defaults[index - first_default] if index >= first_default else _empty)
    # Variable names: positional, keyword-only, then *args and **kwargs when present.
    extra = positional_count + keyword_count
    if code.co_flags & _CODE_VARARGS:
        add(names[extra], _VAR_POSITIONAL)
        extra += 1
    for name in names[positional_count:positional_count + keyword_count]:
        add(name, _KEYWORD_ONLY, kw_defaults.get(name, _empty))
    if code.co_flags & _CODE_VARKEYWORDS:
        add(names[extra], _VAR_KEYWORD)
    return Signature(params, return_annotation=notes.get("return", _empty),
                     __validate_parameters__=False)


def _without_first(sig):
    """The signature seen through a bound method: the first parameter is supplied."""
    params = list(sig.parameters.values())
    if not params or params[0].kind == _VAR_POSITIONAL:
        return sig
    if params[0].kind not in _TAKES_POSITIONAL:
        raise ValueError("invalid method signature")
    return sig.replace(parameters=params[1:])


def _after_partial(sig, partial_obj):
    """What remains of `sig` once partial_obj's stored arguments are applied.

    Parameters filled positionally disappear. Parameters filled by keyword stay, with the
    keyword's value as their new default; from the first such positional-or-keyword
    parameter on, later ones can only be passed by keyword, and *args is gone.
    """
    keywords = partial_obj.keywords or {}
    try:
        filled = sig.bind_partial(*(partial_obj.args or ()), **keywords).arguments
    except TypeError:
        raise ValueError("partial object %r has incorrect arguments" % (partial_obj,))
    remaining = []
    keyword_only_from_here = False
    for param in sig.parameters.values():
        name, kind = param.name, param.kind
        if kind == _VAR_POSITIONAL and keyword_only_from_here:
            continue
        if name in filled and kind in _TAKES_POSITIONAL and name not in keywords:
            continue
        if name in filled and kind in (_POSITIONAL_OR_KEYWORD, _KEYWORD_ONLY):
            param = param.replace(default=filled[name])
            keyword_only_from_here = keyword_only_from_here or kind == _POSITIONAL_OR_KEYWORD
        if keyword_only_from_here and kind == _POSITIONAL_OR_KEYWORD:
            param = param.replace(kind=_KEYWORD_ONLY)
        remaining.append(param)
    return sig.replace(parameters=remaining)


def _defined_in_python_class(cls, attribute):
    """The first definition of `attribute` in cls's MRO, ignoring `object` (None if none)."""
    for klass in cls.__mro__:
        if klass is object:
            break
        if attribute in klass.__dict__:
            return klass.__dict__[attribute]
    return None


def _from_class(cls):
    for maker in ("__init__", "__new__"):
        found = _defined_in_python_class(cls, maker)
        found = getattr(found, "__func__", found)
        if isinstance(found, types.FunctionType):
            return _without_first(_from_function(found))
    no_constructor = all(_defined_in_python_class(cls, maker) is None
                         for maker in ("__init__", "__new__"))
    if no_constructor and all(k is object or k.__module__ != "builtins" for k in cls.__mro__):
        return Signature()
    raise ValueError("no signature found for builtin type %r" % (cls,))


def _is_partial(obj):
    return (type(obj).__name__ == "partial" and hasattr(obj, "func")
            and hasattr(obj, "keywords"))


def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
    """The Signature of callable `obj`."""
    if not callable(obj):
        raise TypeError("%r is not a callable object" % (obj,))
    if isinstance(obj, types.MethodType):
        return _without_first(signature(obj.__func__, follow_wrapped=follow_wrapped))
    if follow_wrapped:
        hops = 0
        while hasattr(obj, "__wrapped__") and not isinstance(obj, type) and hops < 100:
            obj = obj.__wrapped__
            hops += 1
        if isinstance(obj, types.MethodType):
            return signature(obj, follow_wrapped=follow_wrapped)
    declared = getattr(obj, "__signature__", None)
    if isinstance(declared, Signature):
        return declared
    if isinstance(obj, types.FunctionType):
        return _from_function(obj)
    if _is_partial(obj):
        return _after_partial(signature(obj.func), obj)
    if isinstance(obj, type):
        return _from_class(obj)
    if isinstance(obj, (types.BuiltinFunctionType, types.BuiltinMethodType)):
        raise ValueError("no signature found for builtin %r" % (obj,))
    call = _defined_in_python_class(type(obj), "__call__")
    if isinstance(call, types.FunctionType):
        return _without_first(_from_function(call))
    raise ValueError("callable %r is not supported by signature" % (obj,))
