/* yamldoc.c - libyaml events -> a tree of positioned nodes (yamldoc.h).
 *
 * Nodes, their child arrays and scalar texts live in one arena owned by the
 * document, so freeing is one walk over a chunk list. While parsing, the
 * children of every open sequence or mapping sit on one shared pointer
 * stack; each open container remembers where its children start.
 */
#include "catalog/yamldoc.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "core/text.h"

/* ---- arena ------------------------------------------------------------- */

struct chunk {
    struct chunk *next;
    size_t cap, used;
    _Alignas(16) unsigned char data[];
};

struct mlsys_ydoc {
    struct chunk *chunks;
    const struct mlsys_ynode *root;
    char *file;
};

#define CHUNK_MIN 8192

/* n bytes from doc's arena, 16-byte aligned, or NULL when out of memory. */
static void *arena_alloc(struct mlsys_ydoc *doc, size_t n)
{
    n = (n + 15) & ~(size_t)15;
    struct chunk *c = doc->chunks;
    if (!c || c->cap - c->used < n) {
        size_t cap = n > CHUNK_MIN ? n : CHUNK_MIN;
        c = malloc(sizeof *c + cap);
        if (!c)
            return NULL;
        c->cap = cap;
        c->used = 0;
        c->next = doc->chunks;
        doc->chunks = c;
    }
    void *p = c->data + c->used;
    c->used += n;
    return p;
}

void mlsys_ydoc_free(struct mlsys_ydoc *doc)
{
    if (!doc)
        return;
    for (struct chunk *c = doc->chunks, *next; c; c = next) {
        next = c->next;
        free(c);
    }
    free(doc->file);
    free(doc);
}

/* ---- builder ----------------------------------------------------------- */

/* An open sequence or mapping: its node and where its children start on
 * the shared stack. */
struct frame {
    struct mlsys_ynode *node;
    size_t base;
};

struct builder {
    struct mlsys_ydoc *doc;
    yaml_parser_t parser;
    struct frame frames[MLSYS_YAML_MAX_DEPTH];
    size_t depth;
    const struct mlsys_ynode **kids; /* children of the open containers */
    size_t nkids, capkids;
    size_t nodes;
    int ndocs;
    struct mlsys_err *err;
};

