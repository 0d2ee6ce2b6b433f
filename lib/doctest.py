"""doctest: runs the interactive examples (`>>> ...` with their expected output) found in
docstrings and text files, and reports the ones whose output differs, in CPython 3.11's
format. Offers testmod, testfile, run_docstring_examples, DocTestParser, DocTestFinder,
DocTestRunner, OutputChecker, DebugRunner, Example, DocTest, the option flags (also as
`# doctest: +FLAG` directives), DocTestSuite/DocFileSuite for unittest, and
script_from_examples.

Each example is compiled in 'single' mode and run in a copy of the module's globals with
sys.stdout captured; an expected traceback matches on its last part (the exception type
and message). Not provided: the pdb integration (debug, debug_src, set_trace)."""
import difflib
import inspect
import io
import os
import re
import sys
import traceback
from collections import namedtuple

__all__ = ['register_optionflag', 'DONT_ACCEPT_TRUE_FOR_1', 'DONT_ACCEPT_BLANKLINE',
           'NORMALIZE_WHITESPACE', 'ELLIPSIS', 'SKIP', 'IGNORE_EXCEPTION_DETAIL',
           'COMPARISON_FLAGS', 'REPORT_UDIFF', 'REPORT_CDIFF', 'REPORT_NDIFF',
           'REPORT_ONLY_FIRST_FAILURE', 'REPORTING_FLAGS', 'FAIL_FAST', 'Example',
           'DocTest', 'DocTestParser', 'DocTestFinder', 'DocTestRunner', 'OutputChecker',
           'DocTestFailure', 'UnexpectedException', 'DebugRunner', 'testmod', 'testfile',
           'run_docstring_examples', 'DocTestSuite', 'DocFileSuite', 'set_unittest_reportflags',
           'script_from_examples']

TestResults = namedtuple('TestResults', 'failed attempted')

OPTIONFLAGS_BY_NAME = {}


def register_optionflag(name):
    """The flag bit for name, made on first registration."""
    return OPTIONFLAGS_BY_NAME.setdefault(name, 1 << len(OPTIONFLAGS_BY_NAME))


DONT_ACCEPT_TRUE_FOR_1 = register_optionflag('DONT_ACCEPT_TRUE_FOR_1')
DONT_ACCEPT_BLANKLINE = register_optionflag('DONT_ACCEPT_BLANKLINE')
NORMALIZE_WHITESPACE = register_optionflag('NORMALIZE_WHITESPACE')
ELLIPSIS = register_optionflag('ELLIPSIS')
SKIP = register_optionflag('SKIP')
IGNORE_EXCEPTION_DETAIL = register_optionflag('IGNORE_EXCEPTION_DETAIL')
COMPARISON_FLAGS = (DONT_ACCEPT_TRUE_FOR_1 | DONT_ACCEPT_BLANKLINE | NORMALIZE_WHITESPACE |
                    ELLIPSIS | SKIP | IGNORE_EXCEPTION_DETAIL)
REPORT_UDIFF = register_optionflag('REPORT_UDIFF')
REPORT_CDIFF = register_optionflag('REPORT_CDIFF')
REPORT_NDIFF = register_optionflag('REPORT_NDIFF')
REPORT_ONLY_FIRST_FAILURE = register_optionflag('REPORT_ONLY_FIRST_FAILURE')
FAIL_FAST = register_optionflag('FAIL_FAST')
REPORTING_FLAGS = (REPORT_UDIFF | REPORT_CDIFF | REPORT_NDIFF | REPORT_ONLY_FIRST_FAILURE |
                   FAIL_FAST)

BLANKLINE_MARKER = '<BLANKLINE>'
ELLIPSIS_MARKER = '...'


def _indent(s, indent=4):
    """s with every non-empty line indented."""
    return re.sub('(?m)^(?!$)', indent * ' ', s)


def _exception_traceback(exc_info):
    out = io.StringIO()
    exc_type, exc_val, exc_tb = exc_info
    traceback.print_exception(exc_type, exc_val, exc_tb, file=out)
    return out.getvalue()


class _SpoofOut(io.StringIO):
    # Captured example output; what was printed always ends with a newline.
    def getvalue(self):
        result = io.StringIO.getvalue(self)
        if result and not result.endswith("\n"):
            result += "\n"
        return result

    def truncate(self, size=None):
        self.seek(size)
        io.StringIO.truncate(self)


def _ellipsis_match(want, got):
    """want matches got, each '...' in want standing for any text."""
    if ELLIPSIS_MARKER not in want:
        return want == got
    pieces = want.split(ELLIPSIS_MARKER)
    start, end = 0, len(got)
    first, last = pieces[0], pieces[-1]
    if first:
        if not got.startswith(first):
            return False
        start = len(first)
    if last:
        if not got.endswith(last):
            return False
        end -= len(last)
    if start > end:
        return False
    for piece in pieces[1:-1]:
        start = got.find(piece, start, end)
        if start < 0:
            return False
        start += len(piece)
    return True


