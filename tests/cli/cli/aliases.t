# One thing, one name in every command; the old spelling of a renamed option
# still works as an alias and gives exactly the same output (so each block
# compares the two outputs: the old spelling must not differ in a byte).
#
# parallel: --interleave (train and plan's name; was --virtual) and
# --global-batch (train and plan's name; was --batch).
$ a=$(mlsys parallel --pp 4 --microbatches 8 --interleave 4 -f json) && b=$(mlsys parallel --pp 4 --microbatches 8 --virtual 4 -f json) && [ "$a" = "$b" ] && echo same
same
$ a=$(mlsys parallel --dp 4 --pp 2 --tp 2 --microbatches 8 --params 7e9 --layers 32 --hidden 4096 --heads 32 --global-batch 64) && b=$(mlsys parallel --dp 4 --pp 2 --tp 2 --microbatches 8 --params 7e9 --layers 32 --hidden 4096 --heads 32 --batch=64) && [ "$a" = "$b" ] && echo same
same
# A sweep under the old name: the swept column takes the option's name.
$ a=$(mlsys parallel --pp 4 --microbatches 8 --interleave 1,2 -f csv) && b=$(mlsys parallel --pp 4 --microbatches 8 --virtual 1,2 -f csv) && [ "$a" = "$b" ] && echo same && echo "$a" | head -1 | cut -d, -f1
same
interleave
# cluster: --global-batch (was --batch).
$ a=$(mlsys cluster --devices 8 --hw h100 --workload llama3-8b --global-batch 64 --fabric ib-ndr -f json) && b=$(mlsys cluster --devices 8 --hw h100 --workload llama3-8b --batch 64 --fabric ib-ndr -f json) && [ "$a" = "$b" ] && echo same
same
# reliability and checkpoint: --mtbf-device is one device's MTBF (was
# reliability --mtbf, checkpoint --mtbf-component), --mtbf-system the whole
# job's (was checkpoint --mtbf).
$ a=$(mlsys reliability --devices 2048 --mtbf-device 50000h --time 24h -f json) && b=$(mlsys reliability --devices 2048 --mtbf 50000h --time 24h -f json) && [ "$a" = "$b" ] && echo same
same
$ a=$(mlsys checkpoint --write 21s --devices 2048 --mtbf-device 50000h -f json) && b=$(mlsys checkpoint --write 21s --devices 2048 --mtbf-component 50000h -f json) && [ "$a" = "$b" ] && echo same
same
$ a=$(mlsys checkpoint --write 21s --mtbf-system 5h -f json) && b=$(mlsys checkpoint --write 21s --mtbf 5h -f json) && [ "$a" = "$b" ] && echo same
same
# Errors name the option by its name, whichever spelling was given.
$ mlsys reliability --mtbf 0h
! mlsys reliability: --mtbf-device: must be greater than zero
? 2
$ mlsys parallel --pp 2 --virtual 1.5
! mlsys parallel: --interleave: must be a whole number
? 2
$ mlsys checkpoint --write 5s --mtbf 5h --devices 3
! mlsys checkpoint: --mtbf-system is the MTBF of the whole job; give it alone, or derive it from --devices with --mtbf-device or --fit
? 2
# The old spelling in an --input column and in a scenario's options.
$ printf 'virtual,batch\n4,32\n' > in.csv && a=$(mlsys parallel --pp 4 --microbatches 8 --input in.csv -f csv) && b=$(mlsys parallel --pp 4 --microbatches 8 --interleave 4 --global-batch 32 -f csv) && [ "$a" = "$b" ] && echo same
same
$ printf 'name: old\ntype: evaluate\ntitle: t\nsource: s\ninputs:\n  command: reliability\n  options:\n    devices: 2048\n    mtbf: 50000 h\n' > old.yaml && sed 's/mtbf:/mtbf-device:/; s/name: old/name: new/' old.yaml > new.yaml && a=$(mlsys scenario run old.yaml -f json | jq -c .rows) && b=$(mlsys scenario run new.yaml -f json | jq -c .rows) && [ "$a" = "$b" ] && echo same
same
# --help shows an alias after the help line; JSON help lists it.
$ mlsys help parallel | grep -e '^ *--interleave'
      --interleave N    V: interleaved (virtual) stages per device [default: 1] [alias: --virtual]
$ mlsys help checkpoint | grep -e '^ *--mtbf-system'
      --mtbf-system QTY  MTBF_system: MTBF of the whole job (not one device), e.g. '5 h' (default: none) [unit: s] [alias: --mtbf]
$ mlsys help --format json | jq -c '[.commands[] | .name as $c | .options[] | select(.aliases | length > 0) | [$c, .name, .aliases]]'
[["cluster","global-batch",["batch"]],["parallel","interleave",["virtual"]],["parallel","global-batch",["batch"]],["train","mtbf-device",["mtbf"]],["plan","mtbf-device",["mtbf"]],["reliability","mtbf-device",["mtbf"]],["checkpoint","mtbf-system",["mtbf"]],["checkpoint","mtbf-device",["mtbf-component"]]]
# A mistyped old spelling gets the new name.
$ mlsys parallel --virtul 4
! mlsys parallel: unknown option '--virtul'; did you mean '--interleave'?
? 2
$ mlsys checkpoint --write 5s --mtbf-componnet 5h
! mlsys checkpoint: unknown option '--mtbf-componnet'; did you mean '--mtbf-device'?
? 2
