/* application.c - the application scenario type: a workload on a device
 * (or a cluster of them) held against a latency SLO and budgets, level by
 * level, each PASS or FAIL with the figure that decided it:
 *
 *   feasibility   M_total (memory model) <= device capacity
 *   performance   T (iron law; the time to first token when the phase is
 *                 prefill), or on a cluster T_step (cluster law, the gradient
 *                 all-reduce by the comm model) <= slo
 *   power         P (energy model's power view), x devices <= power_budget
 *   energy        E_power per item, or per step on a cluster <= energy_budget
 *   carbon        CO2e per item (or per step) with a grid <= carbon_budget
 *   data_rate     the required input rate <= the device's data path: its host
 *                 link when the catalog gives one, else its memory bandwidth
 *   verdict       PASS when every level with a limit passes
 * A level whose limit is not given is reported without a verdict. The
 * models are composed through the set-up layer's typed structs (setup.h),
 * with the same defaults and notes as the iron-law, memory and energy
 * commands.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/text.h"
#include "mlsys/cluster.h"
#include "mlsys/energy.h"
#include "run/option.h"
#include "scenario/scenario_impl.h"

static const char *const input_keys[] = {
    "workload", "hw", "phase", "batch", "seq", "precision", "kv-precision", "compute-precision",
    "eff", "recompute", "act-frac", "slo", "power_budget", "energy_budget", "carbon_budget",
    "data_rate", "grid", "pue", "devices", "per_node", "fabric", "zero", "overlap"};
#define NINPUT (sizeof input_keys / sizeof input_keys[0])

/* A model input (text.h) in a scenario's words: the key of its inputs
 * map, "inputs.seq", or NULL when a scenario has no such input. */
static const char *scenario_input(void *self, const char *id)
{
    char *buf = self;
    for (size_t i = 0; i < NINPUT; i++)
        if (!strcmp(input_keys[i], id)) {
            snprintf(buf, MLSYS_TEXT_WORD_MAX, "inputs.%s", id);
            return buf;
        }
    return NULL;
}

/* A set-up error in a scenario's words: an input it has no key for keeps
 * its identifier, in quotes. */
static void say_err(struct mlsys_err *err)
{
    char name[MLSYS_TEXT_WORD_MAX];
    mlsys_text_inputs_err(err, scenario_input, name);
}

/* Pass one set-up note to res in a scenario's words; a note about an
 * input a scenario does not have is dropped. */
static int say_note(struct mlsys_sc_results *res, const char *text, struct mlsys_err *err)
{
    char name[MLSYS_TEXT_WORD_MAX];
    size_t unknown = 0;
    char *said = mlsys_text_inputs_dup(text, scenario_input, name, &unknown);
    if (!said)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    int rc = unknown ? MLSYS_OK : mlsys_sc_res_note(res, said, err);
    free(said);
    return rc;
}

/* The device inputs, read as iron-law reads the options of the same names. */
enum { P_PHASE, P_SEQ, P_PRECISION, P_KV_PRECISION, P_COMPUTE_PRECISION, P_EFF, P_RECOMPUTE,
       P_ACT_FRAC, P_N };
static const struct mlsys_optdef pass_defs[P_N] = {
    [P_PHASE] = {.name = "phase", .kind = MLSYS_OPT_CHOICE, .choices = MLSYS_PHASE_CHOICES,
                 .help = "phase"},
    [P_SEQ] = {.name = "seq", .kind = MLSYS_OPT_COUNT, .help = "S",
               .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER},
    [P_PRECISION] = {.name = "precision", .kind = MLSYS_OPT_CHOICE,
                     .choices = MLSYS_PRECISION_CHOICES, .help = "precision"},
    [P_KV_PRECISION] = {.name = "kv-precision", .kind = MLSYS_OPT_CHOICE,
                        .choices = MLSYS_PRECISION_CHOICES, .help = "kv"},
    [P_COMPUTE_PRECISION] = {.name = "compute-precision", .kind = MLSYS_OPT_CHOICE,
                             .choices = MLSYS_RATE_PRECISION_CHOICES, .help = "compute"},
    [P_EFF] = {.name = "eff", .kind = MLSYS_OPT_COUNT, .help = "eta_hw",
               .flags = MLSYS_OPTF_FRACTION},
    [P_RECOMPUTE] = {.name = "recompute", .kind = MLSYS_OPT_CHOICE,
                     .choices = MLSYS_RECOMPUTE_CHOICES, .help = "recompute"},
    [P_ACT_FRAC] = {.name = "act-frac", .kind = MLSYS_OPT_COUNT, .help = "act",
                    .flags = MLSYS_OPTF_NONNEG},
};

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

