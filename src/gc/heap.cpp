// Heap: allocation accounting and the precise mark-and-sweep collector (see
// Note [When the collector runs] in gc/heap.h).
//
// Marking uses an explicit stack (MarkTracer::stack_), never recursion, so a list nested a
// million deep is collected without overflowing the C stack. Mark bits are epochs: an
// object is marked in this cycle when gc_mark_ == epoch_, so nothing needs clearing.
// Each object's allocation size is kept in its gc_flags_ so the sweep knows the live bytes,
// from which the next threshold is derived (twice the live bytes, at least kMinThreshold).
#include "gc/heap.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <unordered_set>

#include "objects/builtins.h"
#include "objects/type_object.h"
#include "runtime/context.h"

namespace tp::gc {

namespace {

// Below this many bytes allocated since the last collection we never collect: small
// scripts should not pay for collections at all.
constexpr size_t kMinThreshold = 8u << 20;

bool stress_from_env() {
#ifdef TP_GC_STRESS
  return true;
#else
  const char* s = std::getenv("TP_GC_STRESS");
  return s != nullptr && s[0] != '\0' && s[0] != '0';
#endif
}

}  // namespace

class MarkTracer final : public Tracer {
 public:
  MarkTracer(uint32_t epoch, std::vector<Object*>& stack) : epoch_(epoch), stack_(stack) {}
  void mark(Object* o) override {
    if (o == nullptr || !Heap::try_mark(o, epoch_)) return;
    stack_.push_back(o);
  }
  using Tracer::mark;
  void drain() {
    while (!stack_.empty()) {
      Object* o = stack_.back();
      stack_.pop_back();
      mark(reinterpret_cast<Object*>(o->type()));
      o->trace(*this);
    }
  }

