/* cli.c - argv -> command + option values -> renderer. */
#include "cli/cli.h"
#include "cli/help.h"
#include "cli/progress.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "mlsys/catalog.h"
#include "run/check.h"
#include "run/input.h"
#include "render/plot.h"
#include "render/render.h"
#include "run/sweep.h"
#include "core/text.h"

enum {
    G_FORMAT, G_DIGITS, G_COLUMNS, G_NO_HEADER, G_CATALOG, G_SHARD, G_ASSERT, G_INPUT,
    G_PLOT, G_X, G_Y, G_LOG, G_HELP, G_VERSION, G_N
};

/* Options every command accepts, before or after the command word. */
static const struct mlsys_optdef globals[G_N] = {
    [G_FORMAT] = {"format", 'f', MLSYS_OPT_CHOICE, NULL, "table", "table|json|jsonl|csv|tsv",
                  "output format: table for people, the others for programs", 0},
    [G_DIGITS] = {"digits", 0, MLSYS_OPT_COUNT, NULL, "4", NULL,
                  "significant digits in the table format (1 to 17)",
                  MLSYS_OPTF_INTEGER | MLSYS_OPTF_POSITIVE},
    [G_COLUMNS] = {"columns", 0, MLSYS_OPT_TEXT, NULL, NULL, NULL,
                   "comma-separated output keys to show, in this order", 0},
    [G_NO_HEADER] = {"no-header", 0, MLSYS_OPT_FLAG, NULL, NULL, NULL,
                     "omit the header line (table, csv, tsv)", 0},
    [G_CATALOG] = {"catalog", 0, MLSYS_OPT_TEXT, NULL, NULL, NULL,
                   "add a catalog directory whose entries override shipped ones",
                   MLSYS_OPTF_REPEAT},
    [G_SHARD] = {"shard", 0, MLSYS_OPT_TEXT, NULL, NULL, NULL,
                 "K/N: evaluate only the K-th of N interleaved slices of a sweep", 0},
    [G_ASSERT] = {"assert", 0, MLSYS_OPT_TEXT, NULL, NULL, NULL,
                  "\"KEY OP VALUE\" every row must meet (OP: < <= > >= == !=), else exit 3; a "
                  "true/false key: KEY, !KEY, or == true, false, yes, no",
                  MLSYS_OPTF_REPEAT},
    [G_PLOT] = {"plot", 0, MLSYS_OPT_TEXT, NULL, NULL, NULL,
                "FILE.svg: also draw the rows as an SVG chart (roofline: the roofline)", 0},
    [G_X] = {"x", 0, MLSYS_OPT_TEXT, NULL, NULL, NULL, "KEY: the output key on the plot's x axis",
             0},
    [G_Y] = {"y", 0, MLSYS_OPT_TEXT, NULL, NULL, NULL, "KEY: the output key on the plot's y axis",
             0},
    [G_LOG] = {"log", 0, MLSYS_OPT_TEXT, NULL, NULL, NULL,
               "x, y or x,y: logarithmic axes of the plot", 0},
    [G_INPUT] = {"input", 0, MLSYS_OPT_TEXT, NULL, NULL, NULL,
                 "evaluate one point per line of a CSV, TSV or JSON Lines FILE (- for stdin) "
                 "whose columns are option names",
                 0},
    [G_HELP] = {"help", 'h', MLSYS_OPT_FLAG, NULL, NULL, NULL, "show help and exit", 0},
    [G_VERSION] = {"version", 'V', MLSYS_OPT_FLAG, NULL, NULL, NULL, "show the version and exit",
                   0},
};

/* Print err as one line: "mlsys: FILE:LINE:COL: msg", "mlsys COMMAND:
 * --opt: msg" or "mlsys: msg"; return the exit status it means. */
static int report(FILE *errs, const struct mlsys_err *err)
{
    if (err->code == MLSYS_EPIPE)
        return 0;
    char buf[MLSYS_ERR_MSG_MAX + MLSYS_ERR_FILE_MAX + 128];
    mlsys_err_format(err, buf, sizeof buf);
    bool cmd_first = !err->file[0] && err->where[0] && err->where[0] != '-';
    fprintf(errs, "mlsys%s%s\n", cmd_first ? " " : ": ", buf);
    fflush(errs);
    return mlsys_err_exit_status(err);
}

