// What the CPU this process runs on can execute, asked once through cpuid (GCC's
// __builtin_cpu_supports). Kernels compiled for a wider instruction set (target
// attributes) are called only when these say so; elsewhere the portable code runs.
// Always false off x86-64/GCC.
#pragma once

namespace tp::cpu {

bool has_avx512f();   // AVX-512 Foundation
bool has_avx2_fma();  // AVX2 and FMA3

}  // namespace tp::cpu
