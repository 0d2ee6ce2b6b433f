// TensorImpl (the tensor's metadata: storage, sizes, strides, storage_offset, dtype and
// the optional autograd meta) and Tensor, the handle everyone passes around: one intrusive
// pointer, cheap to copy, null when default-constructed (defined() == false).
//
// INVARIANT: sizes.size() == strides.size(); strides are in elements; every element
// addressed by the view lies inside the storage. A 0-dim tensor has empty sizes and one
// element.
//
// The ops (add, matmul, conv2d, ...) are free functions listed in tensor/ops.h; Tensor
// itself only carries metadata accessors, element access and the autograd entry points.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "tensor/allocator.h"
#include "tensor/device.h"
#include "tensor/dtype.h"
#include "tensor/error.h"
#include "tensor/ref.h"
#include "tensor/storage.h"

namespace tp::autograd {
class Node;
}

namespace tp::tensor {

using Shape = std::vector<int64_t>;
class TensorImpl;

// Autograd state of one tensor; absent (null) for plain tensors that never required grad.
struct AutogradMeta {
  bool requires_grad = false;
  bool retains_grad = false;
  Ref<TensorImpl> grad;              // accumulated gradient (leaves, or retain_grad)
  Ref<autograd::Node> grad_fn;       // the node that produced this tensor (non-leaves)
  AutogradMeta();
  ~AutogradMeta();
};

class TensorImpl : public RefCounted {
 public:
  TensorImpl(Storage storage, Shape sizes, Shape strides, int64_t storage_offset,
             ScalarType dtype);
  ~TensorImpl() override;

  Storage storage;
  Shape sizes;
  Shape strides;
  int64_t storage_offset = 0;
  ScalarType dtype = kDefaultFloat;
  // A 0-dim tensor made from a Python number for an op (Note [Type promotion]).
  bool wrapped_number = false;
  // --- view tracking (Note [Views and in-place ops], src/autograd/view_inplace.h) ---
  // How a view was made: decides whether an in-place op on it may rebase its base.
  enum class ViewCreation : uint8_t { Default, NoGradMode, MultiOutput };
  ViewCreation view_creation = ViewCreation::Default;
  uint32_t view_output = 0;          // MultiOutput: which output of view_op_name
  const char* view_op_name = nullptr;  // MultiOutput: "SplitBackward0", ...
  uint32_t view_version = 0;         // storage version when the view's grad_fn was last set
  // The root base when this tensor is a view made by a view op (never itself a view);
  // null for every other tensor. detach() and saved-tensor aliases are not views.
  Ref<TensorImpl> view_base;
  std::unique_ptr<AutogradMeta> autograd;

  AutogradMeta& autograd_meta();  // creates it on first use

  // From the per-thread small-object pool (Note [Small-object pool], allocator.h).
  static void* operator new(size_t nbytes) { return small_object_allocate(nbytes); }
  static void operator delete(void* p, size_t nbytes) { small_object_free(p, nbytes); }
};

// Row-major (C-contiguous) strides for `sizes`.
Shape contiguous_strides(const Shape& sizes);
// Product of sizes (1 for a 0-dim tensor). ValueError on a negative size, MemoryError on
// overflow.
int64_t shape_numel(const Shape& sizes);

class Tensor {
 public:
  Tensor() = default;
  explicit Tensor(Ref<TensorImpl> impl) : impl_(std::move(impl)) {}

  bool defined() const { return static_cast<bool>(impl_); }
  TensorImpl* impl() const { return impl_.get(); }
  const Ref<TensorImpl>& impl_ref() const { return impl_; }
  bool is_same(const Tensor& o) const { return impl_.get() == o.impl_.get(); }

  // --- metadata -------------------------------------------------------------------
  const Shape& sizes() const { return impl_->sizes; }
  const Shape& shape() const { return impl_->sizes; }
  const Shape& strides() const { return impl_->strides; }
  // size(d) / stride(d) with Python-style negative d. IndexError when out of range.
  int64_t size(int64_t dim) const;
  int64_t stride(int64_t dim) const;
  int64_t dim() const { return static_cast<int64_t>(impl_->sizes.size()); }
  int64_t numel() const;
  int64_t storage_offset() const { return impl_->storage_offset; }
  ScalarType dtype() const { return impl_->dtype; }
  ScalarType scalar_type() const { return impl_->dtype; }
  Device device() const { return impl_->storage->device(); }
  size_t element_size() const { return tensor::element_size(impl_->dtype); }
  size_t nbytes() const { return static_cast<size_t>(numel()) * element_size(); }
  const Storage& storage() const { return impl_->storage; }
  // True when the elements are laid out row-major without gaps (size-1 dims ignored).
  bool is_contiguous() const;

