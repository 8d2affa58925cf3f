/* catalogutil.h - helpers of the catalog unit tests (test_catalog.c,
 * test_catalog_facts.c, test_embedded.c): opening catalogs, finding entries
 * that must be there, and counting a load's problems. Include after
 * testutil.h. */
#ifndef MLSYS_TEST_CATALOGUTIL_H
#define MLSYS_TEST_CATALOGUTIL_H

#include <stdio.h>

#include "mlsys/catalog.h"

static inline struct mlsys_catalog *open_dirs(const struct mlsys_embedded_catalog *shipped,
                                              const char *const *dirs, size_t n)
{
    struct mlsys_catalog *cat = NULL;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_catalog_open(shipped, dirs, n, &cat, &err), 0);
    return cat;
}

/* A catalog of the one fixture directory tests/data/catalog/NAME, with no
 * shipped entries. */
static inline struct mlsys_catalog *open_fixture(const char *name)
{
    char dir[512];
    snprintf(dir, sizeof dir, "%s/catalog/%s", MLSYS_TESTDATA, name);
    const char *dirs[] = {dir};
    return open_dirs(NULL, dirs, 1);
}

static inline const struct mlsys_record *find_ok(struct mlsys_catalog *cat,
                                                 enum mlsys_catalog_kind kind, const char *name)
{
    const struct mlsys_record *r = NULL;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    int rc = mlsys_catalog_find(cat, kind, name, &r, &err);
    if (rc)
        print_error("find %s: %s:%d:%d: %s\n", name, err.file, err.line, err.col, err.msg);
    assert_int_equal(rc, 0);
    return r;
}

/* A problem callback of mlsys_catalog_load: counts into the int at self. */
static inline void count_problem(void *self, const struct mlsys_err *e)
{
    (void)e;
    (*(int *)self)++;
}

#endif
