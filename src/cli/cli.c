/* cli.c - argv -> command + option values -> renderer. */
#include "cli/cli.h"
#include "cli/help.h"
#include "cli/jobs.h"
#include "cli/progress.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "mlsys/catalog.h"
#include "mlsys/run.h"
#include "mlsys/version.h"
#include "run/check.h"
#include "run/input.h"
#include "render/plot.h"
#include "render/render.h"
#include "run/sweep.h"
#include "core/text.h"

enum {
    G_FORMAT, G_DIGITS, G_COLUMNS, G_NO_HEADER, G_CATALOG, G_SHARD, G_JOBS, G_ASSERT, G_INPUT,
    G_PLOT, G_X, G_Y, G_LOG, G_HELP, G_VERSION, G_N
};

/* Options every command accepts, before or after the command word. */
static const struct mlsys_optdef globals[G_N] = {
    [G_FORMAT] = {.name = "format", .short_name = 'f', .kind = MLSYS_OPT_CHOICE, .def = "table",
                  .choices = "table|json|jsonl|csv|tsv",
                  .help = "output format: table for people, the others for programs"},
    [G_DIGITS] = {.name = "digits", .kind = MLSYS_OPT_COUNT, .def = "4",
                  .help = "significant digits in the table format (1 to 17)",
                  .flags = MLSYS_OPTF_INTEGER | MLSYS_OPTF_POSITIVE},
    [G_COLUMNS] = {.name = "columns", .kind = MLSYS_OPT_TEXT,
                   .help = "comma-separated output keys to show, in this order"},
    [G_NO_HEADER] = {.name = "no-header", .kind = MLSYS_OPT_FLAG,
                     .help = "omit the header line (table, csv, tsv)"},
    [G_CATALOG] = {.name = "catalog", .kind = MLSYS_OPT_TEXT,
                   .help = "add a catalog directory whose entries override shipped ones",
                   .flags = MLSYS_OPTF_REPEAT},
    [G_SHARD] = {.name = "shard", .kind = MLSYS_OPT_TEXT,
                 .help = "K/N: evaluate only the K-th of N interleaved slices of a sweep"},
    [G_JOBS] = {.name = "jobs", .short_name = 'j', .kind = MLSYS_OPT_COUNT,
                .help = "processes that evaluate a sweep of 16384 points or more side by side, "
                        "for csv, tsv and jsonl (default: the online cores, up to 8; 1: one)",
                .flags = MLSYS_OPTF_INTEGER | MLSYS_OPTF_POSITIVE},
    [G_ASSERT] = {.name = "assert", .kind = MLSYS_OPT_TEXT,
                  .help = "\"KEY OP VALUE\" every row must meet (OP: < <= > >= == !=), else exit "
                          "3; a true/false key: KEY, !KEY, or == true, false, yes, no",
                  .flags = MLSYS_OPTF_REPEAT},
    [G_PLOT] = {.name = "plot", .kind = MLSYS_OPT_TEXT,
                .help = "FILE.svg: also draw the rows as an SVG chart (roofline: the roofline)"},
    [G_X] = {.name = "x", .kind = MLSYS_OPT_TEXT,
             .help = "KEY: the output key on the plot's x axis"},
    [G_Y] = {.name = "y", .kind = MLSYS_OPT_TEXT,
             .help = "KEY: the output key on the plot's y axis"},
    [G_LOG] = {.name = "log", .kind = MLSYS_OPT_TEXT,
               .help = "x, y or x,y: logarithmic axes of the plot"},
    [G_INPUT] = {.name = "input", .kind = MLSYS_OPT_TEXT,
                 .help = "evaluate one point per line of a CSV, TSV or JSON Lines FILE (- for "
                         "stdin) whose columns are option names"},
    [G_HELP] = {.name = "help", .short_name = 'h', .kind = MLSYS_OPT_FLAG,
                .help = "show help and exit"},
    [G_VERSION] = {.name = "version", .short_name = 'V', .kind = MLSYS_OPT_FLAG,
                   .help = "show the version and exit"},
};

/* Contract in cli.h. */
int mlsys_cli_report(FILE *errs, const struct mlsys_err *err)
{
    if (err->code == MLSYS_EPIPE)
        return 0;
    char buf[MLSYS_ERR_MSG_MAX + MLSYS_ERR_FILE_MAX + 128];
    mlsys_err_line(err, buf, sizeof buf);
    fprintf(errs, "%s\n", buf);
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
    return rc ? mlsys_cli_report(errs, err) : 0;
}

/* Index of the next word at or after argv[i] that is not an option or the
 * value of a global option, or argc when there is none. A word that reads
 * as an option is never taken as a value (the option parser then reports
 * the missing value). */
