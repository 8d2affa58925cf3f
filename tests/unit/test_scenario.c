/* test_scenario.c - the scenario loader and its error fixtures, the three
 * scenario types on hand-checked inputs, the expectation checker, and
 * every shipped scenario.
 *
 * Expected values are worked out by hand in the comments of the fixture
 * files (tests/data/scenario/User*.yaml) and repeated next to the asserts;
 * error positions are counted from the fixture text.
 */
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#include "mlsys/catalog.h"
#include "scenario/scenario.h"

#define DATA MLSYS_TESTDATA "/scenario/"

/* ---- helpers ------------------------------------------------------------- */

/* A run context over catalog c with the command table (for type evaluate). */
static struct mlsys_ctx *ctx_of(struct mlsys_catalog *c)
{
    static struct mlsys_ctx x;
    x = (struct mlsys_ctx){.catalog = c, .commands = mlsys_commands};
    return &x;
}

static struct mlsys_catalog *open_catalog(void)
{
    struct mlsys_catalog *cat = NULL;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_catalog_open(&mlsys_data_catalog, NULL, 0, &cat, &err), 0);
    return cat;
}

static struct mlsys_scenario *load_ok(struct mlsys_catalog *cat, const char *path)
{
    struct mlsys_scenario *sc = NULL;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    int rc = mlsys_scenario_load(path, ctx_of(cat), &sc, &err);
    if (rc)
        print_error("%s: %s:%d:%d: %s\n", path, err.file, err.line, err.col, err.msg);
    assert_int_equal(rc, 0);
    return sc;
}

/* Parse text as the file mem/NAME.yaml; returns the status, err filled. */
static int parse_text(struct mlsys_catalog *cat, const char *file, const char *text,
                      struct mlsys_scenario **sc, struct mlsys_err *err)
{
    mlsys_err_clear(err);
    return mlsys_scenario_parse(text, strlen(text), file, ctx_of(cat), sc, err);
}

static void eval_ok(struct mlsys_catalog *cat, const struct mlsys_scenario *sc,
                    struct mlsys_sc_results *res)
{
    struct mlsys_ctx ctx = {.catalog = cat, .commands = mlsys_commands};
    struct mlsys_err err;
    mlsys_err_clear(&err);
    memset(res, 0, sizeof *res);
    int rc = mlsys_scenario_eval(sc, &ctx, res, &err);
    if (rc)
        print_error("eval: %s:%d:%d: %s\n", err.file, err.line, err.col, err.msg);
    assert_int_equal(rc, 0);
}

/* The value of result key (row, when not NULL) in base units. */
static double value(const struct mlsys_sc_results *res, const char *key, const char *row)
{
    for (size_t i = 0; i < res->n; i++)
        if (!strcmp(res->rows[i].key, key) && (!row || !strcmp(res->rows[i].row, row))) {
            assert_int_equal(res->rows[i].value.type, MLSYS_CELL_NUM);
            return res->rows[i].value.q.v;
        }
    print_error("no result %s %s\n", key, row ? row : "");
    fail();
    return 0;
}

static const struct mlsys_sc_row *result(const struct mlsys_sc_results *res, const char *key)
{
    for (size_t i = 0; i < res->n; i++)
        if (!strcmp(res->rows[i].key, key))
            return &res->rows[i];
    print_error("no result %s\n", key);
    fail();
    return NULL;
}

/* Check every expectation of sc against res; return how many failed. */
static size_t failures(const struct mlsys_scenario *sc, const struct mlsys_sc_results *res)
{
    size_t failed = 0;
    for (size_t i = 0; i < mlsys_scenario_nexpect(sc); i++) {
        struct mlsys_sc_check c;
        mlsys_scenario_check(sc, i, res, &c);
        if (!c.pass) {
            print_error("%s: %s: expected %s; %s\n", mlsys_scenario_name(sc), c.key, c.expected,
                        c.detail);
            failed++;
        }
    }
    return failed;
}

/* ---- loader errors: one fixture per error --------------------------------------- */

struct fixture {
    const char *file;
    int line, col;
    const char *msg; /* the start of the message */
};

