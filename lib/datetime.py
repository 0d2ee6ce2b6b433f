"""datetime: dates, times, datetimes, durations and fixed-offset time zones.

Written for TensorPy from the library reference (proleptic Gregorian calendar, ordinals
counted from 0001-01-01 = 1). Owns timedelta (normalised to days, seconds in
[0, 86400), microseconds in [0, 10**6); float arguments combined exactly and rounded half
to even), date, time, datetime (naive or aware through tzinfo, fold), tzinfo and timezone
(fixed offsets, timezone.utc), with arithmetic, comparisons, hashing, isoformat/
fromisoformat, strftime (time.strftime plus %f, %z, %Z), strptime for the common
directives, timestamps through the time module, and CPython 3.11's reprs and messages.
"""

import time as _time
import math as _math

__all__ = ("date", "datetime", "time", "timedelta", "timezone", "tzinfo",
           "MINYEAR", "MAXYEAR", "UTC")

MINYEAR = 1
MAXYEAR = 9999
_MAXORDINAL = 3652059   # date(9999, 12, 31).toordinal()

_DAYS_IN_MONTH = [-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_DAYS_BEFORE_MONTH = [-1]
_total = 0
for _dim in _DAYS_IN_MONTH[1:]:
    _DAYS_BEFORE_MONTH.append(_total)
    _total += _dim
del _total, _dim

_MONTHNAMES = [None, "Jan", "Feb", "Mar", "Apr", "May", "Jun",
               "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_DAYNAMES = [None, "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _days_in_month(year, month):
    if month == 2 and _is_leap(year):
        return 29
    return _DAYS_IN_MONTH[month]


def _days_before_month(year, month):
    return _DAYS_BEFORE_MONTH[month] + (month > 2 and _is_leap(year))


def _ymd2ord(year, month, day):
    return _days_before_year(year) + _days_before_month(year, month) + day


def _ord2ymd(n):
    """(year, month, day) of ordinal n (1 = 0001-01-01)."""
    n -= 1
    n400, n = divmod(n, 146097)        # days in 400 years
    year = n400 * 400 + 1
    n100, n = divmod(n, 36524)         # days in 100 years (no leap century)
    n4, n = divmod(n, 1461)            # days in 4 years
    n1, n = divmod(n, 365)
    year += n100 * 100 + n4 * 4 + n1
    if n1 == 4 or n100 == 4:
        # The last day of a leap cycle: December 31 of the year before.
        return year - 1, 12, 31
    leap = n1 == 3 and (n4 != 24 or n100 == 3)
    month = (n + 50) >> 5
    preceding = _DAYS_BEFORE_MONTH[month] + (month > 2 and leap)
    if preceding > n:
        month -= 1
        preceding -= _DAYS_IN_MONTH[month] + (month == 2 and leap)
    return year, month, n - preceding + 1


def _index(value):
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float) or not hasattr(type(value), '__index__'):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(value).__name__)
    return value.__index__()


def _check_date_fields(year, month, day):
    year = _index(year)
    month = _index(month)
    day = _index(day)
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError('year %d is out of range' % year)
    if not 1 <= month <= 12:
        raise ValueError('month must be in 1..12')
    if not 1 <= day <= _days_in_month(year, month):
        raise ValueError('day is out of range for month')
    return year, month, day


def _check_time_fields(hour, minute, second, microsecond, fold):
    hour = _index(hour)
    minute = _index(minute)
    second = _index(second)
    microsecond = _index(microsecond)
    if not 0 <= hour <= 23:
        raise ValueError('hour must be in 0..23')
    if not 0 <= minute <= 59:
        raise ValueError('minute must be in 0..59')
    if not 0 <= second <= 59:
        raise ValueError('second must be in 0..59')
    if not 0 <= microsecond <= 999999:
        raise ValueError('microsecond must be in 0..999999')
    if fold not in (0, 1):
        raise ValueError('fold must be either 0 or 1')
    return hour, minute, second, microsecond, fold


def _check_tzinfo_arg(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'"
                        % type(tz).__name__)


def _cmp(x, y):
    return 0 if x == y else 1 if x > y else -1


def _round_half_even(x):
    """Nearest int to a Fraction, ties to even."""
    return round(x)


def _format_offset(off, sep=':'):
    """'+HH:MM[:SS[.ffffff]]' of a timedelta offset ('' for None)."""
    if off is None:
        return ''
    sign = '+'
    if off.days < 0:
        sign = '-'
        off = -off
    hh, mm = divmod(off, timedelta(hours=1))
    mm, ss = divmod(mm, timedelta(minutes=1))
    s = '%s%02d%s%02d' % (sign, hh, sep, mm)
    if ss or ss.microseconds:
        s += '%s%02d' % (sep, ss.seconds)
        if ss.microseconds:
            s += '.%06d' % ss.microseconds
    return s


def _format_time(hh, mm, ss, us, timespec='auto'):
    specs = {
        'hours': '{:02d}',
        'minutes': '{:02d}:{:02d}',
        'seconds': '{:02d}:{:02d}:{:02d}',
        'milliseconds': '{:02d}:{:02d}:{:02d}.{:03d}',
        'microseconds': '{:02d}:{:02d}:{:02d}.{:06d}'
    }
    if timespec == 'auto':
        timespec = 'microseconds' if us else 'seconds'
    elif timespec == 'milliseconds':
        us //= 1000
    try:
        fmt = specs[timespec]
    except KeyError:
        raise ValueError('Unknown timespec value')
    return fmt.format(hh, mm, ss, us)


def _check_utc_offset(name, offset):
    if offset is None:
        return
    if not isinstance(offset, timedelta):
        raise TypeError("tzinfo.%s() must return None "
                        "or timedelta, not '%s'" % (name, type(offset).__name__))
    if not -timedelta(1) < offset < timedelta(1):
        raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and "
                         "timedelta(hours=24), not %r." % (offset,))


def _wrap_strftime(obj, fmt, timetuple):
    """strftime with the directives the time module lacks: %f (microseconds), %z (UTC
    offset), %Z (zone name)."""
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        ch = fmt[i]
        i += 1
        if ch != '%' or i >= n:
            out.append(ch)
            continue
        ch = fmt[i]
        i += 1
        if ch == 'f':
            out.append('%06d' % getattr(obj, 'microsecond', 0))
        elif ch == 'z':
            off = obj.utcoffset() if hasattr(obj, 'utcoffset') else None
            out.append(_format_offset(off, '') if off is not None else '')
        elif ch == 'Z':
            name = obj.tzname() if hasattr(obj, 'tzname') else None
            out.append((name or '').replace('%', '%%'))
        else:
            out.append('%' + ch)
    return _time.strftime(''.join(out), timetuple)


