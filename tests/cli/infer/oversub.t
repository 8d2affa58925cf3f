# infer over batch_max: a paged cache that cannot hold every sequence to its end
# pauses the newest when a page runs out and prefills it again on readmission
# (docs/inference.md, A batch over the cache). The scheduler's steady state is
# simulated; tests/des/oversub_des.py checks it sequence by sequence.
#
# A batch that fits is held whole and never paused: Llama-2-70B fp8 on one H100
# NVL, 256 sequences of 300 + 290 tokens (277 fit).
$ mlsys infer --hw h100-nvl --workload llama2-70b --precision fp8 --prompt 300 --output-tokens 290 --mem-util 0.95 --batch 256 -f csv --columns batch_max,batch_held,pauses_per_request
batch_max,batch_held,pauses_per_request
277,256,0
# A second method where the scheduler has a closed form: with one output token a
# request leaves in the step that admits it, so nothing grows and nothing is
# paused, and every step admits as many prompts as the pages hold, batch_max
# (885 for Llama 3.1 8B in bf16 on one H100 at 512 + 1 tokens). B = 2,000 is then
# the row of B = 885, whose TPOT is T_step + (885/1) x 512 x T_prefill_token:
# the same rate, TPOT and sequences held, and no pause.
$ mlsys infer --hw h100 --workload llama3-8b --output-tokens 1 --batch 885,2000 -f csv --columns batch_max,batch_held,pauses_per_request,TPOT,tokens_per_s | awk -F, 'NR == 2 { split($0, a, ",") } NR == 3 { printf "%s %s %.0f %s %.9f %.9f\n", $1, a[2], $2, $3, $4 / a[4], $5 / a[5] }'
885 885 885 0 1.000000000 1.000000000
# Little's law ties the figures of an over-full row: the mean step x tokens_per_s =
# batch_held, the mean step being a sequence's TPOT and its own prompt's share,
# 300 x T_prefill_token / 290 (its prompt is prefilled before it decodes, not in its
# steps). Lenovo's MLPerf v4.1 configuration at t = 1: 1,300 sequences where 277
# whole ones fit.
$ mlsys infer --hw h100-nvl --workload llama2-70b --precision fp8 --prompt 300 --output-tokens 290 --mem-util 0.95 --batch 1300 -f csv --no-header --columns TPOT,T_prefill_token,tokens_per_s,batch_held | awk -F, '{ printf "%.9f\n", ($1 + 300 * $2 / 290) * $3 / $4 }'
1.000000000
# With the prompts prefilled elsewhere (--disaggregated yes) the steps carry none,
# so the mean step is the TPOT itself: TPOT x tokens_per_s = batch_held exactly.
$ mlsys infer --hw h100-nvl --workload llama2-70b --precision fp8 --prompt 300 --output-tokens 290 --mem-util 0.95 --batch 1300 --disaggregated yes -f csv --no-header --columns TPOT,tokens_per_s,batch_held | awk -F, '{ printf "%.9f\n", $1 * $2 / $3 }'
1.000000000
# It holds more than batch_max but fewer than B, pauses some, and is slower than
# the batch that fits (every figure from the row above, compared, not copied).
$ mlsys infer --hw h100-nvl --workload llama2-70b --precision fp8 --prompt 300 --output-tokens 290 --mem-util 0.95 --batch 256,1300 -f csv --no-header --columns batch_max,batch_held,pauses_per_request,tokens_per_s | awk -F, 'NR == 1 { t = $4 } NR == 2 { print ($2 > $1 && $2 < 1300), ($3 > 0), ($4 < t) }'
1 1 1
# A note says what happened, with the figures.
$ mlsys infer --hw h100-nvl --workload llama2-70b --precision fp8 --prompt 300 --output-tokens 290 --mem-util 0.95 --batch 1300 -f json | jq -r '.notes[] | select(startswith("continuous batching"))'
~ ^continuous batching of B = 1300: the paged cache pauses the newest sequence when a page runs out and prefills it again when readmitted \(TensorRT-LLM's max_utilization, vLLM's recompute\), so it holds [0-9]+ on average and pauses a request 0\.[0-9]+ times: tokens_per_s and TPOT \(batch_held, pauses_per_request\)$
# llama.cpp's slots reserve their context: not modelled, the figure of B kept and
# no such note.
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision q4_k_m --engine llamacpp --batch 2000 -f csv --columns batch_max,batch_held,pauses_per_request
batch_max,batch_held,pauses_per_request
217,2000,0
$ mlsys infer --hw rtx4090 --workload llama3-8b --precision q4_k_m --engine llamacpp --batch 2000 -f json | jq -r '.notes[]' | grep -c "continuous batching of"
? 1
0
# Deterministic: the same row twice.
$ a=$(mlsys infer --hw l4 --workload llama3-8b --precision fp8 --prompt 512 --output-tokens 256 --output-cv 1 --batch 600 -f csv); b=$(mlsys infer --hw l4 --workload llama3-8b --precision fp8 --prompt 512 --output-tokens 256 --output-cv 1 --batch 600 -f csv); [ "$a" = "$b" ] && echo same
same
# A batch past the prompts the cache holds never binds the scheduler, so a sweep
# takes that figure from its previous point: the sweep's rows are the ones each
# batch gives alone.
$ diff <(mlsys infer --hw h100 --workload llama3-70b --tp 8 --batch 3000,20000,40000 -f csv --no-header --columns batch_held,tokens_per_s | tail -2) <(for b in 20000 40000; do mlsys infer --hw h100 --workload llama3-70b --tp 8 --batch $b -f csv --no-header --columns batch_held,tokens_per_s; done) && echo same
same
# The decision it changes: tensor parallel 1 or 2 for Llama-2-70B on H100 NVL cards,
# each run at the gpu_batch_size 1,300 of MLPerf v4.1's submissions. Measured a card:
# HPE's pairs (t = 2) 8,858.78 / 4 = 2,214.7 tokens/s, Lenovo's single cards (t = 1)
# 15,875.8 / 8 = 1,984.5: t = 2 ahead. Held whole, the 1,300 sequences put t = 1
# ahead (2,726 against 2,319); with the pauses of its over-full cache, behind.
$ mlsys infer --hw h100-nvl --workload llama2-70b --precision fp8 --prompt 300 --output-tokens 290 --mem-util 0.95 --batch 1300 --tp 1,2 -f csv --no-header --columns tp,tokens_per_s_device | sort -t, -k2 -g -r | head -1 | cut -d, -f1
2
# A windowed model's cache stops growing on its windowed layers: Gemma 3 27B
# (5 of 6 layers hold a 1,024-token window) at 4,096-token prompts holds 4 whole
# sequences on an RTX 5090 in int8. Over that, the scheduler holds at least the 4
# that fit (it once counted every layer's pages as growing with the context, held
# one and ran a third as fast), and an RTX 4080 at int4 (2 fit) runs B = 3 rather
# than refusing it.
$ mlsys infer --hw rtx5090 --workload gemma3-27b --precision int8 --prompt 4096 --output-tokens 256 --batch 4,5 -f csv --no-header --columns batch_max,batch_held,tokens_per_s | awk -F, 'NR == 1 { t = $3 } NR == 2 { print $1, ($2 >= $1), ($3 >= t) }'
4 1 1
$ mlsys infer --hw rtx4080 --workload gemma3-27b --precision int4 --prompt 4096 --output-tokens 256 --batch 3 -f csv --no-header --columns batch_max,batch_held
2,2
