/* test_render_errors.c - the renderer's errors (render.h): --columns
 * naming unknown, repeated or empty keys, the commands' bugs it catches (a
 * cell of the wrong dimension, an unknown unit family, a failed run's
 * output), and write errors (a full disk, a closed pipe, a failure that
 * sticks). The messages are the program's own words, compared exactly; the
 * helpers and test tables are in renderutil.h. */
#include "testutil.h"
#include "renderutil.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "render/render.h"
#include "mlsys/table.h"

/* ---- --columns --------------------------------------------------------- */

static void test_columns_errors(void **state)
{
    (void)state;
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_CSV);
    o.columns = "T_mem,Tmem";
    expect_error(&o, &iron, &iron_rows[0][0], 1, MLSYS_EUSAGE,
                 "--columns: unknown key 'Tmem'; did you mean 'T_mem'?", "");
    o.columns = "zz";
    expect_error(&o, &iron, &iron_rows[0][0], 1, MLSYS_EUSAGE,
                 "--columns: unknown key 'zz'; keys are: T_mem, BW, bound, fits, batch, eta, raw",
                 "");
    o.columns = "T_mem,T_mem";
    expect_error(&o, &iron, &iron_rows[0][0], 1, MLSYS_EUSAGE,
                 "--columns: key 'T_mem' given twice", "");
    o.columns = "T_mem,,BW";
    expect_error(&o, &iron, &iron_rows[0][0], 1, MLSYS_EUSAGE,
                 "--columns: empty key in 'T_mem,,BW'", "");
    o.format = MLSYS_FORMAT_TABLE;
    o.columns = "";
    expect_error(&o, &iron, &iron_rows[0][0], 1, MLSYS_EUSAGE, "--columns: empty key in ''", "");
}

/* ---- command bugs ------------------------------------------------------ */

static void test_wrong_dimension(void **state)
{
    (void)state;
    struct mlsys_cell rows[2][7];
    memcpy(rows, iron_rows, sizeof rows);
    rows[1][1] = num(secs(1));
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_CSV);
    /* The first row is out, the bad one is not written at all. */
    expect_error(&o, &iron, &rows[0][0], 2, MLSYS_EDIM,
                 "internal: column 'BW' got a quantity in s, expected B/s",
                 "T_mem,BW,bound,fits,batch,eta,raw\n"
                 "0.0417910447761194,3350000000000,memory,true,1,0.5,140000000000\n");
    /* Columns not shown are checked too. */
    o.columns = "T_mem";
    rows[1][1] = cnt(1);
    expect_error(&o, &iron, &rows[0][0], 2, MLSYS_EDIM,
                 "internal: column 'BW' got a count, expected B/s",
                 "T_mem\n0.0417910447761194\n");
    memcpy(rows, iron_rows, sizeof rows);
    rows[0][4] = num(secs(1));
    o.format = MLSYS_FORMAT_TABLE;
    expect_error(&o, &iron, &rows[0][0], 1, MLSYS_EDIM,
                 "internal: column 'batch' got a quantity in s, expected a count", "");
    rows[0][4] = iron_rows[0][4];
    rows[0][2] = num(secs(1));
    expect_error(&o, &iron, &rows[0][0], 1, MLSYS_EDIM,
                 "internal: column 'bound' got a quantity in s, expected text", "");
}

static void test_bad_family(void **state)
{
    (void)state;
    static const struct mlsys_coldef cols[] = {{"x", "furlongs", MLSYS_FMT_AUTO, "?", 0}};
    static const struct mlsys_table t = {"t", cols, 1};
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_CSV);
    struct out out;
    struct mlsys_err err;
    out_open(&out);
    int rc = render(&o, &t, NULL, 0, NULL, 0, out.f, &err);
    assert_int_equal(rc, MLSYS_EUNIT);
    assert_memory_equal(err.msg, "internal: column 'x' unit 'furlongs': ", 38);
    assert_string_equal(out_text(&out), "");
    out_close(&out);
}

/* A failed run: the table prints nothing; streamed rows stay; JSON is not
 * closed. */
