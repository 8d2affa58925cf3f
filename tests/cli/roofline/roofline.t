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
# Boards and racks are read per device. gb200-nvl72 stores
# rack totals for 72 GPUs: 162 PFLOP/s fp16/bf16, 324 fp8, 648 fp4 and 576 TB/s,
# so one GPU has 2.25, 2.25, 4.5 and 9 PFLOP/s and 576e12/72 = 8e12 B/s; the
# fp16 ridge is 2.25e15/8e12 = 281.25 FLOP/B (the same as one B200).
$ mlsys roofline --hw gb200-nvl72 -f json --columns compute_precision,R_peak,BW,I_ridge
{"command": "roofline", "version": "0.1.0", "units": {"R_peak": "FLOP/s", "BW": "B/s", "I_ridge": "FLOP/B"}, "rows": [
  {"compute_precision": "fp16", "R_peak": 2250000000000000, "BW": 8000000000000, "I_ridge": 281.25},
  {"compute_precision": "bf16", "R_peak": 2250000000000000, "BW": 8000000000000, "I_ridge": 281.25},
  {"compute_precision": "fp8", "R_peak": 4500000000000000, "BW": 8000000000000, "I_ridge": 562.5},
  {"compute_precision": "fp4", "R_peak": 9000000000000000, "BW": 8000000000000, "I_ridge": 1125}
], "notes": ["gb200-nvl72 is a system of 72 devices: figures are per device (the entry's rates, memory, bandwidth and power / 72)", "eta_hw = 1 (default; --eff sets the achieved fraction of peak)"]}
# k80 is a board of two GK210: 480 GB/s, 2.91 TFLOP/s fp64 and 8.73 fp32 for the
# board; per GPU 240 GB/s, 1.455 and 4.365 TFLOP/s; ridges 1.455e12/240e9 =
# 6.0625 and 4.365e12/240e9 = 18.1875.
$ mlsys roofline --hw k80 -f csv --columns R_peak,BW,I_ridge
R_peak,BW,I_ridge
1455000000000,240000000000,6.0625
4365000000000,240000000000,18.1875
# A whole system of one device is evaluated with the system's figures, noted.
$ mlsys roofline --hw cerebras-cs3 -f json --columns BW
{"command": "roofline", "version": "0.1.0", "units": {"BW": "B/s"}, "rows": [
  {"BW": 21000000000000000},
  {"BW": 21000000000000000}
], "notes": ["cerebras-cs3 is a whole system (kind: system), evaluated as one device with the system's rates, memory and bandwidth", "eta_hw = 1 (default; --eff sets the achieved fraction of peak)"]}
