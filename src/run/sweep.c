/* sweep.c - lists, ranges and "all" as option values (sweep.h). */
#include "run/sweep.h"

#include <math.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "mlsys/catalog.h"
#include "mlsys/units.h"

/* More points than this in one sweep is surely a mistake. */
#define MAX_POINTS 1e12
/* Points of a range checked one by one before jumping to its last. */
#define CHECK_FIRST 2048

enum axis_kind { AX_LIST, AX_ARITH, AX_GEOM };

struct axis {
    size_t opt;              /* index into the option table          */
    size_t first_seen;       /* position in the option set (ordering) */
    enum axis_kind kind;
    size_t n;                /* number of values                     */
    struct mlsys_val base;   /* template: dimension of generated values */
    double start, step;      /* ARITH: start + i step; GEOM: start step^i */
    struct mlsys_val *items; /* LIST                                   */
};

struct mlsys_sweep {
    size_t nopts;
    struct mlsys_val *fixed; /* every option's single value (unswept)   */
    struct axis *axes;
    size_t naxes;
    size_t points;
    char **owned;            /* copies of list items, freed with the sweep */
    size_t nowned;
};

void mlsys_sweep_free(struct mlsys_sweep *s)
{
    if (!s)
        return;
    for (size_t a = 0; a < s->naxes; a++)
        free(s->axes[a].items);
    for (size_t i = 0; i < s->nowned; i++)
        free(s->owned[i]);
    free(s->owned);
    free(s->axes);
    free(s->fixed);
    free(s);
}

size_t mlsys_sweep_points(const struct mlsys_sweep *s) { return s->points; }
size_t mlsys_sweep_naxes(const struct mlsys_sweep *s) { return s->naxes; }
size_t mlsys_sweep_axis_option(const struct mlsys_sweep *s, size_t a) { return s->axes[a].opt; }

/* The i-th value of axis a. */
static struct mlsys_val axis_value(const struct axis *a, size_t i)
{
    if (a->kind == AX_LIST)
        return a->items[i];
    struct mlsys_val v = a->base;
    double x = a->kind == AX_ARITH ? a->start + (double)i * a->step
                                   : a->start * pow(a->step, (double)i);
    if (a->kind == AX_GEOM && fabs(x - nearbyint(x)) < 1e-9 * fabs(x))
        x = nearbyint(x); /* 1..1024*2 stays exactly integral */
    v.q.v = x;
    v.x = x;
    v.s = NULL;
    return v;
}

void mlsys_sweep_move(const struct mlsys_sweep *s, size_t i, struct mlsys_val *vals)
{
    if (s->naxes == 1) { /* the usual sweep: no division by the axis' length */
        vals[s->axes[0].opt] = axis_value(&s->axes[0], i);
        return;
    }
    for (size_t a = s->naxes; a-- > 0;) {
        const struct axis *ax = &s->axes[a];
        vals[ax->opt] = axis_value(ax, i % ax->n);
        i /= ax->n;
    }
}

long mlsys_sweep_moved(const struct mlsys_sweep *s, size_t from, size_t to)
{
    if (s->naxes == 1) /* point i is the axis' value i */
        return from == to ? -1 : (long)s->axes[0].opt;
    long moved = -1;
    for (size_t a = s->naxes; a-- > 0;) {
        const size_t n = s->axes[a].n;
        if (from % n != to % n) {
            if (moved >= 0)
                return -2;
            moved = (long)s->axes[a].opt;
        }
        from /= n;
        to /= n;
    }
    return moved;
}

void mlsys_sweep_point(const struct mlsys_sweep *s, size_t i, struct mlsys_val *vals)
{
    memcpy(vals, s->fixed, s->nopts * sizeof *vals);
    mlsys_sweep_move(s, i, vals);
}

/* The axis of option opt, or NULL when it does not sweep. */
static const struct axis *axis_of(const struct mlsys_sweep *s, size_t opt)
{
    for (size_t a = 0; a < s->naxes; a++)
        if (s->axes[a].opt == opt)
            return &s->axes[a];
    return NULL;
}

size_t mlsys_sweep_nvalues(const struct mlsys_sweep *s, size_t opt)
{
    const struct axis *ax = axis_of(s, opt);
    return ax ? ax->n : 1;
}

struct mlsys_val mlsys_sweep_value(const struct mlsys_sweep *s, size_t opt, size_t k)
{
    const struct axis *ax = axis_of(s, opt);
    return ax ? axis_value(ax, k) : s->fixed[opt];
}

