/* plot_roof.c - the roofline chart (plot.h): every device's roofs R =
 * min(R_peak eta_hw, I BW) on log-log axes, one per precision with equal
 * rates merged, and the evaluated points (I, R_attain) marked and labelled.
 *
 * Labels: a roof's precision and rate sit at the right end of its flat
 * part, above the line (below when the next roof up is too close); its
 * ridge point is a circle on the bend with a dotted drop line, and the
 * ridge value is written up that line from the I axis. The x axis gets a
 * decade more at a time (up to eight) until every roof's label clears the
 * slope shared by the roofs above it. A point's label goes below-right of
 * it (clear of the roof through the point), else above-left, else it is
 * left out rather than drawn over another label or point.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "plot_impl.h"

/* One drawn roof. */
struct rroof {
    double peak; /* attained peak R_peak eta_hw, FLOP/s */
    double ridge; /* FLOP/byte */
    double bw;
    size_t group, color;
    char label[PLOT_LABEL_MAX];
};

static int by_peak_desc(const void *a, const void *b)
{
    const struct proof *p = a, *q = b;
    return (p->peak < q->peak) - (p->peak > q->peak);
}

/* The roofs of group g into out (at most MLSYS_PLOT_MAX_ROOFS): the
 * catalog's for its device when asked for, the rows' own R_peak replacing
 * the rate of their precision; sorted by rate, equal rates merged. */
static size_t group_roofs(const struct plot *p, size_t g, struct proof *out)
{
    const struct pgroup *gr = &p->groups[g];
    size_t n = 0;
    const char *hw = mlsys_plot_str(p, gr->hw);
    if (p->o.roofs && hw[0] && p->ngroups <= PLOT_CATALOG_GROUPS) {
        struct mlsys_plot_roof cat[MLSYS_PLOT_MAX_ROOFS];
        size_t m = p->o.roofs(p->o.roofs_self, hw, cat, MLSYS_PLOT_MAX_ROOFS);
        for (size_t i = 0; i < m && i < MLSYS_PLOT_MAX_ROOFS; i++) {
            if (!(cat[i].peak_flops > 0) || !isfinite(cat[i].peak_flops))
                continue;
            snprintf(out[n].label, sizeof out[n].label, "%.*s", (int)sizeof out[n].label - 1,
                     cat[i].label);
            out[n++].peak = cat[i].peak_flops;
        }
    }
    for (size_t i = 0; i < gr->nown; i++) {
        size_t k = 0;
        while (k < n && strcmp(out[k].label, gr->own[i].label))
            k++;
        if (k < n)
            out[k].peak = gr->own[i].peak;
        else if (n < MLSYS_PLOT_MAX_ROOFS)
            out[n++] = gr->own[i];
    }
    qsort(out, n, sizeof *out, by_peak_desc);
    size_t m = 0;
    for (size_t i = 0; i < n; i++) {
        if (m && fabs(out[m - 1].peak - out[i].peak) <= 1e-9 * out[i].peak) {
            char *l = out[m - 1].label;
            size_t len = strlen(l), add = strlen(out[i].label);
            if (len + 1 + add < sizeof out[m - 1].label) {
                l[len] = '/';
                memcpy(l + len + 1, out[i].label, add + 1);
            }
        } else {
            out[m++] = out[i];
        }
    }
    return m;
}

/* A rate or bandwidth for people ("989.4 TFLOP/s"); per is "s" for rates
 * of the base dimension `what` (OPS or DATA). */
static void per_second(double v, enum mlsys_qty_dim what, const char *family, int digits, char *buf,
                       size_t n)
{
    mlsys_qty q = {.v = v};
    q.dim[what] = 1;
    q.dim[MLSYS_DIM_TIME] = -1;
    if (mlsys_units_format(q, family, MLSYS_FMT_AUTO, digits, buf, n, NULL))
        snprintf(buf, n, "?");
}

/* Whether group g needs its bandwidth and eta_hw spelt out to be told
 * apart: no device name, or one another group has too. */
static bool ambiguous(const struct plot *p, size_t g)
{
    const char *hw = mlsys_plot_str(p, p->groups[g].hw);
    for (size_t i = 0; i < p->ngroups; i++)
        if (i != g && !strcmp(mlsys_plot_str(p, p->groups[i].hw), hw))
            return true;
    return !hw[0] && p->ngroups > 1;
}

/* "fp16/bf16: 989.4 TFLOP/s", with the device in front when there are
 * several ("a100 (BW 2 TB/s, eta_hw 50 %) fp16: ..." when that is needed
 * to tell two apart). */
