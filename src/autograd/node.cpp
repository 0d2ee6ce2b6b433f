// Node bookkeeping and record(), the hook every differentiable op calls (see node.h).
#include "autograd/node.h"

#include <atomic>

#include "autograd/grad_mode.h"
#include "tensor/ops.h"

namespace tp::autograd {

namespace {
std::atomic<uint64_t> g_sequence{0};
thread_local TensorImpl* t_clone_on_save = nullptr;
}  // namespace

CloneOnSaveGuard::CloneOnSaveGuard(TensorImpl* target) : previous_(t_clone_on_save) { t_clone_on_save = target; }
CloneOnSaveGuard::~CloneOnSaveGuard() { t_clone_on_save = previous_; }

Node::Node(tensor::OpId id) : op(id), sequence_nr(g_sequence.fetch_add(1)) {}

// Note [Deep graphs are freed iteratively]
// A graph is a chain of reference-counted nodes: each holds its inputs' nodes through
// next_edges and, until a backward pass releases them, the tensors it saved, whose
// grad_fn (and whose view_base, for a view) continue the chain. Freeing the last node of
// y = y * 1.0 repeated 200,000 times with plain destructors would nest 200,000 deep and
// overflow the C stack. So a dying node moves every such reference it holds onto a local
// worklist, and the worklist drops them one at a time: a reference whose object others
// still hold only loses a count; one that is the last expands (its own references join
// the worklist) before it is freed, so destructors nest at most two deep whatever the
// graph's depth. A tensor that retains its grad keeps its grad_fn (its destructor
// unregisters itself from that node: Note [retain_grad]).
namespace {
struct Teardown {
  std::vector<Ref<Node>> nodes;
  std::vector<Ref<TensorImpl>> tensors;

  void take(Node& node) {
    for (Edge& e : node.next_edges)
      if (e.node) nodes.push_back(std::move(e.node));
    for (SavedTensor& s : node.saved) {
      if (!s.tensor.defined()) continue;
      tensors.push_back(s.tensor.impl_ref());
      s.tensor = Tensor();
    }
  }

  void take(TensorImpl& impl) {
    if (impl.view_base) tensors.push_back(std::move(impl.view_base));
    if (impl.autograd && !impl.autograd->retains_grad && impl.autograd->grad_fn)
      nodes.push_back(std::move(impl.autograd->grad_fn));
  }

