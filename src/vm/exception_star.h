// The runtime half of `try ... except*` (vm/exception_star.cpp): CHECK_EG_MATCH and
// PREP_RERAISE_STAR, as CPython 3.11. Note [Errors are values] applies.
#pragma once

#include "objects/protocol.h"

namespace tp::vm {

// Splits `rest` (the part of the exception no earlier clause took) by the clause's types:
// *match is the group to bind (a naked matching exception is wrapped in
// ExceptionGroup('', (exc,))), or None; *new_rest what is left, or None. TypeError for
// types that are not exception classes or that are exception groups.
bool check_eg_match(Context& ctx, Value rest, Value types, Value* match, Value* new_rest);
// What leaves the try statement: None, or the exception to re-raise, combining the
// exceptions the clauses raised (a list, Nones skipped; the unmatched rest last) with the
// parts of `orig` they re-raised.
Value prep_reraise_star(Context& ctx, Value orig, Value raised);

}  // namespace tp::vm
