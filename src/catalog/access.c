/* access.c - reading records: the generic and typed accessors of
 * catalog.h. Numbers are stored in base units when a record is parsed, so
 * every accessor is an index into the record's field array. */
#include "catalog_impl.h"

#include <math.h>
#include <string.h>

#include "mlsys/units.h"

enum mlsys_catalog_kind mlsys_record_kind(const struct mlsys_record *r)
{
    return r->kind;
}

const char *mlsys_record_name(const struct mlsys_record *r)
{
    return r->name;
}

size_t mlsys_record_naliases(const struct mlsys_record *r)
{
    return r->naliases;
}

const char *mlsys_record_alias(const struct mlsys_record *r, size_t i)
{
    return i < r->naliases ? r->aliases[i] : NULL;
}

const char *mlsys_record_file(const struct mlsys_record *r)
{
    return mlsys_ydoc_file(r->doc);
}

bool mlsys_record_builtin(const struct mlsys_record *r)
{
    return r->builtin;
}

bool mlsys_record_has(const struct mlsys_record *r, size_t field)
{
    return r && field < r->schema->nfields && r->v[field].set;
}

mlsys_qty mlsys_record_unset_qty(const struct mlsys_schema *sc, size_t f)
{
    mlsys_qty q = mlsys_qty_num(NAN);
    mlsys_qty u;
    if (sc && f < sc->nfields && sc->fields[f].kind == MLSYS_FK_QTY &&
        !mlsys_units_parse_unit(sc->fields[f].unit, &u, NULL))
        memcpy(q.dim, u.dim, sizeof q.dim);
    return q;
}

mlsys_qty mlsys_record_qty(const struct mlsys_record *r, size_t field)
{
    if (!r || field >= r->schema->nfields || r->schema->fields[field].kind < MLSYS_FK_YEAR)
        return mlsys_record_unset_qty(r ? r->schema : NULL, field);
    return r->v[field].q; /* NaN with its dimension when unset (mlsys_record_parse) */
}

const char *mlsys_record_text(const struct mlsys_record *r, size_t field)
{
    if (!mlsys_record_has(r, field) || r->schema->fields[field].kind == MLSYS_FK_NAMES)
        return NULL;
    return r->v[field].s;
}

int mlsys_record_pos(const struct mlsys_record *r, size_t field, int *line, int *col)
{
    const struct mlsys_ynode *n = mlsys_record_has(r, field) ? r->v[field].node : NULL;
    *line = n ? n->line : 0;
    *col = n ? n->col : 0;
    return *line;
}

/* A field of a record expected to be of kind k. */
static mlsys_qty kind_qty(const struct mlsys_record *r, enum mlsys_catalog_kind k, size_t f)
{
    if (!r || r->kind != k)
        return mlsys_record_unset_qty(mlsys_schema_get(k), f);
    return mlsys_record_qty(r, f);
}

static const char *kind_text(const struct mlsys_record *r, enum mlsys_catalog_kind k, size_t f)
{
    return r && r->kind == k ? mlsys_record_text(r, f) : NULL;
}

mlsys_qty mlsys_hw_qty(const struct mlsys_record *hw, enum mlsys_hw_field f)
{
    return kind_qty(hw, MLSYS_CAT_HARDWARE, (size_t)f);
}

const char *mlsys_hw_text(const struct mlsys_record *hw, enum mlsys_hw_field f)
{
    return kind_text(hw, MLSYS_CAT_HARDWARE, (size_t)f);
}

mlsys_qty mlsys_hw_rate(const struct mlsys_record *hw, enum mlsys_precision p)
{
    /* storage-only precisions have no field: NaN in FLOP/s like an unset rate */
    size_t f = (unsigned)p < MLSYS_NRATES ? (size_t)MLSYS_HW_FP64 + (size_t)p : MLSYS_HW_NFIELDS;
    if (f == MLSYS_HW_NFIELDS)
        return mlsys_record_unset_qty(mlsys_schema_get(MLSYS_CAT_HARDWARE), MLSYS_HW_FP64);
    return kind_qty(hw, MLSYS_CAT_HARDWARE, f);
}

enum mlsys_hw_class mlsys_hw_class(const struct mlsys_record *hw)
{
    return hw && hw->kind == MLSYS_CAT_HARDWARE ? (enum mlsys_hw_class)hw->v[MLSYS_HW_CLASS].choice
                                                : MLSYS_CLASS_CLOUD;
}

