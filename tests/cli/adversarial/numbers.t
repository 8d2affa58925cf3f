# Numbers beyond the range of a double, and NaN and infinity spelled every
# way, in expressions, options, CSV rows, --input records and catalog
# files: one error line each, exit 2 on the command line and 1 in a file.
# Every run goes through guard.sh: killed at 5 s of CPU time (10 s under the
# sanitizers; 60 s blocked),
# 200 MB of address space,
# and a failure when it takes over 1 s of CPU time (8 s under the sanitizers).
$ . "$TESTDATA/adversarial/guard.sh"; mlsys units '1e308*10'
! mlsys units: EXPR at character 6: result out of range
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys units '1e308 * 10 B'
! mlsys units: EXPR at character 7: result out of range
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys units -- '-1e308 - 1e308'
! mlsys units: EXPR at character 8: result out of range
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys units 1e-400
! mlsys units: EXPR at character 1: number out of range: '1e-400'
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys units '1e-320 s'
! mlsys units: EXPR at character 1: number out of range: '1e-320'
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys units 1e999
! mlsys units: EXPR at character 1: number out of range: '1e999'
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys units '(1e200 s)^2 / 1e200 s'
! mlsys units: EXPR at character 10: result out of range
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys units '10^17'
! mlsys units: EXPR at character 4: exponent must be an integer between -16 and 16
? 2
# NaN and infinity: refused whatever the spelling or case.
$ . "$TESTDATA/adversarial/guard.sh"; for x in nan NaN NAN -nan 'nan(0x7ff)' inf Inf INF -inf Infinity -Infinity infinity 1e999 -1e999 '0x1p3'; do mlsys units -- "$x"; echo "$x: $?"; done
nan: 2
NaN: 2
NAN: 2
-nan: 2
nan(0x7ff): 2
inf: 2
Inf: 2
INF: 2
-inf: 2
Infinity: 2
-Infinity: 2
infinity: 2
1e999: 2
-1e999: 2
0x1p3: 2
! mlsys units: EXPR at character 1: not a number: 'nan'
! mlsys units: EXPR at character 1: not a number: 'NaN'
! mlsys units: EXPR at character 1: not a number: 'NAN'
! mlsys units: EXPR at character 1: not a number: '-nan'
! mlsys units: EXPR at character 1: not a number: 'nan'
! mlsys units: EXPR at character 1: infinite values are not allowed: 'inf'
! mlsys units: EXPR at character 1: infinite values are not allowed: 'Inf'
! mlsys units: EXPR at character 1: infinite values are not allowed: 'INF'
! mlsys units: EXPR at character 1: infinite values are not allowed: '-inf'
! mlsys units: EXPR at character 1: infinite values are not allowed: 'Infinity'
! mlsys units: EXPR at character 1: infinite values are not allowed: '-Infinity'
! mlsys units: EXPR at character 1: infinite values are not allowed: 'infinity'
! mlsys units: EXPR at character 1: number out of range: '1e999'
! mlsys units: EXPR at character 2: number out of range: '1e999'
! mlsys units: EXPR at character 2: unknown unit 'x'
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --bw 'nan TB/s'
! mlsys iron-law: --bw: not a number: 'nan'
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --bw 'inf TB/s'
! mlsys iron-law: --bw: infinite values are not allowed: 'inf'
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --bw '1e999 TB/s'
! mlsys iron-law: --bw: number out of range: '1e999'
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --batch nan
! mlsys iron-law: --batch: not a number: 'nan'
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --batch -inf
! mlsys iron-law: --batch: infinite values are not allowed: '-inf'
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --eff Infinity
! mlsys iron-law: --eff: infinite values are not allowed: 'Infinity'
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --batch 1e999
! mlsys iron-law: --batch: number out of range: '1e999'
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys --digits nan units 1
! mlsys units: --digits: not a number: 'nan'
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys --digits 1e999 units 1
! mlsys units: --digits: number out of range: '1e999'
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys degradation divergence --p nan,1 --q 1,1
! mlsys degradation divergence: --p: bin 1: not a number: 'nan'
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys degradation divergence --p 1e308,1e308 --q 1,1
! mlsys degradation divergence: --p: the bins sum to inf; need a sum > 0
? 2
# A batch that makes the step's bytes overflow a double: one error naming
# the cause, not "no workload" (found by the adversarial suite).
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --batch 1e300
! mlsys iron-law: --workload: operations or bytes per step overflow a double (over 1.8e308): lower --batch or --seq
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys roofline --hw h100 --workload llama70b --batch 1e300
! mlsys roofline: --workload: operations or bytes per step overflow a double (over 1.8e308): lower --batch or --seq
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys memory --hw h100 --workload llama70b --batch 1e300
! mlsys memory: --workload: operations or bytes per step overflow a double (over 1.8e308): lower --batch or --seq
? 2
# In files: a CSV row, an --input record, a catalog entry. The good record takes
# 1 us + 1e6 B / 1e10 B/s = 101 us.
$ . "$TESTDATA/adversarial/guard.sh"; printf '0.1,0.9\n0.2,nan\n0.3,0.7\n' > nan.csv && mlsys degradation fit nan.csv
! mlsys: nan.csv:2:5: accuracy: not a number: 'nan'
? 1
$ . "$TESTDATA/adversarial/guard.sh"; printf '0.1,0.9\n1e999,0.8\n0.3,0.7\n' > inf.csv && mlsys degradation fit inf.csv
! mlsys: inf.csv:2:1: divergence: number out of range: '1e999'
? 1
$ . "$TESTDATA/adversarial/guard.sh"; printf 'alpha,beta,size\n1us,10GB/s,1MB\n1us,inf GB/s,1MB\n1e-400 s,10GB/s,1MB\n' > in.csv && mlsys comm --input in.csv --columns T
101 us
! mlsys: in.csv:3:1: --beta: infinite values are not allowed: 'inf'
! mlsys: in.csv:4:1: --alpha: number out of range: '1e-400'
! mlsys comm: 2 of 3 lines failed
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p c/hardware && printf 'name: x\ntitle: X\nmemory:\n  capacity: 80 GB\n  bandwidth: nan TB/s\ncompute:\n  fp16: 1e999 TFLOP/s\nsource: none\n' > c/hardware/x.yaml && mlsys catalog check c
! mlsys: c/hardware/x.yaml:5:14: memory.bandwidth: not a number: 'nan'
! mlsys catalog check: 1 problem in the catalog
? 1
# Extremes that are valid input give a result (possibly inf, printed as
# such) or one error line: never a crash (status > 3) or a hang. The iron
# law refuses a step time beyond a double (1e300 FLOP / 1e-300 FLOP/s =
# 1e600 s; 1e308 B / 1e-300 B/s = 1e608 s), so roofline and iron-law give 2;
# so do the transfer models, comm, loggp and the cluster and compress
# commands built on comm (1e300 B / 1e-300 B/s = 1e600 s; 1e300 B x 1e300
# s/B = 1e600 s).
$ . "$TESTDATA/adversarial/guard.sh"; while read -r args; do eval "mlsys $args" >/dev/null 2>&1; echo "$?: $args"; done <"$TESTDATA/adversarial/extremes.txt"
2: comm --alpha 0s --beta 1e-300B/s --size 1e300B
2: comm --alpha 1e300s --beta 1e300B/s --size 1e-300B --collective allreduce --ranks 1e15
2: loggp --L 1e300s --o 1e300s --G 1e300s/B --size 1e300B --messages 1e300
2: cluster --devices 1e15 --t-compute 1e-300s --params 1e300 --alpha 1e300s --beta 1e-300B/s
2: cluster --devices 1e15 --straggler-cv 1e300 --t-compute 1s --t-comm 1s
0: parallel --devices 1e15 --tp 1e5 --pp 1e5 --microbatches 1e15 --params 1e300 --layers 1e15 --hidden 1e15 --heads 1 --batch 1e300
2: compress --alpha 0s --beta 1e-300B/s --size 1e300B --ratio 1e300 --t-encode 1e300s --t-decode 0s
0: energy --hw h100 --workload llama70b --seq 1e300
0: energy --power 1e308W --time 1e308s --pue 1e308 --ci 1e308g/kWh
2: memory --params 1e300 --layers 1e15 --hidden 1e15 --heads 1 --phase train --batch 1e300
2: roofline --peak 1e-300FLOP/s --bw 1e300B/s --ops 1e300FLOP --dvol 1e-300B
2: iron-law --dvol 1e308B --ops 1e308FLOP --bw 1e-300B/s --peak 1e-300FLOP/s --lat 1e308s
0: serving --arrival 1e308req/s --svc 1e308s
0: serving --arrival 1e-300req/s --svc 1e-300s --replicas 1000000
0: serving --arrival 100req/s --svc-base 1e-300s --svc-per-item 1e300s --slo 1s
1: checkpoint --write 1e-300s --mtbf-system 1e300s
1: checkpoint --write 1e300s --mtbf-system 1e-300s
0: reliability --devices 1e300 --mtbf-device 1s --time 1e300s
0: reliability --fit 1e300 --devices 1e300 --time 1s --mttr 1e300s
0: degradation predict --acc0 1 --lambda 1e308 --divergence 1e308
2: degradation retrain --cost 1e308USD --queries 1e-300req/s --value 1e-300USD --acc0 1 --decay 1e-300/s
2: units '1e-300 s * 1e-300 / 1e300'
