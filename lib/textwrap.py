"""textwrap: wrapping and filling text, shortening, dedent and indent.

Written for TensorPy from the library reference. TextWrapper splits text into chunks
(whitespace runs and words; with break_on_hyphens, words also split after the hyphen of a
hyphenated word and around em-dashes "--"), then packs chunks greedily into lines of at
most `width` columns, breaking words longer than a line when break_long_words is set and
truncating to max_lines with the placeholder. Whitespace here is ASCII whitespace only
(tab, newline, vertical tab, form feed, carriage return, space), as in CPython.
"""

import re

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']

_whitespace = '\t\n\x0b\x0c\r '


def _is_letter(c):
    # A word character that is not a decimal digit (underscore included).
    return (c.isalnum() or c == '_') and not c.isdecimal()


def _is_word(c):
    return c.isalnum() or c == '_'


def _is_word_punct(c):
    return _is_word(c) or c in '!"\'&.,?'


def _hyphen_breaks(s, k):
    """True when the hyphen at s[k] ends a chunk: it follows two letters, or
    letter-hyphen-letter, and a letter (optionally a hyphen) and a letter follow it."""
    n = len(s)
    before = (k >= 2 and _is_letter(s[k - 2]) and _is_letter(s[k - 1])) or \
             (k >= 3 and _is_letter(s[k - 3]) and s[k - 2] == '-' and _is_letter(s[k - 1]))
    if not before:
        return False
    j = k + 1
    if j < n and _is_letter(s[j]):
        if j + 1 < n and _is_letter(s[j + 1]):
            return True
        if j + 2 < n and s[j + 1] == '-' and _is_letter(s[j + 2]):
            return True
    return False


def _dash_run(s, i):
    """Length of an em-dash at s[i] (two or more hyphens followed by a word character),
    else 0."""
    n = len(s)
    j = i
    while j < n and s[j] == '-':
        j += 1
    if j - i >= 2 and j < n and _is_word(s[j]):
        return j - i
    return 0


def _split_hyphenated(s):
    chunks = []
    n = len(s)
    i = 0
    while i < n:
        if s[i] in _whitespace:
            j = i
            while j < n and s[j] in _whitespace:
                j += 1
            chunks.append(s[i:j])
            i = j
            continue
        if i > 0 and _is_word_punct(s[i - 1]):
            run = _dash_run(s, i)
            if run:
                chunks.append(s[i:i + run])
                i += run
                continue
        # The shortest word chunk: it ends after a breaking hyphen, at whitespace or the
        # end, or before an em-dash that follows word punctuation.
        k = i + 1
        while True:
            if k < n and s[k] == '-' and _hyphen_breaks(s, k):
                end = k + 1
                break
            if k >= n or s[k] in _whitespace:
                end = k
                break
            if _is_word_punct(s[k - 1]) and _dash_run(s, k):
                end = k
                break
            k += 1
        chunks.append(s[i:end])
        i = end
    return chunks


def _split_simple(s):
    chunks = []
    n = len(s)
    i = 0
    while i < n:
        ws = s[i] in _whitespace
        j = i
        while j < n and (s[j] in _whitespace) == ws:
            j += 1
        chunks.append(s[i:j])
        i = j
    return chunks


def _ends_sentence(chunk):
    # A lowercase letter, then '.', '!' or '?', optionally a closing quote, at the end.
    if chunk[-1:] in ('"', "'"):
        chunk = chunk[:-1]
    return len(chunk) >= 2 and chunk[-1] in '.!?' and 'a' <= chunk[-2] <= 'z'


