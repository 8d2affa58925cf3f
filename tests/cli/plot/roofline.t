# `mlsys roofline ... --plot FILE.svg` draws the device's roofline into FILE and
# still writes the rows to stdout unchanged.
# The H100 (data/hardware/h100-sxm.yaml) has seven rates that merge into four roofs:
# fp8/int8 1979, fp16/bf16 989, tf32 494 and fp64/fp32 67 TFLOP/s; at 3.35 TB/s their
# ridges are rate / BW = 590.746269, 295.223881, 147.462687 and 20 FLOP/byte, labelled
# at 4 digits (590.7, 295.2, 147.5, 20: the labels' digits are the subject here, and the
# tolerance leaves no room for another rounding of them).
$ mlsys roofline --hw h100 --plot r.svg -f csv --columns compute_precision,I_ridge && xmllint --noout r.svg && grep -o '<title>[^<]*</title>\|>[a-z0-9/]*: [^<]*</text>\|>ridge [0-9.]*<\|>BW [^<]*<' r.svg
= rtol 1e-8
compute_precision,I_ridge
fp64,20
fp32,20
tf32,147.462687
fp16,295.223881
bf16,295.223881
fp8,590.746269
int8,590.746269
<title>mlsys roofline: h100-sxm</title>
>BW 3.35 TB/s, eta_hw 100 %<
>fp8/int8: 1.979 PFLOP/s</text>
>fp16/bf16: 989 TFLOP/s</text>
>tf32: 494 TFLOP/s</text>
>fp64/fp32: 67 TFLOP/s</text>
>ridge 590.7<
>ridge 295.2<
>ridge 147.5<
>ridge 20<
# With a workload every point is marked and labelled with its swept inputs; the roofs
# of every precision still come from the catalog, and with --eff 0.5 they are at half
# the rate (fp16 494.5 TFLOP/s, ridge 147.6). The axes: I in FLOP/byte, R_attain with
# a decimal prefix on every decade.
$ mlsys roofline --hw h100 --workload llama3-8b --batch 1,16,256 --eff 0.5 --plot r.svg -f csv --no-header --columns batch && xmllint --noout r.svg && grep -o '>batch=[0-9]*<\|>fp16/bf16: [^<]*<\|>ridge 147.6<\|>I (FLOP/byte)<\|>R_attain (FLOP/s)<\|>1 PFLOP/s<' r.svg | sort -u
1
16
256
>1 PFLOP/s<
>I (FLOP/byte)<
>R_attain (FLOP/s)<
>batch=16<
>batch=1<
>batch=256<
>fp16/bf16: 494.5 TFLOP/s<
>ridge 147.6<
# Raw --peak and --bw: one roof, the row's own, labelled with its precision (bf16,
# the default precision when no device says it lacks a bf16 rate).
$ mlsys roofline --peak 989TFLOP/s --bw 3.35TB/s --ops 1GFLOP --dvol 1MB --plot r.svg --columns I && xmllint --noout r.svg && grep -c '<polyline' r.svg && grep -o '>[a-z0-9/]*: [^<]*</text>' r.svg
1000 FLOP/byte
1
>bf16: 989 TFLOP/s</text>
# Several devices: each device's own roof, named in its label: the bf16 rate, the
# default precision on devices that have one (H100 989, A100 312 TFLOP/s dense).
$ mlsys roofline --hw h100,a100 --workload llama3-8b --plot r.svg > /dev/null && xmllint --noout r.svg && grep -o '<title>[^<]*</title>\|>[a-z0-9-]* bf16: [^<]*</text>' r.svg
<title>mlsys roofline: h100-sxm, a100</title>
>h100-sxm bf16: 989 TFLOP/s</text>
>a100 bf16: 312 TFLOP/s</text>
# The options may come before the command, like every global option.
$ mlsys --plot r.svg roofline --hw a100 > /dev/null && xmllint --noout r.svg && echo ok
ok
