"""dataclasses: generated __init__/__repr__/__eq__/ordering/__hash__ from annotations
(CPython 3.11's documented surface).

Owns dataclass() and its parameters (init, repr, eq, order, unsafe_hash, frozen,
match_args, kw_only, slots, weakref_slot), field() and Field, MISSING, KW_ONLY, InitVar,
FrozenInstanceError, fields, is_dataclass, asdict/astuple (deep, with the factories),
replace and make_dataclass.

Note [Generated dataclass methods]: the methods are Python source built per class and
run through exec(), so their signatures, defaults, annotations and the TypeErrors of a
bad call ("P.__init__() missing 1 required positional argument: 'x'") are those of an
ordinary function; defaults, default factories and types are passed in as globals named
`__dataclass_dflt_<name>__` / `__dataclass_type_<name>__`, never written into the source.
A default_factory field's parameter defaults to the sentinel `<factory>` and the factory
is called when it is passed unchanged. Frozen classes assign through object.__setattr__.
The `__hash__` decision follows the documented table of (unsafe_hash, eq, frozen,
explicit __hash__).
"""

import keyword
import sys
import types
import copy as _copy
import abc as _abc

__all__ = ["dataclass", "field", "Field", "FrozenInstanceError", "InitVar", "KW_ONLY",
           "MISSING", "fields", "asdict", "astuple", "make_dataclass", "replace",
           "is_dataclass"]


class FrozenInstanceError(AttributeError):
    """Raised when assigning to or deleting a field of a frozen dataclass."""


class _HAS_DEFAULT_FACTORY_CLASS:
    def __repr__(self):
        return "<factory>"


_HAS_DEFAULT_FACTORY = _HAS_DEFAULT_FACTORY_CLASS()


class _MISSING_TYPE:
    pass


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()

_EMPTY_METADATA = types.MappingProxyType({}) if hasattr(types, "MappingProxyType") else {}


class _FIELD_BASE:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FIELD_BASE("_FIELD")
_FIELD_CLASSVAR = _FIELD_BASE("_FIELD_CLASSVAR")
_FIELD_INITVAR = _FIELD_BASE("_FIELD_INITVAR")

_FIELDS = "__dataclass_fields__"
_PARAMS = "__dataclass_params__"
_POST_INIT_NAME = "__post_init__"


class InitVar:
    """An init-only pseudo-field: InitVar[T] annotations become __init__ parameters
    passed to __post_init__, never stored."""
    __slots__ = ("type",)

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        if isinstance(self.type, type):
            type_name = self.type.__name__
        else:
            type_name = repr(self.type)
        return f"dataclasses.InitVar[{type_name}]"

    def __class_getitem__(cls, type):
        return InitVar(type)


class Field:
    """One field's specification, as field() returns it and fields() reports it."""
    __slots__ = ("name", "type", "default", "default_factory", "repr", "hash", "init",
                 "compare", "metadata", "kw_only", "_field_type")

    def __init__(self, default, default_factory, init, repr, hash, compare, metadata,
                 kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        if metadata is None:
            self.metadata = _EMPTY_METADATA
        elif hasattr(types, "MappingProxyType"):
            self.metadata = types.MappingProxyType(metadata)
        else:
            self.metadata = metadata
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        return ("Field("
                f"name={self.name!r},"
                f"type={self.type!r},"
                f"default={self.default!r},"
                f"default_factory={self.default_factory!r},"
                f"init={self.init!r},"
                f"repr={self.repr!r},"
                f"hash={self.hash!r},"
                f"compare={self.compare!r},"
                f"metadata={self.metadata!r},"
                f"kw_only={self.kw_only!r},"
                f"_field_type={self._field_type}"
                ")")

    def __set_name__(self, owner, name):
        # Forwarded to the default value, so a descriptor default learns its name.
        func = getattr(type(self.default), "__set_name__", None)
        if func:
            func(self.default, owner, name)


class _DataclassParams:
    __slots__ = ("init", "repr", "eq", "order", "unsafe_hash", "frozen")

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return ("_DataclassParams("
                f"init={self.init!r},"
                f"repr={self.repr!r},"
                f"eq={self.eq!r},"
                f"order={self.order!r},"
                f"unsafe_hash={self.unsafe_hash!r},"
                f"frozen={self.frozen!r}"
                ")")


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True, hash=None,
          compare=True, metadata=None, kw_only=MISSING):
    """Specifies a field: its default or default_factory (a zero-argument callable), and
    whether it is in __init__, __repr__, the comparisons and __hash__; metadata is
    exposed read-only; kw_only makes its __init__ parameter keyword-only."""
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError("cannot specify both default and default_factory")
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


