#!/usr/bin/env bash
# cxx.sh LIBMLSYS.so SRCDIR CXX [SANITIZE] - the public headers are usable
# from C++: a C++11 program including every header in include/mlsys/
# (listed now, so a new header is included without editing anything)
# compiles with -Wall -Wextra -Werror -pedantic, links against the shared
# library (a declaration outside extern "C" would be looked up under its
# C++ mangled name and fail to link) and runs. tests/headers.sh checks
# that every header has the extern "C" guard.
set -euo pipefail
lib=$1 src=$2 cxx=$3 san=${4:-OFF}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
{
    for h in "$src"/include/mlsys/*.h; do
        echo "#include \"mlsys/${h##*/}\""
    done
    cat <<'CPP'
#include <cstdio>
#include <cstring>

int main()
{
    mlsys_init();
    struct mlsys_err err;
    mlsys_err_clear(&err);
    mlsys_qty q;
    if (mlsys_units_parse("3.35 TB/s", &q, &err) != MLSYS_OK)
        return 1;
    struct mlsys_cell c = mlsys_cell_num(q);
    struct mlsys_cell v = mlsys_cell_val(2.0);
    /* 3.35 TB/s is 3.35e12 B/s; the value cell keeps 2 and its flag. */
    if (c.type != MLSYS_CELL_NUM || c.q.v != 3.35e12 || !v.col_unit || v.q.v != 2.0)
        return 1;
    if (std::strcmp(mlsys_version(), MLSYS_VERSION) != 0)
        return 1;
    std::printf("mlsys %s from C++\n", mlsys_version());
    return 0;
}
CPP
} >"$tmp/all.cpp"
extra=()
# A sanitized library needs the sanitizer runtime in the program that links it.
[ "$san" = ON ] && extra=(-fsanitize=address,undefined)
"$cxx" -std=c++11 -Wall -Wextra -Werror -pedantic "${extra[@]}" -I"$src/include" "$tmp/all.cpp" \
    -o "$tmp/all" "$lib" -Wl,-rpath,"$(dirname "$lib")" || fail=1
if [ $fail = 0 ]; then
    "$tmp/all" || { echo "cxx: the C++ program failed"; fail=1; }
fi
exit $fail
