// The file objects of io_file.h: reading (buffered, decoded, newline-translated), writing
// (buffered, encoded), seek/tell/truncate, close, iteration and the context manager, for
// BufferedReader, BufferedWriter, BufferedRandom and TextIOWrapper.
#include "stdlib/io_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <mutex>
#include <unordered_set>

#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/exception_object.h"
#include "objects/int_object.h"
#include "objects/list_object.h"
#include "objects/str_object.h"
#include "objects/util.h"
#include "threads/blocking.h"

namespace tp::stdlib {

using objects::MethodDef;
using objects::GetSetDef;

// Bytes read from the OS at a time, and the write buffer size that triggers a flush.
constexpr size_t kChunk = 64 * 1024;

static bool write_all(int fd, const std::string& data, int* err) {
  size_t off = 0;
  while (off < data.size()) {
    ssize_t n = ::write(fd, data.data() + off, data.size() - off);
    if (n < 0) {
      if (errno == EINTR) continue;
      *err = errno;
      return false;
    }
    off += static_cast<size_t>(n);
  }
  return true;
}

// Note [Unclosed files]
// CPython's refcounting closes `open(p, "w").write(s)`'s file at once, so a later open(p)
// reads s. Our collector frees the object later, so every open writable FileObject is in
// this registry and io_open first flushes the write buffers of the registered files of the
// same io state (that is, the same Context); the destructor and close() leave it, and the
// destructor (run by a collection or by the heap's teardown at exit) flushes and closes.
// A mutex guards the set because Contexts may live on several threads.
static std::mutex g_writers_mutex;
static std::unordered_set<FileObject*>& open_writers() {
  static auto* set = new std::unordered_set<FileObject*>;
  return *set;
}
static void register_writer(FileObject* f) {
  std::lock_guard<std::mutex> lock(g_writers_mutex);
  open_writers().insert(f);
}
static void unregister_writer(FileObject* f) {
  std::lock_guard<std::mutex> lock(g_writers_mutex);
  open_writers().erase(f);
}
// Writes out (errors ignored, as a collected file's flush) every registered buffer of `state`.
static void flush_open_writers(StateObject* state) {
  std::lock_guard<std::mutex> lock(g_writers_mutex);
  for (FileObject* f : open_writers()) {
    if (f->state != state || f->closed || f->fd < 0 || f->wbuf.empty()) continue;
    int err;
    write_all(f->fd, f->wbuf, &err);
    f->wbuf.clear();
  }
}

FileObject::~FileObject() {
  if (writable) unregister_writer(this);
  if (fd >= 0 && !closed) {
    int err;
    if (!wbuf.empty()) write_all(fd, wbuf, &err);
    if (closefd) ::close(fd);
  }
}

static FileObject* self_file(const CallArgs& call) { return static_cast<FileObject*>(call.args[0].as_object()); }

Value raise_unsupported(Context& ctx, StateObject* state, const char* msg) {
  Value e = objects::call_vector(ctx, state->slots[kIoUnsupportedOperation], {objects::str_from(ctx, msg)});
  if (e.is_null()) return e;
  return ctx.raise_value(e);
}

static bool check_open(Context& ctx, FileObject* f, const char* binary_msg = nullptr) {
  if (!f->closed) return true;
  ctx.raise(ctx.builtins.exc_ValueError, "%s",
            !f->text && binary_msg ? binary_msg : "I/O operation on closed file.");
  return false;
}

static bool check_readable(Context& ctx, FileObject* f) {
  if (!check_open(ctx, f, "read of closed file")) return false;
  if (!f->readable) {
    raise_unsupported(ctx, f->state, f->text ? "not readable" : "read");
    return false;
  }
  return true;
}

static bool check_writable(Context& ctx, FileObject* f) {
  if (!check_open(ctx, f, "write to closed file")) return false;
  if (!f->writable) {
    raise_unsupported(ctx, f->state, f->text ? "not writable" : "write");
    return false;
  }
  return true;
}

static bool flush_writes(Context& ctx, FileObject* f) {
  if (f->wbuf.empty()) return true;
  int err = 0;
  // The bytes move to a local: other threads may use `f` while the lock is let go of
  // (Note [Blocking calls]).
  std::string data;
  data.swap(f->wbuf);
  const int fd = f->fd;
  bool ok = threads::without_lock([&] { return write_all(fd, data, &err); });
  if (!ok) objects::raise_os_error(ctx, err, Value::null());
  return ok;
}

// Bytes of the file that the read buffer holds but the caller has not consumed.
static int64_t unconsumed_bytes(FileObject* f) {
  int64_t n = static_cast<int64_t>(f->raw_pending.size());
  std::string_view rest(f->rbuf.data() + f->rpos, f->rbuf.size() - f->rpos);
  if (!f->text || f->codec == Codec::Utf8) return n + static_cast<int64_t>(rest.size());
  bool ascii;
  return n + static_cast<int64_t>(objects::utf8_length(rest, &ascii));
}

// Before a write or seek: gives unread buffered bytes back to the OS position.
static void drop_read_buffer(FileObject* f) {
  int64_t back = unconsumed_bytes(f);
  if (back > 0) ::lseek(f->fd, -back, SEEK_CUR);
  f->rbuf.clear();
  f->rpos = 0;
  f->raw_pending.clear();
  f->eof = false;
  f->skip_lf = false;
}

// Universal newlines: '\r\n' and '\r' become '\n'.
static void translate_newlines(FileObject* f, std::string& s) {
  if (f->skip_lf && !s.empty() && s[0] == '\n') s.erase(0, 1);
  if (!s.empty()) f->skip_lf = false;
  if (s.find('\r') == std::string::npos) return;
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\r') {
      out += '\n';
      if (i + 1 < s.size() && s[i + 1] == '\n') {
        ++i;
      } else if (i + 1 == s.size()) {
        f->skip_lf = true;
      }
    } else {
      out += s[i];
    }
  }
  s.swap(out);
}

