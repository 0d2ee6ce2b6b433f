// Parsing struct format strings and packing/unpacking single items (used by the _struct
// module, struct_module.cpp). The layout rules are CPython 3.11's on x86-64 Linux (LP64):
//   - an optional first character picks the byte order, sizes and alignment:
//       '@' (default) native order, native sizes, each item aligned to its size;
//       '=' / '<' little-endian, '>' / '!' big-endian: standard sizes, no alignment;
//   - then items `[count]code` separated by optional whitespace; the codes and their
//     sizes (native / standard): x pad 1, c b B ? 1, h H 2, i I 4, l L 8/4, q Q 8,
//     n N P 8 (native only), e 2, f 4, d 8, s p count bytes as one item;
//   - native alignment happens before every code, also with count 0 ("0l" pads the end).
// Parse errors are struct.error texts: "bad char in struct format", "repeat count given
// without format specifier", "total struct size too long".
//
// Note [struct integer errors]: CPython 3.11 words an out-of-range integer differently by
// byte order, because on a little-endian machine the '<'/'=' table borrows the native
// packers for codes whose sizes agree. Reproduced as a table of (conversion, range
// message) per order and code:
//   conversion C long (S): outside int64 -> "argument out of range";
//   conversion C unsigned long (U): outside [0, 2**64) -> "argument out of range";
//   conversion by bytes (T): outside the code's range -> "int too large to convert";
//   then a narrower range -> "<name> format requires lo <= number <= hi", where <name> is
//   byte/ubyte/short/ushort for the native b B h H packers and "'c'" otherwise.
// Any OverflowError while packing an int (a float code given a huge int) becomes
// struct.error "int too large to convert", as CPython's pack does.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace tp::stdlib::structfmt {

enum class Order : uint8_t { Native, Little, Big };

// How an integer code converts and checks its argument (Note [struct integer errors]).
enum class IntConv : uint8_t { Signed, Unsigned, Bytes };

struct Item {
  char code = 0;
  size_t offset = 0;  // byte offset in the packed struct
  size_t size = 0;    // bytes of this item (count for s and p)
};

struct Layout {
  Order order = Order::Native;
  size_t size = 0;           // total bytes
  std::vector<Item> items;   // one per value packed/unpacked (pads are not items)
};

// Parses `format`; false with *error set to the struct.error text.
bool parse(const std::string& format, Layout* out, std::string* error);

// The integer rule of `code` in `order`: conversion, the range the value must be in, and
// the message's name ("byte", "'i'"...). False for non-integer codes.
struct IntRule {
  IntConv conv;
  __int128 lo, hi;
  const char* name;  // "byte", "ubyte", "short", "ushort", or nullptr for "'<code>'"
};
bool int_rule(Order order, char code, size_t size, IntRule* out);

// IEEE 754 binary16 from a double, rounded half to even; false when the rounded value
// overflows (CPython's PyFloat_Pack2 contract).
bool double_to_half(double x, uint16_t* out);
double half_to_double(uint16_t bits);

}  // namespace tp::stdlib::structfmt
