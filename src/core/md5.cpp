#include "core/md5.h"

#include <cstring>

namespace knobel {
namespace {

// RFC 1321 section 3.4: the four rounds, the sine constants T[i] and the per-step shifts.
constexpr std::uint32_t kSine[64] = {
    0xd76aa478u, 0xe8c7b756u, 0x242070dbu, 0xc1bdceeeu, 0xf57c0fafu, 0x4787c62au, 0xa8304613u, 0xfd469501u,
    0x698098d8u, 0x8b44f7afu, 0xffff5bb1u, 0x895cd7beu, 0x6b901122u, 0xfd987193u, 0xa679438eu, 0x49b40821u,
    0xf61e2562u, 0xc040b340u, 0x265e5a51u, 0xe9b6c7aau, 0xd62f105du, 0x02441453u, 0xd8a1e681u, 0xe7d3fbc8u,
    0x21e1cde6u, 0xc33707d6u, 0xf4d50d87u, 0x455a14edu, 0xa9e3e905u, 0xfcefa3f8u, 0x676f02d9u, 0x8d2a4c8au,
    0xfffa3942u, 0x8771f681u, 0x6d9d6122u, 0xfde5380cu, 0xa4beea44u, 0x4bdecfa9u, 0xf6bb4b60u, 0xbebfbc70u,
    0x289b7ec6u, 0xeaa127fau, 0xd4ef3085u, 0x04881d05u, 0xd9d4d039u, 0xe6db99e5u, 0x1fa27cf8u, 0xc4ac5665u,
    0xf4292244u, 0x432aff97u, 0xab9423a7u, 0xfc93a039u, 0x655b59c3u, 0x8f0ccc92u, 0xffeff47du, 0x85845dd1u,
    0x6fa87e4fu, 0xfe2ce6e0u, 0xa3014314u, 0x4e0811a1u, 0xf7537e82u, 0xbd3af235u, 0x2ad7d2bbu, 0xeb86d391u,
};

constexpr std::uint32_t rotate_left(std::uint32_t value, int bits) {
    return (value << bits) | (value >> (32 - bits));
}

// The words are little-endian on every platform MD5 is defined for; read them byte by byte so that
// the result does not depend on the machine's byte order.
inline std::uint32_t load_le32(const std::uint8_t* bytes) {
    return static_cast<std::uint32_t>(bytes[0]) | static_cast<std::uint32_t>(bytes[1]) << 8 |
           static_cast<std::uint32_t>(bytes[2]) << 16 | static_cast<std::uint32_t>(bytes[3]) << 24;
}

inline void store_le32(std::uint8_t* bytes, std::uint32_t value) {
    bytes[0] = static_cast<std::uint8_t>(value);
    bytes[1] = static_cast<std::uint8_t>(value >> 8);
    bytes[2] = static_cast<std::uint8_t>(value >> 16);
    bytes[3] = static_cast<std::uint8_t>(value >> 24);
}

// The step functions, written out so that every shift and constant is a compile-time value once
// the compression below is unrolled.
#define KNOBEL_MD5_STEP(f, a, b, c, d, m, t, s) \
    a += f(b, c, d) + (m) + (t);                \
    a = rotate_left(a, s) + (b)

inline std::uint32_t round_f(std::uint32_t x, std::uint32_t y, std::uint32_t z) { return z ^ (x & (y ^ z)); }
inline std::uint32_t round_g(std::uint32_t x, std::uint32_t y, std::uint32_t z) { return y ^ (z & (x ^ y)); }
inline std::uint32_t round_h(std::uint32_t x, std::uint32_t y, std::uint32_t z) { return x ^ y ^ z; }
inline std::uint32_t round_i(std::uint32_t x, std::uint32_t y, std::uint32_t z) { return y ^ (x | ~z); }

inline void compress(std::uint32_t state[4], const std::uint32_t m[16]) {
    std::uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
    const std::uint32_t* t = kSine;

    KNOBEL_MD5_STEP(round_f, a, b, c, d, m[0], t[0], 7);
    KNOBEL_MD5_STEP(round_f, d, a, b, c, m[1], t[1], 12);
    KNOBEL_MD5_STEP(round_f, c, d, a, b, m[2], t[2], 17);
    KNOBEL_MD5_STEP(round_f, b, c, d, a, m[3], t[3], 22);
    KNOBEL_MD5_STEP(round_f, a, b, c, d, m[4], t[4], 7);
    KNOBEL_MD5_STEP(round_f, d, a, b, c, m[5], t[5], 12);
    KNOBEL_MD5_STEP(round_f, c, d, a, b, m[6], t[6], 17);
    KNOBEL_MD5_STEP(round_f, b, c, d, a, m[7], t[7], 22);
    KNOBEL_MD5_STEP(round_f, a, b, c, d, m[8], t[8], 7);
    KNOBEL_MD5_STEP(round_f, d, a, b, c, m[9], t[9], 12);
    KNOBEL_MD5_STEP(round_f, c, d, a, b, m[10], t[10], 17);
    KNOBEL_MD5_STEP(round_f, b, c, d, a, m[11], t[11], 22);
    KNOBEL_MD5_STEP(round_f, a, b, c, d, m[12], t[12], 7);
    KNOBEL_MD5_STEP(round_f, d, a, b, c, m[13], t[13], 12);
    KNOBEL_MD5_STEP(round_f, c, d, a, b, m[14], t[14], 17);
    KNOBEL_MD5_STEP(round_f, b, c, d, a, m[15], t[15], 22);

    KNOBEL_MD5_STEP(round_g, a, b, c, d, m[1], t[16], 5);
    KNOBEL_MD5_STEP(round_g, d, a, b, c, m[6], t[17], 9);
    KNOBEL_MD5_STEP(round_g, c, d, a, b, m[11], t[18], 14);
    KNOBEL_MD5_STEP(round_g, b, c, d, a, m[0], t[19], 20);
    KNOBEL_MD5_STEP(round_g, a, b, c, d, m[5], t[20], 5);
    KNOBEL_MD5_STEP(round_g, d, a, b, c, m[10], t[21], 9);
    KNOBEL_MD5_STEP(round_g, c, d, a, b, m[15], t[22], 14);
    KNOBEL_MD5_STEP(round_g, b, c, d, a, m[4], t[23], 20);
    KNOBEL_MD5_STEP(round_g, a, b, c, d, m[9], t[24], 5);
    KNOBEL_MD5_STEP(round_g, d, a, b, c, m[14], t[25], 9);
    KNOBEL_MD5_STEP(round_g, c, d, a, b, m[3], t[26], 14);
    KNOBEL_MD5_STEP(round_g, b, c, d, a, m[8], t[27], 20);
    KNOBEL_MD5_STEP(round_g, a, b, c, d, m[13], t[28], 5);
    KNOBEL_MD5_STEP(round_g, d, a, b, c, m[2], t[29], 9);
    KNOBEL_MD5_STEP(round_g, c, d, a, b, m[7], t[30], 14);
    KNOBEL_MD5_STEP(round_g, b, c, d, a, m[12], t[31], 20);

    KNOBEL_MD5_STEP(round_h, a, b, c, d, m[5], t[32], 4);
    KNOBEL_MD5_STEP(round_h, d, a, b, c, m[8], t[33], 11);
    KNOBEL_MD5_STEP(round_h, c, d, a, b, m[11], t[34], 16);
    KNOBEL_MD5_STEP(round_h, b, c, d, a, m[14], t[35], 23);
    KNOBEL_MD5_STEP(round_h, a, b, c, d, m[1], t[36], 4);
    KNOBEL_MD5_STEP(round_h, d, a, b, c, m[4], t[37], 11);
    KNOBEL_MD5_STEP(round_h, c, d, a, b, m[7], t[38], 16);
    KNOBEL_MD5_STEP(round_h, b, c, d, a, m[10], t[39], 23);
    KNOBEL_MD5_STEP(round_h, a, b, c, d, m[13], t[40], 4);
    KNOBEL_MD5_STEP(round_h, d, a, b, c, m[0], t[41], 11);
    KNOBEL_MD5_STEP(round_h, c, d, a, b, m[3], t[42], 16);
    KNOBEL_MD5_STEP(round_h, b, c, d, a, m[6], t[43], 23);
    KNOBEL_MD5_STEP(round_h, a, b, c, d, m[9], t[44], 4);
    KNOBEL_MD5_STEP(round_h, d, a, b, c, m[12], t[45], 11);
    KNOBEL_MD5_STEP(round_h, c, d, a, b, m[15], t[46], 16);
    KNOBEL_MD5_STEP(round_h, b, c, d, a, m[2], t[47], 23);

    KNOBEL_MD5_STEP(round_i, a, b, c, d, m[0], t[48], 6);
    KNOBEL_MD5_STEP(round_i, d, a, b, c, m[7], t[49], 10);
    KNOBEL_MD5_STEP(round_i, c, d, a, b, m[14], t[50], 15);
    KNOBEL_MD5_STEP(round_i, b, c, d, a, m[5], t[51], 21);
    KNOBEL_MD5_STEP(round_i, a, b, c, d, m[12], t[52], 6);
    KNOBEL_MD5_STEP(round_i, d, a, b, c, m[3], t[53], 10);
    KNOBEL_MD5_STEP(round_i, c, d, a, b, m[10], t[54], 15);
    KNOBEL_MD5_STEP(round_i, b, c, d, a, m[1], t[55], 21);
    KNOBEL_MD5_STEP(round_i, a, b, c, d, m[8], t[56], 6);
    KNOBEL_MD5_STEP(round_i, d, a, b, c, m[15], t[57], 10);
    KNOBEL_MD5_STEP(round_i, c, d, a, b, m[6], t[58], 15);
    KNOBEL_MD5_STEP(round_i, b, c, d, a, m[13], t[59], 21);
    KNOBEL_MD5_STEP(round_i, a, b, c, d, m[4], t[60], 6);
    KNOBEL_MD5_STEP(round_i, d, a, b, c, m[11], t[61], 10);
    KNOBEL_MD5_STEP(round_i, c, d, a, b, m[2], t[62], 15);
    KNOBEL_MD5_STEP(round_i, b, c, d, a, m[9], t[63], 21);

    state[0] += a;
    state[1] += b;
    state[2] += c;
    state[3] += d;
}

#undef KNOBEL_MD5_STEP

void compress_bytes(std::uint32_t state[4], const std::uint8_t* block) {
    std::uint32_t m[16];
    for (int i = 0; i < 16; ++i) m[i] = load_le32(block + 4 * i);
    compress(state, m);
}

Md5Digest digest_of(const std::uint32_t state[4]) {
    Md5Digest digest;
    for (int i = 0; i < 4; ++i) store_le32(digest.data() + 4 * i, state[i]);
    return digest;
}

}  // namespace

void Md5::update(const void* data, std::size_t size) {
    const auto* bytes = static_cast<const std::uint8_t*>(data);
    std::size_t used = static_cast<std::size_t>(length_ % 64);
    length_ += size;
    if (used > 0) {
        const std::size_t take = size < 64 - used ? size : 64 - used;
        std::memcpy(buffer_.data() + used, bytes, take);
        used += take;
        bytes += take;
        size -= take;
        if (used < 64) return;
        compress_bytes(state_.data(), buffer_.data());
    }
    for (; size >= 64; size -= 64, bytes += 64) compress_bytes(state_.data(), bytes);
    if (size > 0) std::memcpy(buffer_.data(), bytes, size);
}

Md5Digest Md5::finish() {
    // Padding (RFC 1321 3.1–3.2): 0x80, zeros up to 56 mod 64, then the length in bits, little-endian.
    const std::uint64_t bits = length_ * 8;
    std::uint8_t tail[72] = {0x80};
    const std::size_t used = static_cast<std::size_t>(length_ % 64);
    const std::size_t pad = used < 56 ? 56 - used : 120 - used;
    for (int i = 0; i < 8; ++i) tail[pad + static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(bits >> (8 * i));
    update(tail, pad + 8);
    return digest_of(state_.data());
}

Md5Digest md5(std::string_view text) {
    Md5 hasher;
    hasher.update(text);
    return hasher.finish();
}

Md5Digest md5_short(const void* data, std::size_t size) {
    if (size > kMd5ShortMax) return md5(std::string_view(static_cast<const char*>(data), size));
    // The whole padded message is one block: the message, 0x80, zeros, and the bit length in words
    // 14 and 15. Building the words directly skips the byte buffer of the streaming version.
    std::uint8_t block[64] = {};
    std::memcpy(block, data, size);
    block[size] = 0x80;
    std::uint32_t m[16];
    for (int i = 0; i < 14; ++i) m[i] = load_le32(block + 4 * i);
    m[14] = static_cast<std::uint32_t>(size * 8);
    m[15] = 0;
    std::uint32_t state[4] = {0x67452301u, 0xefcdab89u, 0x98badcfeu, 0x10325476u};
    compress(state, m);
    return digest_of(state);
}

std::string md5_hex(const Md5Digest& digest) {
    static const char* const hex = "0123456789abcdef";
    std::string out;
    out.reserve(32);
    for (std::uint8_t byte : digest) {
        out += hex[byte >> 4];
        out += hex[byte & 15];
    }
    return out;
}

}  // namespace knobel
