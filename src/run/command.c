/* command.c - finding commands and running one on its option values. */
#include "run/command.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run/input.h"
#include "run/sweep.h"
#include "core/text.h"
#include "mlsys/units.h"

const struct mlsys_cmddef *mlsys_cmd_find(const struct mlsys_cmddef *const *table,
                                          const char *name)
{
    for (size_t i = 0; table && table[i]; i++)
        if (!strcmp(table[i]->name, name))
            return table[i];
    return NULL;
}

int mlsys_cmd_unknown(const struct mlsys_cmddef *const *table, const char *name,
                      const char *parent, struct mlsys_err *err)
{
    const char *cands[64];
    size_t n = 0;
    for (size_t i = 0; table && table[i] && n < 64; i++)
        cands[n++] = table[i]->name;
    const char *what = parent ? "subcommand" : "command";
    long bad = mlsys_text_bad_utf8(name);
    if (bad >= 0) /* name the byte; echoing it would garble the terminal */
        return mlsys_err_set(err, MLSYS_EUSAGE, "unknown %s with an invalid UTF-8 byte 0x%02x",
                             what, (unsigned char)name[bad]);
    const char *s = mlsys_text_suggest(name, cands, n);
    if (s)
        return mlsys_err_set(err, MLSYS_EUSAGE, "unknown %s '%s'; did you mean '%s'?", what, name,
                             s);
    return mlsys_err_set(err, MLSYS_EUSAGE, "unknown %s '%s'; run 'mlsys help%s%s' for the list",
                         what, name, parent ? " " : "", parent ? parent : "");
}

void mlsys_cmd_optlist(const struct mlsys_cmddef *cmd, struct mlsys_optlist *out)
{
    out->n = 0;
    for (size_t b = 0; cmd->blocks && cmd->blocks[b]; b++)
        for (size_t i = 0; i < cmd->blocks[b]->n && out->n < MLSYS_MAX_OPTS; i++)
            out->d[out->n++] = &cmd->blocks[b]->defs[i];
}

size_t mlsys_cmd_argv_blocks(const struct mlsys_cmddef *cmd, const struct mlsys_optdef *globals,
                             size_t nglobals, struct mlsys_optblock *out)
{
    size_t n = 0;
    for (size_t b = 0; cmd->blocks && cmd->blocks[b] && n < MLSYS_MAX_BLOCKS; b++)
        out[n++] = *cmd->blocks[b];
    out[n++] = (struct mlsys_optblock){globals, nglobals};
    return n;
}

/* Where block b's options start in cmd's flattened option list, or -1 when
 * cmd does not take b. */
static long block_at(const struct mlsys_cmddef *cmd, const struct mlsys_optblock *b)
{
    size_t at = 0;
    for (size_t i = 0; cmd->blocks && cmd->blocks[i]; i++) {
        if (cmd->blocks[i] == b)
            return (long)at;
        at += cmd->blocks[i]->n;
    }
    return -1;
}

/* block_at for call's command, through the call's cache when it has one:
 * a command reads the options of one block after another. */
static long call_block_at(const struct mlsys_call *call, const struct mlsys_optblock *b)
{
    struct mlsys_callcache *c = call->cache;
    if (c && c->block == b)
        return c->at;
    long at = block_at(call->cmd, b);
    if (c) {
        c->block = b;
        c->at = at;
    }
    return at;
}

const struct mlsys_val *mlsys_call_block(const struct mlsys_call *call,
                                         const struct mlsys_optblock *b)
{
    long at = call_block_at(call, b);
    return at < 0 ? NULL : call->v + at;
}

/* The index of option i of block b in the command's flattened option list,
 * or -1 when the command does not take b. */
static long option_index(const struct mlsys_call *call, const struct mlsys_optblock *b, size_t i)
{
    long at = call_block_at(call, b);
    return at < 0 || i >= b->n ? -1 : at + (long)i;
}

size_t mlsys_call_nvalues(const struct mlsys_call *call, const struct mlsys_optblock *b, size_t i)
{
    long o = option_index(call, b, i);
    if (o < 0)
        return 0;
    return call->sweep ? mlsys_sweep_nvalues(call->sweep, (size_t)o) : 1;
}

