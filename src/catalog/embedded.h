/* embedded.h - the layout of the shipped catalog compiled into the
 * library: what tools/embed.c generates and catalog.c reads (internal; a
 * program sees only the opaque struct mlsys_embedded_catalog of
 * mlsys/catalog.h, through mlsys_data_catalog).
 */
#ifndef MLSYS_CATALOG_EMBEDDED_H
#define MLSYS_CATALOG_EMBEDDED_H

#include <stddef.h>

#include "mlsys/catalog.h"

/* One shipped file. */
struct mlsys_embedded_entry {
    unsigned char kind;           /* enum mlsys_catalog_kind */
    const char *name;
    const char *const *aliases;
    size_t naliases;
    const char *file;             /* "data/hardware/h100-sxm.yaml" */
    const char *text;             /* the file's bytes, NUL-terminated */
    size_t len;
};

/* A name or alias (lowercase) and the entry it names. */
struct mlsys_embedded_key {
    const char *key;
    unsigned entry;
};

struct mlsys_embedded_catalog {
    const struct mlsys_embedded_entry *entries; /* by kind, then name */
    size_t n;
    const struct mlsys_embedded_key *index;     /* sorted by strcmp of key */
    size_t nindex;
};

#endif