static const struct fixture fixtures[] = {
    /* the header */
    {"empty.yaml", 1, 1, "empty file; expected a mapping (name, type, title, source"},
    {"not-a-map.yaml", 1, 1, "expected a mapping (name, type, title, source, inputs, expect), "
                             "not a sequence"},
    {"syntax.yaml", 3, 9, "mapping values are not allowed in this context"},
    /* "sorce: s" on line 4 */
    {"unknown-key.yaml", 4, 1, "unknown key 'sorce' in the scenario; did you mean 'source'? "
                               "(allowed: name, type, title, source, notes, inputs, expect)"},
    /* "name: Other": the value starts at column 7 */
    {"name-mismatch.yaml", 1, 7, "name 'Other' does not match the file name 'name-mismatch'"},
    {"bad-type.yaml", 2, 7, "unknown type 'evalute'; did you mean 'evaluate'?"},
    {"missing-source.yaml", 1, 1, "missing required key 'source'"},
    {"inputs-not-map.yaml", 5, 9, "inputs: expected a mapping, not a sequence"},
    /* parameter-bandwidth-growth: "  accelerators: [k80, h1000]": h1000 at column 23 */
    {"growth-unknown-hw.yaml", 6, 23, "unknown hardware 'h1000'; closest: h100"},
    {"growth-baseline.yaml", 7, 25,
     "baseline_accelerator 'a100' is not one of the accelerators (k80, h100)"},
    /* h100-sxm is h100's name: the second item, column 24 */
    {"growth-twice.yaml", 6, 24, "accelerators: 'h100-sxm' is listed twice (as 'h100')"},
    {"growth-missing.yaml", 6, 3, "inputs: missing required key 'dense_models'"},
    {"growth-row.yaml", 11, 16, "dense_index: one value per member; say which with row:"},
    /* evaluate */
    {"eval-unknown-command.yaml", 6, 12, "command: unknown command 'iron-lw'; did you mean "
                                         "'iron-law'?"},
    {"eval-subcommand.yaml", 6, 12, "command: 'catalog' needs a subcommand"},
    {"eval-scenario.yaml", 6, 12, "command: a scenario cannot run 'scenario'"},
    {"eval-unknown-option.yaml", 8, 5, "unknown key 'hww' in the options of iron-law; did you "
                                       "mean 'hw'?"},
    /* "    bw: 3.35 TBps": the value at column 9, its unit 5 characters on */
    {"eval-bad-value.yaml", 8, 14, "bw: unknown unit 'TBps'; did you mean 'TB/s'?"},
    {"eval-unknown-name.yaml", 8, 9, "--hw: unknown hardware 'h1000'; closest: h100"},
    {"eval-missing-required.yaml", 8, 5, "comm: missing --size"},
    {"eval-unknown-expect.yaml", 9, 3, "expect: unknown key 'Tx'; did you mean 'T'?"},
    {"eval-dim.yaml", 9, 15, "T: expected a quantity in s, got one in B"},
    {"eval-no-tolerance.yaml", 9, 15, "T: a number needs rtol (relative tolerance) or format"},
    {"eval-bad-format.yaml", 9, 29, "T: format: expected one conversion of a number"},
    {"eval-both.yaml", 9, 41, "T: give rtol or format, not both"},
    /* application */
    {"expect-status.yaml", 7, 26, "performance: status: expected PASS or FAIL, got 'MAYBE'"},
    {"app-missing-slo.yaml", 6, 3, "inputs: missing required key 'slo'"},
    {"app-bad-slo.yaml", 8, 8, "slo: expected a quantity in s, got one in W"},
    {"app-no-fabric.yaml", 6, 3, "inputs: devices > 1 needs a fabric"},
    {"app-batch.yaml", 9, 10, "batch: 10 does not divide evenly over 4 devices"},
    {"app-carbon.yaml", 9, 18, "carbon_budget: needs a grid"},
    {"app-scaleup.yaml", 11, 13, "per_node: hardware 't4' has no scale-up link"},
    {"app-status-info.yaml", 7, 10, "bound: has no status"},
};