// Reads one chunk from the OS into the read buffer. Returns false with an exception
// pending on error; sets f->eof at end of file.
static bool fill(Context& ctx, FileObject* f) {
  if (f->eof) return true;
  if (!flush_writes(ctx, f)) return false;
  if (f->rpos > 0 && f->rpos >= f->rbuf.size() / 2) {
    f->rbuf.erase(0, f->rpos);
    f->rpos = 0;
  }
  char buf[kChunk];
  ssize_t n;
  const int fd = f->fd;
  do {
    n = threads::without_lock([&] { return ::read(fd, buf, sizeof buf); });
  } while (n < 0 && errno == EINTR);
  if (n < 0) {
    objects::raise_os_error(ctx, errno, Value::null());
    return false;
  }
  if (n == 0) f->eof = true;
  if (!f->text) {
    f->rbuf.append(buf, static_cast<size_t>(n));
    return true;
  }
  std::string raw = std::move(f->raw_pending);
  f->raw_pending.clear();
  raw.append(buf, static_cast<size_t>(n));
  std::string decoded;
  size_t pending = 0;
  if (!decode_text(ctx, f->codec, f->errors, raw, f->eof, &decoded, &pending)) return false;
  f->raw_pending.assign(raw, raw.size() - pending, pending);
  if (f->newline == Newline::Universal) translate_newlines(f, decoded);
  f->rbuf += decoded;
  return true;
}

static Value make_result(Context& ctx, FileObject* f, std::string s) {
  return f->text ? objects::str_from(ctx, std::move(s)) : objects::bytes_from(ctx, std::move(s));
}

// Takes up to `n` units (code points for text, bytes for binary) from the buffer.
static std::string take(FileObject* f, size_t nbytes) {
  std::string out(f->rbuf, f->rpos, nbytes);
  f->rpos += nbytes;
  return out;
}

