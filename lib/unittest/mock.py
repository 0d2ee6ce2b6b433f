"""unittest.mock: Mock, MagicMock, NonCallableMock, NonCallableMagicMock, PropertyMock,
patch (decorator, context manager, start/stop; patch.object, patch.dict,
patch.multiple), call, ANY, sentinel, DEFAULT, create_autospec, mock_open, seal.

Note [Mock per-instance classes]: each mock is the only instance of its own subclass
(made in __new__), so magic methods configured on one mock (m.__len__.return_value = 3)
are set on that class, where the interpreter looks them up, without touching others.
MagicMock puts a MagicProxy on that class for every supported magic; the first read
makes the child mock with the magic's default return value.
Children (m.attr, m.return_value) are made on first use and remembered; calls are
recorded on the mock and, named through the chain of parents, in every ancestor's
mock_calls (and method_calls for attribute children). Messages follow CPython 3.11.
"""
import inspect
import sys
from functools import partial, wraps

from unittest._mock_call import (sentinel, DEFAULT, ANY, call, _Call, _CallList,
                                 _deleted, _missing, _format_call_signature)
from unittest.util import safe_repr

__unittest = True

__all__ = ('Mock', 'MagicMock', 'patch', 'sentinel', 'DEFAULT', 'ANY', 'call',
           'create_autospec', 'AsyncMock', 'FILTER_DIR', 'NonCallableMock',
           'NonCallableMagicMock', 'mock_open', 'PropertyMock', 'seal')

FILTER_DIR = True


def _is_instance_mock(obj):
    return issubclass(type(obj), NonCallableMock)


def _is_exception(obj):
    return (isinstance(obj, BaseException) or
            (isinstance(obj, type) and issubclass(obj, BaseException)))


def _is_list(obj):
    return type(obj) in (list, tuple)


def _callable(obj):
    if isinstance(obj, type):
        return True
    if isinstance(obj, (staticmethod, classmethod)):
        return _callable(obj.__func__)
    return getattr(obj, '__call__', None) is not None


def _try_iter(obj):
    if obj is None or _is_exception(obj) or _callable(obj):
        return obj
    try:
        return iter(obj)
    except TypeError:
        return obj


def _get_signature_object(func, as_instance, eat_self):
    # (func, inspect.Signature) for a spec that is called, or None.
    if isinstance(func, type) and not as_instance:
        func = func.__init__
        eat_self = True
    elif not inspect.isfunction(func) and not inspect.ismethod(func):
        try:
            func = func.__call__
        except AttributeError:
            return None
    sig_func = partial(func, None) if eat_self else func
    try:
        return func, inspect.signature(sig_func)
    except (ValueError, TypeError):
        return None


def _check_and_set_parent(parent, value, name, new_name):
    # Adopts an unnamed, parentless mock assigned as an attribute or return value.
    if not _is_instance_mock(value):
        return False
    if ((value._mock_name or value._mock_new_name) or value._mock_parent is not None or
            value._mock_new_parent is not None):
        return False
    _parent = parent
    while _parent is not None:
        if _parent is value:
            return False
        _parent = _parent._mock_new_parent
    value._mock_new_parent = parent
    value._mock_new_name = new_name
    if name:
        value._mock_parent = parent
        value._mock_name = name
    return True


_allowed_names = {'return_value', '_mock_return_value', 'side_effect', '_mock_side_effect',
                  '_mock_parent', '_mock_new_parent', '_mock_name', '_mock_new_name'}

magic_methods = ("lt le gt ge eq ne getitem setitem delitem len contains iter hash str "
                 "sizeof enter exit divmod rdivmod neg pos abs invert complex int float "
                 "index round trunc floor ceil bool next fspath aiter")
