class T:
    def __bool__(self):
        return False
class L:
    def __len__(self):
        return 0
for v in [0, 0.0, "", [], {}, set(), None, T(), L(), 1, "a", [0], T, object()]:
    print(bool(v), end=" ")
print()
if T():
    print("no")
else:
    print("T is falsy")
print(not L(), bool(L()) or "fallback")
