/* test_units.c - the quantity parser and the people-formatter.
 *
 * Every expected value is a hand calculation written beside it; errors are
 * checked for code, exact message and 1-based character column.
 */
#include "units_cases.h"

#define GI 1073741824.0 /* 2^30 */

/* The examples of units.h and docs/notation.md (section 16, Units). */
static void test_parse_examples(void **state)
{
    (void)state;
    static const struct value_case c[] = {
        {"3.35 TB/s", 3.35e12, "B/s"},
        {"3.35TB/s", 3.35e12, "B/s"},
        {"989.4e12 FLOP/s", 989.4e12, "FLOP/s"},
        {"400 Gbit/s", 50e9, "B/s"},                 /* 400e9 / 8 */
        {"400 Gbps", 50e9, "B/s"},                   /* 400e9 / 8 */
        {"80 GiB", 85899345920.0, "B"},              /* 80 * 2^30 */
        {"5 us", 5e-6, "s"},
        {"5 \xc2\xb5s", 5e-6, "s"},                  /* U+00B5 micro sign */
        {"5 \xce\xbcs", 5e-6, "s"},                  /* U+03BC Greek mu */
        {"700 W", 700, "W"},
        {"0.5 pJ/B", 0.5e-12, "J/B"},
        {"20 g/kWh", 0.02 / 3.6e6, "kg/J"},          /* 0.02 kg / 3.6e6 J = 5.5556e-9 */
        {"50000 FIT", 5e4 * 1e-9 / 3600, "1/s"},     /* = 1.38889e-8 per s */
        {"12 %", 0.12, ""},
        {"140 GB / 3.35 TB/s", 0.041791044776119, "s"}, /* 140e9 / 3.35e12 */
        {"100 /s", 100, "1/s"},
        {"1024 * 312 TFLOP/s", 3.19488e17, "FLOP/s"},    /* 1024 * 312e12 */
        {"2 * 70e9 B", 1.4e11, "B"},
        {"TB/s", 1e12, "B/s"},
        {"1 KB", 1e3, "B"},                          /* K is kilo too */
        {"1 kB", 1e3, "B"},
        {"1 KiB", 1024, "B"},
        {"1 GiB", GI, "B"},
    };
    check_values(c, COUNT(c));
}

/* Every unit of the vocabulary, and the prefixes. */
static void test_parse_units(void **state)
{
    (void)state;
    static const struct value_case c[] = {
        {"2 min", 120, "s"},
        {"2 h", 7200, "s"},
        {"2 d", 172800, "s"},                        /* 2 * 86400 */
        {"1 day", 86400, "s"},
        {"3 days", 259200, "s"},
        {"1 week", 604800, "s"},                     /* 7 * 86400 */
        {"2 weeks", 1209600, "s"},
        {"1 yr", 31536000, "s"},                     /* 365 * 86400 */
        {"1 year", 31536000, "s"},
        {"2 years", 63072000, "s"},
        {"1 ms", 1e-3, "s"},  {"1 ns", 1e-9, "s"}, {"1 ps", 1e-12, "s"}, {"1 fs", 1e-15, "s"},
        {"1 ks", 1e3, "s"},
        {"1 B", 1, "B"},      {"1 byte", 1, "B"},    {"2 bytes", 2, "B"},
        {"8 bit", 1, "B"},    {"16 bits", 2, "B"},   {"8 b", 1, "B"},
        {"1 Gb", 1.25e8, "B"},                       /* 1e9 / 8 */
        {"1 Mb", 125000, "B"},                       /* megabit, not megabyte */
        {"1 MB", 1e6, "B"},
        {"1 Gibit", GI / 8, "B"},                    /* 2^30 / 8 = 134217728 */
        {"1 MiB", 1048576, "B"},                     /* 2^20 */
        {"1 TiB", 1099511627776.0, "B"},             /* 2^40 */
        {"1 PiB", 1125899906842624.0, "B"},          /* 2^50 */
        {"1 PB", 1e15, "B"},  {"1 EB", 1e18, "B"},   {"1 ZB", 1e21, "B"},
        {"2 Kbps", 250, "B/s"},                      /* 2e3 / 8 */
        {"3 Tb/s", 3.75e11, "B/s"},                  /* 3e12 / 8 */
        {"1 FLOP", 1, "FLOP"}, {"2 FLOPs", 2, "FLOP"}, {"3 GFLOP", 3e9, "FLOP"},
        {"1 FLOPS", 1, "FLOP/s"}, {"1 TFLOPS", 1e12, "FLOP/s"}, {"2 TOPS", 2e12, "FLOP/s"},
        {"3 OP", 3, "FLOP"},  {"4 OPs", 4, "FLOP"},  {"5 OPS", 5, "FLOP/s"},
        {"1 J", 1, "J"},      {"2 mJ", 2e-3, "J"},   {"1 Wh", 3600, "J"},
        {"1 kWh", 3.6e6, "J"}, {"1 W*h", 3600, "J"}, {"2 kW", 2000, "W"}, {"3 KW", 3000, "W"},
        {"3 USD", 3, "USD"},  {"3 $", 3, "USD"},     {"2 USD/h", 2.0 / 3600, "USD/s"},
        {"1 g", 1e-3, "kg"},  {"1 kg", 1, "kg"},     {"1 mg", 1e-6, "kg"},
        {"1 ug", 1e-9, "kg"}, {"1 \xc2\xb5g", 1e-9, "kg"}, {"1 \xce\xbcg", 1e-9, "kg"},
        {"401.5 ng", 401.5e-12, "kg"},               /* 401.5e-9 g */
        {"3 pg", 3e-15, "kg"}, {"5 fg", 5e-18, "kg"}, /* 3e-12 g, 5e-15 g */
        {"1 t", 1000, "kg"},  {"2 kt", 2e6, "kg"},   {"3 Mt", 3e9, "kg"},
        {"1 m", 1, "m"},      {"1 km", 1000, "m"},   {"1 mm", 1e-3, "m"},
        {"1 L", 1e-3, "m^3"}, {"1 mL", 1e-6, "m^3"}, {"2 m^3/J", 2, "m^3/J"},
        {"1 Hz", 1, "1/s"},   {"2 GHz", 2e9, "1/s"},
        {"3 req", 3, ""},     {"3 tokens", 3, ""},   {"3 samples", 3, ""},
        {"10 tokens/s", 10, "1/s"},
        {"1 FLOP/byte", 1, "FLOP/B"},
        {"1.5e3 kWh", 5.4e9, "J"},                   /* 1.5e3 * 3.6e6 */
    };
    check_values(c, COUNT(c));
}

