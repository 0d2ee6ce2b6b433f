// repr(tensor) in PyTorch's style (see ops.h).
#include <cmath>
#include <cstdio>

#include "autograd/node.h"
#include "tensor/ops.h"

namespace tp::tensor {

namespace {
std::string format_value(const Scalar& s, ScalarType dt, bool all_int_valued) {
  char buf[64];
  if (dt == ScalarType::Bool) return s.to<bool>() ? "True" : "False";
  if (!is_floating(dt)) return std::to_string(s.to_int());
  double v = s.to_double();
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  if (all_int_valued) {
    std::snprintf(buf, sizeof buf, "%.0f.", v);
    return buf;
  }
  std::snprintf(buf, sizeof buf, "%.4f", v);
  return buf;
}

void emit(const Tensor& t, int64_t dim, int64_t& lin, const std::vector<std::string>& cells, size_t width,
          std::string& out, int indent, bool summarize) {
  if (t.dim() == 0) {
    out += cells[0];
    return;
  }
  out += "[";
  const int64_t n = t.size(dim);
  int64_t stride = 1;
  for (int64_t d = dim + 1; d < t.dim(); ++d) stride *= t.size(d);
  for (int64_t i = 0; i < n; ++i) {
    if (summarize && n > 6 && i == 3) {
      out += dim + 1 == t.dim() ? "..., " : "...,\n" + std::string(indent + dim + 1, ' ');
      i = n - 3;
      lin += (n - 6) * stride;
    }
    if (dim + 1 == t.dim()) {
      std::string c = cells[lin++];
      out += std::string(width - c.size(), ' ') + c;
    } else {
      emit(t, dim + 1, lin, cells, width, out, indent, summarize);
    }
    if (i + 1 < n) out += dim + 1 == t.dim() ? ", " : ",\n" + std::string(t.dim() - dim - 1 > 1 ? 1 : 0, '\n') + std::string(indent + dim + 1, ' ');
  }
  out += "]";
}
}  // namespace

std::string repr(const Tensor& t) {
  if (!t.defined()) return "None";
  std::vector<double> vals = t.to_double_vector();
  bool all_int = true;
  for (double v : vals) all_int &= std::isfinite(v) ? v == std::floor(v) : true;
  std::vector<std::string> cells;
  size_t width = 0;
  for (int64_t i = 0; i < t.numel(); ++i) {
    cells.push_back(format_value(t.scalar_at(i), t.dtype(), all_int));
    width = std::max(width, cells.back().size());
  }
  std::string out = "tensor(";
  int64_t lin = 0;
  if (t.numel() == 0 && t.dim() == 1) out += "[]";
  else emit(t, 0, lin, cells, width, out, 7, t.numel() > 1000);
  if (t.dtype() != kDefaultFloat && t.dtype() != ScalarType::Int64 && t.dtype() != ScalarType::Bool)
    out += std::string(", dtype=torch.") + dtype_name(t.dtype());
  if (t.grad_fn()) out += std::string(", grad_fn=<") + t.grad_fn()->name() + ">";
  else if (t.requires_grad()) out += ", requires_grad=True";
  return out + ")";
}

}  // namespace tp::tensor
