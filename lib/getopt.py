"""getopt: C-style command-line option parsing, as CPython 3.11's. getopt() stops at the
first non-option argument; gnu_getopt() lets options and arguments mix (unless the short
options start with '+' or POSIXLY_CORRECT is set). Short options are letters, a ':' after
one means it takes an argument; long options are names, a trailing '=' means the same;
a unique prefix of a long option is accepted. Errors raise GetoptError(msg, opt)."""

import os

__all__ = ["GetoptError", "error", "getopt", "gnu_getopt"]


class GetoptError(Exception):
    """A bad option: `msg` says what, `opt` names the option (without dashes)."""
    opt = ''
    msg = ''

    def __init__(self, msg, opt=''):
        self.msg = msg
        self.opt = opt
        Exception.__init__(self, msg, opt)

    def __str__(self):
        return self.msg


error = GetoptError


def _long_list(longopts):
    if isinstance(longopts, str):
        return [longopts]
    return list(longopts)


def getopt(args, shortopts, longopts=[]):
    """(list of (option, value) pairs, remaining arguments) for `args` (usually
    sys.argv[1:]); parsing stops at the first argument that is not an option, or '--'."""
    opts = []
    longopts = _long_list(longopts)
    while args and args[0].startswith('-') and args[0] != '-':
        if args[0] == '--':
            args = args[1:]
            break
        if args[0].startswith('--'):
            opts, args = _do_long(opts, args[0][2:], longopts, args[1:])
        else:
            opts, args = _do_short(opts, args[0][1:], shortopts, args[1:])
    return opts, args


def gnu_getopt(args, shortopts, longopts=[]):
    """getopt() in GNU style: options may follow arguments (the arguments are gathered
    in order); a leading '+' in shortopts, or $POSIXLY_CORRECT, restores getopt()'s stop."""
    opts = []
    prog_args = []
    longopts = _long_list(longopts)
    args = list(args)
    if shortopts.startswith('+'):
        shortopts = shortopts[1:]
        all_options_first = True
    elif os.environ.get("POSIXLY_CORRECT"):
        all_options_first = True
    else:
        all_options_first = False
    while args:
        arg = args[0]
        if arg == '--':
            prog_args += args[1:]
            break
        if arg[:2] == '--':
            opts, args = _do_long(opts, arg[2:], longopts, args[1:])
        elif arg[:1] == '-' and arg != '-':
            opts, args = _do_short(opts, arg[1:], shortopts, args[1:])
        else:
            if all_options_first:
                prog_args += args
                break
            prog_args.append(arg)
            args = args[1:]
    return opts, prog_args


def _do_long(opts, opt, longopts, args):
    name, eq, value = opt.partition('=')
    optarg = value if eq else None
    has_arg, name = _long_has_args(name, longopts)
    if has_arg:
        if optarg is None:
            if not args:
                raise GetoptError('option --%s requires argument' % name, name)
            optarg, args = args[0], args[1:]
    elif optarg is not None:
        raise GetoptError('option --%s must not have an argument' % name, name)
    opts.append(('--' + name, optarg or ''))
    return opts, args


def _long_has_args(opt, longopts):
    """(takes an argument, full option name) for the long option (or prefix) `opt`."""
    candidates = [o for o in longopts if o.startswith(opt)]
    if not candidates:
        raise GetoptError('option --%s not recognized' % opt, opt)
    if opt in candidates:
        return False, opt
    if opt + '=' in candidates:
        return True, opt
    if len(candidates) > 1:
        raise GetoptError('option --%s not a unique prefix' % opt, opt)
    only = candidates[0]
    if only.endswith('='):
        return True, only[:-1]
    return False, only


def _do_short(opts, optstring, shortopts, args):
    while optstring != '':
        opt, optstring = optstring[0], optstring[1:]
        if _short_has_arg(opt, shortopts):
            if optstring == '':
                if not args:
                    raise GetoptError('option -%s requires argument' % opt, opt)
                optstring, args = args[0], args[1:]
            optarg, optstring = optstring, ''
        else:
            optarg = ''
        opts.append(('-' + opt, optarg))
    return opts, args


def _short_has_arg(opt, shortopts):
    for i in range(len(shortopts)):
        if opt == shortopts[i] != ':':
            return shortopts.startswith(':', i + 1)
    raise GetoptError('option -%s not recognized' % opt, opt)
