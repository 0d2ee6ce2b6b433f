# open() and the file objects: modes, read/readline/readlines/iteration, seek/tell,
# newlines, encodings, errors, StringIO/BytesIO, and the io helpers.
import io
import os

base = '/tmp/tp_stdlib_io_test'
os.makedirs(base, exist_ok=True)
p = base + '/a.txt'

with open(p, 'w') as f:
    print(f.write('line1\nline2\r\nline3\rline4'), f.name == p, f.mode, f.closed)
print(f.closed)
with open(p) as f:
    print(repr(f.readline()), repr(f.read(3)), f.readlines())
with open(p, newline='') as f:
    print(list(f))
with open(p, 'rb') as f:
    print(f.read(4), f.tell(), f.seek(2), f.read(3), f.readline(), f.read())
with open(p, 'a') as f:
    f.write('\nend')
with open(p, 'r+') as f:
    print(repr(f.read()))
with open(p, 'w', encoding='latin-1') as f:
    f.write('caf\xe9')
with open(p, 'rb') as f:
    print(f.read())
with open(p, encoding='latin-1') as f:
    print(f.read(), f.encoding)
with open(p, 'wb') as f:
    f.write(b'\xff\xfeok\n')
with open(p, errors='replace') as f:
    print(ascii(f.read()))
with open(p, errors='ignore') as f:
    print(ascii(f.read()))
try:
    with open(p) as f:
        f.read()
except UnicodeDecodeError as e:
    print(type(e).__name__, e)

for args in [('/nonexistent/x',), (base,), (p, 'x'), (p, 'rw'), (p, 'rr'), (p, 'rbt'), ([],)]:
    try:
        open(*args)
    except (OSError, ValueError, TypeError) as e:
        print(type(e).__name__, e, getattr(e, 'errno', None))
try:
    open(p, 'rb', encoding='utf-8')
except ValueError as e:
    print(type(e).__name__, e)
try:
    open(p, 'w', newline='x')
except ValueError as e:
    print(type(e).__name__, e)

f = open(p, 'w')
try:
    f.read()
except io.UnsupportedOperation as e:
    print(type(e).__name__, e, isinstance(e, OSError), isinstance(e, ValueError))
try:
    f.write(b'x')
except TypeError as e:
    print(type(e).__name__, e)
f.close()
try:
    f.write('x')
except ValueError as e:
    print(type(e).__name__, e)

s = io.StringIO('ab\ncd\n')
print(s.readline(), s.read(), repr(s.read()), s.tell(), s.seek(0), list(s))
s.seek(0, 2)
s.write('ef')
print(repr(s.getvalue()))
b = io.BytesIO(b'xyz')
b.seek(1)
b.write(b'Q')
print(b.getvalue(), b.read(), b.tell())
try:
    s.seek(1, 1)
except OSError as e:
    print(type(e).__name__, e)

os.remove(p)
os.rmdir(base)
print(os.path.exists(base))
