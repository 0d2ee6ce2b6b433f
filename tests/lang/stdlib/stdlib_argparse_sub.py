# argparse: sub-commands (add_subparsers / add_parser), their help and errors.
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


class Command:
    def __call__(self, ns):
        return 'train ' + str(ns.epochs)

    def __repr__(self):
        return '<train>'


cmd_train = Command()


p = argparse.ArgumentParser(prog='tool', description='A tool.')
p.add_argument('--debug', action='store_true')
sub = p.add_subparsers(dest='command', help='sub-command help')
t = sub.add_parser('train', help='train a model', aliases=['tr', 'fit'])
t.add_argument('--epochs', type=int, default=1)
t.set_defaults(func=cmd_train)
e = sub.add_parser('eval', help='evaluate', description='Evaluate a checkpoint.')
e.add_argument('ckpt')
e.add_argument('--debug', default='sub')
sub.add_parser('hidden')
for args in [[], ['train'], ['tr', '--epochs', '3'], ['--debug', 'fit'], ['eval', 'c.pt'],
             ['eval'], ['nope'], ['train', '--bad'], ['-h'], ['eval', '-h'],
             ['train', 'extra'], ['eval', 'x', '--debug', 'y']]:
    show(p, args)
ns = p.parse_args(['train', '--epochs', '5'])
print(ns.func(ns))
print(repr(t.prog), repr(e.prog))

# Required sub-commands, titles, metavar, a positional before the command.
p = argparse.ArgumentParser(prog='git')
p.add_argument('repo')
sub = p.add_subparsers(title='commands', description='valid commands', dest='cmd',
                       required=True, metavar='COMMAND')
c = sub.add_parser('commit', help='record changes')
c.add_argument('-m', '--message', required=True)
sub.add_parser('push', help='update remote')
for args in [['r'], ['r', 'commit'], ['r', 'commit', '-m', 'hi'], ['r', 'push'], ['-h'],
             ['r', 'commit', '-h']]:
    show(p, args)
err = io.StringIO()
sys.stderr = err
try:
    p.add_subparsers()
except SystemExit as e:
    print('exit', e.code)
sys.stderr = sys.__stderr__
print(repr(err.getvalue()))
try:
    sub.add_parser('push')
except argparse.ArgumentError as e:
    print('ArgumentError', e)

# No dest: the chosen name is not stored.
p = argparse.ArgumentParser(prog='nodest')
sub = p.add_subparsers()
a = sub.add_parser('a')
a.add_argument('-x', type=int, default=0)
show(p, ['a', '-x', '2'])
show(p, [])
show(p, ['-h'])
print(p.parse_known_args(['a', '--zz', '1']))
