# host: the registry shared with the embedding application (asserted; .exp holds printed lines).
import host

host.clear()
assert host.keys() == []
host.set("scale", 3)
host.set("add", lambda a, b=1: a + b)
assert host.get("scale") == 3 and host.get("nope") is None and host.get("nope", 0) == 0
assert host.has("add") and not host.has("nope")
assert host.call("add", 2) == 3 and host.call("add", 2, b=5) == 7
assert host.keys() == ["scale", "add"]
print("set/get/has/call/keys ok")
for bad in (lambda: host.call("missing"), lambda: host.call("scale"), lambda: host.set(1, 2)):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
host.remove("scale")
host.remove("scale")
assert host.keys() == ["add"]
host.clear()
assert not host.has("add")
print("remove/clear ok")
