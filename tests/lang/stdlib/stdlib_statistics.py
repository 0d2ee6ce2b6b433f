# statistics: every function on int, float, Fraction and mixed data (exact results and
# their types), the two-variable functions, NormalDist and every StatisticsError
# (compared with CPython 3.11).
import math
import random
import statistics as st
from fractions import Fraction as F

rng = random.Random(7)
floats = [rng.gauss(10, 3) for _ in range(101)]
datasets = [
    [1, 2, 3, 4, 4], [1, 2, 3], [2, 4], [5], [1, 3, 5, 7], [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5],
    [F(3, 7), F(1, 21), F(5, 3), F(1, 3)], [1, 2.5, F(1, 2)], [True, False, True], [1e308, 1e308],
    [0.1] * 10, floats, list(range(1000)), [1, 1, 2, 3, 3, 3, 3, 4], [-1, -2, -3],
]
for data in datasets:
    out = []
    for name in ['mean', 'fmean', 'median', 'median_low', 'median_high', 'median_grouped', 'mode', 'multimode',
                 'pvariance', 'variance', 'pstdev', 'stdev', 'harmonic_mean', 'geometric_mean']:
        try:
            r = getattr(st, name)(data)
            out.append('%s=%r:%s' % (name, r, type(r).__name__))
        except Exception as e:
            out.append('%s!%s:%s' % (name, type(e).__name__, e))
    print(data[:6], len(data))
    for item in out:
        print('   ', item)
print(st.mean(iter([1, 2, 3, 4])), st.variance(iter([1.0, 2.0, 4.0])), st.median(iter([3, 1, 2])))
print(st.variance([1, 2, 3, 4], 2.5), st.pvariance([1, 2, 3, 4], mu=2.5), st.stdev([F(1), F(2), F(4)], F(7, 3)),
      st.pstdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), st.stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]))
print(st.variance([1, 2, 3, 4]), type(st.variance([1, 2, 3])), st.pvariance([0.0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25]))
print(st.stdev([1, 2, 3, 4, 5, 6, 7, 8, 9, 10] * 3), st.pstdev([10 ** 20, 10 ** 20 + 1, 10 ** 20 + 2]))
print(st.fmean([3.5, 4.0, 5.25]), st.fmean([1, 2, 3], weights=[3, 2, 1]), st.fmean(iter([1, 2])),
      st.fmean((x for x in [1.0, 2.0]), weights=iter([1, 1])))
print(st.harmonic_mean([40, 60]), st.harmonic_mean([40, 60], weights=[5, 30]), st.harmonic_mean([0, 5]),
      st.harmonic_mean([F(1, 2), F(1, 3)]), st.harmonic_mean([2.5, 3, 10]))
print(st.geometric_mean([54, 24, 36]), st.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]),
      st.median_grouped([52, 52, 53, 54]), st.median_grouped([1, 3, 3, 5, 7], interval=2),
      st.median_grouped([1, 3, 3, 5, 7], 1), st.median_grouped([F(1), F(2)], F(1, 2)))
print(st.mode(['red', 'blue', 'blue', 'red', 'green', 'red', 'red']), st.mode('aabbc'),
      st.multimode('aabbbbccddddeeffffgg'), st.multimode(''), st.multimode([1, 2, 2, 1]))
for data in [list(range(1, 11)), [1, 2], floats, [F(1), F(2), F(4)], [105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110]]:
    for n in [1, 2, 4, 10]:
        print(n, st.quantiles(data, n=n)[:5], st.quantiles(data, n=n, method='inclusive')[:5])

x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
z = [9, 8, 7, 6, 5, 4, 3, 2, 1]
print(st.covariance(x, y), st.covariance(z, x), st.correlation(x, x), st.correlation(x, z), st.correlation(x, y))
print(st.linear_regression(x, y), st.linear_regression(x, [2 * v + 1 for v in x]),
      st.linear_regression(x, y, proportional=True), st.linear_regression(floats[:50], floats[50:100]))
