/* infer_engine.c - the serving engines' profiles: their constants per
 * device class, each with its source, and the rates a device's catalog
 * facts (SMs, clock, vendor, matrix units) give them (infer_engine.h;
 * docs/inference.md, "Engines"). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "mlsys/comm.h"
#include "models/infer_impl.h"
#include "setup/infer_engine.h"

/* The device classes an engine's kernels differ by: CUDA GPUs (NVIDIA and
 * the rest) and Apple's GPUs (Metal, llama.cpp's other backend). */
enum dev_class { CLASS_CUDA, CLASS_APPLE, NCLASSES };

static const char *const class_names[NCLASSES] = {"CUDA", "Apple GPUs, Metal"};

/* Whether hw is an NVIDIA part (false without a record). */
static bool is_nvidia(const struct mlsys_record *hw)
{
    const char *vendor = hw ? mlsys_hw_text(hw, MLSYS_HW_VENDOR) : NULL;
    return vendor && !strcmp(vendor, "NVIDIA");
}

/* The class of hw: Apple by vendor, else CUDA (also without a record). */
static enum dev_class dev_class(const struct mlsys_record *hw)
{
    const char *vendor = hw ? mlsys_hw_text(hw, MLSYS_HW_VENDOR) : NULL;
    return vendor && !strcmp(vendor, "Apple") ? CLASS_APPLE : CLASS_CUDA;
}

/* Which llama.cpp builds an engine stands for, for the notes (the word
 * --engine takes for it is mlsys_engine_name's). */
static const char *llamacpp_builds(enum mlsys_engine e)
{
    return e == MLSYS_ENGINE_LLAMACPP_2405 ? "May 2024 builds" : "builds of 2025";
}

/* The engines' profiles per device class; docs/inference.md ("Engines")
 * gives each constant with its source and the rows it is fitted to.
 * Fields: step, layer, prefill, unit_Bps (here bytes per cycle per compute
 * unit; engine() makes it a rate), eta_kv, sample, allreduce, unit_qflops
 * (here FLOPs per cycle per compute unit; mmq_rate makes it a rate), and
 * after small_tiles ungraphed_layer_s, unit_hflops (per cycle per compute
 * unit; hgemm_rate makes it a rate) and host_launch_s. llama.cpp's per-layer
 * time is a property of its build, not of
 * the device: the May 2024 builds' kernels (the XiongjieDai tables, RTX
 * 3090, RTX 4090 and A100 rows) and those of 2025 (the H100 row of
 * discussion 15013); Metal's is one figure for both. */
#define NCCL_ALLREDUCE_S MLSYS_NCCL_LL_BASE_S /* NCCL src/graph/tuning.cc: ring base latency, LL */
#define FUSED_LAYER_S 50e-6     /* TensorRT-LLM 0.9 first-token rows, 128 tokens, t = 1 */
#define FUSED_SAMPLE_S 20e-6    /* an estimate: a handful of sampling kernels */
/* A layer of a model with latent attention (MLA, DeepSeek-V2/V3/R1: its extra
 * projections and norms, the router, top-k and the experts' permutation and
 * combine run as more kernels than a dense layer's): fitted by least squares of
 * the log error, on a 5 us grid, on the DeepSeek-R1 rows of InferenceX's newest
 * builds (SGLang 0.5.9 on eight H200 and eight B200, TensorRT-LLM 1.2.0rc6 on
 * four and eight B200; 67 rows, 4 to 256 requests); held out: the other builds
 * and the MI355X (docs/inference.md, Engines). A device's
 * efficiency.fused_mla_layer replaces it. */
#define FUSED_MLA_LAYER_S 65e-6
/* vLLM 0.6 and SGLang 0.3 (PyTorch engines, CUDA-graph decode): the time per
 * layer that puts the decode step of SGLang's Llama-3.1-8B run on one A100
 * at 4 req/s (about 9 sequences) at its median inter-token latency, 11.93
 * ms (sgl-project/sglang benchmark/benchmark_vllm_060), where the fused
 * engine's 50 us give 10.8 ms: 35 us more a layer for more, smaller kernels
 * (separate norms, rotary, cache writes, activation, all-reduce kernels). */
#define VLLM_V0_LAYER_S 85e-6
/* ggml's mat-vec kernels on CUDA: weight bytes per cycle per SM, fitted on
 * the nine single-GPU HBM decode rows of the May 2024 XiongjieDai tables
 * (A100 SXM, A100 PCIe, H100 PCIe; Llama-3-8B F16 and Q4_K_M, 70B Q4_K_M),
 * where the cap binds; a rate per SM times its clock (mmq_rate's argument). */
#define LLAMACPP_UNIT_BPC 6.3
#define LLAMACPP_LAYER_S 40e-6      /* CUDA, builds of 2025: the H100 Q4_0 tg128 row */
#define LLAMACPP_2405_LAYER_S 80e-6 /* CUDA, May 2024: RTX 3090, RTX 4090, A100 tg512 rows */
#define LLAMACPP_METAL_LAYER_S 190e-6 /* Metal: the M2 Ultra rows of May 2024 */
/* What a decode pass loses per layer without CUDA graphs, added where the
 * May 2024 builds run one without: a batch of more than one sequence
 * (ggml-cuda captures none when an addition spans several rows), and layers
 * split over several GPUs (the scheduler rotates 4 copies of each stage's
 * inputs, so the graph differs every token and ggml-cuda stops capturing
 * after 4 updates in a row; pull request 13814, May 2025, fixed that). The
 * 2025 profile takes none: its builds' gain is unmeasured. The graphs' gain on
 * one GPU measured when they came in (pull request 6766, Llama-2-7B Q4_0
 * decode, 32 layers): RTX 3090 116.31 -> 128.27 tokens/s (0.80 ms a token),
 * RTX 4090 138.31 -> 146.81 (0.42 ms); their mean, 0.61 ms / 32 = 19 us. */
