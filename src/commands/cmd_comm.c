/* cmd_comm.c - `mlsys comm`: the α-β model, point to point and collectives. */
#include <math.h>

#include "commands/cmds.h"
#include "commands/device.h"
#include "commands/netopts.h"
#include "mlsys/comm.h"

enum { O_SIZE, O_N };

static const struct mlsys_optdef opts[O_N] = {
    [O_SIZE] = {.name = "size", .kind = MLSYS_OPT_QTY, .unit = "B",
                .help = "n: message size; for a collective M, the buffer each rank holds at the "
                        "end",
                .flags = MLSYS_OPTF_NONNEG | MLSYS_OPTF_REQUIRED},
};
static const struct mlsys_optblock own = {opts, O_N};

enum { C_ALPHA, C_BETA, C_T, C_TLAT, C_TBW, C_NSTAR, C_REGIME, C_ALGBW, C_BUSBW, C_N };

static const struct mlsys_coldef cols[C_N] = {
    [C_ALPHA] = {"alpha", "s", MLSYS_FMT_AUTO, "fixed cost per message", 0},
    [C_BETA] = {"beta", "B/s", MLSYS_FMT_AUTO, "link bandwidth per direction", 0},
    [C_T] = {"T", "s", MLSYS_FMT_AUTO, "transfer time T_latency + T_bandwidth",
             MLSYS_COL_SUMMARY},
    [C_TLAT] = {"T_latency", "s", MLSYS_FMT_AUTO, "the alpha terms of T", 0},
    [C_TBW] = {"T_bandwidth", "s", MLSYS_FMT_AUTO, "the size/beta terms of T", 0},
    [C_NSTAR] = {"n_star", "B", MLSYS_FMT_AUTO,
                 "size where both parts are equal (alpha*beta for p2p)", MLSYS_COL_SUMMARY},
    [C_REGIME] = {"regime", NULL, MLSYS_FMT_AUTO,
                  "latency or bandwidth: the larger part of T (size below or above n_star)",
                  MLSYS_COL_SUMMARY},
    [C_ALGBW] = {"algbw", "B/s", MLSYS_FMT_AUTO, "algorithm bandwidth size/T",
                 MLSYS_COL_SUMMARY},
    [C_BUSBW] = {"busbw", "B/s", MLSYS_FMT_AUTO,
                 "bus bandwidth: algbw x the collective's factor, comparable with beta",
                 MLSYS_COL_SUMMARY},
};

static const char *const examples[] = {
    "comm --alpha 2us --beta 10GB/s --size 10KB",
    "comm --fabric ib-ndr --collective allreduce --ranks 256 --size 14GB",
    "comm --fabric ib-ndr --collective allreduce --algo tree --ranks 256 --size 1MB",
    "comm --fabric nvlink4 --collective allreduce --algo nccl --ranks 8 --size 2MiB",
    "comm --fabric ib-ndr --collective allreduce --algo hierarchical --ranks 256 --per-node 8 "
    "--intra-alpha 500ns --intra-beta 450GB/s --size 14GB",
    NULL,
};

/* One transfer: resolve link and collective, evaluate comm.h, one row. */
static int eval(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    struct mlsys_comm_in in;
    struct mlsys_comm_out out;
    int rc = mlsys_net_xfer(call, mlsys_call_block(call, &own)[O_SIZE].q.v, &in, sink, err);
    if (!rc)
        rc = mlsys_dev_overflow(call, mlsys_comm_eval(&in, &out, err), err);
    if (rc)
        return rc;
    if (in.coll != MLSYS_COLL_P2P && in.ranks == 1)
        rc = mlsys_net_note(sink, err, "N = 1: nothing to communicate, T = 0");
    if (rc)
        return rc;
    struct mlsys_cell c[C_N];
    c[C_ALPHA] = mlsys_cell_val(in.link.alpha_s);
    c[C_BETA] = mlsys_cell_val(in.link.beta_Bps);
    c[C_T] = mlsys_cell_val(out.t_s);
    c[C_TLAT] = mlsys_cell_val(out.t_latency_s);
    c[C_TBW] = mlsys_cell_val(out.t_bandwidth_s);
    c[C_NSTAR] = mlsys_net_val(out.n_star_B);
    c[C_REGIME] = mlsys_cell_str(mlsys_comm_regime_name(out.regime));
    c[C_ALGBW] = mlsys_net_val(out.algbw_Bps);
    c[C_BUSBW] = mlsys_net_val(out.busbw_Bps);
    return sink->row(sink, c, err);
}

const struct mlsys_cmddef mlsys_cmd_comm = {
    .name = "comm",
    .summary = "alpha-beta communication time: point to point and collectives",
    .description =
        "Point to point: T(n) = alpha + n/beta; below n* = alpha*beta a message is\n"
        "latency-bound, above it bandwidth-bound. Collectives over N ranks of an M-byte\n"
        "buffer: ring all-reduce 2(N-1)*alpha + 2(N-1)/N * M/beta; ring all-gather,\n"
        "reduce-scatter and pairwise all-to-all (N-1)*alpha + (N-1)/N * M/beta; pipelined\n"
        "ring broadcast (N-1)*alpha + M/beta; tree all-reduce 2*ceil(log2 N)*(alpha + M/beta),\n"
        "tree broadcast ceil(log2 N)*(alpha + M/beta); hierarchical all-reduce: reduce-scatter\n"
        "inside nodes of --per-node ranks (--intra-alpha, --intra-beta), ring all-reduce of\n"
        "M/g across the nodes, all-gather inside nodes. --algo nccl prices NCCL's ring\n"
        "protocol by protocol over one NVLink domain (LL, LL128, Simple: base and per-step\n"
        "latencies, LL capped at the fabric's ll_bandwidth), the fastest taken, as mlsys\n"
        "infer prices its all-reduces. algbw = M/T; busbw scales it by NCCL's factor so it\n"
        "compares with the link speed.",
    .blocks = MLSYS_BLOCKS(&mlsys_blk_link, &mlsys_blk_xfer, &own),
    .cols = cols,
    .ncols = C_N,
    .examples = examples,
    .eval = eval,
};
