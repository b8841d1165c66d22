# Knobel's entry points. `make serve` and `make test` set up a fresh Debian machine by themselves
# (scripts/bootstrap.sh); every other target does too. See README.md.

SHELL := /bin/bash
MAKEFLAGS += --no-print-directory
.SHELLFLAGS := -eu -o pipefail -c
KNOBEL_CACHE ?= $(HOME)/.cache/knobel
export KNOBEL_CACHE
JOBS ?= $(shell nproc)
PORT ?= 8080
BUILD := $(CURDIR)/build
WEB := $(BUILD)/web
ENV := source $(KNOBEL_CACHE)/env.sh

.PHONY: all setup native web test serve bench fuzz clean help

all: native web

help:
	@echo "make serve   set up, build the web app, serve it on http://localhost:$(PORT)"
	@echo "make test    set up, build native + web, run every test (unit, CLI, browser)"
	@echo "make web     the static site in build/web/"
	@echo "make native  the command line build/native/knobel"
	@echo "make bench   benchmarks (figures go to docs/performance.md by hand)"
	@echo "make fuzz    libFuzzer runs over the parsers (FUZZ_SECONDS per target, default 60)"

setup:
	@bash scripts/bootstrap.sh

native: setup
	@cmake -S . -B $(BUILD)/native -DCMAKE_BUILD_TYPE=Release -DKNOBEL_REQUIRE_TESTS=ON -DKNOBEL_WEB_DIR=$(WEB) >/dev/null
	@cmake --build $(BUILD)/native -j$(JOBS)

web: setup
	@$(ENV) && emcmake cmake -S . -B $(BUILD)/wasm -DCMAKE_BUILD_TYPE=Release -DKNOBEL_WEB_OUT=$(WEB) >/dev/null
	@$(ENV) && cmake --build $(BUILD)/wasm -j$(JOBS)

# Unit and CLI tests in parallel, then the browser tests on their own: Chromium's software WebGL
# wants both cores. A browser test file that fails gets one more run (docs/build.md says why).
test: native web
	@mkdir -p $(BUILD)/test-artifacts
	@ctest --test-dir $(BUILD)/native --output-on-failure -j$(JOBS) -E '^browser/'
	@ctest --test-dir $(BUILD)/native --output-on-failure --repeat until-pass:2 -R '^browser/'

serve: web
	@node scripts/serve.mjs $(WEB) --port $(PORT)

bench: setup
	@cmake -S . -B $(BUILD)/bench -DCMAKE_BUILD_TYPE=Release -DKNOBEL_BENCH=ON -DKNOBEL_TESTS=OFF >/dev/null
	@cmake --build $(BUILD)/bench -j$(JOBS)
	@for b in $(BUILD)/bench/bench/knobel_bench_*; do echo "== $$(basename $$b)"; $$b; done

FUZZ_SECONDS ?= 60
fuzz:
	@bash scripts/bootstrap.sh --fuzz
	@CC=clang CXX=clang++ cmake -S . -B $(BUILD)/fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DKNOBEL_FUZZ=ON -DKNOBEL_TESTS=OFF >/dev/null
	@cmake --build $(BUILD)/fuzz -j$(JOBS)
	@for f in $(BUILD)/fuzz/tests/fuzz/fuzz_*; do \
	  name=$$(basename $$f); corpus=$(BUILD)/fuzz/corpus/$$name; mkdir -p $$corpus; \
	  echo "== $$name ($(FUZZ_SECONDS) s)"; \
	  $$f -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 $$corpus tests/fuzz/seeds/$${name#fuzz_} 2>&1 | tail -n 12; \
	done

clean:
	rm -rf $(BUILD)
