# format() / str.format / f-strings / % over every type code, flag, width, precision,
# grouping, alignment/fill and sign, for ints, floats and strs, against the table CPython
# 3.11 produced (_format_table.jsonl, written by _format_table_gen.py; its header says the
# layout). Prints every mismatch, then the table size and the mismatch count (0 under
# CPython). Under TP_GC_STRESS (a collection at every safe point) only every 97th row is
# checked, to stay within the runner's time limit; the printed lines are the same.
import json
import os


def dec(code):
    kind, text = code[:2], code[2:]
    if kind == "i:":
        return int(text)
    if kind == "b:":
        return text == "True"
    if kind == "f:":
        return float(text)
    if kind == "s:":
        return text
    if kind == "n:":
        return None
    return tuple(dec(x) for x in json.loads(text))


def outcome(fn):
    try:
        return "=" + fn()
    except Exception as e:
        return "!" + type(e).__name__ + ": " + str(e)


step = 97 if os.environ.get("TP_GC_STRESS", "0") not in ("", "0") else 1
rows = 0
mismatches = 0
with open("_format_table.jsonl", encoding="utf-8") as f:
    for line in f:
        rows += 1
        if rows % step:
            continue
        kind, spec, code, expected = json.loads(line)
        v = dec(code)
        if kind == "%":
            got = [("%", outcome(lambda: spec % v))]
        else:
            got = [("format", outcome(lambda: format(v, spec))),
                   ("str.format", outcome(lambda: ("{:" + spec + "}").format(v))),
                   ("f-string", outcome(lambda: f"{v:{spec}}"))]
        for how, g in got:
            if g != expected:
                mismatches += 1
                print("MISMATCH", how, ascii(spec), ascii(v), "expected", ascii(expected), "got", ascii(g))
print(rows, "rows,", mismatches, "mismatches")