static void test_fixture_errors(void **state)
{
    (void)state;
    struct mlsys_catalog *cat = open_catalog();
    for (size_t i = 0; i < sizeof fixtures / sizeof fixtures[0]; i++) {
        const struct fixture *f = &fixtures[i];
        char path[512];
        snprintf(path, sizeof path, DATA "%s", f->file);
        struct mlsys_scenario *sc = (struct mlsys_scenario *)1;
        struct mlsys_err err;
        mlsys_err_clear(&err);
        int rc = mlsys_scenario_load(path, ctx_of(cat), &sc, &err);
        if (!rc || err.line != f->line || err.col != f->col ||
            strncmp(err.msg, f->msg, strlen(f->msg)) != 0 || strcmp(err.file, path) != 0) {
            print_error("%s: got rc %d at %s:%d:%d: %s\n", f->file, rc, err.file, err.line,
                        err.col, err.msg);
            fail();
        }
        assert_null(sc);
        assert_int_equal(mlsys_err_exit_status(&err), 1);
    }
    struct mlsys_scenario *sc;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_scenario_load(DATA "no-such-file.yaml", ctx_of(cat), &sc, &err),
                     MLSYS_EFILE);
    assert_non_null(strstr(err.msg, "cannot read"));
    mlsys_catalog_close(cat);
}

/* Errors made from text: the expect entries and the type rules not worth a file each. */
static void test_text_errors(void **state)
{
    (void)state;
    static const struct {
        const char *expect, *msg;
    } cases[] = {
        {"T: [1, 2]", "T: expected a mapping such as {value: 20.9 ms, rtol: 0.01}"},
        {"T: []", "T: empty list of expectations"},
        {"T: {rtol: 0.1}", "T: give a value (or a status) to expect"},
        {"T: {value: 3 us, rtol: -1}", "T: rtol: expected a plain number of zero or more"},
        {"T: {value: 3 us, rtol: 1 s}", "T: rtol: expected a plain number of zero or more"},
        {"T: {value: 3 us, tol: 1}", "unknown key 'tol' in expect.T"},
        {"T: {value: 3 us, format: \"%.3g %s\"}", "T: format: expected one conversion"},
        {"T: {value: 3 us, format: \"%.100g\"}", "T: format: expected one conversion"},
        {"T: {value: 3 uss, rtol: 0.1}", "T: value: unknown unit 'uss'"},
        {"T: {value: \"3 us / 2\", format: \"%g\"}", "T: value: with a format, write a number and "
                                                    "a unit"},
        {"T: {value: 3, rtol: 0.1}", "T: expected a quantity in s, got a plain number (write the "
                                     "unit, e.g. '3 s')"},
        {"regime: {value: 3 us, rtol: 0.1}", "regime: the result is text, not a number"},
        {"regime: {value: latency, rtol: 0.1}", "regime: 'latency' is text; rtol and format "
                                                "apply to numbers"},
        {"T: {value: 3 us, rtol: 0.1, status: PASS}", "T: has no status"},
        {"T: {row: first, value: 3 us, rtol: 0.1}", "T: row: expected the number of a row"},
        {"T: {row: 0, value: 3 us, rtol: 0.1}", "T: row: rows are numbered from 1"},
    };
    struct mlsys_catalog *cat = open_catalog();
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[512];
        snprintf(text, sizeof text,
                 "name: t\ntype: evaluate\ntitle: t\nsource: s\ninputs:\n  command: comm\n"
                 "  options: {alpha: 2 us, beta: 10 GB/s, size: 10 KB}\nexpect:\n  %s\n",
                 cases[i].expect);
        struct mlsys_scenario *sc = NULL;
        struct mlsys_err err;
        int rc = parse_text(cat, "mem/t.yaml", text, &sc, &err);
        if (!rc || !strstr(err.msg, cases[i].msg) || err.line < 9) {
            print_error("case %zu (%s): got rc %d at %d:%d: %s\n", i, cases[i].expect, rc,
                        err.line, err.col, err.msg);
            fail();
        }
        assert_null(sc);
    }
    mlsys_catalog_close(cat);
}

