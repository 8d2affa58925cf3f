#!/usr/bin/env bash
# validation.sh MLSYS - docs/validation.md must be what docs/mkvalidation.sh
# makes of this binary: the published comparison cannot drift from the code.
set -euo pipefail
bin=$1
here=$(cd "$(dirname "$0")/../.." && pwd)
got=$(mktemp)
trap 'rm -f "$got"' EXIT
"$here/docs/mkvalidation.sh" "$bin" >"$got"
if ! diff -u "$here/docs/validation.md" "$got"; then
    echo "FAIL: docs/validation.md is stale; regenerate it with docs/mkvalidation.sh build/mlsys > docs/validation.md"
    exit 1
fi
