// json.dumps: a recursive encoder writing CPython's exact output (separators, indent,
// sort_keys, ensure_ascii escapes, float repr, NaN/Infinity, key coercion, default=,
// circular-reference and recursion checks, and its error messages).
#include <charconv>
#include <cmath>
#include <string>
#include <vector>

#include "objects/arg_parser.h"
#include "objects/dict_object.h"
#include "objects/float_object.h"
#include "objects/int_object.h"
#include "objects/list_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "stdlib/json_internal.h"

namespace tp::stdlib {

namespace {

struct Encoder {
  explicit Encoder(Context& c) : ctx(c) {}
  Context& ctx;
  bool skipkeys = false, ensure_ascii = true, check_circular = true, allow_nan = true, sort_keys = false;
  bool has_indent = false;
  std::string indent, item_sep, key_sep;
  Value default_fn;
  std::string out;
  std::vector<Object*> in_progress;
  HandleScope* scope = nullptr;
  int depth = 0;

  // A JSON string literal as CPython's encoder writes it: '"', '\\' and the control
  // characters below 0x20 always escaped (\n \r \t \b \f or \u00XX); with ensure_ascii also
  // everything from DEL (0x7f) up, as \uXXXX (a surrogate pair beyond the BMP; a lone
  // surrogate as its own escape).
  void write_string(std::string_view s) {
    static const char hex[] = "0123456789abcdef";
    out.push_back('"');
    size_t i = 0;
    while (i < s.size()) {
      unsigned char c = static_cast<unsigned char>(s[i]);
      if (c >= 0x20 && c != '"' && c != '\\' && (c < 0x7f || !ensure_ascii)) {
        size_t j = i + 1;
        while (j < s.size()) {
          unsigned char d = static_cast<unsigned char>(s[j]);
          if (d < 0x20 || d == '"' || d == '\\' || (d >= 0x7f && ensure_ascii)) break;
          ++j;
        }
        out.append(s.data() + i, j - i);
        i = j;
        continue;
      }
      switch (c) {
        case '"': out += "\\\""; ++i; continue;
        case '\\': out += "\\\\"; ++i; continue;
        case '\n': out += "\\n"; ++i; continue;
        case '\r': out += "\\r"; ++i; continue;
        case '\t': out += "\\t"; ++i; continue;
        case '\b': out += "\\b"; ++i; continue;
        case '\f': out += "\\f"; ++i; continue;
        default: break;
      }
      uint32_t cp = c < 0x80 ? (++i, c) : objects::utf8_decode(s, &i);
      auto u4 = [&](uint32_t v) {
        out += "\\u";
        out += hex[(v >> 12) & 15];
        out += hex[(v >> 8) & 15];
        out += hex[(v >> 4) & 15];
        out += hex[v & 15];
      };
      if (cp >= 0x10000) {
        cp -= 0x10000;
        u4(0xD800 | (cp >> 10));
        u4(0xDC00 | (cp & 0x3FF));
      } else {
        u4(cp);
      }
    }
    out.push_back('"');
  }

  bool write_float(double d) {
    if (std::isnan(d) || std::isinf(d)) {
      if (!allow_nan) {
        ctx.raise(ctx.builtins.exc_ValueError, "Out of range float values are not JSON compliant");
        return false;
      }
      out += std::isnan(d) ? "NaN" : d > 0 ? "Infinity" : "-Infinity";
      return true;
    }
    out += objects::float_repr(d);
    return true;
  }

  void write_int(Value v) {
    if (v.is_bool()) {
      out += v.as_bool() ? "1" : "0";
    } else if (v.is_small_int()) {
      char buf[24];
      auto r = std::to_chars(buf, buf + sizeof buf, v.as_small_int());
      out.append(buf, r.ptr);
    } else {
      out += objects::int_to_string(v);
    }
  }

  void newline_indent() {
    out.push_back('\n');
    for (int i = 0; i < depth; ++i) out += indent;
  }

  bool enter(Object* o) {
    if (check_circular) {
      for (Object* p : in_progress) {
        if (p == o) {
          ctx.raise(ctx.builtins.exc_ValueError, "Circular reference detected");
          return false;
        }
      }
      in_progress.push_back(o);
    }
    if (!objects::recursion_enter(ctx, " while encoding a JSON object")) {
      if (check_circular) in_progress.pop_back();
      return false;
    }
    return true;
  }
  void leave() {
    if (check_circular) in_progress.pop_back();
    objects::recursion_leave(ctx);
  }

  // Writes a dict key (coerced as CPython: str, float, bool, None, int); returns 0 ok,
  // 1 skipped (skipkeys), -1 raised.
  int write_key(Value k) {
    if (objects::is_str(ctx, k)) {
      write_string(objects::as_str(k)->view());
    } else if (k.is_float() || objects::is_float(ctx, k)) {
      std::string saved;
      saved.swap(out);
      bool ok = write_float(objects::float_value(k));
      std::string f;
      f.swap(out);
      out.swap(saved);
      if (!ok) return -1;
      write_string(f);
    } else if (k.is_bool()) {
      out += k.as_bool() ? "\"true\"" : "\"false\"";
    } else if (k.is_none()) {
      out += "\"null\"";
    } else if (objects::is_int(ctx, k)) {
      out.push_back('"');
      write_int(objects::int_exact(ctx, k));
      out.push_back('"');
    } else if (skipkeys) {
      return 1;
    } else {
      ctx.raise(ctx.builtins.exc_TypeError, "keys must be str, int, float, bool or None, not %s",
                objects::type_name(ctx, k));
      return -1;
    }
    return 0;
  }

