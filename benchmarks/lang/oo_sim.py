# OO simulation: a bank with accounts, customers and a ledger, driven by a small
# deterministic random generator. Leans on method calls, attribute loads/stores,
# properties, inheritance and super().


class Rng:
    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        return self.state

    def below(self, n):
        return self.next() % n


class Account:
    kind = "plain"

    def __init__(self, number, owner):
        self.number = number
        self.owner = owner
        self._balance = 0
        self.history = []

    @property
    def balance(self):
        return self._balance

    def deposit(self, amount):
        self._balance += amount
        self.history.append(amount)

    def withdraw(self, amount):
        if amount > self._balance:
            return False
        self._balance -= amount
        self.history.append(-amount)
        return True

    def month_end(self):
        if len(self.history) > 8:
            self.history = self.history[-4:]


class Savings(Account):
    kind = "savings"

    def __init__(self, number, owner, rate):
        super().__init__(number, owner)
        self.rate = rate

    def month_end(self):
        super().month_end()
        self._balance += self._balance * self.rate // 1000


class Checking(Account):
    kind = "checking"

    def withdraw(self, amount):
        if amount > self._balance + 500:
            return False
        self._balance -= amount
        self.history.append(-amount)
        return True


class Customer:
    def __init__(self, name):
        self.name = name
        self.accounts = []

    def total(self):
        return sum(a.balance for a in self.accounts)


class Bank:
    def __init__(self, rng):
        self.rng = rng
        self.customers = []
        self.accounts = []
        self.failed = 0

    def open(self, customer):
        n = len(self.accounts)
        if n % 3 == 0:
            acc = Savings(n, customer, 1 + n % 7)
        elif n % 3 == 1:
            acc = Checking(n, customer)
        else:
            acc = Account(n, customer)
        customer.accounts.append(acc)
        self.accounts.append(acc)
        return acc

    def transfer(self, src, dst, amount):
        if src.withdraw(amount):
            dst.deposit(amount)
        else:
            self.failed += 1

    def day(self):
        rng = self.rng
        accts = self.accounts
        n = len(accts)
        for _ in range(200):
            a = accts[rng.below(n)]
            b = accts[rng.below(n)]
            op = rng.below(3)
            if op == 0:
                a.deposit(rng.below(1000))
            elif op == 1:
                self.transfer(a, b, rng.below(700))
            else:
                a.withdraw(rng.below(300))

    def month(self):
        for _ in range(30):
            self.day()
        for a in self.accounts:
            a.month_end()


def main():
    bank = Bank(Rng(42))
    for i in range(60):
        c = Customer("c%d" % i)
        bank.customers.append(c)
        for _ in range(1 + i % 3):
            bank.open(c)
    for _ in range(36):
        bank.month()
    kinds = {}
    for a in bank.accounts:
        kinds[a.kind] = kinds.get(a.kind, 0) + a.balance
    richest = max(bank.customers, key=lambda c: c.total())
    print(sorted(kinds.items()))
    print(richest.name, richest.total(), bank.failed)


main()