static void test_end_not_ok(void **state)
{
    (void)state;
    const enum mlsys_format fmts[] = {MLSYS_FORMAT_TABLE, MLSYS_FORMAT_CSV, MLSYS_FORMAT_JSON};
    const char *want[] = {"", "T_mem\n0.002\n",
                          ("{\"command\": \"iron\", \"version\": \"0.1.0\", \"units\": "
                           "{\"T_mem\": \"s\"}, \"rows\": [\n  {\"T_mem\": 0.002}")};
    for (int i = 0; i < 3; i++) {
        struct mlsys_render_opts o = opts(fmts[i]);
        o.columns = "T_mem";
        struct out out;
        struct mlsys_sink s;
        struct mlsys_err err;
        out_open(&out);
        assert_int_equal(mlsys_render_new(&o, out.f, &s, &err), 0);
        assert_int_equal(s.begin(&s, &iron, &err), 0);
        assert_int_equal(s.row(&s, iron_rows[1], &err), 0);
        assert_int_equal(s.note(&s, "never shown", &err), 0);
        assert_int_equal(s.end(&s, false, &err), 0);
        mlsys_render_free(&s);
        assert_string_equal(out_text(&out), want[i]);
        out_close(&out);
    }
}

/* ---- write errors ------------------------------------------------------ */

/* Render `rows` copies of a row to f; returns the first error and its
 * message in err. */
static int flood(FILE *f, enum mlsys_format fmt, int rows, struct mlsys_err *err)
{
    struct mlsys_render_opts o = opts(fmt);
    struct mlsys_sink s;
    struct mlsys_err scratch;
    mlsys_err_clear(err);
    int rc = mlsys_render_new(&o, f, &s, err);
    if (!rc)
        rc = s.begin(&s, &iron, err);
    for (int i = 0; !rc && i < rows; i++)
        rc = s.row(&s, iron_rows[0], err);
    int erc = s.end(&s, rc == 0, rc ? &scratch : err);
    mlsys_render_free(&s);
    return rc ? rc : erc;
}

static void test_disk_full(void **state)
{
    (void)state;
    const enum mlsys_format fmts[] = {MLSYS_FORMAT_CSV, MLSYS_FORMAT_JSON, MLSYS_FORMAT_TABLE};
    for (int i = 0; i < 3; i++) {
        for (int rows = 1; rows <= 100000; rows *= 1000) {
            FILE *f = fopen("/dev/full", "w");
            if (!f)
                skip();
            struct mlsys_err err;
            assert_int_equal(flood(f, fmts[i], rows, &err), MLSYS_EWRITE);
            assert_string_equal(err.msg, "write error: No space left on device");
            fclose(f);
        }
    }
}

static void test_closed_pipe(void **state)
{
    (void)state;
    signal(SIGPIPE, SIG_IGN);
    const enum mlsys_format fmts[] = {MLSYS_FORMAT_CSV, MLSYS_FORMAT_JSONL, MLSYS_FORMAT_TABLE};
    for (int i = 0; i < 3; i++) {
        for (int rows = 1; rows <= 100000; rows *= 1000) {
            int fd[2];
            assert_int_equal(pipe(fd), 0);
            close(fd[0]);
            FILE *f = fdopen(fd[1], "w");
            assert_non_null(f);
            struct mlsys_err err;
            assert_int_equal(flood(f, fmts[i], rows, &err), MLSYS_EPIPE);
            assert_string_equal(err.msg, "closed pipe");
            fclose(f);
        }
    }
}

/* After a write failure every later call reports it again. */
static void test_failure_sticks(void **state)
{
    (void)state;
    signal(SIGPIPE, SIG_IGN);
    int fd[2];
    assert_int_equal(pipe(fd), 0);
    close(fd[0]);
    FILE *f = fdopen(fd[1], "w");
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_CSV);
    struct mlsys_sink s;
    struct mlsys_err err;
    assert_int_equal(mlsys_render_new(&o, f, &s, &err), 0);
    assert_int_equal(s.begin(&s, &iron, &err), 0);
    int rc = 0;
    for (int i = 0; !rc && i < 100000; i++)
        rc = s.row(&s, iron_rows[0], &err);
    assert_int_equal(rc, MLSYS_EPIPE);
    mlsys_err_clear(&err);
    assert_int_equal(s.row(&s, iron_rows[0], &err), MLSYS_EPIPE);
    assert_string_equal(err.msg, "closed pipe");
    assert_int_equal(s.note(&s, "n", &err), MLSYS_EPIPE);
    assert_int_equal(s.end(&s, false, &err), MLSYS_EPIPE);
    mlsys_render_free(&s);
    fclose(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_columns_errors),
        cmocka_unit_test(test_wrong_dimension),
        cmocka_unit_test(test_bad_family),
        cmocka_unit_test(test_end_not_ok),
        cmocka_unit_test(test_disk_full),
        cmocka_unit_test(test_closed_pipe),
        cmocka_unit_test(test_failure_sticks),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
