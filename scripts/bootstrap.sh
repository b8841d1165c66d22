#!/usr/bin/env bash
# Sets up everything Knobel's build and tests need on a Debian (bookworm) machine, from nothing.
# Idempotent: a second run checks and returns in seconds. Called by the Makefile before every build.
#
#   scripts/bootstrap.sh           packages, SDL2 + Dear ImGui sources, SDL2 for wasm, test packages
#   scripts/bootstrap.sh --fuzz    also clang's libFuzzer runtime
#
# Only Debian's archive and the npm registry are used. Emscripten's ports (-sUSE_SDL=2) and emsdk
# would download from GitHub, which this build must never need: SDL2 and Dear ImGui come from
# Debian source packages instead, and SDL2 is compiled for WebAssembly here, once.
#
# Everything built or fetched lives in $KNOBEL_CACHE (default ~/.cache/knobel), outside the repo:
#   src/        the unpacked Debian sources of libsdl2 and imgui
#   sdl2-wasm/  SDL2 built for wasm (static)
#   env.sh      the paths and variables the Makefile reads
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cache=${KNOBEL_CACHE:-$HOME/.cache/knobel}
want_fuzz=0
[ "${1:-}" = "--fuzz" ] && want_fuzz=1

say() { printf 'bootstrap: %s\n' "$*"; }
# The first line of a command's output. Never `cmd | head -n 1` here: under pipefail, head closing
# the pipe early kills cmd with SIGPIPE and fails the whole set-up (emcc --version did, 1 run in 5).
# The command's whole output is read first, so the command always finishes on its own.
first_line() { local out; out=$("$@") || return; printf '%s\n' "${out%%$'\n'*}"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# --- Debian packages ----------------------------------------------------------------------------
packages=(
  cmake make g++ pkg-config dpkg-dev        # native build; dpkg-dev gives `apt-get source` its unpacker
  libgtest-dev libbenchmark-dev             # unit tests, benchmarks
  emscripten                                # the web build (SDL2 comes from its source, below)
  chromium-headless-shell                   # the browser tests' browser (Chromium's headless build)
  fonts-dejavu-core                         # the app's embedded font
  python3-fonttools python3-munkres         # cuts that font to the app's characters
  ca-certificates
)
# python3-munkres: fonttools depends on "python3-scipy | python3-munkres", and apt takes the first
# alternative unless the second is asked for. The subsetter uses neither; SciPy would bring NumPy,
# Pythran and Boost's headers (14 packages, 238 MB unpacked) to a cold machine's set-up.
# lld links the sanitized tree's and the fuzz targets' 15 MB binaries in 0.4 s instead of ld's 1.0 s.
[ "$want_fuzz" = 1 ] && packages+=(clang libclang-rt-14-dev lld)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [ "$status" = "install ok installed" ] || missing+=("$p")
done
# Node.js runs the CLI and browser tests. A machine may have it from elsewhere (NodeSource's
# nodejs bundles npm and conflicts with Debian's npm), so look for the commands, not the packages.
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)
apt_updated=0
if [ ${#missing[@]} -gt 0 ]; then
  say "installing Debian packages: ${missing[*]}"
  as_root apt-get update -qq
  apt_updated=1
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# The tests use node:test and playwright-core 1.57, both fine from Node 18 (Debian bookworm's own).
node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt 18 ]; then
  say "Node.js $(node --version) is too old: the tests need Node 18 or later (Debian bookworm's nodejs is 18)"
  exit 1
fi

# --- SDL2 and Dear ImGui sources (Debian source packages) ---------------------------------------
mkdir -p "$cache/src"
source_dir() { local dirs=("$cache/src/$1"-[0-9]*); [ -d "${dirs[0]}" ] && printf '%s\n' "${dirs[0]}" || true; }
wanted_sources=()
[ -n "$(source_dir libsdl2)" ] || wanted_sources+=(libsdl2)
[ -n "$(source_dir imgui)" ] || wanted_sources+=(imgui)
if [ ${#wanted_sources[@]} -gt 0 ]; then
  # `apt-get source` needs a deb-src entry for Debian itself (one for another repository does not
  # help). If apt knows no source for the packages, copy the machine's own bookworm entry (same
  # mirror, same Signed-By, or apt rejects the pair as conflicting) with its type changed.
  [ "$apt_updated" = 1 ] || { as_root apt-get update -qq; apt_updated=1; }
  if ! apt-get source --print-uris -qq "${wanted_sources[@]}" >/dev/null 2>&1; then
    say "adding a deb-src entry for bookworm"
    if [ -f /etc/apt/sources.list.d/debian.sources ]; then
      sed -e 's/^Types: .*/Types: deb-src/' /etc/apt/sources.list.d/debian.sources |
        as_root tee /etc/apt/sources.list.d/knobel-deb-src.sources >/dev/null
    else
      grep -E '^deb ' /etc/apt/sources.list | sed -e 's/^deb /deb-src /' |
        as_root tee /etc/apt/sources.list.d/knobel-deb-src.list >/dev/null
    fi
    as_root apt-get update -qq
  fi
  # One package at a time, into a scratch folder: a half-unpacked tree never looks like a cache hit.
  for package in "${wanted_sources[@]}"; do
    say "fetching the $package source package"
    scratch=$(mktemp -d "$cache/src/.fetch-XXXXXX")
    if ! (cd "$scratch" && apt-get source -q "$package" >"$scratch/apt-source.log" 2>&1); then
      cat "$scratch/apt-source.log" >&2
      rm -rf "$scratch"
      exit 1
    fi
    unpacked=$(first_line find "$scratch" -mindepth 1 -maxdepth 1 -type d -name "$package-[0-9]*")
    mv "$unpacked" "$cache/src/"
    rm -rf "$scratch"
  done
fi
sdl_src=$(source_dir libsdl2)
imgui_src=$(source_dir imgui)

# --- Emscripten's environment --------------------------------------------------------------------
# Debian's emscripten needs Debian's acorn for its JS optimiser. Its prebuilt system libraries live
# in /usr/share/emscripten/cache; a user who cannot write there gets a private copy.
export NODE_PATH=/usr/share/nodejs
# Debian's emcc is a script that runs `python3` from PATH, and runs it for every file it compiles;
# Debian's Python is the one the package is built for. (A pyenv shim first on PATH, as on this
# project's build machine, took 0.35 s of shell scripts per call before Python started: half the
# time of a small compile, 16 of the 31 s SDL took to build.)
export EMSDK_PYTHON=/usr/bin/python3
em_cache=/usr/share/emscripten/cache
if [ ! -w "$em_cache" ]; then
  if [ ! -d "$cache/emcache/sysroot" ]; then
    say "copying Emscripten's prebuilt system libraries to $cache/emcache"
    rm -rf "$cache/emcache" && cp -r "$em_cache" "$cache/emcache"
  fi
  em_cache=$cache/emcache
fi
export EM_CACHE=$em_cache

# --- SDL2 for wasm ------------------------------------------------------------------------------
# Only what the app uses: video, events, timers. Audio, joysticks and SDL's 2D renderer are off.
# For the SDL that bookworm ships, cmake/sdl2-wasm builds it from a fixed configuration and source
# list, as Emscripten's own SDL port does: SDL's configure runs 318 compiler checks, each an emcc
# start-up, 5 of the 6.6 minutes this step took on a cold machine. Any other SDL version takes
# SDL's own configure, with the same options.
sdl_wasm=$cache/sdl2-wasm
sdl_recipe=$repo/cmake/sdl2-wasm
sdl_fixed_config=0
[ "$(basename "$sdl_src")" = "libsdl2-2.26.5+dfsg" ] && sdl_fixed_config=1
sdl_stamp="$(basename "$sdl_src") $(first_line emcc --version)"
[ "$sdl_fixed_config" = 1 ] && sdl_stamp="$sdl_stamp $(cat "$sdl_recipe"/* | sha256sum | cut -c1-16)"
if [ "$(cat "$sdl_wasm/.stamp" 2>/dev/null)" != "$sdl_stamp" ]; then
  say "building SDL2 for wasm (about half a minute, once)"
  rm -rf "$cache/sdl2-wasm-build" "$sdl_wasm"
  if [ "$sdl_fixed_config" = 1 ]; then
    configure=(emcmake cmake -S "$sdl_recipe" -B "$cache/sdl2-wasm-build" -DCMAKE_BUILD_TYPE=Release
      -DCMAKE_INSTALL_PREFIX="$sdl_wasm" -DSDL_SOURCE_DIR="$sdl_src")
  else
    configure=(emcmake cmake -S "$sdl_src" -B "$cache/sdl2-wasm-build" -DCMAKE_BUILD_TYPE=Release
      -DCMAKE_INSTALL_PREFIX="$sdl_wasm" -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF
      -DSDL_AUDIO=OFF -DSDL_JOYSTICK=OFF -DSDL_HAPTIC=OFF -DSDL_HIDAPI=OFF -DSDL_SENSOR=OFF
      -DSDL_POWER=OFF -DSDL_RENDER=OFF -DSDL_LOCALE=OFF)
  fi
  "${configure[@]}" >"$cache/sdl2-wasm.log" 2>&1 &&
    cmake --build "$cache/sdl2-wasm-build" -j"$(nproc)" >>"$cache/sdl2-wasm.log" 2>&1 &&
    cmake --install "$cache/sdl2-wasm-build" >>"$cache/sdl2-wasm.log" 2>&1 ||
    { tail -n 40 "$cache/sdl2-wasm.log" >&2; say "SDL2 wasm build failed; log: $cache/sdl2-wasm.log"; exit 1; }
  echo "$sdl_stamp" >"$sdl_wasm/.stamp"
fi

# --- npm packages for the browser tests (playwright-core drives Debian's Chromium) ---------------
browser_tests=$repo/tests/browser
lock_sum=$(sha256sum "$browser_tests/package-lock.json" | cut -d' ' -f1)
if [ "$(cat "$browser_tests/node_modules/.knobel-lock" 2>/dev/null)" != "$lock_sum" ]; then
  say "installing the browser tests' npm packages"
  (cd "$browser_tests" && npm ci --no-audit --no-fund --loglevel=error)
  echo "$lock_sum" >"$browser_tests/node_modules/.knobel-lock"
fi

# --- What the Makefile reads ----------------------------------------------------------------------
cat >"$cache/env.sh.new" <<EOF
# Written by scripts/bootstrap.sh; sourced by the Makefile before web builds.
export NODE_PATH=/usr/share/nodejs
export EMSDK_PYTHON=$EMSDK_PYTHON
export EM_CACHE=$em_cache
export KNOBEL_SDL2_WASM=$sdl_wasm
export KNOBEL_IMGUI_DIR=$imgui_src
export KNOBEL_FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
EOF
mv "$cache/env.sh.new" "$cache/env.sh"