  // --- data -----------------------------------------------------------------------
  // Address of element [0, 0, ...] (storage data + storage_offset elements).
  void* data_ptr() const;
  // Typed data_ptr; TypeError when T does not match dtype().
  template <class T>
  T* data() const {
    if (scalar_type_of<T>() != dtype())
      fail(ErrorKind::TypeError, std::string("data<T>: tensor has dtype ") + dtype_name(dtype()));
    return static_cast<T*>(data_ptr());
  }
  // The value of a one-element tensor (as torch.Tensor.item). RuntimeError otherwise.
  Scalar item() const;
  // The element at logical row-major position `linear_index` (any strides).
  Scalar scalar_at(int64_t linear_index) const;
  // All elements in logical row-major order, converted to double / int64 (tests, tolist).
  std::vector<double> to_double_vector() const;
  std::vector<int64_t> to_int_vector() const;

  // --- autograd -------------------------------------------------------------------
  bool requires_grad() const;
  // Sets requires_grad on a leaf (as torch.Tensor.requires_grad_). RuntimeError on a
  // non-leaf when turning it off, or on a non-floating dtype when turning it on.
  Tensor& requires_grad_(bool on = true);
  Tensor grad() const;  // undefined when none
  void set_grad(const Tensor& g);
  const Ref<autograd::Node>& grad_fn() const;
  bool is_leaf() const;  // no grad_fn
  void retain_grad();
  bool retains_grad() const;
  bool is_view() const { return static_cast<bool>(impl_->view_base); }
  // The view's root base (undefined when not a view), as torch.Tensor._base.
  Tensor view_base() const { return impl_->view_base ? Tensor(impl_->view_base) : Tensor(); }
  // Storage version counter (bumped by in-place ops).
  uint32_t version() const { return impl_->storage->version(); }
  void bump_version() const { impl_->storage->bump_version(); }
  // As torch.Tensor.backward: gradient may be undefined for a one-element tensor.
  void backward(const Tensor& gradient = Tensor(), bool retain_graph = false) const;

 private:
  Ref<TensorImpl> impl_;
};

// --- making tensors from memory (the bindings' entry points) -----------------------

// A new uninitialised contiguous tensor.
Tensor empty(const Shape& sizes, ScalarType dtype = kDefaultFloat, Device device = kCPU);
// A new contiguous tensor holding a copy of `numel(sizes)` elements of `dtype` read from
// `data` (row-major). This is how lists, array.array and CSV buffers become tensors.
Tensor from_buffer(const void* data, const Shape& sizes, ScalarType dtype);
// Copies a std::vector (convenience for C++ code and tests).
Tensor from_vector(const std::vector<float>& v, const Shape& sizes);
Tensor from_vector(const std::vector<double>& v, const Shape& sizes);
Tensor from_vector(const std::vector<int64_t>& v, const Shape& sizes);
// Wraps memory owned by the caller without copying; deleter runs when the storage dies.
Tensor from_blob(void* data, const Shape& sizes, ScalarType dtype,
                 std::function<void(void*)> deleter = {});
// A 0-dim tensor holding `s` with dtype (default: s.default_dtype()).
Tensor scalar_tensor(const Scalar& s, std::optional<ScalarType> dtype = std::nullopt);
// A Python number as an operand (Note [Type promotion]): 0-dim, marked wrapped_number, a
// float kept in float64 so that float64 tensor * 0.11 uses the double 0.11 as torch does
// (promotion still takes the category's default dtype from it, float32).
Tensor wrapped_scalar_tensor(const Scalar& s);
// A new view of t's storage with different geometry (as torch.as_strided); shares the
// version counter. RuntimeError when the view would reach outside the storage. The result
// is not tracked as a view of t (mark_view does that).
Tensor make_view(const Tensor& t, const Shape& sizes, const Shape& strides, int64_t storage_offset);
// Records that `view` (a fresh TensorImpl over of's storage) is a view of `of`: its root
// base, the storage version now, and whether it was made in no_grad mode (Note [Views and
// in-place ops]). Every view op calls it on its result.
void mark_view(const Tensor& view, const Tensor& of);

}  // namespace tp::tensor
