#!/usr/bin/env bash
# docs/mkvalidation.sh MLSYS > docs/validation.md - the model against published
# measurements: every shipped scenario of a validation group is run, and its
# expectation (the measured figure, with its tolerance) is set beside the
# prediction. tests/cli/validation.sh checks that docs/validation.md is what
# this script makes of the binary, so the table cannot drift from the code.
set -euo pipefail
bin=$1
here=$(cd "$(dirname "$0")" && pwd)
. "$here/rank.sh"
. "$here/mlperf41-server.sh"
. "$here/mlperf41-offline.sh"
names=$("$bin" scenario list -f csv --columns name --no-header)

# One validation group: heading, name pattern, a paragraph, and optionally a
# pattern of names that another group shows instead. A paragraph that quotes the
# group's predictions is given with prose_sum=CHECKSUM before the call: the
# checksum of the rows it was written against (rank.sh, prose_verdict).
group() {
    local title=$1 pattern=$2 text=$3 except=${4:-}
    local rows=() n
    for n in $names; do
        [[ $n =~ $pattern ]] && ! [[ -n $except && $n =~ $except ]] && rows+=("$n")
    done
    [ ${#rows[@]} -gt 0 ] || return 0
    printf '\n## %s\n\n%s\n\n' "$title" "$text"
    printf '| scenario | configuration | key | measured | predicted | error | tolerance | check |\n'
    printf '|---|---|---|---|---|---|---|---|\n'
    local name
    for name in "${rows[@]}"; do
        [ -f "$tmp/r/$name" ] || rows_of "$name"
        cat "$tmp/r/$name" 2>/dev/null || {
            echo "mkvalidation.sh: $name: no table rows ('$bin scenario run $name' fails, or" \
                "an expectation's measured text is not a quantity)" >&2
            exit 1
        }
    done | tee "$tmp/rows" | cut -f1
    stats "$tmp/rows" "$title"
    # a paragraph that quotes the rows' figures carries their checksum (prose_sum=)
    [ -z "${prose_sum:-}" ] || prose_verdict "$prose_sum" "$text" <"$tmp/rows"
}

# rows_of NAME...: each scenario's table rows (one per expectation, each followed
# by a tab and its absolute relative error, for the statistics) into $tmp/r/NAME,
# for many at once: each scenario run once, then one jq, two unit conversions
# (the measured text to SI; the prediction in the measured text's unit) and one
# awk for all of them. A scenario whose run fails, or one of whose expectations
# the conversions refuse, leaves no file.
rows_of() {
    local w="$tmp/w.$$" name
    mkdir -p "$w"
    for name in "$@"; do
        if "$bin" scenario run "$name" -f json >"$w/$name.json" 2>/dev/null; then
            : >"$tmp/r/$name.part"
        else
            rm -f "$w/$name.json"
        fi
    done
    ls "$w"/*.json >/dev/null 2>&1 || { rm -rf "$w"; return 0; }
    jq -r '.rows[] | select(.expected != null)
        | [(input_filename | sub(".*/"; "") | sub("[.]json$"; "")),
           .key, (.value | tostring), (.unit // "-"), .expected, .check] | @tsv' \
        "$w"/*.json >"$w/rows"
    # the numeric rows' conversions, in order: measured text, and the prediction
    # in the measured text's unit (a rate's 1/s written /s, which units reads)
    awk -F'\t' -v w="$w" '
        BEGIN { print "EXPR,UNIT" > (w "/meas.in"); print "EXPR,UNIT" > (w "/pred.in") }
        $3 != "true" && $3 != "false" {
            m = $5; sub(/ \(rtol.*/, "", m); u = m; sub(/^[^ ]* */, "", u)
            pu = ($4 == "1/s" ? "/s" : $4)
            printf "%s,\n", m > (w "/meas.in"); printf "%s %s,%s\n", $3, pu, u > (w "/pred.in") }' \
        "$w/rows"
    # a line the conversion refuses is named on stderr (FILE:LINE:COL) and has no
    # output line; its scenario gets no file
    "$bin" units --input "$w/meas.in" -f csv --columns value --no-header \
        >"$w/meas" 2>"$w/meas.err" || :
    "$bin" units --input "$w/pred.in" --digits 4 --no-header >"$w/pred" 2>"$w/pred.err" || :
    awk -F'\t' -v w="$w" -v titles="$tmp/titles" -v out="$tmp/r" '
        function failed(file, set,    l, a) {
            while ((getline l < file) > 0)
                if (match(l, /:[0-9]+:[0-9]+: /)) {
                    split(substr(l, RSTART + 1), a, ":")
                    set[a[1] - 1] = 1
                }
        }
        BEGIN {
            while ((getline l < titles) > 0) {
                i = index(l, "\t")
                t[substr(l, 1, i - 1)] = substr(l, i + 1)
            }
            failed(w "/meas.err", fm); failed(w "/pred.err", fp)
        }
        { c = $6; sub(/:.*/, "", c); f = out "/" $1 ".part"
          if ($3 == "true" || $3 == "false") {
              printf "| %s | %s | %s | %s | %s | - | - | %s |\n", $1, t[$1], $2, $5, $3, c > f
              next }
          k++; ok = 1
          if (k in fm) ok = 0; else getline mv < (w "/meas")
          if (k in fp) ok = 0; else { getline pt < (w "/pred"); sub(/^ +/, "", pt) }
          if (!ok) { print $1 > (w "/bad"); next }
          mt = $5; sub(/ \(rtol.*/, "", mt)
          tol = $5; if (!sub(/.*\(rtol /, "", tol)) tol = ""; sub(/\).*/, "", tol)
          m = mv + 0; p = $3 + 0; e = (p - m) / m
          printf "| %s | %s | %s | %s | %s | %+.1f %% | %g %% | %s |\t%.6f\n",
              $1, t[$1], $2, mt, pt, 100 * e, 100 * tol, c, (e < 0 ? -e : e) > f }' "$w/rows"
    for name in "$@"; do
        [ -f "$tmp/r/$name.part" ] || continue
        if grep -qxF "$name" "$w/bad" 2>/dev/null; then
            rm -f "$tmp/r/$name.part"
        else
            mv "$tmp/r/$name.part" "$tmp/r/$name"
        fi
    done
    rm -rf "$w"
}

# stats ROWS TITLE: the mean and largest absolute error of the rows just printed,
# and group TITLE's line of the summary at the end ($tmp/summary: rows, summed and
# largest |error|, rows above 30 %).
stats() {
    awk -F'\t' -v t="$2" -v summary="$tmp/summary" '
        NF >= 2 { s += $2; if ($2 > mx) mx = $2; if ($2 > 0.3) b++; n++ }
        END { if (!n) exit
              printf "\n%d rows: mean |error| %.1f %%, largest %.1f %%.\n", n, 100 * s / n, 100 * mx
              printf "%s\t%d\t%.17g\t%.17g\t%d\n", t, n, s, mx, b >>summary }' "$1"
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Every scenario's table rows (rows_of, batches of 64 scenarios, as many batches at
# a time as there are cores), made before the groups print them in their order:
# the slow part of the document (4 min on two cores with some ten processes a
# scenario, 1.7 min so). Scenarios outside the groups (verdicts in words, applications)
# have no such rows and leave no file; a group's scenario without one is made again
# in its place, alone, where a failure stops the document.
mkdir "$tmp/r"
"$bin" scenario list -f json | jq -r '.rows[] | [.name, .title] | @tsv' >"$tmp/titles"
export bin tmp
export -f rows_of
printf '%s\n' $names | xargs -P "$(nproc)" -n 64 bash -c 'set -uo pipefail; rows_of "$@"' _ || true

cat <<'EOF'
# Validation: predicted against measured

Generated by `docs/mkvalidation.sh build/mlsys > docs/validation.md`; do not edit by
hand. Every row is a shipped scenario (`mlsys scenario show NAME` gives its
configuration, source and how the measured figure was derived; `mlsys scenario run
NAME` reproduces the prediction). The measured figure and its tolerance are the
scenario's expectation, and `mlsys scenario check` (part of the test suite) fails
when a prediction leaves its tolerance. The last section sums every group up, and
each kind of group (training, communication, inference) together.

The constants are physical and the same for every row: the device's matmul, memory
and attention efficiencies and the links' bus-bandwidth efficiencies come from the
catalog entries, each with its source (`mlsys catalog show a100`, `... nvlink3`,
`... ib-hdr`); the attention kernels' curves in head width and block length are fitted
to the kernels' own published benchmark bars (FlashAttention-3's, and FlashAttention-2's
for `--attention-kernel fa2`), not to rows here; llama.cpp's launch counts are read
from its code, and what
its May 2024 builds lose per layer without their CUDA graphs is what the graphs saved
when they came in (llama.cpp pull request 6766), not fitted here; the GB200 host's
time per sequence of a decode step is NVIDIA's measurement (TensorRT-LLM pull request
10273), not fitted here. The
fitted ones are few and each is fitted on named rows: the A100's
matmul efficiency 0.76, fitted to the per-layer times of Korthikanti et al. 2022,
Table 4 (22B model, t = 8), with the GEMM depth fill; and the training stacks'
constants (a layer's fixed kernel cost, Megatron-DeepSpeed's cost per layer pass,
the FSDP stack's kernel shares and its attention's share under context parallelism,
Megatron-DeepSpeed's memory reserve and the caching allocator's share of the
activations, fitted on BigScience's reported peaks; docs/train.md, "Training
stacks"), one per stack, never one per row; and the M1 and
M2 GPUs' matmul share, fitted on one listed M2 Ultra prompt row; and the M1 Max's
k-quant streaming per GPU core, fitted on its Llama-3-8B Q4_K_M decode row; and the
serving engines' constants (docs/inference.md, Engines: the fused engine's launches per
layer, fitted on six TensorRT-LLM first-token rows; the PyTorch engines' (vllm-v0), fitted
on one SGLang inter-token latency; the fused engines' stream cap per SM, fitted on
TensorRT-LLM 1.0's ten B200 Llama-3.3-70B rows; their time per routed token on a
mixture of experts, fitted on the same column's ten Llama 4 Scout rows; TensorRT-LLM 0.5-0.6's attention
pass rate per SM, fitted on four H100 Llama-2-70B rows of 0.6.1; llama.cpp's per build
and device class, and its CUDA mat-vec kernels' bytes per cycle per SM, fitted on nine
single-GPU HBM decode rows, and the FLOPs per cycle per SM its cuBLAS products computed
in fp16 reach, fitted on the A100's five F16 prompt rows, and the CUDA launch queue's
depth in llama.cpp's launches, about 900, fitted on how its multi-GPU prompt rates rise
with the prompt length, pp512 to pp8192, where a short kernel fills it at about 1,000);
the Apple GPUs' memory shares, one for a single die and one for the two-die Ultras,
fitted on the F16 and Q8_0 decode columns of llama.cpp's Apple Silicon table (its Q4_0
column held out); the H20's memory share, fitted on one SGLang decode row of the Qwen
team's speed benchmark (its other 39 rows held out); the default acceptance of a drafted
token under speculative decoding, 0.7, fitted on InferenceX's 125 multi-token-prediction
rows of DeepSeek-R1 (docs/inference.md, Speculative decoding); and the exponent of a power cap below the TDP, 2.1, fitted on four
capped MLPerf v4.1 runs of benchmarks that are not language models (docs/train.md,
Power limits).
What differs
between rows is only what the sources state about their runs:
the layout, batch, recomputation, sequence parallelism, precision, and the stack
with its overlap of communication (Megatron-LM of 2021 overlapped neither the
tensor-parallel nor, with pipelining, the data-parallel collectives; the 2022
version hid the backward tensor-parallel collectives; NeMo hides them all). Misses
are listed with the rest.
EOF

prose_sum=1755419961 group "Training: Megatron-LM weak scaling (Narayanan et al. 2021, Table 1)" '^Narayanan21T1_' \
"Ten GPT models from 1.7B parameters on 32 A100 to 1T on 3,072, full activation
recomputation. The measured time is the paper's TFLOP/s per GPU converted with its
eq. 3. The fixed kernel cost of a layer pass (docs/train.md) weighs most on the small
models' short layers; with it the three smallest still come out 5-7 % fast."

