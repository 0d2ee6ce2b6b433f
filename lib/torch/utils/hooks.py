"""torch.utils.hooks.RemovableHandle and Tensor.register_hook (Note [Tensor hooks],
src/autograd/engine.h: the engine calls the hook with the tensor's gradient)."""
import ml


class RemovableHandle:
    """What register_hook returns: remove() unregisters the hook; usable as a context manager."""

    _next = [0]

    def __init__(self, hook_id):
        self._hook_id = hook_id
        RemovableHandle._next[0] += 1
        self.id = RemovableHandle._next[0]

    def remove(self):
        if self._hook_id is not None:
            ml._remove_hook(self._hook_id)
            self._hook_id = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.remove()
        return False


def register_hook(self, hook):
    """Tensor.register_hook(hook): hook(grad) is called with the gradient computed for this
    tensor in every backward pass and may return a Tensor that replaces it (None keeps it).

    Errors: RuntimeError on a tensor that does not require grad (torch's message)."""
    if not self.requires_grad:
        raise RuntimeError("cannot register a hook on a tensor that doesn't require gradient")
    return RemovableHandle(ml._register_hook(self, hook))
