# Permutation search: cryptarithm solving with a hand-written permutation generator
# (recursive, swapping in place) and pruning; also the N-queens count by permutations.


def permute(items, k, out):
    # Every k-permutation of items, yielded as a list that is reused (copy to keep).
    n = len(items)
    used = [False] * n
    cur = [None] * k

    def rec(i):
        if i == k:
            yield cur
            return
        for j in range(n):
            if not used[j]:
                used[j] = True
                cur[i] = items[j]
                yield from rec(i + 1)
                used[j] = False

    yield from rec(0)


def value(word, table):
    v = 0
    for ch in word:
        v = v * 10 + table[ch]
    return v


def solve(words, result):
    letters = sorted(set("".join(words) + result))
    leading = set(w[0] for w in words + [result])
    found = []
    for perm in permute(list(range(10)), len(letters), None):
        table = dict(zip(letters, perm))
        if any(table[c] == 0 for c in leading):
            continue
        if sum(value(w, table) for w in words) == value(result, table):
            found.append(tuple(sorted(table.items())))
    return found


def queens(n):
    count = 0
    cols = list(range(n))

    def place(row, diag1, diag2, free):
        nonlocal count
        if row == n:
            count += 1
            return
        for c in list(free):
            d1, d2 = row + c, row - c
            if d1 in diag1 or d2 in diag2:
                continue
            diag1.add(d1)
            diag2.add(d2)
            free.remove(c)
            place(row + 1, diag1, diag2, free)
            free.add(c)
            diag1.discard(d1)
            diag2.discard(d2)

    place(0, set(), set(), set(cols))
    return count


def main():
    print(solve(["TO", "GO"], "OUT"))
    print(len(solve(["AB", "BC"], "DEF")))
    print(solve(["ON", "ON"], "TWO")[:3])
    print(queens(9))


main()
