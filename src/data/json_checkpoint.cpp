// JSON checkpoint reader and writer (see json_checkpoint.h). The reader is a streaming
// JsonHandler: the "data" lists are consumed number by number, never built as a tree.
#include "data/json_checkpoint.h"

#include <charconv>
#include <cmath>
#include <cstring>
#include <stdexcept>

#include "data/errors.h"
#include "data/file_buffer.h"
#include "data/json_parser.h"
#include "data/json_value.h"

namespace tp::data {

namespace {

std::string shape_text(const std::vector<int64_t>& shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

// The tensor being read.
struct PendingTensor {
  std::string name;
  std::string dtype;
  bool has_shape = false, has_data = false;
  std::vector<int64_t> shape;
  std::vector<double> values;      // every value as a double
  std::vector<int64_t> integers;   // every value as an int64 (when all are integers)
  bool all_integers = true;
};

class CheckpointHandler : public JsonHandler {
public:
  explicit CheckpointHandler(std::string_view source) : source_(source) {}

  std::vector<RawTensor> tensors;
  bool saw_format = false;

  void start_object() override { open(kObject); }
  void start_array() override { open(kArray); }
  void key(std::string_view name) override { key_ = name; }
  void end_object() override { close(); }
  void end_array() override { close(); }
  void string(std::string_view value) override {
    Context c = value_context();
    if (c == kFormat) {
      if (value != kJsonCheckpointFormat) {
        fail("format is '" + std::string(value) + "', expected '" + std::string(kJsonCheckpointFormat) + "'");
      }
      saw_format = true;
    } else if (c == kDtype) {
      tensor_.dtype = value;
    } else if (c == kShape || c == kData || c == kShapeKey || c == kDataKey) {
      fail(where() + "unexpected string in \"" + key_for(c) + "\"");
    } else if (c == kTensors) {
      fail("\"tensors\" must be an object");
    }
  }
  void number(std::string_view text, bool is_integer) override {
    Context c = value_context();
    if (c == kShape) {
      int64_t dim = -1;
      auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), dim);
      if (!is_integer || ec != std::errc() || dim < 0) fail(where() + "shape dims must be non-negative integers");
      tensor_.shape.push_back(dim);
    } else if (c == kData) {
      add_value(text, is_integer);
    } else if (c == kFormat || c == kDtype || c == kTensors || c == kShapeKey || c == kDataKey) {
      fail(where() + "unexpected number for \"" + key_for(c) + "\"");
    }
  }
  void boolean(bool value) override {
    Context c = value_context();
    if (c == kData) {
      add_value(value ? "1" : "0", true);
    } else if (c != kSkip && c != kIgnored) {
      fail(where() + "unexpected boolean");
    }
  }
  void null() override {
    Context c = value_context();
    if (c != kSkip && c != kIgnored) fail(where() + "unexpected null");
  }

private:
  enum Context : uint8_t {
    kRoot, kTensors, kTensor, kShape, kData, kSkip,  // open containers
    kFormat, kDtype, kShapeKey, kDataKey, kIgnored,   // scalar positions
  };
  enum Kind : uint8_t { kObject, kArray };

  [[noreturn]] void fail(const std::string& message) const { throw ParseError(source_, 0, 0, message); }
  std::string where() const { return tensor_.name.empty() ? "" : "tensor '" + tensor_.name + "': "; }
  static std::string key_for(Context c) {
    switch (c) {
      case kFormat: return "format";
      case kDtype: return "dtype";
      case kShape: case kShapeKey: return "shape";
      case kData: case kDataKey: return "data";
      default: return "tensors";
    }
  }

  // Where a value at the current position goes.
  Context value_context() const {
    if (stack_.empty()) return kRoot;
    switch (stack_.back()) {
      case kRoot:
        if (key_ == "format") return kFormat;
        if (key_ == "tensors") return kTensors;
        return kIgnored;
      case kTensors: return kTensor;
      case kTensor:
        if (key_ == "dtype") return kDtype;
        if (key_ == "shape") return kShapeKey;
        if (key_ == "data") return kDataKey;
        return kIgnored;
      case kShape: return kShape;
      case kData: return kData;
      default: return kSkip;
    }
  }

