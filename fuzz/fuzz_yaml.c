/* fuzz_yaml.c - libFuzzer target: the YAML document reader (yamldoc.h),
 * catalog record validation, and the catalog through the command line.
 *
 * The input is one YAML file. It is parsed with mlsys_ydoc_parse and its
 * tree walked (every node's invariants checked); then validated as a
 * record of each of the four kinds, named after its own `name:` so the
 * file-stem rule does not hide the rest of the validation. A valid record
 * replaces (or joins) the shipped entry of that name in a copy of the
 * embedded catalog (flattened as tools/embed.c flattens the shipped
 * files), and a few commands that read that kind run on it
 * through mlsys_cli_main, so a strange but valid entry (a bandwidth of
 * 1e-300 B/s) reaches the models.
 */
#define _GNU_SOURCE 1 /* fopencookie, in fuzz_sink.h */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "fuzz_sink.h"
#include "fuzz_util.h"
#include "mlsys/catalog.h"
#include "numerics/numerics.h"
#include "catalog/yamldoc.h"
#include "catalog/catalog_impl.h"
#include "catalog/embedded.h"

static FILE *sink_out, *sink_err;
static struct fuzz_sink sink_out_state, sink_err_state;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    unsetenv("MLSYS_CATALOG");
    mlsys_numerics_init();
    sink_out = fuzz_sink_open(&sink_out_state);
    sink_err = fuzz_sink_open(&sink_err_state);
    return 0;
}

static void must(int ok, const char *what)
{
    if (!ok) {
        fprintf(stderr, "fuzz_yaml: %s\n", what);
        abort();
    }
}

/* Check the invariants of yamldoc.h on node and its children. */
static void walk(const struct mlsys_ynode *n, int depth)
{
    must(depth <= MLSYS_YAML_MAX_DEPTH + 1, "tree deeper than the limit");
    must(n->line >= 1 && n->col >= 1, "node without position");
    switch (n->kind) {
    case MLSYS_Y_SCALAR:
        must(n->s && strlen(n->s) == n->len, "scalar length");
        (void)mlsys_ynode_col_at(n, (int)(n->len / 2 + 1));
        break;
    case MLSYS_Y_SEQ:
        for (size_t i = 0; i < n->n; i++)
            walk(n->items[i], depth + 1);
        break;
    case MLSYS_Y_MAP:
        for (size_t i = 0; i < n->n; i++) {
            must(n->pairs[i].key->kind == MLSYS_Y_SCALAR, "non-scalar key");
            must(mlsys_ynode_get(n, n->pairs[i].key->s) != NULL, "key lookup");
            walk(n->pairs[i].key, depth + 1);
            walk(n->pairs[i].val, depth + 1);
        }
        break;
    default:
        must(0, "bad node kind");
    }
}

/* Entries by kind, then name (the order the embedded catalog keeps). */
static int cmp_entry(const void *a, const void *b)
{
    const struct mlsys_embedded_entry *x = a, *y = b;
    if (x->kind != y->kind)
        return x->kind < y->kind ? -1 : 1;
    return strcmp(x->name, y->name);
}

static int cmp_key(const void *a, const void *b)
{
    return strcmp(((const struct mlsys_embedded_key *)a)->key,
                  ((const struct mlsys_embedded_key *)b)->key);
}

/* Run argv (NULL-terminated) on the catalog `cat`, output discarded. */
static void run(const struct mlsys_embedded_catalog *cat, const char **words)
{
    char *argv[32];
    int argc = 0;
    argv[argc++] = (char *)"mlsys";
    for (; *words && argc < 31; words++)
        argv[argc++] = (char *)*words;
    argv[argc] = NULL;
    sink_out_state.written = sink_err_state.written = 0;
    clearerr(sink_out);
    clearerr(sink_err);
    (void)mlsys_cli_main(argc, argv, cat, sink_out, sink_err);
}

/* The shipped catalog with the entry `e` in place of the shipped one of
 * the same kind and name (or added); then commands that read it. */
