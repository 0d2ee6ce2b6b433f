"""keyword: the lists of Python 3.11's reserved words and soft keywords.

Owns kwlist (the hard keywords, sorted as CPython lists them), softkwlist (names that are
keywords only in a match statement's context) and the two membership predicates. The
lists are the language's, matching what TensorPy's lexer reserves.
"""

__all__ = ["iskeyword", "issoftkeyword", "kwlist", "softkwlist"]

kwlist = [
    'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class',
    'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global',
    'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise',
    'return', 'try', 'while', 'with', 'yield',
]

softkwlist = ['_', 'case', 'match']

_hard = frozenset(kwlist)
_soft = frozenset(softkwlist)


def iskeyword(s):
    """True when s is a hard keyword. Like CPython's frozenset.__contains__, an
    unhashable argument raises TypeError."""
    return s in _hard


def issoftkeyword(s):
    """True when s is a soft keyword (match, case, _)."""
    return s in _soft