def fields(class_or_instance):
    """The Field objects of a dataclass or instance, in definition order (ClassVar and
    InitVar pseudo-fields excluded)."""
    try:
        fs = getattr(class_or_instance, _FIELDS)
    except AttributeError:
        raise TypeError("must be called with a dataclass type or instance") from None
    return tuple(f for f in fs.values() if f._field_type is _FIELD)


def is_dataclass(obj):
    """True for a dataclass or an instance of one."""
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, _FIELDS)


def _is_dataclass_instance(obj):
    return hasattr(type(obj), _FIELDS)


# --- annotations: ClassVar, InitVar, KW_ONLY ---------------------------------------

def _is_classvar(a_type):
    typing = sys.modules.get("typing")
    if typing is None:
        return False
    cv = getattr(typing, "ClassVar", None)
    return a_type is cv or getattr(a_type, "__origin__", None) is cv


def _string_names(annotation, names):
    """True when a string annotation starts with one of names (optionally module-
    qualified): "ClassVar[int]", "typing.ClassVar", "dataclasses.InitVar[str]"."""
    text = annotation.strip()
    head = text.split("[", 1)[0].strip()
    return head in names


def _field_kind(a_type):
    if isinstance(a_type, str):
        if _string_names(a_type, ("ClassVar", "typing.ClassVar")):
            return _FIELD_CLASSVAR
        if _string_names(a_type, ("InitVar", "dataclasses.InitVar")):
            return _FIELD_INITVAR
        return _FIELD
    if _is_classvar(a_type):
        return _FIELD_CLASSVAR
    if a_type is InitVar or type(a_type) is InitVar:
        return _FIELD_INITVAR
    return _FIELD


def _is_kw_only(a_type):
    if a_type is KW_ONLY:
        return True
    return isinstance(a_type, str) and a_type.strip() in ("KW_ONLY", "dataclasses.KW_ONLY")


