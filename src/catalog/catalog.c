/* catalog.c - layered, lazily parsed catalogs (catalog.h).
 *
 * Layer 0 is the embedded shipped catalog: its generated index is searched
 * by binary search and an entry's record is built, from the tree and
 * values the build validated (embedded.h), the first time it is asked for.
 * Every user directory is one more layer, parsed completely the first time
 * the catalog is used, with its own sorted key index. A name resolves in
 * two steps: the topmost layer whose names or aliases contain it gives the
 * canonical name; the topmost layer defining that name gives the record.
 */
#include "catalog_impl.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalog/embedded.h"
#include "core/text.h"

#define NAME_MAX_LEN 128

/* A name or alias of a record in a user layer. */
struct ukey {
    const char *key;
    struct mlsys_record *rec;
    const struct mlsys_ynode *node;
};

struct layer {
    char *dir;
    struct mlsys_record **recs;
    size_t n, cap;
    struct ukey *keys;
    size_t nkeys, capkeys;
    size_t counts[MLSYS_CAT_NKINDS];
};

struct mlsys_catalog {
    const struct mlsys_embedded_catalog *shipped;
    struct mlsys_record **cache; /* parsed shipped entries, by entry index */
    struct layer *user;
    size_t nuser;
    bool loaded;
    int load_rc;
    struct mlsys_err load_err;
    /* The last two names found for each kind (and for any kind, at
     * MLSYS_CAT_NKINDS), as given, the latest first: a sweep asks for the
     * same entries once per point (a device, or two fabrics), and the
     * catalog does not change once loaded. */
    struct {
        char name[NAME_MAX_LEN];
        const struct mlsys_record *rec; /* NULL: nothing remembered */
    } last[MLSYS_CAT_NKINDS + 1][2];
};

int mlsys_catalog_open(const struct mlsys_embedded_catalog *shipped, const char *const *dirs,
                       size_t ndirs, struct mlsys_catalog **out, struct mlsys_err *err)
{
    *out = NULL;
    struct mlsys_catalog *cat = calloc(1, sizeof *cat);
    if (!cat)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    cat->shipped = shipped;
    bool bad = shipped && shipped->n && !(cat->cache = calloc(shipped->n, sizeof *cat->cache));
    if (!bad && ndirs && !(cat->user = calloc(ndirs, sizeof *cat->user)))
        bad = true;
    for (size_t i = 0; !bad && i < ndirs; i++, cat->nuser++)
        bad = !(cat->user[i].dir = strdup(dirs[i]));
    if (bad) {
        mlsys_catalog_close(cat);
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    }
    *out = cat;
    return 0;
}

void mlsys_catalog_close(struct mlsys_catalog *cat)
{
    if (!cat)
        return;
    for (size_t i = 0; cat->cache && i < cat->shipped->n; i++)
        mlsys_record_free(cat->cache[i]);
    free(cat->cache);
    for (size_t i = 0; i < cat->nuser; i++) {
        struct layer *l = &cat->user[i];
        for (size_t j = 0; j < l->n; j++)
            mlsys_record_free(l->recs[j]);
        free(l->recs);
        free(l->keys);
        free(l->dir);
    }
    free(cat->user);
    free(cat);
}

/* ---- loading user directories -------------------------------------------- */

/* Add key (a name or alias of rec at node) to layer l, refusing one that is
 * already there. */
static int add_key(struct layer *l, const char *key, struct mlsys_record *rec,
                   const struct mlsys_ynode *node, bool is_alias, struct mlsys_err *err)
{
    for (size_t i = 0; i < l->nkeys; i++) {
        if (strcmp(l->keys[i].key, key) != 0)
            continue;
        const struct ukey *o = &l->keys[i];
        return mlsys_ydoc_error(rec->doc, node, err, MLSYS_EFILE,
                                "duplicate %s '%s' (also in %s:%d)",
                                is_alias ? "alias" : "name", key, mlsys_record_file(o->rec),
                                o->node->line);
    }
    struct ukey *p = mlsys_grow(l->keys, l->nkeys, &l->capkeys, sizeof *p, 64);
    if (!p)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    l->keys = p;
    l->keys[l->nkeys++] = (struct ukey){key, rec, node};
    return 0;
}

