/* iron_law.c - one decode step of Llama 3.1 70B on an H100 through the
 * public API: the catalog's records, the set-up layer, the iron law. */
#include <stdio.h>

#include "mlsys/mlsys.h"

int main(void)
{
    struct mlsys_catalog *cat = NULL;
    struct mlsys_step_req req;
    struct mlsys_step step;
    struct mlsys_ironlaw_out out;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    mlsys_init();
    mlsys_step_req_init(&req); /* batch 1, S = 2048, bf16, eta_hw = 1 */
    int rc = mlsys_catalog_open(&mlsys_data_catalog, NULL, 0, &cat, &err);
    if (!rc)
        rc = mlsys_catalog_find(cat, MLSYS_CAT_HARDWARE, "h100", &req.base.hw, &err);
    if (!rc)
        rc = mlsys_catalog_find(cat, MLSYS_CAT_WORKLOAD, "llama70b", &req.base.wl, &err);
    if (!rc)
        rc = mlsys_setup_time(&req, &step, &out, &err);
    if (!rc)
        printf("T = %.4g ms (%s-bound): D_vol %.4g GB, O %.4g GFLOP\n", out.t_s * 1e3,
               mlsys_bound_name(out.bound), step.il.dvol_B / 1e9, step.il.ops_FLOP / 1e9);
    else
        fprintf(stderr, "iron_law: %s\n", err.msg);
    mlsys_catalog_close(cat);
    return rc ? 1 : 0;
}