/* The type-specific rules of growth and application inputs, from text. */
static void test_input_rule_errors(void **state)
{
    (void)state;
    static const struct {
        const char *type, *inputs, *msg;
    } cases[] = {
        {"parameter-bandwidth-growth", "{accelerators: k80}", "accelerators: expected a list of "
                                                            "hardware names, not a scalar"},
        {"parameter-bandwidth-growth", "{accelerators: []}", "accelerators: empty list"},
        {"parameter-bandwidth-growth",
         "{accelerators: [k80], baseline_accelerator: k80, dense_models: [vgg16, gpt4], "
         "sparse_models: [gpt4], baseline_model: vgg16}",
         "sparse_models: 'gpt4' is also a dense model"},
        {"parameter-bandwidth-growth",
         "{accelerators: [k80], baseline_accelerator: k80, dense_models: [vgg16], "
         "baseline_model: gpt3}",
         "baseline_model 'gpt3' is not one of the dense_models (vgg16)"},
        {"parameter-bandwidth-growth",
         "{accelerators: [k80], baseline_accelerator: k80, dense_models: [vgg16], "
         "baseline_model: vgg16, extra: 1}",
         "unknown key 'extra' in inputs"},
        {"evaluate", "{options: {}}", "inputs: missing required key 'command'"},
        {"evaluate", "{command: iron-law, options: [hw]}", "options: expected a mapping"},
        {"evaluate", "{command: units, options: {EXPR: {a: 1}}}", "EXPR: expected a value or a "
                                                                  "list, not a mapping"},
        {"evaluate", "{command: comm, options: {size: []}}", "size: empty list"},
        {"evaluate", "{command: comm, options: {size: \"\"}}", "size: empty value"},
        {"evaluate", "{command: catalog list, options: {KIND: cars}}", "KIND:"},
        {"application", "{hw: h100, slo: 1 s}", "inputs: missing required key 'workload'"},
        {"application", "{workload: resnet50, hw: h100, slo: 1 s, fabric: ib-ndr}",
         "fabric: only for a cluster (devices > 1)"},
        {"application", "{workload: resnet50, hw: h100, slo: 1 s, devices: 2.5}",
         "devices: expected a whole number from 1 to"},
        {"application", "{workload: resnet50, hw: h100, slo: 1 s, devices: 8, fabric: ib-ndr}",
         "devices: give batch, the global batch per step"},
        {"application", "{workload: resnet50, hw: h100, slo: 1 s, devices: 8, batch: 8, fabric: "
                        "ib-ndr, per_node: 3}",
         "per_node: 3 does not divide devices (8)"},
        {"application", "{workload: resnet50, hw: h100, slo: 1 s, devices: 8, batch: 8, fabric: "
                        "ib-ndr, overlap: 2}",
         "overlap: a fraction from 0 to 1"},
        {"application", "{workload: resnet50, hw: h100, slo: 0 s}", "slo: must be greater than "
                                                                    "zero"},
        {"application", "{workload: resnet50, hw: h100, slo: 1 s, phase: decod}", "phase:"},
        {"application", "{workload: resnet50, hw: h100, slo: 1 s, grid: mars}", "unknown grid "
                                                                               "'mars'"},
    };
    struct mlsys_catalog *cat = open_catalog();
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[512];
        snprintf(text, sizeof text, "name: t\ntype: %s\ntitle: t\nsource: s\ninputs: %s\n",
                 cases[i].type, cases[i].inputs);
        struct mlsys_scenario *sc = NULL;
        struct mlsys_err err;
        int rc = parse_text(cat, "mem/t.yaml", text, &sc, &err);
        if (!rc || !strstr(err.msg, cases[i].msg) || strcmp(err.file, "mem/t.yaml") != 0) {
            print_error("case %zu: got rc %d at %s:%d:%d: %s\n", i, rc, err.file, err.line,
                        err.col, err.msg);
            fail();
        }
        assert_null(sc);
    }
    mlsys_catalog_close(cat);
}

/* ---- each type on hand-checked inputs ---------------------------------------- */