numerics = "add sub mul matmul truediv floordiv mod lshift rshift and xor or pow"
inplace = ' '.join('i%s' % n for n in numerics.split())
right = ' '.join('r%s' % n for n in numerics.split())
_non_defaults = {'__get__', '__set__', '__delete__', '__reversed__', '__missing__',
                 '__reduce__', '__reduce_ex__', '__getinitargs__', '__getnewargs__',
                 '__getstate__', '__setstate__', '__getformat__', '__repr__', '__dir__',
                 '__subclasses__', '__format__', '__getnewargs_ex__'}
_magics = {'__%s__' % m for m in ' '.join([magic_methods, numerics, inplace,
                                           right]).split()}
_async_method_magics = {"__aenter__", "__aexit__", "__anext__"}
_all_magics = _magics | _non_defaults | _async_method_magics
_unsupported_magics = {'__getattr__', '__setattr__', '__init__', '__new__', '__prepare__',
                       '__instancecheck__', '__subclasscheck__', '__del__'}


def _is_magic(name):
    return '__%s__' % name[2:-2] == name


_calculate_return_value = {
    '__hash__': lambda self: object.__hash__(self),
    '__str__': lambda self: object.__str__(self),
    '__sizeof__': lambda self: object.__sizeof__(self),
    '__fspath__': lambda self: f"{type(self).__name__}/{self._extract_mock_name()}/"
                               f"{id(self)}",
}
_return_values = {'__lt__': NotImplemented, '__gt__': NotImplemented,
                  '__le__': NotImplemented, '__ge__': NotImplemented, '__int__': 1,
                  '__contains__': False, '__len__': 0, '__exit__': False,
                  '__complex__': 1j, '__float__': 1.0, '__bool__': True, '__index__': 1,
                  '__aexit__': False}


def _get_eq(self):
    def __eq__(other):
        ret_val = self.__eq__._mock_return_value
        if ret_val is not DEFAULT:
            return ret_val
        if self is other:
            return True
        return NotImplemented
    return __eq__


def _get_ne(self):
    def __ne__(other):
        if self.__ne__._mock_return_value is not DEFAULT:
            return DEFAULT
        if self is other:
            return False
        return NotImplemented
    return __ne__


def _get_iter(self):
    def __iter__():
        ret_val = self.__iter__._mock_return_value
        if ret_val is DEFAULT:
            return iter([])
        return iter(ret_val)
    return __iter__


_side_effect_methods = {'__eq__': _get_eq, '__ne__': _get_ne, '__iter__': _get_iter}


def _set_return_value(mock, method, name):
    fixed = _return_values.get(name, DEFAULT)
    if fixed is not DEFAULT:
        method.return_value = fixed
        return
    calculator = _calculate_return_value.get(name)
    if calculator is not None:
        method.return_value = calculator(mock)
        return
    effector = _side_effect_methods.get(name)
    if effector is not None:
        method.side_effect = effector(mock)


def _get_method(name, func):
    # A plain function to put on the mock's class for a magic set to a non-mock.
    def method(self, /, *args, **kw):
        return func(self, *args, **kw)
    method.__name__ = name
    return method


def _magic_forwarder(name, mock):
    def method(self, /, *args, **kw):
        return mock(*args, **kw)
    method.__name__ = name
    return method


