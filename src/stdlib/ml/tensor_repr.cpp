// repr(tensor) exactly as PyTorch prints it (torch/_tensor_str.py), under the print options
// of ml.set_printoptions / torch.set_printoptions (default: precision 4, threshold 1000,
// edgeitems 3, linewidth 80, sci_mode automatic), with "ml." where torch writes "torch."
// in dtype and Size reprs until `import torch` switches the prefix (Note [Repr namespace]).
// The formatter rules, for the default options:
//   - floats: if every nonzero finite value is an integer ("int mode") they print as "1."
//     (scientific when max/min > 1000 or max > 1e8); otherwise "%.4f", or "%.4e" when
//     max/min > 1000, max > 1e8 or min < 1e-4 (min/max over |nonzero finite| values);
//     all elements are right-aligned to the widest; width counts nonzero finite values only.
//   - ints as "%lld", bools as True/False.
//   - more than 1000 elements: only the first and last 3 along each dim, with "...".
//   - suffixes: dtype= for dtypes other than float32/int64/bool, grad_fn=<...> or
//     requires_grad=True, wrapped at 80 columns as torch's _add_suffixes does.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "autograd/node.h"
#include "objects/str_object.h"
#include "stdlib/ml/ml_internal.h"

namespace tp::stdlib::ml {

using objects::MethodDef;
using objects::parse_args;

namespace {

PrintOptions g_options;

struct Formatter {
  bool floating = false;
  bool is_bool = false;
  bool int_mode = true;
  bool sci_mode = false;
  size_t max_width = 1;

