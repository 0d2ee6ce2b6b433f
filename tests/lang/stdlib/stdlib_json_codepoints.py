# json.dumps (ensure_ascii True and False) and json.loads over every class of code point
# 0..0x10FFFF, against CPython. CPython's rule: with ensure_ascii everything outside
# ' '..'~' is escaped (DEL 0x7f too, as \u007f; beyond the BMP as a surrogate pair); without
# it only the control characters below 0x20, '"' and '\\'. Classes: control characters,
# ASCII, Latin-1, the rest of the BMP, lone surrogates, the supplementary planes (every 7th
# code point). Each class is dumped as one string; the output's length, its number of
# escapes, its ends and the loads round trip are printed; every code point below 0x100 is
# shown one by one. Then loads of surrogate escapes (pairs, lone, reversed) and bad escapes.
import json


def show(text):
    print(len(text), ascii(text[:120]), ascii(text[-120:]))


def chars(lo, hi, step=1):
    return "".join(map(chr, range(lo, hi, step)))


print([json.dumps(chr(c)) for c in range(0x100)])
print([json.dumps(chr(c), ensure_ascii=False) for c in range(0x100)] == ['"' + ("\\u%04x" % c if c < 0x20 and c not in (8, 9, 10, 12, 13) else {8: "\\b", 9: "\\t", 10: "\\n", 12: "\\f", 13: "\\r", 0x22: '\\"', 0x5c: "\\\\"}.get(c, chr(c))) + '"' for c in range(0x100)])
print(ascii([json.dumps(chr(c), ensure_ascii=False) for c in range(0x7e, 0xa2)]))

CLASSES = [("control", 0, 0x20, 1), ("ascii", 0x20, 0x80, 1), ("latin1", 0x80, 0x100, 1),
           ("bmp-low", 0x100, 0xD800, 1), ("surrogates", 0xD800, 0xE000, 1), ("bmp-high", 0xE000, 0x10000, 1),
           ("astral", 0x10000, 0x110000, 7)]
for name, lo, hi, step in CLASSES:
    s = chars(lo, hi, step)
    for ensure in (True, False):
        out = json.dumps(s, ensure_ascii=ensure)
        print(name, ensure, out.count("\\u"), out.count("\\"))
        show(out)
        back = json.loads(out)
        print("  round trip", back == s, len(back))
    # Escapes in upper-case hex decode the same (no control characters: only \\uXXXX there).
    if lo >= 0x80:
        up = json.dumps(s).upper().replace("\\U", "\\u")
        print("  upper hex", json.loads(up) == s)

# Pairs and lone surrogates in escapes, and every escape letter.
for text in ['"\\ud83d\\ude00"', '"\\ud83d"', '"\\ude00"', '"\\ude00\\ud83d"', '"\\ud83dx"',
             '"\\ud83d\\u0041"', '"\\uDBFF\\uDFFF"', '"\\ud800\\ud800\\udc00"', '"\\u0000"',
             '"\\u007f\\u0080\\u00ff"', '"\\/\\b\\f\\n\\r\\t\\"\\\\"', '"\\uD834\\uDD1E"']:
    r = json.loads(text)
    print(ascii(text), ascii(r), len(r))
for bad in ['"\\x41"', '"\\u12"', '"\\u12G4"', '"\\"', '"abc', '"a\x01b"', '"\\ud83d\\u12"',
            '"\\U0001F600"', '"\x7f"', '"\\a"']:
    try:
        print(ascii(bad), ascii(json.loads(bad)))
    except json.JSONDecodeError as e:
        print(ascii(bad), "JSONDecodeError", e)
print(ascii(json.loads('"\x7f"')), ascii(json.loads('"a\x01b"', strict=False)))

# Keys and nested values take the same path.
d = {chr(0x7f): chr(0xd800), "\U0001f600": ["\x00", "\u2028\u2029", "\ufeff"]}
print(json.dumps(d), ascii(json.dumps(d, ensure_ascii=False)))
print(json.loads(json.dumps(d)) == d, json.loads(json.dumps(d, ensure_ascii=False)) == d)
