/* cmd_loggp.c - `mlsys loggp`: LogGP message times and the α-β they imply. */
#include "commands/cmds.h"
#include "commands/device.h"
#include "mlsys/loggp.h"

enum { O_L, O_O, O_O_SEND, O_O_RECV, O_GAP, O_GAP_BYTE, O_SIZE, O_MESSAGES, O_N };

#define TIME(nm, dflt, hlp, fl) \
    {.name = (nm), .kind = MLSYS_OPT_QTY, .unit = "s", .def = (dflt), .help = (hlp), .flags = (fl)}

static const struct mlsys_optdef opts[O_N] = {
    [O_L] = TIME("L", NULL, "L_LogGP: network latency", MLSYS_OPTF_NONNEG | MLSYS_OPTF_REQUIRED),
    [O_O] = TIME("o", NULL, "o: overhead per message on each side (sets o_send and o_recv)",
                 MLSYS_OPTF_NONNEG),
    [O_O_SEND] = TIME("o-send", NULL, "o_send: sender overhead per message (overrides --o)",
                      MLSYS_OPTF_NONNEG),
    [O_O_RECV] = TIME("o-recv", NULL, "o_recv: receiver overhead per message (overrides --o)",
                      MLSYS_OPTF_NONNEG),
    [O_GAP] = TIME("g", "0 s", "g: least time between two message injections",
                   MLSYS_OPTF_NONNEG),
    [O_GAP_BYTE] = {.name = "G", .kind = MLSYS_OPT_QTY, .unit = "s/B",
                    .help = "G: gap per byte of a long message, 1/bandwidth (e.g. \"1/(50 GB/s)\")",
                    .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_REQUIRED},
    [O_SIZE] = {.name = "size", .kind = MLSYS_OPT_QTY, .unit = "B",
                .help = "n: bytes per message (at least 1 B)",
                .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_REQUIRED},
    [O_MESSAGES] = {.name = "messages", .kind = MLSYS_OPT_COUNT, .def = "1",
                    .help = "m: messages sent back to back",
                    .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER},
};

enum { C_L, C_OS, C_OR, C_G, C_GB, C_TLONG, C_TMSGS, C_AEQ, C_BEQ, C_N };

static const struct mlsys_coldef cols[C_N] = {
    [C_L] = {"L_LogGP", "s", MLSYS_FMT_AUTO, "network latency", 0},
    [C_OS] = {"o_send", "s", MLSYS_FMT_AUTO, "sender overhead per message", 0},
    [C_OR] = {"o_recv", "s", MLSYS_FMT_AUTO, "receiver overhead per message", 0},
    [C_G] = {"g", "s", MLSYS_FMT_AUTO, "least time between two message injections", 0},
    [C_GB] = {"G", "s/B", MLSYS_FMT_AUTO, "gap per byte of a long message", 0},
    [C_TLONG] = {"T_long", "s", MLSYS_FMT_AUTO, "one n-byte message: o_send + (n-1)G + L + o_recv",
                 MLSYS_COL_SUMMARY},
    [C_TMSGS] = {"T_msgs", "s", MLSYS_FMT_AUTO, "m messages: T_long + (m-1) max(g, o_send, (n-1)G)",
                 MLSYS_COL_SUMMARY},
    [C_AEQ] = {"alpha_equiv", "s", MLSYS_FMT_AUTO, "equivalent alpha: o_send + L + o_recv",
               MLSYS_COL_SUMMARY},
    [C_BEQ] = {"beta_equiv", "B/s", MLSYS_FMT_AUTO, "equivalent beta: 1/G", MLSYS_COL_SUMMARY},
};

static const char *const examples[] = {
    "loggp --L 5us --o 1us --G \"1/(50 GB/s)\" --size 1MB",
    "loggp --L 2us --o-send 1us --o-recv 500ns --g 3us --G 20ps/B --size 4KB --messages 100",
    NULL,
};

/* o_send and o_recv: their own options, else --o; both required. */
static int overheads(const struct mlsys_val *v, struct mlsys_loggp_in *in, struct mlsys_err *err)
{
    const struct mlsys_val *s = v[O_O_SEND].set ? &v[O_O_SEND] : &v[O_O];
    const struct mlsys_val *r = v[O_O_RECV].set ? &v[O_O_RECV] : &v[O_O];
    if (!s->set || !r->set)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "missing --o (overhead per message on each side), or --o-send "
                             "and --o-recv");
    in->o_send_s = s->q.v;
    in->o_recv_s = r->q.v;
    return MLSYS_OK;
}

/* One LogGP evaluation from the bound options: one row. */
static int eval(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    const struct mlsys_val *v = call->v;
    struct mlsys_loggp_in in = {.L_s = v[O_L].q.v, .g_s = v[O_GAP].q.v,
                                .G_sPB = v[O_GAP_BYTE].q.v, .size_B = v[O_SIZE].q.v,
                                .messages = v[O_MESSAGES].x};
    struct mlsys_loggp_out out;
    int rc = overheads(v, &in, err);
    if (!rc && in.size_B < 1) {
        rc = mlsys_err_set(err, MLSYS_ERANGE, "must be at least 1 B (LogGP charges (n-1)*G)");
        mlsys_err_where(err, "--size");
    }
    if (!rc)
        rc = mlsys_dev_overflow(call, mlsys_loggp_eval(&in, &out, err), err);
    if (rc)
        return rc;
    struct mlsys_cell c[C_N];
    c[C_L] = mlsys_cell_val(in.L_s);
    c[C_OS] = mlsys_cell_val(in.o_send_s);
    c[C_OR] = mlsys_cell_val(in.o_recv_s);
    c[C_G] = mlsys_cell_val(in.g_s);
    c[C_GB] = mlsys_cell_val(in.G_sPB);
    c[C_TLONG] = mlsys_cell_val(out.t_long_s);
    c[C_TMSGS] = mlsys_cell_val(out.t_msgs_s);
    c[C_AEQ] = mlsys_cell_val(out.alpha_equiv_s);
    c[C_BEQ] = mlsys_cell_val(out.beta_equiv_Bps);
    return sink->row(sink, c, err);
}

const struct mlsys_cmddef mlsys_cmd_loggp = {
    .name = "loggp",
    .summary = "LogGP message times: latency, overheads, gaps; the alpha-beta they imply",
    .description =
        "T_long(n) = o_send + (n-1)*G + L_LogGP + o_recv: the first byte leaves after the\n"
        "sender's overhead, each further byte G later, the last arrives L_LogGP later and is\n"
        "taken in o_recv. m messages back to back: T_msgs = T_long(n) + (m-1)*max(g, o_send,\n"
        "(n-1)*G): a message starts no sooner than g or o_send after the one before, nor before\n"
        "that one's bytes have left, so long messages never beat 1/G. The alpha-beta model "
        "with alpha = o_send + L_LogGP + o_recv and beta = 1/G gives the\n"
        "same time for n-1 bytes (Alexandrov et al. 1995).",
    .blocks = MLSYS_BLOCKS(MLSYS_OWN(opts, O_N)),
    .cols = cols,
    .ncols = C_N,
    .examples = examples,
    .eval = eval,
};
