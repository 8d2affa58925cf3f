# The H100's roofs (data/hardware/h100-sxm.yaml): ridge = rate / 3.35 TB/s:
# 67/3.35 = 20, 494/3.35 = 147.462687, 989/3.35 = 295.223881, 1979/3.35 = 590.746269.
$ mlsys roofline --hw h100 -f csv --columns compute_precision,I_ridge
= rtol 1e-8
compute_precision,I_ridge
fp64,20
fp32,20
tf32,147.462687
fp16,295.223881
bf16,295.223881
fp8,590.746269
int8,590.746269
# docs/worked-examples.md #3: ridge 295.2, effective ridge at eta 0.5 147.6 FLOP/byte
# (989/3.35 * 0.5 = 147.611940). 1 GFLOP over 1 MB: I = 1000 FLOP/B, above the ridge,
# so R_attain = 0.5 * 989 TFLOP/s = 494.5 TFLOP/s, utilization 0.5.
$ mlsys roofline --peak 989TFLOP/s --bw 3.35TB/s --eff 0.5 --ops 1GFLOP --dvol 1MB -f csv --columns I,I_ridge_eff,R_attain,bound,utilization
= rtol 1e-8
I,I_ridge_eff,R_attain,bound,utilization
1000,147.611940,494.5e12,compute,0.5
$ mlsys roofline --peak 989TFLOP/s --bw 3.35TB/s --eff 0.5 --ops 1GFLOP --dvol 1MB --columns I_ridge_eff
147.6 FLOP/byte
$ mlsys roofline --bw 1TB/s
! mlsys roofline: no workload: give --workload NAME or --ops and --dvol (or --hw alone for the device's roofline)
? 2
