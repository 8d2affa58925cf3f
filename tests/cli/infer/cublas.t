# llama.cpp's cuBLAS path on NVIDIA GPUs (docs/inference.md, Engines): products of
# 16-bit operands accumulate in fp16 (CUBLAS_COMPUTE_16F in ggml-cuda), which a
# GeForce card runs at twice its fp32-accumulate rate. On the RTX 4090: 330.3 against
# 165.2 TFLOP/s (Ada whitepaper), so the fused engine's decode FLOP time is 330.3 /
# 165.2 = 1.99939 times llama.cpp's (the same FLOPs, the same eta_mm).
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision fp16 --engine fused,llamacpp -f json --columns T_compute | jq '.rows[0].T_compute / .rows[1].T_compute'
= rtol 1e-5
1.99939
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision fp16 --engine llamacpp
~ ^note: engine llamacpp: cuBLAS products of 16-bit operands accumulate in fp16 \(CUBLAS_COMPUTE_16F\), at rtx4090's 330\.3 TFLOP/s rather than the 165\.2 of fp32 accumulation$
# A datacenter part accumulates in fp16 at its fp16 rate: no change, no note.
$ mlsys infer --hw a100 --workload llama3-8b --precision fp16 --engine fused,llamacpp -f json --columns T_compute | jq '.rows[0].T_compute / .rows[1].T_compute'
= rtol 1e-12
1
# --peak is the user's rate and stays.
$ mlsys infer --hw rtx4090 --peak 100TFLOP/s --workload llama3-8b --precision fp16 --engine fused,llamacpp -f json --columns T_compute | jq '.rows[0].T_compute / .rows[1].T_compute'
= rtol 1e-12
1
# Builds before June 2024 dequantized quantized weights to fp16 for cuBLAS above 32 rows
# (--quant-matmul dequant): a 512-token prompt reads the 8B model's Q4_K_M weights, writes
# them at 2 B and multiplies at the fp16-accumulate rate; at 32 rows or fewer (a decode
# step of B 16) MMQ still runs, so T_gemm is the same either way.
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision q4_k_m --engine llamacpp --quant-matmul mmq,dequant --batch 16 -f json --columns T_gemm | jq '.rows[0].T_gemm == .rows[1].T_gemm'
true
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision q4_k_m --engine llamacpp --quant-matmul dequant
~ ^note: engine llamacpp: products of quantized weights over 32 rows dequantize the weights to fp16 \(read as stored, written at 2 B\) and run on cuBLAS \(builds before June 2024; --quant-matmul\)$
# Errors: dequant is llama.cpp's path, and its CUDA one (Metal multiplies quantized
# weights directly); an unknown value.
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision q4_k_m --quant-matmul dequant
! mlsys infer: --quant-matmul: a choice of llama.cpp's CUDA kernels: give --engine llamacpp or llamacpp-2405, or leave --quant-matmul out
? 2
$ mlsys infer --hw m2-ultra --workload llama3-8b --precision q4_k_m --engine llamacpp --quant-matmul dequant
! mlsys infer: --quant-matmul: a choice of llama.cpp's CUDA kernels; its Metal kernels multiply quantized weights directly: leave --quant-matmul out
? 2
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision q4_k_m --engine llamacpp --quant-matmul foo
! mlsys infer: --quant-matmul: unknown value 'foo'; expected one of mmq, dequant, dp4a
? 2
# Engine llamacpp-2405 (May 2024 builds) dequantizes by default on CUDA, and the same
# prompt takes the same time as llamacpp with --quant-matmul dequant but for the builds'
# per-layer launches: 32 layers x (80 - 40) us = 1.28 ms more.
$ a=$(mlsys infer --hw rtx4090 --workload llama3-8b --precision q4_k_m --engine llamacpp --quant-matmul dequant --columns TTFT -f csv --no-header); b=$(mlsys infer --hw rtx4090 --workload llama3-8b --precision q4_k_m --engine llamacpp-2405 --columns TTFT -f csv --no-header); jq -n "$b - $a"
= rtol 1e-9
0.00128
# --quant-matmul mmq keeps the MMQ kernels on the older build (llama.cpp pull request
# 7676, June 2024), so no dequantization is noted; Metal has no such path either way.
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision q4_k_m --engine llamacpp-2405 --quant-matmul mmq -f json | jq '[.notes[] | select(test("on cuBLAS"))] | length'
0
$ mlsys infer --hw m2-ultra --workload llama3-8b --precision q4_k_m --engine llamacpp-2405 -f json | jq '[.notes[] | select(test("on cuBLAS"))] | length'
0
$ mlsys infer --hw m2-ultra --workload llama3-8b --precision q4_k_m --engine llamacpp-2405 --quant-matmul mmq
! mlsys infer: --quant-matmul: a choice of llama.cpp's CUDA kernels; its Metal kernels multiply quantized weights directly: leave --quant-matmul out
? 2
# Parts whose int8 is DP4A, with no tensor cores (the catalog's P40: an int8 rate and no
# 16-bit one) run MMQ on DP4A at every batch size in both builds (ggml-cuda.cu of May
# 2024 sends only parts with fast fp16 to cuBLAS): 317 FLOP per cycle per SM, fitted
# on the P40's Llama-2-7B Q4_0 pp512 (docs/inference.md, Engines); 317 x 1.53 GHz =
# 0.485 TFLOP/s per SM. No dequantization on the May 2024 profile.
$ mlsys infer --hw p40 --workload llama2-7b --precision q4_0 --engine llamacpp-2405
~ ^note: engine llamacpp-2405: GEMMs of quantized weights by its MMQ kernels on DP4A, not int8 tensor cores, at every batch size, 317 FLOP per cycle per compute unit x 1\.53 GHz = 0\.485 TFLOP/s per compute unit$
$ mlsys infer --hw p40 --workload llama2-7b --precision q4_0 --engine llamacpp-2405 -f json | jq '[.notes[] | select(test("on cuBLAS"))] | length'
0
# A part with fast fp16 and no int8 tensor cores (the catalog's v100: an fp16 rate and
# neither bf16 nor int8; Volta) dequantizes quantized weights for cuBLAS above 32 rows
# in both builds, and runs MMQ on DP4A at or below: 317 x 1.533 GHz (its clock, 15.7
# TFLOPS / 10,240 lanes) = 0.486 TFLOP/s per SM.
$ mlsys infer --hw v100 --workload llama2-7b --precision q4_0 --engine llamacpp
~ ^note: engine llamacpp: products of quantized weights over 32 rows dequantize the weights to fp16 \(read as stored, written at 2 B\) and run on cuBLAS \(a part with fast fp16 and no int8 tensor cores; --quant-matmul\)$
~ ^note: engine llamacpp: GEMMs of quantized weights by its MMQ kernels on DP4A, not int8 tensor cores, at 32 rows or fewer, 317 FLOP per cycle per compute unit x 1\.53 GHz = 0\.486 TFLOP/s per compute unit$
# --quant-matmul dp4a takes that path on a part with int8 tensor cores (builds before
# June 2024 with GGML_CUDA_FORCE_MMQ): on the RTX 4090, 317 x 2.52 GHz = 0.799 TFLOP/s
# per SM, and a decode step's MMQ FLOP time grows by the tensor-core rate over it,
# (1.63e12 / 2.52e9) / 317 = 646.83 / 317 = 2.04046.
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision q4_0 --engine llamacpp --quant-matmul dp4a
~ ^note: engine llamacpp: GEMMs of quantized weights by its MMQ kernels on DP4A, not int8 tensor cores, at every batch size, 317 FLOP per cycle per compute unit x 2\.52 GHz = 0\.799 TFLOP/s per compute unit$
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision q4_0 --engine llamacpp --quant-matmul dp4a,mmq -f json --columns T_compute | jq '.rows[0].T_compute / .rows[1].T_compute'
= rtol 1e-4
2.04046
$ mlsys infer --hw h100 --workload llama3-8b --precision q4_0 --quant-matmul dp4a
! mlsys infer: --quant-matmul: a choice of llama.cpp's CUDA kernels: give --engine llamacpp or llamacpp-2405, or leave --quant-matmul out
? 2
# The notes name the build's engine.
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision q4_k_m --engine llamacpp-2405
~ ^note: engine llamacpp-2405: products of quantized weights over 32 rows dequantize the weights to fp16 \(read as stored, written at 2 B\) and run on cuBLAS \(builds before June 2024; --quant-matmul\)$
~ ^note: engine llamacpp-2405 \(May 2024 builds, CUDA\): 80 us per layer per forward pass, weight streaming capped at 6\.3 B per cycle per compute unit x 2\.52 GHz = 15\.9 GB/s each, unfused attention$
# Its products computed in fp16 (CUBLAS_COMPUTE_16F) reach at most 1,300 FLOP per cycle
# per SM (fitted on the A100 PCIe's Llama-3-8B F16 prompt rows; docs/inference.md,
# Engines): on the A100, 1300 x 1.41 GHz x 108 SMs = 197.96 TFLOP/s, 63 % of its 312,
# noted; on the RTX 4090 the cap lies above its 330.3 TFLOP/s of fp16 accumulation
# (1300 x 2.52 GHz x 128 = 419.3), binds nowhere and is not noted.
$ mlsys infer --hw a100 --workload llama3-8b --engine llamacpp-2405 --prompt 512 --output-tokens 1
~ ^note: engine llamacpp-2405: cuBLAS products computed in fp16 \(CUBLAS_COMPUTE_16F\) reach 1300 FLOP per cycle per compute unit x 1\.41 GHz = 198 TFLOP/s, 63 % of a100's fp16 rate$
$ mlsys infer --hw rtx4090 --workload llama3-8b --engine llamacpp-2405 --prompt 512 --output-tokens 1 | grep -c 'CUBLAS_COMPUTE_16F.*reach'
? 1
0