/* Expressions: precedence, parentheses, powers, signs, white space. */
static void test_parse_expressions(void **state)
{
    (void)state;
    static const struct value_case c[] = {
        {"1 s + 500 ms", 1.5, "s"},
        {"1 s - 2 s", -1, "s"},
        {"-3 s", -3, "s"},
        {"--3", 3, ""},
        {"-2^2", -4, ""},                            /* power binds tighter than minus */
        {"2^-2", 0.25, ""},
        {"(1 + 2) * 3 GB", 9e9, "B"},
        {"1 + 2 * 3", 7, ""},
        {"12 / 2 / 3", 2, ""},                       /* left to right */
        {"1 GB / 1 GB", 1, ""},
        {"2*(3 s)^2", 18, "s^2"},
        {"3 (m/s)^2", 3, "m^2/s^2"},
        {"3 (TB/s)", 3e12, "B/s"},
        {"3 TB/(s)", 3e12, "B/s"},
        {"2 s^-1", 2, "1/s"},
        {"1 KiB*2", 2048, "B"},                      /* '*' then a number ends the unit */
        {"6 GB / 2 s", 3e9, "B/s"},
        {"/s", 1, "1/s"},
        {"\t 7 \n", 7, ""},
        {".5", 0.5, ""},      {"5.", 5, ""},        {"1E3", 1000, ""}, {"1e+3", 1000, ""},
        {"0", 0, ""},         {"0 s", 0, "s"},      {"0e-400", 0, ""},
        {"2EB", 2e18, "B"},                          /* 'E' without digits is exa */
        {"007", 7, ""},
    };
    check_values(c, COUNT(c));
}

/* Prefix powers of ten are applied to the decimal text: one rounding. */
static void test_parse_exact(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        double v;
    } c[] = {
        {"3.35 TB/s", 3.35e12}, {"5 us", 5e-6},       {"0.5 pJ/B", 0.5e-12},
        {"400 Gbps", 5e10},     {"80 GiB", 85899345920.0}, {"0.3 ks", 300},
        {"1.1 TB", 1.1e12},     {"7 ns", 7e-9},       {"12 %", 0.12},
    };
    for (size_t i = 0; i < COUNT(c); i++) {
        mlsys_qty q;
        assert_int_equal(mlsys_units_parse(c[i].text, &q, NULL), 0);
        if (q.v != c[i].v)
            print_error("'%s' = %.17g\n", c[i].text, q.v);
        assert_true(q.v == c[i].v);
    }
}

