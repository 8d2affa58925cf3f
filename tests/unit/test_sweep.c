/* test_sweep.c - lists, ranges and their cartesian product (sweep.h). */
#include "testutil.h"

#include <string.h>

#include "mlsys/catalog.h"
#include "run/sweep.h"

enum { O_BATCH, O_BW, O_PHASE, O_N };
static const struct mlsys_optdef defs[O_N] = {
    [O_BATCH] = {.name = "batch", .kind = MLSYS_OPT_COUNT, .def = "1", .help = "batch",
                 .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER},
    [O_BW] = {.name = "bw", .kind = MLSYS_OPT_QTY, .unit = "B/s", .help = "bandwidth",
              .flags = MLSYS_OPTF_POSITIVE},
    [O_PHASE] = {.name = "phase", .kind = MLSYS_OPT_CHOICE, .def = "decode",
                 .choices = "decode|prefill", .help = "phase"},
};

/* Bind texts given as (option, text) pairs; the status. */
static int bind2(struct mlsys_sweep **s, struct mlsys_err *err, int o1, const char *t1, int o2,
                 const char *t2)
{
    struct mlsys_optset set = {0};
    mlsys_err_clear(err);
    if (o1 >= 0)
        mlsys_optset_add(&set, &defs[o1], t1, NULL);
    if (o2 >= 0)
        mlsys_optset_add(&set, &defs[o2], t2, NULL);
    const struct mlsys_optdef *list[O_N];
    for (size_t i = 0; i < O_N; i++)
        list[i] = &defs[i];
    int rc = mlsys_sweep_bind(list, O_N, &set, NULL, s, err);
    mlsys_optset_free(&set);
    return rc;
}

/* Values of option o over every point of sweep text for it. */
static size_t values(int o, const char *text, double *out, size_t max)
{
    struct mlsys_sweep *s;
    struct mlsys_err err;
    assert_int_equal(bind2(&s, &err, o, text, -1, NULL), 0);
    size_t n = mlsys_sweep_points(s);
    struct mlsys_val v[O_N];
    for (size_t i = 0; i < n && i < max; i++) {
        mlsys_sweep_point(s, i, v);
        out[i] = v[o].x;
    }
    mlsys_sweep_free(s);
    return n;
}

static void test_lists_and_ranges(void **state)
{
    (void)state;
    double v[16];
    assert_int_equal(values(O_BATCH, "1, 2,4", v, 16), 3);
    assert_close(v[2], 4, 0, 0);
    assert_int_equal(values(O_BATCH, "1..5", v, 16), 5); /* 1 2 3 4 5 */
    assert_close(v[4], 5, 0, 0);
    assert_int_equal(values(O_BATCH, "1..10+3", v, 16), 4); /* 1 4 7 10 */
    assert_close(v[3], 10, 0, 0);
    assert_int_equal(values(O_BATCH, "1..1024*2", v, 16), 11); /* 2^0 .. 2^10 */
    assert_close(v[10], 1024, 0, 0);
    assert_int_equal(values(O_BATCH, "1..1000x10", v, 16), 4); /* 1 10 100 1000, exact */
    assert_close(v[3], 1000, 0, 0);
    assert_int_equal(values(O_BW, "1TB/s..8TB/s*2", v, 16), 4); /* 1 2 4 8 TB/s */
    assert_close(v[3], 8e12, 0, 0);
    assert_int_equal(values(O_BW, "1..8TB/s*2", v, 16), 4); /* the start borrows the unit */
    assert_close(v[0], 1e12, 0, 0);
    assert_int_equal(values(O_BW, "1TB/s..2TB/s+0.5TB/s", v, 16), 3); /* 1 1.5 2 TB/s */
    assert_close(v[1], 1.5e12, 1e-15, 0);
    assert_int_equal(values(O_BW, "3.35 TB/s", v, 16), 1); /* not a sweep */
}

static void test_cartesian_order(void **state)
{
    (void)state;
    /* --bw given first varies slowest: (1,1) (1,2) (1,3) (2,1) ... */
    struct mlsys_sweep *s;
    struct mlsys_err err;
    assert_int_equal(bind2(&s, &err, O_BW, "1B/s,2B/s", O_BATCH, "1..3"), 0);
    assert_int_equal(mlsys_sweep_points(s), 6);
    assert_int_equal(mlsys_sweep_naxes(s), 2);
    assert_int_equal(mlsys_sweep_axis_option(s, 0), O_BW);
    struct mlsys_val v[O_N];
    mlsys_sweep_point(s, 4, v); /* second bw, second batch */
    assert_close(v[O_BW].q.v, 2, 0, 0);
    assert_close(v[O_BATCH].x, 2, 0, 0);
    assert_int_equal(v[O_PHASE].choice, 0); /* unswept default */
    mlsys_sweep_free(s);
    assert_int_equal(bind2(&s, &err, O_PHASE, "prefill,decode", -1, NULL), 0);
    mlsys_sweep_point(s, 0, v);
    assert_int_equal(v[O_PHASE].choice, 1);
    mlsys_sweep_free(s);
}

