/* export.h - MLSYS_API, the mark of everything libmlsys exports.
 *
 * The library is compiled with hidden visibility by default, so a function
 * or object is part of the shared library's interface only when its
 * declaration in a public header carries MLSYS_API. With GCC and Clang it
 * is __attribute__((visibility("default"))); with other compilers it is
 * empty (every external symbol is then exported, as the toolchain does by
 * default). tests/symbols.sh checks that the shared library exports
 * exactly what the public headers declare (docs/api.md).
 */
#ifndef MLSYS_EXPORT_H
#define MLSYS_EXPORT_H

#if defined(__GNUC__) && __GNUC__ >= 4
#define MLSYS_API __attribute__((visibility("default")))
#else
#define MLSYS_API
#endif

#endif
