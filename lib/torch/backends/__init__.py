"""torch.backends: mps.is_available()/is_built() False, cuda.is_built() False, cudnn flags
(enabled, benchmark, deterministic, allow_tf32) stored and ignored, mkldnn/openmp probes."""


class _Flags:
    """A namespace whose flags can be set and read (and have no effect on this CPU runtime)."""

    def __init__(self, **flags):
        self.__dict__.update(flags)

    def is_available(self):
        return False


class _Mps(_Flags):
    def is_built(self):
        return False


class _Cuda(_Flags):
    def is_built(self):
        return False


class _Cudnn(_Flags):
    def version(self):
        return None


mps = _Mps()
cuda = _Cuda(matmul=_Flags(allow_tf32=False))
cudnn = _Cudnn(enabled=True, benchmark=False, deterministic=False, allow_tf32=True)
mkldnn = _Flags(enabled=False)
openmp = _Flags()