static Value read_impl(Context& ctx, FileObject* f, int64_t n) {
  if (n < 0) {
    while (!f->eof)
      if (!fill(ctx, f)) return Value::null();
    return make_result(ctx, f, take(f, f->rbuf.size() - f->rpos));
  }
  size_t want = static_cast<size_t>(n);
  if (!f->text) {
    while (f->rbuf.size() - f->rpos < want && !f->eof)
      if (!fill(ctx, f)) return Value::null();
    return make_result(ctx, f, take(f, std::min(want, f->rbuf.size() - f->rpos)));
  }
  size_t pos = f->rpos, count = 0;
  while (count < want) {
    if (pos >= f->rbuf.size()) {
      if (f->eof) break;
      size_t off = pos - f->rpos;
      if (!fill(ctx, f)) return Value::null();
      pos = f->rpos + off;
      continue;
    }
    objects::utf8_decode(f->rbuf, &pos);
    ++count;
  }
  return make_result(ctx, f, take(f, pos - f->rpos));
}

// The end (exclusive) of the line starting at f->rpos, or npos if the buffer holds no
// complete line yet. `from` is where to resume the search.
static size_t find_line_end(FileObject* f, size_t from) {
  const std::string& b = f->rbuf;
  if (!f->text || f->newline == Newline::Universal || f->newline == Newline::LF) {
    size_t i = b.find('\n', from);
    return i == std::string::npos ? i : i + 1;
  }
  if (f->newline == Newline::CR) {
    size_t i = b.find('\r', from);
    return i == std::string::npos ? i : i + 1;
  }
  if (f->newline == Newline::CRLF) {
    size_t i = b.find("\r\n", from);
    return i == std::string::npos ? i : i + 2;
  }
  size_t i = b.find_first_of("\r\n", from);  // newline='': any of the three, untranslated
  if (i == std::string::npos) return i;
  if (b[i] == '\n') return i + 1;
  if (i + 1 < b.size()) return b[i + 1] == '\n' ? i + 2 : i + 1;
  return f->eof ? i + 1 : std::string::npos;  // '\r' at the end: need the next byte
}

static Value readline_impl(Context& ctx, FileObject* f, int64_t limit) {
  size_t scanned = 0;  // bytes after rpos already searched (minus one, for split "\r\n")
  size_t end;
  while (true) {
    end = find_line_end(f, f->rpos + (scanned > 0 ? scanned - 1 : 0));
    if (end != std::string::npos || f->eof) break;
    size_t avail = f->rbuf.size() - f->rpos;
    if (limit >= 0 && !f->text && avail >= static_cast<size_t>(limit)) break;
    scanned = avail;
    if (!fill(ctx, f)) return Value::null();
  }
  if (end == std::string::npos) end = f->rbuf.size();
  size_t len = end - f->rpos;
  if (limit >= 0) {
    if (!f->text) {
      len = std::min(len, static_cast<size_t>(limit));
    } else {
      size_t pos = f->rpos, count = 0;
      while (pos < end && count < static_cast<size_t>(limit)) {
        objects::utf8_decode(f->rbuf, &pos);
        ++count;
      }
      len = pos - f->rpos;
    }
  }
  return make_result(ctx, f, take(f, len));
}

static bool int_or_none(Context& ctx, Value v, int64_t* out, int64_t dflt) {
  if (v.is_null() || v.is_none()) {
    *out = dflt;
    return true;
  }
  auto i = protocol::index_as_int64(ctx, v);
  if (!i) return false;
  *out = *i;
  return true;
}

static Value file_read(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/size"};
  Value a[1];
  if (!objects::parse_args(ctx, objects::without_self(call), "read", names, 0, a)) return Value::null();
  FileObject* f = self_file(call);
  int64_t n;
  if (!check_readable(ctx, f) || !int_or_none(ctx, a[0], &n, -1)) return Value::null();
  return read_impl(ctx, f, n);
}

static Value file_readline(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/size"};
  Value a[1];
  if (!objects::parse_args(ctx, objects::without_self(call), "readline", names, 0, a)) return Value::null();
  FileObject* f = self_file(call);
  int64_t n;
  if (!check_readable(ctx, f) || !int_or_none(ctx, a[0], &n, -1)) return Value::null();
  return readline_impl(ctx, f, n);
}

