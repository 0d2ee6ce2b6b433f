// The `match` statement: each case's pattern compiled to stack code over the existing
// opcodes plus MATCH_SEQUENCE, MATCH_MAPPING, MATCH_KEYS, MATCH_CLASS and GET_LEN (their
// runtime halves are in vm/match.cpp), with CPython 3.11's compile-time errors for
// patterns: "name capture 'x' makes remaining patterns unreachable", "wildcard makes
// remaining patterns unreachable", "multiple assignments to name 'x' in pattern",
// "alternative patterns bind different names", "multiple starred names in sequence
// pattern", "mapping pattern checks duplicate key (k)", "attribute name repeated in class
// pattern: a", "cannot assign to __debug__". Errors point at the pattern being compiled
// when they are found, as CPython's do.
//
// Note [Pattern stack]
// A pattern consumes the subject at the top of the stack and either falls through (it
// matched) or jumps to a failure label. Names it captures are not stored while matching:
// their values are kept on the stack, each new one rotated below everything the pattern
// still holds, so a case binds its names only when the whole pattern matched (and before
// its guard runs). PatternContext counts what is on the stack: `stores` (captured values,
// stores[0] nearest the top) and `on_top` (items kept above them, like a subject being
// unpacked). A failure with n = on_top + stores.size() items to drop jumps to fail_pop[n];
// the fail_pop labels are emitted once per case (or per alternative of an or-pattern) as a
// ladder of POP_TOPs falling through to fail_pop[0], where the next case starts. Every
// case but the last works on a COPY of the subject and pops the original when it matched.
#include "compiler/codegen.h"

#include <algorithm>

#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "runtime/context.h"

