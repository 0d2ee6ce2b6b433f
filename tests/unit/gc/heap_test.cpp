// The collector: unreachable objects are freed, roots (handles, builtins, root markers) keep
// objects alive, deep structures are marked without recursion, external bytes trigger
// collection requests, and stress mode requests a collection at every allocation.
#include <gtest/gtest.h>

#include <algorithm>

#include "objects/dict_object.h"
#include "objects/int_object.h"
#include "objects/list_object.h"
#include "objects/str_object.h"
#include "objects/tuple_object.h"
#include "objects/type_object.h"
#include "runtime/context.h"

namespace tp::testing {

namespace {
Value g_rooted;  // kept alive by the test root marker below
void mark_test_root(Context&, Tracer& t) { t.mark(g_rooted); }
}  // namespace

TEST(Heap, FreesUnreachableObjects) {
  Context ctx;
  ctx.heap.collect();
  size_t base = ctx.heap.object_count();
  for (int i = 0; i < 1000; ++i) objects::list_new(ctx, {Value::small_int(i)});
  EXPECT_EQ(ctx.heap.object_count(), base + 1000);
  EXPECT_EQ(ctx.heap.collect(), 1000u);
  EXPECT_EQ(ctx.heap.object_count(), base);
}

TEST(Heap, HandlesKeepObjectsAndWhatTheyReference) {
  Context ctx;
  ctx.heap.collect();
  size_t base = ctx.heap.object_count();
  ListObject* l = objects::list_new(ctx);
  gc::Root<ListObject> root(ctx.heap, l);
  for (int i = 0; i < 10; ++i) l->items.push_back(objects::str_from(ctx, "s" + std::to_string(i)));
  objects::list_new(ctx);  // garbage
  EXPECT_EQ(ctx.heap.collect(), 1u);
  EXPECT_EQ(ctx.heap.object_count(), base + 11);
  EXPECT_EQ(objects::as_str(root->items[9])->data, "s9");
}

// reachable(): a mark without a sweep (Note [Reusing a dead argument]).
TEST(Heap, ReachableMarksWithoutFreeing) {
  Context ctx;
  ctx.heap.collect();
  ListObject* kept = objects::list_new(ctx);
  gc::Root<ListObject> root(ctx.heap, kept);
  Value inner = objects::str_from(ctx, "inner");
  kept->items.push_back(inner);
  ListObject* loose = objects::list_new(ctx);  // referenced by nothing
  const size_t count = ctx.heap.object_count(), collections = ctx.heap.collections();
  EXPECT_TRUE(ctx.heap.reachable(kept));
  EXPECT_TRUE(ctx.heap.reachable(inner.as_object()));  // through the rooted list
  EXPECT_FALSE(ctx.heap.reachable(loose));
  EXPECT_EQ(ctx.heap.object_count(), count);  // nothing freed
  EXPECT_EQ(ctx.heap.collections(), collections);
  kept->items.push_back(Value::object(loose));  // now reachable, and a later collect agrees
  EXPECT_TRUE(ctx.heap.reachable(loose));
  kept->items.clear();
  EXPECT_FALSE(ctx.heap.reachable(inner.as_object()));
  EXPECT_EQ(ctx.heap.collect(), 2u);  // inner and loose
  EXPECT_EQ(ctx.heap.object_count(), count - 2);
}

TEST(Heap, RootMarkersAndBuiltinsAreRoots) {
  Context ctx;
  ctx.heap.add_root_marker(mark_test_root);
  DictObject* d = objects::dict_new(ctx);
  g_rooted = Value::object(d);
  objects::dict_set(ctx, d, objects::str_from(ctx, "k"), objects::str_from(ctx, "v"));
  ctx.heap.collect();
  EXPECT_EQ(objects::as_str(objects::dict_get_cstr(ctx, d, "k"))->data, "v");
  // Builtin types and interned names survive any number of collections.
  ctx.heap.collect();
  EXPECT_EQ(ctx.builtins.int_type->name, "int");
  EXPECT_EQ(ctx.builtins.names.__init__->data, "__init__");
  g_rooted = Value::null();
}

TEST(Heap, DeepStructuresDoNotOverflowTheStack) {
  Context ctx;
  ctx.heap.collect();
  ListObject* head = objects::list_new(ctx);
  gc::Root<ListObject> root(ctx.heap, head);
  ListObject* cur = head;
  for (int i = 0; i < 1000000; ++i) {
    ListObject* next = objects::list_new(ctx);
    cur->items.push_back(Value::object(next));
    cur = next;
  }
  EXPECT_EQ(ctx.heap.collect(), 0u);
  head->items.clear();
  EXPECT_EQ(ctx.heap.collect(), 1000000u);
}

TEST(Heap, CyclesAreCollected) {
  Context ctx;
  ctx.heap.collect();
  size_t base = ctx.heap.object_count();
  ListObject* a = objects::list_new(ctx);
  ListObject* b = objects::list_new(ctx);
  a->items.push_back(Value::object(b));
  b->items.push_back(Value::object(a));
  EXPECT_EQ(ctx.heap.collect(), 2u);
  EXPECT_EQ(ctx.heap.object_count(), base);
}

TEST(Heap, ThresholdAndExternalBytesRequestCollection) {
  Context ctx;
  ctx.heap.collect();
  EXPECT_FALSE(ctx.heap.collection_requested());
  ctx.heap.add_external(64u << 20);
  EXPECT_TRUE(ctx.heap.collection_requested());
  ctx.heap.collect();
  ctx.heap.remove_external(64u << 20);
  ctx.heap.collect();  // the threshold follows the live bytes, external ones included
  EXPECT_FALSE(ctx.heap.collection_requested());
  for (int i = 0; i < 400000 && !ctx.heap.collection_requested(); ++i) objects::list_new(ctx);
  EXPECT_TRUE(ctx.heap.collection_requested());
  ctx.heap.set_enabled(false);
  ctx.heap.collect();
  for (int i = 0; i < 400000; ++i) objects::list_new(ctx);
  EXPECT_FALSE(ctx.heap.collection_requested());
}

TEST(Heap, StressModeRequestsAtEveryAllocation) {
  Context ctx;
  ctx.heap.set_stress(true);
  ctx.heap.collect();
  EXPECT_FALSE(ctx.heap.collection_requested());
  objects::tuple_new(ctx, {});
  EXPECT_TRUE(ctx.heap.collection_requested());
}


// Note [External byte pressure]: a loop making small objects that each own a few external
// bytes (1-element tensors) gets collections every few thousand iterations, and the live
// external bytes stay bounded; the per-allocation overhead is counted both ways.
TEST(Heap, SmallExternalAllocationsTriggerTimelyCollections) {
  Context ctx;
  ctx.heap.collect();
  size_t peak_external = 0;
  size_t collections = ctx.heap.collections();
  for (int i = 0; i < 100000; ++i) {
    objects::list_new(ctx);       // the dropped wrapper object
    ctx.heap.add_external(4);     // its 4-byte storage
    if (ctx.heap.collection_requested()) {
      // What the wrappers' destructors would do: give back every external byte.
      while (ctx.heap.external_bytes() > 0) ctx.heap.remove_external(4);
      ctx.heap.collect();
    }
    peak_external = std::max(peak_external, ctx.heap.external_bytes());
  }
  EXPECT_GE(ctx.heap.collections() - collections, 5u);
  EXPECT_LE(peak_external, 2 * gc::Heap::kMinExternalThreshold);
  ctx.heap.add_external(100);
  ctx.heap.remove_external(100);
}

TEST(Heap, ExternalThresholdFollowsLiveExternalBytes) {
  Context ctx;
  ctx.heap.add_external(256u << 20);  // an earlier peak: the allocator caches these bytes
  ctx.heap.remove_external(256u << 20);
  ctx.heap.add_external(64u << 20);  // 64 MB live (parameters, say)
  ctx.heap.collect();
  EXPECT_FALSE(ctx.heap.collection_requested());
  // In 4 MB tensors (a large one would request a collection by itself):
  for (int i = 0; i < 8; ++i) ctx.heap.add_external(4u << 20);  // half the live bytes again
  EXPECT_FALSE(ctx.heap.collection_requested());                 // no collection yet
  for (int i = 0; i < 10; ++i) ctx.heap.add_external(4u << 20);  // past the live bytes
  EXPECT_TRUE(ctx.heap.collection_requested());                  // collect
  ctx.heap.remove_external(64u << 20);
}

// Note [External byte pressure]: a large allocation past the highest external level so far
// (fresh pages) or of a quarter of the threshold requests a collection even below the
// threshold; a smaller one below the peak (the allocator's cache serves it) does not.
TEST(Heap, LargeAllocationPastThePeakRequestsCollection) {
  Context ctx;
  ctx.heap.add_external(512u << 20);
  ctx.heap.collect();  // threshold now ~512 MB
  ctx.heap.add_external(256u << 20);  // past the peak, large: collect
  EXPECT_TRUE(ctx.heap.collection_requested());
  ctx.heap.collect();
  ctx.heap.remove_external(512u << 20);
  ctx.heap.collect();
  ctx.heap.add_external(256u << 20);  // under the peak, but a quarter of the threshold
  EXPECT_TRUE(ctx.heap.collection_requested());
  ctx.heap.collect();
  ctx.heap.add_external(64u << 20);  // under the peak, an eighth of the threshold
  EXPECT_FALSE(ctx.heap.collection_requested());
  ctx.heap.remove_external(64u << 20);
  EXPECT_EQ(ctx.heap.external_bytes_peak(), (768u << 20) + 2 * gc::Heap::kExternalOverhead);
  ctx.heap.remove_external(256u << 20);
  ctx.heap.collect();
  for (int i = 0; i < 100; ++i) ctx.heap.add_external(1u << 20);  // small ones never do
  EXPECT_EQ(ctx.heap.external_bytes(), (356u << 20) + 101 * gc::Heap::kExternalOverhead);
  EXPECT_FALSE(ctx.heap.collection_requested());
  ctx.heap.set_enabled(false);
  ctx.heap.add_external(1u << 30);
  EXPECT_FALSE(ctx.heap.collection_requested());
}

// A layer pipeline over a large batch, as LeNet at batch 10,000: each layer's output is
// made from the previous one, which then dies (the interpreter frees it at the next safe
// point's collection); the int64 indices of max pooling die at once. With collections on
// fresh pages, the previous output is collected before the layer after next allocates, so
// the external bytes peak at the live data plus two layer outputs; the old threshold alone
// (which had grown to the live bytes mid-pass) let the pass reach 1.35x that.
TEST(Heap, LargeGarbageInAPipelineStaysNearTheLiveBytes) {
  Context ctx;
  constexpr size_t M = 1u << 20;
  const size_t input = 30 * M;
  ctx.heap.add_external(input);
  ctx.heap.collect();
  const size_t sizes[] = {478 * M, 478 * M, 119 * M, 122 * M, 122 * M, 30 * M};  // conv relu pool conv relu pool
  const size_t scratch[] = {0, 0, 239 * M, 0, 0, 61 * M};                        // pooling indices
  size_t peak = 0;
  for (int pass = 0; pass < 3; ++pass) {
    std::vector<size_t> garbage;
    size_t previous = 0;
    for (int layer = 0; layer < 6; ++layer) {
      ctx.heap.add_external(sizes[layer]);
      if (scratch[layer]) ctx.heap.add_external(scratch[layer]);
      peak = std::max(peak, ctx.heap.external_bytes());
      if (scratch[layer]) ctx.heap.remove_external(scratch[layer]);
      if (previous) garbage.push_back(previous);
      previous = sizes[layer];
      if (ctx.heap.collection_requested()) {  // the safe point at the next call
        for (size_t g : garbage) ctx.heap.remove_external(g);
        garbage.clear();
        ctx.heap.collect();
      }
    }
    garbage.push_back(previous);
    for (size_t g : garbage) ctx.heap.remove_external(g);  // collected later, at some point
    ctx.heap.collect();
  }
  EXPECT_LE(peak, input + 2 * 478 * M + 8 * gc::Heap::kExternalOverhead);
}

// Storage an object owns outside the heap counts toward the next collection (Note
// [Collection policy]): a few large strings request one where their headers alone would
// not, and the survivors' storage is part of the live bytes that set the next threshold.
TEST(Heap, PayloadBytesCountTowardCollections) {
  Context ctx;
  ctx.heap.collect();
  EXPECT_FALSE(ctx.heap.collection_requested());
  const std::string big(1u << 20, 'x');
  int made = 0;
  while (!ctx.heap.collection_requested() && made < 1000) {
    objects::str_from(ctx, big);
    ++made;
  }
  EXPECT_TRUE(ctx.heap.collection_requested());
  EXPECT_LE(made, 9);  // 1 MiB each against the 8 MiB floor
  ctx.heap.collect();
  // Tuples and lists count their item arrays.
  const size_t before = ctx.heap.bytes_allocated();
  objects::tuple_new(ctx, std::vector<Value>(1000, Value::none()));
  objects::list_new(ctx, std::vector<Value>(1000, Value::none()));
  EXPECT_GE(ctx.heap.bytes_allocated() - before, 2 * 1000 * sizeof(Value));
}

TEST(Heap, BigIntLimbsAreCounted) {
  Context ctx;
  ctx.heap.collect();
  mpz_t v;
  mpz_init(v);
  mpz_ui_pow_ui(v, 3, 200000);  // about 40 KB of limbs
  const size_t before = ctx.heap.bytes_allocated();
  Value x = objects::int_from_mpz(ctx, v);
  EXPECT_GE(ctx.heap.bytes_allocated() - before, mpz_size(v) * sizeof(mp_limb_t));
  gc::Root<Object> root(ctx.heap, x.as_object());
  ctx.heap.collect();
  // 100 more such ints (4 MB) stay under the 8 MiB floor...
  for (int i = 0; i < 100; ++i) objects::int_from_mpz(ctx, v);
  EXPECT_FALSE(ctx.heap.collection_requested());
  // ...while a loop making them does, long before it has allocated 100 MB.
  int made = 0;
  while (!ctx.heap.collection_requested() && made < 2500) {
    objects::int_from_mpz(ctx, v);
    ++made;
  }
  EXPECT_TRUE(ctx.heap.collection_requested());
  EXPECT_LT(made, 400);
  mpz_clear(v);
}

}  // namespace tp::testing