struct mlsys_val mlsys_call_value(const struct mlsys_call *call, const struct mlsys_optblock *b,
                                  size_t i, size_t k)
{
    long o = option_index(call, b, i);
    if (call->sweep)
        return mlsys_sweep_value(call->sweep, (size_t)o, k);
    return call->v[o];
}

bool mlsys_call_given(const struct mlsys_call *call, const struct mlsys_optdef *d)
{
    return mlsys_optset_get(call->set, d) != NULL;
}

/* The value of option i of block b when the user gave it, else NULL. */
static const struct mlsys_val *given_val(const struct mlsys_call *call,
                                         const struct mlsys_optblock *b, size_t i)
{
    long o = option_index(call, b, i);
    if (o < 0)
        return NULL;
    bool given = call->cache ? call->cache->given[o] : mlsys_call_given(call, &b->defs[i]);
    return given ? &call->v[o] : NULL;
}

/* Note in c (its given[] one per option of opts) whether call's set holds
 * each option, and have call read options through c (struct mlsys_call). */
static void note_given(struct mlsys_call *call, const struct mlsys_optlist *opts,
                       struct mlsys_callcache *c)
{
    call->cache = NULL;
    for (size_t i = 0; i < opts->n; i++)
        c->given[i] = mlsys_call_given(call, opts->d[i]);
    call->cache = c;
}

double mlsys_call_num(const struct mlsys_call *call, const struct mlsys_optblock *b, size_t i)
{
    const struct mlsys_val *v = given_val(call, b, i);
    return v ? v->x : NAN;
}

void *mlsys_call_memo(const struct mlsys_call *call, const void *owner, size_t size)
{
    struct mlsys_memo *m = call->memo;
    if (!m || (m->p && m->owner != owner))
        return NULL;
    if (!m->p) {
        m->p = calloc(1, size);
        m->release = m->p ? free : NULL;
        m->owner = owner;
    }
    return m->p;
}

bool mlsys_call_moved_only(const struct mlsys_call *call, const struct mlsys_optblock *b,
                           size_t i)
{
    if (call->moved < 0)
        return true;
    return call->moved > 0 && option_index(call, b, i) == call->moved - 1;
}

int mlsys_call_choice(const struct mlsys_call *call, const struct mlsys_optblock *b, size_t i)
{
    const struct mlsys_val *v = given_val(call, b, i);
    return v ? v->choice : -1;
}

/* The sink in front of the renderer during a sweep: it puts the swept
 * inputs first in every row and passes each distinct note once. */
struct front {
    struct mlsys_sink base;
    struct mlsys_sink *inner;
    const struct mlsys_cmddef *cmd;
    const struct mlsys_optlist *opts; /* cmd's options, flattened */
    const struct mlsys_sweep *sw;
    const struct mlsys_val *vals; /* the current point                  */
    size_t nextra;                /* swept inputs shown as columns      */
    size_t *extra_opt;            /* their option indices               */
    char (*keys)[48];
    struct mlsys_coldef *cols;
    struct mlsys_table all;       /* what the inner sink sees; lives until end */
    size_t ncmdcols;
    struct mlsys_cell *cells;
    char **notes;
    size_t nnotes;
    size_t dropped; /* distinct notes past MAX_NOTES */
};

/* Distinct notes kept for de-duplication; more are counted, not shown. */
#define MAX_NOTES 256

/* Whether the command's own columns already carry option d ("hw"). */
static bool has_column(const struct mlsys_table *t, const char *key)
{
    for (size_t i = 0; i < t->ncols; i++)
        if (mlsys_text_ieq(t->cols[i].key, key))
            return true;
    return false;
}

