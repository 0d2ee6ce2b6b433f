# String building: concatenation in loops, join, %-formatting, f-strings, str methods
# (split, replace, upper, strip), and a small template renderer.


def render(template, env):
    out = []
    i = 0
    while True:
        j = template.find("{{", i)
        if j < 0:
            out.append(template[i:])
            break
        k = template.find("}}", j)
        out.append(template[i:j])
        out.append(str(env[template[j + 2:k].strip()]))
        i = k + 2
    return "".join(out)


def main():
    s = ""
    for i in range(60000):
        s += str(i % 10)
    parts = []
    for i in range(60000):
        parts.append(f"{i:05d}-{i * 7 % 1000:>4}|")
    joined = "".join(parts)
    words = joined.replace("|", " ").split()
    caps = [w.upper().strip("0") for w in words]
    tmpl = "Dear {{ name }}, your order {{ id }} of {{ qty }} items ships {{ when }}.\n"
    letters = []
    for i in range(12000):
        letters.append(render(tmpl, {"name": "n%d" % i, "id": i * 31, "qty": i % 9, "when": "today"}))
    text = "".join(letters)
    csvish = "\n".join(",".join("%d" % (r * c) for c in range(8)) for r in range(4000))
    rows = [line.split(",") for line in csvish.split("\n")]
    print(len(s), s[-10:], len(joined), len(words), caps[123], len(text), text[:40])
    print(sum(int(r[7]) for r in rows), text.count("ships"))


main()
