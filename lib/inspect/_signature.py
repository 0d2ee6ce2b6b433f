"""inspect's Signature machinery: Parameter, the parameter kinds, Signature, BoundArguments
and signature().

Owns how a callable's parameters are read (from a function's code object, __defaults__,
__kwdefaults__ and __annotations__), rendered (CPython's str/repr, '/' and '*' markers,
annotations via formatannotation) and bound (Signature.bind with CPython's messages).
"""

import types


class _empty:
    """Marker object for Signature.empty and Parameter.empty."""
    __module__ = "inspect"

class _void:
    """A private marker - used in Parameter & Signature."""
    __module__ = "inspect"

class _ParameterKind:
    __module__ = "inspect"

    def __init__(self, value, name, description):
        self.value = value
        self.name = name
        self._name_ = name
        self.description = description

    def __str__(self):
        return self.name

    def __repr__(self):
        return "<_ParameterKind.%s: %d>" % (self.name, self.value)

    def __int__(self):
        return self.value

    def __index__(self):
        return self.value

    def __hash__(self):
        return hash(self.value)

    def _v(self, other):
        if isinstance(other, _ParameterKind):
            return other.value
        return other

    def __eq__(self, other):
        return self.value == self._v(other)

    def __ne__(self, other):
        return self.value != self._v(other)

    def __lt__(self, other):
        return self.value < self._v(other)

    def __le__(self, other):
        return self.value <= self._v(other)

    def __gt__(self, other):
        return self.value > self._v(other)

    def __ge__(self, other):
        return self.value >= self._v(other)


_POSITIONAL_ONLY = _ParameterKind(0, "POSITIONAL_ONLY", "positional-only")
_POSITIONAL_OR_KEYWORD = _ParameterKind(1, "POSITIONAL_OR_KEYWORD", "positional or keyword")
_VAR_POSITIONAL = _ParameterKind(2, "VAR_POSITIONAL", "variadic positional")
_KEYWORD_ONLY = _ParameterKind(3, "KEYWORD_ONLY", "keyword-only")
_VAR_KEYWORD = _ParameterKind(4, "VAR_KEYWORD", "variadic keyword")
_KINDS = [_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD, _VAR_POSITIONAL, _KEYWORD_ONLY,
          _VAR_KEYWORD]


def formatannotation(annotation, base_module=None):
    if getattr(annotation, "__module__", None) == "typing":
        return repr(annotation).replace("typing.", "")
    if isinstance(annotation, type):
        if annotation.__module__ in ("builtins", base_module):
            return annotation.__qualname__
        return annotation.__module__ + "." + annotation.__qualname__
    return repr(annotation)


class Parameter:
    """Represents a parameter in a function signature."""
    __module__ = "inspect"

    POSITIONAL_ONLY = _POSITIONAL_ONLY
    POSITIONAL_OR_KEYWORD = _POSITIONAL_OR_KEYWORD
    VAR_POSITIONAL = _VAR_POSITIONAL
    KEYWORD_ONLY = _KEYWORD_ONLY
    VAR_KEYWORD = _VAR_KEYWORD
    empty = _empty

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        if isinstance(kind, int) and not isinstance(kind, bool) and 0 <= kind <= 4:
            kind = _KINDS[kind]
        if not isinstance(kind, _ParameterKind):
            raise ValueError("value %r is not a valid Parameter.kind" % (kind,))
        if default is not _empty and (kind == _VAR_POSITIONAL or kind == _VAR_KEYWORD):
            msg = "{} parameters cannot have default values".format(kind.description)
            raise ValueError(msg)
        self._kind = kind
        self._default = default
        self._annotation = annotation
        if name is _empty:
            raise ValueError("name is a required attribute for Parameter")
        if not isinstance(name, str):
            raise TypeError("name must be a str, not a {}".format(type(name).__name__))
        if not name.isidentifier():
            raise ValueError("{!r} is not a valid parameter name".format(name))
        self._name = name

    @property
    def name(self):
        return self._name

    @property
    def default(self):
        return self._default

    @property
    def annotation(self):
        return self._annotation

    @property
    def kind(self):
        return self._kind

    def replace(self, *, name=_void, kind=_void, annotation=_void, default=_void):
        if name is _void:
            name = self._name
        if kind is _void:
            kind = self._kind
        if annotation is _void:
            annotation = self._annotation
        if default is _void:
            default = self._default
        return type(self)(name, kind, default=default, annotation=annotation)

    def __str__(self):
        kind = self.kind
        formatted = self._name
        if self._annotation is not _empty:
            formatted = "{}: {}".format(formatted, formatannotation(self._annotation))
        if self._default is not _empty:
            if self._annotation is not _empty:
                formatted = "{} = {}".format(formatted, repr(self._default))
            else:
                formatted = "{}={}".format(formatted, repr(self._default))
        if kind == _VAR_POSITIONAL:
            formatted = "*" + formatted
        elif kind == _VAR_KEYWORD:
            formatted = "**" + formatted
        return formatted

    def __repr__(self):
        return '<{} "{}">'.format(type(self).__name__, self)

    def __hash__(self):
        return hash((self.name, self.kind, self.annotation, self.default))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Parameter):
            return NotImplemented
        return (self._name == other._name and self._kind == other._kind
                and self._default == other._default
                and self._annotation == other._annotation)


