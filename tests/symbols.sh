#!/usr/bin/env bash
# symbols.sh LIBMLSYS.so SRCDIR CC - the shared library exports exactly the
# functions and objects the public headers (include/mlsys/*.h) declare:
# nothing internal leaks out (the layers compile with hidden visibility)
# and nothing declared is missing (every declaration carries MLSYS_API).
# The declared functions are listed by the compiler itself (GCC's
# -aux-info over a file including every header), the declared objects by
# their `extern` lines; each must carry the mlsys_ prefix. Exit 77
# (skipped) when CC is not GCC.
set -euo pipefail
lib=$1 src=$2 cc=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$cc" --version 2>/dev/null | grep -q 'Free Software Foundation' ||
    { echo "symbols: $cc is not GCC (-aux-info is needed); skipped"; exit 77; }
for h in "$src"/include/mlsys/*.h; do
    echo "#include \"mlsys/${h##*/}\""
done >"$tmp/all.c"
"$cc" -std=c11 -I"$src/include" -fsyntax-only -aux-info "$tmp/aux" "$tmp/all.c"
# "/* .../include/mlsys/x.h:12:NC */ extern int mlsys_f (...);" -> mlsys_f
# (static inline helpers are not symbols and are left out).
sed -n 's|^/\* .*/include/mlsys/[a-z_]*\.h:[0-9]*:NC \*/ extern .*[ *]\([A-Za-z_][A-Za-z0-9_]*\) (.*|\1|p' \
    "$tmp/aux" >"$tmp/declared"
# Objects: "MLSYS_API extern const struct x name;" (no parenthesis).
sed -n 's/^[^(]*\bextern [^(]*[ *]\([A-Za-z_][A-Za-z0-9_]*\);.*/\1/p' "$src"/include/mlsys/*.h \
    >>"$tmp/declared"
sort -u "$tmp/declared" -o "$tmp/declared"
[ -s "$tmp/declared" ] || { echo "symbols: found no declaration in the public headers"; exit 1; }
# AddressSanitizer adds an ODR indicator, __odr_asan.NAME, beside each
# exported object (MLSYS_SANITIZE builds): the compiler's, not ours.
nm -D --defined-only "$lib" | awk '{print $NF}' | grep -v '^__odr_asan[._]' | sort -u \
    >"$tmp/exported"
fail=0
while IFS= read -r s; do
    echo "symbols: $s is declared in a public header without the mlsys_ prefix"
    fail=1
done < <(grep -v '^mlsys_' "$tmp/declared")
while IFS= read -r s; do
    echo "symbols: $s is exported by ${lib##*/} but declared in no public header" \
        "(make it static, or declare it with MLSYS_API in include/mlsys/)"
    fail=1
done < <(comm -13 "$tmp/declared" "$tmp/exported")
while IFS= read -r s; do
    echo "symbols: $s is declared in a public header but not exported by ${lib##*/}" \
        "(mark the declaration MLSYS_API, or define it in a library layer)"
    fail=1
done < <(comm -23 "$tmp/declared" "$tmp/exported")
[ $fail = 0 ] && echo "symbols: $(wc -l <"$tmp/exported") exported, as declared"
exit $fail