static void roof_label(const struct plot *p, const struct rroof *r, const char *prec, char *buf,
                       size_t n)
{
    char rate[64], pre[PLOT_LABEL_MAX] = "";
    per_second(r->peak, MLSYS_DIM_OPS, "FLOP/s", p->o.digits, rate, sizeof rate);
    if (p->ngroups > 1) {
        const struct pgroup *g = &p->groups[r->group];
        char bw[48] = "";
        if (ambiguous(p, r->group))
            per_second(g->bw, MLSYS_DIM_DATA, "B/s", 3, bw, sizeof bw);
        if (bw[0])
            snprintf(pre, sizeof pre, "%s%s(BW %s, eta_hw %.3g %%) ", mlsys_plot_str(p, g->hw),
                     g->hw ? " " : "", bw, g->eta * 100);
        else
            snprintf(pre, sizeof pre, "%s ", mlsys_plot_str(p, g->hw));
    }
    if (snprintf(buf, n, "%s%s: %s", pre, prec, rate) >= (int)n && n > 4)
        memcpy(buf + n - 4, "...", 4); /* a label too long for the legend */
}

/* Title "mlsys roofline: h100-sxm, a100" and, for one device, the subtitle
 * "BW 3.35 TB/s, eta_hw 100 %". */
static void roof_titles(const struct plot *p, char *title, char *sub, size_t n)
{
    size_t len = (size_t)snprintf(title, n, "mlsys %s", p->t.command ? p->t.command : "roofline");
    for (size_t g = 0, k = 0; g < p->ngroups && len < n; g++) {
        const char *hw = mlsys_plot_str(p, p->groups[g].hw);
        bool seen = !hw[0];
        for (size_t i = 0; i < g && !seen; i++)
            seen = !strcmp(mlsys_plot_str(p, p->groups[i].hw), hw);
        if (seen)
            continue;
        len += (size_t)snprintf(title + len, n - len, "%s%s", k ? ", " : ": ",
                                k < 4 ? hw : "...");
        if (k++ == 4)
            break;
    }
    sub[0] = '\0';
    bool same_eta = p->ngroups > 0;
    for (size_t g = 1; g < p->ngroups; g++)
        same_eta &= p->groups[g].eta == p->groups[0].eta;
    if (p->ngroups == 1) {
        char bw[48];
        per_second(p->groups[0].bw, MLSYS_DIM_DATA, "B/s", p->o.digits, bw, sizeof bw);
        snprintf(sub, n, "BW %s, eta_hw %.4g %%", bw, p->groups[0].eta * 100);
    } else if (same_eta) {
        snprintf(sub, n, "eta_hw %.4g %%", p->groups[0].eta * 100);
    }
}

/* Axis descriptions of the roofline: I in FLOP/byte, R in FLOP/s. */
static void roofline_axes(struct paxis *ax, struct paxis *ay)
{
    memset(ax, 0, sizeof *ax);
    memset(ay, 0, sizeof *ay);
    ax->key = "I";
    snprintf(ax->family, sizeof ax->family, "FLOP/byte");
    ax->mode = MLSYS_FMT_FIXED;
    ax->dim[MLSYS_DIM_OPS] = 1;
    ax->dim[MLSYS_DIM_DATA] = -1;
    ay->key = "R_attain";
    snprintf(ay->family, sizeof ay->family, "FLOP/s");
    ay->mode = MLSYS_FMT_AUTO;
    ay->dim[MLSYS_DIM_OPS] = 1;
    ay->dim[MLSYS_DIM_TIME] = -1;
    ax->log = ay->log = ax->dim_known = ay->dim_known = true;
}

/* Where a roof's label starts: right of its ridge, clear of the slope of
 * the roofs above it (rising h/decades_y pixels per w/decades_x). */
static double label_x(const struct pframe *fr, const struct rroof *r)
{
    double xpd = fr->w / (fr->tx->hi - fr->tx->lo), ypd = fr->h / (fr->ty->hi - fr->ty->lo);
    return mlsys_plot_fx(fr, r->ridge) + 4 + 15 * xpd / ypd;
}

/* Rectangles already covered by labels and markers. */
struct box {
    double x0, y0, x1, y1;
};
struct boxes {
    struct box *b;
    size_t n;
};

static bool free_at(const struct boxes *bs, struct box b, const struct pframe *fr)
{
    if (b.x0 < fr->x0 + 2 || b.x1 > fr->x0 + fr->w - 2 || b.y0 < fr->y0 + 2 ||
        b.y1 > fr->y0 + fr->h - 2)
        return false;
    for (size_t i = 0; i < bs->n; i++)
        if (b.x0 < bs->b[i].x1 && bs->b[i].x0 < b.x1 && b.y0 < bs->b[i].y1 && bs->b[i].y0 < b.y1)
            return false;
    return true;
}

