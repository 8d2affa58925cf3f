# docs/mkdecisions.sh - sourced by docs/mkvalidation.sh after the validation
# groups: the orders and choices a user acts on, measured against predicted (which
# training layout, which serving layout, which device or machine), each from
# docs/rank.awk, docs/layout-choice.awk or docs/pair.awk over the scenarios' rows.
# Uses mkvalidation.sh's $bin, $here, ix_rows and rank_rows, and rank.sh.

# The BLOOM layouts in measured and in predicted order (Spearman's rank correlation).
# layout_order TITLE REGEX: the scenarios matching REGEX in measured and in
# predicted order (Spearman's rank correlation).
layout_order() {
    printf '\n## Layout order: %s\n\n' "$1"
    printf 'Measured iteration time against predicted, each row with its rank (1: fastest):\n\n'
    printf '| scenario | measured | rank | predicted | rank |\n|---|---|---|---|---|\n'
    measured_predicted "$bin" "$2" T_step | rank_rows s 1 1 layouts
}
layout_order "BLOOM-176B on 384 A100" '^BLOOM176B_'
layout_order "a 181B BLOOM candidate on 384 A100 (2022-02-25)" '^BLOOM181B_0225_'
layout_order "a 181B BLOOM candidate on 384 A100 (2022-02-21)" '^BLOOM181B_0221_'
layout_order "four BLOOM candidate shapes on 384 A100 (2022-02-23)" '^BLOOM_0223_'
layout_order "two BLOOM candidate shapes, 64 or 96 heads, on 384 A100 (2022-02-26, held out)" '^BLOOM_0226_'
layout_order "two BLOOM candidate shapes on 384 A100 (2022-02-27, fp16, held out)" '^BLOOM_0227_'
layout_order "a 181B BLOOM candidate with 16 to 256 heads on 384 A100 (2022-02-23/24, held out)" '^BLOOM_heads_h14336_'
layout_order "four BLOOM candidate shapes on 384 A100 (2022-02-28, bf16, held out)" '^BLOOM_0228_'
prose 1489138329 "
The 181B series of 02-25 ranks at Spearman 0.87, and its measured fastest layout (t 4,
p 12, d 8, b 2) is predicted 2nd, behind t 4 p 6 d 16 b 2, which ran 1 % slower (until
2026-12-04: Spearman 0.70, the fastest predicted 6th; what moved it is the exchanges
over Omni-Path at the fabric's measured share and the tied embedding's all-reduce,
docs/train.md). Its remaining misses are two layouts that ran near the memory's limit
(reported peaks 66 and 75 GiB of 80: t 8 p 6 b 6 and t 4 p 6 b 4, 5 % and 2 % fast,
where every other layout of the series but t 8 p 12 b 2, 2 % fast, is 0-8 % slow), as on 02-20 the microbatch-8
runs at 73-76 GiB were 10 % slower than at 4. A slowdown near a full device (the
caching allocator freeing its cache and retrying) would order them better, but
BigScience's own BLOOM-176B layout at microbatch 4 and 73 GiB ran as fast as at
microbatch 2 and 59 GiB, so no such term is in the model. The three t 4 layouts of
BLOOM-176B, within 2.6 % of each other measured, come out in another order (t 4 b 4
predicted 2.7 % slower than b 2, measured 0.2 %); t 8 is last in both. The held-out
tables of 02-26 to 02-28 rank lower than before the refit (Spearman 0.60 and 0.71, from
0.67 and 0.78), the 02-27 one higher (0.70, from 0.20). The three layouts of the series that ran out
of memory (d 48 t 8 p 1 b 1; d 32 t 2 p 6 at b 1 and 2) are refused, and every layout
that ran fits (the memory section below)."

# layout_choice TITLE: with_stack's lines on stdin grouped by engine, part,
# precision, software stack, lengths and requests, each layout's GPU-seconds a
# token measured against predicted (docs/layout-choice.awk; groups of two
# layouts or more, rows of one stack only).
layout_choice() {
    printf '\n## Layout choice: %s\n\n' "$1"
    awk -v min=2 -f "$here/spearman.awk" -f "$here/layout-choice.awk"
}
layout_choice "DeepSeek-R1 on four or eight GPUs, one software stack at a time (InferenceX)" \
    <<<"$ix_rows"
