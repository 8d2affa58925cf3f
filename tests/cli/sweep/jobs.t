# --jobs N: a sweep of 16,384 points or more to csv, tsv or jsonl is dealt
# out to N processes in runs of 4,096 points, and each run is written in
# turn. The second method here is the same sweep in one process (--jobs 1):
# the bytes of stdout and of stderr, and the exit status, must be the same.
#
# 100,000 rows of infer to each streaming format, 2 and 3 processes (3 does
# not divide the 25 runs: the last process has one run fewer, and the last
# run is short).
$ for f in csv tsv jsonl; do mlsys infer --hw h100 --workload llama3-70b --batch 1..100000 -f $f --jobs 1 > one.$f || exit; for j in 2 3; do mlsys infer --hw h100 --workload llama3-70b --batch 1..100000 -f $f --jobs $j | cmp - one.$f || exit; done; done; wc -l < one.csv
100001
# Two swept options (the batch varies fastest), --columns and --no-header.
$ mlsys infer --hw h100 --workload llama3-8b --tp 1,2,4,8 --batch 1..5000 -f csv --columns tp,batch,TPOT --no-header --jobs 1 > one && mlsys infer --hw h100 --workload llama3-8b --tp 1,2,4,8 --batch 1..5000 -f csv --columns tp,batch,TPOT --no-header --jobs 4 | cmp - one && wc -l < one && head -1 one | cut -d, -f1,2
20000
1,1
# Points that fail: t = 3 divides neither the 32 heads nor the 8 KV heads of
# Llama-3-8B, so the 10,000 points with --tp 3 fail. Each failure is one
# line on stderr, in the order of the points, and the run ends with the
# count over all processes (exit 1); the rows of the other points stay.
$ for j in 1 2; do mlsys infer --hw h100 --workload llama3-8b --tp 1..3 --batch 1..10000 -f csv --jobs $j > rows.$j 2> errs.$j; echo "exit $?"; done; cmp rows.1 rows.2 && cmp errs.1 errs.2 && wc -l < rows.1 && tail -1 errs.2 && sed -n 2p errs.2
exit 1
exit 1
20001
mlsys infer: 10000 of 30000 points failed
mlsys infer: --tp 3 --batch 2: --tp: t = 3 does not divide the 32 heads, nor the 8 kv heads or a multiple of them
# A reader that goes away (head) ends every process quietly: exit 0 at once,
# not after 10 million rows.
$ mlsys infer --hw h100 --workload llama3-8b --batch 1..10000000 -f csv --jobs 2 --columns batch | head -3
batch
1
2
# An error every process meets before its first point is reported once,
# with nothing on stdout.
$ mlsys infer --hw h100 --workload llama3-8b --batch 1..100000 -f csv --jobs 2 --columns batch,TPOTT | wc -c
0
! mlsys infer: --columns: unknown key 'TPOTT'; did you mean 'TPOT'?
? 2
# The people's table and json, --shard and --assert run in one process; the
# output is the same as with --jobs 1.
$ for f in table json; do mlsys infer --hw h100 --workload llama3-8b --batch 1..20000 --columns batch,TPOT -f $f --jobs 2 | cmp - <(mlsys infer --hw h100 --workload llama3-8b --batch 1..20000 --columns batch,TPOT -f $f --jobs 1) || exit; done
$ mlsys infer --hw h100 --workload llama3-8b --batch 1..20000 --jobs 2 --shard 2/2 -f csv --columns batch --no-header | head -2
2
4
# A process that ends without saying how (here killed at its CPU-time limit,
# 1 s, long before its share of 100 million rows is done) is an error
# naming it (exit 1): its rows are missing from the output.
$ (ulimit -t 1; mlsys infer --hw h100 --workload llama3-8b --batch 1..100000000 -f csv --jobs 2 --columns batch > /dev/null)
!~ ^mlsys infer: sweep process [12] of --jobs ended by signal [0-9]+; its rows are missing$
? 1
# Bad values: --jobs is a whole number from 1 to 256 (exit 2).
$ mlsys infer --hw h100 --workload llama3-8b --jobs 0
! mlsys infer: --jobs: must be greater than zero
? 2
$ mlsys infer --hw h100 --workload llama3-8b --jobs 257
! mlsys infer: --jobs: must be between 1 and 256
? 2
$ mlsys infer --hw h100 --workload llama3-8b --jobs 1.5
! mlsys infer: --jobs: must be a whole number
? 2