class timedelta:
    """Difference between two datetime values.

    timedelta(days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0)

    All arguments are optional and default to 0.
    Arguments may be integers or floats, and may be positive or negative."""

    __slots__ = '_days', '_seconds', '_microseconds', '_hashcode'

    def __new__(cls, days=0, seconds=0, microseconds=0,
                milliseconds=0, minutes=0, hours=0, weeks=0):
        parts = [(days, 86400 * 10 ** 6), (seconds, 10 ** 6), (microseconds, 1),
                 (milliseconds, 1000), (minutes, 60 * 10 ** 6), (hours, 3600 * 10 ** 6),
                 (weeks, 7 * 86400 * 10 ** 6)]
        total = 0
        exact = True
        for value, scale in parts:
            if isinstance(value, int):
                total += value * scale
            elif isinstance(value, float):
                exact = False
                if _math.isnan(value) or _math.isinf(value):
                    raise ValueError('cannot convert float %s to integer' % value)
                n, d = value.as_integer_ratio()
                from fractions import Fraction
                total = Fraction(total) + Fraction(n * scale, d)
            else:
                raise TypeError("unsupported type for timedelta %s component: %s"
                                % (_COMPONENT_NAMES[scale], type(value).__name__))
        if not exact:
            total = _round_half_even(total)
        return cls._from_microseconds(total)

    @classmethod
    def _from_microseconds(cls, us):
        d, rest = divmod(us, 86400 * 10 ** 6)
        s, us = divmod(rest, 10 ** 6)
        if abs(d) > 999999999:
            raise OverflowError("days=%d; must have magnitude <= 999999999" % d)
        self = object.__new__(timedelta if cls is None else cls)
        self._days = d
        self._seconds = s
        self._microseconds = us
        self._hashcode = -1
        return self

    def _to_microseconds(self):
        return (self._days * 86400 + self._seconds) * 10 ** 6 + self._microseconds

    def __repr__(self):
        args = []
        if self._days:
            args.append("days=%d" % self._days)
        if self._seconds:
            args.append("seconds=%d" % self._seconds)
        if self._microseconds:
            args.append("microseconds=%d" % self._microseconds)
        if not args:
            args.append('0')
        return "%s.%s(%s)" % (_module_name(self), self.__class__.__qualname__, ', '.join(args))

    def __str__(self):
        mm, ss = divmod(self._seconds, 60)
        hh, mm = divmod(mm, 60)
        s = "%d:%02d:%02d" % (hh, mm, ss)
        if self._days:
            plural = 's' if abs(self._days) != 1 else ''
            s = ("%d day%s, " % (self._days, plural)) + s
        if self._microseconds:
            s = s + ".%06d" % self._microseconds
        return s

    def total_seconds(self):
        """Total seconds in the duration."""
        return self._to_microseconds() / 10 ** 6

    @property
    def days(self):
        """days"""
        return self._days

    @property
    def seconds(self):
        """seconds"""
        return self._seconds

    @property
    def microseconds(self):
        """microseconds"""
        return self._microseconds

    def __add__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_microseconds(self._to_microseconds() + other._to_microseconds())
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_microseconds(self._to_microseconds() - other._to_microseconds())
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return -self + other
        return NotImplemented

    def __neg__(self):
        return timedelta._from_microseconds(-self._to_microseconds())

    def __pos__(self):
        return self

    def __abs__(self):
        return -self if self._days < 0 else self

    def __mul__(self, other):
        if isinstance(other, int):
            return timedelta._from_microseconds(self._to_microseconds() * other)
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            return timedelta._from_microseconds(_divide_and_round(self._to_microseconds() * a, b))
        return NotImplemented

    __rmul__ = __mul__

    def __floordiv__(self, other):
        if not isinstance(other, (int, timedelta)):
            return NotImplemented
        usec = self._to_microseconds()
        if isinstance(other, timedelta):
            return usec // other._to_microseconds()
        return timedelta._from_microseconds(usec // other)

    def __truediv__(self, other):
        if not isinstance(other, (int, float, timedelta)):
            return NotImplemented
        usec = self._to_microseconds()
        if isinstance(other, timedelta):
            return usec / other._to_microseconds()
        if isinstance(other, int):
            if other == 0:
                raise ZeroDivisionError('integer division or modulo by zero')
            return timedelta._from_microseconds(_divide_and_round(usec, other))
        a, b = other.as_integer_ratio()
        if a == 0:
            raise ZeroDivisionError('float division by zero')
        return timedelta._from_microseconds(_divide_and_round(b * usec, a))

    def __mod__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_microseconds(self._to_microseconds() % other._to_microseconds())
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            q, r = divmod(self._to_microseconds(), other._to_microseconds())
            return q, timedelta._from_microseconds(r)
        return NotImplemented

    def _cmp_key(self):
        return (self._days, self._seconds, self._microseconds)

    def __eq__(self, other):
        if isinstance(other, timedelta):
            return self._cmp_key() == other._cmp_key()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, timedelta):
            return self._cmp_key() <= other._cmp_key()
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, timedelta):
            return self._cmp_key() < other._cmp_key()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, timedelta):
            return self._cmp_key() >= other._cmp_key()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, timedelta):
            return self._cmp_key() > other._cmp_key()
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            self._hashcode = hash(self._cmp_key())
        return self._hashcode

    def __bool__(self):
        return bool(self._days or self._seconds or self._microseconds)

    def __reduce__(self):
        return (self.__class__, self._cmp_key())


_COMPONENT_NAMES = {86400 * 10 ** 6: 'days', 10 ** 6: 'seconds', 1: 'microseconds', 1000: 'milliseconds',
                    60 * 10 ** 6: 'minutes', 3600 * 10 ** 6: 'hours', 7 * 86400 * 10 ** 6: 'weeks'}


def _divide_and_round(a, b):
    """a / b rounded to the nearest int, ties to even."""
    q, r = divmod(a, b)
    r *= 2
    greater_than_half = r > b if b > 0 else r < b
    if greater_than_half or r == b and q % 2 == 1:
        q += 1
    return q


def _module_name(obj):
    return 'datetime'


timedelta.min = timedelta(-999999999)
timedelta.max = timedelta(days=999999999, hours=23, minutes=59, seconds=59,
                          microseconds=999999)
timedelta.resolution = timedelta(microseconds=1)


