# T_svc(B), TTFT(B) and TPOT(B) of one replica come from the inference model of
# mlsys infer (tests/cli/infer/infer.t checks that model by hand, docs/validation.md
# against published measurements): for a static batch of B requests, TTFT(B) is
# the prefill of the B prompts together (infer's T_prefill_batch), TPOT(B) one
# decode step at the mean context (infer's T_step), T_svc = TTFT + (out - 1) TPOT.
# Llama 3.1 8B on an H100, B = 16, 1,000 prompt and 100 output tokens, 10 /s.
# Second computation, in jq, from the two commands' rows: the ratios below are 1 when
# serving took infer's figures and evaluated the M/D/1 queue (one replica, constant
# service) by its closed forms: mu = B/T_svc, rho = 10/mu, W_q = rho/(2 (mu - 10))
# (Pollaczek-Khinchine), the mean TTFT = W_q + TTFT(B), and the P99 = T_svc +
# ln(rho/0.01)/(2 (mu - 10)) (the wait exponential past P_wait = rho).
$ jq -rn --argjson s "$(mlsys serving --batching static --arrival 10req/s --hw h100 --workload llama3-8b --batch 16 --prompt 1000 --output-tokens 100 -f json)" --argjson i "$(mlsys infer --hw h100 --workload llama3-8b --batch 16 --prompt 1000 --output-tokens 100 -f json)" '$s.rows[0] as $a | $i.rows[0] as $b | (16 / $a.T_svc) as $mu | [($a.TPOT / $b.T_step), ($a.T_svc / ($b.T_prefill_batch + 99 * $b.T_step)), ($a.rho_serv / (10 / $mu)), ($a.W_q / ($a.rho_serv / (2 * ($mu - 10)))), (($a.TTFT - $a.W_q) / $b.T_prefill_batch), ($a.T_p99 / ($a.T_svc + (($a.rho_serv / 0.01) | log) / (2 * ($mu - 10))))] | @csv'
= rtol 1e-12
1,1,1,1,1,1
# The device's figures: what the model assumed, as notes.
$ mlsys serving --batching static --arrival 10req/s --hw h100 --workload llama3-8b --batch 16 --prompt 1000 --output-tokens 100 --columns batch,stable
symbol  meaning                                                                                                          value
batch   B per batch (static; with an SLO target batch_best), or n, the mean sequences decoding per replica (continuous)  16
stable  rho_serv < 1; when false the queue grows and no latency exists                                                   true
note: precision bf16 (default; --precision)
note: engine fused (TensorRT-LLM, vLLM class; default; --engine): 50 us launches per layer, 20 us sampling per forward pass, 1.5 ms per prefill call
note: T_svc(B) = TTFT + (--output-tokens - 1)·TPOT for a static batch by the inference model of mlsys infer: TTFT the prefill of the batch's prompts, TPOT one decode step at the mean context
note: queue M/G/c: Poisson arrivals; each replica serves batches of B; T_svc has coefficient of variation svc_cv (0: constant); W_q = the M/M/c wait·(1 + svc_cv²)/2 (Allen-Cunneen); percentiles: that wait, exponential past P_wait, plus the service time (docs/serving.md)
# One output token: no decode step, so T_svc is the prefill alone and TPOT is absent.
$ jq -rn --argjson s "$(mlsys serving --batching static --arrival 10req/s --hw h100 --workload llama3-8b --output-tokens 1 -f json)" --argjson i "$(mlsys infer --hw h100 --workload llama3-8b --output-tokens 1 -f json)" '[($s.rows[0].T_svc / $i.rows[0].T_prefill_batch), $s.rows[0].TPOT] | @csv'
= rtol 1e-12
1,
# A replica of t devices: Llama 3.1 70B does not fit one H100 (141 GB of bf16 weights
# against 80 GiB), so it is an error naming the remedies; on t = 4 the replica's
# figures are infer's at --tp 4.
$ mlsys serving --batching static --arrival 1req/s --hw h100 --workload llama70b
! mlsys serving: the weights alone do not fit: 141.1 GB a device against 77.31 GB (--mem-util 0.9 of 85.9 GB): give more --tp or --pp, a smaller --precision or a device with more memory
? 2
# Weights that fit but no room for one sequence's KV cache (2,000,000 tokens of
# Llama 3 8B, 262 GB): the error names the KV cache.
$ mlsys serving --batching static --arrival 1req/s --hw h100 --workload llama3-8b --prompt 1999872
! mlsys serving: the KV cache of one sequence does not fit beside the weights on 1 device: give more --tp, a smaller --precision or fewer tokens
? 2
$ jq -rn --argjson s "$(mlsys serving --batching static --arrival 1req/s --hw h100 --workload llama70b --tp 4 --batch 4 -f json)" --argjson i "$(mlsys infer --hw h100 --workload llama70b --tp 4 --batch 4 -f json)" '[($s.rows[0].TPOT / $i.rows[0].T_step), ($s.rows[0].T_svc / ($i.rows[0].T_prefill_batch + 127 * $i.rows[0].T_step))] | @csv'
= rtol 1e-12
1,1
# A batch above what the KV cache holds cannot be served, so it has no queue: an
# error, not a "stable" verdict for a batch that does not fit. 730 sequences of
# 640 tokens fit beside Llama 3.1 8B's weights (tests/cli/infer/infer.t, by hand);
# 730 itself is served.
$ mlsys serving --batching static --arrival 10req/s --hw h100 --workload llama3-8b --batch 1000 --columns batch -f json
! mlsys serving: --batch: B = 1000 exceeds batch_max = 730, the sequences whose KV cache fits beside the weights: give --batch 730 or less, or more --tp
? 2
$ mlsys serving --batching static --arrival 1/s --hw h100 --workload llama3-8b --batch 1e18
! mlsys serving: --batch: B = 1e+18 exceeds batch_max = 730, the sequences whose KV cache fits beside the weights: give --batch 730 or less, or more --tp
? 2
$ mlsys serving --batching static --arrival 10req/s --hw h100 --workload llama3-8b --batch 730 --columns batch -f csv
batch
730
# The SLO search stops at batch_max: with --max-batch 4096 it tries no batch above 730.
$ mlsys serving --batching static --arrival 10req/s --hw h100 --workload llama3-8b --slo 1000s --max-batch 4096 --columns batch_best -f json
~ "the SLO search stops at batch_max = 730, the sequences whose KV cache fits \(mlsys infer\)"
~ "batch_best": 730
# A row past the capacity has no rates, but its deployment is the one given: 3
# replicas of one H100 are 3 devices, t = p = e = 1, static or continuous.
$ mlsys serving --batching static --hw h100 --workload llama3-8b --arrival 10req/s --batch 1 -f csv --no-header --columns stable,tp,pp,ep,devices,T_lat
false,1,1,1,1,
$ mlsys serving --hw h100 --workload llama3-8b --arrival 10000req/s --replicas 3 -f csv --no-header --columns stable,tp,pp,ep,devices,T_lat
false,1,1,1,3,