class NonCallableMock(object):
    """A mock that records attribute use but cannot be called."""

    def __new__(cls, /, *args, **kw):
        new = type(cls.__name__, (cls,), {'__doc__': cls.__doc__})
        return object.__new__(new)

    def __init__(self, spec=None, wraps=None, name=None, spec_set=None, parent=None,
                 _spec_state=None, _new_name='', _new_parent=None,
                 _spec_as_instance=False, _eat_self=None, unsafe=False, **kwargs):
        if _new_parent is None:
            _new_parent = parent
        d = self.__dict__
        d['_mock_parent'] = parent
        d['_mock_name'] = name
        d['_mock_new_name'] = _new_name
        d['_mock_new_parent'] = _new_parent
        d['_mock_sealed'] = False
        if spec_set is not None:
            spec = spec_set
            spec_set = True
        if _eat_self is None:
            _eat_self = parent is not None
        self._mock_add_spec(spec, spec_set, _spec_as_instance, _eat_self)
        d['_mock_children'] = {}
        d['_mock_wraps'] = wraps
        d['_mock_delegate'] = None
        d['called'] = False
        d['call_args'] = None
        d['call_count'] = 0
        d['call_args_list'] = _CallList()
        d['mock_calls'] = _CallList()
        d['method_calls'] = _CallList()
        d['_mock_unsafe'] = unsafe
        if kwargs:
            self.configure_mock(**kwargs)

    def attach_mock(self, mock, attribute):
        """Makes mock the attribute `attribute`, its calls recorded here."""
        inner = mock
        inner._mock_parent = None
        inner._mock_new_parent = None
        inner._mock_name = ''
        inner._mock_new_name = None
        setattr(self, attribute, mock)

    def mock_add_spec(self, spec, spec_set=False):
        self._mock_add_spec(spec, spec_set)

    def _mock_add_spec(self, spec, spec_set, _spec_as_instance=False, _eat_self=False):
        _spec_class = None
        _spec_signature = None
        if spec is not None and not _is_list(spec):
            if isinstance(spec, type):
                _spec_class = spec
            else:
                _spec_class = type(spec)
            res = _get_signature_object(spec, _spec_as_instance, _eat_self)
            _spec_signature = res and res[1]
            spec = dir(spec)
        d = self.__dict__
        d['_spec_class'] = _spec_class
        d['_spec_set'] = spec_set
        d['_spec_signature'] = _spec_signature
        d['_mock_methods'] = spec

    def __get_return_value(self):
        ret = self.__dict__.get('_mock_return_value', DEFAULT)
        if ret is DEFAULT:
            ret = self._get_child_mock(_new_parent=self, _new_name='()')
            self.return_value = ret
        return ret

    def __set_return_value(self, value):
        self.__dict__['_mock_return_value'] = value
        _check_and_set_parent(self, value, None, '()')

    return_value = property(__get_return_value, __set_return_value,
                            doc="The value returned when the mock is called.")

    @property
    def __class__(self):
        if self._spec_class is None:
            return type(self)
        return self._spec_class

    def __get_side_effect(self):
        return self.__dict__.get('_mock_side_effect')

    def __set_side_effect(self, value):
        self.__dict__['_mock_side_effect'] = _try_iter(value)

    side_effect = property(__get_side_effect, __set_side_effect)

    def reset_mock(self, visited=None, *, return_value=False, side_effect=False):
        """Forgets the calls (of this mock and its children)."""
        if visited is None:
            visited = []
        if id(self) in visited:
            return
        visited.append(id(self))
        d = self.__dict__
        d['called'] = False
        d['call_args'] = None
        d['call_count'] = 0
        d['mock_calls'] = _CallList()
        d['call_args_list'] = _CallList()
        d['method_calls'] = _CallList()
        if return_value:
            d['_mock_return_value'] = DEFAULT
        if side_effect:
            d['_mock_side_effect'] = None
        for child in self._mock_children.values():
            if child is _deleted:
                continue
            child.reset_mock(visited, return_value=return_value, side_effect=side_effect)
        ret = d.get('_mock_return_value', DEFAULT)
        if _is_instance_mock(ret) and ret is not self:
            ret.reset_mock(visited)

    def configure_mock(self, /, **kwargs):
        """Sets attributes (dotted names reach children): configure_mock(**{'a.b': 1})."""
        for arg, val in sorted(kwargs.items(), key=lambda entry: entry[0].count('.')):
            args = arg.split('.')
            final = args.pop()
            obj = self
            for entry in args:
                obj = getattr(obj, entry)
            setattr(obj, final, val)

    def __getattr__(self, name):
        if name in {'_mock_methods', '_mock_unsafe', '_mock_check_sig'}:
            raise AttributeError(name)
        elif self._mock_methods is not None:
            if name not in self._mock_methods or name in _all_magics:
                raise AttributeError("Mock object has no attribute %r" % name)
        elif _is_magic(name):
            raise AttributeError(name)
        if not self._mock_unsafe and (not self._mock_methods or
                                      name not in self._mock_methods):
            if name.startswith(('assert', 'assret', 'asert', 'aseert', 'assrt')):
                raise AttributeError(
                    f"{name!r} is not a valid assertion. Use a spec "
                    f"for the mock if {name!r} is meant to be an attribute.")
        result = self._mock_children.get(name)
        if result is _deleted:
            raise AttributeError(name)
        elif result is None:
            wraps = None
            if self._mock_wraps is not None:
                wraps = getattr(self._mock_wraps, name)
            result = self._get_child_mock(parent=self, name=name, wraps=wraps,
                                          _new_name=name, _new_parent=self)
            self._mock_children[name] = result
        return result

    def _extract_mock_name(self):
        names = [self._mock_new_name]
        parent = self._mock_new_parent
        last = self
        dot = '.'
        if names == ['()']:
            dot = ''
        while parent is not None:
            last = parent
            names.append(parent._mock_new_name + dot)
            dot = '.'
            if parent._mock_new_name == '()':
                dot = ''
            parent = parent._mock_new_parent
        names = list(reversed(names))
        first = last._mock_name or 'mock'
        if len(names) > 1:
            if names[1] not in ('()', '().'):
                first += '.'
        names[0] = first
        return ''.join(names)

    def __repr__(self):
        name = self._extract_mock_name()
        name_string = ''
        if name not in ('mock', 'mock.'):
            name_string = ' name=%r' % name
        spec_string = ''
        if self._spec_class is not None:
            spec_string = ' spec_set=%r' if self._spec_set else ' spec=%r'
            spec_string = spec_string % self._spec_class.__name__
        return "<%s%s%s id='%s'>" % (type(self).__name__, name_string, spec_string,
                                     id(self))

    def __dir__(self):
        extras = self._mock_methods or []
        from_type = dir(type(self))
        from_dict = list(self.__dict__)
        from_child = [m_name for m_name, m_value in self._mock_children.items()
                      if m_value is not _deleted]
        from_type = [e for e in from_type if not e.startswith('_')]
        from_dict = [e for e in from_dict if not e.startswith('_') or _is_magic(e)]
        return sorted(set(extras + from_type + from_dict + from_child))

    def __setattr__(self, name, value):
        if name in _allowed_names:
            return object.__setattr__(self, name, value)
        elif (self._spec_set and self._mock_methods is not None and
              name not in self._mock_methods and name not in self.__dict__):
            raise AttributeError("Mock object has no attribute '%s'" % name)
        elif name in _unsupported_magics:
            raise AttributeError('Attempting to set unsupported magic method %r.' % name)
        elif name in _all_magics:
            if self._mock_methods is not None and name not in self._mock_methods:
                raise AttributeError("Mock object has no attribute '%s'" % name)
            if not _is_instance_mock(value):
                setattr(type(self), name, _get_method(name, value))
                original = value
                value = lambda *args, **kw: original(self, *args, **kw)
            else:
                _check_and_set_parent(self, value, None, name)
                # A forwarding function on the class, the mock itself in the instance
                # dict (where m.__len__ finds it): every interpreter path that calls a
                # special method binds plain functions alike.
                setattr(type(self), name, _magic_forwarder(name, value))
                self._mock_children[name] = value
        elif name == '_mock_methods' or name.startswith('_mock_') or name.startswith('_spec'):
            self.__dict__[name] = value
            return
        else:
            if _check_and_set_parent(self, value, name, name):
                self._mock_children[name] = value
        if self._mock_sealed and not hasattr(self, name):
            mock_name = f'{self._extract_mock_name()}.{name}'
            raise AttributeError(f'Cannot set {mock_name}')
        return object.__setattr__(self, name, value)

    def __delattr__(self, name):
        if name in _all_magics and name in type(self).__dict__:
            delattr(type(self), name)
            if name not in self.__dict__:
                return
        obj = self._mock_children.get(name, _missing)
        if name in self.__dict__:
            object.__delattr__(self, name)
        elif obj is _deleted:
            raise AttributeError(name)
        if obj is not _missing:
            del self._mock_children[name]
        self._mock_children[name] = _deleted

    def _format_mock_call_signature(self, args, kwargs):
        name = self._mock_name or 'mock'
        return _format_call_signature(name, args, kwargs)

    def _format_mock_failure_message(self, args, kwargs, action='call'):
        message = 'expected %s not found.\nExpected: %s\n  Actual: %s'
        expected_string = self._format_mock_call_signature(args, kwargs)
        call_args = self.call_args
        actual_string = self._format_mock_call_signature(*call_args)
        return message % (action, expected_string, actual_string)

    def _get_call_signature_from_name(self, name):
        if not name:
            return self._spec_signature
        sig = None
        names = name.replace('()', '').split('.')
        children = self._mock_children
        for name in names:
            child = children.get(name)
            if child is None or child is _deleted:
                break
            children = child._mock_children
            sig = child._spec_signature
        return sig

    def _call_matcher(self, _call):
        # With a spec'd signature, calls compare by their bound arguments.
        if isinstance(_call, tuple) and len(_call) > 2:
            sig = self._get_call_signature_from_name(_call[0])
        else:
            sig = self._spec_signature
        if sig is not None:
            if len(_call) == 2:
                name = ''
                args, kwargs = _call
            else:
                name, args, kwargs = _call
            try:
                bound = sig.bind(*args, **kwargs)
                return call(name, bound.args, bound.kwargs)
            except TypeError as e:
                return e.with_traceback(None)
        return _call

    def assert_not_called(self):
        """Fails if the mock was called."""
        if self.call_count != 0:
            msg = ("Expected '%s' to not have been called. Called %s times.%s"
                   % (self._mock_name or 'mock', self.call_count, self._calls_repr()))
            raise AssertionError(msg)

    def assert_called(self):
        """Fails unless the mock was called at least once."""
        if self.call_count == 0:
            msg = ("Expected '%s' to have been called." % (self._mock_name or 'mock'))
            raise AssertionError(msg)

    def assert_called_once(self):
        """Fails unless the mock was called exactly once."""
        if not self.call_count == 1:
            msg = ("Expected '%s' to have been called once. Called %s times.%s"
                   % (self._mock_name or 'mock', self.call_count, self._calls_repr()))
            raise AssertionError(msg)

    def assert_called_with(self, /, *args, **kwargs):
        """Fails unless the last call had these arguments."""
        if self.call_args is None:
            expected = self._format_mock_call_signature(args, kwargs)
            actual = 'not called.'
            error_message = ('expected call not found.\nExpected: %s\n  Actual: %s'
                             % (expected, actual))
            raise AssertionError(error_message)
        expected = self._call_matcher(_Call((args, kwargs), two=True))
        actual = self._call_matcher(self.call_args)
        if actual != expected:
            cause = expected if isinstance(expected, Exception) else None
            raise AssertionError(self._format_mock_failure_message(args, kwargs)) from cause

    def assert_called_once_with(self, /, *args, **kwargs):
        """Fails unless the mock was called exactly once, with these arguments."""
        if not self.call_count == 1:
            msg = ("Expected '%s' to be called once. Called %s times.%s"
                   % (self._mock_name or 'mock', self.call_count, self._calls_repr()))
            raise AssertionError(msg)
        return self.assert_called_with(*args, **kwargs)

    def assert_has_calls(self, calls, any_order=False):
        """Fails unless mock_calls holds `calls` (consecutively unless any_order)."""
        expected = [self._call_matcher(c) for c in calls]
        cause = next((e for e in expected if isinstance(e, Exception)), None)
        all_calls = _CallList(self._call_matcher(c) for c in self.mock_calls)
        if not any_order:
            if expected not in all_calls:
                if cause is None:
                    problem = 'Calls not found.'
                else:
                    problem = ('Error processing expected calls.\n'
                               'Errors: {}').format(
                        [e if isinstance(e, Exception) else None for e in expected])
                raise AssertionError(
                    f'{problem}\n'
                    f'Expected: {_CallList(calls)}'
                    f'{self._calls_repr(prefix="  Actual").rstrip(".")}') from cause
            return
        all_calls = list(all_calls)
        not_found = []
        for kall in expected:
            try:
                all_calls.remove(kall)
            except ValueError:
                not_found.append(kall)
        if not_found:
            raise AssertionError(
                '%r does not contain all of %r in its call list, found %r instead' %
                (self._mock_name or 'mock', tuple(not_found), all_calls)) from cause

    def assert_any_call(self, /, *args, **kwargs):
        """Fails unless some call had these arguments."""
        expected = self._call_matcher(_Call((args, kwargs), two=True))
        cause = expected if isinstance(expected, Exception) else None
        actual = [self._call_matcher(c) for c in self.call_args_list]
        if cause or not any(expected == a for a in actual):
            expected_string = self._format_mock_call_signature(args, kwargs)
            raise AssertionError('%s call not found' % expected_string) from cause

    def _get_child_mock(self, /, **kw):
        if self._mock_sealed:
            attribute = f".{kw['name']}" if "name" in kw else "()"
            raise AttributeError(self._extract_mock_name() + attribute)
        _type = type(self)
        if not issubclass(_type, CallableMixin):
            if issubclass(_type, NonCallableMagicMock):
                klass = MagicMock
            else:
                klass = Mock
        else:
            klass = _type.__mro__[1]
        return klass(**kw)

    def _calls_repr(self, prefix="Calls"):
        if not self.mock_calls:
            return ""
        return f"\n{prefix}: {safe_repr(self.mock_calls)}."


