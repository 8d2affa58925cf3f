/* help_json.c - `mlsys help --format json`: the help pages as data, in the
 * schema of docs/help-json.md, read from the same command and option
 * tables (and the same usage, unit and topic functions, help.h) as the
 * text pages. Strings are escaped by the renderer's JSON escaper.
 *
 * Layout: the document, the "commands" array, each command and the lists
 * in it put one item per line; an option, an output key and an exit code
 * are one line each.
 */
#include <stdbool.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/help.h"
#include "mlsys/qty.h"
#include "mlsys/units.h"
#include "mlsys/version.h"
#include "render/render.h"

/* ---- a small JSON writer ---------------------------------------------- */

#define JW_DEPTH 8

/* Where the writer is: one entry per open object or array. */
struct jw {
    FILE *out;
    int depth;               /* open containers                          */
    bool first[JW_DEPTH];    /* no item written yet in container i       */
    bool lines[JW_DEPTH];    /* container i puts each item on its own line */
    bool after_key;          /* a key was written; its value comes next   */
};

/* Start an item of the innermost container: a comma after the first item,
 * then a new indented line when the container has one line per item. A
 * value after a key is not an item of its own. */
static void jw_item(struct jw *w)
{
    if (w->after_key) {
        w->after_key = false;
        return;
    }
    if (w->depth == 0)
        return;
    int d = w->depth - 1;
    if (!w->first[d])
        fputs(w->lines[d] ? "," : ", ", w->out);
    if (w->lines[d])
        fprintf(w->out, "\n%*s", 2 * w->depth, "");
    w->first[d] = false;
}

/* Open an object ('{') or array ('['); lines: one item per line. */
static void jw_open(struct jw *w, char c, bool lines)
{
    jw_item(w);
    fputc(c, w->out);
    if (w->depth < JW_DEPTH) {
        w->first[w->depth] = true;
        w->lines[w->depth] = lines;
    }
    w->depth++;
}

/* Close the innermost container with c ('}' or ']'). */
static void jw_close(struct jw *w, char c)
{
    w->depth--;
    if (w->depth < JW_DEPTH && w->lines[w->depth] && !w->first[w->depth])
        fprintf(w->out, "\n%*s", 2 * w->depth, "");
    fputc(c, w->out);
}

/* A string value, or null for NULL. */
static void jw_str(struct jw *w, const char *s)
{
    jw_item(w);
    if (s)
        mlsys_render_json_string(w->out, s);
    else
        fputs("null", w->out);
}

/* The key of the next member of the innermost object. */
static void jw_key(struct jw *w, const char *k)
{
    jw_item(w);
    mlsys_render_json_string(w->out, k);
    fputs(": ", w->out);
    w->after_key = true;
}

/* Members: "k": string-or-null, "k": true/false, "k": integer. */
static void jw_kstr(struct jw *w, const char *k, const char *s)
{
    jw_key(w, k);
    jw_str(w, s);
}

static void jw_kbool(struct jw *w, const char *k, bool b)
{
    jw_key(w, k);
    jw_item(w);
    fputs(b ? "true" : "false", w->out);
}

static void jw_kint(struct jw *w, const char *k, int v)
{
    jw_key(w, k);
    jw_item(w);
    fprintf(w->out, "%d", v);
}

/* ---- options ---------------------------------------------------------- */

/* The option flags and their words in "flags", in this order. */
static const struct {
    unsigned flag;
    const char *word;
} flag_words[] = {
    {MLSYS_OPTF_REQUIRED, "required"}, {MLSYS_OPTF_POSITIONAL, "positional"},
    {MLSYS_OPTF_REPEAT, "repeatable"}, {MLSYS_OPTF_POSITIVE, "positive"},
    {MLSYS_OPTF_NONNEG, "nonneg"},     {MLSYS_OPTF_FRACTION, "fraction"},
    {MLSYS_OPTF_PROB, "prob"},         {MLSYS_OPTF_INTEGER, "integer"},
};

/* "unit": {"si": base SI unit of its dimension ("1" for none; null when
 * it does not parse, which the option table tests rule out), "family": as
 * declared and shown by --help} for a quantity option with a unit; null
 * for any other option. */
