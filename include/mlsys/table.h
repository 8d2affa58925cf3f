/* table.h - the result-table model: column definitions, cells, and the
 * sink that commands hand rows to. A renderer (render.h) implements a sink;
 * so can a test, an --assert checker or a scenario evaluator.
 *
 * Thread safety: every function here is pure: it reads only its arguments
 * and writes only through its output pointers, with no global or hidden
 * state, so calls from several threads at once are safe. A sink is the
 * caller's object: its callbacks run on the thread that hands it rows.
 *
 * Enum values are fixed: each is written out, a new one is only ever
 * appended, and none is renumbered or reused (docs/api.md).
 */
#ifndef MLSYS_TABLE_H
#define MLSYS_TABLE_H

#include <stdbool.h>
#include <stddef.h>

#include "mlsys/err.h"
#include "mlsys/export.h"
#include "mlsys/qty.h"
#include "mlsys/units.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Column flags. */
enum {
    MLSYS_COL_SUMMARY = 1 << 0, /* shown in the many-row people table        */
    MLSYS_COL_MACHINE = 1 << 1, /* machine formats only, never in the table   */
    MLSYS_COL_DYNAMIC = 1 << 2, /* unit decided per cell (cell.unit, cell.q)  */
    MLSYS_COL_INPUT = 1 << 3,   /* a swept input (set by the sweep driver):
                                   plots draw one series per combination    */
    MLSYS_COL_INNER = 1 << 4    /* the innermost swept input (the last one
                                   given, varying fastest): with neither plot
                                   axis a swept input, each series is a curve
                                   along it rather than one point a value   */
};

/* One output key. `unit` is the display family (units.h: "s", "B/s", "%",
 * "" for counts, "FLOP/byte" with MLSYS_FMT_FIXED...) and, through its
 * dimension, the base SI unit written in machine formats. NULL unit: a
 * string or boolean column. */
struct mlsys_coldef {
    const char *key;     /* ASCII symbol: "T_mem", "eta_hw"            */
    const char *unit;    /* display family, or NULL for text/boolean    */
    enum mlsys_units_fmt_mode mode;
    const char *meaning; /* one line for --help and the vertical table  */
    unsigned flags;
};

enum mlsys_cell_type {
    MLSYS_CELL_NONE = 0, /* no value: null in JSON, empty in CSV, "-" for people */
    MLSYS_CELL_NUM = 1,
    MLSYS_CELL_STR = 2,
    MLSYS_CELL_BOOL = 3
};

/* One value. For NUM, q.v is in base units and q.dim must match the
 * column's unit dimension (or, for MLSYS_COL_DYNAMIC columns, `unit` names
 * the display unit for people, used as is; NULL picks one from q.dim). Strings are
 * borrowed: valid until the sink's row() returns. */
struct mlsys_cell {
    enum mlsys_cell_type type;
    mlsys_qty q;
    const char *s;
    bool b;
    const char *unit;
    bool col_unit; /* q.v is in the base unit of the column's own dimension */
};

/* What a sink is told before the first row. The sink may keep pointers to
 * it, its column definitions and their strings until its end() returns. */
struct mlsys_table {
    const char *command; /* "iron-law", "catalog list"... */
    const struct mlsys_coldef *cols;
    size_t ncols;
};

/* Where rows go. Every callback returns 0 or an error code (MLSYS_EPIPE
 * when the reader went away: stop quietly). begin is called once, then
 * row/note any number of times, then end once (also after an error, so
 * a sink can release what it holds; end's status is then ignored). */
struct mlsys_sink {
    int (*begin)(struct mlsys_sink *s, const struct mlsys_table *t, struct mlsys_err *err);
    int (*row)(struct mlsys_sink *s, const struct mlsys_cell *cells, struct mlsys_err *err);
    int (*note)(struct mlsys_sink *s, const char *text, struct mlsys_err *err);
    int (*end)(struct mlsys_sink *s, bool ok, struct mlsys_err *err);
    void *self;
};

/* What a value is. Values are append-only: never renumbered or reused. */
enum mlsys_value_type {
    MLSYS_VALUE_NONE = 0,   /* absent, or not a finite number (JSON null) */
    MLSYS_VALUE_NUMBER = 1, /* number, in the column's base SI unit       */
    MLSYS_VALUE_TEXT = 2,
    MLSYS_VALUE_BOOL = 3
};

/* One value of a row. text is valid until the row callback returns. */
struct mlsys_value {
    enum mlsys_value_type type;
    double number;
    const char *text;
    int boolean; /* 0 or 1 */
};

/* Where plain values go (mlsys_run_values, run.h): a sink for programs
 * that want numbers, not cells. Each callback returns 0 to go on;
 * anything else ends the run early and quietly (status 0). Any may be
 * NULL. Strings are valid until the callback returns. */
