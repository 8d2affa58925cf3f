#!/usr/bin/env bash
# headers.sh SRCDIR - the rules every public header (include/mlsys/*.h)
# keeps, so that the API stays one a program can rely on (docs/api.md):
#   - the umbrella mlsys.h includes every other public header;
#   - a header that declares functions wraps them in extern "C" { } under
#     #ifdef __cplusplus (tests/cxx.sh compiles them as C++);
#   - every enumerator has an explicit value (values are append-only);
#   - a header with enums says that their values are fixed;
#   - a header that declares functions says whether they are thread-safe.
set -euo pipefail
cd "$1/include/mlsys"
fail=0
for h in *.h; do
    [ "$h" = mlsys.h ] && continue
    grep -q "^#include \"mlsys/$h\"$" mlsys.h ||
        { echo "headers: mlsys.h does not include mlsys/$h"; fail=1; }
    if grep -q '^MLSYS_API' "$h" &&
        ! { grep -q '^#ifdef __cplusplus$' "$h" && grep -q '^extern "C" {$' "$h"; }; then
        echo "headers: $h declares functions without an extern \"C\" guard"
        fail=1
    fi
    if grep -q '^MLSYS_API' "$h" && ! grep -qi 'thread.safe\|thread safety' "$h"; then
        echo "headers: $h does not say whether its functions are thread-safe"
        fail=1
    fi
    if grep -q '^\(typedef \)\?enum' "$h" && ! grep -q 'none is renumbered or reused' "$h"; then
        echo "headers: $h has enums but does not say their values are append-only"
        fail=1
    fi
done
# Enumerators without '=': comments removed, each enum body cut at commas.
missing=$(awk '
    {
        line = $0; code = ""
        while (line != "") {
            if (incomment) {
                i = index(line, "*/"); if (!i) { line = ""; break }
                line = substr(line, i + 2); incomment = 0; continue
            }
            i = index(line, "/*"); if (!i) { code = code line; break }
            code = code substr(line, 1, i - 1); line = substr(line, i + 2); incomment = 1
        }
        if (!inenum && code ~ /^(typedef )?enum[^;(]*\{/) { inenum = 1; body = "" }
        if (inenum) {
            body = body " " code
            if (code ~ /\}/) {
                sub(/^[^{]*\{/, "", body); sub(/\}.*/, "", body)
                n = split(body, item, ",")
                for (k = 1; k <= n; k++) {
                    gsub(/^[ \t]+|[ \t]+$/, "", item[k])
                    if (item[k] != "" && item[k] !~ /=/)
                        print FILENAME ": " item[k]
                }
                inenum = 0
            }
        }
    }' *.h)
if [ -n "$missing" ]; then
    echo "headers: enumerators without an explicit value (write '= N'; values are append-only):"
    echo "$missing"
    fail=1
fi
exit $fail
