# T_svc(B) from the iron law: Llama 3.1 8B on an H100 (data/workloads/llama3-8b.yaml,
# data/hardware/h100-sxm.yaml), B = 8, 1,000 prompt tokens, 100 output tokens, fp16:
#   prefill: O = 8 (2*8.03e9*1000 + 2*32*4096*1000^2) = 1.30579e14 FLOP -> 132.03 ms;
#            D_vol = 16.06e9 + 8*131,072*1000 = 17.1086e9 B -> 5.1070 ms; + 10 us
#   decode at the mean context 1000 + 101/2 = 1050.5 tokens, per step:
#            O = 8 (2*8.03e9 + 4*32*4096*1050.5) = 1.32886e11 FLOP -> 0.13436 ms;
#            D_vol = 16.06e9 + 8*131,072*1050.5 = 17.1615e9 B -> 5.12284 ms; + 10 us
#   T_svc = 137.147 ms + 100 * 5.26720 ms = 663.87 ms
$ mlsys serving --arrival 10req/s --hw h100 --workload llama3-8b --batch 8 --prompt 1000 --output-tokens 100 --columns T_svc
663.9 ms
$ mlsys serving --arrival 10req/s --hw h100 --svc 1s
! mlsys serving: --hw and --workload go together
? 2
$ mlsys serving --arrival 10req/s --hw h100 --workload llama3-8b --svc 1s
! mlsys serving: give --hw/--workload or a service time (--svc, --svc-base, --latency), not both
? 2
$ mlsys serving --arrival 10req/s --hw h100 --workload resnet50
! mlsys serving: --workload: phase prefill needs a transformer (layers, hidden, heads and parameters) or an SSM (layers, ssm_state); this workload has only FLOPs per sample; use --phase infer or train
? 2
