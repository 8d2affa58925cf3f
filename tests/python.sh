#!/usr/bin/env bash
# python.sh BUILD SRCDIR - the Python binding (python/, docs/python.md):
# its pytest suite against the built library and binary, then the wheel
# that `pip install ./python` builds (packing BUILD's libmlsys.so), unpacked
# and imported as an installed package is. Needs a python3 with pytest
# (Debian: python3-pytest) and pip (python3-pip).
set -euo pipefail
build=$(cd "$1" && pwd) src=$(cd "$2" && pwd)
py=""
for cand in python3 /usr/bin/python3; do
    if command -v "$cand" >/dev/null && "$cand" -c 'import pytest' 2>/dev/null; then
        py=$cand
        break
    fi
done
[ -n "$py" ] || { echo "python.sh: no python3 with pytest; apt-get install python3-pytest"; exit 1; }
export MLSYS_LIBRARY=$build/libmlsys.so MLSYS_BINARY=$build/mlsys
PYTHONPATH=$src/python "$py" -m pytest -q -p no:cacheprovider "$src/python/tests"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
unset MLSYS_LIBRARY
MLSYS_BUILD_DIR=$build "$py" -m pip wheel -q --no-deps --no-cache-dir -w "$tmp/wheel" "$src/python"
"$py" -m zipfile -e "$tmp"/wheel/mlsys-*.whl "$tmp/site"
cd "$tmp"
got=$(PYTHONPATH=$tmp/site "$py" -c 'import mlsys; print(mlsys.run("iron-law", hw="h100", workload="llama70b")[0]["T"])')
want=$("$build/mlsys" iron-law --hw h100 --workload llama70b --format json | "$py" -c 'import json, sys; print(json.load(sys.stdin)["rows"][0]["T"])')
[ "$got" = "$want" ] || { echo "python.sh: the installed wheel gives T = $got, the CLI $want"; exit 1; }
echo "python.sh: the wheel's T = $got s, as the CLI's"
