// BaseException and the built-in exception hierarchy (exceptions.def): args, str/repr as
// CPython, __traceback__/__cause__/__context__/__suppress_context__, with_traceback,
// add_note, and the attributes of StopIteration, SystemExit, OSError (with the errno
// subclass mapping), ImportError, SyntaxError and UnicodeDecodeError; the TensorPy
// addition `message` (Note [Exception message]). Also Context::raise, raise_value and
// exception_matches.
#include "objects/exception_object.h"

#include <cerrno>
#include <cstdarg>
#include <cstring>

#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/function_objects.h"
#include "objects/instance_object.h"
#include "objects/int_object.h"
#include "objects/list_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/util.h"

namespace tp {

namespace objects {

bool is_exception_instance(Context& ctx, Value v) {
  return v.is_object() && protocol::is_subtype(v.as_object()->type(), ctx.builtins.exc_BaseException);
}

bool is_exception_class(Context& ctx, Value v) {
  return is_type(ctx, v) && protocol::is_subtype(as_type(v), ctx.builtins.exc_BaseException);
}

static Value exc_make(Context& ctx, TypeObject* cls) {
  auto* e = ctx.heap.make<ExceptionObject>(cls);
  e->args = as_tuple(ctx.builtins.empty_tuple);
  return Value::object(e);
}

// True if instances of `t` need their Python-level __init__ (special attributes).
static bool needs_init(Context& ctx, TypeObject* t) {
  auto& B = ctx.builtins;
  if (t->is_heap_type) return true;
  for (TypeObject* s : {B.exc_OSError, B.exc_StopIteration, B.exc_SystemExit, B.exc_ImportError,
                        B.exc_SyntaxError, B.exc_UnicodeDecodeError, B.exc_UnicodeEncodeError}) {
    if (protocol::is_subtype(t, s)) return true;
  }
  return false;
}

Value exception_new(Context& ctx, TypeObject* type, std::vector<Value> args) {
  if (needs_init(ctx, type)) return call_vector(ctx, Value::object(type), args);
  Value e = exc_make(ctx, type);
  as_exception(e)->args = tuple_new(ctx, std::move(args));
  return e;
}

static ExceptionObject* self_e(const CallArgs& call) { return as_exception(call.args[0]); }

static Value exc_new_fn(Context& ctx, const CallArgs& call) {
  TypeObject* cls = new_cls_arg(ctx, call, ctx.builtins.exc_BaseException);
  if (cls == nullptr) return Value::null();
  Value e = cls->make_instance(ctx, cls);
  std::vector<Value> args(call.args + 1, call.args + call.nargs);
  as_exception(e)->args = tuple_new(ctx, std::move(args));
  return e;
}

static Value exc_init(Context& ctx, const CallArgs& call) {
  if (call.nkwargs() != 0) {
    return ctx.raise(ctx.builtins.exc_TypeError, "%s() takes no keyword arguments",
                     type_name(ctx, call.args[0]));
  }
  self_e(call)->args = tuple_new(ctx, std::vector<Value>(call.args + 1, call.args + call.nargs));
  return Value::none();
}

Value exception_str(Context& ctx, Value exc) { return protocol::str(ctx, exc); }

static Value exc_str(Context& ctx, const CallArgs& call) {
  auto& args = self_e(call)->args->items;
  if (args.empty()) return str_from(ctx, "");
  if (args.size() == 1) return protocol::str(ctx, args[0]);
  return protocol::str(ctx, Value::object(self_e(call)->args));
}

static Value exc_repr(Context& ctx, const CallArgs& call) {
  auto& args = self_e(call)->args->items;
  std::string name = type_name(ctx, call.args[0]);
  if (args.size() == 1) {
    std::string r;
    if (!repr_string(ctx, args[0], &r)) return Value::null();
    return str_from(ctx, name + "(" + r + ")");
  }
  std::string r;
  if (!repr_string(ctx, Value::object(self_e(call)->args), &r)) return Value::null();
  if (args.empty()) return str_from(ctx, name + "()");
  return str_from(ctx, name + r);
}

static Value exc_with_traceback(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "with_traceback", 2, 2)) return Value::null();
  self_e(call)->traceback = call.args[1];
  return call.args[0];
}

