a = 1
b = (a +
     "x")
