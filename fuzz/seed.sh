#!/usr/bin/env bash
# fuzz/seed.sh MLSYS - regenerate the seed corpora fuzz/corpus/TARGET/ from
# the shipped catalog (data/), the scenarios (scenarios/), the test data
# (tests/data/), the golden CLI tests (tests/cli/) and the examples of every
# command's help (from the binary MLSYS). Seeds are small files named by the
# hash of their content, so a rerun adds nothing twice. Command-line seeds
# are NUL-separated words (see fuzz/fuzz_util.h).
set -euo pipefail
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$(dirname "$0")/.."
out=fuzz/corpus

# put TARGET < bytes: store stdin as one seed of TARGET (at most 8 KiB).
put() {
    local tmp
    tmp=$(mktemp)
    cat >"$tmp"
    local size
    size=$(stat -c %s "$tmp")
    if [ "$size" -gt 0 ] && [ "$size" -le 8192 ]; then
        mkdir -p "$out/$1"
        mv "$tmp" "$out/$1/$(sha1sum <"$tmp" | cut -c1-16)"
    else
        rm -f "$tmp"
    fi
}

# words WORD... : the words NUL-separated.
words() { printf '%s\0' "$@"; }

# ---- yaml: catalog entries, scenarios, the catalog tests' bad files ----------
for f in data/*/*.yaml scenarios/*.yaml tests/data/catalog/*/*/*.yaml; do
    [ -f "$f" ] && put yaml <"$f"
done

# ---- scenario: the shipped scenarios and the scenario tests' files ------------
for f in scenarios/*.yaml tests/data/scenario/*.yaml; do
    [ -f "$f" ] && put scenario <"$f"
done

# ---- input: the --input tests' files, and a few of each format ---------------
for f in tests/data/input/*; do
    [ -f "$f" ] && put input <"$f"
done
printf 'hw,workload,batch\nh100,llama70b,1\nb200,llama3-8b,64\n' | put input
printf 'alpha\tbeta\tsize\n2us\t10GB/s\t1MB\n' | put input
printf '{"arrival": "100 req/s", "svc": "5 ms"}\n{"arrival": 50, "svc": null}\n' | put input
printf 'devices,mtbf,time\n"2048","50000 h","24 h"\n' | put input

# ---- units: every quoted or unit-bearing value of the catalog, and more -------
{
    grep -ho ':[[:space:]]*"[^"]*"' data/*/*.yaml | sed 's/^:[[:space:]]*"//; s/"$//'
    cat <<'EOF'
140 GB / 3.35 TB/s
400 Gbps
1024 * 312 TFLOP/s
80 GiB
3 (m/s)^2
-2^2
100 /s
1/(50 GB/s)
20 ps/B
0.5 pJ/B
20 g/kWh
50000 FIT
12 %
2e-5 /h
70B
1e308*10
1e-400
(((1 s)))
1 s + 1 B
3.35 TBps
µs
EOF
} | sort -u | while IFS= read -r q; do printf '%s' "$q" | put units; done

# ---- command lines: help examples and golden test commands --------------------
# Each command line is read by bash (quotes as written) up to the first pipe,
# redirection or process substitution; lines naming files are skipped.
help=$("$bin" help --format json) # the help data (docs/help-json.md)
cmdlines() {
    jq -r '.commands[].examples[] | sub("^mlsys "; "")' <<<"$help"
    grep -h '^\$ mlsys ' tests/cli/*/*.t | sed 's/^\$ mlsys //'
}
cmdlines | grep -v -e '<(' -e '\$(' -e '`' -e 'TESTDATA' -e ';' -e '&' | sed 's/[|>].*//' | sort -u |
    while IFS= read -r line; do
        ( set -f; eval "set -- $line" 2>/dev/null && words "$@" ) | put cli
    done

# optargv: the first byte picks the table (commands, then each one's
# subcommands, in `mlsys help` order); the rest are the words after it. The
# harness takes its tables from the command table, which help and
# completion are not in.
mapfile -t tables < <(jq -r '.commands[] | select(IN(.parent // .name; "help", "completion") | not)
    | .name' <<<"$help")
for f in "$out"/cli/*; do
    two=$(tr '\0' '\n' <"$f" | head -2 | paste -sd' ')
    one=$(tr '\0' '\n' <"$f" | head -1)
    at=-1 n=0
    for i in "${!tables[@]}"; do
        [ "${tables[$i]}" = "$two" ] && at=$i n=2 && break
        [ "${tables[$i]}" = "$one" ] && [ "$at" = -1 ] && at=$i n=1
    done
    [ "$at" -ge 0 ] || continue
    { printf "\\$(printf '%03o' "$at")"; tr '\0' '\n' <"$f" | tail -n +$((n + 1)) | tr '\n' '\0'; } |
        put optargv
done

# ---- sweep: lists, ranges and "all" on the harness's own table ----------------
while IFS= read -r line; do
    ( set -f; eval "set -- $line"; words "$@" ) | put sweep
done <<'EOF'
--batch 1..1024x4 --bw 1TB/s..8TB/s*2
--bw 1TB/s,2TB/s,3.35TB/s --batch 1,8,64
--batch 1..10 --eff 0.1..1+0.1
--lat 0s..1ms+100us --p 0..1+0.25
--hw all --workload llama70b,llama3-8b
--precision fp16,bf16,fp8 --x -5..5+2.5
--ci "20 g/kWh,500 g/kWh" --note a --note b -F
--batch 1..1e6*1.5 7
--shard 2/8
1/1 --batch 8..1
--bw 1..8TB/s*2
--x 1e-300..1e300x10
EOF
echo "seeds: $(for d in "$out"/*/; do printf '%s=%s ' "$(basename "$d")" "$(ls "$d" | wc -l)"; done)"
