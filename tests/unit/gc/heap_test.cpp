// The collector: unreachable objects are freed, roots (handles, builtins, root markers) keep
// objects alive, deep structures are marked without recursion, external bytes trigger
// collection requests, and stress mode requests a collection at every allocation.
#include <gtest/gtest.h>

#include <algorithm>

#include "objects/dict_object.h"
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
  ctx.heap.add_external(64u << 20);  // 64 MB live (parameters, say)
  ctx.heap.collect();
  EXPECT_FALSE(ctx.heap.collection_requested());
  ctx.heap.add_external(32u << 20);  // half the live bytes again: no collection yet
  EXPECT_FALSE(ctx.heap.collection_requested());
  ctx.heap.add_external(40u << 20);  // past the live bytes: collect
  EXPECT_TRUE(ctx.heap.collection_requested());
  ctx.heap.remove_external(136u << 20);
}

}  // namespace tp::testing
