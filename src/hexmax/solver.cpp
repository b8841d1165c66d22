#include "hexmax/solver.h"

#include <algorithm>

#include "core/text.h"
#include "hexmax/cost_model.h"
#include "hexmax/unconstrained.h"

namespace knobel::hexmax {

class SolveWork::Engine {
public:
    virtual ~Engine() = default;
    virtual bool run(std::uint64_t budget, Answer& answer) = 0;
    virtual WorkProgress progress() const = 0;
    virtual std::string status() const = 0;
    virtual bool finished() const = 0;
    virtual std::uint64_t peak_bytes() const = 0;
};

namespace {

// The answer's digits (or, when none exists, the problem's own) and the moves that get there.
void set_answer(const Problem& problem, std::vector<std::uint8_t> digits, Answer& answer) {
    answer.exists = digits.size() == problem.digits.size();
    answer.digits = answer.exists ? std::move(digits) : problem.digits;  // never leave a hole
    const Display from = display_of(problem.digits, problem.options.glyphs);
    const Display to = display_of(answer.digits, problem.options.glyphs);
    answer.steps = plan_moves(from, to);
    answer.moves = answer.steps.size();
}

// m does not bind (unconstrained.h): the answer is known before any work, only its moves are
// planned, in one slice (linear in the digits).
class UnboundEngine final : public SolveWork::Engine {
public:
    UnboundEngine(const Problem& problem, std::vector<std::uint8_t> digits)
        : problem_(problem), digits_(std::move(digits)) {}

    bool run(std::uint64_t, Answer& answer) override {
        if (!done_) set_answer(problem_, std::move(digits_), answer);
        done_ = true;
        return true;
    }
    WorkProgress progress() const override {
        const auto total = static_cast<std::uint64_t>(problem_.digits.size()) + 1;
        return {done_ ? total : 0, total};
    }
    std::string status() const override { return done_ ? "done" : "planning the moves"; }
    bool finished() const override { return done_; }
    std::uint64_t peak_bytes() const override { return 0; }

private:
    const Problem& problem_;
    std::vector<std::uint8_t> digits_;
    bool done_ = false;
};

// Entries of cap (never a real cost: it means "more than m moves") on both sides of each stored
// row, so the six shifted reads of a row never leave its storage and need no bounds checks. Rows
// of neighbouring positions differ by at most 5 at either end (a digit's surplus is within -5..5),
// so reads reach at most 10 entries beyond the source row.
constexpr std::int64_t kPad = 16;

// The largest k with k^3 <= value.
std::uint64_t integer_cube_root(std::uint64_t value) {
    std::uint64_t root = 0;
    for (std::uint64_t step = std::uint64_t{1} << 21; step > 0; step >>= 1) {
        const std::uint64_t next = root + step;
        if (next <= (std::uint64_t{1} << 21) && next * next * next <= value) root = next;
    }
    return root;
}

// One row of the table over surpluses lo..hi; data[kPad + (b - lo)] is the entry for surplus b.
template <class Cost>
struct Row {
    std::int64_t lo = 0;
    std::int64_t hi = -1;
    Cost* data = nullptr;

