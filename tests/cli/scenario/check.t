# Every expectation of every shipped scenario holds (this is the test suite's
# `scenario check`); one row per scenario, the summary as a note.
$ mlsys scenario check
scenario                                                type                        expectations  passed  failed
AmdahlSpeedup                                           evaluate                               2       2       0
AutonomousVehicle                                       application                            4       4       0
AutonomousVehicle_Waymo                                 application                            3       3       0
BLOOM176B_prod_t4_b2                                    evaluate                               1       1       0
BLOOM176B_t4_b2                                         evaluate                               2       2       0
BLOOM176B_t4_b4                                         evaluate                               2       2       0
BLOOM176B_t8_b2                                         evaluate                               2       2       0
BLOOM181B_0221_t8_p12_d4_b1                             evaluate                               2       2       0
BLOOM181B_0221_t8_p12_d4_b2                             evaluate                               2       2       0
BLOOM181B_0221_t8_p12_d4_b4                             evaluate                               2       2       0
BLOOM181B_0221_t8_p12_d4_b8                             evaluate                               2       2       0
BLOOM181B_0221_t8_p6_d8_b1                              evaluate                               2       2       0
BLOOM181B_0221_t8_p6_d8_b2                              evaluate                               2       2       0
BLOOM181B_0221_t8_p6_d8_b4                              evaluate                               2       2       0
BLOOM181B_0225_t2_p12_d16_b2                            evaluate                               2       2       0
BLOOM181B_0225_t2_p24_d8_b1                             evaluate                               2       2       0
BLOOM181B_0225_t2_p24_d8_b2                             evaluate                               2       2       0
BLOOM181B_0225_t4_p12_d8_b2                             evaluate                               2       2       0
BLOOM181B_0225_t4_p12_d8_b4                             evaluate                               2       2       0
BLOOM181B_0225_t4_p24_d4_b1                             evaluate                               1       1       0
BLOOM181B_0225_t4_p6_d16_b2                             evaluate                               2       2       0
BLOOM181B_0225_t4_p6_d16_b4                             evaluate                               2       2       0
BLOOM181B_0225_t8_p12_d4_b2                             evaluate                               1       1       0
BLOOM181B_0225_t8_p12_d4_b4                             evaluate                               2       2       0
BLOOM181B_0225_t8_p2_d24_b1                             evaluate                               2       2       0
BLOOM181B_0225_t8_p2_d24_b2                             evaluate                               2       2       0
BLOOM181B_0225_t8_p4_d12_b2                             evaluate                               2       2       0
BLOOM181B_0225_t8_p4_d12_b4                             evaluate                               2       2       0
BLOOM181B_0225_t8_p6_d8_b4                              evaluate                               2       2       0
BLOOM181B_0225_t8_p6_d8_b6                              evaluate                               2       2       0
BLOOM181B_0225_t8_p8_d6_b4                              evaluate                               2       2       0
BLOOM_0223_h12288_l96_t8_p6_d8_b2                       evaluate                               1       1       0
BLOOM_0223_h12288_l96_t8_p6_d8_b4                       evaluate                               1       1       0
BLOOM_0223_h13312_l84_t8_p12_d4_b4                      evaluate                               1       1       0
BLOOM_0223_h13312_l84_t8_p6_d8_b2                       evaluate                               1       1       0
BLOOM_0223_h13312_l84_t8_p6_d8_b4                       evaluate                               1       1       0
BLOOM_0223_h13824_l78_t8_p6_d8_b4                       evaluate                               1       1       0
BLOOM_0223_h14336_l72_t8_p12_d4_b4                      evaluate                               1       1       0
BLOOM_0223_h14336_l72_t8_p6_d8_b4                       evaluate                               1       1       0
BLOOM_0226_h13312_l84_a64_t4_p12_d8_b2                  evaluate                               1       1       0
BLOOM_0226_h13312_l84_a64_t4_p12_d8_b4                  evaluate                               1       1       0
BLOOM_0226_h13312_l84_a64_t8_p6_d8_b2                   evaluate                               1       1       0
BLOOM_0226_h13824_l78_a64_t4_p12_d8_b1                  evaluate                               1       1       0
BLOOM_0226_h13824_l78_a64_t4_p12_d8_b2                  evaluate                               2       2       0
BLOOM_0226_h13824_l78_a64_t4_p12_d8_b4                  evaluate                               1       1       0
BLOOM_0226_h13824_l78_a96_t4_p12_d8_b2                  evaluate                               2       2       0
BLOOM_0226_h13824_l78_a96_t4_p12_d8_b4                  evaluate                               1       1       0
BLOOM_0226_h13824_l78_a96_t8_p6_d8_b4                   evaluate                               1       1       0
BLOOM_0227_h12288_l106_a64_t4_p12_d8_b2                 evaluate                               1       1       0
BLOOM_0227_h12288_l106_a96_t4_p12_d8_b2                 evaluate                               1       1       0
BLOOM_0227_h13824_l78_a96_t4_p6_d16_b4                  evaluate                               1       1       0
BLOOM_0227_h13824_l78_a96_t8_p6_d8_b2                   evaluate                               1       1       0
BLOOM_0227_h13824_l78_a96_t8_p6_d8_b4                   evaluate                               1       1       0
BLOOM_0228_h12288_l100_a64_t8_p6_d8_b2                  evaluate                               1       1       0
BLOOM_0228_h12288_l100_a64_t8_p6_d8_b4                  evaluate                               1       1       0
BLOOM_0228_h12288_l106_a128_t4_p12_d8_b2                evaluate                               1       1       0
BLOOM_0228_h12288_l106_a64_t4_p12_d8_b2                 evaluate                               1       1       0
BLOOM_0228_h12288_l106_a96_t4_p12_d8_b2                 evaluate                               1       1       0
BLOOM_0228_h12288_l106_a96_t4_p12_d8_b4                 evaluate                               1       1       0
BLOOM_0228_h13312_l82_a104_t4_p12_d8_b2                 evaluate                               1       1       0
BLOOM_0228_h13312_l82_a128_t4_p12_d8_b2                 evaluate                               1       1       0
BLOOM_0228_h13312_l82_a64_t4_p12_d8_b2                  evaluate                               1       1       0
BLOOM_0228_h13312_l82_a64_t4_p12_d8_b4                  evaluate                               1       1       0
BLOOM_0228_h13312_l82_a64_t8_p12_d4_b4                  evaluate                               1       1       0
BLOOM_0228_h13312_l94_a128_t4_p12_d8_b2                 evaluate                               1       1       0
BLOOM_heads_h12288_l96_a128                             evaluate                               1       1       0
BLOOM_heads_h12288_l96_a96                              evaluate                               1       1       0
BLOOM_heads_h13312_l84_a128                             evaluate                               1       1       0
BLOOM_heads_h13824_l78_a128                             evaluate                               1       1       0
BLOOM_heads_h13824_l78_a96                              evaluate                               1       1       0
BLOOM_heads_h14336_l72_a112                             evaluate                               1       1       0
BLOOM_heads_h14336_l72_a128                             evaluate                               1       1       0
BLOOM_heads_h14336_l72_a16                              evaluate                               1       1       0
BLOOM_heads_h14336_l72_a256                             evaluate                               1       1       0
BLOOM_heads_h14336_l72_a32                              evaluate                               1       1       0
BLOOMwarmup_0226_gbs1024                                evaluate                               1       1       0
BLOOMwarmup_0226_gbs1536                                evaluate                               1       1       0
BLOOMwarmup_0226_gbs512                                 evaluate                               1       1       0
BatchedServiceRate                                      evaluate                               3       3       0
CarbonPoland10000GPUs                                   evaluate                               2       2       0
ChatbotServing                                          application                            4       4       0
CheckpointYoung175B10000GPUs                            evaluate                               4       4       0
ClusterFailures2048GPUs                                 evaluate                               2       2       0
DecodeCeilingLlama31_8B_H100                            evaluate                               2       2       0
DenseParametersVsBandwidthSince2014                     parameter-bandwidth-growth             1       1       0
EffectiveRate100kH100                                   evaluate                               1       1       0
FrontierTraining                                        application                            5       5       0
GPT3TrainingEmissions                                   evaluate                               2       2       0
GPT3TrainingTime1024A100                                evaluate                               2       2       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C128              evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C128_MTP          evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C16               evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C16_MTP           evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C32               evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C32_MTP           evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C4                evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C4_MTP            evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C64               evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C64_MTP           evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C8                evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C8_MTP            evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C128              evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C128_MTP          evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C16               evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C16_MTP           evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C32               evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C32_MTP           evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C4                evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C4_MTP            evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C64               evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C64_MTP           evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C8                evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C8_MTP            evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C128              evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C128_MTP          evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C16               evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C16_MTP           evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C32               evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C32_MTP           evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C4                evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C4_MTP            evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C64               evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C64_MTP           evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C8                evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C8_MTP            evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C128            evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C128_MTP        evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C256            evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C256_MTP        evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C32             evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C32_MTP         evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C64             evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C64_MTP         evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_8192_C128            evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_8192_C256            evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C128            evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C16             evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C256            evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C32             evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C4              evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C64             evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C8              evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C16             evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C16_MTP         evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C32             evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C32_MTP         evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C4              evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C4_MTP          evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C8              evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C8_MTP          evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C128            evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C128_MTP        evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C16             evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C16_MTP         evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C32             evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C32_MTP         evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C4              evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C4_MTP          evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C64             evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C64_MTP         evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C8              evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C8_MTP          evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_8192_1024_C4              evaluate                               1       1       0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_8192_1024_C4_MTP          evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C16            evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C16_MTP        evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C32            evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C32_MTP        evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C4             evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C4_MTP         evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C64            evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C64_MTP        evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C8             evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C8_MTP         evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C16            evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C16_MTP        evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C32            evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C32_MTP        evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C4             evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C4_MTP         evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C64            evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C64_MTP        evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C8             evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C8_MTP         evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_8192_1024_C4             evaluate                               1       1       0
IX_SGLang059_B200_DSR1_FP8_TP8_8192_1024_C4_MTP         evaluate                               1       1       0
IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C16            evaluate                               1       1       0
IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C32            evaluate                               1       1       0
IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C4             evaluate                               1       1       0
IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C64            evaluate                               1       1       0
IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C8             evaluate                               1       1       0
IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C16            evaluate                               1       1       0
IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C32            evaluate                               1       1       0
IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C4             evaluate                               1       1       0
IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C64            evaluate                               1       1       0
IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C8             evaluate                               1       1       0
IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C16            evaluate                               1       1       0
IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C32            evaluate                               1       1       0
IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C4             evaluate                               1       1       0
IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C64            evaluate                               1       1       0
IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C8             evaluate                               1       1       0
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C16          evaluate                               1       1       0
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C32          evaluate                               1       1       0
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C4           evaluate                               1       1       0
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C64          evaluate                               1       1       0
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C8           evaluate                               1       1       0
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C16          evaluate                               1       1       0
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C32          evaluate                               1       1       0
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C4           evaluate                               1       1       0
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C64          evaluate                               1       1       0
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C8           evaluate                               1       1       0
IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C16          evaluate                               1       1       0
IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C32          evaluate                               1       1       0
IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C4           evaluate                               1       1       0
IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C64          evaluate                               1       1       0
IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C8           evaluate                               1       1       0
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C16          evaluate                               1       1       0
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C32          evaluate                               1       1       0
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C4           evaluate                               1       1       0
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C64          evaluate                               1       1       0
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C8           evaluate                               1       1       0
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C16          evaluate                               1       1       0
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C32          evaluate                               1       1       0
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C4           evaluate                               1       1       0
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C64          evaluate                               1       1       0
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C8           evaluate                               1       1       0
IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C16          evaluate                               1       1       0
IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C32          evaluate                               1       1       0
IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C4           evaluate                               1       1       0
IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C64          evaluate                               1       1       0
IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C8           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C128              evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C16               evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C32               evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C4                evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C64               evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C8                evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C128              evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C16               evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C32               evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C4                evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C64               evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C8                evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C128              evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C16               evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C32               evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C4                evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C64               evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C8                evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C128          evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C16           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C32           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C4            evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C64           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C8            evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C128          evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C16           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C32           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C4            evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C64           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C8            evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C128          evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C16           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C32           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C4            evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C64           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C8            evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C128              evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C16               evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C32               evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C4                evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C64               evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C8                evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C128              evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C16               evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C32               evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C4                evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C64               evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C8                evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C128              evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C16               evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C32               evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C4                evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C64               evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C8                evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C128          evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C16           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C32           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C4            evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C64           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C8            evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C128          evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C16           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C32           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C4            evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C64           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C8            evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_8192_1024_C16           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_8192_1024_C4            evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_8192_1024_C8            evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C16           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C32           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C4            evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C64           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C8            evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C16           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C32           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C4            evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C64           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C8            evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C16           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C32           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C4            evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C64           evaluate                               1       1       0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C8            evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_FP8_TP4_8192_1024_C32             evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_FP8_TP4_8192_1024_C64             evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C16             evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C32             evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C4              evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C64             evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C8              evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C16             evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C32             evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C4              evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C64             evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C8              evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C16             evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C32             evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C4              evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C64             evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C8              evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C16           evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C32           evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C4            evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C64           evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C8            evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C16           evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C32           evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C4            evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C64           evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C8            evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C16           evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C32           evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C4            evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C64           evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C8            evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C16           evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C32           evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C4            evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C64           evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C8            evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C16           evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C32           evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C4            evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C64           evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C8            evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C16           evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C32           evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C4            evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C64           evaluate                               1       1       0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C8            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP4_1024_1024_C256             evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP4_1024_1024_C256_MTP         evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP4_1024_8192_C256             evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP4_1024_8192_C256_MTP         evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C128             evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C128_MTP         evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C256             evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C256_MTP         evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C64              evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C64_MTP          evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_1024_C128             evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_1024_C128_MTP         evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_1024_C256             evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_1024_C256_MTP         evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_8192_C128             evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_8192_C128_MTP         evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_8192_C256             evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_8192_C256_MTP         evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C128             evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C128_MTP         evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C256             evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C256_MTP         evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C64              evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C64_MTP          evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C128              evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C16               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C256              evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C32               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C4                evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C4_MTP            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C64               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C8                evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C8_MTP            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C128              evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C16               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C16_MTP           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C256              evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C32               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C4                evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C4_MTP            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C64               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C8                evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C8_MTP            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C128              evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C16               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C16_MTP           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C256              evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C32               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C4                evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C4_MTP            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C64               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C8                evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C8_MTP            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_1024_C128          evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_1024_C64           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_1024_C64_MTP       evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_8192_C128          evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_8192_C64           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_8192_C64_MTP       evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C16           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C32           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C32_MTP       evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C4            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C8            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C128              evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C128_MTP          evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C16               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C256              evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C32               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C4                evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C4_MTP            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C64               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C8                evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C8_MTP            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C128              evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C16               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C256              evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C32               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C4                evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C4_MTP            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C64               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C8                evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C8_MTP            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C128              evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C16               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C16_MTP           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C256              evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C32               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C4                evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C4_MTP            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C64               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C8                evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C8_MTP            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C128          evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C128_MTP      evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C16           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C16_MTP       evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C32           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C32_MTP       evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C64           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C64_MTP       evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C128          evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C32           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C32_MTP       evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C64           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C64_MTP       evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_DEP8_1024_1024_C64              evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_DEP8_1024_1024_C64_MTP          evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_DEP8_1024_8192_C256             evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_DEP8_1024_8192_C256_MTP         evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C128              evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C128_MTP          evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C4                evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C4_MTP            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C64               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C64_MTP           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C8                evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C8_MTP            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C128              evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C16               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C16_MTP           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C32               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C32_MTP           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C4                evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C4_MTP            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C64               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C64_MTP           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C8                evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C8_MTP            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C128              evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C128_MTP          evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C256              evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C256_MTP          evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C4                evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C4_MTP            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C64               evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C64_MTP           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C8                evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C8_MTP            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C16           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C16_MTP       evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C32           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C32_MTP       evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C4            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C4_MTP        evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C8            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C8_MTP        evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C16           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C16_MTP       evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C32           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C32_MTP       evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C4            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C4_MTP        evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C64           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C64_MTP       evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C8            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C8_MTP        evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C16           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C16_MTP       evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C32           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C32_MTP       evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C4            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C4_MTP        evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C64           evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C8            evaluate                               1       1       0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C8_MTP        evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_DEP8_8192_1024_C64              evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_DEP8_8192_1024_C64_MTP          evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C16               evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C32               evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C4                evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C64               evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C8                evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C16               evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C32               evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C4                evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C64               evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C8                evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C16               evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C32               evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C4                evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C64               evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C8                evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C16           evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C16_MTP       evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C32           evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C32_MTP       evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C4            evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C4_MTP        evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C64           evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C64_MTP       evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C8            evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C8_MTP        evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C16           evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C16_MTP       evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C32           evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C32_MTP       evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C4            evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C4_MTP        evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C64           evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C64_MTP       evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C8            evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C8_MTP        evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C16           evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C16_MTP       evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C32           evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C32_MTP       evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C4            evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C4_MTP        evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C8            evaluate                               1       1       0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C8_MTP        evaluate                               1       1       0
KeywordSpotting                                         application                            4       4       0
Korthikanti22_175B_full                                 evaluate                               1       1       0
Korthikanti22_175B_selective                            evaluate                               1       1       0
Korthikanti22_1T_full                                   evaluate                               1       1       0
Korthikanti22_1T_selective                              evaluate                               1       1       0
Korthikanti22_22B_full                                  evaluate                               1       1       0
Korthikanti22_22B_selective                             evaluate                               1       1       0
Korthikanti22_530B_dp8                                  evaluate                               1       1       0
Korthikanti22_530B_full                                 evaluate                               1       1       0
Korthikanti22_530B_selective                            evaluate                               1       1       0
LLMFoundry_MPT70B_64                                    evaluate                               1       1       0
LLMFoundry_MPT7B_2k                                     evaluate                               1       1       0
LLMFoundry_MPT7B_32k                                    evaluate                               1       1       0
Llama2_70B_DecodeFloorTP2                               evaluate                               2       2       0
LlamaCpp4167_M1Max_Llama2_7B_Q4_0                       evaluate                               1       1       0
LlamaCpp4167_M1Max_Llama2_7B_Q4_0_Prefill512            evaluate                               1       1       0
LlamaCpp4167_M1Pro_Llama2_7B_Q4_0                       evaluate                               1       1       0
LlamaCpp4167_M1Pro_Llama2_7B_Q4_0_Prefill512            evaluate                               1       1       0
LlamaCpp4167_M1Ultra_Llama2_7B_Q4_0                     evaluate                               1       1       0
LlamaCpp4167_M1Ultra_Llama2_7B_Q4_0_Prefill512          evaluate                               1       1       0
LlamaCpp4167_M1_Llama2_7B_Q4_0                          evaluate                               1       1       0
LlamaCpp4167_M1_Llama2_7B_Q4_0_Prefill512               evaluate                               1       1       0
LlamaCpp4167_M2Max_Llama2_7B_Q4_0                       evaluate                               1       1       0
LlamaCpp4167_M2Max_Llama2_7B_Q4_0_Prefill512            evaluate                               1       1       0
LlamaCpp4167_M2Pro_Llama2_7B_Q4_0                       evaluate                               1       1       0
LlamaCpp4167_M2Pro_Llama2_7B_Q4_0_Prefill512            evaluate                               1       1       0
LlamaCpp4167_M2Ultra_Llama2_7B_Q4_0                     evaluate                               1       1       0
LlamaCpp4167_M2Ultra_Llama2_7B_Q4_0_Prefill512          evaluate                               1       1       0
LlamaCpp4167_M2_Llama2_7B_Q4_0                          evaluate                               1       1       0
LlamaCpp4167_M2_Llama2_7B_Q4_0_Prefill512               evaluate                               1       1       0
LlamaCpp4167_M3Max_Llama2_7B_Q4_0                       evaluate                               1       1       0
LlamaCpp4167_M3Max_Llama2_7B_Q4_0_Prefill512            evaluate                               1       1       0
LlamaCpp4167_M3Pro_Llama2_7B_Q4_0                       evaluate                               1       1       0
LlamaCpp4167_M3Pro_Llama2_7B_Q4_0_Prefill512            evaluate                               1       1       0
LlamaCpp4167_M3Ultra_Llama2_7B_Q4_0                     evaluate                               1       1       0
LlamaCpp4167_M3Ultra_Llama2_7B_Q4_0_Prefill512          evaluate                               1       1       0
LlamaCpp4167_M3_Llama2_7B_Q4_0                          evaluate                               1       1       0
LlamaCpp4167_M3_Llama2_7B_Q4_0_Prefill512               evaluate                               1       1       0
LlamaCpp4167_M4Max_Llama2_7B_Q4_0                       evaluate                               1       1       0
LlamaCpp4167_M4Max_Llama2_7B_Q4_0_Prefill512            evaluate                               1       1       0
LlamaCpp4167_M4Pro_Llama2_7B_Q4_0                       evaluate                               1       1       0
LlamaCpp4167_M4Pro_Llama2_7B_Q4_0_Prefill512            evaluate                               1       1       0
LlamaCpp4167_M4_Llama2_7B_Q4_0                          evaluate                               1       1       0
LlamaCpp4167_M4_Llama2_7B_Q4_0_Prefill512               evaluate                               1       1       0
LlamaCppMulti_A100PCIex4_Llama3_70B_F16_Decode          evaluate                               1       1       0
LlamaCppMulti_A100PCIex4_Llama3_70B_F16_Prefill4096     evaluate                               1       1       0
LlamaCppMulti_A100PCIex4_Llama3_70B_Q4KM_Prefill4096    evaluate                               1       1       0
LlamaCppMulti_A100PCIex4_Llama3_8B_F16_Prefill4096      evaluate                               1       1       0
LlamaCppMulti_A100PCIex4_Llama3_8B_Q4KM_Decode          evaluate                               1       1       0
LlamaCppMulti_A100x4_Llama3_70B_F16_Decode              evaluate                               1       1       0
LlamaCppMulti_A100x4_Llama3_70B_F16_Prefill4096         evaluate                               1       1       0
LlamaCppMulti_A100x4_Llama3_70B_Q4KM_Prefill4096        evaluate                               1       1       0
LlamaCppMulti_A100x4_Llama3_8B_Q4KM_Decode              evaluate                               1       1       0
LlamaCppMulti_A40x4_Llama3_70B_F16_Decode               evaluate                               1       1       0
LlamaCppMulti_A40x4_Llama3_70B_F16_Prefill4096          evaluate                               1       1       0
LlamaCppMulti_A40x4_Llama3_8B_F16_Prefill4096           evaluate                               1       1       0
LlamaCppMulti_A40x4_Llama3_8B_Q4KM_Decode               evaluate                               1       1       0
LlamaCppMulti_H100PCIex4_Llama3_70B_F16_Decode          evaluate                               1       1       0
LlamaCppMulti_H100PCIex4_Llama3_70B_F16_Prefill4096     evaluate                               1       1       0
LlamaCppMulti_H100PCIex4_Llama3_70B_Q4KM_Prefill4096    evaluate                               1       1       0
LlamaCppMulti_H100PCIex4_Llama3_8B_F16_Prefill4096      evaluate                               1       1       0
LlamaCppMulti_H100PCIex4_Llama3_8B_Q4KM_Decode          evaluate                               1       1       0
LlamaCppMulti_L40Sx4_Llama3_70B_F16_Decode              evaluate                               1       1       0
LlamaCppMulti_L40Sx4_Llama3_70B_F16_Prefill4096         evaluate                               1       1       0
LlamaCppMulti_L40Sx4_Llama3_70B_Q4KM_Prefill4096        evaluate                               1       1       0
LlamaCppMulti_L40Sx4_Llama3_8B_Q4KM_Decode              evaluate                               1       1       0
LlamaCppMulti_RTX3090x2_Llama3_70B_Q4KM_Decode          evaluate                               1       1       0
LlamaCppMulti_RTX3090x2_Llama3_70B_Q4KM_Prefill4096     evaluate                               1       1       0
LlamaCppMulti_RTX3090x2_Llama3_8B_F16_Prefill4096       evaluate                               1       1       0
LlamaCppMulti_RTX3090x2_Llama3_8B_Q4KM_Decode           evaluate                               1       1       0
LlamaCppMulti_RTX3090x4_Llama3_70B_Q4KM_Decode          evaluate                               1       1       0
LlamaCppMulti_RTX3090x4_Llama3_70B_Q4KM_Prefill4096     evaluate                               1       1       0
LlamaCppMulti_RTX3090x4_Llama3_8B_F16_Prefill4096       evaluate                               1       1       0
LlamaCppMulti_RTX3090x4_Llama3_8B_Q4KM_Decode           evaluate                               1       1       0
LlamaCppMulti_RTX3090x6_Llama3_70B_F16_Decode           evaluate                               1       1       0
LlamaCppMulti_RTX3090x6_Llama3_70B_F16_Prefill4096      evaluate                               1       1       0
LlamaCppMulti_RTX3090x6_Llama3_70B_Q4KM_Prefill4096     evaluate                               1       1       0
LlamaCppMulti_RTX3090x6_Llama3_8B_F16_Prefill4096       evaluate                               1       1       0
LlamaCppMulti_RTX3090x6_Llama3_8B_Q4KM_Decode           evaluate                               1       1       0
LlamaCppMulti_RTX4000Adax4_Llama3_70B_Q4KM_Decode       evaluate                               1       1       0
LlamaCppMulti_RTX4000Adax4_Llama3_70B_Q4KM_Prefill4096  evaluate                               1       1       0
LlamaCppMulti_RTX4000Adax4_Llama3_8B_F16_Prefill4096    evaluate                               1       1       0
LlamaCppMulti_RTX4000Adax4_Llama3_8B_Q4KM_Decode        evaluate                               1       1       0
LlamaCppMulti_RTX4090x2_Llama3_70B_Q4KM_Decode          evaluate                               1       1       0
LlamaCppMulti_RTX4090x2_Llama3_70B_Q4KM_Prefill4096     evaluate                               1       1       0
LlamaCppMulti_RTX4090x2_Llama3_8B_F16_Prefill4096       evaluate                               1       1       0
LlamaCppMulti_RTX4090x2_Llama3_8B_Q4KM_Decode           evaluate                               1       1       0
LlamaCppMulti_RTX4090x4_Llama3_70B_Q4KM_Decode          evaluate                               1       1       0
LlamaCppMulti_RTX4090x4_Llama3_70B_Q4KM_Prefill4096     evaluate                               1       1       0
LlamaCppMulti_RTX4090x4_Llama3_8B_F16_Prefill4096       evaluate                               1       1       0
LlamaCppMulti_RTX4090x4_Llama3_8B_Q4KM_Decode           evaluate                               1       1       0
LlamaCppMulti_RTX4090x8_Llama3_70B_F16_Decode           evaluate                               1       1       0
LlamaCppMulti_RTX4090x8_Llama3_70B_F16_Prefill4096      evaluate                               1       1       0
LlamaCppMulti_RTX4090x8_Llama3_70B_Q4KM_Prefill4096     evaluate                               1       1       0
LlamaCppMulti_RTX4090x8_Llama3_8B_F16_Prefill4096       evaluate                               1       1       0
LlamaCppMulti_RTX4090x8_Llama3_8B_Q4KM_Decode           evaluate                               1       1       0
LlamaCppMulti_RTX5000Adax4_Llama3_70B_Q4KM_Decode       evaluate                               1       1       0
LlamaCppMulti_RTX5000Adax4_Llama3_70B_Q4KM_Prefill4096  evaluate                               1       1       0
LlamaCppMulti_RTX5000Adax4_Llama3_8B_Q4KM_Decode        evaluate                               1       1       0
LlamaCppMulti_RTX6000Adax4_Llama3_70B_F16_Decode        evaluate                               1       1       0
LlamaCppMulti_RTX6000Adax4_Llama3_70B_F16_Prefill4096   evaluate                               1       1       0
LlamaCppMulti_RTX6000Adax4_Llama3_70B_Q4KM_Prefill4096  evaluate                               1       1       0
LlamaCppMulti_RTX6000Adax4_Llama3_8B_F16_Prefill4096    evaluate                               1       1       0
LlamaCppMulti_RTX6000Adax4_Llama3_8B_Q4KM_Decode        evaluate                               1       1       0
LlamaCppMulti_RTXA6000x4_Llama3_70B_F16_Decode          evaluate                               1       1       0
LlamaCppMulti_RTXA6000x4_Llama3_70B_F16_Prefill4096     evaluate                               1       1       0
LlamaCppMulti_RTXA6000x4_Llama3_70B_Q4KM_Prefill4096    evaluate                               1       1       0
LlamaCppMulti_RTXA6000x4_Llama3_8B_F16_Prefill4096      evaluate                               1       1       0
LlamaCppMulti_RTXA6000x4_Llama3_8B_Q4KM_Decode          evaluate                               1       1       0
LlamaCpp_A100PCIe_Llama3_70B_Q4KM                       evaluate                               1       1       0
LlamaCpp_A100PCIe_Llama3_70B_Q4KM_Prefill512            evaluate                               1       1       0
LlamaCpp_A100PCIe_Llama3_8B_F16                         evaluate                               1       1       0
LlamaCpp_A100PCIe_Llama3_8B_F16_Prefill4096             evaluate                               1       1       0
LlamaCpp_A100PCIe_Llama3_8B_F16_Prefill512              evaluate                               1       1       0
LlamaCpp_A100PCIe_Llama3_8B_Q4KM                        evaluate                               1       1       0
LlamaCpp_A100PCIe_Llama3_8B_Q4KM_Prefill4096            evaluate                               1       1       0
LlamaCpp_A100PCIe_Llama3_8B_Q4KM_Prefill512             evaluate                               1       1       0
LlamaCpp_A100_Llama2_7B_Q4_0                            evaluate                               1       1       0
LlamaCpp_A100_Llama2_7B_Q4_0_Prefill                    evaluate                               1       1       0
LlamaCpp_A100_Llama3_70B_Q4KM                           evaluate                               1       1       0
LlamaCpp_A100_Llama3_8B_F16                             evaluate                               1       1       0
LlamaCpp_A100_Llama3_8B_Q4KM                            evaluate                               1       1       0
LlamaCpp_A100_Llama3_8B_Q4KM_Prefill                    evaluate                               1       1       0
LlamaCpp_A40_Llama3_70B_Q4KM                            evaluate                               1       1       0
LlamaCpp_A40_Llama3_8B_F16                              evaluate                               1       1       0
LlamaCpp_A40_Llama3_8B_F16_Prefill4096                  evaluate                               1       1       0
LlamaCpp_A40_Llama3_8B_F16_Prefill512                   evaluate                               1       1       0
LlamaCpp_A40_Llama3_8B_Q4KM                             evaluate                               1       1       0
LlamaCpp_A40_Llama3_8B_Q4KM_Prefill4096                 evaluate                               1       1       0
LlamaCpp_A40_Llama3_8B_Q4KM_Prefill512                  evaluate                               1       1       0
LlamaCpp_DGXSpark_Llama2_7B_Q4_0                        evaluate                               1       1       0
LlamaCpp_DGXSpark_Llama2_7B_Q4_0_Prefill                evaluate                               1       1       0
LlamaCpp_H100PCIe_Llama3_70B_Q4KM                       evaluate                               1       1       0
LlamaCpp_H100PCIe_Llama3_8B_F16                         evaluate                               1       1       0
LlamaCpp_H100PCIe_Llama3_8B_Q4KM                        evaluate                               1       1       0
LlamaCpp_H100PCIe_Llama3_8B_Q4KM_Prefill                evaluate                               1       1       0
LlamaCpp_H100_Llama2_7B_Q4_0                            evaluate                               1       1       0
LlamaCpp_H100_Llama2_7B_Q4_0_Prefill                    evaluate                               1       1       0
LlamaCpp_L40S_Llama3_8B_F16                             evaluate                               1       1       0
LlamaCpp_L40S_Llama3_8B_Q4KM                            evaluate                               1       1       0
LlamaCpp_M1Max_Llama3_70B_Q4KM                          evaluate                               1       1       0
LlamaCpp_M1Max_Llama3_8B_F16                            evaluate                               1       1       0
LlamaCpp_M1Max_Llama3_8B_F16_Prefill1024                evaluate                               1       1       0
LlamaCpp_M1Max_Llama3_8B_Q4KM                           evaluate                               1       1       0
LlamaCpp_M1Max_Llama3_8B_Q4KM_Prefill1024               evaluate                               1       1       0
LlamaCpp_M1_Llama7B_Q8_0                                evaluate                               1       1       0
LlamaCpp_M2Ultra_Llama3_70B_Q4KM                        evaluate                               1       1       0
LlamaCpp_M2Ultra_Llama3_8B_F16                          evaluate                               1       1       0
LlamaCpp_M2Ultra_Llama3_8B_F16_Prefill1024              evaluate                               1       1       0
LlamaCpp_M2Ultra_Llama3_8B_Q4KM                         evaluate                               1       1       0
LlamaCpp_M2Ultra_Llama3_8B_Q4KM_Prefill1024             evaluate                               1       1       0
LlamaCpp_M2Ultra_Llama7B_F16_Prefill                    evaluate                               1       1       0
LlamaCpp_M3Max_Llama3_70B_Q4KM                          evaluate                               1       1       0
LlamaCpp_M3Max_Llama3_8B_F16                            evaluate                               1       1       0
LlamaCpp_M3Max_Llama3_8B_F16_Prefill1024                evaluate                               1       1       0
LlamaCpp_M3Max_Llama3_8B_Q4KM                           evaluate                               1       1       0
LlamaCpp_M3Max_Llama3_8B_Q4KM_Prefill1024               evaluate                               1       1       0
LlamaCpp_M4_Llama31_8B_Q4KM                             evaluate                               1       1       0
LlamaCpp_M4_Llama31_8B_Q4KM_Prefill                     evaluate                               1       1       0
LlamaCpp_P40_Llama2_7B_Q4_0_Prefill                     evaluate                               1       1       0
LlamaCpp_RTX3070_Llama3_8B_Q4KM                         evaluate                               1       1       0
LlamaCpp_RTX3070_Llama3_8B_Q4KM_Prefill4096             evaluate                               1       1       0
LlamaCpp_RTX3070_Llama3_8B_Q4KM_Prefill512              evaluate                               1       1       0
LlamaCpp_RTX3080Ti_Llama3_8B_Q4KM                       evaluate                               1       1       0
LlamaCpp_RTX3080Ti_Llama3_8B_Q4KM_Prefill4096           evaluate                               1       1       0
LlamaCpp_RTX3080Ti_Llama3_8B_Q4KM_Prefill512            evaluate                               1       1       0
LlamaCpp_RTX3080_Llama3_8B_Q4KM                         evaluate                               1       1       0
LlamaCpp_RTX3080_Llama3_8B_Q4KM_Prefill4096             evaluate                               1       1       0
LlamaCpp_RTX3080_Llama3_8B_Q4KM_Prefill512              evaluate                               1       1       0
LlamaCpp_RTX3090_Llama2_7B_Q4_0                         evaluate                               1       1       0
LlamaCpp_RTX3090_Llama2_7B_Q4_0_Prefill                 evaluate                               1       1       0
LlamaCpp_RTX3090_Llama3_8B_F16                          evaluate                               1       1       0
LlamaCpp_RTX3090_Llama3_8B_F16_Prefill                  evaluate                               1       1       0
LlamaCpp_RTX3090_Llama3_8B_F16_Prefill8192              evaluate                               1       1       0
LlamaCpp_RTX3090_Llama3_8B_Q4KM                         evaluate                               1       1       0
LlamaCpp_RTX3090_Llama3_8B_Q4KM_Prefill                 evaluate                               1       1       0
LlamaCpp_RTX3090_Llama3_8B_Q4KM_Prefill4096             evaluate                               1       1       0
LlamaCpp_RTX4000Ada_Llama3_8B_F16                       evaluate                               1       1       0
LlamaCpp_RTX4000Ada_Llama3_8B_F16_Prefill4096           evaluate                               1       1       0
LlamaCpp_RTX4000Ada_Llama3_8B_F16_Prefill512            evaluate                               1       1       0
LlamaCpp_RTX4000Ada_Llama3_8B_Q4KM                      evaluate                               1       1       0
LlamaCpp_RTX4000Ada_Llama3_8B_Q4KM_Prefill4096          evaluate                               1       1       0
LlamaCpp_RTX4000Ada_Llama3_8B_Q4KM_Prefill512           evaluate                               1       1       0
LlamaCpp_RTX4070Ti_Llama3_8B_Q4KM                       evaluate                               1       1       0
LlamaCpp_RTX4070Ti_Llama3_8B_Q4KM_Prefill4096           evaluate                               1       1       0
LlamaCpp_RTX4070Ti_Llama3_8B_Q4KM_Prefill512            evaluate                               1       1       0
LlamaCpp_RTX4080_Llama3_8B_F16                          evaluate                               1       1       0
LlamaCpp_RTX4080_Llama3_8B_F16_Prefill4096              evaluate                               1       1       0
LlamaCpp_RTX4080_Llama3_8B_F16_Prefill512               evaluate                               1       1       0
LlamaCpp_RTX4080_Llama3_8B_Q4KM                         evaluate                               1       1       0
LlamaCpp_RTX4080_Llama3_8B_Q4KM_Prefill4096             evaluate                               1       1       0
LlamaCpp_RTX4080_Llama3_8B_Q4KM_Prefill512              evaluate                               1       1       0
LlamaCpp_RTX4090_Llama2_7B_Q4_0                         evaluate                               1       1       0
LlamaCpp_RTX4090_Llama2_7B_Q4_0_Prefill                 evaluate                               1       1       0
LlamaCpp_RTX4090_Llama3_8B_F16                          evaluate                               1       1       0
LlamaCpp_RTX4090_Llama3_8B_F16_Prefill                  evaluate                               1       1       0
LlamaCpp_RTX4090_Llama3_8B_F16_Prefill4096              evaluate                               1       1       0
LlamaCpp_RTX4090_Llama3_8B_F16_Prefill8192              evaluate                               1       1       0
LlamaCpp_RTX4090_Llama3_8B_Q4KM                         evaluate                               1       1       0
LlamaCpp_RTX4090_Llama3_8B_Q4KM_Prefill                 evaluate                               1       1       0
LlamaCpp_RTX4090_Llama3_8B_Q4KM_Prefill4096             evaluate                               1       1       0
LlamaCpp_RTX4090_Llama3_8B_Q4_0_DP4A_Prefill            evaluate                               1       1       0
LlamaCpp_RTX4090_Llama3_8B_Q4_0_MMQ_Prefill             evaluate                               1       1       0
LlamaCpp_RTX5000Ada_Llama3_8B_F16                       evaluate                               1       1       0
LlamaCpp_RTX5000Ada_Llama3_8B_F16_Prefill4096           evaluate                               1       1       0
LlamaCpp_RTX5000Ada_Llama3_8B_F16_Prefill512            evaluate                               1       1       0
LlamaCpp_RTX5000Ada_Llama3_8B_Q4KM                      evaluate                               1       1       0
LlamaCpp_RTX5000Ada_Llama3_8B_Q4KM_Prefill4096          evaluate                               1       1       0
LlamaCpp_RTX5000Ada_Llama3_8B_Q4KM_Prefill512           evaluate                               1       1       0
LlamaCpp_RTX5060Ti_Llama2_7B_Q4_0                       evaluate                               1       1       0
LlamaCpp_RTX5060Ti_Llama2_7B_Q4_0_Prefill               evaluate                               1       1       0
LlamaCpp_RTX5070Ti_Llama2_7B_Q4_0                       evaluate                               1       1       0
LlamaCpp_RTX5070Ti_Llama2_7B_Q4_0_Prefill               evaluate                               1       1       0
LlamaCpp_RTX5080_Llama2_7B_Q4_0                         evaluate                               1       1       0
LlamaCpp_RTX5080_Llama2_7B_Q4_0_Prefill                 evaluate                               1       1       0
LlamaCpp_RTX5090_Llama2_7B_Q4_0                         evaluate                               1       1       0
LlamaCpp_RTX5090_Llama2_7B_Q4_0_Prefill                 evaluate                               1       1       0
LlamaCpp_RTX6000Ada_Llama3_8B_F16                       evaluate                               1       1       0
LlamaCpp_RTX6000Ada_Llama3_8B_Q4KM                      evaluate                               1       1       0
LlamaCpp_RTXA6000_Llama3_70B_Q4KM                       evaluate                               1       1       0
LlamaCpp_RTXA6000_Llama3_70B_Q4KM_Prefill512            evaluate                               1       1       0
LlamaCpp_RTXA6000_Llama3_8B_F16                         evaluate                               1       1       0
LlamaCpp_RTXA6000_Llama3_8B_F16_Prefill4096             evaluate                               1       1       0
LlamaCpp_RTXA6000_Llama3_8B_F16_Prefill512              evaluate                               1       1       0
LlamaCpp_RTXA6000_Llama3_8B_Q4KM                        evaluate                               1       1       0
LlamaCpp_RTXA6000_Llama3_8B_Q4KM_Prefill4096            evaluate                               1       1       0
LlamaCpp_RTXA6000_Llama3_8B_Q4KM_Prefill512             evaluate                               1       1       0
LlamaCpp_RTXPRO6000_Llama2_7B_Q4_0                      evaluate                               1       1       0
LlamaCpp_RTXPRO6000_Llama2_7B_Q4_0_Prefill              evaluate                               1       1       0
LocalTraining                                           application                            4       4       0
MLPerf40_GH200_Llama2_70B_Offline                       evaluate                               1       1       0
MLPerf40_GH200_Llama2_70B_Server                        evaluate                               5       5       0
MLPerf40_Gaudi2x8_Llama2_70B_Offline                    evaluate                               1       1       0
MLPerf40_Gaudi2x8_Llama2_70B_Server                     evaluate                               5       5       0
MLPerf40_H100NVLx8_Llama2_70B_Offline                   evaluate                               1       1       0
MLPerf40_H100NVLx8_Llama2_70B_Server                    evaluate                               5       5       0
MLPerf40_H100PCIex4_Llama2_70B_Offline                  evaluate                               1       1       0
MLPerf40_H100PCIex4_Llama2_70B_Server                   evaluate                               5       5       0
MLPerf40_H100PCIex4_PCIeGen4_Llama2_70B_Offline         evaluate                               1       1       0
MLPerf40_H100PCIex4_PCIeGen4_Llama2_70B_Server          evaluate                               5       5       0
MLPerf40_H100x4_Llama2_70B_Offline                      evaluate                               1       1       0
MLPerf40_H100x4_Llama2_70B_Server                       evaluate                               5       5       0
MLPerf40_H100x8_Llama2_70B_Offline                      evaluate                               1       1       0
MLPerf40_H100x8_Llama2_70B_Server                       evaluate                               5       5       0
MLPerf40_H100x8_MaxQ_Llama2_70B_Offline                 evaluate                               1       1       0
MLPerf40_H100x8_MaxQ_Llama2_70B_Server                  evaluate                               5       5       0
MLPerf40_H200x8_1000W_Llama2_70B_Offline                evaluate                               1       1       0
MLPerf40_H200x8_1000W_Llama2_70B_Server                 evaluate                               5       5       0
MLPerf40_H200x8_Llama2_70B_Offline                      evaluate                               1       1       0
MLPerf40_H200x8_Llama2_70B_Server                       evaluate                               5       5       0
MLPerf41_B200_Llama2_70B_Offline                        evaluate                               1       1       0
MLPerf41_B200_Llama2_70B_Server                         evaluate                               5       5       0
MLPerf41_GH200_Llama2_70B_Offline                       evaluate                               1       1       0
MLPerf41_H100NVLx4_Llama2_70B_Offline                   evaluate                               1       1       0
MLPerf41_H100NVLx4_PCIe_Llama2_70B_Offline              evaluate                               1       1       0
MLPerf41_H100NVLx8_TP1_Llama2_70B_Offline               evaluate                               1       1       0
MLPerf41_H100x4_Dell_XE8640_Llama2_70B_Offline          evaluate                               1       1       0
MLPerf41_H100x4_Dell_XE9640_Llama2_70B_Offline          evaluate                               1       1       0
MLPerf41_H100x4_Fujitsu_GX2560M7_Llama2_70B_Offline     evaluate                               1       1       0
MLPerf41_H100x8_Llama2_70B_Offline                      evaluate                               1       1       0
MLPerf41_H100x8_Llama2_70B_Server                       evaluate                               5       5       0
MLPerf41_H200x8_1000W_Llama2_70B_Offline                evaluate                               1       1       0
MLPerf41_H200x8_Llama2_70B_Offline                      evaluate                               1       1       0
MLPerf41_H200x8_Llama2_70B_Server                       evaluate                               5       5       0
MLPerf41_H200x8_MaxQ_Llama2_70B_Offline                 evaluate                               1       1       0
MLPerf41_H200x8_MaxQ_Llama2_70B_Server                  evaluate                               5       5       0
MLPerf41_L40Sx8_Llama2_70B_Offline                      evaluate                               1       1       0
MLPerf41_MI300X_Llama2_70B_Server                       evaluate                               5       5       0
MLPerf41_MI300Xx8_Llama2_70B_Offline                    evaluate                               1       1       0
MLPerf41_MI300Xx8_Llama2_70B_Server                     evaluate                               5       5       0
MLPerfT31_GPT3_175B_512                                 evaluate                               1       1       0
MegaScale24_Megatron_1024                               evaluate                               1       1       0
MegaScale24_Megatron_12288                              evaluate                               1       1       0
MegaScale24_Megatron_256                                evaluate                               1       1       0
MegaScale24_Megatron_3072                               evaluate                               1       1       0
MegaScale24_Megatron_512                                evaluate                               1       1       0
MegaScale24_Megatron_6144                               evaluate                               1       1       0
MegaScale24_Megatron_768                                evaluate                               1       1       0
MegaScale24_Megatron_8192                               evaluate                               1       1       0
MlsysimLlama31_8B_H100Step                              evaluate                               2       2       0
MlsysimResNet50BoundH100                                evaluate                               5       5       0
MobileAssistant                                         application                            4       4       0
MobileHealth                                            application                            4       4       0
NCCLTests_H20x8_AllReduce_16MiB                         evaluate                               1       1       0
NCCLTests_H20x8_AllReduce_1GiB                          evaluate                               1       1       0
NCCLTests_H20x8_AllReduce_1MiB                          evaluate                               1       1       0
NCCLTests_H20x8_AllReduce_256KiB                        evaluate                               1       1       0
NCCLTests_H20x8_AllReduce_2MiB                          evaluate                               1       1       0
NCCLTests_H20x8_AllReduce_4MiB                          evaluate                               1       1       0
NCCLTests_H20x8_AllReduce_8MiB                          evaluate                               1       1       0
Narayanan21T1_145p6B                                    evaluate                               1       1       0
Narayanan21T1_18p4B                                     evaluate                               1       1       0
Narayanan21T1_1T                                        evaluate                               1       1       0
Narayanan21T1_1p7B                                      evaluate                               1       1       0
Narayanan21T1_310p1B                                    evaluate                               1       1       0
Narayanan21T1_39p1B                                     evaluate                               1       1       0
Narayanan21T1_3p6B                                      evaluate                               1       1       0
Narayanan21T1_529p6B                                    evaluate                               1       1       0
Narayanan21T1_76p1B                                     evaluate                               1       1       0
Narayanan21T1_7p5B                                      evaluate                               1       1       0
Narayanan21T2_PTDP_175B_1536                            evaluate                               1       1       0
Narayanan21T2_PTDP_175B_384                             evaluate                               1       1       0
Narayanan21T2_PTDP_175B_768                             evaluate                               1       1       0
Narayanan21T2_PTDP_530B_1120                            evaluate                               1       1       0
Narayanan21T2_PTDP_530B_2240                            evaluate                               1       1       0
Narayanan21T2_PTDP_530B_560                             evaluate                               1       1       0
Narayanan21T2_ZeRO3_175B_1536                           evaluate                               1       1       0
Narayanan21T2_ZeRO3_175B_384                            evaluate                               1       1       0
Narayanan21T2_ZeRO3_175B_768                            evaluate                               1       1       0
Narayanan21T2_ZeRO3_530B_1120                           evaluate                               1       1       0
Narayanan21T2_ZeRO3_530B_2240                           evaluate                               1       1       0
Narayanan21T2_ZeRO3_530B_640                            evaluate                               1       1       0
NeMo2403_Llama2_7B_cp2_32k                              evaluate                               1       1       0
NeMo2403_Llama2_7B_cp4_128k                             evaluate                               1       1       0
NeMo2407_GPT3_175B_128                                  evaluate                               1       1       0
NeMo2407_GPT3_175B_512                                  evaluate                               1       1       0
NeMo2407_GPT3_20B_64                                    evaluate                               1       1       0
NeMo2407_GPT3_5B_64                                     evaluate                               1       1       0
NeMo2407_Llama2_13B_16                                  evaluate                               1       1       0
NeMo2407_Llama2_70B_64                                  evaluate                               1       1       0
NeMo2407_Llama2_7B_8                                    evaluate                               1       1       0
NeMo2407_Llama3_70B_cp2_64                              evaluate                               1       1       0
NeMo2407_Llama3_8B_cp2_8                                evaluate                               1       1       0
NeMo2407_Nemotron22B_64                                 evaluate                               1       1       0
NeMo2407_Nemotron340B_128                               evaluate                               2       2       0
NeMo2407_Nemotron8B_64                                  evaluate                               1       1       0
PlanLlama3_70B_H100                                     evaluate                               4       4       0
QueueMM1                                                evaluate                               3       3       0
RingAllReduce256GPUsNDR                                 evaluate                               4       4       0
RooflineRidgeH100                                       evaluate                               2       2       0
SGLang03_A100_Llama31_8B_RPS4                           evaluate                               3       3       0
SGLang03_A100_Llama31_8B_RPS8                           evaluate                               3       3       0
SGLang03_H100x4_Llama31_70B_RPS4                        evaluate                               3       3       0
SGLang03_H100x4_Llama31_70B_RPS8                        evaluate                               3       3       0
SGLang046_H20_Qwen3_0_6B_BF16_S1                        evaluate                               1       1       0
SGLang046_H20_Qwen3_0_6B_BF16_S14336                    evaluate                               1       1       0
SGLang046_H20_Qwen3_0_6B_BF16_S30720                    evaluate                               1       1       0
SGLang046_H20_Qwen3_0_6B_BF16_S6144                     evaluate                               1       1       0
SGLang046_H20_Qwen3_0_6B_FP8_S1                         evaluate                               1       1       0
SGLang046_H20_Qwen3_0_6B_FP8_S14336                     evaluate                               1       1       0
SGLang046_H20_Qwen3_0_6B_FP8_S30720                     evaluate                               1       1       0
SGLang046_H20_Qwen3_0_6B_FP8_S6144                      evaluate                               1       1       0
SGLang046_H20_Qwen3_1_7B_BF16_S1                        evaluate                               1       1       0
SGLang046_H20_Qwen3_1_7B_BF16_S14336                    evaluate                               1       1       0
SGLang046_H20_Qwen3_1_7B_BF16_S30720                    evaluate                               1       1       0
SGLang046_H20_Qwen3_1_7B_BF16_S6144                     evaluate                               1       1       0
SGLang046_H20_Qwen3_1_7B_FP8_S1                         evaluate                               1       1       0
SGLang046_H20_Qwen3_1_7B_FP8_S14336                     evaluate                               1       1       0
SGLang046_H20_Qwen3_1_7B_FP8_S30720                     evaluate                               1       1       0
SGLang046_H20_Qwen3_1_7B_FP8_S6144                      evaluate                               1       1       0
SGLang046_H20_Qwen3_235B_A22B_BF16_S1                   evaluate                               1       1       0
SGLang046_H20_Qwen3_235B_A22B_BF16_S14336               evaluate                               1       1       0
SGLang046_H20_Qwen3_235B_A22B_BF16_S30720               evaluate                               1       1       0
SGLang046_H20_Qwen3_235B_A22B_BF16_S6144                evaluate                               1       1       0
SGLang046_H20_Qwen3_235B_A22B_FP8_S1                    evaluate                               1       1       0
SGLang046_H20_Qwen3_235B_A22B_FP8_S14336                evaluate                               1       1       0
SGLang046_H20_Qwen3_235B_A22B_FP8_S30720                evaluate                               1       1       0
SGLang046_H20_Qwen3_235B_A22B_FP8_S6144                 evaluate                               1       1       0
SGLang046_H20_Qwen3_30B_A3B_BF16_S1                     evaluate                               1       1       0
SGLang046_H20_Qwen3_30B_A3B_BF16_S14336                 evaluate                               1       1       0
SGLang046_H20_Qwen3_30B_A3B_BF16_S30720                 evaluate                               1       1       0
SGLang046_H20_Qwen3_30B_A3B_BF16_S6144                  evaluate                               1       1       0
SGLang046_H20_Qwen3_30B_A3B_FP8_S1                      evaluate                               1       1       0
SGLang046_H20_Qwen3_30B_A3B_FP8_S14336                  evaluate                               1       1       0
SGLang046_H20_Qwen3_30B_A3B_FP8_S30720                  evaluate                               1       1       0
SGLang046_H20_Qwen3_30B_A3B_FP8_S6144                   evaluate                               1       1       0
SGLang046_H20_Qwen3_32B_AWQ_S1                          evaluate                               1       1       0
SGLang046_H20_Qwen3_32B_AWQ_S14336                      evaluate                               1       1       0
SGLang046_H20_Qwen3_32B_AWQ_S30720                      evaluate                               1       1       0
SGLang046_H20_Qwen3_32B_AWQ_S6144                       evaluate                               1       1       0
SGLang046_H20_Qwen3_32B_BF16_S1                         evaluate                               1       1       0
SGLang046_H20_Qwen3_32B_BF16_S14336                     evaluate                               1       1       0
SGLang046_H20_Qwen3_32B_BF16_S30720                     evaluate                               1       1       0
SGLang046_H20_Qwen3_32B_BF16_S6144                      evaluate                               1       1       0
SGLang046_H20_Qwen3_32B_FP8_S1                          evaluate                               1       1       0
SGLang046_H20_Qwen3_32B_FP8_S14336                      evaluate                               1       1       0
SGLang046_H20_Qwen3_32B_FP8_S30720                      evaluate                               1       1       0
SGLang046_H20_Qwen3_32B_FP8_S6144                       evaluate                               1       1       0
SGLang046_H20_Qwen3_4B_AWQ_S1                           evaluate                               1       1       0
SGLang046_H20_Qwen3_4B_AWQ_S14336                       evaluate                               1       1       0
SGLang046_H20_Qwen3_4B_AWQ_S30720                       evaluate                               1       1       0
SGLang046_H20_Qwen3_4B_AWQ_S6144                        evaluate                               1       1       0
SGLang046_H20_Qwen3_4B_BF16_S1                          evaluate                               1       1       0
SGLang046_H20_Qwen3_4B_BF16_S14336                      evaluate                               1       1       0
SGLang046_H20_Qwen3_4B_BF16_S30720                      evaluate                               1       1       0
SGLang046_H20_Qwen3_4B_BF16_S6144                       evaluate                               1       1       0
SGLang046_H20_Qwen3_4B_FP8_S1                           evaluate                               1       1       0
SGLang046_H20_Qwen3_4B_FP8_S14336                       evaluate                               1       1       0
SGLang046_H20_Qwen3_4B_FP8_S30720                       evaluate                               1       1       0
SGLang046_H20_Qwen3_4B_FP8_S6144                        evaluate                               1       1       0
SGLang046_H20_Qwen3_8B_AWQ_S1                           evaluate                               1       1       0
SGLang046_H20_Qwen3_8B_AWQ_S14336                       evaluate                               1       1       0
SGLang046_H20_Qwen3_8B_AWQ_S30720                       evaluate                               1       1       0
SGLang046_H20_Qwen3_8B_AWQ_S6144                        evaluate                               1       1       0
SGLang046_H20_Qwen3_8B_BF16_S1                          evaluate                               1       1       0
SGLang046_H20_Qwen3_8B_BF16_S14336                      evaluate                               1       1       0
SGLang046_H20_Qwen3_8B_BF16_S30720                      evaluate                               1       1       0
SGLang046_H20_Qwen3_8B_BF16_S6144                       evaluate                               1       1       0
SGLang046_H20_Qwen3_8B_FP8_S1                           evaluate                               1       1       0
SGLang046_H20_Qwen3_8B_FP8_S14336                       evaluate                               1       1       0
SGLang046_H20_Qwen3_8B_FP8_S30720                       evaluate                               1       1       0
SGLang046_H20_Qwen3_8B_FP8_S6144                        evaluate                               1       1       0
SGLang_H100x32_DeepSeekV3_Prefill                       evaluate                               1       1       0
SGLang_H100x72_DeepSeekV3_Decode                        evaluate                               1       1       0
SGLang_H200x8_DeepSeekR1_TP8_C16                        evaluate                               1       1       0
SGLang_H200x8_DeepSeekR1_TP8_C32                        evaluate                               1       1       0
SGLang_H200x8_DeepSeekR1_TP8_C64                        evaluate                               1       1       0
SGLang_H200x8_DeepSeekR1_TP8_C8                         evaluate                               1       1       0
SmartDoorbell                                           application                            4       4       0
TRTLLM014_H100_Llama31_70B_BF16_TP4_202_214_QPS2        evaluate                               2       2       0
TRTLLM014_H100_Llama31_70B_BF16_TP4_202_214_QPS4        evaluate                               2       2       0
TRTLLM014_H100_Llama31_70B_BF16_TP4_202_214_QPS8        evaluate                               2       2       0
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_16_QPS16        evaluate                               2       2       0
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_16_QPS2         evaluate                               2       2       0
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_16_QPS4         evaluate                               2       2       0
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_16_QPS8         evaluate                               2       2       0
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_256_QPS2        evaluate                               2       2       0
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_256_QPS4        evaluate                               2       2       0
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_256_QPS8        evaluate                               2       2       0
TRTLLM014_H100_Llama31_8B_BF16_TP1_202_214_QPS16        evaluate                               2       2       0
TRTLLM014_H100_Llama31_8B_BF16_TP1_202_214_QPS2         evaluate                               2       2       0
TRTLLM014_H100_Llama31_8B_BF16_TP1_202_214_QPS4         evaluate                               2       2       0
TRTLLM014_H100_Llama31_8B_BF16_TP1_202_214_QPS8         evaluate                               2       2       0
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS16         evaluate                               2       2       0
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS2          evaluate                               2       2       0
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS32         evaluate                               2       2       0
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS4          evaluate                               2       2       0
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS8          evaluate                               2       2       0
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_256_QPS16        evaluate                               2       2       0
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_256_QPS2         evaluate                               2       2       0
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_256_QPS4         evaluate                               2       2       0
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_256_QPS8         evaluate                               2       2       0
TRTLLM014_H200_Llama31_70B_BF16_TP4_202_214_QPS2        evaluate                               2       2       0
TRTLLM014_H200_Llama31_70B_BF16_TP4_202_214_QPS4        evaluate                               2       2       0
TRTLLM014_H200_Llama31_70B_BF16_TP4_202_214_QPS8        evaluate                               2       2       0
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_16_QPS16        evaluate                               2       2       0
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_16_QPS2         evaluate                               2       2       0
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_16_QPS4         evaluate                               2       2       0
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_16_QPS8         evaluate                               2       2       0
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_256_QPS2        evaluate                               2       2       0
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_256_QPS4        evaluate                               2       2       0
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_256_QPS8        evaluate                               2       2       0
TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS16        evaluate                               2       2       0
TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS2         evaluate                               2       2       0
TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS32        evaluate                               2       2       0
TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS4         evaluate                               2       2       0
TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS8         evaluate                               2       2       0
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS16         evaluate                               2       2       0
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS2          evaluate                               2       2       0
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS32         evaluate                               2       2       0
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS4          evaluate                               2       2       0
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS8          evaluate                               2       2       0
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_256_QPS16        evaluate                               2       2       0
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_256_QPS2         evaluate                               2       2       0
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_256_QPS4         evaluate                               2       2       0
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_256_QPS8         evaluate                               2       2       0
TRTLLM017_A100_Llama31_70B_FP16_TP2_1000_1000           evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP2_128_128             evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP2_128_2048            evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP2_2048_128            evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP2_2048_2048           evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP2_5000_500            evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP2_500_2000            evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP4_1000_1000           evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP4_128_128             evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP4_128_2048            evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP4_128_4096            evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP4_20000_2000          evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP4_2048_128            evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP4_2048_2048           evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP4_5000_500            evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP4_500_2000            evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP8_1000_1000           evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP8_128_128             evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP8_128_2048            evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP8_128_4096            evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP8_20000_2000          evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP8_2048_128            evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP8_2048_2048           evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP8_5000_500            evaluate                               1       1       0
TRTLLM017_A100_Llama31_70B_FP16_TP8_500_2000            evaluate                               1       1       0
TRTLLM017_A100_Llama31_8B_FP16_TP1_1000_1000            evaluate                               1       1       0
TRTLLM017_A100_Llama31_8B_FP16_TP1_128_128              evaluate                               1       1       0
TRTLLM017_A100_Llama31_8B_FP16_TP1_128_2048             evaluate                               1       1       0
TRTLLM017_A100_Llama31_8B_FP16_TP1_128_4096             evaluate                               1       1       0
TRTLLM017_A100_Llama31_8B_FP16_TP1_20000_2000           evaluate                               1       1       0
TRTLLM017_A100_Llama31_8B_FP16_TP1_2048_128             evaluate                               1       1       0
TRTLLM017_A100_Llama31_8B_FP16_TP1_2048_2048            evaluate                               1       1       0
TRTLLM017_A100_Llama31_8B_FP16_TP1_5000_500             evaluate                               1       1       0
TRTLLM017_A100_Llama31_8B_FP16_TP1_500_2000             evaluate                               1       1       0
TRTLLM017_A100_Mistral_7B_FP16_TP1_1000_1000            evaluate                               1       1       0
TRTLLM017_A100_Mistral_7B_FP16_TP1_128_128              evaluate                               1       1       0
TRTLLM017_A100_Mistral_7B_FP16_TP1_128_2048             evaluate                               1       1       0
TRTLLM017_A100_Mistral_7B_FP16_TP1_128_4096             evaluate                               1       1       0
TRTLLM017_A100_Mistral_7B_FP16_TP1_20000_2000           evaluate                               1       1       0
TRTLLM017_A100_Mistral_7B_FP16_TP1_2048_128             evaluate                               1       1       0
TRTLLM017_A100_Mistral_7B_FP16_TP1_2048_2048            evaluate                               1       1       0
TRTLLM017_A100_Mistral_7B_FP16_TP1_5000_500             evaluate                               1       1       0
TRTLLM017_A100_Mistral_7B_FP16_TP1_500_2000             evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_1000_1000         evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_128_128           evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_128_2048          evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_128_4096          evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_20000_2000        evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_2048_128          evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_2048_2048         evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_5000_500          evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_500_2000          evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_1000_1000          evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_128_128            evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_128_2048           evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_128_4096           evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_20000_2000         evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_2048_128           evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_2048_2048          evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_5000_500           evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_500_2000           evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_1000_1000          evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_128_128            evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_128_2048           evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_128_4096           evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_20000_2000         evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_2048_128           evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_2048_2048          evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_5000_500           evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_500_2000           evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_1000_1000          evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_128_128            evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_128_2048           evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_128_4096           evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_20000_2000         evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_2048_128           evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_2048_2048          evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_5000_500           evaluate                               1       1       0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_500_2000           evaluate                               1       1       0
TRTLLM017_GH200_Llama31_70B_FP8_TP1_1000_1000           evaluate                               1       1       0
TRTLLM017_GH200_Llama31_70B_FP8_TP1_128_128             evaluate                               1       1       0
TRTLLM017_GH200_Llama31_70B_FP8_TP1_128_2048            evaluate                               1       1       0
TRTLLM017_GH200_Llama31_70B_FP8_TP1_128_4096            evaluate                               1       1       0
TRTLLM017_GH200_Llama31_70B_FP8_TP1_2048_128            evaluate                               1       1       0
TRTLLM017_GH200_Llama31_70B_FP8_TP1_2048_2048           evaluate                               1       1       0
TRTLLM017_GH200_Llama31_70B_FP8_TP1_5000_500            evaluate                               1       1       0
TRTLLM017_GH200_Llama31_70B_FP8_TP1_500_2000            evaluate                               1       1       0
TRTLLM017_GH200_Llama31_8B_FP8_TP1_1000_1000            evaluate                               1       1       0
TRTLLM017_GH200_Llama31_8B_FP8_TP1_128_128              evaluate                               1       1       0
TRTLLM017_GH200_Llama31_8B_FP8_TP1_128_2048             evaluate                               1       1       0
TRTLLM017_GH200_Llama31_8B_FP8_TP1_128_4096             evaluate                               1       1       0
TRTLLM017_GH200_Llama31_8B_FP8_TP1_20000_2000           evaluate                               1       1       0
TRTLLM017_GH200_Llama31_8B_FP8_TP1_2048_128             evaluate                               1       1       0
TRTLLM017_GH200_Llama31_8B_FP8_TP1_2048_2048            evaluate                               1       1       0
TRTLLM017_GH200_Llama31_8B_FP8_TP1_5000_500             evaluate                               1       1       0
TRTLLM017_GH200_Llama31_8B_FP8_TP1_500_2000             evaluate                               1       1       0
TRTLLM017_GH200_Mistral_7B_FP8_TP1_1000_1000            evaluate                               1       1       0
TRTLLM017_GH200_Mistral_7B_FP8_TP1_128_128              evaluate                               1       1       0
TRTLLM017_GH200_Mistral_7B_FP8_TP1_128_2048             evaluate                               1       1       0
TRTLLM017_GH200_Mistral_7B_FP8_TP1_128_4096             evaluate                               1       1       0
TRTLLM017_GH200_Mistral_7B_FP8_TP1_20000_2000           evaluate                               1       1       0
TRTLLM017_GH200_Mistral_7B_FP8_TP1_2048_128             evaluate                               1       1       0
TRTLLM017_GH200_Mistral_7B_FP8_TP1_2048_2048            evaluate                               1       1       0
TRTLLM017_GH200_Mistral_7B_FP8_TP1_5000_500             evaluate                               1       1       0
TRTLLM017_GH200_Mistral_7B_FP8_TP1_500_2000             evaluate                               1       1       0
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_1000_1000          evaluate                               1       1       0
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_128_128            evaluate                               1       1       0
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_128_2048           evaluate                               1       1       0
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_128_4096           evaluate                               1       1       0
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_20000_2000         evaluate                               1       1       0
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_2048_128           evaluate                               1       1       0
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_2048_2048          evaluate                               1       1       0
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_5000_500           evaluate                               1       1       0
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_500_2000           evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP1_1000_1000            evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP1_128_128              evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP1_128_2048             evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP1_128_4096             evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP1_2048_128             evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP1_5000_500             evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP1_500_2000             evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP2_1000_1000            evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP2_128_128              evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP2_128_2048             evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP2_128_4096             evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP2_20000_2000           evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP2_2048_128             evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP2_2048_2048            evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP2_5000_500             evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP2_500_2000             evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP4_1000_1000            evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP4_128_128              evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP4_128_2048             evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP4_128_4096             evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP4_20000_2000           evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP4_2048_128             evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP4_2048_2048            evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP4_5000_500             evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP4_500_2000             evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP8_1000_1000            evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP8_128_128              evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP8_128_2048             evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP8_128_4096             evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP8_20000_2000           evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP8_2048_128             evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP8_2048_2048            evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP8_5000_500             evaluate                               1       1       0
TRTLLM017_H100_Llama31_70B_FP8_TP8_500_2000             evaluate                               1       1       0
TRTLLM017_H100_Llama31_8B_FP8_TP1_1000_1000             evaluate                               1       1       0
TRTLLM017_H100_Llama31_8B_FP8_TP1_128_128               evaluate                               1       1       0
TRTLLM017_H100_Llama31_8B_FP8_TP1_128_2048              evaluate                               1       1       0
TRTLLM017_H100_Llama31_8B_FP8_TP1_128_4096              evaluate                               1       1       0
TRTLLM017_H100_Llama31_8B_FP8_TP1_20000_2000            evaluate                               1       1       0
TRTLLM017_H100_Llama31_8B_FP8_TP1_2048_128              evaluate                               1       1       0
TRTLLM017_H100_Llama31_8B_FP8_TP1_2048_2048             evaluate                               1       1       0
TRTLLM017_H100_Llama31_8B_FP8_TP1_5000_500              evaluate                               1       1       0
TRTLLM017_H100_Llama31_8B_FP8_TP1_500_2000              evaluate                               1       1       0
TRTLLM017_H100_Mistral_7B_FP8_TP1_1000_1000             evaluate                               1       1       0
TRTLLM017_H100_Mistral_7B_FP8_TP1_128_128               evaluate                               1       1       0
TRTLLM017_H100_Mistral_7B_FP8_TP1_128_2048              evaluate                               1       1       0
TRTLLM017_H100_Mistral_7B_FP8_TP1_128_4096              evaluate                               1       1       0
TRTLLM017_H100_Mistral_7B_FP8_TP1_20000_2000            evaluate                               1       1       0
TRTLLM017_H100_Mistral_7B_FP8_TP1_2048_128              evaluate                               1       1       0
TRTLLM017_H100_Mistral_7B_FP8_TP1_2048_2048             evaluate                               1       1       0
TRTLLM017_H100_Mistral_7B_FP8_TP1_5000_500              evaluate                               1       1       0
TRTLLM017_H100_Mistral_7B_FP8_TP1_500_2000              evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_1000_1000          evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_128_128            evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_128_2048           evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_128_4096           evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_20000_2000         evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_2048_128           evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_2048_2048          evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_5000_500           evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_500_2000           evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_1000_1000           evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_128_128             evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_128_2048            evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_128_4096            evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_20000_2000          evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_2048_128            evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_2048_2048           evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_5000_500            evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_500_2000            evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_1000_1000           evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_128_128             evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_128_2048            evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_128_4096            evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_20000_2000          evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_2048_128            evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_2048_2048           evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_5000_500            evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_500_2000            evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_1000_1000           evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_128_128             evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_128_2048            evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_128_4096            evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_20000_2000          evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_2048_128            evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_2048_2048           evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_5000_500            evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_500_2000            evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_1000_1000           evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_128_128             evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_128_2048            evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_128_4096            evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_20000_2000          evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_2048_128            evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_2048_2048           evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_5000_500            evaluate                               1       1       0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_500_2000            evaluate                               1       1       0
TRTLLM017_H200_Llama31_405B_FP8_TP8_1000_1000           evaluate                               1       1       0
TRTLLM017_H200_Llama31_405B_FP8_TP8_128_128             evaluate                               1       1       0
TRTLLM017_H200_Llama31_405B_FP8_TP8_128_2048            evaluate                               1       1       0
TRTLLM017_H200_Llama31_405B_FP8_TP8_128_4096            evaluate                               1       1       0
TRTLLM017_H200_Llama31_405B_FP8_TP8_20000_2000          evaluate                               1       1       0
TRTLLM017_H200_Llama31_405B_FP8_TP8_2048_128            evaluate                               1       1       0
TRTLLM017_H200_Llama31_405B_FP8_TP8_2048_2048           evaluate                               1       1       0
TRTLLM017_H200_Llama31_405B_FP8_TP8_5000_500            evaluate                               1       1       0
TRTLLM017_H200_Llama31_405B_FP8_TP8_500_2000            evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP1_1000_1000            evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP1_128_128              evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP1_128_2048             evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP1_128_4096             evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP1_20000_2000           evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP1_2048_128             evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP1_2048_2048            evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP1_5000_500             evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP1_500_2000             evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP2_1000_1000            evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP2_128_128              evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP2_128_2048             evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP2_128_4096             evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP2_20000_2000           evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP2_2048_128             evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP2_2048_2048            evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP2_5000_500             evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP2_500_2000             evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP4_1000_1000            evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP4_128_128              evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP4_128_2048             evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP4_128_4096             evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP4_20000_2000           evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP4_2048_128             evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP4_2048_2048            evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP4_5000_500             evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP4_500_2000             evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP8_1000_1000            evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP8_128_128              evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP8_128_2048             evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP8_128_4096             evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP8_20000_2000           evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP8_2048_128             evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP8_2048_2048            evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP8_5000_500             evaluate                               1       1       0
TRTLLM017_H200_Llama31_70B_FP8_TP8_500_2000             evaluate                               1       1       0
TRTLLM017_H200_Llama31_8B_FP8_TP1_1000_1000             evaluate                               1       1       0
TRTLLM017_H200_Llama31_8B_FP8_TP1_128_128               evaluate                               1       1       0
TRTLLM017_H200_Llama31_8B_FP8_TP1_128_2048              evaluate                               1       1       0
TRTLLM017_H200_Llama31_8B_FP8_TP1_128_4096              evaluate                               1       1       0
TRTLLM017_H200_Llama31_8B_FP8_TP1_20000_2000            evaluate                               1       1       0
TRTLLM017_H200_Llama31_8B_FP8_TP1_2048_128              evaluate                               1       1       0
TRTLLM017_H200_Llama31_8B_FP8_TP1_2048_2048             evaluate                               1       1       0
TRTLLM017_H200_Llama31_8B_FP8_TP1_5000_500              evaluate                               1       1       0
TRTLLM017_H200_Llama31_8B_FP8_TP1_500_2000              evaluate                               1       1       0
TRTLLM017_H200_Mistral_7B_FP8_TP1_1000_1000             evaluate                               1       1       0
TRTLLM017_H200_Mistral_7B_FP8_TP1_128_128               evaluate                               1       1       0
TRTLLM017_H200_Mistral_7B_FP8_TP1_128_2048              evaluate                               1       1       0
TRTLLM017_H200_Mistral_7B_FP8_TP1_128_4096              evaluate                               1       1       0
TRTLLM017_H200_Mistral_7B_FP8_TP1_20000_2000            evaluate                               1       1       0
TRTLLM017_H200_Mistral_7B_FP8_TP1_2048_128              evaluate                               1       1       0
TRTLLM017_H200_Mistral_7B_FP8_TP1_2048_2048             evaluate                               1       1       0
TRTLLM017_H200_Mistral_7B_FP8_TP1_5000_500              evaluate                               1       1       0
TRTLLM017_H200_Mistral_7B_FP8_TP1_500_2000              evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_1000_1000          evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_128_128            evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_128_2048           evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_128_4096           evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_20000_2000         evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_2048_128           evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_2048_2048          evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_5000_500           evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_500_2000           evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_1000_1000           evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_128_128             evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_128_2048            evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_128_4096            evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_20000_2000          evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_2048_128            evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_2048_2048           evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_5000_500            evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_500_2000            evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_1000_1000           evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_128_128             evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_128_2048            evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_128_4096            evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_20000_2000          evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_2048_128            evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_2048_2048           evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_5000_500            evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_500_2000            evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_1000_1000           evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_128_128             evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_128_2048            evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_128_4096            evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_20000_2000          evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_2048_128            evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_2048_2048           evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_5000_500            evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_500_2000            evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_1000_1000           evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_128_128             evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_128_2048            evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_128_4096            evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_20000_2000          evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_2048_128            evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_2048_2048           evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_5000_500            evaluate                               1       1       0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_500_2000            evaluate                               1       1       0
TRTLLM017_L40S_Llama31_70B_FP8_TP4_1000_1000            evaluate                               1       1       0
TRTLLM017_L40S_Llama31_70B_FP8_TP4_128_128              evaluate                               1       1       0
TRTLLM017_L40S_Llama31_70B_FP8_TP4_128_2048             evaluate                               1       1       0
TRTLLM017_L40S_Llama31_70B_FP8_TP4_128_4096             evaluate                               1       1       0
TRTLLM017_L40S_Llama31_70B_FP8_TP4_20000_2000           evaluate                               1       1       0
TRTLLM017_L40S_Llama31_70B_FP8_TP4_2048_128             evaluate                               1       1       0
TRTLLM017_L40S_Llama31_70B_FP8_TP4_2048_2048            evaluate                               1       1       0
TRTLLM017_L40S_Llama31_70B_FP8_TP4_5000_500             evaluate                               1       1       0
TRTLLM017_L40S_Llama31_70B_FP8_TP4_500_2000             evaluate                               1       1       0
TRTLLM017_L40S_Llama31_70B_FP8_TP8_1000_1000            evaluate                               1       1       0
TRTLLM017_L40S_Llama31_70B_FP8_TP8_128_128              evaluate                               1       1       0
TRTLLM017_L40S_Llama31_70B_FP8_TP8_128_2048             evaluate                               1       1       0
TRTLLM017_L40S_Llama31_70B_FP8_TP8_128_4096             evaluate                               1       1       0
TRTLLM017_L40S_Llama31_70B_FP8_TP8_20000_2000           evaluate                               1       1       0
TRTLLM017_L40S_Llama31_70B_FP8_TP8_2048_128             evaluate                               1       1       0
TRTLLM017_L40S_Llama31_70B_FP8_TP8_2048_2048            evaluate                               1       1       0
TRTLLM017_L40S_Llama31_70B_FP8_TP8_5000_500             evaluate                               1       1       0
TRTLLM017_L40S_Llama31_70B_FP8_TP8_500_2000             evaluate                               1       1       0
TRTLLM017_L40S_Llama31_8B_FP8_TP1_1000_1000             evaluate                               1       1       0
TRTLLM017_L40S_Llama31_8B_FP8_TP1_128_128               evaluate                               1       1       0
TRTLLM017_L40S_Llama31_8B_FP8_TP1_128_2048              evaluate                               1       1       0
TRTLLM017_L40S_Llama31_8B_FP8_TP1_128_4096              evaluate                               1       1       0
TRTLLM017_L40S_Llama31_8B_FP8_TP1_20000_2000            evaluate                               1       1       0
TRTLLM017_L40S_Llama31_8B_FP8_TP1_2048_128              evaluate                               1       1       0
TRTLLM017_L40S_Llama31_8B_FP8_TP1_2048_2048             evaluate                               1       1       0
TRTLLM017_L40S_Llama31_8B_FP8_TP1_5000_500              evaluate                               1       1       0
TRTLLM017_L40S_Llama31_8B_FP8_TP1_500_2000              evaluate                               1       1       0
TRTLLM017_L40S_Mistral_7B_FP8_TP1_1000_1000             evaluate                               1       1       0
TRTLLM017_L40S_Mistral_7B_FP8_TP1_128_128               evaluate                               1       1       0
TRTLLM017_L40S_Mistral_7B_FP8_TP1_128_2048              evaluate                               1       1       0
TRTLLM017_L40S_Mistral_7B_FP8_TP1_128_4096              evaluate                               1       1       0
TRTLLM017_L40S_Mistral_7B_FP8_TP1_20000_2000            evaluate                               1       1       0
TRTLLM017_L40S_Mistral_7B_FP8_TP1_2048_128              evaluate                               1       1       0
TRTLLM017_L40S_Mistral_7B_FP8_TP1_2048_2048             evaluate                               1       1       0
TRTLLM017_L40S_Mistral_7B_FP8_TP1_5000_500              evaluate                               1       1       0
TRTLLM017_L40S_Mistral_7B_FP8_TP1_500_2000              evaluate                               1       1       0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_1000_1000           evaluate                               1       1       0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_128_128             evaluate                               1       1       0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_128_2048            evaluate                               1       1       0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_128_4096            evaluate                               1       1       0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_20000_2000          evaluate                               1       1       0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_2048_128            evaluate                               1       1       0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_2048_2048           evaluate                               1       1       0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_5000_500            evaluate                               1       1       0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_500_2000            evaluate                               1       1       0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_1000_1000           evaluate                               1       1       0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_128_128             evaluate                               1       1       0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_128_2048            evaluate                               1       1       0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_128_4096            evaluate                               1       1       0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_20000_2000          evaluate                               1       1       0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_2048_128            evaluate                               1       1       0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_2048_2048           evaluate                               1       1       0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_5000_500            evaluate                               1       1       0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_500_2000            evaluate                               1       1       0
TRTLLM05_A100_Falcon_180B_FP16_TP8_TTFT128              evaluate                               1       1       0
TRTLLM05_A100_Falcon_180B_FP16_TP8_TTFT2048             evaluate                               1       1       0
TRTLLM05_A100_GPTJ_6B_FP16_TTFT128                      evaluate                               1       1       0
TRTLLM05_A100_GPTJ_6B_FP16_TTFT2048                     evaluate                               1       1       0
TRTLLM05_A100_Llama2_70B_FP16_TP4_TTFT128               evaluate                               1       1       0
TRTLLM05_A100_Llama2_70B_FP16_TP4_TTFT2048              evaluate                               1       1       0
TRTLLM05_A100_Llama2_7B_FP16_TTFT128                    evaluate                               1       1       0
TRTLLM05_A100_Llama2_7B_FP16_TTFT2048                   evaluate                               1       1       0
TRTLLM05_H100_Falcon_180B_FP8_TP8_TTFT128               evaluate                               1       1       0
TRTLLM05_H100_Falcon_180B_FP8_TP8_TTFT2048              evaluate                               1       1       0
TRTLLM05_H100_GPTJ_6B_FP8_TTFT128                       evaluate                               1       1       0
TRTLLM05_H100_GPTJ_6B_FP8_TTFT2048                      evaluate                               1       1       0
TRTLLM05_H100_Llama2_70B_FP8_TP4_TTFT128                evaluate                               1       1       0
TRTLLM05_H100_Llama2_70B_FP8_TP4_TTFT2048               evaluate                               1       1       0
TRTLLM05_H100_Llama2_7B_FP8_TTFT128                     evaluate                               1       1       0
TRTLLM05_H100_Llama2_7B_FP8_TTFT2048                    evaluate                               1       1       0
TRTLLM05_H200_Llama2_13B_FP8_B1024                      evaluate                               1       1       0
TRTLLM05_H200_Llama2_13B_FP8_B128_Out2048               evaluate                               1       1       0
TRTLLM05_H200_Llama2_13B_FP8_B64_In2048                 evaluate                               1       1       0
TRTLLM05_H200_Llama2_70B_FP8_B32_In2048                 evaluate                               1       1       0
TRTLLM05_H200_Llama2_70B_FP8_B512                       evaluate                               1       1       0
TRTLLM05_H200_Llama2_70B_FP8_B64_In2048                 evaluate                               1       1       0
TRTLLM05_H200_Llama2_70B_FP8_TP2_B512_Out2048           evaluate                               1       1       0
TRTLLM05_L40S_GPTJ_6B_FP8_B32_2048_128                  evaluate                               1       1       0
TRTLLM05_L40S_GPTJ_6B_FP8_B32_2048_2048                 evaluate                               1       1       0
TRTLLM05_L40S_GPTJ_6B_FP8_B64_128_128                   evaluate                               1       1       0
TRTLLM05_L40S_GPTJ_6B_FP8_B64_128_2048                  evaluate                               1       1       0
TRTLLM05_L40S_GPTJ_6B_FP8_TTFT128                       evaluate                               1       1       0
TRTLLM05_L40S_GPTJ_6B_FP8_TTFT2048                      evaluate                               1       1       0
TRTLLM05_L40S_Llama2_7B_FP8_B16_2048_2048               evaluate                               1       1       0
TRTLLM05_L40S_Llama2_7B_FP8_B32_2048_128                evaluate                               1       1       0
TRTLLM05_L40S_Llama2_7B_FP8_B64_128_128                 evaluate                               1       1       0
TRTLLM05_L40S_Llama2_7B_FP8_B64_128_2048                evaluate                               1       1       0
TRTLLM05_L40S_Llama2_7B_FP8_TTFT128                     evaluate                               1       1       0
TRTLLM05_L40S_Llama2_7B_FP8_TTFT2048                    evaluate                               1       1       0
TRTLLM061_A100_Falcon_180B_FP16_TP8_B1024_128_128       evaluate                               1       1       0
TRTLLM061_A100_Falcon_180B_FP16_TP8_B128_128_2048       evaluate                               1       1       0
TRTLLM061_A100_GPTJ_6B_FP16_B512_128_128                evaluate                               1       1       0
TRTLLM061_A100_GPTJ_6B_FP16_B60_2048_128                evaluate                               1       1       0
TRTLLM061_A100_GPTJ_6B_FP16_TP2_B120_128_2048           evaluate                               1       1       0
TRTLLM061_A100_GPTJ_6B_FP16_TP2_B64_2048_2048           evaluate                               1       1       0
TRTLLM061_A100_Llama2_70B_FP16_TP4_B120_2048_128        evaluate                               1       1       0
TRTLLM061_A100_Llama2_70B_FP16_TP4_B1280_128_128        evaluate                               1       1       0
TRTLLM061_A100_Llama2_70B_FP16_TP4_B240_128_2048        evaluate                               1       1       0
TRTLLM061_A100_Llama2_7B_FP16_B384_128_128              evaluate                               1       1       0
TRTLLM061_A100_Llama2_7B_FP16_B52_2048_128              evaluate                               1       1       0
TRTLLM061_A100_Llama2_7B_FP16_B60_128_2048              evaluate                               1       1       0
TRTLLM061_A100_Llama2_7B_FP16_TP2_B64_2048_2048         evaluate                               1       1       0
TRTLLM061_H100_Falcon_180B_FP8_TP4_B1024_128_128        evaluate                               1       1       0
TRTLLM061_H100_Falcon_180B_FP8_TP4_B64_2048_128         evaluate                               1       1       0
TRTLLM061_H100_Falcon_180B_FP8_TP4_B64_2048_2048        evaluate                               1       1       0
TRTLLM061_H100_Falcon_180B_FP8_TP8_B1024_128_2048       evaluate                               1       1       0
TRTLLM061_H100_GPTJ_6B_FP8_B1024_128_128                evaluate                               1       1       0
TRTLLM061_H100_GPTJ_6B_FP8_B120_128_2048                evaluate                               1       1       0
TRTLLM061_H100_GPTJ_6B_FP8_B64_2048_128                 evaluate                               1       1       0
TRTLLM061_H100_GPTJ_6B_FP8_B64_2048_2048                evaluate                               1       1       0
TRTLLM061_H100_Llama2_70B_FP8_TP2_B1024_128_128         evaluate                               1       1       0
TRTLLM061_H100_Llama2_70B_FP8_TP2_B64_2048_2048         evaluate                               1       1       0
TRTLLM061_H100_Llama2_70B_FP8_TP2_B96_2048_128          evaluate                               1       1       0
TRTLLM061_H100_Llama2_70B_FP8_TP4_B480_128_2048         evaluate                               1       1       0
TRTLLM061_H100_Llama2_7B_FP8_B112_128_2048              evaluate                               1       1       0
TRTLLM061_H100_Llama2_7B_FP8_B48_2048_2048              evaluate                               1       1       0
TRTLLM061_H100_Llama2_7B_FP8_B768_128_128               evaluate                               1       1       0
TRTLLM061_H100_Llama2_7B_FP8_B80_2048_128               evaluate                               1       1       0
TRTLLM07_H200_Llama2_70B_FP8_B192_Out2048               evaluate                               1       1       0
TRTLLM07_H200_Llama2_70B_FP8_B192_Out2048_NoXQA         evaluate                               1       1       0
TRTLLM07_H200_Llama2_70B_FP8_B960                       evaluate                               1       1       0
TRTLLM07_H200_Llama2_70B_FP8_B96_Out4096                evaluate                               1       1       0
TRTLLM090_A100_Falcon_180B_FP16_TP8_B1024_128_128       evaluate                               1       1       0
TRTLLM090_A100_Falcon_180B_FP16_TP8_B512_128_2048       evaluate                               1       1       0
TRTLLM090_A100_Falcon_180B_FP16_TP8_B64_2048_128        evaluate                               1       1       0
TRTLLM090_A100_Falcon_180B_FP16_TP8_B64_2048_2048       evaluate                               1       1       0
TRTLLM090_A100_Falcon_180B_FP16_TP8_TTFT128             evaluate                               1       1       0
TRTLLM090_A100_Falcon_180B_FP16_TP8_TTFT2048            evaluate                               1       1       0
TRTLLM090_A100_GPTJ_6B_FP16_B32_128_2048                evaluate                               1       1       0
TRTLLM090_A100_GPTJ_6B_FP16_B32_2048_128                evaluate                               1       1       0
TRTLLM090_A100_GPTJ_6B_FP16_B32_2048_2048               evaluate                               1       1       0
TRTLLM090_A100_GPTJ_6B_FP16_B512_128_128                evaluate                               1       1       0
TRTLLM090_A100_GPTJ_6B_FP16_TTFT128                     evaluate                               1       1       0
TRTLLM090_A100_GPTJ_6B_FP16_TTFT2048                    evaluate                               1       1       0
TRTLLM090_A100_Llama2_70B_FP16_TP4_B1024_128_128        evaluate                               1       1       0
TRTLLM090_A100_Llama2_70B_FP16_TP4_B64_2048_2048        evaluate                               1       1       0
TRTLLM090_A100_Llama2_70B_FP16_TP4_B96_2048_128         evaluate                               1       1       0
TRTLLM090_A100_Llama2_70B_FP16_TP8_B512_128_2048        evaluate                               1       1       0
TRTLLM090_A100_Llama2_70B_FP16_TP8_TTFT2048             evaluate                               1       1       0
TRTLLM090_A100_Llama2_7B_FP16_B16_2048_2048             evaluate                               1       1       0
TRTLLM090_A100_Llama2_7B_FP16_B256_128_128              evaluate                               1       1       0
TRTLLM090_A100_Llama2_7B_FP16_B32_128_2048              evaluate                               1       1       0
TRTLLM090_A100_Llama2_7B_FP16_B32_2048_128              evaluate                               1       1       0
TRTLLM090_A100_Llama2_7B_FP16_TTFT2048                  evaluate                               1       1       0
TRTLLM090_A100_Mistral_7B_FP16_B120_128_2048            evaluate                               1       1       0
TRTLLM090_A100_Mistral_7B_FP16_B56_2048_2048            evaluate                               1       1       0
TRTLLM090_A100_Mistral_7B_FP16_B64_2048_128             evaluate                               1       1       0
TRTLLM090_A100_Mistral_7B_FP16_B896_128_128             evaluate                               1       1       0
TRTLLM090_A100_Mistral_7B_FP16_TTFT2048                 evaluate                               1       1       0
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_B128_128_2048      evaluate                               1       1       0
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_B32_2048_2048      evaluate                               1       1       0
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_B512_128_128       evaluate                               1       1       0
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_B64_2048_128       evaluate                               1       1       0
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_TTFT128            evaluate                               1       1       0
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_TTFT2048           evaluate                               1       1       0
TRTLLM090_H100_Falcon_180B_FP8_TP4_B1024_128_128        evaluate                               1       1       0
TRTLLM090_H100_Falcon_180B_FP8_TP4_B64_2048_128         evaluate                               1       1       0
TRTLLM090_H100_Falcon_180B_FP8_TP4_B64_2048_2048        evaluate                               1       1       0
TRTLLM090_H100_Falcon_180B_FP8_TP4_TTFT128              evaluate                               1       1       0
TRTLLM090_H100_Falcon_180B_FP8_TP8_B1024_128_2048       evaluate                               1       1       0
TRTLLM090_H100_Falcon_180B_FP8_TP8_TTFT2048             evaluate                               1       1       0
TRTLLM090_H100_GPTJ_6B_FP8_B1024_128_128                evaluate                               1       1       0
TRTLLM090_H100_GPTJ_6B_FP8_B120_128_2048                evaluate                               1       1       0
TRTLLM090_H100_GPTJ_6B_FP8_B64_2048_128                 evaluate                               1       1       0
TRTLLM090_H100_GPTJ_6B_FP8_B64_2048_2048                evaluate                               1       1       0
TRTLLM090_H100_GPTJ_6B_FP8_TTFT128                      evaluate                               1       1       0
TRTLLM090_H100_GPTJ_6B_FP8_TTFT2048                     evaluate                               1       1       0
TRTLLM090_H100_Llama2_70B_FP8_TP2_B1024_128_128         evaluate                               1       1       0
TRTLLM090_H100_Llama2_70B_FP8_TP2_B64_2048_2048         evaluate                               1       1       0
TRTLLM090_H100_Llama2_70B_FP8_TP2_B96_2048_128          evaluate                               1       1       0
TRTLLM090_H100_Llama2_70B_FP8_TP4_B512_128_2048         evaluate                               1       1       0
TRTLLM090_H100_Llama2_70B_FP8_TP4_TTFT128               evaluate                               1       1       0
TRTLLM090_H100_Llama2_70B_FP8_TP8_TTFT2048              evaluate                               1       1       0
TRTLLM090_H100_Llama2_7B_FP8_B120_128_2048              evaluate                               1       1       0
TRTLLM090_H100_Llama2_7B_FP8_B56_2048_2048              evaluate                               1       1       0
TRTLLM090_H100_Llama2_7B_FP8_B84_2048_128               evaluate                               1       1       0
TRTLLM090_H100_Llama2_7B_FP8_TTFT128                    evaluate                               1       1       0
TRTLLM090_H100_Mistral_7B_FP8_B120_128_2048             evaluate                               1       1       0
TRTLLM090_H100_Mistral_7B_FP8_B56_2048_2048             evaluate                               1       1       0
TRTLLM090_H100_Mistral_7B_FP8_B84_2048_128              evaluate                               1       1       0
TRTLLM090_H100_Mistral_7B_FP8_B896_128_128              evaluate                               1       1       0
TRTLLM090_H100_Mistral_7B_FP8_TTFT2048                  evaluate                               1       1       0
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_B128_128_2048       evaluate                               1       1       0
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_B32_2048_2048       evaluate                               1       1       0
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_B512_128_128        evaluate                               1       1       0
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_B64_2048_128        evaluate                               1       1       0
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_TTFT128             evaluate                               1       1       0
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_TTFT2048            evaluate                               1       1       0
TRTLLM090_H200_Falcon_180B_FP8_TP4_B1024_128_128        evaluate                               1       1       0
TRTLLM090_H200_Falcon_180B_FP8_TP4_B1024_128_2048       evaluate                               1       1       0
TRTLLM090_H200_Falcon_180B_FP8_TP4_B64_2048_128         evaluate                               1       1       0
TRTLLM090_H200_Falcon_180B_FP8_TP4_B64_2048_2048        evaluate                               1       1       0
TRTLLM090_H200_Falcon_180B_FP8_TP4_TTFT128              evaluate                               1       1       0
TRTLLM090_H200_Falcon_180B_FP8_TP4_TTFT2048             evaluate                               1       1       0
TRTLLM090_H200_GPTJ_6B_FP8_B1024_128_128                evaluate                               1       1       0
TRTLLM090_H200_GPTJ_6B_FP8_B120_128_2048                evaluate                               1       1       0
TRTLLM090_H200_GPTJ_6B_FP8_B64_2048_128                 evaluate                               1       1       0
TRTLLM090_H200_GPTJ_6B_FP8_B64_2048_2048                evaluate                               1       1       0
TRTLLM090_H200_GPTJ_6B_FP8_TTFT128                      evaluate                               1       1       0
TRTLLM090_H200_GPTJ_6B_FP8_TTFT2048                     evaluate                               1       1       0
TRTLLM090_H200_Llama2_70B_FP8_B1024_128_128             evaluate                               1       1       0
TRTLLM090_H200_Llama2_70B_FP8_B64_2048_128              evaluate                               1       1       0
TRTLLM090_H200_Llama2_70B_FP8_B64_2048_2048             evaluate                               1       1       0
TRTLLM090_H200_Llama2_70B_FP8_TP2_B512_128_2048         evaluate                               1       1       0
TRTLLM090_H200_Llama2_70B_FP8_TP4_TTFT2048              evaluate                               1       1       0
TRTLLM090_H200_Llama2_7B_FP8_B120_128_2048              evaluate                               1       1       0
TRTLLM090_H200_Llama2_7B_FP8_B56_2048_2048              evaluate                               1       1       0
TRTLLM090_H200_Llama2_7B_FP8_B64_2048_128               evaluate                               1       1       0
TRTLLM090_H200_Llama2_7B_FP8_B896_128_128               evaluate                               1       1       0
TRTLLM090_H200_Llama2_7B_FP8_TTFT2048                   evaluate                               1       1       0
TRTLLM090_H200_Mistral_7B_FP8_B120_128_2048             evaluate                               1       1       0
TRTLLM090_H200_Mistral_7B_FP8_B56_2048_2048             evaluate                               1       1       0
TRTLLM090_H200_Mistral_7B_FP8_B64_2048_128              evaluate                               1       1       0
TRTLLM090_H200_Mistral_7B_FP8_B896_128_128              evaluate                               1       1       0
TRTLLM090_H200_Mistral_7B_FP8_TTFT2048                  evaluate                               1       1       0
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_B1024_128_128       evaluate                               1       1       0
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_B256_128_2048       evaluate                               1       1       0
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_B64_2048_128        evaluate                               1       1       0
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_B64_2048_2048       evaluate                               1       1       0
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_TTFT128             evaluate                               1       1       0
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_TTFT2048            evaluate                               1       1       0
TRTLLM090_L40S_Falcon_180B_FP8_TP8_B256_128_2048        evaluate                               1       1       0
TRTLLM090_L40S_Falcon_180B_FP8_TP8_B32_2048_128         evaluate                               1       1       0
TRTLLM090_L40S_Falcon_180B_FP8_TP8_B32_2048_2048        evaluate                               1       1       0
TRTLLM090_L40S_Falcon_180B_FP8_TP8_B512_128_128         evaluate                               1       1       0
TRTLLM090_L40S_Falcon_180B_FP8_TP8_TTFT128              evaluate                               1       1       0
TRTLLM090_L40S_Falcon_180B_FP8_TP8_TTFT2048             evaluate                               1       1       0
TRTLLM090_L40S_GPTJ_6B_FP8_B32_2048_128                 evaluate                               1       1       0
TRTLLM090_L40S_GPTJ_6B_FP8_B32_2048_2048                evaluate                               1       1       0
TRTLLM090_L40S_GPTJ_6B_FP8_B512_128_128                 evaluate                               1       1       0
TRTLLM090_L40S_GPTJ_6B_FP8_B64_128_2048                 evaluate                               1       1       0
TRTLLM090_L40S_GPTJ_6B_FP8_TTFT128                      evaluate                               1       1       0
TRTLLM090_L40S_GPTJ_6B_FP8_TTFT2048                     evaluate                               1       1       0
TRTLLM090_L40S_Llama2_70B_FP8_TP2_B16_2048_128          evaluate                               1       1       0
TRTLLM090_L40S_Llama2_70B_FP8_TP2_B256_128_128          evaluate                               1       1       0
TRTLLM090_L40S_Llama2_70B_FP8_TP4_B256_128_2048         evaluate                               1       1       0
TRTLLM090_L40S_Llama2_70B_FP8_TP4_B64_2048_2048         evaluate                               1       1       0
TRTLLM090_L40S_Llama2_70B_FP8_TP4_TTFT2048              evaluate                               1       1       0
TRTLLM090_L40S_Llama2_70B_FP8_TP8_TTFT128               evaluate                               1       1       0
TRTLLM090_L40S_Llama2_7B_FP8_B16_2048_2048              evaluate                               1       1       0
TRTLLM090_L40S_Llama2_7B_FP8_B256_128_128               evaluate                               1       1       0
TRTLLM090_L40S_Llama2_7B_FP8_B32_2048_128               evaluate                               1       1       0
TRTLLM090_L40S_Llama2_7B_FP8_B64_128_2048               evaluate                               1       1       0
TRTLLM090_L40S_Llama2_7B_FP8_TTFT2048                   evaluate                               1       1       0
TRTLLM090_L40S_Mistral_7B_FP8_B120_128_2048             evaluate                               1       1       0
TRTLLM090_L40S_Mistral_7B_FP8_B56_2048_2048             evaluate                               1       1       0
TRTLLM090_L40S_Mistral_7B_FP8_B84_2048_128              evaluate                               1       1       0
TRTLLM090_L40S_Mistral_7B_FP8_B896_128_128              evaluate                               1       1       0
TRTLLM090_L40S_Mistral_7B_FP8_TTFT128                   evaluate                               1       1       0
TRTLLM090_L40S_Mistral_7B_FP8_TTFT2048                  evaluate                               1       1       0
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_B256_128_128        evaluate                               1       1       0
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_B256_128_2048       evaluate                               1       1       0
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_B32_2048_2048       evaluate                               1       1       0
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_B64_2048_128        evaluate                               1       1       0
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_TTFT128             evaluate                               1       1       0
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_TTFT2048            evaluate                               1       1       0
TRTLLM10_B200_Llama31_405B_FP4_TP4_1000_1000            evaluate                               1       1       0
TRTLLM10_B200_Llama31_405B_FP4_TP4_1000_2000            evaluate                               1       1       0
TRTLLM10_B200_Llama31_405B_FP4_TP4_128_128              evaluate                               1       1       0
TRTLLM10_B200_Llama31_405B_FP4_TP4_128_2048             evaluate                               1       1       0
TRTLLM10_B200_Llama31_405B_FP4_TP4_128_4096             evaluate                               1       1       0
TRTLLM10_B200_Llama31_405B_FP4_TP4_20000_2000           evaluate                               1       1       0
TRTLLM10_B200_Llama31_405B_FP4_TP4_2048_128             evaluate                               1       1       0
TRTLLM10_B200_Llama31_405B_FP4_TP4_2048_2048            evaluate                               1       1       0
TRTLLM10_B200_Llama31_405B_FP4_TP4_5000_500             evaluate                               1       1       0
TRTLLM10_B200_Llama31_405B_FP4_TP4_500_2000             evaluate                               1       1       0
TRTLLM10_B200_Llama33_70B_FP4_1000_1000                 evaluate                               1       1       0
TRTLLM10_B200_Llama33_70B_FP4_1000_2000                 evaluate                               1       1       0
TRTLLM10_B200_Llama33_70B_FP4_128_128                   evaluate                               1       1       0
TRTLLM10_B200_Llama33_70B_FP4_128_2048                  evaluate                               1       1       0
TRTLLM10_B200_Llama33_70B_FP4_128_4096                  evaluate                               1       1       0
TRTLLM10_B200_Llama33_70B_FP4_20000_2000                evaluate                               1       1       0
TRTLLM10_B200_Llama33_70B_FP4_2048_128                  evaluate                               1       1       0
TRTLLM10_B200_Llama33_70B_FP4_2048_2048                 evaluate                               1       1       0
TRTLLM10_B200_Llama33_70B_FP4_5000_500                  evaluate                               1       1       0
TRTLLM10_B200_Llama33_70B_FP4_500_2000                  evaluate                               1       1       0
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_1000_1000         evaluate                               1       1       0
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_1000_2000         evaluate                               1       1       0
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_128_128           evaluate                               1       1       0
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_128_2048          evaluate                               1       1       0
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_128_4096          evaluate                               1       1       0
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_20000_2000        evaluate                               1       1       0
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_2048_128          evaluate                               1       1       0
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_2048_2048         evaluate                               1       1       0
TRTLLM10_B200_Llama4_Scout_FP4_TP1_1000_1000            evaluate                               1       1       0
TRTLLM10_B200_Llama4_Scout_FP4_TP1_1000_2000            evaluate                               1       1       0
TRTLLM10_B200_Llama4_Scout_FP4_TP1_128_128              evaluate                               1       1       0
TRTLLM10_B200_Llama4_Scout_FP4_TP1_128_2048             evaluate                               1       1       0
TRTLLM10_B200_Llama4_Scout_FP4_TP1_128_4096             evaluate                               1       1       0
TRTLLM10_B200_Llama4_Scout_FP4_TP1_20000_2000           evaluate                               1       1       0
TRTLLM10_B200_Llama4_Scout_FP4_TP1_2048_128             evaluate                               1       1       0
TRTLLM10_B200_Llama4_Scout_FP4_TP1_2048_2048            evaluate                               1       1       0
TRTLLM10_B200_Llama4_Scout_FP4_TP1_5000_500             evaluate                               1       1       0
TRTLLM10_B200_Llama4_Scout_FP4_TP1_500_2000             evaluate                               1       1       0
TRTLLM10_B200_Qwen3_235B_FP4_TP8_1000_1000              evaluate                               1       1       0
TRTLLM10_B200_Qwen3_235B_FP4_TP8_1000_2000              evaluate                               1       1       0
TRTLLM10_B200_Qwen3_235B_FP4_TP8_128_128                evaluate                               1       1       0
TRTLLM10_B200_Qwen3_235B_FP4_TP8_128_2048               evaluate                               1       1       0
TRTLLM10_B200_Qwen3_235B_FP4_TP8_128_4096               evaluate                               1       1       0
TRTLLM10_B200_Qwen3_235B_FP4_TP8_20000_2000             evaluate                               1       1       0
TRTLLM10_B200_Qwen3_235B_FP4_TP8_2048_128               evaluate                               1       1       0
TRTLLM10_B200_Qwen3_235B_FP4_TP8_2048_2048              evaluate                               1       1       0
TRTLLM10_B200_Qwen3_235B_FP4_TP8_5000_500               evaluate                               1       1       0
TRTLLM10_B200_Qwen3_235B_FP4_TP8_500_2000               evaluate                               1       1       0
TRTLLM10_B200_Qwen3_30B_FP4_TP1_1000_1000               evaluate                               1       1       0
TRTLLM10_B200_Qwen3_30B_FP4_TP1_1000_2000               evaluate                               1       1       0
TRTLLM10_B200_Qwen3_30B_FP4_TP1_128_128                 evaluate                               1       1       0
TRTLLM10_B200_Qwen3_30B_FP4_TP1_128_2048                evaluate                               1       1       0
TRTLLM10_B200_Qwen3_30B_FP4_TP1_128_4096                evaluate                               1       1       0
TRTLLM10_B200_Qwen3_30B_FP4_TP1_20000_2000              evaluate                               1       1       0
TRTLLM10_B200_Qwen3_30B_FP4_TP1_2048_128                evaluate                               1       1       0
TRTLLM10_B200_Qwen3_30B_FP4_TP1_2048_2048               evaluate                               1       1       0
TRTLLM10_B200_Qwen3_30B_FP4_TP1_5000_500                evaluate                               1       1       0
TRTLLM10_B200_Qwen3_30B_FP4_TP1_500_2000                evaluate                               1       1       0
TRTLLM10_GB200_Llama31_405B_FP4_TP4_1000_1000           evaluate                               1       1       0
TRTLLM10_GB200_Llama31_405B_FP4_TP4_1000_2000           evaluate                               1       1       0
TRTLLM10_GB200_Llama31_405B_FP4_TP4_128_128             evaluate                               1       1       0
TRTLLM10_GB200_Llama31_405B_FP4_TP4_128_2048            evaluate                               1       1       0
TRTLLM10_GB200_Llama31_405B_FP4_TP4_128_4096            evaluate                               1       1       0
TRTLLM10_GB200_Llama31_405B_FP4_TP4_20000_2000          evaluate                               1       1       0
TRTLLM10_GB200_Llama31_405B_FP4_TP4_2048_128            evaluate                               1       1       0
TRTLLM10_GB200_Llama31_405B_FP4_TP4_2048_2048           evaluate                               1       1       0
TRTLLM10_GB200_Llama31_405B_FP4_TP4_5000_500            evaluate                               1       1       0
TRTLLM10_GB200_Llama31_405B_FP4_TP4_500_2000            evaluate                               1       1       0
TRTLLM10_GB200_Llama33_70B_FP4_1000_1000                evaluate                               1       1       0
TRTLLM10_GB200_Llama33_70B_FP4_1000_2000                evaluate                               1       1       0
TRTLLM10_GB200_Llama33_70B_FP4_128_128                  evaluate                               1       1       0
TRTLLM10_GB200_Llama33_70B_FP4_128_2048                 evaluate                               1       1       0
TRTLLM10_GB200_Llama33_70B_FP4_128_4096                 evaluate                               1       1       0
TRTLLM10_GB200_Llama33_70B_FP4_20000_2000               evaluate                               1       1       0
TRTLLM10_GB200_Llama33_70B_FP4_2048_128                 evaluate                               1       1       0
TRTLLM10_GB200_Llama33_70B_FP4_2048_2048                evaluate                               1       1       0
TRTLLM10_GB200_Llama33_70B_FP4_5000_500                 evaluate                               1       1       0
TRTLLM10_GB200_Llama33_70B_FP4_500_2000                 evaluate                               1       1       0
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_1000_1000           evaluate                               1       1       0
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_1000_2000           evaluate                               1       1       0
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_128_128             evaluate                               1       1       0
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_128_2048            evaluate                               1       1       0
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_128_4096            evaluate                               1       1       0
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_20000_2000          evaluate                               1       1       0
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_2048_128            evaluate                               1       1       0
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_2048_2048           evaluate                               1       1       0
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_5000_500            evaluate                               1       1       0
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_500_2000            evaluate                               1       1       0
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_1000_1000              evaluate                               1       1       0
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_1000_2000              evaluate                               1       1       0
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_128_128                evaluate                               1       1       0
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_128_2048               evaluate                               1       1       0
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_128_4096               evaluate                               1       1       0
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_20000_2000             evaluate                               1       1       0
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_2048_128               evaluate                               1       1       0
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_2048_2048              evaluate                               1       1       0
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_5000_500               evaluate                               1       1       0
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_500_2000               evaluate                               1       1       0
TRTLLM10_H100_Llama31_405B_FP8_TP8_1000_1000            evaluate                               1       1       0
TRTLLM10_H100_Llama31_405B_FP8_TP8_1000_2000            evaluate                               1       1       0
TRTLLM10_H100_Llama31_405B_FP8_TP8_128_128              evaluate                               1       1       0
TRTLLM10_H100_Llama31_405B_FP8_TP8_128_2048             evaluate                               1       1       0
TRTLLM10_H100_Llama31_405B_FP8_TP8_128_4096             evaluate                               1       1       0
TRTLLM10_H100_Llama31_405B_FP8_TP8_20000_2000           evaluate                               1       1       0
TRTLLM10_H100_Llama31_405B_FP8_TP8_2048_128             evaluate                               1       1       0
TRTLLM10_H100_Llama31_405B_FP8_TP8_2048_2048            evaluate                               1       1       0
TRTLLM10_H100_Llama31_405B_FP8_TP8_5000_500             evaluate                               1       1       0
TRTLLM10_H100_Llama31_405B_FP8_TP8_500_2000             evaluate                               1       1       0
TRTLLM10_H100_Llama31_8B_FP8_1000_1000                  evaluate                               1       1       0
TRTLLM10_H100_Llama31_8B_FP8_1000_2000                  evaluate                               1       1       0
TRTLLM10_H100_Llama31_8B_FP8_128_128                    evaluate                               1       1       0
TRTLLM10_H100_Llama31_8B_FP8_128_2048                   evaluate                               1       1       0
TRTLLM10_H100_Llama31_8B_FP8_128_4096                   evaluate                               1       1       0
TRTLLM10_H100_Llama31_8B_FP8_20000_2000                 evaluate                               1       1       0
TRTLLM10_H100_Llama31_8B_FP8_2048_128                   evaluate                               1       1       0
TRTLLM10_H100_Llama31_8B_FP8_2048_2048                  evaluate                               1       1       0
TRTLLM10_H100_Llama31_8B_FP8_5000_500                   evaluate                               1       1       0
TRTLLM10_H100_Llama31_8B_FP8_500_2000                   evaluate                               1       1       0
TRTLLM10_H100_Llama33_70B_FP8_TP2_1000_1000             evaluate                               1       1       0
TRTLLM10_H100_Llama33_70B_FP8_TP2_1000_2000             evaluate                               1       1       0
TRTLLM10_H100_Llama33_70B_FP8_TP2_128_128               evaluate                               1       1       0
TRTLLM10_H100_Llama33_70B_FP8_TP2_128_2048              evaluate                               1       1       0
TRTLLM10_H100_Llama33_70B_FP8_TP2_128_4096              evaluate                               1       1       0
TRTLLM10_H100_Llama33_70B_FP8_TP2_20000_2000            evaluate                               1       1       0
TRTLLM10_H100_Llama33_70B_FP8_TP2_2048_128              evaluate                               1       1       0
TRTLLM10_H100_Llama33_70B_FP8_TP2_2048_2048             evaluate                               1       1       0
TRTLLM10_H100_Llama33_70B_FP8_TP2_5000_500              evaluate                               1       1       0
TRTLLM10_H100_Llama33_70B_FP8_TP2_500_2000              evaluate                               1       1       0
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_1000_1000         evaluate                               1       1       0
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_1000_2000         evaluate                               1       1       0
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_128_2048          evaluate                               1       1       0
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_128_4096          evaluate                               1       1       0
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_2048_2048         evaluate                               1       1       0
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_5000_500          evaluate                               1       1       0
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_500_2000          evaluate                               1       1       0
TRTLLM10_H100_Llama4_Scout_FP8_TP4_1000_1000            evaluate                               1       1       0
TRTLLM10_H100_Llama4_Scout_FP8_TP4_1000_2000            evaluate                               1       1       0
TRTLLM10_H100_Llama4_Scout_FP8_TP4_128_2048             evaluate                               1       1       0
TRTLLM10_H100_Llama4_Scout_FP8_TP4_128_4096             evaluate                               1       1       0
TRTLLM10_H100_Llama4_Scout_FP8_TP4_2048_128             evaluate                               1       1       0
TRTLLM10_H100_Llama4_Scout_FP8_TP4_2048_2048            evaluate                               1       1       0
TRTLLM10_H100_Llama4_Scout_FP8_TP4_5000_500             evaluate                               1       1       0
TRTLLM10_H100_Llama4_Scout_FP8_TP4_500_2000             evaluate                               1       1       0
TRTLLM10_H100_Qwen3_235B_FP8_TP8_1000_1000              evaluate                               1       1       0
TRTLLM10_H100_Qwen3_235B_FP8_TP8_1000_2000              evaluate                               1       1       0
TRTLLM10_H100_Qwen3_235B_FP8_TP8_128_2048               evaluate                               1       1       0
TRTLLM10_H100_Qwen3_235B_FP8_TP8_128_4096               evaluate                               1       1       0
TRTLLM10_H100_Qwen3_235B_FP8_TP8_2048_2048              evaluate                               1       1       0
TRTLLM10_H100_Qwen3_235B_FP8_TP8_5000_500               evaluate                               1       1       0
TRTLLM10_H100_Qwen3_235B_FP8_TP8_500_2000               evaluate                               1       1       0
TRTLLM10_H200_Llama31_405B_FP8_TP8_1000_1000            evaluate                               1       1       0
TRTLLM10_H200_Llama31_405B_FP8_TP8_1000_2000            evaluate                               1       1       0
TRTLLM10_H200_Llama31_405B_FP8_TP8_128_128              evaluate                               1       1       0
TRTLLM10_H200_Llama31_405B_FP8_TP8_128_2048             evaluate                               1       1       0
TRTLLM10_H200_Llama31_405B_FP8_TP8_128_4096             evaluate                               1       1       0
TRTLLM10_H200_Llama31_405B_FP8_TP8_20000_2000           evaluate                               1       1       0
TRTLLM10_H200_Llama31_405B_FP8_TP8_2048_128             evaluate                               1       1       0
TRTLLM10_H200_Llama31_405B_FP8_TP8_2048_2048            evaluate                               1       1       0
TRTLLM10_H200_Llama31_405B_FP8_TP8_5000_500             evaluate                               1       1       0
TRTLLM10_H200_Llama31_405B_FP8_TP8_500_2000             evaluate                               1       1       0
TRTLLM10_H200_Llama31_8B_FP8_1000_1000                  evaluate                               1       1       0
TRTLLM10_H200_Llama31_8B_FP8_1000_2000                  evaluate                               1       1       0
TRTLLM10_H200_Llama31_8B_FP8_128_128                    evaluate                               1       1       0
TRTLLM10_H200_Llama31_8B_FP8_128_2048                   evaluate                               1       1       0
TRTLLM10_H200_Llama31_8B_FP8_128_4096                   evaluate                               1       1       0
TRTLLM10_H200_Llama31_8B_FP8_20000_2000                 evaluate                               1       1       0
TRTLLM10_H200_Llama31_8B_FP8_2048_128                   evaluate                               1       1       0
TRTLLM10_H200_Llama31_8B_FP8_2048_2048                  evaluate                               1       1       0
TRTLLM10_H200_Llama31_8B_FP8_5000_500                   evaluate                               1       1       0
TRTLLM10_H200_Llama31_8B_FP8_500_2000                   evaluate                               1       1       0
TRTLLM10_H200_Llama33_70B_FP8_1000_1000                 evaluate                               1       1       0
TRTLLM10_H200_Llama33_70B_FP8_1000_2000                 evaluate                               1       1       0
TRTLLM10_H200_Llama33_70B_FP8_128_128                   evaluate                               1       1       0
TRTLLM10_H200_Llama33_70B_FP8_128_2048                  evaluate                               1       1       0
TRTLLM10_H200_Llama33_70B_FP8_128_4096                  evaluate                               1       1       0
TRTLLM10_H200_Llama33_70B_FP8_20000_2000                evaluate                               1       1       0
TRTLLM10_H200_Llama33_70B_FP8_2048_128                  evaluate                               1       1       0
TRTLLM10_H200_Llama33_70B_FP8_2048_2048                 evaluate                               1       1       0
TRTLLM10_H200_Llama33_70B_FP8_5000_500                  evaluate                               1       1       0
TRTLLM10_H200_Llama33_70B_FP8_500_2000                  evaluate                               1       1       0
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_1000_1000         evaluate                               1       1       0
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_1000_2000         evaluate                               1       1       0
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_128_128           evaluate                               1       1       0
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_128_2048          evaluate                               1       1       0
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_128_4096          evaluate                               1       1       0
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_20000_2000        evaluate                               1       1       0
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_2048_128          evaluate                               1       1       0
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_2048_2048         evaluate                               1       1       0
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_5000_500          evaluate                               1       1       0
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_500_2000          evaluate                               1       1       0
TRTLLM10_H200_Llama4_Scout_FP8_TP4_1000_1000            evaluate                               1       1       0
TRTLLM10_H200_Llama4_Scout_FP8_TP4_1000_2000            evaluate                               1       1       0
TRTLLM10_H200_Llama4_Scout_FP8_TP4_128_128              evaluate                               1       1       0
TRTLLM10_H200_Llama4_Scout_FP8_TP4_128_2048             evaluate                               1       1       0
TRTLLM10_H200_Llama4_Scout_FP8_TP4_128_4096             evaluate                               1       1       0
TRTLLM10_H200_Llama4_Scout_FP8_TP4_20000_2000           evaluate                               1       1       0
TRTLLM10_H200_Llama4_Scout_FP8_TP4_2048_128             evaluate                               1       1       0
TRTLLM10_H200_Llama4_Scout_FP8_TP4_2048_2048            evaluate                               1       1       0
TRTLLM10_H200_Llama4_Scout_FP8_TP4_5000_500             evaluate                               1       1       0
TRTLLM10_H200_Llama4_Scout_FP8_TP4_500_2000             evaluate                               1       1       0
TRTLLM10_H200_Qwen3_235B_FP8_TP8_1000_1000              evaluate                               1       1       0
TRTLLM10_H200_Qwen3_235B_FP8_TP8_1000_2000              evaluate                               1       1       0
TRTLLM10_H200_Qwen3_235B_FP8_TP8_128_128                evaluate                               1       1       0
TRTLLM10_H200_Qwen3_235B_FP8_TP8_128_2048               evaluate                               1       1       0
TRTLLM10_H200_Qwen3_235B_FP8_TP8_128_4096               evaluate                               1       1       0
TRTLLM10_H200_Qwen3_235B_FP8_TP8_20000_2000             evaluate                               1       1       0
TRTLLM10_H200_Qwen3_235B_FP8_TP8_2048_128               evaluate                               1       1       0
TRTLLM10_H200_Qwen3_235B_FP8_TP8_2048_2048              evaluate                               1       1       0
TRTLLM10_H200_Qwen3_235B_FP8_TP8_5000_500               evaluate                               1       1       0
TRTLLM10_H200_Qwen3_235B_FP8_TP8_500_2000               evaluate                               1       1       0
TRTLLM_A100_Llama2_70B_FP16_TP4_TTFT128                 evaluate                               1       1       0
TRTLLM_A100_Llama2_7B_FP16_TTFT128                      evaluate                               1       1       0
TRTLLM_A100_Mistral_7B_FP16_TTFT128                     evaluate                               1       1       0
TRTLLM_H100_Llama2_7B_FP8_B896                          evaluate                               1       1       0
TRTLLM_H100_Llama2_7B_FP8_TTFT2048                      evaluate                               1       1       0
TRTLLM_H100_Mistral_7B_FP8_TTFT128                      evaluate                               1       1       0
TRTLLM_H200_Llama2_70B_FP8_TP4_TTFT128                  evaluate                               1       1       0
TRTLLM_H200_Llama2_7B_FP8_TTFT128                       evaluate                               1       1       0
TRTLLM_H200_Mistral_7B_FP8_TTFT128                      evaluate                               1       1       0
TRTLLM_L40S_Llama2_7B_FP8_TTFT128                       evaluate                               1       1       0
TinySensor                                              application                            4       4       0
Torchtitan_Llama31_405B_1F1B                            evaluate                               2       2       0
Torchtitan_Llama31_405B_4D_cp1_32k                      evaluate                               2       2       0
Torchtitan_Llama31_405B_4D_cp2_64k                      evaluate                               2       2       0
Torchtitan_Llama31_405B_4D_cp4_128k                     evaluate                               2       2       0
Torchtitan_Llama31_405B_4D_cp8_256k                     evaluate                               2       2       0
Torchtitan_Llama31_405B_interleaved                     evaluate                               2       2       0
Torchtitan_Llama31_70B_2D                               evaluate                               2       2       0
Torchtitan_Llama31_70B_2D_asyncTP                       evaluate                               2       2       0
Torchtitan_Llama31_8B_128gpu_bf16                       evaluate                               2       2       0
Torchtitan_Llama31_8B_128gpu_fp8                        evaluate                               2       2       0
Torchtitan_Llama31_8B_32k                               evaluate                               2       2       0
Torchtitan_Llama31_8B_bf16                              evaluate                               2       2       0
Torchtitan_Llama31_8B_cp2_64k                           evaluate                               2       2       0
Torchtitan_Llama31_8B_cp4_128k                          evaluate                               2       2       0
Torchtitan_Llama31_8B_cp8_256k                          evaluate                               2       2       0
Torchtitan_Llama31_8B_fp8                               evaluate                               2       2       0
TrainingMemory7B_ZeRO3                                  evaluate                               6       6       0
vLLM060_A100_Llama31_8B_Offline                         evaluate                               1       1       0
vLLM060_A100_Llama31_8B_RPS4                            evaluate                               3       3       0
vLLM060_A100_Llama31_8B_RPS8                            evaluate                               3       3       0
vLLM060_H100x4_Llama31_70B_Offline                      evaluate                               1       1       0
vLLM060_H100x4_Llama31_70B_RPS4                         evaluate                               3       3       0
vLLM060_H100x4_Llama31_70B_RPS8                         evaluate                               3       3       0
vLLMOCI_MI300Xx8_Llama31_405B_FP8_B1                    evaluate                               1       1       0
vLLMOCI_MI300Xx8_Llama31_405B_FP8_B128                  evaluate                               1       1       0
vLLMOCI_MI300Xx8_Llama31_405B_FP8_B256                  evaluate                               1       1       0
vLLMOCI_MI300Xx8_Llama31_405B_FP8_B64                   evaluate                               1       1       0
vLLMOCI_MI300Xx8_Llama31_405B_FP8_B8                    evaluate                               1       1       0
note: 2085 expectations passed, 0 failed
# Scenario files given are checked too.
$ cd "$TESTDATA/scenario" && mlsys scenario check UserGrowth.yaml UserEvaluate.yaml UserApplication.yaml --columns scenario,failed -f csv
scenario,failed
AmdahlSpeedup,0
AutonomousVehicle,0
AutonomousVehicle_Waymo,0
BLOOM176B_prod_t4_b2,0
BLOOM176B_t4_b2,0
BLOOM176B_t4_b4,0
BLOOM176B_t8_b2,0
BLOOM181B_0221_t8_p12_d4_b1,0
BLOOM181B_0221_t8_p12_d4_b2,0
BLOOM181B_0221_t8_p12_d4_b4,0
BLOOM181B_0221_t8_p12_d4_b8,0
BLOOM181B_0221_t8_p6_d8_b1,0
BLOOM181B_0221_t8_p6_d8_b2,0
BLOOM181B_0221_t8_p6_d8_b4,0
BLOOM181B_0225_t2_p12_d16_b2,0
BLOOM181B_0225_t2_p24_d8_b1,0
BLOOM181B_0225_t2_p24_d8_b2,0
BLOOM181B_0225_t4_p12_d8_b2,0
BLOOM181B_0225_t4_p12_d8_b4,0
BLOOM181B_0225_t4_p24_d4_b1,0
BLOOM181B_0225_t4_p6_d16_b2,0
BLOOM181B_0225_t4_p6_d16_b4,0
BLOOM181B_0225_t8_p12_d4_b2,0
BLOOM181B_0225_t8_p12_d4_b4,0
BLOOM181B_0225_t8_p2_d24_b1,0
BLOOM181B_0225_t8_p2_d24_b2,0
BLOOM181B_0225_t8_p4_d12_b2,0
BLOOM181B_0225_t8_p4_d12_b4,0
BLOOM181B_0225_t8_p6_d8_b4,0
BLOOM181B_0225_t8_p6_d8_b6,0
BLOOM181B_0225_t8_p8_d6_b4,0
BLOOM_0223_h12288_l96_t8_p6_d8_b2,0
BLOOM_0223_h12288_l96_t8_p6_d8_b4,0
BLOOM_0223_h13312_l84_t8_p12_d4_b4,0
BLOOM_0223_h13312_l84_t8_p6_d8_b2,0
BLOOM_0223_h13312_l84_t8_p6_d8_b4,0
BLOOM_0223_h13824_l78_t8_p6_d8_b4,0
BLOOM_0223_h14336_l72_t8_p12_d4_b4,0
BLOOM_0223_h14336_l72_t8_p6_d8_b4,0
BLOOM_0226_h13312_l84_a64_t4_p12_d8_b2,0
BLOOM_0226_h13312_l84_a64_t4_p12_d8_b4,0
BLOOM_0226_h13312_l84_a64_t8_p6_d8_b2,0
BLOOM_0226_h13824_l78_a64_t4_p12_d8_b1,0
BLOOM_0226_h13824_l78_a64_t4_p12_d8_b2,0
BLOOM_0226_h13824_l78_a64_t4_p12_d8_b4,0
BLOOM_0226_h13824_l78_a96_t4_p12_d8_b2,0
BLOOM_0226_h13824_l78_a96_t4_p12_d8_b4,0
BLOOM_0226_h13824_l78_a96_t8_p6_d8_b4,0
BLOOM_0227_h12288_l106_a64_t4_p12_d8_b2,0
BLOOM_0227_h12288_l106_a96_t4_p12_d8_b2,0
BLOOM_0227_h13824_l78_a96_t4_p6_d16_b4,0
BLOOM_0227_h13824_l78_a96_t8_p6_d8_b2,0
BLOOM_0227_h13824_l78_a96_t8_p6_d8_b4,0
BLOOM_0228_h12288_l100_a64_t8_p6_d8_b2,0
BLOOM_0228_h12288_l100_a64_t8_p6_d8_b4,0
BLOOM_0228_h12288_l106_a128_t4_p12_d8_b2,0
BLOOM_0228_h12288_l106_a64_t4_p12_d8_b2,0
BLOOM_0228_h12288_l106_a96_t4_p12_d8_b2,0
BLOOM_0228_h12288_l106_a96_t4_p12_d8_b4,0
BLOOM_0228_h13312_l82_a104_t4_p12_d8_b2,0
BLOOM_0228_h13312_l82_a128_t4_p12_d8_b2,0
BLOOM_0228_h13312_l82_a64_t4_p12_d8_b2,0
BLOOM_0228_h13312_l82_a64_t4_p12_d8_b4,0
BLOOM_0228_h13312_l82_a64_t8_p12_d4_b4,0
BLOOM_0228_h13312_l94_a128_t4_p12_d8_b2,0
BLOOM_heads_h12288_l96_a128,0
BLOOM_heads_h12288_l96_a96,0
BLOOM_heads_h13312_l84_a128,0
BLOOM_heads_h13824_l78_a128,0
BLOOM_heads_h13824_l78_a96,0
BLOOM_heads_h14336_l72_a112,0
BLOOM_heads_h14336_l72_a128,0
BLOOM_heads_h14336_l72_a16,0
BLOOM_heads_h14336_l72_a256,0
BLOOM_heads_h14336_l72_a32,0
BLOOMwarmup_0226_gbs1024,0
BLOOMwarmup_0226_gbs1536,0
BLOOMwarmup_0226_gbs512,0
BatchedServiceRate,0
CarbonPoland10000GPUs,0
ChatbotServing,0
CheckpointYoung175B10000GPUs,0
ClusterFailures2048GPUs,0
DecodeCeilingLlama31_8B_H100,0
DenseParametersVsBandwidthSince2014,0
EffectiveRate100kH100,0
FrontierTraining,0
GPT3TrainingEmissions,0
GPT3TrainingTime1024A100,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C128,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C128_MTP,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C16,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C16_MTP,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C32,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C32_MTP,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C4,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C4_MTP,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C64,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C64_MTP,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C8,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_1024_C8_MTP,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C128,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C128_MTP,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C16,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C16_MTP,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C32,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C32_MTP,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C4,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C4_MTP,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C64,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C64_MTP,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C8,0
IX_ATOM_MI355X_DSR1_FP8_TP8_1024_8192_C8_MTP,0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C128,0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C128_MTP,0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C16,0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C16_MTP,0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C32,0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C32_MTP,0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C4,0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C4_MTP,0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C64,0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C64_MTP,0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C8,0
IX_ATOM_MI355X_DSR1_FP8_TP8_8192_1024_C8_MTP,0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C128,0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C128_MTP,0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C256,0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C256_MTP,0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C32,0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C32_MTP,0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C64,0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_1024_C64_MTP,0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_8192_C128,0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_1024_8192_C256,0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C128,0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C16,0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C256,0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C32,0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C4,0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C64,0
IX_ATOM_MI355X_DSR1_MXFP4_TP4_8192_1024_C8,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C16,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C16_MTP,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C32,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C32_MTP,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C4,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C4_MTP,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C8,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_1024_C8_MTP,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C128,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C128_MTP,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C16,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C16_MTP,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C32,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C32_MTP,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C4,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C4_MTP,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C64,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C64_MTP,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C8,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_1024_8192_C8_MTP,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_8192_1024_C4,0
IX_ATOM_MI355X_DSR1_MXFP4_TP8_8192_1024_C4_MTP,0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C16,0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C16_MTP,0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C32,0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C32_MTP,0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C4,0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C4_MTP,0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C64,0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C64_MTP,0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C8,0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_1024_C8_MTP,0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C16,0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C16_MTP,0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C32,0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C32_MTP,0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C4,0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C4_MTP,0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C64,0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C64_MTP,0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C8,0
IX_SGLang059_B200_DSR1_FP8_TP8_1024_8192_C8_MTP,0
IX_SGLang059_B200_DSR1_FP8_TP8_8192_1024_C4,0
IX_SGLang059_B200_DSR1_FP8_TP8_8192_1024_C4_MTP,0
IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C16,0
IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C32,0
IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C4,0
IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C64,0
IX_SGLang059_H200_DSR1_FP8_TP8_1024_1024_C8,0
IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C16,0
IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C32,0
IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C4,0
IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C64,0
IX_SGLang059_H200_DSR1_FP8_TP8_1024_8192_C8,0
IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C16,0
IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C32,0
IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C4,0
IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C64,0
IX_SGLang059_H200_DSR1_FP8_TP8_8192_1024_C8,0
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C16,0
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C32,0
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C4,0
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C64,0
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_1024_C8,0
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C16,0
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C32,0
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C4,0
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C64,0
IX_SGLang059_MI300X_DSR1_FP8_TP8_1024_8192_C8,0
IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C16,0
IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C32,0
IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C4,0
IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C64,0
IX_SGLang059_MI300X_DSR1_FP8_TP8_8192_1024_C8,0
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C16,0
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C32,0
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C4,0
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C64,0
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_1024_C8,0
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C16,0
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C32,0
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C4,0
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C64,0
IX_SGLang059_MI325X_DSR1_FP8_TP8_1024_8192_C8,0
IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C16,0
IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C32,0
IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C4,0
IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C64,0
IX_SGLang059_MI325X_DSR1_FP8_TP8_8192_1024_C8,0
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C128,0
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C16,0
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C32,0
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C4,0
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C64,0
IX_SGLang_B200_DSR1_FP4_TP4_1024_1024_C8,0
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C128,0
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C16,0
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C32,0
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C4,0
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C64,0
IX_SGLang_B200_DSR1_FP4_TP4_1024_8192_C8,0
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C128,0
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C16,0
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C32,0
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C4,0
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C64,0
IX_SGLang_B200_DSR1_FP4_TP4_8192_1024_C8,0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C128,0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C16,0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C32,0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C4,0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C64,0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_1024_C8,0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C128,0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C16,0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C32,0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C4,0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C64,0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_1024_8192_C8,0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C128,0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C16,0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C32,0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C4,0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C64,0
IX_SGLang_B200_DSR1_FP4_TP4_EP4_8192_1024_C8,0
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C128,0
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C16,0
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C32,0
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C4,0
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C64,0
IX_SGLang_B200_DSR1_FP4_TP8_1024_1024_C8,0
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C128,0
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C16,0
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C32,0
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C4,0
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C64,0
IX_SGLang_B200_DSR1_FP4_TP8_1024_8192_C8,0
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C128,0
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C16,0
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C32,0
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C4,0
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C64,0
IX_SGLang_B200_DSR1_FP4_TP8_8192_1024_C8,0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C128,0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C16,0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C32,0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C4,0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C64,0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_1024_C8,0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C128,0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C16,0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C32,0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C4,0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C64,0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_1024_8192_C8,0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_8192_1024_C16,0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_8192_1024_C4,0
IX_SGLang_B200_DSR1_FP4_TP8_EP8_8192_1024_C8,0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C16,0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C32,0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C4,0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C64,0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_1024_C8,0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C16,0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C32,0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C4,0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C64,0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_1024_8192_C8,0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C16,0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C32,0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C4,0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C64,0
IX_SGLang_B200_DSR1_FP8_TP8_EP8_8192_1024_C8,0
IX_SGLang_MI355X_DSR1_FP8_TP4_8192_1024_C32,0
IX_SGLang_MI355X_DSR1_FP8_TP4_8192_1024_C64,0
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C16,0
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C32,0
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C4,0
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C64,0
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_1024_C8,0
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C16,0
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C32,0
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C4,0
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C64,0
IX_SGLang_MI355X_DSR1_FP8_TP8_1024_8192_C8,0
IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C16,0
IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C32,0
IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C4,0
IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C64,0
IX_SGLang_MI355X_DSR1_FP8_TP8_8192_1024_C8,0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C16,0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C32,0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C4,0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C64,0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_1024_C8,0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C16,0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C32,0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C4,0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C64,0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_1024_8192_C8,0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C16,0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C32,0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C4,0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C64,0
IX_SGLang_MI355X_DSR1_MXFP4_TP4_8192_1024_C8,0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C16,0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C32,0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C4,0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C64,0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_1024_C8,0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C16,0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C32,0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C4,0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C64,0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_1024_8192_C8,0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C16,0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C32,0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C4,0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C64,0
IX_SGLang_MI355X_DSR1_MXFP4_TP8_8192_1024_C8,0
IX_TRTLLM_B200_DSR1_FP4_DEP4_1024_1024_C256,0
IX_TRTLLM_B200_DSR1_FP4_DEP4_1024_1024_C256_MTP,0
IX_TRTLLM_B200_DSR1_FP4_DEP4_1024_8192_C256,0
IX_TRTLLM_B200_DSR1_FP4_DEP4_1024_8192_C256_MTP,0
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C128,0
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C128_MTP,0
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C256,0
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C256_MTP,0
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C64,0
IX_TRTLLM_B200_DSR1_FP4_DEP4_8192_1024_C64_MTP,0
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_1024_C128,0
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_1024_C128_MTP,0
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_1024_C256,0
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_1024_C256_MTP,0
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_8192_C128,0
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_8192_C128_MTP,0
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_8192_C256,0
IX_TRTLLM_B200_DSR1_FP4_DEP8_1024_8192_C256_MTP,0
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C128,0
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C128_MTP,0
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C256,0
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C256_MTP,0
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C64,0
IX_TRTLLM_B200_DSR1_FP4_DEP8_8192_1024_C64_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C128,0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C16,0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C256,0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C32,0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C4,0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C4_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C64,0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C8,0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_1024_C8_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C128,0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C16,0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C16_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C256,0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C32,0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C4,0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C4_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C64,0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C8,0
IX_TRTLLM_B200_DSR1_FP4_TP4_1024_8192_C8_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C128,0
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C16,0
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C16_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C256,0
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C32,0
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C4,0
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C4_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C64,0
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C8,0
IX_TRTLLM_B200_DSR1_FP4_TP4_8192_1024_C8_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_1024_C128,0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_1024_C64,0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_1024_C64_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_8192_C128,0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_8192_C64,0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_1024_8192_C64_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C16,0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C32,0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C32_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C4,0
IX_TRTLLM_B200_DSR1_FP4_TP4_EP4_8192_1024_C8,0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C128,0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C128_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C16,0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C256,0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C32,0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C4,0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C4_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C64,0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C8,0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_1024_C8_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C128,0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C16,0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C256,0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C32,0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C4,0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C4_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C64,0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C8,0
IX_TRTLLM_B200_DSR1_FP4_TP8_1024_8192_C8_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C128,0
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C16,0
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C16_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C256,0
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C32,0
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C4,0
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C4_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C64,0
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C8,0
IX_TRTLLM_B200_DSR1_FP4_TP8_8192_1024_C8_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C128,0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C128_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C16,0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C16_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C32,0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C32_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C64,0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_1024_C64_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C128,0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C32,0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C32_MTP,0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C64,0
IX_TRTLLM_B200_DSR1_FP4_TP8_EP8_1024_8192_C64_MTP,0
IX_TRTLLM_B200_DSR1_FP8_DEP8_1024_1024_C64,0
IX_TRTLLM_B200_DSR1_FP8_DEP8_1024_1024_C64_MTP,0
IX_TRTLLM_B200_DSR1_FP8_DEP8_1024_8192_C256,0
IX_TRTLLM_B200_DSR1_FP8_DEP8_1024_8192_C256_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C128,0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C128_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C4,0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C4_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C64,0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C64_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C8,0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_1024_C8_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C128,0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C16,0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C16_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C32,0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C32_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C4,0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C4_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C64,0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C64_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C8,0
IX_TRTLLM_B200_DSR1_FP8_TP8_1024_8192_C8_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C128,0
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C128_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C256,0
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C256_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C4,0
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C4_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C64,0
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C64_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C8,0
IX_TRTLLM_B200_DSR1_FP8_TP8_8192_1024_C8_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C16,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C16_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C32,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C32_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C4,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C4_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C8,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_1024_C8_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C16,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C16_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C32,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C32_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C4,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C4_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C64,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C64_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C8,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_1024_8192_C8_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C16,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C16_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C32,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C32_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C4,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C4_MTP,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C64,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C8,0
IX_TRTLLM_B200_DSR1_FP8_TP8_EP8_8192_1024_C8_MTP,0
IX_TRTLLM_H200_DSR1_FP8_DEP8_8192_1024_C64,0
IX_TRTLLM_H200_DSR1_FP8_DEP8_8192_1024_C64_MTP,0
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C16,0
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C32,0
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C4,0
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C64,0
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_1024_C8,0
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C16,0
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C32,0
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C4,0
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C64,0
IX_TRTLLM_H200_DSR1_FP8_TP8_1024_8192_C8,0
IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C16,0
IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C32,0
IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C4,0
IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C64,0
IX_TRTLLM_H200_DSR1_FP8_TP8_8192_1024_C8,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C16,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C16_MTP,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C32,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C32_MTP,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C4,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C4_MTP,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C64,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C64_MTP,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C8,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_1024_C8_MTP,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C16,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C16_MTP,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C32,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C32_MTP,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C4,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C4_MTP,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C64,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C64_MTP,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C8,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_1024_8192_C8_MTP,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C16,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C16_MTP,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C32,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C32_MTP,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C4,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C4_MTP,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C8,0
IX_TRTLLM_H200_DSR1_FP8_TP8_EP8_8192_1024_C8_MTP,0
KeywordSpotting,0
Korthikanti22_175B_full,0
Korthikanti22_175B_selective,0
Korthikanti22_1T_full,0
Korthikanti22_1T_selective,0
Korthikanti22_22B_full,0
Korthikanti22_22B_selective,0
Korthikanti22_530B_dp8,0
Korthikanti22_530B_full,0
Korthikanti22_530B_selective,0
LLMFoundry_MPT70B_64,0
LLMFoundry_MPT7B_2k,0
LLMFoundry_MPT7B_32k,0
Llama2_70B_DecodeFloorTP2,0
LlamaCpp4167_M1Max_Llama2_7B_Q4_0,0
LlamaCpp4167_M1Max_Llama2_7B_Q4_0_Prefill512,0
LlamaCpp4167_M1Pro_Llama2_7B_Q4_0,0
LlamaCpp4167_M1Pro_Llama2_7B_Q4_0_Prefill512,0
LlamaCpp4167_M1Ultra_Llama2_7B_Q4_0,0
LlamaCpp4167_M1Ultra_Llama2_7B_Q4_0_Prefill512,0
LlamaCpp4167_M1_Llama2_7B_Q4_0,0
LlamaCpp4167_M1_Llama2_7B_Q4_0_Prefill512,0
LlamaCpp4167_M2Max_Llama2_7B_Q4_0,0
LlamaCpp4167_M2Max_Llama2_7B_Q4_0_Prefill512,0
LlamaCpp4167_M2Pro_Llama2_7B_Q4_0,0
LlamaCpp4167_M2Pro_Llama2_7B_Q4_0_Prefill512,0
LlamaCpp4167_M2Ultra_Llama2_7B_Q4_0,0
LlamaCpp4167_M2Ultra_Llama2_7B_Q4_0_Prefill512,0
LlamaCpp4167_M2_Llama2_7B_Q4_0,0
LlamaCpp4167_M2_Llama2_7B_Q4_0_Prefill512,0
LlamaCpp4167_M3Max_Llama2_7B_Q4_0,0
LlamaCpp4167_M3Max_Llama2_7B_Q4_0_Prefill512,0
LlamaCpp4167_M3Pro_Llama2_7B_Q4_0,0
LlamaCpp4167_M3Pro_Llama2_7B_Q4_0_Prefill512,0
LlamaCpp4167_M3Ultra_Llama2_7B_Q4_0,0
LlamaCpp4167_M3Ultra_Llama2_7B_Q4_0_Prefill512,0
LlamaCpp4167_M3_Llama2_7B_Q4_0,0
LlamaCpp4167_M3_Llama2_7B_Q4_0_Prefill512,0
LlamaCpp4167_M4Max_Llama2_7B_Q4_0,0
LlamaCpp4167_M4Max_Llama2_7B_Q4_0_Prefill512,0
LlamaCpp4167_M4Pro_Llama2_7B_Q4_0,0
LlamaCpp4167_M4Pro_Llama2_7B_Q4_0_Prefill512,0
LlamaCpp4167_M4_Llama2_7B_Q4_0,0
LlamaCpp4167_M4_Llama2_7B_Q4_0_Prefill512,0
LlamaCppMulti_A100PCIex4_Llama3_70B_F16_Decode,0
LlamaCppMulti_A100PCIex4_Llama3_70B_F16_Prefill4096,0
LlamaCppMulti_A100PCIex4_Llama3_70B_Q4KM_Prefill4096,0
LlamaCppMulti_A100PCIex4_Llama3_8B_F16_Prefill4096,0
LlamaCppMulti_A100PCIex4_Llama3_8B_Q4KM_Decode,0
LlamaCppMulti_A100x4_Llama3_70B_F16_Decode,0
LlamaCppMulti_A100x4_Llama3_70B_F16_Prefill4096,0
LlamaCppMulti_A100x4_Llama3_70B_Q4KM_Prefill4096,0
LlamaCppMulti_A100x4_Llama3_8B_Q4KM_Decode,0
LlamaCppMulti_A40x4_Llama3_70B_F16_Decode,0
LlamaCppMulti_A40x4_Llama3_70B_F16_Prefill4096,0
LlamaCppMulti_A40x4_Llama3_8B_F16_Prefill4096,0
LlamaCppMulti_A40x4_Llama3_8B_Q4KM_Decode,0
LlamaCppMulti_H100PCIex4_Llama3_70B_F16_Decode,0
LlamaCppMulti_H100PCIex4_Llama3_70B_F16_Prefill4096,0
LlamaCppMulti_H100PCIex4_Llama3_70B_Q4KM_Prefill4096,0
LlamaCppMulti_H100PCIex4_Llama3_8B_F16_Prefill4096,0
LlamaCppMulti_H100PCIex4_Llama3_8B_Q4KM_Decode,0
LlamaCppMulti_L40Sx4_Llama3_70B_F16_Decode,0
LlamaCppMulti_L40Sx4_Llama3_70B_F16_Prefill4096,0
LlamaCppMulti_L40Sx4_Llama3_70B_Q4KM_Prefill4096,0
LlamaCppMulti_L40Sx4_Llama3_8B_Q4KM_Decode,0
LlamaCppMulti_RTX3090x2_Llama3_70B_Q4KM_Decode,0
LlamaCppMulti_RTX3090x2_Llama3_70B_Q4KM_Prefill4096,0
LlamaCppMulti_RTX3090x2_Llama3_8B_F16_Prefill4096,0
LlamaCppMulti_RTX3090x2_Llama3_8B_Q4KM_Decode,0
LlamaCppMulti_RTX3090x4_Llama3_70B_Q4KM_Decode,0
LlamaCppMulti_RTX3090x4_Llama3_70B_Q4KM_Prefill4096,0
LlamaCppMulti_RTX3090x4_Llama3_8B_F16_Prefill4096,0
LlamaCppMulti_RTX3090x4_Llama3_8B_Q4KM_Decode,0
LlamaCppMulti_RTX3090x6_Llama3_70B_F16_Decode,0
LlamaCppMulti_RTX3090x6_Llama3_70B_F16_Prefill4096,0
LlamaCppMulti_RTX3090x6_Llama3_70B_Q4KM_Prefill4096,0
LlamaCppMulti_RTX3090x6_Llama3_8B_F16_Prefill4096,0
LlamaCppMulti_RTX3090x6_Llama3_8B_Q4KM_Decode,0
LlamaCppMulti_RTX4000Adax4_Llama3_70B_Q4KM_Decode,0
LlamaCppMulti_RTX4000Adax4_Llama3_70B_Q4KM_Prefill4096,0
LlamaCppMulti_RTX4000Adax4_Llama3_8B_F16_Prefill4096,0
LlamaCppMulti_RTX4000Adax4_Llama3_8B_Q4KM_Decode,0
LlamaCppMulti_RTX4090x2_Llama3_70B_Q4KM_Decode,0
LlamaCppMulti_RTX4090x2_Llama3_70B_Q4KM_Prefill4096,0
LlamaCppMulti_RTX4090x2_Llama3_8B_F16_Prefill4096,0
LlamaCppMulti_RTX4090x2_Llama3_8B_Q4KM_Decode,0
LlamaCppMulti_RTX4090x4_Llama3_70B_Q4KM_Decode,0
LlamaCppMulti_RTX4090x4_Llama3_70B_Q4KM_Prefill4096,0
LlamaCppMulti_RTX4090x4_Llama3_8B_F16_Prefill4096,0
LlamaCppMulti_RTX4090x4_Llama3_8B_Q4KM_Decode,0
LlamaCppMulti_RTX4090x8_Llama3_70B_F16_Decode,0
LlamaCppMulti_RTX4090x8_Llama3_70B_F16_Prefill4096,0
LlamaCppMulti_RTX4090x8_Llama3_70B_Q4KM_Prefill4096,0
LlamaCppMulti_RTX4090x8_Llama3_8B_F16_Prefill4096,0
LlamaCppMulti_RTX4090x8_Llama3_8B_Q4KM_Decode,0
LlamaCppMulti_RTX5000Adax4_Llama3_70B_Q4KM_Decode,0
LlamaCppMulti_RTX5000Adax4_Llama3_70B_Q4KM_Prefill4096,0
LlamaCppMulti_RTX5000Adax4_Llama3_8B_Q4KM_Decode,0
LlamaCppMulti_RTX6000Adax4_Llama3_70B_F16_Decode,0
LlamaCppMulti_RTX6000Adax4_Llama3_70B_F16_Prefill4096,0
LlamaCppMulti_RTX6000Adax4_Llama3_70B_Q4KM_Prefill4096,0
LlamaCppMulti_RTX6000Adax4_Llama3_8B_F16_Prefill4096,0
LlamaCppMulti_RTX6000Adax4_Llama3_8B_Q4KM_Decode,0
LlamaCppMulti_RTXA6000x4_Llama3_70B_F16_Decode,0
LlamaCppMulti_RTXA6000x4_Llama3_70B_F16_Prefill4096,0
LlamaCppMulti_RTXA6000x4_Llama3_70B_Q4KM_Prefill4096,0
LlamaCppMulti_RTXA6000x4_Llama3_8B_F16_Prefill4096,0
LlamaCppMulti_RTXA6000x4_Llama3_8B_Q4KM_Decode,0
LlamaCpp_A100PCIe_Llama3_70B_Q4KM,0
LlamaCpp_A100PCIe_Llama3_70B_Q4KM_Prefill512,0
LlamaCpp_A100PCIe_Llama3_8B_F16,0
LlamaCpp_A100PCIe_Llama3_8B_F16_Prefill4096,0
LlamaCpp_A100PCIe_Llama3_8B_F16_Prefill512,0
LlamaCpp_A100PCIe_Llama3_8B_Q4KM,0
LlamaCpp_A100PCIe_Llama3_8B_Q4KM_Prefill4096,0
LlamaCpp_A100PCIe_Llama3_8B_Q4KM_Prefill512,0
LlamaCpp_A100_Llama2_7B_Q4_0,0
LlamaCpp_A100_Llama2_7B_Q4_0_Prefill,0
LlamaCpp_A100_Llama3_70B_Q4KM,0
LlamaCpp_A100_Llama3_8B_F16,0
LlamaCpp_A100_Llama3_8B_Q4KM,0
LlamaCpp_A100_Llama3_8B_Q4KM_Prefill,0
LlamaCpp_A40_Llama3_70B_Q4KM,0
LlamaCpp_A40_Llama3_8B_F16,0
LlamaCpp_A40_Llama3_8B_F16_Prefill4096,0
LlamaCpp_A40_Llama3_8B_F16_Prefill512,0
LlamaCpp_A40_Llama3_8B_Q4KM,0
LlamaCpp_A40_Llama3_8B_Q4KM_Prefill4096,0
LlamaCpp_A40_Llama3_8B_Q4KM_Prefill512,0
LlamaCpp_DGXSpark_Llama2_7B_Q4_0,0
LlamaCpp_DGXSpark_Llama2_7B_Q4_0_Prefill,0
LlamaCpp_H100PCIe_Llama3_70B_Q4KM,0
LlamaCpp_H100PCIe_Llama3_8B_F16,0
LlamaCpp_H100PCIe_Llama3_8B_Q4KM,0
LlamaCpp_H100PCIe_Llama3_8B_Q4KM_Prefill,0
LlamaCpp_H100_Llama2_7B_Q4_0,0
LlamaCpp_H100_Llama2_7B_Q4_0_Prefill,0
LlamaCpp_L40S_Llama3_8B_F16,0
LlamaCpp_L40S_Llama3_8B_Q4KM,0
LlamaCpp_M1Max_Llama3_70B_Q4KM,0
LlamaCpp_M1Max_Llama3_8B_F16,0
LlamaCpp_M1Max_Llama3_8B_F16_Prefill1024,0
LlamaCpp_M1Max_Llama3_8B_Q4KM,0
LlamaCpp_M1Max_Llama3_8B_Q4KM_Prefill1024,0
LlamaCpp_M1_Llama7B_Q8_0,0
LlamaCpp_M2Ultra_Llama3_70B_Q4KM,0
LlamaCpp_M2Ultra_Llama3_8B_F16,0
LlamaCpp_M2Ultra_Llama3_8B_F16_Prefill1024,0
LlamaCpp_M2Ultra_Llama3_8B_Q4KM,0
LlamaCpp_M2Ultra_Llama3_8B_Q4KM_Prefill1024,0
LlamaCpp_M2Ultra_Llama7B_F16_Prefill,0
LlamaCpp_M3Max_Llama3_70B_Q4KM,0
LlamaCpp_M3Max_Llama3_8B_F16,0
LlamaCpp_M3Max_Llama3_8B_F16_Prefill1024,0
LlamaCpp_M3Max_Llama3_8B_Q4KM,0
LlamaCpp_M3Max_Llama3_8B_Q4KM_Prefill1024,0
LlamaCpp_M4_Llama31_8B_Q4KM,0
LlamaCpp_M4_Llama31_8B_Q4KM_Prefill,0
LlamaCpp_P40_Llama2_7B_Q4_0_Prefill,0
LlamaCpp_RTX3070_Llama3_8B_Q4KM,0
LlamaCpp_RTX3070_Llama3_8B_Q4KM_Prefill4096,0
LlamaCpp_RTX3070_Llama3_8B_Q4KM_Prefill512,0
LlamaCpp_RTX3080Ti_Llama3_8B_Q4KM,0
LlamaCpp_RTX3080Ti_Llama3_8B_Q4KM_Prefill4096,0
LlamaCpp_RTX3080Ti_Llama3_8B_Q4KM_Prefill512,0
LlamaCpp_RTX3080_Llama3_8B_Q4KM,0
LlamaCpp_RTX3080_Llama3_8B_Q4KM_Prefill4096,0
LlamaCpp_RTX3080_Llama3_8B_Q4KM_Prefill512,0
LlamaCpp_RTX3090_Llama2_7B_Q4_0,0
LlamaCpp_RTX3090_Llama2_7B_Q4_0_Prefill,0
LlamaCpp_RTX3090_Llama3_8B_F16,0
LlamaCpp_RTX3090_Llama3_8B_F16_Prefill,0
LlamaCpp_RTX3090_Llama3_8B_F16_Prefill8192,0
LlamaCpp_RTX3090_Llama3_8B_Q4KM,0
LlamaCpp_RTX3090_Llama3_8B_Q4KM_Prefill,0
LlamaCpp_RTX3090_Llama3_8B_Q4KM_Prefill4096,0
LlamaCpp_RTX4000Ada_Llama3_8B_F16,0
LlamaCpp_RTX4000Ada_Llama3_8B_F16_Prefill4096,0
LlamaCpp_RTX4000Ada_Llama3_8B_F16_Prefill512,0
LlamaCpp_RTX4000Ada_Llama3_8B_Q4KM,0
LlamaCpp_RTX4000Ada_Llama3_8B_Q4KM_Prefill4096,0
LlamaCpp_RTX4000Ada_Llama3_8B_Q4KM_Prefill512,0
LlamaCpp_RTX4070Ti_Llama3_8B_Q4KM,0
LlamaCpp_RTX4070Ti_Llama3_8B_Q4KM_Prefill4096,0
LlamaCpp_RTX4070Ti_Llama3_8B_Q4KM_Prefill512,0
LlamaCpp_RTX4080_Llama3_8B_F16,0
LlamaCpp_RTX4080_Llama3_8B_F16_Prefill4096,0
LlamaCpp_RTX4080_Llama3_8B_F16_Prefill512,0
LlamaCpp_RTX4080_Llama3_8B_Q4KM,0
LlamaCpp_RTX4080_Llama3_8B_Q4KM_Prefill4096,0
LlamaCpp_RTX4080_Llama3_8B_Q4KM_Prefill512,0
LlamaCpp_RTX4090_Llama2_7B_Q4_0,0
LlamaCpp_RTX4090_Llama2_7B_Q4_0_Prefill,0
LlamaCpp_RTX4090_Llama3_8B_F16,0
LlamaCpp_RTX4090_Llama3_8B_F16_Prefill,0
LlamaCpp_RTX4090_Llama3_8B_F16_Prefill4096,0
LlamaCpp_RTX4090_Llama3_8B_F16_Prefill8192,0
LlamaCpp_RTX4090_Llama3_8B_Q4KM,0
LlamaCpp_RTX4090_Llama3_8B_Q4KM_Prefill,0
LlamaCpp_RTX4090_Llama3_8B_Q4KM_Prefill4096,0
LlamaCpp_RTX4090_Llama3_8B_Q4_0_DP4A_Prefill,0
LlamaCpp_RTX4090_Llama3_8B_Q4_0_MMQ_Prefill,0
LlamaCpp_RTX5000Ada_Llama3_8B_F16,0
LlamaCpp_RTX5000Ada_Llama3_8B_F16_Prefill4096,0
LlamaCpp_RTX5000Ada_Llama3_8B_F16_Prefill512,0
LlamaCpp_RTX5000Ada_Llama3_8B_Q4KM,0
LlamaCpp_RTX5000Ada_Llama3_8B_Q4KM_Prefill4096,0
LlamaCpp_RTX5000Ada_Llama3_8B_Q4KM_Prefill512,0
LlamaCpp_RTX5060Ti_Llama2_7B_Q4_0,0
LlamaCpp_RTX5060Ti_Llama2_7B_Q4_0_Prefill,0
LlamaCpp_RTX5070Ti_Llama2_7B_Q4_0,0
LlamaCpp_RTX5070Ti_Llama2_7B_Q4_0_Prefill,0
LlamaCpp_RTX5080_Llama2_7B_Q4_0,0
LlamaCpp_RTX5080_Llama2_7B_Q4_0_Prefill,0
LlamaCpp_RTX5090_Llama2_7B_Q4_0,0
LlamaCpp_RTX5090_Llama2_7B_Q4_0_Prefill,0
LlamaCpp_RTX6000Ada_Llama3_8B_F16,0
LlamaCpp_RTX6000Ada_Llama3_8B_Q4KM,0
LlamaCpp_RTXA6000_Llama3_70B_Q4KM,0
LlamaCpp_RTXA6000_Llama3_70B_Q4KM_Prefill512,0
LlamaCpp_RTXA6000_Llama3_8B_F16,0
LlamaCpp_RTXA6000_Llama3_8B_F16_Prefill4096,0
LlamaCpp_RTXA6000_Llama3_8B_F16_Prefill512,0
LlamaCpp_RTXA6000_Llama3_8B_Q4KM,0
LlamaCpp_RTXA6000_Llama3_8B_Q4KM_Prefill4096,0
LlamaCpp_RTXA6000_Llama3_8B_Q4KM_Prefill512,0
LlamaCpp_RTXPRO6000_Llama2_7B_Q4_0,0
LlamaCpp_RTXPRO6000_Llama2_7B_Q4_0_Prefill,0
LocalTraining,0
MLPerf40_GH200_Llama2_70B_Offline,0
MLPerf40_GH200_Llama2_70B_Server,0
MLPerf40_Gaudi2x8_Llama2_70B_Offline,0
MLPerf40_Gaudi2x8_Llama2_70B_Server,0
MLPerf40_H100NVLx8_Llama2_70B_Offline,0
MLPerf40_H100NVLx8_Llama2_70B_Server,0
MLPerf40_H100PCIex4_Llama2_70B_Offline,0
MLPerf40_H100PCIex4_Llama2_70B_Server,0
MLPerf40_H100PCIex4_PCIeGen4_Llama2_70B_Offline,0
MLPerf40_H100PCIex4_PCIeGen4_Llama2_70B_Server,0
MLPerf40_H100x4_Llama2_70B_Offline,0
MLPerf40_H100x4_Llama2_70B_Server,0
MLPerf40_H100x8_Llama2_70B_Offline,0
MLPerf40_H100x8_Llama2_70B_Server,0
MLPerf40_H100x8_MaxQ_Llama2_70B_Offline,0
MLPerf40_H100x8_MaxQ_Llama2_70B_Server,0
MLPerf40_H200x8_1000W_Llama2_70B_Offline,0
MLPerf40_H200x8_1000W_Llama2_70B_Server,0
MLPerf40_H200x8_Llama2_70B_Offline,0
MLPerf40_H200x8_Llama2_70B_Server,0
MLPerf41_B200_Llama2_70B_Offline,0
MLPerf41_B200_Llama2_70B_Server,0
MLPerf41_GH200_Llama2_70B_Offline,0
MLPerf41_H100NVLx4_Llama2_70B_Offline,0
MLPerf41_H100NVLx4_PCIe_Llama2_70B_Offline,0
MLPerf41_H100NVLx8_TP1_Llama2_70B_Offline,0
MLPerf41_H100x4_Dell_XE8640_Llama2_70B_Offline,0
MLPerf41_H100x4_Dell_XE9640_Llama2_70B_Offline,0
MLPerf41_H100x4_Fujitsu_GX2560M7_Llama2_70B_Offline,0
MLPerf41_H100x8_Llama2_70B_Offline,0
MLPerf41_H100x8_Llama2_70B_Server,0
MLPerf41_H200x8_1000W_Llama2_70B_Offline,0
MLPerf41_H200x8_Llama2_70B_Offline,0
MLPerf41_H200x8_Llama2_70B_Server,0
MLPerf41_H200x8_MaxQ_Llama2_70B_Offline,0
MLPerf41_H200x8_MaxQ_Llama2_70B_Server,0
MLPerf41_L40Sx8_Llama2_70B_Offline,0
MLPerf41_MI300X_Llama2_70B_Server,0
MLPerf41_MI300Xx8_Llama2_70B_Offline,0
MLPerf41_MI300Xx8_Llama2_70B_Server,0
MLPerfT31_GPT3_175B_512,0
MegaScale24_Megatron_1024,0
MegaScale24_Megatron_12288,0
MegaScale24_Megatron_256,0
MegaScale24_Megatron_3072,0
MegaScale24_Megatron_512,0
MegaScale24_Megatron_6144,0
MegaScale24_Megatron_768,0
MegaScale24_Megatron_8192,0
MlsysimLlama31_8B_H100Step,0
MlsysimResNet50BoundH100,0
MobileAssistant,0
MobileHealth,0
NCCLTests_H20x8_AllReduce_16MiB,0
NCCLTests_H20x8_AllReduce_1GiB,0
NCCLTests_H20x8_AllReduce_1MiB,0
NCCLTests_H20x8_AllReduce_256KiB,0
NCCLTests_H20x8_AllReduce_2MiB,0
NCCLTests_H20x8_AllReduce_4MiB,0
NCCLTests_H20x8_AllReduce_8MiB,0
Narayanan21T1_145p6B,0
Narayanan21T1_18p4B,0
Narayanan21T1_1T,0
Narayanan21T1_1p7B,0
Narayanan21T1_310p1B,0
Narayanan21T1_39p1B,0
Narayanan21T1_3p6B,0
Narayanan21T1_529p6B,0
Narayanan21T1_76p1B,0
Narayanan21T1_7p5B,0
Narayanan21T2_PTDP_175B_1536,0
Narayanan21T2_PTDP_175B_384,0
Narayanan21T2_PTDP_175B_768,0
Narayanan21T2_PTDP_530B_1120,0
Narayanan21T2_PTDP_530B_2240,0
Narayanan21T2_PTDP_530B_560,0
Narayanan21T2_ZeRO3_175B_1536,0
Narayanan21T2_ZeRO3_175B_384,0
Narayanan21T2_ZeRO3_175B_768,0
Narayanan21T2_ZeRO3_530B_1120,0
Narayanan21T2_ZeRO3_530B_2240,0
Narayanan21T2_ZeRO3_530B_640,0
NeMo2403_Llama2_7B_cp2_32k,0
NeMo2403_Llama2_7B_cp4_128k,0
NeMo2407_GPT3_175B_128,0
NeMo2407_GPT3_175B_512,0
NeMo2407_GPT3_20B_64,0
NeMo2407_GPT3_5B_64,0
NeMo2407_Llama2_13B_16,0
NeMo2407_Llama2_70B_64,0
NeMo2407_Llama2_7B_8,0
NeMo2407_Llama3_70B_cp2_64,0
NeMo2407_Llama3_8B_cp2_8,0
NeMo2407_Nemotron22B_64,0
NeMo2407_Nemotron340B_128,0
NeMo2407_Nemotron8B_64,0
PlanLlama3_70B_H100,0
QueueMM1,0
RingAllReduce256GPUsNDR,0
RooflineRidgeH100,0
SGLang03_A100_Llama31_8B_RPS4,0
SGLang03_A100_Llama31_8B_RPS8,0
SGLang03_H100x4_Llama31_70B_RPS4,0
SGLang03_H100x4_Llama31_70B_RPS8,0
SGLang046_H20_Qwen3_0_6B_BF16_S1,0
SGLang046_H20_Qwen3_0_6B_BF16_S14336,0
SGLang046_H20_Qwen3_0_6B_BF16_S30720,0
SGLang046_H20_Qwen3_0_6B_BF16_S6144,0
SGLang046_H20_Qwen3_0_6B_FP8_S1,0
SGLang046_H20_Qwen3_0_6B_FP8_S14336,0
SGLang046_H20_Qwen3_0_6B_FP8_S30720,0
SGLang046_H20_Qwen3_0_6B_FP8_S6144,0
SGLang046_H20_Qwen3_1_7B_BF16_S1,0
SGLang046_H20_Qwen3_1_7B_BF16_S14336,0
SGLang046_H20_Qwen3_1_7B_BF16_S30720,0
SGLang046_H20_Qwen3_1_7B_BF16_S6144,0
SGLang046_H20_Qwen3_1_7B_FP8_S1,0
SGLang046_H20_Qwen3_1_7B_FP8_S14336,0
SGLang046_H20_Qwen3_1_7B_FP8_S30720,0
SGLang046_H20_Qwen3_1_7B_FP8_S6144,0
SGLang046_H20_Qwen3_235B_A22B_BF16_S1,0
SGLang046_H20_Qwen3_235B_A22B_BF16_S14336,0
SGLang046_H20_Qwen3_235B_A22B_BF16_S30720,0
SGLang046_H20_Qwen3_235B_A22B_BF16_S6144,0
SGLang046_H20_Qwen3_235B_A22B_FP8_S1,0
SGLang046_H20_Qwen3_235B_A22B_FP8_S14336,0
SGLang046_H20_Qwen3_235B_A22B_FP8_S30720,0
SGLang046_H20_Qwen3_235B_A22B_FP8_S6144,0
SGLang046_H20_Qwen3_30B_A3B_BF16_S1,0
SGLang046_H20_Qwen3_30B_A3B_BF16_S14336,0
SGLang046_H20_Qwen3_30B_A3B_BF16_S30720,0
SGLang046_H20_Qwen3_30B_A3B_BF16_S6144,0
SGLang046_H20_Qwen3_30B_A3B_FP8_S1,0
SGLang046_H20_Qwen3_30B_A3B_FP8_S14336,0
SGLang046_H20_Qwen3_30B_A3B_FP8_S30720,0
SGLang046_H20_Qwen3_30B_A3B_FP8_S6144,0
SGLang046_H20_Qwen3_32B_AWQ_S1,0
SGLang046_H20_Qwen3_32B_AWQ_S14336,0
SGLang046_H20_Qwen3_32B_AWQ_S30720,0
SGLang046_H20_Qwen3_32B_AWQ_S6144,0
SGLang046_H20_Qwen3_32B_BF16_S1,0
SGLang046_H20_Qwen3_32B_BF16_S14336,0
SGLang046_H20_Qwen3_32B_BF16_S30720,0
SGLang046_H20_Qwen3_32B_BF16_S6144,0
SGLang046_H20_Qwen3_32B_FP8_S1,0
SGLang046_H20_Qwen3_32B_FP8_S14336,0
SGLang046_H20_Qwen3_32B_FP8_S30720,0
SGLang046_H20_Qwen3_32B_FP8_S6144,0
SGLang046_H20_Qwen3_4B_AWQ_S1,0
SGLang046_H20_Qwen3_4B_AWQ_S14336,0
SGLang046_H20_Qwen3_4B_AWQ_S30720,0
SGLang046_H20_Qwen3_4B_AWQ_S6144,0
SGLang046_H20_Qwen3_4B_BF16_S1,0
SGLang046_H20_Qwen3_4B_BF16_S14336,0
SGLang046_H20_Qwen3_4B_BF16_S30720,0
SGLang046_H20_Qwen3_4B_BF16_S6144,0
SGLang046_H20_Qwen3_4B_FP8_S1,0
SGLang046_H20_Qwen3_4B_FP8_S14336,0
SGLang046_H20_Qwen3_4B_FP8_S30720,0
SGLang046_H20_Qwen3_4B_FP8_S6144,0
SGLang046_H20_Qwen3_8B_AWQ_S1,0
SGLang046_H20_Qwen3_8B_AWQ_S14336,0
SGLang046_H20_Qwen3_8B_AWQ_S30720,0
SGLang046_H20_Qwen3_8B_AWQ_S6144,0
SGLang046_H20_Qwen3_8B_BF16_S1,0
SGLang046_H20_Qwen3_8B_BF16_S14336,0
SGLang046_H20_Qwen3_8B_BF16_S30720,0
SGLang046_H20_Qwen3_8B_BF16_S6144,0
SGLang046_H20_Qwen3_8B_FP8_S1,0
SGLang046_H20_Qwen3_8B_FP8_S14336,0
SGLang046_H20_Qwen3_8B_FP8_S30720,0
SGLang046_H20_Qwen3_8B_FP8_S6144,0
SGLang_H100x32_DeepSeekV3_Prefill,0
SGLang_H100x72_DeepSeekV3_Decode,0
SGLang_H200x8_DeepSeekR1_TP8_C16,0
SGLang_H200x8_DeepSeekR1_TP8_C32,0
SGLang_H200x8_DeepSeekR1_TP8_C64,0
SGLang_H200x8_DeepSeekR1_TP8_C8,0
SmartDoorbell,0
TRTLLM014_H100_Llama31_70B_BF16_TP4_202_214_QPS2,0
TRTLLM014_H100_Llama31_70B_BF16_TP4_202_214_QPS4,0
TRTLLM014_H100_Llama31_70B_BF16_TP4_202_214_QPS8,0
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_16_QPS16,0
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_16_QPS2,0
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_16_QPS4,0
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_16_QPS8,0
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_256_QPS2,0
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_256_QPS4,0
TRTLLM014_H100_Llama31_70B_BF16_TP4_467_256_QPS8,0
TRTLLM014_H100_Llama31_8B_BF16_TP1_202_214_QPS16,0
TRTLLM014_H100_Llama31_8B_BF16_TP1_202_214_QPS2,0
TRTLLM014_H100_Llama31_8B_BF16_TP1_202_214_QPS4,0
TRTLLM014_H100_Llama31_8B_BF16_TP1_202_214_QPS8,0
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS16,0
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS2,0
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS32,0
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS4,0
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_16_QPS8,0
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_256_QPS16,0
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_256_QPS2,0
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_256_QPS4,0
TRTLLM014_H100_Llama31_8B_BF16_TP1_467_256_QPS8,0
TRTLLM014_H200_Llama31_70B_BF16_TP4_202_214_QPS2,0
TRTLLM014_H200_Llama31_70B_BF16_TP4_202_214_QPS4,0
TRTLLM014_H200_Llama31_70B_BF16_TP4_202_214_QPS8,0
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_16_QPS16,0
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_16_QPS2,0
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_16_QPS4,0
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_16_QPS8,0
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_256_QPS2,0
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_256_QPS4,0
TRTLLM014_H200_Llama31_70B_BF16_TP4_467_256_QPS8,0
TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS16,0
TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS2,0
TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS32,0
TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS4,0
TRTLLM014_H200_Llama31_8B_BF16_TP1_202_214_QPS8,0
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS16,0
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS2,0
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS32,0
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS4,0
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_16_QPS8,0
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_256_QPS16,0
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_256_QPS2,0
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_256_QPS4,0
TRTLLM014_H200_Llama31_8B_BF16_TP1_467_256_QPS8,0
TRTLLM017_A100_Llama31_70B_FP16_TP2_1000_1000,0
TRTLLM017_A100_Llama31_70B_FP16_TP2_128_128,0
TRTLLM017_A100_Llama31_70B_FP16_TP2_128_2048,0
TRTLLM017_A100_Llama31_70B_FP16_TP2_2048_128,0
TRTLLM017_A100_Llama31_70B_FP16_TP2_2048_2048,0
TRTLLM017_A100_Llama31_70B_FP16_TP2_5000_500,0
TRTLLM017_A100_Llama31_70B_FP16_TP2_500_2000,0
TRTLLM017_A100_Llama31_70B_FP16_TP4_1000_1000,0
TRTLLM017_A100_Llama31_70B_FP16_TP4_128_128,0
TRTLLM017_A100_Llama31_70B_FP16_TP4_128_2048,0
TRTLLM017_A100_Llama31_70B_FP16_TP4_128_4096,0
TRTLLM017_A100_Llama31_70B_FP16_TP4_20000_2000,0
TRTLLM017_A100_Llama31_70B_FP16_TP4_2048_128,0
TRTLLM017_A100_Llama31_70B_FP16_TP4_2048_2048,0
TRTLLM017_A100_Llama31_70B_FP16_TP4_5000_500,0
TRTLLM017_A100_Llama31_70B_FP16_TP4_500_2000,0
TRTLLM017_A100_Llama31_70B_FP16_TP8_1000_1000,0
TRTLLM017_A100_Llama31_70B_FP16_TP8_128_128,0
TRTLLM017_A100_Llama31_70B_FP16_TP8_128_2048,0
TRTLLM017_A100_Llama31_70B_FP16_TP8_128_4096,0
TRTLLM017_A100_Llama31_70B_FP16_TP8_20000_2000,0
TRTLLM017_A100_Llama31_70B_FP16_TP8_2048_128,0
TRTLLM017_A100_Llama31_70B_FP16_TP8_2048_2048,0
TRTLLM017_A100_Llama31_70B_FP16_TP8_5000_500,0
TRTLLM017_A100_Llama31_70B_FP16_TP8_500_2000,0
TRTLLM017_A100_Llama31_8B_FP16_TP1_1000_1000,0
TRTLLM017_A100_Llama31_8B_FP16_TP1_128_128,0
TRTLLM017_A100_Llama31_8B_FP16_TP1_128_2048,0
TRTLLM017_A100_Llama31_8B_FP16_TP1_128_4096,0
TRTLLM017_A100_Llama31_8B_FP16_TP1_20000_2000,0
TRTLLM017_A100_Llama31_8B_FP16_TP1_2048_128,0
TRTLLM017_A100_Llama31_8B_FP16_TP1_2048_2048,0
TRTLLM017_A100_Llama31_8B_FP16_TP1_5000_500,0
TRTLLM017_A100_Llama31_8B_FP16_TP1_500_2000,0
TRTLLM017_A100_Mistral_7B_FP16_TP1_1000_1000,0
TRTLLM017_A100_Mistral_7B_FP16_TP1_128_128,0
TRTLLM017_A100_Mistral_7B_FP16_TP1_128_2048,0
TRTLLM017_A100_Mistral_7B_FP16_TP1_128_4096,0
TRTLLM017_A100_Mistral_7B_FP16_TP1_20000_2000,0
TRTLLM017_A100_Mistral_7B_FP16_TP1_2048_128,0
TRTLLM017_A100_Mistral_7B_FP16_TP1_2048_2048,0
TRTLLM017_A100_Mistral_7B_FP16_TP1_5000_500,0
TRTLLM017_A100_Mistral_7B_FP16_TP1_500_2000,0
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_1000_1000,0
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_128_128,0
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_128_2048,0
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_128_4096,0
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_20000_2000,0
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_2048_128,0
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_2048_2048,0
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_5000_500,0
TRTLLM017_A100_Mixtral_8x22B_FP16_TP8_500_2000,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_1000_1000,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_128_128,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_128_2048,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_128_4096,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_20000_2000,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_2048_128,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_2048_2048,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_5000_500,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP2_500_2000,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_1000_1000,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_128_128,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_128_2048,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_128_4096,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_20000_2000,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_2048_128,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_2048_2048,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_5000_500,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP4_500_2000,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_1000_1000,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_128_128,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_128_2048,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_128_4096,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_20000_2000,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_2048_128,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_2048_2048,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_5000_500,0
TRTLLM017_A100_Mixtral_8x7B_FP16_TP8_500_2000,0
TRTLLM017_GH200_Llama31_70B_FP8_TP1_1000_1000,0
TRTLLM017_GH200_Llama31_70B_FP8_TP1_128_128,0
TRTLLM017_GH200_Llama31_70B_FP8_TP1_128_2048,0
TRTLLM017_GH200_Llama31_70B_FP8_TP1_128_4096,0
TRTLLM017_GH200_Llama31_70B_FP8_TP1_2048_128,0
TRTLLM017_GH200_Llama31_70B_FP8_TP1_2048_2048,0
TRTLLM017_GH200_Llama31_70B_FP8_TP1_5000_500,0
TRTLLM017_GH200_Llama31_70B_FP8_TP1_500_2000,0
TRTLLM017_GH200_Llama31_8B_FP8_TP1_1000_1000,0
TRTLLM017_GH200_Llama31_8B_FP8_TP1_128_128,0
TRTLLM017_GH200_Llama31_8B_FP8_TP1_128_2048,0
TRTLLM017_GH200_Llama31_8B_FP8_TP1_128_4096,0
TRTLLM017_GH200_Llama31_8B_FP8_TP1_20000_2000,0
TRTLLM017_GH200_Llama31_8B_FP8_TP1_2048_128,0
TRTLLM017_GH200_Llama31_8B_FP8_TP1_2048_2048,0
TRTLLM017_GH200_Llama31_8B_FP8_TP1_5000_500,0
TRTLLM017_GH200_Llama31_8B_FP8_TP1_500_2000,0
TRTLLM017_GH200_Mistral_7B_FP8_TP1_1000_1000,0
TRTLLM017_GH200_Mistral_7B_FP8_TP1_128_128,0
TRTLLM017_GH200_Mistral_7B_FP8_TP1_128_2048,0
TRTLLM017_GH200_Mistral_7B_FP8_TP1_128_4096,0
TRTLLM017_GH200_Mistral_7B_FP8_TP1_20000_2000,0
TRTLLM017_GH200_Mistral_7B_FP8_TP1_2048_128,0
TRTLLM017_GH200_Mistral_7B_FP8_TP1_2048_2048,0
TRTLLM017_GH200_Mistral_7B_FP8_TP1_5000_500,0
TRTLLM017_GH200_Mistral_7B_FP8_TP1_500_2000,0
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_1000_1000,0
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_128_128,0
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_128_2048,0
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_128_4096,0
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_20000_2000,0
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_2048_128,0
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_2048_2048,0
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_5000_500,0
TRTLLM017_GH200_Mixtral_8x7B_FP8_TP1_500_2000,0
TRTLLM017_H100_Llama31_70B_FP8_TP1_1000_1000,0
TRTLLM017_H100_Llama31_70B_FP8_TP1_128_128,0
TRTLLM017_H100_Llama31_70B_FP8_TP1_128_2048,0
TRTLLM017_H100_Llama31_70B_FP8_TP1_128_4096,0
TRTLLM017_H100_Llama31_70B_FP8_TP1_2048_128,0
TRTLLM017_H100_Llama31_70B_FP8_TP1_5000_500,0
TRTLLM017_H100_Llama31_70B_FP8_TP1_500_2000,0
TRTLLM017_H100_Llama31_70B_FP8_TP2_1000_1000,0
TRTLLM017_H100_Llama31_70B_FP8_TP2_128_128,0
TRTLLM017_H100_Llama31_70B_FP8_TP2_128_2048,0
TRTLLM017_H100_Llama31_70B_FP8_TP2_128_4096,0
TRTLLM017_H100_Llama31_70B_FP8_TP2_20000_2000,0
TRTLLM017_H100_Llama31_70B_FP8_TP2_2048_128,0
TRTLLM017_H100_Llama31_70B_FP8_TP2_2048_2048,0
TRTLLM017_H100_Llama31_70B_FP8_TP2_5000_500,0
TRTLLM017_H100_Llama31_70B_FP8_TP2_500_2000,0
TRTLLM017_H100_Llama31_70B_FP8_TP4_1000_1000,0
TRTLLM017_H100_Llama31_70B_FP8_TP4_128_128,0
TRTLLM017_H100_Llama31_70B_FP8_TP4_128_2048,0
TRTLLM017_H100_Llama31_70B_FP8_TP4_128_4096,0
TRTLLM017_H100_Llama31_70B_FP8_TP4_20000_2000,0
TRTLLM017_H100_Llama31_70B_FP8_TP4_2048_128,0
TRTLLM017_H100_Llama31_70B_FP8_TP4_2048_2048,0
TRTLLM017_H100_Llama31_70B_FP8_TP4_5000_500,0
TRTLLM017_H100_Llama31_70B_FP8_TP4_500_2000,0
TRTLLM017_H100_Llama31_70B_FP8_TP8_1000_1000,0
TRTLLM017_H100_Llama31_70B_FP8_TP8_128_128,0
TRTLLM017_H100_Llama31_70B_FP8_TP8_128_2048,0
TRTLLM017_H100_Llama31_70B_FP8_TP8_128_4096,0
TRTLLM017_H100_Llama31_70B_FP8_TP8_20000_2000,0
TRTLLM017_H100_Llama31_70B_FP8_TP8_2048_128,0
TRTLLM017_H100_Llama31_70B_FP8_TP8_2048_2048,0
TRTLLM017_H100_Llama31_70B_FP8_TP8_5000_500,0
TRTLLM017_H100_Llama31_70B_FP8_TP8_500_2000,0
TRTLLM017_H100_Llama31_8B_FP8_TP1_1000_1000,0
TRTLLM017_H100_Llama31_8B_FP8_TP1_128_128,0
TRTLLM017_H100_Llama31_8B_FP8_TP1_128_2048,0
TRTLLM017_H100_Llama31_8B_FP8_TP1_128_4096,0
TRTLLM017_H100_Llama31_8B_FP8_TP1_20000_2000,0
TRTLLM017_H100_Llama31_8B_FP8_TP1_2048_128,0
TRTLLM017_H100_Llama31_8B_FP8_TP1_2048_2048,0
TRTLLM017_H100_Llama31_8B_FP8_TP1_5000_500,0
TRTLLM017_H100_Llama31_8B_FP8_TP1_500_2000,0
TRTLLM017_H100_Mistral_7B_FP8_TP1_1000_1000,0
TRTLLM017_H100_Mistral_7B_FP8_TP1_128_128,0
TRTLLM017_H100_Mistral_7B_FP8_TP1_128_2048,0
TRTLLM017_H100_Mistral_7B_FP8_TP1_128_4096,0
TRTLLM017_H100_Mistral_7B_FP8_TP1_20000_2000,0
TRTLLM017_H100_Mistral_7B_FP8_TP1_2048_128,0
TRTLLM017_H100_Mistral_7B_FP8_TP1_2048_2048,0
TRTLLM017_H100_Mistral_7B_FP8_TP1_5000_500,0
TRTLLM017_H100_Mistral_7B_FP8_TP1_500_2000,0
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_1000_1000,0
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_128_128,0
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_128_2048,0
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_128_4096,0
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_20000_2000,0
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_2048_128,0
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_2048_2048,0
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_5000_500,0
TRTLLM017_H100_Mixtral_8x22B_FP8_TP8_500_2000,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_1000_1000,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_128_128,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_128_2048,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_128_4096,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_20000_2000,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_2048_128,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_2048_2048,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_5000_500,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP1_500_2000,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_1000_1000,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_128_128,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_128_2048,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_128_4096,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_20000_2000,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_2048_128,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_2048_2048,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_5000_500,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP2_500_2000,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_1000_1000,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_128_128,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_128_2048,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_128_4096,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_20000_2000,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_2048_128,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_2048_2048,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_5000_500,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP4_500_2000,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_1000_1000,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_128_128,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_128_2048,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_128_4096,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_20000_2000,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_2048_128,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_2048_2048,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_5000_500,0
TRTLLM017_H100_Mixtral_8x7B_FP8_TP8_500_2000,0
TRTLLM017_H200_Llama31_405B_FP8_TP8_1000_1000,0
TRTLLM017_H200_Llama31_405B_FP8_TP8_128_128,0
TRTLLM017_H200_Llama31_405B_FP8_TP8_128_2048,0
TRTLLM017_H200_Llama31_405B_FP8_TP8_128_4096,0
TRTLLM017_H200_Llama31_405B_FP8_TP8_20000_2000,0
TRTLLM017_H200_Llama31_405B_FP8_TP8_2048_128,0
TRTLLM017_H200_Llama31_405B_FP8_TP8_2048_2048,0
TRTLLM017_H200_Llama31_405B_FP8_TP8_5000_500,0
TRTLLM017_H200_Llama31_405B_FP8_TP8_500_2000,0
TRTLLM017_H200_Llama31_70B_FP8_TP1_1000_1000,0
TRTLLM017_H200_Llama31_70B_FP8_TP1_128_128,0
TRTLLM017_H200_Llama31_70B_FP8_TP1_128_2048,0
TRTLLM017_H200_Llama31_70B_FP8_TP1_128_4096,0
TRTLLM017_H200_Llama31_70B_FP8_TP1_20000_2000,0
TRTLLM017_H200_Llama31_70B_FP8_TP1_2048_128,0
TRTLLM017_H200_Llama31_70B_FP8_TP1_2048_2048,0
TRTLLM017_H200_Llama31_70B_FP8_TP1_5000_500,0
TRTLLM017_H200_Llama31_70B_FP8_TP1_500_2000,0
TRTLLM017_H200_Llama31_70B_FP8_TP2_1000_1000,0
TRTLLM017_H200_Llama31_70B_FP8_TP2_128_128,0
TRTLLM017_H200_Llama31_70B_FP8_TP2_128_2048,0
TRTLLM017_H200_Llama31_70B_FP8_TP2_128_4096,0
TRTLLM017_H200_Llama31_70B_FP8_TP2_20000_2000,0
TRTLLM017_H200_Llama31_70B_FP8_TP2_2048_128,0
TRTLLM017_H200_Llama31_70B_FP8_TP2_2048_2048,0
TRTLLM017_H200_Llama31_70B_FP8_TP2_5000_500,0
TRTLLM017_H200_Llama31_70B_FP8_TP2_500_2000,0
TRTLLM017_H200_Llama31_70B_FP8_TP4_1000_1000,0
TRTLLM017_H200_Llama31_70B_FP8_TP4_128_128,0
TRTLLM017_H200_Llama31_70B_FP8_TP4_128_2048,0
TRTLLM017_H200_Llama31_70B_FP8_TP4_128_4096,0
TRTLLM017_H200_Llama31_70B_FP8_TP4_20000_2000,0
TRTLLM017_H200_Llama31_70B_FP8_TP4_2048_128,0
TRTLLM017_H200_Llama31_70B_FP8_TP4_2048_2048,0
TRTLLM017_H200_Llama31_70B_FP8_TP4_5000_500,0
TRTLLM017_H200_Llama31_70B_FP8_TP4_500_2000,0
TRTLLM017_H200_Llama31_70B_FP8_TP8_1000_1000,0
TRTLLM017_H200_Llama31_70B_FP8_TP8_128_128,0
TRTLLM017_H200_Llama31_70B_FP8_TP8_128_2048,0
TRTLLM017_H200_Llama31_70B_FP8_TP8_128_4096,0
TRTLLM017_H200_Llama31_70B_FP8_TP8_20000_2000,0
TRTLLM017_H200_Llama31_70B_FP8_TP8_2048_128,0
TRTLLM017_H200_Llama31_70B_FP8_TP8_2048_2048,0
TRTLLM017_H200_Llama31_70B_FP8_TP8_5000_500,0
TRTLLM017_H200_Llama31_70B_FP8_TP8_500_2000,0
TRTLLM017_H200_Llama31_8B_FP8_TP1_1000_1000,0
TRTLLM017_H200_Llama31_8B_FP8_TP1_128_128,0
TRTLLM017_H200_Llama31_8B_FP8_TP1_128_2048,0
TRTLLM017_H200_Llama31_8B_FP8_TP1_128_4096,0
TRTLLM017_H200_Llama31_8B_FP8_TP1_20000_2000,0
TRTLLM017_H200_Llama31_8B_FP8_TP1_2048_128,0
TRTLLM017_H200_Llama31_8B_FP8_TP1_2048_2048,0
TRTLLM017_H200_Llama31_8B_FP8_TP1_5000_500,0
TRTLLM017_H200_Llama31_8B_FP8_TP1_500_2000,0
TRTLLM017_H200_Mistral_7B_FP8_TP1_1000_1000,0
TRTLLM017_H200_Mistral_7B_FP8_TP1_128_128,0
TRTLLM017_H200_Mistral_7B_FP8_TP1_128_2048,0
TRTLLM017_H200_Mistral_7B_FP8_TP1_128_4096,0
TRTLLM017_H200_Mistral_7B_FP8_TP1_20000_2000,0
TRTLLM017_H200_Mistral_7B_FP8_TP1_2048_128,0
TRTLLM017_H200_Mistral_7B_FP8_TP1_2048_2048,0
TRTLLM017_H200_Mistral_7B_FP8_TP1_5000_500,0
TRTLLM017_H200_Mistral_7B_FP8_TP1_500_2000,0
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_1000_1000,0
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_128_128,0
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_128_2048,0
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_128_4096,0
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_20000_2000,0
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_2048_128,0
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_2048_2048,0
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_5000_500,0
TRTLLM017_H200_Mixtral_8x22B_FP8_TP8_500_2000,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_1000_1000,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_128_128,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_128_2048,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_128_4096,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_20000_2000,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_2048_128,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_2048_2048,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_5000_500,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP1_500_2000,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_1000_1000,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_128_128,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_128_2048,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_128_4096,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_20000_2000,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_2048_128,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_2048_2048,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_5000_500,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP2_500_2000,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_1000_1000,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_128_128,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_128_2048,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_128_4096,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_20000_2000,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_2048_128,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_2048_2048,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_5000_500,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP4_500_2000,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_1000_1000,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_128_128,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_128_2048,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_128_4096,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_20000_2000,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_2048_128,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_2048_2048,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_5000_500,0
TRTLLM017_H200_Mixtral_8x7B_FP8_TP8_500_2000,0
TRTLLM017_L40S_Llama31_70B_FP8_TP4_1000_1000,0
TRTLLM017_L40S_Llama31_70B_FP8_TP4_128_128,0
TRTLLM017_L40S_Llama31_70B_FP8_TP4_128_2048,0
TRTLLM017_L40S_Llama31_70B_FP8_TP4_128_4096,0
TRTLLM017_L40S_Llama31_70B_FP8_TP4_20000_2000,0
TRTLLM017_L40S_Llama31_70B_FP8_TP4_2048_128,0
TRTLLM017_L40S_Llama31_70B_FP8_TP4_2048_2048,0
TRTLLM017_L40S_Llama31_70B_FP8_TP4_5000_500,0
TRTLLM017_L40S_Llama31_70B_FP8_TP4_500_2000,0
TRTLLM017_L40S_Llama31_70B_FP8_TP8_1000_1000,0
TRTLLM017_L40S_Llama31_70B_FP8_TP8_128_128,0
TRTLLM017_L40S_Llama31_70B_FP8_TP8_128_2048,0
TRTLLM017_L40S_Llama31_70B_FP8_TP8_128_4096,0
TRTLLM017_L40S_Llama31_70B_FP8_TP8_20000_2000,0
TRTLLM017_L40S_Llama31_70B_FP8_TP8_2048_128,0
TRTLLM017_L40S_Llama31_70B_FP8_TP8_2048_2048,0
TRTLLM017_L40S_Llama31_70B_FP8_TP8_5000_500,0
TRTLLM017_L40S_Llama31_70B_FP8_TP8_500_2000,0
TRTLLM017_L40S_Llama31_8B_FP8_TP1_1000_1000,0
TRTLLM017_L40S_Llama31_8B_FP8_TP1_128_128,0
TRTLLM017_L40S_Llama31_8B_FP8_TP1_128_2048,0
TRTLLM017_L40S_Llama31_8B_FP8_TP1_128_4096,0
TRTLLM017_L40S_Llama31_8B_FP8_TP1_20000_2000,0
TRTLLM017_L40S_Llama31_8B_FP8_TP1_2048_128,0
TRTLLM017_L40S_Llama31_8B_FP8_TP1_2048_2048,0
TRTLLM017_L40S_Llama31_8B_FP8_TP1_5000_500,0
TRTLLM017_L40S_Llama31_8B_FP8_TP1_500_2000,0
TRTLLM017_L40S_Mistral_7B_FP8_TP1_1000_1000,0
TRTLLM017_L40S_Mistral_7B_FP8_TP1_128_128,0
TRTLLM017_L40S_Mistral_7B_FP8_TP1_128_2048,0
TRTLLM017_L40S_Mistral_7B_FP8_TP1_128_4096,0
TRTLLM017_L40S_Mistral_7B_FP8_TP1_20000_2000,0
TRTLLM017_L40S_Mistral_7B_FP8_TP1_2048_128,0
TRTLLM017_L40S_Mistral_7B_FP8_TP1_2048_2048,0
TRTLLM017_L40S_Mistral_7B_FP8_TP1_5000_500,0
TRTLLM017_L40S_Mistral_7B_FP8_TP1_500_2000,0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_1000_1000,0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_128_128,0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_128_2048,0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_128_4096,0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_20000_2000,0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_2048_128,0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_2048_2048,0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_5000_500,0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP4_500_2000,0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_1000_1000,0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_128_128,0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_128_2048,0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_128_4096,0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_20000_2000,0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_2048_128,0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_2048_2048,0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_5000_500,0
TRTLLM017_L40S_Mixtral_8x7B_FP8_TP8_500_2000,0
TRTLLM05_A100_Falcon_180B_FP16_TP8_TTFT128,0
TRTLLM05_A100_Falcon_180B_FP16_TP8_TTFT2048,0
TRTLLM05_A100_GPTJ_6B_FP16_TTFT128,0
TRTLLM05_A100_GPTJ_6B_FP16_TTFT2048,0
TRTLLM05_A100_Llama2_70B_FP16_TP4_TTFT128,0
TRTLLM05_A100_Llama2_70B_FP16_TP4_TTFT2048,0
TRTLLM05_A100_Llama2_7B_FP16_TTFT128,0
TRTLLM05_A100_Llama2_7B_FP16_TTFT2048,0
TRTLLM05_H100_Falcon_180B_FP8_TP8_TTFT128,0
TRTLLM05_H100_Falcon_180B_FP8_TP8_TTFT2048,0
TRTLLM05_H100_GPTJ_6B_FP8_TTFT128,0
TRTLLM05_H100_GPTJ_6B_FP8_TTFT2048,0
TRTLLM05_H100_Llama2_70B_FP8_TP4_TTFT128,0
TRTLLM05_H100_Llama2_70B_FP8_TP4_TTFT2048,0
TRTLLM05_H100_Llama2_7B_FP8_TTFT128,0
TRTLLM05_H100_Llama2_7B_FP8_TTFT2048,0
TRTLLM05_H200_Llama2_13B_FP8_B1024,0
TRTLLM05_H200_Llama2_13B_FP8_B128_Out2048,0
TRTLLM05_H200_Llama2_13B_FP8_B64_In2048,0
TRTLLM05_H200_Llama2_70B_FP8_B32_In2048,0
TRTLLM05_H200_Llama2_70B_FP8_B512,0
TRTLLM05_H200_Llama2_70B_FP8_B64_In2048,0
TRTLLM05_H200_Llama2_70B_FP8_TP2_B512_Out2048,0
TRTLLM05_L40S_GPTJ_6B_FP8_B32_2048_128,0
TRTLLM05_L40S_GPTJ_6B_FP8_B32_2048_2048,0
TRTLLM05_L40S_GPTJ_6B_FP8_B64_128_128,0
TRTLLM05_L40S_GPTJ_6B_FP8_B64_128_2048,0
TRTLLM05_L40S_GPTJ_6B_FP8_TTFT128,0
TRTLLM05_L40S_GPTJ_6B_FP8_TTFT2048,0
TRTLLM05_L40S_Llama2_7B_FP8_B16_2048_2048,0
TRTLLM05_L40S_Llama2_7B_FP8_B32_2048_128,0
TRTLLM05_L40S_Llama2_7B_FP8_B64_128_128,0
TRTLLM05_L40S_Llama2_7B_FP8_B64_128_2048,0
TRTLLM05_L40S_Llama2_7B_FP8_TTFT128,0
TRTLLM05_L40S_Llama2_7B_FP8_TTFT2048,0
TRTLLM061_A100_Falcon_180B_FP16_TP8_B1024_128_128,0
TRTLLM061_A100_Falcon_180B_FP16_TP8_B128_128_2048,0
TRTLLM061_A100_GPTJ_6B_FP16_B512_128_128,0
TRTLLM061_A100_GPTJ_6B_FP16_B60_2048_128,0
TRTLLM061_A100_GPTJ_6B_FP16_TP2_B120_128_2048,0
TRTLLM061_A100_GPTJ_6B_FP16_TP2_B64_2048_2048,0
TRTLLM061_A100_Llama2_70B_FP16_TP4_B120_2048_128,0
TRTLLM061_A100_Llama2_70B_FP16_TP4_B1280_128_128,0
TRTLLM061_A100_Llama2_70B_FP16_TP4_B240_128_2048,0
TRTLLM061_A100_Llama2_7B_FP16_B384_128_128,0
TRTLLM061_A100_Llama2_7B_FP16_B52_2048_128,0
TRTLLM061_A100_Llama2_7B_FP16_B60_128_2048,0
TRTLLM061_A100_Llama2_7B_FP16_TP2_B64_2048_2048,0
TRTLLM061_H100_Falcon_180B_FP8_TP4_B1024_128_128,0
TRTLLM061_H100_Falcon_180B_FP8_TP4_B64_2048_128,0
TRTLLM061_H100_Falcon_180B_FP8_TP4_B64_2048_2048,0
TRTLLM061_H100_Falcon_180B_FP8_TP8_B1024_128_2048,0
TRTLLM061_H100_GPTJ_6B_FP8_B1024_128_128,0
TRTLLM061_H100_GPTJ_6B_FP8_B120_128_2048,0
TRTLLM061_H100_GPTJ_6B_FP8_B64_2048_128,0
TRTLLM061_H100_GPTJ_6B_FP8_B64_2048_2048,0
TRTLLM061_H100_Llama2_70B_FP8_TP2_B1024_128_128,0
TRTLLM061_H100_Llama2_70B_FP8_TP2_B64_2048_2048,0
TRTLLM061_H100_Llama2_70B_FP8_TP2_B96_2048_128,0
TRTLLM061_H100_Llama2_70B_FP8_TP4_B480_128_2048,0
TRTLLM061_H100_Llama2_7B_FP8_B112_128_2048,0
TRTLLM061_H100_Llama2_7B_FP8_B48_2048_2048,0
TRTLLM061_H100_Llama2_7B_FP8_B768_128_128,0
TRTLLM061_H100_Llama2_7B_FP8_B80_2048_128,0
TRTLLM07_H200_Llama2_70B_FP8_B192_Out2048,0
TRTLLM07_H200_Llama2_70B_FP8_B192_Out2048_NoXQA,0
TRTLLM07_H200_Llama2_70B_FP8_B960,0
TRTLLM07_H200_Llama2_70B_FP8_B96_Out4096,0
TRTLLM090_A100_Falcon_180B_FP16_TP8_B1024_128_128,0
TRTLLM090_A100_Falcon_180B_FP16_TP8_B512_128_2048,0
TRTLLM090_A100_Falcon_180B_FP16_TP8_B64_2048_128,0
TRTLLM090_A100_Falcon_180B_FP16_TP8_B64_2048_2048,0
TRTLLM090_A100_Falcon_180B_FP16_TP8_TTFT128,0
TRTLLM090_A100_Falcon_180B_FP16_TP8_TTFT2048,0
TRTLLM090_A100_GPTJ_6B_FP16_B32_128_2048,0
TRTLLM090_A100_GPTJ_6B_FP16_B32_2048_128,0
TRTLLM090_A100_GPTJ_6B_FP16_B32_2048_2048,0
TRTLLM090_A100_GPTJ_6B_FP16_B512_128_128,0
TRTLLM090_A100_GPTJ_6B_FP16_TTFT128,0
TRTLLM090_A100_GPTJ_6B_FP16_TTFT2048,0
TRTLLM090_A100_Llama2_70B_FP16_TP4_B1024_128_128,0
TRTLLM090_A100_Llama2_70B_FP16_TP4_B64_2048_2048,0
TRTLLM090_A100_Llama2_70B_FP16_TP4_B96_2048_128,0
TRTLLM090_A100_Llama2_70B_FP16_TP8_B512_128_2048,0
TRTLLM090_A100_Llama2_70B_FP16_TP8_TTFT2048,0
TRTLLM090_A100_Llama2_7B_FP16_B16_2048_2048,0
TRTLLM090_A100_Llama2_7B_FP16_B256_128_128,0
TRTLLM090_A100_Llama2_7B_FP16_B32_128_2048,0
TRTLLM090_A100_Llama2_7B_FP16_B32_2048_128,0
TRTLLM090_A100_Llama2_7B_FP16_TTFT2048,0
TRTLLM090_A100_Mistral_7B_FP16_B120_128_2048,0
TRTLLM090_A100_Mistral_7B_FP16_B56_2048_2048,0
TRTLLM090_A100_Mistral_7B_FP16_B64_2048_128,0
TRTLLM090_A100_Mistral_7B_FP16_B896_128_128,0
TRTLLM090_A100_Mistral_7B_FP16_TTFT2048,0
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_B128_128_2048,0
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_B32_2048_2048,0
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_B512_128_128,0
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_B64_2048_128,0
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_TTFT128,0
TRTLLM090_A100_Mixtral_8x7B_FP16_TP2_TTFT2048,0
TRTLLM090_H100_Falcon_180B_FP8_TP4_B1024_128_128,0
TRTLLM090_H100_Falcon_180B_FP8_TP4_B64_2048_128,0
TRTLLM090_H100_Falcon_180B_FP8_TP4_B64_2048_2048,0
TRTLLM090_H100_Falcon_180B_FP8_TP4_TTFT128,0
TRTLLM090_H100_Falcon_180B_FP8_TP8_B1024_128_2048,0
TRTLLM090_H100_Falcon_180B_FP8_TP8_TTFT2048,0
TRTLLM090_H100_GPTJ_6B_FP8_B1024_128_128,0
TRTLLM090_H100_GPTJ_6B_FP8_B120_128_2048,0
TRTLLM090_H100_GPTJ_6B_FP8_B64_2048_128,0
TRTLLM090_H100_GPTJ_6B_FP8_B64_2048_2048,0
TRTLLM090_H100_GPTJ_6B_FP8_TTFT128,0
TRTLLM090_H100_GPTJ_6B_FP8_TTFT2048,0
TRTLLM090_H100_Llama2_70B_FP8_TP2_B1024_128_128,0
TRTLLM090_H100_Llama2_70B_FP8_TP2_B64_2048_2048,0
TRTLLM090_H100_Llama2_70B_FP8_TP2_B96_2048_128,0
TRTLLM090_H100_Llama2_70B_FP8_TP4_B512_128_2048,0
TRTLLM090_H100_Llama2_70B_FP8_TP4_TTFT128,0
TRTLLM090_H100_Llama2_70B_FP8_TP8_TTFT2048,0
TRTLLM090_H100_Llama2_7B_FP8_B120_128_2048,0
TRTLLM090_H100_Llama2_7B_FP8_B56_2048_2048,0
TRTLLM090_H100_Llama2_7B_FP8_B84_2048_128,0
TRTLLM090_H100_Llama2_7B_FP8_TTFT128,0
TRTLLM090_H100_Mistral_7B_FP8_B120_128_2048,0
TRTLLM090_H100_Mistral_7B_FP8_B56_2048_2048,0
TRTLLM090_H100_Mistral_7B_FP8_B84_2048_128,0
TRTLLM090_H100_Mistral_7B_FP8_B896_128_128,0
TRTLLM090_H100_Mistral_7B_FP8_TTFT2048,0
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_B128_128_2048,0
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_B32_2048_2048,0
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_B512_128_128,0
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_B64_2048_128,0
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_TTFT128,0
TRTLLM090_H100_Mixtral_8x7B_FP8_TP2_TTFT2048,0
TRTLLM090_H200_Falcon_180B_FP8_TP4_B1024_128_128,0
TRTLLM090_H200_Falcon_180B_FP8_TP4_B1024_128_2048,0
TRTLLM090_H200_Falcon_180B_FP8_TP4_B64_2048_128,0
TRTLLM090_H200_Falcon_180B_FP8_TP4_B64_2048_2048,0
TRTLLM090_H200_Falcon_180B_FP8_TP4_TTFT128,0
TRTLLM090_H200_Falcon_180B_FP8_TP4_TTFT2048,0
TRTLLM090_H200_GPTJ_6B_FP8_B1024_128_128,0
TRTLLM090_H200_GPTJ_6B_FP8_B120_128_2048,0
TRTLLM090_H200_GPTJ_6B_FP8_B64_2048_128,0
TRTLLM090_H200_GPTJ_6B_FP8_B64_2048_2048,0
TRTLLM090_H200_GPTJ_6B_FP8_TTFT128,0
TRTLLM090_H200_GPTJ_6B_FP8_TTFT2048,0
TRTLLM090_H200_Llama2_70B_FP8_B1024_128_128,0
TRTLLM090_H200_Llama2_70B_FP8_B64_2048_128,0
TRTLLM090_H200_Llama2_70B_FP8_B64_2048_2048,0
TRTLLM090_H200_Llama2_70B_FP8_TP2_B512_128_2048,0
TRTLLM090_H200_Llama2_70B_FP8_TP4_TTFT2048,0
TRTLLM090_H200_Llama2_7B_FP8_B120_128_2048,0
TRTLLM090_H200_Llama2_7B_FP8_B56_2048_2048,0
TRTLLM090_H200_Llama2_7B_FP8_B64_2048_128,0
TRTLLM090_H200_Llama2_7B_FP8_B896_128_128,0
TRTLLM090_H200_Llama2_7B_FP8_TTFT2048,0
TRTLLM090_H200_Mistral_7B_FP8_B120_128_2048,0
TRTLLM090_H200_Mistral_7B_FP8_B56_2048_2048,0
TRTLLM090_H200_Mistral_7B_FP8_B64_2048_128,0
TRTLLM090_H200_Mistral_7B_FP8_B896_128_128,0
TRTLLM090_H200_Mistral_7B_FP8_TTFT2048,0
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_B1024_128_128,0
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_B256_128_2048,0
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_B64_2048_128,0
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_B64_2048_2048,0
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_TTFT128,0
TRTLLM090_H200_Mixtral_8x7B_FP8_TP2_TTFT2048,0
TRTLLM090_L40S_Falcon_180B_FP8_TP8_B256_128_2048,0
TRTLLM090_L40S_Falcon_180B_FP8_TP8_B32_2048_128,0
TRTLLM090_L40S_Falcon_180B_FP8_TP8_B32_2048_2048,0
TRTLLM090_L40S_Falcon_180B_FP8_TP8_B512_128_128,0
TRTLLM090_L40S_Falcon_180B_FP8_TP8_TTFT128,0
TRTLLM090_L40S_Falcon_180B_FP8_TP8_TTFT2048,0
TRTLLM090_L40S_GPTJ_6B_FP8_B32_2048_128,0
TRTLLM090_L40S_GPTJ_6B_FP8_B32_2048_2048,0
TRTLLM090_L40S_GPTJ_6B_FP8_B512_128_128,0
TRTLLM090_L40S_GPTJ_6B_FP8_B64_128_2048,0
TRTLLM090_L40S_GPTJ_6B_FP8_TTFT128,0
TRTLLM090_L40S_GPTJ_6B_FP8_TTFT2048,0
TRTLLM090_L40S_Llama2_70B_FP8_TP2_B16_2048_128,0
TRTLLM090_L40S_Llama2_70B_FP8_TP2_B256_128_128,0
TRTLLM090_L40S_Llama2_70B_FP8_TP4_B256_128_2048,0
TRTLLM090_L40S_Llama2_70B_FP8_TP4_B64_2048_2048,0
TRTLLM090_L40S_Llama2_70B_FP8_TP4_TTFT2048,0
TRTLLM090_L40S_Llama2_70B_FP8_TP8_TTFT128,0
TRTLLM090_L40S_Llama2_7B_FP8_B16_2048_2048,0
TRTLLM090_L40S_Llama2_7B_FP8_B256_128_128,0
TRTLLM090_L40S_Llama2_7B_FP8_B32_2048_128,0
TRTLLM090_L40S_Llama2_7B_FP8_B64_128_2048,0
TRTLLM090_L40S_Llama2_7B_FP8_TTFT2048,0
TRTLLM090_L40S_Mistral_7B_FP8_B120_128_2048,0
TRTLLM090_L40S_Mistral_7B_FP8_B56_2048_2048,0
TRTLLM090_L40S_Mistral_7B_FP8_B84_2048_128,0
TRTLLM090_L40S_Mistral_7B_FP8_B896_128_128,0
TRTLLM090_L40S_Mistral_7B_FP8_TTFT128,0
TRTLLM090_L40S_Mistral_7B_FP8_TTFT2048,0
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_B256_128_128,0
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_B256_128_2048,0
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_B32_2048_2048,0
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_B64_2048_128,0
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_TTFT128,0
TRTLLM090_L40S_Mixtral_8x7B_FP8_TP4_TTFT2048,0
TRTLLM10_B200_Llama31_405B_FP4_TP4_1000_1000,0
TRTLLM10_B200_Llama31_405B_FP4_TP4_1000_2000,0
TRTLLM10_B200_Llama31_405B_FP4_TP4_128_128,0
TRTLLM10_B200_Llama31_405B_FP4_TP4_128_2048,0
TRTLLM10_B200_Llama31_405B_FP4_TP4_128_4096,0
TRTLLM10_B200_Llama31_405B_FP4_TP4_20000_2000,0
TRTLLM10_B200_Llama31_405B_FP4_TP4_2048_128,0
TRTLLM10_B200_Llama31_405B_FP4_TP4_2048_2048,0
TRTLLM10_B200_Llama31_405B_FP4_TP4_5000_500,0
TRTLLM10_B200_Llama31_405B_FP4_TP4_500_2000,0
TRTLLM10_B200_Llama33_70B_FP4_1000_1000,0
TRTLLM10_B200_Llama33_70B_FP4_1000_2000,0
TRTLLM10_B200_Llama33_70B_FP4_128_128,0
TRTLLM10_B200_Llama33_70B_FP4_128_2048,0
TRTLLM10_B200_Llama33_70B_FP4_128_4096,0
TRTLLM10_B200_Llama33_70B_FP4_20000_2000,0
TRTLLM10_B200_Llama33_70B_FP4_2048_128,0
TRTLLM10_B200_Llama33_70B_FP4_2048_2048,0
TRTLLM10_B200_Llama33_70B_FP4_5000_500,0
TRTLLM10_B200_Llama33_70B_FP4_500_2000,0
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_1000_1000,0
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_1000_2000,0
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_128_128,0
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_128_2048,0
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_128_4096,0
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_20000_2000,0
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_2048_128,0
TRTLLM10_B200_Llama4_Maverick_FP4_TP8_2048_2048,0
TRTLLM10_B200_Llama4_Scout_FP4_TP1_1000_1000,0
TRTLLM10_B200_Llama4_Scout_FP4_TP1_1000_2000,0
TRTLLM10_B200_Llama4_Scout_FP4_TP1_128_128,0
TRTLLM10_B200_Llama4_Scout_FP4_TP1_128_2048,0
TRTLLM10_B200_Llama4_Scout_FP4_TP1_128_4096,0
TRTLLM10_B200_Llama4_Scout_FP4_TP1_20000_2000,0
TRTLLM10_B200_Llama4_Scout_FP4_TP1_2048_128,0
TRTLLM10_B200_Llama4_Scout_FP4_TP1_2048_2048,0
TRTLLM10_B200_Llama4_Scout_FP4_TP1_5000_500,0
TRTLLM10_B200_Llama4_Scout_FP4_TP1_500_2000,0
TRTLLM10_B200_Qwen3_235B_FP4_TP8_1000_1000,0
TRTLLM10_B200_Qwen3_235B_FP4_TP8_1000_2000,0
TRTLLM10_B200_Qwen3_235B_FP4_TP8_128_128,0
TRTLLM10_B200_Qwen3_235B_FP4_TP8_128_2048,0
TRTLLM10_B200_Qwen3_235B_FP4_TP8_128_4096,0
TRTLLM10_B200_Qwen3_235B_FP4_TP8_20000_2000,0
TRTLLM10_B200_Qwen3_235B_FP4_TP8_2048_128,0
TRTLLM10_B200_Qwen3_235B_FP4_TP8_2048_2048,0
TRTLLM10_B200_Qwen3_235B_FP4_TP8_5000_500,0
TRTLLM10_B200_Qwen3_235B_FP4_TP8_500_2000,0
TRTLLM10_B200_Qwen3_30B_FP4_TP1_1000_1000,0
TRTLLM10_B200_Qwen3_30B_FP4_TP1_1000_2000,0
TRTLLM10_B200_Qwen3_30B_FP4_TP1_128_128,0
TRTLLM10_B200_Qwen3_30B_FP4_TP1_128_2048,0
TRTLLM10_B200_Qwen3_30B_FP4_TP1_128_4096,0
TRTLLM10_B200_Qwen3_30B_FP4_TP1_20000_2000,0
TRTLLM10_B200_Qwen3_30B_FP4_TP1_2048_128,0
TRTLLM10_B200_Qwen3_30B_FP4_TP1_2048_2048,0
TRTLLM10_B200_Qwen3_30B_FP4_TP1_5000_500,0
TRTLLM10_B200_Qwen3_30B_FP4_TP1_500_2000,0
TRTLLM10_GB200_Llama31_405B_FP4_TP4_1000_1000,0
TRTLLM10_GB200_Llama31_405B_FP4_TP4_1000_2000,0
TRTLLM10_GB200_Llama31_405B_FP4_TP4_128_128,0
TRTLLM10_GB200_Llama31_405B_FP4_TP4_128_2048,0
TRTLLM10_GB200_Llama31_405B_FP4_TP4_128_4096,0
TRTLLM10_GB200_Llama31_405B_FP4_TP4_20000_2000,0
TRTLLM10_GB200_Llama31_405B_FP4_TP4_2048_128,0
TRTLLM10_GB200_Llama31_405B_FP4_TP4_2048_2048,0
TRTLLM10_GB200_Llama31_405B_FP4_TP4_5000_500,0
TRTLLM10_GB200_Llama31_405B_FP4_TP4_500_2000,0
TRTLLM10_GB200_Llama33_70B_FP4_1000_1000,0
TRTLLM10_GB200_Llama33_70B_FP4_1000_2000,0
TRTLLM10_GB200_Llama33_70B_FP4_128_128,0
TRTLLM10_GB200_Llama33_70B_FP4_128_2048,0
TRTLLM10_GB200_Llama33_70B_FP4_128_4096,0
TRTLLM10_GB200_Llama33_70B_FP4_20000_2000,0
TRTLLM10_GB200_Llama33_70B_FP4_2048_128,0
TRTLLM10_GB200_Llama33_70B_FP4_2048_2048,0
TRTLLM10_GB200_Llama33_70B_FP4_5000_500,0
TRTLLM10_GB200_Llama33_70B_FP4_500_2000,0
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_1000_1000,0
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_1000_2000,0
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_128_128,0
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_128_2048,0
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_128_4096,0
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_20000_2000,0
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_2048_128,0
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_2048_2048,0
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_5000_500,0
TRTLLM10_GB200_Llama4_Scout_FP4_TP1_500_2000,0
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_1000_1000,0
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_1000_2000,0
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_128_128,0
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_128_2048,0
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_128_4096,0
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_20000_2000,0
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_2048_128,0
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_2048_2048,0
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_5000_500,0
TRTLLM10_GB200_Qwen3_30B_FP4_TP1_500_2000,0
TRTLLM10_H100_Llama31_405B_FP8_TP8_1000_1000,0
TRTLLM10_H100_Llama31_405B_FP8_TP8_1000_2000,0
TRTLLM10_H100_Llama31_405B_FP8_TP8_128_128,0
TRTLLM10_H100_Llama31_405B_FP8_TP8_128_2048,0
TRTLLM10_H100_Llama31_405B_FP8_TP8_128_4096,0
TRTLLM10_H100_Llama31_405B_FP8_TP8_20000_2000,0
TRTLLM10_H100_Llama31_405B_FP8_TP8_2048_128,0
TRTLLM10_H100_Llama31_405B_FP8_TP8_2048_2048,0
TRTLLM10_H100_Llama31_405B_FP8_TP8_5000_500,0
TRTLLM10_H100_Llama31_405B_FP8_TP8_500_2000,0
TRTLLM10_H100_Llama31_8B_FP8_1000_1000,0
TRTLLM10_H100_Llama31_8B_FP8_1000_2000,0
TRTLLM10_H100_Llama31_8B_FP8_128_128,0
TRTLLM10_H100_Llama31_8B_FP8_128_2048,0
TRTLLM10_H100_Llama31_8B_FP8_128_4096,0
TRTLLM10_H100_Llama31_8B_FP8_20000_2000,0
TRTLLM10_H100_Llama31_8B_FP8_2048_128,0
TRTLLM10_H100_Llama31_8B_FP8_2048_2048,0
TRTLLM10_H100_Llama31_8B_FP8_5000_500,0
TRTLLM10_H100_Llama31_8B_FP8_500_2000,0
TRTLLM10_H100_Llama33_70B_FP8_TP2_1000_1000,0
TRTLLM10_H100_Llama33_70B_FP8_TP2_1000_2000,0
TRTLLM10_H100_Llama33_70B_FP8_TP2_128_128,0
TRTLLM10_H100_Llama33_70B_FP8_TP2_128_2048,0
TRTLLM10_H100_Llama33_70B_FP8_TP2_128_4096,0
TRTLLM10_H100_Llama33_70B_FP8_TP2_20000_2000,0
TRTLLM10_H100_Llama33_70B_FP8_TP2_2048_128,0
TRTLLM10_H100_Llama33_70B_FP8_TP2_2048_2048,0
TRTLLM10_H100_Llama33_70B_FP8_TP2_5000_500,0
TRTLLM10_H100_Llama33_70B_FP8_TP2_500_2000,0
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_1000_1000,0
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_1000_2000,0
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_128_2048,0
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_128_4096,0
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_2048_2048,0
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_5000_500,0
TRTLLM10_H100_Llama4_Maverick_FP8_TP8_500_2000,0
TRTLLM10_H100_Llama4_Scout_FP8_TP4_1000_1000,0
TRTLLM10_H100_Llama4_Scout_FP8_TP4_1000_2000,0
TRTLLM10_H100_Llama4_Scout_FP8_TP4_128_2048,0
TRTLLM10_H100_Llama4_Scout_FP8_TP4_128_4096,0
TRTLLM10_H100_Llama4_Scout_FP8_TP4_2048_128,0
TRTLLM10_H100_Llama4_Scout_FP8_TP4_2048_2048,0
TRTLLM10_H100_Llama4_Scout_FP8_TP4_5000_500,0
TRTLLM10_H100_Llama4_Scout_FP8_TP4_500_2000,0
TRTLLM10_H100_Qwen3_235B_FP8_TP8_1000_1000,0
TRTLLM10_H100_Qwen3_235B_FP8_TP8_1000_2000,0
TRTLLM10_H100_Qwen3_235B_FP8_TP8_128_2048,0
TRTLLM10_H100_Qwen3_235B_FP8_TP8_128_4096,0
TRTLLM10_H100_Qwen3_235B_FP8_TP8_2048_2048,0
TRTLLM10_H100_Qwen3_235B_FP8_TP8_5000_500,0
TRTLLM10_H100_Qwen3_235B_FP8_TP8_500_2000,0
TRTLLM10_H200_Llama31_405B_FP8_TP8_1000_1000,0
TRTLLM10_H200_Llama31_405B_FP8_TP8_1000_2000,0
TRTLLM10_H200_Llama31_405B_FP8_TP8_128_128,0
TRTLLM10_H200_Llama31_405B_FP8_TP8_128_2048,0
TRTLLM10_H200_Llama31_405B_FP8_TP8_128_4096,0
TRTLLM10_H200_Llama31_405B_FP8_TP8_20000_2000,0
TRTLLM10_H200_Llama31_405B_FP8_TP8_2048_128,0
TRTLLM10_H200_Llama31_405B_FP8_TP8_2048_2048,0
TRTLLM10_H200_Llama31_405B_FP8_TP8_5000_500,0
TRTLLM10_H200_Llama31_405B_FP8_TP8_500_2000,0
TRTLLM10_H200_Llama31_8B_FP8_1000_1000,0
TRTLLM10_H200_Llama31_8B_FP8_1000_2000,0
TRTLLM10_H200_Llama31_8B_FP8_128_128,0
TRTLLM10_H200_Llama31_8B_FP8_128_2048,0
TRTLLM10_H200_Llama31_8B_FP8_128_4096,0
TRTLLM10_H200_Llama31_8B_FP8_20000_2000,0
TRTLLM10_H200_Llama31_8B_FP8_2048_128,0
TRTLLM10_H200_Llama31_8B_FP8_2048_2048,0
TRTLLM10_H200_Llama31_8B_FP8_5000_500,0
TRTLLM10_H200_Llama31_8B_FP8_500_2000,0
TRTLLM10_H200_Llama33_70B_FP8_1000_1000,0
TRTLLM10_H200_Llama33_70B_FP8_1000_2000,0
TRTLLM10_H200_Llama33_70B_FP8_128_128,0
TRTLLM10_H200_Llama33_70B_FP8_128_2048,0
TRTLLM10_H200_Llama33_70B_FP8_128_4096,0
TRTLLM10_H200_Llama33_70B_FP8_20000_2000,0
TRTLLM10_H200_Llama33_70B_FP8_2048_128,0
TRTLLM10_H200_Llama33_70B_FP8_2048_2048,0
TRTLLM10_H200_Llama33_70B_FP8_5000_500,0
TRTLLM10_H200_Llama33_70B_FP8_500_2000,0
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_1000_1000,0
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_1000_2000,0
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_128_128,0
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_128_2048,0
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_128_4096,0
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_20000_2000,0
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_2048_128,0
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_2048_2048,0
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_5000_500,0
TRTLLM10_H200_Llama4_Maverick_FP8_TP8_500_2000,0
TRTLLM10_H200_Llama4_Scout_FP8_TP4_1000_1000,0
TRTLLM10_H200_Llama4_Scout_FP8_TP4_1000_2000,0
TRTLLM10_H200_Llama4_Scout_FP8_TP4_128_128,0
TRTLLM10_H200_Llama4_Scout_FP8_TP4_128_2048,0
TRTLLM10_H200_Llama4_Scout_FP8_TP4_128_4096,0
TRTLLM10_H200_Llama4_Scout_FP8_TP4_20000_2000,0
TRTLLM10_H200_Llama4_Scout_FP8_TP4_2048_128,0
TRTLLM10_H200_Llama4_Scout_FP8_TP4_2048_2048,0
TRTLLM10_H200_Llama4_Scout_FP8_TP4_5000_500,0
TRTLLM10_H200_Llama4_Scout_FP8_TP4_500_2000,0
TRTLLM10_H200_Qwen3_235B_FP8_TP8_1000_1000,0
TRTLLM10_H200_Qwen3_235B_FP8_TP8_1000_2000,0
TRTLLM10_H200_Qwen3_235B_FP8_TP8_128_128,0
TRTLLM10_H200_Qwen3_235B_FP8_TP8_128_2048,0
TRTLLM10_H200_Qwen3_235B_FP8_TP8_128_4096,0
TRTLLM10_H200_Qwen3_235B_FP8_TP8_20000_2000,0
TRTLLM10_H200_Qwen3_235B_FP8_TP8_2048_128,0
TRTLLM10_H200_Qwen3_235B_FP8_TP8_2048_2048,0
TRTLLM10_H200_Qwen3_235B_FP8_TP8_5000_500,0
TRTLLM10_H200_Qwen3_235B_FP8_TP8_500_2000,0
TRTLLM_A100_Llama2_70B_FP16_TP4_TTFT128,0
TRTLLM_A100_Llama2_7B_FP16_TTFT128,0
TRTLLM_A100_Mistral_7B_FP16_TTFT128,0
TRTLLM_H100_Llama2_7B_FP8_B896,0
TRTLLM_H100_Llama2_7B_FP8_TTFT2048,0
TRTLLM_H100_Mistral_7B_FP8_TTFT128,0
TRTLLM_H200_Llama2_70B_FP8_TP4_TTFT128,0
TRTLLM_H200_Llama2_7B_FP8_TTFT128,0
TRTLLM_H200_Mistral_7B_FP8_TTFT128,0
TRTLLM_L40S_Llama2_7B_FP8_TTFT128,0
TinySensor,0
Torchtitan_Llama31_405B_1F1B,0
Torchtitan_Llama31_405B_4D_cp1_32k,0
Torchtitan_Llama31_405B_4D_cp2_64k,0
Torchtitan_Llama31_405B_4D_cp4_128k,0
Torchtitan_Llama31_405B_4D_cp8_256k,0
Torchtitan_Llama31_405B_interleaved,0
Torchtitan_Llama31_70B_2D,0
Torchtitan_Llama31_70B_2D_asyncTP,0
Torchtitan_Llama31_8B_128gpu_bf16,0
Torchtitan_Llama31_8B_128gpu_fp8,0
Torchtitan_Llama31_8B_32k,0
Torchtitan_Llama31_8B_bf16,0
Torchtitan_Llama31_8B_cp2_64k,0
Torchtitan_Llama31_8B_cp4_128k,0
Torchtitan_Llama31_8B_cp8_256k,0
Torchtitan_Llama31_8B_fp8,0
TrainingMemory7B_ZeRO3,0
vLLM060_A100_Llama31_8B_Offline,0
vLLM060_A100_Llama31_8B_RPS4,0
vLLM060_A100_Llama31_8B_RPS8,0
vLLM060_H100x4_Llama31_70B_Offline,0
vLLM060_H100x4_Llama31_70B_RPS4,0
vLLM060_H100x4_Llama31_70B_RPS8,0
vLLMOCI_MI300Xx8_Llama31_405B_FP8_B1,0
vLLMOCI_MI300Xx8_Llama31_405B_FP8_B128,0
vLLMOCI_MI300Xx8_Llama31_405B_FP8_B256,0
vLLMOCI_MI300Xx8_Llama31_405B_FP8_B64,0
vLLMOCI_MI300Xx8_Llama31_405B_FP8_B8,0
UserGrowth,0
UserEvaluate,0
UserApplication,0
# A deliberately wrong expectation: each failure on stderr at the position of its
# entry, with the scenario, the key, the expected and the actual value; the table
# and the summary still on stdout; exit status 3.
$ cd "$TESTDATA/scenario" && mlsys scenario check WrongExpectation.yaml
~ ^WrongExpectation +evaluate +3 +1 +2$
~ ^note: 2086 expectations passed, 2 failed$
! mlsys: WrongExpectation.yaml:10:6: WrongExpectation: T: expected 4 us (rtol 0.01); FAIL: got 3 us, off by 25 %
! mlsys: WrongExpectation.yaml:11:11: WrongExpectation: regime: expected bandwidth; FAIL: got latency
! mlsys scenario check: 2 of 2088 expectations failed
? 3
# run reports the same failures and exits 3 as well.
$ cd "$TESTDATA/scenario" && mlsys scenario run WrongExpectation.yaml --columns key,check
~ ^T +FAIL: got 3 us, off by 25 %$
! mlsys: WrongExpectation.yaml:10:6: WrongExpectation: T: expected 4 us (rtol 0.01); FAIL: got 3 us, off by 25 %
! mlsys: WrongExpectation.yaml:11:11: WrongExpectation: regime: expected bandwidth; FAIL: got latency
! mlsys scenario run: 2 of 3 expectations of WrongExpectation failed
? 3
# A file that does not load is reported and the check goes on; exit status 1.
# One row per shipped scenario: the 1853 files of scenarios/
$ cd "$TESTDATA/scenario" && mlsys scenario check eval-dim.yaml --columns scenario -f csv --no-header | wc -l
1853
! mlsys: eval-dim.yaml:9:15: T: expected a quantity in s, got one in B
! mlsys scenario check: 1 scenario could not be evaluated
? 1
# A yes/no result expected as "yes" passes, as "true" does:
# 160 req/s x 5 ms = rho 0.8 < 1, stable.
$ cd "$TESTDATA/scenario" && mlsys scenario run EvalYesNo.yaml --columns key,check -f csv | grep stable
stable,pass