#define LLAMACPP_2405_UNGRAPHED_S 19e-6
/* And launched kernel by kernel, the host's time per launch (ggml's work for
 * a node and the CUDA launch): a batch-1 decode pass takes no less than its
 * launches times this. Fitted on the Llama-3-8B Q4_K_M decodes (964
 * launches) of the May 2024 tables' 4-GPU machines whose GPUs outrun their
 * host, A100 PCIe and H100 PCIe (8.38 and 8.12 ms a token: 8.7 and 8.4 us a
 * launch); the RTX 4090 and RTX 6000 Ada machines' GPUs, ungraphed, take
 * about as long (8.3 ms, measured 8.3). */
#define LLAMACPP_2405_HOST_LAUNCH_S 8.5e-6
/* MMQ per SM per clock cycle: 1.63e12 FLOP/s per SM fitted on the RTX 4090
 * Q4_0 pp512 row (llama.cpp PR 7676), over its 2.52 GHz boost clock. */
#define LLAMACPP_MMQ_CLOCK 2.52e9
#define LLAMACPP_MMQ (1.63e12 / LLAMACPP_MMQ_CLOCK)
/* MMQ where int8 is DP4A on the CUDA cores and there are no tensor cores
 * (Pascal GP102/GP104, the P40: the catalog gives such parts an int8 rate
 * and no 16-bit one, their fp16 running at 1/64 of fp32): FLOP per cycle
 * per SM, fitted on the P40's Llama-2-7B Q4_0 pp512, 912.41 tokens/s
 * (llama.cpp pull request 4766, January 2024, JohannesGaessler's table).
 * llama.cpp runs MMQ there at every batch size: ggml-cuda.cu of May 2024
 * sends only parts whose fp16 is fast (Volta and later, P100) to cuBLAS
 * above 32 rows, and mmq.cu of 2025 keeps MMQ on parts without fp16 MMA. */
#define LLAMACPP_MMQ_DP4A 317.0
/* cuBLAS's products of 16-bit operands computed in fp16 (CUBLAS_COMPUTE_16F,
 * llama.cpp's cuBLAS path): FLOPs per cycle per SM they reach, a cap that
 * binds only on parts with twice the fp16 tensor rate per SM of the others
 * (A100, H100). Fitted by least squares on the A100's five F16 prompt rows
 * of the May 2024 XiongjieDai tables (A100 PCIe pp512 and pp4096, its 4-GPU
 * machine's pp4096, 70B on 4 A100 PCIe and on 4 A100 SXM); hgemm_rate makes
 * it a rate. */
#define LLAMACPP_HGEMM 1300.0
/* ggml-cuda's cuBLAS path converts fp32 activations to fp16 (read 4 B,
 * write 2) and the fp16 product back (read 2, write 4); Metal's kernels
 * read fp32 activations directly. */
#define LLAMACPP_CONVERT_B 6
/* llama.cpp's prompt pipeline (pull request 6017, March 2024, in both
 * builds): n_ubatch 512 (llama-bench's and llama-cli's default), and
 * GGML_SCHED_MAX_COPIES 4 copies of each stage's inputs, the host waiting
 * for the oldest before it queues a fifth piece. */
#define LLAMACPP_UBATCH 512
#define LLAMACPP_INFLIGHT 4
/* The routed experts' grouped GEMM (Triton's fused_moe in vLLM and SGLang,
 * TensorRT-LLM's and DeepGEMM's grouped kernels) runs no split-K: each
 * output tile of 128 columns streams its whole K, so a tensor-parallel slice
 * of an expert with a short K (DeepSeek-V3's down projection at t = 8: K =
 * 256) is mostly the tile's fixed time. Fitted by least squares in the log,
 * with a fixed time per call for the kernels around the GEMMs (24 us, which
 * the model's per-layer launch time holds), on the kernel times SGLang's
 * tuning script printed for Qwen3-235B-A22B in fp8 at t = 8 on one H200
 * before tuning (sgl-project/sglang pull request 11730: 31.7, 36.6, 49.7,
 * 66.9, 92.4, 117.4 and 125.0 us for 1, 2, 4, 8, 16, 24 and 32 tokens): the
 * tile model within -5 to +4 %, where one stream at BW is 27 to 86 % short.
 * Checked on DeepSeek-R1 at t = 8 on a B200 (pull request 11816, Triton
 * before: 95.5, 138.7 and 175.8 us for 8, 16 and 24 tokens): -2, +7 and +8
 * %; at 1 to 4 tokens, fewer tiles than SMs, -23 to -36 %; +28, +44 and +47
 * % since FUSED_UNIT_BPC caps the B200's streams, which SGLang's Triton
 * kernels outrun (docs/inference.md, "Mixtures of experts"). Experts read
 * below a byte on NVIDIA parts take none (grouped_tile_subbyte_s): their
 * block-scaled kernels run tiles back to back (flashinfer-ai/flashinfer pull
 * request 5301, a B300); AMD's MXFP4 expert kernels are not measured and
 * keep it. */
#define GROUPED_TILE_S 1.15e-6
/* The fused engines' streaming kernels on NVIDIA SMs (decode GEMMs over
 * 4-bit weights, attention over the KV cache, the element-wise kernels):
 * bytes per cycle per SM they keep moving, so units x clock x this caps
 * those streams where it is below the memory's BW eta_mem. Fitted by least
 * squares in the log on the ten Llama-3.3-70B rows of TensorRT-LLM 1.0's
 * B200 column (fp4 weights, fp8 cache; docs/inference.md, Engines, "A
 * stream cap per SM"). GEMMs over weights of 8 bits or more run free of it:
 * SGLang's fp8 grouped kernels for DeepSeek-R1 on a B200 (sgl-project/sglang
 * pull request 11816, 8 to 24 tokens) stream at the memory's rate, 28-47 %
 * faster than the cap allows. It binds on the B200 (4.40 TB/s against
 * 7.36), a little on the H200 and GH200 (3.92 against 4.15 and 4.24: their
 * BW eta_mem is 15.9 and 16.2 B a cycle per SM), and on no H100 (11.4) or
 * Ampere part. */
