// json.loads: builds Python values from the events of the SAX parser in src/data
// (json_parser.h), which already gives CPython's JSONDecodeError messages and positions.
// Object keys are memoised (as CPython's scanner does) so a document of many records
// allocates each distinct key once. Hooks (object_hook, object_pairs_hook, parse_float,
// parse_int, parse_constant) call back into Python; every container under construction is
// then rooted, since such a call may collect.
#include <charconv>
#include <cstdlib>
#include <limits>
#include <string>
#include <unordered_map>
#include <vector>

#include "data/json_parser.h"
#include "objects/arg_parser.h"
#include "objects/bytes_object.h"
#include "objects/dict_object.h"
#include "objects/list_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "stdlib/json_internal.h"

namespace tp::stdlib {

namespace {

// Thrown by the handler when a Python callback raised (the exception is pending in ctx).
struct PythonRaised {};

struct Hooks {
  Value object_hook, pairs_hook, parse_float, parse_int, parse_constant;
  bool any() const {
    return !object_hook.is_null() || !pairs_hook.is_null() || !parse_float.is_null() || !parse_int.is_null() ||
           !parse_constant.is_null();
  }
};

class Builder : public data::JsonHandler {
 public:
  Builder(Context& ctx, const Hooks& hooks, HandleScope& scope)
      : ctx_(ctx), hooks_(hooks), scope_(scope), rooting_(hooks.any()) {}

  Value result() const { return result_; }

  void start_object() override {
    Frame f;
    f.is_object = true;
    if (hooks_.pairs_hook.is_null()) {
      f.container = Value::object(objects::dict_new(ctx_));
    } else {
      f.container = Value::object(objects::list_new(ctx_));
    }
    if (rooting_) scope_.keep(f.container);
    stack_.push_back(f);
  }
  void key(std::string_view name) override {
    Value k;
    auto it = memo_.find(name);
    if (it != memo_.end()) {
      k = it->second;
    } else {
      k = objects::str_from(ctx_, std::string(name));
      scope_.keep(k);  // memoised keys outlive any single container
      memo_.emplace(objects::as_str(k)->view(), k);  // the view lives as long as the str
    }
    stack_.back().key = k;
  }
  void end_object() override {
    Frame f = stack_.back();
    stack_.pop_back();
    Value v = f.container;
    if (!hooks_.pairs_hook.is_null()) {
      v = protocol::call1(ctx_, hooks_.pairs_hook, v);
      if (v.is_null()) throw PythonRaised();
    } else if (!hooks_.object_hook.is_null()) {
      v = protocol::call1(ctx_, hooks_.object_hook, v);
      if (v.is_null()) throw PythonRaised();
    }
    add(v);
  }
  void start_array() override {
    Frame f;
    f.container = Value::object(objects::list_new(ctx_));
    if (rooting_) scope_.keep(f.container);
    stack_.push_back(f);
  }
  void end_array() override {
    Frame f = stack_.back();
    stack_.pop_back();
    add(f.container);
  }
  void string(std::string_view value) override { add(objects::str_from(ctx_, std::string(value))); }
  void number(std::string_view text, bool is_integer) override {
    if (is_integer) {
      if (!hooks_.parse_int.is_null()) return add(call_hook(hooks_.parse_int, text));
      int64_t i = 0;
      if (text.size() <= 18) {
        std::from_chars(text.data(), text.data() + text.size(), i);
        return add(Value::small_int(i));
      }
      Value v = protocol::new_int_from_string(ctx_, text, 10);
      if (v.is_null()) throw PythonRaised();
      return add(v);
    }
    if (text == "NaN" || text == "Infinity" || text == "-Infinity") {
      if (!hooks_.parse_constant.is_null()) return add(call_hook(hooks_.parse_constant, text));
      double d = text == "NaN" ? std::numeric_limits<double>::quiet_NaN()
                 : text[0] == '-' ? -std::numeric_limits<double>::infinity()
                                  : std::numeric_limits<double>::infinity();
      return add(Value::floating(d));
    }
    if (!hooks_.parse_float.is_null()) return add(call_hook(hooks_.parse_float, text));
    double d = 0;
    auto r = std::from_chars(text.data(), text.data() + text.size(), d);
    if (r.ec == std::errc::result_out_of_range) {
      // Overflow gives +-inf and underflow 0, as CPython's float() does.
      std::string s(text);
      d = std::strtod(s.c_str(), nullptr);
    }
    add(Value::floating(d));
  }
  void boolean(bool value) override { add(Value::boolean(value)); }
  void null() override { add(Value::none()); }

