/* test_catalog.c - the catalog loader over directories (catalog.h): its
 * error fixtures, one per kind of error, duplicate names and aliases,
 * several problems in one load, overrides by later layers, and names that
 * shadow the shipped catalog's. The shipped entries, lookup, typed
 * accessors and names are in test_catalog_facts.c.
 *
 * Expected values come from the YAML files they cite (data/...) or from
 * arithmetic written next to them; error positions are counted by hand
 * from the fixture text (tests/data/catalog/...).
 */
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "catalogutil.h"

#include "catalog/embedded.h"
#include "mlsys/catalog.h"

/* ---- helpers ------------------------------------------------------------- */

static bool ends_with(const char *s, const char *tail)
{
    size_t a = strlen(s), b = strlen(tail);
    return a >= b && !strcmp(s + a - b, tail);
}

/* ---- fixtures: one per kind of error ------------------------------------------ */

struct fixture {
    const char *dir, *file;
    int line, col;
    const char *msg;
};

/* Positions counted by hand in tests/data/catalog (see tests/cli/catalog/check.t). */
static const struct fixture fixtures[] = {
    {"syntax", "syntax/hardware/broken.yaml", 3, 6,
     "mapping values are not allowed in this context"},
    {"unknown-key", "unknown-key/hardware/typo.yaml", 11, 3,
     "unknown key 'bandwith' in 'memory'; did you mean 'bandwidth'? (allowed: capacity, "
     "bandwidth, sram, flash)"},
    {"missing", "missing/hardware/incomplete.yaml", 1, 1,
     "missing required fields 'vendor', 'source'"},
    {"wrong-dim", "wrong-dim/fabrics/slow.yaml", 3, 12,
     "bandwidth: expected a quantity in B/s, got one in s"},
    {"bad-unit", "bad-unit/hardware/tbps.yaml", 10, 19,
     "memory.bandwidth: unknown unit 'TBps'; did you mean 'TB/s'?"},
    {"count-unit", "count-unit/workloads/big.yaml", 5, 15,
     "parameters: expected a count; did you mean 70e9?"},
    {"dup-name", "dup-name/workloads/dup.yaml", 1, 7, NULL}, /* message has the path */
    {"dup-alias", "dup-alias/hardware/second.yaml", 2, 11, NULL},
    {"name-mismatch", "name-mismatch/hardware/foo.yaml", 1, 7,
     "name 'bar' does not match the file name 'foo.yaml'"},
    {"non-utf8", "non-utf8/hardware/latin1.yaml", 2, 11, "invalid UTF-8 byte 0xe9"},
    {"anchors", "anchors/hardware/anchor.yaml", 2, 8,
     "anchor '&t': anchors and aliases are not supported"},
    {"deep", "deep/hardware/deep.yaml", 16, 71, "nesting deeper than 64 levels"},
    {"empty", "empty/hardware/empty.yaml", 1, 1,
     "empty file; expected a mapping of fields (name, title, ...)"},
};

static void test_fixtures(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof fixtures / sizeof fixtures[0]; i++) {
        const struct fixture *f = &fixtures[i];
        char dir[512];
        snprintf(dir, sizeof dir, "%s/catalog/%s", MLSYS_TESTDATA, f->dir);
        const char *dirs[] = {dir};
        struct mlsys_catalog *cat = open_dirs(&mlsys_data_catalog, dirs, 1);
        struct mlsys_err err;
        mlsys_err_clear(&err);
        const struct mlsys_record *r;
        int rc = mlsys_catalog_find(cat, MLSYS_CAT_HARDWARE, "h100", &r, &err);
        if (rc != MLSYS_EFILE || !ends_with(err.file, f->file))
            print_error("fixture %s: rc %d, %s\n", f->dir, rc, err.file);
        assert_int_equal(rc, MLSYS_EFILE);
        assert_true(ends_with(err.file, f->file));
        assert_int_equal(err.line, f->line);
        assert_int_equal(err.col, f->col);
        if (f->msg)
            assert_string_equal(err.msg, f->msg);
        assert_int_equal(mlsys_err_exit_status(&err), 1);
        /* the same error again on the next use: nothing half-loaded */
        struct mlsys_err again;
        mlsys_err_clear(&again);
        assert_int_equal(mlsys_catalog_find(cat, MLSYS_CAT_HARDWARE, "h100", &r, &again),
                         MLSYS_EFILE);
        assert_string_equal(again.msg, err.msg);
        mlsys_catalog_close(cat);
    }
}

