print("util loaded", __name__)
def helper():
    return "helped"
_private = 1
public_value = 2
