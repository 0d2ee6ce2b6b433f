# A metaclass's __prepare__ namespace that is a dict subclass sees every class-body
# assignment and deletion through its __setitem__/__delitem__ (enum relies on it).


class Recording(dict):
    def __setitem__(self, key, value):
        print("set", key)
        super().__setitem__(key, value)

    def __delitem__(self, key):
        print("del", key)
        super().__delitem__(key)


class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kwds):
        return Recording()

    def __new__(mcls, name, bases, ns, **kwds):
        print(type(ns).__name__, sorted(k for k in ns if not k.startswith("__")))
        return super().__new__(mcls, name, bases, dict(ns))


class A(metaclass=Meta):
    X = 1
    Y = 2
    del Y

    def method(self):
        return self.X


print(A().method())


class Refuse(dict):
    def __setitem__(self, key, value):
        if key == "bad":
            raise KeyError("refused " + key)
        super().__setitem__(key, value)


class Strict(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return Refuse()


try:
    class B(metaclass=Strict):
        ok = 1
        bad = 2
except KeyError as e:
    print("KeyError:", e)
