/* plot_svg.c - drawing what plot.c kept as one standalone SVG document:
 * axes and ticks in people's units, the lines chart with its legend, and
 * the roofline chart with labelled roofs and points (plot.h).
 *
 * Layout: a white page, a title line, the plot frame with light grid lines,
 * tick labels outside the frame, axis titles "KEY (unit)" below and left
 * (rotated). Only presentation attributes are used (no CSS, no scripts),
 * so any SVG viewer, browser or converter shows it the same. Text widths
 * are estimated at PLOT_CHAR_W pixels per character of 11 px sans-serif.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "plot_impl.h"

const char *const mlsys_plot_palette[PLOT_NPALETTE] = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e",
                                                  "#9467bd", "#8c564b", "#e377c2", "#17becf",
                                                  "#7f7f7f", "#bcbd22"};
static const char *const dashes[] = {"", " stroke-dasharray=\"7 4\"", " stroke-dasharray=\"2 3\""};

/* Write s with the XML special characters escaped; control characters are
 * dropped, and text that is not valid UTF-8 keeps only its ASCII. */
void mlsys_plot_esc(FILE *f, const char *s)
{
    bool ascii_only = mlsys_text_bad_utf8(s) >= 0;
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        switch (*p) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        case '\'': fputs("&apos;", f); break;
        default:
            if (*p >= 0x20 && (*p < 0x80 || !ascii_only))
                fputc(*p, f);
            else if (*p >= 0x80)
                fputc('?', f);
        }
    }
}

/* ---- axes ----------------------------------------------------------------- */

/* Whether a log axis writes the prefixed unit on every tick ("1 TFLOP/s"):
 * auto-prefixed families; fixed units, counts and % keep the title's unit. */
static bool unit_per_tick(const struct paxis *a)
{
    return a->mode == MLSYS_FMT_AUTO && a->family[0] && strcmp(a->family, "%") != 0;
}

/* Label of base value v on a log axis. Times of a second or more stay in
 * seconds ("100 s", not "1.667 min"), so decades read as decades. */
static void log_label(const struct paxis *a, double v, int digits, char *buf, size_t n)
{
    char num[48];
    if (!unit_per_tick(a)) {
        double d = !strcmp(a->family, "%") ? v * 100 : v;
        snprintf(buf, n, "%s", mlsys_units_format_num(d, digits, 1, num, sizeof num));
        return;
    }
    if (!strcmp(a->family, "s") && v >= 1) {
        snprintf(buf, n, "%s s", mlsys_units_format_num(v, digits, 1, num, sizeof num));
        return;
    }
    mlsys_qty q = {.v = v};
    memcpy(q.dim, a->dim, sizeof q.dim);
    if (mlsys_units_format(q, a->family, a->mode, digits, buf, n, NULL))
        snprintf(buf, n, "%s", mlsys_units_format_num(v, digits, 1, num, sizeof num));
}

static void add_tick(struct pticks *t, double at, const char *text)
{
    if (t->n == PLOT_MAX_TICKS)
        return;
    t->at[t->n] = at;
    snprintf(t->text[t->n++], sizeof t->text[0], "%s", text);
}

/* Log ticks over [lo, hi] (base units, > 0), widened to whole decades:
 * a label every decade (every k-th when there are more than ten), also at
 * 2 and 5 when the axis spans at most two decades. */
static void log_ticks(const struct paxis *a, double lo, double hi, struct pticks *t)
{
    double e0 = floor(log10(lo)), e1 = ceil(log10(hi));
    if (e1 <= e0)
        e1 = e0 + 1;
    t->lo = e0;
    t->hi = e1;
    snprintf(t->unit, sizeof t->unit, "%s", a->family);
    int span = (int)(e1 - e0), stride = span > 10 ? (span + 9) / 10 : 1;
    char buf[48];
    for (int e = (int)e0; e <= (int)e1; e++) {
        for (int m = 1; m < 10 && e < (int)e1; m++) {
            double v = m * pow(10, e);
            if (m == 1 && (e - (int)e0) % stride == 0) {
                log_label(a, v, 3, buf, sizeof buf);
                add_tick(t, log10(v), buf);
            } else if ((m == 2 || m == 5) && span <= 2) {
                log_label(a, v, 3, buf, sizeof buf);
                add_tick(t, log10(v), buf);
            } else if (m > 1 && span <= 6 && t->nminor < PLOT_MAX_TICKS * 8) {
                t->minor[t->nminor++] = log10(v);
            }
        }
    }
    if ((span % stride) == 0) {
        log_label(a, pow(10, e1), 3, buf, sizeof buf);
        add_tick(t, e1, buf);
    }
}