  std::string raw(double v) const {
    char buf[400];
    if (is_bool) return v != 0 ? "True" : "False";
    if (!floating) {
      std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(v));
      return buf;
    }
    if (sci_mode) {
      std::snprintf(buf, sizeof buf, "%.*e", g_options.precision, v);
      return fix_nonfinite(buf, v);
    }
    if (int_mode) {
      std::snprintf(buf, sizeof buf, "%.0f", v);
      std::string s = fix_nonfinite(buf, v);
      if (std::isfinite(v)) s += ".";
      return s;
    }
    std::snprintf(buf, sizeof buf, "%.*f", g_options.precision, v);
    return fix_nonfinite(buf, v);
  }
  static std::string fix_nonfinite(const char* s, double v) {
    if (std::isnan(v)) return "nan";
    if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
    return s;
  }
  std::string format(double v) const {
    std::string s = raw(v);
    if (s.size() < max_width) s.insert(0, max_width - s.size(), ' ');
    return s;
  }
};

// Integer-valued elements are kept exact (int64 beyond 2^53).
struct Elements {
  std::vector<double> values;
  std::vector<int64_t> ints;
};

Formatter make_formatter(ScalarType dtype, const std::vector<double>& vals,
                         const std::vector<int64_t>& ints) {
  Formatter f;
  f.floating = tensor::is_floating(dtype);
  f.is_bool = dtype == ScalarType::Bool;
  if (!f.floating) {
    for (size_t i = 0; i < vals.size(); ++i) {
      size_t w;
      if (f.is_bool) w = vals[i] != 0 ? 4 : 5;
      else w = std::to_string(ints[i]).size();
      f.max_width = std::max(f.max_width, w);
    }
    return f;
  }
  double mn = INFINITY, mx = 0;
  bool any = false;
  for (double v : vals) {
    if (!std::isfinite(v) || v == 0) continue;
    any = true;
    double a = std::fabs(v);
    mn = std::min(mn, a);
    mx = std::max(mx, a);
    if (v != std::ceil(v)) f.int_mode = false;
  }
  if (!any) return f;
  char buf[400];  // %.*e of a double at precision <= 300
  if (f.int_mode) {
    if (mx / mn > 1000.0 || mx > 1.0e8) {
      f.sci_mode = true;
      for (double v : vals) {
        if (!std::isfinite(v) || v == 0) continue;
        f.max_width = std::max(f.max_width, static_cast<size_t>(std::snprintf(buf, sizeof buf, "%.*e", g_options.precision, v)));
      }
    } else {
      for (double v : vals) {
        if (!std::isfinite(v) || v == 0) continue;
        f.max_width = std::max(f.max_width, static_cast<size_t>(std::snprintf(buf, sizeof buf, "%.0f", v)) + 1);
      }
    }
  } else {
    f.sci_mode = mx / mn > 1000.0 || mx > 1.0e8 || mn < 1.0e-4;
    for (double v : vals) {
      if (!std::isfinite(v) || v == 0) continue;
      int n = f.sci_mode ? std::snprintf(buf, sizeof buf, "%.*e", g_options.precision, v)
                         : std::snprintf(buf, sizeof buf, "%.*f", g_options.precision, v);
      f.max_width = std::max(f.max_width, static_cast<size_t>(n));
    }
  }
  if (g_options.sci_mode >= 0) f.sci_mode = g_options.sci_mode == 1;  // widths stay as computed, as torch
  return f;
}

// Elements of t as doubles / int64 in row-major order, only the edges when summarising
// (torch's get_summarized_data).
void summarized_indices(const Tensor& t, size_t dim, int64_t offset, bool summarize,
                        std::vector<int64_t>* out) {
  if (t.dim() == 0) {
    out->push_back(offset);
    return;
  }
  int64_t n = t.sizes()[dim];
  int64_t stride = t.strides()[dim];
  auto visit = [&](int64_t i) {
    if (dim + 1 == t.sizes().size()) out->push_back(offset + i * stride);
    else summarized_indices(t, dim + 1, offset + i * stride, summarize, out);
  };
  if (summarize && n > 2 * g_options.edgeitems) {
    for (int64_t i = 0; i < g_options.edgeitems; ++i) visit(i);
    for (int64_t i = n - g_options.edgeitems; i < n; ++i) visit(i);
  } else {
    for (int64_t i = 0; i < n; ++i) visit(i);
  }
}

template <class T>
void read_elements(const Tensor& t, const std::vector<int64_t>& offsets, std::vector<double>* vals,
                   std::vector<int64_t>* ints) {
  const T* base = static_cast<const T*>(t.data_ptr());
  for (int64_t o : offsets) {
    vals->push_back(static_cast<double>(base[o]));
    if constexpr (!::tp::tensor::is_float_v<T>) ints->push_back(static_cast<int64_t>(base[o]));
    else ints->push_back(0);
  }
}

struct Printer {
  const Tensor& t;
  const Formatter& f;
  bool summarize;

  std::string element(int64_t offset) const {
    return TP_DISPATCH_ALL(t.dtype(), "repr", [&]() -> std::string {
      scalar_t v = static_cast<const scalar_t*>(t.data_ptr())[offset];
      if constexpr (::tp::tensor::is_float_v<scalar_t> || std::is_same_v<scalar_t, bool>) {
        return f.format(static_cast<double>(v));
      } else {
        std::string s = std::to_string(static_cast<long long>(v));
        if (s.size() < f.max_width) s.insert(0, f.max_width - s.size(), ' ');
        return s;
      }
    });
  }

  std::string vector_str(size_t dim, int64_t offset, int indent) const {
    size_t element_length = f.max_width + 2;
    int64_t per_line = std::max<int64_t>(1, (g_options.linewidth - indent) / static_cast<int64_t>(element_length));
    int64_t n = t.sizes()[dim];
    int64_t stride = t.strides()[dim];
    std::vector<std::string> data;
    if (summarize && n > 2 * g_options.edgeitems) {
      for (int64_t i = 0; i < g_options.edgeitems; ++i) data.push_back(element(offset + i * stride));
      data.push_back(" ...");
      for (int64_t i = n - g_options.edgeitems; i < n; ++i) data.push_back(element(offset + i * stride));
    } else {
      for (int64_t i = 0; i < n; ++i) data.push_back(element(offset + i * stride));
    }
    std::string out = "[";
    for (size_t i = 0; i < data.size(); ++i) {
      if (i > 0) {
        if (static_cast<int64_t>(i) % per_line == 0) out += ",\n" + std::string(indent + 1, ' ');
        else out += ", ";
      }
      out += data[i];
    }
    return out + "]";
  }