#define FUSED_UNIT_BPC 15.0
/* The fused engines' time per token of a forward pass through a mixture of
 * experts that the kernels' bytes and FLOPs do not give: fitted by least
 * squares in the log on the ten Llama 4 Scout rows of TensorRT-LLM 1.0's B200
 * column (one GPU, no collective: the model was 2-72 % fast, the more the
 * more tokens a step carries); checked on the same column's Qwen3-30B-A3B
 * rows, held out (k = 8 of 128 experts where Scout routes 1 of 16, a fifth
 * of the active parameters), 5-243 % fast before and within 15 % after
 * (docs/inference.md, "A time per routed token"). Where it is spent is not
 * identified: the GB200 column, the same GPU beside a slower host CPU,
 * pays 5-8 us a token more on those rows, which points at the runtime's
 * host work per token rather than at the routing kernels. */
#define FUSED_MOE_TOKEN_S 7.0e-6
/* The fused class's paged cache pauses the newest sequence when a page runs
 * out and recomputes it (TensorRT-LLM's MAX_UTILIZATION, vLLM's preemption):
 * pauses_when_full; llama.cpp's slots reserve their context. */
#define FUSED_AT(layer_s)                                                                        \
    {0, layer_s, 1.5e-3, NAN, 1, FUSED_SAMPLE_S, NCCL_ALLREDUCE_S, 0, false, 0, false, 0, false, \
     NAN, 2, 0, 0, false, 0, 0, false, 0, 0, 0, 0, true, GROUPED_TILE_S, false,                  \
     FUSED_MOE_TOKEN_S, 0, GROUPED_TILE_S, false, 0}
#define FUSED FUSED_AT(FUSED_LAYER_S)
/* small_tiles: Metal's kernel_mul_mm tiles the output 64 x 32, several
 * threadgroups a core, so its GEMMs take no wave quantisation. */
#define LLAMACPP(layer_s, unit_bpc, qflops, convert, small_tiles, ungraphed_layer_s, hflops,     \
                 host_s)                                                                         \
    {0, layer_s, 0, unit_bpc, 0.36, 0, NCCL_ALLREDUCE_S, qflops, false, convert, false, 0,       \
     false, NAN, 0, LLAMACPP_UBATCH, LLAMACPP_INFLIGHT, true, 0, 0, small_tiles,                 \
     ungraphed_layer_s, hflops, host_s, 0, false, 0, false, 0, 0, 0, false, 0}
static const struct mlsys_infer_engine profiles[][NCLASSES] = {
    [MLSYS_ENGINE_FUSED] = {FUSED, FUSED},
    [MLSYS_ENGINE_LLAMACPP] =
        {
            [CLASS_CUDA] =
                LLAMACPP(LLAMACPP_LAYER_S, LLAMACPP_UNIT_BPC, LLAMACPP_MMQ, LLAMACPP_CONVERT_B,
                         false, 0, LLAMACPP_HGEMM, 0),
            [CLASS_APPLE] = LLAMACPP(LLAMACPP_METAL_LAYER_S, NAN, 0, 0, true, 0, 0, 0),
        },
    [MLSYS_ENGINE_VLLM_V0] = {FUSED_AT(VLLM_V0_LAYER_S), FUSED_AT(VLLM_V0_LAYER_S)},
    [MLSYS_ENGINE_LLAMACPP_2405] =
        {
            [CLASS_CUDA] = LLAMACPP(LLAMACPP_2405_LAYER_S, LLAMACPP_UNIT_BPC, LLAMACPP_MMQ,
                                    LLAMACPP_CONVERT_B, false, LLAMACPP_2405_UNGRAPHED_S,
                                    LLAMACPP_HGEMM, LLAMACPP_2405_HOST_LAUNCH_S),
            [CLASS_APPLE] = LLAMACPP(LLAMACPP_METAL_LAYER_S, NAN, 0, 0, true, 0, 0, 0),
        },
    [MLSYS_ENGINE_TRTLLM_2310] = {FUSED, FUSED},
    [MLSYS_ENGINE_TRTLLM_2404] = {FUSED, FUSED},
};

/* The clock llama.cpp's CUDA kernels run at on hw: its compute.clock, or
 * the RTX 4090's, noted, for a device without one. Their rates are bound
 * by instruction issue in each SM, so they scale with it (docs/inference.md,
 * Engines). */
static double llamacpp_clock(const struct mlsys_record *hw, const char *word,
                             struct mlsys_notes *notes)
{
    double clock = mlsys_hw_dev_qty(hw, MLSYS_HW_CLOCK).v;
    if (clock > 0)
        return clock;
    mlsys_notes_add(notes, "engine %s: no compute.clock for %s: its MMQ, mat-vec and cuBLAS "
                           "fp16 rates at the RTX 4090's %.3g GHz",
                    word, hw ? mlsys_record_name(hw) : "the device", LLAMACPP_MMQ_CLOCK / 1e9);
    return LLAMACPP_MMQ_CLOCK;
}

/* The matrix units an entry's rates imply (docs/catalog.md), for llama.cpp's
 * choice of kernels: on NVIDIA parts, an int8 rate and neither fp16 nor
 * bf16 is int8 by DP4A on the CUDA cores, no tensor cores (Pascal
 * GP102/GP104, whose fp16 runs at 1/64 of fp32: llama.cpp runs MMQ on DP4A
 * at every batch size); an fp16 rate and neither bf16 nor int8 is fast fp16
 * without int8 tensor cores (Volta's fp16 tensor cores, GP100's fp16 at
 * twice fp32: bf16 came with Ampere, int8 tensor cores with Turing, whose
 * entries carry an int8 rate; llama.cpp dequantizes quantized weights to
 * fp16 for cuBLAS above 32 rows in the builds of May 2024 and of 2025
 * alike, ggml-cuda.cu and mmq.cu's ggml_cuda_should_use_mmq, and runs MMQ
 * on DP4A below); anything else, int8 tensor cores. */
enum mma_units { MMA_INT8_TENSOR, MMA_DP4A_ONLY, MMA_FP16_NO_INT8 };

