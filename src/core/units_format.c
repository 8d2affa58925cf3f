/* units_format.c - quantities for people: choice of display unit,
 * conversion, and number formatting (units.h). Rounding comes first: a
 * value is rounded to the requested significant digits as
 * snprintf("%.*e") would (from its shortest round-trip digits when they
 * decide it, round_sig) and the prefix is chosen from the rounded value. No
 * locale is consulted (the program never calls setlocale, so '.' stays the
 * decimal point of snprintf); output is ASCII ("us" for micro).
 */
#include "mlsys/units.h"

#include "units_impl.h"
#include "core/dtoa.h"
#include "core/text.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DIGITS 17

/* The smallest decimal prefix printed, f (1e-15), for every family that
 * takes down prefixes; below it the unprefixed unit in engineering
 * notation. */
#define E10_MIN (-15)

/* A finite nonzero value rounded to some significant digits. */
struct rounded {
    bool neg;
    char dig[MAX_DIGITS + 2]; /* significant digits, trailing zeros removed */
    int exp;                  /* decimal exponent of the first digit */
};

static int clamp_digits(int digits)
{
    return digits < 1 ? 1 : digits > MAX_DIGITS ? MAX_DIGITS : digits;
}

/* round_sig without snprintf, from the shortest round-trip decimal d of
 * x (mlsys_dtoa_decimal, k digits), when that gives the same digits as
 * rounding x itself, which it does
 *  - when k <= digits <= 15 and x is normal: x lies within half an ulp
 *    of d, less than half a step of 15 significant digits, so x rounds
 *    to d;
 *  - when k > digits, unless d is the half-way point itself (k = digits
 *    + 1, last digit 5): no decimal of digits or digits + 1 digits other
 *    than d reads back as x, so x and d lie on the same side of every
 *    such number (d is moreover the nearest one to x of digits + 1
 *    digits), and they round alike: up when the dropped digits of d are
 *    more than half.
 * Returns false, with *r unset, in the other cases. */
static bool round_sig_short(double x, int digits, struct rounded *r)
{
    uint64_t d;
    int e;
    char s[24];
    if (!isnormal(x)) /* subnormals have fewer than 15 digits' precision */
        return false;
    mlsys_dtoa_decimal(x, &d, &e);
    int k = mlsys_dtoa_digits(d, s);
    if (k <= digits ? digits > 15 : k == digits + 1 && s[digits] == '5')
        return false;
    int exp = e + k - 1;
    if (k > digits) {
        bool up = s[digits] >= '5';
        k = digits;
        for (int i = k - 1; up && i >= 0; i--) {
            up = s[i] == '9';
            s[i] = up ? '0' : (char)(s[i] + 1);
        }
        if (up) { /* 99..9 rounded up to 100..0 */
            s[0] = '1';
            exp++;
        }
    }
    while (k > 1 && s[k - 1] == '0')
        k--;
    r->neg = x < 0;
    memcpy(r->dig, s, (size_t)k);
    r->dig[k] = '\0';
    r->exp = exp;
    return true;
}

/* Round finite nonzero x to `digits` (1..MAX_DIGITS) significant digits:
 * the digits and exponent snprintf("%.*e") gives, from the shortest
 * round-trip digits when they decide it (round_sig_short), else from
 * snprintf itself. */
static void round_sig(double x, int digits, struct rounded *r)
{
    if (round_sig_short(x, digits, r))
        return;
    char buf[48];
    snprintf(buf, sizeof buf, "%.*e", digits - 1, x);
    const char *p = buf;
    size_t n = 0;
    r->neg = *p == '-';
    p += r->neg;
    for (; *p && *p != 'e'; p++)
        if (*p != '.')
            r->dig[n++] = *p;
    while (n > 1 && r->dig[n - 1] == '0')
        n--;
    r->dig[n] = '\0';
    r->exp = *p ? atoi(p + 1) : 0;
}

