/* help.c - help text generated from the command and option tables, and
 * the parts of a help page that help as JSON (help_json.c) shares. */
#include <string.h>

#include "cli/cli.h"
#include "cli/help.h"
#include "mlsys/qty.h"
#include "mlsys/units.h"

const char mlsys_help_usage_main[] = "mlsys [GLOBAL OPTIONS] COMMAND [OPTIONS]";

const char mlsys_help_about[] =
    "A calculator for machine-learning systems: step time, energy, memory,\n"
    "scaling, reliability and serving, with units checked.";

const struct mlsys_help_exit mlsys_help_exits[] = {
    {0, "success"},
    {1, "a file or evaluation failed"},
    {2, "the command line is wrong"},
    {3, "an assertion or scenario expectation failed"},
    {0, NULL},
};

/* `mlsys help [COMMAND [SUBCOMMAND]]` as a help page of its own. */
static const struct mlsys_optdef help_opts[] = {
    {.name = "COMMAND", .kind = MLSYS_OPT_TEXT,
     .help = "the command to describe (none: the list of commands)",
     .flags = MLSYS_OPTF_POSITIONAL},
    {.name = "SUBCOMMAND", .kind = MLSYS_OPT_TEXT, .help = "the subcommand of COMMAND to describe",
     .flags = MLSYS_OPTF_POSITIONAL},
};

static const char *const help_examples[] = {"help iron-law", "help catalog list --format json",
                                            NULL};

const struct mlsys_cmddef mlsys_help_cmd = {
    .name = "help",
    .summary = "show help for a command: mlsys help COMMAND",
    .description =
        "Prints the usage of COMMAND [SUBCOMMAND], its options with units and defaults,\n"
        "its output keys with the unit of the machine formats, and examples; without\n"
        "COMMAND, the list of commands. `mlsys COMMAND --help` prints the same. Of the\n"
        "global options only --format applies: table (the default) prints text, json\n"
        "the same as data for programs (every command and subcommand, or the one asked\n"
        "for) in the schema of docs/help-json.md; other formats are refused.",
    .blocks = MLSYS_BLOCKS(MLSYS_OWN(help_opts, sizeof help_opts / sizeof help_opts[0])),
    .examples = help_examples,
};

size_t mlsys_help_topics(const struct mlsys_cmddef **out)
{
    size_t n = 0;
    for (size_t i = 0; mlsys_commands[i] && n < MLSYS_HELP_MAX_TOPICS - 2; i++)
        out[n++] = mlsys_commands[i];
    out[n++] = &mlsys_help_cmd;
    out[n++] = &mlsys_completion_cmd;
    out[n] = NULL;
    return n;
}

size_t mlsys_help_nglobals(const struct mlsys_cmddef *top, size_t nglobals)
{
    return top == &mlsys_completion_cmd ? 0 : nglobals;
}

void mlsys_help_optlist(const struct mlsys_optdef *defs, size_t n, struct mlsys_optlist *l)
{
    l->n = 0;
    for (size_t i = 0; i < n && i < MLSYS_MAX_OPTS; i++)
        l->d[l->n++] = &defs[i];
}

/* The JSON word and the usage metavariable of each option kind. */
static const struct {
    const char *word, *metavar;
} kinds[] = {
    [MLSYS_OPT_QTY] = {"quantity", "QTY"}, [MLSYS_OPT_COUNT] = {"count", "N"},
    [MLSYS_OPT_CHOICE] = {"choice", "WORD"}, [MLSYS_OPT_NAME] = {"name", "NAME"},
    [MLSYS_OPT_TEXT] = {"text", "TEXT"},     [MLSYS_OPT_FLAG] = {"flag", ""},
};

const char *mlsys_help_kind_word(enum mlsys_optkind k)
{
    return (size_t)k < sizeof kinds / sizeof kinds[0] ? kinds[k].word : "text";
}

const char *mlsys_help_kind_metavar(enum mlsys_optkind k)
{
    return (size_t)k < sizeof kinds / sizeof kinds[0] ? kinds[k].metavar : "TEXT";
}

