/* cli.h - the command line: argv to option values, help, wiring a
 * command's rows to a renderer (internal to src/cli). */
#ifndef MLSYS_CLI_CLI_H
#define MLSYS_CLI_CLI_H

#include <stdio.h>

#include "mlsys/catalog.h"
#include "mlsys/command.h"

/* Run the whole command line with the shipped catalog `shipped` (may be
 * NULL: none); return the process exit status (0 ok, 1
 * file/evaluation/write failure, 2 usage, 3 assertion). */
int mlsys_cli_main(int argc, char **argv, const struct mlsys_embedded_catalog *shipped, FILE *out,
                   FILE *errs);

/* Write `mlsys --help` (the command list) to out. */
void mlsys_help_main(FILE *out, const struct mlsys_optdef *globals, size_t nglobals);

/* Write COMMAND --help: usage, options with defaults and units, output keys
 * with units and meanings, subcommands, examples. */
void mlsys_help_command(FILE *out, const struct mlsys_cmddef *cmd, const char *fullname,
                        const struct mlsys_optdef *globals, size_t nglobals);

#endif