/* Add a validated record to layer l, or leave l as it was (and free rec)
 * when one of its names is taken. */
static int add_record(struct layer *l, struct mlsys_record *rec, struct mlsys_err *err)
{
    size_t keys0 = l->nkeys;
    int rc = 0;
    if (l->n == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 32;
        struct mlsys_record **p = realloc(l->recs, cap * sizeof *p);
        if (!p)
            rc = mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
        else {
            l->recs = p;
            l->cap = cap;
        }
    }
    if (!rc)
        rc = add_key(l, rec->name, rec, rec->name_node, false, err);
    for (size_t i = 0; !rc && i < rec->naliases; i++)
        rc = add_key(l, rec->aliases[i], rec, rec->alias_nodes[i], true, err);
    if (rc) {
        l->nkeys = keys0;
        mlsys_record_free(rec);
        return rc;
    }
    l->recs[l->n++] = rec;
    l->counts[rec->kind]++;
    return 0;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static int cmp_ukey(const void *a, const void *b)
{
    return strcmp(((const struct ukey *)a)->key, ((const struct ukey *)b)->key);
}

/* Report a problem: to fn when given (and count it), else stop with it. */
static int problem(mlsys_catalog_problem_fn fn, void *self, struct mlsys_err *e, size_t *nbad)
{
    if (!fn || e->code == MLSYS_ENOMEM)
        return e->code;
    fn(self, e);
    (*nbad)++;
    mlsys_err_clear(e);
    return 0;
}

/* Set e to an error about a path as a whole ("PATH: what: reason"). */
static void path_error(struct mlsys_err *e, const char *path, const char *what, const char *why)
{
    mlsys_err_clear(e);
    if (why)
        mlsys_err_set(e, MLSYS_EFILE, "%s: %s", what, why);
    else
        mlsys_err_set(e, MLSYS_EFILE, "%s", what);
    mlsys_err_at(e, path, 0, 0);
}

/* "a/b" into buf of size n; false when it does not fit. */
static bool join_path(char *buf, size_t n, const char *a, const char *b)
{
    int k = snprintf(buf, n, "%s/%s", a, b);
    return k >= 0 && (size_t)k < n;
}

/* Parse every DIR/KIND/NAME.yaml of one kind into l. */
static int load_kind(struct layer *l, enum mlsys_catalog_kind kind, const char *sub, DIR *d,
                     mlsys_catalog_problem_fn fn, void *self, size_t *nbad, struct mlsys_err *err)
{
    char **names = NULL;
    size_t n = 0, cap = 0;
    int rc = 0;
    for (struct dirent *de; !rc && (de = readdir(d));) {
        size_t len = strlen(de->d_name);
        if (de->d_name[0] == '.' || len < 6 || strcmp(de->d_name + len - 5, ".yaml") != 0)
            continue;
        if (n == cap) {
            cap = cap ? 2 * cap : 64;
            char **p = realloc(names, cap * sizeof *p);
            if (!p) {
                rc = mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
                break;
            }
            names = p;
        }
        if (!(names[n] = strdup(de->d_name)))
            rc = mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
        else
            n++;
    }
    if (!rc && n)
        qsort(names, n, sizeof *names, cmp_str);
    for (size_t i = 0; !rc && i < n; i++) {
        char path[4096];
        struct mlsys_ydoc *doc;
        struct mlsys_record *rec;
        mlsys_err_clear(err);
        if (!join_path(path, sizeof path, sub, names[i])) {
            path_error(err, sub, "path too long", NULL);
            rc = MLSYS_EFILE;
        } else {
            rc = mlsys_ydoc_load(path, &doc, err);
        }
        if (!rc)
            rc = mlsys_record_parse(doc, kind, false, &rec, err);
        if (!rc)
            rc = add_record(l, rec, err);
        if (rc)
            rc = problem(fn, self, err, nbad);
    }
    for (size_t i = 0; i < n; i++)
        free(names[i]);
    free(names);
    return rc;
}

/* Parse the whole directory of layer l. */
static int load_layer(struct layer *l, mlsys_catalog_problem_fn fn, void *self, size_t *nbad,
                      struct mlsys_err *err)
{
    size_t dl = strlen(l->dir);
    while (dl > 1 && l->dir[dl - 1] == '/')
        l->dir[--dl] = '\0';
    DIR *top = opendir(l->dir);
    if (!top) {
        path_error(err, l->dir, "cannot open catalog directory", strerror(errno));
        return problem(fn, self, err, nbad);
    }
    closedir(top);
    int found = 0, rc = 0;
    for (int k = 0; !rc && k < MLSYS_CAT_NKINDS; k++) {
        char sub[4000];
        if (!join_path(sub, sizeof sub, l->dir,
                       mlsys_catalog_kind_dir((enum mlsys_catalog_kind)k))) {
            path_error(err, l->dir, "path too long", NULL);
            return problem(fn, self, err, nbad);
        }
        DIR *d = opendir(sub);
        if (!d && (errno == ENOENT || errno == ENOTDIR))
            continue;
        found++;
        if (!d) {
            path_error(err, sub, "cannot open catalog directory", strerror(errno));
            rc = problem(fn, self, err, nbad);
            continue;
        }
        rc = load_kind(l, (enum mlsys_catalog_kind)k, sub, d, fn, self, nbad, err);
        closedir(d);
    }
    if (!rc && !found) {
        path_error(err, l->dir,
                   "not a catalog directory: it has none of hardware/, workloads/, fabrics/, "
                   "grids/",
                   NULL);
        rc = problem(fn, self, err, nbad);
    }
    if (l->nkeys)
        qsort(l->keys, l->nkeys, sizeof *l->keys, cmp_ukey);
    return rc;
}

/* Build the record of shipped entry i into the cache (once). */
static int shipped_record(struct mlsys_catalog *cat, size_t i, struct mlsys_record **out,
                          struct mlsys_err *err)
{
    if (!cat->cache[i]) {
        int rc = mlsys_record_embedded(&cat->shipped->entries[i], &cat->cache[i], err);
        if (rc)
            return rc;
    }
    *out = cat->cache[i];
    return 0;
}

static void report_shadows(const struct mlsys_catalog *cat, mlsys_catalog_problem_fn fn, void *self,
                           size_t *nbad);

int mlsys_catalog_load(struct mlsys_catalog *cat, bool shipped_too, mlsys_catalog_problem_fn fn,
                       void *self, struct mlsys_err *err)
{
    size_t nbad = 0;
    int rc = 0;
    if (!cat->loaded) {
        mlsys_err_clear(&cat->load_err);
        for (size_t i = 0; !rc && i < cat->nuser; i++)
            rc = load_layer(&cat->user[i], fn, self, &nbad, &cat->load_err);
        cat->loaded = true;
        cat->load_rc = rc;
    } else if (cat->load_rc) {
        rc = cat->load_rc;
    }
    if (rc) {
        if (err)
            *err = cat->load_err;
        return rc;
    }
    if (fn)
        report_shadows(cat, fn, self, &nbad);
    for (size_t i = 0; shipped_too && cat->shipped && i < cat->shipped->n; i++) {
        struct mlsys_record *r;
        struct mlsys_err e;
        mlsys_err_clear(&e);
        if (shipped_record(cat, i, &r, &e) && (rc = problem(fn, self, &e, &nbad))) {
            if (err)
                *err = e;
            return rc;
        }
    }
    if (nbad)
        return mlsys_err_set(err, MLSYS_EFILE, "%zu problem%s in the catalog", nbad,
                             nbad == 1 ? "" : "s");
    return 0;
}

/* ---- lookup ---------------------------------------------------------------- */

/* Index of key in the shipped index, or -1. */
static long shipped_find(const struct mlsys_embedded_catalog *s, const char *key)
{
    size_t lo = 0, hi = s ? s->nindex : 0;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = strcmp(s->index[mid].key, key);
        if (!c)
            return (long)s->index[mid].entry;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}

static const struct ukey *user_find(const struct layer *l, const char *key)
{
    struct ukey k = {key, NULL, NULL};
    return l->nkeys ? bsearch(&k, l->keys, l->nkeys, sizeof k, cmp_ukey) : NULL;
}

/* Resolve lowercase key among entries of kind (or any kind when kind is
 * MLSYS_CAT_NKINDS): 0 with *out, ENOTFOUND (err untouched), or a parse
 * error of the shipped entry. */
static int resolve(struct mlsys_catalog *cat, enum mlsys_catalog_kind kind, const char *key,
                   const struct mlsys_record **out, struct mlsys_err *err)
{
    const char *canon = NULL;
    bool any = kind == MLSYS_CAT_NKINDS;
    for (size_t i = cat->nuser; !canon && i-- > 0;) {
        const struct ukey *k = user_find(&cat->user[i], key);
        if (k && (any || k->rec->kind == kind)) {
            canon = k->rec->name;
            kind = k->rec->kind;
        }
    }
    long e = canon ? -1 : shipped_find(cat->shipped, key);
    if (e >= 0 && (any || cat->shipped->entries[e].kind == kind)) {
        canon = cat->shipped->entries[e].name;
        kind = (enum mlsys_catalog_kind)cat->shipped->entries[e].kind;
    }
    if (!canon)
        return MLSYS_ENOTFOUND;
    for (size_t i = cat->nuser; i-- > 0;) {
        const struct ukey *k = user_find(&cat->user[i], canon);
        if (k && k->rec->kind == kind && !strcmp(k->rec->name, canon)) {
            *out = k->rec;
            return 0;
        }
    }
    e = shipped_find(cat->shipped, canon);
    if (e < 0 || cat->shipped->entries[e].kind != kind)
        return MLSYS_ENOTFOUND;
    struct mlsys_record *r;
    int rc = shipped_record(cat, (size_t)e, &r, err);
    if (!rc)
        *out = r;
    return rc;
}

/* Append s to cands[0..*n) unless it is there already. */
static void add_cand(const char **cands, size_t *n, size_t max, const char *s)
{
    for (size_t i = 0; i < *n; i++)
        if (!strcmp(cands[i], s))
            return;
    if (*n < max)
        cands[(*n)++] = s;
}

/* MLSYS_ENOTFOUND "unknown KIND 'name'; closest: a, b, c". */
static int not_found(const struct mlsys_catalog *cat, enum mlsys_catalog_kind kind,
                     const char *name, struct mlsys_err *err)
{
    size_t max = 64 + (cat->shipped ? cat->shipped->nindex : 0);
    for (size_t i = 0; i < cat->nuser; i++)
        max += cat->user[i].nkeys;
    const char **cands = malloc(max * sizeof *cands);
    if (!cands)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    bool any = kind == MLSYS_CAT_NKINDS;
    size_t n = 0;
    for (size_t i = cat->nuser; i-- > 0;)
        for (size_t j = 0; j < cat->user[i].nkeys; j++)
            if (any || cat->user[i].keys[j].rec->kind == kind)
                add_cand(cands, &n, max, cat->user[i].keys[j].key);
    for (size_t j = 0; cat->shipped && j < cat->shipped->nindex; j++)
        if (any || cat->shipped->entries[cat->shipped->index[j].entry].kind == kind)
            add_cand(cands, &n, max, cat->shipped->index[j].key);
    const char *best[5];
    size_t k = mlsys_text_suggest_k(name, cands, n, best, 5);
    char list[256] = "";
    size_t len = 0;
    for (size_t i = 0; i < k; i++) {
        int w = snprintf(list + len, sizeof list - len, "%s%s", i ? ", " : "", best[i]);
        if (w > 0 && (size_t)w < sizeof list - len)
            len += (size_t)w;
    }
    free(cands);
    const char *what = any ? "catalog entry" : mlsys_catalog_kind_name(kind);
    if (k)
        return mlsys_err_set(err, MLSYS_ENOTFOUND, "unknown %s '%.64s'; closest: %s", what, name,
                             list);
    return mlsys_err_set(err, MLSYS_ENOTFOUND,
                         "unknown %s '%.64s'; run 'mlsys catalog list%s%s' for the names", what,
                         name, any ? "" : " ", any ? "" : mlsys_catalog_kind_dir(kind));
}

/* Lowercase copy of name into buf; false when it does not fit. */
static bool lower_name(const char *name, char *buf, size_t n)
{
    size_t i = 0;
    for (; name[i]; i++) {
        if (i + 1 >= n)
            return false;
        char c = name[i];
        buf[i] = (c >= 'A' && c <= 'Z') ? (char)(c - 'A' + 'a') : c;
    }
    buf[i] = '\0';
    return true;
}

/* The suffixes of fine-tuned variants, which keep their base model's shape
 * ("llama-3.1-70b-instruct", "llama-2-70b-chat-hf", "gemma-2-9b-it"). */
static const char *const VARIANT_SUFFIXES[] = {"-instruct", "-chat", "-it", "-hf", "-base"};

/* A workload as a Hugging Face repository names it (key lower-case, not in
 * the catalog as it stands): without its organisation ("meta-llama/") and
 * then without its variant suffixes, one at a time, until a form resolves.
 * MLSYS_ENOTFOUND when none does. */
static int resolve_model_repo(struct mlsys_catalog *cat, const char *key,
                              const struct mlsys_record **out, struct mlsys_err *err)
{
    const char *slash = strrchr(key, '/');
    char buf[NAME_MAX_LEN];
    size_t len = strlen(slash ? slash + 1 : key);
    memcpy(buf, slash ? slash + 1 : key, len + 1); /* no longer than key */
    for (int rc; len > 0;) {
        if ((slash || len < strlen(key)) &&
            (rc = resolve(cat, MLSYS_CAT_WORKLOAD, buf, out, err)) != MLSYS_ENOTFOUND)
            return rc;
        size_t i = 0, n = 0;
        for (; i < sizeof VARIANT_SUFFIXES / sizeof *VARIANT_SUFFIXES; i++)
            if (len > (n = strlen(VARIANT_SUFFIXES[i])) &&
                !strcmp(buf + len - n, VARIANT_SUFFIXES[i]))
                break;
        if (i == sizeof VARIANT_SUFFIXES / sizeof *VARIANT_SUFFIXES)
            break;
        buf[len -= n] = '\0';
    }
    return MLSYS_ENOTFOUND;
}

/* find / find_any: kind MLSYS_CAT_NKINDS means any kind. */
static int find(struct mlsys_catalog *cat, enum mlsys_catalog_kind kind, const char *name,
                const struct mlsys_record **out, struct mlsys_err *err)
{
    int rc = mlsys_catalog_load(cat, false, NULL, NULL, err);
    if (rc)
        return rc;
    for (int i = 0; i < 2; i++)
        if (cat->last[kind][i].rec && !strcmp(cat->last[kind][i].name, name)) {
            *out = cat->last[kind][i].rec;
            return MLSYS_OK;
        }
    char key[NAME_MAX_LEN];
    bool fits = lower_name(name, key, sizeof key);
    rc = fits ? resolve(cat, kind, key, out, err) : MLSYS_ENOTFOUND;
    if (rc == MLSYS_ENOTFOUND && fits && kind == MLSYS_CAT_WORKLOAD)
        rc = resolve_model_repo(cat, key, out, err);
    if (rc == MLSYS_ENOTFOUND)
        return not_found(cat, kind, name, err);
    if (!rc && *out) { /* the name fits: lower_name checked its length */
        cat->last[kind][1] = cat->last[kind][0];
        memcpy(cat->last[kind][0].name, name, strlen(name) + 1);
        cat->last[kind][0].rec = *out;
    }
    return rc;
}

int mlsys_catalog_find(struct mlsys_catalog *cat, enum mlsys_catalog_kind kind, const char *name,
                       const struct mlsys_record **out, struct mlsys_err *err)
{
    if ((unsigned)kind >= MLSYS_CAT_NKINDS)
        return mlsys_err_set(err, MLSYS_EUSAGE, "internal: bad catalog kind");
    return find(cat, kind, name, out, err);
}

int mlsys_catalog_find_any(struct mlsys_catalog *cat, const char *name,
                           const struct mlsys_record **out, struct mlsys_err *err)
{
    return find(cat, MLSYS_CAT_NKINDS, name, out, err);
}

/* ---- shadowing -------------------------------------------------------------- */

/* The entry a key reaches below some user layer. */
struct lower_entry {
    enum mlsys_catalog_kind kind;
    const char *name, *file;
    bool by_name; /* the key is the entry's name, not one of its aliases */
    bool builtin;
};

/* Resolve key as resolve() does for any kind, over the shipped catalog and
 * user layers [0, top) only: the nearest layer holding key gives the
 * entry's kind and name, the topmost layer defining that name its file.
 * False when no layer below top holds key. */
static bool lower_find(const struct mlsys_catalog *cat, size_t top, const char *key,
                       struct lower_entry *out)
{
    const struct mlsys_embedded_catalog *s = cat->shipped;
    const char *canon = NULL;
    for (size_t i = top; !canon && i-- > 0;) {
        const struct ukey *k = user_find(&cat->user[i], key);
        if (k) {
            canon = k->rec->name;
            out->kind = k->rec->kind;
        }
    }
    long e = canon ? -1 : shipped_find(s, key);
    if (e >= 0) {
        canon = s->entries[e].name;
        out->kind = (enum mlsys_catalog_kind)s->entries[e].kind;
    }
    if (!canon)
        return false;
    out->name = canon;
    out->by_name = !strcmp(canon, key);
    for (size_t i = top; i-- > 0;) {
        const struct ukey *k = user_find(&cat->user[i], canon);
        if (k && k->rec->kind == out->kind && !strcmp(k->rec->name, canon)) {
            out->file = mlsys_record_file(k->rec);
            out->builtin = false;
            return true;
        }
    }
    /* Not defined by a user layer below top, so canon came from entry e
     * (a user canon names its own record, found above). */
    out->file = s->entries[e].file;
    out->builtin = true;
    return true;
}

/* Report key (the pointer rec->name or one of rec->aliases, at node; rec in
 * user layer top) to fn, and count it, when it reaches another entry in
 * the layers below: the later layer takes the key over, so that entry
 * cannot be found by it any more. The same entry name and kind below is an
 * override, not reported. */
static void shadow_key(const struct mlsys_catalog *cat, size_t top, const struct mlsys_record *rec,
                       const char *key, const struct mlsys_ynode *node, mlsys_catalog_problem_fn fn,
                       void *self, size_t *nbad)
{
    struct lower_entry lo;
    if (!lower_find(cat, top, key, &lo) || (lo.kind == rec->kind && !strcmp(lo.name, rec->name)))
        return;
    struct mlsys_err e;
    mlsys_err_clear(&e);
    mlsys_ydoc_error(rec->doc, node, &e, MLSYS_EFILE, "%s '%s' shadows %s of %s%s '%s' (%s)%s",
                     key == rec->name ? "name" : "alias", key,
                     lo.by_name ? "the name" : "an alias", lo.builtin ? "built-in " : "",
                     mlsys_catalog_kind_name(lo.kind), lo.name, lo.file,
                     lo.kind == rec->kind ? "" : " for 'catalog show'");
    fn(self, &e);
    (*nbad)++;
}

/* Every name and alias of every user layer, layer by layer in file order,
 * through shadow_key. */
static void report_shadows(const struct mlsys_catalog *cat, mlsys_catalog_problem_fn fn, void *self,
                           size_t *nbad)
{
    for (size_t i = 0; i < cat->nuser; i++)
        for (size_t j = 0; j < cat->user[i].n; j++) {
            const struct mlsys_record *r = cat->user[i].recs[j];
            shadow_key(cat, i, r, r->name, r->name_node, fn, self, nbad);
            for (size_t a = 0; a < r->naliases; a++)
                shadow_key(cat, i, r, r->aliases[a], r->alias_nodes[a], fn, self, nbad);
        }
}

static int cmp_rec(const void *a, const void *b)
{
    return strcmp((*(const struct mlsys_record *const *)a)->name,
                  (*(const struct mlsys_record *const *)b)->name);
}

/* True when one of recs[0..n) is called name. */
static bool has_name(const struct mlsys_record **recs, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(recs[i]->name, name))
            return true;
    return false;
}

