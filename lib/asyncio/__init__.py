"""asyncio: TensorPy's own event loop for coroutines (async/await).

A single-threaded loop with call_soon/call_later timers, Futures and Tasks, the
synchronisation primitives, queues, timeouts and TaskGroup, following CPython 3.11's
documented behaviour. There is no I/O (no selectors, sockets, subprocesses or streams);
docs/stdlib.md lists what is covered and docs/differences.md what differs.
"""

from .exceptions import *
from .events import *
from .coroutines import *
from .futures import *
from .tasks import *
from .locks import *
from .queues import *
from .timeouts import *
from .taskgroups import *
from .runners import *
from .events import SelectorEventLoop

from . import exceptions, events, coroutines, futures, tasks, locks, queues, timeouts
from . import taskgroups, runners

__all__ = (exceptions.__all__ + events.__all__ + coroutines.__all__ + futures.__all__ +
           tasks.__all__ + locks.__all__ + queues.__all__ + timeouts.__all__ +
           taskgroups.__all__ + runners.__all__ + ("SelectorEventLoop",))
