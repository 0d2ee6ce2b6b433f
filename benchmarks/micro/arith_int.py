# Int arithmetic and comparisons in a loop.
def main():
    s = 0
    x = 7
    i = 0
    while i < 3_000_000:
        s = (s + i * x) % 1000003
        if s > 500000:
            s -= 3
        i += 1
    print(s)

main()
