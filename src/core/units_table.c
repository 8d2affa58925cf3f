/* units_table.c - the unit vocabulary: units, prefixes, lookup of a unit
 * word, and "did you mean" suggestions for unknown words. The list of
 * units and its rules are in mlsys/units.h and docs/notation.md s16.
 */
#include "units_impl.h"

#include "core/text.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Dimension exponents in enum mlsys_qty_dim order: s B FLOP J USD kg m. */
#define U(name, what, e10, num, den, t, b, o, e, c, m, l, flags) \
    { name, what, { e10, num, den, { t, b, o, e, c, m, l } }, flags }

#define PX (MLSYS_U_UP | MLSYS_U_DOWN)
#define DATA (MLSYS_U_UP | MLSYS_U_BIN | MLSYS_U_AMBIG)
#define OPS (MLSYS_U_UP | MLSYS_U_AMBIG)

static const struct mlsys_unit_def units[] = {
    U("s", NULL, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, PX),
    U("min", NULL, 0, 60, 1, 1, 0, 0, 0, 0, 0, 0, 0),
    U("minute", NULL, 0, 60, 1, 1, 0, 0, 0, 0, 0, 0, 0),
    U("minutes", NULL, 0, 60, 1, 1, 0, 0, 0, 0, 0, 0, 0),
    U("h", NULL, 0, 3600, 1, 1, 0, 0, 0, 0, 0, 0, 0),
    U("hour", NULL, 0, 3600, 1, 1, 0, 0, 0, 0, 0, 0, 0),
    U("hours", NULL, 0, 3600, 1, 1, 0, 0, 0, 0, 0, 0, 0),
    U("d", NULL, 0, 86400, 1, 1, 0, 0, 0, 0, 0, 0, 0),
    U("day", NULL, 0, 86400, 1, 1, 0, 0, 0, 0, 0, 0, 0),
    U("days", NULL, 0, 86400, 1, 1, 0, 0, 0, 0, 0, 0, 0),
    U("week", NULL, 0, 604800, 1, 1, 0, 0, 0, 0, 0, 0, 0),
    U("weeks", NULL, 0, 604800, 1, 1, 0, 0, 0, 0, 0, 0, 0),
    /* a month is a twelfth of the 365-day year: 2,628,000 s = 30.4167 days */
    U("month", NULL, 0, 2628000, 1, 1, 0, 0, 0, 0, 0, 0, 0),
    U("months", NULL, 0, 2628000, 1, 1, 0, 0, 0, 0, 0, 0, 0),
    U("yr", NULL, 0, 31536000, 1, 1, 0, 0, 0, 0, 0, 0, 0),
    U("year", NULL, 0, 31536000, 1, 1, 0, 0, 0, 0, 0, 0, 0),
    U("years", NULL, 0, 31536000, 1, 1, 0, 0, 0, 0, 0, 0, 0),
    U("B", "byte", 0, 1, 1, 0, 1, 0, 0, 0, 0, 0, DATA),
    U("byte", "byte", 0, 1, 1, 0, 1, 0, 0, 0, 0, 0, DATA),
    U("bytes", "byte", 0, 1, 1, 0, 1, 0, 0, 0, 0, 0, DATA),
    U("bit", "bit", 0, 1, 8, 0, 1, 0, 0, 0, 0, 0, DATA),
    U("bits", "bit", 0, 1, 8, 0, 1, 0, 0, 0, 0, 0, DATA),
    U("b", "bit", 0, 1, 8, 0, 1, 0, 0, 0, 0, 0, DATA),
    U("bps", "bit/s", 0, 1, 8, -1, 1, 0, 0, 0, 0, 0, OPS),
    U("FLOP", "FLOP", 0, 1, 1, 0, 0, 1, 0, 0, 0, 0, OPS),
    U("FLOPs", "FLOP", 0, 1, 1, 0, 0, 1, 0, 0, 0, 0, OPS),
    U("FLOPS", "FLOP/s", 0, 1, 1, -1, 0, 1, 0, 0, 0, 0, OPS),
    U("OP", "OP", 0, 1, 1, 0, 0, 1, 0, 0, 0, 0, OPS),
    U("OPs", "OP", 0, 1, 1, 0, 0, 1, 0, 0, 0, 0, OPS),
    U("OPS", "OP/s", 0, 1, 1, -1, 0, 1, 0, 0, 0, 0, OPS),
    U("J", NULL, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0, PX),
    U("Wh", NULL, 0, 3600, 1, 0, 0, 0, 1, 0, 0, 0, PX),
    U("W", NULL, 0, 1, 1, -1, 0, 0, 1, 0, 0, 0, PX),
    U("USD", NULL, 0, 1, 1, 0, 0, 0, 0, 1, 0, 0, MLSYS_U_UP | MLSYS_U_NOPICK),
    U("$", NULL, 0, 1, 1, 0, 0, 0, 0, 1, 0, 0, MLSYS_U_UP | MLSYS_U_NOPICK),
    U("g", NULL, -3, 1, 1, 0, 0, 0, 0, 0, 1, 0, PX),
    U("t", NULL, 3, 1, 1, 0, 0, 0, 0, 0, 1, 0, MLSYS_U_UP),
    U("m", NULL, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1, PX),
    U("L", NULL, -3, 1, 1, 0, 0, 0, 0, 0, 0, 3, PX),
    U("Hz", NULL, 0, 1, 1, -1, 0, 0, 0, 0, 0, 0, PX),
    U("FIT", NULL, -9, 1, 3600, -1, 0, 0, 0, 0, 0, 0, 0),
    U("%", NULL, -2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0),
    U("req", NULL, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0),
    U("request", NULL, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0),
    U("requests", NULL, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0),
    U("token", NULL, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0),
    U("tokens", NULL, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0),
    U("sample", NULL, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0),
    U("samples", NULL, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0),
};

