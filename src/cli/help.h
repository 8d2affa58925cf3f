/* help.h - what the help pages are made of, shared by the text pages
 * (help.c), help as JSON (help_json.c), the command line (cli.c) and the
 * completion script (completion.c); internal to src/cli. Everything here
 * is read from the command and option tables: there is no second list of
 * commands or options.
 */
#ifndef MLSYS_CLI_HELP_H
#define MLSYS_CLI_HELP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "run/command.h"

/* The version of the JSON help schema (docs/help-json.md). Raise it when a
 * field is removed or renamed or changes meaning; adding one does not. */
#define MLSYS_HELP_SCHEMA_VERSION 1

/* `mlsys help`'s own help page: it is not in the command table (it has no
 * eval); its options are the positional COMMAND and SUBCOMMAND. */
extern const struct mlsys_cmddef mlsys_help_cmd;

/* The most top-level help topics. */
#define MLSYS_HELP_MAX_TOPICS 64

/* Fill out (room for MLSYS_HELP_MAX_TOPICS + 1) with the top-level help
 * topics in the order `mlsys help` lists them: the command table, then
 * help and completion; NULL-terminated. Returns how many. */
size_t mlsys_help_topics(const struct mlsys_cmddef **out);

/* How many of the nglobals global options the top-level topic `top` (or
 * its subcommands) takes: all, or none for completion. */
size_t mlsys_help_nglobals(const struct mlsys_cmddef *top, size_t nglobals);

/* The option table defs[0..n) as a list (at most MLSYS_MAX_OPTS), as
 * mlsys_cmd_optlist gives a command's: the global options. */
void mlsys_help_optlist(const struct mlsys_optdef *defs, size_t n, struct mlsys_optlist *l);

/* The word for option kind k in JSON ("quantity", "count", "choice",
 * "name", "text", "flag") and its metavariable in usage ("QTY", "N",
 * "WORD", "NAME", "TEXT"; "" for a flag). */
const char *mlsys_help_kind_word(enum mlsys_optkind k);
const char *mlsys_help_kind_metavar(enum mlsys_optkind k);

/* The usage line of cmd without "usage: " ("mlsys units [OPTIONS] EXPR
 * [UNIT]"), given that it takes nglobals global options, into buf (size n,
 * cut to fit). Returns buf. */
const char *mlsys_help_usage(const struct mlsys_cmddef *cmd, const char *fullname,
                             size_t nglobals, char *buf, size_t n);

/* The unit of column c in machine formats, as --help shows it: the base SI
 * unit name of its dimension ("s", "B/s"), "1" for a count or a percentage,
 * "text" for a text or boolean column, "varies" for a DYNAMIC one. Written
 * into buf (size n) when computed; returns the text. */
const char *mlsys_help_column_unit(const struct mlsys_coldef *c, char *buf, size_t n);

/* The usage line of mlsys without "usage: ", and what `mlsys help` says
 * about the program (one paragraph). */
extern const char mlsys_help_usage_main[];
extern const char mlsys_help_about[];

/* The exit statuses of mlsys (mlsys_err_exit_status), ended by meaning NULL. */
struct mlsys_help_exit {
    int code;
    const char *meaning;
};
extern const struct mlsys_help_exit mlsys_help_exits[];

/* Write help as JSON (docs/help-json.md) to out: with top NULL every topic
 * and subcommand; else top alone, or with sub its subcommand sub alone.
 * globals[0..nglobals) are the global options. Write errors are left in
 * ferror(out). */
void mlsys_help_json(FILE *out, const struct mlsys_cmddef *top, const struct mlsys_cmddef *sub,
                     const struct mlsys_optdef *globals, size_t nglobals);

#endif