static void run_with_entry(const struct mlsys_embedded_entry *e)
{
    const struct mlsys_embedded_catalog *ship = &mlsys_data_catalog;
    struct mlsys_embedded_entry *ents = calloc(ship->n + 1, sizeof *ents);
    size_t n = 0, nkeys = 0;
    for (size_t i = 0; ents && i < ship->n; i++)
        if (ship->entries[i].kind != e->kind || strcmp(ship->entries[i].name, e->name))
            ents[n++] = ship->entries[i];
    if (!ents)
        return;
    ents[n++] = *e;
    qsort(ents, n, sizeof *ents, cmp_entry);
    for (size_t i = 0; i < n; i++)
        nkeys += 1 + ents[i].naliases;
    struct mlsys_embedded_key *keys = calloc(nkeys, sizeof *keys);
    if (!keys) {
        free(ents);
        return;
    }
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        keys[k++] = (struct mlsys_embedded_key){ents[i].name, (unsigned)i};
        for (size_t j = 0; j < ents[i].naliases; j++)
            keys[k++] = (struct mlsys_embedded_key){ents[i].aliases[j], (unsigned)i};
    }
    qsort(keys, k, sizeof *keys, cmp_key);
    struct mlsys_embedded_catalog cat = {ents, n, keys, k};

    const char *name = e->name;
    const char *show[] = {"catalog", "show", name, "-f", "json", NULL};
    run(&cat, show);
    switch (e->kind) {
    case MLSYS_CAT_HARDWARE: {
        const char *a[] = {"iron-law", "--hw", name, "--workload", "llama3-8b", NULL};
        const char *b[] = {"roofline", "--hw", name, "-f", "csv", NULL};
        const char *c[] = {"energy", "--hw", name, "--workload", "llama3-8b", "--grid", "france",
                           NULL};
        const char *d[] = {"parallel", "--devices", "64", "--tp", "8", "--pp", "2", "--workload",
                           "llama70b", "--hw", name, NULL};
        const char *l[] = {"catalog", "list", "hardware", NULL};
        run(&cat, a), run(&cat, b), run(&cat, c), run(&cat, d), run(&cat, l);
        break;
    }
    case MLSYS_CAT_WORKLOAD: {
        const char *a[] = {"iron-law", "--hw", "h100", "--workload", name, "--batch", "1,64", NULL};
        const char *b[] = {"memory", "--hw", "h100", "--workload", name, "--phase", "train",
                           "--zero", "3", "--dp", "8", NULL};
        const char *c[] = {"roofline", "--hw", "a100", "--workload", name, "--phase", "prefill",
                           NULL};
        const char *d[] = {"parallel", "--devices", "64", "--tp", "8", "--pp", "2", "--workload",
                           name, "--hw", "h100", NULL};
        const char *l[] = {"catalog", "list", "workloads", NULL};
        run(&cat, a), run(&cat, b), run(&cat, c), run(&cat, d), run(&cat, l);
        break;
    }
    case MLSYS_CAT_FABRIC: {
        const char *a[] = {"comm", "--fabric", name, "--collective", "allreduce", "--ranks", "8",
                           "--size", "1GB", NULL};
        const char *b[] = {"cluster", "--devices", "256", "--t-compute", "1s", "--params", "7e9",
                           "--fabric", name, NULL};
        const char *c[] = {"compress", "--fabric", name, "--size", "1GB", "--ratio", "4", NULL};
        const char *l[] = {"catalog", "list", "fabrics", NULL};
        run(&cat, a), run(&cat, b), run(&cat, c), run(&cat, l);
        break;
    }
    default: {
        const char *a[] = {"energy", "--hw", "h100", "--workload", "llama3-8b", "--grid", name,
                           NULL};
        const char *l[] = {"catalog", "list", "grids", NULL};
        run(&cat, a), run(&cat, l);
        break;
    }
    }
    const char *check[] = {"catalog", "check", NULL};
    run(&cat, check);
    free(keys);
    free(ents);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct mlsys_ydoc *doc = NULL;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    int rc = mlsys_ydoc_parse((const char *)data, size, "fuzz.yaml", &doc, &err);
    if (rc) {
        must(doc == NULL && err.code == rc && err.msg[0], "parse error contract");
        return 0;
    }
    const struct mlsys_ynode *root = mlsys_ydoc_root(doc);
    if (root)
        walk(root, 0);
    /* name the file after the entry so the stem check passes */
    char stem[80] = "fuzz";
    const struct mlsys_ynode *nm = mlsys_ynode_get(root, "name");
    if (nm && nm->kind == MLSYS_Y_SCALAR && nm->len > 0 && nm->len < 64 && !strchr(nm->s, '/'))
        snprintf(stem, sizeof stem, "%s", nm->s);
    mlsys_ydoc_free(doc);

    char *text = fuzz_cstr(data, size);
    for (int k = 0; text && k < MLSYS_CAT_NKINDS; k++) {
        char file[160];
        snprintf(file, sizeof file, "data/%s/%s.yaml", mlsys_catalog_kind_dir(k), stem);
        mlsys_err_clear(&err);
        if (mlsys_ydoc_parse(text, size, file, &doc, &err))
            break;
        struct mlsys_record *rec = NULL;
        mlsys_err_clear(&err);
        rc = mlsys_record_parse(doc, (enum mlsys_catalog_kind)k, false, &rec, &err);
        if (rc) {
            must(rec == NULL && err.msg[0], "record error contract");
            continue;
        }
        const struct mlsys_schema *sc = mlsys_schema_get((enum mlsys_catalog_kind)k);
        for (size_t f = 0; f < sc->nfields; f++) {
            int line, col;
            (void)mlsys_record_qty(rec, f);
            (void)mlsys_record_text(rec, f);
            (void)mlsys_record_pos(rec, f, &line, &col);
        }
        if (k == MLSYS_CAT_WORKLOAD) {
            (void)mlsys_wl_gated(rec);
            (void)mlsys_wl_family(rec);
        }
        if (k == MLSYS_CAT_HARDWARE)
            for (int p = 0; p < MLSYS_NPREC; p++)
                (void)mlsys_hw_rate(rec, (enum mlsys_precision)p);
        struct mlsys_embedded_entry e;
        mlsys_err_clear(&err);
        rc = mlsys_embedded_flatten(rec, file, &e, &err);
        must(!rc || err.code == MLSYS_ENOMEM, "a valid record flattens");
        if (!rc) {
            run_with_entry(&e);
            mlsys_embedded_release(&e);
        }
        mlsys_record_free(rec);
    }
    free(text);
    return 0;
}