 private:
  uint32_t epoch_;
  std::vector<Object*>& stack_;
};

Heap::Heap(Context& ctx)
    : ctx_(ctx), threshold_(kMinThreshold), external_threshold_(kMinExternalThreshold) {
  stress_ = stress_from_env();
}

Heap::~Heap() {
  Object* o = all_;
  while (o != nullptr) {
    Object* next = o->gc_next_;
    delete o;
    o = next;
  }
  all_ = nullptr;
  object_count_ = 0;
}

void Heap::set_memory_limit(size_t bytes) {
  limit_ = bytes;
  limit_slack_ = 0;
  if (limit_ != 0) limit_request();
}

size_t Heap::memory_room() const {
  if (limit_ == 0 || unlimited_ > 0) return SIZE_MAX;
  size_t cap = limit_ + limit_slack_;
  size_t used = memory_in_use();
  return used >= cap ? 0 : cap - used;
}

void Heap::limit_request() {
  // Collect once the bytes since the last collection pass half the headroom.
  size_t survivors = heap_live_ + external_bytes_;
  size_t headroom = limit_ > survivors ? limit_ - survivors : 0;
  if (bytes_since_collect_ + external_bytes_since_ > headroom / 2) requested_ = true;
}

void Heap::check_limit(size_t size) {
  if (unlimited_ > 0) return;
  size_t used = memory_in_use();
  if (used + size <= limit_ + limit_slack_ && used + size >= used) return;
  requested_ = true;
  // Room for the handler until the next collection (Note [Memory limit]).
  limit_slack_ = std::max(limit_ / 8, static_cast<size_t>(1) << 20);
  throw std::bad_alloc();
}

void Heap::link(Object* o, size_t size) {
  o->gc_next_ = all_;
  o->gc_flags_ = size > UINT32_MAX ? UINT32_MAX : static_cast<uint32_t>(size);
  o->gc_mark_ = epoch_ - 1;  // never "marked in the current cycle"
  all_ = o;
  ++object_count_;
  bytes_since_collect_ += size;
  if (enabled_ && (stress_ || bytes_since_collect_ + external_bytes_since_ > threshold_)) {
    requested_ = true;
  }
  if (limit_ != 0) {
    // The object is linked: when the limit throws, the collector frees it.
    limit_request();
    bytes_since_collect_ -= size;
    check_limit(size);
    bytes_since_collect_ += size;
  }
}

void Heap::account(Object* o, size_t bytes) {
  uint64_t total = static_cast<uint64_t>(o->gc_flags_) + bytes;
  o->gc_flags_ = total > UINT32_MAX ? UINT32_MAX : static_cast<uint32_t>(total);
  bytes_since_collect_ += bytes;
  if (enabled_ && (stress_ || bytes_since_collect_ + external_bytes_since_ > threshold_)) {
    requested_ = true;
  }
  if (limit_ != 0) {
    limit_request();
    bytes_since_collect_ -= bytes;
    check_limit(bytes);
    bytes_since_collect_ += bytes;
  }
}

void Heap::add_external(size_t bytes) {
  bytes += kExternalOverhead;
  if (limit_ != 0) check_limit(bytes);
  external_bytes_ += bytes;
  external_bytes_since_ += bytes;
  // A large allocation that took fresh pages or that is a good part of the live external
  // bytes: collect soon (Note [External byte pressure]).
  const bool large = bytes >= std::max(kMinExternalThreshold, heap_live_ / 2) &&
                     (external_bytes_ > external_peak_ || bytes >= external_threshold_ / 4);
  if (external_bytes_ > external_peak_) external_peak_ = external_bytes_;
  if (enabled_ && (stress_ || large || external_bytes_since_ > external_threshold_ ||
                   bytes_since_collect_ + external_bytes_since_ > threshold_))
    requested_ = true;
  if (limit_ != 0) limit_request();
}

void Heap::remove_external(size_t bytes) {
  bytes += kExternalOverhead;
  external_bytes_ = bytes > external_bytes_ ? 0 : external_bytes_ - bytes;
}

static void mark_builtins(objects::Builtins& b, Tracer& t) {
#define X(field, pyname) t.mark(reinterpret_cast<Object*>(b.field##_type));
#include "objects/builtin_types.def"
#undef X
#define X(name, base) t.mark(reinterpret_cast<Object*>(b.exc_##name));
#include "objects/exceptions.def"
#undef X
  t.mark(reinterpret_cast<Object*>(b.tensor_type));
  t.mark(reinterpret_cast<Object*>(b.dtype_type));
  t.mark(reinterpret_cast<Object*>(b.device_type));
  t.mark(reinterpret_cast<Object*>(b.getset_descriptor_type));
  t.mark(reinterpret_cast<Object*>(b.member_descriptor_type));
  t.mark(b.not_implemented);
  t.mark(b.ellipsis);
  t.mark(b.empty_tuple);
  t.mark(b.empty_str);
  t.mark(b.builtins_module);
  t.mark(b.stop_iteration_value);
  t.mark(reinterpret_cast<Object*>(b.interned));
  for (Object* o : b.repr_in_progress) t.mark(o);
  for (StrObject* s : b.ascii_chars) t.mark(reinterpret_cast<Object*>(s));
#define TP_NAME_MARK(n) t.mark(reinterpret_cast<Object*>(b.names.n));
  TP_INTERNED_NAMES(TP_NAME_MARK)
#undef TP_NAME_MARK
}

void Heap::mark_from_roots() {
  ++epoch_;
  if (epoch_ == 0) epoch_ = 1;
  mark_stack_.clear();
  MarkTracer tracer(epoch_, mark_stack_);
  mark_builtins(ctx_.builtins, tracer);
  tracer.mark(ctx_.pending_exception());
  for (Object* o : handles_) tracer.mark(o);
  for (RootMarker fn : root_markers_) {
    fn(ctx_, tracer);
    tracer.drain();
  }
  tracer.drain();
}

bool Heap::reachable(const Object* o) {
  mark_from_roots();
  return o->gc_mark_ == epoch_;
}

size_t Heap::collect() {
  requested_ = false;
  mark_from_roots();

  size_t freed = 0;
  size_t live_bytes = 0;
  Object** link_ptr = &all_;
  while (Object* o = *link_ptr) {
    if (o->gc_mark_ == epoch_) {
      live_bytes += o->gc_flags_;
      link_ptr = &o->gc_next_;
    } else {
      *link_ptr = o->gc_next_;
      delete o;
      ++freed;
    }
  }
  object_count_ -= freed;
  marked_last_ = object_count_;
  ++ctx_.builtins.type_cache_epoch;  // cache entries may name freed types, names or values
  bytes_since_collect_ = 0;
  external_bytes_since_ = 0;
  ++collections_;
  size_t heap_live = live_bytes;
  heap_live_ = heap_live;
  live_bytes += external_bytes_;
  threshold_ = live_bytes * 2 > kMinThreshold ? live_bytes * 2 : kMinThreshold;
  external_threshold_ = std::max({kMinExternalThreshold, external_bytes_, heap_live / 2});
  // The margin after a MemoryError lasts until a collection brings the survivors under the
  // limit: one that ran while the handler still held the memory keeps it, so the memory
  // let go of next is collected (at the next safe point, requested by limit_request)
  // before an allocation can fail for it.
  if (heap_live + external_bytes_ <= limit_) limit_slack_ = 0;
  return freed;
}

namespace {

// Collects the objects a trace() visits, each once (no marking: mark bits stay the
// collector's).
class CollectTracer final : public Tracer {
 public:
  explicit CollectTracer(std::unordered_set<Object*>& seen) : seen_(seen) {}
  void mark(Object* o) override {
    if (o != nullptr && seen_.insert(o).second) found.push_back(o);
  }
  using Tracer::mark;
  std::vector<Object*> found;

 private:
  std::unordered_set<Object*>& seen_;
};

}  // namespace

std::vector<Object*> referents(Object* o) {
  std::unordered_set<Object*> seen;
  CollectTracer t(seen);
  o->trace(t);
  return std::move(t.found);
}

size_t reachable_count(Object* o) {
  std::unordered_set<Object*> seen{o};
  CollectTracer t(seen);
  o->trace(t);
  for (size_t i = 0; i < t.found.size(); ++i) t.found[i]->trace(t);
  return seen.size();
}

}  // namespace tp::gc