static Value exc_add_note(Context& ctx, const CallArgs& call) {
  if (!check_args(ctx, call, "add_note", 2, 2)) return Value::null();
  if (!is_str(ctx, call.args[1])) {
    return ctx.raise(ctx.builtins.exc_TypeError, "note must be a str, not '%s'", type_name(ctx, call.args[1]));
  }
  DictObject* d = get_instance_dict(ctx, call.args[0]);
  Value notes = dict_get_cstr(ctx, d, "__notes__");
  if (notes.is_null()) {
    notes = Value::object(list_new(ctx));
    dict_set_cstr(ctx, d, "__notes__", notes);
  }
  if (!is_list(ctx, notes)) return ctx.raise(ctx.builtins.exc_TypeError, "Cannot add note: __notes__ is not a list");
  as_list(notes)->items.push_back(call.args[1]);
  return Value::none();
}

static Value get_args(Context&, Value self) { return Value::object(as_exception(self)->args); }
static int set_args(Context& ctx, Value self, Value v) {
  std::vector<Value> items;
  if (!collect_iterable(ctx, v, &items)) return -1;
  as_exception(self)->args = tuple_new(ctx, std::move(items));
  return 0;
}
// Note [Exception message]
// The original TensorPy gave every exception a `message` attribute: the text it was raised
// with. CPython 3.11's BaseException has none, so adding one changes no CPython program's
// behaviour, except that hasattr(e, "message") is now true, getattr(e, "message", d) no
// longer gives d, and dir(e) lists it. It must not get in the way of the common CPython
// idioms that define their own `message`:
//  - `self.message = m` in an __init__ stores m in the instance dict (the setter below),
//    and reading returns it; `del e.message` removes it again;
//  - a subclass attribute or property named `message` wins, being found first in the MRO;
//  - otherwise reading gives the construction text: str(e) for built-in exceptions whose
//    str() is native (OSError's "[Errno 2] ...", UnicodeError's, ...), else BaseException's
//    rule on e.args ("" for none, str(arg) for one, str(args) for more). So KeyError("k")
//    has message "k" (its str() is "'k'"), and a user __str__ is never called: one that
//    reads self.message cannot recurse.
static Value key_error_str(Context& ctx, const CallArgs& call);  // below

static Value get_message(Context& ctx, Value self) {
  DictObject* d = get_instance_dict(ctx, self);
  if (d != nullptr) {
    Value v = dict_get_cstr(ctx, d, "message");
    if (!v.is_null()) return v;
  }
  TypeObject* t = protocol::type_of(ctx, self);
  Value str_fn = type_lookup(ctx, t, ctx.builtins.names.__str__);
  bool native_str = str_fn.is_object() && str_fn.as_object()->type() == ctx.builtins.builtin_function_type;
  if (native_str) {
    NativeFunction fn = static_cast<BuiltinFunctionObject*>(str_fn.as_object())->fn;
    if (fn != exc_str && fn != key_error_str) return protocol::str(ctx, self);
  }
  TupleObject* args = as_exception(self)->args;
  if (args == nullptr || args->items.empty()) return ctx.builtins.empty_str;
  if (args->items.size() == 1) return protocol::str(ctx, args->items[0]);
  return protocol::str(ctx, Value::object(args));
}

static int set_message(Context& ctx, Value self, Value v) {
  DictObject* d = get_instance_dict(ctx, self);
  if (d == nullptr) {
    ctx.raise(ctx.builtins.exc_AttributeError, "'%s' object attribute 'message' is read-only", type_name(ctx, self));
    return -1;
  }
  if (!v.is_null()) return dict_set_cstr(ctx, d, "message", v);
  int r = dict_del(ctx, d, str_from(ctx, "message"));
  if (r == 0) ctx.raise(ctx.builtins.exc_AttributeError, "message");
  return r > 0 ? 0 : -1;
}

