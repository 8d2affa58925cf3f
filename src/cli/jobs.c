/* jobs.c - a large csv, tsv or jsonl sweep in several processes (jobs.h). */
#define _GNU_SOURCE 1 /* fopencookie */
#include "cli/jobs.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli/cli.h"
#include "core/text.h"

size_t mlsys_jobs_auto(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > MLSYS_JOBS_AUTO_MAX ? MLSYS_JOBS_AUTO_MAX : (size_t)n;
}

bool mlsys_jobs_apply(struct mlsys_jobs *j, const struct mlsys_cmddef *cmd,
                      const struct mlsys_optset *set, struct mlsys_ctx *ctx)
{
    enum mlsys_format f = j->ro->format;
    if (j->jobs == 1 || (f != MLSYS_FORMAT_CSV && f != MLSYS_FORMAT_TSV && f != MLSYS_FORMAT_JSONL))
        return false;
    if (fileno(j->out) < 0 || fileno(j->errs) < 0)
        return false;
    if (j->jobs == 0 && (j->jobs = mlsys_jobs_auto()) == 1)
        return false;
    bool search = true;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    return !mlsys_cmd_sweep_size(cmd, set, ctx, &j->points, &search, &err) && !search &&
           j->points >= MLSYS_JOBS_MIN_POINTS;
}

/* ---- a process of the sweep -------------------------------------------- */

/* What a process tells the parent when it ends. */
struct result {
    int rc;
    bool quiet;      /* stopped because the ring ended before its turn */
    size_t stop_run; /* the run it stopped in (SIZE_MAX: before the first) */
    struct mlsys_sweep_tally tally;
    struct mlsys_err err;
};

/* One process: its place in the ring, and its run's bytes in memory. */
struct worker {
    size_t k, n;          /* process k of n */
    int tok_in, tok_out;  /* the token arrives on tok_in, leaves on tok_out */
    int fd_out, fd_err;
    struct mlsys_buf rows, errs; /* what the run wrote, not yet written out */
    FILE *rows_f, *errs_f;       /* writing into rows and errs */
    struct mlsys_sink sink;      /* the renderer, into rows_f */
    size_t runs_done;
    bool quiet;
    struct mlsys_ctx *ctx;
    void (*progress)(void *, size_t, size_t); /* the cli's, process 0 only */
    void *progress_self;
};

/* fopencookie's write: append to the mlsys_buf behind the FILE. */
static ssize_t buf_write(void *self, const char *p, size_t n)
{
    return mlsys_buf_add(self, p, n) ? -1 : (ssize_t)n;
}

static FILE *buf_open(struct mlsys_buf *b)
{
    cookie_io_functions_t io = {.write = buf_write};
    return fopencookie(b, "w", io);
}

