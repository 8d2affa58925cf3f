/* growth.c - the parameter-bandwidth-growth scenario type
 * (reference/seed-scenario-parameter-bandwidth-growth.txt):
 *
 *   bandwidth_index_i = BW_i / BW_baseline          (each accelerator)
 *   dense_index_j     = P_j / P_baseline            (each dense model)
 *   sparse_index_k    = P_k / P_baseline            (each sparse model: total
 *                       parameters; reported, kept out of the growth)
 *   bandwidth_growth  = max_i bandwidth_index_i
 *   parameter_growth  = max_j dense_index_j
 *
 * BW is the catalog's memory.bandwidth, P its parameters. The baselines
 * must be members of their series (so every index is relative to an entry
 * of the series itself).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/text.h"
#include "scenario/scenario_impl.h"

static const char *const input_keys[] = {"accelerators", "baseline_accelerator", "dense_models",
                                         "sparse_models", "baseline_model"};
#define NINPUT (sizeof input_keys / sizeof input_keys[0])

static const char *const result_keys[] = {"bandwidth_index", "dense_index", "sparse_index",
                                          "bandwidth_growth", "parameter_growth"};
#define NRESULT (sizeof result_keys / sizeof result_keys[0])

/* The figure of r that the index divides: memory bandwidth (B/s) or
 * parameters. NaN when the entry lacks it. */
static double figure(const struct mlsys_record *r)
{
    if (mlsys_record_kind(r) == MLSYS_CAT_HARDWARE)
        return mlsys_hw_qty(r, MLSYS_HW_MEM_BANDWIDTH).v;
    return mlsys_wl_count(r, MLSYS_WL_PARAMETERS);
}

/* Read the sequence under key (required unless optional) into m: each item
 * a catalog name of kind, listed once, with the figure the index needs. */
static int read_members(struct mlsys_scenario *sc, struct mlsys_catalog *cat, const char *key,
                        enum mlsys_catalog_kind kind, bool optional, struct sc_members *m,
                        struct mlsys_err *err)
{
    const struct mlsys_ynode *v = mlsys_ynode_get(sc->inputs, key);
    if (!v && optional)
        return 0;
    if (!v)
        return mlsys_sc_fail(sc, sc->inputs, err, MLSYS_EFILE, "inputs: missing required key '%s'",
                       key);
    if (v->kind != MLSYS_Y_SEQ)
        return mlsys_sc_fail(sc, v, err, MLSYS_EFILE, "%s: expected a list of %s names, not %s",
                             key, mlsys_catalog_kind_name(kind), mlsys_ynode_kind_name(v));
    if (!v->n && !optional)
        return mlsys_sc_fail(sc, v, err, MLSYS_EFILE, "%s: empty list", key);
    m->names = calloc(v->n ? v->n : 1, sizeof *m->names);
    m->recs = calloc(v->n ? v->n : 1, sizeof *m->recs);
    if (!m->names || !m->recs)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    for (size_t i = 0; i < v->n; i++) {
        const struct mlsys_ynode *it = v->items[i];
        const struct mlsys_record *r;
        int rc = mlsys_sc_find(sc, cat, kind, it, &r, err);
        if (rc)
            return rc;
        for (size_t j = 0; j < m->n; j++)
            if (m->recs[j] == r)
                return mlsys_sc_fail(sc, it, err, MLSYS_EFILE, "%s: '%s' is listed twice (as '%s')",
                               key, it->s, m->names[j]);
        double f = figure(r);
        if (!(f > 0))
            return mlsys_sc_fail(sc, it, err, MLSYS_EFILE, "%s: '%s' has no %s in the catalog", key,
                           it->s,
                           kind == MLSYS_CAT_HARDWARE ? "memory bandwidth" : "parameter count");
        m->names[m->n] = it->s;
        m->recs[m->n++] = r;
    }
    return 0;
}

/* The baseline named under key must be one of m; its index into *at. */
static int read_baseline(struct mlsys_scenario *sc, struct mlsys_catalog *cat, const char *key,
                         const char *series, enum mlsys_catalog_kind kind,
                         const struct sc_members *m, size_t *at, struct mlsys_err *err)
{
    const struct mlsys_ynode *v = mlsys_ynode_get(sc->inputs, key);
    if (!v)
        return mlsys_sc_fail(sc, sc->inputs, err, MLSYS_EFILE, "inputs: missing required key '%s'",
                       key);
    const struct mlsys_record *r;
    int rc = mlsys_sc_find(sc, cat, kind, v, &r, err);
    if (rc)
        return rc;
    for (size_t i = 0; i < m->n; i++)
        if (m->recs[i] == r) {
            *at = i;
            return 0;
        }
    char list[400];
    size_t len = 0;
    list[0] = '\0';
    for (size_t i = 0; i < m->n && len + 1 < sizeof list; i++) {
        int k = snprintf(list + len, sizeof list - len, "%s%s", i ? ", " : "", m->names[i]);
        if (k > 0)
            len += (size_t)k;
    }
    return mlsys_sc_fail(sc, v, err, MLSYS_EFILE, "%s '%s' is not one of the %s (%s)", key, v->s,
                   series, list);
}