static void test_duplicates(void **state)
{
    (void)state;
    char dir[512], msg[1024];
    snprintf(dir, sizeof dir, "%s/catalog/dup-name", MLSYS_TESTDATA);
    const char *dirs[] = {dir};
    struct mlsys_catalog *cat = open_dirs(NULL, dirs, 1);
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_catalog_load(cat, false, NULL, NULL, &err), MLSYS_EFILE);
    snprintf(msg, sizeof msg, "duplicate name 'dup' (also in %s/hardware/dup.yaml:1)", dir);
    assert_string_equal(err.msg, msg);
    mlsys_catalog_close(cat);

    /* the second file is refused whole: 'second' is unknown, 'shared' is first's */
    snprintf(dir, sizeof dir, "%s/catalog/dup-alias", MLSYS_TESTDATA);
    cat = open_dirs(NULL, dirs, 1);
    int problems = 0;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_catalog_load(cat, false, count_problem, &problems, &err), MLSYS_EFILE);
    assert_int_equal(problems, 1);
    assert_string_equal(err.msg, "1 problem in the catalog");
    const char *layer_dir;
    size_t counts[MLSYS_CAT_NKINDS];
    assert_true(mlsys_catalog_layer(cat, 0, &layer_dir, counts));
    assert_string_equal(layer_dir, dir);
    assert_int_equal(counts[MLSYS_CAT_HARDWARE], 1);
    assert_false(mlsys_catalog_layer(cat, 1, &layer_dir, counts));
    assert_string_equal(mlsys_record_name(find_ok(cat, MLSYS_CAT_HARDWARE, "SHARED")), "first");
    const struct mlsys_record *r;
    assert_int_equal(mlsys_catalog_find(cat, MLSYS_CAT_HARDWARE, "second", &r, &err),
                     MLSYS_ENOTFOUND);
    mlsys_catalog_close(cat);
}

static void test_several_problems(void **state)
{
    (void)state;
    struct mlsys_catalog *cat = open_fixture("several");
    int problems = 0;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_catalog_load(cat, true, count_problem, &problems, &err), MLSYS_EFILE);
    assert_int_equal(problems, 3); /* nosource, slowlaunch, lowpue; good.yaml is valid */
    assert_string_equal(err.msg, "3 problems in the catalog");
    assert_string_equal(err.file, "");
    const char *d;
    size_t counts[MLSYS_CAT_NKINDS];
    assert_true(mlsys_catalog_layer(cat, 0, &d, counts));
    assert_int_equal(counts[MLSYS_CAT_HARDWARE], 1);
    assert_int_equal(counts[MLSYS_CAT_GRID], 0);
    mlsys_catalog_close(cat);

    const char *none[] = {"/no/such/dir"};
    cat = open_dirs(NULL, none, 1);
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_catalog_load(cat, false, NULL, NULL, &err), MLSYS_EFILE);
    assert_string_equal(err.file, "/no/such/dir");
    assert_string_equal(err.msg, "cannot open catalog directory: No such file or directory");
    mlsys_catalog_close(cat);
}

/* ---- overrides ------------------------------------------------------------------ */

