#!/usr/bin/env bash
# install.sh BUILDDIR SRCDIR [SANITIZE] - install the build into a temporary prefix and
# build examples/iron_law.c against it with pkg-config alone, as an
# embedding program would; it must print the iron law of the main job.
set -euo pipefail
build=$1 src=$2 san=${3:-OFF}
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
pc=$(find "$prefix" -name mlsys.pc | head -1)
[ -n "$pc" ] || { echo "install: no mlsys.pc installed"; exit 1; }
export PKG_CONFIG_PATH=$(dirname "$pc")
for h in "$prefix"/include/mlsys/*.h; do
    grep -q '#include "\(core\|run\|render\|scenario\|commands\|cli\)/' "$h" &&
        { echo "install: $h includes an internal header"; exit 1; }
done
cc=${CC:-cc}
extra=()
# A sanitized library needs the sanitizer runtime in the program that links it.
[ "$san" = ON ] && extra=(-fsanitize=address,undefined)
# shellcheck disable=SC2046
$cc -std=c11 -Wall -Wextra -Werror "${extra[@]}" $(pkg-config --cflags mlsys) "$src/examples/iron_law.c" \
    -o "$prefix/iron_law" $(pkg-config --libs --static mlsys)
# With -DBUILD_SHARED_LIBS=ON -lmlsys is the installed libmlsys.so, which the
# loader finds only when told where it was installed.
libdir=$(dirname "$(dirname "$pc")")
out=$(LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$prefix/iron_law")
echo "$out"
# Hand calculation (Llama 3.1 70B, H100 SXM, batch 1, S = 2048, fp16):
# D_vol = 2 B x 70.6e9 + 2 x 80 layers x 8 kv heads x 128 x 2048 x 2 B = 141.87 GB,
# T_mem = 141.87 GB / 3.35 TB/s = 42.35 ms; O = 2 x 70.6e9 + 4 x 80 x 8192 x 2048
# = 146.6 GFLOP, T_comp = O / 989 TFLOP/s = 0.148 ms; L_lat = 0.01 ms: T = 42.51 ms.
case $out in
    "T = 42.51 ms (memory-bound)"*) ;;
    *) echo "install: the example printed '$out', expected T = 42.51 ms (memory-bound)"; exit 1 ;;
esac
