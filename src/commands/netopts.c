/* netopts.c - the shared link and transfer options (netopts.h). */
#include "commands/netopts.h"
#include "commands/device.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>

#include "core/text.h"
#include "mlsys/catalog.h"
#include "mlsys/setup.h"

struct mlsys_cell mlsys_net_val(double x)
{
    return isnan(x) ? mlsys_cell_none() : mlsys_cell_val(x);
}

int mlsys_net_note(struct mlsys_sink *sink, struct mlsys_err *err, const char *fmt, ...)
{
    struct mlsys_buf note = {0};
    va_list ap;
    va_start(ap, fmt);
    int rc = mlsys_buf_vprintf(&note, fmt, ap);
    va_end(ap);
    rc = rc ? mlsys_err_set(err, MLSYS_ENOMEM, "out of memory for a note")
            : sink->note(sink, note.p, err);
    mlsys_buf_free(&note);
    return rc;
}

const char *mlsys_net_fmt(double v, const char *family, char *buf, size_t n)
{
    return mlsys_setup_fmt(v, family, buf, n);
}

static const struct mlsys_optdef link_defs[X_LINK_N] = {
    [X_FABRIC] = {.name = "fabric", .kind = MLSYS_OPT_NAME, .choices = "fabric",
                  .help = "network fabric from the catalog; gives alpha (latency) and beta "
                          "(bandwidth)"},
    [X_ALPHA] = {.name = "alpha", .kind = MLSYS_OPT_QTY, .unit = "s",
                 .help = "alpha: fixed cost per message (overrides the fabric's latency)",
                 .flags = MLSYS_OPTF_NONNEG},
    [X_BETA] = {.name = "beta", .kind = MLSYS_OPT_QTY, .unit = "B/s",
                .help = "beta: link bandwidth per direction (overrides the fabric's)",
                .flags = MLSYS_OPTF_POSITIVE},
};
const struct mlsys_optblock mlsys_blk_link = {link_defs, X_LINK_N};

static const struct mlsys_optdef xfer_defs[X_XFER_N] = {
    [X_COLLECTIVE] = {.name = "collective", .kind = MLSYS_OPT_CHOICE, .def = "p2p",
                      .choices = MLSYS_COLL_CHOICES,
                      .help = "what moves: one message (p2p) or a collective over --ranks"},
    [X_RANKS] = {.name = "ranks", .kind = MLSYS_OPT_COUNT,
                 .help = "N: ranks taking part in the collective (required unless p2p)",
                 .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER},
    [X_ALGO] = {.name = "algo", .kind = MLSYS_OPT_CHOICE, .def = "ring",
                .choices = MLSYS_ALGO_CHOICES,
                .help = "collective algorithm: ring (pairwise for alltoall), tree (allreduce, "
                        "broadcast), hierarchical (allreduce), direct (alltoall, every "
                        "message posted at once), nccl (allreduce, allgather, reducescatter: "
                        "NCCL's ring priced by protocol over a --fabric with ll_bandwidth)"},
    [X_PER_NODE] = {.name = "per-node", .kind = MLSYS_OPT_COUNT,
                    .help = "g: ranks per node (hierarchical; must divide --ranks)",
                    .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER},
    [X_INTRA_ALPHA] = {.name = "intra-alpha", .kind = MLSYS_OPT_QTY, .unit = "s",
                       .help = "alpha inside a node (hierarchical)", .flags = MLSYS_OPTF_NONNEG},
    [X_INTRA_BETA] = {.name = "intra-beta", .kind = MLSYS_OPT_QTY, .unit = "B/s",
                      .help = "beta inside a node, per direction (hierarchical)",
                      .flags = MLSYS_OPTF_POSITIVE},
};
const struct mlsys_optblock mlsys_blk_xfer = {xfer_defs, X_XFER_N};

/* Each note of notes to sink (mlsys_dev_note) unless rc is already an
 * error, then notes freed; returns the first error. */
