# getopt: getopt and gnu_getopt, short/long options with and without arguments, prefixes,
# '--' and '-', GetoptError messages and attributes.
import getopt
import os

print(getopt.getopt(['-a', '-bval', '-c', 'x', '--long=1', '--flag', 'rest', '-z'], 'ab:c:',
                    ['long=', 'flag']))
print(getopt.getopt(['-abc', 'v', '--lo', 'x', 'y'], 'abc:', ['long=']))
print(getopt.getopt(['-a', '--', '-b'], 'ab'), getopt.getopt(['-', '-a'], 'a'), getopt.getopt([], 'a'))
print(getopt.getopt(['--fl'], '', 'flag'), getopt.getopt(['--long='], '', ['long=']),
      getopt.getopt(['-b', '-a'], 'b:a'), getopt.getopt(('-a',), 'a'))
print(getopt.gnu_getopt(['-a', 'rest', '-bval', '--fl', 'x', '--', '-q'], 'ab:', ['flag']))
print(getopt.gnu_getopt(['a', '-b'], '+b'), getopt.gnu_getopt(['x', '-', '-a'], 'a'))
os.environ['POSIXLY_CORRECT'] = '1'
print(getopt.gnu_getopt(['a', '-b'], 'b'))
del os.environ['POSIXLY_CORRECT']
print(getopt.gnu_getopt(['a', '-b'], 'b'))
for args, s, l in [(['-x'], 'a', []), (['-b'], 'b:', []), (['--nope'], '', ['flag']),
                   (['--fl'], '', ['flag', 'flat']), (['--flag=1'], '', ['flag']),
                   (['--long'], '', ['long=']), (['-a:'], 'a', []), (['--'], '', [])]:
    try:
        print(getopt.getopt(args, s, l))
    except getopt.GetoptError as e:
        print(repr(e), '|', e.msg, '|', e.opt, '|', str(e), '|', e.args)
try:
    getopt.gnu_getopt(['x', '--bad'], '')
except getopt.error as e:
    print('error', e, isinstance(e, Exception))
print(getopt.GetoptError('m').opt == '', sorted(getopt.__all__))
