for src in ["x = = 1", "def f(:\n  pass", "return 5", "break", "a b", "f(**x, *y)", "1 = 2", "del f()", "continue"]:
    try:
        exec(src)
    except SyntaxError as e:
        print(repr(src), "->", e.msg, e.lineno)