static Value file_readlines(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/hint"};
  Value a[1];
  if (!objects::parse_args(ctx, objects::without_self(call), "readlines", names, 0, a)) return Value::null();
  FileObject* f = self_file(call);
  int64_t hint;
  if (!check_readable(ctx, f) || !int_or_none(ctx, a[0], &hint, -1)) return Value::null();
  ListObject* list = objects::list_new(ctx);
  gc::Root<ListObject> keep(ctx.heap, list);
  int64_t total = 0;
  while (true) {
    Value line = readline_impl(ctx, f, -1);
    if (line.is_null()) return line;
    size_t n = f->text ? objects::as_str(line)->length : objects::as_bytes(line)->data.size();
    if (n == 0) break;
    list->items.push_back(line);
    total += static_cast<int64_t>(n);
    if (hint > 0 && total >= hint) break;
  }
  return Value::object(list);
}

static Value file_write(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "write", 2, 2)) return Value::null();
  FileObject* f = self_file(call);
  Value data = call.args[1];
  if (!check_writable(ctx, f)) return Value::null();
  int64_t count;
  if (f->text) {
    if (!objects::is_str(ctx, data)) {
      return ctx.raise(ctx.builtins.exc_TypeError, "write() argument must be str, not %s",
                       objects::type_name(ctx, data));
    }
    StrObject* s = objects::as_str(data);
    count = static_cast<int64_t>(s->length);
    std::string_view text = s->view();
    std::string translated;
    if ((f->newline == Newline::CR || f->newline == Newline::CRLF) && text.find('\n') != text.npos) {
      const char* nl = f->newline == Newline::CR ? "\r" : "\r\n";
      for (char ch : text) {
        if (ch == '\n') {
          translated += nl;
        } else {
          translated += ch;
        }
      }
      text = translated;
    }
    if (!f->rbuf.empty() || !f->raw_pending.empty()) drop_read_buffer(f);
    if (!encode_text(ctx, f->codec, f->errors, text, &f->wbuf)) return Value::null();
    if (f->wbuf.size() >= kChunk || (text.find('\n') != text.npos && ::isatty(f->fd))) {
      if (!flush_writes(ctx, f)) return Value::null();
    }
  } else {
    std::string_view b;
    if (!objects::byteslike_arg(ctx, data, &b)) return Value::null();
    count = static_cast<int64_t>(b.size());
    if (!f->rbuf.empty()) drop_read_buffer(f);
    f->wbuf += b;
    if (f->wbuf.size() >= kChunk && !flush_writes(ctx, f)) return Value::null();
  }
  return Value::small_int(count);
}

static Value file_writelines(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "writelines", 2, 2)) return Value::null();
  FileObject* f = self_file(call);
  if (!check_open(ctx, f)) return Value::null();
  Value it = protocol::get_iter(ctx, call.args[1]);
  if (it.is_null()) return it;
  HandleScope scope(ctx);
  scope.keep(it);
  while (true) {
    Value line = protocol::iter_next(ctx, it);
    if (line.is_null()) {
      if (ctx.has_exception()) return line;
      break;
    }
    Value args[2] = {call.args[0], line};
    CallArgs c;
    c.args = args;
    c.nargs = 2;
    if (file_write(ctx, c).is_null()) return Value::null();
  }
  return Value::none();
}

static Value file_flush(Context& ctx, const CallArgs& call) {
  FileObject* f = self_file(call);
  if (!check_open(ctx, f, "flush of closed file")) return Value::null();
  if (!flush_writes(ctx, f)) return Value::null();
  return Value::none();
}

static bool close_impl(Context& ctx, FileObject* f) {
  if (f->closed) return true;
  bool ok = flush_writes(ctx, f);
  f->closed = true;
  if (f->writable) unregister_writer(f);
  if (f->closefd && f->fd >= 0 && ::close(f->fd) < 0 && ok) {
    objects::raise_os_error(ctx, errno, Value::null());
    ok = false;
  }
  f->rbuf.clear();
  f->rpos = 0;
  return ok;
}

