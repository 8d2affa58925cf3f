/* test_option.c - the option parser and binder (option.h). */
#include "testutil.h"

#include <string.h>

#include "run/option.h"

enum { O_BW, O_BATCH, O_ETA, O_PHASE, O_FLAG, O_EXPR, O_UNIT, O_N };

static const struct mlsys_optdef defs[O_N] = {
    [O_BW] = {.name = "bw", .kind = MLSYS_OPT_QTY, .unit = "B/s", .help = "memory bandwidth",
              .flags = MLSYS_OPTF_POSITIVE},
    [O_BATCH] = {.name = "batch", .short_name = 'b', .kind = MLSYS_OPT_COUNT, .def = "1",
                 .help = "batch size", .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER},
    [O_ETA] = {.name = "eff", .kind = MLSYS_OPT_COUNT, .def = "1", .help = "efficiency",
               .flags = MLSYS_OPTF_FRACTION},
    [O_PHASE] = {.name = "phase", .kind = MLSYS_OPT_CHOICE, .def = "decode",
                 .choices = "decode|prefill|train|infer", .help = "phase"},
    [O_FLAG] = {.name = "no-header", .kind = MLSYS_OPT_FLAG, .help = "flag"},
    [O_EXPR] = {.name = "EXPR", .kind = MLSYS_OPT_TEXT, .help = "expression",
                .flags = MLSYS_OPTF_POSITIONAL | MLSYS_OPTF_REQUIRED},
    [O_UNIT] = {.name = "UNIT", .kind = MLSYS_OPT_TEXT, .help = "unit",
                .flags = MLSYS_OPTF_POSITIONAL},
};
static const struct mlsys_optblock group = {defs, O_N};

/* Parse argv words into a set; return the status. */
static int parse(struct mlsys_optset *set, struct mlsys_err *err, int argc, char **argv)
{
    mlsys_err_clear(err);
    memset(set, 0, sizeof *set);
    return mlsys_opt_parse_argv(argc, argv, &group, 1, set, err);
}

static void test_forms(void **state)
{
    (void)state;
    char *argv[] = {"--bw=3.35TB/s", "-b", "8", "x", "--phase", "prefill", "y", "--no-header"};
    struct mlsys_optset set;
    struct mlsys_err err;
    assert_int_equal(parse(&set, &err, 8, argv), 0);
    assert_string_equal(mlsys_optset_get(&set, &defs[O_BW]), "3.35TB/s");
    assert_string_equal(mlsys_optset_get(&set, &defs[O_BATCH]), "8");
    assert_string_equal(mlsys_optset_get(&set, &defs[O_EXPR]), "x");
    assert_string_equal(mlsys_optset_get(&set, &defs[O_UNIT]), "y");
    assert_non_null(mlsys_optset_get(&set, &defs[O_FLAG]));
    struct mlsys_val v[O_N];
    assert_int_equal(mlsys_opt_bind(defs, O_N, &set, v, &err), 0);
    assert_close(v[O_BW].q.v, 3.35e12, 1e-15, 0); /* 3.35 TB/s = 3.35e12 B/s */
    assert_close(v[O_BATCH].x, 8, 0, 0);
    assert_int_equal(v[O_PHASE].choice, 1);
    assert_close(v[O_ETA].x, 1, 0, 0); /* the default text "1" */
    mlsys_optset_free(&set);
}

static void test_short_inline_and_dashdash(void **state)
{
    (void)state;
    char *argv[] = {"-b16", "--", "-5 s"};
    struct mlsys_optset set;
    struct mlsys_err err;
    assert_int_equal(parse(&set, &err, 3, argv), 0);
    assert_string_equal(mlsys_optset_get(&set, &defs[O_BATCH]), "16");
    assert_string_equal(mlsys_optset_get(&set, &defs[O_EXPR]), "-5 s");
    mlsys_optset_free(&set);
}

static void test_last_wins(void **state)
{
    (void)state;
    char *argv[] = {"x", "--batch", "2", "--batch", "4"};
    struct mlsys_optset set;
    struct mlsys_err err;
    struct mlsys_val v[O_N];
    assert_int_equal(parse(&set, &err, 5, argv), 0);
    assert_int_equal(mlsys_opt_bind(defs, O_N, &set, v, &err), 0);
    assert_close(v[O_BATCH].x, 4, 0, 0);
    mlsys_optset_free(&set);
}