/* An optional quantity input; NaN when absent. */
static int opt_qty(struct mlsys_scenario *sc, const char *key, const char *unit, bool nonneg,
                   double *out, struct mlsys_err *err)
{
    const struct mlsys_ynode *v = mlsys_ynode_get(sc->inputs, key);
    *out = NAN;
    return v ? mlsys_sc_qty(sc, v, key, unit, nonneg, out, err) : 0;
}

/* A whole-number input in [lo, hi], or def when absent. */
static int opt_int(struct mlsys_scenario *sc, const char *key, double lo, double hi, double def,
                   double *out, struct mlsys_err *err)
{
    const struct mlsys_ynode *v = mlsys_ynode_get(sc->inputs, key);
    *out = def;
    if (!v)
        return 0;
    int rc = mlsys_sc_qty(sc, v, key, "", true, out, err);
    if (!rc && (*out != floor(*out) || *out < lo || *out > hi))
        return mlsys_sc_fail(sc, v, err, MLSYS_EFILE, "%s: expected a whole number from %g to %g, "
                       "got '%s'", key, lo, hi, v->s);
    return rc;
}

/* Put value v of device input i into the step request. */
static void set_pass(struct mlsys_step_req *r, int i, const struct mlsys_val *v)
{
    switch (i) {
    case P_PHASE: r->phase = v->choice; break;
    case P_SEQ: r->seq = v->x; break;
    case P_PRECISION: r->base.precision = v->choice; break;
    case P_KV_PRECISION: r->base.kv_precision = v->choice; break;
    case P_COMPUTE_PRECISION: r->base.compute_precision = v->choice; break;
    case P_EFF: r->base.eta_hw = v->x; break;
    case P_RECOMPUTE: r->recompute = (enum mlsys_recompute)v->choice; break;
    default: r->act_frac = v->x; break;
    }
}

/* The device inputs, each checked as iron-law checks its option. */
static int read_pass(struct mlsys_scenario *sc, struct mlsys_err *err)
{
    mlsys_step_req_init(&sc->a.step);
    for (int i = 0; i < P_N; i++) {
        const char *key = pass_defs[i].name;
        const struct mlsys_ynode *v = mlsys_ynode_get(sc->inputs, key);
        const char *text;
        if (!v)
            continue;
        int rc = mlsys_sc_scalar(sc, v, key, &text, err);
        if (rc)
            return rc;
        struct mlsys_val val;
        struct mlsys_err sub;
        mlsys_err_clear(&sub);
        if (mlsys_opt_parse_value(&pass_defs[i], text, &val, &sub)) {
            mlsys_sc_fail(sc, v, err, MLSYS_EFILE, "%s: %s", key, sub.msg);
            if (err)
                err->col = mlsys_ynode_col_at(v, sub.col);
            return MLSYS_EFILE;
        }
        set_pass(&sc->a.step, i, &val);
    }
    sc->a.prefill = sc->a.step.phase == MLSYS_PHASE_PREFILL;
    return 0;
}

