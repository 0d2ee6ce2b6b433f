// Node bookkeeping and record(), the hook every differentiable op calls (see node.h).
#include "autograd/node.h"

#include <atomic>

#include "autograd/grad_mode.h"

namespace tp::autograd {

namespace {
std::atomic<uint64_t> g_sequence{0};
}

Node::Node(tensor::OpId id) : op(id), sequence_nr(g_sequence.fetch_add(1)) {}

const char* Node::name() const { return tensor::op_info(op).grad_fn_name; }

void Node::save(const Tensor& t, bool is_output) {
  if (!t.defined()) {
    saved.push_back({});
    return;
  }
  saved.push_back({is_output ? alias_without_grad(t) : t, t.version()});
}

Tensor Node::saved_tensor(size_t i) const {
  if (released)
    tensor::fail(tensor::ErrorKind::RuntimeError,
                 "Trying to backward through the graph a second time (or directly access saved "
                 "tensors after they have already been freed). Specify retain_graph=True if you "
                 "need to backward through the graph a second time.");
  const SavedTensor& s = saved.at(i);
  if (s.tensor.defined() && s.tensor.version() != s.version)
    tensor::fail(tensor::ErrorKind::RuntimeError,
                 std::string("one of the variables needed for gradient computation has been "
                             "modified by an inplace operation: the saved tensor of ") +
                     name() + " is at version " + std::to_string(s.tensor.version()) +
                     "; expected version " + std::to_string(s.version) + " instead.");
  return s.tensor;
}

std::vector<Tensor> Node::apply(const Tensor& grad) { return tensor::op_info(op).backward(*this, grad); }

bool should_record(std::initializer_list<const Tensor*> inputs) {
  if (!is_grad_enabled()) return false;
  for (const Tensor* t : inputs)
    if (t && t->defined() && t->requires_grad()) return true;
  return false;
}

bool should_record(const std::vector<Tensor>& inputs) {
  if (!is_grad_enabled()) return false;
  for (const Tensor& t : inputs)
    if (t.defined() && t.requires_grad()) return true;
  return false;
}

Ref<Node> record(tensor::OpId op, const std::vector<Tensor>& inputs, const Tensor& output) {
  if (!should_record(inputs)) return {};
  const tensor::OpInfo& info = tensor::op_info(op);
  if (!info.differentiable())
    tensor::fail(tensor::ErrorKind::NotImplementedError,
                 std::string("the derivative for '") + info.name + "' is not implemented");
  auto node = tensor::make_ref<Node>(op);
  node->next_edges.reserve(inputs.size());
  node->input_sizes.reserve(inputs.size());  // one allocation each, not push_back's regrowth
  node->input_dtypes.reserve(inputs.size());
  for (const Tensor& t : inputs) {
    Edge e;
    if (t.defined() && t.requires_grad()) {
      if (t.grad_fn()) e.node = t.grad_fn();
      else e.leaf = t.impl_ref();
    }
    node->next_edges.push_back(std::move(e));
    node->input_sizes.push_back(t.defined() ? t.sizes() : Shape{});
    node->input_dtypes.push_back(t.defined() ? t.dtype() : tensor::kDefaultFloat);
  }
  output.impl()->autograd_meta().requires_grad = true;
  set_grad_fn(output.impl(), node);
  return node;
}

void set_grad_fn(TensorImpl* t, Ref<Node> fn) {
  auto& meta = t->autograd_meta();
  if (meta.retains_grad) {
    if (meta.grad_fn) std::erase(meta.grad_fn->retained, t);
    if (fn) fn->retained.push_back(t);
  }
  meta.grad_fn = std::move(fn);
}

Tensor alias_without_grad(const Tensor& t) {
  auto impl = tensor::make_ref<TensorImpl>(t.storage(), t.sizes(), t.strides(), t.storage_offset(), t.dtype());
  return Tensor(std::move(impl));
}

}  // namespace tp::autograd
