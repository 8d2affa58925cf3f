# serving takes infer's deployment options (--pp, --mem-util, --kv-block,
# --quant-matmul, --ubatch, --node-size, --intra-fabric, --fabric) and sets up
# each replica as mlsys infer does.
#
# Pipelines: on a pipelined engine min(p, n) microbatches are in flight at
# concurrency n, as infer's default, so TPOT at the load's concurrency n lies
# between infer's mean step B / tokens_per_s at floor(n) and ceil(n) (the second
# method: infer's own curve at the same layout; its TPOT, a closed batch's, leaves
# out a sequence's own prompt share).
$ s=$(mlsys serving --arrival 5req/s --hw h100 --workload llama3-405b --tp 8 --pp 2 --columns batch,TPOT -f csv --no-header); n=${s%,*}; lo=$(mlsys infer --hw h100 --workload llama3-405b --tp 8 --pp 2 --batch $(awk -v n=$n 'BEGIN{print int(n)}') --columns batch,tokens_per_s -f csv --no-header | awk -F, '{printf "%.17g\n", $1 / $2}'); hi=$(mlsys infer --hw h100 --workload llama3-405b --tp 8 --pp 2 --batch $(awk -v n=$n 'BEGIN{print int(n)+1}') --columns batch,tokens_per_s -f csv --no-header | awk -F, '{printf "%.17g\n", $1 / $2}'); awk -v t=${s#*,} -v lo=$lo -v hi=$hi 'BEGIN{print (t >= lo && t <= hi) ? "between" : "outside"}'
between
$ mlsys serving --arrival 5req/s --hw h100 --workload llama3-405b --tp 8 --pp 2
~ ^note: microbatches m = min\(p, n\) in flight through the p = 2 stages at each concurrency n \(as mlsys infer's default\)$
~ ^note: t p = 16 devices span 2 nodes of 8: ib-ndr between them \(pipeline hand-offs cross it\)$
# A replica is t x p devices: devices = replicas x tp x pp.
$ mlsys serving --arrival 20req/s --replicas 3 --hw h100 --workload llama3-405b --tp 8 --pp 2 --columns replicas,devices,tp,pp -f csv --no-header | awk -F, '{print ($2 == $1 * $3 * $4) ? "t p each" : "other"}'
t p each
# The SLO search agrees with infer's curve at the same layout: the largest
# batch whose TPOT meets 100 ms carries r requests/s a replica, so 20 req/s
# needs ceil(20/r) replicas; serving's count (which also holds TTFT_p99 to
# 2 s) is within one of it.
$ c=$(mlsys serving --hw h100 --workload llama3-405b --tp 8 --pp 2 --arrival 20req/s --slo-ttft 2s --slo-tpot 100ms --columns replicas_min -f csv --no-header); i=$(mlsys infer --hw h100 --workload llama3-405b --tp 8 --pp 2 --batch 1..256 --columns TPOT,requests_per_s -f csv --no-header | awk -F, '$1 <= 0.1 {r=$2} END {c = 20/r; print (c == int(c)) ? c : int(c) + 1}'); awk -v a=$c -v b=$i 'BEGIN{d = a - b; print (d <= 1 && d >= -1) ? "within one" : "apart"}'
within one
# Without --tp the search tries pipeline stages too (p = 1, 2, 4, 8, t p at
# most 64) and keeps the fewest devices. Llama 3 405B in bf16 fits no node of
# 8 H100, so it spans two: t = 16 puts 2 all-reduces a layer (252 a step) on
# InfiniBand, t = 8 x p = 2 only one hand-off a token, and the search takes
# the pipeline. Its count is the least of the explicit layouts' (the second
# method: each layout given).
$ mlsys serving --hw h100 --workload llama3-405b --arrival 5req/s --slo-ttft 2s --slo-tpot 100ms --columns tp,pp -f csv --no-header
8,2
$ d=$(mlsys serving --hw h100 --workload llama3-405b --arrival 5req/s --slo-ttft 2s --slo-tpot 100ms --columns devices -f csv --no-header); for l in 16,1 8,2 4,4 8,4 4,8; do mlsys serving --hw h100 --workload llama3-405b --tp ${l%,*} --pp ${l#*,} --arrival 5req/s --slo-ttft 2s --slo-tpot 100ms --columns devices -f csv --no-header; done | awk -v d=$d 'NR == 1 || $1 < m {m = $1} END {print (d == m) ? "fewest" : "not the fewest"}'
fewest
# --pp given without --tp: the search tries t with that p only.
$ mlsys serving --hw h100 --workload llama3-405b --pp 4 --arrival 5req/s --slo-ttft 2s --slo-tpot 100ms
~ ^note: SLO: devices needed by each layout tried \(no --tp\): t 4 p 4: .*; the row takes the fewest, t = [0-9]+ p = 4$
# llama.cpp's layer split decodes one batch through the stages (infer's
# set-up note), not min(p, n).
$ mlsys serving --hw rtx4090 --workload llama3-8b --engine llamacpp-2405 --pp 2 --arrival 0.1req/s
~ ^note: microbatches m = 1: llama.cpp's layer split decodes one batch through the p = 2 stages$
# --mem-util reaches the replica: the slots are infer's batch_max_inflight at
# the same share of memory.
$ n=$(mlsys infer --hw h100 --workload llama3-8b --mem-util 0.5 --columns batch_max_inflight -f csv --no-header); mlsys serving --arrival 50req/s --hw h100 --workload llama3-8b --max-batch 4096 --mem-util 0.5 | grep -c "batch_max_inflight = $n,"
1
# --node-size reaches the replica: t = 8 on nodes of 4 spans 2 nodes.
$ mlsys serving --hw h100 --workload llama3-70b --tp 8 --node-size 4 --arrival 5req/s
~ ^note: t p = 8 devices span 2 nodes of 4: ib-ndr between them \(tensor-parallel all-reduces cross it\)$
# Errors name the option, as in mlsys infer.
$ mlsys serving --hw h100 --workload llama3-8b --pp 64 --arrival 1req/s
! mlsys serving: --pp: p v = 64 stages exceed the 32 layers
? 2
$ mlsys serving --hw h100 --workload llama3-8b --arrival 1req/s --ubatch 256
! mlsys serving: --ubatch: llama.cpp's n_ubatch: give --engine llamacpp or llamacpp-2405, or leave --ubatch out (the other engines run a prompt in one piece)
? 2
$ mlsys serving --hw h100 --workload llama3-8b --arrival 1req/s --precision q4_0 --quant-matmul mmq
! mlsys serving: --quant-matmul: a choice of llama.cpp's CUDA kernels: give --engine llamacpp or llamacpp-2405, or leave --quant-matmul out
? 2
$ mlsys serving --hw h100 --workload llama3-8b --arrival 1req/s --fabric nosuch
! mlsys serving: --fabric: unknown fabric 'nosuch'; run 'mlsys catalog list fabrics' for the names
? 2
$ mlsys serving --hw h100 --workload llama3-8b --arrival 1req/s --mem-util 1.5
! mlsys serving: --mem-util: must be in (0, 1] (a fraction; '50 %' works)
? 2
# Once a layout meets the targets, layouts of as many devices a replica as it
# needs in all are not tried (they cannot need fewer), and the note says so: the
# 70B load's best, 4 replicas of t = 4 (16 devices), leaves t 16 out.
$ mlsys serving --hw h100 --workload llama70b --arrival 50req/s --slo-ttft 1s --slo-tpot 50ms -f json | jq -r '.notes[] | select(startswith("SLO: devices"))' | grep -o "t 16 p 1\|not tried"
not tried
# Static batches on a pipelined replica: TPOT(B) is infer's T_step at the same
# batch, min(p, B) microbatches in flight (the second method: infer's key).
$ s=$(mlsys serving --hw h100 --workload llama3-70b --tp 4 --pp 2 --batching static --batch 32 --arrival 1req/s --columns TPOT -f csv --no-header); i=$(mlsys infer --hw h100 --workload llama3-70b --tp 4 --pp 2 --batch 32 --columns T_step -f csv --no-header); awk -v s=$s -v i=$i 'BEGIN{d = s - i; print (d < 1e-12 && d > -1e-12) ? "infer'"'"'s step" : "other"}'
infer's step
