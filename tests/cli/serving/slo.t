# SLO search: the fewest replicas, the largest batch on that many, and the row of that
# recommendation (not the --batch 1 row). Brute-force Python searches over every batch and
# every replica count (no shared code) give the (replicas_min, batch_best) pairs below.
#
# The issue's first case: a fixed 100 ms service at 0.1 % load (0.01 /s) against a 300 ms P99.
# With constant service (the default) P_wait = ρ = 0.001 < 1 %, so P99 is the service alone,
# 100 ms: one replica, batch 1; T_lat = 100 ms + W_q, W_q = ½·0.001/(10 − 0.01) = 50.05 us.
$ mlsys serving --arrival 0.01req/s --svc 100ms --slo 300ms --columns batch,replicas,rho_serv,W_q,T_p99,stable,meets_slo,batch_best,replicas_min -f csv
= rtol 1e-6
batch,replicas,rho_serv,W_q,T_p99,stable,meets_slo,batch_best,replicas_min
1,1,0.001,5.005005e-05,0.1,true,true,1,1
# M/M/c cannot: its P99 never falls below 100 ms·ln 100 = 460.5 ms, whatever the replicas. The
# row is then --batch on --replicas (one replica: ln 100/(10 − 0.01) = 461 ms), meets_slo false,
# exit status 0, and a note says the least reachable.
$ mlsys serving --arrival 0.01req/s --svc 100ms --slo 300ms --queue mmc --columns batch,replicas,T_p99,stable,meets_slo,batch_best,replicas_min
symbol        meaning                                                                                                          value
batch         B per batch (static; with an SLO target batch_best), or n, the mean sequences decoding per replica (continuous)  1
replicas      c: replicas in this row (with an SLO target: replicas_min)                                                       1
T_p99         99th percentile of time in the system                                                                            461 ms
stable        rho_serv < 1; when false the queue grows and no latency exists                                                   true
meets_slo     with an SLO target: this row meets every target given                                                            false
batch_best    with an SLO target: the largest batch meeting it at replicas_min replicas                                        -
replicas_min  with an SLO target: the fewest replicas meeting it at some batch                                                 -
note: SLO: no batch from 1 to 1 meets every target with up to 10000 replicas; the row is --batch on --replicas; with unlimited replicas (no wait) the least each figure reaches over them is T_p99 460.5 ms
note: queue M/M/c: Poisson arrivals; each replica serves batches of B; service time exponential with mean T_svc (Erlang C, exact)
# The issue's second case: Llama 3.1 8B on an H100, 10 req/s, 512 + 128 tokens, P99 <= 2 s,
# with the replica's figures from the inference model (device.t). Second method: sweep every
# batch from 1 to 256 on a fixed replica count and keep, with awk, the largest stable batch
# meeting the targets: on one replica 66 meets P99 <= 2 s, 30 also TTFT_p99 <= 500 ms, and
# 28 also TPOT <= 7.5 ms (TPOT(28) = 7.4783 ms, TPOT(29) = 7.5072 ms: it grows 28.8 us a
# sequence from the 1.62 ms of launches and sampling, 32 x 50 us + 20 us, and the weights'
# streaming); two replicas admit no larger batch. The search must agree: one replica.
$ mlsys serving --batching static --hw h100 --workload llama3-8b --arrival 10req/s --prompt 512 --output-tokens 128 --replicas 1 --batch 1..256 --columns batch,T_p99,TTFT_p99,TPOT -f csv --no-header | awk -F, '$2 != "" && $2 <= 2 {a=$1} $2 != "" && $2 <= 2 && $3 <= 0.5 {b=$1} $2 != "" && $2 <= 2 && $3 <= 0.5 && $4 <= 0.0075 {c=$1} END {print a+0, b+0, c+0}'
66 30 28
$ mlsys serving --batching static --hw h100 --workload llama3-8b --arrival 10req/s --prompt 512 --output-tokens 128 --replicas 2 --batch 1..256 --columns batch,T_p99,TTFT_p99,TPOT -f csv --no-header | awk -F, '$2 != "" && $2 <= 2 && $3 <= 0.5 && $4 <= 0.0075 {c=$1} END {print c+0}'
28
$ mlsys serving --batching static --hw h100 --workload llama3-8b --arrival 10req/s --prompt 512 --output-tokens 128 --slo 2s --columns batch,replicas,stable,meets_slo,batch_best,replicas_min -f csv
batch,replicas,stable,meets_slo,batch_best,replicas_min
66,1,true,true,66,1
$ mlsys serving --batching static --hw h100 --workload llama3-8b --arrival 10req/s --prompt 512 --output-tokens 128 --slo 2s --slo-ttft 500ms --columns batch,replicas,meets_slo -f csv
batch,replicas,meets_slo
30,1,true
$ mlsys serving --batching static --hw h100 --workload llama3-8b --arrival 10req/s --prompt 512 --output-tokens 128 --slo 2s --slo-ttft 500ms --slo-tpot 7.5ms --columns batch,replicas,meets_slo -f csv
batch,replicas,meets_slo
28,1,true
# The recommended row is the row of that batch and replica count (not --batch 1): it
# equals the row asked for directly.
$ diff <(mlsys serving --batching static --hw h100 --workload llama3-8b --arrival 10req/s --prompt 512 --output-tokens 128 --slo 2s --columns T_svc,T_p99,TTFT_p99,TPOT -f csv) <(mlsys serving --batching static --hw h100 --workload llama3-8b --arrival 10req/s --prompt 512 --output-tokens 128 --batch 66 --columns T_svc,T_p99,TTFT_p99,TPOT -f csv) && echo same
same
# Under M/M/c the 2 s target is out of reach: the least P99 over the batches, with no
# wait, is T_svc(B)·ln 100 at its smallest. Second computation: the sweep's T_svc times
# ln 100 = 4.60517, at its minimum over B.
$ mlsys serving --batching static --hw h100 --workload llama3-8b --arrival 10req/s --prompt 512 --output-tokens 128 --slo 2s --queue mmc --columns batch,replicas,meets_slo -f csv
batch,replicas,meets_slo
1,1,false
$ diff <(mlsys serving --batching static --hw h100 --workload llama3-8b --arrival 10req/s --prompt 512 --output-tokens 128 --slo 2s --queue mmc -f json | jq -r '.notes[] | select(startswith("SLO")) | capture("T_p99 (?<v>[0-9.]+) s").v') <(mlsys serving --batching static --hw h100 --workload llama3-8b --arrival 10req/s --prompt 512 --output-tokens 128 --batch 1..256 --columns T_svc -f csv --no-header | sort -g | head -1 | awk '{printf "%.4g\n", $1 * log(100)}') && echo same
same
# Targets no batch can reach say the least each figure reaches: TTFT_p99 and TPOT at B = 1
# (the prefill of one prompt and one decode step; the note's figures equal the B = 1 row's).
$ mlsys serving --batching static --hw h100 --workload llama3-8b --arrival 10req/s --slo-ttft 10ms --slo-tpot 4ms --columns meets_slo
false
$ diff <(mlsys serving --batching static --hw h100 --workload llama3-8b --arrival 10req/s --slo-ttft 10ms --slo-tpot 4ms -f json | jq -r '.notes[] | select(startswith("SLO")) | capture("TPOT (?<v>[0-9.]+) ms").v') <(mlsys serving --batching static --hw h100 --workload llama3-8b --arrival 10req/s --batch 1 --columns TPOT -f csv --no-header | awk '{printf "%.4g\n", $1 * 1000}') && echo same
same
# Reachable, but beyond the replica limit: 1 s per request at 100,000 /s is 100,000 Erlangs.
$ mlsys serving --arrival 100000req/s --svc 1s --slo 2s --columns meets_slo,replicas_min
symbol        meaning                                                           value
meets_slo     with an SLO target: this row meets every target given             false
replicas_min  with an SLO target: the fewest replicas meeting it at some batch  -
note: SLO: no batch from 1 to 1 meets every target with up to 10000 replicas; the row is --batch on --replicas; every target is reachable with more replicas than that
note: queue M/G/c: Poisson arrivals; each replica serves batches of B; T_svc has coefficient of variation svc_cv (0: constant); W_q = the M/M/c wait·(1 + svc_cv²)/2 (Allen-Cunneen); percentiles: that wait, exponential past P_wait, plus the service time (docs/serving.md)
note: rho_serv >= 1: not stable, the queue grows without bound
# T_svc = 50 + 0.5·B ms at 2,000 /s, P99 <= 500 ms: constant service takes the largest batch,
# 256, on 2 replicas: T_svc = 178 ms, μ_eff = 1438.2 /s, ρ = 2000/2876.4 = 0.695313, C(2,
# 1.390625) = 0.570352, θ = 2·876.4 = 1752.8 /s, P99 = 0.178 + ln(57.035)/1752.8 = 0.180307 s.
# M/M/c needs batch 114 on 2 (brute force), and 10 + 1·B ms at 1,000 /s to 100 ms: (3, 11);
# constant service there: (2, 64).
$ mlsys serving --arrival 2000req/s --svc-base 50ms --svc-per-item 0.5ms --slo 500ms --columns batch,replicas,T_svc,rho_serv,T_p99,stable,meets_slo -f csv
= rtol 1e-5
batch,replicas,T_svc,rho_serv,T_p99,stable,meets_slo
256,2,0.178,0.695313,0.180307,true,true
$ mlsys serving --arrival 2000req/s --svc-base 50ms --svc-per-item 0.5ms --slo 500ms --queue mmc --columns batch_best,replicas_min -f csv
batch_best,replicas_min
114,2
$ mlsys serving --arrival 1000req/s --svc-base 10ms --svc-per-item 1ms --batch 8 --slo 100ms --max-batch 64 --queue mdc,mmc --columns queue,batch_best,replicas_min -f csv
queue,batch_best,replicas_min
mdc,64,2
mmc,11,3
# Fixed --svc searches only --batch: 5 ms at 160 /s. M/M/c: one replica 115 ms, two 25.8 ms,
# so 2 meet 50 ms; constant service: one replica 59.8 ms (queue.t), two meet 20 ms.
$ mlsys serving --arrival 160req/s --svc 5ms --slo 50ms --queue mmc --columns batch_best,replicas_min -f csv
batch_best,replicas_min
1,2
$ mlsys serving --arrival 160req/s --svc 5ms --slo 20ms --columns batch_best,replicas_min -f csv
batch_best,replicas_min
1,2
