// Tensor basics, dtype promotion, views, elementwise, reductions, indexing, nn forward
// values (hand-computed or from PyTorch 1.13), errors and the caching allocator.
#include <gtest/gtest.h>

#include <cmath>

#include "tensor/ops.h"

using namespace tp::tensor;

static void expect_values(const Tensor& t, const std::vector<double>& want, double tol = 1e-5) {
  auto got = t.to_double_vector();
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], want[i], tol) << "at " << i;
}

TEST(Dtype, PromotionRules) {
  EXPECT_EQ(promote_types(ScalarType::Int64, ScalarType::Float32), ScalarType::Float32);
  EXPECT_EQ(promote_types(ScalarType::UInt8, ScalarType::Int32), ScalarType::Int32);
  EXPECT_EQ(promote_types(ScalarType::Bool, ScalarType::UInt8), ScalarType::UInt8);
  Tensor i = arange(Scalar(int64_t(0)), Scalar(int64_t(3)));
  EXPECT_EQ(mul(i, Scalar(2.5)).dtype(), ScalarType::Float32);          // int tensor * float -> default float
  EXPECT_EQ(mul(ones({2}), Scalar(int64_t(2))).dtype(), ScalarType::Float32);  // float tensor * int stays
  EXPECT_EQ(add(ones({2}, ScalarType::UInt8), Scalar(int64_t(1000))).dtype(), ScalarType::UInt8);
  EXPECT_EQ(add(ones({2}, ScalarType::Int32), scalar_tensor(Scalar(1.0), ScalarType::Float64)).dtype(),
            ScalarType::Float64);
  EXPECT_EQ(div(i, Scalar(int64_t(2))).dtype(), ScalarType::Float32);
  EXPECT_EQ(std::string(dtype_name(ScalarType::Float32)), "float32");
  EXPECT_EQ(*dtype_from_name("int64"), ScalarType::Int64);
}

TEST(Tensor, ViewsShareStorageAndVersion) {
  Tensor a = arange(Scalar(int64_t(0)), Scalar(int64_t(12)), Scalar(int64_t(1)), ScalarType::Float32);
  Tensor b = view(a, {3, 4});
  Tensor c = transpose(b, 0, 1);
  EXPECT_FALSE(c.is_contiguous());
  EXPECT_EQ(c.sizes(), (Shape{4, 3}));
  expect_values(select(c, 0, 1), {1, 5, 9});
  expect_values(slice(b, 1, 1, std::nullopt, 2), {1, 3, 5, 7, 9, 11});
  uint32_t v = a.version();
  Tensor s = select(b, 0, 0);
  fill_(s, Scalar(7.0));
  EXPECT_EQ(a.version(), v + 1);
  EXPECT_EQ(a.scalar_at(3).to_double(), 7.0);
  expect_values(contiguous(c), {7, 4, 8, 7, 5, 9, 7, 6, 10, 7, 7, 11});
}

TEST(Elementwise, BroadcastArithmetic) {
  Tensor a = from_vector(std::vector<float>{1, 2, 3, 4, 5, 6}, {2, 3});
  Tensor b = from_vector(std::vector<float>{10, 20, 30}, {3});
  expect_values(add(a, b), {11, 22, 33, 14, 25, 36});
  expect_values(sub(a, b, Scalar(2.0)), {-19, -38, -57, -16, -35, -54});
  expect_values(mul(transpose(a, 0, 1), from_vector(std::vector<float>{1, -1}, {2})), {1, -4, 2, -5, 3, -6});
  expect_values(div(a, Scalar(2.0)), {0.5, 1, 1.5, 2, 2.5, 3});
  Tensor m = from_vector(std::vector<int64_t>{-7, 7, -7, 7}, {4});
  Tensor d = from_vector(std::vector<int64_t>{2, -2, -2, 2}, {4});
  expect_values(floor_divide(m, d), {-4, -4, 3, 3});
  expect_values(remainder(m, d), {1, -1, -1, 1});
  expect_values(eq(a, Scalar(3.0)), {0, 0, 1, 0, 0, 0});
  expect_values(pow(a, Scalar(2.0)), {1, 4, 9, 16, 25, 36});
  expect_values(clamp(a, Scalar(2.0), Scalar(4.0)), {2, 2, 3, 4, 4, 4});
  expect_values(where(gt(a, Scalar(3.0)), a, zeros({})), {0, 0, 0, 4, 5, 6});
  expect_values(gelu(from_vector(std::vector<float>{-1, 0, 1}, {3})), {-0.158655, 0, 0.841345});
}

TEST(Elementwise, BroadcastErrorNamesShapes) {
  try {
    add(ones({2, 3}), ones({4}));
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::RuntimeError);
    EXPECT_NE(e.message().find("[2, 3]"), std::string::npos);
  }
}

