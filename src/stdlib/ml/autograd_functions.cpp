// Autograd and optimiser functions of the ml module: no_grad()/enable_grad() (context
// managers, also usable as decorators), set_grad_enabled, is_grad_enabled, backward(t),
// grad(outputs, inputs, ...) as torch.autograd.grad, the original API's fused optimiser
// steps zero_grad(params), sgd_step(params, lr, ...), adam_step(params, m, v, lr, beta1,
// beta2, eps, step) and adamw_step, and the kernel thread count
// (set_num_threads/get_num_threads).
//
// adam_step's formula (torch.optim.Adam, foreach=False), for each param p with grad g:
//   m = beta1*m + (1-beta1)*g;  v = beta2*v + (1-beta2)*g*g
//   p -= lr / (1 - beta1^step) * m / (sqrt(v) / sqrt(1 - beta2^step) + eps)
// where `step` is the 1-based count of updates INCLUDING this one (the first call passes 1).
// m, v and p are updated in place; params without .grad are skipped.
#include "autograd/engine.h"
#include "autograd/grad_mode.h"
#include "objects/list_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/util.h"
#include "stdlib/ml/ml_internal.h"
#include "threads/thread_pool.h"

namespace tp::stdlib::ml {

using objects::MethodDef;
using objects::parse_args;

namespace {

// with ml.no_grad(): / with ml.enable_grad(): / with ml.set_grad_enabled(mode):
class GradModeObject : public Object {
 public:
  GradModeObject(TypeObject* type, bool m) : Object(type), mode(m) {}
  bool mode;
  bool applied = false;        // set_grad_enabled: the mode is already on; enter saves nothing
  std::vector<bool> previous;  // a stack, so one object can be entered reentrantly
};

Value make_grad_mode(Context& ctx, bool mode) {
  return Value::object(ctx.heap.make<GradModeObject>(state(ctx).no_grad_type, mode));
}

Value ml_no_grad(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "no_grad", 0, 0)) return Value::null();
  return make_grad_mode(ctx, false);
}
Value ml_enable_grad(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "enable_grad", 0, 0)) return Value::null();
  return make_grad_mode(ctx, true);
}
// set_grad_enabled(mode): takes effect immediately (as torch) and also works as a context
// manager restoring the previous mode.
Value ml_set_grad_enabled(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"mode"};
  Value a[1];
  if (!parse_args(ctx, call, "set_grad_enabled", kNames, 1, a)) return Value::null();
  bool mode;
  if (!bool_arg(ctx, a[0], &mode)) return Value::null();
  Value obj = make_grad_mode(ctx, mode);
  auto* g = static_cast<GradModeObject*>(obj.as_object());
  g->previous.push_back(autograd::is_grad_enabled());
  g->applied = true;
  autograd::set_grad_enabled(mode);
  return obj;
}

Value gm_enter(Context&, const CallArgs& call) {
  auto* g = static_cast<GradModeObject*>(call.args[0].as_object());
  if (g->applied) {
    g->applied = false;  // previous already holds the mode before set_grad_enabled()
    return Value::none();
  }
  g->previous.push_back(autograd::is_grad_enabled());
  autograd::set_grad_enabled(g->mode);
  return Value::none();
}

Value gm_exit(Context&, const CallArgs& call) {
  auto* g = static_cast<GradModeObject*>(call.args[0].as_object());
  if (!g->previous.empty()) {
    autograd::set_grad_enabled(g->previous.back());
    g->previous.pop_back();
  }
  return Value::boolean(false);
}

// The decorator form: @ml.no_grad() wraps fn so that it runs in the mode.
Value gm_wrapped(Context& ctx, const CallArgs& call) {
  // args[0] is the bound (mode object, fn) tuple.
  auto* bound = objects::as_tuple(call.args[0]);
  auto* g = static_cast<GradModeObject*>(bound->items[0].as_object());
  bool previous = autograd::is_grad_enabled();
  autograd::set_grad_enabled(g->mode);
  CallArgs rest = objects::without_self(call);
  Value r = protocol::call(ctx, bound->items[1], rest);
  autograd::set_grad_enabled(previous);
  return r;
}

