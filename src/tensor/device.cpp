// Device names and availability (see device.h).
#include "tensor/device.h"

#include "tensor/error.h"

namespace tp::tensor {

const char* device_type_name(DeviceType t) {
  switch (t) {
#define TP_X(e, n) \
  case DeviceType::e: return #n;
    TP_DEVICE_TYPES(TP_X)
#undef TP_X
  }
  return "?";
}

std::string Device::name() const {
  std::string s = device_type_name(type);
  if (index >= 0) s += ":" + std::to_string(index);
  return s;
}

std::optional<Device> device_from_name(std::string_view name) {
  std::string_view base = name;
  int index = -1;
  if (auto colon = name.find(':'); colon != std::string_view::npos) {
    base = name.substr(0, colon);
    std::string_view num = name.substr(colon + 1);
    if (num.empty() || num.size() > 4) return std::nullopt;
    index = 0;
    for (char c : num) {
      if (c < '0' || c > '9') return std::nullopt;
      index = index * 10 + (c - '0');
    }
  }
#define TP_X(e, n) \
  if (base == #n) return Device{DeviceType::e, index};
  TP_DEVICE_TYPES(TP_X)
#undef TP_X
  return std::nullopt;
}

bool device_available(DeviceType t) { return t == DeviceType::CPU; }

void check_device_available(const Device& d, const char* op) {
  if (!device_available(d.type))
    fail(ErrorKind::RuntimeError,
         std::string(op) + ": device " + d.name() + " is not available in this build");
}

}  // namespace tp::tensor
