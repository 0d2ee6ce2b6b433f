# Graph search with dicts and sets: a generated grid maze, BFS shortest paths,
# Dijkstra with heapq-like hand-written heap, and connected components.


def make_maze(w, h):
    walls = set()
    x = 99
    for i in range(w * h // 4):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        walls.add(((x >> 4) % w, (x >> 12) % h))
    walls.discard((0, 0))
    walls.discard((w - 1, h - 1))
    return walls


def neighbours(p, w, h, walls):
    x, y = p
    for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
        if 0 <= q[0] < w and 0 <= q[1] < h and q not in walls:
            yield q


def bfs(start, w, h, walls):
    dist = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for p in frontier:
            for q in neighbours(p, w, h, walls):
                if q not in dist:
                    dist[q] = dist[p] + 1
                    nxt.append(q)
        frontier = nxt
    return dist


def heap_push(h, item):
    h.append(item)
    i = len(h) - 1
    while i > 0:
        parent = (i - 1) // 2
        if h[parent] <= h[i]:
            break
        h[parent], h[i] = h[i], h[parent]
        i = parent


def heap_pop(h):
    last = h.pop()
    if not h:
        return last
    top = h[0]
    h[0] = last
    i = 0
    n = len(h)
    while True:
        l = 2 * i + 1
        if l >= n:
            break
        r = l + 1
        c = r if r < n and h[r] < h[l] else l
        if h[i] <= h[c]:
            break
        h[i], h[c] = h[c], h[i]
        i = c
    return top


def dijkstra(start, w, h, walls):
    dist = {start: 0}
    pq = [(0, start)]
    while pq:
        d, p = heap_pop(pq)
        if d > dist[p]:
            continue
        for q in neighbours(p, w, h, walls):
            nd = d + 1 + (q[0] * 7 + q[1] * 3) % 5
            if nd < dist.get(q, 1 << 30):
                dist[q] = nd
                heap_push(pq, (nd, q))
    return dist


def components(w, h, walls):
    seen = set()
    sizes = []
    for y in range(h):
        for x in range(w):
            p = (x, y)
            if p in walls or p in seen:
                continue
            seen.add(p)
            stack = [p]
            n = 0
            while stack:
                c = stack.pop()
                n += 1
                for q in neighbours(c, w, h, walls):
                    if q not in seen:
                        seen.add(q)
                        stack.append(q)
            sizes.append(n)
    return sorted(sizes, reverse=True)[:5]


def main():
    w, h = 300, 300
    walls = make_maze(w, h)
    d = bfs((0, 0), w, h, walls)
    dj = dijkstra((0, 0), w, h, walls)
    print(len(d), d.get((w - 1, h - 1)), max(d.values()))
    print(len(dj), dj.get((w - 1, h - 1)))
    print(components(w, h, walls))


main()