class date:
    """date(year, month, day) --> date object"""

    __slots__ = '_year', '_month', '_day', '_hashcode'

    def __new__(cls, year, month=None, day=None):
        year, month, day = _check_date_fields(year, month, day)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hashcode = -1
        return self

    @classmethod
    def fromtimestamp(cls, t):
        "Construct a date from a POSIX timestamp (like time.time())."
        y, m, d, hh, mm, ss, weekday, jday, dst = _time.localtime(t)
        return cls(y, m, d)

    @classmethod
    def today(cls):
        "Construct a date from time.time()."
        return cls.fromtimestamp(_time.time())

    @classmethod
    def fromordinal(cls, n):
        """Construct a date from a proleptic Gregorian ordinal.

        January 1 of year 1 is day 1.  Only the year, month and day are
        non-zero in the result.
        """
        n = _index(n)
        if not 1 <= n <= _MAXORDINAL:
            raise ValueError('ordinal must be >= 1')
        y, m, d = _ord2ymd(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, date_string):
        """Construct a date from a string in ISO 8601 format."""
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        if len(date_string) not in (7, 8, 10):
            raise ValueError(f'Invalid isoformat string: {date_string!r}')
        try:
            ymd = _parse_isoformat_date(date_string)
        except Exception:
            raise ValueError(f'Invalid isoformat string: {date_string!r}')
        return cls(*ymd)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        """Construct a date from the ISO year, week number and weekday.

        This is the inverse of the date.isocalendar() function"""
        return cls(*_isoweek_to_gregorian(year, week, day))

    def __repr__(self):
        return "%s.%s(%d, %d, %d)" % (_module_name(self), self.__class__.__qualname__,
                                      self._year, self._month, self._day)

    def ctime(self):
        "Return ctime() style string."
        weekday = self.toordinal() % 7 or 7
        return "%s %s %2d 00:00:00 %04d" % (
            _DAYNAMES[weekday], _MONTHNAMES[self._month], self._day, self._year)

    def strftime(self, fmt):
        """Format using strftime()."""
        return _wrap_strftime(self, fmt, self.timetuple())

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % type(fmt).__name__)
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def isoformat(self):
        """Return the date formatted according to ISO.

        This is 'YYYY-MM-DD'.
        """
        return "%04d-%02d-%02d" % (self._year, self._month, self._day)

    __str__ = isoformat

    @property
    def year(self):
        """year (1-9999)"""
        return self._year

    @property
    def month(self):
        """month (1-12)"""
        return self._month

    @property
    def day(self):
        """day (1-31)"""
        return self._day

    def timetuple(self):
        "Return local time tuple compatible with time.localtime()."
        return _build_struct_time(self._year, self._month, self._day, 0, 0, 0, -1)

    def toordinal(self):
        """Return proleptic Gregorian ordinal for the year, month and day.

        January 1 of year 1 is day 1.  Only the year, month and day values
        contribute to the result.
        """
        return _ymd2ord(self._year, self._month, self._day)

    def replace(self, year=None, month=None, day=None):
        """Return a new date with new values for the specified fields."""
        if year is None:
            year = self._year
        if month is None:
            month = self._month
        if day is None:
            day = self._day
        return type(self)(year, month, day)

    def _cmp(self, other):
        y, m, d = self._year, self._month, self._day
        y2, m2, d2 = other._year, other._month, other._day
        return _cmp((y, m, d), (y2, m2, d2))

    def __eq__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) == 0
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) <= 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) < 0
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) >= 0
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) > 0
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            self._hashcode = hash((self._year, self._month, self._day))
        return self._hashcode

    def __add__(self, other):
        "Add a date to a timedelta."
        if isinstance(other, timedelta):
            o = self.toordinal() + other.days
            if 0 < o <= _MAXORDINAL:
                return type(self).fromordinal(o)
            raise OverflowError("date value out of range")
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        """Subtract two dates, or a date and a timedelta."""
        if isinstance(other, timedelta):
            return self + timedelta(-other.days)
        if isinstance(other, date) and not isinstance(other, datetime):
            return timedelta(self.toordinal() - other.toordinal())
        return NotImplemented

    def weekday(self):
        "Return day of the week, where Monday == 0 ... Sunday == 6."
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        "Return day of the week, where Monday == 1 ... Sunday == 7."
        return self.toordinal() % 7 or 7

    def isocalendar(self):
        """Return a named tuple containing ISO year, week number, and weekday.

        The first ISO week of the year is the (Mon-Sun) week
        containing the year's first Thursday; everything else derives
        from that.
        """
        year = self._year
        week1monday = _isoweek1monday(year)
        today = _ymd2ord(self._year, self._month, self._day)
        week, day = divmod(today - week1monday, 7)
        if week < 0:
            year -= 1
            week1monday = _isoweek1monday(year)
            week, day = divmod(today - week1monday, 7)
        elif week >= 52:
            if today >= _isoweek1monday(year + 1):
                year += 1
                week = 0
        return _IsoCalendarDate(year, week + 1, day + 1)

    def __reduce__(self):
        return (self.__class__, (self._year, self._month, self._day))


def _build_struct_time(y, m, d, hh, mm, ss, dstflag):
    wday = (_ymd2ord(y, m, d) + 6) % 7
    dnum = _days_before_month(y, m) + d
    return _time.struct_time((y, m, d, hh, mm, ss, wday, dnum, dstflag))


def _isoweek1monday(year):
    """Ordinal of the Monday of ISO week 1 of year."""
    THURSDAY = 3
    firstday = _ymd2ord(year, 1, 1)
    firstweekday = (firstday + 6) % 7
    week1monday = firstday - firstweekday
    if firstweekday > THURSDAY:
        week1monday += 7
    return week1monday


def _isoweek_to_gregorian(year, week, day):
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError(f"Year is out of range: {year}")
    if not 0 < week < 53:
        out_of_range = True
        if week == 53:
            first_weekday = _ymd2ord(year, 1, 1) % 7
            if (first_weekday == 4 or (first_weekday == 3 and _is_leap(year))):
                out_of_range = False
        if out_of_range:
            raise ValueError(f"Invalid week: {week}")
    if not 0 < day < 8:
        raise ValueError(f"Invalid day: {day} (range is [1, 7])")
    day_offset = (week - 1) * 7 + (day - 1)
    day_1 = _isoweek1monday(year)
    ord_day = day_1 + day_offset
    return _ord2ymd(ord_day)


class _IsoCalendarDate(tuple):

    def __new__(cls, year, week, weekday, /):
        return super().__new__(cls, (year, week, weekday))

    @property
    def year(self):
        return self[0]

    @property
    def week(self):
        return self[1]

    @property
    def weekday(self):
        return self[2]

    def __reduce__(self):
        return (tuple, (tuple(self),))

    def __repr__(self):
        return (f'datetime.{self.__class__.__name__}'
                f'(year={self[0]}, week={self[1]}, weekday={self[2]})')


_IsoCalendarDate.__name__ = 'IsoCalendarDate'

date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = timedelta(days=1)