lr = st.linear_regression([1, 2, 3], [2, 4, 6.5])
print(lr.slope, lr.intercept, type(lr).__name__, lr._fields)

N = st.NormalDist(100, 15)
print(N, repr(N), N.mean, N.median, N.mode, N.stdev, N.variance)
print(N.pdf(100), N.pdf(130), N.cdf(100), N.cdf(70), N.cdf(145.5), N.zscore(130))
for p in [1e-300, 1e-10, 0.001, 0.02425, 0.1, 0.25, 0.425, 0.5, 0.6, 0.9, 0.975, 0.999, 1 - 1e-12]:
    print(p, N.inv_cdf(p), st.NormalDist().inv_cdf(p))
print(N.quantiles(), N.quantiles(10))
print(st.NormalDist(2.4, 1.6).overlap(st.NormalDist(3.2, 2.0)), N.overlap(N), st.NormalDist(0, 1).overlap(st.NormalDist(1, 1)))
print(N + 5, N - 5, N * 2, N / 2, 5 + N, 5 - N, 2 * N, -N, +N, N + st.NormalDist(0, 20), N - st.NormalDist(10, 20))
print(N == st.NormalDist(100, 15), N == st.NormalDist(100, 16), N == 3, hash(N) == hash(st.NormalDist(100.0, 15.0)))
print(st.NormalDist.from_samples([2.5, 3.25, 5.5, 11.25, 11.75]), st.NormalDist.from_samples(floats))
print(st.NormalDist(1, 2).samples(3, seed=42), len(st.NormalDist().samples(5)), st.NormalDist())
print(issubclass(st.StatisticsError, ValueError), sorted(st.__all__))

for call in [
    'st.mean([])', 'st.fmean([])', 'st.fmean([1, 2], weights=[1])', 'st.fmean([1], weights=[0])', 'st.median([])',
    'st.median_low([])', 'st.median_high([])', 'st.median_grouped([])', 'st.median_grouped(["a", "b"])',
    'st.mode([])', 'st.variance([1])', 'st.pvariance([])', 'st.stdev([1])', 'st.pstdev([])',
    'st.harmonic_mean([])', 'st.harmonic_mean([-1, 2])', 'st.harmonic_mean([-1])', 'st.harmonic_mean(["a"])',
    'st.harmonic_mean([1, 2], weights=[1])', 'st.harmonic_mean([1, 2], weights=[0, 0])', 'st.geometric_mean([])',
    'st.geometric_mean([1, -1])', 'st.geometric_mean([0, 1])', 'st.quantiles([1], n=4)', 'st.quantiles([1, 2], n=0)',
    'st.quantiles([1, 2], method="x")', 'st.covariance([1, 2], [1])', 'st.covariance([1], [1])',
    'st.correlation([1, 2], [1])', 'st.correlation([1], [2])', 'st.correlation([1, 1], [1, 2])',
    'st.linear_regression([1, 1], [1, 2])', 'st.linear_regression([1], [1])', 'st.linear_regression([1, 2], [1])',
    'st.NormalDist(0, -1)', 'st.NormalDist(0, 0).pdf(1)', 'st.NormalDist(0, 0).cdf(1)', 'st.NormalDist().inv_cdf(0)',
    'st.NormalDist().inv_cdf(1)', 'st.NormalDist(0, 0).inv_cdf(0.5)', 'st.NormalDist(0, 0).zscore(1)',
    'st.NormalDist().overlap(3)', 'st.NormalDist(0, 0).overlap(st.NormalDist())', 'st.mean(["a", "b"])',
    'st.mean([1, "a"])', 'st.mean([F(1), 1.5, st.NormalDist()])', 'st.variance([1.0, float("nan")])',
    'st.mean([1.0, float("inf")])', 'st.stdev([1.0, float("inf")])',
]:
    try:
        print(call, repr(eval(call)))
    except Exception as exc:
        print(call, type(exc).__name__, exc)
