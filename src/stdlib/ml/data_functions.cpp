// Data ingress (SPEC section 5), native and straight into tensor storage: load_mnist_csv,
// load_idx, read_csv, batches (a DataLoader-style iterator), save_safetensors /
// load_safetensors, load_checkpoint_json / save_checkpoint_json. The readers live in
// src/data; their ParseError/FileError become ValueError / OSError subclasses at the
// boundary (Note [ml error boundary]).
#include <algorithm>
#include <cstring>
#include <random>

#include "data/file_buffer.h"
#include "data/idx.h"
#include "data/json_checkpoint.h"
#include "data/json_parser.h"
#include "data/mnist_csv.h"
#include "data/numeric_csv.h"
#include "data/png.h"
#include "data/safetensors.h"
#include "objects/dict_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "stdlib/ml/ml_internal.h"

namespace tp::stdlib::ml {

using objects::MethodDef;
using objects::parse_args;

namespace {

ScalarType from_data_dtype(data::DType d) {
  switch (d) {
    case data::DType::F32: return ScalarType::Float32;
    case data::DType::F64: return ScalarType::Float64;
    case data::DType::I64: return ScalarType::Int64;
    case data::DType::I32: return ScalarType::Int32;
    case data::DType::U8: return ScalarType::UInt8;
    case data::DType::BOOL: return ScalarType::Bool;
    case data::DType::I16:
    case data::DType::I8: return ScalarType::Int32;  // widened: no int8/int16 dtype
  }
  return ScalarType::Float32;
}

data::DType to_data_dtype(ScalarType d) {
  switch (d) {
    case ScalarType::Float32: return data::DType::F32;
    case ScalarType::Float64: return data::DType::F64;
    case ScalarType::Int64: return data::DType::I64;
    case ScalarType::Int32: return data::DType::I32;
    case ScalarType::UInt8: return data::DType::U8;
    case ScalarType::Bool: return data::DType::BOOL;
    case ScalarType::Int16: return data::DType::I16;
    case ScalarType::Int8: return data::DType::I8;
    case ScalarType::Float16:
    case ScalarType::BFloat16: break;  // the caller converts these to float32 first
  }
  return data::DType::F32;
}

// A RawTensor as a Tensor (copying; int8/int16 widened to int32).
Tensor from_raw(const data::RawTensor& r) {
  if (r.dtype == data::DType::I8 || r.dtype == data::DType::I16) {
    Tensor t = tensor::empty(r.shape, ScalarType::Int32);
    int32_t* out = t.data<int32_t>();
    int64_t n = t.numel();
    for (int64_t i = 0; i < n; ++i)
      out[i] = r.dtype == data::DType::I8 ? r.data_as<int8_t>()[i] : r.data_as<int16_t>()[i];
    return t;
  }
  return tensor::from_buffer(r.bytes.data(), r.shape, from_data_dtype(r.dtype));
}

bool path_arg(Context& ctx, Value v, std::string* out) {
  std::string_view s;
  if (!str_arg(ctx, v, "path", &s)) return false;
  *out = std::string(s);
  return true;
}

Value ml_load_mnist_csv(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"path", "limit"};
  Value a[2];
  if (!parse_args(ctx, call, "load_mnist_csv", kNames, 1, a)) return Value::null();
  std::string path;
  if (!path_arg(ctx, a[0], &path)) return Value::null();
  size_t limit = SIZE_MAX;
  if (!a[1].is_null() && !a[1].is_none()) {
    auto l = int_arg(ctx, a[1], "limit");
    if (!l) return Value::null();
    if (*l < 0) return ctx.raise(ctx.builtins.exc_ValueError, "load_mnist_csv(): limit must be >= 0");
    limit = static_cast<size_t>(*l);
  }
  return guard(ctx, [&] {
    data::FileBuffer file = data::FileBuffer::read(path);
    size_t n = std::min(data::count_mnist_rows_nonempty(file.data(), file.size(), path), limit);
    int64_t rows = static_cast<int64_t>(n);
    Tensor images = tensor::empty({rows, 1, 28, 28}, ScalarType::Float32);
    Tensor labels = tensor::empty({rows}, ScalarType::Int64);
    data::parse_mnist_csv(file.data(), file.size(), n, images.data<float>(), labels.data<int64_t>(), path);
    return tensor_list_value(ctx, {images, labels}, false);
  });
}

Value ml_load_idx(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"path"};
  Value a[1];
  if (!parse_args(ctx, call, "load_idx", kNames, 1, a)) return Value::null();
  std::string path;
  if (!path_arg(ctx, a[0], &path)) return Value::null();
  return guard(ctx, [&] {
    data::IdxFile f = data::IdxFile::open(path);
    const data::IdxHeader& h = f.header();
    if (h.dtype == data::DType::I8 || h.dtype == data::DType::I16) return wrap(ctx, from_raw(data::load_idx(path)));
    Tensor t = tensor::empty(h.shape, from_data_dtype(h.dtype));
    f.copy_to(t.data_ptr());
    return wrap(ctx, t);
  });
}

