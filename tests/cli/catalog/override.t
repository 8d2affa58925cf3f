# User directories override shipped entries by name. The fixtures
# tests/data/catalog/override and override2 hold an h100-sxm.yaml with a
# memory bandwidth of 4 TB/s and 5 TB/s; the shipped one says 3.35 TB/s.
$ mlsys catalog show h100 -f csv --no-header --columns key,value | grep -E '^(memory.bandwidth|builtin),'
memory.bandwidth,3350000000000
builtin,true
$ mlsys catalog show h100 --catalog "$TESTDATA/catalog/override" -f csv --no-header --columns key,value | grep -E '^(memory.bandwidth|builtin),'
memory.bandwidth,4000000000000
builtin,false
# The user file has no aliases: 'h100' still names h100-sxm, and the override wins.
$ mlsys catalog show H100-SXM --catalog "$TESTDATA/catalog/override" -f csv --no-header --columns key,value | grep -E '^memory.bandwidth,'
memory.bandwidth,4000000000000
# MLSYS_CATALOG works the same way.
$ MLSYS_CATALOG="$TESTDATA/catalog/override2" mlsys catalog show h100 -f csv --no-header --columns key,value | grep -E '^memory.bandwidth,'
memory.bandwidth,5000000000000
# Later directories override earlier ones: MLSYS_CATALOG left to right, then --catalog
# in order, the command line last.
$ MLSYS_CATALOG="$TESTDATA/catalog/override:$TESTDATA/catalog/override2" mlsys catalog show h100 -f csv --no-header --columns key,value | grep -E '^memory.bandwidth,'
memory.bandwidth,5000000000000
$ MLSYS_CATALOG="$TESTDATA/catalog/override2:$TESTDATA/catalog/override" mlsys catalog show h100 -f csv --no-header --columns key,value | grep -E '^memory.bandwidth,'
memory.bandwidth,4000000000000
$ MLSYS_CATALOG="$TESTDATA/catalog/override2" mlsys catalog show h100 --catalog "$TESTDATA/catalog/override" -f csv --no-header --columns key,value | grep -E '^memory.bandwidth,'
memory.bandwidth,4000000000000
$ mlsys --catalog "$TESTDATA/catalog/override" catalog show h100 --catalog "$TESTDATA/catalog/override2" -f csv --no-header --columns key,value | grep -E '^memory.bandwidth,'
memory.bandwidth,5000000000000
# The listing shows the override in place of the shipped entry: still 95 rows
# (96 lines with the header).
$ mlsys catalog list hardware --catalog "$TESTDATA/catalog/override" -f csv --columns name,bandwidth | grep -c ''
96
$ mlsys catalog list hardware --catalog "$TESTDATA/catalog/override" -f csv --columns name,bandwidth | grep '^h100-sxm,'
h100-sxm,4000000000000
# User-only entries and their aliases (any case) join the catalog.
$ mlsys catalog show MINE --catalog "$TESTDATA/catalog/user" -f csv --no-header --columns key,value | sed -n 2,3p
name,my-gpu
aliases,mine
$ mlsys catalog list grids --catalog "$TESTDATA/catalog/user" -f csv --no-header --columns name,pue | grep -E '^home,'
home,1
# An invalid user directory is an error of its file (exit 1) once the catalog is used...
$ cd "$TESTDATA/catalog" && mlsys catalog show h100 --catalog missing
! mlsys: missing/hardware/incomplete.yaml:1:1: missing required fields 'vendor', 'source'
? 1
$ mlsys catalog list --catalog no-such-dir
! mlsys: no-such-dir: cannot open catalog directory: No such file or directory
? 1
# ...but commands that do not use the catalog do not read it.
$ MLSYS_CATALOG=/no/such/dir mlsys units "1 s"
1 s
# Shadowing (docs/catalog.md, "How a name is found"): the topmost layer holding a
# word decides which entry name it means, the topmost layer defining that name
# supplies the entry. tests/data/catalog/shadow has lab-gpu with aliases
# [lab, h100, a100]: h100 now means lab-gpu, but h100-sxm is still the shipped one.
$ mlsys catalog show h100 --catalog "$TESTDATA/catalog/shadow" -f csv --no-header --columns key,value | grep -E '^(name|builtin),'
name,lab-gpu
builtin,false
$ mlsys catalog show h100-sxm --catalog "$TESTDATA/catalog/shadow" -f csv --no-header --columns key,value | grep -E '^(name|builtin),'
name,h100-sxm
builtin,true
# The alias a100 hides the shipped a100 under its own name; its shipped alias
# a100-80gb is the name of another user entry.
$ mlsys catalog show a100 --catalog "$TESTDATA/catalog/shadow" -f csv --no-header --columns key,value | grep -E '^name,'
name,lab-gpu
$ mlsys catalog show a100-80gb --catalog "$TESTDATA/catalog/shadow" -f csv --no-header --columns key,value | grep -E '^(name|memory.bandwidth),'
name,a100-80gb
memory.bandwidth,2000000000000
# A name of another kind: --grid france still finds the shipped grid (50 g/kWh,
# data/grids/france.yaml), catalog show finds the user workload.
$ mlsys energy --power 1W --time 1s --grid france --catalog "$TESTDATA/catalog/shadow" --columns CI
50 g/kWh
$ mlsys catalog show france --catalog "$TESTDATA/catalog/shadow" -f csv --no-header --columns key,value | grep -E '^(kind|name),'
kind,workload
name,france
# An override restating its shipped alias: llama8b reaches the user's llama3-8b
# (8e9 parameters; the shipped one has 8.03e9).
$ mlsys catalog show llama8b --catalog "$TESTDATA/catalog/shadow" -f csv --no-header --columns key,value | grep -E '^(parameters|builtin),'
parameters,8000000000
builtin,false
# A later directory shadows an earlier one the same way: shadow2's lab2 has alias lab.
$ mlsys catalog show lab --catalog "$TESTDATA/catalog/shadow" --catalog "$TESTDATA/catalog/shadow2" -f csv --no-header --columns key,value | grep -E '^name,'
name,lab2
$ mlsys catalog show lab --catalog "$TESTDATA/catalog/shadow2" --catalog "$TESTDATA/catalog/shadow" -f csv --no-header --columns key,value | grep -E '^name,'
name,lab-gpu
# Commands do not report shadowing; only `catalog check` does.
$ mlsys iron-law --hw h100 --workload llama8b --catalog "$TESTDATA/catalog/shadow" --columns hw
lab-gpu
