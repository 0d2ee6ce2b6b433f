# Star unpacking and unpacking into more than 256 targets, many times: the VM's temporary
# buffers for them must be freed (LeakSanitizer run: make test-sanitize).
total = 0
for i in range(200):
    a, *rest, z = [i, 1, 2, 3, i]
    *head, last = (1, 2, i)
    total += a + sum(rest) + z + sum(head) + last
print(total)

names = ", ".join(f"v{k}" for k in range(300))
src = f"{names} = range(300)\nresult = v0 + v150 + v299\n"
for i in range(3):
    ns = {}
    exec(src, ns)
    print(ns["result"])

try:
    a, *b, c = [1]
except ValueError as e:
    print("ValueError:", e)
try:
    x, y = iter([1, 2, 3])
except ValueError as e:
    print("ValueError:", e)
