/* dtoa.h - shortest round-trip formatting of doubles for machine output.
 *
 * The digits are the shortest decimal string that strtod() reads back to
 * the very same double, the nearest such when several are as short
 * (Giulietti 2020, "The Schubfach way to render doubles"), printed in the
 * layout of ECMAScript's
 * Number::toString: plain decimal for 1e-6 <= |x| < 1e21
 * ("0.001", "123.5", "85899345920"), otherwise d[.ddd]e+N / e-N
 * ("1e+21", "1e-7", "1.5e-7"; positive exponents carry '+'). -0 prints
 * "-0". Never locale-dependent.
 */
#ifndef MLSYS_DTOA_H
#define MLSYS_DTOA_H

#include <stdint.h>

/* Buffer size that always suffices for mlsys_dtoa. */
#define MLSYS_DTOA_MAX 32

/* Write the shortest round-trip form of finite x into buf (at least
 * MLSYS_DTOA_MAX bytes), NUL-terminated; return its length. For NaN and
 * infinities it writes "nan", "inf" or "-inf" (callers print null/empty). */
int mlsys_dtoa(double x, char *buf);

/* The shortest round-trip decimal of the finite nonzero x, sign ignored:
 * |x| reads back from digits * 10^exp10, digits has as few decimal digits
 * as any decimal that reads back as |x| and, among those, is the nearest
 * to |x| (ties to even); it may end in 0 only when rounding carried. */
void mlsys_dtoa_decimal(double x, uint64_t *digits, int *exp10);

/* Write the decimal digits of d > 0 at out (room for 20), no terminator;
 * return how many. */
int mlsys_dtoa_digits(uint64_t d, char *out);

#endif
