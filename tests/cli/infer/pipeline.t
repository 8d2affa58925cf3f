# infer: pipeline parallelism with m microbatches in flight (docs/inference.md,
# "Pipeline parallelism"), by hand.
#
# A raw device (R 1e15 FLOP/s, BW 1e12 B/s, both efficiencies 1) serving a 2-layer
# model (h 4096, 32 heads of 128, F 16384 not gated, V 1000) in bf16 over p = 2
# stages of one layer, joined by nvlink4 (0.5 us, 450 GB/s x 0.822); the fused
# engine: 50 us of launches a layer, 20 us of sampling, its element-wise kernels
# moving 10 h + 2 F = 73,728 16-bit elements a layer and token (147,456 B; 2 F: the
# FFN is not gated). Prompt 16, output 33: the
# mean context c = 16 + 34/2 = 33. A decode pass of a microbatch of b sequences
# through both stages (every GEMM weight-bound: a layer's 4.0e8 b FLOPs take
# 0.4 b us, its bytes 403 us):
#   GEMMs: a layer 2 (4 h^2 + 2 h F) + 2 b (8 h + 2 F) = 402,653,184 + 131,072 b B,
#     the output layer 2 V h + 2 b (h + V) = 8,192,000 + 10,192 b B: 813,498,368 +
#     272,336 b B at 1 TB/s;
#   KV: 2 stages x b x (2 x 1 x 32 x 128 x 2 = 16,384 B a token) x 33 = 1,081,344 b B;
#   the hand-off: 0.5 us + 8,192 b B / (450 GB/s x 0.822) = 0.5 + 0.0221465 b us;
#   element-wise: 2 layers x 147,456 b B = 0.294912 b us;
#   launches 2 x 50 = 100 us, sampling 20 us.
# pass(b) = 933.998368 + 1.6707385 b us: pass(1) = 935.6691065 us, pass(2) =
# 937.339845. The busiest stage takes half the layers' work (805.306368 + 0.262144 b +
# 1.081344 b + 0.294912 b + 100 us, halved) and, as the last stage, the output layer
# and sampling (8.192 + 0.010192 b + 20 us, more than the hand-off): stage(1) =
# 452.653184 + 0.8192 + 28.202192 = 481.674576 us.
# Continuous batching packs a 16-token prompt per 33 tokens of a sequence into the
# steps, each prompt token at its FLOPs (the step streams the weights anyway): GEMMs
# 2 layers x 2 x 16 x (4 h^2 + 2 h F = 201,326,592) + the last token's output layer 2 x
# 4096 x 1000 = 12,893,093,888 FLOPs = 12.893093888 us, its KV written 2 x 16 x 16,384
# B = 0.524288 us, attention 2 x (2 x 32 x 16 x 16) x 128 FLOPs = 0.0041943 us, the
# hand-off's bytes (the step pays its 0.5 us) 131,072 / 369.9e9 = 0.354345 us, its
# element-wise kernels 16 x 0.294912 = 4.718592 us: 18.494513 us a prompt, 0.56043979
# us a sequence and token.
#
# m = 1, B = 1 (one batch walking the stages): the throughput pays the packed prompt,
# 1/(pass(1) + 0.56043979) = 1/936.22955 us = 1068.1141 tokens/s; the one sequence's
# TPOT does not (its own prompt was its TTFT): pass(1) = 935.6691065 us.
$ mlsys infer --peak 1000TFLOP/s --bw 1TB/s --capacity 80GB --eff 1 --eff-mem 1 --intra-fabric nvlink4 --layers 2 --hidden 4096 --heads 32 --ffn 16384 --vocab 1000 --prompt 16 --output-tokens 33 --pp 2 --batch 1 -f csv --columns microbatches,T_step,TPOT,tokens_per_s
= rtol 1e-6
microbatches,T_step,TPOT,tokens_per_s
1,0.00093566911,0.00093566911,1068.1141
# m = 2 (the default min(p, B)), B = 2: one sequence a microbatch, each stage always
# busy: T_step = max(pass(1), 2 stage(1)) = max(935.67, 963.349152) = 963.349152 us
# (+3.0 %: the last stage's output layer and sampling on top of its half of the
# layers); the mean cycle max(pass(1) + 0.56043979, 2 (stage(1) + 0.56043979/2)) =
# 963.90959 us gives 2/963.90959 us = 2074.8834 tokens/s, 1.943 times m = 1's; a
# sequence, alone in its microbatch, sees no other's prompt: TPOT = T_step.
$ mlsys infer --peak 1000TFLOP/s --bw 1TB/s --capacity 80GB --eff 1 --eff-mem 1 --intra-fabric nvlink4 --layers 2 --hidden 4096 --heads 32 --ffn 16384 --vocab 1000 --prompt 16 --output-tokens 33 --pp 2 --batch 2 -f csv --columns microbatches,T_stage,T_step,TPOT,tokens_per_s
= rtol 1e-6
microbatches,T_stage,T_step,TPOT,tokens_per_s
2,0.000481674576,0.000963349152,0.000963349152,2074.8834
# The same B = 2 as one batch (m = 1): 2/(pass(2) + 2 x 0.56043979 = 938.46072 us) =
# 2131.1494 tokens/s, each sequence's TPOT pass(2) + 0.56043979 (the other's prompt) =
# 937.900285 us: in a weight-bound decode splitting a batch gains nothing (each
# microbatch streams the stage's weights again); the gain is that m = p microbatches
# carry p times the sequences at about the TPOT of one.
$ mlsys infer --peak 1000TFLOP/s --bw 1TB/s --capacity 80GB --eff 1 --eff-mem 1 --intra-fabric nvlink4 --layers 2 --hidden 4096 --heads 32 --ffn 16384 --vocab 1000 --prompt 16 --output-tokens 33 --pp 2 --batch 2 --microbatches 1 -f csv --columns microbatches,T_step,TPOT,tokens_per_s
= rtol 1e-6
microbatches,T_step,TPOT,tokens_per_s
1,0.00093733985,0.000937900285,2131.1494
# m = 4 > p = 2 with B = 4: a stage is always busy and a microbatch waits m - p = 2
# slots for its turn: T_step = 4 stage(1) = 1926.698304 us.
$ mlsys infer --peak 1000TFLOP/s --bw 1TB/s --capacity 80GB --eff 1 --eff-mem 1 --intra-fabric nvlink4 --layers 2 --hidden 4096 --heads 32 --ffn 16384 --vocab 1000 --prompt 16 --output-tokens 33 --pp 2 --batch 4 --microbatches 4 -f csv --columns T_step
= rtol 1e-6
T_step
0.001926698304
# TTFT is one prompt through every stage whatever m: the same at m = 1 and m = 2.
$ for m in 1 2; do mlsys infer --hw h100 --workload llama3-8b --pp 2 --batch 8 --microbatches $m -f csv --no-header --columns TTFT; done | uniq | wc -l
1
# At p = 1 there is one stage: m = 1, T_stage = T_step (their ratio 1), and no note.
$ mlsys infer --hw h100 --workload llama3-8b --batch 64 -f json | jq -r '[.rows[0].microbatches, .rows[0].T_stage / .rows[0].T_step, ([.notes[] | select(startswith("microbatches"))] | length)] | @csv'
= rtol 1e-12
1,1,0
# The default is a note.
$ mlsys infer --hw h100 --workload llama3-8b --pp 2 --batch 5 -f json | jq -r '.notes[] | select(startswith("microbatches"))'
microbatches m = min(p, B) = 2 in flight through the p = 2 stages, ceil(B/m) = 3 sequences each (default; --microbatches 1: one batch walking the stages)
# llama.cpp's layer split decodes one batch through the devices (its pipelining,
# llama.cpp pull request 6017, splits only batches above a ubatch, prompts): m = 1.
$ mlsys infer --hw rtx4090 --workload llama3-8b --engine llamacpp --pp 2 --batch 4 --node-size 2 --intra-fabric pcie-gen4 -f json | jq -r '.rows[0].microbatches, (.notes[] | select(startswith("microbatches")))'
1
microbatches m = 1: llama.cpp's layer split decodes one batch through the p = 2 stages (--microbatches)
# Errors: m below 1, not whole, or above B.
$ mlsys infer --hw h100 --workload llama3-8b --pp 2 --batch 4 --microbatches 0
! mlsys infer: --microbatches: m = 0: give a whole number of microbatches from 1 to B = 4 (default min(p, B) = 2)
? 2
$ mlsys infer --hw h100 --workload llama3-8b --pp 2 --batch 4 --microbatches 1.5
! mlsys infer: --microbatches: m = 1.5: give a whole number of microbatches from 1 to B = 4 (default min(p, B) = 2)
? 2
$ mlsys infer --hw h100 --workload llama3-8b --pp 2 --batch 4 --microbatches 5
! mlsys infer: --microbatches: m = 5 microbatches exceed the 4 sequences of the batch: give at most 4, or a larger --batch
? 2
# A sweep over the batch gives what each batch alone gives: the default
# microbatches, min(p, B), follow the batch (1, 2, 2, 2 here).
$ diff <(mlsys infer --hw h100 --workload llama70b --tp 4 --pp 2 --batch 1..4 --columns batch,microbatches,TPOT -f csv --no-header) <(for b in 1 2 3 4; do mlsys infer --hw h100 --workload llama70b --tp 4 --pp 2 --batch $b --columns batch,microbatches,TPOT -f csv --no-header; done) && echo same
same
#
# llama.cpp's pipeline of prompt pieces needs the host to queue a piece's
# kernels on a GPU while the GPUs before it work; a CUDA stream's queue holds
# about 900 of llama.cpp's launches. Launches a layer, counted from the May 2024
# code (by hand): norms 4, RoPE 2, cache copies 2, the two batched attention
# products with grouped KV heads 4 + 4, softmax 1, context copy 1, residual adds
# 2, SiLU and its product 2 = 22, and 7 weight products: 4 each dequantized for
# cuBLAS (22 + 28 = 50), 3 each in 16 bits (43), 2 each on MMQ (36).
# Llama-3-70B on 4 GPUs: the first holds ceil(81/4) = 21 layers, the others
# 20, 20 and 19 (layer i on GPU floor(4 i/81)).
# Q4_K_M dequantized: 21 x 50 = 1,050 > 900, and 19 x 50 = 950 on the last GPU
# too (the GPUs after the first: 20 x 50 = 1,000 at most): each holds the host
# until it starts the piece, said.
$ mlsys infer --hw rtx4090 --workload llama3-70b --engine llamacpp-2405 --precision q4_k_m --pp 4 --node-size 4 --intra-fabric pcie-gen4 --prompt 4096 --output-tokens 1 | grep 'prompt pieces'
note: llama.cpp's prompt pieces are timed by the host queueing them: the busiest GPU's 21 layers launch 1050 kernels a piece (50 a layer), the host waits while about 900 are pending on a GPU and for the piece 4 before to leave it
note: llama.cpp's prompt pieces overlap little: a GPU after the first launches up to 1000 kernels a piece, more than its queue holds, so it holds the host until it starts the piece, the GPUs before it idle
# So the host queues piece j + 1 on the first GPU only once the last has
# started piece j: a piece every 3 of the 4 GPUs' turns instead of every one.
# By hand, two equal pieces of T: 3T/4 + T = 1.75 T against 2 T one at a time,
# 1.14 times the rate, less the second piece's longer attention. Measured
# (XiongjieDai's May 2024 tables, build 2824, 4 RTX 4090, 70B Q4_K_M):
# 834.74 tokens/s at pp512, 898.17 at pp1024 (1.076 times), 839.97 at pp4096
# (1.006). The model's ratios lie within 0.04 of both; one piece at a time
# gives 0.97 and 0.83, a pipeline the queue does not hold back 1.5 and 1.5.
$ mlsys infer --hw rtx4090 --workload llama3-70b --engine llamacpp-2405 --precision q4_k_m --pp 4 --node-size 4 --intra-fabric pcie-gen4 --prompt 512,1024,4096 --output-tokens 1 -f json --columns TTFT | jq '[(1024 / .rows[1].TTFT) / (512 / .rows[0].TTFT) - 1.076, (4096 / .rows[2].TTFT) / (512 / .rows[0].TTFT) - 1.006] | map(fabs < 0.04) | all'
true
# On 2 GPUs (41 layers on the first, 39 on the second: 2,050 and 1,950
# launches, past the queue twice) the same: measured 839.43, 905.38 (1.079)
# and 846.38 (1.008) tokens/s on 2 RTX 4090 of the same machine.
$ mlsys infer --hw rtx4090 --workload llama3-70b --engine llamacpp-2405 --precision q4_k_m --pp 2 --node-size 2 --intra-fabric pcie-gen4 --prompt 512,1024,4096 --output-tokens 1 -f json --columns TTFT | jq '[(1024 / .rows[1].TTFT) / (512 / .rows[0].TTFT) - 1.079, (4096 / .rows[2].TTFT) / (512 / .rows[0].TTFT) - 1.008] | map(fabs < 0.04) | all'
true
# Second method for one piece: a 512-token prompt walks the GPUs, taking what
# one GPU holding every layer takes (--pp 1 with the memory to hold them) plus
# the hand-offs between the GPUs: within 1 %.
$ a=$(mlsys infer --hw rtx4090 --workload llama3-70b --engine llamacpp-2405 --precision q4_k_m --pp 4 --node-size 4 --intra-fabric pcie-gen4 --prompt 512 --output-tokens 1 --columns TTFT -f csv --no-header); b=$(mlsys infer --hw rtx4090 --workload llama3-70b --engine llamacpp-2405 --precision q4_k_m --capacity 100GB --prompt 512 --output-tokens 1 --columns TTFT -f csv --no-header); awk -v a=$a -v b=$b 'BEGIN { print (a >= b && a < 1.01 * b) ? "one piece walks" : "no" }'
one piece walks
# Q4_K_M on MMQ (21 x 36 = 756, under the queue): pipelined, well under the
# one-GPU time, and no note of the queue holding the host.
$ mlsys infer --hw rtx4090 --workload llama3-70b --engine llamacpp-2405 --precision q4_k_m --quant-matmul mmq --pp 4 --node-size 4 --intra-fabric pcie-gen4 --prompt 4096 --output-tokens 1 | grep -c 'overlap little'
0
? 1
$ a=$(mlsys infer --hw rtx4090 --workload llama3-70b --engine llamacpp-2405 --precision q4_k_m --quant-matmul mmq --pp 4 --node-size 4 --intra-fabric pcie-gen4 --prompt 4096 --output-tokens 1 --columns TTFT -f csv --no-header); b=$(mlsys infer --hw rtx4090 --workload llama3-70b --engine llamacpp-2405 --precision q4_k_m --quant-matmul mmq --capacity 100GB --prompt 4096 --output-tokens 1 --columns TTFT -f csv --no-header); awk -v a=$a -v b=$b 'BEGIN { print (a < 0.6 * b) ? "pipelined" : "one at a time" }'
pipelined
# On 8 GPUs the first holds ceil(81/8) = 11 layers, 11 x 50 = 550: pipelined.
# Measured on 8 RTX 4090: 812.95 tokens/s at pp512, 1,488.36 at pp4096 (1.83
# times); the model's ratio within 10 % of it.
$ mlsys infer --hw rtx4090 --workload llama3-70b --engine llamacpp-2405 --precision q4_k_m --pp 8 --node-size 8 --intra-fabric pcie-gen4 --prompt 4096 --output-tokens 1 | grep -c 'overlap little'
0
? 1
$ mlsys infer --hw rtx4090 --workload llama3-70b --engine llamacpp-2405 --precision q4_k_m --pp 8 --node-size 8 --intra-fabric pcie-gen4 --prompt 512,4096 --output-tokens 1 -f json --columns TTFT | jq '(4096 / .rows[1].TTFT) / (512 / .rows[0].TTFT) / 1.831 | . > 0.9 and . < 1.1'
true
# The layer split's note says how the pieces go.
$ mlsys infer --hw rtx4090 --workload llama3-8b --engine llamacpp-2405 --precision q4_k_m --pp 4 --node-size 4 --intra-fabric pcie-gen4 --prompt 4096 --output-tokens 1 | grep "layer split: the first"
note: llama.cpp's layer split: the first of the p = 4 GPUs holds ceil((L + 1)/p) = 9 of the 32 layers; a prompt's pieces of 512 tokens (--ubatch) are pipelined through them as the host queues them
#
# Under the queue the model simulates the host: before queueing a piece on a
# GPU it waits for the piece 4 before to leave that GPU (the scheduler's 4
# copies of the GPU's inputs), and a launch waits while about 900 kernels
# are pending there. Said, with the busiest GPU's count: F16, 21 x 43 = 903;
# the other GPUs' 20 x 43 = 860 and less stay under the queue, so no note of
# the pieces overlapping little (the first GPU over it holds nothing up).
$ mlsys infer --hw rtx4090 --workload llama3-70b --engine llamacpp-2405 --precision fp16 --capacity 100GB --pp 4 --node-size 4 --intra-fabric pcie-gen4 --prompt 4096 --output-tokens 1 | grep 'prompt pieces'
note: llama.cpp's prompt pieces are timed by the host queueing them: the busiest GPU's 21 layers launch 903 kernels a piece (43 a layer), the host waits while about 900 are pending on a GPU and for the piece 4 before to leave it
# Only the first GPU's 903 pass the queue, which does not stall the pipeline
# (nothing waits before the first GPU); the others' 860 fill most of it: the
# host cannot queue a piece on a GPU until it has nearly run the piece before, so past two
# pieces the pipeline gains little. Measured (XiongjieDai's May 2024 tables,
# Llama-3-70B F16 on 4 A100 SXM): 1,834 tokens/s at 1,024 prompt tokens, 1,972
# at 4,096 (7.5 % more). The 8B model (9 x 43 = 387 launches) keeps gaining:
# 4 RTX 4090, 12,304 and 15,144 tokens/s (23 % more). The model keeps both
# shapes: the 70B gains under 15 %, the 8B over 20 %.
$ mlsys infer --hw a100 --workload llama3-70b --engine llamacpp-2405 --precision fp16 --pp 4 --intra-fabric pcie-gen4 --prompt 1024,4096 --output-tokens 1 -f json --columns TTFT | jq '(4096 / .rows[1].TTFT) / (1024 / .rows[0].TTFT) | . > 1 and . < 1.15'
true
$ mlsys infer --hw rtx4090 --workload llama3-8b --engine llamacpp-2405 --precision fp16 --pp 4 --node-size 4 --intra-fabric pcie-gen4 --prompt 1024,4096 --output-tokens 1 -f json --columns TTFT | jq '(4096 / .rows[1].TTFT) / (1024 / .rows[0].TTFT) | . > 1.2'
true
# llama.cpp's layer split uses at most 16 GPUs (GGML_CUDA_MAX_DEVICES): more is
# refused, naming --pp.
$ mlsys infer --hw rtx4090 --workload llama3-70b --engine llamacpp-2405 --precision q4_k_m --pp 17 --node-size 17
! mlsys infer: --pp: p = 17: llama.cpp splits the layers over at most 16 GPUs (GGML_CUDA_MAX_DEVICES); give --pp 16 or fewer
? 2
# The same with the microbatches given: the GPU count is llama.cpp's limit
# whatever the schedule.
$ mlsys infer --hw rtx4090 --workload llama3-70b --engine llamacpp-2405 --precision q4_k_m --pp 17 --node-size 17 --microbatches 1
! mlsys infer: --pp: p = 17: llama.cpp splits the layers over at most 16 GPUs (GGML_CUDA_MAX_DEVICES); give --pp 16 or fewer
? 2
