/* test_record.c - validation of one catalog record against its schema:
 * each rule of data/README.md broken once, from text, with the message and
 * the line and column counted by hand in the text. */
#include <string.h>

#include "testutil.h"

#include "catalog/catalog_impl.h"
#include "mlsys/catalog.h"
#include "catalog/yamldoc.h"

/* A valid fabric file, then variants that break one rule each. */
#define FAB "name: f\ntitle: F\nbandwidth: 1 GB/s\nlatency: 1 us\nsource: s\n"
#define WL "name: w\ntitle: W\nfamily: decoder\nyear: 2020\nparameters: 1e9\nsource: s\n"
/* A valid hardware file of 10 lines: added fields start on line 11. */
#define HW                                                                                     \
    "name: h\ntitle: H\nvendor: V\nclass: edge\nyear: 2020\ncompute: {fp16: 1 TFLOP/s}\n"       \
    "memory: {capacity: 1 GB, bandwidth: 1 GB/s}\npower: {tdp: 1 W}\nlatency: {launch: 0 s}\n"   \
    "source: s\n"

struct rule {
    enum mlsys_catalog_kind kind;
    const char *file, *text;
    int line, col; /* 0: must be valid */
    const char *msg;
};

/* Positions counted in the text: line 3 of FAB is "bandwidth: ...", whose
 * value starts at column 12. */
