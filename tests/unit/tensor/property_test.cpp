// Randomised property test: random shapes, strides (permuted, sliced, expanded views) and
// dtypes through broadcasting binary ops, reductions and indexing, each compared with an
// obviously correct reference written here over logical (row-major) element values. A
// fixed seed per iteration: a failure prints it, and the case replays.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "tensor/ops.h"

using namespace tp::tensor;

namespace {

struct Rng {
  std::mt19937_64 g;
  explicit Rng(uint64_t s) : g(s) {}
  int64_t uniform(int64_t lo, int64_t hi) { return std::uniform_int_distribution<int64_t>(lo, hi)(g); }
  bool coin() { return uniform(0, 1) == 1; }
};

ScalarType random_dtype(Rng& r) {
  const ScalarType ts[] = {ScalarType::Float32, ScalarType::Float64, ScalarType::Int64, ScalarType::Int32};
  return ts[r.uniform(0, 3)];
}

// A tensor with logical sizes `sizes` and random values of `dtype`, laid out as a random
// view: contiguous, permuted, sliced with a step, or expanded from a size-1 dim.
Tensor random_view(Rng& r, const Shape& sizes, ScalarType dtype) {
  Shape base = sizes;
  int kind = static_cast<int>(r.uniform(0, 3));
  const int64_t nd = static_cast<int64_t>(sizes.size());
  int64_t d = nd ? r.uniform(0, nd - 1) : 0;
  if (nd && kind == 2) base[d] = sizes[d] * 2;  // slice every other element
  if (nd && kind == 3) base[d] = 1;             // expand
  Tensor t = to(mul(randn(base, ScalarType::Float64), Scalar(3.0)), dtype);
  if (!nd) return t;
  if (kind == 1 && nd >= 2) {  // materialise a permuted layout, then permute back: same values, strided
    std::vector<int64_t> perm(nd);
    for (int64_t i = 0; i < nd; ++i) perm[i] = nd - 1 - i;
    t = permute(contiguous(permute(t, perm)), perm);
  } else if (kind == 2) {
    t = slice(t, d, 0, std::nullopt, 2);
  } else if (kind == 3) {
    t = expand(t, sizes);
  }
  return t;
}

Shape random_shape(Rng& r, int64_t max_rank = 4) {
  Shape s(static_cast<size_t>(r.uniform(0, max_rank)));
  for (auto& x : s) x = r.uniform(1, 5);
  return s;
}

// Row-major multi-index <-> linear index.
std::vector<int64_t> unravel(int64_t i, const Shape& s) {
  std::vector<int64_t> idx(s.size());
  for (size_t d = s.size(); d-- > 0;) {
    idx[d] = i % s[d];
    i /= s[d];
  }
  return idx;
}
int64_t ravel(const std::vector<int64_t>& idx, const Shape& s) {
  int64_t i = 0;
  for (size_t d = 0; d < s.size(); ++d) i = i * s[d] + idx[d];
  return i;
}
// The element of `v` (sizes s, right-aligned to out's rank) that broadcasts to out index idx.
double bcast_at(const std::vector<double>& v, const Shape& s, const std::vector<int64_t>& idx) {
  std::vector<int64_t> j(s.size());
  const size_t off = idx.size() - s.size();
  for (size_t d = 0; d < s.size(); ++d) j[d] = s[d] == 1 ? 0 : idx[d + off];
  return v[static_cast<size_t>(ravel(j, s))];
}

void expect_values(const Tensor& got, const std::vector<double>& want, const std::string& what) {
  auto g = got.to_double_vector();
  ASSERT_EQ(g.size(), want.size()) << what;
  const double rel = got.dtype() == ScalarType::Float32 ? 2e-6 : 1e-12;
  for (size_t i = 0; i < g.size(); ++i) ASSERT_NEAR(g[i], want[i], rel * (1 + std::abs(want[i]))) << what << " at " << i;
}

}  // namespace

TEST(Property, BroadcastingBinaryOps) {
  for (uint64_t seed = 0; seed < 300; ++seed) {
    Rng r(seed);
    manual_seed(seed);
    Shape out = random_shape(r);
    // Each operand: a suffix of out's dims, some set to 1.
    auto operand_shape = [&] {
      Shape s(out.begin() + r.uniform(0, static_cast<int64_t>(out.size())), out.end());
      for (auto& x : s)
        if (r.uniform(0, 3) == 0) x = 1;
      return s;
    };
    Shape sa = operand_shape(), sb = operand_shape();
    Shape want_shape = broadcast_shapes(sa, sb);
    ScalarType ta = random_dtype(r), tb = r.coin() ? ta : random_dtype(r);
    Tensor a = random_view(r, sa, ta), b = random_view(r, sb, tb);
    auto av = a.to_double_vector(), bv = b.to_double_vector();
    const int op = static_cast<int>(r.uniform(0, 3));
    Tensor y = op == 0 ? add(a, b) : op == 1 ? sub(a, b) : op == 2 ? mul(a, b) : maximum(a, b);
    const std::string what = "seed " + std::to_string(seed) + " op " + std::to_string(op) + " " + shape_str(sa) +
                             dtype_name(ta) + " x " + shape_str(sb) + dtype_name(tb);
    ASSERT_EQ(y.sizes(), want_shape) << what;
    ASSERT_EQ(is_floating(y.dtype()), is_floating(ta) || is_floating(tb)) << what;
    const int64_t n = shape_numel(want_shape);
    std::vector<double> want(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) {
      auto idx = unravel(i, want_shape);
      double x = bcast_at(av, sa, idx), z = bcast_at(bv, sb, idx);
      double v = op == 0 ? x + z : op == 1 ? x - z : op == 2 ? x * z : std::max(x, z);
      if (y.dtype() == ScalarType::Float32) v = static_cast<float>(v);
      want[static_cast<size_t>(i)] = v;
    }
    expect_values(y, want, what);
  }
}

