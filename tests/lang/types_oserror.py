def check(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

e = OSError(2, "No such file or directory", "f.txt")
print(type(e).__name__, e.errno, e.strerror, e.filename, str(e), e.args)
print(type(OSError(17, "exists")).__name__, type(OSError(13, "denied")).__name__, type(OSError(21, "isdir")).__name__, type(OSError(99, "other")).__name__)
print(str(OSError("plain")), OSError("plain").errno, str(OSError(1, "msg")), str(FileNotFoundError(2, "nf", "x", None, "y")))
print(issubclass(FileNotFoundError, OSError), IOError is OSError, EnvironmentError is OSError, issubclass(ConnectionResetError, ConnectionError))
try:
    open("/nonexistent/file/here")
except FileNotFoundError as ex:
    print("caught", ex.errno, ex.filename)
except OSError as ex:
    print("oserror", ex)
print(PermissionError.__mro__[1].__name__, BlockingIOError.__bases__)
