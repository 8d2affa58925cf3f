# train: layout, counts and memory by hand; every default a note; the run;
# every error names its option.
#
# GPT-3 175B (96 layers, hidden 12288, 96 heads, V 50257, s 2048) on 1,024 A100
# with t 8, p 8: d = 1024/64 = 16; m = B/(d b) = 1536/16 = 96; bubble
# (p-1)/(v m + p - 1) = 7/103 = 0.06796116504854369; P by Narayanan et al. 2021 eq. 2,
# 12 l h^2 (1 + 13/(12h) + (V + s)/(12 l h)) = 12*96*12288^2*(1 + 13/147456 +
# 52305/14155776) = 174,604,234,752. The first stage holds the most: its 12 of
# the 96 layers, (P - (V + s) h)/(t p) = (174,604,234,752 - 642,723,840)/64 =
# 2,718,148,608, and the word and position embeddings over t, 642,723,840/8 =
# 80,340,480: 2,798,489,088 parameters; weights 2 B each = 5,596,978,176 B,
# gradients in fp32 (bf16 training) 4 B = 11,193,956,352 B, Adam 12 B =
# 33,581,869,056 B.
$ mlsys train --hw a100 --workload gpt3 --devices 1024 --tp 8 --pp 8 --global-batch 1536 -f csv --columns dp,microbatches,b_pipe,params,M_weights,M_gradients,M_optimizer
= rtol 1e-9
dp,microbatches,b_pipe,params,M_weights,M_gradients,M_optimizer
16,96,0.0679611650485437,174604234752,5596978176,11193956352,33581869056
# Every default the set-up applied is a note; the device's node facts give the links.
$ mlsys train --hw a100 --workload gpt3 --devices 1024 --tp 8 --pp 8 --global-batch 1536
~ ^note: precision bf16 \(default; --precision\)$
~ ^note: d = 16 derived from N = 1024$
~ ^note: nvlink3 inside nodes of 8 \(the device's node facts; --intra-fabric, --node-size\)$
~ ^note: ib-hdr between nodes, one port per device \(the device's node facts; --fabric\)$
~ ^note: S = 2048 tokens \(default; --seq\)$
~ ^note: recompute selective, sequence parallel on
~ ^note: gradients in fp32, as bf16 training accumulates them \(--grad-precision\)$
~ ^fits +M_total <= capacity +true$
# Without --devices the missing degrees are 1, and a device without
# calibration says which defaults stand in. 24 GiB = 25.77 GB.
$ mlsys train --hw rtx4090 --workload llama3-8b --tp 1 --microbatch 1 --global-batch 1 --seq 512 --recompute full
~ ^note: p = 1 \(not given\)$
~ ^note: d = 1 \(not given\)$
~ ^note: eta_mm = 0.7: no matmul efficiency for rtx4090 in the catalog \(default; --eff\)$
~ ^fits +M_total <= capacity +false$
~ ^note: does not fit: .* GB per device against 25.77 GB; try --zero, more --pp or --tp$
# The run: time to train = tokens / tokens_per_s; E_run = N TDP (0.3 + 0.7 HFU)
# time PUE; CO2e = E_run x 429 g/kWh (us-avg); cost = N x time x 2 USD/h. Checked
# against the row's own rate and HFU (a second computation, by jq).
$ mlsys train --hw a100 --workload gpt3 --devices 1024 --tp 8 --pp 8 --global-batch 1536 --tokens 300e9 --grid us-avg --price 2USD/h --pue 1.1 -f json | jq -r '.rows[0] | [(.time_to_train * .tokens_per_s / 300e9), (.E_run / (1024 * 400 * (0.3 + 0.7 * .HFU) * .time_to_train * 1.1)), (.CO2e_run / (.E_run / 3.6e6 * 0.429)), (.cost_run / (1024 * .time_to_train / 3600 * 2))] | @csv'
= rtol 1e-9
1,1,1,1
# Raw figures alone (no catalog device): the rate and bandwidth, and a single node.
$ mlsys train --peak 312TFLOP/s --bw 2039GB/s --layers 24 --hidden 2304 --heads 24 --vocab 51200 --tp 1 --pp 1 --dp 1 --global-batch 16 --microbatch 16 --node-size 1 -f csv --columns devices,params
= rtol 1e-9
devices,params
1,1652226048
# 1.7B GPT of Narayanan et al. 2021 Table 1: eq. 2 with l 24, h 2304, V 51200:
# 12*24*2304^2*(1 + 13/27648 + 53248/663552) = 1,652,226,048 (above).
# Errors name the option and the constraint.
$ mlsys train --hw a100 --workload gpt3 --tp 7 --pp 1 --dp 1
! mlsys train: --tp: t = 7 does not divide the 96 heads and 96 kv heads
? 2
# Training splits the KV heads (Megatron-LM's query groups): t = 16 over Llama 3 8B's
# 8 KV heads is refused, though infer serves it (a KV head copied on 2 devices).
$ mlsys train --hw h100 --workload llama3-8b --devices 16 --tp 16 --node-size 16
! mlsys train: --tp: t = 16 does not divide the 32 heads and 8 kv heads
? 2
$ mlsys train --hw a100 --workload gpt3 --tp 1 --pp 97 --dp 1
! mlsys train: --pp: p v = 97 stages exceed the 96 layers
? 2
# Unequal stages are evaluated at the busiest one's pace, noted: 96 layers on
# p = 5 put ceil(96/5) = 20 on the busiest device, whose memory then does not fit:
# 20 layers of 1,812,099,072 parameters over t 8 and the embeddings' 80,340,480 make
# 4,610,588,160 at 18 B (bf16 weights, fp32 gradients, Adam) = 82.99 GB; one
# microbatch's activations, 20 x 34 sbh/t = 20 x 106,954,752 B = 2.14 GB (selective,
# sequence parallel); the 3 GB reserve: 88.13 GB.
$ mlsys train --hw a100 --workload gpt3 --tp 8 --pp 5 --dp 1 -f json --columns pp
{"command": "train", "version": "0.1.0", "units": {"pp": ""}, "rows": [
  {"pp": 5}
], "notes": ["precision bf16 (default; --precision)", "nvlink3 inside nodes of 8 (the device's node facts; --intra-fabric, --node-size)", "ib-hdr between nodes, one port per device (the device's node facts; --fabric)", "B = d b = 1 sequences (default; --global-batch)", "S = 2048 tokens (default; --seq)", "recompute selective, sequence parallel on (defaults: Korthikanti et al. 2022; --recompute, --seq-parallel)", "gradients in fp32, as bf16 training accumulates them (--grad-precision)", "p v = 5 does not divide the 96 layers: the busiest device holds 20 and the pipeline runs at its pace", "MFU counts model FLOPs with attention in full (Korthikanti et al. 2022 eq. 7, default with standard attention); HFU adds recomputation; standard attention computes the full s x s product", "does not fit: 88.13 GB per device against 85.9 GB; try --recompute full, --zero, more --pp or --tp"]}
$ mlsys train --hw a100 --workload gpt3 --tp 8 --pp 8 --dp 2 --interleave 2 --global-batch 10
! mlsys train: --interleave: the interleaved schedule needs m = 5 microbatches to be a multiple of p = 8
? 2
$ mlsys train --hw a100 --workload gpt3 --tp 8 --pp 8 --dp 2 --global-batch 10 --microbatch 2
! mlsys train: --global-batch: B = 10 does not split into d = 2 replicas of whole microbatches of b = 2
? 2
$ mlsys train --hw a100 --workload gpt3 --tp 8 --pp 1 --dp 2 --ep 2
! mlsys train: --ep: e = 2 needs a mixture-of-experts model (this one is dense)
? 2
$ mlsys train --hw a100 --workload gpt3 --devices 100 --tp 8 --pp 8
! mlsys train: --devices: N_total = 100 is not divisible by pp*tp = 64
? 2
# A degree above 1e9 is named after the option that set it: d = N / (t p) with
# t = p = 1 comes from --devices, a d or b given is its own option.
$ mlsys train --hw a100 --workload gpt3 --devices 1e12
! mlsys train: --devices: d must be a whole number from 1 to 1e9, not 1e+12
? 2
$ mlsys train --hw a100 --workload gpt3 --tp 8 --dp 2e9
! mlsys train: --dp: d must be a whole number from 1 to 1e9, not 2e+09
? 2
$ mlsys train --hw a100 --workload gpt3 --microbatch 2e9
! mlsys train: --microbatch: b must be a whole number from 1 to 1e9, not 2e+09
? 2
# Results beyond a double are an error naming the numbers given, not a row of
# nulls and tokens_per_s 0: 12 L h^2 parameters at h = 1e308 overflow to inf, and
# the step's terms then mix inf with inf (NaN).
$ mlsys train --hw a100 --workload gpt3 --hidden 1e308 -f json
! mlsys train: --hidden: T_step comes out as NaN, not a finite number above zero: the values given are beyond what the model can compute in doubles; give realistic ones
? 2
$ mlsys train --hw a100 --workload gpt3 --tp 8 --zero 4
! mlsys train: --zero: must be 0, 1, 2 or 3
? 2
$ mlsys train --hw a100 --workload resnet50 --devices 8
! mlsys train: --workload: resnet50 has no transformer dimensions (layers, hidden, heads): training needs a transformer
? 2
$ mlsys train --hw a100 --layers 4 --hidden 1024 --heads 16 --devices 8
! mlsys train: --vocab: the model has no vocabulary size: give --vocab
? 2
$ mlsys train --hw rtx4090 --workload llama3-8b --devices 16 --tp 1 --pp 1
! mlsys train: --fabric: 16 devices span 3 nodes of 6: give the fabric between nodes (--fabric NAME, or --alpha and --beta)
? 2
$ mlsys train --workload gpt3 --tp 8
! mlsys train: no device: give --hw NAME, or --peak and --bw
? 2
$ mlsys train --hw a100 --workload gpt3 --tp 8 --seq-parallel maybe
! mlsys train: --seq-parallel: unknown value 'maybe'; expected one of yes, no
? 2
# A sweep over --global-batch alone reuses the previous point's set-up; its rows
# must be those of the points run one by one, refused batches included (d = 16:
# only multiples of 16 split, 6 of the 11 points; second method: one run each).
$ a=$(mlsys train --hw a100 --workload gpt3 --devices 1024 --tp 8 --pp 8 --global-batch 1520..1600+8 --columns global_batch,T_step,M_total -f csv --no-header 2>/dev/null); b=$(for B in 1520 1528 1536 1544 1552 1560 1568 1576 1584 1592 1600; do mlsys train --hw a100 --workload gpt3 --devices 1024 --tp 8 --pp 8 --global-batch $B --columns global_batch,T_step,M_total -f csv --no-header 2>/dev/null; done); [ "$a" = "$b" ] && echo "$a" | wc -l
6
# A tied word embedding sits on both end stages of a pipeline, and the two copies'
# gradients are all-reduced after the flush (Megatron-LM's embedding group, DeepSpeed's
# tied modules), inside T_dp. With d = 1 there is no other exchange: V h = 50,000 x 1,024
# fp32 gradients (bf16 training) = 204.8 MB between 2 ranks over a 10 GB/s link (one
# device a node) at the A100's scale-out efficiency 0.96, no latency: a 2-rank ring
# all-reduce moves 2 (1/2) M = 204.8 MB, 204.8e6 / 9.6e9 = 21.33 ms; bf16 gradients
# halve it, 10.67 ms; one stage holds both copies, nothing to exchange.
$ for l in "2 fp32" "2 bf16" "1 fp32"; do set -- $l; mlsys train --hw a100 --layers 2 --hidden 1024 --heads 16 --vocab 50000 --seq 1024 --devices $1 --tp 1 --pp $1 --global-batch 8 --node-size 1 --alpha 0s --beta 10GB/s --grad-precision $2 --columns T_dp -f csv --no-header; done
0.021333333333333333
0.010666666666666666
0
# The catalog's opa-100 gives pipeline sends their own efficiency (p2p_efficiency 0.8)
# beside the collectives' (0.2); the fixture lab-opa is the same fabric with sends at
# 0.2. One stage a node (t 1, p 2, d 1), 8 microbatches: each stage boundary carries
# b s h x 2 B = 1,024 x 1,024 x 2 = 2,097,152 B forward and its gradient back, in the m
# slots and the p - 1 of the bubble, 9 x 2 sends. At 12.5 GB/s a port the two fabrics
# differ by 18 x 2,097,152 x (1 / (12.5e9 x 0.2) - 1 / (12.5e9 x 0.8)) = 11.32 ms of T_pp.
$ a=$(mlsys train --hw a100 --fabric opa-100 --layers 2 --hidden 1024 --heads 16 --vocab 50000 --seq 1024 --devices 2 --tp 1 --pp 2 --global-batch 8 --node-size 1 --columns T_pp -f csv --no-header); b=$(mlsys --catalog "$TESTDATA/catalog/calibrated" train --hw a100 --fabric lab-opa --layers 2 --hidden 1024 --heads 16 --vocab 50000 --seq 1024 --devices 2 --tp 1 --pp 2 --global-batch 8 --node-size 1 --columns T_pp -f csv --no-header); awk -v a="$a" -v b="$b" 'BEGIN { printf "%.2f ms\n", 1000 * (b - a) }'
11.32 ms
# The shape check is the set-up's, shared with infer: --heads 7 of a 4,096 hidden.
$ mlsys train --hw h100 --workload llama3-8b --devices 8 --heads 7
! mlsys train: --heads: a head dimension of 585.143 is not a whole number (hidden 4096 over 7 heads): give heads that divide --hidden, or --head-dim
? 2
# fp8 training needs an 8-bit rate: an A100 has none, so the recipe (8-bit GEMMs,
# 16-bit weights with fp32 master weights and gradients) cannot run there, and it
# is refused rather than stored in 8 bits throughout.
$ mlsys train --hw a100 --workload llama3-8b --devices 8 --tp 8 --precision fp8
! mlsys train: --precision: a100 has no fp8 rate to train the linear layers at: give a 16-bit --precision, or --compute-precision or --peak for the rate
? 2
# Devices that share a node need the link inside it: a T4 has none in the catalog.
$ mlsys train --hw t4 --workload llama3-8b --devices 2 --tp 2 --node-size 2
! mlsys train: no link inside a node: give --intra-fabric NAME (the catalog's fabrics: mlsys catalog list fabrics), or --node-size 1
? 2
