x = None
y = x.attr
