/* cmd_energy.c - `mlsys energy`: E_total ~ D_vol E_move + O E_compute, the
 * power view, facility energy and CO2e. */
#include <math.h>
#include <stdio.h>

#include "commands/cmds.h"
#include "commands/device.h"
#include "mlsys/energy.h"
#include "mlsys/ironlaw.h"

enum { O_EMOVE, O_ECOMP, O_POWER, O_TDP, O_TIME, O_GRID, O_PUE, O_CI, O_N };

static const struct mlsys_optdef opts[O_N] = {
    [O_EMOVE] = {.name = "e-move", .kind = MLSYS_OPT_QTY, .unit = "J/B",
                 .help = "E_move: energy per byte moved (default: the device's, else a technology "
                         "figure)",
                 .flags = MLSYS_OPTF_NONNEG},
    [O_ECOMP] = {.name = "e-compute", .kind = MLSYS_OPT_QTY, .unit = "J/FLOP",
                 .help = "E_compute: energy per operation (default: the device's, else a "
                         "technology figure for the compute precision)",
                 .flags = MLSYS_OPTF_NONNEG},
    [O_POWER] = {.name = "power", .kind = MLSYS_OPT_QTY, .unit = "W",
                 .help = "average power drawn (default: TDP (0.3 + 0.7 utilization))",
                 .flags = MLSYS_OPTF_NONNEG},
    [O_TDP] = {.name = "tdp", .kind = MLSYS_OPT_QTY, .unit = "W",
               .help = "thermal design power (overrides the device)", .flags = MLSYS_OPTF_POSITIVE},
    [O_TIME] = {.name = "time", .kind = MLSYS_OPT_QTY, .unit = "s",
                .help = "time the power is drawn (default: the iron-law step time; without either, "
                        "no power view)",
                .flags = MLSYS_OPTF_NONNEG},
    [O_GRID] = MLSYS_OPT_GRID("power grid from the catalog: its carbon intensity"),
    [O_PUE] = MLSYS_OPT_PUE("power usage effectiveness of the data centre, >= 1 (default 1; a "
                            "grid has none)"),
    [O_CI] = {.name = "ci", .kind = MLSYS_OPT_QTY, .unit = "g/kWh",
              .help = "carbon intensity of the electricity (default: the grid's)",
              .flags = MLSYS_OPTF_NONNEG},
};
static const struct mlsys_optblock own = {opts, O_N};
#define OWN(call) mlsys_call_block(call, &own)

enum {
    C_DVOL = DC_N, C_O, C_EMOVE, C_ECOMP, C_EMOVEMENT, C_EARITH, C_ETOTAL, C_EITEM, C_T,
    C_UTIL, C_P, C_EPOWER, C_EPITEM, C_PUE, C_EFAC, C_CI, C_CO2, C_CO2ITEM, C_N
};

#define S MLSYS_COL_SUMMARY
static const struct mlsys_coldef cols[C_N] = {
    MLSYS_DEVICE_COLUMNS,
    [C_DVOL] = {"D_vol", "B", MLSYS_FMT_AUTO, "bytes moved per step", 0},
    [C_O] = {"O", "FLOP", MLSYS_FMT_AUTO, "operations per step", 0},
    [C_EMOVE] = {"E_move", "J/B", MLSYS_FMT_AUTO, "energy per byte moved", 0},
    [C_ECOMP] = {"E_compute", "J/FLOP", MLSYS_FMT_AUTO, "energy per operation", 0},
    [C_EMOVEMENT] = {"E_movement", "J", MLSYS_FMT_AUTO, "D_vol E_move", 0},
    [C_EARITH] = {"E_arithmetic", "J", MLSYS_FMT_AUTO, "O E_compute", 0},
    [C_ETOTAL] = {"E_total", "J", MLSYS_FMT_AUTO, "E_movement + E_arithmetic", S},
    [C_EITEM] = {"E_per_item", "J", MLSYS_FMT_AUTO, "E_total per token or sample", S},
    [C_T] = {"T", "s", MLSYS_FMT_AUTO, "time the power is drawn: the step's, or --time", 0},
    [C_UTIL] = {"utilization", "%", MLSYS_FMT_AUTO, "O / (T R_peak), for the power view", 0},
    [C_P] = {"P", "W", MLSYS_FMT_AUTO, "average power", 0},
    [C_EPOWER] = {"E_power", "J", MLSYS_FMT_AUTO, "power view P T, over T", S},
    [C_EPITEM] = {"E_power_per_item", "J", MLSYS_FMT_AUTO, "E_power per token or sample", 0},
    [C_PUE] = {"PUE", "", MLSYS_FMT_AUTO, "power usage effectiveness of the data centre", 0},
    [C_EFAC] = {"E_facility", "J", MLSYS_FMT_AUTO, "E_power PUE, over T", S},
    [C_CI] = {"CI", "g/kWh", MLSYS_FMT_FIXED, "carbon intensity", 0},
    [C_CO2] = {"CO2e", "g", MLSYS_FMT_AUTO, "E_facility CI, over T", S},
    [C_CO2ITEM] = {"CO2e_per_item", "g", MLSYS_FMT_AUTO, "CO2e per token or sample", 0},
};

