# hmac (new/HMAC/digest with names, constructors and modules, copy, long keys,
# compare_digest) and secrets (tokens' sizes and alphabets, randbelow, choice, errors)
# compared with CPython 3.11.
import hashlib
import hmac
import secrets

for digestmod in ['md5', 'sha1', 'sha256', 'sha512', 'sha3_256', 'blake2b', hashlib.sha224, hashlib.blake2s]:
    for key in [b'', b'k', b'k' * 64, b'k' * 65, b'k' * 200, bytearray(b'key')]:
        h = hmac.new(key, b'message', digestmod)
        c = h.copy()
        c.update(b' more')
        print(h.name, h.digest_size, h.block_size, h.hexdigest(), c.hexdigest()[:16],
              hmac.digest(key, b'message', digestmod) == h.digest())
h = hmac.HMAC(b'k', digestmod='md5')
h.update(b'a')
h.update(b'b')
print(h.hexdigest(), hmac.new(b'k', b'ab', 'md5').hexdigest(), hmac.new(b'k', digestmod=hashlib.sha1).name)
print(hmac.trans_5C[:8], hmac.trans_36[-4:], hmac.digest_size)
for a, b in [(b'abc', b'abc'), (b'abc', b'abd'), (b'abc', b'ab'), ('abc', 'abc'), ('abc', 'abd'),
             (bytearray(b'x'), b'x'), (b'', b'')]:
    print(repr(a), repr(b), hmac.compare_digest(a, b), secrets.compare_digest(a, b))

print(len(secrets.token_bytes()), len(secrets.token_bytes(5)), len(secrets.token_hex()), len(secrets.token_hex(5)),
      len(secrets.token_urlsafe()), len(secrets.token_urlsafe(6)), secrets.DEFAULT_ENTROPY, type(secrets.token_bytes(0)))
print(all(c in '0123456789abcdef' for c in secrets.token_hex(50)),
      all(c in 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_' for c in secrets.token_urlsafe(60)))
print(all(0 <= secrets.randbelow(7) < 7 for _ in range(200)), secrets.randbelow(1), secrets.choice('x'),
      0 <= secrets.randbits(10) < 1024, secrets.randbits(0), sorted(secrets.__all__))
print(isinstance(secrets.SystemRandom().random(), float))

for call in [
    'hmac.new(b"k")', 'hmac.new("k", digestmod="md5")', 'hmac.new(b"k", "m", "md5")', 'hmac.new(b"k", digestmod="nope")',
    'hmac.new(b"k", digestmod=hashlib)', 'hmac.compare_digest("a", b"a")', 'hmac.compare_digest(b"a", "a")',
    'hmac.compare_digest("\xe9", "\xe9")', 'hmac.compare_digest(1, 2)', 'secrets.randbelow(0)', 'secrets.randbelow(-1)',
    'secrets.choice([])', 'secrets.token_bytes(-1)',
]:
    try:
        print(call, repr(eval(call)))
    except Exception as exc:
        print(call, type(exc).__name__, exc)