static Value file_close(Context& ctx, const CallArgs& call) {
  return close_impl(ctx, self_file(call)) ? Value::none() : Value::null();
}

static Value file_enter(Context& ctx, const CallArgs& call) {
  if (!check_open(ctx, self_file(call))) return Value::null();
  return call.args[0];
}

static Value file_exit(Context& ctx, const CallArgs& call) {
  return close_impl(ctx, self_file(call)) ? Value::none() : Value::null();
}

static int64_t tell_impl(Context& ctx, FileObject* f) {
  off_t pos = ::lseek(f->fd, 0, SEEK_CUR);
  if (pos < 0) {
    objects::raise_os_error(ctx, errno, Value::null());
    return -1;
  }
  return static_cast<int64_t>(pos) - unconsumed_bytes(f) + static_cast<int64_t>(f->wbuf.size());
}

static Value file_tell(Context& ctx, const CallArgs& call) {
  FileObject* f = self_file(call);
  if (!check_open(ctx, f)) return Value::null();
  int64_t p = tell_impl(ctx, f);
  return p < 0 ? Value::null() : Value::small_int(p);
}

static Value file_seek(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/cookie", "/whence"};
  Value a[2];
  if (!objects::parse_args(ctx, objects::without_self(call), "seek", names, 1, a)) return Value::null();
  FileObject* f = self_file(call);
  if (!check_open(ctx, f)) return Value::null();
  auto off = protocol::index_as_int64(ctx, a[0]);
  if (!off) return Value::null();
  int64_t whence = 0;
  if (!int_or_none(ctx, a[1], &whence, 0)) return Value::null();
  if (whence < 0 || whence > 2) {
    return ctx.raise(ctx.builtins.exc_ValueError, "invalid whence (%lld, should be 0, 1 or 2)",
                     static_cast<long long>(whence));
  }
  if (f->text) {
    if (whence == 1 && *off != 0) return raise_unsupported(ctx, f->state, "can't do nonzero cur-relative seeks");
    if (whence == 2 && *off != 0) return raise_unsupported(ctx, f->state, "can't do nonzero end-relative seeks");
    if (whence == 0 && *off < 0) {
      return ctx.raise(ctx.builtins.exc_ValueError, "negative seek position %lld", static_cast<long long>(*off));
    }
    if (whence == 1) {
      int64_t p = tell_impl(ctx, f);
      if (p < 0) return Value::null();
      *off = p;
      whence = 0;
    }
  }
  if (!flush_writes(ctx, f)) return Value::null();
  int64_t target = *off;
  if (whence == 1) target -= unconsumed_bytes(f);
  f->rbuf.clear();
  f->rpos = 0;
  f->raw_pending.clear();
  f->eof = false;
  f->skip_lf = false;
  off_t r = ::lseek(f->fd, static_cast<off_t>(target), static_cast<int>(whence));
  if (r < 0) return objects::raise_os_error(ctx, errno, Value::null());
  return Value::small_int(static_cast<int64_t>(r));
}

static Value file_truncate(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/pos"};
  Value a[1];
  if (!objects::parse_args(ctx, objects::without_self(call), "truncate", names, 0, a)) return Value::null();
  FileObject* f = self_file(call);
  if (!check_writable(ctx, f)) return Value::null();
  int64_t size;
  if (a[0].is_null() || a[0].is_none()) {
    size = tell_impl(ctx, f);
    if (size < 0) return Value::null();
  } else if (!int_or_none(ctx, a[0], &size, 0)) {
    return Value::null();
  }
  if (!flush_writes(ctx, f)) return Value::null();
  if (::ftruncate(f->fd, static_cast<off_t>(size)) < 0) return objects::raise_os_error(ctx, errno, Value::null());
  return Value::small_int(size);
}