  void open(Kind kind) {
    Context c = value_context();
    Context pushed = kSkip;
    if (c == kRoot) {
      if (kind != kObject) fail("the document must be an object");
      pushed = kRoot;
    } else if (c == kTensors) {
      if (kind != kObject) fail("\"tensors\" must be an object");
      pushed = kTensors;
    } else if (c == kTensor) {
      if (kind != kObject) fail("tensor '" + key_ + "': entry must be an object");
      tensor_ = PendingTensor{};
      tensor_.name = key_;
      pushed = kTensor;
    } else if (c == kShapeKey) {
      if (kind != kArray) fail(where() + "\"shape\" must be a list");
      tensor_.has_shape = true;
      pushed = kShape;
    } else if (c == kDataKey) {
      if (kind != kArray) fail(where() + "\"data\" must be a list");
      tensor_.has_data = true;
      pushed = kData;
    } else if (c == kShape || c == kData) {
      fail(where() + "\"" + key_for(c) + "\" must be a flat list of numbers");
    } else if (c == kFormat || c == kDtype) {
      fail(where() + "\"" + key_for(c) + "\" must be a string");
    }
    stack_.push_back(pushed);
  }

  void close() {
    Context c = stack_.back();
    stack_.pop_back();
    if (c == kTensor) finish_tensor();
  }

  void add_value(std::string_view text, bool is_integer) {
    double d;
    if (text == "NaN") d = NAN;
    else if (text == "Infinity") d = INFINITY;
    else if (text == "-Infinity") d = -INFINITY;
    else std::from_chars(text.data(), text.data() + text.size(), d);  // JSON grammar: always parses
    tensor_.values.push_back(d);
    if (tensor_.all_integers) {
      int64_t i = 0;
      auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), i);
      if (is_integer && ec == std::errc()) tensor_.integers.push_back(i);
      else tensor_.all_integers = false;
    }
  }

  template <typename T>
  void store_integers(RawTensor& t, int64_t low, int64_t high) {
    if (!tensor_.all_integers) fail(where() + "dtype " + tensor_.dtype + " needs integer values");
    T* out = reinterpret_cast<T*>(t.bytes.data());
    for (size_t i = 0; i < tensor_.integers.size(); ++i) {
      int64_t v = tensor_.integers[i];
      if (v < low || v > high) {
        fail(where() + "value " + std::to_string(v) + " out of range for " + tensor_.dtype);
      }
      out[i] = static_cast<T>(v);
    }
  }

  void finish_tensor() {
    if (tensor_.dtype.empty()) fail(where() + "missing \"dtype\"");
    if (!tensor_.has_shape) fail(where() + "missing \"shape\"");
    if (!tensor_.has_data) fail(where() + "missing \"data\"");
    auto dtype = dtype_from_name(tensor_.dtype);
    if (!dtype || *dtype == DType::I16 || *dtype == DType::I8) {
      fail(where() + "dtype '" + tensor_.dtype + "' is not supported");
    }
    auto numel = shape_numel(tensor_.shape);
    if (!numel || static_cast<size_t>(*numel) != tensor_.values.size()) {
      fail(where() + "data has " + std::to_string(tensor_.values.size()) + " values, shape " +
           shape_text(tensor_.shape) + " needs " + (numel ? std::to_string(*numel) : "too many"));
    }
    RawTensor& t = tensors.emplace_back();
    t.name = tensor_.name;
    t.dtype = *dtype;
    t.shape = tensor_.shape;
    t.bytes.resize(tensor_.values.size() * dtype_size(*dtype));
    switch (*dtype) {
      case DType::F32: {
        float* out = reinterpret_cast<float*>(t.bytes.data());
        for (size_t i = 0; i < tensor_.values.size(); ++i) out[i] = static_cast<float>(tensor_.values[i]);
        break;
      }
      case DType::F64:
        if (!t.bytes.empty()) std::memcpy(t.bytes.data(), tensor_.values.data(), t.bytes.size());
        break;
      case DType::I64: store_integers<int64_t>(t, INT64_MIN, INT64_MAX); break;
      case DType::I32: store_integers<int32_t>(t, INT32_MIN, INT32_MAX); break;
      case DType::U8: store_integers<uint8_t>(t, 0, 255); break;
      case DType::BOOL: store_integers<uint8_t>(t, 0, 1); break;
      default: break;
    }
    tensor_ = PendingTensor{};
  }

  std::string_view source_;
  std::vector<Context> stack_;
  std::string key_;
  PendingTensor tensor_;
};

}  // namespace

