# docs/mlperf41-server.sh - sourced by docs/mkvalidation.sh: a round's MLPerf
# Server scenarios against every submission of the same configuration (v4.1:
# docs/mlperf41-server-runs.tsv, v4.0: docs/mlperf40-server-runs.tsv), each at
# the model's most load and at the submission's own load.

# The serving options of scenario $2 (binary $1) without its search: one
# "--option value" pair a line.
server_options() {
    "$1" scenario show "$2" -f json |
        jq -r '.rows[] | select(.field | startswith("inputs.options.")) |
            (.field | ltrimstr("inputs.options.")) as $k |
            select($k != "find" and $k != "arrival" and ($k | startswith("slo") | not)) |
            "--\($k)\n\(.value)"'
}

# TTFT, TTFT_p99, TPOT and TPOT_p99 in ms (or "unstable" four times) of a
# serving row (JSON on stdin), tab-separated.
server_figures() {
    jq -r '.rows[0] | if .stable then [.TTFT, .TTFT_p99, .TPOT, .TPOT_p99] |
        map(. * 1e3 | . * 10 | round / 10 | tostring) else ["unstable", "-", "-", "-"] end | @tsv'
}

# The section: per submission, its measured figures and the model's at its
# load; per configuration, the measured range against the model's figures at
# the most load its scenario finds.
# server_runs BIN RUNS [ROUND TEXT]: ROUND (default v4.1) names the section, TEXT
# (default the v4.1 paragraph below) introduces it; the tables follow either.
server_runs() {
    local bin=$1 runs=$2 round=${3:-v4.1} text=${4:-} tables
    printf '\n## Inference: MLPerf %s Server, every submission of the same configuration\n\n' \
        "$round"
    [ -n "$text" ] || text=$(cat <<'TEXT'
The Server rows above compare one submission with the model at the most load the
replicas carry within the limits. Other submitters ran the same engine, harness and
configuration on the same parts (docs/mlperf41-server-runs.tsv lists them with their
source), so their runs are replicates: what they measured at nearly the same load
shows how far a Server latency is determined by the configuration at all. The H100
runs at 74.4-75.8 req/s measured TTFT's 99th percentile from 461 to 1,753 ms and TPOT
from 155 to 173 ms; the H200 runs at 100-104 req/s, TPOT from 123 to 166 ms. The same
systems' Offline runs agree within 2 % (the H100 runs 82.8-84.5 req/s), so the GPUs
are equally fast and the spread is in the Server path: near a replica's capacity the
concurrency, and with it TPOT and the waits, grows as 1/(1 - utilization), so a few
per cent in a Server step (the host, the harness) moves them by tens of per cent. No
model of the configuration can come within 30 % of every replicate. The first table gives each run and the model at that run's own
load: the same ill-conditioning seen from the model's side. Its H100 step is about as
fast as HPE's system, whose run at 79.5 req/s it matches within 9 % on every figure;
at the 70.8-75.8 req/s of the other runs it sits at a lower utilization than they did,
and its TPOT comes out 45-59 % short. Its H200 capacity is 2.3 % below the lowest run's load, so
at every run's load it has no steady state. The second table gives the range of the
runs against the model at the most load it finds, the figure its scenario compares:
for H100 and H200 every figure lies within the runs (the H200 load 2.3 % below); the
MI300X load is 8 % above the highest of the three runs, its TTFT and TPOT 11-12 % above
theirs and its TPOT's 99th percentile 0.2 % below.
TEXT
)
    tables=$(server_tables "$bin" "$runs")
    # the paragraph quotes the tables: printed only while they are the ones it was
    # read against (prose_sum=, rank.sh's prose_verdict)
    [ -z "${prose_sum:-}" ] || prose_verdict "$prose_sum" "$text" <<<"$tables"
    printf '%s\n\n%s\n' "$text" "$tables"
}

# server_tables BIN RUNS: server_runs's two tables.
server_tables() {
    local bin=$1 runs=$2 sc opts model
    printf '| configuration | submitter, system | load | TTFT | TTFT p99 | TPOT | TPOT p99 '
    printf '| model at that load: TTFT | TTFT p99 | TPOT | TPOT p99 |\n'
    printf '|---|---|---|---|---|---|---|---|---|---|---|\n'
    for sc in $(grep -v '^#' "$runs" | awk -F'\t' 'NR > 1 && !seen[$1]++ { print $1 }'); do
        mapfile -t opts < <(server_options "$bin" "$sc")
        grep -v '^#' "$runs" | awk -F'\t' -v s="$sc" '$1 == s' |
            while IFS=$'\t' read -r _ who sys qps _ a b c d; do
                model=$("$bin" serving "${opts[@]}" --arrival "$qps/s" -f json | server_figures)
                printf '| %s | %s %s | %s req/s | %s ms | %s ms | %s ms | %s ms | %s |\n' \
                    "${sc#MLPerf4?_}" "$who" "$sys" "$qps" "$a" "$b" "$c" "$d" \
                    "$(sed 's/\t/ | /g; s/\([0-9]\)\( \|$\)/\1 ms\2/g' <<<"$model")"
            done
    done
    printf '\n| configuration | figure | runs | measured, lowest | highest | model at its most load | within the runs |\n'
    printf '|---|---|---|---|---|---|---|\n'
    for sc in $(grep -v '^#' "$runs" | awk -F'\t' 'NR > 1 && !seen[$1]++ { print $1 }'); do
        "$bin" scenario run "$sc" -f json |
            jq -r '.rows[] | select(.key == "lambda_arr" or .key == "TTFT" or .key == "TTFT_p99" or
                .key == "TPOT" or .key == "TPOT_p99") | [.key, .value] | @tsv' |
            awk -F'\t' -v s="$sc" -v runs="$runs" '
                { model[$1] = $2 }
                END {
                    while ((getline line < runs) > 0) {
                        if (line ~ /^#/) continue
                        split(line, f, "\t")
                        if (f[1] != s) continue
                        n++
                        v["lambda_arr"] = f[4]; v["TTFT"] = f[6]; v["TTFT_p99"] = f[7]
                        v["TPOT"] = f[8]; v["TPOT_p99"] = f[9]
                        for (k in v) {
                            if (n == 1 || v[k] < lo[k]) lo[k] = v[k]
                            if (n == 1 || v[k] > hi[k]) hi[k] = v[k]
                        }
                    }
                    split("lambda_arr TTFT TTFT_p99 TPOT TPOT_p99", keys, " ")
                    for (i = 1; i <= 5; i++) {
                        k = keys[i]; u = k == "lambda_arr" ? "req/s" : "ms"
                        m = k == "lambda_arr" ? model[k] : 1e3 * model[k]
                        inside = "yes"
                        if (m < lo[k] || m > hi[k])
                            inside = sprintf("no, %+.1f %% from the nearest", 100 * (m < lo[k] ? m / lo[k] - 1 : m / hi[k] - 1))
                        printf "| %s | %s | %d | %g %s | %g %s | %.4g %s | %s |\n",
                            substr(s, 10), k == "lambda_arr" ? "load" : k, n, lo[k], u, hi[k], u, m, u, inside
                    }
                }'
    done
}
