# argparse: parsing command lines into Namespaces, errors and their messages.
import argparse
import io
import sys


def run(parser, args):
    """Parses args; prints the Namespace, or what the parser wrote and its exit code."""
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        try:
            ns = parser.parse_args(args)
            res = repr(ns)
        except SystemExit as e:
            res = 'exit %r' % (e.code,)
    finally:
        sys.stdout, sys.stderr = old
    print(args, '->', res)
    if out.getvalue():
        print('  stdout:', repr(out.getvalue()))
    if err.getvalue():
        print('  stderr:', repr(err.getvalue()))


p = argparse.ArgumentParser(prog='prog')
p.add_argument('--foo', type=int, default=3)
p.add_argument('-v', '--verbose', action='count', default=0)
p.add_argument('-q', action='store_true')
p.add_argument('--no-x', dest='x', action='store_false')
p.add_argument('--name', choices=['a', 'b'])
p.add_argument('bar')
p.add_argument('rest', nargs='*')
for args in [['x'], ['x', 'y', 'z'], ['--foo', '5', 'x'], ['--foo=6', 'x'], ['-vvv', 'x'],
             ['-v', '-q', '--verbose', 'x'], ['--no-x', 'x'], ['--name', 'a', 'x'],
             ['--name', 'c', 'x'], [], ['--foo', 'a', 'x'], ['--foo'], ['x', '--bogus'],
             ['--fo', '7', 'x'], ['--ver', 'x'], ['--', '-x', '-y'], ['-qv', 'x'],
             ['-q=1', 'x'], ['--foo', '-3', 'x'], ['x', '-5'], ['x', 'y', '--foo', '1', 'z'],
             ['--verbose=2', 'x']]:
    run(p, args)

# nargs forms and const.
p = argparse.ArgumentParser(prog='n')
p.add_argument('--opt', nargs='?', const='C', default='D')
p.add_argument('--two', nargs=2, type=float)
p.add_argument('--plus', nargs='+')
p.add_argument('--star', nargs='*')
p.add_argument('--app', action='append')
p.add_argument('--ext', action='extend', nargs='+')
p.add_argument('--ac', dest='consts', action='append_const', const=1)
p.add_argument('--sc', action='store_const', const=42)
for args in [[], ['--opt'], ['--opt', 'v'], ['--two', '1', '2.5'], ['--two', '1'],
             ['--plus'], ['--plus', 'a', 'b'], ['--star'], ['--star', 'a'],
             ['--app', '1', '--app', '2'], ['--ext', 'a', 'b', '--ext', 'c'],
             ['--ac', '--ac'], ['--sc'], ['--two', 'x', '1']]:
    run(p, args)

# Positional nargs and REMAINDER.
p = argparse.ArgumentParser(prog='pos')
p.add_argument('a', nargs='?', default='da')
p.add_argument('b', nargs=2)
p.add_argument('--flag', action='store_true')
for args in [['1', '2'], ['1', '2', '3'], ['--flag', '1', '2', '3'], ['1'], ['1', '2', '3', '4']]:
    run(p, args)
p = argparse.ArgumentParser(prog='rem')
p.add_argument('--x')
p.add_argument('cmd')
p.add_argument('args', nargs=argparse.REMAINDER)
for args in [['run', '--x', '1', 'y'], ['--x', '2', 'run'], ['run']]:
    run(p, args)
p = argparse.ArgumentParser(prog='plus')
p.add_argument('files', nargs='+', type=int)
for args in [['1', '2'], [], ['1', 'z']]:
    run(p, args)

# Defaults: SUPPRESS, strings converted by type, set_defaults, argument_default.
p = argparse.ArgumentParser(prog='d', argument_default=argparse.SUPPRESS)
p.add_argument('--a')
p.add_argument('--b', default='7', type=int)
p.set_defaults(c=1, b='9')
run(p, [])
run(p, ['--a', 'z'])
print(p.get_default('b'), p.get_default('c'), p.get_default('zz'))

# Required options and a required mutually exclusive group.
p = argparse.ArgumentParser(prog='req')
p.add_argument('--need', required=True)
g = p.add_mutually_exclusive_group(required=True)
g.add_argument('--a', action='store_true')
g.add_argument('--b', action='store_true')
for args in [[], ['--need', '1'], ['--need', '1', '--a'], ['--need', '1', '--a', '--b']]:
    run(p, args)

# BooleanOptionalAction.
p = argparse.ArgumentParser(prog='bo')
p.add_argument('--color', action=argparse.BooleanOptionalAction, default=True)
for args in [[], ['--no-color'], ['--color'], ['--color=1']]:
    run(p, args)

# Custom actions and types.
class Upper(argparse.Action):
    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values.upper() + '!' + str(option_string))


def even(s):
    n = int(s)
    if n % 2:
        raise argparse.ArgumentTypeError('%d is odd' % n)
    return n


p = argparse.ArgumentParser(prog='cust')
p.add_argument('--up', action=Upper)
p.add_argument('--even', type=even)
p.add_argument('pos', action=Upper)
for args in [['--up', 'abc', 'x'], ['--even', '4', 'y'], ['--even', '3', 'y'],
             ['--even', 'q', 'y']]:
    run(p, args)

# allow_abbrev, prefix_chars, negative-number options, exit_on_error.
p = argparse.ArgumentParser(prog='ab', allow_abbrev=False)
p.add_argument('--long')
run(p, ['--lo', 'x'])
run(p, ['--long', 'x'])
p = argparse.ArgumentParser(prog='amb')
p.add_argument('--alpha')
p.add_argument('--alps')
run(p, ['--al', '1'])
run(p, ['--alp', '1'])
p = argparse.ArgumentParser(prog='plus', prefix_chars='+/')
p.add_argument('+x', action='store_true')
p.add_argument('//long')
run(p, ['+x', '//long', 'v'])
p = argparse.ArgumentParser(prog='neg')
p.add_argument('-1', dest='one', action='store_true')
p.add_argument('n', nargs='?')
run(p, ['-1'])
run(p, ['-2'])
p = argparse.ArgumentParser(prog='noexit', exit_on_error=False)
p.add_argument('--n', type=int)
try:
    p.parse_args(['--n', 'x'])
except argparse.ArgumentError as e:
    print('ArgumentError', e, e.argument_name, e.message)

# parse_known_args.
p = argparse.ArgumentParser(prog='known')
p.add_argument('--a')
print(p.parse_known_args(['--a', '1', '--b', '2', 'c']))
print(p.parse_known_args(['x'], namespace=argparse.Namespace(z=1)))

# Namespace.
ns = argparse.Namespace(b=1, a='x')
print(ns, 'a' in ns, 'c' in ns, ns == argparse.Namespace(a='x', b=1), ns != argparse.Namespace())
print(vars(ns), argparse.Namespace(**{'not id': 1, 'ok': 2}))

# Mistakes in add_argument.
def bad(*args, **kwargs):
    try:
        argparse.ArgumentParser(prog='bad').add_argument(*args, **kwargs)
    except Exception as e:
        print(type(e).__name__, e)
    else:
        print('no error')
bad('x', required=True)
bad('x', dest='y')
bad('--x', action='nope')
bad('--x', nargs=0)
bad('--x', const=1)
bad('--x', type='int')
bad('--x', nargs=2, metavar=('A', 'B', 'C'))
bad('x-', '--y')
bad('-h')
p = argparse.ArgumentParser(prog='conf', conflict_handler='resolve')
p.add_argument('-f', '--foo', help='old')
p.add_argument('--foo', help='new')
print(p.format_help())