static int front_begin(struct mlsys_sink *s, const struct mlsys_table *t, struct mlsys_err *err)
{
    struct front *f = s->self;
    size_t na = f->sw ? mlsys_sweep_naxes(f->sw) : 0;
    f->extra_opt = calloc(na + 1, sizeof *f->extra_opt);
    f->keys = calloc(na + 1, sizeof *f->keys);
    f->cols = calloc(na + t->ncols + 1, sizeof *f->cols);
    f->cells = calloc(na + t->ncols + 1, sizeof *f->cells);
    if (!f->extra_opt || !f->keys || !f->cols || !f->cells)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    for (size_t a = 0; a < na; a++) {
        size_t o = mlsys_sweep_axis_option(f->sw, a);
        const struct mlsys_optdef *d = f->opts->d[o];
        char *key = f->keys[f->nextra];
        snprintf(key, sizeof f->keys[0], "%s", d->name);
        for (char *p = key; *p; p++)
            *p = *p == '-' ? '_' : *p;
        if (has_column(t, key))
            continue;
        const char *unit = d->kind == MLSYS_OPT_QTY ? d->unit
                           : d->kind == MLSYS_OPT_COUNT ? "" : NULL;
        unsigned inner = a + 1 == na ? MLSYS_COL_INNER : 0;
        f->cols[f->nextra] = (struct mlsys_coldef){key, unit, MLSYS_FMT_AUTO, d->help,
                                                   MLSYS_COL_SUMMARY | MLSYS_COL_INPUT | inner};
        f->extra_opt[f->nextra++] = o;
    }
    memcpy(f->cols + f->nextra, t->cols, t->ncols * sizeof *t->cols);
    for (size_t a = 0; a < na; a++) { /* flag the command's own columns that are swept inputs */
        char key[48];
        snprintf(key, sizeof key, "%s", f->opts->d[mlsys_sweep_axis_option(f->sw, a)]->name);
        for (char *p = key; *p; p++)
            *p = *p == '-' ? '_' : *p;
        for (size_t i = 0; i < t->ncols; i++)
            if (mlsys_text_ieq(t->cols[i].key, key))
                f->cols[f->nextra + i].flags |= MLSYS_COL_INPUT |
                                                (a + 1 == na ? MLSYS_COL_INNER : 0);
    }
    f->ncmdcols = t->ncols;
    f->all = (struct mlsys_table){t->command, f->cols, f->nextra + t->ncols};
    return f->inner->begin(f->inner, &f->all, err);
}

static int front_row(struct mlsys_sink *s, const struct mlsys_cell *cells, struct mlsys_err *err)
{
    struct front *f = s->self;
    if (!f->nextra) /* every swept input is a column already: pass the row on as is */
        return f->inner->row(f->inner, cells, err);
    for (size_t i = 0; i < f->nextra; i++) {
        const struct mlsys_optdef *d = f->opts->d[f->extra_opt[i]];
        const struct mlsys_val *v = &f->vals[f->extra_opt[i]];
        f->cells[i] = d->kind == MLSYS_OPT_QTY     ? mlsys_cell_num(v->q)
                      : d->kind == MLSYS_OPT_COUNT ? mlsys_cell_val(v->x)
                                                   : mlsys_cell_str(v->s);
    }
    memcpy(f->cells + f->nextra, cells, f->ncmdcols * sizeof *cells);
    return f->inner->row(f->inner, f->cells, err);
}

static int front_note(struct mlsys_sink *s, const char *text, struct mlsys_err *err)
{
    struct front *f = s->self;
    for (size_t i = 0; i < f->nnotes; i++)
        if (!strcmp(f->notes[i], text))
            return MLSYS_OK;
    if (f->nnotes == MAX_NOTES) {
        f->dropped++;
        return MLSYS_OK;
    }
    char **n = realloc(f->notes, (f->nnotes + 1) * sizeof *n);
    char *copy = strdup(text);
    if (n)
        f->notes = n;
    if (!n || !copy) {
        free(copy);
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    }
    f->notes[f->nnotes++] = copy;
    return f->inner->note(f->inner, text, err);
}

static int front_end(struct mlsys_sink *s, bool ok, struct mlsys_err *err)
{
    struct front *f = s->self;
    if (f->dropped) {
        char text[96];
        snprintf(text, sizeof text, "%zu more distinct notes not shown", f->dropped);
        int rc = f->inner->note(f->inner, text, err);
        if (rc && ok)
            return rc;
    }
    return f->inner->end(f->inner, ok, err);
}