static Value file_fileno(Context& ctx, const CallArgs& call) {
  FileObject* f = self_file(call);
  if (!check_open(ctx, f)) return Value::null();
  return Value::small_int(f->fd);
}

static Value file_isatty(Context& ctx, const CallArgs& call) {
  FileObject* f = self_file(call);
  if (!check_open(ctx, f)) return Value::null();
  return Value::boolean(::isatty(f->fd) == 1);
}

static Value file_readable(Context& ctx, const CallArgs& call) {
  FileObject* f = self_file(call);
  if (!check_open(ctx, f)) return Value::null();
  return Value::boolean(f->readable);
}

static Value file_writable(Context& ctx, const CallArgs& call) {
  FileObject* f = self_file(call);
  if (!check_open(ctx, f)) return Value::null();
  return Value::boolean(f->writable);
}

static Value file_seekable(Context& ctx, const CallArgs& call) {
  FileObject* f = self_file(call);
  if (!check_open(ctx, f)) return Value::null();
  return Value::boolean(::lseek(f->fd, 0, SEEK_CUR) >= 0);
}

static Value file_iternext(Context& ctx, Value self) {
  auto* f = static_cast<FileObject*>(self.as_object());
  if (!check_readable(ctx, f)) return Value::null();
  Value line = readline_impl(ctx, f, -1);
  if (line.is_null()) return line;
  size_t n = f->text ? objects::as_str(line)->data.size() : objects::as_bytes(line)->data.size();
  return n == 0 ? Value::null() : line;
}

static Value file_next(Context& ctx, const CallArgs& call) {
  Value v = file_iternext(ctx, call.args[0]);
  if (v.is_null() && !ctx.has_exception()) return ctx.raise(ctx.builtins.exc_StopIteration, "%s", "");
  return v;
}

static Value file_iter(Context& ctx, const CallArgs& call) {
  if (!check_open(ctx, self_file(call))) return Value::null();
  return call.args[0];
}

static Value file_repr(Context& ctx, const CallArgs& call) {
  FileObject* f = self_file(call);
  std::string out = "<_io." + f->type()->name;
  std::string name;
  if (!objects::repr_string(ctx, f->name, &name)) return Value::null();
  out += " name=" + name;
  if (f->text) out += " mode=" + objects::str_repr(f->mode) + " encoding=" + objects::str_repr(f->encoding_name);
  return objects::str_from(ctx, out + ">");
}

static Value get_closed(Context& ctx, Value self) {
  return Value::boolean(static_cast<FileObject*>(self.as_object())->closed);
}
static Value get_name(Context& ctx, Value self) { return static_cast<FileObject*>(self.as_object())->name; }
static Value get_mode(Context& ctx, Value self) {
  return objects::str_from(ctx, static_cast<FileObject*>(self.as_object())->mode);
}
static Value get_encoding(Context& ctx, Value self) {
  return objects::str_from(ctx, static_cast<FileObject*>(self.as_object())->encoding_name);
}
static Value get_errors(Context& ctx, Value self) {
  return objects::str_from(ctx, static_cast<FileObject*>(self.as_object())->errors_name);
}

