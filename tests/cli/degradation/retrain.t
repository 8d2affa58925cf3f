# T* = sqrt(2·C/(Q·V·A_0·γ)) with C = $10,000, Q = 100 /s, V = $0.01, A_0 = 0.95 and
# γ = 0.01 /day = 1.1574e-7 /s: sqrt(2e4/(100·0.01·0.95·1.1574e-7)) = 426,491 s = 4.936 days.
$ mlsys degradation retrain --cost 10000USD --queries 100req/s --value 0.01USD --acc0 0.95 --decay 0.01/day
4.936 days
note: value lost to decay taken to first order in γ·T (Q·V·A_0·γ·T²/2 per interval)
# docs/worked-examples.md #28: four times the retraining cost doubles T*: 2 × 426,491.19 s
# = 852,982.38 s. (The radicand by hand: 2e4 / (100·0.01·0.95·0.01/86400) = 1.8189474e11,
# whose root is 426,491.19.)
$ mlsys degradation retrain --cost 40000USD --queries 100req/s --value 0.01USD --acc0 0.95 --decay 0.01/day -f csv
= rtol 1e-7
T_retrain
852982.38
$ mlsys degradation retrain --cost 10000USD --queries 100req/s --value 0.01USD --acc0 0.95 --decay 0.01/day -f json
= rtol 1e-7
{"command": "degradation retrain", "version": "0.1.0", "units": {"T_retrain": "s"}, "rows": [
  {"T_retrain": 426491.19}
], "notes": ["value lost to decay taken to first order in γ·T (Q·V·A_0·γ·T²/2 per interval)"]}
$ mlsys degradation retrain --cost 1USD --queries 1req/s --value 1USD --acc0 0 --decay 1/day
! mlsys degradation retrain: --acc0: must be in (0, 1] (a fraction; '50 %' works)
? 2
$ mlsys degradation retrain --cost 1USD --queries 1req/s --value 1USD --acc0 1.5 --decay 1/day
! mlsys degradation retrain: --acc0: must be in (0, 1] (a fraction; '50 %' works)
? 2
$ mlsys degradation retrain --cost 1s --queries 1req/s --value 1USD --acc0 0.5 --decay 1/day
! mlsys degradation retrain: --cost: expected a quantity in USD, got one in s
? 2
$ mlsys degradation retrain --cost 1USD --queries 1req/s --value 1USD --acc0 0.5 --decay 0/day
! mlsys degradation retrain: --decay: must be greater than zero
? 2
$ mlsys degradation retrain --cost 1USD --queries 1req/s --value 1USD --acc0 0.5
! mlsys degradation retrain: missing --decay (γ: decay rate of A(t) = A_0·e^(-γt), e.g. '0.01 /day')
? 2
