/* completion.c - `mlsys completion bash`: a bash completion script generated
 * from the command table and the global options, so it knows every command,
 * subcommand and option the binary has.
 *
 * What it completes, after the words already typed:
 *   command and subcommand words (and `help COMMAND [SUB]`, `help completion`,
 *   `completion bash`);
 *   options (the command's and the global ones) for a word starting with '-';
 *   option values: CHOICE words, catalog names for NAME options (read at
 *   completion time with `mlsys catalog list KIND --columns name`, honouring
 *   --catalog on the line and MLSYS_CATALOG; plus `all`), output keys for
 *   --columns, --x and --y, directories for --catalog and DIR, files for
 *   --plot, --input and FILE; after a comma the next item of a sweep list;
 *   positional words: CHOICE words, and for a positional NAME of a command C
 *   the names `mlsys C list --columns name` prints (`catalog show NAME`,
 *   `scenario show NAME`).
 * Option values may follow as "--opt value" or "--opt=value".
 */
#include <stdbool.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/help.h"
#include "mlsys/catalog.h"
#include "core/text.h"

/* How the value of an option completes. */
enum vkind { V_NONE, V_WORDS, V_NAMES, V_FILES, V_DIRS, V_KEYS };

static bool ends_with(const char *s, const char *tail)
{
    size_t n = strlen(s), m = strlen(tail);
    return n >= m && mlsys_text_ieq(s + n - m, tail);
}

static enum vkind value_kind(const struct mlsys_optdef *d)
{
    switch (d->kind) {
    case MLSYS_OPT_CHOICE: return V_WORDS;
    case MLSYS_OPT_NAME: return V_NAMES;
    case MLSYS_OPT_TEXT:
        if (!strcmp(d->name, "columns") || !strcmp(d->name, "x") || !strcmp(d->name, "y"))
            return V_KEYS;
        if (!strcmp(d->name, "catalog") || ends_with(d->name, "dir"))
            return V_DIRS;
        if (!strcmp(d->name, "plot") || !strcmp(d->name, "input") || ends_with(d->name, "file"))
            return V_FILES;
        return V_NONE;
    default: return V_NONE;
    }
}

/* Whether w can go into the script as a bare word (every name in the
 * tables can; anything else is left out rather than quoted). */
static bool plain(const char *w)
{
    if (!*w)
        return false;
    for (const char *p = w; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
              strchr("_.:+/-", *p)))
            return false;
    return true;
}

static void word(FILE *out, bool *first, const char *w, size_t n)
{
    char buf[128];
    snprintf(buf, sizeof buf, "%.*s", (int)n, w);
    if (!plain(buf))
        return;
    fprintf(out, "%s%s", *first ? "" : " ", buf);
    *first = false;
}

/* "a|b|c" as "a b c". */
static void choice_words(FILE *out, const char *choices)
{
    bool first = true;
    for (const char *p = choices; p && *p;) {
        size_t n = strcspn(p, "|");
        word(out, &first, p, n);
        p += n + (p[n] == '|');
    }
}

/* The option words of defs ("--hw --workload -f"); only those taking a
 * value when `valued`. */
static void option_words(FILE *out, bool *first, const struct mlsys_optlist *l, bool valued)
{
    for (size_t i = 0; i < l->n; i++) {
        const struct mlsys_optdef *d = l->d[i];
        if ((d->flags & MLSYS_OPTF_POSITIONAL) || (valued && d->kind == MLSYS_OPT_FLAG))
            continue;
        char w[80];
        snprintf(w, sizeof w, "--%s", d->name);
        word(out, first, w, strlen(w));
        if (d->short_name) {
            snprintf(w, sizeof w, "-%c", d->short_name);
            word(out, first, w, strlen(w));
        }
    }
}

/* The output keys of cmd: its columns, then the keys swept options add
 * ("bw" for --bw, "kv_precision" for --kv-precision) when not columns. */
