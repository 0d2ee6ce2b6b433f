// Device: where a tensor's bytes live. CPU is always available; CUDA and Metal exist as
// names (so `ml.cuda`/`ml.metal` can be spelled) and report unavailable in this build.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace tp::tensor {

#define TP_DEVICE_TYPES(X) \
  X(CPU, cpu)              \
  X(CUDA, cuda)            \
  X(Metal, metal)

enum class DeviceType : uint8_t {
#define TP_X(e, n) e,
  TP_DEVICE_TYPES(TP_X)
#undef TP_X
};

struct Device {
  DeviceType type = DeviceType::CPU;
  int index = -1;  // -1: the current device of that type
  bool operator==(const Device& o) const { return type == o.type && index == o.index; }
  bool is_cpu() const { return type == DeviceType::CPU; }
  std::string name() const;  // "cpu", "cuda:0"
};

constexpr Device kCPU{};
const char* device_type_name(DeviceType t);
// "cpu", "cuda", "cuda:1", "metal"; nullopt for anything else.
std::optional<Device> device_from_name(std::string_view name);
// True where tensors can be placed on the device (CPU only in this build).
bool device_available(DeviceType t);
// Throws RuntimeError "<op>: device cuda is not available in this build" unless available.
void check_device_available(const Device& d, const char* op);

}  // namespace tp::tensor