def _parse_isoformat_date(s):
    """(year, month, day) of 'YYYY-MM-DD', 'YYYYMMDD', 'YYYY-Www[-D]' or 'YYYYWww[D]'."""
    if not (s[:4].isdigit() and s[:4].isascii()):
        raise ValueError('Invalid date separator')
    year = int(s[:4])
    has_sep = s[4:5] == '-'
    pos = 5 if has_sep else 4
    if s[pos:pos + 1] == 'W':
        pos += 1
        week = int(_digits(s, pos, 2))
        pos += 2
        day = 1
        if len(s) > pos:
            if (s[pos:pos + 1] == '-') != has_sep:
                raise ValueError('Inconsistent use of dash separator')
            pos += has_sep
            day = int(_digits(s, pos, 1))
            pos += 1
        if len(s) != pos:
            raise ValueError('Invalid date')
        return _isoweek_to_gregorian(year, week, day)
    month = int(_digits(s, pos, 2))
    pos += 2
    if (s[pos:pos + 1] == '-') != has_sep:
        raise ValueError('Inconsistent use of dash separator')
    pos += has_sep
    day = int(_digits(s, pos, 2))
    pos += 2
    if len(s) != pos:
        raise ValueError('Invalid date')
    return year, month, day


def _digits(s, pos, n):
    part = s[pos:pos + n]
    if len(part) != n or not (part.isdigit() and part.isascii()):
        raise ValueError('Invalid digits')
    return part


def _parse_isoformat_time(s):
    """(hour, minute, second, microsecond, tzinfo) of an ISO time with optional offset."""
    # The offset starts at the first '+', '-' or 'Z'.
    tz = None
    for i, c in enumerate(s):
        if c in '+-Z':
            main, off = s[:i], s[i:]
            break
    else:
        main, off = s, None
    hh, mm, ss, us = _parse_hh_mm_ss_ff(main)
    if off is not None:
        if off == 'Z':
            tz = timezone.utc
        else:
            if off[0] == 'Z':
                raise ValueError('Invalid time zone')
            sign = -1 if off[0] == '-' else 1
            th, tm, ts, tus = _parse_hh_mm_ss_ff(off[1:])
            td = timedelta(hours=th, minutes=tm, seconds=ts, microseconds=tus)
            tz = timezone.utc if not td else timezone(sign * td)
    return hh, mm, ss, us, tz


def _parse_hh_mm_ss_ff(s):
    if not s:
        raise ValueError('Invalid time')
    values = [0, 0, 0, 0]
    pos = 0
    has_sep = None
    for k in range(3):
        values[k] = int(_digits(s, pos, 2))
        pos += 2
        if pos >= len(s):
            break
        c = s[pos]
        if k < 2 and c == ':':
            if has_sep is False:
                raise ValueError('Inconsistent use of colon separator')
            has_sep = True
            pos += 1
        elif k < 2 and c.isdigit():
            if has_sep:
                raise ValueError('Inconsistent use of colon separator')
            has_sep = False
        elif k == 2 and c in '.,':
            pos += 1
            frac = s[pos:]
            if not frac or not (frac.isdigit() and frac.isascii()):
                raise ValueError('Invalid microseconds')
            digits = frac[:6]
            values[3] = int(digits) * 10 ** (6 - len(digits))
            pos = len(s)
            break
        else:
            raise ValueError('Invalid time separator')
    if pos != len(s):
        raise ValueError('Invalid time')
    return values


class tzinfo:
    """Abstract base class for time zone info objects."""
    __slots__ = ()

    def tzname(self, dt):
        "datetime -> string name of time zone."
        raise NotImplementedError("tzinfo subclass must override tzname()")

    def utcoffset(self, dt):
        "datetime -> timedelta, positive for east of UTC, negative for west of UTC"
        raise NotImplementedError("tzinfo subclass must override utcoffset()")

    def dst(self, dt):
        """datetime -> DST offset as timedelta, positive for east of UTC."""
        raise NotImplementedError("tzinfo subclass must override dst()")

    def fromutc(self, dt):
        "datetime in UTC -> datetime in local time."
        if not isinstance(dt, datetime):
            raise TypeError("fromutc() requires a datetime argument")
        if dt.tzinfo is not self:
            raise ValueError("dt.tzinfo is not self")
        dtoff = dt.utcoffset()
        if dtoff is None:
            raise ValueError("fromutc() requires a non-None utcoffset() result")
        dtdst = dt.dst()
        if dtdst is None:
            raise ValueError("fromutc() requires a non-None dst() result")
        delta = dtoff - dtdst
        if delta:
            dt += delta
            dtdst = dt.dst()
            if dtdst is None:
                raise ValueError("fromutc(): dt.dst gave inconsistent results; cannot convert")
        return dt + dtdst

    def __reduce__(self):
        getinitargs = getattr(self, "__getinitargs__", None)
        args = getinitargs() if getinitargs else ()
        return (self.__class__, args, getattr(self, '__dict__', None) or None)


