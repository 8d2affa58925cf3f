/* test_degradation.c - the degradation equation, its fit and CSV reader,
 * histogram divergences, the retraining interval. */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "mlsys/degradation.h"
#include "numerics/numerics.h"

/* Hand calculation: 0.92 − 0.5·0.08 = 0.88. */
static void test_predict(void **state)
{
    (void)state;
    assert_close(mlsys_degradation_predict(0.92, 0.5, 0.08), 0.88, 1e-15, 0);
    assert_close(mlsys_degradation_predict(0.92, 0.5, 0), 0.92, 0, 0);
}

/* tests/data/degradation/drift.csv, fitted independently in exact
 * fractions (closed-form OLS with Python's fractions module): x̄ = 0.15,
 * Sxx = 0.07, Sxy = -0.0177, so λ = -Sxy/Sxx = 177/700 and acc0 = ȳ + λ·x̄
 * = 103/112; with s² = RSS/(n-2), se(λ) = sqrt(s²/Sxx) = 0.008921425711997711,
 * se(acc0) = sqrt(s²(1/n + x̄²/Sxx)) = 0.0016083328927425289,
 * R² = 1 - RSS/Syy = 0.9938142367719832. */
static void test_fit(void **state)
{
    (void)state;
    const double d[] = {0, 0.05, 0.10, 0.15, 0.20, 0.25, 0.30};
    const double a[] = {0.920, 0.905, 0.897, 0.879, 0.871, 0.858, 0.842};
    struct mlsys_degradation_model f;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_degradation_fit(d, a, 7, &f, &err), 0);
    assert_close(f.lambda, 177.0 / 700, 1e-12, 0);
    assert_close(f.acc0, 103.0 / 112, 1e-13, 0);
    assert_close(f.se_lambda, 0.008921425711997711, 1e-10, 0);
    assert_close(f.se_acc0, 0.0016083328927425289, 1e-10, 0);
    assert_close(f.r2, 0.9938142367719832, 1e-12, 0);
    assert_close(f.d_min, 0, 0, 0);
    assert_close(f.d_max, 0.3, 0, 0);
    assert_int_equal(f.n, 7);
    assert_true(mlsys_degradation_in_range(&f, 0.3));
    assert_false(mlsys_degradation_in_range(&f, 0.31));
    /* an exact line: accuracy = 0.9 − 0.5·D, so λ = 0.5, R² = 1, se = 0 */
    const double d2[] = {0.3, 0.1, 0.2}, a2[] = {0.75, 0.85, 0.8};
    assert_int_equal(mlsys_degradation_fit(d2, a2, 3, &f, &err), 0);
    assert_close(f.lambda, 0.5, 1e-12, 0);
    assert_close(f.acc0, 0.9, 1e-12, 0);
    assert_close(f.r2, 1, 1e-12, 0);
    assert_close(f.se_lambda, 0, 0, 1e-7);
    assert_close(f.d_min, 0.1, 0, 0);
    /* flat accuracies: λ = 0 and R² undefined */
    const double a3[] = {0.8, 0.8, 0.8};
    assert_int_equal(mlsys_degradation_fit(d2, a3, 3, &f, &err), 0);
    assert_close(f.lambda, 0, 0, 1e-15);
    assert_true(isnan(f.r2));
}

