/* cmd_scenario.c - `mlsys scenario list`, `show NAME|FILE`, `run NAME|FILE`,
 * `check [FILE...]`: the named scenarios of docs/scenarios.md
 * (docs/scenarios.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands/cmds.h"
#include "scenario/scenario.h"
#include "core/text.h"
#include "mlsys/units.h"

#define S MLSYS_COL_SUMMARY
#define NCOLS(a) (sizeof(a) / sizeof((a)[0]))

/* The shipped scenario called arg, else (a path: it has a '/' or ends in
 * .yaml/.yml, or "-" for standard input) the file arg. */
static int open_scenario(struct mlsys_ctx *ctx, const char *arg, struct mlsys_scenario **out,
                         struct mlsys_err *err)
{
    size_t i, len = strlen(arg);
    bool path = strchr(arg, '/') || (len > 5 && !strcmp(arg + len - 5, ".yaml")) ||
                (len > 4 && !strcmp(arg + len - 4, ".yml")) || !strcmp(arg, "-");
    if (path)
        return mlsys_scenario_load(arg, ctx, out, err);
    int rc = mlsys_scenario_find_shipped(arg, &i, err);
    return rc ? rc : mlsys_scenario_load_shipped(i, ctx, out, err);
}

/* Hand a problem to ctx->problem (when there is one). */
static void problem(struct mlsys_ctx *ctx, const struct mlsys_err *e)
{
    if (ctx->problem)
        ctx->problem(ctx->problem_self, e);
}

/* Report a failed expectation as FILE:LINE:COL: SCENARIO: KEY[ROW]: ... */
static void report_failure(struct mlsys_ctx *ctx, const struct mlsys_scenario *sc,
                           const struct mlsys_sc_check *c)
{
    struct mlsys_err e;
    mlsys_err_clear(&e);
    mlsys_err_set(&e, MLSYS_EASSERT, "%s: %s%s%s%s: expected %s; %s", mlsys_scenario_name(sc),
                  c->key, c->row_name ? " (row " : "", c->row_name ? c->row_name : "",
                  c->row_name ? ")" : "", c->expected, c->detail);
    mlsys_err_at(&e, mlsys_scenario_file(sc), c->line, c->col);
    problem(ctx, &e);
}

/* ---- list ------------------------------------------------------------------- */

enum { L_TYPE, L_N };

static const struct mlsys_optdef list_opts[L_N] = {
    [L_TYPE] = {.name = "TYPE", .kind = MLSYS_OPT_CHOICE,
                .choices = "parameter-bandwidth-growth|evaluate|application",
                .help = "list only the scenarios of this type (default: all)",
                .flags = MLSYS_OPTF_POSITIONAL},
};

static const struct mlsys_coldef list_cols[] = {
    {"name", NULL, MLSYS_FMT_AUTO, "scenario name", S},
    {"type", NULL, MLSYS_FMT_AUTO, "parameter-bandwidth-growth, evaluate or application", S},
    {"expectations", "", MLSYS_FMT_AUTO, "documented results the scenario checks", S},
    {"title", NULL, MLSYS_FMT_AUTO, "what it computes", S},
    {"file", NULL, MLSYS_FMT_AUTO, "the file it was read from", MLSYS_COL_MACHINE},
};

/* One row per shipped scenario (of TYPE); invalid ones are reported and
 * counted. */
static int list_eval(const struct mlsys_call *call, struct mlsys_sink *sink,
                     struct mlsys_err *err)
{
    size_t bad = 0;
    int rc = 0;
    for (size_t i = 0; !rc && i < mlsys_shipped_scenarios.n; i++) {
        struct mlsys_scenario *sc;
        struct mlsys_err e;
        mlsys_err_clear(&e);
        if (mlsys_scenario_load_shipped(i, call->ctx, &sc, &e)) {
            if (e.code == MLSYS_ENOMEM)
                return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
            problem(call->ctx, &e);
            bad++;
            continue;
        }
        if (call->v[L_TYPE].set && (int)mlsys_scenario_type(sc) != call->v[L_TYPE].choice) {
            mlsys_scenario_free(sc);
            continue;
        }
        struct mlsys_cell c[NCOLS(list_cols)] = {
            mlsys_cell_str(mlsys_scenario_name(sc)),
            mlsys_cell_str(mlsys_sc_type_name(mlsys_scenario_type(sc))),
            mlsys_cell_val((double)mlsys_scenario_nexpect(sc)),
            mlsys_cell_str(mlsys_scenario_title(sc)),
            mlsys_cell_str(mlsys_scenario_file(sc)),
        };
        rc = sink->row(sink, c, err);
        mlsys_scenario_free(sc);
    }
    if (!rc && bad)
        rc = mlsys_err_set(err, MLSYS_EFILE, "%zu invalid scenario%s", bad, bad == 1 ? "" : "s");
    return rc;
}

