# comm, point to point: T(n) = alpha + n/beta, n* = alpha*beta.
# docs/worked-examples.md #8: alpha 2 us, beta 10 GB/s: n* = 2e-6 * 1e10 = 20,000 B = 20 kB;
# a 10 KB message takes 2 us + 1e4/1e10 s = 2 us + 1 us = 3 us and is latency-bound;
# algbw = 1e4 B / 3e-6 s = 3.333 GB/s, busbw the same (factor 1 for p2p).
$ mlsys comm --alpha 2us --beta 10GB/s --size 10KB
symbol       meaning                                                                  value
alpha        fixed cost per message                                                   2 us
beta         link bandwidth per direction                                             10 GB/s
T            transfer time T_latency + T_bandwidth                                    3 us
T_latency    the alpha terms of T                                                     2 us
T_bandwidth  the size/beta terms of T                                                 1 us
n_star       size where both parts are equal (alpha*beta for p2p)                     20 kB
regime       latency or bandwidth: the larger part of T (size below or above n_star)  latency
algbw        algorithm bandwidth size/T                                               3.333 GB/s
busbw        bus bandwidth: algbw x the collective's factor, comparable with beta     3.333 GB/s
note: point to point: T = alpha + n/beta
# Above n* the bandwidth term wins: 40 KB takes 2 us + 4 us.
$ mlsys comm --alpha 2us --beta 10GB/s --size 40KB --columns T,regime -f csv
T,regime
0.000006,bandwidth
# At exactly n* both parts are 2 us; size >= n* counts as bandwidth-bound.
$ mlsys comm --alpha 2us --beta 10GB/s --size 20KB --columns T_latency,T_bandwidth,regime -f csv
T_latency,T_bandwidth,regime
0.000002,0.000002,bandwidth
# An empty message costs alpha alone; algbw is 0.
$ mlsys comm --alpha 2us --beta 10GB/s --size 0B --columns T,algbw -f csv
T,algbw
0.000002,0
# The fabric gives alpha and beta (data/fabrics/ib-ndr.yaml: 5 us, 400 Gbit/s = 50 GB/s):
# n* = 5e-6 * 5e10 = 250 kB; 1 MB takes 5 us + 1e6/5e10 s = 5 + 20 = 25 us.
$ mlsys comm --fabric ib-ndr --size 1MB --columns n_star,T -f csv
= rtol 1e-12
n_star,T
250000,25e-6
# An explicit --alpha or --beta overrides the fabric's, and the note says which.
# alpha 1 us: T = 1 + 20 = 21 us, n* = 1e-6 * 5e10 = 50 kB, algbw = 1e6/21e-6
# = 47,619,047,619.05 B/s. beta 25 GB/s: 5 + 40 = 45 us; both: 1 + 40 = 41 us.
$ mlsys comm --fabric ib-ndr --alpha 1us --size 1MB -f json
= rtol 1e-12
{"command": "comm", "version": "0.1.0", "units": {"alpha": "s", "beta": "B/s", "T": "s", "T_latency": "s", "T_bandwidth": "s", "n_star": "B", "algbw": "B/s", "busbw": "B/s"}, "rows": [
  {"alpha": 1e-6, "beta": 50e9, "T": 21e-6, "T_latency": 1e-6, "T_bandwidth": 20e-6, "n_star": 50000, "regime": "bandwidth", "algbw": 47619047619.05, "busbw": 47619047619.05}
], "notes": ["beta = 50 GB/s from fabric ib-ndr (InfiniBand NDR); alpha from --alpha", "point to point: T = alpha + n/beta"]}
$ mlsys comm --fabric ib-ndr --beta 25GB/s --size 1MB --columns T
45 us
$ mlsys comm --fabric ib-ndr --alpha 1us --beta 25GB/s --size 1MB -f json --columns T
{"command": "comm", "version": "0.1.0", "units": {"T": "s"}, "rows": [
  {"T": 0.000041}
], "notes": ["fabric ib-ndr not used: --alpha and --beta override it", "point to point: T = alpha + n/beta"]}
# --ranks and --algo do not apply to p2p: noted, not an error.
$ mlsys comm --alpha 2us --beta 10GB/s --size 10KB --ranks 8 --algo tree -f json --columns T
{"command": "comm", "version": "0.1.0", "units": {"T": "s"}, "rows": [
  {"T": 0.000003}
], "notes": ["p2p: --ranks, --algo and --per-node do not apply", "point to point: T = alpha + n/beta"]}
