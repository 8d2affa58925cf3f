#!/usr/bin/env bash
# run-case.sh BINARY CASE.t - run one golden CLI test file.
#
# A case file holds one or more blocks:
#   # comment lines (why the expected values are right); always comments
#   $ mlsys units "400 Gbps" GB/s      <- the command, run by bash; `mlsys` is the binary
#   50 GB/s                            <- expected stdout, exactly (zero or more lines)
#   ! mlsys units: ...                 <- expected stderr lines, exactly (none: stderr must be empty)
#   ~ regex                            <- instead of exact stdout: every stdout line... see below
#   = rtol 1e-4                        <- compare the expected stdout numerically, see below
#   ? 2                                <- expected exit status (default 0)
# A "~ ERE" line asserts that stdout contains a line matching ERE (grep -E),
# for outputs too long to spell out; "!~ ERE" does the same for stderr.
#
# Numeric tolerance. Expected stdout is compared byte for byte unless the
# block has a line "= rtol R" and/or "= atol A" (R, A: non-negative
# numbers; both default to 0). Then expected and actual stdout must have
# the same number of lines, and each pair of lines is cut into tokens: a
# number is [-+]?(D+[.D*]|.D+)([eE][-+]?D+)? (D a digit), everything
# between numbers is text. The two lines must have the same sequence of
# tokens; text tokens must be equal, except that a run of spaces matches a
# run of spaces of any length (tables align their columns to the widest
# value); a number g from the program matches the expected number w when
#   |g - w| <= A + R*|w|.
# So in "T_long,T_msgs" / "3.57998e-6,0.00030057998" each CSV field, in a
# JSON object each value, and in the people format "3.58 us" the 3.58 is a
# number, and the key names, separators and units ("us", "ms", "GB/s") must
# match exactly: a tolerance never forgives a different unit or prefix.
# Digits that go on a word are part of it, text: a match right after a
# letter, digit, "_" or "." ("h100", "fp16", "llama3-8b", "T_1"). The
# tolerance applies to this block's
# stdout only (stderr stays exact); a block with "=" needs expected stdout
# lines and no "~" line. Use it where the expected values are a hand
# calculation or a published figure that the program's digits need not
# restate; keep exact comparison (the default) for text, counts, and
# formatting tests whose digits are their subject.
#
# Commands run under `set -o pipefail` in a fresh temporary directory with
# TESTDATA pointing at tests/data, and without MLSYS_CATALOG (a case that
# wants one sets it). So `mlsys ... | grep x` fails when mlsys fails.
# `mlsys ... | head -1` still passes: mlsys ignores SIGPIPE and ends quietly
# with status 0 when its reader closes the pipe. Other programs in a pipe
# that a reader closes early (`yes | head`) die of SIGPIPE (status 141);
# such a block must not count that as its own failure (`{ yes || :; } | head`).
set -u
unset MLSYS_CATALOG
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
case_file=$2
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
n=0

# numcmp WANT GOT RTOL ATOL: compare two files line by line, numbers within
# the tolerance (see above); print what differs, exit 1 if anything does.
numcmp() {
    awk -v want="$1" -v got="$2" -v rtol="$3" -v atol="$4" '
    # tokens(s, t): cut s into t[1..k], "N" number or "T" text; a match
    # right after a letter, digit, "_" or "." is part of a word ("h100").
    function tokens(s, t,   k, text, last, num) {
        k = 0; text = ""; last = ""
        while (match(s, /[-+]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?/)) {
            num = substr(s, RSTART, RLENGTH)
            text = text substr(s, 1, RSTART - 1)
            if (text != "") last = substr(text, length(text), 1)
            s = substr(s, RSTART + RLENGTH)
            if (last ~ /[A-Za-z0-9_.]/) { text = text num; last = ""; continue }
            if (text != "") t[++k] = "T" spaces(text)
            t[++k] = "N" num; text = ""; last = substr(num, length(num), 1)
        }
        text = text s
        if (text != "") t[++k] = "T" spaces(text)
        return k
    }
    function spaces(s) { gsub(/ +/, " ", s); return s }
    function abs(x) { return x < 0 ? -x : x }
    function show(l, w, g) {
        printf "    line %d: expected: %s\n    line %d:      got: %s\n", l, w, l, g
    }
    BEGIN {
        bad = 0
        for (l = 1; ; l++) {
            hw = (getline w < want) > 0
            hg = (getline g < got) > 0
            if (!hw && !hg) break
            if (!hw) { printf "    line %d: unexpected: %s\n", l, g; bad = 1; continue }
            if (!hg) { printf "    line %d:    missing: %s\n", l, w; bad = 1; continue }
            delete tw; delete tg
            nw = tokens(w, tw); ng = tokens(g, tg)
            if (nw != ng) { show(l, w, g); print "      (not the same numbers and text)"; bad = 1; continue }
            for (i = 1; i <= nw; i++) {
                kw = substr(tw[i], 1, 1); kg = substr(tg[i], 1, 1)
                vw = substr(tw[i], 2); vg = substr(tg[i], 2)
                xw = vw + 0; xg = vg + 0 # numbers, not strings (".5" < "0" as text)
                if (kw != kg || (kw == "T" && vw != vg)) {
                    show(l, w, g)
                    printf "      (%s \"%s\" against %s \"%s\")\n", kw == "N" ? "number" : "text", \
                        vw, kg == "N" ? "number" : "text", vg
                    bad = 1; break
                }
                if (kw == "N" && abs(xg - xw) > atol + rtol * abs(xw)) {
                    show(l, w, g)
                    printf "      (%s is not %s within rtol %s, atol %s: |difference| %.3g", \
                        vg, vw, rtol, atol, abs(xg - xw)
                    if (xw != 0) printf ", relative %.3g", abs(xg - xw) / abs(xw)
                    print ")"
                    bad = 1; break
                }
            }
        }
        exit bad
    }'
}

