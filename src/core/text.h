/* text.h - small text utilities shared by every layer: closest-name
 * suggestions, case-insensitive compare, UTF-8 validation, growing buffers.
 */
#ifndef MLSYS_TEXT_H
#define MLSYS_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdarg.h>
#include <stdio.h>

#include "mlsys/err.h"

/* Case-insensitive ASCII string equality. */
bool mlsys_text_ieq(const char *a, const char *b);

/* Read a boolean word, ASCII-case-insensitively: true/yes is true,
 * false/no is false. False when s is none of them (*out untouched). */
bool mlsys_text_bool(const char *s, bool *out);

/* Edit distance between a and b, ASCII-case-insensitive: insertions,
 * deletions, substitutions and swaps of two adjacent characters count one
 * each (the optimal string alignment distance, Levenshtein plus adjacent
 * transpositions), capped at `cap` (returns cap when the distance is at
 * least cap). */
int mlsys_text_distance(const char *a, const char *b, int cap);

/* The candidate closest to word: a case-insensitive exact match first,
 * else the smallest edit distance if it is at most max(1, strlen(word)/3)
 * and less than strlen(word) (a one-letter word has no close candidate
 * but itself in another case)
 * (ties: the first starting with word's first character, same case, else
 * the earlier candidate). NULL when nothing is close. */
const char *mlsys_text_suggest(const char *word, const char *const *cands, size_t n);

/* a followed by b into buf (n bytes, n > 0), cut to fit and
 * NUL-terminated exactly as snprintf(buf, n, "%s%s", a, b) would be;
 * returns strlen(a) + strlen(b), what snprintf would return. For hot
 * paths, where snprintf's format parsing is most of the cost. */
size_t mlsys_text_cat(char *buf, size_t n, const char *a, const char *b);

/* Write words[0..n) joined with ", " into buf (size bytes, cut to fit,
 * always NUL-terminated): the list of choices in an error message. */
void mlsys_text_join(const char *const *words, size_t n, char *buf, size_t size);

/* Up to k candidates ordered by distance (closest first, ties in table
 * order), only those within max(2, strlen(word)/2). Returns how many were
 * written into out. */
size_t mlsys_text_suggest_k(const char *word, const char *const *cands, size_t n,
                            const char **out, size_t k);

/* The file name of path without its directories and without the first of
 * the NULL-terminated extensions exts (".yaml") it ends with, into buf (n
 * bytes, cut to fit, always NUL-terminated). */
void mlsys_text_file_stem(const char *path, const char *const *exts, char *buf, size_t n);

/* The library names the model inputs a text is about by identifier, in
 * braces ("give {vocab}", "(default; {seq})"), never by the spelling of an
 * option: each way into mlsys (a command's options, a scenario's inputs)
 * says it in its own words. A clause in double brackets is advice that
 * only holds where every input it names has a word: "[[; {seq}]]" is
 * kept (brackets dropped) or dropped whole, "[[no {ffn}|none given]]"
 * falls back to the text after the bar. Write in into out (n bytes, cut
 * to fit, always NUL-terminated) with each {id} (id: [a-z0-9-]+) replaced
 * by name(self, id), or, where name returns NULL, by the identifier
 * itself (in single quotes with quote); returns how many identifiers
 * outside clauses name did not know (0: all said). */
size_t mlsys_text_inputs(const char *in, const char *(*name)(void *self, const char *id),
                         void *self, bool quote, char *out, size_t n);

/* The longest word (NUL included) a name callback of mlsys_text_inputs may
 * return to mlsys_text_inputs_dup. */
#define MLSYS_TEXT_WORD_MAX 72

/* mlsys_text_inputs (quote false) into a new malloc'd string with room
 * for every word (each shorter than MLSYS_TEXT_WORD_MAX); *unknown is what
 * mlsys_text_inputs returns. NULL when out of memory. Free with free. */
char *mlsys_text_inputs_dup(const char *in, const char *(*name)(void *self, const char *id),
                            void *self, size_t *unknown);

/* err's message and context by mlsys_text_inputs, in place: in the message
 * an unknown input keeps its identifier, quoted. Returns how many inputs
 * the context names that name did not know. */
size_t mlsys_text_inputs_err(struct mlsys_err *err,
                             const char *(*name)(void *self, const char *id), void *self);

/* Room for one more element in array p of elements elem bytes each, n of
 * them in use in *cap allocated: p itself while n < *cap, else p grown
 * to twice *cap (`first` when empty), with *cap updated. NULL when out of
 * memory or the size would overflow (p and *cap then unchanged: the
 * caller still owns p). */
void *mlsys_grow(void *p, size_t n, size_t *cap, size_t elem, size_t first);

/* Offset (0-based) of the first byte of s that is not valid UTF-8, or -1
 * when s is valid. */
long mlsys_text_bad_utf8(const char *s);

/* Open path for reading as fopen(path, "rb") does, except that a FIFO
 * with no writer reads as empty at once instead of blocking the open (a
 * stray named pipe in a catalog directory cannot hang a run; a pipe that
 * has a writer, such as bash's <(...), reads as usual). NULL with errno set
 * when path cannot be opened. Close with fclose. */
FILE *mlsys_fopen_read(const char *path);

/* A growing byte buffer; always NUL-terminated after any append. */
struct mlsys_buf {
    char *p;
    size_t len, cap;
};

/* Append n bytes / a string / printf output. Return 0 or MLSYS_ENOMEM. */
int mlsys_buf_add(struct mlsys_buf *b, const char *s, size_t n);
int mlsys_buf_puts(struct mlsys_buf *b, const char *s);
int mlsys_buf_printf(struct mlsys_buf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* The same with a va_list (the caller's, consumed). */
int mlsys_buf_vprintf(struct mlsys_buf *b, const char *fmt, va_list ap)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 0)))
#endif
    ;
void mlsys_buf_free(struct mlsys_buf *b);

/* Append what is left of f (at its start) to *out, at most max_bytes in
 * all, reading it once so that f may be a pipe; a regular file that is
 * larger fails before a byte is read. Errors at `name` (line 0):
 * MLSYS_EFILE "file is larger than N bytes" or "cannot read: <reason>",
 * MLSYS_ENOMEM. *out holds what was read either way (mlsys_buf_free). */
int mlsys_read_all(FILE *f, const char *name, size_t max_bytes, struct mlsys_buf *out,
                   struct mlsys_err *err);

#endif
