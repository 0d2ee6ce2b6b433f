// TensorPy's C++ layer over the C API (include/tensorpy/api.h): header-only RAII owners
// and thin conveniences, no second implementation. Every call goes to the C function of
// the same meaning; failures throw tensorpy::Error (a std::runtime_error carrying the
// exception's type name, message and traceback), since C++ hosts expect exceptions.
//
//   tensorpy::Context ctx;
//   ctx.run("def f(x, scale=1): return x * scale");
//   tensorpy::Object f = ctx.global("f");
//   tensorpy::Object r = f.call_kw({tensorpy::Object(ctx, 21)}, tensorpy::kw(ctx, {{"scale", tensorpy::Object(ctx, 2)}}));
//   int64_t v = r.to_int();  // 42
#ifndef TENSORPY_API_HPP
#define TENSORPY_API_HPP

#include <cstdint>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tensorpy/api.h"

namespace tensorpy {

// A TensorPy exception (or a misuse the API reported) seen from C++.
class Error : public std::runtime_error {
 public:
  Error(std::string type, std::string message, std::string traceback)
      : std::runtime_error(type + ": " + message),
        type_(std::move(type)),
        message_(std::move(message)),
        traceback_(std::move(traceback)) {}
  const std::string& type() const { return type_; }
  const std::string& message() const { return message_; }
  const std::string& traceback() const { return traceback_; }

 private:
  std::string type_, message_, traceback_;
};

namespace detail {
inline std::string take(char* s) {
  std::string r = s ? s : "";
  tpStringFree(s);
  return r;
}
// Throws the context's last error.
[[noreturn]] inline void throw_last(TPContext* c) {
  TPObject* e = c ? tpContextGetLastException(c) : nullptr;
  if (e == nullptr) throw Error("SystemError", "TensorPy C API call failed (NULL handle?)", "");
  char *type = nullptr, *message = nullptr, *traceback = nullptr;
  tpExceptionInfo(e, &type, &message, &traceback);
  tpObjectRelease(e);
  std::string t = take(type), m = take(message), tb = take(traceback);
  throw Error(t, m, tb);
}
}  // namespace detail

class Context;

// An owned handle (tpObjectRelease on destruction); copying retains a second handle.
class Object {
 public:
  Object() = default;
  // Adopts an owned handle; throws the context's error when it is NULL.
  static Object adopt(TPContext* c, TPObject* h) {
    if (h == nullptr) detail::throw_last(c);
    Object o;
    o.h_ = h;
    return o;
  }
  Object(TPContext* c, int64_t v) : Object(adopt(c, tpObjectFromInt(c, v))) {}
  Object(TPContext* c, int v) : Object(adopt(c, tpObjectFromInt(c, v))) {}
  Object(TPContext* c, double v) : Object(adopt(c, tpObjectFromDouble(c, v))) {}
  Object(TPContext* c, bool v) : Object(adopt(c, tpObjectFromBool(c, v))) {}
  Object(TPContext* c, std::string_view s) : Object(adopt(c, tpObjectFromString(c, s.data(), s.size()))) {}
  Object(TPContext* c, const char* s) : Object(c, std::string_view(s)) {}
  inline Object(const Context& c, int64_t v);
  inline Object(const Context& c, int v);
  inline Object(const Context& c, double v);
  inline Object(const Context& c, std::string_view s);
  inline Object(const Context& c, const char* s);
  Object(const Object& o) : h_(o.h_ ? tpObjectRetain(o.h_) : nullptr) {}
  Object(Object&& o) noexcept : h_(std::exchange(o.h_, nullptr)) {}
  Object& operator=(Object o) noexcept {
    std::swap(h_, o.h_);
    return *this;
  }
  ~Object() { tpObjectRelease(h_); }

  TPObject* get() const { return h_; }
  TPObject* release() { return std::exchange(h_, nullptr); }
  explicit operator bool() const { return h_ != nullptr; }
  TPContext* context() const { return tpObjectContext(h_); }
  TPKind kind() const { return tpObjectKind(h_); }
  std::string type_name() const { return h_ ? tpObjectTypeName(h_) : ""; }

