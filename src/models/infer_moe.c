/* infer_moe.c - the routed experts of a mixture of experts in serving,
 * split over t or over e devices, and the token all-to-alls of expert
 * parallelism (infer_impl.h; docs/inference.md, "Expert parallelism"). */
#include <math.h>

#include "mlsys/comm.h"
#include "models/infer_impl.h"
#include "numerics/numerics.h"

double mlsys_infer_stage_devices(const struct mlsys_layout *l)
{
    return l->ep > 1 ? l->ep : l->tp;
}

double mlsys_infer_groups(const struct mlsys_layout *l)
{
    return l->ep > 1 ? l->ep / l->tp : 1;
}

double mlsys_infer_moe_token_s(const struct mlsys_infer_in *in, double tokens)
{
    if (!(in->arch.experts > 1) || !(in->eng.moe_token_s > 0))
        return 0;
    return in->eng.moe_token_s * tokens / mlsys_infer_stage_devices(&in->lay);
}

/* Leading dense layers of a mixture (0 when none are given). */
static double dense_layers(const struct mlsys_arch *a)
{
    return a->dense_layers > 0 ? a->dense_layers : 0;
}

double mlsys_infer_expert_B(const struct mlsys_infer_in *in)
{
    return in->s_exp_B > 0 ? in->s_exp_B : in->s_w_B;
}

double mlsys_infer_routed_params(const struct mlsys_arch *a)
{
    if (!(a->experts > 1) || isnan(a->ffn) || isnan(a->hidden))
        return 0;
    return (a->layers - dense_layers(a)) * a->experts * (a->gated ? 3 : 2) * a->hidden * a->ffn;
}

/* The output columns of one tile of the routed experts' grouped GEMM (the
 * 128-wide blocks of DeepSeek's fp8 scaling; Triton's fused_moe and
 * DeepGEMM tile so). */
#define GROUPED_TILE_N 128

/* The time the routed experts' weights of one matrix (n outputs of k
 * inputs an expert, `touched` experts) take to stream on a grouped GEMM
 * without split-K: touched ceil(n / 128) tiles shared by the compute units,
 * each taking its fixed time eng.grouped_tile_s and its k x 128 weights at
 * s_read_B a weight at the unit's share of the rate. The tile's time is
 * eng.grouped_tile_subbyte_s for experts read below a byte a weight (0 on
 * NVIDIA parts, whose block-scaled kernels run their tiles back to back;
 * docs/inference.md, "Mixtures of experts"), else eng.grouped_tile_s. 0 when
 * not modelled (no tile time, or no units). */
static double grouped_stream_s(const struct mlsys_infer_in *in, const struct mlsys_gemm_dev *g,
                               double touched, double n, double k, double s_read_B)
{
    double tile_s = s_read_B < 1 ? in->eng.grouped_tile_subbyte_s : in->eng.grouped_tile_s;
    if (!(tile_s > 0) || !(g->units > 0))
        return 0;
    double tiles = touched * ceil(n / GROUPED_TILE_N);
    return tiles / g->units * tile_s +
           tiles * k * GROUPED_TILE_N * s_read_B / g->bw_Bps;
}

/* The busiest of the e devices that hold n_loc expert slots each, when
 * each of `tokens` tokens picks its experts at random (uniform routing):
 * its touched experts, binomial over its n_loc slots at the mean share
 * *touched / n_loc, and its rows, binomial over the tokens' k picks at 1/e
 * each, each taken as its mean plus z_e standard deviations, z_e the
 * expected maximum of e standard normals (Blom's approximation), capped at
 * n_loc experts and at tokens x k_loc rows (k_loc = min(k, n_loc): a token
 * brings a device at most one row an expert it holds). Both maxima are
 * taken, an upper estimate where the busiest device in experts is not the
 * busiest in rows. *touched and *rows enter as the means. */
static void busiest_device(double n_loc, double k_loc, double e, double tokens, double *touched,
                           double *rows)
{
    double z = mlsys_numerics_normal_max_blom(e), share = *touched / n_loc;
    *touched = fmin(n_loc, *touched + z * sqrt(n_loc * share * (1 - share)));
    *rows = fmin(tokens * k_loc, *rows + z * sqrt(*rows * (1 - 1 / e)));
}

