exit(4)
