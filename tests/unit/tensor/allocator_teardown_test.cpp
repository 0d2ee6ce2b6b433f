// Tensors freed after the allocator's per-thread caches (t_cache, t_small in
// src/tensor/allocator.cpp) are destroyed: a thread_local holder constructed before them, or
// a global Tensor on the main thread (destroyed after its thread_locals). They must bypass the
// dead caches. Shown under the sanitizer build (make test-sanitize): heap-use-after-free before.
#include <gtest/gtest.h>

#include <optional>
#include <thread>

#include "tensor/ops.h"

using namespace tp::tensor;

namespace {
struct Holder {
  std::optional<Tensor> a, b;
};
// Destroyed by exit() after the main thread's caches (those run at __call_tls_dtors).
std::optional<Tensor> g_global;
}  // namespace

TEST(AllocatorTeardown, TensorFreedAfterThreadCachesAreDestroyed) {
  std::thread th([] {
    thread_local Holder holder;  // constructed first in this thread, so destroyed last
    holder.a = add(from_vector(std::vector<float>{1, 2, 3}, {3}), Scalar(1.0));
    holder.b = from_vector(std::vector<float>(1000, 2.0f), {1000});
    EXPECT_EQ(holder.a->to_double_vector(), (std::vector<double>{2, 3, 4}));
  });
  th.join();
  g_global = mul(from_vector(std::vector<float>{1, 2}, {2}), Scalar(3.0));
  EXPECT_EQ(g_global->to_double_vector(), (std::vector<double>{3, 6}));
}
