#include "matches/sample.h"

#include <algorithm>

namespace knobel::matches {
namespace {

constexpr std::uint64_t kDenseCells = 1u << 22;  // 8 MB of counts at most

std::size_t larger_side(const Sample::Codes& codes, int d) {
    return std::max(codes.before_codes[d].size(), codes.after_codes[d].size());
}

// Directions by the cost of an element (a row of the larger side's size), cheapest first.
std::vector<int> directions_by_cost(const Sample::Codes& codes) {
    std::vector<int> directions = {0, 1, 2, 3, 4, 5};
    std::stable_sort(directions.begin(), directions.end(),
                     [&](int x, int y) { return larger_side(codes, x) < larger_side(codes, y); });
    return directions;
}

}  // namespace

std::vector<Sample::Element> Sample::order_of(const Codes& codes) {
    std::vector<Element> elements;
    for (const int d : directions_by_cost(codes)) {
        const std::size_t before = codes.before_codes[d].size(), after = codes.after_codes[d].size();
        if (before == 0 || after == 0) continue;
        if (before <= after) {
            for (const std::uint32_t index : codes.before_order[d]) elements.push_back({d, true, index});
        } else {
            for (std::uint32_t index = 0; index < after; ++index) elements.push_back({d, false, index});
        }
    }
    return elements;
}

std::uint64_t Sample::cost(const Codes& codes, std::uint64_t elements) {
    std::uint64_t total = 0;
    for (const int d : directions_by_cost(codes)) {
        const std::uint64_t smaller = std::min(codes.before_codes[d].size(), codes.after_codes[d].size());
        const std::uint64_t taken = std::min(elements, smaller);
        total += taken * larger_side(codes, d);
        elements -= taken;
    }
    return total;
}

void Sample::start(const Codes& codes, std::uint64_t bound, std::uint64_t planned_votes) {
    codes_ = codes;
    bound_ = bound;
    elements_ = order_of(codes);
    next_ = 0;
    done_ = false;
    // A translation's code is a before code plus an after code: below the sum of the largest.
    std::uint64_t before_high = 0, after_high = 0;
    for (int d = 0; d < 6; ++d) {
        for (const std::uint64_t code : codes.before_codes[d]) before_high = std::max(before_high, code);
        for (const std::uint64_t code : codes.after_codes[d]) after_high = std::max(after_high, code);
    }
    const std::uint64_t range = before_high + after_high + 1;
    if (range <= kDenseCells && range <= 8 * planned_votes + 4096) {
        storage_ = Storage::dense;
        dense_votes_.assign(static_cast<std::size_t>(range), 0);
    } else if (range <= PackedSlot::kKeyLimit) {
        storage_ = Storage::packed;
        packed_votes_.reset(1024);
    } else {
        storage_ = Storage::wide;
        votes_.reset(1024);
    }
}

namespace {

// One vote for each translation own + code, code in `other`. The table of a large sample outgrows
// the cache, and a vote is a cache miss: fetch the slot of the vote kPrefetchAhead further on
// while this one is counted.
template <class Table>
void count_votes(Table& votes, std::uint64_t own, const std::vector<std::uint64_t>& other) {
    constexpr std::size_t kPrefetchAhead = 8;
    const std::size_t count = other.size();
    for (std::size_t i = 0; i < count; ++i) {
        if (i + kPrefetchAhead < count) votes.prefetch(own + other[i + kPrefetchAhead]);
        votes.add(own + other[i]);
    }
}

}  // namespace

std::uint64_t Sample::grow_to(std::uint64_t size) {
    if (next_ == elements_.size() || next_ >= size) {
        done_ = true;
        return 1;
    }
    const Element& element = elements_[next_++];
    const int d = element.direction;
    const auto& other = element.before ? codes_.after_codes[d] : codes_.before_codes[d];
    const std::uint64_t own = element.before ? codes_.before_codes[d][element.index] : codes_.after_codes[d][element.index];
    switch (storage_) {
        case Storage::dense:
            for (const std::uint64_t code : other) ++dense_votes_[static_cast<std::size_t>(own + code)];  // every code fits
            break;
        case Storage::packed: count_votes(packed_votes_, own, other); break;
        case Storage::wide: count_votes(votes_, own, other); break;
    }
    return std::max<std::uint64_t>(1, other.size());
}

std::vector<SampledVotes> Sample::survivors(std::uint64_t target) const {
    // At least |S| − slack of the sample covered (with every element sampled: the target itself).
    const std::uint64_t slack = bound_ - target;
    const std::uint64_t needed = next_ > slack ? next_ - slack : 1;
    std::vector<SampledVotes> kept;
    for_each([&](std::uint64_t code, std::uint32_t votes) {
        if (votes >= needed) kept.push_back({code, votes});
    });
    std::sort(kept.begin(), kept.end(), [](const SampledVotes& x, const SampledVotes& y) { return x.code < y.code; });
    return kept;
}

std::vector<SampledVotes> Sample::most_voted(std::size_t count) const {
    std::vector<SampledVotes> all;
    for_each([&](std::uint64_t code, std::uint32_t votes) { all.push_back({code, votes}); });
    const auto more = [](const SampledVotes& x, const SampledVotes& y) {
        return x.votes != y.votes ? x.votes > y.votes : x.code < y.code;
    };
    const std::size_t kept = std::min(count, all.size());
    std::partial_sort(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(kept), all.end(), more);
    all.resize(kept);
    return all;
}

void Sample::release() {
    votes_.release();
    packed_votes_.release();
    elements_ = {};
    next_ = 0;
}

}  // namespace knobel::matches
