// Intrusive reference counting: RefCounted (the count lives in the object) and Ref<T>
// (the owning pointer). Used for StorageImpl, TensorImpl and autograd Nodes so that a
// Tensor handle is one pointer, cheap to copy, and can be handed across the C API.
#pragma once

#include <atomic>
#include <cstdint>
#include <utility>

namespace tp::tensor {

class RefCounted {
 public:
  RefCounted() = default;
  RefCounted(const RefCounted&) = delete;
  RefCounted& operator=(const RefCounted&) = delete;
  virtual ~RefCounted() = default;
  void incref() const { refcount_.fetch_add(1, std::memory_order_relaxed); }
  // Returns true when this was the last reference (the caller deletes).
  bool decref() const { return refcount_.fetch_sub(1, std::memory_order_acq_rel) == 1; }
  int64_t use_count() const { return refcount_.load(std::memory_order_relaxed); }

 private:
  mutable std::atomic<int64_t> refcount_{0};
};

template <class T>
class Ref {
 public:
  Ref() = default;
  Ref(std::nullptr_t) {}
  explicit Ref(T* p) : p_(p) {
    if (p_) p_->incref();
  }
  Ref(const Ref& o) : p_(o.p_) {
    if (p_) p_->incref();
  }
  Ref(Ref&& o) noexcept : p_(std::exchange(o.p_, nullptr)) {}
  template <class U>
  Ref(const Ref<U>& o) : Ref(static_cast<T*>(o.get())) {}
  ~Ref() { reset(); }
  Ref& operator=(Ref o) noexcept {
    std::swap(p_, o.p_);
    return *this;
  }
  void reset() {
    if (p_ && p_->decref()) delete p_;
    p_ = nullptr;
  }
  T* get() const { return p_; }
  T* operator->() const { return p_; }
  T& operator*() const { return *p_; }
  explicit operator bool() const { return p_ != nullptr; }
  bool operator==(const Ref& o) const { return p_ == o.p_; }
  // Gives up ownership without decrementing (for handing a reference to C code).
  T* release() { return std::exchange(p_, nullptr); }

 private:
  T* p_ = nullptr;
};

template <class T, class... A>
Ref<T> make_ref(A&&... args) {
  return Ref<T>(new T(std::forward<A>(args)...));
}

}  // namespace tp::tensor
