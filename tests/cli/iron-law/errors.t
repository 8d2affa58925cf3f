# Every way the iron-law's inputs can be wrong: one line, exit 2.
$ mlsys iron-law --workload llama70b
! mlsys iron-law: no device: give --hw NAME, or --bw and --peak
? 2
$ mlsys iron-law --hw h100
! mlsys iron-law: no workload: give --workload NAME (or --params with --layers --hidden --heads), or both --ops and --dvol
? 2
$ mlsys iron-law --hw h1000 --workload llama70b
!~ ^mlsys iron-law: --hw: unknown hardware 'h1000'; closest: h100
? 2
$ mlsys iron-law --hw h100 --workload llama700b
!~ ^mlsys iron-law: --workload: unknown workload 'llama700b'; closest: 
? 2
$ mlsys iron-law --hw h100 --workload llama70b --eff 0
! mlsys iron-law: --eff: must be in (0, 1] (a fraction; '50 %' works)
? 2
$ mlsys iron-law --hw h100 --workload llama70b --batch 0
! mlsys iron-law: --batch: must be greater than zero
? 2
$ mlsys iron-law --hw h100 --workload llama70b --batch 70B
! mlsys iron-law: --batch: expected a count; did you mean 70e9?
? 2
$ mlsys iron-law --workload llama70b --bw 0TB/s --peak 1TFLOP/s
! mlsys iron-law: --bw: must be greater than zero
? 2
$ mlsys iron-law --workload llama70b --bw 5ms --peak 1TFLOP/s
! mlsys iron-law: --bw: expected a quantity in B/s, got one in s
? 2
$ mlsys iron-law --workload llama70b --bw 3.35 --peak 1TFLOP/s
!~ ^mlsys iron-law: --bw: missing unit; expected a quantity in B/s
? 2
$ mlsys iron-law --hw h100 --workload llama70b --compute-precision fp4
! mlsys iron-law: --compute-precision: h100-sxm has no fp4 rate; it has fp64, fp32, tf32, fp16, bf16, fp8, int8
? 2
$ mlsys iron-law --hw h100 --workload llama70b --precision fp12
! mlsys iron-law: --precision: unknown value 'fp12'; did you mean 'fp32'? (one of fp64, fp32, tf32, fp16, bf16, fp8, fp4, int8, int4, q8_0, q4_k_m, int4-g128, q4_0, q5_k_m, q6_k, awq, gptq)
? 2
$ mlsys iron-law --hw h100 --workload resnet50 --phase decode
! mlsys iron-law: --workload: phase decode needs a transformer (layers, hidden, heads and parameters) or an SSM (layers, ssm_state); this workload has only FLOPs per sample; use --phase infer or train
? 2
$ mlsys iron-law --hw h100 --workload llama70b --lat -1ms
! mlsys iron-law: --lat: must not be negative
? 2
# A result beyond the range of a double is an error, not "inf s":
# 10 GB / 1e-300 B/s = 1e310 s > 1.8e308.
$ mlsys iron-law --dvol 10GB --ops 10GFLOP --bw 1e-300B/s --peak 1TFLOP/s
! mlsys iron-law: D_vol / BW or R_peak / BW overflows a double (over 1.8e308): BW is too small
? 2
# Storage-only formats (q8_0, q4_k_m, int4-g128, q4_0, q5_k_m, q6_k, awq, gptq) have no rate on any device:
# --compute-precision takes only the nine rate precisions.
$ mlsys iron-law --hw h100 --workload llama70b --compute-precision q4_k_m
! mlsys iron-law: --compute-precision: unknown value 'q4_k_m'; expected one of fp64, fp32, tf32, fp16, bf16, fp8, fp4, int8, int4
? 2
