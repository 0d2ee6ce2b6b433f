"""`tensorpy -m zipfile`: the command line of zipfile.main()."""
from zipfile import main
main()