static Value get_tb(Context&, Value self) { return as_exception(self)->traceback; }
static int set_tb(Context& ctx, Value self, Value v) {
  if (!v.is_none() && !(ctx.builtins.traceback_type && protocol::is_instance_of_type(ctx, v, ctx.builtins.traceback_type))) {
    ctx.raise(ctx.builtins.exc_TypeError, "__traceback__ must be a traceback or None");
    return -1;
  }
  as_exception(self)->traceback = v;
  return 0;
}
static Value get_cause(Context&, Value self) { return as_exception(self)->cause; }
static int set_cause(Context& ctx, Value self, Value v) {
  if (!v.is_none() && !is_exception_instance(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "exception cause must be None or derive from BaseException");
    return -1;
  }
  as_exception(self)->cause = v;
  as_exception(self)->suppress_context = true;
  return 0;
}
static Value get_context(Context&, Value self) { return as_exception(self)->context; }
static int set_context(Context& ctx, Value self, Value v) {
  if (!v.is_none() && !is_exception_instance(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "exception context must be None or derive from BaseException");
    return -1;
  }
  as_exception(self)->context = v;
  return 0;
}
static Value get_suppress(Context&, Value self) { return Value::boolean(as_exception(self)->suppress_context); }
static int set_suppress(Context& ctx, Value self, Value v) {
  int t = protocol::is_true(ctx, v);
  if (t < 0) return -1;
  as_exception(self)->suppress_context = t;
  return 0;
}

// --- subclasses with attributes ---

static void set_attr(Context& ctx, Value self, const char* name, Value v) {
  dict_set_cstr(ctx, get_instance_dict(ctx, self), name, v);
}
static Value get_attr(Context& ctx, Value self, const char* name) {
  Value v = dict_get_cstr(ctx, get_instance_dict(ctx, self), name);
  return v.is_null() ? Value::none() : v;
}

static Value key_error_str(Context& ctx, const CallArgs& call) {
  auto& args = self_e(call)->args->items;
  if (args.size() == 1) return protocol::repr(ctx, args[0]);
  return exc_str(ctx, call);
}

static Value stop_iteration_init(Context& ctx, const CallArgs& call) {
  if (exc_init(ctx, call).is_null()) return Value::null();
  set_attr(ctx, call.args[0], "value", call.nargs > 1 ? call.args[1] : Value::none());
  return Value::none();
}

static Value system_exit_init(Context& ctx, const CallArgs& call) {
  if (exc_init(ctx, call).is_null()) return Value::null();
  Value code = call.nargs == 1   ? Value::none()
               : call.nargs == 2 ? call.args[1]
                                 : Value::object(self_e(call)->args);
  set_attr(ctx, call.args[0], "code", code);
  return Value::none();
}

static TypeObject* os_error_subclass(Context& ctx, int err) {
  auto& B = ctx.builtins;
  switch (err) {
    case ENOENT: return B.exc_FileNotFoundError;
    case EEXIST: return B.exc_FileExistsError;
    case EISDIR: return B.exc_IsADirectoryError;
    case ENOTDIR: return B.exc_NotADirectoryError;
    case EACCES:
    case EPERM: return B.exc_PermissionError;
    case ESRCH: return B.exc_ProcessLookupError;
    case ETIMEDOUT: return B.exc_TimeoutError;
    case EINTR: return B.exc_InterruptedError;
    case ECHILD: return B.exc_ChildProcessError;
    case EPIPE:
    case ESHUTDOWN: return B.exc_BrokenPipeError;
    case ECONNABORTED: return B.exc_ConnectionAbortedError;
    case ECONNREFUSED: return B.exc_ConnectionRefusedError;
    case ECONNRESET: return B.exc_ConnectionResetError;
    case EAGAIN:
    case EALREADY:
    case EINPROGRESS: return B.exc_BlockingIOError;
    default: return nullptr;
  }
}

static Value os_error_new(Context& ctx, const CallArgs& call) {
  TypeObject* cls = new_cls_arg(ctx, call, ctx.builtins.exc_OSError);
  if (cls == nullptr) return Value::null();
  if (cls == ctx.builtins.exc_OSError && call.nargs >= 3 && call.args[1].is_small_int()) {
    TypeObject* sub = os_error_subclass(ctx, static_cast<int>(call.args[1].as_small_int()));
    if (sub != nullptr) cls = sub;
  }
  Value e = cls->make_instance(ctx, cls);
  as_exception(e)->args = tuple_new(ctx, std::vector<Value>(call.args + 1, call.args + call.nargs));
  return e;
}