TEST(Reduction, SumMeanMaxArgmaxVar) {
  Tensor a = from_vector(std::vector<float>{1, 5, 3, 4, 2, 6}, {2, 3});
  expect_values(sum(a), {21});
  expect_values(sum(a, {0}), {5, 7, 9});
  expect_values(mean(a, {1}, true), {3, 4});
  auto [v, i] = max(a, 1);
  expect_values(v, {5, 6});
  expect_values(i, {1, 2});
  expect_values(argmax(a), {5});
  expect_values(argmin(a, 0), {0, 1, 0});
  expect_values(var(a, {1}), {4, 4});
  expect_values(tp::tensor::std(a), {std::sqrt(3.5)});
  expect_values(prod(a, 1), {15, 48});
}

TEST(Indexing, AdvancedAndMasks) {
  Tensor a = view(arange(Scalar(int64_t(0)), Scalar(int64_t(12))), {3, 4});
  Tensor idx = from_vector(std::vector<int64_t>{2, 0}, {2});
  expect_values(index(a, {TensorIndex::tensor_index(idx)}), {8, 9, 10, 11, 0, 1, 2, 3});
  expect_values(index(a, {TensorIndex::slice(std::nullopt, std::nullopt), TensorIndex::tensor_index(idx)}),
                {2, 0, 6, 4, 10, 8});
  expect_values(index(a, {TensorIndex::tensor_index(gt(a, Scalar(int64_t(8))))}), {9, 10, 11});
  Tensor b = clone(a);
  index_put_(b, {TensorIndex::tensor_index(gt(b, Scalar(int64_t(8))))}, scalar_tensor(Scalar(int64_t(0))));
  expect_values(b, {0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0});
  try {
    index(a, {TensorIndex::integer_index(5)});
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::IndexError);
    EXPECT_EQ(e.message(), "index 5 is out of bounds for dimension 0 with size 3");
  }
}

TEST(LinearAlgebra, MatmulShapesAndErrors) {
  Tensor a = from_vector(std::vector<float>{1, 2, 3, 4, 5, 6}, {2, 3});
  Tensor b = from_vector(std::vector<float>{1, 0, 0, 1, 1, 1}, {3, 2});
  expect_values(matmul(a, b), {4, 5, 10, 11});
  expect_values(matmul(a, from_vector(std::vector<float>{1, 1, 1}, {3})), {6, 15});
  try {
    matmul(ones({2, 3}), ones({4, 5}));
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.message(), "matmul: shapes [2, 3] and [4, 5] cannot be multiplied");
  }
  Tensor batched = matmul(ones({4, 2, 3}), ones({3, 5}));
  EXPECT_EQ(batched.sizes(), (Shape{4, 2, 5}));
  expect_values(select(select(batched, 0, 0), 0, 0), {3, 3, 3, 3, 3});
  expect_values(linear(a, t(b), from_vector(std::vector<float>{1, -1}, {2})), {5, 4, 11, 10});
}

TEST(NN, LossesAndSoftmax) {
  Tensor x = from_vector(std::vector<float>{1, 2, 3, 1, 1, 1}, {2, 3});
  Tensor target = from_vector(std::vector<int64_t>{2, 0}, {2});
  // torch.nn.functional.cross_entropy(x, target) = 0.7531091
  expect_values(cross_entropy(x, target), {0.7531091}, 1e-5);
  expect_values(softmax(x, 1), {0.0900306, 0.244728, 0.665241, 1 / 3., 1 / 3., 1 / 3.});
  expect_values(mse_loss(x, zeros_like(x)), {17.0 / 6});
}

TEST(Allocator, ReusesFreedBlocks) {
  auto& alloc = cpu_allocator();
  { Tensor warm = empty({1000, 37}); }
  auto before = alloc.stats();
  for (int i = 0; i < 100; ++i) Tensor t = empty({1000, 37});
  auto after = alloc.stats();
  EXPECT_EQ(after.system_allocs, before.system_allocs);
  EXPECT_EQ(after.cache_hits - before.cache_hits, 100);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(empty({3}).data_ptr()) % 64, 0u);
  try {
    empty({int64_t(1) << 40, int64_t(1) << 10});
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::MemoryError);
  }
}

TEST(Allocator, ByteCounterSeesAllocAndFree) {
  static int64_t counted = 0;
  ByteCounter c{[](void*, int64_t d) { counted += d; }, nullptr};
  set_thread_byte_counter(&c);
  {
    Tensor t = empty({256});
    EXPECT_EQ(counted, 1024);
  }
  EXPECT_EQ(counted, 0);
  set_thread_byte_counter(nullptr);
}

TEST(Repr, LooksLikeTorch) {
  EXPECT_EQ(repr(from_vector(std::vector<float>{1, 2, 3, 4}, {2, 2})), "tensor([[1., 2.],\n        [3., 4.]])");
  EXPECT_EQ(repr(arange(Scalar(int64_t(0)), Scalar(int64_t(3)))), "tensor([0, 1, 2])");
}