static void option_unit(struct jw *w, const struct mlsys_optdef *d)
{
    mlsys_qty u;
    char si[64] = "";
    jw_key(w, "unit");
    if (d->kind != MLSYS_OPT_QTY || !d->unit) {
        jw_str(w, NULL);
        return;
    }
    bool known = !mlsys_units_parse_unit(d->unit, &u, NULL);
    if (known)
        mlsys_qty_unit_name(u.dim, si, sizeof si);
    jw_open(w, '{', false);
    jw_kstr(w, "si", !known ? NULL : si[0] ? si : "1");
    jw_kstr(w, "family", d->unit);
    jw_close(w, '}');
}

/* The '|'-separated words ("a|b|c") as a list of strings. */
static void word_list(struct jw *w, const char *words)
{
    jw_open(w, '[', false);
    char word[128];
    for (const char *p = words; p && *p;) {
        size_t n = strcspn(p, "|");
        snprintf(word, sizeof word, "%.*s", (int)n, p);
        jw_str(w, word);
        p += n + (p[n] == '|');
    }
    jw_close(w, ']');
}

/* "choices": the words of a choice option ("a|b|c"), else null. */
static void option_choices(struct jw *w, const struct mlsys_optdef *d)
{
    jw_key(w, "choices");
    if (d->kind != MLSYS_OPT_CHOICE || !d->choices)
        jw_str(w, NULL);
    else
        word_list(w, d->choices);
}

/* "choice_aliases": for a choice option, the other words it takes and the
 * choice each names ("word=choice|..." as an object, {} when none); else
 * null. */
static void option_choice_aliases(struct jw *w, const struct mlsys_optdef *d)
{
    jw_key(w, "choice_aliases");
    if (d->kind != MLSYS_OPT_CHOICE) {
        jw_str(w, NULL);
        return;
    }
    jw_open(w, '{', false);
    char word[64], choice[64];
    for (const char *p = d->choice_aliases; mlsys_opt_choice_alias_next(&p, word, choice,
                                                                          sizeof word);)
        jw_kstr(w, word, choice);
    jw_close(w, '}');
}

/* One option as an object on one line. */
static void option(struct jw *w, const struct mlsys_optdef *d)
{
    bool pos = d->flags & MLSYS_OPTF_POSITIONAL;
    char shrt[2] = {d->short_name, '\0'};
    const char *metavar = mlsys_help_kind_metavar(d->kind);
    jw_open(w, '{', false);
    jw_kstr(w, "name", d->name);
    jw_kstr(w, "short", d->short_name ? shrt : NULL);
    jw_key(w, "aliases");
    word_list(w, d->aliases);
    jw_kstr(w, "kind", mlsys_help_kind_word(d->kind));
    jw_kstr(w, "metavar", pos || !*metavar ? NULL : metavar);
    option_unit(w, d);
    jw_kstr(w, "default", d->def);
    option_choices(w, d);
    option_choice_aliases(w, d);
    jw_kstr(w, "catalog", d->kind == MLSYS_OPT_NAME ? d->choices : NULL);
    jw_kstr(w, "help", d->help);
    jw_key(w, "flags");
    jw_open(w, '[', false);
    for (size_t i = 0; i < sizeof flag_words / sizeof flag_words[0]; i++)
        if (d->flags & flag_words[i].flag)
            jw_str(w, flag_words[i].word);
    jw_close(w, ']');
    jw_close(w, '}');
}

/* "key": the options of l, one a line. */
static void options(struct jw *w, const char *key, const struct mlsys_optlist *l)
{
    jw_key(w, key);
    jw_open(w, '[', true);
    for (size_t i = 0; i < l->n; i++)
        option(w, l->d[i]);
    jw_close(w, ']');
}

/* ---- commands --------------------------------------------------------- */

/* "output": cmd's output keys, one a line. */
static void output_keys(struct jw *w, const struct mlsys_cmddef *cmd)
{
    jw_key(w, "output");
    jw_open(w, '[', true);
    for (size_t i = 0; i < cmd->ncols; i++) {
        const struct mlsys_coldef *c = &cmd->cols[i];
        char ub[64];
        jw_open(w, '{', false);
        jw_kstr(w, "key", c->key);
        jw_kstr(w, "unit", mlsys_help_column_unit(c, ub, sizeof ub));
        jw_kstr(w, "family", c->unit);
        jw_kstr(w, "meaning", c->meaning);
        jw_kbool(w, "summary", c->flags & MLSYS_COL_SUMMARY);
        jw_kbool(w, "machine_only", c->flags & MLSYS_COL_MACHINE);
        jw_close(w, '}');
    }
    jw_close(w, ']');
}

