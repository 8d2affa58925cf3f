/* dtoa.c - shortest round-trip formatting of doubles (see core/dtoa.h).
 *
 * The digit generation follows the method of Ulf Adams, "Ryu: fast
 * float-to-string conversion" (PLDI 2018), written here from the paper's
 * description:
 *
 *   A finite positive double is x = m2 * 2^e. Every real strictly between
 *   the midpoints with its two neighbours reads back as x under strtod's
 *   round-half-even, and so do the midpoints themselves when m2 is even.
 *   With e2 = e - 2 the three points are mm, mv, mp times 2^e2, where
 *   mv = 4 * m2, mp = mv + 2 and mm = mv - 2 (mv - 1 at a power of two,
 *   whose lower neighbour is twice as close).
 *
 *   Choose a decimal exponent e10 about two below the interval's width and
 *   compute vm, vr, vp = floor({mm, mv, mp} * 2^e2 / 10^e10) with one
 *   128-bit fixed-point multiplication each (tables in dtoa_table.h).
 *   Then drop decimal digits from all three while the interval still
 *   contains a multiple of the next power of ten; what is left is the
 *   shortest length, and vr or vr + 1 - whichever is nearer to x - is the
 *   answer. Exactness (a bound or x itself landing on an integer after
 *   scaling) only matters for rare inputs and is tracked in a slow path.
 *
 * The 125-bit multipliers are precise enough that the truncated products
 * equal the exact floors for every mv, mp, mm < 2^55: the paper's error
 * analysis needs a little over 120 bits for doubles, and extra bits only
 * shrink the error. The tables are generated, and the
 * fixed-point logarithms below checked, by bench/gen_dtoa_table.py.
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

/* floor(e * log10(2)), exact for 0 <= e <= 1100 (checked by the
 * generator; dtoa.c needs e <= 969). */
static inline int floor_log10_pow2(int e)
{
    return (int)(((uint32_t)e * 78913u) >> 18);
}

/* floor(e * log10(5)), exact for 0 <= e <= 1100 (checked; needs <= 1076). */
static inline int floor_log10_pow5(int e)
{
    return (int)(((uint32_t)e * 732923u) >> 20);
}

/* Bit length of 5^e, exact for 0 <= e <= 1100 (checked; needs <= 325). */
static inline int pow5_bits(int e)
{
    return (int)(((uint32_t)e * 1217359u) >> 19) + 1;
}

/* floor(m * mul / 2^shift) where mul = {low, high} is a multiplier below
 * 2^126, m < 2^56 and 64 <= shift < 192 (dtoa.c uses 118..125); the result
 * must fit in 64 bits. Dropping the low 64 bits of m * low before the sum
 * does not change the floor because the shift is at least 64. */
static inline uint64_t mul_shift(uint64_t m, const uint64_t mul[2], int shift)
{
    dtoa_u128 lo = (dtoa_u128)m * mul[0];
    dtoa_u128 hi = (dtoa_u128)m * mul[1];
    return (uint64_t)(((lo >> 64) + hi) >> (shift - 64));
}

/* True when 5^p divides v (v > 0, p >= 0). */
static inline bool divisible_pow5(uint64_t v, int p)
{
    for (; p > 0; p--) {
        if (v % 5 != 0)
            return false;
        v /= 5;
    }
    return true;
}

/* True when 2^p divides v (v > 0, p >= 0). */
static inline bool divisible_pow2(uint64_t v, int p)
{
    return p < 64 && (v & ((UINT64_C(1) << p) - 1)) == 0;
}

/* Drop one decimal digit from vr, vp and vm in the exact bookkeeping:
 * *vr_exact stays true while every digit dropped before the last was 0,
 * *last is the digit just dropped from vr. Returns 1 (one digit). */
static inline int drop_one(uint64_t *vr, uint64_t *vp, uint64_t *vm, bool *vr_exact,
                           unsigned *last)
{
    *vr_exact = *vr_exact && *last == 0;
    *last = (unsigned)(*vr % 10);
    *vr /= 10;
    *vp /= 10;
    *vm /= 10;
    return 1;
}

/* Drop `digits` decimal digits (p = 10^digits) from vr, vp and vm when a
 * multiple of p lies in (vm, vp], noting in *round_up whether the dropped
 * part of vr was at least half; returns the digits dropped (0 or digits).
 * Inline with a constant p, the divisions become multiplications. */
