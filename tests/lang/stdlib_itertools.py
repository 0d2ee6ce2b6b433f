# itertools: every iterator, laziness, arguments and errors.
import itertools
from itertools import (count, cycle, repeat, chain, islice, zip_longest, product,
                       permutations, combinations, combinations_with_replacement, groupby,
                       accumulate, starmap, takewhile, dropwhile, filterfalse, compress, tee,
                       pairwise)



def show_error(fn):
    try:
        fn()
    except Exception as e:
        print(type(e).__name__, e)


print(list(islice(count(), 5)), list(islice(count(10, 2), 3)), list(islice(count(1.5, 0.5), 3)))
print(count(3), count(1, 2), repeat("x", 2))
c = count(5)
next(c)
print(c)
print(list(islice(cycle("ab"), 5)), list(cycle([])))
print(list(repeat(7, 3)), list(repeat(1, -1)), list(islice(repeat(0), 2)))
print(list(map(pow, range(4), repeat(2))))
print(list(chain([1, 2], (3,), "ab")), list(chain()), list(chain.from_iterable(["ab", [1]])))
print(list(islice("abcdefg", 2)), list(islice("abcdefg", 2, 4)), list(islice("abcdefg", 2, None)),
      list(islice("abcdefg", 0, None, 2)), list(islice("abc", 5, 10)))
it = iter(range(10))
print(list(islice(it, 3)), next(it))
it = iter(range(10))
print(list(islice(it, 1, 4, 2)), next(it))
show_error(lambda: islice("abc", -1))
show_error(lambda: islice("abc", 0, 3, 0))
show_error(lambda: islice("abc", "x"))
print(list(zip_longest("ABCD", "xy", fillvalue="-")), list(zip_longest([1], [2, 3], [])))
print(list(zip_longest()))
print(list(product("ab", range(2))), list(product([0, 1], repeat=2)), list(product()))
print(list(product("ab", [])), len(list(product(range(3), repeat=3))))
print(list(permutations("abc", 2)), list(permutations(range(3))), list(permutations("ab", 3)))
print(list(combinations("abcd", 2)), list(combinations(range(4), 3)), list(combinations("a", 2)))
print(list(combinations_with_replacement("abc", 2)), list(combinations_with_replacement([], 2)))
show_error(lambda: combinations("abc", -1))
print([(k, list(g)) for k, g in groupby("AAAABBBCCDAABBB")])
print([k for k, g in groupby("AAAABBBCCD")])
print([(k, len(list(g))) for k, g in groupby([1, 3, 5, 2, 4, 7], key=lambda v: v % 2)])
groups = []
for k, g in groupby("aabbc"):
    groups.append(g)
print([list(g) for g in groups])
print(list(accumulate([1, 2, 3, 4, 5])), list(accumulate([1, 2, 3, 4], (lambda a, b: a * b))),
      list(accumulate([1, 2, 3], initial=100)), list(accumulate([])),
      list(accumulate([], initial=0)), list(accumulate([3, 1, 4, 1, 5], max)))
print(list(starmap(pow, [(2, 5), (3, 2)])), list(takewhile(lambda x: x < 5, [1, 4, 6, 4, 1])),
      list(dropwhile(lambda x: x < 5, [1, 4, 6, 4, 1])),
      list(filterfalse(lambda x: x % 2, range(10))), list(filterfalse(None, [0, 1, "", "a"])))
print(list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])))
a, b = tee(iter([1, 2, 3]))
print(next(a), list(a), list(b))
t = tee("xyz", 3)
print(len(t), [list(x) for x in t], tee([1], 0))
print(list(pairwise("ABCD")), list(pairwise("A")), list(pairwise([])))

# batched is 3.12: compare with the recipe's result
try:
    from itertools import batched
except ImportError:
    def batched(iterable, n):
        it = iter(iterable)
        while True:
            batch = tuple(islice(it, n))
            if not batch:
                return
            yield batch
print(list(batched("ABCDEFG", 3)), list(batched([], 2)), list(batched(range(4), 2)))

# laziness: infinite inputs
evens = (x for x in count() if x % 2 == 0)
print(list(islice(evens, 4)), next(dropwhile(lambda x: x < 100, count())))
print(sum(1 for _ in combinations(range(10), 4)), sum(1 for _ in permutations(range(5))))
