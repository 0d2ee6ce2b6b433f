# datetime: timedelta (normalisation, float rounding, arithmetic, str/repr), date, time,
# datetime and timezone (construction errors, ordinals over a generated table of dates,
# ISO calendar, isoformat/fromisoformat, strftime/strptime, arithmetic across offsets,
# comparisons naive/aware, hashing) compared with CPython 3.11 (UTC-only: no local zone).
import datetime as dt
from datetime import date, datetime, time, timedelta, timezone

for args, kw in [((), {}), ((1,), {}), ((0, 1), {}), ((0, 0, 1), {}), ((-1,), {}), ((0, -1), {}), ((0, 0, -1), {}),
                 ((1, 2, 3), {'milliseconds': 4, 'minutes': 5, 'hours': 6, 'weeks': 7}), ((), {'hours': -1}),
                 ((1.5,), {}), ((0, 1.25), {}), ((), {'microseconds': 0.5}), ((), {'microseconds': 1.5}),
                 ((), {'microseconds': 2.5}), ((), {'days': 0.1}), ((), {'minutes': 1e-7}), ((), {'seconds': -0.0000005}),
                 ((999999999,), {}), ((-999999999,), {}), ((0, 86400 * 5 + 7, 10 ** 7), {}), ((), {'weeks': -1.75})]:
    td = timedelta(*args, **kw)
    print(repr(td), str(td), td.days, td.seconds, td.microseconds, td.total_seconds(), bool(td), hash(td) == hash(timedelta(td.days, td.seconds, td.microseconds)))
