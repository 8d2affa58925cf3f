# docs/mlperf41-offline.sh - sourced by docs/mkvalidation.sh: a round's MLPerf
# Offline scenarios against every submission of the same hardware and
# configuration (v4.1: docs/mlperf41-offline-runs.tsv, v4.0:
# docs/mlperf40-offline-runs.tsv). Needs docs/rank.sh sourced.

# The section: per submission, its tokens/s a replica against the model's
# figure for its scenario (one per scenario: the runs differ in their
# servers, not in anything the model is given), and the error.
# offline_runs BIN RUNS [ROUND TEXT]: ROUND (default v4.1) names the section,
# TEXT (default the v4.1 paragraph below) introduces it.
offline_runs() {
    local bin=$1 runs=$2 round=${3:-v4.1} text=${4:-} table
    printf '\n## Inference: MLPerf %s Offline, every submission of the same configuration\n\n' "$round"
    [ -n "$text" ] || text=$(cat <<'TEXT'
The Offline rows above compare one submission a configuration with the model; other
submitters ran the same hardware with the same code and configuration. A replica's rate
spans 2 % over the ten H100 runs, 3 % over the six H200 runs and 8 % over the four
MI300X ones (whose hosts differ: EPYC 9374F, EPYC Turin, Dell's; one of them a single
GPU). The model, whose figure is the same for every server, is 2-4 % short on every
H100 run, 7-10 % short on every H200 run (8-10 % on the 1,000 W parts), 8 % short on both
GH200 runs, and within 6 % either way of the MI300X runs. Data:
docs/mlperf41-offline-runs.tsv.
TEXT
)
    table=$(offline_table "$bin" "$runs")
    # a paragraph that quotes the table is printed only while the table is the one it
    # was read against (prose_sum=, rank.sh's prose_verdict)
    [ -z "${prose_sum:-}" ] || prose_verdict "$prose_sum" "$text" <<<"$table"
    printf '%s\n\n%s\n' "$text" "$table"
}

# offline_table BIN RUNS: offline_runs's table.
offline_table() {
    local bin=$1 runs=$2 sc='' model=''
    printf '| scenario | submitter | system | replicas | measured a replica | model | error |\n'
    printf '|---|---|---|---|---|---|---|\n'
    grep -v '^#' "$runs" | tail -n +2 |
        while IFS=$'\t' read -r scenario submitter system replicas tps; do
            if [ "$scenario" != "$sc" ]; then
                sc=$scenario
                model=$(measured_predicted "$bin" "^$sc\$" tokens_per_s | cut -f3)
            fi
            awk -v s="$scenario" -v u="$submitter" -v y="$system" -v r="$replicas" -v t="$tps" -v m="$model" \
                'BEGIN { a = t / r; printf "| %s | %s | %s | %d | %.1f tokens/s | %.1f tokens/s | %+.1f %% |\n", s, u, y, r, a, m, (m / a - 1) * 100 }'
        done
}
