// The interactive loop: libedit line editing and history (~/.tensorpy_history), '>>> ' and
// '... ' prompts, multi-line blocks (input is compiled in 'single' mode; input that is
// incomplete asks for more), echo of expression values (PRINT_EXPR), tracebacks that keep
// the loop alive, Ctrl-C -> KeyboardInterrupt, Ctrl-D or exit() to leave. When stdin is
// not a terminal (tensorpy -i < file) prompts go to stderr, as CPython does.
#include <editline/readline.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "cli/cli.h"
#include "compiler/compile.h"
#include "objects/exception_object.h"
#include "objects/module_object.h"
#include "runtime/context.h"
#include "vm/code_object.h"
#include "vm/interpreter.h"

namespace tp::cli {

namespace {

std::string history_path() {
  const char* home = getenv("HOME");
  return home ? std::string(home) + "/.tensorpy_history" : "";
}

// Reads one line without its newline; false at end of input.
bool read_line(bool tty, const char* prompt, std::string* out) {
  if (tty) {
    char* line = readline(prompt);
    if (!line) return false;
    *out = line;
    if (*line) add_history(line);
    free(line);
    return true;
  }
  fputs(prompt, stderr);
  fflush(stderr);
  out->clear();
  int c;
  bool any = false;
  while ((c = fgetc(stdin)) != EOF) {
    any = true;
    if (c == '\n') return true;
    out->push_back(static_cast<char>(c));
  }
  return any;
}

bool is_blank(const std::string& s) { return s.find_first_not_of(" \t\r\f") == std::string::npos; }

// Whether the input starts a compound statement (`while True: pass`, `def f(): return 1`):
// as in CPython, such a block is only run after an empty line, even when it fits on one line.
bool starts_compound(const std::string& s) {
  size_t i = s.find_first_not_of(" \t\f");
  if (i == std::string::npos) return false;
  if (s[i] == '@') return true;
  size_t j = i;
  while (j < s.size() && (isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_')) ++j;
  std::string w = s.substr(i, j - i);
  return w == "if" || w == "while" || w == "for" || w == "def" || w == "class" || w == "with" ||
         w == "try" || w == "async";
}

// Whether a syntax error only says that the input has not ended yet.
bool is_incomplete(const compiler::SyntaxErrorInfo& e) {
  const std::string& m = e.message;
  return m.find("was never closed") != std::string::npos ||
         m.find("unexpected EOF") != std::string::npos ||
         m.find("expected an indented block") != std::string::npos ||
         m.find("incomplete input") != std::string::npos ||
         m.find("unterminated triple-quoted") != std::string::npos;
}

}  // namespace

int run_repl(Context& ctx) {
  bool tty = isatty(0);
  std::string hist = history_path();
  if (tty && !hist.empty()) read_history(hist.c_str());
  fprintf(stderr, "TensorPy 0.1.0 (Python 3.11 compatible)\nType \"exit()\" or Ctrl-D to leave.\n");
  ModuleObject* main = vm::ensure_module(ctx, "__main__");
  std::string buffer;
  int status = 0;
  while (true) {
    std::string line;
    vm::clear_interrupt();
    bool got = read_line(tty, buffer.empty() ? ">>> " : "... ", &line);
    if (vm::interrupt_pending()) {
      vm::clear_interrupt();
      fprintf(stderr, "\nKeyboardInterrupt\n");
      buffer.clear();
      continue;
    }
    if (!got) {
      if (buffer.empty()) fputc('\n', stderr);
      if (!buffer.empty() && !tty) {
        line.clear();
      } else {
        break;
      }
    }
    if (buffer.empty() && is_blank(line)) {
      if (!got) break;
      continue;
    }
    buffer += line + "\n";
    compiler::SyntaxErrorInfo err;
    vm::CodeObject* code = compiler::compile(ctx, buffer, "<stdin>", compiler::Mode::Single, &err);
    bool multi = buffer.find('\n') != buffer.size() - 1;
    std::string trimmed = line;
    while (!trimmed.empty() && isspace(static_cast<unsigned char>(trimmed.back()))) trimmed.pop_back();
    bool wants_more = !trimmed.empty() && (trimmed.back() == ':' || trimmed.back() == '\\' ||
                                          starts_compound(buffer));
    if (code) {
      if ((multi || wants_more) && !is_blank(line) && got) continue;
    } else {
      if (is_incomplete(err) && got && !(is_blank(line) && err.message.find("indented block") != std::string::npos))
        continue;
      Value exc = vm::make_syntax_error(ctx, err);
      if (!exc.is_null()) vm::print_exception(ctx, exc);
      else ctx.take_exception();
      buffer.clear();
      if (!got) break;
      continue;
    }
    buffer.clear();
    gc::Root<Object> keep(ctx.heap, code);
    Value r = vm::run_code(ctx, code, main->dict, Value::null());
    flush_stdout(ctx);
    if (r.is_null()) {
      if (ctx.exception_matches(ctx.builtins.exc_SystemExit)) {
        status = handle_exception(ctx, false);
        if (tty && !hist.empty()) write_history(hist.c_str());
        return status;
      }
      handle_exception(ctx, false);
    }
    if (!got) break;
  }
  if (tty && !hist.empty()) write_history(hist.c_str());
  return status;
}

}  // namespace tp::cli
