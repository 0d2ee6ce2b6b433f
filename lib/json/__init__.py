"""json: JSON encoder and decoder with CPython 3.11's API. The work is native (_json:
the decoder sits on src/data/json_parser.h, the encoder writes CPython's exact output);
this layer provides the signatures, JSONEncoder/JSONDecoder and dump/load, and the original
TensorPy's JSON(text).parse()."""

from _json import JSONDecodeError
import _json

__all__ = ['dump', 'dumps', 'load', 'loads', 'JSONDecoder', 'JSONDecodeError', 'JSONEncoder']


class JSONEncoder:
    """Extensible JSON encoder; override default() to serialise other objects."""
    item_separator = ', '
    key_separator = ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True,
                 allow_nan=True, sort_keys=False, indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ','
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError(f'Object of type {o.__class__.__name__} is not JSON serializable')

    def encode(self, o):
        indent = self.indent
        if indent is not None and not isinstance(indent, str):
            indent = ' ' * indent
        return _json.dumps(o, self.skipkeys, self.ensure_ascii, self.check_circular,
                           self.allow_nan, self.sort_keys, indent, self.item_separator,
                           self.key_separator, self.default)

    def iterencode(self, o, _one_shot=False):
        return iter([self.encode(o)])


class JSONDecoder:
    """Simple JSON decoder with CPython's hooks."""

    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None,
                 parse_constant=None, strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float
        self.parse_int = parse_int
        self.parse_constant = parse_constant
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook

    def decode(self, s):
        return _json.loads(s, self.object_hook, self.object_pairs_hook, self.parse_float,
                           self.parse_int, self.parse_constant, self.strict)

    def raw_decode(self, s, idx=0):
        raise NotImplementedError("JSONDecoder.raw_decode is not supported")


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
          cls=None, indent=None, separators=None, default=None, sort_keys=False, **kw):
    """Serialize ``obj`` to a JSON formatted ``str``."""
    if cls is None and not kw:
        if indent is not None and not isinstance(indent, str):
            indent = ' ' * indent
        if separators is not None:
            item_sep, key_sep = separators
        else:
            item_sep = ',' if indent is not None else ', '
            key_sep = ': '
        return _json.dumps(obj, skipkeys, ensure_ascii, check_circular, allow_nan, sort_keys,
                           indent, item_sep, key_sep, default)
    if cls is None:
        cls = JSONEncoder
    return cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular,
               allow_nan=allow_nan, indent=indent, separators=separators, default=default,
               sort_keys=sort_keys, **kw).encode(obj)


def dump(obj, fp, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
         cls=None, indent=None, separators=None, default=None, sort_keys=False, **kw):
    """Serialize ``obj`` as a JSON formatted stream to ``fp`` (a ``.write()``-supporting file)."""
    fp.write(dumps(obj, skipkeys=skipkeys, ensure_ascii=ensure_ascii,
                   check_circular=check_circular, allow_nan=allow_nan, cls=cls, indent=indent,
                   separators=separators, default=default, sort_keys=sort_keys, **kw))


def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None,
          parse_constant=None, object_pairs_hook=None, **kw):
    """Deserialize ``s`` (a ``str``, ``bytes`` or ``bytearray`` holding a JSON document)."""
    if isinstance(s, str):
        pass
    elif not isinstance(s, (bytes, bytearray)):
        raise TypeError(f'the JSON object must be str, bytes or bytearray, '
                        f'not {s.__class__.__name__}')
    if cls is None and not kw:
        return _json.loads(s, object_hook, object_pairs_hook, parse_float, parse_int,
                           parse_constant)
    if cls is None:
        cls = JSONDecoder
    if isinstance(s, (bytes, bytearray)):
        s = s.decode('utf-8')
    return cls(object_hook=object_hook, parse_float=parse_float, parse_int=parse_int,
               parse_constant=parse_constant, object_pairs_hook=object_pairs_hook, **kw).decode(s)


def load(fp, *, cls=None, object_hook=None, parse_float=None, parse_int=None,
         parse_constant=None, object_pairs_hook=None, **kw):
    """Deserialize ``fp`` (a ``.read()``-supporting file containing a JSON document)."""
    return loads(fp.read(), cls=cls, object_hook=object_hook, parse_float=parse_float,
                 parse_int=parse_int, parse_constant=parse_constant,
                 object_pairs_hook=object_pairs_hook, **kw)


class JSON:
    """TensorPy addition (the original project's parser class; CPython's json has no such
    name): JSON(text).parse() returns what json.loads(text) does, errors included
    (JSONDecodeError, a ValueError). `s` is the text."""

    def __init__(self, s):
        self.s = s

    def parse(self):
        return loads(self.s)