/* The multiple of 3 at or below e. */
static int floor3(int e)
{
    return e >= 0 ? e / 3 * 3 : -((-e + 2) / 3) * 3;
}

/* Write digits d (with implied zeros to the right) so that `lead` of them
 * stand before the decimal point, into out at *o. */
static void put_digits(char *out, size_t *o, const char *d, int lead)
{
    int nd = (int)strlen(d);
    for (int k = 0; k < lead; k++)
        out[(*o)++] = k < nd ? d[k] : '0';
    if (nd > lead) {
        out[(*o)++] = '.';
        for (int k = lead; k < nd; k++)
            out[(*o)++] = d[k];
    }
}

/* Contract in units.h; besides, NaN prints "n/a" and infinities "inf" or
 * "-inf", and -0 prints "0". */
const char *mlsys_units_format_num(double x, int digits, int exact_int, char *buf, size_t n)
{
    if (!n)
        return buf;
    if (isnan(x) || isinf(x)) {
        snprintf(buf, n, "%s", isnan(x) ? "n/a" : x < 0 ? "-inf" : "inf");
        return buf;
    }
    if (x == 0 || (exact_int && fabs(x) < 1e9 && x == trunc(x))) {
        snprintf(buf, n, "%.0f", x == 0 ? 0.0 : x); /* never "-0" */
        return buf;
    }
    struct rounded r;
    round_sig(x, clamp_digits(digits), &r);
    char out[64];
    size_t o = 0;
    if (r.neg)
        out[o++] = '-';
    if (r.exp >= -4 && r.exp <= 8) { /* 1e-4 <= |x| < 1e9 after rounding */
        if (r.exp < 0) {
            out[o++] = '0';
            out[o++] = '.';
            for (int k = 0; k < -r.exp - 1; k++)
                out[o++] = '0';
            memcpy(out + o, r.dig, strlen(r.dig));
            o += strlen(r.dig);
        } else {
            put_digits(out, &o, r.dig, r.exp + 1);
        }
        out[o] = '\0';
    } else {
        int e3 = floor3(r.exp);
        put_digits(out, &o, r.dig, r.exp - e3 + 1);
        snprintf(out + o, sizeof out - o, "e%d", e3);
    }
    mlsys_text_cat(buf, n, out, "");
    return buf;
}

/* v (base units) expressed in units of f; powers of ten divide or
 * multiply exactly representable factors. */
static double in_unit(double v, const struct mlsys_ufac *f)
{
    double x = v;
    if (f->e10 > 0)
        x /= mlsys_unit_pow10(f->e10);
    else if (f->e10 < 0)
        x *= mlsys_unit_pow10(-f->e10);
    return x * f->den / f->num;
}

/* Parse the display family or unit text; any failure is MLSYS_EUNIT. */
static int parse_family(const char *family, struct mlsys_ufac *f, struct mlsys_err *err)
{
    int rc = mlsys_unit_factor_parse(family, f, err);
    if (rc && err)
        err->code = MLSYS_EUNIT;
    return rc ? MLSYS_EUNIT : MLSYS_OK;
}

static int put_unit(char *unit, size_t n, const char *prefix, const char *rest)
{
    if (n)
        mlsys_text_cat(unit, n, prefix, rest);
    return MLSYS_OK;
}

/* Time ladder: the largest of years, days, h, min whose rounded value is
 * at least 1, else seconds with an SI prefix down to fs. */
static int pick_time(double v, int digits, char *unit, size_t n)
{
    static const struct {
        const char *name;
        double sec;
    } big[] = {{"years", 31536000}, {"days", 86400}, {"h", 3600}, {"min", 60}};
    double a = fabs(v);
    struct rounded r;
    if (!isfinite(a) || a == 0)
        return put_unit(unit, n, "", "s");
    for (size_t i = 0; i < sizeof big / sizeof big[0]; i++) {
        round_sig(a / big[i].sec, digits, &r);
        if (r.exp >= 0)
            return put_unit(unit, n, "", big[i].name);
    }
    round_sig(a, digits, &r);
    int k = floor3(r.exp);
    return put_unit(unit, n, k < E10_MIN || k > 0 ? "" : mlsys_unit_prefix_text(k), "s");
}

