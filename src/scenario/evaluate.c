/* evaluate.c - the evaluate scenario type: one command run on a fixed
 * options map, its output keys checked by the expectations.
 *
 *   inputs:
 *     command: iron-law            (or "catalog show", a subcommand)
 *     options: { hw: h100, dvol: "140 GB / 2", ... }
 *
 * Option names are the command's long names without dashes; values are
 * the text the command line would take ("3.35 TB/s", "1,2,4" sweeps, a
 * list for a repeatable option, true for a flag). Each value is checked
 * when the file is loaded, and the whole set is bound once, so a missing
 * required option is a load error too.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run/sweep.h"
#include "core/text.h"
#include "scenario/scenario_impl.h"

static const char *const input_keys[] = {"command", "options"};

/* The command named by inputs.command. */
static int read_command(struct mlsys_scenario *sc, struct mlsys_err *err)
{
    const struct mlsys_ynode *v = mlsys_ynode_get(sc->inputs, "command");
    const char *name;
    if (!v)
        return mlsys_sc_fail(sc, sc->inputs, err, MLSYS_EFILE,
                       "inputs: missing required key 'command'");
    int rc = mlsys_sc_scalar(sc, v, "command", &name, err);
    if (rc)
        return rc;
    struct sc_evaluate *e = &sc->e;
    e->cmd = mlsys_sc_command(sc, name, e->fullname, sizeof e->fullname);
    char end = e->fullname[8];
    bool self = !strncmp(e->fullname, "scenario", 8) && (end == '\0' || end == ' ');
    if (e->cmd && self)
        return mlsys_sc_fail(sc, v, err, MLSYS_EFILE, "command: a scenario cannot run 'scenario'");
    if (e->cmd && !e->cmd->eval && !e->cmd->search) {
        char subs[200] = "";
        size_t len = 0;
        for (size_t i = 0; e->cmd->subs[i] && len + 1 < sizeof subs; i++) {
            int k = snprintf(subs + len, sizeof subs - len, "%s%s", i ? ", " : "",
                             e->cmd->subs[i]->name);
            if (k > 0)
                len += (size_t)k;
        }
        return mlsys_sc_fail(sc, v, err, MLSYS_EFILE,
                       "command: '%s' needs a subcommand, e.g. '%s %s' (one of %s)", name,
                       e->cmd->name, e->cmd->subs[0]->name, subs);
    }
    if (e->cmd)
        return 0;
    /* every command but scenario is a candidate (no fixed cap on the table) */
    size_t ncmd = 0;
    while (sc->commands && sc->commands[ncmd])
        ncmd++;
    const char **cands = malloc((ncmd ? ncmd : 1) * sizeof *cands);
    if (!cands)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory looking up command '%.40s'", name);
    size_t n = 0;
    for (size_t i = 0; i < ncmd; i++)
        if (strcmp(sc->commands[i]->name, "scenario") != 0)
            cands[n++] = sc->commands[i]->name;
    const char *s = mlsys_text_suggest(name, cands, n);
    free(cands);
    if (s)
        return mlsys_sc_fail(sc, v, err, MLSYS_EFILE,
                             "command: unknown command '%.40s'; did you mean "
                             "'%s'?", name, s);
    return mlsys_sc_fail(sc, v, err, MLSYS_EFILE, "command: unknown command '%.40s'", name);
}

/* The option of the command called key, or an error naming the closest. */
static int find_option(struct mlsys_scenario *sc, const struct mlsys_ynode *key,
                       const struct mlsys_optdef **out, struct mlsys_err *err)
{
    const struct mlsys_cmddef *cmd = sc->e.cmd;
    const char *names[MLSYS_MAX_OPTS];
    size_t n = 0;
    struct mlsys_optlist opts;
    mlsys_cmd_optlist(cmd, &opts);
    for (size_t i = 0; i < opts.n; i++) {
        if (mlsys_opt_named(opts.d[i], key->s)) {
            *out = opts.d[i];
            return 0;
        }
        names[n++] = opts.d[i]->name;
    }
    char what[96];
    snprintf(what, sizeof what, "the options of %s", sc->e.fullname);
    return mlsys_sc_unknown_key(sc, key, what, names, n, err);
}

