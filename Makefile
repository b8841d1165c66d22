# Knobel's entry points. `make serve` and `make test` set up a fresh Debian machine by themselves
# (scripts/bootstrap.sh); every other target does too. See README.md.

SHELL := /bin/bash
MAKEFLAGS += --no-print-directory
.SHELLFLAGS := -eu -o pipefail -c
KNOBEL_CACHE ?= $(HOME)/.cache/knobel
export KNOBEL_CACHE
JOBS ?= $(shell nproc)
PORT ?= 8080
# Unity builds (CMakeLists.txt, KNOBEL_UNITY_BUILD): a cold build in half the time; UNITY=OFF for
# an edit-compile loop.
UNITY ?= ON
BUILD := $(CURDIR)/build
WEB := $(BUILD)/web
ENV := source $(KNOBEL_CACHE)/env.sh

.PHONY: all setup native web test test-sanitized fuzz-smoke serve bench fuzz clean help

all: native web

help:
	@echo "make serve   set up, build the web app, serve it on http://localhost:$(PORT)"
	@echo "make test    set up, build native + web, run every test (unit, CLI, browser)"
	@echo "make web     the static site in build/web/"
	@echo "make native  the command line build/native/knobel"
	@echo "make bench   benchmarks (figures go to docs/performance.md by hand)"
	@echo "make fuzz    libFuzzer runs over the parsers (FUZZ_SECONDS per target, default 60)"
	@echo "make test-sanitized  unit and CLI tests under AddressSanitizer + UBSan (part of make test)"
	@echo "make fuzz-smoke      every fuzz target for 10 s (part of make test)"

setup:
	@bash scripts/bootstrap.sh

native: setup
	@cmake -S . -B $(BUILD)/native -DCMAKE_BUILD_TYPE=Release -DKNOBEL_UNITY_BUILD=$(UNITY) -DKNOBEL_REQUIRE_TESTS=ON -DKNOBEL_WEB_DIR=$(WEB) >/dev/null
	@cmake --build $(BUILD)/native -j$(JOBS)

web: setup
	@$(ENV) && emcmake cmake -S . -B $(BUILD)/wasm -DCMAKE_BUILD_TYPE=Release -DKNOBEL_UNITY_BUILD=$(UNITY) -DKNOBEL_WEB_OUT=$(WEB) >/dev/null
	@$(ENV) && cmake --build $(BUILD)/wasm -j$(JOBS)

# Unit and CLI tests in parallel; the same again built with AddressSanitizer + UBSan; a short run
# of every fuzz target on its seeds; then the browser tests on their own: Chromium's software WebGL
# wants both cores, and with a sanitized build or a fuzzer running beside them their timing-
# sensitive tests (a Cancel that must land while a job runs) failed in a CI run. A browser test
# that fails is not run again: a flaky test is a bug to find (docs/build.md).
test: native web
	@mkdir -p $(BUILD)/test-artifacts
	@echo "== make test: unit and CLI tests ($$(date +%T))"
	@ctest --test-dir $(BUILD)/native --output-on-failure -j$(JOBS) -E '^browser/'
	@echo "== make test: sanitized build and tests ($$(date +%T))"
	@$(MAKE) test-sanitized
	@echo "== make test: fuzz smoke ($$(date +%T))"
	@$(MAKE) fuzz-smoke
	@echo "== make test: browser tests ($$(date +%T))"
	@ctest --test-dir $(BUILD)/native --output-on-failure -R '^browser/'
	@echo "== make test: done ($$(date +%T))"