static void front_free(struct front *f)
{
    for (size_t i = 0; i < f->nnotes; i++)
        free(f->notes[i]);
    free(f->notes);
    free(f->extra_opt);
    free(f->keys);
    free(f->cols);
    free(f->cells);
}

/* Describe the swept inputs of the current point: "batch=8, hw=k80". */
static void point_label(const struct front *f, char *buf, size_t n)
{
    size_t k = 0;
    buf[0] = '\0';
    for (size_t a = 0; a < mlsys_sweep_naxes(f->sw) && k < n; a++) {
        size_t o = mlsys_sweep_axis_option(f->sw, a);
        const struct mlsys_optdef *d = f->opts->d[o];
        const struct mlsys_val *v = &f->vals[o];
        char val[64];
        if (d->kind == MLSYS_OPT_QTY)
            mlsys_units_format(v->q, d->unit, MLSYS_FMT_AUTO, 4, val, sizeof val, NULL);
        else if (d->kind == MLSYS_OPT_COUNT && isinf(v->x) && (d->flags & MLSYS_OPTF_MAX))
            snprintf(val, sizeof val, "max");
        else if (d->kind == MLSYS_OPT_COUNT)
            mlsys_units_format_num(v->x, 6, 1, val, sizeof val);
        else
            snprintf(val, sizeof val, "%s", v->s ? v->s : "");
        k += (size_t)snprintf(buf + k, n - k, "%s--%s %s", a ? " " : "", d->name, val);
    }
}

/* A sweep whose first FAIL_FIRST points all fail is broken whatever the
 * point (a missing option): it stops instead of reporting 1e11 errors. So
 * does an --input whose first FAIL_FIRST lines all fail (a wrong column). */
#define FAIL_FIRST 10000

/* struct mlsys_call's moved from mlsys_sweep_moved's answer. */
static long moved_code(long m)
{
    return m == -2 ? 0 : m == -1 ? -1 : m + 1;
}

int mlsys_cmd_points_failed(size_t failed, size_t tried, struct mlsys_err *err)
{
    return mlsys_err_set(err, MLSYS_EPOINTS, "%zu of %zu points failed", failed, tried);
}

/* Point i of the sweep failed with rc: a closed pipe, a write error, no
 * memory or a sweep of one point ends the sweep (rc); any other failure is
 * reported through ctx->problem and counted in tally, and the sweep goes
 * on (0) unless its first FAIL_FIRST points all failed. */
static int point_failed(struct mlsys_call *call, struct mlsys_sweep *sw, struct front *f,
                        struct mlsys_sweep_tally *tally, int rc, struct mlsys_err *err)
{
    mlsys_cmd_say_err(call->cmd, err);
    if (mlsys_sweep_points(sw) == 1 || rc == MLSYS_EPIPE || rc == MLSYS_EWRITE ||
        rc == MLSYS_ENOMEM)
        return rc;
    char label[256];
    point_label(f, label, sizeof label);
    mlsys_err_where(err, "%s: %s", call->cmd->name, label);
    if (call->ctx && call->ctx->problem)
        call->ctx->problem(call->ctx->problem_self, err);
    mlsys_err_clear(err);
    tally->failed++;
    if (call->ctx && call->ctx->problem_closed)
        return mlsys_err_set(err, MLSYS_EPIPE, "closed pipe");
    if (tally->failed == FAIL_FIRST && tally->failed == tally->tried) /* broken everywhere */
        return mlsys_err_set(err, MLSYS_EPOINTS,
                             "the first %d points all failed; the sweep stops there", FAIL_FIRST);
    return MLSYS_OK;
}

/* Evaluate every point (of this shard: its runs of ctx->shard_chunk
 * points), telling ctx->chunk_end after each run; the tally goes to
 * ctx->tally when there is a ctx. */
