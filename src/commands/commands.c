/* commands.c - the one table of commands, in the order `mlsys help` lists them. */
#include "run/command.h"

#include "commands/cmds.h"

const struct mlsys_cmddef *const mlsys_commands[] = {
    &mlsys_cmd_iron_law,
    &mlsys_cmd_roofline,
    &mlsys_cmd_energy,
    &mlsys_cmd_memory,
    &mlsys_cmd_comm,
    &mlsys_cmd_loggp,
    &mlsys_cmd_cluster,
    &mlsys_cmd_parallel,
    &mlsys_cmd_train,
    &mlsys_cmd_plan,
    &mlsys_cmd_infer,
    &mlsys_cmd_reliability,
    &mlsys_cmd_checkpoint,
    &mlsys_cmd_serving,
    &mlsys_cmd_degradation,
    &mlsys_cmd_compress,
    &mlsys_cmd_scenario,
    &mlsys_cmd_catalog,
    &mlsys_cmd_units,
    NULL,
};