a, b = timedelta(days=3, hours=5), timedelta(hours=-7, microseconds=3)
print(a + b, a - b, -a, +b, abs(b), a * 2, 3 * b, a * 0.3, a / 2, a / 0.7, a / b, a // b, a // 5, a % b, divmod(a, b))
print(timedelta(seconds=1.5) * 2.5, timedelta(3) / 2, timedelta(3) / timedelta(2), timedelta(3) // timedelta(2),
      timedelta(3) % timedelta(days=2, seconds=1), divmod(timedelta(3), timedelta(hours=5)), timedelta(1) / 3)
print(a < b, a > b, a == timedelta(hours=77), a != b, sorted([a, b, timedelta(0)]), timedelta.min, timedelta.max, timedelta.resolution)

for y, m, d in [(1, 1, 1), (1970, 1, 1), (2000, 2, 29), (1900, 3, 1), (2024, 12, 31), (9999, 12, 31), (2021, 1, 3),
                (2020, 12, 31), (2015, 12, 31), (2016, 1, 4), (1600, 2, 29), (2023, 6, 15)]:
    x = date(y, m, d)
    print(repr(x), str(x), x.toordinal(), x.weekday(), x.isoweekday(), x.isocalendar(), tuple(x.isocalendar()),
          x.ctime(), x.timetuple()[6:8], date.fromordinal(x.toordinal()) == x, x.isocalendar().week)
    print(x.strftime('%Y-%m-%d %a %A %b %B %j %U %W %y %%'), format(x, '%d/%m'), f'{x}', x.replace(day=1), hash(x) == hash(date(y, m, d)))
for n in range(1, 3652059, 99991):
    x = date.fromordinal(n)
    assert x.toordinal() == n
    print(n, x, x.isocalendar())
print(date(2020, 1, 1) + timedelta(days=400), date(2020, 3, 1) - timedelta(1), date(2020, 3, 1) - date(2019, 3, 1),
      timedelta(5) + date(2000, 1, 1), date.min, date.max, date.resolution)
print(date.fromisoformat('2020-01-02'), date.fromisoformat('20200102'), date.fromisoformat('2020-W01-1'),
      date.fromisoformat('2020W015'), date.fromisocalendar(2020, 53, 7), date.fromisocalendar(2004, 1, 1))

for args in [(0,), (12, 30), (23, 59, 59, 999999), (1, 2, 3, 4), (5, 6, 7, 0, timezone.utc),
             (5, 6, 0, 0, timezone(timedelta(hours=-3, minutes=-30))), (1, 0, 0, 0, timezone(timedelta(hours=1), 'CET'))]:
    t = time(*args)
    print(repr(t), str(t), t.isoformat('hours'), t.isoformat('minutes'), t.isoformat('milliseconds'), t.isoformat('microseconds'),
          t.utcoffset(), t.tzname(), t.dst(), t.strftime('%H:%M:%S.%f %p %I %z|%Z|'), format(t, ''), t.replace(hour=3))
print(time(1, fold=1), repr(time(1, fold=1)), time.min, time.max, time(12) == time(12, 0), time(1) < time(2))
print(time(12, tzinfo=timezone(timedelta(hours=1))) == time(11, tzinfo=timezone.utc), hash(time(12, tzinfo=timezone(timedelta(hours=1)))) == hash(time(11, tzinfo=timezone.utc)))
for s in ['12:30', '12:30:45', '12:30:45.123', '12:30:45.123456', '123045', '12', 'T12:30', '12:30:45+01:00', '12:30Z',
          '12:30:45.5-05:30', '12:30:45,25']:
    print(s, repr(time.fromisoformat(s)))

for args in [(2020, 1, 2), (2020, 1, 2, 3, 4, 5, 6), (2020, 1, 2, 3, 4), (2020, 1, 2, 0, 0, 5),
             (2020, 1, 2, 3, 4, 5, 0, timezone.utc), (2020, 6, 30, 23, 59, 59, 999999, timezone(timedelta(hours=5, minutes=30))),
             (1, 1, 10, 0, 0, 0, 0, timezone(-timedelta(hours=2), 'X'))]:
    x = datetime(*args)
    print(repr(x), str(x), x.isoformat(), x.isoformat(' ', 'seconds'), x.date(), x.time(), x.timetz(), x.utcoffset(),
          x.tzname(), x.ctime(), x.weekday(), x.toordinal(), x.timetuple()[:9], x.utctimetuple()[:6])
    print(x.strftime('%Y-%m-%dT%H:%M:%S.%f%z %Z %:z %c %x %X'), x.replace(year=2000), x + timedelta(hours=30), x - timedelta(days=8))
    if x.tzinfo is not None:
        print(x.timestamp(), x.astimezone(timezone.utc), x.astimezone(timezone(timedelta(hours=-8))), hash(x) == hash(x.astimezone(timezone.utc)))
u = datetime(2021, 3, 4, 5, 6, 7, 8, tzinfo=timezone.utc)
k = datetime(2021, 3, 4, 10, 36, 7, 8, tzinfo=timezone(timedelta(hours=5, minutes=30)))
print(u == k, u - k, k - datetime(2020, 1, 1, tzinfo=timezone.utc), u < k + timedelta(microseconds=1), u != datetime(2021, 3, 4, 5, 6, 7, 8))
print(datetime(2020, 1, 1) == date(2020, 1, 1), date(2020, 1, 1) == datetime(2020, 1, 1), datetime(2020, 1, 1) - datetime(2019, 12, 31, 12))
print(datetime.combine(date(2020, 1, 2), time(3, 4, tzinfo=timezone.utc)), datetime.combine(date(2020, 1, 2), time(3), tzinfo=timezone.utc))
print(datetime.fromtimestamp(0, timezone.utc), datetime.fromtimestamp(1700000000.5, timezone(timedelta(hours=2))),
      datetime.utcfromtimestamp(86400 * 365.25), datetime.fromtimestamp(-1.25, tz=timezone.utc))
print(datetime(2020, 1, 1, tzinfo=timezone.utc).timestamp(), datetime.min, datetime.max, datetime.resolution)
for s in ['2020-01-02', '2020-01-02T03:04', '2020-01-02 03:04:05', '2020-01-02T03:04:05.123456', '2020-01-02T03:04:05+05:30',
          '2020-01-02T03:04:05Z', '20200102T030405', '2020-01-02T03:04:05.5-01:00', '2020-W01-1T12:00', '2011-11-04T00:05:23+04:00']:
    print(s, repr(datetime.fromisoformat(s)))
for s, f in [('2020-01-02 03:04:05', '%Y-%m-%d %H:%M:%S'), ('02/01/20', '%d/%m/%y'), ('Jan 5 2021', '%b %d %Y'),
             ('March 3, 1999 10:05 PM', '%B %d, %Y %I:%M %p'), ('2020-06-01T12:00:00.25+0200', '%Y-%m-%dT%H:%M:%S.%f%z'),
             ('2020 100', '%Y %j'), ('12:30', '%H:%M'), ('2020-01-02T03:04:05Z', '%Y-%m-%dT%H:%M:%S%z'), ('70', '%y'), ('68', '%y')]:
    print(s, repr(datetime.strptime(s, f)))

tz = timezone(timedelta(hours=5, minutes=30))
print(repr(tz), str(tz), tz.utcoffset(None), tz.tzname(None), tz.dst(None), repr(timezone.utc), str(timezone.utc),
      repr(timezone(timedelta(0))), repr(timezone(timedelta(0), 'Z')), repr(timezone(timedelta(hours=-1), 'EST')), timezone.min, timezone.max)
print(timezone(timedelta(seconds=-1)), timezone(timedelta(minutes=1, seconds=2, microseconds=3)), tz == timezone(timedelta(minutes=330)),
      hash(tz) == hash(timezone(timedelta(minutes=330))), dt.UTC is timezone.utc, dt.MINYEAR, dt.MAXYEAR)

class EST(dt.tzinfo):
    def utcoffset(self, d):
        return timedelta(hours=-5)
    def dst(self, d):
        return timedelta(0)
    def tzname(self, d):
        return 'EST'
e = datetime(2020, 1, 1, 12, tzinfo=EST())
print(e.utcoffset(), e.tzname(), e.dst(), e.isoformat(), e.astimezone(timezone.utc), e.timetuple().tm_isdst, e.strftime('%Z %z'))

for call in ['date(2020, 13, 1)', 'date(0, 1, 1)', 'date(2020, 2, 30)', 'date(2020.0, 1, 1)', 'time(24)', 'time(0, 60)',
             'time(0, 0, 60)', 'time(0, 0, 0, 10**6)', 'time(fold=2)', 'timedelta(days=10**9)', 'timedelta(1) / 0',
             'timedelta(1) // 0', 'date.fromisoformat("2020-1-1")', 'date.fromisoformat(3)', 'datetime.fromisoformat("x")',
             'datetime(2020, 1, 1) < datetime(2020, 1, 1, tzinfo=timezone.utc)',
             'datetime(2020, 1, 1) == datetime(2020, 1, 1, tzinfo=timezone.utc)',
             'datetime(2020, 1, 1) - datetime(2020, 1, 1, tzinfo=timezone.utc)', 'timezone(timedelta(hours=24))',
             'datetime.strptime("2020", "%Y-%m")', 'datetime.strptime("2020-01x", "%Y-%m")', 'date.max + timedelta(1)',
             'time(1) < time(1, tzinfo=timezone.utc)', 'date.fromordinal(0)', 'date.fromisocalendar(2020, 54, 1)',
             'date.fromisocalendar(2020, 1, 8)', 'time.fromisoformat("25:00")', 'datetime.min - timedelta(1)',
             'timezone(timedelta(hours=1), 3)', 'time(1).isoformat("days")', 'datetime(2020, 1, 1, tzinfo=3)', 'date.fromisoformat("2020-13-01")',
             'datetime.fromisoformat("2020-01-02T24:00")', 'datetime.fromisoformat("2020-02-30")']:
    try:
        print(call, repr(eval(call)))
    except Exception as exc:
        print(call, type(exc).__name__, exc)
