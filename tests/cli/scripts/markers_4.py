values = [1, 2, 3]
total = sum(values) / (len(values) - 3)