static void test_override(void **state)
{
    (void)state;
    char o1[512], o2[512], user[512];
    snprintf(o1, sizeof o1, "%s/catalog/override", MLSYS_TESTDATA);
    snprintf(o2, sizeof o2, "%s/catalog/override2", MLSYS_TESTDATA);
    snprintf(user, sizeof user, "%s/catalog/user", MLSYS_TESTDATA);
    /* override/hardware/h100-sxm.yaml says 4 TB/s, override2 5 TB/s; later wins */
    const char *one[] = {o1};
    struct mlsys_catalog *cat = open_dirs(&mlsys_data_catalog, one, 1);
    const struct mlsys_record *h = find_ok(cat, MLSYS_CAT_HARDWARE, "h100");
    assert_close(mlsys_hw_qty(h, MLSYS_HW_MEM_BANDWIDTH).v, 4e12, 0, 0);
    assert_false(mlsys_record_builtin(h));
    assert_true(ends_with(mlsys_record_file(h), "override/hardware/h100-sxm.yaml"));
    assert_ptr_equal(find_ok(cat, MLSYS_CAT_HARDWARE, "h100-sxm"), h);
    const struct mlsys_record **recs;
    size_t n;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_catalog_list(cat, MLSYS_CAT_HARDWARE, &recs, &n, &err), 0);
    assert_int_equal(n, 95);
    size_t users = 0;
    for (size_t i = 0; i < n; i++)
        users += !mlsys_record_builtin(recs[i]);
    assert_int_equal(users, 1);
    free(recs);
    mlsys_catalog_close(cat);

    const char *both[] = {o1, o2};
    cat = open_dirs(&mlsys_data_catalog, both, 2);
    assert_close(mlsys_hw_qty(find_ok(cat, MLSYS_CAT_HARDWARE, "h100"), MLSYS_HW_MEM_BANDWIDTH).v,
                 5e12, 0, 0);
    mlsys_catalog_close(cat);
    const char *rev[] = {o2, o1};
    cat = open_dirs(&mlsys_data_catalog, rev, 2);
    assert_close(mlsys_hw_qty(find_ok(cat, MLSYS_CAT_HARDWARE, "H100"), MLSYS_HW_MEM_BANDWIDTH).v,
                 4e12, 0, 0);
    mlsys_catalog_close(cat);

    /* user-only entries: my-gpu (alias mine) and the grid home */
    const char *u[] = {user};
    cat = open_dirs(&mlsys_data_catalog, u, 1);
    assert_string_equal(mlsys_record_name(find_ok(cat, MLSYS_CAT_HARDWARE, "Mine")), "my-gpu");
    assert_close(mlsys_grid_qty(find_ok(cat, MLSYS_CAT_GRID, "home"), MLSYS_GRID_PUE).v, 1, 0, 0);
    assert_int_equal(mlsys_catalog_parsed(cat), 0); /* no shipped entry was needed */
    mlsys_catalog_close(cat);
}

/* Problems kept for inspection (the first few). */
struct kept {
    int n;
    struct mlsys_err e[8];
};

static void keep_problem(void *self, const struct mlsys_err *e)
{
    struct kept *k = self;
    if (k->n < 8)
        k->e[k->n] = *e;
    k->n++;
}

/* Load cat with a problem callback into k; returns the load's code. */
static int load_kept(struct mlsys_catalog *cat, struct kept *k)
{
    struct mlsys_err err;
    mlsys_err_clear(&err);
    memset(k, 0, sizeof *k);
    return mlsys_catalog_load(cat, false, keep_problem, k, &err);
}

/* tests/data/catalog/shadow: lab-gpu "aliases: [lab, h100, a100]" (alias
 * columns 11, 16, 22), a100-80gb (a shipped alias of a100), a workload
 * france (a shipped grid), llama3-8b overriding the shipped one with its
 * own alias llama8b (not a shadowing). shadow2: lab2 "aliases: [lab]". */