/* Moving from point to point writes what mlsys_sweep_point writes: after
 * point 0, each next point of a 2 x 3 sweep over phase and batch has the
 * hand-listed phase and batch, and the unswept bandwidth stays. */
static void test_move(void **state)
{
    (void)state;
    struct mlsys_sweep *s;
    struct mlsys_err err;
    assert_int_equal(bind2(&s, &err, O_PHASE, "prefill,decode", O_BATCH, "2..6+2"), 0);
    static const int phase[6] = {1, 1, 1, 0, 0, 0}; /* prefill is choice 1 */
    static const double batch[6] = {2, 4, 6, 2, 4, 6};
    struct mlsys_val v[O_N];
    mlsys_sweep_point(s, 0, v);
    for (size_t i = 0; i < 6; i++) {
        if (i)
            mlsys_sweep_move(s, i, v);
        assert_int_equal(v[O_PHASE].choice, phase[i]);
        assert_string_equal(v[O_PHASE].s, phase[i] ? "prefill" : "decode");
        assert_close(v[O_BATCH].x, batch[i], 0, 0);
        assert_false(v[O_BW].set); /* no default: unset at every point */
    }
    mlsys_sweep_free(s);
}

/* Which option changes between two points of a 2 x 3 sweep over phase
 * (slow) and batch (fast), by hand from the points' (phase, batch) pairs
 * in test_move: 0 -> 1 only batch (2 -> 4), 2 -> 3 both (prefill 6 ->
 * decode 2), 1 -> 4 only phase (batch 4 both), a point to itself none. */
static void test_moved(void **state)
{
    (void)state;
    struct mlsys_sweep *s;
    struct mlsys_err err;
    assert_int_equal(bind2(&s, &err, O_PHASE, "prefill,decode", O_BATCH, "2..6+2"), 0);
    assert_int_equal(mlsys_sweep_moved(s, 0, 1), O_BATCH);
    assert_int_equal(mlsys_sweep_moved(s, 4, 5), O_BATCH);
    assert_int_equal(mlsys_sweep_moved(s, 2, 3), -2);
    assert_int_equal(mlsys_sweep_moved(s, 1, 4), O_PHASE);
    assert_int_equal(mlsys_sweep_moved(s, 3, 3), -1);
    mlsys_sweep_free(s);
    /* One axis: every other point differs in it. */
    assert_int_equal(bind2(&s, &err, O_BATCH, "1..4", -1, NULL), 0);
    assert_int_equal(mlsys_sweep_moved(s, 0, 1), O_BATCH);
    assert_int_equal(mlsys_sweep_moved(s, 1, 3), O_BATCH);
    assert_int_equal(mlsys_sweep_moved(s, 2, 2), -1);
    mlsys_sweep_free(s);
    /* Nothing swept: one point, which never moves. */
    assert_int_equal(bind2(&s, &err, -1, NULL, -1, NULL), 0);
    assert_int_equal(mlsys_sweep_moved(s, 0, 0), -1);
    mlsys_sweep_free(s);
}

static void test_errors(void **state)
{
    (void)state;
    struct mlsys_sweep *s;
    struct mlsys_err err;
    assert_int_equal(bind2(&s, &err, O_BATCH, "8..1", -1, NULL), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "empty range '8..1' (the end is below the start)");
    assert_string_equal(err.where, "--batch");
    assert_int_equal(bind2(&s, &err, O_BATCH, "1..10*1.5", -1, NULL), MLSYS_ERANGE);
    assert_string_equal(err.msg, "must be a whole number (1.5, point 2 of '1..10*1.5'): give a "
                                 "range whose every point is allowed (its ends, step or factor)");
    assert_int_equal(bind2(&s, &err, O_BATCH, "1..10*1", -1, NULL), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "the factor of a geometric range must be > 1");
    assert_int_equal(bind2(&s, &err, O_BW, "1TB/s..2TB/s", -1, NULL), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "a range of quantities needs a step: a..b+k or a..b*k");
    assert_int_equal(bind2(&s, &err, O_BATCH, "1,,2", -1, NULL), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "empty item 2 in the list '1,,2'");
    assert_int_equal(bind2(&s, &err, O_BATCH, "0,1", -1, NULL), MLSYS_ERANGE);
    assert_int_equal(bind2(&s, &err, O_BW, "1s,2s", -1, NULL), MLSYS_EDIM);
    assert_int_equal(bind2(&s, &err, O_PHASE, "decode,train", -1, NULL), MLSYS_EUSAGE);
    assert_int_equal(bind2(&s, &err, O_BATCH, "1..1e13", -1, NULL), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "range '1..1e13' has too many points");
}