static Value os_error_init(Context& ctx, const CallArgs& call) {
  if (call.nkwargs() != 0) {
    return ctx.raise(ctx.builtins.exc_TypeError, "%s() takes no keyword arguments", type_name(ctx, call.args[0]));
  }
  Value self = call.args[0];
  size_t n = call.nargs - 1;
  std::vector<Value> args(call.args + 1, call.args + call.nargs);
  set_attr(ctx, self, "errno", n >= 2 && n <= 5 ? args[0] : Value::none());
  set_attr(ctx, self, "strerror", n >= 2 && n <= 5 ? args[1] : Value::none());
  set_attr(ctx, self, "filename", n >= 3 && n <= 5 ? args[2] : Value::none());
  set_attr(ctx, self, "filename2", n >= 5 && n <= 5 ? args[4] : Value::none());
  if (n >= 3 && n <= 5) args.resize(2);
  self_e(call)->args = tuple_new(ctx, std::move(args));
  return Value::none();
}

static Value os_error_str(Context& ctx, const CallArgs& call) {
  Value self = call.args[0];
  Value err = get_attr(ctx, self, "errno"), msg = get_attr(ctx, self, "strerror");
  Value fn = get_attr(ctx, self, "filename"), fn2 = get_attr(ctx, self, "filename2");
  std::string e, m, f, f2;
  if (!fn.is_none()) {
    if (!str_string(ctx, err, &e) || !str_string(ctx, msg, &m) || !repr_string(ctx, fn, &f)) return Value::null();
    if (!fn2.is_none()) {
      if (!repr_string(ctx, fn2, &f2)) return Value::null();
      return str_from(ctx, "[Errno " + e + "] " + m + ": " + f + " -> " + f2);
    }
    return str_from(ctx, "[Errno " + e + "] " + m + ": " + f);
  }
  if (!err.is_none() && !msg.is_none()) {
    if (!str_string(ctx, err, &e) || !str_string(ctx, msg, &m)) return Value::null();
    return str_from(ctx, "[Errno " + e + "] " + m);
  }
  return exc_str(ctx, call);
}

static Value import_error_init(Context& ctx, const CallArgs& call) {
  Value self = call.args[0];
  Value name = Value::none(), path = Value::none();
  for (size_t i = 0; i < call.nkwargs(); ++i) {
    std::string_view k = as_str(call.kwnames->items[i])->view();
    if (k == "name") {
      name = call.args[call.nargs + i];
    } else if (k == "path") {
      path = call.args[call.nargs + i];
    } else {
      return ctx.raise(ctx.builtins.exc_TypeError, "'%s' is an invalid keyword argument for %s()",
                       as_str(call.kwnames->items[i])->data.c_str(), type_name(ctx, self));
    }
  }
  self_e(call)->args = tuple_new(ctx, std::vector<Value>(call.args + 1, call.args + call.nargs));
  set_attr(ctx, self, "name", name);
  set_attr(ctx, self, "path", path);
  set_attr(ctx, self, "msg", call.nargs == 2 ? call.args[1] : Value::none());
  return Value::none();
}

static Value import_error_str(Context& ctx, const CallArgs& call) {
  Value msg = get_attr(ctx, call.args[0], "msg");
  if (!msg.is_none()) return protocol::str(ctx, msg);
  return exc_str(ctx, call);
}

static Value syntax_error_init(Context& ctx, const CallArgs& call) {
  if (exc_init(ctx, call).is_null()) return Value::null();
  Value self = call.args[0];
  const char* names[] = {"filename", "lineno", "offset", "text", "end_lineno", "end_offset"};
  for (const char* n : names) set_attr(ctx, self, n, Value::none());
  set_attr(ctx, self, "print_file_and_line", Value::none());
  set_attr(ctx, self, "msg", call.nargs >= 2 ? call.args[1] : Value::none());
  if (call.nargs == 3) {
    std::vector<Value> info;
    if (!collect_iterable(ctx, call.args[2], &info)) return Value::null();
    if (info.size() < 4 || info.size() > 6) {
      return ctx.raise(ctx.builtins.exc_IndexError, "tuple index out of range");
    }
    for (size_t i = 0; i < info.size(); ++i) set_attr(ctx, self, names[i], info[i]);
  }
  return Value::none();
}

static Value syntax_error_str(Context& ctx, const CallArgs& call) {
  Value self = call.args[0];
  Value msg = get_attr(ctx, self, "msg"), fn = get_attr(ctx, self, "filename");
  Value line = get_attr(ctx, self, "lineno");
  std::string m;
  if (!str_string(ctx, msg, &m)) return Value::null();
  std::string f;
  if (is_str(ctx, fn)) {
    f = as_str(fn)->data;
    size_t slash = f.rfind('/');
    if (slash != std::string::npos) f = f.substr(slash + 1);
  }
  bool has_line = is_int(ctx, line);
  if (!f.empty() && has_line) return str_from(ctx, m + " (" + f + ", line " + int_to_string(line) + ")");
  if (!f.empty()) return str_from(ctx, m + " (" + f + ")");
  if (has_line) return str_from(ctx, m + " (line " + int_to_string(line) + ")");
  return str_from(ctx, m);
}

