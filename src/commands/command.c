/* command.c - finding commands and running one on its option values. */
#include "mlsys/command.h"

#include <stdlib.h>
#include <string.h>

#include "mlsys/text.h"

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
    const char *s = mlsys_text_suggest(name, cands, n);
    const char *what = parent ? "subcommand" : "command";
    if (s)
        return mlsys_err_set(err, MLSYS_EUSAGE, "unknown %s '%s'; did you mean '%s'?", what, name,
                             s);
    return mlsys_err_set(err, MLSYS_EUSAGE, "unknown %s '%s'; run 'mlsys help%s%s' for the list",
                         what, name, parent ? " " : "", parent ? parent : "");
}

/* Bind, then evaluate, with the sink told begin and end around it. */
int mlsys_cmd_run(const struct mlsys_cmddef *cmd, const char *fullname,
                  const struct mlsys_optset *set, struct mlsys_ctx *ctx,
                  struct mlsys_sink *sink, struct mlsys_err *err)
{
    struct mlsys_val *vals = calloc(cmd->nopts ? cmd->nopts : 1, sizeof *vals);
    if (!vals)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    int rc = mlsys_opt_bind(cmd->opts, cmd->nopts, set, vals, err);
    if (rc) {
        mlsys_err_where(err, "%s", fullname);
        free(vals);
        return rc;
    }
    struct mlsys_table t = {.command = fullname, .cols = cmd->cols, .ncols = cmd->ncols};
    struct mlsys_call call = {.cmd = cmd, .v = vals, .set = set, .ctx = ctx};
    rc = sink->begin(sink, &t, err);
    if (!rc)
        rc = cmd->eval(&call, sink, err);
    struct mlsys_err end_err;
    mlsys_err_clear(&end_err);
    int end_rc = sink->end(sink, rc == MLSYS_OK, rc ? &end_err : err);
    if (!rc)
        rc = end_rc;
    if (rc && rc != MLSYS_EPIPE && rc != MLSYS_EWRITE && !err->file[0])
        mlsys_err_where(err, "%s", fullname);
    free(vals);
    return rc;
}
