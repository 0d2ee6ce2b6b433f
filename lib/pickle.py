"""pickle: object serialization, protocols 0 to 5, byte-compatible with CPython 3.11
(its C pickler's output, memo numbering and framing), written in TensorPy.

dumps/dump/loads/load, Pickler (persistent_id, reducer_override, dispatch_table,
fix_imports, buffer_callback) and Unpickler (persistent_load, find_class, encoding and
errors for Python 2 strings, buffers) with PickleError, PicklingError, UnpicklingError.
Objects reduce as CPython's: copyreg.dispatch_table, __reduce_ex__, __reduce__, and for
plain instances the default reduction (copyreg.__newobj__/__newobj_ex__ with
__getnewargs__(_ex)__ and __getstate__ for protocol 2 and up, copyreg._reconstructor for
0 and 1), which this module computes itself where the interpreter's object lacks it
(Note [Default reduction]). The Unpickler is in _pickle_load.py. Not provided:
PickleBuffer (no memoryview here), the C accelerator's speed."""
import codecs
import io
import sys
import types as _types
from struct import pack, unpack
from itertools import islice
from functools import partial

import copyreg
from copyreg import dispatch_table
from copyreg import _extension_registry

__all__ = ["PickleError", "PicklingError", "UnpicklingError", "Pickler", "Unpickler",
           "dump", "dumps", "load", "loads"]

bytes_types = (bytes, bytearray)
format_version = "4.0"
compatible_formats = ["1.0", "1.1", "1.2", "1.3", "2.0", "3.0", "4.0", "5.0"]
HIGHEST_PROTOCOL = 5
DEFAULT_PROTOCOL = 4


class PickleError(Exception):
    """The base of the pickling exceptions."""


class PicklingError(PickleError):
    """An object cannot be pickled."""


class UnpicklingError(PickleError):
    """The data cannot be unpickled (corrupt, truncated, or a security violation)."""


for _cls in (PickleError, PicklingError, UnpicklingError):
    _cls.__module__ = '_pickle'


class _Stop(Exception):
    def __init__(self, value):
        self.value = value


# Opcodes (the pickle format; see pickletools in CPython for their descriptions).
MARK = b'('
STOP = b'.'
POP = b'0'
POP_MARK = b'1'
DUP = b'2'
FLOAT = b'F'
INT = b'I'
BININT = b'J'
BININT1 = b'K'
LONG = b'L'
BININT2 = b'M'
NONE = b'N'
PERSID = b'P'
BINPERSID = b'Q'
REDUCE = b'R'
STRING = b'S'
BINSTRING = b'T'
SHORT_BINSTRING = b'U'
UNICODE = b'V'
BINUNICODE = b'X'
APPEND = b'a'
BUILD = b'b'
GLOBAL = b'c'
DICT = b'd'
EMPTY_DICT = b'}'
APPENDS = b'e'
GET = b'g'
BINGET = b'h'
INST = b'i'
LONG_BINGET = b'j'
LIST = b'l'
EMPTY_LIST = b']'
OBJ = b'o'
PUT = b'p'
BINPUT = b'q'
LONG_BINPUT = b'r'
SETITEM = b's'
TUPLE = b't'
EMPTY_TUPLE = b')'
SETITEMS = b'u'
BINFLOAT = b'G'
TRUE = b'I01\n'
FALSE = b'I00\n'
PROTO = b'\x80'
NEWOBJ = b'\x81'
EXT1 = b'\x82'
EXT2 = b'\x83'
EXT4 = b'\x84'
TUPLE1 = b'\x85'
TUPLE2 = b'\x86'
TUPLE3 = b'\x87'
NEWTRUE = b'\x88'
NEWFALSE = b'\x89'
LONG1 = b'\x8a'
LONG4 = b'\x8b'
_tuplesize2code = [EMPTY_TUPLE, TUPLE1, TUPLE2, TUPLE3]
BINBYTES = b'B'
SHORT_BINBYTES = b'C'
SHORT_BINUNICODE = b'\x8c'
BINUNICODE8 = b'\x8d'
BINBYTES8 = b'\x8e'
EMPTY_SET = b'\x8f'
ADDITEMS = b'\x90'
FROZENSET = b'\x91'
NEWOBJ_EX = b'\x92'
STACK_GLOBAL = b'\x93'
MEMOIZE = b'\x94'
FRAME = b'\x95'
BYTEARRAY8 = b'\x96'
NEXT_BUFFER = b'\x97'
READONLY_BUFFER = b'\x98'

