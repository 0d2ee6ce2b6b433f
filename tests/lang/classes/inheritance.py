class Animal:
    def __init__(self, name):
        self.name = name
    def speak(self):
        return "..."
    def describe(self):
        return f"{self.name} says {self.speak()}"
class Dog(Animal):
    def speak(self):
        return "woof"
class Puppy(Dog):
    def __init__(self, name, age):
        super().__init__(name)
        self.age = age
    def speak(self):
        return super().speak() + "!"
for a in [Animal("generic"), Dog("rex"), Puppy("bit", 1)]:
    print(a.describe())
print(issubclass(Puppy, Animal), isinstance(Puppy("a", 1), Dog), Puppy.__bases__)
print([c.__name__ for c in Puppy.__mro__])
class Base:
    def hello(self):
        return "base"
class Child(Base):
    def hello(self):
        return "child+" + super(Child, self).hello()
print(Child().hello())