static int next_word(int argc, char **argv, int i)
{
    for (; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--"))
            return i + 1 < argc ? i + 1 : argc;
        if (!mlsys_opt_is_option_word(a))
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
        if (d && d->kind != MLSYS_OPT_FLAG && !has_inline && i + 1 < argc &&
            !mlsys_opt_is_option_word(argv[i + 1]))
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
        return mlsys_cli_report(errs, &err);
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
    o->version = mlsys_version();
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

/* Where print_problem writes, and the run's flag for a reader gone. */
struct problem_out {
    FILE *errs;
    bool *closed; /* ctx->problem_closed */
};

/* ctx->problem: print a problem as an error line on errs (a struct
 * problem_out); a closed pipe there sets *closed. */
static void print_problem(void *self, const struct mlsys_err *problem)
{
    struct problem_out *p = self;
    errno = 0;
    mlsys_cli_report(p->errs, problem);
    if (ferror(p->errs) && errno == EPIPE)
        *p->closed = true;
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

/* The processes --jobs asks for (0, its default, when not given), or 1 when
 * an option rules them out: --assert, --input, --plot and --shard see every
 * row in one process. *jobs is unchanged for a bad --jobs (an error). */
static int jobs_wanted(const struct mlsys_val *g, const char *full, size_t *jobs,
                       struct mlsys_err *err)
{
    if (g[G_JOBS].set && g[G_JOBS].x > MLSYS_JOBS_MAX) {
        mlsys_err_where(err, "%s: --jobs", full);
        return mlsys_err_set(err, MLSYS_ERANGE, "must be between 1 and %d", MLSYS_JOBS_MAX);
    }
    *jobs = g[G_JOBS].set ? (size_t)g[G_JOBS].x : 0; /* 0: the cores, when it matters */
    if (g[G_ASSERT].set || g[G_INPUT].set || g[G_PLOT].set || g[G_SHARD].set)
        *jobs = 1;
    return MLSYS_OK;
}

/* Run cmd on the parsed options set (global ones bound in g) into sink:
 * open the catalog (the shipped one, MLSYS_CATALOG, --catalog) into *cat,
 * for the caller to close after sink is done with it; apply --shard; run
 * the command (with --assert and --input), in j->jobs processes when the
 * sweep is worth it (jobs.h; j NULL: here). ctx gives the problem and
 * progress reporters; the rest of it is filled here. */
static int run_on_sink(const struct mlsys_cmddef *cmd, const char *full,
                       const struct mlsys_optset *set, const struct mlsys_val *g,
                       const struct mlsys_embedded_catalog *shipped, struct mlsys_ctx *ctx,
                       struct mlsys_catalog **cat, struct mlsys_sink *sink,
                       struct mlsys_jobs *j, struct mlsys_err *err)
{
    size_t ndirs = 0;
    char *env = NULL;
    const char **dirs = catalog_dirs(set, &ndirs, &env);
    int rc = dirs ? mlsys_catalog_open(shipped, dirs, ndirs, cat, err)
                  : mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    ctx->catalog_dirs = dirs;
    ctx->ncatalog_dirs = ndirs;
    ctx->catalog = *cat;
    ctx->commands = mlsys_commands;
    if (!rc && g[G_SHARD].set) {
        rc = mlsys_sweep_parse_shard(g[G_SHARD].s, &ctx->shard_k, &ctx->shard_n, err);
        if (rc)
            mlsys_err_where(err, "%s: --shard", full);
    }
    if (!rc && j && mlsys_jobs_apply(j, cmd, set, ctx))
        rc = mlsys_jobs_run(j, cmd, full, set, ctx, err);
    else if (!rc)
        rc = run_checked(cmd, full, set, ctx, sink, err);
    free(dirs);
    free(env);
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
    struct mlsys_progress prog;
    mlsys_progress_start(&prog, errs);
    struct mlsys_ctx ctx = {.problem = print_problem, .progress = mlsys_progress_report,
                            .search_progress = mlsys_progress_search, .progress_self = &prog};
    struct problem_out pout = {errs, &ctx.problem_closed};
    ctx.problem_self = &pout;
    struct mlsys_jobs jobs = {.ro = &ro, .out = out, .errs = errs, .sink = &sink, .jobs = 1};
    rc = jobs_wanted(g, full, &jobs.jobs, &err);
    if (!rc)
        rc = run_on_sink(cmd, full, &set, g, shipped, &ctx, &cat, use, &jobs, &err);
done:
    mlsys_plot_free(&plot);
    mlsys_render_free(&sink);
    mlsys_catalog_close(cat);
    mlsys_optset_free(&set);
    return finish(out, errs, rc, &err);
}

/* The command a command line names: cmd, a subcommand of parent (NULL:
 * none), at word s of argv (-1: none), called full ("catalog list"). */
struct found {
    const struct mlsys_cmddef *cmd, *parent;
    int s;
    char full[128];
};

/* Find the command argv[w] names and, for a command with subcommands, the
 * subcommand the next word names. Errors (MLSYS_EUSAGE, MLSYS_ENOTFOUND):
 * an unknown command or subcommand, a missing subcommand (with help_out
 * not NULL, the command's help is written to it first). */
static int find_command(int argc, char **argv, int w, FILE *help_out, struct found *f,
                        struct mlsys_err *err)
{
    f->cmd = mlsys_cmd_find(mlsys_commands, argv[w]);
    f->parent = NULL;
    f->s = -1;
    if (!f->cmd)
        return mlsys_cmd_unknown(mlsys_commands, argv[w], NULL, err);
    snprintf(f->full, sizeof f->full, "%s", f->cmd->name);
    if (!f->cmd->subs)
        return MLSYS_OK;
    f->s = next_word(argc, argv, w + 1);
    if (f->s >= argc) {
        if (help_out)
            mlsys_help_command(help_out, f->cmd, f->full, globals, G_N);
        return mlsys_err_set(err, MLSYS_EUSAGE, "%s: missing subcommand", f->cmd->name);
    }
    const struct mlsys_cmddef *sub = mlsys_cmd_find(f->cmd->subs, argv[f->s]);
    if (!sub) {
        mlsys_cmd_unknown(f->cmd->subs, argv[f->s], f->cmd->name, err);
        mlsys_err_where(err, "%s", f->cmd->name);
        return err->code;
    }
    snprintf(f->full, sizeof f->full, "%s %s", f->cmd->name, sub->name);
    f->parent = f->cmd;
    f->cmd = sub;
    return MLSYS_OK;
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
                fprintf(out, "mlsys %s\n", mlsys_version());
                return finish(out, errs, 0, &err);
            }
            if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help"))
                return cmd_help(argc, argv, -1, out, errs);
        }
        mlsys_err_set(&err, MLSYS_EUSAGE, "no command given; run 'mlsys help' for the list");
        return mlsys_cli_report(errs, &err);
    }
    if (!strcmp(argv[w], "help"))
        return cmd_help(argc, argv, w, out, errs);
    if (!strcmp(argv[w], "completion")) /* `mlsys completion bash` (completion.c) */
        return finish(out, errs,
                      mlsys_completion(argc - w - 1, argv + w + 1, globals, G_N, out, &err), &err);
    struct found f;
    if (find_command(argc, argv, w, errs, &f, &err))
        return mlsys_cli_report(errs, &err);
    int nargs = 0;
    char **args = without(argc, argv, w, f.s, &nargs);
    if (!args) {
        mlsys_err_set(&err, MLSYS_ENOMEM, "out of memory");
        return mlsys_cli_report(errs, &err);
    }
    int status = run(f.cmd, f.parent, f.full, args, nargs, shipped, out, errs);
    free(args);
    return status;
}

