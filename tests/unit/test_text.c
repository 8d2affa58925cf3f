/* test_text.c - suggestions, edit distance, UTF-8 validation, buffers. */
#include "testutil.h"

#include "mlsys/err.h"
#include "core/text.h"

#include <string.h>

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static void test_ieq(void **state)
{
    (void)state;
    assert_true(mlsys_text_ieq("GB", "gb"));
    assert_true(mlsys_text_ieq("H100-SXM", "h100-sxm"));
    assert_true(mlsys_text_ieq("", ""));
    assert_false(mlsys_text_ieq("GB", "GBs"));
    assert_false(mlsys_text_ieq("GBs", "GB"));
    assert_false(mlsys_text_ieq("a", "b"));
    /* only ASCII letters fold: '@' (0x40) and '`' (0x60) differ */
    assert_false(mlsys_text_ieq("@", "`"));
}

static void test_distance(void **state)
{
    (void)state;
    /* kitten -> sitten -> sittin -> sitting: 3 edits (textbook example) */
    assert_int_equal(mlsys_text_distance("kitten", "sitting", 10), 3);
    assert_int_equal(mlsys_text_distance("sitting", "kitten", 10), 3);
    assert_int_equal(mlsys_text_distance("ABC", "abc", 10), 0); /* case-insensitive */
    assert_int_equal(mlsys_text_distance("", "abc", 10), 3);
    assert_int_equal(mlsys_text_distance("abc", "", 10), 3);
    assert_int_equal(mlsys_text_distance("", "", 10), 0);
    assert_int_equal(mlsys_text_distance("flaw", "lawn", 10), 2); /* drop f, add n */
    /* capped: the distance is 3, reported as the cap when at least cap */
    assert_int_equal(mlsys_text_distance("kitten", "sitting", 3), 3);
    assert_int_equal(mlsys_text_distance("kitten", "sitting", 2), 2);
    assert_int_equal(mlsys_text_distance("a", "abcdefgh", 4), 4); /* length gap 7 */
    assert_int_equal(mlsys_text_distance("abc", "xyz", 0), 0);
}

static void test_distance_swap(void **state)
{
    (void)state;
    /* a swap of two adjacent letters is one edit (plain Levenshtein: two) */
    assert_int_equal(mlsys_text_distance("bacth", "batch", 10), 1);
    assert_int_equal(mlsys_text_distance("BACTH", "batch", 10), 1); /* case folded */
    assert_int_equal(mlsys_text_distance("ab", "ba", 10), 1);
    /* two separate swaps, ab -> ba and dc -> cd: two edits */
    assert_int_equal(mlsys_text_distance("abdc", "bacd", 10), 2);
    /* no substring is edited twice: "ca" -> "abc" is 3 in this distance
     * (delete c, keep a, insert b, insert c), not 2 as with unrestricted
     * transpositions (Damerau: ca -> ac -> abc) */
    assert_int_equal(mlsys_text_distance("ca", "abc", 10), 3);
    /* the cap still holds with swaps: "bacth" vs "batch" is 1, under cap 2 */
    assert_int_equal(mlsys_text_distance("bacth", "batch", 2), 1);
    assert_int_equal(mlsys_text_distance("bacth", "batch", 1), 1);
    /* a swap deep in a long word, past the on-stack rows */
    char a[201], b[201];
    memset(a, 'x', 200);
    a[200] = '\0';
    a[150] = 'p';
    a[151] = 'q';
    memcpy(b, a, sizeof a);
    b[150] = 'q';
    b[151] = 'p';
    assert_int_equal(mlsys_text_distance(a, b, 1000), 1);
}

static void test_distance_long(void **state)
{
    (void)state;
    /* words longer than the on-stack rows: one substitution, one insertion */
    char a[201], b[202];
    memset(a, 'x', 200);
    a[200] = '\0';
    memcpy(b, a, sizeof a);
    b[100] = 'y';
    assert_int_equal(mlsys_text_distance(a, b, 1000), 1);
    memcpy(b, a, 200);
    b[200] = 'z';
    b[201] = '\0';
    assert_int_equal(mlsys_text_distance(a, b, 1000), 1);
    assert_int_equal(mlsys_text_distance(b, a, 1000), 1);
}

