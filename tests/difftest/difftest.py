"""Differential tester: runs generated programs under CPython 3.11 and TensorPy and compares
their stdout and exit status (run by CPython; see tests/difftest/run for the usage).

Programs run in batches: one harness script per batch exec()s each program's source in a
fresh globals dict, printing a begin and an end marker line around its output (flushed, so
that a crash still shows which program was running). A program whose section differs, or
that was running when TensorPy crashed or hung, is rerun alone to confirm it; the programs
after a crash are rerun as a new batch. A confirmed difference is minimised (minimize.py)
and printed with both outputs.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402
import minimize  # noqa: E402
import shapes  # noqa: E402

CPYTHON = sys.executable
MARK = '#<<difftest'

HARNESS = '''\
def _difftest_run(progs):
    for i, src in progs:
        print(%(mark)r, i, 'begin', flush=True)
        g = {'__name__': '__main__'}
        try:
            exec(compile(src, '<program ' + i + '>', 'exec'), g)
        except BaseException as e:
            print('!! uncaught', type(e).__name__, e)
        print(%(mark)r, i, 'end', flush=True)
''' % {'mark': MARK}


class Outcome:
    """One interpreter's run of a batch: complete sections by program id, the id of the
    program that was running when it stopped early (or None), exit status, timeout."""

    def __init__(self, stdout, rc, timed_out):
        self.rc, self.timed_out = rc, timed_out
        self.sections, self.partial = {}, None
        cur, buf = None, []
        for line in stdout.split('\n'):
            if line.startswith(MARK + ' '):
                parts = line.split()
                if len(parts) == 3 and parts[2] == 'begin':
                    cur, buf = parts[1], []
                    continue
                if len(parts) == 3 and parts[2] == 'end' and cur == parts[1]:
                    self.sections[cur] = '\n'.join(buf)
                    cur = None
                    continue
            if cur is not None:
                buf.append(line)
        if cur is not None:
            self.sections[cur] = None
            self.partial = cur
            self.partial_text = '\n'.join(buf)

    def describe(self, pid):
        text = self.sections.get(pid)
        if text is None:
            text = getattr(self, 'partial_text', '') if self.partial == pid else ''
            how = 'hung (killed after the time limit)' if self.timed_out else 'exit status %s' % self.rc
            return text + '\n[stopped while running this program: %s]' % how
        return text


def run_batch(interp, progs, timeout, workdir):
    """Starts interp on a harness running progs [(id, source)]; returns a Popen-like
    handle whose .finish() gives an Outcome."""
    path = os.path.join(workdir, 'batch_%d_%s.py' % (os.getpid(), os.path.basename(interp)))
    with open(path, 'w') as f:
        f.write(HARNESS)
        f.write('_difftest_run([\n')
        for pid, src in progs:
            f.write('    (%r, %r),\n' % (pid, src))
        f.write('])\n')
    proc = subprocess.Popen([interp, path], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            stdin=subprocess.DEVNULL, cwd=workdir)

    def finish():
        try:
            out, _ = proc.communicate(timeout=timeout)
            timed_out = False
        except subprocess.TimeoutExpired:
            proc.kill()
            out, _ = proc.communicate()
            timed_out = True
        return Outcome(out.decode('utf-8', 'replace'), proc.returncode, timed_out)
    return finish


def run_both(args, progs, timeout=None):
    timeout = timeout or max(30, 0.5 * len(progs))
    fc = run_batch(CPYTHON, progs, timeout, args.workdir)
    ft = run_batch(args.tensorpy, progs, timeout * 2, args.workdir)
    return fc(), ft()


def same(cp, tp, pid):
    a, b = cp.sections.get(pid), tp.sections.get(pid)
    return a is not None and a == b


def check_alone(args, pid, src):
    """Reruns one program alone; returns (differs, cpython outcome, tensorpy outcome)."""
    cp, tp = run_both(args, [(pid, src)], timeout=args.alone_timeout)
    return not same(cp, tp, pid) or tp.rc != cp.rc, cp, tp


def kind(cp, tp, pid):
    """What sort of difference: a crash/hang of TensorPy, or different output."""
    if tp.sections.get(pid) is None:
        return 'hang' if tp.timed_out else 'crash'
    return 'output'


def run_programs(args, progs, report):
    """Runs progs [(id, source)] in batches; calls report(pid, src, cp, tp, note) for each
    confirmed difference. Returns the number of programs that agreed."""
    ok = 0
    i = 0
    while i < len(progs):
        batch = progs[i:i + args.batch]
        i += len(batch)
        pending = batch
        while pending:
            cp, tp = run_both(args, pending)
            rerun = []
            for j, (pid, src) in enumerate(pending):
                if same(cp, tp, pid):
                    ok += 1
                    continue
                if tp.sections.get(pid) is None and pid != tp.partial and j > 0:
                    rerun = pending[j:]      # never started: TensorPy stopped between programs
                    break
                differs, cp1, tp1 = check_alone(args, pid, src)
                if differs:
                    report(pid, src, cp1, tp1, '')
                else:
                    report(pid, src, cp, tp, 'differs only inside its batch (after the '
                           'programs before it); alone it agrees')
                if tp.sections.get(pid) is None:  # TensorPy stopped here (or before it)
                    rerun = pending[j + 1:]
                    break
            pending = rerun
    return ok


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--tensorpy', default=os.environ.get('TENSORPY', 'build/tensorpy'))
    ap.add_argument('--seed', default='make-test',
                    help='program i of seed S is generated from the string "S:i"')
    ap.add_argument('--count', type=int, default=int(os.environ.get('DIFFTEST_COUNT', 300)))
    ap.add_argument('--start', type=int, default=0, help='first program index')
    ap.add_argument('--batch', type=int, default=100, help='programs per interpreter process')
    ap.add_argument('--only', type=int, help='run only program ONLY of the seed')
    ap.add_argument('--file', help='run (and minimise) this program file instead')
    ap.add_argument('--show', type=int, help='print program SHOW of the seed and exit')
    ap.add_argument('--no-shapes', action='store_true', help='skip the fixed issue shapes')
    ap.add_argument('--keep', help='save each differing program (and its minimised form) here')
    ap.add_argument('--minimize', type=int, default=1,
                    help='minimise at most this many differences (default 1; 0: none)')
    ap.add_argument('--min-budget', type=float, default=90, help='seconds per minimisation')
    ap.add_argument('--alone-timeout', type=float, default=20)
    args = ap.parse_args()
    args.tensorpy = os.path.abspath(args.tensorpy)

    if args.show is not None:
        sys.stdout.write(gen.generate('%s:%d' % (args.seed, args.show)))
        return 0
    if not os.access(args.tensorpy, os.X_OK):
        print('difftest: no TensorPy at %s' % args.tensorpy)
        print('0 passed, 1 failed')
        return 1

    if args.file:
        progs = [(os.path.basename(args.file), open(args.file).read())]
    elif args.only is not None:
        progs = [('%s:%d' % (args.seed, args.only), gen.generate('%s:%d' % (args.seed, args.only)))]
    else:
        progs = [] if args.no_shapes else [('shape:%s' % name, src) for name, src in shapes.SHAPES]
        progs += [('%s:%d' % (args.seed, k), gen.generate('%s:%d' % (args.seed, k)))
                  for k in range(args.start, args.start + args.count)]

    failures = []
    invalid = 0
    valid_progs = []
    for pid, src in progs:
        try:
            compile(src, pid, 'exec')
            valid_progs.append((pid, src))
        except SyntaxError as e:  # a generator bug: report it as a failure
            invalid += 1
            print('FAIL %s: the generator wrote invalid Python: %s' % (pid, e))

    t0 = time.time()
    with tempfile.TemporaryDirectory(prefix='difftest') as wd:
        args.workdir = wd

        def report(pid, src, cp, tp, note):
            failures.append(pid)
            k = kind(cp, tp, pid)
            print('FAIL program %s: TensorPy %s%s' % (
                pid, {'crash': 'crashed', 'hang': 'hung', 'output': 'printed something else'}[k],
                ' (%s)' % note if note else ''))
            if args.keep:
                os.makedirs(args.keep, exist_ok=True)
                with open(os.path.join(args.keep, pid.replace(':', '-') + '.py'), 'w') as f:
                    f.write(src)
            shown_src, shown_cp, shown_tp = src, cp, tp
            if len(failures) <= args.minimize and not note:
                def interesting(cand):
                    c1, t1 = run_both(args, [(pid, cand)], timeout=args.alone_timeout)
                    if c1.sections.get(pid) is None or c1.rc != 0:
                        return False   # CPython itself failed (e.g. a loop made endless)
                    return not same(c1, t1, pid) and kind(c1, t1, pid) == k
                print('  minimising (at most %d s)...' % args.min_budget)
                small, runs = minimize.minimize(src, interesting, args.min_budget)
                shown_src = small
                shown_cp, shown_tp = run_both(args, [(pid, small)], timeout=args.alone_timeout)
                print('  minimised in %d runs' % runs)
                if args.keep:
                    with open(os.path.join(args.keep, pid.replace(':', '-') + '.min.py'), 'w') as f:
                        f.write(small)
            print('--- program %s%s ---' % (pid, ' (minimised)' if shown_src is not src else ''))
            print(shown_src.rstrip('\n'))
            for name, o in (('CPython', shown_cp), ('TensorPy', shown_tp)):
                text = o.describe(pid).split('\n')
                if len(text) > 40:
                    text = text[:20] + ['... (%d lines)' % (len(text) - 40)] + text[-20:]
                print('--- %s output ---' % name)
                print('\n'.join(text))
            print('---')
            sys.stdout.flush()

        ok = run_programs(args, valid_progs, report)
    dt = time.time() - t0
    nshapes = sum(1 for pid, _ in valid_progs if pid.startswith('shape:'))
    print('difftest: seed %r, %d programs (%d fixed shapes + %d generated), %d differ, %.1f s'
          % (args.seed, len(progs), nshapes, len(progs) - nshapes, len(failures) + invalid, dt))
    print('%d passed, %d failed' % (ok, len(failures) + invalid))
    return 1 if failures or invalid else 0


if __name__ == '__main__':
    sys.exit(main())