// save_png(path, image): image uint8 [H, W] (gray) or [H, W, C] with C in 1, 3, 4
// (gray, RGB, RGBA), written as an 8-bit PNG (data/png.h). TypeError for another dtype,
// ValueError for another shape; OSError when the file cannot be written.
Value ml_save_png(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"path", "image"};
  Value a[2];
  if (!parse_args(ctx, call, "save_png", kNames, 2, a)) return Value::null();
  std::string path;
  if (!path_arg(ctx, a[0], &path)) return Value::null();
  Tensor img;
  if (!tensor_arg(ctx, a[1], "save_png", &img)) return Value::null();
  if (img.dtype() != ScalarType::UInt8)
    return ctx.raise(ctx.builtins.exc_TypeError, "save_png: expected a uint8 image, got %s",
                     tensor::dtype_name(img.dtype()));
  if (img.dim() != 2 && img.dim() != 3)
    return ctx.raise(ctx.builtins.exc_ValueError, "save_png: expected an image [H, W] or [H, W, C], got %d dims",
                     static_cast<int>(img.dim()));
  return guard(ctx, [&] {
    Tensor c = tensor::contiguous(img);
    const int channels = c.dim() == 2 ? 1 : static_cast<int>(c.size(2));
    data::write_png(path, c.data<uint8_t>(), c.size(0), c.size(1), channels);
    return Value::none();
  });
}

// read_csv(path, delimiter=",", header=None, dtype=ml.float32, skip_rows=0, max_rows=None)
Value ml_read_csv(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"path", "delimiter", "header", "dtype", "skip_rows", "max_rows"};
  Value a[6];
  if (!parse_args(ctx, call, "read_csv", kNames, 1, a)) return Value::null();
  std::string path;
  if (!path_arg(ctx, a[0], &path)) return Value::null();
  data::CsvOptions opt;
  if (!a[1].is_null()) {
    std::string_view d;
    if (!str_arg(ctx, a[1], "delimiter", &d)) return Value::null();
    if (d.size() != 1) return ctx.raise(ctx.builtins.exc_TypeError, "\"delimiter\" must be a 1-character string");
    opt.delimiter = d[0];
  }
  if (!a[2].is_null() && !a[2].is_none()) {
    bool h;
    if (a[2].is_object() && objects::is_str(ctx, a[2]) && objects::as_str(a[2])->data == "auto") {
      opt.header = data::CsvHeader::Auto;
    } else {
      if (!bool_arg(ctx, a[2], &h)) return Value::null();
      opt.header = h ? data::CsvHeader::Yes : data::CsvHeader::No;
    }
  }
  if (!a[3].is_null() && !a[3].is_none()) {
    ScalarType d;
    if (!dtype_arg(ctx, a[3], &d)) return Value::null();
    if (d != ScalarType::Float32 && d != ScalarType::Float64)
      return ctx.raise(ctx.builtins.exc_TypeError, "read_csv(): dtype must be ml.float32 or ml.float64");
    opt.dtype = d == ScalarType::Float32 ? data::DType::F32 : data::DType::F64;
  }
  if (!a[4].is_null()) {
    auto s = int_arg(ctx, a[4], "skip_rows");
    if (!s) return Value::null();
    if (*s < 0) return ctx.raise(ctx.builtins.exc_ValueError, "read_csv(): skip_rows must be >= 0");
    opt.skip_rows = static_cast<size_t>(*s);
  }
  if (!a[5].is_null() && !a[5].is_none()) {
    auto s = int_arg(ctx, a[5], "max_rows");
    if (!s) return Value::null();
    if (*s < 0) return ctx.raise(ctx.builtins.exc_ValueError, "read_csv(): max_rows must be >= 0");
    opt.max_rows = static_cast<size_t>(*s);
  }
  return guard(ctx, [&] {
    data::CsvMatrix m = data::load_numeric_csv(path, opt);
    Shape shape{static_cast<int64_t>(m.rows), static_cast<int64_t>(m.cols)};
    return wrap(ctx, tensor::from_buffer(m.bytes.data(), shape, from_data_dtype(m.dtype)));
  });
}