/* A catalog name input (required or not); the name as written into *name. */
static int read_name(struct mlsys_scenario *sc, struct mlsys_catalog *cat, const char *key,
                     enum mlsys_catalog_kind kind, bool required, const char **name,
                     const struct mlsys_record **rec, struct mlsys_err *err)
{
    const struct mlsys_ynode *v = mlsys_ynode_get(sc->inputs, key);
    const struct mlsys_record *r;
    *name = NULL;
    if (!v && required)
        return mlsys_sc_fail(sc, sc->inputs, err, MLSYS_EFILE, "inputs: missing required key '%s'",
                       key);
    if (!v)
        return 0;
    int rc = mlsys_sc_find(sc, cat, kind, v, &r, err);
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
                return mlsys_sc_fail(sc, mlsys_ynode_get(in, only[i]), err, MLSYS_EFILE,
                               "%s: only for a cluster (devices > 1)", only[i]);
        return 0;
    }
    if (!a->fabric)
        return mlsys_sc_fail(sc, in, err, MLSYS_EFILE,
                       "inputs: devices > 1 needs a fabric (the network between them)");
    if (isnan(a->batch))
        return mlsys_sc_fail(sc, mlsys_ynode_get(in, "devices"), err, MLSYS_EFILE,
                       "devices: give batch, the global batch per step (each device holds "
                       "batch/devices)");
    if (fmod(a->batch, a->devices) != 0)
        return mlsys_sc_fail(sc, mlsys_ynode_get(in, "batch"), err, MLSYS_EFILE,
                       "batch: %g does not divide evenly over %g devices", a->batch, a->devices);
    if (a->per_node > 0 && fmod(a->devices, a->per_node) != 0)
        return mlsys_sc_fail(sc, mlsys_ynode_get(in, "per_node"), err, MLSYS_EFILE,
                       "per_node: %g does not divide devices (%g)", a->per_node, a->devices);
    if (a->per_node > 0 && (isnan(mlsys_hw_dev_qty(a->hw_rec, MLSYS_HW_SCALEUP_BANDWIDTH).v) ||
                            isnan(mlsys_hw_qty(a->hw_rec, MLSYS_HW_SCALEUP_LATENCY).v)))
        return mlsys_sc_fail(sc, mlsys_ynode_get(in, "per_node"), err, MLSYS_EFILE,
                       "per_node: hardware '%s' has no scale-up link (bandwidth and latency) "
                       "for the links inside a node",
                       a->hw);
    if (isnan(mlsys_wl_count(a->wl_rec, MLSYS_WL_PARAMETERS)))
        return mlsys_sc_fail(sc, mlsys_ynode_get(in, "workload"), err, MLSYS_EFILE,
                       "workload: '%s' has no parameter count for the gradient all-reduce",
                       a->workload);
    return 0;
}

int mlsys_sc_app_load(struct mlsys_scenario *sc, struct mlsys_catalog *cat, struct mlsys_err *err)
{
    struct sc_app *a = &sc->a;
    const struct mlsys_ynode *in = sc->inputs;
    int rc = mlsys_sc_check_keys(sc, in, "inputs", input_keys, NINPUT, err);
    if (!rc)
        rc = read_name(sc, cat, "workload", MLSYS_CAT_WORKLOAD, true, &a->workload, &a->wl_rec,
                       err);
    if (!rc)
        rc = read_name(sc, cat, "hw", MLSYS_CAT_HARDWARE, true, &a->hw, &a->hw_rec, err);
    if (!rc)
        rc = read_name(sc, cat, "grid", MLSYS_CAT_GRID, false, &a->grid, &a->grid_rec, err);
    if (!rc)
        rc = read_name(sc, cat, "fabric", MLSYS_CAT_FABRIC, false, &a->fabric, &a->fabric_rec,
                       err);
    if (!rc)
        rc = read_pass(sc, err);
    if (!rc && !mlsys_ynode_get(in, "slo"))
        rc = mlsys_sc_fail(sc, in, err, MLSYS_EFILE, "inputs: missing required key 'slo'");
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
        rc = opt_qty(sc, "pue", "", false, &a->pue, err);
    if (!rc && a->pue < 1)
        rc = mlsys_sc_fail(sc, mlsys_ynode_get(in, "pue"), err, MLSYS_EFILE,
                           "pue: must be at least 1");
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
        rc = mlsys_sc_fail(sc, mlsys_ynode_get(in, "overlap"), err, MLSYS_EFILE,
                     "overlap: a fraction from 0 to 1");
    if (!rc && !isnan(a->carbon_kg) && !a->grid)
        rc = mlsys_sc_fail(sc, mlsys_ynode_get(in, "carbon_budget"), err, MLSYS_EFILE,
                     "carbon_budget: needs a grid (the carbon intensity)");
    return rc ? rc : check_cluster(sc, err);
}

