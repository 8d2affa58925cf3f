/* sweep.h - design-space sweeps: option values that are lists or ranges.
 *
 * Any quantity, count, choice or catalog-name option may be given as
 *   a,b,c        a list (names, choices or numbers; units per item)
 *   a..b         integers from a to b, step 1 (counts only)
 *   a..b+k       arithmetic: a, a+k, ... <= b (k with a unit for quantities)
 *   a..b*k       geometric: a, a*k, a*k^2, ... <= b (k > 1, no unit);
 *   a..bxk       the same, spelled without a shell metacharacter
 *   all          every catalog entry of the option's kind (NAME options),
 *                except hardware of kind system, swept only when named
 * Several swept options give their cartesian product; the option given
 * first on the command line varies slowest. Ranges are generated on the
 * fly, so a million-point sweep takes no memory per point.
 */
#ifndef MLSYS_SWEEP_H
#define MLSYS_SWEEP_H

#include <stddef.h>

#include "run/command.h"
#include "run/option.h"

struct mlsys_sweep;

/* Bind the options *defs[0..n) from set like mlsys_opt_bind, expanding
 * lists and ranges into axes. ctx (may be NULL) supplies the catalog for
 * "all", and every catalog name is resolved in it here, once
 * (mlsys_sweep_check_names), not at each point. Errors name the option:
 * "--batch: empty range 8..1 (the end is below the start)". On success
 * *out is freed with mlsys_sweep_free. */
int mlsys_sweep_bind(const struct mlsys_optdef *const *defs, size_t n,
                     const struct mlsys_optset *set,
                     struct mlsys_ctx *ctx, struct mlsys_sweep **out, struct mlsys_err *err);

/* Resolve every catalog name that the NAME options among defs[0..n) get
 * in set (a single name, or each item of a list; "all" is left to the
 * binding) in ctx's catalog: an unknown one is MLSYS_ENOTFOUND
 * "--workload: unknown workload 'x'; closest: a, b". Nothing is checked
 * when ctx or its catalog is NULL. The driver calls it once before a sweep
 * or an --input runs, so that a bad name is one error, not one per point. */
int mlsys_sweep_check_names(const struct mlsys_optdef *const *defs, size_t n,
                            const struct mlsys_optset *set, struct mlsys_ctx *ctx,
                            struct mlsys_err *err);

void mlsys_sweep_free(struct mlsys_sweep *s);

/* Number of points (1 when nothing sweeps). */
size_t mlsys_sweep_points(const struct mlsys_sweep *s);

/* Number of swept options, and the option index of the a-th one (in the
 * order they vary, slowest first). */
size_t mlsys_sweep_naxes(const struct mlsys_sweep *s);
size_t mlsys_sweep_axis_option(const struct mlsys_sweep *s, size_t a);

/* The option values of point i (0 <= i < points), written into vals[0..n):
 * every option, swept or not. */
void mlsys_sweep_point(const struct mlsys_sweep *s, size_t i, struct mlsys_val *vals);

/* The same as mlsys_sweep_point when vals holds a point of this sweep
 * already (the driver's next point): only the swept options are written,
 * the others being the same at every point. */
void mlsys_sweep_move(const struct mlsys_sweep *s, size_t i, struct mlsys_val *vals);

/* Which option differs between points from and to: its index when the
 * two differ in one swept option only, -1 when in none (from == to), -2
 * when in more. An option counts as differing when its position in its
 * list or range does (a list that repeats a value is taken to change). */
long mlsys_sweep_moved(const struct mlsys_sweep *s, size_t from, size_t to);

/* The values option opt takes over the sweep, in the order given: how
 * many (1 when it does not sweep), and the k-th of them (k < that; a
 * range generates it on the fly). For a command that searches the
 * sweep's space itself rather than visiting its points (command.h). */
size_t mlsys_sweep_nvalues(const struct mlsys_sweep *s, size_t opt);
struct mlsys_val mlsys_sweep_value(const struct mlsys_sweep *s, size_t opt, size_t k);

/* Parse "K/N" (1 <= K <= N) for --shard. MLSYS_EUSAGE otherwise. */
int mlsys_sweep_parse_shard(const char *text, size_t *k, size_t *n, struct mlsys_err *err);

#endif
