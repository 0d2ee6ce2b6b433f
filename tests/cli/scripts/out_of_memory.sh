# Out of memory outside tensor code is a MemoryError, never an abort (CPython: the same
# traceback, exit 1 -> our 70). The address space is limited in a subshell so the
# allocations fail quickly; each kind of boundary is covered: a slot reached straight from
# the eval loop (str + str), a builtin function or method (join, replace), inside try.
limit=150000  # KiB: the 60M-char string fits, no result of twice its size does (~5x less page-fault time than 1 GB strings)
(ulimit -v $limit; "$TENSORPY" -c 's = "x"*(60*10**6); t = s + s'); echo "rc=$?"
(ulimit -v $limit; "$TENSORPY" -c '
s = "x"*(60*10**6)
for name, f in [("add", lambda: s + s), ("join", lambda: "".join([s, s])),
                ("replace", lambda: s.replace("x", "yy")), ("bytes", lambda: s.encode() * 2)]:
    try:
        f()
        print(name, "no error")
    except MemoryError as e:
        print(name, type(e).__name__, e.args)
def deep(n):
    if n == 0:
        return s + s
    return deep(n - 1)
try:
    deep(50)
except MemoryError:
    print("deep MemoryError")
del s
print(sum(range(1000)))
'); echo "rc=$?"
