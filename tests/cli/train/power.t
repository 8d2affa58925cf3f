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
# --power-limit: a device capped below its TDP runs at the clock the cap allows.
# Below the TDP the voltage nears its floor and power falls as f^2.1 (fitted on
# capped MLPerf runs, docs/train.md), so every compute rate scales by
# (P_cap/TDP)^(1/2.1): an H100 (700 W) at 500 W computes at (5/7)^(1/2.1) =
# exp(-0.336472 / 2.1) = 0.85195, so a GEMM's FLOP time (infer's T_compute)
# grows by (7/5)^(1/2.1) = exp(0.336472 / 2.1) = 1.1737748.
$ a=$(mlsys infer --hw h100 --workload llama3-8b --batch 64 -f json | jq '.rows[0].T_compute'); b=$(mlsys infer --hw h100 --workload llama3-8b --batch 64 --power-limit 500W -f json | jq '.rows[0].T_compute'); jq -n "$b / $a"
= rtol 1e-9
1.1737747934314573
$ mlsys train --hw h100 --workload llama3-8b --devices 8 --global-batch 16 --power-limit 500W -f json | jq -r '.notes[] | select(startswith("power limit"))'
power limit 500 W of the 700 W TDP: compute rates x (500/700)^(1/2.1) = 0.852, the clock the limit allows (P ~ f^2.1 below the TDP)
# Above the TDP (a part rated for more, the H200 at 1,000 W) the voltage still
# follows the clock: P ~ f^3, (1000/700)^(1/3) = 1.126.
$ mlsys infer --hw h200 --workload llama3-8b --power-limit 1000W -f json | jq -r '.notes[] | select(startswith("power limit"))'
power limit 1000 W of the 700 W TDP: compute rates x (1000/700)^(1/3) = 1.126, the clock the limit allows (P ~ f^3 above the TDP)
# MFU stays against the rated peak: MFU x T_step is the model's FLOPs over N x 989
# TFLOP/s either way, the same number with and without the cap.
$ a=$(mlsys train --hw h100 --workload llama3-8b --devices 8 --global-batch 16 -f json | jq '.rows[0] | .MFU * .T_step'); b=$(mlsys train --hw h100 --workload llama3-8b --devices 8 --global-batch 16 --power-limit 500W -f json | jq '.rows[0] | .MFU * .T_step'); jq -n "$b / $a"
= rtol 1e-12
1
# The cap is the most the device draws: the model-card convention charges it.
$ mlsys train --hw h100 --workload llama3-8b --devices 8 --global-batch 16 --tokens 1e9 --power-limit 500W --power-model tdp -f json | jq -r '.rows[0] | .E_run / (.devices * .time_to_train)'
= rtol 1e-12
500
# Refused: above twice the TDP, not above zero, and a device without a TDP.
$ mlsys train --hw h100 --workload llama3-8b --devices 8 --power-limit 2000W
! mlsys train: --power-limit: must be above 0 and at most twice h100-sxm's TDP, 1400 W; got 2000 W
? 2
$ mlsys train --hw h100 --workload llama3-8b --devices 8 --power-limit 0W
! mlsys train: --power-limit: must be greater than zero
? 2
$ mlsys infer --peak 1e15FLOP/s --bw 3TB/s --workload llama3-8b --power-limit 500W
! mlsys infer: --power-limit: needs the device's TDP: give --hw with one
? 2
