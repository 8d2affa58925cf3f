# Scenario files from a pipe: bash's <(...), standard input as `-` (also a FIFO), for
# run, show and check. `run` used to read its file twice (once for the type, which
# picks the columns, once to evaluate it), so a pipe read empty the second time; it
# now reads it once. A pipe has no file name, so the name is not checked against one.
#
# UserEvaluate (docs/worked-examples.md #8): alpha 2 us, beta 10 GB/s, 10 KB: T = 2 us +
# 10e3 / 10e9 s = 2 us + 1 us = 3 us; n* = 2e-6 x 10e9 = 20 KB, above 10 KB: latency;
# algbw = busbw = 10e3 B / 3e-6 s = 3,333,333,333.3 B/s (point to point).
$ mlsys scenario run <(cat "$TESTDATA/scenario/UserEvaluate.yaml") -f csv --columns key,value,check
= rtol 1e-10
key,value,check
alpha,0.000002,
beta,10000000000,
T,0.000003,pass: 3 us
T_latency,0.000002,
T_bandwidth,0.000001,
n_star,20000,pass: 20
regime,latency,pass
algbw,3333333333.3,
busbw,3333333333.3,
# The type comes from the same bytes: an application gets its status column (the
# levels as the fixture's hand calculation has them: energy 3.008 mJ > 1 mJ and
# 100 GB/s > the 64 GB/s host link fail, so does the verdict).
$ cat "$TESTDATA/scenario/UserApplication.yaml" | mlsys scenario run - -f csv --columns key,status
key,status
feasibility,PASS
performance,PASS
power,PASS
energy,FAIL
carbon,PASS
data_rate,FAIL
verdict,FAIL
bound,
# The same rows as from the file itself.
$ mlsys scenario run "$TESTDATA/scenario/UserApplication.yaml" -f json > file.json && mlsys scenario run <(cat "$TESTDATA/scenario/UserApplication.yaml") -f json > pipe.json && cmp file.json pipe.json && echo same
same
# A FIFO on standard input (the shell's open waits for the writer). The status is that
# of the pipe (mlsys, then grep), kept across the wait for the writer.
$ mkfifo sc.fifo && { cat "$TESTDATA/scenario/UserEvaluate.yaml" > sc.fifo & } && mlsys scenario run - -f csv --columns key,check < sc.fifo | grep pass; s=$?; wait; exit $s
T,pass: 3 us
n_star,pass: 20
regime,pass
# Standard input is "<stdin>" in show's file row and in check's file column; its name
# need not match anything (UserEvaluate renamed Renamed here).
$ sed 's/^name: UserEvaluate$/name: Renamed/' "$TESTDATA/scenario/UserEvaluate.yaml" | mlsys scenario show - -f csv | grep -E '^(name|file),'
name,Renamed
file,<stdin>
# check: 3 expectations (T, n_star, regime), all held.
$ cat "$TESTDATA/scenario/UserEvaluate.yaml" | mlsys scenario check - -f csv | grep '^UserEvaluate,'
UserEvaluate,evaluate,3,3,0,<stdin>
# Errors are positioned in <stdin>: empty input (the harness's stdin is /dev/null), a
# broken scenario ("type: evalute", the value at line 2, column 7), and failed
# expectations (WrongExpectation: T 3 us, not 4 us; regime latency, not bandwidth; the
# entries at lines 10 and 11).
$ mlsys scenario run -
! mlsys: <stdin>:1:1: empty file; expected a mapping (name, type, title, source, inputs, expect)
? 1
$ printf 'name: X\ntype: evalute\n' | mlsys scenario show -
! mlsys: <stdin>:2:7: unknown type 'evalute'; did you mean 'evaluate'? (types: parameter-bandwidth-growth, evaluate, application)
? 1
$ cat "$TESTDATA/scenario/WrongExpectation.yaml" | mlsys scenario run - -f csv --columns key,check
key,check
alpha,
beta,
T,"FAIL: got 3 us, off by 25 %"
T_latency,
T_bandwidth,
n_star,pass: 20
regime,FAIL: got latency
algbw,
busbw,
! mlsys: <stdin>:10:6: WrongExpectation: T: expected 4 us (rtol 0.01); FAIL: got 3 us, off by 25 %
! mlsys: <stdin>:11:11: WrongExpectation: regime: expected bandwidth; FAIL: got latency
! mlsys scenario run: 2 of 3 expectations of WrongExpectation failed
? 3
# A regular file's name must still match (the value 'Other' at line 1, column 7).
$ mlsys scenario run "$TESTDATA/scenario/name-mismatch.yaml"
!~ name-mismatch.yaml:1:7: name 'Other' does not match the file name 'name-mismatch'$
? 1