def _get_field(cls, a_name, a_type, default_kw_only):
    default = getattr(cls, a_name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        if isinstance(default, types.MemberDescriptorType if hasattr(
                types, "MemberDescriptorType") else ()):
            default = MISSING
        f = field(default=default)
    f.name = a_name
    f.type = a_type
    f._field_type = _field_kind(a_type)
    if f._field_type in (_FIELD_CLASSVAR, _FIELD_INITVAR):
        if f.default_factory is not MISSING:
            raise TypeError(f"field {f.name} cannot have a default factory")
    if f._field_type in (_FIELD, _FIELD_INITVAR):
        if f.kw_only is MISSING:
            f.kw_only = default_kw_only
    else:
        if f.kw_only is not MISSING:
            raise TypeError(f"field {f.name} is a ClassVar but specifies kw_only")
    if f._field_type is _FIELD and f.default.__class__.__hash__ is None:
        raise ValueError(f"mutable default {type(f.default)} for field {f.name} is not "
                         f"allowed: use default_factory")
    return f


# --- code generation (Note [Generated dataclass methods]) ---------------------------

def _make_function(cls, name, args, body, globals_, return_type=MISSING):
    """Builds `def name(args) [-> return]: body` with exec(); globals_ supplies the
    defaults, factories and types the source refers to."""
    ret = ""
    if return_type is not MISSING:
        globals_["__dataclass_return_type__"] = return_type
        ret = " -> __dataclass_return_type__"
    src = f"def {name}({', '.join(args)}){ret}:\n"
    src += "".join(f"    {line}\n" for line in body) if body else "    pass\n"
    ns = {}
    exec(src, globals_, ns)
    fn = ns[name]
    fn.__qualname__ = f"{cls.__qualname__}.{name}"
    return fn


def _set_new_attribute(cls, name, value):
    """Adds value unless the class body defined name; True when it did."""
    if name in cls.__dict__:
        return True
    setattr(cls, name, value)
    return False


def _field_assign(frozen, name, value, self_name):
    if frozen:
        return (f"__dataclass_builtins_object__.__setattr__({self_name}, {name!r}, "
                f"{value})")
    return f"{self_name}.{name} = {value}"


def _init_fn(cls, all_fields, std_fields, kw_only_fields, frozen, has_post_init,
             self_name, globals_, slots):
    seen_default = False
    for f in std_fields:
        if f.init:
            if not (f.default is MISSING and f.default_factory is MISSING):
                seen_default = True
            elif seen_default:
                raise TypeError(f"non-default argument {f.name!r} follows default argument")
    g = dict(globals_)
    g["__dataclass_HAS_DEFAULT_FACTORY__"] = _HAS_DEFAULT_FACTORY
    g["__dataclass_builtins_object__"] = object
    g["MISSING"] = MISSING

    def param(f):
        g[f"__dataclass_type_{f.name}__"] = f.type
        text = f"{f.name}:__dataclass_type_{f.name}__"
        if f.default is MISSING and f.default_factory is MISSING:
            return text
        if f.default is not MISSING:
            return f"{text}=__dataclass_dflt_{f.name}__"
        return f"{text}=__dataclass_HAS_DEFAULT_FACTORY__"

    body = []
    for f in all_fields:
        default_name = f"__dataclass_dflt_{f.name}__"
        if f.default_factory is not MISSING:
            g[default_name] = f.default_factory
            if f.init:
                value = (f"{default_name}() if {f.name} is "
                         f"__dataclass_HAS_DEFAULT_FACTORY__ else {f.name}")
            else:
                value = f"{default_name}()"
        elif f.init:
            if f.default is not MISSING:
                g[default_name] = f.default
            value = f.name
        elif slots and f.default is not MISSING:
            g[default_name] = f.default
            value = default_name
        else:
            value = None
        if value is not None and f._field_type is _FIELD:
            body.append(_field_assign(frozen, f.name, value, self_name))
    if has_post_init:
        initvars = ", ".join(f.name for f in all_fields if f._field_type is _FIELD_INITVAR)
        body.append(f"{self_name}.{_POST_INIT_NAME}({initvars})")
    args = [self_name] + [param(f) for f in std_fields if f.init]
    kw = [param(f) for f in kw_only_fields if f.init]
    if kw:
        args += ["*"] + kw
    return _make_function(cls, "__init__", args, body, g, return_type=None)


_repr_running = set()


def _repr_fn(cls, repr_fields):
    names = [f.name for f in repr_fields]

    def __repr__(self):
        key = (id(self), _thread_ident())
        if key in _repr_running:
            return "..."
        _repr_running.add(key)
        try:
            parts = ", ".join(f"{n}={getattr(self, n)!r}" for n in names)
        finally:
            _repr_running.discard(key)
        return f"{self.__class__.__qualname__}({parts})"
    __repr__.__qualname__ = f"{cls.__qualname__}.__repr__"
    return __repr__


def _thread_ident():
    try:
        import threading
        return threading.get_ident()
    except Exception:
        return 0


def _tuple_src(obj_name, flds):
    if not flds:
        return "()"
    return "(" + ",".join(f"{obj_name}.{f.name}" for f in flds) + ",)"


def _cmp_fn(cls, name, op, flds, globals_):
    self_tuple = _tuple_src("self", flds)
    other_tuple = _tuple_src("other", flds)
    return _make_function(cls, name, ["self", "other"],
                          ["if other.__class__ is self.__class__:",
                           f"    return {self_tuple}{op}{other_tuple}",
                           "return NotImplemented"], dict(globals_))


def _hash_fn(cls, flds, globals_):
    return _make_function(cls, "__hash__", ["self"],
                          [f"return hash({_tuple_src('self', flds)})"], dict(globals_))


def _frozen_methods(cls, flds, globals_):
    g = dict(globals_)
    g["FrozenInstanceError"] = FrozenInstanceError
    g["__dataclass_cls__"] = cls
    names = "(" + "".join(f"{f.name!r}," for f in flds) + ")" if flds else "()"
    setattr_fn = _make_function(cls, "__setattr__", ["self", "name", "value"], [
        f"if type(self) is __dataclass_cls__ or name in {names}:",
        "    raise FrozenInstanceError(f\"cannot assign to field {name!r}\")",
        "super(__dataclass_cls__, self).__setattr__(name, value)"], g)
    delattr_fn = _make_function(cls, "__delattr__", ["self", "name"], [
        f"if type(self) is __dataclass_cls__ or name in {names}:",
        "    raise FrozenInstanceError(f\"cannot delete field {name!r}\")",
        "super(__dataclass_cls__, self).__delattr__(name)"], g)
    for fn in (setattr_fn, delattr_fn):
        if _set_new_attribute(cls, fn.__name__, fn):
            raise TypeError(f"Cannot overwrite attribute {fn.__name__} in class "
                            f"{cls.__name__}")


# --- the class transformation --------------------------------------------------------

def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only,
                   slots, weakref_slot):
    all_fields = {}
    globals_ = {}
    module = sys.modules.get(cls.__module__)
    if module is not None:
        globals_ = dict(module.__dict__)
    setattr(cls, _PARAMS, _DataclassParams(init, repr, eq, order, unsafe_hash, frozen))

    any_frozen_base = False
    has_dataclass_bases = False
    for b in cls.__mro__[-1:0:-1]:
        base_fields = getattr(b, _FIELDS, None)
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                all_fields[f.name] = f
            if getattr(b, _PARAMS).frozen:
                any_frozen_base = True

    cls_annotations = cls.__dict__.get("__annotations__", {})
    cls_fields = []
    kw_only_now = kw_only
    kw_only_seen = False
    for name, a_type in cls_annotations.items():
        if _is_kw_only(a_type):
            if kw_only_seen:
                raise TypeError(f"{name!r} is KW_ONLY, but KW_ONLY has already been "
                                f"specified")
            kw_only_seen = True
            kw_only_now = True
        else:
            cls_fields.append(_get_field(cls, name, a_type, kw_only_now))
    for f in cls_fields:
        all_fields[f.name] = f
        if isinstance(getattr(cls, f.name, None), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)
    for name, value in cls.__dict__.items():
        if isinstance(value, Field) and name not in cls_annotations:
            raise TypeError(f"{name!r} is a field but has no type annotation")

    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError("cannot inherit non-frozen dataclass from a frozen one")
        if not any_frozen_base and frozen:
            raise TypeError("cannot inherit frozen dataclass from a non-frozen one")

    setattr(cls, _FIELDS, all_fields)

    class_hash = cls.__dict__.get("__hash__", MISSING)
    has_explicit_hash = not (class_hash is MISSING or
                             (class_hash is None and "__eq__" in cls.__dict__))
    if order and not eq:
        raise ValueError("eq must be true if order is true")

    field_list = [f for f in all_fields.values() if f._field_type is _FIELD]
    if init:
        has_post_init = hasattr(cls, _POST_INIT_NAME)
        init_fields = [f for f in all_fields.values()
                       if f._field_type in (_FIELD, _FIELD_INITVAR)]
        std = [f for f in init_fields if not f.kw_only]
        kwo = [f for f in init_fields if f.kw_only]
        self_name = "__dataclass_self__" if "self" in all_fields else "self"
        _set_new_attribute(cls, "__init__",
                           _init_fn(cls, init_fields, std, kwo, frozen, has_post_init,
                                    self_name, globals_, slots))
    if repr:
        _set_new_attribute(cls, "__repr__",
                           _repr_fn(cls, [f for f in field_list if f.repr]))
    if eq:
        cmp_fields = [f for f in field_list if f.compare]
        _set_new_attribute(cls, "__eq__", _cmp_fn(cls, "__eq__", "==", cmp_fields,
                                                  globals_))
    if order:
        cmp_fields = [f for f in field_list if f.compare]
        for name, op in (("__lt__", "<"), ("__le__", "<="), ("__gt__", ">"),
                         ("__ge__", ">=")):
            if _set_new_attribute(cls, name, _cmp_fn(cls, name, op, cmp_fields,
                                                     globals_)):
                raise TypeError(f"Cannot overwrite attribute {name} in class "
                                f"{cls.__name__}. Consider using functools.total_ordering")
    if frozen:
        _frozen_methods(cls, field_list, globals_)

    hash_fields = [f for f in field_list if (f.compare if f.hash is None else f.hash)]
    if unsafe_hash:
        if has_explicit_hash:
            raise TypeError(f"Cannot overwrite attribute __hash__ in class {cls.__name__}")
        cls.__hash__ = _hash_fn(cls, hash_fields, globals_)
    elif eq and not has_explicit_hash:
        if frozen:
            cls.__hash__ = _hash_fn(cls, hash_fields, globals_)
        else:
            cls.__hash__ = None

    if not getattr(cls, "__doc__"):
        try:
            import inspect
            text = str(inspect.signature(cls)).replace(" -> None", "")
        except (TypeError, ValueError, ImportError):
            text = ""
        cls.__doc__ = cls.__name__ + text

    if match_args:
        _set_new_attribute(cls, "__match_args__",
                           tuple(f.name for f in all_fields.values()
                                 if f._field_type in (_FIELD, _FIELD_INITVAR)
                                 and f.init and not f.kw_only))
    if weakref_slot and not slots:
        raise TypeError("weakref_slot is True but slots is False")
    if slots:
        cls = _add_slots(cls, frozen, weakref_slot)
    _abc.update_abstractmethods(cls)
    return cls


