// The ml.Tensor type object (a TensorTypeObject holding the module state, Note [ml state]),
// ml.Parameter, ml.Size (the tuple subtype of t.shape), the grad_fn objects, and the
// Tensor attributes that are properties: shape, ndim, dtype, device, requires_grad, grad,
// grad_fn, is_leaf, data, T, mT, names of PyTorch.
#include <cstdio>
#include <mutex>
#include <vector>

#include "autograd/node.h"
#include "objects/int_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "stdlib/ml/ml_internal.h"

namespace tp::stdlib::ml {

using objects::GetSetDef;
using objects::MethodDef;

static Value tensor_make(Context& ctx, TypeObject* cls) {
  try {
    return wrap_as(ctx, cls, tensor::empty({0}));
  } catch (...) {
    return raise_current_exception(ctx);
  }
}

// ml.Tensor(*sizes) -> uninitialised float32 tensor; ml.Tensor(list) -> float32 data
// (as torch.Tensor).
static Value tensor_new(Context& ctx, const CallArgs& call) {
  TypeObject* cls = objects::as_type(call.args[0]);
  CallArgs rest = objects::without_self(call);
  if (rest.nargs == 1 && rest.args[0].is_object() && !objects::is_int(ctx, rest.args[0]) &&
      !objects::is_tuple(ctx, rest.args[0])) {
    Tensor t;
    if (!tensor_from_data(ctx, rest.args[0], ScalarType::Float32, &t)) return Value::null();
    return wrap_as(ctx, cls, t);
  }
  Shape shape;
  if (rest.nargs == 0) shape = {0};
  else if (!shape_arg(ctx, rest.args, rest.nargs, "Tensor", &shape)) return Value::null();
  return guard(ctx, [&] { return wrap_as(ctx, cls, tensor::empty(shape)); });
}

// ml.Parameter(data=None, requires_grad=True, dtype=None, device=None): a leaf sharing a
// floating data tensor's storage. Always floating (the original's examples train
// `ml.Parameter([[0]])`): Python ints and integer/bool tensors become float32 (a copy), as
// does any data given with dtype=. The original's positional forms Parameter(data, ml.float32)
// and Parameter(data, ml.float32, ml.cpu) work: a dtype or device in the requires_grad slot
// is taken as such. TypeError for a non-floating dtype.
static Value parameter_new(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"data", "requires_grad", "dtype", "device"};
  Value a[4];
  if (!objects::parse_args(ctx, objects::without_self(call), "Parameter", kNames, 0, a))
    return Value::null();
  TypeObject* cls = objects::as_type(call.args[0]);
  // the original's Parameter(data, dtype[, device]): shift a dtype/device out of requires_grad
  for (int i = 1; i <= 2; ++i) {
    if (a[i].is_null() || a[i].is_none()) continue;
    if (is_dtype(ctx, a[i]) && i == 1 && a[2].is_null()) {
      a[2] = a[1];
      a[1] = Value::null();
    } else if (is_device(ctx, a[i]) && a[3].is_null()) {
      a[3] = a[i];
      a[i] = Value::null();
    }
  }
  bool requires_grad = true;
  if (!a[1].is_null() && !bool_arg(ctx, a[1], &requires_grad)) return Value::null();
  std::optional<ScalarType> dtype;
  if (!a[2].is_null() && !a[2].is_none()) {
    ScalarType d;
    if (!dtype_arg(ctx, a[2], &d)) return Value::null();
    if (!tensor::is_floating(d))
      return ctx.raise(ctx.builtins.exc_TypeError, "Parameter: only floating dtypes can require gradients, got %s",
                       tensor::dtype_name(d));
    dtype = d;
  }
  std::optional<tensor::Device> device;
  if (!a[3].is_null() && !a[3].is_none()) {
    tensor::Device d;
    if (!device_arg(ctx, a[3], &d)) return Value::null();
    device = d;
  }
  Tensor data;
  if (a[0].is_null() || a[0].is_none()) {
    data = Tensor();
  } else if (!is_tensor(ctx, a[0])) {
    if (!tensor_from_data(ctx, a[0], dtype, &data)) return Value::null();
  } else {
    data = tensor_of(a[0]);
  }
  return guard(ctx, [&] {
    Tensor p = data.defined() ? tensor::detach(data) : tensor::empty({0}, dtype.value_or(tensor::kDefaultFloat));
    if (dtype && p.dtype() != *dtype) p = tensor::to(p, *dtype);
    else if (!tensor::is_floating(p.dtype())) p = tensor::to(p, tensor::kDefaultFloat);
    if (device) p = tensor::to(p, *device);
    if (requires_grad) p.requires_grad_(true);
    return wrap_as(ctx, cls, p);
  });
}