prose 4177964521 "
The InferenceX rows above, read as a deployment would read them: at a given load and
request shape, which layout serves a token for the fewest GPU-seconds (its GPUs times
the mean time per output token; TP4 and TP8 split the experts, TP4_EP4 and TP8_EP8
keep them whole, DEP4 and DEP8 run attention data-parallel). The regret is what
following the model costs: the measured GPU-seconds of the layout it predicts
cheapest over those of the measured cheapest. Only rows measured on one software
stack are compared (the image's tag, or the run's date where the row records no
image): InferenceX publishes one run a configuration, and its layouts of one engine
often come from builds months apart. SGLang's NVFP4 rows on the B200 are the plain
case: every row with the experts split (TP4, TP8) ran on 2025-11-10, every row with
them whole (TP4_EP4, TP8_EP8) on SGLang 0.5.9 on 2026-03-25, and the 2025 build
waited 5.5-9.2 s for the first token of an 8,192-token prompt at 4 to 32 requests
where the 2026 one waited 0.25-1.0 s. Read across the two, split experts looked 1-49 % dearer
than whole ones, a layout effect the model could not reproduce (none of 18 groups
agreed until 2026-12-06, when the stacks were first kept apart); it is the builds'.
Within a stack, the model picks the cheaper layout in all but one of the 63
comparisons. 62 of them set four GPUs against eight (experts split or whole, attention
tensor- or data-parallel) on both NVIDIA engines and on the MI355X, where four serve a
token for 56-77 % of eight's GPU-seconds. The one miss sets TensorRT-LLM
1.2's split experts against whole ones on four B200 at 32 requests of 8,192-token
prompts, measured 1.1 % apart: the only same-stack comparison of split and whole
experts on the same GPUs, so that choice is barely tested. The FP8 rows (B200, H200,
MI300X, MI325X) give no group: each of their layouts ran on a different stack."

layout_choice "DeepSeek-R1 with speculative decoding (MTP), one software stack at a time" \
    < <(measured_predicted "$bin" '^IX_.*_MTP$' TPOT | with_stack "$bin")
prose 96421170 "
The same reading of the rows run with multi-token prediction (the group of that name
above; drafting taken as part of the engine, so these rows are compared only with one
another). Six groups of one stack have two layouts each; the model's acceptance is
the fitted default for every row, so what decides the choice here is the rest of the
step. The model picks the measured cheaper layout at five; the miss, TensorRT-LLM 1.2
in FP4 at 128 requests of 1,024 tokens, sets split experts (TP8) against whole ones
(TP8_EP8) and costs 2.2 % more GPU-seconds a token than the better. Every one of the
125 rows is faster with drafting than without, measured and predicted (1.10 to 2.32
times measured, 1.18 to 2.04 predicted)."

# The tensor-parallel degree of one replica on TensorRT-LLM 0.17's throughput
# table: each (device, model, precision, lengths) run at two degrees or more,
# each degree's GPU-seconds a token (rank.sh's as_layouts, layout-choice.awk).
t017_rows=$(measured_predicted "$bin" '^TRTLLM017_.*_TP[0-9]+_[0-9]+_[0-9]+$' tokens_per_s)
printf '\n## Layout choice: GPUs a replica, TensorRT-LLM 0.17 throughput table (held out)\n\n'
as_layouts <<<"$t017_rows" |
    awk -v min=2 -v head="model, part, precision" -f "$here/spearman.awk" -f "$here/layout-choice.awk"
