/* mlsys.h - the public C API of mlsys, in one include.
 *
 * An embedding program links libmlsys (pkg-config --cflags --libs mlsys)
 * and gets the quantity core (units, errors), the catalog of hardware,
 * workloads, fabrics and grids (with the shipped entries built in), the
 * set-up layer that turns catalog records and overrides into model inputs,
 * the analytical models, and the result table. Everything exported is
 * prefixed mlsys_; doubles are in base SI units named by unit.
 *
 *   mlsys_init();
 *   mlsys_catalog_open(&mlsys_data_catalog, NULL, 0, &cat, &err);
 *   mlsys_catalog_find(cat, MLSYS_CAT_HARDWARE, "h100", &req.hw, &err);
 *   mlsys_setup_time(&req, &step, &out, &err);   // out.t_s: the iron law
 *
 * examples/iron_law.c is a whole program. docs/api.md says what the API
 * promises: versions, fixed enum values, thread safety, linking.
 */
#ifndef MLSYS_MLSYS_H
#define MLSYS_MLSYS_H

#include "mlsys/catalog.h"
#include "mlsys/checkpoint.h"
#include "mlsys/cluster.h"
#include "mlsys/comm.h"
#include "mlsys/compress.h"
#include "mlsys/degradation.h"
#include "mlsys/energy.h"
#include "mlsys/err.h"
#include "mlsys/export.h"
#include "mlsys/gemm.h"
#include "mlsys/infer.h"
#include "mlsys/init.h"
#include "mlsys/ironlaw.h"
#include "mlsys/layout.h"
#include "mlsys/loggp.h"
#include "mlsys/memory.h"
#include "mlsys/parallel.h"
#include "mlsys/plan.h"
#include "mlsys/qty.h"
#include "mlsys/reliability.h"
#include "mlsys/run.h"
#include "mlsys/serving.h"
#include "mlsys/setup.h"
#include "mlsys/table.h"
#include "mlsys/train.h"
#include "mlsys/units.h"
#include "mlsys/version.h"
#include "mlsys/workload.h"

#endif
