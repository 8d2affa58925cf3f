#!/usr/bin/env bash
# help-examples.sh BINARY - run every example that `mlsys help COMMAND`
# prints (for every command and subcommand) and require exit 0, some output
# on stdout and nothing on stderr. Keeps the help honest.
set -u
bin=$1
fail=0 n=0
mlsys() { "$bin" "$@"; }
commands=$("$bin" help | awk '/^commands:/{on=1; next} on && /^  [a-z]/{print $1} on && /^$/{exit}')
for c in $commands; do
    [ "$c" = help ] && continue
    subs=$("$bin" help "$c" | awk '/^subcommands:/{on=1; next} on && /^  [a-z]/{print $1} on && /^$/{exit}')
    for target in "$c" $(for s in $subs; do echo "$c:$s"; done); do
        while IFS= read -r ex; do
            [ -n "$ex" ] || continue
            n=$((n + 1))
            out=$(cd "$(mktemp -d)" && eval "$ex" 2>/tmp/mlsys-help-err.$$); status=$?
            if [ $status != 0 ] || [ -z "$out" ] || [ -s /tmp/mlsys-help-err.$$ ]; then
                echo "FAIL example: $ex (exit $status)"; cat /tmp/mlsys-help-err.$$; fail=1
            fi
        done < <("$bin" help ${target/:/ } | awk '/^examples:/{on=1; next} on && /^  mlsys /{sub(/^  /, ""); print}')
    done
done
rm -f /tmp/mlsys-help-err.$$
echo "help examples: $n run"
[ "$n" -gt 0 ] || { echo "FAIL: no examples found"; exit 1; }
exit $fail
