/* cmds.h - the command definitions, one per cmd_<name>.c (internal). */
#ifndef MLSYS_COMMANDS_CMDS_H
#define MLSYS_COMMANDS_CMDS_H

#include "run/command.h"

extern const struct mlsys_cmddef mlsys_cmd_iron_law;
extern const struct mlsys_cmddef mlsys_cmd_roofline;
extern const struct mlsys_cmddef mlsys_cmd_energy;
extern const struct mlsys_cmddef mlsys_cmd_memory;
extern const struct mlsys_cmddef mlsys_cmd_comm;
extern const struct mlsys_cmddef mlsys_cmd_loggp;
extern const struct mlsys_cmddef mlsys_cmd_cluster;
extern const struct mlsys_cmddef mlsys_cmd_parallel;
extern const struct mlsys_cmddef mlsys_cmd_train;
extern const struct mlsys_cmddef mlsys_cmd_plan;
extern const struct mlsys_cmddef mlsys_cmd_infer;
extern const struct mlsys_cmddef mlsys_cmd_reliability;
extern const struct mlsys_cmddef mlsys_cmd_checkpoint;
extern const struct mlsys_cmddef mlsys_cmd_serving;
extern const struct mlsys_cmddef mlsys_cmd_degradation;
extern const struct mlsys_cmddef mlsys_cmd_compress;
extern const struct mlsys_cmddef mlsys_cmd_scenario;
extern const struct mlsys_cmddef mlsys_cmd_catalog;
extern const struct mlsys_cmddef mlsys_cmd_units;

#endif
