#pragma once
// A small unsigned big integer for the tests (base 10^9 limbs, least significant first): the model
// the number facts are checked against near the top of the 128-bit range, where the code under
// test must not wrap. Only what the tests need: decimal text both ways, +, *, comparison.

#include <algorithm>
#include <compare>
#include <cstdint>
#include <string>
#include <vector>

namespace knobel::crossnumber::brute {

class BigUnsigned {
public:
    BigUnsigned(std::uint64_t value = 0) {
        while (value > 0) {
            limbs_.push_back(static_cast<std::uint32_t>(value % kBase));
            value /= kBase;
        }
    }
    static BigUnsigned from_text(const std::string& digits) {
        BigUnsigned out;
        for (std::size_t end = digits.size(); end > 0;) {
            const std::size_t start = end >= 9 ? end - 9 : 0;
            out.limbs_.push_back(static_cast<std::uint32_t>(std::stoul(digits.substr(start, end - start))));
            end = start;
        }
        out.trim();
        return out;
    }
    // 2^n
    static BigUnsigned power_of_two(int n) {
        BigUnsigned out(1);
        for (int i = 0; i < n; ++i) out = out * BigUnsigned(2);
        return out;
    }

    std::string text() const {
        if (limbs_.empty()) return "0";
        std::string out = std::to_string(limbs_.back());
        for (std::size_t i = limbs_.size() - 1; i-- > 0;) {
            const std::string part = std::to_string(limbs_[i]);
            out += std::string(9 - part.size(), '0') + part;
        }
        return out;
    }

    friend BigUnsigned operator+(const BigUnsigned& a, const BigUnsigned& b) {
        BigUnsigned out;
        std::uint64_t carry = 0;
        for (std::size_t i = 0; i < std::max(a.limbs_.size(), b.limbs_.size()) || carry; ++i) {
            const std::uint64_t sum = carry + (i < a.limbs_.size() ? a.limbs_[i] : 0) + (i < b.limbs_.size() ? b.limbs_[i] : 0);
            out.limbs_.push_back(static_cast<std::uint32_t>(sum % kBase));
            carry = sum / kBase;
        }
        return out;
    }
    friend BigUnsigned operator*(const BigUnsigned& a, const BigUnsigned& b) {
        BigUnsigned out;
        out.limbs_.assign(a.limbs_.size() + b.limbs_.size() + 1, 0);
        for (std::size_t i = 0; i < a.limbs_.size(); ++i) {
            std::uint64_t carry = 0;
            for (std::size_t j = 0; j < b.limbs_.size() || carry; ++j) {
                const std::uint64_t cur =
                    out.limbs_[i + j] + carry + (j < b.limbs_.size() ? std::uint64_t{a.limbs_[i]} * b.limbs_[j] : 0);
                out.limbs_[i + j] = static_cast<std::uint32_t>(cur % kBase);
                carry = cur / kBase;
            }
        }
        out.trim();
        return out;
    }
    friend std::strong_ordering operator<=>(const BigUnsigned& a, const BigUnsigned& b) {
        if (a.limbs_.size() != b.limbs_.size()) return a.limbs_.size() <=> b.limbs_.size();
        for (std::size_t i = a.limbs_.size(); i-- > 0;)
            if (a.limbs_[i] != b.limbs_[i]) return a.limbs_[i] <=> b.limbs_[i];
        return std::strong_ordering::equal;
    }
    friend bool operator==(const BigUnsigned& a, const BigUnsigned& b) { return a.limbs_ == b.limbs_; }

private:
    static constexpr std::uint64_t kBase = 1000000000;
    void trim() {
        while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
    }
    std::vector<std::uint32_t> limbs_;
};

}  // namespace knobel::crossnumber::brute