static Value unicode_error_init(Context& ctx, const CallArgs& call) {
  if (exc_init(ctx, call).is_null()) return Value::null();
  if (call.nargs == 6) {
    const char* names[] = {"encoding", "object", "start", "end", "reason"};
    for (int i = 0; i < 5; ++i) set_attr(ctx, call.args[0], names[i], call.args[i + 1]);
  }
  return Value::none();
}

static Value unicode_decode_error_str(Context& ctx, const CallArgs& call) {
  Value self = call.args[0];
  Value enc = get_attr(ctx, self, "encoding"), obj = get_attr(ctx, self, "object");
  Value start = get_attr(ctx, self, "start"), end = get_attr(ctx, self, "end");
  Value reason = get_attr(ctx, self, "reason");
  if (!is_str(ctx, enc) || !start.is_small_int() || !end.is_small_int()) return exc_str(ctx, call);
  std::string r;
  if (!str_string(ctx, reason, &r)) return Value::null();
  int64_t s = start.as_small_int(), e = end.as_small_int();
  char buf[256];
  bool decode = protocol::is_subtype(protocol::type_of(ctx, self), ctx.builtins.exc_UnicodeDecodeError);
  if (decode && (is_bytes(ctx, obj) || is_bytearray(ctx, obj))) {
    const std::string& d = as_bytes(obj)->data;
    if (e == s + 1 && s >= 0 && s < static_cast<int64_t>(d.size())) {
      snprintf(buf, sizeof buf, "'%s' codec can't decode byte 0x%02x in position %lld: %s",
               as_str(enc)->data.c_str(), static_cast<unsigned char>(d[s]), static_cast<long long>(s), r.c_str());
    } else {
      snprintf(buf, sizeof buf, "'%s' codec can't decode bytes in position %lld-%lld: %s",
               as_str(enc)->data.c_str(), static_cast<long long>(s), static_cast<long long>(e - 1), r.c_str());
    }
    return str_from(ctx, buf);
  }
  if (!decode && is_str(ctx, obj)) {
    StrObject* so = as_str(obj);
    if (e == s + 1 && s >= 0 && s < static_cast<int64_t>(so->length)) {
      size_t pos = so->byte_offset(s);
      uint32_t cp = utf8_decode(so->data, &pos);
      const char* fmt = cp <= 0xff ? "'%s' codec can't encode character '\\x%02x' in position %lld: %s"
                        : cp <= 0xffff ? "'%s' codec can't encode character '\\u%04x' in position %lld: %s"
                                       : "'%s' codec can't encode character '\\U%08x' in position %lld: %s";
      snprintf(buf, sizeof buf, fmt, as_str(enc)->data.c_str(), cp, static_cast<long long>(s), r.c_str());
    } else {
      snprintf(buf, sizeof buf, "'%s' codec can't encode characters in position %lld-%lld: %s",
               as_str(enc)->data.c_str(), static_cast<long long>(s), static_cast<long long>(e - 1), r.c_str());
    }
    return str_from(ctx, buf);
  }
  return exc_str(ctx, call);
}

Value raise_os_error(Context& ctx, int err, Value filename) {
  std::vector<Value> args{Value::small_int(err), str_from(ctx, std::strerror(err))};
  if (!filename.is_null()) args.push_back(filename);
  Value e = call_vector(ctx, Value::object(ctx.builtins.exc_OSError), args);
  if (e.is_null()) return e;
  return ctx.raise_value(e);
}

static const MethodDef exc_methods[] = {{"__init__", exc_init, nullptr},
                                        {"__str__", exc_str, nullptr},
                                        {"__repr__", exc_repr, nullptr},
                                        {"with_traceback", exc_with_traceback, nullptr},
                                        {"add_note", exc_add_note, nullptr},
                                        {}};
