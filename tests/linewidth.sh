#!/usr/bin/env bash
# linewidth.sh SRCDIR - no line of the C sources (src/, include/mlsys/) is wider
# than 100 bytes, the project's line width; each one that is gets named with its
# file:line and width. The generated dtoa table is checked like the rest.
set -euo pipefail
cd "$1"
LC_ALL=C awk 'length > 100 { printf "linewidth: %s:%d: %d bytes (at most 100)\n", FILENAME, FNR, length; bad = 1 }
              END { exit bad }' src/*/*.c src/*/*.h include/mlsys/*.h
