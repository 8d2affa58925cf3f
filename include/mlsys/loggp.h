/* loggp.h - the LogGP model of message passing (docs/notation.md s6):
 * network latency, per-message overheads on both
 * sides, a gap between injections and a gap per byte of a long message.
 * Plain doubles in base SI units: seconds (_s), bytes (_B), seconds per
 * byte (_sPB), bytes per second (_Bps).
 *
 * Thread safety: every function here is pure: it reads only its arguments
 * and writes only through its output pointers, with no global or hidden
 * state, so calls from several threads at once are safe.
 */
#ifndef MLSYS_LOGGP_H
#define MLSYS_LOGGP_H

#include "mlsys/err.h"
#include "mlsys/export.h"

#ifdef __cplusplus
extern "C" {
#endif

struct mlsys_loggp_in {
    double L_s;      /* L_LogGP, network latency, >= 0                       */
    double o_send_s; /* o_send, sender overhead per message, >= 0            */
    double o_recv_s; /* o_recv, receiver overhead per message, >= 0          */
    double g_s;      /* g, least time between two message injections, >= 0  */
    double G_sPB;    /* G, gap per byte of a long message, > 0               */
    double size_B;   /* n, bytes per message, >= 1                           */
    double messages; /* m, back-to-back messages, a whole number >= 1        */
};

struct mlsys_loggp_out {
    double t_long_s;       /* T_long(n): one message                         */
    double t_msgs_s;       /* T_msgs: m messages                             */
    double gap_s;          /* max(g, o_send, (n−1)·G): spacing of sends      */
    double alpha_equiv_s;  /* α = o_send + L_LogGP + o_recv                  */
    double beta_equiv_Bps; /* β = 1/G                                        */
};

/* LogGP (Alexandrov, Ionescu, Schauser and Scheiman 1995, "LogGP:
 * Incorporating Long Messages into the LogP Model"):
 *   T_long(n) = o_send + (n−1)·G + L_LogGP + o_recv
 *   T_msgs    = T_long(n) + (m−1)·max(g, o_send, (n−1)·G)
 * The first byte leaves after o_send, each further byte G later; the last
 * arrives L_LogGP after leaving and is taken in o_recv. Consecutive sends
 * are spaced by the gap g, by the sender's overhead when that is longer, or
 * by the (n−1)·G the bytes of one long message take to leave: back-to-back
 * long messages can never beat the link's 1/G bandwidth.
 * The equivalent α-β parameters are α = o_send + L_LogGP + o_recv and
 * β = 1/G, so T_long(n) = α + (n−1)/β (one byte less than α + n/β).
 * Errors (MLSYS_ERANGE): negative or non-finite times, G <= 0, n < 1 B,
 * m not a whole number >= 1. MLSYS_ENUMERIC when T_long or T_msgs is not
 * a finite number (inputs whose product overflows a double). */
MLSYS_API int mlsys_loggp_eval(const struct mlsys_loggp_in *in, struct mlsys_loggp_out *out,
                               struct mlsys_err *err);

#ifdef __cplusplus
}
#endif

#endif
