#!/usr/bin/env bash
# restate.sh MLSYS [EVERY] - restating a workload's own figures changes nothing.
#
# For every catalog workload and every command that reads a workload's
# shape (iron-law, memory, infer, train), run the command once plainly and
# once for each field the record gives restated alone as its option
# (--params, --layers, --hidden, --heads, --kv-heads, --head-dim, --ffn,
# --vocab, whichever the command takes) and once with all of them, on one
# device and on a split layout, and require the same stdout, stderr and
# exit status. A workload a command
# does not accept (its plain run fails) is skipped for that command.
# One shape, however it is given, is one model. EVERY (default 1) takes every
# EVERYth workload of the catalog's list, the first among them: the
# sanitizer build passes 3 (CMakeLists.txt), for time.
set -u -o pipefail
bin=$1
every=${2:-1}
unset MLSYS_CATALOG
fail=0 n=0 skipped=0

# The options each command takes for the record's keys.
declare -A opt_il=([parameters]=--params [active_parameters]=--active-params
    [layers]=--layers [hidden]=--hidden [heads]=--heads [kv_heads]=--kv-heads
    [head_dim]=--head-dim)
declare -A opt_tr=([layers]=--layers [hidden]=--hidden [heads]=--heads
    [kv_heads]=--kv-heads [head_dim]=--head-dim [ffn]=--ffn [vocab]=--vocab)

# The commands, each with the layouts it runs at (one device, then split).
cases=(
    "iron-law|il|--hw h100"
    "iron-law|il|--hw h100 --tp 2 --pp 2"
    "memory|il|--hw h100"
    "memory|il|--hw h100 --tp 2 --pp 2 --dp 2"
    "infer|tr|--hw h100"
    "infer|tr|--hw h100 --tp 2 --pp 2"
    "train|tr|--hw h100"
    "train|tr|--hw h100 --devices 16 --tp 2 --pp 2"
)

names=$("$bin" catalog list workloads --format tsv | tail -n +2 | cut -f1) ||
    { echo "FAIL: mlsys catalog list workloads"; exit 1; }
i=0
for w in $names; do
    i=$((i + 1))
    [ $(((i - 1) % every)) = 0 ] || continue
    fields=$("$bin" catalog show "$w" --format json |
        jq -r '.rows[] | select(.unit == "") | "\(.key) \(.value)"') ||
        { echo "FAIL: mlsys catalog show $w"; fail=1; continue; }
    for c in "${cases[@]}"; do
        IFS='|' read -r cmd map layout <<<"$c"
        plain=$("$bin" $cmd $layout --workload "$w" 2>&1); status=$?
        if [ $status != 0 ]; then
            skipped=$((skipped + 1))
            continue
        fi
        all="" runs=()
        while read -r key value; do
            [ -n "$key" ] || continue
            if [ "$map" = il ]; then o=${opt_il[$key]:-}; else o=${opt_tr[$key]:-}; fi
            [ -n "$o" ] || continue
            runs+=("$o $value")
            all="$all $o $value"
        done <<<"$fields"
        [ ${#runs[@]} -gt 1 ] && runs+=("${all# }")
        for extra in "${runs[@]}"; do
            n=$((n + 1))
            again=$("$bin" $cmd $layout --workload "$w" $extra 2>&1); status2=$?
            if [ "$plain" != "$again" ] || [ $status2 != 0 ]; then
                echo "FAIL: mlsys $cmd $layout --workload $w $extra differs from the plain run:"
                diff <(echo "$plain") <(echo "$again") | head -10
                fail=1
            fi
        done
    done
done
echo "restated: $n compared, $skipped skipped (the command refuses the workload), every $every of the workloads"
exit $fail
