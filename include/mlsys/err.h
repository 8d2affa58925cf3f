/* err.h - status codes and the error record every fallible function fills.
 *
 * A fallible function returns int: 0 (MLSYS_OK) on success, else one of
 * enum mlsys_err_code, and takes `struct mlsys_err *err` as its last argument.
 * Nothing below cli/ prints an error; it describes it here and returns.
 *
 * Thread safety: each function reads or writes only the struct mlsys_err it
 * is given; safe from any thread, with one err per thread.
 *
 * Enum values are fixed: each is written out, a new one is only ever
 * appended, and none is renumbered or reused (docs/api.md).
 */
#ifndef MLSYS_ERR_H
#define MLSYS_ERR_H

#include <stdarg.h>

#include "mlsys/export.h"

#ifdef __cplusplus
extern "C" {
#endif

enum mlsys_err_code {
    MLSYS_OK = 0,
    MLSYS_EUSAGE = 1,    /* command line is wrong: unknown option, missing value  */
    MLSYS_EPARSE = 2,    /* malformed number or expression                        */
    MLSYS_EUNIT = 3,     /* unknown or ambiguous unit                             */
    MLSYS_EDIM = 4,      /* dimension mismatch                                    */
    MLSYS_ERANGE = 5,    /* value out of its allowed range (negative, NaN, inf)   */
    MLSYS_ENOTFOUND = 6, /* unknown catalog name or command                       */
    MLSYS_EFILE = 7,     /* a file could not be read or is invalid                */
    MLSYS_ENUMERIC = 8,  /* numerical method failed                               */
    MLSYS_EWRITE = 9,    /* writing output failed (disk full)                     */
    MLSYS_EPIPE = 10,    /* reader closed the pipe: end quietly                   */
    MLSYS_EASSERT = 11,  /* an --assert or scenario expectation failed            */
    MLSYS_EPOINTS = 12,  /* some points of a sweep could not be evaluated         */
    MLSYS_ENOMEM = 13    /* allocation failed                                     */
};

#define MLSYS_ERR_MSG_MAX 512
#define MLSYS_ERR_FILE_MAX 256

/* Where and what went wrong. `file` empty and line 0 when not about a file;
 * `where` names the command-line context ("iron-law: --bw") when set. */
struct mlsys_err {
    int code;
    int line, col;                   /* 1-based; 0 when unknown */
    char file[MLSYS_ERR_FILE_MAX];
    char where[96];
    char msg[MLSYS_ERR_MSG_MAX];
};

/* Reset err to "no error". err may be NULL. */
MLSYS_API void mlsys_err_clear(struct mlsys_err *err);

/* Record code and a printf-style message in err (which may be NULL) and
 * return code, so callers can write `return mlsys_err_set(err, ...)`.
 * Existing file/line/col/where are kept. A message longer than
 * MLSYS_ERR_MSG_MAX - 1 bytes is cut at a whole UTF-8 character and ends
 * in "...". */
MLSYS_API int mlsys_err_set(struct mlsys_err *err, int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* mlsys_err_set with the arguments in ap (for a function that takes a
 * format and "..." of its own). */
MLSYS_API int mlsys_err_vset(struct mlsys_err *err, int code, const char *fmt, va_list ap)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 0)))
#endif
    ;

/* Attach a file position to an error already set. */
MLSYS_API void mlsys_err_at(struct mlsys_err *err, const char *file, int line, int col);

/* Prefix the error's context ("iron-law: --bw"); an existing context is kept
 * and the new one put in front of it. */
MLSYS_API void mlsys_err_where(struct mlsys_err *err, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* The process exit status the error means: 0 none or closed pipe, 3 failed
 * assertion, 1 file/evaluation/write failure (any error with a file
 * position), 2 everything the command line got wrong. */
MLSYS_API int mlsys_err_exit_status(const struct mlsys_err *err);

/* Write the one-line message "FILE:LINE:COL: msg" or "where: msg" (without the
 * "mlsys: " prefix and without newline) into buf of size n. */
MLSYS_API void mlsys_err_format(const struct mlsys_err *err, char *buf, unsigned long n);

/* Write the line the mlsys command prints for err on standard error,
 * without the newline, into buf of size n: "mlsys iron-law: --hw: msg"
 * when the context names a command, else "mlsys: " and mlsys_err_format's
 * text. Thread-safe: reads err only. */
MLSYS_API void mlsys_err_line(const struct mlsys_err *err, char *buf, unsigned long n);

#ifdef __cplusplus
}
#endif

#endif