static enum mma_units mma_units(const struct mlsys_record *hw)
{
    if (!is_nvidia(hw))
        return MMA_INT8_TENSOR;
    bool i8 = mlsys_hw_dev_qty(hw, MLSYS_HW_INT8).v > 0;
    bool f16 = mlsys_hw_dev_qty(hw, MLSYS_HW_FP16).v > 0;
    bool b16 = mlsys_hw_dev_qty(hw, MLSYS_HW_BF16).v > 0;
    return i8 && !f16 && !b16   ? MMA_DP4A_ONLY
           : f16 && !b16 && !i8 ? MMA_FP16_NO_INT8
                                : MMA_INT8_TENSOR;
}

/* llama.cpp's MMQ rate per compute unit: the profile's FLOPs per cycle
 * (e->unit_qflops on entry), or on DP4A (force_dp4a, or a part without
 * int8 tensor cores) LLAMACPP_MMQ_DP4A, x clock, as the kernels are bound
 * by instruction issue in each SM, not by the int8 tensor rate. Noted too
 * when the device has no unit count, as the GEMMs then run at its peak x
 * eta_mm. */
static void mmq_rate(const struct mlsys_record *hw, const char *word, double clock,
                     bool force_dp4a, struct mlsys_infer_engine *e, struct mlsys_notes *notes)
{
    double units = mlsys_hw_dev_qty(hw, MLSYS_HW_UNITS).v;
    if (!(units > 0)) {
        mlsys_notes_add(notes, "engine %s: no compute-unit count for %s, so no MMQ rate: "
                               "GEMMs of quantized weights at the device's peak x eta_mm",
                        word, hw ? mlsys_record_name(hw) : "the device");
        e->unit_qflops = 0;
        return;
    }
    enum mma_units u = mma_units(hw);
    bool small = !force_dp4a && u == MMA_FP16_NO_INT8; /* cuBLAS above */
    bool dp4a = force_dp4a || u != MMA_INT8_TENSOR;
    double per_clock = dp4a ? LLAMACPP_MMQ_DP4A : e->unit_qflops;
    e->unit_qflops = per_clock * clock;
    mlsys_notes_add(notes, "engine %s: GEMMs of quantized weights by its MMQ kernels%s, "
                           "%.0f FLOP per cycle per compute unit x %.3g GHz = %.3g TFLOP/s "
                           "per compute unit",
                    word,
                    !dp4a    ? ""
                    : small  ? " on DP4A, not int8 tensor cores, at 32 rows or fewer"
                             : " on DP4A, not int8 tensor cores, at every batch size",
                    per_clock, clock / 1e9, e->unit_qflops / 1e12);
}

/* The cap on llama.cpp's cuBLAS products computed in fp16: the profile's
 * FLOPs per cycle per compute unit (e->unit_hflops on entry) x clock, on
 * NVIDIA parts with a unit count (cuBLAS's; none elsewhere). Noted where it
 * lies below the device's fp16 tensor rate, the parts where it can bind. */
static void hgemm_rate(const struct mlsys_record *hw, const char *word, double clock,
                       struct mlsys_infer_engine *e, struct mlsys_notes *notes)
{
    double units = hw ? mlsys_hw_dev_qty(hw, MLSYS_HW_UNITS).v : NAN;
    double per_clock = e->unit_hflops;
    e->unit_hflops = 0;
    if (!(per_clock > 0) || !is_nvidia(hw) || !(units > 0))
        return;
    e->unit_hflops = per_clock * clock;
    double fp16 = mlsys_hw_dev_rate(hw, MLSYS_PREC_FP16).v;
    if (units * e->unit_hflops < fp16)
        mlsys_notes_add(notes, "engine %s: cuBLAS products computed in fp16 (CUBLAS_COMPUTE_16F) "
                               "reach %.0f FLOP per cycle per compute unit x %.3g GHz = %.3g "
                               "TFLOP/s, %.0f %% of %s's fp16 rate",
                        word, per_clock, clock / 1e9, units * e->unit_hflops / 1e12,
                        100 * units * e->unit_hflops / fp16, mlsys_record_name(hw));
}

/* llama.cpp multiplies 16-bit operands with cuBLAS accumulating in fp16
 * (CUBLAS_COMPUTE_16F in ggml-cuda's cuBLAS path on NVIDIA GPUs from Volta
 * on, in its builds of 2024 and 2025): fp16 models' weight GEMMs and the
 * attention products run at the device's fp16-accumulate rate where the
 * catalog gives one above the fp32-accumulate rate (GeForce cards), scaled
 * as the device's fp16 rate was (a power limit), noted. Not over --peak. */
void mlsys_infer_cublas_fp16(const struct mlsys_infer_req *r, struct mlsys_infer_in *in,
                        enum mlsys_precision compute, struct mlsys_notes *notes)
{
    const struct mlsys_record *hw = r->base.hw;
    if (!mlsys_engine_is_llamacpp(r->engine) || !hw || compute != MLSYS_PREC_FP16 ||
        !isnan(r->base.peak_flops))
        return;
    double acc16 = mlsys_hw_dev_qty(hw, MLSYS_HW_FP16_ACC16).v;
    double acc32 = mlsys_hw_dev_rate(hw, MLSYS_PREC_FP16).v;
    if (!is_nvidia(hw) || !(acc32 > 0) || !(acc16 > acc32))
        return;
    in->dev.peak_flops *= acc16 / acc32;
    mlsys_notes_add(notes, "engine %s: cuBLAS products of 16-bit operands accumulate in "
                           "fp16 (CUBLAS_COMPUTE_16F), at %s's %.4g TFLOP/s rather than the "
                           "%.4g of fp32 accumulation",
                    mlsys_engine_name(r->engine), mlsys_record_name(hw), acc16 / 1e12,
                    acc32 / 1e12);
}

/* llama.cpp's CUDA builds before its MMQ default (pull request 8075, June
 * 2024) multiplied quantized weights by more than 32 rows on cuBLAS after
 * dequantizing them to fp16 (ggml-cuda.cu of May 2024): the default of
 * engine llamacpp-2405 on CUDA, or --quant-matmul dequant with llamacpp;
 * --quant-matmul mmq keeps MMQ; refused for other engines and for Metal. */
