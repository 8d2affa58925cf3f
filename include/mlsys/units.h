/* units.h - the one parser and the one people-formatter for quantities.
 *
 * Text grammar (case-sensitive units, '.' decimal point, no locale):
 *   expr    := term (('+' | '-') term)*
 *   term    := unary (('*' | '/') unary)*         (a unitexpr may follow any
 *              prefix of a term that holds no unit word, and multiplies all
 *              of it: "4096^3 FLOP", "2*4096^3 FLOP", "(1/3) s")
 *   unary   := '-' unary | power
 *   power   := primary ('^' ['-'] INT)?            (|INT| <= 16)
 *   primary := NUMBER [unitexpr] | '(' expr ')' | unitexpr
 *   unitexpr:= ['/'] uatom (('*' | '/') uatom)*      (a '/' or '*' continues
 *              the unit only when a unit atom follows it)
 *   uatom   := (UNIT | '(' unitexpr ')') ['^' ['-'] INT]
 *   NUMBER  := DIGITS ['.' DIGITS] [('e' | 'E') ['+' | '-'] DIGITS]
 * So "3.35 TB/s" is one quantity, "140 GB / 3.35 TB/s" a quotient of two,
 * "100 /s" a rate, "3 (m/s)^2" an acceleration squared, "-2^2" is -4.
 * "A / B UNIT" with A and B free of units reads both as (A/B) UNIT and as
 * A/(B UNIT); unless the two agree it is refused (MLSYS_EPARSE) with both
 * spelled out: "ambiguous '1/3 s': write '(1/3) s' for 333.3 ms, or
 * '1/(3 s)' for 0.3333 /s".
 * After '(' at the start of a primary comes an expression; after a NUMBER,
 * a '(' followed by a unit word opens a unit ("3 (TB/s)"). Sums and
 * differences need equal dimensions. A unit's power of ten is applied to
 * the decimal text, so "3.35 TB/s" is exactly strtod("3.35e12").
 *
 * Units: SI prefixes k K M G T P E Z (up) and m u µ μ n p f (down); binary
 * prefixes Ki Mi Gi Ti Pi on B, byte and bit only; down prefixes are refused
 * on data and operation counts as ambiguous ("mB": did you mean "MB"?).
 * s min minute minutes h hour hours d day days week weeks month months
 * (a twelfth of the 365-day year) yr year years; B byte bytes bit bits b
 * bps; FLOP FLOPs OP OPs (counts) FLOPS OPS (rates); J Wh W; USD $ (up
 * prefixes on input, "5 kUSD", never chosen for output); g t; m L; Hz; FIT
 * (1e-9 per device-hour); % (0.01); req request requests token tokens
 * sample samples (dimensionless count words). A prefix alone ("1.5M") is
 * refused with the count it may mean.
 *
 * Errors carry err->col: the 1-based character offset in the text.
 *
 * Thread safety: every function here is pure: it reads only its arguments
 * and writes only through its output pointers, with no global or hidden
 * state, so calls from several threads at once are safe. Numbers are read
 * and written with strtod and snprintf, which follow the process's
 * LC_NUMERIC locale: the library never calls setlocale and expects the
 * default "C" locale (a program that sets a locale with a decimal comma
 * breaks parsing and formatting).
 *
 * Enum values are fixed: each is written out, a new one is only ever
 * appended, and none is renumbered or reused (docs/api.md).
 */
#ifndef MLSYS_UNITS_H
#define MLSYS_UNITS_H

#include <stdbool.h>
#include <stddef.h>

#include "mlsys/err.h"
#include "mlsys/export.h"
#include "mlsys/qty.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Parse a quantity or quantity expression. Refuses empty text, trailing
 * garbage, NaN/Inf spelled any way, numbers or results out of double range,
 * non-UTF-8 bytes, unknown units (with "did you mean" when one is close).
 * On error *out is untouched. */
MLSYS_API int mlsys_units_parse(const char *text, mlsys_qty *out, struct mlsys_err *err);

/* Parse a unit expression alone ("TB/s", "g/kWh", "FLOP/byte"): *out is the
 * factor that converts one of that unit to base units, with its dimension.
 * The empty text and "1" are the dimensionless unit; "1/s" is accepted. */
MLSYS_API int mlsys_units_parse_unit(const char *text, mlsys_qty *out, struct mlsys_err *err);

/* Parse text and require the dimension of unit expression `want` ("B/s").
 * A plain number is refused unless `want` is dimensionless: "--bw 3.35"
 * has no unit ("missing unit; expected a quantity in B/s (e.g. '3.35 B/s')").
 * Mismatch is MLSYS_EDIM naming both dimensions ("expected a quantity in
 * B/s, got one in s"). *out is in base units whatever `want`'s prefix. */
