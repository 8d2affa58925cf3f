/* infer_engine.h - the serving engines' profiles for the inference model's
 * set-up (infer.c): each engine's constants for the device's class, and the
 * device-dependent rates and caps derived from its catalog entry
 * (docs/inference.md, "Engines"). Internal to the setup layer. Thread
 * safety: each function writes only the inputs and notes it is given. */
#ifndef MLSYS_SETUP_INFER_ENGINE_H
#define MLSYS_SETUP_INFER_ENGINE_H

#include <stdbool.h>

#include "mlsys/infer.h"
#include "mlsys/setup.h"

/* The engine's constants for r's engine on its device's class, with the
 * rates its catalog entry gives (llama.cpp's per-SM caps at its clock, the
 * quantized-matmul and dequantization paths, TensorRT-LLM 0.5-0.6's
 * attention passes), into *e, noted. 0, or MLSYS_EUSAGE naming the option
 * for an input the engine does not take ({ubatch} off llama.cpp). */
int mlsys_infer_engine_setup(const struct mlsys_infer_req *r, enum mlsys_precision precision,
                             struct mlsys_infer_engine *e, struct mlsys_notes *notes,
                             struct mlsys_err *err);

/* Whether TensorRT-LLM 0.7-0.9's XQA kernel decodes a's attention at
 * tensor-parallel degree tp: its support test of those builds
 * (DecoderXQARunner::shouldUse) passes only a head width of 128 and exactly
 * 8 query heads per KV head, with 1, 2, 4 or 8 KV heads on each device (KV
 * heads replicated where tp exceeds them); never for latent attention. */
bool mlsys_infer_xqa_applies(const struct mlsys_arch *a, double tp);

/* The decode attention kernel of r's engine where it is one of TensorRT-LLM's
 * past (trtllm-2310, trtllm-2404), for a at tp: MLSYS_EUSAGE naming {engine}
 * for latent attention (MLA), which those releases did not run; on
 * trtllm-2404, XQA (the fused engine's one read of each KV head) where
 * mlsys_infer_xqa_applies, else e->kv_per_query_head and the masked
 * kernel's pass rate as trtllm-2310, noted either way. Any other engine:
 * nothing, 0. */
int mlsys_infer_attention_kernel(const struct mlsys_infer_req *r, const struct mlsys_arch *a,
                                 double tp, struct mlsys_infer_engine *e,
                                 struct mlsys_notes *notes, struct mlsys_err *err);

/* The fused engine (r names none, or fused) on a model with latent
 * attention (a->kv_latent given): e->layer_s set to the device's
 * efficiency.fused_mla_layer where its entry gives one, else to the
 * engine's own time per such layer, noted, with a note of the measured
 * prefill and first-token times the model does not reach (docs/inference.md,
 * Limits); another engine, or a model without MLA: nothing. */
void mlsys_infer_latent_layer(const struct mlsys_infer_req *r, const struct mlsys_arch *a,
                              struct mlsys_infer_engine *e, struct mlsys_notes *notes);

/* The fused engine (r names none, or fused) on a device whose entry gives
 * efficiency.fused_host_seq: e->host_seq_s set to it, noted; another engine
 * (vllm-v0's scheduler does not overlap the GPU; TensorRT-LLM's past
 * releases and llama.cpp schedule in C++), or no such figure: nothing. */
void mlsys_infer_fused_host(const struct mlsys_infer_req *r, struct mlsys_infer_engine *e,
                            struct mlsys_notes *notes);

/* On an NVIDIA part, weights in AWQ or GPTQ int4 (precision) on an engine
 * other than llama.cpp's: a note of the measured decode of such weights
 * through Marlin-class kernels, slower than the model (docs/inference.md,
 * Limits); otherwise nothing. */
void mlsys_infer_w4a16_note(const struct mlsys_infer_req *r, enum mlsys_precision precision,
                            struct mlsys_notes *notes);

/* llama.cpp's cuBLAS products of 16-bit operands computed in fp16, on
 * NVIDIA parts whose entry gives an fp16-accumulate rate above the
 * fp32-accumulate one: in->dev's peak scaled to it, noted (not over --peak). */
void mlsys_infer_cublas_fp16(const struct mlsys_infer_req *r, struct mlsys_infer_in *in,
                             enum mlsys_precision compute, struct mlsys_notes *notes);

/* TensorRT-LLM 0.7-0.9's grouped GEMM for the routed experts (engines
 * trtllm-2310 and trtllm-2404 on a mixture of experts with a catalog
 * device, products computed in 16 bits or fewer): in->eng.moe_flops, the
 * device's 16-bit rate (scaled as a power limit scales its rates) times
 * its matmul share (--eff where given, else the entry's, else the default),
 * scaled by efficiency.matmul_mma_sync / efficiency.matmul where the entry
 * gives both, noted; nothing with --peak, at a wider compute precision, on
 * other engines, or for dense models. */
void mlsys_infer_moe_plugin(const struct mlsys_infer_req *r, struct mlsys_infer_in *in,
                            enum mlsys_precision compute, struct mlsys_notes *notes);

/* The fused engines' stream cap per SM on an NVIDIA part whose entry gives
 * its SMs and clock (at the clock r's power limit leaves): e->unit_Bps and
 * e->unit_caps_all set, noted where the cap is below d's BW eta_mem, the
 * note naming the streams it binds for weights of s_w_B bytes (the weights'
 * only below a byte); nothing for llama.cpp or other parts. */
void mlsys_infer_fused_stream_cap(const struct mlsys_infer_req *r, const struct mlsys_device *d,
                                  double s_w_B, struct mlsys_infer_engine *e,
                                  struct mlsys_notes *notes);

/* The engine r runs: the one it names, the fused engine when it names none. */
enum mlsys_engine mlsys_infer_engine_run(const struct mlsys_infer_req *r);

/* Whether hw is an Apple GPU (Metal), the class llama.cpp's layer split
 * and launch queue do not apply to; false without a record. */
bool mlsys_infer_dev_is_apple(const struct mlsys_record *hw);

#endif