static const struct rule rules[] = {
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml", FAB, 0, 0, NULL},
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml", FAB "latency.x: 1 s\n", 6, 1,
     /* "latency.x" is 2 edits from "latency", within 9 / 3 */
     "unknown key 'latency.x'; did you mean 'latency'? (allowed: name, aliases, title, "
     "bandwidth, latency, topology, oversubscription, energy_per_bit, efficiency, source, notes, "
     "ll_bandwidth, p2p_efficiency, mesh_peers)"},
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml", FAB "aliases: [f]\n", 6, 11,
     "alias 'f' repeats the name"},
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml", FAB "aliases: [g, g]\n", 6, 14,
     "duplicate alias 'g' (also at line 6)"},
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml", FAB "aliases: g\n", 6, 10,
     "aliases: expected a list of names such as [h100], not a scalar"},
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml", FAB "aliases: [G1]\n", 6, 11,
     "aliases: 'G1' is not a valid name (lowercase a-z, 0-9, '.' and '-', at most 64)"},
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml", FAB "topology: [a]\n", 6, 11,
     "topology: expected a single value, not a sequence"},
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml", FAB "topology:\n", 6, 10, "topology: missing value"},
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml", FAB "oversubscription: 0.5\n", 6, 19,
     "oversubscription: must be at least 1, got 0.5"},
    /* a quoted value: the unit is 4 characters after the opening quote + 1 */
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml",
     "name: f\ntitle: F\nbandwidth: \"1 GBps\"\nlatency: 1 us\nsource: s\n", 3, 15,
     "bandwidth: unknown unit 'GBps'; did you mean 'GB/s'?"},
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml",
     "name: f\ntitle: F\nbandwidth: -1 GB/s\nlatency: 1 us\nsource: s\n", 3, 12,
     "bandwidth: must be greater than zero, got '-1 GB/s'"},
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml",
     "name: f\ntitle: F\nbandwidth: 1 GB/s\nlatency: 0 s\nsource: s\n", 0, 0, NULL},
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml",
     "name: F\ntitle: F\nbandwidth: 1 GB/s\nlatency: 1 us\nsource: s\n", 1, 7,
     "name 'F' is not a valid name (lowercase a-z, 0-9, '.' and '-', at most 64)"},
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml", "- a\n", 1, 1,
     "expected a mapping of fields (name, title, ...), not a sequence"},
    /* fabric efficiency: a fraction in (0, 1]; "efficiency: " is 12 characters */
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml", FAB "efficiency: 0.8\n", 0, 0, NULL},
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml", FAB "efficiency: 1\n", 0, 0, NULL},
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml", FAB "efficiency: 1.2\n", 6, 13,
     "efficiency: expected a fraction greater than 0 and at most 1, got 1.2"},
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml", FAB "efficiency: 0\n", 6, 13,
     "efficiency: expected a fraction greater than 0 and at most 1, got 0"},
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml", FAB "efficiency: 80 %\n", 0, 0, NULL}, /* 0.8 */
    /* a point-to-point share, the same kind of fraction; "p2p_efficiency: " is 16 */
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml", FAB "p2p_efficiency: 0.8\n", 0, 0, NULL},
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml", FAB "p2p_efficiency: 1.5\n", 6, 17,
     "p2p_efficiency: expected a fraction greater than 0 and at most 1, got 1.5"},
    /* a mesh's peers: a count of at least 1; "mesh_peers: " is 12 */
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml", FAB "mesh_peers: 7\n", 0, 0, NULL},
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml", FAB "mesh_peers: 0.5\n", 6, 13,
     "mesh_peers: must be at least 1, got 0.5"},
    {MLSYS_CAT_FABRIC, "fabrics/f.yaml", FAB "efficiency: 120 %\n", 6, 13,
     "efficiency: expected a fraction greater than 0 and at most 1, got 1.2"},
    /* hardware kind, devices, node and efficiency */
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml", HW "kind: system\ndevices: 72\n", 0, 0, NULL},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml", HW "kind: device\n", 0, 0, NULL},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml", HW "kind: rack\n", 11, 7,
     "kind: unknown value 'rack'; expected one of device, system"},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml", HW "kind: sytem\n", 11, 7,
     "kind: unknown value 'sytem'; did you mean 'system'? (one of device, system)"},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml", HW "devices: 0\n", 11, 10,
     "devices: must be greater than zero, got 0"},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml", HW "devices: 1.5\n", 11, 10,
     "devices: expected a whole number, got 1.5"},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml", HW "node: {devices: 8, scaleout: ib-hdr}\n", 0, 0,
     NULL},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml", HW "node: {devices: 72}\n", 0, 0, NULL},
    /* "node: {devices: " is 16 characters */
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml", HW "node: {devices: 0}\n", 11, 17,
     "node.devices: must be greater than zero, got 0"},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml", HW "node: {devices: 8, fabric: ib-hdr}\n", 11, 20,
     "unknown key 'fabric' in 'node' (allowed: devices, scaleout, scaleup)"},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml",
     HW "efficiency: {matmul: 0.7, memory: 0.9, source: measured}\n", 0, 0, NULL},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml", HW "efficiency: {memory: 1, source: measured}\n",
     0, 0, NULL},
    /* the block's mapping opens at column 13 */
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml", HW "efficiency: {matmul: 0.7}\n", 11, 13,
     "missing required field 'efficiency.source'"},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml", HW "efficiency: {source: measured}\n", 11, 13,
     "efficiency: give at least one of matmul, memory, fused_mla_layer, fused_host_seq"},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml",
     HW "efficiency: {fused_mla_layer: 340 us, source: measured}\n", 0, 0, NULL},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml",
     HW "efficiency: {fused_host_seq: 29.4 us, source: measured}\n", 0, 0, NULL},
    /* "efficiency: {fused_host_seq: " is 29 characters */
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml",
     HW "efficiency: {fused_host_seq: 3 W, source: x}\n", 11, 30,
     "efficiency.fused_host_seq: expected a quantity in s, got one in W"},
    /* "efficiency: {fused_mla_layer: " is 30 characters */
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml",
     HW "efficiency: {fused_mla_layer: 2 GB, source: x}\n", 11, 31,
     "efficiency.fused_mla_layer: expected a quantity in s, got one in B"},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml",
     HW "efficiency: {fused_mla_layer: -5 us, source: x}\n", 11, 31,
     "efficiency.fused_mla_layer: must be zero or more, got '-5 us'"},
    /* "efficiency: {matmul: " is 21 characters */
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml", HW "efficiency: {matmul: 1.5, source: x}\n", 11, 22,
     "efficiency.matmul: expected a fraction greater than 0 and at most 1, got 1.5"},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml",
     HW "efficiency:\n  memory: -0.1\n  source: x\n", 12, 11,
     "efficiency.memory: expected a fraction greater than 0 and at most 1, got -0.1"},
    /* a rate per compute unit without the units; "efficiency: {memory: 0.8, " is 26
       characters and "kquant_unit_stream: " 20 more */
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml",
     HW "efficiency: {memory: 0.8, kquant_unit_stream: 6 GB/s, source: x}\n", 11, 47,
     "efficiency.kquant_unit_stream is a rate per compute unit: give compute.units too"},
    /* "efficiency: {matmul: 0.5, " is 26 characters */
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml", HW "efficiency: {matmul: 0.5, sourse: x}\n", 11, 27,
     "unknown key 'sourse' in 'efficiency'; did you mean 'source'? (allowed: matmul, memory, "
     "source, attention, attention_backward, attention_source, kquant_unit_stream, "
     "attention_fa2, attention_fa2_backward, matmul_mma_sync, fused_mla_layer, "
     "fused_host_seq)"},
    /* a second kernel's attention figure without the best one, and above it;
       "efficiency: {matmul: 0.5, " is 26 characters, "attention_fa2: " 15 more (the
       value at 42), and with "attention: 0.6, " (16) before it at 58 */
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml",
     HW "efficiency: {matmul: 0.5, attention_fa2: 0.3, source: x}\n", 11, 42,
     "efficiency.attention_fa2 is a second kernel's figure: give efficiency.attention, the "
     "device's best, too"},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml",
     HW "efficiency: {matmul: 0.5, attention: 0.6, attention_fa2: 0.7, source: x}\n", 11, 58,
     "efficiency.attention_fa2 (0.7) exceeds efficiency.attention (0.6): the fastest kernel's "
     "figure belongs in efficiency.attention"},
    /* the same for the GEMMs of an older instruction (mma.sync on Hopper):
       "efficiency: {memory: 0.5, " is 26 characters, "matmul_mma_sync: " 17 more */
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml",
     HW "efficiency: {memory: 0.5, matmul_mma_sync: 0.3, source: x}\n", 11, 44,
     "efficiency.matmul_mma_sync is a second kernel's figure: give efficiency.matmul, the "
     "device's best, too"},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml",
     HW "efficiency: {matmul: 0.5, matmul_mma_sync: 0.6, source: x}\n", 11, 44,
     "efficiency.matmul_mma_sync (0.6) exceeds efficiency.matmul (0.5): the fastest kernel's "
     "figure belongs in efficiency.matmul"},
    {MLSYS_CAT_WORKLOAD, "workloads/w.yaml", WL, 0, 0, NULL},
    {MLSYS_CAT_WORKLOAD, "workloads/w.yaml",
     "name: w\ntitle: W\nfamily: decodr\nyear: 2020\nparameters: 1e9\nsource: s\n", 3, 9,
     "family: unknown value 'decodr'; did you mean 'decoder'? (one of decoder, encoder, moe, "
     "cnn, mlp, ssm, diffusion, recsys)"},
    {MLSYS_CAT_WORKLOAD, "workloads/w.yaml",
     "name: w\ntitle: W\nfamily: decoder\nyear: 1800\nparameters: 1e9\nsource: s\n", 4, 7,
     "year: expected a year from 1940 to 2100, got 1800"},
    {MLSYS_CAT_WORKLOAD, "workloads/w.yaml", WL "layers: 2.5\n", 7, 9,
     "layers: expected a whole number, got 2.5"},
    {MLSYS_CAT_WORKLOAD, "workloads/w.yaml", WL "heads: 8\nkv_heads: 16\n", 8, 11,
     "kv_heads (16) exceeds heads (8)"},
    /* grouped-query attention: 64 heads in groups over 8 KV heads load, 7 do
     * not (64 / 7 = 9.14); "kv_heads: " is 10 characters, line 8 */
    {MLSYS_CAT_WORKLOAD, "workloads/w.yaml", WL "heads: 64\nkv_heads: 8\n", 0, 0, NULL},
    {MLSYS_CAT_WORKLOAD, "workloads/w.yaml", WL "heads: 64\nkv_heads: 7\n", 8, 11,
     "kv_heads (7) does not divide heads (64): each key/value head serves an equal group of "
     "query heads; give a divisor of heads"},
    {MLSYS_CAT_WORKLOAD, "workloads/w.yaml",
     "name: w\ntitle: W\nfamily: moe\nyear: 2020\nparameters: 1e9\nsource: s\n", 1, 1,
     "missing required field 'active_parameters' (family moe)"},
    {MLSYS_CAT_WORKLOAD, "workloads/w.yaml",
     "name: w\ntitle: W\nfamily: cnn\nyear: 2020\nsource: s\n", 1, 1,
     "missing required field 'parameters' (or 'model_bytes')"},
    {MLSYS_CAT_WORKLOAD, "workloads/w.yaml",
     "name: w\ntitle: W\nfamily: cnn\nyear: 2020\nmodel_bytes: 1 GB\nsource: s\n", 0, 0, NULL},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml",
     "name: h\ntitle: H\nvendor: V\nclass: edge\nyear: 2020\ncompute: {}\nmemory:\n"
     "  capacity: 1 GB\n  bandwidth: 1 GB/s\npower: {tdp: 1 W}\nlatency: {launch: 0 s}\n"
     "source: s\n",
     6, 10,
     "compute: give at least one of fp64, fp32, tf32, fp16, bf16, fp8, fp4, int8, int4, units, "
     "clock, fp16_acc16"},
    /* compute.clock, a frequency: "compute: {fp16: 1 TFLOP/s, clock: " is 34 characters */
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml",
     "name: h\ntitle: H\nvendor: V\nclass: edge\nyear: 2020\n"
     "compute: {fp16: 1 TFLOP/s, clock: 1.41 GHz}\n"
     "memory: {capacity: 1 GB, bandwidth: 1 GB/s}\npower: {tdp: 1 W}\nlatency: {launch: 0 s}\n"
     "source: s\n",
     0, 0, NULL},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml",
     "name: h\ntitle: H\nvendor: V\nclass: edge\nyear: 2020\n"
     "compute: {fp16: 1 TFLOP/s, clock: 1.41 GB}\n"
     "memory: {capacity: 1 GB, bandwidth: 1 GB/s}\npower: {tdp: 1 W}\nlatency: {launch: 0 s}\n"
     "source: s\n",
     6, 35, "compute.clock: expected a quantity in Hz, got one in B"},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml",
     "name: h\ntitle: H\nvendor: V\nclass: edge\nyear: 2020\n"
     "compute: {fp16: 1 TFLOP/s, clock: 0 GHz}\n"
     "memory: {capacity: 1 GB, bandwidth: 1 GB/s}\npower: {tdp: 1 W}\nlatency: {launch: 0 s}\n"
     "source: s\n",
     6, 35, "compute.clock: must be greater than zero, got '0 GHz'"},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml",
     "name: h\ntitle: H\nvendor: V\nclass: edge\nyear: 2020\ncompute: {fp16: 1 TFLOP/s}\n"
     "memory: {capacity: 1 GB, bandwidth: 1 GB/s}\npower: {tdp: 1 W}\nlatency: {launch: 0 s}\n"
     "interconnect: {host: {name: PCIe}}\nsource: s\n",
     /* "interconnect: {host: {": the inner mapping opens at column 22 */
     10, 22, "missing required field 'interconnect.host.bandwidth'"},
    {MLSYS_CAT_HARDWARE, "hardware/h.yaml",
     "name: h\ntitle: H\nvendor: V\nclass: edge\nyear: 2020\ncompute: {fp16: 1 TFLOP/s}\n"
     "memory: 1 GB\npower: {tdp: 1 W}\nlatency: {launch: 0 s}\nsource: s\n",
     7, 9, "memory: expected a mapping of fields, not a scalar"},
};

static void test_rules(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++) {
        const struct rule *t = &rules[i];
        struct mlsys_ydoc *doc;
        struct mlsys_record *r = NULL;
        struct mlsys_err err;
        mlsys_err_clear(&err);
        int rc = mlsys_ydoc_parse(t->text, strlen(t->text), t->file, &doc, &err);
        if (!rc)
            rc = mlsys_record_parse(doc, t->kind, false, &r, &err);
        if ((rc != 0) != (t->line != 0) || (t->msg && strcmp(err.msg, t->msg)))
            print_error("rule %zu: rc %d: %d:%d: %s\n", i, rc, err.line, err.col, err.msg);
        if (!t->line) {
            assert_int_equal(rc, 0);
            mlsys_record_free(r);
            continue;
        }
        assert_int_equal(rc, MLSYS_EFILE);
        assert_null(r);
        assert_string_equal(err.file, t->file);
        assert_string_equal(err.msg, t->msg);
        assert_int_equal(err.line, t->line);
        assert_int_equal(err.col, t->col);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rules),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
