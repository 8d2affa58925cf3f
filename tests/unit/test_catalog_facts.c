/* test_catalog_facts.c - the shipped catalog (embedded.h) through the
 * loader: every entry loads with the dimensions its schema states, lazy
 * lookup and unknown names, the facts of hardware, workloads, fabrics and
 * grids read through the typed accessors, the node, efficiency, kind and
 * devices fields, and the names of precisions and catalog kinds. The loader's
 * errors and overrides are in test_catalog.c.
 *
 * Expected values come from the YAML files they cite (data/...) or from
 * arithmetic written next to them.
 */
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "catalogutil.h"

#include "catalog/embedded.h"
#include "mlsys/catalog.h"
#include "mlsys/units.h"

/* ---- the shipped catalog ------------------------------------------------------- */

static void test_shipped_all_load(void **state)
{
    (void)state;
    struct mlsys_catalog *cat = open_dirs(&mlsys_data_catalog, NULL, 0);
    int problems = 0;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_catalog_load(cat, true, count_problem, &problems, &err), 0);
    assert_int_equal(problems, 0);
    /* data/README.md: 95 hardware, 60 workloads, 17 fabrics, 10 grids */
    assert_int_equal(mlsys_data_catalog.n, 182);
    assert_int_equal(mlsys_catalog_parsed(cat), 182);
    const char *d;
    size_t counts[MLSYS_CAT_NKINDS];
    assert_true(mlsys_catalog_layer(cat, 0, &d, counts));
    assert_null(d);
    assert_int_equal(counts[MLSYS_CAT_HARDWARE], 95);
    assert_int_equal(counts[MLSYS_CAT_WORKLOAD], 60);
    assert_int_equal(counts[MLSYS_CAT_FABRIC], 17);
    assert_int_equal(counts[MLSYS_CAT_GRID], 10);
    /* the index is sorted and every key finds its entry */
    for (size_t i = 0; i < mlsys_data_catalog.nindex; i++) {
        const struct mlsys_embedded_key *k = &mlsys_data_catalog.index[i];
        if (i)
            assert_true(strcmp(mlsys_data_catalog.index[i - 1].key, k->key) < 0);
        const struct mlsys_embedded_entry *e = &mlsys_data_catalog.entries[k->entry];
        const struct mlsys_record *r = find_ok(cat, (enum mlsys_catalog_kind)e->kind, k->key);
        assert_string_equal(mlsys_record_name(r), e->name);
        assert_true(mlsys_record_builtin(r));
    }
    mlsys_catalog_close(cat);
}

/* Every field of every shipped entry has the dimension its schema states,
 * every required field is set, and every entry has a source. */
static void test_shipped_dimensions(void **state)
{
    (void)state;
    struct mlsys_catalog *cat = open_dirs(&mlsys_data_catalog, NULL, 0);
    size_t nfields = 0;
    for (int k = 0; k < MLSYS_CAT_NKINDS; k++) {
        const struct mlsys_schema *sc = mlsys_schema_get((enum mlsys_catalog_kind)k);
        const struct mlsys_record **recs;
        size_t n;
        struct mlsys_err err;
        mlsys_err_clear(&err);
        assert_int_equal(mlsys_catalog_list(cat, (enum mlsys_catalog_kind)k, &recs, &n, &err), 0);
        for (size_t i = 0; i < n; i++) {
            assert_non_null(mlsys_record_text(recs[i], 2)); /* title */
            for (size_t f = 0; f < sc->nfields; f++) {
                const struct mlsys_schema_field *d = &sc->fields[f];
                bool top = !strchr(d->path, '.');
                if ((d->flags & MLSYS_FF_REQUIRED) && top)
                    assert_true(mlsys_record_has(recs[i], f));
                if (!mlsys_record_has(recs[i], f))
                    continue;
                nfields++;
                mlsys_qty q = mlsys_record_qty(recs[i], f), want = mlsys_qty_num(1);
                if (d->kind == MLSYS_FK_QTY)
                    assert_int_equal(mlsys_units_parse_unit(d->unit, &want, NULL), 0);
                if (d->kind >= MLSYS_FK_YEAR) {
                    if (!mlsys_qty_same_dim(q, want))
                        print_error("%s %s\n", mlsys_record_name(recs[i]), d->path);
                    assert_true(mlsys_qty_same_dim(q, want));
                    assert_true(q.v >= 0);
                } else if (d->kind != MLSYS_FK_NAMES) {
                    assert_non_null(mlsys_record_text(recs[i], f));
                    assert_true(isnan(q.v));
                }
            }
        }
        free(recs);
    }
    assert_true(nfields > 107 * 6);
    mlsys_catalog_close(cat);
}

/* ---- lookup and facts ---------------------------------------------------------- */

