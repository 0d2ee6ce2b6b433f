// compile(): parse, then generate code. See compile.h.
#include "compiler/compile.h"

#include "compiler/codegen.h"

namespace tp::compiler {

vm::CodeObject* compile(Context& ctx, std::string_view source, std::string_view filename,
                        Mode mode, SyntaxErrorInfo* error) {
  ParseResult parsed = parse(source, filename, mode);
  if (!parsed.ok()) {
    *error = parsed.error ? *parsed.error : SyntaxErrorInfo{};
    if (!parsed.error) error->message = "invalid syntax";
    return nullptr;
  }
  return generate_code(ctx, *parsed.root, filename, source, mode, error);
}

}  // namespace tp::compiler
