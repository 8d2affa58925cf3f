#!/usr/bin/env bash
# run.sh - build an optimised tree and print every benchmark figure
# (README.md, Speed). Benchmarks measure; they never pass or
# fail a build (the tests do that). Figures vary with machine load: run on
# an idle machine and read them side by side, not against fixed numbers.
set -euo pipefail
cd "$(dirname "$0")/.."
b=build-bench
cmake -S . -B "$b" -DCMAKE_BUILD_TYPE=Release -DMLSYS_TESTS=OFF >/dev/null
cmake --build "$b" -j "$(nproc)" >/dev/null
cc -O2 -o "$b/bare_print" bench/bare_print.c
mlsys=$b/mlsys

# Mean wall time of N runs of a command, in microseconds.
mean_us() {
    local n=$1; shift
    local t0 t1
    t0=$(date +%s%N)
    for ((i = 0; i < n; i++)); do "$@" >/dev/null; done
    t1=$(date +%s%N)
    echo $(((t1 - t0) / n / 1000))
}

for prog in "$b"/bench_*; do
    [ -x "$prog" ] || continue
    echo "== $(basename "$prog")"
    "$prog"
done

# Instructions of one run of a command, by callgrind, start-up included
# (instructions do not depend on the machine's load, unlike the times).
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
        sed -n 's/.*refs: *//p' | tr -d ,
}

# Instructions per row of a CSV sweep of one command (callgrind): the
# difference between 50,001 rows and 1 row, so start-up is left out.
# row_instructions OPTION FIRST STEP ARGS...: OPTION swept over FIRST,
# FIRST + STEP, ... (50,001 values) against OPTION FIRST alone.
row_instructions() {
    local opt=$1 first=$2 step=$3 one many
    shift 3
    one=$(instructions "$mlsys" "$@" "$opt" "$first" -f csv)
    many=$(instructions "$mlsys" "$@" "$opt" "$first..$((first + 50000 * step))+$step" -f csv \
        --jobs 1) # callgrind follows one process
    echo $(((many - one) / 50000))
}

echo "== start-up: one iron-law against a C program that prints one number"
# Ten rounds of 30 runs of each, alternating, so that a change in the
# machine's load weighs on both alike.
bare=0 one=0
for round in 1 2 3 4 5 6 7 8 9 10; do
    bare=$((bare + $(mean_us 30 "$b/bare_print")))
    one=$((one + $(mean_us 30 "$mlsys" iron-law --hw h100 --workload llama70b)))
done
bare=$((bare / 10)) one=$((one / 10))
echo "bare printf: $bare us; mlsys iron-law --hw h100 --workload llama70b: $one us;" \
     "ratio $(awk "BEGIN{printf \"%.2f\", $one/$bare}") (mean of 300 runs each)"
if command -v valgrind >/dev/null; then
    ibare=$(instructions "$b/bare_print")
    ione=$(instructions "$mlsys" iron-law --hw h100 --workload llama70b)
    echo "instructions (callgrind): bare printf $ibare; mlsys iron-law $ione;" \
         "ratio $(awk "BEGIN{printf \"%.2f\", $ione/$ibare}")"
fi
echo "binary: $(file -b "$mlsys" | cut -d, -f1-4)"

# Rows per second of a sweep of one command to CSV (5 runs, median and
# best), the peak memory of the median run, and the median by user CPU
# time (on a machine shared with other work, wall time waits for the CPU;
# the CPU time counts only this process's own).
sweep_rate() {
    local rows=$1; shift
    for run in 1 2 3 4 5; do
        /usr/bin/time -f "%e %M %U" -o "$b/cmd.time" "$mlsys" "$@" -f csv >/dev/null
        cat "$b/cmd.time"
    done | sort -n >"$b/cmd.times"
    read -r real rss _ < <(sed -n 3p "$b/cmd.times")
    read -r best _ < <(sed -n 1p "$b/cmd.times")
    user=$(awk '{print $3}' "$b/cmd.times" | sort -n | sed -n 3p)
    echo "median wall $real s: $(awk "BEGIN{printf \"%.0f\", $rows/$real}") rows/s;" \
         "best $(awk "BEGIN{printf \"%.0f\", $rows/$best}") rows/s; peak memory $rss KB;" \
         "median user CPU $user s: $(awk "BEGIN{printf \"%.0f\", $rows/$user}") rows/s"
}