static void test_lazy_lookup(void **state)
{
    (void)state;
    struct mlsys_catalog *cat = open_dirs(&mlsys_data_catalog, NULL, 0);
    assert_int_equal(mlsys_catalog_parsed(cat), 0);
    const struct mlsys_record *hw = find_ok(cat, MLSYS_CAT_HARDWARE, "h100");
    const struct mlsys_record *wl = find_ok(cat, MLSYS_CAT_WORKLOAD, "llama70b");
    assert_int_equal(mlsys_catalog_parsed(cat), 2);
    assert_string_equal(mlsys_record_name(hw), "h100-sxm");
    assert_string_equal(mlsys_record_name(wl), "llama3-70b");
    /* case-insensitive, cached: the same record */
    assert_ptr_equal(find_ok(cat, MLSYS_CAT_HARDWARE, "H100"), hw);
    assert_ptr_equal(find_ok(cat, MLSYS_CAT_HARDWARE, "H100-SXM"), hw);
    assert_ptr_equal(find_ok(cat, MLSYS_CAT_WORKLOAD, "LLaMa3-70B"), wl);
    assert_int_equal(mlsys_catalog_parsed(cat), 2);
    const struct mlsys_record *any;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_catalog_find_any(cat, "Llama70B", &any, &err), 0);
    assert_ptr_equal(any, wl);
    assert_string_equal(mlsys_record_file(hw), "data/hardware/h100-sxm.yaml");
    mlsys_catalog_close(cat);
}

static void test_not_found(void **state)
{
    (void)state;
    struct mlsys_catalog *cat = open_dirs(&mlsys_data_catalog, NULL, 0);
    const struct mlsys_record *r;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    /* h100 is one edit from h1000; a100, a6000 (rtx-a6000's alias), h200, p100 and
       v100 two: the first five in index order */
    assert_int_equal(mlsys_catalog_find(cat, MLSYS_CAT_HARDWARE, "h1000", &r, &err),
                     MLSYS_ENOTFOUND);
    assert_string_equal(err.msg,
                        "unknown hardware 'h1000'; closest: h100, a100, a4000, a5000, a6000");
    assert_int_equal(mlsys_err_exit_status(&err), 2);
    /* a name of another kind is not a workload */
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_catalog_find(cat, MLSYS_CAT_WORKLOAD, "h100-sxm", &r, &err),
                     MLSYS_ENOTFOUND);
    assert_true(!strncmp(err.msg, "unknown workload 'h100-sxm'", 27));
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_catalog_find(cat, MLSYS_CAT_GRID, "xyzzyxyzzy", &r, &err),
                     MLSYS_ENOTFOUND);
    assert_string_equal(err.msg,
                        "unknown grid 'xyzzyxyzzy'; run 'mlsys catalog list grids' for the names");
    mlsys_catalog_close(cat);
}

static void test_hardware_facts(void **state)
{
    (void)state;
    struct mlsys_catalog *cat = open_dirs(&mlsys_data_catalog, NULL, 0);
    /* data/hardware/h100-sxm.yaml */
    const struct mlsys_record *h = find_ok(cat, MLSYS_CAT_HARDWARE, "h100");
    assert_close(mlsys_hw_qty(h, MLSYS_HW_MEM_BANDWIDTH).v, 3.35e12, 1e-15, 0);
    assert_close(mlsys_hw_qty(h, MLSYS_HW_MEM_CAPACITY).v, 80.0 * 1073741824.0, 0, 0);
    assert_close(mlsys_hw_rate(h, MLSYS_PREC_FP16).v, 989e12, 1e-15, 0);
    assert_close(mlsys_hw_rate(h, MLSYS_PREC_INT8).v, 1979e12, 1e-15, 0);
    assert_close(mlsys_hw_qty(h, MLSYS_HW_TDP).v, 700, 0, 0);
    assert_close(mlsys_hw_qty(h, MLSYS_HW_LAUNCH).v, 0.01e-3, 1e-15, 0);
    assert_close(mlsys_hw_qty(h, MLSYS_HW_SCALEUP_BANDWIDTH).v, 450e9, 1e-15, 0);
    assert_close(mlsys_hw_qty(h, MLSYS_HW_SCALEUP_LATENCY).v, 500e-9, 1e-15, 0);
    assert_close(mlsys_hw_qty(h, MLSYS_HW_PRICE).v, 30000, 0, 0);
    assert_close(mlsys_hw_qty(h, MLSYS_HW_YEAR).v, 2022, 0, 0);
    assert_int_equal(mlsys_hw_class(h), MLSYS_CLASS_CLOUD);
    assert_string_equal(mlsys_hw_text(h, MLSYS_HW_SCALEUP_NAME), "NVLink 4.0");
    assert_string_equal(mlsys_hw_text(h, MLSYS_HW_VENDOR), "NVIDIA");
    /* dimensions: rate FLOP/s, bandwidth B/s, power J/s */
    mlsys_qty u;
    assert_int_equal(mlsys_units_parse_unit("FLOP/s", &u, NULL), 0);
    assert_true(mlsys_qty_same_dim(mlsys_hw_rate(h, MLSYS_PREC_FP16), u));
    assert_int_equal(mlsys_units_parse_unit("W", &u, NULL), 0);
    assert_true(mlsys_qty_same_dim(mlsys_hw_qty(h, MLSYS_HW_TDP), u));
    /* unset: NaN with the field's dimension; NULL text */
    mlsys_qty int4 = mlsys_hw_rate(h, MLSYS_PREC_INT4);
    assert_true(isnan(int4.v));
    assert_int_equal(mlsys_units_parse_unit("FLOP/s", &u, NULL), 0);
    assert_true(mlsys_qty_same_dim(int4, u));
    /* storage-only formats never have a rate: NaN in FLOP/s */
    for (int p = MLSYS_NRATES; p < MLSYS_NPREC; p++) {
        mlsys_qty q = mlsys_hw_rate(h, (enum mlsys_precision)p);
        assert_true(isnan(q.v));
        assert_true(mlsys_qty_same_dim(q, u));
    }
    assert_true(isnan(mlsys_hw_rate(h, MLSYS_NPREC).v));
    assert_true(isnan(mlsys_hw_qty(h, MLSYS_HW_ENERGY_MOVE).v));
    assert_null(mlsys_record_text(h, 1000));
    /* a record of another kind reads as unset */
    assert_true(isnan(mlsys_wl_count(h, MLSYS_WL_LAYERS)));
    assert_null(mlsys_grid_text(h, MLSYS_GRID_TITLE));
    /* data/hardware/tpu-v4.yaml: bf16 only, 32 GiB */
    const struct mlsys_record *t = find_ok(cat, MLSYS_CAT_HARDWARE, "tpu-v4");
    assert_true(isnan(mlsys_hw_rate(t, MLSYS_PREC_FP16).v));
    assert_close(mlsys_hw_rate(t, MLSYS_PREC_BF16).v, 275e12, 1e-15, 0);
    assert_close(mlsys_hw_qty(t, MLSYS_HW_MEM_CAPACITY).v, 32.0 * 1073741824.0, 0, 0);
    /* data/hardware/esp32-s3.yaml: a tiny device */
    assert_int_equal(mlsys_hw_class(find_ok(cat, MLSYS_CAT_HARDWARE, "esp32-s3")),
                     MLSYS_CLASS_TINY);
    mlsys_catalog_close(cat);
}