static void test_growth_by_hand(void **state)
{
    (void)state;
    struct mlsys_catalog *cat = open_catalog();
    struct mlsys_scenario *sc = load_ok(cat, DATA "UserGrowth.yaml");
    assert_int_equal(mlsys_scenario_type(sc), MLSYS_SC_GROWTH);
    assert_string_equal(mlsys_sc_type_name(MLSYS_SC_GROWTH), "parameter-bandwidth-growth");
    assert_int_equal(mlsys_scenario_nexpect(sc), 6);
    struct mlsys_sc_results res;
    eval_ok(cat, sc, &res);
    /* k80 480 GB/s, h100 3.35 TB/s, b200 8 TB/s; vgg16 138,357,544, gpt3 175e9, gpt4 1.76e12 */
    assert_close(value(&res, "bandwidth_index", "k80"), 1, 0, 0);
    assert_close(value(&res, "bandwidth_index", "h100"), 3.35e12 / 480e9, 1e-15, 0);
    assert_close(value(&res, "bandwidth_index", "b200"), 8e12 / 480e9, 1e-15, 0);
    assert_close(value(&res, "dense_index", "gpt3"), 175e9 / 138357544.0, 1e-15, 0);
    assert_close(value(&res, "sparse_index", "gpt4"), 1.76e12 / 138357544.0, 1e-15, 0);
    /* the growth is the largest index, labelled with its member; gpt4 is kept out */
    assert_close(value(&res, "bandwidth_growth", "b200"), 8e12 / 480e9, 1e-15, 0);
    assert_close(value(&res, "parameter_growth", "gpt3"), 175e9 / 138357544.0, 1e-12, 0);
    assert_int_equal(failures(sc, &res), 0);
    assert_true(res.nnotes >= 1);
    mlsys_sc_results_free(&res);
    mlsys_scenario_free(sc);
    mlsys_catalog_close(cat);
}

static void test_evaluate_by_hand(void **state)
{
    (void)state;
    struct mlsys_catalog *cat = open_catalog();
    struct mlsys_scenario *sc = load_ok(cat, DATA "UserEvaluate.yaml");
    struct mlsys_sc_results res;
    eval_ok(cat, sc, &res);
    /* docs/worked-examples.md #8: T = 2 us + 10 KB / 10 GB/s = 3 us; n* = 20 KB */
    assert_close(value(&res, "T", ""), 3e-6, 1e-12, 0);
    assert_close(value(&res, "n_star", ""), 20e3, 1e-12, 0);
    const struct mlsys_sc_row *r = result(&res, "regime");
    assert_int_equal(r->value.type, MLSYS_CELL_STR);
    assert_string_equal(r->value.s, "latency");
    assert_int_equal(failures(sc, &res), 0);
    mlsys_sc_results_free(&res);
    mlsys_scenario_free(sc);
    mlsys_catalog_close(cat);
}

static void test_application_by_hand(void **state)
{
    (void)state;
    struct mlsys_catalog *cat = open_catalog();
    struct mlsys_scenario *sc = load_ok(cat, DATA "UserApplication.yaml");
    struct mlsys_sc_results res;
    eval_ok(cat, sc, &res);
    /* the arithmetic is in the fixture's comment */
    assert_close(value(&res, "feasibility", "M_total"), 7710718.4, 1e-12, 0);
    assert_close(value(&res, "performance", "T"), 12.9084e-6, 1e-5, 0);
    assert_close(value(&res, "power", "P"), 233.029, 1e-5, 0);
    assert_close(value(&res, "energy", "E_per_item"), 3.00803e-3, 1e-5, 0);
    /* PUE 1: a grid gives the carbon intensity only */
    assert_close(value(&res, "carbon", "CO2e_per_item"), 0.358457e-9, 1e-5, 0);
    assert_close(value(&res, "data_rate", "host link"), 100e9, 0, 0);
    static const struct {
        const char *key, *status;
        double limit;
    } levels[] = {{"feasibility", "PASS", 85899345920.0}, {"performance", "PASS", 1e-3},
                  {"power", "PASS", 300},                 {"energy", "FAIL", 1e-3},
                  {"carbon", "PASS", 1e-9},               {"data_rate", "FAIL", 64e9}};
    for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++) {
        const struct mlsys_sc_row *r = result(&res, levels[i].key);
        assert_true(r->has_limit);
        assert_close(r->limit.v, levels[i].limit, 1e-12, 0);
        assert_true(mlsys_qty_same_dim(r->limit, r->value.q));
        assert_string_equal(r->status, levels[i].status);
    }
    const struct mlsys_sc_row *v = result(&res, "verdict");
    assert_string_equal(v->value.s, "FAIL");
    assert_string_equal(v->row, "energy, data_rate");
    assert_int_equal(failures(sc, &res), 0);
    mlsys_sc_results_free(&res);
    mlsys_scenario_free(sc);
    mlsys_catalog_close(cat);
}

