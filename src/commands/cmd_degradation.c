/* cmd_degradation.c - `mlsys degradation predict|fit|divergence|retrain`:
 * accuracy under drift, its least-squares fit, histogram divergences and
 * the optimal retraining interval. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands/cmds.h"
#include "commands/optdefs.h"
#include "mlsys/degradation.h"
#include "core/text.h"
#include "mlsys/units.h"

#define S MLSYS_COL_SUMMARY
#define CSV_MAX_BYTES (64u << 20)

/* The --tau option and investigate column every subcommand but retrain has. */
#define TAU_OPT                                                                                \
    MLSYS_OPTDEF_COUNT("tau", NULL,                                                            \
                       "τ_drift: response threshold; a divergence above it sets investigate "  \
                       "(default: none)",                                                      \
                       MLSYS_OPTF_POSITIVE)
#define INVESTIGATE_COL                                                                        \
    {"investigate", NULL, MLSYS_FMT_AUTO,                                                      \
     "divergence > --tau: look into the drift (it does not by itself mean retrain)", S}

/* The investigate cell: absent without --tau. */
static struct mlsys_cell investigate(const struct mlsys_val *tau, double d)
{
    return tau->set ? mlsys_cell_bool(d > tau->x) : mlsys_cell_none();
}

/* ---- predict ---------------------------------------------------------------- */

enum { P_ACC0, P_LAMBDA, P_DIV, P_TAU, P_N };

static const struct mlsys_optdef predict_opts[P_N] = {
    [P_ACC0] = {.name = "acc0", .kind = MLSYS_OPT_COUNT,
                .help = "Accuracy_0: accuracy at deployment, a fraction or a percentage ('92 %')",
                .flags = MLSYS_OPTF_PROB | MLSYS_OPTF_REQUIRED},
    [P_LAMBDA] = {.name = "lambda", .kind = MLSYS_OPT_COUNT,
                  .help = "λ: fitted sensitivity, accuracy lost per unit of divergence",
                  .flags = MLSYS_OPTF_REQUIRED},
    [P_DIV] = {.name = "divergence", .kind = MLSYS_OPT_COUNT,
               .help = "𝒟(P_t‖P_0): divergence of the current from the training distribution",
               .flags = MLSYS_OPTF_NONNEG | MLSYS_OPTF_REQUIRED},
    [P_TAU] = TAU_OPT,
};

enum { PC_ACC, PC_DIV, PC_INV, PC_N };

static const struct mlsys_coldef predict_cols[PC_N] = {
    [PC_ACC] = {"accuracy", "%", MLSYS_FMT_AUTO, "Accuracy_0 - λ·divergence", S},
    [PC_DIV] = {"divergence", "", MLSYS_FMT_AUTO, "the divergence predicted at", S},
    [PC_INV] = INVESTIGATE_COL,
};

static int predict_eval(const struct mlsys_call *call, struct mlsys_sink *sink,
                        struct mlsys_err *err)
{
    double d = call->v[P_DIV].x;
    double acc = mlsys_degradation_predict(call->v[P_ACC0].x, call->v[P_LAMBDA].x, d);
    struct mlsys_cell c[PC_N];
    c[PC_ACC] = mlsys_cell_val(acc);
    c[PC_DIV] = mlsys_cell_val(d);
    c[PC_INV] = investigate(&call->v[P_TAU], d);
    int rc = sink->row(sink, c, err);
    if (!rc)
        rc = sink->note(sink, "λ is a local fit: it holds only over the divergences it was "
                              "fitted on",
                        err);
    if (!rc && !(acc >= 0 && acc <= 1))
        rc = sink->note(sink, "warning: the linear model gives an accuracy outside [0, 1]; the "
                              "divergence is beyond where λ holds",
                        err);
    return rc;
}

static const char *const predict_examples[] = {
    "degradation predict --acc0 0.92 --lambda 0.5 --divergence 0.08",
    "degradation predict --acc0 92% --lambda 0.5 --divergence 0.3 --tau 0.2",
    NULL,
};

