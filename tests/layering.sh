#!/usr/bin/env bash
# layering.sh SRCDIR - every #include "x/..." in src/<layer>/ must name a
# layer that <layer> may use (docs/architecture.md), and a public header
# (include/mlsys/) only what its layer may use. The link side of the rule is
# checked by the mlsys_layercheck_* executables the build makes.
set -euo pipefail
cd "$1"
declare -A allow=(
    [core]="core"
    [numerics]="numerics core"
    [catalog]="catalog core"
    [models]="models numerics core"
    [setup]="setup models catalog numerics core"
    [render]="render core"
    [run]="run catalog core"
    [scenario]="scenario run setup models catalog numerics core"
    [commands]="commands scenario run setup models catalog numerics core"
    [cli]="cli commands scenario render run setup models catalog numerics core"
)
# The layer each public header belongs to.
layer_of_public() {
    case $1 in
        err.h|qty.h|units.h|table.h|export.h|version.h) echo core ;;
        init.h) echo numerics ;;
        catalog.h) echo catalog ;;
        setup.h) echo setup ;;
        run.h) echo cli ;;
        mlsys.h) echo umbrella ;;
        *) echo models ;;
    esac
}
fail=0
check() { # FILE LAYER
    local f=$1 layer=$2 inc dir
    while IFS= read -r inc; do
        dir=${inc%%/*}
        [ "$dir" = mlsys ] && dir=$(layer_of_public "${inc#mlsys/}")
        if [ "$dir" = umbrella ] || [[ " ${allow[$layer]} " != *" $dir "* ]]; then
            echo "layering: $f ($layer) includes \"$inc\" (layer $dir; $layer may use: ${allow[$layer]})"
            fail=1
        fi
    done < <(sed -n 's/^#include "\([a-z_]*\/[a-z_]*\.h\)".*/\1/p' "$f")
}
for layer in "${!allow[@]}"; do
    for f in src/"$layer"/*.[ch]; do
        [ -e "$f" ] || continue
        [ "$f" = src/cli/main.c ] && continue
        check "$f" "$layer"
    done
done
for f in include/mlsys/*.h; do
    l=$(layer_of_public "$(basename "$f")")
    [ "$l" = umbrella ] && continue
    check "$f" "$l"
done
# Every directory of src/ is a layer listed here.
for d in src/*/; do
    d=${d%/}; d=${d#src/}
    [ -n "${allow[$d]+x}" ] || { echo "layering: src/$d is not a known layer"; fail=1; }
done
# The library (set-up and models) names model inputs as {id}, never as an
# option ("--seq"): each command says them in its own words (src/run/say.c).
while IFS= read -r hit; do
    echo "layering: $hit spells an option; write the input as {name}"; fail=1
done < <(grep -n -- '"[^"]*--[a-z]' src/setup/*.c src/models/*.c || true)
# The public headers are the API: nothing in them is internal.
for f in include/mlsys/*.h; do
    if grep -q '#include "\(core\|run\|render\|scenario\|commands\|cli\|catalog\|numerics\)/' "$f"; then
        echo "layering: public header $f includes an internal header"; fail=1
    fi
done
exit $fail
