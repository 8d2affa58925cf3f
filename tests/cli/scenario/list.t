# Every shipped scenario with its type, the number of its expectations and its title.
$ mlsys scenario list
name                                                    type                        expectations  title
AmdahlSpeedup                                           evaluate                               2  Amdahl's limit with a 10 % serial fraction at 256 and 8,192 devices
AutonomousVehicle                                       application                            4  Object detection for a vehicle on an edge GPU
AutonomousVehicle_Waymo                                 application                            3  Object detection for a vehicle that must also ingest its sensor stream
BLOOM176B_prod_t4_b2                                    evaluate                               1  BLOOM-176B shape (112 heads) on 384 A100, t 4, p 12, d 8, microbatch 2, Megatron-DeepSpeed
BLOOM176B_t4_b2                                         evaluate                               2  BLOOM-176B shape (64 heads) on 384 A100, t 4, p 12, d 8, microbatch 2, Megatron-DeepSpeed
BLOOM176B_t4_b4                                         evaluate                               2  BLOOM-176B shape (64 heads) on 384 A100, t 4, p 12, d 8, microbatch 4, Megatron-DeepSpeed
BLOOM176B_t8_b2                                         evaluate                               2  BLOOM-176B shape (64 heads) on 384 A100, t 8, p 12, d 4, microbatch 2, Megatron-DeepSpeed
BLOOM181B_0221_t8_p12_d4_b1                             evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100 (2022-02-21), t 8, p 12, d 4, microbatch 1, global batch 2048, Megatron-DeepSpeed fp16
BLOOM181B_0221_t8_p12_d4_b2                             evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100 (2022-02-21), t 8, p 12, d 4, microbatch 2, global batch 2048, Megatron-DeepSpeed fp16
BLOOM181B_0221_t8_p12_d4_b4                             evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100 (2022-02-21), t 8, p 12, d 4, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM181B_0221_t8_p12_d4_b8                             evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100 (2022-02-21), t 8, p 12, d 4, microbatch 8, global batch 2048, Megatron-DeepSpeed fp16
BLOOM181B_0221_t8_p6_d8_b1                              evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100 (2022-02-21), t 8, p 6, d 8, microbatch 1, global batch 2048, Megatron-DeepSpeed fp16
BLOOM181B_0221_t8_p6_d8_b2                              evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100 (2022-02-21), t 8, p 6, d 8, microbatch 2, global batch 2048, Megatron-DeepSpeed fp16
BLOOM181B_0221_t8_p6_d8_b4                              evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100 (2022-02-21), t 8, p 6, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM181B_0225_t2_p12_d16_b2                            evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100, t 2, p 12, d 16, microbatch 2, global batch 2048, Megatron-DeepSpeed fp16
BLOOM181B_0225_t2_p24_d8_b1                             evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100, t 2, p 24, d 8, microbatch 1, global batch 2048, Megatron-DeepSpeed fp16
BLOOM181B_0225_t2_p24_d8_b2                             evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100, t 2, p 24, d 8, microbatch 2, global batch 2048, Megatron-DeepSpeed fp16
BLOOM181B_0225_t4_p12_d8_b2                             evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100, t 4, p 12, d 8, microbatch 2, global batch 2048, Megatron-DeepSpeed fp16
BLOOM181B_0225_t4_p12_d8_b4                             evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100, t 4, p 12, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM181B_0225_t4_p24_d4_b1                             evaluate                               1  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100, t 4, p 24, d 4, microbatch 1, global batch 2048, Megatron-DeepSpeed fp16
BLOOM181B_0225_t4_p6_d16_b2                             evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100, t 4, p 6, d 16, microbatch 2, global batch 2048, Megatron-DeepSpeed fp16
BLOOM181B_0225_t4_p6_d16_b4                             evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100, t 4, p 6, d 16, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM181B_0225_t8_p12_d4_b2                             evaluate                               1  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100, t 8, p 12, d 4, microbatch 2, global batch 2048, Megatron-DeepSpeed fp16
BLOOM181B_0225_t8_p12_d4_b4                             evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100, t 8, p 12, d 4, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM181B_0225_t8_p2_d24_b1                             evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100, t 8, p 2, d 24, microbatch 1, global batch 2016, Megatron-DeepSpeed fp16
BLOOM181B_0225_t8_p2_d24_b2                             evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100, t 8, p 2, d 24, microbatch 2, global batch 2016, Megatron-DeepSpeed fp16
BLOOM181B_0225_t8_p4_d12_b2                             evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100, t 8, p 4, d 12, microbatch 2, global batch 2016, Megatron-DeepSpeed fp16
BLOOM181B_0225_t8_p4_d12_b4                             evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100, t 8, p 4, d 12, microbatch 4, global batch 2016, Megatron-DeepSpeed fp16
BLOOM181B_0225_t8_p6_d8_b4                              evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100, t 8, p 6, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM181B_0225_t8_p6_d8_b6                              evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100, t 8, p 6, d 8, microbatch 6, global batch 2016, Megatron-DeepSpeed fp16
BLOOM181B_0225_t8_p8_d6_b4                              evaluate                               2  A 181B BLOOM candidate (72 layers, hidden 14336, 64 heads) on 384 A100, t 8, p 8, d 6, microbatch 4, global batch 2016, Megatron-DeepSpeed fp16
BLOOM_0223_h12288_l96_t8_p6_d8_b2                       evaluate                               1  A BLOOM candidate shape (hidden 12288, 96 layers, 64 heads) on 384 A100 (2022-02-23), t 8, p 6, d 8, microbatch 2, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0223_h12288_l96_t8_p6_d8_b4                       evaluate                               1  A BLOOM candidate shape (hidden 12288, 96 layers, 64 heads) on 384 A100 (2022-02-23), t 8, p 6, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0223_h13312_l84_t8_p12_d4_b4                      evaluate                               1  A BLOOM candidate shape (hidden 13312, 84 layers, 64 heads) on 384 A100 (2022-02-23), t 8, p 12, d 4, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0223_h13312_l84_t8_p6_d8_b2                       evaluate                               1  A BLOOM candidate shape (hidden 13312, 84 layers, 64 heads) on 384 A100 (2022-02-23), t 8, p 6, d 8, microbatch 2, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0223_h13312_l84_t8_p6_d8_b4                       evaluate                               1  A BLOOM candidate shape (hidden 13312, 84 layers, 64 heads) on 384 A100 (2022-02-23), t 8, p 6, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0223_h13824_l78_t8_p6_d8_b4                       evaluate                               1  A BLOOM candidate shape (hidden 13824, 78 layers, 64 heads) on 384 A100 (2022-02-23), t 8, p 6, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0223_h14336_l72_t8_p12_d4_b4                      evaluate                               1  A BLOOM candidate shape (hidden 14336, 72 layers, 64 heads) on 384 A100 (2022-02-23), t 8, p 12, d 4, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0223_h14336_l72_t8_p6_d8_b4                       evaluate                               1  A BLOOM candidate shape (hidden 14336, 72 layers, 64 heads) on 384 A100 (2022-02-23), t 8, p 6, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0226_h13312_l84_a64_t4_p12_d8_b2                  evaluate                               1  A BLOOM candidate shape (hidden 13312, 84 layers, 64 heads) on 384 A100 (2022-02-26), t 4, p 12, d 8, microbatch 2, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0226_h13312_l84_a64_t4_p12_d8_b4                  evaluate                               1  A BLOOM candidate shape (hidden 13312, 84 layers, 64 heads) on 384 A100 (2022-02-26), t 4, p 12, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0226_h13312_l84_a64_t8_p6_d8_b2                   evaluate                               1  A BLOOM candidate shape (hidden 13312, 84 layers, 64 heads) on 384 A100 (2022-02-26), t 8, p 6, d 8, microbatch 2, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0226_h13824_l78_a64_t4_p12_d8_b1                  evaluate                               1  A BLOOM candidate shape (hidden 13824, 78 layers, 64 heads) on 384 A100 (2022-02-26), t 4, p 12, d 8, microbatch 1, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0226_h13824_l78_a64_t4_p12_d8_b2                  evaluate                               2  A BLOOM candidate shape (hidden 13824, 78 layers, 64 heads) on 384 A100 (2022-02-26), t 4, p 12, d 8, microbatch 2, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0226_h13824_l78_a64_t4_p12_d8_b4                  evaluate                               1  A BLOOM candidate shape (hidden 13824, 78 layers, 64 heads) on 384 A100 (2022-02-26), t 4, p 12, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0226_h13824_l78_a96_t4_p12_d8_b2                  evaluate                               2  A BLOOM candidate shape (hidden 13824, 78 layers, 96 heads) on 384 A100 (2022-02-26), t 4, p 12, d 8, microbatch 2, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0226_h13824_l78_a96_t4_p12_d8_b4                  evaluate                               1  A BLOOM candidate shape (hidden 13824, 78 layers, 96 heads) on 384 A100 (2022-02-26), t 4, p 12, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0226_h13824_l78_a96_t8_p6_d8_b4                   evaluate                               1  A BLOOM candidate shape (hidden 13824, 78 layers, 96 heads) on 384 A100 (2022-02-26), t 8, p 6, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0227_h12288_l106_a64_t4_p12_d8_b2                 evaluate                               1  A 195B BLOOM candidate (106 layers, hidden 12288, 64 heads) on 384 A100 (2022-02-27), t 4, p 12, d 8, microbatch 2, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0227_h12288_l106_a96_t4_p12_d8_b2                 evaluate                               1  A 195B BLOOM candidate (106 layers, hidden 12288, 96 heads) on 384 A100 (2022-02-27), t 4, p 12, d 8, microbatch 2, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0227_h13824_l78_a96_t4_p6_d16_b4                  evaluate                               1  A 182B BLOOM candidate (78 layers, hidden 13824, 96 heads) on 384 A100 (2022-02-27), t 4, p 6, d 16, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0227_h13824_l78_a96_t8_p6_d8_b2                   evaluate                               1  A 182B BLOOM candidate (78 layers, hidden 13824, 96 heads) on 384 A100 (2022-02-27), t 8, p 6, d 8, microbatch 2, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0227_h13824_l78_a96_t8_p6_d8_b4                   evaluate                               1  A 182B BLOOM candidate (78 layers, hidden 13824, 96 heads) on 384 A100 (2022-02-27), t 8, p 6, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_0228_h12288_l100_a64_t8_p6_d8_b2                  evaluate                               1  A 184B BLOOM candidate (100 layers, hidden 12288, 64 heads) on 384 A100 (2022-02-28), t 8, p 6, d 8, microbatch 2, global batch 2048, Megatron-DeepSpeed bf16
BLOOM_0228_h12288_l100_a64_t8_p6_d8_b4                  evaluate                               1  A 184B BLOOM candidate (100 layers, hidden 12288, 64 heads) on 384 A100 (2022-02-28), t 8, p 6, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed bf16
BLOOM_0228_h12288_l106_a128_t4_p12_d8_b2                evaluate                               1  A 195B BLOOM candidate (106 layers, hidden 12288, 128 heads) on 384 A100 (2022-02-28), t 4, p 12, d 8, microbatch 2, global batch 2048, Megatron-DeepSpeed bf16
BLOOM_0228_h12288_l106_a64_t4_p12_d8_b2                 evaluate                               1  A 195B BLOOM candidate (106 layers, hidden 12288, 64 heads) on 384 A100 (2022-02-28), t 4, p 12, d 8, microbatch 2, global batch 2048, Megatron-DeepSpeed bf16
BLOOM_0228_h12288_l106_a96_t4_p12_d8_b2                 evaluate                               1  A 195B BLOOM candidate (106 layers, hidden 12288, 96 heads) on 384 A100 (2022-02-28), t 4, p 12, d 8, microbatch 2, global batch 2048, Megatron-DeepSpeed bf16
BLOOM_0228_h12288_l106_a96_t4_p12_d8_b4                 evaluate                               1  A 195B BLOOM candidate (106 layers, hidden 12288, 96 heads) on 384 A100 (2022-02-28), t 4, p 12, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed bf16
BLOOM_0228_h13312_l82_a104_t4_p12_d8_b2                 evaluate                               1  A 178B BLOOM candidate (82 layers, hidden 13312, 104 heads) on 384 A100 (2022-02-28), t 4, p 12, d 8, microbatch 2, global batch 2048, Megatron-DeepSpeed bf16
BLOOM_0228_h13312_l82_a128_t4_p12_d8_b2                 evaluate                               1  A 178B BLOOM candidate (82 layers, hidden 13312, 128 heads) on 384 A100 (2022-02-28), t 4, p 12, d 8, microbatch 2, global batch 2048, Megatron-DeepSpeed bf16
BLOOM_0228_h13312_l82_a64_t4_p12_d8_b2                  evaluate                               1  A 178B BLOOM candidate (82 layers, hidden 13312, 64 heads) on 384 A100 (2022-02-28), t 4, p 12, d 8, microbatch 2, global batch 2048, Megatron-DeepSpeed bf16
BLOOM_0228_h13312_l82_a64_t4_p12_d8_b4                  evaluate                               1  A 178B BLOOM candidate (82 layers, hidden 13312, 64 heads) on 384 A100 (2022-02-28), t 4, p 12, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed bf16
BLOOM_0228_h13312_l82_a64_t8_p12_d4_b4                  evaluate                               1  A 178B BLOOM candidate (82 layers, hidden 13312, 64 heads) on 384 A100 (2022-02-28), t 8, p 12, d 4, microbatch 4, global batch 2048, Megatron-DeepSpeed bf16
BLOOM_0228_h13312_l94_a128_t4_p12_d8_b2                 evaluate                               1  A 203B BLOOM candidate (94 layers, hidden 13312, 128 heads) on 384 A100 (2022-02-28), t 4, p 12, d 8, microbatch 2, global batch 2048, Megatron-DeepSpeed bf16
BLOOM_heads_h12288_l96_a128                             evaluate                               1  A 177B BLOOM candidate (96 layers, hidden 12288, 128 heads) on 384 A100 (02-24), t 8, p 6, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_heads_h12288_l96_a96                              evaluate                               1  A 177B BLOOM candidate (96 layers, hidden 12288, 96 heads) on 384 A100 (02-24), t 8, p 6, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_heads_h13312_l84_a128                             evaluate                               1  A 182B BLOOM candidate (84 layers, hidden 13312, 128 heads) on 384 A100 (02-23), t 8, p 6, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_heads_h13824_l78_a128                             evaluate                               1  A 182B BLOOM candidate (78 layers, hidden 13824, 128 heads) on 384 A100 (02-23), t 8, p 6, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_heads_h13824_l78_a96                              evaluate                               1  A 182B BLOOM candidate (78 layers, hidden 13824, 96 heads) on 384 A100 (02-23), t 8, p 6, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_heads_h14336_l72_a112                             evaluate                               1  A 181B BLOOM candidate (72 layers, hidden 14336, 112 heads) on 384 A100 (02-23), t 8, p 6, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_heads_h14336_l72_a128                             evaluate                               1  A 181B BLOOM candidate (72 layers, hidden 14336, 128 heads) on 384 A100 (02-23), t 8, p 6, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_heads_h14336_l72_a16                              evaluate                               1  A 181B BLOOM candidate (72 layers, hidden 14336, 16 heads) on 384 A100 (02-24), t 8, p 6, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_heads_h14336_l72_a256                             evaluate                               1  A 181B BLOOM candidate (72 layers, hidden 14336, 256 heads) on 384 A100 (02-24), t 8, p 6, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOM_heads_h14336_l72_a32                              evaluate                               1  A 181B BLOOM candidate (72 layers, hidden 14336, 32 heads) on 384 A100 (02-23), t 8, p 6, d 8, microbatch 4, global batch 2048, Megatron-DeepSpeed fp16
BLOOMwarmup_0226_gbs1024                                evaluate                               1  A BLOOM candidate shape (hidden 13824, 78 layers, 96 heads) on 384 A100 (2022-02-26), t 4, p 12, d 8, microbatch 2, global batch 1024 of BLOOM's batch-size warm-up, Megatron-DeepSpeed fp16
BLOOMwarmup_0226_gbs1536                                evaluate                               1  A BLOOM candidate shape (hidden 13824, 78 layers, 96 heads) on 384 A100 (2022-02-26), t 4, p 12, d 8, microbatch 2, global batch 1536 of BLOOM's batch-size warm-up, Megatron-DeepSpeed fp16
BLOOMwarmup_0226_gbs512                                 evaluate                               1  A BLOOM candidate shape (hidden 13824, 78 layers, 96 heads) on 384 A100 (2022-02-26), t 4, p 12, d 8, microbatch 2, global batch 512 of BLOOM's batch-size warm-up, Megatron-DeepSpeed fp16
BatchedServiceRate                                      evaluate                               3  Service rate and utilization of a batched server
CarbonPoland10000GPUs                                   evaluate                               2  A month of 10,000 GPUs at 700 W on the Polish grid
ChatbotServing                                          application                            4  Time to first token of a chatbot on one H100
CheckpointYoung175B10000GPUs                            evaluate                               4  Young's checkpoint interval for a 175B model on 10,000 GPUs
ClusterFailures2048GPUs                                 evaluate                               2  MTBF of 2,048 GPUs and the chance of a failure in a day
DecodeCeilingLlama31_8B_H100                            evaluate                               2  Decode ceiling of Llama 3.1 8B in bf16 on one H100
DenseParametersVsBandwidthSince2014                     parameter-bandwidth-growth             1  Dense-model parameter growth against per-device memory bandwidth, 2014 on
EffectiveRate100kH100                                   evaluate                               1  Effective rate of a 100,000-GPU H100 cluster after MFU, scaling and goodput losses
FrontierTraining                                        application                            5  Training a GPT-4-class mixture of experts on 8,192 H100
GPT3TrainingEmissions                                   evaluate                               2  Carbon emitted by training GPT-3 (1,287 MWh on a 429 g/kWh grid)
GPT3TrainingTime1024A100                                evaluate                               2  Time to train GPT-3 175B on 1,024 A100 at 45 % of peak
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C128              evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 128 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C128_MTP          evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 128 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C16               evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 16 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C16_MTP           evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 16 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C32               evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 32 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C32_MTP           evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 32 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C4                evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 4 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C4_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 4 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C64               evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 64 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C64_MTP           evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 64 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C8                evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 8 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C8_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 8 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C128              evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 128 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C128_MTP          evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 128 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C16               evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 16 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C16_MTP           evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 16 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C32               evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 32 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C32_MTP           evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 32 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C4                evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 4 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C4_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 4 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C64               evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 64 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C64_MTP           evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 64 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C8                evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 8 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C8_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 8 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C128              evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 128 requests at a time, 8192 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C128_MTP          evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 128 requests at a time, 8192 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C16               evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 16 requests at a time, 8192 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C16_MTP           evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 16 requests at a time, 8192 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C32               evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 32 requests at a time, 8192 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C32_MTP           evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 32 requests at a time, 8192 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C4                evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 4 requests at a time, 8192 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C4_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 4 requests at a time, 8192 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C64               evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 64 requests at a time, 8192 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C64_MTP           evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 64 requests at a time, 8192 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C8                evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 8 requests at a time, 8192 in / 1024 out
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C8_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 8 requests at a time, 8192 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C128            evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 128 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C128_MTP        evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 128 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C256            evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 256 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C256_MTP        evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 256 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C32             evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 32 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C32_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 32 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C64             evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 64 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C64_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 64 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_8192_C128            evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 128 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_8192_C256            evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 256 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C128            evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 128 requests at a time, 8192 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C16             evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 16 requests at a time, 8192 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C256            evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 256 requests at a time, 8192 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C32             evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 32 requests at a time, 8192 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C4              evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 4 requests at a time, 8192 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C64             evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 64 requests at a time, 8192 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C8              evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 8 requests at a time, 8192 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C16             evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 16 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C16_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 16 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C32             evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 32 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C32_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 32 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C4              evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 4 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C4_MTP          evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 4 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C8              evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 8 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C8_MTP          evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 8 requests at a time, 1024 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C128            evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 128 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C128_MTP        evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 128 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C16             evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 16 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C16_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 16 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C32             evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 32 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C32_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 32 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C4              evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 4 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C4_MTP          evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 4 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C64             evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 64 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C64_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 64 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C8              evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 8 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C8_MTP          evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 8 requests at a time, 1024 in / 8192 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_8192_1024_C4              evaluate                               1  InferenceX: ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 4 requests at a time, 8192 in / 1024 out
IX_ATOM_MI355X_DSR1_MXFP4_TP8_8192_1024_C4_MTP          evaluate                               1  InferenceX, speculative decoding (MTP): ATOM serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 4 requests at a time, 8192 in / 1024 out
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C16            evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 16 requests at a time, 1024 in / 1024 out
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C16_MTP        evaluate                               1  InferenceX, speculative decoding (MTP): SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 16 requests at a time, 1024 in / 1024 out
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C32            evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 32 requests at a time, 1024 in / 1024 out
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C32_MTP        evaluate                               1  InferenceX, speculative decoding (MTP): SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 32 requests at a time, 1024 in / 1024 out
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C4             evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 4 requests at a time, 1024 in / 1024 out
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C4_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 4 requests at a time, 1024 in / 1024 out
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C64            evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 64 requests at a time, 1024 in / 1024 out
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C64_MTP        evaluate                               1  InferenceX, speculative decoding (MTP): SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 64 requests at a time, 1024 in / 1024 out
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C8             evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 8 requests at a time, 1024 in / 1024 out
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C8_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 8 requests at a time, 1024 in / 1024 out
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C16            evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 16 requests at a time, 1024 in / 8192 out
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C16_MTP        evaluate                               1  InferenceX, speculative decoding (MTP): SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 16 requests at a time, 1024 in / 8192 out
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C32            evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 32 requests at a time, 1024 in / 8192 out
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C32_MTP        evaluate                               1  InferenceX, speculative decoding (MTP): SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 32 requests at a time, 1024 in / 8192 out
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C4             evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 4 requests at a time, 1024 in / 8192 out
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C4_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 4 requests at a time, 1024 in / 8192 out
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C64            evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 64 requests at a time, 1024 in / 8192 out
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C64_MTP        evaluate                               1  InferenceX, speculative decoding (MTP): SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 64 requests at a time, 1024 in / 8192 out
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C8             evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 8 requests at a time, 1024 in / 8192 out
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C8_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 8 requests at a time, 1024 in / 8192 out
IX_SGLang059_B200_DSR1_FP8_TP8_8192_1024_C4             evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 4 requests at a time, 8192 in / 1024 out
IX_SGLang059_B200_DSR1_FP8_TP8_8192_1024_C4_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 4 requests at a time, 8192 in / 1024 out
IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C16            evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 16 requests at a time, 1024 in / 1024 out
IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C32            evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 32 requests at a time, 1024 in / 1024 out
IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C4             evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 4 requests at a time, 1024 in / 1024 out
IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C64            evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 64 requests at a time, 1024 in / 1024 out
IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C8             evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 8 requests at a time, 1024 in / 1024 out
IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C16            evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 16 requests at a time, 1024 in / 8192 out
IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C32            evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 32 requests at a time, 1024 in / 8192 out
IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C4             evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 4 requests at a time, 1024 in / 8192 out
IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C64            evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 64 requests at a time, 1024 in / 8192 out
IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C8             evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 8 requests at a time, 1024 in / 8192 out
IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C16            evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 16 requests at a time, 8192 in / 1024 out
IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C32            evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 32 requests at a time, 8192 in / 1024 out
IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C4             evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 4 requests at a time, 8192 in / 1024 out
IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C64            evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 64 requests at a time, 8192 in / 1024 out
IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C8             evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 8 requests at a time, 8192 in / 1024 out
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C16          evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI300X, tensor parallel 8, 16 requests at a time, 1024 in / 1024 out
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C32          evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI300X, tensor parallel 8, 32 requests at a time, 1024 in / 1024 out
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C4           evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI300X, tensor parallel 8, 4 requests at a time, 1024 in / 1024 out
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C64          evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI300X, tensor parallel 8, 64 requests at a time, 1024 in / 1024 out
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C8           evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI300X, tensor parallel 8, 8 requests at a time, 1024 in / 1024 out
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C16          evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI300X, tensor parallel 8, 16 requests at a time, 1024 in / 8192 out
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C32          evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI300X, tensor parallel 8, 32 requests at a time, 1024 in / 8192 out
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C4           evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI300X, tensor parallel 8, 4 requests at a time, 1024 in / 8192 out
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C64          evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI300X, tensor parallel 8, 64 requests at a time, 1024 in / 8192 out
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C8           evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI300X, tensor parallel 8, 8 requests at a time, 1024 in / 8192 out
IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C16          evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI300X, tensor parallel 8, 16 requests at a time, 8192 in / 1024 out
IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C32          evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI300X, tensor parallel 8, 32 requests at a time, 8192 in / 1024 out
IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C4           evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI300X, tensor parallel 8, 4 requests at a time, 8192 in / 1024 out
IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C64          evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI300X, tensor parallel 8, 64 requests at a time, 8192 in / 1024 out
IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C8           evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI300X, tensor parallel 8, 8 requests at a time, 8192 in / 1024 out
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C16          evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI325X, tensor parallel 8, 16 requests at a time, 1024 in / 1024 out
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C32          evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI325X, tensor parallel 8, 32 requests at a time, 1024 in / 1024 out
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C4           evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI325X, tensor parallel 8, 4 requests at a time, 1024 in / 1024 out
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C64          evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI325X, tensor parallel 8, 64 requests at a time, 1024 in / 1024 out
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C8           evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI325X, tensor parallel 8, 8 requests at a time, 1024 in / 1024 out
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C16          evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI325X, tensor parallel 8, 16 requests at a time, 1024 in / 8192 out
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C32          evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI325X, tensor parallel 8, 32 requests at a time, 1024 in / 8192 out
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C4           evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI325X, tensor parallel 8, 4 requests at a time, 1024 in / 8192 out
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C64          evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI325X, tensor parallel 8, 64 requests at a time, 1024 in / 8192 out
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C8           evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI325X, tensor parallel 8, 8 requests at a time, 1024 in / 8192 out
IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C16          evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI325X, tensor parallel 8, 16 requests at a time, 8192 in / 1024 out
IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C32          evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI325X, tensor parallel 8, 32 requests at a time, 8192 in / 1024 out
IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C4           evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI325X, tensor parallel 8, 4 requests at a time, 8192 in / 1024 out
IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C64          evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI325X, tensor parallel 8, 64 requests at a time, 8192 in / 1024 out
IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C8           evaluate                               1  InferenceX: SGLang 0.5.9 serving DeepSeek-R1 (FP8) on 8 MI325X, tensor parallel 8, 8 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C128              evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 128 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C16               evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 16 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C32               evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 32 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C4                evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 4 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C64               evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 64 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C8                evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 8 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C128              evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 128 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C16               evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 16 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C32               evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 32 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C4                evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 4 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C64               evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 64 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C8                evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 8 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C128              evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 128 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C16               evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 16 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C32               evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 32 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C4                evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 4 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C64               evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 64 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C8                evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 8 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C128          evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 128 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C16           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 16 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C32           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 32 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C4            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 4 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C64           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 64 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C8            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 8 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C128          evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 128 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C16           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 16 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C32           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 32 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C4            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 4 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C64           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 64 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C8            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 8 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C128          evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 128 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C16           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 16 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C32           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 32 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C4            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 4 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C64           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 64 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C8            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 8 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C128              evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 128 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C16               evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 16 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C32               evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 32 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C4                evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 4 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C64               evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 64 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C8                evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 8 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C128              evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 128 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C16               evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 16 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C32               evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 32 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C4                evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 4 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C64               evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 64 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C8                evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 8 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C128              evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 128 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C16               evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 16 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C32               evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 32 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C4                evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 4 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C64               evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 64 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C8                evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 8 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C128          evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 128 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C16           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 16 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C32           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 32 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C4            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 4 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C64           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 64 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C8            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 8 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C128          evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 128 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C16           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 16 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C32           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 32 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C4            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 4 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C64           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 64 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C8            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 8 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP4_TP8_EP8_8192_1024_C16           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 16 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP8_EP8_8192_1024_C4            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 4 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP4_TP8_EP8_8192_1024_C8            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 8 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C16           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 16 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C32           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 32 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C4            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 4 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C64           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 64 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C8            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 8 requests at a time, 1024 in / 1024 out
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C16           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 16 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C32           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 32 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C4            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 4 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C64           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 64 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C8            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 8 requests at a time, 1024 in / 8192 out
IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C16           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 16 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C32           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 32 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C4            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 4 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C64           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 64 requests at a time, 8192 in / 1024 out
IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C8            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 8 requests at a time, 8192 in / 1024 out
IX_SGLang_MI355X_DSR1_FP8_TP4_8192_1024_C32             evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 4 MI355X, tensor parallel 4, 32 requests at a time, 8192 in / 1024 out
IX_SGLang_MI355X_DSR1_FP8_TP4_8192_1024_C64             evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 4 MI355X, tensor parallel 4, 64 requests at a time, 8192 in / 1024 out
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C16             evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 16 requests at a time, 1024 in / 1024 out
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C32             evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 32 requests at a time, 1024 in / 1024 out
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C4              evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 4 requests at a time, 1024 in / 1024 out
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C64             evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 64 requests at a time, 1024 in / 1024 out
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C8              evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 8 requests at a time, 1024 in / 1024 out
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C16             evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 16 requests at a time, 1024 in / 8192 out
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C32             evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 32 requests at a time, 1024 in / 8192 out
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C4              evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 4 requests at a time, 1024 in / 8192 out
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C64             evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 64 requests at a time, 1024 in / 8192 out
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C8              evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 8 requests at a time, 1024 in / 8192 out
IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C16             evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 16 requests at a time, 8192 in / 1024 out
IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C32             evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 32 requests at a time, 8192 in / 1024 out
IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C4              evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 4 requests at a time, 8192 in / 1024 out
IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C64             evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 64 requests at a time, 8192 in / 1024 out
IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C8              evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (FP8) on 8 MI355X, tensor parallel 8, 8 requests at a time, 8192 in / 1024 out
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C16           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 16 requests at a time, 1024 in / 1024 out
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C32           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 32 requests at a time, 1024 in / 1024 out
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C4            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 4 requests at a time, 1024 in / 1024 out
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C64           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 64 requests at a time, 1024 in / 1024 out
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C8            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 8 requests at a time, 1024 in / 1024 out
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C16           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 16 requests at a time, 1024 in / 8192 out
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C32           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 32 requests at a time, 1024 in / 8192 out
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C4            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 4 requests at a time, 1024 in / 8192 out
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C64           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 64 requests at a time, 1024 in / 8192 out
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C8            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 8 requests at a time, 1024 in / 8192 out
IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C16           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 16 requests at a time, 8192 in / 1024 out
IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C32           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 32 requests at a time, 8192 in / 1024 out
IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C4            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 4 requests at a time, 8192 in / 1024 out
IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C64           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 64 requests at a time, 8192 in / 1024 out
IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C8            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 4 MI355X, tensor parallel 4, 8 requests at a time, 8192 in / 1024 out
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C16           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 16 requests at a time, 1024 in / 1024 out
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C32           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 32 requests at a time, 1024 in / 1024 out
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C4            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 4 requests at a time, 1024 in / 1024 out
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C64           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 64 requests at a time, 1024 in / 1024 out
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C8            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 8 requests at a time, 1024 in / 1024 out
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C16           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 16 requests at a time, 1024 in / 8192 out
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C32           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 32 requests at a time, 1024 in / 8192 out
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C4            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 4 requests at a time, 1024 in / 8192 out
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C64           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 64 requests at a time, 1024 in / 8192 out
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C8            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 8 requests at a time, 1024 in / 8192 out
IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C16           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 16 requests at a time, 8192 in / 1024 out
IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C32           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 32 requests at a time, 8192 in / 1024 out
IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C4            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 4 requests at a time, 8192 in / 1024 out
IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C64           evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 64 requests at a time, 8192 in / 1024 out
IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C8            evaluate                               1  InferenceX: SGLang serving DeepSeek-R1 (MXFP4) on 8 MI355X, tensor parallel 8, 8 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_DEP4_1024_1024_C256             evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, attention data-parallel, experts over 4 (EP 4), 256 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_DEP4_1024_1024_C256_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, attention data-parallel, experts over 4 (EP 4), 256 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_DEP4_1024_8192_C256             evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, attention data-parallel, experts over 4 (EP 4), 256 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_DEP4_1024_8192_C256_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, attention data-parallel, experts over 4 (EP 4), 256 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C128             evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, attention data-parallel, experts over 4 (EP 4), 128 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C128_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, attention data-parallel, experts over 4 (EP 4), 128 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C256             evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, attention data-parallel, experts over 4 (EP 4), 256 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C256_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, attention data-parallel, experts over 4 (EP 4), 256 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C64              evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, attention data-parallel, experts over 4 (EP 4), 64 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C64_MTP          evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, attention data-parallel, experts over 4 (EP 4), 64 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_1024_C128             evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, attention data-parallel, experts over 8 (EP 8), 128 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_1024_C128_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, attention data-parallel, experts over 8 (EP 8), 128 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_1024_C256             evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, attention data-parallel, experts over 8 (EP 8), 256 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_1024_C256_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, attention data-parallel, experts over 8 (EP 8), 256 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_8192_C128             evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, attention data-parallel, experts over 8 (EP 8), 128 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_8192_C128_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, attention data-parallel, experts over 8 (EP 8), 128 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_8192_C256             evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, attention data-parallel, experts over 8 (EP 8), 256 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_8192_C256_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, attention data-parallel, experts over 8 (EP 8), 256 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C128             evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, attention data-parallel, experts over 8 (EP 8), 128 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C128_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, attention data-parallel, experts over 8 (EP 8), 128 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C256             evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, attention data-parallel, experts over 8 (EP 8), 256 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C256_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, attention data-parallel, experts over 8 (EP 8), 256 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C64              evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, attention data-parallel, experts over 8 (EP 8), 64 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C64_MTP          evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, attention data-parallel, experts over 8 (EP 8), 64 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C128              evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 128 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C16               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 16 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C256              evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 256 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C32               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 32 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C4                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 4 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C4_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 4 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C64               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 64 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C8                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 8 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C8_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 8 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C128              evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 128 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C16               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 16 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C16_MTP           evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 16 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C256              evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 256 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C32               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 32 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C4                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 4 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C4_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 4 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C64               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 64 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C8                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 8 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C8_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 8 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C128              evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 128 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C16               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 16 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C16_MTP           evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 16 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C256              evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 256 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C32               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 32 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C4                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 4 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C4_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 4 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C64               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 64 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C8                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 8 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C8_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, 8 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_1024_C128          evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 128 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_1024_C64           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 64 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_1024_C64_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 64 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_8192_C128          evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 128 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_8192_C64           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 64 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_8192_C64_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 64 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C16           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 16 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C32           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 32 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C32_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 32 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C4            evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 4 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C8            evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 4 B200, tensor parallel 4, experts over 4 (EP 4), 8 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C128              evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 128 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C128_MTP          evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 128 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C16               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 16 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C256              evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 256 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C32               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 32 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C4                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 4 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C4_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 4 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C64               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 64 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C8                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 8 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C8_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 8 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C128              evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 128 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C16               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 16 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C256              evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 256 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C32               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 32 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C4                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 4 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C4_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 4 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C64               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 64 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C8                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 8 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C8_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 8 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C128              evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 128 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C16               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 16 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C16_MTP           evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 16 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C256              evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 256 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C32               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 32 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C4                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 4 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C4_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 4 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C64               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 64 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C8                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 8 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C8_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, 8 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C128          evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 128 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C128_MTP      evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 128 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C16           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 16 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C16_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 16 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C32           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 32 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C32_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 32 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C64           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 64 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C64_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 64 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C128          evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 128 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C32           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 32 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C32_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 32 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C64           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 64 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C64_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (NVFP4 experts) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 64 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_DEP8_1024_1024_C64              evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, attention data-parallel, experts over 8 (EP 8), 64 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_DEP8_1024_1024_C64_MTP          evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, attention data-parallel, experts over 8 (EP 8), 64 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_DEP8_1024_8192_C256             evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, attention data-parallel, experts over 8 (EP 8), 256 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_DEP8_1024_8192_C256_MTP         evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, attention data-parallel, experts over 8 (EP 8), 256 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C128              evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 128 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C128_MTP          evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 128 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C4                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 4 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C4_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 4 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C64               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 64 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C64_MTP           evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 64 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C8                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 8 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C8_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 8 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C128              evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 128 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C16               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 16 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C16_MTP           evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 16 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C32               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 32 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C32_MTP           evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 32 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C4                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 4 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C4_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 4 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C64               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 64 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C64_MTP           evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 64 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C8                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 8 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C8_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 8 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C128              evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 128 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C128_MTP          evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 128 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C256              evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 256 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C256_MTP          evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 256 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C4                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 4 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C4_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 4 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C64               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 64 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C64_MTP           evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 64 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C8                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 8 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C8_MTP            evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, 8 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C16           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 16 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C16_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 16 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C32           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 32 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C32_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 32 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C4            evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 4 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C4_MTP        evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 4 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C8            evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 8 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C8_MTP        evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 8 requests at a time, 1024 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C16           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 16 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C16_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 16 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C32           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 32 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C32_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 32 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C4            evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 4 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C4_MTP        evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 4 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C64           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 64 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C64_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 64 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C8            evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 8 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C8_MTP        evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 8 requests at a time, 1024 in / 8192 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C16           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 16 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C16_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 16 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C32           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 32 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C32_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 32 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C4            evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 4 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C4_MTP        evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 4 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C64           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 64 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C8            evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 8 requests at a time, 8192 in / 1024 out
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C8_MTP        evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 B200, tensor parallel 8, experts over 8 (EP 8), 8 requests at a time, 8192 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_DEP8_8192_1024_C64              evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, attention data-parallel, experts over 8 (EP 8), 64 requests at a time, 8192 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_DEP8_8192_1024_C64_MTP          evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, attention data-parallel, experts over 8 (EP 8), 64 requests at a time, 8192 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C16               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 16 requests at a time, 1024 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C32               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 32 requests at a time, 1024 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C4                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 4 requests at a time, 1024 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C64               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 64 requests at a time, 1024 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C8                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 8 requests at a time, 1024 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C16               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 16 requests at a time, 1024 in / 8192 out
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C32               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 32 requests at a time, 1024 in / 8192 out
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C4                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 4 requests at a time, 1024 in / 8192 out
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C64               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 64 requests at a time, 1024 in / 8192 out
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C8                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 8 requests at a time, 1024 in / 8192 out
IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C16               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 16 requests at a time, 8192 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C32               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 32 requests at a time, 8192 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C4                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 4 requests at a time, 8192 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C64               evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 64 requests at a time, 8192 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C8                evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, 8 requests at a time, 8192 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C16           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 16 requests at a time, 1024 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C16_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 16 requests at a time, 1024 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C32           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 32 requests at a time, 1024 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C32_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 32 requests at a time, 1024 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C4            evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 4 requests at a time, 1024 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C4_MTP        evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 4 requests at a time, 1024 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C64           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 64 requests at a time, 1024 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C64_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 64 requests at a time, 1024 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C8            evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 8 requests at a time, 1024 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C8_MTP        evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 8 requests at a time, 1024 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C16           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 16 requests at a time, 1024 in / 8192 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C16_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 16 requests at a time, 1024 in / 8192 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C32           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 32 requests at a time, 1024 in / 8192 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C32_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 32 requests at a time, 1024 in / 8192 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C4            evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 4 requests at a time, 1024 in / 8192 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C4_MTP        evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 4 requests at a time, 1024 in / 8192 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C64           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 64 requests at a time, 1024 in / 8192 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C64_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 64 requests at a time, 1024 in / 8192 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C8            evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 8 requests at a time, 1024 in / 8192 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C8_MTP        evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 8 requests at a time, 1024 in / 8192 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C16           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 16 requests at a time, 8192 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C16_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 16 requests at a time, 8192 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C32           evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 32 requests at a time, 8192 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C32_MTP       evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 32 requests at a time, 8192 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C4            evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 4 requests at a time, 8192 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C4_MTP        evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 4 requests at a time, 8192 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C8            evaluate                               1  InferenceX: TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 8 requests at a time, 8192 in / 1024 out
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C8_MTP        evaluate                               1  InferenceX, speculative decoding (MTP): TensorRT-LLM serving DeepSeek-R1 (FP8) on 8 H200, tensor parallel 8, experts over 8 (EP 8), 8 requests at a time, 8192 in / 1024 out
KeywordSpotting                                         application                            4  Always-on keyword spotting on a microcontroller
Korthikanti22_175B_full                                 evaluate                               1  175B GPT on 64 A100 (t 8, p 8), full recomputation
Korthikanti22_175B_selective                            evaluate                               1  175B GPT on 64 A100 (t 8, p 8), selective recomputation + sequence parallelism
Korthikanti22_1T_full                                   evaluate                               1  1T GPT on 512 A100 (t 8, p 64), full recomputation
Korthikanti22_1T_selective                              evaluate                               1  1T GPT on 512 A100 (t 8, p 64), selective recomputation + sequence parallelism
Korthikanti22_22B_full                                  evaluate                               1  22B GPT on 8 A100 (t 8, p 1), full recomputation
Korthikanti22_22B_selective                             evaluate                               1  22B GPT on 8 A100 (t 8, p 1), selective recomputation + sequence parallelism
Korthikanti22_530B_dp8                                  evaluate                               1  530B GPT on 2,240 A100 (t 8, p 35, d 8), selective recomputation + sequence parallelism
Korthikanti22_530B_full                                 evaluate                               1  530B GPT on 280 A100 (t 8, p 35), full recomputation
Korthikanti22_530B_selective                            evaluate                               1  530B GPT on 280 A100 (t 8, p 35), selective recomputation + sequence parallelism
LLMFoundry_MPT70B_64                                    evaluate                               1  MPT-70B on 64 H100, s 2048, microbatch 8, full recomputation, llm-foundry FSDP
LLMFoundry_MPT7B_2k                                     evaluate                               1  MPT-7B on 8 H100, s 2048, microbatch 6, no recomputation, llm-foundry FSDP
LLMFoundry_MPT7B_32k                                    evaluate                               1  MPT-7B on 8 H100, s 32768, microbatch 2, full recomputation, llm-foundry FSDP
Llama2_70B_DecodeFloorTP2                               evaluate                               2  Memory-bandwidth floor of one Llama 2 70B decode step at tensor parallelism 2 on H100
LlamaCpp4167_M1Max_Llama2_7B_Q4_0                       evaluate                               1  llama.cpp Metal batch-1 decode: LLaMA 7B v2 Q4_0 on an Apple M1 Max (32-core GPU)
LlamaCpp4167_M1Max_Llama2_7B_Q4_0_Prefill512            evaluate                               1  llama.cpp Metal prompt processing: LLaMA 7B v2 Q4_0 on an Apple M1 Max (32-core GPU), 512 tokens
LlamaCpp4167_M1Pro_Llama2_7B_Q4_0                       evaluate                               1  llama.cpp Metal batch-1 decode: LLaMA 7B v2 Q4_0 on an Apple M1 Pro (16-core GPU)
LlamaCpp4167_M1Pro_Llama2_7B_Q4_0_Prefill512            evaluate                               1  llama.cpp Metal prompt processing: LLaMA 7B v2 Q4_0 on an Apple M1 Pro (16-core GPU), 512 tokens
LlamaCpp4167_M1Ultra_Llama2_7B_Q4_0                     evaluate                               1  llama.cpp Metal batch-1 decode: LLaMA 7B v2 Q4_0 on an Apple M1 Ultra (64-core GPU)
LlamaCpp4167_M1Ultra_Llama2_7B_Q4_0_Prefill512          evaluate                               1  llama.cpp Metal prompt processing: LLaMA 7B v2 Q4_0 on an Apple M1 Ultra (64-core GPU), 512 tokens
LlamaCpp4167_M1_Llama2_7B_Q4_0                          evaluate                               1  llama.cpp Metal batch-1 decode: LLaMA 7B v2 Q4_0 on an Apple M1 (8-core GPU)
LlamaCpp4167_M1_Llama2_7B_Q4_0_Prefill512               evaluate                               1  llama.cpp Metal prompt processing: LLaMA 7B v2 Q4_0 on an Apple M1 (8-core GPU), 512 tokens
LlamaCpp4167_M2Max_Llama2_7B_Q4_0                       evaluate                               1  llama.cpp Metal batch-1 decode: LLaMA 7B v2 Q4_0 on an Apple M2 Max (38-core GPU)
LlamaCpp4167_M2Max_Llama2_7B_Q4_0_Prefill512            evaluate                               1  llama.cpp Metal prompt processing: LLaMA 7B v2 Q4_0 on an Apple M2 Max (38-core GPU), 512 tokens
LlamaCpp4167_M2Pro_Llama2_7B_Q4_0                       evaluate                               1  llama.cpp Metal batch-1 decode: LLaMA 7B v2 Q4_0 on an Apple M2 Pro (19-core GPU)
LlamaCpp4167_M2Pro_Llama2_7B_Q4_0_Prefill512            evaluate                               1  llama.cpp Metal prompt processing: LLaMA 7B v2 Q4_0 on an Apple M2 Pro (19-core GPU), 512 tokens
LlamaCpp4167_M2Ultra_Llama2_7B_Q4_0                     evaluate                               1  llama.cpp Metal batch-1 decode: LLaMA 7B v2 Q4_0 on an Apple M2 Ultra (76-core GPU)
LlamaCpp4167_M2Ultra_Llama2_7B_Q4_0_Prefill512          evaluate                               1  llama.cpp Metal prompt processing: LLaMA 7B v2 Q4_0 on an Apple M2 Ultra (76-core GPU), 512 tokens
LlamaCpp4167_M2_Llama2_7B_Q4_0                          evaluate                               1  llama.cpp Metal batch-1 decode: LLaMA 7B v2 Q4_0 on an Apple M2 (10-core GPU)
LlamaCpp4167_M2_Llama2_7B_Q4_0_Prefill512               evaluate                               1  llama.cpp Metal prompt processing: LLaMA 7B v2 Q4_0 on an Apple M2 (10-core GPU), 512 tokens
LlamaCpp4167_M3Max_Llama2_7B_Q4_0                       evaluate                               1  llama.cpp Metal batch-1 decode: LLaMA 7B v2 Q4_0 on an Apple M3 Max (40-core GPU)
LlamaCpp4167_M3Max_Llama2_7B_Q4_0_Prefill512            evaluate                               1  llama.cpp Metal prompt processing: LLaMA 7B v2 Q4_0 on an Apple M3 Max (40-core GPU), 512 tokens
LlamaCpp4167_M3Pro_Llama2_7B_Q4_0                       evaluate                               1  llama.cpp Metal batch-1 decode: LLaMA 7B v2 Q4_0 on an Apple M3 Pro (18-core GPU)
LlamaCpp4167_M3Pro_Llama2_7B_Q4_0_Prefill512            evaluate                               1  llama.cpp Metal prompt processing: LLaMA 7B v2 Q4_0 on an Apple M3 Pro (18-core GPU), 512 tokens
LlamaCpp4167_M3Ultra_Llama2_7B_Q4_0                     evaluate                               1  llama.cpp Metal batch-1 decode: LLaMA 7B v2 Q4_0 on an Apple M3 Ultra (80-core GPU)
LlamaCpp4167_M3Ultra_Llama2_7B_Q4_0_Prefill512          evaluate                               1  llama.cpp Metal prompt processing: LLaMA 7B v2 Q4_0 on an Apple M3 Ultra (80-core GPU), 512 tokens
LlamaCpp4167_M3_Llama2_7B_Q4_0                          evaluate                               1  llama.cpp Metal batch-1 decode: LLaMA 7B v2 Q4_0 on an Apple M3 (10-core GPU)
LlamaCpp4167_M3_Llama2_7B_Q4_0_Prefill512               evaluate                               1  llama.cpp Metal prompt processing: LLaMA 7B v2 Q4_0 on an Apple M3 (10-core GPU), 512 tokens
LlamaCpp4167_M4Max_Llama2_7B_Q4_0                       evaluate                               1  llama.cpp Metal batch-1 decode: LLaMA 7B v2 Q4_0 on an Apple M4 Max (40-core GPU)
LlamaCpp4167_M4Max_Llama2_7B_Q4_0_Prefill512            evaluate                               1  llama.cpp Metal prompt processing: LLaMA 7B v2 Q4_0 on an Apple M4 Max (40-core GPU), 512 tokens
LlamaCpp4167_M4Pro_Llama2_7B_Q4_0                       evaluate                               1  llama.cpp Metal batch-1 decode: LLaMA 7B v2 Q4_0 on an Apple M4 Pro (20-core GPU)
LlamaCpp4167_M4Pro_Llama2_7B_Q4_0_Prefill512            evaluate                               1  llama.cpp Metal prompt processing: LLaMA 7B v2 Q4_0 on an Apple M4 Pro (20-core GPU), 512 tokens
LlamaCpp4167_M4_Llama2_7B_Q4_0                          evaluate                               1  llama.cpp Metal batch-1 decode: LLaMA 7B v2 Q4_0 on an Apple M4 (10-core GPU)
LlamaCpp4167_M4_Llama2_7B_Q4_0_Prefill512               evaluate                               1  llama.cpp Metal prompt processing: LLaMA 7B v2 Q4_0 on an Apple M4 (10-core GPU), 512 tokens
LlamaCppMulti_A100PCIex4_Llama3_70B_F16_Decode          evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-70B F16 on 4 A100 PCIe GPUs (llama.cpp layer split)
LlamaCppMulti_A100PCIex4_Llama3_70B_F16_Prefill4096     evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B F16 on 4 A100 PCIe GPUs (llama.cpp layer split)
LlamaCppMulti_A100PCIex4_Llama3_70B_Q4KM_Prefill4096    evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B Q4_K_M on 4 A100 PCIe GPUs (llama.cpp layer split)
LlamaCppMulti_A100PCIex4_Llama3_8B_F16_Prefill4096      evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B F16 on 4 A100 PCIe GPUs (llama.cpp layer split)
LlamaCppMulti_A100PCIex4_Llama3_8B_Q4KM_Decode          evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on 4 A100 PCIe GPUs (llama.cpp layer split)
LlamaCppMulti_A100x4_Llama3_70B_F16_Decode              evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-70B F16 on 4 A100 SXM GPUs (llama.cpp layer split)
LlamaCppMulti_A100x4_Llama3_70B_F16_Prefill4096         evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B F16 on 4 A100 SXM GPUs (llama.cpp layer split)
LlamaCppMulti_A100x4_Llama3_70B_Q4KM_Prefill4096        evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B Q4_K_M on 4 A100 SXM GPUs (llama.cpp layer split)
LlamaCppMulti_A100x4_Llama3_8B_Q4KM_Decode              evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on 4 A100 SXM GPUs (llama.cpp layer split)
LlamaCppMulti_A40x4_Llama3_70B_F16_Decode               evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-70B F16 on 4 A40 GPUs (llama.cpp layer split)
LlamaCppMulti_A40x4_Llama3_70B_F16_Prefill4096          evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B F16 on 4 A40 GPUs (llama.cpp layer split)
LlamaCppMulti_A40x4_Llama3_8B_F16_Prefill4096           evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B F16 on 4 A40 GPUs (llama.cpp layer split)
LlamaCppMulti_A40x4_Llama3_8B_Q4KM_Decode               evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on 4 A40 GPUs (llama.cpp layer split)
LlamaCppMulti_H100PCIex4_Llama3_70B_F16_Decode          evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-70B F16 on 4 H100 PCIe GPUs (llama.cpp layer split)
LlamaCppMulti_H100PCIex4_Llama3_70B_F16_Prefill4096     evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B F16 on 4 H100 PCIe GPUs (llama.cpp layer split)
LlamaCppMulti_H100PCIex4_Llama3_70B_Q4KM_Prefill4096    evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B Q4_K_M on 4 H100 PCIe GPUs (llama.cpp layer split)
LlamaCppMulti_H100PCIex4_Llama3_8B_F16_Prefill4096      evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B F16 on 4 H100 PCIe GPUs (llama.cpp layer split)
LlamaCppMulti_H100PCIex4_Llama3_8B_Q4KM_Decode          evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on 4 H100 PCIe GPUs (llama.cpp layer split)
LlamaCppMulti_L40Sx4_Llama3_70B_F16_Decode              evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-70B F16 on 4 L40S GPUs (llama.cpp layer split)
LlamaCppMulti_L40Sx4_Llama3_70B_F16_Prefill4096         evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B F16 on 4 L40S GPUs (llama.cpp layer split)
LlamaCppMulti_L40Sx4_Llama3_70B_Q4KM_Prefill4096        evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B Q4_K_M on 4 L40S GPUs (llama.cpp layer split)
LlamaCppMulti_L40Sx4_Llama3_8B_Q4KM_Decode              evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on 4 L40S GPUs (llama.cpp layer split)
LlamaCppMulti_RTX3090x2_Llama3_70B_Q4KM_Decode          evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-70B Q4_K_M on 2 RTX 3090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX3090x2_Llama3_70B_Q4KM_Prefill4096     evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B Q4_K_M on 2 RTX 3090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX3090x2_Llama3_8B_F16_Prefill4096       evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B F16 on 2 RTX 3090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX3090x2_Llama3_8B_Q4KM_Decode           evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on 2 RTX 3090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX3090x4_Llama3_70B_Q4KM_Decode          evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-70B Q4_K_M on 4 RTX 3090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX3090x4_Llama3_70B_Q4KM_Prefill4096     evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B Q4_K_M on 4 RTX 3090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX3090x4_Llama3_8B_F16_Prefill4096       evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B F16 on 4 RTX 3090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX3090x4_Llama3_8B_Q4KM_Decode           evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on 4 RTX 3090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX3090x6_Llama3_70B_F16_Decode           evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-70B F16 on 6 RTX 3090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX3090x6_Llama3_70B_F16_Prefill4096      evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B F16 on 6 RTX 3090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX3090x6_Llama3_70B_Q4KM_Prefill4096     evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B Q4_K_M on 6 RTX 3090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX3090x6_Llama3_8B_F16_Prefill4096       evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B F16 on 6 RTX 3090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX3090x6_Llama3_8B_Q4KM_Decode           evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on 6 RTX 3090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX4000Adax4_Llama3_70B_Q4KM_Decode       evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-70B Q4_K_M on 4 RTX 4000 Ada GPUs (llama.cpp layer split)
LlamaCppMulti_RTX4000Adax4_Llama3_70B_Q4KM_Prefill4096  evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B Q4_K_M on 4 RTX 4000 Ada GPUs (llama.cpp layer split)
LlamaCppMulti_RTX4000Adax4_Llama3_8B_F16_Prefill4096    evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B F16 on 4 RTX 4000 Ada GPUs (llama.cpp layer split)
LlamaCppMulti_RTX4000Adax4_Llama3_8B_Q4KM_Decode        evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on 4 RTX 4000 Ada GPUs (llama.cpp layer split)
LlamaCppMulti_RTX4090x2_Llama3_70B_Q4KM_Decode          evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-70B Q4_K_M on 2 RTX 4090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX4090x2_Llama3_70B_Q4KM_Prefill4096     evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B Q4_K_M on 2 RTX 4090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX4090x2_Llama3_8B_F16_Prefill4096       evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B F16 on 2 RTX 4090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX4090x2_Llama3_8B_Q4KM_Decode           evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on 2 RTX 4090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX4090x4_Llama3_70B_Q4KM_Decode          evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-70B Q4_K_M on 4 RTX 4090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX4090x4_Llama3_70B_Q4KM_Prefill4096     evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B Q4_K_M on 4 RTX 4090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX4090x4_Llama3_8B_F16_Prefill4096       evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B F16 on 4 RTX 4090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX4090x4_Llama3_8B_Q4KM_Decode           evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on 4 RTX 4090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX4090x8_Llama3_70B_F16_Decode           evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-70B F16 on 8 RTX 4090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX4090x8_Llama3_70B_F16_Prefill4096      evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B F16 on 8 RTX 4090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX4090x8_Llama3_70B_Q4KM_Prefill4096     evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B Q4_K_M on 8 RTX 4090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX4090x8_Llama3_8B_F16_Prefill4096       evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B F16 on 8 RTX 4090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX4090x8_Llama3_8B_Q4KM_Decode           evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on 8 RTX 4090 GPUs (llama.cpp layer split)
LlamaCppMulti_RTX5000Adax4_Llama3_70B_Q4KM_Decode       evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-70B Q4_K_M on 4 RTX 5000 Ada GPUs (llama.cpp layer split)
LlamaCppMulti_RTX5000Adax4_Llama3_70B_Q4KM_Prefill4096  evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B Q4_K_M on 4 RTX 5000 Ada GPUs (llama.cpp layer split)
LlamaCppMulti_RTX5000Adax4_Llama3_8B_Q4KM_Decode        evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on 4 RTX 5000 Ada GPUs (llama.cpp layer split)
LlamaCppMulti_RTX6000Adax4_Llama3_70B_F16_Decode        evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-70B F16 on 4 RTX 6000 Ada GPUs (llama.cpp layer split)
LlamaCppMulti_RTX6000Adax4_Llama3_70B_F16_Prefill4096   evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B F16 on 4 RTX 6000 Ada GPUs (llama.cpp layer split)
LlamaCppMulti_RTX6000Adax4_Llama3_70B_Q4KM_Prefill4096  evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B Q4_K_M on 4 RTX 6000 Ada GPUs (llama.cpp layer split)
LlamaCppMulti_RTX6000Adax4_Llama3_8B_F16_Prefill4096    evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B F16 on 4 RTX 6000 Ada GPUs (llama.cpp layer split)
LlamaCppMulti_RTX6000Adax4_Llama3_8B_Q4KM_Decode        evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on 4 RTX 6000 Ada GPUs (llama.cpp layer split)
LlamaCppMulti_RTXA6000x4_Llama3_70B_F16_Decode          evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-70B F16 on 4 RTX A6000 GPUs (llama.cpp layer split)
LlamaCppMulti_RTXA6000x4_Llama3_70B_F16_Prefill4096     evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B F16 on 4 RTX A6000 GPUs (llama.cpp layer split)
LlamaCppMulti_RTXA6000x4_Llama3_70B_Q4KM_Prefill4096    evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-70B Q4_K_M on 4 RTX A6000 GPUs (llama.cpp layer split)
LlamaCppMulti_RTXA6000x4_Llama3_8B_F16_Prefill4096      evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B F16 on 4 RTX A6000 GPUs (llama.cpp layer split)
LlamaCppMulti_RTXA6000x4_Llama3_8B_Q4KM_Decode          evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on 4 RTX A6000 GPUs (llama.cpp layer split)
LlamaCpp_A100PCIe_Llama3_70B_Q4KM                       evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-70B Q4_K_M on one A100 PCIe 80GB
LlamaCpp_A100PCIe_Llama3_70B_Q4KM_Prefill512            evaluate                               1  llama.cpp prompt processing (May 2024 build): a 512-token prompt of Llama-3-70B Q4_K_M on one A100 PCIe 80GB
LlamaCpp_A100PCIe_Llama3_8B_F16                         evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B F16 on one A100 PCIe 80GB
LlamaCpp_A100PCIe_Llama3_8B_F16_Prefill4096             evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B F16 on one A100 PCIe 80GB
LlamaCpp_A100PCIe_Llama3_8B_F16_Prefill512              evaluate                               1  llama.cpp prompt processing (May 2024 build): a 512-token prompt of Llama-3-8B F16 on one A100 PCIe 80GB
LlamaCpp_A100PCIe_Llama3_8B_Q4KM                        evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on one A100 PCIe 80GB
LlamaCpp_A100PCIe_Llama3_8B_Q4KM_Prefill4096            evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B Q4_K_M on one A100 PCIe 80GB
LlamaCpp_A100PCIe_Llama3_8B_Q4KM_Prefill512             evaluate                               1  llama.cpp prompt processing (May 2024 build): a 512-token prompt of Llama-3-8B Q4_K_M on one A100 PCIe 80GB
LlamaCpp_A100_Llama2_7B_Q4_0                            evaluate                               1  llama.cpp CUDA decode (builds of 2025): Llama-2-7B Q4_0 on one A100 80GB, 128 tokens
LlamaCpp_A100_Llama2_7B_Q4_0_Prefill                    evaluate                               1  llama.cpp prompt processing with int8 tensor-core MMQ: a 512-token prompt of Llama-2-7B Q4_0 on one A100 80GB
LlamaCpp_A100_Llama3_70B_Q4KM                           evaluate                               1  llama.cpp batch-1 decode: Llama-3-70B Q4_K_M on one A100 SXM 80GB
LlamaCpp_A100_Llama3_8B_F16                             evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B F16 on one A100 SXM
LlamaCpp_A100_Llama3_8B_Q4KM                            evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on one A100 SXM
LlamaCpp_A100_Llama3_8B_Q4KM_Prefill                    evaluate                               1  llama.cpp prompt processing, weights dequantized for cuBLAS (May 2024 build): a 512-token prompt of Llama-3-8B Q4_K_M on one A100 SXM
LlamaCpp_A40_Llama3_70B_Q4KM                            evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-70B Q4_K_M on one A40
LlamaCpp_A40_Llama3_8B_F16                              evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B F16 on one A40
LlamaCpp_A40_Llama3_8B_F16_Prefill4096                  evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B F16 on one A40
LlamaCpp_A40_Llama3_8B_F16_Prefill512                   evaluate                               1  llama.cpp prompt processing (May 2024 build): a 512-token prompt of Llama-3-8B F16 on one A40
LlamaCpp_A40_Llama3_8B_Q4KM                             evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on one A40
LlamaCpp_A40_Llama3_8B_Q4KM_Prefill4096                 evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B Q4_K_M on one A40
LlamaCpp_A40_Llama3_8B_Q4KM_Prefill512                  evaluate                               1  llama.cpp prompt processing (May 2024 build): a 512-token prompt of Llama-3-8B Q4_K_M on one A40
LlamaCpp_DGXSpark_Llama2_7B_Q4_0                        evaluate                               1  llama.cpp CUDA decode (builds of 2025): Llama-2-7B Q4_0 on a DGX Spark (GB10), 128 tokens
LlamaCpp_DGXSpark_Llama2_7B_Q4_0_Prefill                evaluate                               1  llama.cpp prompt processing with int8 tensor-core MMQ (builds of 2025): a 512-token prompt of Llama-2-7B Q4_0 on a DGX Spark (GB10)
LlamaCpp_H100PCIe_Llama3_70B_Q4KM                       evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-70B Q4_K_M on one H100 PCIe
LlamaCpp_H100PCIe_Llama3_8B_F16                         evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B F16 on one H100 PCIe
LlamaCpp_H100PCIe_Llama3_8B_Q4KM                        evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on one H100 PCIe
LlamaCpp_H100PCIe_Llama3_8B_Q4KM_Prefill                evaluate                               1  llama.cpp prompt processing, weights dequantized for cuBLAS (May 2024 build): a 512-token prompt of Llama-3-8B Q4_K_M on one H100 PCIe
LlamaCpp_H100_Llama2_7B_Q4_0                            evaluate                               1  llama.cpp CUDA decode: Llama-2-7B Q4_0 on one H100 80GB, 128 tokens
LlamaCpp_H100_Llama2_7B_Q4_0_Prefill                    evaluate                               1  llama.cpp prompt processing with int8 tensor-core MMQ: a 512-token prompt of Llama-2-7B Q4_0 on one H100 80GB (SXM5)
LlamaCpp_L40S_Llama3_8B_F16                             evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B F16 on one L40S
LlamaCpp_L40S_Llama3_8B_Q4KM                            evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on one L40S
LlamaCpp_M1Max_Llama3_70B_Q4KM                          evaluate                               1  llama.cpp batch-1 decode on Metal (May 2024 build): Llama-3-70B Q4_K_M on an M1 Max 32-core GPU
LlamaCpp_M1Max_Llama3_8B_F16                            evaluate                               1  llama.cpp batch-1 decode on Metal (May 2024 build): Llama-3-8B F16 on an M1 Max 32-core GPU
LlamaCpp_M1Max_Llama3_8B_F16_Prefill1024                evaluate                               1  llama.cpp prompt processing on Metal (May 2024 build): Llama-3-8B F16 on an M1 Max 32-core GPU, 1,024 tokens
LlamaCpp_M1Max_Llama3_8B_Q4KM                           evaluate                               1  llama.cpp batch-1 decode on Metal (May 2024 build): Llama-3-8B Q4_K_M on an M1 Max 32-core GPU
LlamaCpp_M1Max_Llama3_8B_Q4KM_Prefill1024               evaluate                               1  llama.cpp prompt processing on Metal (May 2024 build): Llama-3-8B Q4_K_M on an M1 Max 32-core GPU, 1,024 tokens
LlamaCpp_M1_Llama7B_Q8_0                                evaluate                               1  llama.cpp Metal decode: LLaMA 7B Q8_0 on an Apple M1 (8-core GPU, 68 GB/s)
LlamaCpp_M2Ultra_Llama3_70B_Q4KM                        evaluate                               1  llama.cpp batch-1 decode: Llama-3-70B Q4_K_M on an M2 Ultra (76-core GPU)
LlamaCpp_M2Ultra_Llama3_8B_F16                          evaluate                               1  llama.cpp batch-1 decode on Metal (May 2024 build): Llama-3-8B F16 on an M2 Ultra 76-core GPU
LlamaCpp_M2Ultra_Llama3_8B_F16_Prefill1024              evaluate                               1  llama.cpp prompt processing on Metal (May 2024 build): Llama-3-8B F16 on an M2 Ultra 76-core GPU, 1,024 tokens
LlamaCpp_M2Ultra_Llama3_8B_Q4KM                         evaluate                               1  llama.cpp batch-1 decode on Metal (May 2024 build): Llama-3-8B Q4_K_M on an M2 Ultra 76-core GPU
LlamaCpp_M2Ultra_Llama3_8B_Q4KM_Prefill1024             evaluate                               1  llama.cpp prompt processing on Metal (May 2024 build): Llama-3-8B Q4_K_M on an M2 Ultra 76-core GPU, 1,024 tokens
LlamaCpp_M2Ultra_Llama7B_F16_Prefill                    evaluate                               1  llama.cpp Metal prompt processing: LLaMA 7B F16 on an M2 Ultra (76-core GPU), 512 tokens
LlamaCpp_M3Max_Llama3_70B_Q4KM                          evaluate                               1  llama.cpp batch-1 decode on Metal (May 2024 build): Llama-3-70B Q4_K_M on an M3 Max 40-core GPU
LlamaCpp_M3Max_Llama3_8B_F16                            evaluate                               1  llama.cpp batch-1 decode on Metal (May 2024 build): Llama-3-8B F16 on an M3 Max 40-core GPU
LlamaCpp_M3Max_Llama3_8B_F16_Prefill1024                evaluate                               1  llama.cpp prompt processing on Metal (May 2024 build): Llama-3-8B F16 on an M3 Max 40-core GPU, 1,024 tokens
LlamaCpp_M3Max_Llama3_8B_Q4KM                           evaluate                               1  llama.cpp batch-1 decode on Metal (May 2024 build): Llama-3-8B Q4_K_M on an M3 Max 40-core GPU
LlamaCpp_M3Max_Llama3_8B_Q4KM_Prefill1024               evaluate                               1  llama.cpp prompt processing on Metal (May 2024 build): Llama-3-8B Q4_K_M on an M3 Max 40-core GPU, 1,024 tokens
LlamaCpp_M4_Llama31_8B_Q4KM                             evaluate                               1  llama.cpp Metal batch-1 decode: Llama-3.1-8B Q4_K_M on an Apple M4 (10-core GPU, Mac mini)
LlamaCpp_M4_Llama31_8B_Q4KM_Prefill                     evaluate                               1  llama.cpp Metal prompt processing: Llama-3.1-8B Q4_K_M on an Apple M4 (10-core GPU, Mac mini), 512 tokens
LlamaCpp_P40_Llama2_7B_Q4_0_Prefill                     evaluate                               1  llama.cpp prompt processing on DP4A (no tensor cores): a 512-token prompt of Llama-2-7B Q4_0 on one Tesla P40
LlamaCpp_RTX3070_Llama3_8B_Q4KM                         evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on one RTX 3070
LlamaCpp_RTX3070_Llama3_8B_Q4KM_Prefill4096             evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B Q4_K_M on one RTX 3070
LlamaCpp_RTX3070_Llama3_8B_Q4KM_Prefill512              evaluate                               1  llama.cpp prompt processing (May 2024 build): a 512-token prompt of Llama-3-8B Q4_K_M on one RTX 3070
LlamaCpp_RTX3080Ti_Llama3_8B_Q4KM                       evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on one RTX 3080 Ti
LlamaCpp_RTX3080Ti_Llama3_8B_Q4KM_Prefill4096           evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B Q4_K_M on one RTX 3080 Ti
LlamaCpp_RTX3080Ti_Llama3_8B_Q4KM_Prefill512            evaluate                               1  llama.cpp prompt processing (May 2024 build): a 512-token prompt of Llama-3-8B Q4_K_M on one RTX 3080 Ti
LlamaCpp_RTX3080_Llama3_8B_Q4KM                         evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on one RTX 3080 (10 GB)
LlamaCpp_RTX3080_Llama3_8B_Q4KM_Prefill4096             evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B Q4_K_M on one RTX 3080 (10 GB)
LlamaCpp_RTX3080_Llama3_8B_Q4KM_Prefill512              evaluate                               1  llama.cpp prompt processing (May 2024 build): a 512-token prompt of Llama-3-8B Q4_K_M on one RTX 3080 (10 GB)
LlamaCpp_RTX3090_Llama2_7B_Q4_0                         evaluate                               1  llama.cpp CUDA decode (builds of 2025): Llama-2-7B Q4_0 on one RTX 3090, 128 tokens
LlamaCpp_RTX3090_Llama2_7B_Q4_0_Prefill                 evaluate                               1  llama.cpp prompt processing with int8 tensor-core MMQ: a 512-token prompt of Llama-2-7B Q4_0 on one RTX 3090
LlamaCpp_RTX3090_Llama3_8B_F16                          evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B F16 on one 3090
LlamaCpp_RTX3090_Llama3_8B_F16_Prefill                  evaluate                               1  llama.cpp prompt processing (May 2024 build): a 512-token prompt of Llama-3-8B F16 on one RTX 3090
LlamaCpp_RTX3090_Llama3_8B_F16_Prefill8192              evaluate                               1  llama.cpp prompt processing (May 2024 build): a 8192-token prompt of Llama-3-8B F16 on one RTX 3090
LlamaCpp_RTX3090_Llama3_8B_Q4KM                         evaluate                               1  llama.cpp batch-1 decode: Llama-3-8B Q4_K_M on one RTX 3090
LlamaCpp_RTX3090_Llama3_8B_Q4KM_Prefill                 evaluate                               1  llama.cpp prompt processing, weights dequantized for cuBLAS (May 2024 build): a 512-token prompt of Llama-3-8B Q4_K_M on one RTX 3090
LlamaCpp_RTX3090_Llama3_8B_Q4KM_Prefill4096             evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B Q4_K_M on one RTX 3090
LlamaCpp_RTX4000Ada_Llama3_8B_F16                       evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B F16 on one RTX 4000 Ada
LlamaCpp_RTX4000Ada_Llama3_8B_F16_Prefill4096           evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B F16 on one RTX 4000 Ada
LlamaCpp_RTX4000Ada_Llama3_8B_F16_Prefill512            evaluate                               1  llama.cpp prompt processing (May 2024 build): a 512-token prompt of Llama-3-8B F16 on one RTX 4000 Ada
LlamaCpp_RTX4000Ada_Llama3_8B_Q4KM                      evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on one RTX 4000 Ada
LlamaCpp_RTX4000Ada_Llama3_8B_Q4KM_Prefill4096          evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B Q4_K_M on one RTX 4000 Ada
LlamaCpp_RTX4000Ada_Llama3_8B_Q4KM_Prefill512           evaluate                               1  llama.cpp prompt processing (May 2024 build): a 512-token prompt of Llama-3-8B Q4_K_M on one RTX 4000 Ada
LlamaCpp_RTX4070Ti_Llama3_8B_Q4KM                       evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on one RTX 4070 Ti
LlamaCpp_RTX4070Ti_Llama3_8B_Q4KM_Prefill4096           evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B Q4_K_M on one RTX 4070 Ti
LlamaCpp_RTX4070Ti_Llama3_8B_Q4KM_Prefill512            evaluate                               1  llama.cpp prompt processing (May 2024 build): a 512-token prompt of Llama-3-8B Q4_K_M on one RTX 4070 Ti
LlamaCpp_RTX4080_Llama3_8B_F16                          evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B F16 on one RTX 4080 (16 GB)
LlamaCpp_RTX4080_Llama3_8B_F16_Prefill4096              evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B F16 on one RTX 4080 (16 GB)
LlamaCpp_RTX4080_Llama3_8B_F16_Prefill512               evaluate                               1  llama.cpp prompt processing (May 2024 build): a 512-token prompt of Llama-3-8B F16 on one RTX 4080 (16 GB)
LlamaCpp_RTX4080_Llama3_8B_Q4KM                         evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on one RTX 4080 (16 GB)
LlamaCpp_RTX4080_Llama3_8B_Q4KM_Prefill4096             evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B Q4_K_M on one RTX 4080 (16 GB)
LlamaCpp_RTX4080_Llama3_8B_Q4KM_Prefill512              evaluate                               1  llama.cpp prompt processing (May 2024 build): a 512-token prompt of Llama-3-8B Q4_K_M on one RTX 4080 (16 GB)
LlamaCpp_RTX4090_Llama2_7B_Q4_0                         evaluate                               1  llama.cpp CUDA decode (builds of 2025): Llama-2-7B Q4_0 on one RTX 4090, 128 tokens
LlamaCpp_RTX4090_Llama2_7B_Q4_0_Prefill                 evaluate                               1  llama.cpp prompt processing with int8 tensor-core MMQ (builds of 2025): a 512-token prompt of Llama-2-7B Q4_0 on one RTX 4090
LlamaCpp_RTX4090_Llama3_8B_F16                          evaluate                               1  llama.cpp batch-1 decode: Llama-3-8B F16 on one RTX 4090
LlamaCpp_RTX4090_Llama3_8B_F16_Prefill                  evaluate                               1  llama.cpp prompt processing (May 2024 build): a 512-token prompt of Llama-3-8B F16 on one RTX 4090
LlamaCpp_RTX4090_Llama3_8B_F16_Prefill4096              evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B F16 on one RTX 4090
LlamaCpp_RTX4090_Llama3_8B_F16_Prefill8192              evaluate                               1  llama.cpp prompt processing (May 2024 build): a 8192-token prompt of Llama-3-8B F16 on one RTX 4090
LlamaCpp_RTX4090_Llama3_8B_Q4KM                         evaluate                               1  llama.cpp batch-1 decode: Llama-3-8B Q4_K_M on one RTX 4090
LlamaCpp_RTX4090_Llama3_8B_Q4KM_Prefill                 evaluate                               1  llama.cpp prompt processing, weights dequantized for cuBLAS (May 2024 build): a 512-token prompt of Llama-3-8B Q4_K_M on one RTX 4090
LlamaCpp_RTX4090_Llama3_8B_Q4KM_Prefill4096             evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B Q4_K_M on one RTX 4090
LlamaCpp_RTX4090_Llama3_8B_Q4_0_DP4A_Prefill            evaluate                               1  llama.cpp prompt processing with MMQ on DP4A, not tensor cores: a 512-token prompt of Llama-3-8B Q4_0 on one RTX 4090
LlamaCpp_RTX4090_Llama3_8B_Q4_0_MMQ_Prefill             evaluate                               1  llama.cpp prompt processing with int8 tensor-core MMQ: a 512-token prompt of Llama-3-8B Q4_0 on one RTX 4090
LlamaCpp_RTX5000Ada_Llama3_8B_F16                       evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B F16 on one RTX 5000 Ada
LlamaCpp_RTX5000Ada_Llama3_8B_F16_Prefill4096           evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B F16 on one RTX 5000 Ada
LlamaCpp_RTX5000Ada_Llama3_8B_F16_Prefill512            evaluate                               1  llama.cpp prompt processing (May 2024 build): a 512-token prompt of Llama-3-8B F16 on one RTX 5000 Ada
LlamaCpp_RTX5000Ada_Llama3_8B_Q4KM                      evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on one RTX 5000 Ada
LlamaCpp_RTX5000Ada_Llama3_8B_Q4KM_Prefill4096          evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B Q4_K_M on one RTX 5000 Ada
LlamaCpp_RTX5000Ada_Llama3_8B_Q4KM_Prefill512           evaluate                               1  llama.cpp prompt processing (May 2024 build): a 512-token prompt of Llama-3-8B Q4_K_M on one RTX 5000 Ada
LlamaCpp_RTX5060Ti_Llama2_7B_Q4_0                       evaluate                               1  llama.cpp CUDA decode (builds of 2025): Llama-2-7B Q4_0 on one RTX 5060 Ti, 128 tokens
LlamaCpp_RTX5060Ti_Llama2_7B_Q4_0_Prefill               evaluate                               1  llama.cpp prompt processing with int8 tensor-core MMQ (builds of 2025): a 512-token prompt of Llama-2-7B Q4_0 on one RTX 5060 Ti
LlamaCpp_RTX5070Ti_Llama2_7B_Q4_0                       evaluate                               1  llama.cpp CUDA decode (builds of 2025): Llama-2-7B Q4_0 on one RTX 5070 Ti, 128 tokens
LlamaCpp_RTX5070Ti_Llama2_7B_Q4_0_Prefill               evaluate                               1  llama.cpp prompt processing with int8 tensor-core MMQ (builds of 2025): a 512-token prompt of Llama-2-7B Q4_0 on one RTX 5070 Ti
LlamaCpp_RTX5080_Llama2_7B_Q4_0                         evaluate                               1  llama.cpp CUDA decode (builds of 2025): Llama-2-7B Q4_0 on one RTX 5080, 128 tokens
LlamaCpp_RTX5080_Llama2_7B_Q4_0_Prefill                 evaluate                               1  llama.cpp prompt processing with int8 tensor-core MMQ (builds of 2025): a 512-token prompt of Llama-2-7B Q4_0 on one RTX 5080
LlamaCpp_RTX5090_Llama2_7B_Q4_0                         evaluate                               1  llama.cpp CUDA decode (builds of 2025): Llama-2-7B Q4_0 on one RTX 5090, 128 tokens
LlamaCpp_RTX5090_Llama2_7B_Q4_0_Prefill                 evaluate                               1  llama.cpp prompt processing with int8 tensor-core MMQ (builds of 2025): a 512-token prompt of Llama-2-7B Q4_0 on one RTX 5090
LlamaCpp_RTX6000Ada_Llama3_8B_F16                       evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B F16 on one RTX 6000 Ada
LlamaCpp_RTX6000Ada_Llama3_8B_Q4KM                      evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on one RTX 6000 Ada
LlamaCpp_RTXA6000_Llama3_70B_Q4KM                       evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-70B Q4_K_M on one RTX A6000
LlamaCpp_RTXA6000_Llama3_70B_Q4KM_Prefill512            evaluate                               1  llama.cpp prompt processing (May 2024 build): a 512-token prompt of Llama-3-70B Q4_K_M on one RTX A6000
LlamaCpp_RTXA6000_Llama3_8B_F16                         evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B F16 on one RTX A6000
LlamaCpp_RTXA6000_Llama3_8B_F16_Prefill4096             evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B F16 on one RTX A6000
LlamaCpp_RTXA6000_Llama3_8B_F16_Prefill512              evaluate                               1  llama.cpp prompt processing (May 2024 build): a 512-token prompt of Llama-3-8B F16 on one RTX A6000
LlamaCpp_RTXA6000_Llama3_8B_Q4KM                        evaluate                               1  llama.cpp batch-1 decode (May 2024 build): Llama-3-8B Q4_K_M on one RTX A6000
LlamaCpp_RTXA6000_Llama3_8B_Q4KM_Prefill4096            evaluate                               1  llama.cpp prompt processing (May 2024 build): a 4096-token prompt of Llama-3-8B Q4_K_M on one RTX A6000
LlamaCpp_RTXA6000_Llama3_8B_Q4KM_Prefill512             evaluate                               1  llama.cpp prompt processing (May 2024 build): a 512-token prompt of Llama-3-8B Q4_K_M on one RTX A6000
LlamaCpp_RTXPRO6000_Llama2_7B_Q4_0                      evaluate                               1  llama.cpp CUDA decode (builds of 2025): Llama-2-7B Q4_0 on one RTX PRO 6000 Blackwell, 128 tokens
LlamaCpp_RTXPRO6000_Llama2_7B_Q4_0_Prefill              evaluate                               1  llama.cpp prompt processing with int8 tensor-core MMQ (builds of 2025): a 512-token prompt of Llama-2-7B Q4_0 on one RTX PRO 6000 Blackwell
LocalTraining                                           application                            4  Full fine-tuning of an 8B model on a laptop
MLPerf40_GH200_Llama2_70B_Offline                       evaluate                               1  MLPerf Inference v4.0 closed Offline (preview): Llama-2-70B FP8 on one GH200 (144 GB) with TensorRT-LLM
MLPerf40_GH200_Llama2_70B_Server                        evaluate                               5  MLPerf Inference v4.0 closed Server (preview): Llama-2-70B FP8 on one GH200 (144 GB) with TensorRT-LLM, at the most load within the Server limits
MLPerf40_Gaudi2x8_Llama2_70B_Offline                    evaluate                               1  MLPerf Inference v4.0 closed Offline: Llama-2-70B FP8 on 8 Intel Gaudi 2 (HLS-Gaudi2) as one replica of tensor parallel 8 (TGI)
MLPerf40_Gaudi2x8_Llama2_70B_Server                     evaluate                               5  MLPerf Inference v4.0 closed Server: Llama-2-70B FP8 on 8 Intel Gaudi 2 (HLS-Gaudi2) as one replica of tensor parallel 8 (TGI), at the most load within the Server limits
MLPerf40_H100NVLx8_Llama2_70B_Offline                   evaluate                               1  MLPerf Inference v4.0 closed Offline: Llama-2-70B FP8 on 8 H100 NVL (Supermicro SYS-521GE-TNRT) as 4 replicas of tensor parallel 2 over NVLink bridges
MLPerf40_H100NVLx8_Llama2_70B_Server                    evaluate                               5  MLPerf Inference v4.0 closed Server: Llama-2-70B FP8 on 8 H100 NVL as 4 replicas of tensor parallel 2 over NVLink bridges, at the most load within the Server limits
MLPerf40_H100PCIex4_Llama2_70B_Offline                  evaluate                               1  MLPerf Inference v4.0 closed Offline: Llama-2-70B FP8 on 4 H100 PCIe (HPE ProLiant DL380a Gen11) as 2 replicas of tensor parallel 2
MLPerf40_H100PCIex4_Llama2_70B_Server                   evaluate                               5  MLPerf Inference v4.0 closed Server: Llama-2-70B FP8 on 4 H100 PCIe (HPE ProLiant DL380a Gen11) as 2 replicas of tensor parallel 2, at the most load within the Server limits
MLPerf40_H100PCIex4_PCIeGen4_Llama2_70B_Offline         evaluate                               1  MLPerf Inference v4.0 closed Offline: Llama-2-70B FP8 on 4 H100 PCIe without NVLink (QuantaGrid D54U-3U) as 2 replicas of tensor parallel 2 over PCIe Gen4
MLPerf40_H100PCIex4_PCIeGen4_Llama2_70B_Server          evaluate                               5  MLPerf Inference v4.0 closed Server: Llama-2-70B FP8 on 4 H100 PCIe without NVLink (QuantaGrid D54U-3U) as 2 replicas of tensor parallel 2 over PCIe Gen4, at the most load within the Server limits
MLPerf40_H100x4_Llama2_70B_Offline                      evaluate                               1  MLPerf Inference v4.0 closed Offline: Llama-2-70B FP8 on a 4-GPU HGX H100 board (Dell PowerEdge XE8640) as 2 replicas of tensor parallel 2
MLPerf40_H100x4_Llama2_70B_Server                       evaluate                               5  MLPerf Inference v4.0 closed Server: Llama-2-70B FP8 on a 4-GPU HGX H100 board (Dell PowerEdge XE8640) as 2 replicas of tensor parallel 2, at the most load within the Server limits
MLPerf40_H100x8_Llama2_70B_Offline                      evaluate                               1  MLPerf Inference v4.0 closed Offline: Llama-2-70B FP8 on 8 H100 SXM as 4 replicas of tensor parallel 2
MLPerf40_H100x8_Llama2_70B_Server                       evaluate                               5  MLPerf Inference v4.0 closed Server: Llama-2-70B FP8 on 8 H100 SXM as 4 replicas of tensor parallel 2, at the most load within the Server limits
MLPerf40_H100x8_MaxQ_Llama2_70B_Offline                 evaluate                               1  MLPerf Inference v4.0 closed Offline: Llama-2-70B FP8 on 8 H100 SXM capped at 450 W (MaxQ) as 4 replicas of tensor parallel 2
MLPerf40_H100x8_MaxQ_Llama2_70B_Server                  evaluate                               5  MLPerf Inference v4.0 closed Server: Llama-2-70B FP8 on 8 H100 SXM capped at 450 W (MaxQ) as 4 replicas of tensor parallel 2, at the most load within the Server limits
MLPerf40_H200x8_1000W_Llama2_70B_Offline                evaluate                               1  MLPerf Inference v4.0 closed Offline (preview): Llama-2-70B FP8 on 8 H200 SXM at a 1,000 W power limit, one model per GPU
MLPerf40_H200x8_1000W_Llama2_70B_Server                 evaluate                               5  MLPerf Inference v4.0 closed Server (preview): Llama-2-70B FP8 on 8 H200 SXM at a 1,000 W power limit, one model per GPU, at the most load within the Server limits
MLPerf40_H200x8_Llama2_70B_Offline                      evaluate                               1  MLPerf Inference v4.0 closed Offline (preview): Llama-2-70B FP8 on 8 H200 SXM at 700 W, one model per GPU
MLPerf40_H200x8_Llama2_70B_Server                       evaluate                               5  MLPerf Inference v4.0 closed Server (preview): Llama-2-70B FP8 on 8 H200 SXM at 700 W, one model per GPU, at the most load within the Server limits
MLPerf41_B200_Llama2_70B_Offline                        evaluate                               1  MLPerf Inference v4.1 closed Offline (preview): Llama-2-70B FP4 on one B200 (180 GB)
MLPerf41_B200_Llama2_70B_Server                         evaluate                               5  MLPerf Inference v4.1 closed Server (preview): Llama-2-70B on one B200 with TensorRT-LLM, at the most load within the Server limits
MLPerf41_GH200_Llama2_70B_Offline                       evaluate                               1  MLPerf Inference v4.1 closed Offline: Llama-2-70B FP8 on one GH200 (144 GB) with TensorRT-LLM
MLPerf41_H100NVLx4_Llama2_70B_Offline                   evaluate                               1  MLPerf Inference v4.1 closed Offline: Llama-2-70B FP8 on 4 H100 NVL (HPE ProLiant DL380a) as 2 replicas of tensor parallel 2
MLPerf41_H100NVLx4_PCIe_Llama2_70B_Offline              evaluate                               1  MLPerf Inference v4.1 closed Offline: Llama-2-70B FP8 on 4 H100 NVL without NVLink bridges (ASUSTeK ESC4000A-E12) as 2 replicas of tensor parallel 2 over PCIe Gen5
MLPerf41_H100NVLx8_TP1_Llama2_70B_Offline               evaluate                               1  MLPerf Inference v4.1 closed Offline: Llama-2-70B FP8 on 8 H100 NVL (Lenovo SR675 V3), one model per card
MLPerf41_H100x4_Dell_XE8640_Llama2_70B_Offline          evaluate                               1  MLPerf Inference v4.1 closed Offline: Llama-2-70B FP8 on a 4-GPU HGX H100 board (Dell PowerEdge XE8640) as 2 replicas of tensor parallel 2
MLPerf41_H100x4_Dell_XE9640_Llama2_70B_Offline          evaluate                               1  MLPerf Inference v4.1 closed Offline: Llama-2-70B FP8 on a 4-GPU HGX H100 board (Dell PowerEdge XE9640) as 2 replicas of tensor parallel 2
MLPerf41_H100x4_Fujitsu_GX2560M7_Llama2_70B_Offline     evaluate                               1  MLPerf Inference v4.1 closed Offline: Llama-2-70B FP8 on a 4-GPU HGX H100 board (Fujitsu PRIMERGY GX2560 M7) as 2 replicas of tensor parallel 2
MLPerf41_H100x8_Llama2_70B_Offline                      evaluate                               1  MLPerf Inference v4.1 closed Offline: Llama-2-70B FP8 on 8 H100 SXM as 4 replicas of tensor parallel 2
MLPerf41_H100x8_Llama2_70B_Server                       evaluate                               5  MLPerf Inference v4.1 closed Server: Llama-2-70B FP8 on 8 H100 SXM as 4 replicas of tensor parallel 2, at the most load within the Server limits
MLPerf41_H200x8_1000W_Llama2_70B_Offline                evaluate                               1  MLPerf Inference v4.1 closed Offline: Llama-2-70B FP8 on 8 H200 SXM at a 1,000 W power limit, one model per GPU
MLPerf41_H200x8_Llama2_70B_Offline                      evaluate                               1  MLPerf Inference v4.1 closed Offline: Llama-2-70B FP8 on 8 H200 SXM, one model per GPU
MLPerf41_H200x8_Llama2_70B_Server                       evaluate                               5  MLPerf Inference v4.1 closed Server: Llama-2-70B FP8 on 8 H200 SXM, one model per GPU, at the most load within the Server limits
MLPerf41_H200x8_MaxQ_Llama2_70B_Offline                 evaluate                               1  MLPerf Inference v4.1 closed Offline: Llama-2-70B FP8 on 8 H200 SXM capped at 500 W (MaxQ), one model per GPU
MLPerf41_H200x8_MaxQ_Llama2_70B_Server                  evaluate                               5  MLPerf Inference v4.1 closed Server: Llama-2-70B FP8 on 8 H200 SXM capped at 500 W (MaxQ), one model per GPU, at the most load within the Server limits
MLPerf41_L40Sx8_Llama2_70B_Offline                      evaluate                               1  MLPerf Inference v4.1 closed Offline: Llama-2-70B FP8 on 8 L40S (Fujitsu CDI) as 2 replicas of tensor parallel 4 over PCIe Gen4
MLPerf41_MI300X_Llama2_70B_Server                       evaluate                               5  MLPerf Inference v4.1 closed Server: Llama-2-70B FP8 on one MI300X (vLLM behind the harness's batcher), at the most load within the Server limits
MLPerf41_MI300Xx8_Llama2_70B_Offline                    evaluate                               1  MLPerf Inference v4.1 closed Offline: Llama-2-70B FP8 on 8 MI300X, one model per GPU (vLLM)
MLPerf41_MI300Xx8_Llama2_70B_Server                     evaluate                               5  MLPerf Inference v4.1 closed Server: Llama-2-70B FP8 on 8 MI300X, one model per GPU (vLLM behind the harness's batcher), at the most load within the Server limits
MLPerfT31_GPT3_175B_512                                 evaluate                               1  GPT-3 175B on 512 H100 (t 4, p 8, d 16, v 12), FP8, MLPerf Training v3.1 (NVIDIA Eos, NeMo)
MegaScale24_Megatron_1024                               evaluate                               1  175B GPT (128 heads) on 1,024 A100 (t 8, p 8, d 16), Megatron-LM baseline of MegaScale
MegaScale24_Megatron_12288                              evaluate                               1  175B GPT (128 heads) on 12,288 A100 (t 8, p 8, d 192), Megatron-LM baseline of MegaScale
MegaScale24_Megatron_256                                evaluate                               1  175B GPT (128 heads) on 256 A100 (t 8, p 8, d 4), Megatron-LM baseline of MegaScale
MegaScale24_Megatron_3072                               evaluate                               1  175B GPT (128 heads) on 3,072 A100 (t 8, p 8, d 48), Megatron-LM baseline of MegaScale
MegaScale24_Megatron_512                                evaluate                               1  175B GPT (128 heads) on 512 A100 (t 8, p 8, d 8), Megatron-LM baseline of MegaScale
MegaScale24_Megatron_6144                               evaluate                               1  175B GPT (128 heads) on 6,144 A100 (t 8, p 8, d 96), Megatron-LM baseline of MegaScale
MegaScale24_Megatron_768                                evaluate                               1  175B GPT (128 heads) on 768 A100 (t 8, p 8, d 12), Megatron-LM baseline of MegaScale
MegaScale24_Megatron_8192                               evaluate                               1  175B GPT (128 heads) on 8,192 A100 (t 8, p 8, d 128), Megatron-LM baseline of MegaScale
MlsysimLlama31_8B_H100Step                              evaluate                               2  mlsysim's step time for Llama 3.1 8B decoding on one H100 at half of peak
MlsysimResNet50BoundH100                                evaluate                               5  ResNet-50 on H100 turns compute-bound between batch 1 and batch 8
MobileAssistant                                         application                            4  An 8B-parameter assistant decoding on a phone
MobileHealth                                            application                            4  On-device image model for a health app on a phone NPU
NCCLTests_H20x8_AllReduce_16MiB                         evaluate                               1  NCCL all-reduce of 16 MiB over 8 Hopper GPUs of one node (H20, NVLink 4), priced by protocol
NCCLTests_H20x8_AllReduce_1GiB                          evaluate                               1  NCCL all-reduce of 1 GiB over 8 Hopper GPUs of one node (H20, NVLink 4), priced by protocol
NCCLTests_H20x8_AllReduce_1MiB                          evaluate                               1  NCCL all-reduce of 1 MiB over 8 Hopper GPUs of one node (H20, NVLink 4), priced by protocol
NCCLTests_H20x8_AllReduce_256KiB                        evaluate                               1  NCCL all-reduce of 256 KiB over 8 Hopper GPUs of one node (H20, NVLink 4), priced by protocol
NCCLTests_H20x8_AllReduce_2MiB                          evaluate                               1  NCCL all-reduce of 2 MiB over 8 Hopper GPUs of one node (H20, NVLink 4), priced by protocol
NCCLTests_H20x8_AllReduce_4MiB                          evaluate                               1  NCCL all-reduce of 4 MiB over 8 Hopper GPUs of one node (H20, NVLink 4), priced by protocol
NCCLTests_H20x8_AllReduce_8MiB                          evaluate                               1  NCCL all-reduce of 8 MiB over 8 Hopper GPUs of one node (H20, NVLink 4), priced by protocol
Narayanan21T1_145p6B                                    evaluate                               1  Megatron-LM weak scaling, 145.6B GPT on 1536 A100 (t 8, p 8, d 24)
Narayanan21T1_18p4B                                     evaluate                               1  Megatron-LM weak scaling, 18.4B GPT on 256 A100 (t 8, p 1, d 32)
Narayanan21T1_1T                                        evaluate                               1  Megatron-LM weak scaling, 1T GPT on 3072 A100 (t 8, p 64, d 6)
Narayanan21T1_1p7B                                      evaluate                               1  Megatron-LM weak scaling, 1.7B GPT on 32 A100 (t 1, p 1, d 32)
Narayanan21T1_310p1B                                    evaluate                               1  Megatron-LM weak scaling, 310.1B GPT on 1920 A100 (t 8, p 16, d 15)
Narayanan21T1_39p1B                                     evaluate                               1  Megatron-LM weak scaling, 39.1B GPT on 512 A100 (t 8, p 2, d 32)
Narayanan21T1_3p6B                                      evaluate                               1  Megatron-LM weak scaling, 3.6B GPT on 64 A100 (t 2, p 1, d 32)
Narayanan21T1_529p6B                                    evaluate                               1  Megatron-LM weak scaling, 529.6B GPT on 2520 A100 (t 8, p 35, d 9)
Narayanan21T1_76p1B                                     evaluate                               1  Megatron-LM weak scaling, 76.1B GPT on 1024 A100 (t 8, p 4, d 32)
Narayanan21T1_7p5B                                      evaluate                               1  Megatron-LM weak scaling, 7.5B GPT on 128 A100 (t 4, p 1, d 32)
Narayanan21T2_PTDP_175B_1536                            evaluate                               1  Megatron-LM PTD-P, 175B GPT on 1536 A100 (t 8, p 12, d 16)
Narayanan21T2_PTDP_175B_384                             evaluate                               1  Megatron-LM PTD-P, 175B GPT on 384 A100 (t 8, p 12, d 4)
Narayanan21T2_PTDP_175B_768                             evaluate                               1  Megatron-LM PTD-P, 175B GPT on 768 A100 (t 8, p 12, d 8)
Narayanan21T2_PTDP_530B_1120                            evaluate                               1  Megatron-LM PTD-P, 530B GPT on 1120 A100 (t 8, p 35, d 4)
Narayanan21T2_PTDP_530B_2240                            evaluate                               1  Megatron-LM PTD-P, 530B GPT on 2240 A100 (t 8, p 35, d 8)
Narayanan21T2_PTDP_530B_560                             evaluate                               1  Megatron-LM PTD-P, 530B GPT on 560 A100 (t 8, p 35, d 2)
Narayanan21T2_ZeRO3_175B_1536                           evaluate                               1  DeepSpeed ZeRO-3 without model parallelism, 175B GPT on 1536 A100
Narayanan21T2_ZeRO3_175B_384                            evaluate                               1  DeepSpeed ZeRO-3 without model parallelism, 175B GPT on 384 A100
Narayanan21T2_ZeRO3_175B_768                            evaluate                               1  DeepSpeed ZeRO-3 without model parallelism, 175B GPT on 768 A100
Narayanan21T2_ZeRO3_530B_1120                           evaluate                               1  DeepSpeed ZeRO-3 without model parallelism, 530B GPT on 1120 A100
Narayanan21T2_ZeRO3_530B_2240                           evaluate                               1  DeepSpeed ZeRO-3 without model parallelism, 530B GPT on 2240 A100
Narayanan21T2_ZeRO3_530B_640                            evaluate                               1  DeepSpeed ZeRO-3 without model parallelism, 530B GPT on 640 A100
NeMo2403_Llama2_7B_cp2_32k                              evaluate                               1  Llama-2-7B on 32 H100, s 32768, t 2, cp 2, d 8, FP8, NeMo 24.03 long-sequence
NeMo2403_Llama2_7B_cp4_128k                             evaluate                               1  Llama-2-7B on 128 H100, s 131072, t 4, cp 4, d 8, FP8, NeMo 24.03 long-sequence
NeMo2407_GPT3_175B_128                                  evaluate                               1  GPT-3 175B on 128 H100 (t 4, p 8, d 4, v 6), FP8, NeMo 24.07
NeMo2407_GPT3_175B_512                                  evaluate                               1  GPT-3 175B on 512 H100 (t 4, p 8, d 16, v 6, b 2), FP8, NeMo 24.07
NeMo2407_GPT3_20B_64                                    evaluate                               1  GPT-3 20B shape on 64 H100 (t 2, d 32, b 2), FP8, NeMo 24.07
NeMo2407_GPT3_5B_64                                     evaluate                               1  GPT-3 5B shape on 64 H100 (d 64, b 4), FP8, NeMo 24.07
NeMo2407_Llama2_13B_16                                  evaluate                               1  Llama-2-13B on 16 H100 (p 4, d 4, v 10), FP8, NeMo 24.07
NeMo2407_Llama2_70B_64                                  evaluate                               1  Llama-2-70B on 64 H100 (t 4, p 4, d 4, v 20), FP8, NeMo 24.07
NeMo2407_Llama2_7B_8                                    evaluate                               1  Llama-2-7B on 8 H100 (d 8), FP8, NeMo 24.07
NeMo2407_Llama3_70B_cp2_64                              evaluate                               1  Llama-3-70B on 64 H100, s 8192 (t 4, p 4, context parallel 2, d 2, v 5), FP8, NeMo 24.07
NeMo2407_Llama3_8B_cp2_8                                evaluate                               1  Llama-3-8B on 8 H100, s 8192, context parallel 2, d 4, FP8, NeMo 24.07
NeMo2407_Nemotron22B_64                                 evaluate                               1  Nemotron-22B shape on 64 H100 (t 2, p 4, d 8, v 10, b 2), FP8, NeMo 24.07
NeMo2407_Nemotron340B_128                               evaluate                               2  Nemotron-4 340B shape on 128 H100 (t 8, p 8, d 2, v 12), FP8, NeMo 24.07
NeMo2407_Nemotron8B_64                                  evaluate                               1  Nemotron-8B shape on 64 H100 (t 2, d 32, b 4), FP8, NeMo 24.07
PlanLlama3_70B_H100                                     evaluate                               4  Planning Llama-3-70B pre-training on 1,024 and on 4,096 H100: layout, time, energy, cost
QueueMM1                                                evaluate                               3  Waiting time of an M/M/1 server at 80 % utilization
RingAllReduce256GPUsNDR                                 evaluate                               4  Ring all-reduce over 256 GPUs on InfiniBand NDR (1 GB, 14 GB of gradients, BERT-Large's 0.68 GB)
RooflineRidgeH100                                       evaluate                               2  H100 ridge point, at peak and at half of peak
SGLang03_A100_Llama31_8B_RPS4                           evaluate                               3  SGLang 0.3.0 online: Llama-3.1-8B Instruct bf16 on one A100 80GB, ShareGPT at 4 requests/s
SGLang03_A100_Llama31_8B_RPS8                           evaluate                               3  SGLang 0.3.0 online: Llama-3.1-8B Instruct bf16 on one A100 80GB, ShareGPT at 8 requests/s
SGLang03_H100x4_Llama31_70B_RPS4                        evaluate                               3  SGLang 0.3.0 online: Llama-3.1-70B Instruct bf16 on four H100 SXM, tensor parallel 4, ShareGPT at 4 requests/s
SGLang03_H100x4_Llama31_70B_RPS8                        evaluate                               3  SGLang 0.3.0 online: Llama-3.1-70B Instruct bf16 on four H100 SXM, tensor parallel 4, ShareGPT at 8 requests/s
SGLang046_H20_Qwen3_0_6B_BF16_S1                        evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-0.6B BF16, 1 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_0_6B_BF16_S14336                    evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-0.6B BF16, 14336 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_0_6B_BF16_S30720                    evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-0.6B BF16, 30720 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_0_6B_BF16_S6144                     evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-0.6B BF16, 6144 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_0_6B_FP8_S1                         evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-0.6B FP8, 1 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_0_6B_FP8_S14336                     evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-0.6B FP8, 14336 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_0_6B_FP8_S30720                     evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-0.6B FP8, 30720 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_0_6B_FP8_S6144                      evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-0.6B FP8, 6144 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_1_7B_BF16_S1                        evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-1.7B BF16, 1 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_1_7B_BF16_S14336                    evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-1.7B BF16, 14336 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_1_7B_BF16_S30720                    evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-1.7B BF16, 30720 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_1_7B_BF16_S6144                     evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-1.7B BF16, 6144 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_1_7B_FP8_S1                         evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-1.7B FP8, 1 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_1_7B_FP8_S14336                     evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-1.7B FP8, 14336 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_1_7B_FP8_S30720                     evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-1.7B FP8, 30720 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_1_7B_FP8_S6144                      evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-1.7B FP8, 6144 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_235B_A22B_BF16_S1                   evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-235B-A22B BF16 TP8, 1 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_235B_A22B_BF16_S14336               evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-235B-A22B BF16 TP8, 14336 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_235B_A22B_BF16_S30720               evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-235B-A22B BF16 TP8, 30720 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_235B_A22B_BF16_S6144                evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-235B-A22B BF16 TP8, 6144 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_235B_A22B_FP8_S1                    evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-235B-A22B FP8 TP4, 1 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_235B_A22B_FP8_S14336                evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-235B-A22B FP8 TP4, 14336 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_235B_A22B_FP8_S30720                evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-235B-A22B FP8 TP4, 30720 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_235B_A22B_FP8_S6144                 evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-235B-A22B FP8 TP4, 6144 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_30B_A3B_BF16_S1                     evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-30B-A3B BF16, 1 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_30B_A3B_BF16_S14336                 evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-30B-A3B BF16, 14336 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_30B_A3B_BF16_S30720                 evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-30B-A3B BF16, 30720 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_30B_A3B_BF16_S6144                  evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-30B-A3B BF16, 6144 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_30B_A3B_FP8_S1                      evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-30B-A3B FP8, 1 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_30B_A3B_FP8_S14336                  evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-30B-A3B FP8, 14336 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_30B_A3B_FP8_S30720                  evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-30B-A3B FP8, 30720 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_30B_A3B_FP8_S6144                   evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-30B-A3B FP8, 6144 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_32B_AWQ_S1                          evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-32B AWQ-INT4, 1 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_32B_AWQ_S14336                      evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-32B AWQ-INT4, 14336 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_32B_AWQ_S30720                      evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-32B AWQ-INT4, 30720 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_32B_AWQ_S6144                       evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-32B AWQ-INT4, 6144 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_32B_BF16_S1                         evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-32B BF16, 1 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_32B_BF16_S14336                     evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-32B BF16, 14336 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_32B_BF16_S30720                     evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-32B BF16, 30720 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_32B_BF16_S6144                      evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-32B BF16, 6144 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_32B_FP8_S1                          evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-32B FP8, 1 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_32B_FP8_S14336                      evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-32B FP8, 14336 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_32B_FP8_S30720                      evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-32B FP8, 30720 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_32B_FP8_S6144                       evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-32B FP8, 6144 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_4B_AWQ_S1                           evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-4B AWQ-INT4, 1 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_4B_AWQ_S14336                       evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-4B AWQ-INT4, 14336 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_4B_AWQ_S30720                       evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-4B AWQ-INT4, 30720 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_4B_AWQ_S6144                        evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-4B AWQ-INT4, 6144 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_4B_BF16_S1                          evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-4B BF16, 1 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_4B_BF16_S14336                      evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-4B BF16, 14336 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_4B_BF16_S30720                      evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-4B BF16, 30720 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_4B_BF16_S6144                       evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-4B BF16, 6144 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_4B_FP8_S1                           evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-4B FP8, 1 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_4B_FP8_S14336                       evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-4B FP8, 14336 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_4B_FP8_S30720                       evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-4B FP8, 30720 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_4B_FP8_S6144                        evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-4B FP8, 6144 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_8B_AWQ_S1                           evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-8B AWQ-INT4, 1 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_8B_AWQ_S14336                       evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-8B AWQ-INT4, 14336 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_8B_AWQ_S30720                       evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-8B AWQ-INT4, 30720 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_8B_AWQ_S6144                        evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-8B AWQ-INT4, 6144 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_8B_BF16_S1                          evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-8B BF16, 1 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_8B_BF16_S14336                      evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-8B BF16, 14336 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_8B_BF16_S30720                      evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-8B BF16, 30720 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_8B_BF16_S6144                       evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-8B BF16, 6144 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_8B_FP8_S1                           evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-8B FP8, 1 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_8B_FP8_S14336                       evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-8B FP8, 14336 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_8B_FP8_S30720                       evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-8B FP8, 30720 prompt tokens, 2,048 generated
SGLang046_H20_Qwen3_8B_FP8_S6144                        evaluate                               1  SGLang 0.4.6 on NVIDIA H20, batch 1: Qwen3-8B FP8, 6144 prompt tokens, 2,048 generated
SGLang_H100x32_DeepSeekV3_Prefill                       evaluate                               1  SGLang prefill-decode disaggregation: DeepSeek-V3 prefilling 2,000-token prompts on 32 H100 (4 nodes) with expert parallelism 32 and 32 redundant experts
SGLang_H100x72_DeepSeekV3_Decode                        evaluate                               1  SGLang prefill-decode disaggregation: DeepSeek-V3 decoding on 72 H100 (9 nodes) with expert parallelism 72, 32 redundant experts, 256 sequences a GPU
SGLang_H200x8_DeepSeekR1_TP8_C16                        evaluate                               1  SGLang 0.5.7 serving DeepSeek-R1 (FP8) on 8 H200 with tensor parallel 8, 16 requests at a time, 1,024 tokens in and out
SGLang_H200x8_DeepSeekR1_TP8_C32                        evaluate                               1  SGLang 0.5.7 serving DeepSeek-R1 (FP8) on 8 H200 with tensor parallel 8, 32 requests at a time, 1,024 tokens in and out
SGLang_H200x8_DeepSeekR1_TP8_C64                        evaluate                               1  SGLang 0.5.7 serving DeepSeek-R1 (FP8) on 8 H200 with tensor parallel 8, 64 requests at a time, 1,024 tokens in and out
SGLang_H200x8_DeepSeekR1_TP8_C8                         evaluate                               1  SGLang 0.5.7 serving DeepSeek-R1 (FP8) on 8 H200 with tensor parallel 8, 8 requests at a time, 1,024 tokens in and out
SmartDoorbell                                           application                            4  Person detection for a battery doorbell on a microcontroller
TRTLLM014_H100_Llama31_70B_BF16_TP4_202_214_QPS2        evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-70B bf16 on four H100, tensor parallel 4, 202 in / 214 out at 2 requests/s
TRTLLM014_H100_Llama31_70B_BF16_TP4_202_214_QPS4        evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-70B bf16 on four H100, tensor parallel 4, 202 in / 214 out at 4 requests/s
TRTLLM014_H100_Llama31_70B_BF16_TP4_202_214_QPS8        evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-70B bf16 on four H100, tensor parallel 4, 202 in / 214 out at 8 requests/s
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_16_QPS16        evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-70B bf16 on four H100, tensor parallel 4, 467 in / 16 out at 16 requests/s
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_16_QPS2         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-70B bf16 on four H100, tensor parallel 4, 467 in / 16 out at 2 requests/s
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_16_QPS4         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-70B bf16 on four H100, tensor parallel 4, 467 in / 16 out at 4 requests/s
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_16_QPS8         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-70B bf16 on four H100, tensor parallel 4, 467 in / 16 out at 8 requests/s
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_256_QPS2        evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-70B bf16 on four H100, tensor parallel 4, 467 in / 256 out at 2 requests/s
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_256_QPS4        evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-70B bf16 on four H100, tensor parallel 4, 467 in / 256 out at 4 requests/s
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_256_QPS8        evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-70B bf16 on four H100, tensor parallel 4, 467 in / 256 out at 8 requests/s
TRTLLM014_H100_Llama31_8B_BF16_TP1_202_214_QPS16        evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H100, 202 in / 214 out at 16 requests/s
TRTLLM014_H100_Llama31_8B_BF16_TP1_202_214_QPS2         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H100, 202 in / 214 out at 2 requests/s
TRTLLM014_H100_Llama31_8B_BF16_TP1_202_214_QPS4         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H100, 202 in / 214 out at 4 requests/s
TRTLLM014_H100_Llama31_8B_BF16_TP1_202_214_QPS8         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H100, 202 in / 214 out at 8 requests/s
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS16         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H100, 467 in / 16 out at 16 requests/s
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS2          evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H100, 467 in / 16 out at 2 requests/s
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS32         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H100, 467 in / 16 out at 32 requests/s
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS4          evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H100, 467 in / 16 out at 4 requests/s
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS8          evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H100, 467 in / 16 out at 8 requests/s
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_256_QPS16        evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H100, 467 in / 256 out at 16 requests/s
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_256_QPS2         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H100, 467 in / 256 out at 2 requests/s
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_256_QPS4         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H100, 467 in / 256 out at 4 requests/s
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_256_QPS8         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H100, 467 in / 256 out at 8 requests/s
TRTLLM014_H200_Llama31_70B_BF16_TP4_202_214_QPS2        evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-70B bf16 on four H200, tensor parallel 4, 202 in / 214 out at 2 requests/s
TRTLLM014_H200_Llama31_70B_BF16_TP4_202_214_QPS4        evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-70B bf16 on four H200, tensor parallel 4, 202 in / 214 out at 4 requests/s
TRTLLM014_H200_Llama31_70B_BF16_TP4_202_214_QPS8        evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-70B bf16 on four H200, tensor parallel 4, 202 in / 214 out at 8 requests/s
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_16_QPS16        evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-70B bf16 on four H200, tensor parallel 4, 467 in / 16 out at 16 requests/s
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_16_QPS2         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-70B bf16 on four H200, tensor parallel 4, 467 in / 16 out at 2 requests/s
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_16_QPS4         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-70B bf16 on four H200, tensor parallel 4, 467 in / 16 out at 4 requests/s
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_16_QPS8         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-70B bf16 on four H200, tensor parallel 4, 467 in / 16 out at 8 requests/s
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_256_QPS2        evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-70B bf16 on four H200, tensor parallel 4, 467 in / 256 out at 2 requests/s
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_256_QPS4        evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-70B bf16 on four H200, tensor parallel 4, 467 in / 256 out at 4 requests/s
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_256_QPS8        evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-70B bf16 on four H200, tensor parallel 4, 467 in / 256 out at 8 requests/s
TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS16        evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H200, 202 in / 214 out at 16 requests/s
TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS2         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H200, 202 in / 214 out at 2 requests/s
TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS32        evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H200, 202 in / 214 out at 32 requests/s
TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS4         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H200, 202 in / 214 out at 4 requests/s
TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS8         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H200, 202 in / 214 out at 8 requests/s
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS16         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H200, 467 in / 16 out at 16 requests/s
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS2          evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H200, 467 in / 16 out at 2 requests/s
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS32         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H200, 467 in / 16 out at 32 requests/s
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS4          evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H200, 467 in / 16 out at 4 requests/s
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS8          evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H200, 467 in / 16 out at 8 requests/s
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_256_QPS16        evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H200, 467 in / 256 out at 16 requests/s
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_256_QPS2         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H200, 467 in / 256 out at 2 requests/s
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_256_QPS4         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H200, 467 in / 256 out at 4 requests/s
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_256_QPS8         evaluate                               2  TensorRT-LLM 0.14 online (Triton backend): Llama-3.1-8B bf16 on one H200, 467 in / 256 out at 8 requests/s
TRTLLM017_A100_Llama31_70B_FP16_TP2_1000_1000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on two A100, tensor parallel 2, 1000 in / 1000 out
TRTLLM017_A100_Llama31_70B_FP16_TP2_128_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on two A100, tensor parallel 2, 128 in / 128 out
TRTLLM017_A100_Llama31_70B_FP16_TP2_128_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on two A100, tensor parallel 2, 128 in / 2048 out
TRTLLM017_A100_Llama31_70B_FP16_TP2_2048_128            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on two A100, tensor parallel 2, 2048 in / 128 out
TRTLLM017_A100_Llama31_70B_FP16_TP2_2048_2048           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on two A100, tensor parallel 2, 2048 in / 2048 out
TRTLLM017_A100_Llama31_70B_FP16_TP2_5000_500            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on two A100, tensor parallel 2, 5000 in / 500 out
TRTLLM017_A100_Llama31_70B_FP16_TP2_500_2000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on two A100, tensor parallel 2, 500 in / 2000 out
TRTLLM017_A100_Llama31_70B_FP16_TP4_1000_1000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on four A100, tensor parallel 4, 1000 in / 1000 out
TRTLLM017_A100_Llama31_70B_FP16_TP4_128_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on four A100, tensor parallel 4, 128 in / 128 out
TRTLLM017_A100_Llama31_70B_FP16_TP4_128_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on four A100, tensor parallel 4, 128 in / 2048 out
TRTLLM017_A100_Llama31_70B_FP16_TP4_128_4096            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on four A100, tensor parallel 4, 128 in / 4096 out
TRTLLM017_A100_Llama31_70B_FP16_TP4_20000_2000          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on four A100, tensor parallel 4, 20000 in / 2000 out
TRTLLM017_A100_Llama31_70B_FP16_TP4_2048_128            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on four A100, tensor parallel 4, 2048 in / 128 out
TRTLLM017_A100_Llama31_70B_FP16_TP4_2048_2048           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on four A100, tensor parallel 4, 2048 in / 2048 out
TRTLLM017_A100_Llama31_70B_FP16_TP4_5000_500            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on four A100, tensor parallel 4, 5000 in / 500 out
TRTLLM017_A100_Llama31_70B_FP16_TP4_500_2000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on four A100, tensor parallel 4, 500 in / 2000 out
TRTLLM017_A100_Llama31_70B_FP16_TP8_1000_1000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on eight A100, tensor parallel 8, 1000 in / 1000 out
TRTLLM017_A100_Llama31_70B_FP16_TP8_128_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on eight A100, tensor parallel 8, 128 in / 128 out
TRTLLM017_A100_Llama31_70B_FP16_TP8_128_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on eight A100, tensor parallel 8, 128 in / 2048 out
TRTLLM017_A100_Llama31_70B_FP16_TP8_128_4096            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on eight A100, tensor parallel 8, 128 in / 4096 out
TRTLLM017_A100_Llama31_70B_FP16_TP8_20000_2000          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on eight A100, tensor parallel 8, 20000 in / 2000 out
TRTLLM017_A100_Llama31_70B_FP16_TP8_2048_128            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on eight A100, tensor parallel 8, 2048 in / 128 out
TRTLLM017_A100_Llama31_70B_FP16_TP8_2048_2048           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on eight A100, tensor parallel 8, 2048 in / 2048 out
TRTLLM017_A100_Llama31_70B_FP16_TP8_5000_500            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on eight A100, tensor parallel 8, 5000 in / 500 out
TRTLLM017_A100_Llama31_70B_FP16_TP8_500_2000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP16 on eight A100, tensor parallel 8, 500 in / 2000 out
TRTLLM017_A100_Llama31_8B_FP16_TP1_1000_1000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP16 on one A100, 1000 in / 1000 out
TRTLLM017_A100_Llama31_8B_FP16_TP1_128_128              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP16 on one A100, 128 in / 128 out
TRTLLM017_A100_Llama31_8B_FP16_TP1_128_2048             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP16 on one A100, 128 in / 2048 out
TRTLLM017_A100_Llama31_8B_FP16_TP1_128_4096             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP16 on one A100, 128 in / 4096 out
TRTLLM017_A100_Llama31_8B_FP16_TP1_20000_2000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP16 on one A100, 20000 in / 2000 out
TRTLLM017_A100_Llama31_8B_FP16_TP1_2048_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP16 on one A100, 2048 in / 128 out
TRTLLM017_A100_Llama31_8B_FP16_TP1_2048_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP16 on one A100, 2048 in / 2048 out
TRTLLM017_A100_Llama31_8B_FP16_TP1_5000_500             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP16 on one A100, 5000 in / 500 out
TRTLLM017_A100_Llama31_8B_FP16_TP1_500_2000             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP16 on one A100, 500 in / 2000 out
TRTLLM017_A100_Mistral_7B_FP16_TP1_1000_1000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP16 on one A100, 1000 in / 1000 out
TRTLLM017_A100_Mistral_7B_FP16_TP1_128_128              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP16 on one A100, 128 in / 128 out
TRTLLM017_A100_Mistral_7B_FP16_TP1_128_2048             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP16 on one A100, 128 in / 2048 out
TRTLLM017_A100_Mistral_7B_FP16_TP1_128_4096             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP16 on one A100, 128 in / 4096 out
TRTLLM017_A100_Mistral_7B_FP16_TP1_20000_2000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP16 on one A100, 20000 in / 2000 out
TRTLLM017_A100_Mistral_7B_FP16_TP1_2048_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP16 on one A100, 2048 in / 128 out
TRTLLM017_A100_Mistral_7B_FP16_TP1_2048_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP16 on one A100, 2048 in / 2048 out
TRTLLM017_A100_Mistral_7B_FP16_TP1_5000_500             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP16 on one A100, 5000 in / 500 out
TRTLLM017_A100_Mistral_7B_FP16_TP1_500_2000             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP16 on one A100, 500 in / 2000 out
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_1000_1000         evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP16 on eight A100, tensor parallel 8, 1000 in / 1000 out
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_128_128           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP16 on eight A100, tensor parallel 8, 128 in / 128 out
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_128_2048          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP16 on eight A100, tensor parallel 8, 128 in / 2048 out
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_128_4096          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP16 on eight A100, tensor parallel 8, 128 in / 4096 out
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_20000_2000        evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP16 on eight A100, tensor parallel 8, 20000 in / 2000 out
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_2048_128          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP16 on eight A100, tensor parallel 8, 2048 in / 128 out
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_2048_2048         evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP16 on eight A100, tensor parallel 8, 2048 in / 2048 out
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_5000_500          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP16 on eight A100, tensor parallel 8, 5000 in / 500 out
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_500_2000          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP16 on eight A100, tensor parallel 8, 500 in / 2000 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_1000_1000          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on two A100, tensor parallel 2, 1000 in / 1000 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_128_128            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on two A100, tensor parallel 2, 128 in / 128 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_128_2048           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on two A100, tensor parallel 2, 128 in / 2048 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_128_4096           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on two A100, tensor parallel 2, 128 in / 4096 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_20000_2000         evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on two A100, tensor parallel 2, 20000 in / 2000 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_2048_128           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on two A100, tensor parallel 2, 2048 in / 128 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_2048_2048          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on two A100, tensor parallel 2, 2048 in / 2048 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_5000_500           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on two A100, tensor parallel 2, 5000 in / 500 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_500_2000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on two A100, tensor parallel 2, 500 in / 2000 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_1000_1000          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on four A100, tensor parallel 4, 1000 in / 1000 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_128_128            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on four A100, tensor parallel 4, 128 in / 128 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_128_2048           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on four A100, tensor parallel 4, 128 in / 2048 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_128_4096           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on four A100, tensor parallel 4, 128 in / 4096 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_20000_2000         evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on four A100, tensor parallel 4, 20000 in / 2000 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_2048_128           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on four A100, tensor parallel 4, 2048 in / 128 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_2048_2048          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on four A100, tensor parallel 4, 2048 in / 2048 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_5000_500           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on four A100, tensor parallel 4, 5000 in / 500 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_500_2000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on four A100, tensor parallel 4, 500 in / 2000 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_1000_1000          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on eight A100, tensor parallel 8, 1000 in / 1000 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_128_128            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on eight A100, tensor parallel 8, 128 in / 128 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_128_2048           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on eight A100, tensor parallel 8, 128 in / 2048 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_128_4096           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on eight A100, tensor parallel 8, 128 in / 4096 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_20000_2000         evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on eight A100, tensor parallel 8, 20000 in / 2000 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_2048_128           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on eight A100, tensor parallel 8, 2048 in / 128 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_2048_2048          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on eight A100, tensor parallel 8, 2048 in / 2048 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_5000_500           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on eight A100, tensor parallel 8, 5000 in / 500 out
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_500_2000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP16 on eight A100, tensor parallel 8, 500 in / 2000 out
TRTLLM017_GH200_Llama31_70B_FP8_TP1_1000_1000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one GH200, 1000 in / 1000 out
TRTLLM017_GH200_Llama31_70B_FP8_TP1_128_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one GH200, 128 in / 128 out
TRTLLM017_GH200_Llama31_70B_FP8_TP1_128_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one GH200, 128 in / 2048 out
TRTLLM017_GH200_Llama31_70B_FP8_TP1_128_4096            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one GH200, 128 in / 4096 out
TRTLLM017_GH200_Llama31_70B_FP8_TP1_2048_128            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one GH200, 2048 in / 128 out
TRTLLM017_GH200_Llama31_70B_FP8_TP1_2048_2048           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one GH200, 2048 in / 2048 out
TRTLLM017_GH200_Llama31_70B_FP8_TP1_5000_500            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one GH200, 5000 in / 500 out
TRTLLM017_GH200_Llama31_70B_FP8_TP1_500_2000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one GH200, 500 in / 2000 out
TRTLLM017_GH200_Llama31_8B_FP8_TP1_1000_1000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one GH200, 1000 in / 1000 out
TRTLLM017_GH200_Llama31_8B_FP8_TP1_128_128              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one GH200, 128 in / 128 out
TRTLLM017_GH200_Llama31_8B_FP8_TP1_128_2048             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one GH200, 128 in / 2048 out
TRTLLM017_GH200_Llama31_8B_FP8_TP1_128_4096             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one GH200, 128 in / 4096 out
TRTLLM017_GH200_Llama31_8B_FP8_TP1_20000_2000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one GH200, 20000 in / 2000 out
TRTLLM017_GH200_Llama31_8B_FP8_TP1_2048_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one GH200, 2048 in / 128 out
TRTLLM017_GH200_Llama31_8B_FP8_TP1_2048_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one GH200, 2048 in / 2048 out
TRTLLM017_GH200_Llama31_8B_FP8_TP1_5000_500             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one GH200, 5000 in / 500 out
TRTLLM017_GH200_Llama31_8B_FP8_TP1_500_2000             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one GH200, 500 in / 2000 out
TRTLLM017_GH200_Mistral_7B_FP8_TP1_1000_1000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one GH200, 1000 in / 1000 out
TRTLLM017_GH200_Mistral_7B_FP8_TP1_128_128              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one GH200, 128 in / 128 out
TRTLLM017_GH200_Mistral_7B_FP8_TP1_128_2048             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one GH200, 128 in / 2048 out
TRTLLM017_GH200_Mistral_7B_FP8_TP1_128_4096             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one GH200, 128 in / 4096 out
TRTLLM017_GH200_Mistral_7B_FP8_TP1_20000_2000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one GH200, 20000 in / 2000 out
TRTLLM017_GH200_Mistral_7B_FP8_TP1_2048_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one GH200, 2048 in / 128 out
TRTLLM017_GH200_Mistral_7B_FP8_TP1_2048_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one GH200, 2048 in / 2048 out
TRTLLM017_GH200_Mistral_7B_FP8_TP1_5000_500             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one GH200, 5000 in / 500 out
TRTLLM017_GH200_Mistral_7B_FP8_TP1_500_2000             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one GH200, 500 in / 2000 out
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_1000_1000          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one GH200, 1000 in / 1000 out
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_128_128            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one GH200, 128 in / 128 out
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_128_2048           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one GH200, 128 in / 2048 out
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_128_4096           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one GH200, 128 in / 4096 out
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_20000_2000         evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one GH200, 20000 in / 2000 out
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_2048_128           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one GH200, 2048 in / 128 out
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_2048_2048          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one GH200, 2048 in / 2048 out
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_5000_500           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one GH200, 5000 in / 500 out
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_500_2000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one GH200, 500 in / 2000 out
TRTLLM017_H100_Llama31_70B_FP8_TP1_1000_1000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one H100, 1000 in / 1000 out
TRTLLM017_H100_Llama31_70B_FP8_TP1_128_128              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one H100, 128 in / 128 out
TRTLLM017_H100_Llama31_70B_FP8_TP1_128_2048             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one H100, 128 in / 2048 out
TRTLLM017_H100_Llama31_70B_FP8_TP1_128_4096             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one H100, 128 in / 4096 out
TRTLLM017_H100_Llama31_70B_FP8_TP1_2048_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one H100, 2048 in / 128 out
TRTLLM017_H100_Llama31_70B_FP8_TP1_5000_500             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one H100, 5000 in / 500 out
TRTLLM017_H100_Llama31_70B_FP8_TP1_500_2000             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one H100, 500 in / 2000 out
TRTLLM017_H100_Llama31_70B_FP8_TP2_1000_1000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on two H100, tensor parallel 2, 1000 in / 1000 out
TRTLLM017_H100_Llama31_70B_FP8_TP2_128_128              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on two H100, tensor parallel 2, 128 in / 128 out
TRTLLM017_H100_Llama31_70B_FP8_TP2_128_2048             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on two H100, tensor parallel 2, 128 in / 2048 out
TRTLLM017_H100_Llama31_70B_FP8_TP2_128_4096             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on two H100, tensor parallel 2, 128 in / 4096 out
TRTLLM017_H100_Llama31_70B_FP8_TP2_20000_2000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on two H100, tensor parallel 2, 20000 in / 2000 out
TRTLLM017_H100_Llama31_70B_FP8_TP2_2048_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on two H100, tensor parallel 2, 2048 in / 128 out
TRTLLM017_H100_Llama31_70B_FP8_TP2_2048_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on two H100, tensor parallel 2, 2048 in / 2048 out
TRTLLM017_H100_Llama31_70B_FP8_TP2_5000_500             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on two H100, tensor parallel 2, 5000 in / 500 out
TRTLLM017_H100_Llama31_70B_FP8_TP2_500_2000             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on two H100, tensor parallel 2, 500 in / 2000 out
TRTLLM017_H100_Llama31_70B_FP8_TP4_1000_1000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four H100, tensor parallel 4, 1000 in / 1000 out
TRTLLM017_H100_Llama31_70B_FP8_TP4_128_128              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four H100, tensor parallel 4, 128 in / 128 out
TRTLLM017_H100_Llama31_70B_FP8_TP4_128_2048             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four H100, tensor parallel 4, 128 in / 2048 out
TRTLLM017_H100_Llama31_70B_FP8_TP4_128_4096             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four H100, tensor parallel 4, 128 in / 4096 out
TRTLLM017_H100_Llama31_70B_FP8_TP4_20000_2000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four H100, tensor parallel 4, 20000 in / 2000 out
TRTLLM017_H100_Llama31_70B_FP8_TP4_2048_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four H100, tensor parallel 4, 2048 in / 128 out
TRTLLM017_H100_Llama31_70B_FP8_TP4_2048_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four H100, tensor parallel 4, 2048 in / 2048 out
TRTLLM017_H100_Llama31_70B_FP8_TP4_5000_500             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four H100, tensor parallel 4, 5000 in / 500 out
TRTLLM017_H100_Llama31_70B_FP8_TP4_500_2000             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four H100, tensor parallel 4, 500 in / 2000 out
TRTLLM017_H100_Llama31_70B_FP8_TP8_1000_1000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight H100, tensor parallel 8, 1000 in / 1000 out
TRTLLM017_H100_Llama31_70B_FP8_TP8_128_128              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight H100, tensor parallel 8, 128 in / 128 out
TRTLLM017_H100_Llama31_70B_FP8_TP8_128_2048             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight H100, tensor parallel 8, 128 in / 2048 out
TRTLLM017_H100_Llama31_70B_FP8_TP8_128_4096             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight H100, tensor parallel 8, 128 in / 4096 out
TRTLLM017_H100_Llama31_70B_FP8_TP8_20000_2000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight H100, tensor parallel 8, 20000 in / 2000 out
TRTLLM017_H100_Llama31_70B_FP8_TP8_2048_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight H100, tensor parallel 8, 2048 in / 128 out
TRTLLM017_H100_Llama31_70B_FP8_TP8_2048_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight H100, tensor parallel 8, 2048 in / 2048 out
TRTLLM017_H100_Llama31_70B_FP8_TP8_5000_500             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight H100, tensor parallel 8, 5000 in / 500 out
TRTLLM017_H100_Llama31_70B_FP8_TP8_500_2000             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight H100, tensor parallel 8, 500 in / 2000 out
TRTLLM017_H100_Llama31_8B_FP8_TP1_1000_1000             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one H100, 1000 in / 1000 out
TRTLLM017_H100_Llama31_8B_FP8_TP1_128_128               evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one H100, 128 in / 128 out
TRTLLM017_H100_Llama31_8B_FP8_TP1_128_2048              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one H100, 128 in / 2048 out
TRTLLM017_H100_Llama31_8B_FP8_TP1_128_4096              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one H100, 128 in / 4096 out
TRTLLM017_H100_Llama31_8B_FP8_TP1_20000_2000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one H100, 20000 in / 2000 out
TRTLLM017_H100_Llama31_8B_FP8_TP1_2048_128              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one H100, 2048 in / 128 out
TRTLLM017_H100_Llama31_8B_FP8_TP1_2048_2048             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one H100, 2048 in / 2048 out
TRTLLM017_H100_Llama31_8B_FP8_TP1_5000_500              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one H100, 5000 in / 500 out
TRTLLM017_H100_Llama31_8B_FP8_TP1_500_2000              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one H100, 500 in / 2000 out
TRTLLM017_H100_Mistral_7B_FP8_TP1_1000_1000             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one H100, 1000 in / 1000 out
TRTLLM017_H100_Mistral_7B_FP8_TP1_128_128               evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one H100, 128 in / 128 out
TRTLLM017_H100_Mistral_7B_FP8_TP1_128_2048              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one H100, 128 in / 2048 out
TRTLLM017_H100_Mistral_7B_FP8_TP1_128_4096              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one H100, 128 in / 4096 out
TRTLLM017_H100_Mistral_7B_FP8_TP1_20000_2000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one H100, 20000 in / 2000 out
TRTLLM017_H100_Mistral_7B_FP8_TP1_2048_128              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one H100, 2048 in / 128 out
TRTLLM017_H100_Mistral_7B_FP8_TP1_2048_2048             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one H100, 2048 in / 2048 out
TRTLLM017_H100_Mistral_7B_FP8_TP1_5000_500              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one H100, 5000 in / 500 out
TRTLLM017_H100_Mistral_7B_FP8_TP1_500_2000              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one H100, 500 in / 2000 out
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_1000_1000          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP8 on eight H100, tensor parallel 8, 1000 in / 1000 out
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_128_128            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP8 on eight H100, tensor parallel 8, 128 in / 128 out
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_128_2048           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP8 on eight H100, tensor parallel 8, 128 in / 2048 out
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_128_4096           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP8 on eight H100, tensor parallel 8, 128 in / 4096 out
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_20000_2000         evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP8 on eight H100, tensor parallel 8, 20000 in / 2000 out
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_2048_128           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP8 on eight H100, tensor parallel 8, 2048 in / 128 out
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_2048_2048          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP8 on eight H100, tensor parallel 8, 2048 in / 2048 out
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_5000_500           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP8 on eight H100, tensor parallel 8, 5000 in / 500 out
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_500_2000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP8 on eight H100, tensor parallel 8, 500 in / 2000 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_1000_1000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one H100, 1000 in / 1000 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_128_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one H100, 128 in / 128 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_128_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one H100, 128 in / 2048 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_128_4096            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one H100, 128 in / 4096 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_20000_2000          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one H100, 20000 in / 2000 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_2048_128            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one H100, 2048 in / 128 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_2048_2048           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one H100, 2048 in / 2048 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_5000_500            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one H100, 5000 in / 500 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_500_2000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one H100, 500 in / 2000 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_1000_1000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on two H100, tensor parallel 2, 1000 in / 1000 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_128_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on two H100, tensor parallel 2, 128 in / 128 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_128_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on two H100, tensor parallel 2, 128 in / 2048 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_128_4096            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on two H100, tensor parallel 2, 128 in / 4096 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_20000_2000          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on two H100, tensor parallel 2, 20000 in / 2000 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_2048_128            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on two H100, tensor parallel 2, 2048 in / 128 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_2048_2048           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on two H100, tensor parallel 2, 2048 in / 2048 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_5000_500            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on two H100, tensor parallel 2, 5000 in / 500 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_500_2000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on two H100, tensor parallel 2, 500 in / 2000 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_1000_1000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four H100, tensor parallel 4, 1000 in / 1000 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_128_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four H100, tensor parallel 4, 128 in / 128 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_128_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four H100, tensor parallel 4, 128 in / 2048 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_128_4096            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four H100, tensor parallel 4, 128 in / 4096 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_20000_2000          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four H100, tensor parallel 4, 20000 in / 2000 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_2048_128            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four H100, tensor parallel 4, 2048 in / 128 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_2048_2048           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four H100, tensor parallel 4, 2048 in / 2048 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_5000_500            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four H100, tensor parallel 4, 5000 in / 500 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_500_2000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four H100, tensor parallel 4, 500 in / 2000 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_1000_1000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight H100, tensor parallel 8, 1000 in / 1000 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_128_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight H100, tensor parallel 8, 128 in / 128 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_128_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight H100, tensor parallel 8, 128 in / 2048 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_128_4096            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight H100, tensor parallel 8, 128 in / 4096 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_20000_2000          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight H100, tensor parallel 8, 20000 in / 2000 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_2048_128            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight H100, tensor parallel 8, 2048 in / 128 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_2048_2048           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight H100, tensor parallel 8, 2048 in / 2048 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_5000_500            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight H100, tensor parallel 8, 5000 in / 500 out
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_500_2000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight H100, tensor parallel 8, 500 in / 2000 out
TRTLLM017_H200_Llama31_405B_FP8_TP8_1000_1000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B FP8 on eight H200, tensor parallel 8, 1000 in / 1000 out
TRTLLM017_H200_Llama31_405B_FP8_TP8_128_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B FP8 on eight H200, tensor parallel 8, 128 in / 128 out
TRTLLM017_H200_Llama31_405B_FP8_TP8_128_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B FP8 on eight H200, tensor parallel 8, 128 in / 2048 out
TRTLLM017_H200_Llama31_405B_FP8_TP8_128_4096            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B FP8 on eight H200, tensor parallel 8, 128 in / 4096 out
TRTLLM017_H200_Llama31_405B_FP8_TP8_20000_2000          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B FP8 on eight H200, tensor parallel 8, 20000 in / 2000 out
TRTLLM017_H200_Llama31_405B_FP8_TP8_2048_128            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B FP8 on eight H200, tensor parallel 8, 2048 in / 128 out
TRTLLM017_H200_Llama31_405B_FP8_TP8_2048_2048           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B FP8 on eight H200, tensor parallel 8, 2048 in / 2048 out
TRTLLM017_H200_Llama31_405B_FP8_TP8_5000_500            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B FP8 on eight H200, tensor parallel 8, 5000 in / 500 out
TRTLLM017_H200_Llama31_405B_FP8_TP8_500_2000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B FP8 on eight H200, tensor parallel 8, 500 in / 2000 out
TRTLLM017_H200_Llama31_70B_FP8_TP1_1000_1000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one H200, 1000 in / 1000 out
TRTLLM017_H200_Llama31_70B_FP8_TP1_128_128              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one H200, 128 in / 128 out
TRTLLM017_H200_Llama31_70B_FP8_TP1_128_2048             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one H200, 128 in / 2048 out
TRTLLM017_H200_Llama31_70B_FP8_TP1_128_4096             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one H200, 128 in / 4096 out
TRTLLM017_H200_Llama31_70B_FP8_TP1_20000_2000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one H200, 20000 in / 2000 out
TRTLLM017_H200_Llama31_70B_FP8_TP1_2048_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one H200, 2048 in / 128 out
TRTLLM017_H200_Llama31_70B_FP8_TP1_2048_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one H200, 2048 in / 2048 out
TRTLLM017_H200_Llama31_70B_FP8_TP1_5000_500             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one H200, 5000 in / 500 out
TRTLLM017_H200_Llama31_70B_FP8_TP1_500_2000             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on one H200, 500 in / 2000 out
TRTLLM017_H200_Llama31_70B_FP8_TP2_1000_1000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on two H200, tensor parallel 2, 1000 in / 1000 out
TRTLLM017_H200_Llama31_70B_FP8_TP2_128_128              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on two H200, tensor parallel 2, 128 in / 128 out
TRTLLM017_H200_Llama31_70B_FP8_TP2_128_2048             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on two H200, tensor parallel 2, 128 in / 2048 out
TRTLLM017_H200_Llama31_70B_FP8_TP2_128_4096             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on two H200, tensor parallel 2, 128 in / 4096 out
TRTLLM017_H200_Llama31_70B_FP8_TP2_20000_2000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on two H200, tensor parallel 2, 20000 in / 2000 out
TRTLLM017_H200_Llama31_70B_FP8_TP2_2048_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on two H200, tensor parallel 2, 2048 in / 128 out
TRTLLM017_H200_Llama31_70B_FP8_TP2_2048_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on two H200, tensor parallel 2, 2048 in / 2048 out
TRTLLM017_H200_Llama31_70B_FP8_TP2_5000_500             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on two H200, tensor parallel 2, 5000 in / 500 out
TRTLLM017_H200_Llama31_70B_FP8_TP2_500_2000             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on two H200, tensor parallel 2, 500 in / 2000 out
TRTLLM017_H200_Llama31_70B_FP8_TP4_1000_1000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four H200, tensor parallel 4, 1000 in / 1000 out
TRTLLM017_H200_Llama31_70B_FP8_TP4_128_128              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four H200, tensor parallel 4, 128 in / 128 out
TRTLLM017_H200_Llama31_70B_FP8_TP4_128_2048             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four H200, tensor parallel 4, 128 in / 2048 out
TRTLLM017_H200_Llama31_70B_FP8_TP4_128_4096             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four H200, tensor parallel 4, 128 in / 4096 out
TRTLLM017_H200_Llama31_70B_FP8_TP4_20000_2000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four H200, tensor parallel 4, 20000 in / 2000 out
TRTLLM017_H200_Llama31_70B_FP8_TP4_2048_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four H200, tensor parallel 4, 2048 in / 128 out
TRTLLM017_H200_Llama31_70B_FP8_TP4_2048_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four H200, tensor parallel 4, 2048 in / 2048 out
TRTLLM017_H200_Llama31_70B_FP8_TP4_5000_500             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four H200, tensor parallel 4, 5000 in / 500 out
TRTLLM017_H200_Llama31_70B_FP8_TP4_500_2000             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four H200, tensor parallel 4, 500 in / 2000 out
TRTLLM017_H200_Llama31_70B_FP8_TP8_1000_1000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight H200, tensor parallel 8, 1000 in / 1000 out
TRTLLM017_H200_Llama31_70B_FP8_TP8_128_128              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight H200, tensor parallel 8, 128 in / 128 out
TRTLLM017_H200_Llama31_70B_FP8_TP8_128_2048             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight H200, tensor parallel 8, 128 in / 2048 out
TRTLLM017_H200_Llama31_70B_FP8_TP8_128_4096             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight H200, tensor parallel 8, 128 in / 4096 out
TRTLLM017_H200_Llama31_70B_FP8_TP8_20000_2000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight H200, tensor parallel 8, 20000 in / 2000 out
TRTLLM017_H200_Llama31_70B_FP8_TP8_2048_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight H200, tensor parallel 8, 2048 in / 128 out
TRTLLM017_H200_Llama31_70B_FP8_TP8_2048_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight H200, tensor parallel 8, 2048 in / 2048 out
TRTLLM017_H200_Llama31_70B_FP8_TP8_5000_500             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight H200, tensor parallel 8, 5000 in / 500 out
TRTLLM017_H200_Llama31_70B_FP8_TP8_500_2000             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight H200, tensor parallel 8, 500 in / 2000 out
TRTLLM017_H200_Llama31_8B_FP8_TP1_1000_1000             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one H200, 1000 in / 1000 out
TRTLLM017_H200_Llama31_8B_FP8_TP1_128_128               evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one H200, 128 in / 128 out
TRTLLM017_H200_Llama31_8B_FP8_TP1_128_2048              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one H200, 128 in / 2048 out
TRTLLM017_H200_Llama31_8B_FP8_TP1_128_4096              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one H200, 128 in / 4096 out
TRTLLM017_H200_Llama31_8B_FP8_TP1_20000_2000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one H200, 20000 in / 2000 out
TRTLLM017_H200_Llama31_8B_FP8_TP1_2048_128              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one H200, 2048 in / 128 out
TRTLLM017_H200_Llama31_8B_FP8_TP1_2048_2048             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one H200, 2048 in / 2048 out
TRTLLM017_H200_Llama31_8B_FP8_TP1_5000_500              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one H200, 5000 in / 500 out
TRTLLM017_H200_Llama31_8B_FP8_TP1_500_2000              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one H200, 500 in / 2000 out
TRTLLM017_H200_Mistral_7B_FP8_TP1_1000_1000             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one H200, 1000 in / 1000 out
TRTLLM017_H200_Mistral_7B_FP8_TP1_128_128               evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one H200, 128 in / 128 out
TRTLLM017_H200_Mistral_7B_FP8_TP1_128_2048              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one H200, 128 in / 2048 out
TRTLLM017_H200_Mistral_7B_FP8_TP1_128_4096              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one H200, 128 in / 4096 out
TRTLLM017_H200_Mistral_7B_FP8_TP1_20000_2000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one H200, 20000 in / 2000 out
TRTLLM017_H200_Mistral_7B_FP8_TP1_2048_128              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one H200, 2048 in / 128 out
TRTLLM017_H200_Mistral_7B_FP8_TP1_2048_2048             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one H200, 2048 in / 2048 out
TRTLLM017_H200_Mistral_7B_FP8_TP1_5000_500              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one H200, 5000 in / 500 out
TRTLLM017_H200_Mistral_7B_FP8_TP1_500_2000              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one H200, 500 in / 2000 out
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_1000_1000          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP8 on eight H200, tensor parallel 8, 1000 in / 1000 out
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_128_128            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP8 on eight H200, tensor parallel 8, 128 in / 128 out
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_128_2048           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP8 on eight H200, tensor parallel 8, 128 in / 2048 out
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_128_4096           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP8 on eight H200, tensor parallel 8, 128 in / 4096 out
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_20000_2000         evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP8 on eight H200, tensor parallel 8, 20000 in / 2000 out
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_2048_128           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP8 on eight H200, tensor parallel 8, 2048 in / 128 out
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_2048_2048          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP8 on eight H200, tensor parallel 8, 2048 in / 2048 out
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_5000_500           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP8 on eight H200, tensor parallel 8, 5000 in / 500 out
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_500_2000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x22B FP8 on eight H200, tensor parallel 8, 500 in / 2000 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_1000_1000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one H200, 1000 in / 1000 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_128_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one H200, 128 in / 128 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_128_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one H200, 128 in / 2048 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_128_4096            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one H200, 128 in / 4096 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_20000_2000          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one H200, 20000 in / 2000 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_2048_128            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one H200, 2048 in / 128 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_2048_2048           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one H200, 2048 in / 2048 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_5000_500            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one H200, 5000 in / 500 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_500_2000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on one H200, 500 in / 2000 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_1000_1000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on two H200, tensor parallel 2, 1000 in / 1000 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_128_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on two H200, tensor parallel 2, 128 in / 128 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_128_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on two H200, tensor parallel 2, 128 in / 2048 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_128_4096            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on two H200, tensor parallel 2, 128 in / 4096 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_20000_2000          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on two H200, tensor parallel 2, 20000 in / 2000 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_2048_128            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on two H200, tensor parallel 2, 2048 in / 128 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_2048_2048           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on two H200, tensor parallel 2, 2048 in / 2048 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_5000_500            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on two H200, tensor parallel 2, 5000 in / 500 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_500_2000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on two H200, tensor parallel 2, 500 in / 2000 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_1000_1000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four H200, tensor parallel 4, 1000 in / 1000 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_128_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four H200, tensor parallel 4, 128 in / 128 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_128_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four H200, tensor parallel 4, 128 in / 2048 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_128_4096            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four H200, tensor parallel 4, 128 in / 4096 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_20000_2000          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four H200, tensor parallel 4, 20000 in / 2000 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_2048_128            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four H200, tensor parallel 4, 2048 in / 128 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_2048_2048           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four H200, tensor parallel 4, 2048 in / 2048 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_5000_500            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four H200, tensor parallel 4, 5000 in / 500 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_500_2000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four H200, tensor parallel 4, 500 in / 2000 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_1000_1000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight H200, tensor parallel 8, 1000 in / 1000 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_128_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight H200, tensor parallel 8, 128 in / 128 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_128_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight H200, tensor parallel 8, 128 in / 2048 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_128_4096            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight H200, tensor parallel 8, 128 in / 4096 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_20000_2000          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight H200, tensor parallel 8, 20000 in / 2000 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_2048_128            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight H200, tensor parallel 8, 2048 in / 128 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_2048_2048           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight H200, tensor parallel 8, 2048 in / 2048 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_5000_500            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight H200, tensor parallel 8, 5000 in / 500 out
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_500_2000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight H200, tensor parallel 8, 500 in / 2000 out
TRTLLM017_L40S_Llama31_70B_FP8_TP4_1000_1000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four L40S, tensor parallel 4, 1000 in / 1000 out
TRTLLM017_L40S_Llama31_70B_FP8_TP4_128_128              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four L40S, tensor parallel 4, 128 in / 128 out
TRTLLM017_L40S_Llama31_70B_FP8_TP4_128_2048             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four L40S, tensor parallel 4, 128 in / 2048 out
TRTLLM017_L40S_Llama31_70B_FP8_TP4_128_4096             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four L40S, tensor parallel 4, 128 in / 4096 out
TRTLLM017_L40S_Llama31_70B_FP8_TP4_20000_2000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four L40S, tensor parallel 4, 20000 in / 2000 out
TRTLLM017_L40S_Llama31_70B_FP8_TP4_2048_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four L40S, tensor parallel 4, 2048 in / 128 out
TRTLLM017_L40S_Llama31_70B_FP8_TP4_2048_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four L40S, tensor parallel 4, 2048 in / 2048 out
TRTLLM017_L40S_Llama31_70B_FP8_TP4_5000_500             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four L40S, tensor parallel 4, 5000 in / 500 out
TRTLLM017_L40S_Llama31_70B_FP8_TP4_500_2000             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on four L40S, tensor parallel 4, 500 in / 2000 out
TRTLLM017_L40S_Llama31_70B_FP8_TP8_1000_1000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight L40S, tensor parallel 8, 1000 in / 1000 out
TRTLLM017_L40S_Llama31_70B_FP8_TP8_128_128              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight L40S, tensor parallel 8, 128 in / 128 out
TRTLLM017_L40S_Llama31_70B_FP8_TP8_128_2048             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight L40S, tensor parallel 8, 128 in / 2048 out
TRTLLM017_L40S_Llama31_70B_FP8_TP8_128_4096             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight L40S, tensor parallel 8, 128 in / 4096 out
TRTLLM017_L40S_Llama31_70B_FP8_TP8_20000_2000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight L40S, tensor parallel 8, 20000 in / 2000 out
TRTLLM017_L40S_Llama31_70B_FP8_TP8_2048_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight L40S, tensor parallel 8, 2048 in / 128 out
TRTLLM017_L40S_Llama31_70B_FP8_TP8_2048_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight L40S, tensor parallel 8, 2048 in / 2048 out
TRTLLM017_L40S_Llama31_70B_FP8_TP8_5000_500             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight L40S, tensor parallel 8, 5000 in / 500 out
TRTLLM017_L40S_Llama31_70B_FP8_TP8_500_2000             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-70B FP8 on eight L40S, tensor parallel 8, 500 in / 2000 out
TRTLLM017_L40S_Llama31_8B_FP8_TP1_1000_1000             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one L40S, 1000 in / 1000 out
TRTLLM017_L40S_Llama31_8B_FP8_TP1_128_128               evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one L40S, 128 in / 128 out
TRTLLM017_L40S_Llama31_8B_FP8_TP1_128_2048              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one L40S, 128 in / 2048 out
TRTLLM017_L40S_Llama31_8B_FP8_TP1_128_4096              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one L40S, 128 in / 4096 out
TRTLLM017_L40S_Llama31_8B_FP8_TP1_20000_2000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one L40S, 20000 in / 2000 out
TRTLLM017_L40S_Llama31_8B_FP8_TP1_2048_128              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one L40S, 2048 in / 128 out
TRTLLM017_L40S_Llama31_8B_FP8_TP1_2048_2048             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one L40S, 2048 in / 2048 out
TRTLLM017_L40S_Llama31_8B_FP8_TP1_5000_500              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one L40S, 5000 in / 500 out
TRTLLM017_L40S_Llama31_8B_FP8_TP1_500_2000              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B FP8 on one L40S, 500 in / 2000 out
TRTLLM017_L40S_Mistral_7B_FP8_TP1_1000_1000             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one L40S, 1000 in / 1000 out
TRTLLM017_L40S_Mistral_7B_FP8_TP1_128_128               evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one L40S, 128 in / 128 out
TRTLLM017_L40S_Mistral_7B_FP8_TP1_128_2048              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one L40S, 128 in / 2048 out
TRTLLM017_L40S_Mistral_7B_FP8_TP1_128_4096              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one L40S, 128 in / 4096 out
TRTLLM017_L40S_Mistral_7B_FP8_TP1_20000_2000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one L40S, 20000 in / 2000 out
TRTLLM017_L40S_Mistral_7B_FP8_TP1_2048_128              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one L40S, 2048 in / 128 out
TRTLLM017_L40S_Mistral_7B_FP8_TP1_2048_2048             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one L40S, 2048 in / 2048 out
TRTLLM017_L40S_Mistral_7B_FP8_TP1_5000_500              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one L40S, 5000 in / 500 out
TRTLLM017_L40S_Mistral_7B_FP8_TP1_500_2000              evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mistral 7B FP8 on one L40S, 500 in / 2000 out
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_1000_1000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four L40S, tensor parallel 4, 1000 in / 1000 out
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_128_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four L40S, tensor parallel 4, 128 in / 128 out
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_128_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four L40S, tensor parallel 4, 128 in / 2048 out
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_128_4096            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four L40S, tensor parallel 4, 128 in / 4096 out
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_20000_2000          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four L40S, tensor parallel 4, 20000 in / 2000 out
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_2048_128            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four L40S, tensor parallel 4, 2048 in / 128 out
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_2048_2048           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four L40S, tensor parallel 4, 2048 in / 2048 out
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_5000_500            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four L40S, tensor parallel 4, 5000 in / 500 out
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_500_2000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on four L40S, tensor parallel 4, 500 in / 2000 out
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_1000_1000           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight L40S, tensor parallel 8, 1000 in / 1000 out
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_128_128             evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight L40S, tensor parallel 8, 128 in / 128 out
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_128_2048            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight L40S, tensor parallel 8, 128 in / 2048 out
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_128_4096            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight L40S, tensor parallel 8, 128 in / 4096 out
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_20000_2000          evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight L40S, tensor parallel 8, 20000 in / 2000 out
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_2048_128            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight L40S, tensor parallel 8, 2048 in / 128 out
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_2048_2048           evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight L40S, tensor parallel 8, 2048 in / 2048 out
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_5000_500            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight L40S, tensor parallel 8, 5000 in / 500 out
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_500_2000            evaluate                               1  TensorRT-LLM 0.17 throughput (trtllm-bench, in-flight batching): Mixtral 8x7B FP8 on eight L40S, tensor parallel 8, 500 in / 2000 out
TRTLLM05_A100_Falcon_180B_FP16_TP8_TTFT128              evaluate                               1  TensorRT-LLM 0.5 time to first token: Falcon-180B FP16 on eight A100 80GB, tensor parallel 8, batch 1, 128 input tokens
TRTLLM05_A100_Falcon_180B_FP16_TP8_TTFT2048             evaluate                               1  TensorRT-LLM 0.5 time to first token: Falcon-180B FP16 on eight A100 80GB, tensor parallel 8, batch 1, 2048 input tokens
TRTLLM05_A100_GPTJ_6B_FP16_TTFT128                      evaluate                               1  TensorRT-LLM 0.5 time to first token: GPT-J 6B FP16 on one A100 80GB, batch 1, 128 input tokens
TRTLLM05_A100_GPTJ_6B_FP16_TTFT2048                     evaluate                               1  TensorRT-LLM 0.5 time to first token: GPT-J 6B FP16 on one A100 80GB, batch 1, 2048 input tokens
TRTLLM05_A100_Llama2_70B_FP16_TP4_TTFT128               evaluate                               1  TensorRT-LLM 0.5 time to first token: Llama-2-70B FP16 on four A100 80GB, tensor parallel 4, batch 1, 128 input tokens
TRTLLM05_A100_Llama2_70B_FP16_TP4_TTFT2048              evaluate                               1  TensorRT-LLM 0.5 time to first token: Llama-2-70B FP16 on four A100 80GB, tensor parallel 4, batch 1, 2048 input tokens
TRTLLM05_A100_Llama2_7B_FP16_TTFT128                    evaluate                               1  TensorRT-LLM 0.5 time to first token: Llama-2-7B FP16 on one A100 80GB, batch 1, 128 input tokens
TRTLLM05_A100_Llama2_7B_FP16_TTFT2048                   evaluate                               1  TensorRT-LLM 0.5 time to first token: Llama-2-7B FP16 on one A100 80GB, batch 1, 2048 input tokens
TRTLLM05_H100_Falcon_180B_FP8_TP8_TTFT128               evaluate                               1  TensorRT-LLM 0.5 time to first token: Falcon-180B FP8 on eight H100 SXM, tensor parallel 8, batch 1, 128 input tokens
TRTLLM05_H100_Falcon_180B_FP8_TP8_TTFT2048              evaluate                               1  TensorRT-LLM 0.5 time to first token: Falcon-180B FP8 on eight H100 SXM, tensor parallel 8, batch 1, 2048 input tokens
TRTLLM05_H100_GPTJ_6B_FP8_TTFT128                       evaluate                               1  TensorRT-LLM 0.5 time to first token: GPT-J 6B FP8 on one H100 SXM, batch 1, 128 input tokens
TRTLLM05_H100_GPTJ_6B_FP8_TTFT2048                      evaluate                               1  TensorRT-LLM 0.5 time to first token: GPT-J 6B FP8 on one H100 SXM, batch 1, 2048 input tokens
TRTLLM05_H100_Llama2_70B_FP8_TP4_TTFT128                evaluate                               1  TensorRT-LLM 0.5 time to first token: Llama-2-70B FP8 on four H100 SXM, tensor parallel 4, batch 1, 128 input tokens
TRTLLM05_H100_Llama2_70B_FP8_TP4_TTFT2048               evaluate                               1  TensorRT-LLM 0.5 time to first token: Llama-2-70B FP8 on four H100 SXM, tensor parallel 4, batch 1, 2048 input tokens
TRTLLM05_H100_Llama2_7B_FP8_TTFT128                     evaluate                               1  TensorRT-LLM 0.5 time to first token: Llama-2-7B FP8 on one H100 SXM, batch 1, 128 input tokens
TRTLLM05_H100_Llama2_7B_FP8_TTFT2048                    evaluate                               1  TensorRT-LLM 0.5 time to first token: Llama-2-7B FP8 on one H100 SXM, batch 1, 2048 input tokens
TRTLLM05_H200_Llama2_13B_FP8_B1024                      evaluate                               1  TensorRT-LLM 0.5 static batch: Llama-2-13B FP8 on one H200, batch 1024, 128 in / 128 out
TRTLLM05_H200_Llama2_13B_FP8_B128_Out2048               evaluate                               1  TensorRT-LLM 0.5 static batch: Llama-2-13B FP8 on one H200, batch 128, 128 in / 2048 out
TRTLLM05_H200_Llama2_13B_FP8_B64_In2048                 evaluate                               1  TensorRT-LLM 0.5 static batch: Llama-2-13B FP8 on one H200, batch 64, 2048 in / 128 out
TRTLLM05_H200_Llama2_70B_FP8_B32_In2048                 evaluate                               1  TensorRT-LLM 0.5 static batch: Llama-2-70B FP8 on one H200, batch 32, 2048 in / 128 out
TRTLLM05_H200_Llama2_70B_FP8_B512                       evaluate                               1  TensorRT-LLM 0.5 static batch: Llama-2-70B FP8 on one H200, batch 512, 128 in / 128 out
TRTLLM05_H200_Llama2_70B_FP8_B64_In2048                 evaluate                               1  TensorRT-LLM 0.5 static batch: Llama-2-70B FP8 on one H200, batch 64, 2048 in / 128 out
TRTLLM05_H200_Llama2_70B_FP8_TP2_B512_Out2048           evaluate                               1  TensorRT-LLM 0.5 static batch: Llama-2-70B FP8 on two H200, tensor parallel 2, batch 512, 128 in / 2048 out
TRTLLM05_L40S_GPTJ_6B_FP8_B32_2048_128                  evaluate                               1  TensorRT-LLM 0.5 static batch: GPT-J 6B FP8 on one L40S, batch 32, 2048 in / 128 out
TRTLLM05_L40S_GPTJ_6B_FP8_B32_2048_2048                 evaluate                               1  TensorRT-LLM 0.5 static batch: GPT-J 6B FP8 on one L40S, batch 32, 2048 in / 2048 out
TRTLLM05_L40S_GPTJ_6B_FP8_B64_128_128                   evaluate                               1  TensorRT-LLM 0.5 static batch: GPT-J 6B FP8 on one L40S, batch 64, 128 in / 128 out
TRTLLM05_L40S_GPTJ_6B_FP8_B64_128_2048                  evaluate                               1  TensorRT-LLM 0.5 static batch: GPT-J 6B FP8 on one L40S, batch 64, 128 in / 2048 out
TRTLLM05_L40S_GPTJ_6B_FP8_TTFT128                       evaluate                               1  TensorRT-LLM 0.5 time to first token: GPT-J 6B FP8 on one L40S, batch 1, 128 input tokens
TRTLLM05_L40S_GPTJ_6B_FP8_TTFT2048                      evaluate                               1  TensorRT-LLM 0.5 time to first token: GPT-J 6B FP8 on one L40S, batch 1, 2048 input tokens
TRTLLM05_L40S_Llama2_7B_FP8_B16_2048_2048               evaluate                               1  TensorRT-LLM 0.5 static batch: Llama-2-7B FP8 on one L40S, batch 16, 2048 in / 2048 out
TRTLLM05_L40S_Llama2_7B_FP8_B32_2048_128                evaluate                               1  TensorRT-LLM 0.5 static batch: Llama-2-7B FP8 on one L40S, batch 32, 2048 in / 128 out
TRTLLM05_L40S_Llama2_7B_FP8_B64_128_128                 evaluate                               1  TensorRT-LLM 0.5 static batch: Llama-2-7B FP8 on one L40S, batch 64, 128 in / 128 out
TRTLLM05_L40S_Llama2_7B_FP8_B64_128_2048                evaluate                               1  TensorRT-LLM 0.5 static batch: Llama-2-7B FP8 on one L40S, batch 64, 128 in / 2048 out
TRTLLM05_L40S_Llama2_7B_FP8_TTFT128                     evaluate                               1  TensorRT-LLM 0.5 time to first token: Llama-2-7B FP8 on one L40S, batch 1, 128 input tokens
TRTLLM05_L40S_Llama2_7B_FP8_TTFT2048                    evaluate                               1  TensorRT-LLM 0.5 time to first token: Llama-2-7B FP8 on one L40S, batch 1, 2048 input tokens
TRTLLM061_A100_Falcon_180B_FP16_TP8_B1024_128_128       evaluate                               1  TensorRT-LLM 0.6.1 static batch: Falcon-180B FP16 on eight A100 80GB, tensor parallel 8, batch 1024, 128 in / 128 out
TRTLLM061_A100_Falcon_180B_FP16_TP8_B128_128_2048       evaluate                               1  TensorRT-LLM 0.6.1 static batch: Falcon-180B FP16 on eight A100 80GB, tensor parallel 8, batch 128, 128 in / 2048 out
TRTLLM061_A100_GPTJ_6B_FP16_B512_128_128                evaluate                               1  TensorRT-LLM 0.6.1 static batch: GPT-J 6B FP16 on one A100 80GB, batch 512, 128 in / 128 out
TRTLLM061_A100_GPTJ_6B_FP16_B60_2048_128                evaluate                               1  TensorRT-LLM 0.6.1 static batch: GPT-J 6B FP16 on one A100 80GB, batch 60, 2048 in / 128 out
TRTLLM061_A100_GPTJ_6B_FP16_TP2_B120_128_2048           evaluate                               1  TensorRT-LLM 0.6.1 static batch: GPT-J 6B FP16 on two A100 80GB, tensor parallel 2, batch 120, 128 in / 2048 out
TRTLLM061_A100_GPTJ_6B_FP16_TP2_B64_2048_2048           evaluate                               1  TensorRT-LLM 0.6.1 static batch: GPT-J 6B FP16 on two A100 80GB, tensor parallel 2, batch 64, 2048 in / 2048 out
TRTLLM061_A100_Llama2_70B_FP16_TP4_B120_2048_128        evaluate                               1  TensorRT-LLM 0.6.1 static batch: Llama-2-70B FP16 on four A100 80GB, tensor parallel 4, batch 120, 2048 in / 128 out
TRTLLM061_A100_Llama2_70B_FP16_TP4_B1280_128_128        evaluate                               1  TensorRT-LLM 0.6.1 static batch: Llama-2-70B FP16 on four A100 80GB, tensor parallel 4, batch 1280, 128 in / 128 out
TRTLLM061_A100_Llama2_70B_FP16_TP4_B240_128_2048        evaluate                               1  TensorRT-LLM 0.6.1 static batch: Llama-2-70B FP16 on four A100 80GB, tensor parallel 4, batch 240, 128 in / 2048 out
TRTLLM061_A100_Llama2_7B_FP16_B384_128_128              evaluate                               1  TensorRT-LLM 0.6.1 static batch: Llama-2-7B FP16 on one A100 80GB, batch 384, 128 in / 128 out
TRTLLM061_A100_Llama2_7B_FP16_B52_2048_128              evaluate                               1  TensorRT-LLM 0.6.1 static batch: Llama-2-7B FP16 on one A100 80GB, batch 52, 2048 in / 128 out
TRTLLM061_A100_Llama2_7B_FP16_B60_128_2048              evaluate                               1  TensorRT-LLM 0.6.1 static batch: Llama-2-7B FP16 on one A100 80GB, batch 60, 128 in / 2048 out
TRTLLM061_A100_Llama2_7B_FP16_TP2_B64_2048_2048         evaluate                               1  TensorRT-LLM 0.6.1 static batch: Llama-2-7B FP16 on two A100 80GB, tensor parallel 2, batch 64, 2048 in / 2048 out
TRTLLM061_H100_Falcon_180B_FP8_TP4_B1024_128_128        evaluate                               1  TensorRT-LLM 0.6.1 static batch: Falcon-180B FP8 on four H100 SXM, tensor parallel 4, batch 1024, 128 in / 128 out
TRTLLM061_H100_Falcon_180B_FP8_TP4_B64_2048_128         evaluate                               1  TensorRT-LLM 0.6.1 static batch: Falcon-180B FP8 on four H100 SXM, tensor parallel 4, batch 64, 2048 in / 128 out
TRTLLM061_H100_Falcon_180B_FP8_TP4_B64_2048_2048        evaluate                               1  TensorRT-LLM 0.6.1 static batch: Falcon-180B FP8 on four H100 SXM, tensor parallel 4, batch 64, 2048 in / 2048 out
TRTLLM061_H100_Falcon_180B_FP8_TP8_B1024_128_2048       evaluate                               1  TensorRT-LLM 0.6.1 static batch: Falcon-180B FP8 on eight H100 SXM, tensor parallel 8, batch 1024, 128 in / 2048 out
TRTLLM061_H100_GPTJ_6B_FP8_B1024_128_128                evaluate                               1  TensorRT-LLM 0.6.1 static batch: GPT-J 6B FP8 on one H100 SXM, batch 1024, 128 in / 128 out
TRTLLM061_H100_GPTJ_6B_FP8_B120_128_2048                evaluate                               1  TensorRT-LLM 0.6.1 static batch: GPT-J 6B FP8 on one H100 SXM, batch 120, 128 in / 2048 out
TRTLLM061_H100_GPTJ_6B_FP8_B64_2048_128                 evaluate                               1  TensorRT-LLM 0.6.1 static batch: GPT-J 6B FP8 on one H100 SXM, batch 64, 2048 in / 128 out
TRTLLM061_H100_GPTJ_6B_FP8_B64_2048_2048                evaluate                               1  TensorRT-LLM 0.6.1 static batch: GPT-J 6B FP8 on one H100 SXM, batch 64, 2048 in / 2048 out
TRTLLM061_H100_Llama2_70B_FP8_TP2_B1024_128_128         evaluate                               1  TensorRT-LLM 0.6.1 static batch: Llama-2-70B FP8 on two H100 SXM, tensor parallel 2, batch 1024, 128 in / 128 out
TRTLLM061_H100_Llama2_70B_FP8_TP2_B64_2048_2048         evaluate                               1  TensorRT-LLM 0.6.1 static batch: Llama-2-70B FP8 on two H100 SXM, tensor parallel 2, batch 64, 2048 in / 2048 out
TRTLLM061_H100_Llama2_70B_FP8_TP2_B96_2048_128          evaluate                               1  TensorRT-LLM 0.6.1 static batch: Llama-2-70B FP8 on two H100 SXM, tensor parallel 2, batch 96, 2048 in / 128 out
TRTLLM061_H100_Llama2_70B_FP8_TP4_B480_128_2048         evaluate                               1  TensorRT-LLM 0.6.1 static batch: Llama-2-70B FP8 on four H100 SXM, tensor parallel 4, batch 480, 128 in / 2048 out
TRTLLM061_H100_Llama2_7B_FP8_B112_128_2048              evaluate                               1  TensorRT-LLM 0.6.1 static batch: Llama-2-7B FP8 on one H100 SXM, batch 112, 128 in / 2048 out
TRTLLM061_H100_Llama2_7B_FP8_B48_2048_2048              evaluate                               1  TensorRT-LLM 0.6.1 static batch: Llama-2-7B FP8 on one H100 SXM, batch 48, 2048 in / 2048 out
TRTLLM061_H100_Llama2_7B_FP8_B768_128_128               evaluate                               1  TensorRT-LLM 0.6.1 static batch: Llama-2-7B FP8 on one H100 SXM, batch 768, 128 in / 128 out
TRTLLM061_H100_Llama2_7B_FP8_B80_2048_128               evaluate                               1  TensorRT-LLM 0.6.1 static batch: Llama-2-7B FP8 on one H100 SXM, batch 80, 2048 in / 128 out
TRTLLM07_H200_Llama2_70B_FP8_B192_Out2048               evaluate                               1  TensorRT-LLM 0.7 static batch with XQA: Llama-2-70B FP8 on one H200, batch 192, 128 in / 2048 out
TRTLLM07_H200_Llama2_70B_FP8_B192_Out2048_NoXQA         evaluate                               1  TensorRT-LLM 0.7 without XQA: Llama-2-70B FP8 on one H200, 128 in / 2048 out, batch 192 assumed
TRTLLM07_H200_Llama2_70B_FP8_B960                       evaluate                               1  TensorRT-LLM 0.7 static batch with XQA: Llama-2-70B FP8 on one H200, batch 960, 128 in / 128 out
TRTLLM07_H200_Llama2_70B_FP8_B96_Out4096                evaluate                               1  TensorRT-LLM 0.7 static batch with XQA: Llama-2-70B FP8 on one H200, batch 96, 128 in / 4096 out
TRTLLM090_A100_Falcon_180B_FP16_TP8_B1024_128_128       evaluate                               1  TensorRT-LLM 0.9.0 static batch: Falcon-180B FP16 on eight A100 SXM 80GB, tensor parallel 8, batch 1024, 128 in / 128 out
TRTLLM090_A100_Falcon_180B_FP16_TP8_B512_128_2048       evaluate                               1  TensorRT-LLM 0.9.0 static batch: Falcon-180B FP16 on eight A100 SXM 80GB, tensor parallel 8, batch 512, 128 in / 2048 out
TRTLLM090_A100_Falcon_180B_FP16_TP8_B64_2048_128        evaluate                               1  TensorRT-LLM 0.9.0 static batch: Falcon-180B FP16 on eight A100 SXM 80GB, tensor parallel 8, batch 64, 2048 in / 128 out
TRTLLM090_A100_Falcon_180B_FP16_TP8_B64_2048_2048       evaluate                               1  TensorRT-LLM 0.9.0 static batch: Falcon-180B FP16 on eight A100 SXM 80GB, tensor parallel 8, batch 64, 2048 in / 2048 out
TRTLLM090_A100_Falcon_180B_FP16_TP8_TTFT128             evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Falcon-180B FP16 on eight A100 SXM 80GB, tensor parallel 8, batch 1, 128 input tokens
TRTLLM090_A100_Falcon_180B_FP16_TP8_TTFT2048            evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Falcon-180B FP16 on eight A100 SXM 80GB, tensor parallel 8, batch 1, 2048 input tokens
TRTLLM090_A100_GPTJ_6B_FP16_B32_128_2048                evaluate                               1  TensorRT-LLM 0.9.0 static batch: GPT-J 6B FP16 on one A100 SXM 80GB, batch 32, 128 in / 2048 out
TRTLLM090_A100_GPTJ_6B_FP16_B32_2048_128                evaluate                               1  TensorRT-LLM 0.9.0 static batch: GPT-J 6B FP16 on one A100 SXM 80GB, batch 32, 2048 in / 128 out
TRTLLM090_A100_GPTJ_6B_FP16_B32_2048_2048               evaluate                               1  TensorRT-LLM 0.9.0 static batch: GPT-J 6B FP16 on one A100 SXM 80GB, batch 32, 2048 in / 2048 out
TRTLLM090_A100_GPTJ_6B_FP16_B512_128_128                evaluate                               1  TensorRT-LLM 0.9.0 static batch: GPT-J 6B FP16 on one A100 SXM 80GB, batch 512, 128 in / 128 out
TRTLLM090_A100_GPTJ_6B_FP16_TTFT128                     evaluate                               1  TensorRT-LLM 0.9.0 time to first token: GPT-J 6B FP16 on one A100 SXM 80GB, batch 1, 128 input tokens
TRTLLM090_A100_GPTJ_6B_FP16_TTFT2048                    evaluate                               1  TensorRT-LLM 0.9.0 time to first token: GPT-J 6B FP16 on one A100 SXM 80GB, batch 1, 2048 input tokens
TRTLLM090_A100_Llama2_70B_FP16_TP4_B1024_128_128        evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-70B FP16 on four A100 SXM 80GB, tensor parallel 4, batch 1024, 128 in / 128 out
TRTLLM090_A100_Llama2_70B_FP16_TP4_B64_2048_2048        evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-70B FP16 on four A100 SXM 80GB, tensor parallel 4, batch 64, 2048 in / 2048 out
TRTLLM090_A100_Llama2_70B_FP16_TP4_B96_2048_128         evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-70B FP16 on four A100 SXM 80GB, tensor parallel 4, batch 96, 2048 in / 128 out
TRTLLM090_A100_Llama2_70B_FP16_TP8_B512_128_2048        evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-70B FP16 on eight A100 SXM 80GB, tensor parallel 8, batch 512, 128 in / 2048 out
TRTLLM090_A100_Llama2_70B_FP16_TP8_TTFT2048             evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Llama-2-70B FP16 on eight A100 SXM 80GB, tensor parallel 8, batch 1, 2048 input tokens
TRTLLM090_A100_Llama2_7B_FP16_B16_2048_2048             evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-7B FP16 on one A100 SXM 80GB, batch 16, 2048 in / 2048 out
TRTLLM090_A100_Llama2_7B_FP16_B256_128_128              evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-7B FP16 on one A100 SXM 80GB, batch 256, 128 in / 128 out
TRTLLM090_A100_Llama2_7B_FP16_B32_128_2048              evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-7B FP16 on one A100 SXM 80GB, batch 32, 128 in / 2048 out
TRTLLM090_A100_Llama2_7B_FP16_B32_2048_128              evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-7B FP16 on one A100 SXM 80GB, batch 32, 2048 in / 128 out
TRTLLM090_A100_Llama2_7B_FP16_TTFT2048                  evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Llama-2-7B FP16 on one A100 SXM 80GB, batch 1, 2048 input tokens
TRTLLM090_A100_Mistral_7B_FP16_B120_128_2048            evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mistral 7B (v0.1) FP16 on one A100 SXM 80GB, batch 120, 128 in / 2048 out
TRTLLM090_A100_Mistral_7B_FP16_B56_2048_2048            evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mistral 7B (v0.1) FP16 on one A100 SXM 80GB, batch 56, 2048 in / 2048 out
TRTLLM090_A100_Mistral_7B_FP16_B64_2048_128             evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mistral 7B (v0.1) FP16 on one A100 SXM 80GB, batch 64, 2048 in / 128 out
TRTLLM090_A100_Mistral_7B_FP16_B896_128_128             evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mistral 7B (v0.1) FP16 on one A100 SXM 80GB, batch 896, 128 in / 128 out
TRTLLM090_A100_Mistral_7B_FP16_TTFT2048                 evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Mistral 7B (v0.1) FP16 on one A100 SXM 80GB, batch 1, 2048 input tokens
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_B128_128_2048      evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mixtral 8x7B FP16 on two A100 SXM 80GB, tensor parallel 2, batch 128, 128 in / 2048 out
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_B32_2048_2048      evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mixtral 8x7B FP16 on two A100 SXM 80GB, tensor parallel 2, batch 32, 2048 in / 2048 out
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_B512_128_128       evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mixtral 8x7B FP16 on two A100 SXM 80GB, tensor parallel 2, batch 512, 128 in / 128 out
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_B64_2048_128       evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mixtral 8x7B FP16 on two A100 SXM 80GB, tensor parallel 2, batch 64, 2048 in / 128 out
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_TTFT128            evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Mixtral 8x7B FP16 on two A100 SXM 80GB, tensor parallel 2, batch 1, 128 input tokens
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_TTFT2048           evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Mixtral 8x7B FP16 on two A100 SXM 80GB, tensor parallel 2, batch 1, 2048 input tokens
TRTLLM090_H100_Falcon_180B_FP8_TP4_B1024_128_128        evaluate                               1  TensorRT-LLM 0.9.0 static batch: Falcon-180B FP8 on four H100 SXM 80GB, tensor parallel 4, batch 1024, 128 in / 128 out
TRTLLM090_H100_Falcon_180B_FP8_TP4_B64_2048_128         evaluate                               1  TensorRT-LLM 0.9.0 static batch: Falcon-180B FP8 on four H100 SXM 80GB, tensor parallel 4, batch 64, 2048 in / 128 out
TRTLLM090_H100_Falcon_180B_FP8_TP4_B64_2048_2048        evaluate                               1  TensorRT-LLM 0.9.0 static batch: Falcon-180B FP8 on four H100 SXM 80GB, tensor parallel 4, batch 64, 2048 in / 2048 out
TRTLLM090_H100_Falcon_180B_FP8_TP4_TTFT128              evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Falcon-180B FP8 on four H100 SXM 80GB, tensor parallel 4, batch 1, 128 input tokens
TRTLLM090_H100_Falcon_180B_FP8_TP8_B1024_128_2048       evaluate                               1  TensorRT-LLM 0.9.0 static batch: Falcon-180B FP8 on eight H100 SXM 80GB, tensor parallel 8, batch 1024, 128 in / 2048 out
TRTLLM090_H100_Falcon_180B_FP8_TP8_TTFT2048             evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Falcon-180B FP8 on eight H100 SXM 80GB, tensor parallel 8, batch 1, 2048 input tokens
TRTLLM090_H100_GPTJ_6B_FP8_B1024_128_128                evaluate                               1  TensorRT-LLM 0.9.0 static batch: GPT-J 6B FP8 on one H100 SXM 80GB, batch 1024, 128 in / 128 out
TRTLLM090_H100_GPTJ_6B_FP8_B120_128_2048                evaluate                               1  TensorRT-LLM 0.9.0 static batch: GPT-J 6B FP8 on one H100 SXM 80GB, batch 120, 128 in / 2048 out
TRTLLM090_H100_GPTJ_6B_FP8_B64_2048_128                 evaluate                               1  TensorRT-LLM 0.9.0 static batch: GPT-J 6B FP8 on one H100 SXM 80GB, batch 64, 2048 in / 128 out
TRTLLM090_H100_GPTJ_6B_FP8_B64_2048_2048                evaluate                               1  TensorRT-LLM 0.9.0 static batch: GPT-J 6B FP8 on one H100 SXM 80GB, batch 64, 2048 in / 2048 out
TRTLLM090_H100_GPTJ_6B_FP8_TTFT128                      evaluate                               1  TensorRT-LLM 0.9.0 time to first token: GPT-J 6B FP8 on one H100 SXM 80GB, batch 1, 128 input tokens
TRTLLM090_H100_GPTJ_6B_FP8_TTFT2048                     evaluate                               1  TensorRT-LLM 0.9.0 time to first token: GPT-J 6B FP8 on one H100 SXM 80GB, batch 1, 2048 input tokens
TRTLLM090_H100_Llama2_70B_FP8_TP2_B1024_128_128         evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-70B FP8 on two H100 SXM 80GB, tensor parallel 2, batch 1024, 128 in / 128 out
TRTLLM090_H100_Llama2_70B_FP8_TP2_B64_2048_2048         evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-70B FP8 on two H100 SXM 80GB, tensor parallel 2, batch 64, 2048 in / 2048 out
TRTLLM090_H100_Llama2_70B_FP8_TP2_B96_2048_128          evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-70B FP8 on two H100 SXM 80GB, tensor parallel 2, batch 96, 2048 in / 128 out
TRTLLM090_H100_Llama2_70B_FP8_TP4_B512_128_2048         evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-70B FP8 on four H100 SXM 80GB, tensor parallel 4, batch 512, 128 in / 2048 out
TRTLLM090_H100_Llama2_70B_FP8_TP4_TTFT128               evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Llama-2-70B FP8 on four H100 SXM 80GB, tensor parallel 4, batch 1, 128 input tokens
TRTLLM090_H100_Llama2_70B_FP8_TP8_TTFT2048              evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Llama-2-70B FP8 on eight H100 SXM 80GB, tensor parallel 8, batch 1, 2048 input tokens
TRTLLM090_H100_Llama2_7B_FP8_B120_128_2048              evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-7B FP8 on one H100 SXM 80GB, batch 120, 128 in / 2048 out
TRTLLM090_H100_Llama2_7B_FP8_B56_2048_2048              evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-7B FP8 on one H100 SXM 80GB, batch 56, 2048 in / 2048 out
TRTLLM090_H100_Llama2_7B_FP8_B84_2048_128               evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-7B FP8 on one H100 SXM 80GB, batch 84, 2048 in / 128 out
TRTLLM090_H100_Llama2_7B_FP8_TTFT128                    evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Llama-2-7B FP8 on one H100 SXM 80GB, batch 1, 128 input tokens
TRTLLM090_H100_Mistral_7B_FP8_B120_128_2048             evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mistral 7B (v0.1) FP8 on one H100 SXM 80GB, batch 120, 128 in / 2048 out
TRTLLM090_H100_Mistral_7B_FP8_B56_2048_2048             evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mistral 7B (v0.1) FP8 on one H100 SXM 80GB, batch 56, 2048 in / 2048 out
TRTLLM090_H100_Mistral_7B_FP8_B84_2048_128              evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mistral 7B (v0.1) FP8 on one H100 SXM 80GB, batch 84, 2048 in / 128 out
TRTLLM090_H100_Mistral_7B_FP8_B896_128_128              evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mistral 7B (v0.1) FP8 on one H100 SXM 80GB, batch 896, 128 in / 128 out
TRTLLM090_H100_Mistral_7B_FP8_TTFT2048                  evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Mistral 7B (v0.1) FP8 on one H100 SXM 80GB, batch 1, 2048 input tokens
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_B128_128_2048       evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mixtral 8x7B FP8 on two H100 SXM 80GB, tensor parallel 2, batch 128, 128 in / 2048 out
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_B32_2048_2048       evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mixtral 8x7B FP8 on two H100 SXM 80GB, tensor parallel 2, batch 32, 2048 in / 2048 out
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_B512_128_128        evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mixtral 8x7B FP8 on two H100 SXM 80GB, tensor parallel 2, batch 512, 128 in / 128 out
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_B64_2048_128        evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mixtral 8x7B FP8 on two H100 SXM 80GB, tensor parallel 2, batch 64, 2048 in / 128 out
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_TTFT128             evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Mixtral 8x7B FP8 on two H100 SXM 80GB, tensor parallel 2, batch 1, 128 input tokens
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_TTFT2048            evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Mixtral 8x7B FP8 on two H100 SXM 80GB, tensor parallel 2, batch 1, 2048 input tokens
TRTLLM090_H200_Falcon_180B_FP8_TP4_B1024_128_128        evaluate                               1  TensorRT-LLM 0.9.0 static batch: Falcon-180B FP8 on four H200 SXM 141GB, tensor parallel 4, batch 1024, 128 in / 128 out
TRTLLM090_H200_Falcon_180B_FP8_TP4_B1024_128_2048       evaluate                               1  TensorRT-LLM 0.9.0 static batch: Falcon-180B FP8 on four H200 SXM 141GB, tensor parallel 4, batch 1024, 128 in / 2048 out
TRTLLM090_H200_Falcon_180B_FP8_TP4_B64_2048_128         evaluate                               1  TensorRT-LLM 0.9.0 static batch: Falcon-180B FP8 on four H200 SXM 141GB, tensor parallel 4, batch 64, 2048 in / 128 out
TRTLLM090_H200_Falcon_180B_FP8_TP4_B64_2048_2048        evaluate                               1  TensorRT-LLM 0.9.0 static batch: Falcon-180B FP8 on four H200 SXM 141GB, tensor parallel 4, batch 64, 2048 in / 2048 out
TRTLLM090_H200_Falcon_180B_FP8_TP4_TTFT128              evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Falcon-180B FP8 on four H200 SXM 141GB, tensor parallel 4, batch 1, 128 input tokens
TRTLLM090_H200_Falcon_180B_FP8_TP4_TTFT2048             evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Falcon-180B FP8 on four H200 SXM 141GB, tensor parallel 4, batch 1, 2048 input tokens
TRTLLM090_H200_GPTJ_6B_FP8_B1024_128_128                evaluate                               1  TensorRT-LLM 0.9.0 static batch: GPT-J 6B FP8 on one H200 SXM 141GB, batch 1024, 128 in / 128 out
TRTLLM090_H200_GPTJ_6B_FP8_B120_128_2048                evaluate                               1  TensorRT-LLM 0.9.0 static batch: GPT-J 6B FP8 on one H200 SXM 141GB, batch 120, 128 in / 2048 out
TRTLLM090_H200_GPTJ_6B_FP8_B64_2048_128                 evaluate                               1  TensorRT-LLM 0.9.0 static batch: GPT-J 6B FP8 on one H200 SXM 141GB, batch 64, 2048 in / 128 out
TRTLLM090_H200_GPTJ_6B_FP8_B64_2048_2048                evaluate                               1  TensorRT-LLM 0.9.0 static batch: GPT-J 6B FP8 on one H200 SXM 141GB, batch 64, 2048 in / 2048 out
TRTLLM090_H200_GPTJ_6B_FP8_TTFT128                      evaluate                               1  TensorRT-LLM 0.9.0 time to first token: GPT-J 6B FP8 on one H200 SXM 141GB, batch 1, 128 input tokens
TRTLLM090_H200_GPTJ_6B_FP8_TTFT2048                     evaluate                               1  TensorRT-LLM 0.9.0 time to first token: GPT-J 6B FP8 on one H200 SXM 141GB, batch 1, 2048 input tokens
TRTLLM090_H200_Llama2_70B_FP8_B1024_128_128             evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-70B FP8 on one H200 SXM 141GB, batch 1024, 128 in / 128 out
TRTLLM090_H200_Llama2_70B_FP8_B64_2048_128              evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-70B FP8 on one H200 SXM 141GB, batch 64, 2048 in / 128 out
TRTLLM090_H200_Llama2_70B_FP8_B64_2048_2048             evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-70B FP8 on one H200 SXM 141GB, batch 64, 2048 in / 2048 out
TRTLLM090_H200_Llama2_70B_FP8_TP2_B512_128_2048         evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-70B FP8 on two H200 SXM 141GB, tensor parallel 2, batch 512, 128 in / 2048 out
TRTLLM090_H200_Llama2_70B_FP8_TP4_TTFT2048              evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Llama-2-70B FP8 on four H200 SXM 141GB, tensor parallel 4, batch 1, 2048 input tokens
TRTLLM090_H200_Llama2_7B_FP8_B120_128_2048              evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-7B FP8 on one H200 SXM 141GB, batch 120, 128 in / 2048 out
TRTLLM090_H200_Llama2_7B_FP8_B56_2048_2048              evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-7B FP8 on one H200 SXM 141GB, batch 56, 2048 in / 2048 out
TRTLLM090_H200_Llama2_7B_FP8_B64_2048_128               evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-7B FP8 on one H200 SXM 141GB, batch 64, 2048 in / 128 out
TRTLLM090_H200_Llama2_7B_FP8_B896_128_128               evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-7B FP8 on one H200 SXM 141GB, batch 896, 128 in / 128 out
TRTLLM090_H200_Llama2_7B_FP8_TTFT2048                   evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Llama-2-7B FP8 on one H200 SXM 141GB, batch 1, 2048 input tokens
TRTLLM090_H200_Mistral_7B_FP8_B120_128_2048             evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mistral 7B (v0.1) FP8 on one H200 SXM 141GB, batch 120, 128 in / 2048 out
TRTLLM090_H200_Mistral_7B_FP8_B56_2048_2048             evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mistral 7B (v0.1) FP8 on one H200 SXM 141GB, batch 56, 2048 in / 2048 out
TRTLLM090_H200_Mistral_7B_FP8_B64_2048_128              evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mistral 7B (v0.1) FP8 on one H200 SXM 141GB, batch 64, 2048 in / 128 out
TRTLLM090_H200_Mistral_7B_FP8_B896_128_128              evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mistral 7B (v0.1) FP8 on one H200 SXM 141GB, batch 896, 128 in / 128 out
TRTLLM090_H200_Mistral_7B_FP8_TTFT2048                  evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Mistral 7B (v0.1) FP8 on one H200 SXM 141GB, batch 1, 2048 input tokens
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_B1024_128_128       evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mixtral 8x7B FP8 on two H200 SXM 141GB, tensor parallel 2, batch 1024, 128 in / 128 out
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_B256_128_2048       evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mixtral 8x7B FP8 on two H200 SXM 141GB, tensor parallel 2, batch 256, 128 in / 2048 out
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_B64_2048_128        evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mixtral 8x7B FP8 on two H200 SXM 141GB, tensor parallel 2, batch 64, 2048 in / 128 out
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_B64_2048_2048       evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mixtral 8x7B FP8 on two H200 SXM 141GB, tensor parallel 2, batch 64, 2048 in / 2048 out
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_TTFT128             evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Mixtral 8x7B FP8 on two H200 SXM 141GB, tensor parallel 2, batch 1, 128 input tokens
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_TTFT2048            evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Mixtral 8x7B FP8 on two H200 SXM 141GB, tensor parallel 2, batch 1, 2048 input tokens
TRTLLM090_L40S_Falcon_180B_FP8_TP8_B256_128_2048        evaluate                               1  TensorRT-LLM 0.9.0 static batch: Falcon-180B FP8 on eight L40S, tensor parallel 8, batch 256, 128 in / 2048 out
TRTLLM090_L40S_Falcon_180B_FP8_TP8_B32_2048_128         evaluate                               1  TensorRT-LLM 0.9.0 static batch: Falcon-180B FP8 on eight L40S, tensor parallel 8, batch 32, 2048 in / 128 out
TRTLLM090_L40S_Falcon_180B_FP8_TP8_B32_2048_2048        evaluate                               1  TensorRT-LLM 0.9.0 static batch: Falcon-180B FP8 on eight L40S, tensor parallel 8, batch 32, 2048 in / 2048 out
TRTLLM090_L40S_Falcon_180B_FP8_TP8_B512_128_128         evaluate                               1  TensorRT-LLM 0.9.0 static batch: Falcon-180B FP8 on eight L40S, tensor parallel 8, batch 512, 128 in / 128 out
TRTLLM090_L40S_Falcon_180B_FP8_TP8_TTFT128              evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Falcon-180B FP8 on eight L40S, tensor parallel 8, batch 1, 128 input tokens
TRTLLM090_L40S_Falcon_180B_FP8_TP8_TTFT2048             evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Falcon-180B FP8 on eight L40S, tensor parallel 8, batch 1, 2048 input tokens
TRTLLM090_L40S_GPTJ_6B_FP8_B32_2048_128                 evaluate                               1  TensorRT-LLM 0.9.0 static batch: GPT-J 6B FP8 on one L40S, batch 32, 2048 in / 128 out
TRTLLM090_L40S_GPTJ_6B_FP8_B32_2048_2048                evaluate                               1  TensorRT-LLM 0.9.0 static batch: GPT-J 6B FP8 on one L40S, batch 32, 2048 in / 2048 out
TRTLLM090_L40S_GPTJ_6B_FP8_B512_128_128                 evaluate                               1  TensorRT-LLM 0.9.0 static batch: GPT-J 6B FP8 on one L40S, batch 512, 128 in / 128 out
TRTLLM090_L40S_GPTJ_6B_FP8_B64_128_2048                 evaluate                               1  TensorRT-LLM 0.9.0 static batch: GPT-J 6B FP8 on one L40S, batch 64, 128 in / 2048 out
TRTLLM090_L40S_GPTJ_6B_FP8_TTFT128                      evaluate                               1  TensorRT-LLM 0.9.0 time to first token: GPT-J 6B FP8 on one L40S, batch 1, 128 input tokens
TRTLLM090_L40S_GPTJ_6B_FP8_TTFT2048                     evaluate                               1  TensorRT-LLM 0.9.0 time to first token: GPT-J 6B FP8 on one L40S, batch 1, 2048 input tokens
TRTLLM090_L40S_Llama2_70B_FP8_TP2_B16_2048_128          evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-70B FP8 on two L40S, tensor parallel 2, batch 16, 2048 in / 128 out
TRTLLM090_L40S_Llama2_70B_FP8_TP2_B256_128_128          evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-70B FP8 on two L40S, tensor parallel 2, batch 256, 128 in / 128 out
TRTLLM090_L40S_Llama2_70B_FP8_TP4_B256_128_2048         evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-70B FP8 on four L40S, tensor parallel 4, batch 256, 128 in / 2048 out
TRTLLM090_L40S_Llama2_70B_FP8_TP4_B64_2048_2048         evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-70B FP8 on four L40S, tensor parallel 4, batch 64, 2048 in / 2048 out
TRTLLM090_L40S_Llama2_70B_FP8_TP4_TTFT2048              evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Llama-2-70B FP8 on four L40S, tensor parallel 4, batch 1, 2048 input tokens
TRTLLM090_L40S_Llama2_70B_FP8_TP8_TTFT128               evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Llama-2-70B FP8 on eight L40S, tensor parallel 8, batch 1, 128 input tokens
TRTLLM090_L40S_Llama2_7B_FP8_B16_2048_2048              evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-7B FP8 on one L40S, batch 16, 2048 in / 2048 out
TRTLLM090_L40S_Llama2_7B_FP8_B256_128_128               evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-7B FP8 on one L40S, batch 256, 128 in / 128 out
TRTLLM090_L40S_Llama2_7B_FP8_B32_2048_128               evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-7B FP8 on one L40S, batch 32, 2048 in / 128 out
TRTLLM090_L40S_Llama2_7B_FP8_B64_128_2048               evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-7B FP8 on one L40S, batch 64, 128 in / 2048 out
TRTLLM090_L40S_Llama2_7B_FP8_TTFT2048                   evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Llama-2-7B FP8 on one L40S, batch 1, 2048 input tokens
TRTLLM090_L40S_Mistral_7B_FP8_B120_128_2048             evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mistral 7B (v0.1) FP8 on one L40S, batch 120, 128 in / 2048 out
TRTLLM090_L40S_Mistral_7B_FP8_B56_2048_2048             evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mistral 7B (v0.1) FP8 on one L40S, batch 56, 2048 in / 2048 out
TRTLLM090_L40S_Mistral_7B_FP8_B84_2048_128              evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mistral 7B (v0.1) FP8 on one L40S, batch 84, 2048 in / 128 out
TRTLLM090_L40S_Mistral_7B_FP8_B896_128_128              evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mistral 7B (v0.1) FP8 on one L40S, batch 896, 128 in / 128 out
TRTLLM090_L40S_Mistral_7B_FP8_TTFT128                   evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Mistral 7B (v0.1) FP8 on one L40S, batch 1, 128 input tokens
TRTLLM090_L40S_Mistral_7B_FP8_TTFT2048                  evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Mistral 7B (v0.1) FP8 on one L40S, batch 1, 2048 input tokens
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_B256_128_128        evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mixtral 8x7B FP8 on four L40S, tensor parallel 4, batch 256, 128 in / 128 out
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_B256_128_2048       evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mixtral 8x7B FP8 on four L40S, tensor parallel 4, batch 256, 128 in / 2048 out
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_B32_2048_2048       evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mixtral 8x7B FP8 on four L40S, tensor parallel 4, batch 32, 2048 in / 2048 out
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_B64_2048_128        evaluate                               1  TensorRT-LLM 0.9.0 static batch: Mixtral 8x7B FP8 on four L40S, tensor parallel 4, batch 64, 2048 in / 128 out
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_TTFT128             evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Mixtral 8x7B FP8 on four L40S, tensor parallel 4, batch 1, 128 input tokens
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_TTFT2048            evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Mixtral 8x7B FP8 on four L40S, tensor parallel 4, batch 1, 2048 input tokens
TRTLLM10_B200_Llama31_405B_FP4_TP4_1000_1000            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP4 on four B200, tensor parallel 4, 1000 in / 1000 out
TRTLLM10_B200_Llama31_405B_FP4_TP4_1000_2000            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP4 on four B200, tensor parallel 4, 1000 in / 2000 out
TRTLLM10_B200_Llama31_405B_FP4_TP4_128_128              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP4 on four B200, tensor parallel 4, 128 in / 128 out
TRTLLM10_B200_Llama31_405B_FP4_TP4_128_2048             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP4 on four B200, tensor parallel 4, 128 in / 2048 out
TRTLLM10_B200_Llama31_405B_FP4_TP4_128_4096             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP4 on four B200, tensor parallel 4, 128 in / 4096 out
TRTLLM10_B200_Llama31_405B_FP4_TP4_20000_2000           evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP4 on four B200, tensor parallel 4, 20000 in / 2000 out
TRTLLM10_B200_Llama31_405B_FP4_TP4_2048_128             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP4 on four B200, tensor parallel 4, 2048 in / 128 out
TRTLLM10_B200_Llama31_405B_FP4_TP4_2048_2048            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP4 on four B200, tensor parallel 4, 2048 in / 2048 out
TRTLLM10_B200_Llama31_405B_FP4_TP4_5000_500             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP4 on four B200, tensor parallel 4, 5000 in / 500 out
TRTLLM10_B200_Llama31_405B_FP4_TP4_500_2000             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP4 on four B200, tensor parallel 4, 500 in / 2000 out
TRTLLM10_B200_Llama33_70B_FP4_1000_1000                 evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP4 on one B200, 1000 in / 1000 out
TRTLLM10_B200_Llama33_70B_FP4_1000_2000                 evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP4 on one B200, 1000 in / 2000 out
TRTLLM10_B200_Llama33_70B_FP4_128_128                   evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP4 on one B200, 128 in / 128 out
TRTLLM10_B200_Llama33_70B_FP4_128_2048                  evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP4 on one B200, 128 in / 2048 out
TRTLLM10_B200_Llama33_70B_FP4_128_4096                  evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP4 on one B200, 128 in / 4096 out
TRTLLM10_B200_Llama33_70B_FP4_20000_2000                evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP4 on one B200, 20000 in / 2000 out
TRTLLM10_B200_Llama33_70B_FP4_2048_128                  evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP4 on one B200, 2048 in / 128 out
TRTLLM10_B200_Llama33_70B_FP4_2048_2048                 evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP4 on one B200, 2048 in / 2048 out
TRTLLM10_B200_Llama33_70B_FP4_5000_500                  evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP4 on one B200, 5000 in / 500 out
TRTLLM10_B200_Llama33_70B_FP4_500_2000                  evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP4 on one B200, 500 in / 2000 out
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_1000_1000         evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP4 on eight B200, tensor parallel 8, 1000 in / 1000 out
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_1000_2000         evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP4 on eight B200, tensor parallel 8, 1000 in / 2000 out
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_128_128           evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP4 on eight B200, tensor parallel 8, 128 in / 128 out
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_128_2048          evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP4 on eight B200, tensor parallel 8, 128 in / 2048 out
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_128_4096          evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP4 on eight B200, tensor parallel 8, 128 in / 4096 out
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_20000_2000        evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP4 on eight B200, tensor parallel 8, 20000 in / 2000 out
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_2048_128          evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP4 on eight B200, tensor parallel 8, 2048 in / 128 out
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_2048_2048         evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP4 on eight B200, tensor parallel 8, 2048 in / 2048 out
TRTLLM10_B200_Llama4_Scout_FP4_TP1_1000_1000            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP4 on one B200, 1000 in / 1000 out
TRTLLM10_B200_Llama4_Scout_FP4_TP1_1000_2000            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP4 on one B200, 1000 in / 2000 out
TRTLLM10_B200_Llama4_Scout_FP4_TP1_128_128              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP4 on one B200, 128 in / 128 out
TRTLLM10_B200_Llama4_Scout_FP4_TP1_128_2048             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP4 on one B200, 128 in / 2048 out
TRTLLM10_B200_Llama4_Scout_FP4_TP1_128_4096             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP4 on one B200, 128 in / 4096 out
TRTLLM10_B200_Llama4_Scout_FP4_TP1_20000_2000           evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP4 on one B200, 20000 in / 2000 out
TRTLLM10_B200_Llama4_Scout_FP4_TP1_2048_128             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP4 on one B200, 2048 in / 128 out
TRTLLM10_B200_Llama4_Scout_FP4_TP1_2048_2048            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP4 on one B200, 2048 in / 2048 out
TRTLLM10_B200_Llama4_Scout_FP4_TP1_5000_500             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP4 on one B200, 5000 in / 500 out
TRTLLM10_B200_Llama4_Scout_FP4_TP1_500_2000             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP4 on one B200, 500 in / 2000 out
TRTLLM10_B200_Qwen3_235B_FP4_TP8_1000_1000              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP4 on eight B200, tensor parallel 8, 1000 in / 1000 out
TRTLLM10_B200_Qwen3_235B_FP4_TP8_1000_2000              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP4 on eight B200, tensor parallel 8, 1000 in / 2000 out
TRTLLM10_B200_Qwen3_235B_FP4_TP8_128_128                evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP4 on eight B200, tensor parallel 8, 128 in / 128 out
TRTLLM10_B200_Qwen3_235B_FP4_TP8_128_2048               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP4 on eight B200, tensor parallel 8, 128 in / 2048 out
TRTLLM10_B200_Qwen3_235B_FP4_TP8_128_4096               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP4 on eight B200, tensor parallel 8, 128 in / 4096 out
TRTLLM10_B200_Qwen3_235B_FP4_TP8_20000_2000             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP4 on eight B200, tensor parallel 8, 20000 in / 2000 out
TRTLLM10_B200_Qwen3_235B_FP4_TP8_2048_128               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP4 on eight B200, tensor parallel 8, 2048 in / 128 out
TRTLLM10_B200_Qwen3_235B_FP4_TP8_2048_2048              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP4 on eight B200, tensor parallel 8, 2048 in / 2048 out
TRTLLM10_B200_Qwen3_235B_FP4_TP8_5000_500               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP4 on eight B200, tensor parallel 8, 5000 in / 500 out
TRTLLM10_B200_Qwen3_235B_FP4_TP8_500_2000               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP4 on eight B200, tensor parallel 8, 500 in / 2000 out
TRTLLM10_B200_Qwen3_30B_FP4_TP1_1000_1000               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-30B-A3B FP4 on one B200, 1000 in / 1000 out
TRTLLM10_B200_Qwen3_30B_FP4_TP1_1000_2000               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-30B-A3B FP4 on one B200, 1000 in / 2000 out
TRTLLM10_B200_Qwen3_30B_FP4_TP1_128_128                 evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-30B-A3B FP4 on one B200, 128 in / 128 out
TRTLLM10_B200_Qwen3_30B_FP4_TP1_128_2048                evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-30B-A3B FP4 on one B200, 128 in / 2048 out
TRTLLM10_B200_Qwen3_30B_FP4_TP1_128_4096                evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-30B-A3B FP4 on one B200, 128 in / 4096 out
TRTLLM10_B200_Qwen3_30B_FP4_TP1_20000_2000              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-30B-A3B FP4 on one B200, 20000 in / 2000 out
TRTLLM10_B200_Qwen3_30B_FP4_TP1_2048_128                evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-30B-A3B FP4 on one B200, 2048 in / 128 out
TRTLLM10_B200_Qwen3_30B_FP4_TP1_2048_2048               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-30B-A3B FP4 on one B200, 2048 in / 2048 out
TRTLLM10_B200_Qwen3_30B_FP4_TP1_5000_500                evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-30B-A3B FP4 on one B200, 5000 in / 500 out
TRTLLM10_B200_Qwen3_30B_FP4_TP1_500_2000                evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-30B-A3B FP4 on one B200, 500 in / 2000 out
TRTLLM10_GB200_Llama31_405B_FP4_TP4_1000_1000           evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP4 on four GB200 GPUs, tensor parallel 4, 1000 in / 1000 out
TRTLLM10_GB200_Llama31_405B_FP4_TP4_1000_2000           evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP4 on four GB200 GPUs, tensor parallel 4, 1000 in / 2000 out
TRTLLM10_GB200_Llama31_405B_FP4_TP4_128_128             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP4 on four GB200 GPUs, tensor parallel 4, 128 in / 128 out
TRTLLM10_GB200_Llama31_405B_FP4_TP4_128_2048            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP4 on four GB200 GPUs, tensor parallel 4, 128 in / 2048 out
TRTLLM10_GB200_Llama31_405B_FP4_TP4_128_4096            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP4 on four GB200 GPUs, tensor parallel 4, 128 in / 4096 out
TRTLLM10_GB200_Llama31_405B_FP4_TP4_20000_2000          evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP4 on four GB200 GPUs, tensor parallel 4, 20000 in / 2000 out
TRTLLM10_GB200_Llama31_405B_FP4_TP4_2048_128            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP4 on four GB200 GPUs, tensor parallel 4, 2048 in / 128 out
TRTLLM10_GB200_Llama31_405B_FP4_TP4_2048_2048           evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP4 on four GB200 GPUs, tensor parallel 4, 2048 in / 2048 out
TRTLLM10_GB200_Llama31_405B_FP4_TP4_5000_500            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP4 on four GB200 GPUs, tensor parallel 4, 5000 in / 500 out
TRTLLM10_GB200_Llama31_405B_FP4_TP4_500_2000            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP4 on four GB200 GPUs, tensor parallel 4, 500 in / 2000 out
TRTLLM10_GB200_Llama33_70B_FP4_1000_1000                evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP4 on one GB200 GPU, 1000 in / 1000 out
TRTLLM10_GB200_Llama33_70B_FP4_1000_2000                evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP4 on one GB200 GPU, 1000 in / 2000 out
TRTLLM10_GB200_Llama33_70B_FP4_128_128                  evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP4 on one GB200 GPU, 128 in / 128 out
TRTLLM10_GB200_Llama33_70B_FP4_128_2048                 evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP4 on one GB200 GPU, 128 in / 2048 out
TRTLLM10_GB200_Llama33_70B_FP4_128_4096                 evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP4 on one GB200 GPU, 128 in / 4096 out
TRTLLM10_GB200_Llama33_70B_FP4_20000_2000               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP4 on one GB200 GPU, 20000 in / 2000 out
TRTLLM10_GB200_Llama33_70B_FP4_2048_128                 evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP4 on one GB200 GPU, 2048 in / 128 out
TRTLLM10_GB200_Llama33_70B_FP4_2048_2048                evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP4 on one GB200 GPU, 2048 in / 2048 out
TRTLLM10_GB200_Llama33_70B_FP4_5000_500                 evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP4 on one GB200 GPU, 5000 in / 500 out
TRTLLM10_GB200_Llama33_70B_FP4_500_2000                 evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP4 on one GB200 GPU, 500 in / 2000 out
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_1000_1000           evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP4 on one GB200 GPU, 1000 in / 1000 out
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_1000_2000           evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP4 on one GB200 GPU, 1000 in / 2000 out
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_128_128             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP4 on one GB200 GPU, 128 in / 128 out
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_128_2048            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP4 on one GB200 GPU, 128 in / 2048 out
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_128_4096            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP4 on one GB200 GPU, 128 in / 4096 out
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_20000_2000          evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP4 on one GB200 GPU, 20000 in / 2000 out
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_2048_128            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP4 on one GB200 GPU, 2048 in / 128 out
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_2048_2048           evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP4 on one GB200 GPU, 2048 in / 2048 out
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_5000_500            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP4 on one GB200 GPU, 5000 in / 500 out
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_500_2000            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP4 on one GB200 GPU, 500 in / 2000 out
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_1000_1000              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-30B-A3B FP4 on one GB200 GPU, 1000 in / 1000 out
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_1000_2000              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-30B-A3B FP4 on one GB200 GPU, 1000 in / 2000 out
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_128_128                evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-30B-A3B FP4 on one GB200 GPU, 128 in / 128 out
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_128_2048               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-30B-A3B FP4 on one GB200 GPU, 128 in / 2048 out
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_128_4096               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-30B-A3B FP4 on one GB200 GPU, 128 in / 4096 out
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_20000_2000             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-30B-A3B FP4 on one GB200 GPU, 20000 in / 2000 out
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_2048_128               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-30B-A3B FP4 on one GB200 GPU, 2048 in / 128 out
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_2048_2048              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-30B-A3B FP4 on one GB200 GPU, 2048 in / 2048 out
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_5000_500               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-30B-A3B FP4 on one GB200 GPU, 5000 in / 500 out
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_500_2000               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-30B-A3B FP4 on one GB200 GPU, 500 in / 2000 out
TRTLLM10_H100_Llama31_405B_FP8_TP8_1000_1000            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP8 on eight H100, tensor parallel 8, 1000 in / 1000 out
TRTLLM10_H100_Llama31_405B_FP8_TP8_1000_2000            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP8 on eight H100, tensor parallel 8, 1000 in / 2000 out
TRTLLM10_H100_Llama31_405B_FP8_TP8_128_128              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP8 on eight H100, tensor parallel 8, 128 in / 128 out
TRTLLM10_H100_Llama31_405B_FP8_TP8_128_2048             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP8 on eight H100, tensor parallel 8, 128 in / 2048 out
TRTLLM10_H100_Llama31_405B_FP8_TP8_128_4096             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP8 on eight H100, tensor parallel 8, 128 in / 4096 out
TRTLLM10_H100_Llama31_405B_FP8_TP8_20000_2000           evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP8 on eight H100, tensor parallel 8, 20000 in / 2000 out
TRTLLM10_H100_Llama31_405B_FP8_TP8_2048_128             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP8 on eight H100, tensor parallel 8, 2048 in / 128 out
TRTLLM10_H100_Llama31_405B_FP8_TP8_2048_2048            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP8 on eight H100, tensor parallel 8, 2048 in / 2048 out
TRTLLM10_H100_Llama31_405B_FP8_TP8_5000_500             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP8 on eight H100, tensor parallel 8, 5000 in / 500 out
TRTLLM10_H100_Llama31_405B_FP8_TP8_500_2000             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP8 on eight H100, tensor parallel 8, 500 in / 2000 out
TRTLLM10_H100_Llama31_8B_FP8_1000_1000                  evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B Instruct FP8 on one H100, 1000 in / 1000 out
TRTLLM10_H100_Llama31_8B_FP8_1000_2000                  evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B Instruct FP8 on one H100, 1000 in / 2000 out
TRTLLM10_H100_Llama31_8B_FP8_128_128                    evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B Instruct FP8 on one H100, 128 in / 128 out
TRTLLM10_H100_Llama31_8B_FP8_128_2048                   evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B Instruct FP8 on one H100, 128 in / 2048 out
TRTLLM10_H100_Llama31_8B_FP8_128_4096                   evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B Instruct FP8 on one H100, 128 in / 4096 out
TRTLLM10_H100_Llama31_8B_FP8_20000_2000                 evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B Instruct FP8 on one H100, 20000 in / 2000 out
TRTLLM10_H100_Llama31_8B_FP8_2048_128                   evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B Instruct FP8 on one H100, 2048 in / 128 out
TRTLLM10_H100_Llama31_8B_FP8_2048_2048                  evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B Instruct FP8 on one H100, 2048 in / 2048 out
TRTLLM10_H100_Llama31_8B_FP8_5000_500                   evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B Instruct FP8 on one H100, 5000 in / 500 out
TRTLLM10_H100_Llama31_8B_FP8_500_2000                   evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B Instruct FP8 on one H100, 500 in / 2000 out
TRTLLM10_H100_Llama33_70B_FP8_TP2_1000_1000             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP8 on two H100, tensor parallel 2, 1000 in / 1000 out
TRTLLM10_H100_Llama33_70B_FP8_TP2_1000_2000             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP8 on two H100, tensor parallel 2, 1000 in / 2000 out
TRTLLM10_H100_Llama33_70B_FP8_TP2_128_128               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP8 on two H100, tensor parallel 2, 128 in / 128 out
TRTLLM10_H100_Llama33_70B_FP8_TP2_128_2048              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP8 on two H100, tensor parallel 2, 128 in / 2048 out
TRTLLM10_H100_Llama33_70B_FP8_TP2_128_4096              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP8 on two H100, tensor parallel 2, 128 in / 4096 out
TRTLLM10_H100_Llama33_70B_FP8_TP2_20000_2000            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP8 on two H100, tensor parallel 2, 20000 in / 2000 out
TRTLLM10_H100_Llama33_70B_FP8_TP2_2048_128              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP8 on two H100, tensor parallel 2, 2048 in / 128 out
TRTLLM10_H100_Llama33_70B_FP8_TP2_2048_2048             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP8 on two H100, tensor parallel 2, 2048 in / 2048 out
TRTLLM10_H100_Llama33_70B_FP8_TP2_5000_500              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP8 on two H100, tensor parallel 2, 5000 in / 500 out
TRTLLM10_H100_Llama33_70B_FP8_TP2_500_2000              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP8 on two H100, tensor parallel 2, 500 in / 2000 out
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_1000_1000         evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP8 on eight H100, tensor parallel 8, 1000 in / 1000 out
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_1000_2000         evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP8 on eight H100, tensor parallel 8, 1000 in / 2000 out
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_128_2048          evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP8 on eight H100, tensor parallel 8, 128 in / 2048 out
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_128_4096          evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP8 on eight H100, tensor parallel 8, 128 in / 4096 out
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_2048_2048         evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP8 on eight H100, tensor parallel 8, 2048 in / 2048 out
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_5000_500          evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP8 on eight H100, tensor parallel 8, 5000 in / 500 out
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_500_2000          evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP8 on eight H100, tensor parallel 8, 500 in / 2000 out
TRTLLM10_H100_Llama4_Scout_FP8_TP4_1000_1000            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP8 on four H100, tensor parallel 4, 1000 in / 1000 out
TRTLLM10_H100_Llama4_Scout_FP8_TP4_1000_2000            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP8 on four H100, tensor parallel 4, 1000 in / 2000 out
TRTLLM10_H100_Llama4_Scout_FP8_TP4_128_2048             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP8 on four H100, tensor parallel 4, 128 in / 2048 out
TRTLLM10_H100_Llama4_Scout_FP8_TP4_128_4096             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP8 on four H100, tensor parallel 4, 128 in / 4096 out
TRTLLM10_H100_Llama4_Scout_FP8_TP4_2048_128             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP8 on four H100, tensor parallel 4, 2048 in / 128 out
TRTLLM10_H100_Llama4_Scout_FP8_TP4_2048_2048            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP8 on four H100, tensor parallel 4, 2048 in / 2048 out
TRTLLM10_H100_Llama4_Scout_FP8_TP4_5000_500             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP8 on four H100, tensor parallel 4, 5000 in / 500 out
TRTLLM10_H100_Llama4_Scout_FP8_TP4_500_2000             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP8 on four H100, tensor parallel 4, 500 in / 2000 out
TRTLLM10_H100_Qwen3_235B_FP8_TP8_1000_1000              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP8 on eight H100, tensor parallel 8, 1000 in / 1000 out
TRTLLM10_H100_Qwen3_235B_FP8_TP8_1000_2000              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP8 on eight H100, tensor parallel 8, 1000 in / 2000 out
TRTLLM10_H100_Qwen3_235B_FP8_TP8_128_2048               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP8 on eight H100, tensor parallel 8, 128 in / 2048 out
TRTLLM10_H100_Qwen3_235B_FP8_TP8_128_4096               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP8 on eight H100, tensor parallel 8, 128 in / 4096 out
TRTLLM10_H100_Qwen3_235B_FP8_TP8_2048_2048              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP8 on eight H100, tensor parallel 8, 2048 in / 2048 out
TRTLLM10_H100_Qwen3_235B_FP8_TP8_5000_500               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP8 on eight H100, tensor parallel 8, 5000 in / 500 out
TRTLLM10_H100_Qwen3_235B_FP8_TP8_500_2000               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP8 on eight H100, tensor parallel 8, 500 in / 2000 out
TRTLLM10_H200_Llama31_405B_FP8_TP8_1000_1000            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP8 on eight H200, tensor parallel 8, 1000 in / 1000 out
TRTLLM10_H200_Llama31_405B_FP8_TP8_1000_2000            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP8 on eight H200, tensor parallel 8, 1000 in / 2000 out
TRTLLM10_H200_Llama31_405B_FP8_TP8_128_128              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP8 on eight H200, tensor parallel 8, 128 in / 128 out
TRTLLM10_H200_Llama31_405B_FP8_TP8_128_2048             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP8 on eight H200, tensor parallel 8, 128 in / 2048 out
TRTLLM10_H200_Llama31_405B_FP8_TP8_128_4096             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP8 on eight H200, tensor parallel 8, 128 in / 4096 out
TRTLLM10_H200_Llama31_405B_FP8_TP8_20000_2000           evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP8 on eight H200, tensor parallel 8, 20000 in / 2000 out
TRTLLM10_H200_Llama31_405B_FP8_TP8_2048_128             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP8 on eight H200, tensor parallel 8, 2048 in / 128 out
TRTLLM10_H200_Llama31_405B_FP8_TP8_2048_2048            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP8 on eight H200, tensor parallel 8, 2048 in / 2048 out
TRTLLM10_H200_Llama31_405B_FP8_TP8_5000_500             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP8 on eight H200, tensor parallel 8, 5000 in / 500 out
TRTLLM10_H200_Llama31_405B_FP8_TP8_500_2000             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-405B Instruct FP8 on eight H200, tensor parallel 8, 500 in / 2000 out
TRTLLM10_H200_Llama31_8B_FP8_1000_1000                  evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B Instruct FP8 on one H200, 1000 in / 1000 out
TRTLLM10_H200_Llama31_8B_FP8_1000_2000                  evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B Instruct FP8 on one H200, 1000 in / 2000 out
TRTLLM10_H200_Llama31_8B_FP8_128_128                    evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B Instruct FP8 on one H200, 128 in / 128 out
TRTLLM10_H200_Llama31_8B_FP8_128_2048                   evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B Instruct FP8 on one H200, 128 in / 2048 out
TRTLLM10_H200_Llama31_8B_FP8_128_4096                   evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B Instruct FP8 on one H200, 128 in / 4096 out
TRTLLM10_H200_Llama31_8B_FP8_20000_2000                 evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B Instruct FP8 on one H200, 20000 in / 2000 out
TRTLLM10_H200_Llama31_8B_FP8_2048_128                   evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B Instruct FP8 on one H200, 2048 in / 128 out
TRTLLM10_H200_Llama31_8B_FP8_2048_2048                  evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B Instruct FP8 on one H200, 2048 in / 2048 out
TRTLLM10_H200_Llama31_8B_FP8_5000_500                   evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B Instruct FP8 on one H200, 5000 in / 500 out
TRTLLM10_H200_Llama31_8B_FP8_500_2000                   evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.1-8B Instruct FP8 on one H200, 500 in / 2000 out
TRTLLM10_H200_Llama33_70B_FP8_1000_1000                 evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP8 on one H200, 1000 in / 1000 out
TRTLLM10_H200_Llama33_70B_FP8_1000_2000                 evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP8 on one H200, 1000 in / 2000 out
TRTLLM10_H200_Llama33_70B_FP8_128_128                   evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP8 on one H200, 128 in / 128 out
TRTLLM10_H200_Llama33_70B_FP8_128_2048                  evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP8 on one H200, 128 in / 2048 out
TRTLLM10_H200_Llama33_70B_FP8_128_4096                  evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP8 on one H200, 128 in / 4096 out
TRTLLM10_H200_Llama33_70B_FP8_20000_2000                evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP8 on one H200, 20000 in / 2000 out
TRTLLM10_H200_Llama33_70B_FP8_2048_128                  evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP8 on one H200, 2048 in / 128 out
TRTLLM10_H200_Llama33_70B_FP8_2048_2048                 evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP8 on one H200, 2048 in / 2048 out
TRTLLM10_H200_Llama33_70B_FP8_5000_500                  evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP8 on one H200, 5000 in / 500 out
TRTLLM10_H200_Llama33_70B_FP8_500_2000                  evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-3.3-70B Instruct FP8 on one H200, 500 in / 2000 out
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_1000_1000         evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP8 on eight H200, tensor parallel 8, 1000 in / 1000 out
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_1000_2000         evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP8 on eight H200, tensor parallel 8, 1000 in / 2000 out
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_128_128           evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP8 on eight H200, tensor parallel 8, 128 in / 128 out
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_128_2048          evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP8 on eight H200, tensor parallel 8, 128 in / 2048 out
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_128_4096          evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP8 on eight H200, tensor parallel 8, 128 in / 4096 out
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_20000_2000        evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP8 on eight H200, tensor parallel 8, 20000 in / 2000 out
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_2048_128          evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP8 on eight H200, tensor parallel 8, 2048 in / 128 out
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_2048_2048         evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP8 on eight H200, tensor parallel 8, 2048 in / 2048 out
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_5000_500          evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP8 on eight H200, tensor parallel 8, 5000 in / 500 out
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_500_2000          evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Maverick-17B-128E FP8 on eight H200, tensor parallel 8, 500 in / 2000 out
TRTLLM10_H200_Llama4_Scout_FP8_TP4_1000_1000            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP8 on four H200, tensor parallel 4, 1000 in / 1000 out
TRTLLM10_H200_Llama4_Scout_FP8_TP4_1000_2000            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP8 on four H200, tensor parallel 4, 1000 in / 2000 out
TRTLLM10_H200_Llama4_Scout_FP8_TP4_128_128              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP8 on four H200, tensor parallel 4, 128 in / 128 out
TRTLLM10_H200_Llama4_Scout_FP8_TP4_128_2048             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP8 on four H200, tensor parallel 4, 128 in / 2048 out
TRTLLM10_H200_Llama4_Scout_FP8_TP4_128_4096             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP8 on four H200, tensor parallel 4, 128 in / 4096 out
TRTLLM10_H200_Llama4_Scout_FP8_TP4_20000_2000           evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP8 on four H200, tensor parallel 4, 20000 in / 2000 out
TRTLLM10_H200_Llama4_Scout_FP8_TP4_2048_128             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP8 on four H200, tensor parallel 4, 2048 in / 128 out
TRTLLM10_H200_Llama4_Scout_FP8_TP4_2048_2048            evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP8 on four H200, tensor parallel 4, 2048 in / 2048 out
TRTLLM10_H200_Llama4_Scout_FP8_TP4_5000_500             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP8 on four H200, tensor parallel 4, 5000 in / 500 out
TRTLLM10_H200_Llama4_Scout_FP8_TP4_500_2000             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Llama-4-Scout-17B-16E FP8 on four H200, tensor parallel 4, 500 in / 2000 out
TRTLLM10_H200_Qwen3_235B_FP8_TP8_1000_1000              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP8 on eight H200, tensor parallel 8, 1000 in / 1000 out
TRTLLM10_H200_Qwen3_235B_FP8_TP8_1000_2000              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP8 on eight H200, tensor parallel 8, 1000 in / 2000 out
TRTLLM10_H200_Qwen3_235B_FP8_TP8_128_128                evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP8 on eight H200, tensor parallel 8, 128 in / 128 out
TRTLLM10_H200_Qwen3_235B_FP8_TP8_128_2048               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP8 on eight H200, tensor parallel 8, 128 in / 2048 out
TRTLLM10_H200_Qwen3_235B_FP8_TP8_128_4096               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP8 on eight H200, tensor parallel 8, 128 in / 4096 out
TRTLLM10_H200_Qwen3_235B_FP8_TP8_20000_2000             evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP8 on eight H200, tensor parallel 8, 20000 in / 2000 out
TRTLLM10_H200_Qwen3_235B_FP8_TP8_2048_128               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP8 on eight H200, tensor parallel 8, 2048 in / 128 out
TRTLLM10_H200_Qwen3_235B_FP8_TP8_2048_2048              evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP8 on eight H200, tensor parallel 8, 2048 in / 2048 out
TRTLLM10_H200_Qwen3_235B_FP8_TP8_5000_500               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP8 on eight H200, tensor parallel 8, 5000 in / 500 out
TRTLLM10_H200_Qwen3_235B_FP8_TP8_500_2000               evaluate                               1  TensorRT-LLM 1.0 throughput (trtllm-bench, in-flight batching): Qwen3-235B-A22B FP8 on eight H200, tensor parallel 8, 500 in / 2000 out
TRTLLM_A100_Llama2_70B_FP16_TP4_TTFT128                 evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Llama-2-70B FP16 on four A100, tensor parallel 4, batch 1, 128 input tokens
TRTLLM_A100_Llama2_7B_FP16_TTFT128                      evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Llama-2-7B FP16 on one A100, batch 1, 128 input tokens
TRTLLM_A100_Mistral_7B_FP16_TTFT128                     evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Mistral 7B FP16 on one A100, batch 1, 128 input tokens
TRTLLM_H100_Llama2_7B_FP8_B896                          evaluate                               1  TensorRT-LLM 0.9.0 static batch: Llama-2-7B FP8 (weights and KV) on one H100 SXM, batch 896, 128 in / 128 out
TRTLLM_H100_Llama2_7B_FP8_TTFT2048                      evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Llama-2-7B FP8 on one H100 SXM, batch 1, 2048 input tokens
TRTLLM_H100_Mistral_7B_FP8_TTFT128                      evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Mistral 7B FP8 on one H100 SXM, batch 1, 128 input tokens
TRTLLM_H200_Llama2_70B_FP8_TP4_TTFT128                  evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Llama-2-70B FP8 on four H200, tensor parallel 4, batch 1, 128 input tokens
TRTLLM_H200_Llama2_7B_FP8_TTFT128                       evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Llama-2-7B FP8 on one H200, batch 1, 128 input tokens
TRTLLM_H200_Mistral_7B_FP8_TTFT128                      evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Mistral 7B FP8 on one H200, batch 1, 128 input tokens
TRTLLM_L40S_Llama2_7B_FP8_TTFT128                       evaluate                               1  TensorRT-LLM 0.9.0 time to first token: Llama-2-7B FP8 on one L40S, batch 1, 128 input tokens
TinySensor                                              application                            4  Anomaly detection on a battery sensor node
Torchtitan_Llama31_405B_1F1B                            evaluate                               2  Llama-3.1-405B on 512 H100, t 8, p 8, d 8 (FSDP), 8 microbatches of 4, 1F1B, Float8 linears, async TP, torchtitan
Torchtitan_Llama31_405B_4D_cp1_32k                      evaluate                               2  Llama-3.1-405B on 512 H100, s 32768, t 8, p 8, context parallel 1, d 8 (FSDP), 8 microbatches of 1, 1F1B, Float8 linears, async TP, torchtitan
Torchtitan_Llama31_405B_4D_cp2_64k                      evaluate                               2  Llama-3.1-405B on 512 H100, s 65536, t 8, p 8, context parallel 2, d 4 (FSDP), 8 microbatches of 1, 1F1B, Float8 linears, async TP, torchtitan
Torchtitan_Llama31_405B_4D_cp4_128k                     evaluate                               2  Llama-3.1-405B on 512 H100, s 131072, t 8, p 8, context parallel 4, d 2 (FSDP), 8 microbatches of 1, 1F1B, Float8 linears, async TP, torchtitan
Torchtitan_Llama31_405B_4D_cp8_256k                     evaluate                               2  Llama-3.1-405B on 512 H100, s 262144, t 8, p 8, context parallel 8, d 1 (FSDP), 8 microbatches of 1, 1F1B, Float8 linears, async TP, torchtitan
Torchtitan_Llama31_405B_interleaved                     evaluate                               2  Llama-3.1-405B on 512 H100, t 8, p 8, d 8 (FSDP), interleaved 1F1B (v 2), Float8 linears, async TP, torchtitan
Torchtitan_Llama31_70B_2D                               evaluate                               2  Llama-3.1-70B on 256 H100, t 8, d 32 (FSDP), microbatch 16, full recomputation, Float8 linears, torchtitan
Torchtitan_Llama31_70B_2D_asyncTP                       evaluate                               2  Llama-3.1-70B on 256 H100, t 8, d 32 (FSDP), microbatch 16, full recomputation, Float8 linears, async TP, torchtitan
Torchtitan_Llama31_8B_128gpu_bf16                       evaluate                               2  Llama-3.1-8B on 128 H100, s 8192, microbatch 2, selective recomputation, bf16, torchtitan
Torchtitan_Llama31_8B_128gpu_fp8                        evaluate                               2  Llama-3.1-8B on 128 H100, s 8192, microbatch 2, selective recomputation, Float8 linears (torch.compile), torchtitan
Torchtitan_Llama31_8B_32k                               evaluate                               2  Llama-3.1-8B on 8 H100, s 32768, full recomputation, Float8 linears, torchtitan
Torchtitan_Llama31_8B_bf16                              evaluate                               2  Llama-3.1-8B on 8 H100, s 8192, microbatch 2, selective recomputation, bf16, torchtitan
Torchtitan_Llama31_8B_cp2_64k                           evaluate                               2  Llama-3.1-8B on 8 H100, s 65536, context parallel 2, d 4, full recomputation, Float8 linears, torchtitan
Torchtitan_Llama31_8B_cp4_128k                          evaluate                               2  Llama-3.1-8B on 8 H100, s 131072, context parallel 4, d 2, full recomputation, Float8 linears, torchtitan
Torchtitan_Llama31_8B_cp8_256k                          evaluate                               2  Llama-3.1-8B on 8 H100, s 262144, context parallel 8, full recomputation, Float8 linears, torchtitan
Torchtitan_Llama31_8B_fp8                               evaluate                               2  Llama-3.1-8B on 8 H100, s 8192, microbatch 2, selective recomputation, Float8 linears (torch.compile), torchtitan
TrainingMemory7B_ZeRO3                                  evaluate                               6  Training state of a 7B model with Adam, unsharded and with ZeRO-3 over 64 GPUs
vLLM060_A100_Llama31_8B_Offline                         evaluate                               1  vLLM 0.6.0 offline throughput: Llama-3.1-8B bf16 on one A100 80GB, 5,000 ShareGPT requests
vLLM060_A100_Llama31_8B_RPS4                            evaluate                               3  vLLM 0.6.0 online with multi-step scheduling (10 steps): Llama-3.1-8B Instruct bf16 on one A100 80GB, ShareGPT at 4 requests/s
vLLM060_A100_Llama31_8B_RPS8                            evaluate                               3  vLLM 0.6.0 online with multi-step scheduling (10 steps): Llama-3.1-8B Instruct bf16 on one A100 80GB, ShareGPT at 8 requests/s
vLLM060_H100x4_Llama31_70B_Offline                      evaluate                               1  vLLM 0.6.0 offline throughput: Llama-3.1-70B Instruct bf16 on four H100 SXM, tensor parallel 4, 5,000 ShareGPT requests
vLLM060_H100x4_Llama31_70B_RPS4                         evaluate                               3  vLLM 0.6.0 online with multi-step scheduling (10 steps): Llama-3.1-70B Instruct bf16 on four H100 SXM, tensor parallel 4, ShareGPT at 4 requests/s
vLLM060_H100x4_Llama31_70B_RPS8                         evaluate                               3  vLLM 0.6.0 online with multi-step scheduling (10 steps): Llama-3.1-70B Instruct bf16 on four H100 SXM, tensor parallel 4, ShareGPT at 8 requests/s
vLLMOCI_MI300Xx8_Llama31_405B_FP8_B1                    evaluate                               1  vLLM (ROCm, 2024) static batch: Llama-3.1-405B FP8 on 8 MI300X with tensor parallel 8, batch 1, 128 in / 128 out
vLLMOCI_MI300Xx8_Llama31_405B_FP8_B128                  evaluate                               1  vLLM (ROCm, 2024) static batch: Llama-3.1-405B FP8 on 8 MI300X with tensor parallel 8, batch 128, 128 in / 128 out
vLLMOCI_MI300Xx8_Llama31_405B_FP8_B256                  evaluate                               1  vLLM (ROCm, 2024) static batch: Llama-3.1-405B FP8 on 8 MI300X with tensor parallel 8, batch 256, 128 in / 128 out
vLLMOCI_MI300Xx8_Llama31_405B_FP8_B64                   evaluate                               1  vLLM (ROCm, 2024) static batch: Llama-3.1-405B FP8 on 8 MI300X with tensor parallel 8, batch 64, 128 in / 128 out
vLLMOCI_MI300Xx8_Llama31_405B_FP8_B8                    evaluate                               1  vLLM (ROCm, 2024) static batch: Llama-3.1-405B FP8 on 8 MI300X with tensor parallel 8, batch 8, 128 in / 128 out
# Machine formats add the file each one was read from (embedded: it runs from any directory).
$ mlsys scenario list -f csv --columns name,type,file
name,type,file
AmdahlSpeedup,evaluate,scenarios/AmdahlSpeedup.yaml
AutonomousVehicle,application,scenarios/AutonomousVehicle.yaml
AutonomousVehicle_Waymo,application,scenarios/AutonomousVehicle_Waymo.yaml
BLOOM176B_prod_t4_b2,evaluate,scenarios/BLOOM176B_prod_t4_b2.yaml
BLOOM176B_t4_b2,evaluate,scenarios/BLOOM176B_t4_b2.yaml
BLOOM176B_t4_b4,evaluate,scenarios/BLOOM176B_t4_b4.yaml
BLOOM176B_t8_b2,evaluate,scenarios/BLOOM176B_t8_b2.yaml
BLOOM181B_0221_t8_p12_d4_b1,evaluate,scenarios/BLOOM181B_0221_t8_p12_d4_b1.yaml
BLOOM181B_0221_t8_p12_d4_b2,evaluate,scenarios/BLOOM181B_0221_t8_p12_d4_b2.yaml
BLOOM181B_0221_t8_p12_d4_b4,evaluate,scenarios/BLOOM181B_0221_t8_p12_d4_b4.yaml
BLOOM181B_0221_t8_p12_d4_b8,evaluate,scenarios/BLOOM181B_0221_t8_p12_d4_b8.yaml
BLOOM181B_0221_t8_p6_d8_b1,evaluate,scenarios/BLOOM181B_0221_t8_p6_d8_b1.yaml
BLOOM181B_0221_t8_p6_d8_b2,evaluate,scenarios/BLOOM181B_0221_t8_p6_d8_b2.yaml
BLOOM181B_0221_t8_p6_d8_b4,evaluate,scenarios/BLOOM181B_0221_t8_p6_d8_b4.yaml
BLOOM181B_0225_t2_p12_d16_b2,evaluate,scenarios/BLOOM181B_0225_t2_p12_d16_b2.yaml
BLOOM181B_0225_t2_p24_d8_b1,evaluate,scenarios/BLOOM181B_0225_t2_p24_d8_b1.yaml
BLOOM181B_0225_t2_p24_d8_b2,evaluate,scenarios/BLOOM181B_0225_t2_p24_d8_b2.yaml
BLOOM181B_0225_t4_p12_d8_b2,evaluate,scenarios/BLOOM181B_0225_t4_p12_d8_b2.yaml
BLOOM181B_0225_t4_p12_d8_b4,evaluate,scenarios/BLOOM181B_0225_t4_p12_d8_b4.yaml
BLOOM181B_0225_t4_p24_d4_b1,evaluate,scenarios/BLOOM181B_0225_t4_p24_d4_b1.yaml
BLOOM181B_0225_t4_p6_d16_b2,evaluate,scenarios/BLOOM181B_0225_t4_p6_d16_b2.yaml
BLOOM181B_0225_t4_p6_d16_b4,evaluate,scenarios/BLOOM181B_0225_t4_p6_d16_b4.yaml
BLOOM181B_0225_t8_p12_d4_b2,evaluate,scenarios/BLOOM181B_0225_t8_p12_d4_b2.yaml
BLOOM181B_0225_t8_p12_d4_b4,evaluate,scenarios/BLOOM181B_0225_t8_p12_d4_b4.yaml
BLOOM181B_0225_t8_p2_d24_b1,evaluate,scenarios/BLOOM181B_0225_t8_p2_d24_b1.yaml
BLOOM181B_0225_t8_p2_d24_b2,evaluate,scenarios/BLOOM181B_0225_t8_p2_d24_b2.yaml
BLOOM181B_0225_t8_p4_d12_b2,evaluate,scenarios/BLOOM181B_0225_t8_p4_d12_b2.yaml
BLOOM181B_0225_t8_p4_d12_b4,evaluate,scenarios/BLOOM181B_0225_t8_p4_d12_b4.yaml
BLOOM181B_0225_t8_p6_d8_b4,evaluate,scenarios/BLOOM181B_0225_t8_p6_d8_b4.yaml
BLOOM181B_0225_t8_p6_d8_b6,evaluate,scenarios/BLOOM181B_0225_t8_p6_d8_b6.yaml
BLOOM181B_0225_t8_p8_d6_b4,evaluate,scenarios/BLOOM181B_0225_t8_p8_d6_b4.yaml
BLOOM_0223_h12288_l96_t8_p6_d8_b2,evaluate,scenarios/BLOOM_0223_h12288_l96_t8_p6_d8_b2.yaml
BLOOM_0223_h12288_l96_t8_p6_d8_b4,evaluate,scenarios/BLOOM_0223_h12288_l96_t8_p6_d8_b4.yaml
BLOOM_0223_h13312_l84_t8_p12_d4_b4,evaluate,scenarios/BLOOM_0223_h13312_l84_t8_p12_d4_b4.yaml
BLOOM_0223_h13312_l84_t8_p6_d8_b2,evaluate,scenarios/BLOOM_0223_h13312_l84_t8_p6_d8_b2.yaml
BLOOM_0223_h13312_l84_t8_p6_d8_b4,evaluate,scenarios/BLOOM_0223_h13312_l84_t8_p6_d8_b4.yaml
BLOOM_0223_h13824_l78_t8_p6_d8_b4,evaluate,scenarios/BLOOM_0223_h13824_l78_t8_p6_d8_b4.yaml
BLOOM_0223_h14336_l72_t8_p12_d4_b4,evaluate,scenarios/BLOOM_0223_h14336_l72_t8_p12_d4_b4.yaml
BLOOM_0223_h14336_l72_t8_p6_d8_b4,evaluate,scenarios/BLOOM_0223_h14336_l72_t8_p6_d8_b4.yaml
BLOOM_0226_h13312_l84_a64_t4_p12_d8_b2,evaluate,scenarios/BLOOM_0226_h13312_l84_a64_t4_p12_d8_b2.yaml
BLOOM_0226_h13312_l84_a64_t4_p12_d8_b4,evaluate,scenarios/BLOOM_0226_h13312_l84_a64_t4_p12_d8_b4.yaml
BLOOM_0226_h13312_l84_a64_t8_p6_d8_b2,evaluate,scenarios/BLOOM_0226_h13312_l84_a64_t8_p6_d8_b2.yaml
BLOOM_0226_h13824_l78_a64_t4_p12_d8_b1,evaluate,scenarios/BLOOM_0226_h13824_l78_a64_t4_p12_d8_b1.yaml
BLOOM_0226_h13824_l78_a64_t4_p12_d8_b2,evaluate,scenarios/BLOOM_0226_h13824_l78_a64_t4_p12_d8_b2.yaml
BLOOM_0226_h13824_l78_a64_t4_p12_d8_b4,evaluate,scenarios/BLOOM_0226_h13824_l78_a64_t4_p12_d8_b4.yaml
BLOOM_0226_h13824_l78_a96_t4_p12_d8_b2,evaluate,scenarios/BLOOM_0226_h13824_l78_a96_t4_p12_d8_b2.yaml
BLOOM_0226_h13824_l78_a96_t4_p12_d8_b4,evaluate,scenarios/BLOOM_0226_h13824_l78_a96_t4_p12_d8_b4.yaml
BLOOM_0226_h13824_l78_a96_t8_p6_d8_b4,evaluate,scenarios/BLOOM_0226_h13824_l78_a96_t8_p6_d8_b4.yaml
BLOOM_0227_h12288_l106_a64_t4_p12_d8_b2,evaluate,scenarios/BLOOM_0227_h12288_l106_a64_t4_p12_d8_b2.yaml
BLOOM_0227_h12288_l106_a96_t4_p12_d8_b2,evaluate,scenarios/BLOOM_0227_h12288_l106_a96_t4_p12_d8_b2.yaml
BLOOM_0227_h13824_l78_a96_t4_p6_d16_b4,evaluate,scenarios/BLOOM_0227_h13824_l78_a96_t4_p6_d16_b4.yaml
BLOOM_0227_h13824_l78_a96_t8_p6_d8_b2,evaluate,scenarios/BLOOM_0227_h13824_l78_a96_t8_p6_d8_b2.yaml
BLOOM_0227_h13824_l78_a96_t8_p6_d8_b4,evaluate,scenarios/BLOOM_0227_h13824_l78_a96_t8_p6_d8_b4.yaml
BLOOM_0228_h12288_l100_a64_t8_p6_d8_b2,evaluate,scenarios/BLOOM_0228_h12288_l100_a64_t8_p6_d8_b2.yaml
BLOOM_0228_h12288_l100_a64_t8_p6_d8_b4,evaluate,scenarios/BLOOM_0228_h12288_l100_a64_t8_p6_d8_b4.yaml
BLOOM_0228_h12288_l106_a128_t4_p12_d8_b2,evaluate,scenarios/BLOOM_0228_h12288_l106_a128_t4_p12_d8_b2.yaml
BLOOM_0228_h12288_l106_a64_t4_p12_d8_b2,evaluate,scenarios/BLOOM_0228_h12288_l106_a64_t4_p12_d8_b2.yaml
BLOOM_0228_h12288_l106_a96_t4_p12_d8_b2,evaluate,scenarios/BLOOM_0228_h12288_l106_a96_t4_p12_d8_b2.yaml
BLOOM_0228_h12288_l106_a96_t4_p12_d8_b4,evaluate,scenarios/BLOOM_0228_h12288_l106_a96_t4_p12_d8_b4.yaml
BLOOM_0228_h13312_l82_a104_t4_p12_d8_b2,evaluate,scenarios/BLOOM_0228_h13312_l82_a104_t4_p12_d8_b2.yaml
BLOOM_0228_h13312_l82_a128_t4_p12_d8_b2,evaluate,scenarios/BLOOM_0228_h13312_l82_a128_t4_p12_d8_b2.yaml
BLOOM_0228_h13312_l82_a64_t4_p12_d8_b2,evaluate,scenarios/BLOOM_0228_h13312_l82_a64_t4_p12_d8_b2.yaml
BLOOM_0228_h13312_l82_a64_t4_p12_d8_b4,evaluate,scenarios/BLOOM_0228_h13312_l82_a64_t4_p12_d8_b4.yaml
BLOOM_0228_h13312_l82_a64_t8_p12_d4_b4,evaluate,scenarios/BLOOM_0228_h13312_l82_a64_t8_p12_d4_b4.yaml
BLOOM_0228_h13312_l94_a128_t4_p12_d8_b2,evaluate,scenarios/BLOOM_0228_h13312_l94_a128_t4_p12_d8_b2.yaml
BLOOM_heads_h12288_l96_a128,evaluate,scenarios/BLOOM_heads_h12288_l96_a128.yaml
BLOOM_heads_h12288_l96_a96,evaluate,scenarios/BLOOM_heads_h12288_l96_a96.yaml
BLOOM_heads_h13312_l84_a128,evaluate,scenarios/BLOOM_heads_h13312_l84_a128.yaml
BLOOM_heads_h13824_l78_a128,evaluate,scenarios/BLOOM_heads_h13824_l78_a128.yaml
BLOOM_heads_h13824_l78_a96,evaluate,scenarios/BLOOM_heads_h13824_l78_a96.yaml
BLOOM_heads_h14336_l72_a112,evaluate,scenarios/BLOOM_heads_h14336_l72_a112.yaml
BLOOM_heads_h14336_l72_a128,evaluate,scenarios/BLOOM_heads_h14336_l72_a128.yaml
BLOOM_heads_h14336_l72_a16,evaluate,scenarios/BLOOM_heads_h14336_l72_a16.yaml
BLOOM_heads_h14336_l72_a256,evaluate,scenarios/BLOOM_heads_h14336_l72_a256.yaml
BLOOM_heads_h14336_l72_a32,evaluate,scenarios/BLOOM_heads_h14336_l72_a32.yaml
BLOOMwarmup_0226_gbs1024,evaluate,scenarios/BLOOMwarmup_0226_gbs1024.yaml
BLOOMwarmup_0226_gbs1536,evaluate,scenarios/BLOOMwarmup_0226_gbs1536.yaml
BLOOMwarmup_0226_gbs512,evaluate,scenarios/BLOOMwarmup_0226_gbs512.yaml
BatchedServiceRate,evaluate,scenarios/BatchedServiceRate.yaml
CarbonPoland10000GPUs,evaluate,scenarios/CarbonPoland10000GPUs.yaml
ChatbotServing,application,scenarios/ChatbotServing.yaml
CheckpointYoung175B10000GPUs,evaluate,scenarios/CheckpointYoung175B10000GPUs.yaml
ClusterFailures2048GPUs,evaluate,scenarios/ClusterFailures2048GPUs.yaml
DecodeCeilingLlama31_8B_H100,evaluate,scenarios/DecodeCeilingLlama31_8B_H100.yaml
DenseParametersVsBandwidthSince2014,parameter-bandwidth-growth,scenarios/DenseParametersVsBandwidthSince2014.yaml
EffectiveRate100kH100,evaluate,scenarios/EffectiveRate100kH100.yaml
FrontierTraining,application,scenarios/FrontierTraining.yaml
GPT3TrainingEmissions,evaluate,scenarios/GPT3TrainingEmissions.yaml
GPT3TrainingTime1024A100,evaluate,scenarios/GPT3TrainingTime1024A100.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C128,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C128.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C128_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C128_MTP.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C16,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C16.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C16_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C16_MTP.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C32,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C32.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C32_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C32_MTP.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C4,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C4.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C4_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C4_MTP.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C64,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C64.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C64_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C64_MTP.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C8,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C8.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C8_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C8_MTP.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C128,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C128.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C128_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C128_MTP.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C16,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C16.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C16_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C16_MTP.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C32,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C32.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C32_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C32_MTP.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C4,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C4.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C4_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C4_MTP.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C64,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C64.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C64_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C64_MTP.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C8,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C8.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C8_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C8_MTP.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C128,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C128.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C128_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C128_MTP.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C16,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C16.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C16_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C16_MTP.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C32,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C32.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C32_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C32_MTP.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C4,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C4.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C4_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C4_MTP.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C64,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C64.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C64_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C64_MTP.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C8,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C8.yaml
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C8_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C8_MTP.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C128,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C128.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C128_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C128_MTP.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C256,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C256.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C256_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C256_MTP.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C32,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C32.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C32_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C32_MTP.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C64,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C64.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C64_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C64_MTP.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_8192_C128,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_8192_C128.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_8192_C256,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_8192_C256.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C128,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C128.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C16,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C16.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C256,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C256.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C32,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C32.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C4,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C4.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C64,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C64.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C8,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C8.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C16,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C16.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C16_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C16_MTP.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C32,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C32.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C32_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C32_MTP.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C4,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C4.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C4_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C4_MTP.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C8,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C8.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C8_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C8_MTP.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C128,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C128.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C128_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C128_MTP.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C16,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C16.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C16_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C16_MTP.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C32,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C32.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C32_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C32_MTP.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C4,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C4.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C4_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C4_MTP.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C64,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C64.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C64_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C64_MTP.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C8,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C8.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C8_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C8_MTP.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_8192_1024_C4,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_8192_1024_C4.yaml
IX_ATOM_MI355X_DSR1_MXFP4_TP8_8192_1024_C4_MTP,evaluate,scenarios/IX_ATOM_MI355X_DSR1_MXFP4_TP8_8192_1024_C4_MTP.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C16,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C16.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C16_MTP,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C16_MTP.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C32,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C32.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C32_MTP,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C32_MTP.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C4,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C4.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C4_MTP,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C4_MTP.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C64,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C64.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C64_MTP,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C64_MTP.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C8,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C8.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C8_MTP,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C8_MTP.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C16,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C16.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C16_MTP,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C16_MTP.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C32,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C32.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C32_MTP,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C32_MTP.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C4,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C4.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C4_MTP,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C4_MTP.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C64,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C64.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C64_MTP,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C64_MTP.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C8,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C8.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C8_MTP,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C8_MTP.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_8192_1024_C4,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_8192_1024_C4.yaml
IX_SGLang059_B200_DSR1_FP8_TP8_8192_1024_C4_MTP,evaluate,scenarios/IX_SGLang059_B200_DSR1_FP8_TP8_8192_1024_C4_MTP.yaml
IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C16,evaluate,scenarios/IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C16.yaml
IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C32,evaluate,scenarios/IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C32.yaml
IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C4,evaluate,scenarios/IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C4.yaml
IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C64,evaluate,scenarios/IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C64.yaml
IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C8,evaluate,scenarios/IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C8.yaml
IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C16,evaluate,scenarios/IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C16.yaml
IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C32,evaluate,scenarios/IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C32.yaml
IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C4,evaluate,scenarios/IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C4.yaml
IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C64,evaluate,scenarios/IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C64.yaml
IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C8,evaluate,scenarios/IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C8.yaml
IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C16,evaluate,scenarios/IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C16.yaml
IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C32,evaluate,scenarios/IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C32.yaml
IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C4,evaluate,scenarios/IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C4.yaml
IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C64,evaluate,scenarios/IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C64.yaml
IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C8,evaluate,scenarios/IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C8.yaml
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C16,evaluate,scenarios/IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C16.yaml
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C32,evaluate,scenarios/IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C32.yaml
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C4,evaluate,scenarios/IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C4.yaml
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C64,evaluate,scenarios/IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C64.yaml
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C8,evaluate,scenarios/IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C8.yaml
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C16,evaluate,scenarios/IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C16.yaml
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C32,evaluate,scenarios/IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C32.yaml
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C4,evaluate,scenarios/IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C4.yaml
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C64,evaluate,scenarios/IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C64.yaml
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C8,evaluate,scenarios/IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C8.yaml
IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C16,evaluate,scenarios/IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C16.yaml
IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C32,evaluate,scenarios/IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C32.yaml
IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C4,evaluate,scenarios/IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C4.yaml
IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C64,evaluate,scenarios/IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C64.yaml
IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C8,evaluate,scenarios/IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C8.yaml
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C16,evaluate,scenarios/IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C16.yaml
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C32,evaluate,scenarios/IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C32.yaml
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C4,evaluate,scenarios/IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C4.yaml
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C64,evaluate,scenarios/IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C64.yaml
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C8,evaluate,scenarios/IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C8.yaml
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C16,evaluate,scenarios/IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C16.yaml
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C32,evaluate,scenarios/IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C32.yaml
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C4,evaluate,scenarios/IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C4.yaml
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C64,evaluate,scenarios/IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C64.yaml
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C8,evaluate,scenarios/IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C8.yaml
IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C16,evaluate,scenarios/IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C16.yaml
IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C32,evaluate,scenarios/IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C32.yaml
IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C4,evaluate,scenarios/IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C4.yaml
IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C64,evaluate,scenarios/IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C64.yaml
IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C8,evaluate,scenarios/IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C8.yaml
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C128,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C128.yaml
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C16,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C16.yaml
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C32,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C32.yaml
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C4,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C4.yaml
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C64,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C64.yaml
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C8,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C8.yaml
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C128,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C128.yaml
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C16,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C16.yaml
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C32,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C32.yaml
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C4,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C4.yaml
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C64,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C64.yaml
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C8,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C8.yaml
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C128,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C128.yaml
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C16,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C16.yaml
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C32,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C32.yaml
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C4,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C4.yaml
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C64,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C64.yaml
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C8,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C8.yaml
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C128,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C128.yaml
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C16,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C16.yaml
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C32,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C32.yaml
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C4,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C4.yaml
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C64,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C64.yaml
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C8,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C8.yaml
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C128,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C128.yaml
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C16,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C16.yaml
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C32,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C32.yaml
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C4,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C4.yaml
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C64,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C64.yaml
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C8,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C8.yaml
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C128,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C128.yaml
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C16,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C16.yaml
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C32,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C32.yaml
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C4,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C4.yaml
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C64,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C64.yaml
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C8,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C8.yaml
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C128,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C128.yaml
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C16,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C16.yaml
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C32,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C32.yaml
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C4,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C4.yaml
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C64,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C64.yaml
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C8,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C8.yaml
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C128,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C128.yaml
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C16,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C16.yaml
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C32,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C32.yaml
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C4,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C4.yaml
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C64,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C64.yaml
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C8,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C8.yaml
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C128,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C128.yaml
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C16,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C16.yaml
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C32,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C32.yaml
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C4,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C4.yaml
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C64,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C64.yaml
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C8,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C8.yaml
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C128,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C128.yaml
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C16,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C16.yaml
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C32,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C32.yaml
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C4,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C4.yaml
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C64,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C64.yaml
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C8,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C8.yaml
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C128,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C128.yaml
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C16,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C16.yaml
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C32,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C32.yaml
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C4,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C4.yaml
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C64,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C64.yaml
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C8,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C8.yaml
IX_SGLang_B200_DSR1_FP4_TP8_EP8_8192_1024_C16,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_EP8_8192_1024_C16.yaml
IX_SGLang_B200_DSR1_FP4_TP8_EP8_8192_1024_C4,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_EP8_8192_1024_C4.yaml
IX_SGLang_B200_DSR1_FP4_TP8_EP8_8192_1024_C8,evaluate,scenarios/IX_SGLang_B200_DSR1_FP4_TP8_EP8_8192_1024_C8.yaml
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C16,evaluate,scenarios/IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C16.yaml
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C32,evaluate,scenarios/IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C32.yaml
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C4,evaluate,scenarios/IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C4.yaml
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C64,evaluate,scenarios/IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C64.yaml
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C8,evaluate,scenarios/IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C8.yaml
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C16,evaluate,scenarios/IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C16.yaml
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C32,evaluate,scenarios/IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C32.yaml
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C4,evaluate,scenarios/IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C4.yaml
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C64,evaluate,scenarios/IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C64.yaml
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C8,evaluate,scenarios/IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C8.yaml
IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C16,evaluate,scenarios/IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C16.yaml
IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C32,evaluate,scenarios/IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C32.yaml
IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C4,evaluate,scenarios/IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C4.yaml
IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C64,evaluate,scenarios/IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C64.yaml
IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C8,evaluate,scenarios/IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C8.yaml
IX_SGLang_MI355X_DSR1_FP8_TP4_8192_1024_C32,evaluate,scenarios/IX_SGLang_MI355X_DSR1_FP8_TP4_8192_1024_C32.yaml
IX_SGLang_MI355X_DSR1_FP8_TP4_8192_1024_C64,evaluate,scenarios/IX_SGLang_MI355X_DSR1_FP8_TP4_8192_1024_C64.yaml
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C16,evaluate,scenarios/IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C16.yaml
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C32,evaluate,scenarios/IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C32.yaml
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C4,evaluate,scenarios/IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C4.yaml
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C64,evaluate,scenarios/IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C64.yaml
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C8,evaluate,scenarios/IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C8.yaml
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C16,evaluate,scenarios/IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C16.yaml
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C32,evaluate,scenarios/IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C32.yaml
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C4,evaluate,scenarios/IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C4.yaml
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C64,evaluate,scenarios/IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C64.yaml
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C8,evaluate,scenarios/IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C8.yaml
IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C16,evaluate,scenarios/IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C16.yaml
IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C32,evaluate,scenarios/IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C32.yaml
IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C4,evaluate,scenarios/IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C4.yaml
IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C64,evaluate,scenarios/IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C64.yaml
IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C8,evaluate,scenarios/IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C8.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C16,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C16.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C32,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C32.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C4,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C4.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C64,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C64.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C8,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C8.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C16,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C16.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C32,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C32.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C4,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C4.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C64,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C64.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C8,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C8.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C16,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C16.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C32,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C32.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C4,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C4.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C64,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C64.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C8,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C8.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C16,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C16.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C32,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C32.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C4,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C4.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C64,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C64.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C8,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C8.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C16,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C16.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C32,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C32.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C4,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C4.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C64,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C64.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C8,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C8.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C16,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C16.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C32,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C32.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C4,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C4.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C64,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C64.yaml
IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C8,evaluate,scenarios/IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C8.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP4_1024_1024_C256,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP4_1024_1024_C256.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP4_1024_1024_C256_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP4_1024_1024_C256_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP4_1024_8192_C256,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP4_1024_8192_C256.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP4_1024_8192_C256_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP4_1024_8192_C256_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C128,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C128.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C128_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C128_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C256,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C256.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C256_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C256_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C64,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C64.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C64_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C64_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_1024_C128,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_1024_C128.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_1024_C128_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_1024_C128_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_1024_C256,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_1024_C256.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_1024_C256_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_1024_C256_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_8192_C128,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_8192_C128.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_8192_C128_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_8192_C128_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_8192_C256,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_8192_C256.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_8192_C256_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_8192_C256_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C128,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C128.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C128_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C128_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C256,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C256.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C256_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C256_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C64,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C64.yaml
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C64_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C64_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C128,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C128.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C16,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C16.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C256,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C256.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C32,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C32.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C4,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C4.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C4_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C4_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C64,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C64.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C8,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C8.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C8_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C8_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C128,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C128.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C16,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C16.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C16_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C16_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C256,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C256.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C32,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C32.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C4,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C4.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C4_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C4_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C64,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C64.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C8,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C8.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C8_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C8_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C128,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C128.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C16,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C16.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C16_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C16_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C256,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C256.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C32,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C32.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C4,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C4.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C4_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C4_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C64,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C64.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C8,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C8.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C8_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C8_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_1024_C128,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_1024_C128.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_1024_C64,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_1024_C64.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_1024_C64_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_1024_C64_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_8192_C128,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_8192_C128.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_8192_C64,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_8192_C64.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_8192_C64_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_8192_C64_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C16,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C16.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C32,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C32.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C32_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C32_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C4,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C4.yaml
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C8,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C8.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C128,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C128.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C128_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C128_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C16,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C16.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C256,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C256.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C32,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C32.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C4,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C4.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C4_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C4_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C64,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C64.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C8,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C8.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C8_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C8_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C128,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C128.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C16,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C16.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C256,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C256.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C32,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C32.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C4,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C4.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C4_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C4_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C64,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C64.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C8,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C8.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C8_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C8_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C128,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C128.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C16,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C16.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C16_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C16_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C256,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C256.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C32,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C32.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C4,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C4.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C4_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C4_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C64,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C64.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C8,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C8.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C8_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C8_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C128,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C128.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C128_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C128_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C16,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C16.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C16_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C16_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C32,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C32.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C32_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C32_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C64,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C64.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C64_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C64_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C128,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C128.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C32,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C32.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C32_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C32_MTP.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C64,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C64.yaml
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C64_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C64_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_DEP8_1024_1024_C64,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_DEP8_1024_1024_C64.yaml
IX_TRTLLM_B200_DSR1_FP8_DEP8_1024_1024_C64_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_DEP8_1024_1024_C64_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_DEP8_1024_8192_C256,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_DEP8_1024_8192_C256.yaml
IX_TRTLLM_B200_DSR1_FP8_DEP8_1024_8192_C256_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_DEP8_1024_8192_C256_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C128,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C128.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C128_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C128_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C4,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C4.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C4_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C4_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C64,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C64.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C64_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C64_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C8,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C8.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C8_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C8_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C128,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C128.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C16,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C16.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C16_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C16_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C32,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C32.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C32_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C32_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C4,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C4.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C4_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C4_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C64,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C64.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C64_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C64_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C8,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C8.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C8_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C8_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C128,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C128.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C128_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C128_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C256,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C256.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C256_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C256_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C4,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C4.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C4_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C4_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C64,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C64.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C64_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C64_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C8,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C8.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C8_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C8_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C16,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C16.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C16_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C16_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C32,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C32.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C32_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C32_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C4,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C4.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C4_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C4_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C8,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C8.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C8_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C8_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C16,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C16.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C16_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C16_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C32,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C32.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C32_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C32_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C4,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C4.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C4_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C4_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C64,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C64.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C64_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C64_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C8,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C8.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C8_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C8_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C16,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C16.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C16_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C16_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C32,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C32.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C32_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C32_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C4,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C4.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C4_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C4_MTP.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C64,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C64.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C8,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C8.yaml
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C8_MTP,evaluate,scenarios/IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C8_MTP.yaml
IX_TRTLLM_H200_DSR1_FP8_DEP8_8192_1024_C64,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_DEP8_8192_1024_C64.yaml
IX_TRTLLM_H200_DSR1_FP8_DEP8_8192_1024_C64_MTP,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_DEP8_8192_1024_C64_MTP.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C16,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C16.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C32,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C32.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C4,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C4.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C64,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C64.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C8,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C8.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C16,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C16.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C32,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C32.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C4,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C4.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C64,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C64.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C8,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C8.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C16,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C16.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C32,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C32.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C4,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C4.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C64,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C64.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C8,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C8.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C16,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C16.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C16_MTP,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C16_MTP.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C32,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C32.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C32_MTP,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C32_MTP.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C4,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C4.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C4_MTP,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C4_MTP.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C64,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C64.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C64_MTP,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C64_MTP.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C8,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C8.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C8_MTP,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C8_MTP.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C16,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C16.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C16_MTP,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C16_MTP.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C32,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C32.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C32_MTP,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C32_MTP.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C4,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C4.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C4_MTP,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C4_MTP.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C64,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C64.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C64_MTP,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C64_MTP.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C8,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C8.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C8_MTP,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C8_MTP.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C16,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C16.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C16_MTP,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C16_MTP.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C32,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C32.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C32_MTP,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C32_MTP.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C4,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C4.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C4_MTP,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C4_MTP.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C8,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C8.yaml
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C8_MTP,evaluate,scenarios/IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C8_MTP.yaml
KeywordSpotting,application,scenarios/KeywordSpotting.yaml
Korthikanti22_175B_full,evaluate,scenarios/Korthikanti22_175B_full.yaml
Korthikanti22_175B_selective,evaluate,scenarios/Korthikanti22_175B_selective.yaml
Korthikanti22_1T_full,evaluate,scenarios/Korthikanti22_1T_full.yaml
Korthikanti22_1T_selective,evaluate,scenarios/Korthikanti22_1T_selective.yaml
Korthikanti22_22B_full,evaluate,scenarios/Korthikanti22_22B_full.yaml
Korthikanti22_22B_selective,evaluate,scenarios/Korthikanti22_22B_selective.yaml
Korthikanti22_530B_dp8,evaluate,scenarios/Korthikanti22_530B_dp8.yaml
Korthikanti22_530B_full,evaluate,scenarios/Korthikanti22_530B_full.yaml
Korthikanti22_530B_selective,evaluate,scenarios/Korthikanti22_530B_selective.yaml
LLMFoundry_MPT70B_64,evaluate,scenarios/LLMFoundry_MPT70B_64.yaml
LLMFoundry_MPT7B_2k,evaluate,scenarios/LLMFoundry_MPT7B_2k.yaml
LLMFoundry_MPT7B_32k,evaluate,scenarios/LLMFoundry_MPT7B_32k.yaml
Llama2_70B_DecodeFloorTP2,evaluate,scenarios/Llama2_70B_DecodeFloorTP2.yaml
LlamaCpp4167_M1Max_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp4167_M1Max_Llama2_7B_Q4_0.yaml
LlamaCpp4167_M1Max_Llama2_7B_Q4_0_Prefill512,evaluate,scenarios/LlamaCpp4167_M1Max_Llama2_7B_Q4_0_Prefill512.yaml
LlamaCpp4167_M1Pro_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp4167_M1Pro_Llama2_7B_Q4_0.yaml
LlamaCpp4167_M1Pro_Llama2_7B_Q4_0_Prefill512,evaluate,scenarios/LlamaCpp4167_M1Pro_Llama2_7B_Q4_0_Prefill512.yaml
LlamaCpp4167_M1Ultra_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp4167_M1Ultra_Llama2_7B_Q4_0.yaml
LlamaCpp4167_M1Ultra_Llama2_7B_Q4_0_Prefill512,evaluate,scenarios/LlamaCpp4167_M1Ultra_Llama2_7B_Q4_0_Prefill512.yaml
LlamaCpp4167_M1_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp4167_M1_Llama2_7B_Q4_0.yaml
LlamaCpp4167_M1_Llama2_7B_Q4_0_Prefill512,evaluate,scenarios/LlamaCpp4167_M1_Llama2_7B_Q4_0_Prefill512.yaml
LlamaCpp4167_M2Max_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp4167_M2Max_Llama2_7B_Q4_0.yaml
LlamaCpp4167_M2Max_Llama2_7B_Q4_0_Prefill512,evaluate,scenarios/LlamaCpp4167_M2Max_Llama2_7B_Q4_0_Prefill512.yaml
LlamaCpp4167_M2Pro_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp4167_M2Pro_Llama2_7B_Q4_0.yaml
LlamaCpp4167_M2Pro_Llama2_7B_Q4_0_Prefill512,evaluate,scenarios/LlamaCpp4167_M2Pro_Llama2_7B_Q4_0_Prefill512.yaml
LlamaCpp4167_M2Ultra_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp4167_M2Ultra_Llama2_7B_Q4_0.yaml
LlamaCpp4167_M2Ultra_Llama2_7B_Q4_0_Prefill512,evaluate,scenarios/LlamaCpp4167_M2Ultra_Llama2_7B_Q4_0_Prefill512.yaml
LlamaCpp4167_M2_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp4167_M2_Llama2_7B_Q4_0.yaml
LlamaCpp4167_M2_Llama2_7B_Q4_0_Prefill512,evaluate,scenarios/LlamaCpp4167_M2_Llama2_7B_Q4_0_Prefill512.yaml
LlamaCpp4167_M3Max_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp4167_M3Max_Llama2_7B_Q4_0.yaml
LlamaCpp4167_M3Max_Llama2_7B_Q4_0_Prefill512,evaluate,scenarios/LlamaCpp4167_M3Max_Llama2_7B_Q4_0_Prefill512.yaml
LlamaCpp4167_M3Pro_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp4167_M3Pro_Llama2_7B_Q4_0.yaml
LlamaCpp4167_M3Pro_Llama2_7B_Q4_0_Prefill512,evaluate,scenarios/LlamaCpp4167_M3Pro_Llama2_7B_Q4_0_Prefill512.yaml
LlamaCpp4167_M3Ultra_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp4167_M3Ultra_Llama2_7B_Q4_0.yaml
LlamaCpp4167_M3Ultra_Llama2_7B_Q4_0_Prefill512,evaluate,scenarios/LlamaCpp4167_M3Ultra_Llama2_7B_Q4_0_Prefill512.yaml
LlamaCpp4167_M3_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp4167_M3_Llama2_7B_Q4_0.yaml
LlamaCpp4167_M3_Llama2_7B_Q4_0_Prefill512,evaluate,scenarios/LlamaCpp4167_M3_Llama2_7B_Q4_0_Prefill512.yaml
LlamaCpp4167_M4Max_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp4167_M4Max_Llama2_7B_Q4_0.yaml
LlamaCpp4167_M4Max_Llama2_7B_Q4_0_Prefill512,evaluate,scenarios/LlamaCpp4167_M4Max_Llama2_7B_Q4_0_Prefill512.yaml
LlamaCpp4167_M4Pro_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp4167_M4Pro_Llama2_7B_Q4_0.yaml
LlamaCpp4167_M4Pro_Llama2_7B_Q4_0_Prefill512,evaluate,scenarios/LlamaCpp4167_M4Pro_Llama2_7B_Q4_0_Prefill512.yaml
LlamaCpp4167_M4_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp4167_M4_Llama2_7B_Q4_0.yaml
LlamaCpp4167_M4_Llama2_7B_Q4_0_Prefill512,evaluate,scenarios/LlamaCpp4167_M4_Llama2_7B_Q4_0_Prefill512.yaml
LlamaCppMulti_A100PCIex4_Llama3_70B_F16_Decode,evaluate,scenarios/LlamaCppMulti_A100PCIex4_Llama3_70B_F16_Decode.yaml
LlamaCppMulti_A100PCIex4_Llama3_70B_F16_Prefill4096,evaluate,scenarios/LlamaCppMulti_A100PCIex4_Llama3_70B_F16_Prefill4096.yaml
LlamaCppMulti_A100PCIex4_Llama3_70B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCppMulti_A100PCIex4_Llama3_70B_Q4KM_Prefill4096.yaml
LlamaCppMulti_A100PCIex4_Llama3_8B_F16_Prefill4096,evaluate,scenarios/LlamaCppMulti_A100PCIex4_Llama3_8B_F16_Prefill4096.yaml
LlamaCppMulti_A100PCIex4_Llama3_8B_Q4KM_Decode,evaluate,scenarios/LlamaCppMulti_A100PCIex4_Llama3_8B_Q4KM_Decode.yaml
LlamaCppMulti_A100x4_Llama3_70B_F16_Decode,evaluate,scenarios/LlamaCppMulti_A100x4_Llama3_70B_F16_Decode.yaml
LlamaCppMulti_A100x4_Llama3_70B_F16_Prefill4096,evaluate,scenarios/LlamaCppMulti_A100x4_Llama3_70B_F16_Prefill4096.yaml
LlamaCppMulti_A100x4_Llama3_70B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCppMulti_A100x4_Llama3_70B_Q4KM_Prefill4096.yaml
LlamaCppMulti_A100x4_Llama3_8B_Q4KM_Decode,evaluate,scenarios/LlamaCppMulti_A100x4_Llama3_8B_Q4KM_Decode.yaml
LlamaCppMulti_A40x4_Llama3_70B_F16_Decode,evaluate,scenarios/LlamaCppMulti_A40x4_Llama3_70B_F16_Decode.yaml
LlamaCppMulti_A40x4_Llama3_70B_F16_Prefill4096,evaluate,scenarios/LlamaCppMulti_A40x4_Llama3_70B_F16_Prefill4096.yaml
LlamaCppMulti_A40x4_Llama3_8B_F16_Prefill4096,evaluate,scenarios/LlamaCppMulti_A40x4_Llama3_8B_F16_Prefill4096.yaml
LlamaCppMulti_A40x4_Llama3_8B_Q4KM_Decode,evaluate,scenarios/LlamaCppMulti_A40x4_Llama3_8B_Q4KM_Decode.yaml
LlamaCppMulti_H100PCIex4_Llama3_70B_F16_Decode,evaluate,scenarios/LlamaCppMulti_H100PCIex4_Llama3_70B_F16_Decode.yaml
LlamaCppMulti_H100PCIex4_Llama3_70B_F16_Prefill4096,evaluate,scenarios/LlamaCppMulti_H100PCIex4_Llama3_70B_F16_Prefill4096.yaml
LlamaCppMulti_H100PCIex4_Llama3_70B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCppMulti_H100PCIex4_Llama3_70B_Q4KM_Prefill4096.yaml
LlamaCppMulti_H100PCIex4_Llama3_8B_F16_Prefill4096,evaluate,scenarios/LlamaCppMulti_H100PCIex4_Llama3_8B_F16_Prefill4096.yaml
LlamaCppMulti_H100PCIex4_Llama3_8B_Q4KM_Decode,evaluate,scenarios/LlamaCppMulti_H100PCIex4_Llama3_8B_Q4KM_Decode.yaml
LlamaCppMulti_L40Sx4_Llama3_70B_F16_Decode,evaluate,scenarios/LlamaCppMulti_L40Sx4_Llama3_70B_F16_Decode.yaml
LlamaCppMulti_L40Sx4_Llama3_70B_F16_Prefill4096,evaluate,scenarios/LlamaCppMulti_L40Sx4_Llama3_70B_F16_Prefill4096.yaml
LlamaCppMulti_L40Sx4_Llama3_70B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCppMulti_L40Sx4_Llama3_70B_Q4KM_Prefill4096.yaml
LlamaCppMulti_L40Sx4_Llama3_8B_Q4KM_Decode,evaluate,scenarios/LlamaCppMulti_L40Sx4_Llama3_8B_Q4KM_Decode.yaml
LlamaCppMulti_RTX3090x2_Llama3_70B_Q4KM_Decode,evaluate,scenarios/LlamaCppMulti_RTX3090x2_Llama3_70B_Q4KM_Decode.yaml
LlamaCppMulti_RTX3090x2_Llama3_70B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTX3090x2_Llama3_70B_Q4KM_Prefill4096.yaml
LlamaCppMulti_RTX3090x2_Llama3_8B_F16_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTX3090x2_Llama3_8B_F16_Prefill4096.yaml
LlamaCppMulti_RTX3090x2_Llama3_8B_Q4KM_Decode,evaluate,scenarios/LlamaCppMulti_RTX3090x2_Llama3_8B_Q4KM_Decode.yaml
LlamaCppMulti_RTX3090x4_Llama3_70B_Q4KM_Decode,evaluate,scenarios/LlamaCppMulti_RTX3090x4_Llama3_70B_Q4KM_Decode.yaml
LlamaCppMulti_RTX3090x4_Llama3_70B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTX3090x4_Llama3_70B_Q4KM_Prefill4096.yaml
LlamaCppMulti_RTX3090x4_Llama3_8B_F16_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTX3090x4_Llama3_8B_F16_Prefill4096.yaml
LlamaCppMulti_RTX3090x4_Llama3_8B_Q4KM_Decode,evaluate,scenarios/LlamaCppMulti_RTX3090x4_Llama3_8B_Q4KM_Decode.yaml
LlamaCppMulti_RTX3090x6_Llama3_70B_F16_Decode,evaluate,scenarios/LlamaCppMulti_RTX3090x6_Llama3_70B_F16_Decode.yaml
LlamaCppMulti_RTX3090x6_Llama3_70B_F16_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTX3090x6_Llama3_70B_F16_Prefill4096.yaml
LlamaCppMulti_RTX3090x6_Llama3_70B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTX3090x6_Llama3_70B_Q4KM_Prefill4096.yaml
LlamaCppMulti_RTX3090x6_Llama3_8B_F16_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTX3090x6_Llama3_8B_F16_Prefill4096.yaml
LlamaCppMulti_RTX3090x6_Llama3_8B_Q4KM_Decode,evaluate,scenarios/LlamaCppMulti_RTX3090x6_Llama3_8B_Q4KM_Decode.yaml
LlamaCppMulti_RTX4000Adax4_Llama3_70B_Q4KM_Decode,evaluate,scenarios/LlamaCppMulti_RTX4000Adax4_Llama3_70B_Q4KM_Decode.yaml
LlamaCppMulti_RTX4000Adax4_Llama3_70B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTX4000Adax4_Llama3_70B_Q4KM_Prefill4096.yaml
LlamaCppMulti_RTX4000Adax4_Llama3_8B_F16_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTX4000Adax4_Llama3_8B_F16_Prefill4096.yaml
LlamaCppMulti_RTX4000Adax4_Llama3_8B_Q4KM_Decode,evaluate,scenarios/LlamaCppMulti_RTX4000Adax4_Llama3_8B_Q4KM_Decode.yaml
LlamaCppMulti_RTX4090x2_Llama3_70B_Q4KM_Decode,evaluate,scenarios/LlamaCppMulti_RTX4090x2_Llama3_70B_Q4KM_Decode.yaml
LlamaCppMulti_RTX4090x2_Llama3_70B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTX4090x2_Llama3_70B_Q4KM_Prefill4096.yaml
LlamaCppMulti_RTX4090x2_Llama3_8B_F16_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTX4090x2_Llama3_8B_F16_Prefill4096.yaml
LlamaCppMulti_RTX4090x2_Llama3_8B_Q4KM_Decode,evaluate,scenarios/LlamaCppMulti_RTX4090x2_Llama3_8B_Q4KM_Decode.yaml
LlamaCppMulti_RTX4090x4_Llama3_70B_Q4KM_Decode,evaluate,scenarios/LlamaCppMulti_RTX4090x4_Llama3_70B_Q4KM_Decode.yaml
LlamaCppMulti_RTX4090x4_Llama3_70B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTX4090x4_Llama3_70B_Q4KM_Prefill4096.yaml
LlamaCppMulti_RTX4090x4_Llama3_8B_F16_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTX4090x4_Llama3_8B_F16_Prefill4096.yaml
LlamaCppMulti_RTX4090x4_Llama3_8B_Q4KM_Decode,evaluate,scenarios/LlamaCppMulti_RTX4090x4_Llama3_8B_Q4KM_Decode.yaml
LlamaCppMulti_RTX4090x8_Llama3_70B_F16_Decode,evaluate,scenarios/LlamaCppMulti_RTX4090x8_Llama3_70B_F16_Decode.yaml
LlamaCppMulti_RTX4090x8_Llama3_70B_F16_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTX4090x8_Llama3_70B_F16_Prefill4096.yaml
LlamaCppMulti_RTX4090x8_Llama3_70B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTX4090x8_Llama3_70B_Q4KM_Prefill4096.yaml
LlamaCppMulti_RTX4090x8_Llama3_8B_F16_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTX4090x8_Llama3_8B_F16_Prefill4096.yaml
LlamaCppMulti_RTX4090x8_Llama3_8B_Q4KM_Decode,evaluate,scenarios/LlamaCppMulti_RTX4090x8_Llama3_8B_Q4KM_Decode.yaml
LlamaCppMulti_RTX5000Adax4_Llama3_70B_Q4KM_Decode,evaluate,scenarios/LlamaCppMulti_RTX5000Adax4_Llama3_70B_Q4KM_Decode.yaml
LlamaCppMulti_RTX5000Adax4_Llama3_70B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTX5000Adax4_Llama3_70B_Q4KM_Prefill4096.yaml
LlamaCppMulti_RTX5000Adax4_Llama3_8B_Q4KM_Decode,evaluate,scenarios/LlamaCppMulti_RTX5000Adax4_Llama3_8B_Q4KM_Decode.yaml
LlamaCppMulti_RTX6000Adax4_Llama3_70B_F16_Decode,evaluate,scenarios/LlamaCppMulti_RTX6000Adax4_Llama3_70B_F16_Decode.yaml
LlamaCppMulti_RTX6000Adax4_Llama3_70B_F16_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTX6000Adax4_Llama3_70B_F16_Prefill4096.yaml
LlamaCppMulti_RTX6000Adax4_Llama3_70B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTX6000Adax4_Llama3_70B_Q4KM_Prefill4096.yaml
LlamaCppMulti_RTX6000Adax4_Llama3_8B_F16_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTX6000Adax4_Llama3_8B_F16_Prefill4096.yaml
LlamaCppMulti_RTX6000Adax4_Llama3_8B_Q4KM_Decode,evaluate,scenarios/LlamaCppMulti_RTX6000Adax4_Llama3_8B_Q4KM_Decode.yaml
LlamaCppMulti_RTXA6000x4_Llama3_70B_F16_Decode,evaluate,scenarios/LlamaCppMulti_RTXA6000x4_Llama3_70B_F16_Decode.yaml
LlamaCppMulti_RTXA6000x4_Llama3_70B_F16_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTXA6000x4_Llama3_70B_F16_Prefill4096.yaml
LlamaCppMulti_RTXA6000x4_Llama3_70B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTXA6000x4_Llama3_70B_Q4KM_Prefill4096.yaml
LlamaCppMulti_RTXA6000x4_Llama3_8B_F16_Prefill4096,evaluate,scenarios/LlamaCppMulti_RTXA6000x4_Llama3_8B_F16_Prefill4096.yaml
LlamaCppMulti_RTXA6000x4_Llama3_8B_Q4KM_Decode,evaluate,scenarios/LlamaCppMulti_RTXA6000x4_Llama3_8B_Q4KM_Decode.yaml
LlamaCpp_A100PCIe_Llama3_70B_Q4KM,evaluate,scenarios/LlamaCpp_A100PCIe_Llama3_70B_Q4KM.yaml
LlamaCpp_A100PCIe_Llama3_70B_Q4KM_Prefill512,evaluate,scenarios/LlamaCpp_A100PCIe_Llama3_70B_Q4KM_Prefill512.yaml
LlamaCpp_A100PCIe_Llama3_8B_F16,evaluate,scenarios/LlamaCpp_A100PCIe_Llama3_8B_F16.yaml
LlamaCpp_A100PCIe_Llama3_8B_F16_Prefill4096,evaluate,scenarios/LlamaCpp_A100PCIe_Llama3_8B_F16_Prefill4096.yaml
LlamaCpp_A100PCIe_Llama3_8B_F16_Prefill512,evaluate,scenarios/LlamaCpp_A100PCIe_Llama3_8B_F16_Prefill512.yaml
LlamaCpp_A100PCIe_Llama3_8B_Q4KM,evaluate,scenarios/LlamaCpp_A100PCIe_Llama3_8B_Q4KM.yaml
LlamaCpp_A100PCIe_Llama3_8B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCpp_A100PCIe_Llama3_8B_Q4KM_Prefill4096.yaml
LlamaCpp_A100PCIe_Llama3_8B_Q4KM_Prefill512,evaluate,scenarios/LlamaCpp_A100PCIe_Llama3_8B_Q4KM_Prefill512.yaml
LlamaCpp_A100_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp_A100_Llama2_7B_Q4_0.yaml
LlamaCpp_A100_Llama2_7B_Q4_0_Prefill,evaluate,scenarios/LlamaCpp_A100_Llama2_7B_Q4_0_Prefill.yaml
LlamaCpp_A100_Llama3_70B_Q4KM,evaluate,scenarios/LlamaCpp_A100_Llama3_70B_Q4KM.yaml
LlamaCpp_A100_Llama3_8B_F16,evaluate,scenarios/LlamaCpp_A100_Llama3_8B_F16.yaml
LlamaCpp_A100_Llama3_8B_Q4KM,evaluate,scenarios/LlamaCpp_A100_Llama3_8B_Q4KM.yaml
LlamaCpp_A100_Llama3_8B_Q4KM_Prefill,evaluate,scenarios/LlamaCpp_A100_Llama3_8B_Q4KM_Prefill.yaml
LlamaCpp_A40_Llama3_70B_Q4KM,evaluate,scenarios/LlamaCpp_A40_Llama3_70B_Q4KM.yaml
LlamaCpp_A40_Llama3_8B_F16,evaluate,scenarios/LlamaCpp_A40_Llama3_8B_F16.yaml
LlamaCpp_A40_Llama3_8B_F16_Prefill4096,evaluate,scenarios/LlamaCpp_A40_Llama3_8B_F16_Prefill4096.yaml
LlamaCpp_A40_Llama3_8B_F16_Prefill512,evaluate,scenarios/LlamaCpp_A40_Llama3_8B_F16_Prefill512.yaml
LlamaCpp_A40_Llama3_8B_Q4KM,evaluate,scenarios/LlamaCpp_A40_Llama3_8B_Q4KM.yaml
LlamaCpp_A40_Llama3_8B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCpp_A40_Llama3_8B_Q4KM_Prefill4096.yaml
LlamaCpp_A40_Llama3_8B_Q4KM_Prefill512,evaluate,scenarios/LlamaCpp_A40_Llama3_8B_Q4KM_Prefill512.yaml
LlamaCpp_DGXSpark_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp_DGXSpark_Llama2_7B_Q4_0.yaml
LlamaCpp_DGXSpark_Llama2_7B_Q4_0_Prefill,evaluate,scenarios/LlamaCpp_DGXSpark_Llama2_7B_Q4_0_Prefill.yaml
LlamaCpp_H100PCIe_Llama3_70B_Q4KM,evaluate,scenarios/LlamaCpp_H100PCIe_Llama3_70B_Q4KM.yaml
LlamaCpp_H100PCIe_Llama3_8B_F16,evaluate,scenarios/LlamaCpp_H100PCIe_Llama3_8B_F16.yaml
LlamaCpp_H100PCIe_Llama3_8B_Q4KM,evaluate,scenarios/LlamaCpp_H100PCIe_Llama3_8B_Q4KM.yaml
LlamaCpp_H100PCIe_Llama3_8B_Q4KM_Prefill,evaluate,scenarios/LlamaCpp_H100PCIe_Llama3_8B_Q4KM_Prefill.yaml
LlamaCpp_H100_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp_H100_Llama2_7B_Q4_0.yaml
LlamaCpp_H100_Llama2_7B_Q4_0_Prefill,evaluate,scenarios/LlamaCpp_H100_Llama2_7B_Q4_0_Prefill.yaml
LlamaCpp_L40S_Llama3_8B_F16,evaluate,scenarios/LlamaCpp_L40S_Llama3_8B_F16.yaml
LlamaCpp_L40S_Llama3_8B_Q4KM,evaluate,scenarios/LlamaCpp_L40S_Llama3_8B_Q4KM.yaml
LlamaCpp_M1Max_Llama3_70B_Q4KM,evaluate,scenarios/LlamaCpp_M1Max_Llama3_70B_Q4KM.yaml
LlamaCpp_M1Max_Llama3_8B_F16,evaluate,scenarios/LlamaCpp_M1Max_Llama3_8B_F16.yaml
LlamaCpp_M1Max_Llama3_8B_F16_Prefill1024,evaluate,scenarios/LlamaCpp_M1Max_Llama3_8B_F16_Prefill1024.yaml
LlamaCpp_M1Max_Llama3_8B_Q4KM,evaluate,scenarios/LlamaCpp_M1Max_Llama3_8B_Q4KM.yaml
LlamaCpp_M1Max_Llama3_8B_Q4KM_Prefill1024,evaluate,scenarios/LlamaCpp_M1Max_Llama3_8B_Q4KM_Prefill1024.yaml
LlamaCpp_M1_Llama7B_Q8_0,evaluate,scenarios/LlamaCpp_M1_Llama7B_Q8_0.yaml
LlamaCpp_M2Ultra_Llama3_70B_Q4KM,evaluate,scenarios/LlamaCpp_M2Ultra_Llama3_70B_Q4KM.yaml
LlamaCpp_M2Ultra_Llama3_8B_F16,evaluate,scenarios/LlamaCpp_M2Ultra_Llama3_8B_F16.yaml
LlamaCpp_M2Ultra_Llama3_8B_F16_Prefill1024,evaluate,scenarios/LlamaCpp_M2Ultra_Llama3_8B_F16_Prefill1024.yaml
LlamaCpp_M2Ultra_Llama3_8B_Q4KM,evaluate,scenarios/LlamaCpp_M2Ultra_Llama3_8B_Q4KM.yaml
LlamaCpp_M2Ultra_Llama3_8B_Q4KM_Prefill1024,evaluate,scenarios/LlamaCpp_M2Ultra_Llama3_8B_Q4KM_Prefill1024.yaml
LlamaCpp_M2Ultra_Llama7B_F16_Prefill,evaluate,scenarios/LlamaCpp_M2Ultra_Llama7B_F16_Prefill.yaml
LlamaCpp_M3Max_Llama3_70B_Q4KM,evaluate,scenarios/LlamaCpp_M3Max_Llama3_70B_Q4KM.yaml
LlamaCpp_M3Max_Llama3_8B_F16,evaluate,scenarios/LlamaCpp_M3Max_Llama3_8B_F16.yaml
LlamaCpp_M3Max_Llama3_8B_F16_Prefill1024,evaluate,scenarios/LlamaCpp_M3Max_Llama3_8B_F16_Prefill1024.yaml
LlamaCpp_M3Max_Llama3_8B_Q4KM,evaluate,scenarios/LlamaCpp_M3Max_Llama3_8B_Q4KM.yaml
LlamaCpp_M3Max_Llama3_8B_Q4KM_Prefill1024,evaluate,scenarios/LlamaCpp_M3Max_Llama3_8B_Q4KM_Prefill1024.yaml
LlamaCpp_M4_Llama31_8B_Q4KM,evaluate,scenarios/LlamaCpp_M4_Llama31_8B_Q4KM.yaml
LlamaCpp_M4_Llama31_8B_Q4KM_Prefill,evaluate,scenarios/LlamaCpp_M4_Llama31_8B_Q4KM_Prefill.yaml
LlamaCpp_P40_Llama2_7B_Q4_0_Prefill,evaluate,scenarios/LlamaCpp_P40_Llama2_7B_Q4_0_Prefill.yaml
LlamaCpp_RTX3070_Llama3_8B_Q4KM,evaluate,scenarios/LlamaCpp_RTX3070_Llama3_8B_Q4KM.yaml
LlamaCpp_RTX3070_Llama3_8B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCpp_RTX3070_Llama3_8B_Q4KM_Prefill4096.yaml
LlamaCpp_RTX3070_Llama3_8B_Q4KM_Prefill512,evaluate,scenarios/LlamaCpp_RTX3070_Llama3_8B_Q4KM_Prefill512.yaml
LlamaCpp_RTX3080Ti_Llama3_8B_Q4KM,evaluate,scenarios/LlamaCpp_RTX3080Ti_Llama3_8B_Q4KM.yaml
LlamaCpp_RTX3080Ti_Llama3_8B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCpp_RTX3080Ti_Llama3_8B_Q4KM_Prefill4096.yaml
LlamaCpp_RTX3080Ti_Llama3_8B_Q4KM_Prefill512,evaluate,scenarios/LlamaCpp_RTX3080Ti_Llama3_8B_Q4KM_Prefill512.yaml
LlamaCpp_RTX3080_Llama3_8B_Q4KM,evaluate,scenarios/LlamaCpp_RTX3080_Llama3_8B_Q4KM.yaml
LlamaCpp_RTX3080_Llama3_8B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCpp_RTX3080_Llama3_8B_Q4KM_Prefill4096.yaml
LlamaCpp_RTX3080_Llama3_8B_Q4KM_Prefill512,evaluate,scenarios/LlamaCpp_RTX3080_Llama3_8B_Q4KM_Prefill512.yaml
LlamaCpp_RTX3090_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp_RTX3090_Llama2_7B_Q4_0.yaml
LlamaCpp_RTX3090_Llama2_7B_Q4_0_Prefill,evaluate,scenarios/LlamaCpp_RTX3090_Llama2_7B_Q4_0_Prefill.yaml
LlamaCpp_RTX3090_Llama3_8B_F16,evaluate,scenarios/LlamaCpp_RTX3090_Llama3_8B_F16.yaml
LlamaCpp_RTX3090_Llama3_8B_F16_Prefill,evaluate,scenarios/LlamaCpp_RTX3090_Llama3_8B_F16_Prefill.yaml
LlamaCpp_RTX3090_Llama3_8B_F16_Prefill8192,evaluate,scenarios/LlamaCpp_RTX3090_Llama3_8B_F16_Prefill8192.yaml
LlamaCpp_RTX3090_Llama3_8B_Q4KM,evaluate,scenarios/LlamaCpp_RTX3090_Llama3_8B_Q4KM.yaml
LlamaCpp_RTX3090_Llama3_8B_Q4KM_Prefill,evaluate,scenarios/LlamaCpp_RTX3090_Llama3_8B_Q4KM_Prefill.yaml
LlamaCpp_RTX3090_Llama3_8B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCpp_RTX3090_Llama3_8B_Q4KM_Prefill4096.yaml
LlamaCpp_RTX4000Ada_Llama3_8B_F16,evaluate,scenarios/LlamaCpp_RTX4000Ada_Llama3_8B_F16.yaml
LlamaCpp_RTX4000Ada_Llama3_8B_F16_Prefill4096,evaluate,scenarios/LlamaCpp_RTX4000Ada_Llama3_8B_F16_Prefill4096.yaml
LlamaCpp_RTX4000Ada_Llama3_8B_F16_Prefill512,evaluate,scenarios/LlamaCpp_RTX4000Ada_Llama3_8B_F16_Prefill512.yaml
LlamaCpp_RTX4000Ada_Llama3_8B_Q4KM,evaluate,scenarios/LlamaCpp_RTX4000Ada_Llama3_8B_Q4KM.yaml
LlamaCpp_RTX4000Ada_Llama3_8B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCpp_RTX4000Ada_Llama3_8B_Q4KM_Prefill4096.yaml
LlamaCpp_RTX4000Ada_Llama3_8B_Q4KM_Prefill512,evaluate,scenarios/LlamaCpp_RTX4000Ada_Llama3_8B_Q4KM_Prefill512.yaml
LlamaCpp_RTX4070Ti_Llama3_8B_Q4KM,evaluate,scenarios/LlamaCpp_RTX4070Ti_Llama3_8B_Q4KM.yaml
LlamaCpp_RTX4070Ti_Llama3_8B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCpp_RTX4070Ti_Llama3_8B_Q4KM_Prefill4096.yaml
LlamaCpp_RTX4070Ti_Llama3_8B_Q4KM_Prefill512,evaluate,scenarios/LlamaCpp_RTX4070Ti_Llama3_8B_Q4KM_Prefill512.yaml
LlamaCpp_RTX4080_Llama3_8B_F16,evaluate,scenarios/LlamaCpp_RTX4080_Llama3_8B_F16.yaml
LlamaCpp_RTX4080_Llama3_8B_F16_Prefill4096,evaluate,scenarios/LlamaCpp_RTX4080_Llama3_8B_F16_Prefill4096.yaml
LlamaCpp_RTX4080_Llama3_8B_F16_Prefill512,evaluate,scenarios/LlamaCpp_RTX4080_Llama3_8B_F16_Prefill512.yaml
LlamaCpp_RTX4080_Llama3_8B_Q4KM,evaluate,scenarios/LlamaCpp_RTX4080_Llama3_8B_Q4KM.yaml
LlamaCpp_RTX4080_Llama3_8B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCpp_RTX4080_Llama3_8B_Q4KM_Prefill4096.yaml
LlamaCpp_RTX4080_Llama3_8B_Q4KM_Prefill512,evaluate,scenarios/LlamaCpp_RTX4080_Llama3_8B_Q4KM_Prefill512.yaml
LlamaCpp_RTX4090_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp_RTX4090_Llama2_7B_Q4_0.yaml
LlamaCpp_RTX4090_Llama2_7B_Q4_0_Prefill,evaluate,scenarios/LlamaCpp_RTX4090_Llama2_7B_Q4_0_Prefill.yaml
LlamaCpp_RTX4090_Llama3_8B_F16,evaluate,scenarios/LlamaCpp_RTX4090_Llama3_8B_F16.yaml
LlamaCpp_RTX4090_Llama3_8B_F16_Prefill,evaluate,scenarios/LlamaCpp_RTX4090_Llama3_8B_F16_Prefill.yaml
LlamaCpp_RTX4090_Llama3_8B_F16_Prefill4096,evaluate,scenarios/LlamaCpp_RTX4090_Llama3_8B_F16_Prefill4096.yaml
LlamaCpp_RTX4090_Llama3_8B_F16_Prefill8192,evaluate,scenarios/LlamaCpp_RTX4090_Llama3_8B_F16_Prefill8192.yaml
LlamaCpp_RTX4090_Llama3_8B_Q4KM,evaluate,scenarios/LlamaCpp_RTX4090_Llama3_8B_Q4KM.yaml
LlamaCpp_RTX4090_Llama3_8B_Q4KM_Prefill,evaluate,scenarios/LlamaCpp_RTX4090_Llama3_8B_Q4KM_Prefill.yaml
LlamaCpp_RTX4090_Llama3_8B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCpp_RTX4090_Llama3_8B_Q4KM_Prefill4096.yaml
LlamaCpp_RTX4090_Llama3_8B_Q4_0_DP4A_Prefill,evaluate,scenarios/LlamaCpp_RTX4090_Llama3_8B_Q4_0_DP4A_Prefill.yaml
LlamaCpp_RTX4090_Llama3_8B_Q4_0_MMQ_Prefill,evaluate,scenarios/LlamaCpp_RTX4090_Llama3_8B_Q4_0_MMQ_Prefill.yaml
LlamaCpp_RTX5000Ada_Llama3_8B_F16,evaluate,scenarios/LlamaCpp_RTX5000Ada_Llama3_8B_F16.yaml
LlamaCpp_RTX5000Ada_Llama3_8B_F16_Prefill4096,evaluate,scenarios/LlamaCpp_RTX5000Ada_Llama3_8B_F16_Prefill4096.yaml
LlamaCpp_RTX5000Ada_Llama3_8B_F16_Prefill512,evaluate,scenarios/LlamaCpp_RTX5000Ada_Llama3_8B_F16_Prefill512.yaml
LlamaCpp_RTX5000Ada_Llama3_8B_Q4KM,evaluate,scenarios/LlamaCpp_RTX5000Ada_Llama3_8B_Q4KM.yaml
LlamaCpp_RTX5000Ada_Llama3_8B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCpp_RTX5000Ada_Llama3_8B_Q4KM_Prefill4096.yaml
LlamaCpp_RTX5000Ada_Llama3_8B_Q4KM_Prefill512,evaluate,scenarios/LlamaCpp_RTX5000Ada_Llama3_8B_Q4KM_Prefill512.yaml
LlamaCpp_RTX5060Ti_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp_RTX5060Ti_Llama2_7B_Q4_0.yaml
LlamaCpp_RTX5060Ti_Llama2_7B_Q4_0_Prefill,evaluate,scenarios/LlamaCpp_RTX5060Ti_Llama2_7B_Q4_0_Prefill.yaml
LlamaCpp_RTX5070Ti_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp_RTX5070Ti_Llama2_7B_Q4_0.yaml
LlamaCpp_RTX5070Ti_Llama2_7B_Q4_0_Prefill,evaluate,scenarios/LlamaCpp_RTX5070Ti_Llama2_7B_Q4_0_Prefill.yaml
LlamaCpp_RTX5080_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp_RTX5080_Llama2_7B_Q4_0.yaml
LlamaCpp_RTX5080_Llama2_7B_Q4_0_Prefill,evaluate,scenarios/LlamaCpp_RTX5080_Llama2_7B_Q4_0_Prefill.yaml
LlamaCpp_RTX5090_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp_RTX5090_Llama2_7B_Q4_0.yaml
LlamaCpp_RTX5090_Llama2_7B_Q4_0_Prefill,evaluate,scenarios/LlamaCpp_RTX5090_Llama2_7B_Q4_0_Prefill.yaml
LlamaCpp_RTX6000Ada_Llama3_8B_F16,evaluate,scenarios/LlamaCpp_RTX6000Ada_Llama3_8B_F16.yaml
LlamaCpp_RTX6000Ada_Llama3_8B_Q4KM,evaluate,scenarios/LlamaCpp_RTX6000Ada_Llama3_8B_Q4KM.yaml
LlamaCpp_RTXA6000_Llama3_70B_Q4KM,evaluate,scenarios/LlamaCpp_RTXA6000_Llama3_70B_Q4KM.yaml
LlamaCpp_RTXA6000_Llama3_70B_Q4KM_Prefill512,evaluate,scenarios/LlamaCpp_RTXA6000_Llama3_70B_Q4KM_Prefill512.yaml
LlamaCpp_RTXA6000_Llama3_8B_F16,evaluate,scenarios/LlamaCpp_RTXA6000_Llama3_8B_F16.yaml
LlamaCpp_RTXA6000_Llama3_8B_F16_Prefill4096,evaluate,scenarios/LlamaCpp_RTXA6000_Llama3_8B_F16_Prefill4096.yaml
LlamaCpp_RTXA6000_Llama3_8B_F16_Prefill512,evaluate,scenarios/LlamaCpp_RTXA6000_Llama3_8B_F16_Prefill512.yaml
LlamaCpp_RTXA6000_Llama3_8B_Q4KM,evaluate,scenarios/LlamaCpp_RTXA6000_Llama3_8B_Q4KM.yaml
LlamaCpp_RTXA6000_Llama3_8B_Q4KM_Prefill4096,evaluate,scenarios/LlamaCpp_RTXA6000_Llama3_8B_Q4KM_Prefill4096.yaml
LlamaCpp_RTXA6000_Llama3_8B_Q4KM_Prefill512,evaluate,scenarios/LlamaCpp_RTXA6000_Llama3_8B_Q4KM_Prefill512.yaml
LlamaCpp_RTXPRO6000_Llama2_7B_Q4_0,evaluate,scenarios/LlamaCpp_RTXPRO6000_Llama2_7B_Q4_0.yaml
LlamaCpp_RTXPRO6000_Llama2_7B_Q4_0_Prefill,evaluate,scenarios/LlamaCpp_RTXPRO6000_Llama2_7B_Q4_0_Prefill.yaml
LocalTraining,application,scenarios/LocalTraining.yaml
MLPerf40_GH200_Llama2_70B_Offline,evaluate,scenarios/MLPerf40_GH200_Llama2_70B_Offline.yaml
MLPerf40_GH200_Llama2_70B_Server,evaluate,scenarios/MLPerf40_GH200_Llama2_70B_Server.yaml
MLPerf40_Gaudi2x8_Llama2_70B_Offline,evaluate,scenarios/MLPerf40_Gaudi2x8_Llama2_70B_Offline.yaml
MLPerf40_Gaudi2x8_Llama2_70B_Server,evaluate,scenarios/MLPerf40_Gaudi2x8_Llama2_70B_Server.yaml
MLPerf40_H100NVLx8_Llama2_70B_Offline,evaluate,scenarios/MLPerf40_H100NVLx8_Llama2_70B_Offline.yaml
MLPerf40_H100NVLx8_Llama2_70B_Server,evaluate,scenarios/MLPerf40_H100NVLx8_Llama2_70B_Server.yaml
MLPerf40_H100PCIex4_Llama2_70B_Offline,evaluate,scenarios/MLPerf40_H100PCIex4_Llama2_70B_Offline.yaml
MLPerf40_H100PCIex4_Llama2_70B_Server,evaluate,scenarios/MLPerf40_H100PCIex4_Llama2_70B_Server.yaml
MLPerf40_H100PCIex4_PCIeGen4_Llama2_70B_Offline,evaluate,scenarios/MLPerf40_H100PCIex4_PCIeGen4_Llama2_70B_Offline.yaml
MLPerf40_H100PCIex4_PCIeGen4_Llama2_70B_Server,evaluate,scenarios/MLPerf40_H100PCIex4_PCIeGen4_Llama2_70B_Server.yaml
MLPerf40_H100x4_Llama2_70B_Offline,evaluate,scenarios/MLPerf40_H100x4_Llama2_70B_Offline.yaml
MLPerf40_H100x4_Llama2_70B_Server,evaluate,scenarios/MLPerf40_H100x4_Llama2_70B_Server.yaml
MLPerf40_H100x8_Llama2_70B_Offline,evaluate,scenarios/MLPerf40_H100x8_Llama2_70B_Offline.yaml
MLPerf40_H100x8_Llama2_70B_Server,evaluate,scenarios/MLPerf40_H100x8_Llama2_70B_Server.yaml
MLPerf40_H100x8_MaxQ_Llama2_70B_Offline,evaluate,scenarios/MLPerf40_H100x8_MaxQ_Llama2_70B_Offline.yaml
MLPerf40_H100x8_MaxQ_Llama2_70B_Server,evaluate,scenarios/MLPerf40_H100x8_MaxQ_Llama2_70B_Server.yaml
MLPerf40_H200x8_1000W_Llama2_70B_Offline,evaluate,scenarios/MLPerf40_H200x8_1000W_Llama2_70B_Offline.yaml
MLPerf40_H200x8_1000W_Llama2_70B_Server,evaluate,scenarios/MLPerf40_H200x8_1000W_Llama2_70B_Server.yaml
MLPerf40_H200x8_Llama2_70B_Offline,evaluate,scenarios/MLPerf40_H200x8_Llama2_70B_Offline.yaml
MLPerf40_H200x8_Llama2_70B_Server,evaluate,scenarios/MLPerf40_H200x8_Llama2_70B_Server.yaml
MLPerf41_B200_Llama2_70B_Offline,evaluate,scenarios/MLPerf41_B200_Llama2_70B_Offline.yaml
MLPerf41_B200_Llama2_70B_Server,evaluate,scenarios/MLPerf41_B200_Llama2_70B_Server.yaml
MLPerf41_GH200_Llama2_70B_Offline,evaluate,scenarios/MLPerf41_GH200_Llama2_70B_Offline.yaml
MLPerf41_H100NVLx4_Llama2_70B_Offline,evaluate,scenarios/MLPerf41_H100NVLx4_Llama2_70B_Offline.yaml
MLPerf41_H100NVLx4_PCIe_Llama2_70B_Offline,evaluate,scenarios/MLPerf41_H100NVLx4_PCIe_Llama2_70B_Offline.yaml
MLPerf41_H100NVLx8_TP1_Llama2_70B_Offline,evaluate,scenarios/MLPerf41_H100NVLx8_TP1_Llama2_70B_Offline.yaml
MLPerf41_H100x4_Dell_XE8640_Llama2_70B_Offline,evaluate,scenarios/MLPerf41_H100x4_Dell_XE8640_Llama2_70B_Offline.yaml
MLPerf41_H100x4_Dell_XE9640_Llama2_70B_Offline,evaluate,scenarios/MLPerf41_H100x4_Dell_XE9640_Llama2_70B_Offline.yaml
MLPerf41_H100x4_Fujitsu_GX2560M7_Llama2_70B_Offline,evaluate,scenarios/MLPerf41_H100x4_Fujitsu_GX2560M7_Llama2_70B_Offline.yaml
MLPerf41_H100x8_Llama2_70B_Offline,evaluate,scenarios/MLPerf41_H100x8_Llama2_70B_Offline.yaml
MLPerf41_H100x8_Llama2_70B_Server,evaluate,scenarios/MLPerf41_H100x8_Llama2_70B_Server.yaml
MLPerf41_H200x8_1000W_Llama2_70B_Offline,evaluate,scenarios/MLPerf41_H200x8_1000W_Llama2_70B_Offline.yaml
MLPerf41_H200x8_Llama2_70B_Offline,evaluate,scenarios/MLPerf41_H200x8_Llama2_70B_Offline.yaml
MLPerf41_H200x8_Llama2_70B_Server,evaluate,scenarios/MLPerf41_H200x8_Llama2_70B_Server.yaml
MLPerf41_H200x8_MaxQ_Llama2_70B_Offline,evaluate,scenarios/MLPerf41_H200x8_MaxQ_Llama2_70B_Offline.yaml
MLPerf41_H200x8_MaxQ_Llama2_70B_Server,evaluate,scenarios/MLPerf41_H200x8_MaxQ_Llama2_70B_Server.yaml
MLPerf41_L40Sx8_Llama2_70B_Offline,evaluate,scenarios/MLPerf41_L40Sx8_Llama2_70B_Offline.yaml
MLPerf41_MI300X_Llama2_70B_Server,evaluate,scenarios/MLPerf41_MI300X_Llama2_70B_Server.yaml
MLPerf41_MI300Xx8_Llama2_70B_Offline,evaluate,scenarios/MLPerf41_MI300Xx8_Llama2_70B_Offline.yaml
MLPerf41_MI300Xx8_Llama2_70B_Server,evaluate,scenarios/MLPerf41_MI300Xx8_Llama2_70B_Server.yaml
MLPerfT31_GPT3_175B_512,evaluate,scenarios/MLPerfT31_GPT3_175B_512.yaml
MegaScale24_Megatron_1024,evaluate,scenarios/MegaScale24_Megatron_1024.yaml
MegaScale24_Megatron_12288,evaluate,scenarios/MegaScale24_Megatron_12288.yaml
MegaScale24_Megatron_256,evaluate,scenarios/MegaScale24_Megatron_256.yaml
MegaScale24_Megatron_3072,evaluate,scenarios/MegaScale24_Megatron_3072.yaml
MegaScale24_Megatron_512,evaluate,scenarios/MegaScale24_Megatron_512.yaml
MegaScale24_Megatron_6144,evaluate,scenarios/MegaScale24_Megatron_6144.yaml
MegaScale24_Megatron_768,evaluate,scenarios/MegaScale24_Megatron_768.yaml
MegaScale24_Megatron_8192,evaluate,scenarios/MegaScale24_Megatron_8192.yaml
MlsysimLlama31_8B_H100Step,evaluate,scenarios/MlsysimLlama31_8B_H100Step.yaml
MlsysimResNet50BoundH100,evaluate,scenarios/MlsysimResNet50BoundH100.yaml
MobileAssistant,application,scenarios/MobileAssistant.yaml
MobileHealth,application,scenarios/MobileHealth.yaml
NCCLTests_H20x8_AllReduce_16MiB,evaluate,scenarios/NCCLTests_H20x8_AllReduce_16MiB.yaml
NCCLTests_H20x8_AllReduce_1GiB,evaluate,scenarios/NCCLTests_H20x8_AllReduce_1GiB.yaml
NCCLTests_H20x8_AllReduce_1MiB,evaluate,scenarios/NCCLTests_H20x8_AllReduce_1MiB.yaml
NCCLTests_H20x8_AllReduce_256KiB,evaluate,scenarios/NCCLTests_H20x8_AllReduce_256KiB.yaml
NCCLTests_H20x8_AllReduce_2MiB,evaluate,scenarios/NCCLTests_H20x8_AllReduce_2MiB.yaml
NCCLTests_H20x8_AllReduce_4MiB,evaluate,scenarios/NCCLTests_H20x8_AllReduce_4MiB.yaml
NCCLTests_H20x8_AllReduce_8MiB,evaluate,scenarios/NCCLTests_H20x8_AllReduce_8MiB.yaml
Narayanan21T1_145p6B,evaluate,scenarios/Narayanan21T1_145p6B.yaml
Narayanan21T1_18p4B,evaluate,scenarios/Narayanan21T1_18p4B.yaml
Narayanan21T1_1T,evaluate,scenarios/Narayanan21T1_1T.yaml
Narayanan21T1_1p7B,evaluate,scenarios/Narayanan21T1_1p7B.yaml
Narayanan21T1_310p1B,evaluate,scenarios/Narayanan21T1_310p1B.yaml
Narayanan21T1_39p1B,evaluate,scenarios/Narayanan21T1_39p1B.yaml
Narayanan21T1_3p6B,evaluate,scenarios/Narayanan21T1_3p6B.yaml
Narayanan21T1_529p6B,evaluate,scenarios/Narayanan21T1_529p6B.yaml
Narayanan21T1_76p1B,evaluate,scenarios/Narayanan21T1_76p1B.yaml
Narayanan21T1_7p5B,evaluate,scenarios/Narayanan21T1_7p5B.yaml
Narayanan21T2_PTDP_175B_1536,evaluate,scenarios/Narayanan21T2_PTDP_175B_1536.yaml
Narayanan21T2_PTDP_175B_384,evaluate,scenarios/Narayanan21T2_PTDP_175B_384.yaml
Narayanan21T2_PTDP_175B_768,evaluate,scenarios/Narayanan21T2_PTDP_175B_768.yaml
Narayanan21T2_PTDP_530B_1120,evaluate,scenarios/Narayanan21T2_PTDP_530B_1120.yaml
Narayanan21T2_PTDP_530B_2240,evaluate,scenarios/Narayanan21T2_PTDP_530B_2240.yaml
Narayanan21T2_PTDP_530B_560,evaluate,scenarios/Narayanan21T2_PTDP_530B_560.yaml
Narayanan21T2_ZeRO3_175B_1536,evaluate,scenarios/Narayanan21T2_ZeRO3_175B_1536.yaml
Narayanan21T2_ZeRO3_175B_384,evaluate,scenarios/Narayanan21T2_ZeRO3_175B_384.yaml
Narayanan21T2_ZeRO3_175B_768,evaluate,scenarios/Narayanan21T2_ZeRO3_175B_768.yaml
Narayanan21T2_ZeRO3_530B_1120,evaluate,scenarios/Narayanan21T2_ZeRO3_530B_1120.yaml
Narayanan21T2_ZeRO3_530B_2240,evaluate,scenarios/Narayanan21T2_ZeRO3_530B_2240.yaml
Narayanan21T2_ZeRO3_530B_640,evaluate,scenarios/Narayanan21T2_ZeRO3_530B_640.yaml
NeMo2403_Llama2_7B_cp2_32k,evaluate,scenarios/NeMo2403_Llama2_7B_cp2_32k.yaml
NeMo2403_Llama2_7B_cp4_128k,evaluate,scenarios/NeMo2403_Llama2_7B_cp4_128k.yaml
NeMo2407_GPT3_175B_128,evaluate,scenarios/NeMo2407_GPT3_175B_128.yaml
NeMo2407_GPT3_175B_512,evaluate,scenarios/NeMo2407_GPT3_175B_512.yaml
NeMo2407_GPT3_20B_64,evaluate,scenarios/NeMo2407_GPT3_20B_64.yaml
NeMo2407_GPT3_5B_64,evaluate,scenarios/NeMo2407_GPT3_5B_64.yaml
NeMo2407_Llama2_13B_16,evaluate,scenarios/NeMo2407_Llama2_13B_16.yaml
NeMo2407_Llama2_70B_64,evaluate,scenarios/NeMo2407_Llama2_70B_64.yaml
NeMo2407_Llama2_7B_8,evaluate,scenarios/NeMo2407_Llama2_7B_8.yaml
NeMo2407_Llama3_70B_cp2_64,evaluate,scenarios/NeMo2407_Llama3_70B_cp2_64.yaml
NeMo2407_Llama3_8B_cp2_8,evaluate,scenarios/NeMo2407_Llama3_8B_cp2_8.yaml
NeMo2407_Nemotron22B_64,evaluate,scenarios/NeMo2407_Nemotron22B_64.yaml
NeMo2407_Nemotron340B_128,evaluate,scenarios/NeMo2407_Nemotron340B_128.yaml
NeMo2407_Nemotron8B_64,evaluate,scenarios/NeMo2407_Nemotron8B_64.yaml
PlanLlama3_70B_H100,evaluate,scenarios/PlanLlama3_70B_H100.yaml
QueueMM1,evaluate,scenarios/QueueMM1.yaml
RingAllReduce256GPUsNDR,evaluate,scenarios/RingAllReduce256GPUsNDR.yaml
RooflineRidgeH100,evaluate,scenarios/RooflineRidgeH100.yaml
SGLang03_A100_Llama31_8B_RPS4,evaluate,scenarios/SGLang03_A100_Llama31_8B_RPS4.yaml
SGLang03_A100_Llama31_8B_RPS8,evaluate,scenarios/SGLang03_A100_Llama31_8B_RPS8.yaml
SGLang03_H100x4_Llama31_70B_RPS4,evaluate,scenarios/SGLang03_H100x4_Llama31_70B_RPS4.yaml
SGLang03_H100x4_Llama31_70B_RPS8,evaluate,scenarios/SGLang03_H100x4_Llama31_70B_RPS8.yaml
SGLang046_H20_Qwen3_0_6B_BF16_S1,evaluate,scenarios/SGLang046_H20_Qwen3_0_6B_BF16_S1.yaml
SGLang046_H20_Qwen3_0_6B_BF16_S14336,evaluate,scenarios/SGLang046_H20_Qwen3_0_6B_BF16_S14336.yaml
SGLang046_H20_Qwen3_0_6B_BF16_S30720,evaluate,scenarios/SGLang046_H20_Qwen3_0_6B_BF16_S30720.yaml
SGLang046_H20_Qwen3_0_6B_BF16_S6144,evaluate,scenarios/SGLang046_H20_Qwen3_0_6B_BF16_S6144.yaml
SGLang046_H20_Qwen3_0_6B_FP8_S1,evaluate,scenarios/SGLang046_H20_Qwen3_0_6B_FP8_S1.yaml
SGLang046_H20_Qwen3_0_6B_FP8_S14336,evaluate,scenarios/SGLang046_H20_Qwen3_0_6B_FP8_S14336.yaml
SGLang046_H20_Qwen3_0_6B_FP8_S30720,evaluate,scenarios/SGLang046_H20_Qwen3_0_6B_FP8_S30720.yaml
SGLang046_H20_Qwen3_0_6B_FP8_S6144,evaluate,scenarios/SGLang046_H20_Qwen3_0_6B_FP8_S6144.yaml
SGLang046_H20_Qwen3_1_7B_BF16_S1,evaluate,scenarios/SGLang046_H20_Qwen3_1_7B_BF16_S1.yaml
SGLang046_H20_Qwen3_1_7B_BF16_S14336,evaluate,scenarios/SGLang046_H20_Qwen3_1_7B_BF16_S14336.yaml
SGLang046_H20_Qwen3_1_7B_BF16_S30720,evaluate,scenarios/SGLang046_H20_Qwen3_1_7B_BF16_S30720.yaml
SGLang046_H20_Qwen3_1_7B_BF16_S6144,evaluate,scenarios/SGLang046_H20_Qwen3_1_7B_BF16_S6144.yaml
SGLang046_H20_Qwen3_1_7B_FP8_S1,evaluate,scenarios/SGLang046_H20_Qwen3_1_7B_FP8_S1.yaml
SGLang046_H20_Qwen3_1_7B_FP8_S14336,evaluate,scenarios/SGLang046_H20_Qwen3_1_7B_FP8_S14336.yaml
SGLang046_H20_Qwen3_1_7B_FP8_S30720,evaluate,scenarios/SGLang046_H20_Qwen3_1_7B_FP8_S30720.yaml
SGLang046_H20_Qwen3_1_7B_FP8_S6144,evaluate,scenarios/SGLang046_H20_Qwen3_1_7B_FP8_S6144.yaml
SGLang046_H20_Qwen3_235B_A22B_BF16_S1,evaluate,scenarios/SGLang046_H20_Qwen3_235B_A22B_BF16_S1.yaml
SGLang046_H20_Qwen3_235B_A22B_BF16_S14336,evaluate,scenarios/SGLang046_H20_Qwen3_235B_A22B_BF16_S14336.yaml
SGLang046_H20_Qwen3_235B_A22B_BF16_S30720,evaluate,scenarios/SGLang046_H20_Qwen3_235B_A22B_BF16_S30720.yaml
SGLang046_H20_Qwen3_235B_A22B_BF16_S6144,evaluate,scenarios/SGLang046_H20_Qwen3_235B_A22B_BF16_S6144.yaml
SGLang046_H20_Qwen3_235B_A22B_FP8_S1,evaluate,scenarios/SGLang046_H20_Qwen3_235B_A22B_FP8_S1.yaml
SGLang046_H20_Qwen3_235B_A22B_FP8_S14336,evaluate,scenarios/SGLang046_H20_Qwen3_235B_A22B_FP8_S14336.yaml
SGLang046_H20_Qwen3_235B_A22B_FP8_S30720,evaluate,scenarios/SGLang046_H20_Qwen3_235B_A22B_FP8_S30720.yaml
SGLang046_H20_Qwen3_235B_A22B_FP8_S6144,evaluate,scenarios/SGLang046_H20_Qwen3_235B_A22B_FP8_S6144.yaml
SGLang046_H20_Qwen3_30B_A3B_BF16_S1,evaluate,scenarios/SGLang046_H20_Qwen3_30B_A3B_BF16_S1.yaml
SGLang046_H20_Qwen3_30B_A3B_BF16_S14336,evaluate,scenarios/SGLang046_H20_Qwen3_30B_A3B_BF16_S14336.yaml
SGLang046_H20_Qwen3_30B_A3B_BF16_S30720,evaluate,scenarios/SGLang046_H20_Qwen3_30B_A3B_BF16_S30720.yaml
SGLang046_H20_Qwen3_30B_A3B_BF16_S6144,evaluate,scenarios/SGLang046_H20_Qwen3_30B_A3B_BF16_S6144.yaml
SGLang046_H20_Qwen3_30B_A3B_FP8_S1,evaluate,scenarios/SGLang046_H20_Qwen3_30B_A3B_FP8_S1.yaml
SGLang046_H20_Qwen3_30B_A3B_FP8_S14336,evaluate,scenarios/SGLang046_H20_Qwen3_30B_A3B_FP8_S14336.yaml
SGLang046_H20_Qwen3_30B_A3B_FP8_S30720,evaluate,scenarios/SGLang046_H20_Qwen3_30B_A3B_FP8_S30720.yaml
SGLang046_H20_Qwen3_30B_A3B_FP8_S6144,evaluate,scenarios/SGLang046_H20_Qwen3_30B_A3B_FP8_S6144.yaml
SGLang046_H20_Qwen3_32B_AWQ_S1,evaluate,scenarios/SGLang046_H20_Qwen3_32B_AWQ_S1.yaml
SGLang046_H20_Qwen3_32B_AWQ_S14336,evaluate,scenarios/SGLang046_H20_Qwen3_32B_AWQ_S14336.yaml
SGLang046_H20_Qwen3_32B_AWQ_S30720,evaluate,scenarios/SGLang046_H20_Qwen3_32B_AWQ_S30720.yaml
SGLang046_H20_Qwen3_32B_AWQ_S6144,evaluate,scenarios/SGLang046_H20_Qwen3_32B_AWQ_S6144.yaml
SGLang046_H20_Qwen3_32B_BF16_S1,evaluate,scenarios/SGLang046_H20_Qwen3_32B_BF16_S1.yaml
SGLang046_H20_Qwen3_32B_BF16_S14336,evaluate,scenarios/SGLang046_H20_Qwen3_32B_BF16_S14336.yaml
SGLang046_H20_Qwen3_32B_BF16_S30720,evaluate,scenarios/SGLang046_H20_Qwen3_32B_BF16_S30720.yaml
SGLang046_H20_Qwen3_32B_BF16_S6144,evaluate,scenarios/SGLang046_H20_Qwen3_32B_BF16_S6144.yaml
SGLang046_H20_Qwen3_32B_FP8_S1,evaluate,scenarios/SGLang046_H20_Qwen3_32B_FP8_S1.yaml
SGLang046_H20_Qwen3_32B_FP8_S14336,evaluate,scenarios/SGLang046_H20_Qwen3_32B_FP8_S14336.yaml
SGLang046_H20_Qwen3_32B_FP8_S30720,evaluate,scenarios/SGLang046_H20_Qwen3_32B_FP8_S30720.yaml
SGLang046_H20_Qwen3_32B_FP8_S6144,evaluate,scenarios/SGLang046_H20_Qwen3_32B_FP8_S6144.yaml
SGLang046_H20_Qwen3_4B_AWQ_S1,evaluate,scenarios/SGLang046_H20_Qwen3_4B_AWQ_S1.yaml
SGLang046_H20_Qwen3_4B_AWQ_S14336,evaluate,scenarios/SGLang046_H20_Qwen3_4B_AWQ_S14336.yaml
SGLang046_H20_Qwen3_4B_AWQ_S30720,evaluate,scenarios/SGLang046_H20_Qwen3_4B_AWQ_S30720.yaml
SGLang046_H20_Qwen3_4B_AWQ_S6144,evaluate,scenarios/SGLang046_H20_Qwen3_4B_AWQ_S6144.yaml
SGLang046_H20_Qwen3_4B_BF16_S1,evaluate,scenarios/SGLang046_H20_Qwen3_4B_BF16_S1.yaml
SGLang046_H20_Qwen3_4B_BF16_S14336,evaluate,scenarios/SGLang046_H20_Qwen3_4B_BF16_S14336.yaml
SGLang046_H20_Qwen3_4B_BF16_S30720,evaluate,scenarios/SGLang046_H20_Qwen3_4B_BF16_S30720.yaml
SGLang046_H20_Qwen3_4B_BF16_S6144,evaluate,scenarios/SGLang046_H20_Qwen3_4B_BF16_S6144.yaml
SGLang046_H20_Qwen3_4B_FP8_S1,evaluate,scenarios/SGLang046_H20_Qwen3_4B_FP8_S1.yaml
SGLang046_H20_Qwen3_4B_FP8_S14336,evaluate,scenarios/SGLang046_H20_Qwen3_4B_FP8_S14336.yaml
SGLang046_H20_Qwen3_4B_FP8_S30720,evaluate,scenarios/SGLang046_H20_Qwen3_4B_FP8_S30720.yaml
SGLang046_H20_Qwen3_4B_FP8_S6144,evaluate,scenarios/SGLang046_H20_Qwen3_4B_FP8_S6144.yaml
SGLang046_H20_Qwen3_8B_AWQ_S1,evaluate,scenarios/SGLang046_H20_Qwen3_8B_AWQ_S1.yaml
SGLang046_H20_Qwen3_8B_AWQ_S14336,evaluate,scenarios/SGLang046_H20_Qwen3_8B_AWQ_S14336.yaml
SGLang046_H20_Qwen3_8B_AWQ_S30720,evaluate,scenarios/SGLang046_H20_Qwen3_8B_AWQ_S30720.yaml
SGLang046_H20_Qwen3_8B_AWQ_S6144,evaluate,scenarios/SGLang046_H20_Qwen3_8B_AWQ_S6144.yaml
SGLang046_H20_Qwen3_8B_BF16_S1,evaluate,scenarios/SGLang046_H20_Qwen3_8B_BF16_S1.yaml
SGLang046_H20_Qwen3_8B_BF16_S14336,evaluate,scenarios/SGLang046_H20_Qwen3_8B_BF16_S14336.yaml
SGLang046_H20_Qwen3_8B_BF16_S30720,evaluate,scenarios/SGLang046_H20_Qwen3_8B_BF16_S30720.yaml
SGLang046_H20_Qwen3_8B_BF16_S6144,evaluate,scenarios/SGLang046_H20_Qwen3_8B_BF16_S6144.yaml
SGLang046_H20_Qwen3_8B_FP8_S1,evaluate,scenarios/SGLang046_H20_Qwen3_8B_FP8_S1.yaml
SGLang046_H20_Qwen3_8B_FP8_S14336,evaluate,scenarios/SGLang046_H20_Qwen3_8B_FP8_S14336.yaml
SGLang046_H20_Qwen3_8B_FP8_S30720,evaluate,scenarios/SGLang046_H20_Qwen3_8B_FP8_S30720.yaml
SGLang046_H20_Qwen3_8B_FP8_S6144,evaluate,scenarios/SGLang046_H20_Qwen3_8B_FP8_S6144.yaml
SGLang_H100x32_DeepSeekV3_Prefill,evaluate,scenarios/SGLang_H100x32_DeepSeekV3_Prefill.yaml
SGLang_H100x72_DeepSeekV3_Decode,evaluate,scenarios/SGLang_H100x72_DeepSeekV3_Decode.yaml
SGLang_H200x8_DeepSeekR1_TP8_C16,evaluate,scenarios/SGLang_H200x8_DeepSeekR1_TP8_C16.yaml
SGLang_H200x8_DeepSeekR1_TP8_C32,evaluate,scenarios/SGLang_H200x8_DeepSeekR1_TP8_C32.yaml
SGLang_H200x8_DeepSeekR1_TP8_C64,evaluate,scenarios/SGLang_H200x8_DeepSeekR1_TP8_C64.yaml
SGLang_H200x8_DeepSeekR1_TP8_C8,evaluate,scenarios/SGLang_H200x8_DeepSeekR1_TP8_C8.yaml
SmartDoorbell,application,scenarios/SmartDoorbell.yaml
TRTLLM014_H100_Llama31_70B_BF16_TP4_202_214_QPS2,evaluate,scenarios/TRTLLM014_H100_Llama31_70B_BF16_TP4_202_214_QPS2.yaml
TRTLLM014_H100_Llama31_70B_BF16_TP4_202_214_QPS4,evaluate,scenarios/TRTLLM014_H100_Llama31_70B_BF16_TP4_202_214_QPS4.yaml
TRTLLM014_H100_Llama31_70B_BF16_TP4_202_214_QPS8,evaluate,scenarios/TRTLLM014_H100_Llama31_70B_BF16_TP4_202_214_QPS8.yaml
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_16_QPS16,evaluate,scenarios/TRTLLM014_H100_Llama31_70B_BF16_TP4_467_16_QPS16.yaml
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_16_QPS2,evaluate,scenarios/TRTLLM014_H100_Llama31_70B_BF16_TP4_467_16_QPS2.yaml
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_16_QPS4,evaluate,scenarios/TRTLLM014_H100_Llama31_70B_BF16_TP4_467_16_QPS4.yaml
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_16_QPS8,evaluate,scenarios/TRTLLM014_H100_Llama31_70B_BF16_TP4_467_16_QPS8.yaml
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_256_QPS2,evaluate,scenarios/TRTLLM014_H100_Llama31_70B_BF16_TP4_467_256_QPS2.yaml
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_256_QPS4,evaluate,scenarios/TRTLLM014_H100_Llama31_70B_BF16_TP4_467_256_QPS4.yaml
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_256_QPS8,evaluate,scenarios/TRTLLM014_H100_Llama31_70B_BF16_TP4_467_256_QPS8.yaml
TRTLLM014_H100_Llama31_8B_BF16_TP1_202_214_QPS16,evaluate,scenarios/TRTLLM014_H100_Llama31_8B_BF16_TP1_202_214_QPS16.yaml
TRTLLM014_H100_Llama31_8B_BF16_TP1_202_214_QPS2,evaluate,scenarios/TRTLLM014_H100_Llama31_8B_BF16_TP1_202_214_QPS2.yaml
TRTLLM014_H100_Llama31_8B_BF16_TP1_202_214_QPS4,evaluate,scenarios/TRTLLM014_H100_Llama31_8B_BF16_TP1_202_214_QPS4.yaml
TRTLLM014_H100_Llama31_8B_BF16_TP1_202_214_QPS8,evaluate,scenarios/TRTLLM014_H100_Llama31_8B_BF16_TP1_202_214_QPS8.yaml
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS16,evaluate,scenarios/TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS16.yaml
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS2,evaluate,scenarios/TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS2.yaml
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS32,evaluate,scenarios/TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS32.yaml
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS4,evaluate,scenarios/TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS4.yaml
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS8,evaluate,scenarios/TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS8.yaml
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_256_QPS16,evaluate,scenarios/TRTLLM014_H100_Llama31_8B_BF16_TP1_467_256_QPS16.yaml
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_256_QPS2,evaluate,scenarios/TRTLLM014_H100_Llama31_8B_BF16_TP1_467_256_QPS2.yaml
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_256_QPS4,evaluate,scenarios/TRTLLM014_H100_Llama31_8B_BF16_TP1_467_256_QPS4.yaml
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_256_QPS8,evaluate,scenarios/TRTLLM014_H100_Llama31_8B_BF16_TP1_467_256_QPS8.yaml
TRTLLM014_H200_Llama31_70B_BF16_TP4_202_214_QPS2,evaluate,scenarios/TRTLLM014_H200_Llama31_70B_BF16_TP4_202_214_QPS2.yaml
TRTLLM014_H200_Llama31_70B_BF16_TP4_202_214_QPS4,evaluate,scenarios/TRTLLM014_H200_Llama31_70B_BF16_TP4_202_214_QPS4.yaml
TRTLLM014_H200_Llama31_70B_BF16_TP4_202_214_QPS8,evaluate,scenarios/TRTLLM014_H200_Llama31_70B_BF16_TP4_202_214_QPS8.yaml
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_16_QPS16,evaluate,scenarios/TRTLLM014_H200_Llama31_70B_BF16_TP4_467_16_QPS16.yaml
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_16_QPS2,evaluate,scenarios/TRTLLM014_H200_Llama31_70B_BF16_TP4_467_16_QPS2.yaml
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_16_QPS4,evaluate,scenarios/TRTLLM014_H200_Llama31_70B_BF16_TP4_467_16_QPS4.yaml
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_16_QPS8,evaluate,scenarios/TRTLLM014_H200_Llama31_70B_BF16_TP4_467_16_QPS8.yaml
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_256_QPS2,evaluate,scenarios/TRTLLM014_H200_Llama31_70B_BF16_TP4_467_256_QPS2.yaml
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_256_QPS4,evaluate,scenarios/TRTLLM014_H200_Llama31_70B_BF16_TP4_467_256_QPS4.yaml
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_256_QPS8,evaluate,scenarios/TRTLLM014_H200_Llama31_70B_BF16_TP4_467_256_QPS8.yaml
TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS16,evaluate,scenarios/TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS16.yaml
TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS2,evaluate,scenarios/TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS2.yaml
TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS32,evaluate,scenarios/TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS32.yaml
TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS4,evaluate,scenarios/TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS4.yaml
TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS8,evaluate,scenarios/TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS8.yaml
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS16,evaluate,scenarios/TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS16.yaml
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS2,evaluate,scenarios/TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS2.yaml
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS32,evaluate,scenarios/TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS32.yaml
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS4,evaluate,scenarios/TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS4.yaml
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS8,evaluate,scenarios/TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS8.yaml
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_256_QPS16,evaluate,scenarios/TRTLLM014_H200_Llama31_8B_BF16_TP1_467_256_QPS16.yaml
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_256_QPS2,evaluate,scenarios/TRTLLM014_H200_Llama31_8B_BF16_TP1_467_256_QPS2.yaml
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_256_QPS4,evaluate,scenarios/TRTLLM014_H200_Llama31_8B_BF16_TP1_467_256_QPS4.yaml
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_256_QPS8,evaluate,scenarios/TRTLLM014_H200_Llama31_8B_BF16_TP1_467_256_QPS8.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP2_1000_1000,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP2_1000_1000.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP2_128_128,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP2_128_128.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP2_128_2048,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP2_128_2048.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP2_2048_128,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP2_2048_128.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP2_2048_2048,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP2_2048_2048.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP2_5000_500,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP2_5000_500.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP2_500_2000,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP2_500_2000.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP4_1000_1000,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP4_1000_1000.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP4_128_128,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP4_128_128.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP4_128_2048,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP4_128_2048.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP4_128_4096,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP4_128_4096.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP4_20000_2000,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP4_20000_2000.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP4_2048_128,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP4_2048_128.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP4_2048_2048,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP4_2048_2048.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP4_5000_500,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP4_5000_500.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP4_500_2000,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP4_500_2000.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP8_1000_1000,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP8_1000_1000.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP8_128_128,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP8_128_128.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP8_128_2048,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP8_128_2048.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP8_128_4096,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP8_128_4096.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP8_20000_2000,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP8_20000_2000.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP8_2048_128,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP8_2048_128.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP8_2048_2048,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP8_2048_2048.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP8_5000_500,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP8_5000_500.yaml
TRTLLM017_A100_Llama31_70B_FP16_TP8_500_2000,evaluate,scenarios/TRTLLM017_A100_Llama31_70B_FP16_TP8_500_2000.yaml
TRTLLM017_A100_Llama31_8B_FP16_TP1_1000_1000,evaluate,scenarios/TRTLLM017_A100_Llama31_8B_FP16_TP1_1000_1000.yaml
TRTLLM017_A100_Llama31_8B_FP16_TP1_128_128,evaluate,scenarios/TRTLLM017_A100_Llama31_8B_FP16_TP1_128_128.yaml
TRTLLM017_A100_Llama31_8B_FP16_TP1_128_2048,evaluate,scenarios/TRTLLM017_A100_Llama31_8B_FP16_TP1_128_2048.yaml
TRTLLM017_A100_Llama31_8B_FP16_TP1_128_4096,evaluate,scenarios/TRTLLM017_A100_Llama31_8B_FP16_TP1_128_4096.yaml
TRTLLM017_A100_Llama31_8B_FP16_TP1_20000_2000,evaluate,scenarios/TRTLLM017_A100_Llama31_8B_FP16_TP1_20000_2000.yaml
TRTLLM017_A100_Llama31_8B_FP16_TP1_2048_128,evaluate,scenarios/TRTLLM017_A100_Llama31_8B_FP16_TP1_2048_128.yaml
TRTLLM017_A100_Llama31_8B_FP16_TP1_2048_2048,evaluate,scenarios/TRTLLM017_A100_Llama31_8B_FP16_TP1_2048_2048.yaml
TRTLLM017_A100_Llama31_8B_FP16_TP1_5000_500,evaluate,scenarios/TRTLLM017_A100_Llama31_8B_FP16_TP1_5000_500.yaml
TRTLLM017_A100_Llama31_8B_FP16_TP1_500_2000,evaluate,scenarios/TRTLLM017_A100_Llama31_8B_FP16_TP1_500_2000.yaml
TRTLLM017_A100_Mistral_7B_FP16_TP1_1000_1000,evaluate,scenarios/TRTLLM017_A100_Mistral_7B_FP16_TP1_1000_1000.yaml
TRTLLM017_A100_Mistral_7B_FP16_TP1_128_128,evaluate,scenarios/TRTLLM017_A100_Mistral_7B_FP16_TP1_128_128.yaml
TRTLLM017_A100_Mistral_7B_FP16_TP1_128_2048,evaluate,scenarios/TRTLLM017_A100_Mistral_7B_FP16_TP1_128_2048.yaml
TRTLLM017_A100_Mistral_7B_FP16_TP1_128_4096,evaluate,scenarios/TRTLLM017_A100_Mistral_7B_FP16_TP1_128_4096.yaml
TRTLLM017_A100_Mistral_7B_FP16_TP1_20000_2000,evaluate,scenarios/TRTLLM017_A100_Mistral_7B_FP16_TP1_20000_2000.yaml
TRTLLM017_A100_Mistral_7B_FP16_TP1_2048_128,evaluate,scenarios/TRTLLM017_A100_Mistral_7B_FP16_TP1_2048_128.yaml
TRTLLM017_A100_Mistral_7B_FP16_TP1_2048_2048,evaluate,scenarios/TRTLLM017_A100_Mistral_7B_FP16_TP1_2048_2048.yaml
TRTLLM017_A100_Mistral_7B_FP16_TP1_5000_500,evaluate,scenarios/TRTLLM017_A100_Mistral_7B_FP16_TP1_5000_500.yaml
TRTLLM017_A100_Mistral_7B_FP16_TP1_500_2000,evaluate,scenarios/TRTLLM017_A100_Mistral_7B_FP16_TP1_500_2000.yaml
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_1000_1000,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_1000_1000.yaml
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_128_128,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_128_128.yaml
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_128_2048,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_128_2048.yaml
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_128_4096,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_128_4096.yaml
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_20000_2000,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_20000_2000.yaml
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_2048_128,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_2048_128.yaml
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_2048_2048,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_2048_2048.yaml
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_5000_500,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_5000_500.yaml
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_500_2000,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_500_2000.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_1000_1000,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_1000_1000.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_128_128,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_128_128.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_128_2048,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_128_2048.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_128_4096,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_128_4096.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_20000_2000,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_20000_2000.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_2048_128,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_2048_128.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_2048_2048,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_2048_2048.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_5000_500,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_5000_500.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_500_2000,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_500_2000.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_1000_1000,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_1000_1000.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_128_128,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_128_128.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_128_2048,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_128_2048.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_128_4096,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_128_4096.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_20000_2000,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_20000_2000.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_2048_128,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_2048_128.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_2048_2048,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_2048_2048.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_5000_500,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_5000_500.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_500_2000,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_500_2000.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_1000_1000,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_1000_1000.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_128_128,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_128_128.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_128_2048,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_128_2048.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_128_4096,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_128_4096.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_20000_2000,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_20000_2000.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_2048_128,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_2048_128.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_2048_2048,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_2048_2048.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_5000_500,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_5000_500.yaml
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_500_2000,evaluate,scenarios/TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_500_2000.yaml
TRTLLM017_GH200_Llama31_70B_FP8_TP1_1000_1000,evaluate,scenarios/TRTLLM017_GH200_Llama31_70B_FP8_TP1_1000_1000.yaml
TRTLLM017_GH200_Llama31_70B_FP8_TP1_128_128,evaluate,scenarios/TRTLLM017_GH200_Llama31_70B_FP8_TP1_128_128.yaml
TRTLLM017_GH200_Llama31_70B_FP8_TP1_128_2048,evaluate,scenarios/TRTLLM017_GH200_Llama31_70B_FP8_TP1_128_2048.yaml
TRTLLM017_GH200_Llama31_70B_FP8_TP1_128_4096,evaluate,scenarios/TRTLLM017_GH200_Llama31_70B_FP8_TP1_128_4096.yaml
TRTLLM017_GH200_Llama31_70B_FP8_TP1_2048_128,evaluate,scenarios/TRTLLM017_GH200_Llama31_70B_FP8_TP1_2048_128.yaml
TRTLLM017_GH200_Llama31_70B_FP8_TP1_2048_2048,evaluate,scenarios/TRTLLM017_GH200_Llama31_70B_FP8_TP1_2048_2048.yaml
TRTLLM017_GH200_Llama31_70B_FP8_TP1_5000_500,evaluate,scenarios/TRTLLM017_GH200_Llama31_70B_FP8_TP1_5000_500.yaml
TRTLLM017_GH200_Llama31_70B_FP8_TP1_500_2000,evaluate,scenarios/TRTLLM017_GH200_Llama31_70B_FP8_TP1_500_2000.yaml
TRTLLM017_GH200_Llama31_8B_FP8_TP1_1000_1000,evaluate,scenarios/TRTLLM017_GH200_Llama31_8B_FP8_TP1_1000_1000.yaml
TRTLLM017_GH200_Llama31_8B_FP8_TP1_128_128,evaluate,scenarios/TRTLLM017_GH200_Llama31_8B_FP8_TP1_128_128.yaml
TRTLLM017_GH200_Llama31_8B_FP8_TP1_128_2048,evaluate,scenarios/TRTLLM017_GH200_Llama31_8B_FP8_TP1_128_2048.yaml
TRTLLM017_GH200_Llama31_8B_FP8_TP1_128_4096,evaluate,scenarios/TRTLLM017_GH200_Llama31_8B_FP8_TP1_128_4096.yaml
TRTLLM017_GH200_Llama31_8B_FP8_TP1_20000_2000,evaluate,scenarios/TRTLLM017_GH200_Llama31_8B_FP8_TP1_20000_2000.yaml
TRTLLM017_GH200_Llama31_8B_FP8_TP1_2048_128,evaluate,scenarios/TRTLLM017_GH200_Llama31_8B_FP8_TP1_2048_128.yaml
TRTLLM017_GH200_Llama31_8B_FP8_TP1_2048_2048,evaluate,scenarios/TRTLLM017_GH200_Llama31_8B_FP8_TP1_2048_2048.yaml
TRTLLM017_GH200_Llama31_8B_FP8_TP1_5000_500,evaluate,scenarios/TRTLLM017_GH200_Llama31_8B_FP8_TP1_5000_500.yaml
TRTLLM017_GH200_Llama31_8B_FP8_TP1_500_2000,evaluate,scenarios/TRTLLM017_GH200_Llama31_8B_FP8_TP1_500_2000.yaml
TRTLLM017_GH200_Mistral_7B_FP8_TP1_1000_1000,evaluate,scenarios/TRTLLM017_GH200_Mistral_7B_FP8_TP1_1000_1000.yaml
TRTLLM017_GH200_Mistral_7B_FP8_TP1_128_128,evaluate,scenarios/TRTLLM017_GH200_Mistral_7B_FP8_TP1_128_128.yaml
TRTLLM017_GH200_Mistral_7B_FP8_TP1_128_2048,evaluate,scenarios/TRTLLM017_GH200_Mistral_7B_FP8_TP1_128_2048.yaml
TRTLLM017_GH200_Mistral_7B_FP8_TP1_128_4096,evaluate,scenarios/TRTLLM017_GH200_Mistral_7B_FP8_TP1_128_4096.yaml
TRTLLM017_GH200_Mistral_7B_FP8_TP1_20000_2000,evaluate,scenarios/TRTLLM017_GH200_Mistral_7B_FP8_TP1_20000_2000.yaml
TRTLLM017_GH200_Mistral_7B_FP8_TP1_2048_128,evaluate,scenarios/TRTLLM017_GH200_Mistral_7B_FP8_TP1_2048_128.yaml
TRTLLM017_GH200_Mistral_7B_FP8_TP1_2048_2048,evaluate,scenarios/TRTLLM017_GH200_Mistral_7B_FP8_TP1_2048_2048.yaml
TRTLLM017_GH200_Mistral_7B_FP8_TP1_5000_500,evaluate,scenarios/TRTLLM017_GH200_Mistral_7B_FP8_TP1_5000_500.yaml
TRTLLM017_GH200_Mistral_7B_FP8_TP1_500_2000,evaluate,scenarios/TRTLLM017_GH200_Mistral_7B_FP8_TP1_500_2000.yaml
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_1000_1000,evaluate,scenarios/TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_1000_1000.yaml
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_128_128,evaluate,scenarios/TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_128_128.yaml
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_128_2048,evaluate,scenarios/TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_128_2048.yaml
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_128_4096,evaluate,scenarios/TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_128_4096.yaml
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_20000_2000,evaluate,scenarios/TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_20000_2000.yaml
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_2048_128,evaluate,scenarios/TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_2048_128.yaml
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_2048_2048,evaluate,scenarios/TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_2048_2048.yaml
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_5000_500,evaluate,scenarios/TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_5000_500.yaml
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_500_2000,evaluate,scenarios/TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_500_2000.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP1_1000_1000,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP1_1000_1000.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP1_128_128,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP1_128_128.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP1_128_2048,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP1_128_2048.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP1_128_4096,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP1_128_4096.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP1_2048_128,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP1_2048_128.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP1_5000_500,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP1_5000_500.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP1_500_2000,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP1_500_2000.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP2_1000_1000,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP2_1000_1000.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP2_128_128,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP2_128_128.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP2_128_2048,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP2_128_2048.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP2_128_4096,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP2_128_4096.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP2_20000_2000,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP2_20000_2000.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP2_2048_128,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP2_2048_128.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP2_2048_2048,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP2_2048_2048.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP2_5000_500,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP2_5000_500.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP2_500_2000,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP2_500_2000.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP4_1000_1000,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP4_1000_1000.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP4_128_128,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP4_128_128.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP4_128_2048,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP4_128_2048.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP4_128_4096,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP4_128_4096.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP4_20000_2000,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP4_20000_2000.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP4_2048_128,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP4_2048_128.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP4_2048_2048,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP4_2048_2048.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP4_5000_500,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP4_5000_500.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP4_500_2000,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP4_500_2000.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP8_1000_1000,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP8_1000_1000.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP8_128_128,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP8_128_128.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP8_128_2048,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP8_128_2048.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP8_128_4096,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP8_128_4096.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP8_20000_2000,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP8_20000_2000.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP8_2048_128,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP8_2048_128.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP8_2048_2048,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP8_2048_2048.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP8_5000_500,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP8_5000_500.yaml
TRTLLM017_H100_Llama31_70B_FP8_TP8_500_2000,evaluate,scenarios/TRTLLM017_H100_Llama31_70B_FP8_TP8_500_2000.yaml
TRTLLM017_H100_Llama31_8B_FP8_TP1_1000_1000,evaluate,scenarios/TRTLLM017_H100_Llama31_8B_FP8_TP1_1000_1000.yaml
TRTLLM017_H100_Llama31_8B_FP8_TP1_128_128,evaluate,scenarios/TRTLLM017_H100_Llama31_8B_FP8_TP1_128_128.yaml
TRTLLM017_H100_Llama31_8B_FP8_TP1_128_2048,evaluate,scenarios/TRTLLM017_H100_Llama31_8B_FP8_TP1_128_2048.yaml
TRTLLM017_H100_Llama31_8B_FP8_TP1_128_4096,evaluate,scenarios/TRTLLM017_H100_Llama31_8B_FP8_TP1_128_4096.yaml
TRTLLM017_H100_Llama31_8B_FP8_TP1_20000_2000,evaluate,scenarios/TRTLLM017_H100_Llama31_8B_FP8_TP1_20000_2000.yaml
TRTLLM017_H100_Llama31_8B_FP8_TP1_2048_128,evaluate,scenarios/TRTLLM017_H100_Llama31_8B_FP8_TP1_2048_128.yaml
TRTLLM017_H100_Llama31_8B_FP8_TP1_2048_2048,evaluate,scenarios/TRTLLM017_H100_Llama31_8B_FP8_TP1_2048_2048.yaml
TRTLLM017_H100_Llama31_8B_FP8_TP1_5000_500,evaluate,scenarios/TRTLLM017_H100_Llama31_8B_FP8_TP1_5000_500.yaml
TRTLLM017_H100_Llama31_8B_FP8_TP1_500_2000,evaluate,scenarios/TRTLLM017_H100_Llama31_8B_FP8_TP1_500_2000.yaml
TRTLLM017_H100_Mistral_7B_FP8_TP1_1000_1000,evaluate,scenarios/TRTLLM017_H100_Mistral_7B_FP8_TP1_1000_1000.yaml
TRTLLM017_H100_Mistral_7B_FP8_TP1_128_128,evaluate,scenarios/TRTLLM017_H100_Mistral_7B_FP8_TP1_128_128.yaml
TRTLLM017_H100_Mistral_7B_FP8_TP1_128_2048,evaluate,scenarios/TRTLLM017_H100_Mistral_7B_FP8_TP1_128_2048.yaml
TRTLLM017_H100_Mistral_7B_FP8_TP1_128_4096,evaluate,scenarios/TRTLLM017_H100_Mistral_7B_FP8_TP1_128_4096.yaml
TRTLLM017_H100_Mistral_7B_FP8_TP1_20000_2000,evaluate,scenarios/TRTLLM017_H100_Mistral_7B_FP8_TP1_20000_2000.yaml
TRTLLM017_H100_Mistral_7B_FP8_TP1_2048_128,evaluate,scenarios/TRTLLM017_H100_Mistral_7B_FP8_TP1_2048_128.yaml
TRTLLM017_H100_Mistral_7B_FP8_TP1_2048_2048,evaluate,scenarios/TRTLLM017_H100_Mistral_7B_FP8_TP1_2048_2048.yaml
TRTLLM017_H100_Mistral_7B_FP8_TP1_5000_500,evaluate,scenarios/TRTLLM017_H100_Mistral_7B_FP8_TP1_5000_500.yaml
TRTLLM017_H100_Mistral_7B_FP8_TP1_500_2000,evaluate,scenarios/TRTLLM017_H100_Mistral_7B_FP8_TP1_500_2000.yaml
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_1000_1000,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_1000_1000.yaml
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_128_128,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_128_128.yaml
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_128_2048,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_128_2048.yaml
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_128_4096,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_128_4096.yaml
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_20000_2000,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_20000_2000.yaml
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_2048_128,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_2048_128.yaml
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_2048_2048,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_2048_2048.yaml
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_5000_500,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_5000_500.yaml
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_500_2000,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_500_2000.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_1000_1000,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_1000_1000.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_128_128,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_128_128.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_128_2048,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_128_2048.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_128_4096,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_128_4096.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_20000_2000,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_20000_2000.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_2048_128,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_2048_128.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_2048_2048,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_2048_2048.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_5000_500,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_5000_500.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_500_2000,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_500_2000.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_1000_1000,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_1000_1000.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_128_128,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_128_128.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_128_2048,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_128_2048.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_128_4096,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_128_4096.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_20000_2000,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_20000_2000.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_2048_128,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_2048_128.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_2048_2048,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_2048_2048.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_5000_500,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_5000_500.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_500_2000,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_500_2000.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_1000_1000,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_1000_1000.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_128_128,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_128_128.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_128_2048,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_128_2048.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_128_4096,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_128_4096.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_20000_2000,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_20000_2000.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_2048_128,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_2048_128.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_2048_2048,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_2048_2048.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_5000_500,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_5000_500.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_500_2000,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_500_2000.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_1000_1000,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_1000_1000.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_128_128,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_128_128.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_128_2048,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_128_2048.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_128_4096,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_128_4096.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_20000_2000,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_20000_2000.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_2048_128,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_2048_128.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_2048_2048,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_2048_2048.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_5000_500,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_5000_500.yaml
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_500_2000,evaluate,scenarios/TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_500_2000.yaml
TRTLLM017_H200_Llama31_405B_FP8_TP8_1000_1000,evaluate,scenarios/TRTLLM017_H200_Llama31_405B_FP8_TP8_1000_1000.yaml
TRTLLM017_H200_Llama31_405B_FP8_TP8_128_128,evaluate,scenarios/TRTLLM017_H200_Llama31_405B_FP8_TP8_128_128.yaml
TRTLLM017_H200_Llama31_405B_FP8_TP8_128_2048,evaluate,scenarios/TRTLLM017_H200_Llama31_405B_FP8_TP8_128_2048.yaml
TRTLLM017_H200_Llama31_405B_FP8_TP8_128_4096,evaluate,scenarios/TRTLLM017_H200_Llama31_405B_FP8_TP8_128_4096.yaml
TRTLLM017_H200_Llama31_405B_FP8_TP8_20000_2000,evaluate,scenarios/TRTLLM017_H200_Llama31_405B_FP8_TP8_20000_2000.yaml
TRTLLM017_H200_Llama31_405B_FP8_TP8_2048_128,evaluate,scenarios/TRTLLM017_H200_Llama31_405B_FP8_TP8_2048_128.yaml
TRTLLM017_H200_Llama31_405B_FP8_TP8_2048_2048,evaluate,scenarios/TRTLLM017_H200_Llama31_405B_FP8_TP8_2048_2048.yaml
TRTLLM017_H200_Llama31_405B_FP8_TP8_5000_500,evaluate,scenarios/TRTLLM017_H200_Llama31_405B_FP8_TP8_5000_500.yaml
TRTLLM017_H200_Llama31_405B_FP8_TP8_500_2000,evaluate,scenarios/TRTLLM017_H200_Llama31_405B_FP8_TP8_500_2000.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP1_1000_1000,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP1_1000_1000.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP1_128_128,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP1_128_128.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP1_128_2048,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP1_128_2048.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP1_128_4096,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP1_128_4096.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP1_20000_2000,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP1_20000_2000.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP1_2048_128,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP1_2048_128.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP1_2048_2048,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP1_2048_2048.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP1_5000_500,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP1_5000_500.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP1_500_2000,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP1_500_2000.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP2_1000_1000,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP2_1000_1000.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP2_128_128,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP2_128_128.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP2_128_2048,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP2_128_2048.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP2_128_4096,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP2_128_4096.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP2_20000_2000,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP2_20000_2000.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP2_2048_128,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP2_2048_128.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP2_2048_2048,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP2_2048_2048.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP2_5000_500,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP2_5000_500.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP2_500_2000,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP2_500_2000.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP4_1000_1000,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP4_1000_1000.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP4_128_128,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP4_128_128.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP4_128_2048,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP4_128_2048.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP4_128_4096,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP4_128_4096.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP4_20000_2000,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP4_20000_2000.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP4_2048_128,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP4_2048_128.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP4_2048_2048,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP4_2048_2048.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP4_5000_500,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP4_5000_500.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP4_500_2000,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP4_500_2000.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP8_1000_1000,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP8_1000_1000.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP8_128_128,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP8_128_128.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP8_128_2048,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP8_128_2048.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP8_128_4096,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP8_128_4096.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP8_20000_2000,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP8_20000_2000.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP8_2048_128,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP8_2048_128.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP8_2048_2048,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP8_2048_2048.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP8_5000_500,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP8_5000_500.yaml
TRTLLM017_H200_Llama31_70B_FP8_TP8_500_2000,evaluate,scenarios/TRTLLM017_H200_Llama31_70B_FP8_TP8_500_2000.yaml
TRTLLM017_H200_Llama31_8B_FP8_TP1_1000_1000,evaluate,scenarios/TRTLLM017_H200_Llama31_8B_FP8_TP1_1000_1000.yaml
TRTLLM017_H200_Llama31_8B_FP8_TP1_128_128,evaluate,scenarios/TRTLLM017_H200_Llama31_8B_FP8_TP1_128_128.yaml
TRTLLM017_H200_Llama31_8B_FP8_TP1_128_2048,evaluate,scenarios/TRTLLM017_H200_Llama31_8B_FP8_TP1_128_2048.yaml
TRTLLM017_H200_Llama31_8B_FP8_TP1_128_4096,evaluate,scenarios/TRTLLM017_H200_Llama31_8B_FP8_TP1_128_4096.yaml
TRTLLM017_H200_Llama31_8B_FP8_TP1_20000_2000,evaluate,scenarios/TRTLLM017_H200_Llama31_8B_FP8_TP1_20000_2000.yaml
TRTLLM017_H200_Llama31_8B_FP8_TP1_2048_128,evaluate,scenarios/TRTLLM017_H200_Llama31_8B_FP8_TP1_2048_128.yaml
TRTLLM017_H200_Llama31_8B_FP8_TP1_2048_2048,evaluate,scenarios/TRTLLM017_H200_Llama31_8B_FP8_TP1_2048_2048.yaml
TRTLLM017_H200_Llama31_8B_FP8_TP1_5000_500,evaluate,scenarios/TRTLLM017_H200_Llama31_8B_FP8_TP1_5000_500.yaml
TRTLLM017_H200_Llama31_8B_FP8_TP1_500_2000,evaluate,scenarios/TRTLLM017_H200_Llama31_8B_FP8_TP1_500_2000.yaml
TRTLLM017_H200_Mistral_7B_FP8_TP1_1000_1000,evaluate,scenarios/TRTLLM017_H200_Mistral_7B_FP8_TP1_1000_1000.yaml
TRTLLM017_H200_Mistral_7B_FP8_TP1_128_128,evaluate,scenarios/TRTLLM017_H200_Mistral_7B_FP8_TP1_128_128.yaml
TRTLLM017_H200_Mistral_7B_FP8_TP1_128_2048,evaluate,scenarios/TRTLLM017_H200_Mistral_7B_FP8_TP1_128_2048.yaml
TRTLLM017_H200_Mistral_7B_FP8_TP1_128_4096,evaluate,scenarios/TRTLLM017_H200_Mistral_7B_FP8_TP1_128_4096.yaml
TRTLLM017_H200_Mistral_7B_FP8_TP1_20000_2000,evaluate,scenarios/TRTLLM017_H200_Mistral_7B_FP8_TP1_20000_2000.yaml
TRTLLM017_H200_Mistral_7B_FP8_TP1_2048_128,evaluate,scenarios/TRTLLM017_H200_Mistral_7B_FP8_TP1_2048_128.yaml
TRTLLM017_H200_Mistral_7B_FP8_TP1_2048_2048,evaluate,scenarios/TRTLLM017_H200_Mistral_7B_FP8_TP1_2048_2048.yaml
TRTLLM017_H200_Mistral_7B_FP8_TP1_5000_500,evaluate,scenarios/TRTLLM017_H200_Mistral_7B_FP8_TP1_5000_500.yaml
TRTLLM017_H200_Mistral_7B_FP8_TP1_500_2000,evaluate,scenarios/TRTLLM017_H200_Mistral_7B_FP8_TP1_500_2000.yaml
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_1000_1000,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_1000_1000.yaml
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_128_128,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_128_128.yaml
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_128_2048,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_128_2048.yaml
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_128_4096,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_128_4096.yaml
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_20000_2000,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_20000_2000.yaml
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_2048_128,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_2048_128.yaml
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_2048_2048,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_2048_2048.yaml
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_5000_500,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_5000_500.yaml
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_500_2000,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_500_2000.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_1000_1000,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_1000_1000.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_128_128,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_128_128.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_128_2048,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_128_2048.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_128_4096,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_128_4096.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_20000_2000,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_20000_2000.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_2048_128,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_2048_128.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_2048_2048,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_2048_2048.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_5000_500,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_5000_500.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_500_2000,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_500_2000.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_1000_1000,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_1000_1000.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_128_128,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_128_128.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_128_2048,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_128_2048.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_128_4096,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_128_4096.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_20000_2000,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_20000_2000.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_2048_128,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_2048_128.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_2048_2048,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_2048_2048.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_5000_500,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_5000_500.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_500_2000,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_500_2000.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_1000_1000,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_1000_1000.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_128_128,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_128_128.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_128_2048,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_128_2048.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_128_4096,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_128_4096.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_20000_2000,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_20000_2000.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_2048_128,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_2048_128.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_2048_2048,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_2048_2048.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_5000_500,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_5000_500.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_500_2000,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_500_2000.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_1000_1000,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_1000_1000.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_128_128,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_128_128.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_128_2048,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_128_2048.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_128_4096,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_128_4096.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_20000_2000,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_20000_2000.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_2048_128,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_2048_128.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_2048_2048,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_2048_2048.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_5000_500,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_5000_500.yaml
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_500_2000,evaluate,scenarios/TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_500_2000.yaml
TRTLLM017_L40S_Llama31_70B_FP8_TP4_1000_1000,evaluate,scenarios/TRTLLM017_L40S_Llama31_70B_FP8_TP4_1000_1000.yaml
TRTLLM017_L40S_Llama31_70B_FP8_TP4_128_128,evaluate,scenarios/TRTLLM017_L40S_Llama31_70B_FP8_TP4_128_128.yaml
TRTLLM017_L40S_Llama31_70B_FP8_TP4_128_2048,evaluate,scenarios/TRTLLM017_L40S_Llama31_70B_FP8_TP4_128_2048.yaml
TRTLLM017_L40S_Llama31_70B_FP8_TP4_128_4096,evaluate,scenarios/TRTLLM017_L40S_Llama31_70B_FP8_TP4_128_4096.yaml
TRTLLM017_L40S_Llama31_70B_FP8_TP4_20000_2000,evaluate,scenarios/TRTLLM017_L40S_Llama31_70B_FP8_TP4_20000_2000.yaml
TRTLLM017_L40S_Llama31_70B_FP8_TP4_2048_128,evaluate,scenarios/TRTLLM017_L40S_Llama31_70B_FP8_TP4_2048_128.yaml
TRTLLM017_L40S_Llama31_70B_FP8_TP4_2048_2048,evaluate,scenarios/TRTLLM017_L40S_Llama31_70B_FP8_TP4_2048_2048.yaml
TRTLLM017_L40S_Llama31_70B_FP8_TP4_5000_500,evaluate,scenarios/TRTLLM017_L40S_Llama31_70B_FP8_TP4_5000_500.yaml
TRTLLM017_L40S_Llama31_70B_FP8_TP4_500_2000,evaluate,scenarios/TRTLLM017_L40S_Llama31_70B_FP8_TP4_500_2000.yaml
TRTLLM017_L40S_Llama31_70B_FP8_TP8_1000_1000,evaluate,scenarios/TRTLLM017_L40S_Llama31_70B_FP8_TP8_1000_1000.yaml
TRTLLM017_L40S_Llama31_70B_FP8_TP8_128_128,evaluate,scenarios/TRTLLM017_L40S_Llama31_70B_FP8_TP8_128_128.yaml
TRTLLM017_L40S_Llama31_70B_FP8_TP8_128_2048,evaluate,scenarios/TRTLLM017_L40S_Llama31_70B_FP8_TP8_128_2048.yaml
TRTLLM017_L40S_Llama31_70B_FP8_TP8_128_4096,evaluate,scenarios/TRTLLM017_L40S_Llama31_70B_FP8_TP8_128_4096.yaml
TRTLLM017_L40S_Llama31_70B_FP8_TP8_20000_2000,evaluate,scenarios/TRTLLM017_L40S_Llama31_70B_FP8_TP8_20000_2000.yaml
TRTLLM017_L40S_Llama31_70B_FP8_TP8_2048_128,evaluate,scenarios/TRTLLM017_L40S_Llama31_70B_FP8_TP8_2048_128.yaml
TRTLLM017_L40S_Llama31_70B_FP8_TP8_2048_2048,evaluate,scenarios/TRTLLM017_L40S_Llama31_70B_FP8_TP8_2048_2048.yaml
TRTLLM017_L40S_Llama31_70B_FP8_TP8_5000_500,evaluate,scenarios/TRTLLM017_L40S_Llama31_70B_FP8_TP8_5000_500.yaml
TRTLLM017_L40S_Llama31_70B_FP8_TP8_500_2000,evaluate,scenarios/TRTLLM017_L40S_Llama31_70B_FP8_TP8_500_2000.yaml
TRTLLM017_L40S_Llama31_8B_FP8_TP1_1000_1000,evaluate,scenarios/TRTLLM017_L40S_Llama31_8B_FP8_TP1_1000_1000.yaml
TRTLLM017_L40S_Llama31_8B_FP8_TP1_128_128,evaluate,scenarios/TRTLLM017_L40S_Llama31_8B_FP8_TP1_128_128.yaml
TRTLLM017_L40S_Llama31_8B_FP8_TP1_128_2048,evaluate,scenarios/TRTLLM017_L40S_Llama31_8B_FP8_TP1_128_2048.yaml
TRTLLM017_L40S_Llama31_8B_FP8_TP1_128_4096,evaluate,scenarios/TRTLLM017_L40S_Llama31_8B_FP8_TP1_128_4096.yaml
TRTLLM017_L40S_Llama31_8B_FP8_TP1_20000_2000,evaluate,scenarios/TRTLLM017_L40S_Llama31_8B_FP8_TP1_20000_2000.yaml
TRTLLM017_L40S_Llama31_8B_FP8_TP1_2048_128,evaluate,scenarios/TRTLLM017_L40S_Llama31_8B_FP8_TP1_2048_128.yaml
TRTLLM017_L40S_Llama31_8B_FP8_TP1_2048_2048,evaluate,scenarios/TRTLLM017_L40S_Llama31_8B_FP8_TP1_2048_2048.yaml
TRTLLM017_L40S_Llama31_8B_FP8_TP1_5000_500,evaluate,scenarios/TRTLLM017_L40S_Llama31_8B_FP8_TP1_5000_500.yaml
TRTLLM017_L40S_Llama31_8B_FP8_TP1_500_2000,evaluate,scenarios/TRTLLM017_L40S_Llama31_8B_FP8_TP1_500_2000.yaml
TRTLLM017_L40S_Mistral_7B_FP8_TP1_1000_1000,evaluate,scenarios/TRTLLM017_L40S_Mistral_7B_FP8_TP1_1000_1000.yaml
TRTLLM017_L40S_Mistral_7B_FP8_TP1_128_128,evaluate,scenarios/TRTLLM017_L40S_Mistral_7B_FP8_TP1_128_128.yaml
TRTLLM017_L40S_Mistral_7B_FP8_TP1_128_2048,evaluate,scenarios/TRTLLM017_L40S_Mistral_7B_FP8_TP1_128_2048.yaml
TRTLLM017_L40S_Mistral_7B_FP8_TP1_128_4096,evaluate,scenarios/TRTLLM017_L40S_Mistral_7B_FP8_TP1_128_4096.yaml
TRTLLM017_L40S_Mistral_7B_FP8_TP1_20000_2000,evaluate,scenarios/TRTLLM017_L40S_Mistral_7B_FP8_TP1_20000_2000.yaml
TRTLLM017_L40S_Mistral_7B_FP8_TP1_2048_128,evaluate,scenarios/TRTLLM017_L40S_Mistral_7B_FP8_TP1_2048_128.yaml
TRTLLM017_L40S_Mistral_7B_FP8_TP1_2048_2048,evaluate,scenarios/TRTLLM017_L40S_Mistral_7B_FP8_TP1_2048_2048.yaml
TRTLLM017_L40S_Mistral_7B_FP8_TP1_5000_500,evaluate,scenarios/TRTLLM017_L40S_Mistral_7B_FP8_TP1_5000_500.yaml
TRTLLM017_L40S_Mistral_7B_FP8_TP1_500_2000,evaluate,scenarios/TRTLLM017_L40S_Mistral_7B_FP8_TP1_500_2000.yaml
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_1000_1000,evaluate,scenarios/TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_1000_1000.yaml
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_128_128,evaluate,scenarios/TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_128_128.yaml
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_128_2048,evaluate,scenarios/TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_128_2048.yaml
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_128_4096,evaluate,scenarios/TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_128_4096.yaml
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_20000_2000,evaluate,scenarios/TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_20000_2000.yaml
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_2048_128,evaluate,scenarios/TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_2048_128.yaml
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_2048_2048,evaluate,scenarios/TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_2048_2048.yaml
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_5000_500,evaluate,scenarios/TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_5000_500.yaml
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_500_2000,evaluate,scenarios/TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_500_2000.yaml
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_1000_1000,evaluate,scenarios/TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_1000_1000.yaml
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_128_128,evaluate,scenarios/TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_128_128.yaml
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_128_2048,evaluate,scenarios/TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_128_2048.yaml
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_128_4096,evaluate,scenarios/TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_128_4096.yaml
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_20000_2000,evaluate,scenarios/TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_20000_2000.yaml
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_2048_128,evaluate,scenarios/TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_2048_128.yaml
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_2048_2048,evaluate,scenarios/TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_2048_2048.yaml
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_5000_500,evaluate,scenarios/TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_5000_500.yaml
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_500_2000,evaluate,scenarios/TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_500_2000.yaml
TRTLLM05_A100_Falcon_180B_FP16_TP8_TTFT128,evaluate,scenarios/TRTLLM05_A100_Falcon_180B_FP16_TP8_TTFT128.yaml
TRTLLM05_A100_Falcon_180B_FP16_TP8_TTFT2048,evaluate,scenarios/TRTLLM05_A100_Falcon_180B_FP16_TP8_TTFT2048.yaml
TRTLLM05_A100_GPTJ_6B_FP16_TTFT128,evaluate,scenarios/TRTLLM05_A100_GPTJ_6B_FP16_TTFT128.yaml
TRTLLM05_A100_GPTJ_6B_FP16_TTFT2048,evaluate,scenarios/TRTLLM05_A100_GPTJ_6B_FP16_TTFT2048.yaml
TRTLLM05_A100_Llama2_70B_FP16_TP4_TTFT128,evaluate,scenarios/TRTLLM05_A100_Llama2_70B_FP16_TP4_TTFT128.yaml
TRTLLM05_A100_Llama2_70B_FP16_TP4_TTFT2048,evaluate,scenarios/TRTLLM05_A100_Llama2_70B_FP16_TP4_TTFT2048.yaml
TRTLLM05_A100_Llama2_7B_FP16_TTFT128,evaluate,scenarios/TRTLLM05_A100_Llama2_7B_FP16_TTFT128.yaml
TRTLLM05_A100_Llama2_7B_FP16_TTFT2048,evaluate,scenarios/TRTLLM05_A100_Llama2_7B_FP16_TTFT2048.yaml
TRTLLM05_H100_Falcon_180B_FP8_TP8_TTFT128,evaluate,scenarios/TRTLLM05_H100_Falcon_180B_FP8_TP8_TTFT128.yaml
TRTLLM05_H100_Falcon_180B_FP8_TP8_TTFT2048,evaluate,scenarios/TRTLLM05_H100_Falcon_180B_FP8_TP8_TTFT2048.yaml
TRTLLM05_H100_GPTJ_6B_FP8_TTFT128,evaluate,scenarios/TRTLLM05_H100_GPTJ_6B_FP8_TTFT128.yaml
TRTLLM05_H100_GPTJ_6B_FP8_TTFT2048,evaluate,scenarios/TRTLLM05_H100_GPTJ_6B_FP8_TTFT2048.yaml
TRTLLM05_H100_Llama2_70B_FP8_TP4_TTFT128,evaluate,scenarios/TRTLLM05_H100_Llama2_70B_FP8_TP4_TTFT128.yaml
TRTLLM05_H100_Llama2_70B_FP8_TP4_TTFT2048,evaluate,scenarios/TRTLLM05_H100_Llama2_70B_FP8_TP4_TTFT2048.yaml
TRTLLM05_H100_Llama2_7B_FP8_TTFT128,evaluate,scenarios/TRTLLM05_H100_Llama2_7B_FP8_TTFT128.yaml
TRTLLM05_H100_Llama2_7B_FP8_TTFT2048,evaluate,scenarios/TRTLLM05_H100_Llama2_7B_FP8_TTFT2048.yaml
TRTLLM05_H200_Llama2_13B_FP8_B1024,evaluate,scenarios/TRTLLM05_H200_Llama2_13B_FP8_B1024.yaml
TRTLLM05_H200_Llama2_13B_FP8_B128_Out2048,evaluate,scenarios/TRTLLM05_H200_Llama2_13B_FP8_B128_Out2048.yaml
TRTLLM05_H200_Llama2_13B_FP8_B64_In2048,evaluate,scenarios/TRTLLM05_H200_Llama2_13B_FP8_B64_In2048.yaml
TRTLLM05_H200_Llama2_70B_FP8_B32_In2048,evaluate,scenarios/TRTLLM05_H200_Llama2_70B_FP8_B32_In2048.yaml
TRTLLM05_H200_Llama2_70B_FP8_B512,evaluate,scenarios/TRTLLM05_H200_Llama2_70B_FP8_B512.yaml
TRTLLM05_H200_Llama2_70B_FP8_B64_In2048,evaluate,scenarios/TRTLLM05_H200_Llama2_70B_FP8_B64_In2048.yaml
TRTLLM05_H200_Llama2_70B_FP8_TP2_B512_Out2048,evaluate,scenarios/TRTLLM05_H200_Llama2_70B_FP8_TP2_B512_Out2048.yaml
TRTLLM05_L40S_GPTJ_6B_FP8_B32_2048_128,evaluate,scenarios/TRTLLM05_L40S_GPTJ_6B_FP8_B32_2048_128.yaml
TRTLLM05_L40S_GPTJ_6B_FP8_B32_2048_2048,evaluate,scenarios/TRTLLM05_L40S_GPTJ_6B_FP8_B32_2048_2048.yaml
TRTLLM05_L40S_GPTJ_6B_FP8_B64_128_128,evaluate,scenarios/TRTLLM05_L40S_GPTJ_6B_FP8_B64_128_128.yaml
TRTLLM05_L40S_GPTJ_6B_FP8_B64_128_2048,evaluate,scenarios/TRTLLM05_L40S_GPTJ_6B_FP8_B64_128_2048.yaml
TRTLLM05_L40S_GPTJ_6B_FP8_TTFT128,evaluate,scenarios/TRTLLM05_L40S_GPTJ_6B_FP8_TTFT128.yaml
TRTLLM05_L40S_GPTJ_6B_FP8_TTFT2048,evaluate,scenarios/TRTLLM05_L40S_GPTJ_6B_FP8_TTFT2048.yaml
TRTLLM05_L40S_Llama2_7B_FP8_B16_2048_2048,evaluate,scenarios/TRTLLM05_L40S_Llama2_7B_FP8_B16_2048_2048.yaml
TRTLLM05_L40S_Llama2_7B_FP8_B32_2048_128,evaluate,scenarios/TRTLLM05_L40S_Llama2_7B_FP8_B32_2048_128.yaml
TRTLLM05_L40S_Llama2_7B_FP8_B64_128_128,evaluate,scenarios/TRTLLM05_L40S_Llama2_7B_FP8_B64_128_128.yaml
TRTLLM05_L40S_Llama2_7B_FP8_B64_128_2048,evaluate,scenarios/TRTLLM05_L40S_Llama2_7B_FP8_B64_128_2048.yaml
TRTLLM05_L40S_Llama2_7B_FP8_TTFT128,evaluate,scenarios/TRTLLM05_L40S_Llama2_7B_FP8_TTFT128.yaml
TRTLLM05_L40S_Llama2_7B_FP8_TTFT2048,evaluate,scenarios/TRTLLM05_L40S_Llama2_7B_FP8_TTFT2048.yaml
TRTLLM061_A100_Falcon_180B_FP16_TP8_B1024_128_128,evaluate,scenarios/TRTLLM061_A100_Falcon_180B_FP16_TP8_B1024_128_128.yaml
TRTLLM061_A100_Falcon_180B_FP16_TP8_B128_128_2048,evaluate,scenarios/TRTLLM061_A100_Falcon_180B_FP16_TP8_B128_128_2048.yaml
TRTLLM061_A100_GPTJ_6B_FP16_B512_128_128,evaluate,scenarios/TRTLLM061_A100_GPTJ_6B_FP16_B512_128_128.yaml
TRTLLM061_A100_GPTJ_6B_FP16_B60_2048_128,evaluate,scenarios/TRTLLM061_A100_GPTJ_6B_FP16_B60_2048_128.yaml
TRTLLM061_A100_GPTJ_6B_FP16_TP2_B120_128_2048,evaluate,scenarios/TRTLLM061_A100_GPTJ_6B_FP16_TP2_B120_128_2048.yaml
TRTLLM061_A100_GPTJ_6B_FP16_TP2_B64_2048_2048,evaluate,scenarios/TRTLLM061_A100_GPTJ_6B_FP16_TP2_B64_2048_2048.yaml
TRTLLM061_A100_Llama2_70B_FP16_TP4_B120_2048_128,evaluate,scenarios/TRTLLM061_A100_Llama2_70B_FP16_TP4_B120_2048_128.yaml
TRTLLM061_A100_Llama2_70B_FP16_TP4_B1280_128_128,evaluate,scenarios/TRTLLM061_A100_Llama2_70B_FP16_TP4_B1280_128_128.yaml
TRTLLM061_A100_Llama2_70B_FP16_TP4_B240_128_2048,evaluate,scenarios/TRTLLM061_A100_Llama2_70B_FP16_TP4_B240_128_2048.yaml
TRTLLM061_A100_Llama2_7B_FP16_B384_128_128,evaluate,scenarios/TRTLLM061_A100_Llama2_7B_FP16_B384_128_128.yaml
TRTLLM061_A100_Llama2_7B_FP16_B52_2048_128,evaluate,scenarios/TRTLLM061_A100_Llama2_7B_FP16_B52_2048_128.yaml
TRTLLM061_A100_Llama2_7B_FP16_B60_128_2048,evaluate,scenarios/TRTLLM061_A100_Llama2_7B_FP16_B60_128_2048.yaml
TRTLLM061_A100_Llama2_7B_FP16_TP2_B64_2048_2048,evaluate,scenarios/TRTLLM061_A100_Llama2_7B_FP16_TP2_B64_2048_2048.yaml
TRTLLM061_H100_Falcon_180B_FP8_TP4_B1024_128_128,evaluate,scenarios/TRTLLM061_H100_Falcon_180B_FP8_TP4_B1024_128_128.yaml
TRTLLM061_H100_Falcon_180B_FP8_TP4_B64_2048_128,evaluate,scenarios/TRTLLM061_H100_Falcon_180B_FP8_TP4_B64_2048_128.yaml
TRTLLM061_H100_Falcon_180B_FP8_TP4_B64_2048_2048,evaluate,scenarios/TRTLLM061_H100_Falcon_180B_FP8_TP4_B64_2048_2048.yaml
TRTLLM061_H100_Falcon_180B_FP8_TP8_B1024_128_2048,evaluate,scenarios/TRTLLM061_H100_Falcon_180B_FP8_TP8_B1024_128_2048.yaml
TRTLLM061_H100_GPTJ_6B_FP8_B1024_128_128,evaluate,scenarios/TRTLLM061_H100_GPTJ_6B_FP8_B1024_128_128.yaml
TRTLLM061_H100_GPTJ_6B_FP8_B120_128_2048,evaluate,scenarios/TRTLLM061_H100_GPTJ_6B_FP8_B120_128_2048.yaml
TRTLLM061_H100_GPTJ_6B_FP8_B64_2048_128,evaluate,scenarios/TRTLLM061_H100_GPTJ_6B_FP8_B64_2048_128.yaml
TRTLLM061_H100_GPTJ_6B_FP8_B64_2048_2048,evaluate,scenarios/TRTLLM061_H100_GPTJ_6B_FP8_B64_2048_2048.yaml
TRTLLM061_H100_Llama2_70B_FP8_TP2_B1024_128_128,evaluate,scenarios/TRTLLM061_H100_Llama2_70B_FP8_TP2_B1024_128_128.yaml
TRTLLM061_H100_Llama2_70B_FP8_TP2_B64_2048_2048,evaluate,scenarios/TRTLLM061_H100_Llama2_70B_FP8_TP2_B64_2048_2048.yaml
TRTLLM061_H100_Llama2_70B_FP8_TP2_B96_2048_128,evaluate,scenarios/TRTLLM061_H100_Llama2_70B_FP8_TP2_B96_2048_128.yaml
TRTLLM061_H100_Llama2_70B_FP8_TP4_B480_128_2048,evaluate,scenarios/TRTLLM061_H100_Llama2_70B_FP8_TP4_B480_128_2048.yaml
TRTLLM061_H100_Llama2_7B_FP8_B112_128_2048,evaluate,scenarios/TRTLLM061_H100_Llama2_7B_FP8_B112_128_2048.yaml
TRTLLM061_H100_Llama2_7B_FP8_B48_2048_2048,evaluate,scenarios/TRTLLM061_H100_Llama2_7B_FP8_B48_2048_2048.yaml
TRTLLM061_H100_Llama2_7B_FP8_B768_128_128,evaluate,scenarios/TRTLLM061_H100_Llama2_7B_FP8_B768_128_128.yaml
TRTLLM061_H100_Llama2_7B_FP8_B80_2048_128,evaluate,scenarios/TRTLLM061_H100_Llama2_7B_FP8_B80_2048_128.yaml
TRTLLM07_H200_Llama2_70B_FP8_B192_Out2048,evaluate,scenarios/TRTLLM07_H200_Llama2_70B_FP8_B192_Out2048.yaml
TRTLLM07_H200_Llama2_70B_FP8_B192_Out2048_NoXQA,evaluate,scenarios/TRTLLM07_H200_Llama2_70B_FP8_B192_Out2048_NoXQA.yaml
TRTLLM07_H200_Llama2_70B_FP8_B960,evaluate,scenarios/TRTLLM07_H200_Llama2_70B_FP8_B960.yaml
TRTLLM07_H200_Llama2_70B_FP8_B96_Out4096,evaluate,scenarios/TRTLLM07_H200_Llama2_70B_FP8_B96_Out4096.yaml
TRTLLM090_A100_Falcon_180B_FP16_TP8_B1024_128_128,evaluate,scenarios/TRTLLM090_A100_Falcon_180B_FP16_TP8_B1024_128_128.yaml
TRTLLM090_A100_Falcon_180B_FP16_TP8_B512_128_2048,evaluate,scenarios/TRTLLM090_A100_Falcon_180B_FP16_TP8_B512_128_2048.yaml
TRTLLM090_A100_Falcon_180B_FP16_TP8_B64_2048_128,evaluate,scenarios/TRTLLM090_A100_Falcon_180B_FP16_TP8_B64_2048_128.yaml
TRTLLM090_A100_Falcon_180B_FP16_TP8_B64_2048_2048,evaluate,scenarios/TRTLLM090_A100_Falcon_180B_FP16_TP8_B64_2048_2048.yaml
TRTLLM090_A100_Falcon_180B_FP16_TP8_TTFT128,evaluate,scenarios/TRTLLM090_A100_Falcon_180B_FP16_TP8_TTFT128.yaml
TRTLLM090_A100_Falcon_180B_FP16_TP8_TTFT2048,evaluate,scenarios/TRTLLM090_A100_Falcon_180B_FP16_TP8_TTFT2048.yaml
TRTLLM090_A100_GPTJ_6B_FP16_B32_128_2048,evaluate,scenarios/TRTLLM090_A100_GPTJ_6B_FP16_B32_128_2048.yaml
TRTLLM090_A100_GPTJ_6B_FP16_B32_2048_128,evaluate,scenarios/TRTLLM090_A100_GPTJ_6B_FP16_B32_2048_128.yaml
TRTLLM090_A100_GPTJ_6B_FP16_B32_2048_2048,evaluate,scenarios/TRTLLM090_A100_GPTJ_6B_FP16_B32_2048_2048.yaml
TRTLLM090_A100_GPTJ_6B_FP16_B512_128_128,evaluate,scenarios/TRTLLM090_A100_GPTJ_6B_FP16_B512_128_128.yaml
TRTLLM090_A100_GPTJ_6B_FP16_TTFT128,evaluate,scenarios/TRTLLM090_A100_GPTJ_6B_FP16_TTFT128.yaml
TRTLLM090_A100_GPTJ_6B_FP16_TTFT2048,evaluate,scenarios/TRTLLM090_A100_GPTJ_6B_FP16_TTFT2048.yaml
TRTLLM090_A100_Llama2_70B_FP16_TP4_B1024_128_128,evaluate,scenarios/TRTLLM090_A100_Llama2_70B_FP16_TP4_B1024_128_128.yaml
TRTLLM090_A100_Llama2_70B_FP16_TP4_B64_2048_2048,evaluate,scenarios/TRTLLM090_A100_Llama2_70B_FP16_TP4_B64_2048_2048.yaml
TRTLLM090_A100_Llama2_70B_FP16_TP4_B96_2048_128,evaluate,scenarios/TRTLLM090_A100_Llama2_70B_FP16_TP4_B96_2048_128.yaml
TRTLLM090_A100_Llama2_70B_FP16_TP8_B512_128_2048,evaluate,scenarios/TRTLLM090_A100_Llama2_70B_FP16_TP8_B512_128_2048.yaml
TRTLLM090_A100_Llama2_70B_FP16_TP8_TTFT2048,evaluate,scenarios/TRTLLM090_A100_Llama2_70B_FP16_TP8_TTFT2048.yaml
TRTLLM090_A100_Llama2_7B_FP16_B16_2048_2048,evaluate,scenarios/TRTLLM090_A100_Llama2_7B_FP16_B16_2048_2048.yaml
TRTLLM090_A100_Llama2_7B_FP16_B256_128_128,evaluate,scenarios/TRTLLM090_A100_Llama2_7B_FP16_B256_128_128.yaml
TRTLLM090_A100_Llama2_7B_FP16_B32_128_2048,evaluate,scenarios/TRTLLM090_A100_Llama2_7B_FP16_B32_128_2048.yaml
TRTLLM090_A100_Llama2_7B_FP16_B32_2048_128,evaluate,scenarios/TRTLLM090_A100_Llama2_7B_FP16_B32_2048_128.yaml
TRTLLM090_A100_Llama2_7B_FP16_TTFT2048,evaluate,scenarios/TRTLLM090_A100_Llama2_7B_FP16_TTFT2048.yaml
TRTLLM090_A100_Mistral_7B_FP16_B120_128_2048,evaluate,scenarios/TRTLLM090_A100_Mistral_7B_FP16_B120_128_2048.yaml
TRTLLM090_A100_Mistral_7B_FP16_B56_2048_2048,evaluate,scenarios/TRTLLM090_A100_Mistral_7B_FP16_B56_2048_2048.yaml
TRTLLM090_A100_Mistral_7B_FP16_B64_2048_128,evaluate,scenarios/TRTLLM090_A100_Mistral_7B_FP16_B64_2048_128.yaml
TRTLLM090_A100_Mistral_7B_FP16_B896_128_128,evaluate,scenarios/TRTLLM090_A100_Mistral_7B_FP16_B896_128_128.yaml
TRTLLM090_A100_Mistral_7B_FP16_TTFT2048,evaluate,scenarios/TRTLLM090_A100_Mistral_7B_FP16_TTFT2048.yaml
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_B128_128_2048,evaluate,scenarios/TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_B128_128_2048.yaml
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_B32_2048_2048,evaluate,scenarios/TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_B32_2048_2048.yaml
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_B512_128_128,evaluate,scenarios/TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_B512_128_128.yaml
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_B64_2048_128,evaluate,scenarios/TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_B64_2048_128.yaml
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_TTFT128,evaluate,scenarios/TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_TTFT128.yaml
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_TTFT2048,evaluate,scenarios/TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_TTFT2048.yaml
TRTLLM090_H100_Falcon_180B_FP8_TP4_B1024_128_128,evaluate,scenarios/TRTLLM090_H100_Falcon_180B_FP8_TP4_B1024_128_128.yaml
TRTLLM090_H100_Falcon_180B_FP8_TP4_B64_2048_128,evaluate,scenarios/TRTLLM090_H100_Falcon_180B_FP8_TP4_B64_2048_128.yaml
TRTLLM090_H100_Falcon_180B_FP8_TP4_B64_2048_2048,evaluate,scenarios/TRTLLM090_H100_Falcon_180B_FP8_TP4_B64_2048_2048.yaml
TRTLLM090_H100_Falcon_180B_FP8_TP4_TTFT128,evaluate,scenarios/TRTLLM090_H100_Falcon_180B_FP8_TP4_TTFT128.yaml
TRTLLM090_H100_Falcon_180B_FP8_TP8_B1024_128_2048,evaluate,scenarios/TRTLLM090_H100_Falcon_180B_FP8_TP8_B1024_128_2048.yaml
TRTLLM090_H100_Falcon_180B_FP8_TP8_TTFT2048,evaluate,scenarios/TRTLLM090_H100_Falcon_180B_FP8_TP8_TTFT2048.yaml
TRTLLM090_H100_GPTJ_6B_FP8_B1024_128_128,evaluate,scenarios/TRTLLM090_H100_GPTJ_6B_FP8_B1024_128_128.yaml
TRTLLM090_H100_GPTJ_6B_FP8_B120_128_2048,evaluate,scenarios/TRTLLM090_H100_GPTJ_6B_FP8_B120_128_2048.yaml
TRTLLM090_H100_GPTJ_6B_FP8_B64_2048_128,evaluate,scenarios/TRTLLM090_H100_GPTJ_6B_FP8_B64_2048_128.yaml
TRTLLM090_H100_GPTJ_6B_FP8_B64_2048_2048,evaluate,scenarios/TRTLLM090_H100_GPTJ_6B_FP8_B64_2048_2048.yaml
TRTLLM090_H100_GPTJ_6B_FP8_TTFT128,evaluate,scenarios/TRTLLM090_H100_GPTJ_6B_FP8_TTFT128.yaml
TRTLLM090_H100_GPTJ_6B_FP8_TTFT2048,evaluate,scenarios/TRTLLM090_H100_GPTJ_6B_FP8_TTFT2048.yaml
TRTLLM090_H100_Llama2_70B_FP8_TP2_B1024_128_128,evaluate,scenarios/TRTLLM090_H100_Llama2_70B_FP8_TP2_B1024_128_128.yaml
TRTLLM090_H100_Llama2_70B_FP8_TP2_B64_2048_2048,evaluate,scenarios/TRTLLM090_H100_Llama2_70B_FP8_TP2_B64_2048_2048.yaml
TRTLLM090_H100_Llama2_70B_FP8_TP2_B96_2048_128,evaluate,scenarios/TRTLLM090_H100_Llama2_70B_FP8_TP2_B96_2048_128.yaml
TRTLLM090_H100_Llama2_70B_FP8_TP4_B512_128_2048,evaluate,scenarios/TRTLLM090_H100_Llama2_70B_FP8_TP4_B512_128_2048.yaml
TRTLLM090_H100_Llama2_70B_FP8_TP4_TTFT128,evaluate,scenarios/TRTLLM090_H100_Llama2_70B_FP8_TP4_TTFT128.yaml
TRTLLM090_H100_Llama2_70B_FP8_TP8_TTFT2048,evaluate,scenarios/TRTLLM090_H100_Llama2_70B_FP8_TP8_TTFT2048.yaml
TRTLLM090_H100_Llama2_7B_FP8_B120_128_2048,evaluate,scenarios/TRTLLM090_H100_Llama2_7B_FP8_B120_128_2048.yaml
TRTLLM090_H100_Llama2_7B_FP8_B56_2048_2048,evaluate,scenarios/TRTLLM090_H100_Llama2_7B_FP8_B56_2048_2048.yaml
TRTLLM090_H100_Llama2_7B_FP8_B84_2048_128,evaluate,scenarios/TRTLLM090_H100_Llama2_7B_FP8_B84_2048_128.yaml
TRTLLM090_H100_Llama2_7B_FP8_TTFT128,evaluate,scenarios/TRTLLM090_H100_Llama2_7B_FP8_TTFT128.yaml
TRTLLM090_H100_Mistral_7B_FP8_B120_128_2048,evaluate,scenarios/TRTLLM090_H100_Mistral_7B_FP8_B120_128_2048.yaml
TRTLLM090_H100_Mistral_7B_FP8_B56_2048_2048,evaluate,scenarios/TRTLLM090_H100_Mistral_7B_FP8_B56_2048_2048.yaml
TRTLLM090_H100_Mistral_7B_FP8_B84_2048_128,evaluate,scenarios/TRTLLM090_H100_Mistral_7B_FP8_B84_2048_128.yaml
TRTLLM090_H100_Mistral_7B_FP8_B896_128_128,evaluate,scenarios/TRTLLM090_H100_Mistral_7B_FP8_B896_128_128.yaml
TRTLLM090_H100_Mistral_7B_FP8_TTFT2048,evaluate,scenarios/TRTLLM090_H100_Mistral_7B_FP8_TTFT2048.yaml
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_B128_128_2048,evaluate,scenarios/TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_B128_128_2048.yaml
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_B32_2048_2048,evaluate,scenarios/TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_B32_2048_2048.yaml
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_B512_128_128,evaluate,scenarios/TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_B512_128_128.yaml
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_B64_2048_128,evaluate,scenarios/TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_B64_2048_128.yaml
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_TTFT128,evaluate,scenarios/TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_TTFT128.yaml
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_TTFT2048,evaluate,scenarios/TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_TTFT2048.yaml
TRTLLM090_H200_Falcon_180B_FP8_TP4_B1024_128_128,evaluate,scenarios/TRTLLM090_H200_Falcon_180B_FP8_TP4_B1024_128_128.yaml
TRTLLM090_H200_Falcon_180B_FP8_TP4_B1024_128_2048,evaluate,scenarios/TRTLLM090_H200_Falcon_180B_FP8_TP4_B1024_128_2048.yaml
TRTLLM090_H200_Falcon_180B_FP8_TP4_B64_2048_128,evaluate,scenarios/TRTLLM090_H200_Falcon_180B_FP8_TP4_B64_2048_128.yaml
TRTLLM090_H200_Falcon_180B_FP8_TP4_B64_2048_2048,evaluate,scenarios/TRTLLM090_H200_Falcon_180B_FP8_TP4_B64_2048_2048.yaml
TRTLLM090_H200_Falcon_180B_FP8_TP4_TTFT128,evaluate,scenarios/TRTLLM090_H200_Falcon_180B_FP8_TP4_TTFT128.yaml
TRTLLM090_H200_Falcon_180B_FP8_TP4_TTFT2048,evaluate,scenarios/TRTLLM090_H200_Falcon_180B_FP8_TP4_TTFT2048.yaml
TRTLLM090_H200_GPTJ_6B_FP8_B1024_128_128,evaluate,scenarios/TRTLLM090_H200_GPTJ_6B_FP8_B1024_128_128.yaml
TRTLLM090_H200_GPTJ_6B_FP8_B120_128_2048,evaluate,scenarios/TRTLLM090_H200_GPTJ_6B_FP8_B120_128_2048.yaml
TRTLLM090_H200_GPTJ_6B_FP8_B64_2048_128,evaluate,scenarios/TRTLLM090_H200_GPTJ_6B_FP8_B64_2048_128.yaml
TRTLLM090_H200_GPTJ_6B_FP8_B64_2048_2048,evaluate,scenarios/TRTLLM090_H200_GPTJ_6B_FP8_B64_2048_2048.yaml
TRTLLM090_H200_GPTJ_6B_FP8_TTFT128,evaluate,scenarios/TRTLLM090_H200_GPTJ_6B_FP8_TTFT128.yaml
TRTLLM090_H200_GPTJ_6B_FP8_TTFT2048,evaluate,scenarios/TRTLLM090_H200_GPTJ_6B_FP8_TTFT2048.yaml
TRTLLM090_H200_Llama2_70B_FP8_B1024_128_128,evaluate,scenarios/TRTLLM090_H200_Llama2_70B_FP8_B1024_128_128.yaml
TRTLLM090_H200_Llama2_70B_FP8_B64_2048_128,evaluate,scenarios/TRTLLM090_H200_Llama2_70B_FP8_B64_2048_128.yaml
TRTLLM090_H200_Llama2_70B_FP8_B64_2048_2048,evaluate,scenarios/TRTLLM090_H200_Llama2_70B_FP8_B64_2048_2048.yaml
TRTLLM090_H200_Llama2_70B_FP8_TP2_B512_128_2048,evaluate,scenarios/TRTLLM090_H200_Llama2_70B_FP8_TP2_B512_128_2048.yaml
TRTLLM090_H200_Llama2_70B_FP8_TP4_TTFT2048,evaluate,scenarios/TRTLLM090_H200_Llama2_70B_FP8_TP4_TTFT2048.yaml
TRTLLM090_H200_Llama2_7B_FP8_B120_128_2048,evaluate,scenarios/TRTLLM090_H200_Llama2_7B_FP8_B120_128_2048.yaml
TRTLLM090_H200_Llama2_7B_FP8_B56_2048_2048,evaluate,scenarios/TRTLLM090_H200_Llama2_7B_FP8_B56_2048_2048.yaml
TRTLLM090_H200_Llama2_7B_FP8_B64_2048_128,evaluate,scenarios/TRTLLM090_H200_Llama2_7B_FP8_B64_2048_128.yaml
TRTLLM090_H200_Llama2_7B_FP8_B896_128_128,evaluate,scenarios/TRTLLM090_H200_Llama2_7B_FP8_B896_128_128.yaml
TRTLLM090_H200_Llama2_7B_FP8_TTFT2048,evaluate,scenarios/TRTLLM090_H200_Llama2_7B_FP8_TTFT2048.yaml
TRTLLM090_H200_Mistral_7B_FP8_B120_128_2048,evaluate,scenarios/TRTLLM090_H200_Mistral_7B_FP8_B120_128_2048.yaml
TRTLLM090_H200_Mistral_7B_FP8_B56_2048_2048,evaluate,scenarios/TRTLLM090_H200_Mistral_7B_FP8_B56_2048_2048.yaml
TRTLLM090_H200_Mistral_7B_FP8_B64_2048_128,evaluate,scenarios/TRTLLM090_H200_Mistral_7B_FP8_B64_2048_128.yaml
TRTLLM090_H200_Mistral_7B_FP8_B896_128_128,evaluate,scenarios/TRTLLM090_H200_Mistral_7B_FP8_B896_128_128.yaml
TRTLLM090_H200_Mistral_7B_FP8_TTFT2048,evaluate,scenarios/TRTLLM090_H200_Mistral_7B_FP8_TTFT2048.yaml
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_B1024_128_128,evaluate,scenarios/TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_B1024_128_128.yaml
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_B256_128_2048,evaluate,scenarios/TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_B256_128_2048.yaml
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_B64_2048_128,evaluate,scenarios/TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_B64_2048_128.yaml
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_B64_2048_2048,evaluate,scenarios/TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_B64_2048_2048.yaml
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_TTFT128,evaluate,scenarios/TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_TTFT128.yaml
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_TTFT2048,evaluate,scenarios/TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_TTFT2048.yaml
TRTLLM090_L40S_Falcon_180B_FP8_TP8_B256_128_2048,evaluate,scenarios/TRTLLM090_L40S_Falcon_180B_FP8_TP8_B256_128_2048.yaml
TRTLLM090_L40S_Falcon_180B_FP8_TP8_B32_2048_128,evaluate,scenarios/TRTLLM090_L40S_Falcon_180B_FP8_TP8_B32_2048_128.yaml
TRTLLM090_L40S_Falcon_180B_FP8_TP8_B32_2048_2048,evaluate,scenarios/TRTLLM090_L40S_Falcon_180B_FP8_TP8_B32_2048_2048.yaml
TRTLLM090_L40S_Falcon_180B_FP8_TP8_B512_128_128,evaluate,scenarios/TRTLLM090_L40S_Falcon_180B_FP8_TP8_B512_128_128.yaml
TRTLLM090_L40S_Falcon_180B_FP8_TP8_TTFT128,evaluate,scenarios/TRTLLM090_L40S_Falcon_180B_FP8_TP8_TTFT128.yaml
TRTLLM090_L40S_Falcon_180B_FP8_TP8_TTFT2048,evaluate,scenarios/TRTLLM090_L40S_Falcon_180B_FP8_TP8_TTFT2048.yaml
TRTLLM090_L40S_GPTJ_6B_FP8_B32_2048_128,evaluate,scenarios/TRTLLM090_L40S_GPTJ_6B_FP8_B32_2048_128.yaml
TRTLLM090_L40S_GPTJ_6B_FP8_B32_2048_2048,evaluate,scenarios/TRTLLM090_L40S_GPTJ_6B_FP8_B32_2048_2048.yaml
TRTLLM090_L40S_GPTJ_6B_FP8_B512_128_128,evaluate,scenarios/TRTLLM090_L40S_GPTJ_6B_FP8_B512_128_128.yaml
TRTLLM090_L40S_GPTJ_6B_FP8_B64_128_2048,evaluate,scenarios/TRTLLM090_L40S_GPTJ_6B_FP8_B64_128_2048.yaml
TRTLLM090_L40S_GPTJ_6B_FP8_TTFT128,evaluate,scenarios/TRTLLM090_L40S_GPTJ_6B_FP8_TTFT128.yaml
TRTLLM090_L40S_GPTJ_6B_FP8_TTFT2048,evaluate,scenarios/TRTLLM090_L40S_GPTJ_6B_FP8_TTFT2048.yaml
TRTLLM090_L40S_Llama2_70B_FP8_TP2_B16_2048_128,evaluate,scenarios/TRTLLM090_L40S_Llama2_70B_FP8_TP2_B16_2048_128.yaml
TRTLLM090_L40S_Llama2_70B_FP8_TP2_B256_128_128,evaluate,scenarios/TRTLLM090_L40S_Llama2_70B_FP8_TP2_B256_128_128.yaml
TRTLLM090_L40S_Llama2_70B_FP8_TP4_B256_128_2048,evaluate,scenarios/TRTLLM090_L40S_Llama2_70B_FP8_TP4_B256_128_2048.yaml
TRTLLM090_L40S_Llama2_70B_FP8_TP4_B64_2048_2048,evaluate,scenarios/TRTLLM090_L40S_Llama2_70B_FP8_TP4_B64_2048_2048.yaml
TRTLLM090_L40S_Llama2_70B_FP8_TP4_TTFT2048,evaluate,scenarios/TRTLLM090_L40S_Llama2_70B_FP8_TP4_TTFT2048.yaml
TRTLLM090_L40S_Llama2_70B_FP8_TP8_TTFT128,evaluate,scenarios/TRTLLM090_L40S_Llama2_70B_FP8_TP8_TTFT128.yaml
TRTLLM090_L40S_Llama2_7B_FP8_B16_2048_2048,evaluate,scenarios/TRTLLM090_L40S_Llama2_7B_FP8_B16_2048_2048.yaml
TRTLLM090_L40S_Llama2_7B_FP8_B256_128_128,evaluate,scenarios/TRTLLM090_L40S_Llama2_7B_FP8_B256_128_128.yaml
TRTLLM090_L40S_Llama2_7B_FP8_B32_2048_128,evaluate,scenarios/TRTLLM090_L40S_Llama2_7B_FP8_B32_2048_128.yaml
TRTLLM090_L40S_Llama2_7B_FP8_B64_128_2048,evaluate,scenarios/TRTLLM090_L40S_Llama2_7B_FP8_B64_128_2048.yaml
TRTLLM090_L40S_Llama2_7B_FP8_TTFT2048,evaluate,scenarios/TRTLLM090_L40S_Llama2_7B_FP8_TTFT2048.yaml
TRTLLM090_L40S_Mistral_7B_FP8_B120_128_2048,evaluate,scenarios/TRTLLM090_L40S_Mistral_7B_FP8_B120_128_2048.yaml
TRTLLM090_L40S_Mistral_7B_FP8_B56_2048_2048,evaluate,scenarios/TRTLLM090_L40S_Mistral_7B_FP8_B56_2048_2048.yaml
TRTLLM090_L40S_Mistral_7B_FP8_B84_2048_128,evaluate,scenarios/TRTLLM090_L40S_Mistral_7B_FP8_B84_2048_128.yaml
TRTLLM090_L40S_Mistral_7B_FP8_B896_128_128,evaluate,scenarios/TRTLLM090_L40S_Mistral_7B_FP8_B896_128_128.yaml
TRTLLM090_L40S_Mistral_7B_FP8_TTFT128,evaluate,scenarios/TRTLLM090_L40S_Mistral_7B_FP8_TTFT128.yaml
TRTLLM090_L40S_Mistral_7B_FP8_TTFT2048,evaluate,scenarios/TRTLLM090_L40S_Mistral_7B_FP8_TTFT2048.yaml
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_B256_128_128,evaluate,scenarios/TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_B256_128_128.yaml
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_B256_128_2048,evaluate,scenarios/TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_B256_128_2048.yaml
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_B32_2048_2048,evaluate,scenarios/TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_B32_2048_2048.yaml
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_B64_2048_128,evaluate,scenarios/TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_B64_2048_128.yaml
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_TTFT128,evaluate,scenarios/TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_TTFT128.yaml
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_TTFT2048,evaluate,scenarios/TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_TTFT2048.yaml
TRTLLM10_B200_Llama31_405B_FP4_TP4_1000_1000,evaluate,scenarios/TRTLLM10_B200_Llama31_405B_FP4_TP4_1000_1000.yaml
TRTLLM10_B200_Llama31_405B_FP4_TP4_1000_2000,evaluate,scenarios/TRTLLM10_B200_Llama31_405B_FP4_TP4_1000_2000.yaml
TRTLLM10_B200_Llama31_405B_FP4_TP4_128_128,evaluate,scenarios/TRTLLM10_B200_Llama31_405B_FP4_TP4_128_128.yaml
TRTLLM10_B200_Llama31_405B_FP4_TP4_128_2048,evaluate,scenarios/TRTLLM10_B200_Llama31_405B_FP4_TP4_128_2048.yaml
TRTLLM10_B200_Llama31_405B_FP4_TP4_128_4096,evaluate,scenarios/TRTLLM10_B200_Llama31_405B_FP4_TP4_128_4096.yaml
TRTLLM10_B200_Llama31_405B_FP4_TP4_20000_2000,evaluate,scenarios/TRTLLM10_B200_Llama31_405B_FP4_TP4_20000_2000.yaml
TRTLLM10_B200_Llama31_405B_FP4_TP4_2048_128,evaluate,scenarios/TRTLLM10_B200_Llama31_405B_FP4_TP4_2048_128.yaml
TRTLLM10_B200_Llama31_405B_FP4_TP4_2048_2048,evaluate,scenarios/TRTLLM10_B200_Llama31_405B_FP4_TP4_2048_2048.yaml
TRTLLM10_B200_Llama31_405B_FP4_TP4_5000_500,evaluate,scenarios/TRTLLM10_B200_Llama31_405B_FP4_TP4_5000_500.yaml
TRTLLM10_B200_Llama31_405B_FP4_TP4_500_2000,evaluate,scenarios/TRTLLM10_B200_Llama31_405B_FP4_TP4_500_2000.yaml
TRTLLM10_B200_Llama33_70B_FP4_1000_1000,evaluate,scenarios/TRTLLM10_B200_Llama33_70B_FP4_1000_1000.yaml
TRTLLM10_B200_Llama33_70B_FP4_1000_2000,evaluate,scenarios/TRTLLM10_B200_Llama33_70B_FP4_1000_2000.yaml
TRTLLM10_B200_Llama33_70B_FP4_128_128,evaluate,scenarios/TRTLLM10_B200_Llama33_70B_FP4_128_128.yaml
TRTLLM10_B200_Llama33_70B_FP4_128_2048,evaluate,scenarios/TRTLLM10_B200_Llama33_70B_FP4_128_2048.yaml
TRTLLM10_B200_Llama33_70B_FP4_128_4096,evaluate,scenarios/TRTLLM10_B200_Llama33_70B_FP4_128_4096.yaml
TRTLLM10_B200_Llama33_70B_FP4_20000_2000,evaluate,scenarios/TRTLLM10_B200_Llama33_70B_FP4_20000_2000.yaml
TRTLLM10_B200_Llama33_70B_FP4_2048_128,evaluate,scenarios/TRTLLM10_B200_Llama33_70B_FP4_2048_128.yaml
TRTLLM10_B200_Llama33_70B_FP4_2048_2048,evaluate,scenarios/TRTLLM10_B200_Llama33_70B_FP4_2048_2048.yaml
TRTLLM10_B200_Llama33_70B_FP4_5000_500,evaluate,scenarios/TRTLLM10_B200_Llama33_70B_FP4_5000_500.yaml
TRTLLM10_B200_Llama33_70B_FP4_500_2000,evaluate,scenarios/TRTLLM10_B200_Llama33_70B_FP4_500_2000.yaml
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_1000_1000,evaluate,scenarios/TRTLLM10_B200_Llama4_Maverick_FP4_TP8_1000_1000.yaml
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_1000_2000,evaluate,scenarios/TRTLLM10_B200_Llama4_Maverick_FP4_TP8_1000_2000.yaml
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_128_128,evaluate,scenarios/TRTLLM10_B200_Llama4_Maverick_FP4_TP8_128_128.yaml
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_128_2048,evaluate,scenarios/TRTLLM10_B200_Llama4_Maverick_FP4_TP8_128_2048.yaml
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_128_4096,evaluate,scenarios/TRTLLM10_B200_Llama4_Maverick_FP4_TP8_128_4096.yaml
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_20000_2000,evaluate,scenarios/TRTLLM10_B200_Llama4_Maverick_FP4_TP8_20000_2000.yaml
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_2048_128,evaluate,scenarios/TRTLLM10_B200_Llama4_Maverick_FP4_TP8_2048_128.yaml
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_2048_2048,evaluate,scenarios/TRTLLM10_B200_Llama4_Maverick_FP4_TP8_2048_2048.yaml
TRTLLM10_B200_Llama4_Scout_FP4_TP1_1000_1000,evaluate,scenarios/TRTLLM10_B200_Llama4_Scout_FP4_TP1_1000_1000.yaml
TRTLLM10_B200_Llama4_Scout_FP4_TP1_1000_2000,evaluate,scenarios/TRTLLM10_B200_Llama4_Scout_FP4_TP1_1000_2000.yaml
TRTLLM10_B200_Llama4_Scout_FP4_TP1_128_128,evaluate,scenarios/TRTLLM10_B200_Llama4_Scout_FP4_TP1_128_128.yaml
TRTLLM10_B200_Llama4_Scout_FP4_TP1_128_2048,evaluate,scenarios/TRTLLM10_B200_Llama4_Scout_FP4_TP1_128_2048.yaml
TRTLLM10_B200_Llama4_Scout_FP4_TP1_128_4096,evaluate,scenarios/TRTLLM10_B200_Llama4_Scout_FP4_TP1_128_4096.yaml
TRTLLM10_B200_Llama4_Scout_FP4_TP1_20000_2000,evaluate,scenarios/TRTLLM10_B200_Llama4_Scout_FP4_TP1_20000_2000.yaml
TRTLLM10_B200_Llama4_Scout_FP4_TP1_2048_128,evaluate,scenarios/TRTLLM10_B200_Llama4_Scout_FP4_TP1_2048_128.yaml
TRTLLM10_B200_Llama4_Scout_FP4_TP1_2048_2048,evaluate,scenarios/TRTLLM10_B200_Llama4_Scout_FP4_TP1_2048_2048.yaml
TRTLLM10_B200_Llama4_Scout_FP4_TP1_5000_500,evaluate,scenarios/TRTLLM10_B200_Llama4_Scout_FP4_TP1_5000_500.yaml
TRTLLM10_B200_Llama4_Scout_FP4_TP1_500_2000,evaluate,scenarios/TRTLLM10_B200_Llama4_Scout_FP4_TP1_500_2000.yaml
TRTLLM10_B200_Qwen3_235B_FP4_TP8_1000_1000,evaluate,scenarios/TRTLLM10_B200_Qwen3_235B_FP4_TP8_1000_1000.yaml
TRTLLM10_B200_Qwen3_235B_FP4_TP8_1000_2000,evaluate,scenarios/TRTLLM10_B200_Qwen3_235B_FP4_TP8_1000_2000.yaml
TRTLLM10_B200_Qwen3_235B_FP4_TP8_128_128,evaluate,scenarios/TRTLLM10_B200_Qwen3_235B_FP4_TP8_128_128.yaml
TRTLLM10_B200_Qwen3_235B_FP4_TP8_128_2048,evaluate,scenarios/TRTLLM10_B200_Qwen3_235B_FP4_TP8_128_2048.yaml
TRTLLM10_B200_Qwen3_235B_FP4_TP8_128_4096,evaluate,scenarios/TRTLLM10_B200_Qwen3_235B_FP4_TP8_128_4096.yaml
TRTLLM10_B200_Qwen3_235B_FP4_TP8_20000_2000,evaluate,scenarios/TRTLLM10_B200_Qwen3_235B_FP4_TP8_20000_2000.yaml
TRTLLM10_B200_Qwen3_235B_FP4_TP8_2048_128,evaluate,scenarios/TRTLLM10_B200_Qwen3_235B_FP4_TP8_2048_128.yaml
TRTLLM10_B200_Qwen3_235B_FP4_TP8_2048_2048,evaluate,scenarios/TRTLLM10_B200_Qwen3_235B_FP4_TP8_2048_2048.yaml
TRTLLM10_B200_Qwen3_235B_FP4_TP8_5000_500,evaluate,scenarios/TRTLLM10_B200_Qwen3_235B_FP4_TP8_5000_500.yaml
TRTLLM10_B200_Qwen3_235B_FP4_TP8_500_2000,evaluate,scenarios/TRTLLM10_B200_Qwen3_235B_FP4_TP8_500_2000.yaml
TRTLLM10_B200_Qwen3_30B_FP4_TP1_1000_1000,evaluate,scenarios/TRTLLM10_B200_Qwen3_30B_FP4_TP1_1000_1000.yaml
TRTLLM10_B200_Qwen3_30B_FP4_TP1_1000_2000,evaluate,scenarios/TRTLLM10_B200_Qwen3_30B_FP4_TP1_1000_2000.yaml
TRTLLM10_B200_Qwen3_30B_FP4_TP1_128_128,evaluate,scenarios/TRTLLM10_B200_Qwen3_30B_FP4_TP1_128_128.yaml
TRTLLM10_B200_Qwen3_30B_FP4_TP1_128_2048,evaluate,scenarios/TRTLLM10_B200_Qwen3_30B_FP4_TP1_128_2048.yaml
TRTLLM10_B200_Qwen3_30B_FP4_TP1_128_4096,evaluate,scenarios/TRTLLM10_B200_Qwen3_30B_FP4_TP1_128_4096.yaml
TRTLLM10_B200_Qwen3_30B_FP4_TP1_20000_2000,evaluate,scenarios/TRTLLM10_B200_Qwen3_30B_FP4_TP1_20000_2000.yaml
TRTLLM10_B200_Qwen3_30B_FP4_TP1_2048_128,evaluate,scenarios/TRTLLM10_B200_Qwen3_30B_FP4_TP1_2048_128.yaml
TRTLLM10_B200_Qwen3_30B_FP4_TP1_2048_2048,evaluate,scenarios/TRTLLM10_B200_Qwen3_30B_FP4_TP1_2048_2048.yaml
TRTLLM10_B200_Qwen3_30B_FP4_TP1_5000_500,evaluate,scenarios/TRTLLM10_B200_Qwen3_30B_FP4_TP1_5000_500.yaml
TRTLLM10_B200_Qwen3_30B_FP4_TP1_500_2000,evaluate,scenarios/TRTLLM10_B200_Qwen3_30B_FP4_TP1_500_2000.yaml
TRTLLM10_GB200_Llama31_405B_FP4_TP4_1000_1000,evaluate,scenarios/TRTLLM10_GB200_Llama31_405B_FP4_TP4_1000_1000.yaml
TRTLLM10_GB200_Llama31_405B_FP4_TP4_1000_2000,evaluate,scenarios/TRTLLM10_GB200_Llama31_405B_FP4_TP4_1000_2000.yaml
TRTLLM10_GB200_Llama31_405B_FP4_TP4_128_128,evaluate,scenarios/TRTLLM10_GB200_Llama31_405B_FP4_TP4_128_128.yaml
TRTLLM10_GB200_Llama31_405B_FP4_TP4_128_2048,evaluate,scenarios/TRTLLM10_GB200_Llama31_405B_FP4_TP4_128_2048.yaml
TRTLLM10_GB200_Llama31_405B_FP4_TP4_128_4096,evaluate,scenarios/TRTLLM10_GB200_Llama31_405B_FP4_TP4_128_4096.yaml
TRTLLM10_GB200_Llama31_405B_FP4_TP4_20000_2000,evaluate,scenarios/TRTLLM10_GB200_Llama31_405B_FP4_TP4_20000_2000.yaml
TRTLLM10_GB200_Llama31_405B_FP4_TP4_2048_128,evaluate,scenarios/TRTLLM10_GB200_Llama31_405B_FP4_TP4_2048_128.yaml
TRTLLM10_GB200_Llama31_405B_FP4_TP4_2048_2048,evaluate,scenarios/TRTLLM10_GB200_Llama31_405B_FP4_TP4_2048_2048.yaml
TRTLLM10_GB200_Llama31_405B_FP4_TP4_5000_500,evaluate,scenarios/TRTLLM10_GB200_Llama31_405B_FP4_TP4_5000_500.yaml
TRTLLM10_GB200_Llama31_405B_FP4_TP4_500_2000,evaluate,scenarios/TRTLLM10_GB200_Llama31_405B_FP4_TP4_500_2000.yaml
TRTLLM10_GB200_Llama33_70B_FP4_1000_1000,evaluate,scenarios/TRTLLM10_GB200_Llama33_70B_FP4_1000_1000.yaml
TRTLLM10_GB200_Llama33_70B_FP4_1000_2000,evaluate,scenarios/TRTLLM10_GB200_Llama33_70B_FP4_1000_2000.yaml
TRTLLM10_GB200_Llama33_70B_FP4_128_128,evaluate,scenarios/TRTLLM10_GB200_Llama33_70B_FP4_128_128.yaml
TRTLLM10_GB200_Llama33_70B_FP4_128_2048,evaluate,scenarios/TRTLLM10_GB200_Llama33_70B_FP4_128_2048.yaml
TRTLLM10_GB200_Llama33_70B_FP4_128_4096,evaluate,scenarios/TRTLLM10_GB200_Llama33_70B_FP4_128_4096.yaml
TRTLLM10_GB200_Llama33_70B_FP4_20000_2000,evaluate,scenarios/TRTLLM10_GB200_Llama33_70B_FP4_20000_2000.yaml
TRTLLM10_GB200_Llama33_70B_FP4_2048_128,evaluate,scenarios/TRTLLM10_GB200_Llama33_70B_FP4_2048_128.yaml
TRTLLM10_GB200_Llama33_70B_FP4_2048_2048,evaluate,scenarios/TRTLLM10_GB200_Llama33_70B_FP4_2048_2048.yaml
TRTLLM10_GB200_Llama33_70B_FP4_5000_500,evaluate,scenarios/TRTLLM10_GB200_Llama33_70B_FP4_5000_500.yaml
TRTLLM10_GB200_Llama33_70B_FP4_500_2000,evaluate,scenarios/TRTLLM10_GB200_Llama33_70B_FP4_500_2000.yaml
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_1000_1000,evaluate,scenarios/TRTLLM10_GB200_Llama4_Scout_FP4_TP1_1000_1000.yaml
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_1000_2000,evaluate,scenarios/TRTLLM10_GB200_Llama4_Scout_FP4_TP1_1000_2000.yaml
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_128_128,evaluate,scenarios/TRTLLM10_GB200_Llama4_Scout_FP4_TP1_128_128.yaml
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_128_2048,evaluate,scenarios/TRTLLM10_GB200_Llama4_Scout_FP4_TP1_128_2048.yaml
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_128_4096,evaluate,scenarios/TRTLLM10_GB200_Llama4_Scout_FP4_TP1_128_4096.yaml
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_20000_2000,evaluate,scenarios/TRTLLM10_GB200_Llama4_Scout_FP4_TP1_20000_2000.yaml
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_2048_128,evaluate,scenarios/TRTLLM10_GB200_Llama4_Scout_FP4_TP1_2048_128.yaml
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_2048_2048,evaluate,scenarios/TRTLLM10_GB200_Llama4_Scout_FP4_TP1_2048_2048.yaml
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_5000_500,evaluate,scenarios/TRTLLM10_GB200_Llama4_Scout_FP4_TP1_5000_500.yaml
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_500_2000,evaluate,scenarios/TRTLLM10_GB200_Llama4_Scout_FP4_TP1_500_2000.yaml
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_1000_1000,evaluate,scenarios/TRTLLM10_GB200_Qwen3_30B_FP4_TP1_1000_1000.yaml
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_1000_2000,evaluate,scenarios/TRTLLM10_GB200_Qwen3_30B_FP4_TP1_1000_2000.yaml
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_128_128,evaluate,scenarios/TRTLLM10_GB200_Qwen3_30B_FP4_TP1_128_128.yaml
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_128_2048,evaluate,scenarios/TRTLLM10_GB200_Qwen3_30B_FP4_TP1_128_2048.yaml
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_128_4096,evaluate,scenarios/TRTLLM10_GB200_Qwen3_30B_FP4_TP1_128_4096.yaml
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_20000_2000,evaluate,scenarios/TRTLLM10_GB200_Qwen3_30B_FP4_TP1_20000_2000.yaml
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_2048_128,evaluate,scenarios/TRTLLM10_GB200_Qwen3_30B_FP4_TP1_2048_128.yaml
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_2048_2048,evaluate,scenarios/TRTLLM10_GB200_Qwen3_30B_FP4_TP1_2048_2048.yaml
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_5000_500,evaluate,scenarios/TRTLLM10_GB200_Qwen3_30B_FP4_TP1_5000_500.yaml
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_500_2000,evaluate,scenarios/TRTLLM10_GB200_Qwen3_30B_FP4_TP1_500_2000.yaml
TRTLLM10_H100_Llama31_405B_FP8_TP8_1000_1000,evaluate,scenarios/TRTLLM10_H100_Llama31_405B_FP8_TP8_1000_1000.yaml
TRTLLM10_H100_Llama31_405B_FP8_TP8_1000_2000,evaluate,scenarios/TRTLLM10_H100_Llama31_405B_FP8_TP8_1000_2000.yaml
TRTLLM10_H100_Llama31_405B_FP8_TP8_128_128,evaluate,scenarios/TRTLLM10_H100_Llama31_405B_FP8_TP8_128_128.yaml
TRTLLM10_H100_Llama31_405B_FP8_TP8_128_2048,evaluate,scenarios/TRTLLM10_H100_Llama31_405B_FP8_TP8_128_2048.yaml
TRTLLM10_H100_Llama31_405B_FP8_TP8_128_4096,evaluate,scenarios/TRTLLM10_H100_Llama31_405B_FP8_TP8_128_4096.yaml
TRTLLM10_H100_Llama31_405B_FP8_TP8_20000_2000,evaluate,scenarios/TRTLLM10_H100_Llama31_405B_FP8_TP8_20000_2000.yaml
TRTLLM10_H100_Llama31_405B_FP8_TP8_2048_128,evaluate,scenarios/TRTLLM10_H100_Llama31_405B_FP8_TP8_2048_128.yaml
TRTLLM10_H100_Llama31_405B_FP8_TP8_2048_2048,evaluate,scenarios/TRTLLM10_H100_Llama31_405B_FP8_TP8_2048_2048.yaml
TRTLLM10_H100_Llama31_405B_FP8_TP8_5000_500,evaluate,scenarios/TRTLLM10_H100_Llama31_405B_FP8_TP8_5000_500.yaml
TRTLLM10_H100_Llama31_405B_FP8_TP8_500_2000,evaluate,scenarios/TRTLLM10_H100_Llama31_405B_FP8_TP8_500_2000.yaml
TRTLLM10_H100_Llama31_8B_FP8_1000_1000,evaluate,scenarios/TRTLLM10_H100_Llama31_8B_FP8_1000_1000.yaml
TRTLLM10_H100_Llama31_8B_FP8_1000_2000,evaluate,scenarios/TRTLLM10_H100_Llama31_8B_FP8_1000_2000.yaml
TRTLLM10_H100_Llama31_8B_FP8_128_128,evaluate,scenarios/TRTLLM10_H100_Llama31_8B_FP8_128_128.yaml
TRTLLM10_H100_Llama31_8B_FP8_128_2048,evaluate,scenarios/TRTLLM10_H100_Llama31_8B_FP8_128_2048.yaml
TRTLLM10_H100_Llama31_8B_FP8_128_4096,evaluate,scenarios/TRTLLM10_H100_Llama31_8B_FP8_128_4096.yaml
TRTLLM10_H100_Llama31_8B_FP8_20000_2000,evaluate,scenarios/TRTLLM10_H100_Llama31_8B_FP8_20000_2000.yaml
TRTLLM10_H100_Llama31_8B_FP8_2048_128,evaluate,scenarios/TRTLLM10_H100_Llama31_8B_FP8_2048_128.yaml
TRTLLM10_H100_Llama31_8B_FP8_2048_2048,evaluate,scenarios/TRTLLM10_H100_Llama31_8B_FP8_2048_2048.yaml
TRTLLM10_H100_Llama31_8B_FP8_5000_500,evaluate,scenarios/TRTLLM10_H100_Llama31_8B_FP8_5000_500.yaml
TRTLLM10_H100_Llama31_8B_FP8_500_2000,evaluate,scenarios/TRTLLM10_H100_Llama31_8B_FP8_500_2000.yaml
TRTLLM10_H100_Llama33_70B_FP8_TP2_1000_1000,evaluate,scenarios/TRTLLM10_H100_Llama33_70B_FP8_TP2_1000_1000.yaml
TRTLLM10_H100_Llama33_70B_FP8_TP2_1000_2000,evaluate,scenarios/TRTLLM10_H100_Llama33_70B_FP8_TP2_1000_2000.yaml
TRTLLM10_H100_Llama33_70B_FP8_TP2_128_128,evaluate,scenarios/TRTLLM10_H100_Llama33_70B_FP8_TP2_128_128.yaml
TRTLLM10_H100_Llama33_70B_FP8_TP2_128_2048,evaluate,scenarios/TRTLLM10_H100_Llama33_70B_FP8_TP2_128_2048.yaml
TRTLLM10_H100_Llama33_70B_FP8_TP2_128_4096,evaluate,scenarios/TRTLLM10_H100_Llama33_70B_FP8_TP2_128_4096.yaml
TRTLLM10_H100_Llama33_70B_FP8_TP2_20000_2000,evaluate,scenarios/TRTLLM10_H100_Llama33_70B_FP8_TP2_20000_2000.yaml
TRTLLM10_H100_Llama33_70B_FP8_TP2_2048_128,evaluate,scenarios/TRTLLM10_H100_Llama33_70B_FP8_TP2_2048_128.yaml
TRTLLM10_H100_Llama33_70B_FP8_TP2_2048_2048,evaluate,scenarios/TRTLLM10_H100_Llama33_70B_FP8_TP2_2048_2048.yaml
TRTLLM10_H100_Llama33_70B_FP8_TP2_5000_500,evaluate,scenarios/TRTLLM10_H100_Llama33_70B_FP8_TP2_5000_500.yaml
TRTLLM10_H100_Llama33_70B_FP8_TP2_500_2000,evaluate,scenarios/TRTLLM10_H100_Llama33_70B_FP8_TP2_500_2000.yaml
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_1000_1000,evaluate,scenarios/TRTLLM10_H100_Llama4_Maverick_FP8_TP8_1000_1000.yaml
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_1000_2000,evaluate,scenarios/TRTLLM10_H100_Llama4_Maverick_FP8_TP8_1000_2000.yaml
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_128_2048,evaluate,scenarios/TRTLLM10_H100_Llama4_Maverick_FP8_TP8_128_2048.yaml
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_128_4096,evaluate,scenarios/TRTLLM10_H100_Llama4_Maverick_FP8_TP8_128_4096.yaml
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_2048_2048,evaluate,scenarios/TRTLLM10_H100_Llama4_Maverick_FP8_TP8_2048_2048.yaml
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_5000_500,evaluate,scenarios/TRTLLM10_H100_Llama4_Maverick_FP8_TP8_5000_500.yaml
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_500_2000,evaluate,scenarios/TRTLLM10_H100_Llama4_Maverick_FP8_TP8_500_2000.yaml
TRTLLM10_H100_Llama4_Scout_FP8_TP4_1000_1000,evaluate,scenarios/TRTLLM10_H100_Llama4_Scout_FP8_TP4_1000_1000.yaml
TRTLLM10_H100_Llama4_Scout_FP8_TP4_1000_2000,evaluate,scenarios/TRTLLM10_H100_Llama4_Scout_FP8_TP4_1000_2000.yaml
TRTLLM10_H100_Llama4_Scout_FP8_TP4_128_2048,evaluate,scenarios/TRTLLM10_H100_Llama4_Scout_FP8_TP4_128_2048.yaml
TRTLLM10_H100_Llama4_Scout_FP8_TP4_128_4096,evaluate,scenarios/TRTLLM10_H100_Llama4_Scout_FP8_TP4_128_4096.yaml
TRTLLM10_H100_Llama4_Scout_FP8_TP4_2048_128,evaluate,scenarios/TRTLLM10_H100_Llama4_Scout_FP8_TP4_2048_128.yaml
TRTLLM10_H100_Llama4_Scout_FP8_TP4_2048_2048,evaluate,scenarios/TRTLLM10_H100_Llama4_Scout_FP8_TP4_2048_2048.yaml
TRTLLM10_H100_Llama4_Scout_FP8_TP4_5000_500,evaluate,scenarios/TRTLLM10_H100_Llama4_Scout_FP8_TP4_5000_500.yaml
TRTLLM10_H100_Llama4_Scout_FP8_TP4_500_2000,evaluate,scenarios/TRTLLM10_H100_Llama4_Scout_FP8_TP4_500_2000.yaml
TRTLLM10_H100_Qwen3_235B_FP8_TP8_1000_1000,evaluate,scenarios/TRTLLM10_H100_Qwen3_235B_FP8_TP8_1000_1000.yaml
TRTLLM10_H100_Qwen3_235B_FP8_TP8_1000_2000,evaluate,scenarios/TRTLLM10_H100_Qwen3_235B_FP8_TP8_1000_2000.yaml
TRTLLM10_H100_Qwen3_235B_FP8_TP8_128_2048,evaluate,scenarios/TRTLLM10_H100_Qwen3_235B_FP8_TP8_128_2048.yaml
TRTLLM10_H100_Qwen3_235B_FP8_TP8_128_4096,evaluate,scenarios/TRTLLM10_H100_Qwen3_235B_FP8_TP8_128_4096.yaml
TRTLLM10_H100_Qwen3_235B_FP8_TP8_2048_2048,evaluate,scenarios/TRTLLM10_H100_Qwen3_235B_FP8_TP8_2048_2048.yaml
TRTLLM10_H100_Qwen3_235B_FP8_TP8_5000_500,evaluate,scenarios/TRTLLM10_H100_Qwen3_235B_FP8_TP8_5000_500.yaml
TRTLLM10_H100_Qwen3_235B_FP8_TP8_500_2000,evaluate,scenarios/TRTLLM10_H100_Qwen3_235B_FP8_TP8_500_2000.yaml
TRTLLM10_H200_Llama31_405B_FP8_TP8_1000_1000,evaluate,scenarios/TRTLLM10_H200_Llama31_405B_FP8_TP8_1000_1000.yaml
TRTLLM10_H200_Llama31_405B_FP8_TP8_1000_2000,evaluate,scenarios/TRTLLM10_H200_Llama31_405B_FP8_TP8_1000_2000.yaml
TRTLLM10_H200_Llama31_405B_FP8_TP8_128_128,evaluate,scenarios/TRTLLM10_H200_Llama31_405B_FP8_TP8_128_128.yaml
TRTLLM10_H200_Llama31_405B_FP8_TP8_128_2048,evaluate,scenarios/TRTLLM10_H200_Llama31_405B_FP8_TP8_128_2048.yaml
TRTLLM10_H200_Llama31_405B_FP8_TP8_128_4096,evaluate,scenarios/TRTLLM10_H200_Llama31_405B_FP8_TP8_128_4096.yaml
TRTLLM10_H200_Llama31_405B_FP8_TP8_20000_2000,evaluate,scenarios/TRTLLM10_H200_Llama31_405B_FP8_TP8_20000_2000.yaml
TRTLLM10_H200_Llama31_405B_FP8_TP8_2048_128,evaluate,scenarios/TRTLLM10_H200_Llama31_405B_FP8_TP8_2048_128.yaml
TRTLLM10_H200_Llama31_405B_FP8_TP8_2048_2048,evaluate,scenarios/TRTLLM10_H200_Llama31_405B_FP8_TP8_2048_2048.yaml
TRTLLM10_H200_Llama31_405B_FP8_TP8_5000_500,evaluate,scenarios/TRTLLM10_H200_Llama31_405B_FP8_TP8_5000_500.yaml
TRTLLM10_H200_Llama31_405B_FP8_TP8_500_2000,evaluate,scenarios/TRTLLM10_H200_Llama31_405B_FP8_TP8_500_2000.yaml
TRTLLM10_H200_Llama31_8B_FP8_1000_1000,evaluate,scenarios/TRTLLM10_H200_Llama31_8B_FP8_1000_1000.yaml
TRTLLM10_H200_Llama31_8B_FP8_1000_2000,evaluate,scenarios/TRTLLM10_H200_Llama31_8B_FP8_1000_2000.yaml
TRTLLM10_H200_Llama31_8B_FP8_128_128,evaluate,scenarios/TRTLLM10_H200_Llama31_8B_FP8_128_128.yaml
TRTLLM10_H200_Llama31_8B_FP8_128_2048,evaluate,scenarios/TRTLLM10_H200_Llama31_8B_FP8_128_2048.yaml
TRTLLM10_H200_Llama31_8B_FP8_128_4096,evaluate,scenarios/TRTLLM10_H200_Llama31_8B_FP8_128_4096.yaml
TRTLLM10_H200_Llama31_8B_FP8_20000_2000,evaluate,scenarios/TRTLLM10_H200_Llama31_8B_FP8_20000_2000.yaml
TRTLLM10_H200_Llama31_8B_FP8_2048_128,evaluate,scenarios/TRTLLM10_H200_Llama31_8B_FP8_2048_128.yaml
TRTLLM10_H200_Llama31_8B_FP8_2048_2048,evaluate,scenarios/TRTLLM10_H200_Llama31_8B_FP8_2048_2048.yaml
TRTLLM10_H200_Llama31_8B_FP8_5000_500,evaluate,scenarios/TRTLLM10_H200_Llama31_8B_FP8_5000_500.yaml
TRTLLM10_H200_Llama31_8B_FP8_500_2000,evaluate,scenarios/TRTLLM10_H200_Llama31_8B_FP8_500_2000.yaml
TRTLLM10_H200_Llama33_70B_FP8_1000_1000,evaluate,scenarios/TRTLLM10_H200_Llama33_70B_FP8_1000_1000.yaml
TRTLLM10_H200_Llama33_70B_FP8_1000_2000,evaluate,scenarios/TRTLLM10_H200_Llama33_70B_FP8_1000_2000.yaml
TRTLLM10_H200_Llama33_70B_FP8_128_128,evaluate,scenarios/TRTLLM10_H200_Llama33_70B_FP8_128_128.yaml
TRTLLM10_H200_Llama33_70B_FP8_128_2048,evaluate,scenarios/TRTLLM10_H200_Llama33_70B_FP8_128_2048.yaml
TRTLLM10_H200_Llama33_70B_FP8_128_4096,evaluate,scenarios/TRTLLM10_H200_Llama33_70B_FP8_128_4096.yaml
TRTLLM10_H200_Llama33_70B_FP8_20000_2000,evaluate,scenarios/TRTLLM10_H200_Llama33_70B_FP8_20000_2000.yaml
TRTLLM10_H200_Llama33_70B_FP8_2048_128,evaluate,scenarios/TRTLLM10_H200_Llama33_70B_FP8_2048_128.yaml
TRTLLM10_H200_Llama33_70B_FP8_2048_2048,evaluate,scenarios/TRTLLM10_H200_Llama33_70B_FP8_2048_2048.yaml
TRTLLM10_H200_Llama33_70B_FP8_5000_500,evaluate,scenarios/TRTLLM10_H200_Llama33_70B_FP8_5000_500.yaml
TRTLLM10_H200_Llama33_70B_FP8_500_2000,evaluate,scenarios/TRTLLM10_H200_Llama33_70B_FP8_500_2000.yaml
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_1000_1000,evaluate,scenarios/TRTLLM10_H200_Llama4_Maverick_FP8_TP8_1000_1000.yaml
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_1000_2000,evaluate,scenarios/TRTLLM10_H200_Llama4_Maverick_FP8_TP8_1000_2000.yaml
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_128_128,evaluate,scenarios/TRTLLM10_H200_Llama4_Maverick_FP8_TP8_128_128.yaml
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_128_2048,evaluate,scenarios/TRTLLM10_H200_Llama4_Maverick_FP8_TP8_128_2048.yaml
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_128_4096,evaluate,scenarios/TRTLLM10_H200_Llama4_Maverick_FP8_TP8_128_4096.yaml
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_20000_2000,evaluate,scenarios/TRTLLM10_H200_Llama4_Maverick_FP8_TP8_20000_2000.yaml
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_2048_128,evaluate,scenarios/TRTLLM10_H200_Llama4_Maverick_FP8_TP8_2048_128.yaml
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_2048_2048,evaluate,scenarios/TRTLLM10_H200_Llama4_Maverick_FP8_TP8_2048_2048.yaml
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_5000_500,evaluate,scenarios/TRTLLM10_H200_Llama4_Maverick_FP8_TP8_5000_500.yaml
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_500_2000,evaluate,scenarios/TRTLLM10_H200_Llama4_Maverick_FP8_TP8_500_2000.yaml
TRTLLM10_H200_Llama4_Scout_FP8_TP4_1000_1000,evaluate,scenarios/TRTLLM10_H200_Llama4_Scout_FP8_TP4_1000_1000.yaml
TRTLLM10_H200_Llama4_Scout_FP8_TP4_1000_2000,evaluate,scenarios/TRTLLM10_H200_Llama4_Scout_FP8_TP4_1000_2000.yaml
TRTLLM10_H200_Llama4_Scout_FP8_TP4_128_128,evaluate,scenarios/TRTLLM10_H200_Llama4_Scout_FP8_TP4_128_128.yaml
TRTLLM10_H200_Llama4_Scout_FP8_TP4_128_2048,evaluate,scenarios/TRTLLM10_H200_Llama4_Scout_FP8_TP4_128_2048.yaml
TRTLLM10_H200_Llama4_Scout_FP8_TP4_128_4096,evaluate,scenarios/TRTLLM10_H200_Llama4_Scout_FP8_TP4_128_4096.yaml
TRTLLM10_H200_Llama4_Scout_FP8_TP4_20000_2000,evaluate,scenarios/TRTLLM10_H200_Llama4_Scout_FP8_TP4_20000_2000.yaml
TRTLLM10_H200_Llama4_Scout_FP8_TP4_2048_128,evaluate,scenarios/TRTLLM10_H200_Llama4_Scout_FP8_TP4_2048_128.yaml
TRTLLM10_H200_Llama4_Scout_FP8_TP4_2048_2048,evaluate,scenarios/TRTLLM10_H200_Llama4_Scout_FP8_TP4_2048_2048.yaml
TRTLLM10_H200_Llama4_Scout_FP8_TP4_5000_500,evaluate,scenarios/TRTLLM10_H200_Llama4_Scout_FP8_TP4_5000_500.yaml
TRTLLM10_H200_Llama4_Scout_FP8_TP4_500_2000,evaluate,scenarios/TRTLLM10_H200_Llama4_Scout_FP8_TP4_500_2000.yaml
TRTLLM10_H200_Qwen3_235B_FP8_TP8_1000_1000,evaluate,scenarios/TRTLLM10_H200_Qwen3_235B_FP8_TP8_1000_1000.yaml
TRTLLM10_H200_Qwen3_235B_FP8_TP8_1000_2000,evaluate,scenarios/TRTLLM10_H200_Qwen3_235B_FP8_TP8_1000_2000.yaml
TRTLLM10_H200_Qwen3_235B_FP8_TP8_128_128,evaluate,scenarios/TRTLLM10_H200_Qwen3_235B_FP8_TP8_128_128.yaml
TRTLLM10_H200_Qwen3_235B_FP8_TP8_128_2048,evaluate,scenarios/TRTLLM10_H200_Qwen3_235B_FP8_TP8_128_2048.yaml
TRTLLM10_H200_Qwen3_235B_FP8_TP8_128_4096,evaluate,scenarios/TRTLLM10_H200_Qwen3_235B_FP8_TP8_128_4096.yaml
TRTLLM10_H200_Qwen3_235B_FP8_TP8_20000_2000,evaluate,scenarios/TRTLLM10_H200_Qwen3_235B_FP8_TP8_20000_2000.yaml
TRTLLM10_H200_Qwen3_235B_FP8_TP8_2048_128,evaluate,scenarios/TRTLLM10_H200_Qwen3_235B_FP8_TP8_2048_128.yaml
TRTLLM10_H200_Qwen3_235B_FP8_TP8_2048_2048,evaluate,scenarios/TRTLLM10_H200_Qwen3_235B_FP8_TP8_2048_2048.yaml
TRTLLM10_H200_Qwen3_235B_FP8_TP8_5000_500,evaluate,scenarios/TRTLLM10_H200_Qwen3_235B_FP8_TP8_5000_500.yaml
TRTLLM10_H200_Qwen3_235B_FP8_TP8_500_2000,evaluate,scenarios/TRTLLM10_H200_Qwen3_235B_FP8_TP8_500_2000.yaml
TRTLLM_A100_Llama2_70B_FP16_TP4_TTFT128,evaluate,scenarios/TRTLLM_A100_Llama2_70B_FP16_TP4_TTFT128.yaml
TRTLLM_A100_Llama2_7B_FP16_TTFT128,evaluate,scenarios/TRTLLM_A100_Llama2_7B_FP16_TTFT128.yaml
TRTLLM_A100_Mistral_7B_FP16_TTFT128,evaluate,scenarios/TRTLLM_A100_Mistral_7B_FP16_TTFT128.yaml
TRTLLM_H100_Llama2_7B_FP8_B896,evaluate,scenarios/TRTLLM_H100_Llama2_7B_FP8_B896.yaml
TRTLLM_H100_Llama2_7B_FP8_TTFT2048,evaluate,scenarios/TRTLLM_H100_Llama2_7B_FP8_TTFT2048.yaml
TRTLLM_H100_Mistral_7B_FP8_TTFT128,evaluate,scenarios/TRTLLM_H100_Mistral_7B_FP8_TTFT128.yaml
TRTLLM_H200_Llama2_70B_FP8_TP4_TTFT128,evaluate,scenarios/TRTLLM_H200_Llama2_70B_FP8_TP4_TTFT128.yaml
TRTLLM_H200_Llama2_7B_FP8_TTFT128,evaluate,scenarios/TRTLLM_H200_Llama2_7B_FP8_TTFT128.yaml
TRTLLM_H200_Mistral_7B_FP8_TTFT128,evaluate,scenarios/TRTLLM_H200_Mistral_7B_FP8_TTFT128.yaml
TRTLLM_L40S_Llama2_7B_FP8_TTFT128,evaluate,scenarios/TRTLLM_L40S_Llama2_7B_FP8_TTFT128.yaml
TinySensor,application,scenarios/TinySensor.yaml
Torchtitan_Llama31_405B_1F1B,evaluate,scenarios/Torchtitan_Llama31_405B_1F1B.yaml
Torchtitan_Llama31_405B_4D_cp1_32k,evaluate,scenarios/Torchtitan_Llama31_405B_4D_cp1_32k.yaml
Torchtitan_Llama31_405B_4D_cp2_64k,evaluate,scenarios/Torchtitan_Llama31_405B_4D_cp2_64k.yaml
Torchtitan_Llama31_405B_4D_cp4_128k,evaluate,scenarios/Torchtitan_Llama31_405B_4D_cp4_128k.yaml
Torchtitan_Llama31_405B_4D_cp8_256k,evaluate,scenarios/Torchtitan_Llama31_405B_4D_cp8_256k.yaml
Torchtitan_Llama31_405B_interleaved,evaluate,scenarios/Torchtitan_Llama31_405B_interleaved.yaml
Torchtitan_Llama31_70B_2D,evaluate,scenarios/Torchtitan_Llama31_70B_2D.yaml
Torchtitan_Llama31_70B_2D_asyncTP,evaluate,scenarios/Torchtitan_Llama31_70B_2D_asyncTP.yaml
Torchtitan_Llama31_8B_128gpu_bf16,evaluate,scenarios/Torchtitan_Llama31_8B_128gpu_bf16.yaml
Torchtitan_Llama31_8B_128gpu_fp8,evaluate,scenarios/Torchtitan_Llama31_8B_128gpu_fp8.yaml
Torchtitan_Llama31_8B_32k,evaluate,scenarios/Torchtitan_Llama31_8B_32k.yaml
Torchtitan_Llama31_8B_bf16,evaluate,scenarios/Torchtitan_Llama31_8B_bf16.yaml
Torchtitan_Llama31_8B_cp2_64k,evaluate,scenarios/Torchtitan_Llama31_8B_cp2_64k.yaml
Torchtitan_Llama31_8B_cp4_128k,evaluate,scenarios/Torchtitan_Llama31_8B_cp4_128k.yaml
Torchtitan_Llama31_8B_cp8_256k,evaluate,scenarios/Torchtitan_Llama31_8B_cp8_256k.yaml
Torchtitan_Llama31_8B_fp8,evaluate,scenarios/Torchtitan_Llama31_8B_fp8.yaml
TrainingMemory7B_ZeRO3,evaluate,scenarios/TrainingMemory7B_ZeRO3.yaml
vLLM060_A100_Llama31_8B_Offline,evaluate,scenarios/vLLM060_A100_Llama31_8B_Offline.yaml
vLLM060_A100_Llama31_8B_RPS4,evaluate,scenarios/vLLM060_A100_Llama31_8B_RPS4.yaml
vLLM060_A100_Llama31_8B_RPS8,evaluate,scenarios/vLLM060_A100_Llama31_8B_RPS8.yaml
vLLM060_H100x4_Llama31_70B_Offline,evaluate,scenarios/vLLM060_H100x4_Llama31_70B_Offline.yaml
vLLM060_H100x4_Llama31_70B_RPS4,evaluate,scenarios/vLLM060_H100x4_Llama31_70B_RPS4.yaml
vLLM060_H100x4_Llama31_70B_RPS8,evaluate,scenarios/vLLM060_H100x4_Llama31_70B_RPS8.yaml
vLLMOCI_MI300Xx8_Llama31_405B_FP8_B1,evaluate,scenarios/vLLMOCI_MI300Xx8_Llama31_405B_FP8_B1.yaml
vLLMOCI_MI300Xx8_Llama31_405B_FP8_B128,evaluate,scenarios/vLLMOCI_MI300Xx8_Llama31_405B_FP8_B128.yaml
vLLMOCI_MI300Xx8_Llama31_405B_FP8_B256,evaluate,scenarios/vLLMOCI_MI300Xx8_Llama31_405B_FP8_B256.yaml
vLLMOCI_MI300Xx8_Llama31_405B_FP8_B64,evaluate,scenarios/vLLMOCI_MI300Xx8_Llama31_405B_FP8_B64.yaml
vLLMOCI_MI300Xx8_Llama31_405B_FP8_B8,evaluate,scenarios/vLLMOCI_MI300Xx8_Llama31_405B_FP8_B8.yaml
# TYPE lists one type only.
$ mlsys scenario list application --columns name,expectations
name                     expectations
AutonomousVehicle                   4
AutonomousVehicle_Waymo             3
ChatbotServing                      4
FrontierTraining                    5
KeywordSpotting                     4
LocalTraining                       4
MobileAssistant                     4
MobileHealth                        4
SmartDoorbell                       4
TinySensor                          4
$ mlsys scenario list evaluat
! mlsys scenario list: TYPE: unknown value 'evaluat'; did you mean 'evaluate'? (one of parameter-bandwidth-growth, evaluate, application)
? 2