/* write(2) all of p[0..n) to fd. Returns 0 or errno. */
static int write_all(int fd, const char *p, size_t n)
{
    while (n > 0) {
        ssize_t w = write(fd, p, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return w < 0 ? errno : EIO;
        p += w;
        n -= (size_t)w;
    }
    return 0;
}

/* Wait for the token; false when the ring ended before it came. */
static bool take_token(struct worker *w)
{
    char t;
    ssize_t r;
    while ((r = read(w->tok_in, &t, 1)) < 0 && errno == EINTR)
        ;
    return r == 1;
}

/* In turn, write out what the run rendered (rows, then its points' error
 * lines) and, when pass is set, hand the token on. */
static int write_turn(struct worker *w, bool pass, struct mlsys_err *err)
{
    int rc = mlsys_render_sync(&w->sink, err);
    if (rc)
        return rc;
    if (fflush(w->rows_f) || fflush(w->errs_f))
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    if (!take_token(w)) {
        w->quiet = true;
        return mlsys_err_set(err, MLSYS_EPIPE, "closed pipe");
    }
    int e = write_all(w->fd_out, w->rows.p, w->rows.len);
    if (e)
        return e == EPIPE ? mlsys_err_set(err, MLSYS_EPIPE, "closed pipe")
                          : mlsys_err_set(err, MLSYS_EWRITE, "write error: %s", strerror(e));
    if (write_all(w->fd_err, w->errs.p, w->errs.len) == EPIPE) /* as ctx->problem_closed */
        return mlsys_err_set(err, MLSYS_EPIPE, "closed pipe");
    w->rows.len = w->errs.len = 0;
    if (pass)
        write_all(w->tok_out, "t", 1); /* a successor with no run left has gone: fine */
    return MLSYS_OK;
}

/* ctx->chunk_end: the run is complete; write it in turn. */
static int chunk_end(void *self, struct mlsys_err *err)
{
    struct worker *w = self;
    int rc = write_turn(w, true, err);
    w->runs_done += !rc;
    return rc;
}

/* ctx->problem: an error line, kept with the run's rows. */
static void problem(void *self, const struct mlsys_err *p)
{
    struct worker *w = self;
    mlsys_cli_report(w->errs_f, p);
}

/* ctx->progress of process 0: its share stands for the whole sweep's. */
static void progress(void *self, size_t done, size_t total)
{
    struct worker *w = self;
    w->progress(w->progress_self, done * w->n, total * w->n);
}

/* Process k's whole life: evaluate its runs, write each in turn, and tell
 * the parent how it ended on fd res; then free what it made. */
static void work(struct worker *w, const struct mlsys_jobs *j, const struct mlsys_cmddef *cmd,
                 const char *full, const struct mlsys_optset *set, int res)
{
    struct result r;
    memset(&r, 0, sizeof r); /* every byte goes down the pipe, padding too */
    r.stop_run = SIZE_MAX;
    struct mlsys_render_opts ro = *j->ro;
    ro.no_header |= w->k > 0; /* the header comes with process 0's first run */
    w->rows_f = buf_open(&w->rows);
    w->errs_f = buf_open(&w->errs);
    struct mlsys_ctx *ctx = w->ctx;
    w->progress = ctx->progress;
    w->progress_self = ctx->progress_self;
    ctx->progress = w->k == 0 && w->progress ? progress : NULL;
    ctx->search_progress = NULL;
    ctx->progress_self = w;
    ctx->problem = problem;
    ctx->problem_self = w;
    ctx->shard_k = w->k + 1;
    ctx->shard_n = w->n;
    ctx->shard_chunk = MLSYS_JOBS_CHUNK;
    ctx->chunk_end = chunk_end;
    ctx->chunk_self = w;
    if (!w->rows_f || !w->errs_f)
        r.rc = mlsys_err_set(&r.err, MLSYS_ENOMEM, "out of memory");
    else if (!(r.rc = mlsys_render_new(&ro, w->rows_f, &w->sink, &r.err)))
        r.rc = mlsys_cmd_run(cmd, full, set, ctx, &w->sink, &r.err);
    r.tally.tried = ctx->tally.tried; /* members: a struct copy may copy stale padding */
    r.tally.failed = ctx->tally.failed;
    r.tally.complete = ctx->tally.complete;
    r.quiet = w->quiet; /* stopped because a failure before it ended the ring */
    if (r.rc && !r.quiet && !ctx->tally.complete) {
        r.stop_run = w->runs_done || ctx->tally.tried ? w->k + w->runs_done * w->n : SIZE_MAX;
        /* A failure inside a run: what the run wrote before it goes out in
         * turn, and no token after it, so that the processes after it stop. */
        struct mlsys_err e;
        if (ctx->tally.tried && r.rc != MLSYS_EPIPE && r.rc != MLSYS_EWRITE)
            write_turn(w, false, &e);
    }
    write_all(res, (const char *)&r, sizeof r);
    mlsys_render_free(&w->sink);
    if (w->rows_f)
        fclose(w->rows_f);
    if (w->errs_f)
        fclose(w->errs_f);
    mlsys_buf_free(&w->rows);
    mlsys_buf_free(&w->errs);
    close(w->tok_in);
    close(w->tok_out);
    close(res);
}

/* ---- the parent ---------------------------------------------------------- */

/* Close every descriptor of the n pipes in fds that is not -1, and mark
 * it -1. */
static void close_all(int (*fds)[2], size_t n)
{
    for (size_t i = 0; i < n; i++)
        for (int e = 0; e < 2; e++)
            if (fds[i][e] >= 0) {
                close(fds[i][e]);
                fds[i][e] = -1;
            }
}

/* In process k, close every pipe end but its own (which work closes). */
static void keep_own(int (*tok)[2], int (*res)[2], size_t n, size_t k)
{
    for (size_t i = 0; i < n; i++) {
        if (i != k)
            close(tok[i][0]), close(res[i][1]);
        if (i != (k + 1) % n)
            close(tok[i][1]);
        close(res[i][0]);
    }
}

/* Start the n processes: 1, or 0 (with none left running) when one
 * cannot be made. In a process, after its work: -1. */
static int start(const struct mlsys_jobs *j, const struct mlsys_cmddef *cmd, const char *full,
                 const struct mlsys_optset *set, struct mlsys_ctx *ctx, size_t n,
                 int (*tok)[2], int (*res)[2], pid_t *pid)
{
    for (size_t k = 0; k < n; k++) {
        pid[k] = fork();
        if (pid[k] == 0) {
            keep_own(tok, res, n, k);
            struct worker w = {.k = k, .n = n, .tok_in = tok[k][0],
                               .tok_out = tok[(k + 1) % n][1], .fd_out = fileno(j->out),
                               .fd_err = fileno(j->errs), .ctx = ctx};
            work(&w, j, cmd, full, set, res[k][1]);
            return -1;
        }
        if (pid[k] < 0) {
            close_all(tok, n); /* the ring is broken: every process stops at its turn */
            for (size_t i = 0; i < k; i++)
                waitpid(pid[i], NULL, 0);
            return 0;
        }
    }
    return 1;
}

/* Read process k's result, and wait for it. A process that ended without
 * one (a signal) gives MLSYS_EWRITE naming the signal. */
static void collect(int fd, pid_t pid, size_t k, struct result *r)
{
    size_t got = 0;
    ssize_t n;
    while (got < sizeof *r && ((n = read(fd, (char *)r + got, sizeof *r - got)) > 0 ||
                               (n < 0 && errno == EINTR)))
        got += n > 0 ? (size_t)n : 0;
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    if (got == sizeof *r)
        return;
    *r = (struct result){.stop_run = 0};
    mlsys_err_clear(&r->err);
    r->rc = mlsys_err_set(&r->err, MLSYS_EWRITE,
                          "sweep process %zu of --jobs ended %s %d; its rows are missing", k + 1,
                          WIFSIGNALED(status) ? "by signal" : "with status",
                          WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status));
}

