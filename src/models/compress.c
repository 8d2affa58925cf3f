/* compress.c - compression economics (compress.h). */
#include "mlsys/compress.h"

#include <math.h>

static bool given(double x) { return !isnan(x); }

/* One side of the codec: the time as given, M/rate, or 0. */
static int codec_time(double t_s, double rate_Bps, double size_B, const char *side,
                      double *out_s, struct mlsys_err *err)
{
    if (given(t_s) && given(rate_Bps))
        return mlsys_err_set(err, MLSYS_EUSAGE, "give the %s time or the %s rate, not both",
                             side, side);
    if (given(t_s) && !(t_s >= 0 && isfinite(t_s)))
        return mlsys_err_set(err, MLSYS_ERANGE, "the %s time must be finite and >= 0", side);
    if (given(rate_Bps) && !(rate_Bps > 0 && isfinite(rate_Bps)))
        return mlsys_err_set(err, MLSYS_ERANGE, "the %s rate must be finite and > 0", side);
    *out_s = given(t_s) ? t_s : given(rate_Bps) ? size_B / rate_Bps : 0;
    return MLSYS_OK;
}

/* T_transfer of size_B bytes with in's collective and link. */
static int transfer(const struct mlsys_comm_in *xfer, double size_B, double *t_s,
                    struct mlsys_err *err)
{
    struct mlsys_comm_in c = *xfer;
    struct mlsys_comm_out o;
    c.size_B = size_B;
    int rc = mlsys_comm_eval(&c, &o, err);
    if (!rc)
        *t_s = o.t_s;
    return rc;
}

/* T_compressed = T_encode + T_transfer(M/r_comp) + T_decode;
 * T_codec_max = T_transfer(M) − T_transfer(M/r_comp); speedup =
 * T_transfer(M)/T_compressed (compress.h). */
int mlsys_compress_eval(const struct mlsys_compress_in *in, struct mlsys_compress_out *out,
                        struct mlsys_err *err)
{
    double M = in->xfer.size_B;
    if (!(M > 0 && isfinite(M)))
        return mlsys_err_set(err, MLSYS_ERANGE, "the payload must be a finite size > 0");
    if (!(in->ratio > 0 && isfinite(in->ratio)))
        return mlsys_err_set(err, MLSYS_ERANGE, "r_comp must be a finite number > 0");
    int rc = codec_time(in->t_encode_s, in->encode_Bps, M, "encode", &out->t_encode_s, err);
    if (!rc)
        rc = codec_time(in->t_decode_s, in->decode_Bps, M, "decode", &out->t_decode_s, err);
    if (!rc)
        rc = transfer(&in->xfer, M, &out->t_transfer_s, err);
    if (!rc)
        rc = transfer(&in->xfer, M / in->ratio, &out->t_transfer_comp_s, err);
    if (rc)
        return rc;
    out->t_compressed_s = out->t_encode_s + out->t_transfer_comp_s + out->t_decode_s;
    out->t_codec_max_s = out->t_transfer_s - out->t_transfer_comp_s;
    out->speedup = out->t_transfer_s / out->t_compressed_s;
    out->worthwhile = out->t_encode_s + out->t_decode_s < out->t_codec_max_s;
    return MLSYS_OK;
}
