/* plan_explain.h - what cmd_plan.c, plan_explain.c and plan_stacks.c
 * share: one plan command's state, a kept layout's row, --explain (the
 * recommended layout set against the runner-up and a layout the user
 * names) and the search over several training stacks (internal). */
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

/* The model's inputs of each stack of --framework (a list searches each)
 * and of the stack --versus names when it is not among them, from P->req
 * with the stand-in layout of the search: into P->stack and
 * P->stack_base (P->nstacks searched, P->nsetup set up), the first also
 * P->q.base, with global batch B; each stack's set-up notes once into
 * notes, and one naming the stacks searched. A stack given twice is a
 * usage error at --framework. */
int mlsys_plan_stack_bases(struct plan *P, double B, struct mlsys_notes *notes,
                           struct mlsys_err *err);

/* The index of stack f among those set up (P->nsetup when it is not). */
size_t mlsys_plan_stack_index(const struct plan *P, enum mlsys_framework f);

/* Search q for the stacks first to first + count (of P->stack) into *r,
 * merged as one search, the budget q->budget for them all; P->done counts
 * the layouts considered. On an error *r holds no rows. */
int mlsys_plan_search_stacks(struct plan *P, const struct mlsys_plan_req *q, size_t first,
                             size_t count, struct mlsys_plan_result *r, enum mlsys_plan_dim *bad,
                             struct mlsys_err *err);

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