def _add_slots(cls, is_frozen, weakref_slot):
    """A new class like cls with __slots__ for its fields (a class's slots cannot be
    changed after it is created)."""
    cls_dict = dict(cls.__dict__)
    field_names = tuple(f.name for f in fields(cls))
    if "__slots__" in cls_dict:
        raise TypeError(f"{cls.__name__} already specifies __slots__")
    inherited = set()
    for b in cls.__mro__[1:-1]:
        s = b.__dict__.get("__slots__", ())
        inherited.update((s,) if isinstance(s, str) else s)
    slots = tuple(n for n in field_names if n not in inherited)
    if weakref_slot and "__weakref__" not in inherited:
        slots += ("__weakref__",)
    cls_dict["__slots__"] = slots
    for name in field_names:
        cls_dict.pop(name, None)
    cls_dict.pop("__dict__", None)
    cls_dict.pop("__weakref__", None)
    qualname = getattr(cls, "__qualname__", None)
    new_cls = type(cls)(cls.__name__, cls.__bases__, cls_dict)
    if qualname is not None:
        new_cls.__qualname__ = qualname
    # Methods that name the class (frozen __setattr__, super()) must see the new one.
    for value in cls_dict.values():
        g = getattr(value, "__globals__", None)
        if g is not None and g.get("__dataclass_cls__") is cls:
            g["__dataclass_cls__"] = new_cls
    return new_cls


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False,
              unsafe_hash=False, frozen=False, match_args=True, kw_only=False,
              slots=False, weakref_slot=False):
    """Adds the generated special methods to a class with annotated fields; usable
    bare (@dataclass) or with parameters (@dataclass(frozen=True))."""
    def wrap(cls):
        return _process_class(cls, init, repr, eq, order, unsafe_hash, frozen,
                              match_args, kw_only, slots, weakref_slot)
    if cls is None:
        return wrap
    return wrap(cls)


