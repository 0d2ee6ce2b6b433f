// Object: the header every GC-managed object starts with, and the tracing interface.
//
// Every heap object derives from Object, is created only through Heap::make<T>() and is
// destroyed only by the collector (its C++ destructor runs then; it must not touch other
// heap objects, which may already be gone). `type` is the object's Python type (a
// TypeObject, itself an Object). A subclass that holds Values or Object pointers must
// override trace() and visit each of them; forgetting one is a use-after-free waiting to
// happen, which the TP_GC_STRESS build is there to catch.
#pragma once

#include <cstddef>
#include <cstdint>

#include "objects/value.h"

namespace tp {

namespace gc {
class Heap;
}
class TypeObject;
class Tracer;
class DictObject;

class Object {
 public:
  explicit Object(TypeObject* type) : type_(type) {}
  Object(const Object&) = delete;
  Object& operator=(const Object&) = delete;
  virtual ~Object() = default;

  TypeObject* type() const { return type_; }
  // Used only when an instance's __class__ is assigned (rare) and during bootstrap.
  void set_type(TypeObject* t) { type_ = t; }

  // Visits every Value and Object* this object holds. The default holds none.
  virtual void trace(Tracer& tracer) { (void)tracer; }

  // The object's __dict__ slot for objects that have one (instances of user classes,
  // modules, exceptions, functions, instances of user subclasses of built-ins); nullptr
  // for objects without a __dict__. The dict itself may be created lazily (*slot null).
  virtual DictObject** instance_dict() { return nullptr; }

 private:
  friend class gc::Heap;  // walks gc_next_ and gc_mark_
  friend class Tracer;
  TypeObject* type_;
  Object* gc_next_ = nullptr;
  uint32_t gc_mark_ = 0;
  // The object's counted size in bytes: its allocation plus the storage it owns outside
  // the heap as far as counted (Heap::make, Heap::account), saturating at 4 GiB - 1.
  uint32_t gc_flags_ = 0;
};

// The collector's visitor. Tracer::mark(Value) and mark(Object*) are cheap to call on
// anything, including null Values and nullptr.
class Tracer {
 public:
  virtual ~Tracer() = default;
  void mark(Value v) {
    if (v.is_object()) mark(v.as_object());
  }
  virtual void mark(Object* o) = 0;
};

}  // namespace tp
