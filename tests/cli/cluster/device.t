# cluster --hw --workload: the cluster law's terms come from the training model
# (one figure, one model): T_compute is mlsys train's iteration on one device,
# T_step its iteration on N devices (t = p = 1, d = N). Checked against train
# itself, the same model reached through the other command, at the same
# defaults (bf16 weights with fp32 gradients: set-up's rule for both).
$ mlsys cluster --devices 64 --hw h100 --workload llama3-8b --global-batch 1024 --fabric ib-ndr -f json | jq -r '.rows[0] | [.T_compute, .T_step] | @csv' > c.csv && mlsys train --hw h100 --workload llama3-8b --devices 1 --tp 1 --pp 1 --global-batch 1024 --fabric ib-ndr --columns T_step -f csv --no-header > t1 && mlsys train --hw h100 --workload llama3-8b --devices 64 --tp 1 --pp 1 --global-batch 1024 --fabric ib-ndr --columns T_step -f csv --no-header > t64 && echo "$(cat t1),$(cat t64)" | cmp - c.csv && echo same
same
# The scaling figures follow from their definitions: eta_scaling = T_1/(N T_N),
# speedup = T_1/T_N, R_eff = N R_peak MFU eta_scaling eta_goodput (h100: 989.4
# TFLOP/s... at bf16 989e12, the default precision); checked from the row's own T_compute, T_step, MFU.
$ mlsys cluster --devices 64 --hw h100 --workload llama3-8b --global-batch 1024 --fabric ib-ndr -f json | jq -r '.rows[0] | [(.eta_scaling * 64 * .T_step / .T_compute), (.speedup * .T_step / .T_compute), (.R_eff / (64 * 989e12 * .MFU * .eta_scaling))] | @csv'
= rtol 1e-12
1,1,1
# The time to train is steps x T_step: tokens/(B S) = 1e9/(1024 x 2048) steps.
$ mlsys cluster --devices 64 --hw h100 --workload llama3-8b --global-batch 1024 --fabric ib-ndr --tokens 1e9 -f json | jq -r '.rows[0] | .time_to_train / (1e9 / (1024 * 2048) * .T_step)'
= rtol 1e-12
1
# A replica that does not fit is a warning: GPT-3 with 2 B weights, 2 B
# gradients and 12 B of Adam state per parameter needs over 2.7 TB on each device.
$ mlsys cluster --devices 1024 --hw a100 --workload gpt3 --global-batch 2048 --fabric ib-hdr
~ ^note: warning: a replica does not fit: [0-9.]+ GB per device against 85.9 GB; shard it with mlsys train --tp --pp --zero$
# Pure data parallelism cannot split a batch over more replicas than sequences.
$ mlsys cluster --devices 1024 --hw a100 --workload gpt3 --global-batch 1536 --fabric ib-hdr
! mlsys cluster: --global-batch: B = 1536 does not split into d = 1024 replicas of whole microbatches of b = 1; give a --global-batch that is a multiple of 1024, or split the model with mlsys train --tp --pp
? 2
$ mlsys cluster --devices 8 --hw h100
! mlsys cluster: --hw and --workload go together
? 2
$ mlsys cluster --devices 8 --hw h100 --workload llama3-8b --t-compute 1s
! mlsys cluster: --workload: gives T_compute; drop --t-compute and --eta-scaling
? 2
# What the training model gives cannot also be given.
$ mlsys cluster --devices 8 --hw h100 --workload llama3-8b --global-batch 8 --mfu 0.45
! mlsys cluster: --mfu: comes from the training model with --workload (one figure, one model); set the matmul efficiency with --eff
? 2
$ mlsys cluster --devices 8 --hw h100 --workload llama3-8b --global-batch 8 --params 7e9
! mlsys cluster: --params: comes from the training model with --workload; drop it
? 2
$ mlsys cluster --devices 8 --hw h100 --workload llama3-8b --global-batch 8 --overlap 0.5
! mlsys cluster: --overlap: comes from the training model with --workload (it overlaps the gradient exchange with the backward pass); drop it
? 2
# Given is given, even when the text equals the default (--mfu 1, --overlap 0):
# the option is refused for what it is, not for its value.
$ mlsys cluster --devices 8 --hw h100 --workload llama3-8b --global-batch 8 --mfu 1
! mlsys cluster: --mfu: comes from the training model with --workload (one figure, one model); set the matmul efficiency with --eff
? 2
$ mlsys cluster --devices 8 --hw h100 --workload llama3-8b --global-batch 8 --overlap 0
! mlsys cluster: --overlap: comes from the training model with --workload (it overlaps the gradient exchange with the backward pass); drop it
? 2
# A sequence of 1e300 tokens overflows the attention terms (s^2 > 1.8e308): the
# training model's result is no number, an error naming the numbers given.
$ mlsys cluster --hw a100 --workload gpt3 --devices 8 --seq 1e300 --batch 8
! mlsys cluster: --devices, --global-batch, --seq: T_step comes out as NaN, not a finite number above zero: the values given are beyond what the model can compute in doubles; give realistic ones
? 2
# The replica's memory is train's at train's defaults: Llama 3.1 8B, P = 8,030,257,152
# (counted from the shape), bf16 weights 2 P, fp32 gradients 4 P, Adam 12 P: 18 P =
# 144,544,628,736 B; activations of one microbatch of 2048 tokens, selective
# recomputation, no tensor parallelism: per layer s b h (10 + 4 + 4 x 8/32 + 16 x 1.5 x
# 14336 / (4 x 4096)) = 2048 x 4096 x 36 = 301,989,888 B (K and V of the 8 kv heads, a
# quarter of the 32 query heads' width), x 32 layers = 9,663,676,416 B; the output
# layer's logits, 16-bit and the loss's fp32 softmax, 2048 x 128,256 x (2 + 4) =
# 1,576,009,728 B; 155,784,314,880 B, plus the megatron stack's reserve of 3 GB
# (workspaces, communicator buffers, allocator; docs/train.md): 158,784,314,880 B =
# 158.8 GB per device against the A100's 80 GiB (85.9 GB).
$ mlsys cluster --devices 64 --hw a100 --workload llama3-8b --global-batch 1024 --fabric ib-hdr -f json | jq -r '.notes[] | select(test("does not fit"))'
warning: a replica does not fit: 158.8 GB per device against 85.9 GB; shard it with mlsys train --tp --pp --zero
