/* help.c - help text generated from the command and option tables. */
#include <string.h>

#include "cli/cli.h"
#include "mlsys/qty.h"
#include "mlsys/units.h"

/* "--bw BW" / "-f, --format FMT" / "EXPR": the left column of an option. */
static void option_left(const struct mlsys_optdef *d, char *buf, size_t n)
{
    if (d->flags & MLSYS_OPTF_POSITIONAL) {
        snprintf(buf, n, "%s", d->name);
        return;
    }
    const char *arg = "";
    switch (d->kind) {
    case MLSYS_OPT_QTY: arg = " QTY"; break;
    case MLSYS_OPT_COUNT: arg = " N"; break;
    case MLSYS_OPT_CHOICE: arg = " WORD"; break;
    case MLSYS_OPT_NAME: arg = " NAME"; break;
    case MLSYS_OPT_TEXT: arg = " TEXT"; break;
    case MLSYS_OPT_FLAG: arg = ""; break;
    }
    if (d->short_name)
        snprintf(buf, n, "-%c, --%s%s", d->short_name, d->name, arg);
    else
        snprintf(buf, n, "    --%s%s", d->name, arg);
}

/* The bracketed facts after an option's help: unit, choices, default. */
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
        snprintf(buf + k, n - k, " [repeatable]");
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

/* The option table defs[0..n) as a list. */
static void list_of(const struct mlsys_optdef *defs, size_t n, struct mlsys_optlist *l)
{
    l->n = 0;
    for (size_t i = 0; i < n && i < MLSYS_MAX_OPTS; i++)
        l->d[l->n++] = &defs[i];
}

/* The base SI unit machine formats use for a column. */
static const char *column_unit(const struct mlsys_coldef *c, char *buf, size_t n)
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
                column_unit(&cmd->cols[i], ub, sizeof ub), cmd->cols[i].meaning);
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

void mlsys_help_command(FILE *out, const struct mlsys_cmddef *cmd, const char *fullname,
                        const struct mlsys_optdef *globals, size_t nglobals)
{
    struct mlsys_optlist opts, globs;
    mlsys_cmd_optlist(cmd, &opts);
    list_of(globals, nglobals, &globs);
    const char *rest = cmd->subs                         ? " SUBCOMMAND"
                       : takes_options(&opts, nglobals) ? " [OPTIONS]"
                                                         : "";
    fprintf(out, "usage: mlsys %s%s", fullname, rest);
    for (size_t i = 0; i < opts.n; i++)
        if (opts.d[i]->flags & MLSYS_OPTF_POSITIONAL)
            fprintf(out, (opts.d[i]->flags & MLSYS_OPTF_REQUIRED) ? " %s" : " [%s]",
                    opts.d[i]->name);
    fprintf(out, "\n\n%s\n", cmd->summary);
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

void mlsys_help_main(FILE *out, const struct mlsys_optdef *globals, size_t nglobals)
{
    fprintf(out, "usage: mlsys [GLOBAL OPTIONS] COMMAND [OPTIONS]\n\n"
                 "A calculator for machine-learning systems: step time, energy, memory,\n"
                 "scaling, reliability and serving, with units checked.\n\ncommands:\n");
    for (size_t i = 0; mlsys_commands[i]; i++)
        fprintf(out, "  %-12s  %s\n", mlsys_commands[i]->name, mlsys_commands[i]->summary);
    fprintf(out, "  %-12s  %s\n", "help", "show help for a command: mlsys help COMMAND");
    fprintf(out, "  %-12s  %s\n", mlsys_completion_cmd.name, mlsys_completion_cmd.summary);
    struct mlsys_optlist globs;
    list_of(globals, nglobals, &globs);
    print_options(out, "global options", &globs);
    fprintf(out, "\nExit status: 0 success, 1 a file or evaluation failed, 2 the command line\n"
                 "is wrong, 3 an assertion or scenario expectation failed.\n");
}