/* Draw the roof lines and ridge marks, and reserve their flat parts. */
static void draw_roof_lines(FILE *f, const struct pframe *fr, const struct rroof *roofs,
                            size_t n, struct boxes *bs)
{
    double xmin = pow(10, fr->tx->lo), xmax = pow(10, fr->tx->hi), x1 = fr->x0 + fr->w;
    for (size_t i = 0; i < n; i++) {
        const struct rroof *r = &roofs[i];
        const char *color = mlsys_plot_palette[r->color % PLOT_NPALETTE];
        double y = mlsys_plot_fy(fr, r->peak), xr = mlsys_plot_fx(fr, r->ridge);
        fprintf(f, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2.2\" "
                   "points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f\"/>\n",
                color, mlsys_plot_fx(fr, xmin), mlsys_plot_fy(fr, xmin * r->bw), xr, y,
                mlsys_plot_fx(fr, xmax), y);
        fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
                   "stroke-width=\"1\" stroke-dasharray=\"2 3\" opacity=\"0.7\"/>\n",
                xr, y, xr, fr->y0 + fr->h, color);
        fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"#ffffff\" stroke=\"%s\" "
                   "stroke-width=\"1.5\"/>\n", xr, y, color);
        bs->b[bs->n++] = (struct box){xr, y - 1, x1, y + 1};
    }
}

/* Each roof's label at the right end of its flat part, and its ridge
 * value up its drop line ("ridge 295.2"), where no earlier ridge value is. */
static void draw_roof_labels(const struct plot *p, FILE *f, const struct pframe *fr,
                             const struct rroof *roofs, size_t n, struct boxes *bs)
{
    double x1 = fr->x0 + fr->w, bottom = fr->y0 + fr->h;
    for (size_t i = 0; i < n; i++) {
        const struct rroof *r = &roofs[i];
        const char *color = mlsys_plot_palette[r->color % PLOT_NPALETTE];
        double y = mlsys_plot_fy(fr, r->peak), w = PLOT_CHAR_W * (double)strlen(r->label);
        double x0 = fmax(fmin(label_x(fr, r), x1 - 4 - w), fr->x0 + 4);
        struct box above = {x0, y - 14, x0 + w, y - 3}, below = {x0, y + 4, x0 + w, y + 15};
        struct box *at = free_at(bs, above, fr) ? &above : free_at(bs, below, fr) ? &below
                                                                                 : &above;
        bs->b[bs->n++] = *at;
        fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" fill=\"%s\">", x0, at->y1 - 2, color);
        mlsys_plot_esc(f, r->label);
        fputs("</text>\n", f);
    }
    for (size_t i = 0; i < n; i++) {
        const struct rroof *r = &roofs[i];
        char num[48], text[64];
        snprintf(text, sizeof text, "ridge %s",
                 mlsys_units_format_num(r->ridge, p->o.digits, 0, num, sizeof num));
        double xr = mlsys_plot_fx(fr, r->ridge), h = 5.5 * (double)strlen(text);
        struct box b = {xr + 1, bottom - 4 - h, xr + 10, bottom - 4};
        if (!free_at(bs, b, fr))
            continue;
        bs->b[bs->n++] = b;
        fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\" fill=\"%s\" "
                   "transform=\"rotate(-90 %.1f %.1f)\">", xr + 9, bottom - 4,
                mlsys_plot_palette[r->color % PLOT_NPALETTE], xr + 9, bottom - 4);
        mlsys_plot_esc(f, text);
        fputs("</text>\n", f);
    }
}

static void draw_points(const struct plot *p, FILE *f, const struct pframe *fr,
                        struct boxes *bs)
{
    bool labels = p->npts <= PLOT_MAX_POINT_LABELS;
    for (size_t i = 0; i < p->npts; i++) {
        const struct ppoint *pt = &p->pts[i];
        const char *color = p->ngroups > 1 ? mlsys_plot_palette[pt->series % PLOT_NPALETTE]
                                           : "#222222";
        double x = mlsys_plot_fx(fr, pt->x), y = mlsys_plot_fy(fr, pt->y);
        fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"%s\" stroke=\"#ffffff\" "
                   "stroke-width=\"1\"/>\n", x, y, color);
        if (!labels || !pt->label)
            continue;
        const char *text = mlsys_plot_str(p, pt->label);
        double w = 5.5 * (double)strlen(text);
        struct box below_right = {x + 6, y + 5, x + 6 + w, y + 15};
        struct box above_left = {x - 6 - w, y - 14, x - 6, y - 4};
        struct box *at = free_at(bs, below_right, fr) ? &below_right
                         : free_at(bs, above_left, fr) ? &above_left : NULL;
        if (!at)
            continue;
        bs->b[bs->n++] = *at;
        fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\" fill=\"#222222\">", at->x0,
                at->y1 - 2);
        mlsys_plot_esc(f, text);
        fputs("</text>\n", f);
    }
}

