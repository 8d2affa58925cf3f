/* catalog_impl.h - the record structure shared by record.c and catalog.c
 * (internal to src/catalog). */
#ifndef MLSYS_CATALOG_IMPL_H
#define MLSYS_CATALOG_IMPL_H

#include "mlsys/catalog.h"
#include "catalog/yamldoc.h"

/* The value of one field. Numbers are in base units; texts point into the
 * record's YAML document. */
struct fval {
    bool set;
    mlsys_qty q;
    int choice; /* ENUM: index into choices */
    const char *s;
    const struct mlsys_ynode *node;
};

struct mlsys_record {
    enum mlsys_catalog_kind kind;
    const struct mlsys_schema *schema;
    struct mlsys_ydoc *doc; /* owned: texts and positions live here */
    bool builtin;
    const char *name;
    const struct mlsys_ynode *name_node;
    const char **aliases;
    const struct mlsys_ynode **alias_nodes;
    size_t naliases;
    struct fval v[]; /* schema->nfields */
};

/* NaN with the dimension of field f of sc (a count when not a quantity). */
mlsys_qty mlsys_record_unset_qty(const struct mlsys_schema *sc, size_t f);

/* Build a record of `kind` from doc, validating it against the kind's
 * schema (unknown keys, missing required fields, dimensions, ranges, the
 * name against the file stem). Takes ownership of doc in every case. On
 * error *out is NULL and err is MLSYS_EFILE (or MLSYS_ENOMEM) at
 * FILE:LINE:COL. */
int mlsys_record_parse(struct mlsys_ydoc *doc, enum mlsys_catalog_kind kind, bool builtin,
                       struct mlsys_record **out, struct mlsys_err *err);

struct mlsys_embedded_entry;

/* The record of shipped entry e, built from the values the loader found
 * when it validated the file at build time (embedded.h): no YAML or unit
 * is parsed, and every accessor reads what mlsys_record_parse would give,
 * texts and positions included. MLSYS_ENOMEM, or MLSYS_EUSAGE for a kind
 * without a schema; *out is NULL on error. */
int mlsys_record_embedded(const struct mlsys_embedded_entry *e, struct mlsys_record **out,
                          struct mlsys_err *err);

/* Free a record and its document. NULL is allowed. */
void mlsys_record_free(struct mlsys_record *r);

/* True when s is a valid entry name or alias: 1 to 64 of [a-z0-9.-].
 * Otherwise *bad (when not NULL) is the 0-based offset of the first bad
 * character (or of the 65th). */
bool mlsys_record_valid_name(const char *s, size_t *bad);

#endif
