// The `io` module: open() (also installed as builtins.open by install_builtins), the file
// types (io_file.cpp), StringIO/BytesIO (io_memory.cpp), UnsupportedOperation, the SEEK_*
// constants, and the original project's whole-file helpers (names CPython's io lacks):
// read_text, write_text, append_text, read_bytes, write_bytes, append_bytes, and
// read_lines / write_lines, which are the original's text.split("\n") and "\n".join(lines):
// write_lines writes no final newline, and read_lines of a text ending in "\n" ends with "".
// So read_lines(p) == lines after write_lines(p, lines), as in the original.
#include <fcntl.h>
#include <unistd.h>

#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/dict_object.h"
#include "objects/list_object.h"
#include "objects/module_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/type_object.h"
#include "objects/util.h"
#include "runtime/module_registry.h"
#include "stdlib/io_file.h"
#include "stdlib/stdlib_hooks.h"

namespace tp::stdlib {

using objects::MethodDef;

static StateObject* state_of(const CallArgs& call) { return static_cast<StateObject*>(call.args[0].as_object()); }

static Value io_open_fn(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"file", "mode", "buffering", "encoding", "errors", "newline", "closefd", "opener"};
  Value a[8];
  if (!objects::parse_args(ctx, objects::without_self(call), "open", names, 1, a)) return Value::null();
  std::string mode = "r";
  if (!a[1].is_null() && !str_arg(ctx, a[1], "open() argument 'mode'", &mode)) return Value::null();
  int64_t buffering = -1;
  if (!a[2].is_null()) {
    auto b = protocol::index_as_int64(ctx, a[2]);
    if (!b) return Value::null();
    buffering = *b;
  }
  bool closefd = true;
  if (!a[6].is_null()) {
    int t = protocol::is_true(ctx, a[6]);
    if (t < 0) return Value::null();
    closefd = t != 0;
  }
  if (!a[7].is_null() && !a[7].is_none()) {
    return ctx.raise(ctx.builtins.exc_NotImplementedError, "open(): opener is not supported");
  }
  return io_open(ctx, state_of(call), a[0], mode, static_cast<int>(buffering), a[3], a[4], a[5], closefd);
}

// Calls a method of a freshly opened file and closes it (also when the method raised).
static Value with_file(Context& ctx, StateObject* st, Value path, const char* mode, Value encoding,
                       const char* method, Value arg) {
  Value f = io_open(ctx, st, path, mode, -1, encoding, Value::null(), Value::null(), true);
  if (f.is_null()) return f;
  HandleScope scope(ctx);
  scope.keep(f);
  Value r = protocol::call_method(ctx, f, protocol::intern(ctx, method), &arg, arg.is_null() ? 0 : 1);
  scope.keep(r);
  Value saved = ctx.take_exception();
  Value c = protocol::call_method(ctx, f, protocol::intern(ctx, "close"), nullptr, 0);
  if (!saved.is_null()) {
    ctx.take_exception();
    ctx.raise_value(saved);
    return Value::null();
  }
  if (c.is_null()) return c;
  return r;
}

static Value helper(Context& ctx, const CallArgs& call, const char* fname, bool has_data, const char* mode,
                    const char* method, bool text) {
  static const char* const with_data[] = {"path", "data", "encoding"};
  static const char* const without[] = {"path", "encoding"};
  Value a[3];
  std::span<const char* const> names = has_data ? std::span<const char* const>(with_data, text ? 3 : 2)
                                                : std::span<const char* const>(without, text ? 2 : 1);
  if (!objects::parse_args(ctx, objects::without_self(call), fname, names, has_data ? 2 : 1, a)) return Value::null();
  Value enc = text ? (has_data ? a[2] : a[1]) : Value::null();
  if (text && enc.is_null()) enc = objects::str_from(ctx, "utf-8");
  return with_file(ctx, state_of(call), a[0], mode, enc, method, has_data ? a[1] : Value::null());
}

static Value io_read_text(Context& ctx, const CallArgs& call) { return helper(ctx, call, "read_text", false, "r", "read", true); }
// The writers return None, as the original's did.
static Value none_unless_error(Value v) { return v.is_null() ? v : Value::none(); }
static Value io_write_text(Context& ctx, const CallArgs& call) { return none_unless_error(helper(ctx, call, "write_text", true, "w", "write", true)); }
static Value io_append_text(Context& ctx, const CallArgs& call) { return none_unless_error(helper(ctx, call, "append_text", true, "a", "write", true)); }
static Value io_read_bytes(Context& ctx, const CallArgs& call) { return helper(ctx, call, "read_bytes", false, "rb", "read", false); }
static Value io_write_bytes(Context& ctx, const CallArgs& call) { return none_unless_error(helper(ctx, call, "write_bytes", true, "wb", "write", false)); }
static Value io_append_bytes(Context& ctx, const CallArgs& call) { return none_unless_error(helper(ctx, call, "append_bytes", true, "ab", "write", false)); }

