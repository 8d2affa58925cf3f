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

/* What mcmd's eval saw at each point, as its row: whether only --n, only
 * --c changed since the last point, the points counted in the run's memo
 * (the same block every time), and whether a second owner got the memo. */
enum { M_ONLY_N, M_ONLY_C, M_MEMO, M_OTHER, M_N };
static const struct mlsys_coldef mcols[M_N] = {
    [M_ONLY_N] = {"only_n", NULL, MLSYS_FMT_AUTO, "only --n moved", 0},
    [M_ONLY_C] = {"only_c", NULL, MLSYS_FMT_AUTO, "only --c moved", 0},
    [M_MEMO] = {"memo", "", MLSYS_FMT_AUTO, "points counted in the memo", 0},
    [M_OTHER] = {"other", NULL, MLSYS_FMT_AUTO, "a second owner got the memo", 0},
};

static int m_eval(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    int *count = mlsys_call_memo(call, &tblock, sizeof *count);
    assert_non_null(count);
    ++*count;
    struct mlsys_cell c[M_N] = {
        [M_ONLY_N] = mlsys_cell_bool(mlsys_call_moved_only(call, &tblock, T_N_)),
        [M_ONLY_C] = mlsys_cell_bool(mlsys_call_moved_only(call, &tblock, T_C_)),
        [M_MEMO] = mlsys_cell_val(*count),
        [M_OTHER] = mlsys_cell_bool(mlsys_call_memo(call, &tdefs, 1) != NULL),
    };
    return sink->row(sink, c, err);
}
static const struct mlsys_cmddef mcmd = {.name = "m", .blocks = MLSYS_BLOCKS(&tblock),
                                         .cols = mcols, .ncols = M_N, .eval = m_eval};

/* The rows mcmd's eval emitted, behind the two swept inputs. */
struct seen {
    int n;
    struct mlsys_cell rows[8][M_N];
};

static int m_begin(struct mlsys_sink *s, const struct mlsys_table *t, struct mlsys_err *e)
{
    (void)s, (void)e;
    assert_int_equal(t->ncols, 2 + M_N); /* c and n first */
    return 0;
}
static int m_row(struct mlsys_sink *s, const struct mlsys_cell *cells, struct mlsys_err *e)
{
    (void)e;
    struct seen *seen = s->self;
    if (seen->n < 8)
        memcpy(seen->rows[seen->n], cells + 2, sizeof seen->rows[0]);
    seen->n++;
    return 0;
}
static int m_end(struct mlsys_sink *s, bool ok, struct mlsys_err *e)
{
    (void)s, (void)ok, (void)e;
    return 0;
}

/* A sweep of --c a,b (slow) by --n 1..3 (fast), points (a 1) (a 2) (a 3)
 * (b 1) (b 2) (b 3): only --n moves into points 1, 2, 4 and 5, both into
 * 3, neither is known at point 0; the memo is one block for the run (it
 * counts 1 to 6) and refuses a second owner. */
static void test_moved_and_memo(void **state)
{
    (void)state;
    struct mlsys_optset set = {0};
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_optset_add(&set, &tdefs[T_C_], "a,b", &err), 0);
    assert_int_equal(mlsys_optset_add(&set, &tdefs[T_N_], "1..3", &err), 0);
    struct seen seen = {0};
    struct mlsys_sink sink = {m_begin, m_row, NULL, m_end, &seen};
    assert_int_equal(mlsys_cmd_run(&mcmd, "m", &set, NULL, &sink, &err), 0);
    assert_int_equal(seen.n, 6);
    static const bool only_n[6] = {false, true, true, false, true, true};
    for (int i = 0; i < 6; i++) {
        assert_int_equal(seen.rows[i][M_ONLY_N].b, only_n[i]);
        assert_false(seen.rows[i][M_ONLY_C].b);
        assert_close(seen.rows[i][M_MEMO].q.v, i + 1, 0, 0);
        assert_false(seen.rows[i][M_OTHER].b);
    }
    mlsys_optset_free(&set);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_table_limits),
                                       cmocka_unit_test(test_given),
                                       cmocka_unit_test(test_aliases),
                                       cmocka_unit_test(test_moved_and_memo)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