class CallableMixin:
    # What makes a mock callable: records the call, then side_effect / return_value /
    # wraps decide the result.
    def __init__(self, spec=None, side_effect=None, return_value=DEFAULT, wraps=None,
                 name=None, spec_set=None, parent=None, _spec_state=None, _new_name='',
                 _new_parent=None, **kwargs):
        self.__dict__['_mock_return_value'] = return_value
        super().__init__(spec, wraps, name, spec_set, parent, _spec_state, _new_name,
                         _new_parent, **kwargs)
        self.side_effect = side_effect

    def _mock_check_sig(self, /, *args, **kwargs):
        # Only autospec'd mocks (create_autospec) check the arguments of each call.
        if self.__dict__.get('_mock_autospec_sig'):
            self._spec_signature.bind(*args, **kwargs)

    def __call__(self, /, *args, **kwargs):
        self._mock_check_sig(*args, **kwargs)
        self._increment_mock_call(*args, **kwargs)
        return self._execute_mock_call(*args, **kwargs)

    def _increment_mock_call(self, /, *args, **kwargs):
        d = self.__dict__
        d['called'] = True
        d['call_count'] = self.call_count + 1
        _call = _Call((args, kwargs), two=True)
        d['call_args'] = _call
        self.call_args_list.append(_call)
        do_method_calls = self._mock_parent is not None
        method_call_name = self._mock_name
        mock_call_name = self._mock_new_name
        is_a_call = mock_call_name == '()'
        self.mock_calls.append(_Call(('', args, kwargs)))
        parent = self._mock_new_parent
        while parent is not None:
            if do_method_calls:
                parent.method_calls.append(_Call((method_call_name, args, kwargs)))
                do_method_calls = parent._mock_parent is not None
                if do_method_calls:
                    method_call_name = parent._mock_name + '.' + method_call_name
            parent.mock_calls.append(_Call((mock_call_name, args, kwargs)))
            if parent._mock_new_name:
                dot = '' if is_a_call else '.'
                is_a_call = parent._mock_new_name == '()'
                mock_call_name = parent._mock_new_name + dot + mock_call_name
            parent = parent._mock_new_parent

    def _execute_mock_call(self, /, *args, **kwargs):
        effect = self.side_effect
        if effect is not None:
            if _is_exception(effect):
                raise effect
            elif not _callable(effect):
                result = next(effect)
                if _is_exception(result):
                    raise result
            else:
                result = effect(*args, **kwargs)
            if result is not DEFAULT:
                return result
        if self._mock_return_value is not DEFAULT:
            return self.return_value
        if self._mock_wraps is not None:
            return self._mock_wraps(*args, **kwargs)
        return self.return_value


