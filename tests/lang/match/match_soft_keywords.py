# `match` and `case` stay ordinary names outside a match statement.
match = 1
case = 2
print(match, case)
match, case = case, match
print(match, case)
def match(x):
    return ("called", x)
print(match(3))
print(match (4))
match = [10, 20]
print(match[0], match [1])
match: int = 5
print(match)
match = {"a": 1}
print(match ["a"])
class case:
    match = "attr"
print(case.match)
match = 3
match -1:
    case 2:
        print("unary subject: 2")
    case _:
        print("unary subject: other")
match match:
    case case.match:
        print("no")
    case match:
        print("a capture named match:", match)
match = lambda *a: a
print(match(1, 2))
print([match for match in range(3)])
case = 7
match case, match:
    case (7, f) if f(1) == (1,):
        print("tuple subject with names match and case")
match (1):
    case 1:
        print("parenthesised subject")
x = 0
match x:
    case 0: print("one-line case")
match *[1, 2], 3:
    case [1, 2, 3]:
        print("starred subject")
match (y := 5):
    case 5:
        print("walrus subject", y)
print(match.__name__)
