# A catalog name that is not swept is resolved once, before the
# sweep, not at every point. This sweep of 108,024 points printed the same error
# 10,000 times (the sweep stopped there) and exited 1; under the sanitizers it ran past
# the fuzzer's 10 s limit. Now: one line, exit 2 (a command-line error), within the
# guard's CPU-time bound. "lvFFFF-ndr" is close to no workload, so the error names the
# list command instead of the closest names.
$ . "$TESTDATA/adversarial/guard.sh"; mlsys cluster --devices 1..108024 --hw h100 --workload lvFFFF-ndr
! mlsys cluster: --workload: unknown workload 'lvFFFF-ndr'; run 'mlsys catalog list workloads' for the names
? 2
# A near miss names the closest entries (edit distance over data/; the list grows with
# the catalog, so only its head is checked): still one line, exit 2.
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama3-8bb --batch 1..100000 2>err.txt; echo "status $?"; wc -l <err.txt; cut -d, -f1 err.txt
status 2
1
mlsys iron-law: --workload: unknown workload 'llama3-8bb'; closest: llama3-8b
# Every item of a swept list is resolved at the start as well.
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100,h1000 --workload llama3-8b --batch 1..100000 2>err.txt; echo "status $?"; wc -l <err.txt; cut -d, -f1 err.txt
status 2
1
mlsys iron-law: --hw: unknown hardware 'h1000'; closest: h100
# Every command: energy's --grid and comm's --fabric are catalog names too.
$ . "$TESTDATA/adversarial/guard.sh"; mlsys energy --power 1W --time 1s..100000s+1s --grid marz
! mlsys energy: --grid: unknown grid 'marz'; run 'mlsys catalog list grids' for the names
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys comm --fabric ib-ndrr --ranks 2..100000 --size 1MB 2>err.txt; echo "status $?"; wc -l <err.txt; cut -d, -f1 err.txt
status 2
1
mlsys comm: --fabric: unknown fabric 'ib-ndrr'; closest: ib-ndr
# --input: a bad name on the command line would fail every record; it fails once,
# before any record is read (good.csv has two good records).
$ mlsys iron-law --workload lvFFFF-ndr --input "$TESTDATA/input/good.csv"
! mlsys iron-law: --workload: unknown workload 'lvFFFF-ndr'; run 'mlsys catalog list workloads' for the names
? 2
# A scenario's options are checked when it is read: one error at the option's line.
$ cd "$TESTDATA/scenario" && mlsys scenario show eval-unknown-name-sweep.yaml
! mlsys: eval-unknown-name-sweep.yaml:10:15: --workload: unknown workload 'lvFFFF-ndr'; run 'mlsys catalog list workloads' for the names
? 1
