#!/usr/bin/env bash
# help-examples.sh BINARY - run every example that `mlsys help COMMAND`
# prints (for every command and subcommand, as `mlsys help --format json`
# lists them) and require exit 0, some output on stdout and nothing on
# stderr. Keeps the help honest. A failing mlsys or jq fails the test.
set -u -o pipefail
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
fail=0 n=0
# Every example runs in a directory of its own under one temporary
# directory, removed at the end; its stderr goes to a file there too, not to
# a fixed name in /tmp that another run (the ASan suite, another checkout)
# may share. A catalog from the environment would change the answers.
unset MLSYS_CATALOG
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mlsys() { "$bin" "$@"; }
# Every example of every command and subcommand, from the help data.
examples=$("$bin" help --format json | jq -r '.commands[].examples[]') ||
    { echo "FAIL: mlsys help --format json | jq failed"; exit 1; }
while IFS= read -r ex; do
    [ -n "$ex" ] || continue
    n=$((n + 1))
    dir=$(mktemp -d "$work/ex.XXXXXX")
    out=$(cd "$dir" && eval "$ex" 2>"$work/err"); status=$?
    if [ $status != 0 ] || [ -z "$out" ] || [ -s "$work/err" ]; then
        echo "FAIL example: $ex (exit $status)"; cat "$work/err"; fail=1
    fi
    rm -rf "$dir"
done <<<"$examples"
echo "help examples: $n run"
[ "$n" -gt 0 ] || { echo "FAIL: no examples found"; exit 1; }
exit $fail
