/* cmd_catalog.c - `mlsys catalog list [KIND]`, `catalog show NAME`,
 * `catalog check [DIR]`: the hardware, workload, fabric and grid catalogs. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands/cmds.h"
#include "mlsys/catalog.h"
#include "core/text.h"

/* ---- list ---------------------------------------------------------------- */

enum { L_KIND, L_N };

static const struct mlsys_optdef list_opts[L_N] = {
    [L_KIND] = {.name = "KIND", .kind = MLSYS_OPT_CHOICE,
                .choices = "hardware|workloads|fabrics|grids",
                .help = "which catalog to list (default: every entry, by kind)",
                .flags = MLSYS_OPTF_POSITIONAL},
};

#define S MLSYS_COL_SUMMARY
#define COL_NAME {"name", NULL, MLSYS_FMT_AUTO, "entry name", S}
#define COL_TITLE {"title", NULL, MLSYS_FMT_AUTO, "human-readable name", 0}
#define COL_YEAR(what) {"year", "", MLSYS_FMT_AUTO, what, S}
#define D (MLSYS_COL_SUMMARY | MLSYS_COL_DYNAMIC)
#define COL_BW(what) {"bandwidth", NULL, MLSYS_FMT_AUTO, what " (B/s)", D}

/* The columns of each KIND, then of the overview without KIND. */
static const struct mlsys_coldef hw_cols[] = {
    COL_NAME,
    {"class", NULL, MLSYS_FMT_AUTO, "cloud, workstation, mobile, edge or tiny", S},
    COL_YEAR("year of release"),
    {"peak", NULL, MLSYS_FMT_AUTO,
     "dense peak rate: fp16, else bf16, else the highest rate the device has (FLOP/s)", D},
    {"precision", NULL, MLSYS_FMT_AUTO, "precision of peak", S},
    COL_BW("memory bandwidth"),
    {"capacity", NULL, MLSYS_FMT_AUTO, "memory capacity (B)", D},
    {"tdp", NULL, MLSYS_FMT_AUTO, "thermal design power (W)", D},
    {"vendor", NULL, MLSYS_FMT_AUTO, "maker", 0},
    COL_TITLE,
};

static const struct mlsys_coldef wl_cols[] = {
    COL_NAME,
    {"family", NULL, MLSYS_FMT_AUTO,
     "decoder, encoder, moe, cnn, mlp, ssm, diffusion or recsys", S},
    {"parameters", "", MLSYS_FMT_AUTO, "total parameter count", D},
    {"layers", "", MLSYS_FMT_AUTO, "layers", S},
    COL_YEAR("year of publication"),
    COL_TITLE,
};

static const struct mlsys_coldef fab_cols[] = {
    COL_NAME,
    COL_BW("bandwidth per endpoint, per direction"),
    {"latency", NULL, MLSYS_FMT_AUTO, "per-message start-up latency, alpha (s)", D},
    COL_TITLE,
};

static const struct mlsys_coldef grid_cols[] = {
    COL_NAME,
    {"carbon_intensity", "g/kWh", MLSYS_FMT_FIXED, "grid carbon intensity (CO2e)", S},
    {"pue", "", MLSYS_FMT_AUTO, "power usage effectiveness", S},
    {"wue", "L/kWh", MLSYS_FMT_FIXED, "water usage effectiveness", S},
    COL_TITLE,
};

static const struct mlsys_coldef all_cols[] = {
    {"kind", NULL, MLSYS_FMT_AUTO, "hardware, workload, fabric or grid", S},
    COL_NAME,
    {"aliases", NULL, MLSYS_FMT_AUTO, "other names, comma-separated", S},
    {"title", NULL, MLSYS_FMT_AUTO, "human-readable name", S},
};

