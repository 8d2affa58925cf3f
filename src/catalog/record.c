/* record.c - one catalog entry: validation of a YAML document against its
 * kind's schema (unknown keys, required fields, units and dimensions,
 * ranges, names); the accessors are in access.c. */
#include "catalog_impl.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalog/embedded.h"
#include "core/text.h"
#include "mlsys/units.h"

#define PATH_MAX_LEN 96
#define MAX_BLOCKS 16

/* State of one validation. */
struct vstate {
    struct mlsys_record *r;
    const struct mlsys_ydoc *doc;
    const struct mlsys_ynode *blocks[MAX_BLOCKS]; /* present block mappings */
    size_t hint;                                  /* where to look for the next field */
    struct mlsys_err *err;
};

/* Error at node: MLSYS_EFILE with file:line:col. */
#define FAIL(st, node, ...) mlsys_ydoc_error((st)->doc, (node), (st)->err, MLSYS_EFILE, __VA_ARGS__)

bool mlsys_record_valid_name(const char *s, size_t *bad)
{
    size_t i = 0;
    for (; s[i]; i++) {
        char c = s[i];
        bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '-';
        if (!ok || i == 64)
            break;
    }
    if (i > 0 && !s[i])
        return true;
    if (bad)
        *bad = i;
    return false;
}

void mlsys_record_free(struct mlsys_record *r)
{
    if (!r)
        return;
    mlsys_ydoc_free(r->doc);
    free(r->aliases);
    free(r->alias_nodes);
    free(r);
}

/* ---- schema lookups ------------------------------------------------------ */

/* True when path is prefix (plen bytes; 0 at the top) + "." + key. */
static bool path_is(const char *path, const char *prefix, size_t plen, const char *key)
{
    if (plen) {
        if (strncmp(path, prefix, plen) != 0 || path[plen] != '.')
            return false;
        path += plen + 1;
    }
    return !strcmp(path, key);
}

/* The field under prefix called key, searched from *hint on (files list
 * fields in schema order, so the next one is usually the match); -1 if
 * none. */
static int match_field(const struct mlsys_schema *sc, const char *prefix, size_t plen,
                       const char *key, size_t *hint)
{
    for (size_t k = 0; k < sc->nfields; k++) {
        size_t i = (*hint + k) % sc->nfields;
        if (path_is(sc->fields[i].path, prefix, plen, key)) {
            *hint = i + 1;
            return (int)i;
        }
    }
    return -1;
}

/* The block whose path is the first len bytes of path, or -1. */
static int find_block(const struct mlsys_schema *sc, const char *path, size_t len)
{
    for (size_t i = 0; i < sc->nblocks; i++)
        if (!strncmp(sc->blocks[i].path, path, len) && !sc->blocks[i].path[len])
            return (int)i;
    return -1;
}

/* The block under prefix called key, or -1. */
static int match_block(const struct mlsys_schema *sc, const char *prefix, size_t plen,
                       const char *key)
{
    for (size_t i = 0; i < sc->nblocks; i++)
        if (path_is(sc->blocks[i].path, prefix, plen, key))
            return (int)i;
    return -1;
}

/* If path is a direct child of prefix ("" for the top level), the child's
 * own key; else NULL. */
static const char *child_key(const char *path, const char *prefix)
{
    size_t pl = strlen(prefix);
    if (pl) {
        if (strncmp(path, prefix, pl) != 0 || path[pl] != '.')
            return NULL;
        path += pl + 1;
    }
    return strchr(path, '.') ? NULL : path;
}

/* The keys allowed directly under prefix, in schema order (fields, then
 * blocks), into keys[0..*n). */
static void allowed_keys(const struct mlsys_schema *sc, const char *prefix, const char **keys,
                         size_t *n, size_t max)
{
    *n = 0;
    for (size_t i = 0; i < sc->nfields + sc->nblocks && *n < max; i++) {
        const char *path = i < sc->nfields ? sc->fields[i].path : sc->blocks[i - sc->nfields].path;
        const char *k = child_key(path, prefix);
        if (k)
            keys[(*n)++] = k;
    }
}

/* Split "a|b|c" into words[0..return) pointing into buf (size n). */
static size_t split_choices(const char *choices, char *buf, size_t n, const char **words,
                            size_t max)
{
    size_t k = 0;
    snprintf(buf, n, "%s", choices);
    for (char *w = buf; *w && k < max;) {
        words[k++] = w;
        char *bar = strchr(w, '|');
        if (!bar)
            break;
        *bar = '\0';
        w = bar + 1;
    }
    return k;
}

