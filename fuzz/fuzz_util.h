/* fuzz_util.h - helpers shared by the libFuzzer harnesses in fuzz/.
 *
 * Harnesses that take a command line read the fuzz input as NUL-separated
 * words ("iron-law\0--hw\0h100\0"); fuzz/seed.sh writes seeds that way.
 */
#ifndef MLSYS_FUZZ_UTIL_H
#define MLSYS_FUZZ_UTIL_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define FUZZ_MAX_WORDS 48

/* Words of one input: argv[0] is "mlsys", then at most FUZZ_MAX_WORDS - 2
 * words of the input, then NULL. `text` owns their bytes. */
struct fuzz_argv {
    char *text;
    char *argv[FUZZ_MAX_WORDS];
    int argc;
};

/* Split data[0..size) at NUL bytes into fa (a trailing empty word is
 * dropped). Returns 0, or -1 when out of memory. Free with fuzz_argv_free. */
static inline int fuzz_argv_split(const uint8_t *data, size_t size, struct fuzz_argv *fa)
{
    static char prog[] = "mlsys";
    fa->text = malloc(size + 1);
    if (!fa->text)
        return -1;
    memcpy(fa->text, data, size);
    fa->text[size] = '\0';
    fa->argc = 0;
    fa->argv[fa->argc++] = prog;
    size_t i = 0;
    while (i < size && fa->argc < FUZZ_MAX_WORDS - 1) {
        fa->argv[fa->argc++] = fa->text + i;
        i += strlen(fa->text + i) + 1;
    }
    fa->argv[fa->argc] = NULL;
    return 0;
}

static inline void fuzz_argv_free(struct fuzz_argv *fa)
{
    free(fa->text);
    fa->text = NULL;
}

/* A NUL-terminated copy of data[0..size), or NULL when out of memory. */
static inline char *fuzz_cstr(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (s) {
        memcpy(s, data, size);
        s[size] = '\0';
    }
    return s;
}

#endif