static const struct mlsys_cmddef predict_cmd = {
    .name = "predict",
    .summary = "accuracy after drift: Accuracy_0 - λ·divergence",
    .description =
        "Accuracy(t) ≈ Accuracy_0 - λ·𝒟(P_t‖P_0), λ a sensitivity fitted over a\n"
        "stated range of divergences (see `degradation fit`).",
    .blocks = MLSYS_BLOCKS(MLSYS_OWN(predict_opts, P_N)),
    .cols = predict_cols,
    .ncols = PC_N,
    .examples = predict_examples,
    .eval = predict_eval,
};

/* ---- fit -------------------------------------------------------------------- */

enum { F_FILE, F_DIV, F_TAU, F_N };

static const struct mlsys_optdef fit_opts[F_N] = {
    [F_FILE] = {.name = "FILE", .kind = MLSYS_OPT_TEXT,
                .help = "CSV of divergence,accuracy rows (optional header line; '#' comments)",
                .flags = MLSYS_OPTF_POSITIONAL | MLSYS_OPTF_REQUIRED},
    [F_DIV] = {.name = "divergence", .kind = MLSYS_OPT_COUNT,
               .help = "predict the accuracy at this divergence with the fit (default: none)",
               .flags = MLSYS_OPTF_NONNEG},
    [F_TAU] = TAU_OPT,
};

enum {
    FC_LAMBDA, FC_SE, FC_ACC0, FC_SE_ACC0, FC_R2, FC_POINTS, FC_RMIN, FC_RMAX, FC_DIV, FC_ACC,
    FC_EXTRA, FC_INV, FC_N
};

static const struct mlsys_coldef fit_cols[FC_N] = {
    [FC_LAMBDA] = {"lambda", "", MLSYS_FMT_AUTO,
                   "fitted sensitivity: accuracy lost per unit of divergence", S},
    [FC_SE] = {"stderr", "", MLSYS_FMT_AUTO, "standard error of lambda", S},
    [FC_ACC0] = {"acc0", "%", MLSYS_FMT_AUTO, "fitted Accuracy_0 (accuracy at divergence 0)", S},
    [FC_SE_ACC0] = {"stderr_acc0", "%", MLSYS_FMT_AUTO, "standard error of acc0", 0},
    [FC_R2] = {"r2", "", MLSYS_FMT_AUTO, "R², share of the accuracy variance the line explains",
               S},
    [FC_POINTS] = {"points", "", MLSYS_FMT_AUTO, "rows fitted", 0},
    [FC_RMIN] = {"range_min", "", MLSYS_FMT_AUTO, "smallest divergence fitted", S},
    [FC_RMAX] = {"range_max", "", MLSYS_FMT_AUTO, "largest divergence fitted", S},
    [FC_DIV] = {"divergence", "", MLSYS_FMT_AUTO, "with --divergence: the divergence predicted at",
                0},
    [FC_ACC] = {"accuracy", "%", MLSYS_FMT_AUTO, "with --divergence: acc0 - lambda·divergence", 0},
    [FC_EXTRA] = {"extrapolated", NULL, MLSYS_FMT_AUTO,
                  "with --divergence: it lies outside [range_min, range_max]", 0},
    [FC_INV] = INVESTIGATE_COL,
};

/* Read the whole file at path into *buf (free it with mlsys_buf_free). */
static int read_file(const char *path, struct mlsys_buf *buf, struct mlsys_err *err)
{
    FILE *f = mlsys_fopen_read(path); /* a FIFO without writer must not hang */
    if (!f) {
        mlsys_err_set(err, MLSYS_EFILE, "cannot read: %s", strerror(errno));
        mlsys_err_at(err, path, 0, 0);
        return MLSYS_EFILE;
    }
    int rc = mlsys_read_all(f, path, CSV_MAX_BYTES, buf, err);
    fclose(f);
    return rc;
}