def _strip_exception_details(msg):
    # "pkg.mod.Error: text" -> "Error"
    start, end = 0, len(msg)
    i = msg.find("\n")
    if i >= 0:
        end = i
    i = msg.find(':', 0, end)
    if i >= 0:
        end = i
    i = msg.rfind('.', 0, end)
    if i >= 0:
        start = i + 1
    return msg[start:end]


class Example:
    """One example: source (ends with a newline), want (expected output, '' or ending
    with a newline), exc_msg (the expected exception's text, or None), lineno (within
    the docstring, 0-based), indent, options ({flag: bool})."""

    def __init__(self, source, want, exc_msg=None, lineno=0, indent=0, options=None):
        if not source.endswith('\n'):
            source += '\n'
        if want and not want.endswith('\n'):
            want += '\n'
        if exc_msg is not None and not exc_msg.endswith('\n'):
            exc_msg += '\n'
        self.source = source
        self.want = want
        self.lineno = lineno
        self.indent = indent
        if options is None:
            options = {}
        self.options = options
        self.exc_msg = exc_msg

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return (self.source == other.source and self.want == other.want and
                self.lineno == other.lineno and self.indent == other.indent and
                self.options == other.options and self.exc_msg == other.exc_msg)

    def __hash__(self):
        return hash((self.source, self.want, self.lineno, self.indent, self.exc_msg))


class DocTest:
    """The examples of one docstring, with the globals they run in."""

    def __init__(self, examples, globs, name, filename, lineno, docstring):
        assert not isinstance(examples, str), "DocTest no longer accepts str; use DocTestParser instead"
        self.examples = examples
        self.docstring = docstring
        self.globs = globs.copy()
        self.name = name
        self.filename = filename
        self.lineno = lineno

    def __repr__(self):
        n = len(self.examples)
        if n == 0:
            examples = 'no examples'
        elif n == 1:
            examples = '1 example'
        else:
            examples = '%d examples' % n
        return ('<%s %s from %s:%s (%s)>' %
                (self.__class__.__name__, self.name, self.filename, self.lineno, examples))

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return (self.examples == other.examples and self.docstring == other.docstring and
                self.globs == other.globs and self.name == other.name and
                self.filename == other.filename and self.lineno == other.lineno)

    def __hash__(self):
        return hash((self.docstring, self.name, self.filename, self.lineno))

    def __lt__(self, other):
        if not isinstance(other, DocTest):
            return NotImplemented
        return ((self.name, self.filename, self.lineno or -1, id(self)) <
                (other.name, other.filename, other.lineno or -1, id(other)))


