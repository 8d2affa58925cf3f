# plan on Llama 3 405B (126 layers) over 16,384 H100, B = 2048 sequences of
# 8192 tokens, flash attention: the case of the Llama 3 paper (Dubey et al.
# 2024, Table 4: 16,384 H100, t 8, cp 1, p 16, d 128, 38-43 % MFU in bf16).
# Uneven pipeline stages, device lists, --explain and --versus.
#
# Uneven stages are searched. The published layout t 8, p 16, v 4 has
# uneven stages (p v = 64 does not divide 126: the busiest device holds
# ceil(126/64) 4 = 8 layers); with full recomputation and ZeRO 1 it fits
# (train: M_total below 77.31 GB, 85.9 GB less the 10 % reserve) ...
$ mlsys train --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --attention flash --tp 8 --pp 16 --interleave 4 --recompute full --zero 1 -f csv --columns M_total --no-header | awk '{ print ($1 <= 0.9 * 85.9e9) ? "fits" : "does not fit" }'
fits
# ... so a second method bounds plan's answer: plan's best is predicted at
# least as fast as train's time of the published layout (an earlier plan
# recommended p 2 with ZeRO 3, because it searched only p dividing 126).
$ a=$(mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --attention flash --top 1 -f csv --columns T_step --no-header); b=$(mlsys train --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --attention flash --tp 8 --pp 16 --interleave 4 --recompute full --zero 1 -f csv --columns T_step --no-header); awk -v a="$a" -v b="$b" 'BEGIN { print (a <= b) ? "at least as fast" : "slower" }'
at least as fast
# And the best has uneven stages. Every even layout (p v dividing 126) on N =
# 2^14 devices has p a power of 2 (t p divides N) that divides 126: p 1, or p 2
# with v dividing 63. The best of those is slower than the published layout,
# which plan's best beats, so plan's best is none of them.
$ e=$(mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --attention flash --pp 1,2 --interleave 1,3,7,9,21,63 --top 1 -f csv --columns T_step --no-header); b=$(mlsys train --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --attention flash --tp 8 --pp 16 --interleave 4 --recompute full --zero 1 -f csv --columns T_step --no-header); awk -v e="$e" -v b="$b" 'BEGIN { print (b < e) ? "even stages slower" : "even stages as fast" }'
even stages slower
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --attention flash --top 1 -f csv --columns pp,interleave --no-header | awk -F, '{ print (126 % ($1 * $2)) ? "uneven" : "even" }'
uneven
#
# A list of device counts: the best layout of each, one row per N in the
# order given (--top K: K rows per N), and a note per N counting its search.
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384,4096,8192 --global-batch 2048 --seq 8192 --attention flash -f csv --columns devices --no-header
16384
4096
8192
$ mlsys plan --hw h100 --workload llama3-405b --devices 4096,8192 --global-batch 2048 --seq 8192 --attention flash --top 2 -f csv --columns devices --no-header
4096
4096
8192
8192
$ mlsys plan --hw h100 --workload llama3-405b --devices 4096,8192 --global-batch 2048 --seq 8192 --attention flash | grep -c '^note: N = [0-9]*: [0-9]* layouts considered'
2
# The row of each N is the best a search of that N alone finds (the list
# searches each on its own).
$ a=$(mlsys plan --hw h100 --workload llama3-405b --devices 4096,8192 --global-batch 2048 --seq 8192 --attention flash -f csv --no-header | tail -1); b=$(mlsys plan --hw h100 --workload llama3-405b --devices 8192 --global-batch 2048 --seq 8192 --attention flash --top 1 -f csv --no-header); [ "$a" = "$b" ] && echo same
same
# Every output format holds one table: JSON parses, with a row per N.
$ mlsys plan --hw h100 --workload llama3-405b --devices 4096,8192 --global-batch 2048 --seq 8192 --attention flash -f json | jq -r '[.rows[].devices] | @csv'
4096,8192
# A device count where nothing fits is a problem; the others are searched
# (exit 1). 100 devices: 405.9e9 parameters x 18 B (bf16 weights, fp32
# gradients, Adam's 12 B) / 100 = 73.06 GB of state per device at best, and
# full recomputation keeps 2 s b h = 268 MB per layer and microbatch in
# flight, at least ceil(126/p) min(p, m) >= 126 of them: 33.8 GB more, above
# the 77.31 GB allowed.
$ mlsys plan --hw h100 --workload llama3-405b --devices 100,4096 --global-batch 2048 --seq 8192 --attention flash -f csv --columns devices --no-header
4096
!~ ^mlsys plan: --devices 100: no feasible layout among the [0-9]+ considered: .* needs [0-9.]+ GB per device, 77.31 GB available \(--offload any also searches layouts keeping state in host memory\)$
! mlsys plan: 1 of 2 device counts failed
? 1
# ... and so is one with no layout to consider: GPT-3 with t 8, p 8 on 1000
# devices (t p = 64 does not divide 1000), next to 1024 (d = 16).
$ mlsys plan --hw a100 --workload gpt3 --devices 1000,1024 --global-batch 1536 --tp 8 --pp 8 -f csv --columns devices,dp --no-header
1024,16
! mlsys plan: --devices 1000: no layout to consider; the (t, p, c) allowed: 1 with t p c not dividing the devices
! mlsys plan: 1 of 2 device counts failed
? 1
#
# --explain: the best against the runner-up, one row per key of train's row
# (as many as plan's own rows have columns), then a note.
$ a=$(mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --attention flash --explain -f csv --no-header | wc -l); b=$(mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --attention flash --top 1 -f csv | head -1 | tr , '\n' | wc -l); [ "$a" = "$b" ] && echo "one row per key"
one row per key
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --attention flash --explain | grep -c '^note: runner-up (t [0-9]*, p [0-9]*, .*): step +.*; M_total .*; MFU'
1
# The best's values are plan's first row, the runner-up's its second; the
# difference is other - best (jq computes it again).
$ x=$(mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --attention flash --explain -f json); p=$(mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --attention flash --top 2 -f json); jq -rn --argjson x "$x" --argjson p "$p" '($x.rows | map(select(.key == "T_step"))[0]) as $t | [($t.best == $p.rows[0].T_step), ($t.other == $p.rows[1].T_step), ($t.difference == $t.other - $t.best), ($t.unit == "s")] | @csv'
true,true,true,true
# --versus: the best layout with the named values (the rest searched) set
# against the best; its time is train's for the same layout (a second
# method: train with the values --explain reports).
$ x=$(mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --attention flash --versus tp=8,pp=16,interleave=4 -f json); v() { jq -r --arg k "$1" '.rows | map(select(.versus == "--versus" and .key == $k))[0].other' <<< "$x"; }; t=$(mlsys train --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --attention flash --tp "$(v tp)" --pp "$(v pp)" --interleave "$(v interleave)" --microbatch "$(v microbatch)" --recompute "$(v recompute)" --seq-parallel "$(v seq_parallel)" --zero "$(v zero)" --cp "$(v cp)" -f json | jq '.rows[0].T_step'); echo "$(v tp) $(v pp) $(v interleave) $([ "$t" = "$(v T_step)" ] && echo "train's T_step")"
8 16 4 train's T_step
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --attention flash --versus tp=8,pp=16,interleave=4 | grep -Ec '^note: --versus \(t 8, p 16(, c [0-9]+)?, d [0-9]+, b [0-9]+, v 4, .*\): step \+'
1
# A named layout that does not fit is still explained, with its least memory.
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 --attention flash --versus tp=8,pp=16,interleave=4,recompute=none,zero=0,cp=1 | grep -c 'it does not fit in the memory allowed'
1
#
# Errors: --versus takes KEY=VALUE items naming a layout's option once, with a
# value that option takes and the shape allows (exit 2).
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --versus tp=7
! mlsys plan: --versus: tp=7: t = 7 does not divide the 128 heads and 8 kv heads
? 2
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --versus pp=200
! mlsys plan: --versus: pp=200: p v = 200 stages exceed the 126 layers
? 2
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --versus tpx=8
! mlsys plan: --versus: tpx: not a key of a layout; keys: tp, pp, dp, ep, microbatch, interleave, recompute, seq-parallel, zero, cp, offload, framework
? 2
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --versus devices=8
! mlsys plan: --versus: devices: not a key of a layout; keys: tp, pp, dp, ep, microbatch, interleave, recompute, seq-parallel, zero, cp, offload, framework
? 2
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --versus tp
! mlsys plan: --versus: tp: not KEY=VALUE (e.g. tp=8,pp=16,interleave=4); keys: tp, pp, dp, ep, microbatch, interleave, recompute, seq-parallel, zero, cp, offload, framework
? 2
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --versus tp=8,tp=4
! mlsys plan: --versus: tp: given twice
? 2
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --versus recompute=half
! mlsys plan: --versus: recompute=half: unknown value 'half'; expected one of none, selective, full
? 2
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --versus zero=4
! mlsys plan: --versus: zero=4: ZeRO stage 4 does not exist (0 to 3)
? 2
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --versus ,
! mlsys plan: --versus: empty: give KEY=VALUE,... with keys tp, pp, dp, ep, microbatch, interleave, recompute, seq-parallel, zero, cp, offload, framework
? 2
# t 8, p 3: t p = 24 does not divide 16384.
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --versus tp=8,pp=3
! mlsys plan: --versus: no layout with these values on 16384 devices; the (t, p, c) allowed: 1 with t p c not dividing the devices
? 2
# v = 4 with p = 16 needs m = 2048/(d b) a multiple of 16; with t 8 d = 128,
# so m = 16/b: b 2 makes m = 8, and no layout is feasible.
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --versus tp=8,pp=16,interleave=4,microbatch=2
!~ ^mlsys plan: --versus: no feasible layout with these values among the [0-9]+ considered: [0-9]+ interleave \(v > 1\) with m = B/\(d b\) not a multiple of p$
? 2
# --explain lists no layouts, so --top, --all and --pareto do not go with it.
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --explain --top 3
! mlsys plan: --top: --explain (or --versus) sets the best layout against others instead of listing layouts: give one of them
? 2
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --versus tp=8 --all
! mlsys plan: --all: --explain (or --versus) sets the best layout against others instead of listing layouts: give one of them
? 2
$ mlsys plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --tokens 1e12 --explain --pareto devices
! mlsys plan: --pareto: --explain (or --versus) sets the best layout against others instead of listing layouts: give one of them
? 2
