"""Ready-made models of the original API: LogisticRegression, MLP, SimpleCNN."""
import ml
from .module import Module
from .linear import Linear
from .conv import Conv2d
from .activation import ReLU
from .container import Sequential


class LogisticRegression(Module):
    """One Linear layer returning logits: [N, in_features] -> [N, out_features].

    Train with CrossEntropyLoss (out_features >= 2) or BCELoss on
    predict_proba (out_features == 1). Parameters: linear.weight, linear.bias.
    """

    def __init__(self, in_features, out_features=1):
        super().__init__()
        self.linear = Linear(in_features, out_features)

    def forward(self, x):
        return self.linear(x)

    def predict_proba(self, x):
        """Probabilities: sigmoid of the logit when out_features == 1, else softmax over dim 1."""
        logits = self.forward(x)
        if self.linear.out_features == 1:
            return ml.sigmoid(logits)
        return ml.softmax(logits, 1)


class MLP(Sequential):
    """Linear -> ReLU -> ... -> Linear: [N, in_features] -> [N, out_features] logits.

    hidden: one int or a list of ints (one hidden layer each). Children are
    numbered as in a Sequential ("0.weight", "2.weight", ...).
    """

    def __init__(self, in_features, hidden, out_features):
        sizes = [hidden] if isinstance(hidden, int) else list(hidden)
        layers = []
        prev = in_features
        for h in sizes:
            layers.append(Linear(prev, h))
            layers.append(ReLU())
            prev = h
        layers.append(Linear(prev, out_features))
        super().__init__(*layers)


class SimpleCNN(Module):
    """The original API's model: Conv2d -> ReLU -> Flatten -> Linear.

    Input [N, in_channels, image_size, image_size] float32 (or one unbatched
    image [in_channels, image_size, image_size]) -> logits [N, num_classes]
    (or [num_classes]). The convolution has stride 1 and no padding, so the
    Linear sees conv_channels * (image_size - kernel_size + 1)^2 features.
    Parameters: conv.weight, conv.bias, fc.weight, fc.bias.
    Errors: ValueError when kernel_size > image_size.
    """

    def __init__(self, image_size=28, in_channels=1, conv_channels=4, kernel_size=3, num_classes=10):
        super().__init__()
        side = image_size - kernel_size + 1
        if side <= 0:
            raise ValueError(f"kernel_size {kernel_size} is larger than image_size {image_size}")
        self.image_size = image_size
        self.conv = Conv2d(in_channels, conv_channels, kernel_size)
        self.relu = ReLU()
        self.fc = Linear(conv_channels * side * side, num_classes)

    def forward(self, x):
        # One call for conv -> ReLU -> flatten -> linear: a single fused pass that never
        # stores the conv output when no gradient is needed (eval/to_inference + no_grad,
        # or parameters not requiring grad); otherwise conv2d with its ReLU fused, then
        # linear, recorded for autograd. Accepts [N, C, H, W] or one [C, H, W] image.
        conv, fc = self.conv, self.fc
        return ml.conv2d_relu_linear(x, conv.weight, conv.bias, fc.weight, fc.bias)
