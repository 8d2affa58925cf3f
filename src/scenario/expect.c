/* expect.c - expectations: parsing the expect: mapping and checking
 * each entry against evaluated results.
 *
 *   expect:
 *     KEY: { value: V, rtol: R }        |actual - V| <= R |V|
 *     KEY: { value: V, format: "%.3g" } printf(format, actual) == printf(format, V)
 *     KEY: { value: TEXT }              the text (or yes/no: true/false) is equal
 *     KEY: { status: PASS }             an application level's verdict
 *     KEY: [ {row: ..., ...}, ... ]     several rows of one key
 * V may carry a unit ("20.9 ms"); with format the actual value is printed
 * in that unit. row: names a member, or a 1-based row number.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/text.h"
#include "mlsys/units.h"
#include "scenario/scenario_impl.h"

static const char *const entry_keys[] = {"value", "rtol", "format", "row", "status"};
#define NENTRY (sizeof entry_keys / sizeof entry_keys[0])

/* Whether f is a printf format for one double: literal text, "%%", and
 * exactly one conversion %[-+ #0]*[width][.prec](e|E|f|F|g|G|a|A) with width
 * and precision of at most two digits. */
static bool valid_format(const char *f)
{
    int conv = 0;
    for (const char *p = f; *p; p++) {
        if (*p != '%')
            continue;
        if (p[1] == '%') {
            p++;
            continue;
        }
        if (conv++)
            return false;
        p++;
        while (*p && strchr("-+ #0", *p))
            p++;
        for (int w = 0; isdigit((unsigned char)*p); p++)
            if (++w > 2)
                return false;
        if (*p == '.') {
            p++;
            for (int d = 0; isdigit((unsigned char)*p); p++)
                if (++d > 2)
                    return false;
        }
        if (!*p || !strchr("eEfFgGaA", *p))
            return false;
    }
    return conv == 1;
}

/* Whether text starts like a number (so it must parse as a quantity). */
static bool looks_numeric(const char *s)
{
    if (*s == '-' || *s == '+')
        s++;
    return isdigit((unsigned char)*s) || (*s == '.' && isdigit((unsigned char)s[1]));
}

/* Length of the leading NUMBER of s: [sign] digits [. digits] [e [sign] digits]. */
static size_t number_len(const char *s)
{
    size_t i = 0;
    if (s[i] == '-' || s[i] == '+')
        i++;
    while (isdigit((unsigned char)s[i]))
        i++;
    if (s[i] == '.')
        for (i++; isdigit((unsigned char)s[i]); i++)
            ;
    if (s[i] == 'e' || s[i] == 'E') {
        size_t j = i + 1;
        if (s[j] == '-' || s[j] == '+')
            j++;
        if (isdigit((unsigned char)s[j])) {
            while (isdigit((unsigned char)s[j]))
                j++;
            i = j;
        }
    }
    return i;
}

/* Parse value: (numeric) as a quantity; with a format as NUMBER [UNIT],
 * keeping the number and the unit as written. */
static int parse_value(const struct mlsys_scenario *sc, struct sc_expect *ex,
                       struct mlsys_err *err)
{
    const struct mlsys_ynode *v = ex->value_node;
    const char *text;
    int rc = mlsys_sc_scalar(sc, v, "value", &text, err);
    if (rc || !looks_numeric(text))
        return rc;
    ex->numeric = true;
    struct mlsys_err sub;
    mlsys_err_clear(&sub);
    if (mlsys_units_parse(text, &ex->value, &sub)) {
        mlsys_sc_fail(sc, v, err, MLSYS_EFILE, "%s: value: %s", ex->key, sub.msg);
        if (err)
            err->col = mlsys_ynode_col_at(v, sub.col);
        return MLSYS_EFILE;
    }
    if (!isfinite(ex->value.v))
        return mlsys_sc_fail(sc, v, err, MLSYS_EFILE, "%s: value: not a finite number", ex->key);
    size_t nl = number_len(text);
    char num[64];
    snprintf(num, sizeof num, "%.*s", (int)(nl < sizeof num ? nl : sizeof num - 1), text);
    ex->number = strtod(num, NULL);
    const char *u = text + nl;
    while (*u == ' ')
        u++;
    snprintf(ex->unit, sizeof ex->unit, "%s", u);
    ex->factor = 1;
    if (!ex->unit[0])
        return 0;
    mlsys_qty f;
    if (mlsys_units_parse_unit(ex->unit, &f, NULL) || !mlsys_qty_same_dim(f, ex->value)) {
        if (ex->format)
            return mlsys_sc_fail(sc, v, err, MLSYS_EFILE,
                           "%s: value: with a format, write a number and a unit ('%s' is not "
                           "one)",
                           ex->key, ex->unit);
        ex->unit[0] = '\0'; /* an expression: compare in base units */
        return 0;
    }
    ex->factor = f.v;
    return 0;
}

