# A started but never joined (non-daemon) thread still runs before the interpreter exits:
# CPython's finalisation waits for it through threading._shutdown().
import threading

results = []


def work(n):
    results.append(n * n)
    print("worker ran", n, results)


threading.Thread(target=work, args=(7,)).start()
