"""enum: enumerations (CPython 3.11's documented surface).

Owns EnumType (alias EnumMeta), Enum, ReprEnum, IntEnum, StrEnum, Flag, IntFlag, auto,
unique, verify with EnumCheck (UNIQUE, CONTINUOUS, NAMED_FLAGS), FlagBoundary (STRICT,
CONFORM, EJECT, KEEP), member/nonmember, property, global_enum and the functional API
(Enum('Color', 'RED GREEN'), lists of names or (name, value) pairs, mappings).

Note [How members are made]: EnumType.__prepare__ returns an _EnumDict that records, in
order, every class-body name that becomes a member (not descriptors, dunders, _sunder_
settings or _ignore_ names) and resolves auto() through _generate_next_value_ as the body
runs. EnumType.__new__ then builds the class without the members, creates each member with
the member type's __new__ (object, int, str, or the class's own __new__), sets _value_,
_name_ and __objclass__, runs __init__ with the value (a tuple value is spread), and
records it in _member_map_ (every name, aliases included), _member_names_ (canonical
members only) and _value2member_map_. A value equal to an earlier member's makes an alias.
Afterwards Enum.__new__ is the lookup by value: cached map, linear search for unhashable
values, then _missing_.

Note [Flag values]: a Flag's canonical members are its single-bit values; combinations are
pseudo-members made on demand by _missing_ (named "A|B", cached), iteration yields the
canonical members contained, in value order, and the boundary decides what happens to bits
no member names (STRICT: ValueError, CONFORM: dropped, EJECT: a plain int, KEEP: kept).
"""

import sys

__all__ = ["EnumType", "EnumMeta", "Enum", "IntEnum", "StrEnum", "Flag", "IntFlag",
           "ReprEnum", "auto", "unique", "property", "verify", "member", "nonmember",
           "FlagBoundary", "STRICT", "CONFORM", "EJECT", "KEEP", "global_flag_repr",
           "global_enum_repr", "global_str", "global_enum", "EnumCheck", "CONTINUOUS",
           "NAMED_FLAGS", "UNIQUE", "pickle_by_global_name", "pickle_by_enum_name"]

_builtin_property = property


class property(_builtin_property):
    """enum.property: a property that is also found on the class (member attributes
    such as name and value)."""


class nonmember(object):
    """Protects a value from becoming a member."""

    def __init__(self, value):
        self.value = value


class member(object):
    """Forces a value (a function, say) to become a member."""

    def __init__(self, value):
        self.value = value


class _AutoNull:
    def __repr__(self):
        return "_auto_null"


_auto_null = _AutoNull()


class auto:
    """Instances are replaced with an appropriate value in Enum class suites."""

    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return "auto(%r)" % (self.value,)


def _is_dunder(name):
    return (len(name) > 4 and name[:2] == name[-2:] == "__" and name[2] != "_" and
            name[-3] != "_")


def _is_sunder(name):
    return (len(name) > 2 and name[0] == name[-1] == "_" and name[1:2] != "_" and
            name[-2:-1] != "_")


def _is_private(cls_name, name):
    pattern = "_%s__" % (cls_name,)
    return (len(name) > len(pattern) and name.startswith(pattern) and
            not name.endswith("__"))


def _is_descriptor(obj):
    return (hasattr(obj, "__get__") or hasattr(obj, "__set__") or
            hasattr(obj, "__delete__"))


def _is_single_bit(num):
    return num != 0 and (num & (num - 1)) == 0


_SUNDER_ALLOWED = ("_order_", "_generate_next_value_", "_missing_", "_ignore_",
                   "_numeric_repr_", "_iter_member_", "_iter_member_by_value_",
                   "_iter_member_by_def_", "_value_repr_", "_boundary_")