static void test_fit_errors(void **state)
{
    (void)state;
    struct mlsys_degradation_model f;
    struct mlsys_err err;
    const double d[] = {0.1, 0.1, 0.1}, a[] = {0.9, 0.8, 0.7};
    assert_int_equal(mlsys_degradation_fit(d, a, 2, &f, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_degradation_fit(d, a, 3, &f, &err), MLSYS_ERANGE);
    assert_non_null(strstr(err.msg, "no slope"));
}

/* Parse text as a CSV named "t.csv"; return the status. */
static int parse(const char *text, double **d, double **a, size_t *n, struct mlsys_err *err)
{
    mlsys_err_clear(err);
    return mlsys_degradation_parse_csv(text, strlen(text), "t.csv", d, a, n, err);
}

static void test_csv(void **state)
{
    (void)state;
    double *d, *a;
    size_t n;
    struct mlsys_err err;
    const char *text = "# weekly\n\ndivergence , accuracy\n0.05,0.91\n  0.1 , 89 %\r\n0.2,0.86";
    assert_int_equal(parse(text, &d, &a, &n, &err), 0);
    assert_int_equal(n, 3);
    assert_close(d[1], 0.1, 0, 0);
    assert_close(a[1], 0.89, 1e-15, 0);
    assert_close(a[2], 0.86, 0, 0);
    free(d);
    free(a);
    /* columns named in the other order; no header at all */
    assert_int_equal(parse("Accuracy,Divergence\n0.9,0.1\n", &d, &a, &n, &err), 0);
    assert_close(d[0], 0.1, 0, 0);
    assert_close(a[0], 0.9, 0, 0);
    free(d);
    free(a);
    assert_int_equal(parse("0.1,0.9\n", &d, &a, &n, &err), 0);
    assert_int_equal(n, 1);
    free(d);
    free(a);
}

/* Each bad row: MLSYS_EFILE at t.csv:LINE:COL. */
static void test_csv_errors(void **state)
{
    (void)state;
    const struct {
        const char *text;
        int line, col;
        const char *msg;
    } cases[] = {
        {"divergence,accuracy\n0.05,0.91\n0.1x,0.86\n", 3, 4, "divergence: unknown unit 'x'"},
        {"0.05,0.91\n0.10,1.2\n", 2, 6, "accuracy: must be in [0, 1]"},
        {"0.05,0.91\n-0.1,0.89\n", 2, 1, "divergence: must not be negative"},
        {"0.05,0.91\n0.10,0.89,7\n", 2, 11, "expected 2 fields (divergence,accuracy), got more"},
        {"0.05,0.91\n0.10\n", 2, 5, "expected 2 fields (divergence,accuracy), got 1"},
        {"0.05,0.91\n0.10,  \n", 2, 6, "accuracy: empty field"},
        {"divergence,acuracy\n", 1, 12, "expected the header"},
        {"# only\n\n", 0, 0, "no data rows"},
        {"divergence,accuracy\n", 0, 0, "no data rows"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        double *d = NULL, *a = NULL;
        size_t n;
        struct mlsys_err err;
        assert_int_equal(parse(cases[i].text, &d, &a, &n, &err), MLSYS_EFILE);
        assert_string_equal(err.file, "t.csv");
        assert_int_equal(err.line, cases[i].line);
        assert_int_equal(err.col, cases[i].col);
        if (!strstr(err.msg, cases[i].msg))
            fail_msg("case %zu: message '%s' lacks '%s'", i, err.msg, cases[i].msg);
    }
}

static double div_of(enum mlsys_degradation_metric m, const double *p, const double *q, size_t n)
{
    return mlsys_degradation_divergence(m, p, q, n, NULL);
}

/* Hand calculations for p = (0.1, 0.4, 0.5), q = (0.2, 0.4, 0.4):
 *   KL  = 0.1·ln 0.5 + 0.5·ln 1.25 = −0.0693147 + 0.1115718 = 0.0422571
 *   TV  = ½(0.1 + 0 + 0.1) = 0.1
 *   JS  = ½[0.1·ln(0.1/0.15) + 0.5·ln(0.5/0.45)] + ½[0.2·ln(0.2/0.15) +
 *         0.4·ln(0.4/0.45)] = 0.0060669 + 0.0052116 = 0.0112785
 *   W1  = |0.1 − 0.2| + |0.5 − 0.6| = 0.2 (CDFs after bins 1 and 2)
 *   PSI = (−0.1)·ln 0.5 + 0.1·ln 1.25 = 0.0693147 + 0.0223144 = 0.0916291 */
static void test_divergences(void **state)
{
    (void)state;
    const double p[] = {0.1, 0.4, 0.5}, q[] = {0.2, 0.4, 0.4};
    assert_close(div_of(MLSYS_DIV_KL, p, q, 3), 0.0422571, 1e-5, 0);
    assert_close(div_of(MLSYS_DIV_KL, p, q, 3), 0.1 * log(0.5) + 0.5 * log(1.25), 1e-14, 0);
    assert_close(div_of(MLSYS_DIV_TV, p, q, 3), 0.1, 1e-14, 0);
    assert_close(div_of(MLSYS_DIV_JS, p, q, 3), 0.0112785, 1e-5, 0);
    assert_close(div_of(MLSYS_DIV_W1, p, q, 3), 0.2, 1e-14, 0);
    assert_close(div_of(MLSYS_DIV_PSI, p, q, 3), 0.0916291, 1e-5, 0);
    for (int m = 0; m < MLSYS_DIV_N; m++)
        assert_close(div_of((enum mlsys_degradation_metric)m, p, p, 3), 0, 0, 0);
    assert_string_equal(mlsys_degradation_metric_name(MLSYS_DIV_W1), "w1");
}

/* Empty bins. p = (0.5, 0.5, 0), q = (0.5, 0, 0.5): KL infinite at bin 2
 * (0-based 1) where q = 0 < p; JS = ½·(0.5·ln 2) + ½·(0.5·ln 2) = ½·ln 2;
 * TV = 0.5; W1 = |0| + |1 − 0.5| = 0.5; PSI with ε = 1e-4: two bins of
 * (0.5 − 1e-4)·ln(0.5/1e-4) = 0.4999·ln 5000 = 4.2577449 each. Disjoint
 * p = (1, 0), q = (0, 1): JS = ln 2 (its maximum), TV = 1, W1 = 1. A zero
 * of p where q > 0 keeps KL finite: KL((1, 0)‖(½, ½)) = ln 2. */
static void test_empty_bins(void **state)
{
    (void)state;
    const double p[] = {0.5, 0.5, 0}, q[] = {0.5, 0, 0.5};
    size_t bin;
    assert_true(isinf(mlsys_degradation_divergence(MLSYS_DIV_KL, p, q, 3, &bin)));
    assert_int_equal(bin, 1);
    assert_close(div_of(MLSYS_DIV_JS, p, q, 3), 0.5 * log(2.0), 1e-14, 0);
    assert_close(div_of(MLSYS_DIV_TV, p, q, 3), 0.5, 1e-15, 0);
    assert_close(div_of(MLSYS_DIV_W1, p, q, 3), 0.5, 1e-15, 0);
    assert_close(div_of(MLSYS_DIV_PSI, p, q, 3), 2 * 0.4999 * log(5000.0), 1e-12, 0);
    const double a[] = {1, 0}, b[] = {0, 1}, h[] = {0.5, 0.5};
    assert_close(div_of(MLSYS_DIV_JS, a, b, 2), log(2.0), 1e-15, 0);
    assert_close(div_of(MLSYS_DIV_TV, a, b, 2), 1, 0, 0);
    assert_close(div_of(MLSYS_DIV_W1, a, b, 2), 1, 0, 0);
    assert_close(mlsys_degradation_divergence(MLSYS_DIV_KL, a, h, 2, &bin), log(2.0), 1e-15, 0);
    assert_int_equal(bin, 2);
}

static void test_normalize(void **state)
{
    (void)state;
    double p[] = {10, 30, 60}, sum;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_degradation_normalize(p, 3, &sum, &err), 0);
    assert_close(sum, 100, 0, 0);
    assert_close(p[0], 0.1, 1e-15, 0);
    assert_close(p[2], 0.6, 1e-15, 0);
    double neg[] = {0.5, -0.1, 0.6}, nan_[] = {0.5, NAN}, zero[] = {0, 0};
    assert_int_equal(mlsys_degradation_normalize(neg, 3, &sum, &err), MLSYS_ERANGE);
    assert_string_equal(err.msg, "bin 2 is negative (-0.1)");
    assert_int_equal(mlsys_degradation_normalize(nan_, 2, &sum, &err), MLSYS_ERANGE);
    assert_string_equal(err.msg, "bin 2 is not finite");
    assert_int_equal(mlsys_degradation_normalize(zero, 2, &sum, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_degradation_normalize(p, 0, &sum, &err), MLSYS_ERANGE);
}

/* docs/worked-examples.md #28: four times the retraining cost doubles T*.
 * Hand (Python): C = $10,000, Q = 100 /s, V = $0.01, A_0 = 0.95, γ =
 * 0.01 /day: T* = sqrt(2e4/(100·0.01·0.95·0.01/86400)) = 426,491.19 s. */
static void test_retrain(void **state)
{
    (void)state;
    double t1, t4, g = 0.01 / 86400;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_degradation_retrain(1e4, 100, 0.01, 0.95, g, &t1, &err), 0);
    assert_close(t1, 426491.1919865465, 1e-12, 0);
    assert_int_equal(mlsys_degradation_retrain(4e4, 100, 0.01, 0.95, g, &t4, &err), 0);
    assert_close(t4, 2 * t1, 1e-14, 0);
    assert_int_equal(mlsys_degradation_retrain(0, 100, 0.01, 0.95, g, &t1, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_degradation_retrain(1, -1, 0.01, 0.95, g, &t1, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_degradation_retrain(1, 1, 0, 0.95, g, &t1, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_degradation_retrain(1, 1, 1, 0, g, &t1, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_degradation_retrain(1, 1, 1, 1.2, g, &t1, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_degradation_retrain(1, 1, 1, 0.9, 0, &t1, &err), MLSYS_ERANGE);
}

int main(void)
{
    mlsys_numerics_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_predict),     cmocka_unit_test(test_fit),
        cmocka_unit_test(test_fit_errors),  cmocka_unit_test(test_csv),
        cmocka_unit_test(test_csv_errors),  cmocka_unit_test(test_divergences),
        cmocka_unit_test(test_empty_bins),  cmocka_unit_test(test_normalize),
        cmocka_unit_test(test_retrain),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
