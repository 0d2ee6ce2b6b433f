#!/usr/bin/env python3
"""Generates the compiler fixtures from CPython 3.11, the oracle.

Reads the snippet lists next to this file (snippets separated by a line '----') and
writes, for the GoogleTest binary unit_compiler to read:
  ast_fixtures.txt       source -> ast.dump(ast.parse(source))
  error_fixtures.txt     source -> SyntaxError type, msg, lineno, offset (from compile())
  symtable_fixtures.txt  source -> every scope's symbols and flags (from the symtable module)
Record format (binary-safe): for each field, a line 'NAME <byte length>', the bytes, '\\n'.

Run with the real CPython 3.11:  python3 tests/unit/compiler/gen_fixtures.py
"""
import ast
import os
import symtable
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
assert sys.version_info[:2] == (3, 11), "the fixtures must come from CPython 3.11"


def read_snippets(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        text = f.read()
    return [s.strip("\n") + "\n" for s in text.split("\n----\n") if s.strip("\n")]


def write_records(name, records):
    with open(os.path.join(HERE, name), "wb") as f:
        for record in records:
            for key, value in record:
                data = value.encode("utf-8")
                f.write(b"%s %d\n" % (key.encode(), len(data)))
                f.write(data + b"\n")


def ast_records():
    records = []
    for source in read_snippets("ast_snippets.txt"):
        try:
            dump = ast.dump(ast.parse(source))
        except SyntaxError as e:
            sys.exit(f"ast snippet is not valid Python: {source!r}: {e}")
        records.append([("SOURCE", source), ("DUMP", dump)])
    return records


def error_records():
    records = []
    for source in read_snippets("error_snippets.txt"):
        try:
            compile(source, "<test>", "exec")
        except SyntaxError as e:
            records.append([("SOURCE", source), ("TYPE", type(e).__name__), ("MSG", e.msg),
                            ("LINENO", str(e.lineno)), ("OFFSET", str(e.offset))])
            continue
        sys.exit(f"error snippet compiles: {source!r}")
    return records


def describe_table(table, out, depth=0):
    out.append("%s%s %s" % ("  " * depth, table.get_type(), table.get_name()))
    for symbol in sorted(table.get_symbols(), key=lambda s: s.get_name()):
        scope = {symtable.LOCAL: "LOCAL", symtable.GLOBAL_EXPLICIT: "GLOBAL_EXPLICIT",
                 symtable.GLOBAL_IMPLICIT: "GLOBAL_IMPLICIT", symtable.FREE: "FREE",
                 symtable.CELL: "CELL"}.get(symbol._Symbol__scope, "NONE")
        flags = [name for name, test in (("param", symbol.is_parameter),
                                         ("nonlocal", symbol.is_nonlocal),
                                         ("declared_global", symbol.is_declared_global),
                                         ("assigned", symbol.is_assigned),
                                         ("referenced", symbol.is_referenced),
                                         ("imported", symbol.is_imported)) if test()]
        out.append("%s  %s %s%s" % ("  " * depth, symbol.get_name(), scope,
                                    "".join(" " + f for f in flags)))
    for child in table.get_children():
        describe_table(child, out, depth + 1)


def symtable_records():
    records = []
    for source in read_snippets("symtable_snippets.txt"):
        lines = []
        describe_table(symtable.symtable(source, "<test>", "exec"), lines)
        records.append([("SOURCE", source), ("TABLE", "\n".join(lines) + "\n")])
    return records


if __name__ == "__main__":
    write_records("ast_fixtures.txt", ast_records())
    write_records("error_fixtures.txt", error_records())
    write_records("symtable_fixtures.txt", symtable_records())
    print("wrote ast, error and symtable fixtures")
