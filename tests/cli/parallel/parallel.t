# parallel: N_total = d*p*t; b_pipe = (p-1)/(V*m + p - 1); memory and traffic per device.
# docs/worked-examples.md #12: p = 4, m = 8, V = 4: b_pipe = 3/35 = 8.571 %.
$ mlsys parallel --pp 4 --microbatches 8 --interleave 4
symbol         meaning                                                             value
N_total        devices d*p*t                                                       4
dp             data-parallel degree d                                              1
pp             pipeline stages p                                                   4
tp             tensor-parallel degree t                                            1
b_pipe         pipeline bubble (p-1)/(V*m + p - 1)                                 8.571 %
eta_pipe       pipeline efficiency 1 - b_pipe                                      91.43 %
M_weights      weights per device                                                  -
M_gradients    gradients per device                                                -
M_optimizer    optimizer state per device                                          -
M_activations  activations per device                                              -
M_total        memory per device                                                   -
capacity       device memory capacity                                              -
fits           M_total <= capacity                                                 -
tp_bytes       all-reduced per device per step over tensor-parallel links          0 B
pp_bytes       sent per device per step to the next/previous pipeline stage        -
dp_bytes       gradients all-reduced per device per step over data-parallel links  0 B
note: dp = 1 (not given)
note: tp = 1 (not given)
note: B = dp*m = 8 sequences, one per microbatch (--global-batch)
note: no memory figures: they need --workload, or --params --layers --hidden --heads
note: traffic needs --workload, or --hidden and --layers (tp, pp) and --params (dp)
# docs/worked-examples.md #13: p = 8, m = 4 / 32: pipeline efficiency 1 - b_pipe
# = m/(m + p - 1) = 4/11 = 36.36 % and 32/39 = 0.8205128205 = 82.05 % (published: 36.4 %
# and 82.1 %); b_pipe = 7/39 = 0.1794871795.
$ mlsys parallel --pp 8 --microbatches 4 --columns eta_pipe
36.36 %
$ mlsys parallel --pp 8 --microbatches 32 --columns eta_pipe,b_pipe -f csv
= rtol 1e-9
eta_pipe,b_pipe
0.8205128205,0.1794871795
# N_total = 1024 with t = 8, p = 8: d = 1024/64 = 16 (noted as derived).
$ mlsys parallel --devices 1024 --tp 8 --pp 8 --microbatches 32 -f json --columns N_total,dp,pp,tp
{"command": "parallel", "version": "0.1.0", "units": {"N_total": "", "dp": "", "pp": "", "tp": ""}, "rows": [
  {"N_total": 1024, "dp": 16, "pp": 8, "tp": 8}
], "notes": ["dp = N_total/(pp*tp) = 16", "B = dp*m = 512 sequences, one per microbatch (--global-batch)", "no memory figures: they need --workload, or --params --layers --hidden --heads", "traffic needs --workload, or --hidden and --layers (tp, pp) and --params (dp)"]}
# Traffic by hand: P = 7e9, N_L = 32, d_model = 4096, B = 64, S = 2048, bf16 (the
# default without a device: set-up's precision rule; 2 B like fp16), d = 4, p = 2,
# t = 2, m = 8: b_pipe = (2-1)/(8 + 2 - 1) = 1/9 = 0.1111111111, eta_pipe = 8/9
# = 0.8888888889; B/d = 16 sequences, act = 16*2048*4096*2 B = 268,435,456 B;
# tp_bytes = 4*(32/2)*act = 17,179,869,184 B; pp_bytes = 2*act = 536,870,912 B;
# dp_bytes = 7e9*4/(2*2) = 7e9 B (the gradients, in fp32 with bf16 weights as train
# reduces them).
# Memory (the training model, Adam, no ZeRO): weights 7e9*2/4 = 3.5 GB, gradients in
# fp32 as train keeps them with bf16 weights, 7e9*4/4 = 7 GB, optimizer 12*7e9/4 = 21 GB; activations of microbatches of 2 sequences, no recomputation,
# sequence parallel over t = 2 (Korthikanti et al. 2022 Table 2, FFN 4h, 16-bit): per layer
# s*b*h*(34/t + 5*a*s/(h*t)) = 2048*2*4096*(17 + 40) = 956,301,312 B; 16 layers per stage,
# p = 2 microbatches in flight: 16 * 2 * 956,301,312 = 30,601,641,984 B = 30.6 GB. M_total =
# 3.5e9 + 7e9 + 21e9 + 30,601,641,984 = 62,101,641,984 B. (The integers are exact; the
# tolerance is for b_pipe and eta_pipe, 1/9 and 8/9.)
$ mlsys parallel --dp 4 --pp 2 --tp 2 --microbatches 8 --params 7e9 --layers 32 --hidden 4096 --heads 32 --global-batch 64 -f json
= rtol 1e-9
{"command": "parallel", "version": "0.1.0", "units": {"N_total": "", "dp": "", "pp": "", "tp": "", "b_pipe": "", "eta_pipe": "", "M_weights": "B", "M_gradients": "B", "M_optimizer": "B", "M_activations": "B", "M_total": "B", "capacity": "B", "tp_bytes": "B", "pp_bytes": "B", "dp_bytes": "B"}, "rows": [
  {"N_total": 16, "dp": 4, "pp": 2, "tp": 2, "b_pipe": 0.1111111111, "eta_pipe": 0.8888888889, "M_weights": 3500000000, "M_gradients": 7000000000, "M_optimizer": 21000000000, "M_activations": 30601641984, "M_total": 62101641984, "capacity": null, "fits": null, "tp_bytes": 17179869184, "pp_bytes": 536870912, "dp_bytes": 7000000000}
], "notes": ["FFN width 4 x hidden = 16384 (default: none given)", "memory at bf16 weights and fp32 gradients (mlsys train's rule; --precision)", "memory by the training model (as mlsys train): no ZeRO, model state split over tp*pp, activations of microbatches of b = 2 sequences (Korthikanti et al. 2022; sequence parallel when tp > 1; min(p, m) = 2 in flight on the first stage, 1F1B)"]}
# With a device: 80 GiB (85.9 GB) of an H100 (which has a bf16 rate: bf16 weights, fp32
# gradients) holds the 62.1 GB above: fits.
$ mlsys parallel --dp 4 --pp 2 --tp 2 --microbatches 8 --params 7e9 --layers 32 --hidden 4096 --heads 32 --global-batch 64 --hw h100 --columns M_total,capacity,fits
symbol    meaning                 value
M_total   memory per device       62.1 GB
capacity  device memory capacity  85.9 GB
fits      M_total <= capacity     true
note: FFN width 4 x hidden = 16384 (default: none given)
note: memory at bf16 weights and fp32 gradients (mlsys train's rule; --precision)
note: memory by the training model (as mlsys train): no ZeRO, model state split over tp*pp, activations of microbatches of b = 2 sequences (Korthikanti et al. 2022; sequence parallel when tp > 1; min(p, m) = 2 in flight on the first stage, 1F1B)
# Fewer microbatches than stages: under 1F1B the first stage holds
# min(p, m) microbatches of N_L/p layers, not p. Llama 3 8B (32 layers, d = 4096, 32 heads,
# SwiGLU FFN of 14336), S = 2048, b = 1, fp16, no recomputation, t = 1: one layer keeps
# s*b*h*(10 + 8 + 16*1.5*14336/(4*4096) + 5*a*s/h) = 2048*4096*(10 + 29 + 80) = 998,244,352 B
# (the FFN's 16 of Korthikanti's 34 scaled by its width, x 1.5 for the gate).
# p = 8, m = 1: 32/8 layers * 1 microbatch = 4 * 998,244,352 = 3.993 GB (p in flight would be
# 32 layers' worth, 31.94 GB); m = 4: 16 layers' worth = 15.97 GB; m = 16 >= p: 31.94 GB.
# With one microbatch the last stage holds as much and adds the output layer's logits,
# 16-bit and the loss's fp32 softmax: 2048 x 128,256 x (2 + 4) = 1,576,009,728 B, so the
# device holding the most is the last: 3.993 + 1.576 = 5.569 GB.
$ mlsys parallel --dp 1 --tp 1 --pp 8 --microbatches 1 --global-batch 1 --workload llama3-8b --columns M_activations
5.569 GB
$ mlsys parallel --dp 1 --tp 1 --pp 8 --microbatches 4 --global-batch 4 --workload llama3-8b --columns M_activations
15.97 GB
$ mlsys parallel --dp 1 --tp 1 --pp 8 --microbatches 16 --global-batch 16 --workload llama3-8b --columns M_activations
31.94 GB
# One model, not two: parallel's memory is mlsys train's for the same layout (GPT-3 175B on
# t 8, p 8, d 2, 16 microbatches of 1, selective recomputation, ZeRO-1, both at their
# default precisions: bf16 weights, fp32 gradients); train's M_total also holds its stack's
# reserve (M_reserve), which parallel, the textbook's rule, leaves out.
$ jq -rn --argjson a "$(mlsys parallel --workload gpt3 --tp 8 --pp 8 --dp 2 --microbatches 16 --global-batch 32 --recompute selective --zero 1 -f json)" --argjson b "$(mlsys train --hw a100 --workload gpt3 --tp 8 --pp 8 --dp 2 --global-batch 32 --microbatch 1 --recompute selective --seq-parallel yes --zero 1 -f json)" '[$a.rows[0].M_weights / $b.rows[0].M_weights, $a.rows[0].M_optimizer / $b.rows[0].M_optimizer, $a.rows[0].M_activations / $b.rows[0].M_activations, $a.rows[0].M_total / ($b.rows[0].M_total - $b.rows[0].M_reserve)] | @csv'
= rtol 1e-12
1,1,1,1
# ZeRO-3 over d = 4 divides weights, gradients and optimizer by 4 once more:
# 3.5/4 + 7/4 + 21/4 = 7.875 GB of model state (fp32 gradients, as above).
$ mlsys parallel --dp 4 --pp 2 --tp 2 --microbatches 8 --params 7e9 --layers 32 --hidden 4096 --heads 32 --global-batch 64 --zero 3 -f csv --columns M_weights,M_gradients,M_optimizer
M_weights,M_gradients,M_optimizer
875000000,1750000000,5250000000
# Errors.
$ mlsys parallel --devices 64 --tp 8
! mlsys parallel: --devices: N_total needs two of the degrees dp, pp, tp to derive the third
? 2
$ mlsys parallel --devices 64 --tp 8 --pp 3
! mlsys parallel: --devices: N_total = 64 is not divisible by pp*tp = 24
? 2
$ mlsys parallel --devices 64 --dp 4 --pp 2 --tp 4
! mlsys parallel: --devices: dp*pp*tp = 32 is not N_total = 64
? 2
$ mlsys parallel --dp 0
! mlsys parallel: --dp: must be greater than zero
? 2
$ mlsys parallel --pp 2 --microbatches 0
! mlsys parallel: --microbatches: must be greater than zero
? 2
$ mlsys parallel --pp 2 --interleave 1.5
! mlsys parallel: --interleave: must be a whole number
? 2
$ mlsys parallel --dp 2 --microbatches 4 --global-batch 12
! mlsys parallel: --global-batch: a batch of 12 sequences does not split into dp*m = 8 microbatches of whole sequences
? 2
$ mlsys parallel --dp 2 --zero 4
! mlsys parallel: --zero: must be 0, 1, 2 or 3
? 2
$ mlsys parallel --dp 2 --workload nosuch
! mlsys parallel: --workload: unknown workload 'nosuch'; run 'mlsys catalog list workloads' for the names
? 2
$ mlsys parallel --dp 2 --hw nosuch
! mlsys parallel: --hw: unknown hardware 'nosuch'; run 'mlsys catalog list hardware' for the names
? 2
$ mlsys parallel --dp 2 --params 70B
! mlsys parallel: --params: expected a count; did you mean 70e9?
? 2
# Layouts a real run would not like are evaluated, with a note each.
# Llama-3-8B: 32 heads, 8 KV heads, 32 layers; an H100 SXM node holds
# 8 devices. p = 3 does not divide 32 (32/3 = 10.67); t = 16 > 8 per node. 16*3*1 =
# 48 devices. t = 16 does not divide the 8 KV heads: the training rule (docs/train.md,
# Layout rules) leaves the layout without memory figures, and that note says why.
$ mlsys parallel --workload llama3-8b --hw h100-sxm --tp 16 --pp 3 --dp 1 --microbatches 4 --global-batch 4 --columns N_total -f json
{"command": "parallel", "version": "0.1.0", "units": {"N_total": ""}, "rows": [
  {"N_total": 48}
], "notes": ["pp*V = 3 does not divide the 32 layers: the stages are unequal and the largest sets the pace", "tp = 16 spans nodes of 8 devices: its all-reduces cross the fabric between nodes", "no memory figures: t = 16 does not divide the 32 heads and 8 kv heads"]}
# 32 heads are not split three ways (32/3 is not whole).
$ mlsys parallel --workload llama3-8b --tp 3 --pp 1 --dp 1 --columns tp -f json
{"command": "parallel", "version": "0.1.0", "units": {"tp": ""}, "rows": [
  {"tp": 3}
], "notes": ["B = dp*m = 1 sequences, one per microbatch (--global-batch)", "no memory figures: t = 3 does not divide the 32 heads and 8 kv heads"]}
