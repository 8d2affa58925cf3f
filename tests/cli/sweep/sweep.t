# A batch sweep on Llama 3.1 8B decode (data/workloads/llama3-8b.yaml: 8.03e9 params,
# 32 layers, d 4096), S = 2048: O = B (2*8.03e9 + 4*32*4096*2048) = B * 17,133,741,824.
$ mlsys iron-law --hw h100 --workload llama3-8b --batch 1..4 -f csv --columns batch,O
batch,O
1,17133741824
2,34267483648
3,51401225472
4,68534967296
# Geometric ranges, also spelled with x; the swept input is a key of each row.
$ mlsys iron-law --hw h100 --workload llama3-8b --batch 1..8x2 -f csv --columns batch
batch
1
2
4
8
# Two sweeps give their cartesian product; the option given first varies slowest.
$ mlsys iron-law --workload llama3-8b --hw h100,a100 --batch 1,2 -f csv --columns hw,batch
hw,batch
h100-sxm,1
h100-sxm,2
a100,1
a100,2
# A swept option the command has no column for becomes one (kv_precision); one with a
# column already (--bw -> BW) is not repeated: 1..4 TB/s by a factor 2 is 1, 2, 4 TB/s.
# The weights stay at the default precision, bf16 (the H100 has a bf16 rate).
$ mlsys iron-law --workload llama3-8b --hw h100 --kv-precision fp16,fp8 -f csv --columns kv_precision,precision
kv_precision,precision
fp16,bf16
fp8,bf16
$ mlsys iron-law --workload llama3-8b --hw h100 --bw 1..4TB/s*2 -f csv --columns BW
BW
1000000000000
2000000000000
4000000000000
# Shards: the union of 1/3, 2/3 and 3/3 is the whole sweep (any mlsys that fails, in
# the loop or after it, fails the block).
$ for k in 1 2 3; do mlsys iron-law --hw h100 --workload llama3-8b --batch 1..10 --shard $k/3 -f csv --no-header --columns batch,T || exit; done | sort -n > shards && mlsys iron-law --hw h100 --workload llama3-8b --batch 1..10 -f csv --no-header --columns batch,T | sort -n > whole && cmp shards whole && wc -l < whole
10
# A point that cannot be evaluated is reported with its inputs; the sweep goes on and
# the run ends with status 1.
$ mlsys iron-law --workload llama3-8b --hw h100,k80 --compute-precision fp8 -f csv --columns hw
hw
h100-sxm
! mlsys iron-law: --hw k80: --compute-precision: k80 has no fp8 rate; it has fp64, fp32
! mlsys iron-law: 1 of 2 points failed
? 1
$ mlsys iron-law --hw h100 --workload llama3-8b --batch 8..1
! mlsys iron-law: --batch: empty range '8..1' (the end is below the start)
? 2
$ mlsys iron-law --hw h100 --workload llama3-8b --batch 1..10*1.5
! mlsys iron-law: --batch: must be a whole number (1.5, point 2 of '1..10*1.5'): give a range whose every point is allowed (its ends, step or factor)
? 2
$ mlsys iron-law --hw h100 --workload llama3-8b --shard 4/3
! mlsys iron-law: --shard: expected K/N with 1 <= K <= N; got '4/3'
? 2
