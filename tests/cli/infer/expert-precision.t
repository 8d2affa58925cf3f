# --expert-precision: a mixture's routed experts stored in their own width
# (docs/inference.md, Expert storage). gpt-oss-120b ships its experts in MXFP4,
# 4.25 bits a weight, the rest in bf16; int4-g128 is 4.25 bits. Its routed
# experts are 36 layers x 128 experts x 3 x 2,880 x 2,880 = 114,661,785,600
# weights (the catalog entry's shape), so on one device the weights shrink by
# 114,661,785,600 x (2 - 4.25/8) = 168,409,497,600 B from the bf16 figure.
$ a=$(mlsys infer --hw h100 --workload gpt-oss-120b --columns M_weights -f csv --no-header); b=$(mlsys infer --hw h100 --workload gpt-oss-120b --expert-precision int4-g128 --columns M_weights -f csv --no-header); awk -v a=$a -v b=$b 'BEGIN { printf "%.0f\n", a - b }'
168409497600
# Noted: the width (4.25/8 = 0.53125 B), and the rate the experts compute at:
# int4-g128 is weight-only, so its products run at the 16-bit rate.
$ mlsys infer --hw h100 --workload gpt-oss-120b --expert-precision int4-g128 2>&1 | grep -c '^note: routed experts stored in int4-g128, 0.5312 B a weight, the rest in bf16'
1
$ mlsys infer --hw h100 --workload gpt-oss-120b --expert-precision int4-g128 2>&1 | grep -c '^note: routed experts compute at the fp16 rate'
1
# The experts' own width changes nothing when it is the weights' width.
$ a=$(mlsys infer --hw b200 --workload deepseek-r1 --precision fp8 --tp 8 --batch 16 -f csv --no-header --columns M_weights,TPOT); b=$(mlsys infer --hw b200 --workload deepseek-r1 --precision fp8 --expert-precision fp8 --tp 8 --batch 16 -f csv --no-header --columns M_weights,TPOT); [ "$a" = "$b" ] && echo same
same
# NVFP4 DeepSeek-R1 (experts fp4, attention fp8) on eight B200: the experts'
# 58 x 256 x 3 x 7,168 x 2,048 = 653,908,770,816 weights at 0.5 B in place of
# 1, split over 8: 653,908,770,816 x 0.5 / 8 = 40,869,298,176 B less a device.
$ a=$(mlsys infer --hw b200 --workload deepseek-r1 --precision fp8 --tp 8 --columns M_weights -f csv --no-header); b=$(mlsys infer --hw b200 --workload deepseek-r1 --precision fp8 --expert-precision fp4 --tp 8 --columns M_weights -f csv --no-header); awk -v a=$a -v b=$b 'BEGIN { printf "%.0f\n", a - b }'
40869298176
# A dense model has no routed experts, and llama.cpp's engines are modelled with
# one width: usage errors naming the option.
$ mlsys infer --hw h100 --workload llama3-8b --expert-precision fp4
! mlsys infer: --expert-precision: a dense model has no routed experts: give every weight's storage with --precision alone
? 2
$ mlsys infer --hw h100 --workload mixtral-8x7b --engine llamacpp --precision q4_0 --expert-precision fp4
! mlsys infer: --expert-precision: llama.cpp's engines are modelled with one width for every weight: give every weight's storage with --precision alone
? 2
$ mlsys infer --hw h100 --workload gpt-oss-120b --expert-precision fp5
! mlsys infer: --expert-precision: unknown value 'fp5'; did you mean 'fp8'? (one of fp64, fp32, tf32, fp16, bf16, fp8, fp4, int8, int4, q8_0, q4_k_m, int4-g128, q4_0, q5_k_m, q6_k, awq, gptq)
? 2
# serving takes it as infer does: its TPOT at the load's concurrency n lies
# between infer's mean step B / tokens_per_s at floor(n) and ceil(n)
# (tests/cli/serving/continuous.t), with the experts in fp4 as well.
$ s=$(mlsys serving --arrival 2req/s --hw b200 --workload deepseek-r1 --precision fp8 --expert-precision fp4 --tp 8 --columns batch,TPOT -f csv --no-header); n=${s%,*}; lo=$(mlsys infer --hw b200 --workload deepseek-r1 --precision fp8 --expert-precision fp4 --tp 8 --batch $(awk -v n=$n 'BEGIN{print int(n)}') --columns batch,tokens_per_s -f csv --no-header | awk -F, '{printf "%.17g\n", $1 / $2}'); hi=$(mlsys infer --hw b200 --workload deepseek-r1 --precision fp8 --expert-precision fp4 --tp 8 --batch $(awk -v n=$n 'BEGIN{print int(n)+1}') --columns batch,tokens_per_s -f csv --no-header | awk -F, '{printf "%.17g\n", $1 / $2}'); awk -v t=${s#*,} -v lo=$lo -v hi=$hi 'BEGIN{print (t >= lo && t <= hi) ? "between" : "outside"}'
between
# Without a device there are no experts to store: a usage error.
$ mlsys serving --arrival 2req/s --step-base 20ms --step-per-seq 1ms --expert-precision fp4
! mlsys serving: --price, --power, --power-limit, --kv-precision and --expert-precision need the devices of a replica: give --hw and --workload
? 2
