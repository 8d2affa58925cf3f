/* command.h - the command table and the driver that runs a command.
 *
 * A command is data: its option table, its output columns, its examples
 * and an eval function that turns bound option values into rows handed to
 * a sink. One cmd_<name>.c per command defines its struct mlsys_cmddef;
 * src/commands/commands.c lists them all.
 */
#ifndef MLSYS_COMMAND_H
#define MLSYS_COMMAND_H

#include <stdbool.h>
#include <stddef.h>

#include "mlsys/err.h"
#include "run/option.h"
#include "mlsys/table.h"

struct mlsys_catalog;
struct mlsys_sweep;

/* Per-run context shared by every command: nothing mutable and global. */
struct mlsys_ctx {
    const char *const *catalog_dirs; /* user catalog directories, in order */
    size_t ncatalog_dirs;
    /* The catalog: shipped entries plus catalog_dirs, opened by the cli
     * before the command runs (files are parsed on first use). */
    struct mlsys_catalog *catalog;
    /* The command table a scenario of type `evaluate` runs commands from
     * (the cli's, mlsys_commands); NULL: none. */
    const struct mlsys_cmddef *const *commands;
    /* Report a problem that does not end the command (`catalog check`
     * lists every invalid file), printed like an error; may be NULL. */
    void (*problem)(void *self, const struct mlsys_err *problem);
    void *problem_self;
    /* Set by the problem callback when the reader of what it writes went
     * away (EPIPE): the sweep then ends at that point, quietly, as at a
     * closed pipe on the output (a sweep of failing points writes no row
     * that would notice). */
    bool problem_closed;
    /* --shard K/N: evaluate only points i with i % N == K - 1 (N = 0: all).
     * With shard_chunk > 1, the slices are runs of that many points: only
     * points i with (i / shard_chunk) % N == K - 1 (the cli's --jobs). */
    size_t shard_k, shard_n, shard_chunk;
    /* Called, if set, after the last point of each run of shard_chunk
     * points a sweep evaluated (not after a search): a non-zero status
     * ends the sweep with it. */
    int (*chunk_end)(void *self, struct mlsys_err *err);
    void *chunk_self;
    /* Set by a sweep (not a search): the points tried and failed, and
     * whether it went through all of its points. */
    struct mlsys_sweep_tally {
        size_t tried, failed;
        bool complete;
    } tally;
    /* Told every 65,536 points of a sweep how far it is (and once more at
     * the end with done == total); may be NULL. */
    void (*progress)(void *self, size_t done, size_t total);
    /* Told how many candidates a search (plan) has considered, every
     * 65,536, against its budget (and once at the end with done ==
     * budget); may be NULL. Shares progress_self. */
    void (*search_progress)(void *self, size_t done, size_t budget);
    void *progress_self;
};

struct mlsys_cmddef;

/* What a command's columns function found out that its eval needs as well
 * (`scenario run` reads its file once, so that a pipe works): the command
 * sets p and release; the driver calls release(p), if set, when the run
 * ends. */
struct mlsys_memo {
    void *p;
    void (*release)(void *p);
    const void *owner; /* mlsys_call_memo's: whose block p is */
};

/* What eval sees: the command, its bound option values (indexed like the
 * command's flattened option list, mlsys_cmd_optlist; a block's values are
 * found with mlsys_call_block), and the run context. */
/* Per run (struct mlsys_call's cache): whether each option of the
 * command's flattened list (mlsys_cmd_optlist) was given
 * (mlsys_call_given), and the block last looked up (mlsys_call_block)
 * with the index of its first option. */
struct mlsys_callcache {
    bool *given;
    const struct mlsys_optblock *block; /* NULL: none yet */
    long at;
};

struct mlsys_call {
    const struct mlsys_cmddef *cmd;
    const struct mlsys_val *v;
    const struct mlsys_optset *set; /* the raw texts, for repeatable options */
    struct mlsys_ctx *ctx;
    /* A later point of a sweep over numbers only: its notes would repeat the
     * first point's, so a command may skip formatting them. */
    bool quiet;
    struct mlsys_memo *memo; /* kept for the whole run; NULL: none (--input) */
    /* What the driver notes for reading options at every point without
     * scanning the option set or the block list; NULL: they are scanned. */
    struct mlsys_callcache *cache;
    /* What changed since the previous point this run evaluated: 0 anything
     * (the first point, an --input record, a search), k > 0 only option
     * k - 1 of the flattened list, -1 nothing. Read by
     * mlsys_call_moved_only. */
    long moved;
    /* The bound sweep, for a command that searches it (search below); v
     * then holds its first point. NULL for eval. */
    const struct mlsys_sweep *sweep;
};