/* ---- values ----------------------------------------------------------------- */

/* True for an empty or null scalar ("", ~, null). */
static bool is_null(const struct mlsys_ynode *v)
{
    if (v->kind != MLSYS_Y_SCALAR)
        return false;
    if (v->len == 0)
        return true;
    return v->plain &&
           (!strcmp(v->s, "~") || !strcmp(v->s, "null") || !strcmp(v->s, "Null") ||
            !strcmp(v->s, "NULL"));
}

/* An error from the unit parser (sub) about scalar v of field path, placed
 * at the character it points to. */
static int value_error(struct vstate *st, const struct mlsys_ynode *v, const char *path,
                       const struct mlsys_err *sub)
{
    int rc = FAIL(st, v, "%s: %s", path, sub->msg);
    if (st->err)
        st->err->col = mlsys_ynode_col_at(v, sub->col);
    return rc;
}

/* Parse a count (COUNT, INT, YEAR) with its range. */
static int parse_number(struct vstate *st, const struct mlsys_schema_field *f,
                        const struct mlsys_ynode *v, struct fval *out)
{
    struct mlsys_err sub;
    mlsys_err_clear(&sub);
    double x;
    if (mlsys_units_parse_count(v->s, &x, &sub))
        return value_error(st, v, f->path, &sub);
    const char *why = NULL;
    if (f->kind == MLSYS_FK_YEAR && (x != floor(x) || x < 1940 || x > 2100))
        why = "expected a year from 1940 to 2100";
    else if (f->kind == MLSYS_FK_INT && x != floor(x))
        why = "expected a whole number";
    else if ((f->flags & MLSYS_FF_FRACTION) && !(x > 0 && x <= 1))
        why = "expected a fraction greater than 0 and at most 1";
    else if ((f->flags & MLSYS_FF_ATLEAST1) && !(x >= 1))
        why = "must be at least 1";
    else if (!(x > 0))
        why = "must be greater than zero";
    if (why) {
        char num[48];
        mlsys_units_format_num(x, 6, 1, num, sizeof num);
        return FAIL(st, v, "%s: %s, got %s", f->path, why, num);
    }
    out->q = mlsys_qty_num(x);
    return 0;
}

/* Parse a quantity with the dimension of the field's unit. */
static int parse_qty(struct vstate *st, const struct mlsys_schema_field *f,
                     const struct mlsys_ynode *v, struct fval *out)
{
    struct mlsys_err sub;
    mlsys_err_clear(&sub);
    mlsys_qty q;
    if (mlsys_units_parse_as(v->s, f->unit, &q, &sub))
        return value_error(st, v, f->path, &sub);
    bool nonneg = f->flags & MLSYS_FF_NONNEG;
    if (nonneg ? !(q.v >= 0) : !(q.v > 0))
        return FAIL(st, v, "%s: must be %s, got '%s'", f->path,
                    nonneg ? "zero or more" : "greater than zero", v->s);
    out->q = q;
    return 0;
}

/* Check a list of names (aliases) and keep it in the record. */
static int parse_names(struct vstate *st, const struct mlsys_schema_field *f,
                       const struct mlsys_ynode *v)
{
    struct mlsys_record *r = st->r;
    if (v->kind != MLSYS_Y_SEQ)
        return FAIL(st, v, "%s: expected a list of names such as [h100], not %s", f->path,
                    mlsys_ynode_kind_name(v));
    r->aliases = malloc((v->n ? v->n : 1) * sizeof *r->aliases);
    r->alias_nodes = malloc((v->n ? v->n : 1) * sizeof *r->alias_nodes);
    if (!r->aliases || !r->alias_nodes)
        return mlsys_err_set(st->err, MLSYS_ENOMEM, "out of memory");
    for (size_t i = 0; i < v->n; i++) {
        const struct mlsys_ynode *a = v->items[i];
        size_t bad;
        if (a->kind != MLSYS_Y_SCALAR)
            return FAIL(st, a, "%s: expected a name, not %s", f->path, mlsys_ynode_kind_name(a));
        if (!mlsys_record_valid_name(a->s, &bad)) {
            int rc = FAIL(st, a, "%s: '%.64s' is not a valid name (lowercase a-z, 0-9, '.' and "
                                 "'-', at most 64)",
                          f->path, a->s);
            if (st->err)
                st->err->col = mlsys_ynode_col_at(a, (int)bad + 1);
            return rc;
        }
        for (size_t j = 0; j < i; j++)
            if (!strcmp(r->aliases[j], a->s))
                return FAIL(st, a, "duplicate alias '%s' (also at line %d)", a->s,
                            r->alias_nodes[j]->line);
        r->aliases[i] = a->s;
        r->alias_nodes[i] = a;
    }
    r->naliases = v->n;
    return 0;
}