static int dequant_path(const struct mlsys_infer_req *r, enum dev_class c,
                        struct mlsys_infer_engine *e, struct mlsys_notes *notes,
                        struct mlsys_err *err)
{
    bool given = r->quant_matmul != MLSYS_QUANT_MATMUL_UNSET;
    if (given && (!mlsys_engine_is_llamacpp(r->engine) || c == CLASS_APPLE)) {
        mlsys_err_where(err, "{quant-matmul}");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             !mlsys_engine_is_llamacpp(r->engine)
                                 ? "a choice of llama.cpp's CUDA kernels: give {engine} "
                                   "llamacpp or llamacpp-2405, or leave {quant-matmul} out"
                                 : "a choice of llama.cpp's CUDA kernels; its Metal kernels "
                                   "multiply quantized weights directly: leave {quant-matmul} "
                                   "out");
    }
    enum mma_units u = mma_units(r->base.hw);
    bool fp16_part = mlsys_engine_is_llamacpp(r->engine) && c == CLASS_CUDA &&
                     u == MMA_FP16_NO_INT8;
    bool dequant = given ? r->quant_matmul == MLSYS_QUANT_MATMUL_DEQUANT
                         : fp16_part || (r->engine == MLSYS_ENGINE_LLAMACPP_2405 &&
                                         c == CLASS_CUDA && u != MMA_DP4A_ONLY);
    if (!dequant)
        return MLSYS_OK;
    e->dequant_gemm = true;
    mlsys_notes_add(notes, "engine %s: products of quantized weights over %d rows "
                           "dequantize the weights to fp16 (read as stored, written at 2 B) "
                           "and run on cuBLAS (%s[[; {quant-matmul}]])",
                    mlsys_engine_name(r->engine), MLSYS_INFER_MMQ_MAX_ROWS,
                    fp16_part && !given ? "a part with fast fp16 and no int8 tensor cores"
                                        : "builds before June 2024");
    return MLSYS_OK;
}

/* ALU operations per weight that llama.cpp's Metal kernels spend
 * dequantizing a weight of precision p into a tile, beyond a 16-bit
 * weight's load: our count of ggml-metal.metal (February 2025) per call of
 * 16 weights, setup and loop (mask, convert, multiply-add per weight) and
 * the conversion to half: Q8_0 48/16 = 3, Q4_0 70/16 = 4.4, Q4_K 80/16 =
 * 5, Q5_K and Q6_K ~130/16 = 8; Q4_K_M keeps its V and half its FFN-down
 * tensors in Q6_K, 5.5. 0 for formats its kernels do not take. */
static double metal_dequant_ops(enum mlsys_precision p)
{
    switch (p) {
    case MLSYS_PREC_Q8_0: return 3;
    case MLSYS_PREC_Q4_0: return 4.4;
    case MLSYS_PREC_Q4_K_M: return 5.5;
    case MLSYS_PREC_Q5_K_M:
    case MLSYS_PREC_Q6_K: return 8;
    default: return 0;
    }
}

/* Whether p is one of llama.cpp's k-quant formats (super-blocks of 256
 * with packed 6-bit scales: Q4_K_M, Q5_K_M, Q6_K). */
static bool is_kquant(enum mlsys_precision p)
{
    return p == MLSYS_PREC_Q4_K_M || p == MLSYS_PREC_Q5_K_M || p == MLSYS_PREC_Q6_K;
}

/* On a device whose catalog entry gives efficiency.kquant_unit_stream
 * (the M1-generation GPU cores of m1-max; a user's entry on any class),
 * llama.cpp's k-quant mat-vec kernels stream the weights at that rate per
 * compute unit, in place of the class's cap: the rate, or NaN where other
 * formats and devices keep the class's cap (none on Metal). */
static double kquant_rate(const struct mlsys_record *hw, enum mlsys_precision precision)
{
    double rate = mlsys_hw_dev_qty(hw, MLSYS_HW_EFF_KQUANT_UNIT).v;
    double units = mlsys_hw_dev_qty(hw, MLSYS_HW_UNITS).v;
    return hw && is_kquant(precision) && rate > 0 && units > 0 ? rate : NAN;
}

/* The k-quant rate of kquant_rate, when there is one, as the engine's cap
 * per compute unit (units x rate on the weights' streaming), noted. */
static void kquant_cap(const struct mlsys_record *hw, enum mlsys_precision precision,
                       const char *word, struct mlsys_infer_engine *e,
                       struct mlsys_notes *notes)
{
    double rate = kquant_rate(hw, precision);
    if (isnan(rate))
        return;
    double units = mlsys_hw_dev_qty(hw, MLSYS_HW_UNITS).v;
    e->unit_Bps = rate;
    mlsys_notes_add(notes, "engine %s: its k-quant mat-vec kernels stream %.3g GB/s per compute "
                           "unit on %s, %.0f units: weights at most %.3g GB/s (the catalog's "
                           "efficiency.kquant_unit_stream, in place of the engine's cap)",
                    word, rate / 1e9, mlsys_record_name(hw), units, units * rate / 1e9);
}

/* TensorRT-LLM's masked multi-head attention kernel (trtllm-2310): each
 * query head's pass through the KV cache runs on the CUDA cores, loading,
 * converting and multiplying MMHA_UNIT_ELEMS elements per cycle per compute
 * unit (fitted on TensorRT-LLM 0.6.1's four H100 Llama-2-70B FP8 rows:
 * docs/inference.md, Engines), so the device's rate is that x units x boost
 * clock; without both, each pass at the memory's rate, noted. */
#define MMHA_UNIT_ELEMS 14.0
static void mmha_rate(const struct mlsys_record *hw, const char *word,
                      struct mlsys_infer_engine *e, struct mlsys_notes *notes)
{
    double clock = mlsys_hw_dev_qty(hw, MLSYS_HW_CLOCK).v;
    double units = mlsys_hw_dev_qty(hw, MLSYS_HW_UNITS).v;
    const char *name = hw ? mlsys_record_name(hw) : "the device";
    if (!(clock > 0) || !(units > 0)) {
        mlsys_notes_add(notes, "engine %s: no compute.units or compute.clock for %s, so "
                               "each query head's pass through the KV cache runs at the "
                               "memory's rate",
                        word, name);
        return;
    }
    e->kv_pass_Eps = MMHA_UNIT_ELEMS * units * clock;
    mlsys_notes_add(notes, "engine %s: a query head's pass through the KV cache runs "
                           "%.3g elements per cycle per compute unit x %.0f units x %.3g GHz = "
                           "%.0f G elements/s",
                    word, MMHA_UNIT_ELEMS, units, clock / 1e9, e->kv_pass_Eps / 1e9);
}

