// io.StringIO and io.BytesIO: in-memory text and binary streams with CPython's read,
// readline(s), write(lines), getvalue, seek/tell/truncate, iteration, context manager.
// StringIO keeps its text as UTF-32 so positions are code point indices, as CPython's.
#include <string>

#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/list_object.h"
#include "objects/str_object.h"
#include "objects/util.h"
#include "stdlib/io_file.h"

namespace tp::stdlib {

using objects::MethodDef;
using objects::GetSetDef;

class MemoryStream : public Object {
 public:
  explicit MemoryStream(TypeObject* type) : Object(type) {}
  bool text = false;
  bool closed = false;
  bool translate = false;   // StringIO(newline=None): '\r\n' and '\r' become '\n' on write
  std::u32string tbuf;      // StringIO contents
  std::string bbuf;         // BytesIO contents
  size_t pos = 0;
  size_t size() const { return text ? tbuf.size() : bbuf.size(); }
};

static MemoryStream* self_mem(const CallArgs& call) { return static_cast<MemoryStream*>(call.args[0].as_object()); }

static bool check_open(Context& ctx, MemoryStream* m) {
  if (!m->closed) return true;
  ctx.raise(ctx.builtins.exc_ValueError, "I/O operation on closed file.");
  return false;
}

static std::u32string to_u32(std::string_view s) {
  std::u32string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size();) out.push_back(objects::utf8_decode(s, &i));
  return out;
}

static std::string to_utf8(const char32_t* p, size_t n) {
  std::string out;
  out.reserve(n);
  for (size_t i = 0; i < n; ++i) {
    if (p[i] < 0x80) {
      out.push_back(static_cast<char>(p[i]));
    } else {
      objects::utf8_append(out, p[i]);
    }
  }
  return out;
}

static Value slice_value(Context& ctx, MemoryStream* m, size_t from, size_t to) {
  if (m->text) return objects::str_from(ctx, to_utf8(m->tbuf.data() + from, to - from));
  return objects::bytes_from(ctx, m->bbuf.substr(from, to - from));
}

static bool opt_size(Context& ctx, Value v, int64_t* out) {
  if (v.is_null() || v.is_none()) {
    *out = -1;
    return true;
  }
  auto i = protocol::index_as_int64(ctx, v);
  if (!i) return false;
  *out = *i;
  return true;
}

static Value mem_read(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/size"};
  Value a[1];
  if (!objects::parse_args(ctx, objects::without_self(call), "read", names, 0, a)) return Value::null();
  MemoryStream* m = self_mem(call);
  int64_t n;
  if (!check_open(ctx, m) || !opt_size(ctx, a[0], &n)) return Value::null();
  size_t from = std::min(m->pos, m->size());
  size_t to = n < 0 ? m->size() : std::min(m->size(), from + static_cast<size_t>(n));
  m->pos = std::max(m->pos, to);
  return slice_value(ctx, m, from, to);
}

static size_t line_end(MemoryStream* m, int64_t limit) {
  size_t from = std::min(m->pos, m->size());
  size_t end = m->size();
  if (m->text) {
    size_t i = m->tbuf.find(U'\n', from);
    if (i != std::u32string::npos) end = i + 1;
  } else {
    size_t i = m->bbuf.find('\n', from);
    if (i != std::string::npos) end = i + 1;
  }
  if (limit >= 0) end = std::min(end, from + static_cast<size_t>(limit));
  return end;
}

static Value readline_value(Context& ctx, MemoryStream* m, int64_t limit) {
  size_t from = std::min(m->pos, m->size());
  size_t end = line_end(m, limit);
  m->pos = std::max(m->pos, end);
  return slice_value(ctx, m, from, end);
}

static Value mem_readline(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/size"};
  Value a[1];
  if (!objects::parse_args(ctx, objects::without_self(call), "readline", names, 0, a)) return Value::null();
  MemoryStream* m = self_mem(call);
  int64_t n;
  if (!check_open(ctx, m) || !opt_size(ctx, a[0], &n)) return Value::null();
  return readline_value(ctx, m, n);
}

