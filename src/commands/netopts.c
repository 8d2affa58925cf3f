/* netopts.c - the shared link and transfer options (netopts.h). */
#include "commands/netopts.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>

#include "mlsys/catalog.h"
#include "mlsys/units.h"

struct mlsys_cell mlsys_net_val(double x)
{
    return isnan(x) ? mlsys_cell_none() : mlsys_cell_val(x);
}

int mlsys_net_note(struct mlsys_sink *sink, struct mlsys_err *err, const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return sink->note(sink, buf, err);
}

const char *mlsys_net_fmt(double v, const char *family, char *buf, size_t n)
{
    mlsys_qty q;
    if (mlsys_units_parse_unit(family, &q, NULL) ||
        (q.v = v, mlsys_units_format(q, family, MLSYS_FMT_AUTO, 4, buf, n, NULL)))
        snprintf(buf, n, "%.4g %s", v, family);
    return buf;
}

/* Whether the user gave option base+i on the command line (not its default). */
static bool typed(const struct mlsys_call *call, size_t i)
{
    return mlsys_optset_get(call->set, &call->cmd->opts[i]) != NULL;
}

/* α and β from the fabric record, checked; notes what was used. */
static int from_fabric(const struct mlsys_call *call, size_t base, struct mlsys_link *link,
                       struct mlsys_sink *sink, struct mlsys_err *err)
{
    const struct mlsys_record *fab;
    int rc = mlsys_catalog_find(call->ctx->catalog, MLSYS_CAT_FABRIC,
                                call->v[base + X_FABRIC].s, &fab, err);
    if (rc) {
        if (!err->file[0])
            mlsys_err_where(err, "--fabric");
        return rc;
    }
    bool own_a = call->v[base + X_ALPHA].set, own_b = call->v[base + X_BETA].set;
    if (!own_a)
        link->alpha_s = mlsys_fabric_qty(fab, MLSYS_FAB_LATENCY).v;
    if (!own_b)
        link->beta_Bps = mlsys_fabric_qty(fab, MLSYS_FAB_BANDWIDTH).v;
    const char *name = mlsys_record_name(fab);
    const char *title = mlsys_fabric_text(fab, MLSYS_FAB_TITLE);
    if (!title)
        title = name;
    char a[64], b[64];
    mlsys_net_fmt(link->alpha_s, "s", a, sizeof a);
    mlsys_net_fmt(link->beta_Bps, "B/s", b, sizeof b);
    if (own_a && own_b)
        return mlsys_net_note(sink, err, "fabric %s not used: --alpha and --beta override it",
                              name);
    if (own_a)
        return mlsys_net_note(sink, err, "beta = %s from fabric %s (%s); alpha from --alpha", b,
                              name, title);
    if (own_b)
        return mlsys_net_note(sink, err, "alpha = %s from fabric %s (%s); beta from --beta", a,
                              name, title);
    return mlsys_net_note(sink, err, "alpha = %s and beta = %s from fabric %s (%s)", a, b, name,
                          title);
}

int mlsys_net_link(const struct mlsys_call *call, size_t base, struct mlsys_link *link,
                   struct mlsys_sink *sink, struct mlsys_err *err)
{
    const struct mlsys_val *v = call->v + base;
    link->alpha_s = v[X_ALPHA].set ? v[X_ALPHA].q.v : NAN;
    link->beta_Bps = v[X_BETA].set ? v[X_BETA].q.v : NAN;
    if (v[X_FABRIC].set) {
        int rc = from_fabric(call, base, link, sink, err);
        if (rc)
            return rc;
    }
    if (isnan(link->beta_Bps) || isnan(link->alpha_s))
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "missing --%s (%s); give --fabric NAME, or --alpha and --beta",
                             isnan(link->alpha_s) ? "alpha" : "beta",
                             isnan(link->alpha_s) ? "fixed cost per message"
                                                  : "link bandwidth per direction");
    return MLSYS_OK;
}