class _EnumDict(dict):
    """The class-body namespace of an enum (Note [How members are made])."""

    def __init__(self):
        super().__init__()
        self._member_names = {}
        self._last_values = []
        self._ignore = []
        self._auto_called = False
        self._cls_name = None
        self._generate_next_value = None

    def __setitem__(self, key, value):
        if _is_private(self._cls_name, key):
            pass
        elif _is_sunder(key):
            if key not in _SUNDER_ALLOWED:
                raise ValueError("_sunder_ names, such as %r, are reserved for future Enum"
                                 " use" % (key,))
            if key == "_generate_next_value_":
                if self._auto_called:
                    raise TypeError("_generate_next_value_ must be defined before "
                                    "members")
                self._generate_next_value = getattr(value, "__func__", value)
            elif key == "_ignore_":
                if isinstance(value, str):
                    value = value.replace(",", " ").split()
                else:
                    value = list(value)
                self._ignore = value
                already = set(value) & set(self._member_names)
                if already:
                    raise ValueError("_ignore_ cannot specify already set names: %r"
                                     % (already,))
        elif _is_dunder(key):
            if key == "__order__":
                key = "_order_"
        elif key in self._member_names:
            raise TypeError("%r already defined as %r" % (key, self[key]))
        elif key in self._ignore:
            pass
        elif isinstance(value, nonmember):
            value = value.value
        elif _is_descriptor(value) and not isinstance(value, member):
            pass
        else:
            if key in self:
                raise TypeError("%r already defined as %r" % (key, self[key]))
            if isinstance(value, member):
                value = value.value
            if isinstance(value, auto):
                if value.value is _auto_null:
                    value.value = self._generate_next_value(
                        key, 1, len(self._member_names), self._last_values[:])
                    self._auto_called = True
                value = value.value
            elif isinstance(value, tuple) and any(isinstance(v, auto) for v in value):
                resolved = []
                for v in value:
                    if isinstance(v, auto):
                        if v.value is _auto_null:
                            v.value = self._generate_next_value(
                                key, 1, len(self._member_names), self._last_values[:])
                            self._auto_called = True
                        v = v.value
                    resolved.append(v)
                value = tuple(resolved)
            self._member_names[key] = None
            self._last_values.append(value)
        super().__setitem__(key, value)

    def update(self, members=(), **more):
        items = members.items() if hasattr(members, "items") else members
        for name, value in items:
            self[name] = value
        for name, value in more.items():
            self[name] = value