/* rtol: a non-negative dimensionless number ("0.01" or "1 %"). */
static int parse_rtol(const struct mlsys_scenario *sc, struct sc_expect *ex,
                      const struct mlsys_ynode *v, struct mlsys_err *err)
{
    const char *text;
    int rc = mlsys_sc_scalar(sc, v, "rtol", &text, err);
    if (rc)
        return rc;
    mlsys_qty q;
    struct mlsys_err sub;
    mlsys_err_clear(&sub);
    if (mlsys_units_parse(text, &q, &sub)) {
        mlsys_sc_fail(sc, v, err, MLSYS_EFILE, "%s: rtol: %s", ex->key, sub.msg);
        if (err)
            err->col = mlsys_ynode_col_at(v, sub.col);
        return MLSYS_EFILE;
    }
    if (!mlsys_qty_is_count(q) || !(q.v >= 0) || !isfinite(q.v))
        return mlsys_sc_fail(sc, v, err, MLSYS_EFILE,
                       "%s: rtol: expected a plain number of zero or more ('0.01' or '1 %%'), "
                       "got '%s'",
                       ex->key, text);
    ex->has_rtol = true;
    ex->rtol = q.v;
    return 0;
}

/* One entry (a mapping) for key into ex. */
static int parse_entry(const struct mlsys_scenario *sc, const struct mlsys_ynode *key,
                       const struct mlsys_ynode *e, struct sc_expect *ex, struct mlsys_err *err)
{
    memset(ex, 0, sizeof *ex);
    ex->key = key->s;
    ex->key_node = key;
    ex->node = e;
    if (e->kind != MLSYS_Y_MAP)
        return mlsys_sc_fail(sc, e, err, MLSYS_EFILE,
                       "%s: expected a mapping such as {value: 20.9 ms, rtol: 0.01}, not %s",
                       key->s, mlsys_ynode_kind_name(e));
    char what[80];
    snprintf(what, sizeof what, "expect.%.40s", key->s);
    int rc = mlsys_sc_check_keys(sc, e, what, entry_keys, NENTRY, err);
    if (rc)
        return rc;
    const struct mlsys_ynode *rtol = mlsys_ynode_get(e, "rtol");
    const struct mlsys_ynode *fmt = mlsys_ynode_get(e, "format");
    const struct mlsys_ynode *status = mlsys_ynode_get(e, "status");
    ex->value_node = mlsys_ynode_get(e, "value");
    ex->row_node = mlsys_ynode_get(e, "row");
    if (fmt) {
        if ((rc = mlsys_sc_scalar(sc, fmt, "format", &ex->format, err)))
            return rc;
        if (!valid_format(ex->format))
            return mlsys_sc_fail(sc, fmt, err, MLSYS_EFILE,
                           "%s: format: expected one conversion of a number such as \"%%.3g\", "
                           "got \"%.40s\"",
                           key->s, ex->format);
    }
    if (rtol && (rc = parse_rtol(sc, ex, rtol, err)))
        return rc;
    if (ex->value_node && (rc = parse_value(sc, ex, err)))
        return rc;
    if (ex->row_node) {
        if ((rc = mlsys_sc_scalar(sc, ex->row_node, "row", &ex->row, err)))
            return rc;
        char *end;
        long k = strtol(ex->row, &end, 10);
        if (!*end && isdigit((unsigned char)ex->row[0])) {
            if (k < 1)
                return mlsys_sc_fail(sc, ex->row_node, err, MLSYS_EFILE,
                               "%s: row: rows are numbered from 1", key->s);
            ex->row_index = k;
        }
    }
    if (status) {
        const char *s;
        if ((rc = mlsys_sc_scalar(sc, status, "status", &s, err)))
            return rc;
        if (mlsys_text_ieq(s, "pass"))
            ex->status = "PASS";
        else if (mlsys_text_ieq(s, "fail"))
            ex->status = "FAIL";
        else
            return mlsys_sc_fail(sc, status, err, MLSYS_EFILE,
                           "%s: status: expected PASS or FAIL, got '%.40s'", key->s, s);
    }
    if (!ex->value_node && !ex->status)
        return mlsys_sc_fail(sc, e, err, MLSYS_EFILE, "%s: give a value (or a status) to expect",
                       key->s);
    if (!ex->value_node && (rtol || fmt))
        return mlsys_sc_fail(sc, rtol ? rtol : fmt, err, MLSYS_EFILE, "%s: %s without a value",
                       key->s, rtol ? "rtol" : "format");
    if (ex->numeric && rtol && fmt)
        return mlsys_sc_fail(sc, fmt, err, MLSYS_EFILE, "%s: give rtol or format, not both",
                             key->s);
    if (ex->numeric && !rtol && !fmt)
        return mlsys_sc_fail(sc, ex->value_node, err, MLSYS_EFILE,
                       "%s: a number needs rtol (relative tolerance) or format (printed form)",
                       key->s);
    if (ex->value_node && !ex->numeric && (rtol || fmt))
        return mlsys_sc_fail(sc, rtol ? rtol : fmt, err, MLSYS_EFILE,
                       "%s: '%s' is text; rtol and format apply to numbers", key->s,
                       ex->value_node->s);
    return 0;
}