struct mlsys_receiver {
    /* Once, before the first row (or at the end when there is none): the
     * n output keys and the base SI unit of each, as the JSON format's
     * "units" gives it ("s", "B/s", "" for a count or a fraction), NULL for
     * text and yes/no keys (and for a unit-per-row key without a number in
     * the first row). */
    int (*columns)(void *self, size_t n, const char *const *keys, const char *const *units);
    /* Each row: values[i] of keys[i]. */
    int (*row)(void *self, size_t n, const struct mlsys_value *values);
    /* Each note, in order (what the command assumed or warns about). */
    int (*note)(void *self, const char *text);
    /* Each problem that does not end the run, as the command line prints it
     * (its answer is ignored: a problem never stops a run). */
    int (*problem)(void *self, const char *line);
    void *self;
};

/* Cell constructors (inline: a sweep builds tens of millions of cells).
 * Their initializers name every field in order, as C++ before C++20 has
 * no designated initializers. */

/* A numeric cell holding q (value in base units of q.dim). */
static inline struct mlsys_cell mlsys_cell_num(mlsys_qty q)
{
    struct mlsys_cell c = {MLSYS_CELL_NUM, q, NULL, false, NULL, false};
    return c;
}

/* A number in base SI units of its column's declared unit (a model's
 * output double, e.g. a time in s for a column of family "s"). The
 * column's dimension is attached when it is rendered; not allowed in
 * text or DYNAMIC columns. */
static inline struct mlsys_cell mlsys_cell_val(double v)
{
    struct mlsys_cell c = {MLSYS_CELL_NUM, {v, {0}}, NULL, false, NULL, true};
    return c;
}

/* A string cell borrowing s; NULL gives an absent cell. */
static inline struct mlsys_cell mlsys_cell_str(const char *s)
{
    struct mlsys_cell c = {s ? MLSYS_CELL_STR : MLSYS_CELL_NONE, {0, {0}}, s, false, NULL, false};
    return c;
}

/* The one word a boolean cell is written as, in every output format
 * (table, CSV, TSV, JSON, plots, assertion messages): true or false. */
static inline const char *mlsys_cell_bool_word(bool b)
{
    return b ? "true" : "false";
}

static inline struct mlsys_cell mlsys_cell_bool(bool b)
{
    struct mlsys_cell c = {MLSYS_CELL_BOOL, {0, {0}}, NULL, b, NULL, false};
    return c;
}

/* An absent cell (null / empty / "-"). */
static inline struct mlsys_cell mlsys_cell_none(void)
{
    struct mlsys_cell c = {MLSYS_CELL_NONE, {0, {0}}, NULL, false, NULL, false};
    return c;
}

/* The same cells written in place, field by field: mlsys_cell_put_val(&c,
 * v) leaves c as c = mlsys_cell_val(v) would. Compilers build a returned
 * struct in a temporary and copy it with wide loads that read back the
 * narrow stores just made, which stalls the processor's store forwarding
 * at every cell; a command that fills a row at every point of a long
 * sweep writes its cells with these. */
static inline void mlsys_cell_put(struct mlsys_cell *c, enum mlsys_cell_type type, double v,
                                  const char *s, bool b, bool col_unit)
{
    c->type = type;
    c->q.v = v;
    for (int i = 0; i < MLSYS_NDIM; i++)
        c->q.dim[i] = 0;
    c->s = s;
    c->b = b;
    c->unit = NULL;
    c->col_unit = col_unit;
}

static inline void mlsys_cell_put_val(struct mlsys_cell *c, double v)
{
    mlsys_cell_put(c, MLSYS_CELL_NUM, v, NULL, false, true);
}

/* mlsys_cell_put_val, or an absent cell when v is NaN (not known). */
static inline void mlsys_cell_put_known(struct mlsys_cell *c, double v)
{
    mlsys_cell_put(c, v != v ? MLSYS_CELL_NONE : MLSYS_CELL_NUM, v != v ? 0 : v, NULL, false,
                   v == v);
}

static inline void mlsys_cell_put_num(struct mlsys_cell *c, mlsys_qty q)
{
    mlsys_cell_put(c, MLSYS_CELL_NUM, q.v, NULL, false, false);
    for (int i = 0; i < MLSYS_NDIM; i++)
        c->q.dim[i] = q.dim[i];
}

static inline void mlsys_cell_put_str(struct mlsys_cell *c, const char *s)
{
    mlsys_cell_put(c, s ? MLSYS_CELL_STR : MLSYS_CELL_NONE, 0, s, false, false);
}

static inline void mlsys_cell_put_bool(struct mlsys_cell *c, bool b)
{
    mlsys_cell_put(c, MLSYS_CELL_BOOL, 0, NULL, b, false);
}

static inline void mlsys_cell_put_none(struct mlsys_cell *c)
{
    mlsys_cell_put(c, MLSYS_CELL_NONE, 0, NULL, false, false);
}

/* Index of the column named key (case-sensitive) in t, or -1. */
MLSYS_API int mlsys_table_find(const struct mlsys_table *t, const char *key);

/* The error for option opt naming key, which t does not have:
 * MLSYS_EUSAGE "--columns: unknown key 'Tx'; did you mean 'T'?", or with
 * nothing close "...; keys are: a, b, c" (MLSYS_ENOMEM when out of memory). */
MLSYS_API int mlsys_table_unknown_key(const struct mlsys_table *t, const char *opt, const char *key,
                                      struct mlsys_err *err);

#ifdef __cplusplus
}
#endif

#endif