class EnumType(type):
    """The metaclass of enums: iteration, len, `in`, [name], (value), __members__."""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):
        metacls._check_for_existing_members_(cls, bases)
        enum_dict = _EnumDict()
        enum_dict._cls_name = cls
        member_type, first_enum = metacls._get_mixins_(cls, bases)
        if first_enum is not None:
            gnv = getattr(first_enum, "_generate_next_value_", None)
            enum_dict._generate_next_value = getattr(gnv, "__func__", gnv)
        return enum_dict

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        if not isinstance(classdict, _EnumDict):
            ns = metacls.__prepare__(cls, bases)
            for k, v in classdict.items():
                ns[k] = v
            classdict = ns
        ignore = classdict.get("_ignore_", [])
        for key in classdict._ignore:
            classdict.pop(key, None)
        member_type, first_enum = metacls._get_mixins_(cls, bases)
        member_names = list(classdict._member_names)
        invalid = set(member_names) & {"mro", ""}
        if invalid:
            raise ValueError("invalid enum member name(s) %s" % ", ".join(
                repr(n) for n in sorted(invalid)))
        values = {name: classdict[name] for name in member_names}
        body = {k: v for k, v in classdict.items() if k not in classdict._member_names}
        body.pop("_ignore_", None)
        order = body.pop("_order_", None)
        new_member, use_args = metacls._find_new_(body, member_type, first_enum)
        body["_new_member_"] = new_member
        body["_use_args_"] = use_args
        body["_member_names_"] = []
        body["_member_map_"] = {}
        body["_value2member_map_"] = {}
        body["_unhashable_values_"] = []
        body["_member_type_"] = member_type
        if boundary is None:
            boundary = body.get("_boundary_") or getattr(first_enum, "_boundary_", None)
        body["_boundary_"] = boundary
        enum_class = super().__new__(metacls, cls, bases, body, **kwds)
        # A mixed-in data type's repr/str/format would come first in the MRO: the enum's
        # own win unless the class body defines them.
        if Enum is not None:
            for name in ("__repr__", "__str__", "__format__", "__reduce_ex__"):
                if name in body:
                    continue
                enum_method = getattr(first_enum, name)
                found_method = getattr(enum_class, name)
                if found_method in (getattr(member_type, name), getattr(object, name)):
                    type.__setattr__(enum_class, name, enum_method)
        # ReprEnum: str() and format() are the mixed-in type's.
        if ReprEnum is not None and ReprEnum in enum_class.__mro__ and \
                member_type is not object:
            if "__str__" not in body:
                method = member_type.__str__
                if method is object.__str__:
                    method = member_type.__repr__
                type.__setattr__(enum_class, "__str__", method)
            if "__format__" not in body:
                type.__setattr__(enum_class, "__format__", member_type.__format__)
        for name in member_names:
            enum_class._add_member_(name, values[name])
        if Flag is not None and issubclass(enum_class, Flag):
            enum_class._setup_flag()
        if order is not None:
            if isinstance(order, str):
                order = order.replace(",", " ").split()
            if order != enum_class._member_names_:
                raise TypeError("member order does not match _order_:\n  %r\n  %r"
                                % (enum_class._member_names_, order))
        # After creation, calling the class looks members up (Enum.__new__); the __new__
        # that made them stays reachable as __new_member__ for subclasses.
        if Enum is not None:
            if "__new__" in body:
                type.__setattr__(enum_class, "__new_member__", body["__new__"])
            type.__setattr__(enum_class, "__new__", staticmethod(Enum.__dict__["__new__"]
                                                                 if not isinstance(
                                                                     Enum.__dict__["__new__"],
                                                                     staticmethod)
                                                                 else Enum.__dict__["__new__"].__func__))
        return enum_class

    def _add_member_(cls, name, value):
        """Creates one member (Note [How members are made])."""
        if not isinstance(value, tuple):
            args = (value,)
        else:
            args = value
        if cls._member_type_ is tuple:
            args = (args,)
        new = cls._new_member_
        if not cls._use_args_:
            enum_member = new(cls)
        else:
            enum_member = new(cls, *args)
        if not hasattr(enum_member, "_value_"):
            if cls._member_type_ is object:
                enum_member._value_ = value
            else:
                try:
                    enum_member._value_ = cls._member_type_(*args)
                except Exception:
                    enum_member._value_ = value
        value = enum_member._value_
        enum_member._name_ = name
        enum_member.__objclass__ = cls
        enum_member.__init__(*args)
        enum_member._sort_order_ = len(cls._member_names_)
        canonical = None
        for existing_name, existing in cls._member_map_.items():
            if existing._value_ == value:
                canonical = existing
                break
        is_flag_alias = (Flag is not None and issubclass(cls, Flag) and
                         isinstance(value, int) and not _is_single_bit(value))
        if canonical is not None:
            enum_member = canonical
        elif not is_flag_alias:
            cls._member_names_.append(name)
        cls._member_map_[name] = enum_member
        type.__setattr__(cls, name, enum_member)
        try:
            cls._value2member_map_.setdefault(value, enum_member)
        except TypeError:
            cls._unhashable_values_.append(value)

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None,
                 start=1, boundary=None):
        if names is None:
            return cls.__new__(cls, value)
        return cls._create_(value, names, module=module, qualname=qualname, type=type,
                            start=start, boundary=boundary)

    def __bool__(cls):
        return True

    def __contains__(cls, member):
        if not isinstance(member, Enum):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'" % (
                type(member).__qualname__, cls.__class__.__qualname__))
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError("%r cannot delete member %r." % (cls.__name__, attr))
        super().__delattr__(attr)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __len__(cls):
        return len(cls._member_names_)

    @_builtin_property
    def __members__(cls):
        import types
        return types.MappingProxyType(cls._member_map_)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return "<flag %r>" % cls.__name__
        return "<enum %r>" % cls.__name__

    def __setattr__(cls, name, value):
        member_map = cls.__dict__.get("_member_map_", {})
        if name in member_map:
            raise AttributeError("cannot reassign member %r" % (name,))
        super().__setattr__(name, value)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None,
                 start=1, boundary=None):
        """The functional API: Enum('Name', names)."""
        metacls = cls.__class__
        bases = (cls,) if type is None else (type, cls)
        _, first_enum = cls._get_mixins_(class_name, bases)
        classdict = metacls.__prepare__(class_name, bases)
        if isinstance(names, str):
            names = names.replace(",", " ").split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original_names, names = names, []
            last_values = []
            for count, name in enumerate(original_names):
                value = first_enum._generate_next_value_(name, start, count,
                                                         last_values[:])
                last_values.append(value)
                names.append((name, value))
        for item in names:
            if isinstance(item, str):
                member_name, member_value = item, names[item]
            else:
                member_name, member_value = item
            classdict[member_name] = member_value
        if module is None:
            try:
                module = sys._getframe(2).f_globals["__name__"]
            except (AttributeError, ValueError, KeyError):
                pass
        if module is not None:
            classdict["__module__"] = module
        if qualname is not None:
            classdict["__qualname__"] = qualname
        return metacls.__new__(metacls, class_name, bases, classdict, boundary=boundary)

    @classmethod
    def _check_for_existing_members_(mcls, class_name, bases):
        for chain in bases:
            for base in chain.__mro__:
                if isinstance(base, EnumType) and base._member_names_:
                    raise TypeError("<enum %r> cannot extend %r" % (class_name, base))

    @classmethod
    def _get_mixins_(mcls, class_name, bases):
        """The data type mixed in (object, int, str, ...) and the last enum base."""
        if not bases:
            return object, Enum
        mcls._check_for_existing_members_(class_name, bases)
        first_enum = bases[-1]
        if not isinstance(first_enum, EnumType):
            raise TypeError("new enumerations should be created as "
                            "`EnumName([mixin_type, ...] [data_type,] enum_type)`")
        member_type = mcls._find_data_type_(class_name, bases) or object
        return member_type, first_enum

    @classmethod
    def _find_data_type_(mcls, class_name, bases):
        data_types = set()
        for chain in bases:
            candidate = None
            for base in chain.__mro__:
                if base is object:
                    continue
                if isinstance(base, EnumType):
                    if base._member_type_ is not object:
                        data_types.add(base._member_type_)
                        break
                elif "__new__" in base.__dict__ or "__init__" in base.__dict__:
                    if isinstance(base, EnumType):
                        continue
                    data_types.add(candidate or base)
                    break
                else:
                    candidate = candidate or base
        if len(data_types) > 1:
            raise TypeError("too many data types for %r: %r" % (class_name, data_types))
        if data_types:
            return data_types.pop()
        return None

    @classmethod
    def _find_new_(mcls, body, member_type, first_enum):
        """The __new__ that creates members and whether it takes the value."""
        __new__ = body.get("__new__", None)
        if __new__ is not None:
            return __new__, True
        skip = (None, None.__new__, object.__new__)
        for method in ("__new_member__", "__new__"):
            for possible in (member_type, first_enum):
                if possible is None:
                    continue
                target = getattr(possible, method, None)
                if target in skip or (Enum is not None and target is Enum.__new__):
                    continue
                return target, True
        return object.__new__, False


