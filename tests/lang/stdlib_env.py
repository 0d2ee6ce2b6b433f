# env: the original project's environment helpers (asserted; .exp holds the printed lines).
import env
import os

os.environ["TP_TEST_ENV_A"] = "alpha"
assert env.get("TP_TEST_ENV_A") == "alpha"
assert env.get("TP_TEST_ENV_MISSING") is None
assert env.get("TP_TEST_ENV_MISSING", "dflt") == "dflt"
assert env.exists("TP_TEST_ENV_A") and not env.exists("TP_TEST_ENV_MISSING")
assert env.require("TP_TEST_ENV_A") == "alpha"
print("get/exists/require ok")
try:
    env.require("TP_TEST_ENV_MISSING")
except OSError as e:
    print(type(e).__name__, e)
env.set("TP_TEST_ENV_B", "")
assert env.exists("TP_TEST_ENV_B") and env.get("TP_TEST_ENV_B", "x") == ""
assert os.environ["TP_TEST_ENV_B"] == ""
env.unset("TP_TEST_ENV_B")
env.unset("TP_TEST_ENV_B")
assert not env.exists("TP_TEST_ENV_B")
print("set/unset ok")
for bad in (lambda: env.get(5), lambda: env.set("X", 1)):
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)
