/* cmds.h - the command definitions, one per cmd_<name>.c (internal). */
#ifndef MLSYS_COMMANDS_CMDS_H
#define MLSYS_COMMANDS_CMDS_H

#include "mlsys/command.h"

extern const struct mlsys_cmddef mlsys_cmd_units;

#endif
