/* scenario.c - loading scenario files: the common header (name, type,
 * title, source, notes, inputs, expect), the shipped scenarios, the loader
 * helpers the types share, and evaluation by type. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/text.h"
#include "mlsys/units.h"
#include "scenario/scenario_impl.h"

static const char *const type_names[MLSYS_SC_NTYPES] = {
    [MLSYS_SC_GROWTH] = "parameter-bandwidth-growth",
    [MLSYS_SC_EVALUATE] = "evaluate",
    [MLSYS_SC_APPLICATION] = "application",
};

const char *mlsys_sc_type_name(enum mlsys_sc_type t)
{
    return (unsigned)t < MLSYS_SC_NTYPES ? type_names[t] : "?";
}

/* ---- helpers shared by the types --------------------------------------- */

int mlsys_sc_fail(const struct mlsys_scenario *sc, const struct mlsys_ynode *node,
            struct mlsys_err *err, int code, const char *fmt, ...)
{
    char msg[MLSYS_ERR_MSG_MAX];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return mlsys_ydoc_error(sc->doc, node, err, code, "%s", msg);
}

int mlsys_sc_place(const struct mlsys_scenario *sc, const struct mlsys_ynode *node, int rc,
             struct mlsys_err *err)
{
    if (!err || err->file[0])
        return rc;
    if (err->where[0]) {
        char msg[sizeof err->where + MLSYS_ERR_MSG_MAX + 2];
        snprintf(msg, sizeof msg, "%s: %s", err->where, err->msg);
        size_t n = strlen(msg);
        n = n < sizeof err->msg ? n : sizeof err->msg - 1;
        memcpy(err->msg, msg, n);
        err->msg[n] = '\0';
        err->where[0] = '\0';
    }
    mlsys_err_at(err, mlsys_ydoc_file(sc->doc), node ? node->line : 1, node ? node->col : 1);
    return rc;
}

int mlsys_sc_unknown_key(const struct mlsys_scenario *sc, const struct mlsys_ynode *key,
                   const char *what, const char *const *allowed, size_t n,
                   struct mlsys_err *err)
{
    char list[900];
    mlsys_text_join(allowed, n, list, sizeof list);
    const char *s = mlsys_text_suggest(key->s, allowed, n);
    if (s)
        return mlsys_sc_fail(sc, key, err, MLSYS_EFILE,
                       "unknown key '%.40s' in %s; did you mean '%s'? (allowed: %s)", key->s,
                       what, s, list);
    return mlsys_sc_fail(sc, key, err, MLSYS_EFILE, "unknown key '%.40s' in %s (allowed: %s)",
                         key->s, what, list);
}

int mlsys_sc_check_keys(const struct mlsys_scenario *sc, const struct mlsys_ynode *map,
                  const char *what, const char *const *allowed, size_t n,
                  struct mlsys_err *err)
{
    for (size_t i = 0; i < map->n; i++) {
        const struct mlsys_ynode *k = map->pairs[i].key;
        bool known = false;
        for (size_t j = 0; j < n && !known; j++)
            known = !strcmp(k->s, allowed[j]);
        if (!known)
            return mlsys_sc_unknown_key(sc, k, what, allowed, n, err);
    }
    return 0;
}

int mlsys_sc_scalar(const struct mlsys_scenario *sc, const struct mlsys_ynode *node,
                    const char *key, const char **out, struct mlsys_err *err)
{
    if (node->kind != MLSYS_Y_SCALAR)
        return mlsys_sc_fail(sc, node, err, MLSYS_EFILE, "%s: expected a scalar, not %s", key,
                       mlsys_ynode_kind_name(node));
    if (node->len == 0)
        return mlsys_sc_fail(sc, node, err, MLSYS_EFILE, "%s: empty value", key);
    *out = node->s;
    return 0;
}

char *mlsys_sc_own(struct mlsys_scenario *sc, char *s)
{
    if (!s)
        return NULL;
    char **o = realloc(sc->owned, (sc->nowned + 1) * sizeof *o);
    if (!o) {
        free(s);
        return NULL;
    }
    sc->owned = o;
    sc->owned[sc->nowned++] = s;
    return s;
}