static void test_workload_facts(void **state)
{
    (void)state;
    struct mlsys_catalog *cat = open_dirs(&mlsys_data_catalog, NULL, 0);
    /* data/workloads/llama3-70b.yaml: no head_dim or active_parameters (their
     * defaults are set-up's, mlsys_setup_arch) */
    const struct mlsys_record *l = find_ok(cat, MLSYS_CAT_WORKLOAD, "llama70b");
    assert_close(mlsys_wl_count(l, MLSYS_WL_PARAMETERS), 70.6e9, 1e-15, 0);
    assert_close(mlsys_wl_count(l, MLSYS_WL_LAYERS), 80, 0, 0);
    assert_close(mlsys_wl_count(l, MLSYS_WL_KV_HEADS), 8, 0, 0);
    assert_true(isnan(mlsys_wl_count(l, MLSYS_WL_HEAD_DIM)));
    assert_true(isnan(mlsys_wl_count(l, MLSYS_WL_ACTIVE_PARAMETERS)));
    assert_int_equal(mlsys_wl_family(l), MLSYS_FAMILY_DECODER);
    assert_true(isnan(mlsys_wl_count(l, MLSYS_WL_KV_LATENT)));
    /* data/workloads/mixtral-8x7b.yaml */
    const struct mlsys_record *m = find_ok(cat, MLSYS_CAT_WORKLOAD, "mixtral-8x7b");
    assert_int_equal(mlsys_wl_family(m), MLSYS_FAMILY_MOE);
    assert_close(mlsys_wl_count(m, MLSYS_WL_ACTIVE_PARAMETERS), 12.9e9, 1e-15, 0);
    assert_close(mlsys_wl_count(m, MLSYS_WL_EXPERTS), 8, 0, 0);
    assert_close(mlsys_wl_count(m, MLSYS_WL_EXPERTS_PER_TOKEN), 2, 0, 0);
    /* data/workloads/deepseek-v3.yaml: MLA, no kv_heads */
    const struct mlsys_record *d = find_ok(cat, MLSYS_CAT_WORKLOAD, "deepseek-v3");
    assert_close(mlsys_wl_count(d, MLSYS_WL_KV_LATENT), 576, 0, 0);
    assert_true(isnan(mlsys_wl_count(d, MLSYS_WL_KV_HEADS)));
    /* data/workloads/resnet50.yaml: 8.2 GFLOP per sample */
    const struct mlsys_record *r = find_ok(cat, MLSYS_CAT_WORKLOAD, "resnet50");
    assert_close(mlsys_wl_qty(r, MLSYS_WL_FLOPS_PER_SAMPLE).v, 8.2e9, 1e-15, 0);
    assert_true(mlsys_qty_same_dim(mlsys_wl_qty(r, MLSYS_WL_FLOPS_PER_SAMPLE),
                                   mlsys_qty_base(1, MLSYS_DIM_OPS)));
    /* data/workloads/dlrm.yaml: only model_bytes, 100 GB */
    const struct mlsys_record *dl = find_ok(cat, MLSYS_CAT_WORKLOAD, "dlrm");
    assert_true(isnan(mlsys_wl_count(dl, MLSYS_WL_PARAMETERS)));
    assert_close(mlsys_wl_qty(dl, MLSYS_WL_MODEL_BYTES).v, 100e9, 1e-15, 0);
    mlsys_catalog_close(cat);
}

