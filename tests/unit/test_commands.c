/* test_commands.c - invariants of the command table (run/command.h) that
 * the fixed-size option lists rely on: every command (and subcommand)
 * declares at most MLSYS_MAX_BLOCKS blocks and MLSYS_MAX_OPTS options in
 * all, and no option name, alias or short letter twice; and the one test
 * of "given" (mlsys_call_given and the values read through it). */
#include "testutil.h"

#include <math.h>
#include <string.h>

#include "run/command.h"


/* Two options of command `name`: no name or alias of a is a name of b,
 * and their short letters differ. */
static void check_pair(const char *name, const struct mlsys_optdef *a,
                       const struct mlsys_optdef *b)
{
    if (mlsys_opt_named(b, a->name))
        fail_msg("%s: --%s is also a name of another option", name, a->name);
    for (const char *p = a->aliases; p && *p;) {
        char alias[64];
        size_t n = strcspn(p, "|");
        snprintf(alias, sizeof alias, "%.*s", (int)n, p);
        if (mlsys_opt_named(b, alias))
            fail_msg("%s: alias --%s of --%s names another option", name, alias, a->name);
        p += n + (p[n] == '|');
    }
    if (a->short_name && a->short_name == b->short_name)
        fail_msg("%s: short option -%c declared twice", name, a->short_name);
}

/* Check cmd and its subcommands; returns how many commands were seen. */
static int check(const struct mlsys_cmddef *cmd)
{
    size_t blocks = 0, opts = 0;
    for (const struct mlsys_optblock *const *b = cmd->blocks; b && *b; b++) {
        blocks++;
        opts += (*b)->n;
    }
    if (blocks > MLSYS_MAX_BLOCKS || opts > MLSYS_MAX_OPTS)
        fail_msg("%s: %zu blocks, %zu options (at most %d and %d)", cmd->name, blocks, opts,
                 MLSYS_MAX_BLOCKS, MLSYS_MAX_OPTS);
    struct mlsys_optlist l;
    mlsys_cmd_optlist(cmd, &l);
    assert_int_equal(l.n, opts);
    for (size_t i = 0; i < l.n; i++)
        for (size_t j = 0; j < l.n; j++)
            if (j != i)
                check_pair(cmd->name, l.d[i], l.d[j]);
    int seen = 1;
    for (const struct mlsys_cmddef *const *s = cmd->subs; s && *s; s++)
        seen += check(*s);
    return seen;
}

static void test_table_limits(void **state)
{
    (void)state;
    int seen = 0;
    for (const struct mlsys_cmddef *const *c = mlsys_commands; *c; c++)
        seen += check(*c);
    assert_true(seen >= 18); /* the 18 top-level commands at least */
}

/* A command of one block: a count and a choice with defaults, a quantity
 * without. */
enum { T_N_, T_C_, T_Q_, T_NOPTS };
static const struct mlsys_optdef tdefs[T_NOPTS] = {
    [T_N_] = {.name = "n", .kind = MLSYS_OPT_COUNT, .def = "1", .help = "a count"},
    [T_C_] = {.name = "c", .kind = MLSYS_OPT_CHOICE, .def = "a", .choices = "a|b",
              .help = "a choice", .aliases = "choice|pick"},
    [T_Q_] = {.name = "q", .kind = MLSYS_OPT_QTY, .unit = "s", .help = "a time"},
};
static const struct mlsys_optblock tblock = {tdefs, T_NOPTS};
static const struct mlsys_cmddef tcmd = {.name = "t", .blocks = MLSYS_BLOCKS(&tblock)};

/* Bind set for tcmd into v and return the call. */
static struct mlsys_call bind_call(const struct mlsys_optset *set, struct mlsys_val *v)
{
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_opt_bind(tdefs, T_NOPTS, set, v, &err), 0);
    return (struct mlsys_call){.cmd = &tcmd, .v = v, .set = set};
}

static void test_given(void **state)
{
    (void)state;
    struct mlsys_val v[T_NOPTS];
    struct mlsys_optset none = {0};
    struct mlsys_call call = bind_call(&none, v);
    /* defaults are bound (set) but not given: NaN and -1, "not given" */
    assert_true(v[T_N_].set && v[T_C_].set);
    assert_false(mlsys_call_given(&call, &tdefs[T_N_]));
    assert_true(isnan(mlsys_call_num(&call, &tblock, T_N_)));
    assert_int_equal(mlsys_call_choice(&call, &tblock, T_C_), -1);
    assert_true(isnan(mlsys_call_num(&call, &tblock, T_Q_)));
    /* given, even as the default text: the values ("2 ms" = 0.002 s) */
    struct mlsys_optset set = {0};
    struct mlsys_err err;
    assert_int_equal(mlsys_optset_add(&set, &tdefs[T_N_], "1", &err), 0);
    assert_int_equal(mlsys_optset_add(&set, &tdefs[T_C_], "b", &err), 0);
    assert_int_equal(mlsys_optset_add(&set, &tdefs[T_Q_], "2 ms", &err), 0);
    call = bind_call(&set, v);
    assert_true(mlsys_call_given(&call, &tdefs[T_N_]));
    assert_close(mlsys_call_num(&call, &tblock, T_N_), 1, 0, 0);
    assert_int_equal(mlsys_call_choice(&call, &tblock, T_C_), 1);
    assert_close(mlsys_call_num(&call, &tblock, T_Q_), 0.002, 1e-15, 0);
    /* a block the command does not take, an index past the block */
    static const struct mlsys_optblock other = {tdefs, 1};
    assert_true(isnan(mlsys_call_num(&call, &other, 0)));
    assert_int_equal(mlsys_call_choice(&call, &tblock, T_NOPTS), -1);
    mlsys_optset_free(&set);
}

static void test_aliases(void **state)
{
    (void)state;
    /* an option is found under its name and each alias, nothing else */
    assert_true(mlsys_opt_named(&tdefs[T_C_], "c"));
    assert_true(mlsys_opt_named(&tdefs[T_C_], "choice"));
    assert_true(mlsys_opt_named(&tdefs[T_C_], "pick"));
    assert_false(mlsys_opt_named(&tdefs[T_C_], "pic"));
    assert_false(mlsys_opt_named(&tdefs[T_C_], "choice|pick"));
    assert_false(mlsys_opt_named(&tdefs[T_N_], "choice"));
    assert_ptr_equal(mlsys_opt_find(&tblock, 1, "pick", false), &tdefs[T_C_]);
    /* read from argv under an alias: the same option, the same text */
    char *argv[] = {"--pick", "b", "--choice=a"};
    struct mlsys_optset set = {0};
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_opt_parse_argv(3, argv, &tblock, 1, &set, &err), 0);
    assert_int_equal(set.n, 2);
    assert_ptr_equal(set.a[0].def, &tdefs[T_C_]);
    assert_string_equal(mlsys_optset_get(&set, &tdefs[T_C_]), "a"); /* the last wins */
    mlsys_optset_free(&set);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_table_limits),
                                       cmocka_unit_test(test_given),
                                       cmocka_unit_test(test_aliases)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
