// Autograd through in-place ops and views: the checks an in-place op makes, the one path
// every recorded in-place op takes, and the grad_fn of a view whose base changed.
//
// Note [Views and in-place ops]
// A view (the result of view/reshape-as-view/flatten/squeeze/unsqueeze/permute/transpose/
// t/T/mT/expand/select/slice/narrow/split/chunk/basic indexing/as_strided, or a view of
// one) records its root base (TensorImpl::view_base, never itself a view), the storage
// version when its grad_fn was set (view_version) and how it was made (view_creation:
// normally, in no_grad mode, or as one output of a multi-output op). Views of views point
// at the root, and the view's own sizes/strides/offset say where it lies in the storage,
// so as_strided can always regenerate it from the base. detach()/.data and saved-tensor
// aliases share storage but are not views.
//
// An in-place op on `self` (add_, sub_, mul_, div_, fill_, zero_, copy_, clamp_, relu_,
// uniform_, normal_, addcmul_, addcdiv_, lerp_, the augmented operators, item/slice/mask
// assignment) works as PyTorch's:
// 1. check_inplace: an expanded (internally overlapping) self raises; when grad mode is on
//    and an input requires grad, a view made in no_grad mode or by a multi-output op, a
//    view of a leaf requiring grad, and a leaf requiring grad raise torch's RuntimeErrors.
// 2. When nothing needs recording (grad mode off, or no input requires grad) the op writes
//    in place and bumps the version: the path optimisers take, unchanged by this Note.
// 3. Otherwise inplace_with_history: the new value r = f(old self) is computed out of place
//    WITH autograd, from an alias of self that carries self's history (so the op's node
//    has an edge to the old history, and saving that alias saves a copy: the data is about
//    to change); then r is copied into self's memory (version bump) and rebase_history
//    makes r's grad_fn the producer of self's new value:
//    - self not a view: self.grad_fn = r.grad_fn;
//    - self a view: the base's grad_fn becomes CopySlices(old base history, r.grad_fn):
//      backward routes the base gradient's view region to r's node and the rest to the old
//      base history. r's node already reaches the old base through the view's old grad_fn,
//      so the region's old value gets its gradient the usual way: the gradient is exact
//      for every op without per-op rules.
// 4. Every view of the storage is now stale (its view_version differs from the storage
//    version): Tensor::grad_fn()/requires_grad() regenerate its grad_fn as
//    AsStridedBackward0 on the base's current history (refresh_view_grad_fn), as torch
//    does lazily; that is how the modified view itself and its siblings see the change.
//    Views made in no_grad mode are not regenerated (torch raises there; docs/ml.md).
// Saved tensors keep their own version check (Note [Saved tensor versions]): a tensor an
// earlier node saved and an in-place op then changed raises at backward.
#pragma once

#include <functional>

#include "autograd/node.h"

namespace tp::autograd {

// Gives a stale view (its storage changed since its grad_fn was set) its grad_fn on the
// base's current history. Called by Tensor::grad_fn()/requires_grad() only.
void refresh_view_grad_fn(TensorImpl* view);

// The checks before an in-place op writes `self` (step 1 of the Note). any_requires_grad:
// whether self or another input requires grad (torch checks only then). check_overlap:
// false for fill_/zero_/index_put_ when not recording (torch lets them write expanded
// tensors then).
void check_inplace(const Tensor& self, bool any_requires_grad, bool check_overlap = true);

// Step 3 of the Note: self = f(alias of self) with history. f must return a tensor of
// self's sizes (RuntimeError "output with shape ... doesn't match the broadcast shape"
// otherwise) whose dtype can be stored in self. Returns self.
Tensor& inplace_with_history(Tensor& self, const std::function<Tensor(const Tensor&)>& f);

// A tensor over self's storage and geometry carrying self's autograd history (an input
// whose edge leads where self's would), with its own identity for CloneOnSaveGuard.
Tensor history_alias(const Tensor& self);

// Makes fn the producer of self's new value (self's data already written): self's own
// grad_fn, or through CopySlices its base's (step 3 of the Note).
void rebase_history(const Tensor& self, Ref<Node> fn);

// The derivative rules of the as_strided and copy_slices nodes (derivatives.cpp).
std::vector<Tensor> as_strided_backward(Node& n, const Tensor& g);
std::vector<Tensor> copy_slices_backward(Node& n, const Tensor& g);

}  // namespace tp::autograd