    std::int64_t width() const { return hi - lo + 1; }
    Cost at(std::int64_t b, Cost cap) const { return b < lo || b > hi ? cap : data[kPad + (b - lo)]; }
};

template <class Cost>
std::size_t storage_for(std::int64_t width) {
    return static_cast<std::size_t>(width + 2 * kPad);
}

// out[k] = min(cap, min over the six terms of in_t[k] + add_t): the heart of the solver. A plain
// loop with no branches and no aliasing, so the compiler turns it into vector instructions (8
// entries of 16 bits at a time with SSE2 or wasm SIMD). Entries are at most cap and the additions
// at most 7, so the sums cannot overflow before the min brings them back under cap.
template <class Cost>
[[gnu::always_inline]] inline void min_plus_six_body(const Cost* __restrict in0, const Cost* __restrict in1,
                                                     const Cost* __restrict in2, const Cost* __restrict in3,
                                                     const Cost* __restrict in4, const Cost* __restrict in5,
                                                     const Cost (&add)[6], Cost cap, Cost* __restrict out,
                                                     std::size_t width) {
    const Cost a0 = add[0], a1 = add[1], a2 = add[2], a3 = add[3], a4 = add[4], a5 = add[5];
    for (std::size_t k = 0; k < width; ++k) {
        Cost v = cap;
        const auto x0 = static_cast<Cost>(in0[k] + a0);
        v = x0 < v ? x0 : v;
        const auto x1 = static_cast<Cost>(in1[k] + a1);
        v = x1 < v ? x1 : v;
        const auto x2 = static_cast<Cost>(in2[k] + a2);
        v = x2 < v ? x2 : v;
        const auto x3 = static_cast<Cost>(in3[k] + a3);
        v = x3 < v ? x3 : v;
        const auto x4 = static_cast<Cost>(in4[k] + a4);
        v = x4 < v ? x4 : v;
        const auto x5 = static_cast<Cost>(in5[k] + a5);
        v = x5 < v ? x5 : v;
        out[k] = v;
    }
}

// x86-64's baseline, SSE2, has 128-bit vectors and no min of 32-bit entries; AVX2 doubles the
// lanes and has that min: 2.3 times faster with 16-bit entries and 3.3 times with 32-bit ones
// (docs/performance.md). GCC compiles the loop twice and picks one when the program starts
// (target_clones); elsewhere (wasm, other compilers) the one build is all there is.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && defined(__linux__)
#define KNOBEL_AVX2_WHERE_AVAILABLE __attribute__((target_clones("avx2", "default")))
#else
#define KNOBEL_AVX2_WHERE_AVAILABLE
#endif

#define KNOBEL_MIN_PLUS_SIX(Cost)                                                                                  \
    KNOBEL_AVX2_WHERE_AVAILABLE void min_plus_six(                                                                 \
        const Cost* __restrict in0, const Cost* __restrict in1, const Cost* __restrict in2,                        \
        const Cost* __restrict in3, const Cost* __restrict in4, const Cost* __restrict in5, const Cost(&add)[6],   \
        Cost cap, Cost* __restrict out, std::size_t width) {                                                       \
        min_plus_six_body<Cost>(in0, in1, in2, in3, in4, in5, add, cap, out, width);                               \
    }
KNOBEL_MIN_PLUS_SIX(std::int16_t)
KNOBEL_MIN_PLUS_SIX(std::uint16_t)
KNOBEL_MIN_PLUS_SIX(std::int32_t)
#undef KNOBEL_MIN_PLUS_SIX

// Fills `dst` (its lo and hi set, its storage allocated) from the row to its right, `src`:
// dst[b] = min over the digit's surplus terms (s, r) of r + src[b + s], capped.
template <class Cost>
void fill_row(const DigitCosts& costs, const Row<Cost>& src, Row<Cost>& dst, Cost cap) {
    const std::int64_t width = dst.width();
    Cost* out = dst.data + kPad;
    std::fill(dst.data, out, cap);
    std::fill(out + width, out + width + kPad, cap);

    const std::int64_t src_storage = src.width() + 2 * kPad;
    std::int64_t offsets[6];
    Cost add[6];
    bool in_storage = true;
    for (int t = 0; t < 6; ++t) {
        const SurplusTerm& term = costs.terms[t < costs.term_count ? t : 0];  // repeats are harmless in a min
        offsets[t] = kPad + (dst.lo + term.surplus - src.lo);
        add[t] = static_cast<Cost>(term.removals);
        in_storage = in_storage && offsets[t] >= 0 && offsets[t] + width <= src_storage;
    }
    if (!in_storage) {
        // Never taken when the bands are as SurplusBands makes them; kept so that a mistake there
        // would cost speed, not memory safety.
        for (std::int64_t k = 0; k < width; ++k) {
            Cost v = cap;
            for (int t = 0; t < costs.term_count; ++t) {
                const Cost x = static_cast<Cost>(src.at(dst.lo + k + costs.terms[t].surplus, cap) + costs.terms[t].removals);
                v = std::min(v, x);
            }
            out[k] = std::min(v, cap);
        }
        return;
    }
    min_plus_six(src.data + offsets[0], src.data + offsets[1], src.data + offsets[2], src.data + offsets[3],
                 src.data + offsets[4], src.data + offsets[5], add, cap, out, static_cast<std::size_t>(width));
}

template <class Cost>
class TableEngine final : public SolveWork::Engine {
public:
    TableEngine(const Problem& problem, std::uint64_t max_moves, const SolverTuning& tuning)
        : problem_(problem),
          model_(problem.options),
          bands_(problem.digits, model_, max_moves),
          n_(problem.digits.size()),
          max_moves_(max_moves),
          cap_(static_cast<Cost>(max_moves + 1)) {
        std::int64_t widest = 1;
        for (std::size_t r = 1; r < n_; ++r) widest = std::max(widest, bands_.band(r).width());
        // K balances the kept rows (n / K of them, `widest` each) against one block's recomputed
        // rows (at most about 2.5 K^2 entries, the reach growing by 5 per row).
        block_ = tuning.block_rows > 0
                     ? tuning.block_rows
                     : static_cast<std::size_t>(std::max<std::uint64_t>(
                           1, integer_cube_root(static_cast<std::uint64_t>(n_) * static_cast<std::uint64_t>(widest) / 5)));

        for (std::size_t r = 1; r < n_; ++r) total_ += static_cast<std::uint64_t>(bands_.band(r).width()) + 1;
        for (std::size_t r = 1; r < n_; ++r) {
            if (r % block_ == 0) continue;
            const std::size_t start = r / block_ * block_;
            total_ += static_cast<std::uint64_t>(std::min(bands_.reach(start, r).width(), bands_.band(r).width())) + 1;
        }
        total_ += 2 * static_cast<std::uint64_t>(n_);  // the greedy pass and the move planner

        working_[0].resize(storage_for<Cost>(widest));
        working_[1].resize(storage_for<Cost>(widest));
        last_row_storage_.assign(storage_for<Cost>(1), cap_);
        last_row_storage_[kPad] = 0;  // row n: nothing left to do, and only with surplus 0
        last_row_ = Row<Cost>{0, 0, last_row_storage_.data()};
        kept_.resize(n_ > 0 ? (n_ - 1) / block_ : 0);
        kept_storage_.resize(kept_.size());
        previous_ = last_row_;
        next_row_ = n_ > 0 ? n_ - 1 : 0;
        peak_bytes_ = bytes_now();
        if (n_ == 0) phase_ = Phase::plan;
    }

