# Parallel blocks (workload field parallel_attention; infer and train) and the L40S
# server's link (fabric pcie-gen4-sys; docs/inference.md, T_comm; docs/train.md).
#
# GPT-J 6B's layers are parallel blocks: attention and the feed-forward block read
# the same input and add into one residual, so under tensor parallelism the two
# partial outputs are summed and all-reduced once a layer (TensorRT-LLM's and
# vLLM's GPT-J and Falcon layers). On two L40S (pcie-gen4-sys: 32 GB/s, 1 us,
# eta 0.44; no LL bound, so the plain ring) one decode token's all-reduce moves
# M = 4096 x 2 B = 8,192 B: 2 (1/2) 8,192 / (32e9 x 0.44) + 2 x 1 us =
# 2.581818 us; 28 layers, one each: 72.290909 us. The fixed latency is the fused
# engine's 6.6 us an all-reduce, 28 of them: 184.8 us.
$ mlsys infer --hw l40s --workload gpt-j-6b --tp 2 --batch 1 --columns T_comm,T_comm_fixed -f csv --no-header
0.00007229090909090908,0.00018480000000000002
= rtol 1e-9
# TensorRT-LLM 0.5 (engine trtllm-2310) all-reduced each branch: two a layer, twice
# both terms (144.58 us and 369.6 us).
$ mlsys infer --hw l40s --workload gpt-j-6b --tp 2 --batch 1 --engine trtllm-2310 --columns T_comm,T_comm_fixed -f csv --no-header
0.00014458181818181816,0.00036960000000000004
= rtol 1e-9
# A model of sequential blocks keeps two a layer: Llama-3-8B's 32 layers on the same
# pair, M = 4096 x 2 B again: 2 x 32 x 2.581818 us = 165.236364 us; 64 x 6.6 us =
# 422.4 us.
$ mlsys infer --hw l40s --workload llama3-8b --tp 2 --batch 1 --columns T_comm,T_comm_fixed -f csv --no-header
0.00016523636363636362,0.0004224
= rtol 1e-9
# In a chassis whose PCIe switches carry the peer traffic (--intra-fabric pcie-gen4,
# eta 0.8 by default) the ring runs at 25.6 GB/s: 28 x (8,192 / 25.6e9 + 2 us) =
# 64.96 us.
$ mlsys infer --hw l40s --workload gpt-j-6b --tp 2 --batch 1 --intra-fabric pcie-gen4 --columns T_comm -f csv --no-header
0.00006496
= rtol 1e-9
# The field is read from the catalog as yes or no; anything else is refused with
# its place in the file.
$ mkdir -p pb/workloads && sed 's/^parallel_attention: yes$/parallel_attention: maybe/' "$TESTDATA/../../data/workloads/gpt-j-6b.yaml" > pb/workloads/gpt-j-6b.yaml && mlsys catalog check --catalog pb
! mlsys: pb/workloads/gpt-j-6b.yaml:15:21: parallel_attention: unknown value 'maybe'; expected one of no, yes
! mlsys catalog check: 1 problem in the catalog
? 1
# Training likewise: a parallel block's forward and backward make one collective
# each where a sequential layer makes two (Megatron's all-reduces, or its
# all-gather and reduce-scatter pairs with sequence parallelism). Second method:
# the same GPT-J 6B with the field set to no, from a catalog directory that
# overrides the shipped entry, exposes exactly twice the time.
$ mkdir -p seq/workloads && sed 's/^parallel_attention: yes$/parallel_attention: no/' "$TESTDATA/../../data/workloads/gpt-j-6b.yaml" > seq/workloads/gpt-j-6b.yaml && a=$(mlsys train --hw a100 --workload gpt-j-6b --tp 2 --devices 8 --columns T_tp -f csv --no-header) && b=$(mlsys --catalog seq train --hw a100 --workload gpt-j-6b --tp 2 --devices 8 --columns T_tp -f csv --no-header) && awk -v a="$a" -v b="$b" 'BEGIN { printf "%.12g\n", b / a }'
2
# The iron law's split of a decode step (iron-law --tp) counts the same
# collectives as infer: second method, Falcon-180B over eight H100 at batch 1,
# the two commands' T_comm equal (80 all-reduces, one a layer).
$ a=$(mlsys infer --hw h100 --workload falcon-180b --tp 8 --batch 1 --columns T_comm -f csv --no-header) && b=$(mlsys iron-law --hw h100 --workload falcon-180b --phase decode --tp 8 --columns T_comm -f csv --no-header) && [ "$a" = "$b" ] && echo same
same
