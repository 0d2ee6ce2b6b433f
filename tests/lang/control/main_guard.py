print(__name__)
if __name__ == "__main__":
    print("run as script")
def main():
    return 0
if __name__ == "__main__":
    print("main returned", main())