class DocTestParser:
    """Splits a docstring into text and Examples."""

    # An example: a '>>>' line and its '...' continuation lines, then the expected
    # output: the following lines up to a blank line or the next '>>>'.
    _EXAMPLE_RE = re.compile(
        r'(?P<source>(?:^(?P<indent>[ ]*)>>>.*)(?:\n[ ]*\.\.\..*)*)\n?'
        r'(?P<want>(?:(?![ ]*$)(?![ ]*>>>).+$\n?)*)', re.MULTILINE)
    # An expected traceback: its header, anything indented, then the exception line(s).
    _EXCEPTION_RE = re.compile(
        r'^(?P<hdr>Traceback \((?:most recent call last|innermost last)\):)\s*$'
        r'(?P<stack>.*?)^(?P<msg>\w+.*)', re.MULTILINE | re.DOTALL)
    _IS_BLANK_OR_COMMENT = re.compile(r'^[ ]*(#.*)?$').match
    _OPTION_DIRECTIVE_RE = re.compile(r'#\s*doctest:\s*([^\n\'"]*)$', re.MULTILINE)
    _INDENT_RE = re.compile(r'^([ ]*)(?=\S)', re.MULTILINE)

    def parse(self, string, name='<string>'):
        """The text pieces and Examples of string, in order."""
        string = string.expandtabs()
        min_indent = self._min_indent(string)
        if min_indent > 0:
            string = '\n'.join([l[min_indent:] for l in string.split('\n')])
        output = []
        charno, lineno = 0, 0
        for m in self._EXAMPLE_RE.finditer(string):
            output.append(string[charno:m.start()])
            lineno += string.count('\n', charno, m.start())
            source, options, want, exc_msg = self._parse_example(m, name, lineno)
            if not self._IS_BLANK_OR_COMMENT(source):
                output.append(Example(source, want, exc_msg, lineno=lineno,
                                      indent=min_indent + len(m.group('indent')),
                                      options=options))
            lineno += string.count('\n', m.start(), m.end())
            charno = m.end()
        output.append(string[charno:])
        return output

    def get_doctest(self, string, globs, name, filename, lineno):
        return DocTest(self.get_examples(string, name), globs, name, filename, lineno, string)

    def get_examples(self, string, name='<string>'):
        return [x for x in self.parse(string, name) if isinstance(x, Example)]

    def _parse_example(self, m, name, lineno):
        indent = len(m.group('indent'))
        source_lines = m.group('source').split('\n')
        self._check_prompt_blank(source_lines, indent, name, lineno)
        self._check_prefix(source_lines[1:], ' ' * indent + '.', name, lineno)
        source = '\n'.join([sl[indent + 4:] for sl in source_lines])
        want = m.group('want')
        want_lines = want.split('\n')
        if len(want_lines) > 1 and re.match(r' *$', want_lines[-1]):
            del want_lines[-1]
        self._check_prefix(want_lines, ' ' * indent, name, lineno + len(source_lines))
        want = '\n'.join([wl[indent:] for wl in want_lines])
        em = self._EXCEPTION_RE.match(want)
        exc_msg = em.group('msg') if em else None
        options = self._find_options(source, name, lineno)
        return source, options, want, exc_msg

    def _find_options(self, source, name, lineno):
        options = {}
        for m in self._OPTION_DIRECTIVE_RE.finditer(source):
            for option in m.group(1).replace(',', ' ').split():
                if option[0] not in '+-' or option[1:] not in OPTIONFLAGS_BY_NAME:
                    raise ValueError('line %r of the doctest for %s has an invalid option: %r'
                                     % (lineno + 1, name, option))
                options[OPTIONFLAGS_BY_NAME[option[1:]]] = (option[0] == '+')
        if options and self._IS_BLANK_OR_COMMENT(source):
            raise ValueError('line %r of the doctest for %s has an option directive on a '
                             'line with no example: %r' % (lineno, name, source))
        return options

    def _min_indent(self, s):
        indents = [len(indent) for indent in self._INDENT_RE.findall(s)]
        return min(indents) if indents else 0

    def _check_prompt_blank(self, lines, indent, name, lineno):
        for i, line in enumerate(lines):
            if len(line) >= indent + 4 and line[indent + 3] != ' ':
                raise ValueError('line %r of the docstring for %s lacks blank after %s: %r'
                                 % (lineno + i + 1, name, line[indent:indent + 3], line))

    def _check_prefix(self, lines, prefix, name, lineno):
        for i, line in enumerate(lines):
            if line and not line.startswith(prefix):
                raise ValueError('line %r of the docstring for %s has inconsistent '
                                 'leading whitespace: %r' % (lineno + i + 1, name, line))


def _read_lines(path):
    try:
        with open(path) as f:
            return f.read().splitlines(keepends=True)
    except (OSError, UnicodeDecodeError):
        return None


