for x in [-5, 0, 5, 50]:
    if x < 0:
        print(x, "negative")
    elif x == 0:
        print(x, "zero")
    elif x < 10:
        print(x, "small")
    else:
        print(x, "large")
if []:
    print("no")
elif {}:
    print("no")
else:
    print("empty containers are false")