/* The equation used for a collective and algorithm, for a note. */
static const char *formula(enum mlsys_coll c, enum mlsys_comm_algo a)
{
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

/* A usage error about option --opt: "--opt: message". */
static int opt_error(struct mlsys_err *err, const char *opt, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static int opt_error(struct mlsys_err *err, const char *opt, const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    int rc = mlsys_err_set(err, MLSYS_EUSAGE, "%s", buf);
    mlsys_err_where(err, "--%s", opt);
    return rc;
}

/* Combinations of collective, algorithm and hierarchy options. */
static int check_algo(const struct mlsys_call *call, size_t base, const struct mlsys_comm_in *in,
                      struct mlsys_err *err)
{
    const char *coll = mlsys_coll_name(in->coll);
    bool hier = in->algo == MLSYS_ALGO_HIERARCHICAL;
    if (in->algo == MLSYS_ALGO_TREE && in->coll != MLSYS_COLL_ALLREDUCE &&
        in->coll != MLSYS_COLL_BROADCAST)
        return opt_error(err, "algo", "tree is modelled for allreduce and broadcast, not %s",
                         coll);
    if (hier && in->coll != MLSYS_COLL_ALLREDUCE)
        return opt_error(err, "algo", "hierarchical is modelled for allreduce only, not %s",
                         coll);
    for (size_t i = X_PER_NODE; i <= X_INTRA_BETA; i++) {
        const struct mlsys_optdef *d = &call->cmd->opts[base + i];
        const char *name = d->name;
        if (hier && !call->v[base + i].set)
            return mlsys_err_set(err, MLSYS_EUSAGE,
                                 "missing --%s: --algo hierarchical needs --per-node, "
                                 "--intra-alpha and --intra-beta",
                                 name);
        if (!hier && call->v[base + i].set)
            return opt_error(err, name, "applies to --algo hierarchical only");
    }
    if (hier && fmod(in->ranks, in->per_node) != 0)
        return opt_error(err, "per-node", "%.17g ranks do not split into nodes of %.17g",
                         in->ranks, in->per_node);
    return MLSYS_OK;
}

int mlsys_net_xfer(const struct mlsys_call *call, size_t base, double size_B,
                   struct mlsys_comm_in *in, struct mlsys_sink *sink, struct mlsys_err *err)
{
    const struct mlsys_val *v = call->v + base;
    *in = (struct mlsys_comm_in){.coll = (enum mlsys_coll)v[X_COLLECTIVE].choice,
                                 .algo = (enum mlsys_comm_algo)v[X_ALGO].choice,
                                 .size_B = size_B, .ranks = NAN, .per_node = NAN};
    int rc = mlsys_net_link(call, base, &in->link, sink, err);
    if (rc)
        return rc;
    if (in->coll == MLSYS_COLL_P2P) {
        if (v[X_RANKS].set || typed(call, base + X_ALGO) || v[X_PER_NODE].set)
            rc = mlsys_net_note(sink, err, "p2p: --ranks, --algo and --per-node do not apply");
        return rc ? rc : mlsys_net_note(sink, err, "%s", formula(in->coll, in->algo));
    }
    if (!v[X_RANKS].set)
        return mlsys_err_set(err, MLSYS_EUSAGE, "missing --ranks (N, the ranks taking part) for "
                                                "--collective %s",
                             mlsys_coll_name(in->coll));
    in->ranks = v[X_RANKS].x;
    in->per_node = v[X_PER_NODE].set ? v[X_PER_NODE].x : NAN;
    in->intra.alpha_s = v[X_INTRA_ALPHA].set ? v[X_INTRA_ALPHA].q.v : NAN;
    in->intra.beta_Bps = v[X_INTRA_BETA].set ? v[X_INTRA_BETA].q.v : NAN;
    rc = check_algo(call, base, in, err);
    return rc ? rc : mlsys_net_note(sink, err, "%s", formula(in->coll, in->algo));
}