/* ---- the library's entry point (mlsys/run.h) ----------------------------------- */

/* The global options that only shape printed text: refused by a run whose
 * rows go to a program (--columns too when they go to a raw sink). */
static const int text_only[] = {G_FORMAT, G_DIGITS, G_NO_HEADER, G_PLOT, G_X,
                                G_Y,      G_LOG,    G_HELP,      G_VERSION};

/* MLSYS_EUSAGE naming the first text-only option set holds, if any. */
static int refuse_text_options(const struct mlsys_optset *set, bool columns_too,
                               struct mlsys_err *err)
{
    size_t n = sizeof text_only / sizeof text_only[0];
    for (size_t i = 0; i <= n; i++) {
        const struct mlsys_optdef *d = i < n ? &globals[text_only[i]]
                                     : columns_too ? &globals[G_COLUMNS] : NULL;
        if (d && mlsys_optset_get(set, d))
            return mlsys_err_set(err, MLSYS_EUSAGE,
                                 "--%s shapes printed text; rows handed to a program "
                                 "have no use for it",
                                 d->name);
    }
    return MLSYS_OK;
}

/* Parse and run the words v[1..n) (v[0] a program name) into sink, or,
 * with rx, into a values renderer for rx made here. */
static int api_run(int n, char **v, struct mlsys_sink *sink, const struct mlsys_receiver *rx,
                   struct mlsys_ctx *ctx, struct mlsys_err *err)
{
    int w = next_word(n, v, 1);
    struct found f = {.s = -1};
    if (w >= n)
        return mlsys_err_set(err, MLSYS_EUSAGE, "no command given; run 'mlsys help' for the list");
    if (!strcmp(v[w], "help") || !strcmp(v[w], "completion"))
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "'%s' writes text, not rows; run 'mlsys %s' on the command line",
                             v[w], v[w]);
    int rc = find_command(n, v, w, NULL, &f, err);
    if (rc)
        return rc;
    int nargs = 0;
    char **args = without(n, v, w, f.s, &nargs);
    struct mlsys_optblock groups[MLSYS_MAX_BLOCKS + 1];
    size_t ngroups = mlsys_cmd_argv_blocks(f.cmd, globals, G_N, groups);
    struct mlsys_optset set = {0};
    struct mlsys_val g[G_N];
    struct mlsys_sink values = {0};
    struct mlsys_catalog *cat = NULL;
    rc = args ? mlsys_opt_parse_argv(nargs, args, groups, ngroups, &set, err)
              : mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    if (!rc)
        rc = refuse_text_options(&set, !rx, err);
    if (!rc && mlsys_optset_get(&set, &globals[G_JOBS]))
        rc = mlsys_err_set(err, MLSYS_EUSAGE, "--jobs: the library evaluates in the calling "
                                              "process; split a sweep with --shard K/N instead");
    if (!rc)
        rc = mlsys_opt_bind(globals, G_N, &set, g, err);
    if (!rc && rx) {
        struct mlsys_render_opts ro = {.format = MLSYS_FORMAT_VALUES, .values = rx,
                                       .columns = g[G_COLUMNS].set ? g[G_COLUMNS].s : NULL};
        rc = mlsys_render_new(&ro, NULL, &values, err);
        sink = &values;
    }
    if (rc)
        mlsys_err_where(err, "%s", f.full);
    else
        rc = run_on_sink(f.cmd, f.full, &set, g, &mlsys_data_catalog, ctx, &cat, sink, NULL,
                         err);
    mlsys_render_free(&values);
    mlsys_catalog_close(cat);
    mlsys_optset_free(&set);
    free(args);
    return rc;
}

