# The README's main job. Llama 3.1 70B (data/workloads/llama3-70b.yaml: 70.6e9 params,
# 80 layers, d 8192, 8 KV heads of 128) decoding one token at S = 2048 on an H100
# (3.35 TB/s, 989 TFLOP/s fp16, 10 us launch, 80 GiB):
#   O     = 2*70.6e9 + 4*80*8192*2048               = 146,568,709,120 FLOP
#   D_vol = 2*70.6e9 + 2*80*8*128*2048*2            = 141,871,088,640 B
#   T     = D_vol/3.35e12 + O/989e12 + 10 us = 42.3496 + 0.1482 + 0.01 ms = 42.51 ms
$ mlsys iron-law --hw h100 --workload llama70b
~ ^T +step time p \(T_mem \+ T_comp\) \+ T_comm \+ L_lat +42\.51 ms$
~ ^bound +.* memory$
~ ^fits +M_total <= capacity +false$
~ ^devices_min +.* 2$
~ ^note: phase decode \(default for this workload; --phase\)$
$ mlsys iron-law --hw h100 --workload llama70b -f csv --columns O,D_vol,bound,fits,devices_min
O,D_vol,bound,fits,devices_min
146568709120,141871088640,memory,false,2
# docs/worked-examples.md #26: 16.06 GB of weights at 3.35 TB/s is 4.794 ms per token,
# 208.6 tokens/s per sequence: 16.06e9 / 3.35e12 = 4.7940299e-3 s (1606/335000 s),
# 1/T = 3.35e12 / 16.06e9 = 208.59278 /s.
$ mlsys iron-law --dvol 16.06GB --ops 0FLOP --bw 3.35TB/s --peak 989TFLOP/s --lat 0s --columns T
4.794 ms
$ mlsys iron-law --dvol 16.06GB --ops 0FLOP --bw 3.35TB/s --peak 989TFLOP/s --lat 0s --columns T,throughput -f csv
= rtol 1e-7
T,throughput
4.7940299e-3,208.59278
# Weight-only quantization: the H100 has no int4 rate, so int4 weights compute at fp16
# and the output says so. Weights: 8.03e9 * 0.5 B = 4.015 GB.
$ mlsys iron-law --hw h100 --workload llama3-8b --precision int4 -f csv --columns compute_precision,R_peak
compute_precision,R_peak
fp16,989000000000000
$ mlsys iron-law --hw h100 --workload llama3-8b --precision int4 --columns compute_precision,R_peak
~ ^note: h100-sxm has no int4 rate; computing at its fp16 rate$
# A CNN lowers per sample: ResNet-50 at batch 8, 8.2 GFLOP each (data/workloads/resnet50.yaml)
# = 65.6 GFLOP.
$ mlsys iron-law --hw a100 --workload resnet50 --batch 8 -f csv --columns phase,O
phase,O
infer,65600000000
# Training a CNN: forward + backward = 3 x forward FLOPs.
# ResNet-50, B = 256: O = 3 * 256 * 8.2e9 = 6.2976e12 FLOP = 6.298 TFLOP. No catalog
# activation figure: 0.1 x 51.2 MB = 5.12 MB per image, A = 1.31072 GB; D_vol =
# 5*2*25.6e6 + 24*25.6e6 + 2A = 0.256 + 0.6144 + 2.62144 = 3.49184 GB = 3.492 GB.
# A100: T_comp = 6.2976e12 / 312e12 = 20.18 ms; 256 images per step: samples/s.
$ mlsys iron-law --hw a100 --workload resnet50 --phase train --batch 256 --columns O,D_vol,T_comp,throughput
~ ^O +operations per step +6\.298 TFLOP$
~ ^D_vol +bytes moved through memory per step +3\.492 GB$
~ ^T_comp +.* 20\.18 ms$
~ ^throughput +.* samples/s$
~ ^note: train: forward \+ backward = 3 x flops_per_sample per sample
~ ^note: activations per sample assumed 0\.1 x model bytes \(no catalog figure; --act-frac\)$
# Mamba 2.8B decode (an SSM, Gu and Dao 2023): 2 P = 5.6 GFLOP a token; the state is
# 64 layers x 97,280 values x 2 B = 12,451,840 B, read and written: D_vol = 5.6e9 +
# 24,903,680 = 5.6249 GB. H100: T = 5.6249e9/3.35e12 + 5.6e9/989e12 + 10 us
# = 1.67907 ms + 5.662 us + 10 us = 1.6947 ms; 1/T = 590.1 tokens/s.
$ mlsys iron-law --hw h100 --workload mamba-2.8b --columns phase,O,D_vol,T,throughput
~ ^phase +.* decode$
~ ^O +operations per step +5\.6 GFLOP$
~ ^D_vol +bytes moved through memory per step +5\.625 GB$
~ ^T +step time p \(T_mem \+ T_comp\) \+ T_comm \+ L_lat +1\.695 ms$
~ ^throughput +.* 590\.1 tokens/s$
~ ^note: SSM decode: 2 P FLOPs a token
# Its state does not grow with the context: M_KV is 12.45 MB at S = 2048 and at 100,000.
$ mlsys memory --hw h100 --workload mamba-2.8b --seq 100000 --columns M_KV
12.45 MB
$ mlsys iron-law --hw h100 --workload mamba-2.8b --phase infer
! mlsys iron-law: --workload: phase infer is one forward pass per sample; an SSM generates: use --phase decode, prefill or train
? 2
# A board is read per device: k80 stores 24 GB for its two
# GK210, so one holds 12 GB, below Llama-3-8B's 16 GB of fp16 weights.
$ mlsys iron-law --hw k80 --workload llama3-8b --columns capacity,fits -f csv
capacity,fits
12000000000,false
# Tensor parallelism. The same step on t = 2 H100 of one node:
#   D_vol per device = 141.2e9/2 + 671,088,640/2 (8 KV heads split in two) = 70,935,544,320 B
#   O per device     = 146,568,709,120/2 = 73,284,354,560 FLOP
#   T_comm = 80 layers x 2 all-reduces of 1 token x 8192 x 2 B = 16,384 B over nvlink4
#            (500 ns, 450 GB/s, efficiency 0.822, NCCL's LL capped at 141 GB/s), as
#            infer prices them (NCCL's fastest protocol): LL, 2 (2-1) 500e-9 + 2 (1/2)
#            16384 / min(141e9, 450e9 x 0.822 / 2) = 1.1161986e-6 s (LL128 and Simple
#            start at 11.2 and 8.6 us); x 160 = 1.7859177e-4 s
#   T = 70,935,544,320/3.35e12 + 73,284,354,560/989e12 + 1.7859177e-4 + 10e-6
#     = 0.021174789 + 0.000074099 + 0.000178592 + 0.00001 = 0.021437480 s
$ mlsys iron-law --hw h100 --workload llama70b --tp 2 -f csv --columns tp,D_vol,O,T_comm,T,M_total,fits
= rtol 1e-6
tp,D_vol,O,T_comm,T,M_total,fits
2,70935544320,73284354560,1.7859177e-4,0.021437480,70935544320,true
# Above the 8 KV heads each head is copied: on t = 16 the cache divides by 8.
# Pipeline: p = 2 stages of 40 layers each pass in turn: T = 2 (T_mem + T_comp) + 1 hand-off
# of 16,384 B (500 ns + 16384/(450e9 x 0.822) = 5.44293e-7 s) + 10 us, with D_vol =
# 141.2e9/2 + 671,088,640/2 and O = 146,568,709,120/2 per device:
# 2 (0.021174789 + 0.000074099) + 5.44293e-7 + 1e-5 = 0.042508321 s.
$ mlsys iron-law --hw h100 --workload llama70b --pp 2 -f csv --columns pp,T_comm,T
= rtol 1e-6
pp,T_comm,T
2,5.44293e-7,0.042508321
# p = 3 stages of 80 layers are uneven: the busiest holds ceil(80/3) = 27
# layers, and the pipeline runs at its pace, so a device moves and computes
# 27/80 = 0.3375 of the whole step's bytes and operations (a second run at
# p = 1 gives the whole step).
$ (mlsys iron-law --hw h100 --workload llama70b -f json; mlsys iron-law --hw h100 --workload llama70b --pp 3 -f json) | jq -s -r '[.[1].rows[0].D_vol / .[0].rows[0].D_vol, .[1].rows[0].O / .[0].rows[0].O] | @csv'
= rtol 1e-12
0.3375,0.3375
# Errors: a split the heads or layers do not allow, a node exceeded, a training step.
$ mlsys iron-law --hw h100 --workload llama70b --tp 3
! mlsys iron-law: --tp: t = 3 does not divide the 64 heads, nor the 8 kv heads or a multiple of them
? 2
$ mlsys iron-law --hw h100 --params 1e9 --layers 2 --hidden 1024 --heads 8 --pp 4
! mlsys iron-law: --pp: p v = 4 stages exceed the 2 layers
? 2
$ mlsys iron-law --hw h100 --workload llama70b --tp 16
! mlsys iron-law: --tp: t p = 16 devices exceed a node of 8: a step spanning nodes is not modelled
? 2
$ mlsys iron-law --hw h100 --workload llama70b --tp 2 --phase train
! mlsys iron-law: --tp and --pp split the decode or prefill of a transformer; for training use mlsys train
? 2
$ mlsys iron-law --hw t4 --workload llama3-8b --tp 2
! mlsys iron-law: no link between the devices: give --intra-fabric NAME (the catalog's fabrics: mlsys catalog list fabrics)
? 2
# On AMD's full mesh (xgmi-mi300x, 64 GB/s a link) a step split t = 8 ways
# all-reduces over 7 links at once, 7 x 64 = 448 GB/s a direction, as infer does.
$ mlsys iron-law --hw mi300x --workload llama3-70b --tp 8 -f json | jq -r '.notes[] | select(contains("full mesh"))'
xgmi-mi300x is a full mesh: a group of 8 reaches 7 of its 7 peers over links of their own, 448 GB/s a direction
