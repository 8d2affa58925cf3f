#!/usr/bin/env bash
# manpage.sh BINARY - the manual page docs/mlsys.1 covers every command,
# subcommand and option of BINARY's command tables, and is exactly what
# docs/mkman.sh generates from them (so it cannot go stale). When groff is
# installed, the page must also format without warnings. A help page that
# fails (mlsys help ... | awk) fails the test: pipes keep mlsys's status.
set -u -o pipefail
bin=$1
here=$(cd "$(dirname "$0")/../.." && pwd)
page=$here/docs/mlsys.1
fail=0
export LC_ALL=C

# Every command and subcommand (as "cmd" or "cmd sub") that has a help page;
# status 1 when `mlsys help` fails.
targets() {
    local c s cmds subs
    cmds=$("$bin" help | awk '/^commands:/{on=1; next} on && /^  [a-z]/{print $1} on && /^$/{exit}') ||
        { echo "FAIL: mlsys help failed" >&2; return 1; }
    for c in $cmds; do
        [ "$c" = help ] && continue
        echo "$c"
        "$bin" help "$c" >/dev/null 2>&1 || continue
        subs=$("$bin" help "$c" | awk '/^subcommands:/{on=1; next} on && /^  [a-z]/{print $1} on && /^$/{exit}') ||
            { echo "FAIL: mlsys help $c failed" >&2; return 1; }
        for s in $subs; do
            echo "$c $s"
        done
    done
}

# The options of help text on stdin (section "options:" or "global
# options:"): the long name "--name" or the positional NAME, one a line.
options() {
    awk -v h="$1" '$0 == h {on = 1; next} on && /^$/ {exit}
        on { sub(/^ +/, ""); split($0, w, "  "); n = split(w[1], p, " ")
             for (i = 1; i <= n; i++) if (p[i] ~ /^--/ || (i == 1 && p[i] !~ /^-/)) { print p[i]; break } }'
}

# mention WORD WHAT: WORD (an option or a name) must appear in the page.
mention() {
    local pat=${1//-/\\-}
    if ! grep -qF -- "$pat" "$page"; then
        echo "FAIL: docs/mlsys.1 does not mention $2 '$1'"
        fail=1
    fi
}

[ -f "$page" ] || { echo "FAIL: no docs/mlsys.1"; exit 1; }
n=0
all=$(targets) || fail=1
while IFS= read -r t; do
    [ -n "$t" ] || continue
    grep -qx ".SS $t" "$page" || { echo "FAIL: docs/mlsys.1 has no section for '$t'"; fail=1; }
    if "$bin" help $t >/dev/null 2>&1; then
        opts=$("$bin" help $t | options 'options:') || { echo "FAIL: mlsys help $t failed"; fail=1; }
        while IFS= read -r o; do
            [ -n "$o" ] || continue
            mention "$o" "option of $t"
            n=$((n + 1))
        done <<<"$opts"
    fi
done <<<"$all"
opts=$("$bin" help | options 'global options:') || { echo "FAIL: mlsys help failed"; fail=1; }
while IFS= read -r o; do
    [ -n "$o" ] || continue
    mention "$o" "global option"
    n=$((n + 1))
done <<<"$opts"
for s in NAME SYNOPSIS DESCRIPTION "GLOBAL OPTIONS" COMMANDS "EXIT STATUS" ENVIRONMENT FILES \
    EXAMPLES; do
    grep -qx ".SH $s" "$page" || { echo "FAIL: docs/mlsys.1 has no $s section"; fail=1; }
done
grep -q MLSYS_CATALOG "$page" || { echo "FAIL: docs/mlsys.1 does not document MLSYS_CATALOG"; fail=1; }

fresh=$(mktemp)
trap 'rm -f "$fresh"' EXIT
if ! "$here/docs/mkman.sh" "$bin" >"$fresh"; then
    echo "FAIL: docs/mkman.sh failed"
    fail=1
elif ! diff -u "$page" "$fresh" >/dev/null; then
    echo "FAIL: docs/mlsys.1 is not what docs/mkman.sh makes of this binary's help:"
    diff -u "$page" "$fresh" | head -40 | sed 's/^/    /'
    echo "  regenerate it: docs/mkman.sh build/mlsys > docs/mlsys.1"
    fail=1
fi
if command -v groff >/dev/null; then
    warn=$(groff -man -Tutf8 -k -ww -z "$page" 2>&1)
    [ -z "$warn" ] || { echo "FAIL: groff warns on docs/mlsys.1:"; echo "$warn" | head; fail=1; }
fi
echo "manpage: $n options checked"
exit $fail