/* Check one value text of option d at node: its parsed form, or for a
 * catalog name every name of a list. Lists and ranges are left to the
 * binding of the whole set. */
static int check_value(struct mlsys_scenario *sc, struct mlsys_catalog *cat,
                       const struct mlsys_optdef *d, const struct mlsys_ynode *node,
                       const char *text, struct mlsys_err *err)
{
    if (d->kind == MLSYS_OPT_NAME) {
        enum mlsys_catalog_kind kind;
        if (mlsys_catalog_kind_parse(d->choices, &kind, NULL) || !strcmp(text, "all"))
            return 0;
        for (const char *p = text; *p;) {
            size_t len = strcspn(p, ",");
            char name[128];
            snprintf(name, sizeof name, "%.*s", (int)(len < sizeof name ? len : sizeof name - 1),
                     p);
            const struct mlsys_record *r;
            int rc = mlsys_catalog_find(cat, kind, name, &r, err);
            if (rc) {
                mlsys_err_where(err, "--%s", d->name);
                return mlsys_sc_place(sc, node, rc, err);
            }
            p += len + (p[len] == ',');
        }
        return 0;
    }
    if (d->kind == MLSYS_OPT_TEXT || strchr(text, ',') || strstr(text, ".."))
        return 0;
    struct mlsys_val v;
    struct mlsys_err sub;
    mlsys_err_clear(&sub);
    if (!mlsys_opt_parse_value(d, text, &v, &sub))
        return 0;
    mlsys_sc_fail(sc, node, err, MLSYS_EFILE, "%s: %s", d->name, sub.msg);
    if (err)
        err->col = mlsys_ynode_col_at(node, sub.col);
    return MLSYS_EFILE;
}

/* Add option d with the value node v (scalar, list, flag) to the set. */
static int add_option(struct mlsys_scenario *sc, struct mlsys_catalog *cat,
                      const struct mlsys_optdef *d, const struct mlsys_ynode *v,
                      struct mlsys_err *err)
{
    struct mlsys_optset *set = &sc->e.set;
    if (d->kind == MLSYS_OPT_FLAG) {
        if (v->kind != MLSYS_Y_SCALAR || (strcmp(v->s, "true") && strcmp(v->s, "false")))
            return mlsys_sc_fail(sc, v, err, MLSYS_EFILE, "%s: a flag takes true or false",
                                 d->name);
        return strcmp(v->s, "true") ? 0 : mlsys_optset_add(set, d, NULL, err);
    }
    if (v->kind == MLSYS_Y_MAP)
        return mlsys_sc_fail(sc, v, err, MLSYS_EFILE,
                             "%s: expected a value or a list, not a mapping", d->name);
    if (v->kind == MLSYS_Y_SCALAR) {
        const char *text;
        int rc = mlsys_sc_scalar(sc, v, d->name, &text, err);
        if (!rc)
            rc = check_value(sc, cat, d, v, text, err);
        return rc ? rc : mlsys_optset_add(set, d, text, err);
    }
    if (!v->n)
        return mlsys_sc_fail(sc, v, err, MLSYS_EFILE, "%s: empty list", d->name);
    struct mlsys_buf joined = {0};
    for (size_t i = 0; i < v->n; i++) {
        const char *text;
        int rc = mlsys_sc_scalar(sc, v->items[i], d->name, &text, err);
        if (!rc)
            rc = check_value(sc, cat, d, v->items[i], text, err);
        if (!rc && (d->flags & MLSYS_OPTF_REPEAT))
            rc = mlsys_optset_add(set, d, text, err);
        else if (!rc)
            rc = mlsys_buf_printf(&joined, "%s%s", i ? "," : "", text)
                     ? mlsys_err_set(err, MLSYS_ENOMEM, "out of memory")
                     : 0;
        if (rc) {
            mlsys_buf_free(&joined);
            return rc;
        }
    }
    if (d->flags & MLSYS_OPTF_REPEAT)
        return 0;
    if (!mlsys_sc_own(sc, joined.p))
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    return mlsys_optset_add(set, d, joined.p, err);
}