/* A catalog name that is not swept is resolved once, when the sweep is
 * bound: an unknown one fails the bind, whether it is
 * given alone or as an item of a list; without a catalog nothing is
 * checked. */
static void test_names_at_bind(void **state)
{
    (void)state;
    static const struct mlsys_optdef named[] = {
        {.name = "devices", .kind = MLSYS_OPT_COUNT, .def = "1", .help = "devices",
         .flags = MLSYS_OPTF_POSITIVE},
        {.name = "workload", .kind = MLSYS_OPT_NAME, .choices = "workload", .help = "workload"},
    };
    const struct mlsys_optdef *list[] = {&named[0], &named[1]};
    struct mlsys_catalog *cat;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_catalog_open(&mlsys_data_catalog, NULL, 0, &cat, &err), 0);
    struct mlsys_ctx ctx = {.catalog = cat};
    const char *texts[] = {"lvFFFF-ndr", "llama3-8b, lvFFFF-ndr"};
    for (size_t i = 0; i < 2; i++) {
        struct mlsys_optset set = {0};
        struct mlsys_sweep *s = NULL;
        mlsys_err_clear(&err);
        mlsys_optset_add(&set, &named[0], "1..108024", NULL);
        mlsys_optset_add(&set, &named[1], texts[i], NULL);
        assert_int_equal(mlsys_sweep_bind(list, 2, &set, &ctx, &s, &err), MLSYS_ENOTFOUND);
        assert_string_equal(err.where, "--workload");
        assert_non_null(strstr(err.msg, "unknown workload 'lvFFFF-ndr'"));
        /* No catalog: the name is left to the command. */
        assert_int_equal(mlsys_sweep_bind(list, 2, &set, NULL, &s, &err), 0);
        assert_int_equal(mlsys_sweep_points(s), i ? 2 * 108024 : 108024);
        mlsys_sweep_free(s);
        mlsys_optset_free(&set);
    }
    mlsys_catalog_close(cat);
}

static void test_shard(void **state)
{
    (void)state;
    size_t k, n;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_sweep_parse_shard("2/8", &k, &n, &err), 0);
    assert_int_equal(k, 2);
    assert_int_equal(n, 8);
    assert_int_equal(mlsys_sweep_parse_shard("0/8", &k, &n, &err), MLSYS_EUSAGE);
    assert_int_equal(mlsys_sweep_parse_shard("9/8", &k, &n, &err), MLSYS_EUSAGE);
    assert_int_equal(mlsys_sweep_parse_shard("x", &k, &n, &err), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "expected K/N, e.g. 2/8; got 'x'");
}

/* A search reads each option's values on their own, not point by point:
 * 1..64x4 is 1, 4, 16, 64 (4 values); an unswept option has its one bound
 * value (the default "decode", choice 0). */
static void test_values(void **state)
{
    (void)state;
    struct mlsys_sweep *s;
    struct mlsys_err err;
    assert_int_equal(bind2(&s, &err, O_BATCH, "1..64x4", O_BW, "1TB/s,2TB/s"), 0);
    assert_int_equal(mlsys_sweep_points(s), 8);
    assert_int_equal(mlsys_sweep_nvalues(s, O_BATCH), 4);
    assert_close(mlsys_sweep_value(s, O_BATCH, 3).x, 64, 0, 0);
    assert_int_equal(mlsys_sweep_nvalues(s, O_BW), 2);
    assert_close(mlsys_sweep_value(s, O_BW, 1).q.v, 2e12, 1e-15, 0);
    assert_int_equal(mlsys_sweep_nvalues(s, O_PHASE), 1);
    assert_int_equal(mlsys_sweep_value(s, O_PHASE, 0).choice, 0);
    mlsys_sweep_free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lists_and_ranges),
        cmocka_unit_test(test_cartesian_order),
        cmocka_unit_test(test_move),
        cmocka_unit_test(test_moved),
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_names_at_bind),
        cmocka_unit_test(test_shard),
        cmocka_unit_test(test_values),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
