# A layout decision over PCIe: Llama-3.1-70B in FP8 on eight L40S, one replica of
# t = 8 or two of t = 4 (TensorRT-LLM 0.17's performance overview, trtllm-bench at
# 128/128 with every request queued: 1,523.52 tokens/s for four L40S, 1,464.03 for
# eight; scenarios TRTLLM017_L40S_Llama31_70B_FP8_TP4_128_128 and _TP8_). Measured,
# the eight run no faster than the four (0.961 times their rate), so two replicas of
# four carry 2.08 times what one of eight does. The model, at each layout's batch
# (trtllm-bench's: the most whole reservations in 0.95 of the free memory), must
# pick the two replicas and give the ratio of the one replica's rates within 10 %
# of the measured 0.961 (on the l40s node's link pcie-gen4-sys; with the switched
# link at 0.8 of PCIe Gen4 it gave 1.08, +12 %).
$ a=$(mlsys infer --hw l40s --workload llama3-70b --precision fp8 --tp 4 --batch 2987 --prompt 128 --output-tokens 128 --mem-util 0.95 --columns tokens_per_s -f csv --no-header); b=$(mlsys infer --hw l40s --workload llama3-70b --precision fp8 --tp 8 --batch 4096 --prompt 128 --output-tokens 128 --mem-util 0.95 --columns tokens_per_s -f csv --no-header); awk -v a="$a" -v b="$b" 'BEGIN { r = b / a; print (2 * a > b ? "two replicas of t = 4" : "one of t = 8"); print (r > 0.961 * 0.9 && r < 0.961 * 1.1 ? "ratio within 10 %" : "ratio off: " r) }'
two replicas of t = 4
ratio within 10 %