static int run_points(struct mlsys_call *call, struct mlsys_sweep *sw, struct front *f,
                      struct mlsys_sink *sink, struct mlsys_val *vals, struct mlsys_err *err)
{
    struct mlsys_ctx *ctx = call->ctx;
    struct mlsys_sweep_tally tally = {0, 0, false};
    size_t points = mlsys_sweep_points(sw);
    size_t step = ctx && ctx->shard_n ? ctx->shard_n : 1;
    size_t first = ctx && ctx->shard_n ? ctx->shard_k - 1 : 0;
    size_t chunk = ctx && ctx->shard_chunk > 1 ? ctx->shard_chunk : 1;
    bool numbers_only = true; /* notes depend on names and choices, not numbers */
    for (size_t a = 0; a < mlsys_sweep_naxes(sw); a++) {
        enum mlsys_optkind k = f->opts->d[mlsys_sweep_axis_option(sw, a)]->kind;
        numbers_only &= k == MLSYS_OPT_QTY || k == MLSYS_OPT_COUNT;
    }
    size_t runs = (points + chunk - 1) / chunk;
    size_t todo = runs > first ? (runs - first + step - 1) / step * chunk : 0;
    if (todo && (runs - 1) % step == first) /* the last run is ours and may be short */
        todo -= runs * chunk - points;
    void (*progress)(void *, size_t, size_t) = ctx ? ctx->progress : NULL;
    size_t prev = SIZE_MAX;
    int rc = MLSYS_OK;
    for (size_t r = first; !rc && r < runs; r += step) {
        size_t end = (r + 1) * chunk < points ? (r + 1) * chunk : points;
        for (size_t i = r * chunk; !rc && i < end; prev = i++) {
            if (prev == SIZE_MAX) /* later points change only the swept options */
                mlsys_sweep_point(sw, i, vals);
            else
                mlsys_sweep_move(sw, i, vals);
            call->quiet = prev != SIZE_MAX && numbers_only;
            call->moved = prev == SIZE_MAX ? 0 : moved_code(mlsys_sweep_moved(sw, prev, i));
            if (progress && tally.tried && !(tally.tried & 0xFFFF))
                progress(ctx->progress_self, tally.tried, todo);
            tally.tried++;
            rc = call->cmd->eval(call, sink, err);
            if (rc)
                rc = point_failed(call, sw, f, &tally, rc, err);
        }
        if (!rc && ctx && ctx->chunk_end)
            rc = ctx->chunk_end(ctx->chunk_self, err);
    }
    tally.complete = !rc;
    if (ctx)
        ctx->tally = tally;
    if (rc)
        return rc;
    if (progress && todo > 0xFFFF)
        progress(ctx->progress_self, todo, todo);
    return tally.failed ? mlsys_cmd_points_failed(tally.failed, tally.tried, err) : MLSYS_OK;
}

/* Tell the sink the run ended with status rc, and return the run's status:
 * rows stand when only some points failed or an expectation failed, and
 * an error about the command (not a file or the output) names it. */
static int end_run(struct mlsys_sink *sink, int rc, const char *fullname, struct mlsys_err *err)
{
    struct mlsys_err end_err;
    mlsys_err_clear(&end_err);
    bool ok = rc == MLSYS_OK || rc == MLSYS_EPOINTS || rc == MLSYS_EASSERT;
    int end_rc = sink->end(sink, ok, rc ? &end_err : err);
    if (!rc)
        rc = end_rc;
    if (rc && rc != MLSYS_EPIPE && rc != MLSYS_EWRITE && !err->file[0])
        mlsys_err_where(err, "%s", fullname);
    return rc;
}

/* Bind (with sweeps), then evaluate every point (or hand the whole sweep to
 * the command's search), with the sink told begin and end around it. */
