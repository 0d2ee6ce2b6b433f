// cpuid, once per process (cpu_features.h).
#include "backends/cpu/cpu_features.h"

namespace tp::cpu {

#if defined(__x86_64__) && defined(__GNUC__)
bool has_avx512f() {
  static const bool yes = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") != 0;
  }();
  return yes;
}

bool has_avx2_fma() {
  static const bool yes = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  }();
  return yes;
}
#else
bool has_avx512f() { return false; }
bool has_avx2_fma() { return false; }
#endif

}  // namespace tp::cpu