static Value mem_readlines(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/hint"};
  Value a[1];
  if (!objects::parse_args(ctx, objects::without_self(call), "readlines", names, 0, a)) return Value::null();
  MemoryStream* m = self_mem(call);
  int64_t hint;
  if (!check_open(ctx, m) || !opt_size(ctx, a[0], &hint)) return Value::null();
  ListObject* list = objects::list_new(ctx);
  int64_t total = 0;
  while (m->pos < m->size()) {
    size_t from = m->pos;
    list->items.push_back(readline_value(ctx, m, -1));
    total += static_cast<int64_t>(m->pos - from);
    if (hint > 0 && total >= hint) break;
  }
  return Value::object(list);
}

static Value mem_write(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "write", 2, 2)) return Value::null();
  MemoryStream* m = self_mem(call);
  Value data = call.args[1];
  if (m->text) {
    if (!objects::is_str(ctx, data)) {
      return ctx.raise(ctx.builtins.exc_TypeError, "string argument expected, got '%s'", objects::type_name(ctx, data));
    }
    if (!check_open(ctx, m)) return Value::null();
    StrObject* s = objects::as_str(data);
    std::u32string u = to_u32(s->view());
    if (m->translate && u.find(U'\r') != std::u32string::npos) {
      std::u32string t;
      for (size_t i = 0; i < u.size(); ++i) {
        if (u[i] == U'\r') {
          t.push_back(U'\n');
          if (i + 1 < u.size() && u[i + 1] == U'\n') ++i;
        } else {
          t.push_back(u[i]);
        }
      }
      u.swap(t);
    }
    if (m->pos > m->tbuf.size()) m->tbuf.resize(m->pos, U'\0');
    if (m->pos == m->tbuf.size()) {
      m->tbuf += u;
    } else {
      m->tbuf.replace(m->pos, std::min(u.size(), m->tbuf.size() - m->pos), u);
    }
    m->pos += u.size();
    return Value::small_int(static_cast<int64_t>(s->length));
  }
  std::string_view b;
  if (!objects::byteslike_arg(ctx, data, &b)) return Value::null();
  if (!check_open(ctx, m)) return Value::null();
  if (m->pos > m->bbuf.size()) m->bbuf.resize(m->pos, '\0');
  if (m->pos == m->bbuf.size()) {
    m->bbuf += b;
  } else {
    m->bbuf.replace(m->pos, std::min(b.size(), m->bbuf.size() - m->pos), b);
  }
  m->pos += b.size();
  return Value::small_int(static_cast<int64_t>(b.size()));
}

static Value mem_writelines(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "writelines", 2, 2)) return Value::null();
  std::vector<Value> lines;
  if (!objects::collect_iterable(ctx, call.args[1], &lines)) return Value::null();
  for (Value line : lines) {
    Value args[2] = {call.args[0], line};
    CallArgs c;
    c.args = args;
    c.nargs = 2;
    if (mem_write(ctx, c).is_null()) return Value::null();
  }
  return Value::none();
}

static Value mem_getvalue(Context& ctx, const CallArgs& call) {
  MemoryStream* m = self_mem(call);
  if (!check_open(ctx, m)) return Value::null();
  return slice_value(ctx, m, 0, m->size());
}

static Value mem_seek(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/pos", "/whence"};
  Value a[2];
  if (!objects::parse_args(ctx, objects::without_self(call), "seek", names, 1, a)) return Value::null();
  MemoryStream* m = self_mem(call);
  if (!check_open(ctx, m)) return Value::null();
  auto off = protocol::index_as_int64(ctx, a[0]);
  if (!off) return Value::null();
  int64_t whence = 0;
  if (!a[1].is_null()) {
    auto w = protocol::index_as_int64(ctx, a[1]);
    if (!w) return Value::null();
    whence = *w;
  }
  if (whence < 0 || whence > 2) {
    return ctx.raise(ctx.builtins.exc_ValueError, m->text ? "Invalid whence (%lld, should be 0, 1 or 2)"
                                                          : "invalid whence (%lld, should be 0, 1 or 2)",
                     static_cast<long long>(whence));
  }
  int64_t target;
  if (m->text) {
    if (whence == 0 && *off < 0) {
      return ctx.raise(ctx.builtins.exc_ValueError, "Negative seek position %lld", static_cast<long long>(*off));
    }
    if (whence != 0 && *off != 0) {
      return ctx.raise(ctx.builtins.exc_OSError, whence == 1 ? "Can't do nonzero cur-relative seeks"
                                                             : "Can't do nonzero end-relative seeks");
    }
    target = whence == 0 ? *off : whence == 1 ? static_cast<int64_t>(m->pos) : static_cast<int64_t>(m->size());
  } else {
    if (whence == 0 && *off < 0) {
      return ctx.raise(ctx.builtins.exc_ValueError, "negative seek value %lld", static_cast<long long>(*off));
    }
    target = *off + (whence == 1 ? static_cast<int64_t>(m->pos) : whence == 2 ? static_cast<int64_t>(m->size()) : 0);
    if (target < 0) target = 0;
  }
  m->pos = static_cast<size_t>(target);
  return Value::small_int(target);
}

