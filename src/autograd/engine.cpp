// The backward engine (see engine.h): a dependency count over the graph reachable from
// the outputs, then nodes run when all their consumers have delivered gradients, latest
// created first among the ready ones (as PyTorch's sequence_nr ordering).
#include "autograd/engine.h"

#include <optional>
#include <queue>
#include <unordered_map>
#include <unordered_set>

#include "autograd/grad_mode.h"
#include "autograd/node.h"
#include "tensor/nn_internal.h"
#include "tensor/ops.h"

namespace tp::autograd {

using tensor::ErrorKind;
using tensor::fail;

namespace {

Tensor accumulate(const Tensor& a, const Tensor& b) { return a.defined() ? tensor::add(a, b) : b; }

// Note [Tensor hooks]: the process-wide table.
struct HookEntry {
  int64_t id;
  Ref<GradHook> hook;
};
struct LeafHooks {
  Ref<TensorImpl> keep;
  std::vector<HookEntry> hooks;
};
struct NodeHooks {
  Ref<Node> keep;
  std::vector<HookEntry> hooks;
};
struct HookTable {
  std::unordered_map<TensorImpl*, LeafHooks> leaves;
  std::unordered_map<Node*, NodeHooks> nodes;
  int64_t next_id = 1;
};
HookTable& hook_table() {
  static HookTable* table = new HookTable();  // never destroyed: nodes may die at exit
  return *table;
}

Tensor run_hooks(std::vector<HookEntry> hooks, Tensor g) {
  // A copy of the list: a hook may add or remove hooks.
  for (auto& h : hooks) {
    Tensor r = h.hook->call(g);
    if (!r.defined()) continue;
    if (r.sizes() != g.sizes())
      fail(ErrorKind::RuntimeError, "hook 'hook' has changed the size of value");
    g = std::move(r);
  }
  return g;
}

struct RunResult {
  std::unordered_map<TensorImpl*, Tensor> captured;  // for grad(): input impl -> gradient
};

// True when nothing but `g` refers to its TensorImpl and storage (a fresh gradient no
// other node, view or saved tensor shares), contiguous and covering its whole storage:
// a leaf's first gradient can then become .grad itself instead of a copy.
bool sole_owner(const Tensor& g) {
  return g.impl()->use_count() == 1 && g.storage()->use_count() == 1 && g.is_contiguous() &&
         g.storage_offset() == 0 &&
         g.storage()->nbytes() == static_cast<size_t>(g.numel()) * tensor::element_size(g.dtype());
}

// Runs the graph. With capture non-null, gradients for those tensors are collected and no
// .grad is written; otherwise leaves (and retain_grad tensors) accumulate into .grad.
// Grad mode on for the scope (the create_graph pass), restoring the previous mode.
class EnableGradGuard {
 public:
  EnableGradGuard() : previous_(is_grad_enabled()) { set_grad_enabled(true); }
  ~EnableGradGuard() { set_grad_enabled(previous_); }

