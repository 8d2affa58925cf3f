# Bad input: one line on stderr, exit 2, nothing on stdout.
$ mlsys serving --svc 5ms
! mlsys serving: missing --arrival (λ_arr: request arrival rate, e.g. '100 req/s')
? 2
$ mlsys serving --arrival 10req/s
! mlsys serving: give --svc, --svc-base with --svc-per-item, or --latency
? 2
$ mlsys serving --arrival 10req/s --svc 5ms --svc-base 1ms
! mlsys serving: give --svc or --svc-base/--svc-per-item, not both
? 2
$ mlsys serving --arrival 10req/s --svc 5ms --latency 3ms
! mlsys serving: give --latency (Little's law alone) or a service time (the queue), not both
? 2
$ mlsys serving --arrival 10req/s --latency 3ms --slo 1s
! mlsys serving: --slo needs the queue model: give --svc or --svc-base/--svc-per-item instead of --latency
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
