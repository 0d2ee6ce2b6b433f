"""fractions: rational numbers of arbitrary precision.

Written for TensorPy from the library reference and the documented hashing of numeric
types. Owns Fraction: construction from ints, rationals, floats, Decimal-like objects
(anything with as_integer_ratio) and strings ("3/4", "-1.5e3", "1_000"); normalised to
lowest terms with a positive denominator; arithmetic with int and Fraction giving a
Fraction and with float/complex giving float/complex; exact comparisons with floats;
limit_denominator (the closest fraction by continued fractions); round half to even;
hash(Fraction(m, n)) == hash of any equal int or float, as CPython's numeric hash rule:
  hash = (|m| mod P) * inverse(n) mod P with the sign of m, P = 2**61 - 1, and
  the infinity hash 314159 when P divides n.
"""

import builtins as _builtins
import math
import operator

__all__ = ['Fraction']

_HASH_MODULUS = 2 ** 61 - 1
_HASH_INF = 314159
# complex is optional here: TensorPy has no complex numbers (a type nothing is an instance of).
_complex = getattr(_builtins, 'complex', type('_no_complex', (), {}))

try:
    import numbers as _numbers
except ImportError:
    _numbers = None


def _is_rational(x):
    if isinstance(x, (int, Fraction)):
        return True
    return _numbers is not None and isinstance(x, _numbers.Rational)


def _parse(text):
    """(numerator, denominator) of a Fraction literal, or None when it is not one."""
    s = text.strip()
    sign = 1
    if s[:1] in ('+', '-'):
        if s[0] == '-':
            sign = -1
        s = s[1:]

    def digits(part, allow_empty=False):
        # ASCII digits with single underscores between them.
        if part == '':
            return allow_empty
        if part[0] == '_' or part[-1] == '_' or '__' in part:
            return False
        return all(c in '0123456789_' for c in part)

    if '/' in s:
        num, _, den = s.partition('/')
        if not (digits(num) and digits(den)):
            return None
        return sign * int(num), int(den)
    mantissa, exp = s, 0
    for marker in ('e', 'E'):
        if marker in mantissa:
            mantissa, _, e = mantissa.partition(marker)
            esign = 1
            if e[:1] in ('+', '-'):
                esign = -1 if e[0] == '-' else 1
                e = e[1:]
            if not digits(e):
                return None
            exp = esign * int(e)
            break
    whole, dot, frac = mantissa.partition('.')
    if not digits(whole, allow_empty=bool(dot)) or not digits(frac, allow_empty=True):
        return None
    if whole == '' and frac == '':
        return None
    if not dot and frac:
        return None
    frac = frac.replace('_', '')
    n = int(whole or '0') * 10 ** len(frac) + int(frac or '0')
    d = 10 ** len(frac)
    if exp >= 0:
        n *= 10 ** exp
    else:
        d *= 10 ** -exp
    return sign * n, d


