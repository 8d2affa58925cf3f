#!/usr/bin/env bash
# run-case.sh BINARY CASE.t - run one golden CLI test file.
#
# A case file holds one or more blocks:
#   # comment lines (why the expected values are right); always comments
#   $ mlsys units "400 Gbps" GB/s      <- the command, run by bash; `mlsys` is the binary
#   50 GB/s                            <- expected stdout, exactly (zero or more lines)
#   ! mlsys units: ...                 <- expected stderr lines, exactly (none: stderr must be empty)
#   ~ regex                            <- instead of exact stdout: every stdout line... see below
#   ? 2                                <- expected exit status (default 0)
# A "~ ERE" line asserts that stdout contains a line matching ERE (grep -E),
# for outputs too long to spell out; "!~ ERE" does the same for stderr.
# Commands run in a fresh temporary directory with TESTDATA pointing at tests/data,
# and without MLSYS_CATALOG (a case that wants one sets it).
set -u
unset MLSYS_CATALOG
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
case_file=$2
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
n=0

run_block() {
    [ -n "$cmd" ] || return 0
    n=$((n + 1))
    local out err status
    out="$work/out" err="$work/err"
    ( cd "$work" && TESTDATA="$here/data" MLSYS_BIN="$bin" LC_ALL=C \
        bash -c 'mlsys() { "$MLSYS_BIN" "$@"; }; '"$cmd" >"$out" 2>"$err" </dev/null )
    status=$?
    local ok=1
    if [ "$status" != "$want_status" ]; then
        echo "FAIL [$case_file] \$ $cmd"; echo "  exit status $status, expected $want_status"; ok=0
    fi
    if [ "$have_exact_out" = 1 ] && ! diff -u <(printf '%s' "$want_out") "$out" >"$work/diff"; then
        echo "FAIL [$case_file] \$ $cmd"; echo "  stdout differs:"; sed 's/^/    /' "$work/diff"; ok=0
    fi
    local re
    while IFS= read -r re; do
        [ -n "$re" ] || continue
        if ! grep -Eq -- "$re" "$out"; then
            echo "FAIL [$case_file] \$ $cmd"; echo "  no stdout line matches: $re"
            sed 's/^/    | /' "$out" | head -40; ok=0
        fi
    done <<<"$out_res"
    while IFS= read -r re; do
        [ -n "$re" ] || continue
        if ! grep -Eq -- "$re" "$err"; then
            echo "FAIL [$case_file] \$ $cmd"; echo "  no stderr line matches: $re"
            sed 's/^/    | /' "$err"; ok=0
        fi
    done <<<"$err_res"
    if [ -z "$err_res" ] && ! diff -u <(printf '%s' "$want_err") "$err" >"$work/diff"; then
        echo "FAIL [$case_file] \$ $cmd"; echo "  stderr differs:"; sed 's/^/    /' "$work/diff"; ok=0
    fi
    [ $ok = 1 ] || fail=1
}

reset_block() {
    cmd="" want_out="" want_err="" want_status=0 have_exact_out=1 out_res="" err_res=""
}

reset_block
while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in
        '$ '*) run_block; reset_block; cmd=${line#\$ } ;;
        '? '*) want_status=${line#\? } ;;
        '!~ '*) err_res+="${line#\!~ }"$'\n' ;;
        '! '*) want_err+="${line#\! }"$'\n' ;;
        '~ '*) out_res+="${line#\~ }"$'\n'; have_exact_out=0 ;;
        '#'*) ;;
        *) [ -z "$cmd" ] || want_out+="$line"$'\n' ;;
    esac
done <"$case_file"
run_block
if [ "$n" = 0 ]; then echo "FAIL [$case_file]: no command in case file"; exit 1; fi
exit $fail