static Value parameter_repr(Context& ctx, const CallArgs& call) {
  return guard(ctx, [&] {
    return objects::str_from(ctx, "Parameter containing:\n" + tensor_repr(tensor_of(call.args[0])));
  });
}

// --- ml.Size ---
static Value size_repr(Context& ctx, const CallArgs& call) {
  auto* tup = objects::as_tuple(call.args[0]);
  std::string s = print_options().prefix + ".Size([";
  for (size_t i = 0; i < tup->items.size(); ++i) {
    if (i) s += ", ";
    std::string item;
    if (!objects::repr_string(ctx, tup->items[i], &item)) return Value::null();
    s += item;
  }
  s += "])";
  return objects::str_from(ctx, s);
}

static Value size_numel(Context& ctx, const CallArgs& call) {
  auto* tup = objects::as_tuple(call.args[0]);
  int64_t n = 1;
  for (Value v : tup->items) {
    auto i = int_arg(ctx, v, "size");
    if (!i) return Value::null();
    n *= *i;
  }
  return Value::small_int(n);
}

// --- grad_fn ---
static Value grad_fn_name(Context& ctx, const CallArgs& call) {
  auto* g = static_cast<GradFnObject*>(call.args[0].as_object());
  return objects::str_from(ctx, g->node ? g->node->name() : "torch::autograd::AccumulateGrad");
}

static const void* grad_fn_identity(const GradFnObject* g) {
  return g->node ? static_cast<const void*>(g->node.get()) : static_cast<const void*>(g->leaf.get());
}

static Value grad_fn_repr(Context& ctx, const CallArgs& call) {
  auto* g = static_cast<GradFnObject*>(call.args[0].as_object());
  char buf[160];
  std::snprintf(buf, sizeof buf, "<%s object at %p>", g->node ? g->node->name() : "AccumulateGrad",
                grad_fn_identity(g));
  return objects::str_from(ctx, buf);
}

static Value grad_fn_eq(Context& ctx, const CallArgs& call) {
  Value o = call.args[1];
  if (!o.is_object() || o.as_object()->type() != state(ctx).grad_fn_type)
    return ctx.builtins.not_implemented;
  return Value::boolean(grad_fn_identity(static_cast<GradFnObject*>(call.args[0].as_object())) ==
                        grad_fn_identity(static_cast<GradFnObject*>(o.as_object())));
}

static Value grad_fn_hash(Context&, const CallArgs& call) {
  auto* g = static_cast<GradFnObject*>(call.args[0].as_object());
  return Value::small_int(static_cast<int64_t>(reinterpret_cast<uintptr_t>(grad_fn_identity(g)) >> 4));
}

static Value grad_fn_value(Context& ctx, const tensor::Ref<autograd::Node>& n) {
  if (!n) return Value::none();
  return Value::object(ctx.heap.make<GradFnObject>(state(ctx).grad_fn_type, n));
}

static Value grad_fn_next_functions(Context& ctx, Value self) {
  auto* g = static_cast<GradFnObject*>(self.as_object());
  std::vector<Value> items;
  if (!g->node) return objects::tuple_from(ctx, std::move(items));  // AccumulateGrad: none
  for (const autograd::Edge& e : g->node->next_edges) {
    Value fn = Value::none();
    if (e.node) {
      fn = grad_fn_value(ctx, e.node);
    } else if (e.leaf) {
      auto* acc = ctx.heap.make<GradFnObject>(state(ctx).grad_fn_type, tensor::Ref<autograd::Node>());
      acc->leaf = e.leaf;
      fn = Value::object(acc);
    }
    Value pair[2] = {fn, Value::small_int(0)};
    items.push_back(protocol::new_tuple(ctx, pair, 2));
  }
  return objects::tuple_from(ctx, std::move(items));
}