#define MICRO_LATIN "\xc2\xb5" /* U+00B5 MICRO SIGN */
#define MICRO_GREEK "\xce\xbc" /* U+03BC GREEK SMALL LETTER MU */

/* Binary prefixes first: they are the longer ASCII match. */
static const struct mlsys_prefix_def prefixes[] = {
    {"Ki", "kibi", "k", 0, 1024.0},
    {"Mi", "mebi", "M", 0, 1048576.0},
    {"Gi", "gibi", "G", 0, 1073741824.0},
    {"Ti", "tebi", "T", 0, 1099511627776.0},
    {"Pi", "pebi", "P", 0, 1125899906842624.0},
    {"k", "kilo", NULL, 3, 1},
    {"K", "kilo", NULL, 3, 1},
    {"M", "mega", NULL, 6, 1},
    {"G", "giga", NULL, 9, 1},
    {"T", "tera", NULL, 12, 1},
    {"P", "peta", NULL, 15, 1},
    {"E", "exa", NULL, 18, 1},
    {"Z", "zetta", NULL, 21, 1},
    {"m", "milli", "M", -3, 1},
    {"u", "micro", NULL, -6, 1},
    {MICRO_LATIN, "micro", NULL, -6, 1},
    {MICRO_GREEK, "micro", NULL, -6, 1},
    {"n", "nano", NULL, -9, 1},
    {"p", "pico", "P", -12, 1},
    {"f", "femto", NULL, -15, 1},
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* True when the len bytes at word spell name exactly. */
static bool eqn(const char *word, size_t len, const char *name)
{
    /* the first byte first: most names differ there, and this is a scan */
    return (len == 0 || name[0] == word[0]) && strncmp(name, word, len) == 0 &&
           name[len] == '\0';
}

/* Contracts of the exported functions in units_impl.h. */
size_t mlsys_unit_word_len(const char *s)
{
    if (*s == '$' || *s == '%')
        return 1;
    size_t i = 0;
    for (;;) {
        unsigned char c = (unsigned char)s[i];
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
            i++;
        else if (!strncmp(s + i, MICRO_LATIN, 2) || !strncmp(s + i, MICRO_GREEK, 2))
            i += 2;
        else
            return i + (i && c == '$'); /* "k$" */
    }
}

/* The table entry spelled exactly by the len bytes at word, or NULL. */
static const struct mlsys_unit_def *find_exact(const char *word, size_t len)
{
    for (size_t i = 0; i < COUNT(units); i++)
        if (eqn(word, len, units[i].name))
            return &units[i];
    return NULL;
}

/* Classify prefix px on unit u: OK when u takes it, AMBIG for a down
 * prefix on data/operations, BINARY for a binary prefix on a unit that
 * takes decimal ones, else UNKNOWN. */
static int classify(const struct mlsys_prefix_def *px, const struct mlsys_unit_def *u)
{
    if (px->e10 == 0)
        return (u->flags & MLSYS_U_BIN)  ? MLSYS_LOOKUP_OK
               : (u->flags & MLSYS_U_UP) ? MLSYS_LOOKUP_BINARY
                                         : MLSYS_LOOKUP_UNKNOWN;
    if (px->e10 > 0)
        return (u->flags & MLSYS_U_UP) ? MLSYS_LOOKUP_OK : MLSYS_LOOKUP_UNKNOWN;
    if (u->flags & MLSYS_U_DOWN)
        return MLSYS_LOOKUP_OK;
    return (u->flags & MLSYS_U_AMBIG) ? MLSYS_LOOKUP_AMBIG : MLSYS_LOOKUP_UNKNOWN;
}

/* Exact entry first, then each prefix in table order: the first prefix
 * the unit takes wins; else the first refusal (AMBIG, BINARY); else
 * UNKNOWN. */
int mlsys_unit_lookup(const char *word, size_t len, struct mlsys_atom *atom)
{
    const struct mlsys_unit_def *u = find_exact(word, len);
    if (u) {
        atom->unit = u;
        atom->prefix = NULL;
        return MLSYS_LOOKUP_OK;
    }
    int worst = MLSYS_LOOKUP_UNKNOWN;
    for (size_t i = 0; i < COUNT(prefixes); i++) {
        const struct mlsys_prefix_def *px = &prefixes[i];
        size_t pl = strlen(px->text);
        if (len <= pl || (pl && word[0] != px->text[0]) || strncmp(word, px->text, pl) != 0)
            continue;
        u = find_exact(word + pl, len - pl);
        if (!u)
            continue;
        int c = classify(px, u);
        if (c == MLSYS_LOOKUP_UNKNOWN || (c != MLSYS_LOOKUP_OK && worst != MLSYS_LOOKUP_UNKNOWN))
            continue;
        atom->unit = u;
        atom->prefix = px;
        if (c == MLSYS_LOOKUP_OK)
            return c;
        worst = c;
    }
    return worst;
}

bool mlsys_unit_is_prefix(const char *word, size_t len)
{
    for (size_t i = 0; i < COUNT(prefixes); i++)
        if (eqn(word, len, prefixes[i].text))
            return true;
    return false;
}

/* The prefix adds its power of ten, or multiplies by 2^(10 i). */
void mlsys_unit_atom_factor(const struct mlsys_atom *atom, struct mlsys_ufac *f)
{
    *f = atom->unit->f;
    if (atom->prefix) {
        f->e10 += atom->prefix->e10;
        f->num *= atom->prefix->num;
    }
}

/* Factor algebra and expression suggestions: contracts in units_impl.h. */
void mlsys_ufac_one(struct mlsys_ufac *f)
{
    memset(f, 0, sizeof *f);
    f->num = f->den = 1;
}

static int8_t sat8(long x)
{
    return (int8_t)(x > INT8_MAX ? INT8_MAX : x < INT8_MIN ? INT8_MIN : x);
}

/* Powers of ten stay within +-100000 so that nothing overflows an int;
 * such factors are far out of double range and refused later. */
static int sat_e10(long e)
{
    return (int)(e > 100000 ? 100000 : e < -100000 ? -100000 : e);
}

void mlsys_ufac_mul(struct mlsys_ufac *f, const struct mlsys_ufac *a, int sign)
{
    f->e10 = sat_e10((long)f->e10 + (long)sign * a->e10);
    f->num *= sign > 0 ? a->num : a->den;
    f->den *= sign > 0 ? a->den : a->num;
    for (int d = 0; d < MLSYS_NDIM; d++)
        f->dim[d] = sat8((long)f->dim[d] + (long)sign * a->dim[d]);
}

void mlsys_ufac_pow(struct mlsys_ufac *f, int n)
{
    double num = pow(f->num, abs(n)), den = pow(f->den, abs(n));
    f->e10 = sat_e10((long)f->e10 * n);
    f->num = n < 0 ? den : num;
    f->den = n < 0 ? num : den;
    for (int d = 0; d < MLSYS_NDIM; d++)
        f->dim[d] = sat8((long)f->dim[d] * n);
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static size_t skip_ws(const char *s, size_t i)
{
    while (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r' || s[i] == '\f' ||
           s[i] == '\v')
        i++;
    return i;
}

/* Well-known misspellings, matched exactly (after an optional prefix:
 * "msec" -> "ms", "TBps" -> "TB/s"). */
static const char *const slips[][2] = {
    {"sec", "s"},        {"secs", "s"},       {"second", "s"},     {"seconds", "s"},
    {"hr", "h"},         {"hrs", "h"},        {"mins", "min"},     {"yrs", "yr"},
    {"mo", "month"},     {"mon", "month"},    {"mos", "months"},
    {"flops", "FLOP/s"}, {"Flops", "FLOP/s"}, {"flop", "FLOP"},    {"Flop", "FLOP"},
    {"Bps", "B/s"},      {"rps", "req/s"},    {"qps", "req/s"},    {"reqs", "req"},
    {"tok", "tokens"},   {"toks", "tokens"},  {"tps", "tokens/s"}, {"usd", "USD"},
    {"watt", "W"},       {"watts", "W"},      {"joule", "J"},
    {"joules", "J"},     {"gram", "g"},       {"grams", "g"},      {"tonne", "t"},
    {"tonnes", "t"},     {"litre", "L"},      {"liter", "L"},      {"litres", "L"},
    {"liters", "L"},     {"l", "L"},          {"dollar", "USD"},   {"dollars", "USD"},
};

/* Unit names and their common prefixed forms, for the case-insensitive
 * and edit-distance suggestions; on ties the earlier entry wins. */
static const char *const spellings[] = {
    "s", "ms", "us", "ns", "min", "h", "day", "days", "week", "yr", "year", "years",
    "B", "kB", "MB", "GB", "TB", "PB", "KiB", "MiB", "GiB", "TiB", "byte", "bytes",
    "bit", "bits", "Gbit", "b", "Mb", "Gb", "Tb", "bps", "Mbps", "Gbps", "Tbps",
    "FLOP", "FLOPs", "FLOPS", "GFLOPS", "TFLOPS", "PFLOPS", "EFLOPS", "OP", "OPS", "TOPS",
    "J", "kJ", "MJ", "mJ", "nJ", "pJ", "Wh", "kWh", "MWh", "GWh", "W", "kW", "MW",
    "USD", "kUSD", "MUSD", "g", "kg", "t", "m", "km", "L", "Hz", "GHz", "FIT", "%",
    "req", "tokens", "samples", "hour", "month",
};

/* The fix for a known slip spelled by the len bytes at word, or NULL. */
static const char *find_slip(const char *word, size_t len)
{
    for (size_t i = 0; i < COUNT(slips); i++)
        if (eqn(word, len, slips[i][0]))
            return slips[i][1];
    return NULL;
}

/* A slip, then a prefix and a slip ("msec"), then the spellings:
 * case-insensitively for words of one or two letters, which are within
 * one edit of too many units, else by mlsys_text_suggest. */
bool mlsys_unit_suggest(const char *word, size_t len, char *buf, size_t n)
{
    const char *fix = find_slip(word, len);
    if (fix)
        return (size_t)snprintf(buf, n, "%s", fix) < n;
    for (size_t i = 0; i < COUNT(prefixes); i++) {
        size_t pl = strlen(prefixes[i].text);
        if (len > pl && !strncmp(word, prefixes[i].text, pl) &&
            (fix = find_slip(word + pl, len - pl)))
            return (size_t)snprintf(buf, n, "%s%s", prefixes[i].text, fix) < n;
    }
    char w[64];
    if (len >= sizeof w)
        return false;
    memcpy(w, word, len);
    w[len] = '\0';
    if (len < 3) { /* one- and two-letter words are one edit from many units */
        for (size_t i = 0; i < COUNT(spellings) && !fix; i++)
            if (mlsys_text_ieq(w, spellings[i]))
                fix = spellings[i];
    } else {
        fix = mlsys_text_suggest(w, spellings, COUNT(spellings));
    }
    return fix && (size_t)snprintf(buf, n, "%s", fix) < n;
}

size_t mlsys_unit_expr_end(const char *s, size_t i)
{
    for (;;) {
        size_t w = mlsys_unit_word_len(s + i);
        if (!w)
            return i;
        i += w;
        size_t j = skip_ws(s, i);
        if (s[j] == '^') {
            size_t k = skip_ws(s, j + 1);
            k += s[k] == '-';
            if (is_digit(s[k])) {
                while (is_digit(s[k]))
                    k++;
                i = k;
            }
        }
        j = skip_ws(s, i);
        if ((s[j] != '*' && s[j] != '/') || !mlsys_unit_word_len(s + skip_ws(s, j + 1)))
            return i;
        i = skip_ws(s, j + 1);
    }
}

bool mlsys_unit_fix_expr(const char *s, size_t len, char *out, size_t n)
{
    size_t o = 0;
    for (size_t i = 0; i < len;) {
        size_t w = mlsys_unit_word_len(s + i);
        const char *piece = s + i;
        size_t plen = w ? w : 1;
        char rep[64];
        struct mlsys_atom a;
        if (w && mlsys_unit_lookup(s + i, w, &a) != MLSYS_LOOKUP_OK) {
            if (!mlsys_unit_suggest(s + i, w, rep, sizeof rep))
                return false;
            piece = rep;
            plen = strlen(rep);
        }
        if (o + plen >= n)
            return false;
        memcpy(out + o, piece, plen);
        o += plen;
        i += w ? w : 1;
    }
    out[o] = '\0';
    return true;
}

/* Prefix text by exponent: "u" (ASCII) for micro. */
const char *mlsys_unit_prefix_text(int e10)
{
    static const char *const text[] = {"f", "p", "n", "u", "m", "",  "k",
                                       "M", "G", "T", "P", "E", "Z"};
    if (e10 % 3 != 0 || e10 < -15 || e10 > 21)
        return NULL;
    return text[(e10 + 15) / 3];
}

/* Powers of ten up to 1e22 are exact doubles; 1e-k = 1 / 1e k is then
 * correctly rounded. Beyond, strtod rounds correctly. */
double mlsys_unit_pow10(int e)
{
    static const double exact[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                   1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                   1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    if (e >= 0 && e <= 22)
        return exact[e];
    if (e < 0 && e >= -22)
        return 1.0 / exact[-e];
    char buf[32];
    snprintf(buf, sizeof buf, "1e%d", e);
    return strtod(buf, NULL);
}

/* Divide by an exact power of ten rather than multiply by an inexact one. */
double mlsys_unit_value(const struct mlsys_ufac *f)
{
    if (f->e10 >= 0)
        return mlsys_unit_pow10(f->e10) * f->num / f->den;
    return f->num / (f->den * mlsys_unit_pow10(-f->e10));
}