/* Position an error at a libyaml mark (0-based) and set it; returns code. */
static int fail_at(struct builder *b, yaml_mark_t m, int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

static int fail_at(struct builder *b, yaml_mark_t m, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    mlsys_err_vset(b->err, code, fmt, ap);
    va_end(ap);
    mlsys_err_at(b->err, b->doc->file, (int)m.line + 1, (int)m.column + 1);
    return code;
}

static int oom(struct builder *b)
{
    mlsys_err_set(b->err, MLSYS_ENOMEM, "out of memory");
    mlsys_err_at(b->err, b->doc->file, 0, 0);
    return MLSYS_ENOMEM;
}

/* A new node of kind k starting at mark m, counted against the limit. */
static int new_node(struct builder *b, enum mlsys_ykind k, yaml_mark_t m,
                    struct mlsys_ynode **out)
{
    if (++b->nodes > MLSYS_YAML_MAX_NODES)
        return fail_at(b, m, MLSYS_EFILE, "too many nodes (more than %u)",
                       MLSYS_YAML_MAX_NODES);
    struct mlsys_ynode *n = arena_alloc(b->doc, sizeof *n);
    if (!n)
        return oom(b);
    memset(n, 0, sizeof *n);
    n->kind = k;
    n->line = (int)m.line + 1;
    n->col = (int)m.column + 1;
    *out = n;
    return 0;
}

/* Push node onto the children stack. */
static int push_kid(struct builder *b, const struct mlsys_ynode *node)
{
    const struct mlsys_ynode **p = mlsys_grow(b->kids, b->nkids, &b->capkids, sizeof *p, 64);
    if (!p)
        return oom(b);
    b->kids = p;
    b->kids[b->nkids++] = node;
    return 0;
}

/* Attach a finished node to the open container, or make it the root. A
 * mapping key must be a scalar. */
static int attach(struct builder *b, const struct mlsys_ynode *node)
{
    if (b->depth == 0) {
        b->doc->root = node;
        return 0;
    }
    const struct frame *f = &b->frames[b->depth - 1];
    bool is_key = f->node->kind == MLSYS_Y_MAP && (b->nkids - f->base) % 2 == 0;
    if (is_key && node->kind != MLSYS_Y_SCALAR) {
        yaml_mark_t m = {0, (size_t)node->line - 1, (size_t)node->col - 1};
        return fail_at(b, m, MLSYS_EFILE, "mapping keys must be scalars, not %s",
                       mlsys_ynode_kind_name(node));
    }
    return push_kid(b, node);
}

/* Refuse anchors and tags on a node event. */
static int check_props(struct builder *b, const yaml_event_t *ev, const yaml_char_t *anchor,
                       const yaml_char_t *tag)
{
    if (anchor)
        return fail_at(b, ev->start_mark, MLSYS_EFILE,
                       "anchor '&%.40s': anchors and aliases are not supported",
                       (const char *)anchor);
    if (tag)
        return fail_at(b, ev->start_mark, MLSYS_EFILE, "tag '%.40s': tags are not supported",
                       (const char *)tag);
    return 0;
}

/* Number of UTF-8 characters in s[0..n). */
static size_t u8chars(const char *s, size_t n)
{
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        k += ((unsigned char)s[i] & 0xC0) != 0x80;
    return k;
}

static int on_scalar(struct builder *b, const yaml_event_t *ev)
{
    const char *v = (const char *)ev->data.scalar.value;
    size_t len = ev->data.scalar.length;
    yaml_scalar_style_t style = ev->data.scalar.style;
    int rc = check_props(b, ev, ev->data.scalar.anchor, ev->data.scalar.tag);
    if (rc)
        return rc;
    if (memchr(v, 0, len))
        return fail_at(b, ev->start_mark, MLSYS_EFILE, "NUL character in a scalar");
    /* the input was checked as a whole; only escapes can add bad UTF-8 */
    if (style == YAML_DOUBLE_QUOTED_SCALAR_STYLE && mlsys_text_bad_utf8(v) >= 0)
        return fail_at(b, ev->start_mark, MLSYS_EFILE, "invalid UTF-8 in an escaped scalar");
    struct mlsys_ynode *n = NULL;
    if ((rc = new_node(b, MLSYS_Y_SCALAR, ev->start_mark, &n)))
        return rc;
    char *s = arena_alloc(b->doc, len + 1);
    if (!s)
        return oom(b);
    memcpy(s, v, len);
    s[len] = '\0';
    n->s = s;
    n->len = len;
    n->plain = style == YAML_PLAIN_SCALAR_STYLE;
    bool quoted = style == YAML_SINGLE_QUOTED_SCALAR_STYLE ||
                  style == YAML_DOUBLE_QUOTED_SCALAR_STYLE;
    size_t span = ev->end_mark.index - ev->start_mark.index;
    size_t chars = u8chars(s, n->len) + (quoted ? 2 : 0);
    if ((n->plain || quoted) && ev->end_mark.line == ev->start_mark.line && span == chars)
        n->tcol = n->col + (quoted ? 1 : 0);
    return attach(b, n);
}

static int on_start(struct builder *b, const yaml_event_t *ev, enum mlsys_ykind k)
{
    const yaml_char_t *anchor =
        k == MLSYS_Y_SEQ ? ev->data.sequence_start.anchor : ev->data.mapping_start.anchor;
    const yaml_char_t *tag =
        k == MLSYS_Y_SEQ ? ev->data.sequence_start.tag : ev->data.mapping_start.tag;
    int rc = check_props(b, ev, anchor, tag);
    if (rc)
        return rc;
    if (b->depth == MLSYS_YAML_MAX_DEPTH)
        return fail_at(b, ev->start_mark, MLSYS_EFILE, "nesting deeper than %d levels",
                       MLSYS_YAML_MAX_DEPTH);
    struct mlsys_ynode *n = NULL;
    if ((rc = new_node(b, k, ev->start_mark, &n)))
        return rc;
    b->frames[b->depth].node = n;
    b->frames[b->depth].base = b->nkids;
    b->depth++;
    return 0;
}

/* Order of mapping keys for duplicate detection: by text, then by
 * position in the document. */
static int cmp_keys(const void *pa, const void *pb)
{
    const struct mlsys_ypair *a = pa, *b = pb;
    int c = strcmp(a->key->s, b->key->s);
    if (c)
        return c;
    return a->key->line != b->key->line
               ? (a->key->line < b->key->line ? -1 : 1)
               : (a->key->col < b->key->col ? -1 : a->key->col > b->key->col);
}

/* Refuse a key that occurs twice in pairs[0..n), naming the later one. */
static int check_dup_keys(struct builder *b, const struct mlsys_ypair *pairs, size_t n)
{
    if (n < 2)
        return 0;
    struct mlsys_ypair *sorted = malloc(n * sizeof *sorted);
    if (!sorted)
        return oom(b);
    memcpy(sorted, pairs, n * sizeof *sorted);
    qsort(sorted, n, sizeof *sorted, cmp_keys);
    const struct mlsys_ynode *dup = NULL, *first = NULL;
    for (size_t i = 1; i < n; i++) {
        if (strcmp(sorted[i].key->s, sorted[i - 1].key->s) != 0)
            continue;
        /* keep the duplicate that comes first in the document */
        if (!dup || sorted[i].key->line < dup->line ||
            (sorted[i].key->line == dup->line && sorted[i].key->col < dup->col)) {
            dup = sorted[i].key;
            first = sorted[i - 1].key;
            while (i + 1 < n && !strcmp(sorted[i + 1].key->s, dup->s))
                i++;
        }
    }
    int rc = 0;
    if (dup) {
        yaml_mark_t m = {0, (size_t)dup->line - 1, (size_t)dup->col - 1};
        rc = fail_at(b, m, MLSYS_EFILE, "duplicate key '%.60s' (first at line %d)", dup->s,
                     first->line);
    }
    free(sorted);
    return rc;
}

static int on_end(struct builder *b)
{
    struct frame *f = &b->frames[--b->depth];
    struct mlsys_ynode *n = f->node;
    size_t k = b->nkids - f->base;
    const struct mlsys_ynode **kids = k ? b->kids + f->base : NULL;
    if (n->kind == MLSYS_Y_SEQ) {
        const struct mlsys_ynode **items = arena_alloc(b->doc, (k ? k : 1) * sizeof *items);
        if (!items)
            return oom(b);
        if (k)
            memcpy(items, kids, k * sizeof *items);
        n->items = items;
        n->n = k;
    } else {
        struct mlsys_ypair *pairs = arena_alloc(b->doc, (k / 2 ? k / 2 : 1) * sizeof *pairs);
        if (!pairs)
            return oom(b);
        for (size_t i = 0; i < k / 2; i++) {
            pairs[i].key = kids[2 * i];
            pairs[i].val = kids[2 * i + 1];
        }
        n->pairs = pairs;
        n->n = k / 2;
        int rc = check_dup_keys(b, pairs, n->n);
        if (rc)
            return rc;
    }
    b->nkids = f->base;
    return attach(b, n);
}

/* libyaml's error as ours: "problem (context at line L, column C)". */
static int syntax_error(struct builder *b)
{
    const yaml_parser_t *p = &b->parser;
    if (p->error == YAML_MEMORY_ERROR)
        return oom(b);
    const char *problem = p->problem ? p->problem : "invalid YAML";
    if (p->error == YAML_READER_ERROR) {
        yaml_mark_t m = {0, 0, 0};
        return fail_at(b, m, MLSYS_EFILE, "%s", problem);
    }
    if (p->context)
        return fail_at(b, p->problem_mark, MLSYS_EFILE, "%s (%s at line %d, column %d)", problem,
                       p->context, (int)p->context_mark.line + 1,
                       (int)p->context_mark.column + 1);
    return fail_at(b, p->problem_mark, MLSYS_EFILE, "%s", problem);
}

/* Handle one event; *done is set at the end of the stream. */
static int on_event(struct builder *b, const yaml_event_t *ev, bool *done)
{
    switch (ev->type) {
    case YAML_DOCUMENT_START_EVENT:
        if (++b->ndocs > 1)
            return fail_at(b, ev->start_mark, MLSYS_EFILE,
                           "more than one YAML document in the file");
        return 0;
    case YAML_ALIAS_EVENT:
        return fail_at(b, ev->start_mark, MLSYS_EFILE,
                       "alias '*%.40s': anchors and aliases are not supported",
                       (const char *)ev->data.alias.anchor);
    case YAML_SCALAR_EVENT:
        return on_scalar(b, ev);
    case YAML_SEQUENCE_START_EVENT:
        return on_start(b, ev, MLSYS_Y_SEQ);
    case YAML_MAPPING_START_EVENT:
        return on_start(b, ev, MLSYS_Y_MAP);
    case YAML_SEQUENCE_END_EVENT:
    case YAML_MAPPING_END_EVENT:
        return on_end(b);
    case YAML_STREAM_END_EVENT:
        *done = true;
        return 0;
    default:
        return 0;
    }
}

/* Refuse a NUL byte or invalid UTF-8 in text[0..len) (NUL-terminated at
 * len), positioned at the offending byte. */
static int check_bytes(struct builder *b, const char *text, size_t len)
{
    const char *nul = memchr(text, 0, len);
    bool ascii = true;
    for (size_t i = 0; ascii && i < len; i++)
        ascii = (unsigned char)text[i] < 0x80;
    long bad = ascii ? -1 : mlsys_text_bad_utf8(text);
    size_t at = nul ? (size_t)(nul - text) : 0;
    if (!nul && bad < 0)
        return 0;
    if (!nul || (bad >= 0 && (size_t)bad < at))
        at = (size_t)bad;
    yaml_mark_t m = {0, 0, 0};
    for (size_t i = 0; i < at; i++) {
        if (text[i] == '\n') {
            m.line++;
            m.column = 0;
        } else if (((unsigned char)text[i] & 0xC0) != 0x80) {
            m.column++;
        }
    }
    if (text[at] == '\0')
        return fail_at(b, m, MLSYS_EFILE, "NUL byte in the file");
    return fail_at(b, m, MLSYS_EFILE, "invalid UTF-8 byte 0x%02x",
                   (unsigned)(unsigned char)text[at]);
}

int mlsys_ydoc_parse(const char *buf, size_t len, const char *file, struct mlsys_ydoc **out,
                     struct mlsys_err *err)
{
    *out = NULL;
    if (!file)
        file = "";
    struct mlsys_ydoc *doc = calloc(1, sizeof *doc);
    char *text = NULL;
    if (doc)
        doc->file = strdup(file);
    if (!doc || !doc->file) {
        mlsys_ydoc_free(doc);
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    }
    struct builder b = {.doc = doc, .err = err};
    if (len > MLSYS_YAML_MAX_BYTES) {
        mlsys_err_set(err, MLSYS_EFILE, "file is larger than %u bytes", MLSYS_YAML_MAX_BYTES);
        mlsys_err_at(err, file, 0, 0);
        mlsys_ydoc_free(doc);
        return MLSYS_EFILE;
    }
    text = malloc(len + 1);
    if (!text) {
        mlsys_ydoc_free(doc);
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    }
    memcpy(text, buf, len);
    text[len] = '\0';
    int rc = check_bytes(&b, text, len);
    if (!rc && !yaml_parser_initialize(&b.parser))
        rc = oom(&b);
    else if (!rc) {
        /* libyaml skips a byte order mark only when it guesses the encoding;
         * told UTF-8, it would take the mark for content. Columns count from
         * the character after it, as an editor shows them. */
        size_t bom = len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
        yaml_parser_set_input_string(&b.parser, (const unsigned char *)text + bom, len - bom);
        yaml_parser_set_encoding(&b.parser, YAML_UTF8_ENCODING);
        for (bool done = false; !rc && !done;) {
            yaml_event_t ev;
            if (!yaml_parser_parse(&b.parser, &ev)) {
                rc = syntax_error(&b);
                break;
            }
            rc = on_event(&b, &ev, &done);
            yaml_event_delete(&ev);
        }
        yaml_parser_delete(&b.parser);
    }
    free(b.kids);
    free(text);
    if (rc) {
        mlsys_ydoc_free(doc);
        return rc;
    }
    *out = doc;
    return 0;
}

int mlsys_ydoc_load(const char *path, struct mlsys_ydoc **out, struct mlsys_err *err)
{
    *out = NULL;
    FILE *f = mlsys_fopen_read(path); /* a FIFO without writer must not hang */
    if (!f) {
        mlsys_err_set(err, MLSYS_EFILE, "cannot read: %s", strerror(errno));
        mlsys_err_at(err, path, 0, 0);
        return MLSYS_EFILE;
    }
    struct mlsys_buf buf = {0};
    int rc = mlsys_read_all(f, path, MLSYS_YAML_MAX_BYTES, &buf, err);
    fclose(f);
    if (!rc)
        rc = mlsys_ydoc_parse(buf.p ? buf.p : "", buf.len, path, out, err);
    mlsys_buf_free(&buf);
    return rc;
}

/* True when the children and text of every node of flat[0..n) lie inside
 * the node array and the pool (pool_len bytes); *nitems and *npairs count
 * the sequence items and mapping pairs. */
static bool flat_valid(const struct mlsys_yflat *flat, size_t n, size_t pool_len, size_t *nitems,
                       size_t *npairs)
{
    *nitems = *npairs = 0;
    for (size_t k = 0; k < n; k++) {
        const struct mlsys_yflat *f = &flat[k];
        size_t nkids = f->kind == MLSYS_Y_MAP ? 2 * (size_t)f->n : f->n;
        if (f->kind == MLSYS_Y_SCALAR ? (size_t)f->text + f->len >= pool_len
                                      : f->child + nkids > n)
            return false;
        *nitems += f->kind == MLSYS_Y_SEQ ? f->n : 0;
        *npairs += f->kind == MLSYS_Y_MAP ? f->n : 0;
    }
    return true;
}

int mlsys_ydoc_unflatten(const struct mlsys_yflat *flat, size_t n, const char *pool,
                         size_t pool_len, const char *file, struct mlsys_ydoc **out,
                         struct mlsys_err *err)
{
    *out = NULL;
    size_t nitems, npairs;
    if (!flat_valid(flat, n, pool_len, &nitems, &npairs))
        return mlsys_err_set(err, MLSYS_EUSAGE, "internal: bad flat YAML tree of %s", file);
    struct mlsys_ydoc *doc = calloc(1, sizeof *doc);
    struct mlsys_ynode *nodes = NULL;
    const struct mlsys_ynode **items = NULL;
    struct mlsys_ypair *pairs = NULL;
    if (doc && (doc->file = strdup(file ? file : "")))
        nodes = arena_alloc(doc, (n ? n : 1) * sizeof *nodes);
    if (nodes && (items = arena_alloc(doc, (nitems ? nitems : 1) * sizeof *items)))
        pairs = arena_alloc(doc, (npairs ? npairs : 1) * sizeof *pairs);
    if (!pairs) {
        mlsys_ydoc_free(doc);
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    }
    for (size_t k = 0; k < n; k++) {
        const struct mlsys_yflat *f = &flat[k];
        struct mlsys_ynode *nd = &nodes[k];
        *nd = (struct mlsys_ynode){.kind = (enum mlsys_ykind)f->kind, .line = f->line,
                                   .col = f->col, .plain = f->plain, .tcol = f->tcol, .n = f->n};
        if (f->kind == MLSYS_Y_SCALAR) {
            nd->s = pool + f->text;
            nd->len = f->len;
        } else if (f->kind == MLSYS_Y_SEQ) {
            nd->items = items;
            for (size_t j = 0; j < f->n; j++)
                *items++ = &nodes[f->child + j];
        } else {
            nd->pairs = pairs;
            for (size_t j = 0; j < f->n; j++)
                *pairs++ = (struct mlsys_ypair){&nodes[f->child + 2 * j],
                                                &nodes[f->child + 2 * j + 1]};
        }
    }
    doc->root = n ? nodes : NULL;
    *out = doc;
    return 0;
}

const struct mlsys_ynode *mlsys_ydoc_root(const struct mlsys_ydoc *doc)
{
    return doc ? doc->root : NULL;
}

const char *mlsys_ydoc_file(const struct mlsys_ydoc *doc)
{
    return doc ? doc->file : "";
}

const struct mlsys_ynode *mlsys_ynode_get(const struct mlsys_ynode *map, const char *key)
{
    if (!map || map->kind != MLSYS_Y_MAP)
        return NULL;
    for (size_t i = 0; i < map->n; i++)
        if (!strcmp(map->pairs[i].key->s, key))
            return map->pairs[i].val;
    return NULL;
}

const char *mlsys_ynode_kind_name(const struct mlsys_ynode *node)
{
    if (!node)
        return "nothing";
    switch (node->kind) {
    case MLSYS_Y_SEQ: return "a sequence";
    case MLSYS_Y_MAP: return "a mapping";
    default: return "a scalar";
    }
}

int mlsys_ynode_col_at(const struct mlsys_ynode *node, int off)
{
    if (!node)
        return 0;
    if (node->kind != MLSYS_Y_SCALAR || !node->tcol || off < 1)
        return node->col;
    return node->tcol + off - 1;
}

int mlsys_ydoc_error(const struct mlsys_ydoc *doc, const struct mlsys_ynode *node,
                     struct mlsys_err *err, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    mlsys_err_vset(err, code, fmt, ap);
    va_end(ap);
    mlsys_err_at(err, mlsys_ydoc_file(doc), node ? node->line : 1, node ? node->col : 1);
    return code;
}
