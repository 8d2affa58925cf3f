/* run.h - run an mlsys command from an argument vector, without a process
 * and without text: the rows go to the caller, as cells (a struct
 * mlsys_sink, table.h) or as plain values in base SI units.
 *
 * The words are those that follow `mlsys` on a command line, e.g.
 *   {"iron-law", "--hw", "h100", "--workload", "llama70b", "--batch", "1..64"}
 * Everything the command line accepts works the same way and fails with
 * the same message and exit status: sweeps, --input FILE, --assert,
 * --catalog DIR (and the MLSYS_CATALOG directories), --shard. What only
 * shapes printed text is refused (MLSYS_EUSAGE, exit status 2): --format,
 * --digits, --no-header, --plot, --x, --y, --log, --help, --version, and
 * the words `help` and `completion`. mlsys_run_values also takes
 * --columns (which keys, in which order).
 *
 * Rows stream: each is handed over as it is computed, so a sweep of a
 * million points needs no memory per row.
 *
 * Thread safety: after mlsys_init (init.h) has returned, any number of
 * runs may go on at once in different threads; a run shares nothing
 * mutable with another. Callbacks are called in the calling thread.
 */
#ifndef MLSYS_RUN_H
#define MLSYS_RUN_H

#include <stddef.h>

#include "mlsys/err.h"
#include "mlsys/export.h"
#include "mlsys/table.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Run the command argv[0..argc) names, its rows going to sink (begin,
 * row, note, end: table.h; its cells are those the renderer checks, in
 * base SI units of their column). A problem that does not end the run (a
 * sweep point or an --input record that fails) is told to problem (may be
 * NULL) as the command line prints it on standard error. Returns 0, or the
 * error code with err filled (mlsys_err_exit_status gives the command
 * line's exit status, mlsys_err_line its message); a sink callback that
 * returns MLSYS_EPIPE ends the run early and quietly (0). */
typedef void (*mlsys_problem_fn)(void *self, const struct mlsys_err *problem);
MLSYS_API int mlsys_run(int argc, const char *const *argv, struct mlsys_sink *sink,
                        mlsys_problem_fn problem, void *problem_self, struct mlsys_err *err);

/* Run argv[0..argc) as mlsys_run does, delivering keys, units, rows and
 * notes as plain values to rx (table.h) (every key, as the JSON format has them,
 * or those of --columns). Returns the command line's exit status: 0, 1
 * (a file, evaluation or write failure), 2 (the command line is wrong), 3
 * (an --assert failed); then errline (errline_n bytes, may be 0) holds
 * the message the command line prints, "mlsys iron-law: --hw: ...". */
MLSYS_API int mlsys_run_values(int argc, const char *const *argv, const struct mlsys_receiver *rx,
                               char *errline, size_t errline_n);

/* The help of every command as `mlsys help --format json` prints it
 * (docs/help-json.md: commands, options with their kinds, units,
 * defaults and choices, output keys), for a program that builds calls
 * from it. A malloc'd NUL-terminated string to release with mlsys_free;
 * NULL when out of memory. Thread-safe. */
MLSYS_API char *mlsys_help_json_text(void);

/* Release what the library allocated for the caller (mlsys_help_json_text). */
MLSYS_API void mlsys_free(void *p);

#ifdef __cplusplus
}
#endif

#endif
