# Speculative decoding (docs/inference.md, Speculative decoding): k tokens drafted a
# step by a head of one layer, each accepted with probability a when the ones before it
# were, verified together in one pass of the model.
#
# Tokens a step yields a sequence, 1 + a + ... + a^k: k = 3, a = 0.5: 1 + 0.5 + 0.25 +
# 0.125 = 1.875; k = 2, a = 1: 3; the default a = 0.7 with k = 1: 1.7; no drafting: 1.
$ mlsys infer --hw h100 --workload llama3-8b --spec-tokens 3 --spec-accept 0.5 -f csv --no-header --columns tokens_per_step
= rtol 1e-12
1.875
$ mlsys infer --hw h100 --workload llama3-8b --spec-tokens 2 --spec-accept 1 -f csv --no-header --columns tokens_per_step
= rtol 1e-12
3
$ mlsys infer --hw h100 --workload llama3-8b --spec-tokens 1 -f csv --no-header --columns tokens_per_step
= rtol 1e-12
1.7
$ mlsys infer --hw h100 --workload llama3-8b -f csv --no-header --columns tokens_per_step,T_draft
= rtol 1e-12
1,0
# The head's weights are one more layer's share: Llama-3-8B has 32 layers, so the
# weights held grow by 33/32 = 1.03125 (M_weights with k = 2 over M_weights without).
$ a=$(mlsys infer --hw h100 --workload llama3-8b --spec-tokens 2 -f csv --no-header --columns M_weights); b=$(mlsys infer --hw h100 --workload llama3-8b -f csv --no-header --columns M_weights); awk -v a="$a" -v b="$b" 'BEGIN { print a / b }'
= rtol 1e-9
1.03125
# The verifying pass of a dense model streams the same weights for its k + 1 rows a
# sequence as an ordinary step does for one, and reads each sequence's KV cache once
# (batch 1, Llama-3-70B in fp8 on an H100: both terms bound by memory); it samples
# once, as the step does. So T_weights, T_kv and T_sample, per output token, times
# the tokens a step yields (k = 2, a = 0.6: 1 + 0.6 + 0.36 = 1.96) are the ordinary
# step's: each ratio 1.
$ a=$(mlsys infer --hw h100 --workload llama3-70b --precision fp8 --spec-tokens 2 --spec-accept 0.6 -f csv --no-header --columns T_weights,T_kv,T_sample); b=$(mlsys infer --hw h100 --workload llama3-70b --precision fp8 -f csv --no-header --columns T_weights,T_kv,T_sample); awk -v a="$a" -v b="$b" 'BEGIN { split(a, x, ","); split(b, y, ","); print x[1] * 1.96 / y[1], x[2] * 1.96 / y[2], x[3] * 1.96 / y[3] }'
= rtol 1e-9
1 1 1
# The step's terms, the draft among them, still add up to T_step.
$ mlsys infer --hw h100 --workload llama3-70b --precision fp8 --spec-tokens 2 -f json | jq '.rows[0] | (.T_gemm + .T_eltwise + .T_kv + .T_comm + .T_comm_fixed + .T_overhead + .T_launch + .T_sample + .T_a2a + .T_draft) / .T_step'
= rtol 1e-12
1
# serving's continuous batching runs on infer's steps: the concurrency n it finds at
# 10 requests/s with k = 2 is fractional, and its T_step lies between infer's
# T_step (with the same k) at the whole batches floor(n) and floor(n) + 1.
$ n=$(mlsys serving --hw h100 --workload llama3-8b --arrival 10req/s --spec-tokens 2 -f csv --no-header --columns batch); s=$(mlsys serving --hw h100 --workload llama3-8b --arrival 10req/s --spec-tokens 2 -f csv --no-header --columns T_step); i=$(mlsys infer --hw h100 --workload llama3-8b --spec-tokens 2 --batch 1..64 -f csv --no-header --columns batch,T_step); echo "$i" | awk -F, -v n="$n" -v s="$s" '$1 == int(n) { lo = $2 } $1 == int(n) + 1 { hi = $2 } END { print (s >= lo && s <= hi) ? "between" : "outside", lo, s, hi }' | cut -d' ' -f1
between
# Bad input names the option.
$ mlsys infer --hw h100 --workload llama3-8b --spec-tokens 1.5
! mlsys infer: --spec-tokens: must be a whole number
? 2
$ mlsys infer --hw h100 --workload llama3-8b --spec-tokens 17
! mlsys infer: --spec-tokens: k = 17: give the tokens drafted a step as a whole number from 0 (none) to 16
? 2
$ mlsys infer --hw h100 --workload llama3-8b --spec-accept 1.5
! mlsys infer: --spec-accept: must be in [0, 1]
? 2
$ mlsys infer --hw h100 --workload llama3-8b --spec-accept 0.8
! mlsys infer: --spec-accept: an acceptance probability without drafted tokens: give the tokens drafted a step too (speculative decoding)
? 2
$ mlsys infer --hw h100 --workload llama3-70b --pp 2 --spec-tokens 1
! mlsys infer: --spec-tokens: speculative decoding over p = 2 pipeline stages is not modelled: give p = 1
? 2
$ mlsys serving --hw h100 --workload llama3-8b --arrival 10req/s --spec-tokens 17
! mlsys serving: --spec-tokens: k = 17: give the tokens drafted a step as a whole number from 0 (none) to 16
? 2
# The SLO search with speculative decoding agrees with infer's curve under the same
# drafting: the replicas for 50 requests/s of Llama-3-70B on 8 H100 at TPOT <= 30 ms
# are within one of 50 over the most requests/s a replica serves with TPOT <= 30 ms
# (the last such batch of infer's sweep), rounded up; and drafting lowers the count.
$ c=$(mlsys serving --hw h100 --workload llama70b --tp 8 --arrival 50req/s --slo-ttft 1s --slo-tpot 30ms --spec-tokens 3 --columns replicas_min -f csv --no-header); i=$(mlsys infer --hw h100 --workload llama70b --tp 8 --spec-tokens 3 --batch 1..256 --columns TPOT,requests_per_s -f csv --no-header | awk -F, '$1 <= 0.03 {r=$2} END {c = 50/r; print (c == int(c)) ? c : int(c) + 1}'); awk -v a=$c -v b=$i 'BEGIN{d = a - b; print (d <= 1 && d >= -1) ? "within one" : "apart"}'
within one
$ a=$(mlsys serving --hw h100 --workload llama70b --tp 8 --arrival 50req/s --slo-ttft 1s --slo-tpot 30ms --spec-tokens 3 --columns replicas_min -f csv --no-header); b=$(mlsys serving --hw h100 --workload llama70b --tp 8 --arrival 50req/s --slo-ttft 1s --slo-tpot 30ms --columns replicas_min -f csv --no-header); awk -v a=$a -v b=$b 'BEGIN{print (a < b) ? "fewer" : "not fewer"}'
fewer
