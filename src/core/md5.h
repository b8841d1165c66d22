#pragma once
// MD5 (RFC 1321), written here so that the native and the wasm build hash the same way without a
// crypto library. Knobel uses it only to generate the Views battery, never for security.
//
//   Md5 md5; md5.update("abc"); Md5Digest d = md5.finish();   // any length, in pieces
//   Md5Digest d = md5_short(text, 6);                          // one block: at most 55 bytes, faster

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace knobel {

using Md5Digest = std::array<std::uint8_t, 16>;

class Md5 {
public:
    void update(const void* data, std::size_t size);
    void update(std::string_view text) { update(text.data(), text.size()); }
    // The digest of everything given so far. The object must not be used afterwards.
    Md5Digest finish();

private:
    std::array<std::uint32_t, 4> state_{0x67452301u, 0xefcdab89u, 0x98badcfeu, 0x10325476u};
    std::array<std::uint8_t, 64> buffer_{};
    std::uint64_t length_ = 0;  // bytes so far
};

Md5Digest md5(std::string_view text);

// The maximum length md5_short takes: 55 bytes, 0x80 and the 8-byte length fill one 64-byte block.
inline constexpr std::size_t kMd5ShortMax = 55;

// MD5 of a message of at most kMd5ShortMax bytes, in one compression without the streaming
// bookkeeping: the battery hashes a million six-byte strings, and this is its hot loop.
Md5Digest md5_short(const void* data, std::size_t size);

// The 32 lowercase hex digits.
std::string md5_hex(const Md5Digest& digest);

}  // namespace knobel