static void test_parse_unit_errors(void **state)
{
    (void)state;
    static const struct error_case c[] = {
        {"3 TBps", MLSYS_EUNIT, 3, "unknown unit 'TBps'; did you mean 'TB/s'?"},
        {"TBps", MLSYS_EUNIT, 1, "unknown unit 'TBps'; did you mean 'TB/s'?"},
        {"zz", MLSYS_EUNIT, 1, "unknown unit 'zz'"},
        {"3 tb/s", MLSYS_EUNIT, 3, "unknown unit 'tb/s'; did you mean 'TB/s'?"},
        {"3 TB/sec", MLSYS_EUNIT, 6, "unknown unit 'TB/sec'; did you mean 'TB/s'?"},
        {"1 gb", MLSYS_EUNIT, 3, "unknown unit 'gb'; did you mean 'GB'?"},
        {"5 sec", MLSYS_EUNIT, 3, "unknown unit 'sec'; did you mean 's'?"},
        {"2 hr", MLSYS_EUNIT, 3, "unknown unit 'hr'; did you mean 'h'?"},
        {"2 hrs", MLSYS_EUNIT, 3, "unknown unit 'hrs'; did you mean 'h'?"},
        {"2 flops", MLSYS_EUNIT, 3, "unknown unit 'flops'; did you mean 'FLOP/s'?"},
        {"2 Tflops", MLSYS_EUNIT, 3, "unknown unit 'Tflops'; did you mean 'TFLOP/s'?"},
        {"1 GiBps", MLSYS_EUNIT, 3, "unknown unit 'GiBps'; did you mean 'GiB/s'?"},
        {"10 kwh", MLSYS_EUNIT, 4, "unknown unit 'kwh'; did you mean 'kWh'?"},
        {"5 \xc2\xb5sec", MLSYS_EUNIT, 3, "unknown unit '\xc2\xb5sec'; did you mean '\xc2\xb5s'?"},
        {"3 kUSDs", MLSYS_EUNIT, 3, "unknown unit 'kUSDs'; did you mean 'kUSD'?"},
        {"3 kh", MLSYS_EUNIT, 3, "unknown unit 'kh'"},  /* h takes no prefix */
        {"3 mt", MLSYS_EUNIT, 3, "unknown unit 'mt'"},  /* t takes up-prefixes only */
        {"5e", MLSYS_EUNIT, 2, "unknown unit 'e'"},
        {"0x10", MLSYS_EUNIT, 2, "unknown unit 'x'"},   /* no hex */
        {"1 mB", MLSYS_EUNIT, 3, "ambiguous unit 'mB' (milli-byte); did you mean 'MB'?"},
        {"1 pB", MLSYS_EUNIT, 3, "ambiguous unit 'pB' (pico-byte); did you mean 'PB'?"},
        {"1 mb", MLSYS_EUNIT, 3, "ambiguous unit 'mb' (milli-bit); did you mean 'Mb'?"},
        {"1 mbps", MLSYS_EUNIT, 3, "ambiguous unit 'mbps' (milli-bit/s); did you mean 'Mbps'?"},
        {"1 mFLOP", MLSYS_EUNIT, 3, "ambiguous unit 'mFLOP' (milli-FLOP); did you mean 'MFLOP'?"},
        {"1 nB", MLSYS_EUNIT, 3, "ambiguous unit 'nB' (nano-byte)"},
        {"1 KiW", MLSYS_EUNIT, 3,
         "unknown unit 'KiW' (binary prefixes apply to B and bit only); did you mean 'kW'?"},
        {"2 MiFLOP", MLSYS_EUNIT, 3,
         "unknown unit 'MiFLOP' (binary prefixes apply to B and bit only); did you mean 'MFLOP'?"},
    };
    check_errors(c, COUNT(c));
}

static void test_parse_range_errors(void **state)
{
    (void)state;
    static const struct error_case c[] = {
        {"nan", MLSYS_ERANGE, 1, "not a number: 'nan'"},
        {"NaN", MLSYS_ERANGE, 1, "not a number: 'NaN'"},
        {"NAN s", MLSYS_ERANGE, 1, "not a number: 'NAN'"},
        {"-nan", MLSYS_ERANGE, 1, "not a number: '-nan'"},
        {"inf", MLSYS_ERANGE, 1, "infinite values are not allowed: 'inf'"},
        {"Infinity", MLSYS_ERANGE, 1, "infinite values are not allowed: 'Infinity'"},
        {"-inf", MLSYS_ERANGE, 1, "infinite values are not allowed: '-inf'"},
        {"3 * INF", MLSYS_ERANGE, 5, "infinite values are not allowed: 'INF'"},
        {"3 inf", MLSYS_ERANGE, 3, "infinite values are not allowed: 'inf'"},
        {"1e999", MLSYS_ERANGE, 1, "number out of range: '1e999'"},
        {"-1e999", MLSYS_ERANGE, 2, "number out of range: '1e999'"},
        {"1e-400", MLSYS_ERANGE, 1, "number out of range: '1e-400'"},
        {"2 s + 1e999 s", MLSYS_ERANGE, 7, "number out of range: '1e999'"},
        {"1e308 * 10", MLSYS_ERANGE, 7, "result out of range"},
        {"1e300 ZB", MLSYS_ERANGE, 1, "result out of range"},      /* 1e321 B */
        {"1e-300 fs", MLSYS_ERANGE, 1, "result out of range"},     /* 1e-315 s */
        {"1e-300 * 1e-300", MLSYS_ERANGE, 8, "result out of range"},
        {"(1e200 s)^2", MLSYS_ERANGE, 10, "result out of range"},
        {"1/0", MLSYS_ERANGE, 2, "division by zero"},
        {"0/0", MLSYS_ERANGE, 2, "division by zero"},
        {"(0 s)^-1", MLSYS_ERANGE, 6, "division by zero"},
        {"3 s / (2 s - 2 s)", MLSYS_ERANGE, 5, "division by zero"},
    };
    check_errors(c, COUNT(c));
}

