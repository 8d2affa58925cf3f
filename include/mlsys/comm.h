/* comm.h - the α-β communication model: point-to-point transfers and
 * collectives over N ranks (docs/notation.md s5).
 *
 * Inputs and outputs are plain doubles in base SI units, named by unit:
 * seconds (_s), bytes (_B), bytes per second (_Bps); counts are bare.
 *
 * Thread safety: every function here is pure: it reads only its arguments
 * and writes only through its output pointers, with no global or hidden
 * state, so calls from several threads at once are safe.
 *
 * Enum values are fixed: each is written out, a new one is only ever
 * appended, and none is renumbered or reused (docs/api.md).
 */
#ifndef MLSYS_COMM_H
#define MLSYS_COMM_H

#include <stdbool.h>

#include "mlsys/err.h"
#include "mlsys/export.h"

#ifdef __cplusplus
extern "C" {
#endif

enum mlsys_comm_coll {
    MLSYS_COLL_P2P = 0,           /* one message between two ranks               */
    MLSYS_COLL_ALLREDUCE = 1,     /* every rank ends with the reduced buffer      */
    MLSYS_COLL_ALLGATHER = 2,     /* every rank ends with all N shards            */
    MLSYS_COLL_REDUCESCATTER = 3, /* every rank ends with one reduced shard       */
    MLSYS_COLL_ALLTOALL = 4,      /* every rank sends a distinct shard to each    */
    MLSYS_COLL_BROADCAST = 5      /* one root's buffer reaches every rank         */
};
/* In enum order, as an option's choices. */
#define MLSYS_COLL_CHOICES "p2p|allreduce|allgather|reducescatter|alltoall|broadcast"

enum mlsys_comm_algo {
    MLSYS_ALGO_RING = 0,        /* ring (pairwise exchange for all-to-all)        */
    MLSYS_ALGO_TREE = 1,        /* binary tree: all-reduce and broadcast          */
    MLSYS_ALGO_HIERARCHICAL = 2, /* two-level all-reduce: inside nodes, then across */
    MLSYS_ALGO_DIRECT = 3,       /* appended in 0.1: all-to-all with every message
                                    posted at once (one alpha; DeepEP's kernels)  */
    MLSYS_ALGO_NCCL = 4          /* appended in 0.1: NCCL's ring priced protocol by
                                    protocol (mlsys_comm_nccl_price): all-reduce,
                                    all-gather, reduce-scatter in one NVLink domain */
};
#define MLSYS_ALGO_CHOICES "ring|tree|hierarchical|direct|nccl"

enum mlsys_comm_regime {
    MLSYS_REGIME_NONE = 0,     /* nothing to move (N = 1, or n = 0 with α = 0)  */
    MLSYS_REGIME_LATENCY = 1,  /* the α part is larger                          */
    MLSYS_REGIME_BANDWIDTH = 2 /* the size/β part is at least as large          */
};

/* "latency", "bandwidth", or NULL for none. */
MLSYS_API const char *mlsys_comm_regime_name(enum mlsys_comm_regime r);
/* "p2p" ... "broadcast"; "ring" ... "hierarchical". */
MLSYS_API const char *mlsys_comm_coll_name(enum mlsys_comm_coll c);
MLSYS_API const char *mlsys_comm_algo_name(enum mlsys_comm_algo a);

/* The equation the model uses for collective c with algorithm a, as one
 * line of text for people ("ring all-reduce: T = 2(N-1)*alpha + ..."). */
MLSYS_API const char *mlsys_comm_formula(enum mlsys_comm_coll c, enum mlsys_comm_algo a);

/* One kind of link: fixed cost per message and bandwidth per direction. */
struct mlsys_link {
    double alpha_s;  /* α >= 0                 */
    double beta_Bps; /* β > 0                  */
};

struct mlsys_comm_in {
    enum mlsys_comm_coll coll;
    enum mlsys_comm_algo algo; /* ignored for p2p                              */
    double size_B;   /* n for p2p; M, the full buffer each rank holds at the end
                        of the collective (the gradient for all-reduce, the
                        gathered result for all-gather), >= 0           */
    double ranks;    /* N, a whole number >= 1 (ignored for p2p)            */
    struct mlsys_link link;  /* α, β: between nodes (or everywhere)         */
    double per_node; /* g, ranks per node (hierarchical), divides N         */
    struct mlsys_link intra; /* α, β inside a node (hierarchical)            */
    double eta;      /* appended in 0.1, MLSYS_ALGO_NCCL only: the link's bus
                        efficiency, (0, 1]                                  */
    double ll_Bps;   /* appended in 0.1, MLSYS_ALGO_NCCL only: NCCL's LL cap, > 0 */
};

struct mlsys_comm_out {
    double t_s;           /* T = T_latency + T_bandwidth                         */
    double t_latency_s;   /* the α terms                                          */
    double t_bandwidth_s; /* the size/β terms                                     */
    double n_star_B;      /* size at which the two parts are equal: α·β for p2p;
                             NaN when there is no bandwidth term (N = 1)       */
    enum mlsys_comm_regime regime;
    double algbw_Bps;     /* size / T; NaN when T = 0                            */
    double busbw_Bps;     /* algbw · bus_factor; NaN when T = 0                   */
    double bus_factor;    /* NCCL's: 2(N−1)/N all-reduce; (N−1)/N all-gather,
                             reduce-scatter, all-to-all; 1 broadcast and p2p   */
};

/* Point-to-point time T(n) = α + n/β (s), the α-β (Hockney) model. */
MLSYS_API double mlsys_comm_p2p_s(const struct mlsys_link *link, double n_B);

/* Ring all-reduce of an M-byte buffer over n ranks on a link whose
 * bandwidth reaches the share eta: 2(n−1)·α + 2·(n−1)/n · M/(β·eta) (s);
 * 0 for n <= 1 or M <= 0. The building block the training and inference
 * models compose. */
MLSYS_API double mlsys_comm_ring_allreduce_s(const struct mlsys_link *link, double eta, double n,
                                             double M_B);

/* Ring all-gather or reduce-scatter of an M-byte buffer over n ranks:
 * (n−1)·α + (n−1)/n · M/(β·eta) (s); 0 for n <= 1 or M <= 0. */
MLSYS_API double mlsys_comm_ring_gather_s(const struct mlsys_link *link, double eta, double n,
                                          double M_B);

/* Pairwise all-to-all over n ranks, each holding an M-byte buffer of
 * which it sends a distinct 1/n to every other rank: n−1 rounds of α, and
 * (n−1)/n · M over the link at β·eta (s), the formula of mlsys_comm_eval's
 * all-to-all; 0 for n <= 1 or M <= 0. The MoE token dispatch and combine
 * of the training model. */
MLSYS_API double mlsys_comm_alltoall_s(const struct mlsys_link *link, double eta, double n,
                                       double M_B);

/* Direct all-to-all over n ranks, each sending a distinct 1/n of an
 * M-byte buffer to every other rank with all n−1 messages posted at once
 * (GPU-initiated RDMA writes, as the expert-parallel dispatch and combine
 * kernels of DeepEP do): α + (n−1)/n · M/(β·eta) (s), one latency instead
 * of n−1 rounds; 0 for n <= 1 or M <= 0. The MoE token dispatch and
 * combine of the inference model. Appended in 0.1. */
MLSYS_API double mlsys_comm_alltoall_direct_s(const struct mlsys_link *link, double eta,
                                              double n, double M_B);

/* NCCL's ring all-reduce of an M-byte buffer over n ranks of one node's
 * NVLink, priced as NCCL's tuner prices its three protocols and taking
 * the fastest, as NCCL does (src/graph/tuning.cc): with the bus bytes
 * S = 2(n−1)/n · M and b = β·eta,
 *   LL     2(n−1)·α                + S / min(ll_Bps, b/2)
 *   LL128  7.4 µs + 2(n−1)·1.9 µs  + S / (0.92 b)
 *   Simple 1.8 µs + 2(n−1)·3.4 µs  + S / b
 * (s). LL sends 8 bytes of data in 16 with a flag, so it reaches half the
 * link and at most ll_Bps, a cap per GPU generation; LL128 loses 8 bytes
 * in 128; the latencies are NCCL's NVLink figures, the first two relative
 * to LL's base latency (6.6 µs; LL128 14, Simple 8.4), which is not
 * included: the caller counts it as the collective's fixed cost. Small
 * buffers go LL, a few MB LL128 or Simple, so the bus bandwidth of
 * buffers of a few MB is well below the link's. ll_Bps <= 0 or NaN: no
 * protocol model, mlsys_comm_ring_allreduce_s. 0 for n <= 1 or M <= 0.
 * Appended in 0.1. Thread-safe. */
MLSYS_API double mlsys_comm_nccl_protocols_s(const struct mlsys_link *link, double eta,
                                             double ll_Bps, double n, double M_B);

/* NCCL's protocols, in the order of its tuner. Appended in 0.1. */
enum mlsys_nccl_proto { MLSYS_NCCL_LL = 0, MLSYS_NCCL_LL128 = 1, MLSYS_NCCL_SIMPLE = 2 };

/* NCCL's base latency of a ring collective with the LL protocol (s). */
#define MLSYS_NCCL_LL_BASE_S 6.6e-6

/* "LL", "LL128", "Simple"; "?" out of range. Thread-safe. */
MLSYS_API const char *mlsys_comm_nccl_proto_name(enum mlsys_nccl_proto p);

/* One collective priced by protocol: the fastest, its two parts, and every
 * protocol's time, all beyond LL's base latency (MLSYS_NCCL_LL_BASE_S). */
struct mlsys_nccl_price {
    enum mlsys_nccl_proto proto; /* the fastest                                  */
    double lat_s;                /* its latency: base beyond LL's + steps x step  */
    double bw_s;                 /* its bus bytes over its bandwidth              */
    double t_s[3];               /* each protocol's lat + bw, by enum value       */
};

/* mlsys_comm_nccl_protocols_s's pricing of a ring over n ranks moving M
 * bytes in halves (2: all-reduce, 2(n−1) steps; 1: all-gather or
 * reduce-scatter, n−1 steps; S = steps/n · M), with ll_Bps > 0. An empty
 * buffer pays its protocols' latencies (LL's, the least); one rank costs
 * nothing (LL, zero times). Appended in 0.1. Thread-safe. */
MLSYS_API struct mlsys_nccl_price mlsys_comm_nccl_price(const struct mlsys_link *link,
                                                        double eta, double ll_Bps, double n,
                                                        double M_B, int halves);

/* A collective as NCCL runs one between the devices of a training or
 * serving step: M bytes over n ranks in buckets of bucket_B (0: one
 * collective), each bucket paying its latency steps. An all-reduce
 * (halves 2) is the faster of a ring, 2(n−1) steps of α a bucket, and
 * NCCL's pipelined double binary tree, 2⌈log2 n⌉ steps, both moving
 * 2(n−1)/n · M over the link at β·eta; a reduce-scatter or all-gather
 * (halves 1) is a ring of n−1 steps. 0 for n <= 1 or M <= 0. The latency
 * steps per bucket are what makes the bus bandwidth fall as n grows. */
MLSYS_API double mlsys_comm_nccl_s(const struct mlsys_link *link, double eta, double n,
                                   double M_B, double bucket_B, int halves);

/* Evaluate one transfer (docs/notation.md s5; Thakur, Rabenseifner and
 * Gropp 2005, "Optimization of Collective Communication Operations in
 * MPICH"; NCCL's performance notes for busbw). With M the buffer size:
 *   p2p                       T = α + M/β
 *   all-reduce, ring          T = 2(N−1)·α + 2·(N−1)/N · M/β
 *   all-gather, reduce-scatter, ring
 *                             T =  (N−1)·α +  (N−1)/N · M/β
 *   all-to-all, pairwise      T =  (N−1)·α +  (N−1)/N · M/β
 *   broadcast, ring           T =  (N−1)·α +  M/β   (pipelined in chunks
 *                             small enough that the fill costs one α per hop)
 *   all-reduce, tree          T = 2·(D + k − 1)·(α + M/(k β))   pipelined in k
 *   broadcast, tree           T =   (D + k − 1)·(α + M/(k β))   chunks, D = ⌈log2 N⌉,
 *                             k the integer nearest √((D − 1) M/(α β)) that is
 *                             fastest (NCCL's trees; M/β a phase when α = 0)
 *   all-reduce, hierarchical  T = RS_intra(g, M) + AR_ring(N/g, M/g) + AG_intra(g, M)
 *                             with g = per_node: reduce-scatter over the g ranks
 *                             of a node (intra α, β), ring all-reduce of the M/g
 *                             shard across the N/g nodes (α, β), all-gather in
 *                             the node (intra α, β).
 * N = 1 moves nothing: T = 0. algbw = M/T, busbw = algbw · bus_factor.
 * Errors (MLSYS_ERANGE): size < 0, α < 0, β <= 0 (or not finite), N not a
 * whole number >= 1, g not a whole number >= 1 dividing N, intra link bad.
 * (MLSYS_EUSAGE): tree for other than all-reduce and broadcast,
 * hierarchical for other than all-reduce. MLSYS_ENUMERIC when T is not a
 * finite number (a β so small that size/β overflows a double). */
MLSYS_API int mlsys_comm_eval(const struct mlsys_comm_in *in, struct mlsys_comm_out *out,
                              struct mlsys_err *err);

#ifdef __cplusplus
}
#endif

#endif
