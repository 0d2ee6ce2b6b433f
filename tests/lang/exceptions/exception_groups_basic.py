errors = []
for f in [lambda: 1 / 0, lambda: [][1], lambda: {}["k"], lambda: int("x"), lambda: None.attr]:
    try:
        f()
    except Exception as e:
        errors.append(type(e).__name__)
print(errors)
print([c.__name__ for c in ZeroDivisionError.__mro__])
print(issubclass(KeyError, LookupError), issubclass(IndexError, LookupError), issubclass(UnicodeDecodeError, ValueError))
