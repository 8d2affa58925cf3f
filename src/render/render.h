/* render.h - the only writer of results: a sink that renders rows as a
 * people's table, JSON, JSON Lines, CSV or TSV (docs/architecture.md s2).
 *
 * table: one row -> a vertical list "key  meaning  value unit"; one row
 *        with one visible column -> the bare value ("41.79 ms"); many rows
 *        -> a column table of the SUMMARY columns (or --columns), one unit
 *        per column chosen from the column's largest magnitude, header
 *        "key" over "(unit)". Notes follow as "note: ..." lines.
 * json:  {"command":..,"version":..,"units":{key:unit},"rows":[{..}],"notes":[..]}
 * jsonl: one row object per line, streamed; notes are not written.
 * csv:   header of keys (RFC 4180 quoting), one line per row, streamed.
 * tsv:   header of keys, tab-separated, \t \n \r \\ escaped, streamed.
 * Machine formats: every key (MACHINE ones included), base SI units,
 * shortest round-trip numbers (dtoa.h); NaN/Inf and absent cells are null
 * (JSON) or empty. A DYNAMIC column's entry in "units" is the unit of its
 * first row's number (left out when that row has none); text and boolean
 * columns have no entry.
 *
 * Details: the table prints no rows for zero rows (notes only); its "(unit)"
 * line is left out when no shown column has a unit, and --no-header drops
 * both header lines. Every row is checked whole before anything of it is
 * written: a number whose dimension differs from its column's (any column,
 * shown or not) is MLSYS_EDIM "internal: column 'BW' got a quantity in s,
 * expected B/s". end(ok=false) completes nothing: the table prints nothing,
 * rows already streamed (csv/tsv/jsonl/json) stay, JSON is left unclosed.
 */
#ifndef MLSYS_RENDER_H
#define MLSYS_RENDER_H

#include <stdbool.h>
#include <stdio.h>

#include "mlsys/table.h"

enum mlsys_format {
    MLSYS_FORMAT_TABLE = 0,
    MLSYS_FORMAT_JSON,
    MLSYS_FORMAT_JSONL,
    MLSYS_FORMAT_CSV,
    MLSYS_FORMAT_TSV,
    MLSYS_FORMAT_VALUES /* no text: plain values to a receiver (run.h), not a --format */
};

struct mlsys_render_opts {
    enum mlsys_format format;
    int digits;          /* significant digits in the table format (1..17; 0: 4) */
    const char *columns; /* comma-separated keys choosing and ordering columns, or NULL */
    bool no_header;      /* omit the header line (table, csv, tsv)        */
    const char *version; /* written in the JSON envelope                   */
    const struct mlsys_receiver *values; /* MLSYS_FORMAT_VALUES: where rows go */
};

/* Parse a format name ("table", "json", "jsonl", "csv", "tsv"). Returns 0
 * or MLSYS_EUSAGE "--format: unknown format 'jsn'; did you mean 'json'?",
 * or, with nothing close, "...; formats are: table, json, jsonl, csv, tsv". */
int mlsys_render_format_parse(const char *name, enum mlsys_format *out, struct mlsys_err *err);

/* Make *sink a renderer writing to out (NULL for MLSYS_FORMAT_VALUES,
 * which hands every row, as the machine formats have it, to o->values:
 * its keys and base SI units before the first row, numbers in base SI,
 * NaN and infinities as absent values, and its notes; a receiver callback
 * that returns non-zero ends the run as a closed pipe does). An unknown --columns key is reported
 * by begin() as MLSYS_EUSAGE "--columns: unknown key 'Tx'; did you mean
 * 'T'?" or, with nothing close, "--columns: unknown key 'zz'; keys are: a,
 * b, c"; an empty or repeated key is MLSYS_EUSAGE too. Write failures
 * surface from row()/note()/end() as MLSYS_EPIPE "closed pipe" (reader
 * closed the pipe) or MLSYS_EWRITE "write error: <strerror>", and every
 * later call repeats them. A --digits outside 1..17 is MLSYS_EUSAGE.
 * Release with mlsys_render_free. */
int mlsys_render_new(const struct mlsys_render_opts *o, FILE *out, struct mlsys_sink *sink,
                     struct mlsys_err *err);

/* Hand the output a streaming renderer (json, jsonl, csv, tsv) has
 * buffered to its FILE now, rather than when its buffer fills or at end()
 * (a process of a parallel sweep writes its run of rows at once; the FILE
 * itself is not flushed); csv and tsv write their header line first if no
 * row has yet (and --no-header is not given). Returns 0 or the write
 * failure, as row() does. Does nothing for the table and plain values. */
int mlsys_render_sync(struct mlsys_sink *sink, struct mlsys_err *err);

/* Free what mlsys_render_new allocated (safe after any error). */
void mlsys_render_free(struct mlsys_sink *sink);

/* Write s (NUL-terminated, UTF-8) to out as a quoted JSON string escaped as
 * the json and jsonl formats escape their strings: \" and \\, control
 * characters as \u00xx, every other byte as is. For other JSON writers
 * (`mlsys help --format json`), so that there is one escaper. Returns 0,
 * or EOF when a write failed (ferror(out) is then set). */
int mlsys_render_json_string(FILE *out, const char *s);

#endif
