/* option.c - reading option texts (argv and friends) and binding them to
 * typed values through the declarative option tables of option.h. */
#include "run/option.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/text.h"
#include "mlsys/units.h"

int mlsys_optset_add(struct mlsys_optset *set, const struct mlsys_optdef *def, const char *text,
                     struct mlsys_err *err)
{
    struct mlsys_optarg *a = mlsys_grow(set->a, set->n, &set->cap, sizeof *a, 16);
    if (!a)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    set->a = a;
    set->a[set->n].def = def;
    set->a[set->n].text = text;
    set->n++;
    return MLSYS_OK;
}

void mlsys_optset_free(struct mlsys_optset *set)
{
    free(set->a);
    set->a = NULL;
    set->n = set->cap = 0;
}

const char *mlsys_optset_get(const struct mlsys_optset *set, const struct mlsys_optdef *def)
{
    for (size_t i = set->n; i-- > 0;)
        if (set->a[i].def == def)
            return set->a[i].text ? set->a[i].text : "";
    return NULL;
}

const char *mlsys_opt_label(const struct mlsys_optdef *def, char *buf, size_t n)
{
    if (def->flags & MLSYS_OPTF_POSITIONAL)
        snprintf(buf, n, "%s", def->name);
    else
        snprintf(buf, n, "--%s", def->name);
    return buf;
}

/* Whether the n bytes at p are text, exactly or (fold) in any ASCII case
 * (mlsys_text_ieq). */
static bool same_word(const char *p, size_t n, const char *text, bool fold)
{
    char word[128];
    if (strlen(text) != n || n >= sizeof word)
        return false;
    memcpy(word, p, n);
    word[n] = 0;
    return fold ? mlsys_text_ieq(word, text) : !strcmp(word, text);
}

/* The index of text in the '|'-separated words, or -1: option names
 * exactly, a choice's words (fold) in any case ("Q4_K_M", "FP8"). */
static int word_index_as(const char *words, const char *text, bool fold)
{
    int idx = 0;
    for (const char *p = words; *p; idx++) {
        const char *bar = strchr(p, '|');
        size_t n = bar ? (size_t)(bar - p) : strlen(p);
        if (same_word(p, n, text, fold))
            return idx;
        if (!bar)
            break;
        p = bar + 1;
    }
    return -1;
}

static int word_index(const char *words, const char *text)
{
    return word_index_as(words, text, false);
}

bool mlsys_opt_named(const struct mlsys_optdef *def, const char *name)
{
    return !strcmp(def->name, name) || (def->aliases && word_index(def->aliases, name) >= 0);
}

const struct mlsys_optdef *mlsys_opt_find(const struct mlsys_optblock *g, size_t ng,
                                          const char *name, bool is_short)
{
    for (size_t i = 0; i < ng; i++)
        for (size_t j = 0; j < g[i].n; j++) {
            const struct mlsys_optdef *d = &g[i].defs[j];
            if (d->flags & MLSYS_OPTF_POSITIONAL)
                continue;
            if (is_short ? (d->short_name && name[0] == d->short_name && !name[1])
                         : mlsys_opt_named(d, name))
                return d;
        }
    return NULL;
}

/* Split the '|'-separated words (choices, aliases) into words (at most max) pointing into
 * copy (size bytes; the choices are cut to fit). Returns how many. */
static size_t split_choices(const char *choices, char *copy, size_t size, const char **words,
                            size_t max)
{
    size_t n = 0;
    snprintf(copy, size, "%s", choices ? choices : "");
    for (char *p = copy; p && n < max;) {
        words[n++] = p;
        p = strchr(p, '|');
        if (p)
            *p++ = '\0';
    }
    return n;
}

/* The long names and aliases of the options of some groups, each with its
 * option: what an unknown option is matched against. */
struct names {
    const char *cands[256];
    const struct mlsys_optdef *owner[256];
    size_t n;
    char text[2048]; /* the aliases, split */
    size_t used;
};