class BoundArguments:
    """Result of Signature.bind call."""
    __module__ = "inspect"

    def __init__(self, signature, arguments):
        self.arguments = arguments
        self._signature = signature

    @property
    def signature(self):
        return self._signature

    @property
    def args(self):
        args = []
        for param_name, param in self._signature.parameters.items():
            if param.kind == _VAR_KEYWORD or param.kind == _KEYWORD_ONLY:
                break
            if param_name not in self.arguments:
                break
            arg = self.arguments[param_name]
            if param.kind == _VAR_POSITIONAL:
                args.extend(arg)
            else:
                args.append(arg)
        return tuple(args)

    @property
    def kwargs(self):
        kwargs = {}
        kwargs_started = False
        for param_name, param in self._signature.parameters.items():
            if not kwargs_started:
                if param.kind == _VAR_KEYWORD or param.kind == _KEYWORD_ONLY:
                    kwargs_started = True
                elif param_name not in self.arguments:
                    kwargs_started = True
                    continue
            if not kwargs_started:
                continue
            if param_name in self.arguments:
                arg = self.arguments[param_name]
                if param.kind == _VAR_KEYWORD:
                    kwargs.update(arg)
                else:
                    kwargs[param_name] = arg
        return kwargs

    def apply_defaults(self):
        arguments = self.arguments
        new_arguments = []
        for name, param in self._signature.parameters.items():
            if name in arguments:
                new_arguments.append((name, arguments[name]))
            else:
                if param.default is not _empty:
                    val = param.default
                elif param.kind == _VAR_POSITIONAL:
                    val = ()
                elif param.kind == _VAR_KEYWORD:
                    val = {}
                else:
                    continue
                new_arguments.append((name, val))
        self.arguments = dict(new_arguments)

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, BoundArguments):
            return NotImplemented
        return self.signature == other.signature and self.arguments == other.arguments

    def __repr__(self):
        args = []
        for arg, value in self.arguments.items():
            args.append("{}={!r}".format(arg, value))
        return "<{} ({})>".format(self.__class__.__name__, ", ".join(args))


