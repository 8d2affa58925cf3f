/* test_run.c - running a command through the library (mlsys/run.h): rows
 * into a caller's sink or as plain values, early stops, and the errors of
 * an entry point that writes no text. Expected values are hand
 * calculations or the inputs themselves; messages are the program's own
 * words, the same the command line prints (tests/cli cases show them). */
#include "testutil.h"

#include <string.h>

#include "mlsys/init.h"
#include "mlsys/run.h"

/* A sink that counts and can stop after `stop_after` rows. */
struct counter {
    size_t begins, rows, notes, ends, ncols;
    size_t stop_after; /* 0: never */
    double last_batch;
    int batch_col;
};

static int c_begin(struct mlsys_sink *s, const struct mlsys_table *t, struct mlsys_err *err)
{
    (void)err;
    struct counter *c = s->self;
    c->begins++;
    c->ncols = t->ncols;
    c->batch_col = mlsys_table_find(t, "batch");
    return 0;
}

static int c_row(struct mlsys_sink *s, const struct mlsys_cell *cells, struct mlsys_err *err)
{
    struct counter *c = s->self;
    c->rows++;
    if (c->batch_col >= 0)
        c->last_batch = cells[c->batch_col].q.v;
    if (c->stop_after && c->rows == c->stop_after)
        return mlsys_err_set(err, MLSYS_EPIPE, "closed pipe");
    return 0;
}

static int c_note(struct mlsys_sink *s, const char *text, struct mlsys_err *err)
{
    (void)text;
    (void)err;
    ((struct counter *)s->self)->notes++;
    return 0;
}

static int c_end(struct mlsys_sink *s, bool ok, struct mlsys_err *err)
{
    (void)ok;
    (void)err;
    ((struct counter *)s->self)->ends++;
    return 0;
}

/* A sweep of batch 1..10 gives ten rows, the last with B = 10, into the
 * caller's sink: begin and end once each. */
static void test_rows_into_a_sink(void **state)
{
    (void)state;
    struct counter c = {0};
    struct mlsys_sink sink = {c_begin, c_row, c_note, c_end, &c};
    struct mlsys_err err;
    static const char *const words[] = {"iron-law", "--hw", "h100", "--workload", "llama70b",
                                        "--batch", "1..10"};
    assert_int_equal(mlsys_run(7, words, &sink, NULL, NULL, &err), 0);
    assert_int_equal(c.begins, 1);
    assert_int_equal(c.ends, 1);
    assert_int_equal(c.rows, 10);
    assert_true(c.notes > 0);
    assert_close(c.last_batch, 10, 0, 0);
}

/* A sink that answers MLSYS_EPIPE ends the run early and quietly. */
static void test_a_closed_sink_stops_the_run(void **state)
{
    (void)state;
    struct counter c = {.stop_after = 3};
    struct mlsys_sink sink = {c_begin, c_row, c_note, c_end, &c};
    struct mlsys_err err;
    static const char *const words[] = {"iron-law", "--hw", "h100", "--workload", "llama70b",
                                        "--batch", "1..1000000"};
    assert_int_equal(mlsys_run(7, words, &sink, NULL, NULL, &err), 0);
    assert_int_equal(err.code, 0);
    assert_int_equal(c.rows, 3);
}

/* Each refusal, with the message the command line would print. */
static void expect_error(const char *const *words, int n, int status, const char *line)
{
    char got[1024];
    int rc = mlsys_run_values(n, words, NULL, got, sizeof got);
    assert_int_equal(rc, status);
    assert_string_equal(got, line);
}

static void test_errors(void **state)
{
    (void)state;
    static const char *const none[] = {"--catalog", "x"};
    expect_error(none, 0, 2, "mlsys: no command given; run 'mlsys help' for the list");
    expect_error(none, 2, 2, "mlsys: no command given; run 'mlsys help' for the list");
    static const char *const help[] = {"help", "iron-law"};
    expect_error(help, 2, 2, "mlsys: 'help' writes text, not rows; run 'mlsys help' on the "
                             "command line");
    static const char *const fmt[] = {"iron-law", "--hw", "h100", "--format", "csv"};
    expect_error(fmt, 5, 2, "mlsys iron-law: --format shapes printed text; rows handed to a "
                            "program have no use for it");
    /* --jobs splits a sweep over processes of the command line only. */
    static const char *const jobs[] = {"iron-law", "--hw", "h100", "--jobs", "2"};
    expect_error(jobs, 5, 2, "mlsys iron-law: --jobs: the library evaluates in the calling "
                             "process; split a sweep with --shard K/N instead");
    static const char *const unknown[] = {"ironlaw"};
    expect_error(unknown, 1, 2, "mlsys: unknown command 'ironlaw'; did you mean 'iron-law'?");
    static const char *const sub[] = {"catalog"};
    expect_error(sub, 1, 2, "mlsys: catalog: missing subcommand");
    static const char *const assert_fails[] = {"iron-law", "--hw", "h100", "--workload",
                                               "llama70b", "--assert", "T < 1ms"};
    char got[1024];
    assert_int_equal(mlsys_run_values(7, assert_fails, NULL, got, sizeof got), 3);
    /* A raw sink must have begin, row and end. */
    struct mlsys_sink empty = {0};
    struct mlsys_err err;
    static const char *const ok[] = {"iron-law", "--hw", "h100"};
    assert_int_equal(mlsys_run(3, ok, &empty, NULL, NULL, &err), MLSYS_EUSAGE);
    /* --columns needs a renderer: refused with a raw sink. */
    struct counter c = {0};
    struct mlsys_sink sink = {c_begin, c_row, c_note, c_end, &c};
    static const char *const cols[] = {"iron-law", "--hw", "h100", "--workload", "llama70b",
                                       "--columns", "T"};
    assert_int_equal(mlsys_run(7, cols, &sink, NULL, NULL, &err), MLSYS_EUSAGE);
    char line[1024];
    mlsys_err_line(&err, line, sizeof line);
    assert_string_equal(line, "mlsys iron-law: --columns shapes printed text; rows handed to a "
                              "program have no use for it");
}