class DocTestFinder:
    """Collects the DocTests of an object: its docstring and, recursively, those of the
    functions, classes, methods, properties (and a module's __test__ entries) defined
    in the same module. exclude_empty drops objects without docstrings."""

    def __init__(self, verbose=False, parser=DocTestParser(), recurse=True,
                 exclude_empty=True):
        self._parser = parser
        self._verbose = verbose
        self._recurse = recurse
        self._exclude_empty = exclude_empty

    def find(self, obj, name=None, module=None, globs=None, extraglobs=None):
        if name is None:
            name = getattr(obj, '__name__', None)
            if name is None:
                raise ValueError("DocTestFinder.find: name must be given when obj.__name__ "
                                 "doesn't exist: %r" % (type(obj),))
        if self._verbose:
            print('Finding tests in %s' % name)
        if module is False:
            module = None
        elif module is None:
            module = inspect.getmodule(obj)
        source_lines = None
        path = None
        if inspect.ismodule(obj):
            path = getattr(obj, '__file__', None)
        else:
            try:
                path = inspect.getsourcefile(obj)
            except (TypeError, AttributeError, OSError):
                path = None
            if path is None and module is not None:
                path = getattr(module, '__file__', None)
        if path:
            source_lines = _read_lines(path)
        if globs is None:
            globs = {} if module is None else module.__dict__.copy()
        else:
            globs = globs.copy()
        if extraglobs is not None:
            globs.update(extraglobs)
        if '__name__' not in globs:
            globs['__name__'] = '__main__'
        tests = []
        self._find(tests, obj, name, module, source_lines, globs, {})
        tests.sort()
        return tests

    def _from_module(self, module, obj):
        if module is None:
            return True
        if inspect.isfunction(obj):
            return module.__dict__ is obj.__globals__
        if inspect.isclass(obj):
            return module.__name__ == obj.__module__
        found = inspect.getmodule(obj)
        if found is not None:
            return module is found
        if hasattr(obj, '__module__'):
            return module.__name__ == obj.__module__
        if isinstance(obj, property):
            return True
        raise ValueError("object must be a class or function")

    def _is_routine(self, obj):
        maybe = obj
        try:
            maybe = inspect.unwrap(maybe)
        except Exception:
            pass
        return inspect.isroutine(maybe)

    def _find(self, tests, obj, name, module, source_lines, globs, seen):
        if id(obj) in seen:
            return
        seen[id(obj)] = 1
        test = self._get_test(obj, name, module, globs, source_lines)
        if test is not None:
            tests.append(test)
        if inspect.ismodule(obj) and self._recurse:
            for valname, val in list(obj.__dict__.items()):
                valname = '%s.%s' % (name, valname)
                if ((self._is_routine(val) or inspect.isclass(val)) and
                        self._from_module(module, val)):
                    self._find(tests, val, valname, module, source_lines, globs, seen)
            for valname, val in getattr(obj, '__test__', {}).items():
                if not isinstance(valname, str):
                    raise ValueError("DocTestFinder.find: __test__ keys must be strings: %r"
                                     % (type(valname),))
                if not (inspect.isroutine(val) or inspect.isclass(val) or
                        inspect.ismodule(val) or isinstance(val, str)):
                    raise ValueError("DocTestFinder.find: __test__ values must be strings, "
                                     "functions, methods, classes, or modules: %r"
                                     % (type(val),))
                valname = '%s.__test__.%s' % (name, valname)
                self._find(tests, val, valname, module, source_lines, globs, seen)
        if inspect.isclass(obj) and self._recurse:
            for valname, val in list(obj.__dict__.items()):
                if isinstance(val, (staticmethod, classmethod)):
                    val = val.__func__
                if ((inspect.isroutine(val) or inspect.isclass(val) or
                        isinstance(val, property)) and self._from_module(module, val)):
                    valname = '%s.%s' % (name, valname)
                    self._find(tests, val, valname, module, source_lines, globs, seen)

    def _get_test(self, obj, name, module, globs, source_lines):
        if isinstance(obj, str):
            docstring = obj
        else:
            try:
                docstring = obj.__doc__
                if docstring is None:
                    docstring = ''
                elif not isinstance(docstring, str):
                    docstring = str(docstring)
            except (TypeError, AttributeError):
                docstring = ''
        lineno = self._find_lineno(obj, source_lines)
        if self._exclude_empty and not docstring:
            return None
        if module is None:
            filename = None
        else:
            filename = getattr(module, '__file__', None) or module.__name__
            if filename[-4:] == ".pyc":
                filename = filename[:-1]
        return self._parser.get_doctest(docstring, globs, name, filename, lineno)

    def _find_lineno(self, obj, source_lines):
        # The 0-based line of obj's docstring in its file, or None.
        lineno = None
        docstring = getattr(obj, '__doc__', None)
        if inspect.ismodule(obj) and docstring is not None:
            lineno = 0
        if inspect.isclass(obj) and docstring is not None:
            if source_lines is None:
                return None
            pat = re.compile(r'^\s*class\s*%s\b' % re.escape(getattr(obj, '__name__', '-')))
            for i, line in enumerate(source_lines):
                if pat.match(line):
                    lineno = i
                    break
        if inspect.ismethod(obj):
            obj = obj.__func__
        if inspect.isfunction(obj) and getattr(obj, '__doc__', None):
            obj = obj.__code__
        if hasattr(obj, 'co_firstlineno'):
            lineno = obj.co_firstlineno - 1
        if lineno is not None:
            if source_lines is None:
                return lineno + 1
            pat = re.compile(r'(^|.*:)\s*\w*("|\')')
            for n in range(lineno, len(source_lines)):
                if pat.match(source_lines[n]):
                    return n
        return None