static void test_parse_syntax_errors(void **state)
{
    (void)state;
    static const struct error_case c[] = {
        {"", MLSYS_EPARSE, 1, "empty quantity"},
        {"   ", MLSYS_EPARSE, 1, "empty quantity"},
        {"3)", MLSYS_EPARSE, 2, "unexpected ')'"},
        {"(3 s))", MLSYS_EPARSE, 6, "unexpected ')'"},
        {"3 s x", MLSYS_EPARSE, 5, "unexpected 'x' after quantity"},
        {"3 4", MLSYS_EPARSE, 3, "unexpected '4' after quantity"},
        {"1,000", MLSYS_EPARSE, 2, "unexpected ',' after quantity"},
        {"3 TB/s foo", MLSYS_EPARSE, 8, "unexpected 'foo' after quantity"},
        {"$5", MLSYS_EPARSE, 2, "unexpected '5' after quantity"},
        {"(3", MLSYS_EPARSE, 1, "missing ')'"},
        {"2 * (3 + 4", MLSYS_EPARSE, 5, "missing ')'"},
        {"2^17", MLSYS_EPARSE, 3, "exponent must be an integer between -16 and 16"},
        {"2^x", MLSYS_EPARSE, 3, "exponent must be an integer between -16 and 16"},
        {"2^1.5", MLSYS_EPARSE, 3, "exponent must be an integer between -16 and 16"},
        {"3 m^-17", MLSYS_EPARSE, 5, "exponent must be an integer between -16 and 16"},
        {"2 ^ -", MLSYS_EPARSE, 5, "exponent must be an integer between -16 and 16"},
        {"\xff", MLSYS_EPARSE, 1, "invalid UTF-8 byte 0xff"},
        {"5 \xc2\xb5s \xfe", MLSYS_EPARSE, 6, /* characters, not bytes */
         "invalid UTF-8 byte 0xfe"},
        {"3 +", MLSYS_EPARSE, 4, "unexpected end of text"},
        {"3 + )", MLSYS_EPARSE, 5, "unexpected ')'"},
        {"3 * ,", MLSYS_EPARSE, 5, "unexpected ','"},
        {"+3", MLSYS_EPARSE, 1, "unexpected '+'"},
        {"3 s + 2 B", MLSYS_EDIM, 5, "cannot add s and B"},
        {"3 s - 2 B", MLSYS_EDIM, 5, "cannot subtract s and B"},
        {"1 + 1 s", MLSYS_EDIM, 3, "cannot add a count and s"},
        {"\xc2\xb5s + 1 B", MLSYS_EDIM, 4, "cannot add s and B"},
    };
    check_errors(c, COUNT(c));
}

static void test_parse_deep_nesting(void **state)
{
    (void)state;
    char text[300];
    struct mlsys_err e;
    mlsys_qty q;
    /* 64 levels are fine; the 65th '(' (column 65) is refused */
    memset(text, '(', 64);
    text[64] = '1';
    memset(text + 65, ')', 64);
    text[129] = '\0';
    assert_int_equal(mlsys_units_parse(text, &q, NULL), 0);
    assert_close(q.v, 1, 0, 0);
    memset(text, '(', 100);
    strcpy(text + 100, "1");
    err_init(&e);
    check_error("(((...", &e, mlsys_units_parse(text, &q, &e), MLSYS_EPARSE, 65,
                "expression nested too deeply");
    memset(text, '-', 100);
    err_init(&e);
    check_error("---...", &e, mlsys_units_parse(text, &q, &e), MLSYS_EPARSE, 65,
                "expression nested too deeply");
}

static void test_parse_unit(void **state)
{
    (void)state;
    static const struct value_case c[] = {
        {"TB/s", 1e12, "B/s"},
        {"g/kWh", 1e-3 / 3.6e6, "kg/J"},             /* 1e-3 kg / 3.6e6 J */
        {"FLOP/byte", 1, "FLOP/B"},
        {"", 1, ""},          {"1", 1, ""},          {"1/s", 1, "1/s"},
        {"  %  ", 0.01, ""},  {"days", 86400, "s"},  {"years", 31536000, "s"},
        {"GiB", GI, "B"},     {"pJ/B", 1e-12, "J/B"}, {"Gbps", 1.25e8, "B/s"},
        {"FIT", 1e-9 / 3600, "1/s"},                 /* 2.7778e-13 per s */
        {"(TB/s)", 1e12, "B/s"},
        {"m^3", 1, "m^3"},
    };
    for (size_t i = 0; i < COUNT(c); i++) {
        mlsys_qty q;
        char unit[96];
        assert_int_equal(mlsys_units_parse_unit(c[i].text, &q, NULL), 0);
        assert_string_equal(mlsys_qty_unit_name(q.dim, unit, sizeof unit), c[i].unit);
        assert_close(q.v, c[i].v, 1e-12, 0);
    }
    static const struct error_case bad[] = {
        {"3 TB", MLSYS_EPARSE, 1, "expected a unit, got '3'"},
        {"TB/s x", MLSYS_EPARSE, 6, "unexpected 'x' after unit"},
        {"1/", MLSYS_EPARSE, 2, "expected a unit, got '/'"},
        {"TBps", MLSYS_EUNIT, 1, "unknown unit 'TBps'; did you mean 'TB/s'?"},
        {"ZB^16", MLSYS_ERANGE, 1, "result out of range"},   /* 1e336 */
    };
    for (size_t i = 0; i < COUNT(bad); i++) {
        struct mlsys_err e;
        mlsys_qty q;
        err_init(&e);
        check_error(bad[i].text, &e, mlsys_units_parse_unit(bad[i].text, &q, &e), bad[i].code,
                    bad[i].col, bad[i].msg);
    }
}

