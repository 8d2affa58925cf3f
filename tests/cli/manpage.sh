#!/usr/bin/env bash
# manpage.sh BINARY - the manual page docs/mlsys.1 covers every command,
# subcommand and option of BINARY's command tables (as `mlsys help --format
# json` lists them), and is exactly what docs/mkman.sh generates from them
# (so it cannot go stale). When groff is installed, the page must also
# format without warnings. A failing mlsys or jq fails the test.
set -u -o pipefail
bin=$1
here=$(cd "$(dirname "$0")/../.." && pwd)
page=$here/docs/mlsys.1
fail=0
export LC_ALL=C

# The help data (docs/help-json.md): every command and subcommand with its
# options, and the global options.
help=$("$bin" help --format json) || { echo "FAIL: mlsys help --format json failed"; exit 1; }

# The options of every command as "COMMAND<TAB>OPTION": the long name
# "--name", or the name of a positional word (NAME).
options() {
    jq -r '.commands[] | .name as $c | .options[]
        | [$c, if (.flags | index("positional")) then .name else "--" + .name end] | @tsv' <<<"$help"
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
targets=$(jq -r '.commands[].name' <<<"$help") || { echo "FAIL: jq failed"; exit 1; }
opts=$(options) || { echo "FAIL: jq failed"; exit 1; }
globs=$(jq -r '.global_options[] | "--" + .name' <<<"$help") || { echo "FAIL: jq failed"; exit 1; }
while IFS= read -r t; do
    [ -n "$t" ] || continue
    grep -qx ".SS $t" "$page" || { echo "FAIL: docs/mlsys.1 has no section for '$t'"; fail=1; }
done <<<"$targets"
while IFS=$'\t' read -r t o; do
    [ -n "$o" ] || continue
    mention "$o" "option of $t"
    n=$((n + 1))
done <<<"$opts"
while IFS= read -r o; do
    [ -n "$o" ] || continue
    mention "$o" "global option"
    n=$((n + 1))
done <<<"$globs"
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