int mlsys_cmd_run(const struct mlsys_cmddef *cmd, const char *fullname,
                  const struct mlsys_optset *set, struct mlsys_ctx *ctx,
                  struct mlsys_sink *sink, struct mlsys_err *err)
{
    struct mlsys_sweep *sw = NULL;
    struct mlsys_optlist opts;
    mlsys_cmd_optlist(cmd, &opts);
    int rc = mlsys_sweep_bind(opts.d, opts.n, set, ctx, &sw, err);
    if (rc) {
        mlsys_err_where(err, "%s", fullname);
        return rc;
    }
    struct mlsys_val *vals = calloc(opts.n ? opts.n : 1, sizeof *vals);
    bool *given = calloc(opts.n ? opts.n : 1, sizeof *given);
    if (!vals || !given) {
        free(vals);
        free(given);
        mlsys_sweep_free(sw);
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    }
    mlsys_sweep_point(sw, 0, vals);
    struct mlsys_table t = {.command = fullname, .cols = cmd->cols, .ncols = cmd->ncols};
    struct mlsys_memo memo = {0};
    struct mlsys_call call = {.cmd = cmd, .v = vals, .set = set, .ctx = ctx, .memo = &memo};
    struct mlsys_callcache cache = {.given = given};
    note_given(&call, &opts, &cache);
    if (cmd->columns)
        cmd->columns(&call, &t.cols, &t.ncols);
    struct front f = {.inner = sink, .cmd = cmd, .opts = &opts, .sw = sw, .vals = vals};
    f.base = (struct mlsys_sink){front_begin, front_row, front_note, front_end, &f};
    struct mlsys_sink *out = mlsys_sweep_naxes(sw) && !cmd->search ? &f.base : sink;
    rc = out->begin(out, &t, err);
    if (!rc && cmd->search) {
        call.sweep = sw;
        rc = ctx && ctx->shard_n ? mlsys_err_set(err, MLSYS_EUSAGE, "--shard: this command "
                                                 "searches its whole space in one process")
                                 : cmd->search(&call, out, err);
        mlsys_cmd_say_err(cmd, err);
    } else if (!rc) {
        rc = run_points(&call, sw, &f, out, vals, err);
    }
    rc = end_run(out, rc, fullname, err);
    front_free(&f);
    free(vals);
    free(given);
    mlsys_sweep_free(sw);
    if (memo.release)
        memo.release(memo.p);
    return rc;
}

int mlsys_cmd_sweep_size(const struct mlsys_cmddef *cmd, const struct mlsys_optset *set,
                         struct mlsys_ctx *ctx, size_t *points, bool *search,
                         struct mlsys_err *err)
{
    struct mlsys_sweep *sw = NULL;
    struct mlsys_optlist opts;
    mlsys_cmd_optlist(cmd, &opts);
    int rc = mlsys_sweep_bind(opts.d, opts.n, set, ctx, &sw, err);
    if (rc)
        return rc;
    *points = mlsys_sweep_points(sw);
    *search = cmd->search != NULL;
    mlsys_sweep_free(sw);
    return MLSYS_OK;
}

/* Move err to FILE:LINE of an input record, keeping its context text. */
static void at_record(struct mlsys_err *err, const char *file, int line)
{
    if (err->where[0]) {
        char msg[sizeof err->msg];
        snprintf(msg, sizeof msg, "%.*s: %.*s", (int)sizeof err->where, err->where,
                 (int)(sizeof msg - sizeof err->where - 3), err->msg);
        snprintf(err->msg, sizeof err->msg, "%s", msg);
        err->where[0] = '\0';
    }
    if (!err->file[0])
        mlsys_err_at(err, file, line, 0);
}

/* The option set of one record: set's pairs, then the record's. */
static int record_set(const struct mlsys_optlist *opts, const struct mlsys_optset *set,
                      const char *const *keys, const char *const *vals, size_t n,
                      struct mlsys_optset *out, struct mlsys_err *err)
{
    int rc = MLSYS_OK;
    for (size_t i = 0; !rc && i < set->n; i++)
        rc = mlsys_optset_add(out, set->a[i].def, set->a[i].text, err);
    for (size_t i = 0; !rc && i < n; i++) {
        const struct mlsys_optdef *d = NULL;
        const char *names[128];
        size_t nn = 0;
        for (size_t j = 0; j < opts->n; j++) {
            if (mlsys_opt_named(opts->d[j], keys[i]))
                d = opts->d[j];
            if (nn < 128)
                names[nn++] = opts->d[j]->name;
        }
        if (!d) {
            const char *s = mlsys_text_suggest(keys[i], names, nn);
            return s ? mlsys_err_set(err, MLSYS_EUSAGE, "unknown option '%s'; did you mean '%s'?",
                                     keys[i], s)
                     : mlsys_err_set(err, MLSYS_EUSAGE, "unknown option '%s'", keys[i]);
        }
        if (vals[i][0])
            rc = mlsys_optset_add(out, d, vals[i], err);
    }
    return rc;
}