/* Run argv[0..argc) (the words after the program name) with api_run; a
 * closed pipe (a receiver that stopped) is success. */
static int api_run_words(int argc, const char *const *argv, struct mlsys_sink *sink,
                         const struct mlsys_receiver *rx, struct mlsys_ctx *ctx,
                         struct mlsys_err *err)
{
    mlsys_err_clear(err);
    if (argc < 0 || (argc > 0 && !argv))
        return mlsys_err_set(err, MLSYS_EUSAGE, "no words to run");
    char **v = malloc((size_t)(argc + 2) * sizeof *v);
    if (!v)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    v[0] = "mlsys";
    for (int i = 0; i < argc; i++)
        v[i + 1] = (char *)argv[i]; /* read, never written */
    v[argc + 1] = NULL;
    int rc = api_run(argc + 1, v, sink, rx, ctx, err);
    free(v);
    if (rc == MLSYS_EPIPE) {
        mlsys_err_clear(err);
        rc = MLSYS_OK;
    }
    return rc;
}

int mlsys_run(int argc, const char *const *argv, struct mlsys_sink *sink,
              mlsys_problem_fn problem, void *problem_self, struct mlsys_err *err)
{
    if (!sink || !sink->begin || !sink->row || !sink->end) {
        mlsys_err_clear(err);
        return mlsys_err_set(err, MLSYS_EUSAGE, "mlsys_run: a sink with begin, row and end");
    }
    struct mlsys_ctx ctx = {.problem = problem, .problem_self = problem_self};
    return api_run_words(argc, argv, sink, NULL, &ctx, err);
}

/* ctx->problem of mlsys_run_values: the line, to the receiver. */
static void tell_problem(void *self, const struct mlsys_err *problem)
{
    const struct mlsys_receiver *rx = self;
    char line[MLSYS_ERR_MSG_MAX + MLSYS_ERR_FILE_MAX + 128];
    mlsys_err_line(problem, line, sizeof line);
    rx->problem(rx->self, line);
}

int mlsys_run_values(int argc, const char *const *argv, const struct mlsys_receiver *rx,
                     char *errline, size_t errline_n)
{
    static const struct mlsys_receiver none = {0};
    struct mlsys_err err;
    struct mlsys_ctx ctx = {0};
    if (!rx)
        rx = &none;
    if (rx->problem) {
        ctx.problem = tell_problem;
        ctx.problem_self = (void *)rx; /* read only */
    }
    api_run_words(argc, argv, NULL, rx, &ctx, &err);
    if (errline && errline_n)
        errline[0] = '\0';
    if (err.code && errline && errline_n)
        mlsys_err_line(&err, errline, errline_n);
    return mlsys_err_exit_status(&err);
}

char *mlsys_help_json_text(void)
{
    char *text = NULL;
    size_t len = 0;
    FILE *fp = open_memstream(&text, &len);
    if (!fp)
        return NULL;
    mlsys_help_json(fp, NULL, NULL, globals, G_N);
    if (ferror(fp)) {
        fclose(fp);
        free(text);
        return NULL;
    }
    fclose(fp);
    return text;
}

void mlsys_free(void *p)
{
    free(p);
}