/* Flush out at the end of a run whose status is rc: a closed pipe is a
 * quiet success, any other write failure an error (exit 1). */
static int finish(FILE *out, FILE *errs, int rc, struct mlsys_err *err)
{
    if (!rc && (fflush(out) != 0 || ferror(out))) {
        if (errno == EPIPE)
            return 0;
        rc = mlsys_err_set(err, MLSYS_EWRITE, "write error: %s", strerror(errno));
    }
    return rc ? report(errs, err) : 0;
}

/* Index of the next word at or after argv[i] that is not an option or the
 * value of a global option, or argc when there is none. */
static int next_word(int argc, char **argv, int i)
{
    for (; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--"))
            return i + 1 < argc ? i + 1 : argc;
        if (a[0] != '-' || !a[1] || (a[1] >= '0' && a[1] <= '9'))
            return i;
        struct mlsys_optblock g = {globals, G_N};
        bool is_short = a[1] != '-';
        char name[64] = "";
        if (is_short)
            name[0] = a[1];
        else
            snprintf(name, sizeof name, "%.*s", (int)strcspn(a + 2, "="), a + 2);
        const struct mlsys_optdef *d = mlsys_opt_find(&g, 1, name, is_short);
        bool has_inline = is_short ? a[2] != '\0' : strchr(a, '=') != NULL;
        if (d && d->kind != MLSYS_OPT_FLAG && !has_inline)
            i++;
    }
    return argc;
}

/* argv without the words at indices skip1 and skip2 (and argv[0]). */
static char **without(int argc, char **argv, int skip1, int skip2, int *n)
{
    char **v = malloc(sizeof *v * (size_t)(argc + 1));
    if (!v)
        return NULL;
    *n = 0;
    for (int i = 1; i < argc; i++)
        if (i != skip1 && i != skip2)
            v[(*n)++] = argv[i];
    v[*n] = NULL;
    return v;
}

/* Write the help page of top (NULL: the command list), or of its
 * subcommand sub, in the --format given in set: table as text, json as
 * data (help_json.c). Other formats: MLSYS_EUSAGE "--format: ...". */
static int write_help(FILE *out, const struct mlsys_cmddef *top, const struct mlsys_cmddef *sub,
                      const struct mlsys_optset *set, struct mlsys_err *err)
{
    struct mlsys_val format;
    int rc = mlsys_opt_bind(&globals[G_FORMAT], 1, set, &format, err);
    if (rc)
        return rc;
    enum mlsys_format f = (enum mlsys_format)format.choice;
    if (f == MLSYS_FORMAT_JSON) {
        mlsys_help_json(out, top, sub, globals, G_N);
        return MLSYS_OK;
    }
    if (f != MLSYS_FORMAT_TABLE) {
        mlsys_err_where(err, "--format");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "help is written as text (table) or as data (json), not '%s'",
                             format.s);
    }
    if (!top) {
        mlsys_help_main(out, globals, G_N);
        return MLSYS_OK;
    }
    char full[160];
    snprintf(full, sizeof full, sub ? "%s %s" : "%s", top->name, sub ? sub->name : "");
    mlsys_help_command(out, sub ? sub : top, full, globals, mlsys_help_nglobals(top, G_N));
    return MLSYS_OK;
}

/* The help topic the positional words of `mlsys help` in set name: *top
 * (NULL: none given, the command list) and *sub (NULL: none). Errors
 * (MLSYS_EUSAGE): an unknown command or subcommand, as running it would
 * report, and a SUBCOMMAND for a command that has none. */