class Mock(CallableMixin, NonCallableMock):
    """A callable mock: attributes and calls are made up on demand and recorded.

    Mock(spec=None, side_effect=None, return_value=DEFAULT, wraps=None, name=None,
    spec_set=None, unsafe=False, **attributes)"""


class MagicMixin(object):
    def __init__(self, /, *args, **kw):
        self._mock_set_magics()
        super().__init__(*args, **kw)
        self._mock_set_magics()

    def _mock_set_magics(self):
        orig_magics = _magics | _async_method_magics
        these_magics = orig_magics
        if getattr(self, "_mock_methods", None) is not None:
            these_magics = orig_magics.intersection(self._mock_methods)
            for entry in orig_magics - these_magics:
                if entry in type(self).__dict__:
                    delattr(self, entry)
        these_magics = these_magics - set(type(self).__dict__)
        _type = type(self)
        for entry in these_magics:
            setattr(_type, entry, MagicProxy(entry, self))


class NonCallableMagicMock(MagicMixin, NonCallableMock):
    """A MagicMock that cannot be called."""

    def mock_add_spec(self, spec, spec_set=False):
        self._mock_add_spec(spec, spec_set)
        self._mock_set_magics()


class MagicMock(MagicMixin, Mock):
    """A Mock with the magic methods preconfigured (len() is 0, iter() empty, int() 1,
    bool() True, `with` works, comparisons by identity, ...)."""

    def mock_add_spec(self, spec, spec_set=False):
        self._mock_add_spec(spec, spec_set)
        self._mock_set_magics()


