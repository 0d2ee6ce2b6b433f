# json: dumps options and exact output, loads with hooks, and JSONDecodeError details.
import json

values = [None, True, False, 0, -5, 10**30, 1.0, 0.1, 1e100, 1e-7, -0.0, 'a"b\\c\n\t\x01', 'caf\xe9 \u20ac \U0001f600',
          [], {}, [1, [2, [3]]], {'b': 1, 'a': [1.5, None]}, (1, 2)]
for v in values:
    print(json.dumps(v), json.dumps(v, ensure_ascii=False))
print(json.dumps({'b': 1, 'a': {'c': [1, 2], 'd': {}}}, indent=2, sort_keys=True))
print(json.dumps([1, {'x': []}], indent='\t'))
print(json.dumps({'a': 1, 'b': 2}, separators=(',', ':')))
print(json.dumps({1: 'int', 2.5: 'float', True: 't', None: 'n'}))
print(json.dumps([float('nan'), float('inf'), -float('inf')]))
print(json.dumps({(1, 2): 3, 'k': 4}, skipkeys=True))
print(json.dumps({1, 2} if False else [1], default=list))
print(json.dumps(object, default=lambda o: 'obj'))
for bad, kw in [([float('nan')], {'allow_nan': False}), ({(1,): 2}, {}), (object(), {})]:
    try:
        json.dumps(bad, **kw)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, str(e).split(' at ')[0])
a = []
a.append(a)
try:
    json.dumps(a)
except ValueError as e:
    print(type(e).__name__, e)

print(json.loads('{"a": [1, 2.5, -3e2, true, false, null, "x\\u00e9\\ud83d\\ude00"], "b": {}}'))
print(json.loads('123456789012345678901234567890'), json.loads(' "s" '), json.loads(b'[1]'))
print(json.loads('[NaN, Infinity, -Infinity]'))
print(json.loads('{"a": 1, "b": 2}', object_pairs_hook=lambda p: p))
print(json.loads('{"a": {"b": 1}}', object_hook=lambda d: sorted(d)))
print(json.loads('[1.5, 2]', parse_float=str, parse_int=lambda s: int(s) * 10))
print(json.loads('[NaN]', parse_constant=lambda s: s))
for doc in ['', '[1, 2', '{"a" 1}', '[1,]', '{"a": 1,}', 'nul', '"abc', '[1]x', '\n\n  [}', '{"a":\n1 2}']:
    try:
        json.loads(doc)
    except json.JSONDecodeError as e:
        print(type(e).__name__, isinstance(e, ValueError), e, '|', e.msg, e.pos, e.lineno, e.colno)
try:
    json.loads(5)
except TypeError as e:
    print(type(e).__name__, e)

class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)

print(json.dumps({'s': {3, 1, 2}}, cls=Enc))
print(Enc(indent=1).encode([1, {3}]))
print(json.JSONDecoder(object_hook=len).decode('{"a": 1, "b": 2}'))
