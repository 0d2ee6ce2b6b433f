"""nn.Parameter: the ml.Parameter constructor under torch's nn name."""
import ml


def Parameter(data=None, requires_grad=True):
    """A leaf tensor registered by Module.__setattr__, as torch.nn.Parameter.

    data: a tensor or nested lists (float32); default an empty float32 tensor.
    Returns an ml.Parameter (isinstance(p, ml.Parameter) holds).
    """
    if data is None:
        data = ml.empty(0)
    p = ml.Parameter(data)
    if not requires_grad:
        p.requires_grad_(False)
    return p
