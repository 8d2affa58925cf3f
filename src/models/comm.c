/* comm.c - the α-β model of point-to-point transfers and collectives
 * (comm.h). */
#include "mlsys/comm.h"

#include <math.h>
#include <stddef.h>

#include "numerics/numerics.h"

const char *mlsys_comm_regime_name(enum mlsys_comm_regime r)
{
    switch (r) {
    case MLSYS_REGIME_LATENCY: return "latency";
    case MLSYS_REGIME_BANDWIDTH: return "bandwidth";
    case MLSYS_REGIME_NONE:
    default: return NULL;
    }
}

const char *mlsys_comm_coll_name(enum mlsys_comm_coll c)
{
    static const char *const names[] = {"p2p", "allreduce", "allgather", "reducescatter",
                                        "alltoall", "broadcast"};
    return (unsigned)c < sizeof names / sizeof names[0] ? names[c] : "?";
}

const char *mlsys_comm_algo_name(enum mlsys_comm_algo a)
{
    static const char *const names[] = {"ring", "tree", "hierarchical", "direct", "nccl"};
    return (unsigned)a < sizeof names / sizeof names[0] ? names[a] : "?";
}

/* T(n) = α + n/β: Hockney's α-β model of one message over one link. */
double mlsys_comm_p2p_s(const struct mlsys_link *link, double n_B)
{
    return link->alpha_s + n_B / link->beta_Bps;
}

double mlsys_comm_ring_allreduce_s(const struct mlsys_link *link, double eta, double n,
                                   double M_B)
{
    return n <= 1 || M_B <= 0 ? 0
                              : 2 * (n - 1) / n * M_B / (link->beta_Bps * eta) +
                                    2 * (n - 1) * link->alpha_s;
}

double mlsys_comm_nccl_s(const struct mlsys_link *link, double eta, double n, double M_B,
                         double bucket_B, int halves)
{
    if (n <= 1 || M_B <= 0)
        return 0;
    double k = bucket_B > 0 ? ceil(M_B / bucket_B) : 1;
    double wire = halves * (n - 1) / n * M_B / (link->beta_Bps * eta);
    double ring = k * halves * (n - 1) * link->alpha_s + wire;
    if (halves == 1)
        return ring;
    return fmin(ring, k * 2 * ceil(log2(n)) * link->alpha_s + wire);
}

/* NCCL's protocol constants over NVLink (src/graph/tuning.cc, NCCL 2.2x):
 * base latencies beyond LL's (MLSYS_NCCL_LL_BASE_S), per-step latencies,
 * and LL128's payload. */
#define NCCL_LL128_EXTRA_S 7.4e-6  /* base 14 µs - LL's 6.6 */
#define NCCL_SIMPLE_EXTRA_S 1.8e-6 /* base 8.4 µs - LL's 6.6 */
#define NCCL_LL128_STEP_S 1.9e-6
#define NCCL_SIMPLE_STEP_S 3.4e-6
#define NCCL_LL128_SHARE 0.92 /* 120 of 128 bytes */

const char *mlsys_comm_nccl_proto_name(enum mlsys_nccl_proto p)
{
    static const char *const names[] = {"LL", "LL128", "Simple"};
    return (unsigned)p < sizeof names / sizeof names[0] ? names[p] : "?";
}

struct mlsys_nccl_price mlsys_comm_nccl_price(const struct mlsys_link *link, double eta,
                                              double ll_Bps, double n, double M_B, int halves)
{
    struct mlsys_nccl_price p = {MLSYS_NCCL_LL, 0, 0, {0, 0, 0}};
    if (n <= 1)
        return p;
    M_B = fmax(M_B, 0);
    double bw = link->beta_Bps * eta, steps = halves * (n - 1), bus_B = steps / n * M_B;
    double lat[3] = {steps * link->alpha_s, NCCL_LL128_EXTRA_S + steps * NCCL_LL128_STEP_S,
                     NCCL_SIMPLE_EXTRA_S + steps * NCCL_SIMPLE_STEP_S};
    double wire[3] = {bus_B / fmin(ll_Bps, 0.5 * bw), bus_B / (NCCL_LL128_SHARE * bw),
                      bus_B / bw};
    for (int i = 0; i < 3; i++) {
        p.t_s[i] = lat[i] + wire[i];
        if (p.t_s[i] < p.t_s[p.proto])
            p.proto = (enum mlsys_nccl_proto)i;
    }
    p.lat_s = lat[p.proto];
    p.bw_s = wire[p.proto];
    return p;
}

