# unittest.mock: Mock/MagicMock calls and attributes, return_value, side_effect
# (exception, iterable, function, DEFAULT), wraps, spec/spec_set, configure_mock, call
# objects and their equality, the assert_* methods and their messages, mock_calls and
# method_calls naming, reset_mock, magic methods, PropertyMock, sentinel/ANY, and patch
# as decorator, context manager and start/stop (patch.object, patch.dict,
# patch.multiple), create_autospec, mock_open, seal.
import re
import unittest
from unittest import mock
from unittest.mock import Mock, MagicMock, call, ANY, sentinel, patch, DEFAULT

import _mock_target


def noid(text):
    text = re.sub(r" id='\d+'", " id=X", str(text))
    return re.sub(r"from '[^']*'", "from X", text)


def attempt(fn, *args, **kwargs):
    try:
        r = fn(*args, **kwargs)
    except Exception as e:
        print(f"  {type(e).__name__}: {noid(e)}")
    else:
        print("  ->", noid(repr(r)))


print("--- calls and attributes")
m = Mock()
print(noid(repr(m)), noid(repr(m.foo)), noid(repr(m.foo.bar)), noid(repr(m())))
print(noid(repr(m().x)), noid(repr(m.a().b)))
print(m.foo is m.foo, m.called, m.call_count, m.call_args)
m(1, 2, key='v')
m.foo('a')
m.foo.bar(x=1)
m()('chained')
print(m.called, m.call_count, m.call_args, m.call_args.args, m.call_args.kwargs)
print(m.call_args_list)
print(m.mock_calls)
print(m.method_calls)
print(m.foo.mock_calls, m.foo.call_count)
named = Mock(name='svc')
named.do(3)
print(noid(repr(named)), noid(repr(named.do)), named.mock_calls)
m2 = Mock(return_value=5, **{'attr.sub': 7, 'method.return_value': 'r'})
print(m2(), m2.attr.sub, m2.method())
m2.configure_mock(other=1, **{'method.side_effect': KeyError('k')})
print(m2.other)
attempt(m2.method)

print("--- side_effect")
attempt(Mock(side_effect=ValueError('bad')))
attempt(Mock(side_effect=ValueError))
se = Mock(side_effect=[1, 2, IndexError('third')])
attempt(se)
attempt(se)
attempt(se)
attempt(se)
attempt(Mock(side_effect=lambda a, b=1: a + b), 2, b=3)
attempt(Mock(side_effect=lambda: DEFAULT, return_value='default used'))
w = Mock(wraps=_mock_target.compute)
print(w(3), w.call_args)
w.return_value = 'override'
print(w(3))
ms = Mock()
ms.side_effect = None
ms.return_value = 'x'
print(ms())

print("--- assert methods")
a = Mock(name='a')
attempt(a.assert_called)
attempt(a.assert_called_once)
attempt(a.assert_called_with, 1)
attempt(a.assert_not_called)
a(1, k=2)
attempt(a.assert_called)
attempt(a.assert_called_once)
attempt(a.assert_called_with, 1, k=2)
attempt(a.assert_called_with, 1, k=3)
attempt(a.assert_called_once_with, 1, k=2)
attempt(a.assert_not_called)
a(2)
attempt(a.assert_called_once)
attempt(a.assert_called_once_with, 2)
attempt(a.assert_any_call, 1, k=2)
attempt(a.assert_any_call, 9)
attempt(a.assert_called_with, ANY)
attempt(a.assert_has_calls, [call(1, k=2), call(2)])
attempt(a.assert_has_calls, [call(2), call(1, k=2)])
attempt(a.assert_has_calls, [call(2), call(1, k=2)], any_order=True)
attempt(a.assert_has_calls, [call(3)], any_order=True)
u = Mock()
u.x.y(1)
attempt(u.x.y.assert_called_with, 2)
attempt(u.assert_has_calls, [call.x.y(1)])
attempt(u.x.assert_not_called)
attempt(getattr, u, 'assert_nothing')
attempt(getattr, u, 'asert_called')
attempt(getattr, Mock(unsafe=True), 'assert_custom')