prose_sum=2741448546 group "Training: PTD-P against ZeRO-3 (Narayanan et al. 2021, Table 2)" '^Narayanan21T2_' \
"The same global batch on more GPUs. The tensor and pipeline parallel layouts (PTD-P)
are within a few per cent. The ZeRO-3 rows (no model parallelism, DeepSpeed) are a
trend check with a 40 % tolerance: the model has their collapse as d grows (one
parameter gather or gradient scatter per tensor per microbatch, each a ring of d - 1
latency steps) but not its full size, above all for the 530B model."

group "Training: selective recomputation and sequence parallelism (Korthikanti et al. 2022)" '^Korthikanti22_' \
"Four models with full recomputation and with selective recomputation plus sequence
parallelism (Table 5), and the 530B model with 8-way data parallelism (section 6)."

group "Training: MegaScale's Megatron-LM baseline (Jiang et al. 2024, Table 2)" '^MegaScale24_' \
"A 175B GPT with 128 heads on 256 to 12,288 A100; microbatch 1 and selective
recomputation with sequence parallelism are our reading of the paper (not stated)."

group "Training: alternative layouts of BLOOM-176B (Megatron-DeepSpeed, 384 A100)" '^BLOOM176B_' \
"Three layouts of the BLOOM-176B shape (64 heads) and the production run (112 heads) on
Jean Zay, whose nodes have 4 Omni-Path ports for 8 GPUs, stack deepspeed. The order of
the layouts is what a user acts on: it is set beside the measured one below. M_total
rows: the peak the table reports (nvidia-smi, GiB), held out from the memory reserve's
fit; they ran DeepSpeed's BF16_Optimizer, whose fp32 gradient buffer is whole on every
rank."

group "Training: 17 layouts of a 181B BLOOM candidate (Megatron-DeepSpeed fp16, 384 A100)" '^BLOOM181B_0225_' \
"BigScience's 2022-02-25 measurements while choosing BLOOM's layout: one model (72 layers,
hidden 14336, 64 heads), one cluster, t, p, d and microbatch varied; fp16 with DeepSpeed's
fp16 optimizer, ZeRO-1, full recomputation. The deepspeed stack's cost per layer pass
(2 ms, the launches synchronous) and Omni-Path's collective efficiency (0.2 of the
ports, data/fabrics/opa-100.yaml) were fitted on BigScience's tables of 02-21 to 02-25
and the BLOOM-176B rows, these among them (docs/train.md, Training stacks and Data
parallelism); until 2026-12-02 the stack's cost was one per microbatch and stage (these
rows 9.4 % off on average, ranked at Spearman 0.27), until 2026-12-04 3 ms a pass with
the collectives at 0.8 of the ports and no tied-embedding exchange (3.6 %, Spearman
0.70, the measured fastest layout predicted 6th). Tolerance 25 %: the order of the layouts, below, is the test.
M_total rows: the peak BigScience's table reports (nvidia-smi, GiB), tolerance 15 %;
these and the 02-21 rows fitted the deepspeed stack's memory reserve."

group "Training: BigScience's other layout tables (2022-02-21 and 2022-02-23, 384 A100)" '^BLOOM(181B_0221|_0223)_' \
"Two more tables of the same search, added on 2026-12-02 with no constant set on them
(the deepspeed stack's cost per layer pass was then fitted on them and the 02-25 and
BLOOM-176B rows): the 181B candidate's two 48-node layouts (p 12 d 4 and p 6 d 8) at
microbatches 1-8 (02-21, an older software state: the same layouts ran 5-9 % faster on
02-25), and four shapes of about 180B (hidden 12288 to 14336) at those layouts (02-23).
Each figure is one run's second iteration; their order is below. M_total rows (02-21):
the peak the table reports (nvidia-smi, GiB), part of the memory reserve's fit."

prose_sum=4083646230 group "Training: held out, BigScience's layouts and batch warm-up of 2022-02-26 (384 A100)" '^BLOOM(_0226|warmup_0226)_' \
"Rows no constant was set on, added after the deepspeed stack's cost per layer pass was
fitted: the 02-26 tables of two shapes (hidden 13824 with 78 layers, 13312 with 84) at
t 4 and t 8 with 64 or 96 heads, and one layout at four global batches of BLOOM's
batch-size warm-up (the 2048 one is the a96 t 4 b 2 row). Time against batch: measured
slope 46.4 ms a sample and intercept 12.0 s, the model's 46.3 ms and 16.4 s: the slope
right, every batch 4.0-4.3 s slow (the fixed part of the step, its gradient exchanges over
Omni-Path, fitted on the tables of 02-21 to 02-25; the software ran faster by 02-26, and
the model is 3-5 % slow on most of this table). The miss is t 4 at microbatch 1,
measured 43 % slower than at microbatch 2 (the model: 4 %). The
same tables' 128-head runs (head width 108, no multiple of 8) ran 35-45 % slower than
the 64-head ones; the model has no such effect and they are left out. M_total rows:
the two peaks these tables report (nvidia-smi, GiB), held out from the reserve's fit."

prose_sum=3230478776 group "Training: held out, BigScience's tables of 2022-02-27 (fp16) and 02-28 (bf16), 384 A100" '^BLOOM_022[78]_' \
"Rows no constant was set on, added after the deepspeed stack's constants and memory
reserve were fitted: the re-done layouts of 2022-02-27 (two shapes, fp16) and the
rebalancing table of 2022-02-28, four shapes of 178B to 203B (hidden 12288 or 13312,
82 to 106 layers) at t 4 or 8, with DeepSpeed's BF16 optimizer and the partition that
gives each embedding a layer's slot, as BLOOM-176B trained. The misses: the 104-head
run of 02-28 (head width 128), 12 % slower than the model, as two runs of that width
were on 02-23/24. The model is 2-7 % slow on most rows of these later dates (the
software ran faster than on 02-21 to 02-25, where the constants were fitted)."

prose_sum=4288620062 group "Training: held out, BigScience's head-count comparisons (2022-02-23 and 02-24, 384 A100)" '^BLOOM_heads_' \
"Rows no constant was set on, added after the deepspeed stack's constants were fitted:
the four shapes of the 02-23 table at BigScience's chosen layout (t 8, p 6, d 8,
microbatch 4) with other head counts, 16 to 256. The model is fast on all of them, by
2-5 % where the 64-head runs of the same days at microbatch 4 are 1-2 % fast, and by
11-15 % at head width 128 (three runs, with the 02-28 one) and 25 % at head width 108, no multiple of 8
(as the 02-26 runs at that width); it has the cost of more heads (the s x s scores per
head) but no term for a head width the kernels handle badly. Tolerance 30 %."

prose_sum=3293719504 group "Training: H100, Megatron-Core (MLPerf Training v3.1, NeMo 24.07 and 24.03)" '^(MLPerfT31|NeMo24)' \
"FP8 recipe (Transformer Engine), stack megatron with tensor-parallel overlap. NeMo's
tables give tokens/s per GPU, converted to T_step = B s/(N tokens/s); the long-sequence
table gives only model FLOP/s per GPU, compared as such. Rows added on 2026-12-02 with no
constant set on them: the rest of the NeMo 24.07 pre-training table (a later revision of
the same file; its GPT-3 175B row reads 782 tokens/s where the earlier one read 825).
The misses are the small models: GPT-3 5B, Nemotron-8B and Llama 3 8B (context parallel
2) are 14-20 % fast, the 7B and 13B Llama 2 rows 7-8 %; rows from 20B up are within 7 %.
Nemotron-4 340B ran in 80 GiB per GPU; with fp32 gradients the model put it at 95.1 GB,
an out-of-memory verdict the measurement contradicted. NeMo's recipe for the model
(NeMo-Framework-Launcher, nemotron_340b.yaml) keeps the gradient buffer in bf16
(optim.grad_sync_dtype bf16) and recomputes nothing; run so (--grad-precision bf16
--recompute none, 2026-12-03) it is 83.5 GB, within the 85.9 GB of the device, and the
row checks that it fits."

