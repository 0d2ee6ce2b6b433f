// The buffer-protocol registry and helpers (objects/buffer.h, Note [Buffer protocol]);
// bytes and bytearray export here, array.array in stdlib/array_module.cpp, memoryview in
// memoryview_object.cpp, tensors in stdlib/ml.
#include "objects/buffer.h"

#include <algorithm>
#include <mutex>
#include <utility>
#include <vector>

#include "objects/bytes_object.h"
#include "objects/type_object.h"
#include "objects/util.h"
#include "runtime/context.h"

namespace tp::objects {

namespace {

// Exporter types, registered by each Context at start-up for its own types. Contexts may
// start and run on several threads at once, so the registry is under a mutex, and a
// Context's entries go when it is destroyed (its types' addresses may be reused).
struct Exporter {
  const Context* ctx;
  TypeObject* type;
  GetBufferFn fn;
};
std::mutex g_registry_mutex;
std::vector<Exporter> g_registry;

GetBufferFn find(Context& ctx, Value v) {
  if (!v.is_object()) return nullptr;
  TypeObject* t = v.as_object()->type();
  std::lock_guard<std::mutex> lock(g_registry_mutex);
  for (TypeObject* m : t->mro)
    for (const Exporter& e : g_registry)
      if (e.type == m && e.ctx == &ctx) return e.fn;
  return nullptr;
}

}  // namespace

bool Buffer::c_contiguous() const {
  int64_t expect = itemsize;
  for (int i = ndim - 1; i >= 0; --i) {
    if (shape[i] > 1 && strides[i] != expect) return false;
    expect *= shape[i];
  }
  return true;
}

void register_buffer_type(Context& ctx, TypeObject* type, GetBufferFn fn) {
  std::lock_guard<std::mutex> lock(g_registry_mutex);
  for (Exporter& e : g_registry) {
    if (e.ctx == &ctx && e.type == type) {
      e.fn = fn;
      return;
    }
  }
  g_registry.push_back({&ctx, type, fn});
}

void forget_buffer_types(Context& ctx) {
  std::lock_guard<std::mutex> lock(g_registry_mutex);
  g_registry.erase(std::remove_if(g_registry.begin(), g_registry.end(),
                                  [&](const Exporter& e) { return e.ctx == &ctx; }),
                   g_registry.end());
}

bool has_buffer(Context& ctx, Value v) {
  return is_bytes(ctx, v) || is_bytearray(ctx, v) || find(ctx, v) != nullptr;
}

void simple_buffer(Buffer* out, Value obj, uint8_t* data, int64_t size, bool readonly) {
  out->obj = obj;
  out->buf = data;
  out->len = size;
  out->itemsize = 1;
  out->format = "B";
  out->ndim = 1;
  out->shape.assign(1, size);
  out->strides.assign(1, 1);
  out->readonly = readonly;
}

bool get_buffer(Context& ctx, Value v, Buffer* out, const char* not_buffer_message) {
  if (is_bytes(ctx, v) || is_bytearray(ctx, v)) {
    std::string& d = as_bytes(v)->data;
    simple_buffer(out, v, reinterpret_cast<uint8_t*>(d.data()), static_cast<int64_t>(d.size()),
                  is_bytes(ctx, v));
    return true;
  }
  GetBufferFn fn = find(ctx, v);
  if (fn) return fn(ctx, v, out);
  if (not_buffer_message)
    ctx.raise(ctx.builtins.exc_TypeError, not_buffer_message, type_name(ctx, v));
  else
    ctx.raise(ctx.builtins.exc_TypeError, "a bytes-like object is required, not '%s'", type_name(ctx, v));
  return false;
}

bool contiguous_bytes(Context& ctx, const Buffer& b, std::string_view* out) {
  if (!b.c_contiguous()) {
    ctx.raise(ctx.builtins.exc_BufferError, "memoryview: underlying buffer is not C-contiguous");
    return false;
  }
  *out = std::string_view(reinterpret_cast<const char*>(b.buf), static_cast<size_t>(b.len));
  return true;
}

std::string buffer_to_bytes(const Buffer& b) {
  if (b.c_contiguous()) return std::string(reinterpret_cast<const char*>(b.buf), static_cast<size_t>(b.len));
  std::string out;
  out.reserve(static_cast<size_t>(b.len));
  if (b.ndim == 0) return std::string(reinterpret_cast<const char*>(b.buf), static_cast<size_t>(b.itemsize));
  for (int64_t s : b.shape)
    if (s == 0) return out;
  std::vector<int64_t> idx(b.ndim, 0);
  for (;;) {
    const uint8_t* p = b.buf;
    for (int i = 0; i < b.ndim; ++i) p += idx[i] * b.strides[i];
    out.append(reinterpret_cast<const char*>(p), static_cast<size_t>(b.itemsize));
    int d = b.ndim - 1;
    while (d >= 0 && ++idx[d] == b.shape[d]) idx[d--] = 0;
    if (d < 0) return out;
  }
}

}  // namespace tp::objects
