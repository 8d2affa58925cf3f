/* commands.c - the one table of commands, in the order `mlsys help` lists them. */
#include "mlsys/command.h"

#include "commands/cmds.h"

const struct mlsys_cmddef *const mlsys_commands[] = {
    &mlsys_cmd_units,
    NULL,
};