double mlsys_comm_nccl_protocols_s(const struct mlsys_link *link, double eta, double ll_Bps,
                                   double n, double M_B)
{
    if (!(ll_Bps > 0))
        return mlsys_comm_ring_allreduce_s(link, eta, n, M_B);
    if (n <= 1 || M_B <= 0)
        return 0;
    struct mlsys_nccl_price p = mlsys_comm_nccl_price(link, eta, ll_Bps, n, M_B, 2);
    return p.lat_s + p.bw_s;
}

double mlsys_comm_ring_gather_s(const struct mlsys_link *link, double eta, double n, double M_B)
{
    return n <= 1 || M_B <= 0 ? 0
                              : (n - 1) / n * M_B / (link->beta_Bps * eta) +
                                    (n - 1) * link->alpha_s;
}

/* Pairwise all-to-all moves what a ring all-gather does: (n−1) rounds,
 * (n−1)/n of the buffer leaving each rank. */
double mlsys_comm_alltoall_s(const struct mlsys_link *link, double eta, double n, double M_B)
{
    return mlsys_comm_ring_gather_s(link, eta, n, M_B);
}

/* Direct all-to-all: every message posted at once (one-sided RDMA writes
 * to all peers, DeepEP's kernels): one α, then (n−1)/n of the buffer
 * leaving each rank at β·eta. */
double mlsys_comm_alltoall_direct_s(const struct mlsys_link *link, double eta, double n,
                                    double M_B)
{
    return n <= 1 || M_B <= 0 ? 0
                              : link->alpha_s + (n - 1) / n * M_B / (link->beta_Bps * eta);
}

/* The two parts of a transfer time: α terms and size/β terms (s). */
struct terms {
    double lat_s, bw_s;
};

static struct terms add(struct terms a, struct terms b)
{
    return (struct terms){a.lat_s + b.lat_s, a.bw_s + b.bw_s};
}

/* Ring all-reduce over n ranks of an M-byte buffer (reduce-scatter then
 * all-gather, each N−1 steps moving M/N): 2(n−1)·α + 2·(n−1)/n · M/β. */
static struct terms ring_allreduce(const struct mlsys_link *l, double n, double M)
{
    return (struct terms){2 * (n - 1) * l->alpha_s, 2 * (n - 1) / n * M / l->beta_Bps};
}

/* Ring all-gather or reduce-scatter, and pairwise all-to-all, over n ranks
 * of an M-byte buffer: (n−1)·α + (n−1)/n · M/β. */
static struct terms ring_half(const struct mlsys_link *l, double n, double M)
{
    return (struct terms){(n - 1) * l->alpha_s, (n - 1) / n * M / l->beta_Bps};
}

/* ⌈log2 n⌉ for a whole n >= 1, without floating log rounding. */
static double ceil_log2(double n)
{
    double steps = 0;
    for (double p = 1; p < n; p *= 2)
        steps++;
    return steps;
}

/* Tree algorithms, pipelined as NCCL runs them: the buffer goes in k
 * chunks down (or up) a tree of depth D = ⌈log2 N⌉, so a phase takes
 * (D + k − 1)·(α + M/(k β)), least at k* = √((D − 1) M/(α β)) (the
 * integer on either side; 1 for one level, and as many as there are bytes
 * at most); all-reduce is a reduce up and a broadcast down (2 phases),
 * broadcast one. With α = 0 the chunks shrink to nothing: M/β a phase.
 * Large buffers so run near M/β a phase, as a ring does, small ones at
 * D α (Thakur, Rabenseifner and Gropp 2005, s4; NCCL's double binary
 * trees). */
