# Training stacks (--framework) and the fp8 recipe (docs/train.md).
#
# A stack refuses the ZeRO stages it does not run: Megatron-LM's distributed optimizer
# (ZeRO 1) is its only sharding with pipelining, DeepSpeed runs ZeRO 2 and 3 without
# the pipeline engine only; FSDP shards weights with pipelining too (torchtitan).
$ mlsys train --hw h100 --workload llama3-70b --devices 64 --tp 8 --pp 2 --zero 3
! mlsys train: --zero: megatron runs ZeRO stages up to 1 with pipeline parallelism, not 3; give --framework fsdp
? 2
$ mlsys train --hw h100 --workload llama3-70b --devices 64 --tp 8 --pp 2 --zero 2 --framework deepspeed
! mlsys train: --zero: deepspeed runs ZeRO stages up to 1 with pipeline parallelism, not 2; give --framework fsdp
? 2
$ mlsys train --hw h100 --workload llama3-70b --devices 64 --tp 8 --pp 2 --zero 3 --framework fsdp --columns framework,zero -f csv
framework,zero
fsdp,3
$ mlsys train --hw h100 --workload llama3-70b --devices 64 --tp 8 --pp 2 --framework torch
! mlsys train: --framework: unknown value 'torch'; expected one of megatron, deepspeed, fsdp
? 2
# The fixed cost per microbatch and stage (T_fixed): the megatron stack's 2 ms for each
# of v m + p - 1 chunk slots over v. Llama 3 70B, t 8, p 4, v 2, d 2, B 64, b 1: m = 32,
# slots 2 x 32 + 3 = 67, T_fixed = 67 x 2 ms / 2 = 67 ms.
$ mlsys train --hw h100 --workload llama3-70b --devices 64 --tp 8 --pp 4 --interleave 2 --global-batch 64 --columns T_fixed -f csv --no-header
= rtol 1e-12
0.067
# The DeepSpeed pipeline engine reduces gradients after the flush, with pipelining: the
# exchange is not hidden, so T_dp is larger than with the megatron stack's overlap
# (same layout, ZeRO 1).
$ a=$(mlsys train --hw a100 --workload gpt3 --devices 1024 --tp 8 --pp 8 --global-batch 1536 --fabric ib-hdr --zero 1 --framework deepspeed --columns T_dp -f csv --no-header); b=$(mlsys train --hw a100 --workload gpt3 --devices 1024 --tp 8 --pp 8 --global-batch 1536 --fabric ib-hdr --zero 1 --columns T_dp -f csv --no-header); awk -v a="$a" -v b="$b" 'BEGIN { print (a > b) ? "exposed" : "hidden" }'
exposed
# --tp-overlap all hides the forward tensor-parallel collectives too: T_tp is no larger
# than with the backward ones alone.
$ a=$(mlsys train --hw h100 --workload llama3-70b --devices 64 --tp 8 --pp 8 --global-batch 64 --tp-overlap all --columns T_tp -f csv --no-header); b=$(mlsys train --hw h100 --workload llama3-70b --devices 64 --tp 8 --pp 8 --global-batch 64 --columns T_tp -f csv --no-header); awk -v a="$a" -v b="$b" 'BEGIN { print (a <= b && b > 0) ? "smaller" : "not smaller" }'
smaller
# The fp8 recipe keeps bf16 weights (2 B per parameter) and fp32 gradients (4 B) on
# Llama 3 8B, one device, and the fp32 master weights with Adam's moments (12 B).
$ mlsys train --hw h100 --workload llama3-8b --devices 1 --precision fp8 -f json | jq -c '.rows[0] | [.M_weights / .params, .M_gradients / .params, .M_optimizer / .params]'
= rtol 1e-12
[2,4,12]
# MFU never exceeds the efficiency the linear layers' GEMMs reach under fp8: the H100's
# 0.70 x 0.88 = 0.616 of the fp8 peak it is counted against.
$ mlsys train --hw h100 --workload llama3-8b --devices 8 --global-batch 64 --seq 8192 --attention flash --precision fp8 -f json | jq '.rows[0].MFU < 0.616'
true
# --recompute-layers k (Megatron's block method): with full recomputation only k layers
# per device are redone, the others keep their activations. Llama 3 405B on t 8, p 16,
# v 4: 8 layers on the busiest device. Time and memory are linear in k, so equal steps of
# k change them by equal amounts (second method: the differences of k = 2, 4, 6), k = 8
# is plain full recomputation, and k = 0 layers redone would be no recomputation.
$ for k in 2 4 6; do mlsys train --hw h100 --workload llama3-405b --devices 16384 --tp 8 --pp 16 --interleave 4 --global-batch 2048 --seq 8192 --attention flash --zero 1 --recompute full --recompute-layers $k -f json | jq -r '.rows[0] | "\(.T_compute) \(.M_activations)"'; done | awk 'NR == 1 { t1 = $1; m1 = $2 } NR == 2 { t2 = $1; m2 = $2 } NR == 3 { t3 = $1; m3 = $2 } END { printf "%.9f %.9f\n", (t3 - t2) / (t2 - t1), (m3 - m2) / (m2 - m1) }'
1.000000000 1.000000000
$ diff <(mlsys train --hw h100 --workload llama3-405b --devices 16384 --tp 8 --pp 16 --interleave 4 --global-batch 2048 --seq 8192 --attention flash --recompute full --recompute-layers 8 -f csv) <(mlsys train --hw h100 --workload llama3-405b --devices 16384 --tp 8 --pp 16 --interleave 4 --global-batch 2048 --seq 8192 --attention flash --recompute full -f csv) && echo same
same
$ mlsys train --hw h100 --workload llama3-405b --devices 16384 --tp 8 --pp 16 --global-batch 2048 --recompute-layers 2
! mlsys train: --recompute-layers: needs full recomputation (--recompute full)
? 2
$ mlsys train --hw h100 --workload llama3-405b --devices 16384 --tp 8 --pp 16 --interleave 4 --global-batch 2048 --recompute full --recompute-layers 20
! mlsys train: --recompute-layers: 20 is more than the 8 layers on the busiest device
? 2
$ mlsys train --hw h100 --workload llama3-405b --devices 16384 --tp 8 --pp 16 --global-batch 2048 --recompute full --recompute-layers 0
! mlsys train: --recompute-layers: must be greater than zero
? 2
# Selective recomputation follows the stack: Megatron's redoes the attention core,
# nothing under flash attention, so it equals no recomputation; torchtitan's per-op
# policy (fsdp) redoes every second linear GEMM and the element-wise kernels, so its
# compute lies strictly between none and full.
$ a=$(mlsys train --hw h100 --workload llama3-8b --devices 8 --dp 8 --global-batch 16 --microbatch 2 --seq 8192 --attention flash --zero 3 --recompute none --columns T_compute -f csv --no-header); b=$(mlsys train --hw h100 --workload llama3-8b --devices 8 --dp 8 --global-batch 16 --microbatch 2 --seq 8192 --attention flash --zero 3 --recompute selective --columns T_compute -f csv --no-header); [ "$a" = "$b" ] && echo same
same
$ for r in none selective full; do mlsys train --hw h100 --workload llama3-8b --devices 8 --dp 8 --global-batch 16 --microbatch 2 --seq 8192 --attention flash --zero 3 --framework fsdp --recompute $r --columns T_compute -f csv --no-header; done | awk 'NR == 1 { n = $1 } NR == 2 { s = $1 } NR == 3 { f = $1 } END { print (n < s && s < f) ? "between" : "not between" }'
between
# DeepSpeed's optimizers hold different memory. bf16 runs its BF16_Optimizer: the fp32
# master weights partitioned over d with the moments (as the fp16 optimizer does), but
# a whole fp32 gradient buffer beside the bf16 .grad (2 + 4 B); fp16 runs its fp16
# optimizer: fp16 gradients (2 B). Per parameter of a device (the weights' 2 B each):
# the same optimizer state, 4 B more gradients with bf16 (6 - 2). BigScience measured
# the switch as 4 B more per parameter, not sharded (chronicles-prequel.md, 02-28).
$ a="--hw a100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 8 --dp 8 --zero 1 --framework deepspeed -f json"; b=$(mlsys train $a --precision bf16 | jq '.rows[0]'); f=$(mlsys train $a --precision fp16 | jq '.rows[0]'); jq -nc --argjson b "$b" --argjson f "$f" '[($b.M_optimizer - $f.M_optimizer) / ($f.M_weights / 2), ($b.M_gradients - $f.M_gradients) / ($f.M_weights / 2)]'
[0,4]
# The deepspeed stack's reserve is 3 GB, 9 GB more with its pipeline engine (p > 1),
# and a quarter of the activations under recomputation; megatron's 3 GB flat. By hand,
# 2 layers, h 64, a 4, V 1000, s 128, b 1, fp16, full recomputation, standard
# attention, one device: sbh = 128 x 64 = 8192 elements, 2 B each. Kept: each
# layer's input 2 x 2 x 8192 = 32,768 B for both layers; the layer being recomputed,
# Korthikanti et al.'s s b h (34 + 5 a s / h) bytes with t 1, 34 + 5 x 4 x 128 / 64 = 74:
# 8192 x 74 = 606,208 B; the logits b s V (2 + 4 B) = 768,000 B. Activations 1,406,976 B,
# reserve 3e9 + 351,744 = 3,000,351,744 B.
$ mlsys train --hw a100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --global-batch 1 --recompute full --attention standard --precision fp16 --framework deepspeed -f json | jq -c '.rows[0] | [.M_activations, .M_reserve]'
[1406976,3000351744]
$ mlsys train --hw a100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --global-batch 1 --recompute full --attention standard --precision fp16 --framework megatron -f json | jq -c '.rows[0] | [.M_activations, .M_reserve]'
[1406976,3000000000]
# With p 2 (one layer a stage, 2 microbatches of 1): the first stage keeps its layer's
# input for both microbatches in flight (2 x 16,384 B) and the layer being recomputed
# (606,208 B), 638,976 B; the last stage one input, the layer and the logits, 1,390,592
# B, is the larger. Reserve 3e9 + 9e9 + 0.25 x 1,390,592 = 12,000,347,648 B.
$ mlsys train --hw a100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 2 --pp 2 --global-batch 2 --recompute full --attention standard --precision fp16 --framework deepspeed -f json | jq -c '.rows[0] | [.M_activations, .M_reserve]'
[1390592,12000347648]
# Out-of-memory verdicts against BigScience's 2022-02-25 table (chronicles-prequel.md;
# 181B candidate, 72 layers, h 14336, 384 A100 80 GB, fp16, ZeRO 1, full recomputation):
# d 32 t 2 p 6 at b 1 and 2 and d 48 t 8 p 1 b 1 ran out of memory; t 8 p 2 d 24 b 2
# ran at 76 GiB and t 4 p 6 d 16 b 4 at 75 GiB, the fullest that fit.
$ for l in "2 6 1 2048" "2 6 2 2048" "8 1 1 2016" "8 2 2 2016" "4 6 4 2048"; do set -- $l; mlsys train --hw a100 --fabric opa-100 --beta 50Gbit/s --layers 72 --hidden 14336 --heads 64 --vocab 250880 --seq 2048 --precision fp16 --recompute full --seq-parallel no --zero 1 --framework deepspeed --devices 384 --tp $1 --pp $2 --microbatch $3 --global-batch $4 --columns fits -f csv --no-header; done
false
false
false
true
true
# torchtitan's per-op selective recomputation (fsdp) keeps, per token and layer, the
# layer's input, the attention kernel's output and every second linear layer's output
# in forward order (Q, V and the FFN's first of Q, K, V, O, up, down), and the loss
# kernel its logits (--loss). By hand, 2 layers, h 64, a 4, FFN 256, V 1000, s 128,
# b 1, bf16, flash attention, one device: 64 + 64 + (64 + 64 + 256) = 512 elements,
# 1,024 B a token and layer, x 128 tokens x 2 layers = 262,144 B; logits 128,000
# elements at 2 + 8 B (fp32, fsdp's default) = 1,280,000 B; activations 1,542,144 B,
# reserve 3e9 + 0.25 of them (recomputation's churn) = 3,000,385,536 B. --loss fused
# holds 2 x 2 B a logit (774,144 B), inplace 2 + 4 B (1,030,144 B).
$ for l in fp32 fused inplace; do mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --global-batch 1 --recompute selective --attention flash --precision bf16 --framework fsdp --loss $l -f json | jq -c '.rows[0] | [.M_activations, .M_reserve]'; done
[1542144,3000385536]
[774144,3000193536]
[1030144,3000257536]
# Without recomputation there is no churn: the reserve is the stack's 3 GB alone.
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --global-batch 1 --recompute none --attention flash --precision bf16 --framework fsdp -f json | jq '.rows[0].M_reserve'
3000000000
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --loss fast
! mlsys train: --loss: unknown value 'fast'; expected one of inplace, fp32, fused
? 2