static void test_fabric_grid_facts(void **state)
{
    (void)state;
    struct mlsys_catalog *cat = open_dirs(&mlsys_data_catalog, NULL, 0);
    /* data/fabrics/ib-ndr.yaml: 400 Gbit/s = 50e9 B/s, 5 us */
    const struct mlsys_record *f = find_ok(cat, MLSYS_CAT_FABRIC, "ib-ndr");
    assert_close(mlsys_fabric_qty(f, MLSYS_FAB_BANDWIDTH).v, 50e9, 1e-15, 0);
    assert_close(mlsys_fabric_qty(f, MLSYS_FAB_LATENCY).v, 5e-6, 1e-15, 0);
    assert_true(isnan(mlsys_fabric_qty(f, MLSYS_FAB_OVERSUBSCRIPTION).v));
    /* data/grids/france.yaml: 50 g/kWh = 0.05 kg / 3.6e6 J; pue 1.12; wue 1.8 L/kWh
     * = 1.8e-3 m^3 / 3.6e6 J */
    const struct mlsys_record *g = find_ok(cat, MLSYS_CAT_GRID, "FRANCE");
    assert_close(mlsys_grid_qty(g, MLSYS_GRID_CARBON_INTENSITY).v, 0.05 / 3.6e6, 1e-14, 0);
    assert_close(mlsys_grid_qty(g, MLSYS_GRID_PUE).v, 1.12, 1e-15, 0);
    assert_close(mlsys_grid_qty(g, MLSYS_GRID_WUE).v, 1.8e-3 / 3.6e6, 1e-14, 0);
    assert_string_equal(mlsys_grid_text(g, MLSYS_GRID_SOURCE), "IEA");
    /* data/grids/norway.yaml: wue 0 L/kWh is allowed */
    assert_close(mlsys_grid_qty(find_ok(cat, MLSYS_CAT_GRID, "norway"), MLSYS_GRID_WUE).v, 0,
                 0, 0);
    mlsys_catalog_close(cat);
}

/* The new fields in the shipped catalog: kind and devices of boards and
 * racks, node facts that name real fabric entries, no efficiency figures,
 * and the transformer dimensions ffn and vocab. Expected values are the
 * datasheet and paper figures cited in the entries, or arithmetic on them. */
