"""abc: abstract base classes (CPython 3.11's documented surface).

Owns ABCMeta (the metaclass that computes `__abstractmethods__`, keeps each ABC's registry
of virtual subclasses and answers isinstance/issubclass through `__subclasshook__`, the
MRO, the registry and the ABC's own subclasses), ABC, the abstractmethod decorator and
its deprecated property/classmethod/staticmethod forms, get_cache_token and
update_abstractmethods.

Refusing to instantiate a class whose `__abstractmethods__` is non-empty is the core's
job (object.__new__ checks the set, as CPython's does), so a class with its own
`__new__` that skips object.__new__ is not checked, exactly as in CPython.

Note [ABC caches]: each ABC holds `_abc_impl`, an _AbcData with its registry, a positive
cache of classes found to be subclasses and a negative cache of classes found not to be.
register() bumps a module-wide counter (get_cache_token()), which invalidates every
negative cache: a class that was not a subclass may become one through a registration on
an ABC further up. The ABC's own subclasses are found through `subclasses`, which
ABCMeta.__new__ fills (every subclass of an ABC is made by ABCMeta), since TensorPy's
type.__subclasses__() is not tracked. CPython keeps these sets weak; here they are plain
sets, so a class checked against or derived from an ABC stays alive as long as the ABC
(docs/differences.md).
"""


def abstractmethod(funcobj):
    """Marks funcobj abstract; a class with an abstract method cannot be instantiated
    unless a subclass overrides it. Applied innermost under property/classmethod/
    staticmethod, which report the mark of what they wrap."""
    funcobj.__isabstractmethod__ = True
    return funcobj


class abstractclassmethod(classmethod):
    """Deprecated since 3.3: use @classmethod over @abstractmethod."""
    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True
        super().__init__(callable)


class abstractstaticmethod(staticmethod):
    """Deprecated since 3.3: use @staticmethod over @abstractmethod."""
    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True
        super().__init__(callable)


class abstractproperty(property):
    """Deprecated since 3.3: use @property over @abstractmethod."""
    __isabstractmethod__ = True


# Bumped by every register(); see Note [ABC caches].
_invalidation_counter = 0


def get_cache_token():
    """An object that changes whenever any ABC's registry changes (an int here too)."""
    return _invalidation_counter


class _AbcData:
    """Per-ABC state: registry, caches and the counter value the negative cache is valid
    for (Note [ABC caches])."""
    __slots__ = ("registry", "subclasses", "cache", "negative_cache", "negative_version")

    def __init__(self):
        self.registry = set()
        self.subclasses = []
        self.cache = set()
        self.negative_cache = set()
        self.negative_version = _invalidation_counter


def _compute_abstracts(cls, namespace, bases):
    abstracts = set()
    for name, value in namespace.items():
        if getattr(value, "__isabstractmethod__", False):
            abstracts.add(name)
    for base in bases:
        for name in getattr(base, "__abstractmethods__", ()):
            value = getattr(cls, name, None)
            if getattr(value, "__isabstractmethod__", False):
                abstracts.add(name)
    return frozenset(abstracts)


class ABCMeta(type):
    """Metaclass for abstract base classes: see the module paragraph."""

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        cls.__abstractmethods__ = _compute_abstracts(cls, namespace, bases)
        cls._abc_impl = _AbcData()
        for base in bases:
            impl = base.__dict__.get("_abc_impl")
            if isinstance(impl, _AbcData):
                impl.subclasses.append(cls)
        return cls

    def register(cls, subclass):
        """Registers subclass as a virtual subclass of cls; returns it (so it works as a
        class decorator)."""
        global _invalidation_counter
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_impl.registry.add(subclass)
        _invalidation_counter += 1
        return subclass

    def __instancecheck__(cls, instance):
        impl = cls._abc_impl
        subclass = getattr(instance, "__class__", None)
        if subclass is not None and subclass in impl.cache:
            return True
        subtype = type(instance)
        if subclass is None or subclass is subtype:
            if (impl.negative_version == _invalidation_counter
                    and subtype in impl.negative_cache):
                return False
            return cls.__subclasscheck__(subtype)
        return cls.__subclasscheck__(subclass) or cls.__subclasscheck__(subtype)

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError("issubclass() arg 1 must be a class")
        impl = cls._abc_impl
        if subclass in impl.cache:
            return True
        if impl.negative_version < _invalidation_counter:
            impl.negative_cache = set()
            impl.negative_version = _invalidation_counter
        elif subclass in impl.negative_cache:
            return False
        ok = cls.__subclasshook__(subclass)
        if ok is not NotImplemented:
            if not isinstance(ok, bool):
                raise AssertionError("__subclasshook__ must return either False, True, "
                                     "or NotImplemented")
            if ok:
                impl.cache.add(subclass)
            else:
                impl.negative_cache.add(subclass)
            return ok
        if cls in subclass.__mro__:
            impl.cache.add(subclass)
            return True
        for rcls in impl.registry:
            if issubclass(subclass, rcls):
                impl.cache.add(subclass)
                return True
        for scls in impl.subclasses:
            if issubclass(subclass, scls):
                impl.cache.add(subclass)
                return True
        impl.negative_cache.add(subclass)
        return False

    def _dump_registry(cls, file=None):
        """Debug helper: prints the ABC's registry and caches."""
        print(f"Class: {cls.__module__}.{cls.__qualname__}", file=file)
        print(f"Inv. counter: {get_cache_token()}", file=file)
        impl = cls._abc_impl
        print(f"_abc_registry: {impl.registry!r}", file=file)
        print(f"_abc_cache: {impl.cache!r}", file=file)
        print(f"_abc_negative_cache: {impl.negative_cache!r}", file=file)
        print(f"_abc_negative_cache_version: {impl.negative_version!r}", file=file)

    def _abc_registry_clear(cls):
        """Clears the registry (for tests)."""
        cls._abc_impl.registry.clear()

    def _abc_caches_clear(cls):
        """Clears both caches (for tests)."""
        cls._abc_impl.cache.clear()
        cls._abc_impl.negative_cache.clear()


def update_abstractmethods(cls):
    """Recomputes cls.__abstractmethods__ after methods were added or replaced on an
    already created class; a class that is not an ABC is returned unchanged."""
    if not hasattr(cls, "__abstractmethods__"):
        return cls
    abstracts = set()
    for scls in cls.__bases__:
        for name in getattr(scls, "__abstractmethods__", ()):
            value = getattr(cls, name, None)
            if getattr(value, "__isabstractmethod__", False):
                abstracts.add(name)
    for name, value in cls.__dict__.items():
        if getattr(value, "__isabstractmethod__", False):
            abstracts.add(name)
    cls.__abstractmethods__ = frozenset(abstracts)
    return cls


class ABC(metaclass=ABCMeta):
    """A helper class whose metaclass is ABCMeta: subclass it to define an ABC."""
    __slots__ = ()
