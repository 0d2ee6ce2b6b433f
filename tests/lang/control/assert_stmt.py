assert True
assert 1 == 1, "fine"
try:
    assert 1 == 2, "numbers differ"
except AssertionError as e:
    print("caught:", e)
try:
    assert False
except AssertionError as e:
    print("empty:", repr(e), e.args)
x = [1]
try:
    assert len(x) > 1, f"len is {len(x)}"
except AssertionError as e:
    print(e)