int mlsys_catalog_list(struct mlsys_catalog *cat, enum mlsys_catalog_kind kind,
                       const struct mlsys_record ***out, size_t *n, struct mlsys_err *err)
{
    *out = NULL;
    *n = 0;
    int rc = mlsys_catalog_load(cat, false, NULL, NULL, err);
    if (rc)
        return rc;
    size_t max = 1 + (cat->shipped ? cat->shipped->n : 0);
    for (size_t i = 0; i < cat->nuser; i++)
        max += cat->user[i].n;
    const struct mlsys_record **recs = malloc(max * sizeof *recs);
    if (!recs)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    size_t k = 0;
    for (size_t i = cat->nuser; i-- > 0;)
        for (size_t j = 0; j < cat->user[i].n; j++) {
            const struct mlsys_record *r = cat->user[i].recs[j];
            if (r->kind == kind && !has_name(recs, k, r->name))
                recs[k++] = r;
        }
    size_t nuser = k;
    for (size_t j = 0; !rc && cat->shipped && j < cat->shipped->n; j++) {
        const struct mlsys_embedded_entry *e = &cat->shipped->entries[j];
        struct mlsys_record *r;
        if (e->kind != kind || has_name(recs, nuser, e->name))
            continue;
        rc = shipped_record(cat, j, &r, err);
        if (!rc)
            recs[k++] = r;
    }
    if (rc) {
        free(recs);
        return rc;
    }
    if (k > 1)
        qsort(recs, k, sizeof *recs, cmp_rec);
    *out = recs;
    *n = k;
    return 0;
}

const struct mlsys_embedded_catalog *mlsys_catalog_shipped(const struct mlsys_catalog *cat)
{
    return cat->shipped;
}

size_t mlsys_catalog_parsed(const struct mlsys_catalog *cat)
{
    size_t n = 0;
    for (size_t i = 0; cat->cache && i < cat->shipped->n; i++)
        n += cat->cache[i] != NULL;
    return n;
}

bool mlsys_catalog_layer(const struct mlsys_catalog *cat, size_t i, const char **dir,
                         size_t counts[MLSYS_CAT_NKINDS])
{
    memset(counts, 0, MLSYS_CAT_NKINDS * sizeof counts[0]);
    if (cat->shipped) {
        if (i == 0) {
            *dir = NULL;
            for (size_t j = 0; j < cat->shipped->n; j++)
                if (cat->shipped->entries[j].kind < MLSYS_CAT_NKINDS)
                    counts[cat->shipped->entries[j].kind]++;
            return true;
        }
        i--;
    }
    if (i >= cat->nuser)
        return false;
    *dir = cat->user[i].dir;
    memcpy(counts, cat->user[i].counts, MLSYS_CAT_NKINDS * sizeof counts[0]);
    return true;
}