/* A cluster application: the levels come from memory, iron-law, energy, comm
 * and cluster, and agree with FrontierTraining's hand check. */
static void test_cluster_application(void **state)
{
    (void)state;
    struct mlsys_catalog *cat = open_catalog();
    size_t i;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_scenario_find_shipped("FrontierTraining", &i, &err), 0);
    struct mlsys_scenario *sc;
    assert_int_equal(mlsys_scenario_load_shipped(i, ctx_of(cat), &sc, &err), 0);
    struct mlsys_sc_results res;
    eval_ok(cat, sc, &res);
    /* scenarios/FrontierTraining.yaml: 11,490,563,680 B per GPU; T_comm 31.282 s;
     * T_step 35.994 s */
    assert_close(value(&res, "feasibility", "M_total"), 11490563680.0, 1e-12, 0);
    assert_close(value(&res, "T_comm", ""), 31.282, 1e-4, 0);
    assert_close(value(&res, "performance", "T_step"), 35.994, 1e-4, 0);
    assert_string_equal(result(&res, "performance")->status, "FAIL");
    assert_int_equal(failures(sc, &res), 0);
    mlsys_sc_results_free(&res);
    mlsys_scenario_free(sc);
    mlsys_catalog_close(cat);
}

/* ---- expectations ---------------------------------------------------------------- */