echo "== iron-law: a 1,000,000-row sweep to CSV (one core)"
sweep_rate 1000000 iron-law --hw h100 --workload llama3-8b --batch 1..1000000 --jobs 1
echo "== the same with --jobs left to its default ($(nproc) cores; user CPU of every process)"
sweep_rate 1000000 iron-law --hw h100 --workload llama3-8b --batch 1..1000000
if command -v valgrind >/dev/null; then
    echo "instructions per row (callgrind, start-up left out):" \
         "$(row_instructions --batch 1 1 iron-law --hw h100 --workload llama3-8b)"
fi

echo "== infer: a 1,000,000-row sweep of Llama-3-70B on one H100 to CSV (one core)"
sweep_rate 1000000 infer --hw h100 --workload llama3-70b --batch 1..1000000 --jobs 1
echo "== the same with --jobs left to its default ($(nproc) cores)"
sweep_rate 1000000 infer --hw h100 --workload llama3-70b --batch 1..1000000
if command -v valgrind >/dev/null; then
    echo "instructions per row (callgrind, start-up left out):" \
         "$(row_instructions --batch 1 1 infer --hw h100 --workload llama3-70b)"
fi

echo "== infer: the same on eight H100 of a node (--tp 8; one core, then the default --jobs)"
sweep_rate 1000000 infer --hw h100 --workload llama3-70b --tp 8 --batch 1..1000000 --jobs 1
sweep_rate 1000000 infer --hw h100 --workload llama3-70b --tp 8 --batch 1..1000000

echo "== infer: llama.cpp's layer split, prompts of 512 to 16,384 tokens over 4 GPUs (one core)"
# Each row simulates the host queueing the prompt's pieces (up to 32) on the
# GPUs' launch queues (docs/inference.md, Engines): 15,873 rows.
sweep_rate 15873 infer --hw rtx4090 --workload llama3-70b --engine llamacpp-2405 --precision fp16 \
    --capacity 100GB --pp 4 --node-size 4 --intra-fabric pcie-gen4 --prompt 512..16384+1 \
    --output-tokens 1 --jobs 1

echo "== infer: batches over batch_max, each the paged cache's pauses simulated (one core)"
# Lenovo's H100 NVL at t = 1: 277 whole sequences fit, 540 prompts do (10,263
# pages of 16 tokens, 19 a prompt), so the 263 batches from 278 to 540 each run
# the cohort simulation and the rest reuse the last (docs/inference.md, A batch
# over the cache): 1,023 rows.
sweep_rate 1023 infer --hw h100-nvl --workload llama2-70b --precision fp8 --prompt 300 \
    --output-tokens 290 --mem-util 0.95 --batch 278..1300 --jobs 1

echo "== plan: every layout of the 1T GPT on 3,072 A100 (B 3072, all dimensions free; one core)"
# bench_plan (above) times the search alone, pruned and brute force; this is
# the whole command, start-up, set-up and output included.
plan1t=("$mlsys" plan --hw a100 --layers 128 --hidden 25600 --heads 160 --vocab 51200
    --devices 3072 --global-batch 3072)
considered=$("${plan1t[@]}" | sed -n 's/^note: \([0-9]*\) layouts considered.*/\1/p')
echo "mlsys plan: $(mean_us 20 "${plan1t[@]}") us per run (mean of 20) for $considered layouts;" \
     "the iron-law start-up above for comparison"

echo "== serving: the SLO search over layouts (one core)"
# Without --tp the search sets up and sizes every layout t x p it tries (up to
# 22: t 1 to 64, p 1 to 8, t p at most 64; docs/serving.md); with --tp and --pp
# one layout. The whole command, start-up and output included.
slo=(--arrival 50req/s --slo-ttft 1s --slo-tpot 50ms -f csv --columns replicas_min,tp,pp)
echo "serving, layouts searched (Llama 2 70B on H100): $(mean_us 10 "$mlsys" serving --hw h100 \
    --workload llama70b "${slo[@]}") us per run (mean of 10);" \
     "one layout (--tp 4 --pp 1): $(mean_us 10 "$mlsys" serving --hw h100 --workload llama70b \
    --tp 4 --pp 1 "${slo[@]}") us"

