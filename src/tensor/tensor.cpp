// TensorImpl, the Tensor handle's accessors, element access and the constructors from
// memory (see tensor.h).
#include "tensor/tensor.h"

#include <cstring>
#include <limits>

#include "autograd/engine.h"
#include "autograd/grad_mode.h"
#include "autograd/node.h"
#include "autograd/view_inplace.h"
#include "tensor/strided.h"

namespace tp::tensor {

AutogradMeta::AutogradMeta() = default;
AutogradMeta::~AutogradMeta() = default;

TensorImpl::TensorImpl(Storage s, Shape sz, Shape st, int64_t offset, ScalarType dt)
    : storage(std::move(s)), sizes(std::move(sz)), strides(std::move(st)),
      storage_offset(offset), dtype(dt) {}
TensorImpl::~TensorImpl() {
  if (autograd && autograd->retains_grad && autograd->grad_fn)  // Note [retain_grad]
    std::erase(autograd->grad_fn->retained, this);
}

AutogradMeta& TensorImpl::autograd_meta() {
  if (!autograd) autograd = std::make_unique<AutogradMeta>();
  return *autograd;
}

Shape contiguous_strides(const Shape& sizes) {
  Shape st(sizes.size());
  int64_t s = 1;
  for (size_t i = sizes.size(); i-- > 0;) {
    st[i] = s;
    s *= std::max<int64_t>(sizes[i], 1);
  }
  return st;
}

int64_t shape_numel(const Shape& sizes) {
  int64_t n = 1;
  for (int64_t s : sizes) {
    if (s < 0) fail(ErrorKind::ValueError, "negative dimension in shape " + shape_str(sizes));
    if (s != 0 && n > std::numeric_limits<int64_t>::max() / s)
      fail(ErrorKind::MemoryError, "shape " + shape_str(sizes) + " has too many elements");
    n *= s;
  }
  return n;
}

static int64_t wrap_dim_checked(int64_t d, int64_t ndim) {
  int64_t n = std::max<int64_t>(ndim, 1);
  if (d < -n || d >= n)
    fail(ErrorKind::IndexError, "Dimension out of range (expected to be in range of [" +
                                    std::to_string(-n) + ", " + std::to_string(n - 1) +
                                    "], but got " + std::to_string(d) + ")");
  return d < 0 ? d + n : d;
}

int64_t Tensor::size(int64_t d) const { return impl_->sizes[wrap_dim_checked(d, dim())]; }
int64_t Tensor::stride(int64_t d) const { return impl_->strides[wrap_dim_checked(d, dim())]; }

int64_t Tensor::numel() const {
  int64_t n = 1;
  for (int64_t s : impl_->sizes) n *= s;
  return n;
}

bool Tensor::is_contiguous() const {
  int64_t expected = 1;
  for (size_t i = impl_->sizes.size(); i-- > 0;) {
    if (impl_->sizes[i] == 1) continue;
    if (impl_->sizes[i] == 0) return true;
    if (impl_->strides[i] != expected) return false;
    expected *= impl_->sizes[i];
  }
  return true;
}

void* Tensor::data_ptr() const {
  return static_cast<char*>(impl_->storage->data()) +
         impl_->storage_offset * static_cast<int64_t>(element_size());
}

Scalar Tensor::scalar_at(int64_t linear) const {
  int64_t n = numel();
  if (linear < 0 || linear >= n)
    fail(ErrorKind::IndexError, "index " + std::to_string(linear) + " is out of bounds for " +
                                    std::to_string(n) + " elements");
  int64_t off = 0;
  for (size_t i = impl_->sizes.size(); i-- > 0;) {
    off += (linear % impl_->sizes[i]) * impl_->strides[i];
    linear /= impl_->sizes[i];
  }
  const char* p = static_cast<const char*>(data_ptr()) + off * static_cast<int64_t>(element_size());
  return TP_DISPATCH_ALL(dtype(), "item", [&]() -> Scalar {
    scalar_t v;
    std::memcpy(&v, p, sizeof v);
    if constexpr (std::is_same_v<scalar_t, bool>) return Scalar(v);
    else if constexpr (::tp::tensor::is_float_v<scalar_t>) return Scalar(static_cast<double>(v));
    else return Scalar(static_cast<int64_t>(v));
  });
}

Scalar Tensor::item() const {
  if (numel() != 1)
    fail(ErrorKind::RuntimeError, "a Tensor with " + std::to_string(numel()) +
                                      " elements cannot be converted to Scalar");
  return scalar_at(0);
}

std::vector<double> Tensor::to_double_vector() const {
  std::vector<double> out(static_cast<size_t>(numel()));
  TP_DISPATCH_ALL(dtype(), "to_double_vector", [&] {
    size_t i = 0;
    for_each_offset(sizes(), strides(), [&](int64_t off) {
      out[i++] = static_cast<double>(static_cast<const scalar_t*>(data_ptr())[off]);
    });
  });
  return out;
}

std::vector<int64_t> Tensor::to_int_vector() const {
  std::vector<int64_t> out(static_cast<size_t>(numel()));
  TP_DISPATCH_ALL(dtype(), "to_int_vector", [&] {
    size_t i = 0;
    for_each_offset(sizes(), strides(), [&](int64_t off) {
      out[i++] = static_cast<int64_t>(static_cast<const scalar_t*>(data_ptr())[off]);
    });
  });
  return out;
}

// --- autograd accessors ---

// A view whose storage changed since its grad_fn was set gets a new one first (Note
// [Views and in-place ops]); one pointer test for every other tensor.
bool Tensor::requires_grad() const {
  if (impl_->autograd && impl_->autograd->requires_grad && !impl_->view_base) return true;
  if (!impl_->view_base) return false;
  if (impl_->view_version != version()) autograd::refresh_view_grad_fn(impl_.get());
  if (impl_->autograd && impl_->autograd->requires_grad) return true;
  // A view made under no_grad of a base requiring grad requires grad without a grad_fn, as
  // torch's (its uses send no gradient anywhere; an in-place op on it raises).
  const TensorImpl* base = impl_->view_base.get();
  return base->autograd && base->autograd->requires_grad;
}

Tensor& Tensor::requires_grad_(bool on) {
  if (!is_leaf() && !on)
    fail(ErrorKind::RuntimeError,
         "you can only change requires_grad flags of leaf variables. If you want to use a "
         "computed variable in a subgraph that doesn't require differentiation use "
         "var_no_grad = var.detach().");
  if (on && !is_floating(dtype()))
    fail(ErrorKind::RuntimeError, "only Tensors of floating point dtype can require gradients");
  if (on || impl_->autograd) impl_->autograd_meta().requires_grad = on;
  return *this;
}

Tensor Tensor::grad() const {
  if (!impl_->autograd || !impl_->autograd->grad) return Tensor();
  return Tensor(impl_->autograd->grad);
}

void Tensor::set_grad(const Tensor& g) {
  if (g.defined() && g.sizes() != sizes())
    fail(ErrorKind::RuntimeError, "assigned grad has data of a different size: " +
                                      shape_str(g.sizes()) + " vs " + shape_str(sizes()));
  impl_->autograd_meta().grad = g.impl_ref();
}

const Ref<autograd::Node>& Tensor::grad_fn() const {
  static const Ref<autograd::Node> none;
  if (impl_->view_base && impl_->view_version != version()) autograd::refresh_view_grad_fn(impl_.get());
  return impl_->autograd ? impl_->autograd->grad_fn : none;
}

bool Tensor::is_leaf() const { return !grad_fn(); }

void Tensor::retain_grad() {
  if (!requires_grad())
    fail(ErrorKind::RuntimeError, "can't retain_grad on Tensor that has requires_grad=False");
  if (is_leaf() || retains_grad()) return;
  auto& meta = impl_->autograd_meta();
  meta.retains_grad = true;
  meta.grad_fn->retained.push_back(impl_.get());  // Note [retain_grad]
}

bool Tensor::retains_grad() const { return impl_->autograd && impl_->autograd->retains_grad; }

void Tensor::backward(const Tensor& gradient, bool retain_graph) const {
  autograd::backward({*this}, gradient.defined() ? std::vector<Tensor>{gradient} : std::vector<Tensor>{},
                     retain_graph);
}

// --- constructors ---

Tensor empty(const Shape& sizes, ScalarType dtype, Device device) {
  check_device_available(device, "empty");
  int64_t n = shape_numel(sizes);
  size_t es = tensor::element_size(dtype);
  if (n > static_cast<int64_t>(CachingCpuAllocator::kMaxAllocationBytes / es))
    fail(ErrorKind::MemoryError, "cannot allocate a tensor of shape " + shape_str(sizes));
  auto storage = make_ref<StorageImpl>(static_cast<size_t>(n) * es);
  return Tensor(make_ref<TensorImpl>(std::move(storage), sizes, contiguous_strides(sizes), 0, dtype));
}

Tensor from_buffer(const void* data, const Shape& sizes, ScalarType dtype) {
  Tensor t = empty(sizes, dtype);
  if (t.nbytes()) std::memcpy(t.data_ptr(), data, t.nbytes());
  return t;
}

Tensor from_vector(const std::vector<float>& v, const Shape& s) {
  if (static_cast<int64_t>(v.size()) != shape_numel(s))
    fail(ErrorKind::ValueError, "from_vector: " + std::to_string(v.size()) +
                                    " values for shape " + shape_str(s));
  return from_buffer(v.data(), s, ScalarType::Float32);
}
Tensor from_vector(const std::vector<double>& v, const Shape& s) {
  if (static_cast<int64_t>(v.size()) != shape_numel(s))
    fail(ErrorKind::ValueError, "from_vector: " + std::to_string(v.size()) +
                                    " values for shape " + shape_str(s));
  return from_buffer(v.data(), s, ScalarType::Float64);
}
Tensor from_vector(const std::vector<int64_t>& v, const Shape& s) {
  if (static_cast<int64_t>(v.size()) != shape_numel(s))
    fail(ErrorKind::ValueError, "from_vector: " + std::to_string(v.size()) +
                                    " values for shape " + shape_str(s));
  return from_buffer(v.data(), s, ScalarType::Int64);
}

Tensor from_blob(void* data, const Shape& sizes, ScalarType dtype, std::function<void(void*)> deleter) {
  size_t n = static_cast<size_t>(shape_numel(sizes)) * tensor::element_size(dtype);
  auto storage = make_ref<StorageImpl>(data, n, std::move(deleter));
  return Tensor(make_ref<TensorImpl>(std::move(storage), sizes, contiguous_strides(sizes), 0, dtype));
}

Tensor scalar_tensor(const Scalar& s, std::optional<ScalarType> dtype) {
  ScalarType dt = dtype ? *dtype : s.default_dtype();
  Tensor t = empty({}, dt);
  TP_DISPATCH_ALL(dt, "scalar_tensor", [&] { *static_cast<scalar_t*>(t.data_ptr()) = s.to<scalar_t>(); });
  return t;
}

Tensor wrapped_scalar_tensor(const Scalar& s) {
  Tensor t = scalar_tensor(s, s.is_floating() ? ScalarType::Float64 : s.default_dtype());
  t.impl()->wrapped_number = true;
  return t;
}

Tensor make_view(const Tensor& t, const Shape& sizes, const Shape& strides, int64_t offset) {
  if (sizes.size() != strides.size())
    fail(ErrorKind::RuntimeError, "as_strided: sizes and strides differ in length");
  int64_t lo = offset, hi = offset;
  bool empty_view = false;
  for (size_t i = 0; i < sizes.size(); ++i) {
    if (sizes[i] < 0) fail(ErrorKind::RuntimeError, "as_strided: negative size");
    if (sizes[i] == 0) empty_view = true;
    else if (strides[i] >= 0) hi += (sizes[i] - 1) * strides[i];
    else lo += (sizes[i] - 1) * strides[i];
  }
  int64_t cap = static_cast<int64_t>(t.storage()->nbytes() / t.element_size());
  if (!empty_view && (lo < 0 || hi >= cap))
    fail(ErrorKind::RuntimeError, "as_strided: view of size " + shape_str(sizes) +
                                      " reaches outside a storage of " + std::to_string(cap) +
                                      " elements");
  return Tensor(make_ref<TensorImpl>(t.storage(), sizes, strides, offset, t.dtype()));
}

void mark_view(const Tensor& view, const Tensor& of) {
  TensorImpl* v = view.impl();
  TensorImpl* o = of.impl();
  v->view_base = o->view_base ? o->view_base : of.impl_ref();
  v->view_version = view.version();
  // Made in no_grad mode, or a view of a view made in no_grad mode or by a multi-output
  // op: the creation kind propagates as torch's.
  if (!autograd::is_grad_enabled()) {
    v->view_creation = TensorImpl::ViewCreation::NoGradMode;
  } else if (o->view_base && o->view_creation != TensorImpl::ViewCreation::Default) {
    v->view_creation = o->view_creation;  // named after its own grad_fn, output 0
  }
}

}  // namespace tp::tensor