static const GetSetDef exc_getsets[] = {{"args", get_args, set_args, nullptr},
                                        {"__traceback__", get_tb, set_tb, nullptr},
                                        {"__cause__", get_cause, set_cause, nullptr},
                                        {"__context__", get_context, set_context, nullptr},
                                        {"__suppress_context__", get_suppress, set_suppress, nullptr},
                                        {"message", get_message, set_message, nullptr},
                                        {}};

void init_exception_types(Context& ctx) {
  auto& B = ctx.builtins;
  TypeObject* base = B.exc_BaseException;
  base->make_instance = exc_make;
  base->allows_instance_dict = true;
  add_methods(ctx, base, exc_methods);
  add_getsets(ctx, base, exc_getsets);
  static const MethodDef new_def[] = {{"__new__", exc_new_fn, nullptr}, {}};
  add_static_methods(ctx, base, new_def);
#define X(name, parent) B.exc_##name->allows_instance_dict = true;
#include "objects/exceptions.def"
#undef X
  static const MethodDef key_error[] = {{"__str__", key_error_str, nullptr}, {}};
  add_methods(ctx, B.exc_KeyError, key_error);
  static const MethodDef stop[] = {{"__init__", stop_iteration_init, nullptr}, {}};
  add_methods(ctx, B.exc_StopIteration, stop);
  static const MethodDef sysexit[] = {{"__init__", system_exit_init, nullptr}, {}};
  add_methods(ctx, B.exc_SystemExit, sysexit);
  static const MethodDef os[] = {{"__init__", os_error_init, nullptr}, {"__str__", os_error_str, nullptr}, {}};
  add_methods(ctx, B.exc_OSError, os);
  static const MethodDef os_new[] = {{"__new__", os_error_new, nullptr}, {}};
  add_static_methods(ctx, B.exc_OSError, os_new);
  static const MethodDef imp[] = {{"__init__", import_error_init, nullptr}, {"__str__", import_error_str, nullptr}, {}};
  add_methods(ctx, B.exc_ImportError, imp);
  static const MethodDef syn[] = {{"__init__", syntax_error_init, nullptr}, {"__str__", syntax_error_str, nullptr}, {}};
  add_methods(ctx, B.exc_SyntaxError, syn);
  static const MethodDef uni[] = {{"__init__", unicode_error_init, nullptr}, {"__str__", unicode_decode_error_str, nullptr}, {}};
  add_methods(ctx, B.exc_UnicodeDecodeError, uni);
  add_methods(ctx, B.exc_UnicodeEncodeError, uni);
  set_type_attr(ctx, B.exc_OSError, "__module__", str_from(ctx, "builtins"));
  init_exception_groups(ctx);
}

}  // namespace objects

// --- Context's exception API ---

Value Context::raise(TypeObject* type, const char* fmt, ...) {
  char buf[1024];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  std::string msg;
  if (n >= static_cast<int>(sizeof buf)) {
    msg.resize(static_cast<size_t>(n) + 1);
    va_start(ap, fmt);
    vsnprintf(msg.data(), msg.size(), fmt, ap);
    va_end(ap);
    msg.resize(static_cast<size_t>(n));
  } else {
    msg.assign(buf, n > 0 ? static_cast<size_t>(n) : 0);
  }
  Value saved = take_exception();
  (void)saved;
  std::vector<Value> args;
  if (!msg.empty()) args.push_back(objects::str_from(*this, msg));
  Value e = objects::exception_new(*this, type, std::move(args));
  if (e.is_null()) return Value::null();  // constructing it raised: that exception is pending
  pending_exception_ = e;
  return Value::null();
}

Value Context::raise_value(Value exception) {
  if (objects::is_exception_class(*this, exception)) {
    Value e = protocol::call0(*this, exception);
    if (e.is_null()) return Value::null();
    if (!objects::is_exception_instance(*this, e)) {
      return raise(builtins.exc_TypeError,
                   "calling %s should have returned an instance of BaseException, not %s",
                   objects::as_type(exception)->name.c_str(), objects::type_name(*this, e));
    }
    pending_exception_ = e;
    return Value::null();
  }
  if (!objects::is_exception_instance(*this, exception)) {
    return raise(builtins.exc_TypeError, "exceptions must derive from BaseException");
  }
  pending_exception_ = exception;
  return Value::null();
}

bool Context::exception_matches(TypeObject* type) {
  if (pending_exception_.is_null()) return false;
  return protocol::is_instance_of_type(*this, pending_exception_, type);
}

}  // namespace tp
