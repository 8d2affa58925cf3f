/* test_embedded.c - the shipped catalog compiled to C data (embedded.h):
 * every shipped record against the loader's record of its file in data/,
 * and a user entry flattened as the build flattens the shipped files.
 * The expected values are what the loader reads from the YAML at test
 * time, and hand-counted positions in tests/data/catalog/user.
 */
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "catalogutil.h"

#include "catalog/catalog_impl.h"
#include "catalog/embedded.h"

/* Two YAML trees are the same: kinds, positions, texts, children. */
static void assert_same_tree(const struct mlsys_ynode *a, const struct mlsys_ynode *b)
{
    assert_true((a == NULL) == (b == NULL));
    if (!a)
        return;
    assert_int_equal(a->kind, b->kind);
    assert_int_equal(a->line, b->line);
    assert_int_equal(a->col, b->col);
    assert_int_equal(a->n, b->n);
    if (a->kind == MLSYS_Y_SCALAR) {
        assert_string_equal(a->s, b->s);
        assert_int_equal(a->len, b->len);
        assert_int_equal(a->plain, b->plain);
        assert_int_equal(a->tcol, b->tcol);
    }
    for (size_t i = 0; a->kind == MLSYS_Y_SEQ && i < a->n; i++)
        assert_same_tree(a->items[i], b->items[i]);
    for (size_t i = 0; a->kind == MLSYS_Y_MAP && i < a->n; i++) {
        assert_same_tree(a->pairs[i].key, b->pairs[i].key);
        assert_same_tree(a->pairs[i].val, b->pairs[i].val);
    }
}

/* The shipped record `got` (built from the generated data) is the record
 * the loader makes of the file on disk (`want`): every field value, bit
 * for bit, its text and node, the name and aliases with their positions. */
static void assert_same_record(const struct mlsys_record *want, const struct mlsys_record *got)
{
    assert_same_tree(mlsys_ydoc_root(want->doc), mlsys_ydoc_root(got->doc));
    assert_int_equal(want->kind, got->kind);
    assert_true(got->builtin && !want->builtin);
    assert_string_equal(want->name, got->name);
    assert_int_equal(want->name_node->line, got->name_node->line);
    assert_int_equal(want->name_node->col, got->name_node->col);
    assert_int_equal(want->naliases, got->naliases);
    for (size_t i = 0; i < want->naliases; i++) {
        assert_string_equal(want->aliases[i], got->aliases[i]);
        assert_int_equal(want->alias_nodes[i]->line, got->alias_nodes[i]->line);
        assert_int_equal(want->alias_nodes[i]->col, got->alias_nodes[i]->col);
    }
    for (size_t f = 0; f < want->schema->nfields; f++) {
        const struct fval *a = &want->v[f], *b = &got->v[f];
        assert_int_equal(a->set, b->set);
        assert_memory_equal(&a->q.v, &b->q.v, sizeof a->q.v); /* NaN included */
        assert_memory_equal(a->q.dim, b->q.dim, sizeof a->q.dim);
        assert_int_equal(a->choice, b->choice);
        assert_true((a->s == NULL) == (b->s == NULL));
        if (a->s)
            assert_string_equal(a->s, b->s);
        assert_true((a->node == NULL) == (b->node == NULL));
        if (a->node) {
            assert_int_equal(a->node->line, b->node->line);
            assert_int_equal(a->node->col, b->node->col);
        }
    }
}

/* The embedded catalog holds exactly the files of data/, and each shipped
 * record is the one the loader makes of its file at run time. */
static void test_embedded_matches_data(void **state)
{
    (void)state;
    const char *dirs[] = {MLSYS_DATADIR};
    struct mlsys_catalog *disk = open_dirs(NULL, dirs, 1);
    struct mlsys_catalog *shipped = open_dirs(&mlsys_data_catalog, NULL, 0);
    size_t total = 0;
    for (int k = 0; k < MLSYS_CAT_NKINDS; k++) {
        const struct mlsys_record **recs;
        size_t n;
        struct mlsys_err err;
        mlsys_err_clear(&err);
        assert_int_equal(mlsys_catalog_list(disk, (enum mlsys_catalog_kind)k, &recs, &n, &err), 0);
        for (size_t i = 0; i < n; i++, total++) {
            const struct mlsys_embedded_entry *e = &mlsys_data_catalog.entries[total];
            assert_int_equal(e->kind, k);
            assert_string_equal(e->name, mlsys_record_name(recs[i]));
            assert_int_equal(e->naliases, mlsys_record_naliases(recs[i]));
            const struct mlsys_record *got = find_ok(shipped, e->kind, e->name);
            assert_same_record(recs[i], got);
            char want_file[512];
            snprintf(want_file, sizeof want_file, "data/%s/%s.yaml",
                     mlsys_catalog_kind_dir(e->kind), e->name);
            assert_string_equal(mlsys_record_file(got), want_file);
        }
        free(recs);
    }
    assert_int_equal(total, mlsys_data_catalog.n);
    mlsys_catalog_close(shipped);
    mlsys_catalog_close(disk);
}

/* A user entry flattened as tools/embed.c flattens a shipped file comes
 * back as the same record, aliases and positions included. */
static void test_flatten_round_trip(void **state)
{
    (void)state;
    struct mlsys_catalog *cat = open_fixture("user");
    const struct mlsys_record *want = find_ok(cat, MLSYS_CAT_HARDWARE, "mine");
    struct mlsys_embedded_entry e;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_embedded_flatten(want, "data/hardware/my-gpu.yaml", &e, &err), 0);
    assert_string_equal(e.name, "my-gpu");
    assert_int_equal(e.naliases, 1);
    assert_string_equal(e.aliases[0], "mine");
    struct mlsys_record *got;
    assert_int_equal(mlsys_record_embedded(&e, &got, &err), 0);
    assert_same_record(want, got);
    assert_string_equal(mlsys_record_file(got), "data/hardware/my-gpu.yaml");
    /* my-gpu.yaml: "bandwidth: 10 GB/s" on line 11 at column 14 */
    int line, col;
    assert_int_equal(mlsys_record_pos(got, MLSYS_HW_MEM_BANDWIDTH, &line, &col), 11);
    assert_int_equal(line, 11);
    assert_int_equal(col, 14);
    assert_true(mlsys_record_qty(got, MLSYS_HW_MEM_BANDWIDTH).v == 10e9);
    mlsys_record_free(got);
    mlsys_embedded_release(&e);
    mlsys_catalog_close(cat);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_embedded_matches_data),
        cmocka_unit_test(test_flatten_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
