# The power a training run draws per device. GPT-3 on 1,024 A100 (TDP 400 W,
# data/hardware/a100.yaml), 300e9 tokens. E_run = N x P x time_to_train x PUE,
# checked from the row's own N and time (PUE 1).
#
# Default: the energy command's power view, P = TDP (0.3 + 0.7 HFU), so
# E_run / (N T) / 400 W - 0.7 HFU = 0.3.
$ mlsys train --hw a100 --workload gpt3 --devices 1024 --tp 8 --pp 8 --global-batch 1536 --fabric ib-hdr --tokens 300e9 -f json | jq -r '.rows[0] | .E_run / (.devices * .time_to_train) / 400 - 0.7 * .HFU'
= rtol 1e-12
0.3
# --power-model tdp: the convention of model cards, TDP x device-hours: P = 400 W.
$ mlsys train --hw a100 --workload gpt3 --devices 1024 --tp 8 --pp 8 --global-batch 1536 --fabric ib-hdr --tokens 300e9 --power-model tdp -f json | jq -r '.rows[0] | .E_run / (.devices * .time_to_train)'
= rtol 1e-12
400
# --power: a measured average, here 550 W per device; with --pue 1.1, 605 W at the wall.
$ mlsys train --hw a100 --workload gpt3 --devices 1024 --tp 8 --pp 8 --global-batch 1536 --fabric ib-hdr --tokens 300e9 --power 550W --pue 1.1 -f json | jq -r '.rows[0] | .E_run / (.devices * .time_to_train)'
= rtol 1e-12
605
$ mlsys train --hw a100 --workload gpt3 --devices 1024 --tp 8 --pp 8 --global-batch 1536 --fabric ib-hdr --tokens 300e9 --power 550W -f json | jq -r '.notes[] | select(startswith("E_run"))'
E_run: each device draws --power for the run; PUE 1 (default; --pue)
# The power is one device's: above twice its TDP (2 x 400 W = 800 W) it is refused.
$ mlsys train --hw a100 --workload gpt3 --devices 1024 --tp 8 --pp 8 --global-batch 1536 --fabric ib-hdr --tokens 300e9 --power 900W
! mlsys train: --power: 900 W is more than twice the device's TDP of 400 W; give the power one device draws
? 2
$ mlsys train --hw a100 --workload gpt3 --devices 1024 --tp 8 --pp 8 --global-batch 1536 --fabric ib-hdr --tokens 300e9 --power 300W --power-model tdp
! mlsys train: --power: give --power or --power-model, not both
? 2
$ mlsys train --hw a100 --workload gpt3 --devices 1024 --tp 8 --pp 8 --global-batch 1536 --fabric ib-hdr --power 0W
! mlsys train: --power: must be greater than zero
? 2
# Without --tokens there is no run to charge.
$ mlsys train --hw a100 --workload gpt3 --devices 1024 --tp 8 --pp 8 --global-batch 1536 --fabric ib-hdr --power 300W -f json | jq -r '.notes[] | select(startswith("no run"))'
no run to charge: --grid, --pue, --price, --power and --power-model need --tokens
# plan takes the same block: its energy objective charges the power given.
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tokens 300e9 --power-model tdp --top 1 -f json | jq -r '.rows[0] | .E_run / (.devices * .time_to_train)'
= rtol 1e-12
400
