// StorageImpl: the refcounted bytes of one or more tensors (views share one), with the
// device they live on, the allocator that owns them and the version counter that in-place
// ops bump (shared by every view, so autograd sees a change made through any of them).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>

#include "tensor/allocator.h"
#include "tensor/device.h"
#include "tensor/ref.h"

namespace tp::tensor {

class StorageImpl : public RefCounted {
 public:
  // Allocates nbytes (uninitialised) from the caching CPU allocator. MemoryError on failure.
  explicit StorageImpl(size_t nbytes);
  // Wraps memory owned by someone else (no copy); `deleter(data)` runs when the last
  // reference goes (may be empty: the owner keeps the memory alive).
  StorageImpl(void* data, size_t nbytes, std::function<void(void*)> deleter);
  ~StorageImpl() override;

  void* data() const { return data_; }
  size_t nbytes() const { return nbytes_; }
  Device device() const { return kCPU; }
  // False for wrapped external memory (its owner may still read it).
  bool owns_memory() const { return allocator_ != nullptr; }
  // Version counter (Note [Saved tensor versions], src/autograd/node.h).
  uint32_t version() const { return version_.load(std::memory_order_relaxed); }
  void bump_version() { version_.fetch_add(1, std::memory_order_relaxed); }

  // From the per-thread small-object pool (Note [Small-object pool], allocator.h).
  static void* operator new(size_t nbytes) { return small_object_allocate(nbytes); }
  static void operator delete(void* p, size_t nbytes) { small_object_free(p, nbytes); }

 private:
  void* data_ = nullptr;
  size_t nbytes_ = 0;
  Allocator* allocator_ = nullptr;              // null for external memory
  std::function<void(void*)> deleter_;          // for external memory
  const ByteCounter* counter_ = nullptr;        // who counts these bytes
  std::atomic<uint32_t> version_{0};
};

using Storage = Ref<StorageImpl>;

}  // namespace tp::tensor