    bool run(std::uint64_t budget, Answer& answer) override {
        std::uint64_t spent = 0;
        while (phase_ != Phase::done && spent < budget) {
            switch (phase_) {
                case Phase::backward: spent += backward_step(); break;
                case Phase::block_setup: spent += block_setup(); break;
                case Phase::block_rows: spent += block_row_step(); break;
                case Phase::greedy: spent += greedy_step(); break;
                case Phase::plan: spent += plan(answer); break;
                case Phase::done: break;
            }
        }
        return phase_ == Phase::done;
    }

    WorkProgress progress() const override { return {phase_ == Phase::done ? total_ : std::min(done_, total_), total_}; }

    std::string status() const override {
        switch (phase_) {
            case Phase::backward:
                return "table: row " + with_thousands(n_ - next_row_) + " of " + with_thousands(n_);
            case Phase::block_setup:
            case Phase::block_rows:
            case Phase::greedy:
                return "choosing digits: " + with_thousands(position_) + " of " + with_thousands(n_);
            case Phase::plan: return "planning the moves";
            case Phase::done: break;
        }
        return "done";
    }

    bool finished() const override { return phase_ == Phase::done; }
    std::uint64_t peak_bytes() const override { return peak_bytes_; }

private:
    enum class Phase { backward, block_setup, block_rows, greedy, plan, done };

    std::uint64_t bytes_now() const {
        std::uint64_t bytes = (working_[0].capacity() + working_[1].capacity() + block_storage_.capacity()) * sizeof(Cost);
        for (const auto& storage : kept_storage_) bytes += storage.capacity() * sizeof(Cost);
        return bytes + problem_.digits.size() * 2 * sizeof(std::int64_t);  // the bands' prefix sums
    }

    const DigitCosts& costs_at(std::size_t position) const { return model_.costs(problem_.digits[position]); }

    // Backward pass: row next_row_ from the row to its right; every K-th row is kept.
    std::uint64_t backward_step() {
        if (next_row_ == 0) {
            phase_ = Phase::block_setup;
            peak_bytes_ = std::max(peak_bytes_, bytes_now());
            return 1;
        }
        const std::size_t r = next_row_;
        const SurplusBands::Range band = bands_.band(r);
        Row<Cost> current{band.lo, band.hi, working_[flip_].data()};
        fill_row(costs_at(r), previous_, current, cap_);
        if (r % block_ == 0) {
            auto& storage = kept_storage_[r / block_ - 1];
            const std::size_t size = storage_for<Cost>(current.width());
            storage.assign(current.data, current.data + size);
            kept_[r / block_ - 1] = Row<Cost>{current.lo, current.hi, storage.data()};
        }
        previous_ = current;
        flip_ ^= 1;
        --next_row_;
        const auto units = static_cast<std::uint64_t>(current.width()) + 1;
        done_ += units;
        return units;
    }