/* Contract in setup/infer_engine.h. */
bool mlsys_infer_xqa_applies(const struct mlsys_arch *a, double tp)
{
    if (a->kv_latent > 0 || !(a->kv_heads > 0) || !(tp >= 1))
        return false;
    double kv_dev = mlsys_infer_kv_heads_dev(a, tp), q_dev = a->heads / tp;
    bool kv_ok = kv_dev == 1 || kv_dev == 2 || kv_dev == 4 || kv_dev == 8;
    return a->head_dim == 128 && q_dev == 8 * kv_dev && kv_ok;
}

/* The TensorRT-LLM releases an engine of its past stands for, NULL for any
 * other engine. */
static const char *trtllm_builds(enum mlsys_engine e)
{
    return e == MLSYS_ENGINE_TRTLLM_2310   ? "0.5-0.6 (2023)"
           : e == MLSYS_ENGINE_TRTLLM_2404 ? "0.7-0.9 (2023-2024)"
                                           : NULL;
}

/* The usage error for a model an old TensorRT-LLM engine's releases did not
 * run: what they lacked (and since when it exists), the engines to give
 * instead, naming --engine. */
static int not_in_builds(const struct mlsys_infer_req *r, const char *builds, const char *lacked,
                         const char *since, const char *instead, struct mlsys_err *err)
{
    mlsys_err_where(err, "{engine}");
    return mlsys_err_set(err, MLSYS_EUSAGE,
                         "%s is TensorRT-LLM %s, which ran no %s such as %s's%s: give {engine} "
                         "%s",
                         mlsys_engine_name(r->engine), builds, lacked,
                         r->base.wl ? mlsys_record_name(r->base.wl) : "this model", since,
                         instead);
}

/* Contract in setup/infer_engine.h. */
int mlsys_infer_attention_kernel(const struct mlsys_infer_req *r, const struct mlsys_arch *a,
                                 double tp, struct mlsys_infer_engine *e,
                                 struct mlsys_notes *notes, struct mlsys_err *err)
{
    const char *builds = trtllm_builds(r->engine);
    if (!builds)
        return MLSYS_OK;
    if (a->kv_latent > 0)
        return not_in_builds(r, builds, "latent attention (MLA)", "", "fused", err);
    if (r->engine == MLSYS_ENGINE_TRTLLM_2310 && a->experts > 1)
        return not_in_builds(r, builds, "mixture of experts", " (they came with 0.7)",
                             "trtllm-2404 or fused", err);
    if (r->engine != MLSYS_ENGINE_TRTLLM_2404)
        return MLSYS_OK;
    double kv_dev = mlsys_infer_kv_heads_dev(a, tp), q_dev = a->heads / tp;
    if (mlsys_infer_xqa_applies(a, tp)) {
        mlsys_notes_add(notes, "engine trtllm-2404: the fused constants, and decode attention by "
                               "XQA (TensorRT-LLM 0.7-0.9), one read of each KV head for its "
                               "%g query heads of width 128 (%g KV heads a device)",
                        q_dev / kv_dev, kv_dev);
        return MLSYS_OK;
    }
    e->kv_per_query_head = true;
    mlsys_notes_add(notes, "engine trtllm-2404: the fused constants, and decode attention by the "
                           "masked multi-head attention kernel: XQA in TensorRT-LLM 0.7-0.9 took "
                           "only 8 query heads of width 128 per KV head and 1, 2, 4 or 8 KV "
                           "heads a device, here %g of width %g and %g",
                    q_dev / kv_dev, a->head_dim, kv_dev);
    mmha_rate(r->base.hw, "trtllm-2404", e, notes);
    return MLSYS_OK;
}

/* TensorRT-LLM's MoE plugin before 0.10: FP8 for Mixtral came with 0.10.0
 * ("Added FP8 quantization support for Mixtral", the release notes), and
 * the plugin's grouped GEMM was the CUTLASS 2.x kind (mma.sync), so the
 * experts multiply at the 16-bit rate whatever the weights' storage, and on
 * Hopper at the share of its tensor peak mma.sync reaches
 * (efficiency.matmul_mma_sync). Its weights stream as stored: the rows
 * bound by their bytes (batch-1 first tokens of Mixtral on the H100) fit
 * only at 1 byte a weight (docs/inference.md, Engines). */
void mlsys_infer_moe_plugin(const struct mlsys_infer_req *r, struct mlsys_infer_in *in,
                            enum mlsys_precision compute, struct mlsys_notes *notes)
{
    const struct mlsys_record *hw = r->base.hw;
    const char *builds = trtllm_builds(r->engine);
    if (!builds || !(in->arch.experts > 1) || !hw || !isnan(r->base.peak_flops) ||
        mlsys_precision_bytes(compute) > 2)
        return;
    double r16 = mlsys_hw_dev_rate(hw, MLSYS_PREC_FP16).v;
    if (!(r16 > 0))
        r16 = mlsys_hw_dev_rate(hw, MLSYS_PREC_BF16).v;
    if (!(r16 > 0))
        return;
    double matmul = mlsys_hw_dev_qty(hw, MLSYS_HW_EFF_MATMUL).v;
    double mma = mlsys_hw_dev_qty(hw, MLSYS_HW_EFF_MATMUL_MMA_SYNC).v;
    bool given = !isnan(r->base.eta_mm), older = mma > 0 && matmul > 0;
    double eta = mlsys_setup_eta_mm16(&r->base);
    if (older)
        eta *= mma / matmul;
    double share = mlsys_setup_clock_share(mlsys_hw_dev_qty(hw, MLSYS_HW_TDP).v,
                                           r->base.power_limit_W);
    in->eng.moe_flops = r16 * share * eta;
    mlsys_notes_add(notes, "engine %s: the routed experts multiply in 16-bit arithmetic on "
                           "the CUTLASS 2.x grouped GEMM of TensorRT-LLM %s (FP8 for mixtures "
                           "came with 0.10), at %.3g TFLOP/s x %.3g%s = %.3g TFLOP/s; their "
                           "weights stream as stored",
                    mlsys_engine_name(r->engine), builds, r16 * share / 1e12, eta,
                    !older ? ""
                    : given ? " ({eff} x efficiency.matmul_mma_sync / efficiency.matmul: mma.sync, "
                              "not wgmma)"
                            : " (efficiency.matmul_mma_sync: mma.sync, not wgmma)",
                    in->eng.moe_flops / 1e12);
}