int mlsys_sc_app_expect(const struct mlsys_scenario *sc, struct sc_expect *ex,
                        struct mlsys_err *err)
{
    for (size_t i = 0; i < NRESULT; i++) {
        if (strcmp(result_keys[i].key, ex->key) != 0)
            continue;
        if (ex->status && !result_keys[i].level)
            return mlsys_sc_fail(sc, ex->node, err, MLSYS_EFILE,
                           "%s: has no status (levels do: feasibility, performance, power, "
                           "energy, carbon, data_rate, verdict)",
                           ex->key);
        if (ex->row)
            return mlsys_sc_fail(sc, ex->row_node, err, MLSYS_EFILE,
                           "%s: has a single value; leave out row:", ex->key);
        return mlsys_sc_expect_kind(sc, ex, result_keys[i].unit, err);
    }
    const char *keys[NRESULT];
    for (size_t i = 0; i < NRESULT; i++)
        keys[i] = result_keys[i].key;
    return mlsys_sc_expect_unknown(sc, ex, keys, NRESULT, err);
}

/* ---- evaluation ---------------------------------------------------------------- */

/* What the models gave, for the levels. */
struct app_run {
    struct mlsys_notes notes;          /* every default applied, in order          */
    struct mlsys_memory_out mem;       /* per device                               */
    double capacity_B;
    struct mlsys_ironlaw_out il;       /* one step of the (global) batch           */
    struct mlsys_energy_in ein;
    struct mlsys_energy_out eout;      /* while that step runs                     */
    struct mlsys_cluster_out cl;       /* devices > 1                              */
};

/* Append src's notes to dst, each once. */
static void merge_notes(struct mlsys_notes *dst, const struct mlsys_notes *src)
{
    for (const char *s = mlsys_notes_next(src, NULL); s; s = mlsys_notes_next(src, s)) {
        bool seen = false;
        for (const char *d = mlsys_notes_next(dst, NULL); d && !seen; d = mlsys_notes_next(dst, d))
            seen = !strcmp(d, s);
        if (!seen)
            mlsys_notes_add(dst, "%s", s);
    }
}

/* The step request with the global batch (per_device: the batch of one
 * device of a cluster), as the iron-law and memory commands set it up. */
static struct mlsys_step_req step_req(const struct sc_app *a, bool per_device, unsigned flags)
{
    struct mlsys_step_req r = a->step;
    r.base.hw = a->hw_rec;
    r.base.wl = a->wl_rec;
    if (!isnan(a->batch))
        r.batch = per_device && a->devices > 1 ? a->batch / a->devices : a->batch;
    r.flags = flags;
    return r;
}