TEST(Property, Reductions) {
  for (uint64_t seed = 0; seed < 200; ++seed) {
    Rng r(seed);
    manual_seed(seed + 1000);
    Shape s = random_shape(r);
    if (s.empty()) s = {3};
    ScalarType dt = r.coin() ? ScalarType::Float32 : ScalarType::Float64;
    Tensor a = random_view(r, s, dt);
    auto av = a.to_double_vector();
    std::vector<int64_t> dims;
    for (int64_t d = 0; d < static_cast<int64_t>(s.size()); ++d)
      if (r.coin()) dims.push_back(r.coin() ? d : d - static_cast<int64_t>(s.size()));  // negative dims too
    const bool keep = r.coin(), use_max = r.uniform(0, 2) == 0;
    if (use_max && dims.empty()) dims.push_back(0);
    Tensor y = use_max ? amax(a, dims, keep) : sum(a, dims, keep);
    // Reference: accumulate each element into its reduced position.
    std::vector<bool> reduced(s.size(), dims.empty());
    for (int64_t d : dims) reduced[static_cast<size_t>(d < 0 ? d + static_cast<int64_t>(s.size()) : d)] = true;
    Shape rs;
    for (size_t d = 0; d < s.size(); ++d) rs.push_back(reduced[d] ? 1 : s[d]);
    std::vector<double> want(static_cast<size_t>(shape_numel(rs)), use_max ? -INFINITY : 0.0);
    for (int64_t i = 0; i < shape_numel(s); ++i) {
      auto idx = unravel(i, s);
      for (size_t d = 0; d < s.size(); ++d)
        if (reduced[d]) idx[d] = 0;
      double& w = want[static_cast<size_t>(ravel(idx, rs))];
      w = use_max ? std::max(w, av[static_cast<size_t>(i)]) : w + av[static_cast<size_t>(i)];
    }
    Shape want_shape;
    for (size_t d = 0; d < s.size(); ++d)
      if (!reduced[d] || keep) want_shape.push_back(rs[d]);
    const std::string what = "seed " + std::to_string(seed) + " " + shape_str(s) + (use_max ? " amax" : " sum");
    ASSERT_EQ(y.sizes(), want_shape) << what;
    auto g = y.to_double_vector();
    for (size_t i = 0; i < g.size(); ++i)
      ASSERT_NEAR(g[i], want[i], (dt == ScalarType::Float32 ? 1e-5 : 1e-12) * (1 + std::abs(want[i]) * 10)) << what;
  }
}

TEST(Property, Indexing) {
  for (uint64_t seed = 0; seed < 200; ++seed) {
    Rng r(seed);
    manual_seed(seed + 2000);
    Shape s = random_shape(r, 3);
    if (s.empty()) s = {4};
    Tensor a = random_view(r, s, random_dtype(r));
    auto av = a.to_double_vector();
    const int64_t d = r.uniform(0, static_cast<int64_t>(s.size()) - 1);
    // One of: a slice with step, an integer, or an index tensor (with repeats, negatives) along d.
    std::vector<int64_t> picks;
    std::vector<TensorIndex> items(static_cast<size_t>(d), TensorIndex::slice(std::nullopt, std::nullopt));
    int kind = static_cast<int>(r.uniform(0, 2));
    if (kind == 0) {
      int64_t start = r.uniform(0, s[d] - 1), step = r.uniform(1, 3);
      for (int64_t i = start; i < s[d]; i += step) picks.push_back(i);
      items.push_back(TensorIndex::slice(start, std::nullopt, step));
    } else if (kind == 1) {
      int64_t i = r.uniform(-s[d], s[d] - 1);
      picks.push_back(i < 0 ? i + s[d] : i);
      items.push_back(TensorIndex::integer_index(i));
    } else {
      std::vector<int64_t> raw;
      for (int64_t k = 0, n = r.uniform(1, 5); k < n; ++k) raw.push_back(r.uniform(-s[d], s[d] - 1));
      for (int64_t i : raw) picks.push_back(i < 0 ? i + s[d] : i);
      items.push_back(TensorIndex::tensor_index(from_vector(raw, {static_cast<int64_t>(raw.size())})));
    }
    Tensor y = index(a, items);
    Shape ys = s;
    ys[static_cast<size_t>(d)] = static_cast<int64_t>(picks.size());
    std::vector<double> want;
    for (int64_t i = 0; i < shape_numel(ys); ++i) {
      auto idx = unravel(i, ys);
      idx[static_cast<size_t>(d)] = picks[static_cast<size_t>(idx[static_cast<size_t>(d)])];
      want.push_back(av[static_cast<size_t>(ravel(idx, s))]);
    }
    if (kind == 1) ys.erase(ys.begin() + d);
    const std::string what = "seed " + std::to_string(seed) + " " + shape_str(s) + " dim " + std::to_string(d) +
                             " kind " + std::to_string(kind);
    ASSERT_EQ(y.sizes(), ys) << what;
    EXPECT_EQ(y.to_double_vector(), want) << what;
  }
}
