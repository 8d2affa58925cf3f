/* option.h - declarative option tables and the one option parser.
 *
 * Every way into a command (argv, a scenario's options: map, a line of
 * --input) produces a set of (option, text) pairs; mlsys_opt_bind turns
 * them into typed, validated values the same way for all of them, and the
 * same tables generate --help.
 */
#ifndef MLSYS_OPTION_H
#define MLSYS_OPTION_H

#include <stdbool.h>
#include <stddef.h>

#include "mlsys/err.h"
#include "mlsys/qty.h"

enum mlsys_optkind {
    MLSYS_OPT_QTY,    /* a quantity with the dimension of `unit` ("3.35 TB/s")  */
    MLSYS_OPT_COUNT,  /* a dimensionless number (batch, devices, fractions)      */
    MLSYS_OPT_CHOICE, /* one of `choices` ("decode|prefill|train")               */
    MLSYS_OPT_NAME,   /* a catalog name; `choices` names the catalog kind         */
    MLSYS_OPT_TEXT,   /* free text: a file name, an expression                   */
    MLSYS_OPT_FLAG    /* no value: present or not                                */
};

enum {
    MLSYS_OPTF_POSITIVE = 1 << 0,   /* > 0                                  */
    MLSYS_OPTF_NONNEG = 1 << 1,     /* >= 0                                 */
    MLSYS_OPTF_FRACTION = 1 << 2,   /* in (0, 1]                            */
    MLSYS_OPTF_INTEGER = 1 << 3,    /* a whole number                       */
    MLSYS_OPTF_POSITIONAL = 1 << 4, /* given by position, not --name        */
    MLSYS_OPTF_REPEAT = 1 << 5,     /* may be given many times; all kept    */
    MLSYS_OPTF_REQUIRED = 1 << 6,   /* must be given                        */
    MLSYS_OPTF_PROB = 1 << 7,       /* in [0, 1]                            */
    MLSYS_OPTF_MAX = 1 << 8         /* COUNT: the word "max" too, bound as
                                       x = +inf, the command's largest value */
};

/* One option of a command (or a global option). `def` is the default as
 * text, bound exactly like user text, and shown by --help. */
struct mlsys_optdef {
    const char *name;       /* long name without dashes ("bw"); positional: "EXPR" */
    char short_name;        /* 'f' for -f, or 0                                   */
    enum mlsys_optkind kind;
    const char *unit;       /* QTY: the expected unit/dimension ("B/s")          */
    const char *def;        /* default text, or NULL                              */
    const char *choices;    /* CHOICE: "a|b|c"; NAME: the catalog kind            */
    const char *help;       /* one line                                           */
    unsigned flags;
    /* Other names the option is read under, '|'-separated ("batch"), or
     * NULL: old spellings kept working after a rename. --help shows them
     * after the help line; completion and suggestions offer only `name`
     * (a mistyped alias is answered with the name). */
    const char *aliases;
    /* CHOICE: other words for choices, "word=choice|word=choice" ("vllm=
     * fused"), or NULL: the value is the choice's (its index and word);
     * --help names them in the help line, completion offers only choices. */
    const char *choice_aliases;
};

/* A bound value. For QTY q holds it in base units; COUNT in x (and q as a
 * count); CHOICE the index into choices in `choice` and the text in s;
 * NAME/TEXT the text in s; FLAG set only. */
struct mlsys_val {
    bool set;
    mlsys_qty q;
    double x;
    int choice;
    const char *s;
};

/* One (option, text) pair as it came in; `text` NULL for a flag. */
struct mlsys_optarg {
    const struct mlsys_optdef *def;
    const char *text;
};

/* The option values of one invocation, in the order given. */
struct mlsys_optset {
    struct mlsys_optarg *a;
    size_t n, cap;
};

/* A block of options: a command's own, or a set several commands share
 * (the device, a network link), declared once with its defaults. A
 * command lists the blocks it takes; argv is read against the blocks in
 * order, then the global options. */