/* Validate value v of field f and store it. */
static int parse_field(struct vstate *st, size_t fi, const struct mlsys_ynode *v)
{
    const struct mlsys_schema_field *f = &st->r->schema->fields[fi];
    struct fval *out = &st->r->v[fi];
    out->node = v;
    if (is_null(v))
        return FAIL(st, v, "%s: missing value", f->path);
    if (f->kind == MLSYS_FK_NAMES) {
        int rc = parse_names(st, f, v);
        out->set = !rc;
        return rc;
    }
    if (v->kind != MLSYS_Y_SCALAR)
        return FAIL(st, v, "%s: expected a single value, not %s", f->path,
                    mlsys_ynode_kind_name(v));
    out->s = v->s;
    int rc = 0;
    size_t bad;
    switch (f->kind) {
    case MLSYS_FK_NAME:
        if (!mlsys_record_valid_name(v->s, &bad)) {
            rc = FAIL(st, v, "name '%.64s' is not a valid name (lowercase a-z, 0-9, '.' and '-', "
                             "at most 64)",
                      v->s);
            if (st->err)
                st->err->col = mlsys_ynode_col_at(v, (int)bad + 1);
        }
        st->r->name = v->s;
        st->r->name_node = v;
        break;
    case MLSYS_FK_ENUM: {
        const char *words[16];
        char buf[160];
        size_t n = split_choices(f->choices, buf, sizeof buf, words, 16);
        out->choice = -1;
        for (size_t i = 0; i < n; i++)
            if (!strcmp(words[i], v->s))
                out->choice = (int)i;
        if (out->choice < 0) {
            char list[160];
            mlsys_text_join(words, n, list, sizeof list);
            const char *s = mlsys_text_suggest(v->s, words, n);
            if (s)
                rc = FAIL(st, v, "%s: unknown value '%.40s'; did you mean '%s'? (one of %s)",
                          f->path, v->s, s, list);
            else
                rc = FAIL(st, v, "%s: unknown value '%.40s'; expected one of %s", f->path, v->s,
                          list);
        }
        break;
    }
    case MLSYS_FK_YEAR:
    case MLSYS_FK_INT:
    case MLSYS_FK_COUNT:
        rc = parse_number(st, f, v, out);
        break;
    case MLSYS_FK_QTY:
        rc = parse_qty(st, f, v, out);
        break;
    default:
        break;
    }
    out->set = !rc;
    return rc;
}

/* Walk the mapping `map` whose keys live under prefix ("" at the top). */
static int walk(struct vstate *st, const struct mlsys_ynode *map, const char *prefix)
{
    const struct mlsys_schema *sc = st->r->schema;
    size_t plen = strlen(prefix);
    for (size_t i = 0; i < map->n; i++) {
        const struct mlsys_ynode *k = map->pairs[i].key, *v = map->pairs[i].val;
        bool dotted = strchr(k->s, '.') != NULL; /* "memory.bandwidth" is not a key */
        int fi = dotted ? -1 : match_field(sc, prefix, plen, k->s, &st->hint);
        if (fi >= 0) {
            int rc = parse_field(st, (size_t)fi, v);
            if (rc)
                return rc;
            continue;
        }
        int bi = dotted ? -1 : match_block(sc, prefix, plen, k->s);
        int rc;
        if (bi >= 0) {
            const char *path = sc->blocks[bi].path;
            if (v->kind != MLSYS_Y_MAP)
                return FAIL(st, v, "%s: expected a mapping of fields, not %s", path,
                            mlsys_ynode_kind_name(v));
            st->blocks[bi] = v;
            rc = walk(st, v, path);
        } else {
            const char *keys[48];
            size_t n;
            char list[400];
            allowed_keys(sc, prefix, keys, &n, 48);
            mlsys_text_join(keys, n, list, sizeof list);
            const char *s = mlsys_text_suggest(k->s, keys, n);
            char in[PATH_MAX_LEN + 8] = "";
            if (prefix[0])
                snprintf(in, sizeof in, " in '%s'", prefix);
            if (s)
                return FAIL(st, k, "unknown key '%.40s'%s; did you mean '%s'? (allowed: %s)", k->s,
                            in, s, list);
            return FAIL(st, k, "unknown key '%.40s'%s (allowed: %s)", k->s, in, list);
        }
        if (rc)
            return rc;
    }
    return 0;
}

