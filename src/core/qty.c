/* qty.c - dimensioned doubles (qty.h). */
#include "mlsys/qty.h"

#include "core/text.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Base-unit names, in enum mlsys_qty_dim order. */
static const char *const base_names[MLSYS_NDIM] = {"s", "B", "FLOP", "J", "USD", "kg", "m"};

/* x clamped to the int8 range. */
static int8_t sat8(long x)
{
    return (int8_t)(x > INT8_MAX ? INT8_MAX : x < INT8_MIN ? INT8_MIN : x);
}

/* Contracts in qty.h. */
mlsys_qty mlsys_qty_num(double v)
{
    mlsys_qty q;
    memset(&q, 0, sizeof q);
    q.v = v;
    return q;
}

mlsys_qty mlsys_qty_base(double v, enum mlsys_qty_dim d)
{
    mlsys_qty q = mlsys_qty_num(v);
    if ((unsigned)d < MLSYS_NDIM)
        q.dim[d] = 1;
    return q;
}

bool mlsys_qty_same_dim(mlsys_qty a, mlsys_qty b)
{
    return memcmp(a.dim, b.dim, sizeof a.dim) == 0;
}

bool mlsys_qty_is_count(mlsys_qty q)
{
    for (int i = 0; i < MLSYS_NDIM; i++)
        if (q.dim[i])
            return false;
    return true;
}

mlsys_qty mlsys_qty_mul(mlsys_qty a, mlsys_qty b)
{
    mlsys_qty r;
    r.v = a.v * b.v;
    for (int i = 0; i < MLSYS_NDIM; i++)
        r.dim[i] = sat8((long)a.dim[i] + b.dim[i]);
    return r;
}

mlsys_qty mlsys_qty_div(mlsys_qty a, mlsys_qty b)
{
    mlsys_qty r;
    r.v = a.v / b.v;
    for (int i = 0; i < MLSYS_NDIM; i++)
        r.dim[i] = sat8((long)a.dim[i] - b.dim[i]);
    return r;
}

mlsys_qty mlsys_qty_pow(mlsys_qty a, int n)
{
    mlsys_qty r;
    r.v = pow(a.v, n);
    for (int i = 0; i < MLSYS_NDIM; i++)
        r.dim[i] = sat8((long)a.dim[i] * n);
    return r;
}

mlsys_qty mlsys_qty_scale(mlsys_qty a, double k)
{
    a.v *= k;
    return a;
}

/* Record "cannot VERB A and B" naming both dimensions ("a count" for
 * dimensionless) and return MLSYS_EDIM. */
static int mismatch(const char *verb, mlsys_qty a, mlsys_qty b, struct mlsys_err *err)
{
    char na[96], nb[96];
    mlsys_qty_unit_name(a.dim, na, sizeof na);
    mlsys_qty_unit_name(b.dim, nb, sizeof nb);
    return mlsys_err_set(err, MLSYS_EDIM, "cannot %s %s and %s", verb, na[0] ? na : "a count",
                         nb[0] ? nb : "a count");
}

int mlsys_qty_add(mlsys_qty a, mlsys_qty b, mlsys_qty *out, struct mlsys_err *err)
{
    if (!mlsys_qty_same_dim(a, b))
        return mismatch("add", a, b, err);
    a.v += b.v;
    *out = a;
    return MLSYS_OK;
}

int mlsys_qty_sub(mlsys_qty a, mlsys_qty b, mlsys_qty *out, struct mlsys_err *err)
{
    if (!mlsys_qty_same_dim(a, b))
        return mismatch("subtract", a, b, err);
    a.v -= b.v;
    *out = a;
    return MLSYS_OK;
}

int mlsys_qty_cmp(mlsys_qty a, mlsys_qty b, int *cmp, struct mlsys_err *err)
{
    if (!mlsys_qty_same_dim(a, b))
        return mismatch("compare", a, b, err);
    *cmp = a.v < b.v ? -1 : a.v > b.v ? 1 : 0;
    return MLSYS_OK;
}

/* Append "name" or "name^e" to the product text s (capacity n), joining
 * factors with '*'. *count counts the factors written. */
static void put_atom(char *s, size_t n, int *count, const char *name, int e)
{
    size_t len = strlen(s);
    if (len >= n)
        return;
    if (e == 1)
        mlsys_text_cat(s + len, n - len, *count ? "*" : "", name);
    else
        snprintf(s + len, n - len, "%s%s^%d", *count ? "*" : "", name, e);
    (*count)++;
}

/* Numerator atoms in base order, then '/' and the denominator, which is
 * parenthesised when it has several atoms ("J/(s*B)" prints "W/B"). J/s
 * pairs print as W; an empty numerator prints "1" ("1/s"). */
const char *mlsys_qty_unit_name(const int8_t dim[MLSYS_NDIM], char *buf, unsigned long n)
{
    if (!n)
        return buf;
    int e[MLSYS_NDIM];
    for (int i = 0; i < MLSYS_NDIM; i++)
        e[i] = dim[i];
    int watts = 0;
    if (e[MLSYS_DIM_ENERGY] > 0 && e[MLSYS_DIM_TIME] < 0) {
        watts = e[MLSYS_DIM_ENERGY] < -e[MLSYS_DIM_TIME] ? e[MLSYS_DIM_ENERGY] : -e[MLSYS_DIM_TIME];
        e[MLSYS_DIM_ENERGY] -= watts;
        e[MLSYS_DIM_TIME] += watts;
    }
    char num[128] = "", den[128] = "";
    int nn = 0, nd = 0;
    for (int i = 0; i < MLSYS_NDIM; i++) {
        if (i == MLSYS_DIM_ENERGY && watts)
            put_atom(num, sizeof num, &nn, "W", watts);
        if (e[i] > 0)
            put_atom(num, sizeof num, &nn, base_names[i], e[i]);
        else if (e[i] < 0)
            put_atom(den, sizeof den, &nd, base_names[i], -e[i]);
    }
    /* Pieces appended in turn, each cut to fit as snprintf would cut the
     * whole: num, num/den or num/(den). */
    const char *piece[] = {nd ? (nn ? num : "1") : num, nd ? "/" : "", nd > 1 ? "(" : "",
                           nd ? den : "", nd > 1 ? ")" : ""};
    size_t len = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < sizeof piece / sizeof piece[0] && len + 1 < n; i++)
        len += mlsys_text_cat(buf + len, n - len, piece[i], "");
    return buf;
}