static void test_suggest(void **state)
{
    (void)state;
    const char *hw[] = {"a100", "h100-sxm", "H100", "h200", "b200"};
    /* case-insensitive exact match wins over the closer-by-table entries */
    assert_string_equal(mlsys_text_suggest("h100", hw, COUNT(hw)), "H100");
    /* "h10" -> "H100" is one insertion; "a100", "h200" are two away */
    assert_string_equal(mlsys_text_suggest("h10", hw, COUNT(hw)), "H100");
    /* ties: "c200" is one from "h200" and "b200": the earlier wins */
    assert_string_equal(mlsys_text_suggest("c200", hw, COUNT(hw)), "h200");
    /* ties where one keeps the first character as typed: "Tx" is one edit
     * from "tp" (case-insensitive) and from "T"; "T" starts like "Tx" */
    const char *keys[] = {"tp", "pp", "T"};
    assert_string_equal(mlsys_text_suggest("Tx", keys, COUNT(keys)), "T");
    /* limit max(1, 4/3) = 1: "zzzz" is far from everything */
    assert_null(mlsys_text_suggest("zzzz", hw, COUNT(hw)));
    /* a one-letter word is close only to itself in another case: "v" is
     * one substitution from "x", but shares nothing with it */
    static const char *const axes[] = {"x", "y", "V"};
    assert_null(mlsys_text_suggest("w", axes, COUNT(axes)));
    assert_string_equal(mlsys_text_suggest("v", axes, COUNT(axes)), "V");
    /* two letters: one edit keeps one ("tx" -> "x" deletes t) */
    assert_string_equal(mlsys_text_suggest("tx", axes, COUNT(axes)), "x");
    assert_null(mlsys_text_suggest(NULL, hw, COUNT(hw)));
    assert_null(mlsys_text_suggest("h100", hw, 0));
    /* a 9-letter word may be 3 edits away: "llama-70b" -> "llama3-70b" is 1 */
    const char *wl[] = {"llama3-70b", "llama3-8b"};
    assert_string_equal(mlsys_text_suggest("llama-70b", wl, COUNT(wl)), "llama3-70b");
    const char *with_null[] = {NULL, "tokens"};
    assert_string_equal(mlsys_text_suggest("token", with_null, COUNT(with_null)), "tokens");
}

static void test_suggest_k(void **state)
{
    (void)state;
    const char *c[] = {"h200", "a100", "h100", "b200", "gpt3"};
    const char *out[4];
    /* distances from "h100": h200 1, a100 1, h100 0, b200 2, gpt3 4 (limit 2) */
    size_t n = mlsys_text_suggest_k("h100", c, COUNT(c), out, 4);
    assert_int_equal(n, 4);
    assert_string_equal(out[0], "h100");
    assert_string_equal(out[1], "h200");
    assert_string_equal(out[2], "a100");
    assert_string_equal(out[3], "b200");
    /* k bounds the answer */
    assert_int_equal(mlsys_text_suggest_k("h100", c, COUNT(c), out, 2), 2);
    assert_string_equal(out[1], "h200");
    assert_int_equal(mlsys_text_suggest_k("h100", c, COUNT(c), out, 0), 0);
    assert_int_equal(mlsys_text_suggest_k("zzzzzz", c, COUNT(c), out, 4), 0);
    /* a missing entry is skipped, and equal distances keep the table order
       past it: from "h100", h110 and h101 are both 1 away */
    const char *g[] = {"h110", NULL, "h101", "h100"};
    assert_int_equal(mlsys_text_suggest_k("h100", g, COUNT(g), out, 4), 3);
    assert_string_equal(out[0], "h100");
    assert_string_equal(out[1], "h110");
    assert_string_equal(out[2], "h101");
}

static void test_utf8(void **state)
{
    (void)state;
    assert_int_equal(mlsys_text_bad_utf8("plain 3.35 TB/s"), -1);
    assert_int_equal(mlsys_text_bad_utf8(""), -1);
    assert_int_equal(mlsys_text_bad_utf8("5 \xc2\xb5s \xce\xbcs"), -1);       /* µ μ */
    assert_int_equal(mlsys_text_bad_utf8("\xe2\x82\xac \xf0\x9f\x98\x80"), -1); /* € 😀 */
    assert_int_equal(mlsys_text_bad_utf8("\xff"), 0);
    assert_int_equal(mlsys_text_bad_utf8("ab\xc3"), 2);          /* truncated */
    assert_int_equal(mlsys_text_bad_utf8("ab\xc3x"), 2);         /* bad continuation */
    assert_int_equal(mlsys_text_bad_utf8("\xc0\xaf"), 0);        /* overlong '/' */
    assert_int_equal(mlsys_text_bad_utf8("\xe0\x80\xaf"), 0);    /* overlong, 3 bytes */
    assert_int_equal(mlsys_text_bad_utf8("\xf0\x80\x80\xaf"), 0); /* overlong, 4 bytes */
    assert_int_equal(mlsys_text_bad_utf8("x\xed\xa0\x80"), 1);   /* surrogate U+D800 */
    assert_int_equal(mlsys_text_bad_utf8("\xf4\x90\x80\x80"), 0); /* U+110000 */
    assert_int_equal(mlsys_text_bad_utf8("\xf4\x8f\xbf\xbf"), -1); /* U+10FFFF */
    assert_int_equal(mlsys_text_bad_utf8("\x80"), 0);            /* lone continuation */
}

