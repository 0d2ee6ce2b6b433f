// Every tensor op of the C++ API, PyTorch-named: what the `ml` bindings call. Each op is
// registered once in tensor/ops.def (Note [Op registry]); differentiable ones record an
// autograd node when an input requires grad and grad mode is on.
//
// Conventions: `dim` arguments accept Python-style negative values; errors are
// tp::tensor::Error (error.h) with the op name and shapes in the message; unless stated,
// float ops accept float32/float64 and promote integer inputs to float32 (Note [Type
// promotion], dtype.h); results are new contiguous tensors except for the views.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "tensor/tensor.h"

namespace tp::tensor {

// ===================== creation (tensor/creation.cpp) =====================
Tensor zeros(const Shape& sizes, ScalarType dtype = kDefaultFloat);
Tensor ones(const Shape& sizes, ScalarType dtype = kDefaultFloat);
Tensor full(const Shape& sizes, const Scalar& value, std::optional<ScalarType> dtype = std::nullopt);
Tensor zeros_like(const Tensor& t);
Tensor ones_like(const Tensor& t);
Tensor full_like(const Tensor& t, const Scalar& value);
// torch.arange: [start, end) by step; int64 when all are ints, else float32. ValueError
// when step is 0 or has the wrong sign.
Tensor arange(const Scalar& start, const Scalar& end, const Scalar& step = Scalar(int64_t(1)),
              std::optional<ScalarType> dtype = std::nullopt);
Tensor linspace(double start, double end, int64_t steps, ScalarType dtype = kDefaultFloat);
Tensor eye(int64_t n, std::optional<int64_t> m = std::nullopt, ScalarType dtype = kDefaultFloat);

// ===================== random (tensor/random.cpp) =====================
// torch.manual_seed: seeds the default generator (a 64-bit Mersenne Twister).
void manual_seed(uint64_t seed);
Tensor rand(const Shape& sizes, ScalarType dtype = kDefaultFloat);    // U[0, 1)
Tensor randn(const Shape& sizes, ScalarType dtype = kDefaultFloat);   // N(0, 1)
// Integers uniform in [low, high); int64 by default. ValueError when low >= high.
Tensor randint(int64_t low, int64_t high, const Shape& sizes, ScalarType dtype = ScalarType::Int64);
Tensor randperm(int64_t n, ScalarType dtype = ScalarType::Int64);
// In place: fills with U[low, high) / N(mean, std). Return t. No autograd.
Tensor& uniform_(Tensor& t, double low, double high);
Tensor& normal_(Tensor& t, double mean, double std);
// torch.nn.init._calculate_fan_in_and_fan_out's fan_in: size(1) * prod(sizes[2:]).
int64_t fan_in(const Tensor& weight);
// torch.nn.init.kaiming_uniform_(w, a, mode='fan_in', nonlinearity='leaky_relu'):
// U(-b, b) with b = sqrt(6 / ((1 + a^2) * fan_in)). With a = sqrt(5) (what Linear and
// Conv2d reset_parameters use) b = 1/sqrt(fan_in).
Tensor& kaiming_uniform_(Tensor& weight, double a = 2.23606797749979);
// What torch.nn.Linear/Conv2d reset_parameters do: kaiming_uniform_(weight, sqrt(5)) and,
// when bias is defined, bias ~ U(-1/sqrt(fan_in), 1/sqrt(fan_in)).
void reset_parameters(Tensor& weight, Tensor* bias);

// ===================== elementwise (tensor/elementwise.cpp) =====================
// Broadcasting binary arithmetic (as torch.add etc.). add/sub take alpha: a + alpha*b.
Tensor add(const Tensor& a, const Tensor& b, const Scalar& alpha = Scalar(int64_t(1)));
Tensor add(const Tensor& a, const Scalar& b);
Tensor sub(const Tensor& a, const Tensor& b, const Scalar& alpha = Scalar(int64_t(1)));
Tensor sub(const Tensor& a, const Scalar& b);
Tensor rsub(const Tensor& a, const Scalar& b);  // b - a
Tensor mul(const Tensor& a, const Tensor& b);
Tensor mul(const Tensor& a, const Scalar& b);
// True division: integer inputs give float32.
Tensor div(const Tensor& a, const Tensor& b);
Tensor div(const Tensor& a, const Scalar& b);
Tensor rdiv(const Tensor& a, const Scalar& b);  // b / a
// Python semantics: floor(a / b), and a - floor(a/b)*b with the divisor's sign. Integer
// division by zero raises RuntimeError "ZeroDivisionError".
Tensor floor_divide(const Tensor& a, const Tensor& b);
Tensor floor_divide(const Tensor& a, const Scalar& b);
Tensor remainder(const Tensor& a, const Tensor& b);
Tensor remainder(const Tensor& a, const Scalar& b);
Tensor pow(const Tensor& a, const Tensor& b);
Tensor pow(const Tensor& a, const Scalar& b);
Tensor pow(const Scalar& a, const Tensor& b);
Tensor maximum(const Tensor& a, const Tensor& b);
Tensor minimum(const Tensor& a, const Tensor& b);
// Comparisons return bool tensors.
Tensor eq(const Tensor& a, const Tensor& b);
Tensor ne(const Tensor& a, const Tensor& b);
Tensor lt(const Tensor& a, const Tensor& b);
Tensor le(const Tensor& a, const Tensor& b);
Tensor gt(const Tensor& a, const Tensor& b);
Tensor ge(const Tensor& a, const Tensor& b);
Tensor eq(const Tensor& a, const Scalar& b);
Tensor ne(const Tensor& a, const Scalar& b);
Tensor lt(const Tensor& a, const Scalar& b);
Tensor le(const Tensor& a, const Scalar& b);
Tensor gt(const Tensor& a, const Scalar& b);
Tensor ge(const Tensor& a, const Scalar& b);
Tensor logical_not(const Tensor& a);
// Unary math. neg/abs keep the dtype; the rest promote integers to float32.
Tensor neg(const Tensor& a);
Tensor abs(const Tensor& a);
Tensor exp(const Tensor& a);
Tensor log(const Tensor& a);
Tensor log1p(const Tensor& a);  // log(1 + a), exact for small a
Tensor expm1(const Tensor& a);  // exp(a) - 1, exact for small a
Tensor sqrt(const Tensor& a);
Tensor sin(const Tensor& a);
Tensor cos(const Tensor& a);
Tensor tanh(const Tensor& a);
Tensor sigmoid(const Tensor& a);
Tensor relu(const Tensor& a);
// In place, as torch.relu_: a = max(a, 0), version bumped; a must not require grad. Returns a.
Tensor& relu_(Tensor& a);
// gelu(x) = x/2 * (1 + erf(x/sqrt(2))) (torch's default, approximate='none').
Tensor gelu(const Tensor& a);
Tensor silu(const Tensor& a);  // x * sigmoid(x)
// clamp to [min, max]; either bound may be absent (ValueError when both are).
Tensor clamp(const Tensor& a, std::optional<Scalar> min, std::optional<Scalar> max);
// where(cond, a, b): cond is bool (or uint8); all three broadcast.
Tensor where(const Tensor& cond, const Tensor& a, const Tensor& b);
// In-place ops: modify `self` (broadcasting `other` to self's shape), bump its version.
// RuntimeError on a leaf that requires grad while grad mode is on, or when the result
// dtype cannot be stored in self (e.g. float into int64).
Tensor& add_(Tensor& self, const Tensor& other, const Scalar& alpha = Scalar(int64_t(1)));
Tensor& add_(Tensor& self, const Scalar& other);
Tensor& sub_(Tensor& self, const Tensor& other, const Scalar& alpha = Scalar(int64_t(1)));
Tensor& sub_(Tensor& self, const Scalar& other);
Tensor& mul_(Tensor& self, const Tensor& other);
Tensor& mul_(Tensor& self, const Scalar& other);
Tensor& div_(Tensor& self, const Tensor& other);
Tensor& div_(Tensor& self, const Scalar& other);
Tensor& zero_(Tensor& self);
Tensor& fill_(Tensor& self, const Scalar& value);
// Copies src (broadcast, any dtype) into self's elements.
Tensor& copy_(Tensor& self, const Tensor& src);
// An in-place op without a kernel of its own (clamp_, the augmented operators //= %= **=
// ...): self = f(self), f computed out of place, `others` its other tensor inputs. Makes
// the checks and records the autograd of every in-place op (Note [Views and in-place
// ops], autograd/view_inplace.h); RuntimeError when f's result does not have self's shape.
Tensor& apply_inplace_(Tensor& self, const std::vector<Tensor>& others,
                       const std::function<Tensor(const Tensor&)>& f);

// ===================== reductions (tensor/reduction.cpp) =====================
// dims empty = all dims. sum of bool/int gives int64; mean needs a float dtype.
Tensor sum(const Tensor& a, const std::vector<int64_t>& dims = {}, bool keepdim = false,
           std::optional<ScalarType> dtype = std::nullopt);
Tensor mean(const Tensor& a, const std::vector<int64_t>& dims = {}, bool keepdim = false);
Tensor prod(const Tensor& a, std::optional<int64_t> dim = std::nullopt, bool keepdim = false);
// Max/min over all elements (torch.max(t)); RuntimeError on an empty tensor.
Tensor max(const Tensor& a);
Tensor min(const Tensor& a);
// torch.amax/amin over dims (gradient split evenly among ties, as torch.amax).
Tensor amax(const Tensor& a, const std::vector<int64_t>& dims, bool keepdim = false);
Tensor amin(const Tensor& a, const std::vector<int64_t>& dims, bool keepdim = false);
// torch.max(t, dim) / torch.min(t, dim): values and int64 indices (first occurrence).
std::pair<Tensor, Tensor> max(const Tensor& a, int64_t dim, bool keepdim = false);
std::pair<Tensor, Tensor> min(const Tensor& a, int64_t dim, bool keepdim = false);
// Index of the max/min; without dim, into the flattened tensor. int64 result.
Tensor argmax(const Tensor& a, std::optional<int64_t> dim = std::nullopt, bool keepdim = false);
Tensor argmin(const Tensor& a, std::optional<int64_t> dim = std::nullopt, bool keepdim = false);
// Variance / standard deviation with Bessel's correction by default (as torch.var).
Tensor var(const Tensor& a, const std::vector<int64_t>& dims = {}, bool unbiased = true,
           bool keepdim = false);
Tensor std(const Tensor& a, const std::vector<int64_t>& dims = {}, bool unbiased = true,
           bool keepdim = false);
// torch.logsumexp: log(sum(exp(x))) over dims, max-subtracted (exact for large |x|).
// dims empty = all dims. Integer inputs promote to float32 (tensor/reduction_composite.cpp).
Tensor logsumexp(const Tensor& x, const std::vector<int64_t>& dims, bool keepdim = false);
// torch.norm / torch.linalg.vector_norm: (sum |x|^p)^(1/p) over dims (empty = all); p may be
// 0 (count of nonzeros), 1, 2 (default) or +-inf. Gradient 0 where the norm is 0, as torch.
Tensor norm(const Tensor& x, double p = 2.0, const std::vector<int64_t>& dims = {}, bool keepdim = false);
// Sums `t` over broadcast dimensions down to `shape` (the reverse of expand).
Tensor sum_to(const Tensor& t, const Shape& shape);

// ===================== shapes, views, copies (tensor/shape_ops.cpp) =====================
// Views share storage. view needs compatible strides (RuntimeError otherwise); reshape
// copies when it must. One size may be -1.
Tensor view(const Tensor& a, const Shape& sizes);
Tensor reshape(const Tensor& a, const Shape& sizes);
Tensor flatten(const Tensor& a, int64_t start_dim = 0, int64_t end_dim = -1);
Tensor squeeze(const Tensor& a);
Tensor squeeze(const Tensor& a, int64_t dim);
Tensor unsqueeze(const Tensor& a, int64_t dim);
Tensor permute(const Tensor& a, const std::vector<int64_t>& dims);
Tensor transpose(const Tensor& a, int64_t dim0, int64_t dim1);
Tensor t(const Tensor& a);  // 2-D transpose (0-D/1-D unchanged)
// Broadcasts size-1 dims (or prepends dims); -1 keeps a size. A view with stride 0.
Tensor expand(const Tensor& a, const Shape& sizes);
Tensor broadcast_to(const Tensor& a, const Shape& sizes);
Shape broadcast_shapes(const Shape& a, const Shape& b);  // RuntimeError when incompatible
// a[..., index, ...] at dim (removes the dim). IndexError when out of range.
Tensor select(const Tensor& a, int64_t dim, int64_t index);
// Python slicing a[start:end:step] along dim (start/end clamped like Python). step > 0.
Tensor slice(const Tensor& a, int64_t dim, std::optional<int64_t> start,
             std::optional<int64_t> end, int64_t step = 1);
Tensor narrow(const Tensor& a, int64_t dim, int64_t start, int64_t length);
// A view with the given geometry over a's storage (torch.as_strided; no autograd).
Tensor as_strided(const Tensor& a, const Shape& sizes, const Shape& strides,
                  std::optional<int64_t> storage_offset = std::nullopt);
Tensor contiguous(const Tensor& a);  // a itself when already contiguous
Tensor clone(const Tensor& a);
Tensor detach(const Tensor& a);      // shares storage, no grad
Tensor to(const Tensor& a, ScalarType dtype);  // a itself when the dtype matches
Tensor to(const Tensor& a, Device device);     // RuntimeError for unavailable devices
Tensor cat(const std::vector<Tensor>& tensors, int64_t dim = 0);
// torch.diag (tensor/diag_ops.cpp): 1-D [n] -> [n+|k|, n+|k|] with the values on diagonal
// k (k > 0 above the main one); 2-D -> a new 1-D copy of diagonal k (empty when outside).
// RuntimeError "matrix or a vector expected" for other ranks. Differentiable.
Tensor diag(const Tensor& a, int64_t k = 0);
// The [rows, cols] zero matrix with v's first elements on diagonal k (diag's backward).
Tensor diag_embed_matrix(const Tensor& v, int64_t k, int64_t rows, int64_t cols);
Tensor stack(const std::vector<Tensor>& tensors, int64_t dim = 0);
std::vector<Tensor> split(const Tensor& a, int64_t split_size, int64_t dim = 0);
std::vector<Tensor> split_with_sizes(const Tensor& a, const std::vector<int64_t>& sizes, int64_t dim = 0);
std::vector<Tensor> chunk(const Tensor& a, int64_t chunks, int64_t dim = 0);

// ===================== indexing (tensor/indexing.cpp) =====================
// One item of a Python subscript a[i, 1:3, None, ..., idx_tensor].
struct TensorIndex {
  enum class Kind : uint8_t { Int, Slice, None, Ellipsis, Tensor } kind;
  int64_t integer = 0;
  std::optional<int64_t> start, stop;
  int64_t step = 1;
  tensor::Tensor tensor;  // int64/int32 indices or a bool mask
  static TensorIndex integer_index(int64_t i) { return {Kind::Int, i, {}, {}, 1, {}}; }
  static TensorIndex slice(std::optional<int64_t> start, std::optional<int64_t> stop, int64_t step = 1) {
    return {Kind::Slice, 0, start, stop, step, {}};
  }
  static TensorIndex none() { return {Kind::None, 0, {}, {}, 1, {}}; }
  static TensorIndex ellipsis() { return {Kind::Ellipsis, 0, {}, {}, 1, {}}; }
  static TensorIndex tensor_index(const tensor::Tensor& t) { return {Kind::Tensor, 0, {}, {}, 1, t}; }
};
// a[indices] with NumPy/PyTorch semantics: ints/slices/None/Ellipsis give views; index
// tensors (advanced indexing, bool masks included) give copies. IndexError when out of range.
Tensor index(const Tensor& a, const std::vector<TensorIndex>& indices);
// a[indices] = value (value broadcast to the indexed shape, cast to a's dtype). With
// accumulate, repeated advanced indices add up (torch.index_put_(accumulate=True)).
Tensor& index_put_(Tensor& a, const std::vector<TensorIndex>& indices, const Tensor& value,
                   bool accumulate = false);
// a.index_select(dim, index): index is 1-D int64.
Tensor index_select(const Tensor& a, int64_t dim, const Tensor& index);

// ===================== linear algebra and nn (tensor/nn_ops.cpp, loss_ops.cpp) =====================
// torch.matmul: 1-D dot, 2-D mm, batched with broadcasting of the batch dims.
// RuntimeError "matmul: shapes [2, 3] and [4, 5] cannot be multiplied".
// With bias (the original's fused form): matmul(a, b) + bias.
Tensor matmul(const Tensor& a, const Tensor& b, const Tensor& bias = Tensor());
Tensor mm(const Tensor& a, const Tensor& b);   // [n,k] x [k,m]
Tensor bmm(const Tensor& a, const Tensor& b);  // [B,n,k] x [B,k,m]
// torch.nn.functional.linear: x [*, in], weight [out, in], bias [out] or undefined.
Tensor linear(const Tensor& x, const Tensor& weight, const Tensor& bias = Tensor());
struct Conv2dOptions {
  int64_t stride_h = 1, stride_w = 1, padding_h = 0, padding_w = 0;
  int64_t dilation_h = 1, dilation_w = 1, groups = 1;
  bool fuse_relu = false;  // relu(conv2d(...)) in one pass
};
// torch.nn.functional.conv2d: x [N, C_in, H, W], weight [C_out, C_in/groups, kH, kW],
// bias [C_out] or undefined -> [N, C_out, H_out, W_out] with
// H_out = (H + 2*pad_h - dil_h*(kH-1) - 1) / stride_h + 1. float32/float64.
Tensor conv2d(const Tensor& x, const Tensor& weight, const Tensor& bias = Tensor(),
              const Conv2dOptions& opt = {});
// Inference-fused SimpleCNN head (Note [Fused conv-ReLU-linear], backends/cpu):
//   linear(flatten(relu(conv2d(x, conv_weight, conv_bias, opt)), 1), fc_weight, fc_bias)
// i.e. in PyTorch F.linear(F.relu(F.conv2d(x, cw, cb, stride, padding)).flatten(1), fw, fb).
// x [N, C, H, W] or [C, H, W] -> [N, F] or [F]. When grad mode is off (or nothing requires
// grad), float32, stride/dilation/groups 1 and F <= 10 on an AVX-512 CPU, one fused pass
// that never writes the conv output; otherwise the three ops above (differentiable).
// The packed weights are cached per thread, keyed on the weights' TensorImpl and storage
// version: code writing weights through raw pointers must bump_version() (as autograd's
// saved-tensor check already requires). Errors: those of conv2d and linear.
Tensor conv2d_relu_linear(const Tensor& x, const Tensor& conv_weight, const Tensor& conv_bias,
                          const Tensor& fc_weight, const Tensor& fc_bias, const Conv2dOptions& opt = {});
// The same into `out` (contiguous float32 [N, F], or [F] for one [C, H, W] image) when no
// gradient is needed: with the plan cached this performs no heap allocation (the batch-1
// serving loop). Falls back to copying the unfused result into `out` otherwise.
void conv2d_relu_linear_out(const Tensor& x, const Tensor& conv_weight, const Tensor& conv_bias,
                            const Tensor& fc_weight, const Tensor& fc_bias, const Conv2dOptions& opt, Tensor& out);
// torch.nn.functional.max_pool2d / avg_pool2d (count_include_pad=True, ceil_mode=False).
// stride 0 means stride = kernel size. x is [N, C, H, W] or [C, H, W].
Tensor max_pool2d(const Tensor& x, int64_t kernel_h, int64_t kernel_w, int64_t stride_h = 0,
                  int64_t stride_w = 0, int64_t padding_h = 0, int64_t padding_w = 0);
Tensor avg_pool2d(const Tensor& x, int64_t kernel_h, int64_t kernel_w, int64_t stride_h = 0,
                  int64_t stride_w = 0, int64_t padding_h = 0, int64_t padding_w = 0);
Tensor softmax(const Tensor& x, int64_t dim);
Tensor log_softmax(const Tensor& x, int64_t dim);
enum class Reduction : uint8_t { None, Mean, Sum };
// Reduction from "none"/"mean"/"sum"; ValueError otherwise.
Reduction reduction_from_name(const std::string& name);
// torch.nn.functional.nll_loss: log_probs [N, C] (or [C]), target int64 [N] (or []) with
// classes in [0, C) (IndexError otherwise), ignore_index targets contribute nothing;
// mean divides by the number of non-ignored targets.
Tensor nll_loss(const Tensor& log_probs, const Tensor& target, Reduction reduction = Reduction::Mean,
                int64_t ignore_index = -100);
// torch.nn.functional.cross_entropy with class-index targets = nll_loss(log_softmax(x, 1)).
Tensor cross_entropy(const Tensor& logits, const Tensor& target, Reduction reduction = Reduction::Mean,
                     int64_t ignore_index = -100);
Tensor mse_loss(const Tensor& input, const Tensor& target, Reduction reduction = Reduction::Mean);
// Inputs are probabilities in [0, 1]; logs clamped at -100 as torch does.
Tensor binary_cross_entropy(const Tensor& input, const Tensor& target,
                            Reduction reduction = Reduction::Mean);
// torch.nn.functional.layer_norm over the trailing dims `normalized_shape`.
Tensor layer_norm(const Tensor& x, const Shape& normalized_shape, const Tensor& weight = Tensor(),
                  const Tensor& bias = Tensor(), double eps = 1e-5);
// torch.nn.functional.batch_norm for [N, C, ...]: training uses batch stats (biased var)
// and updates running_mean/var in place with momentum (unbiased var), eval uses them.
Tensor batch_norm(const Tensor& x, Tensor running_mean, Tensor running_var, const Tensor& weight,
                  const Tensor& bias, bool training, double momentum = 0.1, double eps = 1e-5);
// torch.nn.functional.dropout: when training, zeroes with probability p and scales the
// rest by 1/(1-p); identity otherwise. ValueError unless 0 <= p <= 1.
Tensor dropout(const Tensor& x, double p, bool training);
// torch.nn.functional.one_hot: int64 [*] -> int64 [*, num_classes] (-1: max + 1).
Tensor one_hot(const Tensor& indices, int64_t num_classes = -1);
// torch.nn.functional.embedding: weight [V, D], indices int64 [*] -> [*, D].
Tensor embedding(const Tensor& indices, const Tensor& weight);

// ===================== optimisers (tensor/optim.cpp) =====================
// Fused in-place updates over parameter lists, under no_grad, with PyTorch's formulas
// (torch.optim.Adam/AdamW/SGD, foreach=False). Parameters without .grad are skipped.
// exp_avg/exp_avg_sq are the state tensors (same shapes; zeros initially); step is the
// 1-based step count after increment (bias correction 1 - beta^step).
void adam_step(const std::vector<Tensor>& params, const std::vector<Tensor>& exp_avg,
               const std::vector<Tensor>& exp_avg_sq, double lr, double beta1, double beta2,
               double eps, int64_t step, double weight_decay = 0.0);
void adamw_step(const std::vector<Tensor>& params, const std::vector<Tensor>& exp_avg,
                const std::vector<Tensor>& exp_avg_sq, double lr, double beta1, double beta2,
                double eps, int64_t step, double weight_decay = 0.01);
// momentum_buffers: one per param (may be empty when momentum == 0); undefined entries are
// created on the first step as torch does (buf = d_p).
void sgd_step(const std::vector<Tensor>& params, std::vector<Tensor>* momentum_buffers, double lr,
              double momentum = 0.0, double dampening = 0.0, double weight_decay = 0.0,
              bool nesterov = false);
// Sets each param's .grad to undefined (set_to_none) or zero.
void zero_grad(const std::vector<Tensor>& params, bool set_to_none = true);

// ===================== printing (tensor/format.cpp) =====================
// repr as torch prints it: "tensor([[1., 2.],\n        [3., 4.]])", summarised past 1000
// elements, with ", dtype=torch.int32" / ", requires_grad=True" / ", grad_fn=<...>" suffixes.
std::string repr(const Tensor& t);

}  // namespace tp::tensor
