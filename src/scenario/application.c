/* application.c - the application scenario type: a workload on a device
 * (or a cluster of them) held against a latency SLO and budgets, level by
 * level, each PASS or FAIL with the figure that decided it:
 *
 *   feasibility   M_total (memory command) <= device capacity
 *   performance   T (iron-law; the time to first token when the phase is
 *                 prefill), or on a cluster T_step (cluster command, the
 *                 gradient all-reduce from comm when per_node is given) <= slo
 *   power         P (energy command's power view), x devices <= power_budget
 *   energy        E_power per item, or per step on a cluster <= energy_budget
 *   carbon        CO2e per item (or per step) with a grid <= carbon_budget
 *   data_rate     the required input rate <= the device's data path: its host
 *                 link when the catalog gives one, else its memory bandwidth
 *   verdict       PASS when every level with a limit passes
 * A level whose limit is not given is reported without a verdict.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/text.h"
#include "scenario/scenario_impl.h"

static const char *const input_keys[] = {
    "workload", "hw", "phase", "batch", "seq", "precision", "kv-precision", "compute-precision",
    "eff", "recompute", "act-frac", "slo", "power_budget", "energy_budget", "carbon_budget",
    "data_rate", "grid", "devices", "per_node", "fabric", "zero", "overlap"};
#define NINPUT (sizeof input_keys / sizeof input_keys[0])

/* Device options handed to iron-law, memory and energy as written. */
static const char *const pass_keys[] = {"phase", "seq", "precision", "kv-precision",
                                        "compute-precision", "eff", "recompute", "act-frac"};
#define NPASS (sizeof pass_keys / sizeof pass_keys[0])

/* The result keys: levels (with a verdict) first. */
static const struct {
    const char *key, *unit;
    bool level;
} result_keys[] = {
    {"feasibility", "B", true}, {"performance", "s", true}, {"power", "W", true},
    {"energy", "J", true},      {"carbon", "kg", true},     {"data_rate", "B/s", true},
    {"verdict", NULL, true},    {"bound", NULL, false},     {"T_compute", "s", false},
    {"T_comm", "s", false},     {"eta_scaling", "", false},
};
#define NRESULT (sizeof result_keys / sizeof result_keys[0])

/* The command called name (one of the table; the names here are fixed). */
static const struct mlsys_cmddef *command(const char *name)
{
    return mlsys_cmd_find(mlsys_commands, name);
}

/* An optional quantity input; NaN when absent. */
static int opt_qty(struct mlsys_scenario *sc, const char *key, const char *unit, bool nonneg,
                   double *out, struct mlsys_err *err)
{
    const struct mlsys_ynode *v = mlsys_ynode_get(sc->inputs, key);
    *out = NAN;
    return v ? sc_qty(sc, v, key, unit, nonneg, out, err) : 0;
}

/* A whole-number input in [lo, hi], or def when absent. */
static int opt_int(struct mlsys_scenario *sc, const char *key, double lo, double hi, double def,
                   double *out, struct mlsys_err *err)
{
    const struct mlsys_ynode *v = mlsys_ynode_get(sc->inputs, key);
    *out = def;
    if (!v)
        return 0;
    int rc = sc_qty(sc, v, key, "", true, out, err);
    if (!rc && (*out != floor(*out) || *out < lo || *out > hi))
        return sc_fail(sc, v, err, MLSYS_EFILE, "%s: expected a whole number from %g to %g, "
                       "got '%s'", key, lo, hi, v->s);
    return rc;
}

