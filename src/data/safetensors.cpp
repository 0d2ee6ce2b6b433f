// safetensors reader and writer (see safetensors.h). The header is parsed with the
// project's JSON parser into a JsonValue tree and validated entry by entry; the writer
// follows the reference implementation's ordering and padding so that files match it
// byte for byte.
#include "data/safetensors.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>

#include "data/errors.h"
#include "data/file_buffer.h"
#include "data/json_value.h"

namespace tp::data {

namespace {

constexpr uint64_t kMaxHeaderBytes = 100'000'000;  // the reference reader's limit

std::string shape_text(const std::vector<int64_t>& shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

float half_to_float(uint16_t h) {
  uint32_t sign = static_cast<uint32_t>(h & 0x8000) << 16;
  uint32_t exponent = (h >> 10) & 0x1F;
  uint32_t mantissa = h & 0x3FF;
  uint32_t bits;
  if (exponent == 0x1F) {
    bits = sign | 0x7F800000 | (mantissa << 13);
  } else if (exponent != 0) {
    bits = sign | ((exponent + 112) << 23) | (mantissa << 13);
  } else if (mantissa == 0) {
    bits = sign;
  } else {  // subnormal: normalise
    int shift = 0;
    while ((mantissa & 0x400) == 0) {
      mantissa <<= 1;
      ++shift;
    }
    bits = sign | ((113 - shift) << 23) | ((mantissa & 0x3FF) << 13);
  }
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

float bfloat16_to_float(uint16_t b) {
  uint32_t bits = static_cast<uint32_t>(b) << 16;
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

// Alignment rank of the reference writer's Dtype enum (larger first in the file).
int writer_rank(DType d) {
  switch (d) {
    case DType::BOOL: return 0;
    case DType::U8: return 1;
    case DType::I8: return 2;
    case DType::I16: return 5;
    case DType::I32: return 9;
    case DType::F32: return 11;
    case DType::F64: return 12;
    case DType::I64: return 13;
  }
  return 0;
}

[[noreturn]] void fail_at(std::string_view source, const std::string& message, size_t offset = 0) {
  throw ParseError(source, 0, offset, message);
}

}  // namespace

SafetensorsHeader parse_safetensors_header(const char* data, size_t size, std::string_view source) {
  if (size < 8) fail_at(source, "file is " + std::to_string(size) + " bytes, too short for the 8-byte header length");
  uint64_t n = 0;
  for (int i = 7; i >= 0; --i) n = (n << 8) | static_cast<unsigned char>(data[i]);
  if (n > kMaxHeaderBytes) fail_at(source, "header length " + std::to_string(n) + " exceeds the limit of 100000000 bytes");
  if (n > size - 8) {
    fail_at(source, "header length " + std::to_string(n) + " exceeds the file size " + std::to_string(size));
  }
  SafetensorsHeader header;
  header.data_start = 8 + static_cast<size_t>(n);
  JsonValue root;
  try {
    root = parse_json_value(std::string_view(data + 8, static_cast<size_t>(n)));
  } catch (const JsonError& e) {
    fail_at(source, std::string("header is not valid JSON: ") + e.what(), 8);
  }
  if (root.type != JsonValue::Type::Object) fail_at(source, "header is not a JSON object", 8);

  for (const auto& [name, value] : root.members) {
    if (name == "__metadata__") {
      if (value.type != JsonValue::Type::Object) fail_at(source, "__metadata__ is not an object");
      for (const auto& [key, text] : value.members) {
        if (text.type != JsonValue::Type::String) fail_at(source, "__metadata__ value '" + key + "' is not a string");
        header.metadata.emplace_back(key, text.text);
      }
      continue;
    }
    std::string where = "tensor '" + name + "': ";
    if (value.type != JsonValue::Type::Object) fail_at(source, where + "entry is not an object");
    SafetensorsEntry entry;
    entry.name = name;
    const JsonValue* dtype = value.find("dtype");
    const JsonValue* shape = value.find("shape");
    const JsonValue* offsets = value.find("data_offsets");
    if (!dtype || dtype->type != JsonValue::Type::String) fail_at(source, where + "missing string \"dtype\"");
    if (!shape || shape->type != JsonValue::Type::Array) fail_at(source, where + "missing array \"shape\"");
    if (!offsets || offsets->type != JsonValue::Type::Array || offsets->items.size() != 2) {
      fail_at(source, where + "\"data_offsets\" is not [begin, end]");
    }
    entry.stored_dtype = dtype->text;
    size_t item_size;
    if (entry.stored_dtype == "F16" || entry.stored_dtype == "BF16") {
      entry.dtype = DType::F32;
      item_size = 2;
    } else if (auto d = dtype_from_safetensors_name(entry.stored_dtype)) {
      entry.dtype = *d;
      item_size = dtype_size(*d);
    } else {
      fail_at(source, where + "dtype '" + entry.stored_dtype + "' is not supported");
    }
    for (const JsonValue& dim : shape->items) {
      auto d = dim.as_int64();
      if (!d || *d < 0) fail_at(source, where + "shape dims must be non-negative integers");
      entry.shape.push_back(*d);
    }
    auto begin = offsets->items[0].as_int64();
    auto end = offsets->items[1].as_int64();
    if (!begin || !end || *begin < 0 || *end < *begin) {
      fail_at(source, where + "data_offsets must be integers with 0 <= begin <= end");
    }
    entry.begin = static_cast<size_t>(*begin);
    entry.end = static_cast<size_t>(*end);
    auto numel = shape_numel(entry.shape);
    if (!numel || *numel > INT64_MAX / static_cast<int64_t>(item_size)) fail_at(source, where + "shape overflows");
    entry.numel = *numel;
    size_t needed = static_cast<size_t>(*numel) * item_size;
    if (entry.end - entry.begin != needed) {
      fail_at(source, where + "data_offsets [" + std::to_string(entry.begin) + ", " + std::to_string(entry.end) +
           "] hold " + std::to_string(entry.end - entry.begin) + " bytes, shape " +
           shape_text(entry.shape) + " of " + entry.stored_dtype + " needs " + std::to_string(needed));
    }
    header.tensors.push_back(std::move(entry));
  }
  for (size_t i = 0; i < header.tensors.size(); ++i) {
    for (size_t j = i + 1; j < header.tensors.size(); ++j) {
      if (header.tensors[i].name == header.tensors[j].name) fail_at(source, "tensor '" + header.tensors[i].name + "' appears twice");
    }
  }
  std::stable_sort(header.tensors.begin(), header.tensors.end(),
                   [](const SafetensorsEntry& a, const SafetensorsEntry& b) {
                     return a.begin != b.begin ? a.begin < b.begin : a.end < b.end;
                   });
  size_t expected = 0;
  for (const SafetensorsEntry& e : header.tensors) {
    if (e.begin != expected) {
      fail_at(source, "tensor '" + e.name + "': data_offsets [" + std::to_string(e.begin) + ", " + std::to_string(e.end) +
           "] " + (e.begin < expected ? "overlap the previous tensor" : "leave a gap after the previous tensor") +
           " (which ends at " + std::to_string(expected) + ")");
    }
    expected = e.end;
  }
  size_t data_bytes = size - header.data_start;
  if (expected != data_bytes) {
    fail_at(source, "the tensors cover " + std::to_string(expected) + " bytes but the data section has " +
         std::to_string(data_bytes), header.data_start);
  }
  return header;
}

void copy_safetensors_tensor(const SafetensorsHeader& header, const SafetensorsEntry& entry,
                             const char* file, void* out) {
  const char* src = file + header.data_start + entry.begin;
  if (entry.stored_dtype == "F16" || entry.stored_dtype == "BF16") {
    bool half = entry.stored_dtype == "F16";
    float* dst = static_cast<float*>(out);
    for (int64_t i = 0; i < entry.numel; ++i) {
      uint16_t bits;
      std::memcpy(&bits, src + 2 * i, 2);
      dst[i] = half ? half_to_float(bits) : bfloat16_to_float(bits);
    }
    return;
  }
  if (entry.end == entry.begin) return;  // empty tensor: `out` may be null
  std::memcpy(out, src, entry.end - entry.begin);
  if (entry.dtype == DType::BOOL) {  // any non-zero byte is true
    uint8_t* b = static_cast<uint8_t*>(out);
    for (size_t i = 0; i < entry.end - entry.begin; ++i) b[i] = b[i] != 0;
  }
}

SafetensorsFile read_safetensors(const char* data, size_t size, std::string_view source) {
  SafetensorsHeader header = parse_safetensors_header(data, size, source);
  SafetensorsFile file;
  file.metadata = std::move(header.metadata);
  for (const SafetensorsEntry& entry : header.tensors) {
    RawTensor& t = file.tensors.emplace_back();
    t.name = entry.name;
    t.dtype = entry.dtype;
    t.shape = entry.shape;
    t.bytes.resize(static_cast<size_t>(entry.numel) * dtype_size(entry.dtype));
    copy_safetensors_tensor(header, entry, data, t.bytes.data());
  }
  return file;
}

SafetensorsFile load_safetensors(const std::string& path) {
  FileBuffer buffer = FileBuffer::read(path);
  return read_safetensors(buffer.data(), buffer.size(), path);
}

std::string serialize_safetensors(const std::vector<TensorView>& tensors, const SafetensorsMetadata& metadata) {
  std::vector<const TensorView*> order;
  for (const TensorView& t : tensors) {
    if (t.name.empty() || t.name == "__metadata__") {
      throw std::invalid_argument("safetensors: invalid tensor name '" + t.name + "'");
    }
    auto numel = shape_numel(t.shape);
    if (!numel || static_cast<size_t>(*numel) * dtype_size(t.dtype) != t.nbytes) {
      throw std::invalid_argument("safetensors: tensor '" + t.name + "' has " + std::to_string(t.nbytes) +
                                  " bytes, not numel(" + shape_text(t.shape) + ") * itemsize");
    }
    order.push_back(&t);
  }
  std::sort(order.begin(), order.end(), [](const TensorView* a, const TensorView* b) {
    int ra = writer_rank(a->dtype), rb = writer_rank(b->dtype);
    return ra != rb ? ra > rb : a->name < b->name;
  });
  for (size_t i = 1; i < order.size(); ++i) {
    if (order[i]->name == order[i - 1]->name) {
      throw std::invalid_argument("safetensors: tensor '" + order[i]->name + "' appears twice");
    }
  }
  std::string json = "{";
  if (!metadata.empty()) {
    SafetensorsMetadata sorted = metadata;
    std::sort(sorted.begin(), sorted.end());
    json += "\"__metadata__\":{";
    for (size_t i = 0; i < sorted.size(); ++i) {
      if (i) json += ',';
      append_json_string(json, sorted[i].first);
      json += ':';
      append_json_string(json, sorted[i].second);
    }
    json += '}';
  }
  size_t offset = 0;
  for (const TensorView* t : order) {
    if (json.size() > 1) json += ',';
    append_json_string(json, t->name);
    json += ":{\"dtype\":\"";
    json += dtype_safetensors_name(t->dtype);
    json += "\",\"shape\":[";
    for (size_t i = 0; i < t->shape.size(); ++i) json += (i ? "," : "") + std::to_string(t->shape[i]);
    json += "],\"data_offsets\":[" + std::to_string(offset) + "," + std::to_string(offset + t->nbytes) + "]}";
    offset += t->nbytes;
  }
  json += '}';
  json.append((8 - json.size() % 8) % 8, ' ');

  std::string out;
  out.reserve(8 + json.size() + offset);
  uint64_t n = json.size();
  for (int i = 0; i < 8; ++i) out += static_cast<char>((n >> (8 * i)) & 0xFF);
  out += json;
  for (const TensorView* t : order) {
    if (t->nbytes) out.append(static_cast<const char*>(t->data), t->nbytes);
  }
  return out;
}

void save_safetensors(const std::string& path, const std::vector<TensorView>& tensors,
                      const SafetensorsMetadata& metadata) {
  write_file(path, serialize_safetensors(tensors, metadata));
}

}  // namespace tp::data