static void test_parse_as(void **state)
{
    (void)state;
    struct mlsys_err e;
    mlsys_qty q;
    assert_int_equal(mlsys_units_parse_as("3.35 TB/s", "B/s", &q, NULL), 0);
    assert_close(q.v, 3.35e12, 1e-15, 0);
    /* the result is in base units whatever the prefix of `want` */
    assert_int_equal(mlsys_units_parse_as("3.35 TB/s", "TB/s", &q, NULL), 0);
    assert_close(q.v, 3.35e12, 1e-15, 0);
    assert_int_equal(mlsys_units_parse_as("140 GB / 3.35 TB/s", "s", &q, NULL), 0);
    assert_close(q.v, 0.041791044776119, 1e-12, 0);
    assert_int_equal(mlsys_units_parse_as("0.5", "", &q, NULL), 0);
    assert_close(q.v, 0.5, 0, 0);
    assert_int_equal(mlsys_units_parse_as("12 %", "", &q, NULL), 0);
    assert_close(q.v, 0.12, 1e-15, 0);
    static const struct {
        const char *text, *want;
        struct error_case x;
    } c[] = {
        {"3 s", "B/s", {0, MLSYS_EDIM, 1, "expected a quantity in B/s, got one in s"}},
        {"  3.35 ", "B/s",
         {0, MLSYS_EDIM, 3, "missing unit; expected a quantity in B/s (e.g. '3.35 B/s')"}},
        {"12 %", "B/s", {0, MLSYS_EDIM, 1, "expected a quantity in B/s, got a count"}},
        {"3 s", "", {0, MLSYS_EDIM, 1, "expected a count, got a quantity in s"}},
        {"3 TBps", "B/s", {0, MLSYS_EUNIT, 3, "unknown unit 'TBps'; did you mean 'TB/s'?"}},
        {"3 s", "TBps", {0, MLSYS_EUNIT, 1, "unknown unit 'TBps'; did you mean 'TB/s'?"}},
    };
    for (size_t i = 0; i < COUNT(c); i++) {
        err_init(&e);
        q = mlsys_qty_num(42);
        check_error(c[i].text, &e, mlsys_units_parse_as(c[i].text, c[i].want, &q, &e), c[i].x.code,
                    c[i].x.col, c[i].x.msg);
        assert_true(q.v == 42);
    }
}

static void test_parse_count(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        double v;
    } ok[] = {
        {"70e9", 70e9}, {"1.5e6", 1.5e6}, {"7 tokens", 7}, {"12 %", 0.12},
        {"2 * 1024", 2048}, {"140 GB / 1 GB", 140},
    };
    for (size_t i = 0; i < COUNT(ok); i++) {
        double v = -1;
        assert_int_equal(mlsys_units_parse_count(ok[i].text, &v, NULL), 0);
        assert_close(v, ok[i].v, 1e-15, 0);
    }
    static const struct error_case bad[] = {
        {"70B", MLSYS_EDIM, 3, "expected a count; did you mean 70e9?"},
        {"70G", MLSYS_EDIM, 3, "expected a count; did you mean 70e9?"},
        {"7K", MLSYS_EDIM, 2, "expected a count; did you mean 7e3?"},
        {"7k", MLSYS_EDIM, 2, "expected a count; did you mean 7e3?"},
        {"1.5M", MLSYS_EDIM, 4, "expected a count; did you mean 1.5e6?"},
        {"2T", MLSYS_EDIM, 2, "expected a count; did you mean 2e12?"},
        {" 70 B ", MLSYS_EDIM, 5, "expected a count; did you mean 70e9?"},
        {"-3M", MLSYS_EDIM, 3, "expected a count; did you mean -3e6?"},
        {"1e3K", MLSYS_EDIM, 4, "expected a count; did you mean 1000000?"}, /* 1e3 * 1e3 */
        {"70 GB", MLSYS_EDIM, 1, "expected a count, got a quantity in B"},
        {"3 s", MLSYS_EDIM, 1, "expected a count, got a quantity in s"},
        {"2 TB/s", MLSYS_EDIM, 1, "expected a count, got a quantity in B/s"},
        {"70x", MLSYS_EUNIT, 3, "unknown unit 'x'"},
        {"", MLSYS_EPARSE, 1, "empty quantity"},
    };
    for (size_t i = 0; i < COUNT(bad); i++) {
        struct mlsys_err e;
        double v = 42;
        err_init(&e);
        check_error(bad[i].text, &e, mlsys_units_parse_count(bad[i].text, &v, &e), bad[i].code,
                    bad[i].col, bad[i].msg);
        assert_true(v == 42);
    }
}

