# Engines as profiles per device class (docs/inference.md, Engines), by hand.
#
# llama.cpp's launch time per layer per forward pass: datacenter GPUs 37 us, workstation
# GPUs (catalog class) 85 us, Apple GPUs (vendor) 190 us; Llama-2-7B has 32 layers:
# 32 x 37 us = 1.184 ms, 32 x 85 us = 2.72 ms, 32 x 190 us = 6.08 ms. No sampling
# (llama-bench times decoding alone), no host time per step.
$ mlsys infer --hw h100,rtx4090,m2-ultra --workload llama2-7b --precision q4_0 --engine llamacpp -f csv --columns hw,T_launch,T_sample,T_overhead
= rtol 1e-12
hw,T_launch,T_sample,T_overhead
h100-sxm,0.001184,0,0
rtx4090,0.00272,0,0
m2-ultra,0.00608,0,0
# Quantized weights run llama.cpp's MMQ kernels at 1.57 TFLOP/s per SM: on an H100's
# 132 SMs 207.24 TFLOP/s, where bf16 weights run cuBLAS at 989 TFLOP/s x 0.70 =
# 692.3 TFLOP/s. The decode step's FLOPs are the same, so T_compute grows by
# 692.3 / 207.24 = 3.34057 (jq divides the two rows).
$ mlsys infer --hw h100 --workload llama2-7b --precision bf16,q4_0 --engine llamacpp -f json --columns T_compute | jq '.rows[1].T_compute / .rows[0].T_compute'
= rtol 1e-5
3.34057
$ mlsys infer --hw h100 --workload llama2-7b --precision q4_0 --engine llamacpp
~ ^note: engine llamacpp: GEMMs of quantized weights by its MMQ kernels, 1\.57 TFLOP/s per compute unit$
~ ^note: engine llamacpp \(datacenter GPUs\): 37 us per layer per forward pass, weight streaming capped at 11\.6 GB/s per compute unit, unfused attention$
# The fused engine pays the same fixed times on every device class.
$ mlsys infer --hw h100,rtx4090,m2-ultra --workload llama2-7b --precision fp16 --engine fused -f csv --columns hw,T_launch,T_sample
= rtol 1e-12
hw,T_launch,T_sample
h100-sxm,0.00192,2e-05
rtx4090,0.00192,2e-05
m2-ultra,0.00192,2e-05