EnumMeta = EnumType
Enum = None
ReprEnum = None
Flag = None


class Enum(metaclass=EnumType):
    """Create a collection of name/value pairs: class Color(Enum): RED = 1."""

    def __new__(cls, value):
        if type(value) is cls:
            return value
        try:
            return cls._value2member_map_[value]
        except KeyError:
            pass
        except TypeError:
            for member in cls._member_map_.values():
                if member._value_ == value:
                    return member
        try:
            exc = None
            result = cls._missing_(value)
        except Exception as e:
            exc = e
            result = None
        try:
            if isinstance(result, cls):
                return result
            if Flag is not None and issubclass(cls, Flag) and \
                    cls._boundary_ is EJECT and isinstance(result, int):
                return result
            ve_exc = ValueError("%r is not a valid %s" % (value, cls.__qualname__))
            if result is None and exc is None:
                raise ve_exc
            elif exc is None:
                exc = TypeError("error in %s._missing_: returned %r instead of None or a "
                                "valid member" % (cls.__name__, result))
            if not isinstance(exc, ValueError):
                exc.__context__ = ve_exc
            raise exc
        finally:
            exc = None
            ve_exc = None

    def __init__(self, *args, **kwds):
        pass

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        """The next value for auto(): one more than the largest so far, start at
        first."""
        if not last_values:
            return start
        try:
            last_value = sorted(last_values).pop()
        except TypeError:
            raise TypeError("unable to sort non-numeric values") from None
        try:
            return last_value + 1
        except TypeError:
            raise TypeError("unable to increment %r" % (last_value,)) from None

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        v_repr = self.__class__._value_repr_ if "_value_repr_" in dir(self.__class__) \
            else None
        v_repr = v_repr or repr
        return "<%s.%s: %s>" % (self.__class__.__name__, self._name_,
                                v_repr(self._value_))

    def __str__(self):
        return "%s.%s" % (self.__class__.__name__, self._name_)

    def __format__(self, format_spec):
        return str.__format__(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __dir__(self):
        return sorted({"__class__", "__doc__", "__eq__", "__hash__", "__module__", "name",
                       "value"} | {m for m in self.__class__.__dict__
                                   if not m.startswith("_") and m not in
                                   self._member_map_})

    @property
    def name(self):
        """The name of the Enum member."""
        return self._name_

    @property
    def value(self):
        """The value of the Enum member."""
        return self._value_


class ReprEnum(Enum):
    """Only changes the repr(), leaving str() and format() to the mixed-in type."""


class IntEnum(int, ReprEnum):
    """Enum where members are also (and must be) ints."""

    _value_repr_ = int.__repr__


class StrEnum(str, ReprEnum):
    """Enum where members are also (and must be) strings."""

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError("too many arguments for str(): %r" % (values,))
        if len(values) == 1:
            if not isinstance(values[0], str):
                raise TypeError("%r is not a string" % (values[0],))
        if len(values) >= 2:
            if not isinstance(values[1], str):
                raise TypeError("encoding must be a string, not %r" % (values[1],))
        if len(values) == 3:
            if not isinstance(values[2], str):
                raise TypeError("errors must be a string, not %r" % (values[2]))
        value = str(*values)
        member = str.__new__(cls, value)
        member._value_ = value
        return member

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        """The lower-cased member name."""
        return name.lower()


class FlagBoundary(StrEnum):
    """What a Flag does with bits no member names."""
    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT, CONFORM, EJECT, KEEP = FlagBoundary


class Flag(Enum, boundary=STRICT):
    """Support for bit flags (Note [Flag values])."""

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        """The next power of two above the largest value so far."""
        if not count:
            return start if start is not None else 1
        last_value = max(last_values)
        try:
            high_bit = last_value.bit_length() - 1
        except Exception:
            raise TypeError("invalid flag value %r" % last_value) from None
        return 2 ** (high_bit + 1)

    @classmethod
    def _setup_flag(cls):
        mask = 0
        for m in cls._member_map_.values():
            if isinstance(m._value_, int):
                mask |= m._value_
        cls._flag_mask_ = mask
        cls._all_bits_ = 2 ** mask.bit_length() - 1 if mask else 0
        type.__setattr__(cls, "_member_names_",
                         [n for n in cls._member_names_])

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        flag_mask = cls._flag_mask_
        all_bits = cls._all_bits_
        if value < 0:
            neg_value = value
            value = all_bits + 1 + value
        if value & ~flag_mask:
            boundary = cls._boundary_
            if boundary is STRICT:
                raise ValueError("%r invalid value %r\n    given %s\n  allowed %s" % (
                    cls, value, bin(value), bin(flag_mask)))
            elif boundary is CONFORM:
                value = value & flag_mask
            elif boundary is EJECT:
                return value
        if cls._member_type_ is object:
            pseudo = object.__new__(cls)
        else:
            pseudo = cls._member_type_.__new__(cls, value)
        if not hasattr(pseudo, "_value_"):
            pseudo._value_ = value
        names = [m._name_ for m in cls._iter_bits(value)]
        extra = value & ~flag_mask
        if names and extra:
            names.append(hex(extra))
        pseudo._name_ = "|".join(names) if names else None
        return cls._value2member_map_.setdefault(value, pseudo)

    @classmethod
    def _iter_bits(cls, value):
        members = [cls._member_map_[n] for n in cls._member_names_]
        for m in sorted(members, key=lambda m: m._value_):
            if m._value_ and m._value_ & value == m._value_ and _is_single_bit(m._value_):
                yield m

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r" % (
                type(other).__qualname__, self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        yield from self._iter_bits(self._value_)

    def __len__(self):
        return bin(self._value_).count("1")

    def __repr__(self):
        cls_name = self.__class__.__name__
        v_repr = getattr(self.__class__, "_value_repr_", None) or repr
        if self._name_ is None:
            return "<%s: %s>" % (cls_name, v_repr(self._value_))
        return "<%s.%s: %s>" % (cls_name, self._name_, v_repr(self._value_))

    def __str__(self):
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return "%s(%r)" % (cls_name, self._value_)
        return "%s.%s" % (cls_name, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def _other_value(self, other):
        if isinstance(other, self.__class__):
            return other._value_
        if self._member_type_ is not object and isinstance(other, self._member_type_):
            return other
        return NotImplemented

    def __or__(self, other):
        value = self._other_value(other)
        if value is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ | value)

    def __and__(self, other):
        value = self._other_value(other)
        if value is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ & value)

    def __xor__(self, other):
        value = self._other_value(other)
        if value is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ ^ value)

    def __invert__(self):
        if self._boundary_ in (EJECT, KEEP):
            return self.__class__(~self._value_)
        return self.__class__(self._flag_mask_ ^ self._value_)

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """Support for integer-based Flags."""

    _value_repr_ = int.__repr__
    # int's operators come first in the MRO; the flag ones must win.
    __or__ = Flag.__or__
    __and__ = Flag.__and__
    __xor__ = Flag.__xor__
    __ror__ = Flag.__ror__
    __rand__ = Flag.__rand__
    __rxor__ = Flag.__rxor__
    __invert__ = Flag.__invert__