class Signature:
    """A Signature object represents the overall signature of a function."""
    __module__ = "inspect"

    empty = _empty

    def __init__(self, parameters=None, *, return_annotation=_empty,
                 __validate_parameters__=True):
        params = {}
        if parameters is not None:
            if __validate_parameters__:
                top_kind = _POSITIONAL_ONLY
                seen_default = False
                for param in parameters:
                    kind = param.kind
                    name = param.name
                    if kind < top_kind:
                        msg = ("wrong parameter order: {} parameter before {} parameter"
                               .format(top_kind.description, kind.description))
                        raise ValueError(msg)
                    elif kind > top_kind:
                        top_kind = kind
                    if kind == _POSITIONAL_ONLY or kind == _POSITIONAL_OR_KEYWORD:
                        if param.default is _empty:
                            if seen_default:
                                msg = "non-default argument follows default argument"
                                raise ValueError(msg)
                        else:
                            seen_default = True
                    if name in params:
                        raise ValueError("duplicate parameter name: {!r}".format(name))
                    params[name] = param
            else:
                for param in parameters:
                    params[param.name] = param
        self._parameters = params
        self._return_annotation = return_annotation

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True):
        return signature(obj, follow_wrapped=follow_wrapped)

    @property
    def parameters(self):
        return self._parameters

    @property
    def return_annotation(self):
        return self._return_annotation

    def replace(self, *, parameters=_void, return_annotation=_void):
        if parameters is _void:
            parameters = list(self._parameters.values())
        if return_annotation is _void:
            return_annotation = self._return_annotation
        return type(self)(parameters, return_annotation=return_annotation)

    def __hash__(self):
        return hash((tuple(self._parameters.values()), self._return_annotation))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Signature):
            return NotImplemented
        return (self._return_annotation == other._return_annotation
                and list(self._parameters.values()) == list(other._parameters.values()))

    def _bind(self, args, kwargs, partial=False):
        arguments = {}
        parameters = iter(list(self._parameters.values()))
        parameters_ex = ()
        arg_vals = iter(args)
        while True:
            try:
                arg_val = next(arg_vals)
            except StopIteration:
                try:
                    param = next(parameters)
                except StopIteration:
                    break
                if param.kind == _VAR_POSITIONAL:
                    break
                elif param.name in kwargs:
                    if param.kind == _POSITIONAL_ONLY:
                        msg = ("{arg!r} parameter is positional only, but was passed as a "
                               "keyword".format(arg=param.name))
                        raise TypeError(msg) from None
                    parameters_ex = (param,)
                    break
                elif param.kind == _VAR_KEYWORD or param.default is not _empty:
                    parameters_ex = (param,)
                    break
                elif partial:
                    parameters_ex = (param,)
                    break
                else:
                    raise TypeError("missing a required argument: {!r}".format(
                        param.name)) from None
            else:
                try:
                    param = next(parameters)
                except StopIteration:
                    raise TypeError("too many positional arguments") from None
                if param.kind == _VAR_KEYWORD or param.kind == _KEYWORD_ONLY:
                    raise TypeError("too many positional arguments") from None
                if param.kind == _VAR_POSITIONAL:
                    values = [arg_val]
                    values.extend(arg_vals)
                    arguments[param.name] = tuple(values)
                    break
                if param.name in kwargs and param.kind != _POSITIONAL_ONLY:
                    raise TypeError("multiple values for argument {!r}".format(
                        param.name)) from None
                arguments[param.name] = arg_val

        kwargs_param = None
        rest = list(parameters_ex) + list(parameters)
        for param in rest:
            if param.kind == _VAR_KEYWORD:
                kwargs_param = param
                continue
            if param.kind == _VAR_POSITIONAL:
                continue
            param_name = param.name
            if param_name in kwargs:
                arg_val = kwargs.pop(param_name)
                if param.kind == _POSITIONAL_ONLY:
                    raise TypeError("{!r} parameter is positional only, but was passed as "
                                    "a keyword".format(param.name))
                arguments[param_name] = arg_val
            elif not partial and param.default is _empty:
                raise TypeError("missing a required argument: {!r}".format(param_name))
        if kwargs:
            if kwargs_param is not None:
                arguments[kwargs_param.name] = kwargs
            else:
                raise TypeError("got an unexpected keyword argument {!r}".format(
                    next(iter(kwargs))))
        return BoundArguments(self, arguments)

    def bind(self, /, *args, **kwargs):
        return self._bind(args, kwargs)

    def bind_partial(self, /, *args, **kwargs):
        return self._bind(args, kwargs, partial=True)

    def __repr__(self):
        return "<{} {}>".format(self.__class__.__name__, self)

    def __str__(self):
        result = []
        render_pos_only_separator = False
        render_kw_only_separator = True
        for param in self._parameters.values():
            formatted = str(param)
            kind = param.kind
            if kind == _POSITIONAL_ONLY:
                render_pos_only_separator = True
            elif render_pos_only_separator:
                result.append("/")
                render_pos_only_separator = False
            if kind == _VAR_POSITIONAL:
                render_kw_only_separator = False
            elif kind == _KEYWORD_ONLY and render_kw_only_separator:
                result.append("*")
                render_kw_only_separator = False
            result.append(formatted)
        if render_pos_only_separator:
            result.append("/")
        rendered = "({})".format(", ".join(result))
        if self._return_annotation is not _empty:
            anno = formatannotation(self._return_annotation)
            rendered += " -> {}".format(anno)
        return rendered


def _signature_from_function(func):
    code = func.__code__
    pos_count = code.co_argcount
    arg_names = code.co_varnames
    posonly_count = code.co_posonlyargcount
    keyword_only_count = code.co_kwonlyargcount
    positional = arg_names[:pos_count]
    keyword_only = arg_names[pos_count:pos_count + keyword_only_count]
    annotations = getattr(func, "__annotations__", None) or {}
    defaults = func.__defaults__ or ()
    kwdefaults = func.__kwdefaults__ or {}
    pos_default_count = len(defaults)
    non_default_count = pos_count - pos_default_count

    parameters = []
    for i in range(pos_count):
        name = positional[i]
        kind = _POSITIONAL_ONLY if i < posonly_count else _POSITIONAL_OR_KEYWORD
        default = _empty
        if i >= non_default_count:
            default = defaults[i - non_default_count]
        parameters.append(Parameter(name, kind, default=default,
                                    annotation=annotations.get(name, _empty)))
    index = pos_count + keyword_only_count
    if code.co_flags & 4:
        name = arg_names[index]
        index += 1
        parameters.append(Parameter(name, _VAR_POSITIONAL,
                                    annotation=annotations.get(name, _empty)))
    for name in keyword_only:
        parameters.append(Parameter(name, _KEYWORD_ONLY, default=kwdefaults.get(name, _empty),
                                    annotation=annotations.get(name, _empty)))
    if code.co_flags & 8:
        name = arg_names[index]
        parameters.append(Parameter(name, _VAR_KEYWORD,
                                    annotation=annotations.get(name, _empty)))
    return Signature(parameters, return_annotation=annotations.get("return", _empty),
                     __validate_parameters__=False)