/* The run's status from the n results: the failure that came first in
 * the order of the points, else the points failed over all, else 0. */
static int combine(const struct result *r, size_t n, const char *full, struct mlsys_err *err)
{
    const struct result *first = NULL;
    size_t tried = 0, failed = 0;
    for (size_t k = 0; k < n; k++) {
        /* stop_run + 1: SIZE_MAX (a failure before any run) comes first */
        if (r[k].rc && !r[k].quiet && !r[k].tally.complete &&
            (!first || r[k].stop_run + 1 < first->stop_run + 1))
            first = &r[k];
        tried += r[k].tally.tried;
        failed += r[k].tally.failed;
    }
    if (first) {
        *err = first->err;
        if (!err->where[0] && !err->file[0]) /* collect()'s, about no command yet */
            mlsys_err_where(err, "%s", full);
        return first->rc;
    }
    for (size_t k = 0; k < n; k++)
        if (r[k].rc && r[k].rc != MLSYS_EPOINTS) { /* the ring ended: a closed pipe */
            *err = r[k].err;
            return r[k].rc;
        }
    if (!failed)
        return MLSYS_OK;
    int rc = mlsys_cmd_points_failed(failed, tried, err);
    mlsys_err_where(err, "%s", full);
    return rc;
}

int mlsys_jobs_run(const struct mlsys_jobs *j, const struct mlsys_cmddef *cmd, const char *full,
                   const struct mlsys_optset *set, struct mlsys_ctx *ctx,
                   struct mlsys_err *err)
{
    int rc = MLSYS_OK;
    size_t runs = (j->points + MLSYS_JOBS_CHUNK - 1) / MLSYS_JOBS_CHUNK;
    size_t n = j->jobs < runs ? j->jobs : runs;
    int(*tok)[2] = malloc(n * sizeof *tok), (*res)[2] = malloc(n * sizeof *res);
    pid_t *pid = malloc(n * sizeof *pid);
    struct result *r = calloc(n, sizeof *r);
    bool ok = tok && res && pid && r;
    for (size_t k = 0; ok && k < n; k++)
        tok[k][0] = tok[k][1] = res[k][0] = res[k][1] = -1;
    for (size_t k = 0; ok && k < n; k++)
        ok = !pipe(tok[k]) && !pipe(res[k]);
    fflush(j->out); /* nothing buffered may be written twice */
    fflush(j->errs);
    int started = ok ? start(j, cmd, full, set, ctx, n, tok, res, pid) : 0;
    if (started == 1) {
        write_all(tok[0][1], "t", 1); /* process 0's first run goes first */
        close_all(tok, n);
        for (size_t k = 0; k < n; k++) {
            close(res[k][1]);
            res[k][1] = -1;
        }
        for (size_t k = 0; k < n; k++)
            collect(res[k][0], pid[k], k, &r[k]);
        rc = combine(r, n, full, err);
    }
    if (tok && res && started != -1) /* a process closed its own in keep_own and work */
        close_all(tok, n), close_all(res, n);
    free(tok);
    free(res);
    free(pid);
    free(r);
    /* A process returns here, its rows written and its status sent: its
     * caller frees the rest and the process ends with status 0, quietly.
     * When no process could be started (or no pipe made), the sweep runs
     * here. */
    return started ? rc : mlsys_cmd_run(cmd, full, set, ctx, j->sink, err);
}
