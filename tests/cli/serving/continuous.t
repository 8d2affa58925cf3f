# Continuous batching (docs/serving.md, "Continuous batching").
#
# A measured engine by hand: T_step(n) = 20 ms + 0.2 ms·n, τ_p = 0.02 ms per
# prompt token, P = 512, O = 64, λ = 10/s on one replica of N = 256 slots.
#   TPOT(n) = T_step(n) + (n/O)·P·τ_p = 0.02 + 0.0002 n + n·0.00016 = 0.02 + 0.00036 n
#   n = λ·O·TPOT(n) = 640·(0.02 + 0.00036 n) = 12.8 + 0.2304 n  ->  n = 12.8/0.7696 = 16.63201663
#   TPOT = 0.02 + 0.00036·16.63201663 = 0.02598752599 s; T_step = 0.02 + 0.0002 n = 0.02332640333 s
#   mu_eff = N/(O·TPOT(N)) = 256/(64·(0.02 + 0.00036·256)) = 256/(64·0.11216) = 35.66333809 /s
#   rho_serv = 10/35.66333809 = 0.2804; tokens_per_s = λ·O = 640, input λ·P = 5120
$ mlsys serving --arrival 10/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --prompt 512 --output-tokens 64 --columns batch,TPOT,T_step,mu_eff,rho_serv,tokens_per_s,input_tokens_per_s -f csv --no-header
= rtol 1e-9
16.63201663,0.02598752599,0.02332640333,35.66333809,0.2804,640,5120
# Beyond what N slots decode, N/(O·TPOT(N)) = 35.66/s: not stable, no latency.
$ mlsys serving --arrival 36/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --prompt 512 --output-tokens 64 --columns stable,TTFT -f csv --no-header
false,
# Halving the slots halves what they hold: N = 128, TPOT(128) = 0.02 + 0.00036·128 = 0.06608 s,
# mu_eff = 128/(64·0.06608) = 30.26634383 /s.
$ mlsys serving --arrival 10/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --prompt 512 --output-tokens 64 --max-batch 128 --columns mu_eff -f csv --no-header
= rtol 1e-9
30.26634383
# On a device the TPOT at the load's concurrency n is mlsys infer's mean step at
# that batch, B / tokens_per_s: the decode step and the prompts of the n/O
# requests arriving a step (in an open system a request sees n others' arrivals
# over its life, Little's law; infer's closed batch of B, where each sequence sees
# the other B - 1's, reports that one share less as its TPOT). n is a mean, not a
# whole number, so it lies between infer's mean step at floor(n) and at ceil(n)
# (which rises with the batch).
$ s=$(mlsys serving --arrival 20req/s --hw h100 --workload llama3-8b --columns batch,TPOT -f csv --no-header); n=${s%,*}; lo=$(mlsys infer --hw h100 --workload llama3-8b --batch $(awk -v n=$n 'BEGIN{print int(n)}') --columns batch,tokens_per_s -f csv --no-header | awk -F, '{printf "%.17g\n", $1 / $2}'); hi=$(mlsys infer --hw h100 --workload llama3-8b --batch $(awk -v n=$n 'BEGIN{print int(n)+1}') --columns batch,tokens_per_s -f csv --no-header | awk -F, '{printf "%.17g\n", $1 / $2}'); awk -v t=${s#*,} -v lo=$lo -v hi=$hi 'BEGIN{print (t >= lo && t <= hi) ? "between" : "outside"}'
between
# A device's τ_p: chunked, infer's T_prefill_token (the prompt's tokens packed into
# the iterations), so TPOT = T_step + (n/O)·P·T_prefill_token with serving's own n
# and T_step (the second method: the formula of docs/serving.md on infer's key).
$ s=$(mlsys serving --arrival 20req/s --hw h100 --workload llama3-8b --columns batch,T_step,TPOT -f csv --no-header); tau=$(mlsys infer --hw h100 --workload llama3-8b --columns T_prefill_token,prompt,output_tokens -f csv --no-header); echo "$s,$tau" | awk -F, '{d = $2 + $1 / $6 * $5 * $4 - $3; print (d < 1e-9 * $3 && d > -1e-9 * $3) ? "packed" : "other"}'
packed
# With --chunk 0 each prefill is a forward pass of its own, streaming the weights
# again: τ_p is a prompt's own prefill per token, dearer, so the same load decodes
# more slowly.
$ a=$(mlsys serving --arrival 20req/s --hw h100 --workload llama3-8b --columns TPOT -f csv --no-header); b=$(mlsys serving --arrival 20req/s --hw h100 --workload llama3-8b --chunk 0 --columns TPOT -f csv --no-header); awk -v a=$a -v b=$b 'BEGIN{print (b > a) ? "dearer" : "not dearer"}'
dearer
# The SLO search agrees with infer's curve: of the batches whose TPOT meets
# the target, the one of most requests_per_s carries that rate per replica
# (tests/serving_counts.py does the same over 162 configurations), so the
# load needs ceil(λ/rate) replicas; serving's count (its TPOT target on the 99th
# percentile, and TTFT too) is within one of it. Llama-3-70B on 8 H100 at
# 50 req/s, TPOT 50 ms (static batches, --batching static, need 5).
$ c=$(mlsys serving --hw h100 --workload llama70b --tp 8 --arrival 50req/s --slo-ttft 1s --slo-tpot 50ms --columns replicas_min -f csv --no-header); i=$(mlsys infer --hw h100 --workload llama70b --tp 8 --batch 1..256 --columns TPOT,requests_per_s -f csv --no-header | awk -F, '$1 <= 0.05 && $2 > r {r=$2} END {c = 50/r; print (c == int(c)) ? c : int(c) + 1}'); awk -v a=$c -v b=$i 'BEGIN{d = a - b; print (d <= 1 && d >= -1) ? "within one" : "apart"}'
within one
# Llama-3-8B on single H100s at 1000 req/s (static batches, --batching static, need 28).
$ c=$(mlsys serving --hw h100 --workload llama3-8b --arrival 1000req/s --slo-ttft 1s --slo-tpot 50ms --columns replicas_min -f csv --no-header); i=$(mlsys infer --hw h100 --workload llama3-8b --batch 1..256 --columns TPOT,requests_per_s -f csv --no-header | awk -F, '$1 <= 0.05 && $2 > r {r=$2} END {c = 1000/r; print (c == int(c)) ? c : int(c) + 1}'); awk -v a=$c -v b=$i 'BEGIN{d = a - b; print (d <= 1 && d >= -1) ? "within one" : "apart"}'
within one
# More replicas never raise a figure: the row the search recommends meets
# the targets and one replica fewer does not.
$ c=$(mlsys serving --hw h100 --workload llama70b --tp 8 --arrival 50req/s --slo-ttft 1s --slo-tpot 50ms --columns replicas,meets_slo -f csv --no-header); echo ${c#*,}; mlsys serving --hw h100 --workload llama70b --tp 8 --arrival 50req/s --replicas $((${c%,*} - 1)) --columns stable,TTFT_p99,TPOT_p99 -f csv --no-header | awk -F, '{print ($1 == "true" && $2 <= 1 && $3 <= 0.05) ? "meets" : "misses"}'
true
misses
# Cost of the deployment: devices = c·t = 16; at 2.5 USD per device-hour
# and λ·O = 50·128 = 6400 tokens/s: 16·2.5/3600/6400·1e6 = 1.736111111 USD per Mtok.
$ mlsys serving --hw h100 --workload llama70b --tp 8 --arrival 50req/s --replicas 2 --price 2.5USD/h --output-tokens 128 --columns devices,tokens_per_s,USD_per_Mtok -f csv --no-header
= rtol 1e-9
16,6400,1.736111111
# Given power: J per token = 16·700 W/6400 tokens/s = 1.75 J.
$ mlsys serving --hw h100 --workload llama70b --tp 8 --arrival 50req/s --replicas 2 --power 700W --output-tokens 128 --columns power,J_per_token -f csv --no-header
= rtol 1e-9
700,1.75
# Nothing meets an impossible target: the row is --replicas and a note gives
# what each targeted figure reaches on nearly idle replicas.
$ mlsys serving --hw h100 --workload llama3-8b --arrival 10req/s --slo-tpot 1ms --columns meets_slo -f json | jq -r '.rows[0].meets_slo, (.notes[] | select(startswith("SLO: no count")) | test("at 10000 \\(each nearly idle\\) the figures are TPOT_p99 [0-9.]+ ms"))'
false
true
# Prefill as separate iterations (--chunk 0) runs too.
$ mlsys serving --hw h100 --workload llama3-8b --arrival 10req/s --chunk 0 --columns batching,stable -f csv --no-header
continuous,true
# Errors: options of the other batching, and a budget below the slots.
$ mlsys serving --arrival 10/s --hw h100 --workload llama3-8b --batch 4
! mlsys serving: --batch is a static batch: continuous batching sets each replica's concurrency from the load (cap it with --max-batch), or give --batching static
? 2
$ mlsys serving --arrival 10/s --hw h100 --workload llama3-8b --queue mmc
! mlsys serving: --queue and --svc-cv describe the queue of static batches: give --batching static
? 2
$ mlsys serving --arrival 10/s --hw h100 --workload llama3-8b --svc-cv 1
! mlsys serving: --queue and --svc-cv describe the queue of static batches: give --batching static
? 2
$ mlsys serving --arrival 10/s --hw h100 --workload llama3-8b --chunk 100
! mlsys serving: --chunk: the budget of 100 tokens per iteration leaves no room for a prompt beside 256 decoding sequences: give --chunk above 256 (or 0: separate prefill), or a smaller --max-batch
? 2
# A budget no iteration can fill is said: 256 slots (--max-batch's default) each
# taking a new prompt of 512 tokens (--prompt's default) pack 256 x 513 = 131,328
# tokens, the decode token included; 131,329 never binds, 131,328 can. Only a
# given --chunk is noted (the default 8,192 binds here).
$ mlsys serving --arrival 10/s --hw h100 --workload llama3-8b --chunk 131329 | grep "never binds"
note: --chunk 131329 never binds: an iteration of 256 slots holds at most 131328 tokens, every slot taking a new prompt of 512 (the KV cache, not the budget, limits the prefill)
$ mlsys serving --arrival 10/s --hw h100 --workload llama3-8b --chunk 131328 | grep -c 'never binds'
0
? 1
# The SLO search over tensor-parallel degrees (no --tp) says it too, and the
# slots the KV cache leaves: the notes of the degree it keeps are that
# degree's own, as --tp given (it keeps t 1 here; both runs' notes compared).
$ mlsys serving --arrival 10/s --hw h100 --workload llama3-8b --chunk 131329 --slo-ttft 2s | grep -c "never binds"
1
$ mlsys serving --arrival 10/s --hw h100 --workload llama3-8b --max-batch 4096 --prompt 8000 --slo-ttft 2s -f json | jq -r '.rows[0].tp, (.notes[] | select(startswith("slots per replica")))' > search.txt; mlsys serving --arrival 10/s --hw h100 --workload llama3-8b --max-batch 4096 --prompt 8000 --slo-ttft 2s --tp 1 -f json | jq -r '.rows[0].tp, (.notes[] | select(startswith("slots per replica")))' | diff - search.txt && wc -l < search.txt
2
$ mlsys serving --arrival 10/s --svc 1s --batching continuous
! mlsys serving: continuous batching needs step times, not a batch's service time: give --hw/--workload or --step-base/--step-per-seq with --prefill-per-token, or --batching static
? 2
$ mlsys serving --arrival 10/s --step-base 1ms --batching static
! mlsys serving: --step-base, --step-per-seq, --prefill-per-token and --prefill-per-iter describe continuous batching: give --svc-base/--svc-per-item for static batches
? 2
$ mlsys serving --arrival 10/s --step-base 1ms
! mlsys serving: a measured engine needs --prefill-per-token and --step-base or --step-per-seq (T_step(n) = step-base + step-per-seq·n)
? 2
$ mlsys serving --arrival 10/s --svc 1s --chunk 100
! mlsys serving: --chunk is the token budget of continuous batching: drop it or give --batching continuous
? 2
$ mlsys serving --arrival 10/s --svc 1s --price 2USD/h
! mlsys serving: --price, --power, --power-limit, --kv-precision and --expert-precision need the devices of a replica: give --hw and --workload
? 2
$ mlsys serving --arrival 10/s --step-base 0s --prefill-per-token 1ms
! mlsys serving: T_step(n) = --step-base + --step-per-seq·n must be greater than zero: give either above 0 s
? 2
$ mlsys serving --arrival 10/s --step-base 1ms --prefill-per-token 1ms --hw h100 --workload llama3-8b
! mlsys serving: give --hw/--workload or a service time (--svc, --svc-base, --step-base, --latency), not both
? 2
$ mlsys serving --arrival 10/s --step-base 1ms --prefill-per-token 1ms --output-tokens 1 --slo-tpot 1ms
! mlsys serving: --slo-tpot needs --output-tokens 2 or more (a time between tokens)
? 2
$ mlsys serving --arrival 10/s --hw h100 --workload llama3-8b --power 2000W
! mlsys serving: --power: 2000 W is more than twice the device's TDP of 700 W; give the power one device draws
? 2
# --find arrival: the most load --replicas carry within the targets; the row
# meets them and twice the load does not (figures rise with the load, though
# not smoothly: the Poisson quantiles step).
$ r=$(mlsys serving --arrival 100/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --prompt 512 --output-tokens 64 --slo-tpot 40ms --find arrival --columns lambda_arr,meets_slo -f csv --no-header); echo ${r#*,}; l=$(awk -v r=${r%,*} 'BEGIN{print r * 2}'); mlsys serving --arrival ${l}/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --prompt 512 --output-tokens 64 --columns stable,TPOT_p99 -f csv --no-header | awk -F, '{print ($1 == "true" && $2 <= 0.04) ? "true" : "false"}'
true
false
$ mlsys serving --arrival 100/s --step-base 20ms --prefill-per-token 0.02ms --find arrival
! mlsys serving: --find arrival needs a target: give --slo, --slo-ttft or --slo-tpot
? 2
$ mlsys serving --arrival 100/s --svc 20ms --find arrival --slo 1s
! mlsys serving: --find goes with continuous batching (static: the search finds replicas and batch)
? 2
# Without --tp the search also tries t = 1, 2, 4, 8 (and across nodes 16, 32, 64) and
# keeps the fewest devices. Second
# method: each degree given as --tp, its replicas_min times t (Llama-3-70B does not fit one
# H100 at these lengths: from t = 2), the least of them.
$ mlsys serving --hw h100 --workload llama70b --arrival 50req/s --slo-ttft 1s --slo-tpot 50ms --columns devices -f csv --no-header; for t in 2 4 8 16 32 64; do mlsys serving --hw h100 --workload llama70b --tp $t --arrival 50req/s --slo-ttft 1s --slo-tpot 50ms --columns replicas_min,tp -f csv --no-header; done | awk -F, '{d = $1 * $2; if (m == "" || d < m) m = d} END {print m}'
16
16
# A model no node holds is served across nodes: Llama 3 405B in bf16 is 810 GB of
# weights (405e9 x 2 B), more than 8 H100 hold (8 x 85.9 GB = 687 GB), so a
# replica takes two nodes, 16 devices (t 16, or t 8 over p 2; 50.6 GB a device),
# over InfiniBand NDR.
$ mlsys serving --hw h100 --workload llama3-405b --arrival 2req/s --slo-ttft 2s --slo-tpot 100ms --columns tp,pp,devices -f csv --no-header | awk -F, '{print $1 * $2, $3}'
16 16
# When no degree holds the weights and one sequence (RTX 4090 nodes of 6 have no
# fabric between them, and 6 x 24 GB is far below 810 GB), the search says so,
# with what stopped two devices: 811.7 GB of bf16 over 2 is 405.9 GB against
# 0.9 x 24 GiB = 23.19 GB.
$ mlsys serving --hw rtx4090 --workload llama3-405b --arrival 1req/s --slo-ttft 1s --slo-tpot 100ms
! mlsys serving: --tp: no layout tried (t 1 to 64 dividing the heads, p 1 to 8, t p at most 64) holds the weights and one sequence's KV cache: give a smaller --precision, fewer tokens, a device with more memory, or --fabric for degrees across nodes; at t 2: the weights alone do not fit: 405.9 GB a device against 23.19 GB (--mem-util 0.9 of 25.77 GB): give more --tp or --pp, a smaller --precision or a device with more memory
? 2
# A T4 has no link to another in the catalog, so no degree above 1 was tried: the
# error says so (Llama 3 8B's 16 GB of bf16 does not fit one T4's 0.9 x 16 GB).
$ mlsys serving --hw t4 --workload llama3-8b --arrival 0.1req/s --slo-ttft 500ms --slo-tpot 30ms
! mlsys serving: --tp: no layout tried (t 1 to 64 dividing the heads, p 1 to 8, t p at most 64) holds the weights and one sequence's KV cache: give a smaller --precision, fewer tokens, a device with more memory, or --fabric for degrees across nodes; at t 2: no link between the devices: give --intra-fabric NAME (the catalog's fabrics: mlsys catalog list fabrics)
? 2
# When no degree meets the targets, the row is the smallest degree that fits, and a note
# says what each needed.
$ mlsys serving --hw h100 --workload llama70b --arrival 50req/s --slo-tpot 1ms --columns tp,meets_slo -f json | jq -r '.rows[0].tp, .rows[0].meets_slo, (.notes[] | select(startswith("SLO: devices")))'
2
false
SLO: devices needed by each layout tried (no --tp): t 2 p 1: none, t 4 p 1: none, t 8 p 1: none, t 16 p 1: none, t 32 p 1: none, t 64 p 1: none, t 1 p 2: none, t 2 p 2: none, t 4 p 2: none, t 8 p 2: none, t 16 p 2: none, t 32 p 2: none, t 1 p 4: none, t 2 p 4: none, t 4 p 4: none, t 8 p 4: none, t 16 p 4: none, t 1 p 8: none, t 2 p 8: none, t 4 p 8: none, t 8 p 8: none (1 more did not set up; the first, t 1 p 1: the weights alone do not fit: 141.1 GB a device against 77.31 GB (--mem-util 0.9 of 85.9 GB): give more --tp or --pp, a smaller --precision or a device with more memory); none meets the targets: the row is the smallest layout that fits, t = 2 p = 1
# On a device the slots are the sequences whose KV cache fits at their mean
# context (a paged cache holds the tokens in flight): Llama 3.1 8B on one H100
# holds 789 at 512 + 129/2 tokens each (tests/cli/infer/infer.t, by hand),
# not the 730 whose whole 640 tokens fit, so --max-batch 4096 is cut to 789.
$ mlsys serving --arrival 50req/s --hw h100 --workload llama3-8b --max-batch 4096
~ ^note: slots per replica = batch_max_inflight = 789, the sequences whose KV cache fits at their mean context, prompt \+ \(output \(1 \+ cv\^2\) \+ 1\)/2 tokens \(mlsys infer\), below --max-batch$
# Expert parallelism, as mlsys infer: Mixtral 8x7B with e = 8 (one routed
# expert a device, attention in 8 groups of t = 1) puts 8 devices in a
# replica, so 3 replicas are 24 devices; the TPOT at the load's
# concurrency n lies between infer's mean step B / tokens_per_s at floor(n)
# and ceil(n), as on one device above (infer's own TPOT, a closed batch, is
# one prompt's share c_p/O less).
$ mlsys serving --arrival 20req/s --hw h100 --workload mixtral-8x7b --ep 8 --replicas 3 --columns ep,devices -f csv --no-header
8,24
$ s=$(mlsys serving --arrival 20req/s --hw h100 --workload mixtral-8x7b --ep 8 --columns batch,TPOT -f csv --no-header); n=${s%,*}; lo=$(mlsys infer --hw h100 --workload mixtral-8x7b --ep 8 --batch $(awk -v n=$n 'BEGIN{print int(n)}') --columns batch,tokens_per_s -f csv --no-header | awk -F, '{printf "%.17g\n", $1 / $2}'); hi=$(mlsys infer --hw h100 --workload mixtral-8x7b --ep 8 --batch $(awk -v n=$n 'BEGIN{print int(n)+1}') --columns batch,tokens_per_s -f csv --no-header | awk -F, '{printf "%.17g\n", $1 / $2}'); awk -v t=${s#*,} -v lo=$lo -v hi=$hi 'BEGIN{print (t >= lo && t <= hi) ? "between" : "outside"}'
between
# e must divide the routed experts (exit 2).
$ mlsys serving --arrival 20req/s --hw h100 --workload mixtral-8x7b --ep 3
! mlsys serving: --ep: e = 3 does not divide the 8 routed experts: take e a divisor of 8
? 2
# Redundant experts, as mlsys infer: DeepSeek-V3 on 72 H100 needs 32 copies (288
# slots, 4 a device); a replica is still 72 devices, and 16 copies do not divide.
$ mlsys serving --arrival 20req/s --hw h100 --workload deepseek-v3 --precision fp8 --ep 72 --redundant-experts 32 --prompt 2000 --output-tokens 500 --columns ep,devices,stable -f csv --no-header
72,72,true
$ mlsys serving --arrival 20req/s --hw h100 --workload deepseek-v3 --precision fp8 --ep 72 --redundant-experts 16
! mlsys serving: --ep: e = 72 does not divide the 272 expert slots (256 routed + 16 redundant): take e a divisor of 272, or r with e dividing 256 + r
? 2
$ mlsys serving --arrival 20req/s --hw h100 --workload mixtral-8x7b --redundant-experts 2
! mlsys serving: --redundant-experts: r = 2 redundant experts need expert parallelism: take e > 1, or r = 0
? 2
# Output lengths that vary (--output-cv, gamma about --output-tokens): the mean
# time in system is linear in the length, so with no wait for a slot it is the
# same as with equal lengths; the 99th percentile follows the long outputs (cv
# 1, exponential lengths: the 99th percentile length is 64 ln 100 = 295 tokens,
# 4.6 times the mean). The percentiles against a simulation: tests/des/.
$ a=$(mlsys serving --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --prompt 512 --output-tokens 64 --arrival 10req/s -f json | jq '.rows[0].T_lat'); b=$(mlsys serving --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --prompt 512 --output-tokens 64 --arrival 10req/s --output-cv 1 -f json | jq '.rows[0].T_lat'); jq -n "$b / $a"
= rtol 1e-9
1
$ mlsys serving --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --prompt 512 --output-tokens 64 --arrival 10req/s --output-cv 1 -f json | jq -r '.notes[] | select(startswith("output lengths"))'
output lengths of cv 1, gamma-distributed about --output-tokens: slots held M/G/N, T's and TPOT's percentiles over 26 strata of the lengths (TPOT's with one decode step an iteration); TTFT as at the mean length (docs/serving.md)
# With a device, the slots are infer's batch_max_inflight at the same spread:
# longer requests stay longer, so fewer fit (Llama 3 8B on an H100: 712 at cv 1).
$ n=$(mlsys infer --hw h100 --workload llama3-8b --output-cv 1 --columns batch_max_inflight -f csv --no-header); mlsys serving --arrival 50req/s --hw h100 --workload llama3-8b --max-batch 4096 --output-cv 1 | grep -c "batch_max_inflight = $n,"
1
# Refused: a spread outside 0..10, and with static batches.
$ mlsys serving --arrival 10req/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --output-cv 11
! mlsys serving: --output-cv: must be from 0 to 10
? 2
$ mlsys serving --arrival 10req/s --svc-base 20ms --svc-per-item 1ms --output-cv 1
! mlsys serving: --output-cv goes with continuous batching (a static batch of varying lengths lasts as its longest: give --svc-cv for the spread of its service time)
? 2
# --kv-precision and --power-limit reach the replica's set-up as in mlsys infer:
# an fp8 cache holds twice the sequences (the slots follow infer's
# batch_max_inflight), and a cap below the TDP slows the step (TPOT at the same
# load rises). Without a device there is nothing to apply them to (exit 2).
$ n=$(mlsys infer --hw h100 --workload llama3-8b --kv-precision fp8 --columns batch_max_inflight -f csv --no-header); mlsys serving --arrival 50req/s --hw h100 --workload llama3-8b --max-batch 4096 --kv-precision fp8 | grep -c "batch_max_inflight = $n,"
1
$ a=$(mlsys serving --arrival 20req/s --hw h100 --workload llama3-8b --columns TPOT -f csv --no-header); b=$(mlsys serving --arrival 20req/s --hw h100 --workload llama3-8b --power-limit 400W --columns TPOT -f csv --no-header); jq -n "$b > $a"
true
$ mlsys serving --arrival 10req/s --svc 5ms --power-limit 500W
! mlsys serving: --price, --power, --power-limit, --kv-precision and --expert-precision need the devices of a replica: give --hw and --workload
? 2
$ mlsys serving --arrival 10req/s --hw h100 --workload llama3-8b --power-limit 2000W
! mlsys serving: --power-limit: must be above 0 and at most twice h100-sxm's TDP, 1400 W; got 2000 W
? 2
# Near a replica's capacity the row says how sensitive it is: the note comes with a
# utilization (rho_serv, read from the same run) above 0.9 and not below it.
$ for l in 30 34; do mlsys serving --arrival ${l}/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --prompt 512 --output-tokens 64 -f json | jq -r '[(.rows[0].rho_serv > 0.9), (.notes | map(select(startswith("utilization "))) | length == 1)] | map(tostring) | join(" ")'; done
false false
true true
# Multi-step scheduling (vLLM --num-scheduler-steps): with 10 decode steps an
# iteration a new request waits for the rest of the iteration under way, about
# half of it, so the mean TTFT grows by more than 4 decode steps (T_step, read
# from the same run); --engine vllm-v0 implies the separate prefill it needs.
$ a=$(mlsys serving --arrival 4req/s --hw a100 --workload llama3-8b --engine vllm-v0 --columns TTFT -f csv --no-header); mlsys serving --arrival 4req/s --hw a100 --workload llama3-8b --engine vllm-v0 --scheduler-steps 10 --columns TTFT,T_step -f csv --no-header | awk -F, -v a="$a" '{ print ($1 - a > 4 * $2) ? "longer" : "not longer" }'
longer
# Requests of one output token never decode, so there is no decode iteration
# to wait for: the same row whatever --scheduler-steps.
$ a=$(mlsys serving --arrival 8/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --chunk 0 --output-tokens 1 -f csv --no-header); b=$(mlsys serving --arrival 8/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --chunk 0 --output-tokens 1 --scheduler-steps 64 -f csv --no-header); [ "$a" = "$b" ] && echo same
same
# Near capacity a note says what a step 5 % longer does there. The engine above at
# 31.5/s: utilization 31.5/35.66333809 = 88 %. By hand, TPOT(n) = a + b n with
# a = 0.02 s, b = 0.00036 s (step and prefill per sequence), n = λ·O·TPOT = 2016·TPOT,
# so TPOT = a/(1 - 2016 b) = 0.02/0.27424 = 72.93 ms; every time 5 % longer,
# 0.021/(1 - 2016·0.000378) = 0.021/0.237952 = 88.25 ms: 21 % longer. TTFT by the
# second method, the same row with every time given 5 % longer: 20 %.
$ mlsys serving --arrival 31.5/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --prompt 512 --output-tokens 64 -f json | jq -r '.notes[] | select(startswith("utilization"))'
utilization 88 %: near a replica's capacity TPOT and the waits grow steeply with any error in the step time: every step 5 % longer makes TPOT 21 % and TTFT 20 % longer at this load; MLPerf v4.1's Llama-2-70B Server runs carried 0.88 (H100) and 0.93 (H200) of their Offline rate (docs/serving.md)
$ a=$(mlsys serving --arrival 31.5/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --prompt 512 --output-tokens 64 -f json | jq .rows[0].TTFT); b=$(mlsys serving --arrival 31.5/s --step-base 21ms --step-per-seq 0.21ms --prefill-per-token 0.021ms --prompt 512 --output-tokens 64 -f json | jq .rows[0].TTFT); echo "$a $b" | awk '{printf "%.0f\n", 100 * ($2 / $1 - 1)}'
20
# Below 85 % (30/s: 84 %) no such note.
$ mlsys serving --arrival 30/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --prompt 512 --output-tokens 64 -f json | jq '[.notes[] | select(startswith("utilization"))] | length'
0
# At 34/s (95 %) the N = 256 slots decode 256/(64·(0.021 + 0.000378·256)) = 33.97/s
# with every time 5 % longer: below the load.
$ mlsys serving --arrival 34/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --prompt 512 --output-tokens 64 -f json | jq -r '.notes[] | select(startswith("utilization"))' | grep -o 'every step 5 % longer [a-z ]*'
every step 5 % longer puts this load past the capacity
# --slo-tpot-at names the figure --slo-tpot holds (default p99). A tail figure is at or
# above the median and the mean, so the count a target on it needs is at least theirs:
# p99 >= p90 >= p50 (Llama-3-70B fp8 on MI300X at 30 ms, whose tail is wide).
$ for at in p99 p90 p50 mean; do mlsys serving --hw mi300x --workload llama3-70b --tp 1 --precision fp8 --prompt 512 --output-tokens 128 --arrival 50req/s --slo-ttft 2s --slo-tpot 30ms --slo-tpot-at $at --columns replicas_min -f csv --no-header; done | awk 'NR > 1 && $1 > prev {bad = 1} {prev = $1} END {print bad ? "not ordered" : "ordered"}'
ordered
# With a target on the mean, the count is the one infer's mean curve implies, within one
# (the second method: the batch of most requests/s among those whose TPOT meets 30 ms).
$ c=$(mlsys serving --hw mi300x --workload llama3-70b --tp 1 --precision fp8 --prompt 512 --output-tokens 128 --arrival 50req/s --slo-ttft 2s --slo-tpot 30ms --slo-tpot-at mean --columns replicas_min -f csv --no-header); i=$(mlsys infer --hw mi300x --workload llama3-70b --precision fp8 --prompt 512 --output-tokens 128 --batch 1..256 --columns TPOT,requests_per_s -f csv --no-header | awk -F, '$1 <= 0.03 && $2 > r {r=$2} END {c = 50/r; print (c == int(c)) ? c : int(c) + 1}'); awk -v a=$c -v b=$i 'BEGIN{d = a - b; print (d <= 1 && d >= -1) ? "within one" : "apart"}'
within one
# The floor note names the figure held when nothing meets the target.
$ mlsys serving --hw h100 --workload llama3-8b --arrival 10req/s --slo-tpot 1ms --slo-tpot-at mean -f json | jq -r '.notes[] | select(startswith("SLO: no count")) | test("the figures are TPOT [0-9.]+ ms")'
true
$ mlsys serving --hw h100 --workload llama3-8b --arrival 5req/s --slo-tpot-at mean
! mlsys serving: --slo-tpot-at names the figure --slo-tpot holds: give --slo-tpot too
? 2
$ mlsys serving --hw h100 --workload llama3-8b --arrival 5req/s --slo-tpot 30ms --slo-tpot-at mean --batching static
! mlsys serving: --slo-tpot-at goes with continuous batching (a static batch's TPOT is its decode step, one figure): drop it or give --batching continuous
? 2
$ mlsys serving --hw h100 --workload llama3-8b --arrival 5req/s --slo-tpot 30ms --slo-tpot-at p95
! mlsys serving: --slo-tpot-at: unknown value 'p95'; did you mean 'p99'? (one of p99, p90, p50, mean)
? 2