prose 3921544839 "
How many GPUs to give one replica, the first choice of a deployment: TensorRT-LLM 0.17
ran Llama-3.1-70B and Mixtral-8x7B on the A100, H100, H200 and L40S at two to four
tensor-parallel degrees for each request shape (all requests queued at once), so the
cost of a token, its replica's GPUs over the replica's rate, can be compared across
degrees. The model picks the measured cheapest degree in 56 of the 72 groups, where
the rule a practitioner starts from, the fewest GPUs that hold the model, picks it in
38. Following the model costs 1.2 % more GPU-seconds a token than the best on
average over the 72, and at most 23 %: Llama-3.1-70B on the H200 at 128/4,096, where
the model puts one GPU first (its rate +7 %) and two GPUs measured 23 % cheaper (their
rate -16 %). Five of the 16 misses are the A100's
70B rows, where TP4 is measured cheapest and the model gives TP8 by 2-9 %; the
Mixtral misses cost at most 6.4 %: the model's Mixtral rates rise with the degree
(TP1 -4 %, TP8 +20 % on the H100; TensorRT-LLM 0.17's throughput table above),
so it leans to more GPUs than the runs favoured."

# The device choice on the same table, each model at the same degree on both parts
# (docs/pair.awk with same_tp=1), one line a pair of parts, then the pairs whose
# choice the model reverses. pair_line LABEL A B: the line of A against B.
pair_line() {
    grep -E "^TRTLLM017_($2|$3)_" <<<"$t017_rows" |
        awk -v a="$2" -v b="$3" -v same_tp=1 -v strip='_FP[0-9]+' -v mode=stats -f "$here/pair.awk" |
        awk -v c="$1" '{ printf "| %s | %d | %d of %d | %.1f %% | %.1f %% |\n", c, $5, $3, $4, $1, $2 }'
}
printf '\n## Device choice: four pairs of parts, TensorRT-LLM 0.17 throughput table (held out)\n\n'
printf 'Throughput a device, the second part over the first, on the rows of the same model, lengths and tensor-parallel degree that ran on both, each part in its column'"'"'s precision; the choice is the part with more tokens/s a device, decided where the two measured rates differ by more than 5 %%:\n\n'
printf '| parts | pairs | same choice, of those decided | mean \\|error\\| of the ratio | largest |\n|---|---|---|---|---|\n'
pair_line "H200 (FP8) over H100 (FP8)" H100 H200
pair_line "H100 (FP8) over A100 (FP16)" A100 H100
pair_line "GH200 (FP8) over H200 (FP8)" H200 GH200
pair_line "L40S (FP8) over A100 (FP16)" A100 L40S
printf '\nThe pairs the model decides the other way:\n\n| rows | measured L40S/A100 | predicted | error | same choice |\n|---|---|---|---|---|\n'
grep -E "^TRTLLM017_(A100|L40S)_" <<<"$t017_rows" |
    awk -v a=A100 -v b=L40S -v same_tp=1 -v strip='_FP[0-9]+' -f "$here/pair.awk" | grep -F '| no |'
prose 943665895 "
The rental question on TensorRT-LLM 0.17's table, read a device at a time at the same
degree: the H200 over the H100, the H100 over the A100 and the GH200 over the H200
are picked on every pair the measurement decides, the ratio within about 5-7 % on
average. The L40S in FP8 against the A100 in FP16 is the close call of the table: on
one GPU the two deliver the same to within 5 % on many of the 8B and 7B rows, and where
the A100 leads by 9-15 % (long outputs: 128/4,096 and 2,048/2,048) the model puts the
L40S ahead by 6-11 % (the L40S's 8B and 7B rows are 9-11 % fast on average, the
A100's 5 % slow; TensorRT-LLM 0.17's section above). Those four pairs are the model's wrong choices on this table."

# device_order TITLE REGEX KEY UNIT SCALE DIR: the scenarios matching REGEX, one a
# device or machine, in measured and in predicted order of KEY (DIR 1: lower is
# better, -1: higher), the figures in UNIT (base SI / SCALE).
device_order() {
    printf '\n## Device order: %s\n\n' "$1"
    printf 'Measured %s against predicted, each row with its rank (1: fastest):\n\n' "$3"
    printf '| scenario | measured | rank | predicted | rank |\n|---|---|---|---|---|\n'
    measured_predicted "$bin" "$2" "$3" | rank_rows "$4" "$5" "$6" devices
}
printf '%s\n' "
The rows above, ordered as someone choosing a card would read them: which device
decodes or takes a prompt fastest. Each section is one workload on every device it ran
on, from one source; the rank is what a choice acts on, so a small error that swaps
two close cards matters less than one that moves a card past several others."
device_order "llama.cpp batch-1 decode of Llama-3-8B Q4_K_M (May 2024 tables)" \
    '^LlamaCpp_[A-Za-z0-9]+_Llama3_8B_Q4KM$' tokens_per_s tokens/s 1 -1
device_order "llama.cpp prompt of 512 tokens, Llama-3-8B Q4_K_M (May 2024 tables)" \
    '^LlamaCpp_[A-Za-z0-9]+_Llama3_8B_Q4KM_Prefill(512)?$' TTFT ms 1e-3 1
device_order "llama.cpp machines of 2 to 8 GPUs, a 4,096-token prompt of Llama-3-70B Q4_K_M" \
    '^LlamaCppMulti_[A-Za-z0-9]+_Llama3_70B_Q4KM_Prefill4096$' TTFT ms 1e-3 1
device_order "llama.cpp machines of 2 to 8 GPUs, batch-1 decode of Llama-3-8B Q4_K_M" \
    '^LlamaCppMulti_[A-Za-z0-9]+_Llama3_8B_Q4KM_Decode$' tokens_per_s tokens/s 1 -1
device_order "Apple M-series, llama.cpp batch-1 decode of LLaMA 7B Q4_0 (discussion 4167)" \
    '^LlamaCpp4167_[A-Za-z0-9]+_Llama2_7B_Q4_0$' tokens_per_s tokens/s 1 -1
device_order "Apple M-series, llama.cpp prompt of 512 tokens, LLaMA 7B Q4_0 (discussion 4167)" \
    '^LlamaCpp4167_[A-Za-z0-9]+_Llama2_7B_Q4_0_Prefill512$' TTFT ms 1e-3 1
prose 358871117 "
One GPU's decode is ranked within a place or two (Spearman 0.98; the largest moves: the
RTX 3080 9th measured, 12th predicted, the RTX A6000 11th and 8th), as are the Apple
chips' (0.99, though the M1, M2 and M3 Max are predicted within 0.1 % of each other,
their memory the same 400 GB/s, so their order among themselves is not the model's
claim). Prompts rank at 0.91 and 0.99: on one GPU the misorders are the A100 SXM
(predicted 2nd, measured 4th behind the RTX 4090; its Q4_K_M prompt 14 % short) and the
RTX 4070 Ti (8th measured, 12th predicted; its prompts 23 % long; docs/inference.md,
Limits). Among the machines of several GPUs, the 70B prompts rank at 0.91 and the 8B decodes at
0.79: the three datacenter machines are predicted at one rate, the host's floor (122
tokens/s; their order among themselves is not the model's claim), where the A100 SXM
machine decodes 11th of 15, its host slower, and the three RTX 4090 machines (118-125
tokens/s, 1st, 4th and 6th measured) are predicted 5th to 7th, 1 % below that floor. For a choice between the 4-GPU A100 SXM and PCIe machines for a 70B prompt the
model is wrong: measured, the PCIe machine is 1.6 times faster, predicted the same
(its pieces pipelined, more than the SXM machine's; +21 % and -26 %)."

# The datacenter choices: MLPerf v4.1 Offline's Llama-2-70B a device (each
# submission's replica rate over its t devices), and H200 against H100 on the rows
# of TensorRT-LLM 1.0's table that ran on both (docs/pair.awk).
printf '\n## Device order: MLPerf v4.1 Offline, Llama-2-70B, tokens/s a device\n\n'
printf 'Measured tokens/s a device (the replica'"'"'s rate over its t devices) against predicted, each row with its rank (1: fastest):\n\n'
printf '| scenario | measured | rank | predicted | rank |\n|---|---|---|---|---|\n'
measured_predicted "$bin" \
    '^MLPerf41_(B200|GH200|H100NVLx8_TP1|H100x8|H200x8|H200x8_MaxQ|H200x8_1000W|L40Sx8|MI300Xx8)_Llama2_70B_Offline$' \
    tokens_per_s | per_device "$bin" | rank_rows tokens/s 1 -1 devices
prose 2873206594 "
One submission of each device (the first of its configuration; the others, section
MLPerf v4.1 Offline above, are within a few per cent of it): what a device delivers
on the benchmark's model, the order a buyer reads. Measured and predicted agree on
the order of all nine; the model puts the B200 5 % low and the H200s 2-8 % low."
# pair_table TITLE REGEX A B WHAT [STRIP [KEY [LOWER]]]: the ratio B over A a device
# of KEY (default tokens_per_s; LOWER 1 for a time a token, TPOT, whose reciprocal
# is the rate) on the rows REGEX selects (docs/pair.awk; STRIP removed from the
# names before pairing).
pair_table() {
    printf '\n## Device choice: %s\n\n' "$1"
    printf 'Throughput a device, %s over %s, on the rows of the same model and lengths that ran on both, %s (each rate over its replica'"'"'s t devices); measured against predicted:\n\n' "$4" "$3" "$5"
    measured_predicted "$bin" "$2" "${7:-tokens_per_s}" |
        awk -v a="$3" -v b="$4" -v strip="${6:-}" -v lower="${8:-0}" -f "$here/pair.awk"
}
pair_table "H200 or H100, TensorRT-LLM 1.0, dense models" \
    '^TRTLLM10_H[12]00_Llama3[0-9]_[0-9]+B_FP8(_TP[0-9])?_[0-9]+_[0-9]+$' H100 H200 "both in FP8"
pair_table "H200 or H100, TensorRT-LLM 1.0, mixtures of experts" \
    '^TRTLLM10_H[12]00_(Llama4_Scout|Llama4_Maverick|Qwen3_235B)_FP8_TP[0-9]_[0-9]+_[0-9]+$' \
    H100 H200 "both in FP8"
pair_table "GB200 or B200, TensorRT-LLM 1.0, both in FP4" \
    '^TRTLLM10_G?B200_(Llama3[0-9]_[0-9]+B|Qwen3_30B|Llama4_Scout)_FP4(_TP[0-9])?_[0-9]+_[0-9]+$' \
    B200 GB200 "both in FP4"
pair_table "B200 (FP4) or H200 (FP8), TensorRT-LLM 1.0" \
    '^TRTLLM10_(H200|B200)_(Llama3[0-9]_[0-9]+B|Qwen3_235B|Llama4_Scout|Llama4_Maverick)_FP[48](_TP[0-9])?_[0-9]+_[0-9]+$' \
    H200 B200 "each in the precision its column names" '_FP[48]'
pair_table "H200 or H100, TensorRT-LLM 0.9.0 static batches, both in FP8" \
    '^TRTLLM090_H[12]00_[A-Za-z0-9_]+_B[0-9]+_[0-9]+_[0-9]+$' H100 H200 \
    "each at its own batch and t" '_B[0-9]+' tokens_per_s_static
pair_table "H100 (FP8) or A100 (FP16), TensorRT-LLM 0.9.0 static batches" \
    '^TRTLLM090_(H100|A100)_[A-Za-z0-9_]+_B[0-9]+_[0-9]+_[0-9]+$' A100 H100 \
    "each in its table's precision, batch and t" '_FP[0-9]+_B[0-9]+' tokens_per_s_static
pair_table "L40S (FP8) or A100 (FP16), TensorRT-LLM 0.9.0 static batches" \
    '^TRTLLM090_(L40S|A100)_[A-Za-z0-9_]+_B[0-9]+_[0-9]+_[0-9]+$' A100 L40S \
    "each in its table's precision, batch and t" '_FP[0-9]+_B[0-9]+' tokens_per_s_static
prose 2797216831 "
What the H200 is worth over the H100 a device, the question behind a purchase or a
rental. On the dense models the ratio is within 6 % on average; the largest errors are
Llama-3.1-8B's short prompts with long outputs (+17 % at 128/2,048, where the model's
H100 row is 14 % low and its H200 row 1 % high), and the choice
is never reversed where the measurement makes one. On the three mixtures of experts
the measured ratio of the decode-heavy rows (2.2 to 2.5; Llama 4 Maverick's, whose
weights fill 50 GB of each H100, 2.5 to 3.8) is far above the model's (1.3 to 2.2;
mixture-of-experts section above: not explained), a shown miss: the model picks the
right device on all 22 pairs but understates the H200's lead by up to 62 %. The
B200 in FP4 against the H200 in FP8, the next generation's question: the B200 is
picked on every pair, rightly (it delivers 1.5 to 3.4 times the H200 a device); on the
dense models its lead is within 8.3 % on average (-8 to +19 %; overstated by a quarter
before the stream cap per SM); on the mixtures mostly understated, by up to 46 % (Scout
at 20,000/2,000, where the H200 row is 60 % fast and the B200's 13 % slow; Maverick's 8
pairs by 10 to 44 %; Qwen3-235B's from 34 % under to 22 % over),
overstated by up to 68 % on Scout before the time per routed token. The GB200 against the B200, the same GPU beside a Grace host
at a higher power limit: the model, with one clock for both, gives the GB200 -1 to +12 % (its
larger memory's batches), the measurements 2-18 % on the dense models, so two of their
decided pairs come out a tie or the other way; on the mixtures the GB200 measures 16-39 %
slower on the short and balanced rows (its host: the GB200 column's group above). The
host's time per sequence the GB200's entry gives since 2026-12-08 makes it slower where
the steps carry the most sequences (Qwen3-30B-A3B's 128/128, predicted 0.58 against
0.61 measured; Scout's 0.84 against 0.79; Qwen3's 128/2048 0.96 against 0.83); elsewhere
the model gives the two alike: its choice is wrong on 2 of their 16 decided pairs and right
on 5 more only by less than 0.5 % (a predicted ratio of 1.00). The catalog has no second
GB200 clock to tell the dense rows apart, and what slows the other mixture rows on the
GB200 is not found; shown as a miss.

TensorRT-LLM 0.9.0's tables pose the same question on four devices, each at the batch
and t its table ran. H200 against H100: every decided pair right, the ratio within 3 %
on average (4 % before Mixtral's experts took the 16-bit rate of those builds' MoE
plugin, 2026-12-06), Mixtral's 2,048/2,048 overstated by 22 %. The H100 in FP8 against
the A100 in FP16, the upgrade: every pair right, the H100's lead within 12 % on the
dense models but for Llama-2-70B's 128/2,048 (17 %) and Mistral's 128/128 (18 %); on
Mixtral 6 %, 15 % and 24 % over at 128/128, 2,048/128 and 128/2,048 (25-69 % over before
that change) and 54 % over against the A100 row whose rate its memory cannot carry (the
0.9.0 group above). The L40S in FP8 against the A100
in FP16, the cheaper card: right on all 24, the ratio within 12 % on average, the
largest errors Mixtral's (+52 % at 2,048/2,048, against the same A100 row, and -25 % at
128/128) and Llama-2-7B's 128/128 (+22 %)."
pair_table "B200 or H200, SGLang 0.5.9, DeepSeek-R1 in FP8 on eight (InferenceX)" \
    '^IX_SGLang059_(H200|B200)_DSR1_FP8_TP8_.*[0-9]$' H200 B200 \
    "the same image (v0.5.9-cu130) and requests in flight" '' TPOT 1
pair_table "MI325X or MI300X, SGLang 0.5.9, DeepSeek-R1 in FP8 on eight (InferenceX)" \
    '^IX_SGLang059_(MI300X|MI325X)_DSR1_FP8_TP8_.*[0-9]$' MI300X MI325X \
    "the same image (v0.5.9-rocm700-mi30x) and requests in flight" '' TPOT 1
pair_table "H200 or MI300X, SGLang 0.5.9, DeepSeek-R1 in FP8 on eight (InferenceX)" \
    '^IX_SGLang059_(MI300X|H200)_DSR1_FP8_TP8_.*[0-9]$' MI300X H200 \
    "the same SGLang release built for each vendor, and requests in flight" '' TPOT 1
prose 485016258 "
The same question for DeepSeek-R1 served by one SGLang release: a token a GPU at the
same requests in flight is the reciprocal of TPOT. Within a vendor the model chooses
right: the B200 over the H200 on all 11 points, its lead within 2.9 % on average; the
MI325X over the MI300X on all 8 the measurement decides. (TensorRT-LLM 1.1's FP8
build, whose B200 rows are the 30 % miss of the stack table above, ran both parts with
experts over eight: there the B200 measured 0.93-1.25 times the H200's tokens a GPU at
4 to 64 requests, the model 1.24-1.48, and the H200 was the better buy at 4 requests.)
Across vendors: the H200 serves 1.55-2.58 times the MI300X's tokens a GPU measured,
and the model, with the MI300X entry's time per layer of a latent-attention model
(efficiency.fused_mla_layer, fitted on the MI300X rows of this release: docs/inference.md,
Engines), picks the H200 at all 15 points; before that figure it had the two within
8 % and picked the MI300X at 12 of 15. Against the MI325X, whose rows hold the figure
out, it picks the H200 at all 15 points too. The figure is a fitted time of unknown
cause, measured on this one model and release: for another SGLang build on these parts,
check one measured step before taking the model's word between NVIDIA and CDNA 3."
