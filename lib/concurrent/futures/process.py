"""ProcessPoolExecutor: not available in TensorPy (one process per interpreter)."""

from concurrent.futures._base import Executor


class ProcessPoolExecutor(Executor):
    """Refuses to be created: TensorPy cannot start worker processes."""

    def __init__(self, max_workers=None, mp_context=None, initializer=None, initargs=(),
                 *, max_tasks_per_child=None):
        raise NotImplementedError(
            'ProcessPoolExecutor is not supported by TensorPy (no worker processes); '
            'use ThreadPoolExecutor: tensor kernels release the interpreter lock and run '
            'in parallel on threads')