int mlsys_sc_evaluate_load(struct mlsys_scenario *sc, struct mlsys_catalog *cat,
                           struct mlsys_err *err)
{
    int rc = mlsys_sc_check_keys(sc, sc->inputs, "inputs", input_keys, 2, err);
    if (!rc)
        rc = read_command(sc, err);
    if (rc)
        return rc;
    const struct mlsys_ynode *opts = mlsys_ynode_get(sc->inputs, "options");
    if (opts && opts->kind != MLSYS_Y_MAP)
        return mlsys_sc_fail(sc, opts, err, MLSYS_EFILE, "options: expected a mapping, not %s",
                       mlsys_ynode_kind_name(opts));
    for (size_t i = 0; opts && i < opts->n; i++) {
        const struct mlsys_optdef *d = NULL;
        rc = find_option(sc, opts->pairs[i].key, &d, err);
        if (!rc)
            rc = add_option(sc, cat, d, opts->pairs[i].val, err);
        if (rc)
            return rc;
    }
    struct mlsys_ctx ctx = {.catalog = cat};
    struct mlsys_sweep *sw = NULL;
    struct mlsys_optlist list;
    mlsys_cmd_optlist(sc->e.cmd, &list);
    rc = mlsys_sweep_bind(list.d, list.n, &sc->e.set, &ctx, &sw, err);
    mlsys_sweep_free(sw);
    if (rc) {
        mlsys_err_where(err, "%s", sc->e.fullname);
        return mlsys_sc_place(sc, opts ? opts : sc->inputs, rc, err);
    }
    return 0;
}

void mlsys_sc_evaluate_free(struct mlsys_scenario *sc)
{
    mlsys_optset_free(&sc->e.set);
}

int mlsys_sc_evaluate_expect(const struct mlsys_scenario *sc, struct sc_expect *ex,
                       struct mlsys_err *err)
{
    const struct mlsys_cmddef *cmd = sc->e.cmd;
    if (ex->status)
        return mlsys_sc_fail(sc, ex->node, err, MLSYS_EFILE,
                       "%s: has no status (only application levels do)", ex->key);
    if (ex->row && !ex->row_index)
        return mlsys_sc_fail(sc, ex->row_node, err, MLSYS_EFILE,
                       "%s: row: expected the number of a row of the output (1, 2, ...)",
                       ex->key);
    for (size_t i = 0; i < cmd->ncols; i++) {
        const struct mlsys_coldef *c = &cmd->cols[i];
        if (strcmp(c->key, ex->key) != 0)
            continue;
        if (c->flags & MLSYS_COL_DYNAMIC)
            return 0; /* the unit is the row's: checked when evaluated */
        return mlsys_sc_expect_kind(sc, ex, c->unit, err);
    }
    /* the inputs a sweep adds as columns ("batch" for --batch 1,8) */
    for (size_t i = 0; i < sc->e.set.n; i++) {
        char key[64];
        snprintf(key, sizeof key, "%s", sc->e.set.a[i].def->name);
        for (char *p = key; *p; p++)
            *p = *p == '-' ? '_' : *p;
        if (strcmp(key, ex->key) != 0)
            continue;
        const struct mlsys_optdef *d = sc->e.set.a[i].def;
        return mlsys_sc_expect_kind(sc, ex, d->kind == MLSYS_OPT_QTY     ? d->unit
                                      : d->kind == MLSYS_OPT_COUNT ? ""
                                                                   : NULL,
                              err);
    }
    const char *keys[128];
    size_t n = 0;
    for (size_t i = 0; i < cmd->ncols && n < 128; i++)
        keys[n++] = cmd->cols[i].key;
    return mlsys_sc_expect_unknown(sc, ex, keys, n, err);
}

int mlsys_sc_evaluate_eval(const struct mlsys_scenario *sc, struct mlsys_ctx *ctx,
                     struct mlsys_sc_results *res, struct mlsys_err *err)
{
    struct mlsys_ctx inner = *ctx;
    inner.shard_k = inner.shard_n = 0;
    int rc = mlsys_sc_run_command(sc->e.cmd, sc->e.fullname, &sc->e.set, &inner, res, err);
    return rc ? mlsys_sc_place(sc, sc->inputs, rc, err) : 0;
}