/* The device options passed through, each checked as iron-law checks it. */
static int read_pass(struct mlsys_scenario *sc, struct mlsys_err *err)
{
    const struct mlsys_cmddef *il = command("iron-law");
    for (size_t i = 0; i < NPASS; i++) {
        const struct mlsys_ynode *v = mlsys_ynode_get(sc->inputs, pass_keys[i]);
        const char *text;
        if (!v)
            continue;
        int rc = sc_scalar(sc, v, pass_keys[i], &text, err);
        if (rc)
            return rc;
        struct mlsys_optlist opts;
        mlsys_cmd_optlist(il, &opts);
        for (size_t j = 0; j < opts.n; j++) {
            if (strcmp(opts.d[j]->name, pass_keys[i]) != 0)
                continue;
            struct mlsys_val val;
            struct mlsys_err sub;
            mlsys_err_clear(&sub);
            if (mlsys_opt_parse_value(opts.d[j], text, &val, &sub)) {
                sc_fail(sc, v, err, MLSYS_EFILE, "%s: %s", pass_keys[i], sub.msg);
                if (err)
                    err->col = mlsys_ynode_col_at(v, sub.col);
                return MLSYS_EFILE;
            }
        }
        sc->a.pass[sc->a.npass++] = (struct sc_pass){pass_keys[i], text};
        if (!strcmp(pass_keys[i], "phase"))
            sc->a.prefill = !strcmp(text, "prefill");
    }
    const struct mlsys_ynode *p = mlsys_ynode_get(sc->inputs, "precision");
    enum mlsys_precision prec = MLSYS_PREC_FP16;
    if (p)
        mlsys_precision_parse(p->s, &prec, NULL);
    sc->a.s_elem_B = mlsys_precision_bytes(prec);
    return 0;
}

/* A catalog name input (required or not); the name as written into *name. */
static int read_name(struct mlsys_scenario *sc, struct mlsys_catalog *cat, const char *key,
                     enum mlsys_cat_kind kind, bool required, const char **name,
                     const struct mlsys_record **rec, struct mlsys_err *err)
{
    const struct mlsys_ynode *v = mlsys_ynode_get(sc->inputs, key);
    const struct mlsys_record *r;
    *name = NULL;
    if (!v && required)
        return sc_fail(sc, sc->inputs, err, MLSYS_EFILE, "inputs: missing required key '%s'",
                       key);
    if (!v)
        return 0;
    int rc = sc_find(sc, cat, kind, v, &r, err);
    if (rc)
        return rc;
    *name = v->s;
    if (rec)
        *rec = r;
    return 0;
}

/* The rules that tie inputs together (cluster-only inputs, divisibility). */
static int check_cluster(struct mlsys_scenario *sc, struct mlsys_err *err)
{
    struct sc_app *a = &sc->a;
    static const char *const only[] = {"fabric", "per_node", "zero", "overlap"};
    const struct mlsys_ynode *in = sc->inputs;
    if (a->devices == 1) {
        for (size_t i = 0; i < 4; i++)
            if (mlsys_ynode_get(in, only[i]))
                return sc_fail(sc, mlsys_ynode_get(in, only[i]), err, MLSYS_EFILE,
                               "%s: only for a cluster (devices > 1)", only[i]);
        return 0;
    }
    if (!a->fabric)
        return sc_fail(sc, in, err, MLSYS_EFILE,
                       "inputs: devices > 1 needs a fabric (the network between them)");
    if (isnan(a->batch))
        return sc_fail(sc, mlsys_ynode_get(in, "devices"), err, MLSYS_EFILE,
                       "devices: give batch, the global batch per step (each device holds "
                       "batch/devices)");
    if (fmod(a->batch, a->devices) != 0)
        return sc_fail(sc, mlsys_ynode_get(in, "batch"), err, MLSYS_EFILE,
                       "batch: %g does not divide evenly over %g devices", a->batch, a->devices);
    if (a->per_node > 0 && fmod(a->devices, a->per_node) != 0)
        return sc_fail(sc, mlsys_ynode_get(in, "per_node"), err, MLSYS_EFILE,
                       "per_node: %g does not divide devices (%g)", a->per_node, a->devices);
    if (a->per_node > 0 && (isnan(mlsys_hw_qty(a->hw_rec, MLSYS_HW_SCALEUP_BANDWIDTH).v) ||
                            isnan(mlsys_hw_qty(a->hw_rec, MLSYS_HW_SCALEUP_LATENCY).v)))
        return sc_fail(sc, mlsys_ynode_get(in, "per_node"), err, MLSYS_EFILE,
                       "per_node: hardware '%s' has no scale-up link (bandwidth and latency) "
                       "for the links inside a node",
                       a->hw);
    if (isnan(mlsys_wl_count(a->wl_rec, MLSYS_WL_PARAMETERS)))
        return sc_fail(sc, mlsys_ynode_get(in, "workload"), err, MLSYS_EFILE,
                       "workload: '%s' has no parameter count for the gradient all-reduce",
                       a->workload);
    return 0;
}

