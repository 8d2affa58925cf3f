# DenseParametersVsBandwidthSince2014: every index, and parameter_growth printed "%.3g" as
# 3.9e+03 (docs/worked-examples.md #29: 540e9 / 138,357,544 = 3,902.9; the bandwidth
# growth 8 TB/s / 480 GB/s = 16.67). The indices by hand from the catalog entries
# (data/hardware/*.yaml memory bandwidth, data/workloads/*.yaml parameters):
#   bandwidth / 480 GB/s (k80): p100 732 -> 1.525, v100 900 -> 1.875,
#     a100 2039 -> 4.247916667, h100 3350 -> 6.979166667, h200 4800 -> 10,
#     b200 8000 -> 16.66666667
#   parameters / 138,357,544 (vgg16): resnet50 25.6e6 -> 0.1850278580,
#     bert-large 340e6 -> 2.457401239, gpt2-xl 1.5e9 -> 10.84147605,
#     gpt3 175e9 -> 1264.838873, mt-nlg-530b 530e9 -> 3830.654872,
#     palm-540b 540e9 -> 3902.931379, llama3-405b 405e9 -> 2927.198534,
#     switch-c 1.571e12 -> 11354.63925, gpt4 1.76e12 -> 12720.66524,
#     mixtral-8x7b 46.7e9 -> 337.5312878, deepseek-v3 671e9 -> 4849.753621
$ mlsys scenario run DenseParametersVsBandwidthSince2014
key               row           value  expected        check
bandwidth_index   k80               1  -               -
bandwidth_index   p100          1.525  -               -
bandwidth_index   v100          1.875  -               -
bandwidth_index   a100          4.248  -               -
bandwidth_index   h100          6.979  -               -
bandwidth_index   h200             10  -               -
bandwidth_index   b200          16.67  -               -
dense_index       vgg16             1  -               -
dense_index       resnet50      0.185  -               -
dense_index       bert-large    2.457  -               -
dense_index       gpt2-xl       10.84  -               -
dense_index       gpt3           1265  -               -
dense_index       mt-nlg-530b    3831  -               -
dense_index       palm-540b      3903  -               -
dense_index       llama3-405b    2927  -               -
sparse_index      switch-c      11350  -               -
sparse_index      gpt4          12720  -               -
sparse_index      mixtral-8x7b  337.5  -               -
sparse_index      deepseek-v3    4850  -               -
bandwidth_growth  b200          16.67  -               -
parameter_growth  palm-540b      3903  3.9e+03 (%.3g)  pass: 3.9e+03
note: indices relative to k80 (memory bandwidth) and vgg16 (parameters); sparse models are reported but kept out of parameter_growth
# Machine formats: every number in full, in base SI units (the hand values above, to 10
# digits; "3.9e+03 (%.3g)" is the scenario's own expectation text).
$ mlsys scenario run densepaRAMETERSvsbandwidthsince2014 -f csv
= rtol 1e-9
key,row,value,expected,check,unit
bandwidth_index,k80,1,,,
bandwidth_index,p100,1.525,,,
bandwidth_index,v100,1.875,,,
bandwidth_index,a100,4.247916667,,,
bandwidth_index,h100,6.979166667,,,
bandwidth_index,h200,10,,,
bandwidth_index,b200,16.66666667,,,
dense_index,vgg16,1,,,
dense_index,resnet50,0.1850278580,,,
dense_index,bert-large,2.457401239,,,
dense_index,gpt2-xl,10.84147605,,,
dense_index,gpt3,1264.838873,,,
dense_index,mt-nlg-530b,3830.654872,,,
dense_index,palm-540b,3902.931379,,,
dense_index,llama3-405b,2927.198534,,,
sparse_index,switch-c,11354.63925,,,
sparse_index,gpt4,12720.66524,,,
sparse_index,mixtral-8x7b,337.5312878,,,
sparse_index,deepseek-v3,4849.753621,,,
bandwidth_growth,b200,16.66666667,,,
parameter_growth,palm-540b,3902.931379,3.9e+03 (%.3g),pass: 3.9e+03,
# evaluate: the command's own output keys and notes (iron-law here). By hand
# (scenarios/Llama2_70B_DecodeFloorTP2.yaml): D_vol = 70e9 * 2 B / 2 = 70e9 B per GPU;
# T = T_mem = 70e9 / 3.35e12 = 0.02089552239 s; I_ridge = 989/3.35 = 295.2238806 FLOP/B;
# throughput = 1/T = 47.85714286 /s; capacity 80 GiB = 85,899,345,920 B. The compute
# precision is the default, bf16 (the H100 has a bf16 rate).
$ mlsys scenario run Llama2_70B_DecodeFloorTP2 -f json
= rtol 1e-9
{"command": "scenario run", "version": "0.1.0", "units": {}, "rows": [
  {"key": "hw", "row": "", "value": "h100-sxm", "expected": null, "check": null, "unit": null},
  {"key": "compute_precision", "row": "", "value": "bf16", "expected": null, "check": null, "unit": null},
  {"key": "tp", "row": "", "value": 1, "expected": null, "check": null, "unit": ""},
  {"key": "pp", "row": "", "value": 1, "expected": null, "check": null, "unit": ""},
  {"key": "D_vol", "row": "", "value": 70000000000, "expected": null, "check": null, "unit": "B"},
  {"key": "BW", "row": "", "value": 3350000000000, "expected": null, "check": null, "unit": "B/s"},
  {"key": "T_mem", "row": "", "value": 0.02089552239, "expected": null, "check": null, "unit": "s"},
  {"key": "O", "row": "", "value": 0, "expected": null, "check": null, "unit": "FLOP"},
  {"key": "R_peak", "row": "", "value": 989000000000000, "expected": null, "check": null, "unit": "FLOP/s"},
  {"key": "eta_hw", "row": "", "value": 1, "expected": null, "check": null, "unit": ""},
  {"key": "T_comp", "row": "", "value": 0, "expected": null, "check": null, "unit": "s"},
  {"key": "T_comm", "row": "", "value": 0, "expected": null, "check": null, "unit": "s"},
  {"key": "L_lat", "row": "", "value": 0, "expected": null, "check": null, "unit": "s"},
  {"key": "T", "row": "", "value": 0.02089552239, "expected": "20.9 ms (%.3g)", "check": "pass: 20.9", "unit": "s"},
  {"key": "bound", "row": "", "value": "memory", "expected": "memory", "check": "pass", "unit": null},
  {"key": "I", "row": "", "value": 0, "expected": null, "check": null, "unit": "FLOP/B"},
  {"key": "I_ridge", "row": "", "value": 295.2238806, "expected": null, "check": null, "unit": "FLOP/B"},
  {"key": "I_ridge_eff", "row": "", "value": 295.2238806, "expected": null, "check": null, "unit": "FLOP/B"},
  {"key": "MFU", "row": "", "value": 0, "expected": null, "check": null, "unit": ""},
  {"key": "throughput", "row": "", "value": 47.85714286, "expected": null, "check": null, "unit": "1/s"},
  {"key": "capacity", "row": "", "value": 85899345920, "expected": null, "check": null, "unit": "B"}
], "notes": ["eta_hw = 1 (default; --eff sets the achieved fraction of peak)"]}
# application: levels with their limit and verdict (SmartDoorbell.yaml has the arithmetic:
# T = 275e3/0.08e9 + 25e6/2.4e9 + 1 ms = 3.4375 + 10.41667 + 1 = 14.85417 ms; utilization
# 10.41667/14.85417 = 0.7012623; P = 0.4 W (0.3 + 0.7 * 0.7012623) = 316.3534 mW;
# E_per_item = P * T = 0.4 W (0.3 * 14.85417 + 0.7 * 10.41667) ms = 4.699167 mJ;
# M_total = 275 kB against 520 KiB = 532,480 B).
$ mlsys scenario run SmartDoorbell
key          row            value     limit  status  expected                       check
feasibility  M_total       275 kB  532.5 kB  PASS    275 kB (rtol 1e-09), PASS      pass: 275 kB
performance  T           14.85 ms    200 ms  PASS    14.854 ms (rtol 0.0001), PASS  pass: 14.8542 ms
power        P           316.4 mW    100 mW  FAIL    316.35 mW (rtol 0.0001), FAIL  pass: 316.353 mW
energy       E_per_item  4.699 mJ         -  -       -                              -
verdict      power           FAIL         -  FAIL    FAIL                           pass
bound                     compute         -  -       -                              -
note: performance: T, the iron-law time of one step; power: the energy command's power view while it runs
note: phase infer (default for this workload; inputs.phase)
note: activations per sample assumed 0.1 x model bytes (no catalog figure; inputs.act-frac)
note: eta_hw = 1 (default; inputs.eff sets the achieved fraction of peak)
note: PUE = 1 (default; inputs.pue)
note: no CO2e: give inputs.grid
note: E_move = 160 pJ/B: technology figure for DRAM at 45 nm (Horowitz 2014)
note: E_compute = 0.1 pJ/op: INT8 MAC at 45 nm (Horowitz 2014)
note: P = TDP (0.3 + 0.7 utilization): an idle floor of 30 % of TDP is assumed
$ mlsys scenario run SmartDoorbell -f tsv --columns key,row,value,limit,status
= rtol 1e-6
key	row	value	limit	status
feasibility	M_total	275000	532480	PASS
performance	T	0.01485417	0.2	PASS
power	P	0.3163534	0.1	FAIL
energy	E_per_item	0.004699167		
verdict	power	FAIL		FAIL
bound		compute		
# A file of one's own (a path, or a name ending in .yaml), here docs/worked-examples.md #8:
# T = 2 us + 1e4/1e10 s = 3 us, n* = 20 kB, algbw = busbw = 1e4 B / 3e-6 s
# = 3,333,333,333.3 B/s.
$ mlsys scenario run "$TESTDATA/scenario/UserEvaluate.yaml" -f jsonl
= rtol 1e-10
{"key":"alpha","row":"","value":0.000002,"expected":null,"check":null,"unit":"s"}
{"key":"beta","row":"","value":10000000000,"expected":null,"check":null,"unit":"B/s"}
{"key":"T","row":"","value":0.000003,"expected":"3 us (rtol 1e-12)","check":"pass: 3 us","unit":"s"}
{"key":"T_latency","row":"","value":0.000002,"expected":null,"check":null,"unit":"s"}
{"key":"T_bandwidth","row":"","value":0.000001,"expected":null,"check":null,"unit":"s"}
{"key":"n_star","row":"","value":20000,"expected":"20 KB (%.2g)","check":"pass: 20","unit":"B"}
{"key":"regime","row":"","value":"latency","expected":"latency","check":"pass","unit":null}
{"key":"algbw","row":"","value":3333333333.3,"expected":null,"check":null,"unit":"B/s"}
{"key":"busbw","row":"","value":3333333333.3,"expected":null,"check":null,"unit":"B/s"}
# The carbon row: 0.401472 ug = 401.472 ng prints as 401.5 ng, the 1 ug budget as 1 ug
# (the mass ladder goes down to fg, as other units do).
$ cd "$TESTDATA/scenario" && mlsys scenario run UserApplication.yaml
key          row                   value    limit  status  expected                        check
feasibility  M_total            7.711 MB  85.9 GB  PASS    7710718.4 B (rtol 1e-12), PASS  pass: 7.71072 MB
performance  T                  12.91 us     1 ms  PASS    12.9084 us (rtol 1e-05), PASS   pass: 12.9084 us
power        P                     233 W    300 W  PASS    233.029 W (rtol 1e-05), PASS    pass: 233.029 W
energy       E_per_item         3.008 mJ     1 mJ  FAIL    3.00803 mJ (rtol 1e-05), FAIL   pass: 3.00803 mJ
carbon       CO2e_per_item      358.5 ng     1 ug  PASS    0.358457 ug (rtol 1e-05), PASS  pass: 0.358457 ug
data_rate    host link          100 GB/s  64 GB/s  FAIL    100 GB/s (rtol 0), FAIL         pass: 100 GB/s
verdict      energy, data_rate      FAIL        -  FAIL    FAIL, FAIL                      pass
bound                            latency        -  -       latency                         pass
note: performance: T, the iron-law time of one step; power: the energy command's power view while it runs
note: phase infer (default for this workload; inputs.phase)
note: precision bf16 (default; inputs.precision)
note: activations per sample assumed 0.1 x model bytes (no catalog figure; inputs.act-frac)
note: eta_hw = 1 (default; inputs.eff sets the achieved fraction of peak)
note: PUE = 1 (default; inputs.pue)
note: E_move = 31 pJ/B: technology figure for HBM2 (O'Connor et al. 2017)
note: E_compute = 0.55 pJ/FLOP: FP16 FMA at 45 nm (Horowitz 2014)
note: P = TDP (0.3 + 0.7 utilization): an idle floor of 30 % of TDP is assumed