Value gm_call(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "__call__", 2, 2)) return Value::null();
  Value pair[2] = {call.args[0], call.args[1]};
  Value bound = protocol::new_tuple(ctx, pair, 2);
  return objects::new_native_function(ctx, "grad_mode_wrapper", gm_wrapped, nullptr, bound);
}

Value gm_repr(Context& ctx, const CallArgs& call) {
  auto* g = static_cast<GradModeObject*>(call.args[0].as_object());
  return objects::str_from(ctx, g->mode ? "<ml.enable_grad object>" : "<ml.no_grad object>");
}

Value ml_is_grad_enabled(Context&, const CallArgs&) { return Value::boolean(autograd::is_grad_enabled()); }

Value ml_backward(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"tensors", "grad_tensors", "retain_graph", "create_graph"};
  Value a[4];
  if (!parse_args(ctx, call, "backward", kNames, 1, a)) return Value::null();
  std::vector<Tensor> outs, grads;
  if (is_tensor(ctx, a[0])) outs.push_back(tensor_of(a[0]));
  else if (!tensor_list_arg(ctx, a[0], "backward", &outs)) return Value::null();
  if (!a[1].is_null() && !a[1].is_none()) {
    if (is_tensor(ctx, a[1])) grads.push_back(tensor_of(a[1]));
    else if (!tensor_list_arg(ctx, a[1], "backward", &grads)) return Value::null();
  }
  bool retain = false, create = false;
  if (!a[2].is_null() && !a[2].is_none() && !bool_arg(ctx, a[2], &retain)) return Value::null();
  if (!a[3].is_null() && !bool_arg(ctx, a[3], &create)) return Value::null();
  if (create && (a[2].is_null() || a[2].is_none())) retain = true;  // torch: retain_graph defaults to create_graph
  return guard(ctx, [&] {
    autograd::backward(outs, grads, retain, create);
    return Value::none();
  });
}

// grad(outputs, inputs, grad_outputs=None, retain_graph=None, create_graph=False, allow_unused=False)
Value ml_grad(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"outputs", "inputs", "grad_outputs", "retain_graph", "create_graph", "allow_unused"};
  Value a[6];
  if (!parse_args(ctx, call, "grad", kNames, 2, a)) return Value::null();
  std::vector<Tensor> outs, ins, gouts;
  if (is_tensor(ctx, a[0])) outs.push_back(tensor_of(a[0]));
  else if (!tensor_list_arg(ctx, a[0], "grad", &outs)) return Value::null();
  if (is_tensor(ctx, a[1])) ins.push_back(tensor_of(a[1]));
  else if (!tensor_list_arg(ctx, a[1], "grad", &ins)) return Value::null();
  if (!a[2].is_null() && !a[2].is_none()) {
    if (is_tensor(ctx, a[2])) gouts.push_back(tensor_of(a[2]));
    else if (!tensor_list_arg(ctx, a[2], "grad", &gouts)) return Value::null();
  }
  bool retain = false, create = false, allow_unused = false;
  if (!a[3].is_null() && !a[3].is_none() && !bool_arg(ctx, a[3], &retain)) return Value::null();
  if (!a[4].is_null() && !bool_arg(ctx, a[4], &create)) return Value::null();
  if (!a[5].is_null() && !a[5].is_none() && !bool_arg(ctx, a[5], &allow_unused)) return Value::null();
  if (create && (a[3].is_null() || a[3].is_none())) retain = true;  // torch: retain_graph defaults to create_graph
  return guard(ctx, [&] {
    std::vector<Tensor> gs = autograd::grad(outs, ins, gouts, retain, allow_unused, create);
    std::vector<Value> items;
    for (const Tensor& g : gs) items.push_back(wrap_or_none(ctx, g));
    return objects::tuple_from(ctx, std::move(items));
  });
}

Value ml_zero_grad(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"params", "set_to_none"};
  Value a[2];
  if (!parse_args(ctx, call, "zero_grad", kNames, 1, a)) return Value::null();
  std::vector<Tensor> ps;
  bool to_none = true;
  if (!tensor_list_arg(ctx, a[0], "zero_grad", &ps) || (!a[1].is_null() && !bool_arg(ctx, a[1], &to_none)))
    return Value::null();
  return guard(ctx, [&] {
    tensor::zero_grad(ps, to_none);
    return Value::none();
  });
}

