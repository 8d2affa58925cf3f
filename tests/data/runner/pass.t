# Blocks that run-case.sh must pass (tests/cli/runner/runner.t runs this file).
# The "program" is mostly echo/printf, so these test the comparison, not mlsys.
#
# A hand value with fewer digits than the program prints, in the people format:
# |3.57998 - 3.58| / 3.58 = 5.6e-6 <= 1e-5.
$ echo '3.57998 us'
= rtol 1e-5
3.58 us
# CSV fields: each field is a number; header and commas exact.
$ printf 'T_long,T_msgs\n0.0000035799799999999995,0.00030057998\n'
= rtol 1e-9
T_long,T_msgs
3.57998e-6,3.0057998e-4
# JSON values; keys, quotes and strings exact.
$ echo '{"hw": "h100-sxm", "T": 0.004794029850746269, "fits": true}'
= rtol 1e-4
{"hw": "h100-sxm", "T": 0.004794, "fits": true}
# An aligned table: a run of spaces matches a run of any length.
$ printf 'T_long      3.57998 us  one message\nT_msgs  300.57998 us  100 messages\n'
= rtol 1e-4
T_long 3.58 us one message
T_msgs 300.58 us 100 messages
# Numbers written without a leading digit compare as numbers: ".5" is 0.5 (and "%.3g"
# holds the number .3 between its text).
$ echo 'x .5 -.25 %.3g'
= rtol 1e-9
x .5 -.25 %.3g
# An absolute tolerance for a value that is zero by hand.
$ echo 'x,1e-17'
= atol 1e-12
x,0
# Both: |1.0001 - 1| <= 1e-12 + 1e-3 * 1.
$ echo 1.0001
= rtol 1e-3
= atol 1e-12
1
# A tolerance does not forgive stderr or the status: both still as stated.
$ echo 2.5; echo oops >&2; exit 3
= rtol 0.1
2.49
! oops
? 3
# mlsys itself: 16.06 GB / 3.35 TB/s = 4.7940 ms (the program prints 4.794 ms).
$ mlsys units '16.06 GB / (3.35 TB/s)' ms
= rtol 1e-4
4.7940 ms
# A reader that closes the pipe early is no failure of mlsys: it ends quietly
# with status 0 (pipefail sees 0). The sweep writes far more than a pipe holds.
$ mlsys iron-law --hw h100 --workload llama3-8b --batch 1..200000 -f csv --columns batch | head -2
batch
1