static void test_format_num(void **state)
{
    (void)state;
    static const struct {
        double x;
        int digits, exact;
        const char *s;
    } c[] = {
        {0.041791, 4, 0, "0.04179"},
        {41.791, 4, 0, "41.79"},
        {1073741824, 4, 1, "1.074e9"},   /* >= 1e9: engineering even with exact_int */
        {123456789, 4, 1, "123456789"},  /* exact integer */
        {123456789, 4, 0, "123500000"},
        {-42, 4, 1, "-42"},
        {-0.0, 4, 1, "0"},
        {0, 4, 0, "0"},
        {1.5e-7, 4, 0, "150e-9"},
        {-1.5e-7, 2, 0, "-150e-9"},
        {1e-4, 4, 0, "0.0001"},
        {1.234e-5, 4, 0, "12.34e-6"},
        {999999999.6, 4, 1, "1e9"},      /* rounds to 1.000e9 first */
        {1e21, 3, 0, "1e21"},
        {1.234e-20, 3, 0, "12.3e-21"},
        {-1234.5678, 6, 0, "-1234.57"},
        {3, 4, 0, "3"},
        {100, 4, 0, "100"},
        {1500, 2, 0, "1500"},
        {1.0 / 3, 0, 0, "0.3"},          /* digits clamped to 1 */
        {1.0 / 3, 40, 0, "0.33333333333333331"}, /* ... and to 17 */
        {NAN, 4, 0, "n/a"},
        {INFINITY, 4, 0, "inf"},
        {-INFINITY, 4, 0, "-inf"},
    };
    for (size_t i = 0; i < COUNT(c); i++) {
        char buf[64];
        assert_ptr_equal(mlsys_units_format_num(c[i].x, c[i].digits, c[i].exact, buf, sizeof buf),
                         buf);
        if (strcmp(buf, c[i].s))
            print_error("%.17g -> %s\n", c[i].x, buf);
        assert_string_equal(buf, c[i].s);
    }
    char small[4];
    mlsys_units_format_num(123456, 6, 1, small, sizeof small);
    assert_string_equal(small, "123");
}

/* A quantity of value v with the dimension of unit text u. */
static mlsys_qty qty(double v, const char *u)
{
    mlsys_qty q;
    assert_int_equal(mlsys_units_parse_unit(u, &q, NULL), 0);
    q.v = v;
    return q;
}

