// Heap: allocation and precise mark-and-sweep collection for one Context.
//
// Note [When the collector runs]
// Allocation never collects by itself. Heap::make() only counts bytes (the object's and
// the storage it owns outside the heap, Note [Collection policy] in docs/design.md); when
// the count passes the threshold it sets collection_requested(). The VM polls that flag at safe
// points (calls, returns, backward jumps) and calls collect() there, where every live
// value is reachable from a root: the VM value stacks and frames, the module table, the
// interned strings, the builtin types, and the explicit handles below. So native code
// that only allocates needs no rooting. Native code that keeps raw Object pointers in C++
// locals ACROSS a call back into Python code (which reaches safe points) must hold them in
// a Root<T> or push them on a RootScope. TP_GC_STRESS requests a collection at every
// allocation, so each safe point collects.
//
// External bytes (tensor storage, big buffers) are counted through add_external() /
// remove_external() so that a loop that creates tensors triggers collections as it would
// if the bytes were on this heap.
//
// Note [External byte pressure]
// Storage is freed only when the collector frees its Tensor object (no reference counts),
// so a loop `c = a + b` keeps every result alive until the next collection. Two rules keep
// that bounded:
//  - each external allocation counts kExternalOverhead bytes on top of its size: the
//    TensorImpl, StorageImpl and allocator rounding that a 4-byte storage really costs
//    (~300-400 bytes); without it 1-element tensors counted 40 bytes each and a loop made
//    200,000 of them (80 MB) before the first collection;
//  - external bytes have their own threshold: a collection is requested once the external
//    bytes allocated since the last one exceed max(kMinExternalThreshold, the live external
//    bytes, half the live heap bytes). Peak external memory is then about twice the live
//    external bytes, and a collection (whose cost is proportional to the live heap) is paid
//    for by at least half the live heap's worth of new allocation;
//  - a large allocation requests a collection at once: one that takes the external bytes
//    past their highest level so far, or that is at least a quarter of the external
//    threshold. Below that level the tensor allocator's cache holds the bytes of what was
//    freed (Note [Large block cache]) and serves new tensors without fresh pages; past it,
//    every further byte is a fresh page from the system, the most costly memory there is
//    (~0.7 GB/s on these VMs). And a tensor that is a good part of the live data is usually
//    made from another such tensor that dies right after (relu(conv(x))). Collecting at the
//    next safe point puts that garbage back in the cache before the next large request:
//    LeNet's first conv output (500 MB at batch 10,000) is free again before the pooling
//    layer asks for 375 MB, and the process peaks near the live data plus two layer outputs
//    instead of near twice the live data. "Large" is also at least
//    max(kMinExternalThreshold, half the live heap), so each such collection is still paid
//    for by half the live heap's worth of allocation; a loop of small tensors (a training
//    step at batch 64, inference at batch 100) never triggers it.
// Collecting after a few thousand results also keeps the tensor allocator's free lists and
// small-object pools warm: the freed blocks are reused by the next iterations.
#pragma once

#include <cstddef>
#include <new>
#include <utility>
#include <vector>

#include "gc/object.h"

namespace tp {
class Context;
}

namespace tp::gc {

class Heap {
 public:
  explicit Heap(Context& ctx);
  ~Heap();  // frees every object (runs destructors), so nothing leaks at exit

  // Allocates a T (derived from Object) with the given constructor arguments and links
  // it into the heap. Throws std::bad_alloc only if the system is out of memory; callers
  // at a Python boundary turn that into MemoryError.
  // The object's counted size (Note [Collection policy], docs/design.md) is sizeof(T)
  // plus, for types that own storage outside the heap and say so with a
  // `size_t payload_bytes() const` member, that storage's size at construction.
  template <class T, class... A>
  T* make(A&&... args) {
    T* o = new T(std::forward<A>(args)...);
    size_t size = sizeof(T);
    if constexpr (requires(const T& t) { t.payload_bytes(); }) size += o->payload_bytes();
    link(o, size);
    return o;
  }

  // Counts `bytes` more of storage that `o` owns outside the heap and acquired after
  // make() (a big int's limbs once its value is set): they are added to o's counted size
  // (so the sweep's live bytes include them) and to the bytes since the last collection.
  void account(Object* o, size_t bytes);

  // Throws std::bad_alloc, counting nothing, when `bytes` would take the heap past its
  // memory limit (Note [Memory limit]).
  void add_external(size_t bytes);
  void remove_external(size_t bytes);

  // Note [Memory limit]
  // A cap on memory_in_use() (0: none, the default): the heap bytes counted since the last
  // collection plus those that survived it, plus the external bytes alive. An allocation
  // that would pass it throws std::bad_alloc, which the native boundaries turn into a
  // MemoryError the program can catch (the object made is linked first, so the collector
  // frees it). Garbage counts until a collection frees it, so near the limit collections
  // are requested early: once the bytes since the last collection pass half the headroom
  // (limit minus what survived the last collection), whether or not gc is enabled. After a
  // MemoryError the limit is raised by a margin (max(limit/8, 1 MiB)) until the next
  // collection, so the handler can run and report before the garbage is collected; and
  // allocations made while raising the MemoryError itself (its object, traceback entries)
  // run under an Unlimited scope. The up-front size checks (objects/memory_limit.h) also
  // compare a request with the room left.
  void set_memory_limit(size_t bytes);
  size_t memory_limit() const { return limit_; }
  size_t memory_in_use() const { return heap_live_ + bytes_since_collect_ + external_bytes_; }
  // Bytes that may still be allocated before the limit (SIZE_MAX without one).
  size_t memory_room() const;
  // Suspends the limit for its lifetime (nests).
  class Unlimited {
   public:
    explicit Unlimited(Heap& h) : h_(h) { ++h_.unlimited_; }
    ~Unlimited() { --h_.unlimited_; }
    Unlimited(const Unlimited&) = delete;
    Unlimited& operator=(const Unlimited&) = delete;