static int help_topic(const struct mlsys_optset *set, const struct mlsys_cmddef **top,
                      const struct mlsys_cmddef **sub, struct mlsys_err *err)
{
    struct mlsys_optlist words;
    mlsys_cmd_optlist(&mlsys_help_cmd, &words); /* COMMAND, SUBCOMMAND */
    const char *c = mlsys_optset_get(set, words.d[0]), *s = mlsys_optset_get(set, words.d[1]);
    const struct mlsys_cmddef *topics[MLSYS_HELP_MAX_TOPICS + 1];
    mlsys_help_topics(topics);
    *top = c ? mlsys_cmd_find(topics, c) : NULL;
    *sub = NULL;
    if (c && !*top)
        return mlsys_cmd_unknown(topics, c, NULL, err);
    if (s && !(*top)->subs) {
        mlsys_err_where(err, "help");
        return mlsys_err_set(err, MLSYS_EUSAGE, "'%s' has no subcommand '%s'", c, s);
    }
    *sub = s ? mlsys_cmd_find((*top)->subs, s) : NULL;
    if (s && !*sub)
        return mlsys_cmd_unknown((*top)->subs, s, c, err);
    return MLSYS_OK;
}

/* `mlsys help [COMMAND [SUB]] [--format table|json]`: the words of argv
 * but argv[0] and argv[skip] (the word help; -1: none, for `mlsys
 * --help`), read as help's options and the global ones. */
static int cmd_help(int argc, char **argv, int skip, FILE *out, FILE *errs)
{
    struct mlsys_err err;
    mlsys_err_clear(&err);
    int nargs = 0;
    char **args = without(argc, argv, skip, -1, &nargs);
    if (!args) {
        mlsys_err_set(&err, MLSYS_ENOMEM, "out of memory");
        return report(errs, &err);
    }
    struct mlsys_optblock groups[MLSYS_MAX_BLOCKS + 1];
    size_t ngroups = mlsys_cmd_argv_blocks(&mlsys_help_cmd, globals, G_N, groups);
    struct mlsys_optset set = {0};
    const struct mlsys_cmddef *top = NULL, *sub = NULL;
    int rc = mlsys_opt_parse_argv(nargs, args, groups, ngroups, &set, &err);
    if (rc)
        mlsys_err_where(&err, "help");
    if (!rc)
        rc = help_topic(&set, &top, &sub, &err);
    if (!rc && (rc = write_help(out, top, sub, &set, &err)))
        mlsys_err_where(&err, "help");
    mlsys_optset_free(&set);
    free(args);
    return finish(out, errs, rc, &err);
}

/* Turn the bound global options into renderer options. */
static int render_opts(const struct mlsys_val *g, struct mlsys_render_opts *o,
                       struct mlsys_err *err)
{
    o->format = (enum mlsys_format)g[G_FORMAT].choice;
    if (g[G_DIGITS].x > 17) {
        mlsys_err_where(err, "--digits");
        return mlsys_err_set(err, MLSYS_ERANGE, "must be between 1 and 17");
    }
    o->digits = (int)g[G_DIGITS].x;
    o->columns = g[G_COLUMNS].set ? g[G_COLUMNS].s : NULL;
    o->no_header = g[G_NO_HEADER].set;
    o->version = MLSYS_VERSION;
    return MLSYS_OK;
}

/* Collect the user catalog directories, later ones overriding earlier
 * ones: MLSYS_CATALOG (colon-separated, empty parts skipped), then the
 * --catalog options in the order given. *env receives the copy of
 * MLSYS_CATALOG the directories point into (free it after dirs). */
static const char **catalog_dirs(const struct mlsys_optset *set, size_t *n, char **env)
{
    const char *e = getenv("MLSYS_CATALOG");
    *env = e && *e ? strdup(e) : NULL;
    size_t max = set->n + 1;
    for (const char *p = *env; p && *p; p++)
        max += *p == ':';
    const char **dirs = malloc(sizeof *dirs * (max + 1));
    *n = 0;
    for (char *p = *env, *next; dirs && p; p = next) {
        next = strchr(p, ':');
        if (next)
            *next++ = '\0';
        if (*p)
            dirs[(*n)++] = p;
    }
    for (size_t i = 0; dirs && i < set->n; i++)
        if (set->a[i].def == &globals[G_CATALOG])
            dirs[(*n)++] = set->a[i].text;
    return dirs;
}

/* ctx->problem: print a problem as an error line on errs. */
static void print_problem(void *self, const struct mlsys_err *problem)
{
    report(self, problem);
}

