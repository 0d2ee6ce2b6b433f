// The ml module's shared internals: the Python object types that wrap the tensor library
// (TensorObject, DTypeObject, DeviceObject, GradFnObject), the per-Context module state,
// the error boundary (Note [ml error boundary]) and the argument conversions every
// binding uses (numbers -> Scalar, dtype/device/shape/dims arguments).
//
// Note [ml state]
// The module's state (its extra types, the dtype and device singletons, the GC byte
// counter for tensor storage) lives in the Tensor type object itself: a TensorTypeObject,
// stored in ctx.builtins.tensor_type, which the collector marks as a root. So the state is
// reached in O(1) from any Context without global variables, and it outlives every tensor
// of the Context (tensor objects are created after the type and the heap frees objects
// newest first), which the byte counter relies on: each storage remembers the counter it
// was allocated under and reports its bytes to it when freed.
//
// Note [ml error boundary]
// The tensor library and the data readers report errors as C++ exceptions. Every binding
// runs its body inside guard(), which catches them and raises the Python exception of the
// same kind (tensor::Error's kind; ParseError -> ValueError; FileError -> OSError subclass
// from errno with errno/strerror/filename; std::bad_alloc -> MemoryError). No C++
// exception crosses into the VM.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

#include "gc/object.h"
#include "objects/arg_parser.h"
#include "objects/instance_object.h"
#include "objects/native.h"
#include "objects/type_object.h"
#include "runtime/context.h"
#include "tensor/allocator.h"
#include "tensor/ops.h"
#include "tensor/tensor.h"

namespace tp::autograd {
class Node;
}