  void run() {
    while (!nodes.empty() || !tensors.empty()) {
      if (!tensors.empty()) {
        Ref<TensorImpl> impl = std::move(tensors.back());
        tensors.pop_back();
        if (impl->use_count() == 1) take(*impl);
        continue;  // `impl` freed, or its count dropped, with nothing deep left in it
      }
      Ref<Node> node = std::move(nodes.back());
      nodes.pop_back();
      if (node->use_count() == 1) take(*node);
    }
  }
};
}  // namespace

Node::~Node() {
  Teardown teardown;
  teardown.take(*this);
  teardown.run();
}

const char* Node::name() const {
  if (custom) return custom->name.c_str();
  return name_override ? name_override : tensor::op_info(op).grad_fn_name;
}

void Node::save(const Tensor& t, bool is_output) {
  if (!t.defined()) {
    saved.push_back({});
    return;
  }
  if (t.impl() == t_clone_on_save && !is_output) {
    NoGradGuard no_grad;
    Tensor copy = tensor::clone(t);
    saved.push_back({copy, copy.version(), false});
    return;
  }
  saved.push_back({is_output ? alias_without_grad(t) : t, t.version(), is_output});
}

Tensor Node::saved_tensor(size_t i) const {
  if (released)
    tensor::fail(tensor::ErrorKind::RuntimeError,
                 "Trying to backward through the graph a second time (or directly access saved "
                 "tensors after they have already been freed). Specify retain_graph=True if you "
                 "need to backward through the graph a second time.");
  const SavedTensor& s = saved.at(i);
  if (s.tensor.defined() && s.tensor.version() != s.version) {
    // torch's text (less its hint about anomaly detection): the tensor's type and sizes,
    // and the node that produced its current value.
    const Tensor& t = s.tensor;
    const char* type = "torch.FloatTensor";
    switch (t.dtype()) {
      case tensor::ScalarType::Float64: type = "torch.DoubleTensor"; break;
      case tensor::ScalarType::Int64: type = "torch.LongTensor"; break;
      case tensor::ScalarType::Int32: type = "torch.IntTensor"; break;
      case tensor::ScalarType::Bool: type = "torch.BoolTensor"; break;
      case tensor::ScalarType::UInt8: type = "torch.ByteTensor"; break;
      case tensor::ScalarType::Int16: type = "torch.ShortTensor"; break;
      case tensor::ScalarType::Int8: type = "torch.CharTensor"; break;
      case tensor::ScalarType::Float16: type = "torch.HalfTensor"; break;
      case tensor::ScalarType::BFloat16: type = "torch.BFloat16Tensor"; break;
      default: break;
    }
    std::string msg = std::string("one of the variables needed for gradient computation has been modified by an "
                                  "inplace operation: [") + type + " " + tensor::shape_str(t.sizes()) + "]";
    const char* producer = s.is_output ? name() : (t.grad_fn() ? t.grad_fn()->name() : nullptr);
    if (producer) msg += std::string(", which is output 0 of ") + producer + ",";
    tensor::fail(tensor::ErrorKind::RuntimeError, msg + " is at version " + std::to_string(t.version()) +
                                                      "; expected version " + std::to_string(s.version) + " instead.");
  }
  if (s.is_output && s.tensor.defined() && is_grad_enabled()) {
    // Note [Double backward]: a create_graph pass reads a saved output as the output itself,
    // a tensor whose grad_fn is this node, so rules that use it differentiate through it.
    Tensor out = alias_without_grad(s.tensor);
    out.impl()->autograd_meta().requires_grad = true;
    set_grad_fn(out.impl(), Ref<Node>(const_cast<Node*>(this)));
    return out;
  }
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

Edge edge_to(const Tensor& t) {
  Edge e;
  if (t.defined() && t.requires_grad()) {
    if (t.grad_fn()) e.node = t.grad_fn();
    else if (t.impl()->autograd && t.impl()->autograd->requires_grad) e.leaf = t.impl_ref();
    // else: a no_grad view of a base requiring grad (Tensor::requires_grad): no edge
  }
  return e;
}

namespace {
bool is_view_op(tensor::OpId op) {
  using tensor::OpId;
  return op == OpId::view || op == OpId::permute || op == OpId::expand || op == OpId::select ||
         op == OpId::slice || op == OpId::index || op == OpId::as_strided;
}
}  // namespace

Ref<Node> record(tensor::OpId op, const std::vector<Tensor>& inputs, const Tensor& output) {
  if (!should_record(inputs)) return {};
  // Another op's result that happens to be a view of a temporary it made (a reshape at the
  // end) is no view for autograd (Note [Views and in-place ops], view_inplace.h).
  if (output.impl()->view_base && !is_view_op(op)) output.impl()->view_base = {};
  auto node = make_node(op, inputs);
  output.impl()->autograd_meta().requires_grad = true;
  set_grad_fn(output.impl(), node);
  return node;
}

Ref<Node> make_node(tensor::OpId op, const std::vector<Tensor>& inputs) {
  const tensor::OpInfo& info = tensor::op_info(op);
  if (!info.differentiable())
    tensor::fail(tensor::ErrorKind::NotImplementedError,
                 std::string("the derivative for '") + info.name + "' is not implemented");
  auto node = tensor::make_ref<Node>(op);
  node->next_edges.reserve(inputs.size());
  node->input_sizes.reserve(inputs.size());  // one allocation each, not push_back's regrowth
  node->input_dtypes.reserve(inputs.size());
  for (const Tensor& t : inputs) {
    node->next_edges.push_back(edge_to(t));
    node->input_sizes.push_back(t.defined() ? t.sizes() : Shape{});
    node->input_dtypes.push_back(t.defined() ? t.dtype() : tensor::kDefaultFloat);
  }
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
