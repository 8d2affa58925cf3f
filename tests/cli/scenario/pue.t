# PUE belongs to a data centre, not to a grid. An application
# scenario takes it as the input `pue` (default 1, noted); its grid gives only the
# carbon intensity. app-pue.yaml: 3.00803 mJ a sample (UserApplication.yaml's step)
# x 1.12 x 429 g / 3.6e6 J = 0.401472 ug.
$ cd "$TESTDATA/scenario" && mlsys scenario run app-pue.yaml -f csv --columns key,check | grep carbon
carbon,pass: 0.401472 ug
$ cd "$TESTDATA/scenario" && mlsys scenario show app-bad-pue.yaml
! mlsys: app-bad-pue.yaml:9:8: pue: must be at least 1
? 1