/* The fit's cells; the prediction's with --divergence. */
static void fit_cells(const struct mlsys_call *call, const struct mlsys_degradation_model *f,
                      struct mlsys_cell *c)
{
    c[FC_LAMBDA] = mlsys_cell_val(f->lambda);
    c[FC_SE] = mlsys_cell_val(f->se_lambda);
    c[FC_ACC0] = mlsys_cell_val(f->acc0);
    c[FC_SE_ACC0] = mlsys_cell_val(f->se_acc0);
    c[FC_R2] = mlsys_cell_val(f->r2);
    c[FC_POINTS] = mlsys_cell_val((double)f->n);
    c[FC_RMIN] = mlsys_cell_val(f->d_min);
    c[FC_RMAX] = mlsys_cell_val(f->d_max);
    c[FC_DIV] = c[FC_ACC] = c[FC_EXTRA] = c[FC_INV] = mlsys_cell_none();
    if (call->v[F_DIV].set) {
        double d = call->v[F_DIV].x;
        c[FC_DIV] = mlsys_cell_val(d);
        c[FC_ACC] = mlsys_cell_val(mlsys_degradation_predict(f->acc0, f->lambda, d));
        c[FC_EXTRA] = mlsys_cell_bool(!mlsys_degradation_in_range(f, d));
        c[FC_INV] = investigate(&call->v[F_TAU], d);
    }
}

/* Notes: where the fit holds, and a warning on extrapolation. */
static int fit_notes(const struct mlsys_call *call, const struct mlsys_degradation_model *f,
                     struct mlsys_sink *sink, struct mlsys_err *err)
{
    char lo[32], hi[32], d[32], msg[256];
    mlsys_units_format_num(f->d_min, 4, 0, lo, sizeof lo);
    mlsys_units_format_num(f->d_max, 4, 0, hi, sizeof hi);
    snprintf(msg, sizeof msg, "least squares over %zu rows; lambda holds for divergences in "
             "[%s, %s]", f->n, lo, hi);
    int rc = sink->note(sink, msg, err);
    if (!rc && isnan(f->r2))
        rc = sink->note(sink, "every accuracy is equal: r2 is undefined", err);
    if (!rc && call->v[F_DIV].set && !mlsys_degradation_in_range(f, call->v[F_DIV].x)) {
        snprintf(msg, sizeof msg, "warning: divergence %s is outside the fitted range [%s, %s]: "
                 "the prediction extrapolates",
                 mlsys_units_format_num(call->v[F_DIV].x, 4, 0, d, sizeof d), lo, hi);
        rc = sink->note(sink, msg, err);
    }
    return rc;
}

static int fit_eval(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    const char *path = call->v[F_FILE].s;
    struct mlsys_buf buf = {0};
    double *d = NULL, *acc = NULL;
    size_t n = 0;
    struct mlsys_degradation_model f;
    int rc = read_file(path, &buf, err);
    if (!rc)
        rc = mlsys_degradation_parse_csv(buf.p ? buf.p : "", buf.len, path, &d, &acc, &n, err);
    mlsys_buf_free(&buf);
    if (!rc) {
        rc = mlsys_degradation_fit(d, acc, n, &f, err);
        if (rc) {
            mlsys_err_at(err, path, 0, 0);
            rc = err->code = MLSYS_EFILE;
        }
    }
    free(d);
    free(acc);
    if (rc)
        return rc;
    struct mlsys_cell c[FC_N];
    fit_cells(call, &f, c);
    rc = sink->row(sink, c, err);
    return rc ? rc : fit_notes(call, &f, sink, err);
}

static const char *const fit_examples[] = {
    "degradation fit <(printf 'divergence,accuracy\\n0.05,0.91\\n0.1,0.89\\n0.2,0.86\\n')",
    "degradation fit <(printf '0.05,91%%\\n0.1,89%%\\n0.2,86%%\\n') --divergence 0.4 --tau 0.3",
    NULL,
};