class TextWrapper:
    """
    Object for wrapping/filling text.  The public interface consists of
    the wrap() and fill() methods; the other methods are just there for
    subclasses to override in order to tweak the default behaviour.
    If you want to completely replace the main wrapping algorithm,
    you'll probably have to override _wrap_chunks().
    """

    unicode_whitespace_trans = dict.fromkeys(map(ord, _whitespace), ord(' '))

    def __init__(self,
                 width=70,
                 initial_indent="",
                 subsequent_indent="",
                 expand_tabs=True,
                 replace_whitespace=True,
                 fix_sentence_endings=False,
                 break_long_words=True,
                 drop_whitespace=True,
                 break_on_hyphens=True,
                 tabsize=8,
                 *,
                 max_lines=None,
                 placeholder=' [...]'):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def _munge_whitespace(self, text):
        """Expand tabs and turn every other whitespace character into a space."""
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            text = text.translate(self.unicode_whitespace_trans)
        return text

    def _split(self, text):
        """Split the text into chunks: whitespace runs and (parts of) words."""
        if self.break_on_hyphens is True:
            return _split_hyphenated(text)
        return _split_simple(text)

    def _fix_sentence_endings(self, chunks):
        """Make sure a sentence end is followed by two spaces."""
        i = 0
        while i < len(chunks) - 1:
            if chunks[i + 1] == " " and _ends_sentence(chunks[i]):
                chunks[i + 1] = "  "
                i += 2
            else:
                i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        """Put as much of an over-long chunk on the current line as fits."""
        space_left = 1 if width < 1 else width - cur_len
        if self.break_long_words:
            end = space_left
            chunk = reversed_chunks[-1]
            if self.break_on_hyphens and len(chunk) > space_left:
                # Prefer to break after the last hyphen that fits, unless only hyphens
                # precede it.
                hyphen = chunk.rfind('-', 0, space_left)
                if hyphen > 0 and any(c != '-' for c in chunk[:hyphen]):
                    end = hyphen + 1
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]
        elif not cur_line:
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        """Pack chunks into lines of at most self.width columns (indents included)."""
        lines = []
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % self.width)
        if self.max_lines is not None:
            if self.max_lines > 1:
                indent = self.subsequent_indent
            else:
                indent = self.initial_indent
            if len(indent) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")
        chunks.reverse()
        while chunks:
            cur_line = []
            cur_len = 0
            indent = self.subsequent_indent if lines else self.initial_indent
            width = self.width - len(indent)
            if self.drop_whitespace and chunks[-1].strip() == '' and lines:
                del chunks[-1]
            while chunks:
                size = len(chunks[-1])
                if cur_len + size <= width:
                    cur_line.append(chunks.pop())
                    cur_len += size
                else:
                    break
            if chunks and len(chunks[-1]) > width:
                self._handle_long_word(chunks, cur_line, cur_len, width)
                cur_len = sum(map(len, cur_line))
            if self.drop_whitespace and cur_line and cur_line[-1].strip() == '':
                cur_len -= len(cur_line[-1])
                del cur_line[-1]
            if not cur_line:
                continue
            last_line_ok = (not chunks or
                            self.drop_whitespace and len(chunks) == 1 and not chunks[0].strip())
            if (self.max_lines is None or len(lines) + 1 < self.max_lines or
                    last_line_ok and cur_len <= width):
                lines.append(indent + ''.join(cur_line))
                continue
            # The last allowed line: end it with the placeholder where that fits.
            while cur_line:
                if cur_line[-1].strip() and cur_len + len(self.placeholder) <= width:
                    cur_line.append(self.placeholder)
                    lines.append(indent + ''.join(cur_line))
                    break
                cur_len -= len(cur_line[-1])
                del cur_line[-1]
            else:
                if lines:
                    prev_line = lines[-1].rstrip()
                    if len(prev_line) + len(self.placeholder) <= self.width:
                        lines[-1] = prev_line + self.placeholder
                        break
                lines.append(indent + self.placeholder.lstrip())
            break
        return lines

    def _split_chunks(self, text):
        text = self._munge_whitespace(text)
        return self._split(text)

    def wrap(self, text):
        """wrap(text : string) -> [string]

        Reformat the single paragraph in 'text' so it fits in lines of
        no more than 'self.width' columns, and return a list of wrapped
        lines.  Tabs in 'text' are expanded with string.expandtabs(),
        and all other whitespace characters (including newline) are
        converted to space.
        """
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        """fill(text : string) -> string

        Reformat the single paragraph in 'text' to fit in lines of no
        more than 'self.width' columns, and return a new string
        containing the entire wrapped paragraph.
        """
        return "\n".join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    """Wrap a single paragraph of text, returning a list of wrapped lines.

    Reformat the single paragraph in 'text' so it fits in lines of no
    more than 'width' columns, and return a list of wrapped lines.  By
    default, tabs in 'text' are expanded with string.expandtabs(), and
    all other whitespace characters (including newline) are converted to
    space.  See TextWrapper class for available keyword args to customize
    wrapping behaviour.
    """
    w = TextWrapper(width=width, **kwargs)
    return w.wrap(text)


def fill(text, width=70, **kwargs):
    """Fill a single paragraph of text, returning a new string.

    Reformat the single paragraph in 'text' to fit in lines of no more
    than 'width' columns, and return a new string containing the entire
    wrapped paragraph.  As with wrap(), tabs are expanded and other
    whitespace characters converted to space.  See TextWrapper class for
    available keyword args to customize wrapping behaviour.
    """
    w = TextWrapper(width=width, **kwargs)
    return w.fill(text)


def shorten(text, width, **kwargs):
    """Collapse and truncate the given text to fit in the given width.

    The text first has its whitespace collapsed.  If it then fits in
    the *width*, it is returned as is.  Otherwise, as many words
    as possible are joined and then the placeholder is appended::

        >>> textwrap.shorten("Hello  world!", width=12)
        'Hello world!'
        >>> textwrap.shorten("Hello  world!", width=11)
        'Hello [...]'
    """
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(' '.join(text.strip().split()))


def dedent(text):
    """Remove any common leading whitespace from every line in `text`.

    This can be used to make triple-quoted strings line up with the left
    edge of the display, while still presenting them in the source code
    in indented form.

    Note that tabs and spaces are both treated as whitespace, but they
    are not equal: the lines "  hello" and "\\thello" are
    considered to have no common leading whitespace.

    Entirely blank lines are normalized to a newline character.
    """
    lines = text.split('\n')
    # Lines of only spaces and tabs become empty and do not count toward the margin.
    for i, line in enumerate(lines):
        if line and line.strip(' \t') == '':
            lines[i] = ''
    margin = None
    for line in lines:
        if not line:
            continue
        stripped = line.lstrip(' \t')
        indent = line[:len(line) - len(stripped)]
        if margin is None:
            margin = indent
        elif indent.startswith(margin):
            pass
        elif margin.startswith(indent):
            margin = indent
        else:
            common = 0
            for x, y in zip(margin, indent):
                if x != y:
                    break
                common += 1
            margin = margin[:common]
    if margin:
        lines = [line[len(margin):] if line else line for line in lines]
    return '\n'.join(lines)


def indent(text, prefix, predicate=None):
    """Adds 'prefix' to the beginning of selected lines in 'text'.

    If 'predicate' is provided, 'prefix' will only be added to the lines
    where 'predicate(line)' is True. If 'predicate' is not provided,
    it will default to adding 'prefix' to all non-empty lines that do not
    consist solely of whitespace characters.
    """
    if predicate is None:
        def predicate(line):
            return line.strip()

    def prefixed_lines():
        for line in text.splitlines(True):
            yield (prefix + line if predicate(line) else line)
    return ''.join(prefixed_lines())