/* Add def's name and aliases to *nm (as many as fit). */
static void add_names(struct names *nm, const struct mlsys_optdef *def)
{
    size_t max = sizeof nm->cands / sizeof nm->cands[0], room = sizeof nm->text - nm->used;
    const char *words[16];
    size_t nw = 0;
    if (def->aliases && *def->aliases && room > 1) {
        nw = split_choices(def->aliases, nm->text + nm->used, room, words, 16);
        size_t len = strlen(def->aliases) + 1;
        nm->used += len < room ? len : room;
    }
    for (size_t k = 0; k <= nw && nm->n < max; k++) {
        nm->owner[nm->n] = def;
        nm->cands[nm->n++] = k ? words[k - 1] : def->name;
    }
}

/* The option whose name or alias is closest to word (mlsys_text_suggest),
 * or NULL. */
static const struct mlsys_optdef *closest(const struct mlsys_optblock *g, size_t ng,
                                          const char *word)
{
    struct names nm;
    nm.n = nm.used = 0;
    for (size_t i = 0; i < ng; i++)
        for (size_t j = 0; j < g[i].n; j++)
            if (!(g[i].defs[j].flags & MLSYS_OPTF_POSITIONAL))
                add_names(&nm, &g[i].defs[j]);
    const char *s = mlsys_text_suggest(word, nm.cands, nm.n);
    for (size_t i = 0; s && i < nm.n; i++)
        if (nm.cands[i] == s)
            return nm.owner[i];
    return NULL;
}

/* The short option of the groups whose letter is c in another case
 * ("-F" for -f), or NULL. */
static const struct mlsys_optdef *short_other_case(const struct mlsys_optblock *g, size_t ng,
                                                   char c)
{
    for (size_t i = 0; i < ng; i++)
        for (size_t j = 0; j < g[i].n; j++) {
            char s = g[i].defs[j].short_name;
            if (s && s != c && mlsys_text_ieq((char[]){s, '\0'}, (char[]){c, '\0'}))
                return &g[i].defs[j];
        }
    return NULL;
}

/* Report an unknown option arg (name: its name, a letter when is_short),
 * suggesting the name of the option whose name or alias is closest (an
 * old spelling mistyped gets the new name), also for a long name written
 * with one dash ("-batch"); for an unknown letter, the short option whose
 * letter differs only in case ("-F": -f). */
static int unknown_option(const struct mlsys_optblock *g, size_t ng, const char *arg,
                          const char *name, bool is_short, struct mlsys_err *err)
{
    long bad = mlsys_text_bad_utf8(arg);
    if (bad >= 0) /* name the byte; echoing it would garble the terminal */
        return mlsys_err_set(err, MLSYS_EUSAGE, "unknown option with an invalid UTF-8 byte 0x%02x",
                             (unsigned char)arg[bad]);
    const struct mlsys_optdef *sc = is_short ? short_other_case(g, ng, name[0]) : NULL;
    if (sc)
        return mlsys_err_set(err, MLSYS_EUSAGE, "unknown option '%s'; did you mean '-%c'?", arg,
                             sc->short_name);
    const struct mlsys_optdef *d =
        !is_short ? closest(g, ng, name) : arg[2] ? closest(g, ng, arg + 1) : NULL;
    if (d)
        return mlsys_err_set(err, MLSYS_EUSAGE, "unknown option '%s'; did you mean '--%s'?", arg,
                             d->name);
    return mlsys_err_set(err, MLSYS_EUSAGE, "unknown option '%s'; see --help", arg);
}

/* The n-th positional option of the groups (0-based), or NULL. */
static const struct mlsys_optdef *positional(const struct mlsys_optblock *g, size_t ng, size_t n)
{
    for (size_t i = 0; i < ng; i++)
        for (size_t j = 0; j < g[i].n; j++)
            if ((g[i].defs[j].flags & MLSYS_OPTF_POSITIONAL) && n-- == 0)
                return &g[i].defs[j];
    return NULL;
}