static void test_argv_errors(void **state)
{
    (void)state;
    struct mlsys_optset set;
    struct mlsys_err err;
    char *a1[] = {"--batc", "1"};
    assert_int_equal(parse(&set, &err, 2, a1), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "unknown option '--batc'; did you mean '--batch'?");
    mlsys_optset_free(&set);
    char *a2[] = {"--zzzzzz"};
    assert_int_equal(parse(&set, &err, 1, a2), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "unknown option '--zzzzzz'; see --help");
    mlsys_optset_free(&set);
    char *a3[] = {"--bw"};
    assert_int_equal(parse(&set, &err, 1, a3), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "--bw needs a value (a quantity in B/s)");
    mlsys_optset_free(&set);
    char *a4[] = {"--no-header=1"};
    assert_int_equal(parse(&set, &err, 1, a4), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "--no-header takes no value");
    mlsys_optset_free(&set);
    char *a5[] = {"a", "b", "c"};
    assert_int_equal(parse(&set, &err, 3, a5), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "unexpected argument 'c'");
    mlsys_optset_free(&set);
}

static void test_missing_value(void **state)
{
    (void)state;
    struct mlsys_optset set;
    struct mlsys_err err;
    /* an option where the value should be: the value was left out, and the
     * next option is not swallowed (nor then "5" reported as extra) */
    char *a1[] = {"x", "--batch", "--phase", "prefill"};
    assert_int_equal(parse(&set, &err, 4, a1), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "--batch needs a value (a number) before '--phase'");
    mlsys_optset_free(&set);
    char *a2[] = {"x", "--phase", "-b", "2"};
    assert_int_equal(parse(&set, &err, 4, a2), MLSYS_EUSAGE);
    assert_string_equal(err.msg,
                        "--phase needs a value (one of decode, prefill, train, infer) before '-b'");
    mlsys_optset_free(&set);
    char *a3[] = {"-b", "--"}; /* "--" ends the options; it is no value either */
    assert_int_equal(parse(&set, &err, 2, a3), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "--batch needs a value (a number) before '--'");
    mlsys_optset_free(&set);
    char *a4[] = {"x", "--phase"}; /* at the end of the line */
    assert_int_equal(parse(&set, &err, 2, a4), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "--phase needs a value (one of decode, prefill, train, infer)");
    mlsys_optset_free(&set);
    char *a5[] = {"--bw", "--\xff"}; /* never echo an invalid byte */
    assert_int_equal(parse(&set, &err, 2, a5), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "--bw needs a value (a quantity in B/s), not an option with an "
                                 "invalid UTF-8 byte 0xff");
    mlsys_optset_free(&set);
    /* numbers with a minus sign are values, refused later by validation */
    char *a6[] = {"x", "--batch", "-1", "--bw", "-1e3 B/s", "--eff", "-.5", "--phase", "-inf"};
    assert_int_equal(parse(&set, &err, 9, a6), MLSYS_OK);
    assert_string_equal(mlsys_optset_get(&set, &defs[O_BATCH]), "-1");
    assert_string_equal(mlsys_optset_get(&set, &defs[O_BW]), "-1e3 B/s");
    assert_string_equal(mlsys_optset_get(&set, &defs[O_ETA]), "-.5");
    assert_string_equal(mlsys_optset_get(&set, &defs[O_PHASE]), "-inf");
    mlsys_optset_free(&set);
}

static void test_option_word(void **state)
{
    (void)state;
    assert_true(mlsys_opt_is_option_word("--batch"));
    assert_true(mlsys_opt_is_option_word("--"));
    assert_true(mlsys_opt_is_option_word("-b"));
    assert_true(mlsys_opt_is_option_word("-x1"));
    assert_true(mlsys_opt_is_option_word("-infx")); /* not a number word */
    assert_true(mlsys_opt_is_option_word("-in"));
    assert_false(mlsys_opt_is_option_word("-")); /* standard input */
    assert_false(mlsys_opt_is_option_word(""));
    assert_false(mlsys_opt_is_option_word("5"));
    assert_false(mlsys_opt_is_option_word("-1"));
    assert_false(mlsys_opt_is_option_word("-1e3"));
    assert_false(mlsys_opt_is_option_word("-.5"));
    assert_false(mlsys_opt_is_option_word("-5us"));
    assert_false(mlsys_opt_is_option_word("-inf"));
    assert_false(mlsys_opt_is_option_word("-Infinity"));
    assert_false(mlsys_opt_is_option_word("-NaN"));
    assert_false(mlsys_opt_is_option_word("-nan(0x7ff)"));
}

