# time: struct_time, gmtime, strftime, asctime, mktime round trips (only deterministic,
# time-zone independent values are printed).
import time

t0 = time.gmtime(0)
print(t0)
print(type(t0).__name__, type(t0).__module__, len(t0), tuple(t0), t0[0], t0[-1], t0[1:3])
print(t0.tm_year, t0.tm_mon, t0.tm_mday, t0.tm_hour, t0.tm_min, t0.tm_sec, t0.tm_wday, t0.tm_yday, t0.tm_isdst)
print(t0.tm_gmtoff, t0.tm_zone, isinstance(t0, tuple), t0 == (1970, 1, 1, 0, 0, 0, 3, 1, 0))
t = time.gmtime(1234567890.75)
print(t, time.gmtime(-86400))
print(time.gmtime(951782400))  # 2000-02-29
print(time.strftime('%Y-%m-%d %H:%M:%S', t), time.strftime('%a %A %b %B %j %w %y %%', t))
print(time.strftime('%d/%m/%Y', (2021, 12, 31, 23, 59, 59, 4, 365, 0)))
print(time.strftime('', t) == '', time.strftime('x%Hy', t))
print(time.asctime(t0), time.asctime(t), time.asctime((2024, 3, 5, 7, 8, 9, 1, 65, 0)))
st = time.struct_time((2020, 1, 2, 3, 4, 5, 6, 7, 0))
print(st, st.tm_zone, st.tm_gmtoff)
st = time.struct_time((2020, 1, 2, 3, 4, 5, 6, 7, 0, 'XYZ', 3600))
print(st, st.tm_zone, st.tm_gmtoff, len(st))
# mktime is localtime's inverse, whatever the zone.
for secs in (0, 86400 * 365, 1234567890, 1700000000):
    print(secs, time.mktime(time.localtime(secs)) == secs)
lt = time.localtime(1234567890)
print(time.gmtime(1234567890 + lt.tm_gmtoff)[:6] == lt[:6])
print(time.ctime(1234567890) == time.asctime(time.localtime(1234567890)))
print(type(time.timezone).__name__, type(time.altzone).__name__, type(time.daylight).__name__, len(time.tzname))
print(isinstance(time.time(), float), time.monotonic() <= time.monotonic())
for bad in [(2020, 13, 1, 0, 0, 0, 0, 1, 0), (2020, 1, 32, 0, 0, 0, 0, 1, 0), (2020, 1, 1, 24, 0, 0, 0, 1, 0)]:
    try:
        time.strftime('%Y', bad)
    except ValueError as e:
        print('ValueError', e)
for bad in [(1, 2), 'abc']:
    try:
        time.strftime('%Y', bad)
    except TypeError as e:
        print('TypeError', e)
try:
    time.struct_time((1, 2, 3))
except TypeError as e:
    print('TypeError', e)
