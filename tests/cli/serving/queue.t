# The default queue: M/G/c with svc_cv 0, deterministic service (M/D/c). docs/worked-examples.md
# #22 with a constant 5 ms at ρ = 0.8 (160 /s), an M/D/1: the Pollaczek–Khinchine mean wait,
# exact, ρ/(2μ(1 − ρ)) = 0.8/(2·200·0.2) = 10 ms, half of M/M/1's 20 ms; T_lat = 15 ms;
# Q_req = 160·0.015 = 2.4. Percentiles by the stated approximation: P(W > t) = 0.8·e^(−80t)
# (rate 2·(200 − 160)), plus exactly 5 ms of service: P50 = 5 ms + ln(0.8/0.5)/80 = 10.87505 ms,
# P99 = 5 ms + ln(0.8/0.01)/80 = 5 + 54.77533 = 59.77533 ms (the exact M/D/1 P99 is 56.78 ms,
# docs/serving.md: 5 % on the safe side).
$ mlsys serving --arrival 160req/s --svc 5ms --columns queue,svc_cv,Q_req,W_q,T_lat,T_p50,T_p99 -f csv
= rtol 1e-6
queue,svc_cv,Q_req,W_q,T_lat,T_p50,T_p99
mgc,0,2.4,0.01,0.015,0.01087505,0.05977533
# --queue mdc is the same queue by name; the note says which queue answered.
$ mlsys serving --arrival 160req/s --svc 5ms --queue mdc --columns queue,svc_cv,W_q,T_p99
symbol  meaning                                                                              value
queue   queue model: mgc, mdc or mmc (--queue)                                               mdc
svc_cv  cv_s: coefficient of variation of T_svc (mdc 0, mmc 1)                               0
W_q     mean wait: P_wait/(c·mu_eff - λ_arr)·(1 + svc_cv²)/2, or for a KV slot (continuous)  10 ms
T_p99   99th percentile of time in the system                                                59.78 ms
note: queue M/D/c: Poisson arrivals; each replica serves batches of B in exactly T_svc; W_q = half the M/M/c wait (Allen-Cunneen; exact for c = 1); percentiles: that wait, exponential past P_wait, plus T_svc
# Near saturation the approximation comes closer: ρ = 0.95 (190 /s), P99 = 5 ms + ln(95)/20
# = 5 + 227.6938 = 232.6938 ms; the exact M/D/1 value is 45.937766·5 ms = 229.69 ms (1.3 %).
$ mlsys serving --arrival 190req/s --svc 5ms --columns T_p99 -f csv
= rtol 1e-6
T_p99
0.2326938
# M/G/c by Allen–Cunneen: W_q = W_q(M/M/c)·(1 + cv²)/2. At svc_cv 1 it is M/M/c to the digit
# (20 ms, ln 2/40 = 17.3287 ms, ln 100/40 = 115.129 ms); at 0.5, 20·1.25/2 = 12.5 ms; at 2,
# the Pollaczek–Khinchine mean for M/G/1, λE[S²]/(2(1 − ρ)) = 160·(5·25e-6)/0.4 = 50 ms.
$ mlsys serving --arrival 160req/s --svc 5ms --svc-cv 1 --columns W_q,T_p50,T_p99 -f csv
= rtol 1e-9
W_q,T_p50,T_p99
0.02,0.01732867951,0.1151292546
$ mlsys serving --arrival 160req/s --svc 5ms --svc-cv 0,0.5,1,2 --columns svc_cv,W_q,T_lat -f csv
= rtol 1e-12
svc_cv,W_q,T_lat
0,0.01,0.015
0.5,0.0125,0.0175
1,0.02,0.025
2,0.05,0.055
# Two replicas, constant service: C(2, 1.5) = 9/14 = 0.642857 (basic.t), half the M/M/2 wait
# 6.429 ms = 3.2143 ms; P99 = 5 ms + ln(0.642857/0.01)/(2·(400 − 300)) = 5 + 20.8167 ms.
$ mlsys serving --arrival 300req/s --svc 5ms --replicas 2 --columns P_wait,W_q,T_p99 -f csv
= rtol 1e-6
P_wait,W_q,T_p99
0.6428571,0.003214286,0.0258167
# The issue's fixed 100 ms at 0.1 % load (0.01 /s): P_wait = 0.001 < 1 %, so with constant
# service P99 is the 100 ms of service itself; M/M/c puts it at ln 100/(10 − 0.01) = 460.978 ms.
$ mlsys serving --arrival 0.01req/s --svc 100ms --queue mdc,mmc --columns queue,T_p99 -f csv
= rtol 1e-6
queue,T_p99
mdc,0.1
mmc,0.460978