static void key_words(FILE *out, const struct mlsys_cmddef *cmd)
{
    bool first = true;
    for (size_t i = 0; i < cmd->ncols; i++)
        word(out, &first, cmd->cols[i].key, strlen(cmd->cols[i].key));
    struct mlsys_optlist opts;
    mlsys_cmd_optlist(cmd, &opts);
    for (size_t i = 0; i < opts.n; i++) {
        const struct mlsys_optdef *d = opts.d[i];
        if ((d->flags & MLSYS_OPTF_POSITIONAL) || d->kind == MLSYS_OPT_FLAG ||
            d->kind == MLSYS_OPT_TEXT)
            continue;
        char key[80];
        snprintf(key, sizeof key, "%s", d->name);
        for (char *p = key; *p; p++)
            *p = *p == '-' ? '_' : *p;
        bool dup = false;
        for (size_t j = 0; j < cmd->ncols && !dup; j++)
            dup = mlsys_text_ieq(cmd->cols[j].key, key);
        if (!dup)
            word(out, &first, key, strlen(key));
    }
}

/* The case arm of _mlsys_spec for cmd at `path`, then its subcommands'. */
static void spec_arms(FILE *out, const struct mlsys_cmddef *cmd, const char *path)
{
    bool first = true;
    fprintf(out, "    '%s') ", path);
    if (cmd->subs) {
        fputs("subs=\"", out);
        for (size_t i = 0; cmd->subs[i]; i++)
            word(out, &first, cmd->subs[i]->name, strlen(cmd->subs[i]->name));
        fputs("\" ;;\n", out);
        for (size_t i = 0; cmd->subs[i]; i++) {
            char sub[160];
            snprintf(sub, sizeof sub, "%s %s", path, cmd->subs[i]->name);
            spec_arms(out, cmd->subs[i], sub);
        }
        return;
    }
    struct mlsys_optlist opts;
    mlsys_cmd_optlist(cmd, &opts);
    fputs("opts=\"", out);
    option_words(out, &first, &opts, false);
    fputs("\" vals=\"", out);
    first = true;
    option_words(out, &first, &opts, true);
    fputs("\" ;;\n", out);
}

/* The completion of one value of kind k for option d of cmd (parent: the
 * command cmd is a subcommand of, or NULL). */
static void value_action(FILE *out, const struct mlsys_optdef *d, const struct mlsys_cmddef *cmd,
                         const struct mlsys_cmddef *parent)
{
    switch (value_kind(d)) {
    case V_WORDS:
        fputs("_mlsys_words \"", out);
        choice_words(out, d->choices);
        fputs("\"", out);
        return;
    case V_NAMES: {
        enum mlsys_catalog_kind kind;
        bool known = !mlsys_catalog_kind_parse(d->choices ? d->choices : "", &kind, NULL);
        fprintf(out, "_mlsys_words \"all $(_mlsys_list catalog %s)\"",
                known ? mlsys_catalog_kind_dir(kind) : "");
        return;
    }
    case V_KEYS:
        fputs("_mlsys_words \"", out);
        key_words(out, cmd);
        fputs("\"", out);
        return;
    case V_DIRS: fputs("_mlsys_files -d", out); return;
    case V_FILES: fputs("_mlsys_files -f", out); return;
    case V_NONE:
        if ((d->flags & MLSYS_OPTF_POSITIONAL) && !strcmp(d->name, "NAME") && parent &&
            mlsys_cmd_find(parent->subs, "list") && plain(parent->name)) {
            fprintf(out, "_mlsys_words \"$(_mlsys_list %s)\"", parent->name);
            return;
        }
        fputs("COMPREPLY=()", out);
        return;
    }
}

/* The case arms of _mlsys_value for cmd at `path` (and its subcommands):
 * one per option and positional whose value completes, and the global
 * options that take this command's output keys. */