static Value mem_tell(Context& ctx, const CallArgs& call) {
  MemoryStream* m = self_mem(call);
  if (!check_open(ctx, m)) return Value::null();
  return Value::small_int(static_cast<int64_t>(m->pos));
}

static Value mem_truncate(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"/pos"};
  Value a[1];
  if (!objects::parse_args(ctx, objects::without_self(call), "truncate", names, 0, a)) return Value::null();
  MemoryStream* m = self_mem(call);
  if (!check_open(ctx, m)) return Value::null();
  int64_t size = static_cast<int64_t>(m->pos);
  if (!a[0].is_null() && !a[0].is_none()) {
    auto s = protocol::index_as_int64(ctx, a[0]);
    if (!s) return Value::null();
    if (*s < 0) return ctx.raise(ctx.builtins.exc_ValueError, "negative pos value %lld", static_cast<long long>(*s));
    size = *s;
  }
  if (static_cast<size_t>(size) < m->size()) {
    if (m->text) {
      m->tbuf.resize(static_cast<size_t>(size));
    } else {
      m->bbuf.resize(static_cast<size_t>(size));
    }
  }
  return Value::small_int(size);
}

static Value mem_close(Context& ctx, const CallArgs& call) {
  MemoryStream* m = self_mem(call);
  m->closed = true;
  m->tbuf.clear();
  m->bbuf.clear();
  return Value::none();
}

static Value mem_true(Context& ctx, const CallArgs& call) {
  if (!check_open(ctx, self_mem(call))) return Value::null();
  return Value::boolean(true);
}

static Value mem_false(Context& ctx, const CallArgs& call) {
  if (!check_open(ctx, self_mem(call))) return Value::null();
  return Value::boolean(false);
}

static Value mem_flush(Context& ctx, const CallArgs& call) {
  if (!check_open(ctx, self_mem(call))) return Value::null();
  return Value::none();
}

static Value mem_enter(Context& ctx, const CallArgs& call) {
  if (!check_open(ctx, self_mem(call))) return Value::null();
  return call.args[0];
}

static Value mem_exit(Context& ctx, const CallArgs& call) { return mem_close(ctx, call); }

static Value mem_iternext(Context& ctx, Value self) {
  auto* m = static_cast<MemoryStream*>(self.as_object());
  if (!check_open(ctx, m)) return Value::null();
  if (m->pos >= m->size()) return Value::null();
  return readline_value(ctx, m, -1);
}

static Value mem_next(Context& ctx, const CallArgs& call) {
  Value v = mem_iternext(ctx, call.args[0]);
  if (v.is_null() && !ctx.has_exception()) return ctx.raise(ctx.builtins.exc_StopIteration, "%s", "");
  return v;
}

static Value mem_iter(Context& ctx, const CallArgs& call) { return mem_enter(ctx, call); }

static Value stringio_init(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"initial_value", "newline"};
  Value a[2];
  if (!objects::parse_args(ctx, objects::without_self(call), "StringIO", names, 0, a)) return Value::null();
  MemoryStream* m = self_mem(call);
  m->text = true;
  Newline nl = Newline::LF;
  if (!a[1].is_null() && !parse_newline(ctx, a[1], &nl)) return Value::null();
  m->translate = nl == Newline::Universal;
  m->tbuf.clear();
  m->pos = 0;
  if (!a[0].is_null() && !a[0].is_none()) {
    if (!objects::is_str(ctx, a[0])) {
      return ctx.raise(ctx.builtins.exc_TypeError, "initial_value must be str or None, not %s",
                       objects::type_name(ctx, a[0]));
    }
    Value args[2] = {call.args[0], a[0]};
    CallArgs c;
    c.args = args;
    c.nargs = 2;
    if (mem_write(ctx, c).is_null()) return Value::null();
    m->pos = 0;
  }
  return Value::none();
}

