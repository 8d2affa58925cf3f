# Flash attention's kernel generations (--attention-kernel; docs/train.md,
# "Attention kernels"). FlashAttention-2 on H100 80GB SXM5 (Shah et al. 2024,
# Figs. 1 and 6, d_h 128): forward with causal mask 191, 298 and 335 TFLOP/s at
# 512, 2k and 16k tokens; backward 214, 291 and 322. Of the 989 TFLOP/s bf16
# peak, 16k: 335/989 = 0.339, 322/989 = 0.326 (the catalog's figures, given
# back at 16k by construction). At 512 tokens the fitted curve (s_half 400
# forward, 270 backward) gives 0.339 x (512/912)/(16384/16784) = 0.195 (193
# TFLOP/s against 191 measured) and 0.326 x (512/782)/(16384/16654) = 0.217 (215
# against 214).
$ mlsys train --hw h100 --workload llama3-8b --devices 8 --global-batch 32 --seq 16384 --attention flash --attention-kernel fa2 --recompute full | grep 'flash attention at'
note: flash attention at 0.339 forward, 0.326 backward of its peak (h100-sxm's 0.339, 0.326 at head dim 128 and long blocks, for head dim 128 and blocks of 16384 tokens)
$ mlsys train --hw h100 --workload llama3-8b --devices 8 --global-batch 32 --seq 512 --attention flash --attention-kernel fa2 --recompute full | grep 'flash attention at'
note: flash attention at 0.195 forward, 0.217 backward of its peak (h100-sxm's 0.339, 0.326 at head dim 128 and long blocks, for head dim 128 and blocks of 512 tokens)
# best, the default, is the device's fastest: FlashAttention-3 on H100 (616 and
# 561 TFLOP/s at 16k: 0.623, 0.567).
$ mlsys train --hw h100 --workload llama3-8b --devices 8 --global-batch 32 --seq 16384 --attention flash --attention-kernel best --recompute full | grep 'flash attention at'
note: flash attention at 0.623 forward, 0.567 backward of its peak (h100-sxm's 0.623, 0.567 at head dim 128 and long blocks, for head dim 128 and blocks of 16384 tokens)
# The slower kernels lengthen only the attention: at 32k tokens, where it is
# much of the step, the step grows; the GEMMs are the same, so T_step grows by
# less than the attention's ratio, 0.623/0.339 = 1.84.
$ a=$(mlsys train --hw h100 --workload llama3-8b --devices 8 --global-batch 16 --seq 32768 --attention flash --recompute full --columns T_step -f csv --no-header); b=$(mlsys train --hw h100 --workload llama3-8b --devices 8 --global-batch 16 --seq 32768 --attention flash --attention-kernel fa2 --recompute full --columns T_step -f csv --no-header); awk -v a=$a -v b=$b 'BEGIN { print (b > 1.2 * a && b < 1.84 * a) ? "longer, by less than 1.84" : "wrong" }'
longer, by less than 1.84
# A device whose best measured is FlashAttention-2 (A100) keeps its figures,
# said.
$ mlsys train --hw a100 --workload llama3-8b --devices 8 --global-batch 32 --seq 16384 --attention flash --attention-kernel fa2 --recompute full | grep -e 'attention-kernel' -e 'flash attention at'
note: --attention-kernel fa2: no FlashAttention-2 figures for a100 in the catalog, so its attention figures (FlashAttention-2's where they are the best measured, as on A100)
note: flash attention at 0.64 forward, 0.628 backward of its peak (a100's 0.64, 0.628 at head dim 128 and long blocks, for head dim 128 and blocks of 16384 tokens)
# plan passes it to every layout it times: the same T_step as train's for one
# pinned layout.
$ a=$(mlsys plan --hw h100 --workload llama3-8b --devices 8 --global-batch 16 --seq 8192 --attention flash --attention-kernel fa2 --tp 1 --pp 1 --cp 1 --microbatch 1 --recompute full --zero 1 --seq-parallel no --interleave 1 --top 1 --columns T_step -f csv --no-header); b=$(mlsys train --hw h100 --workload llama3-8b --devices 8 --global-batch 16 --seq 8192 --attention flash --attention-kernel fa2 --tp 1 --pp 1 --recompute full --zero 1 --columns T_step -f csv --no-header); [ "$a" = "$b" ] && echo same
same
# Errors: kernels without flash attention; a word not in the list.
$ mlsys train --hw h100 --workload llama3-8b --devices 8 --global-batch 32 --attention-kernel fa2
! mlsys train: --attention-kernel: flash attention's kernels: give --attention flash, or leave --attention-kernel out
? 2
$ mlsys train --hw h100 --workload llama3-8b --devices 8 --global-batch 32 --attention flash --attention-kernel fa3
! mlsys train: --attention-kernel: unknown value 'fa3'; did you mean 'fa2'? (one of best, fa2)
? 2