  int64_t to_int() const {
    int64_t v = 0;
    if (!tpObjectToInt(h_, &v)) detail::throw_last(context());
    return v;
  }
  double to_double() const {
    double v = 0;
    if (!tpObjectToDouble(h_, &v)) detail::throw_last(context());
    return v;
  }
  bool truthy() const {
    bool v = false;
    if (!tpObjectToBool(h_, &v)) detail::throw_last(context());
    return v;
  }
  std::string_view to_string() const {
    size_t n = 0;
    const char* s = tpObjectToString(h_, &n);
    if (s == nullptr) detail::throw_last(context());
    return {s, n};
  }
  std::string repr() const { return checked_text(tpObjectRepr(h_)); }
  std::string str() const { return checked_text(tpObjectStr(h_)); }
  size_t size() const {
    size_t n = 0;
    if (!tpObjectLength(h_, &n)) detail::throw_last(context());
    return n;
  }
  Object operator[](int64_t i) const { return adopt(context(), tpObjectGetIndex(h_, i)); }
  Object operator[](int i) const { return adopt(context(), tpObjectGetIndex(h_, i)); }
  Object operator[](const char* key) const { return adopt(context(), tpObjectGetKey(h_, key)); }
  Object operator[](const Object& key) const { return adopt(context(), tpObjectGetItem(h_, key.get())); }
  void set(const Object& key, const Object& value) const {
    if (!tpObjectSetItem(h_, key.get(), value.get())) detail::throw_last(context());
  }
  void set(const char* key, const Object& value) const {
    if (!tpObjectSetKey(h_, key, value.get())) detail::throw_last(context());
  }
  void append(const Object& item) const {
    if (!tpObjectAppend(h_, item.get())) detail::throw_last(context());
  }
  Object attr(const char* name) const { return adopt(context(), tpObjectGetAttr(h_, name)); }
  void set_attr(const char* name, const Object& value) const {
    if (!tpObjectSetAttr(h_, name, value.get())) detail::throw_last(context());
  }
  // Calls with positional arguments; call_kw adds a dict of keyword arguments.
  Object call(const std::vector<Object>& args = {}) const { return call_kw(args, Object()); }
  Object call_kw(const std::vector<Object>& args, const Object& kwargs) const {
    std::vector<TPObject*> raw;
    raw.reserve(args.size());
    for (const Object& a : args) raw.push_back(a.get());
    return adopt(context(), tpObjectCall(h_, raw.size(), raw.data(), kwargs.get()));
  }
  Object operator()(std::initializer_list<Object> args) const { return call(std::vector<Object>(args)); }
  // The items of iter(object), collected eagerly: for (const Object& x : list.items()) ...
  std::vector<Object> items() const {
    Object it = adopt(context(), tpObjectIter(h_));
    std::vector<Object> out;
    for (;;) {
      TPObject* x = nullptr;
      int r = tpObjectNext(it.get(), &x);
      if (r < 0) detail::throw_last(context());
      if (r == 0) return out;
      out.push_back(adopt(context(), x));
    }
  }
  // The tensor's buffer in place (valid while this handle lives).
  TPTensorView tensor_view() const {
    TPTensorView v{};
    if (!tpTensorGetView(h_, &v)) detail::throw_last(context());
    return v;
  }

 private:
  std::string checked_text(char* s) const {
    if (s == nullptr) detail::throw_last(context());
    return detail::take(s);
  }
  TPObject* h_ = nullptr;
};

// An owned context (tpContextDestroy on destruction). Move-only.
class Context {
 public:
  Context() : c_(tpContextCreate()) {
    if (c_ == nullptr) throw std::bad_alloc();
  }
  Context(Context&& o) noexcept : c_(std::exchange(o.c_, nullptr)) {}
  Context& operator=(Context&& o) noexcept {
    std::swap(c_, o.c_);
    return *this;
  }
  Context(const Context&) = delete;
  Context& operator=(const Context&) = delete;
  ~Context() { tpContextDestroy(c_); }
  TPContext* get() const { return c_; }
  operator TPContext*() const { return c_; }

  // Runs source / a file in __main__; throws Error on a compile or runtime error.
  void run(const char* source, const char* filename = "<string>") const {
    if (tpContextInterpret(c_, source, filename) != TP_OK) detail::throw_last(c_);
  }
  void run_file(const char* path) const {
    if (tpContextRunFile(c_, path) != TP_OK) detail::throw_last(c_);
  }
  Object eval(const char* expression) const { return Object::adopt(c_, tpContextEval(c_, expression)); }
  Object global(const char* name) const { return Object::adopt(c_, tpContextGetGlobalObject(c_, name)); }
  void set_global(const char* name, const Object& value) const {
    if (!tpContextSetGlobalObject(c_, name, value.get())) detail::throw_last(c_);
  }
  Object import(const char* name) const { return Object::adopt(c_, tpContextImport(c_, name)); }
  Object none() const { return Object::adopt(c_, tpObjectNone(c_)); }
  Object list() const { return Object::adopt(c_, tpObjectNewList(c_)); }
  Object dict() const { return Object::adopt(c_, tpObjectNewDict(c_)); }
  // An ml.Tensor over host memory (no copy); see tpTensorFromBuffer for the lifetime rules.
  Object tensor(void* data, TPDType dtype, std::initializer_list<int64_t> shape,
                TPDeleter deleter = nullptr, void* user = nullptr) const {
    std::vector<int64_t> s(shape);
    return Object::adopt(c_, tpTensorFromBuffer(c_, data, dtype, static_cast<int>(s.size()), s.data(),
                                                nullptr, deleter, user));
  }
  Object tensor(void* data, TPDType dtype, const std::vector<int64_t>& shape,
                const int64_t* strides = nullptr, TPDeleter deleter = nullptr, void* user = nullptr) const {
    return Object::adopt(c_, tpTensorFromBuffer(c_, data, dtype, static_cast<int>(shape.size()), shape.data(),
                                                strides, deleter, user));
  }

 private:
  TPContext* c_;
};

inline Object::Object(const Context& c, int64_t v) : Object(c.get(), v) {}
inline Object::Object(const Context& c, int v) : Object(c.get(), v) {}
inline Object::Object(const Context& c, double v) : Object(c.get(), v) {}
inline Object::Object(const Context& c, std::string_view s) : Object(c.get(), s) {}
inline Object::Object(const Context& c, const char* s) : Object(c.get(), s) {}

// A dict of keyword arguments: kw(ctx, {{"scale", Object(ctx, 2)}}).
inline Object kw(const Context& c, std::initializer_list<std::pair<const char*, Object>> items) {
  Object d = c.dict();
  for (const auto& [k, v] : items) d.set(k, v);
  return d;
}

}  // namespace tensorpy

#endif  // TENSORPY_API_HPP
