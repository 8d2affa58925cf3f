/* infer_pp.c - pipeline parallelism in serving: m microbatches of
 * sequences in flight through p stages, the busiest stage's time and the
 * cycle of a token (infer_impl.h; docs/inference.md, "Pipeline
 * parallelism"). */
#include <math.h>
#include <stddef.h>

#include "mlsys/layout.h"
#include "models/infer_impl.h"

double mlsys_infer_stage_layers(const struct mlsys_infer_in *in)
{
    double L = in->arch.layers, p = in->lay.pp;
    if (in->eng.split_output_slot && p > 1)
        return fmin(L, ceil((L + 1) / p));
    return mlsys_layout_stage_layers(&in->arch, p, 1);
}

/* The busiest stage's share of the layers, L_s/L (1 for p = 1). */
static double stage_share(const struct mlsys_infer_in *in)
{
    return mlsys_infer_stage_layers(in) / in->arch.layers;
}

/* The launches of one weight product of `rows` tokens (mlsys_infer_llamacpp_layer_launches
 * says which). */
static double product_launches(const struct mlsys_infer_in *in, double rows)
{
    if (rows <= 1)
        return in->s_w_B >= 2 ? 1 : 2;
    return in->s_w_B >= 2                                          ? 3
           : in->eng.dequant_gemm && rows > MLSYS_INFER_MMQ_MAX_ROWS ? 4
                                                                    : 2;
}

/* Kernels llama.cpp launches for one layer of one prompt piece on CUDA,
 * counted in the May 2024 build (llama.cpp build_llama, ggml-cuda.cu
 * b2824): two RMS norms and their weight products (4), the two RoPEs (2),
 * the K and V copies into the cache (2), the scores and the context as
 * batched cuBLAS products (each: its input to fp16, the GEMM, the output to
 * fp32, and with grouped KV heads a kernel filling the batch's pointers:
 * 3 or 4), the softmax (1), the context made contiguous (1), two residual
 * adds (2), the activation (1) and, gated, its product with the up
 * projection (1); and the 6 or 7 weight products: 4 launches each where
 * quantized weights are dequantized to fp16 for cuBLAS (dequantize, input to
 * fp16, GEMM, output to fp32), 3 for 16-bit weights (no dequantization), 2
 * on the MMQ kernels (the input quantized to q8_1, the product). A batch-1
 * decode step (rows 1) takes the mat-vec kernels instead: the scores and the
 * context one kernel each on the fp16 cache (2), and a weight product 2 (the
 * input quantized to q8_1, the product) or 1 for 16-bit weights. A dense
 * decoder's count: a mixture's routing and expert kernels are not counted. */
double mlsys_infer_llamacpp_layer_launches(const struct mlsys_infer_in *in, double rows)
{
    bool gqa = in->arch.kv_heads < in->arch.heads, gated = in->arch.gated;
    double product = product_launches(in, rows);
    double attention = rows <= 1 ? 2 + 1 + 1 : 2 * (gqa ? 4 : 3) + 1 + 1;
    return 4 + 2 + 2 + attention + 2 + (gated ? 2 : 1) + (gated ? 7 : 6) * product;
}

double mlsys_infer_llamacpp_launches(const struct mlsys_infer_in *in, double rows)
{
    return in->arch.layers * mlsys_infer_llamacpp_layer_launches(in, rows) + 2 +
           product_launches(in, rows);
}

/* Stages, layer blocks remembered per stage, and pieces simulated by
 * queue_pieces_s (see there). */
#define QUEUE_STAGES MLSYS_INFER_QUEUE_MAX_STAGES
#define QUEUE_RING 128
#define QUEUE_PIECES 32

/* One stage (GPU) of queue_pieces_s: its layers, when it is free, the
 * layer blocks queued on it (each one layer of one piece: its start and end,
 * by block number modulo QUEUE_RING), and when each piece left it. */
struct qstage {
    double layers, free_s, blocks;
    double start_s[QUEUE_RING], end_s[QUEUE_RING];
    double piece_end_s[QUEUE_PIECES];
};

/* When kernel g (counted from 0 on the stage) ended: its block's kernels
 * end evenly between the block's start and end; 0 before the first. */
static double kernel_end_s(const struct qstage *st, double g, double k)
{
    if (g < 0)
        return 0;
    double b = floor(g / k);
    int slot = (int)((unsigned long)b % QUEUE_RING);
    return st->start_s[slot] + (g - b * k + 1) * (st->end_s[slot] - st->start_s[slot]) / k;
}

void mlsys_infer_split_layers(const struct mlsys_infer_in *in, double *layers)
{
    int p = (int)in->lay.pp;
    double L = in->arch.layers, slots = in->eng.split_output_slot ? L + 1 : L;
    for (int s = 0; s < p; s++)
        layers[s] = 0;
    for (double l = 0; l < L; l++)
        layers[(int)floor(p * l / slots)]++;
}

