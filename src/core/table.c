/* table.c - cell constructors and column lookup for the result-table model
 * (table.h). */
#include "mlsys/table.h"

#include <stdlib.h>
#include <string.h>

#include "core/text.h"

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

int mlsys_table_unknown_key(const struct mlsys_table *t, const char *opt, const char *key,
                            struct mlsys_err *err)
{
    const char **keys = malloc((t->ncols ? t->ncols : 1) * sizeof *keys);
    if (!keys)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    for (size_t i = 0; i < t->ncols; i++)
        keys[i] = t->cols[i].key;
    const char *near = mlsys_text_suggest(key, keys, t->ncols);
    int rc;
    if (near) {
        rc = mlsys_err_set(err, MLSYS_EUSAGE, "%s: unknown key '%s'; did you mean '%s'?", opt,
                           key, near);
    } else {
        char list[MLSYS_ERR_MSG_MAX];
        mlsys_text_join(keys, t->ncols, list, sizeof list);
        rc = mlsys_err_set(err, MLSYS_EUSAGE, "%s: unknown key '%s'; keys are: %s", opt, key,
                           list);
    }
    free(keys);
    return rc;
}
