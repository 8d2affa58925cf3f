/* progress.c - the progress line for long sweeps (progress.h). */
#include "cli/progress.h"

#include <time.h>
#include <unistd.h>

#include "mlsys/qty.h"
#include "mlsys/units.h"

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

void mlsys_progress_start(struct mlsys_progress *p, FILE *errs)
{
    p->errs = errs;
    p->tty = isatty(fileno(errs));
    p->start_s = now_s();
    p->shown = false;
}

/* Whether to print a line for done of total now: on a terminal, after
 * about a second; at the end the line is cleared instead. *rate: per s. */
static bool due(struct mlsys_progress *p, size_t done, size_t total, double *rate)
{
    if (!p->tty)
        return false;
    if (done >= total) {
        if (p->shown)
            fprintf(p->errs, "\r\033[K");
        p->shown = false;
        return false;
    }
    double elapsed = now_s() - p->start_s;
    if (elapsed < 1 || done == 0)
        return false;
    *rate = (double)done / elapsed;
    return true;
}

void mlsys_progress_search(void *self, size_t done, size_t budget)
{
    struct mlsys_progress *p = self;
    double rate;
    if (!due(p, done, budget, &rate))
        return;
    fprintf(p->errs, "\r\033[K%zu layouts considered (budget %zu), %.3g layouts/s", done,
            budget, rate);
    fflush(p->errs);
    p->shown = true;
}

void mlsys_progress_report(void *self, size_t done, size_t total)
{
    struct mlsys_progress *p = self;
    double rate;
    if (!due(p, done, total, &rate))
        return;
    char left[48];
    mlsys_units_format(mlsys_qty_base((double)(total - done) / rate, MLSYS_DIM_TIME), "s",
                       MLSYS_FMT_AUTO, 2, left, sizeof left, NULL);
    fprintf(p->errs, "\r\033[K%zu/%zu rows, %.3g rows/s, %s left", done, total, rate, left);
    fflush(p->errs);
    p->shown = true;
}
