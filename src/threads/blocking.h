// without_lock(): runs one blocking system call (read, write, recv, accept, select, waitpid,
// getaddrinfo, ...) with the calling thread's interpreter lock let go of, so that other
// Python threads run while it waits (Note [Blocking calls]).
//
// Note [Blocking calls]
// Every native call that can block on the outside world lets go of the interpreter lock
// around the system call itself, as CPython's Py_BEGIN_ALLOW_THREADS does: file and pipe
// read/write (io_file, os.read/os.write, sys.std* streams when the C buffer must reach the
// OS), sockets (connect, accept, send, recv, getaddrinfo), select/poll, waitpid and the
// child start-up handshake, input(). The body works on C++ locals only (copies of the data,
// the fd as an int): while the lock is away the collector may run and other threads may
// change the Python objects involved. errno is kept across the re-acquire (which may touch
// it). With no second thread ever started the wrapper costs a thread-local load.
#pragma once

#include <stdio_ext.h>

#include <cerrno>
#include <cstdio>
#include <string_view>
#include <utility>

#include "threads/interp_lock.h"

namespace tp::threads {

template <class F>
auto without_lock(F&& fn) -> decltype(fn()) {
  int err = 0;
  auto r = [&] {
    WithoutInterpreterLock unlocked;
    auto v = fn();
    err = errno;
    return v;
  }();
  errno = err;
  return r;
}

// Whether fwrite(data) on `fp` may reach the OS (and so block on a full pipe or a slow
// terminal): the stream is unbuffered (stderr) or its buffer is not yet allocated, the data
// does not fit what is left of the buffer, or a line-buffered stream gets a newline. Only
// then do the sys.std* writers let go of the lock; a write that only appends to the C
// buffer keeps it (a switch per print would cost more than the write).
inline bool stdio_write_may_block(FILE* fp, std::string_view data) {
  size_t cap = __fbufsize(fp);
  if (cap <= 1 || fp == stderr) return true;
  if (__fpending(fp) + data.size() >= cap) return true;
  return __flbf(fp) != 0 && data.find('\n') != std::string_view::npos;
}

}  // namespace tp::threads
