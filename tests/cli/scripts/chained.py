class AppError(Exception):
    pass
def load():
    raise KeyError("cfg")
try:
    load()
except KeyError as e:
    raise AppError("could not load") from e
