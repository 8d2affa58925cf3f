/* check.h - `--assert "KEY OP VALUE"`: conditions every output row must
 * meet, checked by a sink placed in front of the renderer.
 *
 * OP is one of < <= > >= == !=; VALUE is a quantity with units ("50 ms",
 * "80 GiB"), a plain number for counts, a word for text keys, or
 * true/false for boolean keys. A bare KEY means "KEY == true" and "!KEY"
 * means "KEY == false" (for booleans such as `fits`).
 */
#ifndef MLSYS_CHECK_H
#define MLSYS_CHECK_H

#include <stddef.h>

#include "mlsys/table.h"

struct mlsys_check;

/* Parse the assertion texts (each "KEY OP VALUE") and make a sink that
 * passes everything to inner and checks each row. Syntax errors here;
 * keys and dimensions are checked at begin() against the table (unknown
 * key: MLSYS_EUSAGE with a suggestion; VALUE of the wrong dimension:
 * MLSYS_EDIM). The sink's end() returns MLSYS_EASSERT naming the first
 * violated assertion, the value found and the row number, after passing
 * end on to inner. */
int mlsys_check_new(const char *const *texts, size_t n, struct mlsys_sink *inner,
                    struct mlsys_check **out, struct mlsys_sink *sink, struct mlsys_err *err);

void mlsys_check_free(struct mlsys_check *c);

#endif