static inline int drop_digits(uint64_t p, int digits, uint64_t *vr, uint64_t *vp, uint64_t *vm,
                              bool *round_up)
{
    if (*vp / p <= *vm / p)
        return 0;
    *round_up = *vr % p >= p / 2;
    *vr /= p;
    *vp /= p;
    *vm /= p;
    return digits;
}

/* The common case of the inexact branch of shortest_digits at once: when
 * at most three digits can go (no multiple of 10^4 lies in (vm, vp]), the
 * count of j in 1..3 with a multiple of 10^j in (vm, vp] is how many go
 * (the test is monotone in j), and the answer is vr without them, plus one
 * when the dropped part is at least half or vr's prefix equals vm's (vm is
 * below the interval). The divisions do not wait for each other, where
 * drop_digits' cascade runs one after another. Writes *vr (the digits) and
 * *removed and returns true; false, touching nothing, when more could go. */
static inline bool few_digits(uint64_t *vr, uint64_t vp, uint64_t vm, int *removed)
{
    if (vp / 10000 > vm / 10000)
        return false;
    const uint64_t r = *vr;
    const int k = (vp / 10 > vm / 10) + (vp / 100 > vm / 100) + (vp / 1000 > vm / 1000);
    const uint64_t p = k == 0 ? 1 : k == 1 ? 10 : k == 2 ? 100 : 1000;
    const uint64_t q = k == 0 ? r : k == 1 ? r / 10 : k == 2 ? r / 100 : r / 1000;
    const uint64_t qm = k == 0 ? vm : k == 1 ? vm / 10 : k == 2 ? vm / 100 : vm / 1000;
    const bool round_up = k > 0 && r - q * p >= p / 2;
    *vr = q + (q == qm || round_up);
    *removed = k;
    return true;
}

/* Shortest decimal d * 10^e that reads back as the positive finite double
 * with stored fraction `frac` and biased exponent `biased`; among the
 * shortest candidates the one nearest to x, ties to even digits. */
