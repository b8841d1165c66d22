#pragma once
// Fewer random and exhaustive cases under the sanitizers. `make test` runs every unit test twice:
// in the plain build, where the cross-checks against brute force and the random-case tests run
// every case, and under AddressSanitizer + UBSan with the fuzzers' coverage hooks
// (build/sanitized), where a case costs 8 to 10 times as much (docs/build.md). The sanitized run
// is there to catch memory and undefined-behaviour errors, which the first cases reach as well —
// the same code on more inputs; what the other cases add is answers checked, which the plain build
// checks — so there a test runs a quarter of its cases (and its largest sizes stay in).

namespace knobel::testing {

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#elif defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif

// `n` cases in the plain build; under the sanitizers a quarter of them, at least one.
constexpr int cases(int n) { return kSanitized ? (n + 3) / 4 : n; }

}  // namespace knobel::testing