static void test_expectation_outcomes(void **state)
{
    (void)state;
    struct mlsys_catalog *cat = open_catalog();
    struct mlsys_scenario *sc = load_ok(cat, DATA "WrongExpectation.yaml");
    struct mlsys_sc_results res;
    eval_ok(cat, sc, &res);
    struct mlsys_sc_check c;
    mlsys_scenario_check(sc, 0, &res, &c); /* T: 4 us, rtol 0.01; the result is 3 us */
    assert_false(c.pass);
    assert_string_equal(c.key, "T");
    assert_string_equal(c.expected, "4 us (rtol 0.01)");
    assert_string_equal(c.detail, "FAIL: got 3 us, off by 25 %");
    assert_int_equal(c.line, 10);
    assert_int_equal(c.col, 6);
    mlsys_scenario_check(sc, 1, &res, &c); /* regime: bandwidth; it is latency */
    assert_false(c.pass);
    assert_string_equal(c.detail, "FAIL: got latency");
    mlsys_scenario_check(sc, 2, &res, &c); /* n_star "%.3g": 20 KB prints "20" */
    assert_true(c.pass);
    assert_string_equal(c.expected, "20 KB (%.3g)");
    assert_string_equal(c.detail, "pass: 20");
    /* without results: only the description */
    mlsys_scenario_check(sc, 0, NULL, &c);
    assert_false(c.pass);
    assert_string_equal(c.expected, "4 us (rtol 0.01)");
    assert_string_equal(c.detail, "");
    mlsys_sc_results_free(&res);
    mlsys_scenario_free(sc);

    /* rows: a sweep of three sizes; row 4 does not exist; no row: ambiguous */
    const char *text = "name: rows\ntype: evaluate\ntitle: t\nsource: s\ninputs:\n"
                       "  command: comm\n"
                       "  options: {alpha: 2 us, beta: 10 GB/s, size: [10 KB, 20 KB, 30 KB]}\n"
                       "expect:\n"
                       "  T:\n"
                       "    - {row: 2, value: 4 us, rtol: 1e-9}\n"
                       "    - {row: 3, value: 5.0 us, format: \"%.2f\"}\n"
                       "    - {row: 4, value: 6 us, rtol: 1e-9}\n"
                       "  n_star: {value: 20 KB, rtol: 0}\n"
                       "  size: {row: 1, value: 10 KB, rtol: 0}\n";
    struct mlsys_err err;
    assert_int_equal(parse_text(cat, "mem/rows.yaml", text, &sc, &err), 0);
    assert_int_equal(mlsys_scenario_nexpect(sc), 5);
    eval_ok(cat, sc, &res);
    mlsys_scenario_check(sc, 0, &res, &c);
    assert_true(c.pass);
    assert_string_equal(c.row_name, "2");
    mlsys_scenario_check(sc, 1, &res, &c); /* 5 us printed in us with %.2f: "5.00" */
    assert_true(c.pass);
    assert_string_equal(c.detail, "pass: 5.00");
    mlsys_scenario_check(sc, 2, &res, &c);
    assert_false(c.pass);
    assert_string_equal(c.detail, "FAIL: no row '4' of 'T'");
    assert_int_equal(c.row, SIZE_MAX);
    mlsys_scenario_check(sc, 3, &res, &c);
    assert_false(c.pass);
    assert_string_equal(c.detail, "FAIL: 'n_star' has 3 rows; say which with row:");
    mlsys_scenario_check(sc, 4, &res, &c); /* the swept input is a column too */
    assert_true(c.pass);
    mlsys_sc_results_free(&res);
    mlsys_scenario_free(sc);

    /* a format check that fails, and a missing key */
    text = "name: fmt\ntype: evaluate\ntitle: t\nsource: s\ninputs:\n  command: comm\n"
           "  options: {alpha: 2 us, beta: 10 GB/s, size: 10 KB}\n"
           "expect:\n  T: {value: 3.1 us, format: \"%.2g\"}\n"
           "  algbw: {value: 3.333 GB/s, rtol: 1e-3}\n";
    assert_int_equal(parse_text(cat, "mem/fmt.yaml", text, &sc, &err), 0);
    eval_ok(cat, sc, &res);
    mlsys_scenario_check(sc, 0, &res, &c);
    assert_false(c.pass);
    assert_string_equal(c.detail, "FAIL: printed 3");
    mlsys_scenario_check(sc, 1, &res, &c);
    assert_true(c.pass);
    /* drop the results: the key is missing */
    struct mlsys_sc_results none = {0};
    mlsys_scenario_check(sc, 1, &none, &c);
    assert_false(c.pass);
    assert_string_equal(c.detail, "FAIL: no result called 'algbw'");
    mlsys_sc_results_free(&res);
    mlsys_scenario_free(sc);
    mlsys_catalog_close(cat);
}

/* ---- the shipped scenarios -------------------------------------------------------- */

static void test_shipped_scenarios(void **state)
{
    (void)state;
    struct mlsys_catalog *cat = open_catalog();
    size_t counts[MLSYS_SC_NTYPES] = {0}, expectations = 0;
    assert_true(mlsys_shipped_scenarios.n >= 20);
    for (size_t i = 0; i < mlsys_shipped_scenarios.n; i++) {
        const struct mlsys_embedded_scenario *e = &mlsys_shipped_scenarios.entries[i];
        if (i)
            assert_true(strcmp(mlsys_shipped_scenarios.entries[i - 1].name, e->name) < 0);
        struct mlsys_scenario *sc;
        struct mlsys_err err;
        mlsys_err_clear(&err);
        int rc = mlsys_scenario_load_shipped(i, ctx_of(cat), &sc, &err);
        if (rc)
            print_error("%s:%d:%d: %s\n", err.file, err.line, err.col, err.msg);
        assert_int_equal(rc, 0);
        assert_string_equal(mlsys_scenario_name(sc), e->name);
        assert_non_null(mlsys_scenario_title(sc));
        assert_non_null(mlsys_scenario_source(sc));
        assert_true(mlsys_scenario_nexpect(sc) >= 1);
        counts[mlsys_scenario_type(sc)]++;
        expectations += mlsys_scenario_nexpect(sc);
        struct mlsys_sc_results res;
        eval_ok(cat, sc, &res);
        assert_int_equal(failures(sc, &res), 0);
        mlsys_sc_results_free(&res);
        mlsys_scenario_free(sc);
    }
    assert_int_equal(counts[MLSYS_SC_GROWTH], 1);
    assert_int_equal(counts[MLSYS_SC_APPLICATION], 10);
    assert_true(counts[MLSYS_SC_EVALUATE] >= 8);
    assert_true(expectations >= 60);
    mlsys_catalog_close(cat);
}