def unique(enumeration):
    """Class decorator: ValueError if any value has more than one name."""
    duplicates = []
    for name, member in enumeration.__members__.items():
        if name != member.name:
            duplicates.append((name, member.name))
    if duplicates:
        alias_details = ", ".join(["%s -> %s" % (alias, name)
                                   for (alias, name) in duplicates])
        raise ValueError("duplicate values found in %r: %s" % (enumeration, alias_details))
    return enumeration


class EnumCheck(StrEnum):
    """Constraints verify() checks."""
    CONTINUOUS = "no skipped integer values"
    NAMED_FLAGS = "multi-flag aliases may not contain unnamed flags"
    UNIQUE = "one name per value"


CONTINUOUS, NAMED_FLAGS, UNIQUE = EnumCheck


class verify:
    """Class decorator checking the given EnumCheck constraints."""

    def __init__(self, *checks):
        self.checks = checks

    def __call__(self, enumeration):
        checks = self.checks
        cls_name = enumeration.__name__
        if Flag is not None and issubclass(enumeration, Flag):
            enum_type = "flag"
        else:
            enum_type = "enum"
        for check in checks:
            if check is UNIQUE:
                duplicates = [(name, m.name) for name, m in enumeration.__members__.items()
                              if name != m.name]
                if duplicates:
                    alias_details = ", ".join(["%s -> %s" % (alias, name)
                                               for (alias, name) in duplicates])
                    raise ValueError("aliases found in %r: %s" % (enumeration,
                                                                  alias_details))
            elif check is CONTINUOUS:
                values = set(e.value for e in enumeration)
                if len(values) < 2:
                    continue
                low, high = min(values), max(values)
                missing = []
                if enum_type == "flag":
                    for i in range(low.bit_length() - 1, high.bit_length()):
                        if 2 ** i not in values:
                            missing.append(2 ** i)
                else:
                    for i in range(low + 1, high):
                        if i not in values:
                            missing.append(i)
                if missing:
                    raise ValueError(("invalid %s %r: missing values %s" % (
                        enum_type, cls_name, ", ".join(str(m) for m in missing)))[:256])
            elif check is NAMED_FLAGS:
                member_names = enumeration._member_names_
                member_values = [m.value for m in enumeration]
                missing_names = []
                missing_value = 0
                for name, alias in enumeration._member_map_.items():
                    if name in member_names:
                        continue
                    if alias.value < 0:
                        continue
                    bits = [2 ** i for i in range(alias.value.bit_length())
                            if alias.value & 2 ** i]
                    missed = [v for v in bits if v not in member_values]
                    if missed:
                        missing_names.append(name)
                        for val in missed:
                            missing_value |= val
                if missing_names:
                    if len(missing_names) == 1:
                        alias = "alias %s is missing" % missing_names[0]
                    else:
                        alias = "aliases %s and %s are missing" % (
                            ", ".join(missing_names[:-1]), missing_names[-1])
                    if _is_single_bit(missing_value):
                        value = "value 0x%x" % missing_value
                    else:
                        value = "combined values of 0x%x" % missing_value
                    raise ValueError("invalid Flag %r: %s %s [use enum.show_flag_values"
                                     "(value) for details]" % (cls_name, alias, value))
        return enumeration