/* Keep a private copy of text[0..len) alive as long as the sweep. */
static char *own(struct mlsys_sweep *s, const char *text, size_t len, struct mlsys_err *err)
{
    char **o = realloc(s->owned, (s->nowned + 1) * sizeof *o);
    char *copy = malloc(len + 1);
    if (!o || !copy) {
        if (o)
            s->owned = o;
        free(copy);
        mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
        return NULL;
    }
    s->owned = o;
    memcpy(copy, text, len);
    copy[len] = '\0';
    s->owned[s->nowned++] = copy;
    return copy;
}

/* a,b,c: each item parsed as the option's kind. */
static int parse_list(struct mlsys_sweep *s, const struct mlsys_optdef *d, const char *text,
                      struct axis *ax, struct mlsys_err *err)
{
    size_t n = 1;
    for (const char *p = text; *p; p++)
        n += *p == ',';
    ax->items = calloc(n, sizeof *ax->items);
    if (!ax->items)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    ax->kind = AX_LIST;
    ax->n = n;
    const char *p = text;
    for (size_t i = 0; i < n; i++) {
        size_t len = strcspn(p, ",");
        while (len && (*p == ' ' || *p == '\t'))
            p++, len--;
        while (len && (p[len - 1] == ' ' || p[len - 1] == '\t'))
            len--;
        if (!len)
            return mlsys_err_set(err, MLSYS_EUSAGE, "empty item %zu in the list '%s'", i + 1,
                                 text);
        char *item = own(s, p, len, err);
        if (!item)
            return MLSYS_ENOMEM;
        int rc = mlsys_opt_parse_value(d, item, &ax->items[i], err);
        if (rc)
            return rc;
        p += strcspn(p, ",") + (p[strcspn(p, ",")] == ',');
    }
    return MLSYS_OK;
}

/* Where the step of a range's tail "b+k", "b*k" or "bxk" starts (the
 * operator), or NULL for "b" alone. A '+' right after an exponent 'e'
 * belongs to the number. */
static const char *step_op(const char *tail)
{
    const char *op = NULL;
    if (!*tail) /* "a.." has no end: nothing after the dots to scan */
        return NULL;
    for (const char *p = tail + 1; *p; p++) {
        if (*p == '*' || (*p == 'x' && ((p[1] >= '0' && p[1] <= '9') || p[1] == '.')))
            op = p;
        else if (*p == '+' && p[-1] != 'e' && p[-1] != 'E' && !op)
            op = p;
    }
    return op;
}

/* Parse an endpoint; a quantity start without a unit borrows the end's
 * ("1..8TB/s*2"). */
static int endpoint(struct mlsys_sweep *s, const struct mlsys_optdef *d, const char *t, size_t n,
                    const char *unit_from, struct mlsys_val *v, struct mlsys_err *err)
{
    char *text = own(s, t, n, err);
    if (!text)
        return MLSYS_ENOMEM;
    int rc = mlsys_opt_parse_value(d, text, v, err);
    if (rc && d->kind == MLSYS_OPT_QTY && unit_from) {
        size_t num = strspn(unit_from, "0123456789.eE+- ");
        char joined[256];
        snprintf(joined, sizeof joined, "%s%s", text, unit_from + num);
        char *j = own(s, joined, strlen(joined), err);
        if (!j)
            return MLSYS_ENOMEM;
        struct mlsys_err again;
        mlsys_err_clear(&again);
        if (!mlsys_opt_parse_value(d, j, v, &again))
            rc = MLSYS_OK;
    }
    return rc;
}

/* The step k of a range: a quantity like the endpoints (arithmetic) or a
 * factor > 1 (geometric); counts step by 1 when none is given. */
