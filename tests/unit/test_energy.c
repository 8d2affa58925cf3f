/* test_energy.c - energy corollary, power view, facility, carbon (energy.h). */
#include "testutil.h"

#include <math.h>

#include "mlsys/energy.h"

static struct mlsys_energy_in base(void)
{
    struct mlsys_energy_in in = {0, 0, 0, 0, 1, 1, NAN, NAN, 0, 1, NAN};
    return in;
}

static void test_power_per_token(void **state)
{
    (void)state;
    /* docs/worked-examples.md #4: a 1,000 W server at 912 tokens/s: 1000/912
     * = 1.096 J per token; a 500-token response takes 500/912 s and 548.2 J. */
    struct mlsys_energy_in in = base();
    struct mlsys_energy_out o;
    in.power_W = 1000;
    in.time_s = 1.0 / 912;
    assert_int_equal(mlsys_energy_eval(&in, &o, NULL), 0);
    assert_close(o.e_power_per_item_J, 1.10, 5e-3, 0);
    in.items = 500;
    in.time_s = 500.0 / 912;
    assert_int_equal(mlsys_energy_eval(&in, &o, NULL), 0);
    assert_close(o.e_power_J, 548, 1e-3, 0);
}

static void test_carbon(void **state)
{
    (void)state;
    /* docs/worked-examples.md #30: 10,000 x 700 W for 720 h at PUE 1.12 in
     * Poland (820 g/kWh): 7e6 W * 2.592e6 s * 1.12 = 2.032128e13 J = 5,644,800 kWh;
     * CO2e = 5,644,800 kWh * 0.82 kg/kWh = 4,628,736 kg = 4,628.7 t. */
    struct mlsys_energy_in in = base();
    struct mlsys_energy_out o;
    in.power_W = 7e6;
    in.time_s = 720 * 3600.0;
    in.pue = 1.12;
    in.ci_kgpJ = 0.82 / 3.6e6;
    assert_int_equal(mlsys_energy_eval(&in, &o, NULL), 0);
    assert_close(o.e_facility_J / 3.6e6, 5644800, 1e-12, 0);
    assert_close(o.co2_kg, 4628736, 1e-12, 0);
}

static void test_corollary_and_tdp(void **state)
{
    (void)state;
    /* 1 GB at 31 pJ/B = 31 mJ; 1 TFLOP at 0.55 pJ = 0.55 J; total 0.581 J over 100
     * tokens = 5.81 mJ each. TDP 700 W at 50 % utilization: 700 (0.3 + 0.35) = 455 W;
     * over 2 s: 910 J. */
    struct mlsys_energy_in in = base();
    struct mlsys_energy_out o;
    in.dvol_B = 1e9;
    in.e_move_JpB = 31e-12;
    in.ops_FLOP = 1e12;
    in.e_compute_JpFLOP = 0.55e-12;
    in.items = 100;
    in.tdp_W = 700;
    in.utilization = 0.5;
    in.time_s = 2;
    assert_int_equal(mlsys_energy_eval(&in, &o, NULL), 0);
    assert_close(o.e_move_J, 0.031, 1e-12, 0);
    assert_close(o.e_arith_J, 0.55, 1e-12, 0);
    assert_close(o.e_per_item_J, 0.00581, 1e-12, 0);
    assert_close(o.power_W, 455, 1e-12, 0);
    assert_close(o.e_power_J, 910, 1e-12, 0);
    assert_true(isnan(o.co2_kg));
}

static void test_errors(void **state)
{
    (void)state;
    struct mlsys_energy_in in = base();
    struct mlsys_energy_out o;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    in.power_W = 1;
    in.pue = 0.9;
    assert_int_equal(mlsys_energy_eval(&in, &o, &err), MLSYS_ERANGE);
    assert_string_equal(err.msg, "PUE must be at least 1");
    in.pue = 1;
    in.dvol_B = -1;
    assert_int_equal(mlsys_energy_eval(&in, &o, &err), MLSYS_ERANGE);
    in.dvol_B = 0;
    in.utilization = 2;
    assert_int_equal(mlsys_energy_eval(&in, &o, &err), MLSYS_ERANGE);
}

/* The corollary needs no time, the power view no work,
 * and per-item figures need items. 1 B at 160 pJ/B (DRAM, Horowitz 2014) +
 * 1 FLOP at 1.1 pJ = 161.1 pJ, with no time or power: no power view. */
static void test_parts(void **state)
{
    (void)state;
    struct mlsys_energy_in in = {.dvol_B = 1, .ops_FLOP = 1, .e_move_JpB = 160e-12,
                                 .e_compute_JpFLOP = 1.1e-12, .items = NAN, .time_s = NAN,
                                 .power_W = NAN, .tdp_W = NAN, .utilization = NAN, .pue = 1,
                                 .ci_kgpJ = NAN};
    struct mlsys_energy_out o;
    assert_int_equal(mlsys_energy_eval(&in, &o, NULL), 0);
    assert_close(o.e_move_J, 160e-12, 1e-15, 0);
    assert_close(o.e_arith_J, 1.1e-12, 1e-15, 0);
    assert_close(o.e_total_J, 161.1e-12, 1e-15, 0);
    assert_true(isnan(o.e_per_item_J) && isnan(o.power_W) && isnan(o.e_power_J) &&
                isnan(o.e_facility_J) && isnan(o.co2_kg) && isnan(o.co2_per_item_kg));
    /* A time but neither a power nor a TDP: still no power view. */
    in.time_s = 1;
    assert_int_equal(mlsys_energy_eval(&in, &o, NULL), 0);
    assert_true(isnan(o.e_power_J));
    /* The power view without work: 400 W for 10 s = 4 kJ, no corollary; 100 items
     * at 500 g/kWh: CO2e = 4000 / 3.6e6 kWh x 500 g = 555.6 g, 5.556 g per item. */
    in = base();
    in.dvol_B = in.ops_FLOP = NAN;
    in.power_W = 400;
    in.time_s = 10;
    in.items = 100;
    in.ci_kgpJ = 0.5 / 3.6e6;
    assert_int_equal(mlsys_energy_eval(&in, &o, NULL), 0);
    assert_true(isnan(o.e_total_J) && isnan(o.e_per_item_J));
    assert_close(o.e_power_J, 4000, 1e-15, 0);
    assert_close(o.co2_kg, 4000 / 3.6e6 * 0.5, 1e-12, 0);
    assert_close(o.co2_per_item_kg, 4000 / 3.6e6 * 0.5 / 100, 1e-12, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_power_per_token), cmocka_unit_test(test_carbon),
        cmocka_unit_test(test_corollary_and_tdp), cmocka_unit_test(test_errors),
        cmocka_unit_test(test_parts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