int mlsys_sc_find(const struct mlsys_scenario *sc, struct mlsys_catalog *cat,
                  enum mlsys_catalog_kind kind, const struct mlsys_ynode *node,
                  const struct mlsys_record **out, struct mlsys_err *err)
{
    if (node->kind != MLSYS_Y_SCALAR || !node->len)
        return mlsys_sc_fail(sc, node, err, MLSYS_EFILE, "expected a %s name, not %s",
                       mlsys_catalog_kind_name(kind),
                       node->kind == MLSYS_Y_SCALAR ? "an empty value"
                                                    : mlsys_ynode_kind_name(node));
    int rc = mlsys_catalog_find(cat, kind, node->s, out, err);
    return rc ? mlsys_sc_place(sc, node, rc, err) : 0;
}

int mlsys_sc_qty(const struct mlsys_scenario *sc, const struct mlsys_ynode *node, const char *key,
           const char *unit, bool nonneg, double *out, struct mlsys_err *err)
{
    const char *text = NULL;
    int rc = mlsys_sc_scalar(sc, node, key, &text, err);
    if (rc)
        return rc;
    struct mlsys_err sub;
    mlsys_err_clear(&sub);
    mlsys_qty q = mlsys_qty_num(0);
    rc = unit[0] ? mlsys_units_parse_as(text, unit, &q, &sub)
                 : mlsys_units_parse_count(text, &q.v, &sub);
    if (rc) {
        mlsys_sc_fail(sc, node, err, MLSYS_EFILE, "%s: %s", key, sub.msg);
        if (err)
            err->col = mlsys_ynode_col_at(node, sub.col);
        return MLSYS_EFILE;
    }
    if (nonneg ? !(q.v >= 0) : !(q.v > 0))
        return mlsys_sc_fail(sc, node, err, MLSYS_EFILE, "%s: must be %s, got '%s'", key,
                       nonneg ? "zero or more" : "greater than zero", text);
    *out = q.v;
    return 0;
}

int mlsys_sc_expect_kind(const struct mlsys_scenario *sc, const struct sc_expect *ex,
                         const char *unit, struct mlsys_err *err)
{
    if (!ex->value_node)
        return 0;
    if (!unit) {
        if (ex->numeric)
            return mlsys_sc_fail(sc, ex->value_node, err, MLSYS_EFILE,
                           "%s: the result is text, not a number; expected value is '%s'",
                           ex->key, ex->value_node->s);
        return 0;
    }
    if (!ex->numeric)
        return mlsys_sc_fail(sc, ex->value_node, err, MLSYS_EFILE,
                       "%s: expected a number%s%s, not '%s'", ex->key, unit[0] ? " in " : "",
                       unit, ex->value_node->s);
    mlsys_qty want = mlsys_qty_num(1);
    if (unit[0] && strcmp(unit, "%") != 0 && mlsys_units_parse_unit(unit, &want, NULL))
        return mlsys_sc_fail(sc, ex->value_node, err, MLSYS_EFILE, "internal: unit '%s'", unit);
    if (!mlsys_qty_same_dim(want, ex->value)) {
        char got[64], exp[64];
        mlsys_qty_unit_name(ex->value.dim, got, sizeof got);
        mlsys_qty_unit_name(want.dim, exp, sizeof exp);
        if (!exp[0])
            return mlsys_sc_fail(sc, ex->value_node, err, MLSYS_EFILE,
                           "%s: expected a plain number (a count), got a quantity in %s", ex->key,
                           got);
        if (got[0])
            return mlsys_sc_fail(sc, ex->value_node, err, MLSYS_EFILE,
                           "%s: expected a quantity in %s, got one in %s", ex->key, exp, got);
        return mlsys_sc_fail(sc, ex->value_node, err, MLSYS_EFILE,
                       "%s: expected a quantity in %s, got a plain number (write the unit, "
                       "e.g. '%s %s')",
                       ex->key, exp, ex->value_node->s, strcmp(unit, "%") ? unit : exp);
    }
    return 0;
}

