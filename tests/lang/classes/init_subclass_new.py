class Registry:
    subclasses = []
    def __init_subclass__(cls, **kw):
        super().__init_subclass__()
        Registry.subclasses.append((cls.__name__, kw))
class A(Registry): pass
class B(Registry, tag="b"): pass
print(Registry.subclasses)
class Single:
    _inst = None
    def __new__(cls):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst
print(Single() is Single())
class Meta(type):
    def __new__(mcls, name, bases, ns):
        ns["added"] = name.lower()
        return super().__new__(mcls, name, bases, ns)
class WithMeta(metaclass=Meta):
    pass
print(WithMeta.added, type(WithMeta).__name__)
