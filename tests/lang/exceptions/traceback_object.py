def inner():
    raise ValueError("deep")
def outer():
    inner()
try:
    outer()
except ValueError as e:
    tb = e.__traceback__
    names = []
    while tb:
        names.append((tb.tb_frame.f_code.co_name, tb.tb_lineno))
        tb = tb.tb_next
    print(names)