_FRAME_SIZE_MIN = 4
_FRAME_SIZE_TARGET = 64 * 1024
_BATCHSIZE = 1000


class _Framer:
    # Protocol 4+: output goes out in FRAMEs of about 64 KiB, a frame ending only
    # between opcodes (commit_frame is called as each object starts).
    def __init__(self, file_write):
        self.file_write = file_write
        self.current_frame = None

    def start_framing(self):
        self.current_frame = io.BytesIO()

    def end_framing(self):
        if self.current_frame and self.current_frame.tell() > 0:
            self.commit_frame(force=True)
            self.current_frame = None

    def commit_frame(self, force=False):
        if self.current_frame:
            f = self.current_frame
            if f.tell() >= _FRAME_SIZE_TARGET or force:
                data = f.getvalue()
                if len(data) >= _FRAME_SIZE_MIN:
                    self.file_write(FRAME + pack("<Q", len(data)))
                self.file_write(data)
                self.current_frame = io.BytesIO()

    def write(self, data):
        if self.current_frame:
            return self.current_frame.write(data)
        return self.file_write(data)

    def write_large_bytes(self, header, payload):
        # A big payload is written outside any frame.
        write = self.file_write
        if self.current_frame:
            self.commit_frame(force=True)
        write(header)
        write(payload)


def _getattribute(obj, name):
    parent = None
    for subpath in name.split('.'):
        if subpath == '<locals>':
            raise AttributeError("Can't get local attribute {!r} on {!r}".format(name, obj))
        try:
            parent = obj
            obj = getattr(obj, subpath)
        except AttributeError:
            raise AttributeError("Can't get attribute {!r} on {!r}".format(name, obj)) from None
    return obj, parent


# CPython's built-in functions name their module with the module's own name object, a
# different str object from the interned one types use; the memo (by identity) then
# stores 'builtins' twice in protocol 4+ pickles. A distinct object here does the same.
_BUILTIN_FUNCTIONS_MODULE = ''.join(['built', 'ins'])
# Every other module name is one object per name (the interpreter makes a new str for
# each __module__ read of a built-in type).
_MODULE_NAMES = {}


def whichmodule(obj, name):
    """The name of the module obj (called name) lives in."""
    module_name = getattr(obj, '__module__', None)
    if isinstance(module_name, str):
        return _MODULE_NAMES.setdefault(module_name, module_name)
    if isinstance(obj, type):
        return _MODULE_NAMES.setdefault('builtins', 'builtins')
    # Built-in functions here carry no __module__: builtins first, then every module.
    builtins_mod = sys.modules.get('builtins')
    if builtins_mod is not None and getattr(builtins_mod, name, None) is obj:
        if isinstance(obj, _types.BuiltinFunctionType):
            return _BUILTIN_FUNCTIONS_MODULE
        return _MODULE_NAMES.setdefault('builtins', 'builtins')
    for module_name, module in sys.modules.copy().items():
        if (module_name == '__main__' or module_name == '__mp_main__' or module is None):
            continue
        try:
            if _getattribute(module, name)[0] is obj:
                return _MODULE_NAMES.setdefault(module_name, module_name)
        except AttributeError:
            pass
    return '__main__'


def encode_long(x):
    """x as little-endian two's complement bytes, as short as possible (b'' for 0)."""
    if x == 0:
        return b''
    nbytes = (x.bit_length() >> 3) + 1
    result = x.to_bytes(nbytes, byteorder='little', signed=True)
    if x < 0 and nbytes > 1:
        if result[-1] == 0xff and (result[-2] & 0x80) != 0:
            result = result[:-1]
    return result


def decode_long(data):
    return int.from_bytes(data, byteorder='little', signed=True)


def _raw_unicode_escape(s):
    # str -> bytes as the raw-unicode-escape codec: latin-1 characters as themselves,
    # others as \\uXXXX or \\UXXXXXXXX.
    out = bytearray()
    for ch in s:
        c = ord(ch)
        if c < 0x100:
            out.append(c)
        elif c < 0x10000:
            out += b'\\u%04x' % c
        else:
            out += b'\\U%08x' % c
    return bytes(out)


