/* cmd_units.c - `mlsys units EXPR [UNIT]`: the quantity core as a command. */
#include <stdio.h>
#include <string.h>

#include "commands/cmds.h"
#include "mlsys/units.h"

enum { O_EXPR, O_UNIT, O_N };

static const struct mlsys_optdef opts[O_N] = {
    [O_EXPR] = {.name = "EXPR", .kind = MLSYS_OPT_TEXT,
                .help = "quantity expression, e.g. \"140 GB / 3.35 TB/s\"",
                .flags = MLSYS_OPTF_POSITIONAL | MLSYS_OPTF_REQUIRED},
    [O_UNIT] = {.name = "UNIT", .kind = MLSYS_OPT_TEXT,
                .help = "unit to express the result in, e.g. ms (default: a decimal prefix is "
                        "chosen)",
                .flags = MLSYS_OPTF_POSITIONAL},
};

enum { C_VALUE, C_UNIT, C_N };

static const struct mlsys_coldef cols[C_N] = {
    [C_VALUE] = {"value", NULL, MLSYS_FMT_AUTO,
                 "the value (machine formats: in the base SI unit named by 'unit')",
                 MLSYS_COL_DYNAMIC | MLSYS_COL_SUMMARY},
    [C_UNIT] = {"unit", NULL, MLSYS_FMT_AUTO, "base SI unit of value (empty for a count)",
                MLSYS_COL_MACHINE},
};

static const char *const examples[] = {
    "units \"140 GB / 3.35 TB/s\" ms",
    "units \"400 Gbps\" GB/s",
    "units \"1024 * 312 TFLOP/s\"",
    "units --format json \"80 GiB\"",
    "units \"2*4096^3 FLOP / 312 TFLOP/s\"",
    "units \"(1/3) s\" ms",
    "units \"5 kUSD/month\" USD/h",
    NULL,
};

/* Add the column of a parse error to its context, so the user sees where
 * in the text it went wrong. */
static int parse_error(const char *what, struct mlsys_err *err, int rc)
{
    if (err->col > 0)
        mlsys_err_where(err, "%s at character %d", what, err->col);
    else
        mlsys_err_where(err, "%s", what);
    err->col = 0;
    return rc;
}

/* Evaluate EXPR; with UNIT, check the dimension and display in it. */
static int eval(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    mlsys_qty q, u;
    int rc = mlsys_units_parse(call->v[O_EXPR].s, &q, err);
    if (rc)
        return parse_error("EXPR", err, rc);
    const char *unit = call->v[O_UNIT].set ? call->v[O_UNIT].s : NULL;
    if (unit) {
        rc = mlsys_units_parse_unit(unit, &u, err);
        if (rc)
            return parse_error("UNIT", err, rc);
        if (!mlsys_qty_same_dim(q, u)) {
            char have[64], want[64];
            mlsys_qty_unit_name(q.dim, have, sizeof have);
            mlsys_qty_unit_name(u.dim, want, sizeof want);
            mlsys_err_where(err, "UNIT");
            return mlsys_err_set(err, MLSYS_EDIM, "cannot express a quantity in %s as %s (%s)",
                                 have[0] ? have : "a count", unit, want[0] ? want : "a count");
        }
    }
    char num[64], note[160];
    size_t letter;
    const char *text = call->v[O_EXPR].s;
    if (mlsys_units_count_hint(text, num, sizeof num, &letter) && text[letter] == 'B' &&
        text[letter - 1] != ' ' && text[letter - 1] != '\t') { /* "70B", not "70 B" */
        size_t at = strspn(text, " \t");
        snprintf(note, sizeof note, "'%.*s' reads as bytes; did you mean the count %s?",
                 (int)(letter + 1 - at), text + at, num);
        if ((rc = sink->note(sink, note, err)))
            return rc;
    }
    char base[64];
    struct mlsys_cell cells[C_N];
    cells[C_VALUE] = mlsys_cell_num(q);
    cells[C_VALUE].unit = unit;
    cells[C_UNIT] = mlsys_cell_str(mlsys_qty_unit_name(q.dim, base, sizeof base));
    return sink->row(sink, cells, err);
}

const struct mlsys_cmddef mlsys_cmd_units = {
    .name = "units",
    .summary = "evaluate a quantity expression with units",
    .description =
        "Parses EXPR (numbers with units, + - * / ^ and parentheses; dimensions are checked)\n"
        "and prints the result for people with a decimal prefix, or in UNIT when given.\n"
        "Machine formats print the value in base SI units and name that unit.\n"
        "A unit may follow any expression of plain numbers and applies to all of it\n"
        "(\"4096^3 FLOP\", \"2^10 B\", \"(1/3) s\"). \"A / B UNIT\" with plain numbers A and B\n"
        "is refused with both readings, (A/B) UNIT and A/(B UNIT): write the parentheses.\n"
        "Time words: s min h hour d day week month (365/12 days) yr; money: USD $ with up\n"
        "prefixes (kUSD); counts: req token sample (so req/s is a rate). \"70B\" is 70 bytes;\n"
        "a note says so, as a count of 70 billion is 70e9.",
    .blocks = MLSYS_BLOCKS(MLSYS_OWN(opts, O_N)),
    .cols = cols,
    .ncols = C_N,
    .examples = examples,
    .eval = eval,
};
