/* table.c - cell constructors and column lookup for the result-table model
 * (table.h). */
#include "mlsys/table.h"

#include <string.h>

/* A numeric cell holding q (value in base units of q.dim). */
struct mlsys_cell mlsys_cell_num(mlsys_qty q)
{
    struct mlsys_cell c = {0};
    c.type = MLSYS_CELL_NUM;
    c.q = q;
    return c;
}

/* A number in the base unit of its column (table.h). */
struct mlsys_cell mlsys_cell_val(double v)
{
    struct mlsys_cell c = {0};
    c.type = MLSYS_CELL_NUM;
    c.q.v = v;
    c.col_unit = true;
    return c;
}

/* A string cell borrowing s; a NULL s gives an absent cell. */
struct mlsys_cell mlsys_cell_str(const char *s)
{
    struct mlsys_cell c = {0};
    c.type = s ? MLSYS_CELL_STR : MLSYS_CELL_NONE;
    c.s = s;
    return c;
}

/* A boolean cell. */
struct mlsys_cell mlsys_cell_bool(bool b)
{
    struct mlsys_cell c = {0};
    c.type = MLSYS_CELL_BOOL;
    c.b = b;
    return c;
}

/* An absent cell (null / empty / "-"). */
struct mlsys_cell mlsys_cell_none(void)
{
    struct mlsys_cell c = {0};
    c.type = MLSYS_CELL_NONE;
    return c;
}

/* Index of the column whose key equals key (case-sensitive), or -1 when
 * there is none or either argument is NULL. */
int mlsys_table_find(const struct mlsys_table *t, const char *key)
{
    if (!t || !key)
        return -1;
    for (size_t i = 0; i < t->ncols; i++)
        if (t->cols[i].key && strcmp(t->cols[i].key, key) == 0)
            return (int)i;
    return -1;
}
