# plan: a --framework list searches each training stack and ranks their
# layouts together (docs/plan.md). Llama-3-70B on 32 A100 with tensor
# parallelism ruled out (--tp 1): megatron must pipeline (it runs ZeRO 2
# and 3 only without pipelining), fsdp can shard everything over d = 32.
#
# A second method: each stack searched alone. The merged search's best is
# the best of the three alone, and it considers their layouts together.
$ for f in megatron deepspeed fsdp; do mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --framework $f --top 1 -f csv --columns framework,T_step --no-header 2>/dev/null; done | sort -t, -k2 -g | head -1 > alone.txt; mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --framework megatron,deepspeed,fsdp --top 1 -f csv --columns framework,T_step --no-header | cmp - alone.txt && cut -d, -f1 alone.txt
fsdp
$ n=0; for f in megatron deepspeed fsdp; do k=$(mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --framework $f --top 1 -f json 2>/dev/null | jq -r '.notes[] | select(test("layouts considered"))' | cut -d' ' -f1); n=$((n + k)); done; m=$(mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --framework megatron,deepspeed,fsdp --top 1 -f json | jq -r '.notes[] | select(test("layouts considered"))' | cut -d' ' -f1); [ "$n" -eq "$m" ] && echo "considered: the sum of the three"
considered: the sum of the three
# The rows come from more than one stack, and the people's table names each
# row's stack; a note says which were searched.
$ mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --framework megatron,deepspeed,fsdp --top 3 -f csv --columns framework --no-header | sort -u
fsdp
megatron
$ mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --framework megatron,fsdp --top 2 | head -1 | tr -s ' ' '\n' | grep -x framework
framework
$ mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --framework megatron,deepspeed,fsdp --top 1 -f json | jq -r '.notes[] | select(startswith("stacks"))'
stacks searched: megatron, deepspeed, fsdp (--framework), each layout timed as its stack runs it, ranked together
# A kept row is its stack's: train given the same layout and stack times the
# same step.
$ mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --framework megatron,fsdp --top 3 -f json | jq -r '.rows[] | "--framework \(.framework) --pp \(.pp) --microbatch \(.microbatch) --interleave \(.interleave) --recompute \(.recompute) --zero \(.zero) \(.T_step)"' > rows.txt; while read -r a b c d e f g h i j k l t; do mlsys train --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 $a $b $c $d $e $f $g $h $i $j $k $l -f json | jq --argjson t "$t" '.rows[0].T_step == $t'; done < rows.txt | sort -u
true
# --all streams every stack's layouts.
$ mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --framework megatron,fsdp --all -f csv --columns framework --no-header | sort -u
fsdp
megatron
# The budget is for the whole search, every stack's layouts together.
$ mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --framework megatron,deepspeed,fsdp --budget 3000
! mlsys plan: --budget: the search reached its budget of 3000 layouts before it ended; narrow it (give --devices, --tp, --pp or fewer values) or raise --budget
? 2
$ mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --framework fsdp,megatron,fsdp
! mlsys plan: --framework: a stack given twice: give each once
? 2
# --versus across stacks: the layout named (p 16, ZeRO 1: only megatron of
# the two keeps it fastest) is described with its stack, and the difference
# is the pipeline's (T_pp), as the two rows' terms say.
$ mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --framework megatron,fsdp --versus pp=16,zero=1 -f json | jq -r '.notes[] | select(startswith("--versus"))' | sed 's/: step [^:]*: \(T_[a-z]*\) .*/: \1 first/'
--versus (t 1, p 16, d 2, b 1, v 5, full recomputation, sequence parallelism off, ZeRO 1, megatron): T_pp first
# --versus may name a stack the search does not run: megatron searched, its
# best set against fsdp's best with ZeRO 3. A second method: fsdp searched
# alone with --zero 3 keeps the same step.
$ mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --versus framework=fsdp,zero=3 -f json | jq -r '.rows[] | select(.versus == "--versus" and (.key == "framework" or .key == "T_step")) | .other' > versus.txt; mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --framework fsdp --zero 3 --top 1 -f json | jq -r '.rows[0] | .framework, .T_step' | diff versus.txt - && head -1 versus.txt
fsdp
# ... and an offload, its words joined by '+' (the list's commas separate
# keys): the same step as plan pinned to that offload.
$ mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --versus offload=optimizer+weights -f json | jq -r '.rows[] | select(.versus == "--versus" and (.key == "offload" or .key == "T_step")) | .other' > versus.txt; mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --offload optimizer,weights --top 1 -f json | jq -r '.rows[0] | .T_step, .offload' | sort | diff - <(sort versus.txt) && grep -c optimizer versus.txt
1
$ mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --versus offload=optimizer,weights
! mlsys plan: --versus: weights: not KEY=VALUE (e.g. tp=8,pp=16,interleave=4); keys: tp, pp, dp, ep, microbatch, interleave, recompute, seq-parallel, zero, cp, offload, framework
? 2
$ mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --versus offload=bogus
! mlsys plan: --versus: offload=bogus: 'bogus' is not one of optimizer, weights, activations (a '+' list) or none
? 2
$ mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --versus framework=jax
! mlsys plan: --versus: framework=jax: unknown value 'jax'; expected one of megatron, deepspeed, fsdp
? 2
$ mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --versus framework=fsdp,framework=megatron
! mlsys plan: --versus: framework: given twice
? 2
# --offload any searches only what each stack offloads: fsdp the optimizer
# and the weights together; deepspeed the weights only at ZeRO 3 (or d = 1).
$ mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --framework fsdp --offload any --all -f csv --columns offload --no-header | tr -d '"' | sort -u
activations
none
optimizer,weights
optimizer,weights,activations
$ mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --framework deepspeed --offload any --all -f json | jq -r '.rows[] | select((.offload | test("weights")) and .zero != 3 and .dp > 1) | .offload' | wc -l
0
$ mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --framework deepspeed --offload any --all -f json | jq -r '[.rows[] | select(.offload | test("weights"))] | length > 0'
true
