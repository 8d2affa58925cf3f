# train: optimizers, LoRA/QLoRA, offload and failures, by hand on a small
# GPT (2 layers, h 64, 4 heads, FFN 4h = 256, V 1,000, s 128) on one H100.
# Its parameters, 12 h^2 + 13 h = 49,984 per layer (Narayanan et al. 2021
# eq. 2) and V h + s h = 72,192 for the embedding and position table:
# P = 172,160.
#
# The optimizer's state per parameter, fp32 master weights included: Adam
# 12 B = 2,065,920 B; 8-bit Adam 6 B plus an fp32 absmax per block of 2048
# for each moment (Dettmers et al. 2022), 6.00390625 P = 1,033,632.5 B;
# Adafactor 4 P + 4 B per row and column of each matrix (Shazeer & Stern
# 2018): per layer Q, K, V, O 4 x 128, up and down 2 x 320, 1,152, two
# layers 2,304, the embedding 1,064: 4 x 172,160 + 4 x 3,368 = 702,112 B;
# SGD with momentum 8 P = 1,377,280 B.
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --optimizer adam,adam8bit,adafactor,sgd -f csv --columns M_optimizer
= rtol 1e-12
M_optimizer
2065920
1033632.5
702112
1377280
# Without --optimizer, Adam (and nothing else changes: docs/validation.md).
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 -f csv --columns M_optimizer,T_offload,params_trainable
= rtol 1e-12
M_optimizer,T_offload,params_trainable
2065920,0,172160
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --optimizer lion
! mlsys train: --optimizer: unknown value 'lion'; expected one of adam, adam8bit, adafactor, sgd
? 2
#
# LoRA r = 8: r (d_in + d_out) per adapted matrix, 8 x 1,152 x 2 = 18,432
# trainable. Weights: the bf16 base 2 P = 344,320 and the adapters 2 x
# 18,432 = 36,864: 381,184 B; gradients 4 x 18,432 = 73,728 B (fp32); Adam
# 12 x 18,432 = 221,184 B; a checkpoint holds the adapters and their state,
# 14 x 18,432 = 258,048 B.
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --lora-rank 8 -f csv --columns params_trainable,M_weights,M_gradients,M_optimizer,checkpoint_size
= rtol 1e-12
params_trainable,M_weights,M_gradients,M_optimizer,checkpoint_size
18432,381184,73728,221184,258048
# QLoRA: the base in NF4 with double quantisation, 4 + 8/64 + 32/(64 x 256)
# = 4.126953125 bits (Dettmers et al. 2023): 172,160 x 0.515869140625 =
# 88,812.03125 B, with the adapters 125,676.03125 B.
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --lora-rank 8 --base-precision nf4 -f csv --columns M_weights
= rtol 1e-12
M_weights
125676.03125
# Llama 3 8B with r = 16 on every projection: PEFT's print_trainable_parameters
# reports 41,943,040 trainable (target_modules q, k, v, o, gate, up, down).
$ mlsys train --hw h100 --workload llama3-8b --devices 8 --tp 1 --pp 1 --global-batch 8 --lora-rank 16 -f csv --columns params_trainable
params_trainable
41943040
# LoRA skips the base's weight-gradient GEMMs: its compute is below full
# fine-tuning's on Llama 3 8B (the backward pass about 1x the forward, not 2x).
$ a=$(mlsys train --hw h100 --workload llama3-8b --devices 8 --tp 1 --pp 1 --global-batch 8 -f json | jq .rows[0].T_compute); mlsys train --hw h100 --workload llama3-8b --devices 8 --tp 1 --pp 1 --global-batch 8 --lora-rank 16 -f json | jq ".rows[0].T_compute < $a and .rows[0].T_compute > 0.6 * $a"
true
$ mlsys train --hw h100 --workload llama3-8b --devices 8 --tp 1 --pp 1 --global-batch 8 --lora-rank 16 --base-precision nf4 -f json | jq -r '.notes[] | select(startswith("LoRA"))'
LoRA r = 16 on Q, K, V, O and the MLP projections; the base frozen at 0.5159 B per weight (--base-precision)
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --lora-rank 0
! mlsys train: --lora-rank: must be greater than zero
? 2
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --lora-rank 2.5
! mlsys train: --lora-rank: must be a whole number
? 2
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --lora-rank 65
! mlsys train: --lora-rank: the LoRA rank must be a whole number from 1 to the hidden size 64, not 65
? 2
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 2 --dp 2 --lora-rank 8 --zero 3
! mlsys train: --lora-rank: LoRA is not modelled with ZeRO-3 (its frozen base would be gathered like trained weights): use ZeRO 0 to 2
? 2
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --base-precision nf4
! mlsys train: --base-precision: the frozen base is LoRA's: give --lora-rank too
? 2
#
# Offload of the optimizer over the H100's PCIe Gen5 x16, 64 GB/s per
# direction (data/hardware/h100-sxm.yaml), the host at 1e6 parameters/s:
# fp32 gradients down and bf16 weights up, 6 P = 1,032,960 B = 16.14 us, and
# the host step P / 1e6 = 0.17216 s: 0.17217614 s; no optimizer state left
# on the device. The megatron stack (the default) keeps its fp32 gradient
# buffer, 4 P = 688,640 B, as Megatron-Core's optimizer CPU offload does;
# deepspeed streams the gradients to the host (ZeRO-Offload): none left.
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --offload optimizer --cpu-opt-rate 1e6/s -f csv --columns T_offload,T_optimizer,M_optimizer,M_gradients
= rtol 1e-12
T_offload,T_optimizer,M_optimizer,M_gradients
0.17217614,0,0,688640
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --offload optimizer --cpu-opt-rate 1e6/s --framework deepspeed -f csv --columns T_offload,M_optimizer,M_gradients
= rtol 1e-12
T_offload,M_optimizer,M_gradients
0.17217614,0,0
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --offload optimizer -f json | jq -r '.notes[] | select(startswith("megatron stack: the offloaded"))'
megatron stack: the offloaded optimizer leaves the gradient buffer on the device, copied down after the reduce (Megatron-Core's optimizer CPU offload; deepspeed and fsdp stream gradients to the host: --framework)
# --offload none is the default: nothing moves.
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --offload none -f csv --columns T_offload,M_optimizer
= rtol 1e-12
T_offload,M_optimizer
0,2065920
# T_offload is a term of T_step (with the stack's fixed cost T_fixed).
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --offload optimizer,activations -f json | jq '.rows[0] | (.T_compute + .T_tp + .T_pp + .T_dp + .T_optimizer + .T_offload + .T_fixed) / .T_step'
= rtol 1e-12
1
# Weights over a host link of 1 GB/s, no recomputation, 8 layers (P = 8 x
# 49,984 + 72,192 = 472,064): 2 P = 944,128 B streamed up for the forward and
# the backward pass and the update written back, 3 x 944,128 = 2,832,384 B =
# 2.832384 ms; two of the eight layers stay on the device, 944,128 / 4 =
# 236,032 B.
$ mlsys train --hw h100 --layers 8 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --recompute none --offload weights --host-bw 1GB/s -f csv --columns T_offload,M_weights
= rtol 1e-12
T_offload,M_weights
0.002832384,236032
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --offload optimizer -f json | jq -r '.notes[] | select(startswith("offload") or startswith("the host"))'
the host runs the optimizer at 1e+09 parameters/s per device (an assumption of the order of DeepSpeed's CPU Adam; --cpu-opt-rate)
offload over the device's host link, 64 GB/s per direction, not overlapped with compute (--host-bw)
# The row's offload key names what is kept in host memory, in the option's
# words (a comma list, quoted in CSV).
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --offload weights,optimizer -f csv --columns offload --no-header
"optimizer,weights"
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 -f tsv --columns offload --no-header
none
# any is plan's (a search), not a layout train can time.
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --offload any
! mlsys train: --offload: any searches offload in plan; give what to keep in host memory (optimizer, weights, activations, a comma list) or none
? 2
# What a stack can offload (docs/train.md, Offload): DeepSpeed's offload_param
# is valid only with ZeRO stage 3 and offload_optimizer with stages 1 to 3
# (its configuration reference); FSDP's CPUOffloadPolicy moves parameters,
# gradients and the optimizer step to the host together. Over one rank
# (d = 1) the stage is moot and not asked for.
$ mlsys train --hw a100 --workload llama3-8b --devices 8 --global-batch 8 --framework deepspeed --offload weights --zero 1
! mlsys train: --offload: deepspeed offloads the weights only with ZeRO stage 3
? 2
$ mlsys train --hw a100 --workload llama3-8b --devices 8 --global-batch 8 --framework deepspeed --offload optimizer
! mlsys train: --offload: deepspeed offloads the optimizer only with ZeRO stage 1 or above
? 2
$ mlsys train --hw a100 --workload llama3-8b --devices 8 --global-batch 8 --framework fsdp --offload optimizer
! mlsys train: --offload: fsdp offloads the optimizer and the weights only together (parameters, gradients and the optimizer step on the host)
? 2
$ mlsys train --hw a100 --workload llama3-8b --devices 8 --global-batch 8 --framework fsdp --offload weights,optimizer --zero 3 -f csv --columns offload --no-header
"optimizer,weights"
$ mlsys train --hw a100 --workload llama3-8b --devices 1 --global-batch 8 --framework deepspeed --offload optimizer -f csv --columns offload,zero --no-header
optimizer,0
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --offload bogus
! mlsys train: --offload: 'bogus' is not one of optimizer, weights, activations (a comma list) or none
? 2
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --offload weights,weights
! mlsys train: --offload: weights is given twice
? 2
$ mlsys train --peak 100TFLOP/s --bw 1TB/s --capacity 80GB --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --offload optimizer
! mlsys train: --offload: the device has no host link in the catalog (interconnect.host): give --host-bw
? 2
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --host-bw 10GB/s
! mlsys train: --host-bw: the link offload uses: give --offload too
? 2
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --offload weights --cpu-opt-rate 1e9/s
! mlsys train: --cpu-opt-rate: the host's optimizer: give --offload optimizer too
? 2
#
# Failures. One device of MTBF 1e4 s; a checkpoint of the weights and Adam
# state, 14 P = 2,410,240 B, written at 24,102.4 B/s: T_write = 100 s.
# Daly (2006), x = T_write / (2 MTBF) = 0.005: tau = sqrt(2 x 100 x 1e4)
# (1 + sqrt(x)/3 + x/9) - 100 = 1414.2136 x 1.0241258 - 100 = 1348.3326 s
# (Young's first-order sqrt(2 T_write MTBF) = 1414.2 s); goodput with the
# default restart of 600 s, tau / (M e^(R/M) (e^((tau + T_write)/M) - 1)) =
# 0.81478195.
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --mtbf 1e4s --write-bw 24102.4B/s -f csv --columns checkpoint_size,MTBF_system,T_write,tau_ckpt,goodput
= rtol 1e-7
checkpoint_size,MTBF_system,T_write,tau_ckpt,goodput
2410240,10000,100,1348.3326,0.81478195
# --restart 0: goodput tau / (M (e^((tau + T_write)/M) - 1)) = 1348.3326 /
# (1e4 x (e^0.14483326 - 1)) = 1348.3326 / (1e4 x 0.15584682) = 0.86516525.
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --mtbf 1e4s --write-bw 24102.4B/s --restart 0s -f csv --columns goodput
= rtol 1e-7
goodput
0.86516525
# With --tokens the time to train is the failure-free time over the goodput.
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --mtbf 1e4s --write-bw 24102.4B/s --tokens 1e9 -f json | jq '.rows[0] | .time_to_train * .goodput / .time_to_train_ideal'
= rtol 1e-12
1
# Energy and cost follow the failure-aware time: cost = N x time x price.
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --mtbf 1e4s --write-bw 24102.4B/s --tokens 1e9 --price 3600USD/h -f json | jq '.rows[0] | .cost_run / .time_to_train'
= rtol 1e-12
1
# A second method: the checkpoint command on the same inputs (Llama 3 70B on
# 1,024 H100, MTBF 50,000 h per device, the checkpoint train reports, 2 TB/s,
# 10 min) gives the same system MTBF, Daly interval and exponential goodput.
$ a=$(mlsys train --hw h100 --workload llama3-70b --devices 1024 --tp 8 --pp 4 --global-batch 512 --seq 8192 --attention flash --mtbf 50000h -f json | jq -c '.rows[0]'); b=$(mlsys checkpoint --size "$(jq -r .checkpoint_size <<<"$a") B" --write-bw 2TB/s --devices 1024 --mtbf-device 50000h --restart 10min -f json | jq -c '.rows[0]'); jq -rn --argjson a "$a" --argjson b "$b" '[$a.MTBF_system / $b.MTBF_system, $a.T_write / $b.T_write, $a.tau_ckpt / $b.tau_daly, $a.goodput / $b.eta_goodput_exp] | @csv'
= rtol 1e-12
1,1,1,1
$ mlsys train --hw h100 --workload llama3-70b --devices 1024 --tp 8 --pp 4 --global-batch 512 --seq 8192 --mtbf 50000h -f json | jq -r '.notes[] | select(startswith("restart") or startswith("checkpoints") or startswith("time_to_train"))'
time_to_train counts failures: time_to_train_ideal / goodput, a checkpoint (trainable weights and optimizer state) every tau_ckpt (Daly 2006), exponential failures
restart 10 min per failure (default: Llama 3, one failure every 3 h of 16,384 H100 at over 90 % effective time; --restart)
checkpoints written at 2 TB/s (default: Llama 3's Tectonic storage, sustained; --write-bw)
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --restart 5min -f json | jq -r '.notes[] | select(startswith("no failures"))'
no failures to charge: --restart and --write-bw need --mtbf-device
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --mtbf 0h
! mlsys train: --mtbf-device: must be greater than zero
? 2
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --mtbf 1h --write-bw 0B/s
! mlsys train: --write-bw: must be greater than zero
? 2
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --mtbf 1h --restart -1s
! mlsys train: --restart: must not be negative
? 2
# Failures faster than a checkpoint can be written leave no useful work.
$ mlsys train --hw h100 --layers 2 --hidden 64 --heads 4 --vocab 1000 --seq 128 --devices 1 --mtbf 1s --write-bw 1B/s
! mlsys train: --mtbf-device: no useful work: the job fails every 1 s on average, against a checkpoint write of 2.41024e+06 s and a restart of 600 s
? 2