static const char *const examples[] = {
    "energy --hw h100 --workload llama3-8b --batch 16",
    "energy --hw h100 --workload llama3-8b --grid poland",
    "energy --power \"10000 * 700 W\" --time 720h --pue 1.12 --ci \"820 g/kWh\"",
    "energy --dvol 1GB --e-move 160pJ/B --ops 1GFLOP --e-compute 1.1pJ/FLOP",
    NULL,
};

static int eval(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    struct mlsys_step dev;
    struct mlsys_energy_req req;
    struct mlsys_energy_in in;
    struct mlsys_energy_out o;
    const struct mlsys_val *v = OWN(call);
    mlsys_energy_req_init(&req);
    /* The iron law times the step when --time does not and there is a device. */
    const struct mlsys_val *d = mlsys_call_block(call, &mlsys_blk_device);
    bool device = d[DV_HW].set || d[DV_BW].set || d[DV_PEAK].set;
    unsigned flags = v[O_TIME].set || !device ? 0 : MLSYS_DEV_TIMES;
    int rc = mlsys_dev_resolve(call, flags, &dev, sink, err);
    if (!rc && v[O_GRID].set)
        rc = mlsys_dev_find(call, MLSYS_CAT_GRID, v[O_GRID].s, "--grid", &req.grid, err);
    if (rc)
        return rc;
    req.e_move_JpB = mlsys_call_num(call, &own, O_EMOVE);
    req.e_compute_JpFLOP = mlsys_call_num(call, &own, O_ECOMP);
    req.power_W = mlsys_call_num(call, &own, O_POWER);
    req.tdp_W = mlsys_call_num(call, &own, O_TDP);
    req.time_s = mlsys_call_num(call, &own, O_TIME);
    req.pue = mlsys_call_num(call, &own, O_PUE);
    req.ci_kgpJ = mlsys_call_num(call, &own, O_CI);
    struct mlsys_notes notes;
    mlsys_notes_init(&notes);
    /* Tokens or samples per step: the lowering's, else a given --batch. */
    bool have_items = dev.lowered || mlsys_call_given(call, &mlsys_blk_step.defs[ST_BATCH]);
    double items = dev.lowered ? dev.low.items : have_items ? mlsys_dev_batch(call) : NAN;
    rc = mlsys_setup_energy(&req, &dev, items, &in, call->quiet ? NULL : &notes, err);
    if (!rc && !have_items)
        mlsys_notes_add(call->quiet ? NULL : &notes,
                        "no items per step: the per-item figures are left out; give "
                        "--workload, or --batch");
    int nrc = mlsys_dev_notes(call, &notes, sink, err);
    mlsys_notes_free(&notes);
    if (!rc)
        rc = nrc;
    if (!rc)
        rc = mlsys_energy_eval(&in, &o, err);
    if (rc)
        return rc;
    struct mlsys_cell c[C_N];
    mlsys_dev_cells(&dev, c);
    bool w = dev.have_work;
    const struct {
        int col;
        double v; /* NaN: not known, left out */
    } outs[] = {
        {C_DVOL, in.dvol_B},         {C_O, in.ops_FLOP},
        {C_EMOVE, w ? in.e_move_JpB : NAN},
        {C_ECOMP, w ? in.e_compute_JpFLOP : NAN},
        {C_EMOVEMENT, o.e_move_J},   {C_EARITH, o.e_arith_J},
        {C_ETOTAL, o.e_total_J},     {C_EITEM, o.e_per_item_J},
        {C_T, in.time_s},            {C_UTIL, w ? in.utilization : NAN},
        {C_P, o.power_W},            {C_EPOWER, o.e_power_J},
        {C_EPITEM, o.e_power_per_item_J},
        {C_PUE, isnan(o.e_power_J) ? NAN : in.pue},
        {C_EFAC, o.e_facility_J},    {C_CI, in.ci_kgpJ},
        {C_CO2, o.co2_kg},           {C_CO2ITEM, o.co2_per_item_kg},
    };
    for (size_t i = 0; i < sizeof outs / sizeof outs[0]; i++)
        c[outs[i].col] = isnan(outs[i].v) ? mlsys_cell_none() : mlsys_cell_val(outs[i].v);
    return sink->row(sink, c, err);
}

const struct mlsys_cmddef mlsys_cmd_energy = {
    .name = "energy",
    .summary = "energy per step: E_total ~ D_vol E_move + O E_compute, power view, CO2e",
    .description =
        "The energy corollary splits a step's energy into data movement and arithmetic; the\n"
        "power view charges P T with P = TDP (0.3 + 0.7 utilization) unless --power is given;\n"
        "facility energy multiplies the power view by the data centre's PUE (--pue, default\n"
        "1), and CO2e = E_facility x carbon intensity (--grid or --ci). Each part is computed\n"
        "from what is given, the rest left out with a note: the corollary needs D_vol and O\n"
        "(a workload, or --dvol and --ops), the power view a time and a power (a device, or\n"
        "--time and --power), the per-item figures the items per step (a workload, or\n"
        "--batch). Energies are in joules in every format (1 kWh = 3.6 MJ).",
    .blocks = MLSYS_BLOCKS(&mlsys_blk_device, &mlsys_blk_model, &mlsys_blk_step, &mlsys_blk_work,
                           &own),
        .cols = cols,
    .ncols = C_N,
    .examples = examples,
    .eval = eval,
};
