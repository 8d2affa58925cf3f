# T_svc(B), TTFT(B) and TPOT(B) from the iron law (T = O/R_peak + D_vol/BW + L_lat, serialised):
# Llama 3.1 8B on an H100 (data/workloads/llama3-8b.yaml, data/hardware/h100-sxm.yaml: 989
# TFLOP/s fp16, 3.35 TB/s, 10 us launch), B = 8, 1,000 prompt tokens, 100 output tokens, fp16;
# KV cache 2·32 layers·8 kv heads·128·2 B = 131,072 B per token:
#   TTFT, the prefill: O = 8 (2*8.03e9*1000 + 2*32*4096*1000^2) = 1.30579e14 FLOP -> 132.032 ms;
#            D_vol = 16.06e9 + 8*131,072*1000 = 17.1086e9 B -> 5.10704 ms; + 10 us = 137.1465 ms
#   TPOT, one decode step at the mean context of the 99 decode steps, 1000 + 100/2 = 1050:
#            O = 8 (2*8.03e9 + 4*32*4096*1050) = 1.32884e11 FLOP -> 0.134362 ms;
#            D_vol = 16.06e9 + 8*131,072*1050 = 17.1610e9 B -> 5.12269 ms; + 10 us = 5.26705 ms
#   T_svc = TTFT + 99·TPOT = 137.1465 + 521.438 = 658.584 ms
# The TTFT key is the mean time to the first token, W_q + 137.1465 ms: at 10 /s, μ_eff =
# 8/0.658584 = 12.14726 /s, ρ = C = 0.823231, θ = 2·(12.14726 − 10) = 4.29452 /s, W_q = C/θ
# = 191.693 ms, so TTFT = 328.84 ms.
$ mlsys serving --arrival 10req/s --hw h100 --workload llama3-8b --batch 8 --prompt 1000 --output-tokens 100 --columns T_svc,TTFT,TPOT -f csv
= rtol 1e-5
T_svc,TTFT,TPOT
0.658584,0.32884,0.00526705
$ mlsys serving --arrival 10req/s --hw h100 --workload llama3-8b --batch 8 --prompt 1000 --output-tokens 100 --columns T_svc
658.6 ms
$ mlsys serving --arrival 10req/s --hw h100 --workload llama3-8b --batch 8 --prompt 1000 --output-tokens 100 --columns T_svc,TPOT
symbol  meaning                                                                 value
T_svc   T_svc(B): time to serve one batch                                       658.6 ms
TPOT    TPOT(B): time per output token, one decode step (with --hw/--workload)  5.267 ms
note: T_svc(B) = TTFT + (--output-tokens - 1)·TPOT by the iron law: TTFT the prefill of the batch's prompts, TPOT one decode step at the mean context
note: queue M/G/c: Poisson arrivals; each replica serves batches of B; T_svc has coefficient of variation svc_cv (0: constant); W_q = the M/M/c wait·(1 + svc_cv²)/2 (Allen-Cunneen); percentiles: that wait, exponential past P_wait, plus the service time (docs/serving.md)
# One output token: no decode step, so T_svc is the prefill (B = 1, 512 tokens: 13.2077 ms)
# and TPOT is absent; no output token (a prefill-only request): no TTFT either.
$ mlsys serving --arrival 10req/s --hw h100 --workload llama3-8b --output-tokens 1 --columns T_svc,TPOT -f csv
= rtol 1e-5
T_svc,TPOT
0.0132077,
$ mlsys serving --arrival 10req/s --hw h100 --workload llama3-8b --output-tokens 0 --columns T_svc,TTFT,TTFT_p99,TPOT -f csv
= rtol 1e-5
T_svc,TTFT,TTFT_p99,TPOT
0.0132077,,,
$ mlsys serving --arrival 10req/s --hw h100 --svc 1s
! mlsys serving: --hw and --workload go together
? 2
$ mlsys serving --arrival 10req/s --hw h100 --workload llama3-8b --svc 1s
! mlsys serving: give --hw/--workload or a service time (--svc, --svc-base, --latency), not both
? 2
$ mlsys serving --arrival 10req/s --hw h100 --workload llama3-8b --latency 1s
! mlsys serving: give --hw/--workload or a service time (--svc, --svc-base, --latency), not both
? 2
$ mlsys serving --arrival 10req/s --hw h100 --workload resnet50
! mlsys serving: --workload: phase prefill needs a transformer (layers, hidden, heads and parameters) or an SSM (layers, ssm_state); this workload has only FLOPs per sample; use --phase infer or train
? 2
