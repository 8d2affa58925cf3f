# Context parallelism (--cp c): each sequence split over c devices, ring
# attention with causal load balancing (docs/train.md, "Context parallelism");
# the FLOP convention (--flops) and flash attention's own efficiency.
#
# N = t p c d: 64 devices, t 8, c 4, p 1 (not given) derive d = 64/(8 x 1 x 4) = 2.
$ mlsys train --hw h100 --workload llama3-8b --devices 64 --tp 8 --cp 4 --seq 32768 --attention flash -f csv --columns devices,tp,pp,dp,cp
= rtol 1e-12
devices,tp,pp,dp,cp
64,8,1,2,4
$ mlsys train --hw h100 --workload llama3-8b --devices 64 --tp 8 --cp 4 --seq 32768 --attention flash
~ ^note: d = 2 derived from N/c = 64/4$
~ ^note: flash attention at 0\.[0-9]+ forward, 0\.[0-9]+ backward of its peak \(h100-sxm's 0\.623, 0\.567 at head dim 128 and long blocks, for head dim 128 and blocks of 8192 tokens\)$
~ ^T_cp +exposed context-parallel ring exchange
# c = 2 against c = 1 (t p d given, N = t p c d follows): a device keeps the
# activations of s/c tokens, half of them; the weights are whole on each.
$ mlsys train --hw h100 --workload llama3-8b --tp 8 --pp 1 --dp 1 --cp 1,2 --seq 32768 --attention flash -f json | jq -r '.rows | [.[0].devices, .[1].devices, (.[0].M_activations / .[1].M_activations), (.[0].M_weights / .[1].M_weights)] | @csv'
= rtol 1e-12
8,16,2,1
# T_step is the sum of its terms, T_cp among them (a second computation, by jq).
$ mlsys train --hw h100 --workload llama3-8b --devices 64 --tp 8 --cp 4 --seq 32768 --attention flash -f json | jq -r '.rows[0] | (.T_compute + .T_tp + .T_pp + .T_dp + .T_optimizer + .T_cp + .T_fixed) / .T_step'
= rtol 1e-12
1
# A million tokens: Llama 3 8B, s = 1,048,576 on c = 16 rings of t = 8 (128
# devices, d = 1), full recomputation. The ring's 16 ranks sit 8 devices apart,
# one per node: a step sends K and V of s/c = 65,536 tokens, 8 kv heads / t = 1
# of 128, 2 B: 2 x 65536 x 128 x 2 = 33.6 MB over one 400 Gb/s NIC (0.7 ms),
# under a block of 1/16 of the device's attention (4 x 4 heads x 2^40 x 128 / 16
# / 2 FLOPs at ~0.62 of 989 TFLOP/s: 7 ms). Only the latency shows: 15 steps of
# 5 us (ib-ndr) forward, backward and recomputed, 32 layers, m = 1:
# T_cp = 32 x 3 x 15 x 5e-6 = 0.0072 s.
$ mlsys train --hw h100 --workload llama3-8b --devices 128 --tp 8 --cp 16 --seq 1048576 --attention flash --recompute full -f csv --columns seq,cp,dp,T_cp,fits
= rtol 1e-9
seq,cp,dp,T_cp,fits
1048576,16,1,0.0072,true
# --flops: full counts the whole s x s product, causal half of it. For GPT-3
# (h 12288, l 96, V 50257, s 2048) the ratio of model FLOPs is Korthikanti et al.
# eq. 7 over its causal form: (1 + s/(6h) + V/(12hl)) / (1 + s/(12h) + V/(12hl))
# = 1.0313280600 / 1.0174391711 = 1.0136508297 (same T_step, same MFU ratio).
$ mlsys train --hw a100 --workload gpt3 --tp 8 --pp 8 --dp 1 --attention flash --flops causal,full -f json | jq -r '.rows | .[1].MFU / .[0].MFU'
= rtol 1e-9
1.0136508297
# The default: causal under flash attention, full under standard (the measured
# Megatron-LM runs and their tables), each said in a note.
$ mlsys train --hw a100 --workload gpt3 --tp 8 --pp 8 --dp 1 --attention flash
~ ^note: MFU counts model FLOPs with causal attention in half \(what flash attention runs, default with flash; --flops\)
$ mlsys train --hw a100 --workload gpt3 --tp 8 --pp 8 --dp 1 --attention flash --flops full
~ ^note: MFU counts model FLOPs with attention in full .*: MFU may exceed it$
# Under the fp8 recipe flash attention stays at the 16-bit rate (989 TFLOP/s on H100),
# with the rest of the layer but the linear GEMMs; under an 8-bit compute precision
# given for everything, the kernels still run at the 16-bit rate.
$ mlsys train --hw h100 --workload llama3-8b --tp 8 --pp 1 --dp 1 --seq 8192 --attention flash --precision fp8
~ ^note: fp8 recipe: the linear layers' GEMMs in fp8, cast from bf16; weights \(fp32 master copy\), activations, attention and the output layer bf16 \(Transformer Engine\)$
$ mlsys train --hw h100 --workload llama3-8b --tp 8 --pp 1 --dp 1 --seq 8192 --attention flash --precision fp8 --compute-precision fp8
~ ^note: flash attention at the 16-bit rate, 989 TFLOP/s: the kernels stay bf16 under fp8 GEMMs$
# A device without attention figures runs the kernels at eta_mm, said so.
$ mlsys train --hw rtx4090 --workload llama3-8b --tp 1 --pp 1 --dp 1 --seq 512 --attention flash
~ ^note: flash attention at eta_mm = 0.7: no attention efficiency for rtx4090 in the catalog$
# Errors name --cp and say what to change.
$ mlsys train --hw h100 --workload llama3-8b --tp 8 --pp 1 --dp 1 --cp 0 --attention flash
! mlsys train: --cp: must be greater than zero
? 2
$ mlsys train --hw h100 --workload llama3-8b --tp 8 --pp 1 --dp 1 --cp 1.5 --attention flash
! mlsys train: --cp: must be a whole number
? 2
# Ring attention is a fused kernel: standard attention is refused.
$ mlsys train --hw h100 --workload llama3-8b --tp 8 --pp 1 --dp 1 --cp 2 --seq 8192
! mlsys train: --cp: c = 2: context parallelism runs ring attention in a fused kernel and needs flash attention
? 2
# s must cut into 2 c equal chunks, each split over t with sequence parallelism
# (Megatron-Core's rule): 8200 is no multiple of 2 x 4 x 8 = 64 ...
$ mlsys train --hw h100 --workload llama3-8b --tp 8 --pp 1 --dp 1 --cp 4 --seq 8200 --attention flash
! mlsys train: --cp: c = 4 needs s = 8200 to be a multiple of 2 c t = 64 (2 c equal chunks for causal load balancing, each split over t)
? 2
# ... and without sequence parallelism 8190 no multiple of 2 x 4 = 8.
$ mlsys train --hw h100 --workload llama3-8b --tp 8 --pp 1 --dp 1 --cp 4 --seq 8190 --attention flash --seq-parallel no
! mlsys train: --cp: c = 4 needs s = 8190 to be a multiple of 2 c = 8 (2 c equal chunks for causal load balancing)
? 2
$ mlsys train --hw h100 --workload llama3-8b --devices 64 --tp 8 --cp 3 --seq 8192 --attention flash
! mlsys train: --cp: c = 3 does not divide the N = 64 devices
? 2
$ mlsys train --hw h100 --workload llama3-8b --devices 8 --tp 1 --pp 1 --cp 16 --seq 8192 --attention flash
! mlsys train: --cp: c = 16 exceeds the N = 8 devices
? 2
$ mlsys train --hw h100 --workload llama3-8b --devices 64 --tp 8 --pp 1 --dp 4 --cp 4 --seq 8192 --attention flash
! mlsys train: --cp: t p c d = 8 x 1 x 4 x 4 = 128 is not the N = 64 devices
? 2