/* Contract in setup/infer_engine.h. */
int mlsys_infer_engine_setup(const struct mlsys_infer_req *r, enum mlsys_precision precision,
                             struct mlsys_infer_engine *e, struct mlsys_notes *notes,
                             struct mlsys_err *err)
{
    enum dev_class c = dev_class(r->base.hw);
    if (!isnan(r->ubatch) && !mlsys_engine_is_llamacpp(r->engine)) {
        mlsys_err_where(err, "{ubatch}");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "llama.cpp's n_ubatch: give {engine} llamacpp or llamacpp-2405, "
                             "or leave {ubatch} out (the other engines run a prompt in one "
                             "piece)");
    }
    if (mlsys_engine_is_llamacpp(r->engine)) {
        *e = profiles[r->engine][c];
        if (!isnan(r->ubatch))
            e->ubatch_tokens = r->ubatch;
        const char *word = mlsys_engine_name(r->engine);
        double clock = e->unit_qflops > 0 || !isnan(e->unit_Bps)
                           ? llamacpp_clock(r->base.hw, word, notes) : NAN;
        char cap[120] = ""; /* none on Metal, nor where the k-quant one below replaces it */
        if (!isnan(e->unit_Bps)) { /* bytes per cycle in the profile: a rate per unit */
            double per_clock = e->unit_Bps;
            e->unit_Bps = per_clock * clock;
            if (isnan(kquant_rate(r->base.hw, precision)))
                snprintf(cap, sizeof cap, "weight streaming capped at %.2g B per cycle per "
                         "compute unit x %.3g GHz = %.3g GB/s each, ",
                         per_clock, clock / 1e9, e->unit_Bps / 1e9);
        }
        mlsys_notes_add(notes, "engine %s (%s, %s): %.0f us per layer per forward pass, %s"
                               "unfused attention%s",
                        word, llamacpp_builds(r->engine), class_names[c], e->layer_s * 1e6, cap,
                        e->small_tiles ? ", matrix tiles of 64 x 32 (no wave quantisation)" : "");
        if (e->ungraphed_layer_s > 0 && (r->pp > 1 || r->batch > 1))
            mlsys_notes_add(notes, "engine %s: a decode pass of more than one sequence, or over "
                                   "several GPUs, runs without a CUDA graph: %.0f us more per "
                                   "layer",
                            word, e->ungraphed_layer_s * 1e6);
        hgemm_rate(r->base.hw, word, clock, e, notes);
        kquant_cap(r->base.hw, precision, word, e, notes);
        if (e->unit_qflops > 0)
            mmq_rate(r->base.hw, word, clock, r->quant_matmul == MLSYS_QUANT_MATMUL_DP4A, e,
                     notes);
        if (c == CLASS_APPLE && (e->tile_dequant_ops = metal_dequant_ops(precision)) > 0)
            mlsys_notes_add(notes, "engine %s: its Metal matrix kernel dequantizes each weight "
                                   "into every tile of %d tokens, %.2g ALU operations against "
                                   "the tile's %d multiply-adds (prompt processing)",
                            word, MLSYS_INFER_TILE_ROWS,
                            e->tile_dequant_ops, MLSYS_INFER_TILE_ROWS);
        return dequant_path(r, c, e, notes, err);
    }
    /* the fused engine (also when none is given) or one of its variants, each its row */
    *e = profiles[mlsys_infer_engine_run(r)][c];
    if (is_nvidia(r->base.hw)) /* block-scaled expert kernels: no fixed time a tile */
        e->grouped_tile_subbyte_s = 0;
    int rc = dequant_path(r, c, e, notes, err);
    if (rc)
        return rc;
    /* the variants: the fused constants (vllm-v0's time per layer its own), one behaviour
     * apart */
    e->kv_per_query_head = r->engine == MLSYS_ENGINE_TRTLLM_2310;
    e->reduce_per_branch = r->engine == MLSYS_ENGINE_TRTLLM_2310;
    e->separate_prefill = r->engine == MLSYS_ENGINE_VLLM_V0;
    char variant[320] = "";
    if (e->kv_per_query_head)
        snprintf(variant, sizeof variant,
                 "trtllm-2310: the fused constants, and decode attention by TensorRT-LLM's "
                 "masked multi-head attention kernel (0.5 and 0.6, before XQA): each query head "
                 "runs through its KV head's cache itself; a parallel block all-reduces each "
                 "branch (2 a layer)");
    else if (e->separate_prefill)
        snprintf(variant, sizeof variant,
                 "vllm-v0: the fused constants but %.0f us a layer (PyTorch engines: more, "
                 "smaller kernels), and new prompts prefilled in iterations of their own "
                 "(vLLM's V0 scheduler, chunked prefill off)",
                 e->layer_s * 1e6);
    if (*variant) {
        mlsys_notes_add(notes, "engine %s", variant);
        if (e->kv_per_query_head)
            mmha_rate(r->base.hw, "trtllm-2310", e, notes);
        return MLSYS_OK;
    }
    if (r->engine != MLSYS_ENGINE_UNSET)
        return MLSYS_OK;
    mlsys_notes_add(notes, "engine fused (TensorRT-LLM, vLLM class; default[[; {engine}]]): "
                           "%.0f us launches per layer, %.0f us sampling per forward pass, "
                           "%.1f ms per prefill call",
                    e->layer_s * 1e6, e->sample_s * 1e6, e->prefill_s * 1e3);
    return MLSYS_OK;
}

