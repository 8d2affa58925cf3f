# Training state needs only P. docs/worked-examples.md #23:
# mixed-precision Adam keeps 16 B per parameter, fp16 weights 2 + fp16 gradients 2 +
# fp32 master copy, momentum and variance 4 + 4 + 4 (Rajbhandari et al. 2020, ZeRO).
# 7e9 parameters: 14 GB + 14 GB + 84 GB = 112 GB. Activations need the shape: unknown, and so is M_total
# (absent, not the 112 GB lower bound), with a note naming the options that give them.
# --precision fp16 is the example's mixed precision (fp16 gradients too).
$ mlsys memory --params 7e9 --phase train --optimizer adam --precision fp16 -f csv --columns M_weights,M_gradients,M_optimizer,M_activations,M_total
M_weights,M_gradients,M_optimizer,M_activations,M_total
14000000000,14000000000,84000000000,,
$ mlsys memory --params 7e9 --phase train --optimizer adam --precision fp16 --columns M_optimizer,M_total
symbol       meaning                                value
M_optimizer  optimizer state per device (training)  84 GB
M_total      sum of the above per device            -
note: gradients in fp16
note: M_activations unknown: give --layers, --hidden and --heads, or --workload; M_total is unknown too, at least M_weights + M_gradients + M_optimizer
# The default is bf16 weights with fp32 gradients (mlsys train's rule): 14 GB + 7e9 x 4 B =
# 28 GB + 84 GB = 126 GB of state.
$ mlsys memory --params 7e9 --phase train -f csv --columns M_weights,M_gradients,M_optimizer
M_weights,M_gradients,M_optimizer
14000000000,28000000000,84000000000
# The state alone, 126e9 B, exceeds an H100's 80 GiB = 85,899,345,920 B: a firm false,
# whatever the activations. A B200's 180 GB could hold it: unknown.
$ mlsys memory --params 7e9 --phase train --hw h100 -f csv --columns capacity,fits,devices_min
capacity,fits,devices_min
85899345920,false,
$ mlsys memory --params 7e9 --phase train --hw b200 -f csv --columns fits,devices_min
fits,devices_min
,
# ZeRO's Figure 1 (7.5e9 parameters, N_d = 64; 120 GB, 31.4 GB, 16.6 GB, 1.9 GB):
# stage 1: 15e9 + 15e9 + 90e9/64 = 31,406,250,000 B; stage 2: 15e9 + 105e9/64 =
# 16,640,625,000 B; stage 3: 120e9/64 = 1,875,000,000 B (weights, gradients, optimizer).
$ mlsys memory --params 7.5e9 --phase train --precision fp16 --dp 64 --zero 1..3 -f csv --columns zero,M_weights,M_gradients,M_optimizer
zero,M_weights,M_gradients,M_optimizer
1,15000000000,15000000000,1406250000
2,15000000000,234375000,1406250000
3,234375000,234375000,1406250000
# Inference still needs the shape (the KV cache), and training needs P.
$ mlsys memory --params 7e9
! mlsys memory: --params: phase infer needs FLOPs per sample or a transformer shape (layers, hidden, heads)
? 2
$ mlsys memory --layers 32 --phase train
! mlsys memory: no workload: give --workload NAME, or --params (with --layers --hidden --heads unless --phase train)
? 2