class time:
    """time([hour[, minute[, second[, microsecond[, tzinfo]]]]]) --> a time object

    All arguments are optional. tzinfo may be None, or an instance of
    a tzinfo subclass. The remaining arguments may be ints.
    """
    __slots__ = '_hour', '_minute', '_second', '_microsecond', '_tzinfo', '_hashcode', '_fold'

    def __new__(cls, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        hour, minute, second, microsecond, fold = _check_time_fields(
            hour, minute, second, microsecond, fold)
        _check_tzinfo_arg(tzinfo)
        self = object.__new__(cls)
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._hashcode = -1
        self._fold = fold
        return self

    hour = property(lambda self: self._hour, doc="hour (0-23)")
    minute = property(lambda self: self._minute, doc="minute (0-59)")
    second = property(lambda self: self._second, doc="second (0-59)")
    microsecond = property(lambda self: self._microsecond, doc="microsecond (0-999999)")
    tzinfo = property(lambda self: self._tzinfo, doc="timezone info object")
    fold = property(lambda self: self._fold)

    def _key(self):
        return (self._hour, self._minute, self._second, self._microsecond)

    def _cmp(self, other, op):
        mytz = self._tzinfo
        ottz = other._tzinfo
        myoff = otoff = None
        if mytz is ottz:
            base_compare = True
        else:
            myoff = self.utcoffset()
            otoff = other.utcoffset()
            base_compare = myoff == otoff
        if base_compare:
            return _cmp(self._key(), other._key())
        if myoff is None or otoff is None:
            if op == 'eq':
                return 2
            raise TypeError("can't compare offset-naive and offset-aware times")
        myhhmm = self._hour * 60 + self._minute - myoff // timedelta(minutes=1)
        othhmm = other._hour * 60 + other._minute - otoff // timedelta(minutes=1)
        return _cmp((myhhmm, self._second, self._microsecond),
                    (othhmm, other._second, other._microsecond))

    def __eq__(self, other):
        if isinstance(other, time):
            return self._cmp(other, 'eq') == 0
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, time):
            return self._cmp(other, 'le') <= 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, time):
            return self._cmp(other, 'lt') < 0
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, time):
            return self._cmp(other, 'ge') >= 0
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, time):
            return self._cmp(other, 'gt') > 0
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            t = self.replace(fold=0) if self.fold else self
            tzoff = t.utcoffset()
            if not tzoff:
                self._hashcode = hash(t._key())
            else:
                h, m = divmod(timedelta(hours=self.hour, minutes=self.minute) - tzoff,
                              timedelta(hours=1))
                m //= timedelta(minutes=1)
                if 0 <= h < 24:
                    self._hashcode = hash(time(h, m, self.second, self.microsecond))
                else:
                    self._hashcode = hash((h, m, self.second, self.microsecond))
        return self._hashcode

    def __repr__(self):
        if self._microsecond != 0:
            s = ", %d, %d" % (self._second, self._microsecond)
        elif self._second != 0:
            s = ", %d" % self._second
        else:
            s = ""
        s = "%s.%s(%d, %d%s)" % (_module_name(self), self.__class__.__qualname__,
                                 self._hour, self._minute, s)
        if self._tzinfo is not None:
            assert s[-1:] == ")"
            s = s[:-1] + ", tzinfo=%r" % self._tzinfo + ")"
        if self._fold:
            assert s[-1:] == ")"
            s = s[:-1] + ", fold=1)"
        return s

    def isoformat(self, timespec='auto'):
        """Return the time formatted according to ISO.

        The full format is 'HH:MM:SS.mmmmmm+zz:zz'. By default, the fractional
        part is omitted if self.microsecond == 0.
        """
        s = _format_time(self._hour, self._minute, self._second,
                         self._microsecond, timespec)
        tz = _format_offset(self.utcoffset())
        if tz:
            s += tz
        return s

    __str__ = isoformat

    @classmethod
    def fromisoformat(cls, time_string):
        """Construct a time from a string in one of the ISO 8601 formats."""
        if not isinstance(time_string, str):
            raise TypeError('fromisoformat: argument must be str')
        s = time_string[1:] if time_string[:1] == 'T' else time_string
        try:
            hh, mm, ss, us, tz = _parse_isoformat_time(s)
        except Exception:
            raise ValueError(f'Invalid isoformat string: {time_string!r}')
        return cls(hh, mm, ss, us, tz)

    def strftime(self, fmt):
        """Format using strftime().  The date part of the timestamp passed
        to underlying strftime should not be used.
        """
        timetuple = (1900, 1, 1, self._hour, self._minute, self._second, 0, 1, -1)
        return _wrap_strftime(self, fmt, timetuple)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % type(fmt).__name__)
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def utcoffset(self):
        """Return the timezone offset as timedelta, positive east of UTC
         (negative west of UTC)."""
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.utcoffset(None)
        _check_utc_offset("utcoffset", offset)
        return offset

    def tzname(self):
        """Return the timezone name."""
        if self._tzinfo is None:
            return None
        name = self._tzinfo.tzname(None)
        if name is not None and not isinstance(name, str):
            raise TypeError("tzinfo.tzname() must return None or string, not '%s'" % type(name).__name__)
        return name

    def dst(self):
        """Return 0 if DST is not in effect, or the DST offset (as timedelta
        positive eastward) if DST is in effect."""
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.dst(None)
        _check_utc_offset("dst", offset)
        return offset

    def replace(self, hour=None, minute=None, second=None, microsecond=None,
                tzinfo=True, *, fold=None):
        """Return a new time with new values for the specified fields."""
        if hour is None:
            hour = self.hour
        if minute is None:
            minute = self.minute
        if second is None:
            second = self.second
        if microsecond is None:
            microsecond = self.microsecond
        if tzinfo is True:
            tzinfo = self.tzinfo
        if fold is None:
            fold = self._fold
        return type(self)(hour, minute, second, microsecond, tzinfo, fold=fold)

    def __reduce__(self):
        args = (self._hour, self._minute, self._second, self._microsecond)
        if self._tzinfo is not None:
            args += (self._tzinfo,)
        return (self.__class__, args)


time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = timedelta(microseconds=1)


