/* text.c - closest-name suggestions, case-insensitive compare, UTF-8
 * validation and growing buffers (text.h). ASCII-only case folding: no
 * locale is consulted anywhere.
 */
#include "core/text.h"

#include "mlsys/err.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ASCII lower case of c; every other byte unchanged. */
static int lower(int c)
{
    return (c >= 'A' && c <= 'Z') ? c - 'A' + 'a' : c;
}

bool mlsys_text_ieq(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (lower((unsigned char)*a) != lower((unsigned char)*b))
            return false;
    return *a == *b;
}

bool mlsys_text_bool(const char *s, bool *out)
{
    bool t = mlsys_text_ieq(s, "true") || mlsys_text_ieq(s, "yes");
    if (!t && !mlsys_text_ieq(s, "false") && !mlsys_text_ieq(s, "no"))
        return false;
    *out = t;
    return true;
}

/* Rows of the edit-distance table fit here for words up to this length;
 * longer words take one heap allocation. */
#define ROW_STACK 64

/* Edit distance of a (length la) and b (length lb <= la), case folded:
 * insertions, deletions, substitutions and swaps of two adjacent
 * characters ("bacth" -> "batch") count one each, no substring edited
 * twice (the optimal string alignment distance). Uses the rows r[0..2] of
 * lb + 1 entries each: the row before last, the last and the current.
 * Returns cap as soon as a row and the one before it can no longer lead
 * below cap (a swap reaches back two rows). */
static int edit_distance(const char *a, size_t la, const char *b, size_t lb, int cap, int *r[3])
{
    int *pp = r[0], *prev = r[1], *cur = r[2];
    int prevmin = 0;
    for (size_t j = 0; j <= lb; j++)
        prev[j] = (int)j;
    for (size_t i = 1; i <= la; i++) {
        int ca = lower((unsigned char)a[i - 1]);
        int rowmin = cur[0] = (int)i;
        for (size_t j = 1; j <= lb; j++) {
            int cb = lower((unsigned char)b[j - 1]);
            int sub = prev[j - 1] + (ca != cb);
            int del = prev[j] + 1, ins = cur[j - 1] + 1;
            int d = sub < del ? sub : del;
            d = d < ins ? d : ins;
            if (i > 1 && j > 1 && ca == lower((unsigned char)b[j - 2]) &&
                lower((unsigned char)a[i - 2]) == cb && pp[j - 2] + 1 < d)
                d = pp[j - 2] + 1;
            cur[j] = d;
            if (cur[j] < rowmin)
                rowmin = cur[j];
        }
        if (rowmin >= cap && prevmin + 1 >= cap)
            return cap;
        prevmin = rowmin;
        int *t = pp;
        pp = prev;
        prev = cur;
        cur = t;
    }
    return prev[lb] < cap ? prev[lb] : cap;
}

/* Contract in text.h. When the rows for a very long word cannot be
 * allocated, the words count as far apart (cap). */
int mlsys_text_distance(const char *a, const char *b, int cap)
{
    if (cap <= 0)
        return cap;
    size_t la = strlen(a), lb = strlen(b);
    if (la < lb) {
        const char *t = a;
        a = b;
        b = t;
        size_t tl = la;
        la = lb;
        lb = tl;
    }
    if (la - lb >= (size_t)cap)
        return cap;
    int stack[3][ROW_STACK + 1];
    if (lb <= ROW_STACK)
        return edit_distance(a, la, b, lb, cap, (int *[3]){stack[0], stack[1], stack[2]});
    int *rows = malloc(3 * (lb + 1) * sizeof *rows);
    if (!rows)
        return cap;
    int d = edit_distance(a, la, b, lb, cap, (int *[3]){rows, rows + lb + 1, rows + 2 * (lb + 1)});
    free(rows);
    return d;
}

/* Contract in text.h: a case-insensitive match first, then the closest
 * within max(1, strlen(word) / 3) edits and fewer than strlen(word); of
 * equally close ones, the first
 * that starts with the word's first character (case-sensitive), else the
 * earliest. */
