# argparse: edge cases of mutually exclusive groups, fromfile_prefix_chars, reprs, short options.
import argparse, io, sys, os
os.environ['COLUMNS']='80'
p = argparse.ArgumentParser(prog='e')
g = p.add_mutually_exclusive_group(required=True)
g.add_argument('--only')
g2 = p.add_mutually_exclusive_group()
g2.add_argument('--one')
p.add_argument('--mid')
g3 = p.add_mutually_exclusive_group()
g3.add_argument('--x', action='store_true')
g3.add_argument('pos', nargs='?')
g4 = p.add_mutually_exclusive_group()
g4.add_argument('--n1', action='store_true')
p.add_argument('--sep')
g4.add_argument('--n2', action='store_true')
print(p.format_help())
for a in [['--only', '1'], ['--only', '1', '--x', 'p'], ['--only=2', '--n1', '--n2'], []]:
    try:
        sys.stderr = io.StringIO()
        print(p.parse_args(a))
    except SystemExit as e:
        print('exit', e.code, sys.stderr.getvalue())
    sys.stderr = sys.__stderr__
p = argparse.ArgumentParser(prog='s', fromfile_prefix_chars='@')
p.add_argument('--a'); p.add_argument('b', nargs='*', choices=['u','v'])
open('/tmp/tensorpy_argparse_args.txt','w').write('--a\n1\nu\n')
print(p.parse_args(['@/tmp/tensorpy_argparse_args.txt', 'v']))
sys.stderr = io.StringIO()
try: p.parse_args(['@/tmp/tensorpy_argparse_nonexist'])
except SystemExit as e: print('exit', e.code, sys.stderr.getvalue())
try: p.parse_args([])
except SystemExit as e: print('exit', e.code, sys.stderr.getvalue())
sys.stderr = sys.__stderr__
print(repr(p._actions[1]))
print(repr(p))
p = argparse.ArgumentParser(prog='s')
p.add_argument('-f', '--file', metavar='FILE NAME', help='x')
p.add_argument('--abc', action='store_true'); p.add_argument('-a', action='store_true')
print(p.parse_args(['-fname', '-a']), p.parse_args(['-f=x']))
print(p.parse_args(['--ab']))
print(argparse.ArgumentError, argparse.Namespace, argparse.FileType('w'), argparse.FileType('rb', 0, encoding='utf-8'))
print(argparse.HelpFormatter)
