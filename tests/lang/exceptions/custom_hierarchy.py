class AppError(Exception):
    pass
class DbError(AppError):
    def __init__(self, table):
        super().__init__("db failure on " + table)
        self.table = table
class NetError(AppError):
    pass
for exc in [DbError("users"), NetError("timeout"), AppError()]:
    try:
        raise exc
    except DbError as e:
        print("db", e.table, e)
    except AppError as e:
        print("app", type(e).__name__, repr(e))
print(issubclass(DbError, Exception), DbError.__mro__[1].__name__)
try:
    raise DbError("t")
except Exception as e:
    print(isinstance(e, AppError), str(e))
