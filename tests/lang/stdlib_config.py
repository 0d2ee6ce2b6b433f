# config: the original project's JSON config helpers (asserted; .exp holds printed lines).
import config
import os

cfg = config.loads('{"model": {"layers": [64, 32], "act": "relu"}, "lr": 0.01, "debug": false}')
assert cfg["lr"] == 0.01
assert config.get(cfg, "model.act") == "relu"
assert config.get(cfg, "model.layers.1") == 32
assert config.get(cfg, "model.layers.5") is None
assert config.get(cfg, "model.missing", 7) == 7
assert config.get(cfg, "lr.x", "d") == "d"
assert config.get(cfg, "debug", True) is False
assert config.require(cfg, "model.layers") == [64, 32]
assert config.has(cfg, "model.act") and not config.has(cfg, "nope")
print("loads/get/require ok")
for bad in (lambda: config.require(cfg, "model.depth"), lambda: config.loads("[1, 2]"),
            lambda: config.loads("{bad json")):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, str(e).split(":")[0])
base = {"a": 1, "nested": {"x": 1, "y": {"deep": 1}}, "list": [1]}
over = {"b": 2, "nested": {"y": {"deep": 2, "new": 3}}, "list": [2]}
merged = config.merge(base, over)
assert merged == {"a": 1, "nested": {"x": 1, "y": {"deep": 2, "new": 3}}, "list": [2], "b": 2}
assert base == {"a": 1, "nested": {"x": 1, "y": {"deep": 1}}, "list": [1]}
merged["nested"]["x"] = 99
assert base["nested"]["x"] == 1
print("merge ok")
path = "stdlib_config_tmp.json"
config.save(path, merged)
assert config.load(path) == merged
os.remove(path)
print("save/load ok")
