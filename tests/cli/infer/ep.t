# Expert parallelism (--ep e): each of e devices holds E/e routed experts whole; the
# attention, dense layers, shared experts and embeddings are split over t and copied
# in e/t data-parallel groups, each serving its own sequences; every MoE layer sends
# each token's hidden vector to its k experts and back (two direct all-to-alls, every
# message posted at once, comm.h: alpha + (e - 1)/e M / (beta eta), M = rows k d s a
# device, s = 2 B, or 1 B and a 4-byte scale per 128 for the dispatch in fp8).
#
# Mixtral 8x7B on 8 H100 (one node, NVLink 4: 0.5 us, 450 GB/s, eta 0.822), e = 8,
# t = 1, B = 64. Parameters from the shape 46,701,740,032 (tests/unit/test_setup.c), of
# which the routed experts 32 x 8 x 3 x 4096 x 14336 = 45,097,156,608: a device holds
# 1,604,583,424 + 45,097,156,608 / 8 = 7,241,728,000, 14,483,456,000 B in bf16.
# KV: 32 x 2 x 8 x 128 x 2 = 131,072 B a token, 640 tokens = 83,886,080 B a sequence;
# (0.9 x 80 GiB - 14,483,456,000) / 83,886,080 = 748.9: 748 a group, 8 groups 5984.
# All-to-all: 8 sequences a group, M = 8 x 2 x 4096 x 2 = 131,072 B; 0.5 us +
# 7/8 x 131,072 / (450e9 x 0.822) = 0.5 us + 0.3100514 us = 0.8100514 us, twice in each
# of 32 layers: 51.84329 us.
$ mlsys infer --hw h100 --workload mixtral-8x7b --ep 8 --batch 64 --columns ep,M_weights,batch_max,T_a2a -f csv --no-header
8,14483456000,5984,0.00005184329
= rtol 1e-7
# With e = 1 there is no all-to-all.
$ mlsys infer --hw h100 --workload mixtral-8x7b --batch 64 --columns ep,T_a2a -f csv --no-header
1,0
# DeepSeek-V3's prefill unit (DeepSeek-AI 2024, s3.4.1: 4 nodes of 8 H800, attention
# TP4 with DP8, MoE EP32), on H100 in fp8, B = 256. A device holds the non-routed
# parameters over t = 4 and 8 of the 256 routed experts: 670,919,966,720 (moe.t) - 58 x
# 256 x 3 x 7168 x 2048 = 17,011,195,904 non-routed, / 4 = 4,252,798,976, plus
# 653,908,770,816 / 32 = 20,434,649,088: 24,687,448,064 B at 1 B each. 32 devices exceed a node of 8,
# so the all-to-alls cross InfiniBand NDR (5 us, 50 GB/s, eta 0.96): 32 sequences a
# group, 8 tokens from each of its 4 devices, 8 x 8 x 7168 = 458,752 values; the
# dispatch in fp8 moves 458,752 x 1.03125 = 473,088 B, the combine 917,504 B:
# 2 x 5 us + 31/32 x 1,390,592 / 48e9 = 10 us + 28.06533 us = 38.06533 us in each of
# the 58 MoE layers: 2.207789 ms.
$ mlsys infer --hw h100 --workload deepseek-v3 --tp 4 --ep 32 --precision fp8 --batch 256 --columns tp,ep,M_weights,T_a2a -f csv --no-header
4,32,24687448064,0.002207789
= rtol 1e-6
$ mlsys infer --hw h100 --workload deepseek-v3 --tp 4 --ep 32 --precision fp8 --batch 256 -f json | jq -r '.notes[] | select(startswith("e p") or startswith("expert"))'
expert parallelism e = 32: 8 of the 256 routed experts on each device, attention in 8 data-parallel groups of t = 4; routing at random: the busiest device's experts and rows (mean + z_e standard deviations; docs/inference.md, Expert parallelism)
e p = 32 devices span 4 nodes of 8: ib-ndr between them (expert all-to-alls cross it)
expert dispatch in fp8 (1 B and a 4-byte scale per 128 values, as DeepEP sends them), the combine in 16 bits
# One routed expert a device (e = 256), 128 tokens a device (B = 32768), DeepEP's
# low-latency setting: 128 x 8 x 7168 = 7,340,032 values a device, the dispatch
# 7,569,408 B in fp8 with scales, the combine 14,680,064 B in bf16; 2 x 5 us
# + 255/256 x 22,249,472 / 48e9 = 10 us + 461.72 us = 471.72 us a layer, x 58 =
# 27.35976 ms. DeepEP (deepseek-ai/DeepEP, docs/legacy.md, H800 with CX7 400 Gb/s)
# measures 194 us a dispatch and 360 us a combine at EP256, 554 us a layer: the model
# is 15 % short (docs/inference.md, "Expert parallelism").
$ mlsys infer --hw h100 --workload deepseek-v3 --ep 256 --precision fp8 --batch 32768 --columns T_a2a -f csv --no-header
0.02735976
= rtol 1e-9
# Qwen1.5-MoE-A2.7B on an L40S server (pcie-gen4-sys: 1 us, 32 GB/s, eta 0.44),
# e = 4, B = 32: 15 of the 60 routed experts a device. Routed 24 x 60 x 3 x 2048 x 1408
# = 12,457,082,880 of 14,312,636,416: 1,855,553,536 + 12,457,082,880 / 4 =
# 4,969,824,256 parameters, 9,939,648,512 B. All-to-all: 8 sequences a group, M =
# 8 x 4 x 2048 x 2 = 131,072 B; 1 us + 3/4 x 131,072 / 14.08e9 = 7.98182 us, x 2 x 24
# = 383.127 us; no tensor parallelism, so no all-reduce.
$ mlsys infer --hw l40s --workload qwen1.5-moe-a2.7b --ep 4 --batch 32 --columns M_weights,T_a2a,T_comm -f csv --no-header
9939648512,0.0003831272727272727,0
= rtol 1e-9
# Layouts the model refuses, each naming the fix.
$ mlsys infer --hw h100 --workload mixtral-8x7b --ep 3
! mlsys infer: --ep: e = 3 does not divide the 8 routed experts: take e a divisor of 8
? 2
$ mlsys infer --hw h100 --workload llama3-8b --ep 2
! mlsys infer: --ep: e = 2 needs a mixture-of-experts model (this one is dense): take e = 1
? 2
$ mlsys infer --hw h100 --workload mixtral-8x7b --tp 4 --ep 2
! mlsys infer: --ep: t = 4 does not divide e = 2 (the e devices run attention in groups of t): take e a multiple of t
? 2
$ mlsys infer --hw h100 --workload mixtral-8x7b --ep 0
! mlsys infer: --ep: must be greater than zero
? 2
# Redundant copies of experts (EPLB): the E + r slots spread over e devices. SGLang's
# DeepSeek decode on 72 H100 (9 nodes), r = 32: 288 slots, 4 a device; the routed
# 653,908,770,816 parameters x 288/256 / 72 = 10,217,324,544 and the 17,011,195,904
# others whole (t = 1): 27,228,520,448 B at 1 B each.
$ mlsys infer --hw h100 --workload deepseek-v3 --precision fp8 --ep 72 --redundant-experts 32 --batch 18432 --prompt 2000 --output-tokens 100 --columns ep,M_weights,fits -f csv --no-header
72,27228520448,true
$ mlsys infer --hw h100 --workload deepseek-v3 --precision fp8 --ep 72 --batch 18432
! mlsys infer: --ep: e = 72 does not divide the 256 routed experts: take e a divisor of 256
? 2
$ mlsys infer --hw h100 --workload deepseek-v3 --precision fp8 --ep 72 --redundant-experts 16
! mlsys infer: --ep: e = 72 does not divide the 272 expert slots (256 routed + 16 redundant): take e a divisor of 272, or r with e dividing 256 + r
? 2
$ mlsys infer --hw h100 --workload mixtral-8x7b --redundant-experts 8
! mlsys infer: --redundant-experts: r = 8 redundant experts need expert parallelism: take e > 1, or r = 0
? 2
$ mlsys infer --hw h100 --workload mixtral-8x7b --ep 8 --redundant-experts 1.5
! mlsys infer: --redundant-experts: must be a whole number
? 2
$ mlsys infer --hw h100 --workload mixtral-8x7b --ep 8 --redundant-experts -8
! mlsys infer: --redundant-experts: must not be negative
? 2
# A prefill's all-to-alls (DeepEP's normal kernels): each token crosses InfiniBand once
# per remote node holding some of its experts, then fans out over NVLink. DeepSeek-V3
# on EP32 (4 nodes, N = 4), one prompt of 2,000 tokens on one device (t 1): 2,000 x 8 x
# 7168 = 114,688,000 values, dispatch in fp8 with scales and combine in bf16, 3.03125
# B a value: 347,648,000 B, or 43,456,000 B a copy; distinct remote nodes among 8
# experts 3 (1 - 0.75^8) = 2.699661, so 117,316,479 B over the fabric a layer (the
# NVLink fan-out, 7/8 x 347,648,000 B at 369.9 GB/s, 0.82 ms, is shorter). Halving the
# fabric from 50 to 25 GB/s (x 0.96) adds 117,316,479 / 48e9 = 2.444093 ms a layer,
# 141.7574 ms over the 58 MoE layers, to TTFT, and nothing else moves.
$ q() { mlsys infer --hw h100 --workload deepseek-v3 --precision fp8 --ep 32 --prompt 2000 --output-tokens 100 --beta "$1" --columns TTFT -f csv --no-header; }; jq -n "$(q 25GB/s) - $(q 50GB/s)"
0.1417574
= rtol 1e-6
# Each device sends only its own group's tokens, all groups at once: 32 prompts, one a
# group, take little more than one (the same all-to-alls; the experts' rows grow
# 32-fold): the ratio is 1.28. Until 2026-12-02 every device was charged the
# all-to-alls of all 32 prompts' tokens, and the ratio was 27.
$ mlsys infer --hw h100 --workload deepseek-v3 --precision fp8 --ep 32 --batch 32 --prompt 2000 --output-tokens 100 -f json | jq -r '.rows[0] | .T_prefill_batch / .TTFT < 1.5'
true
# Prefill-decode disaggregation: the decode devices carry no prompt tokens, so TPOT
# is the decode step and the rate B/T_step (here 18432 / T_step).
$ mlsys infer --hw h100 --workload deepseek-v3 --precision fp8 --ep 72 --redundant-experts 32 --batch 18432 --prompt 2000 --output-tokens 100 --disaggregated yes -f json | jq -r '.rows[0] | [.TPOT == .T_step, (.tokens_per_s - 18432 / .T_step | fabs) < 1e-6 * .tokens_per_s] | @csv'
true,true
$ mlsys infer --hw h100 --workload deepseek-v3 --precision fp8 --ep 72 --redundant-experts 32 --batch 18432 --prompt 2000 --output-tokens 100 -f json | jq -r '.rows[0] | .TPOT > 2 * .T_step'
true
# Twelve L40S exceed a server of 8, and the catalog names no network between servers.
$ mlsys infer --hw l40s --workload qwen1.5-moe-a2.7b --ep 12
! mlsys infer: --fabric: e p = 12 devices span nodes of 8: give the fabric between nodes (--fabric NAME, or --alpha and --beta)
? 2
# With the experts split over t (no --ep) every device sees every expert's rows, a
# mean, B k / E = B x 2 / 8 for Mixtral: 16 rows at B = 64, one 16-row tile; 16.25
# at 65 take the next height. At B = 64 an expert goes untouched with chance 0.75^64
# = 1e-8, so the mean over touched experts is 16.0000002, which must not count as
# more than 16: the step in T_gemm (7 % here) comes at 65, not 64.
$ mlsys infer --hw mi300x --workload mixtral-8x7b --tp 8 --batch 63..65 --columns T_gemm -f csv --no-header | awk 'NR == 1 {a = $1} NR == 2 {b = $1} NR == 3 {c = $1} END {print (b < 1.01 * a) ? "flat to 64" : "step at 64", (c > 1.05 * b) ? "step at 65" : "flat to 65"}'
flat to 64 step at 65
