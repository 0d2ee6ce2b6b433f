// torch.autograd.Function's native half (Note [Custom function nodes], autograd/node.h):
// ml._register_hook / _remove_hook back Tensor.register_hook (Note [Tensor hooks],
// autograd/engine.h; the Python callable is rooted in the same registry as a Function's
// ctx). ml._record_function attaches a custom_function node to the output of a Function's
// forward, and that node's backward calls back into Python; ml._function_saved returns
// the tensors the forward saved. lib/torch/autograd/function.py is the Python half
// (ctx, apply, argument positions and the checks on backward's results).
//
// Note [Function contexts stay rooted]
// The node lives in the tensor library (reference counted), the Python ctx object on the
// collected heap. While the node may still run, its ctx (which holds the Function class
// and the bound backward runner) is kept in the ml state's FunctionRegistry, which the
// Tensor type traces as a root. The entry goes when the node frees its saved tensors after
// a backward without retain_graph (CustomBackward::release) or when the node dies. The
// registry is shared (shared_ptr) with every node, so a node that outlives its Context's
// ml state (a tensor freed after the type at shutdown) finds `alive` false and touches
// nothing. A ctx attribute holding the output tensor itself would make a cycle through
// the registry (as torch warns against: save outputs with save_for_backward, which keeps
// them as saved tensors of the node, not on the ctx).
#include "autograd/engine.h"
#include "autograd/grad_mode.h"
#include "autograd/node.h"
#include "objects/list_object.h"
#include "objects/native.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "stdlib/ml/ml_internal.h"

namespace tp::stdlib::ml {

using objects::parse_args;

namespace {

// torch's text (less its anomaly-detection hint) for a Function's state used after backward freed it.
const char* const kFreedMessage =
    "Trying to backward through the graph a second time (or directly access saved tensors after they have "
    "already been freed). Saved intermediate values of the graph are freed when you call .backward() or "
    "autograd.grad(). Specify retain_graph=True if you need to backward through the graph a second time or if "
    "you need to access saved tensors after calling backward.";

class PythonFunctionBackward final : public autograd::CustomBackward {
 public:
  PythonFunctionBackward(Context& ctx, std::shared_ptr<FunctionRegistry> registry, int64_t key)
      : ctx_(ctx), registry_(std::move(registry)), key_(key) {}
  ~PythonFunctionBackward() override { release(); }

  void release() override {
    if (registry_->alive) registry_->entries.erase(key_);
  }

  // Calls ctx._tp_backward(grad) -> one gradient (Tensor or None) per tensor input.
  std::vector<Tensor> apply(autograd::Node& node, const Tensor& grad) override {
    using tensor::ErrorKind;
    if (!registry_->alive) tensor::fail(ErrorKind::RuntimeError, "custom function called after shutdown");
    auto it = registry_->entries.find(key_);
    if (it == registry_->entries.end())
      tensor::fail(ErrorKind::RuntimeError, kFreedMessage);
    Value runner = it->second.runner;
    Value result = objects::call_vector(ctx_, runner, {wrap(ctx_, grad)});
    if (result.is_null()) throw PythonErrorPending{};
    gc::Root<Object> keep(ctx_.heap, result.as_object());
    if (!objects::is_tuple(ctx_, result)) tensor::fail(ErrorKind::TypeError, "custom function backward: expected a tuple");
    const auto& items = objects::as_tuple(result)->items;
    if (items.size() != node.next_edges.size())
      tensor::fail(ErrorKind::RuntimeError, "function " + name + " returned an incorrect number of gradients (expected " +
                                                std::to_string(node.next_edges.size()) + ", got " +
                                                std::to_string(items.size()) + ")");
    std::vector<Tensor> grads;
    grads.reserve(items.size());
    for (size_t i = 0; i < items.size(); ++i) {
      Value g = items[i];
      if (g.is_none()) {
        grads.emplace_back();
        continue;
      }
      if (!is_tensor(ctx_, g))
        tensor::fail(ErrorKind::TypeError, "function " + name + " returned a non-Tensor gradient at index " +
                                               std::to_string(i));
      Tensor t = tensor_of(g);
      if (t.dtype() != node.input_dtypes[i]) t = tensor::to(t, node.input_dtypes[i]);
      grads.push_back(std::move(t));
    }
    return grads;
  }