static struct terms tree(const struct mlsys_link *l, double phases, double depth, double M)
{
    double a = l->alpha_s, b = l->beta_Bps;
    if (!(a > 0))
        return (struct terms){0, phases * M / b};
    double best = fmax(1, sqrt(fmax(0, depth - 1) * M / (a * b)));
    double k = fmin(fmax(1, M), floor(best));
    if (k < 1)
        k = 1;
    double k2 = fmin(fmax(1, M), k + 1); /* the integer above k* */
    double f1 = (depth + k - 1) * (a + M / (k * b)), f2 = (depth + k2 - 1) * (a + M / (k2 * b));
    if (f2 < f1)
        k = k2;
    double steps = phases * (depth + k - 1);
    return (struct terms){steps * a, steps * M / (k * b)};
}

/* Two-level all-reduce: reduce-scatter inside each node of g ranks, ring
 * all-reduce of the M/g shard across the N/g nodes, all-gather inside the
 * node. */
static struct terms hierarchical(const struct mlsys_comm_in *in, double M)
{
    double g = in->per_node, nodes = in->ranks / g;
    struct terms t = ring_half(&in->intra, g, M);
    t = add(t, ring_allreduce(&in->link, nodes, M / g));
    return add(t, ring_half(&in->intra, g, M));
}

/* NCCL's ring priced by protocol (all-reduce, all-gather, reduce-scatter),
 * with LL's base latency: the fastest protocol's parts. */
static struct terms nccl(const struct mlsys_comm_in *in, double M)
{
    if (in->ranks <= 1)
        return (struct terms){0, 0};
    int halves = in->coll == MLSYS_COLL_ALLREDUCE ? 2 : 1;
    struct mlsys_nccl_price p =
        mlsys_comm_nccl_price(&in->link, in->eta, in->ll_Bps, in->ranks, M, halves);
    return (struct terms){MLSYS_NCCL_LL_BASE_S + p.lat_s, p.bw_s};
}

/* Time of the collective for buffer size M, split into its two parts. */
static struct terms transfer(const struct mlsys_comm_in *in, double M)
{
    double n = in->ranks;
    if (in->algo == MLSYS_ALGO_NCCL && in->coll != MLSYS_COLL_P2P)
        return nccl(in, M);
    switch (in->coll) {
    case MLSYS_COLL_P2P:
        return (struct terms){in->link.alpha_s, M / in->link.beta_Bps};
    case MLSYS_COLL_ALLREDUCE:
        if (in->algo == MLSYS_ALGO_TREE)
            return tree(&in->link, 2, ceil_log2(n), M);
        if (in->algo == MLSYS_ALGO_HIERARCHICAL)
            return hierarchical(in, M);
        return ring_allreduce(&in->link, n, M);
    case MLSYS_COLL_BROADCAST:
        if (in->algo == MLSYS_ALGO_TREE)
            return tree(&in->link, 1, ceil_log2(n), M);
        return (struct terms){(n - 1) * in->link.alpha_s, n > 1 ? M / in->link.beta_Bps : 0};
    case MLSYS_COLL_ALLTOALL:
        if (in->algo == MLSYS_ALGO_DIRECT) /* mlsys_comm_alltoall_direct_s, in its parts */
            return n > 1 ? (struct terms){in->link.alpha_s, (n - 1) / n * M / in->link.beta_Bps}
                         : (struct terms){0, 0};
        return ring_half(&in->link, n, M);
    case MLSYS_COLL_ALLGATHER:
    case MLSYS_COLL_REDUCESCATTER:
    default:
        return ring_half(&in->link, n, M);
    }
}

/* NCCL's bus-bandwidth factor of a collective over n ranks. */
static double bus_factor(enum mlsys_comm_coll c, double n)
{
    switch (c) {
    case MLSYS_COLL_ALLREDUCE: return 2 * (n - 1) / n;
    case MLSYS_COLL_ALLGATHER:
    case MLSYS_COLL_REDUCESCATTER:
    case MLSYS_COLL_ALLTOALL: return (n - 1) / n;
    case MLSYS_COLL_BROADCAST:
    case MLSYS_COLL_P2P:
    default: return 1;
    }
}