bool real(Context& ctx, Value v, const char* what, double* out) {
  if (v.is_null()) return true;
  auto d = float_arg(ctx, v, what);
  if (!d) return false;
  *out = *d;
  return true;
}

// sgd_step(params, lr, momentum=0, dampening=0, weight_decay=0, nesterov=False, momentum_buffers=None)
Value ml_sgd_step(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"params", "lr", "momentum", "dampening", "weight_decay", "nesterov", "momentum_buffers"};
  Value a[7];
  if (!parse_args(ctx, call, "sgd_step", kNames, 2, a)) return Value::null();
  std::vector<Tensor> ps;
  double lr = 0, momentum = 0, dampening = 0, wd = 0;
  bool nesterov = false;
  if (!tensor_list_arg(ctx, a[0], "sgd_step", &ps) || !real(ctx, a[1], "lr", &lr) || !real(ctx, a[2], "momentum", &momentum) ||
      !real(ctx, a[3], "dampening", &dampening) || !real(ctx, a[4], "weight_decay", &wd) ||
      (!a[5].is_null() && !bool_arg(ctx, a[5], &nesterov)))
    return Value::null();
  ListObject* buf_list = nullptr;
  std::vector<Tensor> bufs;
  if (!a[6].is_null() && !a[6].is_none()) {
    if (!objects::is_list(ctx, a[6]))
      return ctx.raise(ctx.builtins.exc_TypeError, "sgd_step(): momentum_buffers must be a list of tensors or None");
    buf_list = objects::as_list(a[6]);
    if (buf_list->items.size() != ps.size())
      return ctx.raise(ctx.builtins.exc_ValueError, "sgd_step(): %zu params but %zu momentum buffers", ps.size(),
                       buf_list->items.size());
    for (Value v : buf_list->items) bufs.push_back(is_tensor(ctx, v) ? tensor_of(v) : Tensor());
  } else if (momentum != 0) {
    return ctx.raise(ctx.builtins.exc_ValueError, "sgd_step(): momentum needs a momentum_buffers list (None entries are created)");
  }
  return guard(ctx, [&] {
    tensor::sgd_step(ps, buf_list ? &bufs : nullptr, lr, momentum, dampening, wd, nesterov);
    if (buf_list) {
      for (size_t i = 0; i < bufs.size(); ++i) {
        Value old = buf_list->items[i];
        if (bufs[i].defined() && !(is_tensor(ctx, old) && tensor_of(old).is_same(bufs[i])))
          buf_list->items[i] = wrap(ctx, bufs[i]);
      }
    }
    return Value::none();
  });
}

// adam_step(params, m, v, lr, beta1, beta2, eps, step, weight_decay=0)
template <bool decoupled>
Value ml_adam_step(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"params", "m", "v", "lr", "beta1", "beta2", "eps", "step", "weight_decay"};
  const char* fn = decoupled ? "adamw_step" : "adam_step";
  Value a[9];
  if (!parse_args(ctx, call, fn, kNames, 8, a)) return Value::null();
  std::vector<Tensor> ps, ms, vs;
  double lr = 0, b1 = 0, b2 = 0, eps = 0, wd = decoupled ? 0.01 : 0.0;
  if (!tensor_list_arg(ctx, a[0], fn, &ps) || !tensor_list_arg(ctx, a[1], fn, &ms) || !tensor_list_arg(ctx, a[2], fn, &vs) ||
      !real(ctx, a[3], "lr", &lr) || !real(ctx, a[4], "beta1", &b1) || !real(ctx, a[5], "beta2", &b2) ||
      !real(ctx, a[6], "eps", &eps) || !real(ctx, a[8], "weight_decay", &wd))
    return Value::null();
  auto step = int_arg(ctx, a[7], "step");
  if (!step) return Value::null();
  if (*step < 1) return ctx.raise(ctx.builtins.exc_ValueError, "%s(): step is the 1-based update count, got %lld", fn, static_cast<long long>(*step));
  if (ms.size() != ps.size() || vs.size() != ps.size())
    return ctx.raise(ctx.builtins.exc_ValueError, "%s(): %zu params, %zu m and %zu v tensors", fn, ps.size(), ms.size(), vs.size());
  return guard(ctx, [&] {
    if (decoupled) tensor::adamw_step(ps, ms, vs, lr, b1, b2, eps, *step, wd);
    else tensor::adam_step(ps, ms, vs, lr, b1, b2, eps, *step, wd);
    return Value::none();
  });
}

