/* test_dtoa.c - mlsys_dtoa: shortest, round-trip, nearest, ECMAScript layout.
 *
 * Hand-chosen values are compared with their known text. Everything else
 * goes through check_value(), which uses glibc's correctly rounded
 * printf("%.*e") and strtod as an independent reference:
 *   - strtod(output) is bit-identical to x;
 *   - with k significant digits in the output, neither (k-1)-digit decimal
 *     bracketing x reads back as x, so no shorter form exists (any shorter
 *     decimal is also a (k-1)-digit one, and the set reading back as x is an
 *     interval around x);
 *   - the digits are the k-digit decimal nearest to x when that one reads
 *     back as x (glibc rounds exact ties to even, as the contract does), and
 *     otherwise the k-digit neighbour on the other side of x;
 *   - the layout is plain exactly when 1e-6 <= |x| < 1e21, with no
 *     redundant zeros, and the returned length is strlen(buf).
 */
#include "testutil.h"

#include <errno.h>
#include <float.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/dtoa.h"

/* Overridable for longer offline runs, e.g. -DRANDOM_PATTERNS=200000000
 * -DDTOA_TEST_SEED=3. */
#ifndef RANDOM_PATTERNS
#define RANDOM_PATTERNS 2000000
#endif
#ifndef RANDOM_SUBNORMALS
#define RANDOM_SUBNORMALS 200000
#endif
#ifndef RANDOM_MID_RANGE
#define RANDOM_MID_RANGE 400000
#endif
#ifndef DTOA_TEST_SEED
#define DTOA_TEST_SEED 0
#endif

/* Deterministic xorshift64* generator (the state is the caller's). */
static uint64_t next_random(uint64_t *state)
{
    uint64_t x = *state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *state = x;
    return x * UINT64_C(2685821657736338717);
}

static double from_bits(uint64_t bits)
{
    double x;
    memcpy(&x, &bits, sizeof x);
    return x;
}

static uint64_t to_bits(double x)
{
    uint64_t bits;
    memcpy(&bits, &x, sizeof bits);
    return bits;
}

/* A decimal m * 10^e with m > 0 carrying no trailing zeros. */
struct decimal {
    uint64_t m;
    int e;
};

/* Strip trailing zeros from d's mantissa. */
static struct decimal normalize(struct decimal d)
{
    while (d.m != 0 && d.m % 10 == 0) {
        d.m /= 10;
        d.e++;
    }
    return d;
}

/* Parse glibc "%.*e" output "[-]d[.ddd]e[+-]N" into mantissa digits and
 * exponent (value = m * 10^e, m with exactly prec + 1 digits). */
static struct decimal parse_e(const char *s)
{
    struct decimal d = {0, 0};
    int frac = 0;
    bool after_point = false;
    if (*s == '-')
        s++;
    for (; *s && *s != 'e'; s++) {
        if (*s == '.') {
            after_point = true;
            continue;
        }
        d.m = d.m * 10 + (uint64_t)(*s - '0');
        frac += after_point;
    }
    d.e = atoi(s + 1) - frac;
    return d;
}

/* Read back a decimal through strtod. */
static double decimal_value(struct decimal d)
{
    char s[48];
    snprintf(s, sizeof s, "%llue%d", (unsigned long long)d.m, d.e);
    return strtod(s, NULL);
}

static uint64_t pow10_u64(int n)
{
    uint64_t p = 1;
    while (n-- > 0)
        p *= 10;
    return p;
}

/* Check the text of our output: syntax of the layout and absence of
 * redundant zeros; on success store its value as a normalized decimal and
 * the count of significant digits. Returns NULL or the defect. */