/* The node of the block holding path (its parent), or NULL when that block
 * is absent; the root for top-level fields. */
static const struct mlsys_ynode *parent_node(const struct vstate *st, const char *path,
                                             const struct mlsys_ynode *root, bool *required)
{
    const struct mlsys_schema *sc = st->r->schema;
    const char *dot = strrchr(path, '.');
    *required = true;
    if (!dot)
        return root;
    int bi = find_block(sc, path, (size_t)(dot - path));
    if (bi < 0)
        return NULL;
    *required = (sc->blocks[bi].flags & MLSYS_FF_REQUIRED) != 0;
    return st->blocks[bi];
}

/* Every required field (and required block without required fields) that
 * is missing, in one message at the mapping that should hold the first. */
static int check_required(struct vstate *st, const struct mlsys_ynode *root)
{
    const struct mlsys_schema *sc = st->r->schema;
    char list[400] = "";
    size_t len = 0, n = 0;
    const struct mlsys_ynode *at = NULL;
    for (size_t i = 0; i < sc->nfields + sc->nblocks; i++) {
        bool is_field = i < sc->nfields;
        const char *path = is_field ? sc->fields[i].path : sc->blocks[i - sc->nfields].path;
        unsigned flags = is_field ? sc->fields[i].flags : sc->blocks[i - sc->nfields].flags;
        if (!(flags & MLSYS_FF_REQUIRED))
            continue;
        bool parent_required;
        const struct mlsys_ynode *parent = parent_node(st, path, root, &parent_required);
        if (!parent && !parent_required)
            continue;
        if (is_field && st->r->v[i].set)
            continue;
        if (!is_field) {
            size_t bi = i - sc->nfields;
            bool has_required_child = false, has_child = false;
            for (size_t f = 0; f < sc->nfields; f++) {
                const char *k = child_key(sc->fields[f].path, path);
                has_required_child |= k && (sc->fields[f].flags & MLSYS_FF_REQUIRED);
                has_child |= k && st->r->v[f].set;
            }
            if (has_required_child || has_child)
                continue;
            if (st->blocks[bi]) {
                const char *keys[16];
                size_t nk;
                char opts[200];
                allowed_keys(sc, path, keys, &nk, 16);
                mlsys_text_join(keys, nk, opts, sizeof opts);
                return FAIL(st, st->blocks[bi], "%s: give at least one of %s", path, opts);
            }
        }
        if (!at)
            at = parent ? parent : root;
        int k = snprintf(list + len, sizeof list - len, "%s'%s'", n ? ", " : "", path);
        if (k > 0 && (size_t)k < sizeof list - len)
            len += (size_t)k;
        n++;
    }
    if (n)
        return FAIL(st, at, "missing required field%s %s", n > 1 ? "s" : "", list);
    return 0;
}

/* An older kernel generation's figures (FlashAttention-2's attention,
 * mma.sync GEMMs) stand beside the device's best: each needs its
 * counterpart and is at most it. */
static int check_second_kernels(struct vstate *st)
{
    static const struct {
        enum mlsys_hw_field fa2, best;
    } pair[] = {{MLSYS_HW_EFF_ATTENTION_FA2, MLSYS_HW_EFF_ATTENTION},
                {MLSYS_HW_EFF_ATTENTION_FA2_BWD, MLSYS_HW_EFF_ATTENTION_BWD},
                {MLSYS_HW_EFF_MATMUL_MMA_SYNC, MLSYS_HW_EFF_MATMUL}};
    const struct fval *v = st->r->v;
    const struct mlsys_schema_field *f = st->r->schema->fields;
    for (size_t i = 0; i < sizeof pair / sizeof pair[0]; i++) {
        const struct fval *a = &v[pair[i].fa2], *b = &v[pair[i].best];
        if (!a->set)
            continue;
        if (!b->set)
            return FAIL(st, a->node, "%s is a second kernel's figure: give %s, the device's "
                                     "best, too", f[pair[i].fa2].path, f[pair[i].best].path);
        if (a->q.v > b->q.v)
            return FAIL(st, a->node, "%s (%g) exceeds %s (%g): the fastest kernel's figure "
                                     "belongs in %s", f[pair[i].fa2].path, a->q.v,
                        f[pair[i].best].path, b->q.v, f[pair[i].best].path);
    }
    return 0;
}

