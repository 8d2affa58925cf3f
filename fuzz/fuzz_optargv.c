/* fuzz_optargv.c - libFuzzer target: the option reader and binder
 * (option.h: mlsys_opt_parse_argv, mlsys_opt_bind) on the real option
 * tables of every command. (The --input reader feeds the same binder;
 * fuzz_input.c covers its parsing.)
 *
 * The input's first byte picks a command or subcommand table; the rest is
 * NUL-separated words read against that table and a copy of the global
 * options, then bound. Errors must come with a message; a bound value
 * must be finite and obey its option's range flags.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_util.h"
#include "run/command.h"
#include "run/option.h"

/* The global options of src/cli/cli.c (a copy: that table is static). */
static const struct mlsys_optdef globals[] = {
    {.name = "format", .short_name = 'f', .kind = MLSYS_OPT_CHOICE, .def = "table",
     .choices = "table|json|jsonl|csv|tsv", .help = "format"},
    {.name = "digits", .kind = MLSYS_OPT_COUNT, .def = "4", .help = "digits",
     .flags = MLSYS_OPTF_INTEGER | MLSYS_OPTF_POSITIVE},
    {.name = "columns", .kind = MLSYS_OPT_TEXT, .help = "columns"},
    {.name = "no-header", .kind = MLSYS_OPT_FLAG, .help = "no header"},
    {.name = "catalog", .kind = MLSYS_OPT_TEXT, .help = "catalog", .flags = MLSYS_OPTF_REPEAT},
    {.name = "shard", .kind = MLSYS_OPT_TEXT, .help = "shard"},
    {.name = "help", .short_name = 'h', .kind = MLSYS_OPT_FLAG, .help = "help"},
    {.name = "version", .short_name = 'V', .kind = MLSYS_OPT_FLAG, .help = "version"},
};

/* Every command and subcommand with an option table, collected once. */
static const struct mlsys_cmddef *tables[128];
static size_t ntables;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    for (size_t i = 0; mlsys_commands[i] && ntables < 128; i++) {
        tables[ntables++] = mlsys_commands[i];
        for (size_t j = 0; mlsys_commands[i]->subs && mlsys_commands[i]->subs[j] && ntables < 128;
             j++)
            tables[ntables++] = mlsys_commands[i]->subs[j];
    }
    return 0;
}

static void check_vals(const struct mlsys_optdef *defs, size_t n, const struct mlsys_val *v)
{
    for (size_t i = 0; i < n; i++) {
        if (!v[i].set || (defs[i].kind != MLSYS_OPT_QTY && defs[i].kind != MLSYS_OPT_COUNT))
            continue;
        double x = defs[i].kind == MLSYS_OPT_QTY ? v[i].q.v : v[i].x;
        if ((defs[i].flags & MLSYS_OPTF_MAX) && x == INFINITY && !strcmp(v[i].s, "max"))
            continue; /* the word max, which the command resolves */
        struct mlsys_err err;
        mlsys_err_clear(&err);
        if (!isfinite(x) || mlsys_opt_check_range(&defs[i], x, &err)) {
            fprintf(stderr, "fuzz_optargv: --%s bound to %.17g: %s\n", defs[i].name, x, err.msg);
            abort();
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || ntables == 0)
        return 0;
    const struct mlsys_cmddef *cmd = tables[data[0] % ntables];
    struct fuzz_argv fa;
    if (fuzz_argv_split(data + 1, size - 1, &fa))
        return 0;
    struct mlsys_optblock g[MLSYS_MAX_BLOCKS + 1];
    size_t ng = mlsys_cmd_argv_blocks(cmd, globals, sizeof globals / sizeof *globals, g);
    struct mlsys_optset set = {0};
    struct mlsys_err err;
    mlsys_err_clear(&err);
    int rc = mlsys_opt_parse_argv(fa.argc - 1, fa.argv + 1, g, ng, &set, &err);
    if (rc && !err.msg[0])
        abort();
    if (!rc) {
        struct mlsys_val *v = calloc(MLSYS_MAX_OPTS, sizeof *v);
        struct mlsys_val gv[sizeof globals / sizeof *globals];
        for (size_t b = 0; v && b + 1 < ng; b++) { /* each block of the command */
            mlsys_err_clear(&err);
            if (!mlsys_opt_bind(g[b].defs, g[b].n, &set, v, &err))
                check_vals(g[b].defs, g[b].n, v);
            else if (!err.msg[0])
                abort();
        }
        mlsys_err_clear(&err);
        if (!mlsys_opt_bind(globals, sizeof globals / sizeof *globals, &set, gv, &err))
            check_vals(globals, sizeof globals / sizeof *globals, gv);
        free(v);
    }
    mlsys_optset_free(&set);
    fuzz_argv_free(&fa);
    return 0;
}
