# plan: the size of a space counted by hand, the rows it keeps (train's keys,
# train's numbers, best first), the Pareto front, --all, --max-devices, and
# the nearest miss by hand. The pruned search against brute force is
# tests/unit/test_plan.c.
#
# A space counted by hand (4 layers, 4 heads, N = 8, B = 8; the same count as
# test_plan.c's test_space_by_hand): t in {1, 2, 4} (divisors of 4, within a
# node of 8), p from 1 to the 4 layers; t p = 3, 6, 12 and 16 do not divide 8.
# Per (t, p): d = 8/(t p), b | 8/d, v from 1 to 4/p (1 when p = 1), 3
# recomputations, sequence parallelism off and on when t > 1, ZeRO 0-3 when
# d > 1 (the megatron stack runs ZeRO 0-1 only with p > 1):
#   (1,1) d 8: 1 x 1 x 3 x 1 x 4 = 12      (1,2) d 4: 2 b x 2 v x 3 x 2 = 24
#   (1,4) d 2: 3 x 1 x 3 x 2 = 18          (2,1) d 4: 2 x 1 x 24 = 48
#   (2,2) d 2: 3 x 2 x 3 x 2 x 2 = 72      (2,4) d 1: 4 x 1 x 6 = 24
#   (4,1) d 2: 3 x 1 x 24 = 72             (4,2) d 1: 4 x 2 x 6 = 48
# 318 layouts. v = 2 needs m = 8/(d b) even: (1,2) b 2 fails (6 layouts),
# (2,2) b 4 (12), (4,2) b 8 (6): 24. A 4-layer model of hidden 256 fits.
$ mlsys plan --hw a100 --layers 4 --hidden 256 --heads 4 --vocab 51200 --devices 8 --global-batch 8 --all
~ ^note: 318 layouts considered, 294 feasible; infeasible: 24 interleave \(v > 1\) with m = B/\(d b\) not a multiple of p$
# --all streams every feasible layout, one row each, and says they are not sorted.
$ mlsys plan --hw a100 --layers 4 --hidden 256 --heads 4 --vocab 51200 --devices 8 --global-batch 8 --all -f csv --no-header | wc -l
294
$ mlsys plan --hw a100 --layers 4 --hidden 256 --heads 4 --vocab 51200 --devices 8 --global-batch 8 --all | tail -1
note: --all: layouts in search order, not sorted
# --max-devices without --devices: every N = t p d <= 2 with d | B. 2 layers,
# 2 heads, B = 2: (t, p, d) = (1,1,1) N 1: b in {1, 2} x 3 recomputations = 6;
# (1,1,2) N 2: b 1 x 3 x 4 ZeRO = 12; (1,2,1) N 2: b 2 x v 1 x 3 = 6;
# (2,1,1) N 2: b 2 x 3 x 2 sequence-parallel = 12. N 1: 6 layouts, N 2: 30.
$ mlsys plan --hw a100 --layers 2 --hidden 256 --heads 2 --vocab 51200 --max-devices 2 --global-batch 2 --all -f csv --columns devices --no-header | sort | uniq -c | awk '{print $2, $1}'
1 6
2 30
# The rows carry train's keys, and a layout given in full is timed as train
# times it (the same T_step and memory; jq compares the two).
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tp 8 --pp 8 --microbatch 1 --interleave 1 --recompute selective --seq-parallel yes --zero 0 -f csv --no-header | cut -d, -f1-16
a100,gpt3,1024,8,8,16,1,1536,1,96,1,2048,bf16,selective,yes,0
$ a=$(mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tp 8 --pp 8 --microbatch 1 --interleave 1 --recompute selective --seq-parallel yes --zero 0 -f json); b=$(mlsys train --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tp 8 --pp 8 -f json); jq -rn --argjson a "$a" --argjson b "$b" '[($a.rows[0].T_step == $b.rows[0].T_step), ($a.rows[0].M_total == $b.rows[0].M_total), ($a.rows | length)] | @csv'
true,true,1
# --top K: K rows, best first (tokens_per_s never rises down the list).
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --top 7 -f csv --columns tokens_per_s --no-header | awk 'NR > 1 && $1 > last { bad = 1 } { last = $1 } END { print NR, bad ? "unsorted" : "sorted" }'
7 sorted
# --objective cost ranks by cost_run (never falls down the list).
$ mlsys plan --hw a100 --workload gpt3 --max-devices 512 --global-batch 1536 --tokens 300e9 --price 2USD/h --objective cost --top 5 -f csv --columns cost_run --no-header | awk 'NR > 1 && $1 < last { bad = 1 } { last = $1 } END { print NR, bad ? "unsorted" : "sorted" }'
5 sorted
# --pareto devices: each row is faster than the next and uses more devices
# (no row beats another on both), the first is the fastest of all.
$ mlsys plan --hw a100 --workload gpt3 --max-devices 256 --global-batch 1536 --tokens 300e9 --pareto devices -f csv --columns time_to_train,devices --no-header | awk -F, 'NR > 1 && !($1 > t && $2 < n) { bad = 1 } { t = $1; n = $2 } END { print (NR > 1 && !bad) ? "front" : "not a front" }'
front
$ a=$(mlsys plan --hw a100 --workload gpt3 --max-devices 256 --global-batch 1536 --tokens 300e9 --pareto devices -f csv --columns time_to_train --no-header | head -1); b=$(mlsys plan --hw a100 --workload gpt3 --max-devices 256 --global-batch 1536 --tokens 300e9 --objective time --top 1 -f csv --columns time_to_train --no-header); [ "$a" = "$b" ] && echo same
same
# The plot of a front: an SVG with the two keys as axis titles.
$ mlsys plan --hw a100 --workload gpt3 --max-devices 256 --global-batch 1536 --tokens 300e9 --price 2USD/h --pareto cost --plot front.svg --x time_to_train --y cost_run > /dev/null && grep -c '<svg\|time_to_train (\|cost_run (' front.svg
3
# Given values that cannot work are left out with a note: 5 and 7 do not divide
# the 96 heads of GPT-3, 8 does.
$ mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tp 5,7,8 --top 1
~ ^note: --tp: 2 values left out: the first, t = 5 does not divide the 96 heads and 96 kv heads$
# A device without a capacity: every layout fits, and the note says so.
$ mlsys plan --peak 312TFLOP/s --bw 2TB/s --layers 2 --hidden 256 --heads 2 --vocab 51200 --devices 1 --global-batch 2 --top 1
~ ^note: no memory capacity: every layout counts as fitting \(--capacity\)$
~ ^note: 6 layouts considered, 6 feasible$
# Nothing fits: exit 1 with the counts and the nearest miss, by hand. 2 layers,
# hidden 1024, 16 heads, V 51200, s 512 on one device (t = p = d = b = v = 1;
# 3 recomputations): P = 2 (12 h^2 + 13 h) + V h + s h = 78,145,536; bf16
# weights, fp32 gradients, Adam: 18 B x P = 1,406,619,648 B. Activations per
# layer (Korthikanti et al. Table 2, t = 1), sbh = 512 x 1024 = 524,288:
# selective 34 sbh, none 74 sbh (5 a s/h = 40 more), full 2 sbh + one
# layer's 74 sbh. Least: selective, 2 x 34 x 524,288 = 35,651,584 B; the output
# layer's logits, 16-bit and the loss's fp32 softmax, s V (2 + 4) = 157,286,400 B;
# with the megatron stack's 3 GB reserve the total is 4,599,557,632 B = 4.6 GB,
# against 1 GB less the 10 % reserve = 900 MB.
$ mlsys plan --hw a100 --layers 2 --hidden 1024 --heads 16 --vocab 51200 --seq 512 --devices 1 --global-batch 1 --capacity 1GB
~ ^note: 3 layouts considered, 0 feasible; infeasible: 3 need more memory than 900 MB \(1 GB less the 10 % reserve\)$
! mlsys plan: no feasible layout among the 3 considered: 3 need more memory than 900 MB (1 GB less the 10 % reserve); the layout needing the least memory (t 1, p 1, d 1, b 1, v 1, selective recomputation, sequence parallelism off, ZeRO 0) needs 4.6 GB per device, 900 MB available (--offload any also searches layouts keeping state in host memory)
? 1
# --mem-reserve 0: the whole gigabyte (still too little).
$ mlsys plan --hw a100 --layers 2 --hidden 1024 --heads 16 --vocab 51200 --seq 512 --devices 1 --global-batch 1 --capacity 1GB --mem-reserve 0 2>&1 >/dev/null | grep -o 'than 1 GB (1 GB less the 0 % reserve)'
than 1 GB (1 GB less the 0 % reserve)
? 1
# One line of --input is one plan.
$ printf 'devices,global-batch\n8,8\n' | mlsys plan --hw a100 --layers 4 --hidden 256 --heads 4 --vocab 51200 --input - --top 2 -f csv --columns devices --no-header
8
8
# A value given twice is one candidate: --tp 8,8,4 considers what --tp 4,8 does.
$ a=$(mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tp 8,8,4 | grep -o '[0-9]* layouts considered'); b=$(mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tp 4,8 | grep -o '[0-9]* layouts considered'); [ "$a" = "$b" ] && echo same
same
# A given p that leaves the stages uneven is searched as train runs it, at the
# busiest stage's pace: 96 layers over p = 5 (20 on the busiest), t = 8, so
# d = 960 / (8 x 5) = 24; interleaving (v > 1) would need m = 1536/(24 b) =
# 64/b to be a multiple of 5, which no b makes, so v = 1.
$ mlsys plan --hw a100 --workload gpt3 --devices 960 --global-batch 1536 --pp 5 --tp 8 --top 1 -f csv --columns tp,pp,dp,interleave
tp,pp,dp,interleave
8,5,24,1