def _drop_first(sig):
    params = list(sig.parameters.values())
    if not params or params[0].kind == _VAR_POSITIONAL:
        return sig
    if params[0].kind == _KEYWORD_ONLY or params[0].kind == _VAR_KEYWORD:
        raise ValueError("invalid method signature")
    return sig.replace(parameters=params[1:])


def _signature_from_partial(sig, partial_obj):
    params = list(sig.parameters.values())
    bound = sig.bind_partial(*partial_obj.args, **partial_obj.keywords)
    new_params = []
    transform_to_kwonly = False
    for param in params:
        name = param.name
        arg_value = bound.arguments.get(name, _void)
        if param.kind == _POSITIONAL_ONLY:
            if arg_value is not _void:
                continue
            new_params.append(param)
            continue
        if transform_to_kwonly:
            if param.kind == _POSITIONAL_OR_KEYWORD:
                if arg_value is not _void and name in partial_obj.keywords:
                    new_params.append(param.replace(kind=_KEYWORD_ONLY, default=arg_value))
                else:
                    new_params.append(param.replace(kind=_KEYWORD_ONLY))
                continue
            if param.kind == _VAR_POSITIONAL:
                continue
        if param.kind == _POSITIONAL_OR_KEYWORD:
            if name in partial_obj.keywords:
                transform_to_kwonly = True
                new_params.append(param.replace(kind=_KEYWORD_ONLY, default=arg_value))
            elif arg_value is not _void:
                continue
            else:
                new_params.append(param)
            continue
        if param.kind == _KEYWORD_ONLY and arg_value is not _void:
            new_params.append(param.replace(default=arg_value))
            continue
        if param.kind == _VAR_POSITIONAL and arg_value is not _void:
            new_params.append(param)
            continue
        new_params.append(param)
    return sig.replace(parameters=new_params)


def _user_method(cls, name):
    for klass in cls.__mro__:
        if klass is object:
            return None
        if name in klass.__dict__:
            return klass.__dict__[name]
    return None


def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
    """Get a signature object for the passed callable."""
    if not callable(obj):
        raise TypeError("{!r} is not a callable object".format(obj))
    if isinstance(obj, types.MethodType):
        return _drop_first(signature(obj.__func__, follow_wrapped=follow_wrapped))
    if follow_wrapped:
        seen = 0
        while hasattr(obj, "__wrapped__") and not isinstance(obj, type) and seen < 100:
            obj = obj.__wrapped__
            seen += 1
        if isinstance(obj, types.MethodType):
            return signature(obj, follow_wrapped=follow_wrapped)
    sig = getattr(obj, "__signature__", None)
    if sig is not None and isinstance(sig, Signature):
        return sig
    if isinstance(obj, types.FunctionType):
        return _signature_from_function(obj)
    if type(obj).__name__ == "partial" and hasattr(obj, "func") and hasattr(obj, "keywords"):
        return _signature_from_partial(signature(obj.func), obj)
    if isinstance(obj, type):
        init = _user_method(obj, "__init__")
        if init is not None and isinstance(init, types.FunctionType):
            return _drop_first(_signature_from_function(init))
        new = _user_method(obj, "__new__")
        if new is not None:
            new = getattr(new, "__func__", new)
            if isinstance(new, types.FunctionType):
                return _drop_first(_signature_from_function(new))
        if _user_method(obj, "__init__") is None and _user_method(obj, "__new__") is None:
            if obj.__mro__[-1] is object and all(
                    k is object or k.__module__ != "builtins" for k in obj.__mro__):
                return Signature()
        raise ValueError("no signature found for builtin type {!r}".format(obj))
    if isinstance(obj, (types.BuiltinFunctionType, types.BuiltinMethodType)):
        raise ValueError("no signature found for builtin {!r}".format(obj))
    call = _user_method(type(obj), "__call__")
    if call is not None and isinstance(call, types.FunctionType):
        return _drop_first(_signature_from_function(call))
    raise ValueError("callable {!r} is not supported by signature".format(obj))