/* α >= 0 and 0 < β < inf; `which` prefixes the message ("intra-node "). */
static int check_link(const struct mlsys_link *l, const char *which, struct mlsys_err *err)
{
    if (!(l->alpha_s >= 0) || isinf(l->alpha_s))
        return mlsys_err_set(err, MLSYS_ERANGE, "%salpha must be a finite time >= 0", which);
    if (!(l->beta_Bps > 0) || isinf(l->beta_Bps))
        return mlsys_err_set(err, MLSYS_ERANGE, "%sbeta must be a finite bandwidth > 0",
                             which);
    return MLSYS_OK;
}

static bool whole(double x) { return x >= 1 && isfinite(x) && x == floor(x); }

/* NCCL's protocols price all-reduce, all-gather and reduce-scatter over a
 * link with a bus efficiency in (0, 1] and an LL cap > 0. */
static int check_nccl(const struct mlsys_comm_in *in, struct mlsys_err *err)
{
    if (in->coll != MLSYS_COLL_ALLREDUCE && in->coll != MLSYS_COLL_ALLGATHER &&
        in->coll != MLSYS_COLL_REDUCESCATTER)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "NCCL's protocols are modelled for allreduce, allgather and "
                             "reducescatter, not %s",
                             mlsys_comm_coll_name(in->coll));
    if (!(in->eta > 0 && in->eta <= 1))
        return mlsys_err_set(err, MLSYS_ERANGE, "the link's efficiency must be in (0, 1]");
    if (!(in->ll_Bps > 0) || isinf(in->ll_Bps))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "NCCL's LL bandwidth cap must be a finite bandwidth > 0");
    return MLSYS_OK;
}

/* Refuse inputs and combinations the equations do not cover. */
static int check(const struct mlsys_comm_in *in, struct mlsys_err *err)
{
    if (!(in->size_B >= 0) || isinf(in->size_B))
        return mlsys_err_set(err, MLSYS_ERANGE, "message size must be a finite size >= 0");
    int rc = check_link(&in->link, "", err);
    if (rc || in->coll == MLSYS_COLL_P2P)
        return rc;
    if (!whole(in->ranks))
        return mlsys_err_set(err, MLSYS_ERANGE, "ranks must be a whole number >= 1");
    if (in->algo == MLSYS_ALGO_TREE && in->coll != MLSYS_COLL_ALLREDUCE &&
        in->coll != MLSYS_COLL_BROADCAST)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "the tree algorithm is modelled for allreduce and broadcast, "
                             "not %s; use ring",
                             mlsys_comm_coll_name(in->coll));
    if (in->algo == MLSYS_ALGO_DIRECT && in->coll != MLSYS_COLL_ALLTOALL)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "the direct algorithm is modelled for alltoall only, not %s",
                             mlsys_comm_coll_name(in->coll));
    if (in->algo == MLSYS_ALGO_NCCL)
        return check_nccl(in, err);
    if (in->algo != MLSYS_ALGO_HIERARCHICAL)
        return MLSYS_OK;
    if (in->coll != MLSYS_COLL_ALLREDUCE)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "the hierarchical algorithm is modelled for allreduce only, not %s",
                             mlsys_comm_coll_name(in->coll));
    if (!whole(in->per_node))
        return mlsys_err_set(err, MLSYS_ERANGE, "ranks per node must be a whole number >= 1");
    if (fmod(in->ranks, in->per_node) != 0)
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "%.17g ranks do not split into nodes of %.17g ranks", in->ranks,
                             in->per_node);
    return check_link(&in->intra, "intra-node ", err);
}

/* T = T_latency + T_bandwidth of the collective and algorithm (the table in
 * comm.h; Thakur, Rabenseifner and Gropp 2005); n* = T_latency divided by
 * the bandwidth time per byte; algbw = M/T, busbw = algbw·bus factor (NCCL). */
