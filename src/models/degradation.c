/* degradation.c - the degradation equation, its fit, histogram
 * divergences and the retraining interval (degradation.h). */
#include "mlsys/degradation.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "numerics/numerics.h"
#include "core/text.h"
#include "mlsys/units.h"

double mlsys_degradation_predict(double acc0, double lambda, double divergence)
{
    return acc0 - lambda * divergence;
}

int mlsys_degradation_fit(const double *d, const double *acc, size_t n,
                          struct mlsys_degradation_model *fit, struct mlsys_err *err)
{
    struct mlsys_numerics_linfit lf;
    int rc = mlsys_numerics_fit_linear(d, acc, n, &lf, err);
    if (rc)
        return rc;
    fit->lambda = -lf.c1;
    fit->acc0 = lf.c0;
    fit->se_lambda = lf.se_c1;
    fit->se_acc0 = lf.se_c0;
    fit->r2 = lf.r2;
    fit->d_min = fit->d_max = d[0];
    for (size_t i = 1; i < n; i++) {
        fit->d_min = fmin(fit->d_min, d[i]);
        fit->d_max = fmax(fit->d_max, d[i]);
    }
    fit->n = n;
    return MLSYS_OK;
}

bool mlsys_degradation_in_range(const struct mlsys_degradation_model *fit, double d)
{
    return d >= fit->d_min && d <= fit->d_max;
}

/* ---- CSV ------------------------------------------------------------------ */

/* A CSV being read: the arrays grow as rows come. */
struct csv {
    const char *path;
    double *d, *acc;
    size_t n, cap;
    int col_d, col_acc; /* field index of each column (0 or 1) */
    bool seen_first;    /* the first non-comment row has been read */
};

/* Fail at path:line:col with "what: msg" (MLSYS_EFILE). */
static int bad(struct csv *c, int line, int col, struct mlsys_err *err, const char *what,
               const char *msg)
{
    mlsys_err_set(err, MLSYS_EFILE, "%s%s%s", what, what[0] ? ": " : "", msg);
    mlsys_err_at(err, c->path, line, col);
    return MLSYS_EFILE;
}

/* Trim blanks around [*s, *s + *len); *col follows the start (a field
 * of blanks only keeps its first column). */
static void trim(const char **s, size_t *len, int *col)
{
    while (*len && isspace((unsigned char)(*s)[*len - 1]))
        (*len)--;
    while (*len && isspace((unsigned char)**s)) {
        (*s)++;
        (*len)--;
        (*col)++;
    }
}

/* Parse one field as a count (a '%' is allowed) into *x. */
static int field_num(struct csv *c, const char *s, size_t len, int line, int col,
                     const char *what, double *x, struct mlsys_err *err)
{
    char buf[128];
    if (len == 0)
        return bad(c, line, col, err, what, "empty field");
    if (len >= sizeof buf || memchr(s, '\0', len))
        return bad(c, line, col, err, what, "not a number");
    memcpy(buf, s, len);
    buf[len] = '\0';
    struct mlsys_err e;
    mlsys_err_clear(&e);
    if (mlsys_units_parse_count(buf, x, &e))
        return bad(c, line, e.col > 0 ? col + e.col - 1 : col, err, what, e.msg);
    return MLSYS_OK;
}

/* A first row of words: the header naming the two columns. */
static int header(struct csv *c, const char *f[2], const size_t fl[2], const int fc[2], int line,
                  struct mlsys_err *err)
{
    c->col_d = c->col_acc = -1;
    for (int i = 0; i < 2; i++) {
        char name[32];
        snprintf(name, sizeof name, "%.*s", (int)(fl[i] < 31 ? fl[i] : 31), f[i]);
        if (mlsys_text_ieq(name, "divergence") && c->col_d < 0)
            c->col_d = i;
        else if (mlsys_text_ieq(name, "accuracy") && c->col_acc < 0)
            c->col_acc = i;
        else
            return bad(c, line, fc[i], err, "",
                       "expected the header 'divergence,accuracy' or two numbers");
    }
    return MLSYS_OK;
}

/* Append one (divergence, accuracy) pair. */
static int push(struct csv *c, double d, double a, struct mlsys_err *err)
{
    if (c->n == c->cap) {
        size_t cap = c->cap ? 2 * c->cap : 64;
        double *nd = realloc(c->d, cap * sizeof *nd);
        if (nd)
            c->d = nd;
        double *na = nd ? realloc(c->acc, cap * sizeof *na) : NULL;
        if (!na)
            return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
        c->acc = na;
        c->cap = cap;
    }
    c->d[c->n] = d;
    c->acc[c->n++] = a;
    return MLSYS_OK;
}