static inline __attribute__((always_inline)) void shortest_digits(uint64_t frac, int biased,
                                                                  uint64_t *digits, int *exp10)
{
    uint64_t m2;
    int e2;
    if (biased == 0) {
        m2 = frac;
        e2 = 1 - DBL_EXP_BIAS - 2;
    } else {
        m2 = frac | (UINT64_C(1) << DBL_MANT_BITS);
        e2 = biased - DBL_EXP_BIAS - 2;
    }
    /* strtod rounds half to even: the interval is closed for even m2. */
    const bool closed = (m2 & 1) == 0;
    /* At a power of two (fraction 0, not the smallest normal binade) the
     * lower neighbour is half as far away as the upper one. */
    const uint64_t lower_gap = (frac == 0 && biased > 1) ? 1 : 2;
    const uint64_t mv = 4 * m2;
    const uint64_t mp = mv + 2;
    const uint64_t mm = mv - lower_gap;

    uint64_t vr, vp, vm;
    int e10;
    /* Whether mm / mv scaled by 2^e2 / 10^e10 are exact integers. */
    bool vm_exact = false, vr_exact = false;
    if (e2 >= 0) {
        /* Scale by 2^e2 / 10^q = 2^(e2-q) / 5^q with a rounded-up inverse of
         * 5^q. Taking q one below floor(log10 2^e2) makes the interval at
         * least 30 units wide, so at least one digit is dropped and it
         * decides the rounding; for e2 <= 3, q = 0 and all is exact. */
        const int q = floor_log10_pow2(e2) - (e2 > 3);
        const int shift = q - e2 + DTOA_POW5_BITS - 1 + pow5_bits(q);
        e10 = q;
        vr = mul_shift(mv, DTOA_POW5_INV[q], shift);
        vp = mul_shift(mp, DTOA_POW5_INV[q], shift);
        vm = mul_shift(mm, DTOA_POW5_INV[q], shift);
        /* Exact iff 5^q divides; 5^24 exceeds every mp, so q <= 23 only. */
        if (q <= 23) {
            vr_exact = divisible_pow5(mv, q);
            if (closed)
                vm_exact = divisible_pow5(mm, q);
            else
                vp -= divisible_pow5(mp, q); /* open: exclude the bound */
        }
    } else {
        /* Scale by 2^e2 / 10^(q+e2) = 5^i / 2^q with i = -e2 - q, using a
         * truncated 5^i (exact for the small i where a result can be an
         * exact integer); q is again one below the width's log10. */
        const int q = floor_log10_pow5(-e2) - (-e2 > 1);
        const int i = -e2 - q;
        const int shift = q - pow5_bits(i) + DTOA_POW5_BITS;
        e10 = q + e2;
        vr = mul_shift(mv, DTOA_POW5[i], shift);
        vp = mul_shift(mp, DTOA_POW5[i], shift);
        vm = mul_shift(mm, DTOA_POW5[i], shift);
        /* Exact iff 2^q divides. */
        vr_exact = divisible_pow2(mv, q);
        if (closed)
            vm_exact = divisible_pow2(mm, q);
        else
            vp -= divisible_pow2(mp, q);
    }

    int removed = 0;
    uint64_t out;
    if (!vm_exact && !vr_exact && few_digits(&vr, vp, vm, &removed)) {
        out = vr;
    } else if (!vm_exact && !vr_exact) {
        /* Common case: x is not an integer at this scale, so no exact tie
         * can arise, and vm lies strictly below the interval. Remove digits
         * while a multiple of the next power of ten lies in (vm, vp]; that
         * predicate is monotone, so remove 8, then 4, 2, 1 at a time. */
        bool round_up = false;
        int d;
        while ((d = drop_digits(100000000, 8, &vr, &vp, &vm, &round_up)))
            removed += d;
        removed += drop_digits(10000, 4, &vr, &vp, &vm, &round_up);
        removed += drop_digits(100, 2, &vr, &vp, &vm, &round_up);
        removed += drop_digits(10, 1, &vr, &vp, &vm, &round_up);
        /* vr == vm: vm is below the interval, so vr + 1 (<= vp) it is. */
        out = vr + (vr == vm || round_up);
    } else {
        /* Exact bookkeeping, one digit at a time. vr_exact stays true while
         * every removed digit except the last one is 0 (so a last digit of
         * 5 is an exact tie); vm_exact while vm has only dropped zeros. */
        unsigned last = 0;
        while (vp / 10 > vm / 10) {
            vm_exact = vm_exact && vm % 10 == 0;
            removed += drop_one(&vr, &vp, &vm, &vr_exact, &last);
        }
        /* The closed lower bound itself is a candidate: while it ends in 0,
         * a shorter one exists. (vm > 0 here, so this terminates; the
         * digits dropped from vr are all < 5 because vp < vm + 10.) */
        while (vm_exact && vm % 10 == 0)
            removed += drop_one(&vr, &vp, &vm, &vr_exact, &last);
        if (vr_exact && last == 5 && vr % 2 == 0)
            last = 4; /* exact tie: round half to even */
        out = vr + ((vr == vm && !vm_exact) || last >= 5);
    }
    *digits = out;
    *exp10 = e10 + removed;
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

/* Write the k decimal digits of v (which has exactly k digits, k >= 1) to
 * out[0..k-1]; no terminator. */
static void write_digits(uint64_t v, char *out, int k)
{
    char *p = out + k;
    while (v >= 100000000) {
        const uint64_t hi = v / 100000000;
        const uint32_t lo = (uint32_t)(v - hi * 100000000);
        const uint32_t a = lo / 10000, b = lo % 10000;
        v = hi;
        p -= 8;
        memcpy(p, DIGIT_PAIRS + 2 * (a / 100), 2);
        memcpy(p + 2, DIGIT_PAIRS + 2 * (a % 100), 2);
        memcpy(p + 4, DIGIT_PAIRS + 2 * (b / 100), 2);
        memcpy(p + 6, DIGIT_PAIRS + 2 * (b % 100), 2);
    }
    uint32_t w = (uint32_t)v;
    while (w >= 100) {
        p -= 2;
        memcpy(p, DIGIT_PAIRS + 2 * (w % 100), 2);
        w /= 100;
    }
    if (w >= 10) {
        p -= 2;
        memcpy(p, DIGIT_PAIRS + 2 * w, 2);
    } else {
        *--p = (char)('0' + w);
    }
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