# --- conversions ----------------------------------------------------------------------

def asdict(obj, *, dict_factory=dict):
    """A dict of the instance's fields, recursing into dataclasses, lists, tuples
    (namedtuples rebuilt by position) and dicts; other values are deep-copied."""
    if not _is_dataclass_instance(obj):
        raise TypeError("asdict() should be called on dataclass instances")
    return _asdict_inner(obj, dict_factory)


def _asdict_inner(obj, dict_factory):
    if _is_dataclass_instance(obj):
        return dict_factory([(f.name, _asdict_inner(getattr(obj, f.name), dict_factory))
                             for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_asdict_inner(v, dict_factory) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_asdict_inner(k, dict_factory), _asdict_inner(v, dict_factory))
                         for k, v in obj.items())
    return _copy.deepcopy(obj)


def astuple(obj, *, tuple_factory=tuple):
    """A tuple of the instance's field values, recursing as asdict does."""
    if not _is_dataclass_instance(obj):
        raise TypeError("astuple() should be called on dataclass instances")
    return _astuple_inner(obj, tuple_factory)


def _astuple_inner(obj, tuple_factory):
    if _is_dataclass_instance(obj):
        return tuple_factory([_astuple_inner(getattr(obj, f.name), tuple_factory)
                              for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_astuple_inner(v, tuple_factory) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory))
                         for k, v in obj.items())
    return _copy.deepcopy(obj)


