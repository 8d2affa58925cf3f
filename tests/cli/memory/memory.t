# docs/worked-examples.md #23: 7e9 parameters, fp16 weights and gradients, Adam: 16 B/param;
# ZeRO-3 over 64 ranks: weights 14e9/64 = 218,750,000 B, gradients the same, Adam
# 84e9/64 = 1,312,500,000 B; 1.75 GB in all (--precision fp16: the example's mixed precision).
$ mlsys memory --params 7e9 --layers 32 --hidden 4096 --heads 32 --phase train --batch 1 --seq 1 --recompute full --zero 3 --dp 64 --precision fp16 -f csv --columns M_weights,M_gradients,M_optimizer
M_weights,M_gradients,M_optimizer
218750000,218750000,1312500000
# At the default bf16 the gradients are kept in fp32, as mlsys train keeps them
# (Megatron-LM accumulates bf16 gradients in fp32): 7e9 x 4 B / 64 = 437,500,000 B.
$ mlsys memory --params 7e9 --layers 32 --hidden 4096 --heads 32 --phase train --batch 1 --seq 1 --recompute full --zero 3 --dp 64 -f csv --columns M_weights,M_gradients,M_optimizer
M_weights,M_gradients,M_optimizer
218750000,437500000,1312500000
# Llama 3.1 8B KV cache (docs/worked-examples.md #25: 2 (K, V) * 32 layers * 8 KV heads * 128
# * 2 B = 131,072 B per token) for 4 sequences of 1,000 tokens: 524,288,000 B; an fp8
# cache (1 B per value) halves it: 262,144,000 B.
$ mlsys memory --workload llama3-8b --batch 4 --seq 1000 -f csv --columns M_KV
M_KV
524288000
$ mlsys memory --workload llama3-8b --batch 4 --seq 1000 --kv-precision fp8 -f csv --columns M_KV
M_KV
262144000
$ mlsys memory --hw h100
! mlsys memory: no workload: give --workload NAME, or --params (with --layers --hidden --heads unless --phase train)
? 2
$ mlsys memory --workload llama3-8b --zero 4
! mlsys memory: --zero: must be 0, 1, 2 or 3
? 2
$ mlsys memory --workload llama3-8b --dp 0
! mlsys memory: --dp: must be greater than zero
? 2
# Training a CNN keeps B activation bytes per sample; no catalog figure,
# so 0.1 x 51.2 MB per image: 256 x 5.12 MB = 1.311 GB; the state at bf16 weights (2 B),
# fp32 gradients (4 B) and Adam (12 B): 18 B x 25.6e6 = 460.8 MB; 1.311 + 0.4608 = 1.772 GB.
$ mlsys memory --workload resnet50 --phase train --batch 256 --columns M_activations,M_total
~ ^M_activations +.* 1\.311 GB$
~ ^M_total +.* 1\.772 GB$
~ ^note: activations per sample assumed 0\.1 x model bytes
$ mlsys memory --workload llama3-8b --optimizer adamw
! mlsys memory: --optimizer: unknown value 'adamw'; did you mean 'adam'? (one of adam, sgd, none)
? 2
# Tensor parallelism splits the KV cache by heads: Llama 3.1 70B has 8 KV heads, so on
# t = 16 each head is held by two devices. KV of 8 sequences of 2048 tokens:
# 2 x 80 layers x 8 heads x 128 x 2 B x 2048 x 8 = 5,368,709,120 B; per device / 8 =
# 671,088,640 B (not / 16); weights 141.2e9 / 16 = 8,825,000,000 B.
$ mlsys memory --hw h100 --workload llama70b --tp 16 --batch 8 -f csv --columns M_weights,M_KV
M_weights,M_KV
8825000000,671088640
$ mlsys memory --hw h100 --workload llama70b --tp 4 --batch 8 -f csv --columns M_KV
M_KV
1342177280