const char *mlsys_text_suggest(const char *word, const char *const *cands, size_t n)
{
    if (!word)
        return NULL;
    for (size_t i = 0; i < n; i++)
        if (cands[i] && mlsys_text_ieq(word, cands[i]))
            return cands[i];
    int len = (int)strlen(word), limit = len / 3;
    if (limit < 1)
        limit = 1;
    if (limit > len - 1) /* a word edited in every character is no typo of it */
        limit = len - 1;
    const char *best = NULL;
    int bestd = limit + 1;
    for (size_t i = 0; i < n; i++) {
        if (!cands[i])
            continue;
        int d = mlsys_text_distance(word, cands[i], bestd + 1);
        bool first = cands[i][0] == word[0]; /* same first character, same case */
        if (d < bestd || (d == bestd && best && first && best[0] != word[0])) {
            best = cands[i];
            bestd = d;
        }
    }
    return best;
}

/* One pass over the candidates per suggestion, each taking the closest
 * after the one before in the order (distance, then table order), keeps
 * that order without storage: k n distances. (A pass per distance, as
 * before 2026-12-07, made a 10,000-character word against 1,818 scenario
 * names 5,001 passes and 0.67 s of CPU.) */
size_t mlsys_text_suggest_k(const char *word, const char *const *cands, size_t n,
                            const char **out, size_t k)
{
    if (!word || !k)
        return 0;
    int limit = (int)(strlen(word) / 2);
    if (limit < 2)
        limit = 2;
    size_t got = 0, last = 0;
    int last_d = -1;
    while (got < k) {
        size_t best = n;
        int best_d = limit + 1;
        for (size_t i = 0; i < n; i++) {
            if (!cands[i])
                continue;
            int d = mlsys_text_distance(word, cands[i], limit + 1);
            bool after = d > last_d || (d == last_d && i > last);
            if (after && d < best_d) {
                best = i;
                best_d = d;
            }
        }
        if (best == n)
            break;
        out[got++] = cands[best];
        last = best;
        last_d = best_d;
    }
    return got;
}

/* Length of the well-formed UTF-8 sequence at s (RFC 3629: no overlong
 * forms, no surrogates, nothing above U+10FFFF), 0 when it is malformed. */
static size_t utf8_len(const unsigned char *s)
{
    unsigned char c = s[0];
    if (c < 0x80)
        return 1;
    size_t len;
    unsigned char lo = 0x80, hi = 0xBF; /* allowed range of the second byte */
    if (c >= 0xC2 && c <= 0xDF)
        len = 2;
    else if (c >= 0xE0 && c <= 0xEF) {
        len = 3;
        if (c == 0xE0)
            lo = 0xA0;
        if (c == 0xED)
            hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4;
        if (c == 0xF0)
            lo = 0x90;
        if (c == 0xF4)
            hi = 0x8F;
    } else
        return 0;
    if (s[1] < lo || s[1] > hi)
        return 0;
    for (size_t i = 2; i < len; i++)
        if (s[i] < 0x80 || s[i] > 0xBF)
            return 0;
    return len;
}

/* Contract in text.h. */
long mlsys_text_bad_utf8(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    for (size_t i = 0; p[i];) {
        size_t len = utf8_len(p + i);
        if (!len)
            return (long)i;
        i += len;
    }
    return -1;
}

/* Make room for `extra` more bytes plus the terminating NUL. */
static int reserve(struct mlsys_buf *b, size_t extra)
{
    if (extra > SIZE_MAX - 1 - b->len)
        return MLSYS_ENOMEM;
    size_t need = b->len + extra + 1;
    if (b->p && need <= b->cap)
        return 0;
    size_t cap = b->cap ? b->cap : 64;
    while (cap < need) {
        if (cap > SIZE_MAX / 2)
            return MLSYS_ENOMEM;
        cap *= 2;
    }
    char *p = realloc(b->p, cap);
    if (!p)
        return MLSYS_ENOMEM;
    b->p = p;
    b->cap = cap;
    return 0;
}