static void test_shadowing(void **state)
{
    (void)state;
    char sh[512], sh2[512];
    snprintf(sh, sizeof sh, "%s/catalog/shadow", MLSYS_TESTDATA);
    snprintf(sh2, sizeof sh2, "%s/catalog/shadow2", MLSYS_TESTDATA);
    const char *dirs[] = {sh, sh2};
    struct mlsys_catalog *cat = open_dirs(&mlsys_data_catalog, dirs, 2);
    assert_ptr_equal(mlsys_catalog_shipped(cat), &mlsys_data_catalog);
    struct kept k;
    assert_int_equal(load_kept(cat, &k), MLSYS_EFILE);
    assert_int_equal(k.n, 5);
    static const struct {
        const char *file;
        int line, col;
        const char *msg;
    } want[] = {
        {"shadow/hardware/a100-80gb.yaml", 1, 7,
         "name 'a100-80gb' shadows an alias of built-in hardware 'a100' (data/hardware/a100.yaml)"},
        {"shadow/hardware/lab-gpu.yaml", 2, 16,
         "alias 'h100' shadows an alias of built-in hardware 'h100-sxm' "
         "(data/hardware/h100-sxm.yaml)"},
        {"shadow/hardware/lab-gpu.yaml", 2, 22,
         "alias 'a100' shadows the name of built-in hardware 'a100' (data/hardware/a100.yaml)"},
        {"shadow/workloads/france.yaml", 1, 7,
         "name 'france' shadows the name of built-in grid 'france' (data/grids/france.yaml) for "
         "'catalog show'"},
        {"shadow2/hardware/lab2.yaml", 2, 11, NULL}, /* the message holds the path of sh */
    };
    for (size_t i = 0; i < 5; i++) {
        assert_true(ends_with(k.e[i].file, want[i].file));
        assert_int_equal(k.e[i].line, want[i].line);
        assert_int_equal(k.e[i].col, want[i].col);
        if (want[i].msg)
            assert_string_equal(k.e[i].msg, want[i].msg);
    }
    char msg[1024];
    snprintf(msg, sizeof msg,
             "alias 'lab' shadows an alias of hardware 'lab-gpu' (%s/hardware/lab-gpu.yaml)", sh);
    assert_string_equal(k.e[4].msg, msg);
    /* lookups still resolve, topmost layer first */
    assert_string_equal(mlsys_record_name(find_ok(cat, MLSYS_CAT_HARDWARE, "h100")), "lab-gpu");
    assert_true(mlsys_record_builtin(find_ok(cat, MLSYS_CAT_HARDWARE, "h100-sxm")));
    assert_string_equal(mlsys_record_name(find_ok(cat, MLSYS_CAT_HARDWARE, "lab")), "lab2");
    assert_true(mlsys_record_builtin(find_ok(cat, MLSYS_CAT_GRID, "france")));
    const struct mlsys_record *any;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_catalog_find_any(cat, "france", &any, &err), 0);
    assert_int_equal(mlsys_record_kind(any), MLSYS_CAT_WORKLOAD);
    /* the override restating llama8b: 8e9 parameters, not the shipped 8.03e9 */
    assert_close(mlsys_wl_count(find_ok(cat, MLSYS_CAT_WORKLOAD, "llama8b"), MLSYS_WL_PARAMETERS),
                 8e9, 0, 0);
    /* the load without a callback (every other command) reports nothing */
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_catalog_load(cat, false, NULL, NULL, &err), 0);
    mlsys_catalog_close(cat);

    /* nothing below: no shadowing */
    cat = open_dirs(NULL, dirs, 2);
    assert_null(mlsys_catalog_shipped(cat));
    assert_int_equal(load_kept(cat, &k), MLSYS_EFILE);
    assert_int_equal(k.n, 1); /* only lab */
    assert_int_equal(k.e[0].col, 11);
    mlsys_catalog_close(cat);

    /* overrides by name are not shadowing: override (h100-sxm, no aliases)
     * and user (my-gpu alias mine, grid home) over the shipped catalog */
    char o1[512], user[512];
    snprintf(o1, sizeof o1, "%s/catalog/override", MLSYS_TESTDATA);
    snprintf(user, sizeof user, "%s/catalog/user", MLSYS_TESTDATA);
    const char *ok[] = {o1, user};
    cat = open_dirs(&mlsys_data_catalog, ok, 2);
    assert_int_equal(load_kept(cat, &k), 0);
    assert_int_equal(k.n, 0);
    mlsys_catalog_close(cat);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fixtures),
        cmocka_unit_test(test_duplicates),
        cmocka_unit_test(test_several_problems),
        cmocka_unit_test(test_override),
        cmocka_unit_test(test_shadowing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
