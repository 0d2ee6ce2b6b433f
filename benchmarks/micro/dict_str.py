# A dict with string keys: lookups, stores and membership tests.
def main():
    keys = ["k%d" % i for i in range(64)]
    d = {}
    for k in keys:
        d[k] = 0
    for i in range(30_000):
        for k in keys:
            d[k] = d[k] + 1
        if "k3" in d:
            d["k3"] += 1
    print(sum(d.values()))

main()
