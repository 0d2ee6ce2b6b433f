# pickle: build nested records (dicts, lists, tuples, strings, floats, a class instance
# each), then dumps and loads them with protocols 2, 4 and 5 and check the round trip.
import pickle


class Item:
    def __init__(self, ident, name, price):
        self.ident = ident
        self.name = name
        self.price = price

    def __eq__(self, other):
        return (type(other) is Item and self.ident == other.ident and
                self.name == other.name and self.price == other.price)


def make_records(n):
    out = []
    x = 7
    for i in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        out.append({
            "id": i,
            "name": "item-%d" % (x % 1000),
            "price": (x % 10000) / 100.0,
            "tags": ("t%d" % (x % 7), "t%d" % (x % 11)),
            "dims": [x % 50, (x >> 3) % 50, None],
            "item": Item(i, "n%d" % (x % 97), x % 1000),
            "blob": bytes(range(x % 5)),
        })
    return out


def main():
    records = make_records(600)
    total = 0
    for proto in (2, 4, 5):
        for _ in range(2):
            data = pickle.dumps(records, proto)
            back = pickle.loads(data)
            total += len(data)
            assert back == records
    print("bytes", total)


main()
