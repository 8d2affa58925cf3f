# A front end that gathers arrivals (--gather G) and hands each batch to the
# next replica in turn, which prefills it in one iteration of its own; and a
# measured engine's fixed time per prefill iteration (--prefill-per-iter),
# shared by the prompts the iteration takes (docs/serving.md). The queue is
# checked against a simulation of the same scheduler in tests/des.
#
# By hand, at a load so low that the replica is nearly always idle (0.01
# requests/s): a request waits U(0, G) for its batch to leave, then its
# iteration: the fixed 20 ms and its prompt, 512 x 20 us = 10.24 ms. Mean TTFT
# = 0.25 + 0.02 + 0.01024 = 0.28024 s and its 99th percentile 0.99 x 0.5 +
# 0.03024 = 0.52524 s, to within the replica's rare busy periods (its
# concurrency is 0.01 x 64 x 0.02 = 0.0128) and the others of its batch
# (0.01 x 0.5 = 0.005 of them): a part in a thousand.
$ mlsys serving --arrival 0.01/s --step-base 20ms --prefill-per-token 20us --prompt 512 --output-tokens 64 --chunk 0 --prefill-per-iter 20ms --gather 0.5s --columns TTFT,TTFT_p99 -f csv --no-header
= rtol 1e-3
0.28024,0.52524
# Gathering adds G/2 to the mean TTFT at that load (the same to a part in a
# thousand): 0.25 s.
$ a=$(mlsys serving --arrival 0.01/s --step-base 20ms --prefill-per-token 20us --prompt 512 --output-tokens 64 --chunk 0 --prefill-per-iter 20ms --gather 0.5s --columns TTFT -f csv --no-header); b=$(mlsys serving --arrival 0.01/s --step-base 20ms --prefill-per-token 20us --prompt 512 --output-tokens 64 --chunk 0 --prefill-per-iter 20ms --columns TTFT -f csv --no-header); jq -n "$a - $b"
= rtol 1e-3
0.25
# A gathered batch shares its iteration's fixed time: at 12 requests/s over
# 0.25 s a batch holds x = 3 on average, x/(1 - e^-x) = 3.1572 given that it is
# not empty, so a prompt adds 10.24 + 20/3.1572 = 16.5747 ms of prefill where
# without gathering (the few that arrived during one decode step) it adds
# more: TPOT is lower with the gatherer.
$ a=$(mlsys serving --arrival 12/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 20us --prompt 512 --output-tokens 64 --max-batch 64 --chunk 0 --prefill-per-iter 20ms --gather 0.25s --columns TPOT -f csv --no-header); b=$(mlsys serving --arrival 12/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 20us --prompt 512 --output-tokens 64 --max-batch 64 --chunk 0 --prefill-per-iter 20ms --columns TPOT -f csv --no-header); awk -v a=$a -v b=$b 'BEGIN{print (a < b) ? "lower" : "not lower"}'
lower
# A batch larger than a replica's slots cannot be prefilled in one iteration:
# not stable, and the note says why.
$ mlsys serving --arrival 10/s --step-base 20ms --prefill-per-token 20us --gather 100s --chunk 0 --max-batch 64 --columns stable -f csv --no-header
false
$ mlsys serving --arrival 10/s --step-base 20ms --prefill-per-token 20us --gather 100s --chunk 0 --max-batch 64
~ ^note: not stable: a batch gathered over --gather holds 1000 requests on average, more than the 64 slots of the replica it goes to, so it cannot be prefilled in one iteration: give a shorter --gather$
# Bad input.
$ mlsys serving --hw h100 --workload llama3-8b --arrival 10/s --gather 0.3s
! mlsys serving: --gather: a gathered batch is prefilled in an iteration of its own: give --chunk 0 (or --engine vllm-v0), or leave --gather out
? 2
$ mlsys serving --svc 10ms --arrival 10/s --gather 0.3s
! mlsys serving: --gather goes with continuous batching (a static batch is gathered by --batch)
? 2
$ mlsys serving --arrival 10/s --step-base 20ms --prefill-per-token 20us --chunk 0 --gather 0s
! mlsys serving: --gather: must be greater than zero
? 2
$ mlsys serving --arrival 10/s --step-base 20ms --prefill-per-token 20us --chunk 0 --gather -1s
! mlsys serving: --gather: must be greater than zero
? 2
$ mlsys serving --hw h100 --workload llama3-8b --arrival 10/s --engine vllm-v0 --prefill-per-iter 5ms
! mlsys serving: --prefill-per-iter describes a measured engine: with --hw/--workload the inference model gives a prefill iteration's fixed time
? 2
$ mlsys serving --arrival 10/s --step-base 20ms --prefill-per-token 20us --prefill-per-iter 5ms
! mlsys serving: --prefill-per-iter: the fixed time of a prefill iteration of its own: give --chunk 0, or leave it out
? 2
$ mlsys serving --svc 10ms --arrival 10/s --prefill-per-iter 5ms
! mlsys serving: continuous batching needs step times, not a batch's service time: give --hw/--workload or --step-base/--step-per-seq with --prefill-per-token, or --batching static
? 2
$ mlsys serving --arrival 10/s --step-base 20ms --prefill-per-token 20us --prefill-per-iter 5ms --batching static
! mlsys serving: --step-base, --step-per-seq, --prefill-per-token and --prefill-per-iter describe continuous batching: give --svc-base/--svc-per-item for static batches
? 2
