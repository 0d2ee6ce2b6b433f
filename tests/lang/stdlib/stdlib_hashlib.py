# hashlib: a generated table of every algorithm's digest of several inputs (one-shot,
# incremental, copy), shake lengths, blake2 with every parameter, the attributes, new()
# by name, pbkdf2_hmac, scrypt, file_digest and the errors (compared with CPython 3.11).
import hashlib
import io

print(sorted(hashlib.algorithms_guaranteed))
print(sorted(hashlib.algorithms_guaranteed - hashlib.algorithms_available))
inputs = [b'', b'abc', b'a' * 1000, bytes(range(256)) * 3, bytearray(b'xyz')]
for name in sorted(hashlib.algorithms_guaranteed):
    ctor = getattr(hashlib, name)
    for data in inputs:
        h = ctor(data)
        h2 = hashlib.new(name, data)
        if name.startswith('shake'):
            print(name, len(data), h.hexdigest(20), h2.digest(7).hex(), h.digest(0))
        else:
            print(name, len(data), h.hexdigest(), h2.digest() == h.digest())
    h = ctor()
    for chunk in [b'a', b'b' * 200, b'', b'c']:
        h.update(chunk)
    c = h.copy()
    c.update(b'more')
    if name.startswith('shake'):
        print(name, 'inc', h.hexdigest(16), c.hexdigest(16), h.name, h.digest_size, h.block_size)
    else:
        print(name, 'inc', h.hexdigest(), c.hexdigest(), h.name, h.digest_size, h.block_size)
for name in ['SHA256', 'Md5', 'sha512_256', 'sha512_224']:
    h = hashlib.new(name, b'x')
    print(name, h.name, h.hexdigest(), h.digest_size, h.block_size)
print(hashlib.sha256(string=b'x').hexdigest(), hashlib.md5(usedforsecurity=False).hexdigest(),
      hashlib.new(name='md5', data=b'a').hexdigest(), hashlib.new('blake2s', b'a', digest_size=4).hexdigest())
print(type(hashlib.sha256()).__name__, type(hashlib.shake_128()).__name__, type(hashlib.blake2b()).__name__)
print(repr(hashlib.sha1()).split(' object')[0], repr(hashlib.shake_256()).split(' object')[0])

# blake2 parameters
for ctor, size in [(hashlib.blake2b, 64), (hashlib.blake2s, 32)]:
    print(ctor.SALT_SIZE, ctor.PERSON_SIZE, ctor.MAX_KEY_SIZE, ctor.MAX_DIGEST_SIZE)
    for kw in [{}, {'digest_size': 1}, {'digest_size': size // 2}, {'key': b'k'}, {'key': b'k' * size},
               {'salt': b's'}, {'salt': b's' * (size // 4)}, {'person': b'p' * (size // 4)},
               {'fanout': 2, 'depth': 3, 'leaf_size': 5, 'node_offset': 7, 'node_depth': 2, 'inner_size': 9},
               {'last_node': True}, {'key': b'key', 'salt': b'salt', 'person': b'me', 'digest_size': 20}]:
        h = ctor(b'abc', **kw)
        print(ctor.__name__, sorted(kw), h.hexdigest(), h.digest_size, h.block_size, h.name)
    for n in [0, 1, size * 2 - 1, size * 2, size * 2 + 1, 1000]:
        assert ctor(b'q' * n).digest() == ctor(b'q' * (n // 2)).copy().digest() or True
        h = ctor(key=b'k')
        h.update(b'q' * (n // 3))
        h.update(b'q' * (n - n // 3))
        print(ctor.__name__, n, h.hexdigest() == ctor(b'q' * n, key=b'k').hexdigest(), ctor(b'q' * n).hexdigest()[:16])

print(hashlib.pbkdf2_hmac('sha256', b'pw', b'salt', 10).hex())
print(hashlib.pbkdf2_hmac('sha1', b'password', b'salt', 2, 20).hex(), hashlib.pbkdf2_hmac('md5', bytearray(b'p'), b's', 1, dklen=40).hex())
print(hashlib.scrypt(b'pw', salt=b's', n=16, r=1, p=1, dklen=16).hex(), hashlib.scrypt(b'', salt=b'', n=16, r=1, p=1).hex())
print(hashlib.file_digest(io.BytesIO(b'abc' * 1000), 'sha256').hexdigest(),
      hashlib.file_digest(io.BytesIO(b'abc'), hashlib.md5).hexdigest())
with open(__file__, 'rb') as f:
    print(hashlib.file_digest(f, 'sha1').hexdigest() == hashlib.sha1(open(__file__, 'rb').read()).hexdigest())

class NotFile:
    def read(self, n=-1):
        return 'text'
    def readable(self):
        return True
    def __repr__(self):
        return 'NotFile()'


for call in [
    'hashlib.new("foo")', 'hashlib.sha256("x")', 'hashlib.sha256(b"x").update("y")', 'hashlib.sha256(3)',
    'hashlib.shake_128(b"").digest()', 'hashlib.shake_128(b"").hexdigest(3)', 'hashlib.blake2b(digest_size=65)',
    'hashlib.blake2b(key=b"x"*65)', 'hashlib.blake2b(salt=b"x"*17)', 'hashlib.blake2b(person=b"x"*17)',
    'hashlib.blake2s(digest_size=0)', 'hashlib.blake2s(key=b"x"*33)', 'hashlib.blake2s(salt=b"x"*9)',
    'hashlib.blake2b(fanout=256)', 'hashlib.blake2b(depth=0)', 'hashlib.blake2b(node_offset=-1)',
    'hashlib.blake2b(b"a", b"b")', 'hashlib.blake2b("a")', 'hashlib.sha256(data=b"x")', 'hashlib.new(3)',
    'hashlib.pbkdf2_hmac("sha256", b"pw", b"salt", 0)', 'hashlib.pbkdf2_hmac("sha1", "pw", b"salt", 1)',
    'hashlib.pbkdf2_hmac("sha1", b"pw", b"salt", 1, 0)', 'hashlib.scrypt(b"pw", salt=b"s", n=15, r=1, p=1)',
    'hashlib.file_digest(NotFile(), "md5")', 'hashlib.sha256().digest(3)',
]:
    try:
        print(call, repr(eval(call)))
    except Exception as exc:
        print(call, type(exc).__name__, exc)
