# docs/rank.sh - sourced by docs/mkvalidation.sh and the ranking tests
# (tests/cli/scenario/order.t); prose, at its end, also by tests/cli/scenario/prose.t.
#
# named_json BIN VERB: for each scenario name on stdin, the name as a JSON
# string (the names are letters, digits and underscores) and then the
# scenario's `scenario VERB NAME -f json`, for one jq to read all of them
# (a jq a scenario took most of the time) with NAMED_JQ's `named` below.
named_json() {
    local n
    while read -r n; do
        printf '"%s"\n' "$n"
        "$1" scenario "$2" "$n" -f json
    done
}
# `named`: named_json's stream (jq -n) as {n: name, o: output}, one a scenario.
NAMED_JQ='def named: foreach inputs as $x ({};
    if ($x | type) == "string" then {n: $x} else .o = $x end; select(.o != null));'

# measured_predicted BIN REGEX KEY: for each shipped scenario whose name
# matches REGEX (in the order `scenario list` gives), a TSV line: its name,
# the measured figure of KEY (its expectation, written with its unit: ms, s
# or tokens/s) and the predicted one, both in base SI.
measured_predicted() {
    "$1" scenario list -f csv --columns name --no-header | { grep -E "$2" || :; } |
        named_json "$1" run |
        jq -n -r --arg k "$3" "$NAMED_JQ"' named | .n as $n | .o.rows[] | select(.key == $k) |
            (.expected | capture("^(?<v>[0-9.e+-]+) (?<u>[^ ]+)")) as $e |
            [$n, ($e.v | tonumber) * (if $e.u == "ms" then 1e-3 else 1 end), .value] | @tsv'
}

# scenario_field BIN NAME FILTER: jq's FILTER (raw output) over the rows of
# `scenario show NAME` (field, value), for one scenario at a time (per_device;
# with_stack reads many at once through named_json).
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
# layout-choice.awk groups by this field.
with_stack() {
    local lines
    lines=$(cat)
    [ -n "$lines" ] || return 0
    awk -F'\t' 'NR == FNR { s[$1] = $2; next }
        { printf "%s\t%s\t%s\t%s\n", $1, $2, $3, ($1 in s && s[$1] != "") ? s[$1] : "unstated" }' \
        <(cut -f1 <<<"$lines" | named_json "$1" show |
            jq -n -r "$NAMED_JQ"' named | [.n, ([.o.rows[] | select(.field == "notes") | .value |
                capture("Image (?<i>[^,]*), run (?<d>[0-9-]+)") |
                if .i == "not recorded in the row" then "run " + .d
                else (.i | sub("^.*:"; "")) end] | first // "")] | @tsv') \
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

# prose_verdict SUM TEXT < TABLES: go on if TABLES, the text the paragraph TEXT reads
# (standard input, the one place its checksum is taken: cksum's CRC), still has the
# checksum SUM the paragraph was written against; else stop the document, naming the
# paragraph and the checksum now. A change to the model that moves a figure a
# paragraph quotes then cannot leave the paragraph behind: its figures are read again
# against the tables, mended, and SUM set anew. With PROSE_SUMS=show every paragraph's
# checksum goes to standard error and none stops the document (for that reading).
# Called in the document's own shell (input by redirection, not a pipe), so that its
# exit stops the document.
prose_verdict() {
    local now words
    now=$(cksum | cut -d' ' -f1)
    words=$(tr '\n' ' ' <<<"$2" | sed 's/^ *//; s/ *$//')
    if [ "${PROSE_SUMS:-}" = show ]; then
        printf '%s %.70s\n' "$now" "$words" >&2
    elif [ "$now" != "$1" ]; then
        printf 'docs/mkvalidation.sh: the tables before the paragraph "%.60s..." changed (checksum %s; it was written for %s): read its figures against them, mend them, and set its checksum to %s\n' \
            "$words" "$now" "$1" "$now" >&2
        exit 1
    fi
}

# prose SUM TEXT: print TEXT, a paragraph whose figures were read off what was
# printed to $prose_out since the last paragraph (or since it began), if that
# text still has the checksum SUM (prose_verdict).
prose() {
    prose_verdict "$1" "$2" < <(tail -c +$((prose_at + 1)) "$prose_out")
    printf '%s\n' "$2"
    prose_at=$(wc -c <"$prose_out")
}