print("--- call objects")
print(call(1, a=2), call.method(3), call(1).method(2), call.a.b(), call())
print(call(1, 2) == call(1, 2), call(1) == call(2), call(1) == (( 1,), {}))
print(call.x(1) == ('x', (1,), {}), call.x(1) == call.y(1), call(1) == ((1,), {}))
print(call(1).method(2).call_list())
print(call(ANY, 2) == call('anything', 2), repr(ANY), ANY == object())
print(call.count(3), call.index(1))

print("--- reset_mock")
r = Mock(return_value=3, side_effect=None)
r.child(1)
r(1)
r.reset_mock()
print(r.called, r.call_count, r.mock_calls, r.child.called, r())
r.reset_mock(return_value=True)
print(noid(r()))

print("--- spec")


class Spec:
    attr = 1

    def method(self, a, b=2):
        return a

    def __len__(self):
        return 3


s = Mock(spec=Spec)
print(noid(repr(s)), noid(s.method), s.method(1, b=3) is not None)
attempt(getattr, s, 'missing')
s.new_attribute = 1
print(s.new_attribute)
ss = Mock(spec_set=Spec)
attempt(setattr, ss, 'missing', 1)
ss.attr = 5
print(ss.attr)
sl = Mock(spec=['one', 'two'])
print(noid(sl.one))
attempt(getattr, sl, 'three')
fs = Mock(spec=_mock_target.compute)
attempt(fs, 1, 2)
fs(5)
fs.assert_called_with(x=5)
print("spec'd call matched by name")

print("--- MagicMock")
mm = MagicMock()
print(len(mm), list(mm), bool(mm), int(mm), float(mm), 3 in mm, mm == mm, mm != mm)
print(mm == 3, mm != 3, mm < 1 if False else 'cmp skipped')
mm.__len__.return_value = 7
mm.__getitem__.side_effect = lambda k: k * 2
mm.__iter__.return_value = [1, 2]
mm.__contains__.return_value = True
print(len(mm), mm[4], list(mm), 'x' in mm)
print(mm.__getitem__.call_args_list, mm.mock_calls[:2])
with mm as entered:
    print(noid(entered))
print(mm.__enter__.called, mm.__exit__.call_args)
mm.__str__.return_value = 'custom str'
print(str(mm))
print(noid(mm + 1), noid(mm['k']))
mm2 = MagicMock()
mm2.__eq__.return_value = True
print(mm2 == 5)
other = MagicMock()
print(len(other), isinstance(hash(other), int))
mm3 = Mock()
mm3.__len__ = lambda self: 9
print(len(mm3))
attempt(setattr, mm3, '__getattr__', lambda self, n: 1)
attempt(len, Mock())
nc = mock.NonCallableMock()
attempt(nc)
ncm = mock.NonCallableMagicMock()
print(len(ncm), noid(ncm.attr))
attempt(ncm)

print("--- PropertyMock")


class HasProp:
    @property
    def value(self):
        return 'real'


with patch.object(HasProp, 'value', new_callable=mock.PropertyMock) as pm:
    pm.return_value = 'mocked'
    obj = HasProp()
    print(obj.value)
    obj.value = 'set'
    print(pm.mock_calls)
print(HasProp().value)

print("--- sentinel")
print(sentinel.thing, sentinel.thing is sentinel.thing, sentinel.a is sentinel.b)
print(DEFAULT)

print("--- patch")


@patch('_mock_target.compute')
def patched(mock_compute):
    mock_compute.return_value = 99
    return _mock_target.compute(1), mock_compute.call_args


print(patched(), _mock_target.compute(1))


@patch('_mock_target.VALUE', 3)
def patched_value():
    return _mock_target.compute(2)


print(patched_value(), _mock_target.VALUE)


@patch('_mock_target.compute')
@patch.object(_mock_target.Service, 'fetch', return_value='fake')
def stacked(mock_fetch, mock_compute, extra='e'):
    return _mock_target.Service().run(), mock_fetch.call_count, noid(mock_compute), extra