static void test_shipped_node_kind_dims(void **state)
{
    (void)state;
    struct mlsys_catalog *cat = open_dirs(&mlsys_data_catalog, NULL, 0);
    const struct mlsys_record **recs;
    size_t n;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_catalog_list(cat, MLSYS_CAT_HARDWARE, &recs, &n, &err), 0);
    size_t systems = 0, with_node = 0;
    for (size_t i = 0; i < n; i++) {
        const struct mlsys_record *hw = recs[i];
        systems += mlsys_hw_kind(hw) == MLSYS_HW_KIND_SYSTEM;
        /* an efficiency ships only with its source */
        if (mlsys_record_has(hw, MLSYS_HW_EFF_MATMUL) || mlsys_record_has(hw, MLSYS_HW_EFF_MEMORY))
            assert_true(mlsys_record_has(hw, MLSYS_HW_EFF_SOURCE));
        if (mlsys_record_has(hw, MLSYS_HW_EFF_ATTENTION_FA2)) /* and a second kernel's, cited */
            assert_non_null(strstr(mlsys_hw_text(hw, MLSYS_HW_EFF_ATTENTION_SOURCE),
                                   "attention_fa2:"));
        if (mlsys_record_has(hw, MLSYS_HW_EFF_MATMUL_MMA_SYNC)) /* the same for the GEMMs' */
            assert_non_null(strstr(mlsys_hw_text(hw, MLSYS_HW_EFF_SOURCE), "matmul_mma_sync:"));
        const char *up = mlsys_hw_text(hw, MLSYS_HW_NODE_SCALEUP);
        if (up) /* every node.scaleup names a shipped fabric */
            assert_int_equal(mlsys_record_kind(find_ok(cat, MLSYS_CAT_FABRIC, up)),
                             MLSYS_CAT_FABRIC);
        assert_true(mlsys_hw_devices(hw) >= 1);
        const char *so = mlsys_hw_text(hw, MLSYS_HW_NODE_SCALEOUT);
        if (so) /* every node.scaleout names a shipped fabric */
            assert_int_equal(mlsys_record_kind(find_ok(cat, MLSYS_CAT_FABRIC, so)),
                             MLSYS_CAT_FABRIC);
        with_node += mlsys_record_has(hw, MLSYS_HW_NODE_DEVICES);
    }
    free(recs);
    assert_int_equal(systems, 2); /* gb200-nvl72 and cerebras-cs3 */
    assert_true(with_node >= 10);
    assert_int_equal(mlsys_catalog_list(cat, MLSYS_CAT_FABRIC, &recs, &n, &err), 0);
    for (size_t i = 0; i < n; i++) { /* a measured efficiency is cited in the source */
        double eta = mlsys_fabric_qty(recs[i], MLSYS_FAB_EFFICIENCY).v;
        if (!isnan(eta))
            assert_non_null(strstr(mlsys_fabric_text(recs[i], MLSYS_FAB_SOURCE), "efficiency:"));
        if (!isnan(mlsys_fabric_qty(recs[i], MLSYS_FAB_P2P_EFFICIENCY).v))
            assert_non_null(strstr(mlsys_fabric_text(recs[i], MLSYS_FAB_SOURCE),
                                   "p2p_efficiency:"));
    }
    free(recs);

    /* K80 datasheet: one board of two GK210 */
    const struct mlsys_record *k80 = find_ok(cat, MLSYS_CAT_HARDWARE, "k80");
    assert_int_equal(mlsys_hw_kind(k80), MLSYS_HW_KIND_DEVICE);
    assert_close(mlsys_hw_devices(k80), 2, 0, 0);
    /* GB200 NVL72: a rack of 72 GPUs; its 162 PFLOP/s over 72 devices is the
     * B200 datasheet's 2250 TFLOP/s per GPU */
    const struct mlsys_record *nvl = find_ok(cat, MLSYS_CAT_HARDWARE, "gb200-nvl72");
    assert_int_equal(mlsys_hw_kind(nvl), MLSYS_HW_KIND_SYSTEM);
    assert_close(mlsys_hw_devices(nvl), 72, 0, 0);
    assert_close(mlsys_hw_rate(nvl, MLSYS_PREC_FP16).v / mlsys_hw_devices(nvl),
                 mlsys_hw_rate(find_ok(cat, MLSYS_CAT_HARDWARE, "b200"), MLSYS_PREC_FP16).v,
                 1e-12, 0);
    assert_close(mlsys_hw_qty(nvl, MLSYS_HW_NODE_DEVICES).v, 72, 0, 0);
    const struct mlsys_record *cs3 = find_ok(cat, MLSYS_CAT_HARDWARE, "cerebras-cs3");
    assert_int_equal(mlsys_hw_kind(cs3), MLSYS_HW_KIND_SYSTEM);
    assert_close(mlsys_hw_devices(cs3), 1, 0, 0);
    /* a single chip stays a device */
    const struct mlsys_record *groq = find_ok(cat, MLSYS_CAT_HARDWARE, "groq-lpu");
    assert_int_equal(mlsys_hw_kind(groq), MLSYS_HW_KIND_DEVICE);
    assert_close(mlsys_hw_devices(groq), 1, 0, 0);
    /* DGX A100: 8 GPUs, one 200 Gbit/s HDR port each = 25 GB/s per direction */
    const struct mlsys_record *a100 = find_ok(cat, MLSYS_CAT_HARDWARE, "a100");
    assert_close(mlsys_hw_qty(a100, MLSYS_HW_NODE_DEVICES).v, 8, 0, 0);
    assert_string_equal(mlsys_hw_text(a100, MLSYS_HW_NODE_SCALEOUT), "ib-hdr");
    assert_close(mlsys_fabric_qty(find_ok(cat, MLSYS_CAT_FABRIC, "ib-hdr"), MLSYS_FAB_BANDWIDTH).v,
                 200e9 / 8, 1e-15, 0);
    assert_string_equal(mlsys_hw_text(find_ok(cat, MLSYS_CAT_HARDWARE, "h100"),
                                      MLSYS_HW_NODE_SCALEOUT),
                        "ib-ndr");
    /* NVLink 3: 600 GB/s bidirectional per A100, 300 GB/s per direction, the
     * a100 entry's scale-up figure; PCIe Gen4 x16 32 GB/s, its host link */
    assert_close(mlsys_fabric_qty(find_ok(cat, MLSYS_CAT_FABRIC, "nvlink3"), MLSYS_FAB_BANDWIDTH).v,
                 mlsys_hw_qty(a100, MLSYS_HW_SCALEUP_BANDWIDTH).v, 0, 0);
    assert_close(mlsys_fabric_qty(find_ok(cat, MLSYS_CAT_FABRIC, "pcie-gen4"),
                                  MLSYS_FAB_BANDWIDTH).v,
                 mlsys_hw_qty(a100, MLSYS_HW_HOST_BANDWIDTH).v, 0, 0);
    /* Ada whitepaper, RTX 4090: 165.2 TFLOP/s fp16 with FP32 accumulate,
     * 1008 GB/s, 24 GiB of GDDR6X; no rate for a storage-only format */
    const struct mlsys_record *g = find_ok(cat, MLSYS_CAT_HARDWARE, "rtx4090");
    assert_close(mlsys_hw_rate(g, MLSYS_PREC_FP16).v, 165.2e12, 1e-15, 0);
    assert_close(mlsys_hw_qty(g, MLSYS_HW_MEM_BANDWIDTH).v, 1008e9, 1e-15, 0);
    assert_close(mlsys_hw_qty(g, MLSYS_HW_MEM_CAPACITY).v, 24.0 * 1073741824.0, 0, 0);
    assert_true(isnan(mlsys_hw_rate(g, MLSYS_PREC_Q4_K_M).v));
    assert_int_equal(mlsys_hw_class(g), MLSYS_CLASS_WORKSTATION);

    /* GPT-3 (Brown et al. 2020): d_ff = 4 * 12288; the GPT-2 BPE of 50257 */
    const struct mlsys_record *wl = find_ok(cat, MLSYS_CAT_WORKLOAD, "gpt3");
    assert_close(mlsys_wl_count(wl, MLSYS_WL_FFN), 4 * 12288, 0, 0);
    assert_close(mlsys_wl_count(wl, MLSYS_WL_VOCAB), 50257, 0, 0);
    /* Llama 2 70B config.json: intermediate_size 28672, vocab_size 32000 */
    wl = find_ok(cat, MLSYS_CAT_WORKLOAD, "llama2-70b");
    assert_close(mlsys_wl_count(wl, MLSYS_WL_FFN), 28672, 0, 0);
    assert_close(mlsys_wl_count(wl, MLSYS_WL_VOCAB), 32000, 0, 0);
    /* Qwen2.5-7B: 4 KV heads, no head_dim (set-up's default: 3584 / 28) */
    wl = find_ok(cat, MLSYS_CAT_WORKLOAD, "qwen2.5-7b");
    assert_true(isnan(mlsys_wl_count(wl, MLSYS_WL_HEAD_DIM)));
    assert_close(mlsys_wl_count(wl, MLSYS_WL_KV_HEADS), 4, 0, 0);
    /* Gemma 2 9B: head_dim 256 given, not 3584 / 16 = 224 */
    assert_close(mlsys_wl_count(find_ok(cat, MLSYS_CAT_WORKLOAD, "gemma-2-9b"),
                                MLSYS_WL_HEAD_DIM),
                 256, 0, 0);
    /* Stable Diffusion 1.5: 401.6 GMACs per UNet evaluation = 803 GFLOP */
    assert_close(mlsys_wl_qty(find_ok(cat, MLSYS_CAT_WORKLOAD, "stable-diffusion-1.5"),
                              MLSYS_WL_FLOPS_PER_SAMPLE).v,
                 2 * 401.6e9, 1e-3, 0);
    /* every transformer entry has ffn, and vocab unless its sources give none
     * (mt-nlg-530b; gpt4 is an estimate with no disclosed vocabulary) */
    assert_int_equal(mlsys_catalog_list(cat, MLSYS_CAT_WORKLOAD, &recs, &n, &err), 0);
    size_t transformers = 0;
    for (size_t i = 0; i < n; i++) {
        const char *name = mlsys_record_name(recs[i]);
        if (!mlsys_record_has(recs[i], MLSYS_WL_HEADS) || !strcmp(name, "gpt4"))
            continue;
        transformers++;
        if (!mlsys_record_has(recs[i], MLSYS_WL_FFN))
            print_error("%s has no ffn\n", name);
        assert_true(mlsys_record_has(recs[i], MLSYS_WL_FFN));
        if (strcmp(name, "mt-nlg-530b"))
            assert_true(mlsys_record_has(recs[i], MLSYS_WL_VOCAB));
    }
    free(recs);
    /* bert-base/-large, gpt2, gpt2-xl, gpt3, mt-nlg-530b, gopher, chinchilla,
     * palm-540b, llama2-7b/13b/70b, llama3-8b/70b/405b, mixtral-8x7b,
     * switch-c, deepseek-v3, qwen2.5-7b/72b, qwen1.5-moe-a2.7b, mistral-7b, gemma2-9b/27b;
     * and since 2026-12-04 llama3.2-1b/3b, qwen2.5-14b/32b, qwen3-8b/32b, phi-4,
     * mistral-small-24b, gemma3-27b, mixtral-8x22b, qwen3-30b-a3b, qwen3-235b-a22b,
     * gpt-oss-20b/120b, llama4-scout; and since 2026-12-06 gpt-j-6b, falcon-180b,
     * qwen3-0.6b/1.7b/4b, llama4-maverick */
    assert_int_equal(transformers, 45);
    mlsys_catalog_close(cat);
}

