l = [3, 1, 2]
l.append(4); l.extend([5, 6]); l.insert(0, 0)
print(l, len(l))
print(l.pop(), l.pop(0), l)
l.remove(2); print(l)
l.sort(); print(l)
l.sort(reverse=True); print(l)
l.reverse(); print(l)
print(l.index(3), l.count(3), 3 in l, l + [9], l * 2)
print(sorted([5, 2, 8], reverse=True), list(reversed([1, 2, 3])), [1, 2] == [1, 2])
m = l.copy(); m.clear(); print(m, l)
nested = [[0] * 3 for _ in range(2)]
nested[0][1] = 5
print(nested)
print(sum([1, 2, 3]), min([4, 2, 8]), max([4, 2, 8]), any([0, 1]), all([1, 0]))
words = ["bb", "a", "ccc"]
print(sorted(words, key=len), max(words, key=len))
try:
    [].pop()
except IndexError as e:
    print(type(e).__name__, e)
try:
    [1][5]
except IndexError as e:
    print(type(e).__name__, e)
