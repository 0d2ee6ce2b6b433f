// SHA-512 (FIPS 180-4), used by random.seed() for str/bytes seeds exactly as CPython's
// random module does (version 2 seeding).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace tp::stdlib {
std::array<uint8_t, 64> sha512(std::string_view data);
}
