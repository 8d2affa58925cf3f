/* plot.h - SVG plots of result rows for people (docs/architecture.md s2).
 *
 * A plot is a sink that wraps ("tees") another sink: every begin, row, note
 * and end is passed to the inner sink unchanged, and the plot keeps what it
 * draws from each row. At end(ok) it writes one standalone SVG file: valid
 * XML, inline presentation attributes only, a <title>, axes with tick
 * labels in people's units (decimal prefixes), axis titles "KEY (unit)", a
 * legend. Two kinds:
 *
 * lines:    --x KEY --y KEY [--log x,y]. One series per combination of the
 *           values of the other swept inputs (columns flagged
 *           MLSYS_COL_INPUT, other than KEY x and KEY y), each a polyline
 *           with markers, points in increasing x. A linear axis shows one
 *           unit for the axis ("T (ms)", ticks 0, 10, 20); a log axis puts
 *           the unit on every decade ("1 TFLOP/s") and the base unit in the
 *           title. Cells that are absent, NaN or infinite are left out.
 * roofline: the table of `mlsys roofline` (keys R_peak, BW, and optionally
 *           eta_hw, I, R_attain, compute_precision, hw). For every device
 *           (distinct hw, BW, eta_hw) its roofs R = min(R_peak eta_hw, I BW)
 *           on log-log axes, one per precision, equal roofs merged
 *           ("fp16/bf16"), each labelled with its precision, attained peak
 *           and ridge point R_peak eta_hw / BW; every point (I, R_attain)
 *           marked and labelled with its swept inputs ("batch=64"), or its
 *           workload and batch when nothing sweeps. The roofs of every
 *           precision come from opts.roofs (the catalog, which the render
 *           layer does not see); without it, or for a device it does not
 *           know, only the rows' own R_peak are drawn. A row's R_peak
 *           replaces the catalog rate of its compute_precision (--peak).
 *
 * Errors (the message names the option; the cli adds the command):
 *   begin: MLSYS_EUSAGE "--x: unknown key 'Tx'; did you mean 'T'?" (or the
 *          list of keys), "--y: 'bound' is not a numeric column",
 *          "--plot: the roofline plot needs the keys R_peak and BW";
 *          MLSYS_EFILE "--plot: cannot write 'PATH': <strerror>" when the
 *          file cannot be created (it is opened, and truncated, at begin).
 *   end:   the first row the plot could not take, kept until end() so a
 *          sweep does not report it once per point (the rows themselves
 *          still reach the inner sink, which is then ended with ok false):
 *          MLSYS_ERANGE "--log: y value -1 s (row 3) is not positive; drop
 *          y from --log"; MLSYS_EUSAGE when a lines plot would get more
 *          than MLSYS_PLOT_MAX_SERIES series or a roofline more than 64
 *          devices; MLSYS_EDIM when a DYNAMIC column mixes dimensions.
 *          Then MLSYS_EWRITE "--plot: write error on 'PATH': <strerror>".
 *   row:   only MLSYS_ENOMEM, and the inner sink's errors.
 * A failing run (end with ok false, or an error above) writes no plot and
 * removes the file it created. Memory: two doubles and two indices per
 * plotted row, and the labels of series and points.
 */
#ifndef MLSYS_PLOT_H
#define MLSYS_PLOT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "mlsys/table.h"

#define MLSYS_PLOT_MAX_SERIES 32 /* lines: more is refused as unreadable  */
#define MLSYS_PLOT_MAX_ROOFS 16  /* roofline: roofs per device            */

enum mlsys_plot_kind {
    MLSYS_PLOT_LINES = 0,
    MLSYS_PLOT_ROOFLINE
};

/* One roof of a device: the peak rate at one precision. */
struct mlsys_plot_roof {
    char label[16];    /* "fp16" */
    double peak_flops; /* FLOP/s, > 0 */
};

/* Fill out[0..max) with the roofs of the device called hw (the "hw" cell
 * of a row) and return how many; 0 when hw is unknown. */
typedef size_t (*mlsys_plot_roofs_fn)(void *self, const char *hw, struct mlsys_plot_roof *out,
                                      size_t max);

struct mlsys_plot_opts {
    const char *path;          /* the SVG file (also named in messages)          */
    FILE *out;                 /* write here instead of creating path (tests)    */
    enum mlsys_plot_kind kind;
    const char *x, *y;         /* lines: the keys of the axes                    */
    bool log_x, log_y;         /* lines: logarithmic axes (roofline: always)     */
    int digits;                /* significant digits of labels (0: 4)            */
    mlsys_plot_roofs_fn roofs; /* roofline: every precision of a device, or NULL */
    void *roofs_self;
};

/* Parse --log AXES: "x", "y", "x,y" or "y,x" (also "xy"). MLSYS_EUSAGE
 * "--log: expected x, y or x,y; got 'z'" otherwise. */
int mlsys_plot_log_parse(const char *text, bool *log_x, bool *log_y, struct mlsys_err *err);

/* Make *sink a plot that passes everything on to inner (which must outlive
 * it) and writes the SVG at end(ok). Only MLSYS_ENOMEM fails here (then
 * *sink is still safe to free). Release with mlsys_plot_free, before inner. */
int mlsys_plot_new(const struct mlsys_plot_opts *o, struct mlsys_sink *inner,
                   struct mlsys_sink *sink, struct mlsys_err *err);

/* Free what mlsys_plot_new allocated (NULL, zeroed or freed sinks are fine). */
void mlsys_plot_free(struct mlsys_sink *sink);

#endif
