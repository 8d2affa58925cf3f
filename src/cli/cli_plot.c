/* cli_plot.c - the --plot, --x, --y and --log global options: a plot sink
 * (plot.h) in front of the renderer, and the catalog's roofs for the
 * roofline plot (the render layer does not see the catalog). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "render/plot.h"

/* mlsys_plot_roofs_fn over the catalog *self points to: the device's peak
 * rate at every precision it has one for. */
static size_t hw_roofs(void *self, const char *hw, struct mlsys_plot_roof *out, size_t max)
{
    struct mlsys_catalog *cat = *(struct mlsys_catalog **)self;
    const struct mlsys_record *rec = NULL;
    if (!cat || !hw || mlsys_catalog_find(cat, MLSYS_CAT_HARDWARE, hw, &rec, NULL))
        return 0;
    size_t n = 0;
    for (int p = 0; p < MLSYS_NPREC && n < max; p++) {
        mlsys_qty r = mlsys_hw_dev_rate(rec, (enum mlsys_precision)p);
        if (!isfinite(r.v) || r.v <= 0)
            continue;
        snprintf(out[n].label, sizeof out[n].label, "%s",
                 mlsys_precision_name((enum mlsys_precision)p));
        out[n++].peak_flops = r.v;
    }
    return n;
}

int mlsys_cli_plot_wrap(const struct mlsys_cli_plot *o, const char *full,
                        struct mlsys_catalog **cat, struct mlsys_sink *inner,
                        struct mlsys_sink *plot, struct mlsys_sink **use, struct mlsys_err *err)
{
    *use = inner;
    if (!o->file) {
        const char *given = o->x ? "--x" : o->y ? "--y" : o->log ? "--log" : NULL;
        if (given)
            return mlsys_err_set(err, MLSYS_EUSAGE, "%s: needs --plot FILE.svg", given);
        return MLSYS_OK;
    }
    if (!o->file[0])
        return mlsys_err_set(err, MLSYS_EUSAGE, "--plot: empty file name");
    struct mlsys_plot_opts po = {.path = o->file, .x = o->x, .y = o->y, .digits = o->digits,
                                 .roofs = hw_roofs, .roofs_self = cat};
    if (!o->x && !o->y && !strcmp(full, "roofline")) {
        po.kind = MLSYS_PLOT_ROOFLINE;
    } else if (!o->x || !o->y) {
        return mlsys_err_set(err, MLSYS_EUSAGE, "--plot: give %s KEY%s",
                             o->x ? "--y" : o->y ? "--x" : "--x KEY and --y",
                             o->x || o->y ? " too" : " (the output keys to draw)");
    }
    if (o->log && mlsys_plot_log_parse(o->log, &po.log_x, &po.log_y, err))
        return err->code;
    int rc = mlsys_plot_new(&po, inner, plot, err);
    if (!rc)
        *use = plot;
    return rc;
}