static const struct mlsys_cmddef fit_cmd = {
    .name = "fit",
    .summary = "fit Accuracy = acc0 - λ·divergence to a CSV by least squares",
    .description =
        "Fits the degradation equation to FILE, a CSV of divergence,accuracy rows (a header\n"
        "line naming the two columns is optional; blank lines and '#' comments are\n"
        "skipped; accuracies are fractions or percentages such as '91.5 %'), by ordinary\n"
        "least squares (GSL gsl_fit_linear), with standard errors, R² and the range of\n"
        "divergences covered. At least 3 rows. A bad row is reported as FILE:LINE:COL.",
    .blocks = MLSYS_BLOCKS(MLSYS_OWN(fit_opts, F_N)),
    .cols = fit_cols,
    .ncols = FC_N,
    .examples = fit_examples,
    .eval = fit_eval,
};

/* ---- divergence ------------------------------------------------------------- */

enum { D_P, D_Q, D_METRIC, D_TAU, D_N };

static const struct mlsys_optdef div_opts[D_N] = {
    [D_P] = {.name = "p", .kind = MLSYS_OPT_TEXT,
             .help = "P_t, the current distribution: comma-separated bin weights (counts or "
                     "probabilities), e.g. 0.1,0.3,0.6",
             .flags = MLSYS_OPTF_REQUIRED},
    [D_Q] = {.name = "q", .kind = MLSYS_OPT_TEXT,
             .help = "P_0, the training (reference) distribution over the same bins",
             .flags = MLSYS_OPTF_REQUIRED},
    [D_METRIC] = {.name = "metric", .kind = MLSYS_OPT_CHOICE, .def = "all",
                  .choices = "all|kl|tv|js|w1|psi",
                  .help = "divergence to compute, or all of them (one row each)"},
    [D_TAU] = TAU_OPT,
};

enum { DC_METRIC, DC_DIV, DC_INV, DC_N };

static const struct mlsys_coldef div_cols[DC_N] = {
    [DC_METRIC] = {"metric", NULL, MLSYS_FMT_AUTO, "kl, tv, js, w1 or psi", S},
    [DC_DIV] = {"divergence", "", MLSYS_FMT_AUTO,
                "𝒟(P_t‖P_0): nats for kl, js, psi; bins for w1; a fraction for tv", S},
    [DC_INV] = INVESTIGATE_COL,
};

/* Parse a comma list of bin weights into a new array *x of *n (free it). */
static int bins(const char *text, double **x, size_t *n, struct mlsys_err *err)
{
    size_t cap = 1;
    for (const char *p = text; *p; p++)
        cap += *p == ',';
    *x = malloc(cap * sizeof **x);
    if (!*x)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    *n = 0;
    for (const char *p = text;; (*n)++) {
        size_t len = strcspn(p, ",");
        char field[128];
        snprintf(field, sizeof field, "%.*s", (int)(len < 127 ? len : 127), p);
        if (!len)
            return mlsys_err_set(err, MLSYS_EPARSE, "bin %zu is empty", *n + 1);
        int rc = mlsys_units_parse_count(field, &(*x)[*n], err);
        if (rc) {
            char msg[MLSYS_ERR_MSG_MAX];
            snprintf(msg, sizeof msg, "%s", err->msg);
            mlsys_err_set(err, rc, "bin %zu: %s", *n + 1, msg);
            err->col = 0;
            return rc;
        }
        if (!p[len])
            break;
        p += len + 1;
    }
    (*n)++;
    return MLSYS_OK;
}

/* Read and normalise one histogram option; a note when it was rescaled. */
static int histogram(const struct mlsys_call *call, int opt, double **x, size_t *n,
                     struct mlsys_sink *sink, struct mlsys_err *err)
{
    double sum;
    int rc = bins(call->v[opt].s, x, n, err);
    if (!rc)
        rc = mlsys_degradation_normalize(*x, *n, &sum, err);
    if (rc) {
        mlsys_err_where(err, "--%s", div_opts[opt].name);
        return rc;
    }
    if (fabs(sum - 1.0) > 1e-9) {
        char msg[128], s[32];
        snprintf(msg, sizeof msg, "--%s sums to %s: divided by it", div_opts[opt].name,
                 mlsys_units_format_num(sum, 6, 1, s, sizeof s));
        rc = sink->note(sink, msg, err);
    }
    return rc;
}