int sc_app_load(struct mlsys_scenario *sc, struct mlsys_catalog *cat, struct mlsys_err *err)
{
    struct sc_app *a = &sc->a;
    const struct mlsys_ynode *in = sc->inputs;
    int rc = sc_check_keys(sc, in, "inputs", input_keys, NINPUT, err);
    if (!rc)
        rc = read_name(sc, cat, "workload", MLSYS_CAT_WORKLOAD, true, &a->workload, &a->wl_rec,
                       err);
    if (!rc)
        rc = read_name(sc, cat, "hw", MLSYS_CAT_HARDWARE, true, &a->hw, &a->hw_rec, err);
    if (!rc)
        rc = read_name(sc, cat, "grid", MLSYS_CAT_GRID, false, &a->grid, NULL, err);
    if (!rc)
        rc = read_name(sc, cat, "fabric", MLSYS_CAT_FABRIC, false, &a->fabric, NULL, err);
    if (!rc)
        rc = read_pass(sc, err);
    if (!rc && !mlsys_ynode_get(in, "slo"))
        rc = sc_fail(sc, in, err, MLSYS_EFILE, "inputs: missing required key 'slo'");
    if (!rc)
        rc = opt_qty(sc, "slo", "s", false, &a->slo_s, err);
    if (!rc)
        rc = opt_qty(sc, "power_budget", "W", false, &a->power_W, err);
    if (!rc)
        rc = opt_qty(sc, "energy_budget", "J", false, &a->energy_J, err);
    if (!rc)
        rc = opt_qty(sc, "carbon_budget", "kg", false, &a->carbon_kg, err);
    if (!rc)
        rc = opt_qty(sc, "data_rate", "B/s", false, &a->data_rate_Bps, err);
    if (!rc)
        rc = opt_int(sc, "batch", 1, 1e12, NAN, &a->batch, err);
    if (!rc)
        rc = opt_int(sc, "devices", 1, 1e9, 1, &a->devices, err);
    if (!rc)
        rc = opt_int(sc, "per_node", 1, 1e6, 0, &a->per_node, err);
    if (!rc)
        rc = opt_int(sc, "zero", 0, 3, 0, &a->zero, err);
    if (!rc)
        rc = opt_qty(sc, "overlap", "", true, &a->overlap, err);
    if (!rc && a->overlap > 1)
        rc = sc_fail(sc, mlsys_ynode_get(in, "overlap"), err, MLSYS_EFILE,
                     "overlap: a fraction from 0 to 1");
    if (!rc && !isnan(a->carbon_kg) && !a->grid)
        rc = sc_fail(sc, mlsys_ynode_get(in, "carbon_budget"), err, MLSYS_EFILE,
                     "carbon_budget: needs a grid (the carbon intensity)");
    return rc ? rc : check_cluster(sc, err);
}