static const MethodDef file_methods[] = {
    {"read", file_read, "read(size=-1, /)\n--\n\nRead at most size characters (text) or bytes (binary)."},
    {"readline", file_readline, "readline(size=-1, /)\n--\n\nRead until newline or EOF."},
    {"readlines", file_readlines, "readlines(hint=-1, /)\n--\n\nReturn a list of lines from the stream."},
    {"write", file_write, "write(data, /)\n--\n\nWrite data; return the number of characters/bytes."},
    {"writelines", file_writelines, "writelines(lines, /)\n--\n\nWrite a list of lines to the stream."},
    {"flush", file_flush, "flush()\n--\n\nFlush the write buffers."},
    {"close", file_close, "close()\n--\n\nFlush and close the file."},
    {"seek", file_seek, "seek(cookie, whence=0, /)\n--\n\nChange the stream position."},
    {"tell", file_tell, "tell()\n--\n\nReturn the current stream position."},
    {"truncate", file_truncate, "truncate(pos=None, /)\n--\n\nTruncate the file to pos bytes."},
    {"fileno", file_fileno, "fileno()\n--\n\nReturn the underlying file descriptor."},
    {"isatty", file_isatty, "isatty()\n--\n\nTrue if the file is connected to a terminal."},
    {"readable", file_readable, "readable()\n--\n\nTrue if the file was opened for reading."},
    {"writable", file_writable, "writable()\n--\n\nTrue if the file was opened for writing."},
    {"seekable", file_seekable, "seekable()\n--\n\nTrue if the file supports random access."},
    {"__enter__", file_enter, nullptr},
    {"__exit__", file_exit, nullptr},
    {"__iter__", file_iter, nullptr},
    {"__next__", file_next, nullptr},
    {"__repr__", file_repr, nullptr},
    {}};

static const GetSetDef file_getsets[] = {{"closed", get_closed, nullptr, "True if the file is closed."},
                                         {"name", get_name, nullptr, "The name given to open()."},
                                         {"mode", get_mode, nullptr, "The mode of the file."},
                                         {}};
static const GetSetDef text_getsets[] = {{"encoding", get_encoding, nullptr, "The text encoding."},
                                         {"errors", get_errors, nullptr, "The codec error handler."},
                                         {}};

static Value file_make(Context& ctx, TypeObject* cls) {
  return ctx.raise(ctx.builtins.exc_TypeError, "cannot create '_io.%s' instances; use open()", cls->name.c_str());
}

void init_file_types(Context& ctx, StateObject* state) {
  const char* names[] = {"BufferedReader", "BufferedWriter", "BufferedRandom", "TextIOWrapper"};
  size_t slots[] = {kIoBufferedReader, kIoBufferedWriter, kIoBufferedRandom, kIoTextIOWrapper};
  for (size_t i = 0; i < 4; ++i) {
    TypeObject* t = objects::new_native_type(ctx, names[i], ctx.builtins.object_type, file_make);
    state->slots[slots[i]] = Value::object(t);
    objects::add_methods(ctx, t, file_methods);
    objects::add_getsets(ctx, t, file_getsets);
    if (i == 3) objects::add_getsets(ctx, t, text_getsets);
    objects::set_type_attr(ctx, t, "__module__", objects::str_from(ctx, "_io"));
    t->iter_next_slot = file_iternext;
  }
}

bool parse_newline(Context& ctx, Value v, Newline* out) {
  if (v.is_null() || v.is_none()) {
    *out = Newline::Universal;
    return true;
  }
  if (!objects::is_str(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "open() argument 'newline' must be str or None, not %s",
              objects::type_name(ctx, v));
    return false;
  }
  const std::string& s = objects::as_str(v)->data;
  if (s.empty()) {
    *out = Newline::None_;
  } else if (s == "\n") {
    *out = Newline::LF;
  } else if (s == "\r") {
    *out = Newline::CR;
  } else if (s == "\r\n") {
    *out = Newline::CRLF;
  } else {
    ctx.raise(ctx.builtins.exc_ValueError, "illegal newline value: %s", s.c_str());
    return false;
  }
  return true;
}