class MagicProxy(object):
    # Stands on a MagicMock's class for one magic until first read.
    def __init__(self, name, parent):
        self.name = name
        self.parent = parent

    def create_mock(self):
        entry = self.name
        parent = self.parent
        m = parent._get_child_mock(name=entry, _new_name=entry, _new_parent=parent)
        setattr(parent, entry, m)
        _set_return_value(parent, m, entry)
        return m

    def __get__(self, obj, _type=None):
        return self.create_mock()

    def __call__(self, obj, /, *args, **kw):
        # Reached when a special method is called without descriptor binding (the
        # interpreter's int(), float(), abs()... paths): obj is the mock itself.
        return self.create_mock()(*args, **kw)


class PropertyMock(Mock):
    """A mock for a property: put it on the class; reading the attribute calls it, and
    assigning calls it with the value."""

    def _get_child_mock(self, /, **kwargs):
        return MagicMock(**kwargs)

    def __get__(self, obj, obj_type=None):
        return self()

    def __set__(self, obj, val):
        self(val)


class AsyncMock(MagicMock):
    """Not available: needs coroutines (asyncio)."""

    def __init__(self, *args, **kwargs):
        raise NotImplementedError("AsyncMock is not supported by this interpreter yet")


def seal(mock):
    """Stops mock (and its mock children) from making new attributes."""
    mock._mock_sealed = True
    for attr in dir(mock):
        try:
            m = getattr(mock, attr)
        except AttributeError:
            continue
        if not _is_instance_mock(m):
            continue
        if m._mock_new_parent is mock:
            seal(m)