bool mlsys_opt_is_option_word(const char *arg)
{
    if (arg[0] != '-' || !arg[1] || (arg[1] >= '0' && arg[1] <= '9') || arg[1] == '.')
        return false;
    char word[10]; /* "-inf", "-Infinity", "-nan(...)": numbers the units parser names */
    size_t n = 0;
    while (n < sizeof word - 1 && ((arg[1 + n] | 0x20) >= 'a' && (arg[1 + n] | 0x20) <= 'z'))
        word[n] = arg[1 + n], n++;
    word[n] = '\0';
    return !(mlsys_text_ieq(word, "inf") || mlsys_text_ieq(word, "infinity") ||
             mlsys_text_ieq(word, "nan"));
}

const char *mlsys_opt_takes(const struct mlsys_optdef *def, char *buf, size_t n)
{
    switch (def->kind) {
    case MLSYS_OPT_QTY:
        snprintf(buf, n, "a quantity in %s", def->unit ? def->unit : "");
        break;
    case MLSYS_OPT_COUNT:
        snprintf(buf, n, def->flags & MLSYS_OPTF_MAX ? "a number, or max" : "a number");
        break;
    case MLSYS_OPT_CHOICE: {
        char copy[512];
        const char *words[32];
        size_t nw = split_choices(def->choices, copy, sizeof copy, words, 32);
        size_t k = (size_t)snprintf(buf, n, "one of ");
        if (k < n)
            mlsys_text_join(words, nw, buf + k, n - k);
        break;
    }
    case MLSYS_OPT_NAME:
        snprintf(buf, n, "a %s name from the catalog", def->choices);
        break;
    case MLSYS_OPT_TEXT:
    case MLSYS_OPT_FLAG:
        snprintf(buf, n, "%s", def->help);
        break;
    }
    return buf;
}

/* The value of d in the word after argv[*i], consumed; an error when there
 * is none or it reads as an option (the value was left out: "--batch
 * --prompt 5" must not take "--prompt" as the batch). */
static int next_value(int argc, char **argv, int *i, const struct mlsys_optdef *d,
                      const char **val, struct mlsys_err *err)
{
    char takes[512];
    if (*i + 1 >= argc)
        return mlsys_err_set(err, MLSYS_EUSAGE, "--%s needs a value (%s)", d->name,
                             mlsys_opt_takes(d, takes, sizeof takes));
    if (mlsys_opt_is_option_word(argv[*i + 1])) {
        long bad = mlsys_text_bad_utf8(argv[*i + 1]);
        if (bad >= 0) /* as unknown_option: never echo a bad byte */
            return mlsys_err_set(err, MLSYS_EUSAGE,
                                 "--%s needs a value (%s), not an option with an invalid UTF-8 "
                                 "byte 0x%02x",
                                 d->name, mlsys_opt_takes(d, takes, sizeof takes),
                                 (unsigned char)argv[*i + 1][bad]);
        return mlsys_err_set(err, MLSYS_EUSAGE, "--%s needs a value (%s) before '%s'",
                             d->name, mlsys_opt_takes(d, takes, sizeof takes), argv[*i + 1]);
    }
    *val = argv[++*i];
    return MLSYS_OK;
}

/* Read one "-x..." or "--name..." word at argv[*i], consuming its value
 * from the next word when needed. */
static int read_option(int argc, char **argv, int *i, const struct mlsys_optblock *g, size_t ng,
                       struct mlsys_optset *set, struct mlsys_err *err)
{
    char *arg = argv[*i];
    bool is_short = arg[1] != '-';
    char name[128];
    const char *inline_val = NULL;
    if (is_short) {
        name[0] = arg[1];
        name[1] = '\0';
        if (arg[2])
            inline_val = arg + 2;
    } else {
        const char *eq = strchr(arg + 2, '=');
        size_t len = eq ? (size_t)(eq - (arg + 2)) : strlen(arg + 2);
        if (len >= sizeof name)
            len = sizeof name - 1;
        memcpy(name, arg + 2, len);
        name[len] = '\0';
        inline_val = eq ? eq + 1 : NULL;
    }
    const struct mlsys_optdef *d = mlsys_opt_find(g, ng, name, is_short);
    if (!d)
        return unknown_option(g, ng, arg, name, is_short, err);
    if (d->kind == MLSYS_OPT_FLAG) {
        const struct mlsys_optdef *whole = is_short && inline_val ? closest(g, ng, arg + 1) : NULL;
        if (whole) /* "-hw": --hw with one dash, not -h given "w" */
            return mlsys_err_set(err, MLSYS_EUSAGE, "unknown option '%s'; did you mean '--%s'?",
                                 arg, whole->name);
        if (inline_val)
            return mlsys_err_set(err, MLSYS_EUSAGE, "--%s takes no value", d->name);
        return mlsys_optset_add(set, d, NULL, err);
    }
    if (!inline_val) {
        int rc = next_value(argc, argv, i, d, &inline_val, err);
        if (rc)
            return rc;
    }
    return mlsys_optset_add(set, d, inline_val, err);
}