static const char *const list_examples[] = {"scenario list", "scenario list application",
                                            "scenario list --format csv", NULL};

static const struct mlsys_cmddef list_cmd = {
    .name = "list",
    .summary = "list the shipped scenarios",
    .description = "Lists every scenario shipped in the binary (of TYPE, when given) with its\n"
                   "type, the number of expectations it checks, and its title.",
    .blocks = MLSYS_BLOCKS(MLSYS_OWN(list_opts, L_N)),
    .cols = list_cols,
    .ncols = NCOLS(list_cols),
    .examples = list_examples,
    .eval = list_eval,
};

/* ---- show ------------------------------------------------------------------- */

enum { A_NAME, A_N };

static const struct mlsys_optdef name_opts[A_N] = {
    [A_NAME] = {.name = "NAME", .kind = MLSYS_OPT_TEXT,
                .help = "a shipped scenario (any case), or a scenario file (a path with '/' or "
                        "ending in .yaml; - for standard input)",
                .flags = MLSYS_OPTF_POSITIONAL | MLSYS_OPTF_REQUIRED},
};

static const struct mlsys_coldef show_cols[] = {
    {"field", NULL, MLSYS_FMT_AUTO, "name, type, title, source, notes, file, inputs.*, expect.*",
     S},
    {"value", NULL, MLSYS_FMT_AUTO, "its value as written (lists comma-separated)", S},
};

static int show_row(struct mlsys_sink *sink, const char *field, const char *value,
                    struct mlsys_err *err)
{
    struct mlsys_cell c[2] = {mlsys_cell_str(field), mlsys_cell_str(value)};
    return sink->row(sink, c, err);
}

/* Rows for node under the dotted path: scalars as they are, lists of
 * scalars joined, mappings and other lists one level down. */
static int show_node(struct mlsys_sink *sink, const char *path, const struct mlsys_ynode *node,
                     struct mlsys_err *err)
{
    char sub[256];
    if (node->kind == MLSYS_Y_SCALAR)
        return show_row(sink, path, node->s, err);
    int rc = 0;
    if (node->kind == MLSYS_Y_MAP) {
        for (size_t i = 0; !rc && i < node->n; i++) {
            snprintf(sub, sizeof sub, "%s.%s", path, node->pairs[i].key->s);
            rc = show_node(sink, sub, node->pairs[i].val, err);
        }
        return rc;
    }
    bool flat = true;
    for (size_t i = 0; i < node->n; i++)
        flat = flat && node->items[i]->kind == MLSYS_Y_SCALAR;
    if (!flat) {
        for (size_t i = 0; !rc && i < node->n; i++) {
            snprintf(sub, sizeof sub, "%s[%zu]", path, i + 1);
            rc = show_node(sink, sub, node->items[i], err);
        }
        return rc;
    }
    struct mlsys_buf b = {0};
    for (size_t i = 0; i < node->n; i++)
        if (mlsys_buf_printf(&b, "%s%s", i ? ", " : "", node->items[i]->s))
            rc = mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    if (!rc)
        rc = show_row(sink, path, b.p ? b.p : "", err);
    mlsys_buf_free(&b);
    return rc;
}

