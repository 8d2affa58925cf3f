# Sweeps that are huge, empty or malformed: one error line, or rows that
# stream, within 1 s of CPU time (guard.sh).
#
# Found by fuzz/fuzz_sweep: a range with nothing after the dots was read
# past the end of its text (AddressSanitizer: heap-buffer-overflow in
# step_op), and a range of 1e10 points had each point checked before the
# first row, which took minutes. Now the first 2048 points and the last are
# checked, and rows stream at once.
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --batch 1..
! mlsys iron-law: --batch: empty quantity
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --bw 1TB/s..
! mlsys iron-law: --bw: empty quantity
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --batch ..
! mlsys iron-law: --batch: empty quantity
? 2
# A sweep of 1e10 points streams its first rows at once. T by hand (tests/cli/iron-law:
# D_vol = 141,871,088,640 B, O = 146,568,709,120 FLOP on an H100): 141871088640/3.35e12
# + 146568709120/989e12 = 0.04249777760 s, plus the swept latency 0 and 100 us.
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --lat 0s..1Ms+100us -f csv --columns lat,T | head -3
= rtol 1e-9
lat,T
0,0.04249777760
0.0001,0.04259777760
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --batch 1..1e11 -f csv --columns batch | head -2
batch
1
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --batch 1..1e11+0.5
! mlsys iron-law: --batch: must be a whole number (1.5, point 2 of '1..1e11+0.5'): give a range whose every point is allowed (its ends, step or factor)
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --batch 4..1e9x1.5
! mlsys iron-law: --batch: must be a whole number (13.5, point 4 of '4..1e9x1.5'): give a range whose every point is allowed (its ends, step or factor)
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --eff 0.5..1e9+0.25
! mlsys iron-law: --eff: must be in (0, 1] (a fraction; '50 %' works)
? 2
# Too many points, empty and backwards ranges, bad steps and factors.
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --batch 1..1e13
! mlsys iron-law: --batch: range '1..1e13' has too many points
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --batch 1..1e6 --seq 1..1e7
! mlsys iron-law: --seq: the sweep has more than 1e12 points
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --batch 8..1
! mlsys iron-law: --batch: empty range '8..1' (the end is below the start)
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --batch 1..8x1
! mlsys iron-law: --batch: the factor of a geometric range must be > 1
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --batch 1..8x1e999
! mlsys iron-law: --batch: number out of range: '1e999'
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --bw 1TB/s..8TB/s+0TB/s
! mlsys iron-law: --bw: the step must be positive
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --bw 1TB/s..8TB/s+1s
! mlsys iron-law: --bw: expected a quantity in B/s, got one in s
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --batch ,,,
! mlsys iron-law: --batch: empty item 1 in the list ',,,'
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --batch 1,,2
! mlsys iron-law: --batch: empty item 2 in the list '1,,2'
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --precision fp16,,fp8
! mlsys iron-law: --precision: empty item 2 in the list 'fp16,,fp8'
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys --shard 0/0 iron-law --hw h100 --workload llama70b
! mlsys iron-law: --shard: expected K/N with 1 <= K <= N; got '0/0'
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys --shard 99999999999999999999999/1 iron-law --hw h100 --workload llama70b
! mlsys iron-law: --shard: expected K/N with 1 <= K <= N; got '99999999999999999999999/1'
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys --shard 1/99999999999999999999999 iron-law --hw h100 --workload llama70b --batch 1,2 -f csv --columns batch
batch
1
# A reader that stops early ends a billion-row sweep quietly and at once.
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw all --workload all --batch 1..1e6 --seq 1..100 -f csv | head -c 100 | wc -c
100
$ . "$TESTDATA/adversarial/guard.sh"; mlsys comm --alpha 1us..1s+1us --beta 10GB/s --size 1B..100kB+1B -f jsonl | head -1 | wc -l
1
# Found by this suite: a sweep that fails at every point (here --beta is
# missing) reported each of its 1e11 points. It stops after 10,000.
$ . "$TESTDATA/adversarial/guard.sh"; mlsys comm --alpha 1us..1s+1us --size 1B..100kB+1B 2>errors.txt; echo "status $?"; wc -l <errors.txt; tail -1 errors.txt
status 1
10001
mlsys comm: the first 10000 points all failed; the sweep stops there
# plan --top K keeps a heap of at most K rows: K = 1e9 over a space of tens of
# thousands of feasible layouts (GPT-3 with B = 1536 on up to 512 devices, uneven
# stages included; the megatron stack runs ZeRO 2 and 3 only without pipelining;
# 33,150 in 2026-12) keeps all of them, as many rows as --all streams, within the
# guard's second of CPU (a sorted insertion took O(K) a layout).
$ . "$TESTDATA/adversarial/guard.sh"; a=$(mlsys plan --hw a100 --workload gpt3 --max-devices 512 --global-batch 1536 --all -f csv --no-header | wc -l); t=$(mlsys plan --hw a100 --workload gpt3 --max-devices 512 --global-batch 1536 --top 1e9 -f csv --no-header | wc -l); [ "$a" -eq "$t" ] && [ "$a" -gt 10000 ] && echo "as many as --all"
as many as --all
# A search larger than its budget stops with an error, not a partial answer: GPT-3
# on up to 1e6 devices with B = 720,720 (240 divisors) considers some 48 million
# layouts (seconds); with a budget of a million it stops at the millionth.
$ . "$TESTDATA/adversarial/guard.sh"; mlsys plan --hw a100 --workload gpt3 --max-devices 1e6 --global-batch 720720 --budget 1e6
! mlsys plan: --budget: the search reached its budget of 1000000 layouts before it ended; narrow it (give --devices, --tp, --pp or fewer values) or raise --budget
? 2
# A sweep whose points fail write no row, so a closed output pipe never
# ends it: 10 million device counts of which most do not divide the batch
# ran on, its error lines going nowhere (found by fuzz/fuzz_cli as a 15 s
# hang). A problem line that meets a closed pipe now ends the sweep as a
# row would, quietly (exit 0), in one process and in several.
$ . "$TESTDATA/adversarial/guard.sh"; mlsys cluster --devices 2..1024e4 --hw h100 --workload llama3-8b --batch 1024 --fabric ib-ndr -f csv --jobs 1 2>&1 >/dev/null | head -1
mlsys cluster: --devices 3: --global-batch: B = 1024 does not split into d = 3 replicas of whole microbatches of b = 1; give a --global-batch that is a multiple of 3, or split the model with mlsys train --tp --pp
$ . "$TESTDATA/adversarial/guard.sh"; mlsys cluster --devices 2..1024e4 --hw h100 --workload llama3-8b --batch 1024 --fabric ib-ndr -f csv --jobs 2 2>&1 >/dev/null | head -1
mlsys cluster: --devices 3: --global-batch: B = 1024 does not split into d = 3 replicas of whole microbatches of b = 1; give a --global-batch that is a multiple of 3, or split the model with mlsys train --tp --pp
