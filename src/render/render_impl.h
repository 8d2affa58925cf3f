/* render_impl.h - internals shared by render.c (sink, columns, output
 * buffer), render_machine.c (json, jsonl, csv, tsv) and render_table.c (the
 * people's table). Not part of the public API.
 */
#ifndef MLSYS_RENDER_IMPL_H
#define MLSYS_RENDER_IMPL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/dtoa.h"
#include "render/render.h"
#include "core/text.h"

#define RENDER_BUFSZ 65536   /* output buffer, flushed with one fwrite  */
#define RENDER_UNIT_MAX 64   /* unit names ("FLOP/s", "GB/s", "kg/J")    */
#define RENDER_CELL_MAX 128  /* one formatted people cell ("41.79 ms")   */

/* The rows the people's table holds to lay out its columns (units and
 * widths). Up to this many rows are laid out together at end(); the row
 * after them lays out the columns from these, writes them, and from then
 * on every row is written as it comes, in those units and widths (a wider
 * value widens its own line only), so a long sweep streams in bounded
 * memory and stops at a closed pipe. */
#define RENDER_TABLE_LOOKAHEAD 1000

/* How a column's cells are checked and rendered. */
enum rkind {
    RK_TEXT = 0, /* unit NULL: strings and booleans                     */
    RK_NUM,      /* numbers of one dimension, that of the display family */
    RK_DYN       /* MLSYS_COL_DYNAMIC: dimension and unit per cell       */
};

/* What begin() precomputes for every column of the table. */
struct rcol {
    enum rkind kind;
    bool dim_known;             /* RK_NUM always; RK_DYN once a row gave a number */
    int8_t dim[MLSYS_NDIM];     /* dimension of the column's numbers             */
    char unit[RENDER_UNIT_MAX]; /* base SI unit name for machine formats, "" count */
};

/* One output column, in output order, with its pre-rendered JSON key
 * (json: `"key": ` then `, "key": `; jsonl: `"key":` then `,"key":`) and
 * the machine text of its last number: a sweep repeats most columns from
 * row to row (the device's bandwidth, the sequence length), and copying
 * the text is cheaper than formatting the double again. */
struct rsel {
    size_t col; /* index into the table's columns */
    char *pre;
    size_t prelen;
    uint64_t last_bits; /* bit pattern of the last number written */
    size_t last_len;    /* length of its text; 0: none yet */
    bool last_kept;     /* last holds that text (put_number keeps it once it repeats) */
    char last[MLSYS_DTOA_MAX]; /* its text, NUL-terminated, when last_kept */
};

/* A row cell kept by the table format until end(). */
struct tcell {
    mlsys_qty q;
    unsigned char type; /* enum mlsys_cell_type */
    bool b;
    size_t s; /* 1 + offset in strs of the string (STR) or display unit (NUM), or 0 */
};

struct mcol; /* a column of the many-row table (render_table.c) */

/* The renderer behind a sink. */
struct render {
    enum mlsys_format format;
    int digits;
    bool no_header;
    char *columns; /* copy of opts->columns, or NULL */
    char *version; /* copy of opts->version, or NULL */
    FILE *out;

    struct mlsys_table t; /* copy of begin's table (cols borrowed) */
    struct rcol *cols;    /* t.ncols entries */
    struct rsel *sel;     /* output columns */
    size_t nsel;
    size_t nrows;
    bool begun, ended, head_done;

    int fail;       /* sticky write failure: MLSYS_EPIPE / MLSYS_EWRITE, or 0 */
    int fail_errno; /* its errno */
    char *buf;      /* RENDER_BUFSZ bytes of pending output */
    size_t len;

    struct mlsys_buf strs; /* copies of notes and table strings, NUL-separated */
    size_t *notes;         /* 1 + offsets into strs */
    size_t nnotes, capnotes;
    struct tcell *cells; /* table format: nrows * nsel cells (streaming: one row's) */
    size_t ncells, capcells;
    struct mcol *ms;     /* table format, once streaming: its columns, else NULL */
    size_t nms;

    const struct mlsys_receiver *rx; /* MLSYS_FORMAT_VALUES: the receiver */
    struct mlsys_value *vals;        /* nsel values of the row being handed over */
    bool cols_told;                  /* rx->columns was called */
};

/* Write the pending output with one fwrite. A short write records a sticky
 * failure and returns MLSYS_EPIPE ("closed pipe") when errno is EPIPE,
 * else MLSYS_EWRITE ("write error: <strerror>"). */
int mlsys_render_flush(struct render *r, struct mlsys_err *err);

/* Make room for n (<= RENDER_BUFSZ) more bytes in r->buf. Returns 0 or the
 * flush failure. */
static inline int mlsys_render_need(struct render *r, size_t n, struct mlsys_err *err)
{
    if (r->len + n > RENDER_BUFSZ)
        return mlsys_render_flush(r, err);
    return 0;
}

/* Append n bytes of s (any length). Returns 0 or a write failure. */
int mlsys_render_put(struct render *r, const char *s, size_t n, struct mlsys_err *err);

/* Append the string s. */
int mlsys_render_puts(struct render *r, const char *s, struct mlsys_err *err);

/* The string stored at 1 + offset `ref` in r->strs ("" for 0). */
const char *mlsys_render_str(const struct render *r, size_t ref);

/* Machine formats (render_machine.c). begin: csv/tsv header and JSON key
 * prefixes; row: one row (cells already checked); end: JSON closing. */
int mlsys_render_machine_begin(struct render *r, struct mlsys_err *err);
int mlsys_render_machine_row(struct render *r, const struct mlsys_cell *cells,
                             struct mlsys_err *err);
int mlsys_render_machine_end(struct render *r, struct mlsys_err *err);
/* csv and tsv: write the header line now unless it is written or left out
 * (--no-header); other formats: nothing. Returns 0 or a write failure. */
int mlsys_render_machine_head(struct render *r, struct mlsys_err *err);

/* People's table (render_table.c). row: keep a copy of the row (past
 * RENDER_TABLE_LOOKAHEAD rows: write it); end: lay out the one-row list or
 * the many-row table of the rows kept, then the notes. */
int mlsys_render_table_row(struct render *r, const struct mlsys_cell *cells,
                           struct mlsys_err *err);
int mlsys_render_table_end(struct render *r, struct mlsys_err *err);

/* Plain values (render_values.c). row: hand the row to r->rx (its columns
 * first, once); end: the columns when no row told them; note: pass it on.
 * A receiver's non-zero answer ends the run as a closed pipe does. */
int mlsys_render_values_row(struct render *r, const struct mlsys_cell *cells,
                            struct mlsys_err *err);
int mlsys_render_values_end(struct render *r, struct mlsys_err *err);
int mlsys_render_values_note(struct render *r, const char *text, struct mlsys_err *err);

/* Record a write failure with errno e (EPIPE: the reader went away) and
 * describe it in err; later calls report the same failure again. */
int mlsys_render_write_failed(struct render *r, int e, struct mlsys_err *err);

#endif
