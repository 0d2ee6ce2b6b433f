# List slicing: merge sort written with slices, rotations, windowed sums, reversed
# and strided slices, slice assignment and deletion.


def merge_sort(a):
    if len(a) <= 1:
        return a
    mid = len(a) // 2
    left = merge_sort(a[:mid])
    right = merge_sort(a[mid:])
    out = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i])
            i += 1
        else:
            out.append(right[j])
            j += 1
    out.extend(left[i:])
    out.extend(right[j:])
    return out


def main():
    x = 3
    data = []
    for i in range(80000):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        data.append(x % 100000)
    s = merge_sort(data)
    print(s[:5], s[-5:], s == sorted(data))
    ring = list(range(1000))
    for k in range(5000):
        r = k % 37
        ring = ring[r:] + ring[:r]
    print(ring[:5])
    window = 0
    for i in range(0, 20000, 3):
        window += sum(data[i:i + 8]) - sum(data[i + 1:i + 9:2])
    print(window)
    b = list(range(5000))
    for i in range(500):
        b[i:i + 3] = b[i + 3:i:-1]
        del b[i * 2:i * 2 + 1]
        b = b[::-1]
    print(len(b), b[:5], sum(b[::7]))


main()
