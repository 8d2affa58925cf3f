# Accuracy = Accuracy_0 − λ·D: 0.92 − 0.5·0.08 = 0.88.
$ mlsys degradation predict --acc0 0.92 --lambda 0.5 --divergence 0.08
symbol       meaning                                                                       value
accuracy     Accuracy_0 - λ·divergence                                                     88 %
divergence   the divergence predicted at                                                   0.08
investigate  divergence > --tau: look into the drift (it does not by itself mean retrain)  -
note: λ is a local fit: it holds only over the divergences it was fitted on
# --tau marks a divergence past the threshold: 0.3 > 0.2; 0.92 − 0.15 = 0.77.
$ mlsys degradation predict --acc0 92% --lambda 0.5 --divergence 0.3 --tau 0.2 -f csv
accuracy,divergence,investigate
0.77,0.3,true
$ mlsys degradation predict --acc0 92% --lambda 0.5 --divergence 0.1 --tau 0.2 -f jsonl
{"accuracy":0.87,"divergence":0.1,"investigate":false}
# Far beyond the fitted range the line leaves [0, 1]: a warning, not an error.
$ mlsys degradation predict --acc0 0.9 --lambda 2 --divergence 0.6 --columns accuracy,divergence
symbol      meaning                      value
accuracy    Accuracy_0 - λ·divergence    -30 %
divergence  the divergence predicted at  0.6
note: λ is a local fit: it holds only over the divergences it was fitted on
note: warning: the linear model gives an accuracy outside [0, 1]; the divergence is beyond where λ holds
# Probabilities outside [0, 1] and negative divergences are refused.
$ mlsys degradation predict --acc0 1.2 --lambda 1 --divergence 0.1
! mlsys degradation predict: --acc0: must be in [0, 1]
? 2
$ mlsys degradation predict --acc0 -0.1 --lambda 1 --divergence 0.1
! mlsys degradation predict: --acc0: must be in [0, 1]
? 2
$ mlsys degradation predict --acc0 0.9 --lambda 1 --divergence -0.1
! mlsys degradation predict: --divergence: must not be negative
? 2
$ mlsys degradation predict --acc0 0.9 --lambda 1 --divergence 0.1 --tau 0
! mlsys degradation predict: --tau: must be greater than zero
? 2
$ mlsys degradation predict --acc0 0.9 --divergence 0.1
! mlsys degradation predict: missing --lambda (λ: fitted sensitivity, accuracy lost per unit of divergence)
? 2