int mlsys_sc_expect_unknown(const struct mlsys_scenario *sc, const struct sc_expect *ex,
                      const char *const *keys, size_t n, struct mlsys_err *err)
{
    char list[900];
    mlsys_text_join(keys, n, list, sizeof list);
    const char *s = mlsys_text_suggest(ex->key, keys, n);
    if (s)
        return mlsys_sc_fail(sc, ex->key_node, err, MLSYS_EFILE,
                       "expect: unknown key '%.40s'; did you mean '%s'? (keys: %s)", ex->key, s,
                       list);
    return mlsys_sc_fail(sc, ex->key_node, err, MLSYS_EFILE,
                         "expect: unknown key '%.40s' (keys: %s)", ex->key, list);
}

/* ---- the header ------------------------------------------------------------ */

static const char *const top_keys[] = {"name",   "type",   "title", "source",
                                       "notes",  "inputs", "expect"};
#define NTOP (sizeof top_keys / sizeof top_keys[0])

/* A required text field of the header, or an optional one (may be NULL). */
static int header_text(struct mlsys_scenario *sc, const char *key, bool required,
                       const char **out, struct mlsys_err *err)
{
    const struct mlsys_ynode *v = mlsys_ynode_get(sc->root, key);
    *out = NULL;
    if (!v) {
        if (!required)
            return 0;
        return mlsys_sc_fail(sc, sc->root, err, MLSYS_EFILE, "missing required key '%s'", key);
    }
    return mlsys_sc_scalar(sc, v, key, out, err);
}

/* The name: letters, digits, '_', '-', '.', equal to the file stem (when
 * the file has a name). */
static int check_name(struct mlsys_scenario *sc, struct mlsys_err *err)
{
    const struct mlsys_ynode *v = mlsys_ynode_get(sc->root, "name");
    for (const char *p = sc->name; *p; p++) {
        char c = *p;
        bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                  c == '_' || c == '-' || c == '.';
        if (!ok)
            return mlsys_sc_fail(sc, v, err, MLSYS_EFILE,
                           "name '%.60s': only letters, digits, '_', '-' and '.' are allowed",
                           sc->name);
    }
    char stem[256];
    mlsys_text_file_stem(mlsys_ydoc_file(sc->doc), (const char *const[]){".yaml", ".yml", NULL},
                         stem, sizeof stem);
    if (!sc->nameless && strcmp(stem, sc->name) != 0)
        return mlsys_sc_fail(sc, v, err, MLSYS_EFILE,
                             "name '%.60s' does not match the file name '%s'", sc->name, stem);
    return 0;
}

/* The type: one of the type names. */
static int check_type(struct mlsys_scenario *sc, const char *text, struct mlsys_err *err)
{
    for (int t = 0; t < MLSYS_SC_NTYPES; t++)
        if (!strcmp(text, type_names[t])) {
            sc->type = (enum mlsys_sc_type)t;
            return 0;
        }
    const struct mlsys_ynode *v = mlsys_ynode_get(sc->root, "type");
    const char *s = mlsys_text_suggest(text, type_names, MLSYS_SC_NTYPES);
    if (s)
        return mlsys_sc_fail(sc, v, err, MLSYS_EFILE,
                       "unknown type '%.40s'; did you mean '%s'? (types: %s, %s, %s)", text, s,
                       type_names[0], type_names[1], type_names[2]);
    return mlsys_sc_fail(sc, v, err, MLSYS_EFILE, "unknown type '%.40s' (types: %s, %s, %s)", text,
                   type_names[0], type_names[1], type_names[2]);
}

