/* scenario_impl.h - what the scenario loader, the three scenario types and
 * the expectation checker share (internal to src/scenario). */
#ifndef MLSYS_SCENARIO_IMPL_H
#define MLSYS_SCENARIO_IMPL_H

#include <stdbool.h>
#include <stddef.h>

#include "mlsys/catalog.h"
#include "mlsys/setup.h"
#include "run/command.h"
#include "scenario/scenario.h"
#include "catalog/yamldoc.h"

/* One expectation: the entry under expect: for `key`. */
struct sc_expect {
    const char *key;
    const struct mlsys_ynode *key_node; /* the key under expect:               */
    const struct mlsys_ynode *node; /* the entry (its position)                 */
    const struct mlsys_ynode *row_node; /* row:, or NULL                       */
    const char *row;                /* row: as text, or NULL                    */
    long row_index;                 /* row: as a 1-based number, or 0           */
    const struct mlsys_ynode *value_node; /* value:, or NULL                   */
    bool numeric;                   /* value: is a number (with a unit or not)  */
    mlsys_qty value;                /* numeric: in base units                    */
    double number;                  /* numeric: the number as written            */
    double factor;                  /* base units per unit written (1 if none)   */
    char unit[32];                  /* the unit as written ("ms"), "" if none    */
    bool has_rtol;
    double rtol;
    const char *format;             /* printf format of one double, or NULL      */
    const char *status;             /* "PASS" or "FAIL" expected, or NULL        */
};

/* Inputs of a parameter-bandwidth-growth scenario: the members as written
 * and the records they name; base_* index the baselines. */
struct sc_members {
    const char **names;
    const struct mlsys_record **recs;
    size_t n;
};

struct sc_growth {
    struct sc_members acc, dense, sparse;
    size_t acc_base, dense_base;
};

/* Inputs of an evaluate scenario: the command and its option values. */
struct sc_evaluate {
    const struct mlsys_cmddef *cmd;
    char fullname[64];
    struct mlsys_optset set;
};

/* An application scenario's inputs, resolved when it is loaded. */
struct sc_app {
    const char *hw, *workload, *grid, *fabric; /* names as written; grid, fabric may be NULL */
    const struct mlsys_record *hw_rec, *wl_rec, *grid_rec, *fabric_rec;
    struct mlsys_step_req step;                 /* the device options, as iron-law takes them */
    double slo_s, power_W, energy_J, carbon_kg, data_rate_Bps;
    double pue;                                 /* the data centre's; NaN: 1 (noted) */
    double devices, per_node, zero, overlap;    /* per_node 0: none; overlap NaN: none */
    double batch;                               /* global batch (NaN: the command's default) */
    bool prefill;                               /* the performance figure is the TTFT */
};

struct mlsys_scenario {
    struct mlsys_ydoc *doc;
    const struct mlsys_cmddef *const *commands; /* for type evaluate; NULL: none */
    bool nameless; /* read from standard input or a pipe: no file name to match */
    const struct mlsys_ynode *root, *inputs, *expect;
    const char *name, *title, *source, *notes;
    enum mlsys_sc_type type;
    struct sc_expect *ex;
    size_t nex;
    char **owned; /* strings made while loading (joined lists, numbers) */
    size_t nowned;
    struct sc_growth g;
    struct sc_evaluate e;
    struct sc_app a;
};

/* ---- loader helpers (scenario.c) -------------------------------------- */

