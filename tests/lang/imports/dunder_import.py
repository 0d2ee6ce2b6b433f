m = __import__("math")
print(m.sqrt(4))
p = __import__("pkg.util")
print(p.__name__)