/* Memory per device, then one step by the iron law and its energy. */
static int run_device(const struct sc_app *a, struct app_run *out, struct mlsys_err *err)
{
    struct mlsys_notes n;
    mlsys_notes_init(&n);
    struct mlsys_step st;
    struct mlsys_step_req r = step_req(a, true, 0);
    int rc = mlsys_setup_step(&r, &st, &n, err);
    struct mlsys_layout lay = MLSYS_LAYOUT_ONE;
    lay.dp = a->devices;
    if (!rc)
        rc = mlsys_step_memory(&st, MLSYS_OPTIMIZER_ADAM, a->devices > 1 ? (int)a->zero : 0,
                               &lay, &out->mem, err);
    merge_notes(&out->notes, &n);
    out->capacity_B = st.capacity_B;
    MLSYS_NOTES_CLEAR(n);
    r = step_req(a, false, MLSYS_STEP_TIMES);
    if (!rc)
        rc = mlsys_setup_step(&r, &st, &n, err);
    if (!rc)
        rc = mlsys_setup_need_device(&st, err);
    if (!rc)
        rc = mlsys_ironlaw_eval(&st.il, &out->il, err);
    struct mlsys_energy_req er;
    mlsys_energy_req_init(&er);
    er.grid = a->grid_rec;
    er.pue = a->pue;
    double items = st.lowered ? st.low.items : r.batch;
    if (!rc)
        rc = mlsys_setup_energy(&er, &st, items, &out->ein, &n, err);
    if (!rc)
        rc = mlsys_energy_eval(&out->ein, &out->eout, err);
    merge_notes(&out->notes, &n);
    mlsys_notes_free(&n);
    return rc;
}

/* The gradient all-reduce over the fabric (hierarchical inside nodes of
 * per_node devices over the device's scale-up link), then the cluster law
 * with T_compute the iron-law time of the whole batch on one device. The
 * gradients are reduced at mlsys_setup_grad_precision (fp32 with bf16). */
static int run_cluster(const struct sc_app *a, struct app_run *out, struct mlsys_err *err)
{
    struct mlsys_notes n;
    mlsys_notes_init(&n);
    struct mlsys_comm_in c = {.coll = MLSYS_COLL_ALLREDUCE, .algo = MLSYS_ALGO_RING,
                              .ranks = a->devices, .per_node = NAN};
    enum mlsys_precision prec = mlsys_setup_grad_precision(
        mlsys_setup_precision(a->hw_rec, a->step.base.precision, NULL), MLSYS_PRECISION_UNSET,
        &n); /* the gradients, as mlsys train reduces them */
    c.size_B = mlsys_wl_count(a->wl_rec, MLSYS_WL_PARAMETERS) * mlsys_precision_bytes(prec);
    int rc = mlsys_setup_link(a->fabric_rec, NAN, NAN, "", &c.link, &n, err);
    if (a->per_node > 0) {
        c.algo = MLSYS_ALGO_HIERARCHICAL;
        c.per_node = a->per_node;
        c.intra.alpha_s = mlsys_hw_qty(a->hw_rec, MLSYS_HW_SCALEUP_LATENCY).v;
        c.intra.beta_Bps = mlsys_hw_dev_qty(a->hw_rec, MLSYS_HW_SCALEUP_BANDWIDTH).v;
    }
    mlsys_notes_add(&n, "%s", mlsys_comm_formula(c.coll, c.algo));
    struct mlsys_comm_out co;
    if (!rc)
        rc = mlsys_comm_eval(&c, &co, err);
    double nan = NAN;
    struct mlsys_cluster_in in = {
        .devices = a->devices, .t_compute_s = out->il.t_s, .t_comm_s = rc ? nan : co.t_s,
        .comm_B = nan, .link = {nan, nan}, .overlap = isnan(a->overlap) ? 0 : a->overlap,
        .t_sync_s = nan, .straggler_cv = nan, .peak_flops = nan, .mfu = 1, .eta_scaling = nan,
        .goodput = 1, .serial = nan, .params = nan, .tokens = nan, .tokens_per_step = nan};
    if (!rc)
        rc = mlsys_cluster_eval(&in, &out->cl, err);
    if (!rc && out->cl.overlap_capped)
        mlsys_notes_add(&n, "T_overlap capped at T_compute/N: communication cannot hide behind "
                            "more compute than there is");
    merge_notes(&out->notes, &n);
    mlsys_notes_free(&n);
    return rc;
}