static void value_arms(FILE *out, const struct mlsys_cmddef *cmd, const char *path,
                       const struct mlsys_cmddef *parent, const struct mlsys_optdef *globals,
                       size_t nglobals)
{
    if (cmd->subs) {
        for (size_t i = 0; cmd->subs[i]; i++) {
            char sub[160];
            snprintf(sub, sizeof sub, "%s %s", path, cmd->subs[i]->name);
            value_arms(out, cmd->subs[i], sub, cmd, globals, nglobals);
        }
        return;
    }
    size_t npos = 0;
    struct mlsys_optlist opts;
    mlsys_cmd_optlist(cmd, &opts);
    for (size_t i = 0; i < opts.n; i++) {
        const struct mlsys_optdef *d = opts.d[i];
        bool pos = d->flags & MLSYS_OPTF_POSITIONAL;
        npos += pos;
        bool list_names = pos && !strcmp(d->name, "NAME") && parent &&
                          mlsys_cmd_find(parent->subs, "list") && plain(parent->name);
        if (d->kind == MLSYS_OPT_FLAG || (value_kind(d) == V_NONE && !list_names))
            continue;
        if (pos)
            fprintf(out, "    '%s|#%zu'", path, npos);
        else
            fprintf(out, "    '%s|--%s'", path, d->name);
        if (d->short_name && !pos)
            fprintf(out, " | '%s|-%c'", path, d->short_name);
        fputs(") ", out);
        value_action(out, d, cmd, parent);
        fputs(" ;;\n", out);
    }
    const struct mlsys_optdef *keys = NULL;
    for (size_t i = 0; i < nglobals; i++) {
        if (value_kind(&globals[i]) != V_KEYS)
            continue;
        fprintf(out, "%s'%s|--%s'", keys ? " | " : "    ", path, globals[i].name);
        keys = &globals[i];
    }
    if (keys) {
        fputs(") ", out);
        value_action(out, keys, cmd, parent);
        fputs(" ;;\n", out);
    }
}

/* The shell functions that do not depend on the tables. */
static const char *const prologue =
    "# bash completion for mlsys, generated by `mlsys completion bash` from its command\n"
    "# and option tables. Load it with\n"
    "#     source <(mlsys completion bash)\n"
    "# or save it as ~/.local/share/bash-completion/completions/mlsys.\n"
    "\n"
    "# _mlsys_list CMD [KIND]: the names `mlsys CMD list KIND` prints, with the\n"
    "# --catalog directories given on the line.\n"
    "_mlsys_list() {\n"
    "    local args=() i\n"
    "    for ((i = 1; i < ${#COMP_WORDS[@]}; i++)); do\n"
    "        if [[ ${COMP_WORDS[i]} == --catalog ]]; then\n"
    "            [[ ${COMP_WORDS[i+1]} == = ]] && ((i++))\n"
    "            args+=(--catalog \"${COMP_WORDS[i+1]}\")\n"
    "        fi\n"
    "    done\n"
    "    \"${COMP_WORDS[0]}\" \"${args[@]}\" \"$1\" list $2 --columns name --no-header -f tsv "
    "2>/dev/null\n"
    "}\n"
    "\n"
    "# _mlsys_words WORDS: those starting with the current word's last comma-separated\n"
    "# item (sweep lists: --hw h100,a1<TAB>).\n"
    "_mlsys_words() {\n"
    "    local pre= last=$cur w\n"
    "    if [[ $cur == *,* ]]; then pre=${cur%,*},; last=${cur##*,}; fi\n"
    "    COMPREPLY=()\n"
    "    for w in $1; do\n"
    "        [[ $w == \"$last\"* ]] && COMPREPLY+=(\"$pre$w\")\n"
    "    done\n"
    "}\n"
    "\n"
    "# _mlsys_files -f|-d: file or directory names.\n"
    "_mlsys_files() {\n"
    "    compopt -o filenames 2>/dev/null\n"
    "    mapfile -t COMPREPLY < <(compgen \"$1\" -- \"$cur\")\n"
    "}\n"
    "\n";