class Fraction:
    """This class implements rational numbers.

    In the two-argument form of the constructor, Fraction(8, 6) will
    produce a rational number equivalent to 4/3. Both arguments must
    be Rational. The numerator defaults to 0 and the denominator
    defaults to 1 so that Fraction(3) == 3 and Fraction() == 0.

    Fractions can also be constructed from:

      - numeric strings similar to those accepted by the
        float constructor (for example, '-2.3' or '1e10')

      - strings of the form '123/456'

      - float and Decimal instances

      - other Rational instances (including integers)

    """

    __slots__ = ('_numerator', '_denominator')

    def __new__(cls, numerator=0, denominator=None, *, _normalize=True):
        self = super(Fraction, cls).__new__(cls)
        if denominator is None:
            if type(numerator) is int:
                self._numerator = numerator
                self._denominator = 1
                return self
            if _is_rational(numerator):
                self._numerator = numerator.numerator
                self._denominator = numerator.denominator
                return self
            if isinstance(numerator, float) or type(numerator).__name__ == 'Decimal':
                self._numerator, self._denominator = numerator.as_integer_ratio()
                return self
            if isinstance(numerator, str):
                parsed = _parse(numerator)
                if parsed is None:
                    raise ValueError('Invalid literal for Fraction: %r' % numerator)
                numerator, denominator = parsed
            else:
                raise TypeError("argument should be a string "
                                "or a Rational instance")
        elif type(numerator) is int is type(denominator):
            pass
        elif _is_rational(numerator) and _is_rational(denominator):
            numerator, denominator = (
                numerator.numerator * denominator.denominator,
                denominator.numerator * numerator.denominator
            )
        else:
            raise TypeError("both arguments should be "
                            "Rational instances")
        if denominator == 0:
            raise ZeroDivisionError('Fraction(%s, 0)' % numerator)
        if _normalize:
            g = math.gcd(numerator, denominator)
            if denominator < 0:
                g = -g
            numerator //= g
            denominator //= g
        self._numerator = numerator
        self._denominator = denominator
        return self

    @classmethod
    def from_float(cls, f):
        """Converts a finite float to a rational number, exactly.

        Beware that Fraction.from_float(0.3) != Fraction(3, 10).

        """
        if isinstance(f, int):
            return cls(f)
        elif not isinstance(f, float):
            raise TypeError("%s.from_float() only takes floats, not %r (%s)" %
                            (cls.__name__, f, type(f).__name__))
        return cls(*f.as_integer_ratio())

    @classmethod
    def from_decimal(cls, dec):
        """Converts a finite Decimal instance to a rational number, exactly."""
        if isinstance(dec, int):
            return cls(dec)
        if type(dec).__name__ != 'Decimal':
            raise TypeError(
                "%s.from_decimal() only takes Decimals, not %r (%s)" %
                (cls.__name__, dec, type(dec).__name__))
        return cls(*dec.as_integer_ratio())

    def as_integer_ratio(self):
        """Return the integer ratio as a tuple.

        Return a tuple of two integers, whose ratio is equal to the
        Fraction and with a positive denominator.
        """
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        """Closest Fraction to self with denominator at most max_denominator.

        >>> Fraction('3.141592653589793').limit_denominator(10)
        Fraction(22, 7)
        >>> Fraction('3.141592653589793').limit_denominator(100)
        Fraction(311, 99)
        >>> Fraction(4321, 8765).limit_denominator(10000)
        Fraction(4321, 8765)
        """
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)
        # Convergents h/k of the continued fraction of self, stopping before the first
        # whose denominator exceeds the bound; the answer is the last convergent or the
        # semiconvergent between it and the one before, whichever is closer (the later
        # convergent on a tie).
        h_prev, k_prev, h, k = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            k_next = k_prev + a * k
            if k_next > max_denominator:
                break
            h_prev, k_prev, h, k = h, k, h_prev + a * h, k_next
            n, d = d, n - a * d
        steps = (max_denominator - k_prev) // k
        semi = Fraction(h_prev + steps * h, k_prev + steps * k)
        conv = Fraction(h, k)
        if abs(conv - self) <= abs(semi - self):
            return conv
        return semi

    @property
    def numerator(a):
        return a._numerator

    @property
    def denominator(a):
        return a._denominator

    def __repr__(self):
        """repr(self)"""
        return '%s(%s, %s)' % (self.__class__.__name__,
                               self._numerator, self._denominator)

    def __str__(self):
        """str(self)"""
        if self._denominator == 1:
            return str(self._numerator)
        return '%s/%s' % (self._numerator, self._denominator)

    # --- arithmetic: Fraction op (int | Fraction) -> Fraction, float -> float,
    # complex -> complex; anything else NotImplemented.

    def _binary(op, float_op, name):
        def forward(a, b):
            if isinstance(b, (int, Fraction)) or _is_rational(b):
                return op(a, b)
            if isinstance(b, float):
                return float_op(float(a), b)
            if isinstance(b, _complex):
                return float_op(_complex(a), b)
            return NotImplemented
        forward.__name__ = '__' + name + '__'

        def reverse(b, a):
            if _is_rational(a):
                return op(Fraction(a), b)
            if isinstance(a, float):
                return float_op(a, float(b))
            if isinstance(a, _complex):
                return float_op(a, _complex(b))
            return NotImplemented
        reverse.__name__ = '__r' + name + '__'
        return forward, reverse

    def _add(a, b):
        da, db = a.denominator, b.denominator
        return Fraction(a.numerator * db + b.numerator * da, da * db)

    def _sub(a, b):
        da, db = a.denominator, b.denominator
        return Fraction(a.numerator * db - b.numerator * da, da * db)

    def _mul(a, b):
        return Fraction(a.numerator * b.numerator, a.denominator * b.denominator)

    def _div(a, b):
        if b.numerator == 0:
            # CPython reduces a's numerator against b's (0) first: the sign remains.
            na = a.numerator
            raise ZeroDivisionError('Fraction(%s, 0)' % ((na > 0) - (na < 0)))
        return Fraction(a.numerator * b.denominator, a.denominator * b.numerator)

    def _floordiv(a, b):
        return (a.numerator * b.denominator) // (a.denominator * b.numerator)

    def _divmod(a, b):
        da, db = a.denominator, b.denominator
        div, n_mod = divmod(a.numerator * db, da * b.numerator)
        return div, Fraction(n_mod, da * db)

    def _mod(a, b):
        da, db = a.denominator, b.denominator
        return Fraction((a.numerator * db) % (b.numerator * da), da * db)

    __add__, __radd__ = _binary(_add, operator.add, 'add')
    __sub__, __rsub__ = _binary(_sub, operator.sub, 'sub')
    __mul__, __rmul__ = _binary(_mul, operator.mul, 'mul')
    __truediv__, __rtruediv__ = _binary(_div, operator.truediv, 'truediv')
    __floordiv__, __rfloordiv__ = _binary(_floordiv, operator.floordiv, 'floordiv')
    __divmod__, __rdivmod__ = _binary(_divmod, divmod, 'divmod')
    __mod__, __rmod__ = _binary(_mod, operator.mod, 'mod')

    def __pow__(a, b):
        """a ** b

        If b is not an integer, the result will be a float or complex
        since roots are generally irrational. If b is an integer, the
        result will be rational.

        """
        if _is_rational(b):
            if b.denominator == 1:
                power = b.numerator
                if power >= 0:
                    return Fraction(a._numerator ** power,
                                    a._denominator ** power,
                                    _normalize=False)
                elif a._numerator >= 0:
                    return Fraction(a._denominator ** -power,
                                    a._numerator ** -power,
                                    _normalize=False)
                else:
                    return Fraction((-a._denominator) ** -power,
                                    (-a._numerator) ** -power,
                                    _normalize=False)
            else:
                return float(a) ** float(b)
        else:
            return float(a) ** b

    def __rpow__(b, a):
        """a ** b"""
        if b._denominator == 1 and b._numerator >= 0:
            return a ** b._numerator
        if _is_rational(a):
            return Fraction(a.numerator, a.denominator) ** b
        if b._denominator == 1:
            return a ** b._numerator
        return a ** float(b)

    def __pos__(a):
        """+a: Coerces a subclass instance to Fraction"""
        return Fraction(a._numerator, a._denominator, _normalize=False)

    def __neg__(a):
        """-a"""
        return Fraction(-a._numerator, a._denominator, _normalize=False)

    def __abs__(a):
        """abs(a)"""
        return Fraction(abs(a._numerator), a._denominator, _normalize=False)

    def __int__(a, _index=operator.index):
        """int(a)"""
        if a._numerator < 0:
            return _index(-(-a._numerator // a._denominator))
        else:
            return _index(a._numerator // a._denominator)

    def __trunc__(a):
        """math.trunc(a)"""
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        else:
            return a._numerator // a._denominator

    def __floor__(a):
        """math.floor(a)"""
        return a._numerator // a._denominator

    def __ceil__(a):
        """math.ceil(a)"""
        return -(-a._numerator // a._denominator)

    def __round__(self, ndigits=None):
        """round(self, ndigits)

        Rounds half toward even.
        """
        if ndigits is None:
            floor, remainder = divmod(self._numerator, self._denominator)
            if remainder * 2 < self._denominator:
                return floor
            elif remainder * 2 > self._denominator:
                return floor + 1
            elif floor % 2 == 0:
                return floor
            else:
                return floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        else:
            return Fraction(round(self / shift) * shift)

    def __float__(a):
        """float(self) = self.numerator / self.denominator"""
        return a._numerator / a._denominator

    def __hash__(self):
        """hash(self)"""
        try:
            dinv = pow(self._denominator, -1, _HASH_MODULUS)
        except ValueError:
            # The denominator is a multiple of the modulus: the infinity hash.
            hash_ = _HASH_INF
        else:
            hash_ = hash(hash(abs(self._numerator)) * dinv)
        result = hash_ if self._numerator >= 0 else -hash_
        return -2 if result == -1 else result

    def __eq__(a, b):
        """a == b"""
        if type(b) is int:
            return a._numerator == b and a._denominator == 1
        if _is_rational(b):
            return (a._numerator == b.numerator and
                    a._denominator == b.denominator)
        if isinstance(b, _complex) and b.imag == 0:
            b = b.real
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return 0.0 == b
            else:
                return a == a.from_float(b)
        return NotImplemented

    def _richcmp(self, other, op):
        if _is_rational(other):
            return op(self._numerator * other.denominator,
                      self._denominator * other.numerator)
        if isinstance(other, float):
            if math.isnan(other) or math.isinf(other):
                return op(0.0, other)
            else:
                return op(self, self.from_float(other))
        return NotImplemented

    def __lt__(a, b):
        """a < b"""
        return a._richcmp(b, operator.lt)

    def __gt__(a, b):
        """a > b"""
        return a._richcmp(b, operator.gt)

    def __le__(a, b):
        """a <= b"""
        return a._richcmp(b, operator.le)

    def __ge__(a, b):
        """a >= b"""
        return a._richcmp(b, operator.ge)

    def __bool__(a):
        """a != 0"""
        return bool(a._numerator)

    # Real and Complex parts, as numbers.Rational provides them.
    @property
    def real(self):
        return +self

    @property
    def imag(self):
        return 0

    def conjugate(self):
        return +self

    def __reduce__(self):
        return (self.__class__, (self._numerator, self._denominator))

    def __copy__(self):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)

    def __deepcopy__(self, memo):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)

    del _binary


if _numbers is not None:
    _numbers.Rational.register(Fraction)