class datetime(date):
    """datetime(year, month, day[, hour[, minute[, second[, microsecond[,tzinfo]]]]])

    The year, month and day arguments are required. tzinfo may be None, or an
    instance of a tzinfo subclass. The remaining arguments may be ints.
    """
    __slots__ = time.__slots__

    def __new__(cls, year, month=None, day=None, hour=0, minute=0, second=0,
                microsecond=0, tzinfo=None, *, fold=0):
        year, month, day = _check_date_fields(year, month, day)
        hour, minute, second, microsecond, fold = _check_time_fields(
            hour, minute, second, microsecond, fold)
        _check_tzinfo_arg(tzinfo)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._hashcode = -1
        self._fold = fold
        return self

    hour = time.hour
    minute = time.minute
    second = time.second
    microsecond = time.microsecond
    tzinfo = time.tzinfo
    fold = time.fold

    @classmethod
    def _fromtimestamp(cls, t, utc, tz):
        frac, t = _math.modf(t)
        us = round(frac * 1e6)
        if us >= 1000000:
            t += 1
            us -= 1000000
        elif us < 0:
            t -= 1
            us += 1000000
        converter = _time.gmtime if utc else _time.localtime
        y, m, d, hh, mm, ss, weekday, jday, dst = converter(t)
        ss = min(ss, 59)
        result = cls(y, m, d, hh, mm, ss, us, tz)
        return result

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        """Construct a datetime from a POSIX timestamp (like time.time()).

        A timezone info object may be passed in as well.
        """
        _check_tzinfo_arg(tz)
        result = cls._fromtimestamp(t, tz is not None, tz)
        if tz is not None:
            result = tz.fromutc(result)
        return result

    @classmethod
    def utcfromtimestamp(cls, t):
        """Construct a naive UTC datetime from a POSIX timestamp."""
        return cls._fromtimestamp(t, True, None)

    @classmethod
    def now(cls, tz=None):
        "Construct a datetime from time.time() and optional time zone info."
        t = _time.time()
        return cls.fromtimestamp(t, tz)

    @classmethod
    def utcnow(cls):
        "Construct a UTC datetime from time.time()."
        t = _time.time()
        return cls.utcfromtimestamp(t)

    @classmethod
    def combine(cls, date, time, tzinfo=True):
        "Construct a datetime from a given date and a given time."
        if not isinstance(date, _date_class):
            raise TypeError("combine() argument 1 must be datetime.date, not %s" % type(date).__name__)
        if not isinstance(time, _time_class):
            raise TypeError("combine() argument 2 must be datetime.time, not %s" % type(time).__name__)
        if tzinfo is True:
            tzinfo = time.tzinfo
        return cls(date.year, date.month, date.day,
                   time.hour, time.minute, time.second, time.microsecond,
                   tzinfo, fold=time.fold)

    @classmethod
    def fromisoformat(cls, date_string):
        """Construct a datetime from a string in one of the ISO 8601 formats."""
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        if len(date_string) < 7:
            raise ValueError(f'Invalid isoformat string: {date_string!r}')
        try:
            # The date part ends at the first character that cannot belong to it.
            sep = _find_date_end(date_string)
            y, m, d = _parse_isoformat_date(date_string[:sep])
            rest = date_string[sep + 1:]
            if sep < len(date_string):
                hh, mm, ss, us, tz = _parse_isoformat_time(rest)
            else:
                hh = mm = ss = us = 0
                tz = None
        except Exception:
            raise ValueError(f'Invalid isoformat string: {date_string!r}')
        return cls(y, m, d, hh, mm, ss, us, tz)

    def timetuple(self):
        "Return local time tuple compatible with time.localtime()."
        dst = self.dst()
        if dst is None:
            dst = -1
        elif dst:
            dst = 1
        else:
            dst = 0
        return _build_struct_time(self.year, self.month, self.day,
                                  self.hour, self.minute, self.second,
                                  dst)

    def _mktime(self):
        """Return integer POSIX timestamp of a naive local time."""
        epoch = datetime(1970, 1, 1)
        max_fold_seconds = 24 * 3600
        t = (self - epoch) // timedelta(0, 1)

        def local(u):
            y, m, d, hh, mm, ss = _time.localtime(u)[:6]
            return (datetime(y, m, d, hh, mm, ss) - epoch) // timedelta(0, 1)

        a = local(t) - t
        u1 = t - a
        t1 = local(u1)
        if t1 == t:
            u2 = u1 + (-max_fold_seconds, max_fold_seconds)[self.fold]
            b = local(u2) - u2
            if a == b:
                return u1
        else:
            b = t1 - u1
            assert a != b
        u2 = t - b
        t2 = local(u2)
        if t2 == t:
            return u2
        if t1 == t:
            return u1
        return (max, min)[self.fold](u1, u2)

    def timestamp(self):
        "Return POSIX timestamp as float"
        if self._tzinfo is None:
            s = self._mktime()
            return s + self.microsecond / 1e6
        else:
            return (self - _EPOCH).total_seconds()

    def utctimetuple(self):
        "Return UTC time tuple compatible with time.gmtime()."
        offset = self.utcoffset()
        if offset:
            self -= offset
        y, m, d = self.year, self.month, self.day
        hh, mm, ss = self.hour, self.minute, self.second
        return _build_struct_time(y, m, d, hh, mm, ss, 0)

    def date(self):
        "Return the date part."
        return date(self._year, self._month, self._day)

    def time(self):
        "Return the time part, with tzinfo None."
        return time(self.hour, self.minute, self.second, self.microsecond, fold=self.fold)

    def timetz(self):
        "Return the time part, with same tzinfo."
        return time(self.hour, self.minute, self.second, self.microsecond,
                    self._tzinfo, fold=self.fold)

    def replace(self, year=None, month=None, day=None, hour=None,
                minute=None, second=None, microsecond=None, tzinfo=True,
                *, fold=None):
        """Return a new datetime with new values for the specified fields."""
        if year is None:
            year = self.year
        if month is None:
            month = self.month
        if day is None:
            day = self.day
        if hour is None:
            hour = self.hour
        if minute is None:
            minute = self.minute
        if second is None:
            second = self.second
        if microsecond is None:
            microsecond = self.microsecond
        if tzinfo is True:
            tzinfo = self.tzinfo
        if fold is None:
            fold = self.fold
        return type(self)(year, month, day, hour, minute, second,
                          microsecond, tzinfo, fold=fold)

    def _local_timezone(self):
        if self.tzinfo is None:
            ts = self._mktime()
        else:
            ts = (self - _EPOCH) // timedelta(seconds=1)
        localtm = _time.localtime(ts)
        local = datetime(*localtm[:6])
        gmtoff = localtm.tm_gmtoff if hasattr(localtm, 'tm_gmtoff') else -_time.timezone
        zone = localtm.tm_zone if hasattr(localtm, 'tm_zone') else None
        return timezone(timedelta(seconds=gmtoff), zone)

    def astimezone(self, tz=None):
        if tz is None:
            tz = self._local_timezone()
        elif not isinstance(tz, tzinfo):
            raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'"
                            % type(tz).__name__)
        mytz = self.tzinfo
        if mytz is None:
            mytz = self._local_timezone()
            myoffset = mytz.utcoffset(self)
        else:
            myoffset = mytz.utcoffset(self)
            if myoffset is None:
                mytz = self.replace(tzinfo=None)._local_timezone()
                myoffset = mytz.utcoffset(self)
        if tz is mytz:
            return self
        utc = (self - myoffset).replace(tzinfo=tz)
        return tz.fromutc(utc)

    def ctime(self):
        "Return ctime() style string."
        weekday = self.toordinal() % 7 or 7
        return "%s %s %2d %02d:%02d:%02d %04d" % (
            _DAYNAMES[weekday], _MONTHNAMES[self._month], self._day,
            self._hour, self._minute, self._second, self._year)

    def isoformat(self, sep='T', timespec='auto'):
        """Return the time formatted according to ISO.

        The full format looks like 'YYYY-MM-DD HH:MM:SS.mmmmmm'.
        By default, the fractional part is omitted if self.microsecond == 0.

        If self.tzinfo is not None, the UTC offset is also attached, giving
        giving a full format of 'YYYY-MM-DD HH:MM:SS.mmmmmm+HH:MM'.

        Optional argument sep specifies the separator between date and
        time, default 'T'.
        """
        s = ("%04d-%02d-%02d%c" % (self._year, self._month, self._day, sep) +
             _format_time(self._hour, self._minute, self._second,
                          self._microsecond, timespec))
        tz = _format_offset(self.utcoffset())
        if tz:
            s += tz
        return s

    def __repr__(self):
        """Convert to formal string, for repr()."""
        L = [self._year, self._month, self._day,
             self._hour, self._minute, self._second, self._microsecond]
        if L[-1] == 0:
            del L[-1]
        if L[-1] == 0:
            del L[-1]
        s = "%s.%s(%s)" % (_module_name(self), self.__class__.__qualname__,
                           ", ".join(map(str, L)))
        if self._tzinfo is not None:
            assert s[-1:] == ")"
            s = s[:-1] + ", tzinfo=%r" % self._tzinfo + ")"
        if self._fold:
            assert s[-1:] == ")"
            s = s[:-1] + ", fold=1)"
        return s

    def __str__(self):
        "Convert to string, for str()."
        return self.isoformat(sep=' ')

    @classmethod
    def strptime(cls, date_string, format):
        'string, format -> new datetime parsed from a string (like time.strptime()).'
        return _strptime_datetime(cls, date_string, format)

    def utcoffset(self):
        """Return the timezone offset as timedelta positive east of UTC (negative west of
        UTC)."""
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.utcoffset(self)
        _check_utc_offset("utcoffset", offset)
        return offset

    def tzname(self):
        """Return the timezone name."""
        if self._tzinfo is None:
            return None
        name = self._tzinfo.tzname(self)
        if name is not None and not isinstance(name, str):
            raise TypeError("tzinfo.tzname() must return None or string, not '%s'" % type(name).__name__)
        return name

    def dst(self):
        """Return 0 if DST is not in effect, or the DST offset (as timedelta
        positive eastward) if DST is in effect."""
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.dst(self)
        _check_utc_offset("dst", offset)
        return offset

    def _key(self):
        return (self._year, self._month, self._day, self._hour, self._minute,
                self._second, self._microsecond)

    def _cmp(self, other, allow_mixed=False):
        mytz = self._tzinfo
        ottz = other._tzinfo
        myoff = otoff = None
        if mytz is ottz:
            base_compare = True
        else:
            myoff = self.utcoffset()
            otoff = other.utcoffset()
            if allow_mixed:
                if myoff != self.replace(fold=not self.fold).utcoffset():
                    return 2
                if otoff != other.replace(fold=not other.fold).utcoffset():
                    return 2
            base_compare = myoff == otoff
        if base_compare:
            return _cmp(self._key(), other._key())
        if myoff is None or otoff is None:
            if allow_mixed:
                return 2
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        diff = self - other
        if diff.days < 0:
            return -1
        return diff and 1 or 0

    def __eq__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, allow_mixed=True) == 0
        elif not isinstance(other, date):
            return NotImplemented
        return False

    def __le__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) <= 0
        elif not isinstance(other, date):
            return NotImplemented
        _cmperror(self, other)

    def __lt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) < 0
        elif not isinstance(other, date):
            return NotImplemented
        _cmperror(self, other)

    def __ge__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) >= 0
        elif not isinstance(other, date):
            return NotImplemented
        _cmperror(self, other)

    def __gt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) > 0
        elif not isinstance(other, date):
            return NotImplemented
        _cmperror(self, other)

    def __add__(self, other):
        "Add a datetime and a timedelta."
        if not isinstance(other, timedelta):
            return NotImplemented
        delta = timedelta(self.toordinal(),
                          hours=self._hour,
                          minutes=self._minute,
                          seconds=self._second,
                          microseconds=self._microsecond)
        delta += other
        hour, rem = divmod(delta.seconds, 3600)
        minute, second = divmod(rem, 60)
        if 0 < delta.days <= _MAXORDINAL:
            return type(self).combine(date.fromordinal(delta.days),
                                      time(hour, minute, second,
                                           delta.microseconds,
                                           tzinfo=self._tzinfo))
        raise OverflowError("date value out of range")

    __radd__ = __add__

    def __sub__(self, other):
        "Subtract two datetimes, or a datetime and a timedelta."
        if not isinstance(other, datetime):
            if isinstance(other, timedelta):
                return self + -other
            return NotImplemented
        days1 = self.toordinal()
        days2 = other.toordinal()
        secs1 = self._second + self._minute * 60 + self._hour * 3600
        secs2 = other._second + other._minute * 60 + other._hour * 3600
        base = timedelta(days1 - days2,
                         secs1 - secs2,
                         self._microsecond - other._microsecond)
        if self._tzinfo is other._tzinfo:
            return base
        myoff = self.utcoffset()
        otoff = other.utcoffset()
        if myoff == otoff:
            return base
        if myoff is None or otoff is None:
            raise TypeError("can't subtract offset-naive and offset-aware datetimes")
        return base + otoff - myoff

    def __hash__(self):
        if self._hashcode == -1:
            t = self.replace(fold=0) if self.fold else self
            tzoff = t.utcoffset()
            if tzoff is None:
                self._hashcode = hash(t._key())
            else:
                days = _ymd2ord(self.year, self.month, self.day)
                seconds = self.hour * 3600 + self.minute * 60 + self.second
                self._hashcode = hash(timedelta(days, seconds, self.microsecond) - tzoff)
        return self._hashcode

    def __reduce__(self):
        args = (self._year, self._month, self._day, self._hour, self._minute,
                self._second, self._microsecond)
        if self._tzinfo is not None:
            args += (self._tzinfo,)
        return (self.__class__, args)