 private:
  Context& ctx_;
  std::shared_ptr<FunctionRegistry> registry_;
  int64_t key_;
};

// _record_function(ctx, inputs, output, saved, name, runner) -> (output, key)
// inputs: the forward's tensor arguments in order; output: its one differentiable output;
// saved: what ctx.save_for_backward got (tensors or None); runner: ctx._tp_backward.
// The output gets a custom_function node as grad_fn (a fresh alias when it is one of the
// inputs or already has history, so no input loses its own). Without grad mode or an
// input requiring grad nothing is recorded and key is None.
Value ml_record_function(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"ctx", "inputs", "output", "saved", "name", "runner"};
  Value a[6];
  if (!parse_args(ctx, call, "_record_function", kNames, 6, a)) return Value::null();
  std::vector<Tensor> inputs, saved_list;
  if (!tensor_list_arg(ctx, a[1], "_record_function", &inputs)) return Value::null();
  if (!is_tensor(ctx, a[2])) return ctx.raise(ctx.builtins.exc_TypeError, "_record_function: output must be a Tensor");
  std::string_view name;
  if (!str_arg(ctx, a[4], "name", &name)) return Value::null();
  if (!objects::is_tuple(ctx, a[3]) && !objects::is_list(ctx, a[3]))
    return ctx.raise(ctx.builtins.exc_TypeError, "_record_function: saved must be a tuple");
  std::vector<Value> saved_values = objects::is_tuple(ctx, a[3]) ? objects::as_tuple(a[3])->items
                                                                  : objects::as_list(a[3])->items;
  for (Value v : saved_values)
    if (!v.is_none() && !is_tensor(ctx, v))
      return ctx.raise(ctx.builtins.exc_TypeError, "save_for_backward can only save variables, but argument is of type %s",
                       v.as_object()->type()->name.c_str());
  Value output = a[2];
  if (!autograd::should_record(inputs)) return objects::tuple_from(ctx, {output, Value::none()});
  return guard(ctx, [&]() -> Value {
    Tensor out = tensor_of(output);
    bool alias = out.grad_fn() || (out.impl()->autograd && out.impl()->autograd->requires_grad);
    for (const Tensor& t : inputs) alias = alias || t.impl() == out.impl();
    if (alias) out = autograd::alias_without_grad(out);
    if (out.impl()->view_base) out.impl()->view_base = {};
    auto node = autograd::record(tensor::OpId::custom_function, inputs, out);
    for (Value v : saved_values) {
      if (v.is_none()) {
        node->save(Tensor());
        continue;
      }
      const Tensor& t = tensor_of(v);
      node->save(t, t.impl() == out.impl() || t.impl() == tensor_of(output).impl());
    }
    MLState& s = state(ctx);
    int64_t key = s.functions->next_key++;
    s.functions->entries[key] = FunctionRegistry::Entry{a[0], a[5], node.get()};
    auto custom = tensor::make_ref<PythonFunctionBackward>(ctx, s.functions, key);
    custom->name = std::string(name);
    node->custom = custom;
    Value result = alias ? wrap(ctx, out) : output;
    return objects::tuple_from(ctx, {result, Value::small_int(key)});
  });
}

// _function_saved(key) -> tuple: ctx.saved_tensors, read from the node (version-checked).
Value ml_function_saved(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"key"};
  Value a[1];
  if (!parse_args(ctx, call, "_function_saved", kNames, 1, a)) return Value::null();
  auto key = int_arg(ctx, a[0], "key");
  if (!key) return Value::null();
  auto& entries = state(ctx).functions->entries;
  auto it = entries.find(*key);
  if (it == entries.end())
    return ctx.raise(ctx.builtins.exc_RuntimeError, "%s", kFreedMessage);
  autograd::Node* node = it->second.node;
  return guard(ctx, [&]() -> Value {
    std::vector<Value> items;
    for (size_t i = 0; i < node->saved.size(); ++i) items.push_back(wrap_or_none(ctx, node->saved_tensor(i)));
    return objects::tuple_from(ctx, std::move(items));
  });
}