 private:
  bool previous_;
};

void run(const std::vector<Tensor>& outputs, const std::vector<Tensor>& grad_outputs,
         bool retain_graph, const std::unordered_set<TensorImpl*>* capture, RunResult& result,
         bool create_graph) {
  std::optional<NoGradGuard> no_grad;
  std::optional<EnableGradGuard> with_grad;
  if (create_graph) with_grad.emplace();
  else no_grad.emplace();
  if (!grad_outputs.empty() && grad_outputs.size() != outputs.size())
    fail(ErrorKind::RuntimeError, "backward: got " + std::to_string(grad_outputs.size()) +
                                      " gradients for " + std::to_string(outputs.size()) + " outputs");
  std::unordered_map<Node*, Tensor> buffers;
  std::vector<Ref<Node>> roots;
  HookTable& hooks = hook_table();
  // Leaves with hooks collect their gradient here and get it (hooked) after the graph ran.
  std::unordered_map<TensorImpl*, Tensor> hooked_leaves;
  std::vector<TensorImpl*> hooked_order;
  auto deliver_leaf_now = [&](TensorImpl* leaf, const Tensor& g) {
    if (capture) {
      if (capture->count(leaf)) result.captured[leaf] = accumulate(result.captured[leaf], g);
      return;
    }
    auto& meta = leaf->autograd_meta();
    if (meta.grad) meta.grad = tensor::add(Tensor(meta.grad), g).impl_ref();
    else if (sole_owner(g)) meta.grad = g.impl_ref();  // as torch's AccumulateGrad: no copy
    else meta.grad = (g.is_contiguous() ? tensor::clone(g) : tensor::contiguous(g)).impl_ref();
  };
  auto deliver_leaf = [&](TensorImpl* leaf, const Tensor& g) {
    if (hooks.leaves.empty() || !hooks.leaves.count(leaf)) return deliver_leaf_now(leaf, g);
    auto [it, fresh] = hooked_leaves.try_emplace(leaf, g);
    if (fresh) hooked_order.push_back(leaf);
    else it->second = tensor::add(it->second, g);
  };
  for (size_t i = 0; i < outputs.size(); ++i) {
    const Tensor& out = outputs[i];
    if (!out.requires_grad())
      fail(ErrorKind::RuntimeError,
           "element " + std::to_string(i) + " of tensors does not require grad and does not have a grad_fn");
    Tensor g = grad_outputs.empty() ? Tensor() : grad_outputs[i];
    if (!g.defined()) {
      if (out.numel() != 1)
        fail(ErrorKind::RuntimeError, "grad can be implicitly created only for scalar outputs");
      g = tensor::ones_like(out);
    } else if (g.sizes() != out.sizes()) {
      fail(ErrorKind::RuntimeError, "Mismatch in shape: grad_output[" + std::to_string(i) +
                                        "] has a shape of " + tensor::shape_str(g.sizes()) +
                                        " and output[" + std::to_string(i) + "] has a shape of " +
                                        tensor::shape_str(out.sizes()));
    }
    if (out.grad_fn()) {
      buffers[out.grad_fn().get()] = accumulate(buffers[out.grad_fn().get()], g);
      roots.push_back(out.grad_fn());
    } else {
      deliver_leaf(out.impl(), g);
    }
  }
  // Dependency counts over the reachable graph.
  std::unordered_map<Node*, int> deps;
  std::vector<Node*> stack;
  std::unordered_set<Node*> seen;
  for (auto& r : roots)
    if (seen.insert(r.get()).second) stack.push_back(r.get());
  while (!stack.empty()) {
    Node* n = stack.back();
    stack.pop_back();
    if (create_graph && !double_backward_supported(*n))
      fail(ErrorKind::NotImplementedError,
           std::string("create_graph=True: the derivative of ") + n->name() +
               " is not differentiable in TensorPy (double backward is implemented for elementwise "
               "arithmetic, exp/log/sin/cos/tanh/sigmoid/relu, sums and means, views, matmul/linear, "
               "softmax and custom Functions)");
    for (auto& e : n->next_edges) {
      if (!e.node) continue;
      deps[e.node.get()]++;
      if (seen.insert(e.node.get()).second) stack.push_back(e.node.get());
    }
  }
  auto later_first = [](Node* a, Node* b) { return a->sequence_nr < b->sequence_nr; };
  std::priority_queue<Node*, std::vector<Node*>, decltype(later_first)> ready(later_first);
  std::unordered_set<Node*> queued;
  for (auto& r : roots)
    if (deps[r.get()] == 0 && queued.insert(r.get()).second) ready.push(r.get());
  // Non-leaf tensors whose gradient is wanted: grad() inputs and retain_grad tensors are
  // found through their grad_fn (Node -> TensorImpl map built from the outputs' graph is
  // not kept, so capture is by grad_fn identity).
  std::unordered_map<Node*, TensorImpl*> capture_nodes;
  if (capture)
    for (TensorImpl* t : *capture)
      if (t->autograd && t->autograd->grad_fn) capture_nodes[t->autograd->grad_fn.get()] = t;
  // Note [Fused max-pool + ReLU backward]
  // max_pool2d(relu(x)) (a CNN block): the pooling's backward writes a full-size gradient
  // that ReLU's backward then masks in a second pass over it and the saved activation.
  // When the ReLU node's only consumer is the pooling node and nobody wants the gradient
  // at the ReLU's output (retain_grad, grad()), the pooling node writes the masked
  // gradient itself (detail::max_pool2d_relu_backward, bit-identical) and the ReLU node
  // then passes its gradient through.
  std::unordered_set<Node*> passed_through;
  auto fused_relu = [&](Node* n) -> Node* {
    if (create_graph || n->op != tensor::OpId::max_pool2d || n->next_edges.size() != 1) return nullptr;
    Node* r = n->next_edges[0].node.get();
    if (!r || r->op != tensor::OpId::relu || r->released || !r->retained.empty() || deps[r] != 1 ||
        buffers.count(r) || capture_nodes.count(r))
      return nullptr;
    return r;
  };
  while (!ready.empty()) {
    Node* n = ready.top();
    ready.pop();
    Tensor g = std::move(buffers[n]);
    buffers.erase(n);
    if (!hooks.nodes.empty() && g.defined()) {
      auto hit = hooks.nodes.find(n);
      if (hit != hooks.nodes.end()) {
        g = run_hooks(hit->second.hooks, std::move(g));
        if (!retain_graph) hooks.nodes.erase(n);  // the graph is freed: it cannot run again
      }
    }
    if (auto it = capture_nodes.find(n); it != capture_nodes.end())
      result.captured[it->second] = accumulate(result.captured[it->second], g);
    if (!capture && g.defined())
      for (TensorImpl* t : n->retained) deliver_leaf(t, g);  // Note [retain_grad]
    std::vector<Tensor> grads;
    if (g.defined()) {
      if (passed_through.count(n)) {
        grads.push_back(std::move(g));
      } else if (Node* r = fused_relu(n)) {
        Tensor gx = tensor::detail::max_pool2d_relu_backward(g, n->saved_tensor(0), n->input_sizes[0], n->ints,
                                                             r->saved_tensor(0));
        if (gx.defined()) {
          grads.push_back(std::move(gx));
          passed_through.insert(r);
        } else {
          grads = n->apply(g);
        }
      } else {
        grads = n->apply(g);
      }
    }
    for (size_t i = 0; i < n->next_edges.size(); ++i) {
      Edge& e = n->next_edges[i];
      Tensor gi = i < grads.size() ? std::move(grads[i]) : Tensor();  // moved: see sole_owner
      if (gi.defined() && gi.sizes() != n->input_sizes[i])
        fail(ErrorKind::RuntimeError, std::string("Function ") + n->name() +
                                          " returned an invalid gradient at index " + std::to_string(i) +
                                          " - got " + tensor::shape_str(gi.sizes()) + " but expected shape " +
                                          tensor::shape_str(n->input_sizes[i]));
      if (e.leaf) {
        if (gi.defined()) deliver_leaf(e.leaf.get(), gi);
      } else if (e.node) {
        Node* next = e.node.get();
        if (gi.defined()) buffers[next] = accumulate(buffers[next], gi);
        if (--deps[next] == 0 && queued.insert(next).second) ready.push(next);
      }
    }
    if (!retain_graph) {
      n->saved.clear();
      n->released = true;
      if (n->custom) n->custom->release();  // Note [Custom function nodes]
    }
  }
  for (TensorImpl* leaf : hooked_order) {
    auto hit = hooks.leaves.find(leaf);
    Tensor g = std::move(hooked_leaves[leaf]);
    if (hit != hooks.leaves.end()) g = run_hooks(hit->second.hooks, std::move(g));
    deliver_leaf_now(leaf, g);
  }
}

}  // namespace

int64_t add_grad_hook(const Tensor& t, Ref<GradHook> hook) {
  if (!t.requires_grad())
    fail(ErrorKind::RuntimeError, "cannot register a hook on a tensor that doesn't require gradient");
  HookTable& table = hook_table();
  int64_t id = table.next_id++;
  if (t.grad_fn()) {
    auto& e = table.nodes[t.grad_fn().get()];
    e.keep = t.grad_fn();
    e.hooks.push_back({id, std::move(hook)});
  } else {
    auto& e = table.leaves[t.impl()];
    e.keep = t.impl_ref();
    e.hooks.push_back({id, std::move(hook)});
  }
  return id;
}

void remove_grad_hook(int64_t id) {
  HookTable& table = hook_table();
  auto drop = [id](auto& map) {
    for (auto it = map.begin(); it != map.end(); ++it) {
      auto& hs = it->second.hooks;
      for (size_t i = 0; i < hs.size(); ++i)
        if (hs[i].id == id) {
          hs.erase(hs.begin() + static_cast<std::ptrdiff_t>(i));
          if (hs.empty()) map.erase(it);
          return true;
        }
    }
    return false;
  };
  if (!drop(table.leaves)) drop(table.nodes);
}

void clear_grad_hooks() {
  HookTable& table = hook_table();
  table.leaves.clear();
  table.nodes.clear();
}

bool double_backward_supported(const Node& n) {
  using tensor::OpId;
  switch (n.op) {
    case OpId::add: case OpId::sub: case OpId::mul: case OpId::div: case OpId::neg: case OpId::abs:
    case OpId::exp: case OpId::log: case OpId::log1p: case OpId::expm1: case OpId::sin: case OpId::cos:
    case OpId::tanh: case OpId::sigmoid: case OpId::relu: case OpId::clamp: case OpId::where:
    case OpId::sum: case OpId::mean: case OpId::view: case OpId::permute: case OpId::expand:
    case OpId::select: case OpId::slice: case OpId::clone: case OpId::to_dtype: case OpId::cat:
    case OpId::index: case OpId::mm: case OpId::bmm: case OpId::linear: case OpId::softmax:
    case OpId::log_softmax: case OpId::custom_function:
      return true;
    case OpId::pow:  // the exponent's rule reads the saved output through log(a): base only
      return !n.needs_input_grad(1);
    default:
      return false;
  }
}

void backward(const std::vector<Tensor>& outputs, const std::vector<Tensor>& grad_outputs,
              bool retain_graph, bool create_graph) {
  RunResult r;
  run(outputs, grad_outputs, retain_graph, nullptr, r, create_graph);
}

std::vector<Tensor> grad(const std::vector<Tensor>& outputs, const std::vector<Tensor>& inputs,
                         const std::vector<Tensor>& grad_outputs, bool retain_graph, bool allow_unused,
                         bool create_graph) {
  std::unordered_set<TensorImpl*> want;
  for (const Tensor& t : inputs) {
    if (!t.requires_grad())
      fail(ErrorKind::RuntimeError, "One of the differentiated Tensors does not require grad");
    want.insert(t.impl());
  }
  RunResult r;
  run(outputs, grad_outputs, retain_graph, &want, r, create_graph);
  std::vector<Tensor> out;
  for (const Tensor& t : inputs) {
    auto it = r.captured.find(t.impl());
    if (it == r.captured.end() || !it->second.defined()) {
      if (!allow_unused)
        fail(ErrorKind::RuntimeError,
             "One of the differentiated Tensors appears to not have been used in the graph. "
             "Set allow_unused=True if this is the desired behavior.");
      out.emplace_back();
    } else {
      out.push_back(it->second);
    }
  }
  return out;
}

}  // namespace tp::autograd