static void test_takes(void **state)
{
    (void)state;
    char buf[128];
    assert_string_equal(mlsys_opt_takes(&defs[O_BW], buf, sizeof buf), "a quantity in B/s");
    assert_string_equal(mlsys_opt_takes(&defs[O_BATCH], buf, sizeof buf), "a number");
    assert_string_equal(mlsys_opt_takes(&defs[O_PHASE], buf, sizeof buf),
                        "one of decode, prefill, train, infer");
    assert_string_equal(mlsys_opt_takes(&defs[O_EXPR], buf, sizeof buf), "expression");
    static const struct mlsys_optdef hw = {.name = "hw", .kind = MLSYS_OPT_NAME,
                                           .choices = "hardware", .help = "device"};
    assert_string_equal(mlsys_opt_takes(&hw, buf, sizeof buf), "a hardware name from the catalog");
    /* cut to fit, always terminated */
    assert_string_equal(mlsys_opt_takes(&defs[O_PHASE], buf, 12), "one of deco");
}

/* Bind one option text (plus the required EXPR) and return the status. */
static int bind_one(const char *opt, const char *text, struct mlsys_err *err)
{
    char *argv[] = {"x", (char *)opt, (char *)text};
    struct mlsys_optset set;
    struct mlsys_val v[O_N];
    int rc = parse(&set, err, 3, argv);
    if (!rc)
        rc = mlsys_opt_bind(defs, O_N, &set, v, err);
    mlsys_optset_free(&set);
    return rc;
}

static void test_bind_errors(void **state)
{
    (void)state;
    struct mlsys_err err;
    assert_int_equal(bind_one("--batch", "0", &err), MLSYS_ERANGE);
    assert_string_equal(err.where, "--batch");
    assert_string_equal(err.msg, "must be greater than zero");
    assert_int_equal(bind_one("--batch", "2.5", &err), MLSYS_ERANGE);
    assert_string_equal(err.msg, "must be a whole number");
    assert_int_equal(bind_one("--eff", "1.5", &err), MLSYS_ERANGE);
    assert_string_equal(err.msg, "must be in (0, 1] (a fraction; '50 %' works)");
    assert_int_equal(bind_one("--eff", "50 %", &err), MLSYS_OK); /* 0.5 */
    assert_int_equal(bind_one("--bw", "-1 TB/s", &err), MLSYS_ERANGE);
    assert_string_equal(err.msg, "must be greater than zero");
    assert_int_equal(bind_one("--bw", "5 ms", &err), MLSYS_EDIM);
    assert_string_equal(err.where, "--bw");
    assert_int_equal(bind_one("--phase", "prefil", &err), MLSYS_EUSAGE);
    assert_string_equal(err.msg,
                        "unknown value 'prefil'; did you mean 'prefill'? "
                        "(one of decode, prefill, train, infer)");
    assert_int_equal(bind_one("--phase", "zzzzzz", &err), MLSYS_EUSAGE);
    assert_string_equal(err.msg,
                        "unknown value 'zzzzzz'; expected one of decode, prefill, train, infer");
    assert_int_equal(bind_one("--batch", "70B", &err), MLSYS_EDIM);
    assert_string_equal(err.msg, "expected a count; did you mean 70e9?");
}

static void test_required(void **state)
{
    (void)state;
    struct mlsys_optset set = {0};
    struct mlsys_err err;
    struct mlsys_val v[O_N];
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_opt_bind(defs, O_N, &set, v, &err), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "missing EXPR (expression)");
}

