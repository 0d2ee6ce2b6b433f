import _mod_a
print(_mod_a.from_b(), _mod_a._mod_b.value)
