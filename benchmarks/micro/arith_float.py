# Float arithmetic and comparisons in a loop.
def main():
    x = 0.5
    s = 0.0
    for i in range(2_000_000):
        s = s * 0.999 + x * 1.5 - 0.25
        if s > 100.0:
            s = s / 2.0
    print(round(s, 6))

main()
