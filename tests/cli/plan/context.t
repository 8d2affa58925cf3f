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
# Offload is --offload's (none by default), in every row: train's row has no
# key to tell rows differing only in offload apart (docs/plan.md).
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tp 8 --pp 8 --all -f csv --columns T_offload --no-header | sort -un
0
#
# The people's table carries every factor of N = t p c d: with c chosen above 1
# (8 H100, Llama-3-8B at s 8192 with flash attention: the model's best keeps
# c 2), the summary's tp x pp x dp x cp is the devices column. Checked by awk
# on the table itself, so a c left out of the summary (the table read t 1, p 1,
# d 4 for 8 devices) fails.
$ mlsys plan --hw h100 --workload llama3-8b --devices 8 --global-batch 512 --seq 8192 --attention flash 2>/dev/null | awk 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i } NR == 3 { print ($c["tp"] * $c["pp"] * $c["dp"] * $c["cp"] == $c["devices"]) ? "N = t p c d" : "a factor missing", ($c["cp"] > 1) ? "c > 1" : "c = 1" }'
N = t p c d c > 1
