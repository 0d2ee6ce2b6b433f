# string: the constants, capwords, Template (substitute, safe_substitute, is_valid,
# get_identifiers, subclasses with their own delimiter/idpattern/pattern, error texts)
# and Formatter (parse, field names, conversions, nested specs, overriding its hooks)
# compared with CPython 3.11.
import string

for name in ['ascii_letters', 'ascii_lowercase', 'ascii_uppercase', 'digits', 'hexdigits', 'octdigits',
             'punctuation', 'printable', 'whitespace']:
    print(name, repr(getattr(string, name)))
print(sorted(string.__all__))
for s, sep in [('hello world', None), ('  hello   wORLD  ', None), ('a-b-c', '-'), ('', None), ('x', 'x'),
               ("it's a 'test'", None)]:
    print(repr(string.capwords(s, sep)))

T = string.Template
t = T('$who likes ${what}; $$ costs $$$amount')
print(t.substitute(who='tim', what='kung pao', amount=3), t.template)
print(t.substitute({'who': 'a', 'what': 'b'}, amount=1), t.substitute({'who': 'a', 'what': 'b', 'amount': 2}))
print(t.safe_substitute(who='x'), t.safe_substitute({}), t.is_valid(), t.get_identifiers())
for bad in ['$', 'ab $ cd', 'line1\nline2 $1', '${bad', '${ }', 'x\ny\n$!z', '$$$']:
    tb = T(bad)
    try:
        print(repr(bad), tb.substitute(a=1))
    except (ValueError, KeyError) as e:
        print(repr(bad), type(e).__name__, e)
    print(repr(bad), tb.safe_substitute(), tb.is_valid(), tb.get_identifiers())
try:
    T('$missing').substitute()
except KeyError as e:
    print('KeyError', e)
print(T('$a$b${a}').get_identifiers(), T('$_x1 $X').substitute(_x1=1, X=2), T('$\u00e9').safe_substitute())
print(T('${a}b $a_b').safe_substitute(a=1), T('$a').substitute(a=[1, 2]), T('$a').substitute({'a': 1}, a=2))

class Percent(string.Template):
    delimiter = '%'
print(Percent('%x and %%; %{y}').substitute(x=1, y=2))
class Dotted(string.Template):
    idpattern = r'[a-z]+\.[a-z]+'
print(Dotted('$a.b and ${c.d}').substitute({'a.b': 1, 'c.d': 2}))
class Braced(string.Template):
    braceidpattern = r'[^}]+'
print(Braced('${any thing} $plain').safe_substitute({'any thing': 'X', 'plain': 'P'}))
class Custom(string.Template):
    pattern = r'@(?:(?P<escaped>@)|(?P<named>[a-z]+)|\[(?P<braced>[a-z]+)\]|(?P<invalid>))'
print(Custom('@who @[what] @@').substitute(who='a', what='b'), Custom('@').safe_substitute())
class Lower(string.Template):
    flags = 0
print(Lower('$abc $ABC').safe_substitute(abc=1, ABC=2), T('$abc $ABC').safe_substitute(abc=1, ABC=2))

f = string.Formatter()
for s in ['a{0}b', '{}', '{{x}}', '{0!r:>10}', '{a.b[0]}', 'x{', 'x}', '{0:{1}}', '', 'abc', '{!s}', '{0[}', '{:}',
          '{a[x]y}', '}}{{', '{0!}', '{0!rr}', '{0:x!r}', '{0[1]:>{2}}', '{0!:}', '{0!r', '{0:', '{0', '{0[1}',
          '{0[}]}', '{a{b}c}', '{0:{a}b}', '{0:}}', '{0:{{}}}', '{[}', '{0]}', '{0:a{b:c}d}', '{!}', 'a}}b{{c']:
    try:
        print(repr(s), list(f.parse(s)))
    except ValueError as e:
        print(repr(s), 'ValueError', e)

class P:
    x = 5
    def __format__(self, spec):
        return 'P<%s>' % spec
    def __repr__(self):
        return 'P()'
print(f.format('{0} {1!r} {2:>5} {x.x} {d[k]} {l[1]}', 'a', 'b', 'c', x=P(), d={'k': 'v'}, l=[7, 8]))
print(f.format('{} {} {}', 1, 2, 3), f.format('{0:{1}.{2}f}', 3.14159, 8, 2), f.format('{p:abc} {p!s:>4}', p=P()))
print(f.format('{0!a}', 'caf\u00e9'), f.vformat('{a}-{0}', ('z',), {'a': 'y'}), f.format('{:{}}', 'x', 3))
for call in ['f.format("{} {0}", 1)', 'f.format("{0} {}", 1)', 'f.format("{0!x}", 1)', 'f.format("{2}", 1)',
             'f.format("{a}")', 'f.format("{0.missing}", 1)', 'f.format("{0:{1:{2:{3}}}}", 1, 2, 3, 4)',
             'f.format("{a..b}", a=1)', 'f.format("{a[}")', 'f.format("{a[0]x}", a=[1])', 'f.format("{a[]}", a={})',
             'f.format("{0:d}", "x")', 'string.Formatter().format()', 'f.format("{0}")']:
    try:
        print(call, repr(eval(call)))
    except Exception as e:
        print(call, type(e).__name__, e)

class Strict(string.Formatter):
    def check_unused_args(self, used, args, kwargs):
        unused = set(range(len(args))) | set(kwargs)
        print('used', sorted(map(str, used)), 'unused', sorted(map(str, unused - used)))
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return '<%s>' % key
        return super().get_value(key, args, kwargs)
    def convert_field(self, value, conversion):
        if conversion == 'u':
            return str(value).upper()
        return super().convert_field(value, conversion)
    def format_field(self, value, spec):
        return '[' + super().format_field(value, spec) + ']'
print(Strict().format('{0} {name} {missing!u} {1:>3}', 'a', 'b', 'c', name='n', extra=1))