struct mlsys_optblock {
    const struct mlsys_optdef *defs;
    size_t n;
};

/* Append (def, text); text is borrowed and must outlive the set. */
int mlsys_optset_add(struct mlsys_optset *set, const struct mlsys_optdef *def, const char *text,
                     struct mlsys_err *err);
void mlsys_optset_free(struct mlsys_optset *set);

/* The last text given for def in set, or NULL. */
const char *mlsys_optset_get(const struct mlsys_optset *set, const struct mlsys_optdef *def);

/* Whether def is called name: its long name or one of its aliases. */
bool mlsys_opt_named(const struct mlsys_optdef *def, const char *name);

/* Find the option called name (long name or alias, or a one-letter short
 * name when is_short) in the groups; NULL if none. */
const struct mlsys_optdef *mlsys_opt_find(const struct mlsys_optblock *g, size_t ng,
                                          const char *name, bool is_short);

/* Whether the command-line word arg reads as an option ("-x", "--name",
 * "--"), not as a value: a lone "-" (standard input) and numbers with a
 * minus sign ("-1", "-1e3", "-.5", "-5us", and "-inf", "-infinity",
 * "-nan" in any case, which validation then names) are values. */
bool mlsys_opt_is_option_word(const char *arg);

/* What def takes, for messages, into buf of size n: "a quantity in B/s",
 * "a number", "one of decode, prefill, train, infer", "a hardware name
 * from the catalog", or for free text its help line. Returns buf. */
const char *mlsys_opt_takes(const struct mlsys_optdef *def, char *buf, size_t n);

/* Read argv[0..argc) into set: "--name=value", "--name value", "-x value",
 * "-xvalue", flags, "--" ending options; other words fill the POSITIONAL
 * options of the groups in order. A value in the next word may be a
 * number with a minus sign ("--lat -5us" is then refused by validation,
 * not misread as an option), but not a word that reads as an option
 * (mlsys_opt_is_option_word): "--batch --prompt 5" is a missing value.
 * Errors (MLSYS_EUSAGE): unknown option with "did you mean" (the option
 * whose name or alias is closest; for "-F" the short option -f, for
 * "-batch" --batch), missing value
 * ("--batch needs a value (a number) before '--prompt'", or at the end of
 * the line without "before"), a value given to a flag, too many
 * arguments. */
int mlsys_opt_parse_argv(int argc, char **argv, const struct mlsys_optblock *g, size_t ng,
                         struct mlsys_optset *set, struct mlsys_err *err);

/* Parse and validate one text for def into *v (kind, unit dimension,
 * range flags). Errors name nothing; the caller adds where. */
int mlsys_opt_parse_value(const struct mlsys_optdef *def, const char *text, struct mlsys_val *v,
                          struct mlsys_err *err);

/* Check x against def's range flags (POSITIVE, NONNEG, FRACTION, PROB,
 * INTEGER, finite). MLSYS_ERANGE with the rule broken. */
int mlsys_opt_check_range(const struct mlsys_optdef *def, double x, struct mlsys_err *err);

/* The pair of a choice_aliases list ("word=choice|...") at *p: the word
 * and the choice it names into word and choice (n bytes each, always
 * NUL-terminated), *p moved to the next pair; false at the end, and at a
 * malformed pair or one that does not fit (the list ends there).
 * Thread-safe. */
bool mlsys_opt_choice_alias_next(const char **p, char *word, char *choice, size_t n);

/* Bind the options of table defs[0..n) from set into vals[0..n): the last
 * text given, else the default, else unset. Checks REQUIRED. On error the
 * message is prefixed with the option ("--bw: ..."). */
int mlsys_opt_bind(const struct mlsys_optdef *defs, size_t n, const struct mlsys_optset *set,
                   struct mlsys_val *vals, struct mlsys_err *err);

/* "--bw" or "EXPR" for messages and help, into buf of size n. */
const char *mlsys_opt_label(const struct mlsys_optdef *def, char *buf, size_t n);

#endif