int mlsys_buf_add(struct mlsys_buf *b, const char *s, size_t n)
{
    if (reserve(b, n))
        return MLSYS_ENOMEM;
    if (n)
        memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = '\0';
    return 0;
}

int mlsys_buf_puts(struct mlsys_buf *b, const char *s)
{
    return mlsys_buf_add(b, s, strlen(s));
}

/* Contract in text.h: formats twice, measuring first. */
int mlsys_buf_vprintf(struct mlsys_buf *b, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    int rc = n < 0 ? MLSYS_ENOMEM : reserve(b, (size_t)n);
    if (!rc) {
        vsnprintf(b->p + b->len, (size_t)n + 1, fmt, ap2);
        b->len += (size_t)n;
    }
    va_end(ap2);
    return rc;
}

int mlsys_buf_printf(struct mlsys_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = mlsys_buf_vprintf(b, fmt, ap);
    va_end(ap);
    return rc;
}

void mlsys_buf_free(struct mlsys_buf *b)
{
    free(b->p);
    b->p = NULL;
    b->len = b->cap = 0;
}

/* Contract in text.h. O_NONBLOCK makes open() of a FIFO return at once;
 * clearing it afterwards gives ordinary blocking reads, which end at once
 * (EOF) when no writer is attached. */
FILE *mlsys_fopen_read(const char *path)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return NULL;
    int flags = fcntl(fd, F_GETFL);
    FILE *f = NULL;
    if (flags >= 0 && fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) >= 0)
        f = fdopen(fd, "rb");
    if (!f) {
        int e = errno;
        close(fd);
        errno = e;
    }
    return f;
}

size_t mlsys_text_cat(char *buf, size_t n, const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    size_t ka = la < n - 1 ? la : n - 1;
    size_t kb = lb < n - 1 - ka ? lb : n - 1 - ka;
    memmove(buf, a, ka);
    memmove(buf + ka, b, kb);
    buf[ka + kb] = '\0';
    return la + lb;
}

void mlsys_text_join(const char *const *words, size_t n, char *buf, size_t size)
{
    size_t len = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < n && len + 1 < size; i++) {
        int k = snprintf(buf + len, size - len, "%s%s", i ? ", " : "", words[i]);
        if (k < 0)
            break;
        len += (size_t)k;
    }
}

int mlsys_read_all(FILE *f, const char *name, size_t max_bytes, struct mlsys_buf *out,
                   struct mlsys_err *err)
{
    struct stat st;
    if (!fstat(fileno(f), &st) && S_ISREG(st.st_mode) && (uintmax_t)st.st_size > max_bytes) {
        mlsys_err_set(err, MLSYS_EFILE, "file is larger than %zu bytes", max_bytes);
        mlsys_err_at(err, name, 0, 0);
        return MLSYS_EFILE;
    }
    char chunk[8192];
    size_t got;
    int rc = 0;
    while (!rc && (got = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (out->len + got > max_bytes) {
            rc = mlsys_err_set(err, MLSYS_EFILE, "file is larger than %zu bytes", max_bytes);
            mlsys_err_at(err, name, 0, 0);
        } else if (mlsys_buf_add(out, chunk, got)) {
            rc = mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
        }
    }
    if (!rc && ferror(f)) {
        rc = mlsys_err_set(err, MLSYS_EFILE, "cannot read: %s", strerror(errno));
        mlsys_err_at(err, name, 0, 0);
    }
    return rc;
}

void mlsys_text_file_stem(const char *path, const char *const *exts, char *buf, size_t n)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    size_t len = strlen(base);
    for (; exts && *exts; exts++) {
        size_t e = strlen(*exts);
        if (len > e && !strcmp(base + len - e, *exts)) {
            len -= e;
            break;
        }
    }
    snprintf(buf, n, "%.*s", (int)len, base);
}

/* Append m bytes of piece to out (len so far, n in all), cut to fit. */
static void put_cut(char *out, size_t n, size_t *len, const char *piece, size_t m)
{
    size_t room = *len + 1 < n ? n - 1 - *len : 0;
    memcpy(out + *len, piece, m < room ? m : room);
    *len += m < room ? m : room;
    out[*len] = '\0';
}