MLSYS_API int mlsys_units_parse_as(const char *text, const char *want, mlsys_qty *out,
                                   struct mlsys_err *err);

/* Parse a dimensionless count. "70B", "7K", "1.5M", "2T" are refused with
 * "expected a count; did you mean 70e9?" (B/G billion, M million, K/k
 * thousand, T trillion); any other dimension is MLSYS_EDIM. */
MLSYS_API int mlsys_units_parse_count(const char *text, double *out, struct mlsys_err *err);

/* When text is one NUMBER and one magnitude letter ("70B", "7K", "1.5 M",
 * "2T", "70G": B/G billion, M million, K/k thousand, T trillion), write the
 * count it probably means ("70e9") into num (size n), the letter's byte
 * offset into *letter, and return true; else false. "70B" also reads as
 * 70 bytes, which is why callers that take any unit only hint. */
MLSYS_API bool mlsys_units_count_hint(const char *text, char *num, size_t n, size_t *letter);

/* Display modes for mlsys_units_format and mlsys_units_pick. */
enum mlsys_units_fmt_mode {
    MLSYS_FMT_AUTO = 0, /* pick a decimal prefix (time: ns..s, then min h days years) */
    MLSYS_FMT_FIXED = 1 /* exactly the unit given */
};

/* Choose the display unit for base value v (in base units of `family`'s
 * dimension) after rounding v to `digits` significant digits, so 999960 B
 * gives "MB" (prints as "1 MB"), never "kB" with "1000". Families:
 * "s" (fs ps ns us ms s, then min h days years: the largest whose rounded
 * value is >= 1), "g" (fg pg ng ug mg g kg, from 1000 kg on t kt Mt),
 * "%" (x100, never prefixed), "" (count: no unit), any other unit
 * expression gets a decimal prefix on its first atom ("B/s" -> "GB/s",
 * "J/B" -> "pJ/B", "kg/J" -> "mg/J"; down prefixes only where the unit
 * takes them, so never "mB"). No prefix when that atom takes none
 * ("USD/h") or is raised to a power ("m^3"); a value beyond the prefix
 * range (f to Z) keeps the unprefixed unit and prints in engineering
 * notation ("10e24 B", "1e-21 kg"). Micro is written "u" ("us", "ug"),
 * which reads back like "µ".
 * With MLSYS_FMT_FIXED the family is copied as is. Writes the unit text
 * into unit (size n). MLSYS_EUNIT if family does not parse. */
MLSYS_API int mlsys_units_pick(double v, const char *family, enum mlsys_units_fmt_mode mode,
                               int digits, char *unit, size_t n, struct mlsys_err *err);

/* Convert base value v of dimension dim into `unit` (as from
 * mlsys_units_pick, or any unit expression; "%" multiplies by 100, "days"
 * and "years" are understood). MLSYS_EDIM if dimensions differ. */
MLSYS_API int mlsys_units_convert(double v, const int8_t dim[MLSYS_NDIM], const char *unit,
                                  double *out, struct mlsys_err *err);

/* Write x with `digits` significant digits, trailing zeros removed, no
 * exponent for 1e-4 <= |x| < 1e9, else engineering notation "1.074e9"
 * (exponent a multiple of 3). Integers below 1e9 print exactly when
 * `exact_int` is true. NaN prints "n/a", infinities "inf" and "-inf", -0
 * "0"; digits is clamped to 1..17. Never locale-dependent. Returns buf. */
MLSYS_API const char *mlsys_units_format_num(double x, int digits, int exact_int, char *buf,
                                             size_t n);

/* Format q for people: number, a space, unit ("41.79 ms", "1 MB",
 * "36.25 %", "3.5 h", "1 day", "3 days", "100 /s" for the unit "1/s"; a
 * count prints without unit, integers below 1e9 exactly). The text reads
 * back with mlsys_units_parse. NaN prints "n/a", and an infinite value
 * "inf" with the family as unit. MLSYS_EUNIT if family does not parse,
 * MLSYS_EDIM if q's dimension is not the family's. The text is cut to fit
 * n bytes (64 always suffice for families of base units). */
MLSYS_API int mlsys_units_format(mlsys_qty q, const char *family, enum mlsys_units_fmt_mode mode,
                                 int digits, char *buf, size_t n, struct mlsys_err *err);

#ifdef __cplusplus
}
#endif

#endif