// --- batches ---

class BatchesObject : public Object {
 public:
  BatchesObject(TypeObject* type, Value x_, Value y_) : Object(type), x(x_), y(y_) {}
  Value x, y;  // y may be None
  int64_t batch_size = 1;
  int64_t n = 0;
  int64_t next = 0;
  Tensor perm;  // int64 [n] when shuffling
  void trace(Tracer& t) override {
    t.mark(x);
    t.mark(y);
  }
};

Tensor take_rows(const Tensor& t, const Tensor& perm, int64_t start, int64_t end) {
  if (!perm.defined()) return tensor::slice(t, 0, start, end, 1);
  return tensor::index_select(t, 0, tensor::slice(perm, 0, start, end, 1));
}

Value batches_next(Context& ctx, Value self) {
  auto* b = static_cast<BatchesObject*>(self.as_object());
  if (b->next >= b->n) return Value::null();
  int64_t start = b->next, end = std::min(b->n, start + b->batch_size);
  b->next = end;
  return guard(ctx, [&] {
    Value xb = wrap(ctx, take_rows(tensor_of(b->x), b->perm, start, end));
    if (b->y.is_none()) return xb;
    Value items[2] = {xb, wrap(ctx, take_rows(tensor_of(b->y), b->perm, start, end))};
    return protocol::new_tuple(ctx, items, 2);
  });
}

Value batches_next_method(Context& ctx, const CallArgs& call) {
  Value r = batches_next(ctx, call.args[0]);
  if (r.is_null() && !ctx.has_exception()) return ctx.raise_value(Value::object(ctx.builtins.exc_StopIteration));
  return r;
}

Value batches_iter(Context&, const CallArgs& call) { return call.args[0]; }

Value batches_len(Context&, const CallArgs& call) {
  auto* b = static_cast<BatchesObject*>(call.args[0].as_object());
  return Value::small_int((b->n + b->batch_size - 1) / b->batch_size);
}

// batches(x, y=None, batch_size=1, shuffle=False, seed=None)
Value ml_batches(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"x", "y", "batch_size", "shuffle", "seed"};
  Value a[5];
  if (!parse_args(ctx, call, "batches", kNames, 1, a)) return Value::null();
  if (!is_tensor(ctx, a[0])) return ctx.raise(ctx.builtins.exc_TypeError, "batches(): x must be a Tensor");
  Value y = a[1].is_null() ? Value::none() : a[1];
  if (!y.is_none() && !is_tensor(ctx, y)) return ctx.raise(ctx.builtins.exc_TypeError, "batches(): y must be a Tensor or None");
  int64_t bs = 1;
  if (!a[2].is_null()) {
    auto v = int_arg(ctx, a[2], "batch_size");
    if (!v) return Value::null();
    bs = *v;
  }
  if (bs < 1) return ctx.raise(ctx.builtins.exc_ValueError, "batches(): batch_size must be >= 1, got %lld", static_cast<long long>(bs));
  bool shuffle = false;
  if (!a[3].is_null() && !bool_arg(ctx, a[3], &shuffle)) return Value::null();
  std::optional<int64_t> seed;
  if (!a[4].is_null() && !a[4].is_none()) {
    seed = int_arg(ctx, a[4], "seed");
    if (!seed) return Value::null();
  }
  const Tensor& x = tensor_of(a[0]);
  if (x.dim() == 0) return ctx.raise(ctx.builtins.exc_ValueError, "batches(): x must have at least one dimension");
  int64_t n = x.size(0);
  if (!y.is_none() && (tensor_of(y).dim() == 0 || tensor_of(y).size(0) != n))
    return ctx.raise(ctx.builtins.exc_ValueError, "batches(): x has %lld rows but y has %lld", static_cast<long long>(n),
                     static_cast<long long>(tensor_of(y).dim() == 0 ? 0 : tensor_of(y).size(0)));
  auto* b = ctx.heap.make<BatchesObject>(state(ctx).batches_type, a[0], y);
  b->batch_size = bs;
  b->n = n;
  if (shuffle) {
    Value r = guard(ctx, [&] {
      if (seed) {
        // A seeded Fisher-Yates shuffle independent of the global generator.
        Tensor p = tensor::arange(tensor::Scalar(int64_t(0)), tensor::Scalar(n));
        int64_t* d = p.data<int64_t>();
        std::mt19937_64 rng(static_cast<uint64_t>(*seed));
        for (int64_t i = n - 1; i > 0; --i) {
          int64_t j = static_cast<int64_t>(rng() % static_cast<uint64_t>(i + 1));
          std::swap(d[i], d[j]);
        }
        b->perm = p;
      } else {
        b->perm = tensor::randperm(n);
      }
      return Value::none();
    });
    if (r.is_null()) return r;
  }
  return Value::object(b);
}

