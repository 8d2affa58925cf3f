/* test_yamldoc.c - the YAML document API: the node tree with positions,
 * and every input it refuses, each at its line and column (counted by
 * hand in the test text). */
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#include "catalog/yamldoc.h"

static struct mlsys_ydoc *parse_ok(const char *text)
{
    struct mlsys_ydoc *doc = NULL;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    int rc = mlsys_ydoc_parse(text, strlen(text), "t.yaml", &doc, &err);
    if (rc)
        print_error("unexpected error: %s:%d:%d: %s\n", err.file, err.line, err.col, err.msg);
    assert_int_equal(rc, 0);
    return doc;
}

/* Parse len bytes and require the error at line:col with message msg. */
static void parse_fails(const char *text, size_t len, int line, int col, const char *msg)
{
    struct mlsys_ydoc *doc = (struct mlsys_ydoc *)1;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    int rc = mlsys_ydoc_parse(text, len, "t.yaml", &doc, &err);
    assert_int_equal(rc, MLSYS_EFILE);
    assert_null(doc);
    assert_string_equal(err.file, "t.yaml");
    assert_string_equal(err.msg, msg);
    assert_int_equal(err.line, line);
    assert_int_equal(err.col, col);
}

static void test_yaml_tree(void **state)
{
    (void)state;
    struct mlsys_ydoc *doc = parse_ok("a: 1\nb:\n  - x\n  - 'y z'\nc: {d: e}\n");
    const struct mlsys_ynode *root = mlsys_ydoc_root(doc);
    assert_int_equal(root->kind, MLSYS_Y_MAP);
    assert_int_equal(root->n, 3);
    assert_string_equal(root->pairs[0].key->s, "a");
    const struct mlsys_ynode *a = mlsys_ynode_get(root, "a");
    assert_string_equal(a->s, "1");
    assert_true(a->plain);
    assert_int_equal(a->line, 1);
    assert_int_equal(a->col, 4);
    assert_int_equal(a->tcol, 4);
    const struct mlsys_ynode *b = mlsys_ynode_get(root, "b");
    assert_int_equal(b->kind, MLSYS_Y_SEQ);
    assert_int_equal(b->n, 2);
    assert_int_equal(b->line, 3);
    assert_int_equal(b->col, 3); /* the first '-' */
    assert_string_equal(b->items[0]->s, "x");
    assert_int_equal(b->items[0]->col, 5);
    const struct mlsys_ynode *yz = b->items[1];
    assert_string_equal(yz->s, "y z");
    assert_false(yz->plain);
    assert_int_equal(yz->col, 5);  /* the quote */
    assert_int_equal(yz->tcol, 6); /* the 'y' */
    assert_int_equal(mlsys_ynode_col_at(yz, 3), 8);
    const struct mlsys_ynode *c = mlsys_ynode_get(root, "c");
    assert_int_equal(c->kind, MLSYS_Y_MAP);
    assert_int_equal(c->line, 5);
    assert_int_equal(c->col, 4);
    assert_string_equal(mlsys_ynode_get(c, "d")->s, "e");
    assert_null(mlsys_ynode_get(c, "x"));
    assert_null(mlsys_ynode_get(b, "x"));
    assert_string_equal(mlsys_ynode_kind_name(b), "a sequence");
    assert_string_equal(mlsys_ydoc_file(doc), "t.yaml");
    mlsys_ydoc_free(doc);
}

static void test_yaml_empty(void **state)
{
    (void)state;
    struct mlsys_ydoc *doc = parse_ok("");
    assert_null(mlsys_ydoc_root(doc));
    mlsys_ydoc_free(doc);
    doc = parse_ok("# only a comment\n");
    assert_null(mlsys_ydoc_root(doc));
    mlsys_ydoc_free(doc);
    doc = parse_ok("---\n");
    assert_int_equal(mlsys_ydoc_root(doc)->kind, MLSYS_Y_SCALAR);
    assert_string_equal(mlsys_ydoc_root(doc)->s, "");
    mlsys_ydoc_free(doc);
    mlsys_ydoc_free(NULL);
}