Value io_open(Context& ctx, StateObject* state, Value file, const std::string& mode, int buffering,
              Value encoding, Value errors, Value newline, bool closefd) {
  auto& B = ctx.builtins;
  bool r = false, w = false, a = false, x = false, plus = false, t = false, b = false;
  for (char ch : mode) {
    bool* flag = ch == 'r' ? &r : ch == 'w' ? &w : ch == 'a' ? &a : ch == 'x' ? &x : ch == '+' ? &plus
               : ch == 't' ? &t : ch == 'b' ? &b : nullptr;
    if (flag == nullptr || *flag) return ctx.raise(B.exc_ValueError, "invalid mode: '%s'", mode.c_str());
    *flag = true;
  }
  if (r + w + a + x != 1) return ctx.raise(B.exc_ValueError, "must have exactly one of create/read/write/append mode");
  if (t && b) return ctx.raise(B.exc_ValueError, "can't have text and binary mode at once");
  bool has_enc = !encoding.is_null() && !encoding.is_none();
  bool has_err = !errors.is_null() && !errors.is_none();
  bool has_nl = !newline.is_null() && !newline.is_none();
  if (b && has_enc) return ctx.raise(B.exc_ValueError, "binary mode doesn't take an encoding argument");
  if (b && has_err) return ctx.raise(B.exc_ValueError, "binary mode doesn't take an errors argument");
  if (b && has_nl) return ctx.raise(B.exc_ValueError, "binary mode doesn't take a newline argument");
  if (!b && buffering == 0) return ctx.raise(B.exc_ValueError, "can't have unbuffered text I/O");
  Codec codec = Codec::Utf8;
  CodecErrors errs = CodecErrors::Strict;
  std::string enc_name = "UTF-8", err_name = "strict";
  Newline nl = Newline::Universal;
  if (!b) {
    if (has_enc) {
      if (!str_arg(ctx, encoding, "open() argument 'encoding'", &enc_name)) return Value::null();
      if (!lookup_codec(enc_name, &codec)) return raise_unknown_encoding(ctx, enc_name);
    }
    if (has_err) {
      if (!str_arg(ctx, errors, "open() argument 'errors'", &err_name)) return Value::null();
      if (!lookup_errors(ctx, err_name, &errs)) return Value::null();
    }
    if (!parse_newline(ctx, newline, &nl)) return Value::null();
  }
  flush_open_writers(state);  // Note [Unclosed files]
  int fd = -1;
  std::string path;
  if (file.is_small_int()) {
    fd = static_cast<int>(file.as_small_int());
  } else {
    if (!objects::is_str(ctx, file) && !objects::is_bytes(ctx, file) &&
        protocol::lookup_special(ctx, file, protocol::intern(ctx, "__fspath__")).is_null()) {
      return ctx.raise(B.exc_TypeError, "expected str, bytes or os.PathLike object, not %s",
                       objects::type_name(ctx, file));
    }
    if (!path_arg(ctx, file, "open", &path)) return Value::null();
    if (!closefd) return ctx.raise(B.exc_ValueError, "Cannot use closefd=False with file name");
    int flags = O_CLOEXEC;
    if (plus) {
      flags |= O_RDWR;
    } else {
      flags |= r ? O_RDONLY : O_WRONLY;
    }
    if (w) flags |= O_CREAT | O_TRUNC;
    if (a) flags |= O_CREAT | O_APPEND;
    if (x) flags |= O_CREAT | O_EXCL;
    do {
      fd = ::open(path.c_str(), flags, 0666);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0) return objects::raise_os_error(ctx, errno, file);
    struct stat st;
    if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
      ::close(fd);
      return objects::raise_os_error(ctx, EISDIR, file);
    }
  }
  if (a) ::lseek(fd, 0, SEEK_END);
  size_t slot = !b ? kIoTextIOWrapper : plus ? kIoBufferedRandom : r ? kIoBufferedReader : kIoBufferedWriter;
  auto* f = ctx.heap.make<FileObject>(state->type_at(slot));
  f->fd = fd;
  f->closefd = closefd;
  f->readable = r || plus;
  f->writable = !r || plus;
  f->appending = a;
  f->text = !b;
  f->state = state;
  f->name = file;
  f->codec = codec;
  f->errors = errs;
  f->encoding_name = enc_name;
  f->errors_name = err_name;
  f->newline = nl;
  if (f->writable) register_writer(f);
  if (!b) {
    f->mode = mode;
  } else {
    f->mode = x ? (plus ? "xb+" : "xb") : a ? (plus ? "ab+" : "ab") : (f->readable ? (f->writable ? "rb+" : "rb") : "wb");
  }
  return Value::object(f);
}

}  // namespace tp::stdlib