// --- checkpoints ---

// {name: tensor} dict -> contiguous tensors kept alive + views for the writers.
bool tensor_dict(Context& ctx, Value d, const char* fn, std::vector<Tensor>* keep, std::vector<data::TensorView>* views) {
  if (!d.is_object() || !objects::is_dict(ctx, d)) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s(): expected a dict of name -> Tensor", fn);
    return false;
  }
  size_t pos = 0;
  Value k, v;
  while (objects::dict_next(objects::as_dict(d), &pos, &k, &v)) {
    if (!k.is_object() || !objects::is_str(ctx, k) || !is_tensor(ctx, v)) {
      ctx.raise(ctx.builtins.exc_TypeError, "%s(): keys must be str and values Tensors", fn);
      return false;
    }
    Value r = guard(ctx, [&] {
      Tensor src = tensor_of(v);
      if (src.dtype() == ScalarType::Float16 || src.dtype() == ScalarType::BFloat16)
        src = tensor::to(src, ScalarType::Float32);  // no 16-bit float in the data formats
      keep->push_back(tensor::contiguous(src));
      const Tensor& t = keep->back();
      views->push_back({objects::as_str(k)->data, to_data_dtype(t.dtype()), t.sizes(), t.data_ptr(), t.nbytes()});
      return Value::none();
    });
    if (r.is_null()) return false;
  }
  return true;
}

Value raw_dict(Context& ctx, const std::vector<data::RawTensor>& ts) {
  DictObject* d = objects::dict_new(ctx);
  gc::Root<DictObject> keep(ctx.heap, d);
  for (const data::RawTensor& r : ts) {
    if (objects::dict_set(ctx, d, objects::str_from(ctx, r.name), wrap(ctx, from_raw(r))) < 0) return Value::null();
  }
  return Value::object(d);
}

Value ml_save_safetensors(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"tensors", "path", "metadata"};
  Value a[3];
  if (!parse_args(ctx, call, "save_safetensors", kNames, 2, a)) return Value::null();
  std::string path;
  if (!path_arg(ctx, a[1], &path)) return Value::null();
  std::vector<Tensor> keep;
  std::vector<data::TensorView> views;
  if (!tensor_dict(ctx, a[0], "save_safetensors", &keep, &views)) return Value::null();
  data::SafetensorsMetadata meta;
  if (!a[2].is_null() && !a[2].is_none()) {
    if (!objects::is_dict(ctx, a[2])) return ctx.raise(ctx.builtins.exc_TypeError, "save_safetensors(): metadata must be a dict of str -> str");
    size_t pos = 0;
    Value k, v;
    while (objects::dict_next(objects::as_dict(a[2]), &pos, &k, &v)) {
      if (!objects::is_str(ctx, k) || !objects::is_str(ctx, v))
        return ctx.raise(ctx.builtins.exc_TypeError, "save_safetensors(): metadata must be a dict of str -> str");
      meta.emplace_back(objects::as_str(k)->data, objects::as_str(v)->data);
    }
  }
  return guard(ctx, [&] {
    data::save_safetensors(path, views, meta);
    return Value::none();
  });
}

Value ml_load_safetensors(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"path"};
  Value a[1];
  if (!parse_args(ctx, call, "load_safetensors", kNames, 1, a)) return Value::null();
  std::string path;
  if (!path_arg(ctx, a[0], &path)) return Value::null();
  return guard(ctx, [&] { return raw_dict(ctx, data::load_safetensors(path).tensors); });
}