std::vector<RawTensor> read_json_checkpoint(std::string_view text, std::string_view source) {
  CheckpointHandler handler(source);
  try {
    parse_json(text, handler);
  } catch (const JsonError& e) {
    throw ParseError(source, e.line() ? e.line() : 1, e.column(), e.message());
  }
  if (!handler.saw_format) throw ParseError(source, 0, 0, "missing \"format\": \"tensorpy.nn.state_dict.v1\"");
  return std::move(handler.tensors);
}

std::vector<RawTensor> load_json_checkpoint(const std::string& path) {
  FileBuffer file = FileBuffer::read(path);
  return read_json_checkpoint(file.view(), path);
}

std::string python_float_repr(double value) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
  char buf[64];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::scientific);
  std::string sci(buf, end);                        // e.g. "-1.2345e+17", "5e-324"
  size_t e = sci.find('e');
  int exponent = std::stoi(sci.substr(e + 1));
  std::string mantissa = sci.substr(0, e);
  bool negative = mantissa[0] == '-';
  if (negative) mantissa.erase(0, 1);
  std::string digits;
  for (char c : mantissa) {
    if (c != '.') digits += c;
  }
  std::string out = negative ? "-" : "";
  if (exponent < -4 || exponent >= 16) {
    out += digits.substr(0, 1);
    if (digits.size() > 1) out += "." + digits.substr(1);
    char exp[16];
    std::snprintf(exp, sizeof exp, "e%c%02d", exponent < 0 ? '-' : '+', std::abs(exponent));
    return out + exp;
  }
  if (exponent < 0) return out + "0." + std::string(static_cast<size_t>(-exponent - 1), '0') + digits;
  size_t int_digits = static_cast<size_t>(exponent) + 1;
  if (digits.size() <= int_digits) return out + digits + std::string(int_digits - digits.size(), '0') + ".0";
  return out + digits.substr(0, int_digits) + "." + digits.substr(int_digits);
}

std::string serialize_json_checkpoint(const std::vector<TensorView>& tensors) {
  std::string out = "{\"format\": \"" + std::string(kJsonCheckpointFormat) + "\", \"tensors\": {";
  for (size_t k = 0; k < tensors.size(); ++k) {
    const TensorView& t = tensors[k];
    auto numel = shape_numel(t.shape);
    if (!numel || static_cast<size_t>(*numel) * dtype_size(t.dtype) != t.nbytes) {
      throw std::invalid_argument("json checkpoint: tensor '" + t.name + "' bytes do not match its shape");
    }
    if (t.dtype == DType::I16 || t.dtype == DType::I8) {
      throw std::invalid_argument("json checkpoint: dtype " + std::string(dtype_name(t.dtype)) + " not supported");
    }
    if (k) out += ", ";
    append_json_string(out, t.name);
    out += ": {\"shape\": " + shape_text(t.shape) + ", \"dtype\": \"" + std::string(dtype_name(t.dtype)) +
           "\", \"data\": [";
    for (int64_t i = 0; i < *numel; ++i) {
      if (i) out += ", ";
      const char* p = static_cast<const char*>(t.data);
      switch (t.dtype) {
        case DType::F32: { float v; std::memcpy(&v, p + 4 * i, 4); out += python_float_repr(v); break; }
        case DType::F64: { double v; std::memcpy(&v, p + 8 * i, 8); out += python_float_repr(v); break; }
        case DType::I64: { int64_t v; std::memcpy(&v, p + 8 * i, 8); out += std::to_string(v); break; }
        case DType::I32: { int32_t v; std::memcpy(&v, p + 4 * i, 4); out += std::to_string(v); break; }
        case DType::U8: out += std::to_string(static_cast<uint8_t>(p[i])); break;
        case DType::BOOL: out += p[i] ? "true" : "false"; break;
        default: break;
      }
    }
    out += "]}";
  }
  return out + "}}";
}

void save_json_checkpoint(const std::string& path, const std::vector<TensorView>& tensors) {
  write_file(path, serialize_json_checkpoint(tensors));
}

}  // namespace tp::data
