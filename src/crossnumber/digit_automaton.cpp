#include "crossnumber/digit_automaton.h"

#include <algorithm>
#include <array>
#include <numeric>

namespace knobel::crossnumber {
namespace {

std::uint64_t saturating_add(std::uint64_t a, std::uint64_t b) { return a > ~std::uint64_t{0} - b ? ~std::uint64_t{0} : a + b; }

// The exponents of 2, 3, 5 and 7 in v; false when v has another prime factor.
bool smooth_exponents(Value v, int (&exponents)[4]) {
    const int primes[4] = {2, 3, 5, 7};
    for (int k = 0; k < 4; ++k) {
        exponents[k] = 0;
        while (v % primes[k] == 0) v /= primes[k], ++exponents[k];
    }
    return v == 1;
}

std::size_t words(int states) { return static_cast<std::size_t>(states + 63) / 64; }

}  // namespace

DigitAutomaton::DigitAutomaton(const std::vector<Mask>& masks, const std::vector<DigitCondition>& conditions) : masks_(masks) {
    supported_.assign(masks_.size(), 0);
    // Residues merge into one component while the moduli's lcm allows (60 states for "even" and
    // "a prime's remainder mod 30", not 2 x 30); ranges into their intersection.
    int modulus = 1;
    std::vector<char> residues(1, 1);
    bool has_residue = false, residue_optional = true, has_range = false, range_optional = true;
    Value lo = 0, hi = 0;
    std::vector<const DigitCondition*> rest;
    for (const DigitCondition& condition : conditions) {
        if (condition.kind == DigitCondition::Kind::residue && condition.modulus > 0) {
            const std::int64_t lcm = std::lcm(static_cast<std::int64_t>(modulus), static_cast<std::int64_t>(condition.modulus));
            if (lcm > kMaxModulus) {
                rest.push_back(&condition);  // its own component, if it fits
                continue;
            }
            std::vector<char> merged(static_cast<std::size_t>(lcm));
            for (std::int64_t r = 0; r < lcm; ++r)
                merged[static_cast<std::size_t>(r)] = residues[static_cast<std::size_t>(r % modulus)] &&
                                                      condition.residues[static_cast<std::size_t>(r % condition.modulus)];
            modulus = static_cast<int>(lcm);
            residues = std::move(merged);
            has_residue = true;
            residue_optional = residue_optional && condition.optional;
        } else if (condition.kind == DigitCondition::Kind::range) {
            lo = has_range ? std::max(lo, condition.values.lo) : condition.values.lo;
            hi = has_range ? std::min(hi, condition.values.hi) : condition.values.hi;
            has_range = true;
            range_optional = range_optional && condition.optional;
        } else {
            rest.push_back(&condition);
        }
    }
    // Required conditions first; then the range and the residues, each left out if it does not fit.
    for (const DigitCondition* condition : rest)
        if (!condition->optional && !add(*condition)) return;
    if (has_range && !add_range(lo, hi) && !range_optional) return;
    if (has_residue && !add_residue(modulus, residues) && !residue_optional) return;
    for (const DigitCondition* condition : rest)
        if (condition->optional) add(*condition);  // (one that does not fit is left out)
    exact_ = true;
    solve();
}

bool DigitAutomaton::add(const DigitCondition& condition) {
    const int n = static_cast<int>(masks_.size());
    Component c;
    switch (condition.kind) {
        case DigitCondition::Kind::sum: {  // the sum so far, 0 to the most that is still allowed
            const Dom& d = condition.values;
            const Value most = d.empty() ? -1 : std::min<Value>(d.hi, 9 * n);
            if (most < 0) {  // no sum allowed: a component with no accepting state
                c.size = 1;
                c.step.assign(10, -1);
                c.accept.assign(1, 0);
                break;
            }
            c.size = static_cast<int>(most) + 1;
            c.step.assign(static_cast<std::size_t>(c.size) * 10, -1);
            c.accept.assign(static_cast<std::size_t>(c.size), 0);
            for (int s = 0; s < c.size; ++s) {
                c.accept[static_cast<std::size_t>(s)] = d.contains(s) ? 1 : 0;
                for (int digit = 0; digit <= 9 && s + digit < c.size; ++digit)
                    c.step[static_cast<std::size_t>(s) * 10 + static_cast<std::size_t>(digit)] = static_cast<std::int16_t>(s + digit);
            }
            break;
        }
        case DigitCondition::Kind::product: return add_product(condition.values);
        case DigitCondition::Kind::residue: return add_residue(condition.modulus, condition.residues);
        case DigitCondition::Kind::range: return add_range(condition.values.lo, condition.values.hi);
        case DigitCondition::Kind::distinct_reversed: return add_distinct_reversed();
        case DigitCondition::Kind::down:
        case DigitCondition::Kind::up: {  // the last digit, or 10 before the first
            const bool down = condition.kind == DigitCondition::Kind::down;
            c.size = 11;
            c.start = 10;
            c.step.assign(110, -1);
            c.accept.assign(11, 1);
            for (int s = 0; s <= 10; ++s)
                for (int digit = 0; digit <= 9; ++digit)
                    if (s == 10 || (down ? digit <= s : digit >= s)) c.step[static_cast<std::size_t>(s) * 10 + static_cast<std::size_t>(digit)] = static_cast<std::int16_t>(digit);
            break;
        }
        case DigitCondition::Kind::distinct: {  // the digits used so far
            c.size = 1024;
            c.step.assign(10240, -1);
            c.accept.assign(1024, 1);
            for (int s = 0; s < 1024; ++s)
                for (int digit = 0; digit <= 9; ++digit)
                    if (!(s >> digit & 1)) c.step[static_cast<std::size_t>(s) * 10 + static_cast<std::size_t>(digit)] = static_cast<std::int16_t>(s | 1 << digit);
            break;
        }
    }
    return add_component(std::move(c));
}

bool DigitAutomaton::add_component(Component c) {
    if (static_cast<long long>(states_) * c.size > kStates) return false;
    c.stride = states_;
    states_ *= c.size;
    components_.push_back(std::move(c));
    return true;
}

// The number so far mod `modulus`: the next digit d takes remainder s to (10 s + d) mod modulus.
bool DigitAutomaton::add_residue(int modulus, const std::vector<char>& residues) {
    if (modulus <= 0 || modulus > kMaxModulus || residues.size() != static_cast<std::size_t>(modulus)) return false;
    Component c;
    c.size = modulus;
    c.step.assign(static_cast<std::size_t>(modulus) * 10, -1);
    c.accept.assign(residues.begin(), residues.end());
    for (int s = 0; s < modulus; ++s)
        for (int digit = 0; digit <= 9; ++digit)
            c.step[static_cast<std::size_t>(s) * 10 + static_cast<std::size_t>(digit)] = static_cast<std::int16_t>((s * 10 + digit) % modulus);
    return add_component(std::move(c));
}

// U(rev(number)): rev keeps the digits from the first nonzero one to the last nonzero one, so
// those nonzero digits must all differ and at most one 0 may lie between them (zeros in front or
// at the end vanish). A state is the nonzero digits used (9 bits) times where the zeros stand:
// none yet (the start: nothing nonzero read), or after some nonzero digit 0, 1 or 2+ zeros
// pending (not yet followed by a nonzero digit) with none counted, or one counted with 0 or 1+
// pending. A nonzero digit counts the pending zeros; a second counted 0 goes nowhere.
bool DigitAutomaton::add_distinct_reversed() {
    enum Zeros { lead, none, one, many, counted, counted_pending, kinds };
    Component c;
    c.size = 512 * kinds;
    c.start = lead;  // digits 0, zeros "lead"
    c.step.assign(static_cast<std::size_t>(c.size) * 10, -1);
    c.accept.assign(static_cast<std::size_t>(c.size), 1);
    for (int used = 0; used < 512; ++used)
        for (int z = 0; z < kinds; ++z) {
            const int s = used * kinds + z;
            for (int digit = 0; digit <= 9; ++digit) {
                int to_used = used, to_z = z;
                if (digit == 0) {
                    static constexpr int kAfterZero[kinds] = {lead, one, many, many, counted_pending, counted_pending};
                    to_z = kAfterZero[z];
                } else {
                    const int bit = 1 << (digit - 1);
                    if (used & bit) continue;
                    if (z == many || z == counted_pending) continue;  // a second 0 inside
                    to_used = used | bit;
                    to_z = z == one || z == counted ? counted : none;
                }
                c.step[static_cast<std::size_t>(s) * 10 + static_cast<std::size_t>(digit)] = static_cast<std::int16_t>(to_used * kinds + to_z);
            }
        }
    return add_component(std::move(c));
}

// lo <= number <= hi, digit by digit against both bounds written with n digits: a state says
// whether the digits so far equal lo's (bit 0) and hi's (bit 1); a digit below lo's while equal
// to lo so far, or above hi's while equal to hi, goes nowhere.
bool DigitAutomaton::add_range(Value lo, Value hi) {
    const std::size_t n = masks_.size();
    Value top = 1;
    for (std::size_t i = 0; i < n; ++i) top *= 10;  // n <= 20: no overflow
    lo = std::max<Value>(lo, 0);
    hi = std::min<Value>(hi, top - 1);
    Component c;
    c.size = 4;
    c.start = 3;
    c.by_layer = true;
    c.accept.assign(4, lo <= hi ? 1 : 0);
    c.step.assign(n * 40, -1);
    if (lo > hi) return add_component(std::move(c));
    std::vector<int> low(n), high(n);
    for (std::size_t i = n; i-- > 0;) {
        low[i] = static_cast<int>(lo % 10), high[i] = static_cast<int>(hi % 10);
        lo /= 10, hi /= 10;
    }
    for (std::size_t i = 0; i < n; ++i)
        for (int s = 0; s < 4; ++s)
            for (int digit = 0; digit <= 9; ++digit) {
                const bool at_low = s & 1, at_high = s & 2;
                if ((at_low && digit < low[i]) || (at_high && digit > high[i])) continue;
                const int to = (at_low && digit == low[i] ? 1 : 0) | (at_high && digit == high[i] ? 2 : 0);
                c.step[(i * 4 + static_cast<std::size_t>(s)) * 10 + static_cast<std::size_t>(digit)] = static_cast<std::int16_t>(to);
            }
    return add_component(std::move(c));
}

// Products: a state is a divisor of the targets' least common multiple (its exponents of 2, 3, 5
// and 7 as mixed-radix digits), then "0" and "nonzero, divides no target" when 0 is a target.
bool DigitAutomaton::add_product(const Dom& d) {
    std::vector<Value> wanted;
    if (d.list) {
        if (d.list->size() > kProductTargets) return false;
        wanted = *d.list;
    } else if (!d.empty()) {
        if (d.hi - d.lo >= static_cast<Value>(kProductTargets)) return false;
        for (Value v = d.lo; v <= d.hi; ++v) wanted.push_back(v);
    }
    Value most = 1;  // a product of n digits is at most 9^n
    for (std::size_t i = 0; i < masks_.size(); ++i) most *= 9;
    bool zero = false;
    int top[4] = {0, 0, 0, 0};
    std::vector<std::array<int, 4>> targets;
    for (Value v : wanted) {
        int e[4];
        if (v == 0) zero = true;
        if (v <= 0 || v > most || !smooth_exponents(v, e)) continue;
        targets.push_back({e[0], e[1], e[2], e[3]});
        for (int k = 0; k < 4; ++k) top[k] = std::max(top[k], e[k]);
    }
    int radix[4], divisors = 1;
    for (int k = 0; k < 4; ++k) {
        radix[k] = top[k] + 1;
        divisors *= radix[k];
        if (divisors > kProductStates) return false;
    }
    Component c;
    const int zero_state = divisors, other_state = divisors + 1;
    c.size = divisors + (zero ? 2 : 0);
    c.step.assign(static_cast<std::size_t>(c.size) * 10, -1);
    c.accept.assign(static_cast<std::size_t>(c.size), 0);
    const auto index = [&](const int (&e)[4]) { return ((e[0] * radix[1] + e[1]) * radix[2] + e[2]) * radix[3] + e[3]; };
    for (const auto& t : targets) {
        const int e[4] = {t[0], t[1], t[2], t[3]};
        c.accept[static_cast<std::size_t>(index(e))] = 1;
    }
    static constexpr int kDigitExponents[10][4] = {{0, 0, 0, 0}, {0, 0, 0, 0}, {1, 0, 0, 0}, {0, 1, 0, 0}, {2, 0, 0, 0},
                                                   {0, 0, 1, 0}, {1, 1, 0, 0}, {0, 0, 0, 1}, {3, 0, 0, 0}, {0, 2, 0, 0}};
    for (int s = 0; s < divisors; ++s) {
        const int e[4] = {s / (radix[1] * radix[2] * radix[3]), s / (radix[2] * radix[3]) % radix[1], s / radix[3] % radix[2], s % radix[3]};
        for (int digit = 0; digit <= 9; ++digit) {
            int to = -1;
            if (digit == 0) {
                to = zero ? zero_state : -1;
            } else {
                int f[4];
                bool fits = true;
                for (int k = 0; k < 4; ++k) {
                    f[k] = e[k] + kDigitExponents[digit][k];
                    fits = fits && f[k] < radix[k];
                }
                to = fits ? index(f) : zero ? other_state : -1;
            }
            c.step[static_cast<std::size_t>(s) * 10 + static_cast<std::size_t>(digit)] = static_cast<std::int16_t>(to);
        }
    }
    if (zero) {
        c.accept[static_cast<std::size_t>(zero_state)] = 1;
        for (int digit = 0; digit <= 9; ++digit) {
            c.step[static_cast<std::size_t>(zero_state) * 10 + static_cast<std::size_t>(digit)] = static_cast<std::int16_t>(zero_state);
            c.step[static_cast<std::size_t>(other_state) * 10 + static_cast<std::size_t>(digit)] =
                static_cast<std::int16_t>(digit == 0 ? zero_state : other_state);
        }
    }
    return add_component(std::move(c));
}

int DigitAutomaton::next(std::size_t layer, int state, int digit) const {
    const auto step = [&](const Component& c, int s) {
        const std::size_t table = c.by_layer ? layer * static_cast<std::size_t>(c.size) : 0;
        return c.step[(table + static_cast<std::size_t>(s)) * 10 + static_cast<std::size_t>(digit)];
    };
    if (components_.size() == 1) return step(components_[0], state);
    int to = 0;
    for (const Component& c : components_) {
        const int s = state / c.stride % c.size;
        const int t = step(c, s);
        if (t < 0) return -1;
        to += t * c.stride;
    }
    return to;
}

bool DigitAutomaton::accepts(int state) const {
    for (const Component& c : components_)
        if (!c.accept[static_cast<std::size_t>(state / c.stride % c.size)]) return false;
    return true;
}

bool DigitAutomaton::alive(std::size_t layer, int state) const {
    return alive_[layer * words(states_) + static_cast<std::size_t>(state) / 64] >> (state % 64) & 1;
}

void DigitAutomaton::solve() {
    const std::size_t n = masks_.size(), width = words(states_);
    int start = 0;
    for (const Component& c : components_) start += c.start * c.stride;
    // Forward: the states each layer reaches (a bit each, to list a state once).
    layers_.assign(n + 1, {});
    std::vector<std::uint64_t> reached((n + 1) * width, 0);
    layers_[0].push_back(start);
    reached[static_cast<std::size_t>(start) / 64] |= std::uint64_t{1} << (start % 64);
    for (std::size_t i = 0; i < n; ++i)
        for (int s : layers_[i])
            for (int digit = 0; digit <= 9; ++digit) {
                if (!(masks_[i] & digit_bit(digit))) continue;
                const int t = next(i, s, digit);
                if (t < 0) continue;
                std::uint64_t& word = reached[(i + 1) * width + static_cast<std::size_t>(t) / 64];
                const std::uint64_t bit = std::uint64_t{1} << (t % 64);
                if (word & bit) continue;
                word |= bit;
                layers_[i + 1].push_back(t);
            }
    // Backward: from each reached state, the numbers that end well; two rows of counts suffice
    // (a state's successors are all in the next layer's list, whose counts were just written).
    alive_.assign((n + 1) * width, 0);
    // (Scratch kept between calls: only entries of states just reached are ever read.)
    static thread_local std::vector<std::uint64_t> later, here;
    if (later.size() < static_cast<std::size_t>(states_)) later.resize(static_cast<std::size_t>(states_)), here.resize(static_cast<std::size_t>(states_));
    for (int s : layers_[n]) {
        later[static_cast<std::size_t>(s)] = accepts(s) ? 1 : 0;
        if (later[static_cast<std::size_t>(s)]) alive_[n * width + static_cast<std::size_t>(s) / 64] |= std::uint64_t{1} << (s % 64);
    }
    for (std::size_t i = n; i-- > 0;) {
        for (int s : layers_[i]) {
            std::uint64_t ways = 0;
            for (int digit = 0; digit <= 9; ++digit) {
                if (!(masks_[i] & digit_bit(digit))) continue;
                const int t = next(i, s, digit);
                if (t < 0 || later[static_cast<std::size_t>(t)] == 0) continue;
                ways = saturating_add(ways, later[static_cast<std::size_t>(t)]);
                supported_[i] = static_cast<Mask>(supported_[i] | digit_bit(digit));  // s is reached: the digit is used
            }
            here[static_cast<std::size_t>(s)] = ways;
            if (ways) alive_[i * width + static_cast<std::size_t>(s) / 64] |= std::uint64_t{1} << (s % 64);
        }
        std::swap(here, later);
    }
    count_ = later[static_cast<std::size_t>(start)];
    if (count_ == 0) supported_.assign(n, 0);
}

namespace {

// An alive transition of the automaton: the digit, and the state it leads to as its index in the
// next layer's list of states.
struct Edge {
    int to = 0;
    int digit = 0;
};
struct LayerEdges {
    std::vector<std::size_t> first;  // the edges of the layer's state j: [first[j], first[j + 1])
    std::vector<Edge> edges;
};

void walk(const std::vector<LayerEdges>& layers, std::size_t layer, int index, Value prefix, std::vector<Value>& out) {
    if (layer == layers.size()) {
        out.push_back(prefix);
        return;
    }
    const LayerEdges& here = layers[layer];
    for (std::size_t e = here.first[static_cast<std::size_t>(index)]; e < here.first[static_cast<std::size_t>(index) + 1]; ++e)
        walk(layers, layer + 1, here.edges[e].to, prefix * 10 + here.edges[e].digit, out);
}

}  // namespace

bool DigitAutomaton::list(std::vector<Value>& out, std::size_t limit) const {
    out.clear();
    if (!exact_ || count_ > limit) return false;
    if (count_ == 0) return true;
    // The alive transitions first, each worked out once: the walk meets a state once for every
    // prefix that reaches it, and next() divides once per component (asking next() on the walk
    // was a seventh of the generator's time on 12x12 puzzles).
    const std::size_t n = masks_.size();
    static thread_local std::vector<int> position;  // a state's index in the next layer's list (only those just set are read)
    if (position.size() < static_cast<std::size_t>(states_)) position.resize(static_cast<std::size_t>(states_));
    std::vector<LayerEdges> layers(n);
    for (std::size_t i = n; i-- > 0;) {
        const std::vector<int>& next_states = layers_[i + 1];
        for (std::size_t j = 0; j < next_states.size(); ++j) position[static_cast<std::size_t>(next_states[j])] = static_cast<int>(j);
        LayerEdges& here = layers[i];
        here.first.reserve(layers_[i].size() + 1);
        for (int s : layers_[i]) {
            here.first.push_back(here.edges.size());
            if (!alive(i, s)) continue;
            for (int digit = 0; digit <= 9; ++digit) {
                if (!(masks_[i] & digit_bit(digit))) continue;
                const int t = next(i, s, digit);
                if (t >= 0 && alive(i + 1, t)) here.edges.push_back({position[static_cast<std::size_t>(t)], digit});
            }
        }
        here.first.push_back(here.edges.size());
    }
    out.reserve(static_cast<std::size_t>(count_));
    walk(layers, 0, 0, 0, out);  // layers_[0] holds the start state alone
    return true;
}

}  // namespace knobel::crossnumber