int mlsys_opt_parse_argv(int argc, char **argv, const struct mlsys_optblock *g, size_t ng,
                         struct mlsys_optset *set, struct mlsys_err *err)
{
    size_t npos = 0;
    bool options_done = false;
    for (int i = 0; i < argc; i++) {
        char *arg = argv[i];
        if (!options_done && !strcmp(arg, "--")) {
            options_done = true;
            continue;
        }
        if (!options_done && mlsys_opt_is_option_word(arg)) {
            int rc = read_option(argc, argv, &i, g, ng, set, err);
            if (rc)
                return rc;
            continue;
        }
        const struct mlsys_optdef *d = positional(g, ng, npos);
        if (!d)
            return mlsys_err_set(err, MLSYS_EUSAGE, "unexpected argument '%s'", arg);
        if (!(d->flags & MLSYS_OPTF_REPEAT))
            npos++;
        int rc = mlsys_optset_add(set, d, arg, err);
        if (rc)
            return rc;
    }
    return MLSYS_OK;
}

int mlsys_opt_check_range(const struct mlsys_optdef *def, double x, struct mlsys_err *err)
{
    if (!isfinite(x))
        return mlsys_err_set(err, MLSYS_ERANGE, "must be a finite number");
    if ((def->flags & MLSYS_OPTF_POSITIVE) && !(x > 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "must be greater than zero");
    if ((def->flags & MLSYS_OPTF_NONNEG) && x < 0)
        return mlsys_err_set(err, MLSYS_ERANGE, "must not be negative");
    if ((def->flags & MLSYS_OPTF_FRACTION) && !(x > 0 && x <= 1))
        return mlsys_err_set(err, MLSYS_ERANGE, "must be in (0, 1] (a fraction; '50 %%' works)");
    if ((def->flags & MLSYS_OPTF_PROB) && !(x >= 0 && x <= 1))
        return mlsys_err_set(err, MLSYS_ERANGE, "must be in [0, 1]");
    if ((def->flags & MLSYS_OPTF_INTEGER) && x != floor(x))
        return mlsys_err_set(err, MLSYS_ERANGE, "must be a whole number");
    return MLSYS_OK;
}

bool mlsys_opt_choice_alias_next(const char **p, char *word, char *choice, size_t n)
{
    const char *s = *p;
    if (!s || !*s)
        return false;
    size_t len = strcspn(s, "|"), k = strcspn(s, "=");
    if (k >= len || k >= n || len - k - 1 >= n)
        return false; /* malformed, or too long: a programming error */
    memcpy(word, s, k);
    word[k] = '\0';
    memcpy(choice, s + k + 1, len - k - 1);
    choice[len - k - 1] = '\0';
    *p = s + len + (s[len] == '|');
    return true;
}

/* The index in def->choices of the choice text names through def's choice
 * aliases (in any ASCII case), or -1. */
static int alias_index(const struct mlsys_optdef *def, const char *text)
{
    char word[64], choice[64];
    for (const char *p = def->choice_aliases; mlsys_opt_choice_alias_next(&p, word, choice,
                                                                          sizeof word);)
        if (mlsys_text_ieq(word, text))
            return word_index_as(def->choices, choice, true);
    return -1;
}

/* Refuse text that is not one of def's choices, suggesting the closest. */
static int bad_choice(const struct mlsys_optdef *def, const char *text, struct mlsys_err *err)
{
    char copy[512];
    const char *cands[32];
    size_t nc = split_choices(def->choices, copy, sizeof copy, cands, 32);
    const char *s = mlsys_text_suggest(text, cands, nc);
    char list[512];
    mlsys_text_join(cands, nc, list, sizeof list);
    if (s)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "unknown value '%s'; did you mean '%s'? (one of %s)", text, s, list);
    return mlsys_err_set(err, MLSYS_EUSAGE, "unknown value '%s'; expected one of %s", text, list);
}

