"""The pickle Unpickler (see pickle.py): reads protocol 0-5 pickles opcode by opcode,
with CPython 3.11's checks and messages (stack underflow, truncated data, memo misses,
unsupported protocols), Python 2 compatibility (fix_imports name mapping; STRING,
BINSTRING and SHORT_BINSTRING decoded with `encoding`/`errors`, or kept as bytes with
encoding='bytes'), persistent_load, find_class, and out-of-band buffers."""
import codecs
import io
import sys
from struct import unpack



def _errors():
    import pickle
    return pickle


def _decode_raw_unicode_escape(data):
    # bytes -> str as the raw-unicode-escape codec: \\uXXXX and \\UXXXXXXXX escapes
    # (after an odd run of backslashes), other bytes as latin-1.
    out = []
    i = 0
    n = len(data)
    while i < n:
        c = data[i]
        if c == 0x5c and i + 1 < n and data[i + 1] in (0x75, 0x55):
            # Count the backslashes before this one: an escape needs an odd run.
            j = i
            while j > 0 and data[j - 1] == 0x5c:
                j -= 1
            if (i - j) % 2 == 0:
                width = 4 if data[i + 1] == 0x75 else 8
                digits = data[i + 2:i + 2 + width]
                if len(digits) != width:
                    raise UnicodeDecodeError('rawunicodeescape', bytes(data), i, n,
                                             'truncated \\uXXXX escape' if width == 4
                                             else 'truncated \\UXXXXXXXX escape')
                try:
                    code = int(digits.decode('ascii'), 16)
                except ValueError:
                    raise UnicodeDecodeError('rawunicodeescape', bytes(data), i, i + 2 + width,
                                             'truncated \\uXXXX escape' if width == 4
                                             else 'truncated \\UXXXXXXXX escape') from None
                out.append(chr(code))
                i += 2 + width
                continue
        out.append(chr(c))
        i += 1
    return ''.join(out)


_SIMPLE_ESCAPES = {ord('\n'): b'', ord('\\'): b'\\', ord("'"): b"'", ord('"'): b'"',
                   ord('a'): b'\a', ord('b'): b'\b', ord('f'): b'\f', ord('n'): b'\n',
                   ord('r'): b'\r', ord('t'): b'\t', ord('v'): b'\v'}


def _escape_decode(data):
    # The bytes a Python 2 string literal body stands for (\\xhh, octal, \\n, ...).
    out = bytearray()
    i, n = 0, len(data)
    while i < n:
        c = data[i]
        if c != 0x5c or i + 1 >= n:
            out.append(c)
            i += 1
            continue
        e = data[i + 1]
        if e in _SIMPLE_ESCAPES:
            out += _SIMPLE_ESCAPES[e]
            i += 2
        elif e == ord('x'):
            digits = data[i + 2:i + 4]
            try:
                out.append(int(digits.decode('ascii'), 16))
            except ValueError:
                raise ValueError("invalid \\x escape at position %d" % i) from None
            if len(digits) != 2:
                raise ValueError("invalid \\x escape at position %d" % i)
            i += 4
        elif 0x30 <= e <= 0x37:
            j = i + 1
            while j < n and j < i + 4 and 0x30 <= data[j] <= 0x37:
                j += 1
            out.append(int(data[i + 1:j].decode('ascii'), 8) & 0xff)
            i = j
        else:
            out += data[i:i + 2]
            i += 2
    return bytes(out)


def _module_repr(mod):
    # CPython's module repr (the interpreter's omits "(built-in)").
    f = getattr(mod, '__file__', None)
    if f:
        return "<module %r from %r>" % (mod.__name__, f)
    return "<module %r (built-in)>" % (mod.__name__,)


