# cluster: T_step(N) = T_compute/N + T_comm(N) + T_sync(N) - T_overlap.
# docs/worked-examples.md #19: 100,000 H100 at 989 TFLOP/s, MFU 0.50, eta_scaling 0.35,
# eta_goodput 0.60: R_eff = 1e5 * 989e12 * 0.5 * 0.35 * 0.6 = 1.03845e19 FLOP/s
# = 10,384.5 PFLOP/s (10.38 EFLOP/s at 4 digits); speedup = N * eta_scaling = 35,000.
$ mlsys cluster --devices 100000 --peak 989TFLOP/s --mfu 0.5 --eta-scaling 0.35 --goodput 0.6 --columns R_eff,speedup -f csv
= rtol 1e-12
R_eff,speedup
1.03845e19,35000
$ mlsys cluster --devices 100000 --peak 989TFLOP/s --mfu 0.5 --eta-scaling 0.35 --goodput 0.6 --columns R_eff --digits 6
10.3845 EFLOP/s
# docs/worked-examples.md #6 (Amdahl, s = 0.10): 1/(0.1 + 0.9/256) = 9.66,
# 1/(0.1 + 0.9/8192) = 9.989.
$ mlsys cluster --devices 256 --serial 0.1 --columns speedup_amdahl
9.66
$ mlsys cluster --devices 8192 --serial 0.1 --columns speedup_amdahl --digits 3
9.99
# docs/worked-examples.md #5 (Gustafson, s = 0.05): 8 - 0.05*7 = 7.65,
# 1000 - 0.05*999 = 950.05.
$ mlsys cluster --devices 8 --serial 0.05 --columns speedup_gustafson
7.65
$ mlsys cluster --devices 1000 --serial 0.05 --columns speedup_gustafson --digits 5
950.05
# Step by hand: N = 8, T_compute 8 s (1 s each), ring all-reduce of 1 GB at alpha 0,
# beta 1 GB/s: T_comm = 2*7/8 s = 1.75 s; overlap 0.5 hides 0.875 s; T_sync 0.1 s.
# T_step = 1 + 1.75 + 0.1 - 0.875 = 1.975 s; speedup 8/1.975 = 4.051; eta = 50.63 %;
# rho = 1.75; f_compute = 1/1.975 = 50.63 %.
$ mlsys cluster --devices 8 --t-compute 8s --comm-bytes 1GB --alpha 0s --beta 1GB/s --overlap 0.5 --sync 100ms
symbol             meaning                                                      value
T_compute          one step's compute on one device                             8 s
T_comm             collective communication per step                            1.75 s
T_sync             non-overlapped synchronization per step                      100 ms
T_overlap          communication hidden behind compute                          875 ms
T_step             step time T_compute/N + T_comm + T_sync - T_overlap          1.975 s
eta_scaling        scaling efficiency T_1/(N*T_N)                               50.63 %
speedup            T_1/T_N                                                      4.051
rho                communication/computation ratio T_comm/(T_compute/N)         1.75
f_compute          share of the step spent on local compute                     50.63 %
MFU                single-device model FLOPs utilization                        -
eta_goodput        share of wall-clock time not lost between steps              -
R_eff              effective cluster rate N*R_peak*MFU*eta_scaling*eta_goodput  -
speedup_amdahl     Amdahl: 1/(s + (1-s)/N)                                      -
speedup_gustafson  Gustafson: N - s*(N-1)                                       -
time_to_train      6*P*tokens / R_eff                                           -
note: T_comm: ring all-reduce of M = 1 GB over N ranks
# The gradient bytes from --params: 7e9 fp16 parameters = 14 GB; on IB NDR over 256 GPUs
# that is docs/worked-examples.md #10's 560.4 ms: 2*255*5 us + 2*(255/256)*14e9/50e9 s
# = 2.55 ms + 557.8125 ms = 0.5603625 s. T_compute 256 s: 1 s each, T_step 1.5603625 s.
# --precision fp16: the example's fp16 gradients (2 B each).
$ mlsys cluster --devices 256 --t-compute 256s --params 7e9 --fabric ib-ndr --precision fp16 -f json --columns T_comm,T_step
= rtol 1e-12
{"command": "cluster", "version": "0.1.0", "units": {"T_comm": "s", "T_step": "s"}, "rows": [
  {"T_comm": 0.5603625, "T_step": 1.5603625}
], "notes": ["alpha = 5 us and beta = 50 GB/s from fabric ib-ndr (InfiniBand NDR)", "T_comm: ring all-reduce of M = P*s_elem = 14 GB (fp16 gradients) over N ranks"]}
# By default the weights are bf16 and, as mlsys train reduces them, the gradients fp32:
# M = 7e9 x 4 B = 28 GB; 2*255*5 us + 2*(255/256)*28e9/50e9 s = 2.55 ms + 1.115625 s =
# 1.118175 s; T_step 1 + 1.118175 = 2.118175 s.
$ mlsys cluster --devices 256 --t-compute 256s --params 7e9 --fabric ib-ndr -f json --columns T_comm,T_step
= rtol 1e-12
{"command": "cluster", "version": "0.1.0", "units": {"T_comm": "s", "T_step": "s"}, "rows": [
  {"T_comm": 1.118175, "T_step": 2.118175}
], "notes": ["alpha = 5 us and beta = 50 GB/s from fabric ib-ndr (InfiniBand NDR)", "T_comm: ring all-reduce of M = P*s_elem = 28 GB (fp32 gradients) over N ranks"]}
# Stragglers: N = 2, T_compute 2 s, cv 0.1: T_sync = 1 s * 0.1 * E[max of 2 normals]
# = 0.1/sqrt(pi) s = 56.42 ms. N = 10, cv 0.2, T_compute 10 s: E[max of 10 standard
# normals] = 1.538753 (tables of expected normal order statistics, e.g. Harter 1961),
# so T_sync = 1 s * 0.2 * 1.538753 = 0.3077506 s = 307.8 ms and T_step = 1.3077506 s.
$ mlsys cluster --devices 2 --t-compute 2s --straggler-cv 0.1 --columns T_sync
56.42 ms
$ mlsys cluster --devices 10 --t-compute 10s --straggler-cv 0.2 --columns T_sync,T_step -f json
= rtol 1e-6
{"command": "cluster", "version": "0.1.0", "units": {"T_sync": "s", "T_step": "s"}, "rows": [
  {"T_sync": 0.3077506, "T_step": 1.3077506}
], "notes": ["T_comm = 0: no --comm-bytes, --params or --t-comm given", "T_sync = (T_compute/N)*cv*E[max of N standard normals], E = 1.538753 (GSL quadrature)"]}
# One device: nothing to communicate or wait for; eta_scaling is exactly 1.
$ mlsys cluster --devices 1 --t-compute 10s --comm-bytes 14GB --fabric ib-ndr --straggler-cv 0.1 -f csv --columns T_comm,T_sync,T_step,eta_scaling,speedup
T_comm,T_sync,T_step,eta_scaling,speedup
0,0,10,1,1
# Overlap beyond the compute is capped: 1 s each, T_comm 1.75 s, overlap 1 hides 1 s.
$ mlsys cluster --devices 8 --t-compute 8s --t-comm 1.75s --overlap 1 -f csv --columns T_overlap,T_step
T_overlap,T_step
1,1.75
# Time to train: 7e9 parameters, 1e12 tokens: 6*7e9*1e12 = 4.2e22 FLOP; R_eff of 64 devices
# at 100 TFLOP/s, MFU 0.5, no communication = 3.2e15 FLOP/s; 1.3125e7 s = 151.9 days.
$ mlsys cluster --devices 64 --t-compute 1s --params 7e9 --peak 100TFLOP/s --mfu 0.5 --tokens 1e12 --columns time_to_train
151.9 days
# Errors.
$ mlsys cluster --devices 8
! mlsys cluster: nothing to compute: give --t-compute (step time), --peak (R_eff) or --serial (Amdahl, Gustafson)
? 2
$ mlsys cluster --t-compute 1s
! mlsys cluster: missing --devices (N: devices (accelerators))
? 2
$ mlsys cluster --devices 0 --serial 0.1
! mlsys cluster: --devices: must be greater than zero
? 2
$ mlsys cluster --devices 2.5 --serial 0.1
! mlsys cluster: --devices: must be a whole number
? 2
$ mlsys cluster --devices 8 --serial 1.5
! mlsys cluster: --serial: must be in [0, 1]
? 2
$ mlsys cluster --devices 8 --t-compute 0s
! mlsys cluster: --t-compute: must be greater than zero
? 2
$ mlsys cluster --devices 8 --t-compute 1s --eta-scaling 0.5
! mlsys cluster: --eta-scaling: is computed from --t-compute; give one, not both
? 2
$ mlsys cluster --devices 8 --t-compute 1s --t-comm 1s --comm-bytes 1GB
! mlsys cluster: --t-comm: give --t-comm or --comm-bytes, not both
? 2
$ mlsys cluster --devices 8 --t-compute 1s --sync 1s --straggler-cv 0.1
! mlsys cluster: --sync: give --sync or --straggler-cv, not both
? 2
$ mlsys cluster --devices 8 --comm-bytes 1GB --serial 0.1
! mlsys cluster: --comm-bytes: needs --t-compute (the step model)
? 2
$ mlsys cluster --devices 8 --peak 1PFLOP/s
! mlsys cluster: --peak: R_eff needs --t-compute or --eta-scaling
? 2
$ mlsys cluster --devices 8 --t-compute 1s --tokens 1e12
! mlsys cluster: --tokens: the time to train needs --params and --peak
? 2
$ mlsys cluster --devices 8 --t-compute 1s --comm-bytes 1GB
! mlsys cluster: missing --alpha (fixed cost per message); give --fabric NAME, or --alpha and --beta
? 2
$ mlsys cluster --devices 8 --t-compute 1s --comm-bytes 1GB --alpha 1us --beta 0GB/s
! mlsys cluster: --beta: must be greater than zero
? 2
$ mlsys cluster --devices 8 --t-compute 1s --overlap 1.5
! mlsys cluster: --overlap: must be in [0, 1]
? 2
$ mlsys cluster --devices 8 --t-compute 1s --straggler-cv -0.1
! mlsys cluster: --straggler-cv: must not be negative
? 2
$ mlsys cluster --devices 8 --peak 1PFLOP/s --eta-scaling 0.5 --mfu 0
! mlsys cluster: --mfu: must be in (0, 1] (a fraction; '50 %' works)
? 2
$ mlsys cluster --devices 8 --peak 1PFLOP/s --eta-scaling 0.5 --goodput 1.5
! mlsys cluster: --goodput: must be in (0, 1] (a fraction; '50 %' works)
? 2
$ mlsys cluster --devices 2000000000000 --t-compute 1s --straggler-cv 0.1
! mlsys cluster: --straggler-cv: the straggler model covers up to 1e12 devices
? 2
$ mlsys cluster --devices 8 --t-compute 1s --fabric nosuch --comm-bytes 1GB
! mlsys cluster: --fabric: unknown fabric 'nosuch'; run 'mlsys catalog list fabrics' for the names
? 2
