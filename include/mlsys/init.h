/* init.h - the one process-wide set-up of the library.
 */
#ifndef MLSYS_INIT_H
#define MLSYS_INIT_H

#include "mlsys/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Call once before using the models: numerical failures inside the
 * library (GSL) then come back as MLSYS_ENUMERIC instead of aborting the
 * process. Calling it again does no harm.
 * Not thread-safe: it installs a process-wide GSL error handler (switched
 * off), which affects every other user of GSL in the process. Call it from
 * the main thread before starting threads that use mlsys. */
MLSYS_API void mlsys_init(void);

#ifdef __cplusplus
}
#endif

#endif