struct mlsys_cmddef {
    const char *name;    /* "iron-law", or a subcommand's word ("list")      */
    const char *summary; /* one line for the command list                     */
    const char *description; /* a paragraph for --help (the equation)        */
    /* The option blocks the command takes, NULL-terminated (MLSYS_BLOCKS),
     * in the order --help lists them; NULL: none. */
    const struct mlsys_optblock *const *blocks;
    const struct mlsys_coldef *cols;
    size_t ncols;
    const char *const *examples; /* NULL-terminated; argv after "mlsys", run by the tests */
    const struct mlsys_cmddef *const *subs; /* NULL-terminated subcommands, or NULL */
    /* Evaluate one point; emit rows (and notes) to sink. */
    int (*eval)(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err);
    /* Optional: the output columns for these option values when they
     * depend on them (`catalog list KIND`); cols/ncols then list every
     * key any variant has, for --help. NULL: cols/ncols. What it had to
     * read to decide can be left in call->memo (when not NULL) for eval. */
    void (*columns)(const struct mlsys_call *call, const struct mlsys_coldef **cols,
                    size_t *ncols);
    /* Optional, instead of eval: search the space the option values span
     * (`plan`). Called once for the whole sweep (once per line of --input),
     * with call->sweep set; every option's candidate values are read with
     * mlsys_call_nvalues and mlsys_call_value, and the command emits the
     * rows it chooses. Rows are not prefixed with swept inputs. */
    int (*search)(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err);
};

/* A NULL-terminated list of option blocks for struct mlsys_cmddef.blocks:
 * `.blocks = MLSYS_BLOCKS(&mlsys_blk_device, &own)`. */
#define MLSYS_BLOCKS(...) ((const struct mlsys_optblock *const[]){__VA_ARGS__, NULL})

/* The block of a command's own options, for MLSYS_BLOCKS. */
#define MLSYS_OWN(defs, n) (&(const struct mlsys_optblock){(defs), (n)})

/* The most options one command takes (all its blocks together). */
#define MLSYS_MAX_OPTS 128

/* A command's options flattened in block order: call->v[i] is the value of
 * d[i]. */
struct mlsys_optlist {
    const struct mlsys_optdef *d[MLSYS_MAX_OPTS];
    size_t n;
};

/* Fill *out with cmd's options, block after block (at most MLSYS_MAX_OPTS;
 * tests/unit/test_commands.c checks every command stays under it). */
void mlsys_cmd_optlist(const struct mlsys_cmddef *cmd, struct mlsys_optlist *out);

/* The most blocks one command takes. */
#define MLSYS_MAX_BLOCKS 15

/* The blocks to read a command line for cmd against: cmd's blocks, then
 * the global options globals[0..nglobals), into out (room for
 * MLSYS_MAX_BLOCKS + 1). Returns how many. */
size_t mlsys_cmd_argv_blocks(const struct mlsys_cmddef *cmd, const struct mlsys_optdef *globals,
                             size_t nglobals, struct mlsys_optblock *out);

/* The values of block b in call (indexed like b->defs), or NULL when the
 * command does not take b. */
const struct mlsys_val *mlsys_call_block(const struct mlsys_call *call,
                                         const struct mlsys_optblock *b);

/* The candidate values of option i of block b in a search (cmddef.search):
 * how many (1 when it does not sweep, 0 when the command does not take b),
 * and the k-th of them, in the order given (sweep.h). */
size_t mlsys_call_nvalues(const struct mlsys_call *call, const struct mlsys_optblock *b, size_t i);
struct mlsys_val mlsys_call_value(const struct mlsys_call *call, const struct mlsys_optblock *b,
                                  size_t i, size_t k);

/* Whether the user gave option d (of one of the command's blocks) a text of
 * their own, not just its default. This is the one test of "given" every
 * command uses (a value's `set` says only that it has one, given or
 * default): a default text may change without changing what is given. */
bool mlsys_call_given(const struct mlsys_call *call, const struct mlsys_optdef *d);