/* Fill err with code and a message at node of sc's file; returns code. */
int mlsys_sc_fail(const struct mlsys_scenario *sc, const struct mlsys_ynode *node,
            struct mlsys_err *err, int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

/* Put an error of a lower layer (a catalog lookup, a command run) at node:
 * its "where" context joins the message, the position becomes node's. */
int mlsys_sc_place(const struct mlsys_scenario *sc, const struct mlsys_ynode *node, int rc,
             struct mlsys_err *err);

/* The error for key, not one of allowed[0..n) in `what`: the closest
 * and the whole list. */
int mlsys_sc_unknown_key(const struct mlsys_scenario *sc, const struct mlsys_ynode *key,
                   const char *what, const char *const *allowed, size_t n,
                   struct mlsys_err *err);

/* Refuse keys of map not in allowed[0..n), naming the closest and listing
 * them all; `what` names the mapping in the message ("inputs"). */
int mlsys_sc_check_keys(const struct mlsys_scenario *sc, const struct mlsys_ynode *map,
                  const char *what, const char *const *allowed, size_t n,
                  struct mlsys_err *err);

/* The scalar text of node, or an error at node naming key when it is not a
 * non-empty scalar. */
int mlsys_sc_scalar(const struct mlsys_scenario *sc, const struct mlsys_ynode *node,
                    const char *key, const char **out, struct mlsys_err *err);

/* Keep a malloc'd string with the scenario (freed with it); NULL on ENOMEM. */
char *mlsys_sc_own(struct mlsys_scenario *sc, char *s);

/* Look name up in the catalog, with the catalog's "closest:" message at node. */
int mlsys_sc_find(const struct mlsys_scenario *sc, struct mlsys_catalog *cat,
                  enum mlsys_catalog_kind kind, const struct mlsys_ynode *node,
                  const struct mlsys_record **out, struct mlsys_err *err);

/* Parse node's text as a quantity with the dimension of unit (count when
 * unit is ""), > 0 unless nonneg; errors at the offending character. */
int mlsys_sc_qty(const struct mlsys_scenario *sc, const struct mlsys_ynode *node, const char *key,
           const char *unit, bool nonneg, double *out, struct mlsys_err *err);

/* Require expectation ex's value to fit a result of display family `unit`
 * (NULL: text or yes/no), and no rtol/format on text values. */
int mlsys_sc_expect_kind(const struct mlsys_scenario *sc, const struct sc_expect *ex,
                         const char *unit, struct mlsys_err *err);

/* Refuse an unknown expectation key with the closest of keys[0..n). */
int mlsys_sc_expect_unknown(const struct mlsys_scenario *sc, const struct sc_expect *ex,
                      const char *const *keys, size_t n, struct mlsys_err *err);

/* Parse the expect mapping into sc->ex (expect.c). */
int mlsys_sc_expect_parse(struct mlsys_scenario *sc, struct mlsys_err *err);

/* ---- results (results.c) ------------------------------------------------ */

/* Append a result; strings are copied. Returns 0 or MLSYS_ENOMEM. */
int mlsys_sc_res_add(struct mlsys_sc_results *res, const char *key, const char *row,
               struct mlsys_cell value, const char *unit, struct mlsys_err *err);
/* The same for a number of dimension `family` (a unit expression, "" for a count). */
int mlsys_sc_res_num(struct mlsys_sc_results *res, const char *key, const char *row, double v,
               const char *family, struct mlsys_err *err);
/* Keep text as a note unless it is kept already. */
int mlsys_sc_res_note(struct mlsys_sc_results *res, const char *text, struct mlsys_err *err);
/* The first result called key (with row, when row is not NULL), or NULL. */
const struct mlsys_sc_row *mlsys_sc_res_get(const struct mlsys_sc_results *res, const char *key,
                                      const char *row);
/* A number result's value in base units; NaN when absent or not a number. */
double mlsys_sc_res_val(const struct mlsys_sc_results *res, const char *key);

/* Run cmd (called fullname) on set with a sink that turns every cell of
 * every row into a result (key = the column, row = "" for a single row,
 * else the row number) and keeps the notes. */
int mlsys_sc_run_command(const struct mlsys_cmddef *cmd, const char *fullname,
                   const struct mlsys_optset *set, struct mlsys_ctx *ctx,
                   struct mlsys_sc_results *res, struct mlsys_err *err);

/* Add (name, text) to set as cmd's option called name; MLSYS_EUSAGE
 * "internal: ..." if cmd has no such option. */
int mlsys_sc_optset_named(struct mlsys_optset *set, const struct mlsys_cmddef *cmd,
                          const char *name, const char *text, struct mlsys_err *err);

/* The command called "name" or "name sub" of the command table; NULL if none. */
const struct mlsys_cmddef *mlsys_sc_command(const struct mlsys_scenario *sc, const char *name,
                                      char *full, size_t n);

/* ---- the types ------------------------------------------------------------ */

int mlsys_sc_growth_load(struct mlsys_scenario *sc, struct mlsys_catalog *cat,
                         struct mlsys_err *err);
int mlsys_sc_growth_expect(const struct mlsys_scenario *sc, struct sc_expect *ex,
                     struct mlsys_err *err);
int mlsys_sc_growth_eval(const struct mlsys_scenario *sc, struct mlsys_sc_results *res,
                   struct mlsys_err *err);
void mlsys_sc_growth_free(struct mlsys_scenario *sc);

int mlsys_sc_evaluate_load(struct mlsys_scenario *sc, struct mlsys_catalog *cat,
                           struct mlsys_err *err);
int mlsys_sc_evaluate_expect(const struct mlsys_scenario *sc, struct sc_expect *ex,
                       struct mlsys_err *err);
int mlsys_sc_evaluate_eval(const struct mlsys_scenario *sc, struct mlsys_ctx *ctx,
                     struct mlsys_sc_results *res, struct mlsys_err *err);
void mlsys_sc_evaluate_free(struct mlsys_scenario *sc);

int mlsys_sc_app_load(struct mlsys_scenario *sc, struct mlsys_catalog *cat, struct mlsys_err *err);
int mlsys_sc_app_expect(const struct mlsys_scenario *sc, struct sc_expect *ex,
                  struct mlsys_err *err);
int mlsys_sc_app_eval(const struct mlsys_scenario *sc, struct mlsys_ctx *ctx,
                struct mlsys_sc_results *res, struct mlsys_err *err);

#endif
