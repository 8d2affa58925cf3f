# Cost and energy of a deployment (docs/inference.md). Llama 3.1 70B on 8 H100 (t 8),
# B 128, 512-token prompts: each key from the row's own figures by hand.
#
# The power view: TDP (0.3 + 0.7 U), U the busier of the step's engines, here memory:
# (T_weights + T_eltwise + T_kv) / T_step; H100 TDP 700 W.
$ mlsys infer --hw h100 --workload llama3-70b --tp 8 --batch 128 -f json | jq '.rows[0] | .power / (700 * (0.3 + 0.7 * ([.T_compute, .T_weights + .T_eltwise + .T_kv] | max) / .T_step))'
= rtol 1e-12
1
# Energy per output token: 8 devices x power / tokens_per_s.
$ mlsys infer --hw h100 --workload llama3-70b --tp 8 --batch 128 -f json | jq '.rows[0] | .J_per_token * .tokens_per_s / (8 * .power)'
= rtol 1e-12
1
# $ per million output tokens at 2.5 USD per device-hour: 8 x 2.5/3600 USD/s / tokens_per_s x 1e6.
$ mlsys infer --hw h100 --workload llama3-70b --tp 8 --batch 128 --price 2.5USD/h -f json | jq '.rows[0] | .USD_per_Mtok * .tokens_per_s / (8 * 2.5 / 3600 * 1e6)'
= rtol 1e-12
1
# Input tokens: requests_per_s x 512; total: input + output.
$ mlsys infer --hw h100 --workload llama3-70b --tp 8 --batch 128 -f json | jq '.rows[0] | [.input_tokens_per_s / (.requests_per_s * 512), .total_tokens_per_s / (.input_tokens_per_s + .tokens_per_s)]' -c
= rtol 1e-12
[1,1]
# A measured power replaces the view: 500 W per device.
$ mlsys infer --hw h100 --workload llama3-70b --tp 8 --batch 128 --power 500W -f json | jq '.rows[0] | .J_per_token * .tokens_per_s / (8 * 500)'
= rtol 1e-12
1
# Without --price there is no cost.
$ mlsys infer --hw h100 --workload llama3-70b --tp 8 --batch 128 -f csv --columns USD_per_Mtok
USD_per_Mtok

$ mlsys infer --hw h100 --workload llama3-70b --tp 8 --power 2000W
! mlsys infer: --power: 2000 W is more than twice the device's TDP of 700 W; give the power one device draws
? 2
$ mlsys infer --hw h100 --workload llama3-70b --tp 8 --price -1USD/h
! mlsys infer: --price: must not be negative
? 2