  std::string str(size_t dim, int64_t offset, int indent) const {
    size_t ndim = t.sizes().size();
    if (ndim == 0) return element(offset);
    if (dim + 1 == ndim) return vector_str(dim, offset, indent);
    int64_t n = t.sizes()[dim];
    int64_t stride = t.strides()[dim];
    std::vector<std::string> slices;
    if (summarize && n > 2 * g_options.edgeitems) {
      for (int64_t i = 0; i < g_options.edgeitems; ++i) slices.push_back(str(dim + 1, offset + i * stride, indent + 1));
      slices.push_back("...");
      for (int64_t i = n - g_options.edgeitems; i < n; ++i) slices.push_back(str(dim + 1, offset + i * stride, indent + 1));
    } else {
      for (int64_t i = 0; i < n; ++i) slices.push_back(str(dim + 1, offset + i * stride, indent + 1));
    }
    std::string sep = "," + std::string(ndim - dim - 1, '\n') + std::string(indent + 1, ' ');
    std::string out = "[";
    for (size_t i = 0; i < slices.size(); ++i) {
      if (i) out += sep;
      out += slices[i];
    }
    return out + "]";
  }
};

std::string add_suffixes(std::string s, const std::vector<std::string>& suffixes, int indent) {
  size_t nl = s.rfind('\n');
  int64_t last_line_len = static_cast<int64_t>(s.size()) - (nl == std::string::npos ? -1 : static_cast<int64_t>(nl)) + 1;
  for (const std::string& suffix : suffixes) {
    int64_t len = static_cast<int64_t>(suffix.size());
    if (last_line_len + len + 2 > g_options.linewidth) {
      s += ",\n" + std::string(indent, ' ') + suffix;
      last_line_len = indent + len;
    } else {
      s += ", " + suffix;
      last_line_len += len + 2;
    }
  }
  return s + ")";
}

}  // namespace

PrintOptions& print_options() { return g_options; }

// ml.set_printoptions(precision=None, threshold=None, edgeitems=None, linewidth=None,
// profile=None, sci_mode=None), as torch.set_printoptions: a profile ("default", "short",
// "full"; any other name changes nothing, as torch) sets all four numbers, the explicit
// arguments then override, and sci_mode is always replaced (None = automatic).
static Value ml_set_printoptions(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"precision", "threshold", "edgeitems", "linewidth", "profile", "sci_mode"};
  Value a[6];
  if (!parse_args(ctx, call, "set_printoptions", kNames, 0, a)) return Value::null();
  auto given = [](Value v) { return !v.is_null() && !v.is_none(); };
  PrintOptions next = g_options;
  if (given(a[4])) {
    if (!objects::is_str(ctx, a[4])) return ctx.raise(ctx.builtins.exc_TypeError, "set_printoptions(): profile must be a str");
    std::string profile = static_cast<StrObject*>(a[4].as_object())->data;
    if (profile == "default") next.precision = 4, next.threshold = 1000, next.edgeitems = 3, next.linewidth = 80;
    else if (profile == "short") next.precision = 2, next.threshold = 1000, next.edgeitems = 2, next.linewidth = 80;
    else if (profile == "full") next.precision = 4, next.threshold = INFINITY, next.edgeitems = 3, next.linewidth = 80;
  }
  if (given(a[0])) {
    auto v = int_arg(ctx, a[0], "precision");
    if (!v) return Value::null();
    if (*v < 0 || *v > 300) return ctx.raise(ctx.builtins.exc_ValueError, "set_printoptions(): precision must be in 0..300, got %lld", static_cast<long long>(*v));
    next.precision = static_cast<int>(*v);
  }
  if (given(a[1])) {
    auto v = float_arg(ctx, a[1], "threshold");
    if (!v) return Value::null();
    next.threshold = *v;
  }
  if (given(a[2])) {
    auto v = int_arg(ctx, a[2], "edgeitems");
    if (!v) return Value::null();
    if (*v < 0) return ctx.raise(ctx.builtins.exc_ValueError, "set_printoptions(): edgeitems must be >= 0");
    next.edgeitems = *v;
  }
  if (given(a[3])) {
    auto v = int_arg(ctx, a[3], "linewidth");
    if (!v) return Value::null();
    next.linewidth = static_cast<int>(std::clamp<int64_t>(*v, 1, 1 << 20));
  }
  next.sci_mode = -1;
  if (given(a[5])) {
    bool on = false;
    if (!bool_arg(ctx, a[5], &on)) return Value::null();
    next.sci_mode = on ? 1 : 0;
  }
  g_options = next;
  return Value::none();
}

