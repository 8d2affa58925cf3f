# plan with context parallelism and the training stack: c searched (pinned by
# --cp), --framework passed to the model, whose ZeRO stages it honours.
#
# --cp pins c: every row has it.
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --attention flash --cp 2 --top 3 -f csv --columns cp --no-header
2
2
2
# Free, c takes 1 and the divisors of s/2 leaving chunks s/(2 c) of 128 tokens
# or more (a fused attention block; docs/plan.md): s = 8192 allows c up to 32.
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --attention flash --all -f csv --columns cp --no-header | sort -un | paste -sd ' '
1 2 4 8 16 32
# Without flash attention c is 1 (ring attention runs in a fused kernel).
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --all -f csv --columns cp --no-header | sort -un
1
# A given c that cannot work is left out with a note, and when none can, it is
# a usage error: 8192 is not a multiple of 2 x 3; c > 1 needs flash attention.
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --attention flash --cp 1,3 --top 1 | grep 'cp:'
note: --cp: 1 value left out: c = 3 does not cut s = 8192 into 2 c equal chunks
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --attention flash --cp 3
! mlsys plan: --cp: c = 3 does not cut s = 8192 into 2 c equal chunks
? 2
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --cp 2
! mlsys plan: --cp: c = 2: context parallelism runs ring attention in a fused kernel and needs flash attention
? 2
# N = t p c d: with c 2 on 16384 devices, t 8 and p 16 leave d = 64.
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --attention flash --cp 2 --tp 8 --pp 16 --top 1 -f csv --columns devices,tp,pp,cp,dp --no-header
16384,8,16,2,64
# --versus names c too.
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --attention flash --versus tp=8,pp=16,interleave=4,cp=1 -f csv --columns versus,key,other --no-header | grep -e '--versus,cp,'
--versus,cp,1
#
# The stack: megatron runs ZeRO 2 and 3 only without pipelining (docs/train.md),
# so a given ZeRO 3 with p = 8 is infeasible for it, counted by that reason ...
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tp 8 --pp 8 --zero 3
~ ^note: [0-9]+ layouts considered, 0 feasible; infeasible: .*[0-9]+ have a --zero stage the --framework does not run$
!~ ^mlsys plan: no feasible layout among the [0-9]+ considered: .*have a --zero stage the --framework does not run$
? 1
# ... and fsdp runs it.
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tp 8 --pp 8 --zero 3 --framework fsdp --top 1 -f csv --columns zero,framework --no-header
3,fsdp
# Free, ZeRO runs over the stages the stack runs: with megatron and p > 1 none
# above 1.
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tp 8 --pp 2..16x2 --all -f csv --columns zero --no-header | sort -un | paste -sd ' '
0 1
# Offload is --offload's (none by default) in every row, and the row's offload
# key says so.
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tp 8 --pp 8 --all -f csv --columns offload,T_offload --no-header | sort -u
none,0
#
# --offload any searches it. Llama-3-8B (8.03e9 parameters) on one A100 80 GB
# cannot train with everything on the device: 2 B of bf16 weights, 4 B of fp32
# gradients and 12 B of Adam state a parameter are 18 x 8.03e9 = 144.5 GB,
# above the 77.31 GB usable (85.9 GB less the 10 % reserve), before any
# activation. So plan alone finds nothing and says what would ...
$ mlsys plan --hw a100 --workload llama3-8b --devices 1 --global-batch 8 --seq 2048
~ ^note: [0-9]+ layouts considered, 0 feasible; infeasible: [0-9]+ need more memory than 77.31 GB .*
!~ ^mlsys plan: no feasible layout among the [0-9]+ considered: .* \(--offload any also searches layouts keeping state in host memory\)$
? 1
# ... and with any, every layout kept keeps the optimizer (Adam's state with
# the fp32 master weights) in host memory. On the megatron stack (the
# default) the weights, 2 x 8.03e9 = 16.06 GB, and the fp32 gradient buffer,
# 4 x 8.03e9 = 32.12 GB, stay (Megatron-Core's optimizer CPU offload) ...
$ mlsys plan --hw a100 --workload llama3-8b --devices 1 --global-batch 8 --seq 2048 --offload any --top 5 -f json | jq -r '.rows[] | "\(.offload) \(.M_weights / 1e7 | round / 100) \(.M_gradients / 1e7 | round / 100) \(.M_optimizer)"' | sort -u
optimizer 16.06 32.12 0
# ... on deepspeed's ZeRO-Offload the gradients go to the host too.
$ mlsys plan --hw a100 --workload llama3-8b --devices 1 --global-batch 8 --seq 2048 --offload any --framework deepspeed --top 5 -f json | jq -r '.rows[] | "\(.offload | test("optimizer")) \(.M_weights / 1e7 | round / 100) \(.M_gradients) \(.M_optimizer)"' | sort -u
true 16.06 0 0
# Its best is train's: the same layout and offload given to train time the
# same step (a second method: one evaluation, no search).
$ mlsys plan --hw a100 --workload llama3-8b --devices 1 --global-batch 8 --seq 2048 --offload any --top 1 -f json | jq -r '.rows[0] | "--microbatch \(.microbatch) --recompute \(.recompute) --offload \(.offload) \(.T_step)"' > plan_best.txt; set -- $(cat plan_best.txt); mlsys train --hw a100 --workload llama3-8b --devices 1 --global-batch 8 --seq 2048 $1 $2 $3 $4 $5 $6 -f json | jq --argjson t "$7" '.rows[0].T_step == $t'
true
# The search needs a host link: a device without one in the catalog is told
# to give it.
$ mlsys plan --hw gaudi2 --workload llama3-8b --devices 8 --global-batch 8 --offload any
! mlsys plan: --offload: any: the device has no host link in the catalog (interconnect.host) to offload over; give --host-bw
? 2
$ mlsys plan --hw gaudi2 --workload llama3-8b --devices 8 --global-batch 8 --offload any --host-bw 32GB/s --top 1 -f csv --columns devices --no-header
8
# A search note says what the offloading layouts assume.
$ mlsys plan --hw a100 --workload llama3-8b --devices 1 --global-batch 8 --seq 2048 --offload any --top 1 -f json | jq -r '.notes[] | select(startswith("offload searched"))'
offload searched (--offload any): over a host link of 32 GB/s per direction (the device's; --host-bw), not overlapped with compute; the host's optimizer at 1e+09 parameters/s per device (an assumption of the order of DeepSpeed's CPU Adam; --cpu-opt-rate)
#
# The people's table carries every factor of N = t p c d: with c chosen above 1
# (8 H100, Llama-3-8B at s 8192 with flash attention: the model's best keeps
# c 2), the summary's tp x pp x dp x cp is the devices column. Checked by awk
# on the table itself, so a c left out of the summary (the table read t 1, p 1,
# d 4 for 8 devices) fails.
$ mlsys plan --hw h100 --workload llama3-8b --devices 8 --global-batch 512 --seq 8192 --attention flash 2>/dev/null | awk 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i } NR == 3 { print ($c["tp"] * $c["pp"] * $c["dp"] * $c["cp"] == $c["devices"]) ? "N = t p c d" : "a factor missing", ($c["cp"] > 1) ? "c > 1" : "c = 1" }'
N = t p c d c > 1
