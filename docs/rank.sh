# docs/rank.sh - sourced by docs/mkvalidation.sh and the ranking tests
# (tests/cli/scenario/order.t).
#
# measured_predicted BIN REGEX KEY: for each shipped scenario whose name
# matches REGEX (in the order `scenario list` gives), a TSV line: its name,
# the measured figure of KEY (its expectation, written with its unit: ms, s
# or tokens/s) and the predicted one, both in base SI. One jq reads every
# scenario's output, each after its name as a JSON string (the names are
# letters, digits and underscores), where a jq a scenario took most of the time.
measured_predicted() {
    local n
    for n in $("$1" scenario list -f csv --columns name --no-header | grep -E "$2"); do
        printf '"%s"\n' "$n"
        "$1" scenario run "$n" -f json
    done |
        jq -n -r --arg k "$3" 'foreach inputs as $x ({};
                if ($x | type) == "string" then {n: $x} else .o = $x end;
                select(.o != null) | .n as $n | .o.rows[] | select(.key == $k) |
                (.expected | capture("^(?<v>[0-9.e+-]+) (?<u>[^ ]+)")) as $e |
                [$n, ($e.v | tonumber) * (if $e.u == "ms" then 1e-3 else 1 end), .value] | @tsv)'
}

# scenario_field BIN NAME FILTER: jq's FILTER (raw output) over the rows of
# `scenario show NAME` (field, value), the one place the ranking helpers below
# read a scenario's inputs or notes.
scenario_field() {
    "$1" scenario show "$2" -f json | jq -r "$3"
}

# per_device BIN: measured_predicted's lines on stdin with both rates divided by
# the devices of the scenario's replica (its --tp times its --pp, 1 when not
# given), for rankings of devices by what one device delivers.
per_device() {
    local n m p d
    while IFS="$(printf '\t')" read -r n m p; do
        d=$(scenario_field "$1" "$n" '[.rows[] |
            select(.field == "inputs.options.tp" or .field == "inputs.options.pp") |
            .value | tonumber] | reduce .[] as $x (1; . * $x)')
        awk -v n="$n" -v m="$m" -v p="$p" -v d="$d" 'BEGIN { printf "%s\t%.17g\t%.17g\n", n, m / d, p / d }'
    done
}

# with_stack BIN: measured_predicted's lines on stdin with a fourth field, the
# software stack each row was measured on, read from its scenario's notes
# ("Image <name>:<tag>, run <date>"): the image's tag where the row records
# one, else "run <date>" ("unstated" when the notes give neither). Rows
# measured on different stacks are no comparison of layouts;
# layout-choice.awk groups by this field. One jq reads every scenario's
# `scenario show`, each after its name (as in measured_predicted).
with_stack() {
    local lines n
    lines=$(cat)
    [ -n "$lines" ] || return 0
    awk -F'\t' 'NR == FNR { s[$1] = $2; next }
        { printf "%s\t%s\t%s\t%s\n", $1, $2, $3, ($1 in s && s[$1] != "") ? s[$1] : "unstated" }' \
        <(cut -f1 <<<"$lines" | while read -r n; do
            printf '"%s"\n' "$n"
            "$1" scenario show "$n" -f json
        done | jq -n -r 'foreach inputs as $x ({};
                if ($x | type) == "string" then {n: $x} else .o = $x end;
                select(.o != null) | [.n, ([.o.rows[] | select(.field == "notes") | .value |
                    capture("Image (?<i>[^,]*), run (?<d>[0-9-]+)") |
                    if .i == "not recorded in the row" then "run " + .d
                    else (.i | sub("^.*:"; "")) end] | first // "")] | @tsv)') \
        <(printf '%s\n' "$lines")
}

# as_layouts: measured_predicted's lines of throughput rows named
# PREFIX_<DEVICE>_<model>_<PRECISION>_TP<t>_<in>_<out> (TensorRT-LLM's
# performance overviews) on stdin, out as docs/layout-choice.awk reads them:
# the name IX_<model>_<DEVICE>_-_<PRECISION>_TP<t>_<in>_<out>_Call (the model's
# underscores made dashes, so it stays one field and groups the rows; "all":
# every request queued at once) and each rate's reciprocal, the time a token of
# one replica, which the awk multiplies by its t GPUs.
as_layouts() {
    awk -F'\t' 'match($1, /_TP[0-9]+_[0-9]+_[0-9]+$/) {
        tail = substr($1, RSTART + 1); head = substr($1, 1, RSTART - 1)
        n = split(head, f, "_"); model = f[3]
        for (i = 4; i < n; i++) model = model "-" f[i]
        printf "IX_%s_%s_-_%s_%s_Call\t%.17g\t%.17g\n", model, f[2], f[n], tail, 1 / $2, 1 / $3 }'
}
