// The sandbox of a context (vm/limits.h): what a sandboxed context may import, and the
// functions it may not call.
//
// Note [Sandbox]
// A sandboxed context (tpContextCreateWithOptions with `sandbox` set) has no file, process,
// network or environment access. Two gates, so that neither alone has to be complete:
//  - Imports: every import of a top-level module, by the program or by a library module
//    on its behalf, must name a module of the allow-list (its submodules follow their
//    package); anything else is ImportError ("import of 'X' is not allowed in this
//    sandboxed context"). The native modules that reach the operating system (posix, hence
//    os; _socket, _select, _signal, _sqlite3, _locale) are refused even when listed, and
//    are dropped from sys.modules when the sandbox is set up.
//  - Functions: in the modules that are allowed, the ones that reach files or end the
//    process are replaced, in the module and in builtins, by functions raising
//    PermissionError ("open() is not allowed in this sandboxed context"): builtins.open,
//    exit and quit, sys.exit, io.open/open_code/FileIO, and ml's readers and writers of
//    paths (load_*, save_*, read_*, write_*). The replacement happens when such a module
//    is created (import_one calls sandbox_module) and, for modules made before the
//    sandbox was set up, in enable_sandbox.
// The default allow-list (kDefaultAllowed) holds the pure modules whose own imports stay
// inside it. The host's TPObject API and its host modules are not limited: a host that
// hands a sandboxed script a function reaching the file system gives it that access.
#include <cstring>
#include <string>
#include <vector>

#include "objects/dict_object.h"
#include "objects/function_objects.h"
#include "objects/module_object.h"
#include "objects/str_object.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "vm/limits.h"

namespace tp::vm {

namespace {

// Native modules that reach the operating system: never loaded in a sandbox.
const char* const kRefusedNative[] = {"posix", "_socket", "_select", "_signal", "_sqlite3", "_locale", nullptr};

bool refused_native(std::string_view top) {
  for (const char* const* p = kRefusedNative; *p; ++p)
    if (top == *p) return true;
  return false;
}

// Functions replaced by PermissionError raisers, per module ("*" suffix: a prefix).
struct Refused {
  const char* module;
  const char* names[12];
};
const Refused kRefusedFunctions[] = {
    {"builtins", {"open", "exit", "quit", nullptr}},
    {"sys", {"exit", nullptr}},
    {"io", {"open", "open_code", "FileIO", nullptr}},
    {"ml", {"load_*", "save_*", "read_*", "write_*", nullptr}},
};

bool name_matches(const char* pattern, std::string_view name) {
  size_t n = strlen(pattern);
  if (n > 0 && pattern[n - 1] == '*') return name.substr(0, n - 1) == std::string_view(pattern, n - 1);
  return name == pattern;
}

// The replacement: its bound self is the message.
Value refused_call(Context& ctx, const CallArgs& call) {
  return ctx.raise(ctx.builtins.exc_PermissionError, "%s", objects::as_str(call.args[0])->data.c_str());
}

void refuse_in(Context& ctx, DictObject* d, const Refused& r) {
  // Collect first: the dict must not change while being iterated.
  std::vector<std::pair<Value, Value>> hits;
  Value k, v;
  for (size_t i = 0; objects::dict_next(d, &i, &k, &v);) {
    if (!objects::is_str(ctx, k)) continue;
    const std::string& name = objects::as_str(k)->data;
    for (const char* const* p = r.names; *p; ++p)
      if (name_matches(*p, name)) hits.emplace_back(k, v);
  }
  for (auto& [key, value] : hits) {
    const std::string& name = objects::as_str(key)->data;
    std::string message = (std::string(r.module) == "builtins" ? "" : std::string(r.module) + ".") + name +
                          "() is not allowed in this sandboxed context";
    Value msg = objects::str_from(ctx, message);
    objects::ValueRoot keep_msg(ctx, msg);
    // The name must outlive the function: the key string object is kept alive by the
    // module dict, but may be replaced; intern it (interned strings live with the context).
    StrObject* interned = protocol::intern(ctx, name.c_str());
    auto* f = ctx.heap.make<BuiltinFunctionObject>(ctx.builtins.builtin_function_type, interned->data.c_str(),
                                                   refused_call, "refused in a sandboxed context", msg);
    objects::dict_set_str(ctx, d, interned, Value::object(f));
  }
}

}  // namespace

void sandbox_module(Context& ctx, std::string_view name, ModuleObject* m) {
  if (!ctx.vm.sandboxed || m == nullptr) return;
  for (const Refused& r : kRefusedFunctions)
    if (name == r.module) refuse_in(ctx, m->dict, r);
  // io's initialisation sets builtins.open: refuse it again.
  if (name != "builtins") refuse_in(ctx, static_cast<ModuleObject*>(ctx.builtins.builtins_module)->dict, kRefusedFunctions[0]);
}

bool import_allowed(Context& ctx, std::string_view fullname) {
  if (!ctx.vm.sandboxed) return true;
  std::string_view top = fullname.substr(0, fullname.find('.'));
  bool ok = !refused_native(top);
  if (ok) {
    ok = false;
    for (const std::string& a : ctx.vm.import_allow)
      if (a == top) ok = true;
  }
  if (ok) return true;
  std::string t(top);
  ctx.raise(ctx.builtins.exc_ImportError, "import of '%s' is not allowed in this sandboxed context", t.c_str());
  return false;
}

void enable_sandbox(Context& ctx, std::vector<std::string> allowed) {
  ctx.vm.sandboxed = true;
  ctx.vm.import_allow = std::move(allowed);
  // Modules made before now: refuse their functions, drop the refused natives.
  sandbox_module(ctx, "builtins", static_cast<ModuleObject*>(ctx.builtins.builtins_module));
  std::vector<std::pair<Value, Value>> loaded;
  Value k, v;
  for (size_t i = 0; objects::dict_next(ctx.vm.modules, &i, &k, &v);) loaded.emplace_back(k, v);
  for (auto& [key, value] : loaded) {
    if (!objects::is_str(ctx, key)) continue;
    const std::string& name = objects::as_str(key)->data;
    std::string_view top = std::string_view(name).substr(0, name.find('.'));
    if (refused_native(top)) {
      objects::dict_del(ctx, ctx.vm.modules, key);
      continue;
    }
    if (value.is_object() && value.as_object()->type() == ctx.builtins.module_type)
      sandbox_module(ctx, name, static_cast<ModuleObject*>(value.as_object()));
  }
}

const char* const* default_allowed_imports() {
  static const char* const kDefaultAllowed[] = {
      "math",     "cmath",      "_random",  "json",     "_json",     "re",      "_re",
      "string",   "collections", "itertools", "functools", "operator", "heapq",    "_heapq",  "bisect",
      "_bisect",  "copy",       "copyreg",  "dataclasses", "enum",  "abc",     "types",
      "fractions", "numbers", "datetime", "time",     "textwrap",  "struct",  "_struct",
      "base64",   "binascii",   "hashlib",  "_hashlib", "_blake2",  "hmac",      "keyword", "reprlib",
      "pprint",   "difflib",    "unicodedata", "array", "zlib",     "ml",        "nn",
      "warnings", "io", "codecs", "_codecs",   "errno",     "sys",     "gc",
      "builtins", "_generic_alias", "_union_type", "_mappingproxy", "_array_lists", "queue", "threading",
      "_thread",  "traceback",  "linecache", "weakref", nullptr};
  return kDefaultAllowed;
}

}  // namespace tp::vm
