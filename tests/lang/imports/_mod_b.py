import _mod_a
value = "b"
def partial():
    return hasattr(_mod_a, "value")
print("b sees a partially:", partial())
