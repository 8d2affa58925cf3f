/* test_input.c - the --input reader (input.h) on a stream that fails.
 *
 * A read error part-way through a file (a failing disk, a network file
 * system) must be reported once, and the input must then end: a reader
 * that reported it and read again would report it forever. The stream is
 * a glibc cookie stream that serves a fixed text and then fails with EIO.
 */
#define _GNU_SOURCE
#include "testutil.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "run/input.h"

struct failing {
    const char *text;
    size_t pos;
};

/* Serve the text, then fail every read with EIO. */
static ssize_t failing_read(void *cookie, char *buf, size_t size)
{
    struct failing *f = cookie;
    size_t left = strlen(f->text) - f->pos;
    if (!left) {
        errno = EIO;
        return -1;
    }
    size_t n = left < size ? left : size;
    memcpy(buf, f->text + f->pos, n);
    f->pos += n;
    return (ssize_t)n;
}

static void test_read_error_ends_input(void **state)
{
    (void)state;
    struct failing f = {"alpha,beta\n1us,10GB/s\n", 0};
    cookie_io_functions_t io = {.read = failing_read};
    FILE *fp = fopencookie(&f, "r", io);
    assert_non_null(fp);
    struct mlsys_input *in = NULL;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_input_open(fp, "disk.csv", &in, &err), 0);
    const char *const *keys, *const *vals;
    size_t n = 0;
    int line = 0, eof = 0;
    /* Line 2, the one record: alpha=1us, beta=10GB/s. */
    assert_int_equal(mlsys_input_next(in, &keys, &vals, &n, &line, &eof, &err), 0);
    assert_int_equal(eof, 0);
    assert_int_equal(n, 2);
    assert_int_equal(line, 2);
    assert_string_equal(keys[1], "beta");
    assert_string_equal(vals[1], "10GB/s");
    /* Then the stream fails: reported once, with the file's name. */
    assert_int_equal(mlsys_input_next(in, &keys, &vals, &n, &line, &eof, &err), MLSYS_EFILE);
    assert_string_equal(err.msg, "cannot read: Input/output error");
    assert_string_equal(err.file, "disk.csv");
    /* And the input has ended, however often it is asked again. */
    for (int i = 0; i < 3; i++) {
        mlsys_err_clear(&err);
        assert_int_equal(mlsys_input_next(in, &keys, &vals, &n, &line, &eof, &err), 0);
        assert_int_equal(eof, 1);
    }
    mlsys_input_free(in);
    fclose(fp);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_read_error_ends_input),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