int mlsys_opt_parse_value(const struct mlsys_optdef *def, const char *text, struct mlsys_val *v,
                          struct mlsys_err *err)
{
    struct mlsys_val out = {.set = true, .s = text, .choice = -1};
    int rc = MLSYS_OK;
    long bad;
    switch (def->kind) {
    case MLSYS_OPT_QTY:
        rc = mlsys_units_parse_as(text, def->unit, &out.q, err);
        if (!rc)
            rc = mlsys_opt_check_range(def, out.q.v, err);
        out.x = out.q.v;
        break;
    case MLSYS_OPT_COUNT:
        if ((def->flags & MLSYS_OPTF_MAX) && !strcmp(text, "max")) {
            out.x = INFINITY; /* the command resolves it to its largest value */
            out.q = mlsys_qty_num(out.x);
            break;
        }
        rc = mlsys_units_parse_count(text, &out.x, err);
        if (rc && (def->flags & MLSYS_OPTF_MAX) && mlsys_text_bad_utf8(text) < 0)
            rc = mlsys_err_set(err, rc, "'%s' is neither a number nor max", text);
        else if (rc && !strcmp(text, "max")) /* a word another command's option takes */
            rc = mlsys_err_set(err, rc, "max is not a value here: give a number");
        if (!rc)
            rc = mlsys_opt_check_range(def, out.x, err);
        out.q = mlsys_qty_num(out.x);
        break;
    case MLSYS_OPT_CHOICE: /* checked like a name first: never echo a bad byte */
    case MLSYS_OPT_NAME:
    case MLSYS_OPT_TEXT:
        bad = mlsys_text_bad_utf8(text);
        if (bad >= 0)
            rc = mlsys_err_set(err, MLSYS_EPARSE, "invalid UTF-8 byte 0x%02x at character %ld",
                               (unsigned char)text[bad], bad + 1);
        else if (def->kind == MLSYS_OPT_NAME && !text[0])
            rc = mlsys_err_set(err, MLSYS_EUSAGE, "empty name");
        else if (def->kind == MLSYS_OPT_CHOICE &&
                 (out.choice = word_index_as(def->choices, text, true)) < 0 &&
                 (out.choice = alias_index(def, text)) < 0)
            rc = bad_choice(def, text, err);
        break;
    case MLSYS_OPT_FLAG:
        break;
    }
    if (!rc)
        *v = out;
    return rc;
}

int mlsys_opt_bind(const struct mlsys_optdef *defs, size_t n, const struct mlsys_optset *set,
                   struct mlsys_val *vals, struct mlsys_err *err)
{
    for (size_t i = 0; i < n; i++) {
        const struct mlsys_optdef *d = &defs[i];
        const char *text = mlsys_optset_get(set, d);
        char label[64];
        vals[i] = (struct mlsys_val){.choice = -1};
        if (!text)
            text = d->def;
        if (!text) {
            if (d->flags & MLSYS_OPTF_REQUIRED)
                return mlsys_err_set(err, MLSYS_EUSAGE, "missing %s (%s)",
                                     mlsys_opt_label(d, label, sizeof label), d->help);
            continue;
        }
        int rc = mlsys_opt_parse_value(d, text, &vals[i], err);
        if (rc) {
            mlsys_err_where(err, "%s", mlsys_opt_label(d, label, sizeof label));
            return rc;
        }
    }
    return MLSYS_OK;
}
