"""Freeing a very deep autograd graph never recurses on the C stack (Note [Deep graphs
are freed iteratively], src/autograd/node.cpp). Every kind of chain a graph is freed
through: input edges after backward (saved tensors released), saved tensors before any
backward, a graph kept for a second backward (retain_graph), chains through views,
a retain_grad tensor in the chain, and a chain whose head was shared by another owner.
The values are the math: d/dx of x * 1.0 (n times) = 1, of x + 1 (n times) = 1."""

DEPTH = 40_000   # deeper than nested destructors fit in the 1 MiB C stack deep_graph.sh sets


failures = []


def check(name, got, expected):
    if got != expected:
        failures.append(name)
        print(f"FAIL {name}: {got!r} != {expected!r}")


def chain(x, step, n=DEPTH):
    y = x
    for _ in range(n):
        y = step(y)
    return y


# 1. freed after backward: saved tensors released, the chain is input edges only
x = ml.ones(1, requires_grad=True)
y = chain(x, lambda t: t * 1.0)
y.backward()
check("after_backward", x.grad.tolist(), [1.0])
del y
__gc_collect()

# 2. freed without backward: mul saves its inputs, so the chain also runs through them
x = ml.ones(2, requires_grad=True)
y = chain(x, lambda t: t * t / t)
del y
__gc_collect()
print("no_backward ok")

# 3. retain_graph: the graph outlives the first backward, then is dropped
x = ml.ones(1, requires_grad=True)
y = chain(x, lambda t: t + 1.0)
y.backward(retain_graph=True)
y.backward()
check("retain_graph", x.grad.tolist(), [2.0])
check("retain_graph_value", y.tolist(), [1.0 + DEPTH])
del y
__gc_collect()

# 4. a chain through view ops (reshape/transpose/expand alternate with arithmetic)
x = ml.ones(2, 2, requires_grad=True)
y = chain(x, lambda t: (t.t() * 1.0).reshape(2, 2), DEPTH // 2)
y.sum().backward()
check("views", x.grad.reshape(-1).tolist(), [1.0] * 4)
del y
__gc_collect()

# 5. a retain_grad tensor in the middle of the chain keeps its own gradient
x = ml.ones(1, requires_grad=True)
mid = chain(x, lambda t: t * 1.0)
mid.retain_grad()
y = chain(mid, lambda t: t * 1.0)
y.backward()
check("retain_grad", mid.grad.tolist(), [1.0])
del y
__gc_collect()
check("retain_grad_after_free", mid.grad.tolist(), [1.0])
del mid
__gc_collect()

# 6. another owner keeps the middle of the chain: freeing the head leaves it usable
x = ml.ones(1, requires_grad=True)
mid = chain(x, lambda t: t * 1.0)
y = chain(mid, lambda t: t * 1.0)
del y
__gc_collect()
mid.backward()
check("shared_middle", x.grad.tolist(), [1.0])
del mid
__gc_collect()

print("deep graphs freed")
print("ok" if not failures else f"FAILED {failures}")
