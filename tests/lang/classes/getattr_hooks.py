class Proxy:
    def __init__(self, target):
        self._target = target
    def __getattr__(self, name):
        print("forward", name)
        return getattr(self._target, name)
p = Proxy([3, 1, 2])
p.append(0)
print(p._target)
class Rec:
    def __setattr__(self, k, v):
        print("set", k, v)
        object.__setattr__(self, k, v)
    def __delattr__(self, k):
        print("del", k)
        object.__delattr__(self, k)
r = Rec()
r.a = 1
del r.a