int mlsys_sc_expect_parse(struct mlsys_scenario *sc, struct mlsys_err *err)
{
    sc->expect = mlsys_ynode_get(sc->root, "expect");
    const struct mlsys_ynode *x = sc->expect;
    if (!x)
        return 0;
    if (x->kind != MLSYS_Y_MAP)
        return mlsys_sc_fail(sc, x, err, MLSYS_EFILE, "expect: expected a mapping of keys, not %s",
                       mlsys_ynode_kind_name(x));
    size_t n = 0;
    for (size_t i = 0; i < x->n; i++) {
        const struct mlsys_ynode *v = x->pairs[i].val;
        n += v->kind == MLSYS_Y_SEQ ? v->n : 1;
    }
    sc->ex = calloc(n ? n : 1, sizeof *sc->ex);
    if (!sc->ex)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    for (size_t i = 0; i < x->n; i++) {
        const struct mlsys_ynode *k = x->pairs[i].key, *v = x->pairs[i].val;
        if (v->kind == MLSYS_Y_SEQ && !v->n)
            return mlsys_sc_fail(sc, v, err, MLSYS_EFILE, "%s: empty list of expectations", k->s);
        size_t m = v->kind == MLSYS_Y_SEQ ? v->n : 1;
        for (size_t j = 0; j < m; j++) {
            const struct mlsys_ynode *e = v->kind == MLSYS_Y_SEQ ? v->items[j] : v;
            int rc = parse_entry(sc, k, e, &sc->ex[sc->nex], err);
            if (rc)
                return rc;
            sc->nex++;
        }
    }
    return 0;
}

/* ---- checking ------------------------------------------------------------- */

/* The result expectation ex is about, or NULL with the reason in why. */
static const struct mlsys_sc_row *find_row(const struct sc_expect *ex,
                                           const struct mlsys_sc_results *res, char *why,
                                           size_t n)
{
    size_t count = 0, first = SIZE_MAX;
    for (size_t i = 0; i < res->n; i++) {
        const struct mlsys_sc_row *r = &res->rows[i];
        if (strcmp(r->key, ex->key) != 0)
            continue;
        if (++count == 1)
            first = i;
        if (ex->row_index ? (long)count == ex->row_index
                          : ex->row && mlsys_text_ieq(r->row, ex->row))
            return r;
    }
    if (!count)
        snprintf(why, n, "no result called '%s'", ex->key);
    else if (ex->row)
        snprintf(why, n, "no row '%s' of '%s'", ex->row, ex->key);
    else if (count == 1)
        return &res->rows[first];
    else
        snprintf(why, n, "'%s' has %zu rows; say which with row:", ex->key, count);
    return NULL;
}

/* q printed for people in the unit ex was written in when that reads well,
 * else with a prefix on its base unit. */
static void show_num(const struct sc_expect *ex, mlsys_qty q, char *buf, size_t n)
{
    double x = fabs(q.v / ex->factor);
    if (ex->unit[0] && x >= 1e-4 && x < 1e6 &&
        !mlsys_units_format(q, ex->unit, MLSYS_FMT_FIXED, 6, buf, n, NULL))
        return;
    char family[64];
    mlsys_qty_unit_name(q.dim, family, sizeof family);
    if (!family[0] || mlsys_units_format(q, family, MLSYS_FMT_AUTO, 6, buf, n, NULL))
        mlsys_units_format_num(q.v, 6, 1, buf, n);
}