static void test_buf(void **state)
{
    (void)state;
    struct mlsys_buf b = {0};
    assert_int_equal(mlsys_buf_add(&b, "", 0), 0);
    assert_non_null(b.p);
    assert_string_equal(b.p, "");
    assert_int_equal(mlsys_buf_puts(&b, "T = "), 0);
    assert_int_equal(mlsys_buf_printf(&b, "%.2f %s", 41.791, "ms"), 0);
    assert_string_equal(b.p, "T = 41.79 ms");
    assert_int_equal(b.len, strlen("T = 41.79 ms"));
    assert_int_equal(mlsys_buf_add(&b, "xyz", 2), 0);
    assert_string_equal(b.p, "T = 41.79 msxy");
    /* growth well past the first allocation */
    for (int i = 0; i < 1000; i++)
        assert_int_equal(mlsys_buf_printf(&b, "%d,", i % 10), 0);
    assert_int_equal(b.len, 14 + 2000);
    assert_true(b.cap > b.len);
    assert_int_equal(b.p[b.len], '\0');
    assert_memory_equal(b.p + 14, "0,1,2,", 6);
    mlsys_buf_free(&b);
    assert_null(b.p);
    assert_int_equal(b.len, 0);
    assert_int_equal(b.cap, 0);
    mlsys_buf_free(&b); /* twice is harmless */
}

/* Words for a few inputs, as a command with --seq and --global-batch
 * (alias batch) would say them; NULL for the rest. */
static const char *words(void *self, const char *id)
{
    (void)self;
    if (!strcmp(id, "seq"))
        return "--seq";
    if (!strcmp(id, "batch") || !strcmp(id, "global-batch"))
        return "--global-batch";
    return NULL;
}

/* The library's texts in a command's words (mlsys_text_inputs): each
 * {id} replaced, an advice clause [[...]] kept only when every input in it
 * has a word, its fallback after | otherwise; unknown inputs outside
 * clauses counted, and quoted when asked. */
static void test_inputs(void **state)
{
    (void)state;
    char out[128];
    assert_int_equal(mlsys_text_inputs("S = 2048 (default; {seq})", words, NULL, false, out,
                                       sizeof out), 0);
    assert_string_equal(out, "S = 2048 (default; --seq)");
    assert_int_equal(mlsys_text_inputs("S (default[[; {seq}]])", words, NULL, false, out,
                                       sizeof out), 0);
    assert_string_equal(out, "S (default; --seq)");
    assert_int_equal(mlsys_text_inputs("E (default[[; {e-move}]])", words, NULL, false, out,
                                       sizeof out), 0);
    assert_string_equal(out, "E (default)");
    assert_int_equal(mlsys_text_inputs("F (default: [[no {ffn}|none given]])", words, NULL, false,
                                       out, sizeof out), 0);
    assert_string_equal(out, "F (default: none given)");
    assert_int_equal(mlsys_text_inputs("no CO2e[[: give {seq}]][[ or {ci}]]", words, NULL, false,
                                       out, sizeof out), 0);
    assert_string_equal(out, "no CO2e: give --seq");
    assert_int_equal(mlsys_text_inputs("give {vocab} or {batch}", words, NULL, true, out,
                                       sizeof out), 1);
    assert_string_equal(out, "give 'vocab' or --global-batch");
    assert_int_equal(mlsys_text_inputs("{vocab}", words, NULL, false, out, sizeof out), 1);
    assert_string_equal(out, "vocab");
    /* Not identifiers: braces around other text, an unclosed one, an
     * unclosed clause stay as they are. */
    assert_int_equal(mlsys_text_inputs("{A} {x y} {seq [[x", words, NULL, false, out, sizeof out),
                     0);
    assert_string_equal(out, "{A} {x y} {seq [[x");
    /* Cut to fit, always terminated: 8 bytes hold 7 characters. */
    mlsys_text_inputs("ab {seq} cd", words, NULL, false, out, 8);
    assert_string_equal(out, "ab --se");
}

/* mlsys_text_cat cuts and terminates as snprintf "%s%s" does (C11
 * 7.21.6.5): at most n - 1 bytes and a NUL, and returns the whole
 * length. */
static void test_cat(void **state)
{
    (void)state;
    char buf[8];
    assert_int_equal(mlsys_text_cat(buf, sizeof buf, "k", "B/s"), 4);
    assert_string_equal(buf, "kB/s");
    assert_int_equal(mlsys_text_cat(buf, 4, "ab", "cd"), 4); /* room for 3 */
    assert_string_equal(buf, "abc");
    assert_int_equal(mlsys_text_cat(buf, 3, "abcd", "ef"), 6); /* a alone overflows */
    assert_string_equal(buf, "ab");
    assert_int_equal(mlsys_text_cat(buf, 1, "a", "b"), 2);
    assert_string_equal(buf, "");
    assert_int_equal(mlsys_text_cat(buf, sizeof buf, "", ""), 0);
    assert_string_equal(buf, "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cat),
        cmocka_unit_test(test_ieq),      cmocka_unit_test(test_distance),
        cmocka_unit_test(test_distance_swap),
        cmocka_unit_test(test_distance_long), cmocka_unit_test(test_suggest),
        cmocka_unit_test(test_suggest_k), cmocka_unit_test(test_utf8),
        cmocka_unit_test(test_buf), cmocka_unit_test(test_inputs),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