/* Rules between fields: name and aliases, hardware efficiency (and the
 * k-quant rate's compute units, older kernels' figures), workload
 * size and MoE fields, key/value heads that divide the heads. */
static int check_rules(struct vstate *st, const struct mlsys_ynode *root)
{
    struct mlsys_record *r = st->r;
    char stem[256];
    const char *file = mlsys_ydoc_file(st->doc);
    mlsys_text_file_stem(file, (const char *const[]){".yaml", NULL}, stem, sizeof stem);
    if (strcmp(stem, r->name) != 0) {
        const char *base = strrchr(file, '/');
        return FAIL(st, r->name_node, "name '%s' does not match the file name '%s'", r->name,
                    base ? base + 1 : file);
    }
    for (size_t i = 0; i < r->naliases; i++)
        if (!strcmp(r->aliases[i], r->name))
            return FAIL(st, r->alias_nodes[i], "alias '%s' repeats the name", r->name);
    const struct fval *v = r->v;
    if (r->kind == MLSYS_CAT_HARDWARE && v[MLSYS_HW_EFF_SOURCE].set &&
        !v[MLSYS_HW_EFF_MATMUL].set && !v[MLSYS_HW_EFF_MEMORY].set &&
        !v[MLSYS_HW_EFF_FUSED_MLA_LAYER].set && !v[MLSYS_HW_EFF_FUSED_HOST_SEQ].set) {
        int bi = find_block(r->schema, "efficiency", strlen("efficiency"));
        return FAIL(st, bi >= 0 && st->blocks[bi] ? st->blocks[bi] : root,
                    "efficiency: give at least one of matmul, memory, fused_mla_layer, "
                    "fused_host_seq");
    }
    if (r->kind == MLSYS_CAT_HARDWARE && v[MLSYS_HW_EFF_KQUANT_UNIT].set &&
        !v[MLSYS_HW_UNITS].set)
        return FAIL(st, v[MLSYS_HW_EFF_KQUANT_UNIT].node,
                    "efficiency.kquant_unit_stream is a rate per compute unit: give "
                    "compute.units too");
    if (r->kind == MLSYS_CAT_HARDWARE)
        return check_second_kernels(st);
    if (r->kind != MLSYS_CAT_WORKLOAD)
        return 0;
    if (!v[MLSYS_WL_PARAMETERS].set && !v[MLSYS_WL_MODEL_BYTES].set)
        return FAIL(st, root, "missing required field 'parameters' (or 'model_bytes')");
    if (v[MLSYS_WL_FAMILY].choice == MLSYS_FAMILY_MOE) {
        static const enum mlsys_wl_field moe[] = {MLSYS_WL_ACTIVE_PARAMETERS, MLSYS_WL_EXPERTS,
                                                  MLSYS_WL_EXPERTS_PER_TOKEN};
        for (size_t i = 0; i < 3; i++)
            if (!v[moe[i]].set)
                return FAIL(st, root, "missing required field '%s' (family moe)",
                            r->schema->fields[moe[i]].path);
    }
    static const struct {
        enum mlsys_wl_field small, big;
    } order[] = {{MLSYS_WL_ACTIVE_PARAMETERS, MLSYS_WL_PARAMETERS},
                 {MLSYS_WL_EXPERTS_PER_TOKEN, MLSYS_WL_EXPERTS},
                 {MLSYS_WL_KV_HEADS, MLSYS_WL_HEADS}};
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
        const struct fval *a = &v[order[i].small], *b = &v[order[i].big];
        if (a->set && b->set && a->q.v > b->q.v)
            return FAIL(st, a->node, "%s (%s) exceeds %s (%s)",
                        r->schema->fields[order[i].small].path,
                        a->s, r->schema->fields[order[i].big].path, b->s);
    }
    const struct fval *kv = &v[MLSYS_WL_KV_HEADS], *heads = &v[MLSYS_WL_HEADS];
    if (kv->set && heads->set && fmod(heads->q.v, kv->q.v) != 0)
        return FAIL(st, kv->node,
                    "kv_heads (%s) does not divide heads (%s): each key/value head serves an "
                    "equal group of query heads; give a divisor of heads",
                    kv->s, heads->s);
    return 0;
}

