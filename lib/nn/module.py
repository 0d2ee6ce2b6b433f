"""nn.Module: the base class of every layer and model, as torch.nn.Module.

Owns parameter/buffer/submodule registration (in assignment order), traversal
(parameters, named_parameters, children, modules), train/eval mode, zero_grad,
device moves, state_dict/load_state_dict with torch's key names, save/load of
checkpoints (through nn.checkpoint) and torch's module repr.

Registered objects live in two places: the registry dicts (_parameters,
_buffers, _modules), which give the order and the names, and the instance
__dict__, so that `self.conv1` is a plain attribute lookup in the hot forward
path (no __getattr__ fallback per call). __setattr__/__delattr__ keep both in step.
"""
import ml


class IncompatibleKeys:
    """Result of Module.load_state_dict, as torch's _IncompatibleKeys named tuple.

    missing_keys: list of str, keys of the model absent from the state dict.
    unexpected_keys: list of str, keys of the state dict the model does not have.
    Unpacks as (missing_keys, unexpected_keys).
    """

    def __init__(self, missing_keys, unexpected_keys):
        self.missing_keys = missing_keys
        self.unexpected_keys = unexpected_keys

    def __iter__(self):
        return iter((self.missing_keys, self.unexpected_keys))

    def __eq__(self, other):
        return tuple(self) == tuple(other)

    def __repr__(self):
        if not self.missing_keys and not self.unexpected_keys:
            return "<All keys matched successfully>"
        return (f"_IncompatibleKeys(missing_keys={self.missing_keys!r}, "
                f"unexpected_keys={self.unexpected_keys!r})")


_function_type = type(lambda: None)
# Classes whose __call__ is their own forward, installed by Module.__init_subclass__.
_forward_aliases = set()


def _plain_call(cls):
    """True when cls would inherit Module.__call__ itself or a forward alias of an ancestor."""
    for base in cls.__mro__[1:]:
        if "__call__" in base.__dict__:
            return base.__dict__["__call__"] is Module.__dict__["__call__"] or base in _forward_aliases
    return False


def _shape_text(shape):
    return "[" + ", ".join(str(d) for d in shape) + "]"


