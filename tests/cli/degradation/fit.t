# tests/data/degradation/drift.csv: seven weekly (divergence, accuracy) pairs. The
# closed-form least-squares fit, worked independently in exact fractions (Python's
# fractions module): x̄ = 0.15, Sxx = 0.07, Sxy = -0.0177, so λ = -Sxy/Sxx = 177/700
# = 0.2528571429 and acc0 = ȳ + λ·x̄ = 103/112 = 0.9196428571; with s² = RSS/(n-2):
# se(λ) = sqrt(s²/Sxx) = 0.008921425712, se(acc0) = sqrt(s²(1/n + x̄²/Sxx)) = 0.001608332893,
# R² = 1 - RSS/Syy = 0.9938142368; over divergences 0 to 0.3.
$ mlsys degradation fit "$TESTDATA/degradation/drift.csv"
symbol        meaning                                                                       value
lambda        fitted sensitivity: accuracy lost per unit of divergence                      0.2529
stderr        standard error of lambda                                                      0.008921
acc0          fitted Accuracy_0 (accuracy at divergence 0)                                  91.96 %
stderr_acc0   standard error of acc0                                                        0.1608 %
r2            R², share of the accuracy variance the line explains                          0.9938
points        rows fitted                                                                   7
range_min     smallest divergence fitted                                                    0
range_max     largest divergence fitted                                                     0.3
divergence    with --divergence: the divergence predicted at                                -
accuracy      with --divergence: acc0 - lambda·divergence                                   -
extrapolated  with --divergence: it lies outside [range_min, range_max]                     -
investigate   divergence > --tau: look into the drift (it does not by itself mean retrain)  -
note: least squares over 7 rows; lambda holds for divergences in [0, 0.3]
# A prediction outside [0, 0.3] is flagged: 0.919643 − 0.252857·0.5 = 79.32 %.
$ mlsys degradation fit "$TESTDATA/degradation/drift.csv" --divergence 0.5 --tau 0.2 --columns accuracy,extrapolated,investigate
symbol        meaning                                                                       value
accuracy      with --divergence: acc0 - lambda·divergence                                   79.32 %
extrapolated  with --divergence: it lies outside [range_min, range_max]                     true
investigate   divergence > --tau: look into the drift (it does not by itself mean retrain)  true
note: least squares over 7 rows; lambda holds for divergences in [0, 0.3]
note: warning: divergence 0.5 is outside the fitted range [0, 0.3]: the prediction extrapolates
# Inside the range: 103/112 − 177/700·0.1 = 12521/14000 = 0.8943571429, not extrapolated.
$ mlsys degradation fit "$TESTDATA/degradation/drift.csv" --divergence 0.1 --columns points,range_min,range_max,accuracy,extrapolated -f csv
= rtol 1e-9
points,range_min,range_max,accuracy,extrapolated
7,0,0.3,0.8943571429,false
# Every figure of the fit, to the 10 digits of the exact fit above.
$ mlsys degradation fit "$TESTDATA/degradation/drift.csv" -f json
= rtol 1e-9
{"command": "degradation fit", "version": "0.1.0", "units": {"lambda": "", "stderr": "", "acc0": "", "stderr_acc0": "", "r2": "", "points": "", "range_min": "", "range_max": "", "divergence": "", "accuracy": ""}, "rows": [
  {"lambda": 0.2528571429, "stderr": 0.008921425712, "acc0": 0.9196428571, "stderr_acc0": 0.001608332893, "r2": 0.9938142368, "points": 7, "range_min": 0, "range_max": 0.3, "divergence": null, "accuracy": null, "extrapolated": null, "investigate": null}
], "notes": ["least squares over 7 rows; lambda holds for divergences in [0, 0.3]"]}
# Columns named in either order, CRLF line ends, percentages: (0.05, 91.5 %), (0.1, 89 %),
# (0.2, 86 %): slope Sxy/Sxx = −0.0041667/0.0116667 = −0.35714; acc0 = 0.88833 +
# 0.35714·0.11667 = 93 %.
$ mlsys degradation fit "$TESTDATA/degradation/swapped-crlf.csv" --columns lambda,acc0,points
symbol  meaning                                                   value
lambda  fitted sensitivity: accuracy lost per unit of divergence  0.3571
acc0    fitted Accuracy_0 (accuracy at divergence 0)              93 %
points  rows fitted                                               3
note: least squares over 3 rows; lambda holds for divergences in [0.05, 0.2]
# Bad files: FILE:LINE:COL and exit 1, nothing on stdout.
$ cd "$TESTDATA/degradation" && mlsys degradation fit bad-number.csv
! mlsys: bad-number.csv:4:4: divergence: unknown unit 'x'
? 1
$ cd "$TESTDATA/degradation" && mlsys degradation fit bad-accuracy.csv
! mlsys: bad-accuracy.csv:2:6: accuracy: must be in [0, 1] (a fraction; '91.5 %' works)
? 1
$ cd "$TESTDATA/degradation" && mlsys degradation fit negative-divergence.csv
! mlsys: negative-divergence.csv:2:1: divergence: must not be negative
? 1
$ cd "$TESTDATA/degradation" && mlsys degradation fit three-fields.csv
! mlsys: three-fields.csv:2:11: expected 2 fields (divergence,accuracy), got more
? 1
$ cd "$TESTDATA/degradation" && mlsys degradation fit one-field.csv
! mlsys: one-field.csv:2:5: expected 2 fields (divergence,accuracy), got 1
? 1
$ cd "$TESTDATA/degradation" && mlsys degradation fit empty-field.csv
! mlsys: empty-field.csv:2:6: accuracy: empty field
? 1
$ cd "$TESTDATA/degradation" && mlsys degradation fit bad-header.csv
! mlsys: bad-header.csv:1:12: expected the header 'divergence,accuracy' or two numbers
? 1
$ cd "$TESTDATA/degradation" && mlsys degradation fit no-rows.csv
! mlsys: no-rows.csv: no data rows (expected divergence,accuracy pairs)
? 1
$ cd "$TESTDATA/degradation" && mlsys degradation fit two-rows.csv
! mlsys: two-rows.csv: a straight-line fit with standard errors needs at least 3 points, got 2
? 1
$ cd "$TESTDATA/degradation" && mlsys degradation fit one-divergence.csv
! mlsys: one-divergence.csv: every x is 0.1: no slope can be fitted
? 1
$ mlsys degradation fit no-such-file.csv
! mlsys: no-such-file.csv: cannot read: No such file or directory
? 1
$ mlsys degradation fit
! mlsys degradation fit: missing FILE (CSV of divergence,accuracy rows (optional header line; '#' comments))
? 2