/* Check a numeric expectation against cell c. */
static bool check_number(const struct sc_expect *ex, const struct mlsys_cell *c, char *detail,
                         size_t n)
{
    if (c->type != MLSYS_CELL_NUM) {
        const char *got = c->type == MLSYS_CELL_STR    ? c->s
                          : c->type == MLSYS_CELL_BOOL ? mlsys_cell_bool_word(c->b)
                                                       : "nothing";
        snprintf(detail, n, "FAIL: got %.120s, not a number", got);
        return false;
    }
    char got[96];
    if (!mlsys_qty_same_dim(c->q, ex->value)) {
        char du[64];
        mlsys_qty_unit_name(c->q.dim, du, sizeof du);
        snprintf(detail, n, "FAIL: got a quantity in %s", du[0] ? du : "no unit (a count)");
        return false;
    }
    show_num(ex, c->q, got, sizeof got);
    if (ex->format) {
        char a[512], e[512];
        double actual = c->q.v / ex->factor;
        snprintf(a, sizeof a, ex->format, actual);
        snprintf(e, sizeof e, ex->format, ex->number);
        bool ok = isfinite(actual) && !strcmp(a, e);
        snprintf(detail, n, "%s: %s%.100s", ok ? "pass" : "FAIL", ok ? "" : "printed ", a);
        return ok;
    }
    double a = c->q.v, e = ex->value.v;
    double off = e != 0 ? fabs(a - e) / fabs(e) : fabs(a - e);
    bool ok = isfinite(a) && fabs(a - e) <= ex->rtol * fabs(e);
    char offs[32];
    mlsys_units_format_num(off * 100, 2, 0, offs, sizeof offs);
    if (ok)
        snprintf(detail, n, "pass: %s", got);
    else
        snprintf(detail, n, "FAIL: got %s, off by %s %%", got, offs);
    return ok;
}

/* Check a text expectation against cell c (a boolean matches true/yes or
 * false/no in any case). */
static bool check_text(const struct sc_expect *ex, const struct mlsys_cell *c, char *detail,
                       size_t n)
{
    const char *want = ex->value_node->s;
    const char *got = c->type == MLSYS_CELL_STR    ? c->s
                      : c->type == MLSYS_CELL_BOOL ? mlsys_cell_bool_word(c->b)
                                                   : NULL;
    if (!got) {
        snprintf(detail, n, "FAIL: got %s", c->type == MLSYS_CELL_NUM ? "a number" : "nothing");
        return false;
    }
    bool b;
    bool ok = c->type == MLSYS_CELL_BOOL ? mlsys_text_bool(want, &b) && b == c->b
                                         : !strcmp(got, want);
    snprintf(detail, n, "%s%.120s", ok ? "pass" : "FAIL: got ", ok ? "" : got);
    return ok;
}

void mlsys_scenario_check(const struct mlsys_scenario *sc, size_t i,
                          const struct mlsys_sc_results *res, struct mlsys_sc_check *out)
{
    const struct sc_expect *ex = &sc->ex[i];
    memset(out, 0, sizeof *out);
    out->row = SIZE_MAX;
    out->key = ex->key;
    out->row_name = ex->row;
    out->line = ex->node->line;
    out->col = ex->node->col;
    size_t k = 0;
    if (ex->value_node) {
        const char *v = ex->value_node->s;
        if (ex->format)
            k = (size_t)snprintf(out->expected, sizeof out->expected, "%.60s (%.20s)", v,
                                 ex->format);
        else if (ex->has_rtol)
            k = (size_t)snprintf(out->expected, sizeof out->expected, "%.60s (rtol %g)", v,
                                 ex->rtol);
        else
            k = (size_t)snprintf(out->expected, sizeof out->expected, "%.60s", v);
    }
    if (ex->status && k < sizeof out->expected)
        snprintf(out->expected + k, sizeof out->expected - k, "%s%s", k ? ", " : "", ex->status);
    if (!res)
        return;
    char why[160];
    const struct mlsys_sc_row *r = find_row(ex, res, why, sizeof why);
    if (!r) {
        snprintf(out->detail, sizeof out->detail, "FAIL: %s", why);
        return;
    }
    out->row = (size_t)(r - res->rows);
    out->pass = true;
    if (ex->value_node)
        out->pass = ex->numeric ? check_number(ex, &r->value, out->detail, sizeof out->detail)
                                : check_text(ex, &r->value, out->detail, sizeof out->detail);
    if (out->pass && ex->status) {
        bool ok = r->status && !strcmp(r->status, ex->status);
        if (!ok)
            snprintf(out->detail, sizeof out->detail, "FAIL: status %s",
                     r->status ? r->status : "none");
        else if (!ex->value_node)
            snprintf(out->detail, sizeof out->detail, "pass");
        out->pass = ok;
    }
}