/* Every key of every variant, for --help. */
static const struct mlsys_coldef help_cols[] = {
    {"kind", NULL, MLSYS_FMT_AUTO, "hardware, workload, fabric or grid (no KIND)", S},
    COL_NAME,
    {"aliases", NULL, MLSYS_FMT_AUTO, "other names, comma-separated (no KIND)", S},
    COL_TITLE,
    {"class", NULL, MLSYS_FMT_AUTO, "hardware: cloud, workstation, mobile, edge or tiny", S},
    {"vendor", NULL, MLSYS_FMT_AUTO, "hardware: maker", 0},
    COL_YEAR("hardware, workloads: year of release or publication"),
    {"peak", NULL, MLSYS_FMT_AUTO,
     "hardware: dense fp16 rate, else bf16, else the highest rate (FLOP/s)", D},
    {"precision", NULL, MLSYS_FMT_AUTO, "hardware: precision of peak", S},
    COL_BW("hardware: memory bandwidth; fabrics: per endpoint, per direction"),
    {"capacity", NULL, MLSYS_FMT_AUTO, "hardware: memory capacity (B)", D},
    {"tdp", NULL, MLSYS_FMT_AUTO, "hardware: thermal design power (W)", D},
    {"family", NULL, MLSYS_FMT_AUTO, "workloads: model family", S},
    {"parameters", "", MLSYS_FMT_AUTO, "workloads: total parameter count", D},
    {"layers", "", MLSYS_FMT_AUTO, "workloads: layers", S},
    {"latency", NULL, MLSYS_FMT_AUTO, "fabrics: per-message start-up latency, alpha (s)", D},
    {"carbon_intensity", "g/kWh", MLSYS_FMT_FIXED, "grids: carbon intensity (CO2e)", S},
    {"pue", "", MLSYS_FMT_AUTO, "grids: power usage effectiveness", S},
    {"wue", "L/kWh", MLSYS_FMT_FIXED, "grids: water usage effectiveness", S},
};

#define NCOLS(a) (sizeof(a) / sizeof((a)[0]))
#define MAX_COLS 12

/* The columns of the KIND given (the overview without one). */
static void list_columns(const struct mlsys_call *call, const struct mlsys_coldef **cols,
                         size_t *n)
{
    static const struct {
        const struct mlsys_coldef *cols;
        size_t n;
    } by_kind[MLSYS_CAT_NKINDS] = {
        [MLSYS_CAT_HARDWARE] = {hw_cols, NCOLS(hw_cols)},
        [MLSYS_CAT_WORKLOAD] = {wl_cols, NCOLS(wl_cols)},
        [MLSYS_CAT_FABRIC] = {fab_cols, NCOLS(fab_cols)},
        [MLSYS_CAT_GRID] = {grid_cols, NCOLS(grid_cols)},
    };
    if (!call->v[L_KIND].set) {
        *cols = all_cols;
        *n = NCOLS(all_cols);
        return;
    }
    int k = call->v[L_KIND].choice;
    *cols = by_kind[k].cols;
    *n = by_kind[k].n;
}

/* Number cell of q, or none when unset. */
static struct mlsys_cell num_or_none(mlsys_qty q)
{
    return isnan(q.v) ? mlsys_cell_none() : mlsys_cell_num(q);
}

/* The rate a hardware list shows: fp16, else bf16, else the highest. */
static mlsys_qty list_peak(const struct mlsys_record *hw, enum mlsys_precision *p)
{
    static const enum mlsys_precision first[] = {MLSYS_PREC_FP16, MLSYS_PREC_BF16};
    for (size_t i = 0; i < 2; i++) {
        mlsys_qty q = mlsys_hw_rate(hw, first[i]);
        if (!isnan(q.v)) {
            *p = first[i];
            return q;
        }
    }
    mlsys_qty best = mlsys_hw_rate(hw, MLSYS_PREC_FP64);
    *p = MLSYS_PREC_FP64;
    for (int i = 1; i < MLSYS_NPREC; i++) {
        mlsys_qty q = mlsys_hw_rate(hw, (enum mlsys_precision)i);
        if (!isnan(q.v) && (isnan(best.v) || q.v > best.v)) {
            best = q;
            *p = (enum mlsys_precision)i;
        }
    }
    return best;
}

/* The aliases of r as "a, b" into buf. */
static const char *alias_list(const struct mlsys_record *r, char *buf, size_t n)
{
    size_t len = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < mlsys_record_naliases(r) && len + 1 < n; i++) {
        int k = snprintf(buf + len, n - len, "%s%s", i ? ", " : "", mlsys_record_alias(r, i));
        if (k < 0)
            break;
        len += (size_t)k;
    }
    return buf;
}

_Static_assert((int)MLSYS_HW_TITLE == (int)MLSYS_WL_TITLE &&
                   (int)MLSYS_HW_TITLE == (int)MLSYS_FAB_TITLE &&
                   (int)MLSYS_HW_TITLE == (int)MLSYS_GRID_TITLE,
               "title has the same field index in every kind");