namespace tp::compiler::detail {

using namespace ast;
using vm::Opcode;

namespace {

// `_`: matches anything, binds nothing.
bool is_wildcard(const Pattern* p) {
  return p->kind == PatternKind::MatchAs && !cast<MatchAs>(*p).pattern &&
         !cast<MatchAs>(*p).name;
}
bool is_star_wildcard(const Pattern* p) {
  return p->kind == PatternKind::MatchStar && !cast<MatchStar>(*p).name;
}

}  // namespace

void Codegen::match_stmt(const Match& m) {
  expr(m.subject);
  const int end = new_label();
  const size_t cases = m.cases.size();
  // A last `case _:` needs no pattern: the cases before it consume the subject.
  const bool has_default = cases > 1 && is_wildcard(m.cases.back()->pattern);
  const size_t tested = cases - (has_default ? 1 : 0);
  for (size_t i = 0; i < tested; ++i) {
    const MatchCase* c = m.cases[i];
    set_loc(*c->pattern);
    const bool last = i + 1 == tested;
    if (!last) emit(Opcode::COPY, 1);
    PatternContext pc;
    // An irrefutable pattern must be guarded or come last.
    pc.allow_irrefutable = c->guard != nullptr || i + 1 == cases;
    pattern(c->pattern, pc);
    for (const std::string& name : pc.stores) name_op(name, NameOp::Store);
    if (c->guard) {
      if (pc.fail_pop.empty()) pc.fail_pop.push_back(new_label());
      jump_if(c->guard, false, pc.fail_pop[0]);
    }
    if (!last) emit(Opcode::POP_TOP);
    stmts(c->body);
    emit_jump(Opcode::JUMP_FORWARD, end);
    emit_fail_pops(pc);
  }
  if (has_default) {
    const MatchCase* c = m.cases.back();
    set_loc(*c->pattern);
    emit(Opcode::NOP);
    if (c->guard) jump_if(c->guard, false, end);
    stmts(c->body);
  }
  bind_label(end);
}

// Emits the fail_pop ladder: fail_pop[n] pops one item and falls into fail_pop[n - 1].
void Codegen::emit_fail_pops(PatternContext& pc) {
  for (size_t n = pc.fail_pop.size(); n-- > 0;) {
    bind_label(pc.fail_pop[n]);
    if (n > 0) emit(Opcode::POP_TOP);
  }
  pc.fail_pop.clear();
}

void Codegen::jump_to_fail_pop(PatternContext& pc, Opcode op) {
  const size_t pops = static_cast<size_t>(pc.on_top) + pc.stores.size();
  while (pc.fail_pop.size() <= pops) pc.fail_pop.push_back(new_label());
  emit_jump(op, pc.fail_pop[pops]);
}

// Moves TOS down to the count-th position from the top, keeping the others' order.
void Codegen::pattern_rotate(int count) {
  for (; count > 1; --count) emit(Opcode::SWAP, static_cast<uint32_t>(count));
}

// Captures TOS under `name` (Note [Pattern stack]), or drops it for `_` (no name).
void Codegen::pattern_store_name(const std::optional<std::string>& name, PatternContext& pc) {
  if (!name) {
    emit(Opcode::POP_TOP);
    return;
  }
  if (*name == "__debug__") error("cannot assign to __debug__", *pattern_loc_);
  if (std::find(pc.stores.begin(), pc.stores.end(), *name) != pc.stores.end())
    error("multiple assignments to name '" + *name + "' in pattern", *pattern_loc_);
  pattern_rotate(pc.on_top + static_cast<int>(pc.stores.size()) + 1);
  pc.stores.push_back(*name);
}

// A sub-pattern of a sequence, mapping or class pattern may always be irrefutable.
void Codegen::subpattern(const Pattern* p, PatternContext& pc) {
  const bool allow = pc.allow_irrefutable;
  pc.allow_irrefutable = true;
  pattern(p, pc);
  pc.allow_irrefutable = allow;
}

void Codegen::pattern(const Pattern* p, PatternContext& pc) {
  pattern_loc_ = p;
  set_loc(*p);
  switch (p->kind) {
    case PatternKind::MatchValue:
      expr(cast<MatchValue>(*p).value);
      emit(Opcode::COMPARE_OP, static_cast<uint32_t>(CompareOp::Eq));
      jump_to_fail_pop(pc, Opcode::POP_JUMP_IF_FALSE);
      break;
    case PatternKind::MatchSingleton: {
      const ConstantValue& v = cast<MatchSingleton>(*p).value;
      load_const(v.kind == ConstantValue::Kind::None   ? Value::none()
                 : v.kind == ConstantValue::Kind::True ? Value::boolean(true)
                                                       : Value::boolean(false));
      emit(Opcode::IS_OP, 0);
      jump_to_fail_pop(pc, Opcode::POP_JUMP_IF_FALSE);
      break;
    }
    case PatternKind::MatchSequence: pattern_sequence(cast<MatchSequence>(*p), pc); break;
    case PatternKind::MatchMapping: pattern_mapping(cast<MatchMapping>(*p), pc); break;
    case PatternKind::MatchClass: pattern_class(cast<MatchClass>(*p), pc); break;
    case PatternKind::MatchStar:
      // Only reached inside a sequence pattern, which unpacked the rest into a list.
      pattern_store_name(cast<MatchStar>(*p).name, pc);
      break;
    case PatternKind::MatchAs: {
      auto& as = cast<MatchAs>(*p);
      if (!as.pattern) {
        if (!pc.allow_irrefutable) {
          if (as.name)
            error("name capture '" + *as.name + "' makes remaining patterns unreachable", *p);
          error("wildcard makes remaining patterns unreachable", *p);
        }
        pattern_store_name(as.name, pc);
        break;
      }
      // Keep a copy to capture once the inner pattern matched.
      pc.on_top++;
      emit(Opcode::COPY, 1);
      pattern(as.pattern, pc);
      pc.on_top--;
      pattern_store_name(as.name, pc);
      break;
    }
    case PatternKind::MatchOr: pattern_or(cast<MatchOr>(*p), pc); break;
  }
}

void Codegen::pattern_sequence(const MatchSequence& p, PatternContext& pc) {
  const PatternList& items = p.patterns;
  const int size = static_cast<int>(items.size());
  int star = -1;
  bool only_wildcard = true, star_wildcard = false;
  for (int i = 0; i < size; ++i) {
    if (items[i]->kind == PatternKind::MatchStar) {
      if (star >= 0) error("multiple starred names in sequence pattern", p);
      star = i;
      star_wildcard = is_star_wildcard(items[i]);
      only_wildcard &= star_wildcard;
      continue;
    }
    only_wildcard &= is_wildcard(items[i]);
  }
  // The subject stays on top through the type and length checks.
  pc.on_top++;
  emit(Opcode::MATCH_SEQUENCE);
  jump_to_fail_pop(pc, Opcode::POP_JUMP_IF_FALSE);
  if (star < 0) {
    emit(Opcode::GET_LEN);
    load_const(Value::small_int(size));
    emit(Opcode::COMPARE_OP, static_cast<uint32_t>(CompareOp::Eq));
    jump_to_fail_pop(pc, Opcode::POP_JUMP_IF_FALSE);
  } else if (size > 1) {
    emit(Opcode::GET_LEN);
    load_const(Value::small_int(size - 1));
    emit(Opcode::COMPARE_OP, static_cast<uint32_t>(CompareOp::Ge));
    jump_to_fail_pop(pc, Opcode::POP_JUMP_IF_FALSE);
  }
  if (only_wildcard) {
    pc.on_top--;
    emit(Opcode::POP_TOP);
    return;
  }
  if (star_wildcard) {
    // `[a, *_, b]`: index the items instead of unpacking the whole subject.
    for (int i = 0; i < size; ++i) {
      const Pattern* item = items[i];
      if (is_wildcard(item) || i == star) continue;
      emit(Opcode::COPY, 1);
      if (i < star) {
        load_const(Value::small_int(i));
      } else {
        emit(Opcode::GET_LEN);
        load_const(Value::small_int(size - i));
        emit(Opcode::BINARY_OP, static_cast<uint32_t>(BinaryOp::Subtract));
      }
      emit(Opcode::BINARY_SUBSCR);
      subpattern(item, pc);
    }
    pc.on_top--;
    emit(Opcode::POP_TOP);
    return;
  }
  pc.on_top--;
  if (star < 0) {
    emit(Opcode::UNPACK_SEQUENCE, static_cast<uint32_t>(size));
  } else {
    if (star > 255 || size - star - 1 > 0xFFFF)
      error("too many expressions in star-unpacking sequence pattern", p);
    emit(Opcode::UNPACK_EX, static_cast<uint32_t>(star) |
                                (static_cast<uint32_t>(size - star - 1) << 8));
  }
  pc.on_top += size;
  for (const Pattern* item : items) {
    pc.on_top--;
    subpattern(item, pc);
  }
}

void Codegen::pattern_mapping(const MatchMapping& p, PatternContext& pc) {
  const int size = static_cast<int>(p.keys.size());
  pc.on_top++;
  emit(Opcode::MATCH_MAPPING);
  jump_to_fail_pop(pc, Opcode::POP_JUMP_IF_FALSE);
  if (size == 0 && !p.rest) {
    pc.on_top--;
    emit(Opcode::POP_TOP);
    return;
  }
  if (size > 0) {
    emit(Opcode::GET_LEN);
    load_const(Value::small_int(size));
    emit(Opcode::COMPARE_OP, static_cast<uint32_t>(CompareOp::Ge));
    jump_to_fail_pop(pc, Opcode::POP_JUMP_IF_FALSE);
  }
  // Literal keys must differ (value keys are checked when matching).
  std::vector<Value> seen;
  for (const Expr* key : p.keys) {
    Value v = folded_constant(key);  // Null for attributes and complex sums
    if (!v.is_null()) {
      for (Value other : seen) {
        int same = protocol::equal(ctx_, other, v);
        if (same < 0) ctx_.take_exception();
        if (same == 1) {
          Value text = protocol::repr(ctx_, v);
          std::string shown = text.is_null() ? "?" : std::string(objects::as_str(text)->view());
          if (text.is_null()) ctx_.take_exception();
          error("mapping pattern checks duplicate key (" + shown + ")", p);
        }
      }
      seen.push_back(v);
    }
    expr(key);
  }
  emit(Opcode::BUILD_TUPLE, static_cast<uint32_t>(size));
  emit(Opcode::MATCH_KEYS);
  // [subject, keys, values-or-None]
  pc.on_top += 2;
  emit(Opcode::COPY, 1);
  load_const(Value::none());
  emit(Opcode::IS_OP, 1);
  jump_to_fail_pop(pc, Opcode::POP_JUMP_IF_FALSE);
  emit(Opcode::UNPACK_SEQUENCE, static_cast<uint32_t>(size));
  pc.on_top += size - 1;
  for (const Pattern* item : p.patterns) {
    pc.on_top--;
    subpattern(item, pc);
  }
  pc.on_top -= 2;
  if (p.rest) {
    // rest = dict(subject) without the matched keys.
    emit(Opcode::BUILD_MAP, 0);  // [subject, keys, {}]
    emit(Opcode::SWAP, 3);       // [{}, keys, subject]
    emit(Opcode::DICT_UPDATE, 2);  // [rest, keys]
    emit(Opcode::UNPACK_SEQUENCE, static_cast<uint32_t>(size));  // [rest, key...]
    for (int left = size; left > 0; --left) {
      emit(Opcode::COPY, static_cast<uint32_t>(left + 1));  // [rest, key..., rest]
      emit(Opcode::SWAP, 2);                                 // [rest, key..., rest, key]
      emit(Opcode::DELETE_SUBSCR);
    }
    pattern_store_name(p.rest, pc);
  } else {
    emit(Opcode::POP_TOP);  // keys
    emit(Opcode::POP_TOP);  // subject
  }
}

void Codegen::pattern_class(const MatchClass& p, PatternContext& pc) {
  const size_t nargs = p.patterns.size(), nattrs = p.kwd_attrs.size();
  std::vector<Value> names;
  for (size_t i = 0; i < nattrs; ++i) {
    const std::string& attr = p.kwd_attrs[i];
    if (attr == "__debug__") error("cannot assign to __debug__", *p.kwd_patterns[i]);
    for (size_t j = 0; j < i; ++j)
      if (p.kwd_attrs[j] == attr)
        error("attribute name repeated in class pattern: " + attr, *p.kwd_patterns[i]);
    names.push_back(Value::object(protocol::intern(ctx_, attr)));
  }
  expr(p.cls);
  load_const(objects::tuple_from(ctx_, std::move(names)));
  emit(Opcode::MATCH_CLASS, static_cast<uint32_t>(nargs));
  // [attributes-or-None]
  emit(Opcode::COPY, 1);
  load_const(Value::none());
  emit(Opcode::IS_OP, 1);
  pc.on_top++;
  jump_to_fail_pop(pc, Opcode::POP_JUMP_IF_FALSE);
  emit(Opcode::UNPACK_SEQUENCE, static_cast<uint32_t>(nargs + nattrs));
  pc.on_top += static_cast<int>(nargs + nattrs) - 1;
  for (size_t i = 0; i < nargs + nattrs; ++i) {
    pc.on_top--;
    const Pattern* item = i < nargs ? p.patterns[i] : p.kwd_patterns[i - nargs];
    if (is_wildcard(item)) {
      emit(Opcode::POP_TOP);
      continue;
    }
    subpattern(item, pc);
  }
}

void Codegen::pattern_or(const MatchOr& p, PatternContext& pc) {
  const int end = new_label();
  const PatternContext outer = pc;
  std::vector<std::string> control;  // the names the first alternative binds, stack order
  const size_t count = p.patterns.size();
  for (size_t i = 0; i < count; ++i) {
    pc.stores.clear();
    pc.allow_irrefutable = i + 1 == count && outer.allow_irrefutable;
    pc.fail_pop.clear();
    pc.on_top = 0;
    emit(Opcode::COPY, 1);
    pattern(p.patterns[i], pc);
    // Matched: [subject, captures...] with stores[0] on top.
    if (i == 0) {
      control = pc.stores;
    } else {
      if (pc.stores.size() != control.size()) error("alternative patterns bind different names", *pattern_loc_);
      for (const std::string& name : control)
        if (std::find(pc.stores.begin(), pc.stores.end(), name) == pc.stores.end())
          error("alternative patterns bind different names", *pattern_loc_);
      // Reorder the captures to control's order: position d (1 = top) gets control[d-1].
      std::vector<std::string> current = pc.stores;
      for (int d = static_cast<int>(control.size()); d >= 2; --d) {
        const int at = static_cast<int>(
            std::find(current.begin(), current.end(), control[d - 1]) - current.begin()) + 1;
        if (at == d) continue;
        if (at != 1) {
          emit(Opcode::SWAP, static_cast<uint32_t>(at));
          std::swap(current[0], current[at - 1]);
        }
        emit(Opcode::SWAP, static_cast<uint32_t>(d));
        std::swap(current[0], current[d - 1]);
      }
    }
    emit_jump(Opcode::JUMP_FORWARD, end);
    emit_fail_pops(pc);
  }
  // No alternative matched: drop the subject and fail outward.
  pc = outer;
  emit(Opcode::POP_TOP);
  jump_to_fail_pop(pc, Opcode::JUMP_FORWARD);
  bind_label(end);
  // Move each capture below the subject, the outer pattern's items and its captures.
  const int rotations =
      static_cast<int>(control.size()) + 1 + pc.on_top + static_cast<int>(pc.stores.size());
  for (const std::string& name : control) {
    pattern_rotate(rotations);
    if (std::find(pc.stores.begin(), pc.stores.end(), name) != pc.stores.end())
      error("multiple assignments to name '" + name + "' in pattern", *pattern_loc_);
    pc.stores.push_back(name);
  }
  emit(Opcode::POP_TOP);  // the subject
}

}  // namespace tp::compiler::detail