/* Mass ladder: t, kt, Mt from 1000 kg (after rounding) on, else a decimal
 * prefix on g down to f, as for other units (fg pg ng ug mg g kg; micro
 * is the ASCII "u", which the parser reads back like "µ"); beyond either
 * end, kg. */
static int pick_mass(double v, int digits, char *unit, size_t n)
{
    double a = fabs(v);
    struct rounded r;
    if (!isfinite(a) || a == 0)
        return put_unit(unit, n, "", "kg");
    round_sig(a / 1000, digits, &r);
    if (r.exp >= 0) {
        int k = floor3(r.exp);
        return k > 6 ? put_unit(unit, n, "", "kg")
                     : put_unit(unit, n, mlsys_unit_prefix_text(k), "t");
    }
    round_sig(a * 1000, digits, &r);
    int k = floor3(r.exp);
    return k < E10_MIN ? put_unit(unit, n, "", "kg")
                       : put_unit(unit, n, mlsys_unit_prefix_text(k), "g");
}

/* The family with the prefix of its first unit word removed ("kg/J" ->
 * "g/J") into bare (size n), and that word's unit in *u. False when the
 * family does not start with a unit that takes decimal prefixes, or when
 * that unit is raised to a power ("m^3": a prefix would be cubed too). */
static bool bare_family(const char *family, char *bare, size_t n,
                        const struct mlsys_unit_def **u)
{
    const char *s = family;
    while (*s == ' ' || *s == '\t')
        s++;
    size_t w = mlsys_unit_word_len(s);
    struct mlsys_atom a;
    if (!w || mlsys_unit_lookup(s, w, &a) != MLSYS_LOOKUP_OK ||
        !(a.unit->flags & (MLSYS_U_UP | MLSYS_U_DOWN)) || (a.unit->flags & MLSYS_U_NOPICK))
        return false;
    const char *t = s + w;
    while (*t == ' ' || *t == '\t')
        t++;
    if (*t == '^')
        return false;
    *u = a.unit;
    return mlsys_text_cat(bare, n, a.unit->name, s + w) < n;
}

/* A decimal prefix on the first unit word of the bare family, from the
 * value rounded in that unit; out of the unit's prefix range, none. */
static int pick_prefix(double v, const char *bare, const struct mlsys_unit_def *u, int digits,
                       char *unit, size_t n, struct mlsys_err *err)
{
    struct mlsys_ufac f;
    int rc = parse_family(bare, &f, err);
    if (rc)
        return rc;
    double w = in_unit(v, &f);
    int k = 0;
    if (isfinite(w) && w != 0) {
        struct rounded r;
        round_sig(fabs(w), digits, &r);
        k = floor3(r.exp);
    }
    int kmin = (u->flags & MLSYS_U_DOWN) ? E10_MIN : 0, kmax = (u->flags & MLSYS_U_UP) ? 21 : 0;
    if (k < kmin || k > kmax)
        k = 0;
    return put_unit(unit, n, mlsys_unit_prefix_text(k), bare);
}

/* mlsys_units_pick for a family known to parse (non-NULL): FIXED copies;
 * a family that does not start with a prefixable unit is copied; "s" and
 * "g" (after removing a prefix) take their ladders; anything else a
 * decimal prefix on its first unit. */
static int pick_unit(double v, const char *family, enum mlsys_units_fmt_mode mode, int digits,
                     char *unit, size_t n, struct mlsys_err *err)
{
    const struct mlsys_unit_def *u;
    char bare[128];
    if (mode == MLSYS_FMT_FIXED)
        return put_unit(unit, n, "", family);
    if (!bare_family(family, bare, sizeof bare, &u))
        return put_unit(unit, n, "", family);
    digits = clamp_digits(digits);
    if (!strcmp(bare, "s"))
        return pick_time(v, digits, unit, n);
    if (!strcmp(bare, "g"))
        return pick_mass(v, digits, unit, n);
    return pick_prefix(v, bare, u, digits, unit, n, err);
}