// AccumulateGrad.variable: the leaf (a new ml.Tensor object sharing it; None for a node).
static Value grad_fn_variable(Context& ctx, Value self) {
  auto* g = static_cast<GradFnObject*>(self.as_object());
  if (!g->leaf) return ctx.raise(ctx.builtins.exc_AttributeError, "'%s' object has no attribute 'variable'",
                                 g->node->name());
  return wrap(ctx, Tensor(g->leaf));
}

// --- Tensor properties ---
static Value get_shape(Context& ctx, Value self) { return size_object(ctx, tensor_of(self).sizes()); }
static Value get_ndim(Context&, Value self) { return Value::small_int(tensor_of(self).dim()); }
static Value get_dtype(Context& ctx, Value self) { return dtype_object(ctx, tensor_of(self).dtype()); }
static Value get_device(Context& ctx, Value self) {
  return device_object(ctx, tensor_of(self).device());
}
static Value get_requires_grad(Context&, Value self) {
  return Value::boolean(tensor_of(self).requires_grad());
}
static int set_requires_grad(Context& ctx, Value self, Value v) {
  bool on;
  if (v.is_null() || !bool_arg(ctx, v, &on)) {
    if (!ctx.has_exception()) ctx.raise(ctx.builtins.exc_TypeError, "can't delete requires_grad");
    return -1;
  }
  Value r = guard(ctx, [&] {
    tensor_of(self).requires_grad_(on);
    return Value::none();
  });
  return r.is_null() ? -1 : 0;
}
static Value get_grad(Context& ctx, Value self) { return wrap_or_none(ctx, tensor_of(self).grad()); }
static int set_grad(Context& ctx, Value self, Value v) {
  Tensor& t = tensor_of(self);
  if (v.is_null() || v.is_none()) {
    t.set_grad(Tensor());
    return 0;
  }
  if (!is_tensor(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "assigned grad expected to be a Tensor or None but got grad of type %s",
              objects::type_name(ctx, v));
    return -1;
  }
  const Tensor& g = tensor_of(v);
  if (g.sizes() != t.sizes()) {
    ctx.raise(ctx.builtins.exc_RuntimeError, "assigned grad has data of a different size");
    return -1;
  }
  if (g.dtype() != t.dtype()) {
    ctx.raise(ctx.builtins.exc_RuntimeError, "assigned grad has data of a different type");
    return -1;
  }
  t.set_grad(g);
  return 0;
}
static Value get_grad_fn(Context& ctx, Value self) {
  return grad_fn_value(ctx, tensor_of(self).grad_fn());
}
static Value get_is_leaf(Context&, Value self) { return Value::boolean(tensor_of(self).is_leaf()); }
static Value get_data(Context& ctx, Value self) {
  return guard(ctx, [&] { return wrap(ctx, tensor::detach(tensor_of(self))); });
}
static int set_data(Context& ctx, Value self, Value v) {
  if (v.is_null() || !is_tensor(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "data must be a Tensor");
    return -1;
  }
  tensor::TensorImpl* dst = tensor_of(self).impl();
  tensor::TensorImpl* src = tensor_of(v).impl();
  dst->storage = src->storage;
  dst->sizes = src->sizes;
  dst->strides = src->strides;
  dst->storage_offset = src->storage_offset;
  dst->dtype = src->dtype;
  dst->view_base = {};  // other storage: no longer a view of its old base
  return 0;
}
static Value get_T(Context& ctx, Value self) {
  return guard(ctx, [&] {
    const Tensor& t = tensor_of(self);
    std::vector<int64_t> dims(static_cast<size_t>(t.dim()));
    for (size_t i = 0; i < dims.size(); ++i) dims[i] = static_cast<int64_t>(dims.size() - 1 - i);
    return wrap(ctx, tensor::permute(t, dims));
  });
}
static Value get_mT(Context& ctx, Value self) {
  return guard(ctx, [&] { return wrap(ctx, tensor::transpose(tensor_of(self), -2, -1)); });
}
static Value get_is_cuda(Context&, Value self) {
  return Value::boolean(tensor_of(self).device().type == tensor::DeviceType::CUDA);
}
static Value get_itemsize(Context&, Value self) {
  return Value::small_int(static_cast<int64_t>(tensor_of(self).element_size()));
}
static Value get_nbytes(Context&, Value self) {
  return Value::small_int(static_cast<int64_t>(tensor_of(self).nbytes()));
}

