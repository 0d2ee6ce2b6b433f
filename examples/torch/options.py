"""--name value command-line options for the example programs (argparse-free, so the
programs run where argparse is missing): parse_options(argv, **defaults) -> namespace
with each default's type; --batch-size sets batch_size. Unknown options raise SystemExit."""


class Options:
    def __repr__(self):
        return "Options(" + ", ".join(f"{k}={v!r}" for k, v in sorted(self.__dict__.items())) + ")"


def parse_options(argv, **defaults):
    opts = Options()
    for k, v in defaults.items():
        setattr(opts, k, v)
    i = 0
    while i < len(argv):
        arg = argv[i]
        if not arg.startswith("--"):
            raise SystemExit(f"unexpected argument {arg!r}")
        name = arg[2:].replace("-", "_")
        if name not in defaults:
            raise SystemExit(f"unknown option {arg}; known: " + ", ".join("--" + k.replace("_", "-") for k in defaults))
        default = defaults[name]
        if isinstance(default, bool):
            setattr(opts, name, True)
            i += 1
            continue
        if i + 1 >= len(argv):
            raise SystemExit(f"option {arg} needs a value")
        setattr(opts, name, type(default)(argv[i + 1]))
        i += 2
    return opts
