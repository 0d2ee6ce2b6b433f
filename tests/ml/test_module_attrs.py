"""ml module-level behaviour: ml.nn (SPEC: the nn package is reachable as ml.nn, imported
lazily on first access, Note [ml.nn] in src/stdlib/ml/module.cpp) and
load_checkpoint_json's error for a v1 document without "tensors"."""
import os
import sys

import ml
import mlcheck
from mlcheck import check_equal, expect_raises

# `import ml` alone does not import nn.
check_equal("nn not imported by import ml", "nn" in sys.modules, False)
nn_pkg = ml.nn
import nn

check_equal("ml.nn is nn", nn_pkg is nn, True)
check_equal("ml.nn twice", ml.nn is nn, True)
check_equal("ml.nn.Linear", ml.nn.Linear is nn.Linear, True)
layer = ml.nn.Linear(3, 2)
check_equal("ml.nn layer works", list(layer(ml.ones(4, 3)).shape), [4, 2])
check_equal("hasattr(ml, 'nn')", hasattr(ml, "nn"), True)
# Other missing attributes still raise AttributeError with the usual message.
expect_raises("missing attr", AttributeError, lambda: ml.no_such_thing, "no attribute 'no_such_thing'")
check_equal("hasattr missing", hasattr(ml, "no_such_thing"), False)
check_equal("getattr default", getattr(ml, "no_such_thing", 7), 7)

# load_checkpoint_json: a v1 document without "tensors" is malformed (ValueError naming
# the key); one with an empty "tensors" object is an empty checkpoint.
tmp = os.environ.get("TMPDIR", "/tmp")
path = os.path.join(tmp, "tp_ml_no_tensors.json")
with open(path, "w") as f:
    f.write('{"format": "tensorpy.nn.state_dict.v1"}')
expect_raises("checkpoint without tensors", ValueError, lambda: ml.load_checkpoint_json(path), '"tensors"')
with open(path, "w") as f:
    f.write('{"format": "tensorpy.nn.state_dict.v1", "meta": {"tensors": 1}}')
expect_raises("nested tensors key is not the root key", ValueError, lambda: ml.load_checkpoint_json(path),
              '"tensors"')
with open(path, "w") as f:
    f.write('{"format": "tensorpy.nn.state_dict.v1", "tensors": {}}')
check_equal("empty tensors object", ml.load_checkpoint_json(path), {})
os.remove(path)

mlcheck.finish("module attribute checks")
