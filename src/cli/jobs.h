/* jobs.h - a large sweep written as csv, tsv or jsonl by several processes
 * side by side (--jobs; internal to src/cli).
 *
 * The sweep's points are dealt out in runs of MLSYS_JOBS_CHUNK: process k
 * of n (k = 0..n-1) evaluates runs k, k + n, k + 2n, ... (the --shard
 * slices, ctx->shard_chunk), renders each run into memory, and writes it to
 * the output when the run before it has been written: a token goes round a
 * ring of pipes, so the rows and the per-point error lines come out in the
 * order, and with the bytes, of a run in one process. Processes, not
 * threads: each has its own catalog (whose entries are parsed on first use)
 * and its own set-up memo, so nothing is shared while they run.
 */
#ifndef MLSYS_CLI_JOBS_H
#define MLSYS_CLI_JOBS_H

#include <stddef.h>
#include <stdio.h>

#include "render/render.h"
#include "run/command.h"

/* Points a process evaluates and renders before it writes them. */
#define MLSYS_JOBS_CHUNK 4096
/* A sweep of fewer points than this runs in one process. */
#define MLSYS_JOBS_MIN_POINTS (4 * MLSYS_JOBS_CHUNK)
/* The most processes --jobs may ask for; the default is the machine's
 * online cores, up to MLSYS_JOBS_AUTO_MAX. */
#define MLSYS_JOBS_MAX 256
#define MLSYS_JOBS_AUTO_MAX 8

/* What the processes need beyond the command line. */
struct mlsys_jobs {
    const struct mlsys_render_opts *ro; /* each process renders with these */
    FILE *out, *errs;                   /* the run's output and error streams */
    struct mlsys_sink *sink;            /* the renderer on out, for a run here */
    size_t jobs; /* processes wanted (1: none; 0: mlsys_jobs_auto, found only when needed) */
    size_t points; /* the sweep's points, set by mlsys_jobs_apply */
};

/* The default --jobs: the online cores, 1 to MLSYS_JOBS_AUTO_MAX. */
size_t mlsys_jobs_auto(void);

/* Whether cmd on set is a sweep worth splitting over j->jobs processes (0
 * becomes mlsys_jobs_auto() here; its points go to j->points) and one that
 * can be: not a search, at least MLSYS_JOBS_MIN_POINTS points, a
 * csv, tsv or jsonl renderer, and out and errs with file descriptors. The
 * caller checks the options that rule it out (--assert, --input, --plot,
 * --shard). A binding error answers false: the run in one process reports
 * it. */
bool mlsys_jobs_apply(struct mlsys_jobs *j, const struct mlsys_cmddef *cmd,
                      const struct mlsys_optset *set, struct mlsys_ctx *ctx);

/* Run cmd on set, of j->points points (mlsys_jobs_apply said yes), in
 * j->jobs processes (ctx as mlsys_cmd_run takes it, its catalog opened).
 * Returns what mlsys_cmd_run in one process would, with
 * err: the first failure in the order of the points (a closed pipe quietly),
 * else MLSYS_EPOINTS "F of T points failed" over all processes, else 0. A
 * process that ends without telling how (a signal) is MLSYS_EWRITE naming
 * it. When no process can be started, the sweep runs here into j->sink. */
int mlsys_jobs_run(const struct mlsys_jobs *j, const struct mlsys_cmddef *cmd, const char *full,
                   const struct mlsys_optset *set, struct mlsys_ctx *ctx,
                   struct mlsys_err *err);

#endif
