# `from __future__ import annotations` (PEP 563): annotations are not evaluated; each is
# stored in __annotations__ as the string CPython's unparser gives for the expression
# (normalised spacing, quotes, parentheses only where precedence needs them), for function
# parameters and returns, class bodies and the module. Undefined names are fine.
from __future__ import annotations

x: undefined_name
y: int = 5
z: "already a string" = 1
w: list[dict[str, tuple[int, ...]]]


def f(a: A, b: B.c[D] = 1, *args: Ts, k: int | None = None, **kw: dict) -> Ret[T]:
    local: never_evaluated = 1
    return local


class C:
    attr: Undefined
    other: C.Nested = 3
    plain = 1

    def m(self, s: Self) -> C: ...


print(__annotations__)
print(f.__annotations__)
print(C.__annotations__)
print(C.m.__annotations__)
print(f(1), y, z, C.other)

exprs = [
    "a", "a.b.c", "a[b]", "a[b, c]", "a[()]", "a[(b, c)]", "a[b:c]", "a[b:c:d]", "a[::2]",
    "a[:, 1:]", "a[b:]", "a[...]", "...", "None", "True", "False",
    "1", "-1", "+1", "~1", "not a", "1.5", "1e100", "1e999", "-1e999", "0.1", "1_000", "0x1F",
    "10**20", "1.0", "3.14e-10", "0o17", "0b101",
    "'s'", '"s"', "'it''s'", '"it\'s"', "'a\"b'", "'\\n\\t\\x00\\u00e9é'", "b'x'", "b'\\x00\"'",
    "'a' 'b'", "f'x{a}y'", "f'{a!r}'", "f'{a:>10}'", "f'{a!s:{b}}'", "f'{{}}'", "f'{a=}'",
    "f\"{'q'}\"", "f'{a}' 'b'",
    "a + b", "a + b * c", "(a + b) * c", "a - (b - c)", "a - b - c", "a ** b ** c", "(a ** b) ** c",
    "-a ** b", "(-a) ** b", "a ** -b", "a / b // c % d @ e", "a << b >> c", "a & b | c ^ d",
    "a | (b | c)", "a and b or c", "a and (b or c)", "not (a and b)", "(not a) + b",
    "a < b <= c != d", "a is not b", "a not in b", "(a < b) < c", "a if b else c",
    "(a if b else c) if d else e", "a if (b if c else d) else e", "lambda: 1",
    "lambda x, *y, z=1, **w: x", "lambda x, /, y: y", "(lambda: 1)()",
    "f()", "f(a, b=1, *c, **d)", "f(*a, *b)", "f(x for x in y)", "f((x for x in y), 1)",
    "[a, b]", "[]", "(a,)", "()", "(a, b)", "{a: b, **c}", "{}", "{a, b}", "{*a}",
    "[x for x in y if z]", "{x for x in y}", "{k: v for k, v in d.items()}", "(x for x in y)",
    "[x for x in y for z in x]", "[*a, *b]", "a[b][c](d).e", "(a + b).c", "(1).real",
    "1 .real", "a[b + c]", "a[-1]", "await_ if x else y", "a.b[c:d, e]", "Literal['x', 1]",
    "Callable[[int, str], None]", "int | str | None", "a[*b]", "a[b, *c]",
]
for e in exprs:
    ns = {}
    exec("from __future__ import annotations\nv: " + e + "\n", ns)
    print(repr(e), "->", repr(ns["__annotations__"]["v"]))

# Without the future import annotations are evaluated as usual (dont_inherit: code compiled
# from here would otherwise inherit this module's future import).
ns = {}
exec(compile("v: int = 1\ndef g(p: int) -> str: pass\n", "<s>", "exec", dont_inherit=True), ns)
print(ns["__annotations__"], ns["g"].__annotations__)
# The future import must come first; other future features are accepted, unknown ones not.
for src in ["x = 1\nfrom __future__ import annotations\n", "from __future__ import braces\n",
            "from __future__ import nonexistent\n",
            "from __future__ import generator_stop, annotations\nv: q\n"]:
    try:
        ns = {}
        exec(src, ns)
        print("ok", ns.get("__annotations__"))
    except SyntaxError as e:
        print("SyntaxError", e.msg, e.lineno, e.offset)
