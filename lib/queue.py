"""Synchronized queues for passing items between threads, as CPython 3.11's queue:
Queue (FIFO), LifoQueue, PriorityQueue (lowest first, heapq order), SimpleQueue (FIFO,
unbounded, no task tracking), with blocking put/get, timeouts, Full/Empty, and
task_done()/join().

A Queue guards its items with one mutex and three conditions on it: not_empty (getters
wait), not_full (putters wait when maxsize > 0), all_tasks_done (join() waits until every
put item was marked done). Subclasses change the order by overriding _init, _qsize, _put
and _get, which run with the mutex held.
"""

import threading
import types
from collections import deque
from heapq import heappush, heappop
from time import monotonic as _time


def _class_getitem(cls, params):
    return types.GenericAlias(cls, params)


__all__ = ['Empty', 'Full', 'Queue', 'PriorityQueue', 'LifoQueue', 'SimpleQueue']


class Empty(Exception):
    'Exception raised by Queue.get(block=0)/get_nowait().'
    pass


class Full(Exception):
    'Exception raised by Queue.put(block=0)/put_nowait().'
    pass


def _check_timeout(timeout):
    if timeout is not None and timeout < 0:
        raise ValueError("'timeout' must be a non-negative number")


class Queue:
    '''Create a queue object with a given maximum size.

    If maxsize is <= 0, the queue size is infinite.
    '''

    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self._init(maxsize)
        self.mutex = threading.Lock()
        self.not_empty = threading.Condition(self.mutex)
        self.not_full = threading.Condition(self.mutex)
        self.all_tasks_done = threading.Condition(self.mutex)
        self.unfinished_tasks = 0

    def task_done(self):
        '''Indicate that a formerly enqueued task is complete.'''
        with self.all_tasks_done:
            left = self.unfinished_tasks - 1
            if left < 0:
                raise ValueError('task_done() called too many times')
            if left == 0:
                self.all_tasks_done.notify_all()
            self.unfinished_tasks = left

    def join(self):
        '''Blocks until all items in the Queue have been gotten and processed.'''
        with self.all_tasks_done:
            while self.unfinished_tasks:
                self.all_tasks_done.wait()

    def qsize(self):
        '''Return the approximate size of the queue (not reliable!).'''
        with self.mutex:
            return self._qsize()

    def empty(self):
        '''Return True if the queue is empty, False otherwise (not reliable!).'''
        with self.mutex:
            return not self._qsize()

    def full(self):
        '''Return True if the queue is full, False otherwise (not reliable!).'''
        with self.mutex:
            return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        '''Put an item into the queue.

        Blocks while the queue is full (at most `timeout` seconds, then Full); with
        block false, raises Full at once when there is no free slot.
        '''
        with self.mutex:  # not_full's lock, without the Condition.__enter__ frame
            if self.maxsize > 0:
                if not block:
                    if self._qsize() >= self.maxsize:
                        raise Full
                elif timeout is None:
                    while self._qsize() >= self.maxsize:
                        self.not_full.wait()
                else:
                    _check_timeout(timeout)
                    deadline = _time() + timeout
                    while self._qsize() >= self.maxsize:
                        left = deadline - _time()
                        if left <= 0.0:
                            raise Full
                        self.not_full.wait(left)
            self._put(item)
            self.unfinished_tasks += 1
            self.not_empty.notify()

    def get(self, block=True, timeout=None):
        '''Remove and return an item from the queue.

        Blocks while the queue is empty (at most `timeout` seconds, then Empty); with
        block false, raises Empty at once when no item is there.
        '''
        with self.mutex:  # not_empty's lock
            if not block:
                if not self._qsize():
                    raise Empty
            elif timeout is None:
                while not self._qsize():
                    self.not_empty.wait()
            else:
                _check_timeout(timeout)
                deadline = _time() + timeout
                while not self._qsize():
                    left = deadline - _time()
                    if left <= 0.0:
                        raise Empty
                    self.not_empty.wait(left)
            item = self._get()
            self.not_full.notify()
            return item

    def put_nowait(self, item):
        '''Put an item into the queue without blocking (Full when there is no slot).'''
        return self.put(item, block=False)

    def get_nowait(self):
        '''Remove and return an item if one is immediately available, else raise Empty.'''
        return self.get(block=False)

    # The storage: override these to change the order (called with the mutex held).
    def _init(self, maxsize):
        self.queue = deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()

    __class_getitem__ = classmethod(_class_getitem)


class PriorityQueue(Queue):
    '''Variant of Queue that retrieves open entries in priority order (lowest first).

    Entries are typically tuples of the form:  (priority number, data).
    '''

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        heappush(self.queue, item)

    def _get(self):
        return heappop(self.queue)


class LifoQueue(Queue):
    '''Variant of Queue that retrieves most recently added entries first.'''

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop()


class SimpleQueue:
    '''Simple, unbounded FIFO queue (no task tracking).'''

    def __init__(self):
        self._items = deque()
        self._count = threading.Semaphore(0)

    def put(self, item, block=True, timeout=None):
        '''Put the item on the queue; never blocks (block and timeout are for
        compatibility with Queue.put).'''
        self._items.append(item)
        self._count.release()

    def get(self, block=True, timeout=None):
        '''Remove and return an item from the queue (waiting at most `timeout` seconds
        when block is true; raising Empty when none arrives).'''
        if timeout is not None and block:
            _check_timeout(timeout)
        if not self._count.acquire(block, timeout if block else None):
            raise Empty
        return self._items.popleft()

    def put_nowait(self, item):
        '''Put an item into the queue without blocking.'''
        return self.put(item, block=False)

    def get_nowait(self):
        '''Remove and return an item if one is immediately available, else raise Empty.'''
        return self.get(False)

    def empty(self):
        '''Return True if the queue is empty, False otherwise (not reliable!).'''
        return len(self._items) == 0

    def qsize(self):
        '''Return the approximate size of the queue (not reliable!).'''
        return len(self._items)

    __class_getitem__ = classmethod(_class_getitem)


# CPython's SimpleQueue is the C type _queue.SimpleQueue.
SimpleQueue.__module__ = '_queue'
