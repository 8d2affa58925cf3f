# Engines as profiles per build and device class (docs/inference.md, Engines), by hand.
#
# llama.cpp's launch time per layer per forward pass is its build's: CUDA builds of 2025
# (engine llamacpp) 40 us, of May 2024 (llamacpp-2405) 80 us, on any CUDA GPU; Metal
# (Apple, by vendor) 190 us for both. Llama-2-7B has 32 layers: 32 x 40 us = 1.28 ms,
# 32 x 80 us = 2.56 ms, 32 x 190 us = 6.08 ms. No sampling (llama-bench times decoding
# alone), no host time per step.
$ mlsys infer --hw h100,rtx4090,m2-ultra --workload llama2-7b --precision q4_0 --engine llamacpp -f csv --columns hw,T_launch,T_sample,T_overhead
= rtol 1e-12
hw,T_launch,T_sample,T_overhead
h100-sxm,0.00128,0,0
rtx4090,0.00128,0,0
m2-ultra,0.00608,0,0
$ mlsys infer --hw h100,rtx4090,m2-ultra --workload llama2-7b --precision q4_0 --engine llamacpp-2405 -f csv --columns hw,T_launch
= rtol 1e-12
hw,T_launch
h100-sxm,0.00256
rtx4090,0.00256
m2-ultra,0.00608
# Quantized weights run llama.cpp's MMQ kernels at a fixed number of FLOPs per cycle per
# SM: 1.63 TFLOP/s per SM on the RTX 4090 at its 2.52 GHz boost clock, 1.63e12 / 2.52e9 =
# 646.825 FLOP per cycle. On an H100 (1.98 GHz, 132 SMs): 646.825 x 1.98e9 x 132 =
# 169.054 TFLOP/s, where bf16 weights run cuBLAS at 989 TFLOP/s x 0.70 = 692.3 TFLOP/s.
# The decode step's FLOPs are the same, so T_compute grows by 692.3 / 169.054 = 4.09513
# (jq divides the two rows).
$ mlsys infer --hw h100 --workload llama2-7b --precision bf16,q4_0 --engine llamacpp -f json --columns T_compute | jq '.rows[1].T_compute / .rows[0].T_compute'
= rtol 1e-5
4.09513
# On an A100 (1.41 GHz, 108 SMs): 646.825 x 1.41e9 x 108 = 98.4986 TFLOP/s against bf16
# at 312 TFLOP/s x 0.76 = 237.12 TFLOP/s: 237.12 / 98.4986 = 2.40734. The A100 runs MMQ
# at 98.4986 / 169.054 = 0.583 of the H100's rate, where its SM count alone would give
# 108 / 132 = 0.818.
$ mlsys infer --hw a100 --workload llama2-7b --precision bf16,q4_0 --engine llamacpp -f json --columns T_compute | jq '.rows[1].T_compute / .rows[0].T_compute'
= rtol 1e-5
2.40734
$ mlsys infer --hw h100 --workload llama2-7b --precision q4_0 --engine llamacpp
~ ^note: engine llamacpp: GEMMs of quantized weights by its MMQ kernels, 647 FLOP per cycle per compute unit x 1\.98 GHz = 1\.28 TFLOP/s per compute unit$
# The mat-vec kernels' cap is a number of weight bytes per cycle per SM: 6.3 x 1.98 GHz
# = 12.474 GB/s per SM on the H100.
~ ^note: engine llamacpp \(builds of 2025, CUDA\): 40 us per layer per forward pass, weight streaming capped at 6\.3 B per cycle per compute unit x 1\.98 GHz = 12\.5 GB/s each, unfused attention$
# The cap binds on HBM devices and scales with SMs x clock: Llama-2-7B Q4_0's decode
# weights stream at 6.3 x 132 x 1.98e9 = 1646.568 GB/s on the H100 (below its 3.35 TB/s
# x 0.887 = 2971.45 GB/s) and 6.3 x 108 x 1.41e9 = 959.364 GB/s on the A100 (below
# 2039 x 0.834 = 1700.5 GB/s): T_weights grows by 1646.568 / 959.364 = 1.71631, where
# SMs alone (a rate per SM) would give 132 / 108 = 1.222.
$ a=$(mlsys infer --hw a100 --workload llama2-7b --precision q4_0 --engine llamacpp -f csv --no-header --columns T_weights); b=$(mlsys infer --hw h100 --workload llama2-7b --precision q4_0 --engine llamacpp -f csv --no-header --columns T_weights); jq -n "$a / $b"
= rtol 1e-5
1.71631
# A device without compute.clock (mi300x) runs MMQ and the mat-vec cap at the RTX 4090's
# clock, noted: 646.825 x 2.52e9 = 1.63 TFLOP/s per SM.
$ mlsys infer --hw mi300x --workload llama2-7b --precision q4_0 --engine llamacpp
~ ^note: engine llamacpp: no compute\.clock for mi300x: its MMQ, mat-vec and cuBLAS fp16 rates at the RTX 4090's 2\.52 GHz$
~ ^note: engine llamacpp: GEMMs of quantized weights by its MMQ kernels, 647 FLOP per cycle per compute unit x 2\.52 GHz = 1\.63 TFLOP/s per compute unit$
# A device without a compute-unit count (a10g) has no MMQ rate: its GEMMs run at the
# peak x eta_mm, noted.
$ mlsys infer --hw a10g --workload llama2-7b --precision q4_0 --engine llamacpp
~ ^note: engine llamacpp: no compute-unit count for a10g, so no MMQ rate: GEMMs of quantized weights at the device's peak x eta_mm$
# The fused engine pays the same fixed times on every device class: 32 layers x 50 us =
# 1.6 ms of launches, 20 us of sampling.
$ mlsys infer --hw h100,rtx4090,m2-ultra --workload llama2-7b --precision fp16 --engine fused -f csv --columns hw,T_launch,T_sample
= rtol 1e-12
hw,T_launch,T_sample
h100-sxm,0.0016,2e-05
rtx4090,0.0016,2e-05
m2-ultra,0.0016,2e-05
# --engine vllm-v0: new prompts prefilled in iterations of their own. k = B/O
# prompts arrive a step; a step is followed by min(1, k) prefills of max(1, k)
# prompts with the fixed costs, so the mean step, B / tokens_per_s, less T_step
# is, by the model's own keys: at k = 1 one prompt's TTFT; at k = 1/2 half of it;
# at k = 2 the prefill of a batch of 2 (T_prefill_batch at --batch 2). A
# sequence's TPOT sees the prefills of the other B - 1: (B - 1)/B of that,
# 127/128 = 0.9921875 at B = 128.
$ mlsys infer --hw a100 --workload llama3-8b --engine vllm-v0 --batch 128 --output-tokens 128 -f json | jq '.rows[0] | (.batch / .tokens_per_s - .T_step) / .TTFT, (.TPOT - .T_step) / .TTFT'
= rtol 1e-12
1
0.9921875
$ mlsys infer --hw a100 --workload llama3-8b --engine vllm-v0 --batch 64 --output-tokens 128 -f json | jq '.rows[0] | (.batch / .tokens_per_s - .T_step) / .TTFT'
= rtol 1e-12
0.5
$ a=$(mlsys infer --hw a100 --workload llama3-8b --engine vllm-v0 --batch 256 --output-tokens 128 -f json | jq '.rows[0] | .batch / .tokens_per_s - .T_step'); b=$(mlsys infer --hw a100 --workload llama3-8b --engine vllm-v0 --batch 2 --output-tokens 128 -f json | jq '.rows[0].T_prefill_batch'); jq -n "$a / $b"
= rtol 1e-12
1
$ mlsys infer --hw a100 --workload llama3-8b --engine vllm-v0 -f json | jq -r '.notes[] | select(startswith("engine"))'
engine vllm-v0: the fused constants but 85 us a layer (PyTorch engines: more, smaller kernels), and new prompts prefilled in iterations of their own (vLLM's V0 scheduler, chunked prefill off)
# The PyTorch engines' time per layer: 85 us against the fused engine's 50, so
# the decode step of Llama-3-8B (32 layers) is 32 x 35 us = 1.12 ms longer at
# the same batch, and nothing else moves.
$ a=$(mlsys infer --hw a100 --workload llama3-8b --engine vllm-v0 --batch 9 -f json | jq '.rows[0].T_step'); b=$(mlsys infer --hw a100 --workload llama3-8b --batch 9 -f json | jq '.rows[0].T_step'); jq -n "$a - $b"
= rtol 1e-9
0.00112
# serving takes the same engine with prefills as iterations of their own
# (--chunk 0 unless given): the same row as --chunk 0 given.
$ a=$(mlsys serving --hw a100 --workload llama3-8b --arrival 5req/s --engine vllm-v0 -f csv --no-header --columns TTFT,TPOT,T_lat); b=$(mlsys serving --hw a100 --workload llama3-8b --arrival 5req/s --engine vllm-v0 --chunk 0 -f csv --no-header --columns TTFT,TPOT,T_lat); [ "$a" = "$b" ] && echo same
same
# llama.cpp's k-quant mat-vec kernels on M1-generation GPU cores: the m1-max entry's
# efficiency.kquant_unit_stream, 6.4 GB/s per core, caps decode's weight streaming at
# 32 x 6.4 = 204.8 GB/s, below its memory's 400 x 0.92 = 368 GB/s (one die's share). The
# same bytes on an M2 Ultra (no such field; two dies, share 0.81) stream at 800 x 0.81 =
# 648 GB/s: T_weights grows by 648 / 204.8 = 3.1640625 on the M1 Max. F16 and Q4_0
# weights (other kernels) are not capped: 648 / 368 = 1.7608696.
$ for p in q4_k_m q6_k fp16 q4_0; do a=$(mlsys infer --hw m1-max --workload llama3-8b --precision $p --engine llamacpp -f csv --no-header --columns T_weights); b=$(mlsys infer --hw m2-ultra --workload llama3-8b --precision $p --engine llamacpp -f csv --no-header --columns T_weights); jq -n "$a / $b"; done
= rtol 1e-9
3.1640625
3.1640625
1.7608695652173914
1.7608695652173914
$ mlsys infer --hw m1-max --workload llama3-8b --precision q4_k_m --engine llamacpp-2405
~ ^note: engine llamacpp-2405: its k-quant mat-vec kernels stream 6\.4 GB/s per compute unit on m1-max, 32 units: weights at most 205 GB/s \(the catalog's efficiency\.kquant_unit_stream, in place of the engine's cap\)$
# The cap is per core: an M1 with a 7-core GPU and 68.25 GB/s (a catalog entry of our
# own) streams k-quants at 7 x 6.4 = 44.8 GB/s, below 68.25 x 0.92 = 62.79 GB/s:
# T_weights is 648 / 44.8 = 14.4642857 times the M2 Ultra's. With the field left out it
# streams at the memory's rate: 648 / 62.79 = 10.3201147.
$ mkdir -p c/hardware && sed -e 's/^name: m1-max/name: m1-7c/' -e 's/units: 32/units: 7/' -e 's/bandwidth: 400 GB\/s/bandwidth: 68.25 GB\/s/' "$TESTDATA/../../data/hardware/m1-max.yaml" > c/hardware/m1-7c.yaml && grep -v '^  kquant_unit_stream:' c/hardware/m1-7c.yaml | sed 's/^name: m1-7c/name: m1-7n/' > c/hardware/m1-7n.yaml && for hw in m1-7c m1-7n; do a=$(mlsys --catalog c infer --hw $hw --workload llama3-8b --precision q4_k_m --engine llamacpp -f csv --no-header --columns T_weights); b=$(mlsys infer --hw m2-ultra --workload llama3-8b --precision q4_k_m --engine llamacpp -f csv --no-header --columns T_weights); jq -n "$a / $b"; done
= rtol 1e-9
14.464285714285714
10.320114667940755
# The field is the device's on any class: an RTX 4090 entry of our own giving 1 GB/s
# per SM streams k-quants at 128 x 1 = 128 GB/s in place of the CUDA cap (128 x 6.3 x
# 2.52 = 2032.128 GB/s, above its memory's 1008 x 0.914 = 921.312 GB/s, which bounds it without
# the field): T_weights grows by 921.312 / 128 = 7.19775; F16 weights keep the memory's
# rate (1).
$ mkdir -p g/hardware && sed -e 's/^name: rtx4090/name: slow4090/' -e '/^aliases:/d' -e 's/^  memory: 0.914$/  memory: 0.914\n  kquant_unit_stream: 1 GB\/s/' "$TESTDATA/../../data/hardware/rtx4090.yaml" > g/hardware/slow4090.yaml && for p in q4_k_m fp16; do a=$(mlsys --catalog g infer --hw slow4090 --workload llama3-8b --precision $p --engine llamacpp -f csv --no-header --columns T_weights); b=$(mlsys infer --hw rtx4090 --workload llama3-8b --precision $p --engine llamacpp -f csv --no-header --columns T_weights); jq -n "$a / $b"; done
= rtol 1e-9
7.19775
1
# Where the field replaces the CUDA cap, the engine's note leaves the cap out (the
# k-quant note gives the one that applies); F16 weights keep it.
$ mlsys --catalog g infer --hw slow4090 --workload llama3-8b --precision q4_k_m --engine llamacpp | grep '^note: engine llamacpp ('
note: engine llamacpp (builds of 2025, CUDA): 40 us per layer per forward pass, unfused attention
$ mlsys --catalog g infer --hw slow4090 --workload llama3-8b --precision fp16 --engine llamacpp | grep '^note: engine llamacpp ('
note: engine llamacpp (builds of 2025, CUDA): 40 us per layer per forward pass, weight streaming capped at 6.3 B per cycle per compute unit x 2.52 GHz = 15.9 GB/s each, unfused attention
# trtllm-2310 (TensorRT-LLM 0.5-0.6): each query head passes through its KV head's
# cache on the CUDA cores at 14 elements per cycle per SM: on an H200, 14 x 132 x
# 1.98 GHz = 3.65904e12 elements/s. Batch 64 at the mean context 512 + 129/2 = 576.5
# tokens, fp8 (one byte an element):
# - Llama-2-70B, t 1: 64 x 576.5 x 2 x 80 x 8 x 128 = 6,045,040,640 elements, 8 query
#   heads a KV head: 8 x 6,045,040,640 / 3.65904e12 = 13.216670 ms;
# - t 8: one KV head a device (755,630,080 elements), 8 query heads: 1.652084 ms;
# - Llama-2-13B (multi-head, 40 KV heads): 15,112,601,600 elements in one pass,
#   4.130209 ms, above one read at 4.8 TB/s x its memory share.
$ for w in "llama2-70b 1" "llama2-70b 8" "llama2-13b 1"; do set -- $w; mlsys infer --hw h200 --workload $1 --tp $2 --precision fp8 --batch 64 --engine trtllm-2310 -f csv --no-header --columns T_kv || exit; done
= rtol 1e-6
0.013216670
0.001652084
0.004130209
$ mlsys infer --hw h200 --workload llama2-70b --engine trtllm-2310 | grep '^note: engine'
note: engine trtllm-2310: the fused constants, and decode attention by TensorRT-LLM's masked multi-head attention kernel (0.5 and 0.6, before XQA): each query head runs through its KV head's cache itself; a parallel block all-reduces each branch (2 a layer)
note: engine trtllm-2310: a query head's pass through the KV cache runs 14 elements per cycle per compute unit x 132 units x 1.98 GHz = 3659 G elements/s
note: engine trtllm-2310: its KV-cache and element-wise streams (not its GEMMs over weights of 8 bits or more) capped at 15 B per cycle per SM x 132 SMs x 1.98 GHz = 3.92 TB/s, below the memory's 4.15 TB/s (docs/inference.md, A stream cap per SM)
# Without a unit count or clock (h20 has neither) each pass runs at the memory's rate, noted.
$ mlsys infer --hw h20 --workload llama2-70b --engine trtllm-2310 | grep '^note: engine trtllm-2310: no'
note: engine trtllm-2310: no compute.units or compute.clock for h20, so each query head's pass through the KV cache runs at the memory's rate
# Those builds ran no latent attention (MLA, DeepSeek-V2/V3 of 2024): an error naming --engine.
$ mlsys infer --hw h200 --workload deepseek-v3 --tp 8 --precision fp8 --engine trtllm-2310
! mlsys infer: --engine: trtllm-2310 is TensorRT-LLM 0.5-0.6 (2023), which ran no latent attention (MLA) such as deepseek-v3's: give --engine fused
? 2
# trtllm-2404 (TensorRT-LLM 0.7-0.9): decode attention by XQA only where its support
# test of those builds passes (DecoderXQARunner::shouldUse: head width 128, exactly 8
# query heads a KV head, 1, 2, 4 or 8 KV heads a device), else by the masked kernel as
# trtllm-2310. Same H200, batch 64, mean context 576.5, fp8 cache, as above:
# - Llama-2-70B at t 1 and t 8 (8 and 1 KV heads a device, groups of 8): XQA, the
#   fused engine's one read, the same T_kv as fused;
# - Llama-2-70B at t 16: 4 query heads a device over 1 (replicated) KV head, refused:
#   4 x 755,630,080 / 3.65904e12 = 0.826042 ms;
# - Mistral 7B (groups of 4): 64 x 576.5 x 2 x 32 x 8 x 128 = 2,418,016,256 elements,
#   4 passes: 2.643334 ms;
# - Falcon-180B at t 4 (width 64, 29 query heads a KV head, 2 KV heads a device):
#   64 x 576.5 x 2 x 80 x 2 x 64 = 755,630,080 elements, 29 passes: 5.988804 ms;
# - GPT-J 6B (multi-head, width 256): 64 x 576.5 x 2 x 28 x 16 x 256 = 8,463,056,896
#   elements, one pass: 2.312917 ms, above one read at the stream cap of 3.92 TB/s.
$ for w in "llama2-70b 1" "llama2-70b 8"; do set -- $w; a=$(mlsys infer --hw h200 --workload $1 --tp $2 --precision fp8 --batch 64 --engine trtllm-2404 -f csv --no-header --columns T_kv) && b=$(mlsys infer --hw h200 --workload $1 --tp $2 --precision fp8 --batch 64 -f csv --no-header --columns T_kv) && [ "$a" = "$b" ] && echo same || exit; done
same
same
$ for w in "llama2-70b 16" "mistral-7b 1" "falcon-180b 4" "gpt-j-6b 1"; do set -- $w; mlsys infer --hw h200 --workload $1 --tp $2 --precision fp8 --batch 64 --engine trtllm-2404 -f csv --no-header --columns T_kv || exit; done
= rtol 1e-6
0.000826042
0.002643334
0.005988804
0.002312917
$ mlsys infer --hw h200 --workload llama2-70b --tp 2 --engine trtllm-2404 | grep '^note: engine trtllm-2404: the'
note: engine trtllm-2404: the fused constants, and decode attention by XQA (TensorRT-LLM 0.7-0.9), one read of each KV head for its 8 query heads of width 128 (4 KV heads a device)
$ mlsys infer --hw h200 --workload falcon-180b --tp 4 --precision fp8 --engine trtllm-2404 | grep '^note: engine trtllm-2404: \(the\|a query\)'
note: engine trtllm-2404: the fused constants, and decode attention by the masked multi-head attention kernel: XQA in TensorRT-LLM 0.7-0.9 took only 8 query heads of width 128 per KV head and 1, 2, 4 or 8 KV heads a device, here 29 of width 64 and 2
note: engine trtllm-2404: a query head's pass through the KV cache runs 14 elements per cycle per compute unit x 132 units x 1.98 GHz = 3659 G elements/s
$ mlsys infer --hw h20 --workload mistral-7b --engine trtllm-2404 | grep '^note: engine trtllm-2404: no'
note: engine trtllm-2404: no compute.units or compute.clock for h20, so each query head's pass through the KV cache runs at the memory's rate
$ mlsys infer --hw h200 --workload deepseek-v3 --tp 8 --precision fp8 --engine trtllm-2404
! mlsys infer: --engine: trtllm-2404 is TensorRT-LLM 0.7-0.9 (2023-2024), which ran no latent attention (MLA) such as deepseek-v3's: give --engine fused
? 2
# Those releases' MoE plugin multiplied the routed experts on its CUTLASS 2.x grouped
# GEMM (mma.sync) in 16-bit arithmetic, FP8 for mixtures coming with 0.10.0 (release
# notes): on the H100 SXM at its fp16 rate, 989 TFLOP/s, times the catalog's
# efficiency.matmul_mma_sync, 0.70 x 2/3 = 0.467: 461.9 TFLOP/s, printed "462"; at a
# 350 W limit the rate times (350/700)^(1/2.1) = 0.7190, 711.1 TFLOP/s, x 0.467 = 332.1;
# on the A100, whose own instruction mma.sync is, 312 x its matmul share 0.76 = 237.1.
$ mlsys infer --hw h100 --workload mixtral-8x7b --tp 2 --precision fp8 --engine trtllm-2404 | grep '^note: engine trtllm-2404: the routed'
note: engine trtllm-2404: the routed experts multiply in 16-bit arithmetic on the CUTLASS 2.x grouped GEMM of TensorRT-LLM 0.7-0.9 (2023-2024) (FP8 for mixtures came with 0.10), at 989 TFLOP/s x 0.467 (efficiency.matmul_mma_sync: mma.sync, not wgmma) = 462 TFLOP/s; their weights stream as stored
$ mlsys infer --hw h100 --workload mixtral-8x7b --tp 2 --precision fp8 --engine trtllm-2404 --power-limit 350W | grep '^note: engine trtllm-2404: the routed'
note: engine trtllm-2404: the routed experts multiply in 16-bit arithmetic on the CUTLASS 2.x grouped GEMM of TensorRT-LLM 0.7-0.9 (2023-2024) (FP8 for mixtures came with 0.10), at 711 TFLOP/s x 0.467 (efficiency.matmul_mma_sync: mma.sync, not wgmma) = 332 TFLOP/s; their weights stream as stored
$ mlsys infer --hw a100 --workload mixtral-8x7b --tp 2 --precision fp16 --engine trtllm-2404 | grep '^note: engine trtllm-2404: the routed'
note: engine trtllm-2404: the routed experts multiply in 16-bit arithmetic on the CUTLASS 2.x grouped GEMM of TensorRT-LLM 0.7-0.9 (2023-2024) (FP8 for mixtures came with 0.10), at 312 TFLOP/s x 0.76 = 237 TFLOP/s; their weights stream as stored
# A given --eff 0.6 takes the entry's ratio of the two shares: 0.6 x 0.467 / 0.70 =
# 0.4003, 989 x 0.4003 = 395.9 TFLOP/s, printed "396".
$ mlsys infer --hw h100 --workload mixtral-8x7b --tp 2 --precision fp8 --engine trtllm-2404 --eff 0.6 | grep '^note: engine trtllm-2404: the routed'
note: engine trtllm-2404: the routed experts multiply in 16-bit arithmetic on the CUTLASS 2.x grouped GEMM of TensorRT-LLM 0.7-0.9 (2023-2024) (FP8 for mixtures came with 0.10), at 989 TFLOP/s x 0.4 (--eff x efficiency.matmul_mma_sync / efficiency.matmul: mma.sync, not wgmma) = 396 TFLOP/s; their weights stream as stored
# A dense model has no routed experts: no such note (grep finds none, exit 1).
$ mlsys infer --hw h100 --workload llama2-70b --tp 2 --precision fp8 --engine trtllm-2404 | grep -c 'the routed'
0
? 1
# Nor do products wider than 16 bits take the 16-bit rate (fp32 runs at the fp32 one).
$ mlsys infer --hw h100 --workload mixtral-8x7b --tp 2 --precision fp32 --engine trtllm-2404 | grep -c 'the routed'
0
? 1
# 0.5-0.6 ran no mixture of experts (they came with 0.7.1): an error naming --engine.
$ mlsys infer --hw h100 --workload mixtral-8x7b --tp 2 --engine trtllm-2310
! mlsys infer: --engine: trtllm-2310 is TensorRT-LLM 0.5-0.6 (2023), which ran no mixture of experts such as mixtral-8x7b's (they came with 0.7): give --engine trtllm-2404 or fused
? 2
# The engine column names the engine given, each word of --engine (fused without one).
$ for e in fused llamacpp vllm-v0 llamacpp-2405 trtllm-2310 trtllm-2404; do mlsys infer --hw h100 --workload llama3-8b --engine $e -f csv --no-header --columns engine || exit; done; mlsys infer --hw h100 --workload llama3-8b -f csv --no-header --columns engine
fused
llamacpp
vllm-v0
llamacpp-2405
trtllm-2310
trtllm-2404
fused
# The names users write for today's engines read as their class's profile, with a note:
# vllm (V1), sglang, trtllm and tensorrt-llm as fused, llama.cpp as llamacpp; the row
# names the profile, and its times are that profile's.
$ mlsys infer --hw h100 --workload llama3-8b --engine vllm,sglang,trtllm,tensorrt-llm,fused -f csv --no-header --columns engine,TPOT | sort -u | wc -l
1
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision q4_k_m --engine llama.cpp,llamacpp -f csv --no-header --columns engine,TTFT,TPOT | sort -u | cut -d, -f1 | uniq -c | awk '{print $1, $2}'
1 llamacpp
$ mlsys infer --hw h100 --workload llama3-8b --engine vllm
~ ^note: --engine vllm: read as fused, the profile of its class \(docs/inference\.md, Engines\)$
$ mlsys infer --hw h100 --workload llama3-8b --engine fused -f json | jq '[.notes[] | select(test("read as"))] | length'
0
$ mlsys serving --hw h100 --workload llama3-8b --engine sglang --arrival 10req/s
~ ^note: --engine sglang: read as fused, the profile of its class \(docs/inference\.md, Engines\)$
$ mlsys infer --hw h100 --workload llama3-8b --engine vllm1
! mlsys infer: --engine: unknown value 'vllm1'; expected one of fused, llamacpp, vllm-v0, llamacpp-2405, trtllm-2310, trtllm-2404
? 2
# Choices are read in any case, as llama.cpp and the vendors write them (Q4_K_M, FP8):
# the row is the lower-case choice's.
$ a=$(mlsys infer --hw rtx4090 --workload llama3-8b --precision Q4_K_M --engine llamacpp -f csv --no-header --columns precision,TPOT); b=$(mlsys infer --hw rtx4090 --workload llama3-8b --precision q4_k_m --engine llamacpp -f csv --no-header --columns precision,TPOT); [ "$a" = "$b" ] && echo "${a%%,*}"
q4_k_m
# The fused engines' stream cap per SM (docs/inference.md, "A stream cap per SM"):
# 15 B per cycle per SM. On a B200 it binds: 15 x 148 SMs x 1.98 GHz = 4.3956 TB/s,
# below 8 TB/s x 0.92 = 7.36, so a decode step of Llama-3-70B in fp4 streams its
# weights but the input embedding and the 2 norms a layer (element-wise kernels),
# 35,276,849,152 - 128,256 x 8,192 x 0.5 - 2 x 80 x 8,192 x 0.5 = 34,750,857,216 B,
# in 34,750,857,216 / 4.3956e12 = 7.906 ms; noted.
$ mlsys infer --hw b200 --workload llama3-70b --precision fp4 --kv-precision fp8 --batch 1 --columns T_weights -f csv --no-header | awk '{ printf "%.4g\n", $1 * 1e3 }'
7.906
$ mlsys infer --hw b200 --workload llama3-70b --precision fp4 --kv-precision fp8 --batch 1 2>&1 | grep -c 'capped at 15 B per cycle per SM x 148 SMs x 1.98 GHz = 4.4 TB/s'
1
# On an H100 it does not (15 x 132 x 1.98 GHz = 3.92 TB/s, above 3.35 x 0.887 = 2.97):
# 70,553,698,304 - 128,256 x 8,192 - 2 x 80 x 8,192 = 69,501,714,432 B of fp8 weights
# at 2.97145e12 B/s = 23.39 ms, and no note.
$ mlsys infer --hw h100 --workload llama3-70b --precision fp8 --batch 1 --columns T_weights -f csv --no-header | awk '{ printf "%.4g\n", $1 * 1e3 }'
23.39
$ mlsys infer --hw h100 --workload llama3-70b --precision fp8 --batch 1 2>&1 | grep -c 'per cycle per SM'
0
? 1
# The cap follows the clock a power limit leaves: a B200 at 700 W of its 1,000 W runs
# at (700/1000)^(1/2.1) = 0.843793 of 1.98 GHz = 1.67071 GHz (docs/train.md, Power
# limits), so its streams at 15 x 148 x 1.67071e9 = 3.70899e12 B/s, and the
# 34,750,857,216 B of Llama-3-70B's fp4 weights streamed (as above) in 9.369 ms.
$ mlsys infer --hw b200 --workload llama3-70b --precision fp4 --kv-precision fp8 --batch 1 --power-limit 700W --columns T_weights -f csv --no-header | awk '{ printf "%.4g\n", $1 * 1e3 }'
9.369
$ mlsys infer --hw b200 --workload llama3-70b --precision fp4 --kv-precision fp8 --batch 1 --power-limit 700W 2>&1 | grep -c 'x 148 SMs x 1.67 GHz = 3.71 TB/s'
1
# GEMMs over weights of 8 bits or more run free of the cap (SGLang's fp8 grouped
# kernels on a B200, sgl-project/sglang pull request 11816): Llama-3-70B's fp8 weights
# streamed (as on the H100 above), 69,501,714,432 B, at 8 TB/s x 0.92 = 7.36e12 B/s in
# 9.443 ms (at the cap they would take 15.81); the KV cache stays under it, and the
# note says which streams it binds.
$ mlsys infer --hw b200 --workload llama3-70b --precision fp8 --batch 1 --columns T_weights -f csv --no-header | awk '{ printf "%.4g\n", $1 * 1e3 }'
9.443
$ mlsys infer --hw b200 --workload llama3-70b --precision fp8 --batch 1 2>&1 | grep -c 'its KV-cache and element-wise streams (not its GEMMs over weights of 8 bits or more) capped at 15 B per cycle per SM'
1
# The KV cache's read at the cap: batch 64 of 512-token prompts and 128 outputs reads
# a mean context of 512 + 129/2 = 576.5 tokens a sequence, 64 x 576.5 x 80 layers x
# 2 x 8 KV heads x 128 x 1 B (fp8) = 6,044,057,600 B, at 4.3956e12 B/s: 1.375 ms.
$ mlsys infer --hw b200 --workload llama3-70b --precision fp8 --batch 64 --columns T_kv -f csv --no-header | awk '{ printf "%.4g\n", $1 * 1e3 }'
1.375
# Only NVIDIA's SMs: an MI300X (AMD) streams at its memory's rate, no note.
$ mlsys infer --hw mi300x --workload llama3-70b --precision fp8 --batch 1 2>&1 | grep -c 'per cycle per SM'
0
? 1
# The fused engines' time per routed token (docs/inference.md, "A time per routed
# token"): 7 us a token of a forward pass through a mixture, shared by the devices
# that hold the experts. Qwen3-235B-A22B at t = 8, 64 sequences: the engine's host
# time per step is 0, so T_overhead = 7 us x 64 / 8 = 56 us; with e = 8 at t = 1
# the experts sit on 8 devices too: the same 56 us. Noted.
$ mlsys infer --hw h200 --workload qwen3-235b-a22b --precision fp8 --tp 8 --batch 64 --columns T_overhead -f csv --no-header | awk '{ printf "%.4g\n", $1 * 1e6 }'
56
$ mlsys infer --hw h200 --workload qwen3-235b-a22b --precision fp8 --tp 1 --ep 8 --batch 64 --columns T_overhead -f csv --no-header | awk '{ printf "%.4g\n", $1 * 1e6 }'
56
$ mlsys infer --hw h200 --workload qwen3-235b-a22b --precision fp8 --tp 8 --batch 64 2>&1 | grep -c '7 us per token of a forward pass through the mixture of experts, shared by the 8 devices'
1
# A dense model pays none: Llama-3-8B's T_overhead is the fused engine's host time
# per step, 0 (a packed prompt token's share, 7 us / t, is in tests/unit/test_infer_moe.c).
$ mlsys infer --hw h100 --workload llama3-8b --batch 64 --columns T_overhead -f csv --no-header
0
# The fused engine's time per layer of a latent-attention model: its own 65 us, or
# the figure of a part whose entry gives efficiency.fused_mla_layer (mi300x and
# mi325x: 340 us; docs/inference.md, Engines). DeepSeek-R1 has 61 layers: 61 x 340 us
# = 20.74 ms on both, and on the H200, which gives none, 61 x 65 us = 3.965 ms.
$ mlsys infer --hw mi300x,mi325x,h200 --workload deepseek-r1 --tp 8 --precision fp8 -f csv --columns hw,T_launch
= rtol 1e-12
hw,T_launch
mi300x,0.02074
mi325x,0.02074
h200,0.003965
# Only there: a dense model on the same part keeps 50 us a layer (Llama-3-70B, 80
# layers: 4 ms), and vLLM V0 keeps its 85 us on DeepSeek-R1 (61 x 85 us = 5.185 ms).
$ mlsys infer --hw mi300x --workload llama3-70b --precision fp8 -f csv --columns T_launch
= rtol 1e-12
T_launch
0.004
$ mlsys infer --hw mi300x --workload deepseek-r1 --tp 8 --precision fp8 --engine vllm-v0 -f csv --columns T_launch
= rtol 1e-12
T_launch
0.005185
$ mlsys infer --hw mi300x --workload deepseek-r1 --tp 8 --precision fp8 | grep '^note: engine fused: 340'
note: engine fused: 340 us per layer of a latent-attention (MLA) model on mi300x, its entry's efficiency.fused_mla_layer, in place of 50 us a dense layer (docs/inference.md, Engines)
$ mlsys infer --hw h200 --workload deepseek-r1 --tp 8 --precision fp8 | grep '^note: engine fused: 65'
note: engine fused: 65 us per layer of a latent-attention (MLA) model (the engine's; a device's efficiency.fused_mla_layer replaces it), in place of 50 us a dense layer (docs/inference.md, Engines)
# The same fused engine on a latent-attention model warns of the prefill and first-token
# times InferenceX's DeepSeek-R1 rows measure beyond the model (docs/inference.md, Limits);
# another engine (vLLM V0) and a dense model get no such note.
$ mlsys infer --hw h200 --workload deepseek-r1 --tp 8 --precision fp8 | grep '^note: measured'
note: measured on InferenceX's DeepSeek-R1 rows (fused engines, builds of 2025-26): a prompt's prefill took 0.6-6.9 times this model's time and a first token at low load 1.8-15 times: TTFT, and with long prompts TPOT under load, may be optimistic (docs/inference.md, Limits)
$ mlsys infer --hw h200 --workload deepseek-r1 --tp 8 --precision fp8 --engine vllm-v0 | grep -c '^note: measured'
0
? 1
$ mlsys infer --hw h200 --workload llama3-70b --tp 8 --precision fp8 | grep -c '^note: measured'
0
? 1
# The scheduler's host time per sequence (docs/inference.md, Host time per sequence):
# on the gb200-nvl72 entry, 29.4 us a sequence of a decode step (TensorRT-LLM pull
# request 10273: 45.11 ms over 1,536 sequences), a floor under the fused engine's step.
# Qwen3-30B-A3B in fp4 at 4,096 sequences: 4,096 x 29.4 us = 120.4224 ms, above the
# GPU's step. At 64 sequences the GPU's step is the longer (above 64 x 29.4 us =
# 1.8816 ms) and T_overhead is the mixture's time per routed token alone, 64 x 7 us =
# 0.448 ms. vLLM V0 takes none.
$ mlsys infer --hw gb200-nvl72 --workload qwen3-30b-a3b --precision fp4 --batch 4096 -f csv --columns T_step
= rtol 1e-12
T_step
0.1204224
$ mlsys infer --hw gb200-nvl72 --workload qwen3-30b-a3b --precision fp4 --batch 64 | grep -c '^note: engine fused on gb200-nvl72: its scheduler'
1
$ mlsys infer --hw gb200-nvl72 --workload qwen3-30b-a3b --precision fp4 --batch 64 -f csv --columns T_overhead,T_step --no-header | awk -F, '{print $1, ($2 > 1.8816e-3) ? "step above the floor" : "floored"}'
= rtol 1e-12
0.000448 step above the floor
$ mlsys infer --hw gb200-nvl72 --workload qwen3-30b-a3b --precision fp4 --batch 4096 --engine vllm-v0 | { grep -c '^note: engine fused on' || true; }
0
# AWQ and GPTQ int4 on an NVIDIA part: a note of what Marlin-class kernels measured on
# Hopper (vLLM's on an H100, SGLang's on an H20: the model's times 22-38 % short of
# theirs; docs/inference.md, Limits); none for other formats, for Apple parts, or under
# llama.cpp's engine. serving, through the same set-up, says it too.
$ mlsys infer --hw h100 --workload llama3-8b --precision awq | grep '^note: measured on Hopper'
note: measured on Hopper parts (vLLM's Marlin-based kernels on an H100, vLLM pull request 23197; SGLang's awq_marlin on an H20): with 4-bit awq weights this model's times came out 22-38 % short of the measured ones (it streams the weights at the memory's rate): TPOT and tokens/s may be optimistic (docs/inference.md, Limits)
$ mlsys infer --hw h100 --workload llama3-8b --precision int4-g128 | { grep -c '^note: measured on Hopper' || true; }
0
$ mlsys infer --hw m2-ultra --workload llama3-8b --precision gptq | { grep -c '^note: measured on Hopper' || true; }
0
$ mlsys serving --hw h20 --workload qwen3-8b --precision gptq --arrival 1req/s | grep -c '^note: measured on Hopper'
1
