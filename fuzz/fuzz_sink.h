/* fuzz_sink.h - a FILE that discards what is written to it, for running
 * the whole command line inside a harness. After FUZZ_OUT_MAX bytes its
 * writes fail with EPIPE, which the command line treats as a reader that
 * went away: a sweep of a billion rows ends instead of timing out. */
#ifndef MLSYS_FUZZ_SINK_H
#define MLSYS_FUZZ_SINK_H

#ifndef _GNU_SOURCE
#error "define _GNU_SOURCE before any #include (fopencookie)"
#endif
#include <errno.h>
#include <stdio.h>
#include <sys/types.h>

#define FUZZ_OUT_MAX (1u << 20)

/* Per-FILE count of bytes accepted so far. */
struct fuzz_sink {
    size_t written;
};

static ssize_t fuzz_sink_write(void *cookie, const char *buf, size_t n)
{
    struct fuzz_sink *s = cookie;
    (void)buf;
    if (s->written + n > FUZZ_OUT_MAX) {
        errno = EPIPE;
        return -1;
    }
    s->written += n;
    return (ssize_t)n;
}

/* A discarding FILE over s (reset s->written before each run). */
static inline FILE *fuzz_sink_open(struct fuzz_sink *s)
{
    cookie_io_functions_t io = {.read = NULL, .write = fuzz_sink_write, .seek = NULL,
                                .close = NULL};
    s->written = 0;
    return fopencookie(s, "w", io);
}

#endif