static void test_exit_status(void **state)
{
    (void)state;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_err_exit_status(&err), 0);
    mlsys_err_set(&err, MLSYS_EUNIT, "x");
    assert_int_equal(mlsys_err_exit_status(&err), 2); /* command line */
    mlsys_err_at(&err, "a.yaml", 3, 4);
    assert_int_equal(mlsys_err_exit_status(&err), 1); /* a file was wrong */
    mlsys_err_set(&err, MLSYS_EASSERT, "x");
    assert_int_equal(mlsys_err_exit_status(&err), 3);
    char buf[256];
    mlsys_err_set(&err, MLSYS_EUNIT, "unknown unit 'zz'");
    mlsys_err_format(&err, buf, sizeof buf);
    assert_string_equal(buf, "a.yaml:3:4: unknown unit 'zz'");
    mlsys_err_clear(&err);
    mlsys_err_where(&err, "--bw");
    mlsys_err_where(&err, "iron-law");
    mlsys_err_set(&err, MLSYS_ERANGE, "must be greater than zero");
    mlsys_err_format(&err, buf, sizeof buf);
    assert_string_equal(buf, "iron-law: --bw: must be greater than zero");
}

/* Choice aliases read as their choice (index 2 for "c"); the text stays the
 * user's; a word that is neither is refused with the choices, and an
 * alias naming no choice is refused as unknown. */
static void test_choice_aliases(void **state)
{
    (void)state;
    const struct mlsys_optdef d = {.name = "pick", .kind = MLSYS_OPT_CHOICE, .choices = "a|bb|c",
                                   .help = "pick", .choice_aliases = "x=c|yy=a|z=nothing"};
    struct mlsys_val v;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_opt_parse_value(&d, "x", &v, &err), 0);
    assert_int_equal(v.choice, 2);
    assert_string_equal(v.s, "x");
    assert_int_equal(mlsys_opt_parse_value(&d, "yy", &v, &err), 0);
    assert_int_equal(v.choice, 0);
    assert_int_equal(mlsys_opt_parse_value(&d, "bb", &v, &err), 0);
    assert_int_equal(v.choice, 1);
    /* any ASCII case, of the choices and of the aliases ("Q4_K_M", "vLLM") */
    assert_int_equal(mlsys_opt_parse_value(&d, "BB", &v, &err), 0);
    assert_int_equal(v.choice, 1);
    assert_int_equal(mlsys_opt_parse_value(&d, "X", &v, &err), 0);
    assert_int_equal(v.choice, 2);
    assert_int_not_equal(mlsys_opt_parse_value(&d, "y", &v, &err), 0);
    char buf[256];
    mlsys_err_format(&err, buf, sizeof buf);
    assert_non_null(strstr(buf, "unknown value 'y'"));
    assert_non_null(strstr(buf, "a, bb, c"));
    mlsys_err_clear(&err);
    assert_int_not_equal(mlsys_opt_parse_value(&d, "z", &v, &err), 0);
    /* the pairs one at a time, as help and the parser read them; a
       malformed pair ends the list */
    const char *p = "x=c|yy=a|bad|w=bb";
    char word[8], choice[8];
    assert_true(mlsys_opt_choice_alias_next(&p, word, choice, sizeof word));
    assert_string_equal(word, "x");
    assert_string_equal(choice, "c");
    assert_true(mlsys_opt_choice_alias_next(&p, word, choice, sizeof word));
    assert_string_equal(word, "yy");
    assert_string_equal(choice, "a");
    assert_false(mlsys_opt_choice_alias_next(&p, word, choice, sizeof word));
    const char *none = NULL, *long_word = "abcdefgh=a";
    assert_false(mlsys_opt_choice_alias_next(&none, word, choice, sizeof word));
    assert_false(mlsys_opt_choice_alias_next(&long_word, word, choice, sizeof word));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_forms),      cmocka_unit_test(test_short_inline_and_dashdash),
        cmocka_unit_test(test_last_wins),  cmocka_unit_test(test_argv_errors),
        cmocka_unit_test(test_bind_errors), cmocka_unit_test(test_required),
        cmocka_unit_test(test_exit_status), cmocka_unit_test(test_missing_value),
        cmocka_unit_test(test_option_word), cmocka_unit_test(test_takes),
        cmocka_unit_test(test_choice_aliases),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
