/* version.c - the library's run-time version (mlsys/version.h). */
#include "mlsys/version.h"

/* MLSYS_VERSION as this library was compiled. */
const char *mlsys_version(void)
{
    return MLSYS_VERSION;
}
