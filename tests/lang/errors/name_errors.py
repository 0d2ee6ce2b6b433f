try:
    undefined_name
except NameError as e:
    print(type(e).__name__, e)
def f():
    print(local_later)
    local_later = 1
try:
    f()
except UnboundLocalError as e:
    print(type(e).__name__, e)
def g():
    return missing_global
try:
    g()
except NameError as e:
    print(e)
