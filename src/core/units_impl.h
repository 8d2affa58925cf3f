/* units_impl.h - private to src/core/units_*.c: the unit vocabulary
 * (units_table.c) and the unit-factor parser (units_parse.c) that the
 * formatter (units_format.c) shares. Not part of the public API.
 */
#ifndef MLSYS_UNITS_IMPL_H
#define MLSYS_UNITS_IMPL_H

#include <stdbool.h>
#include <stddef.h>

#include "mlsys/err.h"
#include "mlsys/qty.h"

/* One unit expressed in base units: 10^e10 * num / den of dimension dim.
 * The power of ten is kept apart so that "3.35 TB" is read by a single
 * correctly rounded strtod("3.35e12") and "5 us" is not 5 * 1e-6; num and
 * den stay small exact integers or powers of two (3600, 1/8, 2^30). */
struct mlsys_ufac {
    int e10;
    double num, den;
    int8_t dim[MLSYS_NDIM];
};

/* Which prefixes a unit takes. */
enum {
    MLSYS_U_UP = 1,    /* decimal k K M G T P E Z */
    MLSYS_U_DOWN = 2,  /* decimal m u µ μ n p f */
    MLSYS_U_BIN = 4,   /* binary Ki Mi Gi Ti Pi */
    MLSYS_U_AMBIG = 8, /* data or operations: a down prefix is a case slip */
    MLSYS_U_NOPICK = 16 /* prefixes read ("kUSD") but never chosen for output */
};

struct mlsys_unit_def {
    const char *name;
    const char *what; /* long name for the ambiguity message ("byte") */
    struct mlsys_ufac f;
    unsigned flags;
};

struct mlsys_prefix_def {
    const char *text; /* as written: "k", "Ki", "\xc2\xb5" */
    const char *name; /* "kilo" */
    const char *twin; /* for down and binary prefixes: the up prefix a case
                         slip or binary/decimal mix-up most likely meant */
    int e10;          /* decimal exponent; 0 for binary prefixes */
    double num;       /* 2^(10 i) for binary prefixes, else 1 */
};

/* A unit word resolved: unit and prefix (NULL when none). */
struct mlsys_atom {
    const struct mlsys_unit_def *unit;
    const struct mlsys_prefix_def *prefix;
};

enum mlsys_lookup {
    MLSYS_LOOKUP_OK = 0,
    MLSYS_LOOKUP_UNKNOWN, /* no such unit */
    MLSYS_LOOKUP_AMBIG,   /* down prefix on data/operations ("mB") */
    MLSYS_LOOKUP_BINARY   /* binary prefix on a non-data unit ("KiW") */
};

/* Byte length of the unit word starting at s: a run of ASCII letters and
 * micro signs (U+00B5, U+03BC) with an optional '$' after it ("k$"), or a
 * lone '$' or '%'. 0 when none. */
size_t mlsys_unit_word_len(const char *s);

/* Resolve the unit word (len bytes at word): an exact table entry first
 * ("m", "min", "h"), else a prefix the unit accepts followed by a table
 * entry. Returns an enum mlsys_lookup; *atom is filled for OK, AMBIG and
 * BINARY (the unit and the prefix that was refused). */
int mlsys_unit_lookup(const char *word, size_t len, struct mlsys_atom *atom);

/* The factor of a resolved atom (prefix applied). */
void mlsys_unit_atom_factor(const struct mlsys_atom *atom, struct mlsys_ufac *f);

/* Factor algebra: f = 1 (dimensionless); f = f * a (sign 1) or f / a
 * (sign -1); f = f^n. Exponents saturate at the int8 range, powers of ten
 * at +-100000 (far out of double range, refused by the caller). */
void mlsys_ufac_one(struct mlsys_ufac *f);
void mlsys_ufac_mul(struct mlsys_ufac *f, const struct mlsys_ufac *a, int sign);
void mlsys_ufac_pow(struct mlsys_ufac *f, int n);

/* True when the len bytes at word are a prefix alone ("M", "Ki", "k"). */
bool mlsys_unit_is_prefix(const char *word, size_t len);

/* A replacement for the unknown unit word (len bytes at word): a known
 * slip ("sec" -> "s", "TBps" -> "TB/s", "flops" -> "FLOP/s"), else the
 * closest common unit spelling by case-insensitive match or edit distance.
 * Writes it into buf (size n) and returns true, or returns false. */
bool mlsys_unit_suggest(const char *word, size_t len, char *buf, size_t n);

/* End of the unit expression starting at s+i, read lexically the way the
 * parser reads one but without parentheses ("TB/sec" in "3 TB/sec + 1"):
 * the span quoted when a unit in it is unknown. */
size_t mlsys_unit_expr_end(const char *s, size_t i);

/* The unit expression text (len bytes at s) with every word that is not a
 * unit replaced by its suggestion ("tb/s" -> "TB/s"), into out (size n).
 * False when some word has no suggestion or out is too small. */
bool mlsys_unit_fix_expr(const char *s, size_t len, char *out, size_t n);

/* Decimal prefix text for a multiple of 3 from -15 to 21 ("" for 0,
 * "u" for micro), NULL otherwise. */
const char *mlsys_unit_prefix_text(int e10);

/* 10^e as a double: exact for |e| <= 22, correctly rounded otherwise. */
double mlsys_unit_pow10(int e);

/* The value of f in base units (10^e10 * num / den); not finite or zero
 * when out of double range. */
double mlsys_unit_value(const struct mlsys_ufac *f);

/* units_parse.c: mlsys_units_parse, also telling in *saw_unit (may be
 * NULL) whether a unit word appeared ("3.35" against "3.35 %"). */
int mlsys_unit_parse_text(const char *text, mlsys_qty *out, bool *saw_unit,
                          struct mlsys_err *err);

/* units_parse.c: the NUMBER at s, digits ['.' digits] [('e' | 'E') ['+' |
 * '-'] digits] with at least one mantissa digit. Returns its byte length
 * (0: none there), sets *mant to the mantissa's length and *exp to the
 * exponent written (saturated at 99999 in magnitude). No sign, no "nan",
 * "inf" or hex. */
size_t mlsys_unit_scan_number(const char *s, size_t *mant, long *exp);

/* units_parse.c: 1-based character (code point) column of byte offset off
 * in s. */
int mlsys_unit_col(const char *s, size_t off);

/* Parse a unit expression alone (units_parse.c): the empty text and "1"
 * are the dimensionless unit, "1/s" a rate. Errors as mlsys_units_parse. */
int mlsys_unit_factor_parse(const char *text, struct mlsys_ufac *f, struct mlsys_err *err);

#endif
