# p = (0.1, 0.4, 0.5) against q = (0.2, 0.4, 0.4), by hand:
#   kl  = 0.1·ln 0.5 + 0.5·ln 1.25 = 0.04226
#   tv  = ½(0.1 + 0.1) = 0.1
#   js  = ½[0.1·ln(0.1/0.15) + 0.5·ln(0.5/0.45)] + ½[0.2·ln(0.2/0.15) + 0.4·ln(0.4/0.45)] = 0.01128
#   w1  = |0.1 − 0.2| + |0.5 − 0.6| = 0.2
#   psi = −0.1·ln 0.5 + 0.1·ln 1.25 = 0.09163
$ mlsys degradation divergence --p 0.1,0.4,0.5 --q 0.2,0.4,0.4
metric  divergence  investigate
kl         0.04226  -
tv             0.1  -
js         0.01128  -
w1             0.2  -
psi        0.09163  -
note: psi counts an empty bin as 0.0001
# Counts are normalised, with a note; 0.02215 = js of (0.1, 0.3, 0.6) and (0.2, 0.4, 0.4).
$ mlsys degradation divergence --p 10,30,60 --q 20,40,40 --metric js --tau 0.01
symbol       meaning                                                                       value
metric       kl, tv, js, w1 or psi                                                         js
divergence   𝒟(P_t‖P_0): nats for kl, js, psi; bins for w1; a fraction for tv              0.02215
investigate  divergence > --tau: look into the drift (it does not by itself mean retrain)  true
note: --p sums to 100: divided by it
note: --q sums to 100: divided by it
# q = 0 where p > 0 (bin 2): KL is infinite (null in JSON) and says so; TV = ½(0.5 + 0.5)
# = 0.5; JS = ½·ln 2 = 0.3465735903 (each half meets the mixture (0.5, 0.25, 0.25) on its
# own empty bin: ½[0.5·ln 2] + ½[0.5·ln 2]); W1 = |0 − 0.5| + |0.5 − 0.5| = 0.5; PSI counts
# the empty bins as 1e-4: 2·0.4999·ln 5000 = 0.9998 · 8.5171931914 = 8.5154897528.
$ mlsys degradation divergence --p 0.5,0.5,0 --q 0.5,0,0.5 -f json
= rtol 1e-9
{"command": "degradation divergence", "version": "0.1.0", "units": {"divergence": ""}, "rows": [
  {"metric": "kl", "divergence": null, "investigate": null},
  {"metric": "tv", "divergence": 0.5, "investigate": null},
  {"metric": "js", "divergence": 0.3465735903, "investigate": null},
  {"metric": "w1", "divergence": 0.5, "investigate": null},
  {"metric": "psi", "divergence": 8.5154897528, "investigate": null}
], "notes": ["kl is infinite: q (P_0) is 0 in bin 2 where p (P_t) is not; js, tv, w1 and psi stay finite", "psi counts an empty bin as 0.0001"]}
$ mlsys degradation divergence --p 0.5,0.5,0 --q 0.5,0,0.5 --metric kl
symbol       meaning                                                                       value
metric       kl, tv, js, w1 or psi                                                         kl
divergence   𝒟(P_t‖P_0): nats for kl, js, psi; bins for w1; a fraction for tv              inf
investigate  divergence > --tau: look into the drift (it does not by itself mean retrain)  -
note: kl is infinite: q (P_0) is 0 in bin 2 where p (P_t) is not; js, tv, w1 and psi stay finite
# A zero of p where q > 0 is fine: KL((1, 0)‖(½, ½)) = 1·ln(1/0.5) = ln 2 = 0.6931471806.
# Disjoint, all the mass moved from bin 1 to bin 3: w1 = 2 bins.
$ mlsys degradation divergence --p 1,0 --q 0.5,0.5 --metric kl -f csv
= rtol 1e-9
metric,divergence,investigate
kl,0.6931471806,
$ mlsys degradation divergence --p 1,0,0 --q 0,0,1 --metric w1 -f csv
metric,divergence,investigate
w1,2,
# Validation: same length, non-negative, a positive sum, numbers.
$ mlsys degradation divergence --p 0.1,0.9 --q 0.3,0.3,0.4
! mlsys degradation divergence: --p has 2 bins and --q has 3; they must match
? 2
$ mlsys degradation divergence --p 0.1,-0.2,0.9 --q 0.3,0.3,0.4
! mlsys degradation divergence: --p: bin 2 is negative (-0.2)
? 2
$ mlsys degradation divergence --p 0.1,0.9 --q 0,-1
! mlsys degradation divergence: --q: bin 2 is negative (-1)
? 2
$ mlsys degradation divergence --p 0,0 --q 0.3,0.3
! mlsys degradation divergence: --p: the bins sum to 0; need a sum > 0
? 2
$ mlsys degradation divergence --p 0.1,,0.9 --q 0.3,0.3,0.4
! mlsys degradation divergence: --p: bin 2 is empty
? 2
$ mlsys degradation divergence --p 0.1,abc --q 0.3,0.7
! mlsys degradation divergence: --p: bin 2: unknown unit 'abc'
? 2
$ mlsys degradation divergence --p 0.1,5GB --q 0.3,0.7
! mlsys degradation divergence: --p: bin 2: expected a count, got a quantity in B
? 2
$ mlsys degradation divergence --p 0.1,0.9 --q 0.3,0.7 --metric hellinger
! mlsys degradation divergence: --metric: unknown value 'hellinger'; expected one of all, kl, tv, js, w1, psi
? 2
$ mlsys degradation divergence --p 0.1,0.9
! mlsys degradation divergence: missing --q (P_0, the training (reference) distribution over the same bins)
? 2
