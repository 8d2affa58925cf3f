/* netopts.h - options shared by the network commands (comm, compress,
 * cluster): a link from --fabric or raw --alpha/--beta, and a transfer
 * (--collective --ranks --algo --per-node --intra-alpha --intra-beta)
 * resolved into comm.h's inputs (internal). */
#ifndef MLSYS_COMMANDS_NETOPTS_H
#define MLSYS_COMMANDS_NETOPTS_H

#include <stddef.h>

#include "mlsys/comm.h"
#include "run/command.h"

/* The shared options, in this order, at the start of a command's table
 * (base 0 in the functions below); X_FABRIC..X_BETA alone describe a link. */
enum {
    X_FABRIC, X_ALPHA, X_BETA,
    X_COLLECTIVE, X_RANKS, X_ALGO, X_PER_NODE, X_INTRA_ALPHA, X_INTRA_BETA,
    X_N
};

/* Designated initializers for the shared options, to put at the start
 * (index 0) of a command's option table: the link options only, or all. */
#define MLSYS_LINK_OPTIONS                                                                   \
    [X_FABRIC] = {"fabric", 0, MLSYS_OPT_NAME, NULL, NULL, "fabric",                        \
                  "network fabric from the catalog; gives alpha (latency) and beta "        \
                  "(bandwidth)",                                                            \
                  0},                                                                       \
    [X_ALPHA] = {"alpha", 0, MLSYS_OPT_QTY, "s", NULL, NULL,                                \
                 "alpha: fixed cost per message (overrides the fabric's latency)",          \
                 MLSYS_OPTF_NONNEG},                                                        \
    [X_BETA] = {"beta", 0, MLSYS_OPT_QTY, "B/s", NULL, NULL,                                \
                "beta: link bandwidth per direction (overrides the fabric's)",             \
                MLSYS_OPTF_POSITIVE}
#define MLSYS_XFER_OPTIONS                                                                   \
    MLSYS_LINK_OPTIONS,                                                                      \
    [X_COLLECTIVE] = {"collective", 0, MLSYS_OPT_CHOICE, NULL, "p2p", MLSYS_COLL_CHOICES,   \
                      "what moves: one message (p2p) or a collective over --ranks", 0},     \
    [X_RANKS] = {"ranks", 0, MLSYS_OPT_COUNT, NULL, NULL, NULL,                             \
                 "N: ranks taking part in the collective (required unless p2p)",           \
                 MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER},                                 \
    [X_ALGO] = {"algo", 0, MLSYS_OPT_CHOICE, NULL, "ring", MLSYS_ALGO_CHOICES,              \
                "collective algorithm: ring (pairwise for alltoall), tree (allreduce, "     \
                "broadcast), hierarchical (allreduce)",                                     \
                0},                                                                         \
    [X_PER_NODE] = {"per-node", 0, MLSYS_OPT_COUNT, NULL, NULL, NULL,                       \
                    "g: ranks per node (hierarchical; must divide --ranks)",                \
                    MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER},                              \
    [X_INTRA_ALPHA] = {"intra-alpha", 0, MLSYS_OPT_QTY, "s", NULL, NULL,                    \
                       "alpha inside a node (hierarchical)", MLSYS_OPTF_NONNEG},            \
    [X_INTRA_BETA] = {"intra-beta", 0, MLSYS_OPT_QTY, "B/s", NULL, NULL,                    \
                      "beta inside a node, per direction (hierarchical)",                   \
                      MLSYS_OPTF_POSITIVE}

/* A model double as a cell: NaN (not defined for these inputs) gives an
 * absent cell ("-", null, empty). */
struct mlsys_cell mlsys_net_val(double x);

/* sink->note with printf formatting (at most 255 bytes). */
int mlsys_net_note(struct mlsys_sink *sink, struct mlsys_err *err, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* v (base SI units of `family`, e.g. "s", "B/s") for people, 4 digits,
 * into buf of size n ("5 us", "50 GB/s"). Returns buf. */
const char *mlsys_net_fmt(double v, const char *family, char *buf, size_t n);

/* α and β of the link: the catalog fabric --fabric, then --alpha and
 * --beta override. Both are required (MLSYS_EUSAGE naming the options).
 * The values taken from the fabric are reported with a note. */
int mlsys_net_link(const struct mlsys_call *call, size_t base, struct mlsys_link *link,
                   struct mlsys_sink *sink, struct mlsys_err *err);

/* The whole transfer of size_B bytes: the link, the collective and its
 * algorithm, checked together with option names in the messages (--ranks
 * required for collectives; tree only for allreduce and broadcast;
 * hierarchical only for allreduce, with --per-node dividing --ranks and
 * --intra-alpha and --intra-beta). Options that do not apply are noted.
 * The formula used is noted. */
int mlsys_net_xfer(const struct mlsys_call *call, size_t base, double size_B,
                   struct mlsys_comm_in *in, struct mlsys_sink *sink, struct mlsys_err *err);

#endif