static int range_step(struct mlsys_sweep *s, const struct mlsys_optdef *d, const char *op,
                      struct axis *ax, struct mlsys_err *err)
{
    if (!op) {
        if (d->kind == MLSYS_OPT_QTY)
            return mlsys_err_set(err, MLSYS_EUSAGE,
                                 "a range of quantities needs a step: a..b+k or a..b*k");
        ax->kind = AX_ARITH;
        ax->step = 1;
        return MLSYS_OK;
    }
    struct mlsys_val k;
    int rc;
    if (*op == '+') {
        char *text = own(s, op + 1, strlen(op + 1), err);
        if (!text)
            return MLSYS_ENOMEM;
        struct mlsys_optdef plain = *d;
        plain.flags &= ~(unsigned)(MLSYS_OPTF_INTEGER | MLSYS_OPTF_FRACTION | MLSYS_OPTF_PROB);
        plain.flags |= MLSYS_OPTF_POSITIVE;
        rc = mlsys_opt_parse_value(&plain, text, &k, err);
        if (rc)
            return rc == MLSYS_ERANGE ? mlsys_err_set(err, rc, "the step must be positive") : rc;
        ax->kind = AX_ARITH;
        ax->step = d->kind == MLSYS_OPT_QTY ? k.q.v : k.x;
        return MLSYS_OK;
    }
    double f;
    rc = mlsys_units_parse_count(op + 1, &f, err);
    if (rc)
        return rc;
    if (!(f > 1) || isinf(f))
        return mlsys_err_set(err, MLSYS_EUSAGE, "the factor of a geometric range must be > 1");
    ax->kind = AX_GEOM;
    ax->step = f;
    return MLSYS_OK;
}

/* a..b, a..b+k, a..b*k, a..bxk. */
static int parse_range(struct mlsys_sweep *s, const struct mlsys_optdef *d, const char *text,
                       struct axis *ax, struct mlsys_err *err)
{
    if (d->kind != MLSYS_OPT_QTY && d->kind != MLSYS_OPT_COUNT)
        return mlsys_err_set(err, MLSYS_EUSAGE, "a range needs numbers; list the values: a,b,c");
    const char *dots = strstr(text, "..");
    const char *tail = dots + 2;
    const char *op = step_op(tail);
    size_t blen = op ? (size_t)(op - tail) : strlen(tail);
    struct mlsys_val a, b;
    const char *btext = own(s, tail, blen, err);
    if (!btext)
        return MLSYS_ENOMEM;
    int rc = endpoint(s, d, btext, blen, NULL, &b, err);
    if (!rc)
        rc = endpoint(s, d, text, (size_t)(dots - text), btext, &a, err);
    if (!rc)
        rc = range_step(s, d, op, ax, err);
    if (rc)
        return rc;
    if (a.x > b.x)
        return mlsys_err_set(err, MLSYS_EUSAGE, "empty range '%s' (the end is below the start)",
                             text);
    if (ax->kind == AX_GEOM && !(a.x > 0))
        return mlsys_err_set(err, MLSYS_EUSAGE, "a geometric range must start above zero");
    double n = ax->kind == AX_ARITH ? floor((b.x - a.x) / ax->step * (1 + 1e-12)) + 1
                                    : floor(log(b.x / a.x) / log(ax->step) * (1 + 1e-12)) + 1;
    if (!(n <= MAX_POINTS))
        return mlsys_err_set(err, MLSYS_EUSAGE, "range '%s' has too many points", text);
    ax->n = (size_t)n;
    ax->base = a;
    ax->start = a.x;
    /* Every point obeys the option's range. The points increase, so the
     * bounds hold between the first and the last; a point that is not a
     * whole number shows at the second point of an arithmetic range and
     * within about 1100 of a geometric one (a double factor is m/2^k).
     * Checking those, not all 1e12, keeps a huge range instant. */
    for (size_t k = 0; k <= CHECK_FIRST && k < ax->n; k++) {
        size_t i = k < CHECK_FIRST ? k : ax->n - 1;
        struct mlsys_val v = axis_value(ax, i);
        rc = mlsys_opt_check_range(d, v.x, err);
        if (rc) {
            char msg[2 * sizeof err->msg];
            snprintf(msg, sizeof msg,
                     "%s (%.17g, point %zu of '%s'): give a range whose every point is allowed "
                     "(its ends, step or factor)",
                     err->msg, v.x, i + 1, text);
            return mlsys_err_set(err, rc, "%.*s", (int)sizeof err->msg - 1, msg);
        }
    }
    return MLSYS_OK;
}

/* "all" for a catalog-name option: every entry of its kind, by name,
 * except hardware of kind system (racks, wafers), which are only swept
 * when named. */