static Value get_base(Context& ctx, Value self) {
  const Tensor& t = tensor_of(self);
  return t.is_view() ? wrap(ctx, t.view_base()) : Value::none();
}
static Value get_version(Context&, Value self) {
  return Value::small_int(static_cast<int64_t>(tensor_of(self).version()));
}

static const GetSetDef tensor_getsets[] = {
    {"_base", get_base, nullptr, "the base tensor of a view, or None (as torch.Tensor._base)"},
    {"_version", get_version, nullptr, "the storage's version counter: in-place ops bump it"},
    {"shape", get_shape, nullptr, "the sizes as ml.Size (a tuple), as torch.Tensor.shape"},
    {"ndim", get_ndim, nullptr, "number of dimensions, as torch.Tensor.ndim"},
    {"rank", get_ndim, nullptr, "number of dimensions (the original's name for ndim)"},
    {"dtype", get_dtype, nullptr, "element type (ml.dtype)"},
    {"device", get_device, nullptr, "where the elements live (ml.device)"},
    {"requires_grad", get_requires_grad, set_requires_grad,
     "whether autograd records ops on this tensor; settable on leaves"},
    {"grad", get_grad, set_grad, "accumulated gradient or None; may be set to None or a tensor"},
    {"grad_fn", get_grad_fn, nullptr, "the autograd node that produced this tensor, or None"},
    {"is_leaf", get_is_leaf, nullptr, "True when the tensor was not produced by a recorded op"},
    {"data", get_data, set_data, "a detached view of the tensor (as torch.Tensor.data)"},
    {"T", get_T, nullptr, "dims reversed (as torch.Tensor.T)"},
    {"mT", get_mT, nullptr, "last two dims swapped"},
    {"is_cuda", get_is_cuda, nullptr, "False: tensors live on the CPU in this build"},
    {"itemsize", get_itemsize, nullptr, "bytes per element"},
    {"nbytes", get_nbytes, nullptr, "bytes of the elements"},
    {}};

static const MethodDef tensor_static[] = {
    {"__new__", tensor_new, "Tensor(*sizes) or Tensor(data): float32, as torch.Tensor"}, {}};
static const MethodDef parameter_static[] = {
    {"__new__", parameter_new,
     "Parameter(data=None, requires_grad=True, dtype=None, device=None): a leaf tensor sharing data's storage, "
     "as torch.nn.Parameter; always floating (ints become float32), Parameter(data, ml.float32) as the original"},
    {}};
static const MethodDef parameter_methods[] = {{"__repr__", parameter_repr, nullptr}, {}};
static const MethodDef size_methods[] = {
    {"__repr__", size_repr, nullptr}, {"numel", size_numel, "product of the sizes"}, {}};
static const MethodDef grad_fn_methods[] = {
    {"name", grad_fn_name, "the node's name, e.g. 'AddBackward0'"},
    {"__repr__", grad_fn_repr, nullptr},
    {"__eq__", grad_fn_eq, nullptr},
    {"__hash__", grad_fn_hash, nullptr},
    {}};
static const GetSetDef grad_fn_getsets[] = {
    {"next_functions", grad_fn_next_functions, nullptr,
     "((next grad_fn, an AccumulateGrad for a leaf, or None, 0), ...), as torch"},
    {"variable", grad_fn_variable, nullptr, "an AccumulateGrad's leaf tensor"},
    {}};

