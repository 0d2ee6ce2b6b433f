// The `_heapq` module: the binary min-heap primitives over a list (lib/heapq.py adds merge,
// nlargest and nsmallest on top). heappush, heappop, heapify, heapreplace, heappushpop as
// CPython 3.11 documents them: heap[k] <= heap[2k+1] and heap[k] <= heap[2k+2], items
// compared with `<` only. The sift order is the classic one (a sift toward the root, and
// a sift toward the leaves that moves the smaller child up to a leaf, then back up), so
// a heap built here has CPython's layout item for item (observable through heap[i] and
// the order equal items come out).
//
// Comparisons run user code, which may change the list: after each comparison the size
// is checked and a change raises RuntimeError "list changed size during iteration", as
// CPython; the items in flight are rooted across the call.
#include "objects/list_object.h"
#include "objects/module_object.h"
#include "objects/native.h"
#include "objects/util.h"
#include "runtime/module_registry.h"
#include "stdlib/stdlib_util.h"

namespace tp::stdlib {

namespace {

// a < b as a C bool: 1, 0, or -1 with an exception pending.
int less(Context& ctx, Value a, Value b) {
  if (a.is_small_int() && b.is_small_int()) return a.as_small_int() < b.as_small_int();
  objects::ValueRoot ka(ctx, a), kb(ctx, b);
  Value r = protocol::compare(ctx, CompareOp::Lt, a, b);
  if (r.is_null()) return -1;
  return protocol::is_true(ctx, r);
}

bool size_changed(Context& ctx, ListObject* heap, size_t size) {
  if (heap->items.size() == size) return false;
  ctx.raise(ctx.builtins.exc_RuntimeError, "list changed size during iteration");
  return true;
}

// Moves heap[pos] toward the root while it is smaller than its parent (not past start).
bool sift_down(Context& ctx, ListObject* heap, size_t start, size_t pos) {
  size_t size = heap->items.size();
  while (pos > start) {
    size_t parent = (pos - 1) >> 1;
    Value item = heap->items[pos], up = heap->items[parent];
    int t = less(ctx, item, up);
    if (t < 0 || size_changed(ctx, heap, size)) return false;
    if (!t) break;
    std::swap(heap->items[pos], heap->items[parent]);
    pos = parent;
  }
  return true;
}

// Moves the smaller child up until heap[pos]'s hole reaches a leaf, then sifts the
// original item back toward pos.
bool sift_up(Context& ctx, ListObject* heap, size_t pos) {
  size_t end = heap->items.size(), start = pos;
  size_t limit = end >> 1;
  while (pos < limit) {
    size_t child = 2 * pos + 1;
    if (child + 1 < end) {
      int t = less(ctx, heap->items[child], heap->items[child + 1]);
      if (t < 0 || size_changed(ctx, heap, end)) return false;
      if (!t) child += 1;
    }
    std::swap(heap->items[pos], heap->items[child]);
    pos = child;
  }
  return sift_down(ctx, heap, start, pos);
}

ListObject* list_arg(Context& ctx, Value v, const char* what) {
  if (!objects::is_list(ctx, v)) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s must be list, not %s", what, objects::type_name(ctx, v));
    return nullptr;
  }
  return objects::as_list(v);
}

bool two_args(Context& ctx, const CallArgs& call, const char* name) {
  if (call.nkwargs() != 0) {
    ctx.raise(ctx.builtins.exc_TypeError, "_heapq.%s() takes no keyword arguments", name);
    return false;
  }
  if (call.nargs != 2) {
    ctx.raise(ctx.builtins.exc_TypeError, "%s expected 2 arguments, got %zu", name, call.nargs);
    return false;
  }
  return true;
}

Value heappush(Context& ctx, const CallArgs& call) {
  if (!two_args(ctx, call, "heappush")) return Value::null();
  ListObject* heap = list_arg(ctx, call.args[0], "heappush() argument 1");
  if (heap == nullptr) return Value::null();
  heap->items.push_back(call.args[1]);
  if (!sift_down(ctx, heap, 0, heap->items.size() - 1)) return Value::null();
  return Value::none();
}

Value heappop(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "heappop", 1, 1)) return Value::null();
  ListObject* heap = list_arg(ctx, call.args[0], "heappop() argument");
  if (heap == nullptr) return Value::null();
  if (heap->items.empty()) return ctx.raise(ctx.builtins.exc_IndexError, "index out of range");
  Value last = heap->items.back();
  heap->items.pop_back();
  if (heap->items.empty()) return last;
  Value top = heap->items[0];
  objects::ValueRoot keep(ctx, top);
  heap->items[0] = last;
  if (!sift_up(ctx, heap, 0)) return Value::null();
  return top;
}

