# infer: capacity and memory by hand, the defaults as notes, the errors.
#
# Llama 3.1 8B in bf16 on one H100 (80 GiB = 85,899,345,920 B). Weights from the
# shape: per layer attention 2 x 4096^2 + 2 x 4096 x 1024 = 41,943,040, SwiGLU FFN
# 3 x 4096 x 14336 = 176,160,768, norms 8,192; 32 layers = 6,979,584,000; untied
# embedding and output 2 x 128256 x 4096 = 1,050,673,152; P = 8,030,257,152;
# 2 B each = 16,060,514,304 B. KV per token 2 x 32 x 8 x 128 x 2 = 131,072 B
# (docs/worked-examples.md #25). A request of 512 + 128 = 640 tokens = 40 pages of
# 16: 83,886,080 B. batch_max = floor((0.9 x 85,899,345,920 - 16,060,514,304) /
# 83,886,080) = floor(730.16) = 730.
$ mlsys infer --hw h100 --workload llama3-8b -f csv --columns M_weights,KV_per_token,KV_per_seq,batch_max
M_weights,KV_per_token,KV_per_seq,batch_max
16060514304,131072,83886080,730
# Continuous batching: sequences spread evenly over their lives hold 512 +
# (128 + 1)/2 = 576.5 tokens on average, 37 pages of 16 = 592 tokens =
# 77,594,624 B, and a paged cache holds only those: batch_max_inflight =
# floor(61,248,897,024 / 77,594,624) = floor(789.34) = 789.
$ mlsys infer --hw h100 --workload llama3-8b -f csv --columns batch_max,batch_max_inflight
batch_max,batch_max_inflight
730,789
# Output lengths that vary (--output-cv): a sequence of O tokens decodes at
# contexts P + 1 .. P + O and the longer ones stay longer in flight, so the
# mean context past the prompt is E[O (O + 1)/2]/E[O] = (O (1 + cv^2) + 1)/2.
# At cv = 1: 512 + (128 x 2 + 1)/2 = 640.5 tokens, 41 pages = 656 tokens =
# 85,983,232 B, batch_max_inflight = floor(61,248,897,024 / 85,983,232) =
# floor(712.3) = 712; batch_max (every sequence whole) stays 730. The
# decode step depends on the mean context alone, so the second method is the
# same step with equal outputs and the prompt that gives that context:
# 576 + (128 + 1)/2 = 640.5.
$ mlsys infer --hw h100 --workload llama3-8b --output-cv 1 -f csv --columns batch_max,batch_max_inflight
batch_max,batch_max_inflight
730,712
$ a=$(mlsys infer --hw h100 --workload llama3-8b --batch 64 --output-cv 1 -f csv --no-header --columns T_step); b=$(mlsys infer --hw h100 --workload llama3-8b --batch 64 --prompt 576 -f csv --no-header --columns T_step); [ "$a" = "$b" ] && echo same
same
$ mlsys infer --hw h100 --workload llama3-8b --output-cv 11
! mlsys infer: --output-cv: cv = 11: give the output lengths' coefficient of variation from 0 (all alike) to 10 (1: as spread as an exponential)
? 2
# Defaults are notes; weight-only quantization keeps a 16-bit KV cache, and the
# compute rate falls back to fp16 for a storage-only format.
$ mlsys infer --hw h100 --workload llama3-8b --precision q4_k_m
~ ^note: KV cache fp16, weights q4_k_m \(weight-only quantization keeps a 16-bit cache; --kv-precision\)$
~ ^note: h100-sxm has no q4_k_m rate; computing at its fp16 rate$
~ ^note: engine fused \(TensorRT-LLM, vLLM class; default; --engine\): 50 us launches per layer, 20 us sampling per forward pass, 1\.5 ms per prefill call$
~ ^kv_precision +storage of the KV cache +fp16$
# A batch above batch_max is served as not fitting, with a note (730, above); its
# static batch runs in waves of 730 and 270 (tests/unit/test_infer.c checks the time).
$ mlsys infer --hw h100 --workload llama3-8b --batch 1000
~ ^fits +B <= batch_max +false$
~ ^note: B = 1000 sequences do not fit: the KV cache holds 730 at 640 tokens each \(--mem-util 0.9\); tokens_per_s_static runs the static batch in waves of that many, one after another$
# A note is never cut short, however long its numbers: B = 1e200 printed whole
# (%.0f of the double nearest 1e200, 201 digits, here as Python 3 prints it:
# python3 -c "print('%.0f' % 1e200)"). One sequence of 2,000,000 tokens of
# llama3-8b (131,072 B of KV a token, 262 GB) does not fit beside its 16 GB of
# weights in 0.9 x 85.9 GB: it holds 0, and the figures are unconstrained.
$ mlsys infer --hw h100 --workload llama3-8b --prompt 1999872 --batch 1e200 -f json | jq -r '.notes[] | select(startswith("B = "))'
B = 99999999999999996973312221251036165947450327545502362648241750950346848435554075534196338404706251868027512415973882408182135734368278484639385041047239877871023591066789981811181813306167128854888448 sequences do not fit: the KV cache holds 0 at 2000000 tokens each (--mem-util 0.9); every figure is as if memory were unlimited
# When the weights alone do not fit, the note says so, not that the KV cache is
# short: llama3-70b's 70.55e9 parameters in bf16 are 141.1 GB against 0.9 x 80 GiB
# = 77.31 GB of an H100 (the row is printed, fits false, as for any batch).
$ mlsys infer --hw h100 --workload llama70b --batch 64 -f json | jq -r '.notes[] | select(startswith("the weights") or startswith("B = "))'
the weights alone do not fit: 141.1 GB a device against 77.31 GB (--mem-util 0.9 of 85.9 GB), so every figure is as if memory were unlimited: give more --tp or --pp, a smaller --precision or a device with more memory
# At B = 1e308 the KV cache read, B x 209,715,200 B per sequence, overflows a double
# (over 1.8e308): an error naming --batch, not tokens_per_s 0.
$ mlsys infer --hw h100 --workload llama70b --batch 1e308 -f json
! mlsys infer: --batch: T_step comes out as inf, not a finite number above zero: the values given are beyond what the model can compute in doubles; give realistic ones
? 2
# Tensor parallelism over 2: KV heads split 8/2 = 4 per device: 65,536 B per token;
# weights 16,060,514,304 / 2 = 8,030,257,152 B per device.
$ mlsys infer --hw h100 --workload llama3-8b --tp 2 -f csv --columns KV_per_token,M_weights
KV_per_token,M_weights
65536,8030257152
# p = 3 stages of 32 layers are uneven: the busiest holds ceil(32/3) = 11 layers,
# so 2 x 11 x 8 x 128 x 2 = 45,056 B of KV per token and 11/32 of the weights,
# 16,060,514,304 x 11/32 = 5,520,801,792 B, on its device.
$ mlsys infer --hw h100 --workload llama3-8b --pp 3 -f csv --columns KV_per_token,M_weights
KV_per_token,M_weights
45056,5520801792
# t = 16 is a multiple of the 8 KV heads: each KV head is copied on 16/8 = 2
# devices, one head per device: 2 x 32 x 1 x 128 x 2 = 16,384 B per token. t = 12
# neither divides the 8 KV heads nor is a multiple of them.
$ mlsys infer --hw h100 --workload llama3-8b --tp 16 --node-size 16 -f csv --columns KV_per_token
KV_per_token
16384
$ mlsys infer --hw h100 --workload llama3-8b --tp 12 --node-size 16
! mlsys infer: --tp: t = 12 does not divide the 32 heads, nor the 8 kv heads or a multiple of them
? 2
# Continuous batching against static: B/O = 64/128 new prompts of 512 tokens arrive a
# step, their 256 tokens packed into it: tokens_per_s = 64 / (T_step + 256
# T_prefill_token); a sequence sees the other 63's prompts, not its own (its TTFT):
# TPOT = T_step + 63/64 x 256 = 252 T_prefill_token, and T_request = TTFT + 127 TPOT;
# all checked from the row's own terms (jq, a second computation).
$ mlsys infer --hw h100 --workload llama3-8b --batch 64 -f json | jq -r '.rows[0] | [(.tokens_per_s * (.T_step + 256 * .T_prefill_token) / 64), ((.TPOT - .T_step) / (252 * .T_prefill_token)), (.T_request / (.TTFT + 127 * .TPOT)), (.tokens_per_s_device / .tokens_per_s), (.T_step / (.T_gemm + .T_eltwise + .T_kv + .T_comm + .T_comm_fixed + .T_overhead + .T_launch + .T_sample))] | @csv'
= rtol 1e-12
1,1,1,1,1
# The element-wise kernels of a decode step (T_eltwise): per layer and token two
# RMSNorms and two residual adds on the hidden state (10 h elements) and SwiGLU on the
# FFN (3 F), read and written in 16 bits: Llama 3 8B at B = 64, 32 x 64 x (10 x 4096 +
# 3 x 14336) x 2 B = 343,932,928 B at 3.35 TB/s x 0.887 (h100-sxm's memory share) =
# 115.7458 us.
$ mlsys infer --hw h100 --workload llama3-8b --batch 64 -f csv --columns T_eltwise
= rtol 1e-6
T_eltwise
0.0001157458
# The fused engine's fixed costs of a forward pass (docs/inference.md, Engines): 32
# layers x 50 us of launches = 1.6 ms (T_launch), 20 us sampling (T_sample), no host
# time per step (T_overhead 0); at t = 2 each of the 2 x 32 all-reduces pays NCCL's
# base latency 6.6 us: 64 x 6.6 us = 422.4 us (T_comm_fixed), 0 at t = 1. The TTFT
# pays them too, with the 1.5 ms per prefill call: TTFT(t = 2) - TTFT at the same
# prefill without them is checked in tests/unit/test_infer.c.
$ mlsys infer --hw h100 --workload llama3-8b --tp 1,2 -f csv --columns tp,T_launch,T_sample,T_overhead,T_comm_fixed
= rtol 1e-12
tp,T_launch,T_sample,T_overhead,T_comm_fixed
1,0.0016,2e-05,0,0
2,0.0016,2e-05,0,0.0004224
# Errors name the option and the constraint.
$ mlsys infer --hw h100 --workload llama3-8b --tp 3
! mlsys infer: --tp: t = 3 does not divide the 32 heads, nor the 8 kv heads or a multiple of them
? 2
# A request past the model's context is timed and noted, not refused (benchmarks
# build engines for longer sequences than the model was trained on).
$ mlsys infer --hw h100 --workload llama3-8b --prompt 130000 --output-tokens 2000 | grep exceed
note: prompt + output = 132000 tokens exceed llama3-8b's context of 131072: timed as any other; the model's output past it is not modelled
# Two RTX 4090 in one box (the catalog's node facts: the tinybox green's 6 cards on PCIe
# Gen4, node.scaleup pcie-gen4, 1 us and 32 GB/s, eta 0.8 by default): Llama 3 8B at
# B = 1 all-reduces 4096 x 2 = 8192 B twice a layer, 2 x 1/2 x 8192 / (32e9 x 0.8) =
# 0.32 us + 2 x 1 us = 2.32 us each, x 2 x 32 layers = 148.48 us.
$ mlsys infer --hw rtx4090 --workload llama3-8b --tp 2 --columns T_comm -f csv --no-header
0.00014848
= rtol 1e-9
# Eight cards exceed the box of 6, and the catalog knows no fabric between boxes
# (tests/cli/infer/multinode.t: replicas across nodes).
$ mlsys infer --hw rtx4090 --workload llama3-8b --tp 8
! mlsys infer: --fabric: t p = 8 devices span nodes of 6: give the fabric between nodes (--fabric NAME, or --alpha and --beta)
? 2
# More stages than layers is the layout's error.
$ mlsys infer --hw h100 --workload llama3-8b --pp 1e12
! mlsys infer: --pp: p v = 1e+12 stages exceed the 32 layers
? 2
# 16 devices over two nodes of 8: t 4 p 4 crosses the network at a stage hand-off.
$ mlsys infer --hw h100 --workload llama3-8b --tp 4 --pp 4 -f json | jq -r '.notes[] | select(startswith("t p"))'
t p = 16 devices span 2 nodes of 8: ib-ndr between them (pipeline hand-offs cross it)
$ mlsys infer --hw t4 --workload llama3-8b --tp 2 --node-size 2
! mlsys infer: no link between the devices: give --intra-fabric NAME (the catalog's fabrics: mlsys catalog list fabrics)
? 2
$ mlsys infer --hw h100 --workload resnet50
! mlsys infer: --workload: resnet50 has no transformer dimensions (layers, hidden, heads): the LLM serving model needs a decoder
? 2
$ mlsys infer --workload llama3-8b
! mlsys infer: no device: give --hw NAME, or --peak and --bw
? 2
$ mlsys infer --hw h100 --workload llama3-8b --engine vllm-v1
! mlsys infer: --engine: unknown value 'vllm-v1'; did you mean 'vllm-v0'? (one of fused, llamacpp, vllm-v0, llamacpp-2405, trtllm-2310, trtllm-2404)
? 2
# A shape override changes only what it names: Llama 3.1 70B with 32 heads keeps its
# 8 KV heads (the record's), head_dim becomes 8192/32 = 256: 2 x 80 x 8 x 256 x 2 =
# 655,360 B of KV per token. Restating its own 64 heads changes nothing: 2 x 80 x 8 x
# 128 x 2 = 327,680 B, as without the option.
$ mlsys infer --hw h100 --workload llama3-70b --heads 32 -f csv --columns KV_per_token
KV_per_token
655360
$ mlsys infer --hw h100 --workload llama3-70b --heads 64 -f csv --columns KV_per_token
KV_per_token
327680
# The FFN width and vocabulary the GEMMs need, by train's rule: an FFN of 4 hidden
# when none is given (noted), a vocabulary or a refusal. GPT-4's and MT-NLG's catalog
# entries give no vocabulary: refused, not a row with empty times. A shape given
# in options, 32 layers of 4096 with 32 heads (KV heads = heads, head_dim 128), FFN
# 4 x 4096 = 16384 (two matrices, not gated), V = 32000: per layer attention
# 4 x 4096^2 = 67,108,864, FFN 2 x 4096 x 16384 = 134,217,728, norms 8,192: 32
# layers 6,442,713,088; tied embedding 32000 x 4096 = 131,072,000; P = 6,573,785,088,
# 2 B each (bf16) = 13,147,570,176 B.
$ mlsys infer --hw h100 --workload gpt4
! mlsys infer: --vocab: gpt4 has no vocabulary size: give --vocab
? 2
$ mlsys infer --hw h100 --workload mt-nlg-530b
! mlsys infer: --vocab: mt-nlg-530b has no vocabulary size: give --vocab
? 2
$ mlsys infer --hw h100 --layers 32 --hidden 4096 --heads 32
! mlsys infer: --vocab: the model has no vocabulary size: give --vocab
? 2
$ mlsys infer --hw h100 --layers 32 --hidden 4096 --heads 32 --vocab 32000 -f json --columns M_weights
{"command": "infer", "version": "0.1.0", "units": {"M_weights": "B"}, "rows": [
  {"M_weights": 13147570176}
], "notes": ["precision bf16 (default; --precision)", "FFN width 4 x hidden = 16384 (default: no --ffn; --ffn)", "engine fused (TensorRT-LLM, vLLM class; default; --engine): 50 us launches per layer, 20 us sampling per forward pass, 1.5 ms per prefill call"]}
# T_weights is the time to stream this device's share of the weights that the GEMMs
# read, once per step: at t = 8 the device's weights M_weights less its share of the
# input embedding table (a lookup, not streamed: V h / t x 2 B = 128,256 x 8,192 / 8 x
# 2 = 262,668,288 B) and of the norms (not GEMMs: (2 l + 1) h / t x 2 B = 161 x 8,192
# / 8 x 2 = 329,728 B), at BW eta_mem = 3.35e12 x 0.887 B/s. (It once divided the
# FFN's bytes by t twice, 1.70 ms instead of 5.85 ms.) To 1e-6: M_weights counts the
# catalog's rounded P, the GEMMs the shape.
$ mlsys infer --hw h100 --workload llama3-70b --tp 8 -f json | jq '.rows[0] | .T_weights / ((.M_weights - 262668288 - 329728) / (3.35e12 * 0.887))'
= rtol 1e-6
1
# T_comm over NVLink 4 (ll_bandwidth 141 GB/s): NCCL's ring priced by protocol,
# the fastest taken. Llama-3-70B (h 8192, 80 layers: 160 all-reduces a step) on
# t 4: b = 450 GB/s x 0.822 = 369.9 GB/s, 6 steps, bus bytes S = 6/4 M.
#   B 16:  M = 16 x 8192 x 2 = 262,144 B, S = 393,216 B. LL 6 x 0.5 us +
#          S / min(141, 184.95) GB/s = 5.78877 us; LL128 7.4 + 11.4 + S/340.308 GB/s
#          = 19.96 us; Simple 1.8 + 20.4 + S/369.9 GB/s = 23.26 us. LL: x 160 =
#          926.2025 us.
#   B 256: M = 4,194,304 B, S = 6,291,456 B. LL 3 + 44.620 = 47.620 us; LL128
#          18.8 + 18.488 = 37.2875 us; Simple 22.2 + 17.009 = 39.209 us. LL128:
#          x 160 = 5.966006 ms (the plain ring would be 160 x (3 + 17.009) us = 3.20 ms).
$ mlsys infer --hw h100 --workload llama3-70b --tp 4 --batch 16,256 -f csv --columns T_comm
= rtol 1e-6
T_comm
0.0009262026
0.005966006
# The same over a link without ll_bandwidth (PCIe 5, 64 GB/s, 1 us, no measured
# efficiency: 0.8 by default) is the plain ring: 160 x (6 x 1 us + 393,216 / 51.2 GB/s)
# = 160 x 13.68 us = 2.18880 ms.
$ mlsys infer --hw h100 --workload llama3-70b --tp 4 --batch 16 --intra-fabric pcie-gen5 -f csv --columns T_comm
= rtol 1e-6
T_comm
0.0021888
# A shape no model has is refused, naming the option: 4,096 / 7 heads is no whole
# head dimension; 3 KV heads cannot group 32 query heads evenly, nor 64 KV heads 32.
$ mlsys infer --hw h100 --workload llama3-8b --heads 7
! mlsys infer: --heads: a head dimension of 585.143 is not a whole number (hidden 4096 over 7 heads): give heads that divide --hidden, or --head-dim
? 2
$ mlsys infer --hw h100 --workload llama3-8b --kv-heads 3
! mlsys infer: --kv-heads: 3 KV heads do not divide 32 query heads into equal groups: give --kv-heads a divisor of --heads
? 2
$ mlsys infer --hw h100 --workload llama3-8b --kv-heads 64
! mlsys infer: --kv-heads: 64 KV heads do not divide 32 query heads into equal groups: give --kv-heads a divisor of --heads
? 2
# 64 heads of 4,096 / 64 = 64 dimensions, in groups of 8 over its 8 KV heads: a model.
$ mlsys infer --hw h100 --workload llama3-8b --heads 64 -f csv --no-header --columns fits
true
# AMD's 8-GPU platforms are a full mesh (xgmi-mi300x, 64 GB/s a link a direction):
# a tensor-parallel group of t reaches its t - 1 peers at once, 7 x 64 = 448 GB/s
# at t = 8 and one link, 64 GB/s, at t = 2.
$ mlsys infer --hw mi300x --workload llama3-70b --tp 8 -f json | jq -r '.notes[] | select(contains("full mesh"))'
xgmi-mi300x is a full mesh: a group of 8 reaches 7 of its 7 peers over links of their own, 448 GB/s a direction
$ mlsys infer --hw mi300x --workload llama3-70b --tp 2 -f json | jq -r '.notes[] | select(contains("full mesh"))'
xgmi-mi300x is a full mesh: a group of 2 reaches 1 of its 7 peers over links of their own, 64 GB/s a direction
