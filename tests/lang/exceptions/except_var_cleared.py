try:
    raise ValueError("x")
except ValueError as e:
    pass
try:
    print(e)
except NameError as ne:
    print("NameError:", ne)
def f():
    try:
        1 / 0
    except ZeroDivisionError as err:
        pass
    try:
        return err
    except UnboundLocalError as u:
        return "unbound: " + str(u)
print(f())