enum mlsys_hw_kind mlsys_hw_kind(const struct mlsys_record *hw)
{
    return hw && hw->kind == MLSYS_CAT_HARDWARE && hw->v[MLSYS_HW_KIND].set
               ? (enum mlsys_hw_kind)hw->v[MLSYS_HW_KIND].choice
               : MLSYS_HW_KIND_DEVICE;
}

double mlsys_hw_devices(const struct mlsys_record *hw)
{
    double n = mlsys_hw_qty(hw, MLSYS_HW_DEVICES).v;
    return isnan(n) ? 1 : n;
}

/* Whether field f of a hardware entry is a total over its devices. */
static bool per_entry_total(enum mlsys_hw_field f)
{
    return (f >= MLSYS_HW_FP64 && f <= MLSYS_HW_MEM_FLASH) || f == MLSYS_HW_SCALEUP_BANDWIDTH ||
           f == MLSYS_HW_HOST_BANDWIDTH || f == MLSYS_HW_TDP || f == MLSYS_HW_PRICE;
}

mlsys_qty mlsys_hw_dev_qty(const struct mlsys_record *hw, enum mlsys_hw_field f)
{
    mlsys_qty q = mlsys_hw_qty(hw, f);
    if (per_entry_total(f))
        q.v /= mlsys_hw_devices(hw);
    return q;
}

mlsys_qty mlsys_hw_dev_rate(const struct mlsys_record *hw, enum mlsys_precision p)
{
    mlsys_qty q = mlsys_hw_rate(hw, p);
    q.v /= mlsys_hw_devices(hw);
    return q;
}

bool mlsys_wl_gated(const struct mlsys_record *wl)
{
    if (!wl || wl->kind != MLSYS_CAT_WORKLOAD || !wl->v[MLSYS_WL_ACTIVATION].set)
        return false;
    int c = wl->v[MLSYS_WL_ACTIVATION].choice; /* gelu|relu|swiglu|geglu */
    return c == 2 || c == 3;
}

/* Whether the workload's no|yes field f is given as yes. */
static bool wl_yes(const struct mlsys_record *wl, enum mlsys_wl_field f)
{
    return wl && wl->kind == MLSYS_CAT_WORKLOAD && wl->v[f].set && wl->v[f].choice == 1;
}

bool mlsys_wl_tied(const struct mlsys_record *wl)
{
    return wl_yes(wl, MLSYS_WL_TIED_EMBEDDINGS);
}

bool mlsys_wl_parallel_attention(const struct mlsys_record *wl)
{
    return wl_yes(wl, MLSYS_WL_PARALLEL_ATTENTION);
}

mlsys_qty mlsys_wl_qty(const struct mlsys_record *wl, enum mlsys_wl_field f)
{
    return kind_qty(wl, MLSYS_CAT_WORKLOAD, (size_t)f);
}

const char *mlsys_wl_text(const struct mlsys_record *wl, enum mlsys_wl_field f)
{
    return kind_text(wl, MLSYS_CAT_WORKLOAD, (size_t)f);
}

double mlsys_wl_count(const struct mlsys_record *wl, enum mlsys_wl_field f)
{
    return mlsys_wl_qty(wl, f).v;
}

enum mlsys_wl_family mlsys_wl_family(const struct mlsys_record *wl)
{
    return wl && wl->kind == MLSYS_CAT_WORKLOAD
               ? (enum mlsys_wl_family)wl->v[MLSYS_WL_FAMILY].choice
               : MLSYS_FAMILY_DECODER;
}

mlsys_qty mlsys_fabric_qty(const struct mlsys_record *fab, enum mlsys_fabric_field f)
{
    return kind_qty(fab, MLSYS_CAT_FABRIC, (size_t)f);
}

const char *mlsys_fabric_text(const struct mlsys_record *fab, enum mlsys_fabric_field f)
{
    return kind_text(fab, MLSYS_CAT_FABRIC, (size_t)f);
}

mlsys_qty mlsys_grid_qty(const struct mlsys_record *grid, enum mlsys_grid_field f)
{
    return kind_qty(grid, MLSYS_CAT_GRID, (size_t)f);
}

const char *mlsys_grid_text(const struct mlsys_record *grid, enum mlsys_grid_field f)
{
    return kind_text(grid, MLSYS_CAT_GRID, (size_t)f);
}