# The unit and CLI tests built with AddressSanitizer + UndefinedBehaviorSanitizer, halting on the
# first error (an out-of-bounds read or an overflow fails the run instead of passing by luck).
# -O1 -g1: the quickest build whose reports still name file and line. One clang tree,
# build/sanitized, holds them and the fuzz smoke's targets: the core is compiled once, with
# libFuzzer's coverage hooks (fuzzer-no-link, added to knobel_core alone by tests/fuzz: the test
# code runs faster without them), for both `make test-sanitized` and `make fuzz-smoke` (two
# trees, GCC's and a fuzz tree, compiled it twice). Linked by lld (16 binaries of ~15 MB: 0.4 s
# each against GNU ld's 1.0 s). docs/build.md has the stage times.
SANITIZE := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
SANITIZED := $(BUILD)/sanitized
# A tree configured with GCC (as build/sanitized was before) cannot switch compilers in place.
SANITIZED_CONFIGURE := { [ ! -f $(SANITIZED)/CMakeCache.txt ] || \
    grep -q '^CMAKE_CXX_COMPILER:[A-Z]*=.*clang++$$' $(SANITIZED)/CMakeCache.txt || rm -rf $(SANITIZED); } && \
  cmake -S . -B $(SANITIZED) -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
  -DCMAKE_BUILD_TYPE=None -DKNOBEL_UNITY_BUILD=$(UNITY) -DKNOBEL_REQUIRE_TESTS=ON -DKNOBEL_FUZZ=ON \
  -DCMAKE_CXX_FLAGS="-O1 -g1 $(SANITIZE)" -DCMAKE_EXE_LINKER_FLAGS="$(SANITIZE) -fuse-ld=lld"
test-sanitized:
	@bash scripts/bootstrap.sh --fuzz
	@$(SANITIZED_CONFIGURE) >/dev/null
	@cmake --build $(SANITIZED) -j$(JOBS) --target unit_tests knobel
	@ASAN_OPTIONS=halt_on_error=1:detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
	  ctest --test-dir $(SANITIZED) --output-on-failure -j$(JOBS) -E '^browser/'

# Every fuzz target for FUZZ_SMOKE_SECONDS on the committed seeds (a copy: the seeds stay as they
# are) and the limit seeds, built in the sanitized tree and run $(JOBS) at a time
# (scripts/fuzz_run.sh): findings go to build/sanitized/crashes/, new inputs to build/sanitized/corpus/.
# Six seconds: every seed and limit seed runs first whatever the time, and mutations are the
# long fuzz's job (`make fuzz`, 60 s a target); ten cost `make test` 28 s more (docs/build.md).
FUZZ_SMOKE_SECONDS ?= 6
fuzz-smoke:
	@bash scripts/bootstrap.sh --fuzz
	@$(SANITIZED_CONFIGURE) >/dev/null
	@cmake --build $(SANITIZED) -j$(JOBS) --target knobel_fuzzers
	@bash scripts/fuzz_run.sh $(SANITIZED) $(FUZZ_SMOKE_SECONDS) $(JOBS) $(FUZZ_MAX_LEN) $(FUZZ_MAX_LEN_MOVE)

serve: web
	@node scripts/serve.mjs $(WEB) --port $(PORT)

bench: setup
	@cmake -S . -B $(BUILD)/bench -DCMAKE_BUILD_TYPE=Release -DKNOBEL_BENCH=ON -DKNOBEL_TESTS=OFF >/dev/null
	@cmake --build $(BUILD)/bench -j$(JOBS)
	@for b in $(BUILD)/bench/bench/knobel_bench_*; do echo "== $$(basename $$b)"; $$b; done

FUZZ_SECONDS ?= 60
# How many targets run at once (each is one process on one core); `make fuzz-smoke` runs $(JOBS).
FUZZ_JOBS ?= 1
# The longest input a target is given: long enough to reach every size limit. The file readers and
# the links get 256 KiB (Hex-Max's 100,000 digits, a 5,000-match Matches file, the CLI reader's
# small caps); a move is one short line. Seeds at and just over the limits
# (scripts/fuzz_limit_seeds.sh) start even the 10 s smoke there.
FUZZ_MAX_LEN ?= 262144
FUZZ_MAX_LEN_MOVE ?= 65536
# build/fuzz: the fuzz targets at -O2 (RelWithDebInfo) for long runs; findings in build/fuzz/crashes/.
fuzz:
	@bash scripts/bootstrap.sh --fuzz
	@CC=clang CXX=clang++ cmake -S . -B $(BUILD)/fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DKNOBEL_FUZZ=ON -DKNOBEL_TESTS=OFF >/dev/null
	@cmake --build $(BUILD)/fuzz -j$(JOBS)
	@bash scripts/fuzz_run.sh $(BUILD)/fuzz $(FUZZ_SECONDS) $(FUZZ_JOBS) $(FUZZ_MAX_LEN) $(FUZZ_MAX_LEN_MOVE)

clean:
	rm -rf $(BUILD)