/* "--bw BW" / "-f, --format FMT" / "EXPR": the left column of an option. */
static void option_left(const struct mlsys_optdef *d, char *buf, size_t n)
{
    if (d->flags & MLSYS_OPTF_POSITIONAL) {
        snprintf(buf, n, "%s", d->name);
        return;
    }
    const char *arg = mlsys_help_kind_metavar(d->kind);
    if (d->short_name)
        snprintf(buf, n, "-%c, --%s%s%s", d->short_name, d->name, *arg ? " " : "", arg);
    else
        snprintf(buf, n, "    --%s%s%s", d->name, *arg ? " " : "", arg);
}

/* The bracketed facts after an option's help: unit, choices, default,
 * required, repeatable, the old names it is also read under. */
static void option_facts(const struct mlsys_optdef *d, char *buf, size_t n)
{
    buf[0] = '\0';
    size_t k = 0;
    if (d->kind == MLSYS_OPT_QTY && d->unit)
        k += (size_t)snprintf(buf + k, n - k, " [unit: %s]", d->unit);
    if (k < n && d->kind == MLSYS_OPT_CHOICE)
        k += (size_t)snprintf(buf + k, n - k, " [one of: %s]", d->choices);
    if (k < n && d->kind == MLSYS_OPT_NAME)
        k += (size_t)snprintf(buf + k, n - k, " [%s name]", d->choices);
    if (k < n && d->def)
        k += (size_t)snprintf(buf + k, n - k, " [default: %s]", d->def);
    if (k < n && (d->flags & MLSYS_OPTF_REQUIRED))
        k += (size_t)snprintf(buf + k, n - k, " [required]");
    if (k < n && (d->flags & MLSYS_OPTF_REPEAT))
        k += (size_t)snprintf(buf + k, n - k, " [repeatable]");
    for (const char *p = d->aliases; p && *p && k < n;) { /* " [alias: --a, --b]" */
        size_t len = strcspn(p, "|");
        k += (size_t)snprintf(buf + k, n - k, "%s--%.*s%s", p == d->aliases ? " [alias: " : ", ",
                              (int)len, p, p[len] ? "" : "]");
        p += len + (p[len] == '|');
    }
}

/* One block of options, aligned on the widest left column. */
static void print_options(FILE *out, const char *title, const struct mlsys_optlist *l)
{
    if (!l->n)
        return;
    int w = 0;
    char left[96], facts[512];
    for (size_t i = 0; i < l->n; i++) {
        option_left(l->d[i], left, sizeof left);
        if ((int)strlen(left) > w)
            w = (int)strlen(left);
    }
    fprintf(out, "\n%s:\n", title);
    for (size_t i = 0; i < l->n; i++) {
        option_left(l->d[i], left, sizeof left);
        option_facts(l->d[i], facts, sizeof facts);
        fprintf(out, "  %-*s  %s%s\n", w, left, l->d[i]->help, facts);
    }
}

const char *mlsys_help_column_unit(const struct mlsys_coldef *c, char *buf, size_t n)
{
    mlsys_qty u;
    if (c->flags & MLSYS_COL_DYNAMIC)
        return "varies";
    if (!c->unit)
        return "text";
    if (!c->unit[0] || !strcmp(c->unit, "%") || mlsys_units_parse_unit(c->unit, &u, NULL))
        return "1";
    mlsys_qty_unit_name(u.dim, buf, n);
    return buf[0] ? buf : "1";
}

/* The "output keys" section of cmd's page: key, unit in machine formats,
 * meaning, aligned on the widest key; nothing when cmd has no columns. */
static void print_columns(FILE *out, const struct mlsys_cmddef *cmd)
{
    if (!cmd->ncols)
        return;
    int w = 0;
    for (size_t i = 0; i < cmd->ncols; i++)
        if ((int)strlen(cmd->cols[i].key) > w)
            w = (int)strlen(cmd->cols[i].key);
    fprintf(out, "\noutput keys (unit in machine formats; meaning):\n");
    for (size_t i = 0; i < cmd->ncols; i++) {
        char ub[64];
        fprintf(out, "  %-*s  %-8s  %s\n", w, cmd->cols[i].key,
                mlsys_help_column_unit(&cmd->cols[i], ub, sizeof ub), cmd->cols[i].meaning);
    }
}