    const Row<Cost>& kept_row(std::size_t r) const { return r == n_ ? last_row_ : kept_[r / block_ - 1]; }

    // Forward pass, block by block: positions [block_start_, block_end_) need rows
    // block_start_+1 .. block_end_; the last is kept, the others are recomputed, but only over the
    // surpluses reachable from the balance the greedy pass has at block_start_.
    std::uint64_t block_setup() {
        block_start_ = position_;
        block_end_ = std::min(block_start_ + block_, n_);
        const std::size_t count = block_end_ - block_start_ - 1;
        block_rows_.assign(count, Row<Cost>{});
        std::size_t size = 0;
        for (std::size_t r = block_start_ + 1; r < block_end_; ++r) {
            const SurplusBands::Range reach = bands_.reach(block_start_, r);
            const SurplusBands::Range band = bands_.band(r);
            Row<Cost>& row = block_rows_[r - block_start_ - 1];
            row.lo = std::max(balance_ + reach.lo, band.lo);
            row.hi = std::min(balance_ + reach.hi, band.hi);
            size += storage_for<Cost>(row.width());
        }
        block_storage_.resize(size);
        size = 0;
        for (Row<Cost>& row : block_rows_) {
            row.data = block_storage_.data() + size;
            size += storage_for<Cost>(row.width());
        }
        peak_bytes_ = std::max(peak_bytes_, bytes_now());
        next_row_ = block_end_ - 1;
        phase_ = Phase::block_rows;
        return 1;
    }

    std::uint64_t block_row_step() {
        if (next_row_ <= block_start_) {
            phase_ = Phase::greedy;
            return 1;
        }
        const std::size_t r = next_row_;
        const Row<Cost>& source = r + 1 == block_end_ ? kept_row(r + 1) : block_rows_[r - block_start_];
        Row<Cost>& row = block_rows_[r - block_start_ - 1];
        fill_row(costs_at(r), source, row, cap_);
        --next_row_;
        const auto units = static_cast<std::uint64_t>(row.width()) + 1;
        done_ += units;
        return units;
    }

    // The best target for digit position_ that still allows finishing within m moves. One exists:
    // the balance and the moves spent so far were chosen so that some completion fits.
    std::uint64_t greedy_step() {
        const std::size_t i = position_;
        const Row<Cost>& next = i + 1 == block_end_ ? kept_row(i + 1) : block_rows_[i - block_start_];
        bool placed = false;
        for (const Candidate& candidate : costs_at(i).candidates) {
            const Cost rest = next.at(balance_ + candidate.surplus, cap_);
            if (rest == cap_) continue;
            if (spent_ + candidate.removals + rest > max_moves_) continue;
            digits_.push_back(candidate.digit);
            spent_ += candidate.removals;
            balance_ += candidate.surplus;
            placed = true;
            break;
        }
        ++position_;
        ++done_;
        if (!placed) {
            // Only at the first digit, and only when no allowed number is within m moves (a
            // decimal-only answer for a number with A-F): every later step keeps a completion.
            phase_ = Phase::plan;
            return 1;
        }
        if (position_ == block_end_) {
            if (block_end_ < n_) {
                // This kept row is behind the greedy pass now.
                auto& storage = kept_storage_[block_end_ / block_ - 1];
                std::vector<Cost>().swap(storage);
                phase_ = Phase::block_setup;
            } else {
                phase_ = Phase::plan;
            }
        }
        return 1;
    }

    std::uint64_t plan(Answer& answer) {
        set_answer(problem_, std::move(digits_), answer);
        // The table's memory is not needed any more.
        std::vector<Cost>().swap(working_[0]);
        std::vector<Cost>().swap(working_[1]);
        std::vector<Cost>().swap(block_storage_);
        kept_storage_.clear();
        kept_.clear();
        done_ = total_;
        phase_ = Phase::done;
        return static_cast<std::uint64_t>(n_) + 1;
    }

    const Problem& problem_;
    CostModel model_;
    SurplusBands bands_;
    std::size_t n_;
    std::uint64_t max_moves_;
    Cost cap_;
    std::size_t block_ = 1;