int sc_app_expect(const struct mlsys_scenario *sc, struct sc_expect *ex, struct mlsys_err *err)
{
    for (size_t i = 0; i < NRESULT; i++) {
        if (strcmp(result_keys[i].key, ex->key) != 0)
            continue;
        if (ex->status && !result_keys[i].level)
            return sc_fail(sc, ex->node, err, MLSYS_EFILE,
                           "%s: has no status (levels do: feasibility, performance, power, "
                           "energy, carbon, data_rate, verdict)",
                           ex->key);
        if (ex->row)
            return sc_fail(sc, ex->row_node, err, MLSYS_EFILE,
                           "%s: has a single value; leave out row:", ex->key);
        return sc_expect_kind(sc, ex, result_keys[i].unit, err);
    }
    const char *keys[NRESULT];
    for (size_t i = 0; i < NRESULT; i++)
        keys[i] = result_keys[i].key;
    return sc_expect_unknown(sc, ex, keys, NRESULT, err);
}

/* ---- evaluation ---------------------------------------------------------------- */

/* The options every device command gets: hw, workload, the pass-through
 * options, and batch (when given) as text. */
static int device_set(const struct mlsys_scenario *sc, const struct mlsys_cmddef *cmd,
                      struct mlsys_optset *set, const char *batch, struct mlsys_err *err)
{
    const struct sc_app *a = &sc->a;
    int rc = sc_optset_named(set, cmd, "hw", a->hw, err);
    if (!rc)
        rc = sc_optset_named(set, cmd, "workload", a->workload, err);
    for (size_t i = 0; !rc && i < a->npass; i++)
        rc = sc_optset_named(set, cmd, a->pass[i].name, a->pass[i].text, err);
    if (!rc && batch)
        rc = sc_optset_named(set, cmd, "batch", batch, err);
    return rc;
}

/* Texts of numbers handed to commands, kept until the run ends. */
struct texts {
    char t[16][48];
    size_t n;
};

static const char *text_of(struct texts *tx, double v, const char *unit)
{
    char *s = tx->t[tx->n++ % 16];
    snprintf(s, sizeof tx->t[0], "%.17g%s%s", v, unit[0] ? " " : "", unit);
    return s;
}

/* Run the command called name on set into out, then free the set. */
static int run(const char *name, struct mlsys_optset *set, struct mlsys_ctx *ctx,
               struct mlsys_sc_results *out, struct mlsys_err *err)
{
    int rc = sc_run_command(command(name), name, set, ctx, out, err);
    mlsys_optset_free(set);
    return rc;
}