/* One row per metric asked for; notes for an infinite KL and PSI's ε. */
static int div_rows(const struct mlsys_call *call, const double *p, const double *q, size_t n,
                    struct mlsys_sink *sink, struct mlsys_err *err)
{
    int only = call->v[D_METRIC].choice - 1; /* -1: all */
    int rc = MLSYS_OK;
    for (int m = 0; !rc && m < MLSYS_DIV_N; m++) {
        if (only >= 0 && m != only)
            continue;
        size_t inf_bin;
        double d =
            mlsys_degradation_divergence((enum mlsys_degradation_metric)m, p, q, n, &inf_bin);
        struct mlsys_cell c[DC_N];
        c[DC_METRIC] =
            mlsys_cell_str(mlsys_degradation_metric_name((enum mlsys_degradation_metric)m));
        c[DC_DIV] = mlsys_cell_val(d);
        c[DC_INV] = investigate(&call->v[D_TAU], d);
        rc = sink->row(sink, c, err);
        char msg[160];
        if (!rc && isinf(d)) {
            snprintf(msg, sizeof msg, "kl is infinite: q (P_0) is 0 in bin %zu where p (P_t) is "
                     "not; js, tv, w1 and psi stay finite", inf_bin + 1);
            rc = sink->note(sink, msg, err);
        }
        if (!rc && m == MLSYS_DIV_PSI) {
            snprintf(msg, sizeof msg, "psi counts an empty bin as %g", MLSYS_DEGRADATION_PSI_EPS);
            rc = sink->note(sink, msg, err);
        }
    }
    return rc;
}

static int div_eval(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    double *p = NULL, *q = NULL;
    size_t np = 0, nq = 0;
    int rc = histogram(call, D_P, &p, &np, sink, err);
    if (!rc)
        rc = histogram(call, D_Q, &q, &nq, sink, err);
    if (!rc && np != nq)
        rc = mlsys_err_set(err, MLSYS_EUSAGE, "--p has %zu bins and --q has %zu; they must match",
                           np, nq);
    if (!rc)
        rc = div_rows(call, p, q, np, sink, err);
    free(p);
    free(q);
    return rc;
}

static const char *const div_examples[] = {
    "degradation divergence --p 0.1,0.4,0.5 --q 0.2,0.4,0.4",
    "degradation divergence --p 10,30,60 --q 20,40,40 --metric js --tau 0.01",
    NULL,
};

static const struct mlsys_cmddef div_cmd = {
    .name = "divergence",
    .summary = "KL, total variation, Jensen-Shannon, Wasserstein-1 and PSI of two histograms",
    .description =
        "Compares p = P_t (current) with q = P_0 (training) over the same ordered bins.\n"
        "Each list must have the same number of bins, every bin >= 0 and a sum > 0; a list\n"
        "that does not sum to 1 (counts, say) is divided by its sum, with a note.\n"
        "  kl   Σ p·ln(p/q); infinite when q is 0 in a bin where p is not (a note names it)\n"
        "  tv   ½·Σ|p - q|, in [0, 1]\n"
        "  js   ½·kl(p‖m) + ½·kl(q‖m), m = (p + q)/2, natural log, in [0, ln 2]\n"
        "  w1   Σ|P_i - Q_i| over the cumulative sums: bins one unit apart, result in bins\n"
        "  psi  Σ (p - q)·ln(p/q), an empty bin counted as 1e-4",
    .blocks = MLSYS_BLOCKS(MLSYS_OWN(div_opts, D_N)),
    .cols = div_cols,
    .ncols = DC_N,
    .examples = div_examples,
    .eval = div_eval,
};

/* ---- retrain ---------------------------------------------------------------- */

