/* embedded.h - the layout of the shipped catalog compiled into the
 * library: what tools/embed.c generates and catalog.c reads (internal; a
 * program sees only the opaque struct mlsys_embedded_catalog of
 * mlsys/catalog.h, through mlsys_data_catalog).
 */
#ifndef MLSYS_CATALOG_EMBEDDED_H
#define MLSYS_CATALOG_EMBEDDED_H

#include <stdbool.h>
#include <stddef.h>

#include "mlsys/catalog.h"
#include "catalog/yamldoc.h"

/* One schema field of a shipped entry as the loader left it after
 * validating the file at build time (struct fval of catalog_impl.h; the
 * field's text is its node's). */
struct mlsys_embedded_field {
    int node;                       /* index of the value's node; -1 when absent */
    mlsys_qty q;                    /* NaN with the field's dimension when unset */
    int choice;                     /* ENUM: index into the choices */
    bool set;
};

/* One shipped file, parsed and validated at build time: its YAML tree as
 * flat nodes (texts and positions as the parser gave them) and its
 * record's field values, so that no YAML or unit is parsed at run time.
 * The data holds no pointers but the ones here, which keeps the dynamic
 * loader's relocations, and so start-up, independent of the catalog's
 * size. */
struct mlsys_embedded_entry {
    unsigned char kind;           /* enum mlsys_catalog_kind */
    const char *name;
    const char *const *aliases;
    size_t naliases;
    const char *file;             /* "data/hardware/h100-sxm.yaml" */
    const struct mlsys_yflat *nodes; /* the tree, root first (yamldoc.h) */
    size_t nnodes;
    const char *pool;             /* the nodes' texts, NUL-terminated */
    size_t pool_len;              /* sizeof the pool */
    const struct mlsys_embedded_field *fields; /* one per field of the kind's schema */
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

struct mlsys_record;

/* The data of e for record r, named `file` ("data/hardware/h100-sxm.yaml"):
 * r's document tree as flat nodes in breadth-first order with their texts
 * in one pool, and its field values with their nodes as indices, so that
 * mlsys_record_embedded(e) gives back r's values, texts and positions.
 * e->name and e->aliases[i] point into r, which must outlive e; the rest
 * is allocated (free with mlsys_embedded_release). MLSYS_ENOMEM, or
 * MLSYS_EUSAGE for a record whose values are not nodes of its document;
 * on error e holds nothing. */
int mlsys_embedded_flatten(const struct mlsys_record *r, const char *file,
                           struct mlsys_embedded_entry *e, struct mlsys_err *err);

/* Free what mlsys_embedded_flatten allocated for e, and clear e. */
void mlsys_embedded_release(struct mlsys_embedded_entry *e);

#endif
