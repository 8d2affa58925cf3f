# infer: llama.cpp computes a prompt in pieces of 512 tokens (n_ubatch) and, over
# several GPUs, pipelines the pieces through its layer split (docs/inference.md,
# Engines, "llamacpp, prompts in pieces"), by hand.
#
# Pieces. Each 512-token piece pays its own GEMMs, element-wise kernels and hand-offs
# (a cost P, the same for every full piece), and its queries attend, unfused, to every
# key so far: the j-th piece computes 512 x 512 j scores. A prompt of k pieces takes
# k P + head + F + A (1 + 2 + ... + k), A the attention of 512 x 512 scores and F the
# fixed costs, so the second difference over k = 1, 2, 3 (prompts of 512, 1024 and
# 1536 tokens) leaves A alone: T(3) - 2 T(2) + T(1) = (6 - 6 + 1) A.
# Llama-3-8B: 32 layers x 32 heads x 512^2 = 268,435,456 scores of head dim 128.
# On CUDA (rtx4090, fp16 products accumulating in fp16 at 330.3 TFLOP/s x the default
# eta_mm 0.7) each score costs 4 x 128 FLOPs (the two products) and moves 24 B: the
# softmax reads and writes fp32 (8), the scores product writes fp16 that is converted
# to fp32 (2 + 6) and the V product's input is converted back to fp16 and read (6 +
# 2). A = 268,435,456 x (512 / 231.21e12 + 24 / (1008e9 x 0.914)) = 0.59443 ms +
# 6.99269 ms = 7.5871253 ms.
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision fp16 --engine llamacpp-2405 --prompt 512,1024,1536 --output-tokens 1 -f json --columns TTFT | jq '.rows[2].TTFT - 2*.rows[1].TTFT + .rows[0].TTFT'
= rtol 1e-6
0.0075871253
# On Metal (m2-ultra: 27.2 TFLOP/s x 0.64, 800 GB/s x 0.81) the kernels read and
# write fp32 scores directly: 16 B a score. A = 268,435,456 x (512 / 17.408e12 +
# 16 / 648e9) = 7.895160 ms + 6.628036 ms = 14.523196 ms.
$ mlsys infer --hw m2-ultra --workload llama3-8b --precision fp16 --engine llamacpp-2405 --prompt 512,1024,1536 --output-tokens 1 -f json --columns TTFT | jq '.rows[2].TTFT - 2*.rows[1].TTFT + .rows[0].TTFT'
= rtol 1e-6
0.014523196
# The layer split. llama.cpp splits L + 1 slots, the output layer the last, evenly
# over the p GPUs: layer i goes to GPU floor(p i / 33) for Llama-3-8B, so GPU 0 holds
# ceil(33/4) = 9 of the 32 layers at p = 4 and ceil(33/2) = 17 at p = 2. The busiest
# device's weights and KV cache are 9/32 = 0.28125 of one device's at p = 4
# (16,060,514,304 B x 9/32 = 4,517,019,648 B; 131,072 B x 9/32 = 36,864 B a token),
# where the fused engine's even split holds ceil(32/4)/32 = 0.25.
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision fp16 --engine llamacpp-2405,fused --pp 4 --node-size 4 -f csv --columns engine,M_weights,KV_per_token
= rtol 1e-12
engine,M_weights,KV_per_token
llamacpp-2405,4517019648,36864
fused,4015128576,32768
# Pipelining. Over p stages the piece before the last leaves at the pace of the
# busiest stage, share s = L_s/L (two pieces: neither llama.cpp's 4 copies of a
# stage's inputs, GGML_SCHED_MAX_COPIES, nor the launch queue holds the host back,
# as the busiest stage's 9 x 43 = 387 launches a piece at p = 4 are well under
# 1,000); the last piece goes through every stage: T_p = F + f_p B + Lst, f_p = s,
# B the piece before the last and Lst the last one through all stages (hand-offs
# made free here: one device a node, a link of no latency and 1 PB/s). Then
# (T_1 - T_p) / (T_1 - T_4) = (1 - f_p)/(1 - f_4) whatever B, Lst and F are.
# f_1 = 1, f_2 = 17/32, f_4 = 9/32, f_8 = ceil(33/8)/32 = 5/32: p = 2 gives
# (15/32)/(23/32) = 15/23 = 0.65217391, p = 8 (27/32)/(23/32) = 27/23 = 1.1739130.
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision fp16 --engine llamacpp-2405 --prompt 1024 --output-tokens 1 --pp 1,2,4,8 --node-size 1 --alpha 0s --beta 1PB/s -f json --columns TTFT | jq '[(.rows[0].TTFT - .rows[1].TTFT) / (.rows[0].TTFT - .rows[2].TTFT), (.rows[0].TTFT - .rows[3].TTFT) / (.rows[0].TTFT - .rows[2].TTFT)]'
= rtol 1e-5
[
  0.65217391,
  1.1739130
]
# A prompt of one piece (512 tokens) cannot be pipelined: at p = 4 it walks the
# stages as at p = 1, so with free hand-offs both take the same time.
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision fp16 --engine llamacpp-2405 --prompt 512 --output-tokens 1 --pp 1,4 --node-size 1 --alpha 0s --beta 1PB/s -f json --columns TTFT | jq '.rows[1].TTFT / .rows[0].TTFT'
= rtol 1e-6
1
# The fused engine computes a prompt in one piece: no pipelining of one prompt.
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision fp16 --engine fused --prompt 1024 --output-tokens 1 --pp 1,4 --node-size 1 --alpha 0s --beta 1PB/s -f json --columns TTFT | jq '.rows[1].TTFT / .rows[0].TTFT'
= rtol 1e-6
1
# --ubatch sets the pieces' size (llama.cpp's -ub): pieces of 1,024 tokens make the
# second difference over prompts of 1,024, 2,048 and 3,072 tokens the attention of
# 1,024 x 1,024 scores, 4 x the 512 x 512 figure above: 4 x 7.5871253 = 30.348501 ms.
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision fp16 --engine llamacpp-2405 --ubatch 1024 --prompt 1024,2048,3072 --output-tokens 1 -f json --columns TTFT | jq '.rows[2].TTFT - 2*.rows[1].TTFT + .rows[0].TTFT'
= rtol 1e-6
0.030348501
# Over several GPUs the split and the pipeline are noted.
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision fp16 --engine llamacpp-2405 --pp 4 --ubatch 256
~ ^note: llama\.cpp's layer split: the first of the p = 4 GPUs holds ceil\(\(L \+ 1\)/p\) = 9 of the 32 layers; a prompt's pieces of 256 tokens \(--ubatch\) are pipelined through them as the host queues them$
# Errors: --ubatch is llama.cpp's; a whole number of tokens above zero.
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision fp16 --ubatch 1024
! mlsys infer: --ubatch: llama.cpp's n_ubatch: give --engine llamacpp or llamacpp-2405, or leave --ubatch out (the other engines run a prompt in one piece)
? 2
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision fp16 --engine llamacpp --ubatch 0
! mlsys infer: --ubatch: must be greater than zero
? 2
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision fp16 --engine llamacpp --ubatch 1.5
! mlsys infer: --ubatch: must be a whole number
? 2
# A prompt of many pieces is summed in closed form past 65,536 pieces (each piece's
# attention is affine in the keys before it, so the sum over pieces is a quadratic in
# their count; a fuzzed prompt of 5e55 tokens used to loop for ever). Checked against
# the piece-by-piece sum: the times of prompts of 65,535 to 65,537 pieces after the
# first of 512 (summed one by one) fix the quadratic, which must give the time of
# 65,538 (summed in closed form) to 1e-9 of it (the one-by-one sum's own rounding is
# near 1e-12; a piece too many or too few would be 3e-5), for a model without and one
# with sliding windows (Gemma 2: half its layers at 4,096 tokens); and 5e55 tokens gives
# a finite time.
$ for w in llama3-8b gemma2-9b; do for P in 33553920 33554432 33554944 33555456; do mlsys infer --hw rtx3090 --workload $w --precision q4_k_m --engine llamacpp --prompt $P --output-tokens 1 --columns TTFT -f csv --no-header; done | awk -v w=$w '{ t[NR] = $1 } END { d = t[4] - (3 * t[3] - 3 * t[2] + t[1]); if (d < 0) d = -d; print w ": " (d < 1e-9 * t[4] ? "on the quadratic" : "off it") }'; done
llama3-8b: on the quadratic
gemma2-9b: on the quadratic
$ mlsys infer --hw rtx3090 --workload llama3-8b --precision q4_k_m --engine llamacpp --prompt 5e55 --output-tokens 1 --columns TTFT -f csv --no-header | awk '{ print ($1 > 0 && $1 < 1e300) ? "finite" : "not finite" }'
finite
# Over p > 1 stages a prompt one token past a multiple of the 512-token
# piece ends in a piece of one token, which does not drain the pipeline by
# itself: its time lies between the full pieces alone and the prompt whose
# last piece is whole (before, 4,097 tokens took 3.5 % less than 4,096 on
# four H100, and up to 15 % less elsewhere). TTFT never falls as the prompt
# grows; checked over 1 to 8,200 tokens.
$ mlsys infer --hw h100 --workload llama3-8b --engine llamacpp-2405 --pp 4 --prompt 1..8200 --columns TTFT -f csv --no-header | awk 'NR > 1 && $1 < p {n++} {p = $1} END {print n + 0, "falls"}'
0 falls
$ mlsys infer --hw h100 --workload llama3-8b --engine llamacpp-2405 --pp 4 --prompt 4096,4097,4608 --columns TTFT -f csv --no-header | awk 'NR == 1 {a = $1} NR == 2 {b = $1} NR == 3 {c = $1} END {print (a <= b && b <= c) ? "between" : "outside"}'
between