// True when the JSON document in `path` (already validated by the reader) has `key` at
// its top level.
bool has_root_key(const std::string& path, std::string_view key) {
  struct Finder : data::JsonHandler {
    std::string_view want;
    int depth = 0;
    bool found = false;
    void start_object() override { ++depth; }
    void end_object() override { --depth; }
    void start_array() override { ++depth; }
    void end_array() override { --depth; }
    void key(std::string_view name) override { found = found || (depth == 1 && name == want); }
    void string(std::string_view) override {}
    void number(std::string_view, bool) override {}
    void boolean(bool) override {}
    void null() override {}
  } finder;
  finder.want = key;
  data::FileBuffer file = data::FileBuffer::read(path);
  data::parse_json(file.view(), finder);
  return finder.found;
}

Value ml_load_checkpoint_json(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"path"};
  Value a[1];
  if (!parse_args(ctx, call, "load_checkpoint_json", kNames, 1, a)) return Value::null();
  std::string path;
  if (!path_arg(ctx, a[0], &path)) return Value::null();
  return guard(ctx, [&]() -> Value {
    std::vector<data::RawTensor> tensors = data::load_json_checkpoint(path);
    // The reader accepts a v1 document without "tensors" as an empty checkpoint; a
    // state_dict file always has the key, so its absence is a malformed file.
    if (tensors.empty() && !has_root_key(path, "tensors"))
      return ctx.raise(ctx.builtins.exc_ValueError, "%s: missing \"tensors\" (a tensorpy.nn.state_dict.v1 document "
                       "needs a \"tensors\" object)", path.c_str());
    return raw_dict(ctx, std::move(tensors));
  });
}

Value ml_save_checkpoint_json(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"tensors", "path"};
  Value a[2];
  if (!parse_args(ctx, call, "save_checkpoint_json", kNames, 2, a)) return Value::null();
  std::string path;
  if (!path_arg(ctx, a[1], &path)) return Value::null();
  std::vector<Tensor> keep;
  std::vector<data::TensorView> views;
  if (!tensor_dict(ctx, a[0], "save_checkpoint_json", &keep, &views)) return Value::null();
  return guard(ctx, [&] {
    data::save_json_checkpoint(path, views);
    return Value::none();
  });
}

}  // namespace

static const MethodDef batches_methods[] = {
    {"__iter__", batches_iter, nullptr},
    {"__next__", batches_next_method, nullptr},
    {"__len__", batches_len, "number of batches (the last may be partial)"},
    {}};

static const MethodDef data_functions[] = {
    {"load_mnist_csv", ml_load_mnist_csv,
     "load_mnist_csv(path, limit=None) -> [images float32 [N,1,28,28] in 0..1, labels int64 [N]]; rows 'label,p0..p783'. "
     "ValueError naming line:column for malformed rows; FileNotFoundError/OSError for unreadable files"},
    {"save_png", ml_save_png, "save_png(path, image): uint8 [H, W] or [H, W, 1|3|4] written as a PNG (zlib), as torchvision's save_image does"},
    {"load_idx", ml_load_idx, "load_idx(path) -> tensor (uint8/int32/float32/float64; gzip accepted; int8/int16 widened to int32)"},
    {"read_csv", ml_read_csv,
     "read_csv(path, delimiter=',', header=None (auto-detect) | True | False, dtype=ml.float32, skip_rows=0, max_rows=None) "
     "-> 2-D tensor; ValueError naming line:column"},
    {"batches", ml_batches,
     "batches(x, y=None, batch_size=1, shuffle=False, seed=None) -> iterator of (xb, yb) over dim 0, last partial batch "
     "included (DataLoader drop_last=False); views when not shuffling; shuffle with seed is reproducible and leaves the "
     "global generator alone"},
    {"save_safetensors", ml_save_safetensors, "save_safetensors(tensors: dict, path, metadata=None): the safetensors format (loadable by PyTorch)"},
    {"load_safetensors", ml_load_safetensors, "load_safetensors(path) -> dict name -> tensor (F16/BF16 read as float32)"},
    {"load_checkpoint_json", ml_load_checkpoint_json, "load_checkpoint_json(path) -> dict: the original's JSON state_dict (tensorpy.nn.state_dict.v1)"},
    {"save_checkpoint_json", ml_save_checkpoint_json, "save_checkpoint_json(tensors: dict, path): JSON state_dict v1"},
    {}};

void init_data_functions(Context& ctx, ModuleObject* m) {
  MLState& s = state(ctx);
  s.batches_type = objects::new_native_type(ctx, "batches_iterator", ctx.builtins.object_type, nullptr);
  s.batches_type->iter_next_slot = batches_next;
  objects::add_methods(ctx, s.batches_type, batches_methods);
  objects::add_functions(ctx, m, data_functions);
}

}  // namespace tp::stdlib::ml
