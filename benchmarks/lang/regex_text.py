# Regex-driven text processing: generate a log-like text, then tokenize it, extract
# fields with groups, count words, and rewrite with sub() and a callable.
import re

WORDS = ["alpha", "beta", "gamma", "delta", "error", "warn", "info", "user", "disk",
         "net", "cpu", "memory", "timeout", "retry", "socket", "file"]


def make_text(lines):
    out = []
    x = 17
    for i in range(lines):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        level = ("INFO", "WARN", "ERROR")[x % 3]
        w1 = WORDS[(x >> 4) % len(WORDS)]
        w2 = WORDS[(x >> 9) % len(WORDS)]
        out.append("2024-%02d-%02d %02d:%02d:%02d [%s] %s/%s id=%d took %d.%03dms user=%s@example.com" % (
            1 + x % 12, 1 + x % 28, x % 24, x % 60, (x >> 3) % 60, level, w1, w2,
            x % 100000, x % 900, x % 1000, w2))
    return "\n".join(out)


LINE = re.compile(r"^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d) \[(\w+)\] (\w+)/(\w+) id=(\d+) took (\d+)\.(\d+)ms user=([\w.]+)@([\w.]+)$",
                  re.M)
WORD = re.compile(r"[a-z]+")
NUM = re.compile(r"\d+")


def main():
    text = make_text(15000)
    levels = {}
    total_ms = 0
    for m in LINE.finditer(text):
        levels[m.group(7)] = levels.get(m.group(7), 0) + 1
        total_ms += int(m.group(11))
    counts = {}
    for w in WORD.findall(text):
        counts[w] = counts.get(w, 0) + 1
    top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:6]
    masked = NUM.sub(lambda m: "#" * len(m.group()), text)
    swapped = re.sub(r"(\w+)/(\w+)", r"\2/\1", text)
    parts = re.split(r"\s*\[\w+\]\s*", text)
    print(sorted(levels.items()), total_ms)
    print(top)
    print(len(masked), masked.count("#"), swapped[:60])
    print(len(parts), len(re.findall(r"ERROR\] (?:disk|net)", text)))


main()