double mlsys_infer_routed_s(const struct mlsys_infer_in *in, const struct mlsys_gemm_dev *g,
                            double tokens, double s_read_B, double *flop, double *weight_B)
{
    const struct mlsys_arch *a = &in->arch;
    double e = in->lay.ep, h = a->hidden, sa = in->s_act_B;
    double split = in->lay.tp, touched = 1, rows = tokens;
    if (a->experts > 1) {
        /* the E + r expert slots (r redundant copies, which share their
           experts' tokens) over e devices, or all E split over t */
        double k = a->experts_per_token, over = e > 1 ? e : 1;
        double slots = a->experts + (e > 1 ? in->redundant_experts : 0);
        split = e > 1 ? 1 : in->lay.tp; /* experts whole under expert parallelism */
        touched = slots / over * (1 - pow(1 - k / slots, tokens));
        rows = tokens * k / over;
        if (over > 1)
            busiest_device(slots / over, fmin(k, slots / over), over, tokens, &touched, &rows);
    }
    double up = (a->gated ? 2 : 1) * a->ffn / split, down = a->ffn / split;
    /* the mean rows of a touched expert; within a part in a million of a
       whole count, that count: at 64 tokens of Mixtral over e = 8 an expert
       goes untouched with chance 0.75^64 = 1e-8, and 16.0000002 rows would
       take the tiles of 32 (a step one batch early) */
    double per = rows / touched, whole = round(per);
    per = fabs(per - whole) <= 1e-6 * whole ? whole : per;
    *flop = 2 * rows * (h * up + down * h);
    *weight_B = mlsys_infer_expert_B(in) * touched * (h * up + down * h);
    if (!(a->experts > 1))
        return mlsys_gemm_roofline_s(g, per, up, h, touched, sa, s_read_B, sa) +
               mlsys_gemm_roofline_s(g, per, h, down, touched, sa, s_read_B, sa);
    /* the grouped GEMM: each matrix no faster than its tiles stream */
    return fmax(mlsys_gemm_roofline_s(g, per, up, h, touched, sa, s_read_B, sa),
                grouped_stream_s(in, g, touched, up, h, s_read_B)) +
           fmax(mlsys_gemm_roofline_s(g, per, h, down, touched, sa, s_read_B, sa),
                grouped_stream_s(in, g, touched, h, down, s_read_B));
}

/* Distinct remote nodes among a token's k experts when the e devices span
 * N nodes and the experts are spread evenly and picked independently:
 * (N - 1) (1 - (1 - 1/N)^k). */
static double remote_nodes(double N, double k)
{
    return (N - 1) * (1 - pow(1 - 1 / N, k));
}

double mlsys_infer_a2a_s(const struct mlsys_infer_in *in, double rows, bool prefill)
{
    const struct mlsys_arch *a = &in->arch;
    const struct mlsys_device *d = &in->dev;
    double e = in->lay.ep, k = a->experts_per_token;
    if (!(e > 1) || !(a->experts > 1))
        return 0;
    bool out = d->node_devices > 0 && e > d->node_devices;
    double vectors = rows * k * a->hidden; /* each token's hidden vector to its k experts */
    double in_B = vectors * (in->s_dispatch_B > 0 ? in->s_dispatch_B : in->s_act_B);
    double out_B = vectors * in->s_act_B, bytes = in_B + out_B; /* dispatch, combine */
    double moe_layers = a->layers - dense_layers(a), one;
    if (out && prefill) {
        /* a prefill's tokens cross the fabric once per remote node holding
           some of their experts and fan out over the node's link (DeepEP's
           normal kernels; DeepSeek-V3 s3.2.2): the two overlap */
        double N = e / d->node_devices;
        double fabric_B = bytes / k * remote_nodes(N, k);
        double wire = fmax(fabric_B / (d->inter.beta_Bps * d->eta_inter),
                           bytes * (d->node_devices - 1) / d->node_devices /
                               (d->intra.beta_Bps * d->eta_intra));
        one = 2 * d->inter.alpha_s + wire;
    } else {
        /* every copy sent at once over one link (the decode step's
           low-latency kernels: all of it over the fabric when e spans nodes) */
        const struct mlsys_link *link = out ? &d->inter : &d->intra;
        double eta = out ? d->eta_inter : d->eta_intra;
        one = mlsys_comm_alltoall_direct_s(link, eta, e, in_B) +
              mlsys_comm_alltoall_direct_s(link, eta, e, out_B);
    }
    return moe_layers * one;
}
