/* cli.h - the command line: argv to option values, help, wiring a
 * command's rows to a renderer (internal to src/cli). */
#ifndef MLSYS_CLI_CLI_H
#define MLSYS_CLI_CLI_H

#include <stdio.h>

#include "mlsys/catalog.h"
#include "run/command.h"

/* Run the whole command line with the shipped catalog `shipped` (may be
 * NULL: none); return the process exit status (0 ok, 1
 * file/evaluation/write failure, 2 usage, 3 assertion). */
int mlsys_cli_main(int argc, char **argv, const struct mlsys_embedded_catalog *shipped, FILE *out,
                   FILE *errs);

/* Print err on errs as one line, "mlsys: FILE:LINE:COL: msg", "mlsys
 * COMMAND: --opt: msg" or "mlsys: msg" (nothing for a closed pipe,
 * MLSYS_EPIPE), and flush errs; return the exit status err means. */
int mlsys_cli_report(FILE *errs, const struct mlsys_err *err);

/* Write `mlsys --help` (the command list) to out. */
void mlsys_help_main(FILE *out, const struct mlsys_optdef *globals, size_t nglobals);

/* Write COMMAND --help: usage, options with defaults and units, output keys
 * with units and meanings, subcommands, examples. */
void mlsys_help_command(FILE *out, const struct mlsys_cmddef *cmd, const char *fullname,
                        const struct mlsys_optdef *globals, size_t nglobals);

/* The plot options of a run (cli_plot.c); NULL where not given. */
struct mlsys_cli_plot {
    const char *file;  /* --plot FILE.svg                */
    const char *x, *y; /* --x KEY, --y KEY               */
    const char *log;   /* --log AXES                     */
    int digits;        /* significant digits of labels   */
};

/* With --plot, make *plot a plot sink (plot.h) in front of inner and set
 * *use to it; otherwise *use = inner. `mlsys roofline` without --x/--y
 * draws its roofline, with every precision's roof read from *cat (opened
 * later, before the command runs). MLSYS_EUSAGE: --x/--y/--log without
 * --plot ("--x: needs --plot FILE.svg"), --plot without --x and --y for
 * other commands, a bad --log. Free *plot with mlsys_plot_free. */
int mlsys_cli_plot_wrap(const struct mlsys_cli_plot *o, const char *full,
                        struct mlsys_catalog **cat, struct mlsys_sink *inner,
                        struct mlsys_sink *plot, struct mlsys_sink **use, struct mlsys_err *err);

/* `mlsys completion`'s help page (completion.c): it is not in the command
 * table, having no eval and taking no global options. */
extern const struct mlsys_cmddef mlsys_completion_cmd;

/* `mlsys completion SHELL` (completion.c): write the completion script for
 * SHELL ("bash") generated from the command table and globals[0..nglobals)
 * to out; with -h or --help among the words, the help page instead.
 * MLSYS_EUSAGE for a missing or unknown shell. */
int mlsys_completion(int argc, char **argv, const struct mlsys_optdef *globals, size_t nglobals,
                     FILE *out, struct mlsys_err *err);

#endif
