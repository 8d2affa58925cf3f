# llama.cpp's May 2024 builds replay a batch-1 decode step on one GPU from a CUDA
# graph and launch every kernel from the host otherwise (docs/inference.md, Engines):
# a batch of more than one sequence (ggml-cuda captures no graph when an addition
# spans several rows) or layers split over several GPUs (the scheduler's 4 rotating
# input copies change the graph every token). Ungraphed, a layer costs 19 us more
# (llama.cpp pull request 6766: the graphs saved 0.80 ms a token on an RTX 3090 and
# 0.42 ms on an RTX 4090 over Llama-2-7B's 32 layers; (0.80 + 0.42)/2/32 = 19 us).
# Llama-3-8B has 32 layers: 32 x 80 us = 2.56 ms graphed, 32 x (80 + 19) = 3.168 ms not.
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision q4_k_m --engine llamacpp-2405 --batch 1,8 -f json --columns T_launch | jq '.rows[].T_launch'
= rtol 1e-9
0.00256
0.003168
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision q4_k_m --engine llamacpp-2405 --pp 2 --node-size 2 --intra-fabric pcie-gen4 -f json --columns T_launch | jq '.rows[0].T_launch'
= rtol 1e-9
0.003168
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision q4_k_m --engine llamacpp-2405 --pp 2 --node-size 2 --intra-fabric pcie-gen4
~ ^note: engine llamacpp-2405: a decode pass of more than one sequence, or over several GPUs, runs without a CUDA graph: 19 us more per layer$
# Builds of 2025 keep their graphs over several GPUs (pull request 13814, May 2025) and
# take no such cost: 32 x 40 us = 1.28 ms either way.
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision q4_k_m --engine llamacpp --pp 1,2 --node-size 2 --intra-fabric pcie-gen4 -f json --columns T_launch | jq '.rows[].T_launch'
= rtol 1e-9
0.00128
0.00128
# Launched one by one, the kernels also cost the host its time for each (8.5 us, fitted:
# docs/inference.md, Engines), and a batch-1 pass takes no less than their sum. Llama-3-8B
# at Q4_K_M launches 30 kernels a layer in a decode step (4 for the two norms, 2 RoPEs, 2
# cache copies, 4 for attention, 2 adds, 2 for the gated activation, 7 weight products of
# 2: the input quantized, the product) and 4 for the output (its norm's 2, its product's
# 2): 32 x 30 + 4 = 964 launches, 964 x 8.5 us = 8.194 ms, above what the 4 H100 PCIe
# GPUs take for the token, so that is the step.
$ mlsys infer --hw h100-pcie --workload llama3-8b --precision q4_k_m --engine llamacpp-2405 --pp 4 --prompt 1 --output-tokens 512 -f json --columns T_step | jq '.rows[0].T_step'
= rtol 1e-9
0.008194
$ mlsys infer --hw h100-pcie --workload llama3-8b --precision q4_k_m --engine llamacpp-2405 --pp 4
~ ^note: llama.cpp launches a batch-1 decode pass's 964 kernels one by one, 8\.5 us each from the host: no less than 8\.19 ms a token \(a larger batch's pass, counted at its rows, launches more\)$
# A batch of two over several GPUs is launched one by one as well, and its
# count is its own: at 16 bits a layer launches 43 kernels for two rows (4
# norms, 2 RoPEs, 2 cache copies, attention as two batched cuBLAS products
# of 4 with grouped KV heads plus the softmax and a copy, 10, 2 adds, 2 for
# the gated activation, 7 weight products of 3: the input to fp16, the GEMM,
# the output to fp32) against 23 for one row, and the output's norm and
# product 2 + 3: 32 x 43 + 5 = 1,381 launches, x 8.5 us = 11.7385 ms, the
# step of a rack's fast GPUs at B = 2 (B = 1: 32 x 23 + 3 = 739, 6.2815 ms): the
# gb200-nvl72 entry as it was before it had its SMs and clock (whose llama.cpp
# kernels then stream at their rate per SM), tests/data/catalog/fastgpu.
# Before, the floor held at B = 1 only and TPOT fell from B = 1 to 2.
$ mlsys infer --catalog "$TESTDATA/catalog/fastgpu" --hw fast-rack --workload llama3-8b --engine llamacpp-2405 --pp 2 --batch 1,2 -f csv --no-header --columns batch,T_step
= rtol 1e-9
1,0.0062815
2,0.0117385
