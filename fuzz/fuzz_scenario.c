/* fuzz_scenario.c - libFuzzer target: the scenario loader (scenario.h),
 * and evaluation and expectation checks of what it accepts.
 *
 * The input is one scenario file. It is parsed with mlsys_scenario_parse
 * against the shipped catalog, named after its own `name:` so the
 * file-stem rule does not hide the rest of the validation. A scenario that
 * loads is evaluated (it runs the commands it names) and every
 * expectation checked. Errors must carry a message; a failed expectation
 * is a result, not a finding.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_util.h"
#include "mlsys/catalog.h"
#include "run/command.h"
#include "numerics/numerics.h"
#include "scenario/scenario.h"
#include "catalog/yamldoc.h"

static struct mlsys_catalog *catalog;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    mlsys_numerics_init();
    if (mlsys_catalog_open(&mlsys_data_catalog, NULL, 0, &catalog, &err))
        abort();
    return 0;
}

/* "scenarios/NAME.yaml" with the document's own name, else "fuzz.yaml". */
static void file_name(const uint8_t *data, size_t size, char *file, size_t n)
{
    struct mlsys_ydoc *doc = NULL;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    snprintf(file, n, "scenarios/fuzz.yaml");
    if (mlsys_ydoc_parse((const char *)data, size, "x", &doc, &err))
        return;
    const struct mlsys_ynode *nm = mlsys_ynode_get(mlsys_ydoc_root(doc), "name");
    if (nm && nm->kind == MLSYS_Y_SCALAR && nm->len > 0 && nm->len < 64 && !strchr(nm->s, '/'))
        snprintf(file, n, "scenarios/%s.yaml", nm->s);
    mlsys_ydoc_free(doc);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char file[96];
    file_name(data, size, file, sizeof file);
    struct mlsys_scenario *sc = NULL;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    struct mlsys_ctx ctx = {.catalog = catalog, .commands = mlsys_commands};
    int rc = mlsys_scenario_parse((const char *)data, size, file, &ctx, &sc, &err);
    if (rc) {
        if (sc || !err.msg[0])
            abort();
        return 0;
    }
    (void)mlsys_scenario_name(sc);
    (void)mlsys_scenario_title(sc);
    (void)mlsys_scenario_notes(sc);
    struct mlsys_sc_results res;
    memset(&res, 0, sizeof res);
    mlsys_err_clear(&err);
    rc = mlsys_scenario_eval(sc, &ctx, &res, &err);
    if (rc && !err.msg[0])
        abort();
    if (!rc) {
        for (size_t i = 0; i < mlsys_scenario_nexpect(sc); i++) {
            struct mlsys_sc_check ck;
            mlsys_scenario_check(sc, i, &res, &ck);
            if (!memchr(ck.expected, 0, sizeof ck.expected) ||
                !memchr(ck.detail, 0, sizeof ck.detail))
                abort();
        }
    }
    mlsys_sc_results_free(&res);
    mlsys_scenario_free(sc);
    return 0;
}