class _Unframer:
    # Protocol 4 frames: reads are served from the current frame.
    def __init__(self, file_read, file_readline, file_tell=None):
        self.file_read = file_read
        self.file_readline = file_readline
        self.current_frame = None

    def readinto(self, buf):
        data = self.read(len(buf))
        buf[:len(data)] = data
        return len(data)

    def read(self, n):
        if self.current_frame:
            data = self.current_frame.read(n)
            if not data and n != 0:
                self.current_frame = None
                return self.file_read(n)
            if len(data) < n:
                raise _errors().UnpicklingError("pickle exhausted before end of frame")
            return data
        return self.file_read(n)

    def readline(self):
        if self.current_frame:
            data = self.current_frame.readline()
            if not data:
                self.current_frame = None
                return self.file_readline()
            if data[-1] != b'\n'[0]:
                raise _errors().UnpicklingError("pickle exhausted before end of frame")
            return data
        return self.file_readline()

    def load_frame(self, frame_size):
        if self.current_frame and self.current_frame.read() != b'':
            raise _errors().UnpicklingError("beginning of a new frame before end of "
                                            "current frame")
        data = self.file_read(frame_size)
        if len(data) < frame_size:
            raise _errors().UnpicklingError("pickle data was truncated")
        self.current_frame = io.BytesIO(data)


