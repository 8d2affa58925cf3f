/* gemm.c - the roofline of one matrix product with tile and wave
 * quantisation (gemm.h). */
#include <math.h>
#include <stddef.h>

#include "mlsys/gemm.h"

static const struct {
    double m, n, rel;
} tiles[] = {{256, 128, 1.0}, {128, 256, 1.0}, {128, 128, 0.9}, {64, 128, 0.75}};

double mlsys_gemm_quantisation(double units, double M, double N, double batch)
{
    if (isnan(units) || M <= 16) /* matrix-vector kernels spread over every unit */
        return 1;
    double best = 0;
    for (size_t i = 0; i < sizeof tiles / sizeof tiles[0]; i++) {
        /* a skinny product gets tiles as short as it is, in MMA steps of 16 rows */
        double tm = fmin(tiles[i].m, 16 * ceil(M / 16));
        double n_tiles = batch * ceil(M / tm) * ceil(N / tiles[i].n);
        double waves = ceil(n_tiles / units);
        double util = batch * M * N / (waves * units * tm * tiles[i].n);
        best = fmax(best, tiles[i].rel * util);
    }
    return best;
}

double mlsys_gemm_roofline_s(const struct mlsys_gemm_dev *d, double M, double N, double K,
                             double batch, double s_a_B, double s_b_B, double s_c_B)
{
    double flop = 2 * batch * M * N * K;
    double bytes = batch * (s_a_B * M * K + s_b_B * K * N + s_c_B * M * N);
    double q = mlsys_gemm_quantisation(d->units, M, N, batch);
    return fmax(flop / (d->peak_flops * d->eta_mm * q), bytes / d->bw_Bps);
}
