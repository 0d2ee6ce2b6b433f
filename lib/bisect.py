"""bisect: keep a sorted sequence sorted, by binary search.

The search and insertion functions are native (_bisect, src/stdlib/bisect_module.cpp);
this module names them as CPython's does and adds the short aliases bisect (=
bisect_right) and insort (= insort_right).
"""

from _bisect import bisect_left, bisect_right, insort_left, insort_right

bisect = bisect_right
insort = insort_right
