# docs/worked-examples.md #21: Little's law alone, 1,000 QPS × 50 ms = 50 in flight.
$ mlsys serving --arrival 1000req/s --latency 50ms --columns Q_req,T_lat -f csv
Q_req,T_lat
50,0.05
$ mlsys serving --arrival 1000req/s --latency 50ms --columns Q_req
50
# docs/worked-examples.md #20: T_svc(16) = 50 + 0.5·16 = 58 ms; mu_eff = 16/0.058 = 275.9 /s;
# rho_serv = 100/275.86 = 36.25 %. The default queue is M/G/c with cv_s 0 (constant batches).
$ mlsys serving --arrival 100req/s --svc-base 50ms --svc-per-item 0.5ms --batch 16 --columns T_svc,mu_eff,rho_serv
symbol    meaning                                                                                             value
T_svc     T_svc(B): time to serve one batch (static)                                                          58 ms
mu_eff    requests/s per replica: B/T_svc(B) (static), at most n/(O·TPOT(n)) at the best n <= N (continuous)  275.9 /s
rho_serv  λ_arr/(c·mu_eff): serving utilization                                                               36.25 %
note: queue M/G/c: Poisson arrivals; each replica serves batches of B; T_svc has coefficient of variation svc_cv (0: constant); W_q = the M/M/c wait·(1 + svc_cv²)/2 (Allen-Cunneen); percentiles: that wait, exponential past P_wait, plus the service time (docs/serving.md)
# docs/worked-examples.md #22: M/M/1 (--queue mmc) with S = 5 ms at ρ = 0.8 (160 /s): the mean
# wait is 0.8/(200 − 160) = 20 ms and the time in system 25 ms; Little: 160 · 0.025 = 4. The
# M/M/1 time in system is exponential at μ − λ = 40 /s: P50 = ln 2/40 = 17.33 ms,
# P99 = ln 100/40 = 115.1 ms.
$ mlsys serving --arrival 160req/s --svc 5ms --queue mmc
symbol              meaning                                                                                                                                   value
lambda_arr          λ_arr: request arrival rate (--arrival)                                                                                                   160 /s
batch               B per batch (static; with an SLO target batch_best), or n, the mean sequences decoding per replica (continuous)                           1
replicas            c: replicas in this row (with an SLO target: replicas_min)                                                                                1
queue               queue model: mgc, mdc or mmc (--queue)                                                                                                    mmc
svc_cv              cv_s: coefficient of variation of T_svc (mdc 0, mmc 1)                                                                                    1
Q_req               λ_arr·T_lat: requests in the system (Little)                                                                                              4
T_svc               T_svc(B): time to serve one batch (static)                                                                                                5 ms
mu_eff              requests/s per replica: B/T_svc(B) (static), at most n/(O·TPOT(n)) at the best n <= N (continuous)                                        200 /s
rho_serv            λ_arr/(c·mu_eff): serving utilization                                                                                                     80 %
P_wait              probability a request waits: Erlang C(c, λ_arr/mu_eff), or for a KV slot (continuous)                                                     80 %
W_q                 mean wait: P_wait/(c·mu_eff - λ_arr)·(1 + svc_cv²)/2, or for a KV slot (continuous)                                                       20 ms
T_lat               mean time in the system, arrival to last token                                                                                            25 ms
T_p50               median time in the system                                                                                                                 17.33 ms
T_p99               99th percentile of time in the system                                                                                                     115.1 ms
TTFT                mean time to the first token (static: W_q + TTFT(B))                                                                                      -
TTFT_p99            99th percentile of the time to the first token                                                                                            -
TPOT                mean time per output token: a decode step of B (static), TPOT(n) as infer at batch n (continuous; per request with --scheduler-steps)     -
stable              rho_serv < 1; when false the queue grows and no latency exists                                                                            true
meets_slo           with an SLO target: this row meets every target given                                                                                     -
batch_best          with an SLO target: the largest batch meeting it at replicas_min replicas                                                                 -
replicas_min        with an SLO target: the fewest replicas meeting it at some batch                                                                          -
batching            continuous or static (--batching)                                                                                                         static
T_step              continuous: one decode step of the n sequences, without prefill (per token with --spec-tokens)                                            -
TTFT_p50            median time to the first token                                                                                                            -
TTFT_p90            90th percentile of the time to the first token                                                                                            -
TPOT_p50            median of a request's mean time per output token                                                                                          -
TPOT_p90            its 90th percentile                                                                                                                       -
TPOT_p99            its 99th percentile (--slo-tpot's figure)                                                                                                 -
T_p90               90th percentile of the time in the system                                                                                                 -
tokens_per_s        output tokens per second of the deployment: λ_arr·O                                                                                       -
input_tokens_per_s  prompt tokens per second of the deployment: λ_arr·P                                                                                       -
devices             devices of the deployment: c·t·p, or c·e·p with expert parallelism                                                                        -
power               per device at this load: --power, else TDP (0.3 + 0.7 U), U the step's busier engine's share times the share of time the replica is busy  -
J_per_token         energy per output token: devices·power/tokens_per_s                                                                                       -
USD_per_Mtok        cost of a million output tokens: devices·--price/tokens_per_s·1e6                                                                         -
tp                  t: tensor-parallel degree of a replica (with SLO targets and no --tp, continuous batching: the search's choice)                           -
ep                  e: expert-parallel degree of a replica                                                                                                    -
pp                  p: pipeline stages of a replica (--pp)                                                                                                    -
note: queue M/M/c: Poisson arrivals; each replica serves batches of B; service time exponential with mean T_svc (Erlang C, exact)
# The same in CSV, base SI units. The percentiles come from a root finder: ln 2/40
# = 0.01732867951 s and ln 100/40 = 0.1151292546 s, to its precision.
$ mlsys serving --arrival 160req/s --svc 5ms --queue mmc --columns Q_req,T_svc,mu_eff,rho_serv,P_wait,W_q,T_lat,stable -f csv
Q_req,T_svc,mu_eff,rho_serv,P_wait,W_q,T_lat,stable
4,0.005,200,0.8,0.8,0.02,0.025,true
$ mlsys serving --arrival 160req/s --svc 5ms --queue mmc --columns T_p50,T_p99 -f csv
= rtol 1e-8
T_p50,T_p99
0.01732867951,0.1151292546
$ mlsys serving --arrival 160req/s --svc 5ms --queue mmc -f json
~ "queue": "mmc", "svc_cv": 1, "Q_req": 4,
~ "stable": true, "meets_slo": null, "batch_best": null, "replicas_min": null
# rho_serv >= 1 is a result, not an error: stable is false and the latency keys are empty.
$ mlsys serving --arrival 300req/s --svc 5ms -f csv
lambda_arr,batch,replicas,queue,svc_cv,Q_req,T_svc,mu_eff,rho_serv,P_wait,W_q,T_lat,T_p50,T_p99,TTFT,TTFT_p99,TPOT,stable,meets_slo,batch_best,replicas_min,batching,T_step,TTFT_p50,TTFT_p90,TPOT_p50,TPOT_p90,TPOT_p99,T_p90,tokens_per_s,input_tokens_per_s,devices,power,J_per_token,USD_per_Mtok,tp,ep,pp
300,1,1,mgc,0,,0.005,200,1.5,,,,,,,,,false,,,,static,,,,,,,,,,,,,,,,
$ mlsys serving --arrival 300req/s --svc 5ms --columns rho_serv,stable,T_lat
symbol    meaning                                                         value
rho_serv  λ_arr/(c·mu_eff): serving utilization                           150 %
stable    rho_serv < 1; when false the queue grows and no latency exists  false
T_lat     mean time in the system, arrival to last token                  -
note: queue M/G/c: Poisson arrivals; each replica serves batches of B; T_svc has coefficient of variation svc_cv (0: constant); W_q = the M/M/c wait·(1 + svc_cv²)/2 (Allen-Cunneen); percentiles: that wait, exponential past P_wait, plus the service time (docs/serving.md)
note: rho_serv >= 1: not stable, the queue grows without bound
# Two replicas take it: a = 1.5, B(1) = 0.6, B(2) = 0.9/2.9 = 0.3103, C = 0.3103/(1 −
# 0.75·0.6897) = 0.6429, W_q(M/M/2) = 0.6429/(400 − 300) = 6.429 ms.
$ mlsys serving --arrival 300req/s --svc 5ms --replicas 2 --queue mmc --columns rho_serv,P_wait,W_q
symbol    meaning                                                                                value
rho_serv  λ_arr/(c·mu_eff): serving utilization                                                  75 %
P_wait    probability a request waits: Erlang C(c, λ_arr/mu_eff), or for a KV slot (continuous)  64.29 %
W_q       mean wait: P_wait/(c·mu_eff - λ_arr)·(1 + svc_cv²)/2, or for a KV slot (continuous)    6.429 ms
note: queue M/M/c: Poisson arrivals; each replica serves batches of B; service time exponential with mean T_svc (Erlang C, exact)
# Many replicas: Erlang C stays finite (no factorials) at c = 10,000. By hand, with the
# Erlang B recursion B(k) = a·B(k-1)/(k + a·B(k-1)) from B(0) = 1 at a = 9,900 (Python,
# 10,000 steps): B = 0.0028581267, C = B/(1 - ρ(1 - B)) at ρ = 0.99 = 0.2227769 = 22.2777 %.
$ mlsys serving --arrival 9900req/s --svc 1s --replicas 10000 --columns P_wait --digits 6
22.2777 %
# With --svc the SLO search serves batches of --batch alone; one past 2^53,
# where B - 1 == B in a double, is refused (it once made the search spin).
$ mlsys serving --arrival 160req/s --svc 5ms --slo 20ms --batch 1e200
! mlsys serving: --batch: with --svc the SLO search serves batches of --batch, at most 2^53 = 9007199254740992: give a smaller one
? 2
