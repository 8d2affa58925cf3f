/* plot_impl.h - internals shared by plot.c (the tee sink: columns, rows
 * kept, series and devices) and plot_svg.c (the drawing). Not public.
 */
#ifndef MLSYS_PLOT_IMPL_H
#define MLSYS_PLOT_IMPL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "render/plot.h"
#include "core/text.h"
#include "mlsys/units.h"

#define PLOT_UNIT_MAX 64        /* unit names ("FLOP/s", "FLOP/byte")              */
#define PLOT_LABEL_MAX 160      /* one series or point label                       */
#define PLOT_MAX_GROUPS 64      /* roofline: devices (hw, BW, eta_hw)              */
#define PLOT_CATALOG_GROUPS 1   /* roofline: every precision only for one device   */
#define PLOT_MAX_POINT_LABELS 40 /* roofline: points are labelled up to this many   */

/* One axis: the column it shows and how its numbers read. */
struct paxis {
    int col;                    /* column index in the table, or -1        */
    const char *key;            /* "T", "I"                                */
    char family[PLOT_UNIT_MAX]; /* display family: "s", "FLOP/s", "%", ""  */
    enum mlsys_units_fmt_mode mode;
    int8_t dim[MLSYS_NDIM];     /* dimension of its numbers                */
    bool dim_known;             /* DYNAMIC columns learn it from a cell    */
    bool dynamic;
    bool log;
};

/* One plotted row: values in base SI units. */
struct ppoint {
    double x, y;
    size_t series; /* lines: the series; roofline: the device group */
    size_t label;  /* roofline: 1 + offset of its label in strs, or 0 */
};

/* A roof: one precision (or several with the same rate) of a device. */
struct proof {
    char label[64]; /* "fp16/bf16" */
    double peak;    /* FLOP/s, before eta_hw */
};

/* A device of a roofline plot: rows with the same hw, BW and eta_hw. */
struct pgroup {
    size_t hw;  /* 1 + offset of the device name in strs, or 0 */
    double bw;  /* B/s */
    double eta; /* fraction of peak */
    struct proof own[MLSYS_PLOT_MAX_ROOFS]; /* the rows' own R_peak by precision */
    size_t nown;
};

/* The plot behind a sink. */
struct plot {
    struct mlsys_plot_opts o; /* strings below are copies */
    char *path, *xkey, *ykey;
    struct mlsys_sink *inner;
    FILE *f;      /* where the SVG goes                               */
    bool created; /* f was created from path: close, and remove on failure */
    bool begun, ended;
    struct mlsys_table t; /* begin's table (borrowed until end) */
    struct paxis ax, ay;
    struct paxis *keys; /* lines: series columns; roofline: point label columns */
    size_t nkeys;
    int c_peak, c_bw, c_eta, c_prec, c_hw; /* roofline columns, or -1 */
    struct ppoint *pts;
    size_t npts, cappts;
    size_t nrows;                /* rows seen, the current one included */
    int fail;                    /* the first row the plot could not take: */
    struct mlsys_err fail_err;   /* reported by end()                      */
    struct mlsys_buf strs; /* labels and names, NUL-separated */
    size_t series[MLSYS_PLOT_MAX_SERIES]; /* lines: 1 + offset of each series label */
    size_t nseries;
    struct pgroup *groups;
    size_t ngroups;
};

#define PLOT_CHAR_W 5.8 /* estimated advance of one character of 11 px sans-serif */
#define PLOT_MAX_TICKS 40
#define PLOT_NPALETTE 10

/* Series and roof colours, distinct for colour-blind readers too. */
extern const char *const mlsys_plot_palette[PLOT_NPALETTE];

/* The ticks of one axis. A linear axis shows display units (one unit for
 * the axis, in its title); a log axis maps log10 of base units. */
struct pticks {
    bool log;
    double lo, hi;            /* axis range: display value, or log10 of base value */
    double factor;            /* linear: display value per base unit                */
    char unit[PLOT_UNIT_MAX]; /* shown in the axis title ("" for none)              */
    size_t n, nminor;
    double at[PLOT_MAX_TICKS];
    char text[PLOT_MAX_TICKS][48];
    double minor[PLOT_MAX_TICKS * 8]; /* log: unlabelled grid lines at 2..9 per decade */
};

/* The plot frame and its axes. */
struct pframe {
    double x0, y0, w, h;
    const struct pticks *tx, *ty;
};

/* The string at 1 + offset ref in p->strs ("" for 0). */
const char *mlsys_plot_str(const struct plot *p, size_t ref);

/* ---- drawing helpers (plot_svg.c) ---- */

/* Write s XML-escaped: control characters dropped, and text that is not
 * valid UTF-8 reduced to its ASCII. */
void mlsys_plot_esc(FILE *f, const char *s);

/* The ticks of axis a over data [lo, hi] (base units; > 0 on a log axis):
 * linear axes get one display unit picked from the largest magnitude and
 * 1-2-5 steps; log axes whole decades. Unit errors of a bad family. */
int mlsys_plot_ticks(const struct paxis *a, double lo, double hi, int digits, struct pticks *t,
               struct mlsys_err *err);

/* Pixel position of base value v in the frame. */
double mlsys_plot_fx(const struct pframe *fr, double v);
double mlsys_plot_fy(const struct pframe *fr, double v);

/* The longest tick label of t, in characters. */
size_t mlsys_plot_widest(const struct pticks *t);

/* The XML prologue, <svg> with its size, <title>, a white page, the
 * visible title and an optional subtitle line. */
void mlsys_plot_page_open(FILE *f, double w, double h, const char *title, const char *subtitle);

/* Grid lines, frame, tick labels and the axis titles "KEY (unit)". */
void mlsys_plot_axes(FILE *f, const struct pframe *fr, const char *xkey, const char *ykey);

/* The roofline chart (plot_roof.c), without the closing </svg>. */
int mlsys_plot_svg_roofline(struct plot *p, struct mlsys_err *err);

/* Write the SVG of everything kept to p->f. MLSYS_ENOMEM, or the unit
 * errors of a column whose family does not format (a command bug). */
int mlsys_plot_svg_write(struct plot *p, struct mlsys_err *err);

#endif
