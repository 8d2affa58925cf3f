# --input: one point per line; columns are option names. Llama 3.1 8B decode at batch B
# (data/workloads/llama3-8b.yaml), O = B * 17,133,741,824 FLOP (see tests/cli/sweep).
$ mlsys iron-law --workload llama3-8b --input $TESTDATA/input/good.csv -f csv --columns hw,batch,O
hw,batch,O
h100-sxm,1,17133741824
a100,8,137069934592
# Bad lines are reported with FILE:LINE and skipped; the run ends with status 1.
$ mlsys iron-law --workload llama3-8b --input $TESTDATA/input/bad.csv -f csv --columns hw,batch
hw,batch
h100-sxm,1
!~ ^mlsys: .*/bad.csv:3:1: --hw: unknown hardware 'zz'; closest: 
!~ ^mlsys: .*/bad.csv:4:1: --batch: must be greater than zero$
!~ ^mlsys: .*/bad.csv:5:1: 1 fields, but the header has 2$
! mlsys iron-law: 3 of 4 lines failed
? 1
# JSON Lines from standard input; blank lines are skipped; a malformed object names
# its column (line 4: the value h100 is not quoted, character 8).
$ mlsys iron-law --workload llama3-8b --input - -f csv --columns hw,batch,seq < $TESTDATA/input/lines.jsonl
hw,batch,seq
h100-sxm,4,2048
b200,1,4096
! mlsys: <stdin>:4:8: values must be strings, numbers, true, false or null
! mlsys iron-law: 1 of 3 lines failed
? 1
# TSV, with the rows streamed as JSON Lines.
$ printf 'hw\tbatch\nh100\t2\n' | mlsys iron-law --workload llama3-8b --input - -f jsonl --columns hw,batch
{"hw":"h100-sxm","batch":2}
# When every line fails the CSV is empty but still well formed: just the header.
$ printf 'hw,bogus\nh100,2\n' | mlsys iron-law --workload llama3-8b --input - -f csv --columns hw
hw
! mlsys: <stdin>:2:1: unknown option 'bogus'
! mlsys iron-law: 1 of 1 lines failed
? 1
$ printf 'hw,batch\nh100,1..4\n' | mlsys iron-law --workload llama3-8b --input - -f csv --columns hw
hw
!~ a line of --input is one point, not a sweep$
! mlsys iron-law: 1 of 1 lines failed
? 1
$ mlsys iron-law --input /nonexistent
! mlsys: /nonexistent: cannot read: No such file or directory
? 1
$ printf '' | mlsys iron-law --input -
! mlsys: <stdin>: empty input: expected a header line of option names or JSON objects
? 1
$ printf 'hw,batch\n"h100,1\n' | mlsys iron-law --workload llama3-8b --input -
! mlsys: <stdin>:2:1: unclosed quote
! mlsys iron-law: 1 of 1 lines failed
? 1