static int parse_all(struct mlsys_sweep *s, const struct mlsys_optdef *d, struct mlsys_ctx *ctx,
                     struct axis *ax, struct mlsys_err *err)
{
    enum mlsys_catalog_kind kind;
    const struct mlsys_record **recs = NULL;
    size_t n = 0;
    if (!ctx || !ctx->catalog)
        return mlsys_err_set(err, MLSYS_EUSAGE, "'all' needs the catalog");
    int rc = mlsys_catalog_kind_parse(d->choices, &kind, err);
    if (!rc)
        rc = mlsys_catalog_list(ctx->catalog, kind, &recs, &n, err);
    if (!rc && !(ax->items = calloc(n ? n : 1, sizeof *ax->items)))
        rc = mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    size_t kept = 0;
    for (size_t i = 0; !rc && i < n; i++) {
        if (mlsys_hw_kind(recs[i]) == MLSYS_HW_KIND_SYSTEM)
            continue;
        char *name = own(s, mlsys_record_name(recs[i]), strlen(mlsys_record_name(recs[i])), err);
        if (!name)
            rc = MLSYS_ENOMEM;
        else
            ax->items[kept++] = (struct mlsys_val){.set = true, .s = name, .choice = -1};
    }
    free(recs);
    if (!rc && !kept)
        rc = mlsys_err_set(err, MLSYS_EUSAGE, "the catalog has no %s entries%s", d->choices,
                           n ? " that 'all' includes (systems are swept only by name)" : "");
    ax->kind = AX_LIST;
    ax->n = kept;
    return rc;
}

/* Whether text asks for a sweep, and of which form. */
static int sweep_form(const struct mlsys_optdef *d, const char *text)
{
    bool sweeps = d->kind == MLSYS_OPT_QTY || d->kind == MLSYS_OPT_COUNT ||
                  d->kind == MLSYS_OPT_CHOICE || d->kind == MLSYS_OPT_NAME;
    if (!sweeps || (d->flags & MLSYS_OPTF_POSITIONAL))
        return 0;
    if (d->kind == MLSYS_OPT_NAME && !strcmp(text, "all"))
        return 'a';
    if (strchr(text, ','))
        return ',';
    if ((d->kind == MLSYS_OPT_QTY || d->kind == MLSYS_OPT_COUNT) && strstr(text, ".."))
        return '.';
    return 0;
}

/* Position of def's last text in set (the order axes vary in). */
static size_t first_seen(const struct mlsys_optset *set, const struct mlsys_optdef *d)
{
    for (size_t i = 0; i < set->n; i++)
        if (set->a[i].def == d)
            return i;
    return set->n;
}

/* Make axis for option i with text, or leave it fixed. */
static int add_axis(struct mlsys_sweep *s, const struct mlsys_optdef *def, size_t i,
                    const char *text, const struct mlsys_optset *set, struct mlsys_ctx *ctx,
                    struct mlsys_err *err)
{
    int form = sweep_form(def, text);
    if (!form)
        return MLSYS_OK;
    struct axis *ax = &s->axes[s->naxes++];
    *ax = (struct axis){.opt = i, .first_seen = first_seen(set, def)};
    int rc = form == 'a'   ? parse_all(s, def, ctx, ax, err)
             : form == ',' ? parse_list(s, def, text, ax, err)
                           : parse_range(s, def, text, ax, err);
    if (!rc && s->points * (double)ax->n > MAX_POINTS)
        rc = mlsys_err_set(err, MLSYS_EUSAGE, "the sweep has more than 1e12 points");
    if (!rc) {
        s->points *= ax->n;
        s->fixed[i] = axis_value(ax, 0);
    }
    return rc;
}

/* Resolve the catalog name text of NAME option d (one name, or each item
 * of a list, trimmed as parse_list trims it; "all" and empty items are
 * left to the binding) in catalog. */
static int check_name_text(const struct mlsys_optdef *d, const char *text,
                           struct mlsys_catalog *catalog, struct mlsys_err *err)
{
    enum mlsys_catalog_kind kind;
    if (d->kind != MLSYS_OPT_NAME || mlsys_catalog_kind_parse(d->choices, &kind, NULL) ||
        !strcmp(text, "all"))
        return MLSYS_OK;
    int rc = MLSYS_OK;
    for (const char *p = text; *p && !rc;) {
        size_t len = strcspn(p, ","), next = len + (p[len] == ',');
        size_t lead = strspn(p, " \t");
        lead = lead < len ? lead : len;
        while (len > lead && (p[len - 1] == ' ' || p[len - 1] == '\t'))
            len--;
        if (len > lead) {
            char *name = malloc(len - lead + 1);
            const struct mlsys_record *rec;
            if (!name)
                return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
            memcpy(name, p + lead, len - lead);
            name[len - lead] = '\0';
            struct mlsys_val v; /* the name's own checks first: never echo a bad byte */
            rc = mlsys_opt_parse_value(d, name, &v, err);
            if (!rc)
                rc = mlsys_catalog_find(catalog, kind, name, &rec, err);
            free(name);
        }
        p += next;
    }
    return rc;
}

