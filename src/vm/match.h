// The runtime half of `match` statements (vm/match.cpp): what MATCH_SEQUENCE,
// MATCH_MAPPING, MATCH_KEYS and MATCH_CLASS compute. Note [Errors are values] applies.
#pragma once

#include "objects/protocol.h"

namespace tp::vm {

// Whether a sequence pattern may match `subject` (Note [Which subjects are sequences and
// mappings]): list, tuple, range, array.array, deque and subclasses; not str/bytes.
bool is_match_sequence(Context& ctx, Value subject);
// Whether a mapping pattern may match `subject`: dict and its subclasses.
bool is_match_mapping(Context& ctx, Value subject);
// The tuple of subject.get(key) for the tuple `keys`, or None when one is missing;
// ValueError "mapping pattern checks duplicate key (k)" for repeated keys.
Value match_keys(Context& ctx, Value subject, Value keys);
// The tuple of the nargs positional (through cls.__match_args__, or the subject itself for
// the self-matching built-ins) and keyword (`names`, a tuple of str) attributes of
// `subject`, or None when it is not an instance of cls or lacks one; TypeError for a cls
// that is not a type and for bad __match_args__, as CPython 3.11.
Value match_class(Context& ctx, Value subject, Value cls, Value names, int nargs);

}  // namespace tp::vm