class OutputChecker:
    """Decides whether an example's output matches, and describes the difference."""

    def _toAscii(self, s):
        return str(s.encode('ASCII', 'backslashreplace'), "ASCII")

    def check_output(self, want, got, optionflags):
        if got == want:
            return True
        if not (optionflags & DONT_ACCEPT_TRUE_FOR_1):
            if (got, want) in (("True\n", "1\n"), ("False\n", "0\n")):
                return True
        if not (optionflags & DONT_ACCEPT_BLANKLINE):
            want = re.sub(r'(?m)^%s\s*?$' % re.escape(BLANKLINE_MARKER), '', want)
            got = re.sub(r'(?m)^[^\S\n]+$', '', got)
            if got == want:
                return True
        if optionflags & NORMALIZE_WHITESPACE:
            got = ' '.join(got.split())
            want = ' '.join(want.split())
            if got == want:
                return True
        if optionflags & ELLIPSIS:
            if _ellipsis_match(want, got):
                return True
        return False

    def _do_a_fancy_diff(self, want, got, optionflags):
        if not optionflags & (REPORT_UDIFF | REPORT_CDIFF | REPORT_NDIFF):
            return False
        if optionflags & REPORT_NDIFF:
            return True
        return want.count('\n') > 2 and got.count('\n') > 2

    def output_difference(self, example, got, optionflags):
        want = example.want
        if not (optionflags & DONT_ACCEPT_BLANKLINE):
            got = re.sub('(?m)^[ ]*(?=\n)', BLANKLINE_MARKER, got)
        if self._do_a_fancy_diff(want, got, optionflags):
            want_lines = want.splitlines(keepends=True)
            got_lines = got.splitlines(keepends=True)
            if optionflags & REPORT_UDIFF:
                diff = list(difflib.unified_diff(want_lines, got_lines, n=2))[2:]
                kind = 'unified diff with -expected +actual'
            elif optionflags & REPORT_CDIFF:
                diff = list(difflib.context_diff(want_lines, got_lines, n=2))[2:]
                kind = 'context diff with expected followed by actual'
            else:
                engine = difflib.Differ(charjunk=difflib.IS_CHARACTER_JUNK)
                diff = list(engine.compare(want_lines, got_lines))
                kind = 'ndiff with -expected +actual'
            diff = [line.rstrip() + '\n' for line in diff]
            return 'Differences (%s):\n' % kind + _indent(''.join(diff))
        if want and got:
            return 'Expected:\n%sGot:\n%s' % (_indent(want), _indent(got))
        elif want:
            return 'Expected:\n%sGot nothing\n' % _indent(want)
        elif got:
            return 'Expected nothing\nGot:\n%s' % _indent(got)
        return 'Expected nothing\nGot nothing\n'


