// The OpInfo table generated from tensor/ops.def (Note [Op registry]).
#include "tensor/op_registry.h"

namespace tp::autograd {
#define TP_OP(name, grad_fn) std::vector<tensor::Tensor> backward_##name(Node&, const tensor::Tensor&);
#define TP_OP_NODIFF(name)
#include "tensor/ops.def"
#undef TP_OP
#undef TP_OP_NODIFF
}  // namespace tp::autograd

namespace tp::tensor {

namespace {
const OpInfo kOps[] = {
#define TP_OP(name, grad_fn) {OpId::name, #name, #grad_fn, &autograd::backward_##name},
#define TP_OP_NODIFF(name) {OpId::name, #name, nullptr, nullptr},
#include "tensor/ops.def"
#undef TP_OP
#undef TP_OP_NODIFF
};
}  // namespace

const OpInfo& op_info(OpId id) { return kOps[static_cast<size_t>(id)]; }
std::span<const OpInfo> all_ops() { return {kOps, sizeof(kOps) / sizeof(kOps[0])}; }

}  // namespace tp::tensor
