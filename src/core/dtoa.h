/* dtoa.h - shortest round-trip formatting of doubles for machine output.
 *
 * The digits are the shortest decimal string that strtod() reads back to
 * the very same double (Ryu-class algorithm, from Adams 2018 "Ryu: fast
 * float-to-string conversion"), printed in the layout of ECMAScript's
 * Number::toString: plain decimal for 1e-6 <= |x| < 1e21
 * ("0.001", "123.5", "85899345920"), otherwise d[.ddd]e+N / e-N
 * ("1e+21", "1e-7", "1.5e-7"; positive exponents carry '+'). -0 prints
 * "-0". Never locale-dependent.
 */
#ifndef MLSYS_DTOA_H
#define MLSYS_DTOA_H

/* Buffer size that always suffices for mlsys_dtoa. */
#define MLSYS_DTOA_MAX 32

/* Write the shortest round-trip form of finite x into buf (at least
 * MLSYS_DTOA_MAX bytes), NUL-terminated; return its length. For NaN and
 * infinities it writes "nan", "inf" or "-inf" (callers print null/empty). */
int mlsys_dtoa(double x, char *buf);

#endif