/* Collect every group's roofs into roofs[] (room for ngroups x
 * MLSYS_PLOT_MAX_ROOFS); return how many. */
static size_t all_roofs(const struct plot *p, struct rroof *roofs)
{
    size_t n = 0;
    for (size_t g = 0; g < p->ngroups; g++) {
        struct proof pr[MLSYS_PLOT_MAX_ROOFS];
        size_t m = group_roofs(p, g, pr);
        for (size_t i = 0; i < m; i++) {
            struct rroof *r = &roofs[n];
            r->peak = pr[i].peak * p->groups[g].eta;
            r->bw = p->groups[g].bw;
            r->ridge = r->peak / r->bw;
            r->group = g;
            r->color = p->ngroups > 1 ? g : n;
            roof_label(p, r, pr[i].label, r->label, sizeof r->label);
            n++;
        }
    }
    return n;
}

int mlsys_plot_svg_roofline(struct plot *p, struct mlsys_err *err)
{
    FILE *f = p->f;
    size_t nroofs = p->ngroups * MLSYS_PLOT_MAX_ROOFS;
    struct rroof *roofs = calloc(nroofs + 1, sizeof *roofs);
    struct boxes bs = {calloc(4 * nroofs + 2 * p->npts + 1, sizeof *bs.b), 0};
    if (!roofs || !bs.b) {
        free(roofs);
        free(bs.b);
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    }
    size_t n = all_roofs(p, roofs);
    double xlo = INFINITY, xhi = -INFINITY, ylo = INFINITY, yhi = -INFINITY, bwmin = INFINITY;
    for (size_t i = 0; i < n; i++) {
        xlo = fmin(xlo, roofs[i].ridge);
        xhi = fmax(xhi, roofs[i].ridge);
        yhi = fmax(yhi, roofs[i].peak);
        bwmin = fmin(bwmin, roofs[i].bw);
    }
    for (size_t i = 0; i < p->npts; i++) {
        xlo = fmin(xlo, p->pts[i].x);
        xhi = fmax(xhi, p->pts[i].x);
        ylo = fmin(ylo, p->pts[i].y);
        yhi = fmax(yhi, p->pts[i].y);
    }
    if (!n && !p->npts)
        xlo = ylo = 1, xhi = yhi = 10;
    struct paxis ax, ay;
    roofline_axes(&ax, &ay);
    double e0 = floor(log10(xlo)) - 1, e1 = ceil(log10(xhi)) + 1;
    if (isfinite(bwmin))
        ylo = fmin(ylo, pow(10, e0) * bwmin);
    struct pticks tx, ty;
    mlsys_plot_ticks(&ay, ylo, yhi * 1.5, p->o.digits, &ty, err);
    struct pframe fr = {.x0 = 34 + PLOT_CHAR_W * (double)mlsys_plot_widest(&ty), .y0 = 50, .w = 640,
                        .h = 440, .tx = &tx, .ty = &ty};
    /* Widen the x axis a decade at a time until the labels fit. */
    for (int tries = 0; tries < 8; tries++, e1++) {
        mlsys_plot_ticks(&ax, pow(10, e0), pow(10, e1), p->o.digits, &tx, err);
        bool fits = true;
        for (size_t i = 0; i < n; i++)
            fits &= roofs[i].peak >= yhi ||
                    label_x(&fr, &roofs[i]) + PLOT_CHAR_W * (double)strlen(roofs[i].label) <=
                        fr.x0 + fr.w - 4;
        if (fits)
            break;
    }
    char title[PLOT_LABEL_MAX], sub[PLOT_LABEL_MAX];
    roof_titles(p, title, sub, sizeof title);
    mlsys_plot_page_open(f, fr.x0 + fr.w + 24, fr.y0 + fr.h + 56, title, sub);
    mlsys_plot_axes(f, &fr, ax.key, ay.key);
    if (!n && !p->npts)
        fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"#777777\">"
                   "no rows to plot</text>\n", fr.x0 + fr.w / 2, fr.y0 + fr.h / 2);
    draw_roof_lines(f, &fr, roofs, n, &bs);
    for (size_t i = 0; i < p->npts; i++) {
        double x = mlsys_plot_fx(&fr, p->pts[i].x), y = mlsys_plot_fy(&fr, p->pts[i].y);
        bs.b[bs.n++] = (struct box){x - 4, y - 4, x + 4, y + 4};
    }
    draw_roof_labels(p, f, &fr, roofs, n, &bs);
    draw_points(p, f, &fr, &bs);
    free(roofs);
    free(bs.b);
    return MLSYS_OK;
}
