"""Shrinks a program while a predicate (\"TensorPy still differs from CPython\") holds.

The program is edited as a CPython `ast` tree and written back with ast.unparse. Edits,
tried greedily until none applies (or the time budget is spent):
- delete a run of statements (halves, quarters, ... of a body, then single statements);
- replace a compound statement by one of its bodies (if/elif/else branch, loop body,
  try body/handler/finally, with body);
- drop an else clause, a finally clause or one except handler;
- replace an if/while condition by True or False.
A body left empty becomes `pass`. Candidates CPython refuses to compile are skipped
without running anything.
"""
import ast
import copy
import time


def _stmt_lists(tree):
    """Every list of statements in the tree, in a fixed traversal order."""
    out = []

    def visit(node):
        for field in ('body', 'orelse', 'finalbody'):
            lst = getattr(node, field, None)
            if isinstance(lst, list) and lst and isinstance(lst[0], ast.stmt):
                out.append((node, field))
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.stmt, ast.excepthandler)):
                visit(child)
    visit(tree)
    return out


def _candidates(tree):
    """Descriptors of every edit applicable to tree, biggest edits first."""
    lists = _stmt_lists(tree)
    descs = []
    for li, (node, field) in enumerate(lists):
        n = len(getattr(node, field))
        size = n // 2
        while size >= 2:
            for start in range(0, n - size + 1, size):
                descs.append((li, 'del', start, size))
            size //= 2
    for li, (node, field) in enumerate(lists):
        body = getattr(node, field)
        for i, s in enumerate(body):
            descs.append((li, 'del', i, 1))
            for sub in ('body', 'orelse', 'finalbody'):
                if getattr(s, sub, None):
                    descs.append((li, 'lift', i, sub))
            for hi in range(len(getattr(s, 'handlers', []) or [])):
                descs.append((li, 'lifth', i, hi))
            if getattr(s, 'orelse', None):
                descs.append((li, 'drop', i, 'orelse'))
            if getattr(s, 'finalbody', None) and s.handlers:
                descs.append((li, 'drop', i, 'finalbody'))
            if len(getattr(s, 'handlers', []) or []) > 1 or (getattr(s, 'handlers', None)
                                                              and s.finalbody):
                for hi in range(len(s.handlers)):
                    descs.append((li, 'droph', i, hi))
            if isinstance(s, (ast.If, ast.While)) and not isinstance(s.test, ast.Constant):
                descs.append((li, 'test', i, True))
                descs.append((li, 'test', i, False))
    return descs


def _apply(tree, desc):
    tree = copy.deepcopy(tree)
    li, op, i, arg = desc
    node, field = _stmt_lists(tree)[li]
    body = getattr(node, field)
    s = body[i]
    if op == 'del':
        body[i:i + arg] = []
    elif op == 'lift':
        body[i:i + 1] = getattr(s, arg)
    elif op == 'lifth':
        body[i:i + 1] = s.handlers[arg].body
    elif op == 'drop':
        setattr(s, arg, [])
    elif op == 'droph':
        del s.handlers[arg]
    elif op == 'test':
        s.test = ast.Constant(arg)
    if not body:
        body.append(ast.Pass())
    return tree


def _valid(src):
    try:
        compile(src, '<candidate>', 'exec')
        return True
    except (SyntaxError, ValueError):
        return False


def minimize(src, interesting, budget_s=120.0, log=None):
    """Returns (smallest source found, number of candidates run). interesting(src) -> bool
    must hold for src (after an ast round trip, checked first; if not, src is returned)."""
    deadline = time.time() + budget_s
    tree = ast.parse(src)
    cur = ast.unparse(tree)
    runs = 1
    if not interesting(cur):
        return src, runs
    tree = ast.parse(cur)
    seen = {cur}
    progress = True
    while progress and time.time() < deadline:
        progress = False
        k = 0
        while time.time() < deadline:
            descs = _candidates(tree)
            if k >= len(descs):
                break
            cand_tree = _apply(tree, descs[k])
            cand = ast.unparse(cand_tree)
            if cand in seen or not _valid(cand):
                seen.add(cand)
                k += 1
                continue
            seen.add(cand)
            runs += 1
            if interesting(cand):
                tree, cur, progress = ast.parse(cand), cand, True
                if log:
                    log('  shrunk to %d lines' % cur.count('\n'))
            else:
                k += 1
    return cur + '\n', runs