/* Linear ticks: one display unit for the axis picked from its largest
 * magnitude, then 1-2-5 steps covering [lo, hi] (base units). */
static int lin_ticks(const struct paxis *a, double lo, double hi, int digits, struct pticks *t,
                     struct mlsys_err *err)
{
    double m = fmax(fabs(lo), fabs(hi));
    int rc = mlsys_units_pick(m, a->family, a->mode, digits, t->unit, sizeof t->unit, err);
    if (!rc)
        rc = mlsys_units_convert(1.0, a->dim, t->unit, &t->factor, err);
    if (rc)
        return rc;
    double dlo = lo * t->factor, dhi = hi * t->factor;
    if (dhi - dlo <= fabs(dhi) * 1e-12) {
        double pad = dlo != 0 ? fabs(dlo) * 0.1 : 1;
        dlo -= pad;
        dhi += pad;
    }
    double raw = (dhi - dlo) / 5, mag = pow(10, floor(log10(raw))), r = raw / mag;
    double step = (r < 1.5 ? 1 : r < 3.5 ? 2 : r < 7.5 ? 5 : 10) * mag;
    double k0 = floor(dlo / step), k1 = ceil(dhi / step);
    t->lo = k0 * step;
    t->hi = k1 * step;
    char buf[48];
    for (double k = k0; k <= k1 && t->n < PLOT_MAX_TICKS; k++) {
        double v = fabs(k) < 0.5 ? 0 : k * step;
        add_tick(t, v, mlsys_units_format_num(v, 6, 1, buf, sizeof buf));
    }
    return MLSYS_OK;
}

int mlsys_plot_ticks(const struct paxis *a, double lo, double hi, int digits, struct pticks *t,
                      struct mlsys_err *err)
{
    memset(t, 0, sizeof *t);
    t->log = a->log;
    t->factor = 1;
    if (!a->log)
        return lin_ticks(a, lo, hi, digits, t, err);
    log_ticks(a, lo, hi, t);
    return MLSYS_OK;
}

static double tpos(const struct pticks *t, double v)
{
    return t->log ? log10(v) : v * t->factor;
}

double mlsys_plot_fx(const struct pframe *fr, double v)
{
    return fr->x0 + (tpos(fr->tx, v) - fr->tx->lo) / (fr->tx->hi - fr->tx->lo) * fr->w;
}

double mlsys_plot_fy(const struct pframe *fr, double v)
{
    return fr->y0 + fr->h - (tpos(fr->ty, v) - fr->ty->lo) / (fr->ty->hi - fr->ty->lo) * fr->h;
}

/* Widest tick label of t, in characters. */
size_t mlsys_plot_widest(const struct pticks *t)
{
    size_t w = 0;
    for (size_t i = 0; i < t->n; i++)
        if (strlen(t->text[i]) > w)
            w = strlen(t->text[i]);
    return w;
}

/* "KEY (unit)", or "KEY" without a unit. */
static void axis_title(FILE *f, const char *key, const char *unit)
{
    mlsys_plot_esc(f, key);
    if (unit[0]) {
        fputs(" (", f);
        mlsys_plot_esc(f, unit);
        fputc(')', f);
    }
}

void mlsys_plot_page_open(FILE *f, double w, double h, const char *title, const char *subtitle)
{
    fprintf(f,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%.0f\" "
            "height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" font-family=\"DejaVu Sans, Helvetica, "
            "Arial, sans-serif\" font-size=\"11\">\n<title>",
            w, h, w, h);
    mlsys_plot_esc(f, title);
    fputs("</title>\n", f);
    fprintf(f, "<rect x=\"0\" y=\"0\" width=\"%.0f\" height=\"%.0f\" fill=\"#ffffff\"/>\n", w, h);
    fprintf(f, "<text x=\"%.1f\" y=\"22\" text-anchor=\"middle\" font-size=\"15\" "
               "font-weight=\"bold\" fill=\"#222222\">", w / 2);
    mlsys_plot_esc(f, title);
    fputs("</text>\n", f);
    if (subtitle && subtitle[0]) {
        fprintf(f, "<text x=\"%.1f\" y=\"40\" text-anchor=\"middle\" fill=\"#555555\">", w / 2);
        mlsys_plot_esc(f, subtitle);
        fputs("</text>\n", f);
    }
}

