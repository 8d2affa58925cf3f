# Self-tests of the case runner tests/cli/run-case.sh: it runs the case files in
# tests/data/runner and must pass every block of pass.t and fail every block of
# fail.t and exact.t, each with the report below (the reports are the runner's own
# text, so they are pinned exactly). See the runner's header for the syntax.
$ cd "$TESTDATA/runner" && "$TESTDATA/../cli/run-case.sh" "$MLSYS_BIN" pass.t
$ cd "$TESTDATA/runner" && "$TESTDATA/../cli/run-case.sh" "$MLSYS_BIN" fail.t
FAIL [fail.t]: '= rtol 1e-3' before any command
FAIL [fail.t] $ echo '3.57998 us'
  stdout differs beyond rtol 1e-4, atol 0:
    line 1: expected: 3.5819 us
    line 1:      got: 3.57998 us
      (3.57998 is not 3.5819 within rtol 1e-4, atol 0: |difference| 0.00192, relative 0.000536)
FAIL [fail.t] $ echo '3.58 ms'
  stdout differs beyond rtol 0.5, atol 0:
    line 1: expected: 3.58 us
    line 1:      got: 3.58 ms
      (text " us" against text " ms")
FAIL [fail.t] $ printf '1\n2\n'
  stdout differs beyond rtol 0.1, atol 0:
    line 2: unexpected: 2
FAIL [fail.t] $ echo 1
  stdout differs beyond rtol 0.1, atol 0:
    line 2:    missing: 2
FAIL [fail.t] $ echo 'h101,fp16,llama3-8b,2'
  stdout differs beyond rtol 0.5, atol 0:
    line 1: expected: h100,fp16,llama3-8b,2
    line 1:      got: h101,fp16,llama3-8b,2
      (text "h100,fp16,llama3-8b," against text "h101,fp16,llama3-8b,")
FAIL [fail.t] $ echo nan
  stdout differs beyond rtol 1, atol 0:
    line 1: expected: 1
    line 1:      got: nan
      (number "1" against text "nan")
FAIL [fail.t] $ echo 1e-17
  stdout differs beyond rtol 1e-6, atol 0:
    line 1: expected: 0
    line 1:      got: 1e-17
      (1e-17 is not 0 within rtol 1e-6, atol 0: |difference| 1e-17)
FAIL [fail.t] $ echo 1
  bad tolerance line '= rtol one': expected '= rtol R' or '= atol A', R and A numbers
FAIL [fail.t] $ echo 1
  a tolerance ('= rtol', '= atol') needs expected stdout lines and no '~' line
FAIL [fail.t] $ mlsys nosuch 2>/dev/null | wc -l
  exit status 2, expected 0
FAIL [fail.t] $ mlsys iron-law --hw nosuch --workload llama3-8b -f csv 2>/dev/null | head -1
  exit status 2, expected 0
? 1
# exact.t: the diff's file names and times vary, so they are left out (and the
# runner's status 1 comes through the pipe, under pipefail).
$ cd "$TESTDATA/runner" && "$TESTDATA/../cli/run-case.sh" "$MLSYS_BIN" exact.t | grep -v '^    [-+][-+][-+] '
FAIL [exact.t] $ echo 3.57998
  stdout differs:
    @@ -1 +1 @@
    -3.58
    +3.57998
FAIL [exact.t] $ echo 2.5; echo oops >&2
  stderr differs:
    @@ -0,0 +1 @@
    +oops
? 1
