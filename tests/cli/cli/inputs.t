# The set-up layer and the models name the model inputs their notes and
# errors are about by identifier; each command says them with its own
# options, and drops the advice about inputs it has no option for
# (src/run/say.c). So no command points at an option it would reject.
#
# cluster --workload runs the training model, whose set-up suggests
# --recompute, --seq-parallel, --grad-precision, --intra-fabric and
# --node-size; cluster has none of them: the notes keep what was assumed,
# without the advice. (cluster has --precision: that one stays.)
$ mlsys cluster --devices 64 --hw a100 --workload llama3-8b --global-batch 1024 --fabric ib-hdr -f json | jq -r '.notes[]' | grep -v '^T_compute\|^warning'
precision bf16 (default; --precision)
d = 64 derived from N = 64
nvlink3 inside nodes of 8 (the device's node facts)
recompute selective, sequence parallel off (t = 1) (defaults: Korthikanti et al. 2022)
gradients in fp32, as bf16 training accumulates them
# train has every one of those options: the same notes carry the advice.
$ mlsys train --devices 64 --hw a100 --workload llama3-8b --tp 1 --pp 1 --global-batch 1024 --fabric ib-hdr -f json | jq -r '.notes[]' | grep '^recompute\|^gradients\|inside nodes'
nvlink3 inside nodes of 8 (the device's node facts; --intra-fabric, --node-size)
recompute selective, sequence parallel off (t = 1) (defaults: Korthikanti et al. 2022; --recompute, --seq-parallel)
gradients in fp32, as bf16 training accumulates them (--grad-precision)
# An error about an input the command has no option for names the input,
# without a context option: serving takes no --vocab (infer does).
$ mlsys serving --hw h100 --workload gpt4 --arrival 10req/s
! mlsys serving: gpt4 has no vocabulary size: give 'vocab'
? 2
$ mlsys infer --hw h100 --workload gpt4
! mlsys infer: --vocab: gpt4 has no vocabulary size: give --vocab
? 2
# parallel has no --ffn: the default it applies is still said, without
# telling the user to give an option parallel rejects.
$ mlsys parallel --dp 2 --params 7e9 --layers 32 --hidden 4096 --heads 32 -f json | jq -r '.notes[]' | grep FFN
FFN width 4 x hidden = 16384 (default: none given)
# A scenario says the inputs of its file ("inputs.pue"), not options.
$ mlsys scenario run SmartDoorbell -f json | jq -r '.notes[]' | grep 'PUE\|CO2e'
PUE = 1 (default; inputs.pue)
no CO2e: give inputs.grid