/* Option i of block b when given (mlsys_call_given), else the set-up
 * layer's "not given": its number (a count, or a quantity in base units)
 * or NaN; its choice index or -1. NaN / -1 too when the command does not
 * take b. */
double mlsys_call_num(const struct mlsys_call *call, const struct mlsys_optblock *b, size_t i);
int mlsys_call_choice(const struct mlsys_call *call, const struct mlsys_optblock *b, size_t i);

/* The call's memo as a zeroed block of size bytes for owner (any address
 * that is the user's own, such as its struct mlsys_optblock), made on the
 * first call and kept, with the same contents, for the whole run; NULL
 * when the call has no memo (--input), another owner holds it, or memory
 * is short: the caller then does without. */
void *mlsys_call_memo(const struct mlsys_call *call, const void *owner, size_t size);

/* True when, since the previous point of this run that the command
 * evaluated, no option changed its value but (perhaps) option i of block
 * b: what the command set up from its other options at that point still
 * holds (call->memo is the place to keep it). False at a run's first
 * point and for each --input record. */
bool mlsys_call_moved_only(const struct mlsys_call *call, const struct mlsys_optblock *b,
                           size_t i);

/* A text of the library in cmd's words: each model input the text names
 * as {id} (text.h, mlsys_text_inputs) becomes the option of cmd called id
 * (or having id as an alias), "--name"; a new malloc'd string (NULL when
 * out of memory). *unknown counts the inputs outside advice clauses that
 * cmd has no option for: a note naming one is dropped. */
char *mlsys_cmd_say(const struct mlsys_cmddef *cmd, const char *in, size_t *unknown);

/* err's message and context in cmd's words (mlsys_cmd_say); in the
 * message an input cmd has no option for keeps its identifier, in quotes;
 * a context naming one is dropped. */
void mlsys_cmd_say_err(const struct mlsys_cmddef *cmd, struct mlsys_err *err);

/* The command table, NULL-terminated, in the order `mlsys help` lists it. */
extern const struct mlsys_cmddef *const mlsys_commands[];

/* The command (or, with parent, subcommand) called name; NULL if none. */
const struct mlsys_cmddef *mlsys_cmd_find(const struct mlsys_cmddef *const *table,
                                          const char *name);

/* Fill err with "unknown command 'x'; did you mean 'y'?" (MLSYS_EUSAGE). */
int mlsys_cmd_unknown(const struct mlsys_cmddef *const *table, const char *name,
                      const char *parent, struct mlsys_err *err);

/* Run cmd on the option values in set: bind and validate them, tell the
 * sink begin, evaluate, end. Errors carry "COMMAND: --opt:" context. */
int mlsys_cmd_run(const struct mlsys_cmddef *cmd, const char *fullname,
                  const struct mlsys_optset *set, struct mlsys_ctx *ctx,
                  struct mlsys_sink *sink, struct mlsys_err *err);

/* How many points the option values in set span (1 when nothing sweeps),
 * into *points, and whether cmd searches them rather than visiting each
 * (*search). A binding error is returned as mlsys_cmd_run would report
 * it, without the command's name. */
int mlsys_cmd_sweep_size(const struct mlsys_cmddef *cmd, const struct mlsys_optset *set,
                         struct mlsys_ctx *ctx, size_t *points, bool *search,
                         struct mlsys_err *err);

/* The error of a sweep of which `failed` of `tried` points failed
 * (failed > 0): MLSYS_EPOINTS "F of T points failed". */
int mlsys_cmd_points_failed(size_t failed, size_t tried, struct mlsys_err *err);

struct mlsys_input;

/* Run cmd once per record of in (--input): each record's (option, value)
 * pairs are added to set's and evaluated as one point, the rows streamed
 * to one sink session. A bad record is reported through ctx->problem as
 * FILE:LINE and skipped; the result is then MLSYS_EPOINTS. When the first
 * 10000 records all fail, reading stops there (MLSYS_EPOINTS), as a sweep
 * whose first 10000 points all fail does. */
int mlsys_cmd_run_input(const struct mlsys_cmddef *cmd, const char *fullname,
                        const struct mlsys_optset *set, struct mlsys_input *in,
                        struct mlsys_ctx *ctx, struct mlsys_sink *sink, struct mlsys_err *err);

#endif
