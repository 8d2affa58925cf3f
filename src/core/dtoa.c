/* dtoa.c - shortest round-trip formatting of doubles (see core/dtoa.h).
 *
 * The digits come from the method of Raffaello Giulietti, "The Schubfach
 * way to render doubles" (2020), written here from the paper's
 * description (shortest_digits below states it): one table lookup, three
 * 64 x 128-bit products and a few comparisons find the shortest decimal,
 * with no loop over digits except to drop the trailing zeros of a short
 * one. The 127-bit multipliers are generated, and the fixed-point
 * logarithms checked, by bench/gen_dtoa_table.py. Exact integers below
 * 2^53 skip all of it (they are their own shortest form).
 *
 * The text is then laid out as ECMAScript's Number::toString does, the
 * digits written eight at a time with a fixed-point reciprocal (no
 * division per digit).
 */
#include "core/dtoa.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "dtoa_table.h"

__extension__ typedef unsigned __int128 dtoa_u128;

#define DBL_MANT_BITS 52
#define DBL_EXP_BIAS 1075 /* 1023 + 52: x = m2 * 2^(biased - 1075) */

/* Two ASCII digits for each value 0..99. */
static const char DIGIT_PAIRS[201] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

/* floor(q * log10(2)) and floor(q * log10(2) + log10(3/4)), exact for
 * every binary exponent of a double, -1074 <= q <= 971 (checked by the
 * generator). The products fit in 32 bits; >> of a negative value is the
 * arithmetic shift, a floor, on the compilers this builds with (GCC and
 * Clang define it so). */
static inline int floor_log10_pow2(int q)
{
    return (q * 315652) >> 20;
}

static inline int floor_log10_three_quarters_pow2(int q)
{
    return (q * 315653 - 131011) >> 20;
}

/* floor(j * log2(10)) for -292 <= j <= 324 (checked by the generator). */
static inline int floor_log2_pow10(int j)
{
    return (j * 217706) >> 16;
}

/* cp * g / 2^128 rounded to odd - its floor, with the lowest bit set when
 * the product is not an integer - for the multiplier g = {low, high} of
 * dtoa_table.h and cp < 2^61. g exceeds the exact scaled power of ten by
 * less than one unit, so the computed product exceeds the exact one by
 * less than cp < 2^64: that error stays in the low 64 bits, which are left
 * out of the test for a remainder. Giulietti (2020) shows, for his
 * 126-bit multipliers, that the exact product's remainder, when not zero,
 * is far above the error and far below one unit for every double; these
 * have a bit more, so the floor and the test are those of the exact
 * product. Checked empirically: test_dtoa against glibc, and the same
 * text as the Ryu formatter this replaced on 3.45 billion doubles. */
static inline uint64_t round_to_odd(const uint64_t g[2], uint64_t cp)
{
    const dtoa_u128 lo = (dtoa_u128)cp * g[0];
    const dtoa_u128 hi = (dtoa_u128)cp * g[1];
    const dtoa_u128 mid = (hi & UINT64_MAX) + (lo >> 64);
    const uint64_t whole = (uint64_t)(hi >> 64) + (uint64_t)(mid >> 64);
    return whole | ((uint64_t)mid != 0);
}

/* Shortest decimal d * 10^e that reads back as the positive finite double
 * with stored fraction `frac` and biased exponent `biased`; among the
 * shortest candidates the one nearest to x, ties to even digits; d has no
 * trailing zeros. The method is Giulietti's Schubfach (2020):
 *
 *   x = c * 2^q reads back from every real in the rounding interval
 *   [(c - 1/2) 2^q, (c + 1/2) 2^q] (lower end (c - 1/4) 2^q at a power of
 *   two past the first normal binade), closed when c is even because
 *   strtod rounds half to even. Choose k = floor(log10(width)) so that the
 *   interval is 1 to 10 units of 10^k wide, and compute 4x, and four times
 *   both ends, in those units, rounded to odd (vb, vbl, vbr): comparisons
 *   of a rounded-to-odd value with an even integer are exact.
 *
 *   The interval holds at most one multiple of 10 units; if it holds one,
 *   that is the shortest answer once its trailing zeros are dropped.
 *   Otherwise s = floor(x / 10^k) or s + 1 - whichever is in the interval,
 *   or the nearer when both are - is. */
