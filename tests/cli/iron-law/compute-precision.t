# The compute-rate fallback, as the help states it and as the notes
# name it. data/hardware/jetson-agx-orin.yaml lists only an int8 rate, 137.5 TFLOP/s
# (the datasheet's 275 TOPS sparse, halved): an fp16 model is timed at it, and the note
# says which steps of the order the device lacks.
$ mlsys iron-law --hw jetson-agx-orin --workload llama3-8b -f json --columns compute_precision,R_peak
{"command": "iron-law", "version": "0.1.0", "units": {"R_peak": "FLOP/s"}, "rows": [
  {"compute_precision": "int8", "R_peak": 137500000000000}
], "notes": ["eta_hw = 1 (default; --eff sets the achieved fraction of peak)", "jetson-agx-orin has no fp16, bf16 or fp32 rate; computing at its int8 rate", "phase decode (default for this workload; --phase)", "S = 2048 tokens (default; --seq)", "precision fp16 (default; --precision)"]}
# data/hardware/esp32-s3.yaml: fp32 0.5 GFLOP/s and int8 2.4 GFLOP/s. fp32 comes
# before any other rate, so fp16 weights compute at 0.5 GFLOP/s, not at the faster int8.
$ mlsys iron-law --hw esp32-s3 --workload mobilenetv2 --columns compute_precision,R_peak
symbol             meaning                              value
compute_precision  precision whose peak rate R_peak is  fp32
R_peak             peak rate at the compute precision   500 MFLOP/s
note: eta_hw = 1 (default; --eff sets the achieved fraction of peak)
note: esp32-s3 has no fp16 or bf16 rate; computing at its fp32 rate
note: phase infer (default for this workload; --phase)
note: precision fp16 (default; --precision)
note: activations per sample assumed 0.1 x model bytes (no catalog figure; --act-frac)
# The help states the whole order.
$ mlsys help iron-law | grep -- "--compute-precision"
~ default: --precision if the device has a rate for it, else fp16, else bf16, else fp32, else its first other rate in the order fp64, tf32, fp8, fp4, int8, int4: int8 on an integer-only NPU; a note names the rate used\)