Value heapreplace(Context& ctx, const CallArgs& call) {
  if (!two_args(ctx, call, "heapreplace")) return Value::null();
  ListObject* heap = list_arg(ctx, call.args[0], "heapreplace() argument 1");
  if (heap == nullptr) return Value::null();
  if (heap->items.empty()) return ctx.raise(ctx.builtins.exc_IndexError, "index out of range");
  Value top = heap->items[0];
  objects::ValueRoot keep(ctx, top);
  heap->items[0] = call.args[1];
  if (!sift_up(ctx, heap, 0)) return Value::null();
  return top;
}

Value heappushpop(Context& ctx, const CallArgs& call) {
  if (!two_args(ctx, call, "heappushpop")) return Value::null();
  ListObject* heap = list_arg(ctx, call.args[0], "heappushpop() argument 1");
  if (heap == nullptr) return Value::null();
  Value item = call.args[1];
  if (heap->items.empty()) return item;
  int t = less(ctx, heap->items[0], item);
  if (t < 0) return Value::null();
  if (!t) return item;
  if (heap->items.empty()) return ctx.raise(ctx.builtins.exc_IndexError, "index out of range");
  Value top = heap->items[0];
  objects::ValueRoot keep(ctx, top);
  heap->items[0] = item;
  if (!sift_up(ctx, heap, 0)) return Value::null();
  return top;
}

Value heapify(Context& ctx, const CallArgs& call) {
  if (!objects::check_args(ctx, call, "heapify", 1, 1)) return Value::null();
  ListObject* heap = list_arg(ctx, call.args[0], "heapify() argument");
  if (heap == nullptr) return Value::null();
  // Children before parents: every order that does so gives the same heap.
  for (size_t i = heap->items.size() / 2; i-- > 0;) {
    if (!sift_up(ctx, heap, i)) return Value::null();
  }
  return Value::none();
}

const objects::MethodDef kFunctions[] = {
    {"heappush", heappush, "heappush($module, heap, item, /)\n--\n\nPush item onto heap, maintaining the heap invariant."},
    {"heappop", heappop,
     "heappop($module, heap, /)\n--\n\nPop the smallest item off the heap, maintaining the heap invariant."},
    {"heapify", heapify, "heapify($module, heap, /)\n--\n\nTransform list into a heap, in-place, in O(len(heap)) time."},
    {"heapreplace", heapreplace,
     "heapreplace($module, heap, item, /)\n--\n\nPop and return the current smallest value, and add the new item."},
    {"heappushpop", heappushpop,
     "heappushpop($module, heap, item, /)\n--\n\nPush item on the heap, then pop and return the smallest item from the "
     "heap.\n\nThe combined action runs more efficiently than heappush() followed by\na separate call to heappop()."},
    {}};

}  // namespace

ModuleObject* init__heapq(Context& ctx) {
  ModuleObject* m = objects::new_module(ctx, "_heapq");
  gc::Root<ModuleObject> keep(ctx.heap, m);
  objects::add_functions(ctx, m, kFunctions);
  return m;
}

}  // namespace tp::stdlib
