# Bad input: one line on stderr, exit 2, nothing on stdout.
$ mlsys serving --svc 5ms
! mlsys serving: missing --arrival (λ_arr: request arrival rate, e.g. '100 req/s')
? 2
$ mlsys serving --arrival 10req/s
! mlsys serving: give --hw/--workload, --step-base/--step-per-seq with --prefill-per-token, --svc, --svc-base with --svc-per-item, or --latency
? 2
$ mlsys serving --arrival 10req/s --svc 5ms --svc-base 1ms
! mlsys serving: give --svc or --svc-base/--svc-per-item, not both
? 2
$ mlsys serving --arrival 10req/s --svc 5ms --latency 3ms
! mlsys serving: give --latency (Little's law alone) or a service time (the queue), not both
? 2
# Little's law alone has no queue: no queue model, no SLO target.
$ mlsys serving --arrival 10req/s --latency 3ms --slo 1s
! mlsys serving: --slo, --slo-ttft, --slo-tpot, --queue and --svc-cv need the queue model: give --svc, --svc-base/--svc-per-item or --hw/--workload instead of --latency
? 2
$ mlsys serving --arrival 10req/s --latency 3ms --queue mdc
! mlsys serving: --slo, --slo-ttft, --slo-tpot, --queue and --svc-cv need the queue model: give --svc, --svc-base/--svc-per-item or --hw/--workload instead of --latency
? 2
$ mlsys serving --arrival 10req/s --latency 3ms --svc-cv 1
! mlsys serving: --slo, --slo-ttft, --slo-tpot, --queue and --svc-cv need the queue model: give --svc, --svc-base/--svc-per-item or --hw/--workload instead of --latency
? 2
$ mlsys serving --arrival 10req/s --latency 3ms --slo-tpot 1s
! mlsys serving: --slo, --slo-ttft, --slo-tpot, --queue and --svc-cv need the queue model: give --svc, --svc-base/--svc-per-item or --hw/--workload instead of --latency
? 2
# The queue model and its coefficient of variation.
$ mlsys serving --arrival 10req/s --svc 5ms --queue mm1
! mlsys serving: --queue: unknown value 'mm1'; did you mean 'mmc'? (one of mgc, mdc, mmc)
? 2
$ mlsys serving --arrival 10req/s --svc 5ms --svc-cv 11
! mlsys serving: --svc-cv: must be at most 10
? 2
$ mlsys serving --arrival 10req/s --svc 5ms --svc-cv -1
! mlsys serving: --svc-cv: must not be negative
? 2
$ mlsys serving --arrival 10req/s --svc 5ms --svc-cv nan
! mlsys serving: --svc-cv: not a number: 'nan'
? 2
$ mlsys serving --arrival 10req/s --svc 5ms --svc-cv 0.5 --queue mmc
! mlsys serving: --svc-cv goes with --queue mgc (mdc has cv 0, mmc cv 1)
? 2
$ mlsys serving --arrival 10req/s --svc 5ms --svc-cv 0 --queue mdc
! mlsys serving: --svc-cv goes with --queue mgc (mdc has cv 0, mmc cv 1)
? 2
# TTFT and TPOT targets need a device (the service time alone has neither), and the tokens.
$ mlsys serving --arrival 10req/s --svc 5ms --slo-ttft 1s
! mlsys serving: --slo-ttft and --slo-tpot need TTFT and TPOT from a device: give --hw and --workload instead of a service time
? 2
$ mlsys serving --arrival 10req/s --svc-base 5ms --svc-per-item 1ms --slo-tpot 1ms
! mlsys serving: --slo-ttft and --slo-tpot need TTFT and TPOT from a device: give --hw and --workload instead of a service time
? 2
$ mlsys serving --batching static --arrival 10req/s --hw h100 --workload llama3-8b --output-tokens 0 --slo-ttft 1s
! mlsys serving: --output-tokens: must be greater than zero
? 2
$ mlsys serving --batching static --arrival 10req/s --hw h100 --workload llama3-8b --tp 3
! mlsys serving: --tp: t = 3 does not divide the 32 heads, nor the 8 kv heads or a multiple of them
? 2
$ mlsys serving --batching static --arrival 10req/s --hw h100 --workload llama3-8b --prompt 130000 --output-tokens 2000 | grep exceed
note: prompt + output = 132000 tokens exceed llama3-8b's context of 131072: timed as any other; the model's output past it is not modelled
$ mlsys serving --batching static --arrival 10req/s --hw h100 --workload llama3-8b --output-tokens 1 --slo-tpot 1s
! mlsys serving: --slo-tpot needs --output-tokens 2 or more (a time between tokens)
? 2
$ mlsys serving --batching static --arrival 10req/s --hw h100 --workload llama3-8b --slo-ttft 0s
! mlsys serving: --slo-ttft: must be greater than zero
? 2
$ mlsys serving --batching static --arrival 10req/s --hw h100 --workload llama3-8b --slo-tpot -1ms
! mlsys serving: --slo-tpot: must be greater than zero
? 2
$ mlsys serving --arrival 0req/s --svc 5ms
! mlsys serving: --arrival: must be greater than zero
? 2
$ mlsys serving --arrival 10 --svc 5ms
! mlsys serving: --arrival: missing unit; expected a quantity in 1/s (e.g. '10 1/s')
? 2
$ mlsys serving --arrival 10req/s --svc 0ms
! mlsys serving: --svc: must be greater than zero
? 2
$ mlsys serving --arrival 10req/s --svc-base 0s
! mlsys serving: T_svc(B) must be greater than zero
? 2
$ mlsys serving --arrival 10req/s --svc 5ms --batch 0
! mlsys serving: --batch: must be greater than zero
? 2
$ mlsys serving --arrival 10req/s --svc 5ms --replicas 1.5
! mlsys serving: --replicas: must be a whole number
? 2
$ mlsys serving --arrival 10req/s --svc 5ms --replicas 2000000
! mlsys serving: --replicas: must be at most 1000000
? 2
$ mlsys serving --arrival 10req/s --svc 5ms --slo 1s --max-batch 5000
! mlsys serving: --max-batch: must be at most 4096
? 2
$ mlsys serving --arrival 10req/s --svc 5ms --slo -1s
! mlsys serving: --slo: must be greater than zero
? 2
# --scheduler-steps: a whole number from 1 to 64, only with prefills in
# iterations of their own (--chunk 0, or --engine vllm-v0), only with
# continuous batching.
$ mlsys serving --arrival 8/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --chunk 0 --scheduler-steps 65
! mlsys serving: --scheduler-steps: must be at most 64
? 2
$ mlsys serving --arrival 8/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --chunk 0 --scheduler-steps 0
! mlsys serving: --scheduler-steps: must be greater than zero
? 2
$ mlsys serving --arrival 8/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --chunk 0 --scheduler-steps 2.5
! mlsys serving: --scheduler-steps: must be a whole number
? 2
$ mlsys serving --arrival 8/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --scheduler-steps 4
! mlsys serving: --scheduler-steps: 4 decode steps per iteration need prefills in iterations of their own: give --chunk 0 (or --engine vllm-v0), or --scheduler-steps 1
? 2
$ mlsys serving --arrival 8/s --svc 5ms --batching static --scheduler-steps 2
! mlsys serving: --scheduler-steps goes with continuous batching: drop it or give --batching continuous
? 2
# A replica whose weights alone exceed its memory: the error names the weights
# (llama3-70b in bf16, 141.1 GB, against 0.9 x 80 GiB of one H100), not the KV cache.
$ mlsys serving --hw h100 --workload llama3-70b --arrival 10req/s
! mlsys serving: the weights alone do not fit: 141.1 GB a device against 77.31 GB (--mem-util 0.9 of 85.9 GB): give more --tp or --pp, a smaller --precision or a device with more memory
? 2