_date_class = date
_time_class = time


def _cmperror(x, y):
    raise TypeError("can't compare '%s' to '%s'" % (type(x).__name__, type(y).__name__))


def _find_date_end(s):
    """Index of the date/time separator of an ISO datetime string (len(s) if none)."""
    # The date is 'YYYY-MM-DD' (10), 'YYYYMMDD' (8), 'YYYY-Www-D' (10), 'YYYYWwwD' (8),
    # 'YYYY-Www' (8) or 'YYYYWww' (7).
    n = len(s)
    if n >= 8 and s[4] == '-':
        if s[5] == 'W':
            return 10 if n > 8 and s[8] == '-' else 8
        return 10
    if s[4:5] == 'W':
        return 8 if n > 7 and s[7:8].isdigit() else 7
    return 8


datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = timedelta(microseconds=1)


class timezone(tzinfo):
    """Fixed offset from UTC implementation of tzinfo."""

    __slots__ = '_offset', '_name'

    _Omitted = object()

    def __new__(cls, offset, name=_Omitted):
        if not isinstance(offset, timedelta):
            raise TypeError("timezone() argument 1 must be datetime.timedelta, not %s"
                            % type(offset).__name__)
        if name is cls._Omitted:
            if not offset:
                return cls.utc
            name = None
        elif not isinstance(name, str):
            raise TypeError("timezone() argument 2 must be str, not %s" % type(name).__name__)
        if not cls._minoffset <= offset <= cls._maxoffset:
            raise ValueError("offset must be a timedelta "
                             "strictly between -timedelta(hours=24) and "
                             "timedelta(hours=24), not %r." % (offset,))
        return cls._create(offset, name)

    @classmethod
    def _create(cls, offset, name=None):
        self = tzinfo.__new__(cls)
        self._offset = offset
        self._name = name
        return self

    def __getinitargs__(self):
        """pickle support"""
        if self._name is None:
            return (self._offset,)
        return (self._offset, self._name)

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        """Convert to formal string, for repr()."""
        if self is self.utc:
            return 'datetime.timezone.utc'
        if self._name is None:
            return "%s.%s(%r)" % ('datetime', self.__class__.__qualname__, self._offset)
        return "%s.%s(%r, %r)" % ('datetime', self.__class__.__qualname__,
                                  self._offset, self._name)

    def __str__(self):
        return self.tzname(None)

    def utcoffset(self, dt):
        if isinstance(dt, datetime) or dt is None:
            return self._offset
        raise TypeError("utcoffset() argument must be a datetime instance"
                        " or None")

    def tzname(self, dt):
        if isinstance(dt, datetime) or dt is None:
            if self._name is None:
                return self._name_from_offset(self._offset)
            return self._name
        raise TypeError("tzname() argument must be a datetime instance"
                        " or None")

    def dst(self, dt):
        if isinstance(dt, datetime) or dt is None:
            return None
        raise TypeError("dst() argument must be a datetime instance"
                        " or None")

    def fromutc(self, dt):
        if isinstance(dt, datetime):
            if dt.tzinfo is not self:
                raise ValueError("fromutc: dt.tzinfo "
                                 "is not self")
            return dt + self._offset
        raise TypeError("fromutc() argument must be a datetime instance"
                        " or None")

    _maxoffset = timedelta(hours=24, microseconds=-1)
    _minoffset = -_maxoffset

    @staticmethod
    def _name_from_offset(delta):
        if not delta:
            return 'UTC'
        if delta < timedelta(0):
            sign = '-'
            delta = -delta
        else:
            sign = '+'
        hours, rest = divmod(delta, timedelta(hours=1))
        minutes, rest = divmod(rest, timedelta(minutes=1))
        seconds = rest.seconds
        microseconds = rest.microseconds
        if microseconds:
            return (f'UTC{sign}{hours:02d}:{minutes:02d}:{seconds:02d}'
                    f'.{microseconds:06d}')
        if seconds:
            return f'UTC{sign}{hours:02d}:{minutes:02d}:{seconds:02d}'
        return f'UTC{sign}{hours:02d}:{minutes:02d}'


