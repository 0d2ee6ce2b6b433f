# format(complex, spec) over a table of values and specs, and the spec errors; CPython 3.11.
vals = [1+2j, -1.5-0j, complex(0.0, -0.0), complex(-0.0, 2), 1234567.125+0.5j, complex(float('inf'), float('nan')), 1e-7+1e20j, 3j, complex(2, 0)]
specs = ['', '10', '<20', '^20', '*>20', '+', ' ', '-', ',', '_', '.3', '.0', '#', 'e', '.2e', 'E', 'f', '.1f', 'F', 'g', '.3g', 'G', 'n', '#g', '+.2f', 'z.1f', ',.2f', '20.3e', 'x<25.4g', '#.0f', '+10', ' .2', 'z']
for v in vals:
    for s in specs:
        try: r = format(v, s)
        except Exception as e: r = type(e).__name__ + ': ' + str(e)
        print(repr(v), repr(s), repr(r))
for s in ['05', '=10', 'd', '%', 'b', '010.2f', '0<10', 's', 'c', ',d', 'zz']:
    try: print(s, format(1+1j, s))
    except Exception as e: print(s, type(e).__name__, e)
print(format(1234567+0j, ','), format(1234567.5+1234j, '_'))
for v in [1e16+1e-7j, complex(-1e300, 5e-324), complex(float('nan'), -float('inf'))]:
    for s in ['#', '#10', '+#', '', '.15', '#.3', 'e', '#e', '.0e', '_']:
        print(repr(v), repr(s), repr(format(v, s)))
print(f"{1+2j!r:>12}|{3j:^9}|{-2j:*<8.1f}|{1.5+0j:+}")
