// The demo workloads through the C++ tensor API, single-threaded, as medians of several
// runs: (a) one training step of the demo CNN at batch 64 (forward, backward, Adam) and
// (b) SimpleCNN inference conv(1->8,3x3)+relu -> flatten -> linear(5408->10) at batch
// 10000, 100 and 1 (with allocator counters for the batch-1 steady state). The same
// workloads in PyTorch: benchmarks/ops/torch_bench.py; benchmarks/ops/compare.sh runs both.
// Build: the `cnn_bench` target (CMakeLists.txt), or
//   g++ -O2 -std=c++20 -Isrc benchmarks/ops/cnn_bench.cpp build/libtp_tensor.a build/libtp_threads.a -lpthread
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "autograd/grad_mode.h"
#include "backends/cpu/conv_relu_linear.h"
#include "tensor/allocator.h"
#include "tensor/ops.h"
#include "threads/thread_pool.h"

using namespace tp::tensor;

static double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
// Median over `runs` of the mean time of `reps` calls, in seconds.
static double median_time(int runs, int reps, const std::function<void()>& f) {
  std::vector<double> t;
  for (int r = 0; r < runs; ++r) {
    double t0 = now();
    for (int i = 0; i < reps; ++i) f();
    t.push_back((now() - t0) / reps);
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

// Usage: [TP_FUSED_ISA=avx512|avx2|portable] cnn_bench [threads] [train|train64|train1|infer|all]
int main(int argc, char** argv) {
  tp::threads::set_num_threads(argc > 1 ? std::atoi(argv[1]) : 1);
  const std::string what = argc > 2 ? argv[2] : "all";
  manual_seed(0);
  if (what != "infer") {  // (a) demo CNN training step, batch 64 and batch 1
    Tensor w1 = empty({16, 1, 5, 5}), b1 = empty({16}), w2 = empty({32, 16, 5, 5}), b2 = empty({32});
    Tensor w3 = empty({128, 800}), b3 = empty({128}), w4 = empty({10, 128}), b4 = empty({10});
    std::vector<Tensor> ps = {w1, b1, w2, b2, w3, b3, w4, b4};
    for (size_t i = 0; i < ps.size(); i += 2) reset_parameters(ps[i], &ps[i + 1]);
    std::vector<Tensor> m, v;
    for (auto& p : ps) {
      p.requires_grad_(true);
      m.push_back(zeros_like(p));
      v.push_back(zeros_like(p));
    }
    Conv2dOptions c1;
    c1.padding_h = c1.padding_w = 2;
    int64_t s = 0;
    for (int64_t batch : {64, 1}) {
    if ((what == "train64" && batch != 64) || (what == "train1" && batch != 1)) continue;
    Tensor x = rand({batch, 1, 28, 28});
    Tensor y = randint(0, 10, {batch});
    auto step = [&] {
      Tensor h = max_pool2d(relu(conv2d(x, w1, b1, c1)), 2, 2);
      h = max_pool2d(relu(conv2d(h, w2, b2)), 2, 2);
      h = relu(linear(flatten(h, 1), w3, b3));
      Tensor loss = cross_entropy(linear(h, w4, b4), y);
      zero_grad(ps);
      loss.backward();
      adam_step(ps, m, v, 1e-3, 0.9, 0.999, 1e-8, ++s);
    };
    step();
    double t = batch == 64 ? median_time(7, 5, step) : median_time(7, 200, step);
    std::printf("train_step_b%lld_ms %.4f\n", (long long)batch, t * 1e3);
    }
  }
  // TP_FUSED_ISA=avx512|avx2|portable: run that variant of the fused inference kernel.
  if (const char* isa = std::getenv("TP_FUSED_ISA")) {
    const std::string v = isa;
    const auto want = v == "avx512" ? tp::cpu::ConvReluLinearIsa::Avx512
                      : v == "avx2" ? tp::cpu::ConvReluLinearIsa::Avx2
                                    : tp::cpu::ConvReluLinearIsa::Portable;
    if (!tp::cpu::conv_relu_linear_force_isa(want)) std::fprintf(stderr, "TP_FUSED_ISA=%s: not on this CPU\n", isa);
  }
  if (what.rfind("train", 0) != 0) {  // (b) SimpleCNN inference
    Tensor w1 = empty({8, 1, 3, 3}), b1 = empty({8}), w2 = empty({10, 5408}), b2 = empty({10});
    reset_parameters(w1, &b1);
    reset_parameters(w2, &b2);
    tp::autograd::NoGradGuard ng;
    for (int64_t batch : {10000, 100, 1}) {
      Tensor x = rand({batch, 1, 28, 28});
      // What nn.SimpleCNN.forward runs: the fused conv->ReLU->linear pass.
      auto fwd = [&] {
        Tensor out = conv2d_relu_linear(x, w1, b1, w2, b2);
        (void)out;
      };
      // The unfused ops, for reference.
      auto unfused = [&] {
        Tensor h = relu(conv2d(x, w1, b1));
        Tensor out = linear(flatten(h, 1), w2, b2);
        (void)out;
      };
      fwd();
      unfused();
      int reps = batch == 10000 ? 1 : batch == 100 ? 20 : 2000;
      double flops = 2.0 * batch * (8 * 26 * 26 * 9 + 5408 * 10);
      double tu = median_time(batch == 10000 ? 3 : 5, reps, unfused);
      AllocatorStats a0 = cpu_allocator().stats();
      double t = median_time(batch == 10000 ? 5 : 7, reps, fwd);
      AllocatorStats a1 = cpu_allocator().stats();
      std::printf("simplecnn_b%lld_ms %.4f  (%.1f GFLOP/s; fresh system allocs in steady state: %lld)\n",
                  (long long)batch, t * 1e3, flops / t / 1e9, (long long)(a1.system_allocs - a0.system_allocs));
      std::printf("simplecnn_unfused_b%lld_ms %.4f  (%.1f GFLOP/s)\n", (long long)batch, tu * 1e3, flops / tu / 1e9);
    }
  }
}