UTC = timezone.utc = timezone._create(timedelta(0))
timezone.min = timezone._create(-timedelta(hours=23, minutes=59))
timezone.max = timezone._create(timedelta(hours=23, minutes=59))
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


# --- strptime: the common directives, C locale ---

_STRPTIME_FIELDS = {
    'd': r'(?P<d>3[01]|[12]\d|0[1-9]|[1-9]| [1-9])',
    'f': r'(?P<f>[0-9]{1,6})',
    'H': r'(?P<H>2[0-3]|[0-1]\d|\d)',
    'I': r'(?P<I>1[0-2]|0[1-9]|[1-9])',
    'j': r'(?P<j>36[0-6]|3[0-5]\d|[12]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9])',
    'm': r'(?P<m>1[0-2]|0[1-9]|[1-9])',
    'M': r'(?P<M>[0-5]\d|\d)',
    'S': r'(?P<S>6[0-1]|[0-5]\d|\d)',
    'w': r'(?P<w>[0-6])',
    'u': r'(?P<u>[1-7])',
    'y': r'(?P<y>\d\d)',
    'Y': r'(?P<Y>\d\d\d\d)',
    'z': r'(?P<z>[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z))',
    'b': r'(?P<b>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)',
    'B': r'(?P<B>january|february|march|april|may|june|july|august|september|october|november|december)',
    'a': r'(?P<a>mon|tue|wed|thu|fri|sat|sun)',
    'A': r'(?P<A>monday|tuesday|wednesday|thursday|friday|saturday|sunday)',
    'p': r'(?P<p>am|pm)',
    'Z': r'(?P<Z>utc|gmt)',
    '%': '%',
}
_FULL_MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august',
                'september', 'october', 'november', 'december']


def _strptime_datetime(cls, data_string, format):
    import re
    if not isinstance(data_string, str):
        raise TypeError("strptime() argument 1 must be str, not %s" % type(data_string).__name__)
    if not isinstance(format, str):
        raise TypeError("strptime() argument 2 must be str, not %s" % type(format).__name__)
    expanded = format.replace('%c', '%a %b %d %H:%M:%S %Y').replace('%x', '%m/%d/%y') \
                     .replace('%X', '%H:%M:%S').replace('%D', '%m/%d/%y').replace('%T', '%H:%M:%S') \
                     .replace('%R', '%H:%M')
    pattern = []
    seen = set()
    i = 0
    while i < len(expanded):
        c = expanded[i]
        if c == '%' and i + 1 < len(expanded):
            d = expanded[i + 1]
            if d not in _STRPTIME_FIELDS:
                raise ValueError("'%s' is a bad directive in format '%s'" % (d, format))
            field = _STRPTIME_FIELDS[d]
            if d in seen and d != '%':
                field = '(?P=%s)' % d
            seen.add(d)
            pattern.append(field)
            i += 2
        elif c == '%':
            raise ValueError("stray %% in format '%s'" % format)
        elif c.isspace():
            pattern.append(r'\s+')
            while i < len(expanded) and expanded[i].isspace():
                i += 1
        else:
            pattern.append(re.escape(c))
            i += 1
    regex = re.compile(''.join(pattern), re.IGNORECASE)
    found = regex.match(data_string)
    if not found:
        raise ValueError("time data %r does not match format %r" % (data_string, format))
    if len(data_string) != found.end():
        raise ValueError("unconverted data remains: %s" % data_string[found.end():])
    g = found.groupdict()
    year = 1900
    month = day = 1
    hour = minute = second = fraction = 0
    tz = None
    if g.get('Y') is not None:
        year = int(g['Y'])
    elif g.get('y') is not None:
        year = int(g['y'])
        year += 2000 if year <= 68 else 1900
    if g.get('m') is not None:
        month = int(g['m'])
    elif g.get('B') is not None:
        month = _FULL_MONTHS.index(g['B'].lower()) + 1
    elif g.get('b') is not None:
        month = [m[:3] for m in _FULL_MONTHS].index(g['b'].lower()) + 1
    if g.get('d') is not None:
        day = int(g['d'])
    if g.get('H') is not None:
        hour = int(g['H'])
    elif g.get('I') is not None:
        hour = int(g['I'])
        ampm = (g.get('p') or '').lower()
        if ampm == 'pm' and hour != 12:
            hour += 12
        elif ampm == 'am' and hour == 12:
            hour = 0
    if g.get('M') is not None:
        minute = int(g['M'])
    if g.get('S') is not None:
        second = int(g['S'])
    if g.get('f') is not None:
        fraction = int(g['f'] + '0' * (6 - len(g['f'])))
    if g.get('j') is not None and g.get('m') is None and g.get('b') is None and g.get('B') is None:
        ordinal = date(year, 1, 1).toordinal() + int(g['j']) - 1
        y, month, day = _ord2ymd(ordinal)
    if g.get('z') is not None:
        z = g['z']
        if z == 'Z' or z == 'z':
            tz = timezone.utc
        else:
            z = z.replace(':', '')
            sign = -1 if z[0] == '-' else 1
            hours = int(z[1:3])
            minutes = int(z[3:5])
            seconds = int(z[5:7] or 0)
            micro = z[8:] if len(z) > 8 else ''
            micro = int(micro + '0' * (6 - len(micro))) if micro else 0
            offset = timedelta(hours=hours, minutes=minutes, seconds=seconds, microseconds=micro)
            tz = timezone(sign * offset)
    elif g.get('Z') is not None:
        tz = None
    if second == 61:
        second = 59
    return cls(year, month, day, hour, minute, second, fraction, tz)
