#!/usr/bin/env bash
# Seeds at and just over the inputs' size limits, written into DIR/<target>/ for `make fuzz`: a
# short fuzz run (the 10 s smoke of `make test`) starts from small seeds and never grows an input
# to 100,000 digits by itself, so the limits would go untested. Generated here rather than
# committed: a few hundred KB of repetition says less than the lines below.
#   Hex-Max: 100,000 digits (hexmax/problem.h kMaxDigits) and 100,001; the same as links.
#   Matches: 5,000 matches before and after (matches/problem.h kMaxMatches) and 5,001.
#   Crossnumber: a 20 x 20 grid (crossnumber/puzzle.h kMaxSide) and 21 x 21.
set -euo pipefail
dir=${1:?usage: fuzz_limit_seeds.sh DIR}
mkdir -p "$dir"/hexmax_file "$dir"/hexmax_link "$dir"/matches_file "$dir"/crossnumber_file

hex_digits() { head -c "$1" /dev/zero | tr '\0' 'F'; }
for n in 100000 100001; do
    { hex_digits "$n"; printf '\n7\n'; } >"$dir/hexmax_file/digits-$n"
    { hex_digits "$n"; printf '/7'; } >"$dir/hexmax_link/digits-$n"
done

# n matches in a row along the x axis, one after the other (a = 0, 2, 4, ...: a and d both even).
matches_row() { seq 0 2 $((2 * $1 - 2)) | sed 's/.*/& 0 0 0 0/'; }
for n in 5000 5001; do
    { echo before; matches_row "$n"; echo after; matches_row "$n"; echo moves 1; } >"$dir/matches_file/matches-$n"
done

# An n x n grid of white cells, labelled where the top row and the left column start entries.
grid() {
    local n=$1 r c row
    echo grid
    for ((r = 0; r < n; r++)); do
        row=""
        for ((c = 0; c < n; c++)); do
            if ((r == 0 || c == 0)); then row+="L$r$c "; else row+=". "; fi
        done
        echo "${row% }"
    done
    echo end
    echo "PZ(L00_w)"
}
for n in 20 21; do grid "$n" >"$dir/crossnumber_file/grid-$n"; done