static void test_yaml_errors(void **state)
{
    (void)state;
#define FAILS(text, line, col, msg) parse_fails(text, sizeof text - 1, line, col, msg)
    /* the ':' of "  bad: b" is column 6 */
    FAILS("name: broken\ntitle: a\n  bad: b\n", 3, 6,
          "mapping values are not allowed in this context");
    FAILS("a: [1, 2\n", 2, 1,
          "did not find expected ',' or ']' (while parsing a flow sequence at line 1, column 4)");
    FAILS("a: *x\n", 1, 4, "alias '*x': anchors and aliases are not supported");
    FAILS("a: &x 1\n", 1, 4, "anchor '&x': anchors and aliases are not supported");
    FAILS("a: !!str 1\n", 1, 4, "tag 'tag:yaml.org,2002:str': tags are not supported");
    FAILS("a: 1\nb: 2\na: 3\n", 3, 1, "duplicate key 'a' (first at line 1)");
    FAILS("? [a]\n: 1\n", 1, 3, "mapping keys must be scalars, not a sequence");
    FAILS("a: 1\n---\nb: 2\n", 2, 1, "more than one YAML document in the file");
    FAILS("a: 1\n\0", 2, 1, "NUL byte in the file");
    FAILS("a: \xc3(\n", 1, 4, "invalid UTF-8 byte 0xc3");
    FAILS("a: \"x\\0\"\n", 1, 4, "NUL character in a scalar");
    FAILS("\xff\xfe" "a\0:\0", 1, 1, "invalid UTF-8 byte 0xff"); /* UTF-16 */
#undef FAILS
}

static void test_yaml_limits(void **state)
{
    (void)state;
    char buf[200];
    /* 64 nested sequences are the limit: the 65th '[' opens level 65 */
    memset(buf, '[', 64);
    memset(buf + 64, ']', 64);
    buf[128] = '\0';
    mlsys_ydoc_free(parse_ok(buf));
    memset(buf, '[', 65);
    memset(buf + 65, ']', 65);
    parse_fails(buf, 130, 1, 65, "nesting deeper than 64 levels");
    size_t big = MLSYS_YAML_MAX_BYTES + 1;
    char *text = malloc(big);
    assert_non_null(text);
    memset(text, '#', big);
    struct mlsys_ydoc *doc;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_ydoc_parse(text, big, "big.yaml", &doc, &err), MLSYS_EFILE);
    assert_string_equal(err.msg, "file is larger than 1048576 bytes");
    assert_int_equal(err.line, 0);
    free(text);
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_ydoc_load("/no/such/file.yaml", &doc, &err), MLSYS_EFILE);
    assert_string_equal(err.msg, "cannot read: No such file or directory");
    assert_string_equal(err.file, "/no/such/file.yaml");
}

/* A flat tree written by hand: "k: [v, 'w x']" with its positions; node 0
 * the map, 1 and 2 its key and value (a run), 3 and 4 the items. */
static void test_yaml_unflatten(void **state)
{
    (void)state;
    static const char pool[] = "k\0v\0w x";
    static const struct mlsys_yflat flat[] = {
        {MLSYS_Y_MAP, false, 1, 1, 0, 0, 0, 1, 1},
        {MLSYS_Y_SCALAR, true, 1, 1, 1, 0, 1, 0, 0},
        {MLSYS_Y_SEQ, false, 1, 4, 0, 0, 0, 2, 3},
        {MLSYS_Y_SCALAR, true, 1, 5, 5, 2, 1, 0, 0},
        {MLSYS_Y_SCALAR, false, 1, 8, 9, 4, 3, 0, 0},
    };
    struct mlsys_ydoc *doc;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_ydoc_unflatten(flat, 5, pool, sizeof pool, "f.yaml", &doc, &err), 0);
    const struct mlsys_ynode *root = mlsys_ydoc_root(doc);
    assert_int_equal(root->kind, MLSYS_Y_MAP);
    const struct mlsys_ynode *k = mlsys_ynode_get(root, "k");
    assert_ptr_equal(k, root + 2);
    assert_int_equal(k->kind, MLSYS_Y_SEQ);
    assert_int_equal(k->n, 2);
    assert_string_equal(k->items[0]->s, "v");
    assert_string_equal(k->items[1]->s, "w x");
    assert_int_equal(k->items[1]->len, 3);
    assert_false(k->items[1]->plain);
    assert_int_equal(mlsys_ynode_col_at(k->items[1], 3), 11); /* 'x': tcol 9 + 2 */
    assert_int_equal(mlsys_ydoc_error(doc, k->items[0], &err, MLSYS_EFILE, "bad"), MLSYS_EFILE);
    assert_string_equal(err.file, "f.yaml");
    assert_int_equal(err.line, 1);
    assert_int_equal(err.col, 5);
    mlsys_ydoc_free(doc);
    /* children past the end, or a text past the pool, are refused */
    struct mlsys_yflat bad[2] = {flat[0], flat[1]};
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_ydoc_unflatten(bad, 2, pool, sizeof pool, "f.yaml", &doc, &err),
                     MLSYS_EUSAGE);
    assert_null(doc);
    bad[0].n = 0;
    bad[1].text = sizeof pool;
    assert_int_equal(mlsys_ydoc_unflatten(bad, 2, pool, sizeof pool, "f.yaml", &doc, &err),
                     MLSYS_EUSAGE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_yaml_tree),
        cmocka_unit_test(test_yaml_unflatten),
        cmocka_unit_test(test_yaml_empty),
        cmocka_unit_test(test_yaml_errors),
        cmocka_unit_test(test_yaml_limits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
