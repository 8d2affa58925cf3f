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
# With pipeline stages and --microbatches given: the capacity does not depend on the
# microbatches, so max is the batch_max the same command finds without them, a
# second method (the probe at B = 1 once refused m = 2 as more microbatches than
# sequences).
$ diff <(mlsys infer --hw h100 --workload llama3-8b --pp 2 --batch max -f csv --columns batch,batch_max) <(mlsys infer --hw h100 --workload llama3-8b --pp 2 --microbatches 2 --batch max -f csv --columns batch,batch_max) && echo same
same
# An m beyond the batch found is still refused, against that batch. By hand: Llama
# 3.1 70B in bf16 over two H100 of 80 GiB, the first stage holding 40 layers of
# 2 x 8192^2 + 2 x 8192 x 1024 + 3 x 8192 x 28672 + 2 x 8192 = 855,654,400 weights
# and the 128,256 x 8,192 embedding: 35,276,849,152 x 2 B = 70,553,698,304 B; a
# sequence of 640 tokens, 40 pages of 16 x (40 layers x 8 x 128 x 2 x 2 B) =
# 104,857,600 B; floor((0.9 x 85,899,345,920 - 70,553,698,304) / 104,857,600) =
# floor(64.43) = 64.
$ mlsys infer --hw h100 --workload llama3-70b --pp 2 --microbatches 100 --batch max
? 2
! mlsys infer: --microbatches: m = 100 microbatches exceed the 64 sequences of the batch: give at most 64, or a larger --batch