# The most load within MLPerf's Server limits on AMD's eight MI300X behind a
# batcher (--gather: TTFT's quantiles convolve the gathering wait in closed
# form), bisected over the arrival rate (docs/serving.md).
echo "serving --find arrival with --gather (MI300X Server row): $(mean_us 10 "$mlsys" serving \
    --hw mi300x --workload llama2-70b --engine vllm-v0 --precision fp8 --kv-precision fp8 \
    --replicas 8 --prompt 300 --output-tokens 293 --max-batch 1024 --mem-util 0.97 \
    --gather 0.3s --arrival 200req/s --slo-ttft 2s --slo-tpot 200ms --find arrival -f csv \
    --columns tokens_per_s) us per run (mean of 10)"

# The most load 8 H100 carry within the targets over every layout of them
# (--devices without --tp: 9 layouts set up, each bisected over the rate).
echo "serving --find arrival --devices 8 (layout search, Llama 3 70B): $(mean_us 10 "$mlsys" \
    serving --hw h100 --workload llama3-70b --devices 8 --slo-ttft 1s --slo-tpot 50ms \
    --find arrival --arrival 100req/s -f csv --columns lambda_arr) us per run (mean of 10)"

echo "== the people's table of a 200,000-row sweep (one core; 3 runs, median)"
# The table holds 1,000 rows to lay out its columns and streams the rest:
# memory stays flat, and a reader that goes away (head -1) ends it at once.
for run in 1 2 3; do
    /usr/bin/time -f "%e %M" -o "$b/table.time" \
        "$mlsys" infer --hw h100 --workload llama70b --batch 1..200000 >/dev/null
    cat "$b/table.time"
done | sort -n >"$b/table.times"
read -r real rss < <(sed -n 2p "$b/table.times")
echo "table: wall $real s, $(awk "BEGIN{printf \"%.0f\", 200000/$real}") rows/s, peak memory $rss KB"
t0=$(date +%s%N)
"$mlsys" infer --hw h100 --workload llama70b --batch 1..2000000 | head -1 >/dev/null
echo "table of 2,000,000 rows | head -1: $((($(date +%s%N) - t0) / 1000000)) ms"

echo "== plan --top K over a large space: GPT-3 on up to 100,000 A100, B 55,440 (one core)"
# 15.6 million layouts considered, 665,242 feasible: --all streams them, --top K
# keeps K in a heap (K = 1e9 keeps all of them).
planbig=("$mlsys" plan --hw a100 --workload gpt3 --max-devices 1e5 --global-batch 55440 -f csv)
for keep in "--top 10" "--top 60000" "--top 1e9" "--all"; do
    /usr/bin/time -f "%e %M" -o "$b/plan.time" "${planbig[@]}" $keep >/dev/null
    read -r real rss <"$b/plan.time"
    echo "plan $keep: wall $real s, peak memory $rss KB"
done

if "$mlsys" help scenario >/dev/null 2>&1; then
    echo "== scenario check of every shipped scenario"
    /usr/bin/time -f "%e %M" -o "$b/scen.time" "$mlsys" scenario check >/dev/null || true
    read -r real rss <"$b/scen.time"
    echo "scenario check: $(mean_us 20 "$mlsys" scenario check) us per run; peak memory $rss KB"
fi

echo "== train: 100,000 layouts of GPT-3 175B on 1024 A100 (global batch swept; one core, then the default --jobs)"
sweep_rate 100000 train --hw a100 --workload gpt3 --devices 1024 --tp 8 --pp 8 \
    --global-batch 16..1600000+16 --jobs 1
sweep_rate 100000 train --hw a100 --workload gpt3 --devices 1024 --tp 8 --pp 8 \
    --global-batch 16..1600000+16
if command -v valgrind >/dev/null; then
    echo "instructions per row (callgrind, start-up left out):" \
         "$(row_instructions --global-batch 16 16 train --hw a100 --workload gpt3 --devices 1024 \
             --tp 8 --pp 8)"
fi

echo "== the same iron law in Python with pint (the comparison figure)"
if /usr/bin/python3 -c "import pint" 2>/dev/null; then
    py=$(mean_us 5 /usr/bin/python3 bench/iron_law_pint.py)
    echo "python3 + pint: $py us per run ($(/usr/bin/python3 bench/iron_law_pint.py));" \
         "mlsys is $(awk "BEGIN{printf \"%.0f\", $py/$one}")x faster"
else
    echo "python3-pint not installed (apt-get install python3-pint)"
fi
