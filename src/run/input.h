/* input.h - `--input FILE`: one evaluation per line of a CSV, TSV or JSON
 * Lines file whose column names (or object keys) are option names.
 *
 * The format is taken from the first non-blank line: '{' starts JSON
 * Lines, a tab in the header line means TSV, anything else is CSV (RFC
 * 4180 quoting, one record per line). TSV unescapes \t \n \r \\. JSON
 * Lines objects are flat: string, number, true/false or null values (null
 * and empty strings leave the option unset for that line). A name given
 * twice is an error at the second one (the header, or that object's line).
 */
#ifndef MLSYS_INPUT_H
#define MLSYS_INPUT_H

#include <stddef.h>
#include <stdio.h>

#include "mlsys/err.h"

struct mlsys_input;

/* Read from fp (not closed by mlsys_input_free); `name` is used in errors
 * ("-" reads as "<stdin>"). Reads the CSV/TSV header now. */
int mlsys_input_open(FILE *fp, const char *name, struct mlsys_input **out, struct mlsys_err *err);

void mlsys_input_free(struct mlsys_input *in);

/* The next record: *n (key, value) pairs in keys[]/vals[] (valid until
 * the next call), its 1-based line number in *line. Returns 0 with *n set,
 * or MLSYS_OK with *eof true at the end. A malformed line is MLSYS_EFILE
 * at NAME:LINE:COL; the caller may report it and call again for the next
 * line. Blank lines are skipped. */
int mlsys_input_next(struct mlsys_input *in, const char *const **keys, const char *const **vals,
                     size_t *n, int *line, int *eof, struct mlsys_err *err);

/* The name given at open ("<stdin>" for "-"). */
const char *mlsys_input_name(const struct mlsys_input *in);

#endif
