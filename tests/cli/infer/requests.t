# A closed run (--requests N): N requests all queued at once, B at a time, as
# trtllm-bench and an offline batch job run them. Equal requests admitted
# together finish together, so the run is floor(N/B) waves of B and one of the
# rest, each a static batch. Second method: each wave's time from its own static
# batch, b x output / tokens_per_s_static(b), the waves added. Llama-3-8B in fp8 on
# one H100 (batch_max 528 at 1,000 + 1,000 tokens, so B = 400 fits): N = 1,000
# is waves of 400, 400 and 200.
$ c="--hw h100 --workload llama3-8b --precision fp8 --prompt 1000 --output-tokens 1000"; r=$(mlsys infer $c --batch 400 --requests 1000 --columns T_run,tokens_per_s,requests_per_s -f csv --no-header); s=$(mlsys infer $c --batch 400,200 --columns tokens_per_s_static -f csv --no-header | tr '\n' ' '); echo "$r $s" | awk -F'[ ,]' '{ t = 2 * 400 * 1000 / $4 + 200 * 1000 / $5; d = ($1 - t) / t; print (d < 1e-9 && d > -1e-9 ? "T_run = two waves of 400 and one of 200" : "T_run off: " $1 " against " t); u = $2 * $1 / (1000 * 1000) - 1; v = $3 * $1 / 1000 - 1; print (u * u < 1e-24 && v * v < 1e-24 ? "rates are the run averages" : "rates off") }'
T_run = two waves of 400 and one of 200
rates are the run averages
# The last, part-full wave runs at a smaller batch, less of a step's weights
# shared: 1,000 requests come out at a lower rate than 800 (two full waves), the
# rate a planner would take from the steady state. Fewer requests than B are one
# wave of them, the static batch of that many.
$ c="--hw h100 --workload llama3-8b --precision fp8 --prompt 1000 --output-tokens 1000 --batch 400"; a=$(mlsys infer $c --requests 800 --columns tokens_per_s -f csv --no-header); b=$(mlsys infer $c --requests 1000 --columns tokens_per_s -f csv --no-header); d=$(mlsys infer --hw h100 --workload llama3-8b --precision fp8 --prompt 1000 --output-tokens 1000 --batch 300 --columns tokens_per_s_static -f csv --no-header); e=$(mlsys infer $c --requests 300 --columns tokens_per_s -f csv --no-header); awk -v a="$a" -v b="$b" -v d="$d" -v e="$e" 'BEGIN { print (b < a ? "1,000 requests: a lower rate than 800" : "tail off: " b / a); print (e == d ? "300 requests below B: one wave of 300" : "one wave off") }'
1,000 requests: a lower rate than 800
300 requests below B: one wave of 300
# Without --requests there is no run: T_run is absent, the rates the steady state's.
$ mlsys infer --hw h100 --workload llama3-8b --batch 64 --columns T_run -f csv --no-header

$ mlsys infer --hw h100 --workload llama3-8b --requests 0
! mlsys infer: --requests: must be greater than zero
? 2
$ mlsys infer --hw h100 --workload llama3-8b --requests 2.5
! mlsys infer: --requests: must be a whole number
? 2
$ mlsys infer --hw h100 --workload llama3-8b --requests many
! mlsys infer: --requests: unknown unit 'many'
? 2