class _Unpickler:
    """Unpickler(file, *, fix_imports=True, encoding='ASCII', errors='strict',
    buffers=None): reads pickles from file (read and readline methods)."""

    def __init__(self, file, *, fix_imports=True, encoding="ASCII", errors="strict",
                 buffers=None):
        self._buffers = iter(buffers) if buffers is not None else None
        try:
            self._file_readline = file.readline
            self._file_read = file.read
        except AttributeError:
            raise TypeError("file must have 'read' and 'readline' attributes") from None
        self.memo = {}
        self.encoding = encoding
        self.errors = errors
        self.proto = 0
        self.fix_imports = fix_imports

    def load(self):
        """The next object of the file."""
        pickle = _errors()
        if not hasattr(self, "_file_read"):
            raise pickle.UnpicklingError("Unpickler.__init__() was not called by "
                                         "%s.__init__()" % (self.__class__.__name__,))
        self._unframer = _Unframer(self._file_read, self._file_readline)
        self.read = self._unframer.read
        self.readline = self._unframer.readline
        self.metastack = []
        self.stack = []
        self.append = self.stack.append
        self.proto = 0
        read = self.read
        dispatch = self.dispatch
        first = True
        try:
            while True:
                key = read(1)
                if not key:
                    raise EOFError("Ran out of input")
                first = False
                f = dispatch.get(key[0])
                if f is None:
                    k = key.decode('latin-1')
                    raise pickle.UnpicklingError("invalid load key, %r." % (k,)
                                                 if not k.isprintable() or k in "'\\"
                                                 else "invalid load key, '%s'." % k)
                f(self)
        except pickle._Stop as stopinst:
            return stopinst.value

    def _read_exact(self, n):
        data = self.read(n)
        if len(data) < n:
            raise _errors().UnpicklingError("pickle data was truncated")
        return data

    def _readline(self):
        data = self.readline()
        if not data.endswith(b'\n'):
            raise _errors().UnpicklingError("pickle data was truncated")
        return data

    def pop_mark(self):
        if not self.metastack:
            raise _errors().UnpicklingError("could not find MARK")
        items = self.stack
        self.stack = self.metastack.pop()
        self.append = self.stack.append
        return items

    def _pop(self):
        if not self.stack:
            raise _errors().UnpicklingError("unpickling stack underflow")
        return self.stack.pop()

    def _top(self):
        if not self.stack:
            raise _errors().UnpicklingError("unpickling stack underflow")
        return self.stack[-1]

    def persistent_load(self, pid):
        raise _errors().UnpicklingError("A load persistent id instruction was "
                                        "encountered,\nbut no persistent_load function "
                                        "was specified.")

    dispatch = {}

    def load_proto(self):
        proto = self._read_exact(1)[0]
        if not 0 <= proto <= 5:
            raise ValueError("unsupported pickle protocol: %d" % proto)
        self.proto = proto
    dispatch[0x80] = load_proto

    def load_frame(self):
        frame_size, = unpack('<Q', self._read_exact(8))
        if frame_size > sys.maxsize:
            raise ValueError("frame size > sys.maxsize: %d" % frame_size)
        self._unframer.load_frame(frame_size)
    dispatch[0x95] = load_frame

    def load_persid(self):
        try:
            pid = self._readline()[:-1].decode("ascii")
        except UnicodeDecodeError:
            raise _errors().UnpicklingError("persistent IDs in protocol 0 must be ASCII "
                                            "strings")
        self.append(self.persistent_load(pid))
    dispatch[ord('P')] = load_persid

    def load_binpersid(self):
        pid = self._pop()
        self.append(self.persistent_load(pid))
    dispatch[ord('Q')] = load_binpersid

    def load_none(self):
        self.append(None)
    dispatch[ord('N')] = load_none

    def load_false(self):
        self.append(False)
    dispatch[0x89] = load_false

    def load_true(self):
        self.append(True)
    dispatch[0x88] = load_true

    def load_int(self):
        data = self._readline()
        if data == b'I00\n'[1:]:
            val = False
        elif data == b'I01\n'[1:]:
            val = True
        else:
            try:
                val = int(data, 0)
            except ValueError:
                raise ValueError("invalid literal for int() with base 10: %r"
                                 % data[:-1].decode('latin-1')) from None
        self.append(val)
    dispatch[ord('I')] = load_int

    def load_binint(self):
        self.append(unpack('<i', self._read_exact(4))[0])
    dispatch[ord('J')] = load_binint

    def load_binint1(self):
        self.append(self._read_exact(1)[0])
    dispatch[ord('K')] = load_binint1

    def load_binint2(self):
        self.append(unpack('<H', self._read_exact(2))[0])
    dispatch[ord('M')] = load_binint2

    def load_long(self):
        val = self._readline()[:-1]
        if val and val[-1] == b'L'[0]:
            val = val[:-1]
        self.append(int(val, 0))
    dispatch[ord('L')] = load_long

    def load_long1(self):
        n = self._read_exact(1)[0]
        data = self._read_exact(n)
        self.append(int.from_bytes(data, 'little', signed=True))
    dispatch[0x8a] = load_long1

    def load_long4(self):
        n, = unpack('<i', self._read_exact(4))
        if n < 0:
            raise _errors().UnpicklingError("LONG pickle has negative byte count")
        data = self._read_exact(n)
        self.append(int.from_bytes(data, 'little', signed=True))
    dispatch[0x8b] = load_long4

    def load_float(self):
        self.append(float(self._readline()[:-1]))
    dispatch[ord('F')] = load_float

    def load_binfloat(self):
        self.append(unpack('>d', self._read_exact(8))[0])
    dispatch[ord('G')] = load_binfloat

    def _decode_string(self, value):
        if self.encoding == "bytes":
            return value
        return value.decode(self.encoding, self.errors)

    def load_string(self):
        data = self._readline()[:-1]
        if len(data) >= 2 and data[0] == data[-1] and data[0] in b'"\'':
            data = data[1:-1]
        else:
            raise _errors().UnpicklingError("the STRING opcode argument must be quoted")
        self.append(self._decode_string(_escape_decode(data)))
    dispatch[ord('S')] = load_string

    def load_binstring(self):
        n, = unpack('<i', self._read_exact(4))
        if n < 0:
            raise _errors().UnpicklingError("BINSTRING pickle has negative byte count")
        self.append(self._decode_string(self._read_exact(n)))
    dispatch[ord('T')] = load_binstring

    def load_binbytes(self):
        n, = unpack('<I', self._read_exact(4))
        if n > sys.maxsize:
            raise _errors().UnpicklingError("BINBYTES exceeds system's maximum size of %d "
                                            "bytes" % sys.maxsize)
        self.append(self._read_exact(n))
    dispatch[ord('B')] = load_binbytes

    def load_unicode(self):
        self.append(_decode_raw_unicode_escape(self._readline()[:-1]))
    dispatch[ord('V')] = load_unicode

    def load_binunicode(self):
        n, = unpack('<I', self._read_exact(4))
        self.append(str(self._read_exact(n), 'utf-8', 'surrogatepass'))
    dispatch[ord('X')] = load_binunicode

    def load_binunicode8(self):
        n, = unpack('<Q', self._read_exact(8))
        self.append(str(self._read_exact(n), 'utf-8', 'surrogatepass'))
    dispatch[0x8d] = load_binunicode8

    def load_binbytes8(self):
        n, = unpack('<Q', self._read_exact(8))
        self.append(self._read_exact(n))
    dispatch[0x8e] = load_binbytes8

    def load_bytearray8(self):
        n, = unpack('<Q', self._read_exact(8))
        self.append(bytearray(self._read_exact(n)))
    dispatch[0x96] = load_bytearray8

    def load_next_buffer(self):
        if self._buffers is None:
            raise _errors().UnpicklingError("pickle stream refers to out-of-band data but "
                                            "no *buffers* argument was given")
        try:
            buf = next(self._buffers)
        except StopIteration:
            raise _errors().UnpicklingError("not enough out-of-band buffers") from None
        self.append(buf)
    dispatch[0x97] = load_next_buffer

    def load_readonly_buffer(self):
        self._top()
    dispatch[0x98] = load_readonly_buffer

    def load_short_binstring(self):
        n = self._read_exact(1)[0]
        self.append(self._decode_string(self._read_exact(n)))
    dispatch[ord('U')] = load_short_binstring

    def load_short_binbytes(self):
        n = self._read_exact(1)[0]
        self.append(self._read_exact(n))
    dispatch[ord('C')] = load_short_binbytes

    def load_short_binunicode(self):
        n = self._read_exact(1)[0]
        self.append(str(self._read_exact(n), 'utf-8', 'surrogatepass'))
    dispatch[0x8c] = load_short_binunicode

    def load_tuple(self):
        items = self.pop_mark()
        self.append(tuple(items))
    dispatch[ord('t')] = load_tuple

    def load_empty_tuple(self):
        self.append(())
    dispatch[ord(')')] = load_empty_tuple

    def _pop_n(self, n):
        if len(self.stack) < n:
            raise _errors().UnpicklingError("unpickling stack underflow")
        items = self.stack[-n:]
        del self.stack[-n:]
        return items

    def load_tuple1(self):
        self.append(tuple(self._pop_n(1)))
    dispatch[0x85] = load_tuple1

    def load_tuple2(self):
        self.append(tuple(self._pop_n(2)))
    dispatch[0x86] = load_tuple2

    def load_tuple3(self):
        self.append(tuple(self._pop_n(3)))
    dispatch[0x87] = load_tuple3

    def load_empty_list(self):
        self.append([])
    dispatch[ord(']')] = load_empty_list

    def load_empty_dictionary(self):
        self.append({})
    dispatch[ord('}')] = load_empty_dictionary

    def load_empty_set(self):
        self.append(set())
    dispatch[0x8f] = load_empty_set

    def load_frozenset(self):
        items = self.pop_mark()
        self.append(frozenset(items))
    dispatch[0x91] = load_frozenset

    def load_list(self):
        items = self.pop_mark()
        self.append(items)
    dispatch[ord('l')] = load_list

    def load_dict(self):
        items = self.pop_mark()
        d = {items[i]: items[i + 1] for i in range(0, len(items), 2)}
        self.append(d)
    dispatch[ord('d')] = load_dict

    def _instantiate(self, klass, args):
        if (args or not isinstance(klass, type) or hasattr(klass, "__getinitargs__")):
            try:
                value = klass(*args)
            except TypeError as err:
                raise TypeError("in constructor for %s: %s" % (klass.__name__, str(err)),
                                err.__traceback__)
        else:
            value = klass.__new__(klass)
        self.append(value)

    def load_inst(self):
        module = self._readline()[:-1].decode("ascii")
        name = self._readline()[:-1].decode("ascii")
        klass = self.find_class(module, name)
        self._instantiate(klass, self.pop_mark())
    dispatch[ord('i')] = load_inst

    def load_obj(self):
        args = self.pop_mark()
        cls = args.pop(0)
        self._instantiate(cls, args)
    dispatch[ord('o')] = load_obj

    def load_newobj(self):
        args = self._pop()
        cls = self._pop()
        if not isinstance(cls, type):
            raise _errors().UnpicklingError("NEWOBJ class argument isn't a type object")
        if not isinstance(args, tuple):
            raise _errors().UnpicklingError("NEWOBJ expected an arg tuple.")
        obj = cls.__new__(cls, *args)
        self.append(obj)
    dispatch[0x81] = load_newobj

    def load_newobj_ex(self):
        kwargs = self._pop()
        args = self._pop()
        cls = self._pop()
        obj = cls.__new__(cls, *args, **kwargs)
        self.append(obj)
    dispatch[0x92] = load_newobj_ex

    def load_global(self):
        module = self._readline()[:-1].decode("utf-8")
        name = self._readline()[:-1].decode("utf-8")
        klass = self.find_class(module, name)
        self.append(klass)
    dispatch[ord('c')] = load_global

    def load_stack_global(self):
        name = self._pop()
        module = self._pop()
        if type(name) is not str or type(module) is not str:
            raise _errors().UnpicklingError("STACK_GLOBAL requires str")
        self.append(self.find_class(module, name))
    dispatch[0x93] = load_stack_global

    def load_ext1(self):
        self.get_extension(self._read_exact(1)[0])
    dispatch[0x82] = load_ext1

    def load_ext2(self):
        self.get_extension(unpack('<H', self._read_exact(2))[0])
    dispatch[0x83] = load_ext2

    def load_ext4(self):
        self.get_extension(unpack('<i', self._read_exact(4))[0])
    dispatch[0x84] = load_ext4

    def get_extension(self, code):
        import copyreg
        obj = copyreg._extension_cache.get(code, copyreg._missing
                                           if hasattr(copyreg, '_missing') else None)
        if code in copyreg._extension_cache:
            self.append(copyreg._extension_cache[code])
            return
        key = copyreg._inverted_registry.get(code)
        if not key:
            if code <= 0:
                raise _errors().UnpicklingError("EXT specifies code <= 0")
            raise ValueError("unregistered extension code %d" % code)
        obj = self.find_class(*key)
        copyreg._extension_cache[code] = obj
        self.append(obj)

    def find_class(self, module, name):
        """The object `name` of module `module` (mapped from Python 2 names for
        protocols below 3 with fix_imports)."""
        sys.audit('pickle.find_class', module, name) if hasattr(sys, 'audit') else None
        if self.proto < 3 and self.fix_imports:
            import _compat_pickle
            if (module, name) in _compat_pickle.NAME_MAPPING:
                module, name = _compat_pickle.NAME_MAPPING[(module, name)]
            elif module in _compat_pickle.IMPORT_MAPPING:
                module = _compat_pickle.IMPORT_MAPPING[module]
        __import__(module, level=0)
        mod = sys.modules[module]
        obj = mod
        for part in name.split('.') if self.proto >= 4 else [name]:
            try:
                obj = getattr(obj, part)
            except AttributeError:
                raise AttributeError("Can't get attribute {!r} on {}".format(
                    name, _module_repr(mod))) from None
        return obj

    def load_reduce(self):
        args = self._pop()
        func = self._pop()
        if not isinstance(args, tuple):
            raise _errors().UnpicklingError("REDUCE argument must be a tuple")
        self.append(func(*args))
    dispatch[ord('R')] = load_reduce

    def load_pop(self):
        if self.stack:
            del self.stack[-1]
        elif self.metastack:
            self.pop_mark()
        else:
            raise _errors().UnpicklingError("unpickling stack underflow")
    dispatch[ord('0')] = load_pop

    def load_pop_mark(self):
        self.pop_mark()
    dispatch[ord('1')] = load_pop_mark

    def load_dup(self):
        self.append(self._top())
    dispatch[ord('2')] = load_dup

    def _memo_get(self, i):
        try:
            return self.memo[i]
        except KeyError:
            raise _errors().UnpicklingError("Memo value not found at index %d" % i) from None

    def load_get(self):
        i = int(self._readline()[:-1])
        self.append(self._memo_get(i))
    dispatch[ord('g')] = load_get

    def load_binget(self):
        self.append(self._memo_get(self._read_exact(1)[0]))
    dispatch[ord('h')] = load_binget

    def load_long_binget(self):
        i, = unpack('<I', self._read_exact(4))
        self.append(self._memo_get(i))
    dispatch[ord('j')] = load_long_binget

    def load_put(self):
        i = int(self._readline()[:-1])
        if i < 0:
            raise ValueError("negative PUT argument")
        self.memo[i] = self._top()
    dispatch[ord('p')] = load_put

    def load_binput(self):
        i = self._read_exact(1)[0]
        self.memo[i] = self._top()
    dispatch[ord('q')] = load_binput

    def load_long_binput(self):
        i, = unpack('<I', self._read_exact(4))
        if i > sys.maxsize:
            raise ValueError("negative LONG_BINPUT argument")
        self.memo[i] = self._top()
    dispatch[ord('r')] = load_long_binput

    def load_memoize(self):
        self.memo[len(self.memo)] = self._top()
    dispatch[0x94] = load_memoize

    def load_append(self):
        value = self._pop()
        self._top().append(value)
    dispatch[ord('a')] = load_append

    def load_appends(self):
        items = self.pop_mark()
        list_obj = self._top()
        try:
            extend = list_obj.extend
        except AttributeError:
            pass
        else:
            extend(items)
            return
        append = list_obj.append
        for item in items:
            append(item)
    dispatch[ord('e')] = load_appends

    def load_setitem(self):
        value = self._pop()
        key = self._pop()
        self._top()[key] = value
    dispatch[ord('s')] = load_setitem

    def load_setitems(self):
        items = self.pop_mark()
        d = self._top()
        for i in range(0, len(items), 2):
            d[items[i]] = items[i + 1]
    dispatch[ord('u')] = load_setitems

    def load_additems(self):
        items = self.pop_mark()
        set_obj = self._top()
        if isinstance(set_obj, set):
            set_obj.update(items)
        else:
            add = set_obj.add
            for item in items:
                add(item)
    dispatch[0x90] = load_additems

    def load_build(self):
        state = self._pop()
        inst = self._top()
        setstate = getattr(inst, "__setstate__", None)
        if setstate is not None:
            setstate(state)
            return
        slotstate = None
        if isinstance(state, tuple) and len(state) == 2:
            state, slotstate = state
        if state:
            inst_dict = inst.__dict__
            for k, v in state.items():
                inst_dict[k] = v
        if slotstate:
            for k, v in slotstate.items():
                setattr(inst, k, v)
    dispatch[ord('b')] = load_build

    def load_mark(self):
        self.metastack.append(self.stack)
        self.stack = []
        self.append = self.stack.append
    dispatch[ord('(')] = load_mark

    def load_stop(self):
        value = self._pop()
        raise _errors()._Stop(value)
    dispatch[ord('.')] = load_stop