class Module:
    """Base class for layers and models, as torch.nn.Module.

    Subclasses call super().__init__() first, assign ml.Parameter objects and
    Module objects as attributes (registered in assignment order), register
    non-trainable state with register_buffer, and define forward(*inputs).
    Calling the module runs forward. Errors: assigning a parameter or module
    before Module.__init__ raises AttributeError (as torch).
    """

    def __init_subclass__(cls, **kwargs):
        # Calling a module runs forward and nothing else (this package has no hooks), so a
        # subclass that defines forward gets it as its __call__ too: model(x) is then one
        # Python call instead of __call__(*args, **kwargs) -> forward. Not when the class
        # (or an ancestor below Module) defines its own __call__. An instance attribute
        # "forward" (m.forward = f) switches its class back to Module.__call__ (see
        # __setattr__), which calls self.forward as torch does.
        super().__init_subclass__(**kwargs)
        fwd = cls.__dict__.get("forward")
        if type(fwd) is _function_type and "__call__" not in cls.__dict__ and _plain_call(cls):
            type.__setattr__(cls, "__call__", fwd)
            _forward_aliases.add(cls)

    def __init__(self):
        object.__setattr__(self, "training", True)
        object.__setattr__(self, "_parameters", {})
        object.__setattr__(self, "_buffers", {})
        object.__setattr__(self, "_modules", {})

    # -- registration -------------------------------------------------------
    def __setattr__(self, name, value):
        registries = self.__dict__.get("_parameters")
        if isinstance(value, ml.Parameter):
            if registries is None:
                raise AttributeError("cannot assign parameters before Module.__init__() call")
            self._forget(name, keep=self._parameters)
            self._parameters[name] = value
        elif isinstance(value, Module):
            if registries is None:
                raise AttributeError("cannot assign module before Module.__init__() call")
            self._forget(name, keep=self._modules)
            self._modules[name] = value
        elif registries is not None and name in self._parameters:
            if value is not None:
                raise TypeError(f"cannot assign '{type(value).__name__}' as parameter "
                                f"'{name}' (nn.Parameter or None expected)")
            self._parameters[name] = None
        elif registries is not None and name in self._buffers:
            self._buffers[name] = value
        elif registries is not None and name in self._modules:
            if value is not None:
                raise TypeError(f"cannot assign '{type(value).__name__}' as child module "
                                f"'{name}' (nn.Module or None expected)")
            self._modules[name] = None
        elif name == "forward":
            self._call_instance_forward()
        object.__setattr__(self, name, value)

    def _call_instance_forward(self):
        """An instance is given its own forward: its class calls self.forward again, as torch."""
        cls = type(self)
        if cls.__call__ is not Module.__dict__["__call__"] and (cls in _forward_aliases or _plain_call(cls)):
            type.__setattr__(cls, "__call__", Module.__dict__["__call__"])
            _forward_aliases.discard(cls)

    def __delattr__(self, name):
        self._forget(name)
        object.__delattr__(self, name)

    def _forget(self, name, keep=None):
        """Drop name from the registries other than `keep`: replacing a registered parameter or
        submodule by one of the same kind keeps its place in the order, as torch
        (self.resnet.conv1 = nn.Conv2d(...) stays first in children() and state_dict())."""
        for registry in (self._parameters, self._buffers, self._modules):
            if registry is not keep and name in registry:
                del registry[name]

    def register_buffer(self, name, tensor, persistent=True):
        """Register a non-parameter tensor (or None) saved in state_dict, as torch.

        persistent=False keeps it out of state_dict.
        """
        if "_buffers" not in self.__dict__:
            raise AttributeError("cannot assign buffer before Module.__init__() call")
        self._forget(name, keep=self._buffers)
        self._buffers[name] = tensor
        if not persistent:
            object.__setattr__(self, "_non_persistent", self.__dict__.get("_non_persistent", set()) | {name})
        object.__setattr__(self, name, tensor)

    def register_parameter(self, name, param):
        """Register an ml.Parameter (or None) under name, as torch."""
        if "_parameters" not in self.__dict__:
            raise AttributeError("cannot assign parameter before Module.__init__() call")
        self._forget(name, keep=self._parameters)
        self._parameters[name] = param
        object.__setattr__(self, name, param)

    def add_module(self, name, module):
        """Register a child module under name, as torch."""
        if module is not None and not isinstance(module, Module):
            raise TypeError(f"{type(module).__name__} is not a Module subclass")
        self._forget(name, keep=self._modules)
        self._modules[name] = module
        object.__setattr__(self, name, module)

    register_module = add_module

    # -- running ------------------------------------------------------------
    def forward(self, *args, **kwargs):
        raise NotImplementedError(f'Module [{type(self).__name__}] is missing the required "forward" function')

    def __call__(self, *args, **kwargs):
        # Subclasses defining forward use it directly as __call__ (see __init_subclass__).
        return self.forward(*args, **kwargs)

    # -- traversal ----------------------------------------------------------
    def named_modules(self, memo=None, prefix=""):
        """Yield (dotted name, module) for self and every descendant, each once, as torch."""
        if memo is None:
            memo = set()
        if id(self) in memo:
            return
        memo.add(id(self))
        yield prefix, self
        for name, child in self._modules.items():
            if child is None:
                continue
            sub = prefix + "." + name if prefix else name
            yield from child.named_modules(memo, sub)

    def modules(self):
        """Yield self and every descendant module, depth first, as torch."""
        for _, m in self.named_modules():
            yield m

    def named_children(self):
        """Yield (name, module) for the direct children, as torch."""
        for name, child in self._modules.items():
            if child is not None:
                yield name, child

    def children(self):
        """Yield the direct child modules in registration order, as torch."""
        for _, child in self.named_children():
            yield child

    def named_parameters(self, prefix="", recurse=True):
        """Yield (dotted name, Parameter) in registration order, each parameter once, as torch."""
        seen = set()
        mods = self.named_modules(prefix=prefix) if recurse else [(prefix, self)]
        for mod_prefix, mod in mods:
            for name, p in mod._parameters.items():
                if p is None or id(p) in seen:
                    continue
                seen.add(id(p))
                yield (mod_prefix + "." + name if mod_prefix else name), p

    def parameters(self, recurse=True):
        """Yield the Parameters (ml.Tensor, requires_grad) in registration order, as torch."""
        for _, p in self.named_parameters(recurse=recurse):
            yield p

    def named_buffers(self, prefix="", recurse=True):
        """Yield (dotted name, tensor) for every buffer, as torch."""
        mods = self.named_modules(prefix=prefix) if recurse else [(prefix, self)]
        for mod_prefix, mod in mods:
            for name, b in mod._buffers.items():
                if b is not None:
                    yield (mod_prefix + "." + name if mod_prefix else name), b

    def buffers(self, recurse=True):
        """Yield every buffer tensor, as torch."""
        for _, b in self.named_buffers(recurse=recurse):
            yield b

    def apply(self, fn):
        """Call fn(module) on every child (recursively) then self; returns self, as torch."""
        for child in self.children():
            child.apply(fn)
        fn(self)
        return self

    # -- modes and gradients -----------------------------------------------
    def train(self, mode=True):
        """Set training mode on self and descendants (Dropout, BatchNorm); returns self."""
        if not isinstance(mode, bool):
            raise ValueError("training mode is expected to be boolean")
        for m in self.modules():
            object.__setattr__(m, "training", mode)
        return self

    def eval(self):
        """Same as train(False); returns self."""
        return self.train(False)

    def requires_grad_(self, requires_grad=True):
        """Set requires_grad on every parameter; returns self, as torch."""
        for p in self.parameters():
            p.requires_grad_(requires_grad)
        return self

    def zero_grad(self, set_to_none=True):
        """Reset the .grad of every parameter: to None (default, as torch 2.x) or zero in place."""
        for p in self.parameters():
            if p.grad is None:
                continue
            if set_to_none:
                p.grad = None
            else:
                with ml.no_grad():
                    p.grad.zero_()

    # -- device and dtype ---------------------------------------------------
    def _convert(self, target):
        """Replace every parameter and buffer t by t.to(target) when that is a new tensor."""
        for m in self.modules():
            for name, p in list(m._parameters.items()):
                if p is None:
                    continue
                moved = p.detach().to(target)
                if moved.dtype != p.dtype or moved.device != p.device:
                    q = ml.Parameter(moved)
                    if not p.requires_grad:
                        q.requires_grad_(False)
                    m._parameters[name] = q
                    object.__setattr__(m, name, q)
            for name, b in list(m._buffers.items()):
                if b is None:
                    continue
                moved = b.to(target)
                if moved is not b:
                    m._buffers[name] = moved
                    object.__setattr__(m, name, moved)
        return self

    def to(self, target):
        """Move parameters and buffers to a device (ml.device or "cpu") or cast floating ones to a dtype.

        Returns self. Parameters on a new device are new ml.Parameter objects,
        so build optimizers after moving the model (as torch recommends).
        """
        if isinstance(target, str):
            target = ml.device(target)
        if target == ml.float32 or target == ml.float64:
            return self._convert_floating(target)
        return self._convert(target)

    def _convert_floating(self, dtype):
        for m in self.modules():
            for registry in (m._parameters, m._buffers):
                for name, t in list(registry.items()):
                    if t is None or not (t.dtype == ml.float32 or t.dtype == ml.float64):
                        continue
                    if t.dtype == dtype:
                        continue
                    moved = t.detach().to(dtype)
                    if registry is m._parameters:
                        moved = ml.Parameter(moved)
                        if not t.requires_grad:
                            moved.requires_grad_(False)
                    registry[name] = moved
                    object.__setattr__(m, name, moved)
        return self

    def cpu(self):
        """Same as to(ml.cpu)."""
        return self.to(ml.cpu)

    def float(self):
        """Cast floating parameters and buffers to float32; returns self."""
        return self.to(ml.float32)

    def double(self):
        """Cast floating parameters and buffers to float64; returns self."""
        return self.to(ml.float64)

    def to_inference(self, device=None):
        """Prepare for inference: eval mode, optional device move, parameters stop requiring grad.

        Returns self (the original API's fast path for batch inference).
        """
        if device is not None:
            self.to(device)
        self.eval()
        for p in self.parameters():
            if p.requires_grad:
                p.requires_grad_(False)
        return self

    # -- state --------------------------------------------------------------
    def state_dict(self, destination=None, prefix="", keep_vars=False):
        """Return {dotted name: tensor} for parameters then persistent buffers, module by module.

        Keys and order are torch's ("conv1.weight", "bn.running_mean", ...);
        values are detached (keep_vars=True keeps the Parameter objects).
        """
        if destination is None:
            destination = {}
        for name, p in self._parameters.items():
            if p is not None:
                destination[prefix + name] = p if keep_vars else p.detach()
        skip = self.__dict__.get("_non_persistent", ())
        for name, b in self._buffers.items():
            if b is not None and name not in skip:
                destination[prefix + name] = b if keep_vars else b.detach()
        for name, child in self._modules.items():
            if child is not None:
                child.state_dict(destination, prefix + name + ".", keep_vars)
        return destination

    def load_state_dict(self, state_dict, strict=True):
        """Copy tensors from state_dict into parameters and buffers, in place, as torch.

        Values may be tensors or nested lists. Shapes must match exactly
        (RuntimeError "size mismatch for NAME ..."). With strict=True a missing
        or unexpected key raises RuntimeError listing them, as torch; otherwise
        they are returned in an IncompatibleKeys (missing_keys, unexpected_keys).
        """
        own = self.state_dict(keep_vars=True)
        missing = [k for k in own if k not in state_dict]
        unexpected = [k for k in state_dict if k not in own]
        errors = []
        if strict:
            if unexpected:
                errors.append("Unexpected key(s) in state_dict: " + ", ".join(f'"{k}"' for k in unexpected) + ". ")
            if missing:
                errors.append("Missing key(s) in state_dict: " + ", ".join(f'"{k}"' for k in missing) + ". ")
        pending = []
        for key, target in own.items():
            if key not in state_dict:
                continue
            value = state_dict[key]
            if not isinstance(value, ml.Tensor):
                value = ml.tensor(value, dtype=target.dtype)
            if tuple(value.shape) != tuple(target.shape):
                errors.append(f"size mismatch for {key}: copying a param with shape "
                              f"{_shape_text(value.shape)} from checkpoint, the shape in current model "
                              f"is {_shape_text(target.shape)}.")
                continue
            pending.append((target, value))
        if errors:
            raise RuntimeError(f"Error(s) in loading state_dict for {type(self).__name__}:\n\t"
                               + "\n\t".join(errors))
        with ml.no_grad():
            for target, value in pending:
                if value.dtype != target.dtype or value.device != target.device:
                    value = value.to(target.dtype).to(target.device)
                target.copy_(value)
        return IncompatibleKeys(missing, unexpected)

    def save(self, path):
        """Write state_dict() to path: safetensors, or the JSON v1 format when path ends in .json."""
        from . import checkpoint
        checkpoint.save_state(self.state_dict(), path)
        return self

    def load(self, path, strict=True):
        """Load a checkpoint (safetensors or the original JSON format) into self; returns self."""
        from . import checkpoint
        self.load_state_dict(checkpoint.load_state(path), strict=strict)
        return self

    # -- printing -----------------------------------------------------------
    def extra_repr(self):
        """The text inside the parentheses of this module's repr line (as torch); override."""
        return ""

    def _get_name(self):
        return type(self).__name__

    def __repr__(self):
        lines = []
        extra = self.extra_repr()
        if extra:
            lines = extra.split("\n")
        for name, child in self._modules.items():
            child_text = repr(child).replace("\n", "\n  ")
            lines.append("(" + name + "): " + child_text)
        text = self._get_name() + "("
        if lines:
            if len(lines) == 1 and not self._modules:
                text += lines[0]
            else:
                text += "\n  " + "\n  ".join(lines) + "\n"
        return text + ")"