/* Frame, grid lines, tick labels and axis titles. */
void mlsys_plot_axes(FILE *f, const struct pframe *fr, const char *xkey, const char *ykey)
{
    const struct pticks *tx = fr->tx, *ty = fr->ty;
    double x1 = fr->x0 + fr->w, y1 = fr->y0 + fr->h;
    fputs("<g stroke=\"#eeeeee\" stroke-width=\"1\">\n", f);
    for (size_t i = 0; i < tx->nminor; i++) {
        double x = fr->x0 + (tx->minor[i] - tx->lo) / (tx->hi - tx->lo) * fr->w;
        fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>\n", x, fr->y0, x, y1);
    }
    for (size_t i = 0; i < ty->nminor; i++) {
        double y = y1 - (ty->minor[i] - ty->lo) / (ty->hi - ty->lo) * fr->h;
        fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>\n", fr->x0, y, x1, y);
    }
    fputs("</g>\n<g stroke=\"#d0d0d0\" stroke-width=\"1\">\n", f);
    for (size_t i = 0; i < tx->n; i++) {
        double x = fr->x0 + (tx->at[i] - tx->lo) / (tx->hi - tx->lo) * fr->w;
        fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>\n", x, fr->y0, x, y1);
    }
    for (size_t i = 0; i < ty->n; i++) {
        double y = y1 - (ty->at[i] - ty->lo) / (ty->hi - ty->lo) * fr->h;
        fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>\n", fr->x0, y, x1, y);
    }
    fputs("</g>\n", f);
    fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"none\" "
               "stroke=\"#333333\" stroke-width=\"1\"/>\n", fr->x0, fr->y0, fr->w, fr->h);
    fputs("<g fill=\"#333333\">\n", f);
    for (size_t i = 0; i < tx->n; i++) {
        double x = fr->x0 + (tx->at[i] - tx->lo) / (tx->hi - tx->lo) * fr->w;
        fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">", x, y1 + 16);
        mlsys_plot_esc(f, tx->text[i]);
        fputs("</text>\n", f);
    }
    for (size_t i = 0; i < ty->n; i++) {
        double y = y1 - (ty->at[i] - ty->lo) / (ty->hi - ty->lo) * fr->h;
        fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">", fr->x0 - 6, y + 4);
        mlsys_plot_esc(f, ty->text[i]);
        fputs("</text>\n", f);
    }
    fputs("</g>\n", f);
    fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"12\" "
               "fill=\"#222222\">", fr->x0 + fr->w / 2, y1 + 38);
    axis_title(f, xkey, tx->unit);
    double ty_x = fr->x0 - 14 - PLOT_CHAR_W * (double)mlsys_plot_widest(ty);
    fprintf(f, "</text>\n<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"12\" "
               "fill=\"#222222\" transform=\"rotate(-90 %.1f %.1f)\">",
            ty_x, fr->y0 + fr->h / 2, ty_x, fr->y0 + fr->h / 2);
    axis_title(f, ykey, ty->unit);
    fputs("</text>\n", f);
}

/* ---- lines ---------------------------------------------------------------- */

static int by_series_then_x(const void *a, const void *b)
{
    const struct ppoint *p = a, *q = b;
    if (p->series != q->series)
        return p->series < q->series ? -1 : 1;
    return (p->x > q->x) - (p->x < q->x);
}

/* The legend's title: the keys of the series columns, ", "-separated. */
static void legend_title(const struct plot *p, char *buf, size_t n)
{
    size_t len = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < p->nkeys && len + 1 < n; i++) {
        int k = snprintf(buf + len, n - len, "%s%s", i ? ", " : "", p->keys[i].key);
        len += k > 0 ? (size_t)k : 0;
    }
}