static inline __attribute__((always_inline)) void shortest_digits(uint64_t frac, int biased,
                                                                  uint64_t *digits, int *exp10)
{
    uint64_t c;
    int q;
    if (biased == 0) {
        c = frac;
        q = 1 - DBL_EXP_BIAS;
    } else {
        c = frac | (UINT64_C(1) << DBL_MANT_BITS);
        q = biased - DBL_EXP_BIAS;
    }
    const bool irregular = frac == 0 && biased > 1;
    const uint64_t open = c & 1; /* odd c: the interval's ends read back as a neighbour */
    const int k = irregular ? floor_log10_three_quarters_pow2(q) : floor_log10_pow2(q);
    const int h = q + floor_log2_pow10(-k) + 2; /* 2..5 (checked by the generator) */
    const uint64_t *g = DTOA_G[k - DTOA_K_MIN];
    const uint64_t cb = c << 2;
    const uint64_t vb = round_to_odd(g, cb << h);
    const uint64_t vbl = round_to_odd(g, (cb - 2 + irregular) << h);
    const uint64_t vbr = round_to_odd(g, (cb + 2) << h);

    const uint64_t s = vb >> 2;
    uint64_t d;
    int e = k;
    const uint64_t sp10 = s / 10 * 10, tp10 = sp10 + 10;
    const bool sp10_in = vbl + open <= sp10 << 2, tp10_in = (tp10 << 2) + open <= vbr;
    if (sp10_in != tp10_in) {
        d = sp10_in ? sp10 : tp10;
        /* Drop the trailing zeros: 8, 4, 2, then 1 at a time. */
        d /= 10;
        e++;
        while (d % 100000000 == 0) {
            d /= 100000000;
            e += 8;
        }
        if (d % 10000 == 0) {
            d /= 10000;
            e += 4;
        }
        if (d % 100 == 0) {
            d /= 100;
            e += 2;
        }
        if (d % 10 == 0) {
            d /= 10;
            e++;
        }
    } else {
        const uint64_t t = s + 1;
        const bool s_in = vbl + open <= s << 2, t_in = (t << 2) + open <= vbr;
        if (s_in != t_in) {
            d = s_in ? s : t;
        } else {
            /* Both read back: the nearer to x (4x against 4s + 2), ties to even. */
            const uint64_t mid = (s << 2) + 2;
            d = vb < mid || (vb == mid && (s & 1) == 0) ? s : t;
        }
    }
    *digits = d;
    *exp10 = e;
}

/* Number of decimal digits of v (v > 0). */
static inline int decimal_length(uint64_t v)
{
    static const uint64_t POW10[20] = {
        UINT64_C(1), UINT64_C(10), UINT64_C(100), UINT64_C(1000), UINT64_C(10000),
        UINT64_C(100000), UINT64_C(1000000), UINT64_C(10000000), UINT64_C(100000000),
        UINT64_C(1000000000), UINT64_C(10000000000), UINT64_C(100000000000),
        UINT64_C(1000000000000), UINT64_C(10000000000000), UINT64_C(100000000000000),
        UINT64_C(1000000000000000), UINT64_C(10000000000000000),
        UINT64_C(100000000000000000), UINT64_C(1000000000000000000),
        UINT64_C(10000000000000000000)};
    /* With b = floor(log2 v) in 0..63, (b * 1233) >> 12 is exactly
     * floor(log10 2^b) (checked for every b), and v has that many digits
     * plus one or two. */
    const int low = ((63 - __builtin_clzll(v)) * 1233) >> 12;
    return low + 1 + (v >= POW10[low + 1]);
}

/* Write the eight decimal digits of n < 10^8, leading zeros included, at
 * out[0..7]. y is n / 10^6 in fixed point with 32 fractional bits, rounded
 * up; its integer part is the first pair of digits, and each multiplication
 * of the fraction by 100 brings the next pair into the integer part. The
 * rounding up keeps every pair exact - checked for all 10^8 values of n
 * against division (the CLI tests and test_dtoa reach this too). */
static inline void write8(uint32_t n, char *out)
{
    uint64_t y = (((uint64_t)n * 281474977u) >> 16) + 1; /* 281474977 = ceil(2^48 / 10^6) */
    memcpy(out, DIGIT_PAIRS + 2 * (y >> 32), 2);
    y = (y & UINT32_MAX) * 100;
    memcpy(out + 2, DIGIT_PAIRS + 2 * (y >> 32), 2);
    y = (y & UINT32_MAX) * 100;
    memcpy(out + 4, DIGIT_PAIRS + 2 * (y >> 32), 2);
    y = (y & UINT32_MAX) * 100;
    memcpy(out + 6, DIGIT_PAIRS + 2 * (y >> 32), 2);
}

/* Write the k decimal digits of v (which has exactly k digits, k >= 1) to
 * out[0..k-1]; no terminator. The last digits go eight at a time; the
 * first up to seven a pair at a time. */
static void write_digits(uint64_t v, char *out, int k)
{
    while (k > 8) {
        const uint64_t hi = v / 100000000;
        k -= 8;
        write8((uint32_t)(v - hi * 100000000), out + k);
        v = hi;
    }
    uint32_t w = (uint32_t)v;
    if (k == 8) {
        write8(w, out);
        return;
    }
    char *p = out + k;
    while (w >= 100) {
        p -= 2;
        memcpy(p, DIGIT_PAIRS + 2 * (w % 100), 2);
        w /= 100;
    }
    if (w >= 10)
        memcpy(p - 2, DIGIT_PAIRS + 2 * w, 2);
    else
        p[-1] = (char)('0' + w);
}

/* Lay out the positive decimal d * 10^e at p in ECMAScript Number::toString
 * form, NUL-terminate it, and return the number of characters written. */
