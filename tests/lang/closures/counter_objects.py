def make_account(balance):
    def deposit(n):
        nonlocal balance
        balance += n
        return balance
    def withdraw(n):
        nonlocal balance
        if n > balance:
            raise ValueError("insufficient funds")
        balance -= n
        return balance
    def get():
        return balance
    return deposit, withdraw, get
d, w, g = make_account(100)
d(50); w(30)
print(g())
try:
    w(1000)
except ValueError as e:
    print(e, g())