/* The main function: walk the words before the cursor, then complete. */
static const char *const main_fn =
    "_mlsys() {\n"
    "    local cur=${COMP_WORDS[COMP_CWORD]} path= opts= vals= subs= w i skip=0 npos=0 opt\n"
    "    COMPREPLY=()\n"
    "    [[ $cur == = ]] && cur=\n"
    "    _mlsys_spec ''\n"
    "    for ((i = 1; i < COMP_CWORD; i++)); do\n"
    "        w=${COMP_WORDS[i]}\n"
    "        if ((skip)); then\n"
    "            skip=0\n"
    "            [[ $w == = ]] && skip=1\n"
    "            continue\n"
    "        fi\n"
    "        case $w in\n"
    "        --) ;;\n"
    "        -*=*) ;;\n"
    "        -*) [[ \" $vals \" == *\" $w \"* ]] && skip=1 ;;\n"
    "        *)\n"
    "            if [[ -n $subs ]]; then\n"
    "                path=${path:+$path }$w\n"
    "                _mlsys_spec \"$path\"\n"
    "            else\n"
    "                npos=$((npos + 1))\n"
    "            fi\n"
    "            ;;\n"
    "        esac\n"
    "    done\n"
    "    if ((skip)); then\n"
    "        opt=${COMP_WORDS[COMP_CWORD-1]}\n"
    "        [[ $opt == = ]] && opt=${COMP_WORDS[COMP_CWORD-2]}\n"
    "        _mlsys_value \"$path\" \"$opt\"\n"
    "    elif [[ $cur == --*=* ]]; then\n"
    "        opt=${cur%%=*} cur=${cur#*=}\n"
    "        _mlsys_value \"$path\" \"$opt\"\n"
    "        COMPREPLY=(\"${COMPREPLY[@]/#/$opt=}\")\n"
    "    elif [[ $cur == -* ]]; then\n"
    "        _mlsys_words \"$opts\"\n"
    "    elif [[ -n $subs ]]; then\n"
    "        _mlsys_words \"$subs\"\n"
    "    else\n"
    "        _mlsys_value \"$path\" \"#$((npos + 1))\"\n"
    "        ((${#COMPREPLY[@]})) || _mlsys_words \"$opts\"\n"
    "    fi\n"
    "}\n"
    "\n"
    "complete -F _mlsys mlsys\n";

/* Write the whole script. */
static void bash_script(FILE *out, const struct mlsys_optdef *globals, size_t nglobals)
{
    fputs(prologue, out);
    fputs("# _mlsys_spec PATH: for the command PATH (\"\" before one), its subcommands\n"
          "# (subs), or its options (opts) and those that take a value (vals), the\n"
          "# global options included.\n"
          "_mlsys_spec() {\n"
          "    subs= opts= vals=\n"
          "    case $1 in\n"
          "    '') subs=\"",
          out);
    const struct mlsys_cmddef *topics[MLSYS_HELP_MAX_TOPICS + 1];
    mlsys_help_topics(topics); /* the commands, help, completion */
    bool first = true;
    for (size_t i = 0; topics[i]; i++)
        word(out, &first, topics[i]->name, strlen(topics[i]->name));
    fputs("\" ;;\n    'help') subs=\"", out);
    first = true;
    for (size_t i = 0; topics[i]; i++)
        word(out, &first, topics[i]->name, strlen(topics[i]->name));
    fputs("\" ;;\n", out);
    for (size_t i = 0; mlsys_commands[i]; i++) {
        const struct mlsys_cmddef *c = mlsys_commands[i];
        if (!plain(c->name))
            continue;
        spec_arms(out, c, c->name);
        if (c->subs) {
            char help[160];
            snprintf(help, sizeof help, "help %s", c->name);
            fprintf(out, "    '%s') subs=\"", help);
            first = true;
            for (size_t k = 0; c->subs[k]; k++)
                word(out, &first, c->subs[k]->name, strlen(c->subs[k]->name));
            fputs("\" ;;\n", out);
        }
    }
    fputs("    esac\n    opts+=\" ", out);
    first = true;
    struct mlsys_optlist globs;
    mlsys_help_optlist(globals, nglobals, &globs); /* as help lists them */
    option_words(out, &first, &globs, false);
    fputs("\"\n    vals+=\" ", out);
    first = true;
    option_words(out, &first, &globs, true);
    fputs("\"\n}\n\n"
          "# _mlsys_value PATH OPT: complete the value of option OPT of the command\n"
          "# PATH, or with OPT \"#N\" its N-th positional word.\n"
          "_mlsys_value() {\n"
          "    case \"$1|$2\" in\n"
          "    'completion|#1') _mlsys_words \"bash\" ;;\n",
          out);
    for (size_t i = 0; mlsys_commands[i]; i++)
        if (plain(mlsys_commands[i]->name))
            value_arms(out, mlsys_commands[i], mlsys_commands[i]->name, NULL, globals,
                       nglobals);
    for (size_t i = 0; i < nglobals; i++) {
        const struct mlsys_optdef *d = &globals[i];
        enum vkind k = value_kind(d);
        if (d->kind == MLSYS_OPT_FLAG || k == V_NONE || k == V_KEYS)
            continue;
        fprintf(out, "    *'|--%s'", d->name);
        if (d->short_name)
            fprintf(out, " | *'|-%c'", d->short_name);
        fputs(") ", out);
        value_action(out, d, NULL, NULL);
        fputs(" ;;\n", out);
    }
    fputs("    *) COMPREPLY=() ;;\n    esac\n}\n\n", out);
    fputs(main_fn, out);
}