static Value bytesio_init(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"initial_bytes"};
  Value a[1];
  if (!objects::parse_args(ctx, objects::without_self(call), "BytesIO", names, 0, a)) return Value::null();
  MemoryStream* m = self_mem(call);
  m->bbuf.clear();
  m->pos = 0;
  if (!a[0].is_null() && !a[0].is_none()) {
    std::string_view init;
    if (!objects::byteslike_arg(ctx, a[0], &init)) return Value::null();
    m->bbuf = std::string(init);
  }
  return Value::none();
}

static Value get_closed(Context& ctx, Value self) { return Value::boolean(static_cast<MemoryStream*>(self.as_object())->closed); }

static const MethodDef mem_methods[] = {
    {"read", mem_read, "read(size=-1, /)\n--\n\nRead at most size characters/bytes."},
    {"readline", mem_readline, "readline(size=-1, /)\n--\n\nRead until newline or EOF."},
    {"readlines", mem_readlines, "readlines(hint=-1, /)\n--\n\nReturn a list of lines."},
    {"write", mem_write, "write(s, /)\n--\n\nWrite s at the current position."},
    {"writelines", mem_writelines, "writelines(lines, /)\n--\n\nWrite each item of lines."},
    {"getvalue", mem_getvalue, "getvalue()\n--\n\nReturn the entire contents."},
    {"seek", mem_seek, "seek(pos, whence=0, /)\n--\n\nChange the stream position."},
    {"tell", mem_tell, "tell()\n--\n\nReturn the current position."},
    {"truncate", mem_truncate, "truncate(pos=None, /)\n--\n\nTruncate to at most pos."},
    {"close", mem_close, "close()\n--\n\nClose the stream and free its buffer."},
    {"flush", mem_flush, "flush()\n--\n\nDoes nothing."},
    {"readable", mem_true, "readable()\n--\n\nTrue."},
    {"writable", mem_true, "writable()\n--\n\nTrue."},
    {"seekable", mem_true, "seekable()\n--\n\nTrue."},
    {"isatty", mem_false, "isatty()\n--\n\nFalse."},
    {"__enter__", mem_enter, nullptr},
    {"__exit__", mem_exit, nullptr},
    {"__iter__", mem_iter, nullptr},
    {"__next__", mem_next, nullptr},
    {}};

static const GetSetDef mem_getsets[] = {{"closed", get_closed, nullptr, "True if the stream is closed."}, {}};

static Value stringio_make(Context& ctx, TypeObject* cls) {
  auto* m = ctx.heap.make<MemoryStream>(cls);
  m->text = true;
  return Value::object(m);
}

static Value bytesio_make(Context& ctx, TypeObject* cls) { return Value::object(ctx.heap.make<MemoryStream>(cls)); }

void init_memory_types(Context& ctx, StateObject* state) {
  TypeObject* s = objects::new_native_type(ctx, "StringIO", ctx.builtins.object_type, stringio_make);
  TypeObject* b = objects::new_native_type(ctx, "BytesIO", ctx.builtins.object_type, bytesio_make);
  static const MethodDef sinit[] = {{"__init__", stringio_init, nullptr}, {}};
  static const MethodDef binit[] = {{"__init__", bytesio_init, nullptr}, {}};
  for (TypeObject* t : {s, b}) {
    objects::add_methods(ctx, t, mem_methods);
    objects::add_getsets(ctx, t, mem_getsets);
    objects::set_type_attr(ctx, t, "__module__", objects::str_from(ctx, "_io"));
    t->iter_next_slot = mem_iternext;
  }
  objects::add_methods(ctx, s, sinit);
  objects::add_methods(ctx, b, binit);
  state->slots[kIoStringIO] = Value::object(s);
  state->slots[kIoBytesIO] = Value::object(b);
}

}  // namespace tp::stdlib
