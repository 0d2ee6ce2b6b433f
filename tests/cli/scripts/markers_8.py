items = {}
items["k"] += 1