/* DenseParametersVsBandwidthSince2014 against docs/worked-examples.md #29:
 * PaLM 540B / VGG-16 = 540e9 / 138,357,544 = 3,902.9 ("3.9e+03"),
 * B200 / K80 = 8 TB/s / 480 GB/s = 16.7. */
static void test_dense_growth(void **state)
{
    (void)state;
    struct mlsys_catalog *cat = open_catalog();
    size_t i;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_scenario_find_shipped("densEPARAMETERSvsbandwidthsince2014", &i, &err),
                     0);
    struct mlsys_scenario *sc;
    assert_int_equal(mlsys_scenario_load_shipped(i, ctx_of(cat), &sc, &err), 0);
    struct mlsys_sc_results res;
    eval_ok(cat, sc, &res);
    assert_close(value(&res, "parameter_growth", "palm-540b"), 540e9 / 138357544.0, 1e-15, 0);
    assert_close(value(&res, "bandwidth_growth", "b200"), 8e12 / 480e9, 1e-15, 0);
    char printed[32];
    snprintf(printed, sizeof printed, "%.3g", value(&res, "parameter_growth", NULL));
    assert_string_equal(printed, "3.9e+03");
    /* sparse models are reported and kept out: gpt4's index is larger than PaLM's */
    assert_true(value(&res, "sparse_index", "gpt4") > value(&res, "parameter_growth", NULL));
    size_t n = 0;
    for (size_t k = 0; k < res.n; k++)
        n += !strcmp(res.rows[k].key, "bandwidth_index") +
             !strcmp(res.rows[k].key, "dense_index") + !strcmp(res.rows[k].key, "sparse_index");
    assert_int_equal(n, 7 + 8 + 4);
    mlsys_sc_results_free(&res);
    mlsys_scenario_free(sc);
    mlsys_catalog_close(cat);
}

static void test_find_shipped(void **state)
{
    (void)state;
    size_t i;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_scenario_find_shipped("smartdoorbell", &i, &err), 0);
    assert_string_equal(mlsys_shipped_scenarios.entries[i].name, "SmartDoorbell");
    assert_int_equal(mlsys_scenario_find_shipped("SmartDorbell", &i, &err), MLSYS_ENOTFOUND);
    assert_string_equal(err.msg, "unknown scenario 'SmartDorbell'; closest: SmartDoorbell");
    assert_int_equal(mlsys_err_exit_status(&err), 2);
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_scenario_find_shipped("zzzzzzzzzzzzzzzzzzzzzzzzzzzz", &i, &err),
                     MLSYS_ENOTFOUND);
    assert_non_null(strstr(err.msg, "'mlsys scenario list' shows them"));
    struct mlsys_catalog *cat = open_catalog();
    struct mlsys_scenario *sc;
    assert_int_equal(mlsys_scenario_load_shipped(100000, ctx_of(cat), &sc, &err), MLSYS_ENOTFOUND);
    mlsys_catalog_close(cat);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fixture_errors),
        cmocka_unit_test(test_text_errors),
        cmocka_unit_test(test_input_rule_errors),
        cmocka_unit_test(test_growth_by_hand),
        cmocka_unit_test(test_evaluate_by_hand),
        cmocka_unit_test(test_application_by_hand),
        cmocka_unit_test(test_cluster_application),
        cmocka_unit_test(test_expectation_outcomes),
        cmocka_unit_test(test_shipped_scenarios),
        cmocka_unit_test(test_dense_growth),
        cmocka_unit_test(test_find_shipped),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