   private:
    Heap& h_;
  };

  bool collection_requested() const { return requested_; }
  // Marks from all roots and frees what is unreachable. Returns the number of objects freed.
  size_t collect();
  // Marks from all roots without sweeping and tells whether `o` was reached: a full mark
  // (cost proportional to the live heap), for callers about to reuse a large object's
  // memory (Note [Reusing a dead argument], src/stdlib/ml/argument_reuse.cpp). Thresholds
  // and statistics are unchanged.
  bool reachable(const Object* o);

  // True when every allocation requests a collection (TP_GC_STRESS build, or the
  // TP_GC_STRESS environment variable set to a non-zero value).
  bool stress() const { return stress_; }
  void set_stress(bool on) { stress_ = on; }

  // gc.disable()/gc.enable(): while disabled, thresholds never request a collection.
  void set_enabled(bool on) { enabled_ = on; }
  bool enabled() const { return enabled_; }
  size_t object_count() const { return object_count_; }
  // Objects the latest collect() found reachable (its survivors); 0 before the first.
  size_t marked_last() const { return marked_last_; }
  // Calls f(Object*) for every object on the heap, live or not yet collected. f must not
  // allocate on this heap (gc.get_objects collects first, then copies into a vector).
  template <class F>
  void for_each_object(F f) const {
    for (Object* o = all_; o != nullptr; o = o->gc_next_) f(o);
  }
  size_t bytes_allocated() const { return bytes_since_collect_; }
  // External bytes alive / counted since the last collection (with kExternalOverhead each).
  size_t external_bytes() const { return external_bytes_; }
  size_t external_bytes_since_collect() const { return external_bytes_since_; }
  // The highest external_bytes() so far (Note [External byte pressure]).
  size_t external_bytes_peak() const { return external_peak_; }
  size_t collections() const { return collections_; }

  // See Note [External byte pressure].
  static constexpr size_t kExternalOverhead = 320;
  static constexpr size_t kMinExternalThreshold = 4u << 20;

  // Root sources registered by layers (VM stacks, module table, ...): called during mark.
  using RootMarker = void (*)(Context&, Tracer&);
  void add_root_marker(RootMarker fn) { root_markers_.push_back(fn); }

  // Mark-bit access for the collector's tracer (heap.cpp); not for other callers.
  // try_mark marks `o` for `epoch` and returns true if it was not yet marked.
  static bool try_mark(Object* o, uint32_t epoch) {
    if (o->gc_mark_ == epoch) return false;
    o->gc_mark_ = epoch;
    return true;
  }

  // Explicit handle stack used by Root<T> and RootScope (LIFO).
  std::vector<Object*>& handle_stack() { return handles_; }

 private:
  void link(Object* o, size_t size);
  // The limit check of Note [Memory limit] for `size` more bytes: throws std::bad_alloc.
  void check_limit(size_t size);
  void limit_request();  // requests a collection when near the limit
  void mark_from_roots();  // a fresh epoch_, every root and what it reaches marked with it
  Context& ctx_;
  Object* all_ = nullptr;
  size_t object_count_ = 0;
  size_t marked_last_ = 0;           // survivors of the latest collect()
  size_t bytes_since_collect_ = 0;
  size_t external_bytes_ = 0;        // external bytes currently alive
  size_t external_bytes_since_ = 0;  // external bytes added since the last collection
  size_t external_peak_ = 0;         // the highest external_bytes_ so far
  size_t heap_live_ = 0;             // heap bytes that survived the last collection
  bool stress_ = false;              // TP_GC_STRESS build or environment variable
  size_t threshold_;           // heap (+ external) bytes since the last collection
  size_t external_threshold_;  // external bytes since the last collection
  size_t collections_ = 0;
  bool enabled_ = true;
  size_t limit_ = 0;        // Note [Memory limit]; 0: none
  size_t limit_slack_ = 0;  // the margin granted after a MemoryError until the next collection
  int unlimited_ = 0;       // Unlimited scopes open
  bool requested_ = false;
  uint32_t epoch_ = 1;
  std::vector<RootMarker> root_markers_;
  std::vector<Object*> handles_;
  std::vector<Object*> mark_stack_;  // kept between collections (no large free per cycle)
};

// What `o` refers to directly: the objects its trace() visits, each once, in visiting
// order (not its type). For gc.get_referents.
std::vector<Object*> referents(Object* o);
// How many distinct objects are reachable from `o` through trace() (o included; types are
// not followed, so a list of three lists counts 4). For the original TensorPy's
// __gc_reachable_count(v). Allocates nothing on the heap.
size_t reachable_count(Object* o);

// Keeps one object alive across a call back into Python code. LIFO with other handles.
template <class T>
class Root {
 public:
  Root(Heap& heap, T* obj) : heap_(heap) { heap_.handle_stack().push_back(obj); index_ = heap_.handle_stack().size() - 1; }
  ~Root() { heap_.handle_stack().pop_back(); }
  Root(const Root&) = delete;
  Root& operator=(const Root&) = delete;
  T* get() const { return static_cast<T*>(heap_.handle_stack()[index_]); }
  T* operator->() const { return get(); }
  void set(T* obj) { heap_.handle_stack()[index_] = obj; }

 private:
  Heap& heap_;
  size_t index_;
};

}  // namespace tp::gc
