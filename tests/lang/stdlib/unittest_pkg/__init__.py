# Test modules found by stdlib_unittest_loader.py's discovery (a package: not run alone).
