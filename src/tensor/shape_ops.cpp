// Views (view, reshape, flatten, squeeze, unsqueeze, permute, transpose, expand, select,
// slice, narrow, as_strided), copies (contiguous, clone, to) and joins/splits (cat, stack,
// split, chunk), with their autograd records.
#include <numeric>

#include "autograd/grad_mode.h"
#include "autograd/node.h"
#include "tensor/ops.h"
#include "tensor/strided.h"

namespace tp::tensor {

using autograd::record;

namespace {
int64_t wrap_dim(int64_t d, int64_t ndim, const char* op) {
  int64_t n = std::max<int64_t>(ndim, 1);
  if (d < -n || d >= n)
    fail(ErrorKind::IndexError, std::string(op) + ": Dimension out of range (expected to be in range of [" +
                                    std::to_string(-n) + ", " + std::to_string(n - 1) + "], but got " +
                                    std::to_string(d) + ")");
  return d < 0 ? d + n : d;
}

Shape infer_size(const Shape& sizes, int64_t numel, const char* op) {
  Shape out = sizes;
  int64_t known = 1, infer = -1;
  for (size_t i = 0; i < out.size(); ++i) {
    if (out[i] == -1) {
      if (infer >= 0) fail(ErrorKind::RuntimeError, std::string(op) + ": only one dimension can be inferred");
      infer = static_cast<int64_t>(i);
    } else if (out[i] < 0) {
      fail(ErrorKind::RuntimeError, std::string(op) + ": invalid shape dimension " + std::to_string(out[i]));
    } else {
      known *= out[i];
    }
  }
  if (infer >= 0) {
    if (known == 0 || numel % known != 0)
      fail(ErrorKind::RuntimeError, std::string(op) + ": shape '" + shape_str(sizes) +
                                        "' is invalid for input of size " + std::to_string(numel));
    out[infer] = numel / known;
  } else if (known != numel) {
    fail(ErrorKind::RuntimeError, std::string(op) + ": shape '" + shape_str(sizes) +
                                      "' is invalid for input of size " + std::to_string(numel));
  }
  return out;
}

// Strides for viewing `t` with `sizes` without copying, or nullopt (as at::detail::computeStride).
std::optional<Shape> view_strides(const Tensor& t, const Shape& sizes) {
  if (t.is_contiguous()) return contiguous_strides(sizes);
  const Shape& old = t.sizes();
  const Shape& ost = t.strides();
  Shape st(sizes.size());
  if (t.numel() == 0) return contiguous_strides(sizes);
  int64_t view_d = static_cast<int64_t>(sizes.size()) - 1;
  int64_t chunk_base_stride = ost.empty() ? 1 : ost.back();
  int64_t tensor_numel = 1, view_numel = 1;
  for (int64_t d = static_cast<int64_t>(old.size()) - 1; d >= 0; --d) {
    tensor_numel *= old[d];
    if (d == 0 || (old[d - 1] != 1 && ost[d - 1] != tensor_numel * chunk_base_stride)) {
      while (view_d >= 0 && (view_numel < tensor_numel || sizes[view_d] == 1)) {
        st[view_d] = view_numel * chunk_base_stride;
        view_numel *= sizes[view_d];
        --view_d;
      }
      if (view_numel != tensor_numel) return std::nullopt;
      if (d > 0) {
        chunk_base_stride = ost[d - 1];
        tensor_numel = 1;
        view_numel = 1;
      }
    }
  }
  if (view_d != -1) return std::nullopt;
  return st;
}

// Every view op's result: tracked as a view of a (Note [Views and in-place ops]).
Tensor make_view_of(const Tensor& a, const Shape& sizes, const Shape& strides, int64_t offset) {
  Tensor v(make_ref<TensorImpl>(a.storage(), sizes, strides, offset, a.dtype()));
  mark_view(v, a);
  return v;
}

// A view op's autograd: the derivative rules only need the input's sizes (and ints).
Tensor view_record(OpId op, const Tensor& a, Tensor out, std::vector<int64_t> ints = {}) {
  if (auto n = record(op, {a}, out)) n->ints = std::move(ints);
  return out;
}
}  // namespace

Tensor view(const Tensor& a, const Shape& sizes0) {
  Shape sizes = infer_size(sizes0, a.numel(), "view");
  auto st = view_strides(a, sizes);
  if (!st)
    fail(ErrorKind::RuntimeError,
         "view size is not compatible with input tensor's size and stride (at least one dimension "
         "spans across two contiguous subspaces). Use .reshape(...) instead.");
  return view_record(OpId::view, a, make_view_of(a, sizes, *st, a.storage_offset()));
}

Tensor reshape(const Tensor& a, const Shape& sizes0) {
  Shape sizes = infer_size(sizes0, a.numel(), "reshape");
  if (view_strides(a, sizes)) return view(a, sizes);
  return view(contiguous(a), sizes);
}

Tensor flatten(const Tensor& a, int64_t start, int64_t end) {
  if (a.dim() == 0) return reshape(a, {1});
  start = wrap_dim(start, a.dim(), "flatten");
  end = wrap_dim(end, a.dim(), "flatten");
  if (start > end) fail(ErrorKind::RuntimeError, "flatten() has invalid args: start_dim cannot come after end_dim");
  Shape s(a.sizes().begin(), a.sizes().begin() + start);
  int64_t p = 1;
  for (int64_t d = start; d <= end; ++d) p *= a.size(d);
  s.push_back(p);
  s.insert(s.end(), a.sizes().begin() + end + 1, a.sizes().end());
  return reshape(a, s);
}

Tensor squeeze(const Tensor& a) {
  Shape s;
  for (int64_t x : a.sizes())
    if (x != 1) s.push_back(x);
  return reshape(a, s);
}

Tensor squeeze(const Tensor& a, int64_t dim) {
  if (a.dim() == 0) return view(a, {});
  dim = wrap_dim(dim, a.dim(), "squeeze");
  if (a.size(dim) != 1) return view(a, a.sizes());
  Shape s = a.sizes();
  s.erase(s.begin() + dim);
  return reshape(a, s);
}

Tensor unsqueeze(const Tensor& a, int64_t dim) {
  dim = wrap_dim(dim, a.dim() + 1, "unsqueeze");
  Shape s = a.sizes();
  s.insert(s.begin() + dim, 1);
  return reshape(a, s);
}

Tensor permute(const Tensor& a, const std::vector<int64_t>& dims) {
  if (static_cast<int64_t>(dims.size()) != a.dim())
    fail(ErrorKind::RuntimeError, "permute: number of dims don't match in permute: got " +
                                      std::to_string(dims.size()) + " for a tensor of " +
                                      std::to_string(a.dim()) + " dims");
  Shape s(dims.size()), st(dims.size());
  std::vector<bool> seen(dims.size());
  std::vector<int64_t> wrapped(dims.size());
  for (size_t i = 0; i < dims.size(); ++i) {
    int64_t d = wrap_dim(dims[i], a.dim(), "permute");
    if (seen[d]) fail(ErrorKind::RuntimeError, "permute: repeated dim in permute");
    seen[d] = true;
    wrapped[i] = d;
    s[i] = a.sizes()[d];
    st[i] = a.strides()[d];
  }
  return view_record(OpId::permute, a, make_view_of(a, s, st, a.storage_offset()), wrapped);
}

Tensor transpose(const Tensor& a, int64_t d0, int64_t d1) {
  if (a.dim() == 0) return view(a, {});
  std::vector<int64_t> p(a.dim());
  std::iota(p.begin(), p.end(), 0);
  std::swap(p[wrap_dim(d0, a.dim(), "transpose")], p[wrap_dim(d1, a.dim(), "transpose")]);
  return permute(a, p);
}

Tensor t(const Tensor& a) {
  if (a.dim() > 2) fail(ErrorKind::RuntimeError, "t() expects a tensor with <= 2 dimensions, but self is " +
                                                     std::to_string(a.dim()) + "D");
  return a.dim() < 2 ? view(a, a.sizes()) : transpose(a, 0, 1);
}

Tensor expand(const Tensor& a, const Shape& sizes) {
  if (a.sizes() == sizes) return a;
  if (sizes.size() < a.sizes().size())
    fail(ErrorKind::RuntimeError, "expand: the number of sizes provided (" + std::to_string(sizes.size()) +
                                      ") must be greater or equal to the number of dimensions in the tensor (" +
                                      std::to_string(a.dim()) + ")");
  size_t off = sizes.size() - a.sizes().size();
  Shape s(sizes.size()), st(sizes.size());
  for (size_t i = 0; i < sizes.size(); ++i) {
    if (i < off) {
      if (sizes[i] < 0) fail(ErrorKind::RuntimeError, "expand: -1 not allowed in a leading, non-existing dimension");
      s[i] = sizes[i];
      st[i] = 0;
      continue;
    }
    int64_t have = a.sizes()[i - off];
    int64_t want = sizes[i] == -1 ? have : sizes[i];
    if (have == want) {
      s[i] = have;
      st[i] = a.strides()[i - off];
    } else if (have == 1) {
      s[i] = want;
      st[i] = 0;
    } else {
      fail(ErrorKind::RuntimeError, "The expanded size of the tensor (" + std::to_string(want) +
                                        ") must match the existing size (" + std::to_string(have) +
                                        ") at non-singleton dimension " + std::to_string(i) +
                                        ".  Target sizes: " + shape_str(sizes) + ".  Tensor sizes: " +
                                        shape_str(a.sizes()));
    }
  }
  return view_record(OpId::expand, a, make_view_of(a, s, st, a.storage_offset()));
}

Tensor broadcast_to(const Tensor& a, const Shape& sizes) { return expand(a, sizes); }

Tensor select(const Tensor& a, int64_t dim, int64_t index) {
  if (a.dim() == 0) fail(ErrorKind::IndexError, "select() cannot be applied to a 0-dim tensor.");
  dim = wrap_dim(dim, a.dim(), "select");
  int64_t n = a.size(dim);
  if (index < -n || index >= n)
    fail(ErrorKind::IndexError, "index " + std::to_string(index) + " is out of bounds for dimension " +
                                    std::to_string(dim) + " with size " + std::to_string(n));
  if (index < 0) index += n;
  Shape s = a.sizes(), st = a.strides();
  int64_t off = a.storage_offset() + index * st[dim];
  s.erase(s.begin() + dim);
  st.erase(st.begin() + dim);
  return view_record(OpId::select, a, make_view_of(a, s, st, off), {dim, index});
}

Tensor slice(const Tensor& a, int64_t dim, std::optional<int64_t> start0, std::optional<int64_t> end0, int64_t step) {
  if (step <= 0) fail(ErrorKind::ValueError, "slice step must be positive");
  dim = wrap_dim(dim, a.dim(), "slice");
  int64_t n = a.size(dim);
  int64_t start = start0.value_or(0), end = end0.value_or(n);
  if (start < 0) start += n;
  if (end < 0) end += n;
  start = std::clamp<int64_t>(start, 0, n);
  end = std::clamp<int64_t>(end, start, n);
  int64_t len = (end - start + step - 1) / step;
  Shape s = a.sizes(), st = a.strides();
  int64_t off = a.storage_offset() + start * st[dim];
  s[dim] = len;
  st[dim] *= step;
  return view_record(OpId::slice, a, make_view_of(a, s, st, off), {dim, start, step});
}

Tensor narrow(const Tensor& a, int64_t dim, int64_t start, int64_t length) {
  int64_t n = a.size(dim);
  if (start < 0) start += n;
  if (start < 0 || length < 0 || start + length > n)
    fail(ErrorKind::IndexError, "narrow: start (" + std::to_string(start) + ") + length (" +
                                    std::to_string(length) + ") exceeds dimension size (" + std::to_string(n) + ").");
  return slice(a, dim, start, start + length, 1);
}

Tensor as_strided(const Tensor& a, const Shape& sizes, const Shape& strides, std::optional<int64_t> off) {
  Tensor out = make_view(a, sizes, strides, off.value_or(a.storage_offset()));
  mark_view(out, a);
  if (auto n = record(OpId::as_strided, {a}, out)) {  // the ints as_strided_backward reads
    for (const Tensor* t : std::initializer_list<const Tensor*>{&a, &out}) {
      n->ints.push_back(t->dim());
      n->ints.insert(n->ints.end(), t->sizes().begin(), t->sizes().end());
      n->ints.insert(n->ints.end(), t->strides().begin(), t->strides().end());
      n->ints.push_back(t->storage_offset());
    }
  }
  return out;
}

Tensor contiguous(const Tensor& a) { return a.is_contiguous() ? a : clone(a); }

Tensor clone(const Tensor& a) {
  Tensor out = empty(a.sizes(), a.dtype());
  {
    autograd::NoGradGuard g;
    copy_(out, a);
  }
  record(OpId::clone, {a}, out);
  return out;
}

Tensor detach(const Tensor& a) { return autograd::alias_without_grad(a); }

Tensor to(const Tensor& a, ScalarType dtype) {
  if (a.dtype() == dtype) return a;
  Tensor out = empty(a.sizes(), dtype);
  {
    autograd::NoGradGuard g;
    copy_(out, a);
  }
  if (is_floating(dtype)) record(OpId::to_dtype, {a}, out);
  return out;
}

Tensor to(const Tensor& a, Device device) {
  check_device_available(device, "to");
  return a;
}

Tensor cat(const std::vector<Tensor>& ts, int64_t dim) {
  if (ts.empty()) fail(ErrorKind::RuntimeError, "torch.cat(): expected a non-empty list of Tensors");
  const Tensor& ref = ts[0];
  if (ref.dim() == 0) fail(ErrorKind::RuntimeError, "zero-dimensional tensor (at position 0) cannot be concatenated");
  dim = wrap_dim(dim, ref.dim(), "cat");
  ScalarType dt = ref.dtype();
  Shape s = ref.sizes();
  int64_t total = 0;
  for (size_t i = 0; i < ts.size(); ++i) {
    const Tensor& t = ts[i];
    if (t.dim() != ref.dim())
      fail(ErrorKind::RuntimeError, "cat: Tensors must have same number of dimensions: got " +
                                        std::to_string(ref.dim()) + " and " + std::to_string(t.dim()));
    for (int64_t d = 0; d < ref.dim(); ++d)
      if (d != dim && t.size(d) != ref.size(d))
        fail(ErrorKind::RuntimeError, "cat: Sizes of tensors must match except in dimension " + std::to_string(dim) +
                                          ". Expected size " + std::to_string(ref.size(d)) + " but got size " +
                                          std::to_string(t.size(d)) + " for tensor number " + std::to_string(i) +
                                          " in the list.");
    dt = promote_types(dt, t.dtype());
    total += t.size(dim);
  }
  s[dim] = total;
  Tensor out = empty(s, dt);
  std::vector<int64_t> lens;
  {
    autograd::NoGradGuard g;
    int64_t at = 0;
    for (const Tensor& t : ts) {
      Tensor dst = narrow(out, dim, at, t.size(dim));
      copy_(dst, t);
      at += t.size(dim);
      lens.push_back(t.size(dim));
    }
  }
  if (auto n = record(OpId::cat, ts, out)) {
    n->ints = lens;
    n->ints.push_back(dim);
  }
  return out;
}

Tensor stack(const std::vector<Tensor>& ts, int64_t dim) {
  if (ts.empty()) fail(ErrorKind::RuntimeError, "stack expects a non-empty TensorList");
  for (size_t i = 1; i < ts.size(); ++i)
    if (ts[i].sizes() != ts[0].sizes())
      fail(ErrorKind::RuntimeError, "stack expects each tensor to be equal size, but got " + shape_str(ts[0].sizes()) +
                                        " at entry 0 and " + shape_str(ts[i].sizes()) + " at entry " + std::to_string(i));
  dim = wrap_dim(dim, ts[0].dim() + 1, "stack");
  std::vector<Tensor> us;
  for (const Tensor& t : ts) us.push_back(unsqueeze(t, dim));
  return cat(us, dim);
}

namespace {
std::vector<Tensor> mark_multi_output(std::vector<Tensor> out, const char* grad_fn_name);
std::vector<Tensor> split_views(const Tensor& a, const std::vector<int64_t>& sizes, int64_t dim);
}  // namespace

std::vector<Tensor> split(const Tensor& a, int64_t size, int64_t dim) {
  if (size <= 0) fail(ErrorKind::ValueError, "split expects split_size be positive");
  dim = wrap_dim(dim, a.dim(), "split");
  std::vector<int64_t> sizes;
  for (int64_t at = 0, n = a.size(dim); at < n || (n == 0 && sizes.empty()); at += size) sizes.push_back(std::min(size, n - at));
  return mark_multi_output(split_views(a, sizes, dim), "SplitBackward0");
}

namespace {
// The outputs of split/chunk: views that in-place ops may not rebase (torch's
// CreationMeta::MULTI_OUTPUT_NODE; Note [Views and in-place ops]).
std::vector<Tensor> mark_multi_output(std::vector<Tensor> out, const char* grad_fn_name) {
  if (!autograd::is_grad_enabled()) return out;
  for (size_t i = 0; i < out.size(); ++i) {
    TensorImpl* v = out[i].impl();
    v->view_creation = TensorImpl::ViewCreation::MultiOutput;
    v->view_output = static_cast<uint32_t>(i);
    v->view_op_name = grad_fn_name;
  }
  return out;
}

std::vector<Tensor> split_views(const Tensor& a, const std::vector<int64_t>& sizes, int64_t dim) {
  dim = wrap_dim(dim, a.dim(), "split_with_sizes");
  int64_t sum = std::accumulate(sizes.begin(), sizes.end(), int64_t(0));
  if (sum != a.size(dim))
    fail(ErrorKind::RuntimeError, "split_with_sizes expects split_sizes to sum exactly to " + std::to_string(a.size(dim)) +
                                      " (input tensor's size at dimension " + std::to_string(dim) + "), but got split_sizes=" +
                                      shape_str(sizes));
  std::vector<Tensor> out;
  int64_t at = 0;
  for (int64_t s : sizes) {
    out.push_back(narrow(a, dim, at, s));
    at += s;
  }
  return out;
}
}  // namespace

std::vector<Tensor> split_with_sizes(const Tensor& a, const std::vector<int64_t>& sizes, int64_t dim) {
  return mark_multi_output(split_views(a, sizes, dim), "SplitWithSizesBackward0");
}

std::vector<Tensor> chunk(const Tensor& a, int64_t chunks, int64_t dim) {
  if (chunks <= 0) fail(ErrorKind::RuntimeError, "chunk expects `chunks` to be greater than 0, got: " + std::to_string(chunks));
  int64_t n = a.size(dim);
  return split(a, std::max<int64_t>(1, (n + chunks - 1) / chunks), dim);
}

}  // namespace tp::tensor
