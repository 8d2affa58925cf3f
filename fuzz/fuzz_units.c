/* fuzz_units.c - libFuzzer target: the quantity parser and expression
 * evaluator (units.h) and the people formatter's round trip.
 *
 * The input is one text. It goes through mlsys_units_parse,
 * mlsys_units_parse_unit, mlsys_units_parse_count and
 * mlsys_units_parse_as; every call must return 0 or an error code with a
 * message, never crash. A quantity that parses is formatted with 17
 * significant digits in its base-unit family and parsed back: the
 * dimension must be equal and the value equal to 1e-12 relative (the
 * prefix scaling rounds), else the harness aborts.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_util.h"
#include "mlsys/qty.h"
#include "mlsys/units.h"

/* Abort with a message when a result breaks a contract of units.h. */
static void must(int ok, const char *what, const char *text)
{
    if (!ok) {
        fprintf(stderr, "fuzz_units: %s: '%s'\n", what, text);
        abort();
    }
}

/* A failing call must leave a message; a succeeding one a finite value. */
static void check_result(int rc, const struct mlsys_err *err, double v, const char *text)
{
    if (rc)
        must(err->code == rc && err->msg[0] != '\0', "error without message", text);
    else
        must(isfinite(v), "parse returned a non-finite value", text);
}

/* Format q in its base-unit family (auto prefix, 17 digits) and parse it
 * back; the round trip must keep the dimension and the value. */
static void round_trip(mlsys_qty q, const char *text)
{
    char family[64], shown[128];
    struct mlsys_err err;
    mlsys_qty_unit_name(q.dim, family, sizeof family);
    mlsys_qty f;
    mlsys_err_clear(&err);
    if (mlsys_units_parse_unit(family, &f, &err))
        return; /* exponents beyond the parser's +-16: no family to print in */
    for (int digits = 4; digits <= 17; digits += 13) {
        mlsys_err_clear(&err);
        int rc = mlsys_units_format(q, family, MLSYS_FMT_AUTO, digits, shown, sizeof shown, &err);
        must(rc == 0, "format failed on a parsed quantity", text);
        mlsys_qty back;
        mlsys_err_clear(&err);
        rc = mlsys_units_parse(shown, &back, &err);
        if (rc) {
            fprintf(stderr, "fuzz_units: formatted '%s' does not parse: %s\n", shown, err.msg);
            must(0, "round trip", text);
        }
        must(mlsys_qty_same_dim(q, back), "round trip changed the dimension", text);
        double tol = digits == 17 ? 1e-12 : 1e-3;
        double d = fabs(back.v - q.v), m = fmax(fabs(back.v), fabs(q.v));
        if (!(d <= tol * m + 1e-320)) {
            fprintf(stderr, "fuzz_units: %.17g -> '%s' -> %.17g\n", q.v, shown, back.v);
            must(0, "round trip changed the value", text);
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_cstr(data, size);
    if (!text)
        return 0;
    struct mlsys_err err;
    mlsys_qty q;

    mlsys_err_clear(&err);
    int rc = mlsys_units_parse(text, &q, &err);
    check_result(rc, &err, rc ? 0 : q.v, text);
    if (!rc)
        round_trip(q, text);

    mlsys_err_clear(&err);
    rc = mlsys_units_parse_unit(text, &q, &err);
    check_result(rc, &err, rc ? 0 : q.v, text);

    double x = 0;
    mlsys_err_clear(&err);
    rc = mlsys_units_parse_count(text, &x, &err);
    check_result(rc, &err, x, text);

    static const char *const wants[] = {"B/s", "s", "FLOP", "", "g/kWh", "1/s"};
    for (size_t i = 0; i < sizeof wants / sizeof *wants; i++) {
        mlsys_err_clear(&err);
        rc = mlsys_units_parse_as(text, wants[i], &q, &err);
        check_result(rc, &err, rc ? 0 : q.v, text);
    }

    /* The text as a display unit: pick and convert must not crash. */
    char unit[64];
    mlsys_err_clear(&err);
    if (!mlsys_units_pick(123456.789, text, MLSYS_FMT_AUTO, 4, unit, sizeof unit, &err)) {
        mlsys_qty u;
        mlsys_err_clear(&err);
        if (!mlsys_units_parse_unit(text, &u, &err)) {
            double out;
            mlsys_err_clear(&err);
            (void)mlsys_units_convert(123456.789, u.dim, unit, &out, &err);
        }
    }

    /* The raw bytes as a double through the number formatter. */
    if (size >= sizeof(double) + 1) {
        double v;
        char buf[64];
        memcpy(&v, data, sizeof v);
        const char *s = mlsys_units_format_num(v, data[sizeof v] % 20, data[sizeof v] & 32, buf,
                                               sizeof buf);
        must(strlen(s) < sizeof buf, "format_num overflow", "(bytes)");
    }
    free(text);
    return 0;
}