# Note [Default reduction]: the interpreter's object.__reduce_ex__ cannot reduce plain
# instances, so when a type does not define __reduce_ex__ or __reduce__ itself, the
# Pickler computes what CPython's object.__reduce_ex__(proto) returns.
def _own_reduce(t, name):
    for klass in t.__mro__:
        if klass is object:
            return False
        if name in klass.__dict__:
            return True
    return False


def _default_state(obj):
    getstate = getattr(type(obj), '__getstate__', None)
    if getstate is not None and getstate is not getattr(object, '__getstate__', None):
        return obj.__getstate__()
    state = getattr(obj, '__dict__', None)
    if state is not None and not state:
        state = None
    elif state is not None:
        state = dict(state)
    slots = {}
    for name in copyreg._slotnames(type(obj)):
        try:
            slots[name] = getattr(obj, name)
        except AttributeError:
            pass
    if slots:
        return (state, slots)
    return state


_builtin_reducers = {
    range: lambda r: (range, (r.start, r.stop, r.step)),
    slice: lambda s: (slice, (s.start, s.stop, s.step)),
}


def _default_reduce(obj, proto):
    cls = type(obj)
    special = _builtin_reducers.get(cls)
    if special is not None:
        return special(obj)
    if isinstance(obj, BaseException):
        state = getattr(obj, '__dict__', None) or None
        args = obj.args
        if state is not None:
            return (cls, args, dict(state))
        return (cls, args)
    if proto < 2:
        return copyreg._reduce_ex(obj, proto)
    getnewargs_ex = getattr(obj, '__getnewargs_ex__', None)
    kwargs = None
    if getnewargs_ex is not None:
        args, kwargs = getnewargs_ex()
        if not isinstance(args, tuple):
            raise TypeError("__getnewargs_ex__ should return a tuple of length 2, not %r"
                            % (type(args).__name__,) if False else
                            "first item of the tuple returned by __getnewargs_ex__ must be "
                            "a tuple, not '%s'" % type(args).__name__)
        if not isinstance(kwargs, dict):
            raise TypeError("second item of the tuple returned by __getnewargs_ex__ must "
                            "be a dict, not '%s'" % type(kwargs).__name__)
    else:
        getnewargs = getattr(obj, '__getnewargs__', None)
        if getnewargs is not None:
            args = getnewargs()
            if not isinstance(args, tuple):
                raise TypeError("__getnewargs__ should return a tuple, not '%s'"
                                % type(args).__name__)
        else:
            args = ()
    if cls.__module__ == 'builtins' and cls not in (object,) and not args and \
            not isinstance(obj, (list, dict)):
        raise TypeError("cannot pickle %r object" % cls.__name__)
    state = _default_state(obj)
    listitems = iter(obj) if isinstance(obj, list) else None
    dictitems = iter(obj.items()) if isinstance(obj, dict) else None
    if kwargs:
        return (copyreg.__newobj_ex__, (cls, args, kwargs), state, listitems, dictitems)
    return (copyreg.__newobj__, (cls,) + args, state, listitems, dictitems)