/* The memory, iron-law and energy runs, and on a cluster comm and cluster. */
static int run_all(const struct mlsys_scenario *sc, struct mlsys_ctx *ctx,
                   struct mlsys_sc_results sub[5], struct mlsys_err *err)
{
    const struct sc_app *a = &sc->a;
    struct texts tx = {0};
    struct mlsys_optset set = {0};
    bool cluster = a->devices > 1;
    const char *batch = isnan(a->batch) ? NULL : text_of(&tx, a->batch, "");
    const char *per_dev = cluster ? text_of(&tx, a->batch / a->devices, "") : batch;
    const struct mlsys_cmddef *mem = command("memory");
    int rc = device_set(sc, mem, &set, per_dev, err);
    if (!rc && cluster) {
        rc = sc_optset_named(&set, mem, "zero", text_of(&tx, a->zero, ""), err);
        if (!rc)
            rc = sc_optset_named(&set, mem, "dp", text_of(&tx, a->devices, ""), err);
    }
    rc = rc ? rc : run("memory", &set, ctx, &sub[0], err);
    if (!rc)
        rc = device_set(sc, command("iron-law"), &set, batch, err);
    rc = rc ? rc : run("iron-law", &set, ctx, &sub[1], err);
    if (!rc)
        rc = device_set(sc, command("energy"), &set, batch, err);
    if (!rc && a->grid)
        rc = sc_optset_named(&set, command("energy"), "grid", a->grid, err);
    rc = rc ? rc : run("energy", &set, ctx, &sub[2], err);
    if (rc || !cluster) {
        mlsys_optset_free(&set);
        return rc;
    }
    double grad_B = mlsys_wl_count(a->wl_rec, MLSYS_WL_PARAMETERS) * a->s_elem_B;
    const struct mlsys_cmddef *cm = command("comm"), *cl = command("cluster");
    if (a->per_node > 0) {
        const char *const kv[][2] = {
            {"fabric", a->fabric},
            {"collective", "allreduce"},
            {"algo", "hierarchical"},
            {"ranks", text_of(&tx, a->devices, "")},
            {"per-node", text_of(&tx, a->per_node, "")},
            {"intra-alpha", text_of(&tx, mlsys_hw_qty(a->hw_rec, MLSYS_HW_SCALEUP_LATENCY).v, "s")},
            {"intra-beta",
             text_of(&tx, mlsys_hw_qty(a->hw_rec, MLSYS_HW_SCALEUP_BANDWIDTH).v, "B/s")},
            {"size", text_of(&tx, grad_B, "B")},
        };
        for (size_t i = 0; !rc && i < sizeof kv / sizeof kv[0]; i++)
            rc = sc_optset_named(&set, cm, kv[i][0], kv[i][1], err);
        rc = rc ? rc : run("comm", &set, ctx, &sub[3], err);
        if (!rc)
            rc = sc_optset_named(&set, cl, "t-comm", text_of(&tx, sc_res_val(&sub[3], "T"), "s"),
                                 err);
    } else {
        rc = sc_optset_named(&set, cl, "fabric", a->fabric, err);
        if (!rc)
            rc = sc_optset_named(&set, cl, "comm-bytes", text_of(&tx, grad_B, "B"), err);
    }
    if (!rc)
        rc = sc_optset_named(&set, cl, "devices", text_of(&tx, a->devices, ""), err);
    if (!rc)
        rc = sc_optset_named(&set, cl, "t-compute",
                             text_of(&tx, sc_res_val(&sub[1], "T"), "s"), err);
    if (!rc && !isnan(a->overlap))
        rc = sc_optset_named(&set, cl, "overlap", text_of(&tx, a->overlap, ""), err);
    rc = rc ? rc : run("cluster", &set, ctx, &sub[4], err);
    mlsys_optset_free(&set);
    return rc;
}

/* Append a level: value v (of `family`) held against limit (NaN: no
 * verdict); a FAIL adds key to the failed list. */
static int level(struct mlsys_sc_results *res, const char *key, const char *row, double v,
                 const char *family, double limit, struct mlsys_buf *failed,
                 struct mlsys_err *err)
{
    int rc = sc_res_num(res, key, row, v, family, err);
    if (rc || isnan(limit))
        return rc;
    struct mlsys_sc_row *r = &res->rows[res->n - 1];
    r->has_limit = true;
    r->limit = r->value.q;
    r->limit.v = limit;
    r->status = v <= limit ? "PASS" : "FAIL";
    if (v <= limit)
        return 0;
    return mlsys_buf_printf(failed, "%s%s", failed->len ? ", " : "", key)
               ? mlsys_err_set(err, MLSYS_ENOMEM, "out of memory")
               : 0;
}

