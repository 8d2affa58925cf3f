/* version.h - the version of mlsys: of the headers a program was compiled
 * with (the macros) and of the library it runs with (mlsys_version).
 *
 * The numbers below are the one place the version is written: CMake reads
 * them for the project version, the shared library's name and mlsys.pc.
 * What each part promises is in docs/api.md: MAJOR changes when a program
 * built against an older release may no longer build or run unchanged,
 * MINOR when something is added, PATCH for fixes only.
 *
 * Thread safety: everything here is a constant; safe from any thread.
 */
#ifndef MLSYS_VERSION_H
#define MLSYS_VERSION_H

#include "mlsys/export.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MLSYS_VERSION_MAJOR 0
#define MLSYS_VERSION_MINOR 1
#define MLSYS_VERSION_PATCH 0

#define MLSYS_VERSION_STR_(x) #x
#define MLSYS_VERSION_STR(x) MLSYS_VERSION_STR_(x)

/* "MAJOR.MINOR.PATCH", e.g. "0.1.0". */
#define MLSYS_VERSION                                                                      \
    MLSYS_VERSION_STR(MLSYS_VERSION_MAJOR)                                                 \
    "." MLSYS_VERSION_STR(MLSYS_VERSION_MINOR) "." MLSYS_VERSION_STR(MLSYS_VERSION_PATCH)

/* One number, 0xMMmmpp (8 bits each part), that grows with every release:
 * 0.1.0 is 0x000100. For compile-time tests such as
 * #if MLSYS_VERSION_NUM >= 0x000200. */
#define MLSYS_VERSION_NUM                                                                  \
    ((MLSYS_VERSION_MAJOR << 16) | (MLSYS_VERSION_MINOR << 8) | MLSYS_VERSION_PATCH)

/* The version of the library linked at run time, as MLSYS_VERSION: it may
 * differ from the headers' when a shared library was upgraded. Static
 * string. */
MLSYS_API const char *mlsys_version(void);

#ifdef __cplusplus
}
#endif

#endif