class _Pickler:
    """Pickler(file, protocol=None, *, fix_imports=True, buffer_callback=None): writes
    pickles of objects to file (anything with a write(bytes) method)."""

    def __init__(self, file, protocol=None, *, fix_imports=True, buffer_callback=None):
        if protocol is None:
            protocol = DEFAULT_PROTOCOL
        if protocol < 0:
            protocol = HIGHEST_PROTOCOL
        elif not 0 <= protocol <= HIGHEST_PROTOCOL:
            raise ValueError("pickle protocol must be <= %d" % HIGHEST_PROTOCOL)
        if buffer_callback is not None and protocol < 5:
            raise ValueError("buffer_callback needs protocol >= 5")
        self._buffer_callback = buffer_callback
        try:
            self._file_write = file.write
        except AttributeError:
            raise TypeError("file must have a 'write' attribute")
        self.framer = _Framer(self._file_write)
        self.write = self.framer.write
        self._write_large_bytes = self.framer.write_large_bytes
        self.memo = {}
        self._singletons = {}
        self.proto = int(protocol)
        self.bin = protocol >= 1
        self.fast = 0
        self.fix_imports = fix_imports and protocol < 3

    def clear_memo(self):
        """Forgets the objects pickled so far (they will be written in full again)."""
        self.memo.clear()
        self._singletons.clear()

    def dump(self, obj):
        """Writes a pickle of obj."""
        if not hasattr(self, "_file_write"):
            raise PicklingError("Pickler.__init__() was not called by %s.__init__()"
                                % (self.__class__.__name__,))
        if self.proto >= 2:
            self.write(PROTO + pack("<B", self.proto))
        if self.proto >= 4:
            self.framer.start_framing()
        self.save(obj)
        self.write(STOP)
        self.framer.end_framing()

    def memoize(self, obj):
        if self.fast:
            return
        assert id(obj) not in self.memo
        idx = len(self.memo)
        self.write(self.put(idx))
        self.memo[id(obj)] = idx, obj

    def put(self, idx):
        if self.proto >= 4:
            return MEMOIZE
        elif self.bin:
            if idx < 256:
                return BINPUT + pack("<B", idx)
            return LONG_BINPUT + pack("<I", idx)
        return PUT + repr(idx).encode("ascii") + b'\n'

    def get(self, i):
        if self.bin:
            if i < 256:
                return BINGET + pack("<B", i)
            return LONG_BINGET + pack("<I", i)
        return GET + repr(i).encode("ascii") + b'\n'

    def persistent_id(self, obj):
        return None

    def save(self, obj, save_persistent_id=True):
        self.framer.commit_frame()
        pid = self.persistent_id(obj)
        if pid is not None and save_persistent_id:
            self.save_pers(pid)
            return
        t = type(obj)
        if (t is str or t is bytes) and len(obj) <= 1 and (t is bytes or obj <= '\xff'):
            # CPython keeps one object per empty or one-character str/bytes value (the
            # memo is by identity); the first one seen stands for them all here.
            obj = self._singletons.setdefault((t, obj), obj)
        x = self.memo.get(id(obj))
        if x is not None:
            self.write(self.get(x[0]))
            return
        rv = NotImplemented
        reduce = getattr(self, "reducer_override", None)
        if reduce is not None:
            rv = reduce(obj)
        if rv is NotImplemented:
            t = type(obj)
            f = self.dispatch.get(t)
            if f is not None:
                f(self, obj)
                return
            table = getattr(self, 'dispatch_table', dispatch_table)
            reduce = table.get(t)
            if reduce is not None:
                rv = reduce(obj)
            else:
                if isinstance(obj, type):
                    self.save_global(obj)
                    return
                if _own_reduce(t, '__reduce_ex__'):
                    name = '__reduce_ex__'
                    rv = obj.__reduce_ex__(self.proto)
                elif _own_reduce(t, '__reduce__'):
                    name = '__reduce__'
                    rv = obj.__reduce__()
                elif callable(obj) and hasattr(obj, '__qualname__') and \
                        not hasattr(obj, '__dict__') or _is_function(obj):
                    self.save_global(obj)
                    return
                else:
                    name = '__reduce__'
                    rv = _default_reduce(obj, self.proto)
        else:
            name = 'reducer_override'
        if isinstance(rv, str):
            self.save_global(obj, rv)
            return
        if not isinstance(rv, tuple):
            raise PicklingError("__reduce__ must return a string or tuple")
        if not 2 <= len(rv) <= 6:
            raise PicklingError("tuple returned by __reduce__ must contain 2 through 6 "
                                "elements")
        self.save_reduce(obj=obj, *rv)

    def save_pers(self, pid):
        if self.bin:
            self.save(pid, save_persistent_id=False)
            self.write(BINPERSID)
        else:
            try:
                self.write(PERSID + str(pid).encode("ascii") + b'\n')
            except UnicodeEncodeError:
                raise PicklingError("persistent IDs in protocol 0 must be ASCII strings")

    def save_reduce(self, func, args, state=None, listitems=None, dictitems=None,
                    state_setter=None, *, obj=None):
        if not isinstance(args, tuple):
            raise PicklingError("second item of the tuple returned by __reduce__ must be "
                                "a tuple")
        if not callable(func):
            raise PicklingError("first item of the tuple returned by __reduce__ must be "
                                "callable")
        save = self.save
        write = self.write
        func_name = getattr(func, "__name__", "")
        if self.proto >= 2 and func_name == "__newobj_ex__":
            cls, args, kwargs = args
            if not hasattr(cls, "__new__"):
                raise PicklingError("args[0] from __newobj_ex__ args has no __new__")
            if obj is not None and cls is not obj.__class__:
                raise PicklingError("args[0] from __newobj_ex__ args has the wrong class")
            if self.proto >= 4:
                save(cls)
                save(args)
                save(kwargs)
                write(NEWOBJ_EX)
            else:
                func = partial(cls.__new__, cls, *args, **kwargs)
                save(func)
                save(())
                write(REDUCE)
        elif self.proto >= 2 and func_name == "__newobj__":
            cls = args[0]
            if not hasattr(cls, "__new__"):
                raise PicklingError("args[0] from __newobj__ args has no __new__")
            if obj is not None and cls is not obj.__class__:
                raise PicklingError("args[0] from __newobj__ args has the wrong class")
            args = args[1:]
            save(cls)
            save(args)
            write(NEWOBJ)
        else:
            save(func)
            save(args)
            write(REDUCE)
        if obj is not None:
            if id(obj) in self.memo:
                write(POP + self.get(self.memo[id(obj)][0]))
            else:
                self.memoize(obj)
        if listitems is not None:
            self._batch_appends(listitems)
        if dictitems is not None:
            self._batch_setitems(dictitems)
        if state is not None:
            if state_setter is None:
                save(state)
                write(BUILD)
            else:
                save(state_setter)
                save(obj)
                save(state)
                write(TUPLE2)
                write(REDUCE)
                write(POP)

    dispatch = {}

    def save_none(self, obj):
        self.write(NONE)
    dispatch[type(None)] = save_none

    def save_bool(self, obj):
        if self.proto >= 2:
            self.write(NEWTRUE if obj else NEWFALSE)
        else:
            self.write(TRUE if obj else FALSE)
    dispatch[bool] = save_bool

    def save_long(self, obj):
        if self.bin:
            if obj >= 0:
                if obj <= 0xff:
                    self.write(BININT1 + pack("<B", obj))
                    return
                if obj <= 0xffff:
                    self.write(BININT2 + pack("<H", obj))
                    return
            if -0x80000000 <= obj <= 0x7fffffff:
                self.write(BININT + pack("<i", obj))
                return
        if self.proto >= 2:
            encoded = encode_long(obj)
            n = len(encoded)
            if n < 256:
                self.write(LONG1 + pack("<B", n) + encoded)
            else:
                self.write(LONG4 + pack("<i", n) + encoded)
            return
        if -0x80000000 <= obj <= 0x7fffffff:
            self.write(INT + repr(obj).encode("ascii") + b'\n')
        else:
            self.write(LONG + repr(obj).encode("ascii") + b'L\n')
    dispatch[int] = save_long

    def save_float(self, obj):
        if self.bin:
            self.write(BINFLOAT + pack('>d', obj))
        else:
            self.write(FLOAT + repr(obj).encode("ascii") + b'\n')
    dispatch[float] = save_float

    def save_bytes(self, obj):
        if self.proto < 3:
            if not obj:
                self.save_reduce(bytes, (), obj=obj)
            else:
                self._save_codecs_encode(obj)
            return
        n = len(obj)
        if n <= 0xff:
            self.write(SHORT_BINBYTES + pack("<B", n) + obj)
        elif n > 0xffffffff and self.proto >= 4:
            self._write_large_bytes(BINBYTES8 + pack("<Q", n), obj)
        elif n >= _FRAME_SIZE_TARGET:
            self._write_large_bytes(BINBYTES + pack("<I", n), obj)
        else:
            self.write(BINBYTES + pack("<I", n) + obj)
        self.memoize(obj)
    dispatch[bytes] = save_bytes

    def _save_codecs_encode(self, obj):
        # save_reduce(_codecs.encode, (latin-1 text, 'latin1')) naming the function
        # _codecs.encode as CPython does (here it has no __module__ to say so).
        import _codecs
        func = _codecs.encode
        x = self.memo.get(id(func))
        if x is not None:
            self.write(self.get(x[0]))
        else:
            self.save_global(func, 'encode', module_name='_codecs')
        self.save((str(obj, 'latin1'), 'latin1'))
        self.write(REDUCE)
        self.memoize(obj)

    def save_bytearray(self, obj):
        if self.proto < 5:
            if not obj:
                self.save_reduce(bytearray, (), obj=obj)
            else:
                self.save_reduce(bytearray, (bytes(obj),), obj=obj)
            return
        n = len(obj)
        if n >= _FRAME_SIZE_TARGET:
            self._write_large_bytes(BYTEARRAY8 + pack("<Q", n), bytes(obj))
        else:
            self.write(BYTEARRAY8 + pack("<Q", n) + bytes(obj))
        self.memoize(obj)
    dispatch[bytearray] = save_bytearray

    def save_str(self, obj):
        if self.bin:
            encoded = obj.encode('utf-8', 'surrogatepass')
            n = len(encoded)
            if n <= 0xff and self.proto >= 4:
                self.write(SHORT_BINUNICODE + pack("<B", n) + encoded)
            elif n > 0xffffffff and self.proto >= 4:
                self._write_large_bytes(BINUNICODE8 + pack("<Q", n), encoded)
            elif n >= _FRAME_SIZE_TARGET:
                self._write_large_bytes(BINUNICODE + pack("<I", n), encoded)
            else:
                self.write(BINUNICODE + pack("<I", n) + encoded)
        else:
            text = (obj.replace("\\", "\\u005c").replace("\0", "\\u0000")
                    .replace("\n", "\\u000a").replace("\r", "\\u000d")
                    .replace("\x1a", "\\u001a"))
            self.write(UNICODE + _raw_unicode_escape(text) + b'\n')
        self.memoize(obj)
    dispatch[str] = save_str

    def save_tuple(self, obj):
        if not obj:
            self.write(EMPTY_TUPLE if self.bin else MARK + TUPLE)
            return
        n = len(obj)
        save = self.save
        memo = self.memo
        if n <= 3 and self.proto >= 2:
            for element in obj:
                save(element)
            if id(obj) in memo:
                self.write(POP * n + self.get(memo[id(obj)][0]))
            else:
                self.write(_tuplesize2code[n])
                self.memoize(obj)
            return
        self.write(MARK)
        for element in obj:
            save(element)
        if id(obj) in memo:
            get = self.get(memo[id(obj)][0])
            if self.bin:
                self.write(POP_MARK + get)
            else:
                self.write(POP * (n + 1) + get)
            return
        self.write(TUPLE)
        self.memoize(obj)
    dispatch[tuple] = save_tuple

    def save_list(self, obj):
        self.write(EMPTY_LIST if self.bin else MARK + LIST)
        self.memoize(obj)
        self._batch_appends(obj)
    dispatch[list] = save_list

    def _batch_appends(self, items):
        save = self.save
        write = self.write
        if not self.bin:
            for x in items:
                save(x)
                write(APPEND)
            return
        it = iter(items)
        while True:
            tmp = list(islice(it, _BATCHSIZE))
            n = len(tmp)
            if n > 1:
                write(MARK)
                for x in tmp:
                    save(x)
                write(APPENDS)
            elif n:
                save(tmp[0])
                write(APPEND)
            if n < _BATCHSIZE:
                return

    def save_dict(self, obj):
        self.write(EMPTY_DICT if self.bin else MARK + DICT)
        self.memoize(obj)
        self._batch_setitems(obj.items())
    dispatch[dict] = save_dict

    def _batch_setitems(self, items):
        save = self.save
        write = self.write
        if not self.bin:
            for k, v in items:
                save(k)
                save(v)
                write(SETITEM)
            return
        it = iter(items)
        while True:
            tmp = list(islice(it, _BATCHSIZE))
            n = len(tmp)
            if n > 1:
                write(MARK)
                for k, v in tmp:
                    save(k)
                    save(v)
                write(SETITEMS)
            elif n:
                k, v = tmp[0]
                save(k)
                save(v)
                write(SETITEM)
            if n < _BATCHSIZE:
                return

    def save_set(self, obj):
        if self.proto < 4:
            self.save_reduce(set, (list(obj),), obj=obj)
            return
        self.write(EMPTY_SET)
        self.memoize(obj)
        it = iter(obj)
        while True:
            batch = list(islice(it, _BATCHSIZE))
            n = len(batch)
            if n > 0:
                self.write(MARK)
                for item in batch:
                    self.save(item)
                self.write(ADDITEMS)
            if n < _BATCHSIZE:
                return
    dispatch[set] = save_set

    def save_frozenset(self, obj):
        if self.proto < 4:
            self.save_reduce(frozenset, (list(obj),), obj=obj)
            return
        self.write(MARK)
        for item in obj:
            self.save(item)
        if id(obj) in self.memo:
            self.write(POP_MARK + self.get(self.memo[id(obj)][0]))
            return
        self.write(FROZENSET)
        self.memoize(obj)
    dispatch[frozenset] = save_frozenset

    def save_global(self, obj, name=None, module_name=None):
        write = self.write
        if name is None:
            name = getattr(obj, '__qualname__', None)
        if name is None:
            name = obj.__name__
        if '<locals>' in name.split('.'):
            raise AttributeError("Can't pickle local object %r" % (name,))
        if module_name is None:
            module_name = whichmodule(obj, name)
        try:
            __import__(module_name, level=0)
            module = sys.modules[module_name]
            obj2, parent = _getattribute(module, name)
        except (ImportError, KeyError, AttributeError):
            raise PicklingError("Can't pickle %r: attribute lookup %s on %s failed" %
                                (obj, name, module_name)) from None
        else:
            if obj2 is not obj:
                raise PicklingError("Can't pickle %r: it's not the same object as %s.%s" %
                                    (obj, module_name, name))
        if self.proto >= 2:
            code = _extension_registry.get((module_name, name))
            if code:
                assert code > 0
                if code <= 0xff:
                    write(EXT1 + pack("<B", code))
                elif code <= 0xffff:
                    write(EXT2 + pack("<H", code))
                else:
                    write(EXT4 + pack("<i", code))
                return
        lastname = name.rpartition('.')[2]
        if parent is module:
            name = lastname
        if self.proto >= 4:
            self.save(module_name)
            self.save(name)
            write(STACK_GLOBAL)
        elif parent is not module:
            self.save_reduce(getattr, (parent, lastname))
        elif self.proto >= 3:
            write(GLOBAL + bytes(module_name, "utf-8") + b'\n' + bytes(name, "utf-8") + b'\n')
        else:
            if self.fix_imports:
                import _compat_pickle
                r_name_mapping = _compat_pickle.REVERSE_NAME_MAPPING
                r_import_mapping = _compat_pickle.REVERSE_IMPORT_MAPPING
                if (module_name, name) in r_name_mapping:
                    module_name, name = r_name_mapping[(module_name, name)]
                elif module_name in r_import_mapping:
                    module_name = r_import_mapping[module_name]
            try:
                write(GLOBAL + bytes(module_name, "ascii") + b'\n' + bytes(name, "ascii") +
                      b'\n')
            except UnicodeEncodeError:
                raise PicklingError("can't pickle global identifier '%s.%s' using pickle "
                                    "protocol %i" % (module, name, self.proto)) from None
        self.memoize(obj)

    def save_type(self, obj):
        if obj is type(None):
            return self.save_reduce(type, (None,), obj=obj)
        elif obj is type(NotImplemented):
            return self.save_reduce(type, (NotImplemented,), obj=obj)
        elif obj is type(...):
            return self.save_reduce(type, (...,), obj=obj)
        return self.save_global(obj)
    dispatch[type] = save_type