static const char *parse_ours(const char *s, struct decimal *out, int *ndigits)
{
    const char *p = s;
    if (*p == '-')
        p++;
    const char *mant = p;
    uint64_t m = 0;
    int digits = 0, frac = 0, pending = 0;
    bool point = false;
    for (; *p && *p != 'e'; p++) {
        if (*p == '.') {
            if (point || p == mant || p[1] == '\0' || p[1] == 'e')
                return "misplaced point";
            point = true;
            continue;
        }
        if (*p < '0' || *p > '9')
            return "bad character";
        frac += point;
        if (*p == '0') {
            pending += digits > 0; /* zeros after the first nonzero digit */
            continue;
        }
        digits += pending + 1;
        if (digits > 17)
            return "more than 17 significant digits";
        for (; pending > 0; pending--)
            m *= 10;
        m = m * 10 + (uint64_t)(*p - '0');
    }
    if (m == 0)
        return "no nonzero digit";
    if (mant[0] == '0' && mant[1] != '.')
        return "leading zero";
    if (point && p[-1] == '0')
        return "trailing zero after the point";
    int e10 = 0;
    if (*p == 'e') {
        if (mant[0] == '0' || (point ? mant[1] != '.' : p - mant != 1))
            return "exponent mantissa not d[.ddd]";
        if (p[1] != '+' && p[1] != '-')
            return "exponent without sign";
        if (p[2] < '1' || p[2] > '9' || strlen(p + 2) > 3)
            return "bad exponent digits";
        e10 = atoi(p + 1);
    }
    out->m = m;
    out->e = e10 + pending - frac;
    *ndigits = digits;
    return NULL;
}

/* Counters and a failure report shared by the randomized tests. */
struct tally {
    long checked;
    long failed;
};

static void report(struct tally *t, double x, const char *got, const char *why)
{
    if (t->failed++ < 10)
        print_error("x = %.17g (bits %016llx): got \"%s\": %s\n", x,
                    (unsigned long long)to_bits(x), got, why);
}

/* Run every property check on finite x; zeros (which neighbour-taking
 * callers can produce) are covered by test_special_values instead. */
static void check_value(double x, struct tally *t)
{
    if (x == 0)
        return;
    char buf[MLSYS_DTOA_MAX + 8];
    char ref[64];
    memset(buf, 0x7f, sizeof buf);
    int len = mlsys_dtoa(x, buf);
    t->checked++;
    if (len <= 0 || len >= MLSYS_DTOA_MAX || (size_t)len != strlen(buf)) {
        report(t, x, "?", "bad length");
        return;
    }
    for (size_t i = (size_t)len + 1; i < sizeof buf; i++)
        if (buf[i] != 0x7f) {
            report(t, x, buf, "wrote past the terminator");
            return;
        }
    errno = 0;
    if (to_bits(strtod(buf, NULL)) != to_bits(x)) {
        report(t, x, buf, "does not round-trip");
        return;
    }
    bool plain = fabs(x) >= 1e-6 && fabs(x) < 1e21;
    if (plain != (strchr(buf, 'e') == NULL)) {
        report(t, x, buf, "wrong layout for the magnitude");
        return;
    }
    if ((x < 0) != (buf[0] == '-')) {
        report(t, x, buf, "wrong sign");
        return;
    }
    struct decimal ours;
    int k;
    const char *why = parse_ours(buf, &ours, &k);
    if (why) {
        report(t, x, buf, why);
        return;
    }
    double ax = fabs(x);
    if (k >= 2) {
        /* Shorter: the (k-1)-digit decimal nearest x and its neighbour on
         * the other side of x must both miss x. */
        snprintf(ref, sizeof ref, "%.*e", k - 2, ax);
        struct decimal r = parse_e(ref);
        double y = strtod(ref, NULL);
        if (y == ax) {
            report(t, x, buf, "a shorter form exists");
            return;
        }
        struct decimal other = r;
        if (y < ax)
            other.m++;
        else if (r.m == pow10_u64(k - 2)) {
            other.m = pow10_u64(k - 1) - 1;
            other.e--;
        } else {
            other.m--;
        }
        if (decimal_value(other) == ax) {
            report(t, x, buf, "a shorter form exists (far side)");
            return;
        }
    }
    /* Nearest: the correctly rounded k-digit decimal when it reads back. */
    snprintf(ref, sizeof ref, "%.*e", k - 1, ax);
    struct decimal c = parse_e(ref);
    double y = strtod(ref, NULL);
    struct decimal want = c;
    if (y != ax) {
        if (y < ax)
            want.m++;
        else if (c.m == pow10_u64(k - 1)) {
            want.m = pow10_u64(k) - 1;
            want.e--;
        } else {
            want.m--;
        }
    }
    want = normalize(want);
    if (want.m != ours.m || want.e != ours.e) {
        char msg[96];
        snprintf(msg, sizeof msg, "not the nearest shortest (want %llue%d)",
                 (unsigned long long)want.m, want.e);
        report(t, x, buf, msg);
    }
}

