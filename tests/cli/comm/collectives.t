# comm, collectives over N ranks of an M-byte buffer (alpha-beta).
# docs/worked-examples.md #10: ring all-reduce of 14 GB over 256 GPUs on IB NDR (beta 50 GB/s,
# alpha 5 us): T_latency = 2*255*5 us = 2.55 ms, T_bandwidth = 2*255/256 * 14e9/50e9 s
# = 557.8125 ms, T = 560.3625 ms = 560.4 ms. n* = N*alpha*beta = 64 MB.
# algbw = 14e9/0.5603625 = 24.98 GB/s; busbw = algbw * 510/256 = 49.77 GB/s.
$ mlsys comm --fabric ib-ndr --collective allreduce --ranks 256 --size 14GB
symbol       meaning                                                                  value
alpha        fixed cost per message                                                   5 us
beta         link bandwidth per direction                                             50 GB/s
T            transfer time T_latency + T_bandwidth                                    560.4 ms
T_latency    the alpha terms of T                                                     2.55 ms
T_bandwidth  the size/beta terms of T                                                 557.8 ms
n_star       size where both parts are equal (alpha*beta for p2p)                     64 MB
regime       latency or bandwidth: the larger part of T (size below or above n_star)  bandwidth
algbw        algorithm bandwidth size/T                                               24.98 GB/s
busbw        bus bandwidth: algbw x the collective's factor, comparable with beta     49.77 GB/s
note: alpha = 5 us and beta = 50 GB/s from fabric ib-ndr (InfiniBand NDR)
note: ring all-reduce: T = 2(N-1)*alpha + 2(N-1)/N * M/beta
# docs/worked-examples.md #11: 0.68 GB (BERT-Large fp16): 1.9921875 * 13.6 ms + 2.55 ms = 29.64 ms.
$ mlsys comm --fabric ib-ndr --collective allreduce --ranks 256 --size 0.68GB --columns T
29.64 ms
# All-gather, reduce-scatter, all-to-all over 8 ranks of 8 MB at 10 us, 1 GB/s:
# 7*10 us + 7/8 * 8 ms = 7.07 ms; busbw = algbw * 7/8 = 8e6/7.07e-3 * 0.875 = 7e6/7.07e-3
# = 990,099,009.9 B/s = 990.1 MB/s (the same figures for reduce-scatter and all-to-all).
$ mlsys comm --alpha 10us --beta 1GB/s --collective allgather --ranks 8 --size 8MB --columns T,busbw
symbol  meaning                                                               value
T       transfer time T_latency + T_bandwidth                                 7.07 ms
busbw   bus bandwidth: algbw x the collective's factor, comparable with beta  990.1 MB/s
note: ring all-gather: T = (N-1)*alpha + (N-1)/N * M/beta, M the gathered buffer
$ mlsys comm --alpha 10us --beta 1GB/s --collective reducescatter --ranks 8 --size 8MB --columns T,busbw -f csv
= rtol 1e-9
T,busbw
7.07e-3,990099009.9
$ mlsys comm --alpha 10us --beta 1GB/s --collective alltoall --ranks 8 --size 8MB --columns T,busbw -f csv
= rtol 1e-9
T,busbw
7.07e-3,990099009.9
# The direct all-to-all posts the 7 messages at once: one 10 us latency and the same
# 7/8 x 8 ms = 7 ms of wire, 7.01 ms; busbw = 7/8 x 8e6/7.01e-3 = 998,573,466.5 B/s.
$ mlsys comm --alpha 10us --beta 1GB/s --collective alltoall --ranks 8 --size 8MB --algo direct --columns T,T_latency,busbw -f csv
= rtol 1e-9
T,T_latency,busbw
7.01e-3,1e-5,998573466.5
# Broadcast: pipelined ring 7*10 us + 8 ms = 8.07 ms; tree pipelined too, depth
# ceil(log2 8) = 3, k = sqrt((3 - 1) x 8e6/(10 us x 1 GB/s)) = 40 chunks: (3 + 39) x
# (10 us + 200 us) = 8.82 ms; busbw = algbw (factor 1) = 8e6/8.07e-3 = 991,325,898.4 B/s.
$ mlsys comm --alpha 10us --beta 1GB/s --collective broadcast --ranks 8 --size 8MB --columns T,algbw,busbw -f csv
= rtol 1e-9
T,algbw,busbw
8.07e-3,991325898.4,991325898.4
$ mlsys comm --alpha 10us --beta 1GB/s --collective broadcast --algo tree --ranks 8 --size 8MB --columns T -f csv
T
0.00882
# Tree all-reduce: a reduce up and a broadcast down, 2 x 8.82 ms = 17.64 ms (the
# unpipelined tree took 6 rounds of 8.01 ms, 48.06 ms: NCCL's trees pipeline).
$ mlsys comm --alpha 10us --beta 1GB/s --collective allreduce --algo tree --ranks 8 --size 8MB --columns T -f csv
T
0.01764
# Hierarchical all-reduce, 16 ranks in nodes of 4 (inside 1 us, 100 GB/s; across 10 us,
# 1 GB/s), 8 MB: reduce-scatter 3 us + 60 us, ring all-reduce of 2 MB over 4 nodes
# 60 us + 3 ms, all-gather 3 us + 60 us: T = 66 us + 3.12 ms = 3.186 ms.
$ mlsys comm --alpha 10us --beta 1GB/s --collective allreduce --algo hierarchical --ranks 16 --per-node 4 --intra-alpha 1us --intra-beta 100GB/s --size 8MB --columns T_latency,T_bandwidth,T -f csv
= rtol 1e-12
T_latency,T_bandwidth,T
66e-6,3.12e-3,3.186e-3
# One rank moves nothing: T = 0, no regime, algbw and busbw undefined.
$ mlsys comm --alpha 10us --beta 1GB/s --collective allreduce --ranks 1 --size 8MB -f json
{"command": "comm", "version": "0.1.0", "units": {"alpha": "s", "beta": "B/s", "T": "s", "T_latency": "s", "T_bandwidth": "s", "n_star": "B", "algbw": "B/s", "busbw": "B/s"}, "rows": [
  {"alpha": 0.00001, "beta": 1000000000, "T": 0, "T_latency": 0, "T_bandwidth": 0, "n_star": null, "regime": null, "algbw": null, "busbw": null}
], "notes": ["ring all-reduce: T = 2(N-1)*alpha + 2(N-1)/N * M/beta", "N = 1: nothing to communicate, T = 0"]}
# Large buffers run a pipelined tree near the ring's bandwidth: 1 GB all-reduced over
# 256 ranks on InfiniBand NDR takes within 5 % of the ring (the unpipelined tree took
# 2 x 8 rounds of the whole buffer, 7.5 times the ring).
$ t=$(mlsys comm --fabric ib-ndr --collective allreduce --algo tree --ranks 256 --size 1GB --columns T -f csv --no-header); r=$(mlsys comm --fabric ib-ndr --collective allreduce --ranks 256 --size 1GB --columns T -f csv --no-header); awk -v t="$t" -v r="$r" 'BEGIN { print (t / r > 0.95 && t / r < 1.05) ? "near the ring" : "far from the ring" }'
near the ring
# NCCL's ring priced by protocol (--algo nccl) over NVLink 4 (500 ns, 450 GB/s x 0.822
# = 369.9 GB/s, LL capped at 141 GB/s), LL's base latency 6.6 us included. A 2 MiB
# all-reduce over 8 ranks: 14 steps, bus bytes S = 14/8 x 2,097,152 = 3,670,016 B;
# LL 14 x 0.5 + S/141 GB/s = 7 + 26.0285 = 33.0285 us, LL128 7.4 + 26.6 + S/340.308
# GB/s = 44.78 us, Simple 1.8 + 47.6 + S/369.9 GB/s = 59.32 us: LL, T = 6.6 + 33.0285
# = 39.6285 us (T_latency 13.6 us, T_bandwidth 26.0285 us), busbw = 1.75 x 2,097,152 /
# 39.6285 us = 92.61 GB/s. nccl-tests measured 40.66 us (busbw 90.27 GB/s) on 8 Hopper
# GPUs of one node (all_reduce_perf, NCCL 2.30; kvcache-ai/Mooncake pull request 3484),
# where the ring above (--algo ring) says 15.16 us.
$ mlsys comm --fabric nvlink4 --collective allreduce --algo nccl --ranks 8 --size 2MiB --columns T_latency,T_bandwidth,T,busbw -f csv
= rtol 1e-5
T_latency,T_bandwidth,T,busbw
13.6e-6,26.0285e-6,39.6285e-6,92.6106e9
$ mlsys comm --fabric nvlink4 --collective allreduce --algo nccl --ranks 8 --size 2MiB --columns T -f csv --no-header
= rtol 0.05
40.66e-6
# An 8 MiB all-gather over the same 8: 7 steps, S = 7/8 x 8,388,608 = 7,340,032 B;
# LL 3.5 + 52.057 = 55.557 us, LL128 7.4 + 13.3 + 21.569 = 42.269 us, Simple 1.8 +
# 23.8 + 19.843 = 45.443 us: LL128, T = 6.6 + 42.269 = 48.869 us.
$ mlsys comm --fabric nvlink4 --collective allgather --algo nccl --ranks 8 --size 8MiB --columns T -f csv --no-header
= rtol 1e-4
48.869e-6
# NVLink 5 has no measured efficiency in the catalog: 0.8, said in a note.
$ mlsys comm --fabric nvlink5 --collective allreduce --algo nccl --ranks 8 --size 2MiB -f json | jq -r '.notes[]' | grep -c 'eta = 0.8'
1
# An empty buffer pays LL's latencies alone: 6.6 + 14 x 0.5 = 13.6 us; one rank, nothing.
$ mlsys comm --fabric nvlink4 --collective allreduce --algo nccl --ranks 8,1 --size 0B --columns T -f csv --no-header
= rtol 1e-12
13.6e-6
0
# A full-mesh fabric (xgmi-mi300x: 64 GB/s to each of 7 peers): 8 ranks each use
# 7 links, 448 GB/s, so a ring all-reduce of 1 GB takes 2 x 7/8 x 1e9 / 448e9 =
# 3.90625 ms of bandwidth time; 2 ranks one link, 64 GB/s.
$ mlsys comm --collective allreduce --ranks 8 --size 1GB --fabric xgmi-mi300x -f csv --no-header --columns beta,T_bandwidth
= rtol 1e-12
448000000000,0.00390625
$ mlsys comm --collective allreduce --ranks 2 --size 1GB --fabric xgmi-mi300x -f csv --no-header --columns beta
64000000000