// ml._set_repr_namespace(name): the prefix of dtype/Size reprs ("ml" or "torch"; Note
// [Repr namespace]).
static Value ml_set_repr_namespace(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"name"};
  Value a[1];
  if (!parse_args(ctx, call, "_set_repr_namespace", kNames, 1, a)) return Value::null();
  if (!objects::is_str(ctx, a[0])) return ctx.raise(ctx.builtins.exc_TypeError, "_set_repr_namespace(): name must be a str");
  std::string name = static_cast<StrObject*>(a[0].as_object())->data;
  if (name != "ml" && name != "torch") return ctx.raise(ctx.builtins.exc_ValueError, "_set_repr_namespace(): name must be 'ml' or 'torch'");
  g_options.prefix = name;
  return Value::none();
}

static const MethodDef print_functions[] = {
    {"set_printoptions", ml_set_printoptions, "set_printoptions(precision=None, threshold=None, edgeitems=None, linewidth=None, profile=None, sci_mode=None), as torch.set_printoptions"},
    {"_set_repr_namespace", ml_set_repr_namespace, "_set_repr_namespace(name): 'ml' or 'torch' before dtype and Size reprs (import torch sets 'torch')"},
    {}};

void init_print_functions(Context& ctx, ModuleObject* m) { objects::add_functions(ctx, m, print_functions); }

std::string tensor_repr(const Tensor& t) {
  const int indent = 7;  // len("tensor(")
  std::vector<std::string> suffixes;
  std::string body;
  ScalarType dt = t.dtype();
  if (t.numel() == 0) {
    if (t.dim() != 1) {
      std::string size = "size=(";
      for (size_t i = 0; i < t.sizes().size(); ++i) {
        if (i) size += ", ";
        size += std::to_string(t.sizes()[i]);
      }
      if (t.sizes().size() == 1) size += ",";
      suffixes.push_back(size + ")");
    }
    if (dt != ScalarType::Float32) suffixes.push_back("dtype=" + g_options.prefix + "." + tensor::dtype_name(dt));
    body = "[]";
  } else {
    if (dt != ScalarType::Float32 && dt != ScalarType::Int64 && dt != ScalarType::Bool)
      suffixes.push_back("dtype=" + g_options.prefix + "." + tensor::dtype_name(dt));
    bool summarize = static_cast<double>(t.numel()) > g_options.threshold;
    std::vector<int64_t> offsets;
    summarized_indices(t, 0, 0, summarize, &offsets);
    std::vector<double> vals;
    std::vector<int64_t> ints;
    TP_DISPATCH_ALL(dt, "repr", [&] { read_elements<scalar_t>(t, offsets, &vals, &ints); });
    Formatter f = make_formatter(dt, vals, ints);
    Printer p{t, f, summarize};
    body = p.str(0, 0, indent);
  }
  if (t.grad_fn()) suffixes.push_back(std::string("grad_fn=<") + t.grad_fn()->name() + ">");
  else if (t.requires_grad()) suffixes.push_back("requires_grad=True");
  return add_suffixes("tensor(" + body, suffixes, indent);
}

}  // namespace tp::stdlib::ml
