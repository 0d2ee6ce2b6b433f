"""`tensorpy -m unittest [args]`: unittest.main with discovery when no test is named."""
import sys
if sys.argv[0].endswith("__main__.py"):
    # The usage line names the command, not the file (as CPython's "python -m unittest").
    sys.argv[0] = "tensorpy -m unittest"

__unittest = True

from unittest.main import main

main(module=None)