run_block() {
    [ -n "$cmd" ] || return 0
    n=$((n + 1))
    local out err status
    out="$work/out" err="$work/err"
    ( cd "$work" && TESTDATA="$here/data" MLSYS_BIN="$bin" LC_ALL=C \
        bash -c 'set -o pipefail; mlsys() { "$MLSYS_BIN" "$@"; }; '"$cmd" >"$out" 2>"$err" </dev/null )
    status=$?
    local ok=1
    if [ -n "$rtol$atol" ] && { [ "$have_exact_out" = 0 ] || [ -z "$want_out" ]; }; then
        block_error="a tolerance ('= rtol', '= atol') needs expected stdout lines and no '~' line"
    fi
    if [ -n "$block_error" ]; then
        echo "FAIL [$case_file] \$ $cmd"; echo "  $block_error"; ok=0
    fi
    if [ "$status" != "$want_status" ]; then
        echo "FAIL [$case_file] \$ $cmd"; echo "  exit status $status, expected $want_status"; ok=0
    fi
    if [ "$have_exact_out" = 1 ] && [ -n "$rtol$atol" ]; then
        printf '%s' "$want_out" >"$work/want"
        if ! numcmp "$work/want" "$out" "${rtol:-0}" "${atol:-0}" >"$work/diff"; then
            echo "FAIL [$case_file] \$ $cmd"
            echo "  stdout differs beyond rtol ${rtol:-0}, atol ${atol:-0}:"; cat "$work/diff"; ok=0
        fi
    elif [ "$have_exact_out" = 1 ] && ! diff -u <(printf '%s' "$want_out") "$out" >"$work/diff"; then
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
    rtol="" atol="" block_error=""
}

# tolerance LINE: read "= rtol R" or "= atol A" into the block.
tolerance() {
    local word value
    read -r word value <<<"${1#= }"
    if [ -z "$cmd" ]; then
        echo "FAIL [$case_file]: '$1' before any command"; fail=1; return
    fi
    if ! [[ "$value" =~ ^([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?$ ]]; then
        block_error="bad tolerance line '$1': expected '= rtol R' or '= atol A', R and A numbers"
        return
    fi
    case "$word" in
        rtol) rtol=$value ;;
        atol) atol=$value ;;
        *) block_error="bad tolerance line '$1': expected '= rtol R' or '= atol A'" ;;
    esac
}

reset_block
while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in
        '$ '*) run_block; reset_block; cmd=${line#\$ } ;;
        '? '*) want_status=${line#\? } ;;
        '!~ '*) err_res+="${line#\!~ }"$'\n' ;;
        '! '*) want_err+="${line#\! }"$'\n' ;;
        '~ '*) out_res+="${line#\~ }"$'\n'; have_exact_out=0 ;;
        '= '*) tolerance "$line" ;;
        '#'*) ;;
        *) [ -z "$cmd" ] || want_out+="$line"$'\n' ;;
    esac
done <"$case_file"
run_block
if [ "$n" = 0 ]; then echo "FAIL [$case_file]: no command in case file"; exit 1; fi
exit $fail
