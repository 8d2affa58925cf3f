/* netopts.h - options shared by the network commands (comm, compress,
 * cluster): a link from --fabric or raw --alpha/--beta, and a transfer
 * (--collective --ranks --algo --per-node --intra-alpha --intra-beta)
 * resolved into comm.h's inputs (internal). */
#ifndef MLSYS_COMMANDS_NETOPTS_H
#define MLSYS_COMMANDS_NETOPTS_H

#include <stddef.h>

#include "mlsys/comm.h"
#include "run/command.h"

/* The link block: a link from --fabric or raw --alpha/--beta. */
enum { X_FABRIC, X_ALPHA, X_BETA, X_LINK_N };
extern const struct mlsys_optblock mlsys_blk_link;

/* The transfer block: what moves over the link (with the link block). */
enum { X_COLLECTIVE, X_RANKS, X_ALGO, X_PER_NODE, X_INTRA_ALPHA, X_INTRA_BETA, X_XFER_N };
extern const struct mlsys_optblock mlsys_blk_xfer;

/* A model double as a cell: NaN (not defined for these inputs) gives an
 * absent cell ("-", null, empty). */
struct mlsys_cell mlsys_net_val(double x);

/* sink->note with printf formatting, of any length (MLSYS_ENOMEM when the
 * note cannot be allocated). */
int mlsys_net_note(struct mlsys_sink *sink, struct mlsys_err *err, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* v (base SI units of `family`, e.g. "s", "B/s") for people, 4 digits,
 * into buf of size n ("5 us", "50 GB/s"). Returns buf. */
const char *mlsys_net_fmt(double v, const char *family, char *buf, size_t n);

/* α and β of the link block: the catalog fabric --fabric, then --alpha
 * and --beta override (mlsys_setup_link). Both are required (MLSYS_EUSAGE
 * naming the options). The values taken from the fabric are noted. */
int mlsys_net_link(const struct mlsys_call *call, struct mlsys_link *link,
                   struct mlsys_sink *sink, struct mlsys_err *err);

/* The whole transfer of size_B bytes: the link, the collective and its
 * algorithm, checked together with option names in the messages (--ranks
 * required for collectives; tree only for allreduce and broadcast;
 * hierarchical only for allreduce, with --per-node dividing --ranks and
 * --intra-alpha and --intra-beta). Options that do not apply are noted.
 * The formula used is noted. */
int mlsys_net_xfer(const struct mlsys_call *call, double size_B,
                   struct mlsys_comm_in *in, struct mlsys_sink *sink, struct mlsys_err *err);

#endif