/* Append a level: value v (of `family`) held against limit (NaN: no
 * verdict); a FAIL adds key to the failed list. */
static int level(struct mlsys_sc_results *res, const char *key, const char *row, double v,
                 const char *family, double limit, struct mlsys_buf *failed,
                 struct mlsys_err *err)
{
    int rc = mlsys_sc_res_num(res, key, row, v, family, err);
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
static int levels(const struct mlsys_scenario *sc, const struct app_run *run,
                  struct mlsys_sc_results *res, struct mlsys_buf *failed, struct mlsys_err *err)
{
    const struct sc_app *a = &sc->a;
    bool cluster = a->devices > 1;
    double cap = run->capacity_B;
    double t = cluster ? run->cl.t_step_s : run->il.t_s;
    double p = run->eout.power_W * a->devices;
    double e_item = cluster ? p * t : run->eout.e_power_per_item_J;
    double co2 = run->eout.co2_kg;
    double co2_item = cluster ? e_item * run->ein.pue * run->ein.ci_kgpJ
                              : run->eout.co2_per_item_kg;
    int rc = mlsys_sc_res_note(
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
        rc = level(res, "feasibility", "M_total", run->mem.total_B, "B", cap, failed, err);
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
        double host = mlsys_hw_dev_qty(a->hw_rec, MLSYS_HW_HOST_BANDWIDTH).v;
        bool has_host = host > 0;
        rc = level(res, "data_rate", has_host ? "host link" : "memory bandwidth", a->data_rate_Bps,
                   "B/s", has_host ? host : mlsys_hw_dev_qty(a->hw_rec, MLSYS_HW_MEM_BANDWIDTH).v,
                   failed, err);
        if (!rc && !has_host)
            rc = mlsys_sc_res_note(res,
                             "data_rate: the catalog gives this device no host link, so the "
                             "input stream is held against its memory bandwidth",
                             err);
    }
    return rc;
}

int mlsys_sc_app_eval(const struct mlsys_scenario *sc, struct mlsys_ctx *ctx,
                struct mlsys_sc_results *res, struct mlsys_err *err)
{
    (void)ctx;
    struct app_run *run = calloc(1, sizeof *run);
    if (!run)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    mlsys_notes_init(&run->notes);
    struct mlsys_buf failed = {0};
    int rc = run_device(&sc->a, run, err);
    if (!rc && sc->a.devices > 1)
        rc = run_cluster(&sc->a, run, err);
    if (rc) {
        say_err(err);
        rc = mlsys_sc_place(sc, sc->inputs, rc, err);
    }
    if (!rc)
        rc = levels(sc, run, res, &failed, err);
    const char *verdict = failed.len ? "FAIL" : "PASS";
    if (!rc)
        rc = mlsys_sc_res_add(res, "verdict", failed.len ? failed.p : "", mlsys_cell_str(verdict),
                              NULL, err);
    if (!rc)
        res->rows[res->n - 1].status = verdict;
    if (!rc)
        rc = mlsys_sc_res_add(res, "bound", "", mlsys_cell_str(mlsys_bound_name(run->il.bound)),
                              NULL, err);
    if (!rc && sc->a.devices > 1) {
        rc = mlsys_sc_res_num(res, "T_compute", "", run->cl.t_compute_s, "s", err);
        if (!rc)
            rc = mlsys_sc_res_num(res, "T_comm", "", run->cl.t_comm_s, "s", err);
        if (!rc)
            rc = mlsys_sc_res_num(res, "eta_scaling", "", run->cl.eta_scaling, "", err);
    }
    for (const char *t = mlsys_notes_next(&run->notes, NULL); !rc && t;
         t = mlsys_notes_next(&run->notes, t))
        rc = say_note(res, t, err);
    mlsys_buf_free(&failed);
    mlsys_notes_free(&run->notes);
    free(run);
    return rc;
}
