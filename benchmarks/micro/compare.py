# Comparisons of ints, floats and strings; chained comparisons.
def main():
    c = 0
    a = "abc"
    b = "abd"
    for i in range(2_000_000):
        if 10 < i % 100 <= 50:
            c += 1
        if a < b:
            c += 1
        if i == 3.0 or i != 7:
            c += 1
    print(c)

main()
