# Files read by stdlib_doctest.py (a package: not run alone).