/* Whether cmd takes options, its own or global ones, besides positional words. */
static bool takes_options(const struct mlsys_optlist *opts, size_t nglobals)
{
    size_t npos = 0;
    for (size_t i = 0; i < opts->n; i++)
        npos += (opts->d[i]->flags & MLSYS_OPTF_POSITIONAL) != 0;
    return nglobals || npos < opts->n;
}

const char *mlsys_help_usage(const struct mlsys_cmddef *cmd, const char *fullname,
                             size_t nglobals, char *buf, size_t n)
{
    struct mlsys_optlist opts;
    mlsys_cmd_optlist(cmd, &opts);
    const char *rest = cmd->subs                         ? " SUBCOMMAND"
                       : takes_options(&opts, nglobals) ? " [OPTIONS]"
                                                         : "";
    size_t k = (size_t)snprintf(buf, n, "mlsys %s%s", fullname, rest);
    for (size_t i = 0; i < opts.n && k < n; i++)
        if (opts.d[i]->flags & MLSYS_OPTF_POSITIONAL)
            k += (size_t)snprintf(buf + k, n - k,
                                  (opts.d[i]->flags & MLSYS_OPTF_REQUIRED) ? " %s" : " [%s]",
                                  opts.d[i]->name);
    return buf;
}

void mlsys_help_command(FILE *out, const struct mlsys_cmddef *cmd, const char *fullname,
                        const struct mlsys_optdef *globals, size_t nglobals)
{
    struct mlsys_optlist opts, globs;
    mlsys_cmd_optlist(cmd, &opts);
    mlsys_help_optlist(globals, nglobals, &globs);
    char usage[512];
    mlsys_help_usage(cmd, fullname, nglobals, usage, sizeof usage);
    fprintf(out, "usage: %s\n\n%s\n", usage, cmd->summary);
    if (cmd->description)
        fprintf(out, "\n%s\n", cmd->description);
    if (cmd->subs) {
        fprintf(out, "\nsubcommands:\n");
        for (size_t i = 0; cmd->subs[i]; i++)
            fprintf(out, "  %-10s  %s\n", cmd->subs[i]->name, cmd->subs[i]->summary);
        fprintf(out, "\nRun 'mlsys help %s SUBCOMMAND' for its options.\n", fullname);
    }
    print_options(out, "options", &opts);
    print_columns(out, cmd);
    print_options(out, "global options", &globs);
    if (cmd->examples && cmd->examples[0]) {
        fprintf(out, "\nexamples:\n");
        for (size_t i = 0; cmd->examples[i]; i++)
            fprintf(out, "  mlsys %s\n", cmd->examples[i]);
    }
}

/* Write text as lines of at most width columns, broken at spaces. */
static void print_wrapped(FILE *out, const char *text, int width)
{
    int col = 0;
    for (const char *p = text; *p;) {
        int len = (int)strcspn(p, " ");
        if (col && col + 1 + len > width) {
            fputc('\n', out);
            col = 0;
        } else if (col) {
            fputc(' ', out);
            col++;
        }
        fprintf(out, "%.*s", len, p);
        col += len;
        p += len + (p[len] == ' ');
    }
    fputc('\n', out);
}

void mlsys_help_main(FILE *out, const struct mlsys_optdef *globals, size_t nglobals)
{
    fprintf(out, "usage: %s\n\n%s\n\ncommands:\n", mlsys_help_usage_main, mlsys_help_about);
    const struct mlsys_cmddef *topics[MLSYS_HELP_MAX_TOPICS + 1];
    mlsys_help_topics(topics);
    for (size_t i = 0; topics[i]; i++)
        fprintf(out, "  %-12s  %s\n", topics[i]->name, topics[i]->summary);
    struct mlsys_optlist globs;
    mlsys_help_optlist(globals, nglobals, &globs);
    print_options(out, "global options", &globs);
    char exits[512] = "Exit status:";
    size_t k = strlen(exits);
    for (size_t i = 0; mlsys_help_exits[i].meaning && k < sizeof exits; i++)
        k += (size_t)snprintf(exits + k, sizeof exits - k, "%s %d %s", i ? "," : "",
                              mlsys_help_exits[i].code, mlsys_help_exits[i].meaning);
    if (k + 1 < sizeof exits)
        strcat(exits, ".");
    fputc('\n', out);
    print_wrapped(out, exits, 74);
}
