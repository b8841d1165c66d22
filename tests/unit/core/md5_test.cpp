#include "core/md5.h"

#include <gtest/gtest.h>

#include <string>

namespace knobel {
namespace {

// RFC 1321, appendix A.5: the test suite.
struct Vector {
    const char* message;
    const char* digest;
};
const Vector kRfc1321[] = {
    {"", "d41d8cd98f00b204e9800998ecf8427e"},
    {"a", "0cc175b9c0f1b6a831c399e269772661"},
    {"abc", "900150983cd24fb0d6963f7d28e17f72"},
    {"message digest", "f96b697d7cb7938d525a2f31aaf161d0"},
    {"abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"},
    {"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"},
    {"12345678901234567890123456789012345678901234567890123456789012345678901234567890",
     "57edf4a22be3c955ac49da2e2107b67a"},
};

TEST(Md5, Rfc1321Vectors) {
    for (const Vector& v : kRfc1321) EXPECT_EQ(md5_hex(md5(v.message)), v.digest) << '"' << v.message << '"';
}

TEST(Md5, ShortFormAgreesOnEveryVectorThatFitsOneBlock) {
    int checked = 0;
    for (const Vector& v : kRfc1321) {
        const std::string message = v.message;
        EXPECT_EQ(md5_hex(md5_short(message.data(), message.size())), v.digest) << '"' << message << '"';
        checked += message.size() <= kMd5ShortMax ? 1 : 0;
    }
    EXPECT_EQ(checked, 5);  // "" … the alphabet take the one-block path; the longer two fall back
}

TEST(Md5, PiecesGiveTheSameDigestAsOneUpdate) {
    for (const Vector& v : kRfc1321) {
        const std::string message = v.message;
        for (std::size_t cut = 0; cut <= message.size(); cut += 7) {
            Md5 hasher;
            hasher.update(std::string_view(message).substr(0, cut));
            hasher.update(std::string_view(message).substr(cut));
            EXPECT_EQ(md5_hex(hasher.finish()), v.digest) << '"' << message << "\" cut at " << cut;
        }
    }
}

TEST(Md5, EveryLengthAroundTheBlockBoundaryAgrees) {
    // 55 bytes is the last one-block message, 56..64 need a second block for the length: the
    // streaming and the one-block versions must agree on every length they both take.
    std::string message;
    for (std::size_t length = 0; length <= 130; ++length) {
        Md5 hasher;
        for (char c : message) hasher.update(&c, 1);
        const Md5Digest streamed = hasher.finish();
        EXPECT_EQ(md5_hex(md5(message)), md5_hex(streamed)) << length;
        if (length <= kMd5ShortMax) {
            EXPECT_EQ(md5_hex(md5_short(message.data(), length)), md5_hex(streamed)) << length;
        }
        message += static_cast<char>('a' + length % 26);
    }
    // Python: hashlib.md5(b"a" * 56).hexdigest() — a message that needs the second block.
    EXPECT_EQ(md5_hex(md5(std::string(56, 'a'))), "3b0c8ac703f828b04c6c197006d17218");
}

TEST(Md5, BatteryExampleFromTheSpec) {
    // views.md: puzzle 000157 of the battery is fe88e8f9b499, the first 12 hex digits of MD5("000157").
    EXPECT_EQ(md5_hex(md5("000157")).substr(0, 12), "fe88e8f9b499");
}

}  // namespace
}  // namespace knobel
