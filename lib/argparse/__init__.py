"""argparse: command-line parsing, help and usage as CPython 3.11's argparse.

Written for TensorPy from the library reference and black-box comparison with CPython
3.11 (no code from CPython's Lib/argparse.py). The package is split by concern:
_common (constants, errors, Namespace), _actions (Action classes, FileType), _formatter
(HelpFormatter family; Note [Help layout]), _container (add_argument, groups) and
_parser (ArgumentParser; Note [Argument matching]).
"""

from argparse._common import (SUPPRESS, OPTIONAL, ZERO_OR_MORE, ONE_OR_MORE, PARSER,
                              REMAINDER, Namespace, ArgumentError, ArgumentTypeError)
from argparse._actions import Action, BooleanOptionalAction, FileType
from argparse._formatter import (HelpFormatter, RawDescriptionHelpFormatter,
                                 RawTextHelpFormatter, ArgumentDefaultsHelpFormatter,
                                 MetavarTypeHelpFormatter)
from argparse._parser import ArgumentParser

__all__ = ['ArgumentParser', 'ArgumentError', 'ArgumentTypeError',
           'BooleanOptionalAction', 'FileType', 'HelpFormatter',
           'ArgumentDefaultsHelpFormatter', 'RawDescriptionHelpFormatter',
           'RawTextHelpFormatter', 'MetavarTypeHelpFormatter', 'Namespace', 'Action',
           'ONE_OR_MORE', 'OPTIONAL', 'PARSER', 'REMAINDER', 'SUPPRESS', 'ZERO_OR_MORE']

# The classes are defined in the private submodules but belong to argparse, as in CPython
# (their reprs say <class 'argparse.X'>).
for _name in __all__:
    _obj = globals()[_name]
    if isinstance(_obj, type):
        _obj.__module__ = 'argparse'
del _name, _obj