static void byte_count(void* heap, int64_t delta) {
  auto* h = static_cast<gc::Heap*>(heap);
  if (delta >= 0) h->add_external(static_cast<size_t>(delta));
  else h->remove_external(static_cast<size_t>(-delta));
}

TensorTypeObject::~TensorTypeObject() {
  if (state.functions) state.functions->alive = false;  // Note [Function contexts stay rooted]
  if (state.byte_counter == nullptr) return;
  state.byte_counter->fn = nullptr;  // storages still alive stop counting (see MLState)
  if (tensor::thread_byte_counter() == state.byte_counter) tensor::set_thread_byte_counter(nullptr);
}

// A TensorTypeObject set up exactly as objects::new_native_type sets up a type.
static TensorTypeObject* new_tensor_type(Context& ctx) {
  TypeObject* proto = objects::new_native_type(ctx, "Tensor", ctx.builtins.object_type, tensor_make);
  auto* t = ctx.heap.make<TensorTypeObject>(ctx.builtins.type_type);
  t->name = proto->name;
  t->qualname = proto->qualname;
  t->base = proto->base;
  t->bases = proto->bases;
  t->mro = proto->mro;
  t->mro[0] = t;
  t->dict = proto->dict;
  t->is_heap_type = proto->is_heap_type;
  t->names_settable = true;  // as torch.Tensor: methods may be added from Python
  t->allows_instance_dict = proto->allows_instance_dict;
  t->make_instance = proto->make_instance;
  t->call_slot = proto->call_slot;
  t->iter_next_slot = proto->iter_next_slot;
  t->descr_get = proto->descr_get;
  t->getattr_slot = proto->getattr_slot;
  t->slot_count = proto->slot_count;
  return t;
}

static TypeObject* new_type(Context& ctx, ModuleObject* m, const char* name, TypeObject* base,
                            TypeObject::MakeInstance make) {
  TypeObject* t = objects::new_native_type(ctx, name, base, make);
  objects::set_type_attr(ctx, t, "__module__", objects::str_from(ctx, "ml"));
  if (m != nullptr) objects::set_module_attr(ctx, m, name, Value::object(t));
  return t;
}

// MLState::byte_counter outlives its Context on purpose; every one made is kept in this
// process-wide list so that it stays reachable (immortal, not leaked: LeakSanitizer).
static tensor::ByteCounter* new_byte_counter(Context& ctx) {
  static auto* mutex = new std::mutex();
  static auto* all = new std::vector<tensor::ByteCounter*>();
  auto* c = new tensor::ByteCounter{byte_count, &ctx.heap};
  std::lock_guard<std::mutex> lock(*mutex);
  all->push_back(c);
  return c;
}

void init_tensor_type(Context& ctx, ModuleObject* m) {
  TensorTypeObject* t = new_tensor_type(ctx);
  ctx.builtins.tensor_type = t;
  MLState& s = t->state;
  s.byte_counter = new_byte_counter(ctx);
  tensor::set_thread_byte_counter(s.byte_counter);
  objects::set_type_attr(ctx, t, "__module__", objects::str_from(ctx, "ml"));
  objects::set_module_attr(ctx, m, "Tensor", Value::object(t));
  objects::add_static_methods(ctx, t, tensor_static);
  objects::add_getsets(ctx, t, tensor_getsets);

  s.parameter_type = new_type(ctx, m, "Parameter", t, tensor_make);
  objects::add_static_methods(ctx, s.parameter_type, parameter_static);
  objects::add_methods(ctx, s.parameter_type, parameter_methods);

  s.size_type = new_type(ctx, m, "Size", ctx.builtins.tuple_type, nullptr);
  objects::add_methods(ctx, s.size_type, size_methods);

  s.grad_fn_type = new_type(ctx, nullptr, "Node", ctx.builtins.object_type, nullptr);
  objects::add_methods(ctx, s.grad_fn_type, grad_fn_methods);
  objects::add_getsets(ctx, s.grad_fn_type, grad_fn_getsets);
}

}  // namespace tp::stdlib::ml
