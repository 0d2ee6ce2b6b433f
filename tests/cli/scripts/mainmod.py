import sys
print("running", __name__, sys.argv[1:])
