// Node: one recorded op in the define-by-run graph (its grad_fn), with edges to the nodes
// (or leaf tensors) that produced its inputs, the tensors and arguments its derivative
// rule needs, and record(), which the ops in tensor/ call after computing their output.
//
// Note [Saved tensor versions]
// A saved tensor remembers its storage's version at save time. If an in-place op changed
// the storage before backward, unpacking raises RuntimeError "one of the variables needed
// for gradient computation has been modified by an inplace operation", as PyTorch does.
// Saved outputs are stored as aliases without autograd meta, so an output never owns the
// node that owns it (no reference cycle). While an in-place op computes its new value
// (Note [Views and in-place ops], view_inplace.h), saving the old value of the tensor it
// overwrites saves a copy instead (CloneOnSaveGuard), as torch saves original_self.clone().
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "tensor/op_registry.h"
#include "tensor/tensor.h"

namespace tp::autograd {

using tensor::Ref;
using tensor::Shape;
using tensor::Tensor;
using tensor::TensorImpl;

class Node;

// Note [Custom function nodes]
// torch.autograd.Function lets a program define an op's derivative in Python. Such an op
// records an ordinary Node of op custom_function (edges to its tensor inputs, saved
// tensors as any node) whose `custom` member supplies the derivative: the engine calls
// custom->apply(node, grad) as it would a rule of derivatives.cpp. The callback lives in
// the layer that knows Python (src/stdlib/ml/custom_function.cpp); this layer only sees
// the interface, so autograd keeps no dependency on the VM. release() is called when the
// node frees its saved tensors after a backward without retain_graph, so the callback can
// drop what it holds (the Python ctx object) as early as torch frees its saved variables.
// An exception thrown by apply() leaves the engine like any other error.
class CustomBackward : public tensor::RefCounted {
 public:
  // The gradient of each input of `node` (undefined = none) given the output's gradient.
  virtual std::vector<Tensor> apply(Node& node, const Tensor& grad) = 0;
  virtual void release() {}
  std::string name;  // the grad_fn name, "<FunctionName>Backward"
};

// Where an input's gradient goes: to the node that produced the input, or (for a leaf
// that requires grad) into that leaf's .grad. Neither when the input needs no gradient.
struct Edge {
  Ref<Node> node;
  Ref<TensorImpl> leaf;
  bool valid() const { return node || leaf; }
};

struct SavedTensor {
  Tensor tensor;
  uint32_t version = 0;
  bool is_output = false;  // the node's own output (its alias has no autograd meta)
};

class Node : public tensor::RefCounted {
 public:
  explicit Node(tensor::OpId op);
  // Frees the chain of nodes only this one keeps alive without recursing (Note [Deep
  // graphs are freed iteratively]).
  ~Node() override;
  tensor::OpId op;
  std::vector<Edge> next_edges;       // one per input, in the op's input order
  std::vector<Shape> input_sizes;     // each input's sizes (for sum_to / zeros)
  std::vector<tensor::ScalarType> input_dtypes;
  std::vector<SavedTensor> saved;
  std::vector<int64_t> ints;          // saved integer arguments (dims, strides, ...)
  std::vector<double> reals;          // saved real arguments (eps, p, ...)
  uint64_t sequence_nr = 0;           // creation order: later nodes run first on ties
  bool released = false;              // saved tensors freed after a backward pass
  // Note [retain_grad]: the non-leaf tensors whose grad_fn this is and that asked for
  // retain_grad(). Non-owning (an owning pointer would be a cycle: tensor -> node ->
  // tensor); a TensorImpl removes itself here when it dies or gets another grad_fn
  // (set_grad_fn), so every pointer is live. backward() accumulates the gradient flowing
  // into this node into their .grad.
  std::vector<TensorImpl*> retained;
  // Only for op custom_function (Note [Custom function nodes]).
  tensor::Ref<CustomBackward> custom;

  // torch names some ops' nodes by overload: x.sum() is SumBackward0, x.sum(0) SumBackward1.
  // Set by such an op when its node is not the ops.def name; nullptr otherwise.
  const char* name_override = nullptr;
  const char* name() const;           // "AddBackward0" (a custom function's own name)
  bool needs_input_grad(size_t i) const { return i < next_edges.size() && next_edges[i].valid(); }
  // Saves t (an input, or an output when is_output: see the Note).
  void save(const Tensor& t, bool is_output = false);
  // The i-th saved tensor, after the version check (Note [Saved tensor versions]).
  Tensor saved_tensor(size_t i) const;
  // Applies the op's derivative rule.
  std::vector<Tensor> apply(const Tensor& grad);
};

// True when grad mode is on and some input requires grad.
bool should_record(std::initializer_list<const Tensor*> inputs);
bool should_record(const std::vector<Tensor>& inputs);

// The node for `op` with edges to the inputs' grad_fn or leaves (no output attached).
Ref<Node> make_node(tensor::OpId op, const std::vector<Tensor>& inputs);
// The edge an input's gradient takes: its grad_fn, itself when a leaf requiring grad, or none.
Edge edge_to(const Tensor& t);

// While alive, Node::save of `target` (same TensorImpl) saves a detached copy of it.
class CloneOnSaveGuard {
 public:
  explicit CloneOnSaveGuard(TensorImpl* target);
  ~CloneOnSaveGuard();
  CloneOnSaveGuard(const CloneOnSaveGuard&) = delete;
  CloneOnSaveGuard& operator=(const CloneOnSaveGuard&) = delete;

 private:
  TensorImpl* previous_;
};

// If should_record(inputs): makes the node for `op`, points its edges at the inputs' grad_fn
// or leaves, sets output.requires_grad and output.grad_fn, and returns the node (the
// caller saves what the derivative needs). Otherwise returns null. An op without a
// derivative raises NotImplementedError when an input requires grad.
Ref<Node> record(tensor::OpId op, const std::vector<Tensor>& inputs, const Tensor& output);

// Points t's grad_fn at `fn`, moving a retain_grad registration (Note [retain_grad]) from
// the old grad_fn to the new one.
void set_grad_fn(TensorImpl* t, Ref<Node> fn);

// A tensor sharing t's storage and geometry but with no autograd meta.
Tensor alias_without_grad(const Tensor& t);

}  // namespace tp::autograd
