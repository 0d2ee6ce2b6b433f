# Board-game search: connect-four on a 6x7 board, alpha-beta negamax to a fixed depth
# with a heuristic evaluation over all windows of four.

ROWS, COLS = 6, 7


def windows():
    out = []
    for r in range(ROWS):
        for c in range(COLS):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                cells = []
                for k in range(4):
                    rr, cc = r + dr * k, c + dc * k
                    if 0 <= rr < ROWS and 0 <= cc < COLS:
                        cells.append(rr * COLS + cc)
                if len(cells) == 4:
                    out.append(tuple(cells))
    return out


WINDOWS = windows()
WEIGHTS = [0, 1, 8, 64, 100000]


class Board:
    def __init__(self):
        self.cells = [0] * (ROWS * COLS)
        self.heights = [0] * COLS

    def moves(self):
        order = (3, 2, 4, 1, 5, 0, 6)
        return [c for c in order if self.heights[c] < ROWS]

    def play(self, col, who):
        r = self.heights[col]
        self.cells[r * COLS + col] = who
        self.heights[col] = r + 1

    def undo(self, col):
        self.heights[col] -= 1
        self.cells[self.heights[col] * COLS + col] = 0

    def score(self, who):
        cells = self.cells
        total = 0
        for w in WINDOWS:
            mine = theirs = 0
            for i in w:
                v = cells[i]
                if v == who:
                    mine += 1
                elif v != 0:
                    theirs += 1
            if theirs == 0:
                total += WEIGHTS[mine]
            elif mine == 0:
                total -= WEIGHTS[theirs]
        return total


def negamax(board, depth, alpha, beta, who, stats):
    stats[0] += 1
    s = board.score(who)
    if depth == 0 or abs(s) >= 50000:
        return s
    moves = board.moves()
    if not moves:
        return 0
    best = -10 ** 9
    for m in moves:
        board.play(m, who)
        v = -negamax(board, depth - 1, -beta, -alpha, -who, stats)
        board.undo(m)
        if v > best:
            best = v
        if best > alpha:
            alpha = best
        if alpha >= beta:
            break
    return best


def best_move(board, who, depth, stats):
    best, choice = -10 ** 9, None
    for m in board.moves():
        board.play(m, who)
        v = -negamax(board, depth - 1, -10 ** 9, 10 ** 9, -who, stats)
        board.undo(m)
        if v > best:
            best, choice = v, m
    return choice, best


def main():
    board = Board()
    who = 1
    stats = [0]
    trace = []
    for turn in range(12):
        m, v = best_move(board, who, 4, stats)
        board.play(m, who)
        trace.append((m, v))
        who = -who
    print(trace)
    print(stats[0])


main()
