/* yamldoc.h - a YAML document as a small read-only tree of nodes, each with
 * its 1-based line and column, for the catalog and scenario loaders.
 *
 * Only the subset of YAML that configuration files need is accepted: one
 * document of scalars, sequences and mappings with scalar keys. Refused,
 * each as MLSYS_EFILE at FILE:LINE:COL: anchors and aliases (no alias
 * bombs), tags, duplicate mapping keys, non-scalar keys, more than one
 * document, nesting deeper than MLSYS_YAML_MAX_DEPTH, documents larger than
 * MLSYS_YAML_MAX_BYTES or with more than MLSYS_YAML_MAX_NODES nodes, NUL
 * bytes and invalid UTF-8. Syntax errors carry libyaml's problem text.
 * Scalars are kept as text: interpreting "70e9" or "3.35 TB/s" is the
 * caller's business. Nothing here prints.
 */
#ifndef MLSYS_YAMLDOC_H
#define MLSYS_YAMLDOC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "mlsys/err.h"

#define MLSYS_YAML_MAX_DEPTH 64          /* nested sequences/mappings        */
#define MLSYS_YAML_MAX_BYTES (1u << 20)  /* 1 MiB per document               */
#define MLSYS_YAML_MAX_NODES 100000u     /* nodes per document               */

enum mlsys_ykind { MLSYS_Y_SCALAR = 0, MLSYS_Y_SEQ, MLSYS_Y_MAP };

struct mlsys_ynode;

/* One key/value pair of a mapping; key is always a scalar. */
struct mlsys_ypair {
    const struct mlsys_ynode *key;
    const struct mlsys_ynode *val;
};

/* A node. Read the fields directly; the tree is immutable and lives as long
 * as its document. */
struct mlsys_ynode {
    enum mlsys_ykind kind;
    int line, col;     /* 1-based position of the node's first character      */
    /* scalars */
    const char *s;     /* the value, NUL-terminated UTF-8 (may contain no NUL) */
    size_t len;        /* strlen(s)                                            */
    bool plain;        /* written without quotes or block indicator           */
    int tcol;          /* column of s's first character when s is written on  */
                       /* one line without escapes, else 0                    */
    /* sequences: n items; mappings: n pairs in document order */
    size_t n;
    const struct mlsys_ynode *const *items;
    const struct mlsys_ypair *pairs;
};

struct mlsys_ydoc;

/* Parse len bytes of buf as one YAML document named `file` (used in error
 * positions and kept by the document). A UTF-8 byte order mark at the start
 * is skipped (columns count from the character after it). On success *out owns a new document
 * (free with mlsys_ydoc_free); an empty stream gives a document whose root
 * is NULL. On error *out is NULL and err holds MLSYS_EFILE (or
 * MLSYS_ENOMEM) with file:line:col. */
int mlsys_ydoc_parse(const char *buf, size_t len, const char *file, struct mlsys_ydoc **out,
                     struct mlsys_err *err);

struct mlsys_buf;

/* Read the file at path (at most MLSYS_YAML_MAX_BYTES) and parse it as
 * mlsys_ydoc_parse does, naming it `path`. A file that cannot be opened or
 * read is MLSYS_EFILE "cannot read: <reason>" with the path. */
int mlsys_ydoc_load(const char *path, struct mlsys_ydoc **out, struct mlsys_err *err);

/* A node of a tree written as pointer-free data (the shipped catalog,
 * generated at build time by tools/embed.c): the fields of struct
 * mlsys_ynode, with the text as an offset into a pool of NUL-terminated
 * texts and the children as a run of nodes: items child .. child+n-1 of a
 * sequence, keys and values child+2i and child+2i+1 of a mapping. */
struct mlsys_yflat {
    unsigned char kind;   /* enum mlsys_ykind */
    bool plain;
    int line, col, tcol;
    unsigned text;        /* scalars: offset of the text in the pool */
    unsigned len;         /* scalars: its length */
    unsigned n;           /* sequences: items; mappings: pairs */
    unsigned child;       /* index of the first child */
};

/* A document named `file` whose root is flat[0] and whose node k is
 * mlsys_ydoc_root(doc) + k, for k < n; scalar texts point into pool, which
 * must outlive the document. No YAML is parsed. MLSYS_ENOMEM, or
 * MLSYS_EUSAGE when a node's children or text lie outside the arrays. */
int mlsys_ydoc_unflatten(const struct mlsys_yflat *flat, size_t n, const char *pool,
                         size_t pool_len, const char *file, struct mlsys_ydoc **out,
                         struct mlsys_err *err);

/* Free a document and every node in it. NULL is allowed. */
void mlsys_ydoc_free(struct mlsys_ydoc *doc);

/* The root node, or NULL for an empty stream. */
const struct mlsys_ynode *mlsys_ydoc_root(const struct mlsys_ydoc *doc);

/* The file name the document was parsed under. */
const char *mlsys_ydoc_file(const struct mlsys_ydoc *doc);

/* The value of key in mapping map (exact, case-sensitive), or NULL when map
 * is NULL, not a mapping, or has no such key. */
const struct mlsys_ynode *mlsys_ynode_get(const struct mlsys_ynode *map, const char *key);

/* "a scalar", "a sequence" or "a mapping": for messages. */
const char *mlsys_ynode_kind_name(const struct mlsys_ynode *node);

/* The column of the character at 1-based offset `off` of scalar node's
 * text, for pointing into a value ("3.35 TBps" -> the unit). Exact for a
 * single-line plain or quoted scalar without escapes; otherwise the
 * node's own column. */
int mlsys_ynode_col_at(const struct mlsys_ynode *node, int off);

/* Fill err with code and a printf-style message positioned at node (its
 * line and column in doc's file) and return code. */
int mlsys_ydoc_error(const struct mlsys_ydoc *doc, const struct mlsys_ynode *node,
                     struct mlsys_err *err, int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

#endif
