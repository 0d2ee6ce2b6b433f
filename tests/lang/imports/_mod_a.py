import _mod_b
value = "a"
def from_b():
    return _mod_b.value