/* Queue piece j, of piece_s through all L layers, on stage s: the host
 * waits for piece j - c to leave the stage (c copies of its inputs), then
 * queues one layer's k kernels at a time, each launch waiting while Q are
 * pending (for kernel g - Q to end); the stage runs a layer when free, the
 * piece's input has arrived and the host has queued it. h_s: the host's
 * clock, advanced. */
static void queue_piece(struct qstage *st, const struct qstage *prev, int j, double piece_s,
                        double L, double k, double Q, double c, double *h_s)
{
    if (c > 0 && j >= c)
        *h_s = fmax(*h_s, st->piece_end_s[j - (int)c]);
    double layer_s = piece_s / L, ready_s = prev ? prev->piece_end_s[j] : 0;
    st->free_s = fmax(st->free_s, ready_s);
    for (double l = 0; l < st->layers; l++) {
        double g0 = st->blocks * k, first_s = *h_s, last_s = *h_s;
        if (Q > 0) {
            first_s = fmax(first_s, kernel_end_s(st, g0 - Q, k));
            last_s = fmax(first_s, kernel_end_s(st, g0 + k - 1 - Q, k));
        }
        double start_s = fmax(st->free_s, first_s);
        int slot = (int)((unsigned long)st->blocks % QUEUE_RING);
        st->start_s[slot] = start_s;
        st->end_s[slot] = fmax(start_s + layer_s, last_s + layer_s / k);
        st->free_s = st->end_s[slot];
        st->blocks++;
        *h_s = last_s;
    }
    st->piece_end_s[j] = st->free_s;
}

/* The pieces of mlsys_infer_pieces_s by the host and the launch queues
 * (p <= QUEUE_STAGES): the first n - 1 pieces of before_s/(n - 1) each, the
 * last of last_s, their layers' kernels of equal length. Past QUEUE_PIECES
 * pieces the simulation stops at QUEUE_PIECES - 1 pieces and the last, and
 * the mean spacing of the 20 pieces before its last stands for the rest
 * (within one cycle of the pipeline's pattern: a few per cent). */
static double queue_pieces_s(const struct mlsys_infer_in *in, double n, double before_s,
                             double last_s)
{
    int p = (int)in->lay.pp, sim = (int)fmin(n, QUEUE_PIECES);
    double L = in->arch.layers, Q = in->eng.launch_queue, c = in->eng.ubatch_inflight;
    /* one layer's kernels at least Q/(QUEUE_RING - 2), so kernel g - Q is
     * still in the ring; llama.cpp's layers launch 30 or more */
    double k = fmax(in->eng.layer_launches, Q / (QUEUE_RING - 2));
    struct qstage st[QUEUE_STAGES] = {{0}};
    double layers[QUEUE_STAGES];
    mlsys_infer_split_layers(in, layers);
    for (int s = 0; s < p; s++)
        st[s].layers = layers[s];
    double h_s = 0, mean_s = n > 1 ? before_s / (n - 1) : 0;
    for (int j = 0; j < sim; j++)
        for (int s = 0; s < p; s++)
            queue_piece(&st[s], s ? &st[s - 1] : NULL, j, j == sim - 1 ? last_s : mean_s, L, k, Q,
                        c, &h_s);
    double end_s = st[p - 1].piece_end_s[sim - 1];
    if (n > sim) /* over 20 pieces, a whole number of the copies' cycles of c + 1 <= 5 */
        end_s += (n - sim) *
                 (st[p - 1].piece_end_s[sim - 2] - st[p - 1].piece_end_s[sim - 22]) / 20;
    return end_s;
}

double mlsys_infer_pieces_s(const struct mlsys_infer_in *in, double n, double before_s,
                            double last_s, double most_s)
{
    double c = in->eng.ubatch_inflight, f = fmax(stage_share(in), c > 0 ? 1 / c : 0);
    if (n > 1 && last_s < most_s) { /* between the pieces without it and with it as long as
                                       most_s */
        double without = mlsys_infer_pieces_s(in, n - 1, before_s - most_s, most_s, most_s);
        double full = mlsys_infer_pieces_s(in, n, before_s, most_s, most_s);
        return without + (full - without) * last_s / most_s;
    }
    if (in->eng.launch_queue > 0 && in->lay.pp <= QUEUE_STAGES && n >= 1)
        return queue_pieces_s(in, n, before_s, last_s);
    return f * before_s + last_s;
}

double mlsys_infer_stage_s(const struct mlsys_infer_in *in, const struct mlsys_infer_pass *x)
{
    double layers = x->pass_s - x->head_s - x->tail_s - x->hops_s;
    return stage_share(in) * layers + fmax(x->hop_max_s, x->head_s + x->tail_s);
}

double mlsys_infer_cycle_s(const struct mlsys_infer_in *in, double m, double pass_s,
                           double stage_s, double extra_s)
{
    if (!(m > 1))
        return pass_s + extra_s; /* one batch: the pass itself, bit for bit */
    return fmax(pass_s + extra_s, m * (stage_s + stage_share(in) * extra_s));
}