int mlsys_record_parse(struct mlsys_ydoc *doc, enum mlsys_catalog_kind kind, bool builtin,
                       struct mlsys_record **out, struct mlsys_err *err)
{
    *out = NULL;
    const struct mlsys_schema *sc = mlsys_schema_get(kind);
    if (!sc || sc->nblocks > MAX_BLOCKS) {
        mlsys_ydoc_free(doc);
        return mlsys_err_set(err, MLSYS_EUSAGE, "internal: bad record kind %d", (int)kind);
    }
    struct mlsys_record *r = calloc(1, sizeof *r + sc->nfields * sizeof r->v[0]);
    if (!r) {
        mlsys_ydoc_free(doc);
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    }
    r->kind = kind;
    r->schema = sc;
    r->doc = doc;
    r->builtin = builtin;
    struct vstate st = {.r = r, .doc = doc, .err = err};
    const struct mlsys_ynode *root = mlsys_ydoc_root(doc);
    int rc;
    if (!root || is_null(root))
        rc = FAIL(&st, root, "empty file; expected a mapping of fields (name, title, ...)");
    else if (root->kind != MLSYS_Y_MAP)
        rc = FAIL(&st, root, "expected a mapping of fields (name, title, ...), not %s",
                  mlsys_ynode_kind_name(root));
    else if (!(rc = walk(&st, root, "")) && !(rc = check_required(&st, root)))
        rc = check_rules(&st, root);
    if (rc) {
        mlsys_record_free(r);
        return rc;
    }
    /* Unset numeric fields read as NaN with their dimension; fill them once
     * here so the accessors never parse a unit (they sit on sweep paths). */
    for (size_t f = 0; f < r->schema->nfields; f++)
        if (!r->v[f].set)
            r->v[f].q = mlsys_record_unset_qty(r->schema, f);
    *out = r;
    return 0;
}

/* The aliases of r from the sequence node of its NAMES field. */
static int embedded_aliases(struct mlsys_record *r, const struct mlsys_ynode *seq,
                            struct mlsys_err *err)
{
    free(r->aliases);
    free(r->alias_nodes);
    r->aliases = malloc((seq->n ? seq->n : 1) * sizeof *r->aliases);
    r->alias_nodes = malloc((seq->n ? seq->n : 1) * sizeof *r->alias_nodes);
    if (!r->aliases || !r->alias_nodes)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    for (size_t i = 0; i < seq->n; i++) {
        r->aliases[i] = seq->items[i]->s;
        r->alias_nodes[i] = seq->items[i];
    }
    r->naliases = seq->n;
    return 0;
}

int mlsys_record_embedded(const struct mlsys_embedded_entry *e, struct mlsys_record **out,
                          struct mlsys_err *err)
{
    *out = NULL;
    enum mlsys_catalog_kind kind = (enum mlsys_catalog_kind)e->kind;
    const struct mlsys_schema *sc = mlsys_schema_get(kind);
    if (!sc)
        return mlsys_err_set(err, MLSYS_EUSAGE, "internal: bad record kind %d", (int)kind);
    struct mlsys_record *r = calloc(1, sizeof *r + sc->nfields * sizeof r->v[0]);
    if (!r)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    r->kind = kind;
    r->schema = sc;
    r->builtin = true;
    int rc = mlsys_ydoc_unflatten(e->nodes, e->nnodes, e->pool, e->pool_len, e->file, &r->doc,
                                  err);
    const struct mlsys_ynode *root = rc ? NULL : mlsys_ydoc_root(r->doc);
    for (size_t f = 0; !rc && f < sc->nfields; f++) {
        const struct mlsys_embedded_field *ef = &e->fields[f];
        if (ef->node >= (int)e->nnodes)
            rc = mlsys_err_set(err, MLSYS_EUSAGE, "internal: bad node of %s", e->file);
        const struct mlsys_ynode *n = ef->node >= 0 && !rc ? root + ef->node : NULL;
        bool scalar = n && n->kind == MLSYS_Y_SCALAR;
        r->v[f] = (struct fval){ef->set, ef->q, ef->choice, scalar ? n->s : NULL, n};
        if (n && ef->set && sc->fields[f].kind == MLSYS_FK_NAME) {
            r->name = n->s;
            r->name_node = n;
        } else if (n && ef->set && sc->fields[f].kind == MLSYS_FK_NAMES) {
            rc = embedded_aliases(r, n, err);
        }
    }
    if (rc) {
        mlsys_record_free(r);
        return rc;
    }
    *out = r;
    return 0;
}
