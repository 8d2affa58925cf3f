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
symbol        meaning                                                                    value
batch         B: requests per batch in this row (with an SLO target: batch_best)         1
replicas      c: replicas in this row (with an SLO target: replicas_min)                 1
T_p99         99th percentile of time in the system                                      461 ms
stable        rho_serv < 1; when false the queue grows and no latency exists             true
meets_slo     with an SLO target: this row meets every target given                      false
batch_best    with an SLO target: the largest batch meeting it at replicas_min replicas  -
replicas_min  with an SLO target: the fewest replicas meeting it at some batch           -
note: SLO: no batch from 1 to 1 meets every target with up to 10000 replicas; the row is --batch on --replicas; with unlimited replicas (no wait) the least each figure reaches over them is T_p99 460.5 ms
note: queue M/M/c: Poisson arrivals; each replica serves batches of B; service time exponential with mean T_svc (Erlang C, exact)
# The issue's second case: Llama 3.1 8B on an H100, 10 req/s, 512 + 128 tokens, P99 <= 2 s.
# The recommendation is batch 100 on one replica (iron law as in device.t):
#   TTFT(100) = 845.173 ms, TPOT(100) = 8.71208 ms at context 576, T_svc = 845.173 + 127·8.71208
#   = 1951.608 ms; μ_eff = 100/1.951608 = 51.240 /s; ρ = C (one server) = 0.195161;
#   θ = 2·(51.240 − 10) = 82.4796 /s; W_q = C/θ = 2.36617 ms;
#   P99 = 1.951608 + ln(0.195161/0.01)/82.4796 = 1.951608 + 0.036024 = 1.987632 s;
#   TTFT_p99 = 0.845173 + 0.036024 = 0.881197 s. Batch 101 gives P99 = 2.000821 s > 2 s.
$ mlsys serving --hw h100 --workload llama3-8b --arrival 10req/s --prompt 512 --output-tokens 128 --slo 2s --columns batch,replicas,T_svc,rho_serv,W_q,T_p99,TTFT_p99,TPOT,stable,meets_slo,batch_best,replicas_min -f csv
= rtol 1e-5
batch,replicas,T_svc,rho_serv,W_q,T_p99,TTFT_p99,TPOT,stable,meets_slo,batch_best,replicas_min
100,1,1.951608,0.195161,0.00236617,1.987632,0.881197,0.00871208,true,true,100,1
$ mlsys serving --hw h100 --workload llama3-8b --arrival 10req/s --prompt 512 --output-tokens 128 --slo 2s --columns batch,replicas,stable,meets_slo
symbol     meaning                                                             value
batch      B: requests per batch in this row (with an SLO target: batch_best)  100
replicas   c: replicas in this row (with an SLO target: replicas_min)          1
stable     rho_serv < 1; when false the queue grows and no latency exists      true
meets_slo  with an SLO target: this row meets every target given               true
note: T_svc(B) = TTFT + (--output-tokens - 1)·TPOT by the iron law: TTFT the prefill of the batch's prompts, TPOT one decode step at the mean context
note: SLO: the row is the recommendation, batch_best requests per batch on replicas_min replicas (the search sets batch and replicas)
note: queue M/G/c: Poisson arrivals; each replica serves batches of B; T_svc has coefficient of variation svc_cv (0: constant); W_q = the M/M/c wait·(1 + svc_cv²)/2 (Allen-Cunneen); percentiles: that wait, exponential past P_wait, plus the service time (docs/serving.md)
# Adding TTFT_p99 <= 500 ms: batch 52 (TTFT 441.796 ms, T_svc 1.309996 s, ρ = 0.251922,
# θ = 59.3896 /s; TTFT_p99 = 0.441796 + ln(25.1922)/59.3896 = 0.496124 s; batch 53 gives
# 0.503739 s). Adding TPOT <= 6 ms: batch 30 (TPOT 5.97645 ms; batch 31: 6.01597 ms).
$ mlsys serving --hw h100 --workload llama3-8b --arrival 10req/s --prompt 512 --output-tokens 128 --slo 2s --slo-ttft 500ms --columns batch,replicas,T_p99,TTFT_p99,TPOT,meets_slo -f csv
= rtol 1e-5
batch,replicas,T_p99,TTFT_p99,TPOT,meets_slo
52,1,1.364324,0.496124,0.006836218,true
$ mlsys serving --hw h100 --workload llama3-8b --arrival 10req/s --prompt 512 --output-tokens 128 --slo 2s --slo-ttft 500ms --slo-tpot 6ms --columns batch,replicas,T_svc,T_p99,TTFT_p99,TPOT,meets_slo -f csv
= rtol 1e-5
batch,replicas,T_svc,T_p99,TTFT_p99,TPOT,meets_slo
30,1,1.015923,1.106102,0.347094,0.005976446,true
# Under M/M/c the 2 s target is out of reach, as the issue found: the least P99 is
# T_svc(1)·ln 100 = 0.628283·4.60517 = 2.893 s.
$ mlsys serving --hw h100 --workload llama3-8b --arrival 10req/s --prompt 512 --output-tokens 128 --slo 2s --queue mmc --columns batch,replicas,meets_slo
symbol     meaning                                                             value
batch      B: requests per batch in this row (with an SLO target: batch_best)  1
replicas   c: replicas in this row (with an SLO target: replicas_min)          1
meets_slo  with an SLO target: this row meets every target given               false
note: T_svc(B) = TTFT + (--output-tokens - 1)·TPOT by the iron law: TTFT the prefill of the batch's prompts, TPOT one decode step at the mean context
note: SLO: no batch from 1 to 256 meets every target with up to 10000 replicas; the row is --batch on --replicas; with unlimited replicas (no wait) the least each figure reaches over them is T_p99 2.893 s
note: queue M/M/c: Poisson arrivals; each replica serves batches of B; service time exponential with mean T_svc (Erlang C, exact)
note: rho_serv >= 1: not stable, the queue grows without bound
# Targets no batch can reach say the least each figure reaches (B = 1: TTFT 13.21 ms, TPOT
# 4.843 ms at context 576).
$ mlsys serving --hw h100 --workload llama3-8b --arrival 10req/s --slo-ttft 10ms --slo-tpot 4ms --columns meets_slo
false
$ mlsys serving --hw h100 --workload llama3-8b --arrival 10req/s --slo-ttft 10ms --slo-tpot 4ms --columns meets_slo,TPOT
~ ^note: SLO: no batch from 1 to 256 meets every target with up to 10000 replicas; the row is --batch on --replicas; with unlimited replicas \(no wait\) the least each figure reaches over them is TTFT_p99 13.21 ms, TPOT 4.843 ms$
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