class DocTestRunner:
    """Runs DocTests, printing failures (and, verbose, every example) through `out`
    (default sys.stdout.write), and keeps per-test counts for summarize()."""
    DIVIDER = "*" * 70

    def __init__(self, checker=None, verbose=None, optionflags=0):
        self._checker = checker or OutputChecker()
        if verbose is None:
            verbose = '-v' in sys.argv
        self._verbose = verbose
        self.optionflags = optionflags
        self.original_optionflags = optionflags
        self.tries = 0
        self.failures = 0
        self._name2ft = {}
        self._fakeout = _SpoofOut()

    def report_start(self, out, test, example):
        if self._verbose:
            if example.want:
                out('Trying:\n' + _indent(example.source) +
                    'Expecting:\n' + _indent(example.want))
            else:
                out('Trying:\n' + _indent(example.source) + 'Expecting nothing\n')

    def report_success(self, out, test, example, got):
        if self._verbose:
            out("ok\n")

    def report_failure(self, out, test, example, got):
        out(self._failure_header(test, example) +
            self._checker.output_difference(example, got, self.optionflags))

    def report_unexpected_exception(self, out, test, example, exc_info):
        out(self._failure_header(test, example) +
            'Exception raised:\n' + _indent(_exception_traceback(exc_info)))

    def _failure_header(self, test, example):
        out = [self.DIVIDER]
        if test.filename:
            if test.lineno is not None and example.lineno is not None:
                lineno = test.lineno + example.lineno + 1
            else:
                lineno = '?'
            out.append('File "%s", line %s, in %s' % (test.filename, lineno, test.name))
        else:
            out.append('Line %s, in %s' % (example.lineno + 1, test.name))
        out.append('Failed example:')
        out.append(_indent(example.source))
        return '\n'.join(out)

    def __run(self, test, compileflags, out):
        failures = tries = 0
        original_optionflags = self.optionflags
        SUCCESS, FAILURE, BOOM = range(3)
        check = self._checker.check_output
        for examplenum, example in enumerate(test.examples):
            quiet = (self.optionflags & REPORT_ONLY_FIRST_FAILURE and failures > 0)
            self.optionflags = original_optionflags
            if example.options:
                for optionflag, val in example.options.items():
                    if val:
                        self.optionflags |= optionflag
                    else:
                        self.optionflags &= ~optionflag
            if self.optionflags & SKIP:
                continue
            tries += 1
            if not quiet:
                self.report_start(out, test, example)
            filename = '<doctest %s[%d]>' % (test.name, examplenum)
            # The traceback module shows the example's source for this pseudo-file.
            traceback._file_lines[filename] = example.source.split('\n')
            try:
                exec(compile(example.source, filename, "single"), test.globs)
                exception = None
            except KeyboardInterrupt:
                raise
            except BaseException:
                exception = sys.exc_info()
            got = self._fakeout.getvalue()
            self._fakeout.truncate(0)
            outcome = FAILURE
            if exception is None:
                if check(example.want, got, self.optionflags):
                    outcome = SUCCESS
            else:
                formatted_ex = traceback.format_exception_only(exception[0], exception[1])
                if issubclass(exception[0], SyntaxError):
                    prefixes = (f"{exception[0].__qualname__}:",
                                f"{exception[0].__module__}.{exception[0].__qualname__}:")
                    for index, line in enumerate(formatted_ex):
                        if line.startswith(prefixes):
                            formatted_ex = formatted_ex[index:]
                            break
                exc_msg = "".join(formatted_ex)
                if not quiet:
                    got += _exception_traceback(exception)
                if example.exc_msg is None:
                    outcome = BOOM
                elif check(example.exc_msg, exc_msg, self.optionflags):
                    outcome = SUCCESS
                elif self.optionflags & IGNORE_EXCEPTION_DETAIL:
                    if check(_strip_exception_details(example.exc_msg),
                             _strip_exception_details(exc_msg), self.optionflags):
                        outcome = SUCCESS
            if outcome is SUCCESS:
                if not quiet:
                    self.report_success(out, test, example, got)
            elif outcome is FAILURE:
                if not quiet:
                    self.report_failure(out, test, example, got)
                failures += 1
            else:
                if not quiet:
                    self.report_unexpected_exception(out, test, example, exception)
                failures += 1
            if failures and self.optionflags & FAIL_FAST:
                break
        self.optionflags = original_optionflags
        self.__record_outcome(test, failures, tries)
        return TestResults(failures, tries)

    def __record_outcome(self, test, f, t):
        f2, t2 = self._name2ft.get(test.name, (0, 0))
        self._name2ft[test.name] = (f + f2, t + t2)
        self.failures += f
        self.tries += t

    def run(self, test, compileflags=None, out=None, clear_globs=True):
        """Runs test's examples; returns TestResults(failed, attempted)."""
        self.test = test
        save_stdout = sys.stdout
        if out is None:
            encoding = getattr(save_stdout, 'encoding', None) or 'utf-8'
            if encoding.lower() == 'utf-8':
                out = save_stdout.write
            else:
                def out(s):
                    s = str(s.encode(encoding, 'backslashreplace'), encoding)
                    save_stdout.write(s)
        sys.stdout = self._fakeout
        save_displayhook = getattr(sys, 'displayhook', None)
        if hasattr(sys, '__displayhook__'):
            sys.displayhook = sys.__displayhook__
        try:
            return self.__run(test, compileflags, out)
        finally:
            sys.stdout = save_stdout
            if save_displayhook is not None:
                sys.displayhook = save_displayhook
            for n in range(len(test.examples)):
                traceback._file_lines.pop('<doctest %s[%d]>' % (test.name, n), None)
            if clear_globs:
                test.globs.clear()
                import builtins
                builtins._ = None

    def summarize(self, verbose=None):
        """Prints the counts of the tests run so far; returns TestResults."""
        if verbose is None:
            verbose = self._verbose
        notests, passed, failed = [], [], []
        totalt = totalf = 0
        for name, (f, t) in self._name2ft.items():
            totalt += t
            totalf += f
            if t == 0:
                notests.append(name)
            elif f == 0:
                passed.append((name, t))
            else:
                failed.append((name, (f, t)))
        if verbose:
            if notests:
                print(len(notests), "items had no tests:")
                notests.sort()
                for thing in notests:
                    print("   ", thing)
            if passed:
                print(len(passed), "items passed all tests:")
                passed.sort()
                for thing, count in passed:
                    print(" %3d tests in %s" % (count, thing))
        if failed:
            print(self.DIVIDER)
            print(len(failed), "items had failures:")
            failed.sort()
            for thing, (f, t) in failed:
                print(" %3d of %3d in %s" % (f, t, thing))
        if verbose:
            print(totalt, "tests in", len(self._name2ft), "items.")
            print(totalt - totalf, "passed and", totalf, "failed.")
        if totalf:
            print("***Test Failed***", totalf, "failures.")
        elif verbose:
            print("Test passed.")
        return TestResults(totalf, totalt)

    def merge(self, other):
        d = self._name2ft
        for name, (f, t) in other._name2ft.items():
            if name in d:
                f2, t2 = d[name]
                f = f + f2
                t = t + t2
            d[name] = f, t


class DocTestFailure(Exception):
    """Raised by DebugRunner for an example whose output differs."""

    def __init__(self, test, example, got):
        self.test = test
        self.example = example
        self.got = got

    def __str__(self):
        return str(self.test)


