/* test_units_grammar.c - where a unit may stand and what it belongs to:
 * a unit after any unit-free number expression,
 * "A / B UNIT" refused with both readings, the time, money and count
 * words, and the hints for a prefix or magnitude letter alone. Every
 * expected value is a hand calculation beside it.
 */
#include "units_cases.h"

/* A unit may follow any expression of plain numbers and then applies to
 * all of it, as in GNU units. */
static void test_unit_after_expression(void **state)
{
    (void)state;
    static const struct value_case c[] = {
        {"4096^3 FLOP", 68719476736.0, "FLOP"},      /* 2^36 */
        {"2*4096^3 FLOP", 137438953472.0, "FLOP"},   /* 2^37 */
        /* 2^37 FLOP / 312e12 FLOP/s = 137438953472 / 3.12e14 = 4.40509e-4 s */
        {"2*4096^3 FLOP / 312 TFLOP/s", 137438953472.0 / 3.12e14, "s"},
        {"2^10 B", 1024, "B"},
        {"3 * 2^10 B", 3072, "B"},
        {"2^-1 s", 0.5, "s"},
        {"-2^2 s", -4, "s"},                          /* -(2^2) s */
        {"(1/3) s", 1.0 / 3, "s"},                    /* a third of a second */
        {"1/(3 s)", 1.0 / 3, "1/s"},                  /* a rate */
        {"(1 + 2) GB", 3e9, "B"},
        {"(2^10) KiB", 1048576, "B"},                 /* 1024 * 1024 */
        {"1/2 tokens", 0.5, ""},                      /* both readings are 0.5 */
        {"12 / 2 / 3", 2, ""},                        /* no unit: unchanged */
        {"6 GB / 2 s", 3e9, "B/s"},                   /* the unit of 6 is GB already */
        {"140 GB / 3.35 TB/s", 140e9 / 3.35e12, "s"},
        {"2 * 3.35 TB", 6.7e12, "B"},                 /* '*' is the same either way */
    };
    check_values(c, COUNT(c));
}

/* "A / B UNIT" with A and B unit-free: (A/B) UNIT or A/(B UNIT)? Both are
 * meant in practice, so both are shown: 1/3 = 0.3333 s = 333.3 ms or
 * 1/(3 s) = 0.3333 /s; 16/58 ms = 0.27586 ms = 275.9 us or 16/(58 ms) =
 * 275.9 /s; 1/50 GB/s = 20 MB/s or 1/(50e9 B/s) = 20e-12 s/B = 20 ps/B;
 * 6/2/3 s = 1 s or 6/2/(3 s) = 1 /s. The column is the '/'. */
static void test_slash_unit_ambiguous(void **state)
{
    (void)state;
    static const struct error_case c[] = {
        {"1/3 s", MLSYS_EPARSE, 2,
         "ambiguous '1/3 s': write '(1/3) s' for 333.3 ms, or '1/(3 s)' for 0.3333 /s"},
        {"16 / 58 ms", MLSYS_EPARSE, 4,
         "ambiguous '16 / 58 ms': write '(16/58) ms' for 275.9 us, or '16/(58 ms)' for "
         "275.9 /s"},
        {"1/50 GB/s", MLSYS_EPARSE, 2,
         "ambiguous '1/50 GB/s': write '(1/50) GB/s' for 20 MB/s, or '1/(50 GB/s)' for "
         "20 ps/B"},
        {"6/2/3 s", MLSYS_EPARSE, 4,
         "ambiguous '6/2/3 s': write '(6/2/3) s' for 1 s, or '6/2/(3 s)' for 1 /s"},
    };
    check_errors(c, COUNT(c));
}

/* Time, money and count words. A month is a twelfth of
 * the 365-day year mlsys uses: 31,536,000 / 12 = 2,628,000 s. */
static void test_more_units(void **state)
{
    (void)state;
    static const struct value_case c[] = {
        {"3 hour", 10800, "s"},                       /* 3 * 3600 */
        {"2 hours", 7200, "s"},
        {"90 minutes", 5400, "s"},                    /* 90 * 60 */
        {"1 minute", 60, "s"},
        {"1 month", 2628000, "s"},
        {"2 months", 5256000, "s"},
        {"5 token", 5, ""},
        {"3 request", 3, ""},   {"3 requests", 3, ""}, {"1 sample", 1, ""},
        {"10 req/s", 10, "1/s"},
        {"5 kUSD", 5000, "USD"},
        {"2 MUSD", 2e6, "USD"},
        {"5 k$", 5000, "USD"},
        {"3 MUSD/h", 3e6 / 3600, "USD/s"},            /* 833.33 USD/s */
        {"100 USD/month", 100.0 / 2628000, "USD/s"},
    };
    check_values(c, COUNT(c));
    /* prefixes on USD are read, never chosen for output: 5e6 USD prints in USD */
    char unit[32];
    assert_int_equal(mlsys_units_pick(5e6, "USD", MLSYS_FMT_AUTO, 4, unit, sizeof unit, NULL), 0);
    assert_string_equal(unit, "USD");
}

/* Suggestions keep the dimension meant: a request rate is not a bit rate,
 * and a prefix alone is no metre. */
static void test_same_dimension_hints(void **state)
{
    (void)state;
    static const struct error_case c[] = {
        {"10rps", MLSYS_EUNIT, 3, "unknown unit 'rps'; did you mean 'req/s'?"},
        {"10 qps", MLSYS_EUNIT, 4, "unknown unit 'qps'; did you mean 'req/s'?"},
        {"7K", MLSYS_EUNIT, 2, "unknown unit 'K' (a prefix alone); for a count write 7e3"},
        {"1.5M", MLSYS_EUNIT, 4, "unknown unit 'M' (a prefix alone); for a count write 1.5e6"},
        {"2 T", MLSYS_EUNIT, 3, "unknown unit 'T' (a prefix alone); for a count write 2e12"},
        {"3 M/s", MLSYS_EUNIT, 3,
         "unknown unit 'M' (a prefix alone); put a unit after it, e.g. 'MB'"},
    };
    check_errors(c, COUNT(c));
}

/* The count a magnitude letter may mean: "70B" is 70 bytes, or 70e9. */
static void test_count_hint(void **state)
{
    (void)state;
    char num[32];
    size_t at = 0;
    assert_true(mlsys_units_count_hint("70B", num, sizeof num, &at));
    assert_string_equal(num, "70e9");
    assert_int_equal(at, 2);
    assert_true(mlsys_units_count_hint(" 1.5 M", num, sizeof num, &at));
    assert_string_equal(num, "1.5e6");
    assert_int_equal(at, 5);
    assert_false(mlsys_units_count_hint("70 GB", num, sizeof num, &at));
    assert_false(mlsys_units_count_hint("3.35 TB/s", num, sizeof num, &at));
    assert_false(mlsys_units_count_hint("70", num, sizeof num, &at));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_unit_after_expression),
        cmocka_unit_test(test_slash_unit_ambiguous),
        cmocka_unit_test(test_more_units),
        cmocka_unit_test(test_same_dimension_hints),
        cmocka_unit_test(test_count_hint),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
