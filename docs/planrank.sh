#!/usr/bin/env bash
# docs/planrank.sh MLSYS SCENARIO... - the published layout of each training
# scenario against what `mlsys plan` finds, one tab-separated line
# per scenario:
#   name  published_layout  published_T_step  best_T_step  best_layout  rank  feasible
#   rank_zero0  feasible_zero0
# plan searches with the scenario's run options pinned (precision, recompute,
# sequence parallelism, overlaps, attention), its devices and global batch,
# and t, p, b, v and ZeRO free; rank is the published layout's place among
# the feasible layouts by T_step (1 + the number strictly faster). The _zero0
# pair repeats the search with ZeRO 0 pinned (the software of 2021 had no
# ZeRO). docs/mkvalidation.sh tabulates it; tests/cli/plan/narayanan.t checks it.
set -euo pipefail
bin=$1
shift
for name in "$@"; do
    all=() plan=()
    declare -A o=()
    while IFS=$'\t' read -r k v; do
        all+=("--$k" "$v")
        o[$k]=$v
        case $k in tp | pp | dp | microbatch | interleave | zero) ;; *) plan+=("--$k" "$v") ;; esac
    done < <("$bin" scenario show "$name" -f json |
        jq -r '.rows[] | select(.field | startswith("inputs.options.")) | [(.field | ltrimstr("inputs.options.")), .value] | @tsv')
    pub=$("$bin" train "${all[@]}" --columns T_step -f csv --no-header)
    best=$("$bin" plan "${plan[@]}" --top 1 --columns T_step,tp,pp,dp,microbatch,interleave,zero \
        -f csv --no-header)
    # rank and count of the feasible layouts, with ZeRO free and with ZeRO 0
    rank() { "$bin" plan "${plan[@]}" "$@" --all --columns T_step -f csv --no-header |
        awk -v p="$pub" '{ n++; if ($1 < p) b++ } END { printf "%d\t%d", b + 1, n }'; }
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" \
        "t ${o[tp]}, p ${o[pp]}, b ${o[microbatch]:-1}, v ${o[interleave]:-1}" "$pub" "${best%%,*}" \
        "$(awk -F, '{ printf "t %s, p %s, d %s, b %s, v %s, ZeRO %s", $2, $3, $4, $5, $6, $7 }' <<<"$best")" \
        "$(rank)" "$(rank --zero 0)"
done
