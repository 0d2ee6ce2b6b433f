# argparse: parse_intermixed_args / parse_known_intermixed_args.
import argparse
import io
import sys


def run(fn, args):
    err = io.StringIO()
    sys.stderr = err
    try:
        try:
            res = repr(fn(args))
        except SystemExit as e:
            res = 'exit %r' % (e.code,)
        except TypeError as e:
            res = 'TypeError %s' % e
    finally:
        sys.stderr = sys.__stderr__
    print(args, '->', res)
    if err.getvalue():
        print('  stderr:', repr(err.getvalue()))


p = argparse.ArgumentParser(prog='mix')
p.add_argument('--foo')
p.add_argument('-v', action='store_true')
p.add_argument('--req', required=True)
p.add_argument('cmd')
p.add_argument('rest', nargs='*', type=int)
for args in [['--req', 'r', 'doit', '1', '--foo', 'bar', '2', '-v', '3'],
             ['doit', '1', '2', '--req', 'r'], ['doit', '1'], ['--req', 'r'],
             ['--req', 'r', 'c', '1', 'x'], ['--req', 'r', 'c', '--zz', '5']]:
    run(p.parse_intermixed_args, args)
    run(p.parse_args, args)
run(p.parse_known_intermixed_args, ['--req', 'r', 'c', '--zz', '5', '6'])
print(p.format_usage(), end='')

p = argparse.ArgumentParser(prog='rem')
p.add_argument('x', nargs='...')
run(p.parse_intermixed_args, ['a'])
p = argparse.ArgumentParser(prog='grp')
g = p.add_mutually_exclusive_group()
g.add_argument('x', nargs='?')
run(p.parse_intermixed_args, ['a'])
p = argparse.ArgumentParser(prog='mx')
g = p.add_mutually_exclusive_group(required=True)
g.add_argument('--a', action='store_true')
g.add_argument('--b', action='store_true')
p.add_argument('n', type=int)
for args in [['1', '--a'], ['1'], ['--a', '--b', '2']]:
    run(p.parse_intermixed_args, args)