class UnexpectedException(Exception):
    """Raised by DebugRunner for an example that raised unexpectedly."""

    def __init__(self, test, example, exc_info):
        self.test = test
        self.example = example
        self.exc_info = exc_info

    def __str__(self):
        return str(self.test)


class DebugRunner(DocTestRunner):
    """Stops at the first problem by raising DocTestFailure or UnexpectedException."""

    def run(self, test, compileflags=None, out=None, clear_globs=True):
        r = DocTestRunner.run(self, test, compileflags, out, False)
        if clear_globs:
            test.globs.clear()
        return r

    def report_unexpected_exception(self, out, test, example, exc_info):
        raise UnexpectedException(test, example, exc_info)

    def report_failure(self, out, test, example, got):
        raise DocTestFailure(test, example, got)


master = None


def testmod(m=None, name=None, globs=None, verbose=None, report=True, optionflags=0,
            extraglobs=None, raise_on_error=False, exclude_empty=False):
    """Tests the examples in the docstrings of module m (default __main__) and of what
    it defines; prints a summary when report; returns TestResults(failed, attempted)."""
    global master
    if m is None:
        m = sys.modules.get('__main__')
    if not inspect.ismodule(m):
        raise TypeError("testmod: module required; %r" % (m,))
    if name is None:
        name = m.__name__
    finder = DocTestFinder(exclude_empty=exclude_empty)
    if raise_on_error:
        runner = DebugRunner(verbose=verbose, optionflags=optionflags)
    else:
        runner = DocTestRunner(verbose=verbose, optionflags=optionflags)
    for test in finder.find(m, name, globs=globs, extraglobs=extraglobs):
        runner.run(test)
    if report:
        runner.summarize()
    if master is None:
        master = runner
    else:
        master.merge(runner)
    return TestResults(runner.failures, runner.tries)


def _load_testfile(filename, package, module_relative, encoding):
    if module_relative:
        if os.path.isabs(filename):
            raise ValueError("Module-relative files may not have absolute paths")
        if package is not None:
            if isinstance(package, str):
                package = __import__(package, {}, {}, '__name__')
            base = os.path.dirname(package.__file__)
        else:
            frame = sys._getframe(2)
            main_file = frame.f_globals.get('__file__')
            base = os.path.dirname(main_file) if main_file else os.getcwd()
        filename = os.path.join(base, *(filename.split('/')))
    with open(filename, encoding=encoding or 'utf-8') as f:
        return f.read(), filename


def testfile(filename, module_relative=True, name=None, package=None, globs=None,
             verbose=None, report=True, optionflags=0, extraglobs=None,
             raise_on_error=False, parser=DocTestParser(), encoding=None):
    """Tests the examples in a text file (relative to the caller's module unless
    module_relative=False); returns TestResults(failed, attempted)."""
    global master
    if package and not module_relative:
        raise ValueError("Package may only be specified for module-relative paths.")
    text, filename = _load_testfile(filename, package, module_relative, encoding)
    if name is None:
        name = os.path.basename(filename)
    if globs is None:
        globs = {}
    else:
        globs = globs.copy()
    if extraglobs is not None:
        globs.update(extraglobs)
    if '__name__' not in globs:
        globs['__name__'] = '__main__'
    if raise_on_error:
        runner = DebugRunner(verbose=verbose, optionflags=optionflags)
    else:
        runner = DocTestRunner(verbose=verbose, optionflags=optionflags)
    test = parser.get_doctest(text, globs, name, filename, 0)
    runner.run(test)
    if report:
        runner.summarize()
    if master is None:
        master = runner
    else:
        master.merge(runner)
    return TestResults(runner.failures, runner.tries)


def run_docstring_examples(f, globs, verbose=False, name="NoName", compileflags=None,
                           optionflags=0):
    """Runs the examples in f's docstring (not its members'), printing failures."""
    finder = DocTestFinder(verbose=verbose, recurse=False)
    runner = DocTestRunner(verbose=verbose, optionflags=optionflags)
    for test in finder.find(f, name, globs=globs):
        runner.run(test, compileflags=compileflags)


_unittest_reportflags = 0


def set_unittest_reportflags(flags):
    """Sets the reporting flags DocTestCase uses; returns the old ones."""
    global _unittest_reportflags
    if (flags & REPORTING_FLAGS) != flags:
        raise ValueError("Only reporting flags allowed", flags)
    old = _unittest_reportflags
    _unittest_reportflags = flags
    return old