static int show_eval(const struct mlsys_call *call, struct mlsys_sink *sink,
                     struct mlsys_err *err)
{
    struct mlsys_scenario *sc;
    int rc = open_scenario(call->ctx, call->v[A_NAME].s, &sc, err);
    if (rc)
        return rc;
    const char *head[][2] = {
        {"name", mlsys_scenario_name(sc)},
        {"type", mlsys_sc_type_name(mlsys_scenario_type(sc))},
        {"title", mlsys_scenario_title(sc)},
        {"source", mlsys_scenario_source(sc)},
        {"notes", mlsys_scenario_notes(sc)},
        {"file", mlsys_scenario_file(sc)},
    };
    for (size_t i = 0; !rc && i < NCOLS(head); i++)
        if (head[i][1])
            rc = show_row(sink, head[i][0], head[i][1], err);
    if (!rc)
        rc = show_node(sink, "inputs", mlsys_scenario_inputs(sc), err);
    for (size_t i = 0; !rc && i < mlsys_scenario_nexpect(sc); i++) {
        struct mlsys_sc_check c;
        char field[160];
        mlsys_scenario_check(sc, i, NULL, &c);
        snprintf(field, sizeof field, "expect.%s%s%s%s", c.key, c.row_name ? "[" : "",
                 c.row_name ? c.row_name : "", c.row_name ? "]" : "");
        rc = show_row(sink, field, c.expected, err);
    }
    mlsys_scenario_free(sc);
    return rc;
}

static const char *const show_examples[] = {"scenario show DenseParametersVsBandwidthSince2014",
                                            "scenario show ChatbotServing --format json", NULL};

static const struct mlsys_cmddef show_cmd = {
    .name = "show",
    .summary = "show a scenario's inputs, expectations and source",
    .description = "Shows the scenario called NAME (or the file NAME): its type, title, source,\n"
                   "every input as written and every expectation with its tolerance.",
    .blocks = MLSYS_BLOCKS(MLSYS_OWN(name_opts, A_N)),
    .cols = show_cols,
    .ncols = NCOLS(show_cols),
    .examples = show_examples,
    .eval = show_eval,
};

/* ---- run --------------------------------------------------------------------- */

enum { R_KEY, R_ROW, R_VALUE, R_LIMIT, R_STATUS, R_EXPECTED, R_CHECK, R_UNIT, R_N };

#define D (S | MLSYS_COL_DYNAMIC)
/* Each column once, for both tables below (ISO C, unlike GNU C, does not
 * let one static table be initialised from the elements of another). */
#define COL_KEY {"key", NULL, MLSYS_FMT_AUTO, "output key", S}
#define COL_ROW                                                                                  \
    {"row", NULL, MLSYS_FMT_AUTO,                                                                \
     "member, row number, or the figure an application level was decided by", S}
#define COL_VALUE {"value", NULL, MLSYS_FMT_AUTO, "the result (machine formats: base SI unit)", D}
#define COL_EXPECTED                                                                             \
    {"expected", NULL, MLSYS_FMT_AUTO, "the documented value and its tolerance", S}
#define COL_CHECK {"check", NULL, MLSYS_FMT_AUTO, "pass or FAIL, with the value as checked", S}
#define COL_UNIT                                                                                 \
    {"unit", NULL, MLSYS_FMT_AUTO, "base SI unit of value and limit", MLSYS_COL_MACHINE}
static const struct mlsys_coldef run_cols[R_N] = {
    [R_KEY] = COL_KEY,
    [R_ROW] = COL_ROW,
    [R_VALUE] = COL_VALUE,
    [R_LIMIT] = {"limit", NULL, MLSYS_FMT_AUTO, "application: the SLO, budget or capacity", D},
    [R_STATUS] = {"status", NULL, MLSYS_FMT_AUTO, "application: PASS or FAIL of the level", S},
    [R_EXPECTED] = COL_EXPECTED,
    [R_CHECK] = COL_CHECK,
    [R_UNIT] = COL_UNIT,
};

/* Without the application columns limit and status. */
static const struct mlsys_coldef run_cols_plain[] = {
    COL_KEY, COL_ROW, COL_VALUE, COL_EXPECTED, COL_CHECK, COL_UNIT,
};

/* `run` loads its scenario once: run_columns loads it (its type picks the
 * columns) and leaves it, or the error, in the call's memo for run_eval, so
 * a file is read once and a pipe or standard input works. */