/* Plain values: keys with units before the first row, numbers in base SI. */
struct vals {
    size_t ncols, rows;
    int t_col, bound_col;
    char t_unit[16];
    double t_s;
    char bound[32];
};

static int v_columns(void *self, size_t n, const char *const *keys, const char *const *units)
{
    struct vals *v = self;
    v->ncols = n;
    for (size_t i = 0; i < n; i++) {
        if (!strcmp(keys[i], "T")) {
            v->t_col = (int)i;
            snprintf(v->t_unit, sizeof v->t_unit, "%s", units[i] ? units[i] : "(null)");
        }
        if (!strcmp(keys[i], "bound")) {
            v->bound_col = (int)i;
            assert_null(units[i]);
        }
    }
    return 0;
}

static int v_row(void *self, size_t n, const struct mlsys_value *values)
{
    struct vals *v = self;
    assert_int_equal(n, v->ncols);
    v->rows++;
    assert_int_equal(values[v->t_col].type, MLSYS_VALUE_NUMBER);
    v->t_s = values[v->t_col].number;
    assert_int_equal(values[v->bound_col].type, MLSYS_VALUE_TEXT);
    snprintf(v->bound, sizeof v->bound, "%s", values[v->bound_col].text);
    return 0;
}

static void test_values(void **state)
{
    (void)state;
    struct vals v = {.t_col = -1, .bound_col = -1};
    struct mlsys_receiver rx = {.columns = v_columns, .row = v_row, .self = &v};
    /* --peak 1000 FLOP/s --bw 1 B/s --ops 2000 FLOP --dvol 1000 B --lat 0 s:
     * T_comp = 2000 / 1000 = 2 s, T_mem = 1000 / 1 = 1000 s; T = 1002 s at
     * eta_hw 1, bound by memory. */
    static const char *const words[] = {"iron-law", "--peak", "1000FLOP/s", "--bw", "1B/s",
                                        "--ops", "2000FLOP", "--dvol", "1000B", "--lat", "0s"};
    char line[256];
    assert_int_equal(mlsys_run_values(11, words, &rx, line, sizeof line), 0);
    assert_string_equal(line, "");
    assert_int_equal(v.rows, 1);
    assert_string_equal(v.t_unit, "s");
    assert_close(v.t_s, 1002, 1e-12, 0);
    assert_string_equal(v.bound, "memory");
}

/* A message longer than the record holds is cut and says so: it ends in
 * "..." at a whole UTF-8 character, within MLSYS_ERR_MSG_MAX bytes. */
static void test_long_error_is_marked(void **state)
{
    (void)state;
    struct mlsys_err err;
    char text[MLSYS_ERR_MSG_MAX + 64];
    mlsys_err_clear(&err);
    memset(text, 'x', sizeof text - 1);
    text[sizeof text - 1] = '\0';
    memcpy(text + MLSYS_ERR_MSG_MAX - 5, "\xc3\xa9", 2); /* an e-acute across the cut */
    assert_int_equal(mlsys_err_set(&err, MLSYS_EUSAGE, "%s", text), MLSYS_EUSAGE);
    size_t n = strlen(err.msg);
    assert_true(n < MLSYS_ERR_MSG_MAX);
    assert_string_equal(err.msg + n - 3, "...");
    /* the two bytes of the e-acute sat at 507-508; the dots at 508 would
       split it, so they start at 507 (the character dropped whole) */
    assert_int_equal(n, MLSYS_ERR_MSG_MAX - 5 + 3);
    mlsys_err_set(&err, MLSYS_EUSAGE, "%s", "short");
    assert_string_equal(err.msg, "short");
}

/* The help document, as `mlsys help --format json` prints it. */
static void test_help_json(void **state)
{
    (void)state;
    char *text = mlsys_help_json_text();
    assert_non_null(text);
    assert_true(strstr(text, "\"schema\": \"mlsys-help\"") != NULL);
    assert_true(strstr(text, "\"name\": \"iron-law\"") != NULL);
    mlsys_free(text);
}

int main(void)
{
    mlsys_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rows_into_a_sink),
        cmocka_unit_test(test_a_closed_sink_stops_the_run),
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_values),
        cmocka_unit_test(test_help_json),
        cmocka_unit_test(test_long_error_is_marked),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
