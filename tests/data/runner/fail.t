= rtol 1e-3
# Blocks that run-case.sh must fail, each for the reason in its comment
# (tests/cli/runner/runner.t runs this file and checks every report).
# The line above is a tolerance before any command: an error of the file.
#
# Outside the tolerance: the hand value 3.5819 (4095 bytes by mistake) against
# 3.57998 is off by 5.4e-4 relative.
$ echo '3.57998 us'
= rtol 1e-4
3.5819 us
# A tolerance never forgives a different unit or prefix.
$ echo '3.58 ms'
= rtol 0.5
3.58 us
# Nor a missing or an extra line.
$ printf '1\n2\n'
= rtol 0.1
1
$ echo 1
= rtol 0.1
1
2
# Digits on a word are text, not numbers: h101 is not h100 whatever the tolerance.
$ echo 'h101,fp16,llama3-8b,2'
= rtol 0.5
h100,fp16,llama3-8b,2
# Nor text where a number was expected.
$ echo nan
= rtol 1
1
# A relative tolerance of an expected 0 is 0: an absolute one is needed.
$ echo 1e-17
= rtol 1e-6
0
# A bad tolerance line, and a tolerance with no exact stdout to apply to.
$ echo 1
= rtol one
1
$ echo 1
= rtol 1e-3
~ ^1$
# Pipes keep the exit status (set -o pipefail): a failing mlsys fails the block
# although wc and head succeed.
$ mlsys nosuch 2>/dev/null | wc -l
0
$ mlsys iron-law --hw nosuch --workload llama3-8b -f csv 2>/dev/null | head -1
