/* err.c - the error record. */
#include "mlsys/err.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

void mlsys_err_clear(struct mlsys_err *err)
{
    if (err)
        memset(err, 0, sizeof *err);
}

int mlsys_err_vset(struct mlsys_err *err, int code, const char *fmt, va_list ap)
{
    if (!err)
        return code;
    err->code = code;
    int n = vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    if (n >= (int)sizeof err->msg) { /* cut: say so, at a whole UTF-8 character */
        size_t end = sizeof err->msg - 4;
        while (end > 0 && ((unsigned char)err->msg[end] & 0xC0) == 0x80)
            end--;
        memcpy(err->msg + end, "...", 4);
    }
    return code;
}

int mlsys_err_set(struct mlsys_err *err, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    mlsys_err_vset(err, code, fmt, ap);
    va_end(ap);
    return code;
}

void mlsys_err_at(struct mlsys_err *err, const char *file, int line, int col)
{
    if (!err)
        return;
    snprintf(err->file, sizeof err->file, "%s", file ? file : "");
    err->line = line;
    err->col = col;
}

void mlsys_err_where(struct mlsys_err *err, const char *fmt, ...)
{
    if (!err)
        return;
    char head[sizeof err->where];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(head, sizeof head, fmt, ap);
    va_end(ap);
    if (err->where[0]) {
        /* Join "head: old", truncating at the buffer's end. */
        char joined[2 * sizeof err->where + 2];
        size_t hn = strlen(head), on = strlen(err->where);
        memcpy(joined, head, hn);
        memcpy(joined + hn, ": ", 2);
        memcpy(joined + hn + 2, err->where, on + 1);
        size_t n = hn + 2 + on;
        if (n >= sizeof err->where)
            n = sizeof err->where - 1;
        memcpy(err->where, joined, n);
        err->where[n] = '\0';
    } else {
        memcpy(err->where, head, strlen(head) + 1); /* not the stack bytes after it */
    }
}

int mlsys_err_exit_status(const struct mlsys_err *err)
{
    if (!err)
        return 0;
    switch (err->code) {
    case MLSYS_OK:
    case MLSYS_EPIPE:
        return 0;
    case MLSYS_EASSERT:
        return 3;
    case MLSYS_EFILE:
    case MLSYS_ENUMERIC:
    case MLSYS_EWRITE:
    case MLSYS_ENOMEM:
    case MLSYS_EPOINTS:
        return 1;
    default:
        return err->file[0] ? 1 : 2;
    }
}

void mlsys_err_format(const struct mlsys_err *err, char *buf, unsigned long n)
{
    if (!n)
        return;
    buf[0] = '\0';
    if (!err)
        return;
    if (err->file[0] && err->line > 0)
        snprintf(buf, n, "%s:%d:%d: %s", err->file, err->line, err->col > 0 ? err->col : 1,
                 err->msg);
    else if (err->file[0])
        snprintf(buf, n, "%s: %s", err->file, err->msg);
    else if (err->where[0])
        snprintf(buf, n, "%s: %s", err->where, err->msg);
    else
        snprintf(buf, n, "%s", err->msg);
}

void mlsys_err_line(const struct mlsys_err *err, char *buf, unsigned long n)
{
    if (!n)
        return;
    char msg[MLSYS_ERR_MSG_MAX + MLSYS_ERR_FILE_MAX + 128];
    mlsys_err_format(err, msg, sizeof msg);
    bool cmd_first = err && !err->file[0] && err->where[0] && err->where[0] != '-';
    snprintf(buf, n, "mlsys%s%s", cmd_first ? " " : ": ", msg);
}