/* Evaluate one record as one point. */
static int run_record(struct mlsys_call *call, const struct mlsys_optlist *opts,
                      const struct mlsys_optset *rec, struct mlsys_val *vals,
                      struct mlsys_callcache *cache,
                      struct mlsys_sink *sink, struct mlsys_err *err)
{
    struct mlsys_sweep *sw = NULL;
    int rc = mlsys_sweep_bind(opts->d, opts->n, rec, call->ctx, &sw, err);
    if (!rc && mlsys_sweep_points(sw) != 1)
        rc = mlsys_err_set(err, MLSYS_EUSAGE, "a line of --input is one point, not a sweep");
    if (!rc) {
        mlsys_sweep_point(sw, 0, vals);
        call->set = rec;
        note_given(call, opts, cache);
        call->sweep = call->cmd->search ? sw : NULL;
        rc = call->cmd->search ? call->cmd->search(call, sink, err)
                               : call->cmd->eval(call, sink, err);
        call->sweep = NULL;
        if (rc)
            mlsys_cmd_say_err(call->cmd, err);
    }
    mlsys_sweep_free(sw);
    return rc;
}

int mlsys_cmd_run_input(const struct mlsys_cmddef *cmd, const char *fullname,
                        const struct mlsys_optset *set, struct mlsys_input *in,
                        struct mlsys_ctx *ctx, struct mlsys_sink *sink, struct mlsys_err *err)
{
    struct mlsys_optlist opts;
    mlsys_cmd_optlist(cmd, &opts);
    struct mlsys_val *vals = calloc(opts.n ? opts.n : 1, sizeof *vals);
    bool *given = calloc(opts.n ? opts.n : 1, sizeof *given);
    if (!vals || !given) {
        free(vals);
        free(given);
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    }
    /* A bad name on the command line would fail every record: say so once. */
    int rc = mlsys_sweep_check_names(opts.d, opts.n, set, ctx, err);
    if (rc) {
        free(vals);
        free(given);
        if (!err->file[0])
            mlsys_err_where(err, "%s", fullname);
        return rc;
    }
    struct mlsys_table t = {.command = fullname, .cols = cmd->cols, .ncols = cmd->ncols};
    struct mlsys_call call = {.cmd = cmd, .v = vals, .set = set, .ctx = ctx};
    struct mlsys_callcache cache = {.given = given};
    size_t failed = 0, records = 0;
    /* The front sink with no sweep: it only passes each distinct note once. */
    struct front f = {.inner = sink, .cmd = cmd, .opts = &opts, .vals = vals};
    f.base = (struct mlsys_sink){front_begin, front_row, front_note, front_end, &f};
    sink = &f.base;
    rc = sink->begin(sink, &t, err);
    while (!rc) {
        const char *const *keys, *const *v;
        size_t n = 0;
        int line = 0, eof = 0;
        struct mlsys_optset rec = {0};
        rc = mlsys_input_next(in, &keys, &v, &n, &line, &eof, err);
        if (!rc && eof)
            break;
        records++;
        if (!rc)
            rc = record_set(&opts, set, keys, v, n, &rec, err);
        if (!rc)
            rc = run_record(&call, &opts, &rec, vals, &cache, sink, err);
        mlsys_optset_free(&rec);
        if (!rc || rc == MLSYS_EPIPE || rc == MLSYS_EWRITE || rc == MLSYS_ENOMEM)
            continue;
        at_record(err, mlsys_input_name(in), line);
        if (ctx && ctx->problem)
            ctx->problem(ctx->problem_self, err);
        mlsys_err_clear(err);
        failed++;
        rc = MLSYS_OK;
        if (failed == FAIL_FIRST && failed == records) /* broken on every line: stop */
            rc = mlsys_err_set(err, MLSYS_EPOINTS,
                               "the first %d lines all failed; reading stops there", FAIL_FIRST);
    }
    if (!rc && failed)
        rc = mlsys_err_set(err, MLSYS_EPOINTS, "%zu of %zu lines failed", failed, records);
    rc = end_run(sink, rc, fullname, err);
    front_free(&f);
    free(vals);
    free(given);
    return rc;
}