Value ml_set_num_threads(Context& ctx, const CallArgs& call) {
  static const char* const kNames[] = {"n"};
  Value a[1];
  if (!parse_args(ctx, call, "set_num_threads", kNames, 1, a)) return Value::null();
  auto n = int_arg(ctx, a[0], "n");
  if (!n) return Value::null();
  if (*n < 1) return ctx.raise(ctx.builtins.exc_ValueError, "set_num_threads(): n must be >= 1, got %lld", static_cast<long long>(*n));
  return guard(ctx, [&] {
    threads::set_num_threads(static_cast<int>(*n));
    return Value::none();
  });
}

Value ml_get_num_threads(Context&, const CallArgs&) { return Value::small_int(threads::get_num_threads()); }

}  // namespace

static const MethodDef grad_mode_methods[] = {
    {"__enter__", gm_enter, nullptr},
    {"__exit__", gm_exit, nullptr},
    {"__call__", gm_call, "decorator: the wrapped function runs in this grad mode"},
    {"__repr__", gm_repr, nullptr},
    {}};

static const MethodDef autograd_functions[] = {
    {"no_grad", ml_no_grad, "no_grad(): context manager (or decorator) disabling autograd recording, as torch.no_grad"},
    {"enable_grad", ml_enable_grad, "enable_grad(): context manager enabling autograd recording"},
    {"set_grad_enabled", ml_set_grad_enabled, "set_grad_enabled(mode): sets grad mode now; as a context manager restores it on exit"},
    {"is_grad_enabled", ml_is_grad_enabled, "is_grad_enabled() -> bool"},
    {"backward", ml_backward, "backward(tensors, grad_tensors=None, retain_graph=False, create_graph=False): as torch.autograd.backward (the original's backward(t))"},
    {"grad", ml_grad, "grad(outputs, inputs, grad_outputs=None, retain_graph=None, create_graph=False, allow_unused=False) -> tuple, as torch.autograd.grad (create_graph: Note [Double backward])"},
    {"zero_grad", ml_zero_grad, "zero_grad(params, set_to_none=True): clears each param's .grad"},
    {"sgd_step", ml_sgd_step, "sgd_step(params, lr, momentum=0, dampening=0, weight_decay=0, nesterov=False, momentum_buffers=None): p -= lr * grad (torch.optim.SGD's formula), in place; params without grad skipped"},
    {"adam_step", ml_adam_step<false>, "adam_step(params, m, v, lr, beta1, beta2, eps, step, weight_decay=0): torch.optim.Adam's update in place; step is the 1-based update count including this one"},
    {"adamw_step", ml_adam_step<true>, "adamw_step(params, m, v, lr, beta1, beta2, eps, step, weight_decay=0.01): torch.optim.AdamW's update"},
    {"set_num_threads", ml_set_num_threads, "set_num_threads(n): threads used by tensor kernels"},
    {"get_num_threads", ml_get_num_threads, "get_num_threads() -> int"},
    {}};

void init_autograd_functions(Context& ctx, ModuleObject* m) {
  MLState& s = state(ctx);
  s.no_grad_type = objects::new_native_type(ctx, "no_grad", ctx.builtins.object_type, nullptr);
  objects::set_type_attr(ctx, s.no_grad_type, "__module__", objects::str_from(ctx, "ml"));
  objects::add_methods(ctx, s.no_grad_type, grad_mode_methods);
  objects::add_functions(ctx, m, autograd_functions);
}

}  // namespace tp::stdlib::ml