static int layout(uint64_t d, int e, char *p)
{
    const int k = decimal_length(d);
    const int n = e + k; /* d * 10^e = 0.ddd * 10^n */
    char *s = p;
    if (k <= n && n <= 21) {
        /* Integer: digits then n - k zeros. */
        write_digits(d, s, k);
        memset(s + k, '0', (size_t)(n - k));
        s += n;
    } else if (0 < n && n <= 21) {
        /* Point inside the digits: write them one place right, shift the
         * first n back over it, then drop the point in. */
        write_digits(d, s + 1, k);
        memmove(s, s + 1, (size_t)n);
        s[n] = '.';
        s += k + 1;
    } else if (-6 < n && n <= 0) {
        /* 0.000ddd with -n zeros after the point. */
        s[0] = '0';
        s[1] = '.';
        memset(s + 2, '0', (size_t)-n);
        write_digits(d, s + 2 - n, k);
        s += 2 - n + k;
    } else {
        /* d[.ddd]e+N / e-N with N = n - 1. */
        write_digits(d, s + 1, k);
        s[0] = s[1];
        if (k > 1) {
            s[1] = '.';
            s += k + 1;
        } else {
            s += 1;
        }
        int x = n - 1;
        *s++ = 'e';
        *s++ = x < 0 ? '-' : '+';
        if (x < 0)
            x = -x;
        if (x >= 100) {
            *s++ = (char)('0' + x / 100);
            x %= 100;
            memcpy(s, DIGIT_PAIRS + 2 * x, 2);
            s += 2;
        } else if (x >= 10) {
            memcpy(s, DIGIT_PAIRS + 2 * x, 2);
            s += 2;
        } else {
            *s++ = (char)('0' + x);
        }
    }
    *s = '\0';
    return (int)(s - p);
}

/* mlsys_dtoa_decimal of the value with stored fraction `frac` and biased
 * exponent `biased` (finite, nonzero), inline in both users (with
 * shortest_digits: a call per number costs mlsys_dtoa 7 % more). */
static inline __attribute__((always_inline)) void decimal(uint64_t frac, int biased,
                                                          uint64_t *digits, int *exp10)
{
    const int shift = DBL_EXP_BIAS - biased;
    const uint64_t m2 = frac | (UINT64_C(1) << DBL_MANT_BITS);
    if (biased != 0 && shift >= 0 && shift <= DBL_MANT_BITS &&
        (m2 & ((UINT64_C(1) << shift) - 1)) == 0) {
        /* An integer below 2^53: its rounding interval reaches at most 1/2
         * either side, so no other integer - and nothing with fewer
         * digits - is in it; the integer without trailing zeros is the
         * shortest form. */
        uint64_t d = m2 >> shift;
        int e = 0;
        while (d % 10 == 0) {
            d /= 10;
            e++;
        }
        *digits = d;
        *exp10 = e;
        return;
    }
    shortest_digits(frac, biased, digits, exp10);
}

/* Contract in core/dtoa.h. */
void mlsys_dtoa_decimal(double x, uint64_t *digits, int *exp10)
{
    uint64_t bits;
    memcpy(&bits, &x, sizeof bits);
    decimal(bits & ((UINT64_C(1) << DBL_MANT_BITS) - 1), (int)((bits >> DBL_MANT_BITS) & 0x7ff),
            digits, exp10);
}

int mlsys_dtoa(double x, char *buf)
{
    uint64_t bits;
    memcpy(&bits, &x, sizeof bits);
    const bool neg = (bits >> 63) != 0;
    const uint64_t frac = bits & ((UINT64_C(1) << DBL_MANT_BITS) - 1);
    const int biased = (int)((bits >> DBL_MANT_BITS) & 0x7ff);

    if (biased == 0x7ff) {
        const char *s = frac ? "nan" : neg ? "-inf" : "inf";
        size_t len = strlen(s);
        memcpy(buf, s, len + 1);
        return (int)len;
    }
    char *p = buf;
    if (neg)
        *p++ = '-';
    if (biased == 0 && frac == 0) {
        p[0] = '0';
        p[1] = '\0';
        return (int)(p + 1 - buf);
    }
    const int shift = DBL_EXP_BIAS - biased;
    const uint64_t m2 = frac | (UINT64_C(1) << DBL_MANT_BITS);
    if (shift >= 0 && shift <= DBL_MANT_BITS && (m2 & ((UINT64_C(1) << shift) - 1)) == 0) {
        /* An integer below 2^53 (decimal() explains why it is its own
         * shortest form): at most 16 digits, which layout would write
         * plainly with its trailing zeros, so write them at once. */
        const uint64_t v = m2 >> shift;
        const int k = decimal_length(v);
        write_digits(v, p, k);
        p[k] = '\0';
        return (int)(p - buf) + k;
    }
    uint64_t d;
    int e;
    shortest_digits(frac, biased, &d, &e);
    return (int)(p - buf) + layout(d, e, p);
}

/* Contract in core/dtoa.h. */
int mlsys_dtoa_digits(uint64_t d, char *out)
{
    const int k = decimal_length(d);
    write_digits(d, out, k);
    return k;
}
