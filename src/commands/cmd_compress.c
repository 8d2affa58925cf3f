/* cmd_compress.c - `mlsys compress`: does compressing a transfer pay? */
#include <math.h>

#include "commands/cmds.h"
#include "commands/device.h"
#include "commands/netopts.h"
#include "mlsys/compress.h"

enum { O_SIZE, O_RATIO, O_ENC_RATE, O_DEC_RATE, O_T_ENC, O_T_DEC, O_N };

static const struct mlsys_optdef opts[O_N] = {
    [O_SIZE] = {.name = "size", .kind = MLSYS_OPT_QTY, .unit = "B",
                .help = "M: uncompressed payload (for a collective, the buffer as in comm)",
                .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_REQUIRED},
    [O_RATIO] = {.name = "ratio", .kind = MLSYS_OPT_COUNT,
                 .help = "r_comp: uncompressed size / compressed size",
                 .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_REQUIRED},
    [O_ENC_RATE] = {.name = "encode-rate", .kind = MLSYS_OPT_QTY, .unit = "B/s",
                    .help = "encoder speed in uncompressed bytes per second (T_encode = M/rate)",
                    .flags = MLSYS_OPTF_POSITIVE},
    [O_DEC_RATE] = {.name = "decode-rate", .kind = MLSYS_OPT_QTY, .unit = "B/s",
                    .help = "decoder speed in uncompressed bytes per second (T_decode = M/rate)",
                    .flags = MLSYS_OPTF_POSITIVE},
    [O_T_ENC] = {.name = "t-encode", .kind = MLSYS_OPT_QTY, .unit = "s",
                 .help = "T_encode: encoding time (instead of --encode-rate)",
                 .flags = MLSYS_OPTF_NONNEG},
    [O_T_DEC] = {.name = "t-decode", .kind = MLSYS_OPT_QTY, .unit = "s",
                 .help = "T_decode: decoding time (instead of --decode-rate)",
                 .flags = MLSYS_OPTF_NONNEG},
};
static const struct mlsys_optblock own = {opts, O_N};

enum { C_TXFER, C_TENC, C_TDEC, C_TCOMP, C_TMAX, C_SPEEDUP, C_WORTH, C_N };

#define S MLSYS_COL_SUMMARY
static const struct mlsys_coldef cols[C_N] = {
    [C_TXFER] = {"T_transfer", "s", MLSYS_FMT_AUTO, "transfer time of the uncompressed M", S},
    [C_TENC] = {"T_encode", "s", MLSYS_FMT_AUTO, "codec time before the transfer", 0},
    [C_TDEC] = {"T_decode", "s", MLSYS_FMT_AUTO, "codec time after the transfer", 0},
    [C_TCOMP] = {"T_compressed", "s", MLSYS_FMT_AUTO,
                 "T_encode + T_transfer(M/r_comp) + T_decode", S},
    [C_TMAX] = {"T_codec_max", "s", MLSYS_FMT_AUTO,
                "largest codec time that still pays: T_transfer(M) - T_transfer(M/r_comp)", S},
    [C_SPEEDUP] = {"speedup", "", MLSYS_FMT_AUTO, "T_transfer / T_compressed", S},
    [C_WORTH] = {"worthwhile", NULL, MLSYS_FMT_AUTO, "T_encode + T_decode < T_codec_max", S},
};

static const char *const examples[] = {
    "compress --alpha 0s --beta 100GB/s --size 1GB --ratio 4",
    "compress --fabric ib-ndr --collective allreduce --ranks 256 --size 14GB --ratio 4 "
    "--encode-rate 200GB/s --decode-rate 400GB/s",
    NULL,
};

/* A time option and a rate option for the same codec side conflict. */
static int check(const struct mlsys_val *v, struct mlsys_err *err)
{
    static const int pairs[2][2] = {{O_T_ENC, O_ENC_RATE}, {O_T_DEC, O_DEC_RATE}};
    for (int i = 0; i < 2; i++)
        if (v[pairs[i][0]].set && v[pairs[i][1]].set) {
            int rc = mlsys_err_set(err, MLSYS_EUSAGE, "give --%s or --%s, not both",
                                   opts[pairs[i][0]].name, opts[pairs[i][1]].name);
            mlsys_err_where(err, "--%s", opts[pairs[i][0]].name);
            return rc;
        }
    return MLSYS_OK;
}

/* Resolve the transfer and the codec, evaluate compress.h: one row. */
static int eval(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    const struct mlsys_val *v = mlsys_call_block(call, &own);
    struct mlsys_compress_in in = {.ratio = v[O_RATIO].x,
                                   .encode_Bps = mlsys_call_num(call, &own, O_ENC_RATE),
                                   .decode_Bps = mlsys_call_num(call, &own, O_DEC_RATE),
                                   .t_encode_s = mlsys_call_num(call, &own, O_T_ENC),
                                   .t_decode_s = mlsys_call_num(call, &own, O_T_DEC)};
    int rc = check(v, err);
    if (!rc)
        rc = mlsys_net_xfer(call, v[O_SIZE].q.v, &in.xfer, sink, err);
    if (!rc && !v[O_ENC_RATE].set && !v[O_T_ENC].set)
        rc = mlsys_net_note(sink, err, "T_encode = 0: no --encode-rate or --t-encode given");
    if (!rc && !v[O_DEC_RATE].set && !v[O_T_DEC].set)
        rc = mlsys_net_note(sink, err, "T_decode = 0: no --decode-rate or --t-decode given");
    struct mlsys_compress_out o;
    if (!rc)
        rc = mlsys_dev_overflow(call, mlsys_compress_eval(&in, &o, err), err);
    if (rc)
        return rc;
    struct mlsys_cell c[C_N];
    c[C_TXFER] = mlsys_cell_val(o.t_transfer_s);
    c[C_TENC] = mlsys_cell_val(o.t_encode_s);
    c[C_TDEC] = mlsys_cell_val(o.t_decode_s);
    c[C_TCOMP] = mlsys_cell_val(o.t_compressed_s);
    c[C_TMAX] = mlsys_cell_val(o.t_codec_max_s);
    c[C_SPEEDUP] = mlsys_net_val(o.speedup);
    c[C_WORTH] = mlsys_cell_bool(o.worthwhile);
    return sink->row(sink, c, err);
}

const struct mlsys_cmddef mlsys_cmd_compress = {
    .name = "compress",
    .summary = "compression economics: codec time against transfer time saved",
    .description =
        "T_compressed = T_encode + T_transfer(M/r_comp) + T_decode against T_transfer(M), with\n"
        "T_transfer the alpha-beta model of `comm` for the chosen collective and algorithm.\n"
        "T_codec_max = T_transfer(M) - T_transfer(M/r_comp) is the most the codec may take;\n"
        "compression is worthwhile when T_encode + T_decode < T_codec_max. Codec rates are in\n"
        "uncompressed bytes per second: T_encode = M/encode rate, T_decode = M/decode rate.",
    .blocks = MLSYS_BLOCKS(&mlsys_blk_link, &mlsys_blk_xfer, &own),
    .cols = cols,
    .ncols = C_N,
    .examples = examples,
    .eval = eval,
};
