# Expert parallelism (--ep e): each of e devices holds E/e routed experts whole; the
# attention, dense layers, shared experts and embeddings are split over t and copied
# in e/t data-parallel groups, each serving its own sequences; every MoE layer sends
# each token's hidden vector to its k experts and back (two pairwise all-to-alls,
# comm.h: (e - 1) alpha + (e - 1)/e M / (beta eta), M = rows k d 2 B a device).
#
# Mixtral 8x7B on 8 H100 (one node, NVLink 4: 0.5 us, 450 GB/s, eta 0.822), e = 8,
# t = 1, B = 64. Parameters from the shape 46,701,740,032 (tests/unit/test_setup.c), of
# which the routed experts 32 x 8 x 3 x 4096 x 14336 = 45,097,156,608: a device holds
# 1,604,583,424 + 45,097,156,608 / 8 = 7,241,728,000, 14,483,456,000 B in bf16.
# KV: 32 x 2 x 8 x 128 x 2 = 131,072 B a token, 640 tokens = 83,886,080 B a sequence;
# (0.9 x 80 GiB - 14,483,456,000) / 83,886,080 = 748.9: 748 a group, 8 groups 5984.
# All-to-all: 8 sequences a group, M = 8 x 2 x 4096 x 2 = 131,072 B; 7 x 0.5 us +
# 7/8 x 131,072 / (450e9 x 0.822) = 3.5 us + 0.310051 us = 3.810051 us, twice in each
# of 32 layers: 243.8433 us.
$ mlsys infer --hw h100 --workload mixtral-8x7b --ep 8 --batch 64 --columns ep,M_weights,batch_max,T_a2a -f csv --no-header
8,14483456000,5984,0.0002438433
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
# group, 8 tokens from each of its 4 devices, M = 8 x 8 x 7168 x 2 = 917,504 B;
# 31 x 5 us + 31/32 x 917,504 / 48e9 = 155 us + 18.51733 us = 173.51733 us, twice in
# each of the 58 MoE layers: 20.12801 ms.
$ mlsys infer --hw h100 --workload deepseek-v3 --tp 4 --ep 32 --precision fp8 --batch 256 --columns tp,ep,M_weights,T_a2a -f csv --no-header
4,32,24687448064,0.02012801
= rtol 1e-6
$ mlsys infer --hw h100 --workload deepseek-v3 --tp 4 --ep 32 --precision fp8 --batch 256 -f json | jq -r '.notes[] | select(startswith("e p") or startswith("expert"))'
expert parallelism e = 32: 8 of the 256 routed experts on each device, attention in 8 data-parallel groups of t = 4; routing assumed even (every device receives the mean k B/e tokens)
e p = 32 devices span 4 nodes of 8: ib-ndr between them (expert all-to-alls cross it)
# One routed expert a device (e = 256), 128 tokens a device (B = 32768), DeepEP's
# low-latency setting: M = 128 x 8 x 7168 x 2 = 14,680,064 B; 255 x 5 us + 255/256 x
# 14,680,064 / 48e9 = 1.275 ms + 0.30464 ms = 1.57964 ms (tests/unit/test_comm.c),
# x 2 x 58 = 183.23824 ms. DeepEP (deepseek-ai/DeepEP, docs/legacy.md, H800 with
# CX7 400 Gb/s) measures 194 us a dispatch (fp8) and 360 us a combine (bf16) at EP256:
# the bandwidth part (305 us) matches the combine, but comm.h's pairwise all-to-all
# charges 255 alpha in turn where DeepEP posts all its RDMA writes at once, so at
# this e the term is about 5 times too slow (docs/inference.md, "Expert parallelism").
$ mlsys infer --hw h100 --workload deepseek-v3 --ep 256 --precision fp8 --batch 32768 --columns T_a2a -f csv --no-header
0.18323824
= rtol 1e-9
# Qwen1.5-MoE-A2.7B on an L40S server (PCIe Gen4, 1 us, 32 GB/s, eta 0.8 by default),
# e = 4, B = 32: 15 of the 60 routed experts a device. Routed 24 x 60 x 3 x 2048 x 1408
# = 12,457,082,880 of 14,312,636,416: 1,855,553,536 + 12,457,082,880 / 4 =
# 4,969,824,256 parameters, 9,939,648,512 B. All-to-all: 8 sequences a group, M =
# 8 x 4 x 2048 x 2 = 131,072 B; 3 x 1 us + 3/4 x 131,072 / 25.6e9 = 6.84 us, x 2 x 24
# = 328.32 us; no tensor parallelism, so no all-reduce.
$ mlsys infer --hw l40s --workload qwen1.5-moe-a2.7b --ep 4 --batch 32 --columns M_weights,T_a2a,T_comm -f csv --no-header
9939648512,0.00032832,0
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
# Twelve L40S exceed a server of 8, and the catalog names no network between servers.
$ mlsys infer --hw l40s --workload qwen1.5-moe-a2.7b --ep 12
! mlsys infer: --fabric: e p = 12 devices span nodes of 8: give the fabric between nodes (--fabric NAME, or --alpha and --beta)
? 2
