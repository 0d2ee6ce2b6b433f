"""torchvision on TensorPy: datasets (MNIST, FashionMNIST from local IDX files),
transforms (ToTensor, Normalize, Compose, Lambda, RandomCrop, RandomHorizontalFlip,
Resize, CenterCrop), utils (make_grid, save_image as PNG) and models (ResNet family with
torchvision's module names, random init). Images are tensors throughout: there is no PIL;
a dataset's image is a uint8 [H, W] tensor that ToTensor turns into float [1, H, W].
docs/torchvision.md lists the surface and what differs.
"""
from . import datasets
from . import transforms
from . import utils
from . import models

__version__ = "0.14.0+tensorpy"
