// Internal (not API): the parsed form of a subscript (Note [Advanced indexing],
// indexing.cpp), and how an index op's items are saved on and restored from its node.
#pragma once

#include "autograd/node.h"
#include "tensor/ops.h"

namespace tp::tensor::detail {

struct Advanced {
  Tensor view;                 // after the basic items
  std::vector<int64_t> dims;   // dims of `view` indexed by tensors
  std::vector<Tensor> indices; // int64, contiguous, broadcast to `batch`
  Shape batch;
  std::vector<int64_t> rest;   // the other dims of `view`
  bool adjacent = true;
};

Advanced prepare_index(const Tensor& a, const std::vector<TensorIndex>& items);
// Encodes items into node.ints (7 per item) and node.saved (index tensors).
void save_items(autograd::Node& node, const std::vector<TensorIndex>& items);
std::vector<TensorIndex> load_items(const autograd::Node& node, size_t count);

}  // namespace tp::tensor::detail
