# DeepSeek-V3's layers (Hugging Face config.json): 61 layers of hidden 7168; the first 3
# dense with a SwiGLU FFN of 18432 (first_k_dense_replace 3); the other 58 with 256
# routed experts and 1 shared expert of width 2048; vocabulary 129,280, untied. Counted
# by hand with attention as 128 heads of 56 (4 h^2 a layer) and two norms a layer:
# 61 (4 x 7168^2 + 2 x 7168) + 58 x 257 x 3 x 7168 x 2048 + 3 x 3 x 7168 x 18432
# + 2 x 129,280 x 7168 = 672,043,194,368 parameters (the published 671e9; MLA's
# projections are a little smaller than the heads counted here), so 84,005,399,296 B a
# device at fp8 on t = 8 (it once counted 702e9: every layer routed, no shared expert).
$ mlsys infer --hw h200 --workload deepseek-v3 --tp 8 --precision fp8 --columns M_weights -f csv --no-header
84005399296
# train counts the same layers and each MoE layer's router (7168 x 256): 672,043,194,368
# + 58 x 1,835,008 = 672,149,624,832.
$ mlsys train --hw h100 --workload deepseek-v3 --devices 2048 --tp 8 --pp 16 --ep 8 --global-batch 2048 --seq 4096 --attention flash --columns params -f csv --no-header
672149624832
