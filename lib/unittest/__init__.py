"""unittest: the test framework (CPython 3.11's names, output and messages).

The package splits as CPython's does: case (TestCase, SkipTest, the decorators), suite
(TestSuite and the class/module fixtures), loader (TestLoader, discovery), result
(TestResult), runner (TextTestRunner, TextTestResult), main (TestProgram, unittest.main),
mock (unittest.mock). Every module sets the global `__unittest`, which is how a result
drops the framework's own frames from the tracebacks it reports.
"""
__unittest = True

__all__ = ['TestResult', 'TestCase', 'IsolatedAsyncioTestCase', 'TestSuite',
           'TextTestRunner', 'TestLoader', 'FunctionTestCase', 'main',
           'defaultTestLoader', 'SkipTest', 'skip', 'skipIf', 'skipUnless',
           'expectedFailure', 'TextTestResult', 'installHandler',
           'registerResult', 'removeResult', 'removeHandler',
           'addModuleCleanup', 'doModuleCleanups', 'enterModuleContext',
           'getTestCaseNames', 'makeSuite', 'findTestCases']

from unittest.result import TestResult
from unittest.case import (addModuleCleanup, TestCase, FunctionTestCase, SkipTest, skip,
                           skipIf, skipUnless, expectedFailure, doModuleCleanups,
                           enterModuleContext)
from unittest.suite import BaseTestSuite, TestSuite
from unittest.loader import (TestLoader, defaultTestLoader, makeSuite, getTestCaseNames,
                             findTestCases)
from unittest.main import TestProgram, main
from unittest.runner import TextTestRunner, TextTestResult
from unittest.signals import installHandler, registerResult, removeResult, removeHandler


def __getattr__(name):
    # unittest.mock and IsolatedAsyncioTestCase load on first use, as in CPython.
    if name == 'mock':
        import unittest.mock as m
        return m
    if name == 'IsolatedAsyncioTestCase':
        from unittest.async_case import IsolatedAsyncioTestCase
        return IsolatedAsyncioTestCase
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
