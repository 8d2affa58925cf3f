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
# A column or key given twice is refused rather than one of them winning. In a
# CSV header the whole input is refused: 'hw,batch,' is 9 characters, so the second
# hw starts at column 10. In JSON Lines only that object's line fails: in
# '{"hw": "h100", "batch": 1, "hw": "a100"}' the keys start at columns 2, 16 and
# 28; the next line is evaluated.
$ printf 'hw,batch,hw\nh100,1,a100\n' | mlsys iron-law --workload llama3-8b --input -
! mlsys: <stdin>:1:10: column 'hw' repeats the one at column 1: give each option once
? 1
$ printf 'hw\tbatch\tbatch\nh100\t1\t2\n' | mlsys iron-law --workload llama3-8b --input -
! mlsys: <stdin>:1:10: column 'batch' repeats the one at column 4: give each option once
? 1
$ printf '{"hw": "h100", "batch": 1, "hw": "a100"}\n{"hw":"h100"}\n' | mlsys iron-law --workload llama3-8b --input - -f csv --columns hw
hw
h100-sxm
! mlsys: <stdin>:1:28: key 'hw' repeats the one at column 2: give each option once
! mlsys iron-law: 1 of 2 lines failed
? 1
# An --input whose first 10,000 lines all fail is broken on every line (here the column
# 'bogus' is no option of comm), so reading stops there, as a sweep whose first 10,000
# points all fail does. The file has a header (line 1) and 10,001 records (lines 2 to
# 10,002): the 10,000th record is line 10,001, and line 10,002 is never read. Stderr:
# 10,000 lines, one per record, and the summary: 10,001 lines.
$ . "$TESTDATA/adversarial/guard.sh"; { echo bogus; seq 10001; } > bad.csv && mlsys comm --input bad.csv 2>errors.txt; echo "status $?"; wc -l <errors.txt; tail -2 errors.txt
status 1
10001
mlsys: bad.csv:10001:1: unknown option 'bogus'
mlsys comm: the first 10000 lines all failed; reading stops there
# One good line first, and the same number of bad ones are all read and reported: the
# stop is for inputs that fail on every line. (JSON Lines cut short after a value, so
# each bad line fails in the reader, cheaply: '{"alpha": 1' is 11 characters, the
# object should go on at column 12.) 1 us + 1 MB / 10 GB/s = 1 us + 100 us = 101 us.
# The bad records are lines 2 to 10,002; stderr: 10,001 lines, one per bad record, and
# the summary: 10,002 lines.
$ . "$TESTDATA/adversarial/guard.sh"; { echo '{"alpha": "1us", "beta": "10GB/s", "size": "1MB"}'; { yes '{"alpha": 1' || :; } | head -n 10001; } > some.jsonl && mlsys comm --input some.jsonl --columns T 2>errors.txt; echo "status $?"; wc -l <errors.txt; tail -2 errors.txt
101 us
status 1
10002
mlsys: some.jsonl:10002:12: expected ',' or '}'
mlsys comm: 10001 of 10002 lines failed
# Each line decides for itself which options it gives: the device's memory bandwidth
# is H100 SXM's 3.35 TB/s (data/hardware/h100-sxm.yaml) on the lines without a bw,
# the line's own value where it has one, and the sequence length --seq's default 2048
# (mlsys iron-law --help; Llama 3 8B's context is longer)
# where seq is empty.
$ printf 'batch,seq,bw\n1,,\n8,4096,\n16,,2TB/s\n4,1024,1TB/s\n' | mlsys iron-law --hw h100 --workload llama3-8b --input - -f csv --columns batch,seq,BW
batch,seq,BW
1,2048,3350000000000
8,4096,3350000000000
16,2048,2000000000000
4,1024,1000000000000