/* One list row for record r of the KIND listed (kind < 0: overview). */
static int list_row(struct mlsys_sink *sink, int kind, const struct mlsys_record *r,
                    struct mlsys_err *err)
{
    struct mlsys_cell c[MAX_COLS];
    size_t n = 0;
    char aliases[256];
    enum mlsys_precision p;
    if (kind < 0) {
        c[n++] = mlsys_cell_str(mlsys_catalog_kind_name(mlsys_record_kind(r)));
        c[n++] = mlsys_cell_str(mlsys_record_name(r));
        c[n++] = mlsys_cell_str(alias_list(r, aliases, sizeof aliases));
        c[n++] = mlsys_cell_str(mlsys_record_text(r, MLSYS_HW_TITLE)); /* same index in all */
        return sink->row(sink, c, err);
    }
    c[n++] = mlsys_cell_str(mlsys_record_name(r));
    switch ((enum mlsys_catalog_kind)kind) {
    case MLSYS_CAT_HARDWARE: {
        mlsys_qty peak = list_peak(r, &p);
        c[n++] = mlsys_cell_str(mlsys_hw_text(r, MLSYS_HW_CLASS));
        c[n++] = num_or_none(mlsys_hw_qty(r, MLSYS_HW_YEAR));
        c[n++] = num_or_none(peak);
        c[n++] = isnan(peak.v) ? mlsys_cell_none() : mlsys_cell_str(mlsys_precision_name(p));
        c[n++] = num_or_none(mlsys_hw_qty(r, MLSYS_HW_MEM_BANDWIDTH));
        c[n++] = num_or_none(mlsys_hw_qty(r, MLSYS_HW_MEM_CAPACITY));
        c[n++] = num_or_none(mlsys_hw_qty(r, MLSYS_HW_TDP));
        c[n++] = mlsys_cell_str(mlsys_hw_text(r, MLSYS_HW_VENDOR));
        c[n++] = mlsys_cell_str(mlsys_hw_text(r, MLSYS_HW_TITLE));
        break;
    }
    case MLSYS_CAT_WORKLOAD:
        c[n++] = mlsys_cell_str(mlsys_wl_text(r, MLSYS_WL_FAMILY));
        c[n++] = num_or_none(mlsys_wl_qty(r, MLSYS_WL_PARAMETERS));
        c[n++] = num_or_none(mlsys_wl_qty(r, MLSYS_WL_LAYERS));
        c[n++] = num_or_none(mlsys_wl_qty(r, MLSYS_WL_YEAR));
        c[n++] = mlsys_cell_str(mlsys_wl_text(r, MLSYS_WL_TITLE));
        break;
    case MLSYS_CAT_FABRIC:
        c[n++] = num_or_none(mlsys_fabric_qty(r, MLSYS_FAB_BANDWIDTH));
        c[n++] = num_or_none(mlsys_fabric_qty(r, MLSYS_FAB_LATENCY));
        c[n++] = mlsys_cell_str(mlsys_fabric_text(r, MLSYS_FAB_TITLE));
        break;
    case MLSYS_CAT_GRID:
        c[n++] = num_or_none(mlsys_grid_qty(r, MLSYS_GRID_CARBON_INTENSITY));
        c[n++] = num_or_none(mlsys_grid_qty(r, MLSYS_GRID_PUE));
        c[n++] = num_or_none(mlsys_grid_qty(r, MLSYS_GRID_WUE));
        c[n++] = mlsys_cell_str(mlsys_grid_text(r, MLSYS_GRID_TITLE));
        break;
    default:
        break;
    }
    return sink->row(sink, c, err);
}

/* List one kind, or every kind in turn. */
static int list_eval(const struct mlsys_call *call, struct mlsys_sink *sink,
                     struct mlsys_err *err)
{
    bool one = call->v[L_KIND].set;
    int rc = 0;
    for (int k = 0; !rc && k < MLSYS_CAT_NKINDS; k++) {
        if (one && k != call->v[L_KIND].choice)
            continue;
        const struct mlsys_record **recs = NULL;
        size_t n = 0;
        rc = mlsys_catalog_list(call->ctx->catalog, (enum mlsys_catalog_kind)k, &recs, &n, err);
        for (size_t i = 0; !rc && i < n; i++)
            rc = list_row(sink, one ? k : -1, recs[i], err);
        free(recs);
    }
    return rc;
}

static const char *const list_examples[] = {
    "catalog list hardware",
    "catalog list workloads --format csv",
    "catalog list fabrics",
    "catalog list grids",
    "catalog list",
    NULL,
};