struct loaded {
    struct mlsys_scenario *sc; /* NULL when loading failed with rc, err */
    int rc;
    struct mlsys_err err;
};

static void loaded_free(void *p)
{
    struct loaded *l = p;
    if (l)
        mlsys_scenario_free(l->sc);
    free(l);
}

/* The scenario NAME|FILE of call into *sc: the one run_columns loaded
 * (taken out of the memo, so the caller frees it), else loaded now. */
static int take_scenario(const struct mlsys_call *call, struct mlsys_scenario **sc,
                         struct mlsys_err *err)
{
    struct loaded *l = call->memo && call->memo->release == loaded_free ? call->memo->p : NULL;
    if (!l)
        return open_scenario(call->ctx, call->v[A_NAME].s, sc, err);
    call->memo->p = NULL;
    call->memo->release = NULL;
    int rc = l->rc;
    *sc = l->sc;
    l->sc = NULL;
    if (rc && err)
        *err = l->err;
    loaded_free(l);
    return rc;
}

/* Application scenarios get the limit and status columns; so does one that
 * does not load (it fails in eval). The scenario stays in call->memo. */
static void run_columns(const struct mlsys_call *call, const struct mlsys_coldef **cols,
                        size_t *n)
{
    struct loaded *l = call->v[A_NAME].s ? calloc(1, sizeof *l) : NULL;
    bool app = call->v[A_NAME].s != NULL; /* without memory: the full columns */
    if (l) {
        mlsys_err_clear(&l->err);
        l->rc = open_scenario(call->ctx, call->v[A_NAME].s, &l->sc, &l->err);
        app = l->rc || mlsys_scenario_type(l->sc) == MLSYS_SC_APPLICATION;
    }
    if (l && call->memo && !call->memo->release) {
        call->memo->p = l;
        call->memo->release = loaded_free;
    } else {
        loaded_free(l);
    }
    *cols = app ? run_cols : run_cols_plain;
    *n = app ? R_N : NCOLS(run_cols_plain);
}

/* Emit result r with the expectation checked against it (if any). */
static int run_row(struct mlsys_sink *sink, bool app, const struct mlsys_sc_row *r,
                   const struct mlsys_sc_check *c, struct mlsys_err *err)
{
    struct mlsys_cell cells[R_N];
    char unit[64] = "";
    cells[R_KEY] = mlsys_cell_str(r->key);
    cells[R_ROW] = mlsys_cell_str(r->row);
    cells[R_VALUE] = r->value;
    cells[R_VALUE].unit = r->unit;
    cells[R_LIMIT] = r->has_limit ? mlsys_cell_num(r->limit) : mlsys_cell_none();
    cells[R_LIMIT].unit = r->unit;
    cells[R_STATUS] = mlsys_cell_str(r->status);
    cells[R_EXPECTED] = mlsys_cell_str(c ? c->expected : NULL);
    cells[R_CHECK] = mlsys_cell_str(c ? c->detail : NULL);
    if (r->value.type == MLSYS_CELL_NUM)
        mlsys_qty_unit_name(r->value.q.dim, unit, sizeof unit);
    cells[R_UNIT] = r->value.type == MLSYS_CELL_NUM ? mlsys_cell_str(unit) : mlsys_cell_none();
    if (!app) {
        cells[R_LIMIT] = cells[R_EXPECTED];
        cells[R_STATUS] = cells[R_CHECK];
        cells[R_EXPECTED] = cells[R_UNIT];
    }
    return sink->row(sink, cells, err);
}

/* Evaluate sc into res and check every expectation into checks[] (size
 * nexpect); the failures go to ctx->problem and are counted in *failed. */
static int evaluate(struct mlsys_ctx *ctx, const struct mlsys_scenario *sc,
                    struct mlsys_sc_results *res, struct mlsys_sc_check *checks, size_t *failed,
                    struct mlsys_err *err)
{
    *failed = 0;
    int rc = mlsys_scenario_eval(sc, ctx, res, err);
    for (size_t i = 0; !rc && i < mlsys_scenario_nexpect(sc); i++) {
        mlsys_scenario_check(sc, i, res, &checks[i]);
        if (!checks[i].pass) {
            report_failure(ctx, sc, &checks[i]);
            (*failed)++;
        }
    }
    return rc;
}

