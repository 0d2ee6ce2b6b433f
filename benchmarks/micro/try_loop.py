# try/except in a loop: the no-exception path, and an occasional raise.
def main():
    s = 0
    d = {}
    for i in range(2_000_000):
        try:
            s += i
        except ValueError:
            s -= 1
        if i % 1000 == 0:
            try:
                d[i]
            except KeyError:
                s += 1
    print(s)

main()