/* Run cmd on the command line's options, or once per record of --input. */
static int run_input(const struct mlsys_cmddef *cmd, const char *full,
                     const struct mlsys_optset *set, struct mlsys_ctx *ctx,
                     struct mlsys_sink *sink, struct mlsys_err *err)
{
    const char *path = mlsys_optset_get(set, &globals[G_INPUT]);
    if (!path)
        return mlsys_cmd_run(cmd, full, set, ctx, sink, err);
    FILE *fp = strcmp(path, "-") ? mlsys_fopen_read(path) : stdin; /* FIFO: no hang */
    if (!fp) {
        mlsys_err_set(err, MLSYS_EFILE, "cannot read: %s", strerror(errno));
        mlsys_err_at(err, path, 0, 0);
        return MLSYS_EFILE;
    }
    struct mlsys_input *in = NULL;
    int rc = mlsys_input_open(fp, path, &in, err);
    if (!rc)
        rc = mlsys_cmd_run_input(cmd, full, set, in, ctx, sink, err);
    mlsys_input_free(in);
    if (fp != stdin)
        fclose(fp);
    return rc;
}

/* Run cmd with its rows passing the --assert checks (if any) on their way
 * to the renderer sink. */
static int run_checked(const struct mlsys_cmddef *cmd, const char *full,
                       const struct mlsys_optset *set, struct mlsys_ctx *ctx,
                       struct mlsys_sink *render, struct mlsys_err *err)
{
    const char **texts = malloc((set->n + 1) * sizeof *texts);
    if (!texts)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    size_t n = 0;
    for (size_t i = 0; i < set->n; i++)
        if (set->a[i].def == &globals[G_ASSERT])
            texts[n++] = set->a[i].text;
    struct mlsys_check *check = NULL;
    struct mlsys_sink checked;
    int rc = n ? mlsys_check_new(texts, n, render, &check, &checked, err) : MLSYS_OK;
    if (rc)
        mlsys_err_where(err, "%s", full);
    else
        rc = run_input(cmd, full, set, ctx, n ? &checked : render, err);
    mlsys_check_free(check);
    free(texts);
    return rc;
}

/* Parse the rest of the line for cmd (a subcommand of parent, or parent
 * NULL), then render its rows. */
static int run(const struct mlsys_cmddef *cmd, const struct mlsys_cmddef *parent,
               const char *full, char **args, int nargs,
               const struct mlsys_embedded_catalog *shipped, FILE *out, FILE *errs)
{
    struct mlsys_err err;
    mlsys_err_clear(&err);
    struct mlsys_optblock groups[MLSYS_MAX_BLOCKS + 1];
    size_t ngroups = mlsys_cmd_argv_blocks(cmd, globals, G_N, groups);
    struct mlsys_optset set = {0};
    struct mlsys_val g[G_N];
    struct mlsys_render_opts ro = {0};
    struct mlsys_sink sink = {0};
    struct mlsys_sink plot = {0}, *use = &sink; /* --plot: a plot in front of sink */
    size_t ndirs = 0;
    const char **dirs = NULL;
    char *env = NULL;
    struct mlsys_catalog *cat = NULL;
    int rc = mlsys_opt_parse_argv(nargs, args, groups, ngroups, &set, &err);
    if (rc) {
        mlsys_err_where(&err, "%s", full);
        goto done;
    }
    if (mlsys_optset_get(&set, &globals[G_HELP])) {
        rc = write_help(out, parent ? parent : cmd, parent ? cmd : NULL, &set, &err);
        if (rc)
            mlsys_err_where(&err, "%s", full);
        goto done;
    }
    rc = mlsys_opt_bind(globals, G_N, &set, g, &err);
    if (!rc)
        rc = render_opts(g, &ro, &err);
    if (!rc)
        rc = mlsys_render_new(&ro, out, &sink, &err);
    if (!rc) { /* --plot FILE.svg [--x KEY --y KEY] [--log AXES] (cli_plot.c) */
        struct mlsys_cli_plot po = {g[G_PLOT].set ? g[G_PLOT].s : NULL,
                                    g[G_X].set ? g[G_X].s : NULL, g[G_Y].set ? g[G_Y].s : NULL,
                                    g[G_LOG].set ? g[G_LOG].s : NULL, ro.digits};
        rc = mlsys_cli_plot_wrap(&po, full, &cat, &sink, &plot, &use, &err);
    }
    if (rc) {
        mlsys_err_where(&err, "%s", full);
        goto done;
    }
    dirs = catalog_dirs(&set, &ndirs, &env);
    rc = dirs ? mlsys_catalog_open(shipped, dirs, ndirs, &cat, &err)
              : mlsys_err_set(&err, MLSYS_ENOMEM, "out of memory");
    if (!rc) {
        struct mlsys_progress prog;
        mlsys_progress_start(&prog, errs);
        struct mlsys_ctx ctx = {.catalog_dirs = dirs, .ncatalog_dirs = ndirs, .catalog = cat,
                                .commands = mlsys_commands,
                                .problem = print_problem, .problem_self = errs,
                                .progress = mlsys_progress_report,
                                .search_progress = mlsys_progress_search,
                                .progress_self = &prog};
        if (g[G_SHARD].set) {
            rc = mlsys_sweep_parse_shard(g[G_SHARD].s, &ctx.shard_k, &ctx.shard_n, &err);
            if (rc)
                mlsys_err_where(&err, "%s: --shard", full);
        }
        if (!rc)
            rc = run_checked(cmd, full, &set, &ctx, use, &err);
    }
done:
    mlsys_plot_free(&plot);
    mlsys_render_free(&sink);
    mlsys_catalog_close(cat);
    free(dirs);
    free(env);
    mlsys_optset_free(&set);
    return finish(out, errs, rc, &err);
}