static Value io_read_lines(Context& ctx, const CallArgs& call) {
  Value text = helper(ctx, call, "read_lines", false, "r", "read", true);
  if (text.is_null()) return text;
  const std::string& s = objects::as_str(text)->data;
  ListObject* list = objects::list_new(ctx);
  size_t start = 0;
  for (;;) {
    size_t nl = s.find('\n', start);
    if (nl == std::string::npos) {
      list->items.push_back(objects::str_from(ctx, s.substr(start)));
      break;
    }
    list->items.push_back(objects::str_from(ctx, s.substr(start, nl - start)));
    start = nl + 1;
  }
  return Value::object(list);
}

static Value io_write_lines(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"path", "lines", "encoding"};
  Value a[3];
  if (!objects::parse_args(ctx, objects::without_self(call), "write_lines", names, 2, a)) return Value::null();
  std::vector<Value> lines;
  if (!objects::collect_iterable(ctx, a[1], &lines)) return Value::null();
  std::string text;
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string line;
    if (!objects::str_string(ctx, lines[i], &line)) return Value::null();
    if (i > 0) text += '\n';
    text += line;
  }
  Value enc = a[2].is_null() ? objects::str_from(ctx, "utf-8") : a[2];
  return none_unless_error(with_file(ctx, state_of(call), a[0], "w", enc, "write", objects::str_from(ctx, text)));
}

static const MethodDef io_functions[] = {
    {"open", io_open_fn,
     "open(file, mode='r', buffering=-1, encoding=None, errors=None, newline=None, closefd=True, opener=None)\n--\n\n"
     "Open file and return a stream."},
    {"read_text", io_read_text, "read_text(path, encoding='utf-8')\n--\n\nReturn the whole file as str."},
    {"write_text", io_write_text, "write_text(path, data, encoding='utf-8')\n--\n\nWrite str data to path (truncating)."},
    {"append_text", io_append_text, "append_text(path, data, encoding='utf-8')\n--\n\nAppend str data to path."},
    {"read_bytes", io_read_bytes, "read_bytes(path)\n--\n\nReturn the whole file as bytes."},
    {"write_bytes", io_write_bytes, "write_bytes(path, data)\n--\n\nWrite bytes to path (truncating)."},
    {"append_bytes", io_append_bytes, "append_bytes(path, data)\n--\n\nAppend bytes to path."},
    {"read_lines", io_read_lines, "read_lines(path, encoding='utf-8')\n--\n\nThe file's text split at each '\\n'."},
    {"write_lines", io_write_lines, "write_lines(path, lines, encoding='utf-8')\n--\n\nWrite the lines joined by '\\n' (no final newline)."},
    {}};

ModuleObject* init_io(Context& ctx) {
  HandleScope scope(ctx);
  StateObject* st = new_state_module(ctx, "io", kIoSlotCount);
  ModuleObject* m = st;
  scope.keep(m);
  init_file_types(ctx, st);
  init_memory_types(ctx, st);
  // class UnsupportedOperation(OSError, ValueError), as CPython's; both bases share the
  // exception layout, so the MRO is written out: U, OSError, ValueError, Exception, ...
  auto& B = ctx.builtins;
  TypeObject* ut = objects::new_native_type(ctx, "UnsupportedOperation", B.exc_OSError, nullptr);
  ut->bases = {B.exc_OSError, B.exc_ValueError};
  ut->mro = {ut, B.exc_OSError, B.exc_ValueError, B.exc_Exception, B.exc_BaseException, B.object_type};
  ut->allows_instance_dict = true;
  objects::set_type_attr(ctx, ut, "__module__", objects::str_from(ctx, "io"));
  Value uo = Value::object(ut);
  st->slots[kIoUnsupportedOperation] = uo;
  objects::set_module_attr(ctx, m, "UnsupportedOperation", uo);
  add_state_functions(ctx, m, io_functions, st);
  const char* type_names[] = {"BufferedReader", "BufferedWriter", "BufferedRandom", "TextIOWrapper", "StringIO", "BytesIO"};
  for (size_t i = 0; i < 6; ++i) objects::set_module_attr(ctx, m, type_names[i], st->slots[i]);
  objects::set_module_attr(ctx, m, "SEEK_SET", Value::small_int(0));
  objects::set_module_attr(ctx, m, "SEEK_CUR", Value::small_int(1));
  objects::set_module_attr(ctx, m, "SEEK_END", Value::small_int(2));
  objects::set_module_attr(ctx, m, "DEFAULT_BUFFER_SIZE", Value::small_int(8192));
  return m;
}

bool install_builtins(Context& ctx) {
  Value existing = ctx.vm.modules ? objects::dict_get_cstr(ctx, ctx.vm.modules, "io") : Value::null();
  ModuleObject* m = existing.is_null() ? init_io(ctx) : static_cast<ModuleObject*>(existing.as_object());
  if (m == nullptr) return false;
  gc::Root<ModuleObject> keep(ctx.heap, m);
  if (ctx.vm.modules && existing.is_null()) objects::dict_set_cstr(ctx, ctx.vm.modules, "io", Value::object(m));
  Value open = objects::dict_get_cstr(ctx, m->dict, "open");
  auto* builtins = static_cast<ModuleObject*>(ctx.builtins.builtins_module);
  if (builtins != nullptr) objects::dict_set_cstr(ctx, builtins->dict, "open", open);
  return true;
}

}  // namespace tp::stdlib
