# uuid: UUID from each form (hex variants, bytes, bytes_le, fields, int, version) and its
# errors, every property, str/repr/urn, comparisons, hashing, immutability, pickling
# state, uuid1 (given node and clock_seq; timestamps increase), uuid3/uuid5 (fixed
# results), uuid4 (version and variant), the namespaces, getnode's range, SafeUUID.
import uuid
from uuid import UUID

u = UUID('{12345678-1234-5678-1234-567812345678}')
for form in ('12345678123456781234567812345678', 'urn:uuid:12345678-1234-5678-1234-567812345678',
             '12345678-1234-5678-1234-567812345678'):
    print(UUID(form) == u)
print(UUID(bytes=b'\x12\x34\x56\x78' * 4) == u, UUID(bytes_le=u.bytes_le) == u)
print(UUID(fields=u.fields) == u, UUID(int=u.int) == u)
print(repr(u), str(u), u.hex, u.urn, u.int)
print(u.bytes, u.bytes_le)
print(u.fields, u.time_low, u.time_mid, u.time_hi_version, u.clock_seq_hi_variant, u.clock_seq_low)
print(u.time, u.clock_seq, u.node, u.variant, u.version, int(u), u.is_safe)
v = UUID(int=u.int, version=4)
print(v, v.version, v.variant)
for version in (1, 2, 3, 5):
    print(UUID(int=0, version=version), UUID(int=0, version=version).version)
print(UUID(int=0).variant, UUID(int=0).version, UUID(int=0xc000 << 48).variant,
      UUID(int=0xe000 << 48).variant)


def attempt(fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(f"  {type(e).__name__}: {e}")
    else:
        print("  ->", r)


attempt(UUID)
attempt(UUID, 'x' * 31)
attempt(UUID, '1234', int=1)
attempt(UUID, bytes=b'short')
attempt(UUID, bytes_le=b'short')
attempt(UUID, fields=(1, 2, 3))
for i, big in enumerate((1 << 32, 1 << 16, 1 << 16, 256, 256, 1 << 48)):
    f = [0] * 6
    f[i] = big
    attempt(UUID, fields=tuple(f))
attempt(UUID, fields=(-1, 0, 0, 0, 0, 0))
attempt(UUID, int=1 << 128)
attempt(UUID, int=-1)
attempt(UUID, int=0, version=6)
attempt(UUID, int=0, version=0)
attempt(setattr, u, 'int', 5)
attempt(setattr, u, 'other', 5)
attempt(UUID, 'zz' * 16)

print("--- comparisons")
a, b = UUID(int=1), UUID(int=2)
print(a < b, a <= b, a > b, a >= b, a == UUID(int=1), a != b, a == 1, hash(a) == hash(1))
print(sorted([b, a]), {a: 1}[UUID(int=1)])
attempt(lambda: a < 1)
print(u.__getstate__(), UUID(int=5, is_safe=uuid.SafeUUID.safe).__getstate__())
w = UUID.__new__(UUID)
w.__setstate__({'int': 7, 'is_safe': -1})
print(w, w.is_safe)
import copy
print(copy.copy(u) == u, copy.deepcopy(u) == u)

print("--- generators")
print(uuid.uuid3(uuid.NAMESPACE_DNS, 'python.org'))
print(uuid.uuid5(uuid.NAMESPACE_DNS, 'python.org'))
print(uuid.uuid3(uuid.NAMESPACE_URL, 'http://example.com/'), uuid.uuid5(uuid.NAMESPACE_OID, '1.2.3'))
attempt(uuid.uuid3, uuid.NAMESPACE_URL, b'bytes name')
attempt(uuid.uuid5, uuid.NAMESPACE_URL, b'bytes name')
print(uuid.uuid5(uuid.NAMESPACE_X500, 'cn=x').version, uuid.uuid3(uuid.NAMESPACE_X500, '').version)
r = uuid.uuid4()
print(r.version, r.variant, len(str(r)), r != uuid.uuid4())
t1 = uuid.uuid1(node=0x123456789abc, clock_seq=0x1234)
t2 = uuid.uuid1(node=0x123456789abc, clock_seq=0x1234)
print(t1.version, t1.variant, hex(t1.node), hex(t1.clock_seq), t1.time < t2.time)
print(t1.time > 0x01b21dd213814000 + 16_000_000_000_000_000)
t3 = uuid.uuid1()
print(t3.node == uuid.getnode(), 0 <= uuid.getnode() < 1 << 48, uuid.getnode() == uuid.getnode())
print(uuid.NAMESPACE_DNS, uuid.NAMESPACE_URL, uuid.NAMESPACE_OID, uuid.NAMESPACE_X500)
print(uuid.RESERVED_NCS, uuid.RFC_4122, uuid.RESERVED_MICROSOFT, uuid.RESERVED_FUTURE, sep='|')
print(list(uuid.SafeUUID), uuid.SafeUUID.unknown.value)
