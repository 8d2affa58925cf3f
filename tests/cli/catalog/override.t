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
# The listing shows the override in place of the shipped entry: still 35 rows
# (36 lines with the header).
$ mlsys catalog list hardware --catalog "$TESTDATA/catalog/override" -f csv --columns name,bandwidth | grep -c ''
36
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