static int run_eval(const struct mlsys_call *call, struct mlsys_sink *sink,
                    struct mlsys_err *err)
{
    struct mlsys_scenario *sc;
    int rc = take_scenario(call, &sc, err);
    if (rc)
        return rc;
    size_t nex = mlsys_scenario_nexpect(sc), failed = 0;
    struct mlsys_sc_check *checks = calloc(nex ? nex : 1, sizeof *checks);
    struct mlsys_sc_results res = {0};
    rc = checks ? evaluate(call->ctx, sc, &res, checks, &failed, err)
                : mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    bool app = mlsys_scenario_type(sc) == MLSYS_SC_APPLICATION;
    for (size_t i = 0; !rc && i < res.n; i++) {
        const struct mlsys_sc_check *c = NULL;
        for (size_t j = 0; j < nex; j++)
            if (checks[j].row == i)
                c = &checks[j];
        rc = run_row(sink, app, &res.rows[i], c, err);
    }
    for (size_t i = 0; !rc && i < res.nnotes; i++)
        rc = sink->note(sink, res.notes[i], err);
    if (!rc && failed)
        rc = mlsys_err_set(err, MLSYS_EASSERT, "%zu of %zu expectations of %s failed", failed,
                           nex, mlsys_scenario_name(sc));
    mlsys_sc_results_free(&res);
    free(checks);
    mlsys_scenario_free(sc);
    return rc;
}

static const char *const run_examples[] = {
    "scenario run DenseParametersVsBandwidthSince2014",
    "scenario run SmartDoorbell",
    "scenario run GPT3TrainingTime1024A100 --format json",
    NULL,
};

static const struct mlsys_cmddef run_cmd = {
    .name = "run",
    .summary = "evaluate a scenario and check its expectations",
    .description =
        "Evaluates the scenario called NAME (or the file NAME) and prints every result as a\n"
        "row: key, row (member, row number, or the figure a level was decided by), value;\n"
        "application levels add the limit and PASS or FAIL. Results with an expectation show\n"
        "it and whether it held. A failed expectation is reported on stderr (exit status 3).",
    .blocks = MLSYS_BLOCKS(MLSYS_OWN(name_opts, A_N)),
    .cols = run_cols,
    .ncols = R_N,
    .examples = run_examples,
    .eval = run_eval,
    .columns = run_columns,
};

/* ---- check --------------------------------------------------------------------- */

enum { K_FILE, K_N };

static const struct mlsys_optdef check_opts[K_N] = {
    [K_FILE] = {.name = "FILE", .kind = MLSYS_OPT_TEXT,
                .help = "scenario files to check as well as the shipped scenarios (- for standard "
                        "input)",
                .flags = MLSYS_OPTF_POSITIONAL | MLSYS_OPTF_REPEAT},
};

static const struct mlsys_coldef check_cols[] = {
    {"scenario", NULL, MLSYS_FMT_AUTO, "scenario name", S},
    {"type", NULL, MLSYS_FMT_AUTO, "scenario type", S},
    {"expectations", "", MLSYS_FMT_AUTO, "expectations checked", S},
    {"passed", "", MLSYS_FMT_AUTO, "expectations that held", S},
    {"failed", "", MLSYS_FMT_AUTO, "expectations that did not", S},
    {"file", NULL, MLSYS_FMT_AUTO, "the file it was read from", MLSYS_COL_MACHINE},
};

/* Counts over the whole check. */
struct tally {
    size_t passed, failed, broken;
};