static void test_format(void **state)
{
    (void)state;
    static const struct {
        double v;
        const char *dim, *family;
        int mode, digits;
        const char *s;
    } c[] = {
        {999960, "B", "B", 0, 4, "1 MB"},            /* rounds to 1.000e6 first */
        {999940, "B", "B", 0, 4, "999.9 kB"},
        {0.041791, "s", "s", 0, 4, "41.79 ms"},
        {90, "s", "s", 0, 4, "1.5 min"},             /* 90 / 60 */
        {7200, "s", "s", 0, 4, "2 h"},               /* 7200 / 3600 */
        {259200, "s", "s", 0, 4, "3 days"},          /* 3 * 86400 */
        {86400, "s", "s", 0, 4, "1 day"},
        {86400 * 1.00001, "s", "s", 0, 4, "1 day"},  /* prints "1" */
        {129600, "s", "s", 0, 4, "1.5 days"},
        {31536000, "s", "s", 0, 4, "1 year"},
        {47304000, "s", "s", 0, 4, "1.5 years"},     /* 1.5 * 365 * 86400 */
        {59.99, "s", "s", 0, 4, "59.99 s"},
        {59.9996, "s", "s", 0, 4, "1 min"},          /* 0.99999 min rounds to 1 */
        {5e-6, "s", "s", 0, 4, "5 us"},
        {5e-13, "s", "s", 0, 4, "500 fs"},
        {1e-18, "s", "s", 0, 4, "1e-18 s"},          /* beyond fs */
        {0, "s", "s", 0, 4, "0 s"},
        {-0.041791, "s", "s", 0, 4, "-41.79 ms"},
        {-90, "s", "s", 0, 4, "-1.5 min"},
        {0.3625, "", "%", 0, 4, "36.25 %"},
        {1073741824, "", "", 0, 4, "1.074e9"},
        {123456, "", "", 0, 4, "123456"},
        {-42, "", "", 0, 4, "-42"},
        {3.35e12, "B/s", "B/s", 0, 4, "3.35 TB/s"},
        {5e10, "B/s", "B/s", 0, 4, "50 GB/s"},
        {989.4e12, "FLOP/s", "FLOP/s", 0, 4, "989.4 TFLOP/s"},
        {5e-4, "FLOP/s", "FLOP/s", 0, 4, "0.0005 FLOP/s"}, /* no mFLOP/s */
        {0.041791, "s", "ms", 1, 4, "41.79 ms"},
        {0.041791, "s", "s", 1, 4, "0.04179 s"},
        {86400, "s", "days", 1, 4, "1 day"},
        {0.02 / 3.6e6, "kg/J", "g/kWh", 1, 4, "20 g/kWh"}, /* 0.02 kg / 3.6e6 J */
        {2.5e-6, "kg/J", "kg/J", 0, 4, "2.5 mg/J"},  /* 2.5e-6 kg = 2.5 mg */
        {1500, "kg", "g", 0, 4, "1.5 t"},
        {0.0025, "kg", "g", 0, 4, "2.5 g"},
        {2e-6, "kg", "g", 0, 4, "2 mg"},
        {4.01472e-10, "kg", "g", 0, 4, "401.5 ng"},   /* 4.01472e-7 g = 401.472 ng */
        {1e-9, "kg", "g", 0, 4, "1 ug"},             /* 1e-6 g; micro is ASCII u */
        {9.99996e-10, "kg", "g", 0, 4, "1 ug"},      /* 999.996 ng rounds to 1000 ng */
        {2.5e-12, "kg", "g", 0, 4, "2.5 ng"},        /* 2.5e-9 g */
        {3e-15, "kg", "g", 0, 4, "3 pg"},            /* 3e-12 g */
        {5e-18, "kg", "g", 0, 4, "5 fg"},            /* 5e-15 g */
        {9.9996e-19, "kg", "g", 0, 4, "1 fg"},       /* 0.99996 fg rounds to 1 fg */
        {1e-21, "kg", "g", 0, 4, "1e-21 kg"},        /* 1e-18 g: beyond fg */
        {-4e-10, "kg", "g", 0, 4, "-400 ng"},
        {3e9, "kg", "kg", 0, 4, "3 Mt"},
        {5e12, "kg", "g", 0, 4, "5e12 kg"},          /* beyond Mt */
        {1e-3, "m^3", "m^3", 0, 4, "0.001 m^3"},     /* no prefix on a cubed unit */
        {5e-13, "J/B", "J/B", 0, 4, "500 fJ/B"},
        {5e-12, "J/B", "J/B", 0, 4, "5 pJ/B"},
        {1e-20, "J", "J", 0, 4, "10e-21 J"},         /* beyond femto */
        {5e24, "B", "B", 0, 4, "5e24 B"},            /* beyond zetta */
        {0.5, "B", "B", 0, 4, "0.5 B"},              /* no mB */
        {1.2e6, "USD", "USD", 0, 4, "1200000 USD"},
        {3.6e6, "W", "W", 0, 4, "3.6 MW"},
        {295.3, "FLOP/B", "FLOP/B", 0, 4, "295.3 FLOP/B"},
        {100, "1/s", "1/s", 0, 4, "100 /s"},         /* reads back as a rate */
        {5e4 * 1e-9 / 3600, "1/s", "1/s", 0, 4, "13.89e-9 /s"}, /* 50000 FIT */
        {NAN, "s", "s", 0, 4, "n/a"},
        {INFINITY, "B/s", "B/s", 0, 4, "inf B/s"},
        {-INFINITY, "B/s", "B/s", 0, 4, "-inf B/s"},
        {INFINITY, "", "", 0, 4, "inf"},
    };
    for (size_t i = 0; i < COUNT(c); i++) {
        char buf[64];
        int rc = mlsys_units_format(qty(c[i].v, c[i].dim), c[i].family, c[i].mode, c[i].digits,
                                    buf, sizeof buf, NULL);
        assert_int_equal(rc, 0);
        if (strcmp(buf, c[i].s))
            print_error("%.17g %s -> '%s'\n", c[i].v, c[i].family, buf);
        assert_string_equal(buf, c[i].s);
    }
    char small[6];
    assert_int_equal(mlsys_units_format(qty(0.041791, "s"), "s", 0, 4, small, sizeof small, NULL),
                     0);
    assert_string_equal(small, "41.79");
}

/* What the formatter prints for people reads back: the mass ladder at full
 * precision (17 digits) returns the value, with its prefix, to within the
 * rounding of one decimal conversion. */
static void test_format_round_trip(void **state)
{
    (void)state;
    static const double kg[] = {3e9, 1500, 0.7, 0.0025, 2e-6, 4.01472e-10, 1e-9, 2.5e-12,
                                3e-15, 5e-18, 1e-21, -4e-10};
    for (size_t i = 0; i < COUNT(kg); i++) {
        char buf[64];
        mlsys_qty back;
        assert_int_equal(mlsys_units_format(qty(kg[i], "kg"), "g", 0, 17, buf, sizeof buf, NULL),
                         0);
        int rc = mlsys_units_parse(buf, &back, NULL);
        if (rc)
            print_error("'%s' does not read back\n", buf);
        assert_int_equal(rc, 0);
        assert_true(mlsys_qty_same_dim(back, qty(1, "kg")));
        assert_close(back.v, kg[i], 1e-15, 0);
    }
}