def replace(obj, /, **changes):
    """A new instance of obj's class with the given fields changed (through __init__,
    so __post_init__ runs again)."""
    if not _is_dataclass_instance(obj):
        raise TypeError("replace() should be called on dataclass instances")
    for f in getattr(obj, _FIELDS).values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError(f"field {f.name} is declared with init=False, it cannot "
                                 f"be specified with replace()")
            continue
        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError(f"InitVar {f.name!r} must be specified with replace()")
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True, repr=True,
                   eq=True, order=False, unsafe_hash=False, frozen=False,
                   match_args=True, kw_only=False, slots=False, weakref_slot=False):
    """Creates a dataclass named cls_name; fields are names, (name, type) or (name,
    type, Field) items (the type defaults to 'typing.Any')."""
    if namespace is None:
        namespace = {}
    seen = set()
    annotations = {}
    defaults = {}
    for item in fields:
        if isinstance(item, str):
            name = item
            tp = "typing.Any"
        elif len(item) == 2:
            name, tp = item
        elif len(item) == 3:
            name, tp, spec = item
            defaults[name] = spec
        else:
            raise TypeError(f"Invalid field: {item!r}")
        if not isinstance(name, str) or not name.isidentifier():
            raise TypeError(f"Field names must be valid identifiers: {name!r}")
        if keyword.iskeyword(name):
            raise TypeError(f"Field names must not be keywords: {name!r}")
        if name in seen:
            raise TypeError(f"Field name duplicated: {name!r}")
        seen.add(name)
        annotations[name] = tp
    body = dict(namespace)
    body.update(defaults)
    body["__annotations__"] = annotations
    # CPython 3.11 builds the class with types.new_class, so its __module__ is "types"
    # (3.12 takes the caller's module); the oracle's value is kept.
    body["__module__"] = "types"
    cls = type(cls_name, tuple(bases), body)
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order,
                     unsafe_hash=unsafe_hash, frozen=frozen, match_args=match_args,
                     kw_only=kw_only, slots=slots, weakref_slot=weakref_slot)
