// Printing exceptions as CPython 3.11's default excepthook does: the traceback entries
// (file, line, function, the stripped source line), chained exceptions (__cause__ /
// __context__ with their separator sentences), SyntaxError's caret display, and the final
// "Type: message" line. Also building SyntaxError instances from parser data.
//
// Not reproduced: the "~~~^^^" position markers CPython 3.11 prints under some source
// lines (see docs/differences.md).
#include <cstdio>
#include <fstream>
#include <set>
#include <sstream>

#include "compiler/compile.h"
#include "objects/dict_object.h"
#include "objects/exception_object.h"
#include "objects/module_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/type_object.h"
#include "objects/util.h"
#include "runtime/context.h"
#include "runtime/embedded_lib.h"
#include "vm/code_object.h"
#include "vm/frame.h"
#include "vm/function_object.h"
#include "vm/interpreter.h"

namespace tp::vm {

namespace {

// Line `lineno` (1-based) of `filename`, or "" when unavailable.
std::string source_line(const std::string& filename, int lineno) {
  std::string text;
  const std::string prefix = "<embedded>/";
  if (filename.rfind(prefix, 0) == 0) {
    std::string rel = filename.substr(prefix.size());
    for (const runtime::EmbeddedFile* f = runtime::embedded_lib_files; f->path; ++f)
      if (rel == f->path) text = f->source;
  } else {
    std::ifstream in(filename, std::ios::binary);
    if (!in) return "";
    std::ostringstream ss;
    ss << in.rdbuf();
    text = ss.str();
  }
  std::istringstream lines(text);
  std::string line;
  for (int i = 1; std::getline(lines, line); ++i)
    if (i == lineno) return line;
  return "";
}

std::string strip(const std::string& s) {
  size_t b = s.find_first_not_of(" \t\f\r\n");
  if (b == std::string::npos) return "";
  size_t e = s.find_last_not_of(" \t\f\r\n");
  return s.substr(b, e - b + 1);
}

// Code points in the first `bytes` bytes of s (CPython's _byte_offset_to_character_offset).
int chars_before(const std::string& s, int bytes) {
  int n = 0;
  for (int i = 0; i < bytes && i < static_cast<int>(s.size()); ++i)
    if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) ++n;
  return n;
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

// The position marker line CPython 3.11 prints under a traceback entry's source line
// ("    ^^^^^" or "    ~~^~~"), or "" when it prints none. Mirrors
// traceback.StackSummary.format_frame_summary and _extract_caret_anchors_from_line_segment.
std::string position_markers(const std::string& raw_line, int lineno, const Position& p) {
  if (p.col < 0 || p.end_col < 0) return "";
  std::string line = raw_line + "\n";  // as linecache returns it
  std::string stripped = strip(line);
  size_t lead = line.find_first_not_of(" \t\f\r\n");
  if (lead == std::string::npos) return "";
  int orig_len = chars_before(line, static_cast<int>(line.size()));
  int frame_line_len = chars_before(stripped, static_cast<int>(stripped.size()));
  int stripped_characters = orig_len - frame_line_len;
  int start = chars_before(line, p.col);
  int end = chars_before(line, p.end_col);
  bool anchors = false;
  int left = 0, right = 0;  // in characters, relative to the segment
  if (p.end_line == lineno) {
    if (p.anchor_kind != 0 && p.end_col <= static_cast<int>(line.size())) {
      std::string seg = line.substr(p.col, p.end_col - p.col);
      int a = p.anchor_a - p.col, b = p.anchor_b - p.col;
      int n = static_cast<int>(seg.size());
      if (p.anchor_kind == 1 && a >= 0 && b >= a && b <= n) {
        std::string op = seg.substr(a, b - a);
        int off = 0;
        while (off < static_cast<int>(op.size()) && is_space(op[off])) ++off;
        int l = a + off, r = l + 1;
        if (off + 1 < static_cast<int>(op.size()) && !is_space(op[off + 1])) ++r;
        while (l < n && (is_space(seg[l]) || seg[l] == ')' || seg[l] == '#')) {
          ++l;
          ++r;
        }
        left = chars_before(seg, l);
        right = chars_before(seg, r);
        anchors = true;
      } else if (p.anchor_kind == 2 && a >= 0 && b >= 0 && b + 1 <= n + 1) {
        int l = a, r = b + 1;
        while (l < n && (is_space(seg[l]) || seg[l] != '[')) ++l;
        while (r < n && (is_space(seg[r]) || seg[r] != ']')) ++r;
        if (r < n) ++r;
        left = chars_before(seg, l);
        right = chars_before(seg, r);
        anchors = true;
      }
    }
  } else {
    std::string r = line;
    while (!r.empty() && is_space(r.back())) r.pop_back();
    end = chars_before(r, static_cast<int>(r.size()));
  }
  if (!(end - start < frame_line_len || (anchors && right - left > 0))) return "";
  int dp_start = start + 1, dp_end = end + 1;
  std::string out = "    ";
  int pad = dp_start - stripped_characters;
  if (pad > 0) out += std::string(pad, ' ');
  if (anchors) {
    out += std::string(left, '~');
    out += std::string(right > left ? right - left : 0, '^');
    int rest = dp_end - dp_start - right;
    if (rest > 0) out += std::string(rest, '~');
  } else {
    out += std::string(dp_end > dp_start ? dp_end - dp_start : 0, '^');
  }
  return out + "\n";
}

std::string type_display_name(Context& ctx, Value exc) {
  TypeObject* t = protocol::type_of(ctx, exc);
  std::string name = t->qualname.empty() ? t->name : t->qualname;
  if (t->dict) {
    Value mod = objects::dict_get_str(ctx, t->dict, ctx.builtins.names.__module__);
    if (!mod.is_null() && objects::is_str(ctx, mod)) {
      const std::string& m = objects::as_str(mod)->data;
      if (m != "builtins" && m != "__main__") return m + "." + name;
    }
  }
  return name;
}

Value attr(Context& ctx, Value obj, const char* name) {
  Value v = protocol::getattr_optional(ctx, obj, protocol::intern(ctx, name));
  if (v.is_null()) ctx.take_exception();
  return v;
}

void format_syntax_error(Context& ctx, Value exc, std::string& out) {
  Value filename = attr(ctx, exc, "filename");
  Value lineno = attr(ctx, exc, "lineno");
  Value text = attr(ctx, exc, "text");
  Value offset = attr(ctx, exc, "offset");
  Value end_offset = attr(ctx, exc, "end_offset");
  if (!lineno.is_null() && lineno.is_small_int()) {
    std::string fn = !filename.is_null() && objects::is_str(ctx, filename)
                         ? objects::as_str(filename)->data
                         : "<string>";
    out += "  File \"" + fn + "\", line " + std::to_string(lineno.as_small_int()) + "\n";
  }
  if (!text.is_null() && objects::is_str(ctx, text)) {
    std::string rtext = objects::as_str(text)->data;
    while (!rtext.empty() && rtext.back() == '\n') rtext.pop_back();
    size_t spaces = 0;
    while (spaces < rtext.size() && (rtext[spaces] == ' ' || rtext[spaces] == '\n' || rtext[spaces] == '\f'))
      ++spaces;
    std::string ltext = rtext.substr(spaces);
    out += "    " + ltext + "\n";
    if (!offset.is_null() && offset.is_small_int()) {
      int64_t off = offset.as_small_int();
      int64_t end = (!end_offset.is_null() && end_offset.is_small_int() && end_offset.as_small_int() != 0)
                        ? end_offset.as_small_int()
                        : off;
      if (off == end || end == -1) end = off + 1;
      // Offsets count code points; convert to a byte prefix of ltext for the spacing.
      int64_t colno = off - 1 - static_cast<int64_t>(spaces);
      int64_t end_colno = end - 1 - static_cast<int64_t>(spaces);
      if (colno >= 0) {
        std::string caretspace;
        size_t i = 0;
        for (int64_t c = 0; c < colno && i < ltext.size(); ++c) {
          uint32_t cp = objects::utf8_decode(ltext, &i);
          caretspace.push_back(cp == '\t' || cp == '\f' ? static_cast<char>(cp) : ' ');
        }
        out += "    " + caretspace + std::string(end_colno > colno ? end_colno - colno : 1, '^') + "\n";
      }
    }
  }
}

void format_one(Context& ctx, Value exc, std::string& out) {
  if (!objects::is_exception_instance(ctx, exc)) {
    out += "TypeError: print_exception(): Exception expected for value, " +
           std::string(objects::type_name(ctx, exc)) + " found\n";
    return;
  }
  ExceptionObject* e = objects::as_exception(exc);
  if (e->traceback.is_object()) {
    out += "Traceback (most recent call last):\n";
    // Runs of more than three identical entries (recursion) are collapsed as CPython does.
    constexpr int kRecursiveCutoff = 3;
    const CodeObject* last_code = nullptr;
    int last_line = -1, count = 0;
    auto repeated = [&]() {
      if (count > kRecursiveCutoff) {
        int n = count - kRecursiveCutoff;
        out += "  [Previous line repeated " + std::to_string(n) + " more time" + (n > 1 ? "s" : "") + "]\n";
      }
    };
    for (Value t = e->traceback; t.is_object();) {
      auto* tb = static_cast<TracebackObject*>(t.as_object());
      CodeObject* co = tb->frame->code;
      t = tb->next;
      bool same = last_code && last_code->filename == co->filename && last_line == tb->lineno &&
                  last_code->name == co->name;
      if (!same) {
        repeated();
        last_code = co;
        last_line = tb->lineno;
        count = 0;
      }
      if (++count > kRecursiveCutoff) continue;
      out += "  File \"" + co->filename + "\", line " + std::to_string(tb->lineno) + ", in " +
             co->name + "\n";
      std::string raw = source_line(co->filename, tb->lineno);
      std::string line = strip(raw);
      if (!line.empty()) {
        out += "    " + line + "\n";
        if (tb->lasti >= 0 && tb->lasti < static_cast<int>(co->positions.size()))
          out += position_markers(raw, tb->lineno, co->positions[tb->lasti]);
      }
    }
    repeated();
  }
  bool is_syntax = protocol::is_instance_of_type(ctx, exc, ctx.builtins.exc_SyntaxError);
  if (is_syntax) format_syntax_error(ctx, exc, out);
  std::string type = type_display_name(ctx, exc);
  std::string msg;
  if (is_syntax) {
    Value m = attr(ctx, exc, "msg");
    if (!m.is_null() && objects::is_str(ctx, m)) msg = objects::as_str(m)->data;
  } else {
    Value s = objects::exception_str(ctx, exc);
    if (s.is_null()) {
      ctx.take_exception();
      msg = "<exception str() failed>";
    } else {
      msg = objects::as_str(s)->data;
    }
  }
  out += msg.empty() ? type + "\n" : type + ": " + msg + "\n";
}

void format_chain(Context& ctx, Value exc, std::string& out, std::set<Object*>& seen) {
  seen.insert(exc.as_object());
  if (objects::is_exception_instance(ctx, exc)) {
    ExceptionObject* e = objects::as_exception(exc);
    if (e->cause.is_object() && !seen.count(e->cause.as_object())) {
      format_chain(ctx, e->cause, out, seen);
      out += "\nThe above exception was the direct cause of the following exception:\n\n";
    } else if (e->context.is_object() && !e->suppress_context &&
               !seen.count(e->context.as_object())) {
      format_chain(ctx, e->context, out, seen);
      out += "\nDuring handling of the above exception, another exception occurred:\n\n";
    }
  }
  format_one(ctx, exc, out);
}

}  // namespace

std::string format_exception(Context& ctx, Value exception) {
  std::string out;
  std::set<Object*> seen;
  if (!exception.is_object()) return "<no exception>\n";
  format_chain(ctx, exception, out, seen);
  return out;
}

void print_exception(Context& ctx, Value exception) {
  gc::Root<Object> keep(ctx.heap, exception.is_object() ? exception.as_object() : nullptr);
  std::string text = format_exception(ctx, exception);
  fflush(stdout);
  // sys.stderr when a script replaced it; fd 2 otherwise.
  if (ctx.vm.sys_module) {
    Value err = objects::dict_get_cstr(ctx, ctx.vm.sys_module->dict, "stderr");
    Value orig = objects::dict_get_cstr(ctx, ctx.vm.sys_module->dict, "__stderr__");
    if (!err.is_null() && !err.is(orig) && !err.is_none()) {
      Value s = objects::str_from(ctx, text);
      Value r = protocol::call_method(ctx, err, ctx.builtins.names.write, &s, 1);
      if (!r.is_null()) return;
      ctx.take_exception();
    }
  }
  fwrite(text.data(), 1, text.size(), stderr);
  fflush(stderr);
}

Value make_syntax_error(Context& ctx, const compiler::SyntaxErrorInfo& info) {
  if (info.kind == compiler::SyntaxErrorInfo::Kind::SystemError) {
    std::string where = info.message + " (" + info.filename + ", line " + std::to_string(info.lineno) + ")";
    return objects::exception_new(ctx, ctx.builtins.exc_SystemError, {objects::str_from(ctx, where)});
  }
  TypeObject* type = ctx.builtins.exc_SyntaxError;
  if (info.kind == compiler::SyntaxErrorInfo::Kind::IndentationError) type = ctx.builtins.exc_IndentationError;
  if (info.kind == compiler::SyntaxErrorInfo::Kind::TabError) type = ctx.builtins.exc_TabError;
  Value msg = objects::str_from(ctx, info.message);
  Value details[6] = {objects::str_from(ctx, info.filename), Value::small_int(info.lineno),
                      Value::small_int(info.offset),
                      info.text.empty() ? Value::none() : objects::str_from(ctx, info.text),
                      Value::small_int(info.end_lineno ? info.end_lineno : info.lineno),
                      Value::small_int(info.end_offset ? info.end_offset : info.offset)};
  Value dt = objects::tuple_from(ctx, std::vector<Value>(details, details + 6));
  Value exc = objects::exception_new(ctx, type, {msg, dt});
  if (exc.is_null()) return exc;
  const char* names[] = {"filename", "lineno", "offset", "text", "end_lineno", "end_offset"};
  for (int i = 0; i < 6; ++i)
    if (protocol::setattr(ctx, exc, protocol::intern(ctx, names[i]), details[i]) < 0) ctx.take_exception();
  if (protocol::setattr(ctx, exc, protocol::intern(ctx, "msg"), msg) < 0) ctx.take_exception();
  return exc;
}

CodeObject* compile_source(Context& ctx, std::string_view source, std::string_view filename,
                           compiler::Mode mode) {
  compiler::SyntaxErrorInfo err;
  CodeObject* code = compiler::compile(ctx, source, filename, mode, &err);
  if (code) return code;
  if (err.filename.empty()) err.filename = std::string(filename);
  Value exc = make_syntax_error(ctx, err);
  if (!exc.is_null()) ctx.raise_value(exc);
  return nullptr;
}

Value exec_source(Context& ctx, std::string_view source, std::string_view filename,
                  compiler::Mode mode, DictObject* globals, Value locals) {
  CodeObject* code = compile_source(ctx, source, filename, mode);
  if (!code) return Value::null();
  gc::Root<Object> keep(ctx.heap, code);
  Value r = run_code(ctx, code, globals, locals);
  if (r.is_null() || mode == compiler::Mode::Eval) return r;
  return Value::none();
}

Value current_locals(Context& ctx) {
  FrameObject* f = ctx.vm.current_frame;
  if (!f) return Value::null();
  if (!f->locals.is_null()) return f->locals;
  return frame_locals_snapshot(ctx, f);
}

}  // namespace tp::vm