def create_autospec(spec, spec_set=False, instance=False, _parent=None, _name=None, *,
                    unsafe=False, **kwargs):
    """A mock with spec's attributes whose callables check their call signatures: a
    class gives a mock whose return value is an instance mock; a function gives a
    callable mock with the function's signature."""
    if _is_list(spec):
        spec = type(spec)
    is_type = isinstance(spec, type)
    _kwargs = {'spec': spec}
    if spec_set:
        _kwargs = {'spec_set': spec}
    _kwargs.update(kwargs)
    Klass = MagicMock
    if not _callable(spec) or (instance and not hasattr(spec, '__call__')):
        Klass = NonCallableMagicMock
    elif is_type and instance and not hasattr(spec, '__call__'):
        Klass = NonCallableMagicMock
    _new_name = _name
    if _parent is None:
        _new_name = ''
    mock = Klass(parent=_parent, _new_parent=_parent, _new_name=_new_name, name=_name,
                 _spec_as_instance=instance, **_kwargs)
    if mock._spec_signature is not None and not instance:
        mock.__dict__['_mock_autospec_sig'] = True
    if is_type and not instance:
        mock.return_value = create_autospec(spec, spec_set, instance=True, _name='()',
                                            _parent=mock)
    for entry in dir(spec):
        if entry.startswith('__') and entry.endswith('__'):
            continue
        try:
            original = getattr(spec, entry)
        except AttributeError:
            continue
        if inspect.isfunction(original) or inspect.ismethod(original):
            eat_self = is_type and not isinstance(
                inspect.getattr_static(spec, entry) if hasattr(inspect, 'getattr_static')
                else spec.__dict__.get(entry), staticmethod) \
                and not inspect.ismethod(original)
            child = MagicMock(parent=mock, name=entry, _new_name=entry, _new_parent=mock,
                              spec=original, _eat_self=eat_self)
            if child._spec_signature is not None:
                child.__dict__['_mock_autospec_sig'] = True
            mock._mock_children[entry] = child
    return mock