def _make_doctest_case():
    import unittest

    class DocTestCase(unittest.TestCase):
        # One DocTest as a unittest test: its failure message is the doctest report.
        def __init__(self, test, optionflags=0, setUp=None, tearDown=None, checker=None):
            unittest.TestCase.__init__(self)
            self._dt_optionflags = optionflags
            self._dt_checker = checker
            self._dt_test = test
            self._dt_setUp = setUp
            self._dt_tearDown = tearDown

        def setUp(self):
            if self._dt_setUp is not None:
                self._dt_setUp(self._dt_test)

        def tearDown(self):
            if self._dt_tearDown is not None:
                self._dt_tearDown(self._dt_test)
            self._dt_test.globs.clear()

        def runTest(self):
            test = self._dt_test
            new = io.StringIO()
            optionflags = self._dt_optionflags
            if not (optionflags & REPORTING_FLAGS):
                optionflags |= _unittest_reportflags
            runner = DocTestRunner(optionflags=optionflags, checker=self._dt_checker,
                                   verbose=False)
            failures, tries = runner.run(test, out=new.write, clear_globs=False)
            if failures:
                raise self.failureException(self.format_failure(new.getvalue()))

        def format_failure(self, err):
            test = self._dt_test
            lineno = 'unknown line number' if test.lineno is None else '%s' % test.lineno
            lname = '.'.join(test.name.split('.')[-1:])
            return ('Failed doctest test for %s\n  File "%s", line %s, in %s\n\n%s'
                    % (test.name, test.filename, lineno, lname, err))

        def id(self):
            return self._dt_test.name

        def __eq__(self, other):
            if type(self) is not type(other):
                return NotImplemented
            return self._dt_test == other._dt_test

        def __hash__(self):
            return hash((self._dt_optionflags, self._dt_setUp, self._dt_tearDown,
                         self._dt_checker))

        def __repr__(self):
            name = self._dt_test.name.split('.')
            return "%s (%s)" % (name[-1], '.'.join(name[:-1]))

        __str__ = object.__str__

        def shortDescription(self):
            return "Doctest: " + self._dt_test.name

    class DocFileCase(DocTestCase):
        def id(self):
            return '_'.join(self._dt_test.name.split('.'))

        def __repr__(self):
            return self._dt_test.filename

        def format_failure(self, err):
            return ('Failed doctest test for %s\n  File "%s", line 0\n\n%s'
                    % (self._dt_test.name, self._dt_test.filename, err))

    return DocTestCase, DocFileCase


def DocTestSuite(module=None, globs=None, extraglobs=None, test_finder=None, **options):
    """A unittest suite with one test per docstring (that has examples) of module."""
    import unittest
    DocTestCase, _ = _make_doctest_case()
    if test_finder is None:
        test_finder = DocTestFinder()
    if module is None:
        module = sys.modules['__main__']
    elif isinstance(module, str):
        module = __import__(module, globals(), locals(), ["*"])
    tests = test_finder.find(module, globs=globs, extraglobs=extraglobs)
    suite = unittest.TestSuite()
    for test in sorted(tests):
        if len(test.examples) == 0:
            continue
        if not test.filename:
            test.filename = getattr(module, '__file__', None)
        suite.addTest(DocTestCase(test, **options))
    return suite


def DocFileSuite(*paths, **kw):
    """A unittest suite with one test per doctest text file."""
    import unittest
    _, DocFileCase = _make_doctest_case()
    suite = unittest.TestSuite()
    module_relative = kw.pop('module_relative', True)
    package = kw.pop('package', None)
    parser = kw.pop('parser', DocTestParser())
    encoding = kw.pop('encoding', None)
    globs = kw.pop('globs', None)
    for path in paths:
        if module_relative:
            frame_file = sys._getframe(1).f_globals.get('__file__')
            if package is not None:
                pkg = __import__(package, {}, {}, '__name__') if isinstance(package, str) \
                    else package
                base = os.path.dirname(pkg.__file__)
            else:
                base = os.path.dirname(frame_file) if frame_file else os.getcwd()
            full = os.path.join(base, *path.split('/'))
        else:
            full = path
        with open(full, encoding=encoding or 'utf-8') as f:
            text = f.read()
        g = {} if globs is None else globs.copy()
        if '__file__' not in g:
            g['__file__'] = full
        test = parser.get_doctest(text, g, os.path.basename(full), full, 0)
        suite.addTest(DocFileCase(test, **kw))
    return suite


def script_from_examples(s):
    """The examples of s as a script: the text as comments, outputs as '## ' comments."""
    output = []
    for piece in DocTestParser().parse(s):
        if isinstance(piece, Example):
            output.append(piece.source[:-1])
            want = piece.want
            if want:
                output.append('# Expected:')
                output += ['## ' + l for l in want.split('\n')[:-1]]
        else:
            output += [_comment_line(l) for l in piece.split('\n')[:-1]]
    while output and output[-1] == '#':
        output.pop()
    while output and output[0] == '#':
        output.pop(0)
    return '\n'.join(output) + '\n'


def _comment_line(line):
    line = line.rstrip()
    if line:
        return '# ' + line
    return '#'
