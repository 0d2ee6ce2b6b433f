// Hooks a layer above the collector installs to take part in a collection: the weak
// references and finalizers of src/objects/weakref.cpp (Note [Weak references and
// finalizers] there). Heap::collect calls the pre-sweep hook after marking, before
// sweeping, and the post-sweep hook after sweeping, before it returns.
#pragma once

#include "gc/object.h"

namespace tp {
class Context;
}

namespace tp::gc {

// What the pre-sweep hook may ask of the collection in progress.
class SweepGate {
 public:
  virtual ~SweepGate() = default;
  // Whether `o` was reached by the marking (it survives this collection).
  virtual bool is_live(const Object* o) const = 0;
  // Marks `o` and everything it reaches, so they survive this sweep (finalizer resurrection).
  virtual void keep(Object* o) = 0;
};

using PreSweepHook = void (*)(Context& ctx, SweepGate& gate);
using PostSweepHook = void (*)(Context& ctx);
// Installs the hooks (process-wide; nullptr removes).
void set_collect_hooks(PreSweepHook pre, PostSweepHook post);

}  // namespace tp::gc
