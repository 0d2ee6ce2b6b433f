// Python subscripts on tensors: index (a[...] read) and index_put_ (a[...] = v), with
// NumPy/PyTorch advanced-indexing rules, plus index_select.
//
// Note [Advanced indexing]
// Basic items (ints, slices, None, Ellipsis) become a view first. Index tensors (bool
// masks become their nonzero positions, one int64 tensor per mask dim) broadcast to a
// common shape B. The result has B in place of the indexed dims when those are adjacent,
// else B first, followed by the remaining dims (as NumPy).
#include "autograd/grad_mode.h"
#include "autograd/view_inplace.h"
#include "autograd/node.h"
#include "tensor/index_internal.h"
#include "tensor/ops.h"
#include "tensor/strided.h"

namespace tp::tensor {

using autograd::record;

namespace detail {

Advanced prepare_index(const Tensor& a, const std::vector<TensorIndex>& items) {
  autograd::NoGradGuard g;
  int64_t consumed = 0, ellipses = 0;
  for (const auto& it : items) {
    if (it.kind == TensorIndex::Kind::Int || it.kind == TensorIndex::Kind::Slice) ++consumed;
    else if (it.kind == TensorIndex::Kind::Tensor)
      consumed += (it.tensor.dtype() == ScalarType::Bool || it.tensor.dtype() == ScalarType::UInt8) ? it.tensor.dim() : 1;
    else if (it.kind == TensorIndex::Kind::Ellipsis) ++ellipses;
  }
  if (ellipses > 1) fail(ErrorKind::IndexError, "an index can only have a single ellipsis ('...')");
  if (consumed > a.dim())
    fail(ErrorKind::IndexError, "too many indices for tensor of dimension " + std::to_string(a.dim()));
  Advanced r;
  Tensor v = a;
  int64_t d = 0;       // current dim in v
  int64_t source = 0;  // the dim of `a` the item indexes (for messages, as PyTorch)
  auto out_of_bounds = [&](int64_t index, int64_t size) {
    fail(ErrorKind::IndexError, "index " + std::to_string(index) + " is out of bounds for dimension " +
                                    std::to_string(source) + " with size " + std::to_string(size));
  };
  for (const auto& it : items) {
    switch (it.kind) {
      case TensorIndex::Kind::Int:
        if (v.dim() > d && (it.integer < -v.size(d) || it.integer >= v.size(d))) out_of_bounds(it.integer, v.size(d));
        v = select(v, d, it.integer);
        ++source;
        break;
      case TensorIndex::Kind::Slice: v = slice(v, d, it.start, it.stop, it.step); ++d; ++source; break;
      case TensorIndex::Kind::None: v = unsqueeze(v, d); ++d; break;
      case TensorIndex::Kind::Ellipsis: d += a.dim() - consumed; source += a.dim() - consumed; break;
      case TensorIndex::Kind::Tensor: {
        const Tensor& t = it.tensor;
        source += (t.dtype() == ScalarType::Bool || t.dtype() == ScalarType::UInt8) ? t.dim() : 1;
        if (t.dtype() == ScalarType::Bool || t.dtype() == ScalarType::UInt8) {
          for (int64_t k = 0; k < t.dim(); ++k)
            if (t.size(k) != v.size(d + k))
              fail(ErrorKind::IndexError, "The shape of the mask " + shape_str(t.sizes()) + " at index " +
                                              std::to_string(k) + " does not match the shape of the indexed tensor " +
                                              shape_str(v.sizes()) + " at index " + std::to_string(d + k));
          // nonzero positions, one int64 tensor per mask dim
          std::vector<std::vector<int64_t>> pos(std::max<int64_t>(t.dim(), 1));
          Tensor tb = contiguous(t);
          int64_t n = tb.numel();
          for (int64_t lin = 0; lin < n; ++lin) {
            if (!tb.scalar_at(lin).to<bool>()) continue;
            int64_t rem = lin;
            for (int64_t k = t.dim() - 1; k >= 0; --k) {
              pos[k].push_back(rem % t.size(k));
              rem /= t.size(k);
            }
          }
          if (t.dim() == 0) {  // a[True]: unsqueeze and take index 0 (or nothing)
            v = unsqueeze(v, d);
            r.dims.push_back(d);
            r.indices.push_back(from_vector(std::vector<int64_t>(tb.scalar_at(0).to<bool>() ? 1 : 0, 0),
                                            {tb.scalar_at(0).to<bool>() ? 1 : 0}));
            ++d;
            break;
          }
          for (int64_t k = 0; k < t.dim(); ++k) {
            r.dims.push_back(d + k);
            r.indices.push_back(from_vector(pos[k], {static_cast<int64_t>(pos[k].size())}));
          }
          d += t.dim();
        } else if (is_integral(t.dtype(), false)) {
          int64_t size = v.size(d);
          Tensor ti = contiguous(to(t, ScalarType::Int64));
          const int64_t* pv = ti.data<int64_t>();
          const int64_t nv = ti.numel();
          bool negative = false;
          for (int64_t i = 0; i < nv; ++i) {
            const int64_t x = pv[i];
            if (x < -size || x >= size) {
              --source;  // this item's own dim
              out_of_bounds(x, size);
            }
            negative |= x < 0;
          }
          if (negative) {
            std::vector<int64_t> vals(pv, pv + nv);
            for (int64_t& x : vals) x = x < 0 ? x + size : x;
            ti = from_vector(vals, t.sizes());
          }
          r.dims.push_back(d);
          r.indices.push_back(contiguous(ti));
          ++d;
        } else {
          fail(ErrorKind::IndexError, "tensors used as indices must be long, int, byte or bool tensors");
        }
        break;
      }
    }
  }
  r.view = v;
  if (r.indices.empty()) return r;
  Shape b = r.indices[0].sizes();
  for (const Tensor& t : r.indices) b = broadcast_shapes(b, t.sizes());
  for (Tensor& t : r.indices) t = contiguous(expand(t, b));
  r.batch = b;
  r.adjacent = true;
  for (size_t i = 1; i < r.dims.size(); ++i) r.adjacent &= r.dims[i] == r.dims[i - 1] + 1;
  for (int64_t k = 0; k < v.dim(); ++k)
    if (std::find(r.dims.begin(), r.dims.end(), k) == r.dims.end()) r.rest.push_back(k);
  return r;
}

// Calls f(batch position, storage offset of the rest-subtensor) for every index position.
template <class F>
static void for_each_position(const Advanced& r, F f) {
  int64_t nb = shape_numel(r.batch);
  std::vector<const int64_t*> ptrs;
  for (const Tensor& t : r.indices) ptrs.push_back(t.data<int64_t>());
  for (int64_t b = 0; b < nb; ++b) {
    int64_t off = r.view.storage_offset();
    for (size_t i = 0; i < r.dims.size(); ++i) off += ptrs[i][b] * r.view.strides()[r.dims[i]];
    f(b, off);
  }
}

Shape rest_sizes(const Advanced& r, Shape* strides) {
  Shape s;
  for (int64_t k : r.rest) {
    s.push_back(r.view.size(k));
    if (strides) strides->push_back(r.view.stride(k));
  }
  return s;
}

// Permutation taking a [B..., rest...] tensor to the result layout (B at the first indexed
// dim when the indexed dims are adjacent).
std::vector<int64_t> result_perm(const Advanced& r) {
  const int64_t nb = static_cast<int64_t>(r.batch.size()), nr = static_cast<int64_t>(r.rest.size());
  std::vector<int64_t> perm;
  int64_t before = 0;
  if (r.adjacent)
    for (int64_t k : r.rest) before += k < r.dims[0];
  for (int64_t i = 0; i < before; ++i) perm.push_back(nb + i);
  for (int64_t i = 0; i < nb; ++i) perm.push_back(i);
  for (int64_t i = before; i < nr; ++i) perm.push_back(nb + i);
  return perm;
}

}  // namespace detail

Tensor index(const Tensor& a, const std::vector<TensorIndex>& items) {
  detail::Advanced r = detail::prepare_index(a, items);
  if (r.indices.empty()) {
    if (r.view.is_same(a)) return a;  // a[...]
    // prepare_index ran in no_grad mode: track the view for the caller's mode instead.
    r.view.impl()->view_creation = TensorImpl::ViewCreation::Default;
    mark_view(r.view, a);
    if (!a.requires_grad() || !autograd::is_grad_enabled()) return r.view;
    // Rebuild the view with autograd (prepare_index ran without it).
    Tensor out = autograd::alias_without_grad(r.view);
    mark_view(out, a);
    if (auto n = record(OpId::index, {a}, out)) detail::save_items(*n, items);
    return out;
  }
  Shape rst;
  Shape rs = detail::rest_sizes(r, &rst);
  Shape out_shape = r.batch;
  out_shape.insert(out_shape.end(), rs.begin(), rs.end());
  Tensor flat = empty(out_shape, a.dtype());
  const int64_t inner = shape_numel(rs);
  Shape cst = contiguous_strides(rs);
  TP_DISPATCH_ALL(a.dtype(), "index", [&] {
    const scalar_t* base = static_cast<const scalar_t*>(a.storage()->data());
    scalar_t* o = static_cast<scalar_t*>(flat.data_ptr());
    if (rst == cst) {  // each indexed row is contiguous in a: a straight copy per row
      detail::for_each_position(r, [&](int64_t b, int64_t off) {
        std::copy(base + off, base + off + inner, o + b * inner);
      });
      return;
    }
    detail::for_each_position(r, [&](int64_t b, int64_t off) {
      scalar_t* dst = o + b * inner;
      for_each_offset2(rs, rst, cst, [&](int64_t s, int64_t t) { dst[t] = base[off + s]; });
    });
  });
  Tensor out;
  {
    autograd::NoGradGuard g;
    out = contiguous(permute(flat, detail::result_perm(r)));
    out.impl()->view_base = {};  // a copy for its caller, even when the permutation is none
  }
  if (auto n = record(OpId::index, {a}, out)) detail::save_items(*n, items);
  return out;
}

namespace {
// a[items] = value0 (or +=) with advanced indices, a not a view when recording: writes in
// place, then (when recording) records IndexPutBackward0 on a's old history.
Tensor& index_put_advanced(Tensor& a, const std::vector<TensorIndex>& items, const Tensor& value0, bool accumulate) {
  const bool grad = autograd::should_record({&a, &value0});
  Tensor old_grad_input = grad ? autograd::alias_without_grad(a) : Tensor();
  {
    autograd::NoGradGuard g;
    detail::Advanced r = detail::prepare_index(a, items);
    Tensor value = to(value0, a.dtype());
    if (r.indices.empty()) {
      Tensor v = r.view;
      if (accumulate) add_(v, value);
      else copy_(v, value);
    } else {
      Shape rst;
      Shape rs = detail::rest_sizes(r, &rst);
      // value in result layout -> [B..., rest...]
      std::vector<int64_t> perm = detail::result_perm(r), inv(perm.size());
      for (size_t i = 0; i < perm.size(); ++i) inv[perm[i]] = static_cast<int64_t>(i);
      Shape res_shape;
      Shape flat_shape = r.batch;
      flat_shape.insert(flat_shape.end(), rs.begin(), rs.end());
      for (int64_t p : perm) res_shape.push_back(flat_shape[p]);
      Tensor vflat = contiguous(permute(expand(value, res_shape), inv));
      const int64_t inner = shape_numel(rs);
      Shape cst = contiguous_strides(rs);
      TP_DISPATCH_ALL(a.dtype(), "index_put_", [&] {
        scalar_t* base = static_cast<scalar_t*>(a.storage()->data());
        const scalar_t* src = static_cast<const scalar_t*>(vflat.data_ptr());
        if (rst == cst) {  // each target row contiguous in a: one loop per row, no odometer
          detail::for_each_position(r, [&](int64_t b, int64_t off) {
            const scalar_t* s0 = src + b * inner;
            scalar_t* d = base + off;
            if (accumulate)
              for (int64_t t = 0; t < inner; ++t) d[t] = static_cast<scalar_t>(d[t] + s0[t]);
            else
              std::copy(s0, s0 + inner, d);
          });
          return;
        }
        detail::for_each_position(r, [&](int64_t b, int64_t off) {
          const scalar_t* s0 = src + b * inner;
          for_each_offset2(rs, rst, cst, [&](int64_t s, int64_t t) {
            if (accumulate) base[off + s] = static_cast<scalar_t>(base[off + s] + s0[t]);
            else base[off + s] = s0[t];
          });
        });
      });
      a.bump_version();
    }
  }
  if (grad) {
    Tensor shadow = autograd::alias_without_grad(a);
    auto& meta = a.impl()->autograd_meta();
    Ref<autograd::Node> prev = meta.grad_fn;
    // The node's inputs are the old a (through its previous grad_fn) and the value.
    Tensor old = old_grad_input;
    if (prev || a.requires_grad()) {
      old.impl()->autograd_meta().requires_grad = true;
      old.impl()->autograd_meta().grad_fn = prev;
    }
    if (auto n = record(OpId::index_put, {old, value0}, a)) {
      detail::save_items(*n, items);
      n->ints.push_back(accumulate);
    }
  }
  return a;
}
}  // namespace

// Basic indices (ints, slices, None, ...) select a view: the assignment is copy_ (add_)
// into it, so autograd sees an in-place op on a view (torch's CopySlices). Advanced
// indices write through index_put_advanced; on a view with history, through
// inplace_with_history (Note [Views and in-place ops]).
Tensor& index_put_(Tensor& a, const std::vector<TensorIndex>& items, const Tensor& value0, bool accumulate) {
  bool advanced = false;
  for (const auto& it : items) advanced |= it.kind == TensorIndex::Kind::Tensor;
  if (!advanced) {
    // a[i] / a[i:j] as torch: select/slice (their grad_fn names appear in its messages)
    Tensor v = items.size() == 1 && items[0].kind == TensorIndex::Kind::Int ? select(a, 0, items[0].integer)
               : items.size() == 1 && items[0].kind == TensorIndex::Kind::Slice
                   ? slice(a, 0, items[0].start, items[0].stop, items[0].step)
                   : index(a, items);
    if (accumulate) add_(v, value0);
    else copy_(v, value0);
    return a;
  }
  const bool grad = autograd::should_record({&a, &value0});
  autograd::check_inplace(a, grad, grad);  // expanded a: torch writes it unless recording
  if (!grad || !a.is_view()) return index_put_advanced(a, items, value0, accumulate);
  return autograd::inplace_with_history(a, [&](const Tensor& old) {
    Tensor c = clone(old);
    index_put_advanced(c, items, value0, accumulate);
    return c;
  });
}

Tensor index_select(const Tensor& a, int64_t dim, const Tensor& idx) {
  if (idx.dim() > 1) fail(ErrorKind::IndexError, "index_select(): Index is supposed to be a vector");
  int64_t nd = std::max<int64_t>(a.dim(), 1);
  if (dim < -nd || dim >= nd) fail(ErrorKind::IndexError, "index_select(): dim out of range");
  if (dim < 0) dim += nd;
  std::vector<TensorIndex> items;
  for (int64_t d = 0; d < dim; ++d) items.push_back(TensorIndex::slice(std::nullopt, std::nullopt));
  items.push_back(TensorIndex::tensor_index(reshape(idx, {-1})));
  return index(a, items);
}

}  // namespace tp::tensor

namespace tp::tensor::detail {

void save_items(autograd::Node& n, const std::vector<TensorIndex>& items) {
  for (const auto& it : items) {
    n.ints.insert(n.ints.end(), {static_cast<int64_t>(it.kind), it.integer, it.start.has_value(), it.start.value_or(0),
                                 it.stop.has_value(), it.stop.value_or(0), it.step});
    if (it.kind == TensorIndex::Kind::Tensor) n.save(it.tensor);
  }
}

std::vector<TensorIndex> load_items(const autograd::Node& n, size_t count) {
  std::vector<TensorIndex> items;
  size_t saved = 0;
  for (size_t i = 0; i < count; ++i) {
    const int64_t* p = n.ints.data() + 7 * i;
    TensorIndex it{static_cast<TensorIndex::Kind>(p[0]), p[1], {}, {}, p[6], {}};
    if (p[2]) it.start = p[3];
    if (p[4]) it.stop = p[5];
    if (it.kind == TensorIndex::Kind::Tensor) it.tensor = n.saved_tensor(saved++);
    items.push_back(it);
  }
  return items;
}

}  // namespace tp::tensor::detail
