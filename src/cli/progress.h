/* progress.h - a progress line on a terminal's stderr for long sweeps
 * and searches (internal to src/cli). */
#ifndef MLSYS_CLI_PROGRESS_H
#define MLSYS_CLI_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

struct mlsys_progress {
    FILE *errs;
    bool tty;      /* nothing is shown unless errs is a terminal */
    double start_s; /* monotonic clock at the start */
    bool shown;    /* a line is on screen and must be cleared */
};

/* Start timing; shows nothing unless errs is a terminal. */
void mlsys_progress_start(struct mlsys_progress *p, FILE *errs);

/* The ctx->progress callback (self is a struct mlsys_progress): after
 * about a second, "\rrows done/total, rate rows/s, time left"; cleared
 * when done == total. */
void mlsys_progress_report(void *self, size_t done, size_t total);

/* The ctx->search_progress callback, the same way: after about a second,
 * "\rN layouts considered (budget B), rate layouts/s"; cleared when
 * done == budget. */
void mlsys_progress_search(void *self, size_t done, size_t budget);

#endif
