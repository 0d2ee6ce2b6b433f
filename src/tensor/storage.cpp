// StorageImpl allocation, release and byte counting (see storage.h).
#include "tensor/storage.h"

namespace tp::tensor {

StorageImpl::StorageImpl(size_t nbytes)
    : nbytes_(nbytes), allocator_(&cpu_allocator()), counter_(thread_byte_counter()) {
  data_ = allocator_->allocate(nbytes);
  if (counter_ && counter_->fn) {
    // The counter throws std::bad_alloc past a context's memory limit (Note [Memory limit]
    // in gc/heap.h), counting nothing: the destructor will not run, so free here.
    try {
      counter_->fn(counter_->ctx, static_cast<int64_t>(nbytes));
    } catch (...) {
      allocator_->deallocate(data_, nbytes_);
      throw;
    }
  }
}

StorageImpl::StorageImpl(void* data, size_t nbytes, std::function<void(void*)> deleter)
    : data_(data), nbytes_(nbytes), deleter_(std::move(deleter)) {}

StorageImpl::~StorageImpl() {
  if (allocator_) {
    allocator_->deallocate(data_, nbytes_);
    if (counter_ && counter_->fn) counter_->fn(counter_->ctx, -static_cast<int64_t>(nbytes_));
  } else if (deleter_) {
    deleter_(data_);
  }
}

}  // namespace tp::tensor