/* Contract in units.h: the family checked (not with FIXED), then
 * pick_unit. */
int mlsys_units_pick(double v, const char *family, enum mlsys_units_fmt_mode mode, int digits,
                     char *unit, size_t n, struct mlsys_err *err)
{
    struct mlsys_ufac f;
    family = family ? family : "";
    int rc = mode == MLSYS_FMT_FIXED ? 0 : parse_family(family, &f, err);
    return rc ? rc : pick_unit(v, family, mode, digits, unit, n, err);
}

/* Record "cannot convert DIM to UNIT" and return MLSYS_EDIM. */
static int convert_error(const int8_t dim[MLSYS_NDIM], const char *unit, struct mlsys_err *err)
{
    char name[96];
    mlsys_qty_unit_name(dim, name, sizeof name);
    return mlsys_err_set(err, MLSYS_EDIM, "cannot convert %s to %s", name[0] ? name : "a count",
                         unit[0] ? unit : "a count");
}

/* Contract in units.h. */
int mlsys_units_convert(double v, const int8_t dim[MLSYS_NDIM], const char *unit, double *out,
                        struct mlsys_err *err)
{
    struct mlsys_ufac f;
    unit = unit ? unit : "";
    int rc = mlsys_unit_factor_parse(unit, &f, err);
    if (rc)
        return rc;
    if (memcmp(dim, f.dim, sizeof f.dim))
        return convert_error(dim, unit, err);
    *out = in_unit(v, &f);
    return MLSYS_OK;
}

/* Contract in units.h: check the family, pick, convert, print. */
int mlsys_units_format(mlsys_qty q, const char *family, enum mlsys_units_fmt_mode mode, int digits,
                       char *buf, size_t n, struct mlsys_err *err)
{
    struct mlsys_ufac f;
    char unit[128], num[64];
    double x;
    family = family ? family : "";
    int rc = parse_family(family, &f, err);
    if (rc)
        return rc;
    if (memcmp(q.dim, f.dim, sizeof f.dim))
        return convert_error(q.dim, family, err);
    if (isnan(q.v) || isinf(q.v)) {
        mlsys_units_format_num(q.v, digits, 0, num, sizeof num);
        snprintf(buf, n, "%s%s%s", num, family[0] && !isnan(q.v) ? " " : "",
                 isnan(q.v) ? "" : family);
        return MLSYS_OK;
    }
    if ((rc = pick_unit(q.v, family, mode, digits, unit, sizeof unit, err)) || /* parsed above */
        (rc = mlsys_units_convert(q.v, q.dim, unit, &x, err)))
        return rc;
    if (isinf(x)) { /* 8e305 kg/B is 8e308 g/B, beyond a double: the base SI unit */
        mlsys_qty_unit_name(q.dim, unit, sizeof unit);
        x = q.v;
    }
    mlsys_units_format_num(x, digits, !family[0], num, sizeof num);
    if (!unit[0]) {
        mlsys_text_cat(buf, n, num, "");
        return MLSYS_OK;
    }
    const char *u = unit;
    size_t ul = strlen(unit);
    if (!strcmp(num, "1") && (!strcmp(unit, "days") || !strcmp(unit, "years")))
        ul--; /* "1 day", "1 year" */
    if (!strncmp(unit, "1/", 2)) {
        u++; /* "100 /s", which reads back, for the unit "1/s" */
        ul--;
    }
    char tail[64]; /* " unit", then one copy; snprintf parses a format */
    if (ul + 2 > sizeof tail) {
        snprintf(buf, n, "%s %.*s", num, (int)ul, u);
        return MLSYS_OK;
    }
    tail[0] = ' ';
    memcpy(tail + 1, u, ul);
    tail[ul + 1] = '\0';
    mlsys_text_cat(buf, n, num, tail);
    return MLSYS_OK;
}