    Phase phase_ = Phase::backward;
    std::uint64_t done_ = 0;
    std::uint64_t total_ = 0;
    std::uint64_t peak_bytes_ = 0;

    // Backward pass.
    std::vector<Cost> working_[2];
    int flip_ = 0;
    Row<Cost> previous_;
    std::size_t next_row_ = 0;
    std::vector<Cost> last_row_storage_;
    Row<Cost> last_row_;
    std::vector<Row<Cost>> kept_;  // rows K, 2K, ... below n
    std::vector<std::vector<Cost>> kept_storage_;

    // Forward pass.
    std::size_t block_start_ = 0;
    std::size_t block_end_ = 0;
    std::vector<Row<Cost>> block_rows_;
    std::vector<Cost> block_storage_;
    std::size_t position_ = 0;
    std::int64_t balance_ = 0;
    std::uint64_t spent_ = 0;
    std::vector<std::uint8_t> digits_;
};

}  // namespace

SolveWork::SolveWork(Problem problem, SolverTuning tuning) : problem_(std::move(problem)) {
    if (tuning.answer_directly_when_m_does_not_bind) {
        // Every m from the moves the unconstrained optimum needs on has that optimum as its answer:
        // it is the best number of all, and within m. The table would find the same.
        std::optional<UnconstrainedOptimum> optimum = unconstrained_optimum(problem_);
        if (optimum && problem_.m >= optimum->moves) {
            engine_ = std::make_unique<UnboundEngine>(problem_, std::move(optimum->digits));
            return;
        }
    }
    const std::uint64_t moves = effective_moves(problem_.digits, problem_.options.glyphs, problem_.m);
    // The narrowest entries in which cap + 7 (an entry plus one digit's removals) fits: 16 bits
    // halve the memory traffic of 32 and double the lanes per vector, and signed 16-bit ones come
    // first because x86's baseline (SSE2) has a min instruction for them but not for unsigned
    // ones: 2.8 times faster than unsigned on bench-10000.
    const std::uint64_t largest_sum = moves + 1 + 7;
    using Entries = SolverTuning::Entries;
    if (largest_sum <= 0x7FFF && tuning.entries == Entries::automatic)
        engine_ = std::make_unique<TableEngine<std::int16_t>>(problem_, moves, tuning);
    else if (largest_sum <= 0xFFFF && tuning.entries != Entries::signed32)
        engine_ = std::make_unique<TableEngine<std::uint16_t>>(problem_, moves, tuning);
    else
        engine_ = std::make_unique<TableEngine<std::int32_t>>(problem_, moves, tuning);
}

SolveWork::~SolveWork() = default;

bool SolveWork::run(std::uint64_t budget) { return engine_->run(std::max<std::uint64_t>(budget, 1), answer_); }
WorkProgress SolveWork::progress() const { return engine_->progress(); }
std::string SolveWork::status() const { return engine_->status(); }
bool SolveWork::finished() const { return engine_->finished(); }
std::uint64_t SolveWork::peak_table_bytes() const { return engine_->peak_bytes(); }

Answer solve(const Problem& problem, SolverTuning tuning) {
    SolveWork work(problem, tuning);
    run_to_completion(work, std::uint64_t{1} << 62);
    return work.answer();
}

std::uint64_t moves_that_always_suffice(const Problem& problem) {
    // Each digit on its own turns into the allowed target with its own stick count that costs the
    // fewest moves; such a target always exists (allowed shapes have every count from 2 to 7, or
    // at least every count the input's shapes have), and the sum is then one answer's cost.
    const CostModel model(problem.options);
    std::uint64_t moves = 0;
    for (std::uint8_t digit : problem.digits) {
        int fewest = kSegmentCount + 1;
        for (const Candidate& candidate : model.costs(digit).candidates)
            if (candidate.surplus == 0) fewest = std::min(fewest, static_cast<int>(candidate.removals));
        moves += static_cast<std::uint64_t>(std::min(fewest, kSegmentCount));
    }
    return moves;
}

std::string no_answer_message(const Problem& problem) {
    return "no number of decimal digits 0-9 is within m = " + with_thousands(problem.m) + " moves of " +
           (problem.digits.size() <= 24 ? digits_text(problem.digits) : "this number") +
           " (its digits A-F must change); m = " + with_thousands(moves_that_always_suffice(problem)) +
           " is always enough";
}

}  // namespace knobel::hexmax
