# The H100's roofs (data/hardware/h100-sxm.yaml): ridge = rate / 3.35 TB/s:
# 67/3.35 = 20, 494/3.35 = 147.46..., 989/3.35 = 295.22..., 1979/3.35 = 590.74...
$ mlsys roofline --hw h100 -f csv --columns compute_precision,I_ridge
compute_precision,I_ridge
fp64,20
fp32,20
tf32,147.46268656716418
fp16,295.2238805970149
bf16,295.2238805970149
fp8,590.7462686567164
int8,590.7462686567164
# worked-examples.md #3: ridge 295.2, effective ridge at eta 0.5 147.6 FLOP/byte.
# 1 GFLOP over 1 MB: I = 1000 FLOP/B, above the ridge, so R_attain = 0.5 * 989 TFLOP/s.
$ mlsys roofline --peak 989TFLOP/s --bw 3.35TB/s --eff 0.5 --ops 1GFLOP --dvol 1MB -f csv --columns I,I_ridge_eff,R_attain,bound,utilization
I,I_ridge_eff,R_attain,bound,utilization
1000,147.61194029850745,494500000000000,compute,0.5
$ mlsys roofline --peak 989TFLOP/s --bw 3.35TB/s --eff 0.5 --ops 1GFLOP --dvol 1MB --columns I_ridge_eff
147.6 FLOP/byte
$ mlsys roofline --bw 1TB/s
! mlsys roofline: no workload: give --workload NAME or --ops and --dvol (or --hw alone for the device's roofline)
? 2
