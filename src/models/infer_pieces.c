/* infer_pieces.c - a prefill computed in pieces of the engine's micro-batch
 * (llama.cpp's n_ubatch), one after another, each piece's attention
 * against the keys before it: the pieces summed one by one, or in closed
 * form past PIECES_LOOP (infer_impl.h; docs/inference.md, "Prefill" and the llamacpp engine). */
#include <math.h>
#include <stdbool.h>

#include "mlsys/infer.h"
#include "models/infer_impl.h"

/* Pieces summed one by one up to this many; beyond, in closed form (the
 * same sum in exact arithmetic, its rounding aside): a prompt of a billion
 * tokens is 2 million pieces of 512, and a fuzzed 1e55 would loop forever. */
#define PIECES_LOOP 65536.0

/* mlsys_infer_rest_s of the pieces j = j0 .. j1 - 1 of q tokens a prompt, piece j
 * after j q cached: on a range where no piece's keys cross a sliding
 * window (mlsys_arch_cached_tokens affine in c and in c + q) each term is a
 * polynomial of degree at most 2 in j, so the range sums from its first
 * three values by forward differences, m P(j0) + C(m, 2) dP + C(m, 3) d2P. */
static double pieces_range_s(const struct mlsys_infer_in *in, double n, double q, double j0,
                             double j1)
{
    double m = j1 - j0, sum = 0;
    if (!(m > 3)) {
        for (double j = j0; j < j1; j++)
            sum += mlsys_infer_rest_s(in, n, q, j * q, false);
        return sum;
    }
    double p0 = mlsys_infer_rest_s(in, n, q, j0 * q, false);
    double p1 = mlsys_infer_rest_s(in, n, q, (j0 + 1) * q, false);
    double p2 = mlsys_infer_rest_s(in, n, q, (j0 + 2) * q, false);
    return m * p0 + m * (m - 1) / 2 * (p1 - p0) + m * (m - 1) * (m - 2) / 6 * (p2 - 2 * p1 + p0);
}

/* mlsys_infer_rest_s of the first K pieces of q tokens a prompt (piece j after j q
 * cached), by ranges split where the pieces' keys reach a sliding window W
 * (the piece j = floor(W/q) that straddles it on its own). */
static double pieces_rest_s(const struct mlsys_infer_in *in, double n, double q, double K)
{
    const struct mlsys_arch *a = &in->arch;
    if (!(a->window > 0 && a->window_layers > 0))
        return pieces_range_s(in, n, q, 0, K);
    double b1 = fmin(K, floor(a->window / q)), b2 = fmin(K, ceil(a->window / q));
    return pieces_range_s(in, n, q, 0, b1) + pieces_range_s(in, n, q, b1, b2) +
           pieces_range_s(in, n, q, b2, K);
}

/* Contract in infer_impl.h. */
double mlsys_infer_prefill_run(const struct mlsys_infer_in *in, double n, double S)
{
    double u = in->eng.ubatch_tokens, N = n * S;
    if (!(u > 0) || !(N > u) || mlsys_infer_groups(&in->lay) > 1)
        return mlsys_infer_prefill_s(in, n, S);
    double k = ceil(N / u), last = N - u * (k - 1), flop, bytes, head;
    double piece = mlsys_infer_gemms(in, u, 0, u, &flop, &bytes, &head) +
                   mlsys_infer_eltwise_s(in, u, u) + mlsys_infer_moe_token_s(in, u);
    double before_s = 0;
    if (k - 1 > PIECES_LOOP)
        before_s = (k - 1) * piece + pieces_rest_s(in, n, u / n, k - 1);
    else
        for (double j = 0; j < k - 1; j++)
            before_s += piece + mlsys_infer_rest_s(in, n, u / n, j * u / n, false);
    double last_s = mlsys_infer_gemms(in, last, n, last, &flop, &bytes, &head) +
                    mlsys_infer_eltwise_s(in, last, last) + mlsys_infer_moe_token_s(in, last) +
                    mlsys_infer_rest_s(in, n, last / n, (k - 1) * u / n, false);
    if (!(in->lay.pp > 1))
        return before_s + last_s;
    /* the longest piece before the last: the last of them, with the most keys */
    double most_s = piece + mlsys_infer_rest_s(in, n, u / n, (k - 2) * u / n, false);
    return mlsys_infer_pieces_s(in, k, before_s, last_s, most_s);
}
