# Global and builtin name loads inside a function.
N = 3
def main():
    s = 0
    for i in range(2_000_000):
        s += N + len((i,)) + abs(-i) % N
    print(s)

main()
