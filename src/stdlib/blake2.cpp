// BLAKE2b / BLAKE2s compression and the parameter block (RFC 7693, blake2.h).
#include "stdlib/blake2.h"

#include <cstring>

namespace tp::stdlib {

namespace {

const uint64_t kIV64[8] = {0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL,
                           0xa54ff53a5f1d36f1ULL, 0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
                           0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL};
const uint32_t kIV32[8] = {0x6A09E667, 0xBB67AE85, 0x3C6EF372, 0xA54FF53A,
                           0x510E527F, 0x9B05688C, 0x1F83D9AB, 0x5BE0CD19};
const uint8_t kSigma[12][16] = {
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
    {11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4}, {7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
    {9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13}, {2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
    {12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11}, {13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
    {6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5}, {10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0},
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3}};

uint64_t load_le(const uint8_t* p, size_t n) {
  uint64_t v = 0;
  for (size_t i = 0; i < n; ++i) v |= static_cast<uint64_t>(p[i]) << (8 * i);
  return v;
}

template <typename W>
W rotr(W x, int n) {
  return static_cast<W>((x >> n) | (x << (sizeof(W) * 8 - n)));
}

// The mixing rounds on words of type W (uint64_t: BLAKE2b, 12 rounds; uint32_t: BLAKE2s, 10).
template <typename W>
void compress_words(W* h, const uint8_t* block, uint64_t t0, uint64_t t1, bool last, bool last_node) {
  constexpr bool wide = sizeof(W) == 8;
  constexpr int rounds = wide ? 12 : 10;
  constexpr int r1 = wide ? 32 : 16, r2 = wide ? 24 : 12, r3 = wide ? 16 : 8, r4 = wide ? 63 : 7;
  W m[16], v[16];
  for (int i = 0; i < 16; ++i) m[i] = static_cast<W>(load_le(block + i * sizeof(W), sizeof(W)));
  for (int i = 0; i < 8; ++i) {
    v[i] = h[i];
    v[i + 8] = wide ? static_cast<W>(kIV64[i]) : static_cast<W>(kIV32[i]);
  }
  v[12] ^= static_cast<W>(t0);
  v[13] ^= static_cast<W>(t1);
  if (last) v[14] = ~v[14];
  if (last && last_node) v[15] = ~v[15];
  auto g = [&](int a, int b, int c, int d, W x, W y) {
    v[a] = v[a] + v[b] + x;
    v[d] = rotr<W>(v[d] ^ v[a], r1);
    v[c] = v[c] + v[d];
    v[b] = rotr<W>(v[b] ^ v[c], r2);
    v[a] = v[a] + v[b] + y;
    v[d] = rotr<W>(v[d] ^ v[a], r3);
    v[c] = v[c] + v[d];
    v[b] = rotr<W>(v[b] ^ v[c], r4);
  };
  for (int r = 0; r < rounds; ++r) {
    const uint8_t* s = kSigma[r];
    g(0, 4, 8, 12, m[s[0]], m[s[1]]);
    g(1, 5, 9, 13, m[s[2]], m[s[3]]);
    g(2, 6, 10, 14, m[s[4]], m[s[5]]);
    g(3, 7, 11, 15, m[s[6]], m[s[7]]);
    g(0, 5, 10, 15, m[s[8]], m[s[9]]);
    g(1, 6, 11, 12, m[s[10]], m[s[11]]);
    g(2, 7, 8, 13, m[s[12]], m[s[13]]);
    g(3, 4, 9, 14, m[s[14]], m[s[15]]);
  }
  for (int i = 0; i < 8; ++i) h[i] ^= v[i] ^ v[i + 8];
}

}  // namespace

Blake2::Blake2(bool wide, const Blake2Params& p) : wide_(wide), last_node_(p.last_node), out_len_(p.digest_size) {
  // The parameter block, little-endian: BLAKE2b 64 bytes, BLAKE2s 32 bytes.
  uint8_t block[64] = {};
  block[0] = static_cast<uint8_t>(p.digest_size);
  block[1] = static_cast<uint8_t>(p.key.size());
  block[2] = static_cast<uint8_t>(p.fanout);
  block[3] = static_cast<uint8_t>(p.depth);
  for (int i = 0; i < 4; ++i) block[4 + i] = static_cast<uint8_t>(p.leaf_size >> (8 * i));
  if (wide) {
    for (int i = 0; i < 8; ++i) block[8 + i] = static_cast<uint8_t>(p.node_offset >> (8 * i));
    block[16] = static_cast<uint8_t>(p.node_depth);
    block[17] = static_cast<uint8_t>(p.inner_size);
    std::memcpy(block + 32, p.salt.data(), p.salt.size());
    std::memcpy(block + 48, p.person.data(), p.person.size());
  } else {
    for (int i = 0; i < 6; ++i) block[8 + i] = static_cast<uint8_t>(p.node_offset >> (8 * i));
    block[14] = static_cast<uint8_t>(p.node_depth);
    block[15] = static_cast<uint8_t>(p.inner_size);
    std::memcpy(block + 16, p.salt.data(), p.salt.size());
    std::memcpy(block + 24, p.person.data(), p.person.size());
  }
  size_t word = wide ? 8 : 4;
  for (int i = 0; i < 8; ++i) h_[i] = (wide ? kIV64[i] : kIV32[i]) ^ load_le(block + i * word, word);
  if (!p.key.empty()) {
    uint8_t kb[128] = {};
    std::memcpy(kb, p.key.data(), p.key.size());
    update(std::string_view(reinterpret_cast<const char*>(kb), block_size()));
  }
}

void Blake2::compress(const uint8_t* block, bool final_block) {
  if (wide_) {
    compress_words<uint64_t>(h_, block, t_[0], t_[1], final_block, last_node_);
  } else {
    uint32_t h[8];
    for (int i = 0; i < 8; ++i) h[i] = static_cast<uint32_t>(h_[i]);
    uint64_t t = t_[0];
    compress_words<uint32_t>(h, block, t & 0xffffffffu, t >> 32, final_block, last_node_);
    for (int i = 0; i < 8; ++i) h_[i] = h[i];
  }
}

void Blake2::update(std::string_view data) {
  size_t bs = block_size();
  const auto* p = reinterpret_cast<const uint8_t*>(data.data());
  size_t n = data.size();
  while (n > 0) {
    // A full buffer is compressed only once more data follows (the last block is final).
    if (buflen_ == bs) {
      t_[0] += bs;
      if (t_[0] < bs) ++t_[1];
      compress(buf_, false);
      buflen_ = 0;
    }
    size_t take = std::min(n, bs - buflen_);
    std::memcpy(buf_ + buflen_, p, take);
    buflen_ += take;
    p += take;
    n -= take;
  }
}

std::string Blake2::digest() const {
  Blake2 s = *this;
  s.t_[0] += s.buflen_;
  if (s.t_[0] < s.buflen_) ++s.t_[1];
  std::memset(s.buf_ + s.buflen_, 0, s.block_size() - s.buflen_);
  s.compress(s.buf_, true);
  std::string out(out_len_, '\0');
  size_t word = wide_ ? 8 : 4;
  for (size_t i = 0; i < out_len_; ++i) out[i] = static_cast<char>(s.h_[i / word] >> (8 * (i % word)));
  return out;
}

}  // namespace tp::stdlib