int mlsys_sc_growth_load(struct mlsys_scenario *sc, struct mlsys_catalog *cat,
                         struct mlsys_err *err)
{
    struct sc_growth *g = &sc->g;
    int rc = mlsys_sc_check_keys(sc, sc->inputs, "inputs", input_keys, NINPUT, err);
    if (!rc)
        rc = read_members(sc, cat, "accelerators", MLSYS_CAT_HARDWARE, false, &g->acc, err);
    if (!rc)
        rc = read_members(sc, cat, "dense_models", MLSYS_CAT_WORKLOAD, false, &g->dense, err);
    if (!rc)
        rc = read_members(sc, cat, "sparse_models", MLSYS_CAT_WORKLOAD, true, &g->sparse, err);
    if (!rc)
        rc = read_baseline(sc, cat, "baseline_accelerator", "accelerators", MLSYS_CAT_HARDWARE,
                           &g->acc, &g->acc_base, err);
    if (!rc)
        rc = read_baseline(sc, cat, "baseline_model", "dense_models", MLSYS_CAT_WORKLOAD,
                           &g->dense, &g->dense_base, err);
    for (size_t i = 0; !rc && i < g->sparse.n; i++)
        for (size_t j = 0; j < g->dense.n; j++)
            if (g->sparse.recs[i] == g->dense.recs[j])
                return mlsys_sc_fail(sc, mlsys_ynode_get(sc->inputs, "sparse_models")->items[i],
                                     err, MLSYS_EFILE, "sparse_models: '%s' is also a dense model",
                                     g->sparse.names[i]);
    return rc;
}

void mlsys_sc_growth_free(struct mlsys_scenario *sc)
{
    struct sc_members *all[] = {&sc->g.acc, &sc->g.dense, &sc->g.sparse};
    for (size_t i = 0; i < 3; i++) {
        free(all[i]->names);
        free(all[i]->recs);
    }
}

int mlsys_sc_growth_expect(const struct mlsys_scenario *sc, struct sc_expect *ex,
                     struct mlsys_err *err)
{
    const struct sc_members *m = NULL;
    const char *series = NULL;
    if (!strcmp(ex->key, "bandwidth_index"))
        m = &sc->g.acc, series = "accelerators";
    else if (!strcmp(ex->key, "dense_index"))
        m = &sc->g.dense, series = "dense_models";
    else if (!strcmp(ex->key, "sparse_index"))
        m = &sc->g.sparse, series = "sparse_models";
    else if (strcmp(ex->key, "bandwidth_growth") != 0 && strcmp(ex->key, "parameter_growth") != 0)
        return mlsys_sc_expect_unknown(sc, ex, result_keys, NRESULT, err);
    if (ex->status)
        return mlsys_sc_fail(sc, ex->node, err, MLSYS_EFILE, "%s: has no status (only application "
                       "levels do)", ex->key);
    int rc = mlsys_sc_expect_kind(sc, ex, "", err);
    if (rc)
        return rc;
    if (!m) {
        if (ex->row)
            return mlsys_sc_fail(sc, ex->row_node, err, MLSYS_EFILE,
                           "%s: has a single value; leave out row:", ex->key);
        return 0;
    }
    if (!ex->row)
        return mlsys_sc_fail(sc, ex->node, err, MLSYS_EFILE,
                       "%s: one value per member; say which with row: (one of the %s)", ex->key,
                       series);
    for (size_t i = 0; i < m->n; i++)
        if (mlsys_text_ieq(ex->row, m->names[i]) ||
            mlsys_text_ieq(ex->row, mlsys_record_name(m->recs[i]))) {
            ex->row = m->names[i]; /* the result rows are labelled as written */
            ex->row_index = 0;
            return 0;
        }
    return mlsys_sc_fail(sc, ex->row_node, err, MLSYS_EFILE, "%s: row '%s' is not one of the %s",
                   ex->key, ex->row, series);
}

/* Emit the index of every member of m against base, under key; the
 * largest into *max and its member into *arg. */
static int indices(struct mlsys_sc_results *res, const char *key, const struct sc_members *m,
                   double base, double *max, size_t *arg, struct mlsys_err *err)
{
    *max = -INFINITY;
    *arg = 0;
    for (size_t i = 0; i < m->n; i++) {
        double x = figure(m->recs[i]) / base;
        if (x > *max) {
            *max = x;
            *arg = i;
        }
        int rc = mlsys_sc_res_num(res, key, m->names[i], x, "", err);
        if (rc)
            return rc;
    }
    return 0;
}

int mlsys_sc_growth_eval(const struct mlsys_scenario *sc, struct mlsys_sc_results *res,
                   struct mlsys_err *err)
{
    const struct sc_growth *g = &sc->g;
    double bw0 = figure(g->acc.recs[g->acc_base]), p0 = figure(g->dense.recs[g->dense_base]);
    double bmax, pmax, smax;
    size_t barg, parg, sarg;
    int rc = indices(res, "bandwidth_index", &g->acc, bw0, &bmax, &barg, err);
    if (!rc)
        rc = indices(res, "dense_index", &g->dense, p0, &pmax, &parg, err);
    if (!rc)
        rc = indices(res, "sparse_index", &g->sparse, p0, &smax, &sarg, err);
    if (!rc)
        rc = mlsys_sc_res_num(res, "bandwidth_growth", g->acc.names[barg], bmax, "", err);
    if (!rc)
        rc = mlsys_sc_res_num(res, "parameter_growth", g->dense.names[parg], pmax, "", err);
    char note[200];
    snprintf(note, sizeof note,
             "indices relative to %s (memory bandwidth) and %s (parameters); sparse models are "
             "reported but kept out of parameter_growth",
             g->acc.names[g->acc_base], g->dense.names[g->dense_base]);
    if (!rc)
        rc = mlsys_sc_res_note(res, note, err);
    return rc;
}