static void expect_text(double x, const char *want)
{
    char buf[MLSYS_DTOA_MAX];
    int len = mlsys_dtoa(x, buf);
    assert_string_equal(buf, want);
    assert_int_equal(len, (int)strlen(want));
}

static void test_known_values(void **state)
{
    (void)state;
    expect_text(0.1, "0.1");
    expect_text(0.3, "0.3");
    expect_text(0.1 + 0.2, "0.30000000000000004");
    expect_text(1.0 / 3.0, "0.3333333333333333");
    expect_text(2.0 / 3.0, "0.6666666666666666");
    expect_text(9007199254740992.0, "9007199254740992");      /* 2^53 */
    expect_text(9007199254740993.0, "9007199254740992");      /* ties to 2^53 */
    expect_text(9007199254740994.0, "9007199254740994");
    expect_text(9007199254740995.0, "9007199254740996");
    expect_text(1e21, "1e+21");
    expect_text(999999999999999900000.0, "999999999999999900000");
    expect_text(1e-7, "1e-7");
    expect_text(1.5e-7, "1.5e-7");
    expect_text(1e-6, "0.000001");
    expect_text(1.5e-6, "0.0000015");
    expect_text(0.000001234, "0.000001234");
    expect_text(5e-324, "5e-324");                            /* min subnormal */
    expect_text(-5e-324, "-5e-324");
    expect_text(1e-323, "1e-323");
    expect_text(2.2250738585072014e-308, "2.2250738585072014e-308"); /* min normal */
    expect_text(2.225073858507201e-308, "2.225073858507201e-308");   /* max subnormal */
    expect_text(DBL_MAX, "1.7976931348623157e+308");
    expect_text(-DBL_MAX, "-1.7976931348623157e+308");
    expect_text(123456789012345680000.0, "123456789012345680000");
    expect_text(85899345920.0, "85899345920");
    expect_text(0.001, "0.001");
    expect_text(123.5, "123.5");
    expect_text(-123.5, "-123.5");
    expect_text(1.0, "1");
    expect_text(-1.0, "-1");
    expect_text(100.0, "100");
    expect_text(3.35e12, "3350000000000");
    expect_text(0.0417, "0.0417");
    expect_text(140e9, "140000000000");
    expect_text(1e20, "100000000000000000000");
    expect_text(1.7e22, "1.7e+22");
    expect_text(4.35, "4.35");
    expect_text(2.5, "2.5");
    expect_text(299792458.0, "299792458");
    expect_text(6.02214076e23, "6.02214076e+23");
    expect_text(1.602176634e-19, "1.602176634e-19");
    /* 1e23 lies exactly between two doubles: the even one below reaches it
     * (closed interval), the odd one above does not. */
    expect_text(1e23, "1e+23");
    expect_text(nextafter(1e23, INFINITY), "1.0000000000000001e+23");
    /* x exactly halfway between two shortest candidates: ties to even. */
    expect_text(1125899906842624.25, "1125899906842624.2");
    expect_text(1125899906842624.75, "1125899906842624.8");
    /* Powers of two, whose lower neighbour is closer. */
    expect_text(ldexp(1.0, 60), "1152921504606847000");
    expect_text(ldexp(1.0, 70), "1.1805916207174113e+21");
    expect_text(ldexp(1.0, -1074), "5e-324");
    expect_text(ldexp(1.0, 1023), "8.98846567431158e+307");
    expect_text(ldexp(1.0, -1022), "2.2250738585072014e-308");
    expect_text(ldexp(1.0, -20), "9.5367431640625e-7");
}