static void test_format_errors(void **state)
{
    (void)state;
    struct mlsys_err e;
    char buf[64];
    err_init(&e);
    assert_int_equal(mlsys_units_format(qty(1, "s"), "B", 0, 4, buf, sizeof buf, &e), MLSYS_EDIM);
    assert_string_equal(e.msg, "cannot convert s to B");
    err_init(&e);
    assert_int_equal(mlsys_units_format(qty(1, ""), "s", 0, 4, buf, sizeof buf, &e), MLSYS_EDIM);
    assert_string_equal(e.msg, "cannot convert a count to s");
    err_init(&e);
    assert_int_equal(mlsys_units_format(qty(1, "B/s"), "TBps", 0, 4, buf, sizeof buf, &e),
                     MLSYS_EUNIT);
    assert_int_equal(e.code, MLSYS_EUNIT);
    assert_string_equal(e.msg, "unknown unit 'TBps'; did you mean 'TB/s'?");
    err_init(&e);
    assert_int_equal(mlsys_units_format(qty(1, "B/s"), "TB/", 0, 4, buf, sizeof buf, &e),
                     MLSYS_EUNIT);
    assert_int_equal(e.code, MLSYS_EUNIT); /* a syntax error in a family is reported as EUNIT */
}

static void test_pick(void **state)
{
    (void)state;
    static const struct {
        double v;
        const char *family;
        int mode;
        const char *unit;
    } c[] = {
        {999960, "B", 0, "MB"},     {999960, "kB", 1, "kB"},    {5e15, "FLOP/s", 0, "PFLOP/s"},
        {1e6, "USD", 0, "USD"},     {0.3625, "%", 0, "%"},      {1e6, "", 0, ""},
        {2e-4, "FIT", 0, "FIT"},    {5e10, "1/s", 0, "1/s"},    {2e-9, "s", 0, "ns"},
        {7200, "ms", 0, "h"},       {2e3, "kg", 0, "t"},        {3e-3, "g/s", 0, "g/s"},
        {4e-10, "kg", 0, "ng"},     /* 4e-7 g = 400 ng */
        {4e-7, "g", 0, "ug"},       /* 4e-4 g = 400 ug (v is in kg whatever the family) */
        {4e-15, "mg", 0, "pg"},     /* 4e-12 g = 4 pg */
    };
    for (size_t i = 0; i < COUNT(c); i++) {
        char unit[32];
        assert_int_equal(
            mlsys_units_pick(c[i].v, c[i].family, c[i].mode, 4, unit, sizeof unit, NULL), 0);
        assert_string_equal(unit, c[i].unit);
    }
    struct mlsys_err e;
    char unit[32];
    err_init(&e);
    assert_int_equal(mlsys_units_pick(1, "TBps", 0, 4, unit, sizeof unit, &e), MLSYS_EUNIT);
    assert_string_equal(e.msg, "unknown unit 'TBps'; did you mean 'TB/s'?");
}

static void test_convert(void **state)
{
    (void)state;
    static const struct {
        double v;
        const char *dim, *unit;
        double out;
    } c[] = {
        {0.041791, "s", "ms", 41.791},
        {0.3625, "", "%", 36.25},
        {259200, "s", "days", 3},                    /* 3 * 86400 */
        {31536000, "s", "years", 1},
        {5e10, "B/s", "Gbps", 400},                  /* 5e10 * 8 / 1e9 */
        {85899345920.0, "B", "GiB", 80},             /* / 2^30 */
        {5e4 * 1e-9 / 3600, "1/s", "FIT", 50000},
        {0.02 / 3.6e6, "kg/J", "g/kWh", 20},
        {1, "1/s", "1/s", 1},
    };
    for (size_t i = 0; i < COUNT(c); i++) {
        double x = -1;
        mlsys_qty q = qty(c[i].v, c[i].dim);
        assert_int_equal(mlsys_units_convert(q.v, q.dim, c[i].unit, &x, NULL), 0);
        assert_close(x, c[i].out, 1e-12, 0);
    }
    struct mlsys_err e;
    double x = 42;
    mlsys_qty s = qty(1, "s");
    err_init(&e);
    assert_int_equal(mlsys_units_convert(s.v, s.dim, "B", &x, &e), MLSYS_EDIM);
    assert_string_equal(e.msg, "cannot convert s to B");
    err_init(&e);
    assert_int_equal(mlsys_units_convert(s.v, s.dim, "zz", &x, &e), MLSYS_EUNIT);
    assert_string_equal(e.msg, "unknown unit 'zz'");
    assert_true(x == 42);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse_examples),     cmocka_unit_test(test_parse_units),
        cmocka_unit_test(test_parse_expressions),  cmocka_unit_test(test_parse_exact),
        cmocka_unit_test(test_parse_unit_errors),  cmocka_unit_test(test_parse_range_errors),
        cmocka_unit_test(test_parse_syntax_errors), cmocka_unit_test(test_parse_deep_nesting),
        cmocka_unit_test(test_parse_unit),         cmocka_unit_test(test_parse_as),
        cmocka_unit_test(test_parse_count),        cmocka_unit_test(test_format_num),
        cmocka_unit_test(test_format),             cmocka_unit_test(test_format_round_trip),
        cmocka_unit_test(test_format_errors),
        cmocka_unit_test(test_pick),               cmocka_unit_test(test_convert),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
