/* gemm.c - the roofline of one matrix product with tile and wave
 * quantisation (gemm.h). */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

#include "mlsys/gemm.h"

/* fmin and fmax as C99 defines them (a NaN argument yields the other one),
 * written out so that they compile inline instead of as calls into libm:
 * the same values bit for bit. (Signed zeros do not arise here: every
 * operand is a positive count, size or rate.) */
static inline double min_of(double a, double b)
{
    return isnan(a) ? b : isnan(b) ? a : b < a ? b : a;
}

static inline double max_of(double a, double b)
{
    return isnan(a) ? b : isnan(b) ? a : b > a ? b : a;
}

/* ceil(x), bit for bit: for 0 < x < 2^52 through a conversion to an
 * integer and back (a handful of instructions, where the portable inline
 * ceil takes a score; its result is exact, and positive, in that range),
 * anything else - zero, negatives, NaN, huge values - by ceil itself. */
static inline double ceil_of(double x)
{
    if (x > 0 && x < 0x1p52) {
        double t = (double)(int64_t)x;
        return t < x ? t + 1 : t;
    }
    return ceil(x);
}

/* The useful share of the work with one CTA tile of tm x tn (tm already
 * capped at the product's height) and relative throughput rel, given the
 * tiles along M (cm = ceil(M / tm)) and along N (cn = ceil(N / tn)) and
 * work = batch M N: rel batch M N / (waves units tm tn), waves the
 * rounds of `units` tiles. */
static inline double tile_util(double units, double batch, double work, double tm, double tn,
                               double cm, double cn, double rel)
{
    double n_tiles = batch * cm * cn;
    double waves = ceil_of(n_tiles / units);
    return rel * (work / (waves * units * tm * tn));
}

/* The four tiles 256x128 (1), 128x256 (1), 128x128 (0.9) and 64x128
 * (0.75), each a tile no taller than the product rounded up to 16 rows,
 * written out so that the quotients the tiles share (M over a height of
 * 128, N over a width of 128) are computed once; each tile's figure is
 * the same expression, operation for operation, as a loop over the table
 * would give. */
double mlsys_gemm_quantisation(double units, double M, double N, double batch)
{
    if (isnan(units) || M <= 16) /* matrix-vector kernels spread over every unit */
        return 1;
    /* a skinny product gets tiles as short as it is, in MMA steps of 16 rows */
    const double cap = 16 * ceil_of(M / 16);
    const double work = batch * M * N;
    const double tm256 = min_of(256, cap), tm128 = min_of(128, cap), tm64 = min_of(64, cap);
    const double cm128 = ceil_of(M / tm128), cn128 = ceil_of(N / 128);
    double best = 0;
    best = max_of(best, tile_util(units, batch, work, tm256, 128, ceil_of(M / tm256), cn128, 1.0));
    best = max_of(best, tile_util(units, batch, work, tm128, 256, cm128, ceil_of(N / 256), 1.0));
    /* A tile's useful share is at most 1 (its tiles cover the product), so
     * one of relative throughput rel gives at most rel; with a margin far
     * above the rounding of its few products, a tile that cannot beat the
     * best so far is skipped, which leaves the maximum as it is. */
    const double margin = 1 + 1e-9;
    if (!(best > 0.9 * margin))
        best = max_of(best, tile_util(units, batch, work, tm128, 128, cm128, cn128, 0.9));
    if (!(best > 0.75 * margin))
        best = max_of(best, tile_util(units, batch, work, tm64, 128, ceil_of(M / tm64), cn128,
                                      0.75));
    return best;
}

double mlsys_gemm_roofline_s(const struct mlsys_gemm_dev *d, double M, double N, double K,
                             double batch, double s_a_B, double s_b_B, double s_c_B)
{
    double flop = 2 * batch * M * N * K;
    double bytes = batch * (s_a_B * M * K + s_b_B * K * N + s_c_B * M * N);
    double q = mlsys_gemm_quantisation(d->units, M, N, batch);
    return max_of(flop / (d->peak_flops * d->eta_mm * q), bytes / d->bw_Bps);
}