int mlsys_cli_main(int argc, char **argv, const struct mlsys_embedded_catalog *shipped, FILE *out,
                   FILE *errs)
{
    struct mlsys_err err;
    mlsys_err_clear(&err);
    int w = next_word(argc, argv, 1);
    if (w >= argc) {
        for (int i = 1; i < argc; i++) {
            if (!strcmp(argv[i], "-V") || !strcmp(argv[i], "--version")) {
                fprintf(out, "mlsys %s\n", MLSYS_VERSION);
                return finish(out, errs, 0, &err);
            }
            if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help"))
                return cmd_help(argc, argv, -1, out, errs);
        }
        mlsys_err_set(&err, MLSYS_EUSAGE, "no command given; run 'mlsys help' for the list");
        return report(errs, &err);
    }
    if (!strcmp(argv[w], "help"))
        return cmd_help(argc, argv, w, out, errs);
    if (!strcmp(argv[w], "completion")) /* `mlsys completion bash` (completion.c) */
        return finish(out, errs,
                      mlsys_completion(argc - w - 1, argv + w + 1, globals, G_N, out, &err), &err);
    const struct mlsys_cmddef *cmd = mlsys_cmd_find(mlsys_commands, argv[w]);
    if (!cmd) {
        mlsys_cmd_unknown(mlsys_commands, argv[w], NULL, &err);
        return report(errs, &err);
    }
    char full[128];
    snprintf(full, sizeof full, "%s", cmd->name);
    int s = -1;
    const struct mlsys_cmddef *parent = NULL;
    if (cmd->subs) {
        s = next_word(argc, argv, w + 1);
        if (s >= argc) {
            mlsys_help_command(errs, cmd, full, globals, G_N);
            mlsys_err_set(&err, MLSYS_EUSAGE, "%s: missing subcommand", cmd->name);
            return report(errs, &err);
        }
        const struct mlsys_cmddef *sub = mlsys_cmd_find(cmd->subs, argv[s]);
        if (!sub) {
            mlsys_cmd_unknown(cmd->subs, argv[s], cmd->name, &err);
            mlsys_err_where(&err, "%s", cmd->name);
            return report(errs, &err);
        }
        snprintf(full, sizeof full, "%s %s", cmd->name, sub->name);
        parent = cmd;
        cmd = sub;
    }
    int nargs = 0;
    char **args = without(argc, argv, w, s, &nargs);
    if (!args) {
        mlsys_err_set(&err, MLSYS_ENOMEM, "out of memory");
        return report(errs, &err);
    }
    int status = run(cmd, parent, full, args, nargs, shipped, out, errs);
    free(args);
    return status;
}
