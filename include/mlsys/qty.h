/* qty.h - dimensioned doubles.
 *
 * A quantity is a value in base SI units plus a small vector of dimension
 * exponents, after postgresql-unit. Prefixes exist only in text: a stored
 * value is always in base units (s, B, FLOP, J, USD, kg, m).
 *
 * Thread safety: every function here is pure: it reads only its arguments
 * and writes only through its output pointers, with no global or hidden
 * state, so calls from several threads at once are safe.
 *
 * Enum values are fixed: each is written out, a new one is only ever
 * appended, and none is renumbered or reused (docs/api.md).
 */
#ifndef MLSYS_QTY_H
#define MLSYS_QTY_H

#include <stdbool.h>
#include <stdint.h>

#include "mlsys/err.h"
#include "mlsys/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Base dimensions. Power is J/s, bandwidth B/s, rate FLOP/s, intensity
 * FLOP/B, failure rate 1/s. Counts are dimensionless. Length (m) is an
 * addition to the design's six: it carries fibre propagation distances and,
 * cubed, water volumes (litres) for water-usage effectiveness. */
enum mlsys_qty_dim {
    MLSYS_DIM_TIME = 0,     /* s    */
    MLSYS_DIM_DATA = 1,     /* B    */
    MLSYS_DIM_OPS = 2,      /* FLOP */
    MLSYS_DIM_ENERGY = 3,   /* J    */
    MLSYS_DIM_CURRENCY = 4, /* USD  */
    MLSYS_DIM_MASS = 5,     /* kg   */
    MLSYS_DIM_LENGTH = 6,   /* m    */
    MLSYS_NDIM = 7
};

typedef struct {
    double v;
    int8_t dim[MLSYS_NDIM];
} mlsys_qty;

/* A dimensionless quantity of value v. */
MLSYS_API mlsys_qty mlsys_qty_num(double v);

/* A quantity of value v (base units) with one base dimension to power 1. */
MLSYS_API mlsys_qty mlsys_qty_base(double v, enum mlsys_qty_dim d);

/* True when a and b have the same dimension vector. */
MLSYS_API bool mlsys_qty_same_dim(mlsys_qty a, mlsys_qty b);

/* True when q is dimensionless. */
MLSYS_API bool mlsys_qty_is_count(mlsys_qty q);

/* Products, quotients and integer powers never fail: exponents add. An
 * exponent leaving the int8 range saturates and is reported by
 * mlsys_qty_pow's caller through the parser (exponents are |n| <= 16 there). */
MLSYS_API mlsys_qty mlsys_qty_mul(mlsys_qty a, mlsys_qty b);
MLSYS_API mlsys_qty mlsys_qty_div(mlsys_qty a, mlsys_qty b);
MLSYS_API mlsys_qty mlsys_qty_pow(mlsys_qty a, int n);
MLSYS_API mlsys_qty mlsys_qty_scale(mlsys_qty a, double k);

/* Sums and differences need equal dimensions: on mismatch return MLSYS_EDIM
 * with a message naming both dimensions, and leave *out untouched. */
MLSYS_API int mlsys_qty_add(mlsys_qty a, mlsys_qty b, mlsys_qty *out, struct mlsys_err *err);
MLSYS_API int mlsys_qty_sub(mlsys_qty a, mlsys_qty b, mlsys_qty *out, struct mlsys_err *err);

/* Three-way comparison of values with equal dimensions: *cmp is -1, 0 or 1
 * (0 also when either is NaN). MLSYS_EDIM on mismatch. */
MLSYS_API int mlsys_qty_cmp(mlsys_qty a, mlsys_qty b, int *cmp, struct mlsys_err *err);

/* Write the base-unit name of q's dimension into buf (size n): "s", "B/s",
 * "FLOP/s", "W" (J/s), "FLOP/B", "1/s", "kg/J", "m^3/J", "" for counts.
 * Atoms in the order s B FLOP J USD kg m, joined by '*'; a denominator of
 * several atoms is parenthesised ("1/(s*B)"); each J/s pair prints as W
 * ("W/B" for J/(s*B)). The name reads back with mlsys_units_parse_unit
 * while exponents stay within +-16. Always NUL-terminates (truncating);
 * n == 0 writes nothing. Returns buf. */
MLSYS_API const char *mlsys_qty_unit_name(const int8_t dim[MLSYS_NDIM], char *buf, unsigned long n);

#ifdef __cplusplus
}
#endif

#endif
