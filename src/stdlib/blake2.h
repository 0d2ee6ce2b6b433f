// BLAKE2b and BLAKE2s (RFC 7693) with the whole parameter block hashlib exposes:
// digest_size, key, salt, person, fanout, depth, leaf_size, node_offset, node_depth,
// inner_size, last_node. Written from the RFC and the BLAKE2 paper's parameter block
// layout; OpenSSL 3.0's EVP digests lack key/salt/person, so hashlib's blake2b/blake2s
// use this (as CPython uses its own copy of the reference code).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace tp::stdlib {

struct Blake2Params {
  size_t digest_size = 0;  // 1..64 (b) / 1..32 (s)
  std::string key, salt, person;  // key <= 64/32, salt and person <= 16/8 bytes
  unsigned fanout = 1, depth = 1;
  uint32_t leaf_size = 0;
  uint64_t node_offset = 0;  // 64 bits (b) / 48 bits (s)
  unsigned node_depth = 0, inner_size = 0;
  bool last_node = false;
};

// One incremental BLAKE2 state; `wide` selects BLAKE2b (64-bit words) over BLAKE2s.
class Blake2 {
 public:
  Blake2(bool wide, const Blake2Params& p);
  void update(std::string_view data);
  std::string digest() const;  // the state is unchanged (copy-and-finish)
  size_t digest_size() const { return out_len_; }
  size_t block_size() const { return wide_ ? 128 : 64; }

 private:
  void compress(const uint8_t* block, bool final_block);
  bool wide_;
  bool last_node_;
  size_t out_len_;
  uint64_t h_[8] = {};
  uint64_t t_[2] = {};
  uint8_t buf_[128] = {};
  size_t buflen_ = 0;
};

}  // namespace tp::stdlib