enum { R_COST, R_QUERIES, R_VALUE, R_ACC0, R_DECAY, R_N };

static const struct mlsys_optdef retrain_opts[R_N] = {
    [R_COST] = {.name = "cost", .kind = MLSYS_OPT_QTY, .unit = "USD",
                .help = "C: cost of one retraining",
                .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_REQUIRED},
    [R_QUERIES] = {.name = "queries", .kind = MLSYS_OPT_QTY, .unit = "1/s",
                   .help = "Q: queries served per second, e.g. '100 req/s'",
                   .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_REQUIRED},
    [R_VALUE] = {.name = "value", .kind = MLSYS_OPT_QTY, .unit = "USD",
                 .help = "V: value of one correct answer",
                 .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_REQUIRED},
    [R_ACC0] = {.name = "acc0", .kind = MLSYS_OPT_COUNT,
                .help = "A_0: accuracy just after training, in (0, 1]",
                .flags = MLSYS_OPTF_FRACTION | MLSYS_OPTF_REQUIRED},
    [R_DECAY] = {.name = "decay", .kind = MLSYS_OPT_QTY, .unit = "1/s",
                 .help = "γ: decay rate of A(t) = A_0·e^(-γt), e.g. '0.01 /day'",
                 .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_REQUIRED},
};

enum { RC_T, RC_N };

static const struct mlsys_coldef retrain_cols[RC_N] = {
    [RC_T] = {"T_retrain", "s", MLSYS_FMT_AUTO,
              "T* = sqrt(2·C/(Q·V·A_0·γ)): retrain this often", S},
};

static int retrain_eval(const struct mlsys_call *call, struct mlsys_sink *sink,
                        struct mlsys_err *err)
{
    double t;
    int rc = mlsys_degradation_retrain(call->v[R_COST].q.v, call->v[R_QUERIES].q.v,
                                       call->v[R_VALUE].q.v, call->v[R_ACC0].x,
                                       call->v[R_DECAY].q.v, &t, err);
    if (rc)
        return rc;
    struct mlsys_cell c[RC_N] = {mlsys_cell_val(t)};
    rc = sink->row(sink, c, err);
    return rc ? rc
              : sink->note(sink, "value lost to decay taken to first order in γ·T "
                                 "(Q·V·A_0·γ·T²/2 per interval)",
                           err);
}

static const char *const retrain_examples[] = {
    "degradation retrain --cost 10000USD --queries 100req/s --value 0.01USD --acc0 0.95 "
    "--decay 0.01/day",
    NULL,
};

static const struct mlsys_cmddef retrain_cmd = {
    .name = "retrain",
    .summary = "optimal retraining interval T* = sqrt(2·C/(Q·V·A_0·γ))",
    .description =
        "For accuracy decaying as A(t) = A_0·e^(-γt), retraining every T costs C and loses\n"
        "about Q·V·A_0·γ·T²/2 of value in between; the sum per unit time is least at\n"
        "T* = sqrt(2·C/(Q·V·A_0·γ)). Four times the cost doubles T*.",
    .blocks = MLSYS_BLOCKS(MLSYS_OWN(retrain_opts, R_N)),
    .cols = retrain_cols,
    .ncols = RC_N,
    .examples = retrain_examples,
    .eval = retrain_eval,
};

/* ---- the command -------------------------------------------------------------- */

static const struct mlsys_cmddef *const subs[] = {&predict_cmd, &fit_cmd, &div_cmd, &retrain_cmd,
                                                  NULL};

const struct mlsys_cmddef mlsys_cmd_degradation = {
    .name = "degradation",
    .summary = "accuracy under drift: predict, fit λ, divergences, retraining interval",
    .description =
        "Accuracy(t) ≈ Accuracy_0 - λ·𝒟(P_t‖P_0): λ is a sensitivity fitted from "
        "labelled\n"
        "outcomes over a stated range of divergences, not a constant. --tau (τ_drift)\n"
        "marks divergences that call for a look (investigate), not an automatic retrain.",
    .subs = subs,
};