static void test_special_values(void **state)
{
    (void)state;
    expect_text(0.0, "0");
    expect_text(-0.0, "-0");
    expect_text(NAN, "nan");
    expect_text(-NAN, "nan");
    expect_text(INFINITY, "inf");
    expect_text(-INFINITY, "-inf");
}

/* Every power of ten from 1e-323 to 1e308 prints as "1" with its exponent,
 * in plain form within [1e-6, 1e21). */
static void test_powers_of_ten(void **state)
{
    (void)state;
    struct tally t = {0, 0};
    for (int p = -323; p <= 308; p++) {
        char lit[16], want[40];
        snprintf(lit, sizeof lit, "1e%d", p);
        double x = strtod(lit, NULL);
        if (p >= 0 && p <= 20) {
            want[0] = '1';
            memset(want + 1, '0', (size_t)p);
            want[p + 1] = '\0';
        } else if (p >= -6 && p < 0) {
            memcpy(want, "0.", 2);
            memset(want + 2, '0', (size_t)(-p - 1));
            snprintf(want + 1 - p, sizeof want - (size_t)(1 - p), "1");
        } else {
            snprintf(want, sizeof want, "1e%c%d", p < 0 ? '-' : '+', abs(p));
        }
        expect_text(x, want);
        char neg[44];
        snprintf(neg, sizeof neg, "-%s", want);
        expect_text(-x, neg);
        check_value(x, &t);
        check_value(nextafter(x, 0), &t);
        check_value(nextafter(x, INFINITY), &t);
    }
    assert_int_equal(t.failed, 0);
}

/* Every power of two and its neighbours: the only doubles whose lower
 * neighbour is nearer than the upper one (an asymmetric interval). */
static void test_powers_of_two(void **state)
{
    (void)state;
    struct tally t = {0, 0};
    for (int p = -1074; p <= 1023; p++) {
        double x = ldexp(1.0, p);
        check_value(x, &t);
        check_value(-x, &t);
        check_value(nextafter(x, 0), &t);
        check_value(nextafter(x, INFINITY), &t);
    }
    assert_int_equal(t.failed, 0);
}

/* Random finite bit patterns: all binades, both signs. */
static void test_random_patterns(void **state)
{
    (void)state;
    struct tally t = {0, 0};
    uint64_t rng = UINT64_C(0x9e3779b97f4a7c15) ^ DTOA_TEST_SEED;
    while (t.checked < RANDOM_PATTERNS) {
        uint64_t bits = next_random(&rng);
        double x = from_bits(bits);
        if (!isfinite(x) || x == 0)
            continue;
        check_value(x, &t);
    }
    print_message("dtoa: %ld random patterns checked\n", t.checked);
    assert_int_equal(t.failed, 0);
}

/* Random fractions with exponents around 1 (about 1e-20 .. 1e24): where
 * results can be exact integers, ties occur and the plain layout applies. */
static void test_random_mid_range(void **state)
{
    (void)state;
    struct tally t = {0, 0};
    uint64_t rng = UINT64_C(0x853c49e6748fea9b) ^ DTOA_TEST_SEED;
    while (t.checked < RANDOM_MID_RANGE) {
        uint64_t r = next_random(&rng);
        uint64_t biased = 1023 - 66 + (next_random(&rng) >> 32) % 146;
        uint64_t bits = (r & ((UINT64_C(1) << 52) - 1)) | (biased << 52) |
                        (r & (UINT64_C(1) << 63));
        check_value(from_bits(bits), &t);
    }
    print_message("dtoa: %ld random mid-range values checked\n", t.checked);
    assert_int_equal(t.failed, 0);
}