/* `completion` is not in the command table (it needs the global option
 * table, and takes no global options); this entry is its help page. */
static const struct mlsys_optdef completion_opts[] = {
    {.name = "SHELL", .kind = MLSYS_OPT_CHOICE, .choices = "bash",
     .help = "the shell to write the script for",
     .flags = MLSYS_OPTF_POSITIONAL | MLSYS_OPTF_REQUIRED},
};

static const char *const completion_examples[] = {"completion bash", NULL};

const struct mlsys_cmddef mlsys_completion_cmd = {
    .name = "completion",
    .summary = "print a bash completion script: source <(mlsys completion bash)",
    .description =
        "Prints a bash completion script generated from the command and option tables, so\n"
        "it completes every command, subcommand and option of this binary, the words of\n"
        "choice options, catalog names (read when completing, with --catalog and\n"
        "MLSYS_CATALOG), output keys for --columns, --x and --y, and file and directory\n"
        "names. Load it into the running shell, or save it where bash-completion looks:\n"
        "  source <(mlsys completion bash)\n"
        "  mlsys completion bash > ~/.local/share/bash-completion/completions/mlsys",
    .blocks = MLSYS_BLOCKS(MLSYS_OWN(completion_opts,
                                     sizeof completion_opts / sizeof completion_opts[0])),
    .examples = completion_examples,
};

int mlsys_completion(int argc, char **argv, const struct mlsys_optdef *globals, size_t nglobals,
                     FILE *out, struct mlsys_err *err)
{
    for (int i = 0; i < argc; i++)
        if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            mlsys_help_command(out, &mlsys_completion_cmd, "completion", NULL, 0);
            return MLSYS_OK;
        }
    int rc = MLSYS_OK;
    if (argc < 1)
        rc = mlsys_err_set(err, MLSYS_EUSAGE, "give the shell: mlsys completion bash");
    else if (strcmp(argv[0], "bash"))
        rc = mlsys_err_set(err, MLSYS_EUSAGE, "unknown shell '%s'; shells are: bash", argv[0]);
    else if (argc > 1)
        rc = mlsys_err_set(err, MLSYS_EUSAGE, "too many arguments: '%s'", argv[1]);
    if (rc) {
        mlsys_err_where(err, "completion");
        return rc;
    }
    bash_script(out, globals, nglobals);
    return MLSYS_OK;
}