static const struct mlsys_cmddef list_cmd = {
    .name = "list",
    .summary = "list the entries of a catalog",
    .description =
        "Lists the shipped entries and those of --catalog directories and MLSYS_CATALOG\n"
        "(which override shipped entries of the same name), sorted by name. The columns\n"
        "depend on KIND; without KIND every entry is listed with its kind and aliases.",
    .blocks = MLSYS_BLOCKS(MLSYS_OWN(list_opts, L_N)),
    .cols = help_cols,
    .ncols = NCOLS(help_cols),
    .examples = list_examples,
    .eval = list_eval,
    .columns = list_columns,
};

/* ---- show ---------------------------------------------------------------- */

enum { SH_NAME, SH_N };

static const struct mlsys_optdef show_opts[SH_N] = {
    [SH_NAME] = {.name = "NAME", .kind = MLSYS_OPT_TEXT,
                 .help = "entry name or alias, any case (h100, llama70b, ib-ndr, france)",
                 .flags = MLSYS_OPTF_POSITIONAL | MLSYS_OPTF_REQUIRED},
};

enum { C_KEY, C_VALUE, C_UNIT, C_N };

static const struct mlsys_coldef show_cols[C_N] = {
    [C_KEY] = {"key", NULL, MLSYS_FMT_AUTO, "field name as in the YAML file", S},
    [C_VALUE] = {"value", NULL, MLSYS_FMT_AUTO,
                 "the value (machine formats: numbers in the base SI unit named by 'unit')",
                 MLSYS_COL_DYNAMIC | S},
    [C_UNIT] = {"unit", NULL, MLSYS_FMT_AUTO, "base SI unit of value (empty for a count)",
                MLSYS_COL_MACHINE},
};

/* Emit one key/value row; a number's base unit goes in the unit column. */
static int show_row(struct mlsys_sink *sink, const char *key, struct mlsys_cell value,
                    struct mlsys_err *err)
{
    char base[64];
    struct mlsys_cell c[C_N];
    c[C_KEY] = mlsys_cell_str(key);
    c[C_VALUE] = value;
    c[C_UNIT] = value.type == MLSYS_CELL_NUM
                    ? mlsys_cell_str(mlsys_qty_unit_name(value.q.dim, base, sizeof base))
                    : mlsys_cell_none();
    return sink->row(sink, c, err);
}

/* Every field the entry gives, in schema order, then where it came from. */
static int show_eval(const struct mlsys_call *call, struct mlsys_sink *sink,
                     struct mlsys_err *err)
{
    const struct mlsys_record *r;
    int rc = mlsys_catalog_find_any(call->ctx->catalog, call->v[SH_NAME].s, &r, err);
    if (rc)
        return rc;
    const struct mlsys_schema *sc = mlsys_schema_get(mlsys_record_kind(r));
    rc = show_row(sink, "kind", mlsys_cell_str(mlsys_catalog_kind_name(mlsys_record_kind(r))), err);
    for (size_t f = 0; !rc && f < sc->nfields; f++) {
        const struct mlsys_schema_field *d = &sc->fields[f];
        if (!mlsys_record_has(r, f))
            continue;
        struct mlsys_cell v;
        char aliases[256];
        if (d->kind == MLSYS_FK_NAMES) {
            v = mlsys_cell_str(alias_list(r, aliases, sizeof aliases));
        } else if (d->kind >= MLSYS_FK_YEAR) {
            v = mlsys_cell_num(mlsys_record_qty(r, f));
            if (d->kind == MLSYS_FK_QTY && d->mode == MLSYS_FMT_FIXED)
                v.unit = d->unit;
        } else {
            v = mlsys_cell_str(mlsys_record_text(r, f));
        }
        rc = show_row(sink, d->path, v, err);
    }
    if (!rc)
        rc = show_row(sink, "file", mlsys_cell_str(mlsys_record_file(r)), err);
    if (!rc)
        rc = show_row(sink, "builtin", mlsys_cell_bool(mlsys_record_builtin(r)), err);
    return rc;
}

static const char *const show_examples[] = {
    "catalog show h100",
    "catalog show llama70b",
    "catalog show ib-ndr --format json",
    "catalog show france --format csv",
    NULL,
};

static const struct mlsys_cmddef show_cmd = {
    .name = "show",
    .summary = "show every field of one entry, with units and source",
    .description =
        "Shows the entry called NAME (a name or alias of any kind, any case): every field\n"
        "it gives, with its unit, its source, and the file it was read from.",
    .blocks = MLSYS_BLOCKS(MLSYS_OWN(show_opts, SH_N)),
    .cols = show_cols,
    .ncols = C_N,
    .examples = show_examples,
    .eval = show_eval,
};