static int say_notes(const struct mlsys_call *call, struct mlsys_notes *notes, int rc,
                     struct mlsys_sink *sink, struct mlsys_err *err)
{
    for (const char *t = mlsys_notes_next(notes, NULL); !rc && t; t = mlsys_notes_next(notes, t))
        rc = mlsys_dev_note(call, t, sink, err);
    mlsys_notes_free(notes);
    return rc;
}

/* mlsys_net_link, with the catalog fabric given (NULL: none) in *fab. */
static int link_of(const struct mlsys_call *call, struct mlsys_link *link,
                   const struct mlsys_record **fab_out, struct mlsys_sink *sink,
                   struct mlsys_err *err)
{
    const struct mlsys_val *v = mlsys_call_block(call, &mlsys_blk_link);
    const struct mlsys_record *fab = NULL;
    *fab_out = NULL;
    if (v[X_FABRIC].set) {
        int rc = mlsys_catalog_find(call->ctx->catalog, MLSYS_CAT_FABRIC, v[X_FABRIC].s, &fab,
                                    err);
        if (rc) {
            if (!err->file[0])
                mlsys_err_where(err, "--fabric");
            return rc;
        }
    }
    struct mlsys_notes notes;
    mlsys_notes_init(&notes);
    int rc = mlsys_setup_link(fab, mlsys_call_num(call, &mlsys_blk_link, X_ALPHA),
                              mlsys_call_num(call, &mlsys_blk_link, X_BETA), "", link, &notes,
                              err);
    *fab_out = fab;
    return say_notes(call, &notes, rc, sink, err);
}

int mlsys_net_link(const struct mlsys_call *call, struct mlsys_link *link,
                   struct mlsys_sink *sink, struct mlsys_err *err)
{
    const struct mlsys_record *fab;
    return link_of(call, link, &fab, sink, err);
}

/* --algo nccl: the fabric's bus efficiency and NCCL's LL cap (ll_bandwidth),
 * noted; a link without the cap is an error naming --fabric. */
