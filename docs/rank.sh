# docs/rank.sh - sourced by docs/mkvalidation.sh and the ranking tests
# (tests/cli/scenario/order.t).
#
# measured_predicted BIN REGEX KEY: for each shipped scenario whose name
# matches REGEX (in the order `scenario list` gives), a TSV line: its name,
# the measured figure of KEY (its expectation, written with its unit: ms, s
# or tokens/s) and the predicted one, both in base SI.
measured_predicted() {
    local n
    for n in $("$1" scenario list -f csv --columns name --no-header | grep -E "$2"); do
        "$1" scenario run "$n" -f json |
            jq -r --arg n "$n" --arg k "$3" '.rows[] | select(.key == $k) |
                (.expected | capture("^(?<v>[0-9.e+-]+) (?<u>[^ ]+)")) as $e |
                [$n, ($e.v | tonumber) * (if $e.u == "ms" then 1e-3 else 1 end), .value] | @tsv'
    done
}
