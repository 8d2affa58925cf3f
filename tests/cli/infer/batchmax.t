# infer --batch max: the batch set to batch_max, the most sequences whose whole
# KV cache fits beside the weights.
#
# By hand (as infer.t): Llama 3.1 8B in bf16 on one H100 of 80 GiB, weights
# 16,060,514,304 B, a request of 512 + 128 tokens = 40 pages of 16 x 131,072 B =
# 83,886,080 B; batch_max = floor((0.9 x 85,899,345,920 - 16,060,514,304) /
# 83,886,080) = floor(730.16) = 730.
$ mlsys infer --hw h100 --workload llama3-8b --batch max -f csv --columns batch,batch_max
batch,batch_max
730,730
# The second method: the row is the one --batch 730 gives, figure for figure.
$ diff <(mlsys infer --hw h100 --workload llama3-8b --batch max -f csv) <(mlsys infer --hw h100 --workload llama3-8b --batch 730 -f csv) && echo same
same
# It follows the memory: 0.5 of it leaves 0.5 x 85,899,345,920 - 16,060,514,304 =
# 26,889,158,656 B, floor(320.54) = 320 sequences; and in a sweep, beside numbers.
$ mlsys infer --hw h100 --workload llama3-8b --batch 1,max --mem-util 0.5 -f csv --columns batch
batch
1
320
# Said in a note.
$ mlsys infer --hw h100 --workload llama3-8b --batch max -f json | jq -r '.notes[] | select(contains("batch max"))'
B = batch_max = 730 (--batch max): the most sequences of 640 tokens whose KV cache fits beside the weights (--mem-util 0.9)
# Not one sequence fits: Llama 3.1 405B in bf16 (811 GB of weights) on one H100.
$ mlsys infer --hw h100 --workload llama3-405b --batch max
? 2
! mlsys infer: --batch: max: not one sequence of 640 tokens fits beside the weights in --mem-util 0.9 of memory; give more --tp or --pp, a smaller --precision or --kv-precision, or fewer tokens
# A word that is neither.
$ mlsys infer --hw h100 --workload llama3-8b --batch maxi
? 2
! mlsys infer: --batch: 'maxi' is neither a number nor max
# Only infer's --batch takes max; another command's count says so, not "unknown unit".
$ mlsys serving --hw h100 --workload llama3-8b --arrival 10req/s --batch max
? 2
! mlsys serving: --batch: max is not a value here: give a number
