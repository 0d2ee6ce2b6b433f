# JSON: build nested records, serialise with json.dumps (plain, indented, sorted keys),
# parse back with json.loads, and aggregate over the parsed structure.
import json


def make_records(n):
    out = []
    x = 5
    for i in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        out.append({
            "id": i,
            "name": "item-%d" % (x % 1000),
            "price": (x % 10000) / 100.0,
            "tags": ["t%d" % (x % 7), "t%d" % (x % 11)],
            "active": x % 2 == 0,
            "dims": {"w": x % 50, "h": (x >> 3) % 50, "unit": "cm"},
            "note": None if x % 5 else "fragile \u00e9\"quoted\"",
        })
    return out


def main():
    records = make_records(6000)
    total = 0
    for rnd in range(4):
        s = json.dumps(records)
        back = json.loads(s)
        total += len(s)
        assert back == records
    pretty = json.dumps(records[:500], indent=2, sort_keys=True)
    again = json.loads(pretty)
    area = sum(r["dims"]["w"] * r["dims"]["h"] for r in back if r["active"])
    tags = {}
    for r in back:
        for t in r["tags"]:
            tags[t] = tags.get(t, 0) + 1
    print(total, len(pretty), len(again), area)
    print(sorted(tags.items()))
    print(json.dumps(back[3], sort_keys=True))


main()
