// The import system: sys.modules caching, relative-name resolution, packages (__path__),
// and the search order: sys.modules, native modules (runtime/native_modules.def), then the
// sys.path entries in order: the script's directory, TENSORPY_PATH entries, and
// "<embedded>", the embedded lib/ table (runtime/embedded_lib.h). A module is put in
// sys.modules before its body runs, so circular imports see the partially initialised
// module; a module whose body raised is removed again.
#include <cstring>
#include <fstream>
#include <sstream>
#include <sys/stat.h>

#include "compiler/compile.h"
#include "objects/dict_object.h"
#include "objects/list_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "runtime/context.h"
#include "runtime/embedded_lib.h"
#include "runtime/module_registry.h"
#include "vm/code_object.h"
#include "vm/interpreter.h"
#include "vm/limits.h"
#include "vm/vm_types.h"

namespace tp::vm {

namespace {

constexpr const char* kEmbeddedPrefix = "<embedded>";

bool read_file(const std::string& path, std::string* out) {
  struct stat st;
  if (stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return false;
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream ss;
  ss << in.rdbuf();
  *out = ss.str();
  return true;
}

const char* find_embedded(const std::string& rel) {
  for (const runtime::EmbeddedFile* f = runtime::embedded_lib_files; f->path; ++f)
    if (rel == f->path) return f->source;
  return nullptr;
}

Value str(Context& ctx, const std::string& s) { return objects::str_from(ctx, s); }

// Runs `source` as the body of module `name` (already created and in sys.modules).
bool exec_module(Context& ctx, ModuleObject* m, const std::string& source,
                 const std::string& filename) {
  CodeObject* code = compile_source(ctx, source, filename, compiler::Mode::Exec);
  if (!code) return false;
  gc::Root<Object> keep(ctx.heap, code);
  return !run_code(ctx, code, m->dict, Value::null()).is_null();
}

struct Found {
  std::string source;
  std::string file;      // __file__
  std::string pkg_path;  // non-empty for packages: the __path__ entry
};

// Looks for `leaf` (the last component of the module name) in one search directory.
bool find_in_dir(const std::string& dir, const std::string& leaf, Found* found) {
  if (dir.rfind(kEmbeddedPrefix, 0) == 0) {
    std::string rel = dir.size() > strlen(kEmbeddedPrefix) ? dir.substr(strlen(kEmbeddedPrefix) + 1) + "/" : "";
    if (const char* src = find_embedded(rel + leaf + "/__init__.py")) {
      *found = {src, std::string(kEmbeddedPrefix) + "/" + rel + leaf + "/__init__.py",
                std::string(kEmbeddedPrefix) + "/" + rel + leaf};
      return true;
    }
    if (const char* src = find_embedded(rel + leaf + ".py")) {
      *found = {src, std::string(kEmbeddedPrefix) + "/" + rel + leaf + ".py", ""};
      return true;
    }
    return false;
  }
  std::string base = dir.empty() ? leaf : dir + "/" + leaf;
  if (read_file(base + "/__init__.py", &found->source)) {
    found->file = base + "/__init__.py";
    found->pkg_path = base;
    return true;
  }
  if (read_file(base + ".py", &found->source)) {
    found->file = base + ".py";
    found->pkg_path.clear();
    return true;
  }
  return false;
}

ModuleObject* create_module(Context& ctx, const std::string& name) {
  ModuleObject* m = objects::new_module(ctx, name.c_str());
  objects::dict_set_str(ctx, m->dict, ctx.builtins.names.__builtins__,
                        Value::object(ctx.builtins.builtins_module));
  return m;
}

// Imports exactly `fullname` (its parent, if any, is already imported as `parent`).
Value import_one(Context& ctx, const std::string& fullname, Value parent) {
  if (ctx.vm.sandboxed && !import_allowed(ctx, fullname)) return Value::null();  // Note [Sandbox]
  Value cached = objects::dict_get_cstr(ctx, ctx.vm.modules, fullname.c_str());
  if (!cached.is_null()) return cached;
  std::string leaf = fullname.substr(fullname.rfind('.') + 1);

  if (parent.is_null()) {
    if (runtime::ModuleInit init = runtime::find_native_module(fullname)) {
      ModuleObject* m = init(ctx);
      if (!m) return Value::null();
      sandbox_module(ctx, fullname, m);
      Value mv = Value::object(m);
      if (objects::dict_set_cstr(ctx, ctx.vm.modules, fullname.c_str(), mv) < 0) return Value::null();
      return mv;
    }
  }

  // Search path: the parent's __path__, or sys.path (with the embedded lib).
  std::vector<std::string> dirs;
  if (!parent.is_null()) {
    Value path = protocol::getattr_optional(ctx, parent, ctx.builtins.names.__path__);
    if (path.is_null()) {
      if (ctx.has_exception()) return Value::null();
      return ctx.raise(ctx.builtins.exc_ModuleNotFoundError,
                       "No module named '%s'; '%s' is not a package", fullname.c_str(),
                       fullname.substr(0, fullname.rfind('.')).c_str());
    }
    std::vector<Value> items;
    if (!objects::collect_iterable(ctx, path, &items)) return Value::null();
    for (Value v : items)
      if (objects::is_str(ctx, v)) dirs.push_back(objects::as_str(v)->data);
  } else {
    bool embedded_added = false;
    std::vector<Value> items;
    if (ctx.vm.sys_path.is_object() && objects::is_list(ctx, ctx.vm.sys_path))
      items = objects::as_list(ctx.vm.sys_path)->items;
    // sys.path in order; its "<embedded>" entry (last by default, where CPython lists its
    // stdlib directories) stands for the embedded lib. Without one (a program removed it)
    // the embedded lib still comes right after sys.path[0]: the script directory wins over
    // it, as in CPython where a local file shadows a stdlib module of the same name.
    for (const Value& item : items)
      if (objects::is_str(ctx, item) && objects::as_str(item)->data == kEmbeddedPrefix) embedded_added = true;
    for (size_t i = 0; i < items.size(); ++i) {
      if (!objects::is_str(ctx, items[i])) continue;
      dirs.push_back(objects::as_str(items[i])->data);
      if (i == 0 && !embedded_added) {
        dirs.push_back(kEmbeddedPrefix);
        embedded_added = true;
      }
    }
    if (!embedded_added) dirs.insert(dirs.begin(), kEmbeddedPrefix);
  }
  if (ctx.vm.sandboxed) {  // the embedded lib only, no files (Note [Sandbox])
    std::vector<std::string> embedded;
    for (std::string& d : dirs)
      if (d.rfind(kEmbeddedPrefix, 0) == 0) embedded.push_back(std::move(d));
    dirs = std::move(embedded);
  }
  Found found;
  bool ok = false;
  for (const std::string& d : dirs)
    if ((ok = find_in_dir(d, leaf, &found))) break;
  if (!ok) return ctx.raise(ctx.builtins.exc_ModuleNotFoundError, "No module named '%s'", fullname.c_str());

  ModuleObject* m = create_module(ctx, fullname);
  Value mv = Value::object(m);
  gc::Root<Object> keep(ctx.heap, m);
  DictObject* d = m->dict;
  objects::dict_set_str(ctx, d, ctx.builtins.names.__file__, str(ctx, found.file));
  if (!found.pkg_path.empty()) {
    Value p = str(ctx, found.pkg_path);
    objects::dict_set_str(ctx, d, ctx.builtins.names.__path__, protocol::new_list(ctx, &p, 1));
    objects::dict_set_str(ctx, d, ctx.builtins.names.__package__, str(ctx, fullname));
  } else {
    size_t dot = fullname.rfind('.');
    objects::dict_set_str(ctx, d, ctx.builtins.names.__package__,
                          str(ctx, dot == std::string::npos ? "" : fullname.substr(0, dot)));
  }
  if (objects::dict_set_cstr(ctx, ctx.vm.modules, fullname.c_str(), mv) < 0) return Value::null();
  if (!exec_module(ctx, m, found.source, found.file)) {
    Value exc = ctx.take_exception();
    objects::dict_del(ctx, ctx.vm.modules, str(ctx, fullname));
    ctx.raise_value(exc);
    return Value::null();
  }
  // The module may have replaced itself in sys.modules.
  Value final_mod = objects::dict_get_cstr(ctx, ctx.vm.modules, fullname.c_str());
  return final_mod.is_null() ? mv : final_mod;
}

// Imports every prefix of `name` ("a", "a.b", "a.b.c"); returns the last module.
Value import_dotted(Context& ctx, const std::string& name, Value* top) {
  Value parent = Value::null();
  size_t start = 0;
  while (true) {
    size_t dot = name.find('.', start);
    std::string prefix = name.substr(0, dot);
    Value m = import_one(ctx, prefix, parent);
    if (m.is_null()) return m;
    if (!parent.is_null()) {
      std::string leaf = prefix.substr(prefix.rfind('.') + 1);
      if (protocol::setattr(ctx, parent, protocol::intern(ctx, leaf), m) < 0) return Value::null();
    } else if (top) {
      *top = m;
    }
    parent = m;
    if (dot == std::string::npos) return m;
    start = dot + 1;
  }
}

// The package that a relative import of `level` dots from `globals` starts at.
bool resolve_relative(Context& ctx, DictObject* globals, int level, std::string* base) {
  Value pkg = globals ? objects::dict_get_str(ctx, globals, ctx.builtins.names.__package__)
                      : Value::null();
  std::string package;
  if (!pkg.is_null() && objects::is_str(ctx, pkg)) {
    package = objects::as_str(pkg)->data;
  } else if (globals) {
    Value name = objects::dict_get_str(ctx, globals, ctx.builtins.names.__name__);
    if (!name.is_null() && objects::is_str(ctx, name)) {
      package = objects::as_str(name)->data;
      if (objects::dict_get_str(ctx, globals, ctx.builtins.names.__path__).is_null()) {
        size_t dot = package.rfind('.');
        package = dot == std::string::npos ? "" : package.substr(0, dot);
      }
    }
  }
  if (package.empty()) {
    ctx.raise(ctx.builtins.exc_ImportError, "attempted relative import with no known parent package");
    return false;
  }
  for (int i = 1; i < level; ++i) {
    size_t dot = package.rfind('.');
    if (dot == std::string::npos) {
      ctx.raise(ctx.builtins.exc_ImportError, "attempted relative import beyond top-level package");
      return false;
    }
    package = package.substr(0, dot);
  }
  *base = package;
  return true;
}

}  // namespace

Value import_name(Context& ctx, std::string_view name_sv, DictObject* globals, Value fromlist,
                  int level) {
  std::string name(name_sv);
  std::string full = name;
  if (level > 0) {
    std::string base;
    if (!resolve_relative(ctx, globals, level, &base)) return Value::null();
    full = name.empty() ? base : base + "." + name;
  } else if (name.empty()) {
    return ctx.raise(ctx.builtins.exc_ValueError, "Empty module name");
  }
  Value top;
  Value m = import_dotted(ctx, full, &top);
  if (m.is_null()) return m;
  bool has_fromlist = !fromlist.is_null() && !fromlist.is_none() &&
                      !(objects::is_tuple(ctx, fromlist) && objects::as_tuple(fromlist)->size() == 0);
  if (!has_fromlist) {
    if (level == 0) return top;
    // `import .a.b` is not valid syntax; __import__('a.b', level=1) returns the package a.
    std::string first = full.substr(0, full.size() - name.size()) + name.substr(0, name.find('.'));
    Value v = objects::dict_get_cstr(ctx, ctx.vm.modules, first.c_str());
    return v.is_null() ? m : v;
  }
  // from package import submodule: import submodules named in the fromlist.
  if (!protocol::getattr_optional(ctx, m, ctx.builtins.names.__path__).is_null()) {
    std::vector<Value> items;
    if (!objects::collect_iterable(ctx, fromlist, &items)) return Value::null();
    for (Value item : items) {
      if (!objects::is_str(ctx, item)) continue;
      StrObject* s = objects::as_str(item);
      if (s->data == "*") continue;
      Value existing = protocol::getattr_optional(ctx, m, s);
      if (!existing.is_null()) continue;
      if (ctx.has_exception()) return Value::null();
      Value sub = import_one(ctx, full + "." + s->data, m);
      if (sub.is_null()) {
        if (ctx.exception_matches(ctx.builtins.exc_ModuleNotFoundError)) {
          ctx.take_exception();  // IMPORT_FROM reports the missing name
          continue;
        }
        return sub;
      }
      if (protocol::setattr(ctx, m, s, sub) < 0) return Value::null();
    }
  } else if (ctx.has_exception()) {
    ctx.take_exception();
  }
  return m;
}

Value import_module(Context& ctx, std::string_view name) {
  return import_dotted(ctx, std::string(name), nullptr);
}

ModuleObject* ensure_module(Context& ctx, std::string_view name) {
  std::string n(name);
  Value v = objects::dict_get_cstr(ctx, ctx.vm.modules, n.c_str());
  if (v.is_object() && v.as_object()->type() == ctx.builtins.module_type)
    return static_cast<ModuleObject*>(v.as_object());
  ModuleObject* m = create_module(ctx, n);
  objects::dict_set_cstr(ctx, ctx.vm.modules, n.c_str(), Value::object(m));
  return m;
}

DictObject* module_dict(Context& ctx, std::string_view name) { return ensure_module(ctx, name)->dict; }

Value run_main_file(Context& ctx, const std::string& path, const std::string& source) {
  ModuleObject* m = ensure_module(ctx, "__main__");
  objects::dict_set_str(ctx, m->dict, ctx.builtins.names.__file__, str(ctx, path));
  CodeObject* code = compile_source(ctx, source, path, compiler::Mode::Exec);
  if (!code) return Value::null();
  gc::Root<Object> keep(ctx.heap, code);
  return run_code(ctx, code, m->dict, Value::null());
}

bool find_module_source(Context& ctx, const std::string& name, std::string* source,
                        std::string* file) {
  std::vector<std::string> dirs = {kEmbeddedPrefix};
  if (ctx.vm.sys_path.is_object() && objects::is_list(ctx, ctx.vm.sys_path))
    for (Value v : objects::as_list(ctx.vm.sys_path)->items)
      if (objects::is_str(ctx, v)) dirs.insert(dirs.end() - (dirs.size() > 1 ? 0 : 0), objects::as_str(v)->data);
  std::string path = name;
  for (char& c : path)
    if (c == '.') c = '/';
  std::string dir_part = path.find('/') == std::string::npos ? "" : path.substr(0, path.rfind('/'));
  std::string leaf = path.substr(path.rfind('/') + 1);
  for (const std::string& d : dirs) {
    std::string base = dir_part.empty() ? d : (d.empty() ? dir_part : d + "/" + dir_part);
    Found found;
    if (!find_in_dir(base, leaf, &found)) continue;
    if (!found.pkg_path.empty()) {
      Found main;
      if (!find_in_dir(found.pkg_path, "__main__", &main)) continue;
      found = main;
    }
    *source = found.source;
    *file = found.file;
    return true;
  }
  return false;
}

void init_import(Context& ctx) {
  ctx.vm.modules = objects::dict_new(ctx);
  std::vector<Value> path;
  path.push_back(str(ctx, ""));
  if (const char* env = getenv("TENSORPY_PATH")) {
    std::string s = env;
    size_t start = 0;
    while (start <= s.size()) {
      size_t colon = s.find(':', start);
      std::string part = s.substr(start, colon == std::string::npos ? std::string::npos : colon - start);
      if (!part.empty()) path.push_back(str(ctx, part));
      if (colon == std::string::npos) break;
      start = colon + 1;
    }
  }
  path.push_back(str(ctx, kEmbeddedPrefix));  // the embedded lib (see find above)
  ctx.vm.sys_path = Value::object(objects::list_new(ctx, std::move(path)));
  ctx.vm.argv = Value::object(objects::list_new(ctx, {str(ctx, "")}));
  objects::dict_set_cstr(ctx, ctx.vm.modules, "builtins", Value::object(ctx.builtins.builtins_module));
}

}  // namespace tp::vm