static int nccl_link(const struct mlsys_call *call, const struct mlsys_record *fab,
                     struct mlsys_comm_in *in, struct mlsys_sink *sink, struct mlsys_err *err)
{
    in->ll_Bps = fab ? mlsys_fabric_qty(fab, MLSYS_FAB_LL_BANDWIDTH).v : NAN;
    if (isnan(in->ll_Bps)) {
        int rc = mlsys_err_set(err, MLSYS_EUSAGE,
                               "--algo nccl needs NCCL's LL cap of the link: give a fabric "
                               "with ll_bandwidth (nvlink3, nvlink4, nvlink5)");
        mlsys_err_where(err, "--fabric");
        return rc;
    }
    struct mlsys_notes notes;
    mlsys_notes_init(&notes);
    in->eta = mlsys_setup_link_eta(fab, "collective's", &notes);
    int rc = say_notes(call, &notes, MLSYS_OK, sink, err);
    char ll[64];
    return rc ? rc
              : mlsys_net_note(sink, err, "nccl: bus efficiency %g and LL cap %s from fabric %s",
                               in->eta, mlsys_net_fmt(in->ll_Bps, "B/s", ll, sizeof ll),
                               mlsys_record_name(fab));
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
static int check_algo(const struct mlsys_val *v, const struct mlsys_comm_in *in,
                      struct mlsys_err *err)
{
    const char *coll = mlsys_comm_coll_name(in->coll);
    bool hier = in->algo == MLSYS_ALGO_HIERARCHICAL;
    if (in->algo == MLSYS_ALGO_TREE && in->coll != MLSYS_COLL_ALLREDUCE &&
        in->coll != MLSYS_COLL_BROADCAST)
        return opt_error(err, "algo", "tree is modelled for allreduce and broadcast, not %s",
                         coll);
    if (hier && in->coll != MLSYS_COLL_ALLREDUCE)
        return opt_error(err, "algo", "hierarchical is modelled for allreduce only, not %s",
                         coll);
    if (in->algo == MLSYS_ALGO_DIRECT && in->coll != MLSYS_COLL_ALLTOALL)
        return opt_error(err, "algo", "direct is modelled for alltoall only, not %s", coll);
    if (in->algo == MLSYS_ALGO_NCCL && in->coll != MLSYS_COLL_ALLREDUCE &&
        in->coll != MLSYS_COLL_ALLGATHER && in->coll != MLSYS_COLL_REDUCESCATTER)
        return opt_error(err, "algo",
                         "nccl is modelled for allreduce, allgather and reducescatter, not %s",
                         coll);
    for (size_t i = X_PER_NODE; i <= X_INTRA_BETA; i++) {
        const char *name = xfer_defs[i].name;
        if (hier && !v[i].set)
            return mlsys_err_set(err, MLSYS_EUSAGE,
                                 "missing --%s: --algo hierarchical needs --per-node, "
                                 "--intra-alpha and --intra-beta",
                                 name);
        if (!hier && v[i].set)
            return opt_error(err, name, "applies to --algo hierarchical only");
    }
    if (hier && fmod(in->ranks, in->per_node) != 0)
        return opt_error(err, "per-node", "%.17g ranks do not split into nodes of %.17g",
                         in->ranks, in->per_node);
    return MLSYS_OK;
}

int mlsys_net_xfer(const struct mlsys_call *call, double size_B,
                   struct mlsys_comm_in *in, struct mlsys_sink *sink, struct mlsys_err *err)
{
    const struct mlsys_val *v = mlsys_call_block(call, &mlsys_blk_xfer);
    *in = (struct mlsys_comm_in){.coll = (enum mlsys_comm_coll)v[X_COLLECTIVE].choice,
                                 .algo = (enum mlsys_comm_algo)v[X_ALGO].choice,
                                 .size_B = size_B, .ranks = NAN, .per_node = NAN};
    const struct mlsys_record *fab;
    int rc = link_of(call, &in->link, &fab, sink, err);
    if (rc)
        return rc;
    if (in->coll == MLSYS_COLL_P2P) {
        if (v[X_RANKS].set || mlsys_call_given(call, &xfer_defs[X_ALGO]) || v[X_PER_NODE].set)
            rc = mlsys_net_note(sink, err, "p2p: --ranks, --algo and --per-node do not apply");
        return rc ? rc : mlsys_net_note(sink, err, "%s", mlsys_comm_formula(in->coll, in->algo));
    }
    if (!v[X_RANKS].set)
        return mlsys_err_set(err, MLSYS_EUSAGE, "missing --ranks (N, the ranks taking part) for "
                                                "--collective %s",
                             mlsys_comm_coll_name(in->coll));
    in->ranks = v[X_RANKS].x;
    if (fab && isnan(mlsys_call_num(call, &mlsys_blk_link, X_BETA))) {
        /* a full mesh: each rank reaches its peers over links of their own */
        struct mlsys_notes notes;
        mlsys_notes_init(&notes);
        in->link.beta_Bps = mlsys_setup_mesh_Bps(fab, in->link.beta_Bps, in->ranks, &notes);
        if ((rc = say_notes(call, &notes, MLSYS_OK, sink, err)))
            return rc;
    }
    in->per_node = mlsys_call_num(call, &mlsys_blk_xfer, X_PER_NODE);
    in->intra.alpha_s = mlsys_call_num(call, &mlsys_blk_xfer, X_INTRA_ALPHA);
    in->intra.beta_Bps = mlsys_call_num(call, &mlsys_blk_xfer, X_INTRA_BETA);
    rc = check_algo(v, in, err);
    if (!rc && in->algo == MLSYS_ALGO_NCCL)
        rc = nccl_link(call, fab, in, sink, err);
    return rc ? rc : mlsys_net_note(sink, err, "%s", mlsys_comm_formula(in->coll, in->algo));
}
