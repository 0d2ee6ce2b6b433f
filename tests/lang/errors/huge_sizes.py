# Huge sizes are an immediate MemoryError (or CPython's OverflowError/ValueError), never a
# slow fill of memory: repetition, padding, format width/precision, %-width, list(range).
tests = [
 "b'x' * 10**12", "b'xy' * 2**62", "'xy' * 2**62", "'x' * 10**12", "bytearray(b'x') * 10**12",
 "'x'.ljust(10**12)", "'x'.rjust(10**12, 'é')", "'x'.center(2**62)", "'x'.zfill(10**12)", "'x'.ljust(2**63)",
 "'\\t'.expandtabs(2**62)", "'\\t\\t'.expandtabs(2**62)", "'a\\tb'.expandtabs(10**12)",
 "list(range(10**12))", "list(range(2**62))",
 "'{:.10000000000}'.format(1.5)", "'{:1000000000000}'.format(1)", "format('x', '1000000000000')", "'%1000000000000d' % 1", "list(range(10**20))", "'{:<1000000000000}'.format('x')", "'{:.10000000000f}'.format(1.5)", 
 "f'{1:{10**12}}'", "'{:99999999999999999999}'.format(1)", "'%*d' % (10**12, 1)", "'%.*f' % (10**12, 1.0)",
 "'%*s' % (10**12, 'x')", "'%.*d' % (10**12, 1)",
]
for t in tests:
    try:
        r = eval(t)
        print(t, "->", len(r))
    except Exception as e:
        print(t, "->", type(e).__name__, e)