static int draw_lines(struct plot *p, FILE *f, struct mlsys_err *err)
{
    double xlo = INFINITY, xhi = -INFINITY, ylo = INFINITY, yhi = -INFINITY;
    for (size_t i = 0; i < p->npts; i++) {
        xlo = fmin(xlo, p->pts[i].x);
        xhi = fmax(xhi, p->pts[i].x);
        ylo = fmin(ylo, p->pts[i].y);
        yhi = fmax(yhi, p->pts[i].y);
    }
    if (!p->npts) {
        xlo = ylo = 1;
        xhi = yhi = 10;
    }
    struct pticks tx, ty;
    int rc = mlsys_plot_ticks(&p->ax, xlo, xhi, p->o.digits, &tx, err);
    if (!rc)
        rc = mlsys_plot_ticks(&p->ay, ylo, yhi, p->o.digits, &ty, err);
    if (rc)
        return rc;
    bool legend = p->nseries > 1 || p->nkeys > 0;
    char ltitle[PLOT_LABEL_MAX];
    legend_title(p, ltitle, sizeof ltitle);
    size_t lw = strlen(ltitle);
    for (size_t s = 0; s < p->nseries; s++)
        if (strlen(mlsys_plot_str(p, p->series[s])) + 6 > lw)
            lw = strlen(mlsys_plot_str(p, p->series[s])) + 6;
    struct pframe fr = {.x0 = 34 + PLOT_CHAR_W * (double)mlsys_plot_widest(&ty), .y0 = 40, .w = 560,
                       .h = 400, .tx = &tx, .ty = &ty};
    double W = fr.x0 + fr.w + 24 + (legend ? PLOT_CHAR_W * (double)lw + 24 : 0);
    double H = fmax(500, fr.y0 + 8 + 18 * (double)(p->nseries + 1) + 12);
    char title[2 * PLOT_LABEL_MAX];
    snprintf(title, sizeof title, "mlsys %s: %s against %s", p->t.command ? p->t.command : "",
             p->ay.key, p->ax.key);
    mlsys_plot_page_open(f, W, H, title, NULL);
    mlsys_plot_axes(f, &fr, p->ax.key, p->ay.key);
    if (!p->npts)
        fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"#777777\">"
                   "no rows to plot</text>\n", fr.x0 + fr.w / 2, fr.y0 + fr.h / 2);
    if (p->npts)
        qsort(p->pts, p->npts, sizeof *p->pts, by_series_then_x);
    for (size_t i = 0; i < p->npts;) {
        size_t s = p->pts[i].series, j = i;
        while (j < p->npts && p->pts[j].series == s)
            j++;
        const char *color = mlsys_plot_palette[s % PLOT_NPALETTE];
        const char *dash = dashes[(s / PLOT_NPALETTE) % 3];
        fprintf(f, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\"", color,
                dash);
        for (size_t k = i; k < j; k++)
            fprintf(f, "%s%.1f,%.1f", k > i ? " " : "", mlsys_plot_fx(&fr, p->pts[k].x),
                    mlsys_plot_fy(&fr, p->pts[k].y));
        fputs("\"/>\n", f);
        if (j - i <= 100) {
            fprintf(f, "<g fill=\"%s\">\n", color);
            for (size_t k = i; k < j; k++)
                fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\"/>\n",
                        mlsys_plot_fx(&fr, p->pts[k].x), mlsys_plot_fy(&fr, p->pts[k].y));
            fputs("</g>\n", f);
        }
        i = j;
    }
    if (!legend)
        return MLSYS_OK;
    double lx = fr.x0 + fr.w + 24, ly = fr.y0 + 8;
    fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" font-weight=\"bold\" fill=\"#222222\">", lx, ly);
    mlsys_plot_esc(f, ltitle);
    fputs("</text>\n", f);
    for (size_t s = 0; s < p->nseries; s++) {
        double y = ly + 18 * (double)(s + 1);
        const char *color = mlsys_plot_palette[s % PLOT_NPALETTE];
        const char *dash = dashes[(s / PLOT_NPALETTE) % 3];
        fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
                   "stroke-width=\"2\"%s/>\n"
                   "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n",
                lx, y - 4, lx + 26, y - 4, color, dash, lx + 13, y - 4, color);
        fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" fill=\"#222222\">", lx + 32, y);
        mlsys_plot_esc(f, mlsys_plot_str(p, p->series[s]));
        fputs("</text>\n", f);
    }
    return MLSYS_OK;
}

int mlsys_plot_svg_write(struct plot *p, struct mlsys_err *err)
{
    int rc = p->o.kind == MLSYS_PLOT_ROOFLINE ? mlsys_plot_svg_roofline(p, err)
                                              : draw_lines(p, p->f, err);
    if (!rc)
        fputs("</svg>\n", p->f);
    return rc;
}
