#!/usr/bin/env bash
# run.sh - build an optimised tree and print every benchmark figure.
# Benchmarks measure; they never pass or fail a build (tests do that).
set -euo pipefail
cd "$(dirname "$0")/.."
b=build-bench
cmake -S . -B "$b" -DCMAKE_BUILD_TYPE=Release -DMLSYS_TESTS=OFF >/dev/null
cmake --build "$b" -j "$(nproc)" >/dev/null
for prog in "$b"/bench_*; do
    [ -x "$prog" ] || continue
    echo "== $(basename "$prog")"
    "$prog"
done