/* The length of the identifier of a {id} at p, or 0 when p holds none. */
static size_t input_id(const char *p)
{
    size_t k = p[0] == '{' ? strspn(p + 1, "abcdefghijklmnopqrstuvwxyz0123456789-") : 0;
    return k && k < 64 && p[k + 1] == '}' ? k : 0;
}

/* mlsys_text_inputs over in[0..end): no clauses inside. */
static size_t inputs_plain(const char *in, size_t end,
                           const char *(*name)(void *self, const char *id), void *self,
                           bool quote, char *out, size_t n, size_t *len)
{
    size_t unknown = 0;
    for (size_t i = 0; i < end;) {
        size_t k = input_id(in + i);
        if (!k || i + k + 2 > end) {
            put_cut(out, n, len, in + i, 1);
            i++;
            continue;
        }
        char id[64];
        memcpy(id, in + i + 1, k);
        id[k] = '\0';
        const char *said = name ? name(self, id) : NULL;
        unknown += !said;
        if (!said && quote)
            put_cut(out, n, len, "'", 1);
        put_cut(out, n, len, said ? said : id, strlen(said ? said : id));
        if (!said && quote)
            put_cut(out, n, len, "'", 1);
        i += k + 2;
    }
    return unknown;
}

size_t mlsys_text_inputs(const char *in, const char *(*name)(void *self, const char *id),
                         void *self, bool quote, char *out, size_t n)
{
    size_t len = 0, unknown = 0;
    if (!n)
        return 0;
    out[0] = '\0';
    for (const char *p = in; *p;) {
        const char *open = strstr(p, "[["), *close = open ? strstr(open + 2, "]]") : NULL;
        if (!close) {
            unknown += inputs_plain(p, strlen(p), name, self, quote, out, n, &len);
            break;
        }
        unknown += inputs_plain(p, (size_t)(open - p), name, self, quote, out, n, &len);
        const char *bar = memchr(open + 2, '|', (size_t)(close - open - 2));
        const char *text_end = bar ? bar : close;
        size_t mark = len;
        if (inputs_plain(open + 2, (size_t)(text_end - open - 2), name, self, false, out, n,
                         &len)) {
            len = mark; /* an input without a word here: the clause's fallback, or nothing */
            out[len] = '\0';
            if (bar)
                put_cut(out, n, &len, bar + 1, (size_t)(close - bar - 1));
        }
        p = close + 2;
    }
    return unknown;
}

void *mlsys_grow(void *p, size_t n, size_t *cap, size_t elem, size_t first)
{
    if (n < *cap)
        return p;
    size_t want = *cap ? 2 * *cap : first;
    if (want < *cap || !elem || want > SIZE_MAX / elem)
        return NULL;
    void *q = realloc(p, want * elem);
    if (q)
        *cap = want;
    return q;
}

char *mlsys_text_inputs_dup(const char *in, const char *(*name)(void *self, const char *id),
                            void *self, size_t *unknown)
{
    size_t len = strlen(in), n = len + (len / 3 + 1) * MLSYS_TEXT_WORD_MAX + 1; /* {x}: 3 */
    char *out = malloc(n);
    if (out)
        *unknown = mlsys_text_inputs(in, name, self, false, out, n);
    return out;
}

size_t mlsys_text_inputs_err(struct mlsys_err *err,
                             const char *(*name)(void *self, const char *id), void *self)
{
    if (!err || (!strchr(err->msg, '{') && !strchr(err->msg, '[') && !strchr(err->where, '{')))
        return 0;
    char text[sizeof err->msg], where[sizeof err->where];
    mlsys_text_inputs(err->msg, name, self, true, text, sizeof text);
    size_t unknown = mlsys_text_inputs(err->where, name, self, false, where, sizeof where);
    memcpy(err->msg, text, sizeof err->msg);
    memcpy(err->where, where, sizeof err->where);
    return unknown;
}