/* Load (shipped i, or the file path), evaluate and check one scenario. */
static int check_one(struct mlsys_ctx *ctx, size_t i, const char *path, struct mlsys_sink *sink,
                     struct tally *t, struct mlsys_err *err)
{
    struct mlsys_scenario *sc = NULL;
    struct mlsys_err e;
    mlsys_err_clear(&e);
    int rc = path ? mlsys_scenario_load(path, ctx, &sc, &e)
                  : mlsys_scenario_load_shipped(i, ctx, &sc, &e);
    size_t nex = sc ? mlsys_scenario_nexpect(sc) : 0, failed = 0;
    struct mlsys_sc_check *checks = calloc(nex ? nex : 1, sizeof *checks);
    struct mlsys_sc_results res = {0};
    if (!rc)
        rc = checks ? evaluate(ctx, sc, &res, checks, &failed, &e)
                    : mlsys_err_set(&e, MLSYS_ENOMEM, "out of memory");
    mlsys_sc_results_free(&res);
    free(checks);
    if (rc == MLSYS_ENOMEM) {
        mlsys_scenario_free(sc);
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    }
    if (rc) {
        problem(ctx, &e);
        t->broken++;
        mlsys_scenario_free(sc);
        return 0;
    }
    t->passed += nex - failed;
    t->failed += failed;
    struct mlsys_cell c[NCOLS(check_cols)] = {
        mlsys_cell_str(mlsys_scenario_name(sc)),
        mlsys_cell_str(mlsys_sc_type_name(mlsys_scenario_type(sc))),
        mlsys_cell_val((double)nex),
        mlsys_cell_val((double)(nex - failed)),
        mlsys_cell_val((double)failed),
        mlsys_cell_str(mlsys_scenario_file(sc)),
    };
    rc = sink->row(sink, c, err);
    mlsys_scenario_free(sc);
    return rc;
}

static int check_eval(const struct mlsys_call *call, struct mlsys_sink *sink,
                      struct mlsys_err *err)
{
    struct tally t = {0};
    int rc = 0;
    for (size_t i = 0; !rc && i < mlsys_shipped_scenarios.n; i++)
        rc = check_one(call->ctx, i, NULL, sink, &t, err);
    for (size_t i = 0; !rc && i < call->set->n; i++)
        if (call->set->a[i].def == &check_opts[K_FILE])
            rc = check_one(call->ctx, 0, call->set->a[i].text, sink, &t, err);
    if (rc)
        return rc;
    char summary[160];
    snprintf(summary, sizeof summary, "%zu expectations passed, %zu failed%s", t.passed,
             t.failed, t.broken ? "; some scenarios could not be evaluated" : "");
    rc = sink->note(sink, summary, err);
    if (!rc && t.broken)
        rc = mlsys_err_set(err, MLSYS_EFILE, "%zu scenario%s could not be evaluated", t.broken,
                           t.broken == 1 ? "" : "s");
    if (!rc && t.failed)
        rc = mlsys_err_set(err, MLSYS_EASSERT, "%zu of %zu expectations failed", t.failed,
                           t.passed + t.failed);
    return rc;
}

static const char *const check_examples[] = {"scenario check", NULL};

static const struct mlsys_cmddef check_cmd = {
    .name = "check",
    .summary = "check every expectation of the shipped scenarios (and of FILEs)",
    .description =
        "Evaluates every shipped scenario, and each FILE given, and checks each of its\n"
        "expectations. One row per scenario; each failure is reported on stderr as\n"
        "FILE:LINE:COL with the expected and the actual value. Exit status 3 when an\n"
        "expectation failed, 1 when a scenario could not be loaded or evaluated.",
    .blocks = MLSYS_BLOCKS(MLSYS_OWN(check_opts, K_N)),
    .cols = check_cols,
    .ncols = NCOLS(check_cols),
    .examples = check_examples,
    .eval = check_eval,
};

/* ---- the command ---------------------------------------------------------------- */

static const struct mlsys_cmddef *const subs[] = {&list_cmd, &show_cmd, &run_cmd, &check_cmd,
                                                  NULL};

const struct mlsys_cmddef mlsys_cmd_scenario = {
    .name = "scenario",
    .summary = "named scenarios: list, show, run and check them",
    .description =
        "Scenarios are named compositions of the models with fixed inputs and the results\n"
        "they are documented to produce: parameter-bandwidth-growth, evaluate (one command\n"
        "with fixed options) and application (a workload on a device or cluster under an SLO\n"
        "and budgets). They ship in the binary; run and show also read a scenario file.",
    .subs = subs,
};
