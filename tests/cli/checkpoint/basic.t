# docs/worked-examples.md #17: 175B × 12 B = 2.1 TB written at 100 GB/s takes 21 s; MTBF 5 h.
# Young: sqrt(2·21·18000) = 869.48 s = 14.49 min. Daly: δ/(2M) = 5.8333e-4,
# 869.48·(1 + 0.0080508 + 0.0000648) − 21 = 855.54 s = 14.26 min. At the optimum the
# waste is 2·21/869.48 = 4.83 % (half of it the 2.42 % checkpoint overhead), goodput 95.17 %.
# Exponential model (Daly 2006) at tau_daly: tau/(M·(e^((tau + δ)/M) − 1)) with
# (855.54 + 21)/18000 = 0.0486966, e^x − 1 = 0.0499016: 855.54/898.23 = 95.25 %.
$ mlsys checkpoint --write 21s --mtbf-system 5h
symbol             meaning                                                                       value
T_write            time to write one checkpoint                                                  21 s
MTBF_system        mean time between failures of the whole job                                   5 h
tau_opt            Young: sqrt(2·T_write·MTBF_system), the checkpoint interval                   14.49 min
tau_daly           Daly (2006) higher-order interval; MTBF_system when T_write >= 2·MTBF_system  14.26 min
tau_numeric        interval minimising waste(τ), found numerically (GSL Brent)                   14.49 min
waste_opt          waste(τ) = T_write/τ + (τ/2 + T_restart)/MTBF_system at tau_numeric           4.83 %
eta_goodput        first order: 1 - waste_opt (0 when waste >= 1)                                95.17 %
eta_goodput_exp    useful share of time at tau_daly, exponential failures (Daly 2006)            95.25 %
failures_expected  T_job/MTBF_system, with --job                                                 -
note: failures are independent and exponential; waste_opt and eta_goodput are first order in T_write/MTBF_system, eta_goodput_exp is not
# The same from the checkpoint size and write bandwidth, in CSV (base SI: seconds):
# 2.1e12 / 1e11 = 21 s; 5 h = 18,000 s; sqrt(756,000) = 869.482605 s;
# Daly 869.482605 * (1 + 0.02415229/3 + 5.833333e-4/9) - 21 = 855.538960 s.
$ mlsys checkpoint --size 2.1TB --write-bw 100GB/s --mtbf-system 5h --columns T_write,MTBF_system,tau_opt,tau_daly,failures_expected -f csv
= rtol 1e-8
T_write,MTBF_system,tau_opt,tau_daly,failures_expected
21,18000,869.482605,855.538960,
# tau_numeric agrees with Young to the minimiser's precision (not printed exactly: the
# last digits belong to GSL's iteration).
$ mlsys checkpoint --write 21s --mtbf-system 5h -f json
~ "tau_numeric": 869\.48260[0-9]*
# docs/worked-examples.md #18: write 2.5 min, MTBF 2 h: sqrt(2·150·7200) = 1469.7 s
# = 24.495 min, 24.5 min as published and 24.49 min at 4 digits.
# Daly: 1469.69·(1 + 0.034021 + 0.0011574) − 150 = 1371.4 s = 22.86 min.
$ mlsys checkpoint --write 2.5min --mtbf-system 2h --columns tau_opt,tau_daly,tau_numeric
symbol       meaning                                                                       value
tau_opt      Young: sqrt(2·T_write·MTBF_system), the checkpoint interval                   24.49 min
tau_daly     Daly (2006) higher-order interval; MTBF_system when T_write >= 2·MTBF_system  22.86 min
tau_numeric  interval minimising waste(τ), found numerically (GSL Brent)                   24.49 min
note: failures are independent and exponential; waste_opt and eta_goodput are first order in T_write/MTBF_system, eta_goodput_exp is not
# MTBF_system from devices: 2,048 × 50,000 h gives 24.41 h = 87890.625 s (as does 20,000 FIT);
# over 30 days, 720/24.414 = 29.49 failures expected.
$ mlsys checkpoint --write 21s --devices 2048 --mtbf-device 50000h --job 30days --columns MTBF_system,failures_expected -f csv
MTBF_system,failures_expected
87890.625,29.4912
$ mlsys checkpoint --write 21s --devices 2048 --fit 20000 --columns MTBF_system -f csv
MTBF_system
87890.625
# The restart time adds T_restart/MTBF_system to the waste: 36 s against 1 h at the
# optimum is 2·sqrt(36/7200) = 14.14 %, plus 360/3600 = 10 %: 24.14 %.
$ mlsys checkpoint --write 36s --mtbf-system 1h --restart 6min --columns waste_opt
24.14 %
# T_write not small against MTBF_system (1 h of 2 h, over 10 %): a warning. Young's
# interval sqrt(2·1·2) = 2 h wastes 1/2 + 1/2 = 100 %: the first-order model sees no
# progress. The exponential model (Daly 2006) does. δ/(2M) = 0.25,
# tau_daly = 2·(1 + 0.5/3 + 0.25/9) − 1 = 1.3889 h; one segment of tau work and a δ write
# takes M·(e^((tau + δ)/M) − 1) = 2·(e^1.19444 − 1) = 2·2.30178 = 4.60356 h on average,
# so eta_goodput_exp = 1.38889/4.60356 = 30.17 % (docs/reliability.md: "about 30 %").
$ mlsys checkpoint --write 1h --mtbf-system 2h --columns tau_opt,tau_daly,eta_goodput,eta_goodput_exp
symbol           meaning                                                                       value
tau_opt          Young: sqrt(2·T_write·MTBF_system), the checkpoint interval                   2 h
tau_daly         Daly (2006) higher-order interval; MTBF_system when T_write >= 2·MTBF_system  1.389 h
eta_goodput      first order: 1 - waste_opt (0 when waste >= 1)                                0 %
eta_goodput_exp  useful share of time at tau_daly, exponential failures (Daly 2006)            30.17 %
note: failures are independent and exponential; waste_opt and eta_goodput are first order in T_write/MTBF_system, eta_goodput_exp is not
note: warning: T_write is 50 % of MTBF_system (over 10 %): the first-order tau_opt and waste lose accuracy; prefer tau_daly and eta_goodput_exp
note: first-order waste >= 1 (eta_goodput 0 %): that model breaks down here; eta_goodput_exp is the expected share of useful time