/* The fields of node, efficiency, kind and devices, from
 * tests/data/catalog/calibrated; unset ones read as their defaults. */
static void test_node_efficiency_kind(void **state)
{
    (void)state;
    char dir[512];
    snprintf(dir, sizeof dir, "%s/catalog/calibrated", MLSYS_TESTDATA);
    const char *dirs[] = {dir};
    struct mlsys_catalog *cat = open_dirs(&mlsys_data_catalog, dirs, 1);
    int problems = 0;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_catalog_load(cat, false, count_problem, &problems, &err), 0);
    assert_int_equal(problems, 0);
    /* lab-node.yaml: node {devices: 4, scaleout: lab-ib}; efficiency 0.75 and
     * "85 %" = 0.85 */
    const struct mlsys_record *n = find_ok(cat, MLSYS_CAT_HARDWARE, "lab-node");
    assert_close(mlsys_hw_qty(n, MLSYS_HW_NODE_DEVICES).v, 4, 0, 0);
    assert_string_equal(mlsys_hw_text(n, MLSYS_HW_NODE_SCALEOUT), "lab-ib");
    assert_close(mlsys_hw_qty(n, MLSYS_HW_EFF_MATMUL).v, 0.75, 0, 0);
    assert_close(mlsys_hw_qty(n, MLSYS_HW_EFF_MEMORY).v, 0.85, 1e-15, 0);
    assert_string_equal(mlsys_hw_text(n, MLSYS_HW_EFF_SOURCE),
                        "test fixture: invented figures, not a measurement");
    assert_int_equal(mlsys_hw_kind(n), MLSYS_HW_KIND_DEVICE); /* no kind: device */
    assert_close(mlsys_hw_devices(n), 1, 0, 0);               /* no devices: 1 */
    assert_false(mlsys_record_has(n, MLSYS_HW_KIND));
    /* node.scaleout names a fabric of the catalog */
    const struct mlsys_record *f =
        find_ok(cat, MLSYS_CAT_FABRIC, mlsys_hw_text(n, MLSYS_HW_NODE_SCALEOUT));
    assert_close(mlsys_fabric_qty(f, MLSYS_FAB_EFFICIENCY).v, 0.9, 0, 0);
    assert_close(mlsys_fabric_qty(f, MLSYS_FAB_BANDWIDTH).v, 100e9 / 8, 1e-15, 0);
    /* lab-rack.yaml: kind system, devices 16 */
    const struct mlsys_record *r = find_ok(cat, MLSYS_CAT_HARDWARE, "lab-rack");
    assert_int_equal(mlsys_hw_kind(r), MLSYS_HW_KIND_SYSTEM);
    assert_close(mlsys_hw_devices(r), 16, 0, 0);
    assert_string_equal(mlsys_hw_text(r, MLSYS_HW_KIND), "system");
    assert_true(isnan(mlsys_hw_qty(r, MLSYS_HW_NODE_DEVICES).v));
    assert_null(mlsys_hw_text(r, MLSYS_HW_NODE_SCALEOUT));
    assert_true(isnan(mlsys_hw_qty(r, MLSYS_HW_EFF_MATMUL).v));
    assert_null(mlsys_hw_text(r, MLSYS_HW_EFF_SOURCE));
    /* the accessors given a record of another kind: the defaults */
    assert_int_equal(mlsys_hw_kind(f), MLSYS_HW_KIND_DEVICE);
    assert_close(mlsys_hw_devices(f), 1, 0, 0);
    assert_int_equal(mlsys_hw_kind(NULL), MLSYS_HW_KIND_DEVICE);
    assert_close(mlsys_hw_devices(NULL), 1, 0, 0);
    mlsys_catalog_close(cat);
}

