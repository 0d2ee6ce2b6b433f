# Constraint solver: sudoku by constraint propagation (peers, candidate sets) and
# depth-first search on the cell with the fewest candidates.

DIGITS = "123456789"
ROWS = "ABCDEFGHI"
COLS = DIGITS


def cross(a, b):
    return [x + y for x in a for y in b]


SQUARES = cross(ROWS, COLS)
UNITS = {}
PEERS = {}


def build():
    unitlist = ([cross(ROWS, c) for c in COLS] + [cross(r, COLS) for r in ROWS] +
                [cross(rs, cs) for rs in ("ABC", "DEF", "GHI") for cs in ("123", "456", "789")])
    for s in SQUARES:
        UNITS[s] = [u for u in unitlist if s in u]
        peers = set()
        for u in UNITS[s]:
            for t in u:
                if t != s:
                    peers.add(t)
        PEERS[s] = peers


def assign(values, s, d):
    others = values[s].replace(d, "")
    for d2 in others:
        if not eliminate(values, s, d2):
            return False
    return values


def eliminate(values, s, d):
    if d not in values[s]:
        return values
    values[s] = values[s].replace(d, "")
    if len(values[s]) == 0:
        return False
    if len(values[s]) == 1:
        d2 = values[s]
        for s2 in PEERS[s]:
            if not eliminate(values, s2, d2):
                return False
    for u in UNITS[s]:
        places = [t for t in u if d in values[t]]
        if len(places) == 0:
            return False
        if len(places) == 1:
            if not assign(values, places[0], d):
                return False
    return values


def parse(grid):
    values = {s: DIGITS for s in SQUARES}
    for s, d in zip(SQUARES, grid):
        if d in DIGITS and not assign(values, s, d):
            return False
    return values


def search(values, counter):
    if values is False:
        return False
    if all(len(values[s]) == 1 for s in SQUARES):
        return values
    counter[0] += 1
    n, s = min((len(values[s]), s) for s in SQUARES if len(values[s]) > 1)
    for d in values[s]:
        r = search(assign(dict(values), s, d), counter)
        if r:
            return r
    return False


PUZZLES = [
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
    "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
    "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....",
    "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...",
]


def main():
    build()
    for p in PUZZLES * 3:
        counter = [0]
        v = search(parse(p), counter)
        print("".join(v[s] for s in SQUARES), counter[0])


main()