/* ---- check --------------------------------------------------------------- */

enum { CK_DIR, CK_N };

static const struct mlsys_optdef check_opts[CK_N] = {
    [CK_DIR] = {.name = "DIR", .kind = MLSYS_OPT_TEXT,
                .help = "catalog directory to validate, laid out as DIR/hardware/NAME.yaml, "
                        "DIR/workloads/..., DIR/fabrics/..., DIR/grids/... (default: the shipped "
                        "catalog and the user directories)",
                .flags = MLSYS_OPTF_POSITIONAL},
};

enum { K_SOURCE, K_KIND, K_ENTRIES, K_N };

static const struct mlsys_coldef check_cols[K_N] = {
    [K_SOURCE] = {"source", NULL, MLSYS_FMT_AUTO, "built-in, or the catalog directory", S},
    [K_KIND] = {"kind", NULL, MLSYS_FMT_AUTO, "hardware, workloads, fabrics or grids", S},
    [K_ENTRIES] = {"entries", "", MLSYS_FMT_AUTO, "valid entries of that kind", S},
};

/* Validate DIR (against the shipped catalog, for shadowed names), or the
 * whole catalog; every problem goes to ctx->problem; on success one row
 * per source and kind (DIR's only, with DIR). */
static int check_eval(const struct mlsys_call *call, struct mlsys_sink *sink,
                      struct mlsys_err *err)
{
    struct mlsys_catalog *own = NULL, *cat = call->ctx->catalog;
    size_t first = 0; /* the first layer listed */
    int rc = 0;
    if (call->v[CK_DIR].set) {
        const char *dir = call->v[CK_DIR].s;
        const struct mlsys_embedded_catalog *shipped = cat ? mlsys_catalog_shipped(cat) : NULL;
        if ((rc = mlsys_catalog_open(shipped, &dir, 1, &own, err)))
            return rc;
        cat = own;
        first = shipped != NULL;
    }
    rc = mlsys_catalog_load(cat, !own, call->ctx->problem, call->ctx->problem_self, err);
    const char *dir;
    size_t counts[MLSYS_CAT_NKINDS];
    for (size_t i = first; !rc && mlsys_catalog_layer(cat, i, &dir, counts); i++)
        for (int k = 0; !rc && k < MLSYS_CAT_NKINDS; k++) {
            struct mlsys_cell c[K_N];
            c[K_SOURCE] = mlsys_cell_str(dir ? dir : "built-in");
            c[K_KIND] = mlsys_cell_str(mlsys_catalog_kind_dir((enum mlsys_catalog_kind)k));
            c[K_ENTRIES] = mlsys_cell_num(mlsys_qty_num((double)counts[k]));
            rc = sink->row(sink, c, err);
        }
    mlsys_catalog_close(own);
    return rc;
}

static const char *const check_examples[] = {
    "catalog check",
    NULL,
};

static const struct mlsys_cmddef check_cmd = {
    .name = "check",
    .summary = "validate a catalog directory, listing every problem",
    .description =
        "Parses every file of DIR (or of the shipped catalog and the user directories) and\n"
        "checks it: known keys, required fields, units and dimensions, names equal to file\n"
        "names, no duplicate names or aliases. A name or alias that shadows another entry\n"
        "of the shipped catalog (or of an earlier directory) is a problem too: it takes\n"
        "that key over, so the other entry is no longer found by it. Every problem is\n"
        "reported as FILE:LINE:COL: message; any problem makes the exit status 1.",
    .blocks = MLSYS_BLOCKS(MLSYS_OWN(check_opts, CK_N)),
    .cols = check_cols,
    .ncols = K_N,
    .examples = check_examples,
    .eval = check_eval,
};

/* ---- the command ------------------------------------------------------------ */

static const struct mlsys_cmddef *const subs[] = {&list_cmd, &show_cmd, &check_cmd, NULL};

const struct mlsys_cmddef mlsys_cmd_catalog = {
    .name = "catalog",
    .summary = "list, show and check the hardware, workload, fabric and grid catalogs",
    .description =
        "The catalogs shipped in the binary, plus the directories of --catalog (repeatable)\n"
        "and MLSYS_CATALOG (colon-separated), whose entries override shipped ones by name.\n"
        "Names and aliases are case-insensitive.",
    .subs = subs,
};