int mlsys_comm_eval(const struct mlsys_comm_in *in, struct mlsys_comm_out *out,
                    struct mlsys_err *err)
{
    int rc = check(in, err);
    if (rc)
        return rc;
    struct terms t = transfer(in, in->size_B);
    /* the size/β part per byte: linear in size but for the pipelined tree,
       whose chunks depend on it (then taken at this size) */
    bool by_size = in->algo == MLSYS_ALGO_TREE || in->algo == MLSYS_ALGO_NCCL;
    double per_byte_s = by_size && in->size_B > 0 ? t.bw_s / in->size_B : transfer(in, 1).bw_s;
    out->t_latency_s = t.lat_s;
    out->t_bandwidth_s = t.bw_s;
    out->t_s = t.lat_s + t.bw_s;
    if (in->coll == MLSYS_COLL_P2P)
        out->n_star_B = in->link.alpha_s * in->link.beta_Bps;
    else
        out->n_star_B = per_byte_s > 0 ? t.lat_s / per_byte_s : NAN;
    if (t.lat_s == 0 && t.bw_s == 0)
        out->regime = MLSYS_REGIME_NONE;
    else
        out->regime = t.lat_s > t.bw_s ? MLSYS_REGIME_LATENCY : MLSYS_REGIME_BANDWIDTH;
    out->bus_factor = bus_factor(in->coll, in->coll == MLSYS_COLL_P2P ? 2 : in->ranks);
    out->algbw_Bps = out->t_s > 0 ? in->size_B / out->t_s : NAN;
    out->busbw_Bps = out->algbw_Bps * out->bus_factor;
    const struct mlsys_numerics_result res[] = {{"T", out->t_s, true}}; /* 1 B at 1e-300 B/s */
    return mlsys_numerics_results(res, 1, err);
}

const char *mlsys_comm_formula(enum mlsys_comm_coll c, enum mlsys_comm_algo a)
{
    if (a == MLSYS_ALGO_NCCL && c != MLSYS_COLL_P2P)
        return "NCCL's ring priced by protocol, the fastest taken: T = base_p + steps*lat_p + "
               "S/bw_p, S the bus bytes, over LL (6.6 us, alpha; half the link, at most "
               "ll_bandwidth), LL128 (14 us, 1.9 us; 0.92 of it) and Simple (8.4 us, 3.4 us; "
               "all of it)";
    switch (c) {
    case MLSYS_COLL_P2P: return "point to point: T = alpha + n/beta";
    case MLSYS_COLL_ALLREDUCE:
        if (a == MLSYS_ALGO_TREE)
            return "tree all-reduce (reduce up, broadcast down): T = 2*ceil(log2 N)*(alpha + "
                   "M/beta)";
        if (a == MLSYS_ALGO_HIERARCHICAL)
            return "hierarchical all-reduce: reduce-scatter in nodes of g ranks (intra alpha, "
                   "beta) + ring all-reduce of M/g across N/g nodes + all-gather in nodes";
        return "ring all-reduce: T = 2(N-1)*alpha + 2(N-1)/N * M/beta";
    case MLSYS_COLL_ALLGATHER:
        return "ring all-gather: T = (N-1)*alpha + (N-1)/N * M/beta, M the gathered buffer";
    case MLSYS_COLL_REDUCESCATTER:
        return "ring reduce-scatter: T = (N-1)*alpha + (N-1)/N * M/beta, M the input buffer";
    case MLSYS_COLL_ALLTOALL:
        if (a == MLSYS_ALGO_DIRECT)
            return "direct all-to-all (every message posted at once): T = alpha + (N-1)/N * "
                   "M/beta, M the buffer each rank holds";
        return "pairwise all-to-all: T = (N-1)*alpha + (N-1)/N * M/beta, M the buffer each "
               "rank holds";
    case MLSYS_COLL_BROADCAST:
    default:
        if (a == MLSYS_ALGO_TREE)
            return "tree broadcast: T = ceil(log2 N)*(alpha + M/beta)";
        return "pipelined ring broadcast: T = (N-1)*alpha + M/beta (chunks small enough that "
               "filling the pipeline costs one alpha per hop)";
    }
}