namespace tp::stdlib::ml {

using tensor::ScalarType;
using tensor::Shape;
using tensor::Tensor;

// An ml.Tensor (or ml.Parameter, or a user subclass through WithDict<TensorObject>).
// INVARIANT: `tensor` is always defined.
class TensorObject : public Object {
 public:
  TensorObject(TypeObject* type, Tensor t) : Object(type), tensor(std::move(t)) {}
  Tensor tensor;
};

class DTypeObject : public Object {
 public:
  DTypeObject(TypeObject* type, ScalarType d) : Object(type), dtype(d) {}
  ScalarType dtype;
};

class DeviceObject : public Object {
 public:
  DeviceObject(TypeObject* type, tensor::Device d) : Object(type), device(d) {}
  tensor::Device device;
};

// A tensor's grad_fn: the autograd node that produced it; or, in next_functions, a leaf's
// AccumulateGrad (node null, leaf set), as torch shows the edge into a leaf's .grad.
class GradFnObject : public Object {
 public:
  GradFnObject(TypeObject* type, tensor::Ref<autograd::Node> n);
  ~GradFnObject() override;
  tensor::Ref<autograd::Node> node;
  tensor::Ref<tensor::TensorImpl> leaf;
};

// Thrown by a native callback into Python code (a custom autograd Function's backward) that
// raised: the Python exception is pending in the Context; guard() returns null for it.
struct PythonErrorPending {};

// The live torch.autograd.Function contexts (Note [Function contexts stay rooted],
// custom_function.cpp): key -> the ctx object, its backward runner and the node.
struct FunctionRegistry {
  struct Entry {
    Value ctx;
    Value runner;
    autograd::Node* node = nullptr;  // the node whose CustomBackward owns this entry
  };
  std::unordered_map<int64_t, Entry> entries;
  int64_t next_key = 1;
  bool alive = true;  // false once the Context's ml state is gone
};

// Note [ml state].
struct MLState {
  TypeObject* parameter_type = nullptr;
  TypeObject* size_type = nullptr;        // ml.Size, a tuple subtype (t.shape)
  TypeObject* grad_fn_type = nullptr;
  TypeObject* no_grad_type = nullptr;     // no_grad / enable_grad context managers
  TypeObject* batches_type = nullptr;     // the iterator ml.batches returns
  TypeObject* tensor_iter_type = nullptr; // iter(t)
  DTypeObject* dtypes[tensor::kNumScalarTypes] = {};
  DeviceObject* cpu = nullptr;
  DeviceObject* cuda = nullptr;
  DeviceObject* metal = nullptr;
  // Counts storage bytes into ctx.heap (Note [External byte pressure], gc/heap.h). Never
  // freed: a storage may outlive its Context (a tensor held in a thread-local cache such
  // as the fused-inference plan is released at thread exit) and still reads the counter;
  // ~TensorTypeObject turns it off instead.
  tensor::ByteCounter* byte_counter = nullptr;
  std::shared_ptr<FunctionRegistry> functions;  // traced as roots
};

class TensorTypeObject : public TypeObject {
 public:
  using TypeObject::TypeObject;
  ~TensorTypeObject() override;
  MLState state;
  void trace(Tracer& t) override;
};

inline MLState& state(Context& ctx) {
  return static_cast<TensorTypeObject*>(ctx.builtins.tensor_type)->state;
}

// --- tensors as Values ---------------------------------------------------------------
inline bool is_tensor(Context& ctx, Value v) {
  if (!v.is_object()) return false;
  TypeObject* t = v.as_object()->type();
  return t == ctx.builtins.tensor_type || t == state(ctx).parameter_type ||
         protocol::is_subtype(t, ctx.builtins.tensor_type);
}
inline Tensor& tensor_of(Value v) { return static_cast<TensorObject*>(v.as_object())->tensor; }
// A new ml.Tensor object holding t (t must be defined).
Value wrap(Context& ctx, Tensor t);
// An object of type `cls` (ml.Tensor, ml.Parameter or a user subclass) holding t.
Value wrap_as(Context& ctx, TypeObject* cls, Tensor t);
// None for an undefined tensor, else wrap(t).
Value wrap_or_none(Context& ctx, const Tensor& t);

// --- error boundary (Note [ml error boundary]) ----------------------------------------
// Called inside a catch block: raises the Python exception for the in-flight C++ one.
Value raise_current_exception(Context& ctx);
template <class F>
inline Value guard(Context& ctx, F&& body) {
  try {
    return body();
  } catch (...) {
    return raise_current_exception(ctx);
  }
}

// --- argument conversions (return false / nullopt with the exception raised) ---------
// A Python number (bool, int fitting int64, float, or subclasses) as a Scalar; nullopt
// WITHOUT raising when v is not a number.
std::optional<tensor::Scalar> number_of(Context& ctx, Value v);
// v as an int (bool/int/__index__), TypeError naming `what` otherwise.
std::optional<int64_t> int_arg(Context& ctx, Value v, const char* what);
std::optional<double> float_arg(Context& ctx, Value v, const char* what);
bool bool_arg(Context& ctx, Value v, bool* out);
// A tensor operand: a tensor, or a Python number made into a 0-dim "wrapped number"
// tensor (Note [Type promotion] in tensor/dtype.h). TypeError naming `fn` otherwise.
bool tensor_arg(Context& ctx, Value v, const char* fn, Tensor* out);
// A tensor or None (undefined).
bool optional_tensor_arg(Context& ctx, Value v, const char* fn, Tensor* out);
// A list/tuple of tensors.
bool tensor_list_arg(Context& ctx, Value v, const char* fn, std::vector<Tensor>* out);
// ml.dtype, a dtype name ("float32"), or the Python types float/int/bool.
bool dtype_arg(Context& ctx, Value v, ScalarType* out);
// ml.device or a device name ("cpu", "cuda:0").
bool device_arg(Context& ctx, Value v, tensor::Device* out);
bool is_dtype(Context& ctx, Value v);
bool is_device(Context& ctx, Value v);
// A shape: one int, several ints, or one tuple/list/Size of ints.
bool shape_arg(Context& ctx, const Value* args, size_t n, const char* fn, Shape* out);
// Dims for reductions: an int, a tuple/list of ints; None -> empty (all dims).
bool dims_arg(Context& ctx, Value v, std::vector<int64_t>* out);
// The string value of a str argument (TypeError otherwise).
bool str_arg(Context& ctx, Value v, const char* what, std::string_view* out);
// An int or a pair of ints (conv/pool sizes). `*a` and `*b` receive the two values.
bool pair_arg(Context& ctx, Value v, const char* what, int64_t* a, int64_t* b);

// --- results ---------------------------------------------------------------------
Value dtype_object(Context& ctx, ScalarType d);
Value device_object(Context& ctx, tensor::Device d);
Value size_object(Context& ctx, const Shape& s);  // ml.Size
Value scalar_value(const tensor::Scalar& s);       // bool / int / float Value
Value tensor_list_value(Context& ctx, const std::vector<Tensor>& ts, bool as_tuple);
// Nested Python lists of t's elements (t.tolist()).
Value tolist_value(Context& ctx, const Tensor& t);

// --- keyword scanning for the hand-written parsers --------------------------------
// The index of keyword `name` in call, or -1.
int find_kwarg(const CallArgs& call, const char* name);

// --- module parts: each file registers its functions and methods ---------------------
void init_dtype_device(Context& ctx, ModuleObject* m);
void init_tensor_type(Context& ctx, ModuleObject* m);

// True when call.args[i] is a large plain tensor that nothing but this call's argument
// slots can reach, so an op may overwrite its storage and return it (Note [Reusing a dead
// argument], argument_reuse.cpp). Costs a full GC mark when the cheap checks pass.
bool argument_is_dead(Context& ctx, const CallArgs& call, size_t i);
void init_tensor_methods(Context& ctx, TypeObject* t);
void init_tensor_math_methods(Context& ctx, TypeObject* t);
void init_tensor_inplace_methods(Context& ctx, TypeObject* t);
void init_tensor_operators(Context& ctx, TypeObject* t);
void init_tensor_indexing(Context& ctx, TypeObject* t);
void init_creation(Context& ctx, ModuleObject* m);
void init_math_functions(Context& ctx, ModuleObject* m);
void init_functional(Context& ctx, ModuleObject* m);
void init_functional_methods(Context& ctx, TypeObject* t);
void init_losses(Context& ctx, ModuleObject* m);
void init_autograd_functions(Context& ctx, ModuleObject* m);
void init_custom_functions(Context& ctx, ModuleObject* m);
void init_data_functions(Context& ctx, ModuleObject* m);

// tensor(data, dtype) conversion shared by ml.tensor, Parameter and operands.
bool tensor_from_data(Context& ctx, Value data, std::optional<ScalarType> dtype, Tensor* out);
// repr(t) as PyTorch prints it, with "ml." for dtypes (tensor_repr.cpp).
std::string tensor_repr(const Tensor& t);
// Note [Repr namespace]
// Tensor, dtype and Size reprs name their module the way a user's program does: "ml." by
// default (the original API: ml.float32, ml.Size([2])), "torch." once a program has
// imported torch (lib/torch calls ml._set_repr_namespace("torch")), so that a PyTorch
// program prints what it prints under PyTorch. Process-wide, like torch's print options;
// the types themselves stay ml's (type(x) is ml.Tensor, docs/torch.md).
struct PrintOptions {
  int precision = 4;
  double threshold = 1000;     // elements before summarising (inf: never)
  int64_t edgeitems = 3;
  int linewidth = 80;
  int sci_mode = -1;           // -1 automatic, 0 off, 1 on
  std::string prefix = "ml";   // Note [Repr namespace]
};
PrintOptions& print_options();
void init_print_functions(Context& ctx, ModuleObject* m);

}  // namespace tp::stdlib::ml