print(stacked())
print(_mock_target.Service().run())
with patch('_mock_target.Service') as MockService:
    instance = MockService.return_value
    instance.fetch.return_value = 'from mock'
    print(_mock_target.Service().fetch('a'), MockService.call_count)
    print(instance.fetch.call_args)
print(_mock_target.Service().fetch('a'))
with patch.object(_mock_target, 'VALUE', 5) as v:
    print(v, _mock_target.compute(1))
print(_mock_target.VALUE)
with patch('_mock_target.NOT_THERE', 1, create=True):
    print(_mock_target.NOT_THERE)
print(hasattr(_mock_target, 'NOT_THERE'))
attempt(lambda: patch('_mock_target.nope').__enter__())
attempt(patch, 'nodots')
attempt(patch.object, '_mock_target', 'VALUE')
attempt(patch, '_mock_target.VALUE', 1, new_callable=Mock)
attempt(lambda: patch('_mock_target.VALUE', 1, x=2).__enter__())

p = patch('_mock_target.compute', return_value=-1)
started = p.start()
print(_mock_target.compute(5), started is _mock_target.compute)
p.stop()
print(_mock_target.compute(5), p.stop())
p1 = patch.object(_mock_target, 'VALUE', 100)
p2 = patch.dict(_mock_target.settings, {'mode': 'test'})
p1.start()
p2.start()
print(_mock_target.VALUE, _mock_target.settings)
patch.stopall()
print(_mock_target.VALUE, _mock_target.settings)

with patch.dict(_mock_target.settings, {'extra': 1}, more=2):
    print(sorted(_mock_target.settings.items()))
print(_mock_target.settings)
with patch.dict('_mock_target.settings', clear=True) as d:
    print(d)
print(_mock_target.settings)


@patch.dict(_mock_target.settings, mode='decorated')
def with_dict():
    return dict(_mock_target.settings)


print(with_dict(), _mock_target.settings)
with patch.multiple(_mock_target, VALUE=7, compute=DEFAULT) as values:
    print(_mock_target.VALUE, sorted(values), noid(values['compute']))
print(_mock_target.VALUE)
attempt(patch.multiple, _mock_target)


@patch('_mock_target.compute', return_value=0)
class PatchedCase(unittest.TestCase):
    def test_one(self, mocked):
        self.assertEqual(_mock_target.compute(4), 0)
        mocked.assert_called_once_with(4)

    def helper(self):
        return _mock_target.compute(1)


res = unittest.TestResult()
unittest.defaultTestLoader.loadTestsFromTestCase(PatchedCase).run(res)
print(res.testsRun, res.wasSuccessful(), PatchedCase('test_one').helper())

print("--- create_autospec")
auto = mock.create_autospec(_mock_target.compute, return_value=1)
print(auto(2))
attempt(auto, 1, 2)
auto.assert_called_once_with(2)
AutoService = mock.create_autospec(_mock_target.Service)
inst = AutoService()
inst.fetch('k')
attempt(inst.fetch)
attempt(getattr, inst, 'nothing')
inst.fetch.assert_called_with('k')
print(inst.fetch.call_args, AutoService.call_count)
with patch('_mock_target.Service', autospec=True) as AS:
    _mock_target.Service().fetch('z')
    print(AS.return_value.fetch.call_args)

print("--- mock_open")
mo = mock.mock_open(read_data='line1\nline2\nline3')
with patch('builtins.open', mo):
    with open('somefile') as f:
        print(repr(f.readline()), f.readlines())
    with open('somefile') as f:
        print(repr(f.read()))
    with open('somefile') as f:
        print([line for line in f])
    with open('out', 'w') as f:
        f.write('data')
print(mo.call_args_list)
print(mo.return_value.write.call_args)

print("--- seal")
sm = Mock()
sm.known.value = 1
mock.seal(sm)
print(sm.known.value)
attempt(getattr, sm, 'unknown')
attempt(getattr, sm.known, 'other')
print("--- delete attributes")
dm = Mock()
del dm.gone
attempt(getattr, dm, 'gone')
dm.gone = 3
print(dm.gone)
print("--- attach_mock")
parent = Mock()
child = Mock(return_value=None)
parent.attach_mock(child, 'child')
child(1)
print(parent.mock_calls)