  bool write_dict(DictObject* d) {
    if (d->size() == 0) {
      out += "{}";
      return true;
    }
    if (!enter(d)) return false;
    std::vector<Value> keys, values;
    Value k, v;
    for (size_t pos = 0; objects::dict_next(d, &pos, &k, &v);) {
      keys.push_back(k);
      values.push_back(v);
    }
    if (sort_keys) {
      std::vector<Value> pairs;
      for (size_t i = 0; i < keys.size(); ++i) pairs.push_back(objects::tuple_from(ctx, {keys[i], values[i]}));
      ListObject* list = objects::list_new(ctx, std::move(pairs));
      scope->keep(list);
      if (objects::list_sort(ctx, list, Value::null(), false) < 0) {
        leave();
        return false;
      }
      for (size_t i = 0; i < list->items.size(); ++i) {
        keys[i] = objects::as_tuple(list->items[i])->items[0];
        values[i] = objects::as_tuple(list->items[i])->items[1];
      }
    } else {
      ListObject* keep = objects::list_new(ctx, values);  // values stay alive if d mutates
      scope->keep(keep);
    }
    out.push_back('{');
    ++depth;
    bool first = true;
    for (size_t i = 0; i < keys.size(); ++i) {
      size_t mark = out.size();
      if (!first) out += item_sep;
      if (has_indent) newline_indent();
      int r = write_key(keys[i]);
      if (r < 0) {
        leave();
        return false;
      }
      if (r == 1) {
        out.resize(mark);
        continue;
      }
      first = false;
      out += key_sep;
      if (!write(values[i])) {
        leave();
        return false;
      }
    }
    --depth;
    if (has_indent && !first) newline_indent();
    out.push_back('}');
    leave();
    return true;
  }

  bool write_sequence(Object* o, const std::vector<Value>& items) {
    if (items.empty()) {
      out += "[]";
      return true;
    }
    if (!enter(o)) return false;
    out.push_back('[');
    ++depth;
    for (size_t i = 0; i < items.size(); ++i) {
      if (i > 0) out += item_sep;
      if (has_indent) newline_indent();
      if (!write(items[i])) {
        leave();
        return false;
      }
    }
    --depth;
    if (has_indent) newline_indent();
    out.push_back(']');
    leave();
    return true;
  }

  bool write(Value v) {
    switch (v.tag()) {
      case Value::Tag::None: out += "null"; return true;
      case Value::Tag::Bool: out += v.as_bool() ? "true" : "false"; return true;
      case Value::Tag::Int: write_int(v); return true;
      case Value::Tag::Float: return write_float(v.as_float());
      default: break;
    }
    if (objects::is_str(ctx, v)) {
      write_string(objects::as_str(v)->view());
      return true;
    }
    if (objects::is_int(ctx, v)) {
      write_int(objects::int_exact(ctx, v));
      return true;
    }
    if (objects::is_float(ctx, v)) return write_float(objects::float_value(v));
    if (objects::is_list(ctx, v)) {
      std::vector<Value> items = objects::as_list(v)->items;  // a copy: default() may mutate it
      return write_sequence(v.as_object(), items);
    }
    if (objects::is_tuple(ctx, v)) return write_sequence(v.as_object(), objects::as_tuple(v)->items);
    if (objects::is_dict(ctx, v)) return write_dict(objects::as_dict(v));
    if (default_fn.is_null()) {
      ctx.raise(ctx.builtins.exc_TypeError, "Object of type %s is not JSON serializable", objects::type_name(ctx, v));
      return false;
    }
    if (!enter(v.as_object())) return false;
    Value r = protocol::call1(ctx, default_fn, v);
    if (r.is_null()) {
      leave();
      return false;
    }
    scope->keep(r);
    bool ok = write(r);
    leave();
    return ok;
  }
};

bool flag(Context& ctx, Value v, bool dflt, bool* out) {
  if (v.is_null()) {
    *out = dflt;
    return true;
  }
  int t = protocol::is_true(ctx, v);
  if (t < 0) return false;
  *out = t != 0;
  return true;
}

}  // namespace

Value json_dumps(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"obj", "skipkeys", "ensure_ascii", "check_circular", "allow_nan",
                                      "sort_keys", "indent", "item_separator", "key_separator", "default"};
  Value a[10];
  if (!objects::parse_args(ctx, objects::without_self(call), "dumps", names, 1, a)) return Value::null();
  HandleScope scope(ctx);
  Encoder e(ctx);
  e.scope = &scope;
  if (!flag(ctx, a[1], false, &e.skipkeys) || !flag(ctx, a[2], true, &e.ensure_ascii) ||
      !flag(ctx, a[3], true, &e.check_circular) || !flag(ctx, a[4], true, &e.allow_nan) ||
      !flag(ctx, a[5], false, &e.sort_keys)) {
    return Value::null();
  }
  if (!a[6].is_null() && !a[6].is_none()) {
    if (!str_arg(ctx, a[6], "indent", &e.indent)) return Value::null();
    e.has_indent = true;
  }
  e.item_sep = e.has_indent ? "," : ", ";
  e.key_sep = ": ";
  if (!a[7].is_null() && !a[7].is_none() && !str_arg(ctx, a[7], "item_separator", &e.item_sep)) return Value::null();
  if (!a[8].is_null() && !a[8].is_none() && !str_arg(ctx, a[8], "key_separator", &e.key_sep)) return Value::null();
  if (!a[9].is_null() && !a[9].is_none()) e.default_fn = a[9];
  if (!e.write(a[0])) return Value::null();
  return objects::str_from(ctx, std::move(e.out));
}

}  // namespace tp::stdlib