int mlsys_sweep_check_names(const struct mlsys_optdef *const *defs, size_t n,
                            const struct mlsys_optset *set, struct mlsys_ctx *ctx,
                            struct mlsys_err *err)
{
    if (!ctx || !ctx->catalog)
        return MLSYS_OK;
    for (size_t i = 0; i < n; i++) {
        const char *text = mlsys_optset_get(set, defs[i]);
        int rc = text ? check_name_text(defs[i], text, ctx->catalog, err) : MLSYS_OK;
        if (rc) {
            char label[64];
            if (!err || !err->file[0])
                mlsys_err_where(err, "%s", mlsys_opt_label(defs[i], label, sizeof label));
            return rc;
        }
    }
    return MLSYS_OK;
}

/* Order axes by where their options first appear: the first varies slowest. */
static int by_first_seen(const void *a, const void *b)
{
    const struct axis *x = a, *y = b;
    return (x->first_seen > y->first_seen) - (x->first_seen < y->first_seen);
}

int mlsys_sweep_bind(const struct mlsys_optdef *const *defs, size_t n,
                     const struct mlsys_optset *set,
                     struct mlsys_ctx *ctx, struct mlsys_sweep **out, struct mlsys_err *err)
{
    struct mlsys_sweep *s = calloc(1, sizeof *s);
    if (!s)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    s->nopts = n;
    s->points = 1;
    s->fixed = calloc(n ? n : 1, sizeof *s->fixed);
    s->axes = calloc(n ? n : 1, sizeof *s->axes);
    int rc = s->fixed && s->axes ? MLSYS_OK : mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    for (size_t i = 0; !rc && i < n; i++) {
        const char *text = mlsys_optset_get(set, defs[i]);
        char label[64];
        if (text)
            rc = add_axis(s, defs[i], i, text, set, ctx, err);
        if (rc)
            mlsys_err_where(err, "%s", mlsys_opt_label(defs[i], label, sizeof label));
    }
    if (!rc) { /* unswept options bind as usual; swept ones keep their first value */
        struct mlsys_val *v = calloc(n ? n : 1, sizeof *v);
        struct mlsys_optdef *d = malloc((n ? n : 1) * sizeof *d);
        struct mlsys_optset rest = {0};
        if (!v || !d)
            rc = mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
        for (size_t i = 0; !rc && i < n; i++)
            d[i] = *defs[i];
        for (size_t a = 0; !rc && a < s->naxes; a++) /* a swept option is given */
            d[s->axes[a].opt].flags &= ~(unsigned)MLSYS_OPTF_REQUIRED;
        for (size_t i = 0; !rc && i < set->n; i++) {
            size_t k = 0;
            while (k < n && set->a[i].def != defs[k])
                k++;
            bool swept = false;
            for (size_t a = 0; a < s->naxes; a++)
                swept |= k == s->axes[a].opt;
            if (!swept && k < n)
                rc = mlsys_optset_add(&rest, &d[k], set->a[i].text, err);
        }
        if (!rc)
            rc = mlsys_opt_bind(d, n, &rest, v, err);
        for (size_t a = 0; !rc && a < s->naxes; a++)
            v[s->axes[a].opt] = s->fixed[s->axes[a].opt];
        if (!rc)
            memcpy(s->fixed, v, n * sizeof *v);
        free(v);
        free(d);
        mlsys_optset_free(&rest);
    }
    if (!rc) /* an unknown name fails here, once, not at every point of the sweep */
        rc = mlsys_sweep_check_names(defs, n, set, ctx, err);
    if (rc) {
        mlsys_sweep_free(s);
        return rc;
    }
    qsort(s->axes, s->naxes, sizeof *s->axes, by_first_seen);
    *out = s;
    return MLSYS_OK;
}

int mlsys_sweep_parse_shard(const char *text, size_t *k, size_t *n, struct mlsys_err *err)
{
    char *end;
    unsigned long kk = strtoul(text, &end, 10);
    if (end == text || *end != '/')
        return mlsys_err_set(err, MLSYS_EUSAGE, "expected K/N, e.g. 2/8; got '%s'", text);
    const char *ntext = end + 1;
    unsigned long nn = strtoul(ntext, &end, 10);
    if (end == ntext || *end || nn < 1 || kk < 1 || kk > nn)
        return mlsys_err_set(err, MLSYS_EUSAGE, "expected K/N with 1 <= K <= N; got '%s'", text);
    *k = kk;
    *n = nn;
    return MLSYS_OK;
}