def _is_function(obj):
    import types
    return isinstance(obj, (types.FunctionType, types.BuiltinFunctionType))


def _save_function(self, obj):
    self.save_global(obj)


import types as _types  # noqa: E402
_Pickler.dispatch[_types.FunctionType] = _save_function
_Pickler.dispatch[_types.BuiltinFunctionType] = _save_function
_Pickler.dispatch[type(NotImplemented)] = lambda self, obj: self.save_global(obj, 'NotImplemented')
_Pickler.dispatch[type(...)] = lambda self, obj: self.save_global(obj, 'Ellipsis')

from _pickle_load import _Unpickler  # noqa: E402

Pickler = _Pickler
Unpickler = _Unpickler


def _dump(obj, file, protocol=None, *, fix_imports=True, buffer_callback=None):
    _Pickler(file, protocol, fix_imports=fix_imports,
             buffer_callback=buffer_callback).dump(obj)


def _dumps(obj, protocol=None, *, fix_imports=True, buffer_callback=None):
    f = io.BytesIO()
    _Pickler(f, protocol, fix_imports=fix_imports, buffer_callback=buffer_callback).dump(obj)
    return f.getvalue()


def _load(file, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=None):
    return _Unpickler(file, fix_imports=fix_imports, buffers=buffers, encoding=encoding,
                      errors=errors).load()


def _loads(data, /, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=None):
    if isinstance(data, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    file = io.BytesIO(data)
    return _Unpickler(file, fix_imports=fix_imports, buffers=buffers, encoding=encoding,
                      errors=errors).load()


dump = _dump
dumps = _dumps
load = _load
loads = _loads
