/* flatten.c - a validated record as the pointer-free data of embedded.h:
 * what tools/embed.c writes into the binary for each shipped file, and
 * what a test or fuzz harness builds to stand in for one. */
#include "catalog_impl.h"

#include <stdlib.h>
#include <string.h>

#include "catalog/embedded.h"

/* The nodes of a document in breadth-first order, so that the children of
 * every sequence or mapping are a run of consecutive nodes (a mapping's as
 * key, value, key, value...), as struct mlsys_yflat wants. */
struct order {
    const struct mlsys_ynode **p;
    size_t n, cap;
};

/* Append node to o; false when out of memory. */
static bool push(struct order *o, const struct mlsys_ynode *node)
{
    if (o->n == o->cap) {
        size_t cap = o->cap ? 2 * o->cap : 256;
        const struct mlsys_ynode **p = realloc(o->p, cap * sizeof *p);
        if (!p)
            return false;
        o->p = p;
        o->cap = cap;
    }
    o->p[o->n++] = node;
    return true;
}

/* Every node under root into o, breadth first, and the bytes their texts
 * take with their NULs into *pool_len; false when out of memory. */
static bool collect(struct order *o, const struct mlsys_ynode *root, size_t *pool_len)
{
    *pool_len = 1; /* the pool's own final NUL */
    bool ok = !root || push(o, root);
    for (size_t k = 0; ok && k < o->n; k++) {
        const struct mlsys_ynode *nd = o->p[k];
        *pool_len += nd->kind == MLSYS_Y_SCALAR ? nd->len + 1 : 0;
        for (size_t j = 0; ok && nd->kind == MLSYS_Y_SEQ && j < nd->n; j++)
            ok = push(o, nd->items[j]);
        for (size_t j = 0; ok && nd->kind == MLSYS_Y_MAP && j < nd->n; j++)
            ok = push(o, nd->pairs[j].key) && push(o, nd->pairs[j].val);
    }
    return ok;
}

/* The index of node in o, or -1 when it is not there. */
static int index_of(const struct order *o, const struct mlsys_ynode *node)
{
    for (size_t i = 0; node && i < o->n; i++)
        if (o->p[i] == node)
            return (int)i;
    return -1;
}

/* The flat nodes of o into nodes[] and their texts into pool. */
static void flatten_nodes(const struct order *o, struct mlsys_yflat *nodes, char *pool)
{
    size_t text = 0, child = 1;
    for (size_t k = 0; k < o->n; k++) {
        const struct mlsys_ynode *nd = o->p[k];
        nodes[k] = (struct mlsys_yflat){.kind = (unsigned char)nd->kind, .plain = nd->plain,
                                        .line = nd->line, .col = nd->col, .tcol = nd->tcol,
                                        .n = (unsigned)nd->n};
        if (nd->kind == MLSYS_Y_SCALAR) {
            nodes[k].text = (unsigned)text;
            nodes[k].len = (unsigned)nd->len;
            memcpy(pool + text, nd->s, nd->len + 1);
            text += nd->len + 1;
        } else {
            nodes[k].child = (unsigned)child;
            child += nd->kind == MLSYS_Y_MAP ? 2 * nd->n : nd->n;
        }
    }
    pool[text] = '\0';
}

/* The field values of r, their nodes as indices in o, into fields[]. A
 * field whose node is not in the document, or whose text is not its
 * node's, cannot be flattened: MLSYS_EUSAGE. */
static int flatten_fields(const struct mlsys_record *r, const struct order *o,
                          struct mlsys_embedded_field *fields, struct mlsys_err *err)
{
    for (size_t f = 0; f < r->schema->nfields; f++) {
        const struct fval *v = &r->v[f];
        int at = index_of(o, v->node);
        bool scalar = v->node && v->node->kind == MLSYS_Y_SCALAR;
        if ((v->node && at < 0) || v->s != (scalar ? v->node->s : NULL))
            return mlsys_err_set(err, MLSYS_EUSAGE,
                                 "internal: %s: field %s is not a node of its document",
                                 mlsys_record_file(r), r->schema->fields[f].path);
        fields[f] = (struct mlsys_embedded_field){at, v->q, v->choice, v->set};
    }
    return 0;
}

int mlsys_embedded_flatten(const struct mlsys_record *r, const char *file,
                           struct mlsys_embedded_entry *out, struct mlsys_err *err)
{
    memset(out, 0, sizeof *out);
    struct order o = {0};
    size_t pool_len;
    struct mlsys_yflat *nodes = NULL;
    char *pool = NULL;
    struct mlsys_embedded_field *fields = NULL;
    const char **aliases = NULL;
    char *name = NULL;
    bool ok = collect(&o, mlsys_ydoc_root(r->doc), &pool_len) &&
              (nodes = malloc((o.n ? o.n : 1) * sizeof *nodes)) && (pool = malloc(pool_len)) &&
              (fields = malloc(r->schema->nfields * sizeof *fields)) &&
              (aliases = calloc(r->naliases + 1, sizeof *aliases)) &&
              (name = strdup(file ? file : ""));
    int rc = ok ? flatten_fields(r, &o, fields, err)
                : mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    if (!rc) {
        flatten_nodes(&o, nodes, pool);
        if (r->naliases)
            memcpy(aliases, r->aliases, r->naliases * sizeof *aliases);
        *out = (struct mlsys_embedded_entry){(unsigned char)r->kind, r->name, aliases,
                                             r->naliases, name, nodes, o.n, pool, pool_len,
                                             fields};
    } else {
        free(nodes), free(pool), free(fields), free(aliases), free(name);
    }
    free(o.p);
    return rc;
}

void mlsys_embedded_release(struct mlsys_embedded_entry *e)
{
    free((void *)e->aliases);
    free((void *)e->file);
    free((void *)e->nodes);
    free((void *)e->pool);
    free((void *)e->fields);
    memset(e, 0, sizeof *e);
}
