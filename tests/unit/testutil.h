/* testutil.h - helpers shared by the cmocka unit tests.
 *
 * cmocka 1.1's assert_float_equal casts to float, so doubles are compared
 * with assert_close, which reports both values at full precision.
 */
#ifndef MLSYS_TESTUTIL_H
#define MLSYS_TESTUTIL_H

#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <cmocka.h>

/* Fail unless |a - b| <= atol + rtol * |b|. NaN never compares close. */
#define assert_close(a, b, rtol, atol) \
    mlsys_test_close((a), (b), (rtol), (atol), #a, __FILE__, __LINE__)

static inline void mlsys_test_close(double a, double b, double rtol, double atol,
                                    const char *expr, const char *file, int line)
{
    if (!(fabs(a - b) <= atol + rtol * fabs(b))) {
        char msg[256];
        snprintf(msg, sizeof msg, "%s = %.17g, expected %.17g (rtol %g, atol %g)",
                 expr, a, b, rtol, atol);
        print_error("%s\n", msg);
        _fail(file, line);
    }
}

#endif