/* Check the header, the inputs of the type, then the expectations. */
static int load(struct mlsys_scenario *sc, struct mlsys_catalog *cat, struct mlsys_err *err)
{
    sc->root = mlsys_ydoc_root(sc->doc);
    if (!sc->root)
        return mlsys_sc_fail(sc, NULL, err, MLSYS_EFILE,
                       "empty file; expected a mapping (name, type, title, source, inputs, "
                       "expect)");
    if (sc->root->kind != MLSYS_Y_MAP)
        return mlsys_sc_fail(sc, sc->root, err, MLSYS_EFILE,
                       "expected a mapping (name, type, title, source, inputs, expect), not %s",
                       mlsys_ynode_kind_name(sc->root));
    const char *type = NULL;
    int rc = mlsys_sc_check_keys(sc, sc->root, "the scenario", top_keys, NTOP, err);
    if (!rc)
        rc = header_text(sc, "name", true, &sc->name, err);
    if (!rc)
        rc = check_name(sc, err);
    if (!rc)
        rc = header_text(sc, "type", true, &type, err);
    if (!rc)
        rc = check_type(sc, type, err);
    if (!rc)
        rc = header_text(sc, "title", true, &sc->title, err);
    if (!rc)
        rc = header_text(sc, "source", true, &sc->source, err);
    if (!rc)
        rc = header_text(sc, "notes", false, &sc->notes, err);
    if (rc)
        return rc;
    sc->inputs = mlsys_ynode_get(sc->root, "inputs");
    if (!sc->inputs)
        return mlsys_sc_fail(sc, sc->root, err, MLSYS_EFILE, "missing required key 'inputs'");
    if (sc->inputs->kind != MLSYS_Y_MAP)
        return mlsys_sc_fail(sc, sc->inputs, err, MLSYS_EFILE, "inputs: expected a mapping, not %s",
                       mlsys_ynode_kind_name(sc->inputs));
    switch (sc->type) {
    case MLSYS_SC_GROWTH: rc = mlsys_sc_growth_load(sc, cat, err); break;
    case MLSYS_SC_EVALUATE: rc = mlsys_sc_evaluate_load(sc, cat, err); break;
    default: rc = mlsys_sc_app_load(sc, cat, err); break;
    }
    if (!rc)
        rc = mlsys_sc_expect_parse(sc, err);
    for (size_t i = 0; !rc && i < sc->nex; i++) {
        struct sc_expect *ex = &sc->ex[i];
        switch (sc->type) {
        case MLSYS_SC_GROWTH: rc = mlsys_sc_growth_expect(sc, ex, err); break;
        case MLSYS_SC_EVALUATE: rc = mlsys_sc_evaluate_expect(sc, ex, err); break;
        default: rc = mlsys_sc_app_expect(sc, ex, err); break;
        }
    }
    return rc;
}

/* mlsys_scenario_parse, with the name checked against the file name
 * unless nameless. */
static int parse(const char *buf, size_t len, const char *file, bool nameless,
                 struct mlsys_ctx *ctx, struct mlsys_scenario **out, struct mlsys_err *err)
{
    *out = NULL;
    struct mlsys_scenario *sc = calloc(1, sizeof *sc);
    if (!sc)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    sc->nameless = nameless;
    sc->commands = ctx->commands;
    int rc = mlsys_ydoc_parse(buf, len, file, &sc->doc, err);
    if (!rc)
        rc = load(sc, ctx->catalog, err);
    if (rc) {
        mlsys_scenario_free(sc);
        return rc;
    }
    *out = sc;
    return 0;
}

int mlsys_scenario_parse(const char *buf, size_t len, const char *file, struct mlsys_ctx *ctx,
                         struct mlsys_scenario **out, struct mlsys_err *err)
{
    return parse(buf, len, file, false, ctx, out, err);
}

/* Contract in scenario.h. The file is read once, into memory, and only a
 * regular file has a name the scenario's must match. */
int mlsys_scenario_load(const char *path, struct mlsys_ctx *ctx, struct mlsys_scenario **out,
                        struct mlsys_err *err)
{
    *out = NULL;
    bool std_in = !strcmp(path, "-");
    const char *file = std_in ? "<stdin>" : path;
    FILE *f = std_in ? stdin : mlsys_fopen_read(path); /* a FIFO without writer: no hang */
    if (!f) {
        mlsys_err_set(err, MLSYS_EFILE, "cannot read: %s", strerror(errno));
        mlsys_err_at(err, path, 0, 0);
        return MLSYS_EFILE;
    }
    struct stat st;
    bool named = !std_in && !fstat(fileno(f), &st) && S_ISREG(st.st_mode);
    struct mlsys_buf text = {0};
    int rc = mlsys_read_all(f, file, MLSYS_YAML_MAX_BYTES, &text, err);
    if (!std_in)
        fclose(f);
    if (!rc)
        rc = parse(text.p ? text.p : "", text.len, file, !named, ctx, out, err);
    mlsys_buf_free(&text);
    return rc;
}