/* The levels from the runs' results. */
static int levels(const struct mlsys_scenario *sc, struct mlsys_sc_results sub[5],
                  struct mlsys_sc_results *res, struct mlsys_buf *failed, struct mlsys_err *err)
{
    const struct sc_app *a = &sc->a;
    bool cluster = a->devices > 1;
    double cap = sc_res_val(&sub[0], "capacity");
    double t = cluster ? sc_res_val(&sub[4], "T_step") : sc_res_val(&sub[1], "T");
    double p = sc_res_val(&sub[2], "P") * a->devices;
    double e_power = sc_res_val(&sub[2], "E_power");
    double e_item = cluster ? p * t : sc_res_val(&sub[2], "E_power_per_item");
    double co2 = sc_res_val(&sub[2], "CO2e");
    double co2_item = cluster ? e_item * sc_res_val(&sub[2], "PUE") * sc_res_val(&sub[2], "CI")
                              : co2 * e_item / e_power;
    int rc = sc_res_note(
        res,
        cluster ? "performance: T_step by the cluster law, T_compute being the iron-law time of "
                  "the whole batch on one device; power: P of one device x devices; energy: "
                  "P_total x T_step"
        : a->prefill ? "performance: TTFT, the iron-law time of the prefill of the prompt; "
                       "power: the energy command's power view while it runs"
                     : "performance: T, the iron-law time of one step; power: the energy "
                       "command's power view while it runs",
        err);
    if (!rc)
        rc = level(res, "feasibility", "M_total", sc_res_val(&sub[0], "M_total"), "B", cap,
                   failed, err);
    if (!rc)
        rc = level(res, "performance", cluster ? "T_step" : a->prefill ? "TTFT" : "T", t, "s",
                   a->slo_s, failed, err);
    if (!rc)
        rc = level(res, "power", cluster ? "P_total" : "P", p, "W", a->power_W, failed, err);
    if (!rc)
        rc = level(res, "energy", cluster ? "E_step" : "E_per_item", e_item, "J", a->energy_J,
                   failed, err);
    if (!rc && !isnan(co2))
        rc = level(res, "carbon", cluster ? "CO2e_step" : "CO2e_per_item", co2_item, "kg",
                   a->carbon_kg, failed, err);
    if (!rc && !isnan(a->data_rate_Bps)) {
        double host = mlsys_hw_qty(a->hw_rec, MLSYS_HW_HOST_BANDWIDTH).v;
        bool has_host = host > 0;
        rc = level(res, "data_rate", has_host ? "host link" : "memory bandwidth", a->data_rate_Bps,
                   "B/s", has_host ? host : mlsys_hw_qty(a->hw_rec, MLSYS_HW_MEM_BANDWIDTH).v,
                   failed, err);
        if (!rc && !has_host)
            rc = sc_res_note(res,
                             "data_rate: the catalog gives this device no host link, so the "
                             "input stream is held against its memory bandwidth",
                             err);
    }
    return rc;
}

int sc_app_eval(const struct mlsys_scenario *sc, struct mlsys_ctx *ctx,
                struct mlsys_sc_results *res, struct mlsys_err *err)
{
    struct mlsys_ctx inner = *ctx;
    inner.shard_k = inner.shard_n = 0;
    struct mlsys_sc_results sub[5];
    memset(sub, 0, sizeof sub);
    struct mlsys_buf failed = {0};
    int rc = run_all(sc, &inner, sub, err);
    if (rc)
        rc = sc_place(sc, sc->inputs, rc, err);
    if (!rc)
        rc = levels(sc, sub, res, &failed, err);
    const char *verdict = failed.len ? "FAIL" : "PASS";
    if (!rc)
        rc = sc_res_add(res, "verdict", failed.len ? failed.p : "", mlsys_cell_str(verdict), NULL,
                        err);
    if (!rc)
        res->rows[res->n - 1].status = verdict;
    const struct mlsys_sc_row *bound = sc_res_get(&sub[1], "bound", NULL);
    if (!rc && bound)
        rc = sc_res_add(res, "bound", "", bound->value, NULL, err);
    static const char *const info[][2] = {{"T_compute", "s"}, {"T_comm", "s"},
                                          {"eta_scaling", ""}};
    for (size_t i = 0; !rc && sc->a.devices > 1 && i < 3; i++)
        rc = sc_res_num(res, info[i][0], "", sc_res_val(&sub[4], info[i][0]), info[i][1], err);
    for (size_t i = 0; i < 5; i++) {
        for (size_t j = 0; !rc && j < sub[i].nnotes; j++)
            rc = sc_res_note(res, sub[i].notes[j], err);
        mlsys_sc_results_free(&sub[i]);
    }
    mlsys_buf_free(&failed);
    return rc;
}
