/* fuzz_cli.c - libFuzzer target: the whole command line in process
 * (mlsys_cli_main with the shipped catalog), so option values reach the
 * sweeps, the models and the renderers.
 *
 * The input is NUL-separated words after "mlsys". Output goes to a
 * discarding FILE that fails with EPIPE after 1 MiB (a huge sweep ends
 * like `| head`). Words that could name a file outside the empty working
 * directory the harness runs in are skipped, as are --catalog, --input
 * (fuzz_yaml and fuzz_input cover file input) and --plot (it writes a
 * file); MLSYS_CATALOG is unset. The exit status must be 0 to 3.
 *
 * So are sweeps (a range, "all", or a list of more than 8 values) of the
 * commands whose every point is a search: plan (the layout search of each
 * device count), serving (the replica search) and scenario. Their time
 * grows with the points asked for, not with the output, so the 1 MiB
 * sink does not bound it: `plan ... --devices 1..200 --seq 8192` is 200
 * searches, some 30 s under the sanitizers, and rightly so - libFuzzer
 * would report it as a hang. fuzz_sweep covers the sweep syntax itself.
 * For the same reason every plan gets --budget 100000 last (it wins over
 * one the input gives): one search of GPT-3 up to 1e5 devices considers
 * 15 million layouts, 4 s in a release build and minutes here; over the
 * budget, plan ends with its usage error.
 */
#define _GNU_SOURCE 1 /* fopencookie, in fuzz_sink.h */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "fuzz_sink.h"
#include "fuzz_util.h"
#include "mlsys/catalog.h"
#include "numerics/numerics.h"

static FILE *sink_out, *sink_err;
static struct fuzz_sink sink_out_state, sink_err_state;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    unsetenv("MLSYS_CATALOG");
    mlsys_numerics_init();
    char dir[] = "/tmp/mlsys-fuzz-cli-XXXXXX";
    if (!mkdtemp(dir) || chdir(dir))
        abort();
    sink_out = fuzz_sink_open(&sink_out_state);
    sink_err = fuzz_sink_open(&sink_err_state);
    return 0;
}

/* Words that may open a file outside the (empty) working directory, read
 * standard input, add a catalog directory or write a plot. ".." alone is a range
 * (1..8); as a path it matters only at the start or after a '/'. */
static int risky(const char *w)
{
    return w[0] == '/' || w[0] == '~' || !strcmp(w, "-") || !strncmp(w, "..", 2) ||
           strstr(w, "/..") != NULL || !strncmp(w, "--catalog", 9) || !strncmp(w, "--input", 7) ||
           !strncmp(w, "--plot", 6);
}

/* Whether w sweeps: a range, every catalog entry, or a list of more than
 * 8 values. */
static int sweeps(const char *w)
{
    int commas = 0;
    for (const char *p = w; *p; p++)
        commas += *p == ',';
    return strstr(w, "..") != NULL || !strcmp(w, "all") || commas > 7;
}

/* Whether a word of argv is w (the command word need not come first: the
 * global options may precede it). */
static int has_word(const struct fuzz_argv *fa, const char *w)
{
    for (int i = 1; i < fa->argc; i++)
        if (!strcmp(fa->argv[i], w))
            return 1;
    return 0;
}

/* Whether argv may name a command whose every point is a search. */
static int searches(const struct fuzz_argv *fa)
{
    return has_word(fa, "plan") || has_word(fa, "serving") || has_word(fa, "scenario");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct fuzz_argv fa;
    if (fuzz_argv_split(data, size, &fa))
        return 0;
    int skip = 0, search = searches(&fa);
    for (int i = 1; i < fa.argc; i++)
        skip |= risky(fa.argv[i]) || (search && sweeps(fa.argv[i]));
    if (!skip) {
        sink_out_state.written = sink_err_state.written = 0;
        clearerr(sink_out);
        clearerr(sink_err);
        char *argv[FUZZ_MAX_WORDS + 2];
        int argc = fa.argc;
        memcpy(argv, fa.argv, (size_t)argc * sizeof *argv);
        static char budget[] = "--budget", layouts[] = "100000";
        if (has_word(&fa, "plan")) {
            argv[argc++] = budget;
            argv[argc++] = layouts;
        }
        argv[argc] = NULL;
        int status = mlsys_cli_main(argc, argv, &mlsys_data_catalog, sink_out, sink_err);
        if (status < 0 || status > 3) {
            fprintf(stderr, "fuzz_cli: exit status %d\n", status);
            abort();
        }
    }
    fuzz_argv_free(&fa);
    return 0;
}
