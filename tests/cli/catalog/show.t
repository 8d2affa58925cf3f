# `catalog show NAME`: every field of one entry with its unit, its source and
# where it came from. Values are those of data/hardware/h100-sxm.yaml in base
# SI units: 80 GiB = 80 * 2^30 B = 85899345920 B; 3.35 TB/s = 3.35e12 B/s;
# 500 ns = 5e-7 s; 0.01 ms = 1e-5 s; rates in TFLOP/s times 1e12; node: a DGX
# H100 holds 8 GPUs with one NDR InfiniBand port each (node.scaleout ib-ndr).
$ mlsys catalog show h100 -f csv
key,value,unit
kind,hardware,
name,h100-sxm,
aliases,"h100, h100-sxm5",
title,NVIDIA H100 SXM5,
vendor,NVIDIA,
class,cloud,
year,2022,
compute.fp64,67000000000000,FLOP/s
compute.fp32,67000000000000,FLOP/s
compute.tf32,494000000000000,FLOP/s
compute.fp16,989000000000000,FLOP/s
compute.bf16,989000000000000,FLOP/s
compute.fp8,1979000000000000,FLOP/s
compute.int8,1979000000000000,FLOP/s
compute.units,132,
memory.capacity,85899345920,B
memory.bandwidth,3350000000000,B/s
interconnect.scaleup.name,NVLink 4.0,
interconnect.scaleup.bandwidth,450000000000,B/s
interconnect.scaleup.latency,5e-7,s
interconnect.host.name,PCIe Gen5 x16,
interconnect.host.bandwidth,64000000000,B/s
node.devices,8,
node.scaleout,ib-ndr,
node.scaleup,nvlink4,
power.tdp,700,W
latency.launch,0.00001,s
efficiency.matmul,0.7,
efficiency.memory,0.887,
efficiency.source,"matmul: not calibrated on training rows; the A100 calibration's ratio to its best-shape cuBLAS rate (0.76 / 0.869) applied to H100 SXM's best-shape bf16 rate 794.5 of 989 TFLOP/s (S. Bekman, Machine Learning Engineering, MAMF table): 0.875 x 0.803 = 0.70. memory: BabelStream Triad 2.97 TB/s of 3.35 TB/s on Azure ND H100 v5 (Azure AI Benchmarking Guide, ND_H100_v5_results.md). matmul_mma_sync: the matmul share times 2/3, the part of the tensor cores' peak that kernels on the pre-Hopper mma.sync instruction can reach on Hopper, where the full rate needs wgmma (Shah et al. 2024, FlashAttention-3, arXiv 2407.08608, s1, citing Luo et al. 2024, arXiv 2402.13499): 0.7 x 2/3 = 0.467; the rate of TensorRT-LLM 0.7-0.9's grouped GEMM for mixtures of experts (docs/inference.md, Engines)",
price,30000,USD
source,"NVIDIA H100 datasheet; Choquette 2023; NVLink latency from the nvlink4 fabric entry; node facts from the NVIDIA DGX H100 datasheet (8 H100 GPUs on NVSwitch; 8 single-port ConnectX-7 NDR 400 Gb/s InfiniBand/Ethernet for the cluster network, one per GPU); latency.launch is an estimate (per-step dispatch overhead as used by the mlsysim registry); compute.clock: the boost clock the datasheet's FP32 rate implies, 67 TFLOPS / (132 SMs x 128 FP32 lanes x 2, H100 architecture whitepaper) = 1.98 GHz",
notes,HBM3; the 80 GB product holds 80 GiB (85.9 GB). NVLink 4.0 is marketed as 900 GB/s bidirectional; 450 GB/s per direction is stored.,
efficiency.attention,0.623,
efficiency.attention_backward,0.567,
efficiency.attention_source,"FlashAttention-3 on H100 80GB SXM5 (Shah et al. 2024, arXiv 2407.08608, Figs. 1 and 6): bf16 forward with causal mask, head dim 128, 16k tokens, 616 TFLOP/s = 0.623 of 989; backward, head dim 128, 16k, 561 TFLOP/s = 0.567 (the paper's only backward figures are without the mask); causal FLOPs counted half, backward 2.5 x the forward's, as mlsys train counts them; attention_fa2: FlashAttention-2 on the same H100 80GB SXM5 in the same figures (Shah et al. 2024, Figs. 1 and 6, its bars), forward with causal mask, head dim 128, 16k, 335 TFLOP/s = 0.339 of 989; attention_fa2_backward: 322 TFLOP/s = 0.326",
compute.clock,1980000000,1/s
efficiency.attention_fa2,0.339,
efficiency.attention_fa2_backward,0.326,
efficiency.matmul_mma_sync,0.467,
file,data/hardware/h100-sxm.yaml,
builtin,true,
# For people: each value with its own prefix (80 GiB is 85.9 GB to 4 digits).
$ mlsys catalog show h100
~ ^memory\.capacity +85\.9 GB$
~ ^memory\.bandwidth +3\.35 TB/s$
~ ^compute\.fp16 +989 TFLOP/s$
~ ^interconnect\.scaleup\.latency +500 ns$
~ ^latency\.launch +10 us$
~ ^power\.tdp +700 W$
~ ^source +NVIDIA H100 datasheet;
# The people's table: keys left-aligned in a column as wide as the longest
# key ("bandwidth", 9); numbers right-aligned in a column as wide as the
# widest number or the header ("50 GB/s", 7: 400 Gbit/s = 50 GB/s); words
# left-aligned from the column's start and, as the last column, never
# widening it, so a long source does not push the numbers to its far end.
$ mkdir -p c/fabrics && printf 'name: lnk\ntitle: A link\nbandwidth: 400 Gbit/s\nlatency: 5 us\nsource: "a text much longer than any number in this table, which used to widen the value column"\n' > c/fabrics/lnk.yaml && mlsys --catalog c catalog show lnk
key          value
kind       fabric
name       lnk
title      A link
bandwidth  50 GB/s
latency       5 us
source     a text much longer than any number in this table, which used to widen the value column
file       c/fabrics/lnk.yaml
builtin    false
# A shipped entry: only the lines of its four long texts (efficiency.source,
# source, notes and efficiency.attention_source of data/hardware/h100-sxm.yaml)
# are long, not every line.
$ mlsys catalog show h100 | awk 'length > 120 { n++ } END { print n + 0 }'
4
# Aliases resolve to the entry (data/workloads/llama3-70b.yaml: aliases [llama70b]);
# case does not matter.
$ mlsys catalog show llama70b -f csv --columns key,value --no-header
kind,workload
name,llama3-70b
aliases,"llama70b, llama3.1-70b, llama-3.1-70b, llama-3-70b, llama3.3-70b, llama-3.3-70b, meta-llama-3-70b, meta-llama-3.1-70b"
title,Llama 3.1 70B
family,decoder
year,2024
parameters,70600000000
layers,80
hidden,8192
heads,64
kv_heads,8
ffn,28672
vocab,128256
context,131072
activation,swiglu
source,"Meta Llama 3.1 model card; Hugging Face meta-llama/Llama-3.1-70B config.json (vocab_size 128256, max_position_embeddings 131072)"
notes,"Llama 3 (April 2024) has the same shape: config.json with the same widths, heads and vocabulary, but an 8,192-token context (max_position_embeddings 8192) and no RoPE scaling; the alias llama-3-70b names this entry, whose context is the 3.1 model's. Llama 3.3 70B (December 2024; Hugging Face meta-llama/Llama-3.3-70B-Instruct config.json) has the 3.1 model's shape and context exactly (the same widths, heads, vocabulary, 131,072 positions and RoPE scaling): the aliases llama3.3-70b and llama-3.3-70b."
file,data/workloads/llama3-70b.yaml
builtin,true
$ mlsys catalog show H100 -f csv --columns key,value --no-header | head -2
kind,hardware
name,h100-sxm
$ mlsys catalog show LLaMa70B -f tsv --columns key,value --no-header | sed -n 2p
name	llama3-70b
# data/fabrics/ib-ndr.yaml: 400 Gbit/s = 400e9 / 8 B/s = 5e10 B/s; 5 us = 5e-6 s.
$ mlsys catalog show ib-ndr -f jsonl --columns key,value,unit | sed -n '4,5p'
{"key":"bandwidth","value":50000000000,"unit":"B/s"}
{"key":"latency","value":0.000005,"unit":"s"}
# data/grids/france.yaml: carbon intensity and WUE keep their own units for people.
$ mlsys catalog show france
~ ^carbon_intensity +50 g/kWh$
~ ^pue +1\.12$
~ ^wue +1\.8 L/kWh$
# An unknown name is a usage error (exit 2) listing the closest names: h100 is
# one edit from h1000; a100, a6000 (rtx-a6000), h200, p100 and v100 two: the first
# five in index order.
$ mlsys catalog show h1000
! mlsys catalog show: unknown catalog entry 'h1000'; closest: h100, a100, a4000, a5000, a6000
? 2
$ mlsys catalog show zzzzzzzzzzzzzzzz
! mlsys catalog show: unknown catalog entry 'zzzzzzzzzzzzzzzz'; run 'mlsys catalog list' for the names
? 2
$ mlsys catalog show
! mlsys catalog show: missing NAME (entry name or alias, any case (h100, llama70b, ib-ndr, france))
? 2
# A new entry (data/hardware/rtx4090.yaml), values from the NVIDIA Ada GPU
# architecture whitepaper, Appendix A: fp16 with FP32 accumulate 165.2 TFLOP/s
# dense = 1.652e14; 1008 GB/s = 1.008e12 B/s; 24 GiB = 24 * 2^30 =
# 25769803776 B; no NVLink: the cards of a box share PCIe Gen4, and the catalog's
# box is the tiny corp's tinybox green of 6 cards (node.devices 6).
$ mlsys catalog show rtx4090 -f csv --columns key,value,unit --no-header | grep -E '^(name|class|compute\.fp16|compute\.fp8|memory\.capacity|memory\.bandwidth|node\.devices|power\.tdp),'
name,rtx4090,
class,workstation,
compute.fp16,165200000000000,FLOP/s
compute.fp8,330300000000000,FLOP/s
memory.capacity,25769803776,B
memory.bandwidth,1008000000000,B/s
node.devices,6,
power.tdp,450,W
# A rack entry (data/hardware/gb200-nvl72.yaml) says what it is: the record
# kind first, then the hardware field kind: system, and the 72 GPUs it covers.
$ mlsys catalog show gb200-nvl72 -f csv --columns key,value --no-header | grep -E '^(kind|devices|node\.devices),'
kind,hardware
kind,system
devices,72
node.devices,72
# A new workload (data/workloads/gemma2-9b.yaml), from the Hugging Face
# google/gemma-2-9b config.json: head_dim 256 differs from 3584 / 16 = 224.
$ mlsys catalog show gemma-2-9b -f csv --columns key,value --no-header | grep -E '^(name|layers|hidden|heads|kv_heads|head_dim|ffn|vocab|context),'
name,gemma2-9b
layers,42
hidden,3584
heads,16
kv_heads,8
head_dim,256
ffn,14336
vocab,256000
context,8192
# The NVLink entries carry NCCL's LL protocol cap per GPU generation (NCCL
# src/graph/tuning.cc, llMaxBws: Ampere 87.7, Hopper 141, Blackwell 2 x 141 GB/s).
$ mlsys catalog show nvlink3 -f csv | grep '^ll_'
ll_bandwidth,87700000000,B/s
$ mlsys catalog show nvlink4 -f csv | grep '^ll_'
ll_bandwidth,141000000000,B/s
$ mlsys catalog show nvlink5 -f csv | grep '^ll_'
ll_bandwidth,282000000000,B/s
# The ten GPUs added on 2026-12-04 store their vendors' tensor rates; a second method
# checks each against its SM count and clock: Ampere (GA10x) and Ada tensor cores do
# 512 dense FP16 FLOP per SM per clock with FP32 accumulation on GeForce cards (1024
# with FP16 accumulation, compute.fp16_acc16), and 1024 on the professional and
# data-center cards (RTX 4000 Ada excepted: its datasheet's 327.6 TFLOPS of sparse FP8
# is 81.9 dense FP16, 48 SMs x 1024 x 1.666 GHz, a clock under tensor load below its
# 2.175 GHz boost, so 784 per clock at the stored boost clock). A100 (GA100): 2048
# (1024 dense FP16 FMA per SM per clock, the A100 whitepaper).
# E.g. RTX 4080: 97.5e12 / (76 x 2.505e9) = 512.1; 194.9e12 / (76 x 2.505e9) = 1023.8.
$ for h in rtx3070 rtx3080 rtx3080ti rtx4070ti rtx4080 rtx4000-ada rtx5000-ada rtx-a6000 a40 a100-pcie; do mlsys catalog show $h -f csv --no-header --columns key,value | awk -F, -v h=$h '$1=="compute.fp16"{f=$2} $1=="compute.fp16_acc16"{a=$2} $1=="compute.units"{u=$2} $1=="compute.clock"{c=$2} END{printf "%s %.0f %.0f\n", h, f/(u*c), (a ? a/(u*c) : 0)}'; done
= rtol 0.01
rtx3070 512 1024
rtx3080 512 1024
rtx3080ti 512 1024
rtx4070ti 512 1024
rtx4080 512 1024
rtx4000-ada 784 0
rtx5000-ada 1024 0
rtx-a6000 1024 0
a40 1024 0
a100-pcie 2048 0
# The names users type for the SXM parts resolve to the stored entries
# (their aliases: the A100 SXM4, the H100 SXM5, the H200 SXM, the V100 SXM2).
$ for n in a100-sxm h100-sxm5 h200-sxm v100-sxm2; do mlsys catalog show $n -f csv --no-header --columns key,value | grep '^name,'; done
name,a100
name,h100-sxm
name,h200
name,v100
# A workload named as its Hugging Face repository resolves to its base model: the
# organisation is dropped, then the fine-tuned variants' suffixes (-instruct, -chat,
# -it, -hf, -base), which keep the base model's shape; Llama 3.3 70B has the 3.1 shape.
$ for n in meta-llama/Llama-3.1-70B-Instruct Llama-3.3-70B-Instruct meta-llama/Llama-2-70b-chat-hf google/gemma-2-9b-it deepseek-ai/DeepSeek-V3 Qwen/Qwen2.5-72B-Instruct meta-llama/Meta-Llama-3-8B-Instruct; do mlsys infer --hw h100 --workload $n --tp 8 -f csv --no-header --columns workload; done
llama3-70b
llama3-70b
llama2-70b
gemma2-9b
deepseek-v3
qwen2.5-72b
llama3-8b
# Only workloads, and only a name that then is in the catalog: the error names what was
# given.
$ mlsys infer --hw h100 --workload meta-llama/Llama-9-70B-Instruct
!~ ^mlsys infer: --workload: unknown workload 'meta-llama/Llama-9-70B-Instruct'
? 2
$ mlsys infer --hw nvidia/h100 --workload llama3-8b
!~ ^mlsys infer: --hw: unknown hardware 'nvidia/h100'
? 2
$ mlsys infer --hw h100 --workload instruct
! mlsys infer: --workload: unknown workload 'instruct'; run 'mlsys catalog list workloads' for the names
? 2
