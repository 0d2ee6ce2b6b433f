"""torch.strided and torch.sparse_coo: the layout objects (Tensor.layout, SparseTensor.layout)."""


class layout:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return f"torch.{self.name}"


sparse_coo = layout("sparse_coo")
strided = layout("strided")
