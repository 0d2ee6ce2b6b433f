print("never")
x = = 1
