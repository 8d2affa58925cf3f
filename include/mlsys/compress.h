/* compress.h - compression economics: does encoding a payload, moving
 * the smaller payload and decoding it beat moving it as is? (docs/notation.md
 * s13). Plain doubles in base SI units: seconds (_s), bytes (_B), bytes per
 * second (_Bps); NaN marks "not given".
 *
 * Thread safety: every function here is pure: it reads only its arguments
 * and writes only through its output pointers, with no global or hidden
 * state, so calls from several threads at once are safe.
 */
#ifndef MLSYS_COMPRESS_H
#define MLSYS_COMPRESS_H

#include <stdbool.h>

#include "mlsys/comm.h"
#include "mlsys/err.h"
#include "mlsys/export.h"

#ifdef __cplusplus
extern "C" {
#endif

struct mlsys_compress_in {
    struct mlsys_comm_in xfer; /* the transfer of the UNCOMPRESSED payload M (size_B) */
    double ratio;              /* r_comp = uncompressed / compressed size, > 0       */
    double encode_Bps;         /* codec speed in uncompressed bytes per second; NaN  */
    double decode_Bps;         /* decoder speed in uncompressed bytes per second; NaN */
    double t_encode_s;         /* T_encode as given; NaN (then M/encode_Bps, or 0)   */
    double t_decode_s;         /* T_decode as given; NaN (then M/decode_Bps, or 0)   */
};

struct mlsys_compress_out {
    double t_transfer_s;      /* T_transfer(M)                                   */
    double t_transfer_comp_s; /* T_transfer(M/r_comp)                            */
    double t_encode_s, t_decode_s;
    double t_compressed_s;    /* T_encode + T_transfer(M/r_comp) + T_decode      */
    double t_codec_max_s;     /* T_transfer(M) − T_transfer(M/r_comp)            */
    double speedup;           /* T_transfer(M) / T_compressed                    */
    bool worthwhile;          /* T_encode + T_decode < T_codec_max                */
};

/* Compression economics (the ML Systems textbook's communication chapter;
 * docs/notation.md s13):
 *   T_compressed = T_encode + T_transfer(M/r_comp) + T_decode
 *   T_codec_max  = T_transfer(M) − T_transfer(M/r_comp)
 *   speedup      = T_transfer(M) / T_compressed
 * T_transfer is comm.h's model for the chosen collective and algorithm, so
 * for a pure bandwidth cost T_codec_max = T_transfer(M)·(1 − 1/r_comp)
 * (worked example #27: 10 ms at r_comp 4 leaves 7.5 ms). T_encode =
 * M/encode rate and T_decode = M/decode rate (both rates in uncompressed
 * bytes per second) unless given as times; 0 when neither is given.
 * Errors: those of mlsys_comm_eval; MLSYS_ERANGE for M <= 0, r_comp <= 0,
 * rates <= 0, times < 0; MLSYS_EUSAGE for a time and a rate for the same
 * side. */
MLSYS_API int mlsys_compress_eval(const struct mlsys_compress_in *in,
                                  struct mlsys_compress_out *out, struct mlsys_err *err);

#ifdef __cplusplus
}
#endif

#endif
