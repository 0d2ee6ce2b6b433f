# argparse: help and usage text (HelpFormatter and its subclasses), -h and --version.
import argparse
import io
import os
import sys

os.environ['COLUMNS'] = '80'


def show(parser, args):
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        try:
            res = repr(parser.parse_args(args))
        except SystemExit as e:
            res = 'exit %r' % (e.code,)
    finally:
        sys.stdout, sys.stderr = old
    print(args, '->', res)
    print(out.getvalue(), end='')
    print(err.getvalue(), end='')
    print('----')


p = argparse.ArgumentParser(prog='train', description='Train a   model on\n MNIST.',
                            epilog='See the docs for more.')
p.add_argument('--batch-size', type=int, default=64, metavar='N',
               help='input batch size for training (default: %(default)s)')
p.add_argument('--epochs', type=int, default=14, metavar='N', help='number of epochs to train (default: 14)')
p.add_argument('--lr', type=float, default=1.0, metavar='LR', help='learning rate')
p.add_argument('--no-cuda', action='store_true', default=False, help='disables CUDA training')
p.add_argument('--dry-run', action='store_true', help='quickly check a single pass')
p.add_argument('--seed', type=int, default=1, metavar='S', help='random seed (default: 1)')
p.add_argument('--log-interval', type=int, default=10, metavar='N',
               help='how many batches to wait before logging training status')
p.add_argument('--save-model', action='store_true', help='For Saving the current Model')
p.add_argument('--mode', choices=['fast', 'slow'], help='one of %(choices)s')
p.add_argument('--version', action='version', version='%(prog)s 2.0')
p.add_argument('data', help='the data directory')
p.add_argument('extra', nargs='*', help=argparse.SUPPRESS)
show(p, ['-h'])
show(p, ['--version'])
print(p.format_usage(), end='')
show(p, ['--help', 'x'])

p = argparse.ArgumentParser(prog='short')
show(p, ['-h'])
p = argparse.ArgumentParser(prog='nohelp', add_help=False, usage='%(prog)s [stuff]')
p.add_argument('x')
print(p.format_help(), end='')
show(p, [])

# Long invocations go on their own line; groups; mutually exclusive usage.
p = argparse.ArgumentParser(prog='grp', description='d')
p.add_argument('--a-very-long-option-name', metavar='VALUE', help='wraps ' * 30)
p.add_argument('-x', nargs='+', help='x values')
p.add_argument('-y', nargs=2, metavar=('Y1', 'Y2'))
p.add_argument('-z', nargs='?', const=1)
g = p.add_argument_group('io', 'input and output options')
g.add_argument('--in', dest='inp', help='input')
g.add_argument('--out', help='output')
m = p.add_mutually_exclusive_group()
m.add_argument('--fast', action='store_true', help='go fast')
m.add_argument('--slow', action='store_true', help='go slow')
r = p.add_mutually_exclusive_group(required=True)
r.add_argument('--left', action='store_true')
r.add_argument('--right', action='store_true')
p.add_argument('--color', action=argparse.BooleanOptionalAction, default=False, help='colour')
p.add_argument('first', help='first positional')
p.add_argument('more', nargs='+', type=int)
p.add_argument('opt', nargs='?')
print(p.format_help(), end='')
show(p, ['--left', '--right', 'a', '1'])
show(p, ['a', '1'])

# Formatter classes.
text = '''First line
    indented line

  Last  line'''
for cls in (argparse.RawDescriptionHelpFormatter, argparse.RawTextHelpFormatter,
            argparse.ArgumentDefaultsHelpFormatter, argparse.MetavarTypeHelpFormatter):
    p = argparse.ArgumentParser(prog=cls.__name__, description=text, formatter_class=cls)
    p.add_argument('--n', type=int, default=5, help='a number\n  over lines')
    p.add_argument('--s', type=str, default='x', help='a string')
    p.add_argument('--q', type=float, help='no default')
    p.add_argument('pos', type=int, nargs='?', default=3, help='pos help')
    print(p.format_help())

# A long program name wraps usage under "usage: ".
p = argparse.ArgumentParser(prog='a-program-with-a-really-extremely-long-name-for-testing-usage')
for i in range(6):
    p.add_argument('--option%d' % i, help='option %d' % i)
p.add_argument('positional_one')
p.add_argument('positional_two')
print(p.format_usage(), end='')
p = argparse.ArgumentParser(prog='w')
for i in range(12):
    p.add_argument('--opt%d' % i)
for i in range(8):
    p.add_argument('positional%d' % i)
print(p.format_usage(), end='')

# Parents and print_help to a file.
parent = argparse.ArgumentParser(add_help=False)
parent.add_argument('--shared', default='s', help='from the parent')
pg = parent.add_argument_group('parent group')
pg.add_argument('--pg', help='in a parent group')
child = argparse.ArgumentParser(prog='child', parents=[parent])
child.add_argument('--own')
buf = io.StringIO()
child.print_help(buf)
print(buf.getvalue(), end='')
print(child.parse_args(['--shared', 'v', '--pg', '1']))
print(repr(child.format_usage()))
