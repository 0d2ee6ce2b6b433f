// ModuleObject: a module (the VM uses it for every module, native or from source): its
// name and its namespace dict. repr is "<module 'x'>" (or "<module 'x' from 'file'>").
#pragma once

#include <string>

#include "gc/object.h"
#include "objects/dict_object.h"

namespace tp {

class ModuleObject : public Object {
 public:
  ModuleObject(TypeObject* type, std::string n, DictObject* d)
      : Object(type), name(std::move(n)), dict(d) {}
  std::string name;
  DictObject* dict;
  DictObject** instance_dict() override { return &dict; }
  void trace(Tracer& t) override { t.mark(dict); }
};

namespace objects {
void init_module_type(Context& ctx);
}

}  // namespace tp
