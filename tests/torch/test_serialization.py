"""torch.save / torch.load (format tensorpy.torch.v1, docs/formats.md): state dicts, optimizer
state dicts and plain containers round trip with their types; safetensors and PyTorch
zip files are told apart."""
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch
import torch.nn as nn
import torchcheck

r = torchcheck.Report("serialization")
tmp = f"/tmp/tensorpy-test-torch-{os.getpid()}"
os.makedirs(tmp, exist_ok=True)
path = os.path.join(tmp, "ckpt.pt")

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2))
opt = torch.optim.Adam(model.parameters(), lr=0.01)
model(torch.randn(5, 3)).sum().backward()
opt.step()
obj = {"epoch": 7, "model": model.state_dict(), "optimizer": opt.state_dict(), "loss": 0.25,
       "best": float("inf"), "nan": float("nan"), "tags": ("a", 1, None, True), "shape": torch.Size([2, 3]),
       "dtype": torch.float64, "ints": torch.tensor([1, 2, 3]), "flags": torch.tensor([True, False]),
       "nested": [{"x": torch.ones(2, 2, dtype=torch.float64)}], 3: "int key", "$odd": 1}
torch.save(obj, path)
back = torch.load(path)
r.same("keys", list(back.keys()), list(obj.keys()))
r.same("ints and floats", (back["epoch"], back["loss"], back["best"]), (7, 0.25, float("inf")))
r.check("nan", back["nan"] != back["nan"])
r.same("tuple", back["tags"], ("a", 1, None, True))
r.same("Size and dtype", (back["shape"], back["dtype"]), (torch.Size([2, 3]), torch.float64))
r.same("int tensor", (back["ints"].dtype, back["ints"].tolist()), (torch.int64, [1, 2, 3]))
r.same("bool tensor", (back["flags"].dtype, back["flags"].tolist()), (torch.bool, [True, False]))
r.same("nested float64", (back["nested"][0]["x"].dtype, back["nested"][0]["x"].tolist()),
       (torch.float64, [[1.0, 1.0], [1.0, 1.0]]))
r.same("non-str and $-keys", (back[3], back["$odd"]), ("int key", 1))
for k, v in model.state_dict().items():
    r.same(f"state_dict {k}", back["model"][k].tolist(), v.tolist())
model2 = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2))
model2.load_state_dict(back["model"])
x = torch.randn(2, 3)
r.same("loaded model computes the same", model2(x).tolist(), model(x).tolist())
r.same("optimizer state indices", sorted(back["optimizer"]["state"].keys()), [0, 1, 2, 3])
opt2 = torch.optim.Adam(model2.parameters(), lr=0.5)
opt2.load_state_dict(back["optimizer"])
r.same("optimizer lr restored", opt2.param_groups[0]["lr"], 0.01)
r.same("optimizer step restored", opt2.state_dict()["state"][0]["step"], 1)

p = nn.Parameter(torch.ones(2))
torch.save([p, p.detach() * 2, torch.zeros(1, requires_grad=True)], path)
lst = torch.load(path, map_location="cpu")
r.check("Parameter comes back a Parameter", isinstance(lst[0], nn.Parameter) and lst[0].requires_grad)
r.same("plain tensor stays plain", (isinstance(lst[1], nn.Parameter), lst[1].requires_grad), (False, False))
r.same("requires_grad kept", lst[2].requires_grad, True)
torch.save(torch.arange(4), path)
r.same("a bare tensor", torch.load(path, map_location=torch.device("cpu")).tolist(), [0, 1, 2, 3])

buf = io.BytesIO()
torch.save({"w": torch.ones(3)}, buf)
buf.seek(0)
r.same("file objects", torch.load(buf)["w"].tolist(), [1.0, 1.0, 1.0])

# a plain safetensors file (no structure metadata) loads as {name: tensor}
st = os.path.join(tmp, "plain.safetensors")
import ml
ml.save_safetensors({"a": torch.ones(2)}, st)
r.same("plain safetensors", {k: v.tolist() for k, v in torch.load(st).items()}, {"a": [1.0, 1.0]})

zip_path = os.path.join(tmp, "torch.pt")
with open(zip_path, "wb") as f:
    f.write(b"PK\x03\x04" + bytes(60))
r.raises("PyTorch zip checkpoint", RuntimeError, torch.load, zip_path, contains="safetensors")
r.raises("missing file", FileNotFoundError, torch.load, os.path.join(tmp, "missing.pt"))
# whole modules (the word-language-model example's torch.save(model, f))
class Tied(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Embedding(5, 4)
        self.decoder = nn.Linear(4, 5)
        self.decoder.weight = self.encoder.weight
        self.note = {"n": 3}

    def forward(self, ids):
        return self.decoder(self.encoder(ids))


tied = Tied()
tied.eval()
with open(path, "wb") as f:
    torch.save(tied, f)
with open(path, "rb") as f:
    loaded = torch.load(f)
ids = torch.tensor([1, 4])
r.check("a whole module comes back as its class", type(loaded) is Tied)
r.same("its output", loaded(ids).tolist(), tied(ids).tolist())
r.check("tied weights stay one Parameter", loaded.decoder.weight is loaded.encoder.weight
        and isinstance(loaded.encoder.weight, nn.Parameter))
r.same("parameters and training flag", (len(list(loaded.parameters())), loaded.training, loaded.note),
       (len(list(tied.parameters())), False, {"n": 3}))
t_shared = torch.ones(2)
twice = torch.load(path) if torch.save([t_shared, t_shared], path) is None else None
r.check("one tensor saved twice loads as one object", twice[0] is twice[1])
r.raises("a lambda can't be saved", TypeError, torch.save, {"f": lambda: 1}, path, contains="state_dict")


def make_local():
    class Local:
        pass
    return Local()


r.raises("an instance of a local class can't be saved", TypeError, torch.save, make_local(), path)
r.raises("map_location cuda", RuntimeError, torch.load, path, map_location="cuda:0", contains="CPU")
for name in os.listdir(tmp):
    os.remove(os.path.join(tmp, name))
os.rmdir(tmp)
r.finish()
