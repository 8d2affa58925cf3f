/* fuzz_input.c - libFuzzer target: the --input reader (input.h) and the
 * per-record driver behind `mlsys COMMAND --input FILE`.
 *
 * The input is one file. First it is read record by record with
 * mlsys_input_open/mlsys_input_next over fmemopen, going on after a
 * malformed line as the driver does; each call must consume a line, so
 * there can be no more calls than lines. Then the same bytes are written
 * to a file in a private directory and run through the command line as
 * `--input FILE` of one of four commands (picked by the input's size), so
 * record values reach option binding and the models.
 */
#define _GNU_SOURCE 1 /* fmemopen, fopencookie */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "fuzz_sink.h"
#include "mlsys/catalog.h"
#include "run/input.h"
#include "numerics/numerics.h"

static FILE *sink_out, *sink_err;
static struct fuzz_sink sink_out_state, sink_err_state;
static char path[64];

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    unsetenv("MLSYS_CATALOG");
    mlsys_numerics_init();
    char dir[] = "/tmp/mlsys-fuzz-input-XXXXXX";
    if (!mkdtemp(dir))
        abort();
    snprintf(path, sizeof path, "%s/in.csv", dir);
    sink_out = fuzz_sink_open(&sink_out_state);
    sink_err = fuzz_sink_open(&sink_err_state);
    return 0;
}

/* Read every record of data; abort if the reader stops consuming lines. */
static void read_all(const uint8_t *data, size_t size)
{
    FILE *fp = size ? fmemopen((void *)data, size, "r") : fopen("/dev/null", "r");
    if (!fp)
        return;
    size_t lines = 2;
    for (size_t i = 0; i < size; i++)
        lines += data[i] == '\n';
    struct mlsys_input *in = NULL;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    if (!mlsys_input_open(fp, "fuzz.csv", &in, &err)) {
        for (size_t calls = 0;; calls++) {
            if (calls > lines) {
                fprintf(stderr, "fuzz_input: more records than lines\n");
                abort();
            }
            const char *const *keys, *const *vals;
            size_t n = 0;
            int line = 0, eof = 0;
            mlsys_err_clear(&err);
            int rc = mlsys_input_next(in, &keys, &vals, &n, &line, &eof, &err);
            if (!rc && eof)
                break;
            for (size_t k = 0; !rc && k < n; k++)
                if (strlen(keys[k]) > size || strlen(vals[k]) > 2 * size)
                    abort();
            if (rc && !err.msg[0])
                abort();
        }
    } else if (!err.msg[0]) {
        abort();
    }
    mlsys_input_free(in);
    fclose(fp);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    read_all(data, size);
    FILE *f = fopen(path, "wb");
    if (!f)
        return 0;
    size_t put = fwrite(data, 1, size, f);
    fclose(f);
    if (put != size)
        return 0;
    static const char *const cmds[][4] = {
        {"iron-law", "-f", "csv", NULL},
        {"comm", "-f", "json", NULL},
        {"serving", "-f", "jsonl", NULL},
        {"reliability", "-f", "table", NULL},
    };
    const char *const *c = cmds[size % 4];
    char *argv[8];
    int argc = 0;
    argv[argc++] = (char *)"mlsys";
    for (; *c; c++)
        argv[argc++] = (char *)*c;
    argv[argc++] = (char *)"--input";
    argv[argc++] = path;
    argv[argc] = NULL;
    sink_out_state.written = sink_err_state.written = 0;
    clearerr(sink_out);
    clearerr(sink_err);
    int status = mlsys_cli_main(argc, argv, &mlsys_data_catalog, sink_out, sink_err);
    if (status < 0 || status > 3) {
        fprintf(stderr, "fuzz_input: exit status %d\n", status);
        abort();
    }
    return 0;
}