/* One row of two fields: the header (first row only) or a data pair. */
static int row(struct csv *c, const char *f[2], const size_t fl[2], const int fc[2], int line,
               struct mlsys_err *err)
{
    bool first = !c->seen_first;
    c->seen_first = true;
    if (first && fl[0] && isalpha((unsigned char)f[0][0]))
        return header(c, f, fl, fc, line, err);
    double v[2];
    const char *what[2];
    what[c->col_d] = "divergence";
    what[c->col_acc] = "accuracy";
    for (int i = 0; i < 2; i++) {
        int rc = field_num(c, f[i], fl[i], line, fc[i], what[i], &v[i], err);
        if (rc)
            return rc;
    }
    double d = v[c->col_d], a = v[c->col_acc];
    if (!(d >= 0))
        return bad(c, line, fc[c->col_d], err, "divergence", "must not be negative");
    if (!(a >= 0 && a <= 1))
        return bad(c, line, fc[c->col_acc], err, "accuracy",
                   "must be in [0, 1] (a fraction; '91.5 %' works)");
    return push(c, d, a, err);
}

/* Split one line (without its newline) into fields and read it. */
static int line_read(struct csv *c, const char *s, size_t len, int line, struct mlsys_err *err)
{
    if (len && s[len - 1] == '\r')
        len--;
    const char *t = s;
    size_t tl = len;
    int tc = 1;
    trim(&t, &tl, &tc);
    if (tl == 0 || t[0] == '#')
        return MLSYS_OK;
    const char *f[2];
    size_t fl[2];
    int fc[2], nf = 0, col = 1;
    for (const char *p = s, *end = s + len;; nf++) {
        const char *comma = memchr(p, ',', (size_t)(end - p));
        size_t n = comma ? (size_t)(comma - p) : (size_t)(end - p);
        if (nf == 2)
            return bad(c, line, col, err, "", "expected 2 fields (divergence,accuracy), got more");
        f[nf] = p;
        fl[nf] = n;
        fc[nf] = col;
        trim(&f[nf], &fl[nf], &fc[nf]);
        if (!comma) {
            nf++;
            break;
        }
        col += (int)n + 1;
        p = comma + 1;
    }
    if (nf != 2)
        return bad(c, line, (int)len + 1, err, "",
                   "expected 2 fields (divergence,accuracy), got 1");
    return row(c, f, fl, fc, line, err);
}

int mlsys_degradation_parse_csv(const char *text, size_t len, const char *path, double **d,
                                double **acc, size_t *n, struct mlsys_err *err)
{
    struct csv c = {.path = path, .col_d = 0, .col_acc = 1};
    int rc = MLSYS_OK, line = 1;
    size_t at = len >= 3 && !memcmp(text, "\xEF\xBB\xBF", 3) ? 3 : 0; /* UTF-8 BOM */
    for (; !rc && at < len; line++) {
        const char *nl = memchr(text + at, '\n', len - at);
        size_t ll = nl ? (size_t)(nl - (text + at)) : len - at;
        rc = line_read(&c, text + at, ll, line, err);
        at += ll + 1;
    }
    if (!rc && c.n == 0)
        rc = bad(&c, 0, 0, err, "", "no data rows (expected divergence,accuracy pairs)");
    if (rc) {
        free(c.d);
        free(c.acc);
        return rc;
    }
    *d = c.d;
    *acc = c.acc;
    *n = c.n;
    return MLSYS_OK;
}

/* ---- divergences ---------------------------------------------------------- */

const char *mlsys_degradation_metric_name(enum mlsys_degradation_metric m)
{
    static const char *const names[MLSYS_DIV_N] = {"kl", "tv", "js", "w1", "psi"};
    return (unsigned)m < MLSYS_DIV_N ? names[m] : "?";
}

