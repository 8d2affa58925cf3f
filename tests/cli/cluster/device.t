# T_compute from the training lowering: one step of Llama 3.1 8B (8.03e9 params, 32
# layers, d 4096, 32 heads) at B = 1, S = 1 on one H100 (fp16, 10 us launch):
#   O     = 3 (2*8.03e9 + 2*32*4096) = 48,180,786,432 FLOP -> 48.72 us
#   A     = 32 * (1*1*4096*2/2) * (34 + 5*32/4096) = 4,461,568 B of activations
#   D_vol = 5*2*8.03e9 + 24*8.03e9 + 2A = 273,028,923,136 B -> 81.50 ms
#   T_compute = 81.50 ms + 0.0487 ms + 0.01 ms = 81.56 ms
$ mlsys cluster --devices 1 --hw h100 --workload llama3-8b --seq 1 --columns T_compute
81.56 ms
$ mlsys cluster --devices 8 --hw h100
! mlsys cluster: --hw and --workload go together
? 2
$ mlsys cluster --devices 8 --hw h100 --workload llama3-8b --t-compute 1s
! mlsys cluster: --workload: gives T_compute; drop --t-compute and --eta-scaling
? 2
