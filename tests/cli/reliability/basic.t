# docs/worked-examples.md #15: 2,048 GPUs at 50,000 h each over 24 h.
# λ = 1/50000 h = 20e-6 /h = 20,000 FIT; MTBF_system = 50000/2048 = 24.41 h;
# N·λ·t = 2048·24/50000 = 0.98304; R = e^-0.98304 = 37.42 %; P_fail = 62.58 % (62.6 %).
$ mlsys reliability --devices 2048 --mtbf-device 50000h --time 24h
symbol             meaning                                                          value
lambda             λ: failure rate of one unit (device, or node with --component)   20e-6 /h
FIT                λ in failures per 1e9 unit-hours                                 20000
MTBF               1/λ: mean time between failures of one unit                      50000 h
MTBF_system        MTBF/N: mean time between failures of all N units                24.41 h
R_system           e^(-N·λ·t): probability of no failure within --time              37.42 %
P_fail             1 - R_system: probability of at least one failure within --time  62.58 %
failures_expected  N·λ·t: expected failures within --time                           0.983
availability       MTBF_system/(MTBF_system + MTTR), with --mttr                    -
note: failures are independent with constant rates (exponential)
# The same in machine formats: base SI (λ = 1/1.8e8 s = 5.555555556e-9 /s; MTBF in s:
# 50000 h = 1.8e8 s, 24.41 h = 87890.625 s); R = e^-0.98304 = 0.3741718856, P_fail
# = 0.6258281144; availability = 87890.625/(87890.625 + 7200) = 0.9242827566.
$ mlsys reliability --devices 2048 --mtbf-device 50000h --time 24h --mttr 2h -f json
= rtol 1e-9
{"command": "reliability", "version": "0.1.0", "units": {"lambda": "1/s", "FIT": "", "MTBF": "s", "MTBF_system": "s", "R_system": "", "P_fail": "", "failures_expected": "", "availability": ""}, "rows": [
  {"lambda": 5.555555556e-9, "FIT": 20000, "MTBF": 1.8e8, "MTBF_system": 87890.625, "R_system": 0.3741718856, "P_fail": 0.6258281144, "failures_expected": 0.98304, "availability": 0.9242827566}
], "notes": ["failures are independent with constant rates (exponential)"]}
# Without --time the time-dependent keys are empty in CSV.
$ mlsys reliability --devices 2048 --mtbf-device 50000h -f csv
= rtol 1e-9
lambda,FIT,MTBF,MTBF_system,R_system,P_fail,failures_expected,availability
5.555555556e-9,20000,1.8e8,87890.625,,,,
# A rate given as FIT through --fit or --lambda is the same device.
$ mlsys reliability --fit 20000 --devices 2048 --time 24h --columns MTBF_system,P_fail -f csv
= rtol 1e-9
MTBF_system,P_fail
87890.625,0.6258281144
$ mlsys reliability --lambda "20000 FIT" --devices 2048 --time 24h --columns MTBF_system,P_fail -f csv
= rtol 1e-9
MTBF_system,P_fail
87890.625,0.6258281144
# docs/worked-examples.md #16: 1e9/50,000 = 20,000 FIT; 1e9/200,000 = 5,000 FIT. MTTF 50,000 h is 20,000 FIT and 200,000 h is 5,000 FIT.
$ mlsys reliability --mtbf-device 50000h --columns FIT
20000
$ mlsys reliability --mtbf-device 200000h --columns FIT
5000
# docs/worked-examples.md #14: a node of 8 GPUs (50,000 h), 2 NICs (150,000 h) and 2 PSUs
# (100,000 h): 1/MTBF = 8/50000 + 2/150000 + 2/100000 = 1.93333e-4 /h, MTBF = 5,172.4 h;
# 10,000 GPUs are 1,250 nodes: 5172.4/1250 = 4.138 h.
$ mlsys reliability --component gpu:8:50000h --component nic:2:150000h --component psu:2:100000h --nodes 1250 --columns MTBF,MTBF_system --digits 5
symbol       meaning                                            value
MTBF         1/λ: mean time between failures of one unit        5172.4 h
MTBF_system  MTBF/N: mean time between failures of all N units  4.1379 h
note: failures are independent with constant rates (exponential)
note: no --time: R_system, P_fail and failures_expected not computed
# A part's third field may be a rate: 8·20000 FIT + 2·(1e9/150000) FIT = 173,333 FIT.
$ mlsys reliability --component gpu:8:20000FIT --component "nic:2:1/(150000 h)" --columns FIT --digits 6
173333
# Availability alone: MTBF 1,000 h and MTTR 10 h give 1000/1010 = 99.01 %.
$ mlsys reliability --mtbf-device 1000h --mttr 10h --columns availability
99.01 %