prose_sum=143538226 group "Training: H100, PyTorch FSDP (llm-foundry, torchtitan)" '^(LLMFoundry|Torchtitan)' \
"Stack fsdp. The torchtitan rows ran on H100 parts with 96 GB of HBM2e (2.4 TB/s) at a
500 W power limit: they run on the h100-sxm-96gb entry with \`--power-limit 500W\`, whose
clock share (5/7)^(1/2.1) = 0.852 is fitted on capped MLPerf inference runs, not on these
rows (docs/train.md, Power limits; with the cube law's 0.894, used until 2026-12-05,
the torchtitan step times were 8 % short on average). Rows added on 2026-12-02 with no constant set on them: the rest of
torchtitan's Tables 2-6 (8B at 64k and 256k, 8B on 128 GPUs, 70B in 2D with and without
async TP, 405B in 4D at 32k-256k). Context parallelism in PyTorch (c 2-8) runs as
that code does (K and V expanded and all-gathered, hidden behind the first block only,
dK and dV passed in fp32, the partial outputs merged in fp32 by separate kernels:
docs/train.md, Context parallelism), which moved these rows from 23-38 % fast to 7-34 %;
the rest, an attention 1.4 times slower under context parallelism than without, is a
kernel constant fitted on these six rows (0.71 of the rate), not explained. The 8B at
c 2 measured only 1.14 times and is now 26 % slow. M_total rows: the peak memory
torchtitan's tables report (GiB, the largest over the GPUs), none of them fitted. Since
2026-12-02 the model keeps what torchtitan's per-operation checkpointing keeps (a
layer's input, the attention output and every second linear layer's output), holds the
logits as its loss does (an fp32 copy and log_softmax's output beside the bf16 ones),
and adds the caching allocator's quarter of the activations fitted on BigScience's
rows: the eager 8B rows come out within 1 % (they were 25-40 % over, refused as out of
memory), the compiled ones 8-9 % over, full checkpointing at 32k-256k within 1 % (was
35-40 % under), 70B in 2D 8-14 % under, 405B in 3D and 4D 5-16 % under and the
interleaved one 11 % over. AsyncTP gained 6 % on the 70B model; the model, which hides every
tensor-parallel collective behind its GEMM, gains 21 %. The llm-foundry rows (2023)
ran its Triton flash attention, kernels of FlashAttention-2's generation: since
2026-12-04 they run with \`--attention-kernel fa2\`, FlashAttention-2's measured H100
rates (docs/train.md, Attention kernels), and the MPT-7B row at 32k tokens went from 24 %
fast to 6 % slow; at 2k tokens, where attention is a small share, MPT-7B went from +1 %
to +6 % and MPT-70B from +15 % to +18 %."

prose_sum=4093370290 group "Communication: NCCL all-reduce over NVLink 4 (nccl-tests, 8 GPUs of one node)" '^NCCLTests_' \
"The all-reduce time nccl-tests measured on 8 H20 (Hopper, NVLink 4 at 450 GB/s per
direction; NCCL 2.30.4), against \`mlsys comm --algo nccl\`: NCCL's ring priced protocol
by protocol as its tuner prices it, the fastest taken, with NCCL's own latencies and the
nvlink4 entry's bus efficiency and LL cap (docs/distributed.md). This is the pricing of
infer's tensor-parallel all-reduces (docs/inference.md, T_comm). Held out, added
2026-12-03: no constant was set on these rows. The misses are at 256 KiB (-14 %; in
part LL's latency per step, taken as the link's 0.5 us where NCCL's tuner has 0.6) and
at 4 MiB (+17 %: the measured time is below the tuner's price of every protocol there;
why was not found). The textbook ring (\`--algo ring\`, the link's latency per step and its full bandwidth) is
51-63 % short from 1 to 8 MiB."

# The single-GPU rows of the ten cards added on 2026-12-04, a group of their own.
ten_cards='^LlamaCpp_(RTX3070|RTX3080|RTX3080Ti|RTX4070Ti|RTX4080|RTX4000Ada|RTX5000Ada|RTXA6000|A40|A100PCIe)_'
scoreboard_2025='^LlamaCpp_(RTXPRO6000|RTX5080|RTX5070Ti|RTX5060Ti|DGXSpark)_'

prose_sum=2042321368 group "Inference: llama.cpp batch-1 decode and prompt processing" '^LlamaCpp_' \
"llama-bench on single devices, engine llamacpp (builds of 2025) or llamacpp-2405 (the
May 2024 builds of the XiongjieDai tables), their constants per build and device class
(docs/inference.md, Engines). Batch-1 decode is bound by streaming the weights, plus
llama.cpp's per-layer kernel time; on HBM devices its mat-vec kernels stream below the
memory's rate (a cap of bytes per cycle per compute unit, times its clock). Prompts with quantized weights run its int8
tensor-core matmuls (MMQ) at a number of FLOPs per cycle per compute unit fitted on the
RTX 4090 Q4_0 row, times each device's boost clock; the A100, H100 and RTX 3090 prompt
rows (the CUDA scoreboard) are held out from that fit. On parts without int8 tensor
cores (the P40) the same kernels run on the DP4A instruction, at a rate per cycle
fitted on the P40's Q4_0 row (2026-12-04; before, the P40 took the tensor-core rate,
twice too fast); the RTX 4090 row of MMQ on DP4A (pull request 7676's column before
tensor cores) is held out from it. Goal: within 15 % for decode, 25 %
for the prompt. The per-layer time is the build's, on any CUDA GPU: May 2024 fitted
on the RTX 3090, RTX 4090 and A100 70B rows, 2025 on the H100 row. Seven more decode
rows of the May 2024 tables (A100 and L40S at Q4_K_M and F16, RTX 6000 Ada at both, RTX
3090 F16) were added on 2026-12-02 with no constant set on them: mean 10.3 %; the A100's
8B rows were the misses (+18 and +28 %) until the cap, fitted on the A100 70B row as a
rate per compute unit, became one per cycle (2026-12-04), fitted on the nine HBM rows:
they are now within 3 %, and the 70B row -20 %, as each device's 70B rows stream more
bytes per cycle than its 8B ones. The 2025 scoreboard's tg128 rows (A100, RTX 4090, RTX
3090, RTX 5090) are held out from it. The L40S rows
were +10 and +5 % until its memory share took the 15/16 of inline ECC, which a
data-center GDDR6 card runs with (its catalog entry gives the evidence: the same tables'
L40S/RTX 6000 Ada and A40/RTX A6000 pairs); now +4 and +1 %. Eight Metal rows
of those tables too (M1 Max, M3 Max and M2 Ultra), no constant set: the M1 Max's
quantized rows were 41 and 69 % fast, the rest within 14 %. Its k-quant mat-vec kernel
streams below the memory's rate on M1-generation cores (docs/inference.md, Limits);
since 2026-12-02 the m1-max entry caps it at 6.4 GB/s per GPU core, fitted on the 8B
row: the held-out 70B row is now 9 % fast. Three H100 PCIe decode rows (the
h100-pcie entry, datasheet facts) were added with it, held out: within 13 %. Their
prompt rows were the misses of the datacenter parts (the A100's and H100 PCIe's pp512 at
Q4_K_M 24 and 34 % short) until 2026-12-04, when llama.cpp's cuBLAS products computed in
fp16 were capped at 1,300 FLOP per cycle per SM, fitted on the A100's F16 prompt rows
(docs/inference.md, Engines): now 14 and 4 % short. Since 2026-12-03 a prompt runs in llama.cpp's pieces of 512 tokens, each
dequantizing the weights anew and attending to the keys before it, with unfused
attention's scores at 24 B each on CUDA (docs/inference.md, Engines): four held-out
rows of longer prompts on the RTX 3090 and 4090 (pp4096 Q4_K_M, pp8192 F16), within
6 %; the MMQ rate was refitted on its row (623 to 647 FLOP per cycle). The May 2024
prompt rows (RTX 3090 and 4090, F16 and Q4_K_M) ran
llama.cpp's cuBLAS path, with fp16 accumulation at the GeForce cards' fp16-accumulate
rate; the Q4_K_M ones predate the MMQ kernels and dequantized the weights for it
(llamacpp-2405's default, --quant-matmul dequant). Nothing was fitted to them: the terms are read from that
build's code. The M1 row is run as Q4_0, the format its figure belongs to. Six
Metal prompt rows of the May 2024 tables (1,024 tokens, M1 Max, M2 Ultra and M3 Max at
F16 and Q4_K_M) were added on 2026-12-02 as held-out rows after the M1 and M2 GPUs'
matmul share was fitted on the M2 Ultra LLaMA 7B row and the quantized weights'
dequantization into each tile counted from Metal's kernel: within 10 % on the M1 Max
and M2 Ultra, 14 and 19 % slow on the M3 Max (the default share; its newer shader
core runs the prompt nearer its peak). Before, the M1 Max's times were 29 and 16 %
short, the M2 Ultra's Q4_K_M 19 % short and the M3 Max's Q4_K_M 3 % long: mean 14.1 %,
then 9.6 %. Since 2026-12-04 the M3 and M4 generation's matmul share is its own, 0.81,
fitted on the two M3 Max prompt rows (now -2.7 and +1.7 %), and the catalog has the M1,
M1 Pro, M1 Ultra, M2, M2 Pro, M2 Max, M3, M3 Pro, M4 and M4 Pro (datasheet bandwidths,
GPU rates from core counts and clocks). Held out, an M4 Mac mini's Llama-3.1-8B
Q4_K_M rows of a 2026 build (brand-o/normiebench issue 3): decode -0.2 %, pp512 +9.4 %
(+26.5 % at the default share). The M1 row now runs on the m1 entry (it ran on
m1-max with the M1's rate and bandwidth given)." "$ten_cards|$scoreboard_2025"

prose_sum=2344314841 group "Inference: llama.cpp's 2025 scoreboard, five more GPUs held out (discussion 15013)" "$scoreboard_2025" \
"The rows of llama.cpp's CUDA scoreboard (discussion 15013, Llama-2-7B Q4_0, pp512 and
tg128, builds of 2025) for the GPUs the catalog has that no row above uses, added on
2026-12-05 with no constant set on them: the RTX PRO 6000 Blackwell, RTX 5080, 5070 Ti
and 5060 Ti (datasheet SM counts and boost clocks) and the DGX Spark. Its entry gained
on the same day the facts the engine reads, 48 SMs (6,144 CUDA cores) and the clock its
31 TFLOP/s FP32 implies (2.52 GHz); before, without them, its prompt took the fp16
peak x 0.7 and came out 34 % short. The Blackwell cards' decodes were 7-14 % slow and
their prompts are within 12 %; the DGX Spark's prompt is 22.5 % short, the rate of any
48-SM part at that clock (an RTX 5070's), where the GB10 shares about 140 W with its
CPU and later builds nearly doubled its prompt rates: its clock under load is not
measured, so nothing is set. Since 2026-12-06 the Blackwell cards stream at the RTX 5090's
measured memory share, 0.878 (NVIDIA's CUB stream benchmarks, NVIDIA/cccl pull requests
9881, 7391 and 9764), in place of the default 0.8: their decodes -8 to +0.1 %, the RTX
5090's -7.0 % (-12.5 % before)."

prose_sum=3238526223 group "Inference: llama.cpp on ten more GPUs, held out (one GPU each)" "$ten_cards" \
"The rest of XiongjieDai's May 2024 single-GPU rows: ten GPUs that entered the catalog
on 2026-12-04 with datasheet facts only (SM count, boost clock, tensor rates, memory
bandwidth; memory shares taken from a measured sibling or left at the default, each
entry's source says which), and not one constant set on these rows: the engine's
constants are those fitted on the RTX 4090, RTX 3090 and A100 rows above. Chosen by one
rule: for every model that ran on the card, its decode (tg512) and its prompts of 512
and 4,096 tokens, but the A40's 70B Q4_K_M prompts, whose rates rise with the prompt
length (209 to 291 tokens/s from pp512 to pp8192, the symptom of the broken runs left out
below). Decode: within 7 % on the Ada cards and the RTX A6000; the RTX 3070 and 3080
run 11-12 % faster than their memory's rate at the default share gives, and the A40 9-16 %
slower (llama.cpp's mat-vec kernels of that build on its GDDR6 with ECC stream below the
rate a stream benchmark reaches); the A100 PCIe's 8B rows are within 4 % and its 70B row
12 % faster than the model, as the A100 SXM's 70B row above. Prompts: the A100 PCIe's F16 ones within 8 % since the
cuBLAS cap (2026-12-04; 18 % short before, two of the cap's fit rows), its Q4_K_M ones
10-14 % short (22 % before), the A40's 7-10 %, the smaller Ada cards long (RTX 4070 Ti, 4080 and 4000 Ada 16-23 %
at pp512, 12-13 % at pp4096) and the RTX 3070 and 3080 9-15 % long; the RTX 3080 Ti,
5000 Ada and A6000 within 9 %. The rate per cycle and SM fitted on the RTX 4090 does
not carry to every card, with no cause found (docs/inference.md, Limits)."

prose_sum=2767555422 group "Inference: llama.cpp on every Apple M-series chip, held out (discussion 4167)" '^LlamaCpp4167_' \
"The Q4_0 rows of llama.cpp's Apple Silicon table (discussion 4167: LLaMA 7B v2, pp512
and tg128), one chip a row pair, the GPU configuration of each chip's catalog entry (the
largest), added on 2026-12-04 with the M1, M1 Pro, M1 Ultra, M2, M2 Pro, M2 Max, M3, M3
Pro, M4 and M4 Pro entries, and the M3 Ultra's on 2026-12-05. Chosen by one rule: every
chip the catalog has, Q4_0 (the format every row of the table has); the figures were
read from a copy of the table, as its page could not be opened. No constant is set on
this column. The memory shares are fitted on the same table's F16 and Q8_0 decode
columns (2026-12-05): the inverse slope of the decode time against the weights' bytes
is 0.85-0.96 of the rated bandwidth on one die, 0.77-0.84 on the two-die Ultras, so one
die takes 0.92 and an Ultra 0.81 where every M-series chip took 0.83 before. The Q4_0
decode rows went from 4-17 % slow (10 % on average) to within 12 % (5 %); the M4 Max,
whose build is newer, is still 12 % slow. The M1 and M2 prompts take 7-20 % longer (the
M1 and M2 matmul share, 0.64, is fitted on an earlier figure of the same table's M2 Ultra
F16 row, 1,265 tokens/s where it now reads 1,401.85, and that earlier figure agrees with
the May 2024 tables' rows), and the M3 and M4 prompts are within 3.2 % (their share, 0.81,
fitted on the M3 Max rows of May 2024)."

prose_sum=2962023665 group "Inference: llama.cpp over several GPUs (layer split)" '^LlamaCppMulti_' \
"The multi-GPU rows of XiongjieDai's May 2024 tables (RunPod machines of 2 to 8 GPUs),
held out, added 2026-12-03 with no constant set on them, chosen by one rule: for every
machine whose GPU is in the catalog, its Llama-3-8B F16 and 70B Q4_K_M prompts of 4,096
tokens and the decode of its largest model (70B F16 where it ran, else Q4_K_M); the
A100 SXM and L40S 8B F16 prompt rows are left out, as their rates are a tenth of the
same tables' Q4_K_M rates on those GPUs and rise with the prompt length (a broken run,
not a configuration). llama.cpp's default layer split: the layers in llama.cpp's own
proportion over the GPUs (the first holds ceil((L + 1)/p)), a decode token walking
them, a prompt's pieces of 512 tokens pipelined through them as the host queues them
(docs/inference.md, Engines). GeForce and RTX 6000 Ada machines over PCIe Gen4, given as
node facts. The 8B prompts are within 5 % on the RTX 4090 machines of 2 and 4 GPUs; the RTX 3090
machines of 2 and 4 GPUs run 19-27 % slower than modelled, as their own pp512 rows do
(slower hand-offs than the link the model gives them). The 70B Q4_K_M prompts on 2 and
4 GPUs gain only 1.07-1.10 times from pp512 to pp1024 (4 RTX 3090: 1.16): every GPU's
950-2,050 launches a
piece on the dequantize-for-cuBLAS path exceed the about 900 of llama.cpp's launches a
CUDA stream queues, so each GPU after the first holds the host until it starts the
piece and the pieces overlap little (docs/inference.md, Engines: the depth fitted on the
shape of these tables' rates against the prompt length, not on a row; until 2026-12-04
these rows were 30-70 % short, pipelined freely, then -8 % to +50 % taken one piece at a
time). What is left of their error is mostly the level of their pp512 rate, one piece
walking the GPUs (the L40S and RTX 6000 Ada machines 20-23 % short, the RTX 3090
machines 22-24 % short), and on the A100 machines a pipeline the model does not grant:
their measured rates rise 1.5 times from pp512 to pp4096 (771 to 1,139 tokens/s on the
PCIe machine, +21 %; 469 to 712 on the SXM machine, whose pp512 rate is 57 % of its
single GPU's, -26 %; docs/inference.md, Limits).
Thirteen rows of the four-GPU machines of the ten cards added on 2026-12-04 by the same
rule (the RTX 5000 Ada machine's 8B F16 prompt and the A40 machine's 70B Q4_K_M prompt
left out: their rates rise with the prompt length and sit below one card's), their node
facts from the catalog: 8B prompts and decodes within 17 %, the 70B Q4_K_M prompts
as the others. The 70B F16 prompts of 4,096 tokens of every machine that ran them (nine:
4 GPUs of the A100 SXM and PCIe, H100 PCIe, A40, L40S, RTX A6000 and RTX 6000 Ada, 6
RTX 3090, 8 RTX 4090), added on 2026-12-04 (903 launches a piece on the busiest of 4 GPUs, at most 860 on the
others: pipelined, as their rates rising from pp512 to pp1024 show), came out fast under the ideal pipeline: the 4-GPU machines
31-50 %, 6 RTX 3090 25 %, 8 RTX 4090 12 %. Since 2026-12-04 the model simulates the
host queueing the pieces (docs/inference.md, Engines: the launches are counted from the
code, the 4 copies are llama.cpp's, and the queue's depth is the one constant fitted): a GPU whose piece launches nearly fill its queue holds the host,
and the pipeline gains little past two pieces, as these machines' rates from pp1024 to
pp4096 show. They now come out -23 % (RTX 6000 Ada) to +15 % (H100 PCIe; -29 % before
the cuBLAS cap), the rest being the cards' single-GPU prompt offsets, with a
35 % tolerance; the 70B Q4_K_M prompts on 6 and 8 GPUs went from 23-29 % short to within 2 %,
and the 8B F16 prompts on 6 and 8 GPUs from 2 % to 14-16 % short, their pp512 rows
being as short (docs/inference.md, Limits). The Llama-3-8B Q4_K_M decode of every one
of these machines, added on 2026-12-04 by that rule with no constant set on them, show
a cost per token: a token walking the GPUs takes 0.3-1.0 ms more than on one of them on
the GeForce, Ada, A40 and A6000 machines and 1.25-2.6 ms more on the A100 and H100 PCIe
ones. Since 2026-12-04 the model adds 19 us a layer over several GPUs (llama.cpp's May
2024 builds lose their CUDA graphs there; the graphs' gain measured on one GPU, llama.cpp
pull request 6766), where its hand-offs add about 0.03 ms: the
GeForce and workstation rows went from 0-16 % fast to -5 to +9 %. Launched one by one,
the kernels take the host 8.5 us each, a floor under a token (fitted on the A100 PCIe
and H100 PCIe machines, whose GPUs outrun it): those two are within 3 %, and the miss is
the A100 SXM machine, 22 % fast, its host slower (docs/inference.md, Limits)."

prose_sum=4239438560 group "Inference: TensorRT-LLM, vLLM, SGLang and MLPerf (fused engines)" \
    '^(TRTLLM|MLPerf4|vLLM060_.*_Offline|SGLang_)' \
"Large-batch throughput and time to first token, engine fused unless a row says
otherwise. Goal: within 25 %. The
128-token first-token rows of TensorRT-LLM 0.9 measure the fixed costs of a forward
pass: the launches per layer (fitted on the six rows at t = 1), sampling, and at t = 4
NCCL's base latency of each all-reduce. New prompts' tokens are packed into the
decode steps (T_prefill_token, in-flight batching) on TensorRT-LLM; the two vLLM rows
(0.6.0 and AMD's 0.4.3) run on engine vllm-v0, whose scheduler prefills in iterations
of their own (docs/inference.md, Engines). Since 2026-12-02 a step also pays its
element-wise kernels' bytes (norms, residual adds, SwiGLU: T_eltwise), 5-10 % of a
large batch's step: the H100 FP8 rows that were 18-20 % fast (MLPerf v4.0 Offline,
TensorRT-LLM 0.9's batch of 896) are 10-12 %, the v4.1 H100 Offline row +5 to -4 %, the
H200 Offline rows -2 to -8 %, and the launches per layer refitted from 60 to 50 us.
The v4.0 H100 row, a round whose engines were 12.5 % slower than v4.1's on the same
system, is a miss no rate per device can fix. Rows no constant was set on: v4.1's H100
(the same system as the v4.0 row a round later), the MI300X, the 1,000 W H200 (the 700
W row's inputs with \`--power-limit 1000W\`), the same system capped at 500 W (MaxQ,
added 2026-12-05: 0.807 of the 700 W rate measured, 0.86 modelled, the exponent of the
power law below the TDP fitted on the round's capped runs of other benchmarks; its
Server run carried 0.791 of the 700 W load, the model 0.841, +3 % on the load, its
mean TTFT +30 % as the 700 W row's +27 %), and the B200, 5 % short since the fused
engines' stream cap per SM (fitted on TensorRT-LLM 1.0's B200 rows, 2026-12-05; 9 %
fast before): its efficiencies are the GB200's FP8 figures, and the FP4 share of peak
is not measured. Held out
too (2026-12-04), parts with datasheet facts only: the GH200, -11 % on the default shares, -8 % as the H200 rows on shares of its own
(2026-12-05: its best-shape GEMM rate, the H200's HBM3e stream share);
HPE's four H100 NVL at t = 2 and Lenovo's eight at t = 1, +18 and +42 % on the
datasheet's rates, +9 and -4 % since the entry's matrix share is derived from the
power law below the TDP (2026-12-05; docs/inference.md, Limits). Held out on
2026-12-05: ASUSTeK's four H100 NVL in HPE's configuration but without NVLink bridges,
their all-reduces over PCIe Gen5, 25 % slower a card than HPE's (the same round's other
benchmarks agree within 1.5 % a card), +4 % (the model gives the link 29 %); and
Fujitsu's eight L40S as two replicas of t = 4 over PCIe Gen4, -4 % (its cards sit in
the PCIe-switched chassis of a composable system: --intra-fabric pcie-gen4, not the
l40s node's pcie-gen4-sys, since 2026-12-07); and the
round's three 4-GPU HGX H100 boards (Dell XE8640 and XE9640, Fujitsu GX2560 M7) in
NVIDIA's t = 2 configuration, 13-17 % slower a GPU than the 8-GPU systems: their pairs
are joined by 6 NVLink links, not NVSwitch (the nvlink4-hgx4 fabric, 150 GB/s a
direction), which the model gives 14 %: -5, -4 and +0.3 %.
The MLPerf v4.1 Server rows run serving's continuous-batching queue at the most
load the replicas carry within the Server limits (their scenarios say why) and compare
the mean and 99th percentile of TTFT and TPOT there. The measured percentiles sit far
inside the limits, so both loads are set by capacity, and so are the model's: H200
-2.7 %, H100 +9 % (no constant set on it; at moderate batch the model's step is too
short against the Offline one, which it gets within 4 %). The H100's TTFT_p99 is +29 %
since the concurrency's product-form law (2026-12-05, docs/serving.md); it was +94 %
before, with 4.9 % of the requests waiting for a slot at 896 of 1,024 (+65 % before the
element-wise kernels lengthened the step, +111 % before the all-reduces were priced by
NCCL's protocols, 2026-12-03). Before 2026-12-02 the queue took the
concurrency's deviation, not its variance, as 1/(1 - e) times wider, e near 1 at a
compute-bound step; the H200 row's mean TTFT was then 54 % high (docs/serving.md).
The submitters choose their loads: Supermicro ran NVIDIA's H100 code and configuration
at 81.69 req/s, the load the model finds within 0.3 %, with TTFT's 99th percentile
1,387 ms, 36 % above the model's there (docs/inference.md, Limits). The B200 Server
row (the preview, added 2026-12-04, no constant set on it; its slots the cache's
sequences in flight, as it held about 1,400 by Little's law): load +1.6 %, TPOT +16 %,
TTFT +28 %, its 99th percentile +187 %, the largest miss here: the model's load sits at
its slots' edge, 9 % waiting (load +17 % and the 99th percentile +138 %, then +160 %,
before the stream cap per SM and the product-form law, both 2026-12-05).
AMD's two MI300X Server rows (added 2026-12-04, no constant set on them) run vLLM 0.4.3
behind the harness's batcher, which gathers the queries for 0.3 s and sends each batch
to the next GPU (serving --gather): on eight GPUs the load is 13 % high, TPOT and its
99th percentile (the limit that binds) within 12 %, TTFT 33 % long; on one GPU every
figure within 18 %. Without the batcher, and with each prompt paying a whole prefill
iteration, the eight-GPU load came out 19 % short and TTFT 82 % short.
SGLang's DeepSeek-V3 prefill-decode disaggregated deployment (added 2026-12-02, no
constant set on it): decode on 72 H100 with expert parallelism 72 and 32 redundant
experts, its all-to-alls DeepEP's low-latency kernels (every copy sent at once, the
dispatch in fp8), +2 %; prefill on 32 H100, the normal kernels (a token over the
fabric once per remote node, then NVLink), -2 %; the two-batch overlap that hides part
of the all-to-alls is not modelled.
The same model at tensor parallel 8 on 8 H200 (SGLang 0.5.7, DeepSeek-R1, 8 to 64
requests at a time; added 2026-12-04, no constant set on them): TPOT 17-20 % short until
2026-12-05, the gap growing with the experts a step touches; with the grouped GEMM's
fixed time per tile, fitted on a kernel benchmark of Qwen3-235B-A22B (docs/inference.md,
Mixtures of experts), +0.7 to +6.1 %.
TensorRT-LLM's static-batch tables of 2023 (added 2026-12-02): 0.6.1's performance
document (H100 FP8 and A100 FP16, Llama-2-7B and 70B, 15 rows), the 0.5 H200 launch
blog (7 rows) and the 0.7 H200 blogs (4 rows). 0.5 and 0.6 run on engine trtllm-2310,
whose decode attention (the masked multi-head attention kernel, before XQA) passes
through each KV head's cache once per query head, 8 times for Llama-2-70B, each pass on
the CUDA cores at 14 elements per cycle per SM, fitted on 0.6.1's four H100 70B rows
(with the default engine, one read per KV head, they were 27-116 % fast; now within
5 %). Held out: the H200 0.5 rows within 7 % but the 13B batch of 1,024 (+17 %); the
A100 rows (16-bit cache, where the passes rarely outrun the memory) within 10 % but one:
60 Llama-2-7B sequences of 2,176 tokens fill 95 % of the memory, 55 fit in the model's
0.9 and the batch runs in two waves, -26 % (with --mem-util 0.96, -5 %); the H100 7B
rows within 3 % but the compute-bound batch of 768, +11 %, as the 0.9 row of 896. The
0.7 rows (XQA, the default engine) ran batches whose KV cache does not fit beside the
weights: 192 sequences of 2,176 tokens where 162 fit, 96 of 4,224 where 83 fit. An
engine's KV pool admits what fits, so the static batch runs in waves
(tokens_per_s_static); as one batch these two rows were 50 and 57 % fast, now +2 and
-6 %. The XQA blog's row without XQA is the same configuration at an assumed batch of
192 (the blog gives none): +17 %; the blog's speed-up of XQA, 2.4, is 2.09 in the model. The rest of 0.9.0's tables are the next group; the MLPerf v4.0 rows
the one after." '^(TRTLLM(10|014|017|090)|MLPerf40)_|^TRTLLM061_[A-Z0-9]+_(GPTJ|Falcon)_|^TRTLLM05_(L40S|H100|A100)_'

prose_sum=3139138717 group "Inference: TensorRT-LLM 0.6.1's performance tables and its 0.5 rows, held out" \
    '^TRTLLM061_[A-Z0-9]+_(GPTJ|Falcon)_|^TRTLLM05_(L40S|H100|A100)_' \
"The rest of the performance document of TensorRT-LLM 0.6.1 (docs/source/performance.md
at commit 77d24b5, gptSessionBenchmark), whose Llama-2 rows on the H100 and A100 are in
the group above: the static batches of GPT-J 6B and Falcon-180B on the H100 (FP8) and
the A100 (FP16), the L40S's GPT-J and Llama-2-7B batches, and the first-token latency at
batch 1 of 128 and 2,048 prompt tokens on the H100, L40S and A100, the last two kinds
marked there as TensorRT-LLM 0.5's data (42 rows). Added 2026-12-06 with no constant
set on them, on engine trtllm-2310 (0.5 and 0.6: the masked multi-head attention kernel
in decode). Mean error 8.2 %, none above 30 %. The throughput of 0.6.1 on the H100
and A100 is within 10 %; the L40S's 0.5 batches are all 7-16 % fast (the l40s entry has
no measured matmul share and takes the default 0.7). The H100's 0.5 first tokens all
took longer than the model's, by 3-29 %: the model's fixed costs per pass were fitted on 0.9.0's
first-token rows, and the same release measured 19.6 ms where 0.5 took 26 for Llama-2-70B
on four H100 at 128 tokens (-29 %, the largest miss), and 130 ms where 0.5 took 205 for
Falcon-180B at 2,048 (-20 %): the releases between made the first token faster, which an
engine profile per release would have to carry, and the one for 0.5-0.6 carries only
its attention kernel."

prose_sum=693893428 group "Inference: TensorRT-LLM 0.9.0's performance tables, held out" '^TRTLLM090_' \
"Every other row of TensorRT-LLM 0.9.0's performance document (docs/source/performance.md of
that release, gptSessionBenchmark): static batches of GPT-J 6B, Mistral 7B, Mixtral 8x7B,
Llama-2-7B and 70B and Falcon-180B on the H200, H100 and L40S in FP8 and the A100 in
FP16, four input/output lengths each (95 rows; the H100 Llama-2-7B batch of 896 is in
the group above), and the first-token latency at batch 1 of 128 and 2,048 prompt
tokens (39 rows; the nine above were there first, six of them the fit of the launch time
per layer). Added 2026-12-06 with no constant set on them, together with the GPT-J and
Falcon-180B catalog entries. They run on engine trtllm-2404, the builds' own: their
attention kernels are the one thing these builds do differently from the fused profile,
and only in decode. XQA then took only groups of 8 query heads of width 128 (Llama-2-70B;
the document turns it on for Llama-2-70B and Falcon-180B); Mistral 7B and Mixtral
(groups of 4) and Falcon-180B (heads of width 64, groups of 29) decoded with the masked
multi-head attention kernel, a pass through a KV head's cache per query head
(docs/inference.md, Engines). On the default engine those rows were up to 107 % fast on
the H100 and H200 (Mistral +28 to +93 %, Falcon +2 to +107 %); on trtllm-2404 Mistral and
Falcon are within 19 % on every device but for Falcon's 128-token first tokens (below). Mixtral 8x7B's rows show the release's other
difference: its MoE plugin multiplied the experts on a CUTLASS 2.x grouped GEMM
(mma.sync) in 16-bit arithmetic, FP8 for mixtures coming only with 0.10.0. Its FP8 rows
on the H100 and H200 were 63-112 % fast where compute-bound and 55 % short in the
2,048-token prefill while its rows bound by their bytes fitted; since the engine takes
that GEMM's rate (the 16-bit peak, on Hopper at two thirds of it: catalog
efficiency.matmul_mma_sync, 2026-12-06) all of its H100, H200 and L40S rows are within
25 % but the L40S's 128-token first token (below). The 134 rows' mean error is 8.7 %, 6.9 % without Mixtral. The misses, shown: the
A100 Mixtral row of 32 sequences of 4,096 tokens, 48 % slow, whose measured 801 tokens/s
a GPU would need each GPU to stream its 46.7 GB of 16-bit weights a step 1.3 times
faster than its memory can, and the A100's 128-token Mixtral first token, 44 % long
(23.8 ms measured, where those 46.7 GB alone take 22.9 ms at the full 2.039 TB/s);
Mixtral's 128-token first token on four L40S, 44 % long; and Falcon-180B's 128-token
first token on four H100 or H200, 35-38 % short. Two terms were added on 2026-12-07
that these rows had shown missing. (1) Falcon-180B's layers are parallel blocks, and
TensorRT-LLM from 0.7 sums the attention's and the feed-forward's partial outputs
before one all-reduce a layer (its Falcon decoder layer; vLLM's does the same): the
workload's parallel_attention. Its batches and 2,048-token first tokens, 21-27 % long on
every device with two all-reduces a layer, are now within 19 % (0.5's Falcon still
all-reduced each branch: engine trtllm-2310 keeps two). (2) The L40S over several GPUs
was 28-37 % fast (Llama-2-70B's batches; its 128-token first token at t = 8 30 % short):
an all-reduce slower than the model's ring over a PCIe Gen4 link at 0.8. The document names no server;
since 2026-12-07 the l40s node's link is pcie-gen4-sys, eight GPUs on the root
ports of a two-socket server, whose NCCL all-reduce reaches 0.44 of the PCIe rate (a
measurement on such a server, catalog fabric pcie-gen4-sys). With both terms the 18 rows
over two to eight L40S are within 21 % but the Mixtral first token (mean 11.3 %; before,
Falcon's batches fitted only because the two errors cancelled)."


prose_sum=1821317410 group "Inference: MLPerf v4.0 Llama-2-70B, Offline and Server, held out" '^MLPerf40_' \
"MLPerf Inference v4.0's closed Llama-2-70B results (mlcommons/inference_results_v4.0,
each run's mlperf_log_summary.txt; the configuration from the submitter's configs),
one scenario for each hardware configuration in the catalog, Offline and Server: eight
H100 SXM (the first row, there since 2026-12-02, and its Server run), the same capped
at 450 W (MaxQ), four H100 SXM (Dell's XE8640), eight H100 NVL, four H100 PCIe with
NVLink bridges (HPE) and without them on PCIe Gen4 (Quanta), eight H200 at 700 and
1,000 W, one GH200 and eight Gaudi 2 (Intel's text-generation-inference for Gaudi,
engine vllm-v0, t = 8 inferred from its calibration command). Added 2026-12-06 with no
constant set on them, by the v4.1 rows' rules (their batch, prompts of about 300
tokens, the Server rows at the most load within the limits). A round earlier than
v4.1, its engines slower: the same systems carried 5-17 % more a round later, and the
model, one rate a device, sits above v4.0 where it fits v4.1 (H100 SXM Offline +9 %,
Server load +15 %; H200 +5 and +8 %). The Offline rows are within 20 % but the H100 NVL
(+29 %: its matrix share derived from the power law, not measured) and HPE's bridged
PCIe cards (+19 %; over PCIe Gen5 without the bridge -8 %). The Server rows are the
misses: the mean TTFT is short on nine of ten, by 19-52 % on eight (v4.0's runs waited
285-447 ms for a first token; the same H200 system waited 198 ms in v4.1, where the
model is 28 % long: the rounds' engines differ by more than the model's one engine);
the 450 W H100 run carried 0.75 of the 700 W run's load where the model's power law
gives 0.86, so its load is 31 % high and its TPOT, at the model's capacity, 81 % long;
HPE's bridged cards, 25 % more load in the model, their TPOT there 59 % long."

prose_sum=1024296958 group "Inference: TensorRT-LLM 0.17's throughput table, held out (perf-overview)" '^TRTLLM017_' \
"The table of TensorRT-LLM 0.17's performance overview (docs/source/performance/perf-overview.md
at commit 258c754: trtllm-bench build --quantization FP8 --dataset, then trtllm-bench
throughput, in-flight batching, every request of the same length, all queued at once):
Llama-3.1-8B, 70B (t = 1 to 8) and 405B (t = 8), Mistral 7B, Mixtral 8x7B (t = 1 to 8) and
8x22B (t = 8) on the H200, H100, GH200, L40S (FP8) and A100 SXM4 80GB (FP16), 373 cells,
added 2026-12-07 with no constant set on them and the batch by the rule of the 1.0 rows
below. Chosen by one rule: every cell of the table. The GH200 column's part (GH200 480GB:
96 GB of HBM3 at 4 TB/s beside the Grace CPU's memory) is the other version than the
catalog's gh200 (144 GB of HBM3e), run as that entry says to (--bw 4TB/s --capacity
96GiB); its 35 cells are within 21 % (mean 4.8 %). Every cell runs as the benchmark ran
it, the dataset's requests (the overview's table: 30,000 at 128/128, 1,000 at
20,000/2,000, 1,500 or 3,000 between) all queued at once, in waves of the batch
(--requests, since 2026-12-07; docs/inference.md, A closed run): the table's mean error
went from 10.1 to 9.2 %, 17 to 8 cells above 30 %, the steady state having missed the
last, part-full wave. The dense models are within 21 % on the H100, H200, GH200 and A100
(184 cells, mean 5.5 %) and within 17 % on one L40S. Mistral
7B runs with --sliding-window 0: TensorRT-LLM applies a checkpoint's sliding window only
when given max_attention_window_size, which the commands do not give, and the measured rates at 20,000/2,000 tokens equal Llama-3.1-8B's,
whose cache a token is the same, on every part (1,823 and 1,804 tokens/s on the H200,
1,373 and 1,401 on the H100, 338 and 328 on the L40S, 332 and 330 on the A100). With the
checkpoint's 4,096-token window, the model's first run of these rows, those four came out
144-254 % fast and the 5,000/500 ones 7-20 %; as run they are within 16 %. The L40S
over PCIe with t = 4 and 8 came out +22 to +52 % on the model's first run (36 cells, 29
above 30 %): measured, eight L40S carry Llama-3.1-70B no faster than four (1,464
against 1,524 tokens/s at 128/128), an all-reduce far slower than a ring over PCIe Gen4
at 0.8. Since 2026-12-07 the l40s node's link is pcie-gen4-sys (two-socket server, no
PCIe switch: NCCL's all-reduce at 0.44 of the rate, from a measurement on such a
server, not from these rows; the group above): the 36 cells are within -15..+16 %
(mean 6.7 %). One kind of miss remains. Mixtral with its
experts split over t: on one GPU (H100, H200, GH200) within 17 %, at t = 2 and 4 on the
H200 within 16 % but on the H100 up to +22 and +23 %, and at t = 8 +7.5 to +26.5 % on both;
on the A100 +5.5 to +31.5 % at every t; Mixtral 8x22B +9 to +46 % (as steady states, before
the waves: +29, +33, +36, +37 and +47 %). Each GPU then multiplies
every expert's 1/t slice, narrower products than the model's grouped expert GEMM
times."

prose_sum=2157722471 group "Inference: TensorRT-LLM 1.0's throughput table, held out (perf-overview)" '^TRTLLM10_' \
"Every FP8 row of the dense models of TensorRT-LLM 1.0's performance overview on the H100 and H200
(docs/source/performance/perf-overview.md: trtllm-bench throughput, PyTorch backend,
in-flight batching, every request of the same length, all queued at once): Llama-3.1-8B
on one GPU, Llama-3.3-70B on one H200 or two H100, Llama-3.1-405B on eight, ten
input/output lengths each, added on 2026-12-05 with no constant set on them. Chosen by
one rule: every cell of those columns (the B200's and the GB200's FP4 columns are groups
of their own below). The batch follows the
engine's default admission (a request only while the cache holds its whole sequence):
the most whole reservations in 0.95 of the free memory, capped at 4,096, the largest
batch trtllm-bench sets when it is given none, as the overview's commands give none
(tensorrt_llm/bench/build/tuning.py; 8,192, the largest CUDA-graph batch, until
2026-12-05, which moved the nine rows it binds, all 128/128, by 1-4 points). Most rows are
within 10 %; the largest misses are the H200's 8B at 128/128 (+17 %, a compute-bound
batch of 4,096, as the compute-bound static batches above come out fast) and the
H100's 405B at 20,000/2,000 (+17 %) and 128/4,096 (+14 %), and its 8B and 70B at
128/2,048 (-14 and -17 %). Since 2026-12-07 every row runs as the benchmark ran it, the dataset's
requests in waves of the batch (--requests; the 0.17 group above): these rows barely
move (mean 5.2 to 5.0 %; the 405B's 128/4,096 from +17 to +14 %). The same overview's
mixture-of-experts tables are the next group." \
'^TRTLLM10_(H[0-9]+_(Qwen3|Llama4)|G?B200_)'

prose_sum=4079344509 group "Inference: TensorRT-LLM 1.0's mixture-of-experts rows, held out (perf-overview)" \
'^TRTLLM10_H[0-9]+_(Qwen3|Llama4)' \
"The FP8 cells of the same overview's mixture-of-experts tables whose model the catalog
holds: Qwen3-235B-A22B on eight H200 or H100 (TP8) and Llama 4 Scout on four (TP4),
added 2026-12-05, and Llama 4 Maverick on eight (TP8), added 2026-12-06 with the
catalog's llama4-maverick entry; no constant set on them, the batch as for the dense
rows above. The tables name TP8 and TP4 only;
the document's recipe for MoE models passes an --ep of unstated value and enables
attention data parallelism, but inside its cuda_graph_config, whose class in TensorRT-LLM's
llm_args.py of 2025 (CudaGraphConfig, a StrictBaseModel; the file read without pinning
the release) forbids any key it does not declare, so the options file as printed would
have been refused and what ran is not known. The rows run attention and experts both over t (run as t = 1 with --ep,
attention data-parallel and experts whole, the model is 15-135 % fast on the H200
rows). Since 2026-12-07 the rows run as the benchmark ran them, the
dataset's requests in waves of the batch (--requests; the 0.17 group above), which
takes the fast rows down and the slow ones further: the figures below are so run, the
steady state's in brackets where it differed by more than 5 points. Qwen3 on the
H100 is within 26 % (13 %; its 1,000/2,000 row -26 %, 1,500 requests in waves of 721,
721 and 58). On the H200 its 128/2,048 and 128/4,096 rows come out 37-38 % slow (27-32
%; its 128/128 -12 %, -32 % before a prompt's all-reduce bytes were priced at the
step's whole message, docs/inference.md) and its long prompts 3-20 % fast.
Llama 4 Scout comes out fast: +5 to +22 % on the H200 but its 20,000/2,000 row (+8 to
+36 %), and
+13 to +92 % on the H100 (3-44 % and 27-102 % before the fused engines' time per routed
token of 2026-12-05, docs/inference.md, Engines, fitted on Scout's one-GPU B200 rows
below). Its 20,000/2,000 row was +81 % with the chunked layers' cache held at 8,192
tokens (stored as a sliding window); TensorRT-LLM's cache manager gives every layer
the whole sequence (docs/inference.md), which holds about half the sequences
(1,056,000 token-layers a sequence against 558,912), and at that batch, as the five
20,000/2,000 Llama 4 rows run since 2026-12-07, it is +60 %, still a miss. The rest is
not explained: the measured
H200/H100 ratio of both models' decode-heavy rows (128/2,048: 2.2 and 2.3) is more than
either the bandwidth (1.43) or the model (1.5 and 1.3) gives, and the dense 405B's is
1.2, as if the H100 runs admitted far fewer sequences than their memory holds (an
engine's expert workspace and CUDA graphs are not in the model's memory). A 16-bit
cache would account for Scout's: with --kv-precision fp16 (half the sequences) all its
H100 rows come within 9 % and its H200 rows at -27 to +12 %. TensorRT-LLM takes the cache's type from the checkpoint unless told
(kv_cache_config dtype auto), and the overview's recipe does not tell it; whether
NVIDIA's FP8 Scout checkpoint declares an FP8 cache is not recorded here (its
quick-start recipe sets one by hand, as the Llama-3.3-70B recipe does, whose checkpoint
the dense rows above fit with one), so the rows keep the fp8 cache. Llama 4 Maverick
(24 of its 48 layers with 128 experts, 50 GB of weights a GPU) shows the same H100
excess larger: +45 to +125 % (+50 to +143 %), its measured H200/H100 ratio 2.5-3.8
against the model's 1.3-2.2. On the H200 it is -40 to +32 %: its prompt-bound rows
(128/128, 2,048/128, 5,000/500) come out 24-40 % slow, the decode-bound ones -18 to +32 %. Measured, Maverick's prompts on
eight H200 go twice as fast as Scout's on four, the same active parameters on twice
the GPUs; the model gives 1.3 times, its all-reduces' bytes a token not shrinking with
t. Tried and not adopted (2026-12-06, before the waves): a 16-bit cache with 10 GB a GPU held back beyond the weights
(workspaces, CUDA graphs) puts both Llama 4 models' H100 rows within 16 %, but takes
Qwen3's H100 rows from -4 to -45 % on average and the Llama 4 H200 rows to -13 and
-31 %; no one reservation fits the three models. Shown as misses, each with a tolerance
above it."

prose_sum=4231851114 group "Inference: TensorRT-LLM 1.0's B200 columns (FP4), held out (perf-overview)" \
'^TRTLLM10_B200_' \
"The B200 TP1/TP4/TP8 (FP4) cells of the same overview for the four models above that the
catalog holds: Llama-3.3-70B on one B200, Llama-3.1-405B on four, Qwen3-235B-A22B on
eight and Llama 4 Scout on one, each at the ten lengths (and Llama 4 Maverick on eight
at the eight its column has, added 2026-12-06), run as the H200 and H100 columns
are (weights fp4, cache fp8, the most whole reservations in 0.95 of the memory, capped
at 4,096). Added 2026-12-05, when they came out fast, the dense models 12-39 % at every
length; the same table's GB200 column (the same memory, a higher power limit and clock)
runs 4-18 % faster than the B200 on every row, about its 11 % more clock, decode-heavy
rows included, so the B200's decode steps are bounded by its SMs, not its memory. The
fused engines' stream cap per SM (docs/inference.md, Engines: 15 B a cycle per SM, 4.40
TB/s on the B200's 148 SMs against its memory's 7.36) was then fitted on the ten
Llama-3.3-70B rows (-7 to +14 % now); held out, the 405B rows are +1 to +14 % (22 %
fast on average before; +4 to +21 % at the steady state, before the rows ran as the
benchmark's waves of requests in 2026-12-07, --requests, the groups above), MLPerf
v4.1's B200 Offline row -4.9 % (+8.7 % before). A lower
FP4 share of peak in its place (--eff 0.4) fitted these rows as well but put the MLPerf
row 14 % short and leaves the GB200's lead on decode unexplained. Qwen3-235B-A22B comes
out -37 to -2 % (-27 to +20 % before: the cap slows its many small experts' streams
too, and its real layout is not published); Llama 4 Scout +2 to +72 % (+53 to +103 %
before), on one GPU with no collectives, so its gap was in the model of its layers, not
the layout: a step's excess was 6-10 us a token, decoded and prompt alike. Those ten
Scout rows became the fit of the fused engines' time per routed token (docs/inference.md,
Engines: 7 us a token over the experts' devices), which puts them within 10 % (the
20,000/2,000 row -13 % since its batch counts the chunked layers' cache whole,
2026-12-07; the constant was not refitted); held out,
the same column's Qwen3-30B-A3B rows (added then: 8 of 128 experts routed, a fifth of
Scout's active parameters) went from +5..+243 % to -16..+12 % (mean 7.8 %), and
Qwen3-235B at TP8, charged a token's time over its 8 GPUs, to -45 to -9 % (now -43 to
-20 %: run as the benchmark's waves, the slow rows go further). Held out,
Llama 4 Maverick at TP8 comes out slow as Qwen3-235B does, -46 to -27 % (-44 to -8 % at
the steady state), its prompt-bound rows the most (128/128 and 2,048/128 -46 %); run
with attention data-parallel and
the experts over --ep 8 (t = 1) it comes out +4 to +29 % instead, so its real layout's
time lies between the two. Each row outside 25 % has a tolerance above its miss."

prose_sum=762146601 group "Inference: TensorRT-LLM 1.0's GB200 columns (FP4), held out (perf-overview)" \
'^TRTLLM10_GB200_' \
"The GB200 (FP4) cells of the same overview for the models the catalog holds:
Llama-3.3-70B, Llama 4 Scout and Qwen3-30B-A3B on one GPU, Llama-3.1-405B on four,
each at the ten lengths, run as the B200 column is on the catalog's gb200-nvl72 entry,
one GPU of the rack: added 2026-12-05, with its efficiencies (measured on a GB200 by
Microsoft Azure, the source the b200 entry uses), its SMs and its clock (the b200
entry's 148 and 1.98 GHz, the same GPU; the clock a lower bound at the GB200's higher
power limit). Before, the entry had neither, and Llama-3.3-70B's rows came out up to
27 % fast. No constant was set on these rows. The dense models are within 19 % (70B
-18 to +5 %, a little slow on decode-heavy rows, as a clock above the B200's would
explain; 405B 0 to +19 %, +1 to +25 % at the steady state before the rows ran as the
benchmark's waves of requests, --requests, 2026-12-07). The mixtures show what the GB200's own host costs: on the
same GPU the GB200 runs Qwen3-30B-A3B's short and balanced rows 21-40 % slower than
the B200 (24,107 tokens/s at 128/128 against 39,827), and Scout's 128/128 and
1000/1000 21-27 % slower, while it runs the dense models 4-18 % faster. Since
2026-12-08 the entry gives its Grace host's time per sequence of a decode step, 29.4
us, from NVIDIA's measurement in TensorRT-LLM pull request 10273 (docs/inference.md,
Engines, Host time per sequence), not from these rows: the steps of 4,096 sequences
are then the host's 120.4 ms, and the two 128/128 cells come within 13 % (Qwen3 +84.6
to +7.6 %, Scout +33.6 to +12.5 %), Qwen3's 128/2048 at 1,688 sequences +18.8 to +6.6
%; no other cell moves. Qwen3's 1000/1000, 1000/2000 and 500/2000 and Scout's
1000/1000 stay 31-49 % fast, their GPU steps longer than 29.4 us a sequence: what
slows them is not found. Each row outside 25 % has a tolerance above its miss."

prose_sum=3443489706 group "Inference: vLLM on 8 MI300X, tensor parallel 8, held out (OCI)" '^vLLMOCI_' \
"Llama-3.1-405B in FP8 on one Oracle BM.GPU.MI300X.8 machine, vLLM's
benchmark_latency (static batches of 1 to 256 prompts of 128 tokens, 128 out), added
2026-12-05 with no constant set on them: the first tensor-parallel MI300X rows, which
check the Infinity Fabric mesh (xgmi-mi300x) with the MI300X's own efficiencies. Up to
batch 128 within 10 %; batch 256 is 23 % fast, its 32,768 prompt tokens prefilled in
one pass at the model's GEMM rate (vLLM's token budget per step may split them; the
blog does not say)."

prose_sum=2440354063 group "Inference: SGLang on the H20, one request at a time (Qwen3 speed benchmark)" '^SGLang046_H20_' \
"The Qwen team's speed benchmark of the Qwen3 series (Qwen3 documentation, Speed
Benchmark): SGLang 0.4.6.post1 on NVIDIA H20 96GB, batch size 1, 2,048 tokens generated
after prompts of 1 to 129,024 tokens, the speed (prompt + generated tokens)/time, here
as the request's time, T_request = TTFT + 2,047 TPOT. Chosen by one rule: every SGLang
row of the Qwen3 models in the catalog with a prompt of up to 30,720 tokens (the
catalog's native context, 32,768, holds it with the 2,048 generated; the longer rows
need YaRN), in bf16, fp8 and AWQ int4, but GPTQ (int4, whose SGLang performance the
source itself says needs improvement, and int8, a weight-only format the tool does not
name). Added 2026-12-05 for the 8B, 32B, 30B-A3B and 235B-A22B, and 2026-12-06 for the
0.6B, 1.7B and 4B with their catalog entries (28 rows). The H20
had no efficiencies in the catalog, and the model was 46-147 % fast on every row, by
about the same share at every prompt length: the H20's decode streams its weights at
about 1.47 TB/s of its 4.0 in all four dense configurations. Its efficiency.memory,
0.367, was fitted on one row (Qwen3-8B bf16, 1-token prompt) and its 78 SMs entered
(the grouped expert GEMM's tile time needs them); the other 67 are held out. The dense
bf16 and fp8 rows of the 4B to 32B are within 16 % at every length (the prefills of up
to 30,720 tokens at the default 0.7 of the H20's 148 TFLOP/s), those of the 0.6B and
1.7B within 13 % but at 30,720 tokens, where the model is 10-20 % slow (the long
prompt's attention is most of so small a model's time), Qwen3-30B-A3B in bf16 within 10 % and
Qwen3-235B-A22B in bf16 at t = 8 13-15 % fast. Two kernel classes miss: AWQ int4
(SGLang's awq_marlin) comes out 28-51 % fast on the 4B, 8B and 32B alike, and the fp8 mixtures of experts
(block-scaled fp8 weights, Triton's fused MoE kernel) 31-37 % fast, while the same
models' bf16 rows and the dense fp8 rows fit; neither kernel's rate on this part is in
the model. The AWQ miss reverses a choice a user would make from these rows: for the
fastest request on one H20, the measurements pick fp8 for Qwen3-4B and Qwen3-8B at
every length (the 4B's by 0.5-8 %) and for Qwen3-32B from 6,144 tokens (by 3-10 %; AWQ
by 3 % at a 1-token prompt), the model AWQ at all twelve, as AWQ's 4.2 bits a weight
stream in half of fp8's time while
SGLang's awq_marlin kernels measure slower than its fp8 ones here. Qwen3-235B's bf16 on
eight GPUs against fp8 on four measure within 4 % of each other; the model picks fp8,
its fp8 expert kernels being the other miss. Until 2026-12-05 T_request counted a lone request's prompt twice (its TTFT
and the packed share in its TPOT), 20-30 % long at 30,720-token prompts."

# InferenceX's DeepSeek-R1 rows and the table of them by software build
# (docs/mkinferencex.sh).
. "$here/mkinferencex.sh"

prose_sum=2718405272 group "Inference: vLLM and SGLang online (ShareGPT at 4 and 8 requests/s)" '^(SGLang03_|vLLM060_.*_RPS)' \
"SGLang 0.3.0 and vLLM 0.6.0 serving ShareGPT requests at 4 and 8 requests/s
(SGLang's benchmark table of September 2024, the same table as the vLLM 0.6.0 offline
row above), added 2026-12-03 as held-out rows: no constant was set on them. The medians
of TTFT, of a request's TPOT and of its time in the system against serving's
continuous-batching queue (TTFT_p50, TPOT_p50, T_p50) at the same load. Both engines
run new prompts' prefill as iterations of their own (engine vllm-v0). vLLM ran with
--num-scheduler-steps 10: requests are admitted and tokens returned only between
iterations of 10 decode steps, so a new prompt waits for the rest of the iteration under
way, serving's --scheduler-steps 10 (checked against the discrete-event simulation,
docs/serving.md). Without it the vLLM TTFT rows were 67-82 % short. Goal: within 25 %.
Since 2026-12-04 the engine's time per layer is its own, 85 us against the fused
engine's 50, fitted on one figure of the same table that is not a row here: SGLang's
median inter-token latency on the A100 at 4 req/s, 11.93 ms, against a decode step of
10.8 ms with the fused constants (docs/inference.md, Engines); the A100 rows of 4 req/s
are no longer held out for that reason. The check is the 70B run on four H100 (t = 4, 80
layers): its median inter-token latency, 21.67 ms at 4 req/s and 24.45 at 8, is
modelled at 20.9 and 22.7 ms (18.0 at 4 req/s before). The 24 rows went from a mean error
of 14.8 % (largest 29.0 %) to the figures below. What is left: the 70B rows' TTFT 18-21 %
short (SGLang's TTFT less half a step leaves about 40 ms for a 220-token prefill that
the model puts at about 31 ms), SGLang's TPOT at 8 req/s 9-10 % short (its median
inter-token latency grows by 2.5-2.8 ms between the loads, the model's step by
0.5-1.7),
and the median time in the system of the 4 req/s rows 8-18 % long. Prompt length (220)
and the spread of output lengths (cv 1) are assumptions the rows state."

prose_sum=1850525654 group "Inference: TensorRT-LLM 0.14 online (Triton backend), held out (perf-overview)" '^TRTLLM014_' \
"The online serving table of the same 0.17 overview (generated with TensorRT-LLM 0.14, the
TensorRT-LLM backend of Triton, 500 requests, bf16): Llama-3.1-70B on four H100 or H200
and Llama-3.1-8B on one, prompts and outputs of 467/256, 467/16 and 202/214 tokens, at 2
to 32 requests/s; the mean time to the first token and the mean inter-token latency
against serving's mean TTFT and TPOT under continuous batching at the same arrival rate,
one replica, engine fused. Added 2026-12-07 with no constant set on them. Chosen by one
rule: every finite load below 0.8 of the most requests/s the configuration carried (its
INF row), 47 of the 60 finite loads; above it a run of 500 requests is far from a steady
state (at 32 requests/s the 70B's TTFT is 1.2 s and climbing). The figures are printed in
whole milliseconds, so the 8B's inter-token latencies of 5-10 ms carry up to 10 % of
rounding. The model is fast on both figures. The inter-token latency of the 16-token
outputs, where few sequences decode at once, is within 16 % (mean 5.2 %); that of the long
outputs is 3-26 % short (mean 15 %). The first token of the 467-token prompts is within 23 %
(mean 10.6 %) and exact at an idle server (467/16 at 2 requests/s: within 2 ms on all four
configurations). With 202-token prompts and 214-token outputs, where several sequences
are decoding when a request arrives, it is 15-33 % short: 4.5-7.8 ms at 2 requests/s,
0.4 to 0.9 of a decode step. That is the excess the MLPerf v4.0 Server rows above show on
the same generation of the engine, about a step; the model waits for the rest of the
iteration under way, half a step on average, and the source of the rest is not found."

prose_sum=1291482872 server_runs "$bin" "$here/mlperf41-server-runs.tsv"
prose_sum=2612261004 server_runs "$bin" "$here/mlperf40-server-runs.tsv" v4.0 \
"The MLPerf v4.0 Server rows above against every submission of the same configuration
in that round at the same number of replicas (NVIDIA's 2-GPU H100 system, Azure's one
H100 NVL pair and the single 1,000 W H200 are left out; docs/mlperf40-server-runs.tsv).
As in v4.1, the replicates show how little a load fixes a Server latency near a
replica's capacity: the seven eight-H100 runs carried 64.8 to 73.7 req/s and measured
TPOT 85 to 146 ms and TTFT's 99th percentile 400 to 1,462 ms, HPE's run at the lowest
load the shortest of all. The model's most load is 10 % above the highest of them (81.2
req/s), where its TPOT (151 ms) is 3.5 % above the longest measured; at each run's own
load it sits further from its capacity than the runs did, and its TPOT comes out 39 to
71 ms, about half of what they measured. The same holds on every configuration but the
four H100 PCIe on PCIe Gen4, the GH200 and the Gaudi 2, whose runs' loads are within
about 3 % of the model's capacity."
prose_sum=1570819761 offline_runs "$bin" "$here/mlperf41-offline-runs.tsv"
offline_runs "$bin" "$here/mlperf40-offline-runs.tsv" v4.0 \
"The MLPerf v4.0 Offline rows above, one submission a configuration, against every
submission of the same hardware and configuration in that round (held out with them).
Eight H100 SXM: eight runs within 7 % a replica (5,243 to 5,572 tokens/s), NVIDIA's
2-GPU system among them; the 4-GPU HGX boards (t = 2 over six NVLink links) spread 17 %,
Dell's XE8640 to Fujitsu's GX2560 M7; the H100 NVL pair in Azure's
NC_H100_v5 ran 3 % above NVIDIA's eight-card system. Data:
docs/mlperf40-offline-runs.tsv."

# rank_rows UNIT SCALE DIR WHAT: TSV rows (name, measured, predicted) ranked
# (docs/rank.awk).
rank_rows() {
    awk -v unit="$1" -v scale="$2" -v dir="$3" -v what="$4" -f "$here/spearman.awk" -f "$here/rank.awk"
}

# The orders and choices a user acts on (docs/mkdecisions.sh), through a file that
# prose reads back.
prose_out=$tmp/decisions prose_at=0
. "$here/mkdecisions.sh" >"$prose_out"
cat "$prose_out"

# Memory verdicts: the BigScience layouts with a reported peak (nvidia-smi, GiB) or an
# out-of-memory failure beyond the scenarios' M_total rows: the 02-20 tables, the rows
# of 2022-02-25 that ran out of memory, and the 02-27 and 02-28 tables (held out: the
# deepspeed stack's reserve was fitted on 02-21 and 02-25). Columns: date, precision, layers, hidden,
# heads, t, p, d, b, reported GiB or OOM, global batch (chronicles-prequel.md).
memory_verdicts() {
    printf '\n## Memory: BigScience'"'"'s reported peaks and out-of-memory layouts (A100 80 GB)\n\n'
    cat <<'TEXT'
Layouts of BigScience's search with the peak memory its table reports (nvidia-smi on
the first stage's node, GiB) or an out-of-memory failure, beyond the M_total rows of the
scenarios above: the 02-20 tables (hidden 14400, 96 heads, 72 to 81 layers over p 4 to
12, the layer count BigScience chose for each p), the three 02-25 layouts that failed,
and the 02-27 and 02-28 tables (their step times are held-out scenarios above), none of
which a constant was set on (the deepspeed stack's reserve, 9 GB with its pipeline engine and a quarter of the
activations, was fitted on the 02-21 and 02-25 fp16 rows: 23 reported peaks, mean
error 3 %; docs/train.md, Training stacks). From 02-28 the runs used DeepSpeed's
BF16_Optimizer and the partition `type:transformer|embedding`, which counts each
embedding as a layer's slot and so gives the first stage one layer fewer than the
model's balanced partition: most of the model's excess on those rows. The capacity
is 80 GiB; the verdict is the model's.

| date | precision | layers | hidden | heads | t | p | d | b | reported | predicted | error | verdict | agrees |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
TEXT
    local table text
    table=$(memory_table)
    printf '%s\n' "$table"
    text="
The 02-20 rows have no step-time scenario: their iteration times, from a software state
of two days before the 02-21 table, gained 5 % from microbatch 1 to 4 where the model
gains 15 % (hidden 14400 is no multiple of 128, its heads 150 wide); on 02-21 the
14336-wide model gained 13-14 % and the model 15 %. The misses of memory: two 02-20 layouts at
microbatch 8 that ran at 75 and 76 GiB are refused at 83.0 and 80.2 GiB (the
allocator's share is a quarter of activations that are largest there); the 02-28
layout of 106 layers at microbatch 4 ran at 79 GiB, and the model
puts it at 83.7 GiB, over the 80 (its first stage holds a layer more than BigScience's
partition gave it); and 82 layers of hidden 14336 with 128 heads ran out of memory where
the model finds 71.5 GiB (the same shape with 70 layers ran at 60 GiB; nothing the model
counts grows by 20 GiB with 12 more layers over 12 stages)."
    # the paragraph quotes the table (rank.sh, prose_verdict)
    prose_verdict 367287326 "$text" <<<"$table"
    printf '%s\n' "$text"
}

# memory_table: memory_verdicts's table rows and closing line, one train run a
# layout.
memory_table() {
    local date prec L h a t p d b rep B
    while read -r date prec L h a t p d b rep B; do
        "$bin" train --hw a100 --fabric opa-100 --beta 50Gbit/s --layers "$L" --hidden "$h" \
            --heads "$a" --vocab 250880 --seq 2048 --precision "$prec" --recompute full \
            --seq-parallel no --zero 1 --framework deepspeed --global-batch "$B" --devices $((t * p * d)) \
            --tp "$t" --pp "$p" --microbatch "$b" --attention standard -f json |
            jq -r --arg row "$date $prec $L $h $a $t $p $d $b $rep" '.rows[0] | "\($row) \(.M_total) \(.fits)"'
    done <<'ROWS' | awk '{
            gib = $11 / 1073741824; oom = ($10 == "OOM")
            verdict = ($12 == "true") ? "fits" : "out of memory"
            agrees = (oom == ($12 != "true")) ? "yes" : "no"; n++; if (agrees == "yes") y++
            rep = "out of memory"; err = ""
            if (!oom) { rep = $10 " GiB"; e = gib / $10 - 1; err = sprintf("%+.1f %%", 100 * e)
                        s += (e < 0 ? -e : e); k++ }
            printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %.1f GiB | %s | %s | %s |\n",
                $1, $2, $3, $4, $5, $6, $7, $8, $9, rep, gib, err, verdict, agrees
        } END { printf "\n%d reported peaks: mean |error| %.1f %%. Verdicts agreeing: %d of %d.\n", k, 100 * s / k, y, n }'
02-20 fp16 80 14400 96 8 4 12 1 47 2040
02-20 fp16 80 14400 96 8 5 9 1 44 2043
02-20 fp16 78 14400 96 8 6 8 1 39 2048
02-20 fp16 77 14400 96 8 7 6 1 39 2046
02-20 fp16 80 14400 96 8 8 6 1 36 2046
02-20 fp16 81 14400 96 8 9 5 1 37 2045
02-20 fp16 80 14400 96 8 10 4 1 35 2048
02-20 fp16 77 14400 96 8 11 4 1 32 2048
02-20 fp16 72 14400 96 8 12 4 1 30 2048
02-20 fp16 78 14400 96 8 6 8 2 45 2048
02-20 fp16 78 14400 96 8 6 8 4 56 2048
02-20 fp16 78 14400 96 8 6 8 8 75 2048
02-20 fp16 80 14400 96 8 10 4 2 43 2048
02-20 fp16 80 14400 96 8 10 4 4 55 2048
02-20 fp16 80 14400 96 8 10 4 8 76 2048
02-20 fp16 77 14400 96 8 11 4 2 41 2048
02-20 fp16 77 14400 96 8 11 4 4 53 2048
02-20 fp16 77 14400 96 8 11 4 8 75 2048
02-20 fp16 72 14400 96 8 12 4 2 39 2048
02-20 fp16 72 14400 96 8 12 4 4 50 2048
02-25 fp16 72 14336 64 2 6 32 1 OOM 2048
02-25 fp16 72 14336 64 2 6 32 2 OOM 2048
02-25 fp16 72 14336 64 8 1 48 1 OOM 2016
02-27 fp16 78 13824 96 8 6 8 4 59 2048
02-27 fp16 78 13824 96 4 6 16 4 75 2048
02-27 fp16 106 12288 96 4 12 8 2 44 2048
02-28 bf16 106 12288 64 4 12 8 2 67 2048
02-28 bf16 106 12288 96 4 12 8 2 65 2048
02-28 bf16 106 12288 128 4 12 8 2 67 2048
02-28 bf16 106 12288 96 4 12 8 4 79 2048
02-28 bf16 100 12288 64 4 6 16 2 OOM 2048
02-28 bf16 100 12288 64 4 6 16 1 OOM 2048
02-28 bf16 100 12288 64 8 6 8 2 61 2048
02-28 bf16 100 12288 64 8 6 8 4 72 2048
02-28 bf16 82 13312 64 8 12 4 4 52 2048
02-28 bf16 82 13312 64 4 12 8 2 63 2048
02-28 bf16 82 13312 104 4 12 8 2 62 2048
02-28 bf16 82 13312 128 4 12 8 2 60 2048
02-28 bf16 82 13312 64 4 12 8 4 74 2048
02-28 bf16 94 13312 128 4 12 8 2 67 2048
02-28 bf16 82 14336 128 4 12 8 2 OOM 2048
ROWS
}
memory_verdicts

trends() {
    local full sel
    printf '\n## Trends\n\n'
    printf 'Selective recomputation with sequence parallelism against full recomputation\n'
    printf '(Korthikanti et al. 2022 report 29.0 %%, 31.8 %%, 29.7 %% and 32.1 %% higher throughput):\n\n'
    printf '| model | predicted speed-up | published |\n|---|---|---|\n'
    local m pub
    for m in 22B:29.0 175B:31.8 530B:29.7 1T:32.1; do
        pub=${m#*:} m=${m%%:*}
        full=$("$bin" scenario run "Korthikanti22_${m}_full" -f json | jq '.rows[] | select(.key == "T_step") | .value')
        sel=$("$bin" scenario run "Korthikanti22_${m}_selective" -f json | jq '.rows[] | select(.key == "T_step") | .value')
        awk -v m="$m" -v f="$full" -v s="$sel" -v p="$pub" \
            'BEGIN { printf "| %s | %+.1f %% | +%s %% |\n", m, 100 * (f / s - 1), p }'
    done
    printf '\nZeRO-3 against tensor and pipeline parallelism (175B, B = 1536, TFLOP/s per GPU by\n'
    printf 'eq. 3) on the DGX A100 fabric (8 x 200 Gb/s per node, measured in Table 2) and on\n'
    printf 'a slow one (one 100 Gb/s Ethernet port per GPU):\n\n'
    printf '| GPUs | ZeRO-3, ib-hdr | PTD-P, ib-hdr | ZeRO-3, eth-100g | PTD-P, eth-100g |\n|---|---|---|---|---|\n'
    local n fab z p cells
    for n in 384 768 1536; do
        cells=""
        for fab in ib-hdr eth-100g; do
            z=$("$bin" train --hw a100 --fabric "$fab" --layers 96 --hidden 12288 --heads 96 --vocab 51200 \
                --precision fp16 --grad-precision fp16 --recompute full --seq-parallel no --tp-overlap no \
                --dp-overlap no --devices "$n" --tp 1 --pp 1 --global-batch 1536 \
                --microbatch $((1536 / n)) --zero 3 --columns R_hw -f csv --no-header)
            p=$("$bin" train --hw a100 --fabric "$fab" --layers 96 --hidden 12288 --heads 96 --vocab 51200 \
                --precision fp16 --grad-precision fp16 --recompute full --seq-parallel no --tp-overlap no \
                --dp-overlap no --devices "$n" --tp 8 --pp 12 --global-batch 1536 --interleave 4 \
                --columns R_hw -f csv --no-header)
            cells+=$(awk -v z="$z" -v p="$p" 'BEGIN { printf " %.0f | %.0f |", z / 1e12, p / 1e12 }')
        done
        printf '| %s |%s\n' "$n" "$cells"
    done
    printf '\nPublished on ib-hdr: ZeRO-3 144, 88, 44; PTD-P 153, 149, 141 TFLOP/s per GPU.\n'
}
trends

# The published layouts against the search (docs/plan.md).
planning() {
    printf '\n## Planning: the published layouts against `mlsys plan`\n\n'
    cat <<'TEXT'
For each weak-scaling row of Narayanan et al. 2021 (Table 1, above), `mlsys plan`
searched the row's devices and global batch with its run options pinned (fp16 with
fp16 gradients, full recomputation, no sequence parallelism, tensor-parallel
collectives not overlapped, the data-parallel overlap as the row had it, standard
attention) and t, p, b, v and the ZeRO stage free (`docs/planrank.sh` runs it).
Beside the published layout's predicted step time: plan's best and its layout, and
the published layout's rank among the feasible layouts by predicted step time, with
ZeRO free and with ZeRO 0 (Megatron-LM of 2021 had no ZeRO). The issue asks that
plan's best be predicted at least as fast as the published layout, and that the
published layout rank in the top 10 % of the feasible layouts (the last column).

| scenario | published | T_step | plan's best | its layout | faster by | rank | rank, ZeRO 0 | top 10 % |
|---|---|---|---|---|---|---|---|---|
TEXT
    # the largest error of the published step times, for the closing words
    local worst
    worst=$(measured_predicted "$bin" '^Narayanan21T1_' T_step |
        awk -F'\t' '{ e = $3 / $2 - 1; if (e < 0) e = -e; if (e > w) w = e } END { printf "%.0f", 100 * w }')
    "$here/planrank.sh" "$bin" $(grep '^Narayanan21T1_' <<<"$names") |
        awk -F'\t' -v worst="$worst" '{
            top = ($6 <= 0.1 * $7) ? "yes" : "no"; if (top == "yes") y++
            top0 = ($8 <= 0.1 * $9) ? "yes" : "no"; if (top0 == "yes") y0++
            printf "| %s | %s | %.4g s | %.4g s | %s | %.1f %% | %d of %d (%.0f %%) | %d of %d (%.0f %%) | %s, %s |\n",
                $1, $2, $3, $4, $5, 100 * ($3 / $4 - 1), $6, $7, 100 * $6 / $7, $8, $9, 100 * $8 / $9, top, top0
            n++
            if ($4 <= $3) f++
        } END {
            printf "\nPlan'"'"'s best at least as fast as the published layout: %d of %d rows. ", f, n
            printf "The published layout\nin the top 10 %%: %d of %d rows with ZeRO free, %d of %d with ZeRO 0.\n", y, n, y0, n
            if (y < n || y0 < n)
                print "\nWhere the published layout misses, the model prefers less tensor parallelism and more\n" \
                      "pipeline or data parallelism: with the 2021 software the tensor-parallel all-reduces\n" \
                      "are exposed (6 per layer and microbatch with full recomputation, each over NVLink),\n" \
                      "and the model charges them more than the pipeline bubbles and point-to-point\n" \
                      "transfers a smaller t brings at these large global batches. The published step times\n" \
                      "are predicted within " worst " % (above); the layouts the model prefers have not been\n" \
                      "measured."
        }'
}
planning

# The summary: every validation group's rows, mean and largest |error| and rows
# above 30 % (each group's line of $tmp/summary), then the totals of each kind of
# group (the title's first word: Training, Communication, Inference).
summary() {
    printf '\n## Summary: every group\n\n'
    printf 'Each group above in one line, then each kind of group together (every row of its\n'
    printf 'groups, each expectation of a scenario a row; the replicate tables of MLPerf and the\n'
    printf 'orders and choices are not rows):\n\n'
    printf '| group | rows | mean \\|error\\| | largest | above 30 %% |\n|---|---|---|---|---|\n'
    awk -F'\t' '{ printf "| %s | %d | %.1f %% | %.1f %% | %d |\n", $1, $2, 100 * $3 / $2, 100 * $4, $5
                  k = $1; sub(/:.*/, "", k); if (!(k in n)) order[++nk] = k
                  n[k] += $2; s[k] += $3; b[k] += $5; if ($4 > mx[k]) mx[k] = $4 }
        END { printf "\n| kind | rows | mean \\|error\\| | largest | above 30 %% |\n|---|---|---|---|---|\n"
              for (i = 1; i <= nk; i++) { k = order[i]
                  printf "| %s | %d | %.2f %% | %.1f %% | %d |\n", k, n[k], 100 * s[k] / n[k], 100 * mx[k], b[k] } }' \
        "$tmp/summary"
}
summary
