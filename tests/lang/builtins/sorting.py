data = [("bob", 25), ("alice", 30), ("carol", 25)]
print(sorted(data), sorted(data, key=lambda p: p[1]), sorted(data, key=lambda p: (-p[1], p[0])))
l = [5, 3, 8, 1]
l.sort(key=lambda v: -v)
print(l, sorted("Banana", key=str.lower), sorted([3, 1, 2], reverse=True))
print(sorted({"b": 1, "a": 2}), min(data, key=lambda p: p[1]), max(data, key=lambda p: p[0]))
print(list(reversed(sorted(range(5)))), sorted([[2, 1], [1, 2], [1, 1]]))