/* Contract in setup/infer_engine.h. */
void mlsys_infer_latent_layer(const struct mlsys_infer_req *r, const struct mlsys_arch *a,
                              struct mlsys_infer_engine *e, struct mlsys_notes *notes)
{
    if (mlsys_infer_engine_run(r) != MLSYS_ENGINE_FUSED || !(a->kv_latent > 0))
        return;
    const struct mlsys_record *hw = r->base.hw;
    double dev_s = hw ? mlsys_hw_dev_qty(hw, MLSYS_HW_EFF_FUSED_MLA_LAYER).v : NAN;
    bool given = dev_s >= 0;
    double layer_s = given ? dev_s : FUSED_MLA_LAYER_S;
    char where[160];
    if (given)
        snprintf(where, sizeof where, "on %s, its entry's efficiency.fused_mla_layer",
                 mlsys_record_name(hw));
    else
        snprintf(where, sizeof where, "(the engine's; a device's efficiency.fused_mla_layer "
                                      "replaces it)");
    mlsys_notes_add(notes, "engine fused: %.0f us per layer of a latent-attention (MLA) model "
                           "%s, in place of %.0f us a dense layer (docs/inference.md, Engines)",
                    layer_s * 1e6, where, e->layer_s * 1e6);
    e->layer_s = layer_s;
    /* A measured miss the model does not hold (docs/inference.md, Limits: the
       rows' own TTFT at 4 requests, 8,192 less 1,024-token prompts, 15 stacks). */
    mlsys_notes_add(notes, "measured on InferenceX's DeepSeek-R1 rows (fused engines, builds "
                           "of 2025-26): a prompt's prefill took 0.6-6.9 times this model's "
                           "time and a first token at low load 1.8-15 times: TTFT, and with "
                           "long prompts TPOT under load, may be optimistic (docs/inference.md, "
                           "Limits)");
}

/* Contract in setup/infer_engine.h. */
void mlsys_infer_fused_host(const struct mlsys_infer_req *r, struct mlsys_infer_engine *e,
                            struct mlsys_notes *notes)
{
    const struct mlsys_record *hw = r->base.hw;
    double seq_s = hw ? mlsys_hw_dev_qty(hw, MLSYS_HW_EFF_FUSED_HOST_SEQ).v : NAN;
    if (mlsys_infer_engine_run(r) != MLSYS_ENGINE_FUSED || !(seq_s > 0))
        return;
    e->host_seq_s = seq_s;
    mlsys_notes_add(notes, "engine fused on %s: its scheduler's host time, %.3g us a sequence "
                           "of a decode step (the entry's efficiency.fused_host_seq), overlaps "
                           "the GPU's step until it is the longer: a step of B sequences takes "
                           "at least B times it, the excess in T_overhead (docs/inference.md, "
                           "Host time per sequence)",
                    mlsys_record_name(hw), seq_s * 1e6);
}

/* Contract in setup/infer_engine.h. */
void mlsys_infer_w4a16_note(const struct mlsys_infer_req *r, enum mlsys_precision precision,
                            struct mlsys_notes *notes)
{
    if (mlsys_engine_is_llamacpp(r->engine) || !is_nvidia(r->base.hw) ||
        (precision != MLSYS_PREC_AWQ && precision != MLSYS_PREC_GPTQ))
        return;
    mlsys_notes_add(notes, "measured on Hopper parts (vLLM's Marlin-based kernels on an H100, "
                           "vLLM pull request 23197; SGLang's awq_marlin on an H20): with 4-bit "
                           "%s weights this model's times came out 22-38 %% short of the "
                           "measured ones (it streams the weights at the memory's rate): TPOT "
                           "and tokens/s may be optimistic (docs/inference.md, Limits)",
                    mlsys_precision_name(precision));
}

/* On an NVIDIA part whose entry gives its SMs and clock, the fused engines'
 * streams capped at FUSED_UNIT_BPC bytes per cycle per SM at the clock the
 * power limit leaves (the weights' only below a byte, s_w_B), noted where
 * the cap is below BW eta_mem; elsewhere (AMD, Apple, a part without a
 * clock) none. */
void mlsys_infer_fused_stream_cap(const struct mlsys_infer_req *r, const struct mlsys_device *d,
                                  double s_w_B, struct mlsys_infer_engine *e,
                                  struct mlsys_notes *notes)
{
    const struct mlsys_record *hw = r->base.hw;
    double clock = hw ? mlsys_hw_dev_qty(hw, MLSYS_HW_CLOCK).v : NAN;
    if (mlsys_engine_is_llamacpp(r->engine) || !is_nvidia(hw) || !(clock > 0) ||
        !(d->units > 0))
        return;
    clock *= mlsys_setup_clock_share(mlsys_hw_dev_qty(hw, MLSYS_HW_TDP).v, r->base.power_limit_W);
    e->unit_Bps = FUSED_UNIT_BPC * clock;
    e->unit_caps_all = true;
    double cap = d->units * e->unit_Bps, mem = d->bw_Bps * d->eta_mem;
    if (cap < mem)
        mlsys_notes_add(notes, "engine %s: its %s capped at %.3g B per cycle per SM x %g SMs x "
                               "%.3g GHz = %.3g TB/s, below the memory's %.3g TB/s (docs/"
                               "inference.md, A stream cap per SM)",
                        mlsys_engine_name(mlsys_infer_engine_run(r)),
                        s_w_B < 1 ? "streams (weights, KV cache)"
                                  : "KV-cache and element-wise streams (not its GEMMs over "
                                    "weights of 8 bits or more)",
                        FUSED_UNIT_BPC, d->units, clock / 1e9, cap / 1e12, mem / 1e12);
}

enum mlsys_engine mlsys_infer_engine_run(const struct mlsys_infer_req *r)
{
    return r->engine == MLSYS_ENGINE_UNSET ? MLSYS_ENGINE_FUSED : r->engine;
}

bool mlsys_infer_dev_is_apple(const struct mlsys_record *hw)
{
    return dev_class(hw) == CLASS_APPLE;
}
