// Heap allocations of a steady-state batch-1 SimpleCNN forward, counted by replacing the
// global operator new in this test binary (it only counts, then calls malloc).
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <new>

#include "autograd/grad_mode.h"
#include "tensor/ops.h"

static std::atomic<long> g_news{0};
void* operator new(std::size_t n) {
  g_news.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

using namespace tp::tensor;

TEST(SteadyStateAllocations, Batch1SimpleCnnForwardIntoOutAllocatesNothing) {
  tp::autograd::NoGradGuard ng;
  manual_seed(0);
  Tensor x = rand({1, 1, 28, 28}), cw = randn({8, 1, 3, 3}), cb = randn({8});
  Tensor fw = randn({10, 5408}), fb = randn({10});
  Tensor out = empty({1, 10});
  Conv2dOptions opt;
  for (int i = 0; i < 3; ++i) conv2d_relu_linear_out(x, cw, cb, fw, fb, opt, out);  // warm: plan, scratch
  const long before = g_news.load();
  for (int i = 0; i < 100; ++i) conv2d_relu_linear_out(x, cw, cb, fw, fb, opt, out);
  EXPECT_EQ(g_news.load() - before, 0);
  Tensor want = linear(flatten(relu(conv2d(x, cw, cb)), 1), fw, fb);
  auto a = out.to_double_vector(), b = want.to_double_vector();
  for (size_t i = 0; i < a.size(); ++i) EXPECT_NEAR(a[i], b[i], 1e-3);
}

TEST(SteadyStateAllocations, Batch1SimpleCnnForwardReturningTensor) {
  // A new result tensor: TensorImpl and StorageImpl come from the small-object pool and the
  // bytes from the allocator's thread cache; what remains are the two std::vector shapes
  // (sizes, strides) of the new TensorImpl (Shape is std::vector in the public API).
  tp::autograd::NoGradGuard ng;
  manual_seed(0);
  Tensor x = rand({1, 1, 28, 28}), cw = randn({8, 1, 3, 3}), cb = randn({8});
  Tensor fw = randn({10, 5408}), fb = randn({10});
  for (int i = 0; i < 3; ++i) (void)conv2d_relu_linear(x, cw, cb, fw, fb);
  const long before = g_news.load();
  for (int i = 0; i < 100; ++i) (void)conv2d_relu_linear(x, cw, cb, fw, fb);
  const double per_forward = (g_news.load() - before) / 100.0;
  std::printf("heap allocations per batch-1 forward returning a tensor: %.1f\n", per_forward);
  EXPECT_LE(per_forward, 3.0);
}