/* One command object: cmd, called fullname, a subcommand of parent (NULL:
 * a top-level command), taking nglobals global options. */
static void command(struct jw *w, const struct mlsys_cmddef *cmd, const char *fullname,
                    const struct mlsys_cmddef *parent, size_t nglobals)
{
    char buf[512];
    struct mlsys_optlist opts;
    mlsys_cmd_optlist(cmd, &opts);
    jw_open(w, '{', true);
    jw_kstr(w, "name", fullname);
    jw_kstr(w, "parent", parent ? parent->name : NULL);
    jw_kstr(w, "usage", mlsys_help_usage(cmd, fullname, nglobals, buf, sizeof buf));
    jw_kstr(w, "summary", cmd->summary);
    jw_kstr(w, "description", cmd->description);
    jw_kbool(w, "global_options", nglobals > 0);
    jw_key(w, "subcommands");
    jw_open(w, '[', false);
    for (size_t i = 0; cmd->subs && cmd->subs[i]; i++) {
        snprintf(buf, sizeof buf, "%s %s", fullname, cmd->subs[i]->name);
        jw_str(w, buf);
    }
    jw_close(w, ']');
    options(w, "options", &opts);
    output_keys(w, cmd);
    jw_key(w, "examples");
    jw_open(w, '[', true);
    for (size_t i = 0; cmd->examples && cmd->examples[i]; i++) {
        snprintf(buf, sizeof buf, "mlsys %s", cmd->examples[i]);
        jw_str(w, buf);
    }
    jw_close(w, ']');
    jw_close(w, '}');
}

/* The top-level command top, then each of its subcommands. */
static void command_tree(struct jw *w, const struct mlsys_cmddef *top, size_t nglobals)
{
    command(w, top, top->name, NULL, nglobals);
    for (size_t i = 0; top->subs && top->subs[i]; i++) {
        char full[160];
        snprintf(full, sizeof full, "%s %s", top->name, top->subs[i]->name);
        command(w, top->subs[i], full, top, nglobals);
    }
}

void mlsys_help_json(FILE *out, const struct mlsys_cmddef *top, const struct mlsys_cmddef *sub,
                     const struct mlsys_optdef *globals, size_t nglobals)
{
    struct jw w = {.out = out};
    struct mlsys_optlist globs;
    mlsys_help_optlist(globals, nglobals, &globs);
    jw_open(&w, '{', true);
    jw_kstr(&w, "schema", "mlsys-help");
    jw_kint(&w, "schema_version", MLSYS_HELP_SCHEMA_VERSION);
    jw_kstr(&w, "version", mlsys_version());
    jw_kstr(&w, "usage", mlsys_help_usage_main);
    jw_kstr(&w, "description", mlsys_help_about);
    options(&w, "global_options", &globs);
    jw_key(&w, "exit_codes");
    jw_open(&w, '[', true);
    for (size_t i = 0; mlsys_help_exits[i].meaning; i++) {
        jw_open(&w, '{', false);
        jw_kint(&w, "code", mlsys_help_exits[i].code);
        jw_kstr(&w, "meaning", mlsys_help_exits[i].meaning);
        jw_close(&w, '}');
    }
    jw_close(&w, ']');
    jw_key(&w, "commands");
    jw_open(&w, '[', true);
    if (top && sub) {
        char full[160];
        snprintf(full, sizeof full, "%s %s", top->name, sub->name);
        command(&w, sub, full, top, mlsys_help_nglobals(top, nglobals));
    } else if (top) {
        command(&w, top, top->name, NULL, mlsys_help_nglobals(top, nglobals));
    } else {
        const struct mlsys_cmddef *topics[MLSYS_HELP_MAX_TOPICS + 1];
        mlsys_help_topics(topics);
        for (size_t i = 0; topics[i]; i++)
            command_tree(&w, topics[i], mlsys_help_nglobals(topics[i], nglobals));
    }
    jw_close(&w, ']');
    jw_close(&w, '}');
    fputc('\n', out);
}