def global_enum_repr(self):
    """repr() of a member exported to its module: module.NAME."""
    module = self.__class__.__module__.split(".")[-1]
    return "%s.%s" % (module, self._name_)


def global_flag_repr(self):
    """repr() of a flag exported to its module: module.A|module.B."""
    module = self.__class__.__module__.split(".")[-1]
    cls_name = self.__class__.__name__
    if self._name_ is None:
        return "%s.%s(%r)" % (module, cls_name, self._value_)
    return "|".join("%s.%s" % (module, name) for name in self._name_.split("|"))


def global_str(self):
    """str() of a member exported to its module: NAME."""
    if self._name_ is None:
        cls_name = self.__class__.__name__
        return "%s(%r)" % (cls_name, self._value_)
    return self._name_


def global_enum(cls, update_str=False):
    """Class decorator: exports the members into the module namespace and gives them
    module-style reprs."""
    if issubclass(cls, Flag):
        cls.__repr__ = global_flag_repr
    else:
        cls.__repr__ = global_enum_repr
    if not issubclass(cls, ReprEnum) or update_str:
        cls.__str__ = global_str
    sys.modules[cls.__module__].__dict__.update(cls.__members__)
    return cls


def pickle_by_global_name(self, proto):
    return self.name


def pickle_by_enum_name(self, proto):
    return getattr, (self.__class__, self._name_)
