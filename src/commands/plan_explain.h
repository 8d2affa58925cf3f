/* plan_explain.h - what cmd_plan.c and plan_explain.c share: one plan
 * command's state, a kept layout's row, and --explain, the recommended
 * layout set against the runner-up and a layout the user names (internal).
 */
#ifndef MLSYS_COMMANDS_PLAN_EXPLAIN_H
#define MLSYS_COMMANDS_PLAN_EXPLAIN_H

#include <stdbool.h>
#include <stddef.h>

#include "commands/trainopts.h"
#include "mlsys/plan.h"

/* One search: what the command line asks, set up once. */
struct plan {
    const struct mlsys_call *call;
    struct mlsys_sink *sink;
    struct mlsys_train_req req;
    struct mlsys_train_setup s;
    struct mlsys_train_costs costs;
    struct mlsys_plan_req q;
    double *vals[MLSYS_PLAN_NDIMS]; /* the given values of each dimension */
    int objective, front;           /* front -1: no --pareto              */
    double reserve;
    bool top_given, explain;        /* --top given; --explain or --versus  */
    bool versus;                    /* --versus given: vs_val[d] where vs_named[d] */
    bool vs_named[MLSYS_PLAN_NDIMS];
    double vs_val[MLSYS_PLAN_NDIMS];
    double offload;                 /* --offload's bits, when given         */
    /* the stacks searched (--framework, a list), each with the model's
       inputs its set-up gives: q.base is stack_base[0] */
    size_t nstacks;
    enum mlsys_framework stack[3];
    struct mlsys_train_in stack_base[3];
    size_t nsetup;                  /* stacks set up: nstacks, and the --versus
                                       stack (vs_stack) when not searched */
    int vs_stack;                   /* --versus framework=, else -1 */
    size_t done;                    /* layouts considered by earlier searches */
    size_t shown_budget;            /* the budget of every search, for the progress line */
};

/* The output keys of --explain. */
enum { MLSYS_PLAN_EXPLAIN_NCOLS = 7 };
extern const struct mlsys_coldef mlsys_plan_explain_cols[MLSYS_PLAN_EXPLAIN_NCOLS];

/* Layout r of P's search as the model's input: its layout, batch and run
 * options in P's base. */
void mlsys_plan_row_in(const struct plan *P, const struct mlsys_plan_row *r,
                       struct mlsys_train_in *in);

/* Train's row of layout in with result o to sink, with its run. */
int mlsys_plan_train_row(const struct plan *P, struct mlsys_sink *sink,
                         const struct mlsys_train_in *in, const struct mlsys_train_out *o,
                         struct mlsys_err *err);

/* "t 8, p 16, d 24, b 1, v 2, full recomputation, sequence parallelism
 * off, ZeRO 1" (", c 2" after p for context parallelism, ", e 8" after d
 * for experts, the offload and, when P sets up more than one, the stack
 * at the end) into buf of size n. */
void mlsys_plan_describe(const struct plan *P, const struct mlsys_plan_row *r, char *buf,
                         size_t n);

/* The explanation of one search's choice to P->sink: best against other,
 * one row per key of train's row (devices N, versus the word `versus`
 * names the other by: "runner-up" or "--versus"; the two values and other
 * minus best for numbers, with the base SI unit), then a note on the
 * largest differences: the step's terms (every T_ key but T_step, T_layer
 * and T_write), M_total and MFU. label ("N = 256: " or "") starts the note;
 * fits false adds that other does not fit in the memory allowed. */
int mlsys_plan_explain(const struct plan *P, const struct mlsys_plan_row *best,
                       const struct mlsys_plan_row *other, const char *versus,
                       const char *label, bool fits, struct mlsys_err *err);

#endif