// A Tensor.register_hook callable (Note [Tensor hooks]): rooted in the function registry
// under its key while the engine's hook table holds it.
class PythonGradHook final : public autograd::GradHook {
 public:
  PythonGradHook(Context& ctx, std::shared_ptr<FunctionRegistry> registry, int64_t key)
      : ctx_(ctx), registry_(std::move(registry)), key_(key) {}
  ~PythonGradHook() override {
    if (registry_->alive) registry_->entries.erase(key_);
  }

  // hook(grad) -> None (keep grad) or a Tensor (the replacement).
  Tensor call(const Tensor& grad) override {
    if (!registry_->alive) return Tensor();
    auto it = registry_->entries.find(key_);
    if (it == registry_->entries.end()) return Tensor();
    Value result = objects::call_vector(ctx_, it->second.runner, {wrap(ctx_, grad)});
    if (result.is_null()) throw PythonErrorPending{};
    if (result.is_none()) return Tensor();
    if (!is_tensor(ctx_, result))
      tensor::fail(tensor::ErrorKind::TypeError, "hook returned an object that is not a Tensor or None");
    return tensor_of(result);
  }

 private:
  Context& ctx_;
  std::shared_ptr<FunctionRegistry> registry_;
  int64_t key_;
};

// _register_hook(tensor, hook) -> id: Tensor.register_hook's native half.
Value ml_register_hook(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"tensor", "hook"};
  Value a[2];
  if (!parse_args(ctx, call, "_register_hook", kNames, 2, a)) return Value::null();
  if (!is_tensor(ctx, a[0])) return ctx.raise(ctx.builtins.exc_TypeError, "_register_hook: expected a Tensor");
  if (!protocol::is_callable(ctx, a[1]))
    return ctx.raise(ctx.builtins.exc_TypeError, "hook must be callable, got %s", a[1].is_object() ?
                     a[1].as_object()->type()->name.c_str() : "a number");
  return guard(ctx, [&]() -> Value {
    MLState& s = state(ctx);
    int64_t key = s.functions->next_key++;
    s.functions->entries[key] = FunctionRegistry::Entry{a[1], a[1], nullptr};
    auto hook = tensor::make_ref<PythonGradHook>(ctx, s.functions, key);
    int64_t id = autograd::add_grad_hook(tensor_of(a[0]), hook);
    return Value::small_int(id);
  });
}

// _remove_hook(id): a RemovableHandle's remove().
Value ml_remove_hook(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"id"};
  Value a[1];
  if (!parse_args(ctx, call, "_remove_hook", kNames, 1, a)) return Value::null();
  auto id = int_arg(ctx, a[0], "id");
  if (!id) return Value::null();
  autograd::remove_grad_hook(*id);
  return Value::none();
}

}  // namespace

void init_custom_functions(Context& ctx, ModuleObject* m) {
  static const objects::MethodDef functions[] = {
      {"_record_function", ml_record_function,
       "_record_function(ctx, inputs, output, saved, name, runner): torch.autograd.Function's node (internal)"},
      {"_function_saved", ml_function_saved, "_function_saved(key): a Function's saved tensors (internal)"},
      {"_register_hook", ml_register_hook, "_register_hook(tensor, hook) -> id: Tensor.register_hook (internal)"},
      {"_remove_hook", ml_remove_hook, "_remove_hook(id): removes a Tensor hook (internal)"},
      {}};
  state(ctx).functions = std::make_shared<FunctionRegistry>();
  objects::add_functions(ctx, m, functions);
}

}  // namespace tp::stdlib::ml
