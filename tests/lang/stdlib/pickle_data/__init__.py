# Pickles made by CPython 3.11 for stdlib_pickle.py (a package: not run alone).
