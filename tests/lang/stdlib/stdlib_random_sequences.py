# random: the same sequences as CPython for integer seeds (and str/bytes seeds).
import random

for seed in [0, 1, 42, 12345, 2**40 + 7, -3, 10**30]:
    random.seed(seed)
    print(seed, random.random(), random.random(), random.getrandbits(5), random.getrandbits(64),
          random.getrandbits(100))
    print(' ', random.randint(1, 6), random.randrange(10), random.randrange(5, 100, 7),
          random.choice('abcdefg'), random.uniform(2.5, 3.5))
    l = list(range(12))
    random.shuffle(l)
    print(' ', l, random.sample(range(1000), 6), random.sample('abcdefgh', 3))
    print(' ', random.choices('xyz', k=5), random.choices(range(4), weights=[1, 2, 3, 4], k=5))
    print(' ', random.gauss(0, 1), random.normalvariate(5, 2), random.expovariate(1.5),
          random.triangular(0, 10, 3), random.betavariate(2, 3), random.gammavariate(2.0, 1.5))
    print(' ', random.randbytes(6), random.randrange(2**70))

for s in ['hello', b'bytes', '']:
    random.seed(s)
    print(repr(s), random.random(), random.randint(0, 10**9))

r = random.Random(7)
state = r.getstate()
first = [r.random() for _ in range(3)]
r.setstate(state)
print(first == [r.random() for _ in range(3)], random.Random(7).random() == first[0])

for fn, args in [(random.randrange, (0,)), (random.randint, (5, 1)), (random.choice, ([],)),
                 (random.sample, (range(3), 5)), (random.getrandbits, (-1,))]:
    try:
        fn(*args)
    except (ValueError, IndexError) as e:
        print(type(e).__name__, e)