int mlsys_degradation_normalize(double *p, size_t n, double *sum, struct mlsys_err *err)
{
    if (n == 0)
        return mlsys_err_set(err, MLSYS_ERANGE, "a histogram needs at least one bin");
    double s = 0;
    for (size_t i = 0; i < n; i++) {
        if (!isfinite(p[i]))
            return mlsys_err_set(err, MLSYS_ERANGE, "bin %zu is not finite", i + 1);
        if (p[i] < 0)
            return mlsys_err_set(err, MLSYS_ERANGE, "bin %zu is negative (%g)", i + 1, p[i]);
        s += p[i];
    }
    if (!(s > 0) || !isfinite(s))
        return mlsys_err_set(err, MLSYS_ERANGE, "the bins sum to %g; need a sum > 0", s);
    for (size_t i = 0; i < n; i++)
        p[i] /= s;
    *sum = s;
    return MLSYS_OK;
}

/* Σ p·ln(p/q) over bins with p > 0; +inf (and *inf_bin) where q = 0 < p. */
static double kl(const double *p, const double *q, size_t n, size_t *inf_bin)
{
    double s = 0;
    for (size_t i = 0; i < n; i++) {
        if (p[i] == 0)
            continue;
        if (q[i] == 0) {
            if (inf_bin)
                *inf_bin = i;
            return INFINITY;
        }
        s += p[i] * log(p[i] / q[i]);
    }
    return fmax(s, 0.0); /* >= 0 (Gibbs); rounding can leave -1e-17 */
}

/* ½·KL(p‖m) + ½·KL(q‖m), m = (p + q)/2: finite, at most ln 2. */
static double js(const double *p, const double *q, size_t n)
{
    double s = 0;
    for (size_t i = 0; i < n; i++) {
        double m = 0.5 * (p[i] + q[i]);
        if (p[i] > 0)
            s += 0.5 * p[i] * log(p[i] / m);
        if (q[i] > 0)
            s += 0.5 * q[i] * log(q[i] / m);
    }
    return fmin(fmax(s, 0.0), log(2.0));
}

/* Σ_{i<n−1} |P_i − Q_i| over the cumulative sums. */
static double w1(const double *p, const double *q, size_t n)
{
    double cp = 0, cq = 0, s = 0;
    for (size_t i = 0; i + 1 < n; i++) {
        cp += p[i];
        cq += q[i];
        s += fabs(cp - cq);
    }
    return s;
}

/* Σ (p' − q')·ln(p'/q') with empty bins raised to MLSYS_DEGRADATION_PSI_EPS. */
static double psi(const double *p, const double *q, size_t n)
{
    double s = 0;
    for (size_t i = 0; i < n; i++) {
        double a = fmax(p[i], MLSYS_DEGRADATION_PSI_EPS), b = fmax(q[i], MLSYS_DEGRADATION_PSI_EPS);
        s += (a - b) * log(a / b);
    }
    return s;
}

double mlsys_degradation_divergence(enum mlsys_degradation_metric m, const double *p,
                                    const double *q, size_t n, size_t *inf_bin)
{
    double s = 0;
    if (inf_bin)
        *inf_bin = n;
    switch (m) {
    case MLSYS_DIV_KL: return kl(p, q, n, inf_bin);
    case MLSYS_DIV_TV:
        for (size_t i = 0; i < n; i++)
            s += fabs(p[i] - q[i]);
        return fmin(0.5 * s, 1.0);
    case MLSYS_DIV_JS: return js(p, q, n);
    case MLSYS_DIV_W1: return w1(p, q, n);
    case MLSYS_DIV_PSI: return psi(p, q, n);
    default: return NAN;
    }
}

/* ---- retraining ------------------------------------------------------------- */

int mlsys_degradation_retrain(double cost_usd, double queries_per_s, double value_usd,
                              double acc0, double decay_per_s, double *t_s,
                              struct mlsys_err *err)
{
    const double v[] = {cost_usd, queries_per_s, value_usd, acc0, decay_per_s};
    static const char *const names[] = {"retraining cost", "query rate", "value per query",
                                        "Accuracy_0", "decay rate"};
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++)
        if (!(isfinite(v[i]) && v[i] > 0))
            return mlsys_err_set(err, MLSYS_ERANGE, "%s must be greater than zero", names[i]);
    if (acc0 > 1)
        return mlsys_err_set(err, MLSYS_ERANGE, "Accuracy_0 must be in (0, 1]");
    double t = sqrt(2.0 * cost_usd / (queries_per_s * value_usd * acc0 * decay_per_s));
    if (!isfinite(t))
        return mlsys_err_set(err, MLSYS_ERANGE, "retraining interval out of range");
    *t_s = t;
    return MLSYS_OK;
}
