// Note [Views and in-place ops] (view_inplace.h): the checks, the recorded in-place path,
// CopySlices and the regenerated AsStridedBackward0 of stale views, with their derivatives.
#include "autograd/view_inplace.h"

#include <algorithm>

#include "autograd/grad_mode.h"
#include "tensor/ops.h"
#include "tensor/strided.h"

namespace tp::autograd {

using tensor::ErrorKind;
using tensor::fail;
using tensor::OpId;

namespace {

// Where a tensor lies in its storage, as saved in a node's ints: dim, sizes, strides, offset.
struct Geometry {
  Shape sizes, strides;
  int64_t offset = 0;
};

void push_geometry(std::vector<int64_t>& ints, const Tensor& t) {
  ints.push_back(t.dim());
  ints.insert(ints.end(), t.sizes().begin(), t.sizes().end());
  ints.insert(ints.end(), t.strides().begin(), t.strides().end());
  ints.push_back(t.storage_offset());
}

Geometry pop_geometry(const std::vector<int64_t>& ints, size_t& at) {
  Geometry g;
  const auto n = static_cast<size_t>(ints.at(at++));
  g.sizes.assign(ints.begin() + static_cast<int64_t>(at), ints.begin() + static_cast<int64_t>(at + n));
  at += n;
  g.strides.assign(ints.begin() + static_cast<int64_t>(at), ints.begin() + static_cast<int64_t>(at + n));
  at += n;
  g.offset = ints.at(at++);
  return g;
}

// The lowest and highest storage offsets a geometry addresses (lo > hi when empty).
std::pair<int64_t, int64_t> span(const Geometry& g) {
  int64_t lo = g.offset, hi = g.offset;
  for (size_t i = 0; i < g.sizes.size(); ++i) {
    if (g.sizes[i] == 0) return {1, 0};
    if (g.strides[i] >= 0) hi += (g.sizes[i] - 1) * g.strides[i];
    else lo += (g.sizes[i] - 1) * g.strides[i];
  }
  return {lo, hi};
}

// A zero buffer standing for the storage range [lo, hi] of both geometries, and views of it.
struct StorageBuffer {
  Tensor buf;
  int64_t lo = 0;
  StorageBuffer(const Geometry& a, const Geometry& b, tensor::ScalarType dtype) {
    std::pair<int64_t, int64_t> sa = span(a), sb = span(b);
    if (sa.first > sa.second) sa = sb;
    if (sb.first > sb.second) sb = sa;
    lo = std::min(sa.first, sb.first);
    int64_t hi = std::max(sa.second, sb.second);
    if (lo > hi) lo = hi = 0;  // both empty
    buf = tensor::zeros({hi - lo + 1}, dtype);
  }
  Tensor view(const Geometry& g) const { return tensor::make_view(buf, g.sizes, g.strides, g.offset - lo); }
};

// A copy of t that shares nothing with it (clone returns a fresh contiguous tensor).
Tensor fresh_copy(const Tensor& t) { return tensor::clone(t); }

const char* const kMultiOutputSuffix =
    " This view is the output of a function that returns multiple views. Such functions do not allow the "
    "output views to be modified inplace. You should replace the inplace operation by an out-of-place one.";
const char* const kNoGradSuffix =
    " Given that this use case is ambiguous and error-prone, it is forbidden. You can clarify your code by "
    "moving both the view and the inplace either both inside the no_grad block (if you don't want the inplace "
    "to be tracked) or both outside (if you want the inplace to be tracked).";

// torch's message for an in-place op on a view made in no_grad mode or by a multi-output op.
[[noreturn]] void fail_view_rebase(const Tensor& self) {
  const TensorImpl* t = self.impl();
  std::string msg;
  if (const Ref<Node>& fn = self.grad_fn())
    msg = "Output " + std::to_string(t->view_output) + " of " + (t->view_op_name ? t->view_op_name : fn->name()) +
          " is a view and is being modified inplace.";
  else
    msg = "A view was created in no_grad mode and is being modified inplace with grad mode enabled.";
  msg += t->view_creation == TensorImpl::ViewCreation::MultiOutput ? kMultiOutputSuffix : kNoGradSuffix;
  fail(ErrorKind::RuntimeError, msg);
}

bool has_internal_overlap(const Tensor& t) {
  const Shape& sizes = t.sizes();
  const Shape& strides = t.strides();
  for (size_t i = 0; i < sizes.size(); ++i)
    if (strides[i] == 0 && sizes[i] > 1) return true;
  return false;
}

}  // namespace

void refresh_view_grad_fn(TensorImpl* v) {
  v->view_version = v->storage->version();
  tensor::AutogradMeta* m = v->autograd.get();
  const bool had_fn = m && m->grad_fn;
  Tensor base(v->view_base);
  if (!had_fn && !base.requires_grad()) return;
  // torch raises when a view made in no_grad mode is used after its base changed; such a
  // view keeps no history here (docs/ml.md).
  if (v->view_creation == TensorImpl::ViewCreation::NoGradMode) return;
  auto n = tensor::make_ref<Node>(OpId::as_strided);
  n->next_edges.push_back(edge_to(base));
  n->input_sizes.push_back(base.sizes());
  n->input_dtypes.push_back(base.dtype());
  push_geometry(n->ints, base);
  push_geometry(n->ints, Tensor(Ref<TensorImpl>(v)));
  v->autograd_meta().requires_grad = true;
  set_grad_fn(v, std::move(n));
}

void check_inplace(const Tensor& self, bool any_requires_grad, bool check_overlap) {
  if (any_requires_grad && is_grad_enabled()) {  // autograd's checks come first, as torch's
    const TensorImpl* t = self.impl();
    if (t->view_base) {
      if (t->view_creation != TensorImpl::ViewCreation::Default) fail_view_rebase(self);
      if (self.requires_grad() && Tensor(t->view_base).is_leaf())
        fail(ErrorKind::RuntimeError,
             "a view of a leaf Variable that requires grad is being used in an in-place operation.");
    }
    if (self.requires_grad() && self.is_leaf())
      fail(ErrorKind::RuntimeError, "a leaf Variable that requires grad is being used in an in-place operation.");
  }
  if (check_overlap && has_internal_overlap(self))
    fail(ErrorKind::RuntimeError,
         "unsupported operation: more than one element of the written-to tensor refers to a single memory "
         "location. Please clone() the tensor before performing the operation.");
}

Tensor history_alias(const Tensor& self) {
  auto impl = tensor::make_ref<TensorImpl>(self.storage(), self.sizes(), self.strides(), self.storage_offset(),
                                           self.dtype());
  if (self.requires_grad()) {
    Edge e = edge_to(self);
    if (e.node || e.leaf) {
      auto& m = impl->autograd_meta();
      m.requires_grad = true;
      m.grad_fn = e.node;
    }
  }
  return Tensor(std::move(impl));
}

Tensor& inplace_with_history(Tensor& self, const std::function<Tensor(const Tensor&)>& f) {
  Tensor old = history_alias(self);
  Tensor r;
  {
    CloneOnSaveGuard guard(old.impl());
    r = f(old);
  }
  if (r.sizes() != self.sizes())
    fail(ErrorKind::RuntimeError, "output with shape " + tensor::shape_str(self.sizes()) +
                                      " doesn't match the broadcast shape " + tensor::shape_str(r.sizes()));
  Ref<Node> fn;
  if (r.requires_grad()) fn = r.grad_fn() ? r.grad_fn() : make_node(OpId::clone, {r});
  {
    NoGradGuard no_grad;
    tensor::copy_(self, r);
  }
  rebase_history(self, std::move(fn));
  return self;
}

void rebase_history(const Tensor& self, Ref<Node> fn) {
  TensorImpl* t = self.impl();
  if (!t->view_base) {
    auto& m = t->autograd_meta();
    m.requires_grad = static_cast<bool>(fn);
    set_grad_fn(t, std::move(fn));
    return;
  }
  Tensor base(t->view_base);
  auto cs = tensor::make_ref<Node>(OpId::copy_slices);
  cs->next_edges.push_back(edge_to(base));
  cs->next_edges.push_back(Edge{std::move(fn), {}});
  cs->input_sizes = {base.sizes(), self.sizes()};
  cs->input_dtypes = {base.dtype(), self.dtype()};
  push_geometry(cs->ints, base);
  push_geometry(cs->ints, self);
  base.impl()->autograd_meta().requires_grad = true;
  set_grad_fn(base.impl(), std::move(cs));
  // self (and every other view of base) is stale now: its version moved on, so its next
  // grad_fn() regenerates it on top of the CopySlices node.
}

// ---- derivative rules (derivatives.cpp forwards to these) ----

// input (geometry ints[0..]) -> output (geometry after it) over one storage: the output's
// gradient is added at the storage positions it covers, read back at the input's.
std::vector<Tensor> as_strided_backward(Node& n, const Tensor& g) {
  size_t at = 0;
  Geometry in = pop_geometry(n.ints, at), out = pop_geometry(n.ints, at);
  StorageBuffer sb(in, out, g.dtype());
  TP_DISPATCH_FLOAT(g.dtype(), "as_strided_backward", [&] {
    scalar_t* pb = static_cast<scalar_t*>(sb.buf.data_ptr());
    const scalar_t* pg = static_cast<const scalar_t*>(g.data_ptr());
    const int64_t base = out.offset - sb.lo;
    tensor::for_each_offset2(out.sizes, out.strides, g.strides(),
                             [&](int64_t o, int64_t i) { pb[base + o] += pg[i]; });
  });
  return {fresh_copy(sb.view(in))};
}

// base (geometry ints[0..]) whose view region (the geometry after it) was overwritten by the
// value fn computed: the region's gradient goes to fn, the rest to the old base history.
std::vector<Tensor> copy_slices_backward(Node& n, const Tensor& g) {
  size_t at = 0;
  Geometry base = pop_geometry(n.ints, at), view = pop_geometry(n.ints, at);
  StorageBuffer sb(base, view, g.dtype());
  Tensor whole = sb.view(base);
  tensor::copy_(whole, g);
  Tensor region = sb.view(view);
  Tensor g_view = n.needs_input_grad(1) ? fresh_copy(region) : Tensor();
  Tensor g_base;
  if (n.needs_input_grad(0)) {
    tensor::fill_(region, tensor::Scalar(0.0));
    g_base = fresh_copy(whole);
  }
  return {g_base, g_view};
}

}  // namespace tp::autograd
