def risky(n):
    if n == 0:
        raise ValueError("zero")
    if n == 1:
        raise KeyError("one")
    return n
for n in range(3):
    try:
        try:
            print("result", risky(n))
        except ValueError as e:
            print("inner caught", e)
            raise TypeError("converted") from e
    except TypeError as e:
        print("outer caught", e, "cause:", repr(e.__cause__))
    except KeyError as e:
        print("outer key", e)
    else:
        print("no error")
    finally:
        print("done", n)