static void test_names(void **state)
{
    (void)state;
    enum mlsys_precision p;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_precision_parse("bf16", &p, &err), 0);
    assert_int_equal(p, MLSYS_PREC_BF16);
    assert_string_equal(mlsys_precision_name(MLSYS_PREC_INT4), "int4");
    assert_close(mlsys_precision_bytes(MLSYS_PREC_FP4), 0.5, 0, 0);
    assert_close(mlsys_precision_bytes(MLSYS_PREC_TF32), 4, 0, 0);
    assert_int_equal(mlsys_precision_parse("fp17", &p, &err), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "unknown precision 'fp17'; did you mean 'fp16'?");
    assert_int_equal(mlsys_precision_parse("double", &p, &err), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "unknown precision 'double'; expected one of fp64, fp32, tf32, "
                                 "fp16, bf16, fp8, fp4, int8, int4, q8_0, q4_k_m, int4-g128, "
                                 "q4_0, q5_k_m, q6_k, awq, gptq");
    /* storage-only formats come after the nine rate precisions */
    assert_int_equal(MLSYS_NRATES, 9);
    assert_int_equal(MLSYS_NPREC, 17);
    assert_int_equal(mlsys_precision_parse("q4_k_m", &p, &err), 0);
    assert_int_equal(p, MLSYS_PREC_Q4_K_M);
    assert_int_equal(mlsys_precision_parse("int4-g128", &p, &err), 0);
    assert_int_equal(p, MLSYS_PREC_INT4_G128);
    assert_string_equal(mlsys_precision_name(MLSYS_PREC_Q8_0), "q8_0");
    assert_true(mlsys_precision_has_rate(MLSYS_PREC_INT4));
    assert_false(mlsys_precision_has_rate(MLSYS_PREC_Q8_0));
    /* ggml-common.h block_q8_0: an fp16 scale d and int8 qs[32] = 34 B per 32 */
    assert_close(mlsys_precision_bytes(MLSYS_PREC_Q8_0), 34.0 / 32, 0, 0);
    /* 4-bit weights, fp16 scale and fp16 zero per 128: (512 + 32) / 128 = 4.25 bits */
    assert_close(mlsys_precision_bytes(MLSYS_PREC_INT4_G128), 4.25 / 8, 0, 0);
    /* ggml-common.h block_q4_0: an fp16 scale and 16 bytes of 4-bit quants = 18 B
     * per 32 = 4.5 bits */
    assert_close(mlsys_precision_bytes(MLSYS_PREC_Q4_0) * 8, 4.5, 0, 0);
    /* block_q6_K: ql[128] + qh[64] + int8 scales[16] + fp16 d = 210 B per 256 */
    assert_close(mlsys_precision_bytes(MLSYS_PREC_Q6_K) * 8, 210.0 * 8 / 256, 0, 0);
    assert_close(mlsys_precision_bytes(MLSYS_PREC_Q6_K) * 8, 6.5625, 0, 0);
    /* AutoAWQ WQLinear_GEMM at group 128: int4 weights, an fp16 scale and a
     * 4-bit zero (qzeros packed eight per int32) per group of 128 inputs:
     * 4 + 16/128 + 4/128 = 4.15625 bits; AutoGPTQ's layout is the same */
    assert_close(mlsys_precision_bytes(MLSYS_PREC_AWQ) * 8, 4 + 16.0 / 128 + 4.0 / 128, 0, 0);
    assert_close(mlsys_precision_bytes(MLSYS_PREC_GPTQ), mlsys_precision_bytes(MLSYS_PREC_AWQ),
                 0, 0);
    assert_int_equal(mlsys_precision_parse("q5_k_m", &p, &err), 0);
    assert_int_equal(p, MLSYS_PREC_Q5_K_M);
    assert_int_equal(mlsys_precision_parse("gptq", &p, &err), 0);
    assert_int_equal(p, MLSYS_PREC_GPTQ);
    assert_false(mlsys_precision_has_rate(MLSYS_PREC_Q4_0));
    /* Llama-3-8B Q5_K_M: 5.33 GiB (llama.cpp quantize table) over 8.03e9
     * weights: 5.33 * 2^30 * 8 / 8.03e9 = 5.702 bits, stored as 5.7 */
    assert_close(mlsys_precision_bytes(MLSYS_PREC_Q5_K_M) * 8,
                 5.33 * 1073741824.0 * 8 / 8.03e9, 2e-3, 0);
    /* Llama-3-8B Q4_K_M: 4.58 GiB (llama.cpp quantize table) over 8.03e9 weights:
     * 4.58 * 2^30 * 8 / 8.03e9 = 4.899 bits, stored as 4.9 */
    assert_close(mlsys_precision_bytes(MLSYS_PREC_Q4_K_M) * 8,
                 4.58 * 1073741824.0 * 8 / 8.03e9, 2e-3, 0);
    /* the choice list names the precisions in enum order */
    const char *choices = MLSYS_PRECISION_CHOICES;
    for (int i = 0; i < MLSYS_NPREC; i++) {
        const char *name = mlsys_precision_name((enum mlsys_precision)i);
        size_t len = strlen(name);
        assert_memory_equal(choices, name, len);
        assert_true(choices[len] == (i + 1 < MLSYS_NPREC ? '|' : '\0'));
        choices += len + (i + 1 < MLSYS_NPREC);
        if (i + 1 == MLSYS_NRATES)
            assert_int_equal(choices - MLSYS_PRECISION_CHOICES,
                             strlen(MLSYS_RATE_PRECISION_CHOICES) + 1);
    }
    enum mlsys_catalog_kind k;
    assert_int_equal(mlsys_catalog_kind_parse("Workloads", &k, &err), 0);
    assert_int_equal(k, MLSYS_CAT_WORKLOAD);
    assert_int_equal(mlsys_catalog_kind_parse("grid", &k, &err), 0);
    assert_int_equal(k, MLSYS_CAT_GRID);
    assert_int_equal(mlsys_catalog_kind_parse("gpus", &k, &err), MLSYS_EUSAGE);
    assert_string_equal(mlsys_catalog_kind_dir(MLSYS_CAT_FABRIC), "fabrics");
    assert_string_equal(mlsys_catalog_kind_name(MLSYS_CAT_FABRIC), "fabric");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shipped_all_load),
        cmocka_unit_test(test_shipped_dimensions),
        cmocka_unit_test(test_lazy_lookup),
        cmocka_unit_test(test_not_found),
        cmocka_unit_test(test_hardware_facts),
        cmocka_unit_test(test_workload_facts),
        cmocka_unit_test(test_fabric_grid_facts),
        cmocka_unit_test(test_shipped_node_kind_dims),
        cmocka_unit_test(test_node_efficiency_kind),
        cmocka_unit_test(test_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