/* Random subnormals (biased exponent 0). */
static void test_random_subnormals(void **state)
{
    (void)state;
    struct tally t = {0, 0};
    uint64_t rng = UINT64_C(0x2545f4914f6cdd1d) ^ DTOA_TEST_SEED;
    while (t.checked < RANDOM_SUBNORMALS) {
        uint64_t r = next_random(&rng);
        uint64_t bits = (r & ((UINT64_C(1) << 52) - 1)) | (r & (UINT64_C(1) << 63));
        if ((bits & ((UINT64_C(1) << 52) - 1)) == 0)
            continue;
        check_value(from_bits(bits), &t);
    }
    print_message("dtoa: %ld random subnormals checked\n", t.checked);
    assert_int_equal(t.failed, 0);
}

/* Short decimals d * 10^e and their two neighbouring doubles: these put
 * x or an interval bound exactly on a short decimal, which random bit
 * patterns almost never do, and cover the plain layout densely. */
static void test_short_decimals(void **state)
{
    (void)state;
    struct tally t = {0, 0};
    for (int e = -340; e <= 310; e++) {
        for (unsigned d = 1; d <= 99; d++) {
            char lit[24];
            snprintf(lit, sizeof lit, "%ue%d", d, e);
            double x = strtod(lit, NULL);
            if (x == 0 || !isfinite(x))
                continue;
            check_value(x, &t);
            check_value(nextafter(x, 0), &t);
            check_value(nextafter(x, INFINITY), &t);
        }
    }
    /* Longer random decimals in the plain range and near its edges. */
    uint64_t rng = 42 ^ DTOA_TEST_SEED;
    for (int i = 0; i < 100000; i++) {
        uint64_t r = next_random(&rng);
        unsigned ndig = 1 + (unsigned)(r % 17);
        uint64_t m = (next_random(&rng) >> 4) % pow10_u64((int)ndig);
        int e = (int)((r >> 8) % 40) - 25;
        char lit[40];
        snprintf(lit, sizeof lit, "%llue%d", (unsigned long long)m, e);
        double x = strtod(lit, NULL);
        if (x == 0)
            continue;
        check_value(x, &t);
        check_value(nextafter(x, 0), &t);
    }
    print_message("dtoa: %ld short decimals and neighbours checked\n", t.checked);
    assert_int_equal(t.failed, 0);
}

/* Integers: exact ones below 2^53 print as themselves; larger ones lose
 * their low digits to zeros only when shorter. */
static void test_integers(void **state)
{
    (void)state;
    struct tally t = {0, 0};
    char buf[MLSYS_DTOA_MAX], want[32];
    for (int k = 1; k <= 15; k++) {
        for (int delta = -1; delta <= 1; delta++) {
            uint64_t n = pow10_u64(k) + (uint64_t)delta;
            snprintf(want, sizeof want, "%llu", (unsigned long long)n);
            mlsys_dtoa((double)n, buf);
            assert_string_equal(buf, want);
        }
    }
    uint64_t rng = 7 ^ DTOA_TEST_SEED;
    for (int i = 0; i < 100000; i++) {
        uint64_t n = next_random(&rng) >> (11 + i % 53);
        mlsys_dtoa((double)n, buf);
        snprintf(want, sizeof want, "%llu", (unsigned long long)n);
        assert_string_equal(buf, want);
        check_value((double)(next_random(&rng) >> (i % 64)) + 1.0, &t);
    }
    assert_int_equal(t.failed, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_known_values),
        cmocka_unit_test(test_special_values),
        cmocka_unit_test(test_powers_of_ten),
        cmocka_unit_test(test_powers_of_two),
        cmocka_unit_test(test_random_patterns),
        cmocka_unit_test(test_random_mid_range),
        cmocka_unit_test(test_random_subnormals),
        cmocka_unit_test(test_short_decimals),
        cmocka_unit_test(test_integers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