int mlsys_scenario_load_shipped(size_t i, struct mlsys_ctx *ctx, struct mlsys_scenario **out,
                                struct mlsys_err *err)
{
    if (i >= mlsys_shipped_scenarios.n)
        return mlsys_err_set(err, MLSYS_ENOTFOUND, "no shipped scenario %zu", i);
    const struct mlsys_embedded_scenario *e = &mlsys_shipped_scenarios.entries[i];
    return mlsys_scenario_parse(e->text, e->len, e->file, ctx, out, err);
}

int mlsys_scenario_find_shipped(const char *name, size_t *index, struct mlsys_err *err)
{
    const struct mlsys_embedded_scenarios *s = &mlsys_shipped_scenarios;
    for (size_t i = 0; i < s->n; i++)
        if (mlsys_text_ieq(s->entries[i].name, name)) {
            *index = i;
            return 0;
        }
    /* every shipped name is a candidate (a fixed array of 256 once dropped
       the later ones silently) */
    const char **cands = malloc((s->n ? s->n : 1) * sizeof *cands), *close[3];
    if (!cands)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory looking up scenario '%.60s'",
                             name);
    for (size_t i = 0; i < s->n; i++)
        cands[i] = s->entries[i].name;
    size_t k = mlsys_text_suggest_k(name, cands, s->n, close, 3);
    free(cands);
    if (!k)
        return mlsys_err_set(err, MLSYS_ENOTFOUND,
                             "unknown scenario '%.60s'; 'mlsys scenario list' shows them", name);
    char list[256];
    mlsys_text_join(close, k, list, sizeof list);
    return mlsys_err_set(err, MLSYS_ENOTFOUND, "unknown scenario '%.60s'; closest: %s", name,
                         list);
}

void mlsys_scenario_free(struct mlsys_scenario *sc)
{
    if (!sc)
        return;
    mlsys_sc_growth_free(sc);
    mlsys_sc_evaluate_free(sc);
    for (size_t i = 0; i < sc->nowned; i++)
        free(sc->owned[i]);
    free(sc->owned);
    free(sc->ex);
    mlsys_ydoc_free(sc->doc);
    free(sc);
}

const char *mlsys_scenario_name(const struct mlsys_scenario *sc) { return sc->name; }
enum mlsys_sc_type mlsys_scenario_type(const struct mlsys_scenario *sc) { return sc->type; }
const char *mlsys_scenario_title(const struct mlsys_scenario *sc) { return sc->title; }
const char *mlsys_scenario_source(const struct mlsys_scenario *sc) { return sc->source; }
const char *mlsys_scenario_notes(const struct mlsys_scenario *sc) { return sc->notes; }
const char *mlsys_scenario_file(const struct mlsys_scenario *sc)
{
    return mlsys_ydoc_file(sc->doc);
}
const struct mlsys_ynode *mlsys_scenario_inputs(const struct mlsys_scenario *sc)
{
    return sc->inputs;
}
const struct mlsys_ynode *mlsys_scenario_expect_node(const struct mlsys_scenario *sc)
{
    return sc->expect;
}
size_t mlsys_scenario_nexpect(const struct mlsys_scenario *sc) { return sc->nex; }

int mlsys_scenario_eval(const struct mlsys_scenario *sc, struct mlsys_ctx *ctx,
                        struct mlsys_sc_results *res, struct mlsys_err *err)
{
    switch (sc->type) {
    case MLSYS_SC_GROWTH: return mlsys_sc_growth_eval(sc, res, err);
    case MLSYS_SC_EVALUATE: return mlsys_sc_evaluate_eval(sc, ctx, res, err);
    default: return mlsys_sc_app_eval(sc, ctx, res, err);
    }
}
