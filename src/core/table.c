/* table.c - cell constructors and column lookup for the result-table model
 * (table.h). */
#include "mlsys/table.h"

#include <string.h>

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
