"""What torch/__init__.py binds lazily (Note [Lazy torch modules]): the names each lazily
imported module provides, so that `import torch` compiles none of them. tests/torch/test_lazy.py
checks these lists against the modules themselves."""

TENSOR_EXT_ALL = (
    "repeat", "tile", "repeat_interleave", "scatter", "scatter_add", "scatter_reduce", "index_add",
    "index_fill", "index_copy", "where", "all", "any", "einsum", "tensordot",
)

TENSOR_EXT_METHODS = (
    "repeat", "tile", "repeat_interleave", "scatter", "scatter_", "scatter_add", "scatter_add_",
    "scatter_reduce", "index_add", "index_add_", "index_fill", "index_fill_", "index_copy", "index_copy_",
    "masked_fill_", "where", "all", "any",
)

MATH_EXT_ALL = (
    "atan", "asin", "acos", "asinh", "acosh", "atanh", "arctan", "arcsin", "arccos", "erf", "erfc", "erfinv",
    "lgamma", "digamma", "atan2", "arctan2", "logit", "xlogy", "hypot", "sinc", "deg2rad", "rad2deg",
    "heaviside", "nan_to_num", "signbit", "copysign", "logaddexp", "logaddexp2", "float_power", "true_divide",
    "aminmax", "msort", "ravel", "swapdims", "moveaxis", "select", "vstack", "hstack", "dstack",
    "column_stack", "row_stack", "rot90", "fliplr", "flipud", "trace", "diagonal", "diag_embed", "kron",
    "cross", "tril_indices", "triu_indices", "block_diag", "cartesian_prod", "addcmul", "addcdiv", "addmv",
    "addbmm", "take", "take_along_dim", "nansum", "nanmean", "median", "kthvalue", "logcumsumexp", "cummax",
    "cummin", "argwhere", "tensor_split", "hsplit", "vsplit", "chain_matmul", "positive", "absolute", "sgn",
    "fmax", "fmin", "square_", "cov", "corrcoef", "searchsorted", "bucketize", "narrow_copy", "clamp_",
    "abs_", "neg_", "exp_", "log_", "sqrt_", "sigmoid_", "tanh_", "relu_", "clip_", "selu", "celu", "rrelu",
    "broadcast_to", "ger", "histc", "unique_consecutive", "renorm", "gcd", "lcm", "angle", "conj",
    "is_complex", "index_put",
)

MATH_EXT_METHOD_NAMES = (
    "atan", "asin", "acos", "asinh", "acosh", "atanh", "arctan", "arcsin", "arccos", "erf", "erfc", "erfinv",
    "lgamma", "digamma", "atan2", "arctan2", "logit", "xlogy", "hypot", "sinc", "deg2rad", "rad2deg",
    "heaviside", "nan_to_num", "signbit", "copysign", "logaddexp", "float_power", "true_divide", "aminmax",
    "msort", "ravel", "swapdims", "moveaxis", "select", "rot90", "fliplr", "flipud", "trace", "diagonal",
    "diag_embed", "kron", "cross", "addcmul", "addcdiv", "addmv", "take", "take_along_dim", "nansum",
    "nanmean", "median", "kthvalue", "logcumsumexp", "cummax", "cummin", "argwhere", "tensor_split", "hsplit",
    "vsplit", "positive", "absolute", "sgn", "fmax", "fmin", "cov", "corrcoef", "narrow_copy", "abs_", "neg_",
    "exp_", "log_", "sqrt_", "sigmoid_", "tanh_", "square_", "unfold", "broadcast_to", "sum_to_size", "ger",
    "histc", "unique_consecutive", "renorm", "gcd", "lcm", "angle", "conj", "is_complex", "put_", "index_put",
    "masked_scatter_", "apply_", "map_", "pin_memory", "is_pinned", "share_memory_", "is_shared",
)

MATH_EXT_METHODS = (
    "tril_", "triu_", "floor_", "ceil_", "round_", "trunc_", "sign_", "reciprocal_", "log1p_", "expm1_",
    "sin_", "cos_", "atan_", "erf_", "pow_", "fmod_", "remainder_",
)

LINALG_TORCH_NAMES = (
    "inverse", "det", "logdet", "slogdet", "svd", "qr", "cholesky", "pinverse", "matrix_power", "matrix_exp",
)

FUNCTIONAL_EXT_ALL = (
    "affine_grid", "grid_sample", "embedding_bag", "alpha_dropout", "prelu", "conv_transpose2d",
    "conv_transpose1d", "group_norm", "instance_norm", "pixel_shuffle", "pixel_unshuffle", "unfold", "fold",
    "interpolate", "upsample", "upsample_nearest", "upsample_bilinear", "scaled_dot_product_attention",
    "gumbel_softmax", "multilabel_soft_margin_loss", "multi_margin_loss", "local_response_norm", "threshold_",
    "elu_", "leaky_relu_", "hardtanh_",
)

NN_CONTAINERS = (
    "ModuleDict", "ParameterDict", "ParameterList",
)

NN_ACTIVATIONS = (
    "CELU", "ELU", "GLU", "Hardshrink", "Hardsigmoid", "Hardswish", "Hardtanh", "LeakyReLU", "Mish", "PReLU",
    "ReLU6", "SELU", "Softmax2d", "Softmin", "Softplus", "Softshrink", "Threshold", "LogSigmoid", "Softsign",
    "Tanhshrink",
)

NN_LAYERS = (
    "AdaptiveAvgPool1d", "AlphaDropout", "AvgPool1d", "Bilinear", "ConstantPad1d", "ConstantPad2d", "Conv1d",
    "ConvTranspose1d", "ConvTranspose2d", "CosineSimilarity", "EmbeddingBag", "Fold", "GroupNorm",
    "InstanceNorm1d", "InstanceNorm2d", "LocalResponseNorm", "MaxPool1d", "PairwiseDistance", "PixelShuffle",
    "PixelUnshuffle", "ReflectionPad1d", "ReflectionPad2d", "ReplicationPad1d", "ReplicationPad2d",
    "Unflatten", "Unfold", "Upsample", "UpsamplingBilinear2d", "UpsamplingNearest2d", "ZeroPad2d",
)

NN_LOSSES = (
    "BCEWithLogitsLoss", "CosineEmbeddingLoss", "GaussianNLLLoss", "HingeEmbeddingLoss", "HuberLoss",
    "KLDivLoss", "L1Loss", "MarginRankingLoss", "MultiLabelSoftMarginLoss", "MultiMarginLoss",
    "PoissonNLLLoss", "SmoothL1Loss", "SoftMarginLoss", "TripletMarginLoss",
)