file_spec = None


def mock_open(mock=None, read_data=''):
    """A MagicMock standing for open(): the file handle's read, readline, readlines and
    iteration serve read_data; write is recorded."""
    _read_data = [read_data]

    def _lines():
        data = _read_data[0]
        sep = b'\n' if isinstance(data, bytes) else '\n'
        lines = data.split(sep)
        out = [l + sep for l in lines[:-1]]
        if lines[-1]:
            out.append(lines[-1])
        return out

    state = {'lines': None}

    def _iter():
        if state['lines'] is None:
            state['lines'] = _lines()
        return state['lines']

    def _read(*args):
        lines = _iter()
        data = (b'' if isinstance(read_data, bytes) else '').join(lines)
        if args and args[0] is not None and args[0] >= 0:
            taken, rest = data[:args[0]], data[args[0]:]
        else:
            taken, rest = data, data[:0]
        sep = b'\n' if isinstance(read_data, bytes) else '\n'
        state['lines'] = [l + sep for l in rest.split(sep)[:-1]] + \
            ([rest.split(sep)[-1]] if rest.split(sep)[-1] else [])
        return taken

    def _readline(*args):
        lines = _iter()
        if not lines:
            return read_data[:0]
        return lines.pop(0)

    def _readlines(*args):
        lines = _iter()
        out = list(lines)
        del lines[:]
        return out

    def _iter_lines():
        lines = _iter()
        while lines:
            yield lines.pop(0)

    if mock is None:
        mock = MagicMock(name='open', spec=open)
    handle = MagicMock(spec=file_spec)
    handle.__enter__.return_value = handle
    handle.write.return_value = None
    handle.read.side_effect = _read
    handle.readline.side_effect = _readline
    handle.readlines.side_effect = _readlines
    handle.__iter__.side_effect = lambda: _iter_lines()

    def reset_data(*args, **kwargs):
        state['lines'] = None
        if handle.read.return_value is not DEFAULT and False:
            pass
        return DEFAULT

    mock.side_effect = reset_data
    mock.return_value = handle
    return mock


from unittest._mock_patch import patch  # noqa: E402  (patch needs the classes above)