 private:
  struct Frame {
    Value container;
    Value key;
    bool is_object = false;
  };

  Value call_hook(Value hook, std::string_view text) {
    Value s = objects::str_from(ctx_, std::string(text));
    Value v = protocol::call1(ctx_, hook, s);
    if (v.is_null()) throw PythonRaised();
    return v;
  }

  void add(Value v) {
    if (stack_.empty()) {
      result_ = v;
      scope_.keep(v);
      return;
    }
    Frame& f = stack_.back();
    if (!f.is_object) {
      objects::as_list(f.container)->items.push_back(v);
    } else if (!hooks_.pairs_hook.is_null()) {
      objects::as_list(f.container)->items.push_back(objects::tuple_from(ctx_, {f.key, v}));
    } else if (objects::dict_set(ctx_, objects::as_dict(f.container), f.key, v) < 0) {
      throw PythonRaised();
    }
  }

  Context& ctx_;
  const Hooks& hooks_;
  HandleScope& scope_;
  bool rooting_;
  std::vector<Frame> stack_;
  std::unordered_map<std::string_view, Value> memo_;
  Value result_;
};

Value raise_decode_error(Context& ctx, StateObject* st, const data::JsonError& e, Value doc) {
  if (e.kind() == data::JsonError::Kind::Recursion) return ctx.raise(ctx.builtins.exc_RecursionError, "%s", e.message().c_str());
  Value err = objects::call_vector(ctx, st->slots[kJsonDecodeError],
                                   {objects::str_from(ctx, e.message()), doc,
                                    Value::small_int(static_cast<int64_t>(e.position()))});
  if (err.is_null()) return err;
  return ctx.raise_value(err);
}

Value hook_arg(Value v) { return v.is_null() || v.is_none() ? Value::null() : v; }

}  // namespace

Value json_loads(Context& ctx, const CallArgs& call) {
  static const char* const names[] = {"s", "object_hook", "object_pairs_hook", "parse_float", "parse_int",
                                      "parse_constant", "strict"};
  Value a[7];
  if (!objects::parse_args(ctx, objects::without_self(call), "loads", names, 1, a)) return Value::null();
  auto* st = static_cast<StateObject*>(call.args[0].as_object());
  HandleScope scope(ctx);
  Value doc = a[0];
  std::string_view text;
  std::string decoded;
  if (objects::is_str(ctx, doc)) {
    text = objects::as_str(doc)->view();
    if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF") {
      data::JsonError e(data::JsonError::Kind::Decode, "Unexpected UTF-8 BOM (decode using utf-8-sig)", 0, 1, 1);
      return raise_decode_error(ctx, st, e, doc);
    }
  } else if (objects::is_bytes(ctx, doc) || objects::is_bytearray(ctx, doc)) {
    const std::string& b = objects::as_bytes(doc)->data;
    size_t skip = b.size() >= 3 && b.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;
    if (!objects::utf8_valid(std::string_view(b).substr(skip))) {
      return ctx.raise(ctx.builtins.exc_UnicodeDecodeError, "'utf-8' codec can't decode the JSON document");
    }
    decoded = b.substr(skip);
    doc = objects::str_from(ctx, decoded);
    scope.keep(doc);
    text = decoded;
  } else {
    return ctx.raise(ctx.builtins.exc_TypeError, "the JSON object must be str, bytes or bytearray, not %s",
                     objects::type_name(ctx, doc));
  }
  Hooks hooks{hook_arg(a[1]), hook_arg(a[2]), hook_arg(a[3]), hook_arg(a[4]), hook_arg(a[5])};
  data::JsonOptions options;
  options.max_depth = static_cast<size_t>(ctx.vm.recursion_limit > 0 ? ctx.vm.recursion_limit : 1000);
  options.encoded_surrogates = true;  // a str may hold lone surrogates; bytes were checked above
  if (!a[6].is_null()) {
    int t = protocol::is_true(ctx, a[6]);
    if (t < 0) return Value::null();
    options.strict = t != 0;
  }
  Builder builder(ctx, hooks, scope);
  try {
    data::parse_json(text, builder, options);
  } catch (const PythonRaised&) {
    return Value::null();
  } catch (const data::JsonError& e) {
    return raise_decode_error(ctx, st, e, doc);
  } catch (const std::bad_alloc&) {
    return ctx.raise(ctx.builtins.exc_MemoryError, "%s", "");
  }
  return builder.result();
}

}  // namespace tp::stdlib
