# --find arrival over --devices: the most load a set of devices carries
# within the targets, as many replicas as fill them.
#
# With --tp, the replicas are floor(devices / (t p)): 7 devices at t 2 make 3
# replicas of 2 (6 devices in use).
$ mlsys serving --hw h100 --workload llama3-70b --tp 2 --devices 7 --find arrival --slo-ttft 1s --arrival 10req/s --columns replicas,devices -f csv --no-header
3,6
# Without --tp the search tries every layout of at most the devices and keeps
# the one carrying the most load. The second method: each layout given with
# --tp and --pp on the same 8 devices, the most of their loads. (Llama 3 70B
# in bf16 does not fit one H100, so t 1 p 1 sets up nothing.)
$ l=$(mlsys serving --hw h100 --workload llama3-70b --devices 8 --slo-ttft 1s --slo-tpot 50ms --find arrival --arrival 100req/s --columns lambda_arr -f csv --no-header); for x in 2,1 4,1 8,1 1,2 2,2 4,2 1,4 2,4 1,8; do mlsys serving --hw h100 --workload llama3-70b --tp ${x%,*} --pp ${x#*,} --devices 8 --slo-ttft 1s --slo-tpot 50ms --find arrival --arrival 100req/s --columns lambda_arr,meets_slo -f csv --no-header; done | awk -F, -v l=$l '$2 == "true" && (n++ == 0 || $1 > m) {m = $1} END {print (l == m) ? "the most" : "not the most"}'
the most
# The layout kept fills the devices: replicas x t x p = devices <= 8, and the
# note lists every layout tried with its load and replicas.
$ mlsys serving --hw h100 --workload llama3-70b --devices 8 --slo-ttft 1s --slo-tpot 50ms --find arrival --arrival 100req/s --columns replicas,tp,pp,devices -f csv --no-header | awk -F, '{print ($1 * $2 * $3 == $4 && $4 <= 8) ? "fills" : "other"}'
fills
$ mlsys serving --hw h100 --workload llama3-70b --devices 8 --slo-ttft 1s --slo-tpot 50ms --find arrival --arrival 100req/s
~ ^note: SLO: the most load each layout of the 8 devices \(--devices, no --tp\) carries within every target, on as many replicas as it fills: t 2 p 1: [0-9.]+ req/s on 4, t 4 p 1: [0-9.]+ req/s on 2, t 8 p 1: [0-9.]+ req/s on 1, t 1 p 2: none on 4 \(at a vanishing load TTFT_p99 [0-9.]+ ms, TPOT_p99 [0-9.]+ ms\), .*; the row takes the most, t = [0-9]+ p = [0-9]+$
~ ^note: SLO: the row is the most load, up to --arrival, that the replicas of --devices carry within every target$
# When every layout carries all of --arrival, they tie and the first tried
# (fewest stages, then the smallest t) is kept; a note says the cap bound.
$ mlsys serving --hw h100 --workload llama3-8b --devices 4 --find arrival --slo-tpot 50ms --arrival 1req/s --columns tp,pp,replicas,lambda_arr -f csv --no-header
1,1,4,1
$ mlsys serving --hw h100 --workload llama3-8b --devices 4 --find arrival --slo-tpot 50ms --arrival 1req/s
~ ^note: SLO: the row is the most load, up to --arrival, that the replicas of --devices carry within every target \(all of --arrival: give a higher --arrival to see how much more\)$
# Errors name the option.
$ mlsys serving --hw h100 --workload llama3-70b --devices 8 --slo-ttft 1s --arrival 10req/s
! mlsys serving: --devices is what --find arrival serves with: give --find arrival, or --replicas
? 2
$ mlsys serving --hw h100 --workload llama3-70b --devices 8 --replicas 2 --find arrival --slo-ttft 1s --arrival 10req/s
! mlsys serving: --devices sets the replicas (as many as fill them): give --devices or --replicas, not both
? 2
$ mlsys serving --step-base 10ms --step-per-seq 1ms --prefill-per-token 0.1ms --devices 8 --find arrival --slo 1s --arrival 10req/s
! mlsys serving: --devices needs the devices of a replica: give --hw and --workload
? 2
$ mlsys serving --hw h100 --workload llama3-70b --tp 8 --devices 4 --find arrival --slo-ttft 1s --arrival 10req/s
! mlsys serving: --devices: 4 devices hold no replica of 8 (t 8, p 1): give --devices 8 or more, or a smaller --tp or --pp
? 2
$ mlsys serving --hw h100 --workload llama3-405b --devices 4 --find arrival --slo-ttft 1s --arrival 10req/s
! mlsys serving: --devices: no layout tried (t 1 to 64 dividing the heads, p 1 to 8, t p at most --devices 4) holds the weights and one sequence's KV cache: give more --devices, a smaller --precision, fewer tokens, a device with more memory, or --fabric for degrees across nodes; at t 2: the weights alone do not fit: 405.9 GB a device against 77.31 GB (--mem-util 0.9 of 85.9 GB): give more --tp or --pp, a smaller --precision or a device with more memory
? 2
$ mlsys serving --hw h100 --workload llama3-70b --devices 0 --find arrival --slo-ttft 1s --arrival 10req/s
! mlsys serving: --devices: must be greater than zero
? 2
# A layout whose slots fill before the targets are met (here two slots at
# --max-batch 2) is a row that is not stable, not an error: it carries no
# load and the search goes on to the others. The second method: t 1 p 1 on
# its own, 4 replicas of one device, carries the same load the search keeps.
$ a=$(mlsys serving --hw h100 --workload qwen3-30b-a3b --find arrival --devices 4 --arrival 100req/s --slo-ttft 3s --max-batch 2 --columns tp,pp,replicas,lambda_arr -f csv --no-header); b=$(mlsys serving --hw h100 --workload qwen3-30b-a3b --find arrival --tp 1 --replicas 4 --arrival 100req/s --slo-ttft 3s --max-batch 2 --columns lambda_arr -f csv --no-header); echo "$a" | awk -F, -v b=$b '{print $1, $2, $3, ($4 == b) ? "same load" : "other load"}'
1 1 4 same load
# The same rows one at a time: two stages with two slots at the full
# --arrival fill the slots (no error), and --find arrival below it is met.
$ mlsys serving --hw h100 --workload qwen3-30b-a3b --replicas 1 --tp 1 --pp 2 --max-batch 2 --arrival 100req/s --columns stable -f csv --no-header
false
$ mlsys serving --hw h100 --workload qwen3-30b-a3b --replicas 1 --tp 1 --pp 2 --max-batch 2 --find arrival --arrival 100req/s --slo-ttft 3s --columns meets_slo -f csv --no-header
true
# When every layout fails set-up with the same error, the fault is not the
# layout's: the search gives that error, naming its option, instead of
# "no layout holds the weights".
$ mlsys serving --hw h100 --workload llama3-8b --find arrival --devices 4 --chunk 256 --arrival 10req/s --slo-ttft 1s
! mlsys serving: --chunk: the budget of 256 tokens per iteration leaves no room for a prompt beside 256 decoding sequences: give --chunk above 256 (or 0: separate prefill), or a smaller --max-batch
? 2
$ mlsys serving --hw h100 --workload llama3-8b --find arrival --devices 4 --gather 10ms --arrival 10req/s --slo-ttft 1s
! mlsys serving: --gather: a gathered batch is prefilled in an iteration of its own: give --chunk 0 (or --engine vllm-v0), or leave --gather out
? 2
# Apple's machines are one device each: without --fabric, a layout of two
# spans two machines with no link given, so it does not set up; the note
# counts it and says why, instead of leaving it out unsaid.
$ mlsys serving --hw m4-max --workload llama3-8b --find arrival --devices 2 --arrival 10req/s --slo-ttft 5s
~ ^note: SLO: the most load each layout of the 2 devices \(--devices, no --tp\) carries within every target, on as many replicas as it fills: t 1 p 1: [0-9.]+ req/s on 2 \(2 more did not set up; the first, t 2 p 1: --fabric: t p = 2 devices span nodes of 1: give the fabric between nodes \(--fabric NAME, or --alpha and --beta\)\); the row takes the most, t = 1 p = 1$
# With --fabric both set up (the pipeline's hand-off priced over it).
$ mlsys serving --hw m4-max --workload llama3-8b --find arrival --devices 2 --fabric ib-ndr --arrival 10req/s --slo-ttft 5s
~ ^note: SLO: the most load each layout of the 2 devices \(--devices, no --tp\) carries within every target, on as many replicas as it fills: t 1 p 1: [0-9.]+ req/s on 2, t 2 p 1: [0-9.]+ req/s on 1, t 1 p 2: [0-9.]+ req/s on 1; the row takes the most, t = 1 p = 1$
# With --pp given, the error says which stages were tried.
$ mlsys serving --hw h100 --workload llama3-405b --devices 8 --pp 2 --find arrival --slo-ttft 1s --arrival 10req/s
! mlsys serving: --devices: no layout tried (t 1 to 64 dividing the heads, p = --pp 2, t p at most --devices 8) holds the weights and one sequence's KV cache: give more --devices, a smaller --precision, fewer tokens, a device with more memory, or --fabric for degrees across nodes; at t 2: the weights alone do not fit: 202.9 GB a device against 77.31 GB (--mem-util 0.9 of 85.9 GB): give more --tp or --pp, a smaller --precision or a device with more memory
? 2
# An expert-parallel replica is e p devices, and the error names --ep.
$ mlsys serving --hw h100 --workload qwen3-30b-a3b --tp 1 --ep 8 --devices 4 --find arrival --arrival 10req/s --slo-ttft 1s
! mlsys serving: --devices: 4 devices hold no replica of 8 (t 1, e 8, p 1): give --devices 8 or more, or a smaller --tp, --ep or --pp
? 2
# More replicas than the queue model takes (a million) is --devices' fault.
$ mlsys serving --hw h100 --workload llama3-8b --devices 2000000 --find arrival --arrival 10req/s --slo-ttft 1s
! mlsys serving: --devices: 2000000 devices make 2000000 replicas of 1 (t 1, p 1), more than the 1000000 the queue model takes: give fewer --devices
? 2
# When not even a vanishing load meets the targets, the note gives the least
# each targeted figure reaches: the row at a billionth of --arrival, where a
# request decodes alone, so its TPOT_p99 is infer's step of one sequence
# (the second method: infer --batch 1's T_step, 12.09 ms). The vanishing
# load is a billionth of --arrival, or of the replicas' capacity when that
# is less.
$ mlsys infer --hw h100 --workload llama3-70b --tp 8 --batch 1 --columns T_step
12.09 ms
$ mlsys serving --hw h100 --workload llama3-70b --tp 8 --replicas 1 --find arrival --arrival 10req/s --slo-tpot 1ms
~ ^note: SLO: not even a vanishing load meets every target on --replicas; the row is --arrival; at 1e-08 req/s the figures are TPOT_p99 12\.09 ms$
# One layout tried (p = 3, t 1: 3 devices of the 4) that does not fit: its
# error names no option, so the search's own error stands, naming --devices.
$ mlsys serving --hw h100 --workload llama3-405b --devices 4 --pp 3 --find arrival --slo-ttft 1s --arrival 10req/s
! mlsys serving: --devices: no layout tried (t 1 to 64 dividing the heads, p = --pp 3, t p at most --devices 4) holds the weights and one sequence's KV cache: give more --devices, a smaller --precision, fewer tokens, a device with more memory, or --fabric for degrees across nodes; at t 2: the weights alone do not fit: 135.3 GB a device against 77.31 GB (--mem-util 0.9 of 85.9 GB): give more --tp or --pp, a smaller --precision or a device with more memory
? 2
# An --arrival far past the capacity still finds the most load: the search
# starts from a billionth of what the replicas carry at most, and halves
# the ratio while the ends are orders apart. The second method: the same
# search with --arrival 1e3 req/s (above the 409 found) gives the same load.
$ a=$(mlsys serving --hw h100 --workload llama3-8b --tp 1 --replicas 8 --find arrival --arrival 1e12req/s --slo-ttft 1s --slo-tpot 50ms -f csv --no-header --columns lambda_arr); b=$(mlsys serving --hw h100 --workload llama3-8b --tp 1 --replicas 8 --find arrival --arrival 1e3req/s --slo-ttft 1s --slo-tpot 50ms -f csv --no-header --columns lambda_arr); awk -v a=$a -v b=$b 'BEGIN {d = a - b; if (d < 0) d = -d; print (d <= 1e-5 * b) ? "same load" : "other load: " a " " b}'
same load
# A vanishing --arrival is a row, not an error (the wait for a slot's load
# no longer cancels to zero): one replica meets a 50 ms TPOT alone.
$ mlsys serving --hw h100 --workload llama3-8b --tp 1 --arrival 1e-11req/s --slo-tpot 50ms -f csv --no-header --columns replicas,meets_slo
1,true
# In the replica search without --tp, an option's error shared by every
# layout (the search's own faults, t not dividing the heads or no link
# between nodes, left out) is given as it is.
$ mlsys serving --hw h100 --workload llama3-8b --scheduler-steps 4 --slo-tpot 200ms --arrival 1req/s
! mlsys serving: --scheduler-steps: 4 decode steps per iteration need prefills in iterations of their own: give --chunk 0 (or --engine vllm-v0), or --scheduler-steps 1
? 2
# Expert-parallel replicas larger than --devices, or more stages than it.
$ mlsys serving --hw h100 --workload mixtral-8x7b --ep 8 --devices 4 --find arrival --arrival 10req/s --slo-ttft 1s
! mlsys serving: --devices: 4 devices hold no replica of 8 (t 1, e 8, p 1): give --devices 8 or more, or a smaller --tp, --ep or --pp
? 2
$ mlsys serving --hw h100 --workload llama3-8b --devices 8 --pp 16 --find arrival --arrival 10req/s --slo-ttft 1s
! mlsys serving: --devices: 8 devices hold no replica of --pp 16 stages: give --devices 16 or more, or a smaller --pp
? 2
