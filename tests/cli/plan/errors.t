# plan: every usage error names its option (exit 2); a search with nothing
# to consider names --devices. (No feasible layout, exit 1: plan.t.)
#
# What plan needs: the global batch, and the devices or a bound on them.
$ mlsys plan --hw a100 --workload gpt3 --devices 1024
! mlsys plan: --global-batch: plan needs the global batch (the layout is searched for it)
? 2
$ mlsys plan --hw a100 --workload gpt3 --global-batch 1536
! mlsys plan: --devices: give the devices (a list or range searches them), or --max-devices
? 2
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 2e12
! mlsys plan: --global-batch: at most 1e12 sequences (the search factors it)
? 2
# Options plan does not search take one value.
$ mlsys plan --hw a100,h100 --workload gpt3 --devices 1024 --global-batch 1536
! mlsys plan: --hw: plan searches the layout, not this option: give one value (run plan once for each)
? 2
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --top 1,2
! mlsys plan: --top: plan searches the layout, not this option: give one value (run plan once for each)
? 2
# What to keep: one of --top, --all, --pareto; the objectives that time a run
# need --tokens, and cost needs --price; energy needs a device with a TDP.
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --all --pareto devices
! mlsys plan: --all: streams every feasible layout; --pareto keeps a front: give one of them
? 2
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --all --top 3
! mlsys plan: --top: --all keeps every layout
? 2
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tokens 1e9 --pareto devices --top 3
! mlsys plan: --top: --pareto keeps the whole front
? 2
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tokens 1e9 --pareto devices --objective time
! mlsys plan: --objective: --pareto ranks by time_to_train and devices or cost
? 2
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --objective time
! mlsys plan: --objective: needs --tokens (the run to time)
? 2
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --pareto devices
! mlsys plan: --pareto: needs --tokens (the run to time)
? 2
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tokens 1e9 --objective cost
! mlsys plan: --objective: cost needs --price (per device-hour)
? 2
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tokens 1e9 --pareto cost
! mlsys plan: --pareto: cost needs --price (per device-hour)
? 2
$ mlsys plan --peak 312TFLOP/s --bw 2TB/s --layers 2 --hidden 256 --heads 2 --vocab 51200 --devices 1 --global-batch 2 --tokens 1e9 --objective energy
! mlsys plan: --objective: energy needs the device's TDP: give --hw of a device whose catalog entry has one
? 2
# Given values of which none can work (checked against the shape and batch).
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tp 7
! mlsys plan: --tp: t = 7 does not divide the 96 heads and 96 kv heads
? 2
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tp 16
! mlsys plan: --tp: t = 16 spans nodes of 8 devices (tensor parallelism across nodes not allowed)
? 2
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --pp 97
! mlsys plan: --pp: p v = 97 stages exceed the 96 layers
? 2
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --dp 5
! mlsys plan: --dp: d = 5 does not divide B = 1536
? 2
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --microbatch 5,7
! mlsys plan: --microbatch: b = 5 does not divide B = 1536
? 2
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --interleave 97
! mlsys plan: --interleave: p v = 97 stages exceed the 96 layers
? 2
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --ep 2
! mlsys plan: --ep: e = 2 needs a mixture-of-experts model (this one is dense)
? 2
$ mlsys plan --hw a100 --workload mixtral-8x7b --devices 64 --global-batch 64 --ep 3
! mlsys plan: --ep: e = 3 does not divide the 8 experts
? 2
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --zero 4
! mlsys plan: --zero: must be 0, 1, 2 or 3
? 2
$ mlsys plan --hw a100 --workload gpt3 --devices 1..1e6 --global-batch 1536
! mlsys plan: --devices: 1000000 values; plan takes at most 65536 per dimension (--max-devices bounds N)
? 2
$ mlsys plan --hw a100 --workload gpt3 --devices 2048 --max-devices 1024 --global-batch 1536
! mlsys plan: --devices: N = 2048 is more than the 1024 devices allowed
? 2
# More than 1e9 devices: no degree of a layout may exceed 1e9 (the training
# model's bound), so the option that asked for them is named.
$ mlsys plan --hw a100 --workload gpt3 --devices 1e12 --global-batch 1536
! mlsys plan: --devices: at most 1e9 devices (the largest degree a layout may have)
? 2
$ mlsys plan --hw a100 --workload gpt3 --max-devices 2e9 --global-batch 1536
! mlsys plan: --max-devices: at most 1e9 devices (the largest degree a layout may have)
? 2
# Sizes beyond a double (12 L h^2 parameters at h = 1e308 overflow) are refused
# before the search, naming the numbers given, not reported as layouts that
# need inf B.
$ mlsys plan --hw a100 --workload gpt3 --hidden 1e308 --devices 8 --global-batch 8
! mlsys plan: --hidden, --devices, --global-batch: T_step comes out as NaN, not a finite number above zero: the values given are beyond what the model can compute in doubles; give realistic ones
? 2
# The budget is a count of layouts, at least one.
$ mlsys plan --hw a100 --workload gpt3 --devices 8 --global-batch 8 --budget 0
! mlsys plan: --budget: must be greater than zero
? 2
# Values that can each work but not together: nothing to consider. t p = 64
# does not divide 100 devices; d = 1024/64 = 16 does not divide the odd
# B = 1535; d = 16 is not the --dp given.
$ mlsys plan --hw a100 --workload gpt3 --devices 100 --global-batch 1536 --tp 8 --pp 8
! mlsys plan: --devices: no layout to consider; the (t, p, c) allowed: 1 with t p c not dividing the devices
? 2
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1535 --tp 8 --pp 8
! mlsys plan: --devices: no layout to consider; the (t, p, c) allowed: 1 with d not dividing B = 1535
? 2
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tp 8 --pp 8 --dp 4
! mlsys plan: --devices: no layout to consider; the (t, p, c) allowed: 1 with d = N/(t p c) not among --dp
? 2
# The set-up's own errors (train's) keep their options.
$ mlsys plan --hw rtx4090 --workload llama3-8b --devices 16 --global-batch 16
! mlsys plan: --fabric: 16 devices span 3 nodes of 6: give the fabric between nodes (--fabric NAME, or --alpha and --beta)
? 2
# A search is one process: no --shard; one line of --input is one point.
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --shard 1/2
! mlsys plan: --shard: this command searches its whole space in one process
? 2
$ printf '{"devices": 8, "global-batch": 8, "tp": "1,2"}\n' | mlsys plan --hw a100 --layers 4 --hidden 256 --heads 4 --vocab 51200 --input -
! mlsys: <stdin>:1:1: a line of --input is one point, not a sweep
! mlsys plan: 1 of 1 lines failed
? 1
