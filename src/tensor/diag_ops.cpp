// torch.diag: a 1-D tensor to the square matrix with it on diagonal k, and a matrix to its
// diagonal k as a new 1-D tensor; one op (DiagBackward0) whose rule is the other direction.
#include <algorithm>

#include "autograd/grad_mode.h"
#include "autograd/node.h"
#include "tensor/ops.h"

namespace tp::tensor {

namespace {
// Rows/cols where diagonal k of an r x c matrix starts, and its length (0 when outside).
struct Diagonal {
  int64_t row0, col0, length;
};
Diagonal diagonal_of(int64_t r, int64_t c, int64_t k) {
  const int64_t row0 = std::max<int64_t>(-k, 0), col0 = std::max<int64_t>(k, 0);
  return {row0, col0, std::max<int64_t>(0, std::min(r - row0, c - col0))};
}
}  // namespace

Tensor diag_embed_matrix(const Tensor& v, int64_t k, int64_t rows, int64_t cols) {
  Tensor src = contiguous(v);
  Tensor out = zeros({rows, cols}, v.dtype());
  const Diagonal d = diagonal_of(rows, cols, k);
  TP_DISPATCH_ALL(v.dtype(), "diag", [&] {
    const scalar_t* pv = static_cast<const scalar_t*>(src.data_ptr());
    scalar_t* po = static_cast<scalar_t*>(out.data_ptr());
    for (int64_t i = 0; i < std::min(d.length, src.numel()); ++i) po[(d.row0 + i) * cols + d.col0 + i] = pv[i];
  });
  return out;
}

Tensor diag(const Tensor& a, int64_t k) {
  if (a.dim() != 1 && a.dim() != 2) fail(ErrorKind::RuntimeError, "matrix or a vector expected");
  Tensor out;
  {
    autograd::NoGradGuard no_grad;
    if (a.dim() == 1) {
      const int64_t n = a.numel() + (k < 0 ? -k : k);
      out = diag_embed_matrix(a, k, n, n);
    } else {
      const Diagonal d = diagonal_of(a.size(0), a.size(1), k);
      out = empty({d.length}, a.dtype());
      TP_DISPATCH_ALL(a.dtype(), "diag", [&] {
        const scalar_t* pa = static_cast<const scalar_t*>(a.data_ptr());
        scalar_t* po = static_cast<scalar_t*>(out.data_ptr());
        const int64_t s0 = a.stride(0), s1 = a.stride(1);  // data_ptr() is the first element
        for (int64_t i = 0; i < d.length; ++i) po[i] = pa[(d.row0 + i) * s0 + (d.col0 + i) * s1];
      });
    }
  }
  if (auto n = autograd::record(OpId::diag, {a}, out)) n->ints = {k};
  return out;
}

}  // namespace tp::tensor
