# Weight-only quantization keeps a 16-bit KV cache. Llama 3.1 70B
# (data/workloads/llama3-70b.yaml: 70.6e9 parameters, 80 layers, 8 KV heads of
# 8192/64 = 128) decoding 64 sequences of 2048 tokens with int4 weights:
#   weights  70.6e9 x 0.5 B                        = 35,300,000,000 B
#   KV fp16  64 x 2 x 80 x 8 x 128 x 2048 x 2 B    = 42,949,672,960 B
#   D_vol                                          = 78,249,672,960 B
# (with the cache in int4, as before, D_vol was 35.3e9 + 10,737,418,240 B).
$ mlsys iron-law --hw h100 --workload llama70b --batch 64 --precision int4 -f csv --columns D_vol
D_vol
78249672960
$ mlsys iron-law --hw h100 --workload llama70b --batch 64 --precision int4 -f json --columns D_vol
{"command": "iron-law", "version": "0.1.0", "units": {"D_vol": "B"}, "rows": [
  {"D_vol": 78249672960}
], "notes": ["eta_hw = 1 (default; --eff sets the achieved fraction of peak)", "h100-sxm has no int4 rate; computing at its fp16 rate", "phase decode (default for this workload; --phase)", "S = 2048 tokens (default; --seq)", "KV cache fp16, weights int4 (weight-only quantization keeps a 16-bit cache; --kv-precision)"]}
# fp8 weights keep an fp8 cache: 70.6e9 x 1 B + 42,949,672,960 / 2 B = 92,074,836,480 B,
# and no note, since the two agree.
$ mlsys iron-law --hw h100 --workload llama70b --batch 64 --precision fp8 -f json --columns D_vol
{"command": "iron-law", "version": "0.1.0", "units": {"D_vol": "B"}, "rows": [
  {"D_vol": 92074836480}
], "notes": ["eta_hw = 1 (default; --eff sets the achieved fraction of peak)", "phase decode (default for this workload; --phase)", "S = 2048 tokens (default; --seq)"]}
# --kv-precision still wins, and a cache that differs from the weights is named.
$ mlsys iron-law --hw h100 --workload llama70b --batch 64 --precision int4 --kv-precision fp8 -f json --columns D_vol
{"command": "iron-law", "version": "0.1.0", "units": {"D_vol": "B"}, "rows": [
  {"D_vol": 56774836480}
], "notes": ["eta_hw = 1 (default; --eff sets the achieved fraction of peak)", "h100-sxm has no int4 rate; computing at its fp16 rate", "phase decode (default for this workload; --phase)", "S = 2048 tokens (default; --seq)", "KV cache fp8, weights int4 (as given; --kv-precision)"]}
# memory counts the same cache: M_KV = 42,949,672,960 B at int8 weights as at int4.
$ mlsys memory --workload llama70b --batch 64 --precision int8 -f csv --columns M_KV
M_KV
42949672960
# Storage-only quantization formats keep a 16-bit cache too. Llama 3.1 8B at Q4_K_M
# (4.9 bits a weight, include/mlsys/catalog.h): 8.03e9 x 4.9/8 B = 4,918,375,000 B;
# KV fp16 for one sequence of 2048 tokens: 32 x 2 x 8 x 128 x 2 B x 2048 =
# 268,435,456 B; D_vol = 5,186,810,456 B.
$ mlsys iron-law --hw h100 --workload llama3-8b --precision q4_k_m -f csv --columns D_vol
D_vol
5186810456
# An SSM's recurrent state is its cache (data/workloads/mamba-2.8b.yaml: 2.8e9
# parameters, 64 layers x 97,280 state values): int4 weights 1.4e9 B + the fp16 state
# 64 x 97,280 x 2 B = 12,451,840 B, read and written: D_vol = 1,424,903,680 B.
$ mlsys iron-law --hw h100 --workload mamba-2.8b --precision int4 -f json --columns D_vol
{"command": "iron-law", "version": "0.1.0", "units": {"D_vol": "B"}, "rows": [
  {"D_vol": 1424903680}
], "notes": ["eta_hw = 1 (default; --eff sets the achieved fraction of peak)", "h100-sxm has no int4 rate; computing at its fp16 rate", "phase decode (default for this workload; --phase)", "S = 2048 tokens (default; --seq)", "SSM state fp16, weights int4 (weight-only quantization keeps a 16-bit cache; --kv-precision)", "SSM decode: 2 P FLOPs a token (Gu and Dao 2023); the recurrent state (M_KV) is read and written each step and does not grow with S"]}
